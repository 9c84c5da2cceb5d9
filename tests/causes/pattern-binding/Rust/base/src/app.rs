use std::collections::HashSet;

use crate::calc::Bag;

pub enum Kind {
    One(Bag),
    Two(Vec<i32>),
}

pub struct Wrap(Bag);

pub fn alpha(b: Option<&Bag>) -> bool {
    if let Some(b) = b {
        b.insert(1)
    } else {
        false
    }
}

pub fn beta(k: &Kind) -> bool {
    match k {
        Kind::One(ref b) => b.insert(2),
        Kind::Two(v) => v.is_empty(),
    }
}

impl Wrap {
    pub fn gamma(&self) -> bool {
        self.0.insert(3)
    }
}

pub fn delta(s: Option<HashSet<i32>>) -> bool {
    if let Some(mut s) = s {
        s.insert(4)
    } else {
        false
    }
}
