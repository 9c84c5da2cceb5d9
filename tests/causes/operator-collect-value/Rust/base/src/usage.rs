use crate::set::Set;

pub fn both(a: &Set, b: &Set) -> bool {
    let ab = a & b;
    ab.contains(3)
}

pub fn copied(a: &Set) -> bool {
    let c = a.ones().collect::<Set>();
    c.contains(1)
}

pub fn joined(a: &Set, b: &Set) -> bool {
    let u = a | b;
    u.contains(&3)
}

pub fn listed(a: &Set) -> bool {
    let v = a.ones().collect::<Vec<usize>>();
    v.contains(&1)
}
