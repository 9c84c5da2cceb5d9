use core::fmt::Debug;

pub trait Point: Clone + PartialEq + Debug {
    fn nth(&self, i: usize) -> i32;
    fn generate(f: impl Fn(usize) -> i32) -> Self;
}

impl Point for [i32; 2] {
    fn nth(&self, i: usize) -> i32 {
        self[i]
    }

    fn generate(f: impl Fn(usize) -> i32) -> Self {
        [f(0), f(1)]
    }
}

pub(crate) trait PointExt: Point {
    fn sub(&self, other: &Self) -> Self {
        Self::generate(|i| self.nth(i) - other.nth(i))
    }
}

impl<T> PointExt for T where T: Point {}
