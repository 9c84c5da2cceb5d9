pub struct Node<T> {
    pub data: T,
    pub up: Option<usize>,
}

impl<T> Node<T> {
    pub fn parent(&self, depth: usize) -> Option<usize> {
        self.up.filter(|_| depth > 0)
    }
}
