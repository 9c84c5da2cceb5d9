//! Builtin-engine support for C and C++ (one binding: C++'s grammar extends C's, and a C++
//! file calls C functions through the same headers).
//!
//! Definitions come from the language's `defs.scm` (`c/defs.scm`, `cpp/defs.scm`): function
//! definitions, prototypes (in headers and elsewhere), methods declared or defined in a class
//! body, members defined out of class (`T::f(…) {…}`), constructors (a member named like its
//! class) and classes/structs with a body (C++). Parameters are counted by SPEC §4: each
//! declared parameter once, `f(void)` none, a default argument not required, `...` and a
//! parameter pack once and not required.
//!
//! Binding evidence: a call reaches the target when it sits in the target's file, or its file
//! includes the target's file (or, for a target in a `.c`/`.cpp`, a header of the same stem),
//! directly or through up to four levels of quoted includes. A method call binds when its
//! receiver's declared type is the target's class (`T x`, `T *p`, `T &r`, `new T`), or it is
//! `this->f(…)`, or a plain `f(…)` inside a member of that class, or `T::f(…)`. A C `static`
//! function is reached only from its own file; a call through a struct field (`ops->f(x)`) is
//! a function pointer, never the function.

use std::collections::HashSet;

use tree_sitter::Node;

use super::{
    header_text, line_of, walk, Binds, Call, Def, DefKind, Lang, RepoCtx, SourceFile, Target,
};

pub(crate) mod fragment;

/// A `.h` is C unless its text shows C++ (`::`, a class, a namespace, a template, an access
/// label): each grammar fails the other's headers (C++ rejects C's macro-wrapped return types
/// `API(int) f(…)`; C rejects classes).
pub(crate) fn header_dialect(rel_path: &str, src: &[u8]) -> Option<Lang> {
    if !rel_path.ends_with(".h") {
        return None;
    }
    const CPP: &[&[u8]] = &[
        b"::",
        b"\nclass ",
        b"\nnamespace ",
        b"template <",
        b"template<",
        b"public:",
        b"private:",
        b"protected:",
    ];
    CPP.iter()
        .any(|m| memchr::memmem::find(src, m).is_some())
        .then_some(Lang::Cpp)
}

/// The bytes the C++ grammar reads, when they must differ from the file's: attribute and
/// export macros the grammar cannot expand are blanked to spaces, since otherwise it reads a
/// whole class as a broken function. Offsets are kept (same length), so every node's text is
/// still read from the file itself. A macro is an all-capitals word (`A_B`, `API`) in a place
/// where C++ has no other reading of it:
/// - between `class`/`struct` and the name, before `:`, `{` or `final`
///   (`class TINYXML2_LIB XMLDocument : public XMLNode {`, `class JSON_API Value {`);
/// - at the start of a line before a keyword that starts a declaration
///   (`JSONCPP_NORETURN void f();`, `MY_INLINE static int g();`);
/// - alone on its line with a string literal for its argument (`JSONCPP_DEPRECATED("…")`);
/// - between a parameter list (and `const`) and its `;` (`T as() const JSONCPP_TEMPLATE_DELETE;`).
pub(crate) fn grammar_view(src: &[u8]) -> Option<Vec<u8>> {
    let mut out: Option<Vec<u8>> = None;
    attribute_macros(src, &mut out);
    for kw in [&b"class"[..], &b"struct"[..]] {
        for at in memchr::memmem::find_iter(src, kw) {
            if at > 0 && is_ident(src[at - 1]) {
                continue;
            }
            let mut i = at + kw.len();
            let ws = |i: &mut usize| {
                let s = *i;
                while *i < src.len() && src[*i].is_ascii_whitespace() {
                    *i += 1;
                }
                *i > s
            };
            if !ws(&mut i) {
                continue;
            }
            let macro_start = i;
            while i < src.len() && is_ident(src[i]) {
                i += 1;
            }
            let word = &src[macro_start..i];
            let macro_like = word.len() >= 2
                && word[0].is_ascii_uppercase()
                && word
                    .iter()
                    .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || *b == b'_');
            if !macro_like || !ws(&mut i) {
                continue;
            }
            let name_start = i;
            while i < src.len() && is_ident(src[i]) {
                i += 1;
            }
            if i == name_start || src[name_start].is_ascii_digit() {
                continue;
            }
            ws(&mut i);
            let rest = &src[i..];
            if rest.starts_with(b":") && !rest.starts_with(b"::")
                || rest.starts_with(b"{")
                || rest.starts_with(b"final")
            {
                let buf = out.get_or_insert_with(|| src.to_vec());
                buf[macro_start..macro_start + word.len()].fill(b' ');
            }
        }
    }
    out
}

/// A word of capitals, digits and underscores starting with a capital, two bytes or more.
fn macro_word(w: &[u8]) -> bool {
    w.len() >= 2
        && w[0].is_ascii_uppercase()
        && w.iter()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || *b == b'_')
}

/// Keywords that start a declaration: an all-capitals word before one is an attribute macro.
const DECL_KEYWORDS: &[&[u8]] = &[
    b"void",
    b"int",
    b"bool",
    b"char",
    b"double",
    b"float",
    b"unsigned",
    b"signed",
    b"long",
    b"short",
    b"static",
    b"inline",
    b"virtual",
    b"explicit",
    b"const",
    b"constexpr",
    b"class",
    b"struct",
    b"template",
    b"typename",
    b"auto",
    b"extern",
    b"friend",
];

/// The line-shaped attribute macros of [`grammar_view`] (every shape but the class head).
fn attribute_macros(src: &[u8], out: &mut Option<Vec<u8>>) {
    let blank = |a: usize, b: usize, out: &mut Option<Vec<u8>>| {
        let buf = out.get_or_insert_with(|| src.to_vec());
        for x in &mut buf[a..b] {
            if *x != b'\n' {
                *x = b' ';
            }
        }
    };
    let mut start = 0;
    while start < src.len() {
        let end = memchr::memchr(b'\n', &src[start..]).map_or(src.len(), |i| start + i);
        let line = &src[start..end];
        let indent = line
            .iter()
            .take_while(|b| **b == b' ' || **b == b'\t')
            .count();
        let rest = &line[indent..];
        let wlen = rest.iter().take_while(|b| is_ident(**b)).count();
        let word = &rest[..wlen];
        if macro_word(word) {
            let after = &rest[wlen..];
            let next = after.trim_ascii_start();
            let nlen = next.iter().take_while(|b| is_ident(**b)).count();
            if after.len() > next.len() && DECL_KEYWORDS.contains(&&next[..nlen]) {
                blank(start + indent, start + indent + wlen, out);
            } else if let Some(args) = after.strip_prefix(b"(") {
                // `MACRO("text")` alone on its line.
                let args = args.trim_ascii_end();
                if let Some(inner) = args.strip_suffix(b")") {
                    let inner = inner.trim_ascii();
                    if inner.len() >= 2
                        && inner[0] == b'"'
                        && inner[inner.len() - 1] == b'"'
                        && !inner[1..inner.len() - 1].contains(&b'"')
                    {
                        blank(start + indent, end, out);
                    }
                }
            }
        }
        // `) const MACRO;` / `) MACRO;`
        if let Some(close) = line.iter().rposition(|b| *b == b')') {
            let tail = &line[close + 1..];
            let t = tail.trim_ascii_start();
            let t2 = t.strip_prefix(b"const").map_or(t, |x| x.trim_ascii_start());
            let wl = t2.iter().take_while(|b| is_ident(**b)).count();
            if wl > 0 && macro_word(&t2[..wl]) && t2[wl..].trim_ascii_start().starts_with(b";") {
                let at = start + close + 1 + (tail.len() - t2.len());
                blank(at, at + wl, out);
            }
        }
        start = end + 1;
    }
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

// ---------------------------------------------------------------- definitions

/// Declarator wrappers between a function declarator and its declaration.
const WRAPPERS: &[&str] = &[
    "pointer_declarator",
    "reference_declarator",
    "attributed_declarator",
    "parenthesized_declarator",
];

const CLASSES: &[&str] = &["class_specifier", "struct_specifier", "union_specifier"];

pub fn definitions(file: &SourceFile) -> Vec<Def> {
    let mut out = Vec::new();
    for m in super::defs::matches(file) {
        if m.kind == DefKind::Class {
            out.push(class_def(file, m.node, m.name));
            continue;
        }
        if let Some(d) = function_def(file, m.node, m.name) {
            out.push(d);
        }
    }
    out
}

fn class_def(file: &SourceFile, node: Node, name: Node) -> Def {
    let outer = template_outer(node);
    Def {
        name: file.text(name).into_owned(),
        kind: DefKind::Class,
        scope: class_scope(file, node),
        line: line_of(outer),
        end_line: node.end_position().row + 1,
        start_byte: outer.start_byte(),
        end_byte: node.end_byte(),
        params: Default::default(),
        public: true,
        is_static: false,
        signature: header_text(file, node, "body"),
    }
}

/// The `template <…>` around a declaration, or the declaration itself.
fn template_outer(node: Node) -> Node {
    match node.parent() {
        Some(p) if p.kind() == "template_declaration" => p,
        _ => node,
    }
}

/// The names of the classes around `node`, outermost first.
fn class_scope(file: &SourceFile, node: Node) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = node.parent();
    while let Some(p) = cur {
        if CLASSES.contains(&p.kind()) {
            if let Some(n) = p.child_by_field_name("name") {
                out.push(strip_template(&file.text(n)));
            }
        }
        cur = p.parent();
    }
    out.reverse();
    out
}

fn strip_template(s: &str) -> String {
    s.split('<').next().unwrap_or(s).trim().to_string()
}

/// The declaration a function declarator belongs to: a definition, a prototype or a member
/// declaration (not a parameter, a typedef, a function pointer or a local prototype).
fn declaration_of(declarator: Node) -> Option<Node> {
    let mut cur = declarator.parent()?;
    while WRAPPERS.contains(&cur.kind()) {
        cur = cur.parent()?;
    }
    match cur.kind() {
        "function_definition" | "declaration" | "field_declaration" => {}
        _ => return None,
    }
    // A prototype inside a function body declares nothing a caller elsewhere sees.
    if cur.kind() == "declaration"
        && super::resolve::enclosing(cur, &["compound_statement"]).is_some()
    {
        return None;
    }
    Some(cur)
}

fn function_def(file: &SourceFile, declarator: Node, name_node: Node) -> Option<Def> {
    let decl = declaration_of(declarator)?;
    // `T::f`, `ns::T::f`: the name is the last segment, the others qualify it.
    let mut qualifier: Vec<String> = Vec::new();
    let mut n = name_node;
    while n.kind() == "qualified_identifier" {
        if let Some(s) = n.child_by_field_name("scope") {
            qualifier.push(strip_template(&file.text(s)));
        }
        n = n.child_by_field_name("name")?;
    }
    if !matches!(n.kind(), "identifier" | "field_identifier") {
        return None; // destructors, operators, conversion functions
    }
    let name = file.text(n).into_owned();
    let mut scope = class_scope(file, decl);
    if let Some(owner) = qualifier.last() {
        // `ns::f` qualifies by a namespace: scope holds classes only, so keep the owner only
        // where it names a class (a type the file or the member shape shows).
        scope.push(owner.clone());
    }
    let in_class = !class_scope(file, decl).is_empty();
    let kind = match scope.last() {
        Some(owner) if *owner == name => DefKind::Constructor,
        Some(_) if in_class || !qualifier.is_empty() => DefKind::Method,
        _ => DefKind::Function,
    };
    let params = declarator
        .child_by_field_name("parameters")
        .map(|p| super::resolve::params_of(file, p))
        .unwrap_or_default();
    let outer = template_outer(decl);
    let is_static = has_storage(file, decl, "static");
    let public = if in_class {
        member_public(file, decl)
    } else {
        !is_static && !in_anonymous_namespace(decl)
    };
    let sig = header_text(file, decl, "body");
    Some(Def {
        name,
        kind,
        scope,
        line: line_of(outer),
        end_line: decl.end_position().row + 1,
        start_byte: outer.start_byte(),
        end_byte: decl.end_byte(),
        params,
        public,
        is_static,
        signature: sig.trim_end_matches(';').trim_end().to_string(),
    })
}

fn has_storage(file: &SourceFile, decl: Node, word: &str) -> bool {
    let mut c = decl.walk();
    let found = decl
        .children(&mut c)
        .any(|x| x.kind() == "storage_class_specifier" && file.text(x) == word);
    found
}

fn in_anonymous_namespace(node: Node) -> bool {
    let mut cur = node.parent();
    while let Some(p) = cur {
        if p.kind() == "namespace_definition" && p.child_by_field_name("name").is_none() {
            return true;
        }
        cur = p.parent();
    }
    false
}

/// A member is public under a `public:` label, or by default in a struct/union.
fn member_public(file: &SourceFile, decl: Node) -> bool {
    let outer = template_outer(decl);
    let Some(body) = outer.parent() else {
        return true;
    };
    let mut public = body.parent().is_some_and(|c| c.kind() != "class_specifier");
    let mut c = body.walk();
    for x in body.children(&mut c) {
        if x.id() == outer.id() {
            break;
        }
        if x.kind() == "access_specifier" {
            public = file.text(x).trim_end_matches(':').trim() == "public";
        }
    }
    public
}

// ---------------------------------------------------------------- includes

/// The quoted and angled include paths written in a text, in order.
fn include_specs(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let l = line.trim_start();
        let Some(rest) = l.strip_prefix('#') else {
            continue;
        };
        let Some(rest) = rest.trim_start().strip_prefix("include") else {
            continue;
        };
        let rest = rest.trim_start();
        let close = match rest.chars().next() {
            Some('"') => '"',
            Some('<') => '>',
            _ => continue,
        };
        if let Some(end) = rest[1..].find(close) {
            out.push(rest[1..1 + end].to_string());
        }
    }
    out
}

fn dir_of(rel: &str) -> &str {
    rel.rfind('/').map_or("", |i| &rel[..i])
}

fn normalize(path: &str) -> Option<String> {
    let mut parts: Vec<&str> = Vec::new();
    for seg in path.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            s => parts.push(s),
        }
    }
    Some(parts.join("/"))
}

/// Where an include of `spec` written in `from` leads in the tree, if it can be found: next
/// to the including file, from the root, or under a conventional include directory.
fn resolve_include(ctx: &RepoCtx, from: &str, spec: &str) -> Option<String> {
    let dir = dir_of(from);
    let mut tries = vec![if dir.is_empty() {
        spec.to_string()
    } else {
        format!("{dir}/{spec}")
    }];
    tries.push(spec.to_string());
    for base in ["include", "src", "lib"] {
        tries.push(format!("{base}/{spec}"));
    }
    tries
        .into_iter()
        .filter_map(|t| normalize(&t))
        .find(|t| ctx.is_file(t))
}

/// The files `file` includes, directly or through included files (bounded), as found in the
/// tree, plus every include path as written.
struct Includes {
    files: HashSet<String>,
    specs: Vec<String>,
}

fn includes_of(file: &SourceFile, ctx: &RepoCtx) -> Includes {
    let mut files = HashSet::new();
    let mut specs = Vec::new();
    let text = String::from_utf8_lossy(&file.src);
    let mut frontier: Vec<(String, Vec<String>)> =
        vec![(file.rel_path.clone(), include_specs(&text))];
    for _depth in 0..4 {
        let mut next = Vec::new();
        for (from, list) in frontier {
            for spec in list {
                let found = resolve_include(ctx, &from, &spec);
                specs.push(spec);
                if let Some(f) = found {
                    if files.len() < 256 && files.insert(f.clone()) {
                        if let Some(t) = ctx.read_shared(&f) {
                            next.push((f, include_specs(&t)));
                        }
                    }
                }
            }
        }
        if next.is_empty() {
            break;
        }
        frontier = next;
    }
    Includes { files, specs }
}

fn stem(path: &str) -> &str {
    let name = path.rsplit('/').next().unwrap_or(path);
    name.rsplit_once('.').map_or(name, |(s, _)| s)
}

fn is_header(path: &str) -> bool {
    matches!(
        path.rsplit_once('.').map(|(_, e)| e),
        Some("h" | "hh" | "hpp" | "hxx" | "h++" | "inl" | "ipp" | "tpp")
    )
}

impl Includes {
    /// How the file sees the target's declaration, in words, if it does.
    fn reaches(&self, file: &SourceFile, target: &Target) -> Option<String> {
        let t = target.rel_path.as_str();
        if file.rel_path == t {
            return Some("defined in this file".into());
        }
        if self.files.contains(t)
            || self
                .specs
                .iter()
                .any(|s| t == s || t.ends_with(&format!("/{s}")))
        {
            return Some(format!("this file includes {t}"));
        }
        if !is_header(t) {
            let st = stem(t);
            if let Some(h) = self
                .files
                .iter()
                .chain(self.specs.iter())
                .find(|h| is_header(h) && stem(h) == st)
            {
                return Some(format!("this file includes {h}, the header of {t}"));
            }
        }
        None
    }
}

// ---------------------------------------------------------------- calls

pub fn calls(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call> {
    let cx = Cx {
        file,
        target,
        ctx,
        includes: includes_of(file, ctx),
        static_here: std::cell::OnceCell::new(),
        texts: std::cell::OnceCell::new(),
        tables: std::cell::OnceCell::new(),
    };
    let mut out = Vec::new();
    walk(file.tree.root_node(), |n| {
        let found = match n.kind() {
            "call_expression" => cx.call(n),
            "new_expression" => cx.construct_new(n),
            "declaration" => {
                cx.construct_decl(n, &mut out);
                None
            }
            "field_initializer" => cx.base_init(n),
            _ => None,
        };
        out.extend(found);
    });
    out
}

struct Cx<'a> {
    file: &'a SourceFile,
    target: &'a Target,
    ctx: &'a RepoCtx,
    includes: Includes,
    /// Whether this file defines a `static` function of the target's name (computed once).
    static_here: std::cell::OnceCell<bool>,
    /// This file's text and the texts of the files it includes (read once).
    texts: std::cell::OnceCell<Vec<std::sync::Arc<str>>>,
    /// The class tables of this file and the files it includes (built once).
    tables: std::cell::OnceCell<Vec<std::sync::Arc<ClassTable>>>,
}

/// What a call's callee looks like.
enum Callee<'t> {
    /// `f(…)`
    Plain,
    /// `A::B::f(…)`: the qualifier's last segment.
    Qualified(String),
    /// `x.f(…)`, `p->f(…)`: the receiver expression.
    Member(Node<'t>),
}

impl<'a> Cx<'a> {
    fn is_constructor_target(&self) -> bool {
        matches!(self.target.kind, DefKind::Constructor | DefKind::Class)
    }

    /// The class a constructor/class target builds.
    fn class_name(&self) -> &str {
        match self.target.kind {
            DefKind::Class => &self.target.name,
            _ => self.target.owner().unwrap_or(&self.target.name),
        }
    }

    fn row(
        &self,
        node: Node,
        name: Node,
        args: Option<usize>,
        binds: Binds,
        reason: String,
    ) -> Call {
        Call {
            line: line_of(name),
            byte: node.start_byte(),
            args,
            binds,
            reason,
            ..Default::default()
        }
    }

    fn args_of(&self, list: Option<Node>) -> Option<usize> {
        match list {
            Some(l) => super::resolve::count_args(self.file, l).count,
            None => Some(0),
        }
    }

    fn reaches(&self) -> Option<String> {
        self.includes.reaches(self.file, self.target)
    }

    fn call(&self, call: Node) -> Option<Call> {
        let f = call.child_by_field_name("function")?;
        let (name_node, callee) = callee_of(self.file, f)?;
        let name = self.file.text(name_node);
        let args = self.args_of(call.child_by_field_name("arguments"));
        if self.is_constructor_target() {
            // `T(…)`: a temporary built by the constructor.
            if name != self.class_name() || !matches!(callee, Callee::Plain | Callee::Qualified(_))
            {
                return None;
            }
            let (binds, reason) = match self.reaches() {
                Some(why) => (Binds::Yes, format!("builds a {}; {why}", self.class_name())),
                None => (
                    Binds::Maybe,
                    format!("builds a {} by name only", self.class_name()),
                ),
            };
            return Some(self.row(call, name_node, args, binds, reason));
        }
        if name != self.target.name {
            return None;
        }
        let (binds, reason) = match self.target.owner() {
            None => self.free_verdict(&callee),
            Some(owner) => self.member_verdict(call, &callee, owner),
        };
        let mut row = self.row(call, name_node, args, binds, reason);
        row.fits = self.overload_fits(call);
        Some(row)
    }

    /// A call of a free function.
    fn free_verdict(&self, callee: &Callee) -> (Binds, String) {
        let name = &self.target.name;
        match callee {
            Callee::Member(_) => (
                Binds::No,
                format!("calls a member or function pointer named {name}, not the function"),
            ),
            Callee::Qualified(q) if q == "std" => (
                Binds::No,
                format!("calls std::{name}, not the repository's"),
            ),
            Callee::Qualified(q) => match self.reaches() {
                Some(why) if self.target_declares_namespace(q) => {
                    (Binds::Yes, format!("calls {q}::{name}; {why}"))
                }
                _ => (
                    Binds::Maybe,
                    format!("calls {q}::{name}: namespace {q} is not seen around the target"),
                ),
            },
            Callee::Plain => {
                let static_elsewhere = self.target.defs.iter().all(|d| d.is_static)
                    && self.file.rel_path != self.target.rel_path;
                if self.file.lang == Lang::C && self.defines_static_here() {
                    return (
                        Binds::No,
                        format!("this file defines its own static {name}"),
                    );
                }
                match self.reaches() {
                    Some(why) => (Binds::Yes, why),
                    None if static_elsewhere && self.target.lang == Lang::C => (
                        Binds::No,
                        format!("{name} is static in {}", self.target.rel_path),
                    ),
                    None => (
                        Binds::Maybe,
                        format!(
                            "{name} by name only: this file does not include {}",
                            self.target.rel_path
                        ),
                    ),
                }
            }
        }
    }

    /// Whether the target's file opens `namespace q` (or `namespace a::q`).
    fn target_declares_namespace(&self, q: &str) -> bool {
        let Some(text) = self.ctx.read_shared(&self.target.rel_path) else {
            return false;
        };
        let mut from = 0;
        while let Some(at) = text[from..].find("namespace") {
            let rest = text[from + at + "namespace".len()..].trim_start();
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            if name.rsplit("::").next() == Some(q) {
                return true;
            }
            from += at + 1;
        }
        false
    }

    /// Whether this file (not the target's) defines a `static` function of the target's
    /// name: in C its calls reach that one.
    fn defines_static_here(&self) -> bool {
        self.file.rel_path != self.target.rel_path
            && *self.static_here.get_or_init(|| {
                definitions(self.file).iter().any(|d| {
                    d.name == self.target.name && d.is_static && d.kind == DefKind::Function
                })
            })
    }

    /// A call of a method of `owner`.
    fn member_verdict(&self, call: Node, callee: &Callee, owner: &str) -> (Binds, String) {
        let reach = self.reaches();
        let yes = |why: String| match &reach {
            Some(r) => (Binds::Yes, format!("{why}; {r}")),
            None => (
                Binds::Maybe,
                format!(
                    "{why}, but this file does not include {}",
                    self.target.rel_path
                ),
            ),
        };
        match callee {
            Callee::Qualified(q) if q == owner => {
                yes(format!("calls {owner}::{}", self.target.name))
            }
            Callee::Qualified(q) => (Binds::Maybe, format!("calls {q}::{}", self.target.name)),
            Callee::Member(recv) if recv.kind() == "this" => match self.enclosing_class(call) {
                Some(c) if c == owner => yes(format!("this is a {owner}")),
                Some(c) if self.inherits(&c, owner) => yes(format!(
                    "this is a {c}, which inherits {owner}::{} without redeclaring it",
                    self.target.name
                )),
                Some(c) => self.other_class(&format!("this is a {c}"), &c, owner),
                None => (Binds::Maybe, "this of an unknown class".into()),
            },
            Callee::Member(recv) => match self.receiver_type(call, *recv) {
                Some(t) if t == owner => yes(format!("receiver is a {owner}")),
                Some(t) if self.inherits(&t, owner) => yes(format!(
                    "receiver is a {t}, which inherits {owner}::{} without redeclaring it",
                    self.target.name
                )),
                Some(t) => self.other_class(&format!("receiver is a {t}"), &t, owner),
                None => (Binds::Maybe, "receiver type unknown".into()),
            },
            Callee::Plain => match self.enclosing_class(call) {
                Some(c) if c == owner => yes(format!("called inside a member of {owner}")),
                Some(c) if self.inherits(&c, owner) => yes(format!(
                    "called inside a member of {c}, which inherits {owner}::{} without redeclaring it",
                    self.target.name
                )),
                _ => (Binds::Maybe, format!("{} by name only", self.target.name)),
            },
        }
    }

    /// A call on a `class` other than `owner`: it reaches another definition when the class
    /// is declared where this file sees it and derives from `owner` through none of its bases.
    fn other_class(&self, what: &str, class: &str, owner: &str) -> (Binds, String) {
        match derives(self.texts(), class, owner, 0) {
            Some(false) => (
                Binds::No,
                format!("{what}, which does not derive from {owner}"),
            ),
            Some(true) => (
                Binds::Maybe,
                format!("{what}, derived from {owner}: it may override"),
            ),
            None => (
                Binds::Maybe,
                format!("{what}, which may derive from {owner}"),
            ),
        }
    }

    /// This file's text and the texts of the files it includes (read once).
    fn texts(&self) -> &[std::sync::Arc<str>] {
        self.texts.get_or_init(|| {
            let mut texts: Vec<std::sync::Arc<str>> =
                vec![String::from_utf8_lossy(&self.file.src).into()];
            let mut seen: Vec<&String> = self.includes.files.iter().collect();
            seen.sort();
            texts.extend(seen.into_iter().filter_map(|f| self.ctx.read_shared(f)));
            texts
        })
    }

    /// The class whose member function `node` sits in: the class body around it, the
    /// qualifier of an out-of-class definition (`T::f(…) {…}`), or the fixture of a test
    /// macro (`TEST_F(Fixture, name) {…}`, see [`Cx::macro_fixture`]).
    fn enclosing_class(&self, node: Node) -> Option<String> {
        let f = super::resolve::enclosing(node, &["function_definition"])?;
        if let Some(c) = class_scope(self.file, f).pop() {
            return Some(c);
        }
        let mut d = f.child_by_field_name("declarator")?;
        while WRAPPERS.contains(&d.kind()) {
            d = d.child_by_field_name("declarator")?;
        }
        let q = d.child_by_field_name("declarator")?;
        if q.kind() == "identifier" && f.child_by_field_name("type").is_none() {
            return self.macro_fixture(q, d);
        }
        (q.kind() == "qualified_identifier")
            .then(|| q.child_by_field_name("scope"))
            .flatten()
            .map(|s| strip_template(&self.file.text(s)))
    }

    /// `NAME(Fixture, test) {…}` with no return type: a function-like macro that, as its
    /// `#define` in this file or an included one shows, opens a class deriving from one of its
    /// parameters and ends in that class's member function — GoogleTest's `TEST_F`, jsoncpp's
    /// `JSONTEST_FIXTURE`. The body is then a member of a class derived from the argument
    /// given for that parameter, and the fixture's members and fields are in scope. A macro
    /// body that mentions the target's name (it could declare a hiding member) is not used.
    fn macro_fixture(&self, name: Node, declarator: Node) -> Option<String> {
        let macro_name = self.file.text(name);
        if !macro_word(macro_name.as_bytes()) {
            return None;
        }
        let params = declarator.child_by_field_name("parameters")?;
        let mut c = params.walk();
        let args: Vec<String> = params
            .named_children(&mut c)
            .map(|p| match (p.kind(), p.child_by_field_name("type")) {
                ("parameter_declaration", Some(t)) if p.named_child_count() == 1 => {
                    Some(self.file.text(t).into_owned())
                }
                _ => None,
            })
            .collect::<Option<_>>()?;
        let k = fixture_param(self.texts(), &macro_name, &self.target.name, 0)?;
        args.get(k)
            .map(|a| strip_template(a.rsplit("::").next().unwrap_or(a)))
    }

    /// The declared class of a receiver expression: a local, a parameter or a member field.
    fn receiver_type(&self, at: Node, recv: Node) -> Option<String> {
        let name = match recv.kind() {
            "identifier" | "field_identifier" => self.file.text(recv).into_owned(),
            "parenthesized_expression" => {
                let inner = recv.named_child(0)?;
                return self.receiver_type(at, inner);
            }
            "pointer_expression" => {
                let inner = recv.child_by_field_name("argument")?;
                return self.receiver_type(at, inner);
            }
            "subscript_expression" => {
                // `v["k"].f()`: what the class's own `operator[]` returns.
                let inner = recv.child_by_field_name("argument")?;
                let t = self.receiver_type(at, inner)?;
                return self.class_info(&t)?.subscript.clone();
            }
            "field_expression" => {
                // `this->m.f()`: the member's declared type.
                let base = recv.child_by_field_name("argument")?;
                if base.kind() != "this" {
                    return None;
                }
                let field = recv.child_by_field_name("field")?;
                let class = self.enclosing_class(at)?;
                return self.field_type(&class, &self.file.text(field));
            }
            _ => return None,
        };
        // Parameters and locals of the enclosing function, nearest first.
        let func = super::resolve::enclosing(at, &["function_definition", "lambda_expression"]);
        if let Some(func) = func {
            let mut found: Option<String> = None;
            walk(func, |n| {
                if n.start_byte() >= at.start_byte() {
                    return;
                }
                if matches!(
                    n.kind(),
                    "parameter_declaration" | "optional_parameter_declaration" | "declaration"
                ) {
                    if let Some(t) = declared_type_of(self.file, n, &name) {
                        found = Some(t);
                    }
                }
            });
            if found.is_some() {
                return found;
            }
        }
        let class = self.enclosing_class(at)?;
        self.field_type(&class, &name)
    }

    /// Which overloads of the target the call's arguments can reach by type (parallel to
    /// `Target::defs`), when an argument's type is known: only a character string (a string
    /// literal, or a `char` pointer or array the function or file declares) is typed, and it
    /// provably fits no parameter of arithmetic type, no pointer to pointer, and no pointer
    /// to a non-character type (`FILE`, an arithmetic type, a class these files declare).
    /// `None`: the count alone decides.
    fn overload_fits(&self, call: Node) -> Option<Vec<bool>> {
        if self.target.defs.len() < 2 {
            return None;
        }
        // The parameters a string can never be passed to, per definition (none: nothing to
        // tell apart by a string, and no argument needs typing).
        let refuse: Vec<Vec<bool>> = self
            .target
            .defs
            .iter()
            .map(|d| {
                param_texts(&d.signature, &d.name)
                    .unwrap_or_default()
                    .iter()
                    .map(|p| self.string_never_fits(p))
                    .collect()
            })
            .collect();
        if !refuse.iter().flatten().any(|r| *r) {
            return None;
        }
        let list = call.child_by_field_name("arguments")?;
        let mut c = list.walk();
        let strings: Vec<bool> = list
            .named_children(&mut c)
            .filter(|a| a.kind() != "comment")
            .map(|a| self.is_char_string(call, a))
            .collect();
        if !strings.contains(&true) {
            return None;
        }
        let fits = refuse
            .iter()
            .map(|r| strings.iter().zip(r).all(|(is_str, no)| !(*is_str && *no)))
            .collect();
        Some(fits)
    }

    /// Whether argument `arg` is a character string: a string literal, or a name declared
    /// as a `char` pointer or array (`x`), or an element of a `char` pointer array (`x[i]`).
    fn is_char_string(&self, at: Node, arg: Node) -> bool {
        match arg.kind() {
            "string_literal" | "concatenated_string" | "raw_string_literal" => true,
            "identifier" => self.char_depth(at, &self.file.text(arg)) >= Some(1),
            "subscript_expression" => arg
                .child_by_field_name("argument")
                .filter(|b| b.kind() == "identifier")
                .is_some_and(|b| self.char_depth(at, &self.file.text(b)) >= Some(2)),
            _ => false,
        }
    }

    /// How many pointer/array levels `name` has over `char`, when the enclosing function (a
    /// parameter or an earlier local) or the file's top level declares it of `char`.
    fn char_depth(&self, at: Node, name: &str) -> Option<usize> {
        let file = self.file;
        let look = |scope: Node, shallow: bool| {
            let mut found = None;
            let mut visit = |n: Node| {
                if n.start_byte() < at.start_byte()
                    && matches!(n.kind(), "parameter_declaration" | "declaration")
                {
                    if let Some(d) = char_decl_depth(file, n, name) {
                        found = Some(d);
                    }
                }
            };
            if shallow {
                let mut c = scope.walk();
                for n in scope.named_children(&mut c) {
                    visit(n);
                }
            } else {
                walk(scope, visit);
            }
            found
        };
        super::resolve::enclosing(at, &["function_definition", "lambda_expression"])
            .and_then(|f| look(f, false))
            .or_else(|| look(file.tree.root_node(), true))
    }

    /// Whether a character string can never be passed to a parameter declared as `param`.
    fn string_never_fits(&self, param: &str) -> bool {
        let decl = param.split('=').next().unwrap_or(param);
        let stars = decl.matches('*').count() + decl.matches('[').count();
        let base = decl
            .split(|c: char| c.is_whitespace() || c == '*' || c == '&' || c == '[')
            .find(|t| {
                !t.is_empty()
                    && !matches!(
                        *t,
                        "const" | "volatile" | "struct" | "class" | "enum" | "typename"
                    )
            })
            .map(|t| strip_template(t.rsplit("::").next().unwrap_or(t)))
            .unwrap_or_default();
        if decl.contains("...") || base.is_empty() {
            return false;
        }
        let arith = ARITHMETIC.contains(&base.as_str());
        // A non-const lvalue reference to a class (`std::istream& is`, `IStream& is` of
        // `using IStream = std::istream;`): a string is no lvalue of that class. A template
        // parameter (`T& x`) could be deduced as an array, so the type must be known.
        let mut_ref = decl.contains('&')
            && !decl.contains("&&")
            && !decl
                .split(|c: char| !c.is_alphanumeric() && c != '_')
                .any(|t| t == "const");
        if stars == 0 && mut_ref && !arith && base != "char" {
            return decl.contains("std::")
                || self.class_info(&base).is_some()
                || self.texts().iter().any(|t| names_type_alias(t, &base));
        }
        match stars {
            0 => arith || base == "char",
            1 => {
                (arith && !CHARS.contains(&base.as_str()))
                    || base == "FILE"
                    || self.class_info(&base).is_some()
            }
            _ => true,
        }
    }

    /// The declared type of field `name` of class `class`, or of a base class of it, as the
    /// class bodies of this file and the files it includes declare them.
    fn field_type(&self, class: &str, name: &str) -> Option<String> {
        let mut seen = Vec::new();
        let mut todo = vec![class.to_string()];
        while let Some(c) = todo.pop() {
            if seen.contains(&c) || seen.len() > 16 {
                continue;
            }
            let info = self.class_info(&c)?;
            if let Some(t) = info.fields.get(name) {
                return Some(t.clone());
            }
            seen.push(c);
            todo.extend(info.bases.iter().cloned());
        }
        None
    }

    /// The classes declared with a body in this file and in the files it includes (each
    /// file's table built once per measurement).
    fn class_tables(&self) -> &[std::sync::Arc<ClassTable>] {
        self.tables.get_or_init(|| {
            let mut files: Vec<&String> = self.includes.files.iter().collect();
            files.sort();
            let mut out = vec![class_table_of(self.ctx, self.file)];
            for f in files {
                let Some(lang) = Lang::from_path(std::path::Path::new(f)) else {
                    continue;
                };
                if lang.family() != self.file.lang.family() {
                    continue;
                }
                let key = format!("c:classes:{f}");
                let table = self.ctx.memo(&key, || {
                    self.ctx
                        .parsed(f, lang)
                        .map(|pf| class_table(&pf))
                        .unwrap_or_default()
                });
                out.push(table);
            }
            out
        })
    }

    fn class_info(&self, class: &str) -> Option<&ClassInfo> {
        self.class_tables().iter().find_map(|t| t.get(class))
    }

    /// Whether a member named like the target, looked up in `class` by C++'s rules (the class
    /// itself, then its bases), finds `owner`'s: `class` derives from `owner` and neither it
    /// nor a class between declares a member of that name (which would hide `owner`'s). Every
    /// class on the way must be declared where this file sees it.
    fn inherits(&self, class: &str, owner: &str) -> bool {
        self.lookup(class, owner, 0) == Some(true)
    }

    /// `Some(true)`: the lookup in `class` reaches `owner`'s member and nothing else;
    /// `Some(false)`: it provably does not; `None`: unknown.
    fn lookup(&self, class: &str, owner: &str, depth: usize) -> Option<bool> {
        if class == owner {
            return Some(true);
        }
        if depth > 8 {
            return None;
        }
        let info = self.class_info(class)?;
        if info.members.contains(&self.target.name) {
            return Some(false); // declared here: hides the base's
        }
        let mut any = false;
        for b in &info.bases {
            match self.lookup(b, owner, depth + 1) {
                Some(true) => any = true,
                Some(false) => {}
                None => return None,
            }
        }
        Some(any)
    }

    fn ctor_verdict(&self) -> (Binds, String) {
        let class = self.class_name();
        match self.reaches() {
            Some(why) => (Binds::Yes, format!("builds a {class}; {why}")),
            None => (Binds::Maybe, format!("builds a {class} by name only")),
        }
    }

    /// `new T(…)`.
    fn construct_new(&self, n: Node) -> Option<Call> {
        if !self.is_constructor_target() {
            return None;
        }
        let ty = n.child_by_field_name("type")?;
        if type_base(self.file, ty)? != self.class_name() {
            return None;
        }
        let args = n.child_by_field_name("arguments");
        let count = match args {
            Some(a) if a.kind() == "initializer_list" => return None, // aggregate or list init
            a => self.args_of(a),
        };
        let (binds, reason) = self.ctor_verdict();
        Some(self.row(n, ty, count, binds, reason))
    }

    /// `T x(…);`, `T x;` (C++): a variable built by a constructor.
    fn construct_decl(&self, n: Node, out: &mut Vec<Call>) {
        if !self.is_constructor_target()
            || self.target.lang != Lang::Cpp && self.file.lang != Lang::Cpp
        {
            return;
        }
        let Some(ty) = n.child_by_field_name("type") else {
            return;
        };
        if type_base(self.file, ty).as_deref() != Some(self.class_name()) {
            return;
        }
        // Only a class type spelled as such (not `T *p`, `T &r`, `extern T x`).
        if has_storage(self.file, n, "extern") {
            return;
        }
        let mut c = n.walk();
        for d in n.children_by_field_name("declarator", &mut c) {
            let count = match d.kind() {
                "identifier" => Some(0),
                "function_declarator" => match vexing_local(self.file, n, d) {
                    Some((_, k)) => Some(k),
                    None => continue,
                },
                "init_declarator" => match d.child_by_field_name("value") {
                    Some(v) if v.kind() == "argument_list" => self.args_of(Some(v)),
                    _ => continue, // `T x = …`, `T x{…}`: copy or list initialization
                },
                _ => continue,
            };
            let (binds, reason) = self.ctor_verdict();
            out.push(self.row(n, ty, count, binds, reason));
        }
    }

    /// `Derived(…) : Base(args)` — the base's constructor.
    fn base_init(&self, n: Node) -> Option<Call> {
        if !self.is_constructor_target() {
            return None;
        }
        let name = n.named_child(0)?;
        if strip_template(&self.file.text(name)) != self.class_name()
            || !matches!(
                name.kind(),
                "type_identifier" | "template_type" | "qualified_identifier" | "field_identifier"
            )
        {
            return None;
        }
        let args = n
            .named_children(&mut n.walk())
            .find(|c| c.kind() == "argument_list");
        let count = self.args_of(args);
        let (binds, reason) = self.ctor_verdict();
        Some(self.row(n, name, count, binds, reason))
    }
}

/// The `#define name(params) body` written in `texts` (continuation lines joined).
fn macro_definition(texts: &[std::sync::Arc<str>], name: &str) -> Option<(Vec<String>, String)> {
    for t in texts {
        let mut from = 0;
        while let Some(at) = t[from..].find("#define") {
            let at = from + at;
            from = at + 7;
            let rest = t[from..].trim_start_matches([' ', '\t']);
            let Some(after) = rest.strip_prefix(name) else {
                continue;
            };
            let Some(after) = after.strip_prefix('(') else {
                continue;
            };
            let close = after.find(')')?;
            let params = after[..close]
                .split(',')
                .map(|p| p.trim().to_string())
                .collect();
            let mut body = String::new();
            for line in after[close + 1..].lines() {
                match line.strip_suffix('\\') {
                    Some(l) => body.push_str(l),
                    None => {
                        body.push_str(line);
                        break;
                    }
                }
                body.push(' ');
            }
            return Some((params, body));
        }
    }
    None
}

/// Which parameter of macro `name` a class its body opens derives from (`: public P {`),
/// directly or through another macro it expands to first; `None` when none does, or the
/// body mentions `member` (the name being looked up).
fn fixture_param(
    texts: &[std::sync::Arc<str>],
    name: &str,
    member: &str,
    depth: usize,
) -> Option<usize> {
    if depth > 3 {
        return None;
    }
    let (params, body) = macro_definition(texts, name)?;
    if body
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|w| w == member)
    {
        return None;
    }
    let words: Vec<&str> = body.split_whitespace().collect();
    for (i, w) in words.iter().enumerate() {
        let w = w.trim_end_matches(['{', ',']);
        let base = match (i.checked_sub(1).map(|j| words[j]), w) {
            (Some("public" | "protected" | "private"), b)
                if i >= 2 && words[i - 2].ends_with(':') =>
            {
                b
            }
            _ => continue,
        };
        if let Some(k) = params.iter().position(|p| p == base) {
            return Some(k);
        }
    }
    // `NAME(A, B)` that expands to `OTHER(A, B, x)` first.
    let inner = body.trim_start();
    let open = inner.find('(')?;
    let other = inner[..open].trim();
    if !macro_word(other.as_bytes()) {
        return None;
    }
    let close = inner.find(')')?;
    let passed: Vec<&str> = inner[open + 1..close].split(',').map(str::trim).collect();
    let j = fixture_param(texts, other, member, depth + 1)?;
    params
        .iter()
        .position(|p| Some(&p.as_str()) == passed.get(j))
}

/// Whether class `class` derives from `owner` by the class heads written in `texts`:
/// `None` when a class on the way is not declared there.
fn derives(texts: &[std::sync::Arc<str>], class: &str, owner: &str, depth: usize) -> Option<bool> {
    if class == owner {
        return Some(true);
    }
    if depth > 8 {
        return None;
    }
    let bases = texts.iter().find_map(|t| class_head_bases(t, class))?;
    let mut unknown = false;
    for b in bases {
        match derives(texts, &b, owner, depth + 1) {
            Some(true) => return Some(true),
            Some(false) => {}
            None => unknown = true,
        }
    }
    (!unknown).then_some(false)
}

/// The base classes of `class X [final] [: bases] {` written in `text`, if it defines X.
fn class_head_bases(text: &str, class: &str) -> Option<Vec<String>> {
    for kw in ["class ", "struct "] {
        let mut from = 0;
        while let Some(at) = text[from..].find(kw) {
            let at = from + at;
            from = at + kw.len();
            if at > 0 && text.as_bytes()[at - 1].is_ascii_alphanumeric() {
                continue;
            }
            let rest = text[from..].trim_start();
            let Some(after) = rest.strip_prefix(class) else {
                continue;
            };
            if after.starts_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let after = after.trim_start();
            let after = after.strip_prefix("final").unwrap_or(after).trim_start();
            if after.starts_with('{') {
                return Some(Vec::new());
            }
            let Some(list) = after.strip_prefix(':') else {
                continue;
            };
            let Some(end) = list.find('{') else {
                continue;
            };
            let bases = list[..end]
                .split(',')
                .filter_map(|b| {
                    let b = b.split('<').next()?;
                    let w = b.split_whitespace().last()?;
                    Some(w.rsplit("::").next().unwrap_or(w).to_string())
                })
                .collect();
            return Some(bases);
        }
    }
    None
}

/// The name node and form of a call's function expression.
fn callee_of<'t>(file: &SourceFile, f: Node<'t>) -> Option<(Node<'t>, Callee<'t>)> {
    match f.kind() {
        "identifier" => Some((f, Callee::Plain)),
        "template_function" => Some((f.child_by_field_name("name")?, Callee::Plain)),
        "qualified_identifier" => {
            let mut scope = None;
            let mut n = f;
            while n.kind() == "qualified_identifier" {
                scope = n.child_by_field_name("scope").or(scope);
                n = n.child_by_field_name("name")?;
            }
            if n.kind() == "template_function" {
                n = n.child_by_field_name("name")?;
            }
            if n.kind() != "identifier" {
                return None;
            }
            let q = scope
                .map(|s| strip_template(&file.text(s)))
                .unwrap_or_default();
            Some((
                n,
                if q.is_empty() {
                    Callee::Plain
                } else {
                    Callee::Qualified(q)
                },
            ))
        }
        "field_expression" => {
            let recv = f.child_by_field_name("argument")?;
            let mut field = f.child_by_field_name("field")?;
            if field.kind() == "template_method" {
                field = field.child_by_field_name("name")?;
            }
            if field.kind() != "field_identifier" {
                return None;
            }
            Some((field, Callee::Member(recv)))
        }
        "parenthesized_expression" => callee_of(file, f.named_child(0)?),
        _ => None,
    }
}

/// The base class name of a type node: qualifiers, template arguments and cv stripped.
fn type_base(file: &SourceFile, t: Node) -> Option<String> {
    match t.kind() {
        "type_identifier" => Some(file.text(t).into_owned()),
        "template_type" => Some(file.text(t.child_by_field_name("name")?).into_owned()),
        "qualified_identifier" => type_base(file, t.child_by_field_name("name")?),
        "struct_specifier" | "class_specifier" | "union_specifier" => {
            Some(strip_template(&file.text(t.child_by_field_name("name")?)))
        }
        _ => None,
    }
}

/// The class a declaration gives `name`, when it declares `name` as a value, pointer or
/// reference of one (`T x`, `T *p`, `const T &r`, `auto p = new T(…)`).
fn declared_type_of(file: &SourceFile, decl: Node, name: &str) -> Option<String> {
    let ty = decl.child_by_field_name("type")?;
    let mut c = decl.walk();
    for d in decl.children_by_field_name("declarator", &mut c) {
        if let Some((v, _)) = vexing_local(file, decl, d) {
            if file.text(v) == name {
                return type_base(file, ty);
            }
            continue;
        }
        let mut x = d;
        let mut value = None;
        loop {
            match x.kind() {
                "init_declarator" => {
                    value = x.child_by_field_name("value");
                    x = x.child_by_field_name("declarator")?;
                }
                k if WRAPPERS.contains(&k) => {
                    x = x.named_children(&mut x.walk()).find(|c| {
                        c.kind() != "type_qualifier" && c.kind() != "ms_pointer_modifier"
                    })?;
                }
                _ => break,
            }
        }
        if !matches!(x.kind(), "identifier" | "field_identifier") || file.text(x) != name {
            continue;
        }
        if file.text(ty) == "auto" {
            let v = value?;
            return match v.kind() {
                "new_expression" => type_base(file, v.child_by_field_name("type")?),
                "call_expression" => {
                    let f = v.child_by_field_name("function")?;
                    (f.kind() == "identifier").then(|| file.text(f).into_owned())
                }
                _ => None,
            };
        }
        return type_base(file, ty);
    }
    None
}

/// Arithmetic types a character string does not convert to (`bool` is not among them).
const ARITHMETIC: &[&str] = &[
    "char",
    "short",
    "int",
    "long",
    "unsigned",
    "signed",
    "float",
    "double",
    "size_t",
    "ssize_t",
    "ptrdiff_t",
    "int8_t",
    "int16_t",
    "int32_t",
    "int64_t",
    "uint8_t",
    "uint16_t",
    "uint32_t",
    "uint64_t",
    "intptr_t",
    "uintptr_t",
];

/// Character types: a pointer to one may be a string.
const CHARS: &[&str] = &["char", "signed", "unsigned", "int8_t", "uint8_t"];

/// The parameter texts of `name(…)` in a definition's signature, split at top-level commas
/// (`None` when the list cannot be found).
fn param_texts(signature: &str, name: &str) -> Option<Vec<String>> {
    let mut from = 0;
    let open = loop {
        let at = from + signature[from..].find(name)?;
        let after = signature[at + name.len()..].trim_start();
        let before_ok = at == 0
            || !signature.as_bytes()[at - 1].is_ascii_alphanumeric()
                && signature.as_bytes()[at - 1] != b'_';
        if before_ok && after.starts_with('(') {
            break signature.len() - after.len();
        }
        from = at + name.len();
    };
    let mut depth = 0usize;
    let mut out = Vec::new();
    let mut cur = String::new();
    for ch in signature[open + 1..].chars() {
        match ch {
            '(' | '<' | '[' | '{' => depth += 1,
            ')' if depth == 0 => {
                if !cur.trim().is_empty() {
                    out.push(cur.trim().to_string());
                }
                return Some(out);
            }
            ')' | '>' | ']' | '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(ch);
    }
    None
}

/// The pointer/array depth over `char` with which declaration `decl` declares `name`.
fn char_decl_depth(file: &SourceFile, decl: Node, name: &str) -> Option<usize> {
    let ty = decl.child_by_field_name("type")?;
    if !(ty.kind() == "primitive_type" && file.text(ty) == "char") {
        return None;
    }
    let mut c = decl.walk();
    for d in decl.children_by_field_name("declarator", &mut c) {
        let mut x = d;
        let mut depth = 0;
        loop {
            match x.kind() {
                "pointer_declarator" | "array_declarator" => depth += 1,
                "init_declarator" | "parenthesized_declarator" | "attributed_declarator" => {}
                _ => break,
            }
            x = match x.child_by_field_name("declarator") {
                Some(y) => y,
                None => break,
            };
        }
        if x.kind() == "identifier" && file.text(x) == name {
            return Some(depth);
        }
    }
    None
}

/// What a class body declares, for member lookup through bases: its direct bases, its data
/// members' types, and the names of its member functions (and `using` declarations).
#[derive(Debug, Default)]
struct ClassInfo {
    bases: Vec<String>,
    fields: std::collections::HashMap<String, String>,
    members: HashSet<String>,
    /// The class its `operator[]` returns (a value, reference or pointer of), if declared.
    subscript: Option<String>,
}

type ClassTable = std::collections::HashMap<String, ClassInfo>;

/// This file's class table, built once per measurement like an included file's.
fn class_table_of(ctx: &RepoCtx, file: &SourceFile) -> std::sync::Arc<ClassTable> {
    let key = format!("c:classes:{}", file.rel_path);
    ctx.memo(&key, || class_table(file))
}

fn class_table(file: &SourceFile) -> ClassTable {
    let mut out = ClassTable::new();
    walk(file.tree.root_node(), |n| {
        if !CLASSES.contains(&n.kind()) {
            return;
        }
        let (Some(name), Some(body)) =
            (n.child_by_field_name("name"), n.child_by_field_name("body"))
        else {
            return;
        };
        let mut info = ClassInfo::default();
        let mut c = n.walk();
        for k in n.named_children(&mut c) {
            if k.kind() == "base_class_clause" {
                let mut kc = k.walk();
                for b in k.named_children(&mut kc) {
                    if let Some(t) = type_base(file, b) {
                        info.bases.push(t);
                    }
                }
            }
        }
        let mut bc = body.walk();
        for m in body.named_children(&mut bc) {
            let m = if m.kind() == "template_declaration" {
                match m.named_children(&mut m.walk()).last() {
                    Some(x) => x,
                    None => continue,
                }
            } else {
                m
            };
            match m.kind() {
                "field_declaration" | "declaration" | "function_definition" => {
                    if let Some(f) = member_function_name(file, m) {
                        if f == "operator[]" && info.subscript.is_none() {
                            info.subscript = m
                                .child_by_field_name("type")
                                .and_then(|t| type_base(file, t));
                        }
                        info.members.insert(f);
                        continue;
                    }
                    if m.kind() == "field_declaration" {
                        for (field, ty) in declared_names(file, m) {
                            info.fields.insert(field, ty);
                        }
                    }
                }
                "using_declaration" => {
                    let text = file.text(m);
                    let last = text
                        .trim_end_matches(';')
                        .rsplit("::")
                        .next()
                        .unwrap_or_default()
                        .trim()
                        .to_string();
                    info.members.insert(last);
                }
                _ => {}
            }
        }
        out.entry(strip_template(&file.text(name))).or_insert(info);
    });
    out
}

/// The name of the member function a class-body member declares or defines, if it is one.
fn member_function_name(file: &SourceFile, m: Node) -> Option<String> {
    let mut d = m.child_by_field_name("declarator")?;
    loop {
        if d.kind() == "function_declarator" {
            let n = d.child_by_field_name("declarator")?;
            return Some(file.text(n).rsplit("::").next()?.to_string());
        }
        if WRAPPERS.contains(&d.kind()) || d.kind() == "init_declarator" {
            d = d
                .named_children(&mut d.walk())
                .find(|c| c.kind() != "type_qualifier" && c.kind() != "ms_pointer_modifier")?;
            continue;
        }
        return None;
    }
}

/// Every (name, class) a declaration declares (`T a, *b;`).
fn declared_names(file: &SourceFile, decl: Node) -> Vec<(String, String)> {
    let Some(ty) = decl
        .child_by_field_name("type")
        .and_then(|t| type_base(file, t))
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut c = decl.walk();
    for d in decl.children_by_field_name("declarator", &mut c) {
        let mut x = d;
        while WRAPPERS.contains(&x.kind()) || x.kind() == "init_declarator" {
            match x
                .named_children(&mut x.walk())
                .find(|c| c.kind() != "type_qualifier" && c.kind() != "ms_pointer_modifier")
            {
                Some(y) => x = y,
                None => break,
            }
        }
        if matches!(x.kind(), "identifier" | "field_identifier") {
            out.push((file.text(x).into_owned(), ty.clone()));
        }
    }
    out
}

/// Whether `text` declares `name` as a type alias: `using name = …;` or `typedef … name;`.
fn names_type_alias(text: &str, name: &str) -> bool {
    let word = |at: usize| {
        let before = text[..at].chars().next_back();
        let after = text[at + name.len()..].chars().next();
        let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        !ident(before) && !ident(after)
    };
    text.match_indices(name).any(|(at, _)| {
        if !word(at) {
            return false;
        }
        let head = text[..at].trim_end();
        let tail = text[at + name.len()..].trim_start();
        let line = head
            .rsplit(['\n', ';', '{', '}'])
            .next()
            .unwrap_or("")
            .trim_start();
        (head.ends_with("using") && tail.starts_with('=') && !tail.starts_with("=="))
            || (tail.starts_with(';') && line.starts_with("typedef "))
    })
}

/// Whether a declarator names something (holds an identifier), unlike an abstract one.
fn has_identifier(n: Node) -> bool {
    let mut found = false;
    walk(n, |k| {
        found |= matches!(k.kind(), "identifier" | "field_identifier")
    });
    found
}

/// A local `T x(a, b);` that C++'s grammar reads as a function declaration (`x` taking
/// parameters of types `a` and `b`: the "most vexing parse"): inside a function body a
/// declaration whose parameters are bare names declares a variable built with those
/// arguments — and so does one where any bare name is a parameter of the enclosing function,
/// which names a value there, not a type (`CZString k(key, unsigned(strlen(key)), …)`, the
/// others read as declarators). Returns the variable's name node and its argument count.
fn vexing_local<'t>(file: &SourceFile, decl: Node<'t>, d: Node<'t>) -> Option<(Node<'t>, usize)> {
    if d.kind() != "function_declarator"
        || super::resolve::enclosing(decl, &["compound_statement"]).is_none()
    {
        return None;
    }
    let name = d.child_by_field_name("declarator")?;
    if name.kind() != "identifier" {
        return None;
    }
    let params = d.child_by_field_name("parameters")?;
    let mut c = params.walk();
    let mut count = 0;
    let mut all_bare = true;
    let mut a_value = false;
    let mut values: Option<Vec<String>> = None;
    for p in params.named_children(&mut c) {
        // A name (`fp`, `ns::k`), or an expression the grammar took for an unnamed parameter
        // (`static_cast<unsigned>(n)` reads as a template type with an abstract declarator):
        // never a primitive type, a qualifier, or a named parameter.
        let unnamed = p
            .child_by_field_name("declarator")
            .is_none_or(|d| !has_identifier(d));
        let bare = p.kind() == "parameter_declaration"
            && unnamed
            && p.child_by_field_name("type").is_some_and(|t| {
                matches!(
                    t.kind(),
                    "type_identifier" | "qualified_identifier" | "template_type"
                )
            })
            && p.named_children(&mut p.walk())
                .all(|k| k.kind() != "type_qualifier");
        all_bare &= bare;
        if bare && !a_value {
            if let Some(t) = p
                .child_by_field_name("type")
                .filter(|t| t.kind() == "type_identifier")
            {
                let names = values.get_or_insert_with(|| enclosing_params(file, decl));
                a_value = names.iter().any(|n| *n == file.text(t));
            }
        }
        count += 1;
    }
    (all_bare || a_value).then_some((name, count))
}

/// The parameter names of the function definition around `n` (`const char* key` → `key`).
fn enclosing_params(file: &SourceFile, n: Node) -> Vec<String> {
    let Some(f) = super::resolve::enclosing(n, &["function_definition"]) else {
        return Vec::new();
    };
    let mut d = f.child_by_field_name("declarator");
    while let Some(x) = d.filter(|x| x.kind() != "function_declarator") {
        d = x
            .named_children(&mut x.walk())
            .find(|c| c.kind() != "type_qualifier" && c.kind() != "ms_pointer_modifier");
    }
    let Some(params) = d.and_then(|d| d.child_by_field_name("parameters")) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut c = params.walk();
    for p in params.named_children(&mut c) {
        let mut x = p.child_by_field_name("declarator");
        while let Some(y) = x.filter(|y| y.kind() != "identifier") {
            x = y
                .named_children(&mut y.walk())
                .find(|c| c.kind() != "type_qualifier" && c.kind() != "ms_pointer_modifier");
        }
        if let Some(id) = x {
            out.push(file.text(id).into_owned());
        }
    }
    out
}

#[cfg(test)]
mod tests;
