//! A failure's cause, kept as the error it was so `source()` can walk it, instead of
//! flattened into a message string.

/// The cause of a failure: the error itself, or the words of a program that said why (git's
/// stderr).
pub type Cause = Box<dyn std::error::Error + Send + Sync>;

/// A cause with the words that say what was being done: `<what>: <source>`.
#[derive(Debug, thiserror::Error)]
#[error("{what}: {source}")]
pub struct Context {
    what: String,
    #[source]
    source: Cause,
}

impl Context {
    pub fn new(what: impl Into<String>, source: impl Into<Cause>) -> Self {
        Context {
            what: what.into(),
            source: source.into(),
        }
    }
}
