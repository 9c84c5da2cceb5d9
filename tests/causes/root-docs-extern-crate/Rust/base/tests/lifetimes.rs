//! This test file checks that the lifetimes work; it is a "does this
//! compile?" test.

extern crate rope;

use rope::{Rope};

fn alpha() -> usize {
    let r = Rope::from_str("abc");
    r.len()
}

fn main() {
    alpha();
}
