//! The builtin engine against labelled fixtures of the languages ripwire's recordings do not
//! cover (tests/fixtures/lang, in the form of tests/fixtures/ripwire: make.sh, cmd, truth.json).
//!
//! Each fixture's truth.json carries its label and how it was produced (`oracle`): `ruby` —
//! the calls were run (tests/fixtures/lang/label.rb; ArgumentError at a call line is a
//! mismatch), `reference` — Swift, labelled by The Swift Programming Language because no Swift
//! compiler is packaged for this machine. The engine must agree on every row (status, counts,
//! each caller that binds yes or maybe with its flag, and no `no` row among the callers). Where
//! `ruby` is installed, the Ruby fixtures are labelled again by running them, so the stored
//! truth cannot drift from what Ruby does.

mod common;

use common::fixtures;

const FAMILY: &str = "lang";

use std::process::Command;

use serde_json::Value;

#[test]
fn builtin_engine_agrees_with_the_labelled_fixtures() {
    let all = fixtures::scenarios(FAMILY);
    assert!(all.len() >= 5, "the Ruby and Swift fixtures are here");
    let work = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for dir in &all {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let repo = work.path().join(&name);
        fixtures::make(dir, &repo);
        let truth: Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("truth.json")).unwrap())
                .unwrap();
        let sel = fixtures::edit_check(dir);
        let out = common::run_in(
            &repo,
            &["measure", &sel, "--engine", "builtin", "--json"],
            &[],
        );
        assert_eq!(
            out.status.code(),
            Some(0),
            "{name}: {}",
            common::stderr(&out)
        );
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        let mut bad = Vec::new();
        if v["status"] != truth["status"] {
            bad.push(format!(
                "status {} (truth {})",
                v["status"], truth["status"]
            ));
        }
        for k in ["params_was", "params_now"] {
            if v[k] != truth[k] {
                bad.push(format!("{k} {} (truth {})", v[k], truth[k]));
            }
        }
        let rows: Vec<(String, String, bool)> = v["callers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                (
                    c["name"].as_str().unwrap().to_string(),
                    format!("{}:{}", c["path"].as_str().unwrap(), c["line"]),
                    c["incompatible"].as_bool().unwrap(),
                )
            })
            .collect();
        let mut want = Vec::new();
        for c in truth["callers"].as_array().unwrap() {
            let key = (
                c["n"].as_str().unwrap().to_string(),
                c["p"].as_str().unwrap().to_string(),
            );
            if c["binds"] == "no" {
                if rows.iter().any(|r| (&r.0, &r.1) == (&key.0, &key.1)) {
                    bad.push(format!(
                        "lists {} {}, which reaches another definition",
                        key.0, key.1
                    ));
                }
            } else {
                want.push((key.0, key.1, c["incompatible"].as_bool().unwrap()));
            }
        }
        want.sort();
        let mut got = rows.clone();
        got.sort();
        if got != want {
            bad.push(format!("callers {got:?}\n      truth {want:?}"));
        }
        if !bad.is_empty() {
            failures.push(format!("{name}: {}", bad.join("; ")));
        }
    }
    assert!(
        failures.is_empty(),
        "disagreements:\n{}",
        failures.join("\n")
    );
}

/// The Ruby fixtures' labels, produced again by running their calls.
#[test]
fn ruby_fixtures_are_labelled_by_running_them() {
    if Command::new("ruby").arg("--version").output().is_err() {
        eprintln!("skipped: `ruby` is not installed (apt-get install ruby), so the Ruby labels are not re-run");
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let mut checked = 0;
    for dir in fixtures::scenarios(FAMILY) {
        let truth: Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("truth.json")).unwrap())
                .unwrap();
        if truth["oracle"] != "ruby" {
            continue;
        }
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let repo = work.path().join(&name);
        fixtures::make(&dir, &repo);
        let out = Command::new("ruby")
            .arg(fixtures::dir(FAMILY).join("label.rb"))
            .arg(&repo)
            .arg(dir.join("truth.json"))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8_lossy(&out.stdout);
        for c in truth["callers"].as_array().unwrap() {
            if c["binds"] == "no" {
                continue;
            }
            let n = c["n"].as_str().unwrap();
            let line = text
                .lines()
                .find(|l| l.split(' ').next() == Some(n))
                .unwrap_or_else(|| panic!("{name}: ruby gave no label for {n}:\n{text}"));
            let ran = line.split(' ').nth(2) == Some("incompatible");
            assert_eq!(
                ran,
                c["incompatible"].as_bool().unwrap(),
                "{name}: truth.json disagrees with running {n}: {line}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 9, "every Ruby caller was run ({checked})");
}
