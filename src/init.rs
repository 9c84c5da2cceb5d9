//! `contract-watch init`: wire a repository. Idempotent; touches only what it owns, keeps
//! everything else, and says what it changed.

use std::path::{Path, PathBuf};

pub mod agents;

use serde_json::{json, Value};

/// Why wiring failed (nothing is written when it does).
#[derive(Debug, thiserror::Error)]
pub enum InitError {
    #[error("{path} is not a JSON object ({why}); fix or move it, nothing was changed")]
    BadSettings { path: String, why: String },
    #[error("cannot write {path}: {why}")]
    Write { path: String, why: String },
}

/// The hook events contract-watch answers, with their matchers.
pub const CLAUDE_EVENTS: &[(&str, Option<&str>)] = &[
    ("PostToolUse", Some("Edit|MultiEdit|Write")),
    ("PreToolUse", Some("Bash|Edit|MultiEdit|Write")),
    ("Stop", None),
    ("UserPromptSubmit", None),
    ("UserPromptExpansion", None),
];

/// How the hook command is spelled: bare when this very binary is the one on PATH.
pub fn hook_command(exe: &Path) -> String {
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
        "contract-watch hook claude".to_string()
    } else {
        format!(
            "'{}' hook claude",
            exe.display().to_string().replace('\'', "'\\''")
        )
    }
}

fn is_ours(handler: &Value) -> bool {
    handler["command"]
        .as_str()
        .is_some_and(|c| c.contains("contract-watch") && c.trim_end().ends_with("hook claude"))
}

/// Merge contract-watch's hook entries into `<root>/.claude/settings.json` and add the
/// `/contract-watch` command file. Returns one line per change (empty: already wired).
pub fn claude(root: &Path, command: &str) -> Result<Vec<String>, InitError> {
    let dir = root.join(".claude");
    let path = dir.join("settings.json");
    let shown = ".claude/settings.json";
    let mut settings: Value = match std::fs::read_to_string(&path) {
        Ok(t) if t.trim().is_empty() => json!({}),
        Ok(t) => serde_json::from_str(&t).map_err(|e| InitError::BadSettings {
            path: shown.into(),
            why: e.to_string(),
        })?,
        Err(_) => json!({}),
    };
    if !settings.is_object() {
        return Err(InitError::BadSettings {
            path: shown.into(),
            why: "the top level is not an object".into(),
        });
    }
    let mut changes = Vec::new();
    let hooks = settings
        .as_object_mut()
        .and_then(|o| {
            o.entry("hooks").or_insert_with(|| json!({}));
            o.get_mut("hooks")
        })
        .ok_or_else(|| InitError::BadSettings {
            path: shown.into(),
            why: "cannot edit its hooks".into(),
        })?;
    if !hooks.is_object() {
        return Err(InitError::BadSettings {
            path: shown.into(),
            why: "\"hooks\" is not an object".into(),
        });
    }
    for (event, matcher) in CLAUDE_EVENTS {
        let groups = hooks
            .as_object_mut()
            .map(|h| h.entry(*event).or_insert_with(|| json!([])))
            .filter(|g| g.is_array());
        let Some(groups) = groups else {
            return Err(InitError::BadSettings {
                path: shown.into(),
                why: format!("hooks.{event} is not a list"),
            });
        };
        let present = groups.as_array().is_some_and(|gs| {
            gs.iter().any(|g| {
                g["hooks"]
                    .as_array()
                    .is_some_and(|hs| hs.iter().any(is_ours))
            })
        });
        if present {
            continue;
        }
        let mut group =
            json!({ "hooks": [ { "type": "command", "command": command, "timeout": 60 } ] });
        if let Some(m) = matcher {
            group["matcher"] = json!(m);
        }
        if let Some(a) = groups.as_array_mut() {
            a.push(group);
        }
        changes.push(format!("{shown}: added the {event} hook"));
    }
    let cmd_path = dir.join("commands").join("contract-watch.md");
    let cmd_text = "---\ndescription: contract-watch — show or set the mode (note|deny), or show status\nargument-hint: mode [note|deny] | status\n---\nThis command is answered by contract-watch's hook before it reaches the model.\n";
    let write = |p: &PathBuf, text: &str| -> Result<(), InitError> {
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).map_err(|e| InitError::Write {
                path: parent.display().to_string(),
                why: e.to_string(),
            })?;
        }
        let tmp = p.with_extension("tmp-contract-watch");
        std::fs::write(&tmp, text)
            .and_then(|()| std::fs::rename(&tmp, p))
            .map_err(|e| InitError::Write {
                path: p.display().to_string(),
                why: e.to_string(),
            })
    };
    if !changes.is_empty() {
        let text = serde_json::to_string_pretty(&settings).unwrap_or_default() + "\n";
        write(&path, &text)?;
    }
    if std::fs::read_to_string(&cmd_path).ok().as_deref() != Some(cmd_text) {
        write(&cmd_path, cmd_text)?;
        changes
            .push(".claude/commands/contract-watch.md: added the /contract-watch command".into());
    }
    Ok(changes)
}

/// The git hook scripts this program installs, by name.
pub const GIT_HOOKS: &[(&str, &str)] = &[
    ("pre-commit", include_str!("../git-hooks/pre-commit")),
    ("pre-push", include_str!("../git-hooks/pre-push")),
    (
        "pre-merge-commit",
        include_str!("../git-hooks/pre-merge-commit"),
    ),
];

/// What marks a hook file as ours.
fn is_our_hook(text: &str, name: &str) -> bool {
    text.contains(&format!("# contract-watch {name} hook"))
}

/// Install the git hooks into the directory git runs hooks from (`git rev-parse --git-path
/// hooks`: honours `core.hooksPath`, e.g. husky's, and linked worktrees). A hook that was
/// there before is kept as `<name>.pre-contract-watch` and runs first. `exe` is written into
/// the scripts when `contract-watch` is not on PATH.
pub fn git_hooks(root: &Path, exe: &Path) -> Result<Vec<String>, InitError> {
    let out = std::process::Command::new("git")
        .args(["rev-parse", "--git-path", "hooks"])
        .current_dir(root)
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| InitError::Write {
            path: "git hooks".into(),
            why: format!("cannot run git rev-parse: {e}"),
        })?;
    if !out.status.success() {
        return Err(InitError::Write {
            path: "git hooks".into(),
            why: String::from_utf8_lossy(&out.stderr).trim().to_string(),
        });
    }
    let rel = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let dir = if Path::new(&rel).is_absolute() {
        PathBuf::from(&rel)
    } else {
        root.join(&rel)
    };
    std::fs::create_dir_all(&dir).map_err(|e| InitError::Write {
        path: dir.display().to_string(),
        why: e.to_string(),
    })?;
    let bare = hook_command(exe).starts_with("contract-watch ");
    let mut changes = Vec::new();
    for (name, template) in GIT_HOOKS {
        let text = if bare {
            template.to_string()
        } else {
            template.replacen(
                "cw=${CONTRACT_WATCH:-contract-watch}",
                &format!(
                    "cw=${{CONTRACT_WATCH:-'{}'}}",
                    exe.display().to_string().replace('\'', "'\\''")
                ),
                1,
            )
        };
        let path = dir.join(name);
        let shown = format!("{rel}/{name}");
        let existing = std::fs::read_to_string(&path).ok();
        match &existing {
            Some(t) if *t == text => continue,
            Some(t) if is_our_hook(t, name) => {}
            Some(_) => {
                let kept = dir.join(format!("{name}.pre-contract-watch"));
                if kept.exists() {
                    return Err(InitError::Write {
                        path: shown,
                        why: format!(
                            "another hook replaced contract-watch's, and {name}.pre-contract-watch already holds an earlier one; merge them by hand"
                        ),
                    });
                }
                std::fs::rename(&path, &kept).map_err(|e| InitError::Write {
                    path: shown.clone(),
                    why: e.to_string(),
                })?;
                changes.push(format!(
                    "{shown}: kept the existing hook as {name}.pre-contract-watch (it runs first)"
                ));
            }
            None => {}
        }
        let tmp = dir.join(format!(".{name}.contract-watch-tmp"));
        std::fs::write(&tmp, &text)
            .and_then(|()| {
                use std::os::unix::fs::PermissionsExt;
                std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(0o755))
            })
            .and_then(|()| std::fs::rename(&tmp, &path))
            .map_err(|e| InitError::Write {
                path: shown.clone(),
                why: e.to_string(),
            })?;
        changes.push(format!(
            "{shown}: {} the contract-watch hook",
            if existing.is_some_and(|t| is_our_hook(&t, name)) {
                "updated"
            } else {
                "installed"
            }
        ));
    }
    Ok(changes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merges_keeps_other_settings_and_is_idempotent() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".claude")).unwrap();
        std::fs::write(
            dir.path().join(".claude/settings.json"),
            r#"{"model":"x","hooks":{"PostToolUse":[{"matcher":"Edit","hooks":[{"type":"command","command":"fmt-hook"}]}]}}"#,
        )
        .unwrap();
        let first = claude(dir.path(), "contract-watch hook claude").unwrap();
        assert_eq!(first.len(), 6, "{first:?}");
        let v: Value = serde_json::from_str(
            &std::fs::read_to_string(dir.path().join(".claude/settings.json")).unwrap(),
        )
        .unwrap();
        assert_eq!(v["model"], "x");
        assert_eq!(
            v["hooks"]["PostToolUse"][0]["hooks"][0]["command"],
            "fmt-hook"
        );
        assert_eq!(
            v["hooks"]["PostToolUse"][1]["matcher"],
            "Edit|MultiEdit|Write"
        );
        assert!(v["hooks"]["Stop"][0].get("matcher").is_none());
        let second = claude(dir.path(), "contract-watch hook claude").unwrap();
        assert!(second.is_empty(), "{second:?}");
    }

    #[test]
    fn refuses_a_broken_settings_file_without_touching_it() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".claude")).unwrap();
        std::fs::write(dir.path().join(".claude/settings.json"), "{oops").unwrap();
        assert!(claude(dir.path(), "contract-watch hook claude").is_err());
        assert_eq!(
            std::fs::read_to_string(dir.path().join(".claude/settings.json")).unwrap(),
            "{oops"
        );
    }
}
