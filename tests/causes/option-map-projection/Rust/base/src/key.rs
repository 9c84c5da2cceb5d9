pub struct Key {
    pub name: String,
    pub decor: i32,
}

impl Key {
    pub fn decor_mut(&mut self) -> &mut i32 {
        &mut self.decor
    }
}

pub struct Tag {
    pub decor: i32,
}

impl Tag {
    pub fn decor_mut(&mut self) -> &mut i32 {
        &mut self.decor
    }
}
