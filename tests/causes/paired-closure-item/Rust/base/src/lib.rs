pub mod block;
pub mod set;
