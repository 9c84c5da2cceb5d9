//! Builtin-engine support for Swift (see the module docs of `crate::lang`).
//!
//! `definitions` lists `func` (free functions, methods, protocol requirements), `init` (the
//! constructor of its type), and `class`/`struct`/`enum`/`actor`/`protocol`/`extension`
//! declarations. Parameters are counted by SPEC §4: every parameter once, a variadic
//! (`xs: Int...`) once. Each parameter keeps its argument label: a labelled parameter
//! (`to b: Int`, or `b: Int`, whose label is its name) is passed as `to:`/`b:` only; `_ b`
//! is passed without a label; a default value (`= 1`) makes it optional.
//!
//! `calls` finds `name(...)`, `x.name(...)`, `Type.name(...)`, and for an `init`: `Type(...)`,
//! `Type.init(...)`, `self.init(...)`, `super.init(...)`. A call with a trailing closure is
//! not counted (which parameter a trailing closure fills depends on the parameter types), so
//! it is never flagged.
//!
//! Binding evidence: the receiver's declared type (`x: T` parameter, `let x: T`,
//! `let x = T(...)`, a property of the enclosing type), `self` and a receiver-less call inside
//! the target's type or an extension of it, the type itself for `static`/`class` methods and
//! `init`, and a receiver-less call of a top-level function from a type that declares no
//! member of that name, in the same module (`Sources/<Module>/`) or one that imports it.

pub(crate) mod fragment;

use tree_sitter::Node;

use super::{
    collapse_ws, line_of, walk, Binds, Call, Def, DefKind, Param, ParamKind, Params, RepoCtx,
    SourceFile, Target,
};

// ------------------------------------------------------------------------------------------
// definitions

fn is_type_decl(kind: &str) -> bool {
    matches!(kind, "class_declaration" | "protocol_declaration")
}

fn is_func(kind: &str) -> bool {
    matches!(
        kind,
        "function_declaration" | "init_declaration" | "protocol_function_declaration"
    )
}

/// The name a type declaration declares (an extension: the extended type, without generic
/// arguments or module prefix).
fn type_name(file: &SourceFile, n: Node) -> Option<String> {
    let name = n.child_by_field_name("name")?;
    let text = file.text(name);
    let base = text.split('<').next().unwrap_or("").trim();
    let last = base.rsplit('.').next().unwrap_or(base).trim();
    (!last.is_empty()).then(|| last.to_string())
}

/// The enclosing names (types and functions, outermost first) of every type and function
/// node, and whether the innermost is a type, from one walk of the tree (`Node::parent` walks
/// down from the root each time, so asking it per definition is quadratic).
fn places(file: &SourceFile) -> std::collections::HashMap<usize, (Vec<String>, bool)> {
    let mut out = std::collections::HashMap::new();
    // (depth, name, is a type)
    let mut frames: Vec<(usize, String, bool)> = Vec::new();
    super::walk_depth(file.tree.root_node(), |node, depth| {
        while frames.last().is_some_and(|f| depth <= f.0) {
            frames.pop();
        }
        let kind = node.kind();
        let ty = is_type_decl(kind);
        if ty || is_func(kind) {
            let scope: Vec<String> = frames.iter().map(|f| f.1.clone()).collect();
            out.insert(node.id(), (scope, frames.last().is_some_and(|f| f.2)));
            let name = if ty {
                type_name(file, node)
            } else if kind == "init_declaration" {
                Some("init".to_string())
            } else {
                node.child_by_field_name("name")
                    .map(|n| file.text(n).into_owned())
            };
            if let Some(name) = name {
                frames.push((depth, name, ty));
            }
        }
    });
    out
}

fn modifiers(file: &SourceFile, node: Node) -> String {
    let mut cursor = node.walk();
    let m = node
        .children(&mut cursor)
        .filter(|c| c.kind() == "modifiers")
        .map(|c| file.text(c).into_owned())
        .collect::<Vec<_>>()
        .join(" ");
    m
}

pub fn definitions(file: &SourceFile) -> Vec<Def> {
    let places = places(file);
    let mut out = Vec::new();
    for m in super::defs::matches(file) {
        let node = m.node;
        let (scope, in_type) = places.get(&node.id()).cloned().unwrap_or_default();
        if m.kind != DefKind::Class {
            if let Some(d) = func_def(file, node, scope, in_type) {
                out.push(d);
            }
            continue;
        }
        let is_ext = node
            .child_by_field_name("declaration_kind")
            .is_some_and(|k| file.text(k) == "extension");
        if is_ext {
            continue;
        }
        let Some(name) = type_name(file, node) else {
            continue;
        };
        let mods = modifiers(file, node);
        let end = node
            .child_by_field_name("body")
            .map(|b| b.start_byte())
            .unwrap_or(node.end_byte());
        out.push(Def {
            public: mods.contains("public") || mods.contains("open"),
            signature: collapse_ws(&String::from_utf8_lossy(&file.src[node.start_byte()..end])),
            ..Def::spanning(node, name, DefKind::Class, scope)
        });
    }
    out
}

fn func_def(file: &SourceFile, node: Node, scope: Vec<String>, in_type: bool) -> Option<Def> {
    let (name, kind) = if node.kind() == "init_declaration" {
        ("init".to_string(), DefKind::Constructor)
    } else {
        let n = file.text(node.child_by_field_name("name")?).into_owned();
        (
            n,
            if in_type {
                DefKind::Method
            } else {
                DefKind::Function
            },
        )
    };
    let mods = modifiers(file, node);
    let body = node.child_by_field_name("body");
    let end = body.map(|b| b.start_byte()).unwrap_or(node.end_byte());
    Some(Def {
        params: count_params(file, node),
        public: mods.contains("public") || mods.contains("open"),
        is_static: mods.contains("static") || mods.contains("class"),
        signature: collapse_ws(&String::from_utf8_lossy(&file.src[node.start_byte()..end])),
        ..Def::spanning(node, name, kind, scope)
    })
}

/// The parameters of a `func`/`init` node: they are its direct `parameter` children, a
/// default value the `default_value` child after one.
pub(crate) fn count_params(file: &SourceFile, node: Node) -> Params {
    let mut p = Params::default();
    let mut cursor = node.walk();
    let mut last: Option<usize> = None;
    let mut more = cursor.goto_first_child();
    while more {
        let c = cursor.node();
        let field = cursor.field_name();
        more = cursor.goto_next_sibling();
        if c.kind() == "parameter" {
            let external = c.child_by_field_name("external_name").map(|e| file.text(e));
            let internal = {
                let mut cc = c.walk();
                let n = c
                    .named_children(&mut cc)
                    .find(|x| x.kind() == "simple_identifier")
                    .map(|x| file.text(x).into_owned());
                n
            };
            let label = match external {
                Some(e) => e.into_owned(),
                None => internal.clone().unwrap_or_default(),
            };
            let variadic = {
                let mut cc = c.walk();
                let v = c.children(&mut cc).any(|x| x.kind() == "...");
                v
            };
            p.count += 1;
            if variadic {
                p.variadic = true;
                if label != "_" {
                    p.list.push(Param {
                        name: label,
                        kind: ParamKind::KeywordOnly,
                        required: false,
                    });
                }
                // The values after the first one are written without a label.
                p.list.push(Param {
                    name: String::new(),
                    kind: ParamKind::VarPositional,
                    required: false,
                });
                last = None;
            } else {
                let kind = if label == "_" {
                    ParamKind::PositionalOnly
                } else {
                    ParamKind::KeywordOnly
                };
                p.required += 1;
                p.list.push(Param {
                    name: if label == "_" { String::new() } else { label },
                    kind,
                    required: true,
                });
                last = Some(p.list.len() - 1);
            }
        } else if field == Some("default_value") {
            if let Some(i) = last.take() {
                if let Some(param) = p.list.get_mut(i) {
                    if param.required {
                        param.required = false;
                        p.required -= 1;
                    }
                }
            }
        }
    }
    p
}

// ------------------------------------------------------------------------------------------
// calls

enum Recv {
    Implicit,
    /// `self` (or `super` for an init).
    Self_,
    Super,
    /// A type name used as the receiver (`T.f()`), or a module name.
    Type(String),
    /// A value of a declared type, and how that is known.
    Value(String, String),
    Unknown(String),
}

struct Ctx<'a, 't> {
    file: &'t SourceFile,
    target: &'a Target,
    owner: Option<String>,
    /// Type name → the names in its inheritance clause, of the types this file and the
    /// target's file declare.
    supers: Vec<(String, Vec<String>)>,
    /// Types (this file) that declare a member of the target's name, and whether static.
    defines_in: Vec<(String, bool)>,
    /// The target's module (`Sources/<M>/…`) and whether the calling file is in it or
    /// imports it.
    reaches_module: bool,
    module: Option<String>,
}

fn module_of(rel: &str) -> Option<&str> {
    let rel = rel.trim_start_matches("./");
    let mut parts = rel.split('/');
    while let Some(p) = parts.next() {
        if p == "Sources" || p == "Tests" {
            return parts.next();
        }
    }
    None
}

type Supers = Vec<(String, Vec<String>)>;

/// The inheritance clause of type declaration `n` (last segments, generic arguments dropped).
fn inheritance_of(file: &SourceFile, n: Node, out: &mut Supers) {
    let Some(name) = type_name(file, n) else {
        return;
    };
    let mut cursor = n.walk();
    let sups: Vec<String> = n
        .children(&mut cursor)
        .filter(|c| c.kind() == "inheritance_specifier")
        .map(|c| {
            let t = file.text(c);
            let base = t.split('<').next().unwrap_or("").trim().to_string();
            base.rsplit('.').next().unwrap_or(&base).to_string()
        })
        .collect();
    if !sups.is_empty() {
        out.push((name, sups));
    }
}

pub fn calls(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call> {
    let owner = target.owner().map(str::to_string);
    let mut supers = Vec::new();
    if file.rel_path != target.rel_path {
        // The target file's inheritance clauses, read and parsed once per measurement.
        let theirs = ctx.memo(&format!("swift-inheritance:{}", target.rel_path), || {
            let mut v = Supers::new();
            let parsed = ctx.read_shared(&target.rel_path).and_then(|text| {
                SourceFile::parse(&target.rel_path, target.lang, text.as_bytes().to_vec()).ok()
            });
            if let Some(tf) = parsed {
                walk(tf.tree.root_node(), |n| {
                    if is_type_decl(n.kind()) {
                        inheritance_of(&tf, n, &mut v);
                    }
                });
            }
            v
        });
        supers.extend(theirs.iter().cloned());
    }
    // One walk: inheritance clauses, same-named members, the calls.
    let want = if target.kind == DefKind::Constructor {
        "init"
    } else {
        target.name.as_str()
    };
    let mut defines_in = Vec::new();
    let mut nodes = Vec::new();
    walk(file.tree.root_node(), |n| {
        let kind = n.kind();
        if is_type_decl(kind) {
            inheritance_of(file, n, &mut supers);
        } else if is_func(kind) {
            let named = if kind == "init_declaration" {
                want == "init"
            } else {
                n.child_by_field_name("name")
                    .is_some_and(|x| file.src.get(x.byte_range()) == Some(want.as_bytes()))
            };
            if named {
                if let Some(t) = enclosing_type_of(file, n) {
                    let mods = modifiers(file, n);
                    defines_in.push((t, mods.contains("static") || mods.contains("class")));
                }
            }
        } else if kind == "call_expression" {
            nodes.push(n);
        }
    });
    let module = module_of(&target.rel_path).map(str::to_string);
    let reaches_module = match (&module, module_of(&file.rel_path)) {
        (None, _) => true,
        (Some(m), Some(here)) if m == here => true,
        (Some(m), _) => String::from_utf8_lossy(&file.src).lines().any(|l| {
            let l = l.trim();
            l.strip_prefix("import ")
                .or_else(|| l.strip_prefix("@testable import "))
                .is_some_and(|rest| rest.trim() == m)
        }),
    };
    let c = Ctx {
        file,
        target,
        owner,
        supers,
        defines_in,
        reaches_module,
        module,
    };
    nodes.into_iter().filter_map(|n| c.classify(n)).collect()
}

/// The innermost type declaration around `node` (extensions give the extended type).
fn enclosing_type_of(file: &SourceFile, node: Node) -> Option<String> {
    let mut cur = node.parent();
    while let Some(n) = cur {
        if is_type_decl(n.kind()) {
            return type_name(file, n);
        }
        cur = n.parent();
    }
    None
}

/// Arguments: their count and labels (`None` with a trailing closure or none to count).
fn count_args(file: &SourceFile, suffix: Node) -> (Option<usize>, Vec<String>) {
    let mut n = 0;
    let mut labels = Vec::new();
    let mut cursor = suffix.walk();
    for part in suffix.named_children(&mut cursor) {
        match part.kind() {
            "value_arguments" => {
                let mut c = part.walk();
                for a in part.named_children(&mut c) {
                    if a.kind() != "value_argument" {
                        continue;
                    }
                    n += 1;
                    if let Some(l) = a.child_by_field_name("name") {
                        labels.push(file.text(l).trim_end_matches(':').trim().to_string());
                    }
                }
            }
            "lambda_literal" | "annotated_lambda" => return (None, Vec::new()),
            _ => {}
        }
    }
    (Some(n), labels)
}

fn strip_type(t: &str) -> String {
    let t = t.trim().trim_end_matches(['?', '!']);
    let base = t.split('<').next().unwrap_or(t).trim();
    base.rsplit('.').next().unwrap_or(base).to_string()
}

impl Ctx<'_, '_> {
    fn classify(&self, node: Node) -> Option<Call> {
        let file = self.file;
        let callee = node.named_child(0)?;
        let suffix = {
            let mut cursor = node.walk();
            let s = node
                .named_children(&mut cursor)
                .find(|c| c.kind() == "call_suffix");
            s?
        };
        let is_init = self.target.kind == DefKind::Constructor;
        let owner = self.owner.as_deref();
        let (name_node, recv) = match callee.kind() {
            "simple_identifier" => {
                let t = file.text(callee);
                if is_init {
                    if Some(t.as_ref()) != owner {
                        return None;
                    }
                    (callee, Recv::Type(t.into_owned()))
                } else {
                    if t != self.target.name {
                        return None;
                    }
                    (callee, Recv::Implicit)
                }
            }
            "navigation_expression" => {
                let suf = callee.child_by_field_name("suffix")?;
                let name = suf.child_by_field_name("suffix").unwrap_or(suf);
                let n = file.text(name);
                let want = if is_init {
                    "init"
                } else {
                    self.target.name.as_str()
                };
                if n != want {
                    return None;
                }
                let target = callee.child_by_field_name("target")?;
                (name, self.receiver(target, node))
            }
            _ => return None,
        };
        let (args, keywords) = count_args(file, suffix);
        let (binds, reason) = self.verdict(node, recv);
        Some(Call {
            line: line_of(name_node),
            byte: node.start_byte(),
            args,
            binds,
            supplies_receiver: false,
            reason,
            keywords,
            fills_variadic: false,
            fits: None,
        })
    }

    fn receiver(&self, r: Node, call: Node) -> Recv {
        let file = self.file;
        let text = file.text(r).into_owned();
        match r.kind() {
            "self_expression" => return Recv::Self_,
            "super_expression" => return Recv::Super,
            _ => {}
        }
        if text == "self" {
            return Recv::Self_;
        }
        if text == "super" {
            return Recv::Super;
        }
        if r.kind() == "simple_identifier" {
            if let Some((t, how)) = self.declared_type(&text, call) {
                return Recv::Value(t, how);
            }
            if text.chars().next().is_some_and(char::is_uppercase) {
                return Recv::Type(text);
            }
        }
        // `T(...).f()`
        if r.kind() == "call_expression" {
            if let Some(c) = r.named_child(0).filter(|c| c.kind() == "simple_identifier") {
                let t = file.text(c).into_owned();
                if t.chars().next().is_some_and(char::is_uppercase) {
                    return Recv::Value(t.clone(), format!("the receiver is {t}(…)"));
                }
            }
        }
        Recv::Unknown(text)
    }

    /// The declared type of `v` where `call` stands: a parameter of an enclosing function,
    /// a `let`/`var` before the call in an enclosing body (typed, or `= T(...)`), or a
    /// property of the enclosing type.
    fn declared_type(&self, v: &str, call: Node) -> Option<(String, String)> {
        let file = self.file;
        let mut cur = call.parent();
        while let Some(n) = cur {
            if is_func(n.kind()) || n.kind() == "lambda_literal" {
                let mut cursor = n.walk();
                for p in n.named_children(&mut cursor) {
                    if p.kind() != "parameter" {
                        continue;
                    }
                    let mut cc = p.walk();
                    let kids: Vec<Node> = p.named_children(&mut cc).collect();
                    let internal = kids.iter().find(|x| x.kind() == "simple_identifier");
                    if internal.is_some_and(|x| file.text(*x) == v) {
                        let ty = kids
                            .iter()
                            .rev()
                            .find(|x| x.kind() != "simple_identifier")?;
                        let t = strip_type(&file.text(*ty));
                        return Some((t.clone(), format!("parameter {v}: {t}")));
                    }
                }
            }
            if let Some(found) = self.local_decl(n, v, call) {
                return Some(found);
            }
            cur = n.parent();
        }
        None
    }

    /// A `let`/`var v` directly in `scope` (a body or the type body) before `call`.
    fn local_decl(&self, scope: Node, v: &str, call: Node) -> Option<(String, String)> {
        if !matches!(
            scope.kind(),
            "statements" | "class_body" | "source_file" | "function_body"
        ) {
            return None;
        }
        let file = self.file;
        let in_type = scope.kind() == "class_body";
        let mut found = None;
        let mut cursor = scope.walk();
        for d in scope.named_children(&mut cursor) {
            if d.kind() != "property_declaration" {
                continue;
            }
            if !in_type && d.start_byte() >= call.start_byte() {
                break;
            }
            let Some(pat) = d.child_by_field_name("name") else {
                continue;
            };
            if file.text(pat).trim() != v {
                continue;
            }
            let mut cc = d.walk();
            let kids: Vec<Node> = d.named_children(&mut cc).collect();
            if let Some(ann) = kids.iter().find(|k| k.kind() == "type_annotation") {
                let t = strip_type(file.text(*ann).trim_start_matches(':'));
                found = Some((t.clone(), format!("{v}: {t}")));
            } else if let Some(value) = d.child_by_field_name("value") {
                if value.kind() == "call_expression" {
                    if let Some(c) = value
                        .named_child(0)
                        .filter(|c| c.kind() == "simple_identifier")
                    {
                        let t = file.text(c).into_owned();
                        if t.chars().next().is_some_and(char::is_uppercase) {
                            found = Some((t.clone(), format!("{v} = {t}(…)")));
                            continue;
                        }
                    }
                }
                found = None;
            }
        }
        found
    }

    /// The innermost type declaration around `node` (extensions give the extended type).
    fn enclosing_type(&self, node: Node) -> Option<String> {
        enclosing_type_of(self.file, node)
    }

    /// Whether type `t` inherits from or conforms to the target's owner (transitively, by the
    /// declarations of this file and the target's file).
    fn is_sub(&self, t: &str) -> bool {
        let Some(owner) = self.owner.as_deref() else {
            return false;
        };
        let mut todo = vec![t.to_string()];
        let mut seen = Vec::new();
        while let Some(c) = todo.pop() {
            if seen.contains(&c) || seen.len() > 32 {
                continue;
            }
            for (k, sups) in &self.supers {
                if *k == c {
                    for s in sups {
                        if s == owner {
                            return true;
                        }
                        todo.push(s.clone());
                    }
                }
            }
            seen.push(c);
        }
        false
    }

    fn defines(&self, t: &str, is_static: bool) -> bool {
        self.defines_in
            .iter()
            .any(|(o, s)| o == t && *s == is_static)
    }

    fn verdict(&self, node: Node, recv: Recv) -> (Binds, String) {
        let target = self.target;
        let name = &target.name;
        let is_static = target.defs.first().is_some_and(|d| d.is_static);
        let Some(owner) = self.owner.as_deref() else {
            // A top-level function.
            return match recv {
                Recv::Implicit => match self.enclosing_type(node) {
                    Some(t) if self.defines_in.iter().any(|(o, _)| *o == t) => (
                        Binds::No,
                        format!("{t} has its own {name}, which the call names"),
                    ),
                    _ if self.reaches_module => (
                        Binds::Yes,
                        match &self.module {
                            Some(m) => format!("a top-level function of module {m}"),
                            None => "a top-level function of the module".into(),
                        },
                    ),
                    _ => (
                        Binds::No,
                        format!(
                            "this file does not import {}",
                            self.module.as_deref().unwrap_or("")
                        ),
                    ),
                },
                Recv::Type(m) if self.module.as_deref() == Some(m.as_str()) => {
                    (Binds::Yes, format!("qualified by its module {m}"))
                }
                Recv::Unknown(r) => (Binds::Maybe, format!("receiver {r}: type unknown")),
                _ => (
                    Binds::No,
                    format!("{name} with a receiver is a member, not the top-level function"),
                ),
            };
        };
        if target.kind == DefKind::Constructor {
            return match recv {
                Recv::Type(t) if t == owner => (Binds::Yes, format!("{t}(…) constructs {owner}")),
                Recv::Type(t) => (Binds::No, format!("constructs {t}, not {owner}")),
                Recv::Self_ => match self.enclosing_type(node) {
                    Some(t) if t == owner => (Binds::Yes, format!("self.init inside {owner}")),
                    _ => (Binds::No, "self.init of another type".into()),
                },
                Recv::Super => match self.enclosing_type(node) {
                    Some(t)
                        if self.supers.iter().any(|(k, s)| {
                            *k == t && s.first().map(String::as_str) == Some(owner)
                        }) =>
                    {
                        (Binds::Yes, format!("super.init in a subclass of {owner}"))
                    }
                    _ => (Binds::Maybe, "super.init".into()),
                },
                Recv::Value(_, how) => (Binds::Maybe, format!("{how}: an init of an instance")),
                _ => (Binds::Maybe, "init by name".into()),
            };
        }
        match recv {
            Recv::Type(t) => {
                if !is_static {
                    return (
                        Binds::Maybe,
                        format!("{t}.{name}: the target is an instance method"),
                    );
                }
                if t == owner || (self.is_sub(&t) && !self.defines(&t, true)) {
                    (Binds::Yes, format!("called on {t}"))
                } else {
                    (Binds::No, format!("called on {t}, not {owner}"))
                }
            }
            Recv::Value(t, how) => {
                if is_static {
                    return (Binds::Maybe, format!("{how}: an instance"));
                }
                if t == owner || (self.is_sub(&t) && !self.defines(&t, false)) {
                    (Binds::Yes, how)
                } else {
                    (Binds::No, format!("{how}, not {owner}"))
                }
            }
            Recv::Implicit | Recv::Self_ | Recv::Super => {
                let spelled = match recv {
                    Recv::Self_ => "self.",
                    Recv::Super => "super.",
                    _ => "",
                };
                match self.enclosing_type(node) {
                    Some(t) if t == owner => {
                        (Binds::Yes, format!("{spelled}{name} inside {owner}"))
                    }
                    Some(t) if self.defines(&t, is_static) => {
                        (Binds::No, format!("{t} defines its own {name}"))
                    }
                    Some(t) if self.is_sub(&t) => {
                        (Binds::Yes, format!("{t} inherits {name} from {owner}"))
                    }
                    Some(t) => (Binds::Maybe, format!("{spelled}{name} inside {t}")),
                    None => (Binds::Maybe, format!("{name} by name")),
                }
            }
            Recv::Unknown(r) => (Binds::Maybe, format!("receiver {r}: type unknown")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn defs(src: &str) -> Vec<Def> {
        let f = SourceFile::parse(
            "a.swift",
            super::super::Lang::Swift,
            src.as_bytes().to_vec(),
        )
        .unwrap();
        definitions(&f)
    }

    fn call(args: usize, labels: &[&str]) -> Call {
        Call {
            args: Some(args),
            keywords: labels.iter().map(|k| k.to_string()).collect(),
            ..Default::default()
        }
    }

    #[test]
    fn labels_defaults_and_variadics() {
        let d = defs(
            "struct A {\n  func run(_ a: Int, to b: Int = 1, values: Int...) -> Int { 0 }\n}\n",
        );
        let m = d.iter().find(|d| d.name == "run").unwrap();
        assert_eq!((m.params.count, m.params.required), (3, 1));
        assert_eq!(m.scope, vec!["A".to_string()]);
        let p = &m.params;
        assert!(p.admits(&call(1, &[])));
        assert!(p.admits(&call(2, &["to"])));
        assert!(p.admits(&call(4, &["to", "values"])));
        assert!(!p.admits(&call(1, &["to"])), "`_ a` is required");
        // Values after a labelled variadic's first carry no label, so extra unlabelled values
        // are let through (never a false mismatch); without a variadic a label is enforced.
        let d = defs("func run(_ a: Int, to b: Int = 1) {}\n");
        assert!(!d[0].params.admits(&call(2, &[])), "`to` must be labelled");
        assert!(d[0].params.admits(&call(2, &["to"])));
        let d = defs("class C {\n  init(scale: Int, _ b: Int = 2) {}\n}\n");
        let i = d.iter().find(|d| d.kind == DefKind::Constructor).unwrap();
        assert!(i.params.admits(&call(1, &["scale"])));
        assert!(i.params.admits(&call(2, &["scale"])));
        assert!(!i.params.admits(&call(1, &[])));
    }
}
