use crate::Bytes;

pub struct BytesMut(Vec<u8>);

impl BytesMut {
    pub fn from_vec(v: Vec<u8>) -> Self {
        BytesMut(v)
    }

    pub fn freeze(self) -> Bytes {
        Bytes(self.0)
    }

    pub fn truncate(&mut self, len: usize) {
        self.0.truncate(len);
    }
}
