use calc::graph::DiGraph;

fn build(g: &mut DiGraph<u8>) -> usize {
    g.add_edge(1, 2)
}

#[test]
fn beta() {
    let mut g = DiGraph::new();
    assert_eq!(build(&mut g), 0);
}
