use std::sync::Arc;

use crate::node::Node;

#[derive(Clone, Default)]
pub struct Children {
    nodes: Vec<Arc<Node>>,
}

impl Children {
    pub fn nodes_mut(&mut self) -> &mut [Arc<Node>] {
        &mut self.nodes
    }
}
