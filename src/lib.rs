pub mod detection;
pub mod engine;
pub mod lang;
