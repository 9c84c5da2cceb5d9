//! The builtin engine on C and C++ against compiler-labelled truth (tests/fixtures/c: each
//! scenario's make.sh, its edit, and truth.json labelled by gcc/g++ through label.sh).
//!
//! For each scenario: build the repository, run `measure <selector> --engine builtin --json`
//! from its root and compare status, parameter counts and every caller row (binds and the
//! incompatible flag) with truth.json. Where gcc and g++ are installed, the labels themselves
//! are checked again: label.sh compiles the edited work tree, and the argument-count errors it
//! reports must be exactly the call lines truth.json marks incompatible.

mod common;

use common::fixtures;

const FAMILY: &str = "c";

use std::collections::{BTreeMap, BTreeSet};

use std::process::Command;

use serde_json::Value;

/// (name, path:line, listed as excluded) → (binds, incompatible). A caller may be listed twice:
/// once for its calls of the target and once for a call that reaches another definition.
type Rows = BTreeMap<(String, String, bool), (String, bool)>;

fn truth_rows(t: &Value) -> Rows {
    t["callers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let binds = c["binds"].as_str().unwrap();
            (
                (
                    c["n"].as_str().unwrap().into(),
                    c["p"].as_str().unwrap().into(),
                    binds == "no",
                ),
                (binds.into(), c["incompatible"].as_bool().unwrap()),
            )
        })
        .collect()
}

fn answer_rows(v: &Value) -> Rows {
    let mut rows = Rows::new();
    for c in v["callers"].as_array().into_iter().flatten() {
        let key = (
            c["name"].as_str().unwrap().to_string(),
            format!("{}:{}", c["path"].as_str().unwrap(), c["line"]),
            false,
        );
        rows.insert(
            key,
            (
                c["binds"].as_str().unwrap().into(),
                c["incompatible"].as_bool().unwrap(),
            ),
        );
    }
    for c in v["excluded"].as_array().into_iter().flatten() {
        let key = (
            c["name"].as_str().unwrap().to_string(),
            format!("{}:{}", c["path"].as_str().unwrap(), c["line"]),
            true,
        );
        rows.entry(key).or_insert(("no".into(), false));
    }
    rows
}

#[test]
fn builtin_engine_agrees_with_the_compiler_labelled_truth() {
    let all = fixtures::scenarios(FAMILY);
    assert!(all.len() >= 6, "the C/C++ scenarios are here");
    let work = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    let (mut ok, mut total) = (0, 0);
    for dir in &all {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let repo = work.path().join(&name);
        fixtures::make(dir, &repo);
        let t = fixtures::read_json(&dir.join("truth.json"));
        let out = common::run_in(
            &repo,
            &[
                "measure",
                &fixtures::edit_check(dir),
                "--engine",
                "builtin",
                "--json",
            ],
            &[],
        );
        assert_eq!(
            out.status.code(),
            Some(0),
            "{name}: {}",
            common::stderr(&out)
        );
        let v: Value = serde_json::from_str(&common::stdout(&out)).unwrap();
        for k in ["status", "params_was", "params_now"] {
            if v[k] != t[k] {
                failures.push(format!("{name}: {k} {} (truth {})", v[k], t[k]));
            }
        }
        let (want, got) = (truth_rows(&t), answer_rows(&v));
        let keys: BTreeSet<_> = want.keys().chain(got.keys()).cloned().collect();
        for k in keys {
            total += 1;
            match (want.get(&k), got.get(&k)) {
                (Some(w), Some(g)) if w == g => ok += 1,
                (w, g) => failures.push(format!(
                    "{name}: {} {}: truth {w:?}, builtin {g:?}",
                    k.0, k.1
                )),
            }
        }
    }
    println!(
        "C/C++ conformance: {ok}/{total} caller rows agree over {} scenarios",
        all.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn has(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn the_labels_are_what_gcc_and_gpp_report() {
    if !(has("gcc") && has("g++")) {
        eprintln!(
            "skipped: gcc and g++ are needed to re-check the labels (apt-get install gcc g++)"
        );
        return;
    }
    for dir in fixtures::scenarios(FAMILY) {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let out = Command::new("sh")
            .arg(fixtures::dir(FAMILY).join("label.sh"))
            .arg(&name)
            .output()
            .unwrap();
        assert!(out.status.success(), "{name}: label.sh failed");
        let errors: BTreeSet<(String, u64)> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| {
                let mut it = l.splitn(3, ':');
                Some((it.next()?.to_string(), it.next()?.trim().parse().ok()?))
            })
            .collect();
        let t = fixtures::read_json(&dir.join("truth.json"));
        let mut marked = BTreeSet::new();
        for c in t["callers"].as_array().unwrap() {
            if c["incompatible"].as_bool().unwrap() {
                let path = c["p"]
                    .as_str()
                    .unwrap()
                    .rsplit_once(':')
                    .unwrap()
                    .0
                    .to_string();
                for l in c["call_lines"].as_array().unwrap() {
                    marked.insert((path.clone(), l.as_u64().unwrap()));
                }
            }
        }
        assert_eq!(
            marked, errors,
            "{name}: truth.json's incompatible call lines vs the compiler"
        );
    }
}
