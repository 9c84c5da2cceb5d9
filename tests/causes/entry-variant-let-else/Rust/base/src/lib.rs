pub mod doc;
pub mod item;
