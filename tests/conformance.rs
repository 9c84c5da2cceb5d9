//! The builtin engine against the recorded ripwire scenarios' ground truth
//! (tests/fixtures/ripwire, copied from the shared fixtures; see TRUTH.md there).
//!
//! For each scenario: build the repository with its make.sh, run
//! `contract-watch measure <selector> --engine builtin --xml` from the repository root, parse
//! the XML with the same parser that reads ripwire's own stdout.xml, and compare with truth.json.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use contract_watch::engine::{xml, EngineKind, Report};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ripwire")
}

#[derive(Debug)]
struct Truth {
    status: String,
    params_was: Option<usize>,
    params_now: Option<usize>,
    /// (name, "path:line") → incompatible, for rows that bind yes or maybe.
    callers: BTreeMap<(String, String), bool>,
}

fn truth(dir: &Path) -> Truth {
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("truth.json")).unwrap()).unwrap();
    let mut callers = BTreeMap::new();
    for c in v["callers"].as_array().cloned().unwrap_or_default() {
        let binds = c["binds"].as_str().unwrap();
        if binds == "yes" || binds == "maybe" {
            callers.insert(
                (
                    c["n"].as_str().unwrap().to_string(),
                    c["p"].as_str().unwrap().to_string(),
                ),
                c["incompatible"].as_bool().unwrap(),
            );
        }
    }
    Truth {
        status: v["status"].as_str().unwrap().to_string(),
        params_was: v["params_was"].as_u64().map(|n| n as usize),
        params_now: v["params_now"].as_u64().map(|n| n as usize),
        callers,
    }
}

/// An engine's answer in truth's terms.
struct Answer {
    status: String,
    params_was: Option<usize>,
    params_now: Option<usize>,
    callers: BTreeMap<(String, String), bool>,
}

fn answer(code: i32, stdout: &str, stderr: &str, engine: EngineKind) -> Answer {
    if code == 1 {
        let status = if stderr.contains("ambiguous") {
            "refused"
        } else {
            "not-found"
        };
        return Answer {
            status: status.into(),
            params_was: None,
            params_now: None,
            callers: BTreeMap::new(),
        };
    }
    assert_eq!(code, 0, "unexpected exit {code}: {stderr}");
    let r: Report = xml::parse(stdout, engine).expect("XML parses");
    Answer {
        status: r.status.as_str().to_string(),
        params_was: r.params_was,
        params_now: r.params_now,
        callers: r
            .callers
            .iter()
            .map(|c| {
                (
                    (c.name.clone(), format!("{}:{}", c.path, c.line)),
                    c.incompatible,
                )
            })
            .collect(),
    }
}

/// (agreeing callers, callers in the union) — a caller agrees when both list it with the same flag.
fn caller_agreement(t: &Truth, a: &Answer) -> (usize, usize, Vec<String>) {
    if t.status == "refused" || t.status == "not-found" {
        return (0, 0, Vec::new());
    }
    let mut keys: Vec<_> = t.callers.keys().chain(a.callers.keys()).cloned().collect();
    keys.sort();
    keys.dedup();
    let mut ok = 0;
    let mut wrong = Vec::new();
    for k in &keys {
        match (t.callers.get(k), a.callers.get(k)) {
            (Some(x), Some(y)) if x == y => ok += 1,
            (Some(x), Some(_)) => wrong.push(format!("{} {}: flag should be {}", k.0, k.1, x)),
            (Some(_), None) => wrong.push(format!("misses {} {}", k.0, k.1)),
            (None, _) => wrong.push(format!("adds {} {}", k.0, k.1)),
        }
    }
    (ok, keys.len(), wrong)
}

fn params_agree(t: &Truth, a: &Answer, printed_only: bool) -> bool {
    if t.status == "refused" || t.status == "not-found" {
        return a.params_was.is_none() && a.params_now.is_none();
    }
    if printed_only && a.params_now.is_none() {
        // ripwire prints no params for unchanged/new-symbol.
        return a.status == t.status;
    }
    a.params_was == t.params_was && a.params_now == t.params_now
}

fn strict_language(sel: &str, scenario: &str) -> bool {
    let file = sel.split(':').next().unwrap_or("");
    file.ends_with(".go")
        || file.ends_with(".rs")
        || file.ends_with(".java")
        || scenario.starts_with("go_")
        || scenario.starts_with("rust_")
        || scenario.starts_with("java_")
}

#[test]
fn builtin_engine_agrees_with_the_ground_truth() {
    let mut scenarios: Vec<PathBuf> = std::fs::read_dir(fixtures())
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("truth.json").is_file())
        .collect();
    scenarios.sort();
    assert_eq!(scenarios.len(), 34, "every recorded scenario is here");

    let work = tempfile::tempdir().unwrap();
    let mut table = vec![
        "| scenario | status (builtin / ripwire) | params (builtin / ripwire) | callers agreeing: builtin | callers agreeing: ripwire |".to_string(),
        "|---|---|---|---|---|".to_string(),
    ];
    let (mut b_ok, mut b_all, mut r_ok, mut r_all) = (0, 0, 0, 0);
    let (mut b_status, mut r_status, mut b_params, mut r_params) = (0, 0, 0, 0);
    let mut failures = Vec::new();
    for dir in &scenarios {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let repo = work.path().join(&name);
        let made = Command::new("sh")
            .arg(dir.join("make.sh"))
            .arg(&repo)
            .output()
            .unwrap();
        assert!(made.status.success(), "{name}: make.sh failed");
        let sel = common::fixtures::edit_check(dir);
        let t = truth(dir);

        let out = common::run_in(
            &repo,
            &["measure", &sel, "--engine", "builtin", "--xml"],
            &[],
        );
        let code = out.status.code().unwrap_or(-1);
        let stdout = common::stdout(&out);
        let stderr = common::stderr(&out);
        assert!(code == 0 || code == 1, "{name}: exit {code}: {stderr}");
        if code == 0 {
            // ripwire's element and attribute names, readable by the same parser.
            assert!(stdout.starts_with("<!--"), "{name}: starts with a comment");
            assert!(stdout.contains("<edit-check sym=\""), "{name}");
            assert!(stdout.trim_end().ends_with("</edit-check>"), "{name}");
        } else {
            assert!(
                stdout.is_empty(),
                "{name}: a refusal prints nothing on stdout"
            );
            assert_eq!(stderr.lines().count(), 1, "{name}: one line: {stderr}");
        }
        let b = answer(code, &stdout, &stderr, EngineKind::Builtin);

        let rec_code: i32 = std::fs::read_to_string(dir.join("exit_code"))
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        let rec_out = std::fs::read_to_string(dir.join("stdout.xml")).unwrap();
        let rec_err = std::fs::read_to_string(dir.join("stderr.txt")).unwrap();
        let r = answer(rec_code, &rec_out, &rec_err, EngineKind::Ripwire);

        let bs = b.status == t.status;
        let rs = r.status == t.status;
        let bp = params_agree(&t, &b, false);
        let rp = params_agree(&t, &r, true);
        b_status += usize::from(bs);
        r_status += usize::from(rs);
        b_params += usize::from(bp);
        r_params += usize::from(rp);
        if !bs {
            failures.push(format!("{name}: status {} (truth {})", b.status, t.status));
        }
        if !bp {
            failures.push(format!(
                "{name}: params {:?}→{:?} (truth {:?}→{:?})",
                b.params_was, b.params_now, t.params_was, t.params_now
            ));
        }
        let (bo, ba, wrong) = caller_agreement(&t, &b);
        let (ro, ra, _) = caller_agreement(&t, &r);
        b_ok += bo;
        b_all += ba;
        r_ok += ro;
        r_all += ra;
        if !wrong.is_empty() && strict_language(&sel, &name) {
            failures.push(format!(
                "{name} (Go/Rust/Java must agree fully): {}",
                wrong.join("; ")
            ));
        } else if !wrong.is_empty() {
            eprintln!("{name}: {}", wrong.join("; "));
        }
        let yn = |b: bool| if b { "yes" } else { "no" };
        let frac = |o: usize, a: usize| {
            if a == 0 {
                "n/a".to_string()
            } else {
                format!("{o}/{a}")
            }
        };
        table.push(format!(
            "| `{name}` | {} / {} | {} / {} | {} | {} |",
            yn(bs),
            yn(rs),
            yn(bp),
            yn(rp),
            frac(bo, ba),
            frac(ro, ra)
        ));
    }
    let pct = |o: usize, a: usize| 100.0 * o as f64 / a.max(1) as f64;
    table.push(format!(
        "| **all {}** | {b_status} / {r_status} | {b_params} / {r_params} | {b_ok}/{b_all} ({:.1}%) | {r_ok}/{r_all} ({:.1}%) |",
        scenarios.len(),
        pct(b_ok, b_all),
        pct(r_ok, r_all)
    ));
    println!("{}", table.join("\n"));
    if let Ok(path) = std::env::var("CONFORMANCE_TABLE") {
        std::fs::write(path, table.join("\n") + "\n").unwrap();
    }
    assert!(
        failures.is_empty(),
        "disagreements:\n{}",
        failures.join("\n")
    );
    assert!(
        pct(b_ok, b_all) >= 95.0,
        "caller agreement {b_ok}/{b_all} is below 95%"
    );
}

#[test]
fn every_recorded_ripwire_output_parses() {
    for e in std::fs::read_dir(fixtures()).unwrap() {
        let dir = e.unwrap().path();
        let Ok(out) = std::fs::read_to_string(dir.join("stdout.xml")) else {
            continue;
        };
        let code = std::fs::read_to_string(dir.join("exit_code")).unwrap();
        if code.trim() == "0" {
            let r = xml::parse(&out, EngineKind::Ripwire)
                .unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
            let root_count: usize = out
                .split("callers=\"")
                .nth(1)
                .and_then(|s| s.split('"').next())
                .unwrap()
                .parse()
                .unwrap();
            assert_eq!(r.callers.len(), root_count, "{}", dir.display());
        } else {
            assert!(out.is_empty());
        }
    }
}
