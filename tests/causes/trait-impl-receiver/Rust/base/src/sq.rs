use crate::shape::Shape;

pub struct Sq(pub i32);

impl Shape for Sq {
    fn area(&self) -> i32 {
        self.0
    }
}
