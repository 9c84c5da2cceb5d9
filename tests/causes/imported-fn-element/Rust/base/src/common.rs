use crate::{Algorithm, DiffOp};

pub fn capture_diff_slices<T>(alg: Algorithm, old: &[T], new: &[T]) -> Vec<DiffOp>
where
    T: Eq,
{
    match alg {
        Algorithm::Myers => vec![DiffOp { len: old.len().min(new.len()) }],
    }
}
