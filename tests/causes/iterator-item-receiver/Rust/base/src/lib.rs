pub mod raw;

use raw::{RawIter, RawTable};

pub struct Iter<T> {
    inner: RawIter<T>,
}

impl<T> Iterator for Iter<T> {
    type Item = *const T;

    fn next(&mut self) -> Option<*const T> {
        match self.inner.next() {
            Some(b) => Some(unsafe { b.as_ref() }),
            None => None,
        }
    }
}

pub fn fold(t: &RawTable<u8>) -> usize {
    t.iter().fold(0, |acc, b| acc + unsafe { b.as_ref() } as usize)
}

pub fn each(t: &RawTable<u8>) -> usize {
    let mut n = 0;
    for b in t.iter() {
        n += unsafe { b.as_ref() } as usize;
    }
    n
}

pub fn mapped(t: &RawTable<u8>) -> usize {
    t.iter().map(|b| unsafe { b.as_ref() } as usize).sum()
}

pub fn found(t: &RawTable<u8>) -> Option<*const u8> {
    match t.find(0) {
        Some(b) => Some(unsafe { b.as_ref() }),
        None => None,
    }
}

pub fn other(s: Option<String>) -> usize {
    s.as_ref().map_or(0, |x| x.len())
}
