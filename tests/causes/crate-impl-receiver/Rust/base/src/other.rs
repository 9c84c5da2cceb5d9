pub struct Sack {
    pub n: usize,
}

impl Sack {
    pub fn from_sorted(items: Vec<u32>) -> Result<Self, String> {
        Ok(Sack { n: items.len() })
    }

    pub fn size(&self) -> usize {
        self.n
    }
}
