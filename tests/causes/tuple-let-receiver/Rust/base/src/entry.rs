use crate::inner::Inner;
use crate::raw::Raw;

pub struct Entry<'a> {
    raw: Raw<'a>,
}

impl<'a> Entry<'a> {
    pub fn new(raw: Raw<'a>) -> Self {
        Entry { raw }
    }

    // `map` is the tuple's first element, `&'a mut Inner` as `into_inner` declares it.
    pub fn alpha(self) {
        let (map, index) = self.raw.into_inner();
        map.shift(index);
    }

    // `out` is an `Outer`: its own `shift`.
    pub fn beta(self) {
        let (mut out, index) = self.raw.split();
        out.shift(index);
    }

    pub fn gamma(v: Vec<u8>) {
        let (mut a, n) = (Inner { v }, 2);
        a.shift(n);
    }
}
