use calc::Ext;

#[test]
fn beta() {
    let p = calc::peek_all(vec![1].into_iter());
    assert_eq!(p.inner.count(), 1);
    let q = vec![1, 2, 3].into_iter().peek_all();
    assert_eq!(q.inner.count(), 3);
}
