pub struct Bag;

impl Bag {
    pub fn push(&self, a: i32) -> i32 {
        a
    }
}
