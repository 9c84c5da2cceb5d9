use super::super::testkit::{self, scratch, Scratch, Site};
use super::*;

fn lang_of(path: &str) -> Lang {
    Lang::from_path(std::path::Path::new(path)).expect("a C or C++ path")
}

fn parse(path: &str, src: &str) -> SourceFile {
    testkit::parse(lang_of(path), path, src)
}

/// `Scope.name/count-required[+]` per definition, for compact assertions.
fn defs(path: &str, src: &str) -> Vec<String> {
    definitions(&parse(path, src))
        .into_iter()
        .map(|d| {
            let mut s = d.scope.join(".");
            if !s.is_empty() {
                s.push('.');
            }
            let kind = match d.kind {
                DefKind::Function => "fn",
                DefKind::Method => "m",
                DefKind::Constructor => "ctor",
                DefKind::Class => "class",
            };
            format!(
                "{kind} {s}{}/{}-{}{}",
                d.name,
                d.params.count,
                d.params.required,
                if d.params.variadic { "+" } else { "" }
            )
        })
        .collect()
}

fn target(repo: &Scratch, path: &str, sel: &str) -> Target {
    let src = repo.ctx.read_to_string(path).expect("target file");
    testkit::target(&parse(path, &src), sel, Site::default())
}

/// (line, args, binds) per call.
fn calls_of(repo: &Scratch, t: &Target, path: &str) -> Vec<(usize, Option<usize>, Binds)> {
    let src = repo.ctx.read_to_string(path).expect("caller file");
    calls(&parse(path, &src), t, &repo.ctx)
        .into_iter()
        .map(|c| (c.line, c.args, c.binds))
        .collect()
}

#[test]
fn c_definitions_and_prototypes_count_by_spec_4() {
    let src = "#include <stdio.h>\n\
               int add(int a, int b);\n\
               static int twice(int x) { return 2 * x; }\n\
               void none(void);\n\
               int logf2(const char *fmt, ...);\n\
               char *dup(const char *s)\n{\n  return 0;\n}\n\
               typedef int (*cb)(int);\n\
               int (*fp)(int);\n\
               struct ops { int (*run)(int, int); };\n\
               void outer(void) { int local(int); }\n";
    assert_eq!(
        defs("m.c", src),
        [
            "fn add/2-2",
            "fn twice/1-1",
            "fn none/0-0",
            "fn logf2/2-1+",
            "fn dup/1-1",
            "fn outer/0-0"
        ]
    );
    let d = definitions(&parse("m.c", src));
    assert!(d[0].public && !d[1].public && d[1].is_static);
    assert_eq!(d[4].signature, "char *dup(const char *s)");
}

#[test]
fn cpp_members_constructors_defaults_variadics_templates() {
    let src = "namespace geo {\n\
               class Shape {\n\
               public:\n\
                 Shape(int w, int h = 1);\n\
                 explicit Shape(const char *name);\n\
                 virtual ~Shape();\n\
                 int area(int scale) const { return scale; }\n\
                 static Shape make(int n, ...);\n\
               private:\n\
                 void hidden(int);\n\
                 template <typename... Args> void emit(Args... args);\n\
               };\n\
               Shape::Shape(int w, int h) {}\n\
               int Shape::area2(int a, int b) { return a + b; }\n\
               template <typename T> T biggest(T a, T b) { return a; }\n\
               }\n\
               struct P { int x; };\n";
    assert_eq!(
        defs("s.cpp", src),
        [
            "class Shape/0-0",
            "ctor Shape.Shape/2-1",
            "ctor Shape.Shape/1-1",
            "m Shape.area/1-1",
            "m Shape.make/2-1+",
            "m Shape.hidden/1-1",
            "m Shape.emit/1-0+",
            "ctor Shape.Shape/2-2",
            "m Shape.area2/2-2",
            "fn biggest/2-2",
            "class P/0-0",
        ]
    );
    let d = definitions(&parse("s.cpp", src));
    let hidden = d.iter().find(|d| d.name == "hidden").expect("hidden");
    let area = d.iter().find(|d| d.name == "area").expect("area");
    assert!(!hidden.public && area.public);
}

#[test]
fn c_calls_bind_through_includes_and_static_stays_home() {
    let repo = scratch(&[
        ("lib/geo.h", "int scale(int v, int k);\n"),
        ("lib/geo.c", "#include \"geo.h\"\nint scale(int v, int k) { return v * k; }\nstatic int local(int a) { return a; }\nint use(void) { return local(1) + scale(1, 2); }\n"),
        ("app/main.c", "#include \"../lib/geo.h\"\nint main(void) { return scale(1); }\n"),
        ("app/other.c", "int main2(void) { return scale(1, 2, 3) + local(4, 5); }\n"),
        ("app/ptr.c", "#include \"geo.h\"\nstruct t { int (*scale)(int); };\nint f(struct t *x) { return x->scale(1); }\n"),
    ]);
    let t = target(&repo, "lib/geo.h", "scale");
    assert_eq!(
        calls_of(&repo, &t, "app/main.c"),
        [(2, Some(1), Binds::Yes)]
    );
    assert_eq!(
        calls_of(&repo, &t, "app/other.c"),
        [(1, Some(3), Binds::Maybe)]
    );
    assert_eq!(calls_of(&repo, &t, "app/ptr.c"), [(3, Some(1), Binds::No)]);
    // The definition in geo.c: callers reach it through geo.h, its header.
    let t = target(&repo, "lib/geo.c", "scale");
    assert_eq!(
        calls_of(&repo, &t, "app/main.c"),
        [(2, Some(1), Binds::Yes)]
    );
    let l = target(&repo, "lib/geo.c", "local");
    assert_eq!(
        calls_of(&repo, &l, "app/other.c"),
        [(1, Some(2), Binds::No)]
    );
    assert_eq!(calls_of(&repo, &l, "lib/geo.c"), [(4, Some(1), Binds::Yes)]);
}

#[test]
fn cpp_calls_by_receiver_type_this_qualified_and_constructors() {
    let header = "#pragma once\nclass Cart {\npublic:\n  Cart(int size, int cap = 8);\n  void add(int item, int qty);\n  static Cart empty();\n  void refill();\n};\n";
    let repo = scratch(&[
        ("src/cart.hpp", header),
        ("src/cart.cpp", "#include \"cart.hpp\"\nCart::Cart(int size, int cap) {}\nvoid Cart::add(int item, int qty) {}\nvoid Cart::refill() {\n  add(1);\n  this->add(1, 2);\n}\n"),
        ("src/use.cpp", "#include \"cart.hpp\"\nstruct Box { void add(int); };\nvoid f(Cart &c, Box *b) {\n  Cart *p = new Cart(1, 2, 3);\n  Cart local(4);\n  Cart none;\n  c.add(1);\n  p->add(1, 2);\n  b->add(1);\n  Cart::add(nullptr);\n}\n"),
    ]);
    let add = target(&repo, "src/cart.hpp", "Cart.add");
    assert_eq!(
        calls_of(&repo, &add, "src/cart.cpp"),
        [(5, Some(1), Binds::Yes), (6, Some(2), Binds::Yes)]
    );
    assert_eq!(
        calls_of(&repo, &add, "src/use.cpp"),
        [
            (7, Some(1), Binds::Yes),
            (8, Some(2), Binds::Yes),
            (9, Some(1), Binds::No),
            (10, Some(1), Binds::Yes)
        ]
    );
    let ctor = target(&repo, "src/cart.hpp", "Cart.Cart");
    assert_eq!(ctor.kind, DefKind::Constructor);
    assert_eq!(
        calls_of(&repo, &ctor, "src/use.cpp"),
        [
            (4, Some(3), Binds::Yes),
            (5, Some(1), Binds::Yes),
            (6, Some(0), Binds::Yes)
        ]
    );
}

// ---- edit-time detection (grammar-free)

fn frag(lang: Lang, src: &str) -> Vec<String> {
    crate::detection::definitions(lang, src)
        .into_iter()
        .map(|d| match d.owner {
            Some(o) => format!("{o}::{}({})", d.name, d.params),
            None => format!("{}({})", d.name, d.params),
        })
        .collect()
}

fn changed(lang: Lang, old: &str, new: &str) -> Vec<(String, String, String)> {
    crate::detection::changed_signatures(lang, old, new)
        .into_iter()
        .map(|c| {
            let name = match c.owner {
                Some(o) => format!("{o}::{}", c.name),
                None => c.name,
            };
            (name, c.was, c.now)
        })
        .collect()
}

#[test]
fn fragments_find_c_definitions_and_prototypes_not_calls() {
    let src = "/* scale(int) */\n\
               int scale(int v, int k);\n\
               static const char *\n\
               name_of(struct item *it,\n        int flags)\n{\n\
                 int n = scale(1, 2);\n\
                 foo(a, b);\n\
                 return strdup(\"f(int x)\");\n\
               }\n\
               #define MAX(a, b) ((a) > (b) ? (a) : (b))\n\
               Widget w(1, 2);\n\
               extern void logit(const char *fmt, ...);\n\
               unsigned long hash(size_t);\n";
    assert_eq!(
        frag(Lang::C, src),
        [
            "scale(int v, int k)",
            "name_of(struct item *it, int flags)",
            "logit(const char *fmt, ...)",
            "hash(size_t)"
        ]
    );
}

#[test]
fn fragments_find_cpp_members_out_of_class_constructors_templates() {
    let src = "class Cart : public Base {\n\
               public:\n\
                 Cart(int size, int cap = 8);\n\
                 ~Cart();\n\
                 virtual void add(int item) const override;\n\
                 int size() const noexcept { return n; }\n\
                 bool operator==(const Cart &o) const;\n\
               };\n\
               Cart::Cart(int size, int cap) : Base(size), n(cap) {}\n\
               template <typename T>\n\
               std::vector<T> Cart::take(std::map<int, T> m, T d) {\n  return {};\n}\n\
               auto ns::Cart::last() -> int { return 0; }\n\
               const char *s = R\"x(void fake(int a) {)x\";\n";
    assert_eq!(
        frag(Lang::Cpp, src),
        [
            "Cart::Cart(int size, int cap = 8)",
            "Cart::add(int item)",
            "Cart::size()",
            "Cart::Cart(int size, int cap)",
            "Cart::take(std::map<int, T> m, T d)",
            "Cart::last()"
        ]
    );
}

#[test]
fn a_changed_prototype_and_a_changed_default_are_changes_a_reflow_is_not() {
    let old = "int scale(int v,\n          int k);\n";
    let new = "int scale(int v, int k, int offset);\n";
    assert_eq!(
        changed(Lang::C, old, new),
        [(
            "scale".into(),
            "int v, int k".into(),
            "int v, int k, int offset".into()
        )]
    );
    assert!(changed(Lang::C, old, "int scale(int v, int k);").is_empty());
    let old = "void Cart::add(int item, int qty = 1) {\n  push(item);\n}\n";
    let new = "void Cart::add(int item, int qty = 2) {\n  push(item);\n}\n";
    assert_eq!(changed(Lang::Cpp, old, new).len(), 1);
    // A body-only edit changes nothing.
    let body = "void Cart::add(int item, int qty = 1) {\n  push(item, qty);\n}\n";
    assert!(changed(Lang::Cpp, old, body).is_empty());
}

#[test]
fn a_receiver_of_an_unrelated_class_reaches_another_method() {
    let repo = scratch(&[
        ("a.hpp", "struct A { int run(int a); };\n"),
        ("b.hpp", "#include \"a.hpp\"\nstruct B { int run(int a); };\nstruct D : public A {};\nstruct E : Unknown {};\n"),
        ("use.cpp", "#include \"b.hpp\"\nint f(A &a, B &b, D &d, E &e) {\n  return a.run(1) + b.run(1) + d.run(1) + e.run(1);\n}\n"),
    ]);
    let t = target(&repo, "a.hpp", "A.run");
    let binds: Vec<Binds> = calls_of(&repo, &t, "use.cpp")
        .into_iter()
        .map(|c| c.2)
        .collect();
    // `d.run` finds A::run by C++'s member lookup (D declares no `run` to hide it): the
    // compiler checks the call against A's parameter list, whatever overrides it at run time.
    // E's base is declared nowhere here.
    assert_eq!(binds, [Binds::Yes, Binds::No, Binds::Yes, Binds::Maybe]);
}

#[test]
fn a_header_is_c_unless_its_text_is_cpp() {
    // C's macro-wrapped return types parse only with the C grammar.
    let c = "#include <stddef.h>\nAPI(int) add(int a, int b);\nAPI(void) none(void);\n";
    let f = parse("lib.h", c);
    assert_eq!(f.lang, Lang::C);
    assert_eq!(defs("lib.h", c), ["fn add/2-2", "fn none/0-0"]);
    let cpp = "#pragma once\nnamespace geo {\nclass Shape {\npublic:\n  int area(int scale = 1);\n};\n}\n";
    let f = parse("shape.h", cpp);
    assert_eq!(f.lang, Lang::Cpp);
    assert_eq!(
        defs("shape.h", cpp),
        ["class Shape/0-0", "m Shape.area/1-0"]
    );
}

#[test]
fn cpp_export_macro_between_class_and_name_is_not_the_name() {
    let src = "namespace ns {\nclass LIB_API Doc : public Node\n{\npublic:\n    Doc( bool a = true, int mode = 0 );\n    Node* NewElement( const char* name );\n};\nstruct EXPORT Plain {\n    void f(int);\n};\n}\n";
    assert_eq!(
        defs("a.h", src),
        [
            "class Doc/0-0",
            "ctor Doc.Doc/2-0",
            "m Doc.NewElement/1-1",
            "class Plain/0-0",
            "m Plain.f/1-1"
        ]
    );
    // A struct variable with brace initialization is no export macro.
    assert_eq!(grammar_view(b"struct Pt origin { 0, 0 };"), None);
    let v = grammar_view(b"class API_X Doc {};").expect("blanked");
    assert_eq!(&v[..], b"class       Doc {};");
    // Attribute macros: before a declaration keyword, alone with a message, after `const`.
    let src = "namespace J {\nLIB_NORETURN void fail(int code);\nclass LIB_API Value {\npublic:\n  LIB_DEPRECATED(\"use g\")\n  void f(const char* c, int p) { g(c, p); }\n  template <typename T> T as() const LIB_DELETE;\n  bool isInt() const;\n};\n}\n";
    assert_eq!(
        defs("value.h", src),
        [
            "fn fail/1-1",
            "class Value/0-0",
            "m Value.f/2-2",
            "m Value.as/0-0",
            "m Value.isInt/0-0"
        ]
    );
    // A macro call statement with code in it is left alone.
    assert_eq!(grammar_view(b"  CHECK(run(1, 2))\n"), None);
}

#[test]
fn cpp_inherited_members_fields_of_bases_and_hiding() {
    let repo = scratch(&[
        (
            "x.h",
            "class Doc;\nclass Node {\npublic:\n    Node* Insert( Node* n );\nprotected:\n    Doc* _doc;\n};\n\
             class Elem : public Node {\npublic:\n    void Build();\n};\n\
             class Text : public Node {\npublic:\n    Node* Insert( Node* n, int at );\n};\n\
             class Doc : public Node {\npublic:\n    Elem* NewElem( const char* name );\n};\n",
        ),
        (
            "x.cpp",
            "#include \"x.h\"\n\
             void Elem::Build() {\n    Insert(0);\n    _doc->NewElem(\"e\");\n}\n\
             void use(Doc* d, Text* t, Elem e) {\n    d->Insert(0);\n    t->Insert(0);\n    e.Insert(0);\n}\n",
        ),
    ]);
    let t = target(&repo, "x.h", "Node.Insert");
    // Elem and Doc inherit Node::Insert; Text declares its own, which hides it.
    assert_eq!(
        calls_of(&repo, &t, "x.cpp"),
        [
            (3, Some(1), Binds::Yes),
            (7, Some(1), Binds::Yes),
            (8, Some(1), Binds::Maybe),
            (9, Some(1), Binds::Yes)
        ]
    );
    // `_doc` is a field of the base class Node, declared in the header.
    let t = target(&repo, "x.h", "Doc.NewElem");
    assert_eq!(calls_of(&repo, &t, "x.cpp"), [(4, Some(1), Binds::Yes)]);
}

#[test]
fn cpp_local_built_with_names_as_arguments_and_string_overloads() {
    let repo = scratch(&[
        (
            "p.h",
            "#include <stdio.h>\nclass Printer {\npublic:\n    Printer( FILE* f = 0, bool compact = false );\n    void Open( const char* name, bool c );\n};\n\
             class Doc {\npublic:\n    int Load( const char* file, int mode );\n    int Load( FILE* fp );\n    int Load( Printer* p );\n};\n",
        ),
        (
            "m.cpp",
            "#include \"p.h\"\n\
             int main( int argc, const char ** argv ) {\n    Printer pr(fp);\n    pr.Open(\"x\");\n    Doc d;\n    d.Load(\"a.xml\");\n    d.Load(argv[1]);\n    d.Load(fp);\n    const char* name = argv[0];\n    d.Load(name);\n    Printer p2(fp, static_cast<bool>(argc));\n    return 0;\n}\n",
        ),
    ]);
    // `Printer pr(fp);` reads as a function declaration to the grammar; it is a variable.
    let t = target(&repo, "p.h", "Printer.Open");
    assert_eq!(calls_of(&repo, &t, "m.cpp"), [(4, Some(1), Binds::Yes)]);
    // Arguments the grammar reads as unnamed parameters of odd types are arguments too.
    let t = target(&repo, "p.h", "Printer");
    let ctor: Vec<_> = calls_of(&repo, &t, "m.cpp")
        .into_iter()
        .map(|c| (c.0, c.1))
        .collect();
    assert_eq!(ctor, [(3, Some(1)), (11, Some(2))]);
    // A string reaches `Load(const char*, int)` only: not FILE* nor a class pointer.
    let t = target(&repo, "p.h", "Doc.Load");
    let src = repo.ctx.read_to_string("m.cpp").expect("m.cpp");
    let fits: Vec<_> = calls(&parse("m.cpp", &src), &t, &repo.ctx)
        .into_iter()
        .map(|c| (c.line, c.fits))
        .collect();
    let only_string = Some(vec![true, false, false]);
    assert_eq!(
        fits,
        [
            (6, only_string.clone()),
            (7, only_string.clone()),
            (8, None),
            (10, only_string)
        ]
    );
}

#[test]
fn cpp_test_macro_fixtures_and_subscript_operators() {
    let repo = scratch(&[
        (
            "t.h",
            "#define FIXTURE(F, name) \\\n  class Test##F##name : public F { \\\n  public: \\\n    void run() override; \\\n  }; \\\n  void Test##F##name::run()\n\
             #define FIXTURE_LOCAL(F, name) FIXTURE(F, name)\n\
             class Value {\npublic:\n  Value& operator[](const char* key);\n  int asInt() const;\n};\n\
             struct Base {\n  void check(Value& v, int n);\n  Value empty_;\n};\n",
        ),
        (
            "t.cpp",
            "#include \"t.h\"\n\
             FIXTURE_LOCAL(Base, count) {\n  check(empty_, 0);\n  empty_.asInt();\n  empty_[\"k\"].asInt();\n}\n",
        ),
    ]);
    // The macro derives its class from its first parameter: the body is a member of a class
    // derived from Base, whose members and fields are in scope.
    let t = target(&repo, "t.h", "Base.check");
    assert_eq!(calls_of(&repo, &t, "t.cpp"), [(3, Some(2), Binds::Yes)]);
    // `empty_` is Base's field; `empty_["k"]` is what Value::operator[] returns.
    let t = target(&repo, "t.h", "Value.asInt");
    assert_eq!(
        calls_of(&repo, &t, "t.cpp"),
        [(4, Some(0), Binds::Yes), (5, Some(0), Binds::Yes)]
    );
}

#[test]
fn cpp_local_built_with_a_functional_cast_argument() {
    // jsoncpp's `Value::removeMember`: `unsigned(strlen(key))` reads as a declarator to the
    // grammar, but `key` is the function's parameter, so the line builds a variable.
    let repo = scratch(&[
        (
            "value.h",
            "class Value {\n    class CZString {\n    public:\n        enum DuplicationPolicy { noDuplication = 0 };\n        CZString(char const* str, unsigned length, DuplicationPolicy allocate);\n    };\n    void removeMember(const char* key);\n    void other(const char* name);\n};\n",
        ),
        (
            "value.cpp",
            "#include \"value.h\"\n#include <string.h>\n\
             void Value::removeMember(const char* key) {\n  CZString actualKey(key, unsigned(strlen(key)), CZString::noDuplication);\n}\n\
             void Value::other(const char* name) {\n  CZString f(key, unsigned(strlen(key)));\n}\n",
        ),
    ]);
    let t = target(&repo, "value.h", "CZString");
    let got: Vec<_> = calls_of(&repo, &t, "value.cpp")
        .into_iter()
        .map(|c| (c.0, c.1))
        .collect();
    // In `other`, `key` names no parameter: the line stays a function declaration.
    assert_eq!(got, [(4, Some(3))]);
}

#[test]
fn cpp_string_never_binds_a_non_const_reference_to_a_class() {
    // jsoncpp's `Reader::parse` overloads: a string literal reaches the `std::string` and
    // `const char*` ones, never `IStream&` (`using IStream = std::istream;`).
    let repo = scratch(&[
        ("config.h", "#include <istream>\nusing IStream = std::istream;\n"),
        (
            "reader.h",
            "#include \"config.h\"\n#include <string>\nclass Value {};\nclass Reader {\npublic:\n  bool parse(const std::string& document, Value& root, bool collectComments);\n  bool parse(const char* beginDoc, const char* endDoc, Value& root, bool collectComments = true);\n  bool parse(IStream& is, Value& root, bool collectComments = true);\n};\n\
             template <class T> bool load(T& in, Value& root);\nbool load(const char* s, int n, Value& root);\n",
        ),
        (
            "main.cpp",
            "#include \"reader.h\"\nvoid f() {\n  Reader reader;\n  Value root;\n  reader.parse(\"[1]\"\n               \"[2]\", root);\n  load(\"x\", root);\n}\n",
        ),
    ]);
    let fits = |sel: &str| -> Vec<_> {
        let t = target(&repo, "reader.h", sel);
        let src = repo.ctx.read_to_string("main.cpp").expect("main.cpp");
        calls(&parse("main.cpp", &src), &t, &repo.ctx)
            .into_iter()
            .map(|c| (c.line, c.fits))
            .collect()
    };
    assert_eq!(fits("Reader.parse"), [(5, Some(vec![true, true, false]))]);
    // A template parameter's reference may be deduced as the array: not ruled out.
    assert_eq!(fits("load"), [(7, Some(vec![true, true]))]);
}
