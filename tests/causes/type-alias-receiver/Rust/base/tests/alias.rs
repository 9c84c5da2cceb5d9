use maps::{Other, Table};

type Fixed = Table;
type Also = Fixed;
type O = Other;

const EMPTY: Table = Table::new();

fn alpha() {
    type T = Table;
    let mut t = T::new();
    t.insert(1, 2);
}

fn beta() {
    let mut t = Also::new();
    Also::insert(&mut t, 1, 2);
}

fn gamma() {
    let mut t = EMPTY;
    t.insert(1, 2);
}

fn delta() {
    let mut o: O = Other;
    o.insert(1);
}

#[test]
fn all() {
    alpha();
    beta();
    gamma();
    delta();
}
