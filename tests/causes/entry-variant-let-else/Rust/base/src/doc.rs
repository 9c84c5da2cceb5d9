use std::collections::HashMap;

use crate::item::{Item, Tables};

pub type Pairs = HashMap<String, Item>;

pub struct Doc {
    pub items: Pairs,
}

pub fn add(doc: &mut Doc, key: String, v: i32) {
    let entry = doc.items.entry(key).or_insert(Item::Tables(Tables::new()));
    let Some(tables) = entry.as_tables_mut() else {
        return;
    };
    tables.push(v);
}

pub fn append(list: &mut Vec<i32>, v: i32) {
    let Some(last) = list.last().copied() else {
        return;
    };
    list.push(last + v);
}
