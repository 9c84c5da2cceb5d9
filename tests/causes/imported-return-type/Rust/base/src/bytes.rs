pub struct Bytes(pub(crate) Vec<u8>);

impl Bytes {
    pub fn truncate(&mut self, len: usize) {
        self.0.truncate(len);
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }
}
