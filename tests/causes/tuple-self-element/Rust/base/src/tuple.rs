pub trait Tuple<I, O> {
    fn parse(&mut self, input: I) -> Option<(I, O)>;
}
