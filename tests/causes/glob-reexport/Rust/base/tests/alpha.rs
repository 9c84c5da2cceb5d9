use crate::it::peek_all;
use calc as it;

#[test]
fn alpha() {
    let p = peek_all(vec![1, 2].into_iter());
    assert_eq!(p.inner.count(), 2);
}
