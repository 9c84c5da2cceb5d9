use std::ops::{BitAnd, BitOr};

pub struct Set {
    pub words: Vec<u64>,
}

impl Set {
    pub fn new() -> Self {
        Set { words: Vec::new() }
    }

    pub fn contains(&self, bit: usize, strict: bool) -> bool {
        strict
            && self
                .words
                .get(bit / 64)
                .is_some_and(|w| w & (1 << (bit % 64)) != 0)
    }

    pub fn ones(&self) -> Ones<'_> {
        Ones { set: self, at: 0 }
    }
}

impl BitAnd for &Set {
    type Output = Set;
    fn bitand(self, other: &Set) -> Set {
        let words = self.words.iter().zip(&other.words).map(|(a, b)| a & b);
        Set {
            words: words.collect(),
        }
    }
}

impl BitOr for &Set {
    type Output = Vec<u64>;
    fn bitor(self, other: &Set) -> Vec<u64> {
        self.words.iter().zip(&other.words).map(|(a, b)| a | b).collect()
    }
}

impl FromIterator<usize> for Set {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Self {
        let mut set = Set::new();
        for bit in iter {
            if set.words.len() <= bit / 64 {
                set.words.resize(bit / 64 + 1, 0);
            }
            set.words[bit / 64] |= 1 << (bit % 64);
        }
        set
    }
}

pub struct Ones<'a> {
    set: &'a Set,
    at: usize,
}

impl<'a> Iterator for Ones<'a> {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        while self.at < self.set.words.len() * 64 {
            self.at += 1;
            if self.set.contains(self.at - 1, true) {
                return Some(self.at - 1);
            }
        }
        None
    }
}
