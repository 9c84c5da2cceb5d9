//! `contract-watch demo`: a scripted session on a throwaway repository built from the example
//! project (embedded, so the demo works wherever the binary is). It drives the real hook entry
//! point — this binary's `hook claude`, in its own process, with Claude Code's JSON — and
//! returns what the model and the person see at each step.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::{json, Value};

const GO_MOD: &str = include_str!("../examples/demo/go.mod");
const MAIN_GO: &str = include_str!("../examples/demo/main.go");
const PARSE_GO: &str = include_str!("../examples/demo/parse.go");

/// Why the demo could not run.
#[derive(Debug, thiserror::Error)]
pub enum DemoError {
    #[error("cannot prepare the demo repository: {0}")]
    Setup(#[source] std::io::Error),
    #[error("git {args}: {source}")]
    Git {
        args: String,
        source: crate::cause::Cause,
    },
    #[error("the hook answered something that is not JSON: {0}")]
    Hook(String),
}

/// One step of the session.
#[derive(Debug, Clone)]
pub struct Step {
    /// What happened, in the person's words.
    pub action: String,
    /// What the model read (additionalContext), if anything.
    pub model: Option<String>,
    /// What the person saw (systemMessage or a blocked prompt's reason), if anything.
    pub person: Option<String>,
}

struct Session {
    exe: PathBuf,
    root: PathBuf,
}

impl Session {
    fn git(&self, args: &[&str]) -> Result<(), DemoError> {
        let out = Command::new("git")
            .args(args)
            .current_dir(&self.root)
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .env("GIT_CONFIG_GLOBAL", "/dev/null")
            .env("GIT_AUTHOR_NAME", "contract-watch demo")
            .env("GIT_AUTHOR_EMAIL", "demo@contract-watch.invalid")
            .env("GIT_COMMITTER_NAME", "contract-watch demo")
            .env("GIT_COMMITTER_EMAIL", "demo@contract-watch.invalid")
            .stdin(Stdio::null())
            .output()
            .map_err(|e| DemoError::Git {
                args: args.join(" "),
                source: e.into(),
            })?;
        if out.status.success() {
            Ok(())
        } else {
            Err(DemoError::Git {
                args: args.join(" "),
                source: String::from_utf8_lossy(&out.stderr).trim().into(),
            })
        }
    }

    fn write(&self, rel: &str, text: &str) -> Result<(), DemoError> {
        std::fs::write(self.root.join(rel), text).map_err(DemoError::Setup)
    }

    /// Run `contract-watch hook claude` with one event, as Claude Code would.
    fn hook(&self, mut event: Value) -> Result<(Option<String>, Option<String>), DemoError> {
        event["session_id"] = json!("demo");
        event["cwd"] = json!(self.root.display().to_string());
        let mut child = Command::new(&self.exe)
            .args(["hook", "claude"])
            .current_dir(&self.root)
            .env("CONTRACT_WATCH_ENGINE", "builtin")
            // Keep the throwaway repository out of the person's sidebar registry.
            .env("XDG_STATE_HOME", self.root.join(".git/demo-user-state"))
            .env_remove("CLAUDE_PROJECT_DIR")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(DemoError::Setup)?;
        if let Some(mut stdin) = child.stdin.take() {
            let _ = stdin.write_all(event.to_string().as_bytes());
        }
        let out = child.wait_with_output().map_err(DemoError::Setup)?;
        let text = String::from_utf8_lossy(&out.stdout).to_string();
        let v: Value = serde_json::from_str(&text).map_err(|_| DemoError::Hook(text.clone()))?;
        let model = v["hookSpecificOutput"]["additionalContext"]
            .as_str()
            .or(v["hookSpecificOutput"]["permissionDecisionReason"].as_str())
            .map(str::to_string);
        let person = v["systemMessage"]
            .as_str()
            .or(v["reason"].as_str())
            .map(str::to_string);
        Ok((model, person))
    }

    fn bash(&self, command: &str) -> Result<(Option<String>, Option<String>), DemoError> {
        self.hook(json!({
            "hook_event_name": "PreToolUse",
            "tool_name": "Bash",
            "tool_input": { "command": command, "description": "commit" }
        }))
    }

    fn edit(
        &self,
        rel: &str,
        old: &str,
        new: &str,
    ) -> Result<(Option<String>, Option<String>), DemoError> {
        let path = self.root.join(rel);
        let before = std::fs::read_to_string(&path).map_err(DemoError::Setup)?;
        self.write(rel, &before.replacen(old, new, 1))?;
        self.hook(json!({
            "hook_event_name": "PostToolUse",
            "tool_name": "Edit",
            "tool_input": { "file_path": path.display().to_string(), "old_string": old, "new_string": new, "replace_all": false },
            "tool_response": { "filePath": path.display().to_string(), "oldString": old, "newString": new, "originalFile": before }
        }))
    }
}

/// Run the scripted session in `work` (a fresh temporary directory).
pub fn run(exe: &Path, work: &Path) -> Result<Vec<Step>, DemoError> {
    let s = Session {
        exe: exe.to_path_buf(),
        root: work.to_path_buf(),
    };
    s.git(&["init", "-q"])?;
    s.git(&["symbolic-ref", "HEAD", "refs/heads/main"])?;
    s.write("go.mod", GO_MOD)?;
    s.write("main.go", MAIN_GO)?;
    s.write("parse.go", PARSE_GO)?;
    s.git(&["add", "-A"])?;
    s.git(&["commit", "-q", "--no-verify", "-m", "demo base"])?;

    let mut steps = Vec::new();
    let mut push = |action: &str, (model, person): (Option<String>, Option<String>)| {
        steps.push(Step {
            action: action.to_string(),
            model,
            person,
        })
    };
    push(
        "The agent edits parse.go: parse gains a `strict bool` parameter.",
        s.edit(
            "parse.go",
            "func parse(s string) []string {\n\treturn strings.Split(s, \",\")",
            "func parse(s string, strict bool) []string {\n\tif strict && s == \"\" {\n\t\treturn nil\n\t}\n\treturn strings.Split(s, \",\")",
        )?,
    );
    push(
        "The agent brings main (main.go) to the new signature: a body edit, nothing runs.",
        s.edit("main.go", "parse(\"a,b\")", "parse(\"a,b\", true)")?,
    );
    push(
        "The turn ends (Stop): every open finding is measured again.",
        s.hook(json!({ "hook_event_name": "Stop", "stop_hook_active": false }))?,
    );
    push(
        "The person sends the next prompt: the kept turn note reaches the model once.",
        s.hook(json!({ "hook_event_name": "UserPromptSubmit", "prompt": "go on" }))?,
    );
    push(
        "Another prompt in the same turn: no second note.",
        s.hook(json!({ "hook_event_name": "UserPromptSubmit", "prompt": "and?" }))?,
    );
    push(
        "The person sets deny mode with /contract-watch mode deny (it never reaches the model).",
        s.hook(
            json!({ "hook_event_name": "UserPromptSubmit", "prompt": "/contract-watch mode deny" }),
        )?,
    );
    push(
        "The agent runs `git commit -am wip`: re-measured before it runs, and stopped.",
        s.bash("git commit -am wip")?,
    );
    push(
        "The agent fixes other (main.go): a body edit, nothing runs.",
        s.edit("main.go", "parse(\"c\")", "parse(\"c\", false)")?,
    );
    push(
        "The agent runs `git commit -am \"parse takes strict\"`: the finding closes first, the commit runs.",
        s.bash("git commit -am \"parse takes strict\"")?,
    );
    Ok(steps)
}
