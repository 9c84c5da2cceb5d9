//! Reading `measure --json` reports in the precision tests: caller rows, excluded calls, and
//! lines named by the text the test itself wrote (never by the engine).

use serde_json::Value;

use super::Repo;

/// (caller name, path:line of its definition, incompatible, binds)
pub type Row = (String, String, bool, String);

pub fn measure(repo: &Repo, sel: &str) -> Value {
    let out = repo.run(&["measure", sel, "--engine", "builtin", "--json"]);
    assert!(
        out.status.success(),
        "measure {sel}: {}",
        super::stderr(&out)
    );
    serde_json::from_slice(&out.stdout).expect("json report")
}

pub fn callers(v: &Value) -> Vec<Row> {
    v["callers"]
        .as_array()
        .expect("callers")
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap_or("?").to_string(),
                format!("{}:{}", c["path"].as_str().unwrap_or("?"), c["line"]),
                c["incompatible"].as_bool().unwrap_or(false),
                c["binds"].as_str().unwrap_or("?").to_string(),
            )
        })
        .collect()
}

/// (path:call line, reason) of each excluded call.
pub fn excluded(v: &Value) -> Vec<(String, String)> {
    v["excluded"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|c| {
                    (
                        format!("{}:{}", c["path"].as_str().unwrap_or("?"), c["call_line"]),
                        c["reason"].as_str().unwrap_or("").to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

/// 1-based line of the first line of `text` containing `needle`.
pub fn line(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .map(|i| i + 1)
        .unwrap_or_else(|| panic!("{needle:?} not in:\n{text}"))
}

pub fn row(name: &str, path: &str, text: &str, def: &str, bad: bool, binds: &str) -> Row {
    (
        name.to_string(),
        format!("{path}:{}", line(text, def)),
        bad,
        binds.to_string(),
    )
}

/// Each excluded call (path, text, needle on the call's line, a word its reason must hold).
pub fn assert_excluded(v: &Value, want: &[(&str, &str, &str, &str)]) {
    let got = excluded(v);
    let places: Vec<String> = want
        .iter()
        .map(|(p, text, needle, _)| format!("{p}:{}", line(text, needle)))
        .collect();
    assert_eq!(
        got.iter().map(|g| g.0.clone()).collect::<Vec<_>>(),
        places,
        "{got:#?}"
    );
    for ((_, reason), (_, _, _, word)) in got.iter().zip(want) {
        assert!(reason.contains(word), "{reason:?} lacks {word:?}");
    }
}
