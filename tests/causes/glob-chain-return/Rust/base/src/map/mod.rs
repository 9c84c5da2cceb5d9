#[derive(Clone, Default)]
pub struct TrieMap {
    entries: Vec<(u8, i32)>,
}

impl TrieMap {
    pub fn insert(&mut self, k: u8, v: i32) {
        self.entries.push((k, v));
    }

    pub fn get_mut(&mut self, k: &u8) -> Option<&mut i32> {
        self.entries.iter_mut().find(|e| e.0 == *k).map(|e| &mut e.1)
    }
}

#[cfg(test)]
mod test;
