pub struct Bag;

impl Bag {
    pub fn insert(&self, a: i32) -> bool {
        a > 0
    }
}
