pub mod engine;
pub mod guard;
pub mod lang;
