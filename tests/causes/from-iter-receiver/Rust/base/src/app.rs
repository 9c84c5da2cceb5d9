use crate::bag::Bag;
use crate::other::Sack;

// `FromIterator::from_iter` called through the type's path returns `Self`, a `Bag`.
pub fn alpha() -> usize {
    let bag = Bag::<u8, u8>::from_iter(vec![(1, 2)]);
    bag.size()
}

// `Sack::from_iter` is Sack's own associated fn, declared to return a `Tally`.
pub fn beta() -> usize {
    let tally = Sack::from_iter(vec![(1, 2)]);
    tally.size()
}
