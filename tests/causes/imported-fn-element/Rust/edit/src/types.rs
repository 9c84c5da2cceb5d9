pub enum Algorithm {
    Myers,
}

pub struct DiffOp {
    pub len: usize,
}

impl DiffOp {
    pub fn iter_changes<T>(&self, old: &[T], new: &[T], radius: usize) -> Vec<usize> {
        vec![self.len, old.len(), new.len()]
    }
}
