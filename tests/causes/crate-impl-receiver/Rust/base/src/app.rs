use crate::bag::Bag;
use crate::other::Sack;

pub fn alpha() -> usize {
    let b = Bag::from_sorted(vec![1, 2]).unwrap();
    b.size()
}

pub fn beta() -> Result<usize, String> {
    let b = Bag::from_sorted(vec![1, 2])?;
    Ok(b.size())
}

pub fn gamma() -> usize {
    let b = Bag::from_iter(vec![1, 2]);
    b.size()
}

pub fn delta() -> usize {
    let b = (0..3).collect::<Bag>();
    b.size()
}

pub fn epsilon() -> usize {
    let b = Bag::first_of(vec![1]).expect("one item");
    b.size()
}

pub fn eta() -> usize {
    let s = Sack::from_sorted(vec![1, 2]).unwrap();
    s.size()
}
