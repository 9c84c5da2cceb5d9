mod graph_impl;

pub mod graph {
    pub use crate::graph_impl::{DiGraph, Graph};
}

pub use crate::graph_impl::stable;

pub mod prelude {
    pub use crate::graph::{DiGraph, Graph};
    pub use crate::stable::{StableDiGraph, StableGraph};
}
