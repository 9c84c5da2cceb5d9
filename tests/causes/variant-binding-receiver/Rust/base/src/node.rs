use crate::children::Children;

#[derive(Clone)]
pub enum Node {
    Leaf(String),
    Internal(Children),
}

impl Node {
    pub fn adopt(&mut self, other: Node) {
        match *self {
            Node::Leaf(_) => {}
            Node::Internal(ref mut kids) => kids.push(other),
        }
    }
}

pub fn rename(n: &mut Node) {
    if let Node::Leaf(ref mut s) = *n {
        s.push('x');
    }
}
