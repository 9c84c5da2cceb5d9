pub struct Node<T> {
    pub data: T,
    pub up: Option<usize>,
}

impl<T> Node<T> {
    pub fn parent(&self) -> Option<usize> {
        self.up
    }
}
