//! Helpers shared by the integration tests: real temporary git repositories and the real binary.
#![allow(dead_code)]

pub mod report;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

pub fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_contract-watch"))
}

/// A git command with the user's and system's configuration kept out of the way.
pub fn git(dir: &Path, args: &[&str]) -> Output {
    let out = Command::new("git")
        .args(args)
        .current_dir(dir)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .env("GIT_AUTHOR_NAME", "Test")
        .env("GIT_AUTHOR_EMAIL", "test@example.invalid")
        .env("GIT_COMMITTER_NAME", "Test")
        .env("GIT_COMMITTER_EMAIL", "test@example.invalid")
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

pub fn run_in(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(bin());
    cmd.args(args)
        .current_dir(dir)
        .env("CONTRACT_WATCH_ENGINE", "builtin")
        .env("NO_COLOR", "1")
        .env("XDG_CONFIG_HOME", dir.join(".no-such-config"))
        .env("XDG_STATE_HOME", dir.join(".git/test-user-state"))
        .stdin(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("binary runs")
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
    use std::io::Write;
    let mut child = Command::new(bin())
        .arg("hook")
        .args(args)
        .current_dir(dir)
        .env("CONTRACT_WATCH_ENGINE", "builtin")
        .env("NO_COLOR", "1")
        .env("XDG_CONFIG_HOME", dir.join(".no-config"))
        .env("XDG_STATE_HOME", dir.join(".git/test-user-state"))
        .env_remove("CLAUDE_PROJECT_DIR")
        .env_remove("GEMINI_PROJECT_DIR")
        .env_remove("CURSOR_PROJECT_DIR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(event.to_string().as_bytes())
        .expect("event written");
    let out = child.wait_with_output().expect("hook answers");
    assert_eq!(out.status.code(), Some(0), "a hook always exits 0");
    out
}

/// One `contract-watch hook claude` event run in `dir`; the hook always exits 0 and answers
/// JSON.
pub fn hook_claude(dir: &Path, event: &serde_json::Value) -> serde_json::Value {
    let out = hook_output(dir, &["claude"], event);
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|_| panic!("JSON answer: {}", String::from_utf8_lossy(&out.stdout)))
}

/// A real git command in `dir` whose hooks find this contract-watch on PATH, with git's user
/// and system configuration kept out and `env` added.
pub fn git_hooked(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let bin_dir = bin().parent().expect("binary dir").to_path_buf();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut cmd = Command::new("git");
    cmd.args(args)
        .current_dir(dir)
        .env("PATH", path)
        .env("NO_COLOR", "1")
        .env("XDG_CONFIG_HOME", dir.join(".no-config"))
        .env("XDG_STATE_HOME", dir.join(".git/test-user-state"))
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .env("GIT_AUTHOR_NAME", "T")
        .env("GIT_AUTHOR_EMAIL", "t@example.invalid")
        .env("GIT_COMMITTER_NAME", "T")
        .env("GIT_COMMITTER_EMAIL", "t@example.invalid")
        .stdin(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("git runs")
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
