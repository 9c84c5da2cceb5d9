pub struct Peek<I> {
    pub inner: I,
}

pub fn peek_all<I: Iterator>(iter: I, depth: usize) -> Peek<I> {
    let _ = depth;
    Peek { inner: iter }
}
