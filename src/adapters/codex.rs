//! Codex CLI's hook protocol (`contract-watch hook codex`): Claude Code's schema with Codex's
//! tools. Edits are one tool, `apply_patch`, whose patch text (one or several files) is read by
//! [`super::patch`]; shell commands arrive as `Bash`.
//!
//! Channels: the model reads `hookSpecificOutput.additionalContext` (Codex puts it in a
//! `developer` message next to the tool output or the prompt); the person reads `systemMessage`.
//! A deny is `permissionDecision: "deny"`; the person's `/contract-watch` prompt is blocked with
//! `decision: "block"` and never reaches the model. Always exit 0 with JSON.

use std::path::PathBuf;

use serde_json::{json, Value};

use super::claude::{blocked_prompt, deny, person, render, HookResult};
use super::patch;
use crate::moments;

/// The answer to one Codex hook event.
pub fn handle(input: &[u8]) -> Value {
    let event = match super::parse_event(input) {
        Ok(v) => v,
        Err(line) => return person(&line),
    };
    let result = match event["hook_event_name"].as_str().unwrap_or("") {
        "PostToolUse" => post_tool_use(&event),
        "PreToolUse" => pre_tool_use(&event),
        "Stop" => moments::turn_end(&dirs(&event)).map(|s| render("Stop", &s)),
        "UserPromptSubmit" => prompt_submit(&event),
        // Nothing to say at a session's start or a subagent's stop.
        "SessionStart" | "SubagentStop" | "SubagentStart" | "PreCompact" | "PostCompact"
        | "PermissionRequest" => Ok(json!({})),
        "" => Ok(person("contract-watch: the hook input has no hook_event_name; nothing was checked")),
        other => Ok(person(&format!(
            "contract-watch: ignored the {other} event (it answers PostToolUse, PreToolUse, Stop and UserPromptSubmit)"
        ))),
    };
    result.unwrap_or_else(|e| person(&format!("contract-watch: {e}")))
}

fn cwd(event: &Value) -> PathBuf {
    super::event_dir(event, "cwd")
}

fn dirs(event: &Value) -> Vec<PathBuf> {
    super::with_env_dirs(cwd(event), &[])
}

/// The patch of an `apply_patch` call: `tool_input.command` (hooks), or `input` (older builds).
fn patch_text(event: &Value) -> Option<&str> {
    let input = &event["tool_input"];
    input["command"]
        .as_str()
        .or(input["input"].as_str())
        .or(input["patch"].as_str())
        .or(input.as_str())
}

fn is_patch_tool(tool: &str) -> bool {
    matches!(tool, "apply_patch" | "Edit" | "Write")
}

fn post_tool_use(event: &Value) -> HookResult {
    let tool = event["tool_name"].as_str().unwrap_or("");
    if !is_patch_tool(tool) {
        return Ok(json!({}));
    }
    let Some(text) = patch_text(event) else {
        return Ok(person(
            "contract-watch: the apply_patch event has no tool_input.command; nothing was checked",
        ));
    };
    let files = match patch::parse(text) {
        Ok(f) => f,
        Err(e) => {
            return Ok(person(&format!(
                "contract-watch: cannot read the apply_patch text ({e}); nothing was checked"
            )))
        }
    };
    let said = moments::after_edit(&cwd(event), &patch::edits(&files))?;
    Ok(render("PostToolUse", &said))
}

fn pre_tool_use(event: &Value) -> HookResult {
    let tool = event["tool_name"].as_str().unwrap_or("");
    if is_patch_tool(tool) {
        let Some(files) = patch_text(event).and_then(|t| patch::parse(t).ok()) else {
            return Ok(json!({}));
        };
        let cwd = cwd(event);
        for edit in patch::proposed(&files) {
            if let Some(r) = moments::pre_file_edit(&cwd, &edit) {
                return Ok(deny(r.reason, Some(r.person)));
            }
        }
        return Ok(json!({}));
    }
    let command = super::shell_command(&event["tool_input"]["command"])
        .or_else(|| super::shell_command(&event["tool_input"]["cmd"]));
    let Some(command) = command else {
        return Ok(json!({}));
    };
    let answer = moments::pre_command(&command, &cwd(event), &dirs(event))?;
    let line = (!answer.person.is_empty()).then(|| answer.person.join("\n"));
    Ok(match (answer.deny, line) {
        (Some(reason), line) => deny(&reason, line),
        (None, Some(l)) => json!({ "systemMessage": l }),
        (None, None) => json!({}),
    })
}

fn prompt_submit(event: &Value) -> HookResult {
    let prompt = event["prompt"].as_str().unwrap_or("");
    let dirs = dirs(event);
    if let Some(line) = moments::person_command(&dirs, prompt.trim())? {
        return Ok(blocked_prompt(line));
    }
    let said = moments::next_prompt(&dirs)?;
    Ok(render("UserPromptSubmit", &said))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moments::{Edit, EditChange};

    fn fixture(name: &str) -> Value {
        let text = match name {
            "PostToolUse-apply_patch" => {
                include_str!("../../tests/fixtures/agents/codex/PostToolUse-apply_patch.json")
            }
            "PreToolUse-Bash" => {
                include_str!("../../tests/fixtures/agents/codex/PreToolUse-Bash.json")
            }
            "SessionStart" => include_str!("../../tests/fixtures/agents/codex/SessionStart.json"),
            "UserPromptSubmit" => {
                include_str!("../../tests/fixtures/agents/codex/UserPromptSubmit.json")
            }
            "Stop" => include_str!("../../tests/fixtures/agents/codex/Stop.json"),
            _ => unreachable!(),
        };
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn the_recorded_patch_is_one_fragment_edit_of_main_go() {
        let ev = fixture("PostToolUse-apply_patch");
        let files = patch::parse(patch_text(&ev).unwrap()).unwrap();
        assert_eq!(
            patch::edits(&files),
            vec![Edit {
                path: PathBuf::from("main.go"),
                change: EditChange::Fragments(vec![(
                    "func parse(s string) int {\n".into(),
                    "func parse(s string, n int) int {\n".into()
                )]),
            }]
        );
    }

    #[test]
    fn shell_commands_as_a_string_or_an_argument_vector() {
        let ev = fixture("PreToolUse-Bash");
        assert_eq!(
            super::super::shell_command(&ev["tool_input"]["command"]).as_deref(),
            Some("git status --short")
        );
        assert_eq!(
            super::super::shell_command(&json!(["bash", "-lc", "git commit -m 'a b'"])).as_deref(),
            Some("git commit -m 'a b'")
        );
        assert_eq!(
            super::super::shell_command(&json!(["git", "commit", "-m", "a b"])).as_deref(),
            Some("git commit -m 'a b'")
        );
    }

    #[test]
    fn events_outside_a_repository() {
        for name in [
            "SessionStart",
            "PreToolUse-Bash",
            "Stop",
            "UserPromptSubmit",
        ] {
            assert_eq!(
                handle(fixture(name).to_string().as_bytes()),
                json!({}),
                "{name}"
            );
        }
        let mut ev = fixture("UserPromptSubmit");
        ev["prompt"] = json!("/contract-watch mode deny");
        insta::assert_json_snapshot!(handle(ev.to_string().as_bytes()), @r###"
        {
          "decision": "block",
          "reason": "contract-watch: this session is not in a git repository; there is no mode to set"
        }
        "###);
        let mut ev = fixture("PostToolUse-apply_patch");
        ev["tool_input"]["command"] = json!("*** Begin Patch\n*** Update File: a.go\n@@\n?x\n");
        insta::assert_json_snapshot!(handle(ev.to_string().as_bytes()), @r###"
        {
          "systemMessage": "contract-watch: cannot read the apply_patch text (line 4 of the patch: expected a line starting with ' ', '-', '+' or '@@', found \"?x\"); nothing was checked"
        }
        "###);
        insta::assert_json_snapshot!(handle(b"{\"cwd\": \"/nowhere\"}"), @r###"
        {
          "systemMessage": "contract-watch: the hook input has no hook_event_name; nothing was checked"
        }
        "###);
    }
}
