//! The no-bypass rule (SPEC §8): the mode, the findings state and the hook wiring are the
//! person's. The model's shell commands and file edits that would change them are refused, in
//! both modes.

use std::path::{Path, PathBuf};

pub(super) const STATE_REFUSAL: &str = "contract-watch: the findings state is not the model's to change; fix the callers (contract-watch status shows them) and it closes itself";
pub(super) const MODE_REFUSAL: &str = "contract-watch: the mode is the person's to set (they type /contract-watch mode note|deny); bring the callers to the new signature instead";
pub(super) const HOOKS_REFUSAL: &str =
    "contract-watch: its hook entries are the person's to change; they stay as they are";

/// An edit the model is about to make through a file tool (not a shell command).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProposedEdit {
    /// The file, absolute or relative to the event's working directory.
    pub path: PathBuf,
    pub kind: ProposedChange,
}

/// What the file tool would write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProposedChange {
    /// The whole file's new content.
    Write(String),
    /// Replaced fragments, `(old, new)` each.
    Fragments(Vec<(String, String)>),
    /// The tool's content is not known (a notebook cell, a patch the harness did not show).
    Unknown,
}

/// A refused edit: the reason for the model and a line for the person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub reason: &'static str,
    pub person: String,
}

/// Before a file tool runs: refuse an edit of the state directory, and an edit of the agent's
/// settings that would switch contract-watch's hooks off.
pub fn pre_file_edit(cwd: &Path, edit: &ProposedEdit) -> Option<Refused> {
    let path = if edit.path.is_absolute() {
        edit.path.clone()
    } else {
        cwd.join(&edit.path)
    };
    if is_state_path(&path) {
        return Some(Refused {
            reason: STATE_REFUSAL,
            person: "contract-watch: refused an edit of its state by the model".into(),
        });
    }
    if is_hook_settings(&path) {
        let ours = |t: &str| {
            t.contains("contract-watch")
                && [
                    "hook claude",
                    "hook codex",
                    "hook gemini",
                    "hook cursor",
                    "hook copilot",
                ]
                .iter()
                .any(|h| t.contains(h))
        };
        let before = std::fs::read_to_string(&path).unwrap_or_default();
        let removes = match &edit.kind {
            ProposedChange::Write(after) => (ours(&before) && !ours(after)) || switches_off(after),
            ProposedChange::Fragments(pairs) => pairs.iter().any(|(o, n)| {
                o.contains("contract-watch") || o.contains("hook claude") || switches_off(n)
            }),
            ProposedChange::Unknown => ours(&before),
        };
        if removes {
            return Some(Refused {
                reason: HOOKS_REFUSAL,
                person: "contract-watch: refused an edit that would switch its hooks off".into(),
            });
        }
    }
    None
}

/// Whether a path lies in a git dir's `contract-watch/` state directory.
fn is_state_path(path: &Path) -> bool {
    let mut p = path;
    while let Some(parent) = p.parent() {
        if p.file_name().is_some_and(|n| n == "contract-watch") && parent.join("HEAD").is_file() {
            return true;
        }
        p = parent;
    }
    false
}

/// Settings text that turns an agent's hooks off as a whole (Claude Code's `disableAllHooks`,
/// Gemini CLI's `hooksConfig`).
fn switches_off(text: &str) -> bool {
    text.contains("disableAllHooks") || text.contains("hooksConfig")
}

/// Whether a path is an agent settings file that carries hooks: Claude Code's
/// `.claude/settings*.json`, Codex's `.codex/hooks.json` and `config.toml`, Gemini CLI's
/// `.gemini/settings.json`, Cursor's `.cursor/hooks.json`, Copilot's `.github/hooks/*.json`.
fn is_hook_settings(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let dir = path
        .parent()
        .and_then(|p| p.file_name())
        .and_then(|n| n.to_str())
        .unwrap_or("");
    let grand = path
        .parent()
        .and_then(Path::parent)
        .and_then(|p| p.file_name())
        .and_then(|n| n.to_str())
        .unwrap_or("");
    match dir {
        ".claude" => name == "settings.json" || name == "settings.local.json",
        ".codex" => name == "hooks.json" || name == "config.toml",
        ".gemini" => name == "settings.json",
        ".cursor" => name == "hooks.json",
        "hooks" => grand == ".github" && name.ends_with(".json"),
        _ => false,
    }
}

/// Paths of the agents' hook settings, as a command would name them.
const HOOK_SETTINGS: &[&str] = &[
    ".claude/settings",
    ".claude/hooks",
    ".codex/hooks.json",
    ".codex/config.toml",
    ".gemini/settings.json",
    ".cursor/hooks.json",
    ".github/hooks",
];

/// The words of a command for the no-bypass checks: separators and substitutions opened up,
/// and quoted strings (`bash -c '…'`, `eval "…"`) split again, so a word cannot hide inside
/// another. An over-approximation: it only ever sees more words than the shell would.
fn words_deep(command: &str, depth: usize, out: &mut Vec<String>) {
    let opened: String = command
        .chars()
        .map(|c| match c {
            ';' | '&' | '|' | '(' | ')' | '`' | '\n' | '{' | '}' => ' ',
            c => c,
        })
        .collect();
    let words = shell_words::split(&opened)
        .unwrap_or_else(|_| opened.split_whitespace().map(str::to_string).collect());
    for w in words {
        let nested = depth < 4 && w.contains(char::is_whitespace);
        out.push(w.clone());
        if nested {
            words_deep(&w, depth + 1, out);
        }
    }
}

/// Programs that change files; with one of them (or a redirection) a command that names the
/// state directory is refused, while reading it (`cat`, `jq`, `ls`) is not.
const WRITERS: &[&str] = &[
    "rm", "rmdir", "mv", "cp", "ln", "tee", "truncate", "shred", "chmod", "chown", "touch", "dd",
    "install", "rsync", "unlink", "find", "sed", "perl", "python", "python3", "ruby", "node",
    "awk", "gawk", "xargs", "tar", "unzip", "patch", "git",
];

/// Shell commands that would change the mode, the state or the hook configuration: the reason
/// to give the model, or `None`.
pub(super) fn bypass_attempt(command: &str) -> Option<&'static str> {
    // Cheap text checks first: none of these words, nothing to refuse.
    let mentions_cw = command.contains("contract-watch") || command.contains("contract_watch");
    let mentions_claude = [".claude", ".codex", ".gemini", ".cursor", ".github/hooks"]
        .iter()
        .any(|d| command.contains(d));
    if !mentions_cw && !mentions_claude {
        return None;
    }
    let mut words = Vec::new();
    words_deep(command, 0, &mut words);
    let writes = command.contains('>')
        || words
            .iter()
            .any(|w| WRITERS.contains(&w.rsplit('/').next().unwrap_or(w)));
    for (i, w) in words.iter().enumerate() {
        let base = w.rsplit('/').next().unwrap_or(w);
        // Forgetting findings is the person's escape hatch, not the model's.
        if base == "contract-watch" && words.get(i + 1).map(String::as_str) == Some("forget") {
            return Some(STATE_REFUSAL);
        }
        if base == "contract-watch" && words.get(i + 1).map(String::as_str) == Some("mode") {
            if let Some(value) = words.get(i + 2) {
                if value == "note" || value == "deny" || value.starts_with('$') {
                    return Some(MODE_REFUSAL);
                }
            }
        }
        // A path into a git dir's contract-watch/ state directory (or the directory itself,
        // named from inside the git dir), with something that writes.
        let names_state = w.contains(".git/contract-watch")
            || w.contains("/contract-watch/")
            || (w.contains(".git/worktrees/") && w.contains("/contract-watch"))
            || (w.contains("contract-watch") && w.contains(['*', '?', '[']))
            || ((w == "contract-watch" || w == "contract-watch/")
                && i > 0
                && words[i - 1] != "contract-watch");
        if names_state && writes && !(base == "contract-watch" && i == 0) {
            return Some(STATE_REFUSAL);
        }
    }
    if mentions_claude && HOOK_SETTINGS.iter().any(|p| command.contains(p)) {
        let read_only = matches!(
            words.first().map(String::as_str),
            Some("cat" | "less" | "head" | "tail" | "jq" | "grep" | "ls")
        ) && !writes
            && !command.contains("-i");
        if !read_only {
            return Some(HOOKS_REFUSAL);
        }
    }
    None
}
