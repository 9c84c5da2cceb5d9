pub trait Parser<I, O> {
    fn parse(&mut self, input: I) -> Option<(I, O)>;
}

impl<I, O, F: FnMut(I) -> Option<(I, O)>> Parser<I, O> for F {
    fn parse(&mut self, input: I) -> Option<(I, O)> {
        self(input)
    }
}
