//! The no-bypass rule (SPEC §8): the mode, the findings state, the configuration and the hook
//! wiring are the person's. The model's shell commands and file edits that would change them
//! are refused, in both modes.
//!
//! Shell commands are judged on what the guard's reading of them does ([`crate::guard::Touch`]):
//! after shell unquoting, with paths resolved through the file system (symlinks, `..`, `cd`)
//! and globs expanded against the real tree. A file edit is judged on the real file it reaches
//! (a symlink or a hard link to the state is the state). Hook wiring is judged by parsing the
//! JSON an edit would leave: does every event that routed to `contract-watch hook <agent>`
//! still route there? The agents' settings files are rows of [`HOOK_FILES`].

use std::collections::BTreeSet;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::guard::{Scan, Touch};

pub(super) const STATE_REFUSAL: &str = "contract-watch: the findings state is not the model's to change; fix the callers (contract-watch status shows them) and it closes itself";
pub(super) const MODE_REFUSAL: &str = "contract-watch: the mode is the person's to set (they type /contract-watch mode note|deny); bring the callers to the new signature instead";
pub(super) const HOOKS_REFUSAL: &str =
    "contract-watch: its hook entries are the person's to change; they stay as they are";
pub(super) const CONFIG_REFUSAL: &str =
    "contract-watch: its configuration is the person's to change; bring the callers to the new signature instead";

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
    /// Replaced fragments, `(old, new)` each, applied in order.
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

/// One agent's hook settings: where they live and the command every wired event runs.
pub struct HookFile {
    pub agent: &'static str,
    /// Paths relative to a project or home directory; the last part may be a `*` pattern.
    pub paths: &'static [&'static str],
}

/// The agents whose hook wiring is protected: each routes its events to
/// `contract-watch hook <agent>`.
pub const HOOK_FILES: &[HookFile] = &[
    HookFile {
        agent: "claude",
        paths: &[".claude/settings.json", ".claude/settings.local.json"],
    },
    HookFile {
        agent: "codex",
        paths: &[".codex/hooks.json"],
    },
    HookFile {
        agent: "gemini",
        paths: &[".gemini/settings.json"],
    },
    HookFile {
        agent: "copilot",
        paths: &[".github/hooks/*.json"],
    },
    HookFile {
        agent: "cursor",
        paths: &[".cursor/hooks.json"],
    },
];

/// What a protected path is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    State,
    Config,
    Hooks,
}

impl Kind {
    fn reason(self) -> &'static str {
        match self {
            Kind::State => STATE_REFUSAL,
            Kind::Config => CONFIG_REFUSAL,
            Kind::Hooks => HOOKS_REFUSAL,
        }
    }
}

/// Before a file tool runs: refuse an edit of the state, of the configuration, and an edit of
/// an agent's settings that would leave an event no longer routed to contract-watch.
pub fn pre_file_edit(cwd: &Path, edit: &ProposedEdit) -> Option<Refused> {
    let path = if edit.path.is_absolute() {
        edit.path.clone()
    } else {
        cwd.join(&edit.path)
    };
    let real = real_path(&path);
    let kind = protected(&real, false).or_else(|| linked_to_protected(&real, cwd));
    match kind {
        Some(Kind::State) | Some(Kind::Config) => {
            let k = kind.unwrap_or(Kind::State);
            return Some(Refused {
                reason: k.reason(),
                person: format!(
                    "contract-watch: refused an edit of its {} by the model",
                    if k == Kind::State {
                        "state"
                    } else {
                        "configuration"
                    }
                ),
            });
        }
        _ => {}
    }
    let (row, _) = hook_row(&real)?;
    let before = std::fs::read_to_string(&real).unwrap_or_default();
    let after = match &edit.kind {
        ProposedChange::Write(after) => Some(after.clone()),
        ProposedChange::Fragments(pairs) => {
            let mut text = before.clone();
            for (old, new) in pairs {
                text = text.replacen(old.as_str(), new, 1);
            }
            Some(text)
        }
        ProposedChange::Unknown => None,
    };
    let wired_here = routes(&before, row.agent);
    let wired_agent = agent_wired(&real, row);
    let unwires = match &after {
        None => !wired_here.is_empty() || wired_agent,
        Some(after) => match serde_json::from_str::<Value>(after) {
            Ok(v) => {
                let now = routes_value(&v, row.agent);
                !wired_here.is_subset(&now) || (wired_agent && disables(&v))
            }
            // JSON that does not parse wires nothing.
            Err(_) => !wired_here.is_empty(),
        },
    };
    unwires.then(|| Refused {
        reason: HOOKS_REFUSAL,
        person: "contract-watch: refused an edit that would switch its hooks off".into(),
    })
}

/// Shell commands that would change the mode, the state, the configuration or the hook
/// wiring: the reason to give the model, or `None`.
pub(super) fn bypass_attempt(command: &str, cwd: &Path, scan: &Scan) -> Option<&'static str> {
    let _ = command;
    for t in &scan.touches {
        match t {
            Touch::ContractWatch { args, literal } => {
                let mut words = args.iter().filter(|a| !a.starts_with('-') || *a == "-");
                match words.next().map(String::as_str) {
                    Some("mode") if args.len() > 1 => return Some(MODE_REFUSAL),
                    Some("forget") | Some("hook") => return Some(STATE_REFUSAL),
                    _ if !literal => return Some(MODE_REFUSAL),
                    _ => {}
                }
            }
            Touch::Write(p) | Touch::Remove(p) => {
                let remove = matches!(t, Touch::Remove(_));
                if let Some(k) = protected(p, remove).or_else(|| linked_to_protected(p, cwd)) {
                    return Some(k.reason());
                }
                // What JSON a shell write leaves is not known: a settings file of an agent
                // wired to contract-watch (here or in the home directory; Claude's always, as
                // its local settings can switch off what the user's settings wire) is not the
                // model's to write from the shell.
                if let Some((row, _)) = hook_row(p) {
                    if row.agent == "claude" || wired_anywhere(p, row) {
                        return Some(HOOKS_REFUSAL);
                    }
                }
                if remove && p.is_dir() && wired_below(p) {
                    return Some(HOOKS_REFUSAL);
                }
            }
            Touch::LinkFrom(p) => {
                if let Some(k) = protected(p, false) {
                    return Some(k.reason());
                }
            }
            Touch::Text(text) => {
                if let Some(k) = names_protected(text) {
                    return Some(k.reason());
                }
            }
        }
    }
    None
}

/// `p` with symlinks resolved as far as it exists.
fn real_path(p: &Path) -> PathBuf {
    match p.canonicalize() {
        Ok(r) => r,
        Err(_) => match (
            p.parent().and_then(|d| d.canonicalize().ok()),
            p.file_name(),
        ) {
            (Some(d), Some(n)) => d.join(n),
            _ => p.to_path_buf(),
        },
    }
}

/// The user configuration directories of contract-watch: `$XDG_CONFIG_HOME/contract-watch`
/// and `~/.config/contract-watch` (the model's shell may see either).
fn user_config_dirs() -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Some(x) = std::env::var_os("XDG_CONFIG_HOME").filter(|x| !x.is_empty()) {
        out.push(real_path(&PathBuf::from(x).join("contract-watch")));
    }
    if let Some(h) = std::env::var_os("HOME") {
        out.push(real_path(&PathBuf::from(h).join(".config/contract-watch")));
    }
    out
}

/// Is `p` (resolved) contract-watch's state or configuration? `remove`: a directory above
/// them counts (removing or moving it takes them along).
fn protected(p: &Path, remove: bool) -> Option<Kind> {
    // Inside (or at) a git dir's contract-watch/ directory.
    for a in p.ancestors() {
        if a.file_name().is_some_and(|n| n == "contract-watch")
            && a.parent().is_some_and(|g| g.join("HEAD").is_file())
        {
            return Some(Kind::State);
        }
    }
    if remove && p.join("contract-watch").is_dir() && p.join("HEAD").is_file() {
        return Some(Kind::State);
    }
    if p.file_name().is_some_and(|n| n == "contract-watch.toml") {
        return Some(Kind::Config);
    }
    for cfg in user_config_dirs() {
        if p.starts_with(&cfg) || (remove && cfg.starts_with(p) && cfg.exists()) {
            return Some(Kind::Config);
        }
    }
    None
}

/// A file with other hard links that is one of the protected files of the repository at
/// `cwd` (state, configuration, hook settings): editing it edits them.
fn linked_to_protected(p: &Path, cwd: &Path) -> Option<Kind> {
    let meta = std::fs::metadata(p).ok()?;
    if !meta.is_file() || meta.nlink() < 2 {
        return None;
    }
    let id = (meta.dev(), meta.ino());
    let same = |f: &Path| {
        std::fs::metadata(f)
            .map(|m| (m.dev(), m.ino()) == id)
            .unwrap_or(false)
    };
    let (root, git_dir) = repo_of(cwd)?;
    if let Ok(rd) = std::fs::read_dir(git_dir.join("contract-watch")) {
        if rd.flatten().any(|e| same(&e.path())) {
            return Some(Kind::State);
        }
    }
    if same(&root.join("contract-watch.toml")) {
        return Some(Kind::Config);
    }
    for cfg in user_config_dirs() {
        if same(&cfg.join("config.toml")) {
            return Some(Kind::Config);
        }
    }
    for row in HOOK_FILES {
        for f in row_files(&root, row) {
            if same(&f) {
                return Some(Kind::Hooks);
            }
        }
    }
    None
}

/// The work tree root and git dir of the repository holding `dir` (walking up to a `.git`).
fn repo_of(dir: &Path) -> Option<(PathBuf, PathBuf)> {
    for a in dir.ancestors() {
        let dot = a.join(".git");
        if dot.is_dir() {
            return Some((a.to_path_buf(), dot));
        }
        if dot.is_file() {
            let text = std::fs::read_to_string(&dot).ok()?;
            let g = text.trim().strip_prefix("gitdir:")?.trim();
            return Some((a.to_path_buf(), a.join(g)));
        }
    }
    None
}

/// The settings files of `row` under the project (or home) directory `root`.
fn row_files(root: &Path, row: &HookFile) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for rel in row.paths {
        let rel = Path::new(rel);
        let name = rel
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let dir = root.join(rel.parent().unwrap_or(Path::new("")));
        if name.contains('*') {
            if let Ok(rd) = std::fs::read_dir(&dir) {
                for e in rd.flatten() {
                    if crate::guard::matches_name(&name, &e.file_name().to_string_lossy()) {
                        out.push(e.path());
                    }
                }
            }
        } else {
            out.push(dir.join(name));
        }
    }
    out
}

/// Which agent's settings file `p` is, and the directory its relative paths start from.
fn hook_row(p: &Path) -> Option<(&'static HookFile, PathBuf)> {
    for row in HOOK_FILES {
        for rel in row.paths {
            let parts: Vec<&str> = rel.split('/').collect();
            let mut base = p.to_path_buf();
            let mut ok = true;
            for part in parts.iter().rev() {
                let name = base.file_name().map(|n| n.to_string_lossy().into_owned());
                match name {
                    Some(n) if crate::guard::matches_name(part, &n) => {
                        base.pop();
                    }
                    _ => {
                        ok = false;
                        break;
                    }
                }
            }
            if ok {
                return Some((row, base));
            }
        }
    }
    None
}

/// Does any settings file of `row` beside `p` route an event to contract-watch?
fn agent_wired(p: &Path, row: &HookFile) -> bool {
    let Some((_, root)) = hook_row(p) else {
        return false;
    };
    row_files(&root, row).iter().any(|f| {
        std::fs::read_to_string(f)
            .map(|t| !routes(&t, row.agent).is_empty())
            .unwrap_or(false)
    })
}

/// `row`'s agent is wired beside `p` or in the home directory.
fn wired_anywhere(p: &Path, row: &HookFile) -> bool {
    agent_wired(p, row)
        || std::env::var_os("HOME").is_some_and(|h| {
            row_files(Path::new(&h), row).iter().any(|f| {
                std::fs::read_to_string(f)
                    .map(|t| !routes(&t, row.agent).is_empty())
                    .unwrap_or(false)
            })
        })
}

/// Does a directory hold (at an agent's usual place, or as that place) wired settings?
fn wired_below(dir: &Path) -> bool {
    HOOK_FILES.iter().any(|row| {
        // `dir` itself, or the project it belongs to when it is the agent's own directory
        // (`.claude`, `.github/hooks`).
        let mut roots = vec![dir.to_path_buf()];
        for rel in row.paths {
            let parent = Path::new(rel).parent().unwrap_or(Path::new(""));
            let n = parent.components().count();
            if n > 0 && dir.ends_with(parent) {
                if let Some(root) = dir.ancestors().nth(n) {
                    roots.push(root.to_path_buf());
                }
            }
        }
        roots.iter().any(|root| {
            row_files(root, row).iter().any(|f| {
                f.starts_with(dir)
                    && std::fs::read_to_string(f)
                        .map(|t| !routes(&t, row.agent).is_empty())
                        .unwrap_or(false)
            })
        })
    })
}

/// The `(event, matcher)` pairs of a settings text whose hooks run `contract-watch hook AGENT`.
fn routes(text: &str, agent: &str) -> BTreeSet<(String, String)> {
    serde_json::from_str::<Value>(text)
        .map(|v| routes_value(&v, agent))
        .unwrap_or_default()
}

fn routes_value(v: &Value, agent: &str) -> BTreeSet<(String, String)> {
    let mut out = BTreeSet::new();
    if disables(v) {
        return out;
    }
    let Some(hooks) = v.get("hooks").and_then(Value::as_object) else {
        return out;
    };
    for (event, entries) in hooks {
        let Some(entries) = entries.as_array() else {
            continue;
        };
        for e in entries {
            let matcher = e
                .get("matcher")
                .map(|m| {
                    m.as_str()
                        .map(str::to_string)
                        .unwrap_or_else(|| m.to_string())
                })
                .unwrap_or_default();
            let mut commands: Vec<&str> = Vec::new();
            for key in ["command", "bash"] {
                if let Some(c) = e.get(key).and_then(Value::as_str) {
                    commands.push(c);
                }
            }
            if let Some(inner) = e.get("hooks").and_then(Value::as_array) {
                for h in inner {
                    for key in ["command", "bash"] {
                        if let Some(c) = h.get(key).and_then(Value::as_str) {
                            commands.push(c);
                        }
                    }
                }
            }
            if commands.iter().any(|c| routes_to_us(c, agent)) {
                out.insert((event.clone(), matcher));
            }
        }
    }
    out
}

/// Does a hook command run `contract-watch hook AGENT`?
fn routes_to_us(command: &str, agent: &str) -> bool {
    let Ok(words) = shell_words::split(command) else {
        return false;
    };
    words.windows(3).any(|w| {
        w[0].rsplit('/').next() == Some("contract-watch") && w[1] == "hook" && w[2] == agent
    })
}

/// A settings document that switches every hook off.
fn disables(v: &Value) -> bool {
    v.get("disableAllHooks").and_then(Value::as_bool) == Some(true)
        || v.get("hooksConfig")
            .and_then(|h| h.get("enabled"))
            .and_then(Value::as_bool)
            == Some(false)
}

/// Text the guard cannot see into that names contract-watch's state, mode, configuration or
/// an agent's hook settings.
fn names_protected(text: &str) -> Option<Kind> {
    let t = text.to_ascii_lowercase();
    let unquoted: String = t
        .chars()
        .filter(|c| !matches!(c, '\'' | '"' | '\\'))
        .collect();
    let has = |s: &str| unquoted.contains(s);
    if has("contract-watch.toml") || has("contract-watch/config") {
        return Some(Kind::Config);
    }
    if has("contract-watch") || has("contract_watch") {
        return Some(Kind::State);
    }
    if HOOK_FILES
        .iter()
        .flat_map(|r| r.paths.iter())
        .any(|p| has(p.split('*').next().unwrap_or(p)))
        || has("disableallhooks")
    {
        return Some(Kind::Hooks);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_are_read_from_the_json_not_a_substring() {
        let wired = r#"{"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"contract-watch hook claude"}]}],"Stop":[{"hooks":[{"type":"command","command":"/usr/local/bin/contract-watch hook claude"}]}]}}"#;
        assert_eq!(routes(wired, "claude").len(), 2);
        // Mentions the command, wires nothing.
        let mention = r#"{"note":"contract-watch hook claude","hooks":{}}"#;
        assert!(routes(mention, "claude").is_empty());
        let moved = r#"{"hooks":{"PreToolUse":[{"matcher":"NoSuchTool","hooks":[{"type":"command","command":"contract-watch hook claude"}]}]}}"#;
        assert!(!routes(wired, "claude").is_subset(&routes(moved, "claude")));
        let off = wired.replacen('{', r#"{"disableAllHooks":true,"#, 1);
        assert!(routes(&off, "claude").is_empty());
        let copilot = r#"{"version":1,"hooks":{"preToolUse":[{"type":"command","bash":"contract-watch hook copilot"}]}}"#;
        assert_eq!(routes(copilot, "copilot").len(), 1);
        assert!(routes(copilot, "claude").is_empty());
    }

    #[test]
    fn hook_rows_match_their_paths() {
        assert_eq!(
            hook_row(Path::new("/p/.claude/settings.json")).map(|r| r.0.agent),
            Some("claude")
        );
        assert_eq!(
            hook_row(Path::new("/p/.github/hooks/cw.json")).map(|r| r.0.agent),
            Some("copilot")
        );
        assert_eq!(
            hook_row(Path::new("/p/.cursor/hooks.json")).map(|r| r.0.agent),
            Some("cursor")
        );
        assert_eq!(
            hook_row(Path::new("/p/.codex/hooks.json")).map(|r| r.0.agent),
            Some("codex")
        );
        assert_eq!(
            hook_row(Path::new("/p/.gemini/settings.json")).map(|r| r.0.agent),
            Some("gemini")
        );
        assert!(hook_row(Path::new("/p/settings.json")).is_none());
    }
}
