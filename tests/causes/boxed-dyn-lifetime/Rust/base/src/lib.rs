pub mod boxed;
pub mod internal;
