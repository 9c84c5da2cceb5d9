mod children;
mod node;

pub use children::{merge, Children};
pub use node::{Node, rename};
