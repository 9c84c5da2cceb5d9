use crate::internal::*;

pub fn be_u8<I>(_input: I) -> IResult<I, u8> {
    Err(())
}

pub fn be_i8(input: &[u8]) -> IResult<&[u8], i8> {
    be_u8.map(|x| x as i8).parse(input)
}
