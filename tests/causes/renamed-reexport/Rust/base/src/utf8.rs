pub fn decode(slice: &[u8]) -> usize {
    slice.len()
}

pub fn decode_last(slice: &[u8]) -> usize {
    slice.len()
}
