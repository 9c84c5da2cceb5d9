mod parse;

pub use parse::parse;
