use super::Map;

pub trait MutableKeys {
    fn get_full_mut2(&mut self, i: usize, j: usize) -> Option<&mut u8>;
}

impl MutableKeys for Map {
    fn get_full_mut2(&mut self, i: usize, j: usize) -> Option<&mut u8> {
        self.v.get_mut(i)
    }
}
