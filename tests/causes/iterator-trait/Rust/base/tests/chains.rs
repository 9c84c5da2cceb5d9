// `.dedup()` on values that are iterators (a std adaptor chain, a range, an iterator type of
// this file) reaches Itertools::dedup, implemented for every iterator; a Vec's `dedup` is
// its own.
use iters::Itertools;

pub struct Countdown(u8);

impl Iterator for Countdown {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        self.0 = self.0.checked_sub(1)?;
        Some(self.0)
    }
}

pub fn alpha() -> usize {
    let xs = [0, 1, 1, 2];
    xs.iter().map(|x| x + 1).dedup().count()
}

pub fn beta() -> usize {
    (0..4).dedup().count()
}

pub fn gamma(c: Countdown) -> usize {
    c.dedup().count()
}

pub fn delta(mut v: Vec<u8>) -> usize {
    v.dedup();
    v.len()
}

#[test]
fn t() {
    assert_eq!(alpha() + beta() + gamma(Countdown(3)) + delta(vec![1, 1]), 12);
}
