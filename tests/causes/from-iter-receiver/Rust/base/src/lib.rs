pub mod app;
pub mod bag;
pub mod other;
