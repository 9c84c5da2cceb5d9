pub fn decode(slice: &[u8], lossy: bool) -> usize {
    slice.len() + usize::from(lossy)
}

pub fn decode_last(slice: &[u8]) -> usize {
    slice.len()
}
