pub struct Inner {
    pub v: Vec<u8>,
}

impl Inner {
    pub fn shift(&mut self, to: usize) {
        self.v.truncate(to);
    }
}
