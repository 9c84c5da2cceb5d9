pub trait InputLength {
    fn input_len(&self, bits: bool) -> usize;
}

impl<'a> InputLength for &'a str {
    fn input_len(&self, bits: bool) -> usize {
        self.len()
    }
}
