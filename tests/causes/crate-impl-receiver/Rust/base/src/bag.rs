pub struct Bag {
    pub items: Vec<u32>,
}

impl Bag {
    pub fn new() -> Self {
        Bag { items: Vec::new() }
    }

    pub fn size(&self) -> usize {
        self.items.len()
    }
}
