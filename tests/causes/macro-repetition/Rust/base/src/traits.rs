pub trait InputLength {
    fn input_len(&self) -> usize;
}

impl<'a> InputLength for &'a str {
    fn input_len(&self) -> usize {
        self.len()
    }
}
