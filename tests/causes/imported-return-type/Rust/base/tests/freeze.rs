use t::BytesMut;

#[test]
fn truncate_frozen() {
    let b = BytesMut::from_vec(b"hello".to_vec());
    let mut frozen = b.freeze();
    frozen.truncate(1);
    assert_eq!(frozen.len(), 1);
}

#[test]
fn truncate_mut() {
    let mut b = BytesMut::from_vec(b"hello".to_vec());
    b.truncate(4);
}
