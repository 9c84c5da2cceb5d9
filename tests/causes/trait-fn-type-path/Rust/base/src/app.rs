use crate::wrap::{General, Own, Wrapper};

pub fn alpha() -> u8 {
    General::with_mode(true)
}

pub fn beta() -> u8 {
    Own::with_mode(true)
}
