#[derive(Clone, Copy)]
pub struct Block(pub u64);

impl Block {
    pub fn is_empty(self, strict: bool) -> bool {
        strict && self.0 == 0
    }
}
