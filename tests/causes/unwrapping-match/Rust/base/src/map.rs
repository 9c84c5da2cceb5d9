use crate::table::Table;

pub struct Map {
    pub table: Table,
    pub slots: Vec<Table>,
}

pub struct Index {
    pub n: usize,
}

impl Index {
    pub fn find(&self, hash: u64) -> Option<usize> {
        (hash > 0).then_some(self.n)
    }
}

fn make_map(n: usize) -> Result<Map, String> {
    if n == 0 {
        return Err("empty".to_string());
    }
    Ok(Map {
        table: Table::new(),
        slots: Vec::new(),
    })
}

fn make_index(n: usize) -> Option<Index> {
    (n > 0).then_some(Index { n })
}

pub fn probe(n: usize) -> Option<usize> {
    let map = match make_map(n) {
        Ok(map) => map,
        Err(msg) => panic!("{msg}"),
    };
    map.table.find(7)
}

pub fn first_slot(map: &Map) -> Option<usize> {
    if let Some(t) = map.slots.get(0) {
        return t.find(3);
    }
    None
}

pub fn lookup(n: usize) -> Option<usize> {
    let index = match make_index(n) {
        Some(index) => index,
        None => return None,
    };
    index.find(7)
}
