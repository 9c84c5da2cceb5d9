use crate::external::FromExternalError;

pub trait ParseError<I> {
    fn from_error_kind(input: I, kind: u8) -> Self;
}

pub struct VerboseError<I> {
    pub errors: Vec<(I, u8)>,
}

impl<I> ParseError<I> for VerboseError<I> {
    fn from_error_kind(input: I, kind: u8) -> Self {
        VerboseError {
            errors: vec![(input, kind)],
        }
    }
}

impl<I> FromExternalError<I> for VerboseError<I> {
    fn from_external_error(input: I, kind: u8) -> Self {
        Self::from_error_kind(input, kind)
    }
}
