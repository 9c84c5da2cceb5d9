pub use crate::peek::peek_all;
