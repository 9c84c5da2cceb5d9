pub trait Parser<I, O> {
    fn parse(&mut self, input: I, depth: usize) -> Option<(I, O)>;
}

impl<I, O, F> Parser<I, O> for F
where
    F: FnMut(I) -> Option<(I, O)>,
{
    fn parse(&mut self, input: I, depth: usize) -> Option<(I, O)> {
        self(input)
    }
}
