pub mod app;

pub fn scale(a: i32) -> i32 {
    a
}

pub fn fresh() -> i32 {
    0
}
