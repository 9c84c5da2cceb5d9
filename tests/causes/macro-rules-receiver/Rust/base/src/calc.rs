pub struct Bag {
    pub items: Vec<u8>,
}

impl Bag {
    pub fn size(&self) -> usize {
        self.items.len()
    }
}
