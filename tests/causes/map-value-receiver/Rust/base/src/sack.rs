pub struct Sack {
    pub n: usize,
}

impl Sack {
    pub fn size(&self) -> usize {
        self.n
    }
}
