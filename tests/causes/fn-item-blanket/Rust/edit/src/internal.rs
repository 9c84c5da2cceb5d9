pub type IResult<I, O> = Result<(I, O), ()>;

pub trait Parser<I, O> {
    fn parse(&mut self, input: I, depth: usize) -> IResult<I, O>;

    fn map<G, O2>(self, g: G) -> Map<Self, G, O>
    where
        G: Fn(O) -> O2,
        Self: Sized,
    {
        Map { f: self, g, o: None }
    }
}

impl<'a, I, O, F> Parser<I, O> for F
where
    F: FnMut(I) -> IResult<I, O> + 'a,
{
    fn parse(&mut self, i: I, _depth: usize) -> IResult<I, O> {
        self(i)
    }
}

pub struct Map<F, G, O1> {
    f: F,
    g: G,
    o: Option<O1>,
}

impl<I, O1, O2, F: Parser<I, O1>, G: Fn(O1) -> O2> Parser<I, O2> for Map<F, G, O1> {
    fn parse(&mut self, _i: I, _depth: usize) -> IResult<I, O2> {
        let _ = (&self.f, &self.g, &self.o);
        Err(())
    }
}
