pub struct Bag;

impl Bag {
    pub fn insert(&self, a: i32) -> i32 {
        a
    }
}
