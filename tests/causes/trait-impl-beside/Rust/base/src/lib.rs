pub mod map;
pub mod other;
pub mod set;
