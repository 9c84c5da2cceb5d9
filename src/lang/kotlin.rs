//! Builtin-engine support for Kotlin (see the module docs of `crate::lang`).
//!
//! `definitions` lists classes, interfaces and objects, functions (top-level, member, local,
//! extension), a class's primary constructor and its secondary `constructor`s (named after the
//! class, as Java's are). `calls` binds each same-named call by what Kotlin resolves it through:
//! the package and the imports (`import p.f`, `import p.f as g`, `import p.*`) for top-level
//! functions, the enclosing class and its supertypes for an unqualified member call, the
//! declared type of a receiver (a parameter, a property, `val x = T(…)`, `val x: T`) and an
//! object's or class's name for a member call, and `T(…)` / `this(…)` / `: T(…)` for
//! constructors.
//!
//! Parameters are counted as written (SPEC §4): an extension function's receiver type is not a
//! parameter, a `vararg` counts once and lifts the upper bound, a parameter with a default
//! value is optional, and a parameter after a `vararg` can only be passed by name (or as the
//! trailing lambda). A trailing lambda is an argument.

use tree_sitter::Node;

pub(crate) mod fragment;

use super::{
    collapse_ws, line_of, walk, Binds, Call, Def, DefKind, Param, ParamKind, Params, RepoCtx,
    SourceFile, Target,
};

fn is_type_decl(kind: &str) -> bool {
    matches!(kind, "class_declaration" | "object_declaration")
}

// ------------------------------------------------------------------------------------------
// definitions

pub fn definitions(file: &SourceFile) -> Vec<Def> {
    // `defs.scm` names the definition nodes; what a query cannot say (parameters by SPEC §4,
    // scope, visibility, the primary constructor) is read here.
    super::defs::matches(file)
        .into_iter()
        .flat_map(|m| make_defs(file, m.node))
        .collect()
}

fn name_of(file: &SourceFile, node: Node) -> Option<String> {
    if let Some(n) = node.child_by_field_name("name") {
        return Some(file.text(n).into_owned());
    }
    // A secondary constructor is named after its class.
    if node.kind() == "secondary_constructor" {
        let cls = ancestor(node, is_type_decl)?;
        return name_of(file, cls);
    }
    None
}

/// Names of the enclosing classes, objects and functions, outermost first (a companion
/// object stands for its class).
fn enclosing_scope(file: &SourceFile, node: Node) -> Vec<String> {
    let mut names = Vec::new();
    let mut cur = node.parent();
    while let Some(n) = cur {
        if (is_type_decl(n.kind()) || n.kind() == "function_declaration")
            && n.child_by_field_name("name").is_some()
        {
            if let Some(name) = name_of(file, n) {
                names.push(name);
            }
        }
        cur = n.parent();
    }
    names.reverse();
    names
}

fn modifier_words(file: &SourceFile, node: Node) -> Vec<String> {
    let mut cursor = node.walk();
    let mods = node.children(&mut cursor).find(|c| c.kind() == "modifiers");
    mods.map(|m| {
        file.text(m)
            .split_whitespace()
            .map(str::to_string)
            .collect()
    })
    .unwrap_or_default()
}

fn child_of_kind<'t>(n: Node<'t>, kind: &str) -> Option<Node<'t>> {
    let mut cursor = n.walk();
    let c = n.children(&mut cursor).find(|c| c.kind() == kind);
    c
}

fn ancestor<'t>(n: Node<'t>, f: impl Fn(&str) -> bool) -> Option<Node<'t>> {
    let mut cur = n.parent();
    while let Some(p) = cur {
        if f(p.kind()) {
            return Some(p);
        }
        cur = p.parent();
    }
    None
}

fn make_defs(file: &SourceFile, node: Node) -> Vec<Def> {
    let Some(name) = name_of(file, node) else {
        return Vec::new();
    };
    let scope = enclosing_scope(file, node);
    let mods = modifier_words(file, node);
    let public = !mods.iter().any(|m| m == "private");
    let is_static = node.kind() == "object_declaration"
        || ancestor(node, |k| {
            k == "companion_object" || k == "object_declaration"
        })
        .is_some();
    let body = child_of_kind(node, "function_body")
        .or_else(|| child_of_kind(node, "class_body"))
        .or_else(|| child_of_kind(node, "block"))
        .or_else(|| child_of_kind(node, "enum_class_body"));
    let end = body.map(|b| b.start_byte()).unwrap_or(node.end_byte());
    let header = String::from_utf8_lossy(file.src.get(node.start_byte()..end).unwrap_or(&[]));
    let signature = collapse_ws(&header)
        .trim_end_matches('=')
        .trim_end()
        .to_string();
    let def = |kind, params: Params, scope: Vec<String>| Def {
        params,
        public,
        is_static,
        signature: signature.clone(),
        ..Def::spanning(node, name.clone(), kind, scope)
    };
    match node.kind() {
        "function_declaration" => {
            let params = child_of_kind(node, "function_value_parameters")
                .map(|l| count_params(file, l))
                .unwrap_or_default();
            let local = ancestor(node, |k| k == "function_body" || k == "block").is_some();
            let kind = if local || scope.is_empty() {
                DefKind::Function
            } else {
                DefKind::Method
            };
            vec![def(kind, params, scope)]
        }
        "secondary_constructor" => {
            let params = child_of_kind(node, "function_value_parameters")
                .map(|l| count_params(file, l))
                .unwrap_or_default();
            vec![def(DefKind::Constructor, params, scope)]
        }
        _ => {
            let mut out = vec![def(DefKind::Class, Params::default(), scope.clone())];
            // The primary constructor (none written: an implicit one without parameters,
            // unless the class has secondary constructors only).
            let primary = child_of_kind(node, "primary_constructor");
            let has_secondary = child_of_kind(node, "class_body").is_some_and(|b| {
                let mut c = b.walk();
                let any = b
                    .named_children(&mut c)
                    .any(|m| m.kind() == "secondary_constructor");
                any
            });
            let interface = {
                let mut c = node.walk();
                let i = node.children(&mut c).any(|k| k.kind() == "interface");
                i
            };
            if node.kind() == "class_declaration"
                && !interface
                && (primary.is_some() || !has_secondary)
            {
                let params = primary
                    .and_then(|p| child_of_kind(p, "class_parameters"))
                    .map(|l| count_params(file, l))
                    .unwrap_or_default();
                let mut s = scope;
                s.push(name.clone());
                out.push(def(DefKind::Constructor, params, s));
            }
            out
        }
    }
}

/// The parameters of `function_value_parameters` / `class_parameters`. The grammar writes a
/// parameter's modifiers (`vararg`) before it and its default value after it, as siblings in
/// the list; a class parameter holds both.
pub(crate) fn count_params(file: &SourceFile, list: Node) -> Params {
    let mut p = Params::default();
    let kids: Vec<Node> = {
        let mut c = list.walk();
        list.children(&mut c).collect()
    };
    let mut vararg_next = false;
    let mut after_vararg = false;
    let mut i = 0;
    while i < kids.len() {
        let c = kids[i];
        match c.kind() {
            "parameter_modifiers" | "modifiers"
                if file.text(c).split_whitespace().any(|w| w == "vararg") =>
            {
                vararg_next = true;
            }
            "parameter" | "class_parameter" => {
                let mut cc = c.walk();
                let inner: Vec<Node> = c.children(&mut cc).collect();
                let name = inner
                    .iter()
                    .find(|k| k.kind() == "identifier" || k.kind() == "simple_identifier")
                    .map(|k| file.text(*k).into_owned())
                    .unwrap_or_default();
                let vararg = vararg_next
                    || inner.iter().any(|k| {
                        matches!(k.kind(), "modifiers" | "parameter_modifiers")
                            && file.text(*k).split_whitespace().any(|w| w == "vararg")
                    });
                vararg_next = false;
                let default = inner.iter().any(|k| k.kind() == "=")
                    || kids.get(i + 1).is_some_and(|k| k.kind() == "=");
                p.count += 1;
                if vararg {
                    p.variadic = true;
                    after_vararg = true;
                    p.list.push(Param {
                        name,
                        kind: ParamKind::VarPositional,
                        required: false,
                    });
                } else {
                    if !default {
                        p.required += 1;
                    }
                    p.list.push(Param {
                        name,
                        kind: if after_vararg {
                            ParamKind::KeywordOnly
                        } else {
                            ParamKind::Positional
                        },
                        required: !default,
                    });
                }
            }
            _ => {}
        }
        i += 1;
    }
    p
}

// ------------------------------------------------------------------------------------------
// calls

struct Ctx<'a, 't> {
    file: &'a SourceFile,
    target: &'a Target,
    /// This file's package.
    package: String,
    /// The target file's package.
    target_package: String,
    /// `import a.b.c` (full path, alias or last segment).
    imports: Vec<(String, String)>,
    /// `import a.b.*` packages.
    star: Vec<String>,
    /// Type declarations in this file: (name, supertype names, node).
    types: Vec<(String, Vec<String>, Node<'t>)>,
    /// The target is an extension function on this type.
    extension: Option<String>,
}

fn package_of_text(text: &str) -> String {
    for l in super::code_lines(text) {
        if let Some(rest) = l.strip_prefix("package ") {
            return rest.trim().trim_end_matches(';').trim().to_string();
        }
        if !l.starts_with('@') && !l.starts_with("#!") {
            break;
        }
    }
    String::new()
}

fn supertypes(file: &SourceFile, decl: Node) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(ds) = child_of_kind(decl, "delegation_specifiers") {
        walk(ds, |n| {
            if n.kind() == "user_type" && n.parent().is_some_and(|p| p.kind() != "user_type") {
                let mut c = n.walk();
                let last = n
                    .named_children(&mut c)
                    .filter(|k| k.kind() == "identifier")
                    .last();
                if let Some(l) = last {
                    out.push(file.text(l).into_owned());
                }
            }
        });
    }
    out
}

/// The simple name of a type node (`List<Int>` → `List`, `a.b.A?` → `A`).
fn type_name(file: &SourceFile, t: Node) -> Option<String> {
    match t.kind() {
        "user_type" => {
            let mut c = t.walk();
            let last = t
                .named_children(&mut c)
                .filter(|k| k.kind() == "identifier")
                .last();
            last.map(|l| file.text(l).into_owned())
        }
        "nullable_type" | "non_nullable_type" | "parenthesized_type" => {
            t.named_child(0).and_then(|c| type_name(file, c))
        }
        _ => None,
    }
}

pub fn calls(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call> {
    let root = file.tree.root_node();
    let text = String::from_utf8_lossy(&file.src);
    let package = package_of_text(&text);
    let target_package = if target.rel_path == file.rel_path {
        package.clone()
    } else {
        ctx.read_shared(&target.rel_path)
            .map(|t| package_of_text(&t))
            .unwrap_or_default()
    };
    let mut imports = Vec::new();
    let mut star = Vec::new();
    let mut types = Vec::new();
    walk(root, |n| match n.kind() {
        "import" => {
            let t = file.text(n);
            let body = t.trim().trim_start_matches("import").trim();
            let body = body.trim_end_matches(';').trim();
            if let Some(pkg) = body.strip_suffix(".*") {
                star.push(collapse_ws(pkg).replace(' ', ""));
            } else if let Some((path, alias)) = body.split_once(" as ") {
                imports.push((path.trim().replace(' ', ""), alias.trim().to_string()));
            } else {
                let path = body.replace(' ', "");
                let last = path.rsplit('.').next().unwrap_or("").to_string();
                imports.push((path, last));
            }
        }
        k if is_type_decl(k) => {
            if let Some(name) = name_of(file, n) {
                types.push((name, supertypes(file, n), n));
            }
        }
        _ => {}
    });
    let extension = target
        .defs
        .first()
        .filter(|d| d.kind != DefKind::Constructor && d.kind != DefKind::Class)
        .and_then(|d| extension_type(&d.signature, &d.name));
    let cx = Ctx {
        file,
        target,
        package,
        target_package,
        imports,
        star,
        types,
        extension,
    };
    let mut out = Vec::new();
    walk(root, |n| match n.kind() {
        "call_expression" => {
            if let Some(c) = cx.call(n) {
                out.push(c);
            }
        }
        "constructor_delegation_call" => {
            if let Some(c) = cx.delegation(n) {
                out.push(c);
            }
        }
        "constructor_invocation" => {
            if let Some(c) = cx.super_ctor(n) {
                out.push(c);
            }
        }
        _ => {}
    });
    out
}

/// The receiver type of an extension function's header (`fun <T> List<T>.ext(` → List).
fn extension_type(sig: &str, name: &str) -> Option<String> {
    let at = sig.find(&format!(".{name}("))?;
    let head = sig[..at].trim_end();
    let head = head.trim_end_matches('?');
    let ty = head.rsplit(' ').next()?;
    let ty = ty.split('<').next().unwrap_or(ty);
    let ty = ty.rsplit('.').next().unwrap_or(ty);
    (!ty.is_empty()).then(|| ty.to_string())
}

/// Argument count and named arguments of `value_arguments`, plus a trailing lambda.
fn count_args(
    file: &SourceFile,
    list: Option<Node>,
    lambda: bool,
    target: &Target,
) -> (Option<usize>, Vec<String>) {
    let mut n = 0;
    let mut keywords = Vec::new();
    if let Some(list) = list {
        let mut cursor = list.walk();
        for a in list.named_children(&mut cursor) {
            if a.kind() != "value_argument" {
                continue;
            }
            n += 1;
            let mut ac = a.walk();
            let kids: Vec<Node> = a.children(&mut ac).collect();
            if kids
                .iter()
                .any(|k| k.kind() == "spread_expression" || k.kind() == "*")
            {
                return (None, Vec::new());
            }
            if kids.len() >= 2 && kids[1].kind() == "=" {
                keywords.push(file.text(kids[0]).into_owned());
            }
        }
    }
    if lambda {
        n += 1;
        // The trailing lambda fills the last parameter; after a vararg that one can only be
        // named otherwise, so it counts as named.
        let last = target.defs.first().and_then(|d| d.params.list.last());
        if let Some(p) = last.filter(|p| p.kind == ParamKind::KeywordOnly) {
            keywords.push(p.name.clone());
        } else if !keywords.is_empty() {
            // Named arguments before a lambda: the lambda still fills the last parameter;
            // counted by its name when known.
            if let Some(p) = last {
                keywords.push(p.name.clone());
            }
        }
    }
    (Some(n), keywords)
}

fn starts_upper(s: &str) -> bool {
    s.starts_with(|c: char| c.is_uppercase())
}

impl<'t> Ctx<'_, 't> {
    /// The class whose constructor is measured.
    fn ctor_class(&self) -> Option<&str> {
        match self.target.kind {
            DefKind::Class => Some(&self.target.name),
            DefKind::Constructor => self.target.owner().or(Some(&self.target.name)),
            _ => None,
        }
    }

    fn make(&self, at: Node, list: Option<Node>, lambda: bool) -> Call {
        let (args, keywords) = count_args(self.file, list, lambda, self.target);
        Call {
            line: line_of(at),
            byte: at.start_byte(),
            args,
            binds: Binds::Maybe,
            supplies_receiver: false,
            reason: String::new(),
            keywords,
            fills_variadic: false,
            fits: None,
        }
    }

    fn call(&self, n: Node<'t>) -> Option<Call> {
        let callee = n.named_child(0)?;
        // `f(a) { … }` parses as a call of the call `f(a)` with a lambda: the inner call
        // answers for both.
        if callee.kind() == "call_expression" {
            return None;
        }
        let list = child_of_kind(n, "value_arguments");
        let mut lambda = child_of_kind(n, "annotated_lambda").is_some();
        if let Some(p) = n.parent() {
            if p.kind() == "call_expression"
                && p.named_child(0) == Some(n)
                && child_of_kind(p, "annotated_lambda").is_some()
            {
                lambda = true;
            }
        }
        let (recv, name_node) = match callee.kind() {
            "identifier" | "simple_identifier" => (None, callee),
            "navigation_expression" => {
                let mut c = callee.walk();
                let kids: Vec<Node> = callee.named_children(&mut c).collect();
                let last = *kids.last()?;
                if last.kind() != "identifier" || kids.len() < 2 {
                    return None;
                }
                (Some(kids[0]), last)
            }
            _ => return None,
        };
        let name = self.file.text(name_node).into_owned();
        let start = if recv.is_some() { callee } else { n };
        if let Some(cls) = self.ctor_class() {
            // `A(…)`, `pkg.A(…)`
            if name != cls && !self.aliased_to(&name, cls) {
                return None;
            }
            let mut c = self.make(start, list, lambda);
            c.line = line_of(name_node);
            let (b, why) = self.top_level_binding(n, recv, cls, true);
            c.binds = b;
            c.reason = why;
            return Some(c);
        }
        let t = self.target;
        let aliased = self.aliased_to(&name, &t.name);
        if name != t.name && !aliased {
            return None;
        }
        let mut c = self.make(start, list, lambda);
        c.line = line_of(name_node);
        let (b, why) = if t.scope.is_empty() || self.is_local() {
            if self.is_local() {
                self.local_binding(n)
            } else if let Some(ext) = self.extension.clone() {
                self.extension_binding(n, recv, &ext)
            } else {
                self.top_level_binding(n, recv, &name, false)
            }
        } else {
            self.member_binding(n, recv)
        };
        c.binds = b;
        c.reason = why;
        Some(c)
    }

    /// `import p.name as alias` where p.name is the target's path.
    fn aliased_to(&self, alias: &str, name: &str) -> bool {
        self.imports.iter().any(|(path, a)| {
            a == alias && a != name && path.rsplit('.').next() == Some(name) && {
                let pkg = path.rsplit_once('.').map(|x| x.0).unwrap_or("");
                pkg == self.target_package
            }
        })
    }

    /// A function declared inside a function (Kotlin lists it as a `Function` with a scope).
    fn is_local(&self) -> bool {
        self.target.kind == DefKind::Function && !self.target.scope.is_empty()
    }

    fn local_binding(&self, n: Node) -> (Binds, String) {
        let t = self.target;
        let inside = t.rel_path == self.file.rel_path
            && t.defs.first().is_some_and(|d| {
                self.file
                    .tree
                    .root_node()
                    .descendant_for_byte_range(d.start_byte, d.start_byte)
                    .and_then(|x| {
                        let mut cur = x;
                        while cur.kind() != "function_declaration" {
                            cur = cur.parent()?;
                        }
                        ancestor(cur, |k| k == "function_declaration")
                    })
                    .is_some_and(|host| {
                        host.start_byte() <= n.start_byte() && n.end_byte() <= host.end_byte()
                    })
            });
        if inside {
            (Binds::Yes, "local function in scope".into())
        } else {
            (Binds::No, "the local function is not in scope here".into())
        }
    }

    /// A top-level function or a class constructor, reached through the package and imports.
    fn top_level_binding(
        &self,
        n: Node,
        recv: Option<Node>,
        written: &str,
        ctor: bool,
    ) -> (Binds, String) {
        let t = self.target;
        let real = if ctor {
            self.ctor_class().unwrap_or(&t.name).to_string()
        } else {
            t.name.clone()
        };
        if let Some(r) = recv {
            // `pkg.f(…)` written with its package
            let path = collapse_ws(&self.file.text(r)).replace(' ', "");
            if path == self.target_package {
                return (Binds::Yes, format!("{path}.{real}"));
            }
            if !ctor {
                return (Binds::Maybe, format!("receiver {path}"));
            }
            // `Outer.Inner(…)` or another package's class
            return (Binds::No, format!("{path}.{real} is another package's"));
        }
        // A member of the enclosing class of the same name shadows a top-level function.
        if !ctor && self.enclosing_declares(n, &real) {
            return (
                Binds::No,
                format!("the enclosing class declares its own {real}"),
            );
        }
        if written != real {
            return (
                Binds::Yes,
                format!("import {}.{real} as {written}", self.target_package),
            );
        }
        if self.package == self.target_package {
            if ctor && t.rel_path != self.file.rel_path {
                // Another class of the same name in this file shadows it.
                if self.types.iter().any(|(nm, _, _)| nm == &real) {
                    return (Binds::No, format!("{real} is declared in this file"));
                }
            }
            let pkg = if self.package.is_empty() {
                "the default package".to_string()
            } else {
                format!("package {}", self.package)
            };
            return (Binds::Yes, format!("same {pkg}"));
        }
        let full = format!("{}.{real}", self.target_package);
        if self.imports.iter().any(|(p, _)| *p == full) {
            return (Binds::Yes, format!("import {full}"));
        }
        if self.star.contains(&self.target_package) {
            return (Binds::Yes, format!("import {}.*", self.target_package));
        }
        if self
            .imports
            .iter()
            .any(|(p, a)| *a == real && p.rsplit('.').next() == Some(&real))
        {
            return (
                Binds::No,
                format!("{real} is imported from another package"),
            );
        }
        if !self.star.is_empty() {
            return (Binds::Maybe, "a star import may bring it in".into());
        }
        (
            Binds::No,
            format!(
                "package {} does not import {full}",
                if self.package.is_empty() {
                    "<default>"
                } else {
                    &self.package
                }
            ),
        )
    }

    fn extension_binding(&self, n: Node, recv: Option<Node>, ext: &str) -> (Binds, String) {
        let (imported, why) = self.top_level_binding(n, None, &self.target.name, false);
        if imported == Binds::No {
            return (Binds::No, why);
        }
        let Some(r) = recv else {
            return (
                Binds::Maybe,
                "extension called on an implicit receiver".into(),
            );
        };
        match self.receiver_type(r) {
            Some(ty) if ty == ext => (Binds::Yes, format!("receiver is {ty}; {why}")),
            Some(ty) if self.declares_in_type(&ty) => {
                (Binds::No, format!("{ty} has a member {}", self.target.name))
            }
            Some(ty) => (Binds::Maybe, format!("receiver is {ty}; {why}")),
            None => (Binds::Maybe, format!("receiver of unknown type; {why}")),
        }
    }

    fn member_binding(&self, n: Node, recv: Option<Node>) -> (Binds, String) {
        let t = self.target;
        let owner = t.owner().unwrap_or("");
        let Some(r) = recv else {
            for (ty, _) in self.enclosing_types(n) {
                if self.derives(&ty, owner) {
                    return (Binds::Yes, format!("called inside {ty}"));
                }
                if self.declares_in_type(&ty) {
                    return (Binds::No, format!("{ty} declares its own {}", t.name));
                }
            }
            return (Binds::Maybe, "called by name".into());
        };
        match r.kind() {
            "this_expression" => {
                let here = self.enclosing_types(n).first().map(|x| x.0.clone());
                return match here {
                    Some(h) if self.derives(&h, owner) => (Binds::Yes, format!("this is {h}")),
                    Some(h) if self.declares_in_type(&h) => (Binds::No, format!("this is {h}")),
                    _ => (Binds::Maybe, "this".into()),
                };
            }
            "super_expression" => {
                let here = self.enclosing_types(n).into_iter().next();
                return match here {
                    Some((h, sup)) if sup.iter().any(|s| self.derives(s, owner)) => {
                        (Binds::Yes, format!("super of {h}"))
                    }
                    _ => (Binds::Maybe, "super".into()),
                };
            }
            _ => {}
        }
        if r.kind() == "identifier" {
            let w = self.file.text(r).into_owned();
            if self.declared_type(r, &w).is_none() && w == owner {
                return (Binds::Yes, format!("called on {w}"));
            }
        }
        match self.receiver_type(r) {
            Some(ty) if self.derives(&ty, owner) => (Binds::Yes, format!("receiver is {ty}")),
            Some(ty) if self.types.iter().any(|(n, s, _)| *n == ty && !s.is_empty()) => {
                (Binds::Maybe, format!("receiver is {ty}"))
            }
            Some(ty) => (Binds::No, format!("receiver is {ty}")),
            None => (Binds::Maybe, "receiver of unknown type".into()),
        }
    }

    /// The type of a receiver expression, when the file declares it: a name with a declared
    /// or constructed type, or a type/object name itself.
    fn receiver_type(&self, r: Node) -> Option<String> {
        match r.kind() {
            "identifier" => {
                let w = self.file.text(r).into_owned();
                if let Some(t) = self.declared_type(r, &w) {
                    return Some(t);
                }
                // An object or a class (companion) called by its name.
                if starts_upper(&w) && self.types.iter().any(|(n, _, _)| *n == w) {
                    return Some(w);
                }
                None
            }
            "call_expression" => {
                // `A(…).m()`
                let c = r.named_child(0)?;
                if c.kind() == "identifier" {
                    let w = self.file.text(c).into_owned();
                    if starts_upper(&w) {
                        return Some(w);
                    }
                }
                None
            }
            "string_literal" => Some("String".into()),
            "parenthesized_expression" => r.named_child(0).and_then(|x| self.receiver_type(x)),
            _ => None,
        }
    }

    fn enclosing_types(&self, n: Node) -> Vec<(String, Vec<String>)> {
        let mut out = Vec::new();
        let mut cur = n.parent();
        while let Some(p) = cur {
            if is_type_decl(p.kind()) {
                if let Some(name) = name_of(self.file, p) {
                    out.push((name, supertypes(self.file, p)));
                }
            }
            cur = p.parent();
        }
        out
    }

    fn enclosing_declares(&self, n: Node, name: &str) -> bool {
        let _ = name;
        self.enclosing_types(n)
            .iter()
            .any(|(ty, _)| self.declares_in_type(ty))
    }

    /// Whether type `ty` is the target's owner or names it among its supertypes (in this file).
    fn derives(&self, ty: &str, owner: &str) -> bool {
        super::resolve::derives(&self.types, ty, owner)
    }

    /// A type of this file with a member function of the target's name.
    fn declares_in_type(&self, ty: &str) -> bool {
        let name = self.target.name.as_str();
        self.types
            .iter()
            .filter(|(n, _, _)| n == ty)
            .any(|(_, _, node)| {
                let Some(body) = child_of_kind(*node, "class_body") else {
                    return false;
                };
                let mut c = body.walk();
                let found = body.named_children(&mut c).any(|m| {
                    m.kind() == "function_declaration"
                        && m.child_by_field_name("name")
                            .is_some_and(|x| self.file.text(x) == name)
                });
                found
            })
    }

    /// The declared type of `word` at `at`: a parameter of an enclosing function or lambda, a
    /// local or a property declared before it, a class parameter.
    fn declared_type(&self, at: Node, word: &str) -> Option<String> {
        let mut cur = at.parent();
        while let Some(p) = cur {
            match p.kind() {
                "function_declaration" | "secondary_constructor" => {
                    if let Some(l) = child_of_kind(p, "function_value_parameters") {
                        if let Some(t) = self.param_type(l, word) {
                            return Some(t);
                        }
                    }
                }
                "block" | "function_body" | "statements" | "lambda_literal" | "class_body"
                | "source_file" => {
                    let mut c = p.walk();
                    for s in p.named_children(&mut c) {
                        if s.start_byte() >= at.start_byte() && p.kind() != "class_body" {
                            break;
                        }
                        if s.kind() == "property_declaration" {
                            if let Some(t) = self.property_type(s, word) {
                                return Some(t);
                            }
                        }
                    }
                }
                k if is_type_decl(k) => {
                    if let Some(l) = child_of_kind(p, "primary_constructor")
                        .and_then(|pc| child_of_kind(pc, "class_parameters"))
                    {
                        if let Some(t) = self.param_type(l, word) {
                            return Some(t);
                        }
                    }
                }
                _ => {}
            }
            cur = p.parent();
        }
        None
    }

    fn param_type(&self, list: Node, word: &str) -> Option<String> {
        let mut c = list.walk();
        for p in list.named_children(&mut c) {
            if !matches!(p.kind(), "parameter" | "class_parameter") {
                continue;
            }
            let mut pc = p.walk();
            let kids: Vec<Node> = p.named_children(&mut pc).collect();
            let named = kids
                .iter()
                .find(|k| k.kind() == "identifier")
                .is_some_and(|k| self.file.text(*k) == word);
            if named {
                return kids.iter().find_map(|k| type_name(self.file, *k));
            }
        }
        None
    }

    fn property_type(&self, decl: Node, word: &str) -> Option<String> {
        let var = child_of_kind(decl, "variable_declaration")?;
        let mut vc = var.walk();
        let kids: Vec<Node> = var.named_children(&mut vc).collect();
        if kids.first().is_none_or(|k| self.file.text(*k) != word) {
            return None;
        }
        if let Some(t) = kids.iter().skip(1).find_map(|k| type_name(self.file, *k)) {
            return Some(t);
        }
        // `val x = T(…)`
        let mut dc = decl.walk();
        let init = decl
            .named_children(&mut dc)
            .find(|k| k.kind() == "call_expression")?;
        let callee = init.named_child(0)?;
        let w = self.file.text(callee).into_owned();
        (callee.kind() == "identifier" && starts_upper(&w)).then_some(w)
    }

    /// `this(…)` / `super(…)` in a secondary constructor.
    fn delegation(&self, n: Node) -> Option<Call> {
        let cls = self.ctor_class()?;
        let decl = ancestor(n, is_type_decl)?;
        let here = name_of(self.file, decl)?;
        let this = {
            let mut c = n.walk();
            let t = n.children(&mut c).any(|k| k.kind() == "this");
            t
        };
        let hit = if this {
            here == cls
        } else {
            supertypes(self.file, decl).first().map(String::as_str) == Some(cls)
        };
        if !hit {
            return None;
        }
        let mut c = self.make(n, child_of_kind(n, "value_arguments"), false);
        c.binds = Binds::Yes;
        c.reason = if this {
            format!("this(…) in {here}")
        } else {
            format!("super(…) in {here} : {cls}")
        };
        Some(c)
    }

    /// `class B : A(…)`: the supertype's constructor called with arguments.
    fn super_ctor(&self, n: Node) -> Option<Call> {
        let cls = self.ctor_class()?;
        let ty = child_of_kind(n, "user_type").and_then(|t| type_name(self.file, t))?;
        if ty != cls {
            return None;
        }
        let mut c = self.make(n, child_of_kind(n, "value_arguments"), false);
        c.binds = Binds::Yes;
        c.reason = format!("supertype constructor {cls}(…)");
        Some(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    fn parse(src: &str) -> SourceFile {
        SourceFile::parse("a.kt", Lang::Kotlin, src.as_bytes().to_vec()).unwrap()
    }

    #[test]
    fn definitions_and_their_parameters() {
        let f = parse(
            "package p\n\nclass A(val x: Int, y: Int = 2) {\n    constructor(s: String) : this(1)\n    fun f(a: Int, vararg xs: Int, block: () -> Unit) {\n        fun local(q: Int) = q\n    }\n}\n\nfun String.ext(y: Int): Int = y\n\nobject O {\n    fun g() {}\n}\n",
        );
        let got: Vec<(String, DefKind, Vec<String>, usize, usize, bool)> = definitions(&f)
            .iter()
            .map(|d| {
                (
                    d.name.clone(),
                    d.kind,
                    d.scope.clone(),
                    d.params.count,
                    d.params.required,
                    d.params.variadic,
                )
            })
            .collect();
        use DefKind::*;
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(
            got,
            vec![
                ("A".into(), Class, s(&[]), 0, 0, false),
                ("A".into(), Constructor, s(&["A"]), 2, 1, false),
                ("A".into(), Constructor, s(&["A"]), 1, 1, false),
                ("f".into(), Method, s(&["A"]), 3, 2, true),
                ("local".into(), Function, s(&["A", "f"]), 1, 1, false),
                ("ext".into(), Function, s(&[]), 1, 1, false),
                ("O".into(), Class, s(&[]), 0, 0, false),
                ("g".into(), Method, s(&["O"]), 0, 0, false),
            ]
        );
        assert_eq!(
            extension_type("fun String.ext(y: Int): Int", "ext").as_deref(),
            Some("String")
        );
        assert_eq!(
            extension_type("fun <T> List<T>.ext(y: Int): Int", "ext").as_deref(),
            Some("List")
        );
    }

    #[test]
    fn calls_through_imports_aliases_receivers_and_trailing_lambdas() {
        use crate::lang::testkit::{scratch, target, Site};
        let def_src = "package calc\n\nfun scale(a: Int, vararg xs: Int, block: () -> Unit) {}\n\nclass Box {\n    fun put(v: Int) {}\n}\n";
        let use_src = "package app\n\nimport calc.scale\nimport calc.scale as s\nimport calc.Box\n\nfun f(b: Box) {\n    scale(1, 2) { }\n    s(1, block = {})\n    b.put(1)\n    val c = Box()\n    c.put(2, 3)\n}\n";
        let repo = scratch(&[("calc/Calc.kt", def_src), ("app/App.kt", use_src)]);
        let def =
            SourceFile::parse("calc/Calc.kt", Lang::Kotlin, def_src.as_bytes().to_vec()).unwrap();
        let uses =
            SourceFile::parse("app/App.kt", Lang::Kotlin, use_src.as_bytes().to_vec()).unwrap();
        let t = target(&def, "scale", Site::default());
        let got: Vec<(usize, Option<usize>, Binds, Vec<String>)> = calls(&uses, &t, &repo.ctx)
            .into_iter()
            .map(|c| (c.line, c.args, c.binds, c.keywords))
            .collect();
        // The lambda after a vararg fills `block` by name.
        assert_eq!(
            got,
            vec![
                (8, Some(3), Binds::Yes, vec!["block".to_string()]),
                (9, Some(2), Binds::Yes, vec!["block".to_string()]),
            ]
        );
        for c in calls(&uses, &t, &repo.ctx) {
            assert!(t.defs[0].params.admits(&c), "{c:?}");
        }
        let m = target(&def, "Box.put", Site::default());
        let got: Vec<(usize, Binds)> = calls(&uses, &m, &repo.ctx)
            .into_iter()
            .map(|c| (c.line, c.binds))
            .collect();
        assert_eq!(got, vec![(10, Binds::Yes), (12, Binds::Yes)]);
    }
}
