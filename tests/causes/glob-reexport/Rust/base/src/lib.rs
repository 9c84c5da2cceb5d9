pub mod free;
mod peek;

pub use crate::free::*;

pub trait Ext: Iterator + Sized {
    fn peek_all(self) -> peek::Peek<Self> {
        peek::peek_all(self)
    }
}

impl<I: Iterator> Ext for I {}
