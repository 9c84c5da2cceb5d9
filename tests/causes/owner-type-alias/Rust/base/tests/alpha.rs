use calc::prelude::*;

#[test]
fn alpha() {
    let mut g = DiGraph::<u8>::new();
    assert_eq!(g.add_edge(0, 1), 0);
}
