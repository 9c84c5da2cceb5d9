pub struct Bag {
    pub items: Vec<u8>,
}

impl Bag {
    pub fn size(&self, scale: usize) -> usize {
        self.items.len() * scale
    }
}
