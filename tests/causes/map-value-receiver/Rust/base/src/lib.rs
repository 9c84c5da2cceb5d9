pub mod bag;
pub mod sack;
pub mod shelf;

pub use bag::Bag;
