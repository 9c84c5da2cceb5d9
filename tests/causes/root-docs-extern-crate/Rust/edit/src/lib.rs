pub struct Rope {
    text: String,
}

impl Rope {
    pub fn from_str(text: &str, cap: usize) -> Rope {
        Rope {
            text: String::with_capacity(cap) + text,
        }
    }

    pub fn len(&self) -> usize {
        self.text.len()
    }
}
