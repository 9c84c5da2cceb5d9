pub mod rest;
pub mod traits;
