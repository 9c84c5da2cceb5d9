//! Python precision (issue 10): method calls bound by the receiver's static type, read the way
//! a type checker reads it, and `super()` resolved along the method resolution order.
//!
//! Trimmed slices shaped like tomlkit and click, where these causes were measured. Each was
//! checked with pyright 1.1.389 when written: the broken sites asserted here (incompatible,
//! `binds = yes`) are exactly the ones pyright reported after the edit, and the excluded calls
//! are ones it accepted. The real binary measures a temporary git repository (base committed,
//! the edit in the work tree).

mod common;

use common::Repo;
use serde_json::Value;

fn measure(repo: &Repo, sel: &str) -> Value {
    let out = repo.run(&["measure", sel, "--engine", "builtin", "--json"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "measure {sel}: {}",
        common::stderr(&out)
    );
    serde_json::from_slice(&out.stdout).expect("JSON report")
}

/// (name, path:line, incompatible, binds) of each caller row.
fn callers(v: &Value) -> Vec<(String, String, bool, String)> {
    v["callers"]
        .as_array()
        .into_iter()
        .flatten()
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

/// `path:call line` of each excluded call.
fn excluded(v: &Value) -> Vec<String> {
    v["excluded"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|c| format!("{}:{}", c["path"].as_str().unwrap_or("?"), c["call_line"]))
        .collect()
}

fn row(name: &str, at: &str, incompatible: bool, binds: &str) -> (String, String, bool, String) {
    (name.into(), at.into(), incompatible, binds.into())
}

const CONTAINER: &str = "\
from __future__ import annotations

from kit.items import Item


class Container(dict):
    def as_string(self) -> str:
        return \"\"

    def __getitem__(self, key: str) -> Item | Container:
        return self
";

const ITEMS: &str = "\
from __future__ import annotations

from kit import container


class Item:
    def as_string(self) -> str:
        return \"\"


class Table(Item):
    def __init__(self, value: container.Container) -> None:
        self._value = value

    def as_string(self) -> str:
        return self._value.as_string()
";

const TESTS: &str = "\
from kit import parse
from kit.items import Item


def test_render():
    doc = parse(\"a = 1\")
    doc[\"a\"] = 2
    assert doc.as_string() == \"a = 2\"


def test_item():
    doc = parse(\"a = 1\")
    assert doc[\"a\"].as_string() == \"1\"


def test_plain():
    assert Item().as_string() == \"\"
";

/// `doc = parse(…)`: the return annotation of a function re-exported by the package names a
/// subclass of the edited class (in a third module) that does not override the method;
/// `doc["a"]` is `Item | Container` by `__getitem__`, and a type checker checks the call
/// against both; `self._value` is typed by the annotated constructor parameter it was
/// assigned from. `Item().as_string()` reaches Item's own method.
#[test]
fn python_receivers_typed_by_return_annotations_unions_and_fields() {
    let repo = Repo::new(&[
        (
            "kit/__init__.py",
            "from kit.api import parse\nfrom kit.document import Document\n",
        ),
        (
            "kit/api.py",
            "from kit.document import Document\n\n\ndef parse(text: str) -> Document:\n    return Document()\n",
        ),
        ("kit/container.py", CONTAINER),
        ("kit/items.py", ITEMS),
        (
            "kit/document.py",
            "from kit.container import Container\n\n\nclass Document(Container):\n    pass\n",
        ),
        ("tests/test_doc.py", TESTS),
    ]);
    repo.write(
        "kit/container.py",
        &CONTAINER.replace("as_string(self)", "as_string(self, indent: int)"),
    );
    let v = measure(&repo, "kit/container.py:Container.as_string");
    assert_eq!(v["status"], "contract-change");
    assert_eq!(
        callers(&v),
        vec![
            row("as_string", "kit/items.py:15", true, "yes"),
            row("test_render", "tests/test_doc.py:5", true, "yes"),
            row("test_item", "tests/test_doc.py:11", true, "yes"),
        ]
    );
    assert_eq!(excluded(&v), vec!["tests/test_doc.py:17".to_string()]);
}

const ERRS: &str = "\
class ClickException(Exception):
    def __init__(self, message: str) -> None:
        super().__init__(message)


class UsageError(ClickException):
    def __init__(self, message: str, ctx: object = None) -> None:
        super().__init__(message)


class BadParameter(UsageError):
    def __init__(self, message: str, ctx: object = None, param: object = None) -> None:
        super().__init__(message, ctx)


class NoSuchOption(UsageError):
    def __init__(self, option_name: str, ctx: object = None) -> None:
        super().__init__(option_name, ctx)


class MissingParameter(BadParameter):
    def __init__(self, message: str = \"\", ctx: object = None) -> None:
        super().__init__(message, ctx)
";

/// `super().__init__` looks up after the class it is written in: in BadParameter itself and in
/// its sibling NoSuchOption it reaches UsageError's constructor (click's three false flags),
/// in the subclass MissingParameter the edited one.
#[test]
fn python_super_reaches_the_next_class_of_the_resolution_order() {
    let repo = Repo::new(&[
        ("errs.py", ERRS),
        (
            "cli.py",
            "from errs import BadParameter\n\n\ndef check(value: str) -> None:\n    raise BadParameter(\"bad\", None)\n",
        ),
    ]);
    repo.write(
        "errs.py",
        &ERRS.replace(
            "param: object = None)",
            "param: object = None, *, hint: str)",
        ),
    );
    let v = measure(&repo, "errs.py:BadParameter.__init__");
    assert_eq!(v["status"], "contract-change");
    assert_eq!(
        callers(&v),
        vec![
            row("check", "cli.py:4", true, "yes"),
            row("__init__", "errs.py:22", true, "yes"),
        ]
    );
    let ex = excluded(&v);
    assert!(ex.contains(&"errs.py:13".to_string()), "{ex:?}");
    assert!(ex.contains(&"errs.py:18".to_string()), "{ex:?}");
}
