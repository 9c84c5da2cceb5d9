pub mod app;
pub mod cached;
pub mod line;
