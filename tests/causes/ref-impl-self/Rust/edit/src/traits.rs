use crate::rest::Rest;

pub trait InputTake: Sized {
    fn take_split(&self) -> (Self, Self);
}

impl<'a> InputTake for &'a [u8] {
    fn take_split(&self) -> (Self, Self) { let count = 0;
        let (prefix, suffix) = self.split_at(count);
        (suffix, prefix)
    }
}

impl<'a> Rest for &'a [u8] {
    fn rest(&self, i: usize) -> (Self, Self) {
        self.take_split(i)
    }
}
