//! The ripwire engine through stand-in executables: a recorded answer, a refusal, a PHP file it
//! cannot index (falls back to builtin), and an engine that is slow, crashes or prints garbage.

mod common;

use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use common::Repo;

/// Write an executable `ripwire` script into `dir/bin` and return that bin directory.
fn fake_ripwire(dir: &Path, body: &str) -> String {
    let bin = dir.join("fakebin");
    std::fs::create_dir_all(&bin).unwrap();
    let p = bin.join("ripwire");
    std::fs::write(&p, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    format!("{}:/usr/bin:/bin", bin.display())
}

fn run(r: &Repo, path: &str, args: &[&str]) -> std::process::Output {
    common::run_in(
        r.path(),
        args,
        &[("PATH", path), ("CONTRACT_WATCH_ENGINE", "ripwire")],
    )
}

fn repo() -> Repo {
    Repo::new(&[
        ("a.go", "package a\n\nfunc A() {}\n"),
        (".gitignore", "fakebin/\n"),
    ])
}

#[test]
fn a_recorded_report_is_read_and_rewritten() {
    let r = repo();
    let xml = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/ripwire/java_method_add_param/stdout.xml"),
    )
    .unwrap();
    std::fs::write(r.path().join("fakebin.xml"), &xml).unwrap();
    // The stand-in checks that it runs from the root with `.` and the selector by argv.
    let path = fake_ripwire(
        r.path(),
        "[ \"$1\" = . ] && [ \"$2\" = --edit-check=a.go:A ] && [ -d .git ] || exit 9\ncat fakebin.xml",
    );
    let out = run(&r, &path, &["measure", "a.go:A", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", common::stderr(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["engine"], "ripwire");
    assert_eq!(v["sym"], "send");
    assert_eq!(v["callers"].as_array().unwrap().len(), 3);
    assert_eq!(v["callers"][0]["path"], "src/main/java/com/acme/Audit.java");
}

#[test]
fn a_refusal_is_exit_1_with_ripwires_line() {
    let r = repo();
    let path = fake_ripwire(
        r.path(),
        "echo \"ripwire: --edit-check: 'A' is ambiguous\" >&2\nexit 1",
    );
    let out = run(&r, &path, &["measure", "A"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(common::stderr(&out).contains("ambiguous"));
}

#[test]
fn an_unindexed_file_falls_back_to_builtin_and_says_so() {
    let r = Repo::new(&[("src/m.php", "<?php\nfunction f($a) { return $a; }\n")]);
    let path = fake_ripwire(
        r.path(),
        "echo \"ripwire: --edit-check symbol not found: src/m.php:f (no indexed file matches 'src/m.php' - the PATH half is the fault)\" >&2\nexit 1",
    );
    let out = run(&r, &path, &["measure", "src/m.php:f", "--json"]);
    let err = common::stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(
        err.contains("does not index src/m.php") && err.contains("builtin engine"),
        "{err}"
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["engine"], "builtin");
}

#[test]
fn slow_crashing_and_garbage_engines_are_exit_3_with_one_line() {
    let r = repo();
    std::fs::write(
        r.path().join("contract-watch.toml"),
        "engine_timeout_ms = 300\n",
    )
    .unwrap();
    for (body, expect) in [
        ("sleep 5", "no answer within"),
        ("kill -SEGV $$", "signal"),
        ("echo 'hello, not xml'", "not an edit-check report"),
        ("echo boom >&2; exit 4", "exit status 4"),
    ] {
        let path = fake_ripwire(r.path(), body);
        let out = run(&r, &path, &["measure", "a.go:A"]);
        let err = common::stderr(&out);
        assert_eq!(out.status.code(), Some(3), "{body}: {err}");
        assert!(err.contains(expect), "{body}: {err}");
        assert_eq!(err.lines().count(), 1, "{body}: {err}");
    }
}

/// An engine whose child keeps stdout open must not hold the hook past the timeout: the whole
/// process group goes at the deadline (issue 11: 45 s with a 2 s timeout before).
#[test]
fn an_engine_child_holding_stdout_open_does_not_hang_the_measure() {
    let r = repo();
    std::fs::write(
        r.path().join("contract-watch.toml"),
        "engine_timeout_ms = 500\n",
    )
    .unwrap();
    for body in [
        // The engine waits on a child that keeps the pipe open.
        "sleep 30 & wait",
        // The engine exits at once, leaving a child with the pipe open.
        "(sleep 30; echo late) &\nexit 0",
    ] {
        let path = fake_ripwire(r.path(), body);
        let start = std::time::Instant::now();
        let out = run(&r, &path, &["measure", "a.go:A"]);
        let took = start.elapsed();
        let err = common::stderr(&out);
        assert_eq!(out.status.code(), Some(3), "{body}: {err}");
        assert_eq!(err.lines().count(), 1, "{body}: {err}");
        assert!(
            took < std::time::Duration::from_secs(10),
            "{body}: took {took:?}: {err}"
        );
    }
}
