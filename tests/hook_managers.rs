//! The hook managers with the real tools: the pre-commit framework (PyPI), lefthook and husky
//! (npm), as `.ci/run` installs them (pinned) into `target/hook-tools`. Each shows that a
//! breaking commit is stopped in deny mode and passes in note mode, that the user's own hook
//! still runs, and (pre-commit, lefthook) that a clone without the binary skips with a line.
//! A tool that is not installed skips its test with the reason, printed.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::{break_parse, git, Repo};

/// Where `.ci/run` installs the hook managers (`CONTRACT_WATCH_HOOK_TOOLS` overrides).
fn tools_dir() -> PathBuf {
    std::env::var_os("CONTRACT_WATCH_HOOK_TOOLS")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target/hook-tools"))
}

/// The directories holding the managers' programs.
fn tool_bins() -> Vec<PathBuf> {
    let t = tools_dir();
    vec![t.join("venv/bin"), t.join("node_modules/.bin")]
}

/// A manager's program, or why the test is skipped.
fn tool(name: &str) -> Result<PathBuf, String> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    tool_bins()
        .into_iter()
        .chain(std::env::split_paths(&path))
        .map(|d| d.join(name))
        .find(|p| p.is_file())
        .ok_or_else(|| {
            format!(
                "skipped: {name} is not installed (neither in {} nor on PATH); .ci/run installs it",
                tools_dir().display()
            )
        })
}

macro_rules! need {
    ($name:expr) => {
        match tool($name) {
            Ok(p) => p,
            Err(why) => {
                eprintln!("{why}");
                return;
            }
        }
    };
}

/// PATH for a git command: the tools, contract-watch's directory when `with_binary`, then the
/// system's directories (not the caller's PATH, which may hold an installed contract-watch).
fn path_for(with_binary: bool) -> String {
    let mut dirs: Vec<PathBuf> = Vec::new();
    if with_binary {
        dirs.push(common::bin().parent().unwrap().to_path_buf());
    }
    dirs.extend(tool_bins());
    // node, python, git and sh, wherever this machine keeps them.
    for prog in ["node", "git", "sh", "python3"] {
        if let Ok(out) = Command::new("sh")
            .args(["-c", &format!("command -v {prog}")])
            .output()
        {
            let p = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
            if let Some(d) = p.parent().filter(|d| !d.as_os_str().is_empty()) {
                if !d.join("contract-watch").exists() && !dirs.contains(&d.to_path_buf()) {
                    dirs.push(d.to_path_buf());
                }
            }
        }
    }
    for d in ["/usr/local/bin", "/usr/bin", "/bin"] {
        let d = PathBuf::from(d);
        if !d.join("contract-watch").exists() && !dirs.contains(&d) {
            dirs.push(d);
        }
    }
    std::env::join_paths(dirs)
        .unwrap()
        .to_string_lossy()
        .into_owned()
}

/// Run `program args` in `dir` as a person's terminal would, with the hooks able (or not) to
/// find contract-watch.
fn run(dir: &Path, program: &str, args: &[&str], with_binary: bool) -> Output {
    run_path(dir, program, args, path_for(with_binary))
}

fn run_path(dir: &Path, program: &str, args: &[&str], path: String) -> Output {
    common::isolated(program, dir, args)
        .env("PATH", path)
        .env("PRE_COMMIT_HOME", dir.join(".git/pre-commit-home"))
        .env_remove("HUSKY")
        .env_remove("LEFTHOOK")
        .output()
        .unwrap()
}

fn both(o: &Output) -> String {
    format!("{}{}", common::stdout(o), common::stderr(o))
}

fn head(r: &Repo) -> String {
    common::stdout(&git(r.path(), &["rev-parse", "HEAD"]))
        .trim()
        .to_string()
}

fn project() -> Repo {
    Repo::new(&[
        ("lib.py", "def parse(s):\n    return s\n"),
        (
            "use.py",
            "from lib import parse\n\n\ndef run():\n    return parse(1)\n",
        ),
    ])
}

fn set_mode(r: &Repo, m: &str) {
    assert!(r.run(&["mode", m]).status.success());
}

/// The breaking commit: held in deny mode (HEAD unchanged, the person told why), through in
/// note mode; the user's own hook ran both times.
fn deny_holds_note_passes(r: &Repo, marker: &Path) {
    set_mode(r, "deny");
    let before = head(r);
    let out = run(r.path(), "git", &["commit", "-qam", "break parse"], true);
    assert!(
        !out.status.success(),
        "deny mode lets it through: {}",
        both(&out)
    );
    assert!(both(&out).contains("git commit stopped"), "{}", both(&out));
    assert_eq!(head(r), before, "the held commit was not recorded");
    assert!(marker.exists(), "the user's own hook ran: {}", both(&out));
    std::fs::remove_file(marker).unwrap();

    set_mode(r, "note");
    let out = run(r.path(), "git", &["commit", "-qam", "break parse"], true);
    assert!(
        out.status.success(),
        "note mode stops nothing: {}",
        both(&out)
    );
    assert_ne!(head(r), before, "the commit was recorded");
    assert!(marker.exists(), "the user's own hook ran: {}", both(&out));
}

// ---------------------------------------------------------------- pre-commit framework

/// A repository holding this project's `.pre-commit-hooks.yaml` (what pre-commit clones from
/// `repo:`), and the commit to name as `rev`.
fn hooks_repo() -> (tempfile::TempDir, String) {
    let d = tempfile::tempdir().unwrap();
    git(d.path(), &["init", "-q", "-b", "main"]);
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join(".pre-commit-hooks.yaml"),
        d.path().join(".pre-commit-hooks.yaml"),
    )
    .unwrap();
    git(d.path(), &["add", "-A"]);
    git(d.path(), &["commit", "-q", "-m", "hooks"]);
    let rev = common::stdout(&git(d.path(), &["rev-parse", "HEAD"]))
        .trim()
        .to_string();
    (d, rev)
}

fn pre_commit_config(repo: &Path, rev: &str, suffix: &str) -> String {
    format!(
        "default_install_hook_types: [pre-commit, pre-push, pre-merge-commit]
repos:
  - repo: local
    hooks:
      - id: mine
        name: the user's own hook
        entry: sh -c 'touch .git/mine-ran'
        language: system
        pass_filenames: false
        always_run: true
  - repo: {}
    rev: {rev}
    hooks:
      - id: contract-watch-commit{suffix}
      - id: contract-watch-push{suffix}
      - id: contract-watch-merge{suffix}
",
        repo.display()
    )
}

#[test]
fn pre_commit_framework_stops_a_breaking_commit_in_deny_mode_and_runs_the_users_hook() {
    let pre_commit = need!("pre-commit");
    let r = project();
    let (hooks, rev) = hooks_repo();
    r.write(
        ".pre-commit-config.yaml",
        &pre_commit_config(hooks.path(), &rev, "-system"),
    );
    r.commit("pre-commit config");
    let out = run(r.path(), pre_commit.to_str().unwrap(), &["install"], true);
    assert!(out.status.success(), "{}", both(&out));
    for hook in ["pre-commit", "pre-push", "pre-merge-commit"] {
        assert!(
            r.path().join(".git/hooks").join(hook).is_file(),
            "default_install_hook_types installs {hook}"
        );
    }
    break_parse(&r);
    deny_holds_note_passes(&r, &r.path().join(".git/mine-ran"));
}

#[test]
fn pre_commit_framework_skips_with_a_line_when_the_binary_is_missing() {
    let pre_commit = need!("pre-commit");
    let r = project();
    let (hooks, rev) = hooks_repo();
    r.write(
        ".pre-commit-config.yaml",
        &pre_commit_config(hooks.path(), &rev, "-system"),
    );
    r.commit("pre-commit config");
    let out = run(r.path(), pre_commit.to_str().unwrap(), &["install"], true);
    assert!(out.status.success(), "{}", both(&out));
    // A teammate's clone: no contract-watch anywhere on PATH.
    r.write("lib.py", "def parse(s, sep):\n    return s\n");
    let out = run(r.path(), "git", &["commit", "-qam", "x"], false);
    assert!(
        out.status.success(),
        "exit 127 would stop every commit: {}",
        both(&out)
    );
    assert!(
        both(&out).contains("contract-watch: not found on PATH; the pre-commit check was skipped"),
        "{}",
        both(&out)
    );
    assert!(r.path().join(".git/mine-ran").exists());
}

/// `language: rust`: the framework builds contract-watch from the repository itself. A release
/// build of the whole crate takes minutes on CI's two cores, so this one runs on request:
/// `cargo test --test hook_managers -- --ignored`.
#[test]
#[ignore = "builds contract-watch in release mode through the pre-commit framework (minutes)"]
fn pre_commit_framework_builds_the_rust_hook_from_the_repository() {
    let pre_commit = need!("pre-commit");
    let r = project();
    // A clone of this repository at its HEAD (what `repo: <url>` with `rev:` fetches).
    let src = tempfile::tempdir().unwrap();
    let manifest = env!("CARGO_MANIFEST_DIR");
    git(src.path(), &["clone", "-q", manifest, "cw"]);
    let clone = src.path().join("cw");
    let rev = common::stdout(&git(&clone, &["rev-parse", "HEAD"]))
        .trim()
        .to_string();
    r.write(
        ".pre-commit-config.yaml",
        &pre_commit_config(&clone, &rev, ""),
    );
    r.commit("pre-commit config");
    // cargo and rustc for the framework's build, without whatever else their directory holds
    // (an installed contract-watch would answer in place of the one the framework builds).
    let shims = tempfile::tempdir().unwrap();
    for prog in ["cargo", "rustc"] {
        let out = Command::new("sh")
            .args(["-c", &format!("command -v {prog}")])
            .output()
            .unwrap();
        let found = String::from_utf8_lossy(&out.stdout).trim().to_string();
        if found.is_empty() {
            eprintln!("skipped: {prog} is not on PATH");
            return;
        }
        std::os::unix::fs::symlink(&found, shims.path().join(prog)).unwrap();
    }
    let path = format!("{}:{}", shims.path().display(), path_for(false));
    let pc = pre_commit.to_str().unwrap();
    let out = run_path(r.path(), pc, &["install"], path.clone());
    assert!(out.status.success(), "{}", both(&out));
    let out = run_path(r.path(), pc, &["install-hooks"], path.clone());
    let log = std::fs::read_to_string(r.path().join(".git/pre-commit-home/pre-commit.log"))
        .unwrap_or_default();
    assert!(out.status.success(), "{}\n{log}", both(&out));
    break_parse(&r);
    set_mode(&r, "deny");
    let before = head(&r);
    // No contract-watch on PATH: the framework's own build answers.
    let out = run_path(r.path(), "git", &["commit", "-qam", "break parse"], path);
    assert!(!out.status.success(), "{}", both(&out));
    assert!(both(&out).contains("git commit stopped"), "{}", both(&out));
    assert_eq!(head(&r), before);
}

// ---------------------------------------------------------------- lefthook

fn lefthook_config() -> String {
    let ours = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/lefthook.yml"),
    )
    .unwrap();
    // The user's own command beside contract-watch's, as a merged lefthook.yml reads.
    ours.replacen(
        "pre-commit:\n  commands:\n",
        "pre-commit:\n  commands:\n    mine:\n      run: touch .git/mine-ran\n",
        1,
    )
}

#[test]
fn lefthook_stops_a_breaking_commit_in_deny_mode_and_runs_the_users_command() {
    let lefthook = need!("lefthook");
    let r = project();
    r.write("lefthook.yml", &lefthook_config());
    r.commit("lefthook");
    let out = run(r.path(), lefthook.to_str().unwrap(), &["install"], true);
    assert!(out.status.success(), "{}", both(&out));
    break_parse(&r);
    deny_holds_note_passes(&r, &r.path().join(".git/mine-ran"));
}

#[test]
fn lefthook_skips_with_a_line_when_the_binary_is_missing() {
    let lefthook = need!("lefthook");
    let r = project();
    r.write("lefthook.yml", &lefthook_config());
    r.commit("lefthook");
    let out = run(r.path(), lefthook.to_str().unwrap(), &["install"], true);
    assert!(out.status.success(), "{}", both(&out));
    r.write("lib.py", "def parse(s, sep):\n    return s\n");
    let out = run(r.path(), "git", &["commit", "-qam", "x"], false);
    assert!(out.status.success(), "{}", both(&out));
    assert!(
        both(&out).contains("contract-watch: not found on PATH; the pre-commit check was skipped"),
        "{}",
        both(&out)
    );
    assert!(r.path().join(".git/mine-ran").exists());
}

// ---------------------------------------------------------------- husky

#[test]
fn husky_keeps_its_wrappers_and_gets_contract_watch_lines_in_the_users_hook() {
    let husky = need!("husky");
    if tool("node").is_err() {
        eprintln!("skipped: node is not installed (husky runs on it)");
        return;
    }
    let r = project();
    let out = run(r.path(), husky.to_str().unwrap(), &[], true);
    assert!(out.status.success(), "{}", both(&out));
    assert_eq!(
        common::stdout(&git(r.path(), &["config", "core.hooksPath"])).trim(),
        ".husky/_"
    );
    let users_hook = "touch .git/mine-ran\n";
    r.write(".husky/pre-commit", users_hook);
    let wrapper = std::fs::read_to_string(r.path().join(".husky/_/pre-commit")).unwrap();

    let out = r.run(&["init", "--git-hooks"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let said = common::stdout(&out);
    assert!(
        said.contains(".husky/pre-commit: added `contract-watch gate commit`"),
        "{said}"
    );
    assert!(said.contains(".husky/pre-push: created with `contract-watch gate push`"));
    // husky's wrappers are untouched: nothing renamed, nothing replaced.
    assert_eq!(
        std::fs::read_to_string(r.path().join(".husky/_/pre-commit")).unwrap(),
        wrapper
    );
    assert!(!r
        .path()
        .join(".husky/_/pre-commit.pre-contract-watch")
        .exists());
    let hook = std::fs::read_to_string(r.path().join(".husky/pre-commit")).unwrap();
    assert!(hook.starts_with(users_hook), "{hook}");
    assert!(hook.contains("contract-watch gate commit"), "{hook}");
    // Idempotent.
    assert!(common::stdout(&r.run(&["init", "--git-hooks"])).contains("nothing changed"));
    // husky runs again (every `npm install`): the lines live in the user's file and stay.
    let out = run(r.path(), husky.to_str().unwrap(), &[], true);
    assert!(out.status.success(), "{}", both(&out));
    assert!(std::fs::read_to_string(r.path().join(".husky/pre-commit"))
        .unwrap()
        .contains("contract-watch gate commit"));

    break_parse(&r);
    deny_holds_note_passes(&r, &r.path().join(".git/mine-ran"));

    // init --remove: the user's file is back byte for byte; the files init created are gone.
    let out = r.run(&["init", "--remove", "--git-hooks"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert_eq!(
        std::fs::read_to_string(r.path().join(".husky/pre-commit")).unwrap(),
        users_hook
    );
    assert!(!r.path().join(".husky/pre-push").exists());
    assert_eq!(
        std::fs::read_to_string(r.path().join(".husky/_/pre-commit")).unwrap(),
        wrapper
    );
}

#[test]
fn init_repairs_a_husky_wrapper_an_earlier_version_replaced() {
    let husky = need!("husky");
    if tool("node").is_err() {
        eprintln!("skipped: node is not installed (husky runs on it)");
        return;
    }
    let r = project();
    assert!(run(r.path(), husky.to_str().unwrap(), &[], true)
        .status
        .success());
    r.write(".husky/pre-commit", "touch .git/mine-ran\n");
    // What contract-watch 0.1's init left: husky's wrapper renamed, its own script in place.
    let w = r.path().join(".husky/_");
    std::fs::rename(
        w.join("pre-commit"),
        w.join("pre-commit.pre-contract-watch"),
    )
    .unwrap();
    std::fs::write(
        w.join("pre-commit"),
        include_str!("../git-hooks/pre-commit"),
    )
    .unwrap();
    let out = r.run(&["init", "--git-hooks"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert!(
        common::stdout(&out).contains("restored husky's wrapper"),
        "{}",
        common::stdout(&out)
    );
    assert!(!w.join("pre-commit.pre-contract-watch").exists());
    break_parse(&r);
    set_mode(&r, "note");
    let out = run(r.path(), "git", &["commit", "-qam", "x"], true);
    assert!(out.status.success(), "{}", both(&out));
    assert!(
        r.path().join(".git/mine-ran").exists(),
        "the user's hook runs again"
    );
}

/// A hook file written by the pre-commit framework or lefthook is theirs: init leaves it and
/// says how to add contract-watch to that manager, and doctor reads the wiring through it.
#[test]
fn init_leaves_a_managers_hook_alone_and_doctor_reads_through_it() {
    let lefthook = need!("lefthook");
    let r = project();
    r.write(
        "lefthook.yml",
        "pre-commit:\n  commands:\n    mine:\n      run: touch .git/mine-ran\n",
    );
    r.commit("lefthook");
    assert!(
        run(r.path(), lefthook.to_str().unwrap(), &["install"], true)
            .status
            .success()
    );
    let theirs = std::fs::read_to_string(r.path().join(".git/hooks/pre-commit")).unwrap();
    let out = r.run(&["init", "--git-hooks"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert!(
        common::stdout(&out).contains(".git/hooks/pre-commit: left alone, lefthook owns it"),
        "{}",
        common::stdout(&out)
    );
    assert_eq!(
        std::fs::read_to_string(r.path().join(".git/hooks/pre-commit")).unwrap(),
        theirs
    );
    let out = r.run(&["doctor"]);
    assert!(
        common::stdout(&out).contains("run by lefthook, which does not call contract-watch"),
        "{}",
        common::stdout(&out)
    );
    r.write("lefthook.yml", &lefthook_config());
    let out = r.run(&["doctor"]);
    assert!(
        common::stdout(&out).contains("run by lefthook, whose configuration calls contract-watch"),
        "{}",
        common::stdout(&out)
    );
}
