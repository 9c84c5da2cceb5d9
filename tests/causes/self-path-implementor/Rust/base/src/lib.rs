pub mod error;
pub mod external;
