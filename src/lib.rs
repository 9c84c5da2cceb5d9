//! contract-watch: when an agent's edit changes a function's parameter list, find the callers
//! it leaves behind, keep the finding open until they are fixed, and gate git while they stand.
//!
//! The core (engine, detection, state, messages, guard, gate) returns values; adapters render
//! them for a harness. Nothing in the core prints.

pub mod adapters;
pub mod cause;
pub mod check;
pub mod config;
pub mod demo;
pub mod detection;
pub mod doctor;
pub mod engine;
pub mod explain;
pub mod findings;
pub mod gate;
pub mod git;
pub mod guard;
pub mod index;
pub mod init;
pub mod lang;
pub mod messages;
pub mod moments;
pub mod repo;
pub mod sidebar;
pub mod state;
