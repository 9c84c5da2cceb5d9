// `bags::Bag` names the crate under test although this file declares a fn `bags`: a
// path's leading segment is never a fn (value namespace).
use bags::Bag;
use std::collections::HashSet;

fn bags() -> Vec<Bag> {
    vec![Bag]
}

pub fn alpha(b: &Bag, s: &mut HashSet<i32>) -> bool {
    s.insert(1) && b.insert(2)
}

pub fn beta(s: &mut HashSet<i32>) -> bool {
    s.insert(3) && !bags().is_empty()
}

#[test]
fn t() {
    assert!(alpha(&Bag, &mut HashSet::new()) && beta(&mut HashSet::new()));
}
