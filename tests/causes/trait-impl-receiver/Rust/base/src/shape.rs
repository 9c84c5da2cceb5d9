pub trait Shape {
    fn area(&self) -> i32;
}
