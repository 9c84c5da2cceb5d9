use std::collections::HashMap;

use crate::shelf::Shelf;
use crate::Bag;

impl Shelf {
    // `entry(..).or_default()`: a `&mut Bag`, the map's value.
    pub fn alpha(&mut self) -> usize {
        self.map.entry(1).or_default().size()
    }

    pub fn beta(&mut self) -> usize {
        let entry = self.map.entry(2);
        entry.or_insert_with(Bag::new).size()
    }

    // `get(..)` matched by `Some(b)`, and unwrapped.
    pub fn gamma(&self) -> usize {
        match self.map.get(&3) {
            Some(b) => b.size(),
            None => self.map.get(&4).unwrap().size(),
        }
    }

    // The pairs of `&map` and of `map.range(..)`.
    pub fn delta(&self) -> usize {
        let mut n = 0;
        for (_, bag) in &self.map {
            n += bag.size();
        }
        let mut iter = self.map.range(..=5).rev();
        n + iter.next().map(|(&k, bag)| bag.size() + k as usize).unwrap_or(0)
    }

    // A map of Sacks: their own `size`.
    pub fn epsilon(&self) -> usize {
        self.sacks.get(&6).map_or(0, |s| s.size()) + self.sacks.get(&7).unwrap().size()
    }
}

pub fn zeta(bags: &HashMap<u32, Bag>) -> usize {
    if let Some(b) = bags.get(&8) {
        b.size()
    } else {
        0
    }
}
