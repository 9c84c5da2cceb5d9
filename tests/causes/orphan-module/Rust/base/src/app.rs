use crate::calc::scale;

pub fn alpha() -> i32 {
    scale(1)
}
