use crate::calc::scale as s;

pub fn alpha() -> Vec<Vec<i32>> {
    vec![vec![s(1), s(2)]]
}

pub fn beta() -> i32 {
    let s = s;
    assert_eq!(s(3), 3);
    s(4)
}

pub fn gamma() -> i32 {
    let s = |a: i32| a;
    assert_eq!(s(5), 5);
    s(6)
}
