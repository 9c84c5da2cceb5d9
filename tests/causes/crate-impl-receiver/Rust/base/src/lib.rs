pub mod app;
pub mod bag;
pub mod build;
pub mod other;
