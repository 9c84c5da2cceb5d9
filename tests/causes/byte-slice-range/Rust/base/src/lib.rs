pub mod app;
pub mod buf;
pub mod reader;
