pub mod stable;

pub struct Directed;

pub struct Graph<N, Ty> {
    pub nodes: Vec<N>,
    pub edges: Vec<(usize, usize)>,
    pub ty: Ty,
}

pub type DiGraph<N> = Graph<N, Directed>;

impl<N> Graph<N, Directed> {
    pub fn new() -> Self {
        Graph { nodes: Vec::new(), edges: Vec::new(), ty: Directed }
    }
}

impl<N, Ty> Graph<N, Ty> {
    pub fn add_edge(&mut self, a: usize, b: usize) -> usize {
        self.edges.push((a, b));
        self.edges.len() - 1
    }
}
