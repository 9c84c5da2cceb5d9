pub mod app;
pub mod calc;
pub mod other;
