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
    // Edits are compared fragment to fragment before anything else: a body edit (the common
    // case) then answers without looking for the repository at all.
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
        "Write" => {}
        other => {
            return Ok(person(&format!(
                "contract-watch: ignored the {other} tool (it watches Edit, MultiEdit and Write)"
            )))
        }
    }
    if tool != "Write" && changed.is_empty() {
        return Ok(json!({}));
    }
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
    if tool == "Write" {
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

fn pre_tool_use(event: &Value) -> HookResult {
    let tool = event["tool_name"].as_str().unwrap_or("");
    let input = &event["tool_input"];
    match tool {
        "Bash" | "PowerShell" => {
            let command = input["command"].as_str().unwrap_or("");
            pre_bash(event, command)
        }
        "Edit" | "MultiEdit" | "Write" | "NotebookEdit" => Ok(guard_file_edit(event, input)),
        _ => Ok(json!({})),
    }
}

fn deny(reason: &str, person_line: Option<String>) -> Value {
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

const STATE_REFUSAL: &str = "contract-watch: the findings state is not the model's to change; fix the callers (contract-watch status shows them) and it closes itself";
const MODE_REFUSAL: &str = "contract-watch: the mode is the person's to set (they type /contract-watch mode note|deny); bring the callers to the new signature instead";
const HOOKS_REFUSAL: &str =
    "contract-watch: its hook entries are the person's to change; they stay as they are";

/// Whether a path lies in a git dir's `contract-watch/` state directory.
fn is_state_path(path: &Path) -> bool {
    let mut p = path;
    while let Some(parent) = p.parent() {
        if p.file_name().is_some_and(|n| n == "contract-watch") && parent.join("HEAD").is_file() {
            return true;
        }
        p = parent;
    }
    false
}

/// Whether a path is a Claude Code settings file that carries hooks.
fn is_claude_settings(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let in_claude = path
        .parent()
        .and_then(|p| p.file_name())
        .is_some_and(|n| n == ".claude");
    in_claude && (name == "settings.json" || name == "settings.local.json")
}

/// Edit/Write on the state directory are refused in both modes; so are edits of the Claude
/// settings that would drop contract-watch's hooks or switch hooks off.
fn guard_file_edit(event: &Value, input: &Value) -> Value {
    let Some(file) = input["file_path"]
        .as_str()
        .or(input["notebook_path"].as_str())
    else {
        return json!({});
    };
    let path = Path::new(file);
    let path = if path.is_absolute() {
        path.to_path_buf()
    } else {
        cwd(event).join(path)
    };
    if is_state_path(&path) {
        return deny(
            STATE_REFUSAL,
            Some("contract-watch: refused an edit of its state by the model".into()),
        );
    }
    if is_claude_settings(&path) {
        let ours = |t: &str| t.contains("contract-watch") && t.contains("hook claude");
        let before = std::fs::read_to_string(&path).unwrap_or_default();
        let removes = match event["tool_name"].as_str() {
            Some("Write") => {
                let after = input["content"].as_str().unwrap_or("");
                (ours(&before) && !ours(after)) || after.contains("disableAllHooks")
            }
            _ => {
                let mut olds: Vec<&str> = vec![input["old_string"].as_str().unwrap_or("")];
                let mut news: Vec<&str> = vec![input["new_string"].as_str().unwrap_or("")];
                for e in input["edits"].as_array().map(Vec::as_slice).unwrap_or(&[]) {
                    olds.push(e["old_string"].as_str().unwrap_or(""));
                    news.push(e["new_string"].as_str().unwrap_or(""));
                }
                olds.iter()
                    .any(|o| o.contains("contract-watch") || o.contains("hook claude"))
                    || news.iter().any(|n| n.contains("disableAllHooks"))
            }
        };
        if removes {
            return deny(
                HOOKS_REFUSAL,
                Some("contract-watch: refused an edit that would switch its hooks off".into()),
            );
        }
    }
    json!({})
}

/// The words of a command for the no-bypass checks: separators and substitutions opened up,
/// and quoted strings (`bash -c '…'`, `eval "…"`) split again, so a word cannot hide inside
/// another. An over-approximation: it only ever sees more words than the shell would.
fn words_deep(command: &str, depth: usize, out: &mut Vec<String>) {
    let opened: String = command
        .chars()
        .map(|c| match c {
            ';' | '&' | '|' | '(' | ')' | '`' | '\n' | '{' | '}' => ' ',
            c => c,
        })
        .collect();
    let words = shell_words::split(&opened)
        .unwrap_or_else(|_| opened.split_whitespace().map(str::to_string).collect());
    for w in words {
        let nested = depth < 4 && w.contains(char::is_whitespace);
        out.push(w.clone());
        if nested {
            words_deep(&w, depth + 1, out);
        }
    }
}

/// Programs that change files; with one of them (or a redirection) a command that names the
/// state directory is refused, while reading it (`cat`, `jq`, `ls`) is not.
const WRITERS: &[&str] = &[
    "rm", "rmdir", "mv", "cp", "ln", "tee", "truncate", "shred", "chmod", "chown", "touch", "dd",
    "install", "rsync", "unlink", "find", "sed", "perl", "python", "python3", "ruby", "node",
    "awk", "gawk", "xargs", "tar", "unzip", "patch", "git",
];

/// Bash commands that would change the mode, the state or the hook configuration.
fn bypass_attempt(command: &str) -> Option<&'static str> {
    // Cheap text checks first: none of these words, nothing to refuse.
    let mentions_cw = command.contains("contract-watch") || command.contains("contract_watch");
    let mentions_claude = command.contains(".claude");
    if !mentions_cw && !mentions_claude {
        return None;
    }
    let mut words = Vec::new();
    words_deep(command, 0, &mut words);
    let writes = command.contains('>')
        || words
            .iter()
            .any(|w| WRITERS.contains(&w.rsplit('/').next().unwrap_or(w)));
    for (i, w) in words.iter().enumerate() {
        let base = w.rsplit('/').next().unwrap_or(w);
        // Forgetting findings is the person's escape hatch, not the model's.
        if base == "contract-watch" && words.get(i + 1).map(String::as_str) == Some("forget") {
            return Some(STATE_REFUSAL);
        }
        if base == "contract-watch" && words.get(i + 1).map(String::as_str) == Some("mode") {
            if let Some(value) = words.get(i + 2) {
                if value == "note" || value == "deny" || value.starts_with('$') {
                    return Some(MODE_REFUSAL);
                }
            }
        }
        // A path into a git dir's contract-watch/ state directory (or the directory itself,
        // named from inside the git dir), with something that writes.
        let names_state = w.contains(".git/contract-watch")
            || w.contains("/contract-watch/")
            || (w.contains(".git/worktrees/") && w.contains("/contract-watch"))
            || (w.contains("contract-watch") && w.contains(['*', '?', '[']))
            || ((w == "contract-watch" || w == "contract-watch/")
                && i > 0
                && words[i - 1] != "contract-watch");
        if names_state && writes && !(base == "contract-watch" && i == 0) {
            return Some(STATE_REFUSAL);
        }
    }
    if mentions_claude
        && (command.contains(".claude/settings") || command.contains(".claude/hooks"))
    {
        let read_only = matches!(
            words.first().map(String::as_str),
            Some("cat" | "less" | "head" | "tail" | "jq" | "grep" | "ls")
        ) && !writes
            && !command.contains("-i");
        if !read_only {
            return Some(HOOKS_REFUSAL);
        }
    }
    None
}

fn pre_bash(event: &Value, command: &str) -> HookResult {
    if let Some(reason) = bypass_attempt(command) {
        return Ok(deny(
            reason,
            Some(format!(
                "contract-watch: refused a command from the model: {}",
                first_line(command)
            )),
        ));
    }
    let cwd = cwd(event);
    let scan = crate::guard::scan(command, &cwd, &crate::guard::GitConfigAliases);
    if scan.is_empty() {
        return Ok(json!({}));
    }
    use crate::gate::{Action, CommitScope};
    // The strictest action per repository: a push or merge holds on every finding, a commit
    // only on its files; a command the guard cannot see through is gated as a push would be.
    let mut per_repo: Vec<(Workspace, Action)> = Vec::new();
    let mut add = |ws: Workspace, action: Action| {
        let strict = |a: &Action| !matches!(a, Action::Commit(_));
        match per_repo.iter_mut().find(|(w, _)| w.git_dir == ws.git_dir) {
            Some((_, a)) => {
                if strict(&action) && !strict(a) {
                    *a = action;
                }
            }
            None => per_repo.push((ws, action)),
        }
    };
    for inv in &scan.invocations {
        // Where git acts: the work tree it is given, else the one beside a `.git` it is given,
        // else the directory it runs in.
        let beside_git_dir = inv
            .git_dir
            .as_ref()
            .filter(|g| g.file_name().is_some_and(|n| n == ".git"))
            .and_then(|g| g.parent().map(Path::to_path_buf));
        let dir = inv
            .work_tree
            .clone()
            .or(beside_git_dir)
            .unwrap_or_else(|| inv.dir.clone());
        let dir = if dir.is_dir() { dir } else { cwd.clone() };
        let Some(ws) = Workspace::discover(&dir)? else {
            continue;
        };
        let action = match inv.verb {
            crate::guard::Verb::Commit if inv.args.iter().any(|a| a == "…") => Action::Opaque,
            crate::guard::Verb::Commit => Action::Commit(CommitScope::from_args(&inv.args)),
            crate::guard::Verb::Push => Action::Push,
            crate::guard::Verb::Merge => Action::Merge,
        };
        add(ws, action);
    }
    if !scan.opaque.is_empty() {
        for ws in workspaces(event)? {
            add(ws, Action::Opaque);
        }
    }
    let mut reasons = Vec::new();
    let mut lines = Vec::new();
    for (ws, action) in per_repo {
        // Nothing open: nothing to re-measure or hold, and no engine runs.
        let open = ws.store.findings()?;
        lines.extend(open.warnings);
        if open.value.is_empty() {
            continue;
        }
        match crate::gate::run(&ws, &action) {
            Ok(v) => {
                lines.extend(v.said.person);
                if let Some(r) = v.deny_reason {
                    reasons.push(r);
                }
            }
            Err(e) => lines.push(format!(
                "contract-watch: the check before this command could not run ({e}); letting it through"
            )),
        }
    }
    let person = (!lines.is_empty()).then(|| lines.join("\n"));
    if reasons.is_empty() {
        return Ok(match person {
            Some(p) => json!({ "systemMessage": p }),
            None => json!({}),
        });
    }
    Ok(deny(&reasons.join("\n"), person))
}

fn first_line(s: &str) -> String {
    let l = s.lines().next().unwrap_or("");
    if l.chars().count() > 80 {
        format!("{}…", l.chars().take(80).collect::<String>())
    } else {
        l.to_string()
    }
}
