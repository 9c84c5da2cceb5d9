pub struct Bag;
pub struct Maker;

impl Bag {
    pub fn maker() -> Maker {
        Maker
    }
}

impl Maker {
    pub fn build(&self, a: i32) -> i32 {
        a
    }
}
