pub struct Plain {
    pub v: Vec<u8>,
}

impl Plain {
    pub fn get_full_mut2(&mut self, i: usize) -> Option<&mut u8> {
        self.v.get_mut(i)
    }
}
