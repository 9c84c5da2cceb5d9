pub mod app;
pub mod calc;
// mod old;
