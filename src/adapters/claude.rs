//! Claude Code's hook protocol: one entry point for every event (`contract-watch hook claude`),
//! dispatching on `hook_event_name`, answering JSON on stdout with exit status 0.
//!
//! The model reads `hookSpecificOutput.additionalContext`; the person reads `systemMessage`
//! (or a blocked prompt's `reason`). A hook never makes the agent's tool call fail: internal
//! errors become one line for the person.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};

use crate::findings::{self, Candidate, Said, Workspace};
use crate::lang::Lang;
use crate::state::Mode;

/// The answer to one hook event: the JSON to print (always exit 0).
pub fn handle(input: &[u8]) -> Value {
    let event: Value = match serde_json::from_slice(input) {
        Ok(v @ Value::Object(_)) => v,
        Ok(_) => {
            return person(
                "contract-watch: the hook input is not a JSON object; nothing was checked",
            )
        }
        Err(e) => {
            return person(&format!(
                "contract-watch: the hook input is not valid JSON ({e}); nothing was checked"
            ))
        }
    };
    let name = event["hook_event_name"].as_str().unwrap_or("");
    let result = match name {
        "PostToolUse" => post_tool_use(&event),
        "Stop" | "SubagentStop" => stop(&event),
        "UserPromptSubmit" => prompt_submit(&event),
        "UserPromptExpansion" => prompt_expansion(&event),
        "PreToolUse" => pre_tool_use(&event),
        "" => Ok(person("contract-watch: the hook input has no hook_event_name; nothing was checked")),
        other => Ok(person(&format!(
            "contract-watch: ignored the {other} event (it answers PostToolUse, PreToolUse, Stop, UserPromptSubmit and UserPromptExpansion)"
        ))),
    };
    result.unwrap_or_else(|e| person(&format!("contract-watch: {e}")))
}

type HookResult = Result<Value, findings::CoreError>;

fn person(line: &str) -> Value {
    json!({ "systemMessage": line })
}

/// Render what a moment has to say: the model's text as additionalContext of `event`, the
/// person's lines as systemMessage.
fn render(event: &str, said: &Said) -> Value {
    let mut out = serde_json::Map::new();
    if !said.person.is_empty() {
        out.insert(
            "systemMessage".into(),
            Value::String(said.person.join("\n")),
        );
    }
    if !said.model.is_empty() {
        out.insert(
            "hookSpecificOutput".into(),
            json!({ "hookEventName": event, "additionalContext": said.model.join("\n\n") }),
        );
    }
    Value::Object(out)
}

fn cwd(event: &Value) -> PathBuf {
    event["cwd"]
        .as_str()
        .map(PathBuf::from)
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_else(|| PathBuf::from("."))
}

/// The workspaces a turn-level event concerns: the one at `cwd` and the session's project
/// directory (`CLAUDE_PROJECT_DIR`), once each.
fn workspaces(event: &Value) -> Result<Vec<Workspace>, findings::CoreError> {
    let mut dirs = vec![cwd(event)];
    if let Some(p) = std::env::var_os("CLAUDE_PROJECT_DIR") {
        dirs.push(PathBuf::from(p));
    }
    let mut out: Vec<Workspace> = Vec::new();
    for d in dirs.into_iter().filter(|d| d.is_dir()) {
        if let Some(ws) = Workspace::discover(&d)? {
            if !out.iter().any(|w| w.git_dir == ws.git_dir) {
                out.push(ws);
            }
        }
    }
    Ok(out)
}

fn post_tool_use(event: &Value) -> HookResult {
    let tool = event["tool_name"].as_str().unwrap_or("");
    let input = &event["tool_input"];
    let Some(file) = input["file_path"].as_str() else {
        return Ok(match tool {
            "Edit" | "MultiEdit" | "Write" => person(&format!(
                "contract-watch: the {tool} event has no tool_input.file_path; nothing was checked"
            )),
            other => person(&format!(
                "contract-watch: ignored the {other} tool (it watches Edit, MultiEdit and Write)"
            )),
        });
    };
    let path = Path::new(file);
    let Some(lang) = Lang::from_path(path) else {
        return Ok(json!({}));
    };
    let dir = path.parent().unwrap_or(Path::new("."));
    let dir = if dir.is_absolute() {
        dir.to_path_buf()
    } else {
        cwd(event).join(dir)
    };
    // A file outside any (existing) work tree: nothing of ours.
    if !dir.is_dir() {
        return Ok(json!({}));
    }
    let Some(ws) = Workspace::discover(&dir)? else {
        return Ok(json!({}));
    };
    let Some(rel) = ws.relative(path) else {
        return Ok(json!({}));
    };
    let mut changed: Vec<(String, Option<String>)> = Vec::new();
    match tool {
        "Edit" => {
            let old = input["old_string"].as_str().unwrap_or("");
            let new = input["new_string"].as_str().unwrap_or("");
            changed.extend(fragment_changes(lang, old, new));
        }
        "MultiEdit" => {
            for e in input["edits"].as_array().map(Vec::as_slice).unwrap_or(&[]) {
                let old = e["old_string"].as_str().unwrap_or("");
                let new = e["new_string"].as_str().unwrap_or("");
                changed.extend(fragment_changes(lang, old, new));
            }
        }
        "Write" => {
            let new = match input["content"].as_str() {
                Some(c) => c.as_bytes().to_vec(),
                None => std::fs::read(ws.root.join(&rel)).unwrap_or_default(),
            };
            let old = match event["tool_response"]["originalFile"].as_str() {
                Some(o) => Some(o.as_bytes().to_vec()),
                None => ws.repo().head_blob(&rel)?,
            };
            if let Some(old) = old {
                changed.extend(findings::changed_definitions(lang, &rel, &old, &new));
            }
        }
        other => {
            return Ok(person(&format!(
                "contract-watch: ignored the {other} tool (it watches Edit, MultiEdit and Write)"
            )))
        }
    }
    // A body edit runs nothing: no engine, no state write.
    if changed.is_empty() {
        return Ok(json!({}));
    }
    let mut candidates: Vec<Candidate> = Vec::new();
    for (name, owner) in changed {
        let c = Candidate {
            file: rel.clone(),
            name,
            owner,
        };
        if !candidates.contains(&c) {
            candidates.push(c);
        }
    }
    let said = findings::after_edit(&ws, &candidates)?;
    Ok(render("PostToolUse", &said))
}

/// Changed signatures between an edit's two fragments: (name, owner).
fn fragment_changes(lang: Lang, old: &str, new: &str) -> Vec<(String, Option<String>)> {
    crate::detection::changed_signatures(lang, old, new)
        .into_iter()
        .map(|c| (c.name, c.owner))
        .collect()
}

fn stop(event: &Value) -> HookResult {
    let mut said = Said::default();
    for ws in workspaces(event)? {
        let s = findings::turn_end(&ws)?;
        said.person.extend(s.person);
    }
    // Never block the stop: closing lines for the person only.
    Ok(render("Stop", &said))
}

/// A `/contract-watch …` command typed by the person: `mode`, `mode note|deny`, `status`.
/// Returns the line to show, or `None` when the text is not such a command.
fn person_command(event: &Value, text: &str) -> Result<Option<String>, findings::CoreError> {
    let mut words = text.split_whitespace();
    match words.next() {
        Some("/contract-watch") | Some("/contract-watch:contract-watch") => {}
        _ => return Ok(None),
    }
    let rest: Vec<&str> = words.collect();
    let spaces = workspaces(event)?;
    let Some(ws) = spaces.first() else {
        return Ok(Some(
            "contract-watch: this session is not in a git repository; there is no mode to set"
                .into(),
        ));
    };
    Ok(Some(match rest.as_slice() {
        ["mode"] | [] => {
            let m = ws.store.mode()?.value;
            format!("contract-watch: mode is {m} ({})", mode_meaning(m))
        }
        ["mode", m] => match Mode::parse(m) {
            Some(mode) => {
                ws.store.set_mode(mode)?;
                format!(
                    "contract-watch: mode set to {mode} ({})",
                    mode_meaning(mode)
                )
            }
            None => format!("contract-watch: unknown mode '{m}' (use note or deny)"),
        },
        ["status"] => {
            let (mode, open, _) = findings::status(ws)?;
            format!(
                "contract-watch: mode {mode}, {} open finding(s)",
                open.len()
            )
        }
        _ => "contract-watch: usage: /contract-watch mode [note|deny] | /contract-watch status"
            .into(),
    }))
}

pub fn mode_meaning(m: Mode) -> &'static str {
    match m {
        Mode::Note => "nothing is stopped",
        Mode::Deny => "git commit, push and merge stop while a changed signature provably leaves a caller behind",
    }
}

fn blocked_prompt(line: String) -> Value {
    // The prompt never reaches the model; the reason is shown to the person only.
    json!({ "decision": "block", "reason": line })
}

fn prompt_submit(event: &Value) -> HookResult {
    let prompt = event["prompt"].as_str().unwrap_or("");
    if let Some(line) = person_command(event, prompt.trim())? {
        return Ok(blocked_prompt(line));
    }
    let mut said = Said::default();
    for ws in workspaces(event)? {
        let s = findings::next_prompt(&ws)?;
        said.model.extend(s.model);
        said.person.extend(s.person);
    }
    Ok(render("UserPromptSubmit", &said))
}

fn prompt_expansion(event: &Value) -> HookResult {
    let name = event["command_name"].as_str().unwrap_or("");
    if name != "contract-watch" && !name.ends_with(":contract-watch") {
        return Ok(json!({}));
    }
    let args = event["command_args"].as_str().unwrap_or("");
    let text = format!("/contract-watch {args}");
    match person_command(event, &text)? {
        Some(line) => Ok(blocked_prompt(line)),
        None => Ok(json!({})),
    }
}

fn pre_tool_use(_event: &Value) -> HookResult {
    Ok(json!({}))
}
