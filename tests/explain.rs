//! `contract-watch explain` on real repositories: ranking, exact bodies, --detail, budgets.

mod common;

use common::Repo;
use serde_json::Value;

/// (files, edited file with the new content, selector, expected rank order of caller names,
/// the body of the top caller exactly as in its file).
struct Case {
    files: Vec<(&'static str, String)>,
    edit: (&'static str, String),
    selector: &'static str,
    ranked: [&'static str; 4],
    top_body: &'static str,
}

fn huge_body(prefix: &str, line: impl Fn(usize) -> String, suffix: &str) -> String {
    let mut s = String::from(prefix);
    for i in 0..400 {
        s.push_str(&line(i));
    }
    s.push_str(suffix);
    s
}

fn repo(c: &Case) -> Repo {
    let files: Vec<(&str, &str)> = c.files.iter().map(|(p, t)| (*p, t.as_str())).collect();
    let r = Repo::new(&files);
    r.write(c.edit.0, &c.edit.1);
    r
}

fn explain(r: &Repo, args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["explain"];
    all.extend_from_slice(args);
    let out = r.run(&all);
    (
        out.status.code().unwrap_or(-1),
        common::stdout(&out),
        common::stderr(&out),
    )
}

fn json(r: &Repo, args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    let (code, out, err) = explain(r, &all);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

fn check(c: Case) {
    let r = repo(&c);
    // Ranking: mismatching first, then by call-site count, then place.
    let v = json(&r, &[c.selector]);
    let names: Vec<&str> = v["callers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, c.ranked);
    assert_eq!(v["callers"][0]["incompatible"], true);
    assert!(
        v["callers"]
            .as_array()
            .unwrap()
            .iter()
            .all(|x| x.get("body").is_none()),
        "--detail=0 serves no body"
    );
    assert!(!v["was"].as_array().unwrap().is_empty() && !v["now"].as_array().unwrap().is_empty());

    // --detail=1: exactly the top caller's own definition, byte for byte.
    let v = json(&r, &[c.selector, "--detail=1"]);
    assert_eq!(v["callers"][0]["body"].as_str().unwrap(), c.top_body);
    assert!(v["callers"][1].get("body").is_none());
    // --detail=N beyond the count: every body, including the huge one.
    let v = json(&r, &[c.selector, "--detail=9"]);
    assert!(v["callers"]
        .as_array()
        .unwrap()
        .iter()
        .all(|x| x["body"].is_string()));
    assert!(v["closing"]
        .as_str()
        .unwrap()
        .starts_with("complete: 4 caller(s), 4 body(ies)"));

    // The edge: the smallest budget that holds the complete answer (its closing line names
    // the budget, so it is found by trying) is met exactly or under; one token less leaves a
    // body out and says so.
    let (_, full, _) = explain(&r, &[c.selector, "--detail=9"]);
    let t0 = full.len().div_ceil(4);
    let edge = (t0..t0 + 20)
        .find(|t| {
            let (_, out, _) = explain(&r, &[c.selector, "--detail=9", &format!("--budget={t}")]);
            out.contains("complete: 4 caller(s), 4 body(ies)")
        })
        .expect("a budget holds the complete answer");
    let (code, at_edge, _) = explain(&r, &[c.selector, "--detail=9", &format!("--budget={edge}")]);
    assert_eq!(code, 0);
    assert!(at_edge.len().div_ceil(4) <= edge);
    let (_, under, _) = explain(
        &r,
        &[c.selector, "--detail=9", &format!("--budget={}", edge - 1)],
    );
    assert!(under.len().div_ceil(4) < edge);
    assert!(
        under.contains("requested body(ies) not served (budget)"),
        "{under}"
    );

    // A budget too small for any body: the smallest that lists every caller serves no body
    // and states the omission.
    let (_, sigs_only, _) = explain(&r, &[c.selector]);
    let t1 = sigs_only.len().div_ceil(4);
    let (small, out) = (t1..t1 + 60)
        .map(|b| {
            (
                b,
                explain(&r, &[c.selector, "--detail=4", &format!("--budget={b}")]).1,
            )
        })
        .find(|(_, out)| out.contains("served 4 of 4 caller(s)"))
        .expect("a budget lists every caller");
    assert!(out.len().div_ceil(4) <= small);
    assert!(
        out.contains("4 of 4 requested body(ies) not served (budget)"),
        "{out}"
    );
    assert!(!out.contains("       | "), "no body text at all: {out}");
    // Too small for even the frame: a one-line error and its hint, exit 2.
    let (code, _, err) = explain(&r, &[c.selector, "--budget=3"]);
    assert_eq!(code, 2);
    let lines: Vec<&str> = err.lines().collect();
    assert!(
        lines[0].contains("cannot hold even the closing line"),
        "{err}"
    );
    assert!(lines[1..].iter().all(|l| l.starts_with("hint: ")), "{err}");
}

#[test]
fn python() {
    let huge = huge_body(
        "def big(s):\n    total = 0\n",
        |i| format!("    total += len(s) + {i}\n"),
        "    return parse(s, total) + [total]\n",
    );
    let top = "def bad(s):\n    return parse(s)";
    check(Case {
        files: vec![
            ("text.py", "def parse(s, sep):\n    return s.split(sep)\n".into()),
            ("a.py", format!("from text import parse\n\n\n{top}\n\ndef twice(s):\n    parse(s, ',')\n    return parse(s, ';')\n")),
            ("b.py", format!("from text import parse\n\n\n{huge}\n\ndef once(s):\n    return parse(s, ',')\n")),
        ],
        edit: ("text.py", "def parse(s, sep, limit=-1):\n    return s.split(sep, limit)\n".into()),
        selector: "text.py:parse",
        ranked: ["bad", "twice", "big", "once"],
        top_body: top,
    });
}

#[test]
fn javascript() {
    let huge = huge_body(
        "export function big(s) {\n  let t = 0;\n",
        |i| format!("  t += s.length + {i};\n"),
        "  return parse(s, t);\n}\n",
    );
    let top = "export function bad(s) {\n  return parse(s);\n}";
    check(Case {
        files: vec![
            ("text.js", "export function parse(s, sep) {\n  return s.split(sep);\n}\n".into()),
            ("a.js", format!("import {{ parse }} from './text.js';\n\n{top}\n\nexport function twice(s) {{\n  parse(s, ',');\n  return parse(s, ';');\n}}\n")),
            ("b.js", format!("import {{ parse }} from './text.js';\n\n{huge}\nexport function once(s) {{\n  return parse(s, ',');\n}}\n")),
        ],
        edit: ("text.js", "export function parse(s, sep, limit = 0) {\n  return s.split(sep, limit);\n}\n".into()),
        selector: "text.js:parse",
        ranked: ["bad", "twice", "big", "once"],
        top_body: top,
    });
}

#[test]
fn java() {
    let huge = huge_body(
        "    public int big(String s) {\n        int t = 0;\n",
        |i| format!("        t += s.length() + {i};\n"),
        "        return Text.parse(s, \",\", t).length;\n    }\n",
    );
    let top = "public String bad(String s) {\n        return Text.parse(s)[0];\n    }";
    check(Case {
        files: vec![
            ("Text.java", "public class Text {\n    public static String[] parse(String s, String sep) {\n        return s.split(sep);\n    }\n}\n".into()),
            ("A.java", format!("public class A {{\n    {top}\n\n    public void twice(String s) {{\n        Text.parse(s, \",\");\n        Text.parse(s, \";\");\n    }}\n}}\n")),
            ("B.java", format!("public class B {{\n{huge}\n    public int once(String s) {{\n        return Text.parse(s, \",\").length;\n    }}\n}}\n")),
        ],
        edit: ("Text.java", "public class Text {\n    public static String[] parse(String s, String sep, int... limit) {\n        return s.split(sep);\n    }\n}\n".into()),
        selector: "Text.java:parse",
        ranked: ["bad", "twice", "big", "once"],
        top_body: top,
    });
}

#[test]
fn php() {
    let huge = huge_body(
        "function big($s)\n{\n    $t = 0;\n",
        |i| format!("    $t += strlen($s) + {i};\n"),
        "    return parse($s, ',', $t);\n}\n",
    );
    let top = "function bad($s)\n{\n    return parse($s);\n}";
    check(Case {
        files: vec![
            ("text.php", "<?php\n\nfunction parse($s, $sep)\n{\n    return explode($sep, $s);\n}\n".into()),
            ("a.php", format!("<?php\n\n{top}\n\nfunction twice($s)\n{{\n    parse($s, ',');\n    return parse($s, ';');\n}}\n")),
            ("b.php", format!("<?php\n\n{huge}\nfunction once($s)\n{{\n    return parse($s, ',');\n}}\n")),
        ],
        edit: ("text.php", "<?php\n\nfunction parse($s, $sep, $limit = PHP_INT_MAX)\n{\n    return explode($sep, $s, $limit);\n}\n".into()),
        selector: "text.php:parse",
        ranked: ["bad", "twice", "big", "once"],
        top_body: top,
    });
}

#[test]
fn text_and_json_forms_are_pinned() {
    let r = Repo::new(&[
        ("text.py", "def parse(s):\n    return s.split(',')\n"),
        ("use.py", "from text import parse\n\n\ndef first(s):\n    return parse(s)[0]\n\n\ndef both(s):\n    parse(s, ',')\n    return parse(s, ';')\n"),
    ]);
    r.write("text.py", "def parse(s, sep):\n    return s.split(sep)\n");
    let (_, text, _) = explain(&r, &["text.py:parse", "--detail=1"]);
    insta::assert_snapshot!("explain_text", text);
    let (_, j, _) = explain(&r, &["text.py:parse", "--detail=1", "--json"]);
    insta::assert_snapshot!("explain_json", j);
    let (_, cut, _) = explain(&r, &["text.py:parse", "--detail=2", "--budget=130"]);
    insta::assert_snapshot!("explain_budget", cut);
}

#[test]
fn go() {
    let huge = huge_body(
        "func Big(s string) int {\n\tt := 0\n",
        |i| format!("\tt += len(s) + {i}\n"),
        "\treturn len(text.Parse(s, \",\", t))\n}\n",
    );
    let top = "func Bad(s string) []string {\n\treturn text.Parse(s)\n}";
    check(Case {
        files: vec![
            ("go.mod", "module example.com/x\n\ngo 1.21\n".into()),
            ("text/parse.go", "package text\n\nfunc Parse(s string, sep string) []string {\n\treturn nil\n}\n".into()),
            ("app/a.go", format!("package app\n\nimport \"example.com/x/text\"\n\n{top}\n\nfunc Twice(s string) {{\n\ttext.Parse(s, \",\")\n\ttext.Parse(s, \";\")\n}}\n")),
            ("app/b.go", format!("package app\n\nimport \"example.com/x/text\"\n\n{huge}\nfunc Once(s string) []string {{\n\treturn text.Parse(s, \",\")\n}}\n")),
        ],
        edit: ("text/parse.go", "package text\n\nfunc Parse(s string, sep string, limit ...int) []string {\n\treturn nil\n}\n".into()),
        selector: "text/parse.go:Parse",
        ranked: ["Bad", "Twice", "Big", "Once"],
        top_body: top,
    });
}

#[test]
fn rust() {
    let huge = huge_body(
        "pub fn big(s: &str) -> usize {\n    let mut t = 0;\n",
        |i| format!("    t += s.len() + {i};\n"),
        "    parse(s, t).len()\n}\n",
    );
    let top = "pub fn bad(s: &str) -> Vec<String> {\n    parse(s)\n}";
    check(Case {
        files: vec![
            ("src/lib.rs", "pub mod a;\npub mod b;\npub mod text;\n".into()),
            ("src/text.rs", "pub fn parse(s: &str, n: usize) -> Vec<String> {\n    vec![s.to_string(); n]\n}\n".into()),
            ("src/a.rs", format!("use crate::text::parse;\n\n{top}\n\npub fn twice(s: &str) {{\n    parse(s, 1);\n    parse(s, 2);\n}}\n")),
            ("src/b.rs", format!("use crate::text::parse;\n\n{huge}\npub fn once(s: &str) -> Vec<String> {{\n    parse(s, 1)\n}}\n")),
        ],
        // Rust has no defaults: parse keeps its list here (the edit adds another function),
        // and only `bad`, passing one argument of two, does not match.
        edit: ("src/text.rs", "pub fn parse(s: &str, n: usize) -> Vec<String> {\n    vec![s.to_string(); n]\n}\n\npub fn unrelated() {}\n".into()),
        selector: "src/text.rs:parse",
        ranked: ["bad", "twice", "big", "once"],
        top_body: top,
    });
}

#[test]
fn typescript() {
    let huge = huge_body(
        "export function big(s: string): number {\n  let t = 0;\n",
        |i| format!("  t += s.length + {i};\n"),
        "  return parse(s, ',', t).length;\n}\n",
    );
    let top = "export function bad(s: string): string[] {\n  return parse(s);\n}";
    check(Case {
        files: vec![
            ("src/text.ts", "export function parse(s: string, sep: string): string[] {\n  return s.split(sep);\n}\n".into()),
            ("src/a.ts", format!("import {{ parse }} from './text';\n\n{top}\n\nexport function twice(s: string): void {{\n  parse(s, ',');\n  parse(s, ';');\n}}\n")),
            ("src/b.ts", format!("import {{ parse }} from './text';\n\n{huge}\nexport function once(s: string): string[] {{\n  return parse(s, ',');\n}}\n")),
        ],
        edit: ("src/text.ts", "export function parse(s: string, sep: string, limit?: number): string[] {\n  return s.split(sep, limit);\n}\n".into()),
        selector: "src/text.ts:parse",
        ranked: ["bad", "twice", "big", "once"],
        top_body: top,
    });
}

/// Every budget the frame fits in gets an answer within it: a body left out lengthens the
/// closing line, and the lowest-ranked callers give way for it.
#[test]
fn every_budget_is_kept() {
    let r = Repo::new(&[
        ("text.py", "def parse(s):\n    return s.split(',')\n"),
        ("use.py", "from text import parse\n\n\ndef first(s):\n    return parse(s)[0]\n\n\ndef both(s):\n    parse(s, ',')\n    return parse(s, ';')\n"),
    ]);
    r.write("text.py", "def parse(s, sep):\n    return s.split(sep)\n");
    for budget in (100..=200).step_by(5) {
        let b = format!("--budget={budget}");
        let out = r.run(&["explain", "text.py:parse", "--detail=2", &b]);
        let text = common::stdout(&out);
        if out.status.code() == Some(2) {
            continue; // the frame alone does not fit: refused, with the size it needs
        }
        assert_eq!(out.status.code(), Some(0), "{b}: {}", common::stderr(&out));
        assert!(
            text.len().div_ceil(4) <= budget,
            "{b}: {} bytes",
            text.len()
        );
    }
}
