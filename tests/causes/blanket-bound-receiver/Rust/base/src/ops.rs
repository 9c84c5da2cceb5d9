use crate::point::{Point, PointExt};
use core::ops::Sub;

pub struct Ops<P>(pub P);

impl<P: Point + Sub<Output = P>> Ops<P> {
    pub fn with_sub(a: P, b: P) -> P {
        a.sub(b)
    }
}

impl<P: Point> Ops<P> {
    pub fn ext(a: &P, b: &P) -> P {
        a.sub(b)
    }
}

pub fn scalar(a: i32, b: i32) -> i32 {
    a.sub(b)
}
