use crate::decode_utf8;

pub fn alpha(b: &[u8]) -> usize {
    match crate::decode_utf8(b) {
        0 => 0,
        n => n,
    }
}

pub fn beta(b: &[u8]) -> usize {
    decode_utf8(b)
}

pub fn gamma(b: &[u8]) -> usize {
    crate::decode_last_utf8(b)
}
