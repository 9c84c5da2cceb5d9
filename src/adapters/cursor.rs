//! Cursor's hook protocol (`contract-watch hook cursor`), dispatching on `hook_event_name`:
//! afterFileEdit (its `edits[]`), beforeShellExecution, preToolUse (the no-bypass check of file
//! writes), beforeSubmitPrompt (the person's `/contract-watch` command) and stop.
//!
//! Cursor ignores afterFileEdit's answer, and its prompt hook cannot add text for the model, so
//! the model hears of a changed signature at the turn's end: stop answers the kept turn note as
//! `followup_message` (Cursor submits it as the next message), once per turn and never in a
//! turn that such a follow-up started. The person's lines have no channel in Cursor's hooks
//! but a deny's `user_message`: they reach the sidebar. Always exit 0 with JSON.

use std::path::PathBuf;

use serde_json::{json, Value};

use crate::findings::CoreError;
use crate::moments::{self, Edit, EditChange, ProposedChange, ProposedEdit};

/// The answer to one Cursor hook event.
pub fn handle(input: &[u8]) -> Value {
    let event = match super::parse_event(input) {
        Ok(v) => v,
        // No channel reaches the person here; stderr goes to Cursor's hook log.
        Err(line) => {
            eprintln!("{line}");
            return json!({});
        }
    };
    let name = event["hook_event_name"].as_str().unwrap_or("");
    let result = match name {
        "afterFileEdit" => after_file_edit(&event),
        "beforeShellExecution" => before_shell(&event),
        "preToolUse" => pre_tool_use(&event),
        "beforeSubmitPrompt" => before_submit(&event),
        "stop" => stop(&event),
        _ => Ok(json!({})),
    };
    // A check that could not run lets the agent go on, in the answer its event expects.
    result.unwrap_or_else(|e| {
        eprintln!("contract-watch: {e}");
        match name {
            "beforeShellExecution" | "preToolUse" => allow(),
            "beforeSubmitPrompt" => json!({ "continue": true }),
            _ => json!({}),
        }
    })
}

fn cwd(event: &Value) -> PathBuf {
    match event["cwd"].as_str().filter(|s| !s.is_empty()) {
        Some(c) => PathBuf::from(c),
        None => event["workspace_roots"][0]
            .as_str()
            .map(PathBuf::from)
            .unwrap_or_else(|| super::event_dir(event, "cwd")),
    }
}

/// The event's directory, every workspace root, and `CURSOR_PROJECT_DIR`.
fn dirs(event: &Value) -> Vec<PathBuf> {
    let mut dirs = super::with_env_dirs(cwd(event), &["CURSOR_PROJECT_DIR"]);
    for r in event["workspace_roots"].as_array().into_iter().flatten() {
        if let Some(r) = r.as_str().map(PathBuf::from) {
            if !dirs.contains(&r) {
                dirs.push(r);
            }
        }
    }
    dirs
}

fn after_file_edit(event: &Value) -> Result<Value, CoreError> {
    let Some(file) = event["file_path"].as_str() else {
        return Ok(json!({}));
    };
    let pairs: Vec<(String, String)> = event["edits"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| {
            (
                e["old_string"].as_str().unwrap_or("").to_string(),
                e["new_string"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    // No edits listed: compare the file with HEAD.
    let change = if pairs.is_empty() {
        EditChange::Whole {
            old: None,
            new: None,
        }
    } else {
        EditChange::Fragments(pairs)
    };
    let edit = Edit {
        path: PathBuf::from(file),
        change,
    };
    // The finding opens now (the sidebar shows its line); Cursor reads no answer here.
    moments::after_edit(&cwd(event), &[edit])?;
    Ok(json!({}))
}

fn allow() -> Value {
    json!({ "permission": "allow" })
}

fn deny(reason: &str, person: &[String]) -> Value {
    let mut user = person.join("\n");
    if user.is_empty() {
        user = reason.to_string();
    }
    json!({ "permission": "deny", "user_message": user, "agent_message": reason })
}

fn before_shell(event: &Value) -> Result<Value, CoreError> {
    let Some(command) = event["command"].as_str() else {
        return Ok(allow());
    };
    let answer = moments::pre_command(command, &cwd(event), &dirs(event))?;
    Ok(match answer.deny {
        Some(reason) => deny(&reason, &answer.person),
        None => allow(),
    })
}

fn pre_tool_use(event: &Value) -> Result<Value, CoreError> {
    let tool = event["tool_name"].as_str().unwrap_or("");
    let input = &event["tool_input"];
    if !matches!(tool, "Write" | "Delete" | "Edit") {
        return Ok(allow());
    }
    let Some(file) = input["file_path"].as_str().or(input["path"].as_str()) else {
        return Ok(allow());
    };
    let kind = match (tool, input["content"].as_str()) {
        ("Delete", _) => ProposedChange::Write(String::new()),
        (_, Some(c)) => ProposedChange::Write(c.to_string()),
        _ => match (input["old_string"].as_str(), input["new_string"].as_str()) {
            (Some(o), Some(n)) => ProposedChange::Fragments(vec![(o.into(), n.into())]),
            _ => ProposedChange::Unknown,
        },
    };
    let edit = ProposedEdit {
        path: PathBuf::from(file),
        kind,
    };
    Ok(match moments::pre_file_edit(&cwd(event), &edit) {
        Some(r) => deny(r.reason, &[r.person]),
        None => allow(),
    })
}

fn before_submit(event: &Value) -> Result<Value, CoreError> {
    let prompt = event["prompt"].as_str().unwrap_or("");
    match moments::person_command(&dirs(event), prompt.trim())? {
        // `continue: false` keeps the prompt from the model; the person reads user_message.
        Some(line) => Ok(json!({ "continue": false, "user_message": line })),
        None => Ok(json!({ "continue": true })),
    }
}

fn stop(event: &Value) -> Result<Value, CoreError> {
    let dirs = dirs(event);
    moments::turn_end(&dirs)?;
    // A turn that a follow-up started does not start another: the note waits for the next one.
    if event["loop_count"].as_u64().unwrap_or(0) > 0 {
        return Ok(json!({}));
    }
    let said = moments::next_prompt(&dirs)?;
    if said.model.is_empty() {
        return Ok(json!({}));
    }
    Ok(json!({ "followup_message": said.model.join("\n\n") }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixture(name: &str) -> Value {
        let text = match name {
            "beforeShellExecution" => {
                include_str!("../../tests/fixtures/agents/cursor/beforeShellExecution.json")
            }
            "beforeSubmitPrompt" => {
                include_str!("../../tests/fixtures/agents/cursor/beforeSubmitPrompt.json")
            }
            "stop" => include_str!("../../tests/fixtures/agents/cursor/stop.json"),
            "afterFileEdit" => {
                include_str!("../../tests/fixtures/agents/cursor/afterFileEdit.json")
            }
            _ => unreachable!(),
        };
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn the_directories_come_from_cwd_and_the_workspace_roots() {
        let ev = fixture("stop");
        assert_eq!(cwd(&ev), PathBuf::from("/home/user/scratch"));
        let ev = json!({"cwd": "/a", "workspace_roots": ["/b", "/a"]});
        let d = dirs(&ev);
        assert_eq!(d[0], PathBuf::from("/a"));
        assert!(d.contains(&PathBuf::from("/b")));
        assert_eq!(d.iter().filter(|p| p.as_os_str() == "/a").count(), 1);
    }

    #[test]
    fn a_deny_carries_the_reason_to_the_agent_and_the_line_to_the_person() {
        insta::assert_json_snapshot!(deny("the reason", &["a line".into()]), @r###"
        {
          "permission": "deny",
          "user_message": "a line",
          "agent_message": "the reason"
        }
        "###);
        // With no line of its own, the person reads the reason.
        assert_eq!(deny("the reason", &[])["user_message"], "the reason");
    }

    #[test]
    fn events_outside_a_repository() {
        let ev = |n: &str| fixture(n).to_string();
        assert_eq!(handle(ev("afterFileEdit").as_bytes()), json!({}));
        assert_eq!(handle(ev("stop").as_bytes()), json!({}));
        // The recorded command is a commit, but no repository is there to hold it.
        assert_eq!(
            handle(ev("beforeShellExecution").as_bytes()),
            json!({"permission": "allow"})
        );
        insta::assert_json_snapshot!(handle(ev("beforeSubmitPrompt").as_bytes()), @r###"
        {
          "continue": false,
          "user_message": "contract-watch: this session is not in a git repository; there is no mode to set"
        }
        "###);
        assert_eq!(handle(b"nonsense"), json!({}));
    }
}
