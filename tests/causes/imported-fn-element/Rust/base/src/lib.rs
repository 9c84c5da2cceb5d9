mod common;
mod text;
mod types;

pub use self::common::*;
pub use self::text::*;
pub use self::types::*;
