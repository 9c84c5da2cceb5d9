use crate::children::Children;

#[derive(Clone)]
pub struct Node {
    text: String,
    kids: Children,
}

impl Node {
    pub fn split(&mut self, at: usize, fix: bool) -> Node {
        Node {
            text: self.text.split_off(at),
            kids: Children::default(),
        }
    }

    pub fn split_first(&mut self, at: usize) -> Node {
        std::sync::Arc::make_mut(&mut self.kids.nodes_mut()[0]).split(at)
    }
}
