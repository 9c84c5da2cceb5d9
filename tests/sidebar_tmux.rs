//! The sidebar in a real terminal: tmux runs `contract-watch sidebar` in a pane, the test
//! drives the hook entry point and reads the pane with capture-pane.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::Repo;
use serde_json::{json, Value};

struct Tmux {
    socket: String,
}

impl Tmux {
    fn new(tag: &str) -> Tmux {
        let ok = Command::new("tmux")
            .arg("-V")
            .output()
            .map(|o| o.status.success())
            .unwrap_or(false);
        assert!(ok, "tmux is needed for this test (.ci/run installs it)");
        Tmux {
            socket: format!("cw-test-{}-{tag}", std::process::id()),
        }
    }

    /// A tmux command in a session of its own (`setsid`), so the server it may fork never
    /// shares this process's terminal, process group or pipes.
    fn command(&self, args: &[&str]) -> Command {
        let mut c = Command::new("setsid");
        c.args(["-w", "tmux", "-L", &self.socket, "-f", "/dev/null"])
            .args(args)
            .stdin(Stdio::null())
            .stderr(Stdio::null());
        c
    }

    fn cmd(&self, args: &[&str]) -> String {
        let out = self.command(args).output().unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn quiet(&self, args: &[&str]) {
        let _ = self.command(args).stdout(Stdio::null()).status();
    }

    fn start(&self, repo: &Path) {
        // The isolated environment of every other test, less NO_COLOR: the pane shows colours.
        let mut env: Vec<String> = common::CLEARED.iter().map(|k| format!("-u {k}")).collect();
        env.extend(
            common::isolated_env(repo)
                .into_iter()
                .filter(|(k, _)| *k != "NO_COLOR")
                .map(|(k, v)| format!("{k}='{}'", v.to_string_lossy())),
        );
        let cmd = format!(
            "env -u NO_COLOR {} TERM=xterm-256color '{}' sidebar",
            env.join(" "),
            common::bin().display()
        );
        self.quiet(&[
            "new-session",
            "-d",
            "-s",
            "side",
            "-x",
            "70",
            "-y",
            "14",
            "-c",
            &repo.display().to_string(),
            &cmd,
        ]);
    }

    fn capture(&self, escapes: bool) -> String {
        if escapes {
            self.cmd(&["capture-pane", "-p", "-e", "-t", "side"])
        } else {
            self.cmd(&["capture-pane", "-p", "-t", "side"])
        }
    }

    /// Wait (bounded) until the pane shows what `pred` wants; the last capture either way.
    fn wait_for(&self, pred: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let c = self.capture(false);
            if pred(&c) || start.elapsed() > Duration::from_secs(10) {
                return c;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn pane_pid(&self) -> i32 {
        let pid: i32 = self
            .cmd(&["display-message", "-p", "-t", "side", "#{pane_pid}"])
            .trim()
            .parse()
            .expect("tmux names the pane's pid");
        // A pid of 0 or 1 would make `kill` hit far more than the pane.
        assert!(pid > 1, "pane pid {pid}");
        pid
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.quiet(&["kill-server"]);
    }
}

fn change(repo: &Repo, i: usize, params: &str) -> Value {
    let path = repo.path().join("lib.py");
    let text = std::fs::read_to_string(&path).unwrap();
    let old = text
        .lines()
        .find(|l| l.starts_with(&format!("def f{i}(")))
        .unwrap()
        .to_string();
    let new = format!("def f{i}({params}):");
    std::fs::write(&path, text.replacen(&old, &new, 1)).unwrap();
    common::hook_claude(
        repo.path(),
        &json!({"cwd": repo.path(), "hook_event_name": "PostToolUse", "tool_name": "Edit",
        "tool_input": {"file_path": path, "old_string": old, "new_string": new}}),
    )
}

fn lock_held(repo: &Repo) -> bool {
    contract_watch::sidebar::lock_held(&repo.path().join(".git/contract-watch/sidebar.lock"))
}

fn wait_lock(repo: &Repo, held: bool) {
    let start = Instant::now();
    while lock_held(repo) != held && start.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(lock_held(repo), held);
}

fn repo() -> Repo {
    let mut lib = String::new();
    let mut uses = String::from("from lib import *\n");
    for i in 0..6 {
        lib.push_str(&format!("def f{i}(a):\n    return a\n\n\n"));
        uses.push_str(&format!("\n\ndef use{i}():\n    return f{i}(1)\n"));
    }
    Repo::new(&[("lib.py", &lib), ("use.py", &uses)])
}

#[test]
fn the_pane_carries_findings_and_the_transcript_stays_clean() {
    let r = repo();
    let t = Tmux::new("a");
    // Make the state directory exist, then start the pane.
    r.run(&["status"]);
    t.start(r.path());
    wait_lock(&r, true);
    let idle = t.wait_for(|c| c.contains("no open finding"));
    assert!(
        idle.contains("contract-watch: watching 1 repository; no open finding"),
        "{idle}"
    );

    let v = change(&r, 0, "a, b");
    assert!(
        v["hookSpecificOutput"]["additionalContext"].is_string(),
        "the model still gets the note"
    );
    assert!(
        v.get("systemMessage").is_none(),
        "no transcript line while the pane is open: {v}"
    );
    let screen = t.wait_for(|c| c.contains("f0 changed from 1 to 2 parameter(s)"));
    assert!(
        screen.contains("f0 changed from 1 to 2 parameter(s)"),
        "{screen}"
    );
    assert!(screen.contains("use0 (use.py:4)"), "{screen}");
    let colored = t.capture(true);
    assert!(
        colored.contains("\x1b[31m"),
        "the mismatching caller is red: {colored:?}"
    );

    // Newer entries push older ones off the 14-line pane.
    for i in 1..6 {
        change(&r, i, "a, b");
    }
    let screen = t.wait_for(|c| c.contains("f5 changed"));
    assert!(screen.contains("f5 changed"), "{screen}");
    assert!(
        !screen.contains("f0 changed"),
        "the oldest entry is pushed off: {screen}"
    );

    // A closed finding's entry disappears and its closing line shows.
    change(&r, 5, "a");
    let screen = t.wait_for(|c| c.contains("every caller matches f5 again"));
    assert!(screen.contains("every caller matches f5 again"), "{screen}");
    assert!(!screen.contains("f5 changed"), "{screen}");

    // The pane closes: lines go to the transcript again.
    t.quiet(&["kill-session", "-t", "side"]);
    wait_lock(&r, false);
    let v = change(&r, 4, "a, b, c");
    assert!(
        v["systemMessage"]
            .as_str()
            .unwrap()
            .contains("f4 changed from 1 to 3"),
        "{v}"
    );
}

#[test]
fn a_killed_pane_does_not_swallow_lines() {
    let r = repo();
    let t = Tmux::new("b");
    r.run(&["status"]);
    t.start(r.path());
    wait_lock(&r, true);
    let pid = t.pane_pid();
    // Kill the pane's process and its children (the sidebar, if a shell sits between) hard,
    // one by one by pid.
    let children = Command::new("pgrep")
        .args(["-P", &pid.to_string()])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default();
    for p in std::iter::once(pid.to_string()).chain(children.split_whitespace().map(str::to_string))
    {
        if p.parse::<i32>().is_ok_and(|n| n > 1) {
            let _ = Command::new("kill")
                .args(["-9", &p])
                .stderr(Stdio::null())
                .status();
        }
    }
    wait_lock(&r, false);
    let v = change(&r, 0, "a, b");
    assert!(
        v["systemMessage"]
            .as_str()
            .unwrap()
            .contains("f0 changed from 1 to 2"),
        "{v}"
    );
}
