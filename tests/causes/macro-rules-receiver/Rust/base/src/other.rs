pub struct Sack {
    pub items: Vec<u8>,
}

impl Sack {
    pub fn size(&self) -> usize {
        self.items.len()
    }
}
