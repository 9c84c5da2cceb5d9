pub mod bstr;
pub mod ext_slice;
mod impls;
