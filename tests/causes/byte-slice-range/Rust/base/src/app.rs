use crate::buf::Buf;

pub fn joined() -> usize {
    let c = (&b"hello"[..]).chain(&b"world"[..]);
    c.a.remaining() + c.b.remaining()
}

pub fn wide(w: [u16; 2]) -> usize {
    w.iter().chain(w.iter()).count()
}
