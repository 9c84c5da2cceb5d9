use crate::internal::Parser;

impl<'a, I, O> Parser<I, O> for Box<dyn Parser<I, O> + 'a> {
    fn parse(&mut self, input: I) -> Option<(I, O)> {
        (**self).parse(input)
    }
}
