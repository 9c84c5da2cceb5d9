//! `contract-watch hook claude` driven with real Claude Code JSON on temporary repositories:
//! edit → note and line → Stop → turn note delivered once → caller fixed → closing line.

mod common;

use std::io::Write;
use std::process::Stdio;

use common::{model, person, Repo};
use serde_json::{json, Value};

/// Replace `old` by `new` in `rel` on disk and send the PostToolUse Edit event.
fn edit(repo: &Repo, rel: &str, old: &str, new: &str) -> Value {
    let path = repo.path().join(rel);
    let before = std::fs::read_to_string(&path).unwrap();
    assert!(before.contains(old), "{rel} contains {old:?}");
    std::fs::write(&path, before.replacen(old, new, 1)).unwrap();
    hook(
        repo,
        json!({
            "session_id": "t", "cwd": repo.path(), "hook_event_name": "PostToolUse",
            "tool_name": "Edit",
            "tool_input": {"file_path": path, "old_string": old, "new_string": new, "replace_all": false},
            "tool_response": {"filePath": path, "originalFile": before}
        }),
    )
}

fn stop(repo: &Repo) -> Value {
    hook(
        repo,
        json!({"session_id": "t", "cwd": repo.path(), "hook_event_name": "Stop", "stop_hook_active": false}),
    )
}

fn prompt(repo: &Repo, text: &str) -> Value {
    hook(
        repo,
        json!({"session_id": "t", "cwd": repo.path(), "hook_event_name": "UserPromptSubmit", "prompt": text}),
    )
}

/// One language's scenario: `parse` gains a parameter; `good` is updated by the same edit,
/// `bad` is left behind and fixed later. Every answer of the conversation is snapshotted,
/// under the test's name.
struct Case {
    files: &'static [(&'static str, &'static str)],
    /// (file, old, new) of the signature edit.
    sig: (&'static str, &'static str, &'static str),
    /// (file, old, new) bringing `good` to the new arity (done before the signature edit's hook).
    good_fix: (&'static str, &'static str, &'static str),
    /// (file, old, new) bringing `bad` to the new arity.
    bad_fix: (&'static str, &'static str, &'static str),
}

fn run_case(c: &Case) {
    let r = Repo::new(c.files);
    let mut said = serde_json::Map::new();
    let mut say = |step: &str, v: &Value| said.insert(step.to_string(), v.clone());
    // The agent updates one caller first, then changes the signature.
    let (f, o, n) = c.good_fix;
    let body = edit(&r, f, o, n);
    assert_eq!(body, json!({}), "a body edit says nothing");
    let (f, o, n) = c.sig;
    let opened = edit(&r, f, o, n);
    say("1 signature edit: the note and the line", &opened);

    // The turn ends: nothing closes; the turn note is kept.
    let v = stop(&r);
    assert!(v.get("decision").is_none(), "the stop is never blocked");
    say("2 stop: nothing closes", &v);
    say("3 next prompt: the turn note", &prompt(&r, "continue"));
    let v = prompt(&r, "and again");
    assert_eq!(model(&v), None, "one note per turn, not per prompt");

    // The caller is fixed; at the turn's end the finding closes with its line.
    let (f, o, n) = c.bad_fix;
    assert_eq!(edit(&r, f, o, n), json!({}));
    say("4 caller fixed, stop: the closing line", &stop(&r));
    assert_eq!(model(&prompt(&r, "next")), None);
    let status = common::run_in(r.path(), &["status", "--json"], &[]);
    let s: Value = serde_json::from_slice(&status.stdout).unwrap();
    assert_eq!(s["findings"].as_array().unwrap().len(), 0);

    // A change made outside the edit hook's sight (the caller broken again by a body edit the
    // hook does not measure) is caught by the turn-end sweep and reopens the finding.
    let (bf, bo, bn) = c.bad_fix;
    assert_eq!(edit(&r, bf, bn, bo), json!({}));
    let v = stop(&r);
    assert_eq!(
        person(&v),
        person(&opened),
        "the same line as when it opened"
    );
    // Taking the signature change back closes it at once with the other closing line, and the
    // kept turn note, now stale, is not delivered.
    let (f, o, n) = c.sig;
    say(
        "5 signature taken back: the other closing line",
        &edit(&r, f, n, o),
    );
    assert_eq!(model(&prompt(&r, "x")), None);
    let test = std::thread::current().name().unwrap_or("case").to_string();
    insta::assert_json_snapshot!(test, said);
}

#[test]
fn go() {
    run_case(&Case {
        files: &[
            ("go.mod", "module example.com/t\n\ngo 1.21\n"),
            ("text/parse.go", "package text\n\nfunc Parse(s string) []string {\n\treturn nil\n}\n"),
            ("main.go", "package main\n\nimport \"example.com/t/text\"\n\nfunc main() {\n\t_ = text.Parse(\"a\")\n}\n\nfunc other() {\n\t_ = text.Parse(\"b\")\n}\n"),
        ],
        sig: ("text/parse.go", "func Parse(s string) []string {", "func Parse(s string, strict bool) []string {"),
        good_fix: ("main.go", "text.Parse(\"a\")", "text.Parse(\"a\", true)"),
        bad_fix: ("main.go", "text.Parse(\"b\")", "text.Parse(\"b\", false)"),
    });
}

#[test]
fn c() {
    // The header's prototype is what callers compile against.
    run_case(&Case {
        files: &[
            ("lib/parse.h", "int parse(const char *s);\n"),
            ("lib/parse.c", "#include \"parse.h\"\n\nint parse(const char *s)\n{\n    return s[0];\n}\n"),
            ("app/main.c", "#include \"../lib/parse.h\"\n\nint first(void)\n{\n    return parse(\"a\");\n}\n\nint count(void)\n{\n    return parse(\"b\");\n}\n"),
        ],
        sig: ("lib/parse.h", "int parse(const char *s);", "int parse(const char *s,\n          char sep);"),
        good_fix: ("app/main.c", "return parse(\"a\");", "return parse(\"a\", ',');"),
        bad_fix: ("app/main.c", "return parse(\"b\");", "return parse(\"b\", ',');"),
    });
}

#[test]
fn cpp() {
    // A member declared in the class and defined out of class; the edit is the declaration.
    run_case(&Case {
        files: &[
            ("src/text.hpp", "#pragma once\n#include <string>\n\nclass Text {\npublic:\n    int parse(const std::string &s);\n};\n"),
            ("src/text.cpp", "#include \"text.hpp\"\n\nint Text::parse(const std::string &s)\n{\n    return s.size();\n}\n"),
            ("src/use.cpp", "#include \"text.hpp\"\n\nint first(Text &t)\n{\n    return t.parse(\"a\");\n}\n\nint count(Text *t)\n{\n    return t->parse(\"b\");\n}\n"),
        ],
        sig: ("src/text.hpp", "    int parse(const std::string &s);", "    int parse(const std::string &s, char sep);"),
        good_fix: ("src/use.cpp", "t.parse(\"a\")", "t.parse(\"a\", ',')"),
        bad_fix: ("src/use.cpp", "t->parse(\"b\")", "t->parse(\"b\", ',')"),
    });
}

#[test]
fn javascript() {
    run_case(&Case {
        files: &[
            ("lib/parse.js", "export function parse(s) {\n  return s.split(',');\n}\n"),
            ("app/main.js", "import { parse } from '../lib/parse.js';\n\nexport function first(s) {\n  return parse(s)[0];\n}\n\nexport function count(s) {\n  return parse(s).length;\n}\n"),
        ],
        sig: ("lib/parse.js", "export function parse(s) {", "export function parse(s, sep) {"),
        good_fix: ("app/main.js", "return parse(s)[0];", "return parse(s, ',')[0];"),
        bad_fix: ("app/main.js", "return parse(s).length;", "return parse(s, ',').length;"),
    });
}

#[test]
fn typescript() {
    run_case(&Case {
        files: &[
            ("src/parse.ts", "export const parse = (s: string): string[] => s.split(',');\n"),
            ("src/use.ts", "import { parse } from './parse';\n\nexport function first(s: string): string {\n  return parse(s)[0];\n}\n\nexport function count(s: string): number {\n  return parse(s).length;\n}\n"),
        ],
        sig: ("src/parse.ts", "export const parse = (s: string): string[] =>", "export const parse = (s: string, sep: string): string[] =>"),
        good_fix: ("src/use.ts", "return parse(s)[0];", "return parse(s, ',')[0];"),
        bad_fix: ("src/use.ts", "return parse(s).length;", "return parse(s, ',').length;"),
    });
}

#[test]
fn python() {
    run_case(&Case {
        files: &[
            ("pkg/__init__.py", ""),
            ("pkg/text.py", "def parse(s):\n    return s.split(',')\n"),
            ("pkg/use.py", "from pkg.text import parse\n\n\ndef first(s):\n    return parse(s)[0]\n\n\ndef count(s):\n    return len(parse(s))\n"),
        ],
        sig: ("pkg/text.py", "def parse(s):", "def parse(s, sep):"),
        good_fix: ("pkg/use.py", "return parse(s)[0]", "return parse(s, ',')[0]"),
        bad_fix: ("pkg/use.py", "return len(parse(s))", "return len(parse(s, ','))"),
    });
}

#[test]
fn rust() {
    run_case(&Case {
        files: &[
            ("Cargo.toml", "[package]\nname = \"t\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"),
            ("src/lib.rs", "pub mod text;\npub mod usage;\n"),
            ("src/text.rs", "pub fn parse(s: &str) -> Vec<&str> {\n    s.split(',').collect()\n}\n"),
            ("src/usage.rs", "use crate::text::parse;\n\npub fn first(s: &str) -> &str {\n    parse(s)[0]\n}\n\npub fn count(s: &str) -> usize {\n    parse(s).len()\n}\n"),
        ],
        sig: ("src/text.rs", "pub fn parse(s: &str) -> Vec<&str> {", "pub fn parse(s: &str, sep: char) -> Vec<&str> {"),
        good_fix: ("src/usage.rs", "parse(s)[0]", "parse(s, ',')[0]"),
        bad_fix: ("src/usage.rs", "parse(s).len()", "parse(s, ',').len()"),
    });
}

#[test]
fn java() {
    run_case(&Case {
        files: &[
            ("src/Text.java", "public class Text {\n    public static String[] parse(String s) {\n        return s.split(\",\");\n    }\n}\n"),
            ("src/Use.java", "public class Use {\n    public String first(String s) {\n        return Text.parse(s)[0];\n    }\n\n    public int count(String s) {\n        return Text.parse(s).length;\n    }\n}\n"),
        ],
        sig: ("src/Text.java", "public static String[] parse(String s) {", "public static String[] parse(String s, String sep) {"),
        good_fix: ("src/Use.java", "return Text.parse(s)[0];", "return Text.parse(s, \",\")[0];"),
        bad_fix: ("src/Use.java", "return Text.parse(s).length;", "return Text.parse(s, \",\").length;"),
    });
}

#[test]
fn php() {
    run_case(&Case {
        files: &[
            ("src/text.php", "<?php\n\nfunction parse($s)\n{\n    return explode(',', $s);\n}\n"),
            ("src/use.php", "<?php\n\nfunction first($s)\n{\n    return parse($s)[0];\n}\n\nfunction count_items($s)\n{\n    return count(parse($s));\n}\n"),
        ],
        sig: ("src/text.php", "function parse($s)", "function parse($s, $sep)"),
        good_fix: ("src/use.php", "return parse($s)[0];", "return parse($s, ',')[0];"),
        bad_fix: ("src/use.php", "return count(parse($s));", "return count(parse($s, ','));"),
    });
}

#[test]
fn a_write_is_compared_with_the_previous_content() {
    let r = Repo::new(&[
        ("pkg/text.py", "def parse(s):\n    return s\n"),
        (
            "pkg/use.py",
            "from pkg.text import parse\n\n\ndef first(s):\n    return parse(s)\n",
        ),
    ]);
    let path = r.path().join("pkg/text.py");
    let content = "def parse(s, sep):\n    return s\n";
    std::fs::write(&path, content).unwrap();
    let v = hook(
        &r,
        json!({"cwd": r.path(), "hook_event_name": "PostToolUse", "tool_name": "Write",
               "tool_input": {"file_path": path, "content": content},
               "tool_response": {"type": "update", "filePath": path}}),
    );
    insta::assert_json_snapshot!(v);
}

#[test]
fn bad_input_is_answered_with_a_line_and_exit_0() {
    let r = Repo::new(&[("a.py", "def a():\n    pass\n")]);
    let out = common::hook_bytes(r.path(), &["claude"], b"{not json");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(person(&v).unwrap().contains("not valid JSON"));
    let v = hook(&r, json!({"hook_event_name": "Nonsense", "cwd": r.path()}));
    assert!(person(&v).unwrap().contains("ignored the Nonsense event"));
    let v = hook(
        &r,
        json!({"hook_event_name": "PostToolUse", "tool_name": "Frobnicate", "cwd": r.path(), "tool_input": {}}),
    );
    assert!(person(&v).unwrap().contains("Frobnicate"));
    // A file outside any repository and a language nobody reads: nothing to say.
    let v = hook(
        &r,
        json!({"hook_event_name": "PostToolUse", "tool_name": "Edit", "cwd": r.path(),
        "tool_input": {"file_path": "/nonexistent/x.go", "old_string": "func a(x int)", "new_string": "func a(x, y int)"}}),
    );
    assert_eq!(v, json!({}));
}

#[test]
fn the_person_sets_the_mode_and_the_prompt_never_reaches_the_model() {
    let r = Repo::new(&[("a.py", "def a():\n    pass\n")]);
    let v = prompt(&r, "/contract-watch mode deny");
    assert_eq!(v["decision"], "block");
    assert!(v["reason"]
        .as_str()
        .unwrap()
        .starts_with("contract-watch: mode set to deny"));
    let out = common::run_in(r.path(), &["mode"], &[]);
    assert!(common::stdout(&out).starts_with("deny"));
    let v = hook(
        &r,
        json!({"hook_event_name": "UserPromptExpansion", "cwd": r.path(),
        "expansion_type": "slash_command", "command_name": "contract-watch", "command_args": "mode note", "prompt": "/contract-watch mode note"}),
    );
    assert_eq!(v["decision"], "block");
    assert!(common::stdout(&common::run_in(r.path(), &["mode"], &[])).starts_with("note"));
    let v = prompt(&r, "/contract-watch mode sideways");
    assert!(v["reason"].as_str().unwrap().contains("unknown mode"));
}

#[test]
fn thirty_two_parallel_edits_leave_thirty_two_findings() {
    let mut lib = String::new();
    let mut uses = String::from("from lib import *\n");
    for i in 0..32 {
        lib.push_str(&format!("def f{i}(a):\n    return a\n\n\n"));
        uses.push_str(&format!("\n\ndef u{i}():\n    return f{i}(1)\n"));
    }
    let r = Repo::new(&[("lib.py", &lib), ("use.py", &uses)]);
    let new_lib: String = (0..32)
        .map(|i| format!("def f{i}(a, b):\n    return a\n\n\n"))
        .collect();
    std::fs::write(r.path().join("lib.py"), &new_lib).unwrap();
    let children: Vec<_> = (0..32)
        .map(|i| {
            let ev = json!({"cwd": r.path(), "hook_event_name": "PostToolUse", "tool_name": "Edit",
                "tool_input": {"file_path": r.path().join("lib.py"), "old_string": format!("def f{i}(a):"), "new_string": format!("def f{i}(a, b):")}});
            let mut c = common::command(r.path(), &["hook", "claude"]);
            c.stdin(Stdio::piped()).stdout(Stdio::piped());
            let mut c = c.spawn().unwrap();
            c.stdin.take().unwrap().write_all(ev.to_string().as_bytes()).unwrap();
            c
        })
        .collect();
    for c in children {
        let out = c.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0));
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(model(&v).is_some(), "{v}");
    }
    let status = common::run_in(r.path(), &["status", "--json"], &[]);
    let s: Value = serde_json::from_slice(&status.stdout).unwrap();
    assert_eq!(s["findings"].as_array().unwrap().len(), 32);
}

#[test]
fn the_configured_caller_cap_names_fewer_and_counts_the_rest() {
    let r = Repo::new(&[
        ("contract-watch.toml", "caller_cap = 1\n"),
        ("lib.py", "def parse(s):\n    return s\n"),
        ("use.py", "from lib import parse\n\n\ndef a():\n    return parse(1)\n\n\ndef b():\n    return parse(2)\n"),
    ]);
    let v = edit(&r, "lib.py", "def parse(s):", "def parse(s, sep):");
    assert_eq!(
        person(&v),
        Some("contract-watch: parse changed from 1 to 2 parameter(s); do not match: a (use.py:4), and 1 more")
    );
}

#[test]
fn a_linked_worktree_keeps_its_own_findings() {
    let r = Repo::new(&[
        ("lib.py", "def parse(s):\n    return s\n"),
        (
            "use.py",
            "from lib import parse\n\n\ndef run():\n    return parse(1)\n",
        ),
    ]);
    let wt = r.path().join("wt");
    common::git(r.path(), &["worktree", "add", "-q", wt.to_str().unwrap()]);
    let path = wt.join("lib.py");
    std::fs::write(&path, "def parse(s, sep):\n    return s\n").unwrap();
    let v = hook(
        &r,
        json!({"cwd": wt, "hook_event_name": "PostToolUse", "tool_name": "Edit",
        "tool_input": {"file_path": path, "old_string": "def parse(s):", "new_string": "def parse(s, sep):"}}),
    );
    assert!(
        person(&v).unwrap().contains("do not match: run (use.py:4)"),
        "{v}"
    );
    let own = r.path().join(".git/worktrees/wt/contract-watch/state.json");
    assert!(own.is_file(), "the worktree's own git dir holds its state");
    let main = common::run_in(r.path(), &["status", "--json"], &[]);
    let s: Value = serde_json::from_slice(&main.stdout).unwrap();
    assert_eq!(
        s["findings"].as_array().unwrap().len(),
        0,
        "the main work tree has none"
    );
    let there = common::run_in(&wt, &["status", "--json"], &[]);
    let s: Value = serde_json::from_slice(&there.stdout).unwrap();
    assert_eq!(s["findings"].as_array().unwrap().len(), 1);
}

#[test]
fn a_multiedit_from_older_clients_measures_each_pair() {
    let r = Repo::new(&[
        ("src/view.tsx", "export function Badge(label: string) {\n  return <b>{label}</b>;\n}\n\nexport function Title(text: string) {\n  return <h1>{text}</h1>;\n}\n"),
        ("src/page.tsx", "import { Badge, Title } from './view';\n\nexport function Page() {\n  return <div>{Badge('a')}{Title('t')}</div>;\n}\n"),
    ]);
    let path = r.path().join("src/view.tsx");
    let new = "export function Badge(label: string, tone: string) {\n  return <b>{label}</b>;\n}\n\nexport function Title(text: string, level: number) {\n  return <h1>{text}</h1>;\n}\n";
    std::fs::write(&path, new).unwrap();
    let v = hook(
        &r,
        json!({"cwd": r.path(), "hook_event_name": "PostToolUse", "tool_name": "MultiEdit",
        "tool_input": {"file_path": path, "edits": [
            {"old_string": "export function Badge(label: string) {", "new_string": "export function Badge(label: string, tone: string) {"},
            {"old_string": "export function Title(text: string) {", "new_string": "export function Title(text: string, level: number) {"}
        ]}}),
    );
    assert_eq!(
        person(&v),
        Some("contract-watch: Badge changed from 1 to 2 parameter(s); do not match: Page (src/page.tsx:3)\ncontract-watch: Title changed from 1 to 2 parameter(s); do not match: Page (src/page.tsx:3)")
    );
    let notes = model(&v).unwrap();
    assert_eq!(notes.matches("since the last commit").count(), 2, "{notes}");
}

#[test]
fn a_signature_changed_outside_the_edit_tool_is_caught_at_the_turn_end_once() {
    let r = Repo::new(&[
        ("lib.py", "def parse(s):\n    return s\n"),
        (
            "use.py",
            "from lib import parse\n\n\ndef run():\n    return parse(1)\n",
        ),
    ]);
    // A `sed -i` through Bash: no PostToolUse for the file.
    r.write("lib.py", "def parse(s, sep):\n    return s\n");
    let v = stop(&r);
    assert_eq!(
        person(&v),
        Some(
            "contract-watch: parse changed from 1 to 2 parameter(s); do not match: run (use.py:4)"
        )
    );
    assert_eq!(
        model(&v),
        None,
        "the model hears of it with the next prompt"
    );
    let v = prompt(&r, "next");
    assert!(model(&v).unwrap().starts_with("contract-watch: 1 changed signature(s) still leave a caller behind: parse changed from 1 to 2 parameter(s)"));
    // The same shape is not measured again as a new finding at the next turn end.
    let v = stop(&r);
    assert_eq!(person(&v), None, "{v}");
    let s: Value =
        serde_json::from_slice(&common::run_in(r.path(), &["status", "--json"], &[]).stdout)
            .unwrap();
    assert_eq!(s["findings"].as_array().unwrap().len(), 1);
}

fn hook(repo: &Repo, event: Value) -> Value {
    common::hook_claude(repo.path(), &event)
}
