//! The precision rule of SPEC §4: what "do not match" may claim.
//!
//! A call bound with evidence (`binds = yes`) is incompatible when no definition of the folded
//! set admits it. A call matched by name alone (`binds = maybe`) is incompatible only when, in
//! addition, no *other* definition of that name admits it: none elsewhere in the repository
//! (same language family) and none in the language's standard library. Otherwise it stays a
//! listed caller, not flagged — the call may well reach that other definition.
//!
//! The other definitions come from the files the search parses anyway; files that only
//! *define* the name without a call-shaped mention (`const name = …`, `name = other`,
//! `name?: (…) => …`) are parsed only when a maybe call is still unsettled after that.

use std::collections::HashSet;

use tree_sitter::Node;

use crate::lang::{stdlib, walk_hits, Call, Def, DefKind, Family, Params, SourceFile, Target};

/// Another definition of the target's name.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Other {
    /// A definition whose parameters are known.
    Params(Params),
    /// A binding of the name whose parameters cannot be read (`name = make()`, a function-typed
    /// field, a class): it may accept anything.
    Opaque,
}

impl Other {
    /// Whether this definition could take the call. The call's receiver flag was worked out for
    /// the target; another definition may be reached as a method or as a plain function, so
    /// either reading counts.
    pub fn admits(&self, call: &Call) -> bool {
        match self {
            Other::Opaque => true,
            Other::Params(p) => p.admits_as(call, true) || p.admits_as(call, false),
        }
    }
}

/// The name other definitions must carry: a constructor's class name, else the target's.
pub fn name_of(target: &Target) -> &str {
    match target.kind {
        DefKind::Constructor => target.owner().unwrap_or(&target.name),
        _ => &target.name,
    }
}

/// The other definitions of the target's name in one parsed file (`defs` is the file's
/// definition list): definitions at another site, and bindings of the name that a call could
/// reach (see [`Other::Opaque`]).
pub fn others_in(file: &SourceFile, defs: &[Def], target: &Target) -> Vec<Other> {
    let name = name_of(target);
    let same_file = file.rel_path == target.rel_path;
    let mut out = Vec::new();
    for d in defs {
        // A class's other constructor (Python's `__new__` beside `__init__`) is no
        // alternative: a call of the class goes through both.
        let at_site = same_file
            && d.scope == target.scope
            && (d.name == target.name
                || d.kind == DefKind::Constructor && target.kind == DefKind::Constructor);
        if at_site || d.kind == DefKind::Class && same_file && d.name == name {
            continue;
        }
        let named = match d.kind {
            DefKind::Constructor => d.scope.last().map(String::as_str) == Some(name),
            _ => d.name == name,
        };
        if !named {
            continue;
        }
        // A class stands for constructors this list may not show (inherited, implicit).
        out.push(match d.kind {
            DefKind::Class => Other::Opaque,
            _ => Other::Params(d.params.clone()),
        });
    }
    // Where a definition of the name already stands (an interface's function-typed property
    // is one), its binding is that definition, not another opaque one.
    let spans: Vec<(usize, usize)> = defs
        .iter()
        .filter(|d| d.name == name)
        .map(|d| (d.start_byte, d.end_byte))
        .collect();
    bindings(file, name, &spans, &mut out);
    out
}

/// Bindings of `name` that the definition lists do not carry, per language family.
fn bindings(file: &SourceFile, name: &str, defined: &[(usize, usize)], out: &mut Vec<Other>) {
    if !may_bind(&file.src, name, file.lang.family()) {
        return;
    }
    let text = |n: Node| file.text(n);
    let root = file.tree.root_node();
    // Every binding below spells the name (a left side, a key, a field or method name): only
    // the nodes around its mentions are visited.
    let hits = crate::lang::occurrences(&file.src, &[name]);
    match file.lang.family() {
        // `name = other` at module or class level, `obj.name = f` anywhere.
        Family::Python => walk_hits(root, &hits, |n| {
            if n.kind() == "assignment" {
                let Some(left) = n.child_by_field_name("left") else {
                    return;
                };
                let binds = match left.kind() {
                    "identifier" => text(left) == name && python_outer_level(n),
                    "attribute" => left
                        .child_by_field_name("attribute")
                        .is_some_and(|a| text(a) == name),
                    _ => false,
                };
                if !binds {
                    return;
                }
                match n.child_by_field_name("right") {
                    Some(v) if !is_literal(v.kind()) => out.push(Other::Opaque),
                    Some(_) => {}
                    // `name: Callable[..., T]` in a class body or a protocol.
                    None => {
                        if n.child_by_field_name("type")
                            .is_some_and(|t| text(t).contains("Callable"))
                        {
                            out.push(Other::Opaque);
                        }
                    }
                }
            }
        }),
        Family::Js => walk_hits(root, &hits, |n| {
            let (key, value) = match n.kind() {
                "variable_declarator" => (
                    n.child_by_field_name("name"),
                    n.child_by_field_name("value"),
                ),
                "pair" => (n.child_by_field_name("key"), n.child_by_field_name("value")),
                "field_definition" | "public_field_definition" => (
                    n.child_by_field_name("property")
                        .or_else(|| n.child_by_field_name("name")),
                    n.child_by_field_name("value"),
                ),
                "assignment_expression" => (
                    n.child_by_field_name("left")
                        .filter(|l| l.kind() == "member_expression")
                        .and_then(|l| l.child_by_field_name("property")),
                    n.child_by_field_name("right"),
                ),
                "shorthand_property_identifier" => {
                    if text(n) == name {
                        out.push(Other::Opaque);
                    }
                    return;
                }
                // `name: (a: T) => U` / `name?: Function` in an interface or type literal.
                "property_signature" => {
                    let named = n
                        .child_by_field_name("name")
                        .is_some_and(|k| text(k).trim_matches(|c| c == '"' || c == '\'') == name);
                    let typed = n.child_by_field_name("type").is_some_and(|t| {
                        let t = text(t);
                        t.contains("=>") || t.contains("Function") || t.contains('(')
                    });
                    let is_def = defined
                        .iter()
                        .any(|(a, b)| *a <= n.start_byte() && n.end_byte() <= *b);
                    if named && typed && !is_def {
                        out.push(Other::Opaque);
                    }
                    return;
                }
                _ => return,
            };
            let (Some(key), Some(value)) = (key, value) else {
                return;
            };
            let key_text = text(key);
            if key_text.trim_matches(|c| c == '"' || c == '\'') != name {
                return;
            }
            // Function values are definitions the lists already carry.
            let v = unwrap_parens(value);
            if is_literal(v.kind()) || is_js_function(v.kind()) {
                return;
            }
            out.push(Other::Opaque);
        }),
        // Interface methods (`Decode(v any) error`) are definitions the lists carry.
        // A struct field of function type: `Decode func([]byte) error`.
        Family::Go => walk_hits(root, &hits, |n| {
            if n.kind() != "field_declaration" {
                return;
            }
            let func_typed = n
                .child_by_field_name("type")
                .is_some_and(|t| t.kind() == "function_type");
            let mut cursor = n.walk();
            let named = n
                .children_by_field_name("name", &mut cursor)
                .any(|k| text(k) == name);
            if func_typed && named {
                out.push(Other::Opaque);
            }
        }),
        // `attr_accessor :name`, `define_method(:name)`, `alias_method :name, …`,
        // `def_delegators …, :name`: methods the definition list does not show.
        Family::Ruby => out.push(Other::Opaque),
        // A stored closure property: `var name: (Int) -> Void`.
        Family::Swift => out.push(Other::Opaque),
        Family::Rust | Family::Java | Family::Php | Family::C | Family::CSharp | Family::Kotlin => {
        }
    }
}

/// Whether the text could hold a binding [`bindings`] looks for, so the tree is walked only
/// then: Python/JS need the name followed by `=`, `:`, `?` or a quote (an assignment, a
/// property); Go needs a func type. (A shorthand property `{ name }` is found
/// only beside such a mention: a test for it would let every `import { name }` through.)
fn may_bind(src: &[u8], name: &str, family: Family) -> bool {
    match family {
        Family::Go => memchr::memmem::find(src, b"func(").is_some(),
        Family::Python | Family::Js => {
            let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
            let n = name.len();
            memchr::memmem::find_iter(src, name.as_bytes()).any(|at| {
                if at > 0 && ident(src[at - 1]) {
                    return false;
                }
                let rest = &src[at + n..];
                if rest.first().is_some_and(|b| ident(*b)) {
                    return false;
                }
                let next = rest.iter().find(|b| !b.is_ascii_whitespace());
                matches!(next, Some(b'=' | b':' | b'?' | b'\'' | b'"'))
            })
        }
        Family::Ruby => {
            let sym = format!(":{name}");
            memchr::memmem::find_iter(src, sym.as_bytes()).any(|at| {
                let end = at + sym.len();
                !src.get(end)
                    .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
            })
        }
        Family::Swift => {
            let (v, l) = (format!("var {name}"), format!("let {name}"));
            [v, l].iter().any(|n| {
                memchr::memmem::find_iter(src, n.as_bytes()).any(|at| {
                    let end = at + n.len();
                    !src.get(end)
                        .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
                })
            })
        }
        Family::Rust | Family::Java | Family::Php | Family::C | Family::CSharp | Family::Kotlin => {
            false
        }
    }
}

fn python_outer_level(assignment: Node) -> bool {
    let mut cur = assignment.parent();
    while let Some(n) = cur {
        match n.kind() {
            "module" | "class_definition" => return true,
            "function_definition" | "lambda" => return false,
            _ => cur = n.parent(),
        }
    }
    true
}

fn unwrap_parens(mut n: Node) -> Node {
    while n.kind() == "parenthesized_expression" {
        match n.named_child(0) {
            Some(c) => n = c,
            None => break,
        }
    }
    n
}

fn is_js_function(kind: &str) -> bool {
    matches!(
        kind,
        "arrow_function" | "function_expression" | "function" | "generator_function"
    )
}

/// Values that can never be called.
fn is_literal(kind: &str) -> bool {
    matches!(
        kind,
        "string"
            | "concatenated_string"
            | "template_string"
            | "integer"
            | "float"
            | "number"
            | "true"
            | "false"
            | "none"
            | "null"
            | "undefined"
            | "list"
            | "dictionary"
            | "set"
            | "tuple"
            | "array"
            | "object"
            | "regex"
            | "list_comprehension"
            | "dictionary_comprehension"
            | "set_comprehension"
            | "comparison_operator"
            | "binary_operator"
            | "binary_expression"
    )
}

/// What a maybe call is measured against: the other definitions found so far.
#[derive(Debug, Default)]
pub struct Others {
    found: Vec<Other>,
    seen: HashSet<Other>,
}

impl Others {
    pub fn extend(&mut self, others: impl IntoIterator<Item = Other>) {
        for o in others {
            if self.seen.insert(o.clone()) {
                self.found.push(o);
            }
        }
    }

    /// Whether another repository definition could take the call.
    pub fn admit(&self, call: &Call) -> bool {
        self.found.iter().any(|o| o.admits(call))
    }
}

/// Whether a same-named function or method of the standard library takes the call.
pub fn stdlib_admits(family: Family, name: &str, call: &Call) -> bool {
    // No standard-library data here for Swift (Foundation, UIKit, SwiftUI), C and C++ (libc,
    // the STL: `s.size()` on a `std::string`) or C# (the .NET class library: `s.Trim()`), and
    // each defines methods of almost every name: a call matched by name alone is never claimed.
    if matches!(family, Family::Swift | Family::C | Family::CSharp) {
        return true;
    }
    // The data counts arguments; whether a standard-library function takes a slice as its
    // variadic parameter (`xs...`) it does not say.
    match call.args {
        None => true,
        Some(_) if call.fills_variadic => true,
        Some(n) => stdlib::accepts(family, name, n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, Param, ParamKind};

    fn parse(lang: Lang, path: &str, src: &str) -> SourceFile {
        SourceFile::parse(path, lang, src.as_bytes().to_vec()).expect("parse")
    }

    fn target(name: &str, rel: &str, lang: Lang) -> Target {
        Target {
            name: name.into(),
            kind: DefKind::Function,
            scope: Vec::new(),
            rel_path: rel.into(),
            lang,
            defs: Vec::new(),
        }
    }

    fn call(args: usize) -> Call {
        Call {
            args: Some(args),
            ..Default::default()
        }
    }

    fn others(lang: Lang, path: &str, src: &str, name: &str) -> Vec<Other> {
        let f = parse(lang, path, src);
        let defs = lang.definitions(&f);
        others_in(&f, &defs, &target(name, "target.x", lang))
    }

    #[test]
    fn python_bindings_of_the_name_count_as_other_definitions() {
        let src = "copy = deepcopy\nclass A:\n    render = staticmethod(_r)\n    size = 3\n\
                   def f():\n    copy = 1\n    x.render = hook\n";
        let o = others(Lang::Python, "m.py", src, "copy");
        assert_eq!(o, vec![Other::Opaque]);
        let o = others(Lang::Python, "m.py", src, "render");
        assert_eq!(o, vec![Other::Opaque, Other::Opaque]);
        // A data attribute is not callable; a local variable is no definition.
        assert!(others(Lang::Python, "m.py", src, "size").is_empty());
        let o = others(
            Lang::Python,
            "m.py",
            "class P:\n    cb: Callable[[int], None]\n",
            "cb",
        );
        assert_eq!(o, vec![Other::Opaque]);
    }

    #[test]
    fn python_definitions_elsewhere_carry_their_parameters() {
        let o = others(
            Lang::Python,
            "m.py",
            "class D:\n    def copy(self):\n        pass\n",
            "copy",
        );
        let [Other::Params(p)] = &o[..] else {
            panic!("{o:?}")
        };
        assert_eq!((p.count, p.receiver), (1, true));
        // `d.copy()` reaches it with the receiver supplied; so does a plain reading.
        assert!(o[0].admits(&call(0)));
        assert!(!o[0].admits(&call(2)));
    }

    #[test]
    fn js_bindings_of_the_name() {
        let src = "const measure = makeMeasure();\nconst o = { measure: impl, other: 1 };\n\
                   class C { measure = bound; }\nobj.measure = fn;\nconst k = { measure };\n\
                   interface I { measure: (a: string) => void; label: string }\n";
        let o = others(Lang::TypeScript, "a.ts", src, "measure");
        assert_eq!(o.len(), 6, "{o:?}");
        // The interface's function-typed property is a definition with its parameters; the
        // other five are opaque bindings.
        assert!(matches!(&o[0], Other::Params(p) if p.count == 1), "{o:?}");
        assert!(o[1..].iter().all(|x| *x == Other::Opaque));
        assert!(others(Lang::TypeScript, "a.ts", src, "label").is_empty());
        // Function values are definitions with parameters, not opaque bindings.
        let o = others(
            Lang::JavaScript,
            "a.js",
            "const measure = (a, b) => a + b;\n",
            "measure",
        );
        let [Other::Params(p)] = &o[..] else {
            panic!("{o:?}")
        };
        assert_eq!(p.count, 2);
    }

    #[test]
    fn go_interface_methods_and_func_fields() {
        let src = "package p\ntype D interface {\n\tDecode(v any, n int) error\n}\n\
                   type S struct {\n\tDecode func([]byte) error\n}\n";
        let o = others(Lang::Go, "p.go", src, "Decode");
        assert_eq!(o.len(), 2, "{o:?}");
        let Other::Params(p) = &o[0] else {
            panic!("{o:?}")
        };
        assert_eq!((p.count, p.required), (2, 2));
        assert_eq!(o[1], Other::Opaque);
    }

    #[test]
    fn the_binding_walk_needs_a_binding_shaped_mention() {
        assert!(may_bind(b"x.render = f", "render", Family::Js));
        assert!(!may_bind(
            b"import { render } from './r';",
            "render",
            Family::Js
        ));
        assert!(may_bind(b"{ 'render': f }", "render", Family::Js));
        assert!(!may_bind(
            b"x.render(1); rerender = 2",
            "render",
            Family::Js
        ));
        assert!(may_bind(
            b"Decode func(b []byte) error",
            "Decode",
            Family::Go
        ));
        assert!(!may_bind(b"type D interface {}", "Decode", Family::Go));
        assert!(!may_bind(b"d.Decode(v)", "Decode", Family::Go));
        assert!(!may_bind(b"copy = 1", "copy", Family::Java));
    }

    #[test]
    fn the_target_site_is_not_another_definition() {
        let f = parse(Lang::Python, "t.py", "def copy(a):\n    pass\n");
        let defs = Lang::Python.definitions(&f);
        assert!(others_in(&f, &defs, &target("copy", "t.py", Lang::Python)).is_empty());
        assert_eq!(
            others_in(&f, &defs, &target("copy", "u.py", Lang::Python)).len(),
            1
        );
    }

    #[test]
    fn others_deduplicate_and_admit_by_shape() {
        let mut all = Others::default();
        let kw = Params {
            count: 2,
            required: 2,
            list: vec![
                Param {
                    name: "a".into(),
                    kind: ParamKind::Positional,
                    required: true,
                },
                Param {
                    name: "k".into(),
                    kind: ParamKind::KeywordOnly,
                    required: true,
                },
            ],
            ..Default::default()
        };
        all.extend([Other::Params(kw.clone()), Other::Params(kw)]);
        assert_eq!(all.found.len(), 1);
        assert!(!all.admit(&call(2)));
        let mut c = call(2);
        c.keywords = vec!["k".into()];
        assert!(all.admit(&c));
    }
}
