use crate::calc::scale;

pub fn beta() -> i32 {
    scale(2)
}
