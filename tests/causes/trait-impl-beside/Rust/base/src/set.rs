pub mod mutable;

use crate::map::Map;
use crate::other::Plain;

pub struct Set {
    map: Map,
    plain: Plain,
}

impl Set {
    pub fn new() -> Self {
        Set {
            map: Map::new(),
            plain: Plain { v: Vec::new() },
        }
    }
}
