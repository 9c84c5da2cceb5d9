//! The pre-command moment on real repositories: the Bash pre-hook, `contract-watch gate`, and
//! the git hooks run by real git commands, in note and deny mode; no bypass for the model.

mod common;

use common::{denied, git, git_hooked, hook_claude, person, pre_bash, Repo};

/// The engine every hooked git command here uses.
const BUILTIN: &[(&str, &str)] = &[("CONTRACT_WATCH_ENGINE", "builtin")];
use serde_json::{json, Value};

/// A repository with `parse` changed from 1 to 2 parameters, `run` left behind, and an
/// unrelated modified file; the finding is open.
fn scenario() -> Repo {
    let r = Repo::new(&[
        ("lib.py", "def parse(s):\n    return s\n"),
        (
            "use.py",
            "from lib import parse\n\n\ndef run():\n    return parse(1)\n",
        ),
        ("other.py", "X = 1\n"),
    ]);
    let old = "def parse(s):";
    let new = "def parse(s, sep):";
    r.write("lib.py", "def parse(s, sep):\n    return s\n");
    r.write("other.py", "X = 2\n");
    let v = hook_claude(
        r.path(),
        &json!({"cwd": r.path(), "hook_event_name": "PostToolUse", "tool_name": "Edit",
        "tool_input": {"file_path": r.path().join("lib.py"), "old_string": old, "new_string": new}}),
    );
    assert!(
        person(&v).unwrap().contains("do not match: run (use.py:4)"),
        "{v}"
    );
    r
}

fn set_mode(r: &Repo, m: &str) {
    let out = r.run(&["mode", m]);
    assert!(out.status.success());
}

const STANDING: &str = "contract-watch: git commit stopped: 1 changed signature(s) still leave a caller behind: parse changed from 1 to 2 parameter(s), 1 caller(s) do not match";

#[test]
fn note_mode_stops_nothing() {
    let r = scenario();
    for cmd in [
        "git commit -am x",
        "git push origin main",
        "git merge topic",
    ] {
        let v = pre_bash(&r, cmd);
        assert_eq!(denied(&v), None, "{cmd}: {v}");
    }
}

#[test]
fn deny_mode_commit_answers_for_its_own_files() {
    let r = scenario();
    set_mode(&r, "deny");
    // Only other.py staged: the commit runs, with one line naming what still stands.
    git(r.path(), &["add", "other.py"]);
    let v = pre_bash(&r, "git commit -m 'other only'");
    assert_eq!(denied(&v), None, "{v}");
    assert_eq!(
        person(&v),
        Some("contract-watch: 1 changed signature(s) still leave a caller behind, none in the files this commit holds")
    );
    // -a puts lib.py in the commit.
    let v = pre_bash(&r, "git commit -am x");
    assert!(denied(&v).unwrap().starts_with(STANDING), "{v}");
    assert!(denied(&v).unwrap().contains("run (use.py:4)"));
    // One line for the person: the finding the edit already told is not told again.
    let said = person(&v).unwrap();
    assert!(said.starts_with(STANDING), "{said}");
    assert_eq!(said.lines().count(), 1, "{said}");
    // A pathspec decides too.
    assert_eq!(denied(&pre_bash(&r, "git commit -m x other.py")), None);
    assert!(denied(&pre_bash(&r, "git commit -m x -- lib.py")).is_some());
    // Staging lib.py holds a plain commit.
    git(r.path(), &["add", "lib.py"]);
    assert!(denied(&pre_bash(&r, "git commit -m x")).is_some());
    // Wrapped, chained, or through -C from elsewhere: still seen.
    assert!(denied(&pre_bash(&r, "cd . && bash -c 'git commit -m x'")).is_some());
    assert!(denied(&pre_bash(
        &r,
        "true; env GIT_PAGER=cat git --no-pager commit --no-verify -m x"
    ))
    .is_some());
}

#[test]
fn deny_mode_push_and_merge_hold_on_every_standing_finding() {
    let r = scenario();
    set_mode(&r, "deny");
    let v = pre_bash(&r, "git push origin main");
    assert!(
        denied(&v)
            .unwrap()
            .starts_with("contract-watch: git push stopped: "),
        "{v}"
    );
    let v = pre_bash(&r, "git fetch && git merge origin/main");
    assert!(
        denied(&v)
            .unwrap()
            .starts_with("contract-watch: git merge stopped: "),
        "{v}"
    );
    // A command the guard cannot see through is gated as a push.
    let v = pre_bash(&r, "$GIT commit -m x");
    assert!(denied(&v).is_some(), "{v}");
    // Benign commands pass untouched, and fast paths say nothing.
    for cmd in [
        "git status",
        "git log --oneline",
        "echo 'git commit'",
        "cargo test",
        "grep commit use.py",
    ] {
        assert_eq!(pre_bash(&r, cmd), json!({}), "{cmd}");
    }
}

#[test]
fn git_c_acts_on_the_other_repository() {
    let r = scenario();
    set_mode(&r, "deny");
    let other = Repo::new(&[("a.txt", "a\n")]);
    let cmd = format!("git -C '{}' commit -am x", other.path().display());
    assert_eq!(denied(&pre_bash(&r, &cmd)), None);
    let cmd = format!("cd '{}' && git push", other.path().display());
    assert_eq!(denied(&pre_bash(&r, &cmd)), None);
}

#[test]
fn fixing_the_caller_closes_before_the_command_runs() {
    let r = scenario();
    set_mode(&r, "deny");
    r.write(
        "use.py",
        "from lib import parse\n\n\ndef run():\n    return parse(1, ',')\n",
    );
    let v = pre_bash(&r, "git commit -am fixed");
    assert_eq!(denied(&v), None, "{v}");
    assert_eq!(
        person(&v),
        Some("contract-watch: no caller of parse carries the mismatch mark any more")
    );
    // Reopen, then take the signature back: the other closing text.
    let r = scenario();
    r.write("lib.py", "def parse(s):\n    return s\n");
    let out = r.run(&["gate", "push"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        common::stderr(&out).trim(),
        "contract-watch: every caller matches parse again"
    );
}

#[test]
fn gate_by_hand_gives_the_same_verdict() {
    let r = scenario();
    assert_eq!(r.run(&["gate", "push"]).status.code(), Some(0), "note mode");
    set_mode(&r, "deny");
    let out = r.run(&["gate", "push"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(common::stderr(&out).contains("git push stopped"));
    let out = r.run(&["gate", "commit"]);
    assert_eq!(out.status.code(), Some(0), "nothing staged");
    let out = r.run(&["gate", "commit", "--", "-a"]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn an_engine_failure_keeps_the_last_answer_holding_in_deny_mode() {
    let r = scenario();
    set_mode(&r, "deny");
    let fake = r.path().join(".git/fake-ripwire");
    std::fs::write(&fake, "#!/bin/sh\nkill -SEGV $$\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    r.write(
        "contract-watch.toml",
        &format!("engine = \"ripwire\"\nripwire = \"{}\"\n", fake.display()),
    );
    // The configured (broken) engine answers: the isolated environment without its override.
    let mut cmd = common::command(r.path(), &["hook", "claude"]);
    cmd.env_remove("CONTRACT_WATCH_ENGINE");
    let ev = json!({"cwd": r.path(), "hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": "git push"}});
    let v = common::json_answer(&common::feed(cmd, ev.to_string().as_bytes()));
    // A known mismatch keeps holding: a broken engine does not unlock the gate.
    assert!(
        denied(&v).is_some_and(|d| d.contains("run (use.py:4)")),
        "keeps holding: {v}"
    );
    let said = person(&v).unwrap();
    assert!(
        said.contains("parse stays open: could not measure it again"),
        "{v}"
    );
    assert!(
        said.contains(
            "parse keeps its last answer while it cannot be measured: 1 caller(s) do not match"
        ),
        "{v}"
    );
    // A configuration the model broke does not unlock it either.
    std::fs::write(r.path().join("contract-watch.toml"), "engine = [").unwrap();
    let out = r.run(&["gate", "push"]);
    assert_eq!(out.status.code(), Some(1), "{}", common::stderr(&out));
    assert!(
        common::stderr(&out).contains("the configuration is invalid"),
        "{}",
        common::stderr(&out)
    );
    // In note mode nothing is stopped.
    set_mode(&r, "note");
    assert_eq!(r.run(&["gate", "push"]).status.code(), Some(0));
    // The finding is not lost.
    std::fs::remove_file(r.path().join("contract-watch.toml")).unwrap();
    let s: Value = serde_json::from_slice(&r.run(&["status", "--json"]).stdout).unwrap();
    assert_eq!(s["findings"].as_array().unwrap().len(), 1);
}

#[test]
fn the_model_cannot_switch_the_mode_or_touch_the_state() {
    let r = scenario();
    set_mode(&r, "deny");
    for cmd in [
        "contract-watch mode note",
        "/usr/local/bin/contract-watch mode note",
        "echo hi && contract-watch mode note",
        "rm -rf .git/contract-watch",
        "echo '{}' > .git/contract-watch/state.json",
        "mv .git/contract-watch /tmp/x",
        "sed -i 's/contract-watch/x/' .claude/settings.json",
        "echo '{}' > .claude/settings.local.json",
        "bash -c 'contract-watch mode note'",
        "contract-watch forget --all",
        "true;contract-watch mode note",
        "M=note; contract-watch mode $M",
        "cd .git && rm -rf contract-watch",
        "find .git -name state.json -path '*contract-watch*' -delete",
        "python3 -c 'import shutil; shutil.rmtree(\".git/contract-watch\")'",
    ] {
        let v = pre_bash(&r, cmd);
        assert!(denied(&v).is_some(), "{cmd} must be refused: {v}");
    }
    // Reading is fine, and so is talking about contract-watch.
    assert_eq!(denied(&pre_bash(&r, "contract-watch status")), None);
    assert_eq!(
        denied(&pre_bash(&r, "cat .git/contract-watch/state.json")),
        None
    );
    assert_eq!(
        denied(&pre_bash(&r, "grep -rn contract-watch README.md")),
        None
    );
    assert_eq!(
        denied(&pre_bash(
            &r,
            "contract-watch explain lib.py:parse --detail=1"
        )),
        None
    );
    assert_eq!(denied(&pre_bash(&r, "contract-watch mode")), None);
    assert_eq!(denied(&pre_bash(&r, "cat .claude/settings.json")), None);
    // Edit and Write on the state are refused.
    let state = r.path().join(".git/contract-watch/state.json");
    for tool in ["Edit", "Write"] {
        let v = hook_claude(
            r.path(),
            &json!({"cwd": r.path(), "hook_event_name": "PreToolUse", "tool_name": tool,
            "tool_input": {"file_path": state, "old_string": "deny", "new_string": "note", "content": "{}"}}),
        );
        assert!(denied(&v).is_some(), "{tool}: {v}");
    }
    // Switching the hooks off in .claude/settings.json is refused; other edits pass.
    let init = r.run(&["init", "--claude"]);
    assert!(init.status.success());
    let settings = r.path().join(".claude/settings.json");
    let text = std::fs::read_to_string(&settings).unwrap();
    let v = hook_claude(
        r.path(),
        &json!({"cwd": r.path(), "hook_event_name": "PreToolUse", "tool_name": "Write",
        "tool_input": {"file_path": settings, "content": "{}"}}),
    );
    assert!(denied(&v).is_some(), "{v}");
    let line = text.lines().find(|l| l.contains("hook claude")).unwrap();
    let v = hook_claude(
        r.path(),
        &json!({"cwd": r.path(), "hook_event_name": "PreToolUse", "tool_name": "Edit",
        "tool_input": {"file_path": settings, "old_string": line, "new_string": ""}}),
    );
    assert!(denied(&v).is_some(), "{v}");
    let v = hook_claude(
        r.path(),
        &json!({"cwd": r.path(), "hook_event_name": "PreToolUse", "tool_name": "Edit",
        "tool_input": {"file_path": settings, "old_string": "\"hooks\"", "new_string": "\"disableAllHooks\": true, \"hooks\""}}),
    );
    assert!(denied(&v).is_some(), "{v}");
    // The mode is unchanged.
    assert!(common::stdout(&r.run(&["mode"])).starts_with("deny"));
}

#[test]
fn git_hooks_hold_real_commit_push_and_merge() {
    let r = scenario();
    let out = r.run(&["init", "--git-hooks"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert!(common::stdout(&out).contains("pre-commit"));
    // Idempotent.
    assert!(common::stdout(&r.run(&["init", "--git-hooks"])).contains("nothing changed"));
    set_mode(&r, "deny");

    // Commit holding the finding's file: stopped by pre-commit.
    let out = git_hooked(r.path(), &["commit", "-am", "break"], BUILTIN);
    assert!(!out.status.success());
    assert!(
        common::stderr(&out).contains("git commit stopped"),
        "{}",
        common::stderr(&out)
    );
    // A commit of other files runs, with the line.
    git(r.path(), &["add", "other.py"]);
    let out = git_hooked(r.path(), &["commit", "-m", "other"], BUILTIN);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert!(common::stderr(&out).contains("none in the files this commit holds"));

    // Push to a local bare remote: stopped by pre-push.
    let remote = tempfile::tempdir().unwrap();
    git(remote.path(), &["init", "-q", "--bare"]);
    git(
        r.path(),
        &[
            "remote",
            "add",
            "origin",
            &remote.path().display().to_string(),
        ],
    );
    let out = git_hooked(r.path(), &["push", "-q", "origin", "main"], BUILTIN);
    assert!(!out.status.success());
    assert!(
        common::stderr(&out).contains("git push stopped"),
        "{}",
        common::stderr(&out)
    );

    // A merge commit of a clean topic: pre-merge-commit answers for the merge result (the
    // index), which changes no signature, so it runs although a finding stands in the work
    // tree. (A merge whose result breaks a caller: tests/gate_git.rs.)
    git(r.path(), &["checkout", "-q", "-b", "topic", "HEAD~1"]);
    r.write("topic.txt", "t\n");
    git(r.path(), &["add", "topic.txt"]);
    git(r.path(), &["commit", "-q", "--no-verify", "-m", "topic"]);
    git(r.path(), &["checkout", "-q", "main"]);
    let out = git_hooked(
        r.path(),
        &["merge", "--no-ff", "--no-edit", "topic"],
        BUILTIN,
    );
    assert!(out.status.success(), "{}", common::stderr(&out));

    // Note mode: the same commands run.
    set_mode(&r, "note");
    let out = git_hooked(r.path(), &["push", "-q", "origin", "main"], BUILTIN);
    assert!(out.status.success(), "{}", common::stderr(&out));
}

#[test]
fn installing_git_hooks_chains_an_existing_hook_and_honours_hooks_path() {
    let r = Repo::new(&[("a.py", "def a():\n    pass\n")]);
    // A hooks directory of the user's own, outside the work tree (husky's is in
    // tests/hook_managers.rs).
    let hooks = tempfile::tempdir().unwrap();
    git(
        r.path(),
        &[
            "config",
            "core.hooksPath",
            &hooks.path().display().to_string(),
        ],
    );
    let mine = hooks.path().join("pre-commit");
    std::fs::write(&mine, "#!/bin/sh\necho mine-ran >&2\nexit 0\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&mine, std::fs::Permissions::from_mode(0o755)).unwrap();
    let out = r.run(&["init", "--git-hooks"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert!(hooks.path().join("pre-commit.pre-contract-watch").is_file());
    r.write("a.py", "def a():\n    return 1\n");
    let out = git_hooked(r.path(), &["commit", "-qam", "x"], BUILTIN);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert!(
        common::stderr(&out).contains("mine-ran"),
        "the earlier hook runs first"
    );
}

#[test]
fn git_dir_option_acts_on_that_repository() {
    let r = scenario();
    set_mode(&r, "deny");
    let elsewhere = tempfile::tempdir().unwrap();
    let cmd = format!("git --git-dir='{}/.git' push", r.path().display());
    let v = hook_claude(
        elsewhere.path(),
        &json!({"cwd": elsewhere.path(), "hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": cmd}}),
    );
    assert!(denied(&v).is_some(), "{v}");
    let cmd = format!("git -C '{}' push", r.path().display());
    let v = hook_claude(
        elsewhere.path(),
        &json!({"cwd": elsewhere.path(), "hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": cmd}}),
    );
    assert!(denied(&v).is_some(), "{v}");
}

#[test]
fn the_person_can_forget_a_finding_the_model_cannot() {
    let r = scenario();
    assert!(denied(&pre_bash(&r, "contract-watch forget lib.py:parse")).is_some());
    let out = r.run(&["forget", "parse"]);
    assert_eq!(out.status.code(), Some(0), "{}", common::stderr(&out));
    assert_eq!(
        common::stdout(&out).trim(),
        "contract-watch: lib.py:parse is no longer watched"
    );
    let s: Value = serde_json::from_slice(&r.run(&["status", "--json"]).stdout).unwrap();
    assert_eq!(s["findings"].as_array().unwrap().len(), 0);
    let out = r.run(&["forget", "--all"]);
    assert_eq!(out.status.code(), Some(1), "nothing left to forget");
}
