pub struct Dedup<I> {
    iter: I,
}

impl<I: Iterator> Iterator for Dedup<I> {
    type Item = I::Item;

    fn next(&mut self) -> Option<I::Item> {
        self.iter.next()
    }
}

pub trait Itertools: Iterator {
    fn dedup(self, _n: usize) -> Dedup<Self>
    where
        Self: Sized,
    {
        Dedup { iter: self }
    }
}

impl<T> Itertools for T where T: Iterator + ?Sized {}
