//! `contract-watch init --codex|--gemini|--cursor|--copilot`: merge contract-watch's hook
//! entries into each agent's own configuration file. Idempotent; an entry is contract-watch's
//! when its command runs `contract-watch … hook <agent>`, and only those are added or updated;
//! every other key and entry stays where it was.

use std::path::Path;

use serde_json::{json, Map, Value};

use super::InitError;

/// An agent `init` can wire besides Claude Code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Agent {
    Codex,
    Gemini,
    Cursor,
    Copilot,
}

impl Agent {
    pub const ALL: [Agent; 4] = [Agent::Codex, Agent::Gemini, Agent::Cursor, Agent::Copilot];

    /// How people call it.
    pub fn label(self) -> &'static str {
        match self {
            Agent::Codex => "Codex CLI",
            Agent::Gemini => "Gemini CLI",
            Agent::Cursor => "Cursor",
            Agent::Copilot => "Copilot CLI",
        }
    }

    /// The `hook` subcommand's name.
    pub fn hook_name(self) -> &'static str {
        match self {
            Agent::Codex => "codex",
            Agent::Gemini => "gemini",
            Agent::Cursor => "cursor",
            Agent::Copilot => "copilot",
        }
    }

    /// The configuration file, relative to the repository root.
    pub fn file(self) -> &'static str {
        match self {
            Agent::Codex => ".codex/hooks.json",
            Agent::Gemini => ".gemini/settings.json",
            Agent::Cursor => ".cursor/hooks.json",
            Agent::Copilot => ".github/hooks/contract-watch.json",
        }
    }

    /// What the person must still do by hand after `init`, if anything.
    pub fn next_step(self) -> Option<&'static str> {
        match self {
            Agent::Codex => Some(
                "Codex runs a repository's hooks only once you trust them: start `codex` in this repository, trust the folder when asked, then type /hooks and trust contract-watch's hooks (Codex says they \"need review before they can run\"); until then they are skipped silently",
            ),
            Agent::Gemini => Some(
                "Gemini CLI runs project hooks only in a trusted folder: trust this one when Gemini CLI asks",
            ),
            Agent::Cursor => Some(
                "Cursor runs project hooks only in a trusted workspace; it shows contract-watch's lines in the sidebar (`contract-watch sidebar`), not in the chat",
            ),
            Agent::Copilot => None,
        }
    }

    /// Each event contract-watch answers, with its matcher, as this agent's entry.
    fn entries(self, program: &str) -> Vec<(&'static str, Value)> {
        let cmd = format!("{program} hook {}", self.hook_name());
        let grouped = |matcher: Option<&str>, timeout: u64| {
            let mut g =
                json!({ "hooks": [ { "type": "command", "command": cmd, "timeout": timeout } ] });
            if let Some(m) = matcher {
                g["matcher"] = json!(m);
            }
            g
        };
        match self {
            Agent::Codex => vec![
                ("PostToolUse", grouped(Some("apply_patch"), 60)),
                ("PreToolUse", grouped(Some("Bash|apply_patch"), 60)),
                ("Stop", grouped(None, 60)),
                ("UserPromptSubmit", grouped(None, 60)),
            ],
            Agent::Gemini => {
                // Gemini CLI's timeouts are milliseconds; a name shows in its hook list.
                let g = |matcher: Option<&str>| {
                    let mut g = json!({ "hooks": [ { "type": "command", "name": "contract-watch", "command": cmd, "timeout": 60000 } ] });
                    if let Some(m) = matcher {
                        g["matcher"] = json!(m);
                    }
                    g
                };
                vec![
                    ("AfterTool", g(Some("replace|write_file"))),
                    (
                        "BeforeTool",
                        g(Some("run_shell_command|replace|write_file")),
                    ),
                    ("AfterAgent", g(None)),
                    ("BeforeAgent", g(None)),
                ]
            }
            Agent::Cursor => vec![
                ("afterFileEdit", json!({ "command": cmd, "timeout": 60 })),
                (
                    "beforeShellExecution",
                    json!({ "command": cmd, "timeout": 60 }),
                ),
                (
                    "preToolUse",
                    json!({ "command": cmd, "matcher": "Write|Delete", "timeout": 60 }),
                ),
                (
                    "beforeSubmitPrompt",
                    json!({ "command": cmd, "timeout": 60 }),
                ),
                ("stop", json!({ "command": cmd, "timeout": 60 })),
            ],
            Agent::Copilot => [
                "preToolUse",
                "postToolUse",
                "userPromptSubmitted",
                "agentStop",
            ]
            .into_iter()
            .map(|e| {
                (
                    e,
                    json!({ "type": "command", "bash": format!("{cmd} {e}"), "timeoutSec": 60 }),
                )
            })
            .collect(),
        }
    }

    /// Whether a hook entry (a handler or a group of them) is contract-watch's for this agent.
    fn is_ours(self, entry: &Value) -> bool {
        let needle = format!("hook {}", self.hook_name());
        let mine = |h: &Value| {
            ["command", "bash"].iter().any(|k| {
                h[k].as_str()
                    .is_some_and(|c| c.contains("contract-watch") && c.contains(&needle))
            })
        };
        mine(entry)
            || entry["hooks"]
                .as_array()
                .is_some_and(|hs| hs.iter().any(mine))
    }
}

/// Merge `agent`'s entries into its configuration under `root`, calling contract-watch as
/// `program` (`contract-watch`, or this binary's quoted path). One line per change; empty when
/// everything was already in place. Nothing is written when the file cannot be read as JSON.
pub fn install(root: &Path, agent: Agent, program: &str) -> Result<Vec<String>, InitError> {
    let shown = agent.file();
    let path = root.join(shown);
    let bad = |why: String| InitError::BadSettings {
        path: shown.into(),
        why,
    };
    let mut doc: Value = match std::fs::read_to_string(&path) {
        Ok(t) if t.trim().is_empty() => json!({}),
        Ok(t) => serde_json::from_str(&t).map_err(|e| bad(e.to_string()))?,
        Err(_) => json!({}),
    };
    let top = doc
        .as_object_mut()
        .ok_or_else(|| bad("the top level is not an object".into()))?;
    if matches!(agent, Agent::Cursor | Agent::Copilot) && !top.contains_key("version") {
        top.insert("version".into(), json!(1));
    }
    let hooks = top
        .entry("hooks")
        .or_insert_with(|| Value::Object(Map::new()))
        .as_object_mut()
        .ok_or_else(|| bad("\"hooks\" is not an object".into()))?;
    let mut changes = Vec::new();
    for (event, wanted) in agent.entries(program) {
        let list = hooks
            .entry(event)
            .or_insert_with(|| json!([]))
            .as_array_mut()
            .ok_or_else(|| bad(format!("hooks.{event} is not a list")))?;
        match list.iter().position(|e| agent.is_ours(e)) {
            Some(i) if list[i] == wanted => {}
            Some(i) => {
                list[i] = wanted;
                changes.push(format!("{shown}: updated the {event} hook"));
            }
            None => {
                list.push(wanted);
                changes.push(format!("{shown}: added the {event} hook"));
            }
        }
    }
    if !changes.is_empty() {
        let text = serde_json::to_string_pretty(&doc).unwrap_or_default() + "\n";
        write(&path, &text)?;
    }
    Ok(changes)
}

fn write(path: &Path, text: &str) -> Result<(), InitError> {
    let err = |e: std::io::Error, p: &Path| InitError::Write {
        path: p.display().to_string(),
        why: e.to_string(),
    };
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| err(e, parent))?;
    }
    let tmp = path.with_extension("tmp-contract-watch");
    std::fs::write(&tmp, text)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| err(e, path))
}

/// How a hook calls contract-watch: bare when this very binary is the one on PATH, else its
/// full path, quoted for a POSIX shell.
pub fn program(exe: &Path) -> String {
    let on_path = std::env::var_os("PATH").and_then(|p| {
        std::env::split_paths(&p)
            .map(|d| d.join("contract-watch"))
            .find(|c| c.is_file())
    });
    let same = on_path
        .and_then(|p| p.canonicalize().ok())
        .zip(exe.canonicalize().ok())
        .is_some_and(|(a, b)| a == b);
    if same {
        "contract-watch".into()
    } else {
        format!("'{}'", exe.display().to_string().replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merges_into_each_agents_file_keeping_the_users_entries_and_is_idempotent() {
        for agent in Agent::ALL {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join(agent.file());
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            let theirs = match agent {
                Agent::Cursor | Agent::Copilot => {
                    r#"{"version":1,"zeta":true,"hooks":{"stop":[{"command":"their-hook"}]},"alpha":1}"#
                }
                _ => {
                    r#"{"zeta":true,"hooks":{"Stop":[{"hooks":[{"type":"command","command":"their-hook"}]}]},"alpha":1}"#
                }
            };
            std::fs::write(&path, theirs).unwrap();
            let first = install(dir.path(), agent, "contract-watch").unwrap();
            assert!(!first.is_empty(), "{agent:?}");
            let text = std::fs::read_to_string(&path).unwrap();
            assert!(text.contains("their-hook"), "{agent:?}: {text}");
            let v: Value = serde_json::from_str(&text).unwrap();
            assert_eq!(v["zeta"], true);
            assert_eq!(v["alpha"], 1);
            assert!(
                text.find("\"zeta\"") < text.find("\"alpha\""),
                "key order kept: {text}"
            );
            assert!(text.contains(&format!("contract-watch hook {}", agent.hook_name())));
            assert!(install(dir.path(), agent, "contract-watch")
                .unwrap()
                .is_empty());
            // A moved binary updates the entries in place, adding none.
            let moved = install(dir.path(), agent, "'/opt/cw/contract-watch'").unwrap();
            assert!(moved.iter().all(|c| c.contains("updated")), "{moved:?}");
            let again = std::fs::read_to_string(&path).unwrap();
            assert_eq!(
                again.matches("hook ").count(),
                text.matches("hook ").count()
            );
        }
    }

    #[test]
    fn a_broken_file_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".gemini")).unwrap();
        std::fs::write(dir.path().join(".gemini/settings.json"), "{oops").unwrap();
        let e = install(dir.path(), Agent::Gemini, "contract-watch").unwrap_err();
        assert!(e
            .to_string()
            .starts_with(".gemini/settings.json is not a JSON object"));
        assert_eq!(
            std::fs::read_to_string(dir.path().join(".gemini/settings.json")).unwrap(),
            "{oops"
        );
    }
}
