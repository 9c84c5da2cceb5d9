//! The command line's one error type: what went wrong (the cause kept, not flattened), the exit
//! status it means, and hints that say what to do about it.
//!
//! Every command returns `Result<(), CliError>`; `main` prints it and exits with its status in
//! one place. Each core error converts with `From`, choosing its exit status once.

use std::error::Error;
use std::fmt;
use std::path::Path;

pub use crate::cause::{Cause, Context};
use crate::check::CheckError;
use crate::config::ConfigError;
use crate::demo::DemoError;
use crate::engine::{ripwire::RipwireError, EngineError, Refusal};
use crate::explain::ExplainError;
use crate::findings::CoreError;
use crate::init::InitError;
use crate::repo::RepoError;
use crate::sidebar::SidebarError;
use crate::state::StateError;

/// The exit statuses the commands document (`--help`, "Exit status").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Exit {
    /// 1: the answer is no — refused, held, not found, broken.
    Refused = 1,
    /// 2: the call was wrong — arguments, selector, configuration, not a repository.
    Usage = 2,
    /// 3: the call was right but could not be carried out — state, engine, I/O.
    Failed = 3,
}

impl Exit {
    pub fn code(self) -> u8 {
        self as u8
    }
}

/// A command's failure: its exit status, its cause (printed as one line), and hints.
#[derive(Debug)]
pub struct CliError {
    pub exit: Exit,
    /// `None`: everything there is to say was said already (a verdict such as the gate holding
    /// a commit, or errors printed as they happened); only the exit status is left.
    pub source: Option<Cause>,
    pub hints: Vec<String>,
}

impl CliError {
    pub fn new(exit: Exit, source: impl Into<Cause>) -> CliError {
        CliError {
            exit,
            source: Some(source.into()),
            hints: Vec::new(),
        }
    }

    /// The call was wrong (exit 2).
    pub fn usage(source: impl Into<Cause>) -> CliError {
        CliError::new(Exit::Usage, source)
    }

    /// The answer is no (exit 1).
    pub fn refused(source: impl Into<Cause>) -> CliError {
        CliError::new(Exit::Refused, source)
    }

    /// The call could not be carried out (exit 3).
    pub fn failed(source: impl Into<Cause>) -> CliError {
        CliError::new(Exit::Failed, source)
    }

    /// Only an exit status: what there was to say is said.
    pub fn quiet(exit: Exit) -> CliError {
        CliError {
            exit,
            source: None,
            hints: Vec::new(),
        }
    }

    /// With a hint, printed on its own line after the error.
    pub fn hinted(mut self, hint: impl Into<String>) -> CliError {
        self.hints.push(hint.into());
        self
    }

    /// `path` is in no git repository (exit 2).
    pub fn not_a_repository(path: &Path) -> CliError {
        CliError::usage(format!("{} is not in a git repository", path.display()))
            .hinted("run it inside a git work tree (`git init` makes one)")
    }

    /// The current directory could not be read (exit 2).
    pub fn no_current_dir(e: std::io::Error) -> CliError {
        CliError::usage(Context::new("cannot read the current directory", e))
    }

    /// What the person reads on standard error: `contract-watch: <error>` then `hint: …` lines;
    /// empty for a quiet error.
    pub fn render(&self) -> String {
        let Some(source) = &self.source else {
            return String::new();
        };
        let mut out = format!("contract-watch: {source}\n");
        for h in &self.hints {
            out.push_str(&format!("hint: {h}\n"));
        }
        out
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.source {
            Some(s) => s.fmt(f),
            None => write!(f, "exit {}", self.exit.code()),
        }
    }
}

impl Error for CliError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        self.source.as_deref().map(|e| e as &(dyn Error + 'static))
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> CliError {
        CliError::failed(e)
    }
}

impl From<RepoError> for CliError {
    fn from(e: RepoError) -> CliError {
        CliError::usage(e)
    }
}

impl From<ConfigError> for CliError {
    fn from(e: ConfigError) -> CliError {
        CliError::usage(e)
    }
}

impl From<StateError> for CliError {
    fn from(e: StateError) -> CliError {
        CliError::failed(e)
    }
}

impl From<CoreError> for CliError {
    fn from(e: CoreError) -> CliError {
        match e {
            CoreError::Repo(e) => e.into(),
            CoreError::Config(e) => e.into(),
            CoreError::State(e) => e.into(),
        }
    }
}

/// A refusal from the engine: the selector names nothing it can measure (exit 1).
impl From<Refusal> for CliError {
    fn from(e: Refusal) -> CliError {
        CliError::refused(e)
    }
}

impl From<EngineError> for CliError {
    fn from(e: EngineError) -> CliError {
        match e {
            EngineError::Refused(_) | EngineError::Ripwire(RipwireError::Refused { .. }) => {
                CliError::refused(e)
            }
            _ => CliError::failed(e),
        }
    }
}

impl From<ExplainError> for CliError {
    fn from(e: ExplainError) -> CliError {
        match e {
            ExplainError::Engine(e) => e.into(),
            e @ ExplainError::BudgetTooSmall { .. } => {
                CliError::usage(e).hinted("raise --budget, or leave it out for the whole answer")
            }
        }
    }
}

impl From<CheckError> for CliError {
    fn from(e: CheckError) -> CliError {
        match e {
            CheckError::NotARepository(path) => CliError::not_a_repository(&path),
            CheckError::Config(_) | CheckError::Revision(_) => CliError::usage(e),
            CheckError::Repo(_) => CliError::failed(e),
        }
    }
}

impl From<InitError> for CliError {
    fn from(e: InitError) -> CliError {
        CliError::usage(e)
    }
}

impl From<SidebarError> for CliError {
    fn from(e: SidebarError) -> CliError {
        CliError::failed(e)
    }
}

impl From<DemoError> for CliError {
    fn from(e: DemoError) -> CliError {
        CliError::failed(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of failure, as the person reads it: one line, then its hints.
    #[test]
    fn errors_as_printed() {
        let io = || std::io::Error::new(std::io::ErrorKind::PermissionDenied, "permission denied");
        let cases: Vec<CliError> = vec![
            CliError::not_a_repository(Path::new("/tmp/x")),
            CliError::no_current_dir(io()),
            StateError::Read {
                path: "/r/.git/contract-watch/state.json".into(),
                source: io(),
            }
            .into(),
            ExplainError::BudgetTooSmall {
                budget: 3,
                needed: 20,
            }
            .into(),
            EngineError::from(Refusal::NotFound {
                selector: "app/lib.py:parse".into(),
                hint: None,
            })
            .into(),
            CliError::quiet(Exit::Refused),
        ];
        let shown: Vec<String> = cases
            .iter()
            .map(|e| format!("exit {}\n{}", e.exit.code(), e.render()))
            .collect();
        insta::assert_snapshot!(shown.join("\n"));
    }

    #[test]
    fn the_cause_is_kept() {
        let e = CliError::no_current_dir(std::io::Error::other("gone"));
        let cause = e.source().and_then(|s| s.source()).map(|s| s.to_string());
        assert_eq!(cause.as_deref(), Some("gone"));
    }
}
