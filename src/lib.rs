pub mod engine;
pub mod lang;
pub mod messages;
pub mod state;
