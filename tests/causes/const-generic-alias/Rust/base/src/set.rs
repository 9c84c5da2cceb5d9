use std::collections::HashSet;

use crate::map::FnvMap;

pub fn both(keys: &[u8]) -> usize {
    let mut m: FnvMap<u8, 8> = FnvMap::new();
    let mut s = HashSet::new();
    for k in keys {
        m.insert(*k);
        s.insert(*k);
    }
    s.len()
}
