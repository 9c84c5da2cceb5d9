use calc::prelude::*;

#[test]
fn gamma() {
    let mut g = StableDiGraph::<u8>::new();
    assert_eq!(g.add_edge(0, 1), 0);
}
