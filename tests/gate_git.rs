//! The gate answers for what git records, however the change was made (issue 9): real
//! `git commit`, `git push` to a local bare remote and `git merge`, through the installed git
//! hooks and through the agent's PreToolUse hook, in deny mode (held, HEAD/remote unchanged) and
//! note mode (passes, the line names the caller).

mod common;

use std::path::Path;
use std::process::Output;

use common::{denied, git, person, pre_bash, Repo};

const LIB: &str = "package main\n\nfunc parse(s string) string {\n\treturn s\n}\n";
const LIB2: &str =
    "package main\n\nfunc parse(s string, sep string) string {\n\treturn s + sep\n}\n";
const MAIN: &str =
    "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(parse(\"x\"))\n}\n";
const MAIN2: &str =
    "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(parse(\"x\", \",\"))\n}\n";
const CALLER: &str = "main (main.go:5)";

/// The two-file Go repository of the issue, with the git hooks installed, in `mode`.
fn repo(mode: &str) -> Repo {
    let r = Repo::new(&[
        ("go.mod", "module example.com/m\n\ngo 1.21\n"),
        ("lib.go", LIB),
        ("main.go", MAIN),
    ]);
    let out = r.run(&["init", "--git-hooks"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert!(r.run(&["mode", mode]).status.success());
    r
}

fn head(r: &Repo) -> String {
    common::stdout(&git(r.path(), &["rev-parse", "HEAD"]))
        .trim()
        .to_string()
}

fn held_commit(r: &Repo, out: &Output, before: &str) {
    let err = common::stderr(out);
    assert!(!out.status.success(), "the commit must be held: {err}");
    assert!(err.contains("git commit stopped"), "{err}");
    assert!(err.contains(CALLER), "the callers by name and place: {err}");
    assert_eq!(head(r), before, "HEAD unchanged");
}

#[test]
fn a_change_made_with_sed_is_held_before_commit_am() {
    for mode in ["deny", "note"] {
        let r = repo(mode);
        // `sed -i` ran earlier: no Edit event, no finding.
        r.write("lib.go", LIB2);
        let v = pre_bash(&r, "git commit -am wip");
        if mode == "deny" {
            let reason = denied(&v).unwrap_or_else(|| panic!("held: {v}"));
            assert!(
                reason.starts_with("contract-watch: git commit stopped: "),
                "{reason}"
            );
            assert!(reason.contains(CALLER), "{reason}");
        } else {
            assert_eq!(denied(&v), None, "{v}");
            assert!(person(&v).unwrap().contains(CALLER), "{v}");
            // The model is told, as after an edit.
            let ctx = v["hookSpecificOutput"]["additionalContext"]
                .as_str()
                .unwrap();
            assert!(
                ctx.contains("do not match the new arity: main (main.go:5)"),
                "{ctx}"
            );
        }
    }
}

#[test]
fn sed_and_commit_in_one_command_are_held_by_the_pre_commit_hook() {
    // Before it runs, the PreToolUse hook sees no change yet (sed has not run); the
    // pre-commit hook then measures what the commit records.
    let r = repo("deny");
    let before = head(&r);
    let cmd =
        "sed -i 's/parse(s string)/parse(s string, sep string)/' lib.go && git commit -qam wip";
    assert_eq!(denied(&pre_bash(&r, cmd)), None);
    let out = common::hooked(
        "sh",
        r.path(),
        &["-c", cmd],
        &[("CONTRACT_WATCH_ENGINE", "builtin")],
    );
    held_commit(&r, &out, &before);
}

#[test]
fn git_add_then_commit_on_one_command_line_is_held() {
    let r = repo("deny");
    r.write("lib.go", LIB2);
    let v = pre_bash(&r, "git add lib.go && git commit -m wip");
    assert!(denied(&v).is_some_and(|d| d.contains(CALLER)), "{v}");
    // Staging the fixed caller too on the same line lets it through.
    r.write("main.go", MAIN2);
    let v = pre_bash(&r, "git add lib.go main.go && git commit -m wip");
    assert_eq!(denied(&v), None, "{v}");
    // A caller moved by `git mv` on the same line is measured at its new path.
    let r = repo("deny");
    r.write("lib.go", LIB2);
    let v = pre_bash(
        &r,
        "git mv main.go app.go && git add lib.go && git commit -m wip",
    );
    assert!(
        denied(&v).is_some_and(|d| d.contains("main (app.go:5)")),
        "{v}"
    );
    // Taking the caller out of the index leaves nothing behind in what the commit records
    // (`-a` does not put an untracked file back).
    let v = pre_bash(&r, "git rm -q --cached main.go && git commit -am wip");
    assert_eq!(denied(&v), None, "{v}");
    let v = pre_bash(&r, "git add lib.go && git commit -m wip");
    assert!(denied(&v).is_some(), "{v}");
}

#[test]
fn a_persons_commit_in_a_terminal_is_held_by_the_pre_commit_hook() {
    for mode in ["deny", "note"] {
        let r = repo(mode);
        let before = head(&r);
        r.write("lib.go", LIB2);
        git(r.path(), &["add", "lib.go"]);
        let out = git_hooks_run(r.path(), &["commit", "-m", "wip"]);
        if mode == "deny" {
            held_commit(&r, &out, &before);
        } else {
            assert!(out.status.success(), "{}", common::stderr(&out));
            assert!(
                common::stderr(&out).contains(CALLER),
                "{}",
                common::stderr(&out)
            );
            assert_ne!(head(&r), before);
        }
    }
}

#[test]
fn what_is_staged_is_what_is_measured() {
    // The bad version staged, the work tree restored to HEAD: held.
    let r = repo("deny");
    let before = head(&r);
    r.write("lib.go", LIB2);
    git(r.path(), &["add", "lib.go"]);
    r.write("lib.go", LIB);
    held_commit(
        &r,
        &git_hooks_run(r.path(), &["commit", "-m", "wip"]),
        &before,
    );
    // The signature staged, the caller fixed only in the work tree: the index still holds the
    // old call.
    let r = repo("deny");
    let before = head(&r);
    r.write("lib.go", LIB2);
    git(r.path(), &["add", "lib.go"]);
    r.write("main.go", MAIN2);
    held_commit(
        &r,
        &git_hooks_run(r.path(), &["commit", "-m", "wip"]),
        &before,
    );
    // ... and through `contract-watch gate` by hand.
    let out = r.run(&["gate", "commit"]);
    assert_eq!(out.status.code(), Some(1), "{}", common::stderr(&out));
    // -a takes the fixed caller in: the commit records a consistent tree.
    let out = git_hooks_run(r.path(), &["commit", "-am", "both"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
}

#[test]
fn the_caller_fixed_in_the_same_commit_passes_in_deny_mode() {
    let r = repo("deny");
    r.write("lib.go", LIB2);
    r.write("main.go", MAIN2);
    git(r.path(), &["add", "-A"]);
    let out = git_hooks_run(r.path(), &["commit", "-m", "both"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert_eq!(denied(&pre_bash(&r, "git push")), None);
}

/// `r` with a bare remote `origin` holding its main branch.
fn with_remote(r: &Repo) -> tempfile::TempDir {
    let remote = tempfile::tempdir().unwrap();
    git(remote.path(), &["init", "-q", "--bare", "-b", "main"]);
    let url = remote.path().display().to_string();
    git(r.path(), &["remote", "add", "origin", &url]);
    git(
        r.path(),
        &["push", "-q", "--no-verify", "-u", "origin", "main"],
    );
    remote
}

fn remote_head(remote: &Path) -> String {
    common::stdout(&git(remote, &["rev-parse", "main"]))
        .trim()
        .to_string()
}

#[test]
fn a_breaking_commit_made_with_no_verify_is_held_at_push() {
    for mode in ["deny", "note"] {
        let r = repo(mode);
        let remote = with_remote(&r);
        let before = remote_head(remote.path());
        r.write("lib.go", LIB2);
        git(r.path(), &["commit", "-q", "--no-verify", "-am", "break"]);
        // The agent's `git push`: held before it runs.
        let v = pre_bash(&r, "git push");
        let out = git_hooks_run(r.path(), &["push", "-q", "origin", "main"]);
        if mode == "deny" {
            let reason = denied(&v).unwrap_or_else(|| panic!("held: {v}"));
            assert!(
                reason.starts_with("contract-watch: git push stopped: "),
                "{reason}"
            );
            assert!(reason.contains(CALLER));
            let err = common::stderr(&out);
            assert!(!out.status.success(), "{err}");
            assert!(
                err.contains("git push stopped") && err.contains(CALLER),
                "{err}"
            );
            assert_eq!(remote_head(remote.path()), before, "remote unchanged");
        } else {
            assert_eq!(denied(&v), None, "{v}");
            assert!(person(&v).unwrap().contains(CALLER), "{v}");
            assert!(out.status.success(), "{}", common::stderr(&out));
            assert!(common::stderr(&out).contains(CALLER));
            assert_eq!(remote_head(remote.path()), head(&r));
        }
    }
}

#[test]
fn a_push_answers_for_the_pushed_commits_not_the_work_tree() {
    let r = repo("deny");
    let _remote = with_remote(&r);
    r.write("notes.txt", "clean\n");
    git(r.path(), &["add", "notes.txt"]);
    git(r.path(), &["commit", "-q", "--no-verify", "-m", "clean"]);
    // One uncommitted signature edit, with its finding open.
    r.write("lib.go", LIB2);
    let out = r.run(&["gate", "push"]);
    assert_eq!(out.status.code(), Some(0), "{}", common::stderr(&out));
    assert_eq!(denied(&pre_bash(&r, "git push origin main")), None);
    let out = git_hooks_run(r.path(), &["push", "-q", "origin", "main"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
}

#[test]
fn a_merge_whose_result_breaks_a_caller_is_held() {
    for mode in ["deny", "note"] {
        let r = repo(mode);
        // One side changes the signature and brings every caller along...
        git(r.path(), &["checkout", "-q", "-b", "sig"]);
        r.write("lib.go", LIB2);
        r.write("main.go", MAIN2);
        git(r.path(), &["commit", "-q", "--no-verify", "-am", "sig"]);
        // ... the other adds a caller of the old signature. Each side is fine.
        git(r.path(), &["checkout", "-q", "main"]);
        r.write(
            "other.go",
            "package main\n\nfunc other() string {\n\treturn parse(\"y\")\n}\n",
        );
        git(r.path(), &["add", "other.go"]);
        git(r.path(), &["commit", "-q", "--no-verify", "-m", "caller"]);
        let before = head(&r);
        let v = pre_bash(&r, "git merge --no-edit sig");
        let out = git_hooks_run(r.path(), &["merge", "--no-ff", "--no-edit", "sig"]);
        let err = common::stderr(&out);
        if mode == "deny" {
            let reason = denied(&v).unwrap_or_else(|| panic!("held: {v}"));
            assert!(reason.contains("git merge stopped"), "{reason}");
            assert!(reason.contains("other (other.go:3)"), "{reason}");
            assert!(!out.status.success(), "{err}");
            assert!(
                err.contains("git merge stopped") && err.contains("other (other.go:3)"),
                "{err}"
            );
            assert_eq!(head(&r), before);
        } else {
            assert_eq!(denied(&v), None);
            assert!(out.status.success(), "{err}");
            assert!(err.contains("other (other.go:3)"), "{err}");
        }
    }
}

/// A real git command with the installed hooks able to run contract-watch (builtin engine;
/// an editor that accepts the message as it is).
fn git_hooks_run(dir: &Path, args: &[&str]) -> Output {
    common::git_hooked(
        dir,
        args,
        &[("CONTRACT_WATCH_ENGINE", "builtin"), ("GIT_EDITOR", "true")],
    )
}
