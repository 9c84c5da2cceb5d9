#[macro_use]
pub mod stack;
pub mod queue;

pub use crate::queue::Queue;
pub use crate::stack::Stack;
