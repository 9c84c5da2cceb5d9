pub mod app;
mod calc;

pub use calc::scale;
