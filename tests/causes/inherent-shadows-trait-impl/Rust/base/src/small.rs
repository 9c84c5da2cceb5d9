pub trait ExtendFromSlice<T> {
    fn extend_from_slice(&mut self, other: &[T]);
}

pub struct Small<T> {
    items: Vec<T>,
}

impl<T: Copy> Small<T> {
    pub fn new() -> Self {
        Small { items: Vec::new() }
    }

    pub fn extend_from_slice(&mut self, slice: &[T]) {
        self.items.extend(slice.iter().copied());
    }
}

impl<T: Copy> ExtendFromSlice<T> for Small<T> {
    fn extend_from_slice(&mut self, other: &[T]) {
        self.items.extend(other.iter().copied());
    }
}
