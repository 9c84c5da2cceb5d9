use std::ops::{Index, IndexMut};

use crate::node::Node;

#[derive(Clone, Copy)]
pub struct NodeId(pub usize);

pub struct Arena<T> {
    nodes: Vec<Node<T>>,
}

impl<T> Arena<T> {
    pub fn new() -> Self {
        Arena { nodes: Vec::new() }
    }

    /// A `parent` of another type: a call on an `Arena` is not the node's.
    pub fn parent(&self) -> Option<usize> {
        None
    }
}

impl<T> Index<NodeId> for Arena<T> {
    type Output = Node<T>;

    fn index(&self, id: NodeId) -> &Node<T> {
        &self.nodes[id.0]
    }
}

impl<T> IndexMut<NodeId> for Arena<T> {
    fn index_mut(&mut self, id: NodeId) -> &mut Node<T> {
        &mut self.nodes[id.0]
    }
}
