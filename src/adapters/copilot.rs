//! GitHub Copilot CLI's hook protocol (`contract-watch hook copilot <event>`). Its payloads are
//! camelCase and carry no event name, so the hook command names the event (the shape is the
//! fallback): preToolUse, postToolUse, userPromptSubmitted, agentStop.
//!
//! Channels: the model reads the flat `additionalContext` (postToolUse: appended to the tool
//! output; userPromptSubmitted: a system reminder beside the prompt); the nested Claude form is
//! ignored by Copilot. A deny is `permissionDecision: "deny"` with its reason for the model.
//! Copilot's hooks have no channel to the person and cannot keep a prompt from the model: the
//! person's lines reach the sidebar, and the mode is set in a terminal. Always exit 0 with JSON.

use std::path::PathBuf;

use serde_json::{json, Value};

use super::patch;
use crate::findings::CoreError;
use crate::moments::{self, Edit, EditChange, ProposedChange, ProposedEdit};

/// The answer to one Copilot hook event; `event` as the hook command names it.
pub fn handle(event_name: Option<&str>, input: &[u8]) -> Value {
    let event = match super::parse_event(input) {
        Ok(v) => v,
        Err(line) => {
            eprintln!("{line}");
            return json!({});
        }
    };
    let name = event_name
        .map(str::to_string)
        .unwrap_or_else(|| infer(&event).to_string());
    let result = match name.as_str() {
        "preToolUse" => pre_tool_use(&event),
        "postToolUse" => post_tool_use(&event),
        "userPromptSubmitted" => moments::next_prompt(&dirs(&event)).map(|s| context(&s.model)),
        "agentStop" => moments::turn_end(&dirs(&event)).map(|_| json!({})),
        _ => Ok(json!({})),
    };
    result.unwrap_or_else(|e| {
        eprintln!("contract-watch: {e}");
        json!({})
    })
}

/// The event a payload is, from its fields, when the command did not name it.
fn infer(event: &Value) -> &'static str {
    if event.get("toolResult").is_some() {
        "postToolUse"
    } else if event.get("toolName").is_some() {
        "preToolUse"
    } else if event.get("prompt").is_some() {
        "userPromptSubmitted"
    } else if event.get("stopReason").is_some() {
        "agentStop"
    } else {
        ""
    }
}

fn context(model: &[String]) -> Value {
    if model.is_empty() {
        json!({})
    } else {
        json!({ "additionalContext": model.join("\n\n") })
    }
}

fn cwd(event: &Value) -> PathBuf {
    super::event_dir(event, "cwd")
}

fn dirs(event: &Value) -> Vec<PathBuf> {
    super::with_env_dirs(cwd(event), &[])
}

/// A tool's arguments: an object, or a JSON text of one (the patch tool's are a raw string).
fn args(event: &Value) -> Value {
    match &event["toolArgs"] {
        Value::String(s) => match serde_json::from_str::<Value>(s) {
            Ok(v @ Value::Object(_)) => v,
            _ => Value::String(s.clone()),
        },
        v => v.clone(),
    }
}

/// What an edit tool call changes: the patch's files, or one file's fragments or content.
enum Change {
    Patch(Vec<patch::FilePatch>),
    File { path: PathBuf, kind: ProposedChange },
    None,
}

fn change(tool: &str, args: &Value) -> Change {
    match tool {
        "apply_patch" => {
            let text = args
                .as_str()
                .or(args["input"].as_str())
                .or(args["patch"].as_str());
            match text.map(patch::parse) {
                Some(Ok(files)) => Change::Patch(files),
                _ => Change::None,
            }
        }
        "edit" | "str_replace" | "str_replace_editor" | "create" | "write" => {
            let Some(path) = args["path"].as_str().or(args["file_path"].as_str()) else {
                return Change::None;
            };
            let text = |k: &str| args[k].as_str().map(str::to_string);
            let kind = if let Some(content) = text("file_text").or(text("content")) {
                ProposedChange::Write(content)
            } else if let (Some(o), Some(n)) = (text("old_str"), text("new_str")) {
                ProposedChange::Fragments(vec![(o, n)])
            } else {
                ProposedChange::Unknown
            };
            Change::File {
                path: PathBuf::from(path),
                kind,
            }
        }
        _ => Change::None,
    }
}

fn pre_tool_use(event: &Value) -> Result<Value, CoreError> {
    let tool = event["toolName"].as_str().unwrap_or("");
    let args = args(event);
    let cwd = cwd(event);
    let proposed = match change(tool, &args) {
        Change::Patch(files) => patch::proposed(&files),
        Change::File { path, kind } => vec![ProposedEdit { path, kind }],
        Change::None => Vec::new(),
    };
    for edit in &proposed {
        if let Some(r) = moments::pre_file_edit(&cwd, edit) {
            eprintln!("{}", r.person);
            return Ok(deny(r.reason));
        }
    }
    if !matches!(tool, "bash" | "shell" | "powershell") {
        return Ok(json!({}));
    }
    let Some(command) = super::shell_command(&args["command"]) else {
        return Ok(json!({}));
    };
    let answer = moments::pre_command(&command, &cwd, &dirs(event))?;
    for l in &answer.person {
        eprintln!("{l}");
    }
    Ok(match answer.deny {
        Some(reason) => deny(&reason),
        None => json!({}),
    })
}

fn deny(reason: &str) -> Value {
    json!({ "permissionDecision": "deny", "permissionDecisionReason": reason })
}

fn post_tool_use(event: &Value) -> Result<Value, CoreError> {
    let result = event["toolResult"]["resultType"]
        .as_str()
        .unwrap_or("success");
    if result != "success" {
        return Ok(json!({}));
    }
    let tool = event["toolName"].as_str().unwrap_or("");
    let edits = match change(tool, &args(event)) {
        Change::Patch(files) => patch::edits(&files),
        Change::File { path, kind } => vec![Edit {
            path,
            change: match kind {
                ProposedChange::Fragments(pairs) => EditChange::Fragments(pairs),
                ProposedChange::Write(c) => EditChange::Whole {
                    old: None,
                    new: Some(c.into_bytes()),
                },
                ProposedChange::Unknown => EditChange::Whole {
                    old: None,
                    new: None,
                },
            },
        }],
        Change::None => return Ok(json!({})),
    };
    let said = moments::after_edit(&cwd(event), &edits)?;
    Ok(context(&said.model))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixture(name: &str) -> Value {
        let text = match name {
            "preToolUse-apply_patch" => {
                include_str!("../../tests/fixtures/agents/copilot/preToolUse-apply_patch.json")
            }
            "preToolUse-bash" => {
                include_str!("../../tests/fixtures/agents/copilot/preToolUse-bash.json")
            }
            "postToolUse-apply_patch" => {
                include_str!("../../tests/fixtures/agents/copilot/postToolUse-apply_patch.json")
            }
            "postToolUse-bash" => {
                include_str!("../../tests/fixtures/agents/copilot/postToolUse-bash.json")
            }
            "userPromptSubmitted" => {
                include_str!("../../tests/fixtures/agents/copilot/userPromptSubmitted.json")
            }
            "agentStop" => include_str!("../../tests/fixtures/agents/copilot/agentStop.json"),
            "sessionStart" => include_str!("../../tests/fixtures/agents/copilot/sessionStart.json"),
            _ => unreachable!(),
        };
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn the_event_is_told_by_the_payloads_shape() {
        assert_eq!(infer(&fixture("preToolUse-bash")), "preToolUse");
        assert_eq!(infer(&fixture("preToolUse-apply_patch")), "preToolUse");
        assert_eq!(infer(&fixture("postToolUse-bash")), "postToolUse");
        assert_eq!(
            infer(&fixture("userPromptSubmitted")),
            "userPromptSubmitted"
        );
        assert_eq!(infer(&fixture("agentStop")), "agentStop");
        assert_eq!(infer(&fixture("sessionStart")), "");
    }

    #[test]
    fn tool_arguments_as_a_raw_patch_an_object_or_a_json_text() {
        let ev = fixture("postToolUse-apply_patch");
        let Change::Patch(files) = change("apply_patch", &args(&ev)) else {
            panic!("a patch")
        };
        assert_eq!(patch::edits(&files).len(), 1);
        assert_eq!(
            args(&fixture("preToolUse-bash"))["command"],
            "git status --short"
        );
        let ev = json!({"toolName": "edit", "toolArgs": "{\"path\": \"a.py\", \"old_str\": \"def a(x):\", \"new_str\": \"def a(x, y):\"}"});
        let Change::File { path, kind } = change("edit", &args(&ev)) else {
            panic!("an edit")
        };
        assert_eq!(path, PathBuf::from("a.py"));
        assert_eq!(
            kind,
            ProposedChange::Fragments(vec![("def a(x):".into(), "def a(x, y):".into())])
        );
        let ev = json!({"toolArgs": {"path": "b.py", "file_text": "x = 1\n"}});
        assert!(matches!(
            change("create", &args(&ev)),
            Change::File {
                kind: ProposedChange::Write(_),
                ..
            }
        ));
    }

    #[test]
    fn only_the_flat_forms_copilot_reads() {
        insta::assert_json_snapshot!(context(&["one".into(), "two".into()]), @r###"
        {
          "additionalContext": "one\n\ntwo"
        }
        "###);
        assert_eq!(context(&[]), json!({}));
        insta::assert_json_snapshot!(deny("the reason"), @r###"
        {
          "permissionDecision": "deny",
          "permissionDecisionReason": "the reason"
        }
        "###);
    }

    #[test]
    fn events_outside_a_repository() {
        for (event, name) in [
            (Some("preToolUse"), "preToolUse-bash"),
            (Some("postToolUse"), "postToolUse-apply_patch"),
            (Some("userPromptSubmitted"), "userPromptSubmitted"),
            (Some("agentStop"), "agentStop"),
            (None, "sessionStart"),
        ] {
            assert_eq!(
                handle(event, fixture(name).to_string().as_bytes()),
                json!({}),
                "{name}"
            );
        }
    }
}
