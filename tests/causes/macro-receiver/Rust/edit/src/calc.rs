pub struct Bag;

impl Bag {
    pub fn contains(&self, a: i32, b: i32) -> bool {
        a > b
    }
}
