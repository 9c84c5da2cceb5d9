pub struct Sack;

impl Sack {
    pub fn build(&self, items: &[u8]) -> usize {
        items.len()
    }
}
