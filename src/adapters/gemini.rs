//! Gemini CLI's hook protocol (`contract-watch hook gemini`), dispatching on
//! `hook_event_name`: AfterTool (edits by `replace` and `write_file`), BeforeTool (shell
//! commands by `run_shell_command`, and the no-bypass check of the edit tools), AfterAgent (the
//! turn's end), BeforeAgent (the next prompt, and the person's `/contract-watch` command).
//!
//! Channels: the model reads `hookSpecificOutput.additionalContext` (appended to the tool result
//! or the prompt); the person reads `systemMessage`. A deny is `decision: "deny"` with the
//! reason for the model; a `/contract-watch` prompt is denied at BeforeAgent, so it never
//! reaches the model. Always exit 0 with JSON.

use std::path::PathBuf;

use serde_json::{json, Map, Value};

use crate::findings::{CoreError, Said};
use crate::moments::{self, Edit, EditChange, ProposedChange, ProposedEdit};

/// The answer to one Gemini CLI hook event.
pub fn handle(input: &[u8]) -> Value {
    let event = match super::parse_event(input) {
        Ok(v) => v,
        Err(line) => return person(&line),
    };
    let result = match event["hook_event_name"].as_str().unwrap_or("") {
        "AfterTool" => after_tool(&event),
        "BeforeTool" => before_tool(&event),
        "AfterAgent" => moments::turn_end(&dirs(&event)).map(|s| render("AfterAgent", &s)),
        "BeforeAgent" => before_agent(&event),
        "SessionStart" | "SessionEnd" | "PreCompress" | "Notification" => Ok(json!({})),
        "" => Ok(person("contract-watch: the hook input has no hook_event_name; nothing was checked")),
        other => Ok(person(&format!(
            "contract-watch: ignored the {other} event (it answers AfterTool, BeforeTool, AfterAgent and BeforeAgent)"
        ))),
    };
    result.unwrap_or_else(|e| person(&format!("contract-watch: {e}")))
}

fn person(line: &str) -> Value {
    json!({ "systemMessage": line })
}

/// The model's text as `hookSpecificOutput.additionalContext`, the person's as `systemMessage`.
fn render(event: &str, said: &Said) -> Value {
    let mut out = Map::new();
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

fn deny(reason: &str, person_line: Option<String>) -> Value {
    let mut v = json!({ "decision": "deny", "reason": reason });
    if let Some(l) = person_line {
        v["systemMessage"] = Value::String(l);
    }
    v
}

fn cwd(event: &Value) -> PathBuf {
    super::event_dir(event, "cwd")
}

fn dirs(event: &Value) -> Vec<PathBuf> {
    super::with_env_dirs(cwd(event), &["GEMINI_PROJECT_DIR"])
}

/// The file a tool call names (`file_path`, older builds `absolute_path`/`path`).
fn file_of(input: &Value) -> Option<&str> {
    input["file_path"]
        .as_str()
        .or(input["absolute_path"].as_str())
        .or(input["path"].as_str())
}

fn after_tool(event: &Value) -> Result<Value, CoreError> {
    let tool = event["tool_name"].as_str().unwrap_or("");
    let input = &event["tool_input"];
    if !matches!(tool, "replace" | "write_file" | "edit") {
        return Ok(json!({}));
    }
    // A failed call changed nothing.
    if !event["tool_response"]["error"].is_null() {
        return Ok(json!({}));
    }
    let Some(file) = file_of(input) else {
        return Ok(person(&format!(
            "contract-watch: the {tool} event has no tool_input.file_path; nothing was checked"
        )));
    };
    let shown = &event["tool_response"]["returnDisplay"];
    let change = match tool {
        "write_file" => EditChange::Whole {
            // A new file is compared with HEAD (where it is not: nothing to say).
            old: shown["originalContent"]
                .as_str()
                .filter(|_| shown["isNewFile"] != Value::Bool(true))
                .map(|s| s.as_bytes().to_vec()),
            new: shown["newContent"]
                .as_str()
                .or(input["content"].as_str())
                .map(|s| s.as_bytes().to_vec()),
        },
        _ => EditChange::Fragments(vec![(
            input["old_string"].as_str().unwrap_or("").to_string(),
            input["new_string"].as_str().unwrap_or("").to_string(),
        )]),
    };
    let edit = Edit {
        path: PathBuf::from(file),
        change,
    };
    let said = moments::after_edit(&cwd(event), &[edit])?;
    Ok(render("AfterTool", &said))
}

fn before_tool(event: &Value) -> Result<Value, CoreError> {
    let tool = event["tool_name"].as_str().unwrap_or("");
    let input = &event["tool_input"];
    match tool {
        "run_shell_command" => {
            let Some(command) = input["command"].as_str() else {
                return Ok(json!({}));
            };
            // The command runs in `dir_path` when given (relative to the project).
            let base = cwd(event);
            let run_in = match input["dir_path"].as_str().filter(|d| !d.is_empty()) {
                Some(d) => base.join(d),
                None => base,
            };
            let answer = moments::pre_command(command, &run_in, &dirs(event))?;
            let line = (!answer.person.is_empty()).then(|| answer.person.join("\n"));
            Ok(match (answer.deny, line) {
                (Some(reason), line) => deny(&reason, line),
                (None, Some(l)) => person(&l),
                (None, None) => json!({}),
            })
        }
        "replace" | "write_file" | "edit" => {
            let Some(file) = file_of(input) else {
                return Ok(json!({}));
            };
            let kind = match tool {
                "write_file" => {
                    ProposedChange::Write(input["content"].as_str().unwrap_or("").to_string())
                }
                _ => ProposedChange::Fragments(vec![(
                    input["old_string"].as_str().unwrap_or("").to_string(),
                    input["new_string"].as_str().unwrap_or("").to_string(),
                )]),
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

fn before_agent(event: &Value) -> Result<Value, CoreError> {
    let prompt = event["prompt"].as_str().unwrap_or("");
    let dirs = dirs(event);
    if let Some(line) = moments::person_command(&dirs, prompt.trim())? {
        // Denied at BeforeAgent, the prompt is discarded before the model sees it.
        return Ok(json!({ "decision": "deny", "reason": line, "systemMessage": line }));
    }
    let said = moments::next_prompt(&dirs)?;
    Ok(render("BeforeAgent", &said))
}
