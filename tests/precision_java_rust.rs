//! Java and Rust binding precision on slices shaped like the real-code corpus (issue 10,
//! `bench/real`): each test builds a real temporary git repository, edits one signature in the
//! work tree, runs the real binary (`measure <sel> --engine builtin --json`) and asserts every
//! caller row (name, path:line, incompatible, binds) and every excluded row (path:line of the
//! call, and a word of its reason). Each Java slice was checked with javac: the calls flagged
//! here are the ones javac rejects for their argument count, the excluded ones compile.

mod common;

use common::report::{assert_excluded, callers, measure, row};
use common::Repo;

// ---------------------------------------------------------------- Java

const NODE: &str = "package p;\n\npublic abstract class Node {\n    public String attr(String key) {\n        return key;\n    }\n\n    public Node attr(String key, String value) {\n        return this;\n    }\n}\n";
const ELEMENT_NOW: &str = "package p;\n\npublic class Element extends Node {\n    public Element attr(String key, String value, boolean strict) {\n        return this;\n    }\n\n    String own(String key) {\n        return attr(key);\n    }\n\n    void set(String key, String value) {\n        attr(key, value);\n        attr(key, value, true);\n    }\n}\n";
const USE: &str = "package p;\n\nclass Use {\n    static String charset(Element meta) {\n        return meta.attr(\"content\");\n    }\n\n    static void link(Element el, String url) {\n        el.attr(\"href\", url);\n    }\n\n    static void bad(Element el, String n) {\n        el.attr(\"href\", n, true, 1);\n    }\n}\n";
const BASE: &str = "package p;\n\npublic abstract class Base {\n    protected void _reportError(String msg) {\n    }\n}\n";
const GEN: &str = "package p;\n\npublic class Gen extends Base {\n    void close() {\n        _reportError(\"closed twice\");\n    }\n}\n";
const PARSER: &str = "package p;\n\npublic class Parser extends ParserBase {\n    void fail() {\n        _reportError(\"bad token\", 1);\n    }\n}\n";
const PARSER_BASE_NOW: &str = "package p;\n\npublic abstract class ParserBase {\n    protected void _reportError(String msg, Object arg, int code) {\n    }\n}\n";

fn java_repo() -> Repo {
    let repo = Repo::new(&[
        ("src/p/Node.java", NODE),
        (
            "src/p/Element.java",
            &ELEMENT_NOW.replace("String value, boolean strict)", "String value)"),
        ),
        ("src/p/Use.java", USE),
        ("src/p/Base.java", BASE),
        ("src/p/Gen.java", GEN),
        ("src/p/Parser.java", PARSER),
        (
            "src/p/ParserBase.java",
            &PARSER_BASE_NOW.replace(", int code)", ")"),
        ),
    ]);
    repo.write("src/p/Element.java", ELEMENT_NOW);
    repo.write("src/p/ParserBase.java", PARSER_BASE_NOW);
    repo
}

/// J1 (jsoup `Element.attr`, jackson `_verifyValueWrite`): the subclass's override changes;
/// calls whose arguments the superclass's own `attr(String)` / `attr(String, String)` take
/// resolve to those, on an `Element` receiver and unqualified inside `Element` alike. Only the
/// call no `attr` accepts is flagged.
#[test]
fn java_inherited_overload_takes_the_call() {
    let repo = java_repo();
    let v = measure(&repo, "src/p/Element.java:Element.attr");
    assert_eq!(v["status"], "contract-change");
    let (el, us) = ("src/p/Element.java", "src/p/Use.java");
    assert_eq!(
        callers(&v),
        vec![
            row("set", el, ELEMENT_NOW, "void set", false, "yes"),
            row("bad", us, USE, "static void bad", true, "yes"),
        ]
    );
    assert_excluded(
        &v,
        &[
            (el, ELEMENT_NOW, "return attr(key)", "Node.attr"),
            (el, ELEMENT_NOW, "attr(key, value);", "Node.attr"),
            (us, USE, "meta.attr(\"content\")", "Node.attr"),
            (us, USE, "el.attr(\"href\", url)", "Node.attr"),
        ],
    );
}

/// J2 (jackson `GeneratorBase._reportError`): an unqualified call in a class outside the edited
/// method's hierarchy reaches the method its own superclass (another file) declares.
#[test]
fn java_unqualified_call_reaches_its_own_superclass() {
    let repo = java_repo();
    let v = measure(&repo, "src/p/ParserBase.java:ParserBase._reportError");
    assert_eq!(v["status"], "contract-change");
    assert_eq!(
        callers(&v),
        vec![row(
            "fail",
            "src/p/Parser.java",
            PARSER,
            "void fail",
            true,
            "yes"
        )]
    );
    assert_excluded(
        &v,
        &[(
            "src/p/Gen.java",
            GEN,
            "_reportError(\"closed",
            "Base._reportError",
        )],
    );
}

const Q_READCTX: &str = "package q;\n\npublic class ReadCtx {\n    public ReadCtx child(int depth) {\n        return this;\n    }\n}\n";
const Q_WRITECTX: &str = "package q;\n\npublic class WriteCtx {\n    public WriteCtx child() {\n        return this;\n    }\n}\n";
const Q_GENBASE: &str = "package q;\n\npublic abstract class GenBase {\n    protected WriteCtx _writeContext = new WriteCtx();\n\n    protected static final String WRITE_STRING = \"write a string\";\n\n    protected void _verify(String typeMsg) {\n    }\n\n    protected void _report(String msg, Object... args) {\n    }\n}\n";
const Q_GEN: &str = "package q;\n\npublic class Gen extends GenBase {\n    void start() {\n        _writeContext = _writeContext.child();\n        _verify(WRITE_STRING);\n        _report(\"closed [%s]\", _writeContext);\n    }\n}\n";
const Q_PARSERBASE: &str = "package q;\n\npublic abstract class ParserBase {\n    protected ReadCtx _parsingContext = new ReadCtx();\n}\n";
const Q_PARSER: &str = "package q;\n\npublic class Parser extends ParserBase {\n    void open() {\n        _parsingContext = _parsingContext.child();\n    }\n}\n";
const Q_SPECIAL: &str = "package q;\n\npublic class Special extends ReadCtx {\n}\n";
const Q_WALK: &str = "package q;\n\nclass Walk {\n    static ReadCtx down(Special s) {\n        return s.child();\n    }\n}\n";
const Q_WRITER: &str = "package q;\n\npublic class Writer extends GenBase {\n    protected void _verify(String typeMsg, int level) {\n    }\n\n    protected void _report(String msg, int code) {\n    }\n\n    void write(String name) {\n        _verify(WRITE_STRING);\n        _verify(WRITE_STRING, 1);\n        _report(\"bad [%s] at [%s]\", name, _writeContext);\n    }\n}\n";

fn java_fields_repo() -> Repo {
    let repo = Repo::new(&[
        ("src/q/WriteCtx.java", Q_WRITECTX),
        ("src/q/GenBase.java", Q_GENBASE),
        ("src/q/Gen.java", Q_GEN),
        ("src/q/ParserBase.java", Q_PARSERBASE),
        ("src/q/Parser.java", Q_PARSER),
        ("src/q/Special.java", Q_SPECIAL),
        ("src/q/Walk.java", Q_WALK),
        (
            "src/q/ReadCtx.java",
            &Q_READCTX.replace("child(int depth)", "child()"),
        ),
        (
            "src/q/Writer.java",
            &Q_WRITER
                .replace("String typeMsg, int level)", "String typeMsg)")
                .replace("String msg, int code)", "String msg)"),
        ),
    ]);
    repo.write("src/q/ReadCtx.java", Q_READCTX);
    repo.write("src/q/Writer.java", Q_WRITER);
    repo
}

/// J4 (jackson `_writeContext.createChildObjectContext()`): a field inherited from a superclass
/// in another file types the receiver: `WriteCtx` has its own `child()`, `ReadCtx`'s callers are
/// flagged. M3 (jsoup `PseudoTextElement`): a subclass in another file that does not override
/// the method reaches it.
#[test]
fn java_inherited_fields_and_subclasses_type_receivers() {
    let repo = java_fields_repo();
    let v = measure(&repo, "src/q/ReadCtx.java:ReadCtx.child");
    assert_eq!(v["status"], "contract-change");
    assert_eq!(
        callers(&v),
        vec![
            row(
                "open",
                "src/q/Parser.java",
                Q_PARSER,
                "void open",
                true,
                "yes"
            ),
            row(
                "down",
                "src/q/Walk.java",
                Q_WALK,
                "static ReadCtx down",
                true,
                "yes"
            ),
        ]
    );
    assert_excluded(
        &v,
        &[("src/q/Gen.java", Q_GEN, "_writeContext.child()", "WriteCtx")],
    );
}

/// J1 with the argument kinds jackson writes: an inherited constant (`WRITE_STRING`, declared
/// in the superclass) and the superclass's `Object...` overload take the calls the changed
/// override no longer does.
#[test]
fn java_inherited_constants_and_object_varargs_fit_the_inherited_method() {
    let repo = java_fields_repo();
    let w = "src/q/Writer.java";
    let v = measure(&repo, "src/q/Writer.java:Writer._verify");
    assert_eq!(
        callers(&v),
        vec![row("write", w, Q_WRITER, "void write", false, "yes")]
    );
    assert_excluded(
        &v,
        &[
            (
                "src/q/Gen.java",
                Q_GEN,
                "_verify(WRITE_STRING);",
                "GenBase._verify",
            ),
            (w, Q_WRITER, "_verify(WRITE_STRING);", "GenBase._verify"),
        ],
    );
    let v = measure(&repo, "src/q/Writer.java:Writer._report");
    assert_eq!(callers(&v), vec![]);
    assert_excluded(
        &v,
        &[
            (
                "src/q/Gen.java",
                Q_GEN,
                "_report(\"closed",
                "GenBase._report",
            ),
            (w, Q_WRITER, "_report(\"bad", "GenBase._report"),
        ],
    );
}

const R_STREAM_NOW: &str = "package r;\n\npublic class StreamParser {\n    private String findName(int[] quads, int qlen, int lastQuad) {\n        return null;\n    }\n\n    String parse(int[] q) {\n        return findName(q, 1);\n    }\n}\n";
const R_CANON: &str = "package r;\n\npublic class Canon {\n    static Canon make() {\n        return new Canon();\n    }\n\n    public String findName(int[] quads, int qlen) {\n        return null;\n    }\n}\n";
const R_ASYNC: &str = "package r;\n\nclass AsyncParser {\n    String name(int[] q) {\n        var symbols = Canon.make();\n        return symbols.findName(q, 2);\n    }\n}\n";

/// J3 (jackson `UTF8StreamJsonParser.findName`): a `private` method is reachable only inside
/// its own top-level class; a same-named call in another class (here on a `var` receiver of
/// unwritten type) is excluded, not flagged.
#[test]
fn java_private_method_is_not_reached_from_another_class() {
    let sp = "src/r/StreamParser.java";
    let repo = Repo::new(&[
        (sp, &R_STREAM_NOW.replace(", int lastQuad)", ")")),
        ("src/r/Canon.java", R_CANON),
        ("src/r/AsyncParser.java", R_ASYNC),
    ]);
    repo.write(sp, R_STREAM_NOW);
    let v = measure(&repo, "src/r/StreamParser.java:StreamParser.findName");
    assert_eq!(v["status"], "contract-change");
    assert_eq!(
        callers(&v),
        vec![row("parse", sp, R_STREAM_NOW, "String parse", true, "yes")]
    );
    assert_excluded(
        &v,
        &[(
            "src/r/AsyncParser.java",
            R_ASYNC,
            "symbols.findName",
            "private",
        )],
    );
}

// ---------------------------------------------------------------- Rust

const R_CARGO: &str =
    "[package]\nname = \"fx\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n";
const R_LIB: &str = "mod firstpass;\nmod parse;\nmod tree;\n";
const R_TREE: &str = "pub struct Tree<T> {\n    pub nodes: Vec<T>,\n}\n\nimpl<T> Tree<T> {\n    pub fn new() -> Tree<T> {\n        Tree { nodes: Vec::new() }\n    }\n}\n";
const R_PARSE_NOW: &str = "use crate::tree::Tree;\n\npub struct Item {\n    pub start: usize,\n}\n\nimpl Tree<Item> {\n    pub(crate) fn append_text(&mut self, start: usize, end: usize) {\n        let _ = (start, end);\n    }\n}\n";
const R_FIRSTPASS: &str = "use crate::parse::Item;\nuse crate::tree::Tree;\n\nstruct FirstPass {\n    tree: Tree<Item>,\n}\n\nimpl FirstPass {\n    fn text(&mut self, pos: usize) {\n        self.tree.append_text(pos, pos + 1, false);\n    }\n}\n\nfn fresh() {\n    let mut t: Tree<Item> = Tree::new();\n    t.append_text(0, 1, true);\n}\n";

/// M1 (pulldown-cmark `Tree::append_text`): an inherent `impl Tree<Item>` written in
/// `parse.rs` for the `Tree` declared in `tree.rs`: receivers typed `Tree<Item>` (a field of
/// `self`, a `let` with its type) reach it. Checked with cargo check: both calls are E0061.
#[test]
fn rust_inherent_impl_in_another_module_than_its_type() {
    let repo = Repo::new(&[
        ("Cargo.toml", R_CARGO),
        ("src/lib.rs", R_LIB),
        ("src/tree.rs", R_TREE),
        (
            "src/parse.rs",
            &R_PARSE_NOW.replace("end: usize)", "end: usize, backslash: bool)"),
        ),
        ("src/firstpass.rs", R_FIRSTPASS),
    ]);
    repo.write("src/parse.rs", R_PARSE_NOW);
    let v = measure(&repo, "src/parse.rs:append_text");
    assert_eq!(v["status"], "contract-change");
    let fp = "src/firstpass.rs";
    assert_eq!(
        callers(&v),
        vec![
            row("text", fp, R_FIRSTPASS, "fn text", true, "yes"),
            row("fresh", fp, R_FIRSTPASS, "fn fresh", true, "yes"),
        ]
    );
    assert_excluded(&v, &[]);
}
