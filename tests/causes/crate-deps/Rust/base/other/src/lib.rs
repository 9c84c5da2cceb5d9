pub fn scale(a: i32) -> i32 {
    a
}

pub fn beta() -> i32 {
    scale(1)
}
