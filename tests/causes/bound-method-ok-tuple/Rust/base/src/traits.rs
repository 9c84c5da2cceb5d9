pub trait InputTake: Sized {
    fn take_split(&self, count: usize) -> (Self, Self);
}
