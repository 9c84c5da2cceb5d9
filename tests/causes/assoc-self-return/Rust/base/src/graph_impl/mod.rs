#[derive(Default)]
pub struct Directed;
#[derive(Default)]
pub struct Undirected;

pub struct Graph<N, Ty> {
    pub nodes: Vec<N>,
    pub edges: Vec<(usize, usize)>,
    pub ty: Ty,
}

pub type UnGraph<N> = Graph<N, Undirected>;

impl<N> Graph<N, Directed> {
    pub fn new() -> Self {
        Graph { nodes: Vec::new(), edges: Vec::new(), ty: Directed }
    }
}

impl<N, Ty: Default> Graph<N, Ty> {
    pub fn from_edges(edges: &[(usize, usize)]) -> Self {
        Graph { nodes: Vec::new(), edges: edges.to_vec(), ty: Ty::default() }
    }
}

impl<N, Ty> Graph<N, Ty> {
    pub fn into_edge_type<NewTy: Default>(self) -> Graph<N, NewTy> {
        Graph { nodes: self.nodes, edges: self.edges, ty: NewTy::default() }
    }

    pub fn weight_as<W: From<usize>>(&self) -> W {
        W::from(self.edges.len())
    }

    pub fn find_edge(&self, a: usize, b: usize) -> Option<usize> {
        self.edges.iter().position(|e| *e == (a, b))
    }
}
