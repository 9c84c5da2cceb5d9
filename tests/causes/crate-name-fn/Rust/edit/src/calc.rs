pub struct Bag;

impl Bag {
    pub fn insert(&self, a: i32, b: i32) -> bool {
        a > b
    }
}
