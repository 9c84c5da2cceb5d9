use super::{fresh, scale};

pub fn alpha() -> i32 {
    scale(1) + fresh()
}
