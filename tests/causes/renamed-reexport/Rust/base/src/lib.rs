pub mod app;
mod utf8;

pub use crate::utf8::{decode as decode_utf8, decode_last as decode_last_utf8};
