pub mod calc;

pub use crate::calc::Bag;
