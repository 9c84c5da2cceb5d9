#[derive(Clone)]
pub struct Rope {
    text: String,
}

impl Rope {
    pub fn from_str(s: &str) -> Self {
        Rope {
            text: s.to_string(),
        }
    }

    pub fn insert(&mut self, at: usize, s: &str) {
        self.text.insert_str(at, s);
    }
}

#[derive(Clone, Default)]
pub struct Bag {
    items: Vec<u8>,
}

impl Bag {
    pub fn insert(&mut self, b: u8) {
        self.items.push(b);
    }
}
