//! `contract-watch init --codex|--gemini|--cursor|--copilot`: merge contract-watch's hook
//! entries into each agent's own configuration file. Idempotent; an entry is contract-watch's
//! when its command runs `contract-watch … hook <agent>`, and only those are added or updated;
//! every other key and entry stays where it was.

use serde_json::{json, Map, Value};

use super::{
    absolute_line, command_binary, hook_command, read_json, remove_dir_if_empty, remove_file,
    render_json, write_atomic, Check, Ctx, Health, InitError,
};

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
    fn entries(self, cmd: &str) -> Vec<(&'static str, Value)> {
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

/// Merge `agent`'s entries into its configuration under `ctx.root` (keeping the file's key
/// order and indentation). One line per change; empty when everything was already in place.
/// Nothing is written when the file cannot be read as a JSON object.
pub fn install(ctx: &Ctx, agent: Agent) -> Result<Vec<String>, InitError> {
    let shown = agent.file();
    let path = ctx.root.join(shown);
    let command = hook_command(ctx.exe, &format!("hook {}", agent.hook_name()));
    let mut file = read_json(&path, shown)?;
    let bad = |why: String| InitError::BadSettings {
        path: shown.into(),
        source: why.into(),
    };
    let Some(top) = file.value.as_object_mut() else {
        return Err(bad("the top level is not an object".into()));
    };
    if matches!(agent, Agent::Cursor | Agent::Copilot) && !top.contains_key("version") {
        top.insert("version".into(), json!(1));
    }
    let hooks = top
        .entry("hooks")
        .or_insert_with(|| Value::Object(Map::new()))
        .as_object_mut()
        .ok_or_else(|| bad("\"hooks\" is not an object".into()))?;
    let mut changes = Vec::new();
    for (event, wanted) in agent.entries(&command.text) {
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
        write_atomic(&path, &render_json(&file.value, &file.indent), None)?;
        if let Some(why) = &command.absolute_because {
            changes.push(absolute_line(shown, ctx.exe, why));
        }
        if let Some(step) = agent.next_step() {
            changes.push(format!("next, {}: {step}", agent.label()));
        }
    }
    Ok(changes)
}

/// Take contract-watch's entries out of `agent`'s configuration again (and the file, when
/// nothing else is left in it). One line per change.
pub fn remove(ctx: &Ctx, agent: Agent) -> Result<Vec<String>, InitError> {
    let shown = agent.file();
    let path = ctx.root.join(shown);
    let mut file = read_json(&path, shown)?;
    if !file.existed {
        return Ok(Vec::new());
    }
    let mut changes = Vec::new();
    if let Some(hooks) = file.value["hooks"].as_object_mut() {
        for (event, list) in hooks.iter_mut() {
            if let Some(list) = list.as_array_mut() {
                let before = list.len();
                list.retain(|e| !agent.is_ours(e));
                if list.len() != before {
                    changes.push(format!("{shown}: removed the {event} hook"));
                }
            }
        }
        hooks.retain(|_, list| list.as_array().is_none_or(|l| !l.is_empty()));
    }
    if changes.is_empty() {
        return Ok(changes);
    }
    let top = file.value.as_object_mut();
    if let Some(top) = top {
        if top
            .get("hooks")
            .and_then(Value::as_object)
            .is_some_and(Map::is_empty)
        {
            top.remove("hooks");
        }
        // A file holding nothing but what init wrote goes.
        let only_version = top.keys().all(|k| k == "version");
        if only_version {
            remove_file(&path)?;
            if let Some(dir) = path.parent() {
                remove_dir_if_empty(dir);
            }
            changes.push(format!("{shown}: removed (nothing else was in it)"));
            return Ok(changes);
        }
    }
    write_atomic(&path, &render_json(&file.value, &file.indent), None)?;
    Ok(changes)
}

/// `doctor`'s line for `agent`: wired, not wired, half wired, or calling a missing binary.
pub fn check(ctx: &Ctx, agent: Agent) -> Vec<Check> {
    let topic = agent.label();
    let shown = agent.file();
    let file = match read_json(&ctx.root.join(shown), shown) {
        Ok(f) => f,
        Err(e) => return vec![Check::new(Health::Broken, topic, e.to_string())],
    };
    let wanted: Vec<&str> = agent.entries("").into_iter().map(|(e, _)| e).collect();
    let mut wired = Vec::new();
    let mut commands: Vec<String> = Vec::new();
    for event in &wanted {
        let ours: Vec<&Value> = file.value["hooks"][*event]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|e| agent.is_ours(e))
            .collect();
        if !ours.is_empty() {
            wired.push(*event);
        }
        for e in ours {
            let handlers = e["hooks"]
                .as_array()
                .cloned()
                .unwrap_or_else(|| vec![e.clone()]);
            for h in handlers {
                if let Some(c) = h["command"].as_str().or(h["bash"].as_str()) {
                    commands.push(c.to_string());
                }
            }
        }
    }
    if wired.is_empty() {
        return vec![Check::new(
            Health::Note,
            topic,
            format!(
                "not wired (`contract-watch init --{}` wires it)",
                agent.hook_name()
            ),
        )];
    }
    let missing: Vec<&str> = wanted.into_iter().filter(|e| !wired.contains(e)).collect();
    if !missing.is_empty() {
        return vec![Check::new(
            Health::Broken,
            topic,
            format!(
                "{shown} lacks the {} hook(s); `contract-watch init --{}` adds them",
                missing.join(", "),
                agent.hook_name()
            ),
        )];
    }
    for c in &commands {
        let (bin, there) = command_binary(c);
        if !there {
            return vec![Check::new(
                Health::Broken,
                topic,
                format!(
                    "{shown} calls {bin}, which is not there; install contract-watch or run `contract-watch init --{}` again",
                    agent.hook_name()
                ),
            )];
        }
    }
    vec![Check::new(
        Health::Ok,
        topic,
        format!("{shown} routes every event to contract-watch"),
    )]
}

macro_rules! rows {
    ($($agent:ident: $install:ident, $remove:ident, $check:ident;)*) => {
        $(
            pub(super) fn $install(ctx: &Ctx) -> Result<Vec<String>, InitError> {
                install(ctx, Agent::$agent)
            }
            pub(super) fn $remove(ctx: &Ctx) -> Result<Vec<String>, InitError> {
                remove(ctx, Agent::$agent)
            }
            pub(super) fn $check(ctx: &Ctx) -> Vec<Check> {
                check(ctx, Agent::$agent)
            }
        )*
    };
}

rows! {
    Codex: codex_install, codex_remove, codex_check;
    Gemini: gemini_install, gemini_remove, gemini_check;
    Cursor: cursor_install, cursor_remove, cursor_check;
    Copilot: copilot_install, copilot_remove, copilot_check;
}
