pub mod app;
pub mod calc;
