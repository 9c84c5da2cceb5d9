//! Faults under the pre-command moment (issue 11), each with its exact reproducer, through the
//! real `hook claude` PreToolUse on a real repository in deny mode: nothing is lost, and a
//! known mismatch keeps holding.

mod common;

use common::{denied, hook_claude, person, pre_bash, Repo};
use serde_json::{json, Value};

/// `parse` changed from 1 to 2 parameters, `run` left behind; deny mode.
fn scenario() -> Repo {
    let r = Repo::new(&[
        ("lib.py", "def parse(s):\n    return s\n"),
        (
            "use.py",
            "from lib import parse\n\n\ndef run():\n    return parse(1)\n",
        ),
    ]);
    r.write("lib.py", "def parse(s, sep):\n    return s\n");
    hook_claude(
        r.path(),
        &json!({"cwd": r.path(), "hook_event_name": "PostToolUse", "tool_name": "Edit",
        "tool_input": {"file_path": r.path().join("lib.py"), "old_string": "def parse(s):",
        "new_string": "def parse(s, sep):"}}),
    );
    assert!(r.run(&["mode", "deny"]).status.success());
    r
}

fn status_json(r: &Repo) -> Value {
    let out = r.run(&["status", "--json"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn a_malformed_finding_record_is_set_aside_alone_and_deny_keeps_holding() {
    let r = scenario();
    let state = r.path().join(".git/contract-watch/state.json");
    let mut v: Value = serde_json::from_slice(&std::fs::read(&state).unwrap()).unwrap();
    v["findings"]
        .as_array_mut()
        .unwrap()
        .push(json!({"id": "broken.py:x", "file": 7}));
    std::fs::write(&state, serde_json::to_vec(&v).unwrap()).unwrap();

    let out = pre_bash(&r, "git push");
    let reason = denied(&out).unwrap_or_else(|| panic!("push not held: {out}"));
    assert!(reason.contains("parse changed from 1 to 2"), "{reason}");
    assert!(
        person(&out).unwrap().contains("finding record(s) in ")
            && person(&out)
                .unwrap()
                .contains("the other findings and the mode are kept"),
        "{out}"
    );
    // Said once, however many times the state is read.
    assert_eq!(
        person(&out)
            .unwrap()
            .matches("finding record(s) in ")
            .count(),
        1,
        "{out}"
    );
    let mode = r.run(&["mode"]);
    assert!(common::stdout(&mode).starts_with("deny"));
    let s = status_json(&r);
    assert_eq!(s["findings"].as_array().map(Vec::len), Some(1), "{s}");
}

#[test]
fn a_directory_at_the_lock_path_does_not_let_the_push_through() {
    let r = scenario();
    let lock = r.path().join(".git/contract-watch/lock");
    let _ = std::fs::remove_file(&lock);
    std::fs::create_dir(&lock).unwrap();

    for cmd in ["git push", "git commit -am x", "git merge main"] {
        let out = pre_bash(&r, cmd);
        let reason = denied(&out).unwrap_or_else(|| panic!("{cmd} not held: {out}"));
        assert!(reason.contains("parse changed from 1 to 2"), "{reason}");
        assert!(
            person(&out)
                .unwrap()
                .contains("the state lock could not be taken"),
            "{out}"
        );
    }
    // Benign commands still pass, with nothing said.
    assert_eq!(pre_bash(&r, "cargo build"), json!({}));

    std::fs::remove_dir(&lock).unwrap();
    let mode = r.run(&["mode"]);
    assert!(common::stdout(&mode).starts_with("deny"));
    let s = status_json(&r);
    assert_eq!(s["findings"].as_array().map(Vec::len), Some(1), "{s}");
}
