pub trait InputTake: Sized {
    fn take_split(&self) -> (Self, Self);
}
