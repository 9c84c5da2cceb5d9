use crate::calc::Bag;

pub fn alpha(s: &str) {
    let v: Vec<&str> = Vec::new();
    assert_eq!(v.contains(&s), false);
}

pub fn beta(x: &Bag) {
    assert_eq!(x.contains(1), true);
}
