use crate::shape::Shape;
use crate::sq::Sq;

pub trait Solid: Shape {}

impl Shape for Box<dyn Solid> {
    fn area(&self) -> i32 {
        (**self).area()
    }
}

pub fn alpha(q: &Sq) -> i32 {
    q.area()
}
