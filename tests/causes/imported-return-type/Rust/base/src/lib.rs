mod bytes;
mod bytes_mut;

pub use crate::bytes::Bytes;
pub use crate::bytes_mut::BytesMut;
