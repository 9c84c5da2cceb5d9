//! The sidebar piped (no terminal): plain lines without escapes, and `--all` following every
//! repository that opens a finding.

mod common;

use std::io::{BufRead, BufReader};
use std::process::{Child, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use common::Repo;
use serde_json::json;

struct Pane {
    child: Child,
    lines: mpsc::Receiver<String>,
}

impl Pane {
    fn start(dir: &std::path::Path, state: &std::path::Path, args: &[&str]) -> Pane {
        let mut child = common::command(dir, &[&["sidebar"][..], args].concat())
            .env("XDG_STATE_HOME", state)
            .env_remove("NO_COLOR")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let out = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Pane { child, lines: rx }
    }

    /// Lines until one contains `want` (bounded wait); all lines read.
    fn until(&self, want: &str) -> Vec<String> {
        let mut seen = Vec::new();
        while let Ok(l) = self.lines.recv_timeout(Duration::from_secs(10)) {
            let hit = l.contains(want);
            seen.push(l);
            if hit {
                return seen;
            }
        }
        panic!("no line with {want:?}; saw {seen:?}");
    }
}

impl Drop for Pane {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn edit(r: &Repo, state: &std::path::Path, old: &str, new: &str) {
    let path = r.path().join("lib.py");
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, text.replacen(old, new, 1)).unwrap();
    let mut cmd = common::command(r.path(), &["hook", "claude"]);
    cmd.env("XDG_STATE_HOME", state);
    let ev = json!({"cwd": r.path(), "hook_event_name": "PostToolUse", "tool_name": "Edit",
        "tool_input": {"file_path": path, "old_string": old, "new_string": new}});
    let out = common::feed(cmd, ev.to_string().as_bytes());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(
        v.get("systemMessage").is_none(),
        "the pane is open: no transcript line: {v}"
    );
}

fn repo(name: &str) -> Repo {
    let r = Repo::new(&[
        ("lib.py", &format!("def {name}(a):\n    return a\n")),
        (
            "use.py",
            &format!("from lib import {name}\n\n\ndef run():\n    return {name}(1)\n"),
        ),
    ]);
    r
}

fn wait_for_lock(state_dir: &std::path::Path) {
    for _ in 0..500 {
        if contract_watch::sidebar::lock_held(state_dir) {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the pane never took its lock");
}

#[test]
fn piped_output_is_plain_lines_in_order() {
    let r = repo("parse");
    let state = r.path().join(".git/user-state");
    r.run(&["status"]);
    let pane = Pane::start(r.path(), &state, &[]);
    wait_for_lock(&r.path().join(".git/contract-watch/sidebar.lock"));
    edit(&r, &state, "def parse(a):", "def parse(a, b):");
    let lines = pane.until("run (use.py:4)");
    assert_eq!(
        lines,
        vec!["parse changed from 1 to 2 parameter(s)", "  run (use.py:4)"]
    );
    edit(&r, &state, "def parse(a, b):", "def parse(a):");
    let lines = pane.until("every caller matches parse again");
    assert_eq!(
        lines,
        vec!["contract-watch: every caller matches parse again"]
    );
    assert!(lines.iter().all(|l| !l.contains('\u{1b}')));
}

#[test]
fn all_follows_every_repository_with_labels() {
    let a = repo("parse");
    let b = repo("load");
    let state = tempfile::tempdir().unwrap();
    let pane = Pane::start(a.path(), state.path(), &["--all"]);
    wait_for_lock(&state.path().join("contract-watch/sidebar-all.lock"));
    edit(&a, state.path(), "def parse(a):", "def parse(a, b):");
    let seen = pane.until("parse changed");
    let label_a = a.path().file_name().unwrap().to_string_lossy().to_string();
    assert!(
        seen.last()
            .unwrap()
            .starts_with(&format!("[{label_a}] parse changed")),
        "{seen:?}"
    );
    edit(&b, state.path(), "def load(a):", "def load(a, b, c):");
    let seen = pane.until("load changed");
    let label_b = b.path().file_name().unwrap().to_string_lossy().to_string();
    assert!(
        seen.last()
            .unwrap()
            .starts_with(&format!("[{label_b}] load changed from 1 to 3")),
        "{seen:?}"
    );
}
