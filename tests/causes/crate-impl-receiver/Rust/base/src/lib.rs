#[macro_use]
mod testing;
pub mod app;
pub mod bag;
pub mod build;
pub mod other;
