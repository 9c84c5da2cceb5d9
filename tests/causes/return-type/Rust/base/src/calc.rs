pub struct Bag;

impl Bag {
    pub fn get(&self, a: i32) -> i32 {
        a
    }
}
