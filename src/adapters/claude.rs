//! Claude Code's hook protocol: one entry point for every event (`contract-watch hook claude`),
//! dispatching on `hook_event_name`, answering JSON on stdout with exit status 0.
//!
//! The model reads `hookSpecificOutput.additionalContext`; the person reads `systemMessage`
//! (or a blocked prompt's `reason`). A hook never makes the agent's tool call fail: internal
//! errors become one line for the person. The moments themselves live in [`crate::moments`];
//! this module maps Claude Code's events onto them and renders their answers.

use std::path::PathBuf;

use serde_json::{json, Value};

use crate::findings::{self, Said};
use crate::moments::{self, Edit, EditChange, ProposedEdit};

pub use crate::moments::mode_meaning;

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
    // Cursor runs the hooks of `.claude/settings.json` too, with its own payloads and event
    // names: those are answered as `hook cursor` would.
    if event.get("cursor_version").is_some() {
        return super::cursor::handle(input);
    }
    let name = event["hook_event_name"].as_str().unwrap_or("");
    let result = match name {
        "PostToolUse" => post_tool_use(&event),
        "Stop" => stop(&event),
        // A subagent's stop is not the end of a main-loop turn: the turn note waits for Stop.
        "SubagentStop" => Ok(json!({})),
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

pub(crate) type HookResult = Result<Value, findings::CoreError>;

pub(crate) fn person(line: &str) -> Value {
    json!({ "systemMessage": line })
}

/// Render what a moment has to say: the model's text as additionalContext of `event`, the
/// person's lines as systemMessage.
pub(crate) fn render(event: &str, said: &Said) -> Value {
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

pub(crate) fn cwd(event: &Value) -> PathBuf {
    event["cwd"]
        .as_str()
        .map(PathBuf::from)
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_else(|| PathBuf::from("."))
}

/// The directories a turn-level event concerns: `cwd` and the session's project directory
/// (`CLAUDE_PROJECT_DIR`).
fn session_dirs(event: &Value) -> Vec<PathBuf> {
    let mut dirs = vec![cwd(event)];
    if let Some(p) = std::env::var_os("CLAUDE_PROJECT_DIR") {
        dirs.push(PathBuf::from(p));
    }
    dirs
}

fn fragments(input: &Value) -> Vec<(String, String)> {
    let pair = |e: &Value| {
        (
            e["old_string"].as_str().unwrap_or("").to_string(),
            e["new_string"].as_str().unwrap_or("").to_string(),
        )
    };
    match input["edits"].as_array() {
        Some(edits) => edits.iter().map(pair).collect(),
        None => vec![pair(input)],
    }
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
    let change = match tool {
        "Edit" | "MultiEdit" => EditChange::Fragments(fragments(input)),
        "Write" => EditChange::Whole {
            old: event["tool_response"]["originalFile"]
                .as_str()
                .map(|o| o.as_bytes().to_vec()),
            new: input["content"].as_str().map(|c| c.as_bytes().to_vec()),
        },
        other => {
            return Ok(person(&format!(
                "contract-watch: ignored the {other} tool (it watches Edit, MultiEdit and Write)"
            )))
        }
    };
    let edit = Edit {
        path: PathBuf::from(file),
        change,
    };
    let said = moments::after_edit(&cwd(event), &[edit])?;
    Ok(render("PostToolUse", &said))
}

fn stop(event: &Value) -> HookResult {
    // Never block the stop: closing lines for the person only.
    let said = moments::turn_end(&session_dirs(event))?;
    Ok(render("Stop", &said))
}

pub(crate) fn blocked_prompt(line: String) -> Value {
    // The prompt never reaches the model; the reason is shown to the person only.
    json!({ "decision": "block", "reason": line })
}

fn prompt_submit(event: &Value) -> HookResult {
    let prompt = event["prompt"].as_str().unwrap_or("");
    let dirs = session_dirs(event);
    if let Some(line) = moments::person_command(&dirs, prompt.trim())? {
        return Ok(blocked_prompt(line));
    }
    let said = moments::next_prompt(&dirs)?;
    Ok(render("UserPromptSubmit", &said))
}

fn prompt_expansion(event: &Value) -> HookResult {
    let name = event["command_name"].as_str().unwrap_or("");
    if name != "contract-watch" && !name.ends_with(":contract-watch") {
        return Ok(json!({}));
    }
    let args = event["command_args"].as_str().unwrap_or("");
    let text = format!("/contract-watch {args}");
    match moments::person_command(&session_dirs(event), &text)? {
        Some(line) => Ok(blocked_prompt(line)),
        None => Ok(json!({})),
    }
}

fn pre_tool_use(event: &Value) -> HookResult {
    let tool = event["tool_name"].as_str().unwrap_or("");
    let input = &event["tool_input"];
    match tool {
        "Bash" | "PowerShell" => {
            let command = input["command"].as_str().unwrap_or("");
            let answer = moments::pre_command(command, &cwd(event), &session_dirs(event))?;
            let person = (!answer.person.is_empty()).then(|| answer.person.join("\n"));
            Ok(match (answer.deny, person) {
                (Some(reason), person) => deny(&reason, person),
                // Let through: the model hears what the command records that leaves a caller
                // behind, as after an edit.
                (None, _) => render(
                    "PreToolUse",
                    &Said {
                        model: answer.model,
                        person: answer.person,
                    },
                ),
            })
        }
        "Edit" | "MultiEdit" | "Write" | "NotebookEdit" => {
            let Some(file) = input["file_path"]
                .as_str()
                .or(input["notebook_path"].as_str())
            else {
                return Ok(json!({}));
            };
            let kind = match tool {
                "Write" => moments::ProposedChange::Write(
                    input["content"].as_str().unwrap_or("").to_string(),
                ),
                "NotebookEdit" => moments::ProposedChange::Unknown,
                _ => moments::ProposedChange::Fragments(fragments(input)),
            };
            let edit = ProposedEdit {
                path: PathBuf::from(file),
                kind,
            };
            Ok(match moments::pre_file_edit(&cwd(event), &edit) {
                Some(r) => deny(r.reason, Some(r.person)),
                None => json!({}),
            })
        }
        _ => Ok(json!({})),
    }
}

pub(crate) fn deny(reason: &str, person_line: Option<String>) -> Value {
    let mut v = json!({
        "hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": "deny",
            "permissionDecisionReason": reason,
        }
    });
    if let Some(l) = person_line {
        v["systemMessage"] = Value::String(l);
    }
    v
}
