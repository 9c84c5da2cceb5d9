pub mod map;
pub mod table;
