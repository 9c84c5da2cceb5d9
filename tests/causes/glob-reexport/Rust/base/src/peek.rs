pub struct Peek<I> {
    pub inner: I,
}

pub fn peek_all<I: Iterator>(iter: I) -> Peek<I> {
    Peek { inner: iter }
}
