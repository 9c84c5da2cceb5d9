pub trait Parser<I, O> {
    fn parse(&mut self, input: I, depth: usize) -> Option<(I, O)>;
}
