pub mod engine;
pub mod lang;
