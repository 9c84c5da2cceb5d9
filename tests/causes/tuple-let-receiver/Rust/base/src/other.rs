pub struct Outer;

impl Outer {
    pub fn shift(&mut self, to: usize) {
        let _ = to;
    }
}
