pub mod heap;
pub mod list;
