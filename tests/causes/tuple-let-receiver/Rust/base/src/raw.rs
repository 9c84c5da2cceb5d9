use crate::inner::Inner;
use crate::other::Outer;

pub struct Raw<'a> {
    map: &'a mut Inner,
    out: Outer,
}

impl<'a> Raw<'a> {
    pub fn new(map: &'a mut Inner) -> Self {
        Raw { map, out: Outer }
    }

    pub fn into_inner(self) -> (&'a mut Inner, usize) {
        (self.map, 0)
    }

    pub fn split(self) -> (Outer, usize) {
        (self.out, 1)
    }
}
