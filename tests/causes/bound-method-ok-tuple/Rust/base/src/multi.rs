use crate::internal::{IResult, Parser};
use crate::traits::InputTake;

pub trait Other {}

pub struct Multi<I, N, E, F> {
    pub f: F,
    pub marker: core::marker::PhantomData<(I, N, E)>,
}

impl<I, N, E, F> Multi<I, N, E, F>
where
    I: Clone + InputTake,
    F: Parser<I, N, E>,
{
    pub fn length_data(f: &mut F, i: I) -> IResult<I, I, E> {
        let (i, _n) = f.parse(i)?;
        Ok(i.take_split(1))
    }
}

impl<I, E, F> Multi<I, I, E, F>
where
    I: Clone + InputTake,
    F: Parser<I, I, E>,
{
    pub fn second(f: &mut F, i: I) -> IResult<I, I, E> {
        let (_rest, o) = f.parse(i)?;
        Ok(o.take_split(1))
    }
}

impl<I, E, F> Multi<I, I, E, F>
where
    I: Clone + InputTake,
    F: Parser<I, I, E> + Other,
{
    pub fn boxed(f: &mut F, i: I) -> IResult<I, I, E> {
        let (i, _o) = f.parse(i)?;
        Ok(i.take_split(1))
    }
}
