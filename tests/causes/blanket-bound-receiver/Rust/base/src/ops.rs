use crate::point::{Point, PointExt};
use core::ops::Sub;

pub fn with_sub<P: Point + Sub<Output = P>>(a: P, b: P) -> P {
    a.sub(b)
}

pub fn scalar(a: i32, b: i32) -> i32 {
    a.sub(b)
}

pub fn ext<P: Point>(a: &P, b: &P) -> P {
    a.sub(b)
}
