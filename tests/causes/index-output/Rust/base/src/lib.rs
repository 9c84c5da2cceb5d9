pub mod app;
pub mod arena;
pub mod node;
pub mod pool;
