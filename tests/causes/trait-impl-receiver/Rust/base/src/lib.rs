pub mod app;
pub mod shape;
pub mod sq;
