#[derive(Clone, Default)]
pub struct Table {
    cells: Vec<i32>,
}

impl Table {
    pub fn get_mut(&mut self, k: &u8) -> Option<&mut i32> {
        self.cells.get_mut(*k as usize)
    }
}
