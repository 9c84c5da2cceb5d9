#[derive(Default)]
pub struct Bag {
    pub items: Vec<u32>,
}

impl Bag {
    pub fn new() -> Self {
        Bag { items: Vec::new() }
    }

    pub fn size(&self, extra: usize) -> usize {
        self.items.len() + extra
    }
}
