#[derive(Clone, Copy)]
pub struct Block(pub u64);

impl Block {
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}
