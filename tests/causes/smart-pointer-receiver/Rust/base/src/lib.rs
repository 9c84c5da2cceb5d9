use std::sync::Arc;

mod children;
mod node;

pub use children::Children;
pub use node::Node;

#[derive(Clone)]
pub struct Rope {
    root: Arc<Node>,
}

impl Rope {
    pub fn split_off(&mut self, at: usize) -> Rope {
        Rope {
            root: Arc::new(Arc::make_mut(&mut self.root).split(at)),
        }
    }

    pub fn chop(&mut self, at: usize) {
        let root = Arc::make_mut(&mut self.root);
        *root = root.split(at);
    }
}

pub fn words(s: &str) -> usize {
    s.split(' ').count()
}
