pub mod app;

pub fn scale(a: i32, b: i32) -> i32 {
    a + b
}

pub fn fresh() -> i32 {
    0
}
