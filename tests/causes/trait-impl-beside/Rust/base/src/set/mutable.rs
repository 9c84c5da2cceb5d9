use super::Set;
use crate::map::mutable::MutableKeys;

// A trait of its own declaring the name, implemented for Set (not for Map).
pub trait MutableValues {
    fn get_full_mut2(&mut self, i: usize) -> Option<&mut u8>;
}

impl MutableValues for Set {
    fn get_full_mut2(&mut self, i: usize) -> Option<&mut u8> {
        let _ = i;
        None
    }
}

impl Set {
    // `self.map` is a Map (set.rs), which map/mutable.rs implements MutableKeys for.
    pub fn alpha(&mut self, i: usize) -> Option<&mut u8> {
        self.map.get_full_mut2(i)
    }

    // `self.plain` is a Plain: its own inherent `get_full_mut2`.
    pub fn beta(&mut self, i: usize) -> Option<&mut u8> {
        self.plain.get_full_mut2(i)
    }
}
