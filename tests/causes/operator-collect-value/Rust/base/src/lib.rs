pub mod set;
pub mod usage;
