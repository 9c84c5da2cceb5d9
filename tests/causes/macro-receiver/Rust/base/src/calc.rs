pub struct Bag;

impl Bag {
    pub fn contains(&self, a: i32) -> bool {
        a > 0
    }
}
