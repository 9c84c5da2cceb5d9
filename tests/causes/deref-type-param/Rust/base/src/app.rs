use crate::cached::{Cached, Segment};
use crate::line::Line;

pub fn wrapped() -> i32 {
    let line = Cached::new(Line::new(1, 5));
    line.length_2()
}

pub fn segment() -> i32 {
    let s = Segment { n: 3 };
    s.length_2()
}
