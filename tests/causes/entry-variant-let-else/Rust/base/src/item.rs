pub struct Tables {
    pub values: Vec<i32>,
}

impl Tables {
    pub fn new() -> Self {
        Tables { values: Vec::new() }
    }

    pub fn push(&mut self, v: i32) {
        self.values.push(v);
    }
}

impl Default for Tables {
    fn default() -> Self {
        Self::new()
    }
}

pub enum Item {
    Value(i32),
    Tables(Tables),
}

impl Item {
    pub fn as_tables_mut(&mut self) -> Option<&mut Tables> {
        match self {
            Item::Tables(t) => Some(t),
            Item::Value(_) => None,
        }
    }
}
