mod inner;
pub mod app;

pub use crate::{
    inner::{Bag, Maker},
};
