pub mod internal;
pub mod multi;
pub mod other;
pub mod traits;
