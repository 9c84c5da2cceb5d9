pub mod store;
pub mod vec3;
