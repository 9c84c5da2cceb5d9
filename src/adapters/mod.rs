//! Adapters render the core's values for one harness: a terminal, Claude Code's hook JSON,
//! git hooks' stderr.

pub mod claude;
pub mod terminal;
