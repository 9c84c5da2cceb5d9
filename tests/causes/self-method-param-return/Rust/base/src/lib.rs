pub mod dist;
pub mod line;
pub mod ops;
pub mod point;
