pub struct Line {
    pub a: i32,
    pub b: i32,
}

impl Line {
    pub fn new(a: i32, b: i32) -> Self {
        Line { a, b }
    }

    pub fn length_2(&self) -> i32 {
        (self.b - self.a) * (self.b - self.a)
    }
}
