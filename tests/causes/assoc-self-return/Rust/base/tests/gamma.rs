use calc::data::FromElements;
use calc::graph::UnGraph;

#[test]
fn gamma() {
    let g = UnGraph::<u8>::from_elements(&[(0, 1)]);
    assert!(g.find_edge(0, 1).is_some());
}
