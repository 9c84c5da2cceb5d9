//! `contract-watch measure` on real temporary git repositories, every language.

mod common;

use common::Repo;
use serde_json::Value;

/// Run `measure <sel> --json` with the builtin engine: (exit code, report, stderr).
fn measure(repo: &Repo, sel: &str) -> (i32, Value, String) {
    let out = repo.run(&["measure", sel, "--engine", "builtin", "--json"]);
    let code = out.status.code().unwrap_or(-1);
    let v = if code == 0 {
        serde_json::from_slice(&out.stdout).expect("JSON report")
    } else {
        Value::Null
    };
    (code, v, common::stderr(&out))
}

fn status(v: &Value) -> &str {
    v["status"].as_str().unwrap()
}

/// (name, path:line, incompatible) of each caller row.
fn callers(v: &Value) -> Vec<(String, String, bool)> {
    v["callers"]
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
        .collect()
}

fn row(n: &str, p: &str, bad: bool) -> (String, String, bool) {
    (n.to_string(), p.to_string(), bad)
}

// ---------------------------------------------------------------- Go

const GO_MOD: &str = "module example.com/t\n\ngo 1.21\n";

#[test]
fn go_body_only_edit_is_unchanged() {
    let r = Repo::new(&[
        ("go.mod", GO_MOD),
        ("calc/calc.go", "package calc\n\nfunc Add(a int, b int) int {\n\treturn a + b\n}\n"),
        ("main.go", "package main\n\nimport \"example.com/t/calc\"\n\nfunc main() {\n\t_ = calc.Add(1, 2)\n}\n"),
    ]);
    r.write(
        "calc/calc.go",
        "package calc\n\nfunc Add(a int, b int) int {\n\tsum := a + b\n\treturn sum\n}\n",
    );
    let (code, v, _) = measure(&r, "calc/calc.go:Add");
    assert_eq!(code, 0);
    assert_eq!(status(&v), "unchanged");
    assert_eq!(v["params_was"], 2);
    assert_eq!(callers(&v), vec![row("main", "main.go:5", false)]);
}

#[test]
fn go_new_function_is_a_new_symbol() {
    let r = Repo::new(&[("go.mod", GO_MOD), ("calc/calc.go", "package calc\n")]);
    r.write(
        "calc/calc.go",
        "package calc\n\nfunc Mul(a, b int) int {\n\treturn a * b\n}\n",
    );
    let (code, v, _) = measure(&r, "calc/calc.go:Mul");
    assert_eq!(code, 0);
    assert_eq!(status(&v), "new-symbol");
    assert_eq!(v["params_now"], 2, "grouped names count each");
    assert!(v["params_was"].is_null());
}

#[test]
fn go_variadic_parameter_accepts_any_count() {
    let r = Repo::new(&[
        ("go.mod", GO_MOD),
        ("calc/sum.go", "package calc\n\nfunc Sum(a int, b int) int {\n\treturn a + b\n}\n"),
        ("use.go", "package main\n\nimport \"example.com/t/calc\"\n\nfunc two() int {\n\treturn calc.Sum(1, 2)\n}\n\nfunc none() int {\n\treturn calc.Sum()\n}\n"),
    ]);
    r.write("calc/sum.go", "package calc\n\nfunc Sum(base int, xs ...int) int {\n\tfor _, x := range xs {\n\t\tbase += x\n\t}\n\treturn base\n}\n");
    let (code, v, _) = measure(&r, "calc/sum.go:Sum");
    assert_eq!(code, 0);
    // 2 → 2 parameters (the variadic counted once), but the definition reads differently:
    // status is per definition (SPEC §4).
    assert_eq!(status(&v), "contract-change");
    assert_eq!(
        (v["params_was"].as_u64(), v["params_now"].as_u64()),
        (Some(2), Some(2))
    );
    assert_eq!(
        callers(&v),
        vec![row("two", "use.go:5", false), row("none", "use.go:9", true)]
    );
}

#[test]
fn go_method_of_the_same_name_on_another_type_is_not_a_caller() {
    let r = Repo::new(&[
        ("go.mod", GO_MOD),
        ("shapes/shapes.go", "package shapes\n\ntype Circle struct{ R float64 }\n\ntype Square struct{ S float64 }\n\nfunc (c *Circle) Resize(f float64) { c.R *= f }\n\nfunc (s *Square) Resize(f float64) { s.S *= f }\n"),
        ("app/app.go", "package app\n\nimport \"example.com/t/shapes\"\n\nfunc Zoom(c *shapes.Circle) {\n\tc.Resize(2)\n}\n\nfunc Grow(s *shapes.Square) {\n\ts.Resize(2)\n}\n"),
    ]);
    r.write("shapes/shapes.go", "package shapes\n\ntype Circle struct{ R float64 }\n\ntype Square struct{ S float64 }\n\nfunc (c *Circle) Resize(f float64, min float64) { c.R *= f }\n\nfunc (s *Square) Resize(f float64) { s.S *= f }\n");
    let (code, v, _) = measure(&r, "shapes/shapes.go:Circle.Resize");
    assert_eq!(code, 0);
    assert_eq!(status(&v), "contract-change");
    assert_eq!(
        (v["params_was"].as_u64(), v["params_now"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(callers(&v), vec![row("Zoom", "app/app.go:5", true)]);
    // The bare file selector names two sites (Circle.Resize, Square.Resize): refused.
    let (code, _, err) = measure(&r, "shapes/shapes.go:Resize");
    assert_eq!(code, 1);
    assert!(
        err.contains("shapes/shapes.go:Circle.Resize")
            && err.contains("shapes/shapes.go:Square.Resize"),
        "{err}"
    );
}

#[test]
fn go_more_than_ten_callers_are_all_listed() {
    let mut calls = String::from("package app\n\nimport \"example.com/t/calc\"\n");
    for i in 0..12 {
        calls.push_str(&format!("\nfunc C{i}() int {{\n\treturn calc.Neg(1)\n}}\n"));
    }
    let r = Repo::new(&[
        ("go.mod", GO_MOD),
        (
            "calc/neg.go",
            "package calc\n\nfunc Neg(a int) int { return -a }\n",
        ),
        ("app/app.go", &calls),
    ]);
    r.write(
        "calc/neg.go",
        "package calc\n\nfunc Neg(a int, b int) int { return -a - b }\n",
    );
    let (code, v, _) = measure(&r, "calc/neg.go:Neg");
    assert_eq!(code, 0);
    let c = callers(&v);
    assert_eq!(c.len(), 12);
    assert!(c.iter().all(|(_, _, bad)| *bad));
    assert_eq!(v["callers"][0]["name"], "C0");
}

// ---------------------------------------------------------------- JavaScript / TypeScript

#[test]
fn js_default_parameter_keeps_old_callers_compatible() {
    let r = Repo::new(&[
        ("lib/greet.js", "export function greet(name) {\n  return 'hi ' + name;\n}\n"),
        ("app.js", "import { greet } from './lib/greet.js';\n\nexport function hello() {\n  return greet('a');\n}\n\nexport function none() {\n  return greet();\n}\n"),
    ]);
    r.write(
        "lib/greet.js",
        "export function greet(name, greeting = 'hi') {\n  return greeting + ' ' + name;\n}\n",
    );
    let (code, v, _) = measure(&r, "lib/greet.js:greet");
    assert_eq!(code, 0);
    assert_eq!(status(&v), "contract-change");
    assert_eq!(
        callers(&v),
        vec![
            row("hello", "app.js:3", false),
            row("none", "app.js:7", true)
        ]
    );
}

#[test]
fn js_rest_parameter_lifts_the_upper_bound() {
    let r = Repo::new(&[
        (
            "log.js",
            "function log(msg) {\n  console.log(msg);\n}\nmodule.exports = { log };\n",
        ),
        (
            "use.js",
            "const { log } = require('./log');\n\nfunction many() {\n  log('a', 'b', 'c');\n}\n",
        ),
    ]);
    r.write("log.js", "function log(msg, ...rest) {\n  console.log(msg, ...rest);\n}\nmodule.exports = { log };\n");
    let (code, v, _) = measure(&r, "log.js:log");
    assert_eq!(code, 0);
    assert_eq!(
        (v["params_was"].as_u64(), v["params_now"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(callers(&v), vec![row("many", "use.js:3", false)]);
}

#[test]
fn ts_optional_parameter_and_typed_receivers() {
    let r = Repo::new(&[
        ("q.ts", "export class Queue {\n  push(job: string): void {}\n}\n\nexport class Stack {\n  push(job: string): void {}\n}\n"),
        ("use.ts", "import { Queue, Stack } from './q';\n\nexport function a(q: Queue) {\n  q.push('x');\n}\n\nexport function b(s: Stack) {\n  s.push('x');\n}\n\nexport function c(q: Queue) {\n  q.push();\n}\n"),
    ]);
    r.write("q.ts", "export class Queue {\n  push(job: string, priority?: number): void {}\n}\n\nexport class Stack {\n  push(job: string): void {}\n}\n");
    let (code, v, _) = measure(&r, "q.ts:Queue.push");
    assert_eq!(code, 0);
    assert_eq!(status(&v), "contract-change");
    assert_eq!(
        callers(&v),
        vec![row("a", "use.ts:3", false), row("c", "use.ts:11", true)]
    );
    assert_eq!(v["excluded"][0]["name"], "b");
}

#[test]
fn ts_ambiguous_bare_name_is_refused_with_spellings() {
    let r = Repo::new(&[
        (
            "forms/email.ts",
            "export function validate(s: string): boolean {\n  return s.includes('@');\n}\n",
        ),
        (
            "forms/phone.ts",
            "export function validate(s: string): boolean {\n  return s.length > 6;\n}\n",
        ),
    ]);
    let (code, _, err) = measure(&r, "validate");
    assert_eq!(code, 1);
    assert!(err.contains("ambiguous"), "{err}");
    assert!(
        err.contains("forms/email.ts:validate") && err.contains("forms/phone.ts:validate"),
        "{err}"
    );
    let (code, v, _) = measure(&r, "forms/phone.ts:validate");
    assert_eq!(code, 0);
    assert_eq!(status(&v), "unchanged");
}

#[test]
fn a_type_declared_at_top_level_and_nested_too_is_selected_by_scope() {
    // A test module's helper class and a test method's own class of the same name
    // (cachetools' test_cachedmethod.py): `Cached.__init__` is the top-level one; two nested
    // ones are spelled by their whole scope, and each spelling offered selects its own.
    let r = Repo::new(&[(
        "test_m.py",
        "class Cached:\n    def __init__(self, cache, count=0):\n        self.cache = cache\n\n\nclass TestM:\n    def test_a(self):\n        class Cached:\n            def __init__(self, cache):\n                self.cache = cache\n\n        return Cached({})\n\n    def test_b(self):\n        class Cached:\n            def __init__(self, cache):\n                self.cache = cache\n\n        return Cached([])\n\n\ndef top():\n    return Cached({}, 1)\n",
    )]);
    let (code, v, err) = measure(&r, "test_m.py:Cached.__init__");
    assert_eq!(code, 0, "{err}");
    // Python counts `self` among a method's parameters (SPEC §4: every parameter written).
    assert_eq!(v["params_now"], 3);
    r.write(
        "test_m.py",
        &std::fs::read_to_string(r.path().join("test_m.py"))
            .unwrap()
            .replacen("class Cached:\n    def __init__(self, cache, count=0):\n        self.cache = cache\n", "class Store:\n    pass\n", 1),
    );
    let (code, _, err) = measure(&r, "test_m.py:Cached.__init__");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("is ambiguous"), "{err}");
    let offered: Vec<&str> = err
        .split("pick one: ")
        .nth(1)
        .unwrap_or_default()
        .trim()
        .split(", ")
        .collect();
    assert_eq!(offered.len(), 2, "{err}");
    assert_ne!(offered[0], offered[1], "{err}");
    for spelling in offered {
        let (code, v, err) = measure(&r, spelling);
        assert_eq!(code, 0, "{spelling}: {err}");
        assert_eq!(v["params_now"], 2, "{spelling}");
    }
}

// ---------------------------------------------------------------- Python

#[test]
fn python_default_and_star_args() {
    let r = Repo::new(&[
        ("db/conn.py", "def connect(url):\n    return url\n"),
        ("db/app.py", "from db.conn import connect\n\n\ndef one():\n    return connect('x')\n\n\ndef two():\n    return connect('x', 5)\n"),
    ]);
    r.write(
        "db/conn.py",
        "def connect(url, timeout=3):\n    return url\n",
    );
    let (code, v, _) = measure(&r, "db/conn.py:connect");
    assert_eq!(code, 0);
    assert_eq!(status(&v), "contract-change");
    assert!(callers(&v).iter().all(|(_, _, bad)| !bad));
    r.write("db/conn.py", "def connect(*urls):\n    return urls\n");
    let (_, v, _) = measure(&r, "db/conn.py:connect");
    // 1 → 1 (*urls counted once), yet `url` became `*urls`: a changed definition (SPEC §4).
    assert_eq!(status(&v), "contract-change");
    assert_eq!(v["params_now"], 1);
    assert!(callers(&v).iter().all(|(_, _, bad)| !bad));
}

#[test]
fn python_method_self_is_supplied_by_the_call() {
    let r = Repo::new(&[
        ("bank/account.py", "class Account:\n    def deposit(self, amount):\n        return amount\n"),
        ("bank/ledger.py", "class Ledger:\n    def deposit(self, amount):\n        return amount\n"),
        ("bank/use.py", "from bank.account import Account\nfrom bank.ledger import Ledger\n\n\ndef pay(acct: Account):\n    acct.deposit(1)\n\n\ndef book(l: Ledger):\n    l.deposit(1)\n"),
    ]);
    r.write(
        "bank/account.py",
        "class Account:\n    def deposit(self, amount, memo):\n        return amount\n",
    );
    let (code, v, _) = measure(&r, "bank/account.py:deposit");
    assert_eq!(code, 0);
    assert_eq!(
        (v["params_was"].as_u64(), v["params_now"].as_u64()),
        (Some(2), Some(3))
    );
    assert_eq!(callers(&v), vec![row("pay", "bank/use.py:5", true)]);
}

#[test]
fn python_deleted_definition_is_not_found() {
    let r = Repo::new(&[
        ("shop/totals.py", "def legacy_total(x):\n    return x\n\n\ndef total(x):\n    return x\n"),
        ("shop/report.py", "from shop.totals import legacy_total\n\n\ndef summary(x):\n    return legacy_total(x)\n"),
    ]);
    r.write("shop/totals.py", "def total(x):\n    return x\n");
    let (code, _, err) = measure(&r, "shop/totals.py:legacy_total");
    assert_eq!(code, 1);
    assert!(err.contains("not found"), "{err}");
    assert_eq!(err.lines().count(), 1);
}

#[test]
fn python_repository_with_no_commits_reads_as_new() {
    let r = Repo::empty();
    r.write("img/ops.py", "def resize(img, w, h):\n    return img\n");
    r.write(
        "img/thumbs.py",
        "from img.ops import resize\n\n\ndef thumbnail(img):\n    return resize(img, 64)\n",
    );
    let (code, v, _) = measure(&r, "img/ops.py:resize");
    assert_eq!(code, 0);
    assert_eq!(status(&v), "new-symbol");
    assert!(v["at"].is_null());
    assert_eq!(callers(&v), vec![row("thumbnail", "img/thumbs.py:4", true)]);
}

// ---------------------------------------------------------------- Rust

#[test]
fn rust_reverted_change_is_unchanged_and_macro_calls_count() {
    let r = Repo::new(&[
        ("Cargo.toml", "[package]\nname = \"t\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"),
        ("src/lib.rs", "pub mod hash;\npub mod store;\n"),
        ("src/hash.rs", "pub fn checksum(data: &[u8]) -> u32 {\n    data.len() as u32\n}\n"),
        ("src/store.rs", "use crate::hash::checksum;\n\npub fn block_id(b: &[u8]) -> String {\n    format!(\"{:08x}\", checksum(b))\n}\n"),
    ]);
    r.write(
        "src/hash.rs",
        "pub fn checksum(data: &[u8], seed: u32) -> u32 {\n    data.len() as u32 + seed\n}\n",
    );
    let (_, v, _) = measure(&r, "src/hash.rs:checksum");
    assert_eq!(status(&v), "contract-change");
    assert_eq!(callers(&v), vec![row("block_id", "src/store.rs:3", true)]);
    r.write(
        "src/hash.rs",
        "pub fn checksum(data: &[u8]) -> u32 {\n    data.len() as u32\n}\n",
    );
    let (_, v, _) = measure(&r, "src/hash.rs:checksum");
    assert_eq!(status(&v), "unchanged");
    assert_eq!(callers(&v), vec![row("block_id", "src/store.rs:3", false)]);
}

#[test]
fn rust_method_on_another_type_is_excluded() {
    let r = Repo::new(&[
        ("src/lib.rs", "pub mod counter;\npub mod gauge;\npub mod use_it;\n"),
        ("src/counter.rs", "pub struct Counter { pub n: u64 }\n\nimpl Counter {\n    pub fn add(&mut self, n: u64) {\n        self.n += n;\n    }\n}\n"),
        ("src/gauge.rs", "pub struct Gauge { pub l: u64 }\n\nimpl Gauge {\n    pub fn add(&mut self, n: u64) {\n        self.l += n;\n    }\n}\n"),
        ("src/use_it.rs", "use crate::counter::Counter;\nuse crate::gauge::Gauge;\n\npub fn hit(c: &mut Counter) {\n    c.add(1);\n}\n\npub fn raise(g: &mut Gauge) {\n    g.add(1);\n}\n\npub fn ufcs(c: &mut Counter) {\n    Counter::add(c, 1);\n}\n"),
    ]);
    r.write("src/counter.rs", "pub struct Counter { pub n: u64 }\n\nimpl Counter {\n    pub fn add(&mut self, n: u64, times: u64) {\n        self.n += n * times;\n    }\n}\n");
    let (_, v, _) = measure(&r, "src/counter.rs:add");
    assert_eq!(
        (v["params_was"].as_u64(), v["params_now"].as_u64()),
        (Some(2), Some(3))
    );
    assert_eq!(
        callers(&v),
        vec![
            row("hit", "src/use_it.rs:4", true),
            row("ufcs", "src/use_it.rs:12", true)
        ]
    );
}

// ---------------------------------------------------------------- Java

#[test]
fn java_overloads_fold_and_varargs_widen() {
    let r = Repo::new(&[
        ("src/F.java", "public class F {\n    public String format(String s) {\n        return s;\n    }\n\n    public String format(String s, int w) {\n        return s;\n    }\n}\n"),
        ("src/U.java", "public class U {\n    public String one(F f) {\n        return f.format(\"a\");\n    }\n\n    public String two(F f) {\n        return f.format(\"a\", 2);\n    }\n}\n"),
        ("src/M.java", "public final class M {\n    public static int sum(int a, int b) {\n        return a + b;\n    }\n}\n"),
        ("src/S.java", "public class S {\n    public int three() {\n        return M.sum(1, 2, 3);\n    }\n}\n"),
    ]);
    // Widen one overload: the one-argument calls still bind to the other.
    r.write("src/F.java", "public class F {\n    public String format(String s) {\n        return s;\n    }\n\n    public String format(String s, int w, char pad) {\n        return s;\n    }\n}\n");
    let (_, v, _) = measure(&r, "src/F.java:format");
    assert_eq!(status(&v), "contract-change");
    assert_eq!(v["defs"], 2);
    assert_eq!(
        callers(&v),
        vec![
            row("two", "src/U.java:6", true),
            row("one", "src/U.java:2", false)
        ]
        .into_iter()
        .rev()
        .collect::<Vec<_>>()
    );
    r.write("src/M.java", "public final class M {\n    public static int sum(int... xs) {\n        return 0;\n    }\n}\n");
    let (_, v, _) = measure(&r, "src/M.java:sum");
    assert_eq!(
        (v["params_was"].as_u64(), v["params_now"].as_u64()),
        (Some(2), Some(1))
    );
    assert_eq!(callers(&v), vec![row("three", "src/S.java:2", false)]);
}

#[test]
fn java_type_name_selects_the_declared_class_not_its_anonymous_subclass() {
    // `wrap` returns an anonymous `Incrementor` that overrides `incrementCount()`: it is spelled
    // like the class but is not the declared type, so `Incrementor.incrementCount` selects the
    // class's overload set (two sites would be refused with spellings that pick neither).
    let class = |sig: &str| {
        format!(
            "public class Incrementor {{\n    public void {sig} {{\n        incrementCount();\n    }}\n\n    public void incrementCount() {{\n    }}\n\n    public static Incrementor wrap() {{\n        return new Incrementor() {{\n            {{\n                super.incrementCount(1);\n            }}\n\n            @Override\n            public void incrementCount() {{\n                super.incrementCount();\n            }}\n        }};\n    }}\n}}\n"
        )
    };
    let r = Repo::new(&[
        ("src/Incrementor.java", class("incrementCount(int value)").as_str()),
        ("src/Use.java", "public class Use {\n    public void go(Incrementor i) {\n        i.incrementCount(2);\n        i.incrementCount();\n    }\n}\n"),
    ]);
    r.write(
        "src/Incrementor.java",
        &class("incrementCount(int value, boolean check)"),
    );
    let (code, v, err) = measure(&r, "src/Incrementor.java:Incrementor.incrementCount");
    assert_eq!(code, 0, "{err}");
    assert_eq!(status(&v), "contract-change");
    assert_eq!(
        (v["params_was"].as_u64(), v["params_now"].as_u64()),
        (Some(1), Some(2))
    );
    let bad: Vec<String> = callers(&v)
        .into_iter()
        .filter(|c| c.2)
        .map(|c| c.1)
        .collect();
    // The instance initializer of the anonymous class sits in `wrap` (line 9).
    assert_eq!(bad, vec!["src/Incrementor.java:9", "src/Use.java:2"]);
}

#[test]
fn java_constructor_is_measured_through_its_class() {
    let r = Repo::new(&[
        ("src/Invoice.java", "public class Invoice {\n    private final int n;\n\n    public Invoice(int n) {\n        this.n = n;\n    }\n}\n"),
        ("src/Shop.java", "public class Shop {\n    public Invoice checkout() {\n        return new Invoice(1);\n    }\n}\n"),
    ]);
    r.write("src/Invoice.java", "public class Invoice {\n    private final int n;\n\n    public Invoice(int n, String c) {\n        this.n = n;\n    }\n}\n");
    // `Invoice.Invoice`, the constructor spelled as Java declares it, selects the same site
    // (disruptor's held-out `Sequence.java:Sequence.Sequence` was refused as not found).
    for sel in [
        "src/Invoice.java:Invoice",
        "src/Invoice.java:Invoice.Invoice",
    ] {
        let (code, v, err) = measure(&r, sel);
        assert_eq!(code, 0, "{sel}: {err}");
        assert_eq!(status(&v), "contract-change");
        assert_eq!(
            (v["params_was"].as_u64(), v["params_now"].as_u64()),
            (Some(1), Some(2))
        );
        assert_eq!(callers(&v), vec![row("checkout", "src/Shop.java:2", true)]);
    }
    // A method of another name is still no constructor.
    let (code, _, err) = measure(&r, "src/Invoice.java:Invoice.Shop");
    assert_ne!(code, 0, "{err}");
}

// ---------------------------------------------------------------- PHP

#[test]
fn php_function_and_method_callers() {
    let r = Repo::new(&[
        ("src/money.php", "<?php\n\nfunction format_price($amount)\n{\n    return $amount;\n}\n"),
        ("src/cart.php", "<?php\n\nfunction cart_total($t)\n{\n    return format_price($t);\n}\n\nfunction cart_eur($t)\n{\n    return format_price($t, 'EUR');\n}\n"),
    ]);
    r.write("src/money.php", "<?php\n\nfunction format_price($amount, $currency, $digits = 2)\n{\n    return $amount;\n}\n");
    let (code, v, _) = measure(&r, "src/money.php:format_price");
    assert_eq!(code, 0);
    assert_eq!(
        (v["params_was"].as_u64(), v["params_now"].as_u64()),
        (Some(1), Some(3))
    );
    assert_eq!(
        callers(&v),
        vec![
            row("cart_total", "src/cart.php:3", true),
            row("cart_eur", "src/cart.php:8", false)
        ]
    );
}

// ---------------------------------------------------------------- at=

/// `at`: HEAD's short id, with `+dirty` exactly when git calls the work tree dirty (index or
/// work tree differing from HEAD; untracked files aside) — whether the measure learns it from
/// the changed definition itself or from git's status, and on a second run, which gives the
/// answer the first one kept.
#[test]
fn at_says_dirty_exactly_when_git_would() {
    let r = Repo::new(&[
        ("shop/totals.py", "def total(x):\n    return x\n"),
        (
            "shop/report.py",
            "from shop.totals import total\n\n\ndef summary(x):\n    return total(x)\n",
        ),
    ]);
    let head =
        |r: &Repo| common::stdout(&common::git(r.path(), &["rev-parse", "--short=9", "HEAD"]));
    let at = |r: &Repo| {
        let (code, first, err) = measure(r, "shop/totals.py:total");
        assert_eq!(code, 0, "{err}");
        let (_, second, _) = measure(r, "shop/totals.py:total");
        assert_eq!(first["at"], second["at"]);
        (
            status(&first).to_string(),
            first["at"].as_str().unwrap().to_string(),
        )
    };
    let base = head(&r);
    let base = base.trim();
    assert_eq!(at(&r), ("unchanged".into(), base.to_string()));

    // Untracked files do not make the tree dirty.
    r.write("notes.txt", "later\n");
    assert_eq!(at(&r), ("unchanged".into(), base.to_string()));

    // The definition unchanged, another file edited, then only staged.
    r.write(
        "shop/report.py",
        "from shop.totals import total\n\n\ndef summary(x):\n    return total(x)  # sum\n",
    );
    assert_eq!(at(&r), ("unchanged".into(), format!("{base}+dirty")));
    common::git(r.path(), &["add", "shop/report.py"]);
    assert_eq!(at(&r), ("unchanged".into(), format!("{base}+dirty")));

    // The definition itself changed: in the work tree, then staged.
    r.write(
        "shop/totals.py",
        "def total(x, rate):\n    return x * rate\n",
    );
    assert_eq!(at(&r), ("contract-change".into(), format!("{base}+dirty")));
    common::git(r.path(), &["add", "shop/totals.py"]);
    assert_eq!(at(&r), ("contract-change".into(), format!("{base}+dirty")));

    // Committed: clean again, at the new HEAD.
    r.commit("rate");
    let now = head(&r);
    assert_ne!(now.trim(), base);
    assert_eq!(at(&r), ("unchanged".into(), now.trim().to_string()));
}

// ---------------------------------------------------------------- bad input

#[test]
fn bad_selectors_and_files_get_one_line_and_a_defined_status() {
    let r = Repo::new(&[
        ("a.go", "package a\n\nfunc A() {}\n"),
        ("notes.txt", "hello\n"),
    ]);
    let (code, _, err) = measure(&r, "missing.go:A");
    assert_eq!((code, err.lines().count()), (1, 1), "{err}");
    assert!(err.contains("unknown file"), "{err}");
    let (code, _, err) = measure(&r, "notes.txt:A");
    assert_eq!((code, err.lines().count()), (1, 1), "{err}");
    // A selector that cannot name a symbol is a usage error, refused before any engine runs.
    let (code, _, err) = measure(&r, "");
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = measure(&r, "a.go:B");
    assert_eq!(code, 1);
    assert!(err.contains("not found"), "{err}");
    let (code, _, err) = measure(&r, "../outside.go:A");
    assert_eq!(code, 1, "{err}");
    // Binary content behind a source extension.
    std::fs::write(r.path().join("bin.go"), b"package a\x00\x01\x02").unwrap();
    let (code, _, err) = measure(&r, "bin.go:A");
    assert_eq!((code, err.lines().count()), (3, 1), "{err}");
    // Not UTF-8 but parseable: still measured.
    std::fs::write(
        r.path().join("latin.go"),
        b"package a\n\n// caf\xe9\nfunc L(x int) {}\n",
    )
    .unwrap();
    let (code, v, _) = measure(&r, "latin.go:L");
    assert_eq!(code, 0);
    assert_eq!(status(&v), "new-symbol");
}

#[test]
fn a_directory_outside_any_repository_reads_as_new() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("lib")).unwrap();
    std::fs::write(
        dir.path().join("lib/math.js"),
        "function scale(a, b, c) { return a * b * c; }\nmodule.exports = { scale };\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("main.js"),
        "const { scale } = require('./lib/math');\n\nfunction run() {\n  return scale(1, 2);\n}\n",
    )
    .unwrap();
    let out = common::run_in(
        dir.path(),
        &[
            "measure",
            "lib/math.js:scale",
            "--engine",
            "builtin",
            "--json",
        ],
        &[],
    );
    assert_eq!(out.status.code(), Some(0), "{}", common::stderr(&out));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(status(&v), "new-symbol");
    assert_eq!(callers(&v), vec![row("run", "main.js:3", true)]);
}

#[test]
fn a_missing_ripwire_is_a_clear_error() {
    let r = Repo::new(&[("a.go", "package a\n\nfunc A() {}\n")]);
    let out = common::run_in(
        r.path(),
        &["measure", "a.go:A", "--engine", "ripwire"],
        &[("PATH", "/nonexistent")],
    );
    assert_eq!(out.status.code(), Some(3));
    let err = common::stderr(&out);
    assert!(
        err.contains("ripwire") && err.contains("not found"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1);
}

#[test]
fn huge_files_are_named_as_not_searched_and_symlinks_are_handled() {
    let r = Repo::new(&[
        ("lib.py", "def parse(s):\n    return s\n"),
        (
            "use.py",
            "from lib import parse\n\n\ndef run():\n    return parse(1)\n",
        ),
    ]);
    r.write("lib.py", "def parse(s, sep):\n    return s\n");
    // A 9 MiB Python file that mentions the name: never parsed, never silently dropped.
    let mut big = String::from("from lib import parse\n");
    while big.len() < 9 * 1024 * 1024 {
        big.push_str("# filler filler filler filler filler filler filler filler filler\n");
    }
    big.push_str("parse(1)\n");
    r.write("big.py", &big);
    let (code, v, _) = measure(&r, "lib.py:parse");
    assert_eq!(code, 0);
    let skipped = v["skipped"].as_array().unwrap();
    assert_eq!(skipped.len(), 1);
    assert!(
        skipped[0].as_str().unwrap().starts_with("big.py: 9 MiB"),
        "{skipped:?}"
    );
    let text = common::stdout(&r.run(&["measure", "lib.py:parse"]));
    assert!(text.contains("not searched: big.py"), "{text}");

    // A symlink inside the repository is read through; one leaving it is refused.
    std::os::unix::fs::symlink("lib.py", r.path().join("alias.py")).unwrap();
    let (code, v, _) = measure(&r, "alias.py:parse");
    assert_eq!(code, 0);
    assert_eq!(v["params_now"], 2);
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("x.py"), "def parse(a):\n    pass\n").unwrap();
    std::os::unix::fs::symlink(outside.path().join("x.py"), r.path().join("out.py")).unwrap();
    let (code, _, err) = measure(&r, "out.py:parse");
    assert_eq!((code, err.lines().count()), (3, 1), "{err}");
    assert!(err.contains("leaves the repository"), "{err}");
}

#[test]
fn a_path_from_a_subdirectory_is_understood() {
    let r = Repo::new(&[
        ("pkg/lib.py", "def parse(s):\n    return s\n"),
        (
            "pkg/use.py",
            "from pkg.lib import parse\n\n\ndef run():\n    return parse(1)\n",
        ),
    ]);
    r.write("pkg/lib.py", "def parse(s, sep):\n    return s\n");
    let out = common::run_in(
        &r.path().join("pkg"),
        &["measure", "lib.py:parse", "--json"],
        &[],
    );
    assert_eq!(out.status.code(), Some(0), "{}", common::stderr(&out));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["path"], "pkg/lib.py");
    assert_eq!(callers(&v), vec![row("run", "pkg/use.py:4", true)]);
    // The root-relative spelling works from there too.
    let out = common::run_in(
        &r.path().join("pkg"),
        &["measure", "pkg/lib.py:parse", "--json"],
        &[],
    );
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn a_file_whose_path_is_not_utf8_is_named_as_not_searched() {
    use std::os::unix::ffi::OsStrExt;
    let r = Repo::new(&[("lib.py", "def parse(s):\n    return s\n")]);
    r.write("lib.py", "def parse(s, sep):\n    return s\n");
    let name = std::ffi::OsStr::from_bytes(b"caf\xe9.py");
    std::fs::write(
        r.path().join(name),
        "from lib import parse\n\n\ndef run():\n    return parse(1)\n",
    )
    .unwrap();
    let (code, v, _) = measure(&r, "lib.py:parse");
    assert_eq!(code, 0);
    let skipped = v["skipped"].as_array().unwrap();
    assert_eq!(skipped.len(), 1, "{skipped:?}");
    assert!(
        skipped[0]
            .as_str()
            .unwrap()
            .ends_with(".py: the path is not UTF-8"),
        "{skipped:?}"
    );
}

/// A free function and a method of the same name in one file (goldmark's `Convert`): the plain
/// selector names the function, `<file>:<Type>.<name>` the method, and a finding on either can
/// be measured again by its own id.
#[test]
fn a_function_beside_a_same_named_method_is_selected_by_the_plain_spelling() {
    let lib = "package md\n\ntype markdown struct{}\n\nfunc Convert(s string) error {\n\treturn nil\n}\n\nfunc (m *markdown) Convert(s string) error {\n\treturn nil\n}\n";
    let uses =
        "package md\n\nfunc run(m *markdown) {\n\t_ = Convert(\"x\")\n\t_ = m.Convert(\"y\")\n}\n";
    let r = Repo::new(&[("go.mod", GO_MOD), ("md/md.go", lib), ("md/use.go", uses)]);
    r.write(
        "md/md.go",
        &lib.replacen(
            "func Convert(s string) error",
            "func Convert(s string, strict bool) error",
            1,
        ),
    );
    let (code, v, err) = measure(&r, "md/md.go:Convert");
    assert_eq!(code, 0, "{err}");
    assert_eq!(status(&v), "contract-change");
    assert_eq!(v["line"], 5);
    assert_eq!(callers(&v), vec![row("run", "md/use.go:3", true)]);
    let (code, v, err) = measure(&r, "md/md.go:markdown.Convert");
    assert_eq!(code, 0, "{err}");
    assert_eq!(status(&v), "unchanged");
    assert_eq!(v["line"], 9);
}

/// `super().__init__(…)` in a class whose bases, read in the same file down to the builtins,
/// never derive from the edited class reaches another class's constructor: it is excluded with
/// that evidence, while a subclass's `super()` and a direct construction still count (click's
/// exception hierarchy, where pyright accepts the first two after the edit).
#[test]
fn python_super_in_an_unrelated_hierarchy_is_another_constructor() {
    let exc = "class ClickException(Exception):\n    def __init__(self, message):\n        super().__init__(message)\n\n\nclass UsageError(ClickException):\n    def __init__(self, message, ctx=None):\n        super().__init__(message)\n\n\nclass BadParameter(UsageError):\n    def __init__(self, message, ctx=None, param=None):\n        super().__init__(message, ctx)\n\n\nclass MissingParameter(BadParameter):\n    def __init__(self, message=None, ctx=None):\n        super().__init__(message, ctx)\n\n\ndef fail():\n    raise BadParameter(\"x\")\n";
    let r = Repo::new(&[("exc.py", exc)]);
    r.write(
        "exc.py",
        &exc.replacen(
            "def __init__(self, message, ctx=None, param=None):",
            "def __init__(self, message, ctx=None, param=None, *, hint):",
            1,
        ),
    );
    let (code, v, err) = measure(&r, "exc.py:BadParameter.__init__");
    assert_eq!(code, 0, "{err}");
    let excluded: Vec<(u64, String)> = v["excluded"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["call_line"].as_u64().unwrap(),
                e["reason"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    // BadParameter's own super().__init__ reaches UsageError's (pyright agrees): excluded too
    assert_eq!(excluded.len(), 3, "{excluded:?}");
    assert_eq!(excluded[0].0, 3);
    assert!(excluded[0].1.contains("super() in ClickException"));
    assert_eq!(excluded[1].0, 8);
    assert!(excluded[1]
        .1
        .contains("super() in UsageError reaches ClickException"));
    assert_eq!(excluded[2].0, 13);
    assert!(excluded[2]
        .1
        .contains("super() in BadParameter reaches a base's __init__"));
    let rows = callers(&v);
    assert!(
        rows.contains(&row("__init__", "exc.py:17", true)),
        "{rows:?}"
    );
    assert!(rows.contains(&row("fail", "exc.py:21", true)), "{rows:?}");
}
