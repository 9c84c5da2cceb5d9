use crate::sack::Sack;
use crate::Bag;
use std::collections::BTreeMap;

mod ops;

pub use ops::zeta;

pub struct Shelf {
    map: BTreeMap<u32, Bag>,
    sacks: BTreeMap<u32, Sack>,
}
