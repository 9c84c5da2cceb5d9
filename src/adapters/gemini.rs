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

/// The edit an AfterTool event reports: `None` for a tool that edits nothing (or failed), the
/// person's line when the payload lacks the file.
fn edit_of(event: &Value) -> Result<Option<Edit>, String> {
    let tool = event["tool_name"].as_str().unwrap_or("");
    let input = &event["tool_input"];
    if !matches!(tool, "replace" | "write_file" | "edit") {
        return Ok(None);
    }
    // A failed call changed nothing.
    if !event["tool_response"]["error"].is_null() {
        return Ok(None);
    }
    let Some(file) = file_of(input) else {
        return Err(format!(
            "contract-watch: the {tool} event has no tool_input.file_path; nothing was checked"
        ));
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
    Ok(Some(Edit {
        path: PathBuf::from(file),
        change,
    }))
}

fn after_tool(event: &Value) -> Result<Value, CoreError> {
    match edit_of(event) {
        Ok(Some(edit)) => {
            let said = moments::after_edit(&cwd(event), &[edit])?;
            Ok(render("AfterTool", &said))
        }
        Ok(None) => Ok(json!({})),
        Err(line) => Ok(person(&line)),
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn fixture(name: &str) -> Value {
        let text = match name {
            "AfterTool-replace" => {
                include_str!("../../tests/fixtures/agents/gemini/AfterTool-replace.json")
            }
            "AfterTool-write_file" => {
                include_str!("../../tests/fixtures/agents/gemini/AfterTool-write_file.json")
            }
            "AfterTool-run_shell_command" => {
                include_str!("../../tests/fixtures/agents/gemini/AfterTool-run_shell_command.json")
            }
            "BeforeAgent" => include_str!("../../tests/fixtures/agents/gemini/BeforeAgent.json"),
            "BeforeTool-run_shell_command" => {
                include_str!("../../tests/fixtures/agents/gemini/BeforeTool-run_shell_command.json")
            }
            "SessionStart" => include_str!("../../tests/fixtures/agents/gemini/SessionStart.json"),
            _ => unreachable!(),
        };
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn the_recorded_edits_are_read() {
        let e = edit_of(&fixture("AfterTool-replace")).unwrap().unwrap();
        assert_eq!(e.path, PathBuf::from("/home/user/scratch/main.go"));
        assert_eq!(
            e.change,
            EditChange::Fragments(vec![(
                "func parse(s string) int {".into(),
                "func parse(s string, n int) int {".into()
            )])
        );
        // A new file: compared with HEAD, its content as written.
        let e = edit_of(&fixture("AfterTool-write_file")).unwrap().unwrap();
        assert_eq!(
            e.change,
            EditChange::Whole {
                old: None,
                new: Some(b"hello notes\n".to_vec())
            }
        );
        assert_eq!(edit_of(&fixture("AfterTool-run_shell_command")), Ok(None));
        let mut failed = fixture("AfterTool-replace");
        failed["tool_response"]["error"] = json!("no match");
        assert_eq!(edit_of(&failed), Ok(None));
    }

    #[test]
    fn channels_render_in_geminis_fields() {
        let said = Said {
            model: vec!["the note".into()],
            person: vec!["line one".into(), "line two".into()],
        };
        insta::assert_json_snapshot!(render("AfterTool", &said), @r###"
        {
          "systemMessage": "line one\nline two",
          "hookSpecificOutput": {
            "hookEventName": "AfterTool",
            "additionalContext": "the note"
          }
        }
        "###);
        insta::assert_json_snapshot!(deny("the reason", Some("a line".into())), @r###"
        {
          "decision": "deny",
          "reason": "the reason",
          "systemMessage": "a line"
        }
        "###);
    }

    #[test]
    fn events_outside_a_repository() {
        // The recorded directory does not exist here: nothing to measure, nothing to say.
        assert_eq!(
            handle(fixture("SessionStart").to_string().as_bytes()),
            json!({})
        );
        assert_eq!(
            handle(
                fixture("BeforeTool-run_shell_command")
                    .to_string()
                    .as_bytes()
            ),
            json!({})
        );
        let mut ev = fixture("BeforeAgent");
        ev["prompt"] = json!("/contract-watch mode deny");
        insta::assert_json_snapshot!(handle(ev.to_string().as_bytes()), @r###"
        {
          "decision": "deny",
          "reason": "contract-watch: this session is not in a git repository; there is no mode to set",
          "systemMessage": "contract-watch: this session is not in a git repository; there is no mode to set"
        }
        "###);
        insta::assert_json_snapshot!(handle(b"[1]"), @r###"
        {
          "systemMessage": "contract-watch: the hook input is not a JSON object; nothing was checked"
        }
        "###);
    }
}
