use calc::prelude::*;

struct Wrap(usize);

impl From<usize> for Wrap {
    fn from(n: usize) -> Self {
        Wrap(n)
    }
}

impl Wrap {
    fn find_edge(&self, a: usize, b: usize) -> Option<usize> {
        (a + b < self.0).then_some(0)
    }
}

#[test]
fn epsilon() {
    let g = Graph::<u8, Undirected>::from_edges(&[(0, 1)]);
    let w = g.weight_as::<Wrap>();
    assert!(w.find_edge(0, 1).is_some());
}
