//! Go and Rust binding precision on slices shaped like real code (issue 10): each test builds a
//! real temporary git repository, edits one signature in the work tree, runs the real binary
//! (`measure <sel> --engine builtin --json`) and asserts every caller row (name, path:line,
//! incompatible, binds) and every excluded row (name, path:line of the call, and a word of its
//! reason). Expected lines are found in the text the test wrote.

mod common;

use common::report::{assert_excluded, callers, line, measure, row};
use common::Repo;
use serde_json::Value;

// ---------------------------------------------------------------- Go

const JSON_STREAM: &str = "package json\n\nimport \"io\"\n\n// A Decoder reads JSON values from a stream.\ntype Decoder struct {\n\tr io.Reader\n}\n\n// NewDecoder returns a new decoder that reads from r.\nfunc NewDecoder(r io.Reader) *Decoder {\n\treturn &Decoder{r: r}\n}\n\nfunc (dec *Decoder) Decode(v any) error {\n\treturn nil\n}\n";

const GOB_DECODER: &str = "package gob\n\nimport \"io\"\n\ntype Decoder struct {\n\tr io.Reader\n}\n\nfunc NewDecoder(r io.Reader) *Decoder {\n\treturn &Decoder{r: r}\n}\n\nfunc (dec *Decoder) Decode(e any) error {\n\treturn nil\n}\n";

/// The standard library's own tree: `src/go.mod` says `module std`, so `encoding/json` is the
/// import path of `src/encoding/json`, and `cmd` is a module of its own that imports std.
/// Receivers made by `NewDecoder` have its declared result type: gob's Decoder is not json's.
#[test]
fn go_std_tree_imports_carry_no_module_prefix() {
    let rpc = "package jsonrpc\n\nimport (\n\t\"encoding/json\"\n\t\"io\"\n)\n\ntype clientCodec struct {\n\tdec *json.Decoder\n}\n\nfunc NewClientCodec(r io.Reader) *clientCodec {\n\treturn &clientCodec{dec: json.NewDecoder(r)}\n}\n\nfunc (c *clientCodec) ReadResponseHeader() error {\n\treturn c.dec.Decode(nil)\n}\n\nfunc readOne(r io.Reader) error {\n\tdec := json.NewDecoder(r)\n\treturn dec.Decode(nil)\n}\n\nfunc chained(r io.Reader, v any) error {\n\treturn json.NewDecoder(r).Decode(v)\n}\n";
    let gob_test = "package gob\n\nimport (\n\t\"bytes\"\n\t\"testing\"\n)\n\nfunc TestDecode(t *testing.T) {\n\tvar b bytes.Buffer\n\tvar v int\n\tdec := NewDecoder(&b)\n\tif err := dec.Decode(&v); err != nil {\n\t\tt.Fatal(err)\n\t}\n\t_ = NewDecoder(&b).Decode(&v)\n}\n";
    let tok = "package token\n\nimport (\n\t\"bytes\"\n\t\"encoding/gob\"\n)\n\nfunc roundTrip(x any) error {\n\tvar buf bytes.Buffer\n\td, err := gob.NewDecoder(&buf), error(nil)\n\t_ = err\n\treturn d.Decode(x)\n}\n\nfunc direct(x any) error {\n\tvar buf bytes.Buffer\n\treturn gob.NewDecoder(&buf).Decode(x)\n}\n";
    let api = "package main\n\nimport (\n\t\"encoding/json\"\n\t\"os\"\n)\n\nfunc load() {\n\tdec := json.NewDecoder(os.Stdin)\n\tvar pkg struct{}\n\t_ = dec.Decode(&pkg)\n}\n";
    let repo = Repo::new(&[
        ("src/go.mod", "module std\n\ngo 1.21\n"),
        ("src/cmd/go.mod", "module cmd\n\ngo 1.21\n"),
        ("src/encoding/json/stream.go", JSON_STREAM),
        ("src/encoding/gob/decoder.go", GOB_DECODER),
        ("src/encoding/gob/codec_test.go", gob_test),
        ("src/go/token/serialize.go", tok),
        ("src/net/rpc/jsonrpc/client.go", rpc),
        ("src/cmd/api/main.go", api),
    ]);
    repo.write(
        "src/encoding/json/stream.go",
        &JSON_STREAM.replace("Decode(v any) error", "Decode(v any, opts int) error"),
    );
    let v = measure(&repo, "src/encoding/json/stream.go:Decoder.Decode");
    assert_eq!(v["status"], "contract-change");
    let rpc_p = "src/net/rpc/jsonrpc/client.go";
    assert_eq!(
        callers(&v),
        vec![
            row("load", "src/cmd/api/main.go", api, "func load", true, "yes"),
            row(
                "ReadResponseHeader",
                rpc_p,
                rpc,
                "func (c *clientCodec) ReadResponseHeader",
                true,
                "yes"
            ),
            row("readOne", rpc_p, rpc, "func readOne", true, "yes"),
            row("chained", rpc_p, rpc, "func chained", true, "yes"),
        ]
    );
    let gt = "src/encoding/gob/codec_test.go";
    let tk = "src/go/token/serialize.go";
    assert_excluded(
        &v,
        &[
            (gt, gob_test, "dec.Decode(&v)", "Decoder of package gob"),
            (
                gt,
                gob_test,
                "NewDecoder(&b).Decode",
                "Decoder of package gob",
            ),
            (tk, tok, "d.Decode(x)", "encoding/gob"),
            (tk, tok, "gob.NewDecoder(&buf).Decode", "encoding/gob"),
        ],
    );
}

const SHAPES: &str = "package shapes\n\ntype Circle struct{ R float64 }\n\nfunc (c *Circle) Resize(f float64) {\n\tc.R *= f\n}\n";
const GO_MOD: &str = "module example.com/fx\n\ngo 1.21\n";

/// A dot import brings the package's types in unqualified: `Circle` is shapes.Circle.
#[test]
fn go_dot_imported_types_bind() {
    let dot = "package app\n\nimport . \"example.com/fx/shapes\"\n\nfunc Fit(c *Circle) {\n\tc.Resize(2)\n}\n\nfunc Fresh() {\n\tvar c Circle\n\tc.Resize(2)\n}\n\nfunc Expr(c *Circle) {\n\t(*Circle).Resize(c, 2)\n}\n";
    let own = "package other\n\nimport . \"example.com/fx/geo\"\n\ntype Circle struct{}\n\nfunc (c Circle) Resize(f float64) {}\n\nfunc Own(c Circle) {\n\tc.Resize(2)\n\tScale(1)\n}\n";
    let repo = Repo::new(&[
        ("go.mod", GO_MOD),
        ("shapes/circle.go", SHAPES),
        (
            "geo/geo.go",
            "package geo\n\nfunc Scale(f float64) float64 { return f }\n",
        ),
        ("app/dot.go", dot),
        ("other/own.go", own),
    ]);
    repo.write(
        "shapes/circle.go",
        &SHAPES.replace("Resize(f float64)", "Resize(f float64, min float64)"),
    );
    let v = measure(&repo, "shapes/circle.go:Circle.Resize");
    let p = "app/dot.go";
    assert_eq!(
        callers(&v),
        vec![
            row("Fit", p, dot, "func Fit", true, "yes"),
            row("Fresh", p, dot, "func Fresh", true, "yes"),
            row("Expr", p, dot, "func Expr", true, "yes"),
        ]
    );
    assert_excluded(&v, &[("other/own.go", own, "c.Resize(2)", "Circle")]);
}

/// A spread `xs...` is the variadic parameter itself: `Sum(1, xs...)` no longer fills `scale`
/// (go vet: not enough arguments), `Sum(1, 2, xs...)` does — the shape of hcl's
/// `input.Filter(tc.Filter...)` once `Filter(keys ...string)` took a `key string` first.
#[test]
fn go_spread_calls_fill_only_the_variadic_parameter() {
    let sum = "package calc\n\nfunc Sum(base int, xs ...int) int {\n\treturn base\n}\n";
    let uses = "package app\n\nimport \"example.com/fx/calc\"\n\nfunc Spread(xs []int) int {\n\treturn calc.Sum(1, xs...)\n}\n\nfunc One() int {\n\treturn calc.Sum(1)\n}\n\nfunc Three() int {\n\treturn calc.Sum(1, 2, 3)\n}\n\nfunc Both(xs []int) int {\n\treturn calc.Sum(1, 2, xs...)\n}\n\nfunc Only(xs []int) int {\n\treturn calc.Sum(xs...)\n}\n";
    let repo = Repo::new(&[
        ("go.mod", GO_MOD),
        ("calc/sum.go", sum),
        ("app/use.go", uses),
    ]);
    repo.write(
        "calc/sum.go",
        &sum.replace("Sum(base int,", "Sum(base, scale int,"),
    );
    let v = measure(&repo, "calc/sum.go:Sum");
    let p = "app/use.go";
    assert_eq!(
        callers(&v),
        vec![
            row("Spread", p, uses, "func Spread", true, "yes"),
            row("One", p, uses, "func One", true, "yes"),
            row("Three", p, uses, "func Three", false, "yes"),
            row("Both", p, uses, "func Both", false, "yes"),
            row("Only", p, uses, "func Only", true, "yes"),
        ]
    );
    assert_eq!(v["callers"][0]["args"][0], 2);
}

/// A vendored package's import path is its path below `vendor/`; the copy serves only the
/// module that vendors it (a nested module importing the same path has its own).
#[test]
fn go_vendored_packages_are_their_import_path() {
    let geo = "package geo\n\nfunc Scale(f float64) float64 {\n\treturn f\n}\n";
    let main =
        "package main\n\nimport \"github.com/acme/geo\"\n\nfunc main() {\n\t_ = geo.Scale(2)\n}\n";
    let tool =
        "package main\n\nimport \"github.com/acme/geo\"\n\nfunc main() {\n\t_ = geo.Scale(2)\n}\n";
    let repo = Repo::new(&[
        (
            "go.mod",
            "module example.com/app\n\ngo 1.21\n\nrequire github.com/acme/geo v1.0.0\n",
        ),
        (
            "vendor/modules.txt",
            "# github.com/acme/geo v1.0.0\n## explicit\ngithub.com/acme/geo\n",
        ),
        ("vendor/github.com/acme/geo/geo.go", geo),
        ("cmd/app/main.go", main),
        ("tools/go.mod", "module example.com/tools\n\ngo 1.21\n"),
        ("tools/main.go", tool),
    ]);
    repo.write(
        "vendor/github.com/acme/geo/geo.go",
        &geo.replace("Scale(f float64)", "Scale(f, k float64)"),
    );
    let v = measure(&repo, "vendor/github.com/acme/geo/geo.go:Scale");
    assert_eq!(
        callers(&v),
        vec![row(
            "main",
            "cmd/app/main.go",
            main,
            "func main",
            true,
            "yes"
        )]
    );
    assert_excluded(&v, &[("tools/main.go", tool, "geo.Scale", "vendored")]);
}

/// A method call on a variable never reaches a package function of the same name, in test
/// files too; the package's own unqualified call does.
#[test]
fn go_calls_on_test_variables_are_not_the_function() {
    let pem = "package pem\n\nfunc Decode(data []byte) (*Block, []byte) {\n\treturn nil, data\n}\n";
    let block = "package pem\n\ntype Block struct{}\n\nfunc (b *Block) Decode(x int) {}\n";
    let test = "package pem\n\nimport \"testing\"\n\nfunc TestDecode(t *testing.T) {\n\tblock, rest := Decode(nil)\n\tblock.Decode(1)\n\t_ = rest\n}\n";
    let repo = Repo::new(&[
        ("go.mod", GO_MOD),
        ("pem/pem.go", pem),
        ("pem/block.go", block),
        ("pem/pem_test.go", test),
    ]);
    repo.write(
        "pem/pem.go",
        &pem.replace(
            "func Decode(data []byte)",
            "func Decode(data []byte, strict bool)",
        ),
    );
    let v = measure(&repo, "pem/pem.go:Decode");
    assert_eq!(
        callers(&v),
        vec![row(
            "TestDecode",
            "pem/pem_test.go",
            test,
            "func TestDecode",
            true,
            "yes"
        )]
    );
    assert_excluded(&v, &[("pem/pem_test.go", test, "block.Decode(1)", "block")]);
}

/// Method results, promoted methods and fields typed in other files and packages (goldmark's
/// `node.Lines().Append(..)`, `node.Segments.Append(..)`, go-cmp's `s.curPath.Index(..)`): the
/// receiver's static type is read from the declarations — an interface's method spec, a method
/// promoted from the one embedded struct that has it, a struct field declared in a sibling
/// file, a multi-value method result. A same-named method of another type stays excluded.
/// (`go build` after the edit: exactly the six calls in viaInterface..push.)
#[test]
fn go_method_results_fields_and_embedded_types_type_receivers() {
    let seg = "package text\n\ntype Segment struct{ Start, Stop int }\n\ntype Segments struct{ values []Segment }\n\nfunc (s *Segments) Append(t Segment) { s.values = append(s.values, t) }\n\nfunc (s *Segments) At(i int) Segment { return s.values[i] }\n\ntype Reader interface {\n\tPeekLine() ([]byte, Segment)\n}\n";
    let ast = "package ast\n\nimport textm \"example.com/md/text\"\n\ntype Node interface {\n\tLines() *textm.Segments\n}\n\ntype List struct{ n int }\n\nfunc (l *List) Append(x int) { l.n += x }\n\ntype BaseBlock struct{ lines textm.Segments }\n\nfunc (b *BaseBlock) Lines() *textm.Segments { return &b.lines }\n\nfunc (b *BaseBlock) Items() *List { return &List{} }\n\ntype Paragraph struct {\n\tBaseBlock\n}\n\nfunc NewParagraph() *Paragraph { return &Paragraph{} }\n\ntype RawHTML struct {\n\tSegments *textm.Segments\n}\n\nfunc NewRawHTML() *RawHTML { return &RawHTML{Segments: &textm.Segments{}} }\n";
    let state = "package parser\n\nimport \"example.com/md/text\"\n\ntype state struct {\n\tcur *text.Segments\n}\n";
    let parse = "package parser\n\nimport (\n\t\"example.com/md/ast\"\n\t\"example.com/md/text\"\n)\n\nfunc viaInterface(node ast.Node, s text.Segment) {\n\tnode.Lines().Append(s)\n}\n\nfunc viaEmbedded(s text.Segment) {\n\tnode := ast.NewParagraph()\n\tnode.Lines().Append(s)\n}\n\nfunc viaField(s text.Segment) {\n\tnode := ast.NewRawHTML()\n\tnode.Segments.Append(s)\n}\n\nfunc viaResults(r text.Reader) {\n\t_, seg := r.PeekLine()\n\tlines := ast.NewParagraph().Lines()\n\tlines.Append(lines.At(0))\n\tlines.Append(seg)\n}\n\nfunc (st *state) push(s text.Segment) {\n\tst.cur.Append(s)\n}\n\nfunc other(node *ast.Paragraph) {\n\tnode.Items().Append(1)\n}\n";
    let repo = Repo::new(&[
        ("go.mod", "module example.com/md\n\ngo 1.21\n"),
        ("text/segment.go", seg),
        ("ast/ast.go", ast),
        ("parser/state.go", state),
        ("parser/parse.go", parse),
    ]);
    repo.write(
        "text/segment.go",
        &seg.replace("Append(t Segment)", "Append(t Segment, pad int)"),
    );
    let v = measure(&repo, "text/segment.go:Segments.Append");
    assert_eq!(v["status"], "contract-change");
    let p = "parser/parse.go";
    assert_eq!(
        callers(&v),
        vec![
            row("viaInterface", p, parse, "func viaInterface", true, "yes"),
            row("viaEmbedded", p, parse, "func viaEmbedded", true, "yes"),
            row("viaField", p, parse, "func viaField", true, "yes"),
            row("viaResults", p, parse, "func viaResults", true, "yes"),
            row("push", p, parse, "func (st *state) push", true, "yes"),
        ]
    );
    assert_excluded(&v, &[(p, parse, "node.Items().Append(1)", "List")]);
}

/// Elements of slices and maps type receivers (hcl's printer): `b[i].Pos().Before(..)` on a
/// `type ByPosition []*ast.CommentGroup`, a `range` over a field of a `range` variable
/// (`for _, comment := range c.List`), a map's element, a variadic parameter; json's `Pos`
/// has the same `Before`, so without the types these calls were only listed.
#[test]
fn go_slice_and_map_elements_type_receivers() {
    let pos = "package token\n\ntype Pos struct{ Line int }\n\nfunc (p Pos) Before(u Pos) bool { return p.Line < u.Line }\n";
    let ast = "package ast\n\nimport \"example.com/hcl/hcl/token\"\n\ntype Comment struct{ Start token.Pos }\n\nfunc (c *Comment) Pos() token.Pos { return c.Start }\n\ntype CommentGroup struct {\n\tList []*Comment\n}\n\nfunc (g *CommentGroup) Pos() token.Pos { return g.List[0].Pos() }\n";
    let nodes = "package printer\n\nimport (\n\t\"example.com/hcl/hcl/ast\"\n\t\"example.com/hcl/hcl/token\"\n\tjtoken \"example.com/hcl/json/token\"\n)\n\ntype printer struct {\n\tprev               token.Pos\n\tstandaloneComments []*ast.CommentGroup\n}\n\ntype ByPosition []*ast.CommentGroup\n\nfunc (b ByPosition) Less(i, j int) bool { return b[i].Pos().Before(b[j].Pos()) }\n\nfunc (p *printer) output(next token.Pos) {\n\tfor _, c := range p.standaloneComments {\n\t\tfor _, comment := range c.List {\n\t\t\tif comment.Pos().Before(next) {\n\t\t\t\tp.prev = next\n\t\t\t}\n\t\t}\n\t}\n}\n\nfunc keyed(m map[string][]*ast.Comment, next token.Pos) bool {\n\treturn m[\"a\"][0].Pos().Before(next)\n}\n\nfunc first(next token.Pos, ps ...token.Pos) bool {\n\tfor _, q := range ps {\n\t\treturn q.Before(next)\n\t}\n\treturn false\n}\n\nfunc other(ps []jtoken.Pos, next jtoken.Pos) bool {\n\tfor _, r := range ps {\n\t\treturn r.Before(next)\n\t}\n\treturn false\n}\n";
    let repo = Repo::new(&[
        ("go.mod", "module example.com/hcl\n\ngo 1.21\n"),
        ("hcl/token/position.go", pos),
        ("json/token/position.go", pos),
        ("hcl/ast/ast.go", ast),
        ("hcl/printer/nodes.go", nodes),
    ]);
    repo.write(
        "hcl/token/position.go",
        &pos.replace("Before(u Pos)", "Before(u Pos, strict bool)"),
    );
    let v = measure(&repo, "hcl/token/position.go:Pos.Before");
    let p = "hcl/printer/nodes.go";
    assert_eq!(
        callers(&v),
        vec![
            row("Less", p, nodes, "func (b ByPosition) Less", true, "yes"),
            row("output", p, nodes, "func (p *printer) output", true, "yes"),
            row("keyed", p, nodes, "func keyed", true, "yes"),
            row("first", p, nodes, "func first", true, "yes"),
        ]
    );
    assert_excluded(&v, &[(p, nodes, "r.Before(next)", "jtoken")]);
}

// ---------------------------------------------------------------- Rust

const WS: &str = "[workspace]\nmembers = [\"crates/*\"]\nresolver = \"2\"\n\n[workspace.dependencies]\nfx-core = { path = \"crates/core\" }\n";
const CORE_TOML: &str = "[package]\nname = \"fx-core\"\nversion = \"0.1.0\"\nedition = \"2021\"\n";
const CORE_LIB: &str =
    "pub mod counter;\npub mod handle;\npub use counter::Counter;\npub use handle::Handle;\n";
const HANDLE: &str = "use std::ops::{Deref, DerefMut};\n\nuse crate::Counter;\n\npub struct Handle(pub Counter);\n\nimpl Deref for Handle {\n    type Target = Counter;\n\n    fn deref(&self) -> &Counter {\n        &self.0\n    }\n}\n\nimpl DerefMut for Handle {\n    fn deref_mut(&mut self) -> &mut Counter {\n        &mut self.0\n    }\n}\n";
const COUNTER: &str = "pub struct Counter {\n    n: u64,\n}\n\nimpl Counter {\n    pub fn new() -> Counter {\n        Counter { n: 0 }\n    }\n\n    pub fn builder() -> Builder {\n        Builder { start: 0 }\n    }\n\n    pub fn add(&mut self, k: u64) {\n        self.n += k;\n    }\n}\n\npub struct Builder {\n    start: u64,\n}\n\nimpl Builder {\n    pub fn start(self, s: u64) -> Builder {\n        Builder { start: s }\n    }\n\n    pub fn build(self) -> Counter {\n        Counter { n: self.start }\n    }\n}\n";

/// A package's manifest with `deps` under `[dependencies]`.
fn manifest(name: &str, deps: &str) -> String {
    format!("[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n{deps}")
}

fn workspace(members: &[(&str, String)]) -> Repo {
    let mut files: Vec<(&str, &str)> = vec![
        ("Cargo.toml", WS),
        ("crates/core/Cargo.toml", CORE_TOML),
        ("crates/core/src/lib.rs", CORE_LIB),
        ("crates/core/src/counter.rs", COUNTER),
        ("crates/core/src/handle.rs", HANDLE),
    ];
    files.extend(members.iter().map(|(p, t)| (*p, t.as_str())));
    Repo::new(&files)
}

fn edit_add(repo: &Repo) -> Value {
    repo.write(
        "crates/core/src/counter.rs",
        &COUNTER.replace(
            "add(&mut self, k: u64)",
            "add(&mut self, k: u64, times: u64)",
        ),
    );
    measure(repo, "crates/core/src/counter.rs:Counter.add")
}

/// A crate reaches the defining crate only through its manifest: a renamed path dependency
/// (`core2 = { path, package }`) and `fx-core = { workspace = true }` do; a crate without the
/// dependency cannot call it whatever its code says.
#[test]
fn rust_cargo_workspace_decides_which_crates_can_call() {
    let app = "use core2::Counter;\n\npub fn direct(c: &mut Counter) {\n    c.add(1);\n}\n";
    let app2 = "pub fn qualified(c: &mut fx_core::Counter) {\n    c.add(1);\n}\n";
    let other = "pub struct Meter {\n    n: u64,\n}\n\nimpl Meter {\n    pub fn add(&mut self, k: u64) {\n        self.n += k;\n    }\n}\n\nfn make() -> Meter {\n    Meter { n: 0 }\n}\n\npub fn tick(thing: &mut Thing) {\n    thing.inner().add(1);\n    make().add(1);\n}\n\npub struct Thing;\n";
    let repo = workspace(&[
        (
            "crates/app/Cargo.toml",
            manifest(
                "app",
                "core2 = { path = \"../core\", package = \"fx-core\" }\n",
            ),
        ),
        ("crates/app/src/lib.rs", app.to_string()),
        (
            "crates/app2/Cargo.toml",
            manifest("app2", "fx-core = { workspace = true }\n"),
        ),
        ("crates/app2/src/lib.rs", app2.to_string()),
        ("crates/other/Cargo.toml", manifest("other", "")),
        ("crates/other/src/lib.rs", other.to_string()),
    ]);
    let v = edit_add(&repo);
    assert_eq!(
        callers(&v),
        vec![
            row(
                "direct",
                "crates/app/src/lib.rs",
                app,
                "fn direct",
                true,
                "yes"
            ),
            row(
                "qualified",
                "crates/app2/src/lib.rs",
                app2,
                "fn qualified",
                true,
                "yes"
            ),
        ]
    );
    let o = "crates/other/src/lib.rs";
    assert_excluded(
        &v,
        &[
            (
                o,
                other,
                "thing.inner().add(1)",
                "does not depend on fx-core",
            ),
            (o, other, "make().add(1)", "does not depend on fx-core"),
        ],
    );
}

/// Receivers typed by declared return types: a local `fn gauge() -> Gauge`, and a builder
/// chain whose methods the repository declares (`Counter::builder().start(3).build()` ends in
/// Counter); a chain through a trait method of a generic receiver stays a name-only match, and
/// so does a receiver whose type derefs to Counter (auto-deref reaches Counter's methods).
#[test]
fn rust_declared_return_types_type_receivers() {
    let app = "use core2::Counter;\n\npub struct Gauge {\n    level: u64,\n}\n\nimpl Gauge {\n    pub fn add(&mut self, k: u64) {\n        self.level += k;\n    }\n}\n\nfn gauge() -> Gauge {\n    Gauge { level: 0 }\n}\n\npub fn built() {\n    let mut c = Counter::builder().start(3).build();\n    c.add(1);\n}\n\npub fn local_fn() {\n    let mut g = gauge();\n    g.add(1);\n    gauge().add(2);\n}\n\npub trait Make {\n    fn make(&self) -> Counter;\n}\n\npub fn unknown<T: Make>(x: &T) {\n    x.make().add(1);\n}\n\npub fn through_deref(h: &mut core2::Handle) {\n    h.add(1);\n}\n";
    let repo = workspace(&[
        (
            "crates/app/Cargo.toml",
            manifest(
                "app",
                "core2 = { path = \"../core\", package = \"fx-core\" }\n",
            ),
        ),
        ("crates/app/src/lib.rs", app.to_string()),
    ]);
    let v = edit_add(&repo);
    let p = "crates/app/src/lib.rs";
    assert_eq!(
        callers(&v),
        vec![
            row("built", p, app, "fn built", true, "yes"),
            // Name-only matches that another definition of `add` (Gauge's) accepts: listed, not
            // flagged (SPEC §4's precision rule).
            row("unknown", p, app, "fn unknown", false, "maybe"),
            row("through_deref", p, app, "fn through_deref", false, "maybe"),
        ]
    );
    assert_excluded(
        &v,
        &[
            (p, app, "g.add(1)", "Gauge"),
            (p, app, "gauge().add(2)", "Gauge"),
        ],
    );
}

/// Macro arguments are expressions: receivers inside `assert_eq!`, `debug_assert!`,
/// `write!`, `format!` and `vec![..]` are typed like any other (a turbofish `Vec::<u8>::new()`
/// names Vec), and `extern crate x as y` / `use super::{y::{self, T as U}}` groups resolve.
#[test]
fn rust_macro_arguments_extern_crates_and_use_groups() {
    let app = concat!(
        "use std::fmt::Write;\n\nuse core2::Counter;\n\n",
        "pub struct Gauge {\n    level: u64,\n}\n\n",
        "impl Gauge {\n    pub fn add(&mut self, k: u64) -> u64 {\n        self.level += k;\n        self.level\n    }\n}\n\n",
        "fn gauge() -> Gauge {\n    Gauge { level: 0 }\n}\n\n",
        "pub fn in_macros(c: &mut Counter, out: &mut String) {\n",
        "    let mut g = gauge();\n",
        "    assert_eq!(g.add(1), 1);\n",
        "    debug_assert!({ c.add(2); true });\n",
        "    let _ = write!(out, \"{}\", gauge().add(3));\n",
        "    let s = format!(\"{}\", { Counter::new().add(4); 1 });\n",
        "    let v = vec![gauge().add(5), 2];\n",
        "    assert!(Vec::<u8>::new().is_empty(), \"{s}{v:?}\");\n",
        "}\n\n",
        "extern crate core2 as engine;\n\n",
        "mod nested {\n",
        "    use super::{engine::{self, Counter as C2}, Gauge};\n\n",
        "    pub fn via_extern(c: &mut C2, g: &mut Gauge) {\n",
        "        c.add(1);\n",
        "        g.add(1);\n",
        "        let mut d = engine::Counter::new();\n",
        "        d.add(1);\n",
        "    }\n",
        "}\n",
    );
    let repo = workspace(&[
        (
            "crates/app/Cargo.toml",
            manifest(
                "app",
                "core2 = { path = \"../core\", package = \"fx-core\" }\n",
            ),
        ),
        ("crates/app/src/lib.rs", app.to_string()),
    ]);
    let v = edit_add(&repo);
    let p = "crates/app/src/lib.rs";
    assert_eq!(
        callers(&v),
        vec![
            row("in_macros", p, app, "fn in_macros", true, "yes"),
            row("via_extern", p, app, "fn via_extern", true, "yes"),
        ]
    );
    assert_eq!(
        v["callers"][0]["call_lines"],
        serde_json::json!([line(app, "c.add(2)"), line(app, "Counter::new().add(4)")])
    );
    assert_eq!(
        v["callers"][1]["call_lines"],
        serde_json::json!([line(app, "        c.add(1)"), line(app, "d.add(1)")])
    );
    assert_excluded(
        &v,
        &[
            (p, app, "assert_eq!(g.add(1)", "Gauge"),
            (p, app, "gauge().add(3)", "Gauge"),
            (p, app, "gauge().add(5)", "Gauge"),
            (p, app, "        g.add(1);", "Gauge"),
        ],
    );
}

/// `Vec::<u8>::new()` (a turbofish path) names Vec, inside a macro too: never the target's
/// `Counter::new`.
#[test]
fn rust_turbofish_paths_name_their_type() {
    let app = "use core2::Counter;\n\npub fn make() -> usize {\n    let v = Vec::<u8>::new();\n    assert!(Vec::<u8>::new().is_empty());\n    let _c = Counter::new();\n    v.len()\n}\n";
    let repo = workspace(&[
        (
            "crates/app/Cargo.toml",
            manifest(
                "app",
                "core2 = { path = \"../core\", package = \"fx-core\" }\n",
            ),
        ),
        ("crates/app/src/lib.rs", app.to_string()),
    ]);
    repo.write(
        "crates/core/src/counter.rs",
        &COUNTER.replace(
            "pub fn new() -> Counter",
            "pub fn new(start: u64) -> Counter",
        ),
    );
    let v = measure(&repo, "crates/core/src/counter.rs:Counter.new");
    let p = "crates/app/src/lib.rs";
    assert_eq!(
        callers(&v),
        vec![row("make", p, app, "fn make", true, "yes")]
    );
    assert_eq!(
        v["callers"][0]["call_lines"],
        serde_json::json!([line(app, "Counter::new()")])
    );
    assert_excluded(
        &v,
        &[
            (p, app, "let v = Vec::<u8>::new()", "Vec"),
            (p, app, "assert!(Vec::<u8>::new()", "Vec"),
        ],
    );
}
