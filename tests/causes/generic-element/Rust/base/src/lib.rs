pub mod app;
pub mod flag;
pub mod label;

pub use flag::*;
