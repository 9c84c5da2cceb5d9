pub struct TextDiff;

impl TextDiff {
    pub fn new() -> TextDiff {
        TextDiff
    }

    pub fn iter_changes<T>(&self, old: &[T], new: &[T]) -> Vec<usize> {
        vec![old.len(), new.len()]
    }
}
