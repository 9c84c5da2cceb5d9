pub struct Bag {
    pub items: Vec<u8>,
}

pub struct BagBuilder {
    pub cap: usize,
}

impl Bag {
    pub fn builder() -> BagBuilder {
        BagBuilder { cap: 0 }
    }
}

impl BagBuilder {
    pub fn capacity(&mut self, cap: usize) -> &mut BagBuilder {
        self.cap = cap;
        self
    }

    pub fn build(&self, items: &[u8], extra: u8) -> Bag {
        Bag {
            items: items.to_vec(),
        }
    }
}
