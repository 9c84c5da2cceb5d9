//! The pre-command moment on real repositories: the Bash pre-hook, `contract-watch gate`, and
//! the git hooks run by real git commands, in note and deny mode; no bypass for the model.

mod common;

use common::{git, git_hooked, hook_claude, person, pre_bash, Repo, Said};

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

/// A recorder of the answers in `r`, its directory redacted.
fn said(r: &Repo) -> Said {
    Said::new().redacting(r.path(), "<repo>")
}

/// Snapshot every answer the test recorded, under the test's name.
fn snapshot(said: Said) {
    let said = said.into_map();
    insta::assert_json_snapshot!(common::test_name(), said);
}

#[test]
fn note_mode_stops_nothing() {
    let r = scenario();
    let mut said = said(&r);
    for cmd in [
        "git commit -am x",
        "git push origin main",
        "git merge topic",
    ] {
        said.say(&format!("note mode, {cmd}: not stopped"), pre_bash(&r, cmd));
    }
    snapshot(said);
}

#[test]
fn deny_mode_commit_answers_for_its_own_files() {
    let r = scenario();
    set_mode(&r, "deny");
    let mut said = said(&r);
    // Only other.py staged: the commit runs, with one line naming what still stands.
    git(r.path(), &["add", "other.py"]);
    said.say(
        "only other.py staged: runs, one line on what still stands",
        pre_bash(&r, "git commit -m 'other only'"),
    );
    // -a puts lib.py in the commit; the person hears one line, the finding the edit already
    // told is not told again.
    said.say(
        "-a puts lib.py in the commit: stopped",
        pre_bash(&r, "git commit -am x"),
    );
    // A pathspec decides too.
    for cmd in ["git commit -m x other.py", "git commit -m x -- lib.py"] {
        said.say(&format!("pathspec, {cmd}"), pre_bash(&r, cmd));
    }
    // Staging lib.py holds a plain commit.
    git(r.path(), &["add", "lib.py"]);
    said.say(
        "lib.py staged, a plain commit: stopped",
        pre_bash(&r, "git commit -m x"),
    );
    // Wrapped, chained, or through -C from elsewhere: still seen.
    for cmd in [
        "cd . && bash -c 'git commit -m x'",
        "true; env GIT_PAGER=cat git --no-pager commit --no-verify -m x",
    ] {
        said.say(&format!("wrapped, {cmd}: stopped"), pre_bash(&r, cmd));
    }
    snapshot(said);
}

#[test]
fn deny_mode_push_and_merge_hold_on_every_standing_finding() {
    let r = scenario();
    set_mode(&r, "deny");
    let mut said = said(&r);
    said.say("push: stopped", pre_bash(&r, "git push origin main"));
    said.say(
        "merge: stopped",
        pre_bash(&r, "git fetch && git merge origin/main"),
    );
    said.say(
        "a command the guard cannot see through: gated as a push",
        pre_bash(&r, "$GIT commit -m x"),
    );
    // Benign commands pass untouched, and fast paths say nothing.
    for cmd in [
        "git status",
        "git log --oneline",
        "echo 'git commit'",
        "cargo test",
        "grep commit use.py",
    ] {
        said.say(&format!("benign, {cmd}: nothing"), pre_bash(&r, cmd));
    }
    snapshot(said);
}

#[test]
fn git_c_acts_on_the_other_repository() {
    let r = scenario();
    set_mode(&r, "deny");
    let other = Repo::new(&[("a.txt", "a\n")]);
    let mut said = said(&r).redacting(other.path(), "<other>");
    let cmd = format!("git -C '{}' commit -am x", other.path().display());
    said.say("git -C <other> commit: not stopped", pre_bash(&r, &cmd));
    let cmd = format!("cd '{}' && git push", other.path().display());
    said.say("cd <other> && git push: not stopped", pre_bash(&r, &cmd));
    snapshot(said);
}

#[test]
fn fixing_the_caller_closes_before_the_command_runs() {
    let r = scenario();
    set_mode(&r, "deny");
    r.write(
        "use.py",
        "from lib import parse\n\n\ndef run():\n    return parse(1, ',')\n",
    );
    let mut said = said(&r);
    said.say(
        "caller fixed, commit: runs, the closing line",
        pre_bash(&r, "git commit -am fixed"),
    );
    snapshot(said);
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
    let out = common::feed(cmd, ev.to_string().as_bytes());
    assert_eq!(out.status.code(), Some(0), "a hook always exits 0");
    // A known mismatch keeps holding: a broken engine does not unlock the gate.
    let mut said = said(&r);
    said.say(
        "the engine crashes on git push: still stopped on the last answer",
        common::json_answer(&out),
    );
    snapshot(said);
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
    let mut said = said(&r);
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
        said.say(&format!("{cmd}: refused"), pre_bash(&r, cmd));
    }
    // Reading is fine, and so is talking about contract-watch.
    for cmd in [
        "contract-watch status",
        "cat .git/contract-watch/state.json",
        "grep -rn contract-watch README.md",
        "contract-watch explain lib.py:parse --detail=1",
        "contract-watch mode",
        "cat .claude/settings.json",
    ] {
        said.say(&format!("{cmd}: allowed"), pre_bash(&r, cmd));
    }
    // Edit and Write on the state are refused.
    let state = r.path().join(".git/contract-watch/state.json");
    for tool in ["Edit", "Write"] {
        let v = hook_claude(
            r.path(),
            &json!({"cwd": r.path(), "hook_event_name": "PreToolUse", "tool_name": tool,
            "tool_input": {"file_path": state, "old_string": "deny", "new_string": "note", "content": "{}"}}),
        );
        said.say(&format!("{tool} on the state: refused"), v);
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
    said.say("Write {} over .claude/settings.json: refused", v);
    let line = text.lines().find(|l| l.contains("hook claude")).unwrap();
    let v = hook_claude(
        r.path(),
        &json!({"cwd": r.path(), "hook_event_name": "PreToolUse", "tool_name": "Edit",
        "tool_input": {"file_path": settings, "old_string": line, "new_string": ""}}),
    );
    said.say("Edit removing the hook line: refused", v);
    let v = hook_claude(
        r.path(),
        &json!({"cwd": r.path(), "hook_event_name": "PreToolUse", "tool_name": "Edit",
        "tool_input": {"file_path": settings, "old_string": "\"hooks\"", "new_string": "\"disableAllHooks\": true, \"hooks\""}}),
    );
    said.say("Edit adding disableAllHooks: refused", v);
    // The mode is unchanged.
    assert!(common::stdout(&r.run(&["mode"])).starts_with("deny"));
    snapshot(said);
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
    let mut said = said(&r).redacting(elsewhere.path(), "<elsewhere>");
    let cmd = format!("git --git-dir='{}/.git' push", r.path().display());
    let v = hook_claude(
        elsewhere.path(),
        &json!({"cwd": elsewhere.path(), "hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": cmd}}),
    );
    said.say("from elsewhere, git --git-dir=<repo>/.git push: stopped", v);
    let cmd = format!("git -C '{}' push", r.path().display());
    let v = hook_claude(
        elsewhere.path(),
        &json!({"cwd": elsewhere.path(), "hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": cmd}}),
    );
    said.say("from elsewhere, git -C <repo> push: stopped", v);
    snapshot(said);
}

#[test]
fn the_person_can_forget_a_finding_the_model_cannot() {
    let r = scenario();
    let mut said = said(&r);
    said.say(
        "the model's forget: refused",
        pre_bash(&r, "contract-watch forget lib.py:parse"),
    );
    snapshot(said);
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
