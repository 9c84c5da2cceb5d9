use crate::node::Node;

#[derive(Clone, Default)]
pub struct Children {
    nodes: Vec<Node>,
}

impl Children {
    pub fn push(&mut self, n: Node) {
        self.nodes.push(n);
    }
}

pub fn merge(a: &mut Node, b: Node) {
    if let Node::Internal(ref mut kids) = *a {
        kids.push(b);
    }
}
