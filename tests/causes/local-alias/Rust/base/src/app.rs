use crate::calc::scale;

pub fn alpha() -> i32 {
    let s = scale;
    s(1)
}
