use crate::rest::Rest;

pub trait InputTake: Sized {
    fn take_split(&self, count: usize) -> (Self, Self);
}

impl<'a> InputTake for &'a [u8] {
    fn take_split(&self, count: usize) -> (Self, Self) {
        let (prefix, suffix) = self.split_at(count);
        (suffix, prefix)
    }
}

impl<'a> Rest for &'a [u8] {
    fn rest(&self, i: usize) -> (Self, Self) {
        self.take_split(i)
    }
}
