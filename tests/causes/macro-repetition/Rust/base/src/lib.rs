pub mod app;
pub mod traits;
