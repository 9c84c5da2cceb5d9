use calc::prelude::*;

#[test]
fn alpha() {
    let g: Graph<u8, Directed> = Graph::new();
    let h = g.into_edge_type::<Undirected>();
    assert!(h.find_edge(0, 1).is_none());
}
