use crate::graph_impl::Graph;

pub trait FromElements: Sized {
    fn from_elements(edges: &[(usize, usize)]) -> Self;
}

impl<N, Ty: Default> FromElements for Graph<N, Ty> {
    fn from_elements(edges: &[(usize, usize)]) -> Self {
        Graph::from_edges(edges)
    }
}

pub struct List {
    pub edges: Vec<(usize, usize)>,
}

impl List {
    pub fn find_edge(&self, a: usize, b: usize) -> Option<usize> {
        self.edges.iter().position(|e| *e == (a, b))
    }
}

impl FromElements for List {
    fn from_elements(edges: &[(usize, usize)]) -> Self {
        List { edges: edges.to_vec() }
    }
}
