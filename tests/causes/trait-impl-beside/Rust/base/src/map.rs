pub mod mutable;

pub struct Map {
    pub v: Vec<u8>,
}

impl Map {
    pub fn new() -> Self {
        Map { v: Vec::new() }
    }
}
