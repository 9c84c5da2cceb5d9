use t::Slice;

#[test]
fn copy_into() {
    let mut data = [b'b', b'a', b'r'];
    let slice = unsafe { Slice::from_raw_parts_mut(data.as_mut_ptr(), 3) };
    slice.copy_from_slice(b"foo");
    assert_eq!(&data, b"foo");
}
