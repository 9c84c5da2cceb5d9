use super::Directed;

pub struct StableGraph<N, Ty> {
    pub nodes: Vec<Option<N>>,
    pub edges: Vec<(usize, usize)>,
    pub ty: Ty,
}

pub type StableDiGraph<N> = StableGraph<N, Directed>;

impl<N> StableGraph<N, Directed> {
    pub fn new() -> Self {
        StableGraph { nodes: Vec::new(), edges: Vec::new(), ty: Directed }
    }
}

impl<N, Ty> StableGraph<N, Ty> {
    pub fn add_edge(&mut self, a: usize, b: usize) -> usize {
        self.edges.push((a, b));
        self.edges.len() - 1
    }
}
