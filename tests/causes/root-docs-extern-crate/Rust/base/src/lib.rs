pub struct Rope {
    text: String,
}

impl Rope {
    pub fn from_str(text: &str) -> Rope {
        Rope {
            text: text.to_string(),
        }
    }

    pub fn len(&self) -> usize {
        self.text.len()
    }
}
