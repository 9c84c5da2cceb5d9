//! Builtin-engine support for C# (see the module docs of `crate::lang`).
//!
//! `definitions` lists classes, structs, interfaces and records, their methods (expression-bodied
//! or not), constructors (a record's or class's primary constructor too) and local functions.
//! `calls` binds each same-named call by what C# resolves it through: the enclosing type and the
//! types its base list names (an unqualified call, `this.`, `base.`), `using static`, a static
//! call through the type's name, the declared type of a receiver (a parameter, a local, a
//! field or property, `var x = new T()`), and `new T(...)` / `new(...)` / `: base(...)` /
//! `: this(...)` for constructors. An extension method's `this` parameter is its receiver:
//! `x.Ext(a)` passes it, `E.Ext(x, a)` writes it.
//!
//! Parameters are counted as written (SPEC §4): an extension method's `this` parameter counts,
//! a `params` array counts once and lifts the upper bound, a parameter with a default value is
//! optional. Named arguments (`b: 2`) are matched to parameter names.

use tree_sitter::Node;

pub(crate) mod fragment;

use super::{
    collapse_ws, line_of, walk, Binds, Call, Def, DefKind, Param, ParamKind, Params, RepoCtx,
    SourceFile, Target,
};

const TYPE_DECLS: [&str; 5] = [
    "class_declaration",
    "struct_declaration",
    "interface_declaration",
    "record_declaration",
    "record_struct_declaration",
];

fn is_type_decl(kind: &str) -> bool {
    TYPE_DECLS.contains(&kind)
}

fn is_function_decl(kind: &str) -> bool {
    matches!(
        kind,
        "method_declaration" | "constructor_declaration" | "local_function_statement"
    )
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

/// Names of the enclosing types and functions, outermost first.
fn enclosing_scope(file: &SourceFile, node: Node) -> Vec<String> {
    let mut names = Vec::new();
    let mut cur = node.parent();
    while let Some(n) = cur {
        if is_type_decl(n.kind()) || is_function_decl(n.kind()) {
            if let Some(name) = n.child_by_field_name("name") {
                names.push(file.text(name).into_owned());
            }
        }
        cur = n.parent();
    }
    names.reverse();
    names
}

fn modifiers(file: &SourceFile, node: Node) -> Vec<String> {
    let mut cursor = node.walk();
    let v = node
        .children(&mut cursor)
        .filter(|c| c.kind() == "modifier")
        .map(|c| file.text(c).into_owned())
        .collect();
    v
}

fn make_defs(file: &SourceFile, node: Node) -> Vec<Def> {
    let Some(name_node) = node.child_by_field_name("name") else {
        return Vec::new();
    };
    let name = file.text(name_node).into_owned();
    let scope = enclosing_scope(file, node);
    let mods = modifiers(file, node);
    let in_interface = node
        .parent()
        .and_then(|p| p.parent())
        .is_some_and(|g| g.kind() == "interface_declaration");
    let public = mods.iter().any(|m| m == "public") || in_interface;
    let is_static = mods.iter().any(|m| m == "static");
    let list = node
        .child_by_field_name("parameters")
        .or_else(|| child_of_kind(node, "parameter_list"));
    let params = list.map(|l| count_params(file, l)).unwrap_or_default();
    let kind = match node.kind() {
        "method_declaration" => DefKind::Method,
        "local_function_statement" => DefKind::Function,
        "constructor_declaration" => DefKind::Constructor,
        _ => DefKind::Class,
    };
    let body = node.child_by_field_name("body").map(|b| b.start_byte());
    let end = body.unwrap_or(node.end_byte());
    let header = String::from_utf8_lossy(file.src.get(node.start_byte()..end).unwrap_or(&[]));
    let signature = collapse_ws(&header)
        .trim_end_matches(';')
        .trim_end()
        .to_string();
    let def = |kind, params: Params, scope: Vec<String>| Def {
        params,
        public: public || kind == DefKind::Class && !mods.iter().any(|m| m == "private"),
        is_static,
        signature: signature.clone(),
        ..Def::spanning(node, name.clone(), kind, scope)
    };
    let mut out = Vec::new();
    if kind == DefKind::Class {
        // A primary constructor (`record P(int X)`, C# 12 `class C(int x)`) is the type's
        // constructor: it is listed as one beside the type.
        let has_primary = list.is_some();
        out.push(def(DefKind::Class, Params::default(), scope.clone()));
        if has_primary {
            let mut s = scope;
            s.push(name.clone());
            out.push(def(DefKind::Constructor, params, s));
        }
    } else {
        out.push(def(kind, params, scope));
    }
    out
}

/// The parameters of a `parameter_list`: each `parameter` once; a default value makes it
/// optional; `params T[] xs` collects the rest (the grammar writes its type and name straight
/// into the list); a first parameter marked `this` is an extension method's receiver.
pub(crate) fn count_params(file: &SourceFile, list: Node) -> Params {
    let mut p = Params::default();
    let mut cursor = list.walk();
    let mut params_pending = false;
    for c in list.children(&mut cursor) {
        match c.kind() {
            "params" => params_pending = true,
            "parameter" => {
                let name = c
                    .child_by_field_name("name")
                    .map(|n| file.text(n).into_owned())
                    .unwrap_or_default();
                let mut cc = c.walk();
                let kids: Vec<Node> = c.children(&mut cc).collect();
                let has_default = kids.iter().any(|k| k.kind() == "=");
                let mods: Vec<String> = kids
                    .iter()
                    .filter(|k| k.kind() == "modifier" || k.kind() == "parameter_modifier")
                    .map(|k| file.text(*k).into_owned())
                    .collect();
                let is_params = params_pending || mods.iter().any(|m| m == "params");
                params_pending = false;
                if p.count == 0 && mods.iter().any(|m| m == "this") {
                    p.receiver = true;
                }
                p.count += 1;
                if is_params {
                    p.variadic = true;
                    p.list.push(Param {
                        name,
                        kind: ParamKind::VarPositional,
                        required: false,
                    });
                } else {
                    if !has_default {
                        p.required += 1;
                    }
                    p.list.push(Param {
                        name,
                        kind: ParamKind::Positional,
                        required: !has_default,
                    });
                }
            }
            // `params int[] xs` as the grammar writes it: the name ends the parameter.
            "identifier" if params_pending => {
                params_pending = false;
                p.count += 1;
                p.variadic = true;
                p.list.push(Param {
                    name: file.text(c).into_owned(),
                    kind: ParamKind::VarPositional,
                    required: false,
                });
            }
            _ => {}
        }
    }
    p
}

// ------------------------------------------------------------------------------------------
// calls

fn last_name(s: &str) -> &str {
    let s = s.split('<').next().unwrap_or(s).trim();
    let s = s.trim_end_matches('?');
    s.rsplit(['.', ':']).next().unwrap_or(s).trim()
}

/// (name, base names, method names) of every type a file declares.
fn type_infos(file: &SourceFile) -> Vec<(String, Vec<String>, Vec<String>)> {
    let mut out = Vec::new();
    walk(file.tree.root_node(), |n| {
        if !is_type_decl(n.kind()) {
            return;
        }
        let Some(name) = n.child_by_field_name("name") else {
            return;
        };
        let mut methods = Vec::new();
        if let Some(body) = n.child_by_field_name("body") {
            let mut cursor = body.walk();
            for m in body.named_children(&mut cursor) {
                if m.kind() == "method_declaration" {
                    if let Some(x) = m.child_by_field_name("name") {
                        methods.push(file.text(x).into_owned());
                    }
                }
            }
        }
        out.push((file.text(name).into_owned(), base_names(file, n), methods));
    });
    out
}

/// The simple name of a type node (`List<int>` → `List`, `Acme.A` → `A`, `A?` → `A`).
fn type_name(file: &SourceFile, t: Node) -> Option<String> {
    match t.kind() {
        "identifier" => Some(file.text(t).into_owned()),
        "generic_name" => t.named_child(0).map(|n| file.text(n).into_owned()),
        "qualified_name" => t
            .child_by_field_name("name")
            .and_then(|n| type_name(file, n)),
        "nullable_type" => t
            .child_by_field_name("type")
            .or_else(|| t.named_child(0))
            .and_then(|n| type_name(file, n)),
        "predefined_type" => Some(file.text(t).into_owned()),
        "alias_qualified_name" => t
            .child_by_field_name("name")
            .and_then(|n| type_name(file, n)),
        _ => None,
    }
}

fn base_names(file: &SourceFile, decl: Node) -> Vec<String> {
    let mut out = Vec::new();
    let mut cursor = decl.walk();
    for c in decl.children(&mut cursor) {
        if c.kind() == "base_list" {
            let mut cc = c.walk();
            for b in c.named_children(&mut cc) {
                let t = if b.kind() == "primary_constructor_base_type" {
                    b.named_child(0)
                } else {
                    Some(b)
                };
                if let Some(n) = t.and_then(|t| type_name(file, t)) {
                    out.push(n);
                }
            }
        }
    }
    out
}

struct Ctx<'a, 't> {
    file: &'a SourceFile,
    target: &'a Target,
    /// The type declarations of this file: (name, base names, node).
    types: Vec<(String, Vec<String>, Vec<String>)>,
    _tree: std::marker::PhantomData<Node<'t>>,
    /// `using static X;` names in this file (last segment).
    using_static: Vec<String>,
    /// `using Alias = X;` aliases mapped to X's last segment.
    aliases: Vec<(String, String)>,
    /// The target is an extension method (`this T x` first), with T's simple name.
    extension: Option<String>,
    /// The tree, for the base classes other files declare.
    repo: &'a RepoCtx,
}

pub fn calls(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call> {
    let root = file.tree.root_node();
    let mut types = type_infos(file);
    let mut using_static = Vec::new();
    let mut aliases = Vec::new();
    walk(root, |n| {
        if n.kind() == "using_directive" {
            let text = file.text(n);
            let body = text.trim_start_matches("global").trim();
            let body = body
                .trim_start_matches("using")
                .trim()
                .trim_end_matches(';');
            if let Some(rest) = body.strip_prefix("static ") {
                using_static.push(last_name(rest.trim()).to_string());
            } else if let Some((alias, what)) = body.split_once('=') {
                aliases.push((alias.trim().to_string(), last_name(what.trim()).to_string()));
            }
        }
    });
    // The types the target's own file declares (its owner's subclasses and siblings), read
    // once per measurement.
    if target.rel_path != file.rel_path {
        let theirs = ctx.memo(&format!("csharp-types:{}", target.rel_path), || {
            ctx.read_to_string(&target.rel_path)
                .and_then(|t| SourceFile::parse(&target.rel_path, file.lang, t.into_bytes()).ok())
                .map(|f| type_infos(&f))
                .unwrap_or_default()
        });
        types.extend(theirs.iter().cloned());
    }
    let extension = target
        .defs
        .first()
        .filter(|d| d.params.receiver)
        .and_then(|d| extension_type(&d.signature));
    let cx = Ctx {
        file,
        target,
        types,
        _tree: std::marker::PhantomData,
        using_static,
        aliases,
        extension,
        repo: ctx,
    };
    let mut out = Vec::new();
    let ctor = matches!(target.kind, DefKind::Constructor | DefKind::Class);
    walk(root, |n| match n.kind() {
        "invocation_expression" if !ctor => {
            if let Some(c) = cx.invocation(n) {
                out.push(c);
            }
        }
        "object_creation_expression" if ctor => {
            let ty = n
                .child_by_field_name("type")
                .and_then(|t| type_name(file, t));
            let cls = cx.ctor_class();
            if ty.as_deref().map(|t| cx.unalias(t)) == Some(cls.as_str()) {
                out.push(cx.call_at(
                    n,
                    n.child_by_field_name("arguments"),
                    Binds::Yes,
                    format!("new {cls}(…)"),
                ));
            }
        }
        "implicit_object_creation_expression" if ctor => {
            let cls = cx.ctor_class();
            if let Some(ty) = cx.target_typed(n) {
                if ty == cls {
                    let args = child_of_kind(n, "argument_list");
                    out.push(cx.call_at(n, args, Binds::Yes, format!("new(…) typed {cls}")));
                }
            }
        }
        "constructor_initializer" if ctor => {
            let cls = cx.ctor_class();
            let Some(decl) = ancestor(n, is_type_decl) else {
                return;
            };
            let this_name = decl
                .child_by_field_name("name")
                .map(|x| file.text(x).into_owned())
                .unwrap_or_default();
            let word = n.child(1).map(|k| k.kind()).unwrap_or("");
            let (hit, why) = if word == "this" {
                (this_name == cls, format!("this(…) in {this_name}"))
            } else {
                let bases = base_names(file, decl);
                (
                    bases.first().is_some_and(|b| *b == cls),
                    format!("base(…) in {this_name} : {cls}"),
                )
            };
            if hit {
                let args = child_of_kind(n, "argument_list");
                out.push(cx.call_at(n, args, Binds::Yes, why));
            }
        }
        _ => {}
    });
    out
}

/// The `this` parameter's type of an extension method's signature (`this string s` → string).
fn extension_type(sig: &str) -> Option<String> {
    let open = sig.find('(')?;
    let rest = sig[open + 1..].trim_start();
    let rest = rest.strip_prefix("this ")?;
    let ty = rest.split_whitespace().next()?;
    Some(last_name(ty).to_string())
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

/// Argument count and named arguments of an `argument_list`.
fn count_args(file: &SourceFile, list: Option<Node>) -> (Option<usize>, Vec<String>) {
    let Some(list) = list else {
        return (Some(0), Vec::new());
    };
    let mut n = 0;
    let mut keywords = Vec::new();
    let mut cursor = list.walk();
    for a in list.named_children(&mut cursor) {
        if a.kind() != "argument" {
            continue;
        }
        n += 1;
        if let Some(k) = a.child_by_field_name("name") {
            keywords.push(file.text(k).into_owned());
        }
    }
    (Some(n), keywords)
}

impl<'t> Ctx<'_, 't> {
    fn unalias<'s>(&'s self, name: &'s str) -> &'s str {
        self.aliases
            .iter()
            .find(|(a, _)| a == name)
            .map(|(_, t)| t.as_str())
            .unwrap_or(name)
    }

    /// The class whose constructor is measured.
    fn ctor_class(&self) -> String {
        match self.target.kind {
            DefKind::Class => self.target.name.clone(),
            _ => self.target.owner().unwrap_or(&self.target.name).to_string(),
        }
    }

    fn call_at(&self, n: Node, args: Option<Node>, binds: Binds, reason: String) -> Call {
        let (args, keywords) = count_args(self.file, args);
        Call {
            line: line_of(n),
            byte: n.start_byte(),
            args,
            binds,
            supplies_receiver: false,
            reason,
            keywords,
            fills_variadic: false,
            fits: None,
        }
    }

    /// The declared type a target-typed `new(…)` creates: a variable's, a field's, a
    /// parameter default's.
    fn target_typed(&self, n: Node) -> Option<String> {
        let decl = ancestor(n, |k| k == "variable_declaration")?;
        let t = decl.child_by_field_name("type")?;
        type_name(self.file, t)
    }

    /// The chain of type declarations around `n`, innermost first.
    fn enclosing_types(&self, n: Node) -> Vec<(String, Vec<String>)> {
        let mut out = Vec::new();
        let mut cur = n.parent();
        while let Some(p) = cur {
            if is_type_decl(p.kind()) {
                if let Some(name) = p.child_by_field_name("name") {
                    out.push((self.file.text(name).into_owned(), base_names(self.file, p)));
                }
            }
            cur = p.parent();
        }
        out
    }

    /// Whether type `ty` is the target's owner or names it among its supertypes (in this file).
    fn derives(&self, ty: &str, owner: &str) -> bool {
        super::resolve::derives(&self.types, ty, owner)
    }

    /// A type declared here (or in the target's file) with a method of the target's name
    /// (its own definition).
    fn declares_method(&self, ty: &str) -> bool {
        let name = &self.target.name;
        self.types
            .iter()
            .any(|(n, _, methods)| n == ty && methods.contains(name))
    }

    fn invocation(&self, n: Node<'t>) -> Option<Call> {
        let f = n.child_by_field_name("function")?;
        let args = n.child_by_field_name("arguments");
        let name_of = |x: Node| -> Option<String> {
            match x.kind() {
                "identifier" => Some(self.file.text(x).into_owned()),
                "generic_name" => x.named_child(0).map(|i| self.file.text(i).into_owned()),
                _ => None,
            }
        };
        let (recv, name) = match f.kind() {
            "identifier" | "generic_name" => (None, name_of(f)?),
            "member_access_expression" => {
                let name = name_of(f.child_by_field_name("name")?)?;
                let e = f.child_by_field_name("expression").or_else(|| f.child(0))?;
                (Some(e), name)
            }
            "conditional_access_expression" => {
                let mb = child_of_kind(f, "member_binding_expression")?;
                let name = name_of(mb.child_by_field_name("name")?)?;
                (f.child_by_field_name("condition"), name)
            }
            _ => return None,
        };
        if name != self.target.name {
            return None;
        }
        let mut call = self.call_at(n, args, Binds::Maybe, String::new());
        call.line = line_of(f.child_by_field_name("name").unwrap_or(f));
        let (binds, reason, supplies) = match recv {
            None => self.bare(n),
            Some(r) => self.member(n, r),
        };
        call.binds = binds;
        call.reason = reason;
        call.supplies_receiver = supplies;
        Some(call)
    }

    /// An unqualified call `F(…)`.
    fn bare(&self, n: Node) -> (Binds, String, bool) {
        let t = self.target;
        // A local function: reachable only inside the function that declares it.
        if t.kind == DefKind::Function {
            let inside = t.rel_path == self.file.rel_path
                && t.defs.first().is_some_and(|d| {
                    let host = ancestor_at(self.file, d.start_byte);
                    host.is_some_and(|(s, e)| s <= n.start_byte() && n.end_byte() <= e)
                });
            return if inside {
                (Binds::Yes, "local function in scope".into(), false)
            } else {
                (
                    Binds::No,
                    "the local function is not in scope here".into(),
                    false,
                )
            };
        }
        let Some(owner) = t.owner() else {
            return (Binds::Maybe, "called by name".into(), false);
        };
        let chain = self.enclosing_types(n);
        for (ty, bases) in &chain {
            if self.derives(ty, owner) {
                return (Binds::Yes, format!("called inside {ty}"), false);
            }
            if self.declares_method(ty) {
                return (
                    Binds::No,
                    format!("{ty} declares its own {}", t.name),
                    false,
                );
            }
            if !bases.is_empty() {
                return (
                    Binds::Maybe,
                    format!("{ty} derives from {}", bases.join(", ")),
                    false,
                );
            }
        }
        if self.using_static.iter().any(|u| u == owner) {
            return (Binds::Yes, format!("using static {owner}"), false);
        }
        (
            Binds::No,
            format!("no enclosing type derives from {owner}"),
            false,
        )
    }

    /// A member call `recv.F(…)` / `recv?.F(…)`.
    fn member(&self, n: Node, recv: Node) -> (Binds, String, bool) {
        let t = self.target;
        let ext = self.extension.is_some();
        let owner = t.owner().unwrap_or("");
        match recv.kind() {
            "this" | "this_expression" => {
                let chain = self.enclosing_types(n);
                let here = chain.first().map(|c| c.0.clone()).unwrap_or_default();
                return if ext {
                    (Binds::Maybe, "extension call on this".into(), true)
                } else if self.derives(&here, owner) {
                    (Binds::Yes, format!("this is {here}"), false)
                } else if self.declares_method(&here) {
                    (Binds::No, format!("this is {here}"), false)
                } else {
                    (Binds::Maybe, format!("this is {here}"), false)
                };
            }
            "base" | "base_expression" => {
                let chain = self.enclosing_types(n);
                let bases = chain.first().map(|c| c.1.clone()).unwrap_or_default();
                return if bases.iter().any(|b| self.derives(b, owner)) {
                    (Binds::Yes, format!("base is {}", bases.join(", ")), false)
                } else {
                    (Binds::Maybe, "base call".into(), false)
                };
            }
            _ => {}
        }
        if !ext && !matches!(recv.kind(), "identifier" | "predefined_type") {
            if let Some((ty, why)) = self.library_type(recv, 0) {
                let kind = super::stdlib::csharp_kind(&ty);
                return if ty != owner && matches!(kind, Some("sealed" | "struct")) {
                    (
                        Binds::No,
                        format!("{why}; the .NET {ty} cannot be {owner}"),
                        false,
                    )
                } else {
                    (Binds::Maybe, why, false)
                };
            }
        }
        let word = match recv.kind() {
            "identifier" => Some(self.file.text(recv).into_owned()),
            "predefined_type" => Some(self.file.text(recv).into_owned()),
            _ => None,
        };
        let Some(word) = word else {
            return (Binds::Maybe, "receiver of unknown type".into(), ext);
        };
        // A variable first: C# resolves a simple name to a local, parameter or member before
        // a type.
        // A field or property a base class declares comes after the enclosing types' own.
        let declared = self
            .declared_type(recv, &word)
            .or_else(|| self.inherited_member_type(recv, &word));
        if let Some(ty) = declared {
            let ty = self.unalias(&ty).to_string();
            if let Some(et) = &self.extension {
                return if ty == *et {
                    (Binds::Yes, format!("receiver {word} is {ty}"), true)
                } else if self.declares_method(&ty) {
                    // An instance method wins over an extension method.
                    (
                        Binds::No,
                        format!("receiver {word} is {ty}, which declares its own {}", t.name),
                        false,
                    )
                } else {
                    (Binds::Maybe, format!("receiver {word} is {ty}"), true)
                };
            }
            return if self.derives(&ty, owner) {
                (Binds::Yes, format!("receiver {word} is {ty}"), false)
            } else if matches!(ty.as_str(), "var" | "dynamic" | "object")
                || self.types.iter().any(|(n, b, _)| *n == ty && !b.is_empty())
            {
                // Untyped, or a type of ours that derives from something: it may inherit it.
                (Binds::Maybe, format!("receiver {word} is {ty}"), false)
            } else {
                (Binds::No, format!("receiver {word} is {ty}"), false)
            };
        }
        let word = self.unalias(&word).to_string();
        if ext {
            // `E.Ext(x, a)`: the static form writes the receiver.
            return if word == owner {
                (Binds::Yes, format!("static call {word}.{}", t.name), false)
            } else {
                (Binds::Maybe, format!("receiver {word}"), true)
            };
        }
        if word == owner {
            return (Binds::Yes, format!("static call {word}.{}", t.name), false);
        }
        if starts_upper(&word) {
            // A type name: a static call on another type (or a property of unknown type).
            if self.types.iter().any(|(n, _, _)| *n == word) {
                return (Binds::No, format!("static call on {word}"), false);
            }
            return (Binds::Maybe, format!("{word} is not declared here"), false);
        }
        (
            Binds::Maybe,
            format!("receiver {word} of unknown type"),
            false,
        )
    }

    /// The .NET base-library type (simple name) of the expression `e`, with the evidence: a
    /// string literal, a name declared with a predefined type (`string s`, `int n`), or a
    /// member call on one of those through methods the standard-library data knows
    /// (`s.Trim().Substring(1)` → String). `None` when any step is not sure.
    fn library_type(&self, e: Node, depth: usize) -> Option<(String, String)> {
        if depth > 16 {
            return None;
        }
        match e.kind() {
            "parenthesized_expression" => self.library_type(e.named_child(0)?, depth + 1),
            "string_literal" | "verbatim_string_literal" | "raw_string_literal" => {
                Some(("String".into(), "receiver is a string literal".into()))
            }
            "identifier" => {
                let word = self.file.text(e);
                let declared = self.declared_type(e, &word)?;
                let ty = predefined_clr(&declared)?;
                Some((ty.to_string(), format!("receiver {word} is {declared}")))
            }
            "invocation_expression" => {
                let f = e.child_by_field_name("function")?;
                if f.kind() != "member_access_expression" {
                    return None;
                }
                let name = f.child_by_field_name("name")?;
                if name.kind() != "identifier" {
                    return None;
                }
                let inner = f.child_by_field_name("expression")?;
                let (ty, _) = self.library_type(inner, depth + 1)?;
                let (args, keywords) = count_args(self.file, e.child_by_field_name("arguments"));
                if !keywords.is_empty() {
                    return None;
                }
                let method = self.file.text(name);
                let ret = super::stdlib::csharp_return(&ty, &method, args?)?;
                let text = self.file.text(e);
                let shown = if text.len() > 40 || text.contains('\n') {
                    format!("…{method}(…)")
                } else {
                    text.into_owned()
                };
                Some((
                    ret.to_string(),
                    format!("receiver {shown} is {ty}.{method}'s {ret}"),
                ))
            }
            _ => None,
        }
    }

    /// The declared type of the simple name `word` seen at `at`: a parameter or local of an
    /// enclosing function, a field or property of an enclosing type.
    fn declared_type(&self, at: Node, word: &str) -> Option<String> {
        let mut cur = at.parent();
        while let Some(p) = cur {
            let kind = p.kind();
            if is_function_decl(kind)
                || matches!(
                    kind,
                    "lambda_expression"
                        | "anonymous_method_expression"
                        | "accessor_declaration"
                        | "property_declaration"
                )
            {
                if let Some(list) = p.child_by_field_name("parameters") {
                    if let Some(t) = self.param_type(list, word) {
                        return Some(t);
                    }
                }
                if let Some(body) = p.child_by_field_name("body") {
                    if let Some(t) = self.local_type(body, word, at.start_byte()) {
                        return Some(t);
                    }
                }
            }
            if is_type_decl(kind) {
                if let Some(list) = child_of_kind(p, "parameter_list") {
                    if let Some(t) = self.param_type(list, word) {
                        return Some(t);
                    }
                }
                if let Some(body) = p.child_by_field_name("body") {
                    if let Some(t) = self.member_type(body, word) {
                        return Some(t);
                    }
                }
            }
            cur = p.parent();
        }
        None
    }

    fn param_type(&self, list: Node, word: &str) -> Option<String> {
        let mut cursor = list.walk();
        for c in list.named_children(&mut cursor) {
            if c.kind() == "parameter"
                && c.child_by_field_name("name")
                    .is_some_and(|x| self.file.text(x) == word)
            {
                return c
                    .child_by_field_name("type")
                    .and_then(|t| type_name(self.file, t));
            }
        }
        None
    }

    /// A local `T word = …` / `var word = new T(…)` declared before `before` in `body`.
    fn local_type(&self, body: Node, word: &str, before: usize) -> Option<String> {
        let mut found = None;
        walk(body, |n| {
            if found.is_some() || n.start_byte() >= before {
                return;
            }
            if n.kind() == "variable_declaration" {
                found = self.var_decl_type(n, word);
            }
        });
        found
    }

    fn var_decl_type(&self, decl: Node, word: &str) -> Option<String> {
        var_decl_type(self.file, decl, word)
    }

    fn member_type(&self, body: Node, word: &str) -> Option<String> {
        member_type(self.file, body, word, false).map(|(t, _)| t)
    }

    /// The declared type of `word` as a field or property the innermost type around `at`
    /// inherits: declared, not private, by one of its base classes (or theirs) in this file
    /// or in the file named after the base in this file's directory (`BusObject.cs`), as C#
    /// code bases lay classes out. Every base on the way must be found.
    fn inherited_member_type(&self, at: Node, word: &str) -> Option<String> {
        let (_, bases) = self.enclosing_types(at).into_iter().next()?;
        let dir = self
            .file
            .rel_path
            .rfind('/')
            .map_or("", |i| &self.file.rel_path[..i]);
        let mut todo: Vec<String> = bases;
        let mut seen: Vec<String> = Vec::new();
        while let Some(base) = todo.pop() {
            if seen.contains(&base) || seen.len() > 8 {
                continue;
            }
            seen.push(base.clone());
            // An interface (`IDisposable`) declares no field; a class not found leaves the
            // member unknown.
            let named = if dir.is_empty() {
                format!("{base}.cs")
            } else {
                format!("{dir}/{base}.cs")
            };
            let file = match class_decl(self.file, &base) {
                Some(_) => None,
                None => self.repo.parsed(&named, self.file.lang),
            };
            let f: &SourceFile = file.as_deref().unwrap_or(self.file);
            let Some(decl) = class_decl(f, &base) else {
                if base.len() > 1
                    && base.starts_with('I')
                    && base[1..].starts_with(|c: char| c.is_ascii_uppercase())
                {
                    continue;
                }
                return None;
            };
            if let Some((t, private)) = decl
                .child_by_field_name("body")
                .and_then(|b| member_type(f, b, word, true))
            {
                return (!private).then_some(t);
            }
            todo.extend(base_names(f, decl));
        }
        None
    }
}

/// The class (or struct, record) `name` a file declares.
fn class_decl<'f>(file: &'f SourceFile, name: &str) -> Option<Node<'f>> {
    let mut found = None;
    walk(file.tree.root_node(), |n| {
        if found.is_none()
            && matches!(
                n.kind(),
                "class_declaration" | "struct_declaration" | "record_declaration"
            )
            && n.child_by_field_name("name")
                .is_some_and(|x| file.text(x) == name)
        {
            found = Some(n);
        }
    });
    found
}

fn var_decl_type(file: &SourceFile, decl: Node, word: &str) -> Option<String> {
    let t = decl.child_by_field_name("type")?;
    let mut cursor = decl.walk();
    for v in decl.named_children(&mut cursor) {
        if v.kind() != "variable_declarator" {
            continue;
        }
        if v.child_by_field_name("name")
            .is_none_or(|x| file.text(x) != word)
        {
            continue;
        }
        if t.kind() == "implicit_type" {
            // `var x = new T(…)`
            let mut vc = v.walk();
            let init = v
                .named_children(&mut vc)
                .find(|k| k.kind() == "object_creation_expression");
            return Some(
                init.and_then(|i| i.child_by_field_name("type"))
                    .and_then(|t| type_name(file, t))
                    .unwrap_or_else(|| "var".into()),
            );
        }
        return type_name(file, t);
    }
    None
}

/// The declared type of field or property `word` of a type body, and whether it is private
/// (no access modifier, or `private`; read only when `access`).
fn member_type(file: &SourceFile, body: Node, word: &str, access: bool) -> Option<(String, bool)> {
    let private = |m: Node| {
        access && {
            let mods = modifiers(file, m);
            !mods
                .iter()
                .any(|x| matches!(x.as_str(), "protected" | "public" | "internal"))
        }
    };
    let mut cursor = body.walk();
    for m in body.named_children(&mut cursor) {
        match m.kind() {
            "field_declaration" | "event_field_declaration" => {
                let mut mc = m.walk();
                let decl = m
                    .named_children(&mut mc)
                    .find(|k| k.kind() == "variable_declaration");
                if let Some(t) = decl.and_then(|d| var_decl_type(file, d, word)) {
                    return Some((t, private(m)));
                }
            }
            "property_declaration"
                if m.child_by_field_name("name")
                    .is_some_and(|x| file.text(x) == word) =>
            {
                return m
                    .child_by_field_name("type")
                    .and_then(|t| type_name(file, t))
                    .map(|t| (t, private(m)));
            }
            _ => {}
        }
    }
    None
}

/// The .NET type a C# predefined type keyword names (`string` → `String`, `int` → `Int32`).
fn predefined_clr(keyword: &str) -> Option<&'static str> {
    Some(match keyword {
        "string" => "String",
        "object" => "Object",
        "bool" => "Boolean",
        "char" => "Char",
        "sbyte" => "SByte",
        "byte" => "Byte",
        "short" => "Int16",
        "ushort" => "UInt16",
        "int" => "Int32",
        "uint" => "UInt32",
        "long" => "Int64",
        "ulong" => "UInt64",
        "float" => "Single",
        "double" => "Double",
        "decimal" => "Decimal",
        _ => return None,
    })
}

fn starts_upper(s: &str) -> bool {
    s.starts_with(|c: char| c.is_uppercase())
}

/// The byte range of the function that encloses the definition starting at `byte` (the host
/// of a local function).
fn ancestor_at(file: &SourceFile, byte: usize) -> Option<(usize, usize)> {
    let node = file
        .tree
        .root_node()
        .descendant_for_byte_range(byte, byte)?;
    let mut cur = node;
    // climb to the local function itself, then to its host
    while cur.kind() != "local_function_statement" {
        cur = cur.parent()?;
    }
    let host = ancestor(cur, |k| {
        is_function_decl(k) || k == "lambda_expression" || k == "accessor_declaration"
    })?;
    Some((host.start_byte(), host.end_byte()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    fn parse(src: &str) -> SourceFile {
        SourceFile::parse("a.cs", Lang::CSharp, src.as_bytes().to_vec()).unwrap()
    }

    #[test]
    fn definitions_and_their_parameters() {
        let f = parse(
            "namespace N;\npublic static class E {\n  public static int Ext(this string s, int y = 0) => y;\n}\n\
             class A {\n  public A(int x) { }\n  public int F(int a, params int[] xs) { int L(int q) { return q; } return L(a); }\n}\n\
             public record P(int X, int Y);\n",
        );
        let d = definitions(&f);
        type Row = (String, DefKind, Vec<String>, usize, usize, bool, bool);
        let got: Vec<Row> = d
            .iter()
            .map(|d| {
                (
                    d.name.clone(),
                    d.kind,
                    d.scope.clone(),
                    d.params.count,
                    d.params.required,
                    d.params.variadic,
                    d.params.receiver,
                )
            })
            .collect();
        use DefKind::*;
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(
            got,
            vec![
                ("E".into(), Class, s(&[]), 0, 0, false, false),
                ("Ext".into(), Method, s(&["E"]), 2, 1, false, true),
                ("A".into(), Class, s(&[]), 0, 0, false, false),
                ("A".into(), Constructor, s(&["A"]), 1, 1, false, false),
                ("F".into(), Method, s(&["A"]), 2, 1, true, false),
                ("L".into(), Function, s(&["A", "F"]), 1, 1, false, false),
                ("P".into(), Class, s(&[]), 0, 0, false, false),
                ("P".into(), Constructor, s(&["P"]), 2, 2, false, false),
            ]
        );
    }

    fn verdicts(
        def_src: &str,
        sel: &str,
        use_src: &str,
    ) -> Vec<(usize, Option<usize>, Binds, bool)> {
        use crate::lang::testkit::{no_repo, target, Site};
        let def = parse(def_src);
        let t = target(
            &def,
            sel,
            Site {
                skip_classes: true,
                first_scope: true,
            },
        );
        let uses = SourceFile::parse("b.cs", Lang::CSharp, use_src.as_bytes().to_vec()).unwrap();
        calls(&uses, &t, &no_repo("/nonexistent"))
            .into_iter()
            .map(|c| (c.line, c.args, c.binds, c.supplies_receiver))
            .collect()
    }

    #[test]
    fn a_field_a_base_class_declares_in_its_own_file_types_the_receiver() {
        // dbus-sharp: `ExportObject : BusObject, IDisposable` calls `conn.Send (replyMsg)`,
        // `conn` being BusObject's protected field (src/BusObject.cs).
        use crate::lang::testkit::{scratch, target, Site};
        let conn = "namespace DBus {\n  public class Connection {\n    internal virtual uint Send (Message msg) { return 0; }\n  }\n}\n";
        let repo = scratch(&[
            ("src/Connection.cs", conn),
            (
                "src/BusObject.cs",
                "namespace DBus {\n  public class BusObject {\n    protected Connection conn;\n    Connection hidden;\n  }\n}\n",
            ),
        ]);
        let t = target(
            &SourceFile::parse("src/Connection.cs", Lang::CSharp, conn.as_bytes().to_vec())
                .unwrap(),
            "Connection.Send",
            Site::default(),
        );
        let uses = "namespace DBus {\n  internal class ExportObject : BusObject, IDisposable {\n    \
                    public void Handle (Message replyMsg) {\n      conn.Send (replyMsg);\n      hidden.Send (replyMsg);\n    }\n  }\n}\n";
        let file = SourceFile::parse(
            "src/ExportObject.cs",
            Lang::CSharp,
            uses.as_bytes().to_vec(),
        )
        .unwrap();
        let got: Vec<(usize, Binds)> = calls(&file, &t, &repo.ctx)
            .into_iter()
            .map(|c| (c.line, c.binds))
            .collect();
        // A private field of the base is not the derived class's name: left open.
        assert_eq!(got, [(4, Binds::Yes), (5, Binds::Maybe)]);
    }

    #[test]
    fn chains_on_predefined_types_are_typed_through_the_base_library() {
        let def = "public class A {\n  public bool Contains(int a) => a > 0;\n}\n";
        let uses = "class U {\n  bool F(string s, int n, object o, A a, Foo f) {\n    \
                    s.Trim().Contains(\"x\");\n    n.ToString().Substring(1).Contains(\"y\");\n    \
                    (s.ToUpper()).Contains(\"z\");\n    \"lit\".Trim().Contains(\"w\");\n    \
                    o.ToString().Contains(\"v\");\n    s.Clone().Contains(1);\n    \
                    s.Split(',').Contains(\"u\");\n    f.Trim().Contains(1);\n    \
                    s.Trim(named: 1).Contains(2);\n    return a.Contains(1);\n  }\n}\n";
        assert_eq!(
            verdicts(def, "A.Contains", uses),
            vec![
                (3, Some(1), Binds::No, false),
                (4, Some(1), Binds::No, false),
                (5, Some(1), Binds::No, false),
                (6, Some(1), Binds::No, false),
                // object.ToString() is a string too
                (7, Some(1), Binds::No, false),
                // Clone() returns object: an A may hide behind it (as today)
                (8, Some(1), Binds::Maybe, false),
                // an array is not typed by the data; Foo is no predefined type
                (9, Some(1), Binds::Maybe, false),
                (10, Some(1), Binds::Maybe, false),
                // named arguments: the overload is not chosen here
                (11, Some(1), Binds::Maybe, false),
                (12, Some(1), Binds::Yes, false),
            ]
        );
        // An extension method on string stays as today: the chain's value may be its `this`.
        let ext = "public static class E {\n  public static bool Contains(this string s, int a) => true;\n}\n";
        let uses = "class U {\n  bool F(string s) {\n    return s.Trim().Contains(1);\n  }\n}\n";
        assert_eq!(
            verdicts(ext, "E.Contains", uses),
            vec![(3, Some(1), Binds::Maybe, true)]
        );
    }

    #[test]
    fn calls_bind_by_receiver_type_using_static_and_constructor_forms() {
        let def = "namespace N {\n public class A {\n  public A(int x) { }\n  public int Run(int a) => a;\n }\n public class B {\n  public int Run(int a) => a;\n }\n}\n";
        let uses = "using static N.A;\nclass U {\n  int F(A a, B b) {\n    a?.Run(1);\n    b.Run(2);\n    A c = new(3);\n    var d = new A(4);\n    return d.Run(5, 6);\n  }\n}\n";
        assert_eq!(
            verdicts(def, "A.Run", uses),
            vec![
                (4, Some(1), Binds::Yes, false),
                (5, Some(1), Binds::No, false),
                (8, Some(2), Binds::Yes, false),
            ]
        );
        assert_eq!(
            verdicts(def, "A.A", uses),
            vec![
                (6, Some(1), Binds::Yes, false),
                (7, Some(1), Binds::Yes, false)
            ]
        );
    }

    #[test]
    fn an_extension_call_supplies_its_receiver_and_named_arguments_are_kept() {
        let def = "static class E {\n  public static int Cut(this string s, int max, int tail = 0) => max;\n}\n";
        let uses =
            "class U {\n  int F(string s) {\n    s.Cut(1);\n    return E.Cut(s, max: 2);\n  }\n}\n";
        let u = SourceFile::parse("b.cs", Lang::CSharp, uses.as_bytes().to_vec()).unwrap();
        let d = parse(def);
        let t = crate::lang::testkit::target(&d, "E.Cut", Default::default());
        let got = calls(&u, &t, &crate::lang::testkit::no_repo("/x"));
        assert_eq!(got.len(), 2);
        assert!(got[0].supplies_receiver && got[0].binds == Binds::Yes);
        assert!(!got[1].supplies_receiver && got[1].binds == Binds::Yes);
        assert_eq!(got[1].keywords, vec!["max".to_string()]);
        assert!(t.defs[0].params.admits(&got[0]) && t.defs[0].params.admits(&got[1]));
    }
}
