pub mod key;
pub mod parse;
