use calc::prelude::*;

#[test]
fn beta() {
    let g = Graph::<u8, Undirected>::from_edges(&[(0, 1)]);
    assert!(g.find_edge(0, 1).is_some());
}
