pub mod internal;
pub mod sequence;
pub mod tuple;
