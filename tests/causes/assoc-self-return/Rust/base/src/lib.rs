mod graph_impl;
pub mod data;

pub mod graph {
    pub use crate::graph_impl::{Directed, Graph, UnGraph, Undirected};
}

pub mod prelude {
    pub use crate::graph::{Directed, Graph, UnGraph, Undirected};
}
