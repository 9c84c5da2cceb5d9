//! Helpers shared by the integration tests: real temporary git repositories and the real binary.
#![allow(dead_code)]

pub mod fixtures;
pub mod report;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

pub fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_contract-watch"))
}

/// Git's user and system configuration kept out, and a fixed author and committer: every git
/// a test runs (directly, through a hook manager, or inside an agent client) gets these.
pub const GIT_ENV: &[(&str, &str)] = &[
    ("GIT_CONFIG_NOSYSTEM", "1"),
    ("GIT_CONFIG_GLOBAL", "/dev/null"),
    ("GIT_AUTHOR_NAME", "Test"),
    ("GIT_AUTHOR_EMAIL", "test@example.invalid"),
    ("GIT_COMMITTER_NAME", "Test"),
    ("GIT_COMMITTER_EMAIL", "test@example.invalid"),
];

/// A git command with the user's and system's configuration kept out of the way.
pub fn git(dir: &Path, args: &[&str]) -> Output {
    let out = Command::new("git")
        .args(args)
        .current_dir(dir)
        .envs(GIT_ENV.iter().copied())
        .stdin(Stdio::null())
        .output()
        .expect("git runs");
    assert!(
        out.status.success(),
        "git {:?} failed: {}",
        args,
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// A temporary repository built from `(path, content)` pairs, committed once.
pub struct Repo {
    pub dir: tempfile::TempDir,
}

impl Repo {
    pub fn new(files: &[(&str, &str)]) -> Repo {
        let r = Repo::empty();
        for (p, c) in files {
            r.write(p, c);
        }
        git(r.path(), &["add", "-A"]);
        git(r.path(), &["commit", "-q", "--no-verify", "-m", "base"]);
        r
    }

    /// `git init` with no commit.
    pub fn empty() -> Repo {
        let dir = tempfile::tempdir().expect("tempdir");
        git(dir.path(), &["init", "-q", "-b", "main"]);
        Repo { dir }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn write(&self, rel: &str, content: &str) {
        let p = self.path().join(rel);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).expect("mkdir");
        }
        std::fs::write(p, content).expect("write");
    }

    pub fn commit(&self, msg: &str) {
        git(self.path(), &["add", "-A"]);
        git(self.path(), &["commit", "-q", "--no-verify", "-m", msg]);
    }

    /// Run the binary in the repository with the builtin engine.
    pub fn run(&self, args: &[&str]) -> Output {
        run_in(self.path(), args, &[])
    }
}

/// Variables an agent or the person's shell may have set that would point the binary elsewhere:
/// every spawn clears them.
pub const CLEARED: &[&str] = &[
    "CLAUDE_PROJECT_DIR",
    "GEMINI_PROJECT_DIR",
    "CURSOR_PROJECT_DIR",
];

/// The one isolated environment every spawn of the binary gets in `dir`: the builtin engine,
/// no colours, no user configuration, per-repository user state.
pub fn isolated_env(dir: &Path) -> Vec<(&'static str, std::ffi::OsString)> {
    vec![
        ("CONTRACT_WATCH_ENGINE", "builtin".into()),
        ("NO_COLOR", "1".into()),
        ("XDG_CONFIG_HOME", dir.join(".no-config").into()),
        ("XDG_STATE_HOME", dir.join(".git/test-user-state").into()),
    ]
}

/// The binary with `args`, in `dir`, in the isolated environment ([`isolated_env`],
/// [`CLEARED`]); stdin closed. Change what a test needs on the returned command.
pub fn command(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new(bin());
    cmd.args(args).current_dir(dir).stdin(Stdio::null());
    cmd.envs(isolated_env(dir));
    for k in CLEARED {
        cmd.env_remove(k);
    }
    cmd
}

/// Run the binary in `dir` (isolated) with `env` added.
pub fn run_in(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = command(dir, args);
    cmd.envs(env.iter().copied());
    cmd.output().expect("binary runs")
}

/// Run `cmd` with `input` on stdin and wait for it.
pub fn feed(mut cmd: Command, input: &[u8]) -> Output {
    use std::io::Write;
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("input written");
    child.wait_with_output().expect("binary answers")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// `contract-watch hook <args>` run in `dir` with `event` on stdin, in the one isolated
/// environment every hook test uses: the builtin engine, no user configuration, per-repository
/// user state, no colours, and no agent project directory inherited from the caller.
pub fn hook_output(dir: &Path, args: &[&str], event: &serde_json::Value) -> Output {
    hook_bytes(dir, args, event.to_string().as_bytes())
}

/// `contract-watch hook <args>` with raw bytes on stdin (bad input); it still exits 0.
pub fn hook_bytes(dir: &Path, args: &[&str], input: &[u8]) -> Output {
    let out = feed(command(dir, &[&["hook"][..], args].concat()), input);
    assert_eq!(out.status.code(), Some(0), "a hook always exits 0");
    out
}

/// One `contract-watch hook claude` event run in `dir`; the hook always exits 0 and answers
/// JSON.
pub fn hook_claude(dir: &Path, event: &serde_json::Value) -> serde_json::Value {
    json_answer(&hook_output(dir, &["claude"], event))
}

/// A hook's answer: JSON on stdout.
pub fn json_answer(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|_| panic!("JSON answer: {}", String::from_utf8_lossy(&out.stdout)))
}

/// Claude Code's PreToolUse for a Bash `command` in `r`, answered.
pub fn pre_bash(r: &Repo, command: &str) -> serde_json::Value {
    hook_claude(
        r.path(),
        &serde_json::json!({"cwd": r.path(), "hook_event_name": "PreToolUse", "tool_name": "Bash",
            "tool_input": {"command": command}}),
    )
}

/// The deny reason of a Claude Code PreToolUse answer, when it denies.
pub fn denied(v: &serde_json::Value) -> Option<&str> {
    (v["hookSpecificOutput"]["permissionDecision"] == "deny")
        .then(|| v["hookSpecificOutput"]["permissionDecisionReason"].as_str())
        .flatten()
}

/// The person's line of a Claude Code answer.
pub fn person(v: &serde_json::Value) -> Option<&str> {
    v["systemMessage"].as_str()
}

/// The note for the model of a Claude Code answer.
pub fn model(v: &serde_json::Value) -> Option<&str> {
    v["hookSpecificOutput"]["additionalContext"].as_str()
}

/// A real git command in `dir` whose hooks find this contract-watch on PATH, with git's user
/// and system configuration kept out and `env` added; the engine is what the repository's
/// configuration says unless `env` names one.
pub fn git_hooked(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    hooked("git", dir, args, env)
}

/// `program` (git, or a shell running git) in `dir` the way [`git_hooked`] runs git: the
/// hooks it fires find this contract-watch on PATH.
pub fn hooked(program: &str, dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = isolated(program, dir, args);
    cmd.env("PATH", path_with_binary())
        .env_remove("CONTRACT_WATCH_ENGINE")
        .envs(env.iter().copied());
    cmd.output().expect("program runs")
}

/// PATH with this contract-watch's directory first.
pub fn path_with_binary() -> String {
    let bin_dir = bin().parent().expect("binary dir").to_path_buf();
    format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    )
}

/// `program` in `dir` in the isolated environment ([`isolated_env`], [`CLEARED`]) with git's
/// user and system configuration kept out and a fixed identity; stdin closed.
pub fn isolated(program: &str, dir: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new(program);
    cmd.args(args)
        .current_dir(dir)
        .envs(isolated_env(dir))
        .envs(GIT_ENV.iter().copied())
        .stdin(Stdio::null());
    for k in CLEARED {
        cmd.env_remove(k);
    }
    cmd
}

/// The Python project the onboarding and hook-manager tests share: `parse(s)` in lib.py,
/// called by `run` in use.py.
pub fn parse_project() -> Repo {
    Repo::new(&[
        ("lib.py", "def parse(s):\n    return s\n"),
        (
            "use.py",
            "from lib import parse\n\n\ndef run():\n    return parse(1)\n",
        ),
        ("other.py", "X = 1\n"),
    ])
}

/// `parse` gains a parameter, `run` still calls it with one: the finding is opened the way an
/// agent's edit opens it (PostToolUse through `hook claude`).
pub fn break_parse(r: &Repo) {
    r.write("lib.py", "def parse(s, sep):\n    return s\n");
    let event = serde_json::json!({"cwd": r.path(), "hook_event_name": "PostToolUse", "tool_name": "Edit",
        "tool_input": {"file_path": r.path().join("lib.py"), "old_string": "def parse(s):", "new_string": "def parse(s, sep):"}});
    let v = hook_claude(r.path(), &event);
    assert!(
        v.to_string().contains("do not match: run (use.py:4)"),
        "the finding opens: {v}"
    );
}

/// Every hook answer of one test, in order, under the step it answers, for one whole-answer
/// snapshot per test: each answer is checked entire (decision, reason, note, line), not field by
/// field. Steps are numbered so the snapshot reads in order; the paths given to `redacting` are
/// replaced by a placeholder so no temporary directory reaches a snapshot.
pub struct Said {
    steps: serde_json::Map<String, serde_json::Value>,
    redact: Vec<(String, String)>,
}

impl Said {
    pub fn new() -> Said {
        Said {
            steps: serde_json::Map::new(),
            redact: Vec::new(),
        }
    }

    /// Write `path` as `placeholder` in every answer recorded from now on.
    pub fn redacting(mut self, path: &Path, placeholder: &str) -> Said {
        self.redact
            .push((path.to_str().unwrap().to_string(), placeholder.to_string()));
        // Longest first, so a path inside another is not cut in half.
        self.redact.sort_by_key(|(p, _)| std::cmp::Reverse(p.len()));
        self
    }

    /// Record `v` as the answer to `step`.
    pub fn say(&mut self, step: &str, v: serde_json::Value) {
        let mut text = v.to_string();
        for (path, placeholder) in &self.redact {
            text = text.replace(path.as_str(), placeholder);
        }
        let step = format!("{:02} {step}", self.steps.len() + 1);
        self.steps
            .insert(step, serde_json::from_str(&text).unwrap());
    }

    /// The recorded answers, for `insta::assert_json_snapshot!`.
    pub fn into_map(self) -> serde_json::Map<String, serde_json::Value> {
        self.steps
    }
}

/// The running test's name, for its snapshot.
pub fn test_name() -> String {
    std::thread::current()
        .name()
        .unwrap_or("case")
        .rsplit("::")
        .next()
        .unwrap()
        .to_string()
}
