//! The builtin engine against compiler-labelled truth (tests/fixtures/labelled): C# fixtures
//! labelled by `mcs`, Kotlin fixtures by `kotlinc`. Each fixture is a `make.sh` (a small git
//! repository: the base committed, then the work-tree edit), a `selector` and a `truth.json`
//! (the form of tests/fixtures/ripwire/TRUTH.md, plus `labelled_by`: how the truth was made).
//!
//! The first test measures every fixture with the real binary and must agree with the truth
//! on every column. The second re-labels the truth with the compilers when they are installed
//! (Debian `mono-mcs`, `kotlin`): HEAD compiles without an error, and the work tree's errors are
//! exactly the call lines of the rows the truth flags. Without a compiler it says so and skips
//! that language.

mod common;

use common::fixtures;

const FAMILY: &str = "labelled";

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

type Row = (String, String, bool);

#[test]
fn builtin_engine_agrees_with_the_compiler_labelled_truth() {
    let all = fixtures::scenarios(FAMILY);
    assert!(all.len() >= 9, "the C# and Kotlin fixtures are here");
    let work = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for dir in &all {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let repo = work.path().join(&name);
        fixtures::make(dir, &repo);
        let t = fixtures::read_json(&dir.join("truth.json"));
        let sel = t["selector"].as_str().unwrap();
        let out = common::run_in(
            &repo,
            &["measure", sel, "--engine", "builtin", "--json"],
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
        if v["status"] != t["status"] {
            bad.push(format!("status {} (truth {})", v["status"], t["status"]));
        }
        for k in ["params_was", "params_now"] {
            if v[k] != t[k] {
                bad.push(format!("{k} {} (truth {})", v[k], t[k]));
            }
        }
        let rows = |a: &Value, key: &str| -> Vec<Row> {
            a[key]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .iter()
                .map(|c| {
                    (
                        c["name"].as_str().unwrap_or("?").to_string(),
                        format!("{}:{}", c["path"].as_str().unwrap_or("?"), c["line"]),
                        c["incompatible"].as_bool().unwrap_or(false),
                    )
                })
                .collect()
        };
        let got = rows(&v, "callers");
        let got_excluded: BTreeSet<(String, String)> = rows(&v, "excluded")
            .into_iter()
            .map(|(n, p, _)| (n, p))
            .collect();
        let mut want: Vec<Row> = Vec::new();
        let mut want_excluded = BTreeSet::new();
        for c in t["callers"].as_array().unwrap() {
            let n = c["n"].as_str().unwrap().to_string();
            let p = c["p"].as_str().unwrap().to_string();
            if c["binds"] == "no" {
                want_excluded.insert((n, p));
            } else {
                want.push((n, p, c["incompatible"].as_bool().unwrap()));
            }
        }
        if got != want {
            bad.push(format!("callers {got:?}\n    truth {want:?}"));
        }
        if got_excluded != want_excluded {
            bad.push(format!(
                "excluded {got_excluded:?}\n    truth {want_excluded:?}"
            ));
        }
        if !bad.is_empty() {
            failures.push(format!("{name}: {}", bad.join("; ")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// (path, line) of every flagged row's call lines, per the truth.
fn flagged(t: &Value) -> BTreeSet<(String, usize)> {
    let mut out = BTreeSet::new();
    for c in t["callers"].as_array().unwrap() {
        if c["incompatible"].as_bool() == Some(true) {
            let path = c["p"].as_str().unwrap().rsplit_once(':').unwrap().0;
            for l in c["call_lines"].as_array().unwrap() {
                out.insert((path.to_string(), l.as_u64().unwrap() as usize));
            }
        }
    }
    out
}

fn have(tool: &str) -> bool {
    Command::new(tool)
        .arg("-version")
        .output()
        .is_ok_and(|o| o.status.success() || !o.stdout.is_empty() || !o.stderr.is_empty())
}

fn tracked(repo: &Path, ext: &str) -> Vec<String> {
    let out = Command::new("git")
        .args(["ls-files", &format!("*.{ext}")])
        .current_dir(repo)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

/// The committed tree of `repo`, written out beside it (`<repo>.head`).
fn head_copy(repo: &Path) -> PathBuf {
    let dest = repo.with_extension("head");
    std::fs::create_dir_all(&dest).unwrap();
    let archive = Command::new("git")
        .args(["archive", "HEAD"])
        .current_dir(repo)
        .output()
        .unwrap();
    let mut tar = Command::new("tar")
        .args(["-x", "-C"])
        .arg(&dest)
        .stdin(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    tar.stdin
        .take()
        .unwrap()
        .write_all(&archive.stdout)
        .unwrap();
    assert!(tar.wait().unwrap().success());
    dest
}

/// mcs's error lines: `path(line,col): error CSxxxx: …` → (path, line).
fn mcs_errors(dir: &Path, files: &[String]) -> BTreeSet<(String, usize)> {
    // The library is written beside the sources (never to a device: mcs replaces its output).
    let out = Command::new("mcs")
        .arg("-target:library")
        .arg(format!("-out:{}", dir.join(".fixture.dll").display()))
        .args(files)
        .current_dir(dir)
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    text.lines()
        .filter(|l| l.contains("): error CS"))
        .filter_map(|l| {
            let (path, rest) = l.split_once('(')?;
            let line = rest.split(',').next()?.parse().ok()?;
            Some((path.to_string(), line))
        })
        .collect()
}

#[test]
fn csharp_truth_is_what_mcs_says() {
    if !have("mcs") {
        println!("skipped: mcs is not installed (Debian package mono-mcs); the C# truth is not re-labelled");
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for dir in fixtures::scenarios(FAMILY) {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        if !name.starts_with("cs_") {
            continue;
        }
        let repo = work.path().join(&name);
        fixtures::make(&dir, &repo);
        let head = head_copy(&repo);
        let at_head = mcs_errors(&head, &tracked(&repo, "cs"));
        if !at_head.is_empty() {
            failures.push(format!("{name}: HEAD does not compile: {at_head:?}"));
        }
        let mut files = tracked(&repo, "cs");
        let untracked = Command::new("git")
            .args(["ls-files", "--others", "--exclude-standard", "*.cs"])
            .current_dir(&repo)
            .output()
            .unwrap();
        files.extend(
            String::from_utf8_lossy(&untracked.stdout)
                .lines()
                .map(str::to_string),
        );
        let now = mcs_errors(&repo, &files);
        let want = flagged(&fixtures::read_json(&dir.join("truth.json")));
        if now != want {
            failures.push(format!("{name}: mcs errors {now:?}, truth flags {want:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// kotlinc's error lines: `dir/path.kt:line:col: error: …` → (dir, path, line).
fn kotlinc_errors(root: &Path, files: &[String]) -> BTreeSet<(String, String, usize)> {
    let out_dir = root.join(".classes");
    let out = Command::new("kotlinc")
        .args(files)
        .arg("-d")
        .arg(&out_dir)
        .current_dir(root)
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    text.lines()
        .filter(|l| l.contains(": error: "))
        .filter_map(|l| {
            let (loc, _) = l.split_once(": error: ")?;
            let mut parts = loc.rsplitn(3, ':');
            let _col = parts.next()?;
            let line = parts.next()?.parse().ok()?;
            let path = parts.next()?;
            let (fixture, rel) = path.split_once('/')?;
            Some((fixture.to_string(), rel.to_string(), line))
        })
        .collect()
}

#[test]
fn kotlin_truth_is_what_kotlinc_says() {
    if !have("kotlinc") {
        println!("skipped: kotlinc is not installed (Debian package kotlin); the Kotlin truth is not re-labelled");
        return;
    }
    // kotlinc starts slowly: every fixture (their packages differ) is compiled in one run, once
    // for HEAD and once for the work tree.
    let work = tempfile::tempdir().unwrap();
    let heads = tempfile::tempdir().unwrap();
    let mut now_files = Vec::new();
    let mut head_files = Vec::new();
    let mut want = BTreeSet::new();
    for dir in fixtures::scenarios(FAMILY) {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        if !name.starts_with("kt_") {
            continue;
        }
        let repo = work.path().join(&name);
        fixtures::make(&dir, &repo);
        for f in tracked(&repo, "kt") {
            now_files.push(format!("{name}/{f}"));
            head_files.push(format!("{name}/{f}"));
        }
        let head = head_copy(&repo);
        std::fs::rename(&head, heads.path().join(&name)).unwrap();
        for (p, l) in flagged(&fixtures::read_json(&dir.join("truth.json"))) {
            want.insert((name.clone(), p, l));
        }
    }
    let at_head = kotlinc_errors(heads.path(), &head_files);
    assert!(at_head.is_empty(), "HEAD does not compile: {at_head:?}");
    let now = kotlinc_errors(work.path(), &now_files);
    assert_eq!(
        now, want,
        "kotlinc errors (left) against the truth's flagged rows (right)"
    );
}
