use std::ops::Index;

use crate::arena::Arena;
use crate::node::Node;

/// Indexed two ways, to two types: which one `pool[i]` is depends on the index's type.
pub struct Pool {
    pub nodes: Vec<Node<u8>>,
    pub arenas: Vec<Arena<u8>>,
}

impl Index<usize> for Pool {
    type Output = Node<u8>;

    fn index(&self, i: usize) -> &Node<u8> {
        &self.nodes[i]
    }
}

impl Index<&str> for Pool {
    type Output = Arena<u8>;

    fn index(&self, _: &str) -> &Arena<u8> {
        &self.arenas[0]
    }
}
