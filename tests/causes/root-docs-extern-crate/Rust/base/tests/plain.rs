extern crate rope;

use rope::Rope;

#[test]
fn beta() {
    let r = Rope::from_str("abc");
    assert_eq!(r.len(), 3);
}
