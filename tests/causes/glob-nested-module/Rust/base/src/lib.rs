pub mod basic;
pub mod hop;

/// Implemented in each map module's nested `mod encode`.
pub trait Encode {
    fn encode(&self) -> u32;
}
