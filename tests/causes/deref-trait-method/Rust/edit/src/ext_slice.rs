pub trait ByteSlice {
    fn as_bytes(&self) -> &[u8];

    fn char_indices(&self, from: usize) -> usize {
        self.as_bytes().len()
    }
}

impl ByteSlice for [u8] {
    fn as_bytes(&self) -> &[u8] {
        self
    }
}
