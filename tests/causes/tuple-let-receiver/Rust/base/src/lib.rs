pub mod entry;
pub mod inner;
pub mod other;
pub mod raw;
