pub struct Table {
    items: Vec<(u32, u32)>,
}

impl Table {
    pub const fn new() -> Table {
        Table { items: Vec::new() }
    }

    pub fn insert(&mut self, k: u32, v: u32) {
        self.items.push((k, v));
    }
}

pub struct Other;

impl Other {
    pub fn insert(&mut self, _k: u32) {}
}
