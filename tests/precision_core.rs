//! The precision rule, status per definition and parameter-by-parameter checks (SPEC §4,
//! issue 10) on real temporary git repositories, through the real binary. Each slice is trimmed
//! from the shape real code has; where a compiler or the language's runtime judged the calls,
//! the comment says what it said.

mod common;

use common::Repo;
use serde_json::Value;

/// Run `measure <sel> --json` with the builtin engine.
fn measure(repo: &Repo, sel: &str) -> Value {
    let out = repo.run(&["measure", sel, "--engine", "builtin", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", common::stderr(&out));
    serde_json::from_slice(&out.stdout).expect("JSON report")
}

/// (name, path:line, binds, incompatible) of each caller row.
fn rows(v: &Value) -> Vec<(String, String, String, bool)> {
    v["callers"]
        .as_array()
        .expect("callers")
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap_or("").to_string(),
                format!("{}:{}", c["path"].as_str().unwrap_or(""), c["line"]),
                c["binds"].as_str().unwrap_or("").to_string(),
                c["incompatible"].as_bool().unwrap_or(false),
            )
        })
        .collect()
}

fn row(n: &str, p: &str, binds: &str, bad: bool) -> (String, String, String, bool) {
    (n.to_string(), p.to_string(), binds.to_string(), bad)
}

// ---------------------------------------------------------------- the precision rule

/// A canvas context's `measureText(text)` (the browser's, in TypeScript's lib.dom.d.ts) is
/// matched by name to an exported `measureText` that gains a parameter: listed, not flagged;
/// the imported call is flagged. (tsc 5.9.3 --lib es2020,dom on the edited tree, `canvas`
/// annotated `HTMLCanvasElement`: the one error is the imported call's, TS2554 "Expected 2
/// arguments, but got 1"; `ctx.measureText(label)` checks against CanvasRenderingContext2D.)
#[test]
fn a_standard_library_method_of_the_same_name_keeps_a_name_only_call_unflagged() {
    let r = Repo::new(&[
        (
            "src/text.ts",
            "export function measureText(text: string): number {\n  return text.length * 7;\n}\n",
        ),
        (
            "src/Label.tsx",
            "import { measureText } from './text';\n\nexport function labelWidth(label: string) {\n  return measureText(label);\n}\n",
        ),
        (
            "src/chart.ts",
            "export function drawLegend(canvas, label) {\n  const ctx = canvas.getContext('2d');\n  const w = ctx.measureText(label).width;\n  ctx.fillText(label, 0, w);\n}\n",
        ),
    ]);
    r.write(
        "src/text.ts",
        "export function measureText(text: string, font: string): number {\n  return text.length * (font === 'bold' ? 8 : 7);\n}\n",
    );
    let v = measure(&r, "src/text.ts:measureText");
    assert_eq!(v["status"], "contract-change");
    assert_eq!(
        rows(&v),
        vec![
            row("labelWidth", "src/Label.tsx:3", "yes", true),
            row("drawLegend", "src/chart.ts:1", "maybe", false),
        ]
    );
}

/// Python: `cfg.copy()` on a dict (typeshed: `dict.copy(self)`) is no call of
/// `Snapshot.copy`; an annotated receiver's call is. (CPython: after the edit,
/// `snap.copy()` raises "missing 1 required positional argument: 'deep'"; `cfg.copy()` runs.)
#[test]
fn python_dict_copy_is_listed_not_flagged() {
    let r = Repo::new(&[
        (
            "app/snapshot.py",
            "class Snapshot:\n    def copy(self):\n        return Snapshot()\n",
        ),
        (
            "app/config.py",
            "def overrides(load):\n    cfg = load()\n    merged = cfg.copy()\n    return merged\n",
        ),
        (
            "app/history.py",
            "from app.snapshot import Snapshot\n\n\ndef keep(snap: Snapshot):\n    return snap.copy()\n",
        ),
    ]);
    r.write(
        "app/snapshot.py",
        "class Snapshot:\n    def copy(self, deep):\n        return Snapshot()\n",
    );
    let v = measure(&r, "app/snapshot.py:Snapshot.copy");
    assert_eq!(v["status"], "contract-change");
    let got = rows(&v);
    assert!(
        got.contains(&row("keep", "app/history.py:4", "yes", true)),
        "{got:?}"
    );
    assert!(got.iter().all(|c| c.0 == "keep" || !c.3), "{got:?}");
}

/// JavaScript: the other same-named definition lives in a file that never calls the name
/// (`const render = createRenderer(...)`): the search finds it all the same, so an untyped
/// receiver's call that it may reach is listed, not flagged.
#[test]
fn a_definition_only_file_is_found_for_the_rule() {
    let r = Repo::new(&[
        (
            "lib/view.js",
            "export class View {\n  render(model) {\n    return String(model);\n  }\n}\n",
        ),
        (
            "lib/widgets.js",
            "import { createRenderer } from './renderer.js';\n\nexport const widget = {\n  name: 'w',\n};\nwidget.render = createRenderer('widget');\n",
        ),
        (
            "lib/page.js",
            "export function paint(target, model) {\n  return target.render(model);\n}\n",
        ),
    ]);
    r.write(
        "lib/view.js",
        "export class View {\n  render(model, theme) {\n    return String(model) + theme;\n  }\n}\n",
    );
    let v = measure(&r, "lib/view.js:View.render");
    assert_eq!(
        rows(&v),
        vec![row("paint", "lib/page.js:1", "maybe", false)]
    );
    // Without that binding nothing else takes one argument: the same call is flagged.
    r.write("lib/widgets.js", "export const widget = { name: 'w' };\n");
    let v = measure(&r, "lib/view.js:View.render");
    assert_eq!(rows(&v), vec![row("paint", "lib/page.js:1", "maybe", true)]);
}

/// Another same-named method elsewhere in the repository that takes the arguments keeps a
/// name-only call unflagged; one that does not take them does not.
#[test]
fn another_repository_definition_must_accept_the_arguments() {
    let r = Repo::new(&[
        (
            "shop/cart.js",
            "export class Cart {\n  addItem(item) {\n    this.items.push(item);\n  }\n}\n",
        ),
        (
            "shop/wishlist.js",
            "export class Wishlist {\n  addItem(item, note, when) {\n    this.saved.push([item, note, when]);\n  }\n}\n",
        ),
        (
            "shop/checkout.js",
            "export function buyOne(cart, sku) {\n  cart.addItem(sku);\n}\n\nexport function buyNoted(cart, sku) {\n  cart.addItem(sku, 'gift', 1);\n}\n",
        ),
    ]);
    r.write(
        "shop/cart.js",
        "export class Cart {\n  addItem(item, qty) {\n    this.items.push([item, qty]);\n  }\n}\n",
    );
    let v = measure(&r, "shop/cart.js:Cart.addItem");
    assert_eq!(
        rows(&v),
        vec![
            // Wishlist#addItem needs 3 and Cart#addItem 2: nothing takes one argument.
            row("buyOne", "shop/checkout.js:1", "maybe", true),
            // Wishlist#addItem takes three.
            row("buyNoted", "shop/checkout.js:5", "maybe", false),
        ]
    );
}

/// Go: `dec.Decode(&v)` on a gob decoder is matched by name to a repository's
/// `Decoder.Decode` that gains a parameter; encoding/gob's `Decode(e any) error` takes one
/// argument, so the row is not flagged. (go vet 1.19 on the edited tree: only the call through
/// `codec.NewDecoder` fails, "store/load.go:16:19: not enough arguments in call to d.Decode".
/// That one is flagged once the Go binding proves `d` a `*codec.Decoder`; by name alone, the
/// rule keeps it listed.)
#[test]
fn go_another_packages_decode_is_not_flagged() {
    let r = Repo::new(&[
        ("go.mod", "module example.com/app\n\ngo 1.19\n"),
        (
            "codec/decode.go",
            "package codec\n\nimport \"io\"\n\ntype Decoder struct{ r io.Reader }\n\nfunc NewDecoder(r io.Reader) *Decoder { return &Decoder{r} }\n\nfunc (d *Decoder) Decode(v any) error {\n\treturn nil\n}\n",
        ),
        (
            "store/load.go",
            "package store\n\nimport (\n\t\"encoding/gob\"\n\t\"io\"\n\n\t\"example.com/app/codec\"\n)\n\nfunc Gob(r io.Reader, v any) error {\n\treturn gob.NewDecoder(r).Decode(v)\n}\n\nfunc Own(r io.Reader, v any) error {\n\td := codec.NewDecoder(r)\n\treturn d.Decode(v)\n}\n\nfunc Any(dec interface{ Decode(any) error }, v any) error {\n\treturn dec.Decode(v)\n}\n",
        ),
    ]);
    r.write(
        "codec/decode.go",
        "package codec\n\nimport \"io\"\n\ntype Decoder struct{ r io.Reader }\n\nfunc NewDecoder(r io.Reader) *Decoder { return &Decoder{r} }\n\nfunc (d *Decoder) Decode(v any, strict bool) error {\n\treturn nil\n}\n",
    );
    let v = measure(&r, "codec/decode.go:Decoder.Decode");
    assert_eq!(v["status"], "contract-change");
    let got = rows(&v);
    assert!(got.iter().any(|c| c.0 == "Own"), "{got:?}");
    for (name, _, binds, bad) in &got {
        let proven = name == "Own" && binds == "yes";
        assert_eq!(*bad, proven, "{got:?}");
    }
}

// ---------------------------------------------------------------- status per definition

/// Java: an overload below the set's maximum gains a parameter; the maximum stays 2. (javac
/// 17 on the edited tree: `f.format("x")` fails, "no suitable method found for
/// format(String)" at Use.java:5; `f.format("x", 2)` compiles.)
#[test]
fn one_overload_changed_below_the_maximum_is_a_contract_change() {
    let r = Repo::new(&[
        (
            "src/main/java/acme/Fmt.java",
            "package acme;\n\npublic class Fmt {\n    public String format(String s) {\n        return s;\n    }\n\n    public String format(String s, int width) {\n        return s;\n    }\n}\n",
        ),
        (
            "src/main/java/acme/Use.java",
            "package acme;\n\npublic class Use {\n    String one(Fmt f) {\n        return f.format(\"x\");\n    }\n\n    String two(Fmt f) {\n        return f.format(\"x\", 2);\n    }\n}\n",
        ),
    ]);
    r.write(
        "src/main/java/acme/Fmt.java",
        "package acme;\n\npublic class Fmt {\n    public String format(String s, char pad) {\n        return s;\n    }\n\n    public String format(String s, int width) {\n        return s;\n    }\n}\n",
    );
    let v = measure(&r, "src/main/java/acme/Fmt.java:format");
    assert_eq!(v["status"], "contract-change");
    assert_eq!(
        (v["params_was"].as_u64(), v["params_now"].as_u64()),
        (Some(2), Some(2))
    );
    assert_eq!(
        rows(&v),
        vec![
            row("one", "src/main/java/acme/Use.java:4", "yes", true),
            row("two", "src/main/java/acme/Use.java:8", "yes", false),
        ]
    );
}

// ---------------------------------------------------------------- parameter by parameter

/// Python: a required keyword-only parameter is added; a call passing another keyword is
/// still short. (CPython: `connect(url, retries=2)` raises "missing 1 required keyword-only
/// argument: 'timeout'"; `connect(url, timeout=5)` runs.)
#[test]
fn python_required_keyword_only_parameter() {
    let r = Repo::new(&[
        (
            "db/conn.py",
            "def connect(url, *, retries=3):\n    return url\n",
        ),
        (
            "db/app.py",
            "from db.conn import connect\n\n\ndef primary(url):\n    return connect(url, retries=2)\n\n\ndef replica(url):\n    return connect(url, timeout=5)\n",
        ),
    ]);
    r.write(
        "db/conn.py",
        "def connect(url, *, timeout, retries=3):\n    return url\n",
    );
    let v = measure(&r, "db/conn.py:connect");
    assert_eq!(v["status"], "contract-change");
    assert_eq!(
        rows(&v),
        vec![
            row("primary", "db/app.py:4", "yes", true),
            // `timeout=` named no parameter before the edit and does now.
            row("replica", "db/app.py:8", "yes", false),
        ]
    );
}

/// PHP 8: a parameter renamed (count unchanged) is a changed definition, and a call naming
/// the old name no longer matches ("Unknown named parameter $currency").
#[test]
fn php_named_argument_after_a_rename() {
    let r = Repo::new(&[
        (
            "src/money.php",
            "<?php\n\nfunction format_price($amount, $currency)\n{\n    return $amount . ' ' . $currency;\n}\n",
        ),
        (
            "src/invoice.php",
            "<?php\nrequire_once __DIR__ . '/money.php';\n\nfunction line($item)\n{\n    return format_price(amount: $item['amount'], currency: 'EUR');\n}\n\nfunction total($sum)\n{\n    return format_price($sum, 'EUR');\n}\n",
        ),
    ]);
    r.write(
        "src/money.php",
        "<?php\n\nfunction format_price($amount, $code)\n{\n    return $amount . ' ' . $code;\n}\n",
    );
    let v = measure(&r, "src/money.php:format_price");
    assert_eq!(v["status"], "contract-change");
    assert_eq!(
        rows(&v),
        vec![
            row("line", "src/invoice.php:4", "yes", true),
            row("total", "src/invoice.php:9", "yes", false),
        ]
    );
}
