use crate::shape::Shape;

pub struct Sq(pub i32);

impl Shape for Sq {
    fn area(&self, k: i32) -> i32 {
        self.0 + k
    }
}
