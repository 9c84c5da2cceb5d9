use crate::internal::Parser;
use crate::tuple::Tuple;

impl<I, O, F: Parser<I, O>> Tuple<I, (O,)> for (F,) {
    fn parse(&mut self, input: I) -> Option<(I, (O,))> {
        self.0.parse(input).map(|(i, o)| (i, (o,)))
    }
}
