// `.join(..)` on values that are std iterators (a slice's `iter()`, a range) reaches
// Itertools::join (`&mut self`: found at `&mut T`, after the iterator by value and `&T`,
// where nothing else has a `join`); a `[String]`'s `join` is its own.
use iters::Itertools;

pub fn alpha() -> String {
    let xs = [1, 2, 3];
    xs.iter().join(", ")
}

pub fn beta() -> String {
    (0..3).join("-")
}

pub fn gamma(v: Vec<String>) -> String {
    v.join(",")
}

#[test]
fn t() {
    assert_eq!(alpha() + &beta() + &gamma(vec!["a".into(), "b".into()]), "1, 2, 30-1-2a,b");
}
