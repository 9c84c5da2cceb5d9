pub trait Shape {
    fn area(&self, k: i32) -> i32;
}
