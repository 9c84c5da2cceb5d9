pub enum Err<E> {
    Error(E),
}

pub type IResult<I, O, E = (I, u8)> = Result<(I, O), Err<E>>;

pub trait Parser<I, O, E> {
    fn parse(&mut self, input: I) -> IResult<I, O, E>;
}
