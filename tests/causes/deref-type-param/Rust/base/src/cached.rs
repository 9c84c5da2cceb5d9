use core::ops::Deref;

pub struct Cached<T> {
    inner: T,
}

impl<T> Cached<T> {
    pub fn new(inner: T) -> Self {
        Cached { inner }
    }
}

impl<T> Deref for Cached<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.inner
    }
}

pub struct Segment {
    pub n: i32,
}

impl Segment {
    pub fn length_2(&self) -> i32 {
        self.n * self.n
    }
}
