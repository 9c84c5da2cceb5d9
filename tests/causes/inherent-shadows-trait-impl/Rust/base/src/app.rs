use crate::small::{ExtendFromSlice, Small};

pub fn alpha() -> Small<u8> {
    let mut s = Small::new();
    s.extend_from_slice(&[1, 2]);
    s
}

pub fn beta(e: &mut impl ExtendFromSlice<u8>) {
    e.extend_from_slice(&[3]);
}

pub fn gamma(v: &mut Vec<u8>) {
    v.extend_from_slice(&[4]);
}

pub fn delta(s: &mut Small<u8>) {
    Small::extend_from_slice(s, &[5]);
}
