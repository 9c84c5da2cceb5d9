use super::*;

#[test]
fn built_by_macro() {
    let s = stack![3, 2, 1];
    assert_eq!(s.peek(), Some(&1));
}

#[test]
fn built_by_recursive_macro() {
    let s = crate::stack_rev![1, 2, 3];
    assert_eq!(s.peek(), Some(&1));
}

#[test]
fn a_queue() {
    let q = crate::queue![1, 2];
    assert_eq!(q.peek(), Some(&1));
}
