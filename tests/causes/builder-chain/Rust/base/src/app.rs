use std::collections::HashSet;

use crate::calc::Bag;

pub struct Builder;

impl Builder {
    pub fn new() -> Builder {
        Builder
    }
    pub fn set(self) -> HashSet<i32> {
        HashSet::new()
    }
}

pub fn alpha() -> bool {
    Builder::new().set().insert(1)
}

pub fn beta(x: &Bag) -> i32 {
    x.insert(1)
}
