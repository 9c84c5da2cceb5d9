pub struct Chunk(pub Vec<u8>);

impl Chunk {
    pub fn take_split(&self, count: usize) -> (Chunk, Chunk) {
        let (a, b) = self.0.split_at(count);
        (Chunk(a.to_vec()), Chunk(b.to_vec()))
    }
}
