pub mod internal;
pub mod number;
