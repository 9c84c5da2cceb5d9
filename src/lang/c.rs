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
        Some(self.row(call, name_node, args, binds, reason))
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
                Some(c) => self.other_class(&format!("this is a {c}"), &c, owner),
                None => (Binds::Maybe, "this of an unknown class".into()),
            },
            Callee::Member(recv) => match self.receiver_type(call, *recv) {
                Some(t) if t == owner => yes(format!("receiver is a {owner}")),
                Some(t) => self.other_class(&format!("receiver is a {t}"), &t, owner),
                None => (Binds::Maybe, "receiver type unknown".into()),
            },
            Callee::Plain => match self.enclosing_class(call) {
                Some(c) if c == owner => yes(format!("called inside a member of {owner}")),
                _ => (Binds::Maybe, format!("{} by name only", self.target.name)),
            },
        }
    }

    /// A call on a `class` other than `owner`: it reaches another definition when the class
    /// is declared where this file sees it and derives from `owner` through none of its bases.
    fn other_class(&self, what: &str, class: &str, owner: &str) -> (Binds, String) {
        let texts = self.texts.get_or_init(|| {
            let mut texts: Vec<std::sync::Arc<str>> =
                vec![String::from_utf8_lossy(&self.file.src).into()];
            let mut seen: Vec<&String> = self.includes.files.iter().collect();
            seen.sort();
            texts.extend(seen.into_iter().filter_map(|f| self.ctx.read_shared(f)));
            texts
        });
        match derives(texts, class, owner, 0) {
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

    /// The class whose member function `node` sits in: the class body around it, or the
    /// qualifier of an out-of-class definition (`T::f(…) {…}`).
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
        (q.kind() == "qualified_identifier")
            .then(|| q.child_by_field_name("scope"))
            .flatten()
            .map(|s| strip_template(&self.file.text(s)))
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

    /// The declared type of field `name` of class `class`, when this file declares the class.
    fn field_type(&self, class: &str, name: &str) -> Option<String> {
        let mut found = None;
        walk(self.file.tree.root_node(), |n| {
            if found.is_none()
                && CLASSES.contains(&n.kind())
                && n.child_by_field_name("name")
                    .is_some_and(|x| strip_template(&self.file.text(x)) == class)
            {
                if let Some(body) = n.child_by_field_name("body") {
                    let mut c = body.walk();
                    for f in body.named_children(&mut c) {
                        if f.kind() == "field_declaration" {
                            if let Some(t) = declared_type_of(self.file, f, name) {
                                found = Some(t);
                            }
                        }
                    }
                }
            }
        });
        found
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

#[cfg(test)]
mod tests;
