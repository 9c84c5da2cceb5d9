use t::{Bag, Rope};

#[test]
fn alpha() {
    let r1 = Rope::from_str("ab");
    let mut r2 = r1.clone();
    r2.insert(1, "z");
}

#[test]
fn beta() {
    let r = Rope::from_str("ab");
    let mut c = r.clone();
    c.insert(0, "y");
    c = r.clone();
    c.insert(0, "x");
}

#[test]
fn gamma() {
    let b = Bag::default();
    let mut c = b.clone();
    c.insert(1);
}
