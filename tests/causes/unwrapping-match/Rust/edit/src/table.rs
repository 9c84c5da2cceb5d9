pub struct Table {
    pub n: usize,
}

impl Table {
    pub fn new() -> Self {
        Table { n: 0 }
    }

    pub fn find(&self, hash: u64, eq: bool) -> Option<usize> {
        if hash == 0 || !eq {
            None
        } else {
            Some(self.n)
        }
    }
}
