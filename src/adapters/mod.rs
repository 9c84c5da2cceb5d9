//! Adapters render the core's values for one harness: a terminal, each agent's hook JSON
//! (Claude Code, Codex CLI, Gemini CLI, Cursor, Copilot CLI), git hooks' stderr.
//!
//! Every agent adapter maps its harness's events onto the moments of [`crate::moments`] and
//! renders their answers in that harness's channels; none of them fails the agent's tool call.

pub mod claude;
pub mod cli;
pub mod codex;
pub mod copilot;
pub mod cursor;
pub mod gemini;
pub mod man;
pub mod patch;
pub mod terminal;

use std::path::PathBuf;

use serde_json::Value;

/// The agents whose hooks contract-watch answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Harness {
    Claude,
    Codex,
    Gemini,
    Cursor,
    Copilot,
}

impl Harness {
    /// The answer to one hook event. `event` names it for a harness whose payload does not
    /// (Copilot); the others read it from the payload.
    pub fn handle(self, event: Option<&str>, input: &[u8]) -> Value {
        match self {
            Harness::Claude => claude::handle(input),
            Harness::Codex => codex::handle(input),
            Harness::Gemini => gemini::handle(input),
            Harness::Cursor => cursor::handle(input),
            Harness::Copilot => copilot::handle(event, input),
        }
    }

    /// An answer that lets the tool call go on, carrying `line` to the person where the
    /// harness has a channel for it (used when answering failed outright).
    pub fn fallback(self, line: &str) -> Value {
        match self {
            Harness::Claude | Harness::Codex | Harness::Gemini => {
                serde_json::json!({ "systemMessage": line })
            }
            // Cursor and Copilot show nothing of a hook's answer to the person.
            Harness::Cursor | Harness::Copilot => serde_json::json!({}),
        }
    }
}

/// The event JSON, or the line saying why it could not be read.
pub(crate) fn parse_event(input: &[u8]) -> Result<Value, String> {
    match serde_json::from_slice(input) {
        Ok(v @ Value::Object(_)) => Ok(v),
        Ok(_) => {
            Err("contract-watch: the hook input is not a JSON object; nothing was checked".into())
        }
        Err(e) => Err(format!(
            "contract-watch: the hook input is not valid JSON ({e}); nothing was checked"
        )),
    }
}

/// The event's working directory (`key`), else the process's.
pub(crate) fn event_dir(event: &Value, key: &str) -> PathBuf {
    event[key]
        .as_str()
        .filter(|s| !s.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_else(|| PathBuf::from("."))
}

/// `first` and the directories named by the environment variables `vars` (a harness's project
/// directory), for the turn-level moments.
pub(crate) fn with_env_dirs(first: PathBuf, vars: &[&str]) -> Vec<PathBuf> {
    let mut dirs = vec![first];
    for v in vars {
        if let Some(p) = std::env::var_os(v).filter(|p| !p.is_empty()) {
            let p = PathBuf::from(p);
            if !dirs.contains(&p) {
                dirs.push(p);
            }
        }
    }
    dirs
}

/// A shell command as a harness gives it: a string, or an argument vector (quoted back into
/// one line for the guard).
pub(crate) fn shell_command(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Array(a) => {
            let words: Vec<String> = a
                .iter()
                .filter_map(|w| w.as_str().map(String::from))
                .collect();
            // `bash -lc "<script>"`: the script is the command.
            if words.len() == 3
                && matches!(words[0].rsplit('/').next(), Some("bash" | "sh" | "zsh"))
                && words[1].starts_with('-')
                && words[1].ends_with('c')
            {
                return Some(words[2].clone());
            }
            Some(shell_words::join(&words))
        }
        _ => None,
    }
}
