pub mod aabb;
pub mod ops;
pub mod point;
