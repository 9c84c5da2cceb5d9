pub mod app;
pub mod wrap;
