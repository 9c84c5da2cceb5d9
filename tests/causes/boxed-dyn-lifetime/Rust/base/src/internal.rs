pub trait Parser<I, O> {
    fn parse(&mut self, input: I) -> Option<(I, O)>;
}
