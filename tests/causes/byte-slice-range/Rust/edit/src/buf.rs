pub struct Chain<T, U> {
    pub a: T,
    pub b: U,
}

pub trait Buf {
    fn remaining(&self) -> usize;

    fn chain<U: Buf>(self, next: U, _limit: usize) -> Chain<Self, U>
    where
        Self: Sized,
    {
        Chain { a: self, b: next }
    }
}

impl Buf for &[u8] {
    fn remaining(&self) -> usize {
        self.len()
    }
}
