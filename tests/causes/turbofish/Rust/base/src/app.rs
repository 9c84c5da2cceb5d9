use crate::calc::Bag;

pub fn alpha() -> usize {
    let mut v = Vec::<i32>::new();
    v.push(1);
    v.len()
}

pub fn beta(x: &Bag) -> i32 {
    x.push(1)
}
