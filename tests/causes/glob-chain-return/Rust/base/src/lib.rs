pub mod map;
pub mod other;
