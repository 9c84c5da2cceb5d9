pub trait Rest: Sized {
    fn rest(&self, i: usize) -> (Self, Self);
}
