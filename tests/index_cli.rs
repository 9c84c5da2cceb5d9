//! The warm index through the real binary: built once under concurrency, never trusted when
//! damaged or foreign, switched off by the environment and the configuration, and never
//! opened by a hook that measures nothing.

mod common;

use common::{run_in, stderr, stdout, Repo};

fn project() -> Repo {
    Repo::new(&[
        ("lib.py", "def parse(a):\n    return a\n"),
        (
            "main.py",
            "from lib import parse\n\n\ndef main():\n    return parse(1)\n",
        ),
        ("other.py", "def other():\n    return 2\n"),
    ])
}

fn index_dir(r: &Repo) -> std::path::PathBuf {
    r.path().join(".git/contract-watch/index")
}

fn status_json(r: &Repo) -> serde_json::Value {
    let out = r.run(&["index", "status", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    serde_json::from_slice(&out.stdout).expect("status is JSON")
}

/// Wait for any background build to finish (the foreground build waits for the lock), and
/// bring the index up to date.
fn settle(r: &Repo) {
    let out = r.run(&["index", "build"]);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// A settled project whose `parse` then gained a parameter, and the measure of it with the
/// index off: what every measure with the index must answer.
fn edited_with_answer_off() -> (Repo, std::process::Output) {
    let r = project();
    settle(&r);
    r.write("lib.py", "def parse(a, b):\n    return a\n");
    let off = run_in(
        r.path(),
        &["measure", "lib.py:parse", "--json"],
        &[("CONTRACT_WATCH_INDEX", "off")],
    );
    (r, off)
}

/// Flips the bits `mask` of byte `at` of `file`, measures again and checks the damage changed
/// nothing in the answer and was said on one line: that line, for the caller to read.
fn damaged_measure(
    r: &Repo,
    off: &std::process::Output,
    file: &std::path::Path,
    at: usize,
    mask: u8,
) -> String {
    let mut bytes = std::fs::read(file).unwrap();
    bytes[at] ^= mask;
    std::fs::write(file, bytes).unwrap();
    let out = r.run(&["measure", "lib.py:parse", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), stdout(off), "the damage changed nothing");
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    err
}

#[test]
fn thirty_two_cold_hooks_build_the_index_once() {
    let r = project();
    r.write("lib.py", "def parse(a, b):\n    return a\n");
    let root = r.path().to_path_buf();
    let handles: Vec<_> = (0..32)
        .map(|_| {
            let root = root.clone();
            std::thread::spawn(move || run_in(&root, &["measure", "lib.py:parse", "--json"], &[]))
        })
        .collect();
    let outs: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let first = stdout(&outs[0]);
    for o in &outs {
        assert!(o.status.success(), "{}", stderr(o));
        assert_eq!(
            stdout(o),
            first,
            "every concurrent measure answers the same"
        );
        assert!(stderr(o).is_empty(), "{}", stderr(o));
    }
    settle(&r);
    let s = status_json(&r);
    assert_eq!(s["builds"], 1, "one build, not one per hook: {s}");
    assert_eq!(s["described"], s["wanted"]);
    // And the warm answer is the cold one.
    assert_eq!(
        stdout(&r.run(&["measure", "lib.py:parse", "--json"])),
        first
    );
}

#[test]
fn concurrent_foreground_builds_publish_once() {
    let r = project();
    let root = r.path().to_path_buf();
    let handles: Vec<_> = (0..8)
        .map(|_| {
            let root = root.clone();
            std::thread::spawn(move || run_in(&root, &["index", "build", "--json"], &[]))
        })
        .collect();
    let mut fresh = 0;
    for h in handles {
        let o = h.join().unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        if v["up_to_date"] == false {
            fresh += 1;
        }
    }
    assert_eq!(fresh, 1);
    assert_eq!(status_json(&r)["builds"], 1);
}

#[test]
fn a_damaged_segment_is_never_trusted_said_once_and_rebuilt() {
    let (r, off) = edited_with_answer_off();
    // Flip a byte of the only segment's blob table (after the 40-byte header), which every
    // query reads.
    let seg = std::fs::read_dir(index_dir(&r))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "cwx"))
        .expect("a segment");
    let err = damaged_measure(&r, &off, &seg, 45, 0xff);
    assert!(err.contains("cannot be trusted"), "{err}");
    settle(&r);
    let s = status_json(&r);
    assert!(
        s["damaged"].is_null() && s["described"] == s["wanted"],
        "{s}"
    );
    let again = r.run(&["measure", "lib.py:parse", "--json"]);
    assert!(stderr(&again).is_empty(), "{}", stderr(&again));
    assert_eq!(stdout(&again), stdout(&off));
}

#[test]
fn a_foreign_version_is_rebuilt_with_one_line() {
    let r = project();
    settle(&r);
    std::fs::write(index_dir(&r).join("manifest"), "contract-watch index v99\n").unwrap();
    let out = r.run(&["measure", "lib.py:parse"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("another version"), "{err}");
    settle(&r);
    let s = status_json(&r);
    assert!(s["exists"] == true && s["damaged"].is_null(), "{s}");
}

#[test]
fn switched_off_by_environment_or_configuration_nothing_is_built() {
    let r = project();
    let out = run_in(
        r.path(),
        &["measure", "lib.py:parse"],
        &[("CONTRACT_WATCH_INDEX", "off")],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    r.write("contract-watch.toml", "index = false\n");
    let out = r.run(&["measure", "lib.py:parse"]);
    assert!(out.status.success(), "{}", stderr(&out));
    // Give a (wrongly) started background build the time to show itself.
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert!(!index_dir(&r).exists(), "no index was started");
    let s = run_in(
        r.path(),
        &["index", "status"],
        &[("CONTRACT_WATCH_INDEX", "off")],
    );
    assert!(stdout(&s).contains("use: off"), "{}", stdout(&s));
}

#[test]
fn hooks_that_measure_nothing_never_open_the_index() {
    let r = project();
    let event = serde_json::json!({
        "hook_event_name": "PreToolUse",
        "cwd": r.path(),
        "tool_name": "Bash",
        "tool_input": {"command": "cargo test"}
    });
    common::hook_claude(r.path(), &event);
    let body = serde_json::json!({
        "hook_event_name": "PostToolUse",
        "cwd": r.path(),
        "tool_name": "Edit",
        "tool_input": {
            "file_path": r.path().join("lib.py"),
            "old_string": "    return a",
            "new_string": "    return a + 0"
        }
    });
    common::hook_claude(r.path(), &body);
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert!(!index_dir(&r).exists());
}

#[test]
fn status_build_and_clear_say_what_they_did() {
    let r = project();
    let s = r.run(&["index"]);
    assert!(stdout(&s).contains("none yet"), "{}", stdout(&s));
    let b = r.run(&["index", "build"]);
    let text = stdout(&b);
    assert!(
        text.starts_with("contract-watch: indexed 3 new blob(s) in "),
        "{text}"
    );
    assert!(text.contains("3 blobs") && text.contains("KiB"), "{text}");
    let b = r.run(&["index", "build"]);
    assert!(stdout(&b).contains("up to date"), "{}", stdout(&b));
    let c = r.run(&["index", "clear"]);
    assert_eq!(stdout(&c), "contract-watch: removed the index\n");
    assert!(!index_dir(&r).exists());
    let outside = tempfile::tempdir().unwrap();
    let o = run_in(outside.path(), &["index"], &[]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn what_the_index_commands_say() {
    let r = project();
    let root = r.path().canonicalize().unwrap().display().to_string();
    let raw = r.path().display().to_string();
    // Times vary: the digits before " ms" become N.
    let ms = |t: String| {
        let mut out = String::new();
        for (k, piece) in t.split(" ms").enumerate() {
            if k > 0 {
                out.push_str(" ms");
            }
            let cut = piece.trim_end_matches(|c: char| c.is_ascii_digit());
            if k + 1 < t.split(" ms").count() && cut.len() < piece.len() {
                out.push_str(cut);
                out.push('N');
            } else {
                out.push_str(piece);
            }
        }
        out.replace(&root, "REPO").replace(&raw, "REPO")
    };
    let mut seen = Vec::new();
    for args in [
        &["index"][..],
        &["index", "build"],
        &["index", "build"],
        &["index", "status"],
        &["index", "clear"],
        &["index", "clear"],
    ] {
        let o = r.run(args);
        seen.push(format!(
            "$ contract-watch {}\n{}",
            args.join(" "),
            ms(stdout(&o))
        ));
    }
    settle(&r);
    std::fs::write(index_dir(&r).join("manifest"), "contract-watch index v99\n").unwrap();
    let o = r.run(&["measure", "lib.py:parse"]);
    seen.push(format!(
        "$ contract-watch measure lib.py:parse (stderr)\n{}",
        ms(stderr(&o))
    ));
    insta::assert_snapshot!("index_commands", seen.join("\n"));
}

#[test]
fn a_damaged_kept_answer_is_never_trusted_and_said_once() {
    let (r, off) = edited_with_answer_off();
    let first = r.run(&["measure", "lib.py:parse", "--json"]);
    assert_eq!(stdout(&first), stdout(&off));
    assert_eq!(status_json(&r)["answers"], 1, "the answer is kept");
    let entry = std::fs::read_dir(index_dir(&r).join("answers"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .next()
        .expect("a kept answer");
    // A caller row says `incompatible: true`; flip a byte in the middle of the entry.
    let middle = std::fs::metadata(&entry).unwrap().len() as usize / 2;
    let err = damaged_measure(&r, &off, &entry, middle, 0x01);
    assert!(
        err.contains("cached answer") && err.contains("cannot be trusted"),
        "{err}"
    );
    // Measured again and kept again: the next measure is quiet and the same.
    let again = r.run(&["measure", "lib.py:parse", "--json"]);
    assert!(stderr(&again).is_empty(), "{}", stderr(&again));
    assert_eq!(stdout(&again), stdout(&off));
    // A foreign format line is refused the same way.
    let mut bytes = std::fs::read(&entry).unwrap();
    bytes[..24].copy_from_slice(b"contract-watch answer v9");
    std::fs::write(&entry, bytes).unwrap();
    let out = r.run(&["measure", "lib.py:parse", "--json"]);
    assert_eq!(stdout(&out), stdout(&off));
    assert!(stderr(&out).contains("another version"), "{}", stderr(&out));
}
