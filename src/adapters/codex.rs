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
