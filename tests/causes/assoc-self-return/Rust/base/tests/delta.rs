use calc::data::{FromElements, List};

#[test]
fn delta() {
    let l = List::from_elements(&[(0, 1)]);
    assert!(l.find_edge(0, 1).is_some());
}
