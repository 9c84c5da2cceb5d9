pub trait FromExternalError<I> {
    fn from_external_error(input: I, kind: u8) -> Self;
}
