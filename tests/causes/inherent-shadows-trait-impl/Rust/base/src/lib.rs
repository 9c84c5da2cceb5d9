pub mod app;
pub mod small;
