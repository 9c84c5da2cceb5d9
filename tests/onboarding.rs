//! A newcomer's first ten minutes and a team's long run (issue 12): one test per numbered
//! finding of the issue, on real temporary repositories with the real binary. Item 1 (husky)
//! and item 3 (pre-commit and lefthook without the binary) run the real tools in
//! tests/hook_managers.rs; here they are covered for the native hooks and the shipped files.

mod common;

use std::path::Path;
use std::process::{Command, Output};

use common::{break_parse, git, parse_project as project, Repo};
use serde_json::Value;

fn code(o: &Output) -> i32 {
    o.status.code().unwrap_or(-1)
}

fn head(r: &Repo) -> String {
    common::stdout(&git(r.path(), &["rev-parse", "HEAD"]))
        .trim()
        .to_string()
}

/// Run without forcing the engine, so the configuration file decides it.
fn run_configured(r: &Repo, args: &[&str]) -> Output {
    common::command(r.path(), args)
        .env_remove("CONTRACT_WATCH_ENGINE")
        .output()
        .unwrap()
}

/// (1) husky 9: init adds lines to `.husky/<hook>` and never touches husky's wrappers. The
/// directory layout is husky's own (the real husky runs in tests/hook_managers.rs).
#[test]
fn item_01_husky_wrappers_are_left_alone() {
    let r = project();
    std::fs::create_dir_all(r.path().join(".husky/_")).unwrap();
    let wrapper = "#!/usr/bin/env sh\n. \"$(dirname \"$0\")/h\"";
    std::fs::write(r.path().join(".husky/_/pre-commit"), wrapper).unwrap();
    r.write(".husky/pre-commit", "npm test\n");
    git(r.path(), &["config", "core.hooksPath", ".husky/_"]);
    let out = r.run(&["init", "--git-hooks"]);
    assert_eq!(code(&out), 0, "{}", common::stderr(&out));
    assert_eq!(
        std::fs::read_to_string(r.path().join(".husky/_/pre-commit")).unwrap(),
        wrapper
    );
    let hook = std::fs::read_to_string(r.path().join(".husky/pre-commit")).unwrap();
    assert!(hook.starts_with("npm test\n"), "{hook}");
    assert!(hook.contains("contract-watch gate commit"), "{hook}");
    // The doctor reads that wiring.
    let d = common::stdout(&r.run(&["doctor"]));
    assert!(
        d.contains(".husky/pre-commit runs `contract-watch gate commit`"),
        "{d}"
    );
}

/// (2) A typo in contract-watch.toml: note mode stops nothing (a line, then through); every
/// command that reads the configuration exits 2, naming the place; deny mode keeps the last
/// answer. Not a repository is 2.
#[test]
fn item_02_configuration_errors_never_stop_note_mode_and_exit_2() {
    let r = project();
    assert_eq!(code(&r.run(&["init", "--git-hooks"])), 0);
    break_parse(&r);
    r.write("contract-watch.toml", "engine = \"magic\"\n");
    let place = "contract-watch.toml:1:10: engine = \"magic\"";

    // The real pre-commit hook in note mode: the commit goes through, with the line.
    let before = head(&r);
    let out = common::git_hooked(r.path(), &["commit", "-qam", "wip"], &[]);
    assert_eq!(code(&out), 0, "{}", common::stderr(&out));
    assert!(
        common::stderr(&out).contains(place),
        "{}",
        common::stderr(&out)
    );
    assert!(common::stderr(&out).contains("check was skipped"));
    assert_ne!(head(&r), before);

    // gate itself, note mode: 0 with the line.
    let out = run_configured(&r, &["gate", "push"]);
    assert_eq!(code(&out), 0, "{}", common::stderr(&out));
    assert!(common::stderr(&out).contains(place));

    // Every command that reads the configuration: 2, naming the file, line, column and key.
    for args in [
        vec!["measure", "lib.py:parse"],
        vec!["status"],
        vec!["forget", "--all"],
        vec!["sidebar"],
    ] {
        let out = run_configured(&r, &args);
        assert_eq!(code(&out), 2, "{args:?}: {}", common::stderr(&out));
        assert!(
            common::stderr(&out).contains(place),
            "{args:?}: {}",
            common::stderr(&out)
        );
    }
    // The mode needs no configuration: it shows (and switches) while naming what is wrong,
    // so the person can always release a gate that keeps its last answers.
    let out = run_configured(&r, &["mode"]);
    assert_eq!(code(&out), 0, "{}", common::stderr(&out));
    assert!(
        common::stderr(&out).contains(place),
        "{}",
        common::stderr(&out)
    );
    // doctor names it as broken; init does not need it.
    let out = run_configured(&r, &["doctor"]);
    assert_eq!(code(&out), 1);
    assert!(common::stdout(&out).contains(place));
    assert_eq!(code(&run_configured(&r, &["init", "--git-hooks"])), 0);

    // Deny mode: a configuration the model broke does not unlock the gate; the last measure
    // (a mismatching caller) stands.
    std::fs::remove_file(r.path().join("contract-watch.toml")).unwrap();
    assert_eq!(code(&r.run(&["mode", "deny"])), 0);
    r.write("contract-watch.toml", "engine = \"magic\"\n");
    let out = run_configured(&r, &["gate", "push"]);
    assert_eq!(code(&out), 1, "{}", common::stderr(&out));
    let said = common::stderr(&out);
    assert!(
        said.contains("the findings keep their last answers"),
        "{said}"
    );
    assert!(said.contains("parse"), "{said}");

    // Not a repository: 2, with a plain line.
    let out = r.run(&["sidebar", "--repo", "/nonexistent"]);
    assert_eq!(code(&out), 2);
    assert_eq!(
        common::stderr(&out).trim(),
        "contract-watch: /nonexistent is not a repository (no such directory)"
    );
    let nowhere = tempfile::tempdir().unwrap();
    for args in [
        vec!["status"],
        vec!["mode"],
        vec!["gate"],
        vec!["init"],
        vec!["doctor"],
        vec!["forget", "--all"],
        vec!["sidebar"],
    ] {
        let out = common::run_in(nowhere.path(), &args, &[]);
        assert_eq!(code(&out), 2, "{args:?}: {}", common::stderr(&out));
        assert!(
            common::stderr(&out).contains("is not in a git repository"),
            "{args:?}"
        );
    }
    // Bad arguments: 2.
    assert_eq!(code(&r.run(&["mode", "magic"])), 2);
    assert_eq!(code(&r.run(&["gate", "rebase"])), 2);
}

/// (3) A clone without the binary: every shipped wiring skips with a line instead of failing
/// (the native hooks here; pre-commit and lefthook for real in tests/hook_managers.rs).
#[test]
fn item_03_a_clone_without_the_binary_commits_with_a_line() {
    if Path::new("/usr/bin/contract-watch").exists() || Path::new("/bin/contract-watch").exists() {
        eprintln!("skipped: contract-watch is installed system-wide");
        return;
    }
    let r = project();
    // Installed while on PATH, so the hooks call it by name (as a team's shared setup does).
    let bin_dir = common::bin().parent().unwrap().display().to_string();
    let path = format!("{bin_dir}:{}", std::env::var("PATH").unwrap_or_default());
    let out = common::run_in(r.path(), &["init", "--git-hooks"], &[("PATH", &path)]);
    assert_eq!(code(&out), 0, "{}", common::stderr(&out));
    r.write("lib.py", "def parse(s, sep):\n    return s\n");
    // A teammate's clone: no contract-watch on PATH.
    let out = common::isolated("git", r.path(), &["commit", "-qam", "x"])
        .env("PATH", "/usr/bin:/bin")
        .output()
        .unwrap();
    assert_eq!(code(&out), 0, "{}", common::stderr(&out));
    assert!(common::stderr(&out)
        .contains("contract-watch: not found on PATH; the pre-commit check was skipped"));
    // The shipped files for the managers carry the same skip.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let hooks = std::fs::read_to_string(root.join(".pre-commit-hooks.yaml")).unwrap();
    for id in ["commit", "push", "merge"] {
        assert!(hooks.contains(&format!("- id: contract-watch-{id}\n")));
        assert!(hooks.contains(&format!("- id: contract-watch-{id}-system\n")));
    }
    assert!(hooks.contains("language: rust"));
    assert_eq!(hooks.matches("not found on PATH").count(), 3);
    let lefthook = std::fs::read_to_string(root.join("examples/lefthook.yml")).unwrap();
    assert_eq!(lefthook.matches("not found on PATH").count(), 3);
}

/// (4) The install line uses the lock, and Cargo.toml's rust-version is at least what every
/// package in Cargo.lock asks for; README states both.
#[test]
fn item_04_install_is_locked_and_rust_version_covers_the_lock() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(readme.contains("cargo install --locked --path ."));
    assert!(!readme.contains("cargo install --path ."));
    assert!(readme.contains("cargo test --locked"));
    let manifest: toml::Table =
        toml::from_str(&std::fs::read_to_string(root.join("Cargo.toml")).unwrap()).unwrap();
    let ours = manifest["package"]["rust-version"]
        .as_str()
        .expect("Cargo.toml has rust-version")
        .to_string();
    assert!(
        readme.contains(&format!("Rust {ours} or newer")),
        "README states the minimum Rust"
    );
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["metadata", "--locked", "--offline", "--format-version", "1"])
        .current_dir(root)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", common::stderr(&out));
    let meta: Value = serde_json::from_slice(&out.stdout).unwrap();
    let version = |s: &str| -> Vec<u64> { s.split('.').map(|p| p.parse().unwrap_or(0)).collect() };
    let needed = meta["packages"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| {
            p["rust_version"]
                .as_str()
                .map(|v| (version(v), p["name"].as_str().unwrap_or("").to_string()))
        })
        .max()
        .unwrap();
    assert!(
        version(&ours) >= needed.0,
        "rust-version {ours} is below what {} needs ({:?})",
        needed.1,
        needed.0
    );
}

/// (5) Selector errors say which part is wrong and how to write it: exit 2, one line.
#[test]
fn item_05_selector_errors_say_how_to_write_it() {
    let r = Repo::new(&[("app/lib.py", "def parse(s):\n    return s\n")]);
    let cases = [
        "app/lib.py",
        "app:parse",
        "app/lib.py:parse:extra",
        ":parse",
        "app/lib.py:",
        "",
    ];
    let mut said = Vec::new();
    for sel in cases {
        let out = r.run(&["measure", sel]);
        assert_eq!(code(&out), 2, "{sel}: {}", common::stderr(&out));
        assert_eq!(common::stderr(&out).lines().count(), 1, "{sel}");
        said.push(format!("{sel:?} → {}", common::stderr(&out).trim()));
        assert_eq!(code(&r.run(&["explain", sel])), 2, "explain {sel}");
    }
    insta::assert_snapshot!("selector_errors", said.join("\n"));
    // The spellings they suggest work.
    assert_eq!(code(&r.run(&["measure", "app/lib.py:parse"])), 0);
}

/// (6) Configuration errors name the file, line, column and key, and what it takes.
#[test]
fn item_06_configuration_errors_name_the_place_and_the_fix() {
    let r = project();
    let mut said = Vec::new();
    for text in [
        "engine = \"magic\"\n",
        "# comment\ncaller_cap = \"ten\"\n",
        "engine_timeout_ms = 0\n",
        "engin = \"builtin\"\n",
        "caller_cap = \n",
    ] {
        r.write("contract-watch.toml", text);
        let out = run_configured(&r, &["measure", "lib.py:parse"]);
        assert_eq!(code(&out), 2);
        said.push(common::stderr(&out).trim().to_string());
    }
    insta::assert_snapshot!("configuration_errors", said.join("\n"));
}

/// (7) init --claude keeps the user's key order and indentation, says when it writes a full
/// path and why, and init --remove gives the file back byte for byte.
#[test]
fn item_07_init_keeps_the_settings_file_and_says_why_a_path_is_absolute() {
    let r = project();
    let before = "{\n\t\"permissions\": {\n\t\t\"allow\": [\"Bash(ls)\"]\n\t},\n\t\"model\": \"opus\",\n\t\"env\": {\n\t\t\"Z\": \"1\",\n\t\t\"A\": \"2\"\n\t}\n}\n";
    r.write(".claude/settings.json", before);
    let out = r.run(&["init", "--claude"]);
    assert_eq!(code(&out), 0, "{}", common::stderr(&out));
    let said = common::stdout(&out);
    assert!(
        said.contains(&format!(
            ".claude/settings.json: calls {} by its full path because `contract-watch` is not on PATH",
            common::bin().display()
        )),
        "{said}"
    );
    let after = std::fs::read_to_string(r.path().join(".claude/settings.json")).unwrap();
    assert!(
        after.starts_with("{\n\t\"permissions\": {\n\t\t\"allow\": [\n\t\t\t\"Bash(ls)\"\n\t\t]\n\t},\n\t\"model\": \"opus\",\n\t\"env\": {\n\t\t\"Z\": \"1\",\n\t\t\"A\": \"2\"\n\t},\n\t\"hooks\": {"),
        "{after}"
    );
    // On PATH: the bare name, and no such line.
    let r2 = project();
    let bin_dir = common::bin().parent().unwrap().display().to_string();
    let path = format!("{bin_dir}:{}", std::env::var("PATH").unwrap_or_default());
    let out = common::run_in(r2.path(), &["init", "--claude"], &[("PATH", &path)]);
    assert!(!common::stdout(&out).contains("full path"));
    let v: Value = serde_json::from_str(
        &std::fs::read_to_string(r2.path().join(".claude/settings.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(
        v["hooks"]["Stop"][0]["hooks"][0]["command"],
        "contract-watch hook claude"
    );
    // Remove: the user's file is back as it was (arrays reformatted by the first merge aside,
    // the keys and their order are the user's).
    let out = r.run(&["init", "--remove"]);
    assert_eq!(code(&out), 0, "{}", common::stderr(&out));
    let v: Value = serde_json::from_str(
        &std::fs::read_to_string(r.path().join(".claude/settings.json")).unwrap(),
    )
    .unwrap();
    let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["permissions", "model", "env"]);
    assert!(!r.path().join(".claude/commands/contract-watch.md").exists());
}

/// (8) status says which commit each finding counts from once HEAD has moved, where measure
/// compares with HEAD.
#[test]
fn item_08_status_names_the_base_of_each_comparison() {
    let r = project();
    break_parse(&r);
    let opened_at = head(&r);
    // A commit lands in between (the signature change stays uncommitted).
    r.write("other.py", "X = 2\n");
    git(r.path(), &["commit", "-qm", "other", "other.py"]);
    let now = head(&r);
    let out = r.run(&["status"]);
    let text = common::stdout(&out);
    assert!(
        text.contains(&format!(
            "changed from 1 to 2 parameter(s) since {}",
            &opened_at[..7]
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "counted from {}, HEAD when the finding was opened; HEAD is now {}, which `measure` compares with",
            &opened_at[..7],
            &now[..7]
        )),
        "{text}"
    );
    let j: Value = serde_json::from_slice(&r.run(&["status", "--json"]).stdout).unwrap();
    assert_eq!(j["head"], now.as_str());
    assert_eq!(j["findings"][0]["base"], opened_at.as_str());
}

/// (9) Help: commands in the order a person runs them (hook last, marked as the agents'),
/// examples and only the exit statuses that apply, mode's values, forget's --all, and
/// explain's legend. Every help is pinned.
#[test]
fn item_09_help_reads_in_the_order_people_need_it() {
    let r = project();
    let top = common::stdout(&r.run(&["--help"]));
    let order: Vec<usize> = [
        "  demo",
        "  init",
        "  status",
        "  measure",
        "  explain",
        "  mode",
        "  forget",
        "  gate",
        "  sidebar",
        "  doctor",
        "  completions",
        "  man",
        "  hook",
    ]
    .iter()
    .map(|c| {
        top.find(&format!("\n{c} "))
            .unwrap_or_else(|| panic!("{c}"))
    })
    .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{top}");
    assert!(top.contains("Called by agents"));
    insta::assert_snapshot!("help", top);
    for cmd in [
        "demo",
        "init",
        "status",
        "measure",
        "explain",
        "mode",
        "forget",
        "gate",
        "sidebar",
        "doctor",
        "completions",
        "man",
        "hook",
    ] {
        let out = r.run(&[cmd, "--help"]);
        assert_eq!(code(&out), 0);
        let text = common::stdout(&out);
        assert!(text.contains("Example"), "{cmd}: no example");
        assert!(text.contains("Exit status:"), "{cmd}: no exit statuses");
        insta::assert_snapshot!(format!("help_{cmd}"), text);
    }
    let mode = common::stdout(&r.run(&["mode", "--help"]));
    assert!(
        mode.contains("- note:") && mode.contains("- deny:"),
        "{mode}"
    );
    let gate = common::stdout(&r.run(&["gate", "--help"]));
    assert!(!gate.contains("the engine refused the selector"), "{gate}");
    let out = r.run(&["forget"]);
    assert_eq!(code(&out), 2);
    assert!(common::stderr(&out).contains("--all"));
    // explain's legend.
    break_parse(&r);
    let e = common::stdout(&r.run(&["explain", "lib.py:parse"]));
    assert!(
        e.contains("[yes] reaches this definition; [maybe] same name, may be another"),
        "{e}"
    );
}

/// A reader that stops early (`contract-watch man | head`) ends the command quietly: exit 0,
/// nothing on standard error (it once reported an "internal error").
#[test]
fn completions_and_man_into_a_closed_pipe_end_quietly() {
    for args in [&["completions", "bash"][..], &["man"][..]] {
        let mut child = Command::new(common::bin())
            .args(args)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
    }
}

/// (10) Completions, a man page, a self-check and an uninstall that leaves nothing behind.
#[test]
fn item_10_completions_man_doctor_and_remove() {
    let r = project();
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = r.run(&["completions", shell]);
        assert_eq!(code(&out), 0, "{shell}");
        let s = common::stdout(&out);
        assert!(s.contains("doctor") && s.contains("measure"), "{shell}");
    }
    assert_eq!(code(&r.run(&["completions", "tcsh"])), 2);
    let man = common::stdout(&r.run(&["man"]));
    assert!(
        man.starts_with(".ie") || man.contains(".TH contract-watch"),
        "{man}"
    );
    assert!(man.contains(".SH \"CONTRACT-WATCH DOCTOR\""));
    assert!(man.contains("Exit status:"));
    if Command::new("man").arg("--version").output().is_ok() {
        let dir = tempfile::tempdir().unwrap();
        let page = dir.path().join("contract-watch.1");
        std::fs::write(&page, &man).unwrap();
        let out = Command::new("man")
            .arg("-l")
            .arg(&page)
            .env("MANPAGER", "cat")
            .env("PAGER", "cat")
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", common::stderr(&out));
        assert!(common::stdout(&out).contains("doctor"));
    } else {
        eprintln!("skipped: rendering the man page (no man program)");
    }

    // An existing hook of the user's, chained by init and put back by init --remove.
    let users = "#!/bin/sh\necho mine\n";
    r.write(".git/hooks/pre-commit", users);
    let bin_dir = common::bin().parent().unwrap().display().to_string();
    let path = format!("{bin_dir}:{}", std::env::var("PATH").unwrap_or_default());
    let with_path: &[(&str, &str)] = &[("PATH", &path)];
    let out = common::run_in(r.path(), &["init", "--claude", "--git-hooks"], with_path);
    assert_eq!(code(&out), 0, "{}", common::stderr(&out));
    break_parse(&r);

    let out = common::run_in(r.path(), &["doctor"], with_path);
    let d = common::stdout(&out);
    assert_eq!(code(&out), 0, "{d}");
    for line in [
        "binary ",
        "Claude Code ",
        "git pre-commit hook ",
        "git pre-push hook ",
        "git pre-merge-commit hook ",
        "configuration ",
        "mode ",
        "engine ",
        "state ",
    ] {
        assert!(d.contains(line), "{line}: {d}");
    }
    assert!(
        d.contains("runs pre-commit.pre-contract-watch first"),
        "{d}"
    );
    assert!(d.contains("1 open finding(s)"), "{d}");
    // Without the binary on PATH, the wiring that calls it by name is broken: exit 1.
    let out = common::run_in(r.path(), &["doctor"], &[("PATH", "/usr/bin:/bin")]);
    assert_eq!(code(&out), 1, "{}", common::stdout(&out));
    assert!(common::stdout(&out).contains("broken Claude Code"));

    let state = r.path().join(".git/contract-watch");
    assert!(state.is_dir());
    let out = common::run_in(r.path(), &["init", "--remove", "--state"], with_path);
    assert_eq!(code(&out), 0, "{}", common::stderr(&out));
    let said = common::stdout(&out);
    assert!(said.contains(".git/hooks/pre-commit: restored the hook that was there before"));
    assert_eq!(
        std::fs::read_to_string(r.path().join(".git/hooks/pre-commit")).unwrap(),
        users
    );
    assert!(!r.path().join(".git/hooks/pre-push").exists());
    assert!(!r.path().join(".claude").exists(), "{said}");
    assert!(!state.exists());
    // Again: nothing left to take out.
    let out = common::run_in(r.path(), &["init", "--remove"], with_path);
    assert!(common::stdout(&out).contains("nothing changed"));
    let d = common::stdout(&common::run_in(r.path(), &["doctor"], with_path));
    assert!(d.contains("Claude Code") && d.contains("not wired"), "{d}");
}

/// (2, the state's class) A state that cannot be opened: the commands that keep it exit 3 with
/// the reason, the git hook lets the commit through with a line, doctor names it, and
/// measure (which keeps no state) still answers.
#[test]
fn item_02_state_errors_exit_3_and_never_stop_a_commit() {
    let r = project();
    let bin_dir = common::bin().parent().unwrap().display().to_string();
    let path = format!("{bin_dir}:{}", std::env::var("PATH").unwrap_or_default());
    assert_eq!(
        code(&common::run_in(
            r.path(),
            &["init", "--git-hooks"],
            &[("PATH", &path)]
        )),
        0
    );
    // Where the state directory belongs, a file.
    std::fs::write(r.path().join(".git/contract-watch"), "not a directory").unwrap();
    for args in [
        vec!["status"],
        vec!["mode"],
        vec!["forget", "--all"],
        vec!["sidebar"],
    ] {
        let out = r.run(&args);
        assert_eq!(code(&out), 3, "{args:?}: {}", common::stderr(&out));
        assert!(
            common::stderr(&out).contains("cannot create state directory"),
            "{args:?}: {}",
            common::stderr(&out)
        );
    }
    assert_eq!(code(&r.run(&["measure", "lib.py:parse"])), 0);
    let out = r.run(&["doctor"]);
    assert_eq!(code(&out), 1);
    assert!(common::stdout(&out).contains("broken state"));
    r.write("lib.py", "def parse(s, sep):\n    return s\n");
    let before = head(&r);
    let out = common::git_hooked(r.path(), &["commit", "-qam", "x"], &[]);
    assert_eq!(code(&out), 0, "{}", common::stderr(&out));
    assert!(common::stderr(&out).contains("the git commit check was skipped"));
    assert_ne!(head(&r), before);
}
