//! Builtin-engine support for Rust (see the module docs of `crate::lang`).
//!
//! Definitions: free `fn`s, methods and associated functions of `impl` blocks (scope = the impl
//! type's base name), trait methods with or without a body (scope = the trait), structs, enums,
//! unions and traits (as classes), and closures bound by `let f = |..|`.
//!
//! Calls are bound by Rust's name resolution where it is cheap and sure: the file's module path
//! (`src/a/b.rs` is `crate::a::b`), `use` declarations in scope (lists, aliases, globs,
//! `self`/`super`/`crate`), items of the enclosing blocks and module, and for method calls the
//! receiver's written type (parameters, `let x: T`, `T::new(..)`, `T { .. }`, `self`, fields
//! of `self`). Calls inside macro invocations (`format!`, `assert!`, ...) are found by scanning
//! the macro's token tree.

use super::{
    collapse_ws, header_text, line_of, walk, walk_pruned, Binds, Call, Def, DefKind, Params,
    RepoCtx, SourceFile, Target,
};
use tree_sitter::Node;

pub(crate) mod fragment;

// ---------------------------------------------------------------- definitions

pub fn definitions(file: &SourceFile) -> Vec<Def> {
    // `rust/defs.scm` names the definition nodes; the kind (method when an impl or trait body
    // holds it), scope, parameters and visibility come from the node here.
    super::defs::matches_pruned(file, may_define)
        .into_iter()
        .filter_map(|m| match m.node.kind() {
            "let_declaration" => Some(closure_def(file, m.node, m.name)),
            "function_item" | "function_signature_item" => fn_def(file, m.node),
            _ => Some(type_def(file, m.node, m.name)),
        })
        .collect()
}

/// Whether a definition may sit in `node`: not in a macro's token tree (a macro call's
/// arguments, a `macro_rules!` body: the grammar reads no item there, only tokens), nor in a
/// comment; anywhere else a block, which may hold items, can stand (a constant's, an array
/// length's), and so can anything in a subtree with a syntax error.
fn may_define(node: Node) -> bool {
    !matches!(
        node.kind(),
        "token_tree" | "macro_definition" | "line_comment" | "block_comment"
    ) || node.has_error()
}

/// A struct, enum, union or trait.
fn type_def(file: &SourceFile, n: Node, name: Node) -> Def {
    let sig = header_text(file, n, "body");
    Def {
        public: has_visibility(n),
        signature: sig.trim_end_matches(';').trim_end().to_string(),
        ..Def::spanning(
            n,
            file.text(name).into_owned(),
            DefKind::Class,
            scope_of(file, n),
        )
    }
}

/// A closure bound by `let f = |..| ..` (`n` the `let`, `name` its identifier pattern).
fn closure_def(file: &SourceFile, n: Node, name: Node) -> Def {
    let c = n.child_by_field_name("value").unwrap_or(n);
    let mut params = Params::default();
    if let Some(ps) = c.child_by_field_name("parameters") {
        let mut cursor = ps.walk();
        params.count = ps
            .named_children(&mut cursor)
            .filter(|x| !is_comment(*x))
            .count();
        params.required = params.count;
    }
    let sig_end = c
        .child_by_field_name("body")
        .map(|b| b.start_byte())
        .unwrap_or(c.end_byte());
    let sig = collapse_ws(&String::from_utf8_lossy(
        file.src.get(n.start_byte()..sig_end).unwrap_or_default(),
    ));
    Def {
        params,
        signature: sig,
        ..Def::spanning(
            n,
            file.text(name).into_owned(),
            DefKind::Function,
            scope_of(file, n),
        )
    }
}

fn is_comment(n: Node) -> bool {
    matches!(
        n.kind(),
        "line_comment" | "block_comment" | "attribute_item"
    )
}

/// For a match arm's pattern `p` and value `value`: `Ok` or `Some` when the arm is `Ok(x) =>
/// x` / `Some(x) => x` (`mut x` too), the value bound passed on whole. `None` otherwise.
fn unwrap_arm_ctor(file: &SourceFile, p: Node, value: Node) -> Option<String> {
    if p.kind() != "tuple_struct_pattern" || value.kind() != "identifier" {
        return None;
    }
    let ctor = p.child_by_field_name("type")?;
    let ctor_text = file.text(ctor);
    if !matches!(ctor_text.as_ref(), "Ok" | "Some") {
        return None;
    }
    let mut cursor = p.walk();
    let elems: Vec<Node> = p
        .named_children(&mut cursor)
        .filter(|x| x.id() != ctor.id() && !is_comment(*x))
        .collect();
    let [elem] = elems.as_slice() else {
        return None;
    };
    let bound = match elem.kind() {
        "identifier" => *elem,
        "mut_pattern" => {
            let mut c = elem.walk();
            let id = elem
                .named_children(&mut c)
                .find(|x| x.kind() == "identifier");
            id?
        }
        _ => return None,
    };
    (file.text(bound) == file.text(value)).then(|| ctor_text.into_owned())
}

/// Whether the call of method `name` with the argument list `args` is one that returns
/// `Option` of an element (or a reference to one) of a std slice, array or `Vec`: `first`,
/// `last`, `first_mut`, `last_mut`, `pop` with no argument; `get`, `get_mut` with one index
/// that is surely a `usize` (an integer literal or an `as usize` cast), not a range, which
/// would give a sub-slice.
fn element_option_call(file: &SourceFile, name: &str, args: Node) -> bool {
    let mut cursor = args.walk();
    let given: Vec<Node> = args
        .named_children(&mut cursor)
        .filter(|a| !is_comment(*a))
        .collect();
    match name {
        "first" | "last" | "first_mut" | "last_mut" | "pop" => given.is_empty(),
        "get" | "get_mut" => match given.as_slice() {
            [i] => match i.kind() {
                "integer_literal" => true,
                "type_cast_expression" => i
                    .child_by_field_name("type")
                    .is_some_and(|t| file.text(t) == "usize"),
                _ => false,
            },
            _ => false,
        },
        _ => false,
    }
}

/// Whether the expression `v` never yields a value: `return`, `break`, `continue`, a
/// `panic!`, `unreachable!`, `todo!` or `unimplemented!` invocation (read as written, or as
/// the call `panic_(..)` a rewritten invocation is), or a block whose last statement is one.
fn diverges(file: &SourceFile, v: Node) -> bool {
    const NEVER: &[&str] = &["panic", "unreachable", "todo", "unimplemented"];
    match v.kind() {
        "return_expression" | "break_expression" | "continue_expression" => true,
        "macro_invocation" => v
            .child_by_field_name("macro")
            .filter(|m| m.kind() == "identifier")
            .is_some_and(|m| NEVER.contains(&file.text(m).as_ref())),
        "call_expression" => v
            .child_by_field_name("function")
            .filter(|f| f.kind() == "identifier")
            .is_some_and(|f| {
                let t = file.text(f);
                t.strip_suffix('_').is_some_and(|b| NEVER.contains(&b))
                    && file.src.get(f.end_byte()) == Some(&b'(')
                    && file.src.get(f.end_byte() - 1) == Some(&b'_')
                    && rewritten_macro_bang(file, f)
            }),
        "expression_statement" => v.named_child(0).is_some_and(|e| diverges(file, e)),
        "block" => {
            let mut cursor = v.walk();
            let last = v
                .named_children(&mut cursor)
                .filter(|c| !is_comment(*c))
                .last();
            last.is_some_and(|l| diverges(file, l))
        }
        _ => false,
    }
}

/// Whether the identifier `f` ending in `_` is the name of a rewritten macro invocation
/// (`panic!(` read as `panic_(`): no fn or binding of that name is declared in the file.
fn rewritten_macro_bang(file: &SourceFile, f: Node) -> bool {
    let name = file.text(f);
    let declared = format!("fn {name}");
    memchr::memmem::find(&file.src, declared.as_bytes()).is_none()
        && memchr::memmem::find(&file.src, format!("let {name}").as_bytes()).is_none()
}

fn has_visibility(n: Node) -> bool {
    let mut cursor = n.walk();
    let found = n
        .children(&mut cursor)
        .any(|c| c.kind() == "visibility_modifier");
    found
}

/// The container of an item: the `impl` or `trait` whose body holds it, if any.
fn container(n: Node) -> Option<Node> {
    let list = n.parent()?;
    if list.kind() != "declaration_list" {
        return None;
    }
    let owner = list.parent()?;
    matches!(owner.kind(), "impl_item" | "trait_item").then_some(owner)
}

/// [`walk`] over the nodes of `file` that may be, or hold, an item `keyword` begins
/// (`impl`, `struct`): a block (a fn body, mostly) whose text lacks the keyword holds none and
/// is not entered. The items are visited in the order a whole walk meets them.
fn walk_items<'t>(file: &'t SourceFile, keyword: &str, mut f: impl FnMut(Node<'t>)) {
    let finder = memchr::memmem::Finder::new(keyword.as_bytes());
    walk_pruned(file.tree.root_node(), |n| {
        if n.kind() == "block" && finder.find(&file.src[n.byte_range()]).is_none() {
            return false;
        }
        f(n);
        true
    });
}

fn fn_def(file: &SourceFile, n: Node) -> Option<Def> {
    let name = file.text(n.child_by_field_name("name")?).into_owned();
    let params = n
        .child_by_field_name("parameters")
        .map(|p| super::resolve::params_of(file, p))
        .unwrap_or_default();
    let owner = container(n);
    let kind = if owner.is_some() {
        DefKind::Method
    } else {
        DefKind::Function
    };
    let public = has_visibility(n)
        || owner.is_some_and(|o| {
            // Trait items and trait impl items are as visible as the trait.
            o.kind() == "trait_item" && has_visibility(o)
                || o.kind() == "impl_item" && o.child_by_field_name("trait").is_some()
        });
    let sig = header_text(file, n, "body");
    Some(Def {
        public,
        is_static: owner.is_some() && !params.receiver,
        params,
        signature: sig.trim_end_matches(';').trim_end().to_string(),
        ..Def::spanning(n, name, kind, scope_of(file, n))
    })
}

/// Base name of a type: references, pointers, generics and paths stripped.
fn type_base(file: &SourceFile, t: Node) -> Option<String> {
    match t.kind() {
        "reference_type" | "pointer_type" => type_base(file, t.child_by_field_name("type")?),
        "generic_type" => type_base(file, t.child_by_field_name("type")?),
        "scoped_type_identifier" => Some(file.text(t.child_by_field_name("name")?).into_owned()),
        "type_identifier" | "identifier" | "primitive_type" => Some(file.text(t).into_owned()),
        _ => None,
    }
}

/// Scope of an item: its impl type or trait, and the names of enclosing functions.
fn scope_of(file: &SourceFile, n: Node) -> Vec<String> {
    let mut rev = Vec::new();
    let mut cur = n.parent();
    while let Some(a) = cur {
        match a.kind() {
            "function_item" => {
                if let Some(name) = a.child_by_field_name("name") {
                    rev.push(file.text(name).into_owned());
                }
            }
            "impl_item" => {
                if let Some(t) = a
                    .child_by_field_name("type")
                    .and_then(|t| type_base(file, t))
                {
                    rev.push(t);
                }
            }
            "trait_item" => {
                if let Some(name) = a.child_by_field_name("name") {
                    rev.push(file.text(name).into_owned());
                }
            }
            _ => {}
        }
        cur = a.parent();
    }
    rev.reverse();
    rev
}

/// [`crate::lang::Lang::selection_scope`] for Rust: the def's scope with the inline `mod`
/// items around it in place, outermost first (`mod small { fn imul }` → `["small"]`, `mod
/// tests { impl T { fn f } }` → `["tests", "T"]`). A def whose node is not found keeps its
/// scope.
pub(crate) fn selection_scope(file: &SourceFile, def: &Def) -> Vec<String> {
    let root = file.tree.root_node();
    let Some(node) = root
        .descendant_for_byte_range(def.start_byte, def.start_byte)
        .and_then(|mut n| loop {
            if n.start_byte() == def.start_byte
                && matches!(
                    n.kind(),
                    "function_item"
                        | "function_signature_item"
                        | "let_declaration"
                        | "struct_item"
                        | "enum_item"
                        | "union_item"
                        | "trait_item"
                )
            {
                break Some(n);
            }
            n = n.parent()?;
        })
    else {
        return def.scope.clone();
    };
    // As [`scope_of`] walks, with the `mod` items too.
    let mut rev = Vec::new();
    let mut in_mod = false;
    let mut cur = node.parent();
    while let Some(a) = cur {
        in_mod |= a.kind() == "mod_item";
        let name = match a.kind() {
            "function_item" | "trait_item" | "mod_item" => a
                .child_by_field_name("name")
                .map(|n| file.text(n).into_owned()),
            "impl_item" => a
                .child_by_field_name("type")
                .and_then(|t| type_base(file, t)),
            _ => None,
        };
        rev.extend(name);
        cur = a.parent();
    }
    if !in_mod {
        return def.scope.clone();
    }
    rev.reverse();
    rev
}

// ---------------------------------------------------------------- module paths

/// An absolute path: a crate (local, by its directory key, or external, by name) and segments.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct RPath {
    root: Root,
    segs: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Root {
    /// A crate of this repository, keyed by its source root (e.g. `""`, `crates/core`).
    Local(String),
    /// Another crate, by name (`std`, `serde`, ...).
    Extern(String),
}

impl RPath {
    fn show(&self) -> String {
        let head = match &self.root {
            Root::Local(_) => "crate".to_string(),
            Root::Extern(n) => n.clone(),
        };
        std::iter::once(head)
            .chain(self.segs.iter().cloned())
            .collect::<Vec<_>>()
            .join("::")
    }
}

/// Crate key and module segments of a file from its path: `src/lib.rs` and `src/main.rs` are
/// the crate root, `src/a.rs` and `src/a/mod.rs` are `crate::a`, `src/bin/x.rs` is its own
/// crate, files outside any `src/` are their own crate root.
fn file_module(rel: &str) -> (String, Vec<String>) {
    let parts: Vec<&str> = rel.split('/').collect();
    let Some(src_idx) = parts.iter().rposition(|p| *p == "src") else {
        let dir = rel.rfind('/').map(|i| &rel[..i]).unwrap_or("");
        return (format!("{dir}#{rel}"), Vec::new());
    };
    let key = parts[..src_idx].join("/");
    let mut rest: Vec<String> = parts[src_idx + 1..].iter().map(|s| s.to_string()).collect();
    if let Some(last) = rest.last_mut() {
        if let Some(stem) = last.strip_suffix(".rs") {
            *last = stem.to_string();
        }
    }
    if rest.first().map(String::as_str) == Some("bin") && rest.len() >= 2 {
        return (format!("{key}#{}", rest.join("/")), Vec::new());
    }
    if rest.len() == 1 && matches!(rest[0].as_str(), "lib" | "main") {
        return (key, Vec::new());
    }
    if rest.last().map(String::as_str) == Some("mod") {
        rest.pop();
    }
    (key, rest)
}

/// The crate name from a `Cargo.toml` text (`[lib] name` or `[package] name`), `-` mapped
/// to `_`.
fn crate_name_from(text: &str) -> Option<String> {
    let value: toml::Table = text.parse().ok()?;
    let pkg = value.get("package")?.as_table()?;
    let lib_name = value
        .get("lib")
        .and_then(|l| l.get("name"))
        .and_then(|n| n.as_str());
    let name = lib_name.or_else(|| pkg.get("name")?.as_str())?;
    Some(name.replace('-', "_"))
}

// ---------------------------------------------------------------- the Cargo workspace

/// One dependency of a package manifest.
#[derive(Debug, Clone)]
struct Dep {
    /// The name the code uses (`[dependencies] key`, `-` mapped to `_`).
    key: String,
    /// The package it names (`package = ".."` of a renamed dependency, else the key).
    package: String,
    /// Its directory in the repository, for a `path` dependency (directly or through the
    /// workspace's `[workspace.dependencies]`).
    dir: Option<String>,
}

/// `a/b` joined with a relative path, `.` and `..` resolved; `None` when it leaves the root.
fn join_rel(dir: &str, rel: &str) -> Option<String> {
    let mut parts: Vec<&str> = dir.split('/').filter(|p| !p.is_empty()).collect();
    for seg in rel.split('/') {
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

fn parent_dir(dir: &str) -> Option<&str> {
    if dir.is_empty() {
        None
    } else {
        Some(dir.rfind('/').map(|i| &dir[..i]).unwrap_or(""))
    }
}

/// The manifest in `dir`, read and parsed once per measurement.
fn manifest_at(ctx: &RepoCtx, dir: &str) -> std::sync::Arc<Option<toml::Table>> {
    let path = if dir.is_empty() {
        "Cargo.toml".to_string()
    } else {
        format!("{dir}/Cargo.toml")
    };
    ctx.memo(&format!("rs:manifest:{path}"), || {
        ctx.read_shared(&path)?.parse().ok()
    })
}

/// The directory of the package a file belongs to: the nearest `Cargo.toml` with a
/// `[package]` at or above it.
fn package_dir(ctx: &RepoCtx, rel: &str) -> Option<String> {
    let dir = parent_dir(rel)?;
    ctx.memo(&format!("rs:package-dir:{dir}"), || {
        package_dir_of(ctx, dir)
    })
    .as_ref()
    .clone()
}

fn package_dir_of(ctx: &RepoCtx, mut dir: &str) -> Option<String> {
    loop {
        let path = if dir.is_empty() {
            "Cargo.toml".to_string()
        } else {
            format!("{dir}/Cargo.toml")
        };
        let has_package = ctx
            .read_shared(&path)
            .is_some_and(|t| t.lines().any(|l| l.trim() == "[package]"));
        if has_package {
            return Some(dir.to_string());
        }
        dir = parent_dir(dir)?;
    }
}

fn package_name(ctx: &RepoCtx, dir: &str) -> Option<String> {
    let m = manifest_at(ctx, dir);
    let m = m.as_ref().as_ref()?;
    Some(m.get("package")?.get("name")?.as_str()?.to_string())
}

/// The dependencies (normal, dev, build, per target) of the package in `dir`, read once per
/// measurement.
fn deps_of(ctx: &RepoCtx, dir: &str) -> std::sync::Arc<Vec<Dep>> {
    ctx.memo(&format!("rs:deps:{dir}"), || deps_read(ctx, dir))
}

fn deps_read(ctx: &RepoCtx, dir: &str) -> Vec<Dep> {
    let m = manifest_at(ctx, dir);
    let Some(m) = m.as_ref() else {
        return Vec::new();
    };
    let mut tables: Vec<&toml::Table> = Vec::new();
    let kinds = ["dependencies", "dev-dependencies", "build-dependencies"];
    for k in kinds {
        if let Some(t) = m.get(k).and_then(|t| t.as_table()) {
            tables.push(t);
        }
    }
    if let Some(targets) = m.get("target").and_then(|t| t.as_table()) {
        for t in targets.values() {
            for k in kinds {
                if let Some(t) = t.get(k).and_then(|t| t.as_table()) {
                    tables.push(t);
                }
            }
        }
    }
    // The workspace root holding `[workspace.dependencies]`, found only when needed.
    let mut ws: Option<Option<(String, toml::Table)>> = None;
    let mut out = Vec::new();
    for t in tables {
        for (key, v) in t {
            let mut package = key.clone();
            let mut path = None;
            if let Some(d) = v.as_table() {
                if let Some(p) = d.get("package").and_then(|p| p.as_str()) {
                    package = p.to_string();
                }
                if let Some(p) = d.get("path").and_then(|p| p.as_str()) {
                    path = join_rel(dir, p);
                }
                if d.get("workspace").and_then(|w| w.as_bool()) == Some(true) {
                    let root = ws.get_or_insert_with(|| workspace_root(ctx, dir));
                    let wdep = root.as_ref().and_then(|(rdir, rm)| {
                        let dep = rm.get("workspace")?.get("dependencies")?.get(key)?;
                        Some((rdir.clone(), dep.clone()))
                    });
                    if let Some((rdir, dep)) = wdep {
                        if let Some(p) = dep.get("package").and_then(|p| p.as_str()) {
                            package = p.to_string();
                        }
                        if let Some(p) = dep.get("path").and_then(|p| p.as_str()) {
                            path = join_rel(&rdir, p);
                        }
                    }
                }
            }
            out.push(Dep {
                key: key.replace('-', "_"),
                package,
                dir: path,
            });
        }
    }
    out
}

/// The nearest manifest with a `[workspace]` at or above `dir`.
fn workspace_root(ctx: &RepoCtx, dir: &str) -> Option<(String, toml::Table)> {
    let mut d = dir;
    loop {
        if let Some(m) = manifest_at(ctx, d)
            .as_ref()
            .as_ref()
            .filter(|m| m.contains_key("workspace"))
        {
            return Some((d.to_string(), m.clone()));
        }
        d = parent_dir(d)?;
    }
}

/// How a caller's package relates to the target's.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Reach {
    /// Same package, or the graph could not be read: no claim.
    Unknown,
    /// Another package that depends on the target's (directly or through path dependencies);
    /// the names its code uses for the target crate (`[dependencies]` keys, renames kept).
    Depends(Vec<String>),
    /// Another package whose dependencies never lead to the target's: (caller package,
    /// target package).
    Cannot(String, String),
}

fn reach(ctx: &RepoCtx, caller_rel: &str, target_rel: &str) -> Reach {
    let (Some(from), Some(to)) = (package_dir(ctx, caller_rel), package_dir(ctx, target_rel))
    else {
        return Reach::Unknown;
    };
    if from == to {
        return Reach::Unknown;
    }
    let Some(to_name) = package_name(ctx, &to) else {
        return Reach::Unknown;
    };
    let direct = deps_of(ctx, &from);
    let names: Vec<String> = direct
        .iter()
        .filter(|d| d.dir.as_deref() == Some(to.as_str()) || d.package == to_name)
        .map(|d| d.key.clone())
        .collect();
    if !names.is_empty() {
        return Reach::Depends(names);
    }
    let mut seen = vec![from.clone()];
    let mut queue: Vec<String> = direct.iter().filter_map(|d| d.dir.clone()).collect();
    while let Some(dir) = queue.pop() {
        if seen.contains(&dir) {
            continue;
        }
        let deps = deps_of(ctx, &dir);
        if deps
            .iter()
            .any(|d| d.dir.as_deref() == Some(to.as_str()) || d.package == to_name)
        {
            return Reach::Depends(Vec::new());
        }
        queue.extend(deps.iter().filter_map(|d| d.dir.clone()));
        seen.push(dir);
    }
    let from_name = package_name(ctx, &from).unwrap_or(from);
    Reach::Cannot(from_name, to_name)
}

/// Names of the inline `mod` items around a node, outermost first.
fn inline_mods(file: &SourceFile, n: Node) -> Vec<String> {
    let mut rev = Vec::new();
    let mut cur = n.parent();
    while let Some(a) = cur {
        if a.kind() == "mod_item" {
            if let Some(name) = a.child_by_field_name("name") {
                rev.push(file.text(name).into_owned());
            }
        }
        cur = a.parent();
    }
    rev.reverse();
    rev
}

// ---------------------------------------------------------------- the target

/// What is known about the target definition.
#[derive(Debug, Clone)]
struct TargetInfo {
    /// Local crate of the target.
    key: String,
    /// The target crate's name (for `fx::parse::f` paths from other crates).
    crate_name: Option<String>,
    /// Module of the target (inline modules included).
    module: Vec<String>,
    /// For a method: the trait it belongs to (a trait item, or `impl Trait for T`).
    trait_name: Option<String>,
    /// The target is declared in a `trait` (its contract binds every implementor).
    in_trait: bool,
    /// The target file could be read and the definition found in it.
    located: bool,
    /// For a trait method: the types the target's file implements the trait for (`impl
    /// ByteSlice for [u8]` beside `trait ByteSlice`), as written, white space collapsed.
    implementors: Vec<String>,
    /// [`TargetInfo::implementors`]' [`type_shape`]s, in the same order: lifetimes left out
    /// and each type parameter of the impl (`impl<'a, T> Tr for &'a [T]`) written `#`.
    implementor_shapes: Vec<String>,
    /// For a trait method: another trait of the target's file declares a method of the same
    /// name (a receiver implementing both may reach either).
    name_in_other_trait: bool,
    /// For a trait method: the target's file implements the trait for every iterator, by a
    /// blanket impl whose type parameter is bound by `Iterator` alone (`impl<T> Itertools for
    /// T where T: Iterator + ?Sized {}`).
    for_every_iterator: bool,
    /// For a trait method: the trait's file implements the trait for every fn of one shape,
    /// by a blanket impl over a type parameter bound by a `Fn`/`FnMut`/`FnOnce` signature
    /// (`impl<'a, I, O, E, F> Parser<I, O, E> for F where F: FnMut(I) -> IResult<I, O, E>`).
    fn_blanket: Option<FnBlanket>,
    /// For a trait method: the trait `X` the target's file implements the trait for every
    /// implementor of, by a blanket impl whose type parameter is bound by `X` alone (`impl<T>
    /// PointExt for T where T: Point {}`), when the file declares `X` with supertraits of
    /// [`STD_BOUNDS_CLOSED`] only (its own methods are the file's: see
    /// [`TargetInfo::name_in_other_trait`]).
    blanket_bound: Option<String>,
    /// For a trait method: the trait's other methods that take `self` by value and return a
    /// type the trait's file declares (`fn map<G, O2>(self, g: G) -> Map<Self, G, O>`), as
    /// (method, the type's base name).
    self_returns: Vec<(String, String)>,
    /// For a method of an inherent `impl T` whose `T` is imported into the impl's module
    /// (`use crate::tree::Tree;` in `parse.rs`): the module declaring `T`, which is where
    /// receivers of that type are resolved to.
    owner_module: Option<Vec<String>>,
    /// For a method of an inherent `impl` generic over every type argument of its type
    /// (`impl<N, E, Ty, Ix> Graph<N, E, Ty, Ix>`): the `type` aliases declared beside that
    /// impl whose type is the impl's own, by its bare name (`pub type DiGraph<N, E, Ix =
    /// DefaultIx> = Graph<N, E, Directed, Ix>;`). Whatever arguments an alias fixes, its
    /// values are the owner's and reach the impl's methods: a receiver of the alias is one
    /// of the owner.
    owner_aliases: Vec<String>,
    /// For a trait method: the trait's methods that take `self` by value, declared by no
    /// other trait of its file, and return a named type (`fn chain<U: Buf>(self, next: U) ->
    /// Chain<Self, U>`): (method, the return type's base name, the fn's generic parameters).
    by_value_returns: Vec<(String, String, String)>,
    /// Parallel to the target's folded definitions: which of them a method call on a value
    /// of the owner's type (or a `Type::name` path) cannot reach because an inherent fn of
    /// the set shadows it — a fn of `impl Trait for T` beside `impl T`'s fn of the same name
    /// ([`inherent_shadowed`]). Empty when none is.
    shadowed: Vec<bool>,
}

/// What `TargetInfo::get` last computed, keyed by everything it read.
#[derive(PartialEq, Eq)]
struct TargetKey {
    root: std::path::PathBuf,
    rel_path: String,
    name: String,
    starts: Vec<usize>,
    text: Option<String>,
    cargo: Option<String>,
}

thread_local! {
    /// `calls` runs once per candidate file for the same target: parse the target's file once.
    static TARGET_CACHE: std::cell::RefCell<Option<(TargetKey, TargetInfo)>> =
        const { std::cell::RefCell::new(None) };
}

fn cargo_toml_path(key: &str) -> Option<String> {
    if key.contains('#') {
        None
    } else if key.is_empty() {
        Some("Cargo.toml".to_string())
    } else {
        Some(format!("{key}/Cargo.toml"))
    }
}

impl TargetInfo {
    /// The target's facts, from a per-thread cache when the files read are unchanged.
    fn get(target: &Target, caller: &SourceFile, ctx: &RepoCtx) -> TargetInfo {
        let (key, _) = file_module(&target.rel_path);
        let cache_key = TargetKey {
            root: ctx.id().to_path_buf(),
            rel_path: target.rel_path.clone(),
            name: target.name.clone(),
            starts: target.defs.iter().map(|d| d.start_byte).collect(),
            text: ctx.read_shared(&target.rel_path).map(|t| t.to_string()),
            cargo: cargo_toml_path(&key)
                .and_then(|p| ctx.read_shared(&p))
                .map(|t| t.to_string()),
        };
        let hit = TARGET_CACHE.with(|c| {
            c.borrow()
                .as_ref()
                .filter(|(k, _)| *k == cache_key)
                .map(|(_, v)| v.clone())
        });
        if let Some(info) = hit {
            return info;
        }
        let info = TargetInfo::compute(target, caller, &cache_key);
        if cache_key.text.is_some() {
            TARGET_CACHE.with(|c| *c.borrow_mut() = Some((cache_key, info.clone())));
        }
        info
    }

    fn compute(target: &Target, caller: &SourceFile, k: &TargetKey) -> TargetInfo {
        let (key, mut module) = file_module(&target.rel_path);
        let crate_name = k.cargo.as_deref().and_then(crate_name_from);
        let mut info = TargetInfo {
            key,
            crate_name,
            module: Vec::new(),
            trait_name: None,
            in_trait: false,
            located: false,
            owner_module: None,
            owner_aliases: Vec::new(),
            implementors: Vec::new(),
            implementor_shapes: Vec::new(),
            name_in_other_trait: false,
            for_every_iterator: false,
            fn_blanket: None,
            blanket_bound: None,
            self_returns: Vec::new(),
            shadowed: Vec::new(),
            by_value_returns: Vec::new(),
        };
        let parsed;
        let file = if caller.rel_path == target.rel_path
            && k.text
                .as_deref()
                .is_none_or(|t| t.as_bytes() == caller.src.as_slice())
        {
            Some(caller)
        } else {
            parsed = k.text.as_ref().and_then(|t| {
                SourceFile::parse(&target.rel_path, caller.lang, t.clone().into_bytes()).ok()
            });
            parsed.as_ref()
        };
        if let (Some(file), Some(d)) = (file, target.defs.first()) {
            let root = file.tree.root_node();
            let node = root
                .descendant_for_byte_range(d.start_byte, d.start_byte)
                .and_then(|mut n| loop {
                    if matches!(
                        n.kind(),
                        "function_item"
                            | "function_signature_item"
                            | "let_declaration"
                            | "struct_item"
                            | "enum_item"
                            | "union_item"
                            | "trait_item"
                    ) && n.start_byte() == d.start_byte
                    {
                        break Some(n);
                    }
                    n = n.parent()?;
                });
            if let Some(node) = node {
                info.located = true;
                module.extend(inline_mods(file, node));
                if let Some(c) = container(node) {
                    if c.kind() == "trait_item" {
                        info.in_trait = true;
                        info.trait_name = c
                            .child_by_field_name("name")
                            .map(|n| file.text(n).into_owned());
                        if let Some(tr) = info.trait_name.clone() {
                            trait_facts(file, root, c, &tr, &target.name, &mut info);
                        }
                    } else {
                        info.trait_name = c
                            .child_by_field_name("trait")
                            .and_then(|t| type_base(file, t));
                        if info.trait_name.is_none() {
                            info.owner_aliases = owner_aliases(file, c);
                            info.owner_module = c
                                .child_by_field_name("type")
                                .and_then(|t| type_base(file, t))
                                .and_then(|t| imported_type_module(file, c, &t, &module));
                        }
                    }
                }
            }
        }
        if let Some(file) = file.filter(|_| target.defs.len() > 1) {
            info.shadowed = inherent_shadowed(file, &target.defs);
        }
        info.module = module;
        info
    }

    /// Whether `m` is the module the target's type is declared in: the impl's own module, or
    /// the one its self type is imported from.
    fn is_owner_module(&self, m: &RPath) -> bool {
        *m == self.module_path()
            || self
                .owner_module
                .as_ref()
                .is_some_and(|o| m.root == Root::Local(self.key.clone()) && m.segs == *o)
    }

    fn module_path(&self) -> RPath {
        RPath {
            root: Root::Local(self.key.clone()),
            segs: self.module.clone(),
        }
    }

    fn item_path(&self, name: &str) -> RPath {
        let mut p = self.module_path();
        p.segs.push(name.to_string());
        p
    }
}

/// For a target's folded definitions (`defs`, in `file`): which a method call on the owner's
/// type, or a `Type::name(..)` path, cannot reach. Method lookup tries each receiver type in
/// turn and, at each, an inherent method before any trait's; a path `Type::name` looks in the
/// type's inherent impls first too. So the fn of an `impl Trait for T` is shadowed by an
/// inherent `impl T`'s fn of the name (`impl<A: Array> SmallVec<A> { pub fn
/// extend_from_slice(&mut self, ..) }` beside `impl<A: Array> ExtendFromSlice<A::Item> for
/// SmallVec<A> { fn extend_from_slice(&mut self, ..) }`) when both are found at the same step:
/// the same receiver (`self`, `&self` or `&mut self`), the same self type as written, and
/// every bound of the inherent impl (its parameters' and its `where` clause's) one of the
/// trait impl's, so wherever the trait's fn applies the inherent one does too. The inherent
/// fn must be `pub`: lookup skips an inherent fn the caller cannot see (a private one called
/// from another module, a `pub(crate)` one from a test crate). Empty when no definition is
/// shadowed.
fn inherent_shadowed(file: &SourceFile, defs: &[Def]) -> Vec<bool> {
    struct Home {
        in_trait_impl: bool,
        self_ty: String,
        bounds: Vec<String>,
        receiver: &'static str,
        public: bool,
    }
    let root = file.tree.root_node();
    let home = |d: &Def| -> Option<Home> {
        let node = root
            .descendant_for_byte_range(d.start_byte, d.start_byte)
            .and_then(|mut n| loop {
                if n.kind() == "function_item" && n.start_byte() == d.start_byte {
                    break Some(n);
                }
                n = n.parent()?;
            })
            .filter(|n| {
                n.child_by_field_name("name")
                    .is_some_and(|x| file.text(x) == d.name)
            })?;
        let imp = container(node).filter(|c| c.kind() == "impl_item")?;
        let ps = node.child_by_field_name("parameters")?;
        let mut c = ps.walk();
        let first = ps.named_children(&mut c).find(|p| !is_comment(*p))?;
        if first.kind() != "self_parameter" {
            return None;
        }
        // `&'a mut self` is `&mut self`; `mut self` is `self`; `self: Box<Self>` is neither.
        let t = collapse_ws(&file.text(first));
        if t.contains(':') {
            return None;
        }
        let by_mut_ref = t.split(['&', ' ']).any(|w| w == "mut");
        let receiver = match (t.starts_with('&'), by_mut_ref) {
            (false, _) => "self",
            (true, false) => "&self",
            (true, true) => "&mut self",
        };
        let mut bounds = Vec::new();
        if let Some(tp) = imp.child_by_field_name("type_parameters") {
            let mut c = tp.walk();
            // A parameter without a bound (`T`, `'a`) bounds nothing.
            bounds.extend(
                tp.named_children(&mut c)
                    .filter(|x| !is_comment(*x))
                    .map(|x| collapse_ws(&file.text(x)))
                    .filter(|b| b.contains(':')),
            );
        }
        let mut c = imp.walk();
        for w in imp.named_children(&mut c) {
            if w.kind() == "where_clause" {
                let mut c2 = w.walk();
                bounds.extend(
                    w.named_children(&mut c2)
                        .filter(|x| !is_comment(*x))
                        .map(|x| collapse_ws(&file.text(x))),
                );
            }
        }
        let mut c = node.walk();
        let public = node
            .children(&mut c)
            .any(|v| v.kind() == "visibility_modifier" && file.text(v) == "pub");
        Some(Home {
            in_trait_impl: imp.child_by_field_name("trait").is_some(),
            self_ty: collapse_ws(&file.text(imp.child_by_field_name("type")?)),
            bounds,
            receiver,
            public,
        })
    };
    let homes: Vec<Option<Home>> = defs.iter().map(home).collect();
    let shadows = |i: &Home, t: &Home| {
        !i.in_trait_impl
            && i.public
            && i.self_ty == t.self_ty
            && i.receiver == t.receiver
            && i.bounds.iter().all(|b| t.bounds.contains(b))
    };
    let out: Vec<bool> = homes
        .iter()
        .map(|h| {
            h.as_ref()
                .is_some_and(|t| t.in_trait_impl && homes.iter().flatten().any(|i| shadows(i, t)))
        })
        .collect();
    if out.contains(&true) {
        out
    } else {
        Vec::new()
    }
}

/// The body (`declaration_list`) of the one `mod name { .. }` among the items of `scope` (a
/// file's root or another module's body).
/// The brace pairs an outline parse of a module's items leaves the inside of
/// ([`crate::lang::RepoCtx::outline`], for [`Ctx::glob_provides_one`]): the body of a `fn`,
/// an `impl` or a `trait` (their insides declare no item of the module), never that of an
/// inline `mod` nor a macro's.
fn items_outline_cut(header: &[u8], _inside: &[u8], _open: usize, _close: usize) -> bool {
    let word = |w: &[u8]| {
        memchr::memmem::find_iter(header, w).any(|i| {
            let ident = |b: &u8| b.is_ascii_alphanumeric() || *b == b'_';
            !i.checked_sub(1)
                .and_then(|j| header.get(j))
                .is_some_and(ident)
                && !header.get(i + w.len()).is_some_and(ident)
        })
    };
    (word(b"fn") || word(b"impl") || word(b"trait"))
        && !word(b"mod")
        && !word(b"macro_rules")
        && !header.contains(&b'!')
}

fn inline_mod_body<'t>(file: &'t SourceFile, scope: Node<'t>, name: &str) -> Option<Node<'t>> {
    let mut cursor = scope.walk();
    let mut found = scope.named_children(&mut cursor).filter(|n| {
        n.kind() == "mod_item"
            && n.child_by_field_name("name")
                .is_some_and(|m| file.text(m) == name)
    });
    match (found.next(), found.next()) {
        (Some(m), None) => m.child_by_field_name("body"),
        _ => None,
    }
}

/// [`TargetInfo::owner_aliases`] of the inherent impl `imp`: none unless each type argument
/// of its self type is a distinct type parameter of the impl (`impl<N, E> G<N, E>`; a type
/// without arguments too), so that every value of the type reaches the impl's methods. The
/// aliases are the `type` items of the impl's own scope (file or inline module) whose type
/// is the impl's type written by its bare name: a path (`other::G<..>`) may name another.
fn owner_aliases(file: &SourceFile, imp: Node) -> Vec<String> {
    let Some(ty) = imp.child_by_field_name("type") else {
        return Vec::new();
    };
    let (base, args) = match ty.kind() {
        "type_identifier" => (ty, None),
        "generic_type" => match ty.child_by_field_name("type") {
            Some(b) if b.kind() == "type_identifier" => {
                (b, ty.child_by_field_name("type_arguments"))
            }
            _ => return Vec::new(),
        },
        _ => return Vec::new(),
    };
    if let Some(args) = args {
        // A const parameter (`impl<T, const N: usize> Vec<T, N>`) is as free as a type one.
        let mut params = impl_type_params(file, imp);
        params.extend(impl_const_params(file, imp));
        let mut seen: Vec<String> = Vec::new();
        let mut cursor = args.walk();
        for a in args.named_children(&mut cursor) {
            match a.kind() {
                "lifetime" => {}
                "type_identifier" => {
                    let t = file.text(a).into_owned();
                    if !params.contains(&t) || seen.contains(&t) {
                        return Vec::new();
                    }
                    seen.push(t);
                }
                _ => return Vec::new(),
            }
        }
    }
    let owner = file.text(base);
    let Some(scope) = imp.parent() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut cursor = scope.walk();
    for item in scope.named_children(&mut cursor) {
        if item.kind() != "type_item" {
            continue;
        }
        let aliased = item
            .child_by_field_name("type")
            .and_then(|t| match t.kind() {
                "type_identifier" => Some(t),
                "generic_type" => t
                    .child_by_field_name("type")
                    .filter(|b| b.kind() == "type_identifier"),
                _ => None,
            });
        if let (Some(a), Some(n)) = (aliased, item.child_by_field_name("name")) {
            if file.text(a) == owner && file.text(n) != owner {
                out.push(file.text(n).into_owned());
            }
        }
    }
    out
}

/// One other path a free-function target is reachable by: `pub use <its path> as name;` in
/// `module` of the target's crate, a module on the way from the crate's root to the target's.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Export {
    module: Vec<String>,
    name: String,
}

/// The names other than its own a target is exported under (see [`exports`]): a file can call
/// it by one of them (`crate::decode_utf8(..)`) without ever naming it.
pub fn other_names(target: &Target, ctx: &RepoCtx) -> Vec<String> {
    let mut names: Vec<String> = exports(target, ctx)
        .iter()
        .map(|e| e.name.clone())
        .collect();
    names.sort();
    names.dedup();
    names
}

/// The renamed re-exports of a free-function target: every `pub use p as name;` (in any use
/// tree, any `pub(..)` visibility) at the top level of the crate root's file or of a module
/// file on the way to the target's module, whose `p` is the target's own path — written from
/// `crate::`, `self::`, `super::`, or from a child module of the declaring one that leads to
/// the target's. Only those: a re-export of a re-export, or one in another module, is not
/// followed. Read once per measurement.
fn exports(target: &Target, ctx: &RepoCtx) -> std::sync::Arc<Vec<Export>> {
    let starts: Vec<String> = target
        .defs
        .iter()
        .map(|d| d.start_byte.to_string())
        .collect();
    let key = format!(
        "rs:exports:{}:{}:{:?}:{}",
        target.rel_path,
        target.name,
        target.scope,
        starts.join(",")
    );
    ctx.memo(&key, || {
        if target.kind != DefKind::Function || !target.scope.is_empty() {
            return Vec::new();
        }
        let (krate, file_mod) = file_module(&target.rel_path);
        if krate.contains('#') {
            return Vec::new();
        }
        let base = match krate.as_str() {
            "" => "src".to_string(),
            k => format!("{k}/src"),
        };
        // The module files on the way, each with its module; only those whose text renames
        // the name somewhere (`name as`) are parsed.
        let mut files: Vec<(String, Vec<String>)> = Vec::new();
        for depth in 0..=file_mod.len() {
            let m = &file_mod[..depth];
            let candidates: Vec<String> = if depth == 0 {
                vec![format!("{base}/lib.rs"), format!("{base}/main.rs")]
            } else if depth == file_mod.len() {
                vec![target.rel_path.clone()]
            } else {
                let d = m.join("/");
                vec![format!("{base}/{d}.rs"), format!("{base}/{d}/mod.rs")]
            };
            for c in candidates {
                if ctx
                    .read_shared(&c)
                    .is_some_and(|t| renames_word(&t, &target.name))
                {
                    files.push((c, m.to_vec()));
                }
            }
        }
        if files.is_empty() {
            return Vec::new();
        }
        // The target's full module: its file's, and the inline modules around it there.
        let Some(file) = ctx.parsed(&target.rel_path, target.lang) else {
            return Vec::new();
        };
        let mut module = file_mod.clone();
        if let Some(d) = target.defs.first() {
            let root = file.tree.root_node();
            match root.descendant_for_byte_range(d.start_byte, d.start_byte) {
                Some(n) => module.extend(inline_mods(&file, n)),
                None => return Vec::new(),
            }
        }
        let mut want = module.clone();
        want.push(target.name.clone());
        let mut out = Vec::new();
        for (c, m) in &files {
            if let Some(f) = ctx.parsed(c, target.lang) {
                renamed_exports(&f, m, &module, &want, &mut out);
            }
        }
        out.sort_by(|a, b| (&a.module, &a.name).cmp(&(&b.module, &b.name)));
        out.dedup();
        out
    })
}

/// Whether `text` holds `name` as a whole word followed by `as` (`decode as decode_utf8`):
/// the only way a `use` renames it.
fn renames_word(text: &str, name: &str) -> bool {
    let bytes = text.as_bytes();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    memchr::memmem::find_iter(bytes, name.as_bytes()).any(|at| {
        if at > 0 && ident(bytes[at - 1]) {
            return false;
        }
        let rest = &bytes[at + name.len()..];
        let gap = rest.iter().take_while(|b| b.is_ascii_whitespace()).count();
        gap > 0
            && rest[gap..].starts_with(b"as")
            && rest.get(gap + 2).is_some_and(|b| b.is_ascii_whitespace())
    })
}

/// The `pub use` declarations at the top level of `file` (module `m` of the crate) that bind
/// the item at path `want` (in module `target_mod`) to another name.
fn renamed_exports(
    file: &SourceFile,
    m: &[String],
    target_mod: &[String],
    want: &[String],
    out: &mut Vec<Export>,
) {
    let root = file.tree.root_node();
    let mut cursor = root.walk();
    for item in root.named_children(&mut cursor) {
        if item.kind() != "use_declaration" {
            continue;
        }
        let mut c = item.walk();
        let public = item
            .children(&mut c)
            .any(|k| k.kind() == "visibility_modifier");
        let Some(arg) = item.child_by_field_name("argument") else {
            continue;
        };
        // `::x` names another crate.
        if !public || file.text(arg).starts_with("::") {
            continue;
        }
        let mut entries = Vec::new();
        flatten_use(file, arg, &[], &mut entries);
        for e in entries {
            let UseEntry::Name(bound, segs) = e else {
                continue;
            };
            if segs.last() == Some(&bound) {
                continue;
            }
            let abs: Option<Vec<String>> = match segs.first().map(String::as_str) {
                Some("crate") => Some(segs[1..].to_vec()),
                Some("self") => Some(m.iter().chain(&segs[1..]).cloned().collect()),
                Some("super") => {
                    let ups = segs.iter().take_while(|s| *s == "super").count();
                    (ups <= m.len()).then(|| {
                        m[..m.len() - ups]
                            .iter()
                            .chain(&segs[ups..])
                            .cloned()
                            .collect()
                    })
                }
                // A child module of `m` on the way to the target's (not an extern crate: a
                // crate and a module of one name make the path ambiguous, an error).
                Some(first) => {
                    let child: Vec<String> = m.iter().cloned().chain([first.to_string()]).collect();
                    target_mod
                        .starts_with(&child)
                        .then(|| m.iter().chain(&segs).cloned().collect())
                }
                None => None,
            };
            if abs.as_deref() == Some(want) {
                out.push(Export {
                    module: m.to_vec(),
                    name: bound,
                });
            }
        }
    }
}

/// What the target's file says about the trait `tr` the target method `name` is declared in
/// (`decl`): the types it implements `tr` for, and whether another of its traits declares a
/// method `name` too. Items of inline modules are read; fn bodies are not.
fn trait_facts(
    file: &SourceFile,
    root: Node,
    decl: Node,
    tr: &str,
    name: &str,
    info: &mut TargetInfo,
) {
    let mut other_fns: std::collections::HashSet<String> = Default::default();
    // The single trait bound of each blanket impl of `tr`, and each trait's supertraits.
    let mut blanket: Vec<String> = Vec::new();
    let mut supers: std::collections::HashMap<String, Vec<String>> = Default::default();
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        let mut cursor = n.walk();
        for item in n.named_children(&mut cursor) {
            match item.kind() {
                "impl_item" => {
                    let of_tr = item
                        .child_by_field_name("trait")
                        .and_then(|t| type_base(file, t))
                        .is_some_and(|t| t == tr);
                    if let (true, Some(ty)) = (of_tr, item.child_by_field_name("type")) {
                        info.implementors.push(collapse_ws(&file.text(ty)));
                        let bounds = blanket_param_bounds(file, item, ty);
                        info.for_every_iterator |= bounds.as_deref().is_some_and(over_iterators);
                        let real: Vec<&String> = bounds
                            .iter()
                            .flatten()
                            .filter(|b| !matches!(b.as_str(), "Sized" | "?Sized"))
                            .collect();
                        if let [one] = real[..] {
                            blanket.push(one.clone());
                        }
                        if info.fn_blanket.is_none() {
                            info.fn_blanket = blanket_over_fns(file, item, ty);
                        }
                        let params = impl_type_params(file, item);
                        info.implementor_shapes.push(type_shape(file, ty, &params));
                    }
                }
                "trait_item" if item.id() != decl.id() => {
                    if let Some(n) = item.child_by_field_name("name") {
                        let mut sup = Vec::new();
                        if let Some(b) = item.child_by_field_name("bounds") {
                            let mut c = b.walk();
                            for x in b.named_children(&mut c) {
                                sup.push(collapse_ws(&file.text(x)));
                            }
                        }
                        // A `where Self: ..` clause adds supertraits: not read, no claim.
                        let mut c = item.walk();
                        if item
                            .named_children(&mut c)
                            .any(|w| w.kind() == "where_clause")
                        {
                            sup.push("where".to_string());
                        }
                        supers.insert(file.text(n).into_owned(), sup);
                    }
                    if let Some(b) = item.child_by_field_name("body") {
                        let mut c = b.walk();
                        for f in b.named_children(&mut c) {
                            if matches!(f.kind(), "function_item" | "function_signature_item") {
                                if let Some(x) = f.child_by_field_name("name") {
                                    let x = file.text(x);
                                    info.name_in_other_trait |= x == name;
                                    other_fns.insert(x.into_owned());
                                }
                            }
                        }
                    }
                }
                "mod_item" => {
                    if let Some(b) = item.child_by_field_name("body") {
                        stack.push(b);
                    }
                }
                _ => {}
            }
        }
    }
    // One blanket impl over the implementors of one trait of this file, whose supertraits
    // are std's with no method of the name.
    if let [x] = &blanket[..] {
        let ok = supers.get(x).is_some_and(|sup| {
            sup.iter().all(|t| STD_BOUNDS_CLOSED.contains(&t.as_str())) && !std_bound_owns(name)
        });
        if ok {
            info.blanket_bound = Some(x.clone());
        }
    }
    // Read only for a trait with a blanket impl over fns, the one rule that asks.
    if info.fn_blanket.is_some() {
        info.self_returns = trait_self_returns(file, root, decl);
    }
    info.by_value_returns = trait_by_value_returns(file, decl)
        .into_iter()
        .filter(|(m, ..)| !other_fns.contains(m))
        .collect();
}

/// The fns of the trait `decl` that take `self` by value and declare a return type of a
/// plain or generic named type: (the fn, its name, the type's base name as written).
fn trait_by_value_fns<'t>(file: &SourceFile, decl: Node<'t>) -> Vec<(Node<'t>, String, String)> {
    let mut out = Vec::new();
    let Some(body) = decl.child_by_field_name("body") else {
        return out;
    };
    let mut c = body.walk();
    for f in body.named_children(&mut c) {
        if !matches!(f.kind(), "function_item" | "function_signature_item") {
            continue;
        }
        let (Some(name), Some(ps), Some(ret)) = (
            f.child_by_field_name("name"),
            f.child_by_field_name("parameters"),
            f.child_by_field_name("return_type"),
        ) else {
            continue;
        };
        let by_value = ps.named_child(0).is_some_and(|p| {
            p.kind() == "self_parameter"
                && matches!(collapse_ws(&file.text(p)).as_str(), "self" | "mut self")
        });
        let base = match ret.kind() {
            "generic_type" => ret.child_by_field_name("type"),
            "type_identifier" => Some(ret),
            _ => None,
        };
        let Some(base) = base.filter(|b| b.kind() == "type_identifier") else {
            continue;
        };
        if by_value {
            out.push((
                f,
                file.text(name).into_owned(),
                file.text(base).into_owned(),
            ));
        }
    }
    out
}

/// The methods of the trait `decl` that take `self` by value and declare a named return type
/// other than `Self` (`fn chain<U: Buf>(self, next: U) -> Chain<Self, U>`): (method, the
/// type's base name, the fn's generic parameters as written).
fn trait_by_value_returns(file: &SourceFile, decl: Node) -> Vec<(String, String, String)> {
    trait_by_value_fns(file, decl)
        .into_iter()
        .filter(|(_, _, tname)| tname != "Self")
        .map(|(f, name, tname)| {
            let generics = f
                .child_by_field_name("type_parameters")
                .map(|g| collapse_ws(&file.text(g)))
                .unwrap_or_default();
            (name, tname, generics)
        })
        .collect()
}

/// The shape a fn must have to be one of the types a blanket impl over fns implements its
/// trait for ([`blanket_over_fns`]).
#[derive(Debug, Clone, PartialEq, Eq)]
struct FnBlanket {
    /// The number of parameters of the signature.
    arity: usize,
    /// The return type's base name as written (`IResult`).
    ret: String,
    /// The return type's first generic argument is the signature's first parameter type
    /// (`FnMut(I) -> IResult<I, O, E>`): a fn of the shape returns its input type there.
    ret_first_is_input: bool,
}

/// Whether the `impl` item `imp` (of type node `ty`) is a blanket impl over fns, and of which
/// shape: `ty` is a type parameter of the impl bound, in its declaration and the `where`
/// clause, by one `Fn`/`FnMut`/`FnOnce(A, ..) -> R<X, ..>` signature and otherwise by
/// lifetimes and `Sized` only; no other type parameter of the impl is bounded; each of `A`,
/// .. and `X`, .. is a type parameter of the impl, each used once but for `R`'s first
/// argument, which may be the first parameter's. So every fn of that many parameters
/// returning `R<..>` (its input type first, when so) is one of the impl's types.
fn blanket_over_fns(file: &SourceFile, imp: Node, ty: Node) -> Option<FnBlanket> {
    if ty.kind() != "type_identifier" {
        return None;
    }
    let t = file.text(ty);
    let params = impl_type_params(file, imp);
    if !params.iter().any(|p| *p == t) {
        return None;
    }
    // The bounds of `t`; a bound on another type parameter narrows the impl.
    let mut bounds: Vec<Node> = Vec::new();
    let tps = imp.child_by_field_name("type_parameters")?;
    let mut c = tps.walk();
    for tp in tps.named_children(&mut c) {
        let Some(b) = tp.child_by_field_name("bounds") else {
            continue;
        };
        if tp.kind() != "type_parameter" {
            continue;
        }
        if tp
            .child_by_field_name("name")
            .is_none_or(|n| file.text(n) != t)
        {
            return None;
        }
        let mut c2 = b.walk();
        bounds.extend(b.named_children(&mut c2));
    }
    let mut c = imp.walk();
    for w in imp.named_children(&mut c) {
        if w.kind() != "where_clause" {
            continue;
        }
        let mut c2 = w.walk();
        for pred in w.named_children(&mut c2) {
            match (
                pred.child_by_field_name("left"),
                pred.child_by_field_name("bounds"),
            ) {
                (Some(l), Some(b)) if file.text(l) == t => {
                    let mut c3 = b.walk();
                    bounds.extend(b.named_children(&mut c3));
                }
                _ => return None,
            }
        }
    }
    let mut sig = None;
    for b in bounds {
        match b.kind() {
            "lifetime" => {}
            "function_type" if sig.is_none() => sig = Some(b),
            _ if matches!(file.text(b).as_ref(), "Sized" | "?Sized") => {}
            _ => return None,
        }
    }
    let sig = sig?;
    let tr = sig.child_by_field_name("trait")?;
    if !matches!(file.text(tr).as_ref(), "Fn" | "FnMut" | "FnOnce") {
        return None;
    }
    let is_param = |n: Node| {
        n.kind() == "type_identifier" && params.iter().any(|p| file.text(n) == p.as_str())
    };
    let mut c = sig.child_by_field_name("parameters")?.walk();
    let args: Vec<Node> = sig
        .child_by_field_name("parameters")?
        .named_children(&mut c)
        .collect();
    if !args.iter().all(|a| is_param(*a)) {
        return None;
    }
    let ret = sig.child_by_field_name("return_type")?;
    if ret.kind() != "generic_type" {
        return None;
    }
    let base = ret.child_by_field_name("type")?;
    if base.kind() != "type_identifier" {
        return None;
    }
    let mut c = ret.child_by_field_name("type_arguments")?.walk();
    let targs: Vec<Node> = ret
        .child_by_field_name("type_arguments")?
        .named_children(&mut c)
        .filter(|a| a.kind() != "lifetime")
        .collect();
    if !targs.iter().all(|a| is_param(*a)) {
        return None;
    }
    let names: Vec<String> = args
        .iter()
        .chain(&targs)
        .map(|n| file.text(*n).into_owned())
        .collect();
    let ret_first_is_input = !args.is_empty() && names.get(args.len()) == names.first();
    // Each name once, but the return's first argument when it is the input type.
    let mut seen: Vec<&String> = Vec::new();
    for (i, n) in names.iter().enumerate() {
        if seen.contains(&n) && !(ret_first_is_input && i == args.len()) {
            return None;
        }
        seen.push(n);
    }
    Some(FnBlanket {
        arity: args.len(),
        ret: file.text(base).into_owned(),
        ret_first_is_input,
    })
}

/// The methods of the trait `decl` that take `self` by value and return a type `file`
/// declares at its top level (`fn map<G, O2>(self, g: G) -> Map<Self, G, O>`): (method,
/// the type's base name).
fn trait_self_returns(file: &SourceFile, root: Node, decl: Node) -> Vec<(String, String)> {
    let mut declared: Vec<std::borrow::Cow<str>> = Vec::new();
    let mut c = root.walk();
    for it in root.named_children(&mut c) {
        if matches!(it.kind(), "struct_item" | "enum_item") {
            declared.extend(it.child_by_field_name("name").map(|n| file.text(n)));
        }
    }
    trait_by_value_fns(file, decl)
        .into_iter()
        .filter(|(_, _, tname)| declared.iter().any(|d| d == tname))
        .map(|(_, name, tname)| (name, tname))
        .collect()
}

/// [`LocalTypes`] of a file: its module-level structs and enums (with `#[derive(Clone)]`) and
/// every impl of a type in it (std's `Iterator`, `Clone`, the fns of inherent impls).
fn local_types(file: &SourceFile) -> LocalTypes {
    let mut types: std::collections::HashMap<String, LocalType> = std::collections::HashMap::new();
    let mut usable = true;
    module_items(file.tree.root_node(), |n| match n.kind() {
        "mod_item" if n.child_by_field_name("body").is_none() => usable = false,
        "trait_item"
            if n.child_by_field_name("name")
                .is_some_and(|x| file.text(x) == "Iterator") =>
        {
            usable = false
        }
        "struct_item" | "enum_item" => {
            let Some(name) = n.child_by_field_name("name") else {
                return;
            };
            let mut derives = false;
            let mut prev = n.prev_named_sibling();
            while let Some(a) = prev.filter(|a| a.kind() == "attribute_item") {
                let text = file.text(a);
                derives |= text.contains("derive") && has_word(&text, "Clone");
                prev = a.prev_named_sibling();
            }
            let t = types.entry(file.text(name).into_owned()).or_default();
            t.declared = true;
            t.clone |= derives;
        }
        _ => {}
    });
    if !usable {
        return None;
    }
    walk_items(file, "impl", |n| {
        if n.kind() != "impl_item" {
            return;
        }
        let Some(ty) = n
            .child_by_field_name("type")
            .and_then(|x| type_base(file, x))
        else {
            return;
        };
        let t = types.entry(ty).or_default();
        match n.child_by_field_name("trait").map(|tr| file.text(tr)) {
            Some(tr) if tr == "Iterator" => t.iterator = true,
            Some(tr) if tr == "Clone" => t.clone = true,
            Some(_) => t.other_clone |= impl_declares_fn(file, n, "clone"),
            None => {
                t.other_clone |= impl_declares_fn(file, n, "clone");
                if let Some(b) = n.child_by_field_name("body") {
                    let mut c = b.walk();
                    for f in b.named_children(&mut c) {
                        if let Some(x) = f
                            .child_by_field_name("name")
                            .filter(|_| f.kind() == "function_item")
                        {
                            t.inherent.push(file.text(x).into_owned());
                        }
                    }
                }
            }
        }
    });
    Some(types)
}

/// Whether the `impl` item `imp` declares a fn `name` in its body.
fn impl_declares_fn(file: &SourceFile, imp: Node, name: &str) -> bool {
    imp.child_by_field_name("body").is_some_and(|b| {
        let mut c = b.walk();
        let found = b.named_children(&mut c).any(|f| {
            f.kind() == "function_item"
                && f.child_by_field_name("name")
                    .is_some_and(|x| file.text(x) == name)
        });
        found
    })
}

/// Whether the bounds of a blanket impl's type parameter ([`blanket_param_bounds`]) make it
/// an impl over every iterator: `Iterator` and nothing else but `Sized`/`?Sized`.
fn over_iterators(bounds: &[String]) -> bool {
    bounds.iter().any(|b| b == "Iterator")
        && bounds
            .iter()
            .all(|b| matches!(b.as_str(), "Iterator" | "Sized" | "?Sized"))
}

/// When the `impl` item `imp` (of type node `ty`) is a blanket impl — `ty` is a type
/// parameter of the impl — the bounds of that parameter, in its declaration and in the
/// `where` clause, each as written (white space collapsed). `None`: not a blanket impl, or
/// the `where` clause bounds anything else (`T::Item: Debug`), which narrows the impl.
fn blanket_param_bounds(file: &SourceFile, imp: Node, ty: Node) -> Option<Vec<String>> {
    if ty.kind() != "type_identifier" {
        return None;
    }
    let t = file.text(ty);
    let tps = imp.child_by_field_name("type_parameters")?;
    let mut bounds: Vec<String> = Vec::new();
    let mut declared = false;
    let add = |b: Node, bounds: &mut Vec<String>| {
        let mut c = b.walk();
        for x in b.named_children(&mut c) {
            bounds.push(collapse_ws(&file.text(x)));
        }
    };
    let mut c = tps.walk();
    for tp in tps.named_children(&mut c) {
        if tp.kind() == "type_parameter"
            && tp
                .child_by_field_name("name")
                .is_some_and(|n| file.text(n) == t)
        {
            declared = true;
            if let Some(b) = tp.child_by_field_name("bounds") {
                add(b, &mut bounds);
            }
        }
    }
    let mut c = imp.walk();
    for w in imp.named_children(&mut c) {
        if w.kind() != "where_clause" {
            continue;
        }
        let mut c2 = w.walk();
        for pred in w.named_children(&mut c2) {
            let left = pred.child_by_field_name("left");
            match (left, pred.child_by_field_name("bounds")) {
                (Some(l), Some(b)) if file.text(l) == t => add(b, &mut bounds),
                // A bound on anything else (`T::Item: Debug`) narrows the impl: no claim.
                _ => return None,
            }
        }
    }
    declared.then_some(bounds)
}

/// What a reference type as written (`&'a mut [u8]`) points to (`[u8]`); other types as they are.
fn pointee(t: &str) -> &str {
    let Some(rest) = t.strip_prefix('&') else {
        return t;
    };
    let rest = rest.trim_start();
    let rest = match rest.strip_prefix('\'') {
        Some(l) => l.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_'),
        None => rest,
    };
    let rest = rest.trim_start();
    rest.strip_prefix("mut ").unwrap_or(rest).trim_start()
}

/// The names of the type parameters an `impl<'a, T: Tr, U>` declares (`T`, `U`).
fn impl_type_params(file: &SourceFile, imp: Node) -> Vec<String> {
    impl_params_of_kind(file, imp, "type_parameter")
}

/// The names of the const parameters of an impl (`impl<T, const N: usize>`: `N`).
fn impl_const_params(file: &SourceFile, imp: Node) -> Vec<String> {
    impl_params_of_kind(file, imp, "const_parameter")
}

/// The names of an impl's generic parameters whose node is of `kind`.
fn impl_params_of_kind(file: &SourceFile, imp: Node, kind: &str) -> Vec<String> {
    let Some(tps) = imp.child_by_field_name("type_parameters") else {
        return Vec::new();
    };
    let mut cursor = tps.walk();
    let params = tps
        .named_children(&mut cursor)
        .filter(|tp| tp.kind() == kind)
        .filter_map(|tp| tp.child_by_field_name("name"))
        .map(|n| file.text(n).into_owned())
        .collect();
    params
}

/// A type node's tokens without white space or lifetimes, each name of `params` written `#`
/// (no type spells it): `&'a [T]` with `T` a parameter is `&[#]`, `&'b [u8]` is `&[u8]`.
fn type_shape(file: &SourceFile, t: Node, params: &[String]) -> String {
    fn go(file: &SourceFile, n: Node, params: &[String], out: &mut String) {
        match n.kind() {
            "lifetime" => {}
            "type_identifier" if params.iter().any(|p| file.text(n) == p.as_str()) => out.push('#'),
            _ if n.child_count() == 0 => {
                // Two words in a row (`mut T`, `dyn Tr`) stay apart.
                let text = file.text(n);
                let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                if word(out.chars().last()) && word(text.chars().next()) {
                    out.push(' ');
                }
                out.push_str(&text);
            }
            _ => {
                let mut cursor = n.walk();
                for k in n.children(&mut cursor) {
                    go(file, k, params, out);
                }
            }
        }
    }
    let mut out = String::new();
    go(file, t, params, &mut out);
    out
}

/// Whether the [`type_shape`] `ty` is one of the types the shape `pattern` stands for: each
/// `#` of the pattern any one type (a run of `ty` balanced in its brackets).
fn shape_matches(pattern: &str, ty: &str) -> bool {
    fn balanced(s: &str) -> bool {
        let mut depth = 0i32;
        for c in s.chars() {
            match c {
                '<' | '[' | '(' => depth += 1,
                '>' | ']' | ')' => depth -= 1,
                _ => {}
            }
            if depth < 0 {
                return false;
            }
        }
        depth == 0
    }
    match pattern.find('#') {
        None => pattern == ty,
        Some(i) => {
            let (head, rest) = (&pattern[..i], &pattern[i + 1..]);
            let Some(tail) = ty.strip_prefix(head) else {
                return false;
            };
            (1..=tail.len()).any(|k| {
                tail.is_char_boundary(k) && balanced(&tail[..k]) && shape_matches(rest, &tail[k..])
            })
        }
    }
}

/// The module (crate-relative segments) a type named `name` comes from when the file
/// `module` imports it by a `use` at the level of `imp` (`use crate::tree::Tree;`,
/// `use super::tree::{Tree, Node};`); `None` when the file declares it itself, or the path
/// leaves the crate.
fn imported_type_module(
    file: &SourceFile,
    imp: Node,
    name: &str,
    module: &[String],
) -> Option<Vec<String>> {
    let scope = imp.parent()?;
    let mut entries = Vec::new();
    for i in 0..scope.named_child_count() {
        let Some(c) = scope.named_child(i as u32) else {
            continue;
        };
        match c.kind() {
            "struct_item" | "enum_item" | "union_item" | "type_item"
                if c.child_by_field_name("name")
                    .is_some_and(|n| file.text(n) == name) =>
            {
                return None;
            }
            "use_declaration" => {
                if let Some(arg) = c.child_by_field_name("argument") {
                    flatten_use(file, arg, &[], &mut entries);
                }
            }
            _ => {}
        }
    }
    let segs = entries.into_iter().find_map(|e| match e {
        UseEntry::Name(n, segs) if n == name => Some(segs),
        _ => None,
    })?;
    let (first, rest) = segs.split_first()?;
    let mut out: Vec<String> = match first.as_str() {
        "crate" => Vec::new(),
        "self" => module.to_vec(),
        "super" => {
            let mut m = module.to_vec();
            m.pop()?;
            m
        }
        _ => return None,
    };
    let mut rest = rest.to_vec();
    while rest.first().map(String::as_str) == Some("super") {
        out.pop()?;
        rest.remove(0);
    }
    rest.pop()?;
    out.extend(rest);
    Some(out)
}

// ---------------------------------------------------------------- use declarations

#[derive(Debug, Clone)]
enum UseEntry {
    /// `use a::b::c;` / `use a::b::c as d;`: name bound -> written path.
    Name(String, Vec<String>),
    /// `use a::b::*;`
    Glob(Vec<String>),
}

/// Flatten a use tree into entries, with `prefix` segments already written.
fn flatten_use(file: &SourceFile, n: Node, prefix: &[String], out: &mut Vec<UseEntry>) {
    match n.kind() {
        "identifier" | "crate" | "super" | "self" | "scoped_identifier" | "metavariable" => {
            let mut segs = prefix.to_vec();
            segs.extend(path_segments(file, n));
            if n.kind() == "self" && !prefix.is_empty() {
                // `use a::b::{self}` binds `b`.
                segs.pop();
            }
            if let Some(last) = segs.last().cloned() {
                out.push(UseEntry::Name(last, segs));
            }
        }
        "use_as_clause" => {
            let (Some(p), Some(a)) = (
                n.child_by_field_name("path"),
                n.child_by_field_name("alias"),
            ) else {
                return;
            };
            let mut segs = prefix.to_vec();
            segs.extend(path_segments(file, p));
            if p.kind() == "self" && !prefix.is_empty() {
                segs.pop();
            }
            let alias = file.text(a).into_owned();
            if alias != "_" {
                out.push(UseEntry::Name(alias, segs));
            }
        }
        "use_wildcard" => {
            let mut segs = prefix.to_vec();
            if let Some(p) = n.named_child(0) {
                segs.extend(path_segments(file, p));
            }
            out.push(UseEntry::Glob(segs));
        }
        "scoped_use_list" => {
            let mut segs = prefix.to_vec();
            if let Some(p) = n.child_by_field_name("path") {
                segs.extend(path_segments(file, p));
            }
            if let Some(list) = n.child_by_field_name("list") {
                flatten_use(file, list, &segs, out);
            }
        }
        "use_list" => {
            let mut cursor = n.walk();
            for c in n.named_children(&mut cursor) {
                flatten_use(file, c, prefix, out);
            }
        }
        _ => {}
    }
}

/// The segments of a path node (`a::b::c`, `crate`, `super::x`).
fn path_segments(file: &SourceFile, n: Node) -> Vec<String> {
    match n.kind() {
        "scoped_identifier" | "scoped_type_identifier" => {
            let mut segs = n
                .child_by_field_name("path")
                .map(|p| path_segments(file, p))
                .unwrap_or_default();
            if let Some(name) = n.child_by_field_name("name") {
                segs.push(file.text(name).into_owned());
            }
            segs
        }
        // `Queue::<T, 4> { .. }`: a struct expression names its type with a turbofish.
        "generic_type" | "generic_type_with_turbofish" => n
            .child_by_field_name("type")
            .map(|t| path_segments(file, t))
            .unwrap_or_default(),
        _ => vec![file.text(n).into_owned()],
    }
}

// ---------------------------------------------------------------- types

/// Where a type's method is declared ([`Ctx::method_home`]).
enum MethodHome<'a> {
    /// An `impl` fn of this file.
    Here(Node<'a>),
    /// In the text of another module's file: the type's name, the text, the module.
    Elsewhere(String, std::sync::Arc<str>, RPath),
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum RType {
    /// A named type: base name, the path it was written with, and as shown.
    Named {
        name: String,
        written: Vec<String>,
        shown: String,
    },
    /// A named type read from a declared return type in another file: its base name and the
    /// module that declares it (`None`: not declared in the file that names it).
    Resolved {
        name: String,
        module: Option<RPath>,
        shown: String,
    },
    /// A type parameter, `impl Trait` or `dyn Trait`: only trait methods are reachable.
    Abstract {
        shown: String,
        traits: Vec<String>,
    },
    /// Not a named type (tuple, slice, primitive, fn pointer).
    Other(String),
    Unknown,
}

/// The traits of std's preludes (2015 to 2021): in scope in every file, named or not.
const PRELUDE_TRAITS: &[&str] = &[
    "AsMut",
    "AsRef",
    "Clone",
    "Copy",
    "Default",
    "DoubleEndedIterator",
    "Drop",
    "Eq",
    "ExactSizeIterator",
    "Extend",
    "Fn",
    "FnMut",
    "FnOnce",
    "From",
    "FromIterator",
    "Into",
    "IntoIterator",
    "Iterator",
    "Ord",
    "PartialEq",
    "PartialOrd",
    "Send",
    "Sized",
    "Sync",
    "ToOwned",
    "ToString",
    "TryFrom",
    "TryInto",
    "Unpin",
];

/// Smart pointers whose method calls reach the pointee through `Deref`.
const DEREF_WRAPPERS: &[&str] = &[
    "Box",
    "Rc",
    "Arc",
    "Cow",
    "Pin",
    "Ref",
    "RefMut",
    "MutexGuard",
];

// ---------------------------------------------------------------- calls

/// What a glob import brings in under a name ([`Ctx::glob_provides`]).
#[derive(Debug, Clone)]
enum GlobHit {
    /// The item (or import) of that name, by its path.
    Found(RPath),
    /// A glob that cannot be read (another crate's, a module not found) may bring it in.
    Unknown,
    /// None of them does.
    Absent,
}

/// How a name resolved at a point of the caller file.
enum Res<'t> {
    /// A local binding (let, parameter, pattern), with its type and declaring node.
    Local(RType, Option<Node<'t>>),
    /// An item declared in an enclosing block or module of this file.
    Item(Node<'t>),
    /// A `use` of this path (already absolute).
    Use(RPath),
    /// Not found; the glob imports seen on the way.
    Unresolved(Vec<RPath>),
}

struct Ctx<'a> {
    file: &'a SourceFile,
    target: &'a Target,
    ti: TargetInfo,
    repo: &'a RepoCtx,
    /// Caller's crate key and file module.
    key: String,
    module: Vec<String>,
    /// Names this file's crate uses for the target's crate (its own name, dependency keys).
    target_crate_names: Vec<String>,
    /// The dependencies of this file's package (read when a path needs them), and the
    /// target's package directory.
    caller_deps: std::cell::OnceCell<std::sync::Arc<Vec<Dep>>>,
    target_pkg: Option<String>,
    /// `impl Deref for T { type Target = U; }` pairs (T, U) of the target's crate.
    derefs: std::cell::OnceCell<std::sync::Arc<Vec<(String, String)>>>,
    /// For [`Ctx::blanket_bound_receiver`]: whether this file has the target's trait in scope
    /// and no other trait's method of the name may apply, asked once per file.
    blanket_scope: std::cell::OnceCell<bool>,
    /// The file's struct fields, by struct name: (field name, type node). Built once, on the
    /// first `self.field` receiver, instead of a walk of the whole tree per call.
    fields: std::cell::OnceCell<std::collections::HashMap<String, Vec<(String, Node<'a>)>>>,
    /// The file's fns in `impl` blocks, by (the impl's type name, fn name): the first such fn
    /// in the file. Built once, on the first method-chain link, instead of a walk of the
    /// whole tree per link.
    impl_fns: std::cell::OnceCell<std::collections::HashMap<(String, String), Node<'a>>>,
    /// [`Ctx::uses_in`]'s answers, by (block or module node, name): each call resolved in
    /// the same scope reads and resolves the scope's `use` declarations once.
    uses: std::cell::RefCell<UsesCache>,
    /// [`Ctx::item_in`]'s index, by block or module node id: the names items declared
    /// directly in it bind (each resolved call of an alias reads the same module's items).
    item_names: std::cell::RefCell<ItemNames>,
    /// Other names this file may call the target by: `use ..::name as alias` and
    /// `let alias = name;` / `let alias = a::name;` (see [`alias_names`]). A call of one of
    /// them is judged by what the name resolves to at the call ([`Ctx::decide_alias`]).
    aliases: Vec<String>,
    /// The target's renamed re-exports ([`exports`]): `m::name(..)` resolving to one is a call.
    exports: std::sync::Arc<Vec<Export>>,
    /// [`Ctx::decide_macro_receiver`]'s verdicts, by (macro definition node id, parameter,
    /// receiver): each call of a macro body judges the macro's invocations once.
    macro_verdicts: std::cell::RefCell<MacroVerdicts>,
    /// [`Ctx::reexport`]'s verdicts, by (module, item, is a fn): each receiver of a type
    /// written the same way reads the module's `pub use` chain once.
    reexports: std::cell::RefCell<std::collections::HashMap<(RPath, String, bool), Binds>>,
    /// [`Ctx::foreign_field_type`]'s answers, by (module, struct, field).
    foreign_fields: std::cell::RefCell<std::collections::HashMap<(String, String, String), RType>>,
    /// The file's own types as [`Ctx::local_iterator`] reads them, built by one walk on the
    /// first receiver that asks.
    local_types: std::cell::OnceCell<LocalTypes>,
    /// The std types that have a `next` (every std iterator type among them).
    std_nexts: std::cell::OnceCell<Vec<&'static str>>,
    /// How many `type` aliases are being expanded ([`Ctx::aliased_type`]): a cycle of
    /// aliases (a compile error) is given up on at [`MAX_ALIAS_DEPTH`].
    alias_depth: std::cell::Cell<usize>,
    /// [`Ctx::glob_provides_one`]'s answers, by (glob module, name, importing module, types
    /// only).
    globbed: std::cell::RefCell<GlobCache>,
    /// Whether the file has a glob import (`use a::*;`) anywhere ([`Ctx::std_trait_may_apply`]).
    has_glob: std::cell::OnceCell<bool>,
}

type GlobCache = std::collections::HashMap<(RPath, String, Vec<String>, bool), GlobHit>;

/// How many `type` aliases deep an alias is followed (aliases of aliases).
const MAX_ALIAS_DEPTH: usize = 8;

/// What one file says of the types it declares: `None` when it declares a module in another
/// file or a trait named `Iterator` (no claim); else, by type name, its facts.
type LocalTypes = Option<std::collections::HashMap<String, LocalType>>;

/// A type a file declares, with the impls of it in that file.
#[derive(Default)]
struct LocalType {
    declared: bool,
    iterator: bool,
    /// `#[derive(.., Clone, ..)]` or `impl Clone for T`.
    clone: bool,
    /// A `fn clone` in an impl of it other than `impl Clone`.
    other_clone: bool,
    /// The fns of its inherent impls.
    inherent: Vec<String>,
}

type MacroVerdicts = std::collections::HashMap<(usize, String, String), Option<(Binds, String)>>;

/// Scope node id -> the names of the items declared directly in it.
type ItemNames = std::collections::HashMap<usize, std::collections::HashSet<String>>;

/// (scope node id, name) -> (the use binding `name`, the scope's glob imports).
type UsesCache = std::collections::HashMap<(usize, String), (Option<Option<RPath>>, Vec<RPath>)>;

pub fn calls(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call> {
    let name = target.name.as_str();
    let exports = exports(target, ctx);
    let names_it = |n: &str| memchr::memmem::find(&file.src, n.as_bytes()).is_some();
    if name.is_empty() || !(names_it(name) || exports.iter().any(|e| names_it(&e.name))) {
        return Vec::new();
    }
    // Macro arguments are token trees to tree-sitter: read `m!(..)` / `m![..]` as the call
    // `m_(..)` of the same length wherever that parses, so receivers inside them are typed
    // like any other expression (lines and byte offsets unchanged).
    let rewritten = macro_args_as_calls(file, name);
    // The target's facts come from the file as written (no definition sits in a rewritten
    // invocation), so the target's own file is not parsed again when it was rewritten.
    let mut ti = TargetInfo::get(target, file, ctx);
    let file = rewritten.as_ref().unwrap_or(file);
    let (key, module) = file_module(&file.rel_path);
    if let Some(m) = root_declared_module(file, &key, &module, &target.rel_path) {
        // The target's file is a module of this crate (`mod util;` in `tests/a.rs` for
        // `tests/util/mod.rs`): each crate that declares it compiles its own copy, so here the
        // target is `crate::util::name`.
        ti.key = key.clone();
        ti.module.insert(0, m);
    }
    let mut target_crate_names: Vec<String> = ti.crate_name.iter().cloned().collect();
    match reach(ctx, &file.rel_path, &target.rel_path) {
        Reach::Cannot(from, to) => {
            // Nothing in this file can call into a crate its package cannot reach.
            return excluded_by_manifest(file, target, &from, &to);
        }
        Reach::Depends(names) => target_crate_names.extend(names),
        Reach::Unknown => {}
    }
    if let Some(reason) = undeclared_module(ctx, &file.rel_path).as_ref() {
        // No `mod` brings the file into its crate: the compiler never reads its calls.
        return excluded_all(file, target, reason);
    }
    let c = Ctx {
        file,
        target,
        ti,
        repo: ctx,
        key,
        module,
        target_crate_names,
        caller_deps: std::cell::OnceCell::new(),
        derefs: std::cell::OnceCell::new(),
        blanket_scope: std::cell::OnceCell::new(),
        target_pkg: package_dir(ctx, &target.rel_path),
        fields: std::cell::OnceCell::new(),
        impl_fns: std::cell::OnceCell::new(),
        uses: Default::default(),
        item_names: Default::default(),
        aliases: alias_names(file, name, &exports),
        exports,
        macro_verdicts: Default::default(),
        reexports: Default::default(),
        foreign_fields: Default::default(),
        local_types: Default::default(),
        std_nexts: Default::default(),
        alias_depth: Default::default(),
        globbed: Default::default(),
        has_glob: Default::default(),
    };
    let mut out = Vec::new();
    // Calls in `macro_rules!` bodies left unbound: (index in `out`, byte of the name).
    let mut in_bodies: Vec<(usize, usize)> = Vec::new();
    let finder = memchr::memmem::Finder::new(name.as_bytes());
    let alias_finders: Vec<memchr::memmem::Finder> = c
        .aliases
        .iter()
        .chain(c.exports.iter().map(|e| &e.name))
        .map(|a| memchr::memmem::Finder::new(a.as_bytes()))
        .collect();
    // A body calling the target through an alias need not mention the target's own name.
    let mentions = |n: Node| {
        let text = &file.src[n.byte_range()];
        finder.find(text).is_some() || alias_finders.iter().any(|f| f.find(text).is_some())
    };
    walk_pruned(file.tree.root_node(), |n| match n.kind() {
        "call_expression" => {
            if let Some(call) = c.classify_call(n) {
                out.push(call);
            }
            true
        }
        // A macro body's `$( .. )*` repetition holds its tokens itself, as a tree does.
        "token_tree" | "token_repetition" => {
            // A token tree without the name (or an alias of it, as a word) holds no call of it
            // (nor do its nested trees).
            let text = &file.src[n.byte_range()];
            let mentions = finder.find(text).is_some()
                || alias_finders
                    .iter()
                    .any(|f| whole_word_in(text, f).is_some());
            if mentions {
                c.scan_token_tree(n, &mut out, &mut in_bodies);
            }
            mentions
        }
        // Items and blocks that never mention the name (or an alias of it) hold no call of it.
        "function_item" | "impl_item" | "trait_item" | "mod_item" | "block"
        | "declaration_list" => mentions(n),
        _ => true,
    });
    if !in_bodies.is_empty() {
        c.rejudge_in_bodies(&mut out, &in_bodies);
    }
    out
}

/// The names other than `name` that a file binds to a path ending in `name`: the alias of
/// `use a::name as alias;` (in any use tree) and the identifier of `let alias = name;` /
/// `let alias = a::name;` / `let alias = name::<T>;`; and the names a `use` binds to a path
/// ending in one of the target's renamed re-exports (`use crate::decode_utf8;`). Candidates
/// only: each call of one is resolved at the call before it is taken for a call of the target.
fn alias_names(file: &SourceFile, name: &str, exports: &[Export]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let named = |n: &str| memchr::memmem::find(&file.src, n.as_bytes()).is_some();
    if !may_bind_alias(&file.src, name) && !exports.iter().any(|e| named(&e.name)) {
        return out;
    }
    let finder = memchr::memmem::Finder::new(name.as_bytes());
    let others: Vec<memchr::memmem::Finder> = exports
        .iter()
        .map(|e| memchr::memmem::Finder::new(e.name.as_bytes()))
        .collect();
    let mentions = |n: Node| {
        let text = &file.src[n.byte_range()];
        finder.find(text).is_some() || others.iter().any(|f| f.find(text).is_some())
    };
    walk_pruned(file.tree.root_node(), |n| {
        match n.kind() {
            // As in the walk for calls: only items and blocks are searched for the name.
            "function_item" | "impl_item" | "trait_item" | "mod_item" | "block"
            | "declaration_list" => mentions(n),
            "use_declaration" => {
                if let Some(arg) = n.child_by_field_name("argument").filter(|_| mentions(n)) {
                    let mut entries = Vec::new();
                    flatten_use(file, arg, &[], &mut entries);
                    for e in entries {
                        if let UseEntry::Name(bound, segs) = e {
                            let renamed = bound != name && segs.last().is_some_and(|l| l == name);
                            let exported = segs
                                .last()
                                .is_some_and(|l| exports.iter().any(|x| x.name == *l));
                            if renamed || exported {
                                out.push(bound);
                            }
                        }
                    }
                }
                false
            }
            "let_declaration" => {
                let bound = n.child_by_field_name("pattern").and_then(let_alias_ident);
                let value = n.child_by_field_name("value").and_then(fn_path_name);
                if let (Some(b), Some(v)) = (bound, value) {
                    let b = file.text(b);
                    if file.text(v) == name && b != name {
                        out.push(b.into_owned());
                    }
                }
                true
            }
            _ => true,
        }
    });
    // Aliases of aliases (`let m = n;` with `n` one of the names above), a few steps deep.
    let mut fresh = out.clone();
    for _ in 0..ALIAS_DEPTH {
        fresh = let_aliases_of(file, &fresh, &out);
        if fresh.is_empty() {
            break;
        }
        out.extend(fresh.iter().cloned());
    }
    out.sort();
    out.dedup();
    out
}

/// How many steps of `let m = n;` an alias chain is followed.
const ALIAS_DEPTH: usize = 4;

/// The names `let m = n;` / `let m = n::<T>;` bind in `file` to one of the local names `names`
/// (each a name [`alias_names`] found), but those in `known`. Each whole-word mention of a name
/// right after `=` is looked up in the tree: no walk.
fn let_aliases_of(file: &SourceFile, names: &[String], known: &[String]) -> Vec<String> {
    let src = &file.src[..];
    let root = file.tree.root_node();
    let mut out: Vec<String> = Vec::new();
    for n in names.iter().filter(|n| may_bind_alias(src, n)) {
        let finder = memchr::memmem::Finder::new(n.as_bytes());
        let mut from = 0;
        while let Some(hit) = whole_word_in(&src[from..], &finder) {
            let at = from + hit;
            from = at + n.len();
            let before = src[..at].trim_ascii_end();
            let assigned = before.ends_with(b"=")
                && !before[..before.len() - 1]
                    .last()
                    .is_some_and(|b| b"=!<>+-*/%&|^".contains(b));
            if !assigned {
                continue;
            }
            let Some(mut v) = root.descendant_for_byte_range(at, at + n.len()) else {
                continue;
            };
            if v.kind() != "identifier" {
                continue;
            }
            if let Some(g) = v.parent().filter(|g| {
                g.kind() == "generic_function"
                    && g.child_by_field_name("function")
                        .is_some_and(|f| f.id() == v.id())
            }) {
                v = g;
            }
            let Some(decl) = v.parent().filter(|d| {
                d.kind() == "let_declaration"
                    && d.child_by_field_name("value")
                        .is_some_and(|x| x.id() == v.id())
            }) else {
                continue;
            };
            let Some(b) = decl
                .child_by_field_name("pattern")
                .and_then(let_alias_ident)
            else {
                continue;
            };
            let b = file.text(b);
            if !known.iter().any(|k| *k == b) && !out.iter().any(|o| *o == b) {
                out.push(b.into_owned());
            }
        }
    }
    out
}

/// Whether a `let` value names a binding by its bare name: `n`, `n::<T>` (not a path `a::n`).
fn names_local_fn(v: Node) -> bool {
    match v.kind() {
        "identifier" => true,
        "generic_function" => v
            .child_by_field_name("function")
            .is_some_and(|f| f.kind() == "identifier"),
        _ => false,
    }
}

/// `header` after the generic parameters it opens with (`<T: X<U>> Foo<T>` → ` Foo<T>`), or
/// as it is when it opens with none; an unclosed list leaves nothing.
fn after_generics(header: &str) -> &str {
    if !header.starts_with('<') {
        return header;
    }
    let mut depth = 0i32;
    let bytes = header.as_bytes();
    for (k, c) in header.char_indices() {
        match c {
            '<' => depth += 1,
            // The `>` of `->` in a bound (`F: Fn() -> u8`) closes nothing.
            '>' if k > 0 && bytes[k - 1] == b'-' => {}
            '>' => {
                depth -= 1;
                if depth == 0 {
                    return &header[k + 1..];
                }
            }
            _ => {}
        }
    }
    ""
}

/// Whether the text can hold an alias [`alias_names`] reads: an alias needs the name as a whole
/// word followed (after white space) by `as` (`use a::name as alias`), `;` (`let alias =
/// a::name;`), `::<` (`let alias = name::<T>;`), `::{` (`use a::name::{self as alias}`) or a
/// comment. A common name (`new`) is nearly always followed by `(`, and the file is then not
/// walked a second time for aliases.
fn may_bind_alias(src: &[u8], name: &str) -> bool {
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    memchr::memmem::find_iter(src, name.as_bytes()).any(|at| {
        let end = at + name.len();
        if at > 0 && ident(src[at - 1]) || src.get(end).is_some_and(|b| ident(*b)) {
            return false;
        }
        let rest = &src[end..];
        let rest = &rest[rest.iter().take_while(|b| b.is_ascii_whitespace()).count()..];
        rest.starts_with(b";")
            || rest.starts_with(b"::<")
            || rest.starts_with(b"::{")
            || rest.starts_with(b"/")
            || rest.starts_with(b"as") && !rest.get(2).is_some_and(|b| ident(*b))
    })
}

/// The identifier a `let` pattern binds when it is one name (`s`, `mut s`).
fn let_alias_ident(p: Node) -> Option<Node> {
    match p.kind() {
        "identifier" => Some(p),
        "mut_pattern" => p.named_child(0).filter(|i| i.kind() == "identifier"),
        _ => None,
    }
}

/// The final name of an expression that names a fn by path: `f`, `a::f`, `f::<T>`, `T::f`.
fn fn_path_name(v: Node) -> Option<Node> {
    let v = if v.kind() == "generic_function" {
        v.child_by_field_name("function")?
    } else {
        v
    };
    match v.kind() {
        "identifier" => Some(v),
        "scoped_identifier" => v.child_by_field_name("name"),
        _ => None,
    }
}

/// The byte edits that turn one macro invocation (and the macros nested in its arguments)
/// into a call: `!` becomes `_`, `[`/`]` delimiters become `(`/`)`.
fn macro_edits(file: &SourceFile, bang: Node, tt: Node, out: &mut Vec<(usize, u8)>) {
    let delim = file.src.get(tt.start_byte()).copied();
    if !matches!(delim, Some(b'(' | b'[')) || file.text(bang) != "!" {
        return;
    }
    out.push((bang.start_byte(), b'_'));
    if delim == Some(b'[') {
        out.push((tt.start_byte(), b'('));
        out.push((tt.end_byte() - 1, b')'));
    }
    nested_macro_edits(file, tt, out);
}

fn nested_macro_edits(file: &SourceFile, tt: Node, out: &mut Vec<(usize, u8)>) {
    let mut cursor = tt.walk();
    let kids: Vec<Node> = tt.children(&mut cursor).collect();
    for (i, k) in kids.iter().enumerate() {
        if k.kind() != "token_tree" {
            continue;
        }
        let is_macro = i >= 2
            && kids[i - 2].kind() == "identifier"
            && file.text(kids[i - 1]) == "!"
            && kids[i - 1].end_byte() == k.start_byte();
        if is_macro {
            macro_edits(file, kids[i - 1], *k, out);
        } else {
            nested_macro_edits(file, *k, out);
        }
    }
}

/// The byte edits that read a brace-delimited invocation `path::m! { body }` as the fn item
/// `fn ___() { body }` (its head, up to the `{`, rewritten as `fn`, a name of underscores and
/// `()`; the macros nested in the body read as calls, see [`nested_macro_edits`]): a body of
/// items (`fn t(x: Vec<u8>) -> bool { .. }`, as test macros take) or statements is then
/// parsed as the code it is. Empty when the head is shorter than `fn __()` or holds a line
/// break.
fn brace_body_edits(file: &SourceFile, inv: Node, tt: Node, out: &mut Vec<(usize, u8)>) {
    let (start, open) = (inv.start_byte(), tt.start_byte());
    let head = &file.src[start..open];
    // `fn __()` at the least: the name takes what the head leaves.
    if file.src.get(open) != Some(&b'{') || head.len() < 7 || head.contains(&b'\n') {
        return;
    }
    let name = head.len() - 5;
    let bytes = b"fn "
        .iter()
        .chain(std::iter::repeat_n(&b'_', name))
        .chain(b"()");
    out.extend(bytes.enumerate().map(|(i, b)| (start + i, *b)));
    strategy_param_edits(file, tt, out);
    nested_macro_edits(file, tt, out);
}

/// The fns of a test macro's body whose parameters draw from strategies, proptest's
/// `fn insert_range(lo in 0u32..=65535, b in RoaringBitmap::arbitrary()) { .. }`: each `pat in
/// strategy` is rewritten `pat : _` (the rest of it blanked, line breaks kept), so the fn parses
/// and its parameters bind names of no known type.
fn strategy_param_edits(file: &SourceFile, tt: Node, out: &mut Vec<(usize, u8)>) {
    let mut cursor = tt.walk();
    let kids: Vec<Node> = tt.children(&mut cursor).collect();
    for w in kids.windows(3) {
        let [f, name, params] = w else { continue };
        if file.text(*f) != "fn" || name.kind() != "identifier" || params.kind() != "token_tree" {
            continue;
        }
        let mut c = params.walk();
        let inner: Vec<Node> = params.children(&mut c).collect();
        let Some((_, body)) = inner.split_first().and_then(|(_, rest)| rest.split_last()) else {
            continue;
        };
        for param in body.split(|k| file.text(*k) == ",") {
            let Some(at) = param.iter().position(|k| file.text(*k) == "in") else {
                continue;
            };
            let Some(last) = param.last().filter(|_| at > 0) else {
                continue;
            };
            let (from, to) = (param[at].start_byte(), last.end_byte());
            // `in` becomes `: `, the strategy's first byte off that line's start `_`: a line
            // break right after `in` (`ref text in\n "\\PC*",`) stays, or every line below
            // would be reported one too high.
            let mut typed = false;
            for (i, b) in (from..to).enumerate() {
                let new = match i {
                    0 => b':',
                    1 => b' ',
                    _ if file.src[b] == b'\n' => continue,
                    _ if !typed => {
                        typed = true;
                        b'_'
                    }
                    _ => b' ',
                };
                out.push((b, new));
            }
        }
    }
}

/// Where `finder`'s needle first stands in `text` as a whole word (no identifier byte on
/// either side).
fn whole_word_in(text: &[u8], finder: &memchr::memmem::Finder) -> Option<usize> {
    let n = finder.needle().len();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    finder.find_iter(text).find(|&at| {
        !at.checked_sub(1).is_some_and(|i| ident(text[i]))
            && !text.get(at + n).is_some_and(|b| ident(*b))
    })
}

/// The file with each macro invocation whose arguments mention `name` rewritten as a call
/// (see [`macro_edits`]), and each brace-delimited one as a fn item (see
/// [`brace_body_edits`]), keeping only the rewrites that parse without errors; `None` when
/// no macro argument mentions the name. (A call of another name of the target in an
/// invocation left as written is found by [`Ctx::scan_token_tree`].)
fn macro_args_as_calls(file: &SourceFile, name: &str) -> Option<SourceFile> {
    let finder = memchr::memmem::Finder::new(name.as_bytes());
    let mentions = |text: &[u8]| finder.find(text).is_some();
    // (start, end, byte edits, what the rewrite must parse as) of each outermost invocation.
    type Rewrite = (usize, usize, Vec<(usize, u8)>, &'static str);
    let mut macros: Vec<Rewrite> = Vec::new();
    // Outermost invocations only: nothing below an invocation, a macro definition or a token
    // tree is visited.
    walk_pruned(file.tree.root_node(), |n| {
        match n.kind() {
            "macro_invocation" => {}
            "macro_definition" | "token_tree" => return false,
            "function_item" | "impl_item" | "trait_item" | "mod_item" | "block"
            | "declaration_list" => return mentions(&file.src[n.byte_range()]),
            _ => return true,
        }
        let mut cursor = n.walk();
        let kids: Vec<Node> = n.children(&mut cursor).collect();
        let Some(ti) = kids.iter().position(|k| k.kind() == "token_tree") else {
            return false;
        };
        let tt = kids[ti];
        if !mentions(&file.src[tt.byte_range()]) || ti == 0 {
            return false;
        }
        let bang = kids[ti - 1];
        if kids.first().is_some_and(|m| file.text(*m) == "macro_rules") {
            return false;
        }
        let mut edits = Vec::new();
        macro_edits(file, bang, tt, &mut edits);
        let mut kind = "call_expression";
        if edits.is_empty() && file.text(bang) == "!" {
            brace_body_edits(file, n, tt, &mut edits);
            kind = "function_item";
        }
        if !edits.is_empty() {
            macros.push((n.start_byte(), n.end_byte(), edits, kind));
        }
        false
    });
    if macros.is_empty() {
        return None;
    }
    // Each try is the original file with the kept invocations' bytes replaced, parsed
    // incrementally from the original tree: only the rewritten invocations are parsed again.
    let build = |keep: &[bool]| {
        let edits: Vec<(usize, u8)> = macros
            .iter()
            .zip(keep)
            .filter(|(_, k)| **k)
            .flat_map(|((_, _, edits, _), _)| edits.iter().copied())
            .collect();
        reparse_replacing(file, &edits)
    };
    let mut keep = vec![true; macros.len()];
    for _ in 0..2 {
        let parsed = build(&keep)?;
        let mut changed = false;
        for (i, (start, end, _, kind)) in macros.iter().enumerate() {
            if !keep[i] {
                continue;
            }
            let node = parsed
                .tree
                .root_node()
                .descendant_for_byte_range(*start, end - 1);
            // The rewritten invocation must be one clean call (or fn) spanning the macro.
            let mut clean = false;
            let mut cur = node;
            while let Some(n) = cur {
                if n.start_byte() < *start || n.end_byte() > *end {
                    break;
                }
                if n.kind() == *kind && n.start_byte() == *start && n.end_byte() == *end {
                    clean = !n.has_error();
                    break;
                }
                cur = n.parent();
            }
            if !clean {
                keep[i] = false;
                changed = true;
            }
        }
        if !changed {
            return keep.iter().any(|k| *k).then_some(parsed);
        }
    }
    let parsed = build(&keep)?;
    keep.iter().any(|k| *k).then_some(parsed)
}

/// `file` with single bytes replaced (`(offset, new byte)`, none of them a line break), parsed
/// again incrementally: its tree is edited and handed to the parser, which reuses every
/// subtree the replacements do not touch, so the cost follows the replaced regions, not the
/// file's size. The tree is the one a fresh parse of the new text gives.
fn reparse_replacing(file: &SourceFile, edits: &[(usize, u8)]) -> Option<SourceFile> {
    let mut src = file.src.clone();
    let breaks_line = |(at, b): &(usize, u8)| *b == b'\n' || src.get(*at) == Some(&b'\n');
    if edits.iter().any(breaks_line) {
        // (A replaced line break would move rows: parse the new text from scratch.)
        for (at, b) in edits {
            if let Some(c) = src.get_mut(*at) {
                *c = *b;
            }
        }
        return SourceFile::parse(&file.rel_path, file.lang, src).ok();
    }
    let mut tree = file.tree.clone();
    let mut edits: Vec<(usize, u8)> = edits.to_vec();
    // Stable: of two replacements at one offset the later wins, as written in order.
    edits.sort_by_key(|e| e.0);
    let (mut row, mut line_start, mut pos) = (0, 0, 0);
    for (at, b) in edits {
        if at >= src.len() || src[at] == b {
            continue;
        }
        for i in memchr::memchr_iter(b'\n', &src[pos..at]) {
            row += 1;
            line_start = pos + i + 1;
        }
        pos = at;
        let start = tree_sitter::Point::new(row, at - line_start);
        let end = tree_sitter::Point::new(row, at + 1 - line_start);
        tree.edit(&tree_sitter::InputEdit {
            start_byte: at,
            old_end_byte: at + 1,
            new_end_byte: at + 1,
            start_position: start,
            old_end_position: end,
            new_end_position: end,
        });
        src[at] = b;
    }
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&file.lang.ts_language()).ok()?;
    let tree = parser.parse(&src, Some(&tree))?;
    Some(SourceFile {
        rel_path: file.rel_path.clone(),
        lang: file.lang,
        src,
        tree,
    })
}

/// Every call of the target's name in a file whose package cannot reach the target's crate,
/// excluded with that evidence.
fn excluded_by_manifest(file: &SourceFile, target: &Target, from: &str, to: &str) -> Vec<Call> {
    let reason = format!(
        "package {from} does not depend on {to}, directly or through its path dependencies"
    );
    excluded_all(file, target, &reason)
}

/// Why a file under a crate's `src/` is not part of that crate: its parent module's file (read
/// through the repository) declares no `mod` of it. `None` — no claim — for crate roots, when no
/// parent file is found (an inline `mod a { mod b; }`, a `[lib] path`), and when the parent
/// could bring it in some other way (`#[path = ..]`, `include!`, a `mod $name` a macro writes).
fn undeclared_module(ctx: &RepoCtx, rel: &str) -> std::sync::Arc<Option<String>> {
    ctx.memo(&format!("rs:undeclared:{rel}"), || {
        let (key, segs) = file_module(rel);
        if key.contains('#') {
            return None;
        }
        let (name, parent) = segs.split_last()?;
        let candidates = module_files(&key, parent);
        let mut read = Vec::new();
        for c in &candidates {
            let Some(text) = ctx.read_shared(c) else {
                continue;
            };
            let other_ways = ["#[path", "include!", "mod $"];
            if other_ways.iter().any(|w| text.contains(w)) || declares_mod(&text, name) {
                return None;
            }
            read.push(c.as_str());
        }
        if read.is_empty() {
            return None;
        }
        Some(format!(
            "{rel} is not compiled: no `mod {name}` in {}",
            read.join(" or ")
        ))
    })
}

/// The module name under which the crate root `file` (a file outside any `src/`, its own crate:
/// `tests/a.rs`, `examples/b.rs`) declares the file `target_rel` beside it: `m` for
/// `<dir>/m.rs` or `<dir>/m/mod.rs` when the root says `mod m;` and nothing else could bring a
/// file in (`#[path = ..]`, `include!`, a `mod $name` a macro writes).
fn root_declared_module(
    file: &SourceFile,
    key: &str,
    module: &[String],
    target_rel: &str,
) -> Option<String> {
    let (root_dir, root_rel) = key.split_once('#')?;
    if !module.is_empty() || root_rel != file.rel_path || target_rel == root_rel {
        return None;
    }
    let rest = match root_dir {
        "" => target_rel,
        d => target_rel.strip_prefix(d)?.strip_prefix('/')?,
    };
    let m = rest
        .strip_suffix("/mod.rs")
        .or_else(|| rest.strip_suffix(".rs"))
        .filter(|m| !m.is_empty() && !m.contains('/'))?;
    let text = std::str::from_utf8(&file.src).ok()?;
    let other_ways = ["#[path", "include!", "mod $"];
    if other_ways.iter().any(|w| text.contains(w)) || !declares_mod(text, m) {
        return None;
    }
    // `mod m;`, not an inline `mod m { .. }` (which leaves the file out).
    let pat = format!("mod {m}");
    text.match_indices(&pat)
        .any(|(i, _)| text[i + pat.len()..].trim_start().starts_with(';'))
        .then(|| m.to_string())
}

/// Whether a Rust text declares `mod name` outside `//` comment lines (a block comment or a
/// string counts as a declaration: no claim is made from them).
fn declares_mod(text: &str, name: &str) -> bool {
    let pat = format!("mod {name}");
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(&pat).any(|(i, _)| {
        let line_start = text[..i].rfind('\n').map_or(0, |j| j + 1);
        !text[i + pat.len()..].starts_with(ident)
            && !text[..i].ends_with(ident)
            && !text[line_start..i].trim_start().starts_with("//")
    })
}

/// Every call of the target's name in a file, excluded for `reason`.
fn excluded_all(file: &SourceFile, target: &Target, reason: &str) -> Vec<Call> {
    let name = target.name.as_str();
    let mut out = Vec::new();
    let reason = reason.to_string();
    walk(file.tree.root_node(), |n| {
        let callee = match n.kind() {
            "call_expression" => n.child_by_field_name("function").and_then(|f| {
                let f = if f.kind() == "generic_function" {
                    f.child_by_field_name("function")?
                } else {
                    f
                };
                match f.kind() {
                    "identifier" => Some(f),
                    "scoped_identifier" => f.child_by_field_name("name"),
                    "field_expression" => f.child_by_field_name("field"),
                    _ => None,
                }
            }),
            _ => None,
        };
        if let Some(c) = callee.filter(|c| file.text(*c) == name) {
            let args = n
                .child_by_field_name("arguments")
                .map(|a| super::resolve::count_args(file, a).count.unwrap_or(0));
            out.push(Call {
                line: line_of(c),
                byte: n.start_byte(),
                args,
                binds: Binds::No,
                supplies_receiver: false,
                reason: reason.clone(),
                ..Default::default()
            });
        }
        if n.kind() == "token_tree" {
            let mut cursor = n.walk();
            let kids: Vec<Node> = n.children(&mut cursor).collect();
            for (i, k) in kids.iter().enumerate() {
                let called = kids
                    .get(i + 1)
                    .is_some_and(|x| x.kind() == "token_tree" && file.text(*x).starts_with('('));
                if k.kind() == "identifier" && file.text(*k) == name && called {
                    out.push(Call {
                        line: line_of(*k),
                        byte: k.start_byte(),
                        args: kids.get(i + 1).map(|x| token_args(file, *x)),
                        binds: Binds::No,
                        supplies_receiver: false,
                        reason: reason.clone(),
                        ..Default::default()
                    });
                }
            }
        }
    });
    out
}

/// A call's callee, classified by form.
enum Form<'t> {
    /// `name(..)`
    Plain,
    /// `a::b::name(..)`: the qualifier node.
    Scoped(Node<'t>),
    /// `recv.name(..)`: the receiver expression.
    Method(Node<'t>),
    /// A call inside a macro: qualifier segments written before `name`.
    MacroScoped(Vec<String>),
    /// A method call inside a macro on a simple receiver (`x`, `self`), or an unknown one.
    MacroMethod(Option<Node<'t>>),
}

impl<'a> Ctx<'a> {
    fn name(&self) -> &str {
        &self.target.name
    }

    fn is_method_target(&self) -> bool {
        matches!(self.target.kind, DefKind::Method | DefKind::Constructor)
    }

    fn owner(&self) -> &str {
        self.target.owner().unwrap_or("")
    }

    /// Whether `ty` is a `type` alias of the owner that reaches the target's impl
    /// ([`TargetInfo::owner_aliases`]); where it is written, it is resolved as the owner is.
    fn owner_alias(&self, ty: &str) -> bool {
        self.is_method_target() && self.ti.owner_aliases.iter().any(|a| a == ty)
    }

    fn classify_call(&self, call: Node) -> Option<Call> {
        let mut f = call.child_by_field_name("function")?;
        if f.kind() == "generic_function" {
            f = f.child_by_field_name("function")?;
        }
        let (name_node, form) = match f.kind() {
            "identifier" => (f, Form::Plain),
            "scoped_identifier" => (
                f.child_by_field_name("name")?,
                match f.child_by_field_name("path") {
                    Some(p) => Form::Scoped(p),
                    None => Form::Plain,
                },
            ),
            "field_expression" => (
                f.child_by_field_name("field")?,
                Form::Method(f.child_by_field_name("value")?),
            ),
            _ => return None,
        };
        let args = || {
            super::resolve::call_args(self.file, call)
                .count
                .unwrap_or(0)
        };
        if self.file.text(name_node) != self.name() {
            if let Form::Scoped(path) = form {
                // `m::g(..)` where `g` may be a renamed re-export of the target.
                let (binds, reason) = self.decide_export(name_node, path)?;
                return Some(Call {
                    line: line_of(name_node),
                    byte: call.start_byte(),
                    args: Some(args()),
                    binds,
                    supplies_receiver: false,
                    reason,
                    ..Default::default()
                });
            }
            // `s(..)` where `s` may be another name of the target.
            if f.kind() != "identifier" {
                return None;
            }
            let alias = self.file.text(name_node);
            if !self.aliases.iter().any(|a| *a == alias) {
                return None;
            }
            let (binds, reason) = self.decide_alias(name_node, &alias)?;
            return Some(Call {
                line: line_of(name_node),
                byte: call.start_byte(),
                args: Some(args()),
                binds,
                supplies_receiver: false,
                reason,
                ..Default::default()
            });
        }
        Some(self.decide(call.start_byte(), name_node, form, Some(args())))
    }

    /// `m::g(..)` with `g` one of the target's renamed re-exports: a call of the target when
    /// `m::g` resolves to the re-export's path; `None` (no call of it) otherwise.
    fn decide_export(&self, name_node: Node, path: Node) -> Option<(Binds, String)> {
        let g = self.file.text(name_node);
        if !self.exports.iter().any(|e| e.name == g) || path.kind() == "bracketed_type" {
            return None;
        }
        let segs = path_segments(self.file, path);
        let mut full = self.absolutize(name_node, &segs)?;
        full.segs.push(g.into_owned());
        let written = collapse_ws(&self.file.text(name_node.parent()?));
        self.is_export(&full).then(|| {
            (
                Binds::Yes,
                format!("{written}: {}", self.exported_as(&full)),
            )
        })
    }

    /// Whether `path` is one of the target's renamed re-exports.
    fn is_export(&self, path: &RPath) -> bool {
        path.root == Root::Local(self.ti.key.clone())
            && path.segs.split_last().is_some_and(|(last, module)| {
                self.exports
                    .iter()
                    .any(|e| e.name == *last && e.module == module)
            })
    }

    /// The reason a call through the re-export `path` is one of the target.
    fn exported_as(&self, path: &RPath) -> String {
        let m = RPath {
            root: path.root.clone(),
            segs: path.segs[..path.segs.len().saturating_sub(1)].to_vec(),
        };
        format!(
            "{} re-exports {} as {}",
            m.show(),
            self.ti.item_path(self.name()).show(),
            path.segs.last().map(String::as_str).unwrap_or("")
        )
    }

    /// A plain call `alias(..)` of a name in [`Ctx::aliases`]: `None` when `alias` does not
    /// resolve, at the call, to a binding of a path ending in the target's name (another
    /// `let`, a parameter, another import shadow it); else the verdict the aliased path
    /// itself gets (a `use` path judged as a use of the name, a `let` value judged as a
    /// call written at the value). A `let mut` alias may be reassigned: never `yes`.
    fn decide_alias(&self, at: Node, alias: &str) -> Option<(Binds, String)> {
        self.decide_alias_at(at, alias, 0)
    }

    /// [`Ctx::decide_alias`], `depth` steps down a chain of `let` aliases (`let n = n::<u32>;`
    /// after `use a::name as n;`).
    fn decide_alias_at(&self, at: Node, alias: &str, depth: usize) -> Option<(Binds, String)> {
        let name = self.name();
        match self.resolve(at, alias, true) {
            Res::Use(path) => {
                if path.segs.last().map(String::as_str) != Some(name) {
                    let shown = format!("use {}", path.show());
                    return self
                        .is_export(&path)
                        .then(|| (Binds::Yes, format!("{shown}: {}", self.exported_as(&path))));
                }
                if self.is_method_target() {
                    return Some((
                        Binds::No,
                        format!(
                            "use {} as {alias}: a plain call, not method {}::{name}",
                            path.show(),
                            self.owner()
                        ),
                    ));
                }
                Some(self.judge_fn_path(&path, &format!("use {} as {alias}", path.show())))
            }
            Res::Local(_, Some(decl)) if decl.kind() == "let_declaration" => {
                let pat = decl.child_by_field_name("pattern")?;
                let_alias_ident(pat)?;
                let value = decl.child_by_field_name("value")?;
                let vname = fn_path_name(value)?;
                let vtext = self.file.text(vname);
                let (b, r) = if vtext != name {
                    // The value is another alias (`let n = n::<u32>;`): what it names where the
                    // value is written.
                    if !names_local_fn(value)
                        || depth >= ALIAS_DEPTH
                        || !self.aliases.iter().any(|a| *a == vtext)
                    {
                        return None;
                    }
                    self.decide_alias_at(vname, &vtext, depth + 1)?
                } else if names_local_fn(value) {
                    self.decide_plain(vname)
                } else {
                    let path = vname.parent()?.child_by_field_name("path")?;
                    if path.kind() == "bracketed_type" {
                        self.decide_bracketed(path)
                    } else {
                        self.decide_scoped(vname, &path_segments(self.file, path))
                    }
                };
                let written = collapse_ws(&self.file.text(value));
                let reason = format!("{alias} = {written} (line {}): {r}", line_of(decl));
                let mutable = pat.kind() == "mut_pattern" || {
                    let mut cursor = decl.walk();
                    let m = decl
                        .children(&mut cursor)
                        .any(|c| c.kind() == "mutable_specifier");
                    m
                };
                if mutable && b == Binds::Yes {
                    return Some((
                        Binds::Maybe,
                        format!("{reason}; mutable, may be reassigned"),
                    ));
                }
                Some((b, reason))
            }
            _ => None,
        }
    }

    fn decide(&self, byte: usize, name_node: Node, form: Form, args: Option<usize>) -> Call {
        // A method target's fn is reached by a receiver or a type path, never a plain name.
        let on_owner = !matches!(form, Form::Plain);
        let (binds, supplies_receiver, reason) = match form {
            Form::Plain => {
                let (b, r) = self.decide_plain(name_node);
                (b, false, r)
            }
            Form::Scoped(q) => {
                let segs = path_segments(self.file, q);
                if q.kind() == "bracketed_type" {
                    let (b, r) = self.decide_bracketed(q);
                    (b, false, r)
                } else {
                    let (b, r) = self.decide_scoped(name_node, &segs);
                    (b, false, r)
                }
            }
            Form::MacroScoped(segs) => {
                let (b, r) = self.decide_scoped(name_node, &segs);
                (b, false, r)
            }
            Form::Method(recv) => {
                let (b, r) = self.decide_method(recv);
                (b, true, r)
            }
            Form::MacroMethod(recv) => {
                let (b, r) = match recv {
                    Some(recv) => self
                        .decide_macro_receiver(recv)
                        .unwrap_or_else(|| self.decide_method(recv)),
                    None => self.decide_unknown_receiver("receiver in macro"),
                };
                (b, true, r)
            }
        };
        // A call proven to be on the owner's type (by its receiver, or a `Type::name` /
        // `Self::name` path) reaches an inherent fn of the set before a trait impl's fn it
        // shadows ([`inherent_shadowed`]).
        let fits =
            (binds == Binds::Yes && on_owner && !self.ti.in_trait && !self.ti.shadowed.is_empty())
                .then(|| self.ti.shadowed.iter().map(|s| !s).collect());
        Call {
            line: line_of(name_node),
            byte,
            args,
            binds,
            supplies_receiver,
            reason,
            fits,
            ..Default::default()
        }
    }

    // ---- plain calls

    fn decide_plain(&self, at: Node) -> (Binds, String) {
        let name = self.name();
        match self.resolve(at, name, true) {
            Res::Local(_, decl) => {
                let is_target = decl.is_some_and(|d| {
                    self.file.rel_path == self.target.rel_path
                        && self
                            .target
                            .defs
                            .iter()
                            .any(|t| t.start_byte == d.start_byte())
                });
                if is_target {
                    (Binds::Yes, format!("{name} is the closure bound here"))
                } else {
                    (Binds::No, format!("{name} is a local binding here"))
                }
            }
            Res::Item(item) => self.judge_item(item),
            Res::Use(path) => {
                if self.is_method_target() {
                    return (
                        Binds::No,
                        format!(
                            "use {}: a plain call, not method {}::{name}",
                            path.show(),
                            self.owner()
                        ),
                    );
                }
                self.judge_fn_path(&path, &format!("use {}", path.show()))
            }
            Res::Unresolved(globs) => {
                if self.is_method_target() {
                    return (
                        Binds::No,
                        format!(
                            "plain call {name}(..) cannot reach method {}::{name}",
                            self.owner()
                        ),
                    );
                }
                let target_mod = self.ti.module_path();
                if globs.contains(&target_mod) {
                    return (Binds::Yes, format!("use {}::*", target_mod.show()));
                }
                // Only other crates' globs in scope: the name can only come from them.
                if !globs.is_empty() && globs.iter().all(|g| matches!(g.root, Root::Extern(_))) {
                    let shown: Vec<String> =
                        globs.iter().map(|g| format!("{}::*", g.show())).collect();
                    return (
                        Binds::No,
                        format!(
                            "{name} comes from {}, not {}",
                            shown.join(", "),
                            self.ti.item_path(name).show()
                        ),
                    );
                }
                (
                    Binds::Maybe,
                    format!("{name} is neither defined nor imported by name here"),
                )
            }
        }
    }

    /// An item found in scope: is it the target definition?
    fn judge_item(&self, item: Node) -> (Binds, String) {
        let name = self.name();
        let same_file = self.file.rel_path == self.target.rel_path;
        if same_file
            && self
                .target
                .defs
                .iter()
                .any(|d| d.start_byte == item.start_byte())
        {
            return (Binds::Yes, format!("{name} is defined in this module"));
        }
        if self.is_method_target() && !self.ti.located && same_file {
            return (
                Binds::Maybe,
                format!("{name} resolves to an item of this file"),
            );
        }
        (
            Binds::No,
            format!(
                "{name} resolves to the {} at {}:{}",
                match item.kind() {
                    "function_item" | "function_signature_item" => "fn",
                    "use_declaration" => "use",
                    other => other.trim_end_matches("_item"),
                },
                self.file.rel_path,
                line_of(item)
            ),
        )
    }

    /// A resolved path for a free-function target.
    fn judge_fn_path(&self, path: &RPath, how: &str) -> (Binds, String) {
        let want = self.ti.item_path(self.name());
        if *path == want {
            return (Binds::Yes, how.to_string());
        }
        match &path.root {
            Root::Extern(c) => (Binds::No, format!("{how}: crate {c}, not {}", want.show())),
            Root::Local(k) if *k != self.ti.key => (
                Binds::No,
                format!("{how}: another crate of this repository"),
            ),
            Root::Local(_) => {
                let module = RPath {
                    root: path.root.clone(),
                    segs: path.segs[..path.segs.len().saturating_sub(1)].to_vec(),
                };
                let item = path.segs.last().map(String::as_str).unwrap_or("");
                if item != self.name() {
                    return (Binds::No, format!("{how}, not {}", want.show()));
                }
                match self.reexport(&module, item, true) {
                    Binds::Yes => (
                        Binds::Yes,
                        format!("{how}, re-exported from {}", self.ti.module_path().show()),
                    ),
                    Binds::Maybe => (
                        Binds::Maybe,
                        format!("{how}: may re-export {}", want.show()),
                    ),
                    Binds::No => (Binds::No, format!("{how}, not {}", want.show())),
                }
            }
        }
    }

    /// Whether `module` (a module of the target's crate other than the target's own) makes
    /// `item` visible as a re-export of the target's definition, judged from the module
    /// file's `pub use` declarations.
    fn reexport(&self, module: &RPath, item: &str, is_fn: bool) -> Binds {
        let key = (module.clone(), item.to_string(), is_fn);
        if let Some(b) = self.reexports.borrow().get(&key) {
            return *b;
        }
        let b = self.reexport_at(module, item, is_fn, 0);
        self.reexports.borrow_mut().insert(key, b);
        b
    }

    /// `reexport`, `depth` glob re-exports (`pub use crate::free::*;`) down.
    fn reexport_at(&self, module: &RPath, item: &str, is_fn: bool, depth: usize) -> Binds {
        if let Root::Extern(c) = &module.root {
            // A crate of this repository that this package depends on may re-export it.
            let local_dep = self
                .caller_deps()
                .iter()
                .any(|d| d.key == *c && d.dir.is_some());
            return if local_dep { Binds::Maybe } else { Binds::No };
        }
        if module.root != Root::Local(self.ti.key.clone()) {
            return Binds::No;
        }
        let Some((path, text)) = self.module_text(&module.segs) else {
            // `pub use crate::graph_impl::stable_graph;` in the parent: the module is that one.
            return match self.module_reexport(&module.segs) {
                Some(segs) if segs == self.ti.module => Binds::Yes,
                Some(segs) if depth < 3 => {
                    let inner = RPath {
                        root: module.root.clone(),
                        segs,
                    };
                    self.reexport_at(&inner, item, is_fn, depth + 1)
                }
                _ => Binds::Maybe,
            };
        };
        let target_last = self.ti.module.last().map(String::as_str);
        let mut named_elsewhere = false;
        let mut through_glob = false;
        let mut chained = false;
        for stmt in pub_uses(&text) {
            let names_item = has_word(&stmt, item);
            let from_target = target_last.is_some_and(|m| stmt.contains(&format!("{m}::")));
            if from_target && (names_item || stmt.contains("::*")) {
                return Binds::Yes;
            }
            // `pub use crate::graph::{.., Graph, ..};` where module `graph` re-exports the
            // target: the name is the target's, when this is the statement's only mention
            // of it and the module it names re-exports the target under the same name.
            if names_item && depth < 3 && !named_elsewhere && !chained {
                let paths = stmt.strip_prefix("use ").map(use_paths).unwrap_or_default();
                let mut naming = paths.iter().filter(|p| p.iter().any(|s| s == item));
                if let (Some(p), None) = (naming.next(), naming.next()) {
                    let inner = match p.first().map(String::as_str) {
                        Some("crate") if p.last().map(String::as_str) == Some(item) => {
                            Some(p[1..p.len() - 1].to_vec())
                        }
                        _ => None,
                    };
                    if let Some(segs) = inner.filter(|s| *s != module.segs) {
                        let inner = RPath {
                            root: module.root.clone(),
                            segs,
                        };
                        if self.reexport_at(&inner, item, is_fn, depth + 1) == Binds::Yes {
                            chained = true;
                            continue;
                        }
                    }
                }
            }
            named_elsewhere |= names_item;
            // `pub use crate::free::*;` where module `free` re-exports the target.
            if depth < 3 && !through_glob {
                if let Some(glob) = stmt
                    .strip_prefix("use ")
                    .and_then(|p| p.strip_suffix("::*"))
                {
                    let segs: Vec<String> = glob.split("::").map(str::to_string).collect();
                    let inner: Option<Vec<String>> = match segs[0].as_str() {
                        "crate" => Some(segs[1..].to_vec()),
                        "self" => Some(module.segs.iter().chain(&segs[1..]).cloned().collect()),
                        "super" | "std" | "core" | "alloc" => None,
                        _ => Some(module.segs.iter().chain(&segs).cloned().collect()),
                    };
                    through_glob = inner.is_some_and(|segs| {
                        let inner = RPath {
                            root: module.root.clone(),
                            segs,
                        };
                        self.reexport_at(&inner, item, is_fn, depth + 1) == Binds::Yes
                    });
                }
            }
        }
        let defines = if is_fn {
            text.contains(&format!("fn {item}(")) || text.contains(&format!("fn {item}<"))
        } else {
            ["struct", "enum", "trait", "type", "union"]
                .iter()
                .any(|k| text.contains(&format!("{k} {item}")))
        };
        if chained && !named_elsewhere {
            return Binds::Yes;
        }
        if through_glob && !named_elsewhere {
            // An item the module declares itself would shadow the glob; a trait's or impl's
            // fn of the same name does not.
            let shadowed = defines
                && (!is_fn
                    || !path.ends_with(".rs")
                    || self
                        .repo
                        .parsed(&path, super::Lang::Rust)
                        .is_none_or(|f| declares_fn_item(&f, f.tree.root_node(), item)));
            if shadowed {
                Binds::Maybe
            } else {
                Binds::Yes
            }
        } else if defines && !named_elsewhere {
            Binds::No
        } else {
            Binds::Maybe
        }
    }

    /// The text of the module `segs` of the target's crate, with the path of the file that
    /// holds it: its own file (`src/a/b.rs`, `src/a/b/mod.rs`, the crate root for none), or
    /// else the body of a `mod b { .. }` its parent module's text declares at its top level
    /// (lib.rs's `pub mod graph { pub use .. }`); the path is then the parent's, with the
    /// module's name after a `#` (not a file).
    fn module_text(&self, segs: &[String]) -> Option<(String, std::sync::Arc<str>)> {
        if let Some(found) = module_files(&self.ti.key, segs)
            .into_iter()
            .find_map(|c| self.repo.read_shared(&c).map(|t| (c, t)))
        {
            return Some(found);
        }
        let (last, parent) = segs.split_last()?;
        let (ppath, _) = self.module_text(parent)?;
        let pfile = self
            .repo
            .parsed(ppath.split('#').next()?, super::Lang::Rust)?;
        let mut scope = pfile.tree.root_node();
        // The parent itself inline: its `#`-joined names, from the file's top.
        for name in ppath.split('#').skip(1) {
            scope = inline_mod_body(&pfile, scope, name)?;
        }
        let body = inline_mod_body(&pfile, scope, last)?;
        let text: std::sync::Arc<str> = pfile.text(body).into();
        Some((format!("{ppath}#{last}"), text))
    }

    /// The module of the target's crate that the module `segs` is a re-export of: its parent
    /// module's text (see [`Ctx::module_text`]) has one `pub use crate::a::b;` whose last
    /// segment is the module's name (lib.rs's `pub use crate::graph_impl::stable_graph;`).
    fn module_reexport(&self, segs: &[String]) -> Option<Vec<String>> {
        let (last, parent) = segs.split_last()?;
        let (_, text) = self.module_text(parent)?;
        let mut found = pub_uses(&text)
            .into_iter()
            .filter_map(|stmt| stmt.strip_prefix("use ").map(use_paths))
            .flatten()
            .filter(|p| p.len() > 2 && p[0] == "crate" && p.last() == Some(last));
        match (found.next(), found.next()) {
            (Some(p), None) => Some(p[1..].to_vec()),
            _ => None,
        }
    }

    // ---- scoped calls

    /// `<T as Trait>::name(..)` / `<T>::name(..)`.
    fn decide_bracketed(&self, q: Node) -> (Binds, String) {
        let name = self.name();
        let shown = collapse_ws(&self.file.text(q));
        let inner = q.named_child(0);
        match inner {
            Some(t) if t.kind() != "qualified_type" && self.is_method_target() => {
                let base = type_base(self.file, t).unwrap_or_default();
                if base == self.owner() {
                    (Binds::Yes, format!("{shown}::{name}"))
                } else if base.is_empty() {
                    (Binds::Maybe, format!("{shown}::{name}: type not known"))
                } else {
                    (
                        Binds::No,
                        format!("{shown}::{name} is {base}'s, not {}'s", self.owner()),
                    )
                }
            }
            _ if !self.is_method_target() => (
                Binds::No,
                format!("{shown}::{name} is an associated function, not a free fn"),
            ),
            _ => (
                Binds::Maybe,
                format!("{shown}::{name}: dispatch depends on the type"),
            ),
        }
    }

    fn decide_scoped(&self, at: Node, segs: &[String]) -> (Binds, String) {
        let name = self.name();
        let written = format!("{}::{name}", segs.join("::"));
        let Some(first) = segs.first() else {
            return self.decide_plain(at);
        };
        // `Self::name` inside an impl or trait.
        if first == "Self" && segs.len() == 1 {
            return match self.enclosing_self(at) {
                // In an impl of another trait for a type the target's trait is implemented
                // for, as `Type::name(..)` below.
                Some((ty, false))
                    if self.ti.in_trait
                        && ty != self.owner()
                        && self.ti.trait_name.as_deref() != Some(ty.as_str()) =>
                {
                    match self.implements_here(at, &ty, std::slice::from_ref(&ty)) {
                        Some(how) => (Binds::Yes, format!("{written}: Self is {ty}, {how}")),
                        None => self.judge_type_call(&ty, false, &written),
                    }
                }
                Some((ty, is_trait)) => self.judge_type_call(&ty, is_trait, &written),
                None => (Binds::Maybe, format!("{written}: Self unknown here")),
            };
        }
        // `HM::name(..)` with `type HM = HashMap<i32, i32>;` in scope: a call on the alias's
        // type, its path resolved where the alias is declared.
        if segs.len() == 1 {
            if let Res::Item(item) = self.resolve(at, first, false) {
                if item.kind() == "type_item" {
                    return self.decide_aliased_call(item, first);
                }
            }
        }
        // `T::name(..)` with T a type parameter: only its bounds' methods.
        if segs.len() == 1 {
            if let Some(bounds) = self.type_param(at, first) {
                if !self.is_method_target() {
                    return (
                        Binds::No,
                        format!("{written} is an associated function, not a free fn"),
                    );
                }
                return self.judge_abstract(first, first, &bounds, at);
            }
        }
        // `Type::name(..)` for a trait's fn: the type's own file implements the trait for it
        // and gives it no other fn of the name (see [`Ctx::implements_here`]).
        if self.ti.in_trait && self.is_method_target() {
            let ty = segs.last().map(String::as_str).unwrap_or_default();
            if ty != self.owner() && self.ti.trait_name.as_deref() != Some(ty) {
                if let Some(how) = self.implements_here(at, ty, segs) {
                    return (Binds::Yes, format!("{written}: {ty} {how}"));
                }
            }
        }
        match self.absolutize(at, segs) {
            Some(path) => {
                if self.is_method_target() {
                    let ty = path.segs.last().cloned().unwrap_or_default();
                    let ty_mod = RPath {
                        root: path.root.clone(),
                        segs: path.segs[..path.segs.len().saturating_sub(1)].to_vec(),
                    };
                    if ty == self.owner()
                        || self.owner_alias(&ty)
                        || self.ti.trait_name.as_deref() == Some(ty.as_str())
                    {
                        if self.ti.is_owner_module(&ty_mod) {
                            return self.judge_type_call(&ty, false, &written);
                        }
                        return match self.reexport(&ty_mod, &ty, false) {
                            Binds::Yes => self.judge_type_call(&ty, false, &written),
                            Binds::Maybe => (
                                Binds::Maybe,
                                format!("{written}: {} may re-export {ty}", ty_mod.show()),
                            ),
                            Binds::No => (Binds::No, format!("{written} is {}", path.show())),
                        };
                    }
                    (
                        Binds::No,
                        format!(
                            "{written}: calls {ty}::{name}, not {}::{name}",
                            self.owner()
                        ),
                    )
                } else {
                    let mut full = path.clone();
                    full.segs.push(name.to_string());
                    // `Type::f` where Type is a struct/enum/trait: an associated function.
                    self.judge_fn_path(&full, &written)
                }
            }
            None => {
                // Only the last qualifier segment matters for a type (`Counter::add`).
                let last = segs.last().cloned().unwrap_or_default();
                if self.is_method_target() {
                    self.judge_type_call(&last, false, &written)
                } else if last.starts_with(char::is_uppercase) {
                    (
                        Binds::No,
                        format!("{written} is an associated function of {last}"),
                    )
                } else {
                    (
                        Binds::Maybe,
                        format!("{written}: module {} not resolved", segs.join("::")),
                    )
                }
            }
        }
    }

    /// `Alias::name(..)` for the `type` alias `item` named `alias`: decided as the call of
    /// `name` on the path the alias's type is written with, where the alias is declared
    /// (aliases of aliases followed [`MAX_ALIAS_DEPTH`] deep). A type that is not a path, or
    /// that is one of the alias's own parameters, is not known here.
    fn decide_aliased_call(&self, item: Node, alias: &str) -> (Binds, String) {
        let Some(aliased) = item.child_by_field_name("type") else {
            return (Binds::Maybe, format!("{alias}: an alias without a type"));
        };
        let shown = collapse_ws(&self.file.text(aliased));
        let base = match aliased.kind() {
            "generic_type" => aliased.child_by_field_name("type"),
            "type_identifier" | "scoped_type_identifier" => Some(aliased),
            _ => None,
        };
        let segs = base
            .filter(|b| matches!(b.kind(), "type_identifier" | "scoped_type_identifier"))
            .map(|b| path_segments(self.file, b))
            .unwrap_or_default();
        let depth = self.alias_depth.get();
        let own_param = segs.len() == 1 && alias_params(self.file, item).contains(&segs[0]);
        if segs.is_empty() || own_param || depth >= MAX_ALIAS_DEPTH {
            return (
                Binds::Maybe,
                format!("{alias} = {shown}: the type is not known here"),
            );
        }
        self.alias_depth.set(depth + 1);
        let (binds, why) = self.decide_scoped(aliased, &segs);
        self.alias_depth.set(depth);
        (binds, format!("{alias} = {shown}: {why}"))
    }

    /// `Type::name(..)` for a method target, the type known by its base name.
    fn judge_type_call(&self, ty: &str, ty_is_trait: bool, written: &str) -> (Binds, String) {
        let name = self.name();
        if !self.is_method_target() {
            return (
                Binds::No,
                format!("{written} is an associated function, not a free fn"),
            );
        }
        let owner = self.owner();
        if ty == owner {
            return (Binds::Yes, written.to_string());
        }
        if self.owner_alias(ty) {
            return (
                Binds::Yes,
                format!("{written}: {ty} is an alias of {owner}"),
            );
        }
        if self.ti.trait_name.as_deref() == Some(ty) || ty_is_trait && !self.ti.located {
            return (
                Binds::Maybe,
                format!("{written}: dispatches on the type of its first argument"),
            );
        }
        (
            Binds::No,
            format!("{written}: calls {ty}::{name}, not {owner}::{name}"),
        )
    }

    /// Turn written segments into an absolute path, resolving the first segment at `at`.
    /// `None` when the first segment is neither a module nor an import nor a crate.
    fn absolutize(&self, at: Node, segs: &[String]) -> Option<RPath> {
        self.absolutize_raw(at, segs)
            .map(|p| self.through_extern_crates(p))
    }

    fn absolutize_raw(&self, at: Node, segs: &[String]) -> Option<RPath> {
        let first = segs.first()?;
        let module = self.module_at(at);
        if let Some(anchored) = self.anchored(&module, segs, false) {
            return anchored;
        }
        let local = Root::Local(self.key.clone());
        // `f::x` never goes through a fn/const/static `f` (value namespace): `f` is a crate.
        let res = match self.resolve(at, first, false) {
            Res::Item(item) if segs.len() > 1 && is_value_item(item) => Res::Unresolved(Vec::new()),
            res => res,
        };
        match res {
            Res::Use(p) => {
                let mut p = p;
                p.segs.extend(segs[1..].iter().cloned());
                Some(p)
            }
            Res::Item(item) if item.kind() == "extern_crate_declaration" => {
                let krate = item
                    .child_by_field_name("name")
                    .map(|n| self.file.text(n).into_owned())?;
                Some(self.crate_path(&krate, &segs[1..]))
            }
            Res::Item(item) => {
                // A module or type declared here: relative to the module it sits in.
                let mut m = self.module_at(item);
                m.extend(segs.iter().cloned());
                Some(RPath {
                    root: local,
                    segs: m,
                })
            }
            Res::Local(..) => None,
            Res::Unresolved(_) => {
                if self.target_crate_names.iter().any(|n| n == first) {
                    Some(RPath {
                        root: Root::Local(self.ti.key.clone()),
                        segs: segs[1..].to_vec(),
                    })
                } else if first.starts_with(char::is_lowercase) && segs.len() > 1 {
                    // An external crate (`std::fs::read`) or something unseen.
                    (!self.maybe_local_module(first)).then(|| RPath {
                        root: Root::Extern(first.clone()),
                        segs: segs[1..].to_vec(),
                    })
                } else {
                    None
                }
            }
        }
    }

    /// A lower-case first segment not declared in this file could still be a module declared
    /// elsewhere only if this file is not its parent; we treat well-known crates as external and
    /// others as unresolved when a sibling module file might exist.
    fn maybe_local_module(&self, first: &str) -> bool {
        if matches!(first, "std" | "core" | "alloc") {
            return false;
        }
        // An unknown crate name: could be a dependency (external) or a module made visible by
        // a glob; only the target's own module name is suspicious.
        self.ti.module.iter().any(|m| m == first)
    }

    /// Module path at a node: the file's module plus enclosing inline modules.
    fn module_at(&self, n: Node) -> Vec<String> {
        let mut m = self.module.clone();
        m.extend(inline_mods(self.file, n));
        m
    }

    /// A path that starts at `crate` (or, in a use path, `$crate`), `self` or `super`:
    /// absolute against `module`. `None` when the first segment is none of these.
    fn anchored(&self, module: &[String], segs: &[String], in_use: bool) -> Option<Option<RPath>> {
        let local = Root::Local(self.key.clone());
        let first = segs.first()?.as_str();
        Some(match first {
            "crate" => Some(RPath {
                root: local,
                segs: segs[1..].to_vec(),
            }),
            "$crate" if in_use => Some(RPath {
                root: local,
                segs: segs[1..].to_vec(),
            }),
            "self" => Some(RPath {
                root: local,
                segs: module.iter().chain(segs[1..].iter()).cloned().collect(),
            }),
            "super" => {
                let mut m = module.to_vec();
                let mut i = 0;
                let mut ok = true;
                while segs.get(i).map(String::as_str) == Some("super") {
                    if m.pop().is_none() {
                        ok = false;
                        break;
                    }
                    i += 1;
                }
                ok.then(|| {
                    m.extend(segs[i..].iter().cloned());
                    RPath {
                        root: local,
                        segs: m,
                    }
                })
            }
            _ => return None,
        })
    }

    /// Make a written use path absolute, relative to the module of the use declaration.
    fn absolutize_use(&self, use_node: Node, segs: &[String], depth: usize) -> Option<RPath> {
        self.absolutize_use_raw(use_node, segs, depth)
            .map(|p| self.through_extern_crates(p))
    }

    /// Whether type `t` may deref to the target's owner (its methods are then reached through
    /// auto-deref), by an `impl Deref for t` in the target's crate whose target is the owner
    /// or a type parameter of `t`.
    fn derefs_to(&self, t: &str, owner: &str) -> bool {
        let pairs = self
            .derefs
            .get_or_init(|| crate_derefs(self.repo, &self.ti.key));
        pairs
            .iter()
            .any(|(a, b)| a == t && (b == owner || b == DEREF_ANY))
    }

    fn caller_deps(&self) -> &[Dep] {
        self.caller_deps.get_or_init(|| {
            package_dir(self.repo, &self.file.rel_path)
                .map(|d| deps_of(self.repo, &d))
                .unwrap_or_default()
        })
    }

    /// The path of crate `krate` (as this file names it) followed by `rest`.
    fn crate_path(&self, krate: &str, rest: &[String]) -> RPath {
        if self.target_crate_names.iter().any(|n| n == krate) {
            RPath {
                root: Root::Local(self.ti.key.clone()),
                segs: rest.to_vec(),
            }
        } else {
            RPath {
                root: Root::Extern(krate.to_string()),
                segs: rest.to_vec(),
            }
        }
    }

    /// A path through an `extern crate x as y;` of this crate's root (`crate::y::T`), or
    /// through a dependency of this package that re-exports the target's crate (`dep::y::T`
    /// with `pub extern crate x as y;` / `pub use x as y;` in the dependency's root): the
    /// crate it names.
    fn through_extern_crates(&self, p: RPath) -> RPath {
        let Some(first) = p.segs.first().cloned() else {
            return p;
        };
        match &p.root {
            Root::Local(k) if *k == self.key => {
                let krate = crate_root_file(self.repo, k).and_then(|r| {
                    extern_crate_alias(self.repo, &r, &first, false).or_else(|| {
                        // `use x as y;` in the crate root: `crate::y` is crate x (a test
                        // crate's `use itertools as it;`), when x is the target's crate.
                        use_crate_alias(self.repo, &r, &first)
                            .filter(|c| self.target_crate_names.iter().any(|n| n == c))
                    })
                });
                match krate {
                    Some(krate) => self.crate_path(&krate, &p.segs[1..]),
                    None => p,
                }
            }
            Root::Extern(c) => {
                let Some(dir) = self
                    .caller_deps()
                    .iter()
                    .find(|d| d.key == *c)
                    .and_then(|d| d.dir.clone())
                else {
                    return p;
                };
                let root = ["lib.rs", "main.rs"].iter().find_map(|f| {
                    let path = if dir.is_empty() {
                        format!("src/{f}")
                    } else {
                        format!("{dir}/src/{f}")
                    };
                    self.repo.read_shared(&path).map(|_| path)
                });
                let Some(krate) =
                    root.and_then(|r| extern_crate_alias(self.repo, &r, &first, true))
                else {
                    return p;
                };
                let names_target = self.ti.crate_name.as_deref() == Some(krate.as_str())
                    || deps_of(self.repo, &dir)
                        .iter()
                        .any(|d| d.key == krate && d.dir.is_some() && d.dir == self.target_pkg);
                if names_target {
                    RPath {
                        root: Root::Local(self.ti.key.clone()),
                        segs: p.segs[1..].to_vec(),
                    }
                } else {
                    p
                }
            }
            _ => p,
        }
    }

    fn absolutize_use_raw(&self, use_node: Node, segs: &[String], depth: usize) -> Option<RPath> {
        let first = segs.first()?;
        let module = self.module_at(use_node);
        if let Some(anchored) = self.anchored(&module, segs, true) {
            return anchored;
        }
        let local = Root::Local(self.key.clone());
        {
            // Uniform paths: an item of the same module (e.g. `mod parse;`) first.
            if depth < 4 {
                if let Some(scope) = use_node.parent() {
                    // A path's leading segment names a module, type or crate: a fn, const
                    // or static of the same name (value namespace) cannot prefix a path.
                    if self
                        .item_in(scope, first)
                        .is_some_and(|i| segs.len() == 1 || !is_value_item(i))
                    {
                        let mut m = module;
                        m.extend(segs.iter().cloned());
                        return Some(RPath {
                            root: local,
                            segs: m,
                        });
                    }
                }
            }
            if self.target_crate_names.iter().any(|n| n == first) {
                return Some(RPath {
                    root: Root::Local(self.ti.key.clone()),
                    segs: segs[1..].to_vec(),
                });
            }
            if self.in_extern_prelude(first) {
                return Some(RPath {
                    root: Root::Extern(first.clone()),
                    segs: segs[1..].to_vec(),
                });
            }
            // Not a crate this package can name: a name in scope at the use (Rust 2018's
            // uniform paths), `use super::*;` bringing in the parent's `mod x;` and so on.
            if depth < 4 {
                if let Some(found) = self.use_first_in_scope(use_node, segs, depth) {
                    return found;
                }
            }
            // A package whose manifest is read: a name that is neither in scope nor one of
            // its crates names nothing sure. Without a manifest, a crate as before.
            if package_dir(self.repo, &self.file.rel_path).is_some() {
                return None;
            }
            Some(RPath {
                root: Root::Extern(first.clone()),
                segs: segs[1..].to_vec(),
            })
        }
    }

    /// Whether `name` is in the extern prelude of this file's crate: a sysroot crate, a
    /// dependency of its package (any kind: a dev-dependency of a test module too), the
    /// package's own library (for its tests, benches and examples), or an `extern crate` of
    /// the crate root.
    fn in_extern_prelude(&self, name: &str) -> bool {
        if matches!(name, "std" | "core" | "alloc" | "proc_macro" | "test") {
            return true;
        }
        if self.caller_deps().iter().any(|d| d.key == name) {
            return true;
        }
        let own = package_dir(self.repo, &self.file.rel_path)
            .and_then(|d| package_name(self.repo, &d))
            .is_some_and(|p| p.replace('-', "_") == name);
        own || crate_root_file(self.repo, &self.key).is_some_and(|r| {
            root_extern_crates(self.repo, &r)
                .iter()
                .any(|e| !e.is_use && e.bound == name)
        })
    }

    /// The first segment of the use path `segs` (of the `use` declaration `use_node`) resolved
    /// as rustc resolves a name in scope: each enclosing block, then the module, each with
    /// its items, its other `use`s by name, then its glob imports ([`Ctx::glob_provides`]).
    /// `Some(None)`: found, but where it leads is not known (a block's own item, a glob that
    /// cannot be read); `None`: nothing in scope declares it.
    fn use_first_in_scope(
        &self,
        use_node: Node,
        segs: &[String],
        depth: usize,
    ) -> Option<Option<RPath>> {
        let first = segs.first()?;
        let types_only = segs.len() > 1;
        let from = self.module_at(use_node);
        let with_rest = |mut p: RPath| {
            p.segs.extend(segs[1..].iter().cloned());
            p
        };
        let mut cur = use_node.parent();
        while let Some(n) = cur {
            let is_mod = n.kind() == "source_file"
                || n.kind() == "declaration_list"
                    && n.parent().is_some_and(|p| p.kind() == "mod_item");
            if n.kind() == "block" || is_mod {
                if let Some(item) = self
                    .item_in(n, first)
                    .filter(|i| !types_only || !is_value_item(*i))
                {
                    if n.kind() == "block" {
                        // A module declared in a fn body has no path from the crate root.
                        return Some(None);
                    }
                    if item.kind() == "extern_crate_declaration" {
                        let krate = item
                            .child_by_field_name("name")
                            .map(|k| self.file.text(k).into_owned())?;
                        return Some(Some(self.crate_path(&krate, &segs[1..])));
                    }
                    let mut m = self.module_at(item);
                    m.extend(segs.iter().cloned());
                    return Some(Some(RPath {
                        root: Root::Local(self.key.clone()),
                        segs: m,
                    }));
                }
                let mut globs = Vec::new();
                let mut cursor = n.walk();
                for c in n.named_children(&mut cursor) {
                    if c.kind() != "use_declaration" || c.id() == use_node.id() {
                        continue;
                    }
                    let Some(arg) = c.child_by_field_name("argument") else {
                        continue;
                    };
                    let mut entries = Vec::new();
                    flatten_use(self.file, arg, &[], &mut entries);
                    for e in entries {
                        match e {
                            UseEntry::Name(bound, s) if bound == *first => {
                                return Some(self.absolutize_use(c, &s, depth + 1).map(with_rest));
                            }
                            UseEntry::Glob(s) => {
                                if let Some(p) = self.absolutize_use(c, &s, depth + 1) {
                                    globs.push(p);
                                }
                            }
                            _ => {}
                        }
                    }
                }
                match self.glob_provides(&globs, first, &from, types_only, depth) {
                    GlobHit::Found(p) => return Some(Some(with_rest(p))),
                    // A glob of this scope may bring the name in: what lies outside is not
                    // sure to be the one meant.
                    GlobHit::Unknown => return Some(None),
                    GlobHit::Absent => {}
                }
                if is_mod {
                    break;
                }
            }
            cur = n.parent();
        }
        None
    }

    /// What the glob imports `globs` (of a scope in module `from`) bring in under `name`
    /// (`types_only`: a module or type, the first segment of a longer path): the one item
    /// path they agree on. Two globs bringing in different items make the name ambiguous
    /// (a compile error where it is used), so one sure answer is the answer even beside a
    /// glob that cannot be read.
    fn glob_provides(
        &self,
        globs: &[RPath],
        name: &str,
        from: &[String],
        types_only: bool,
        depth: usize,
    ) -> GlobHit {
        let mut found: Option<RPath> = None;
        let mut unknown = false;
        for g in globs {
            match self.glob_provides_one(g, name, from, types_only, depth) {
                GlobHit::Found(p) => {
                    if found.as_ref().is_some_and(|f| *f != p) {
                        return GlobHit::Unknown;
                    }
                    found = Some(p);
                }
                GlobHit::Unknown => unknown = true,
                GlobHit::Absent => {}
            }
        }
        match (found, unknown) {
            (Some(p), _) => GlobHit::Found(p),
            (None, true) => GlobHit::Unknown,
            (None, false) => GlobHit::Absent,
        }
    }

    /// [`Ctx::glob_provides`] for the one glob `use glob::*;`: an item the module `glob`
    /// declares, a name it imports by `use`, or one its own globs bring in, visible from
    /// `from` (an item or `use` without `pub` only to the module itself and its
    /// descendants). Only modules of this file's crate are read (this file's own from its
    /// tree, another's parsed); another crate's glob is not known.
    fn glob_provides_one(
        &self,
        glob: &RPath,
        name: &str,
        from: &[String],
        types_only: bool,
        depth: usize,
    ) -> GlobHit {
        if depth > 3 || glob.root != Root::Local(self.key.clone()) {
            return GlobHit::Unknown;
        }
        let key = (glob.clone(), name.to_string(), from.to_vec(), types_only);
        if let Some(hit) = self.globbed.borrow().get(&key) {
            return hit.clone();
        }
        let hit = if glob.segs.starts_with(&self.module) {
            let mut scope = Some(self.file.tree.root_node());
            for seg in &glob.segs[self.module.len()..] {
                scope = scope.and_then(|s| inline_mod_body(self.file, s, seg));
            }
            match scope {
                Some(s) => {
                    self.scope_provides(self.file, s, true, glob, name, from, types_only, depth)
                }
                None => GlobHit::Unknown,
            }
        } else {
            // The longest prefix of the module path that has a file, then inline modules.
            let found = (0..=glob.segs.len()).rev().find_map(|i| {
                module_files(&self.key, &glob.segs[..i])
                    .into_iter()
                    .find(|p| self.repo.read_shared(p).is_some())
                    .map(|p| (p, i))
            });
            // Only the module's items and `use`s are read: an outline parse leaves out the
            // bodies of its functions, impls and traits.
            let parsed = found.and_then(|(p, i)| {
                self.repo
                    .outline(&p, super::Lang::Rust, "rust-items", &items_outline_cut)
                    .map(|f| (f, i))
            });
            match parsed {
                Some((f, i)) => {
                    let mut scope = Some(f.tree.root_node());
                    for seg in &glob.segs[i..] {
                        scope = scope.and_then(|s| inline_mod_body(&f, s, seg));
                    }
                    match scope {
                        Some(s) => {
                            self.scope_provides(&f, s, false, glob, name, from, types_only, depth)
                        }
                        None => GlobHit::Unknown,
                    }
                }
                None => GlobHit::Unknown,
            }
        };
        self.globbed.borrow_mut().insert(key, hit.clone());
        hit
    }

    /// [`Ctx::glob_provides_one`] in the module body `scope` of `file` (`here`: this file,
    /// whose `use`s resolve as any of its paths; another file's resolve when anchored at
    /// `crate`/`self`/`super`, name a crate, or name an item of `scope`).
    #[allow(clippy::too_many_arguments)]
    fn scope_provides(
        &self,
        file: &SourceFile,
        scope: Node,
        here: bool,
        glob: &RPath,
        name: &str,
        from: &[String],
        types_only: bool,
        depth: usize,
    ) -> GlobHit {
        let inside = from.starts_with(&glob.segs);
        let visible = |n: Node| inside || has_visibility(n);
        let mut cursor = scope.walk();
        let kids: Vec<Node> = scope.named_children(&mut cursor).collect();
        let mut item = None;
        for c in &kids {
            self.items_bound_by(*c, |n, it| {
                if item.is_none()
                    && file.text(n) == name
                    && visible(it)
                    && (!types_only || !is_value_item(it))
                {
                    item = Some(it);
                }
            });
        }
        if let Some(it) = item {
            if it.kind() == "extern_crate_declaration" {
                return match it.child_by_field_name("name") {
                    Some(k) => GlobHit::Found(self.crate_path(&file.text(k), &[])),
                    None => GlobHit::Unknown,
                };
            }
            let mut p = glob.clone();
            p.segs.push(name.to_string());
            return GlobHit::Found(p);
        }
        let resolve_there = |s: &[String]| -> Option<RPath> {
            if let Some(a) = self.anchored(&glob.segs, s, true) {
                return a;
            }
            let first = s.first()?;
            if self.target_crate_names.iter().any(|n| n == first) {
                return Some(self.crate_path(first, &s[1..]));
            }
            if self.in_extern_prelude(first) {
                return Some(RPath {
                    root: Root::Extern(first.clone()),
                    segs: s[1..].to_vec(),
                });
            }
            let declared = kids.iter().any(|c| {
                let mut hit = false;
                self.items_bound_by(*c, |n, it| {
                    hit |= file.text(n) == *first && !is_value_item(it);
                });
                hit
            });
            declared.then(|| RPath {
                root: glob.root.clone(),
                segs: glob.segs.iter().chain(s).cloned().collect(),
            })
        };
        let mut globs = Vec::new();
        for c in &kids {
            if c.kind() != "use_declaration" || !visible(*c) {
                continue;
            }
            let Some(arg) = c.child_by_field_name("argument") else {
                continue;
            };
            let mut entries = Vec::new();
            flatten_use(file, arg, &[], &mut entries);
            for e in entries {
                let (s, is_glob) = match e {
                    UseEntry::Name(bound, s) if bound == name => (s, false),
                    UseEntry::Glob(s) => (s, true),
                    UseEntry::Name(..) => continue,
                };
                let p = if here {
                    self.absolutize_use(*c, &s, depth + 1)
                } else {
                    resolve_there(&s)
                };
                match (p, is_glob) {
                    (Some(p), false) => return GlobHit::Found(p),
                    (None, false) => return GlobHit::Unknown,
                    (Some(p), true) => globs.push(p),
                    (None, true) => globs.push(RPath {
                        root: Root::Extern(String::new()),
                        segs: Vec::new(),
                    }),
                }
            }
        }
        self.glob_provides(&globs, name, from, types_only, depth + 1)
    }

    /// An item (fn, mod, type, extern fn) named `name` directly in a block or module body.
    /// Each scope's item names are read once ([`Ctx::item_names`]): a name no item there
    /// declares (an alias, a local, a name from a `use`) is answered without a walk.
    fn item_in<'t>(&self, scope: Node<'t>, name: &str) -> Option<Node<'t>> {
        let known = self
            .item_names
            .borrow()
            .get(&scope.id())
            .map(|names| names.contains(name));
        let declared = known.unwrap_or_else(|| {
            let mut names = std::collections::HashSet::new();
            let mut cursor = scope.walk();
            for c in scope.named_children(&mut cursor) {
                self.items_bound_by(c, |n, _| {
                    names.insert(self.file.text(n).into_owned());
                });
            }
            let declared = names.contains(name);
            self.item_names.borrow_mut().insert(scope.id(), names);
            declared
        });
        if !declared {
            return None;
        }
        let mut cursor = scope.walk();
        let mut found = None;
        for c in scope.named_children(&mut cursor) {
            self.items_bound_by(c, |n, item| {
                if self.file.text(n) == name {
                    found = Some(item);
                }
            });
            if found.is_some() {
                break;
            }
        }
        found
    }

    /// Each (name node, item) the statement or item `c` of a block or module body declares
    /// an item by (fn, mod, type, const, static, extern crate, the fns and statics of an
    /// `extern` block), in order.
    fn items_bound_by<'t>(&self, c: Node<'t>, mut f: impl FnMut(Node<'t>, Node<'t>)) {
        match c.kind() {
            "function_item" | "mod_item" | "struct_item" | "enum_item" | "union_item"
            | "trait_item" | "type_item" | "const_item" | "static_item" => {
                if let Some(n) = c.child_by_field_name("name") {
                    f(n, c);
                }
            }
            "extern_crate_declaration" => {
                if let Some(n) = c
                    .child_by_field_name("alias")
                    .or_else(|| c.child_by_field_name("name"))
                {
                    f(n, c);
                }
            }
            "foreign_mod_item" => {
                if let Some(body) = c.child_by_field_name("body") {
                    let mut c2 = body.walk();
                    for item in body.named_children(&mut c2) {
                        if let Some(n) = item.child_by_field_name("name") {
                            f(n, item);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Uses declared directly in a block or module body: a named one for `name` (`Some(None)`
    /// when its path leads nowhere sure), and globs.
    fn uses_in(&self, scope: Node, name: &str, globs: &mut Vec<RPath>) -> Option<Option<RPath>> {
        let key = (scope.id(), name.to_string());
        if let Some((found, g)) = self.uses.borrow().get(&key) {
            globs.extend(g.iter().cloned());
            return found.clone();
        }
        let mut mine = Vec::new();
        let found = self.uses_in_uncached(scope, name, &mut mine);
        globs.extend(mine.iter().cloned());
        self.uses.borrow_mut().insert(key, (found.clone(), mine));
        found
    }

    fn uses_in_uncached(
        &self,
        scope: Node,
        name: &str,
        globs: &mut Vec<RPath>,
    ) -> Option<Option<RPath>> {
        let mut cursor = scope.walk();
        let mut found = None;
        for c in scope.named_children(&mut cursor) {
            if c.kind() != "use_declaration" {
                continue;
            }
            let Some(arg) = c.child_by_field_name("argument") else {
                continue;
            };
            let mut entries = Vec::new();
            flatten_use(self.file, arg, &[], &mut entries);
            for e in entries {
                match e {
                    UseEntry::Name(bound, segs) if bound == name && found.is_none() => {
                        found = Some(self.absolutize_use(c, &segs, 0));
                    }
                    UseEntry::Glob(segs) => {
                        if let Some(p) = self.absolutize_use(c, &segs, 0) {
                            globs.push(p);
                        }
                    }
                    _ => {}
                }
            }
        }
        found
    }

    // ---- lexical resolution

    /// Resolve `name` at `at`: locals (when `values`), then items and uses of each enclosing
    /// block, up to the module.
    fn resolve<'t>(&self, at: Node<'t>, name: &str, values: bool) -> Res<'t> {
        let pos = at.start_byte();
        let mut globs = Vec::new();
        let mut child = at;
        let mut cur = at.parent();
        while let Some(n) = cur {
            match n.kind() {
                "block" => {
                    if values {
                        if let Some((ty, decl)) = self.let_in_block(n, name, pos, at) {
                            return Res::Local(ty, Some(decl));
                        }
                    }
                    if let Some(item) = self.item_in(n, name) {
                        return Res::Item(item);
                    }
                    match self.uses_in(n, name, &mut globs) {
                        Some(Some(p)) => return Res::Use(p),
                        // A `use` binds the name to a path that leads nowhere sure.
                        Some(None) => return Res::Unresolved(Vec::new()),
                        None => {}
                    }
                }
                "function_item" | "closure_expression" if values => {
                    if let Some(ps) = n.child_by_field_name("parameters") {
                        if ps.id() != child.id() {
                            if let Some((ty, decl)) = self.param_type(ps, name, at) {
                                let ty = match ty {
                                    RType::Unknown if n.kind() == "closure_expression" => {
                                        self.closure_item_type(n, ps, name, at)
                                    }
                                    ty => ty,
                                };
                                return Res::Local(ty, decl);
                            }
                        }
                    }
                }
                "for_expression" if values => {
                    // The pattern binds in the body only (`for x in x.iter()` reads an outer x).
                    let in_body = n
                        .child_by_field_name("body")
                        .is_some_and(|b| b.id() == child.id());
                    if let Some(p) = n.child_by_field_name("pattern") {
                        if in_body && pattern_binds(self.file, p, name) {
                            let ty = match (is_simple_binding(p), n.child_by_field_name("value")) {
                                (true, Some(v)) => match self.element_of(v, at) {
                                    RType::Unknown => self.for_item(v, at),
                                    t => t,
                                },
                                // `for (k, v) in &m` / `m.range(..)` of a std map.
                                (false, Some(v)) => self.map_pair_value(p, name, v, at),
                                _ => RType::Unknown,
                            };
                            return Res::Local(ty, None);
                        }
                    }
                }
                "match_arm" if values => {
                    if let Some(p) = n.child_by_field_name("pattern") {
                        if p.id() != child.id() && pattern_binds(self.file, p, name) {
                            let scrutinee = n
                                .parent()
                                .and_then(|b| b.parent())
                                .filter(|m| m.kind() == "match_expression")
                                .and_then(|m| m.child_by_field_name("value"));
                            let ty = self.pattern_element_type(p, name, scrutinee, at);
                            return Res::Local(ty, None);
                        }
                    }
                }
                "if_expression" | "while_expression" if values => {
                    if let Some(cond) = n.child_by_field_name("condition") {
                        if cond.id() != child.id() {
                            let mut hit = None;
                            walk(cond, |x| {
                                if x.kind() == "let_condition" {
                                    if let Some(p) = x.child_by_field_name("pattern") {
                                        if pattern_binds(self.file, p, name) {
                                            hit = Some((p, x.child_by_field_name("value")));
                                        }
                                    }
                                }
                            });
                            if let Some((p, value)) = hit {
                                let ty = self.pattern_element_type(p, name, value, at);
                                return Res::Local(ty, None);
                            }
                        }
                    }
                }
                "declaration_list" => {
                    let is_mod = n.parent().is_some_and(|p| p.kind() == "mod_item");
                    if is_mod {
                        if let Some(item) = self.item_in(n, name) {
                            return Res::Item(item);
                        }
                        match self.uses_in(n, name, &mut globs) {
                            Some(Some(p)) => return Res::Use(p),
                            Some(None) => return Res::Unresolved(Vec::new()),
                            None => {}
                        }
                        return Res::Unresolved(globs);
                    }
                }
                "source_file" => {
                    if let Some(item) = self.item_in(n, name) {
                        return Res::Item(item);
                    }
                    match self.uses_in(n, name, &mut globs) {
                        Some(Some(p)) => return Res::Use(p),
                        // A `use` binds the name to a path that leads nowhere sure.
                        Some(None) => return Res::Unresolved(Vec::new()),
                        None => {}
                    }
                    return Res::Unresolved(globs);
                }
                _ => {}
            }
            child = n;
            cur = n.parent();
        }
        Res::Unresolved(globs)
    }

    /// The type `name` gets from a one-field tuple pattern binding it whole (`Some(x)`, `Ok(ref
    /// x)` over a scrutinee declared `Option<T>` / `Result<T, E>`; `E::V(x)` of an enum this
    /// file declares with `V(T)`); unknown otherwise.
    fn pattern_element_type(
        &self,
        pat: Node,
        name: &str,
        scrutinee: Option<Node>,
        at: Node,
    ) -> RType {
        let file = self.file;
        // A match arm's pattern is wrapped (with its guard) in a `match_pattern`.
        let pat = match pat.kind() {
            "match_pattern" => match pat.named_child(0) {
                Some(p) => p,
                None => return RType::Unknown,
            },
            _ => pat,
        };
        // `if let (Some(k), Some(v)) = (key, value)`: the element of the tuple expression
        // the element pattern binding the name matches.
        if pat.kind() == "tuple_pattern" {
            let Some(tuple) = scrutinee.filter(|v| v.kind() == "tuple_expression") else {
                return RType::Unknown;
            };
            let (pats, values) = (named_elements(pat), named_elements(tuple));
            if pats.len() != values.len()
                || pats.iter().any(|p| p.kind() == "remaining_field_pattern")
            {
                return RType::Unknown;
            }
            return match pats.iter().position(|p| pattern_binds(file, *p, name)) {
                Some(k) => self.pattern_element_type(pats[k], name, Some(values[k]), at),
                None => RType::Unknown,
            };
        }
        if pat.kind() != "tuple_struct_pattern" {
            return RType::Unknown;
        }
        let Some(ctor) = pat.child_by_field_name("type") else {
            return RType::Unknown;
        };
        let mut cursor = pat.walk();
        let elems: Vec<Node> = pat
            .named_children(&mut cursor)
            .filter(|x| x.id() != ctor.id())
            .collect();
        let [elem] = elems.as_slice() else {
            return RType::Unknown;
        };
        // `x`, `ref x`, `mut x`, `ref mut x` (a `ref_pattern` around a `mut_pattern`).
        let mut bound = Some(*elem);
        while let Some(b) = bound.filter(|b| matches!(b.kind(), "ref_pattern" | "mut_pattern")) {
            let mut c = b.walk();
            bound = b
                .named_children(&mut c)
                .find(|x| x.kind() != "mutable_specifier");
        }
        if bound.is_none_or(|b| b.kind() != "identifier" || file.text(b) != name) {
            return RType::Unknown;
        }
        let ctor_text = file.text(ctor);
        let field = match ctor_text.as_ref() {
            "Some" | "Ok" => {
                let wrapper = if ctor_text == "Some" {
                    "Option"
                } else {
                    "Result"
                };
                // `match m.get(&k) { Some(v) => .. }` of a std map: its value type.
                if let Some(t) = scrutinee
                    .filter(|_| ctor_text == "Some")
                    .map(|v| self.map_option_value(v, at))
                    .filter(|t| *t != RType::Unknown)
                {
                    return t;
                }
                // `match it.next() { Some(b) => .. }`: the method's declared `Option<X>`.
                if let Some(t) = scrutinee
                    .filter(|_| ctor_text == "Some")
                    .map(|v| self.option_item(v, at, 0))
                    .filter(|t| *t != RType::Unknown)
                {
                    return t;
                }
                scrutinee
                    .filter(|v| v.kind() == "identifier")
                    .and_then(|v| self.declared_type_node(v))
                    .filter(|t| {
                        t.kind() == "generic_type"
                            && t.child_by_field_name("type")
                                .is_some_and(|b| file.text(b) == wrapper)
                    })
                    .and_then(|t| t.child_by_field_name("type_arguments"))
                    .and_then(|a| {
                        let mut c = a.walk();
                        let first = a.named_children(&mut c).find(|x| x.kind() != "lifetime");
                        first
                    })
                    .map(|t| self.type_of(t, at))
            }
            _ if ctor.kind() == "scoped_identifier" => {
                let enum_name = ctor
                    .child_by_field_name("path")
                    .map(|x| file.text(x).into_owned())
                    .unwrap_or_default();
                let variant = ctor
                    .child_by_field_name("name")
                    .map(|x| file.text(x).into_owned())
                    .unwrap_or_default();
                match self.enum_variant_field(&enum_name, &variant) {
                    Some(t) => Some(self.type_of(t, at)),
                    None => ctor
                        .child_by_field_name("path")
                        .and_then(|p| self.foreign_variant_field(p, &variant, at)),
                }
            }
            _ => None,
        };
        field.unwrap_or(RType::Unknown)
    }

    /// The enum type of the one argument of `call` (`e.or_insert(Item::Table(t))`) when it
    /// builds a one-field tuple variant of an enum of this crate: a value of an enum type
    /// coerces to no other type, so the entry's value type is that enum.
    fn variant_value_type(&self, call: Node, at: Node) -> RType {
        let found = (|| {
            let [arg] = named_elements(call.child_by_field_name("arguments")?)[..] else {
                return None;
            };
            let f = arg
                .child_by_field_name("function")
                .filter(|f| arg.kind() == "call_expression" && f.kind() == "scoped_identifier")?;
            let (path, variant) = (
                f.child_by_field_name("path")?,
                f.child_by_field_name("name")?,
            );
            let variant = self.file.text(variant);
            let known = self
                .enum_variant_field(&self.file.text(path), &variant)
                .is_some()
                || self.foreign_variant_field(path, &variant, at).is_some();
            known.then(|| self.type_of_path_node(path, at))
        })();
        match found {
            Some(t @ (RType::Named { .. } | RType::Resolved { .. })) => t,
            _ => RType::Unknown,
        }
    }

    /// The one field type of the tuple variant `variant` of the enum `name` this file declares
    /// (`enum SearchKind { Teddy(teddy::Searcher), .. }`).
    fn enum_variant_field(&self, name: &str, variant: &str) -> Option<Node<'a>> {
        let file = self.file;
        let mut found = None;
        module_items(file.tree.root_node(), |n| {
            if found.is_some()
                || n.kind() != "enum_item"
                || n.child_by_field_name("name")
                    .is_none_or(|x| file.text(x) != name)
            {
                return;
            }
            let Some(body) = n.child_by_field_name("body") else {
                return;
            };
            let mut c = body.walk();
            for v in body.named_children(&mut c) {
                let named = v
                    .child_by_field_name("name")
                    .is_some_and(|x| file.text(x) == variant);
                let fields = v
                    .child_by_field_name("body")
                    .filter(|b| b.kind() == "ordered_field_declaration_list");
                if let (true, Some(b)) = (named, fields) {
                    let mut c2 = b.walk();
                    let types: Vec<Node> = b.children_by_field_name("type", &mut c2).collect();
                    // `enum Gen<T> { One(T) }`: a field naming a type parameter is no type.
                    let params = n
                        .child_by_field_name("type_parameters")
                        .map(|p| file.text(p).into_owned())
                        .unwrap_or_default();
                    let generic = |t: Node| {
                        let mut hit = false;
                        walk(t, |x| {
                            hit |=
                                x.kind() == "type_identifier" && has_word(&params, &file.text(x));
                        });
                        hit
                    };
                    if let [t] = types.as_slice() {
                        if !generic(*t) {
                            found = Some(*t);
                        }
                    }
                }
            }
        });
        found
    }

    /// The one field type of the tuple variant `variant` of the enum named by `path` (`Node` in
    /// a pattern `Node::Internal(ref mut children)`) when another module of this crate declares
    /// it (`use crate::tree::Node;`, followed through one `pub use`): the type the field's
    /// declaration names exactly in that module's file ([`Ctx::type_in_text`]: a type
    /// parameter of the enum, a std or other crate's type is unknown). The compiler types the
    /// binding by the variant's declaration. `None` for an enum this file declares (see
    /// [`Ctx::enum_variant_field`]) or one it cannot find.
    fn foreign_variant_field(&self, path: Node, variant: &str, at: Node) -> Option<RType> {
        let written = path_segments(self.file, path);
        let ename = written.last()?;
        if written.len() == 1 && matches!(self.resolve(at, ename, false), Res::Item(_)) {
            return None;
        }
        let module = self.type_module(at, &written)?;
        if !matches!(module.root, Root::Local(_)) {
            return None;
        }
        let (text, m) = self.module_text_defining(&module, ename)?;
        let (generics, decl) = enum_variant_field_text(&text, ename, variant)?;
        self.type_in_text(&text, &m, &decl, &generics)
    }

    /// The type node a local is declared with: a parameter `x: T` of the enclosing fn or
    /// closure, or the last `let x: T` before it in an enclosing block.
    fn declared_type_node<'t>(&self, v: Node<'t>) -> Option<Node<'t>> {
        let file = self.file;
        let name = file.text(v);
        let ident = |p: Node| {
            p.kind() == "identifier"
                || p.kind() == "mut_pattern"
                    && p.named_child(0).is_some_and(|i| i.kind() == "identifier")
        };
        let mut cur = v.parent();
        while let Some(n) = cur {
            match n.kind() {
                "block" => {
                    let mut found = None;
                    let mut c = n.walk();
                    for st in n.named_children(&mut c) {
                        if st.end_byte() > v.start_byte() {
                            break;
                        }
                        let Some(p) = st
                            .child_by_field_name("pattern")
                            .filter(|_| st.kind() == "let_declaration")
                        else {
                            continue;
                        };
                        if pattern_binds(file, p, &name) {
                            found = Some(st.child_by_field_name("type").filter(|_| ident(p)));
                        }
                    }
                    if let Some(t) = found {
                        return t;
                    }
                }
                "function_item" | "closure_expression" => {
                    let ps = n.child_by_field_name("parameters")?;
                    let mut c = ps.walk();
                    for p in ps.named_children(&mut c) {
                        let Some(pat) = p.child_by_field_name("pattern") else {
                            continue;
                        };
                        if pattern_binds(file, pat, &name) {
                            return p.child_by_field_name("type").filter(|_| ident(pat));
                        }
                    }
                    return None;
                }
                // A pattern of a `match` arm or `for` binding the name again: no claim.
                "match_arm" | "for_expression"
                    if n.child_by_field_name("pattern")
                        .is_some_and(|p| pattern_binds(file, p, &name)) =>
                {
                    return None;
                }
                "if_expression" | "while_expression"
                    if n.child_by_field_name("condition").is_some_and(|c| {
                        let outside =
                            !(c.start_byte() <= v.start_byte() && v.end_byte() <= c.end_byte());
                        let mut binds = false;
                        walk(c, |x| {
                            binds |= x.kind() == "let_condition"
                                && x.child_by_field_name("pattern")
                                    .is_some_and(|p| pattern_binds(file, p, &name));
                        });
                        outside && binds
                    }) =>
                {
                    return None;
                }
                _ => {}
            }
            cur = n.parent();
        }
        None
    }

    /// The last `let` before `pos` in a block that binds `name`.
    fn let_in_block<'t>(
        &self,
        block: Node<'t>,
        name: &str,
        pos: usize,
        at: Node,
    ) -> Option<(RType, Node<'t>)> {
        let mut found = None;
        let mut cursor = block.walk();
        for s in block.named_children(&mut cursor) {
            if s.end_byte() > pos {
                break;
            }
            if s.kind() != "let_declaration" {
                continue;
            }
            let Some(p) = s.child_by_field_name("pattern") else {
                continue;
            };
            if !pattern_binds(self.file, p, name) {
                continue;
            }
            let ty = if p.kind() == "tuple_struct_pattern" {
                // `let Some(a) = x.f() else { .. };`: what the one-field pattern binds.
                match s.child_by_field_name("type") {
                    Some(_) => RType::Unknown,
                    None => self.pattern_element_type(p, name, s.child_by_field_name("value"), at),
                }
            } else if !is_simple_binding(p) {
                self.tuple_binding_type(s, p, name, at)
            } else if let Some(t) = s.child_by_field_name("type") {
                self.type_of(t, at)
            } else if let Some(v) = s.child_by_field_name("value") {
                self.type_of_value(v, at)
            } else {
                RType::Unknown
            };
            found = Some((ty, s));
        }
        found
    }

    /// The type `name` gets from the tuple pattern `p` of the `let` `decl` that binds it as
    /// one element (`let (map, index) = ..;`, `let (a, mut b): (A, B) = ..;`): that element
    /// of the annotation, of a tuple expression, or of the tuple a method or associated fn
    /// declares it returns (see [`Ctx::method_tuple_element`]). Unknown otherwise.
    fn tuple_binding_type<'t>(&self, decl: Node<'t>, p: Node<'t>, name: &str, at: Node) -> RType {
        let file = self.file;
        if p.kind() != "tuple_pattern" {
            return RType::Unknown;
        }
        // The elements, `_` (an anonymous node) among them.
        let elements = |n: Node<'t>| -> Vec<Node<'t>> {
            let mut c = n.walk();
            let kids: Vec<Node<'t>> = n
                .children(&mut c)
                .filter(|e| !matches!(e.kind(), "(" | ")" | ",") && !is_comment(*e))
                .collect();
            kids
        };
        let elems = elements(p);
        let binds = |e: &Node| {
            let id = match e.kind() {
                "mut_pattern" => {
                    let mut c = e.walk();
                    let id = e.named_children(&mut c).find(|x| x.kind() == "identifier");
                    id
                }
                _ => Some(*e),
            };
            id.is_some_and(|i| i.kind() == "identifier" && file.text(i) == name)
        };
        let Some(k) = elems.iter().position(binds) else {
            return RType::Unknown;
        };
        // `(a, .., b)`: the elements after `..` count from the end.
        if elems.iter().any(|e| e.kind() == "remaining_field_pattern") {
            return RType::Unknown;
        }
        let nth = |n: Node<'t>| -> Option<Node<'t>> {
            let kids = elements(n);
            (kids.len() == elems.len()).then(|| kids[k])
        };
        if let Some(t) = decl.child_by_field_name("type") {
            return match t.kind() {
                "tuple_type" => nth(t).map_or(RType::Unknown, |e| self.type_of(e, at)),
                _ => RType::Unknown,
            };
        }
        let Some(v) = decl.child_by_field_name("value") else {
            return RType::Unknown;
        };
        match v.kind() {
            "tuple_expression" => nth(v).map_or(RType::Unknown, |e| self.type_of_value(e, at)),
            // `let (i, length) = f.parse(i)?;`
            "try_expression" => v
                .named_child(0)
                .filter(|c| c.kind() == "call_expression")
                .and_then(|c| self.bound_method_ok_element(c, k, elems.len(), at))
                .unwrap_or(RType::Unknown),
            "call_expression" => {
                let Some(f) = v.child_by_field_name("function") else {
                    return RType::Unknown;
                };
                let (ty, method) = match f.kind() {
                    // `recv.m(..)`
                    "field_expression" => match (
                        f.child_by_field_name("value"),
                        f.child_by_field_name("field"),
                    ) {
                        (Some(r), Some(m)) => (self.receiver_type(r).0, m),
                        _ => return RType::Unknown,
                    },
                    // `T::f(..)`
                    "scoped_identifier" => {
                        match (f.child_by_field_name("path"), f.child_by_field_name("name")) {
                            (Some(t), Some(m)) => (self.type_of_path_node(t, at), m),
                            _ => return RType::Unknown,
                        }
                    }
                    _ => return RType::Unknown,
                };
                self.method_tuple_element(&ty, &file.text(method), k, elems.len(), at)
            }
            _ => RType::Unknown,
        }
    }

    /// Element `k` of the `n`-tuple `f.m(..)?` gives (`let (i, length) = f.parse(i)?;`), `f`
    /// of a type parameter `F` whose one bound other than std's [`STD_BOUNDS_CLOSED`] is this
    /// crate's trait `Tr<A1, .., An>` (`F: Parser<I, N, E>`) declaring `fn m`, declared there to
    /// return std's `Result<(.., Gk, ..), _>`, written so or through a type alias of the
    /// trait's file (`IResult<I, O, E>` for `Result<(I, O), Err<E>>`), whose element `k` is
    /// the trait's type parameter `Gj`: the bound's argument `Aj`, when it is a type parameter
    /// at the call, with its bounds there. A type parameter has no methods but its bounds', so
    /// `f.m` is `Tr::m`, and `?` takes the `Ok` tuple out. `None`: not shown.
    fn bound_method_ok_element(&self, call: Node, k: usize, n: usize, at: Node) -> Option<RType> {
        let f = call
            .child_by_field_name("function")
            .filter(|f| f.kind() == "field_expression")?;
        let recv = f.child_by_field_name("value")?;
        let m = self.file.text(f.child_by_field_name("field")?).into_owned();
        let RType::Abstract { shown, .. } = self.receiver_type(recv).0 else {
            return None;
        };
        let bare = shown.trim_start_matches('&').trim_start();
        let bare = bare.strip_prefix("mut ").unwrap_or(bare).trim();
        if bare.is_empty() || !bare.chars().all(|c| c.is_alphanumeric() || c == '_') {
            return None;
        }
        let bounds = self.bound_args(recv, bare)?;
        let mut own = bounds
            .iter()
            .filter(|(t, _)| !STD_BOUNDS_CLOSED.contains(&t.as_str()));
        let (tr, args) = match (own.next(), own.next()) {
            (Some(one), None) => one,
            _ => return None,
        };
        if !crate_traits_declaring(self.repo, &self.key, &m).contains(tr) {
            return None;
        }
        // The bound names this crate's trait: imported from it or declared in this file.
        match self.resolve(recv, tr, false) {
            Res::Use(p) if matches!(&p.root, Root::Local(key) if *key == self.key) => {}
            Res::Item(item) if item.kind() == "trait_item" => {}
            _ => return None,
        }
        let found = trait_fn_ok_tuple(self.repo, &self.key, tr, &m);
        let (generics, elems) = found.as_ref().as_ref()?;
        if elems.len() != n {
            return None;
        }
        let j = generics.iter().position(|g| *g == elems[k])?;
        let a = args.get(j)?;
        // Its own bounds only (not every trait its `where` clauses name).
        self.type_param(at, a)?;
        let traits = self
            .bound_args(at, a)?
            .into_iter()
            .map(|(t, _)| t)
            .collect();
        Some(RType::Abstract {
            shown: a.clone(),
            traits,
        })
    }

    /// The bounds the type parameter `param` has around `at`, in its declaration and in
    /// `where` clauses: each as (trait name, its type arguments as written, lifetimes aside).
    /// `None` when a bound is not a trait named by one word (a path, `?Sized`, `Fn(..)`) or a
    /// `where` clause bounds a type built on the parameter (`P::Item: Tr`).
    fn bound_args(&self, at: Node, param: &str) -> Option<Vec<(String, Vec<String>)>> {
        let file = self.file;
        let mut out = Vec::new();
        let read = |b: Node, out: &mut Vec<(String, Vec<String>)>| -> Option<()> {
            let mut c = b.walk();
            for t in b.named_children(&mut c) {
                match t.kind() {
                    "lifetime" => {}
                    "type_identifier" => out.push((file.text(t).into_owned(), Vec::new())),
                    "generic_type" => {
                        let base = t
                            .child_by_field_name("type")
                            .filter(|x| x.kind() == "type_identifier")?;
                        let list = t.child_by_field_name("type_arguments")?;
                        let mut c2 = list.walk();
                        let args = list
                            .named_children(&mut c2)
                            .filter(|a| a.kind() != "lifetime" && !is_comment(*a))
                            .map(|a| collapse_ws(&file.text(a)))
                            .collect();
                        out.push((file.text(base).into_owned(), args));
                    }
                    _ => return None,
                }
            }
            Some(())
        };
        let mut cur = at.parent();
        while let Some(n) = cur {
            if matches!(
                n.kind(),
                "function_item" | "impl_item" | "trait_item" | "function_signature_item"
            ) {
                if let Some(tps) = n.child_by_field_name("type_parameters") {
                    let mut c = tps.walk();
                    for tp in tps.named_children(&mut c) {
                        let named = tp
                            .child_by_field_name("name")
                            .is_some_and(|x| file.text(x) == param);
                        if let Some(b) = tp.child_by_field_name("bounds").filter(|_| named) {
                            read(b, &mut out)?;
                        }
                    }
                }
                let mut c = n.walk();
                for w in n.named_children(&mut c) {
                    if w.kind() != "where_clause" {
                        continue;
                    }
                    let mut c2 = w.walk();
                    for pred in w.named_children(&mut c2) {
                        let Some(left) = pred.child_by_field_name("left") else {
                            continue;
                        };
                        let l = file.text(left);
                        if l == param {
                            if let Some(b) = pred.child_by_field_name("bounds") {
                                read(b, &mut out)?;
                            }
                        } else if has_word(&l, param) {
                            return None;
                        }
                    }
                }
            }
            cur = n.parent();
        }
        Some(out)
    }

    /// Element `k` of the tuple of `n` elements that method (or associated fn) `name` of
    /// type `ty` declares it returns: an `impl` fn of this file, or of the file of the module
    /// declaring the type. The element must name exactly a type ([`Ctx::declared_type`] for
    /// this file, [`Ctx::type_in_text`] for another); a generic parameter of the impl or the
    /// fn, or anything else, is unknown.
    fn method_tuple_element(&self, ty: &RType, name: &str, k: usize, n: usize, at: Node) -> RType {
        let found = match self.method_home(ty, name, at) {
            MethodHome::Here(f) => {
                let ret = f
                    .child_by_field_name("return_type")
                    .filter(|r| r.kind() == "tuple_type");
                let Some(ret) = ret else {
                    return RType::Unknown;
                };
                let mut c = ret.walk();
                let kids: Vec<Node> = ret
                    .named_children(&mut c)
                    .filter(|e| !is_comment(*e))
                    .collect();
                return match kids.get(k) {
                    Some(e) if kids.len() == n => self.declared_type(*e, f),
                    _ => RType::Unknown,
                };
            }
            MethodHome::Elsewhere(tname, text, m) => {
                impl_fn_tuple_element(&text, &tname, name, k, n).and_then(|(elem, generics)| {
                    if elem == "Self" {
                        return Some(RType::Resolved {
                            shown: tname.clone(),
                            name: tname,
                            module: Some(m),
                        });
                    }
                    self.type_in_text(&text, &m, &elem, &generics)
                })
            }
            MethodHome::Unknown => None,
        };
        found.unwrap_or(RType::Unknown)
    }

    /// Where method (or associated fn) `name` of type `ty` is declared, for reading what it
    /// declares it returns: an `impl` fn of this file, or the text of the file of the module
    /// declaring the type (with the type's name and that module).
    fn method_home(&self, ty: &RType, name: &str, at: Node) -> MethodHome<'a> {
        let (tname, module) = match ty {
            RType::Named {
                name: t, written, ..
            } => {
                if let Some(f) = self.impl_fn_here(t, name) {
                    return MethodHome::Here(f);
                }
                (t.clone(), self.type_module(at, written))
            }
            RType::Resolved {
                name: t,
                module: Some(m),
                ..
            } => (t.clone(), Some(m.clone())),
            _ => return MethodHome::Unknown,
        };
        match module.and_then(|m| self.module_text_defining(&m, &tname)) {
            Some((text, m)) => MethodHome::Elsewhere(tname, text, m),
            None => MethodHome::Unknown,
        }
    }

    /// The type of the items of a collection or iterator expression: `v`, `&v`, `self.v`,
    /// `v.iter()` / `.iter_mut()` / `.into_iter()` and adapters that keep the item
    /// (`.filter(..)`, `.rev()`, `.skip(n)`, ...), where `v` is declared as a slice, an
    /// array or a `Vec` (a `let` or parameter annotation, a field of a struct of this file, or
    /// a `let` initialised by a fn of this file). Anything else: unknown.
    fn element_of(&self, v: Node, at: Node) -> RType {
        match v.kind() {
            "reference_expression" | "parenthesized_expression" => {
                match v.child_by_field_name("value").or_else(|| v.named_child(0)) {
                    Some(i) if i.id() != v.id() && i.kind() != "mutable_specifier" => {
                        self.element_of(i, at)
                    }
                    _ => RType::Unknown,
                }
            }
            "call_expression" => {
                let Some(f) = v
                    .child_by_field_name("function")
                    .filter(|f| f.kind() == "field_expression")
                else {
                    return RType::Unknown;
                };
                let method = f
                    .child_by_field_name("field")
                    .map(|x| self.file.text(x))
                    .unwrap_or_default();
                let no_args = v
                    .child_by_field_name("arguments")
                    .is_some_and(|a| a.named_child_count() == 0);
                let Some(inner) = f.child_by_field_name("value") else {
                    return RType::Unknown;
                };
                // An adapter keeps the items of the iterator chain below it; `iter()` and
                // `into_iter()` yield those of the collection.
                let adapter = ITEM_KEEPING_ADAPTERS.contains(&method.as_ref())
                    && inner.kind() == "call_expression";
                let iter = no_args && matches!(method.as_ref(), "iter" | "iter_mut" | "into_iter");
                if adapter || iter {
                    self.element_of(inner, at)
                } else {
                    self.method_slice_element(inner, &method, at)
                }
            }
            "identifier" => match self.local_type_node(v, &self.file.text(v)) {
                Some((t, exact)) => match element_type_node(self.file, t) {
                    Some(_) if !self.is_std_collection(t) => RType::Unknown,
                    Some(e) if exact => self.exact_type(e),
                    Some(e) => self.type_of(e, at),
                    None => RType::Unknown,
                },
                None => match self.imported_call_element(v) {
                    RType::Unknown => self.let_method_element(v, at),
                    t => t,
                },
            },
            "field_expression" => {
                let (Some(b), Some(f)) = (
                    v.child_by_field_name("value"),
                    v.child_by_field_name("field"),
                ) else {
                    return RType::Unknown;
                };
                let RType::Named { name, .. } = self.receiver_type(b).0 else {
                    return RType::Unknown;
                };
                match self.field_type_node(&name, &self.file.text(f)) {
                    Some(t) if self.is_std_collection(t) => element_type_node(self.file, t)
                        .map(|e| self.type_of(e, at))
                        .unwrap_or(RType::Unknown),
                    _ => RType::Unknown,
                }
            }
            _ => RType::Unknown,
        }
    }

    /// The type of `v[i]` (a single index, not a range): the element of a std slice, array or
    /// `Vec` ([`Ctx::element_of`]), else the `Output` of the crate's `impl Index<..> for T` where
    /// `v` is a `T` this crate declares ([`Ctx::index_output`]).
    fn indexed_value(&self, v: Node, at: Node) -> RType {
        match self.element_of(v, at) {
            RType::Unknown => self.index_output(v, at),
            t => t,
        }
    }

    /// `arena[id]` where `arena` is a type `T` of a crate of this repository: the type every
    /// `impl Index<..> for T` of that crate declares as its `type Output` (`impl<T> Index<NodeId>
    /// for Arena<T> { type Output = Node<T>; }` makes `arena[id]` a `Node`), resolved in the file
    /// declaring `T`, which must hold one of those impls. Unknown when the crate has no such
    /// impl, when its impls disagree (`Index<usize>` and `Index<&str>` with other outputs), or
    /// when the output is a type parameter or a type not named exactly.
    fn index_output(&self, v: Node, at: Node) -> RType {
        let (tname, module) = match self.receiver_type(v).0 {
            RType::Named { name, written, .. } => {
                let m = self.type_module(at, &written);
                (name, m)
            }
            RType::Resolved {
                name,
                module: Some(m),
                ..
            } => (name, Some(m)),
            _ => return RType::Unknown,
        };
        let Some(Root::Local(key)) = module.as_ref().map(|m| &m.root) else {
            return RType::Unknown;
        };
        let Some(out) = crate_index_output(self.repo, key, &tname).as_ref().clone() else {
            return RType::Unknown;
        };
        let found = module
            .and_then(|m| self.module_text_defining(&m, &tname))
            .and_then(|(text, m)| {
                let generics = impl_headers_text(&text)
                    .into_iter()
                    .find_map(|(j, tr, ty)| {
                        let output = impl_output_text(&text, j).map(collapse_ws);
                        (tr.as_deref() == Some("Index")
                            && ty == tname
                            && output.as_ref() == Some(&out))
                        .then(|| {
                            let h = text[j + "impl".len()..].trim_start();
                            h[..h.len() - after_generics(h).len()].to_string()
                        })
                    })?;
                self.type_in_text(&text, &m, &out, &generics)
            });
        found.unwrap_or(RType::Unknown)
    }

    /// The element type of the slice or array that method `name`, called on `recv`, declares
    /// it returns (`fn nodes_mut(&mut self) -> &mut [Arc<Node>]`, behind references): an
    /// `impl` fn of this file, or of the file of the module declaring the receiver's type (see
    /// [`Ctx::method_tuple_element`]). A std `Arc`/`Rc`/`Box` element is typed by its pointee,
    /// as a declared `Arc<T>` is ([`DEREF_WRAPPERS`]); the element must name a type exactly
    /// (a generic parameter of the impl or the fn, or anything else, is unknown).
    fn method_slice_element(&self, recv: Node, name: &str, at: Node) -> RType {
        let ty = self.receiver_type(recv).0;
        let found = match self.method_home(&ty, name, at) {
            MethodHome::Here(f) => {
                return f
                    .child_by_field_name("return_type")
                    .filter(|r| {
                        let mut r = *r;
                        while r.kind() == "reference_type" {
                            match r.child_by_field_name("type") {
                                Some(i) => r = i,
                                None => return false,
                            }
                        }
                        r.kind() == "array_type"
                    })
                    .and_then(|r| element_type_node(self.file, r))
                    .map_or(RType::Unknown, |e| self.declared_type(e, f));
            }
            MethodHome::Elsewhere(tname, text, m) => (|| {
                let (header, generics, after) = impl_fn_sig(&text, &tname, name)?;
                let ret = collapse_ws(return_text(after)?);
                let elem = slice_element_text(&text, &ret)?;
                let impl_generics = header.trim_start();
                let impl_generics =
                    &impl_generics[..impl_generics.len() - after_generics(impl_generics).len()];
                let params = format!("{impl_generics} {generics}");
                self.type_in_text(&text, &m, &elem, &params)
            })(),
            MethodHome::Unknown => None,
        };
        found.unwrap_or(RType::Unknown)
    }

    /// Whether a declared slice, array or `Vec` type is the std one: not a `Vec` this file
    /// declares or imports from elsewhere than std.
    fn is_std_collection(&self, mut t: Node) -> bool {
        while matches!(t.kind(), "reference_type" | "pointer_type") {
            match t.child_by_field_name("type") {
                Some(i) => t = i,
                None => return false,
            }
        }
        let Some(base) = t
            .child_by_field_name("type")
            .filter(|_| t.kind() == "generic_type")
        else {
            return t.kind() == "array_type";
        };
        match self.resolve(base, &self.file.text(base), false) {
            Res::Item(_) | Res::Local(..) => false,
            Res::Use(p) => {
                matches!(&p.root, Root::Extern(c) if matches!(c.as_str(), "std" | "alloc"))
            }
            Res::Unresolved(_) => base.kind() == "type_identifier",
        }
    }

    /// The type node a local `name` seen at `at` was declared with: its `let` or parameter
    /// annotation (false), or the declared return type of the fn of this file whose call
    /// initialises it, `let ops = capture(..);` (true: read it as that fn's return type).
    fn local_type_node<'t>(&self, at: Node<'t>, name: &str) -> Option<(Node<'t>, bool)> {
        let Res::Local(_, Some(decl)) = self.resolve(at, name, true) else {
            return None;
        };
        if decl.kind() == "parameter" {
            return decl.child_by_field_name("type").map(|t| (t, false));
        }
        if decl.kind() != "let_declaration"
            || !decl
                .child_by_field_name("pattern")
                .is_some_and(is_simple_binding)
        {
            return None;
        }
        if let Some(t) = decl.child_by_field_name("type") {
            return Some((t, false));
        }
        let f = decl
            .child_by_field_name("value")
            .filter(|v| v.kind() == "call_expression")?
            .child_by_field_name("function")
            .filter(|f| f.kind() == "identifier")?;
        match self.resolve(f, &self.file.text(f), true) {
            Res::Item(item) if item.kind() == "function_item" => {
                Some((item.child_by_field_name("return_type")?, true))
            }
            _ => None,
        }
    }

    /// The item type of the untyped parameter `name` of a closure passed to an iterator
    /// method that calls it with the items (`ops.iter().flat_map(|x| x.f(..))`, the second
    /// parameter of `fold`'s): the element type of the receiver chain ([`Ctx::element_of`]),
    /// or the item of an iterator type of this repository ([`Ctx::adapter_item`]);
    /// else the type the callee declares for it ([`Ctx::closure_declared_param`]).
    fn closure_item_type(&self, closure: Node, ps: Node, name: &str, at: Node) -> RType {
        match self.closure_adapter_item(closure, ps, name, at) {
            RType::Unknown => self.closure_declared_param(closure, ps, name, at),
            t => t,
        }
    }

    /// [`Ctx::closure_item_type`] for a closure given to an iterator method.
    fn closure_adapter_item(&self, closure: Node, ps: Node, name: &str, at: Node) -> RType {
        let one = ps.named_child_count() == 1
            && ps
                .named_child(0)
                .is_some_and(|p| p.kind() == "identifier" && self.file.text(p) == name);
        let Some(args) = closure.parent().filter(|a| a.kind() == "arguments") else {
            return RType::Unknown;
        };
        let first = args.named_child(0).is_some_and(|a| a.id() == closure.id());
        let Some(f) = args
            .parent()
            .filter(|c| c.kind() == "call_expression")
            .and_then(|c| c.child_by_field_name("function"))
            .filter(|f| f.kind() == "field_expression")
        else {
            return RType::Unknown;
        };
        let method = f
            .child_by_field_name("field")
            .map(|x| self.file.text(x))
            .unwrap_or_default();
        let pair = ps.named_child_count() == 1
            && ps
                .named_child(0)
                .is_some_and(|p| p.kind() == "tuple_pattern");
        // `|(i, x)|`, `|&(_, x)|` given the pairs of `enumerate()` or `zip(..)` over std
        // iterator chains.
        if first && ps.named_child_count() == 1 && ITEM_CLOSURE_ADAPTERS.contains(&method.as_ref())
        {
            if let (Some(p), Some(recv)) = (ps.named_child(0), f.child_by_field_name("value")) {
                let t = self.paired_item(p, name, recv, at);
                if t != RType::Unknown {
                    return t;
                }
            }
        }
        match f.child_by_field_name("value") {
            Some(recv) if one && first && ITEM_CLOSURE_ADAPTERS.contains(&method.as_ref()) => {
                match self.element_of(recv, at) {
                    RType::Unknown => self.adapter_item(recv, &method, at),
                    t => t,
                }
            }
            // `it.fold(init, |acc, x| ..)`: the second parameter is called with the items.
            Some(recv)
                if FOLDS.contains(&method.as_ref())
                    && ps.named_child_count() == 2
                    && args.named_child(1).is_some_and(|a| a.id() == closure.id())
                    && ps
                        .named_child(1)
                        .is_some_and(|p| p.kind() == "identifier" && self.file.text(p) == name) =>
            {
                match self.element_of(recv, at) {
                    RType::Unknown => self.adapter_item(recv, &method, at),
                    t => t,
                }
            }
            // `|(k, v)|` given the pairs of a std map: by an iterator adapter over them, or
            // by `Option::map` over one pair (`it.next().map(..)`).
            Some(recv) if pair && first => {
                let p = ps.named_child(0).expect("one parameter");
                let next = |r: Node| {
                    r.kind() == "call_expression"
                        && r.child_by_field_name("function")
                            .filter(|g| g.kind() == "field_expression")
                            .and_then(|g| g.child_by_field_name("field"))
                            .is_some_and(|m| matches!(&*self.file.text(m), "next" | "next_back"))
                };
                let pairs = if method == "map" && next(recv) {
                    recv.child_by_field_name("function")
                        .and_then(|g| g.child_by_field_name("value"))
                } else if ITEM_CLOSURE_ADAPTERS.contains(&method.as_ref()) {
                    Some(recv)
                } else {
                    None
                };
                match pairs {
                    Some(v) => self.map_pair_value(p, name, v, at),
                    None => RType::Unknown,
                }
            }
            _ => RType::Unknown,
        }
    }

    /// What the element of the two-element tuple pattern `p` (behind one `&`) that binds
    /// `name` gets from the pairs of `recv`: `x` of `it.enumerate()`'s `(usize, x)` or either
    /// side of `a.zip(b)`, below item-keeping adapters (`.rev()`, `.skip(n)`, ..). Each side's
    /// element is that of a std collection or iterator chain ([`Ctx::element_of`]); the
    /// enumerated side must be a call (an iterator chain: a collection has no `enumerate`),
    /// so `enumerate`/`zip` are `Iterator`'s. Unknown for anything else.
    fn paired_item<'t>(&self, p: Node<'t>, name: &str, recv: Node<'t>, at: Node) -> RType {
        let p = if p.kind() == "reference_pattern" {
            if p.child(1).is_some_and(|m| m.kind() == "mutable_specifier") {
                return RType::Unknown;
            }
            match p.named_child(0) {
                Some(inner) => inner,
                None => return RType::Unknown,
            }
        } else {
            p
        };
        let Some([a, b]) = pair_pattern(p) else {
            return RType::Unknown;
        };
        let second = match (
            is_simple_binding(a) && pattern_binds(self.file, a, name),
            is_simple_binding(b) && pattern_binds(self.file, b, name),
        ) {
            (true, false) => false,
            (false, true) => true,
            _ => return RType::Unknown,
        };
        let call = |r: Node<'t>| -> Option<(Node<'t>, String, Node<'t>)> {
            let g = r
                .child_by_field_name("function")
                .filter(|g| r.kind() == "call_expression" && g.kind() == "field_expression")?;
            Some((
                g.child_by_field_name("value")?,
                self.file.text(g.child_by_field_name("field")?).into_owned(),
                r.child_by_field_name("arguments")?,
            ))
        };
        let mut r = recv;
        let (inner, method, args) = loop {
            let Some((inner, m, args)) = call(r) else {
                return RType::Unknown;
            };
            if ITEM_KEEPING_ADAPTERS.contains(&m.as_str()) {
                r = inner;
                continue;
            }
            break (inner, m, args);
        };
        let mut cursor = args.walk();
        let args: Vec<Node> = args
            .named_children(&mut cursor)
            .filter(|a| !is_comment(*a))
            .collect();
        match (method.as_str(), args.as_slice()) {
            ("enumerate", []) if second && inner.kind() == "call_expression" => {
                self.element_of(inner, at)
            }
            ("zip", [other]) => {
                let left = self.element_of(inner, at);
                if left == RType::Unknown || inner.kind() != "call_expression" {
                    return RType::Unknown;
                }
                if second {
                    self.element_of(*other, at)
                } else {
                    left
                }
            }
            _ => RType::Unknown,
        }
    }

    /// The `Item` of `impl Iterator for T` for a value of a type `T` of this repository's
    /// crates, read in the file of the module declaring `T` ([`iterator_item_text`]): the type
    /// the item declaration names exactly there ([`Ctx::type_in_text`]; a type parameter of
    /// the impl, a tuple or a reference is unknown), with `T`'s crate key and name. `None` for
    /// a shared reference to `T` (`&T` is no iterator) or any other type.
    fn iterator_item(&self, ty: &RType, at: Node) -> Option<(RType, String, String)> {
        let shared_ref = |shown: &str| {
            let Some(t) = shown.strip_prefix('&') else {
                return false;
            };
            let t = t.trim_start();
            let t = match t.strip_prefix('\'') {
                Some(r) => r.split_once(' ').map_or("", |x| x.1).trim_start(),
                None => t,
            };
            !t.starts_with("mut ")
        };
        let (tname, module) = match ty {
            RType::Named {
                name,
                written,
                shown,
            } if !shared_ref(shown) => (name, self.type_module(at, written)?),
            RType::Resolved {
                name,
                module: Some(m),
                shown,
            } if !shared_ref(shown) => (name, m.clone()),
            _ => return None,
        };
        let Root::Local(key) = &module.root else {
            return None;
        };
        let (text, m) = self.module_text_defining(&module, tname)?;
        let (item, generics) = iterator_item_text(&text, tname)?;
        let item = self.type_in_text(&text, &m, &item, &generics)?;
        Some((item, key.clone(), tname.clone()))
    }

    /// What a `for` loop over `v` binds when `v` is a value of an iterator type of this
    /// repository ([`Ctx::iterator_item`]): `IntoIterator` for an `Iterator` is std's blanket
    /// impl, whose item is the iterator's. `&v` (not `&mut v`) reaches another impl: unknown.
    fn for_item(&self, v: Node, at: Node) -> RType {
        if v.kind() == "reference_expression"
            && v.child(1).is_none_or(|m| m.kind() != "mutable_specifier")
        {
            return RType::Unknown;
        }
        let ty = self.type_of_value(v, at);
        self.iterator_item(&ty, at)
            .map_or(RType::Unknown, |(item, _, _)| item)
    }

    /// The item a closure passed to the iterator method `method` (`map`, `fold`, ..) of `recv`
    /// is called with, when `recv` is a value of an iterator type of this repository
    /// ([`Ctx::iterator_item`]) and the call reaches `Iterator`'s method: no inherent fn of
    /// that name, nor another trait's of the type's crate implemented for it
    /// ([`only_trait_gives`]).
    fn adapter_item(&self, recv: Node, method: &str, at: Node) -> RType {
        let ty = self.type_of_value(recv, at);
        let Some((item, key, tname)) = self.iterator_item(&ty, at) else {
            return RType::Unknown;
        };
        let only = self
            .repo
            .memo(&format!("rs:only-iterator:{key}:{tname}:{method}"), || {
                only_trait_gives(self.repo, &key, &tname, "Iterator", method)
            });
        if *only {
            item
        } else {
            RType::Unknown
        }
    }

    /// The `X` of the declared return type `Option<X>` of the method call `v` (`it.next()`,
    /// `self.find(hash, eq)`; `Option<Self::Item>` is the receiver's iterator item,
    /// [`Ctx::iterator_item`]), found as [`Ctx::method_return`] finds a return type; through
    /// `unsafe { .. }`, parentheses and a local `let e = it.next();` without annotation.
    /// Unknown for anything else (a type parameter of the fn or its impl among them).
    fn option_item(&self, v: Node, at: Node, depth: usize) -> RType {
        if depth > 4 {
            return RType::Unknown;
        }
        match v.kind() {
            "parenthesized_expression" | "unsafe_block" | "block" => {
                let mut cursor = v.walk();
                let last = v
                    .named_children(&mut cursor)
                    .filter(|c| !is_comment(*c))
                    .last();
                match last {
                    Some(i) if v.kind() != "block" || !i.kind().ends_with("_statement") => {
                        self.option_item(i, at, depth + 1)
                    }
                    _ => RType::Unknown,
                }
            }
            "identifier" => {
                let Res::Local(_, Some(decl)) = self.resolve(v, &self.file.text(v), true) else {
                    return RType::Unknown;
                };
                let plain = decl.kind() == "let_declaration"
                    && decl.child_by_field_name("type").is_none()
                    && decl
                        .child_by_field_name("pattern")
                        .is_some_and(is_simple_binding);
                match decl.child_by_field_name("value") {
                    Some(value) if plain => self.option_item(value, at, depth + 1),
                    _ => RType::Unknown,
                }
            }
            "call_expression" => {
                let Some(f) = v
                    .child_by_field_name("function")
                    .filter(|f| f.kind() == "field_expression")
                else {
                    return RType::Unknown;
                };
                let (Some(recv), Some(m)) = (
                    f.child_by_field_name("value"),
                    f.child_by_field_name("field"),
                ) else {
                    return RType::Unknown;
                };
                let name = self.file.text(m);
                if name == "map" {
                    let t = self.option_tuple_projection(v, recv, at);
                    if t != RType::Unknown {
                        return t;
                    }
                }
                // `v.get(i as usize)`, `v.first()`, `v.pop()` of a std slice, array or `Vec`:
                // its element (behind a reference, which a receiver reaches through).
                if let Some(args) = v.child_by_field_name("arguments") {
                    if element_option_call(self.file, &name, args) {
                        let t = self.element_of(recv, at);
                        if t != RType::Unknown {
                            return t;
                        }
                    }
                }
                let ty = self.receiver_type(recv).0;
                let self_item = |ty: &RType| {
                    self.iterator_item(ty, at)
                        .map_or(RType::Unknown, |(item, _, _)| item)
                };
                match self.method_home(&ty, &name, at) {
                    MethodHome::Here(fnode) => {
                        let Some(arg) = fnode
                            .child_by_field_name("return_type")
                            .filter(|r| r.kind() == "generic_type")
                            .filter(|r| {
                                r.child_by_field_name("type")
                                    .is_some_and(|b| self.file.text(b) == "Option")
                            })
                            .and_then(|r| r.child_by_field_name("type_arguments"))
                            .and_then(|a| a.named_child(0))
                        else {
                            return RType::Unknown;
                        };
                        if collapse_ws(&self.file.text(arg)) == "Self::Item" {
                            return self_item(&ty);
                        }
                        self.declared_type(arg, fnode)
                    }
                    MethodHome::Elsewhere(tname, text, module) => (|| {
                        let (header, generics, after) = impl_fn_sig(&text, &tname, &name)?;
                        let ret = collapse_ws(return_text(after)?);
                        let inner = ret.strip_prefix("Option<")?.strip_suffix('>')?.trim();
                        if inner == "Self::Item" {
                            return Some(self_item(&ty));
                        }
                        let impl_generics = header.trim_start();
                        let impl_generics = &impl_generics
                            [..impl_generics.len() - after_generics(impl_generics).len()];
                        let params = format!("{impl_generics} {generics}");
                        self.type_in_text(&text, &module, inner, &params)
                    })()
                    .unwrap_or(RType::Unknown),
                    MethodHome::Unknown => RType::Unknown,
                }
            }
            _ => RType::Unknown,
        }
    }

    /// The item of `opt.map(|(a, k)| k)` (the call `call`, `opt` its receiver) where `opt`'s
    /// declared type is `Option<(A, K)>` ([`Ctx::option_inner_node`]): `Option::map` with a
    /// closure that destructures the tuple and returns one of its elements whole gives that
    /// element's type (behind the reference `as_ref`/`as_mut` gave, which a method call
    /// reaches through). Unknown for any other closure or receiver.
    fn option_tuple_projection(&self, call: Node, opt: Node, at: Node) -> RType {
        let file = self.file;
        let found = (|| {
            let args = call.child_by_field_name("arguments")?;
            let [closure] = named_elements(args)[..] else {
                return None;
            };
            if closure.kind() != "closure_expression" {
                return None;
            }
            let [pat] = named_elements(closure.child_by_field_name("parameters")?)[..] else {
                return None;
            };
            let body = closure
                .child_by_field_name("body")
                .filter(|b| b.kind() == "identifier")?;
            if pat.kind() != "tuple_pattern" {
                return None;
            }
            // The elements, `_` (an anonymous node) among them.
            let elements = |n: Node<'a>| -> Vec<Node<'a>> {
                let mut c = n.walk();
                let kids: Vec<Node<'a>> = n
                    .children(&mut c)
                    .filter(|e| !matches!(e.kind(), "(" | ")" | ",") && !is_comment(*e))
                    .collect();
                kids
            };
            let pats = {
                let mut c = pat.walk();
                let kids: Vec<Node> = pat
                    .children(&mut c)
                    .filter(|e| !matches!(e.kind(), "(" | ")" | ",") && !is_comment(*e))
                    .collect();
                kids
            };
            if pats.iter().any(|p| p.kind() == "remaining_field_pattern") {
                return None;
            }
            let k = pats
                .iter()
                .position(|p| p.kind() == "identifier" && file.text(*p) == file.text(body))?;
            let tuple = self
                .option_inner_node(opt)
                .filter(|t| t.kind() == "tuple_type")?;
            let types = elements(tuple);
            (types.len() == pats.len()).then(|| self.type_of(types[k], at))
        })();
        found.unwrap_or(RType::Unknown)
    }

    /// The `T` of the `Option<T>` a field of a struct this file declares is declared as
    /// (`self.current`), read through `as_ref()`/`as_mut()` (which keep it, behind a
    /// reference); `None` for anything else.
    fn option_inner_node(&self, v: Node) -> Option<Node<'a>> {
        let file = self.file;
        match v.kind() {
            "field_expression" => {
                let b = v.child_by_field_name("value")?;
                let f = v.child_by_field_name("field")?;
                let RType::Named { name, .. } = self.receiver_type(b).0 else {
                    return None;
                };
                let t = self
                    .field_type_node(&name, &file.text(f))
                    .filter(|t| t.kind() == "generic_type")?;
                if t.child_by_field_name("type")
                    .is_none_or(|b| file.text(b) != "Option")
                {
                    return None;
                }
                let [inner] = named_elements(t.child_by_field_name("type_arguments")?)[..] else {
                    return None;
                };
                Some(inner)
            }
            "call_expression" => {
                let f = v
                    .child_by_field_name("function")
                    .filter(|f| f.kind() == "field_expression")?;
                let m = f.child_by_field_name("field")?;
                let no_args = v
                    .child_by_field_name("arguments")
                    .is_some_and(|a| a.named_child_count() == 0);
                if !no_args || !matches!(file.text(m).as_ref(), "as_ref" | "as_mut") {
                    return None;
                }
                self.option_inner_node(f.child_by_field_name("value")?)
            }
            _ => None,
        }
    }

    /// The type of the untyped parameter `name` (of the list `ps`) of a closure passed, as
    /// itself or as `&closure`, to a fn whose declared parameter there is a closure type:
    /// `&dyn Fn(&mut Self, usize) -> u64`, `impl FnMut(A)`, a `fn(A)` pointer, or a type
    /// parameter of the fn bounded by one `Fn(..)` (`F: Fn(A)`, in its list or a `where`
    /// clause). rustc gives such a closure the signature the expected type declares. The
    /// callee: a method (`x.f(..)`, `x.f::<T>(..)`) that this file's impls of the receiver's
    /// type declare ([`Ctx::method_home`]), or a fn item of this file the name resolves to.
    /// The parameter's type is read where the callee declares it ([`Ctx::declared_type`]: a
    /// type parameter is unknown).
    fn closure_declared_param(&self, closure: Node, ps: Node, name: &str, at: Node) -> RType {
        let file = self.file;
        let mut c = ps.walk();
        let params: Vec<Node> = ps
            .named_children(&mut c)
            .filter(|p| !is_comment(*p))
            .collect();
        let Some(i) = params
            .iter()
            .position(|p| p.kind() == "identifier" && file.text(*p) == name)
        else {
            return RType::Unknown;
        };
        let arg = match closure.parent() {
            Some(r) if r.kind() == "reference_expression" => r,
            _ => closure,
        };
        let Some(args) = arg.parent().filter(|a| a.kind() == "arguments") else {
            return RType::Unknown;
        };
        let mut c = args.walk();
        let Some(k) = args
            .named_children(&mut c)
            .filter(|a| !is_comment(*a) && a.kind() != "attribute_item")
            .position(|a| a.id() == arg.id())
        else {
            return RType::Unknown;
        };
        let Some(f) = args
            .parent()
            .filter(|c| c.kind() == "call_expression")
            .and_then(|c| c.child_by_field_name("function"))
        else {
            return RType::Unknown;
        };
        let f = match f.kind() {
            "generic_function" => match f.child_by_field_name("function") {
                Some(g) => g,
                None => return RType::Unknown,
            },
            _ => f,
        };
        let (callee, method) = match f.kind() {
            "field_expression" => {
                let (Some(recv), Some(m)) = (
                    f.child_by_field_name("value"),
                    f.child_by_field_name("field"),
                ) else {
                    return RType::Unknown;
                };
                let ty = self.receiver_type(recv).0;
                match self.method_home(&ty, &file.text(m), at) {
                    MethodHome::Here(fnode) => (fnode, true),
                    _ => return RType::Unknown,
                }
            }
            "identifier" => match self.resolve(f, &file.text(f), true) {
                Res::Item(item) if item.kind() == "function_item" => (item, false),
                _ => return RType::Unknown,
            },
            _ => return RType::Unknown,
        };
        let Some(cps) = callee.child_by_field_name("parameters") else {
            return RType::Unknown;
        };
        let mut c = cps.walk();
        let cps: Vec<Node> = cps.named_children(&mut c).collect();
        let has_self = cps.iter().any(|p| p.kind() == "self_parameter");
        if method != has_self || cps.iter().any(|p| p.kind() == "variadic_parameter") {
            return RType::Unknown;
        }
        let Some(t) = cps
            .iter()
            .filter(|p| p.kind() == "parameter")
            .nth(k)
            .and_then(|p| p.child_by_field_name("type"))
        else {
            return RType::Unknown;
        };
        let Some(sig) = self.closure_signature(t, callee) else {
            return RType::Unknown;
        };
        let Some(sps) = sig.child_by_field_name("parameters") else {
            return RType::Unknown;
        };
        let mut c = sps.walk();
        let types: Vec<Node> = sps
            .named_children(&mut c)
            .filter(|p| !is_comment(*p) && p.kind() != "attribute_item")
            .collect();
        match types.get(i) {
            Some(t) if types.len() == params.len() && t.kind() != "parameter" => {
                self.declared_type(*t, callee)
            }
            _ => RType::Unknown,
        }
    }

    /// The `Fn(..)`/`FnMut(..)`/`FnOnce(..)` (or `fn(..)`) type a declared parameter type `t`
    /// of the fn `callee` gives a closure: behind references, `dyn`, `impl`, or the one
    /// closure bound of a type parameter of `callee` (in its list or its `where` clause).
    fn closure_signature<'t>(&self, t: Node<'t>, callee: Node<'t>) -> Option<Node<'t>> {
        let file = self.file;
        let mut t = t;
        loop {
            match t.kind() {
                "reference_type" | "dynamic_type" | "abstract_type" => {
                    t = t
                        .child_by_field_name("type")
                        .or_else(|| t.child_by_field_name("trait"))?;
                }
                "function_type" => {
                    let fn_trait = t
                        .child_by_field_name("trait")
                        .is_none_or(|tr| matches!(&*file.text(tr), "Fn" | "FnMut" | "FnOnce"));
                    return fn_trait.then_some(t);
                }
                "type_identifier" => {
                    let g = file.text(t);
                    let mut sigs = Vec::new();
                    let mut bounds_of = |b: Node<'t>| {
                        let mut c = b.walk();
                        for x in b.named_children(&mut c) {
                            if x.kind() == "function_type" {
                                sigs.push(x);
                            }
                        }
                    };
                    if let Some(tps) = callee.child_by_field_name("type_parameters") {
                        let mut c = tps.walk();
                        for p in tps.named_children(&mut c) {
                            let named = p
                                .child_by_field_name("name")
                                .is_some_and(|n| file.text(n) == g);
                            if let (true, Some(b)) = (named, p.child_by_field_name("bounds")) {
                                bounds_of(b);
                            }
                        }
                    }
                    let mut c = callee.walk();
                    let wc = callee
                        .named_children(&mut c)
                        .find(|x| x.kind() == "where_clause");
                    if let Some(wc) = wc {
                        let mut c = wc.walk();
                        for p in wc.named_children(&mut c) {
                            let left = p
                                .child_by_field_name("left")
                                .is_some_and(|l| file.text(l) == g);
                            if let (true, Some(b)) = (left, p.child_by_field_name("bounds")) {
                                bounds_of(b);
                            }
                        }
                    }
                    return match sigs[..] {
                        [one] => self.closure_signature(one, callee),
                        _ => None,
                    };
                }
                _ => return None,
            }
        }
    }

    /// The type of the parameter `name` of the list `ps`, with its `parameter` node when it
    /// is declared with a type.
    fn param_type<'t>(
        &self,
        ps: Node<'t>,
        name: &str,
        at: Node,
    ) -> Option<(RType, Option<Node<'t>>)> {
        let mut cursor = ps.walk();
        for p in ps.named_children(&mut cursor) {
            match p.kind() {
                "parameter" => {
                    let Some(pat) = p.child_by_field_name("pattern") else {
                        continue;
                    };
                    if !pattern_binds(self.file, pat, name) {
                        continue;
                    }
                    return Some(
                        match (is_simple_binding(pat), p.child_by_field_name("type")) {
                            (true, Some(t)) => (self.type_of(t, at), Some(p)),
                            _ => (RType::Unknown, None),
                        },
                    );
                }
                "identifier" if self.file.text(p) == name => return Some((RType::Unknown, None)),
                _ => {
                    if p.kind().ends_with("pattern") && pattern_binds(self.file, p, name) {
                        return Some((RType::Unknown, None));
                    }
                }
            }
        }
        None
    }

    /// The type denoted by a type node at `at`.
    fn type_of(&self, t: Node, at: Node) -> RType {
        let file = self.file;
        let shown = collapse_ws(&file.text(t));
        // `_`: the type left to inference names no type.
        if shown == "_" {
            return RType::Unknown;
        }
        match t.kind() {
            "reference_type" | "pointer_type" => match t.child_by_field_name("type") {
                Some(inner) => match self.type_of(inner, at) {
                    RType::Named { name, written, .. } => RType::Named {
                        name,
                        written,
                        shown,
                    },
                    other => other,
                },
                None => RType::Unknown,
            },
            "generic_type" => {
                let base = t.child_by_field_name("type");
                let base_name = base.and_then(|b| type_base(file, b)).unwrap_or_default();
                if DEREF_WRAPPERS.contains(&base_name.as_str()) {
                    let arg = t.child_by_field_name("type_arguments").and_then(|a| {
                        let mut cursor = a.walk();
                        let first = a
                            .named_children(&mut cursor)
                            .find(|x| x.kind() != "lifetime");
                        first
                    });
                    if let Some(arg) = arg {
                        return match self.type_of(arg, at) {
                            RType::Named { name, written, .. } => RType::Named {
                                name,
                                written,
                                shown,
                            },
                            other => other,
                        };
                    }
                }
                match base {
                    Some(b) => match self.type_of(b, at) {
                        RType::Named { name, written, .. } => RType::Named {
                            name,
                            written,
                            shown,
                        },
                        other => other,
                    },
                    None => RType::Unknown,
                }
            }
            "type_identifier" => {
                let name = file.text(t).into_owned();
                if name == "Self" {
                    return match self.enclosing_self(at) {
                        Some((ty, false)) => RType::Named {
                            name: ty.clone(),
                            written: vec![ty],
                            shown,
                        },
                        Some((tr, true)) => RType::Abstract {
                            shown,
                            traits: vec![tr],
                        },
                        None => RType::Unknown,
                    };
                }
                if let Some(bounds) = self.type_param(at, &name) {
                    return RType::Abstract {
                        shown,
                        traits: bounds,
                    };
                }
                match self.resolve(t, &name, false) {
                    // `use a::Counter as C2;`: the type's own name is the path's last segment.
                    Res::Use(p) => {
                        if let Some(real) = p.segs.last().filter(|r| **r != name) {
                            return RType::Named {
                                name: real.clone(),
                                written: vec![name],
                                shown,
                            };
                        }
                    }
                    // `type HM = HashMap<i32, i32>;`: the alias names its type.
                    Res::Item(item) if item.kind() == "type_item" => {
                        return self.aliased_type(item, at, &shown);
                    }
                    _ => {}
                }
                RType::Named {
                    written: vec![name.clone()],
                    name,
                    shown,
                }
            }
            "scoped_type_identifier" => {
                let written = path_segments(file, t);
                RType::Named {
                    name: written.last().cloned().unwrap_or_default(),
                    written,
                    shown,
                }
            }
            // `dyn Tr + 'a`: the type its lifetime bounds.
            "bounded_type" => {
                let mut cursor = t.walk();
                let types: Vec<Node> = t
                    .named_children(&mut cursor)
                    .filter(|k| k.kind() != "lifetime")
                    .collect();
                match types[..] {
                    [one] => self.type_of(one, at),
                    _ => RType::Unknown,
                }
            }
            "abstract_type" | "dynamic_type" => {
                let mut traits = Vec::new();
                walk(t, |x| {
                    if matches!(x.kind(), "type_identifier") {
                        traits.push(file.text(x).into_owned());
                    }
                });
                RType::Abstract { shown, traits }
            }
            "primitive_type" | "tuple_type" | "array_type" | "function_type" | "unit_type"
            | "never_type" => RType::Other(shown),
            _ => RType::Unknown,
        }
    }

    /// Type of an initialiser: `T::new(..)`, `T::default()`, `T { .. }`, `&mut T { .. }`.
    fn type_of_value(&self, v: Node, at: Node) -> RType {
        let file = self.file;
        match v.kind() {
            "struct_expression" => match v.child_by_field_name("name") {
                Some(n) => self.type_of_path_node(n, at),
                None => RType::Unknown,
            },
            "reference_expression" | "parenthesized_expression" => {
                let inner = v.child_by_field_name("value").or_else(|| {
                    let mut cursor = v.walk();
                    let last = v.named_children(&mut cursor).last();
                    last
                });
                match inner {
                    Some(i) if i.id() != v.id() => self.type_of_value(i, at),
                    _ => RType::Unknown,
                }
            }
            "call_expression" => {
                let Some(f) = v.child_by_field_name("function") else {
                    return RType::Unknown;
                };
                // `iter.collect::<T>()` on a std iterator: T.
                if f.kind() == "generic_function" {
                    let t = self.collected_type(f, at);
                    if t != RType::Unknown {
                        return t;
                    }
                }
                // `g.into_edge_type::<Undirected>()`, `T::f::<X>(..)`: the method or associated
                // fn the turbofish is given to (a return type that is one of its type
                // parameters is not followed, [`Ctx::method_return`]).
                let f = match f.kind() {
                    "generic_function" => match f.child_by_field_name("function") {
                        Some(g) if matches!(g.kind(), "field_expression" | "scoped_identifier") => {
                            g
                        }
                        _ => return RType::Unknown,
                    },
                    _ => f,
                };
                if f.kind() == "field_expression" {
                    // `T::new(..).unwrap()` / `.expect(..)`.
                    let field = f
                        .child_by_field_name("field")
                        .map(|x| file.text(x).into_owned())
                        .unwrap_or_default();
                    let unwraps = matches!(field.as_str(), "unwrap" | "expect");
                    return match (unwraps, f.child_by_field_name("value")) {
                        (true, Some(inner)) if calls_by_name(inner) => RType::Unknown,
                        (true, Some(inner)) => match self.type_of_value(inner, at) {
                            RType::Unknown => match self.map_option_value(inner, at) {
                                RType::Unknown => match self.ok_type_of_call(inner, at) {
                                    RType::Unknown => self.option_item(inner, at, 0),
                                    t => t,
                                },
                                t => t,
                            },
                            t => t,
                        },
                        // `m.entry(k).or_default()` of a std map: its value type.
                        (false, Some(inner)) if ENTRY_VALUE.contains(&field.as_str()) => {
                            match self.entry_map(inner, 0) {
                                Some(m) => match self.map_value(m, at) {
                                    RType::Unknown if field == "or_insert" => {
                                        self.variant_value_type(v, at)
                                    }
                                    t => t,
                                },
                                None => RType::Unknown,
                            }
                        }
                        // A chain `a.b().c()`: the declared return type of each method.
                        (false, Some(inner)) => {
                            let (rt, _) = self.receiver_type(inner);
                            // `x.clone()`: `Clone::clone` returns `Self`.
                            let no_args = v
                                .child_by_field_name("arguments")
                                .is_some_and(|a| a.named_child_count() == 0);
                            if field == "clone" && no_args && self.clone_keeps_type(&rt, inner) {
                                return rt;
                            }
                            if rt == RType::Unknown {
                                if let Some(t) = self.fn_item_method_return(inner, &field) {
                                    return t;
                                }
                            }
                            match self.method_return(&rt, &field, at, 0) {
                                RType::Unknown if inner.kind() == "self" => self
                                    .self_method_param_return(inner, &field)
                                    .unwrap_or(RType::Unknown),
                                t => t,
                            }
                        }
                        _ => RType::Unknown,
                    };
                }
                if f.kind() == "identifier" {
                    // A fn of this file (or block): its declared return type.
                    let name = file.text(f).into_owned();
                    return match self.resolve(f, &name, true) {
                        Res::Item(item) if item.kind() == "function_item" => self
                            .local_fn_opaque_return(item)
                            .unwrap_or_else(|| self.local_fn_return(item)),
                        Res::Use(p) => self.imported_fn_return(&p),
                        _ => RType::Unknown,
                    };
                }
                if f.kind() != "scoped_identifier" {
                    return RType::Unknown;
                }
                let ctor = f
                    .child_by_field_name("name")
                    .map(|n| file.text(n).into_owned())
                    .unwrap_or_default();
                if let Some(t) = self.smart_pointer_value(f, &ctor, v, at) {
                    return t;
                }
                let is_ctor = matches!(ctor.as_str(), "new" | "default" | "from")
                    || ctor.starts_with("new_")
                    || ctor.starts_with("with_");
                match (is_ctor, f.child_by_field_name("path")) {
                    (true, Some(p)) => self.type_of_path_node(p, at),
                    // `Counter::builder()`: the associated fn's declared return type.
                    (false, Some(p)) => {
                        let ty = self.type_of_path_node(p, at);
                        match self.method_return(&ty, &ctor, at, 0) {
                            RType::Unknown => self.self_returning_assoc(ty, &ctor, at),
                            r => r,
                        }
                    }
                    _ => RType::Unknown,
                }
            }
            // `unsafe { UninitSlice::from_raw_parts_mut(p, n) }`, `{ ..; x }`: the block's
            // value is its tail expression (a block ending in a statement or item is `()`).
            "unsafe_block" | "block" => {
                let mut cursor = v.walk();
                let last = v
                    .named_children(&mut cursor)
                    .filter(|c| !is_comment(*c))
                    .last();
                match last {
                    Some(b) if v.kind() == "unsafe_block" && b.kind() == "block" => {
                        self.type_of_value(b, at)
                    }
                    Some(tail)
                        if v.kind() == "block"
                            && !tail.kind().ends_with("_statement")
                            && !tail.kind().ends_with("_declaration")
                            && !tail.kind().ends_with("_item") =>
                    {
                        self.type_of_value(tail, at)
                    }
                    _ => RType::Unknown,
                }
            }
            "try_expression" => match v.named_child(0) {
                Some(inner) if calls_by_name(inner) => RType::Unknown,
                Some(inner) => match self.type_of_value(inner, at) {
                    RType::Unknown => self.ok_type_of_call(inner, at),
                    t => t,
                },
                None => RType::Unknown,
            },
            // `let c = other;`, `let c = self.counter;`, `let c = *r;`, `let n = &arena[id];`
            "identifier" | "self" | "field_expression" | "unary_expression"
            | "index_expression" => self.receiver_type(v).0,
            "macro_invocation" => self.macro_value_type(v, at),
            "match_expression" => self.unwrapping_match(v, at),
            "binary_expression" => self.operator_value(v, at),
            _ => RType::Unknown,
        }
    }

    /// `&a & &b`, `a + b`, ..: the value of an overloaded operator whose two operands are
    /// both provably the owner of a method target (by [`Ctx::judge_receiver`]), when every
    /// impl of the operator's trait for the owner in the target's crate declares `type Output
    /// = Self` (or the owner): the owner, as the left operand's type. The impl applying to
    /// an owner on each side is the owner's crate's: the orphan rule lets no other crate
    /// implement a foreign operator trait for the owner (or a reference to it) with the owner
    /// (or a reference to it) on the right, and std implements none for it. Unknown
    /// otherwise: a comparison or `&&` (no overloaded value), an operand of another type, an
    /// impl with another `Output`.
    fn operator_value(&self, v: Node, at: Node) -> RType {
        let (Some(l), Some(op), Some(r)) = (
            v.child_by_field_name("left"),
            v.child_by_field_name("operator"),
            v.child_by_field_name("right"),
        ) else {
            return RType::Unknown;
        };
        let Some(tr) = operator_trait(&self.file.text(op)) else {
            return RType::Unknown;
        };
        if self.ti.in_trait || !self.is_method_target() {
            return RType::Unknown;
        }
        let owner = self.owner();
        let is_owner = |t: &RType| match t {
            RType::Named { name, .. } | RType::Resolved { name, .. }
                if name == owner || self.owner_alias(name) =>
            {
                self.judge_receiver(t.clone(), "", at).0 == Binds::Yes
            }
            _ => false,
        };
        let lt = self.type_of_value(l, at);
        if !is_owner(&lt) || !is_owner(&self.type_of_value(r, at)) {
            return RType::Unknown;
        }
        if *crate_operator_keeps_type(self.repo, &self.ti.key, owner, tr) {
            lt
        } else {
            RType::Unknown
        }
    }

    /// The value of a `match` that takes the value out of a `Result` or an `Option` the way
    /// `unwrap` does: one arm `Ok(x) => x` (or `Some(x) => x`), unguarded, and every other arm
    /// diverging (`panic!`, `unreachable!`, `todo!`, `unimplemented!`, `return`, `break`,
    /// `continue`, or a block ending in one), so the match's type is that arm's, `x`'s: the
    /// scrutinee's `Ok`/`Some` type, read as `scrutinee.unwrap()` reads it. Unknown otherwise.
    fn unwrapping_match(&self, m: Node, at: Node) -> RType {
        let file = self.file;
        let (Some(scrutinee), Some(body)) = (
            m.child_by_field_name("value"),
            m.child_by_field_name("body"),
        ) else {
            return RType::Unknown;
        };
        let mut cursor = body.walk();
        let arms: Vec<Node> = body
            .named_children(&mut cursor)
            .filter(|a| a.kind() == "match_arm")
            .collect();
        let mut taken: Option<String> = None;
        for arm in &arms {
            let Some(value) = arm.child_by_field_name("value") else {
                return RType::Unknown;
            };
            if diverges(file, value) {
                continue;
            }
            let ctor = arm
                .child_by_field_name("pattern")
                .filter(|p| {
                    p.kind() == "match_pattern" && p.child_by_field_name("condition").is_none()
                })
                .and_then(|p| p.named_child(0))
                .and_then(|p| unwrap_arm_ctor(file, p, value));
            match ctor {
                Some(c) if taken.is_none() => taken = Some(c),
                _ => return RType::Unknown,
            }
        }
        match taken.as_deref() {
            Some("Ok") => self.ok_type_of_call(scrutinee, at),
            Some("Some") => match self.map_option_value(scrutinee, at) {
                RType::Unknown => match self.ok_type_of_call(scrutinee, at) {
                    RType::Unknown => self.option_item(scrutinee, at, 0),
                    t => t,
                },
                t => t,
            },
            _ => RType::Unknown,
        }
    }

    /// The type of the value a `macro_rules!` macro of this repository's crates expands to,
    /// `rbt_set!["a", "b"]` with every arm `{ let mut s = $crate::RedBlackTreeSet::new(); $(
    /// s.insert_mut($e); )* s }`: rustc types the invocation by its expansion, and a
    /// `$crate::T::new()` there is the macro's crate's `T` wherever it is invoked, its value
    /// the type that associated fn declares it returns. Every definition of the name in the
    /// crate (each `#[cfg]` variant), every arm, must agree on one type; an arm invoking
    /// `$crate::m!(..)` has m's type (an arm recursing into a macro being typed adds
    /// nothing). Unknown for a std macro's name, a name imported from another crate (or
    /// from a glob of another crate, or any crate's `#[macro_use] extern crate`), and any
    /// arm that is not such a value.
    fn macro_value_type(&self, inv: Node, at: Node) -> RType {
        let Some(m) = inv.child_by_field_name("macro") else {
            return RType::Unknown;
        };
        let written = path_segments(self.file, m);
        let (name, key) = match written.as_slice() {
            [name] => {
                if STD_MACROS.contains(&name.as_str()) || self.macro_use_crates() {
                    return RType::Unknown;
                }
                match self.resolve(inv, name, false) {
                    Res::Use(RPath {
                        root: Root::Local(k),
                        ..
                    }) => (name, k),
                    Res::Unresolved(globs)
                        if !globs.iter().any(|g| {
                            matches!(&g.root, Root::Extern(c)
                                if !matches!(c.as_str(), "std" | "core" | "alloc"))
                        }) =>
                    {
                        (name, self.key.clone())
                    }
                    Res::Item(_) => (name, self.key.clone()),
                    _ => return RType::Unknown,
                }
            }
            [first, name] if first == "crate" || first == "$crate" => (name, self.key.clone()),
            [first, name] if self.target_crate_names.iter().any(|n| n == first) => {
                (name, self.ti.key.clone())
            }
            _ => return RType::Unknown,
        };
        let mut visiting = Vec::new();
        match self.macro_type(&key, name, &mut visiting, at) {
            Ok(Some(t)) => t,
            _ => RType::Unknown,
        }
    }

    /// Whether this file's crate root has a `#[macro_use] extern crate` of a crate other than
    /// a sysroot one: its macros may answer a bare name before the crate's own.
    fn macro_use_crates(&self) -> bool {
        let Some(root) = crate_root_file(self.repo, &self.key) else {
            return false;
        };
        let Some(text) = self.repo.read_shared(&root) else {
            return false;
        };
        text.match_indices("#[macro_use]").any(|(i, _)| {
            let rest = text[i + "#[macro_use]".len()..].trim_start();
            rest.strip_prefix("extern crate ").is_some_and(|r| {
                let krate: String = r
                    .trim_start()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                !matches!(krate.as_str(), "std" | "core" | "alloc")
            })
        })
    }

    /// [`Ctx::macro_value_type`] of the macro `name` of the crate `key`: `Ok(None)` when every
    /// arm recurses into a macro being typed (`visiting`), `Err` when unknown.
    fn macro_type(
        &self,
        key: &str,
        name: &str,
        visiting: &mut Vec<String>,
        at: Node,
    ) -> Result<Option<RType>, ()> {
        if visiting.len() > 4 {
            return Err(());
        }
        let arms = macro_arms(self.repo, key, name);
        let Some(arms) = arms.as_ref() else {
            return Err(());
        };
        visiting.push(name.to_string());
        let mut ty: Option<RType> = None;
        for arm in arms {
            let t = match arm {
                MacroArm::Unknown => return Err(()),
                MacroArm::Macro(m) if visiting.contains(m) => continue,
                MacroArm::Macro(m) => match self.macro_type(key, m, visiting, at)? {
                    Some(t) => t,
                    None => continue,
                },
                MacroArm::Value { path, ctor } => self
                    .crate_path_value(key, path, ctor.as_deref(), at)
                    .ok_or(())?,
            };
            if ty.as_ref().is_some_and(|x| *x != t) {
                return Err(());
            }
            ty = Some(t);
        }
        visiting.pop();
        Ok(ty)
    }

    /// The value of `$crate::a::T::ctor(..)` (`ctor` given) or `$crate::a::T { .. }` for the
    /// crate `key`: the type `ctor` declares it returns, or T, resolved to the module that
    /// declares it; `None` when not found.
    fn crate_path_value(
        &self,
        key: &str,
        path: &[String],
        ctor: Option<&str>,
        at: Node,
    ) -> Option<RType> {
        let (tname, segs) = path.split_last()?;
        if !tname.starts_with(char::is_uppercase) {
            return None;
        }
        let module = RPath {
            root: Root::Local(key.to_string()),
            segs: segs.to_vec(),
        };
        match ctor {
            Some(c) => {
                let ty = RType::Resolved {
                    name: tname.clone(),
                    module: Some(module),
                    shown: tname.clone(),
                };
                match self.method_return(&ty, c, at, 0) {
                    r @ RType::Resolved {
                        module: Some(_), ..
                    } => Some(r),
                    _ => None,
                }
            }
            None => {
                let (_, m) = self.module_text_defining(&module, tname)?;
                Some(RType::Resolved {
                    name: tname.clone(),
                    module: Some(m),
                    shown: tname.clone(),
                })
            }
        }
    }

    /// `Arc::make_mut(&mut a)`, `Rc::make_mut(..)`, `Arc::clone(&a)`, `Rc::clone(..)` (`a` an
    /// `Arc<T>`/`Rc<T>`) and `Arc::new(x)`, `Rc::new(x)`, `Box::new(x)`, `ManuallyDrop::new(x)`
    /// (`x` a `T`) of std's
    /// types (`f` the callee path, `call` the call): a `&mut T` or a pointer to `T`, whose
    /// method calls reach `T`'s as a value of `T` does (a `let a: Arc<T>` is typed `T` for
    /// that, see [`DEREF_WRAPPERS`]). `None` for any other call, a pointer type that is not
    /// std's (this file declares or imports its own `Arc`); unknown for an argument of unknown
    /// type.
    fn smart_pointer_value(&self, f: Node, fname: &str, call: Node, at: Node) -> Option<RType> {
        let path = f.child_by_field_name("path")?;
        let written = path_segments(self.file, path);
        let base = written.last()?.as_str();
        let (module, known) = match base {
            "Arc" => ("sync", matches!(fname, "make_mut" | "clone" | "new")),
            "Rc" => ("rc", matches!(fname, "make_mut" | "clone" | "new")),
            "Box" => ("boxed", fname == "new"),
            // `ManuallyDrop<T>` derefs to `T` and has no method of its own (`take`, `drop`,
            // `into_inner` are associated fns, called by path only).
            "ManuallyDrop" => ("mem", fname == "new"),
            _ => return None,
        };
        if !known {
            return None;
        }
        let std_path = |p: &RPath| {
            matches!(&p.root, Root::Extern(c) if matches!(c.as_str(), "std" | "alloc" | "core"))
                && p.segs == [module, base]
        };
        let is_std = match written.as_slice() {
            // `Box` is in the prelude: std's unless this file binds the name.
            [b] if b == "Box" => match self.resolve(path, b, false) {
                Res::Use(p) => std_path(&p),
                Res::Unresolved(globs) => globs.is_empty(),
                _ => false,
            },
            [b] => matches!(self.resolve(path, b, false), Res::Use(p) if std_path(&p)),
            _ => self.absolutize(at, &written).is_some_and(|p| std_path(&p)),
        };
        if !is_std {
            return None;
        }
        let args = call.child_by_field_name("arguments")?;
        let mut c = args.walk();
        let kids: Vec<Node> = args
            .named_children(&mut c)
            .filter(|x| !is_comment(*x))
            .collect();
        let [arg] = kids.as_slice() else {
            return None;
        };
        // An argument of unknown type leaves the pointee unknown (not the pointer type `Arc`,
        // whose own methods are not what its method calls reach).
        let t = match fname {
            "new" => self.type_of_value(*arg, at),
            _ => self.receiver_type(*arg).0,
        };
        Some(match t {
            RType::Named { .. } | RType::Resolved { .. } => t,
            _ => RType::Unknown,
        })
    }

    /// Whether `x.clone()`, `x` of type `ty` (or a reference to it, or a std smart pointer to
    /// it), is a value whose method calls reach `ty`'s: `Clone::clone` returns `Self` (and a
    /// `&T` of a type that is not `Clone` clones to a `&T`), so only another method named
    /// `clone` could give another type. `ty` must be declared in a crate of this repository
    /// (the owner when its module is not resolved, a `use super::*` in a test module) every
    /// `fn clone` of which sits in an `impl Clone for ..`: no inherent `clone` nor another
    /// trait's.
    fn clone_keeps_type(&self, ty: &RType, at: Node) -> bool {
        let key = match ty {
            RType::Named {
                name: t, written, ..
            } => match self.type_module(at, written) {
                Some(RPath {
                    root: Root::Local(k),
                    ..
                }) => k,
                Some(_) => return false,
                None if self.is_method_target() && (t == self.owner() || self.owner_alias(t)) => {
                    self.ti.key.clone()
                }
                None => return false,
            },
            RType::Resolved {
                module:
                    Some(RPath {
                        root: Root::Local(k),
                        ..
                    }),
                ..
            } => k.clone(),
            _ => return false,
        };
        *clone_only_in_clone_impls(self.repo, &key)
    }

    /// The type `f.m(..)` returns when `f` names a fn item of this file and `m` is a method
    /// of the target's trait that the trait's blanket impl over fns gives it
    /// ([`TargetInfo::fn_blanket`]: `be_u8.map(|x| x as i8)` is `Map<..>` by `Parser::map`).
    /// A fn item has no method of its own and derefs to nothing, so method lookup tries its
    /// type by value first, where the trait's method (taking `self` by value) applies when
    /// the fn has the blanket's shape and the trait is in scope; another trait's method
    /// applying there too would make the call ambiguous, a compile error, and no std trait
    /// implemented for fn items has a method of the name ([`FN_ITEM_STD_METHODS`]). The type
    /// is the one the trait's declaration returns, declared in the trait's file. `None`: not
    /// shown.
    fn fn_item_method_return(&self, f: Node, m: &str) -> Option<RType> {
        let blanket = self.ti.fn_blanket.as_ref()?;
        let tr = self.ti.trait_name.as_deref()?;
        if !self.ti.in_trait || f.kind() != "identifier" || FN_ITEM_STD_METHODS.contains(&m) {
            return None;
        }
        let (_, tname) = self.ti.self_returns.iter().find(|(x, _)| x == m)?;
        let Res::Item(item) = self.resolve(f, &self.file.text(f), true) else {
            return None;
        };
        if item.kind() != "function_item" {
            return None;
        }
        let ps = item.child_by_field_name("parameters")?;
        let mut c = ps.walk();
        let kids: Vec<Node> = ps
            .named_children(&mut c)
            .filter(|p| {
                !matches!(
                    p.kind(),
                    "attribute_item" | "line_comment" | "block_comment"
                )
            })
            .collect();
        if kids.len() != blanket.arity || kids.iter().any(|p| p.kind() != "parameter") {
            return None;
        }
        let ret = item
            .child_by_field_name("return_type")
            .filter(|r| r.kind() == "generic_type")?;
        let base = ret
            .child_by_field_name("type")
            .filter(|b| b.kind() == "type_identifier")?;
        if self.file.text(base) != blanket.ret || !self.names_target_item(base, &blanket.ret) {
            return None;
        }
        if blanket.ret_first_is_input {
            let input = kids.first()?.child_by_field_name("type")?;
            let mut c = ret.child_by_field_name("type_arguments")?.walk();
            let first = ret
                .child_by_field_name("type_arguments")?
                .named_children(&mut c)
                .find(|a| a.kind() != "lifetime")?;
            if type_shape(self.file, input, &[]) != type_shape(self.file, first, &[]) {
                return None;
            }
        }
        if !self.names_target_item(f, tr) {
            return None;
        }
        Some(RType::Resolved {
            shown: format!("{tname} (by {tr}::{m})"),
            name: tname.clone(),
            module: Some(self.ti.module_path()),
        })
    }

    /// Whether `tr` is in scope at `at` by a glob import of the target's module (`use
    /// crate::internal::*;`), read only when the file's text has such a glob of a module of
    /// that name (never for a target at the root of its crate).
    fn globs_target_module(&self, at: Node, tr: &str) -> bool {
        let Some(last) = self.ti.module.last() else {
            return false;
        };
        let glob = format!("{last}::*");
        memchr::memmem::find(&self.file.src, glob.as_bytes()).is_some()
            && self.names_target_item(at, tr)
    }

    /// Whether `name`, resolved as a type at `at`, is the item of that name of the target's
    /// module: declared there (this file being the target's), imported by its path or a
    /// re-export of it, or brought in by a glob import of the target's module.
    fn names_target_item(&self, at: Node, name: &str) -> bool {
        match self.resolve(at, name, false) {
            Res::Item(it) => {
                self.file.rel_path == self.target.rel_path && self.module_at(it) == self.ti.module
            }
            Res::Use(p) => {
                if p == self.ti.item_path(name) {
                    return true;
                }
                let Some((last, module)) = p.segs.split_last() else {
                    return false;
                };
                last == name
                    && p.root == Root::Local(self.ti.key.clone())
                    && self.reexport(
                        &RPath {
                            root: p.root.clone(),
                            segs: module.to_vec(),
                        },
                        name,
                        false,
                    ) == Binds::Yes
            }
            Res::Unresolved(globs) => globs.contains(&self.ti.module_path()),
            Res::Local(..) => false,
        }
    }

    /// For a trait-method target, the declared return type of a fn of this file that is `impl
    /// Tr<..>` of the target's trait alone (`fn ws<..>(f: F) -> impl Parser<&'a str, O, E>`),
    /// its name resolved where the fn is declared ([`Ctx::names_target_item`]): a value of
    /// an opaque type has the methods of that trait and nothing else. `None`: any other
    /// return type.
    fn local_fn_opaque_return(&self, item: Node) -> Option<RType> {
        let tr = self.ti.trait_name.as_deref().filter(|_| self.ti.in_trait)?;
        let ret = item
            .child_by_field_name("return_type")
            .filter(|r| r.kind() == "abstract_type")?;
        let bound = ret.child_by_field_name("trait")?;
        let base = match bound.kind() {
            "generic_type" => bound.child_by_field_name("type")?,
            _ => bound,
        };
        if base.kind() != "type_identifier"
            || self.file.text(base) != tr
            || !self.names_target_item(base, tr)
        {
            return None;
        }
        Some(RType::Abstract {
            shown: collapse_ws(&self.file.text(ret)),
            traits: vec![tr.to_string()],
        })
    }

    /// The declared return type of a fn item in scope (`let t = table();`), only when it
    /// names a type exactly: a struct, enum or union declared in this file or imported from a
    /// module of this crate that declares it, or a type of `std`/`core`/`alloc` (imported,
    /// written by path, or `Vec`/`String` of the prelude with no glob import that could
    /// shadow them; through a glob, the one globbed module of this crate declaring it). `Self`, a type parameter, `impl Trait`, `dyn Trait`, a type alias, a
    /// type of another crate, `Option`/`Result` (read through `unwrap`/`?` as the value they
    /// wrap) and anything else: unknown.
    fn local_fn_return(&self, item: Node) -> RType {
        match item.child_by_field_name("return_type") {
            Some(ret) => self.exact_type(ret),
            None => RType::Unknown,
        }
    }

    /// The `X` of a fn item's declared return type `Result<X, E>` / `Option<X>`, std's own
    /// (the name resolves to nothing the file declares, imports or globs in: the prelude's),
    /// when X names a type exactly ([`Ctx::exact_type`]). Unknown otherwise.
    fn local_fn_ok_return(&self, item: Node) -> RType {
        let Some(ret) = item
            .child_by_field_name("return_type")
            .filter(|r| r.kind() == "generic_type")
        else {
            return RType::Unknown;
        };
        let Some(base) = ret
            .child_by_field_name("type")
            .filter(|b| b.kind() == "type_identifier")
        else {
            return RType::Unknown;
        };
        let wrapper = self.file.text(base);
        if !matches!(wrapper.as_ref(), "Result" | "Option") {
            return RType::Unknown;
        }
        let prelude = match self.resolve(base, &wrapper, false) {
            Res::Unresolved(globs) => {
                globs.is_empty()
                    || matches!(
                        self.glob_provides(&globs, &wrapper, &self.module_at(base), true, 0),
                        GlobHit::Absent
                    )
            }
            _ => false,
        };
        if !prelude {
            return RType::Unknown;
        }
        let first = ret.child_by_field_name("type_arguments").and_then(|a| {
            let mut c = a.walk();
            let first = a
                .named_children(&mut c)
                .find(|x| x.kind() != "lifetime" && !is_comment(*x));
            first
        });
        match first {
            Some(x) => self.exact_type(x),
            None => RType::Unknown,
        }
    }

    /// A type node of a declaration of this file (a fn's return type or a part of it) as
    /// [`Ctx::local_fn_return`] reads it: only a type it names exactly.
    fn exact_type(&self, ret: Node) -> RType {
        let mut base = ret;
        while matches!(base.kind(), "reference_type" | "pointer_type") {
            match base.child_by_field_name("type") {
                Some(t) => base = t,
                None => return RType::Unknown,
            }
        }
        let path = if base.kind() == "generic_type" {
            match base.child_by_field_name("type") {
                Some(t) => t,
                None => return RType::Unknown,
            }
        } else {
            base
        };
        if !matches!(path.kind(), "type_identifier" | "scoped_type_identifier") {
            return RType::Unknown;
        }
        let written = path_segments(self.file, path);
        let Some(tname) = written.last().cloned() else {
            return RType::Unknown;
        };
        if tname == "Self"
            || DEREF_WRAPPERS.contains(&tname.as_str())
            || matches!(tname.as_str(), "Option" | "Result")
            || written.len() == 1 && self.type_param(ret, &tname).is_some()
        {
            return RType::Unknown;
        }
        let is_std = |p: &RPath| matches!(&p.root, Root::Extern(c) if matches!(c.as_str(), "std" | "core" | "alloc"));
        let module = if written.len() == 1 {
            match self.resolve(path, &tname, false) {
                Res::Item(it)
                    if matches!(it.kind(), "struct_item" | "enum_item" | "union_item") =>
                {
                    Some((
                        tname.clone(),
                        RPath {
                            root: Root::Local(self.key.clone()),
                            segs: self.module_at(it),
                        },
                    ))
                }
                Res::Use(p) => self.nominal_type_module(&p, is_std(&p)),
                Res::Unresolved(globs)
                    if globs.is_empty() && matches!(tname.as_str(), "Vec" | "String") =>
                {
                    Some((
                        tname.clone(),
                        RPath {
                            root: Root::Extern("std".into()),
                            segs: vec![if tname == "Vec" { "vec" } else { "string" }.into()],
                        },
                    ))
                }
                // `use super::*;` in a test module: the one glob-imported module of this
                // crate that declares the type (two would make the name ambiguous).
                Res::Unresolved(globs) => {
                    let mut found = globs.iter().filter_map(|g| {
                        let mut p = g.clone();
                        p.segs.push(tname.clone());
                        self.nominal_type_module(&p, false)
                    });
                    match (found.next(), found.next()) {
                        (Some(one), None) => Some(one),
                        (None, _) => self.globbed_type_module(path, &tname, &globs),
                        _ => None,
                    }
                }
                _ => None,
            }
        } else {
            self.absolutize(path, &written)
                .and_then(|p| self.nominal_type_module(&p, is_std(&p)))
        };
        match module {
            Some((name, module)) => RType::Resolved {
                shown: collapse_ws(&self.file.text(ret)),
                name,
                module: Some(module),
            },
            None => RType::Unknown,
        }
    }

    /// The module declaring the struct, enum or union `tname` that the glob imports `globs`
    /// in scope at `at` bring in through the modules they name (`use super::*;` in a test
    /// module of a file whose own `use super::*;` reaches the type's module), as rustc
    /// follows a glob's imports and globs ([`Ctx::glob_provides`]).
    fn globbed_type_module(
        &self,
        at: Node,
        tname: &str,
        globs: &[RPath],
    ) -> Option<(String, RPath)> {
        let from = self.module_at(at);
        match self.glob_provides(globs, tname, &from, true, 0) {
            GlobHit::Found(p) => {
                let std = matches!(&p.root, Root::Extern(c) if matches!(c.as_str(), "std" | "core" | "alloc"));
                self.nominal_type_module(&p, std)
            }
            _ => None,
        }
    }

    /// The declared return type of the fn at `p`, imported from a module of this repository,
    /// when it is a slice or `str` behind a reference (`pub fn B(..) -> &[u8]`): the module's
    /// file must declare exactly one fn of that name. Anything else: unknown.
    fn imported_fn_return(&self, p: &RPath) -> RType {
        let (Root::Local(key), Some((name, segs))) = (&p.root, p.segs.split_last()) else {
            return RType::Unknown;
        };
        let files = module_files(key, segs);
        let Some(text) = files.iter().find_map(|f| self.repo.read_shared(f)) else {
            return RType::Unknown;
        };
        match fn_return_text(&text, name) {
            Some(t) if t == "str" || t.starts_with('[') && t.ends_with(']') && !t.contains(';') => {
                RType::Other(t)
            }
            _ => RType::Unknown,
        }
    }

    /// `xs` bound by `let xs = f(..);` with `f` imported by `use` from a module of this
    /// repository: the element type of f's declared result, `Vec<T>` or `&[T]` of a struct,
    /// enum or union `T` (see [`Ctx::imported_fn_element`]). Anything else: unknown.
    fn imported_call_element(&self, v: Node) -> RType {
        let Res::Local(_, Some(decl)) = self.resolve(v, &self.file.text(v), true) else {
            return RType::Unknown;
        };
        let simple = decl.kind() == "let_declaration"
            && decl.child_by_field_name("type").is_none()
            && decl
                .child_by_field_name("pattern")
                .is_some_and(is_simple_binding);
        let f = decl
            .child_by_field_name("value")
            .filter(|v| simple && v.kind() == "call_expression")
            .and_then(|c| c.child_by_field_name("function"))
            .filter(|f| f.kind() == "identifier");
        match f.map(|f| self.resolve(f, &self.file.text(f), true)) {
            Some(Res::Use(p)) => self.imported_fn_element(&p),
            _ => RType::Unknown,
        }
    }

    /// The element of the local `v` bound without a type by `let v = x.m(..);` to a method
    /// call: that of the call ([`Ctx::element_of`]: a std iterator chain, a method declared to
    /// return a slice or `Vec`).
    fn let_method_element(&self, v: Node, at: Node) -> RType {
        let Res::Local(_, Some(decl)) = self.resolve(v, &self.file.text(v), true) else {
            return RType::Unknown;
        };
        let simple = decl.kind() == "let_declaration"
            && decl.child_by_field_name("type").is_none()
            && decl
                .child_by_field_name("pattern")
                .is_some_and(is_simple_binding);
        let value = decl.child_by_field_name("value").filter(|c| {
            simple
                && c.kind() == "call_expression"
                && c.child_by_field_name("function")
                    .is_some_and(|f| f.kind() == "field_expression")
        });
        match value {
            Some(c) if c.start_byte() < v.start_byte() => self.element_of(c, at),
            _ => RType::Unknown,
        }
    }

    /// The element type of the declared result of the fn at `p` (a module of this repository,
    /// its `pub use` re-exports followed like a type's): `T` of `Vec<T>`, `&[T]` or `[T]` when
    /// `T` is a struct, enum or union the fn's module declares or imports by `use`.
    fn imported_fn_element(&self, p: &RPath) -> RType {
        let Some((fname, segs)) = p.segs.split_last() else {
            return RType::Unknown;
        };
        let module = RPath {
            root: p.root.clone(),
            segs: segs.to_vec(),
        };
        let declares_fn = |t: &str| has_decl(t, "fn", fname);
        let Some((text, m)) = self.module_text_where(&module, fname, declares_fn) else {
            return RType::Unknown;
        };
        let Some(ret) = fn_return_type_text(&text, fname) else {
            return RType::Unknown;
        };
        let elem = ret
            .strip_prefix("Vec<")
            .and_then(|r| r.strip_suffix('>'))
            .or_else(|| {
                let r = ret.strip_prefix('&').unwrap_or(&ret).trim_start();
                r.strip_prefix('[').and_then(|r| r.strip_suffix(']'))
            })
            .map(str::trim)
            .filter(|e| {
                e.starts_with(|c: char| c.is_ascii_uppercase())
                    && e.chars().all(|c| c.is_alphanumeric() || c == '_')
            });
        let Some(elem) = elem else {
            return RType::Unknown;
        };
        // Where `elem` is declared: the fn's module, or the module its `use` names it from.
        let from = if declares_type_text(&text, elem) {
            Some(m.clone())
        } else {
            text_uses(&text)
                .iter()
                .flat_map(|u| use_paths(u))
                .find(|segs| segs.last().map(String::as_str) == Some(elem))
                .and_then(|segs| {
                    let mut at = m.segs.clone();
                    let mut rest = &segs[..segs.len() - 1];
                    match rest.first().map(String::as_str) {
                        Some("crate") => {
                            at.clear();
                            rest = &rest[1..];
                        }
                        Some("self") => rest = &rest[1..],
                        Some("super") => {
                            at.pop()?;
                            rest = &rest[1..];
                        }
                        _ => return None,
                    }
                    at.extend(rest.iter().cloned());
                    Some(RPath {
                        root: m.root.clone(),
                        segs: at,
                    })
                })
        };
        let mut path = match from {
            Some(f) => f,
            None => return RType::Unknown,
        };
        path.segs.push(elem.to_string());
        match self.nominal_type_module(&path, false) {
            Some((name, module)) => RType::Resolved {
                shown: name.clone(),
                name,
                module: Some(module),
            },
            None => RType::Unknown,
        }
    }

    /// The name and module of the type at absolute path `p` when it is a nominal type: of `std` (when
    /// `std`), or a struct/enum/union that the module file of a crate of this repository
    /// declares (a `type` alias there could name anything).
    fn nominal_type_module(&self, p: &RPath, std: bool) -> Option<(String, RPath)> {
        let (tname, segs) = p.segs.split_last()?;
        let module = RPath {
            root: p.root.clone(),
            segs: segs.to_vec(),
        };
        if std {
            return Some((tname.clone(), module));
        }
        if !matches!(p.root, Root::Local(_)) {
            return None;
        }
        let (text, module) = self.module_text_defining(&module, tname)?;
        let nominal = |k: &str| has_decl(&text, k, tname);
        (["struct", "enum", "union"].iter().any(|k| nominal(k)) && !nominal("type"))
            .then(|| (tname.clone(), module))
    }

    /// A declared return type of a fn of this file: a generic parameter or a wrapper says
    /// nothing sure about the value's own type.
    fn declared_type(&self, ret: Node, item: Node) -> RType {
        match self.type_of(ret, item) {
            RType::Abstract { .. } => RType::Unknown,
            RType::Named { ref name, .. }
                if matches!(name.as_str(), "Option" | "Result" | "Vec" | "HashMap") =>
            {
                RType::Unknown
            }
            t => t,
        }
    }

    /// The declared return type of method (or associated fn) `name` of type `ty`, found in
    /// this file's `impl` blocks or in the file of the module that declares the type.
    fn method_return(&self, ty: &RType, name: &str, at: Node, depth: usize) -> RType {
        if depth > 8 {
            return RType::Unknown;
        }
        let (tname, module) = match ty {
            RType::Named {
                name: t, written, ..
            } => {
                if let Some(r) = self.impl_fn_return_here(t, name) {
                    return r;
                }
                (t.clone(), self.type_module(at, written))
            }
            RType::Resolved {
                name: t,
                module: Some(m),
                ..
            } => (t.clone(), Some(m.clone())),
            _ => return RType::Unknown,
        };
        let found = match module {
            // An alias of the owner beside its impl, named through a glob that reaches the
            // owner's module (`use crate::prelude::*` of `UnGraph`): the owner, whose methods
            // are the target file's, as below.
            Some(m) if self.owner_alias(&tname) && self.ti.is_owner_module(&m) => None,
            Some(m) => self.module_text_defining(&m, &tname),
            None => None,
        };
        // The owner (or an alias of it) written where neither its module nor a re-export of
        // it resolves (a glob import, `petgraph::prelude::*`): the receiver is judged the
        // owner there ([`Ctx::judge_receiver`]), and its methods are the target file's.
        let (text, module, lookup) = match found {
            Some((text, module)) => (text, module, tname.clone()),
            None if self.is_method_target()
                && (tname == self.owner() || self.owner_alias(&tname)) =>
            {
                let Some(text) = self.repo.read_shared(&self.target.rel_path) else {
                    return RType::Unknown;
                };
                (text, self.ti.module_path(), self.owner().to_string())
            }
            None => return RType::Unknown,
        };
        let Some((header, generics, after)) = impl_fn_sig(&text, &lookup, name) else {
            if let Some(r) = self.trait_method_return(&text, &lookup, name, at) {
                return r;
            }
            // An impl in another module of the crate (`impl FromIterator<u32> for
            // RoaringBitmap` in `iter.rs`): only its `Self`, the type itself, is sure.
            let Root::Local(key) = &module.root else {
                return RType::Unknown;
            };
            return match crate_impl_fn_return(self.repo, key, &lookup, name).as_deref() {
                Some(r) if r == "Self" || r == lookup => RType::Resolved {
                    shown: tname.clone(),
                    name: tname,
                    module: Some(module),
                },
                _ => RType::Unknown,
            };
        };
        let Some(ret) = fn_return_base(after) else {
            return RType::Unknown;
        };
        let header = header.trim_start();
        let impl_generics = &header[..header.len() - after_generics(header).len()];
        // `fn into<B>(self) -> B`: a type parameter of the fn or its impl is no type.
        if generic_names(impl_generics)
            .chain(generic_names(generics))
            .any(|g| g == ret)
        {
            return RType::Unknown;
        }
        let ret_name = if ret == "Self" { tname.clone() } else { ret };
        if !ret_name.starts_with(char::is_uppercase)
            || matches!(ret_name.as_str(), "Option" | "Result" | "Vec" | "HashMap")
        {
            return RType::Unknown;
        }
        if declares_type_text(&text, &ret_name) {
            return RType::Resolved {
                shown: ret_name.clone(),
                name: ret_name,
                module: Some(module),
            };
        }
        // `use crate::{Bytes, ..};` at the top of the method's file: the module the type
        // comes from (`freeze(self) -> Bytes` in `bytes_mut.rs`), unless a generic parameter
        // of the impl or the fn shadows the name.
        let params = format!("{impl_generics} {generics}");
        let imported = self.type_in_text(&text, &module, &ret_name, &params);
        match imported {
            Some(RType::Resolved { module, .. }) => RType::Resolved {
                shown: ret_name.clone(),
                name: ret_name,
                module,
            },
            _ => RType::Resolved {
                shown: ret_name.clone(),
                name: ret_name,
                module: None,
            },
        }
    }

    /// `x.m(..)` for a method `m` of the target's trait that takes `self` by value and
    /// returns a type the trait's file names ([`TargetInfo::by_value_returns`]: `a.chain(b)`
    /// is a `Chain` by `Buf::chain`), `x` of the crate's type `tname` whose declaring file
    /// (`text`) implements the trait for every value of it and gives it no other fn `m`
    /// ([`impl_only_of_trait`]), the trait in scope in the caller's file. Method lookup tries
    /// `x` by value first, where the trait's `m` applies; an inherent `m` there is ruled out,
    /// and another trait's `m` applying at the same step would make the call ambiguous, a
    /// compile error. The value is that return type, resolved where the trait is declared.
    /// `None`: not shown.
    fn trait_method_return(&self, text: &str, tname: &str, m: &str, at: Node) -> Option<RType> {
        let tr = self.ti.trait_name.as_deref().filter(|_| self.ti.in_trait)?;
        let (_, ret, generics) = self.ti.by_value_returns.iter().find(|(x, ..)| x == m)?;
        let src = std::str::from_utf8(&self.file.src).unwrap_or("");
        let in_scope = self.file.rel_path == self.target.rel_path
            || has_word(src, tr)
            || self.globs_target_module(at, tr);
        if !in_scope {
            return None;
        }
        let every = impl_headers_text(text).into_iter().any(|(j, t, ty)| {
            t.as_deref() == Some(tr) && ty == tname && trait_impl_for_every_value(text, j)
        });
        if !every || !impl_only_of_trait(text, tname, tr, m) {
            return None;
        }
        let trait_text = self.repo.read_shared(&self.target.rel_path)?;
        let trait_mod = self.ti.module_path();
        if declares_type_text(&trait_text, ret) && !has_word(generics, ret) {
            return Some(RType::Resolved {
                shown: format!("{ret} (by {tr}::{m})"),
                name: ret.clone(),
                module: Some(trait_mod),
            });
        }
        match self.type_in_text(&trait_text, &trait_mod, ret, generics)? {
            RType::Resolved {
                name,
                module: Some(module),
                ..
            } => Some(RType::Resolved {
                shown: format!("{name} (by {tr}::{m})"),
                name,
                module: Some(module),
            }),
            _ => None,
        }
    }

    /// `T::name(..)` (`UnGraph::from_elements(iter)`), T the owner or an alias of it, where
    /// every `fn name` of T's crate declares `-> Self`, one of them in a trait the caller's
    /// file names: the value is a `T`. A path call has no autoderef, so `Self` is `T`
    /// whichever fn it reaches: an inherent fn of T (in T's crate), that trait's (in scope),
    /// or another trait's — ambiguous beside the one in scope unless inherent, a compile
    /// error. std declaring a method of the name, or the caller's file a `fn name` not
    /// returning `Self`, leaves the type unknown.
    fn self_returning_assoc(&self, ty: RType, name: &str, at: Node) -> RType {
        let RType::Named {
            name: t, written, ..
        } = &ty
        else {
            return RType::Unknown;
        };
        if super::stdlib::rust_method_owners(name).is_some() {
            return RType::Unknown;
        }
        // Only the owner's values (or an alias's) can bind the target; another type's are
        // not read (each name read costs a walk of its crate's files).
        if !self.is_method_target() || t != self.owner() && !self.owner_alias(t) {
            return RType::Unknown;
        }
        let key = match self.type_module(at, written) {
            Some(RPath {
                root: Root::Local(k),
                ..
            }) => k,
            None => self.ti.key.clone(),
            _ => return RType::Unknown,
        };
        let traits = crate_self_returns(self.repo, &key, name);
        let Some(traits) = traits.as_ref() else {
            return RType::Unknown;
        };
        let src = std::str::from_utf8(&self.file.src).unwrap_or("");
        let named = traits.iter().any(|tr| has_word(src, tr));
        let own = fn_returns_in_text(src, name)
            .iter()
            .all(|(_, r)| r.as_deref() == Some("Self"));
        if named && own {
            ty
        } else {
            RType::Unknown
        }
    }

    /// `T::f(..)` or `x.f(..)` (x of type T) whose declared return type wraps the owner,
    /// `-> Result<Self, E>` / `-> Option<T>` (`RoaringBitmap::from_sorted_iter(..)`): T, the
    /// value `unwrap`, `expect` and `?` take out of it. Unknown for any other return type.
    fn ok_type_of_call(&self, call: Node, at: Node) -> RType {
        let Some(f) = call
            .child_by_field_name("function")
            .filter(|_| call.kind() == "call_expression")
        else {
            return RType::Unknown;
        };
        let (ty, name) = match f.kind() {
            // `get_test_map(..)`, a fn item of this file declared `-> Result<X, E>` or
            // `-> Option<X>`: X, when it names a type exactly ([`Ctx::local_fn_return`]).
            "identifier" => {
                return match self.resolve(f, &self.file.text(f), true) {
                    Res::Item(item) if item.kind() == "function_item" => {
                        self.local_fn_ok_return(item)
                    }
                    _ => RType::Unknown,
                };
            }
            "scoped_identifier" => {
                match (f.child_by_field_name("path"), f.child_by_field_name("name")) {
                    (Some(p), Some(n)) => (self.type_of_path_node(p, at), n),
                    _ => return RType::Unknown,
                }
            }
            "field_expression" => match (
                f.child_by_field_name("value"),
                f.child_by_field_name("field"),
            ) {
                (Some(v), Some(n)) => (self.receiver_type(v).0, n),
                _ => return RType::Unknown,
            },
            _ => return RType::Unknown,
        };
        let name = self.file.text(name);
        let tname = match &ty {
            RType::Named { name, .. } | RType::Resolved { name, .. } => name.clone(),
            _ => return RType::Unknown,
        };
        match self
            .owner_fn_return(&ty, &name, at)
            .as_deref()
            .and_then(wrapped_ok)
        {
            Some(ok) if ok == "Self" || generic_base(ok) == tname => ty,
            _ => RType::Unknown,
        }
    }

    /// The declared return type, as written, of `fn name` of an impl of the type `ty`: in
    /// this file's impls, the type's module, or else the one return type the impls of that
    /// name in the type's crate agree on (see [`crate_impl_fn_return`]).
    fn owner_fn_return(&self, ty: &RType, name: &str, at: Node) -> Option<String> {
        let (tname, module) = match ty {
            RType::Named {
                name: t, written, ..
            } => {
                if let Some(n) = self.impl_fn_here(t, name) {
                    let r = n.child_by_field_name("return_type")?;
                    return Some(collapse_ws(&self.file.text(r)));
                }
                match self.type_module(at, written) {
                    Some(m) => (t, m),
                    // The owner written where its module does not resolve (a glob import): the
                    // target's module, as [`Ctx::method_return`] reads it.
                    None if self.is_method_target()
                        && (t == self.owner() || self.owner_alias(t)) =>
                    {
                        (t, self.ti.module_path())
                    }
                    None => return None,
                }
            }
            RType::Resolved {
                name: t,
                module: Some(m),
                ..
            } => (t, m.clone()),
            _ => return None,
        };
        if let Some((text, _)) = self.module_text_defining(&module, tname) {
            if let Some((_, _, after)) = impl_fn_sig(&text, tname, name) {
                return return_text(after).map(collapse_ws);
            }
        }
        let Root::Local(key) = &module.root else {
            return None;
        };
        crate_impl_fn_return(self.repo, key, tname, name)
            .as_ref()
            .clone()
    }

    /// `iter.collect::<B>()` on a std iterator ([`Ctx::std_iterator`]): B, the type
    /// `Iterator::collect::<B>` returns.
    fn collected_type(&self, g: Node, at: Node) -> RType {
        let (Some(f), Some(args)) = (
            g.child_by_field_name("function"),
            g.child_by_field_name("type_arguments"),
        ) else {
            return RType::Unknown;
        };
        let (Some(recv), Some(m)) = (
            f.child_by_field_name("value")
                .filter(|_| f.kind() == "field_expression"),
            f.child_by_field_name("field"),
        ) else {
            return RType::Unknown;
        };
        if self.file.text(m) != "collect" || args.named_child_count() != 1 {
            return RType::Unknown;
        }
        match args.named_child(0) {
            Some(b) if self.std_iterator(recv, 0) || self.crate_iterator(recv, at) => {
                self.type_of(b, at)
            }
            _ => RType::Unknown,
        }
    }

    /// Whether `recv` is provably a value of an iterator type declared by a crate of this
    /// repository (`a.intersection(&b)`, by the method's declared return type) whose `collect`
    /// can only be `Iterator::collect` ([`crate_iterator_collects`]). Method lookup tries the
    /// type by value first, where `Iterator::collect` (taking `self`) applies; an inherent
    /// `collect` there is ruled out, and another trait's `collect` applying at the same step
    /// would make the call ambiguous, a compile error.
    fn crate_iterator(&self, recv: Node, at: Node) -> bool {
        let (ty, _) = self.receiver_type(recv);
        let (tname, key) = match &ty {
            RType::Resolved {
                name,
                module:
                    Some(RPath {
                        root: Root::Local(k),
                        ..
                    }),
                ..
            } => (name, k.clone()),
            RType::Named { name, written, .. } => match self.type_module(at, written) {
                Some(RPath {
                    root: Root::Local(k),
                    ..
                }) => (name, k),
                _ => return false,
            },
            _ => return false,
        };
        *crate_iterator_collects(self.repo, &key, tname)
    }

    /// `self.m(..)` in an impl of this file for `X<A1, .., An>`, where `m` is the one fn of
    /// that name in the file's inherent impls of `X`, an `impl<..> X<B1, .., Bn>` over its own
    /// type parameters, declared to return exactly one of them, `Bk` (`fn nearest_point(&self,
    /// ..) -> P` in `impl<P> Line<P>`), and `Ak` is a type parameter at the call: `Ak`, with
    /// the bounds it has there. `self` is an `X<A1, .., An>`, so the impl's `Bk` is `Ak`. Method
    /// lookup reaches that inherent fn: the caller's `self` and the fn's take the receiver the
    /// same way (`&self` and `&self`, ..), so the fn applies at the first step, where an
    /// inherent method comes before any trait's; two inherent impls of `X` both giving `m` to
    /// the one `X<A1, .., An>` would be duplicate definitions, a compile error, and one for
    /// some other `X<..>` (`impl X<f32>`) does not apply to a type parameter. `None`: not shown.
    fn self_method_param_return(&self, recv: Node, m: &str) -> Option<RType> {
        let file = self.file;
        // The caller's fn (closures capture its `self`) and the impl around it.
        let mut caller_fn = None;
        let mut cur = recv.parent();
        while let Some(n) = cur {
            match n.kind() {
                "function_item" if caller_fn.is_none() => caller_fn = Some(n),
                "impl_item" => break,
                "trait_item" | "mod_item" | "source_file" => return None,
                _ => {}
            }
            cur = n.parent();
        }
        let (caller_fn, caller_impl) = (caller_fn?, cur?);
        /// How a fn takes its receiver (`&self`, `&mut self`, `self`), when its first
        /// parameter is `self` written so.
        fn receiver_form(f: Node) -> Option<String> {
            let ps = f.child_by_field_name("parameters")?;
            let mut c = ps.walk();
            let first = ps.named_children(&mut c).find(|p| !is_comment(*p))?;
            if first.kind() != "self_parameter" {
                return None;
            }
            let mut form = String::new();
            let mut c2 = first.walk();
            for k in first.children(&mut c2) {
                match k.kind() {
                    "&" => form.push('&'),
                    "mutable_specifier" if form.starts_with('&') => form.push_str("mut "),
                    "self" => form.push_str("self"),
                    _ => {}
                }
            }
            Some(form)
        }
        /// The base name and type arguments (lifetimes aside) of `X<..>`.
        fn args_of<'t>(file: &SourceFile, t: Node<'t>) -> Option<(String, Vec<Node<'t>>)> {
            if t.kind() != "generic_type" {
                return None;
            }
            let base = t.child_by_field_name("type")?;
            if base.kind() != "type_identifier" {
                return None;
            }
            let list = t.child_by_field_name("type_arguments")?;
            let mut c = list.walk();
            let args: Vec<Node<'t>> = list
                .named_children(&mut c)
                .filter(|a| a.kind() != "lifetime" && !is_comment(*a))
                .collect();
            Some((file.text(base).into_owned(), args))
        }
        let (x, caller_args) = args_of(file, caller_impl.child_by_field_name("type")?)?;
        let form = receiver_form(caller_fn)?;
        // The file's inherent fns `m` of `X`: exactly one.
        let mut found: Vec<Node<'a>> = Vec::new();
        walk_items(file, "impl", |n| {
            if n.kind() != "function_item"
                || n.child_by_field_name("name")
                    .map(|f| file.text(f))
                    .as_deref()
                    != Some(m)
            {
                return;
            }
            let imp = container(n).filter(|c| c.kind() == "impl_item");
            let inherent_of_x = imp.is_some_and(|c| {
                c.child_by_field_name("trait").is_none()
                    && c.child_by_field_name("type")
                        .and_then(|t| type_base(file, t))
                        .as_deref()
                        == Some(x.as_str())
            });
            if inherent_of_x {
                found.push(n);
            }
        });
        let [f] = found[..] else {
            return None;
        };
        if receiver_form(f)? != form {
            return None;
        }
        let ret = f
            .child_by_field_name("return_type")
            .filter(|r| r.kind() == "type_identifier")?;
        let ret = file.text(ret).into_owned();
        // A type parameter of the fn itself of that name would shadow the impl's.
        if f.child_by_field_name("type_parameters")
            .is_some_and(|tps| has_word(&file.text(tps), &ret))
        {
            return None;
        }
        let imp = container(f)?;
        let params = impl_type_params(file, imp);
        let (_, own_args) = args_of(file, imp.child_by_field_name("type")?)?;
        let own: Vec<String> = own_args
            .iter()
            .map(|a| file.text(*a).into_owned())
            .collect();
        // `X<B1, .., Bn>`: each argument a distinct type parameter of the impl.
        let distinct = own
            .iter()
            .enumerate()
            .all(|(i, a)| params.contains(a) && !own[..i].contains(a));
        if !distinct || own.len() != caller_args.len() {
            return None;
        }
        let k = own.iter().position(|a| *a == ret)?;
        let arg = caller_args[k];
        if arg.kind() != "type_identifier" {
            return None;
        }
        match self.type_of(arg, recv) {
            t @ RType::Abstract { .. } => Some(t),
            _ => None,
        }
    }

    /// `impl T { fn name(..) -> R }` in this file: R.
    fn impl_fn_return_here(&self, t: &str, name: &str) -> Option<RType> {
        let n = self.impl_fn_here(t, name)?;
        Some(
            n.child_by_field_name("return_type")
                .map(|r| self.declared_type(r, n))
                .unwrap_or(RType::Unknown),
        )
    }

    /// The first `fn name` of an `impl T` (or `impl Tr for T`) block of this file.
    fn impl_fn_here(&self, t: &str, name: &str) -> Option<Node<'a>> {
        let fns = self.impl_fns.get_or_init(|| {
            let mut map = std::collections::HashMap::new();
            walk_items(self.file, "impl", |n| {
                if n.kind() != "function_item" {
                    return;
                }
                let fname = n.child_by_field_name("name");
                let owner = container(n)
                    .filter(|c| c.kind() == "impl_item")
                    .and_then(|c| c.child_by_field_name("type"))
                    .and_then(|ty| type_base(self.file, ty));
                if let (Some(f), Some(o)) = (fname, owner) {
                    map.entry((o, self.file.text(f).into_owned())).or_insert(n);
                }
            });
            map
        });
        fns.get(&(t.to_string(), name.to_string())).copied()
    }

    /// The text of the file of `module` (a module of a crate of this repository), following
    /// one `pub use` re-export of `tname` when the module file does not declare it.
    fn module_text_defining(
        &self,
        module: &RPath,
        tname: &str,
    ) -> Option<(std::sync::Arc<str>, RPath)> {
        self.module_text_where(module, tname, |t| declares_type_text(t, tname))
    }

    /// [`Ctx::module_text_defining`] for an item `declares` finds in a module's text.
    fn module_text_where(
        &self,
        module: &RPath,
        tname: &str,
        declares: impl Fn(&str) -> bool,
    ) -> Option<(std::sync::Arc<str>, RPath)> {
        let Root::Local(key) = &module.root else {
            return None;
        };
        let read = |segs: &[String]| {
            module_files(key, segs)
                .iter()
                .find_map(|c| self.repo.read_shared(c))
        };
        let text = read(&module.segs)?;
        if declares(&text) {
            return Some((text, module.clone()));
        }
        // `pub use counter::Counter;` / `pub use self::counter::Counter;` / `pub use
        // crate::{counter::{Counter, ..}};`; failing those, the one module of the `pub use
        // types::*;` globs that declares it.
        let mut paths: Vec<(Vec<String>, bool)> = Vec::new();
        for stmt in pub_uses(&text) {
            let path = stmt.trim_start_matches("use").trim();
            if path.ends_with('*') && !path.contains('{') {
                let segs = path.split("::").map(|s| s.trim().to_string()).collect();
                paths.push((segs, true));
            } else {
                paths.extend(use_paths(path).into_iter().map(|segs| (segs, false)));
            }
        }
        let mut globbed = Vec::new();
        for (segs, glob) in &paths {
            let glob = *glob;
            let segs: Vec<&str> = segs.iter().map(String::as_str).collect();
            if !glob && segs.last() != Some(&tname) || segs.len() < 2 {
                continue;
            }
            let mut m = module.segs.clone();
            let mut rest = &segs[..segs.len() - 1];
            match rest.first() {
                Some(&"self") => rest = &rest[1..],
                Some(&"crate") => {
                    m.clear();
                    rest = &rest[1..];
                }
                Some(&"super") => {
                    m.pop();
                    rest = &rest[1..];
                }
                _ => {}
            }
            m.extend(rest.iter().map(|s| s.to_string()));
            let Some(t) = read(&m).filter(|t| declares(t)) else {
                continue;
            };
            let found = (
                t,
                RPath {
                    root: module.root.clone(),
                    segs: m,
                },
            );
            if !glob {
                return Some(found);
            }
            globbed.push(found);
        }
        match globbed.len() {
            1 => globbed.pop(),
            _ => None,
        }
    }

    /// A type written as a path in expression position (`Counter`, `crate::a::Counter`,
    /// `Vec::<u8>`, `Self`).
    fn type_of_path_node(&self, n: Node, at: Node) -> RType {
        let file = self.file;
        let shown = collapse_ws(&file.text(n));
        let written = path_segments(file, n);
        let Some(name) = written.last().cloned() else {
            return RType::Unknown;
        };
        if name == "Self" && written.len() == 1 {
            return match self.enclosing_self(at) {
                Some((ty, false)) => RType::Named {
                    written: vec![ty.clone()],
                    name: ty,
                    shown,
                },
                _ => RType::Unknown,
            };
        }
        if !name.starts_with(char::is_uppercase) {
            return RType::Unknown;
        }
        // `HM::new()` with `type HM = HashMap<i32, i32>;` in scope: the alias's type.
        if written.len() == 1 {
            if let Res::Item(item) = self.resolve(n, &name, false) {
                if item.kind() == "type_item" {
                    return self.aliased_type(item, at, &shown);
                }
            }
        }
        RType::Named {
            name,
            written,
            shown,
        }
    }

    /// The type the `type` alias `item` denotes, for a use at `at` written `shown`: what the
    /// alias's type denotes where the alias is declared (an alias of an alias is followed,
    /// [`MAX_ALIAS_DEPTH`] deep), as rustc reads an alias: a name for its type. Generic
    /// aliases too (`type FnvHashMap<K, V> = HashMap<K, V, S>;`): their arguments fill the
    /// type's, not its name; but a type that is one of the alias's own parameters (`type
    /// P<T> = Box<T>;`) is whatever the use fills in: unknown here.
    fn aliased_type(&self, item: Node, at: Node, shown: &str) -> RType {
        let Some(aliased) = item.child_by_field_name("type") else {
            return RType::Unknown;
        };
        let depth = self.alias_depth.get();
        if depth >= MAX_ALIAS_DEPTH {
            return RType::Unknown;
        }
        self.alias_depth.set(depth + 1);
        let ty = self.type_of(aliased, aliased);
        self.alias_depth.set(depth);
        let params = alias_params(self.file, item);
        let ty = match ty {
            RType::Named { name, .. } if params.contains(&name) => return RType::Unknown,
            RType::Named {
                name,
                written,
                shown: target,
            } => RType::Named {
                name,
                written,
                shown: format!("{shown} (= {target})"),
            },
            ty => ty,
        };
        self.seen_from(ty, aliased, at)
    }

    /// A type read from the type node `decl` (an alias's, a const's), for a use at `at`: a
    /// named type's path is resolved where the use is ([`Ctx::type_module`] on
    /// [`RType::Named`]), so it stays one when the path names the same module at both; else
    /// it is the type as resolved where it is written.
    fn seen_from(&self, ty: RType, decl: Node, at: Node) -> RType {
        match ty {
            RType::Named {
                name,
                written,
                shown,
            } => {
                let there = self.type_module(decl, &written);
                if there == self.type_module(at, &written) {
                    RType::Named {
                        name,
                        written,
                        shown,
                    }
                } else {
                    RType::Resolved {
                        name,
                        module: there,
                        shown,
                    }
                }
            }
            ty => ty,
        }
    }

    /// Bounds of a type parameter `name` declared by an enclosing fn, impl or trait; `None` when
    /// `name` is not a type parameter here.
    fn type_param(&self, at: Node, name: &str) -> Option<Vec<String>> {
        let file = self.file;
        let mut cur = Some(at);
        while let Some(n) = cur {
            if matches!(
                n.kind(),
                "function_item" | "impl_item" | "trait_item" | "function_signature_item"
            ) {
                if let Some(tps) = n.child_by_field_name("type_parameters") {
                    let mut cursor = tps.walk();
                    for tp in tps.named_children(&mut cursor) {
                        let tp_name = tp
                            .child_by_field_name("name")
                            .map(|x| file.text(x).into_owned());
                        if tp_name.as_deref() == Some(name) {
                            let mut bounds = Vec::new();
                            if let Some(b) = tp.child_by_field_name("bounds") {
                                walk(b, |x| {
                                    if x.kind() == "type_identifier" {
                                        bounds.push(file.text(x).into_owned());
                                    }
                                });
                            }
                            // `where T: Trait` clauses.
                            let mut c2 = n.walk();
                            for w in n.named_children(&mut c2) {
                                if w.kind() == "where_clause" {
                                    walk(w, |x| {
                                        if x.kind() == "type_identifier" && file.text(x) != name {
                                            bounds.push(file.text(x).into_owned());
                                        }
                                    });
                                }
                            }
                            return Some(bounds);
                        }
                    }
                }
            }
            cur = n.parent();
        }
        None
    }

    /// The type `Self` denotes at `at`: (impl type base name, false) or (trait name, true).
    fn enclosing_self(&self, at: Node) -> Option<(String, bool)> {
        let mut cur = at.parent();
        while let Some(n) = cur {
            match n.kind() {
                "impl_item" => {
                    return n
                        .child_by_field_name("type")
                        .and_then(|t| type_base(self.file, t))
                        .map(|t| (t, false));
                }
                "trait_item" => {
                    return n
                        .child_by_field_name("name")
                        .map(|t| (self.file.text(t).into_owned(), true));
                }
                _ => {}
            }
            cur = n.parent();
        }
        None
    }

    /// The type node of the `impl` around `at` when it is a reference, a raw pointer, a smart
    /// pointer of [`DEREF_WRAPPERS`] or a type parameter of the impl (`impl<'a, A: Tr> Tr for
    /// &'a A`, `impl Tr for Arc<dyn X>`): `self` is then typed by what it points to.
    fn self_type_node<'t>(&self, at: Node<'t>) -> Option<Node<'t>> {
        let mut cur = at.parent();
        while let Some(n) = cur {
            match n.kind() {
                "impl_item" => {
                    let t = n.child_by_field_name("type")?;
                    let pointer = match t.kind() {
                        "reference_type" | "pointer_type" => true,
                        "generic_type" => t
                            .child_by_field_name("type")
                            .and_then(|b| type_base(self.file, b))
                            .is_some_and(|b| DEREF_WRAPPERS.contains(&b.as_str())),
                        "type_identifier" => self.type_param(t, &self.file.text(t)).is_some(),
                        _ => false,
                    };
                    return pointer.then_some(t);
                }
                "trait_item" => return None,
                _ => {}
            }
            cur = n.parent();
        }
        None
    }

    /// Element `k` of the tuple type an `impl .. for (A, B)` around `at` is for.
    fn self_tuple<'t>(&self, at: Node<'t>, k: usize) -> Option<Node<'t>> {
        let mut cur = at.parent();
        while let Some(n) = cur {
            match n.kind() {
                "impl_item" => {
                    let t = n.child_by_field_name("type")?;
                    if t.kind() != "tuple_type" {
                        return None;
                    }
                    let mut cursor = t.walk();
                    let element = t.named_children(&mut cursor).nth(k);
                    return element;
                }
                "trait_item" => return None,
                _ => {}
            }
            cur = n.parent();
        }
        None
    }

    /// `traits` with the supertraits this file declares for them (`trait AcAutomaton:
    /// Automaton + Debug`), transitively.
    fn with_supertraits(&self, traits: &[String]) -> Vec<String> {
        let mut out = traits.to_vec();
        let mut i = 0;
        while i < out.len() && out.len() < 64 {
            let name = out[i].clone();
            module_items(self.file.tree.root_node(), |n| {
                if n.kind() != "trait_item"
                    || n.child_by_field_name("name")
                        .is_none_or(|x| self.file.text(x) != name.as_str())
                {
                    return;
                }
                if let Some(b) = n.child_by_field_name("bounds") {
                    walk(b, |x| {
                        let t = self.file.text(x);
                        if x.kind() == "type_identifier" && !out.iter().any(|o| *o == t) {
                            out.push(t.into_owned());
                        }
                    });
                }
            });
            i += 1;
        }
        out
    }

    /// For a trait-method target and a receiver of the named type `tname`: why the call
    /// reaches the trait's method — the file declaring `tname` implements the trait for it, and
    /// every `fn name` of that file inside an impl of `tname` is in such an impl (no inherent
    /// method, nor another trait's, of the name there). `None`: not shown.
    fn implements_here(&self, at: Node, tname: &str, written: &[String]) -> Option<String> {
        let tr = self.ti.trait_name.as_deref()?;
        if self.ti.name_in_other_trait {
            return None;
        }
        let (text, shown) = self.type_declaring_text(at, tname, written)?;
        let from = if shown == "here" {
            self.file.rel_path.clone()
        } else {
            shown.clone()
        };
        let name = self.name();
        let key = format!("rs:implements:{from}:{tname}:{tr}:{name}");
        let only = self
            .repo
            .memo(&key, || impl_only_of_trait(&text, tname, tr, name));
        only.then(|| format!("which implements {tr} ({shown})"))
    }

    /// [`Ctx::implements_here`] for a receiver of the type `tname` declared in module `m`
    /// (a declared return type read in another file: `Bytes::from_static(..)`), the module
    /// known instead of the path written at the call.
    fn implements_in(&self, m: &RPath, tname: &str) -> Option<String> {
        let tr = self.ti.trait_name.as_deref()?;
        let Root::Local(krate) = &m.root else {
            return None;
        };
        if self.ti.name_in_other_trait {
            return None;
        }
        let (text, at) = self.module_text_defining(m, tname)?;
        let shown = at.show();
        let name = self.name();
        let key = format!("rs:implements-in:{krate}:{shown}:{tname}:{tr}:{name}");
        let only = self
            .repo
            .memo(&key, || impl_only_of_trait(&text, tname, tr, name));
        only.then(|| format!("which implements {tr} ({shown})"))
    }

    /// The text of the file declaring the crate's type `tname` (written `written` where `at`
    /// is) and how to show it: this file ("here") or the module it was imported from.
    fn type_declaring_text(
        &self,
        at: Node,
        tname: &str,
        written: &[String],
    ) -> Option<(std::sync::Arc<str>, String)> {
        let here = std::str::from_utf8(&self.file.src).ok()?;
        if written.len() <= 1 && declares_type_text(here, tname) {
            return Some((here.into(), "here".to_string()));
        }
        let module = match written {
            [] => return None,
            _ => self.type_module(at, written)?,
        };
        let (text, m) = self.module_text_defining(&module, tname)?;
        Some((text, m.show()))
    }

    /// For a trait-method target and a receiver of the crate's type `tname`: why the call
    /// reaches an inherent method of `tname` instead — rustc's method probe tries a type's
    /// inherent methods before any trait's at each step, so `self.set_len(0)` on an
    /// `ArrayVec` whose `impl<T, const CAP: usize> ArrayVec<T, CAP>` declares `set_len` never
    /// calls `ArrayVecImpl::set_len`. Only an inherent impl that applies to every value of
    /// the type counts (no bound on its type parameters, no `where`, the type written with
    /// the impl's own parameters). `None`: not shown.
    fn inherent_first(&self, at: Node, tname: &str, written: &[String]) -> Option<String> {
        let (text, shown) = self.type_declaring_text(at, tname, written)?;
        let name = self.name();
        let from = if shown == "here" {
            self.file.rel_path.clone()
        } else {
            shown.clone()
        };
        let key = format!("rs:inherent-first:{from}:{tname}:{name}");
        let found = self
            .repo
            .memo(&key, || inherent_fn_for_every_value(&text, tname, name));
        found.then(|| format!("inherent {tname}::{name} ({shown}) comes before any trait's"))
    }

    /// Type of a field of the struct `owner` declared in this file.
    fn field_type(&self, owner: &str, field: &str, at: Node) -> RType {
        self.field_type_node(owner, field)
            .map(|t| self.type_of(t, at))
            .unwrap_or(RType::Unknown)
    }

    /// The type of field `field` of a struct of this crate that another file declares (the
    /// module `ty`'s path was imported from, or a declared return type's module): the field's
    /// declared type when it names, exactly, a type that file declares or imports by a
    /// `crate::`/`self::`/`super::` path (a struct's type parameter, a std or other crate's
    /// type, a tuple, slice or `dyn`: unknown).
    fn foreign_field_type(&self, ty: &RType, field: &str, at: Node) -> RType {
        let (tname, module) = match ty {
            RType::Named { name, written, .. } => match self.type_module(at, written) {
                Some(m) => (name, m),
                None => return RType::Unknown,
            },
            RType::Resolved {
                name,
                module: Some(m),
                ..
            } => (name, m.clone()),
            _ => return RType::Unknown,
        };
        if !matches!(module.root, Root::Local(_)) {
            return RType::Unknown;
        }
        let key = (module.show(), tname.clone(), field.to_string());
        if let Some(t) = self.foreign_fields.borrow().get(&key) {
            return t.clone();
        }
        let t = self
            .module_text_defining(&module, tname)
            .and_then(|(text, m)| {
                let (generics, decl) = struct_field_type_text(&text, tname, field)?;
                self.type_in_text(&text, &m, &decl, &generics)
            })
            .unwrap_or(RType::Unknown);
        self.foreign_fields.borrow_mut().insert(key, t.clone());
        t
    }

    /// A type written `decl` in `text`, the file of module `m` of this crate, where the
    /// generic parameters `generics` are in scope: the type it names exactly when that file
    /// declares it or imports it by a `crate::`/`self::`/`super::` path (a generic parameter,
    /// a std or other crate's type, a tuple, slice or `dyn`: `None`).
    fn type_in_text(&self, text: &str, m: &RPath, decl: &str, generics: &str) -> Option<RType> {
        let (prefix, base) = exact_type_text(decl)?;
        if has_word(generics, &base) {
            return None;
        }
        let resolved = |segs: Vec<String>| RType::Resolved {
            name: base.clone(),
            module: Some(RPath {
                root: m.root.clone(),
                segs,
            }),
            shown: decl.to_string(),
        };
        let segs = if !prefix.is_empty() {
            prefix
        } else if declares_type_text(text, &base) {
            return Some(resolved(m.segs.clone()));
        } else {
            let mut p = top_level_use_of(text, &base)?;
            p.pop();
            p
        };
        // `crate::`/`self::`/`super::` paths, or one through a `mod` the file
        // declares (`use self::core::X` reads `core::X`): a module of this crate.
        let mut at_m = m.segs.clone();
        let mut rest = &segs[..];
        match rest.first().map(String::as_str) {
            Some("crate") => {
                at_m.clear();
                rest = &rest[1..];
            }
            Some("self") => rest = &rest[1..],
            Some("super") => {
                while rest.first().map(String::as_str) == Some("super") {
                    at_m.pop()?;
                    rest = &rest[1..];
                }
            }
            Some(first) if has_decl(text, "mod", first) => {}
            _ => return None,
        }
        at_m.extend(rest.iter().cloned());
        Some(resolved(at_m))
    }

    /// Whether `m` is the module that declares the type the target's impl names by an import
    /// (`use crate::RoaringBitmap;` in `bitmap/serialization.rs`, the crate root re-exporting
    /// `bitmap::RoaringBitmap`): the import's module, followed through its `pub use`s.
    fn owner_declared_in(&self, m: &RPath) -> bool {
        let Some(segs) = &self.ti.owner_module else {
            return false;
        };
        let imported = RPath {
            root: Root::Local(self.ti.key.clone()),
            segs: segs.clone(),
        };
        m.root == imported.root
            && self
                .module_text_defining(&imported, self.owner())
                .is_some_and(|(_, declared)| declared == *m)
    }

    /// The value type `V` of a std `BTreeMap<K, V>` / `HashMap<K, V>` expression `m` (`&m`, a
    /// local or parameter declared so, a field declared so by a struct of this file or of
    /// another module of the crate); unknown for anything else, or when `V` is a generic
    /// parameter of the struct that declares the field.
    fn map_value(&self, m: Node, at: Node) -> RType {
        let file = self.file;
        match m.kind() {
            "reference_expression" | "parenthesized_expression" => {
                match m.child_by_field_name("value").or_else(|| m.named_child(0)) {
                    Some(i) if i.id() != m.id() && i.kind() != "mutable_specifier" => {
                        self.map_value(i, at)
                    }
                    _ => RType::Unknown,
                }
            }
            "identifier" => match self.local_type_node(m, &file.text(m)) {
                Some((t, false)) => self.map_value_of_node(t, None, at),
                _ => RType::Unknown,
            },
            "field_expression" => {
                let (Some(b), Some(f)) = (
                    m.child_by_field_name("value"),
                    m.child_by_field_name("field"),
                ) else {
                    return RType::Unknown;
                };
                let fname = file.text(f);
                let (bt, _) = self.receiver_type(b);
                if let RType::Named { name, .. } = &bt {
                    if let Some(t) = self.field_type_node(name, &fname) {
                        let owner = t.parent().and_then(|d| d.parent()).and_then(|l| l.parent());
                        return self.map_value_of_node(t, owner, at);
                    }
                }
                self.foreign_map_value(&bt, &fname, at)
            }
            _ => RType::Unknown,
        }
    }

    /// [`Ctx::map_value`] of a declared type node `t` (of a field of the struct item `owner`).
    fn map_value_of_node(&self, mut t: Node, owner: Option<Node>, at: Node) -> RType {
        let file = self.file;
        while matches!(t.kind(), "reference_type" | "pointer_type") {
            match t.child_by_field_name("type") {
                Some(i) => t = i,
                None => return RType::Unknown,
            }
        }
        let base = t
            .child_by_field_name("type")
            .filter(|_| t.kind() == "generic_type");
        let is_map = base.is_some_and(|b| {
            let text = file.text(b);
            let last = text.rsplit("::").next().unwrap_or("");
            STD_MAPS.contains(&last)
        });
        if !is_map || !self.is_std_collection(t) {
            return RType::Unknown;
        }
        let Some(args) = t.child_by_field_name("type_arguments") else {
            return RType::Unknown;
        };
        let mut c = args.walk();
        let types: Vec<Node> = args
            .named_children(&mut c)
            .filter(|a| a.kind() != "lifetime" && !is_comment(*a))
            .collect();
        let Some(v) = types.get(1) else {
            return RType::Unknown;
        };
        // A type parameter of the struct is whatever its value's type argument is.
        if let Some(params) = owner.and_then(|o| o.child_by_field_name("type_parameters")) {
            let params = file.text(params);
            let mut generic = false;
            walk(*v, |x| {
                if x.kind() == "type_identifier" && has_word(&params, &file.text(x)) {
                    generic = true;
                }
            });
            if generic {
                return RType::Unknown;
            }
        }
        self.type_of(*v, at)
    }

    /// [`Ctx::map_value`] of field `field` of a struct another module of the crate declares
    /// (see [`Ctx::foreign_field_type`]): the field is declared as a std map whose value type
    /// that module's file names exactly.
    fn foreign_map_value(&self, ty: &RType, field: &str, at: Node) -> RType {
        let (tname, module) = match ty {
            RType::Named { name, written, .. } => match self.type_module(at, written) {
                Some(m) => (name, m),
                None => return RType::Unknown,
            },
            RType::Resolved {
                name,
                module: Some(m),
                ..
            } => (name, m.clone()),
            _ => return RType::Unknown,
        };
        if !matches!(module.root, Root::Local(_)) {
            return RType::Unknown;
        }
        self.module_text_defining(&module, tname)
            .and_then(|(text, m)| {
                let (generics, decl) = struct_field_type_text(&text, tname, field)?;
                let value = std_map_value_text(&text, &decl)?;
                self.type_in_text(&text, &m, &value, &generics)
            })
            .unwrap_or(RType::Unknown)
    }

    /// The map expression whose entry `e` is: `m.entry(k)`, or a local `let e = m.entry(k);`.
    fn entry_map<'t>(&self, e: Node<'t>, depth: usize) -> Option<Node<'t>> {
        match e.kind() {
            "call_expression" => {
                let f = e
                    .child_by_field_name("function")
                    .filter(|f| f.kind() == "field_expression")?;
                let field = f.child_by_field_name("field")?;
                (self.file.text(field) == "entry")
                    .then(|| f.child_by_field_name("value"))
                    .flatten()
            }
            "identifier" if depth == 0 => {
                let Res::Local(_, Some(decl)) = self.resolve(e, &self.file.text(e), true) else {
                    return None;
                };
                if decl.kind() != "let_declaration"
                    || decl.child_by_field_name("type").is_some()
                    || !decl
                        .child_by_field_name("pattern")
                        .is_some_and(is_simple_binding)
                {
                    return None;
                }
                self.entry_map(decl.child_by_field_name("value")?, depth + 1)
            }
            _ => None,
        }
    }

    /// The value type of a std map a call gives an `Option` of: `m.get(k)`, `m.get_mut(k)`,
    /// `m.remove(k)` (unknown for any other call or receiver).
    fn map_option_value(&self, call: Node, at: Node) -> RType {
        let Some(f) = call
            .child_by_field_name("function")
            .filter(|f| call.kind() == "call_expression" && f.kind() == "field_expression")
        else {
            return RType::Unknown;
        };
        let method = f
            .child_by_field_name("field")
            .map(|x| self.file.text(x))
            .unwrap_or_default();
        match f.child_by_field_name("value") {
            Some(m) if MAP_VALUE_OPTIONS.contains(&method.as_ref()) => self.map_value(m, at),
            _ => RType::Unknown,
        }
    }

    /// The map whose `(key, value)` pairs the iterator expression `v` yields: `&m`, `&mut m`,
    /// `m.iter()`, `m.iter_mut()`, `m.range(..)`, `m.range_mut(..)`, adapters keeping the items
    /// (`.rev()`, `.filter(..)`), a local `let it = <one of those>;` (with `depth` 0).
    fn map_pairs<'t>(&self, v: Node<'t>, depth: usize) -> Option<Node<'t>> {
        match v.kind() {
            "reference_expression" => {
                let inner = v.child_by_field_name("value")?;
                matches!(inner.kind(), "identifier" | "field_expression").then_some(inner)
            }
            "call_expression" => {
                let f = v
                    .child_by_field_name("function")
                    .filter(|f| f.kind() == "field_expression")?;
                let method = self.file.text(f.child_by_field_name("field")?);
                let inner = f.child_by_field_name("value")?;
                if MAP_PAIRS.contains(&method.as_ref()) {
                    Some(inner)
                } else if ITEM_KEEPING_ADAPTERS.contains(&method.as_ref())
                    && inner.kind() == "call_expression"
                {
                    self.map_pairs(inner, depth)
                } else {
                    None
                }
            }
            "identifier" if depth == 0 => {
                let Res::Local(_, Some(decl)) = self.resolve(v, &self.file.text(v), true) else {
                    return None;
                };
                if decl.kind() != "let_declaration"
                    || decl.child_by_field_name("type").is_some()
                    || !decl
                        .child_by_field_name("pattern")
                        .is_some_and(is_simple_binding)
                {
                    return None;
                }
                let value = decl.child_by_field_name("value")?;
                // The local is the iterator: an identifier value would be the map itself.
                (value.kind() == "call_expression")
                    .then(|| self.map_pairs(value, depth + 1))
                    .flatten()
            }
            _ => None,
        }
    }

    /// The type `name` gets as the value half of a `(key, value)` pattern `p` (`(k, v)`,
    /// `(&k, v)`, `(_, mut v)`) matched against the pairs of the map `pairs` yields
    /// ([`Ctx::map_pairs`]); unknown otherwise.
    fn map_pair_value(&self, p: Node, name: &str, pairs: Node, at: Node) -> RType {
        let Some([_, v]) = pair_pattern(p) else {
            return RType::Unknown;
        };
        if !is_simple_binding(v) || !pattern_binds(self.file, v, name) {
            return RType::Unknown;
        }
        match self.map_pairs(pairs, 0) {
            Some(m) => self.map_value(m, at),
            None => RType::Unknown,
        }
    }

    /// The declared type of a field of the struct `owner` declared in this file.
    fn field_type_node(&self, owner: &str, field: &str) -> Option<Node<'a>> {
        let fields = self.fields.get_or_init(|| {
            let mut map: std::collections::HashMap<String, Vec<(String, Node<'a>)>> =
                std::collections::HashMap::new();
            walk_items(self.file, "struct", |n| {
                if n.kind() != "struct_item" {
                    return;
                }
                let Some(name) = n.child_by_field_name("name") else {
                    return;
                };
                let entry = map.entry(self.file.text(name).into_owned()).or_default();
                let tuple = n
                    .child_by_field_name("body")
                    .filter(|b| b.kind() == "ordered_field_declaration_list");
                if let Some(body) = tuple {
                    // `struct Packed(packed::Searcher);`: fields `0`, `1`, ..
                    let mut cursor = body.walk();
                    for (i, t) in body.children_by_field_name("type", &mut cursor).enumerate() {
                        entry.push((i.to_string(), t));
                    }
                } else if let Some(body) = n.child_by_field_name("body") {
                    let mut cursor = body.walk();
                    for f in body.named_children(&mut cursor) {
                        if f.kind() != "field_declaration" {
                            continue;
                        }
                        if let (Some(fname), Some(t)) =
                            (f.child_by_field_name("name"), f.child_by_field_name("type"))
                        {
                            entry.push((self.file.text(fname).into_owned(), t));
                        }
                    }
                }
            });
            map
        });
        // The first struct of that name declaring the field (as the walk found it before).
        fields
            .get(owner)
            .and_then(|fs| fs.iter().find(|(n, _)| n == field))
            .map(|(_, t)| *t)
    }

    /// The static type of a receiver expression, with a description of it.
    fn receiver_type(&self, recv: Node) -> (RType, String) {
        let file = self.file;
        let shown = collapse_ws(&file.text(recv));
        match recv.kind() {
            "self" => {
                // `impl Tr for &'a A` / `for Arc<dyn X>`: what the pointer reaches.
                if let Some(t) = self.self_type_node(recv) {
                    let ty = self.type_of(t, recv);
                    // `impl Tr for &'a [u8]`: a reference to an unnamed type is that type only
                    // for its own methods; the target's trait may be implemented for the
                    // reference itself, which `self` (`&Self`) reaches first.
                    if let (RType::Other(_), Some(imp)) = (&ty, self.implementor_of_ref(t)) {
                        return (RType::Other(imp), "self".into());
                    }
                    return (ty, "self".into());
                }
                match self.enclosing_self(recv) {
                    Some((ty, false)) => (
                        RType::Named {
                            written: vec![ty.clone()],
                            name: ty.clone(),
                            shown: ty,
                        },
                        "self".into(),
                    ),
                    Some((tr, true)) => (
                        RType::Abstract {
                            shown: format!("Self: {tr}"),
                            traits: vec![tr],
                        },
                        "self".into(),
                    ),
                    None => (RType::Unknown, "self".into()),
                }
            }
            "identifier" => {
                let name = file.text(recv).into_owned();
                match self.resolve(recv, &name, true) {
                    Res::Local(ty, _) => (ty, name),
                    // `let mut map = EMPTY_MAP;`: a const's (a static's) value has the type
                    // the item declares.
                    Res::Item(item) if matches!(item.kind(), "const_item" | "static_item") => {
                        match item.child_by_field_name("type") {
                            Some(t) => (self.seen_from(self.type_of(t, t), t, recv), name),
                            None => (RType::Unknown, name),
                        }
                    }
                    _ => (RType::Unknown, name),
                }
            }
            "field_expression" => {
                let base = recv.child_by_field_name("value");
                let field = recv.child_by_field_name("field");
                if let (Some(b), Some(f)) = (base, field) {
                    let fname = file.text(f);
                    // `self.0` in `impl<F: Tr> X for (F,)`: that element of the impl's tuple.
                    if b.kind() == "self" && f.kind() == "integer_literal" {
                        if let Some(t) = fname.parse().ok().and_then(|k| self.self_tuple(b, k)) {
                            return (self.type_of(t, recv), shown);
                        }
                    }
                    // `self.inner` / `x.inner`: a field of a struct declared in this file.
                    let (bt, _) = self.receiver_type(b);
                    if let RType::Named { name, .. } = &bt {
                        if self.field_type_node(name, &fname).is_some() {
                            return (self.field_type(name, &fname, recv), shown);
                        }
                    }
                    // `self.map.core`: a field of a struct another file of the crate declares.
                    return (self.foreign_field_type(&bt, &fname, recv), shown);
                }
                (RType::Unknown, shown)
            }
            "parenthesized_expression" | "reference_expression" | "unary_expression" => {
                let mut cursor = recv.walk();
                let inner = recv.named_children(&mut cursor).last();
                match inner {
                    Some(i) if i.id() != recv.id() && i.kind() != "mutable_specifier" => {
                        let (t, _) = self.receiver_type(i);
                        (t, shown)
                    }
                    _ => (RType::Unknown, shown),
                }
            }
            "call_expression" | "struct_expression" | "macro_invocation" | "binary_expression" => {
                (self.type_of_value(recv, recv), shown)
            }
            // `v[i]` of a declared slice, array or `Vec` (a range index is a slice again).
            "index_expression" => {
                let mut cursor = recv.walk();
                let mut parts = recv.named_children(&mut cursor);
                match (parts.next(), parts.next()) {
                    (Some(v), Some(i)) if i.kind() != "range_expression" => {
                        (self.indexed_value(v, recv), shown)
                    }
                    (Some(v), Some(_)) => (self.range_slice(v), shown),
                    _ => (RType::Unknown, shown),
                }
            }
            // `b"abc"` is a `&[u8; 3]` (reaching `&[u8]`'s trait methods by unsizing), `c"abc"` a
            // `&CStr`: neither is shown here.
            "string_literal" | "raw_string_literal" if shown.starts_with(['b', 'c']) => {
                (RType::Unknown, shown)
            }
            "string_literal" | "raw_string_literal" => (RType::Other("&str".into()), shown),
            "integer_literal" | "float_literal" | "boolean_literal" | "char_literal" => {
                (RType::Other(shown.clone()), shown)
            }
            _ => (RType::Unknown, shown),
        }
    }

    /// The slice `v[a..b]` (any range) is, for a `v` whose indexing is std's: `[u8]` of a byte
    /// string literal (`b"hello"[..]`, a `&[u8; 5]` indexed through its array), `[T]` of a
    /// value read as an array or slice type (`[T; N]`, `[T]`). Unknown otherwise: a type of
    /// the crate may index by ranges into anything (`impl Index<RangeTo<usize>> for
    /// UninitSlice`).
    fn range_slice(&self, v: Node) -> RType {
        let text = self.file.text(v);
        if matches!(v.kind(), "string_literal" | "raw_string_literal") && text.starts_with('b') {
            return RType::Other("[u8]".into());
        }
        match self.receiver_type(v).0 {
            RType::Other(t) if t.starts_with('[') && t.ends_with(']') => {
                let inner = &t[1..t.len() - 1];
                // `[T; N]`: the element is all before the top-level `;`.
                let mut depth = 0usize;
                let mut end = inner.len();
                for (i, c) in inner.char_indices() {
                    match c {
                        '[' | '(' | '<' => depth += 1,
                        ']' | ')' | '>' => depth = depth.saturating_sub(1),
                        ';' if depth == 0 => {
                            end = i;
                            break;
                        }
                        _ => {}
                    }
                }
                let elem = inner[..end].trim();
                if elem.is_empty() {
                    RType::Unknown
                } else {
                    RType::Other(format!("[{elem}]"))
                }
            }
            _ => RType::Unknown,
        }
    }

    // ---- method calls

    fn decide_unknown_receiver(&self, what: &str) -> (Binds, String) {
        let name = self.name();
        if self.is_method_target() {
            (Binds::Maybe, format!("type of {what} unknown"))
        } else {
            (
                Binds::No,
                format!("method call .{name}(..) cannot reach free fn {name}"),
            )
        }
    }

    fn decide_method(&self, recv: Node) -> (Binds, String) {
        let name = self.name();
        if !self.is_method_target() {
            return (
                Binds::No,
                format!(
                    "method call {}.{name}(..) cannot reach free fn {name}",
                    collapse_ws(&self.file.text(recv))
                ),
            );
        }
        let (ty, who) = self.receiver_type(recv);
        let generic = match &ty {
            RType::Abstract { shown, traits } => Some((shown.clone(), traits.clone())),
            _ => None,
        };
        let (binds, why) = self.judge_receiver(ty, &who, recv);
        if binds == Binds::Maybe {
            if let Some(why) = self.iterator_receiver(recv) {
                return (Binds::Yes, why);
            }
            if let Some((shown, traits)) = generic {
                if let Some(why) = self.blanket_bound_receiver(recv, &who, &shown, &traits) {
                    return (Binds::Yes, why);
                }
            }
        }
        (binds, why)
    }

    /// For a method of a trait the target's file implements for every implementor of its
    /// trait `X` ([`TargetInfo::blanket_bound`]: `impl<T> PointExt for T where T: Point {}`),
    /// taking `self`, `&self` or `&mut self`, and a receiver of a type parameter (or `impl`
    /// type) bound by `X`: why the call reaches the trait's method. Such a receiver has no
    /// inherent method; its bounds' methods come first in lookup, so every bound — in the
    /// parameter's declaration and in each `where` clause around the call — is `X` (its
    /// supertraits std's, none owning a method of the name, and no other trait of its file
    /// declaring one) or one of [`STD_BOUNDS_CLOSED`] with no method of the name: a
    /// `P: Point` cannot call `core::ops::Sub::sub` (no `Sub` bound), a primitive could but is
    /// no type parameter. The caller is in the target's crate, names `X` as a trait of that
    /// crate and has the trait in scope, and no other trait's method of the name may apply
    /// ([`Ctx::earlier_step_may_apply`]; one at the same step would make the call ambiguous,
    /// a compile error). `None`: not shown.
    fn blanket_bound_receiver(
        &self,
        recv: Node,
        who: &str,
        shown: &str,
        traits: &[String],
    ) -> Option<String> {
        let tr = self.ti.trait_name.as_deref()?;
        let x = self.ti.blanket_bound.as_deref()?;
        if !self.ti.in_trait || self.ti.name_in_other_trait || self.key != self.ti.key {
            return None;
        }
        if self.target.defs.is_empty()
            || !self.target.defs.iter().all(|d| self_receiver(&d.signature))
        {
            return None;
        }
        // The parameter as written (`P`, `&P`, `&mut P`), or an `impl X` type.
        let bare = shown.trim_start_matches('&').trim_start();
        let bare = bare.strip_prefix("mut ").unwrap_or(bare).trim();
        let mut bounds = traits.to_vec();
        if bare.chars().all(|c| c.is_alphanumeric() || c == '_') {
            bounds.extend(self.where_bounds(recv, bare)?);
        } else if !bare.starts_with("impl ") {
            return None;
        }
        let known = |t: &String| t == x || STD_BOUNDS_CLOSED.contains(&t.as_str());
        if !bounds.iter().any(|t| t == x) || !bounds.iter().all(known) {
            return None;
        }
        // `X` must be the target crate's trait, not one imported from elsewhere.
        if let Res::Use(p) = self.resolve(recv, x, false) {
            if !matches!(&p.root, Root::Local(k) if *k == self.ti.key) {
                return None;
            }
        }
        let scope = *self.blanket_scope.get_or_init(|| {
            let src = std::str::from_utf8(&self.file.src).unwrap_or("");
            let in_scope = self.file.rel_path == self.target.rel_path || has_word(src, tr);
            in_scope && !self.earlier_step_may_apply(src, tr)
        });
        if !scope {
            return None;
        }
        Some(format!(
            "receiver {who}: {shown}, bound by {x}, which {tr} is implemented for beside the trait"
        ))
    }

    /// The trait bounds the `where` clauses of the items around `at` put on the type
    /// parameter `param` (`where P: Point + Copy`), each bound's type names; `None` when a
    /// clause bounds a type built on it (`Vec<P>: Tr`, `P::Item: Tr`), which is not read.
    fn where_bounds(&self, at: Node, param: &str) -> Option<Vec<String>> {
        let file = self.file;
        let mut out = Vec::new();
        let mut cur = at.parent();
        while let Some(n) = cur {
            if matches!(
                n.kind(),
                "function_item" | "impl_item" | "trait_item" | "function_signature_item"
            ) {
                let mut c = n.walk();
                for w in n.named_children(&mut c) {
                    if w.kind() != "where_clause" {
                        continue;
                    }
                    let mut c2 = w.walk();
                    for pred in w.named_children(&mut c2) {
                        let Some(left) = pred.child_by_field_name("left") else {
                            continue;
                        };
                        let l = file.text(left);
                        if l == param {
                            if let Some(b) = pred.child_by_field_name("bounds") {
                                walk(b, |x| {
                                    if x.kind() == "type_identifier" {
                                        out.push(file.text(x).into_owned());
                                    }
                                });
                            }
                        } else if has_word(&l, param) {
                            return None;
                        }
                    }
                }
            }
            cur = n.parent();
        }
        Some(out)
    }

    /// For a method of a trait implemented for every iterator beside it (`impl<T> Itertools
    /// for T where T: Iterator + ?Sized {}`) taking `self`, `&self` or `&mut self`, and a
    /// receiver that is provably a std iterator ([`Ctx::std_iterator`]: `xs.iter().map(..)`,
    /// `(0..n)`): why the call reaches the trait's method — the caller has the trait in scope
    /// by name (it is the trait's file, or names the trait), and no std iterator type has a
    /// method of the name of its own. Method lookup tries the receiver's type by value, then
    /// `&T`, then `&mut T` (a std iterator derefs to nothing), and the trait's method applies
    /// at the step its receiver names; before it, an inherent method of that type or a std
    /// trait's method implemented for it could apply (none, by the std data: no owner of the
    /// name has a `next`), and any other trait's method applying at the same step would make
    /// the call ambiguous, a compile error (a Vec's or a slice's `dedup`/`join` is not
    /// reachable: an iterator is neither, nor derefs to one).
    /// `None`: not shown.
    fn iterator_receiver(&self, recv: Node) -> Option<String> {
        let tr = self.ti.trait_name.as_deref()?;
        if !self.ti.in_trait || !self.ti.for_every_iterator || self.ti.name_in_other_trait {
            return None;
        }
        if self.target.defs.is_empty()
            || !self.target.defs.iter().all(|d| self_receiver(&d.signature))
        {
            return None;
        }
        if self.std_iterator_has(self.name()) {
            return None;
        }
        let src = std::str::from_utf8(&self.file.src).unwrap_or("");
        let in_scope = self.file.rel_path == self.target.rel_path || has_word(src, tr);
        if !in_scope {
            return None;
        }
        if !self
            .target
            .defs
            .iter()
            .all(|d| by_value_receiver(&d.signature))
            && self.earlier_step_may_apply(src, tr)
        {
            return None;
        }
        let shown = collapse_ws(&self.file.text(recv));
        if self.std_iterator(recv, 0) {
            return Some(format!(
                "receiver {shown}: a std iterator, which {tr} is implemented for beside the trait"
            ));
        }
        let t = self.local_iterator(recv)?;
        Some(format!(
            "receiver {shown}: {t}, an iterator of this file, which {tr} is implemented for beside the trait"
        ))
    }

    /// For a trait method taking the receiver by reference (`&self`, `&mut self`) on a std
    /// iterator: whether another trait's method of the name might apply at an earlier step
    /// of method lookup (the iterator by value, or `&T` before `&mut T`) and so be called
    /// instead. Such a method is one of a std trait in scope (a prelude trait, or one the
    /// caller names), one of another trait the target's crate declares, or any fn of the
    /// name the caller's file declares (the trait's own file aside, where
    /// [`TargetInfo::name_in_other_trait`] already tells).
    fn earlier_step_may_apply(&self, src: &str, tr: &str) -> bool {
        let name = self.name();
        if let Some(mut owners) = super::stdlib::rust_method_owners(name) {
            let in_scope = |t: &str| STD_PRELUDE_TRAITS.contains(&t) || has_word(src, t);
            if owners.any(|o| o.strip_prefix("trait:").is_some_and(in_scope)) {
                return true;
            }
        }
        let declared = crate_traits_declaring(self.repo, &self.ti.key, name);
        if declared.iter().any(|t| t != tr) || self.ti.key.contains('#') {
            return true;
        }
        self.file.rel_path != self.target.rel_path && declares_method(self.file, name)
    }

    /// The type of `v` when it is an iterator type this file declares and implements
    /// `Iterator` for, and the file is the root of its crate (directly in `tests/`,
    /// `benches/` or `examples/`) declaring no module in another file: so every inherent
    /// impl of the type is in this file, and none has a fn of the target's name. `v` is a
    /// unit struct's name (`Panicking`), a local declared with the type (`a: Iter<u16>`), or
    /// `.clone()` of either (the type derives or implements `Clone`, and no other impl of it
    /// has a `clone`).
    fn local_iterator(&self, v: Node) -> Option<String> {
        let rel = self.file.rel_path.as_str();
        let (dir, file) = rel.split_once('/')?;
        if file.contains('/') || !matches!(dir, "tests" | "benches" | "examples") {
            return None;
        }
        let types = self
            .local_types
            .get_or_init(|| local_types(self.file))
            .as_ref()?;
        let t = self.local_iterator_type(v, types, 0)?;
        let facts = types.get(&t)?;
        (facts.iterator && !facts.inherent.iter().any(|f| f == self.name())).then_some(t)
    }

    /// The base name of `v`'s type for [`Ctx::local_iterator`]: a type declared at module
    /// level in this file.
    fn local_iterator_type(
        &self,
        v: Node,
        types: &std::collections::HashMap<String, LocalType>,
        depth: usize,
    ) -> Option<String> {
        if depth > 4 {
            return None;
        }
        let file = self.file;
        let declared = |t: &String| types.get(t).is_some_and(|f| f.declared);
        match v.kind() {
            "identifier" => {
                let name = file.text(v).into_owned();
                let t = match self.resolve(v, &name, true) {
                    Res::Item(item) if item.kind() == "struct_item" => name,
                    Res::Local(
                        RType::Named {
                            name: t, written, ..
                        },
                        _,
                    ) if written.len() == 1 => t,
                    _ => return None,
                };
                declared(&t).then_some(t)
            }
            "call_expression" => {
                let f = v
                    .child_by_field_name("function")
                    .filter(|f| f.kind() == "field_expression")?;
                let no_args = v
                    .child_by_field_name("arguments")
                    .is_some_and(|a| a.named_child_count() == 0);
                if !no_args
                    || f.child_by_field_name("field")
                        .is_none_or(|m| file.text(m) != "clone")
                {
                    return None;
                }
                let t =
                    self.local_iterator_type(f.child_by_field_name("value")?, types, depth + 1)?;
                let facts = types.get(&t)?;
                (facts.clone && !facts.other_clone).then_some(t)
            }
            _ => None,
        }
    }

    /// Whether a std type with a `next` (a std iterator type, by the std data) has a method
    /// `name` of its own (inherent, or of a trait impl of it).
    fn std_iterator_has(&self, name: &str) -> bool {
        let Some(owners) = super::stdlib::rust_method_owners(name) else {
            return false;
        };
        let nexts = self.std_nexts.get_or_init(|| {
            super::stdlib::rust_method_owners("next")
                .map(|o| o.filter(|o| !o.starts_with("trait:")).collect())
                .unwrap_or_default()
        });
        // No `next` data: every name counts as shadowed.
        nexts.is_empty()
            || owners
                .filter(|o| !o.starts_with("trait:"))
                .any(|o| nexts.contains(&o))
    }

    /// Whether the value `v` is provably an iterator of std: `(a..b)` with an integer or
    /// char literal bound, `.iter()`/`.iter_mut()`/`.into_iter()` of a std array, slice or
    /// `Vec` (declared so, or a `let` of an array literal or `vec![..]`), or one of the
    /// Iterator adaptors of [`ITERATOR_ADAPTERS`] called on such an iterator (no std
    /// iterator type has an inherent method of that name: the adaptor is Iterator's).
    fn std_iterator(&self, v: Node, depth: usize) -> bool {
        if depth > 16 {
            return false;
        }
        match v.kind() {
            "parenthesized_expression" => v
                .named_child(0)
                .is_some_and(|i| self.std_iterator(i, depth + 1)),
            "range_expression" => {
                let mut c = v.walk();
                let parts: Vec<Node> = v.children(&mut c).collect();
                // `..b` and `..` are no iterators; `a..`, `a..b`, `a..=b` are for integers and
                // chars, which a literal bound makes them.
                parts.first().is_some_and(|p| p.is_named())
                    && parts
                        .iter()
                        .any(|p| matches!(p.kind(), "integer_literal" | "char_literal"))
            }
            "call_expression" => {
                let Some(f) = v
                    .child_by_field_name("function")
                    .filter(|f| f.kind() == "field_expression")
                else {
                    return false;
                };
                let (Some(inner), Some(m)) = (
                    f.child_by_field_name("value"),
                    f.child_by_field_name("field"),
                ) else {
                    return false;
                };
                let m = self.file.text(m);
                let no_args = v
                    .child_by_field_name("arguments")
                    .is_some_and(|a| a.named_child_count() == 0);
                if matches!(m.as_ref(), "iter" | "iter_mut" | "into_iter") {
                    return no_args && self.std_collection(inner);
                }
                if !ITERATOR_ADAPTERS.contains(&m.as_ref()) {
                    return false;
                }
                !self.std_iterator_has(&m) && self.std_iterator(inner, depth + 1)
            }
            _ => false,
        }
    }

    /// Whether the value `v` is a std array, slice or `Vec`: a local declared so
    /// ([`Ctx::is_std_collection`]), or a `let` of an array literal or of `vec![..]`.
    fn std_collection(&self, v: Node) -> bool {
        match v.kind() {
            "reference_expression" | "parenthesized_expression" => {
                match v.child_by_field_name("value").or_else(|| v.named_child(0)) {
                    Some(i) if i.id() != v.id() && i.kind() != "mutable_specifier" => {
                        self.std_collection(i)
                    }
                    _ => false,
                }
            }
            "identifier" => {
                let name = self.file.text(v);
                if let Some((t, false)) = self.local_type_node(v, &name) {
                    return element_type_node(self.file, t).is_some() && self.is_std_collection(t);
                }
                let Res::Local(_, Some(decl)) = self.resolve(v, &name, true) else {
                    return false;
                };
                let simple = decl.kind() == "let_declaration"
                    && decl.child_by_field_name("type").is_none()
                    && decl
                        .child_by_field_name("pattern")
                        .is_some_and(is_simple_binding);
                simple
                    && decl
                        .child_by_field_name("value")
                        .is_some_and(|x| match x.kind() {
                            "array_expression" => true,
                            "macro_invocation" => x
                                .child_by_field_name("macro")
                                .is_some_and(|m| self.file.text(m) == "vec"),
                            _ => false,
                        })
            }
            _ => false,
        }
    }

    /// A method call on a receiver `who` of type `ty`; a type written by name is resolved
    /// where `at` is.
    fn judge_receiver(&self, ty: RType, who: &str, at: Node) -> (Binds, String) {
        let name = self.name();
        let owner = self.owner();
        match ty {
            RType::Named {
                name: tname,
                written,
                shown,
            } => {
                if self.ti.in_trait {
                    if tname == owner {
                        return (Binds::Yes, format!("receiver {who}: {shown}"));
                    }
                    if let Some(how) = self.implemented_for(&tname, &shown, true) {
                        return (Binds::Yes, format!("receiver {who}: {shown}, {how}"));
                    }
                    if let Some(how) = self.implements_here(at, &tname, &written) {
                        return (Binds::Yes, format!("receiver {who}: {shown}, {how}"));
                    }
                    let module = self.type_module(at, &written);
                    if let Some(how) = module.and_then(|m| self.implemented_beside(&tname, &m, at))
                    {
                        return (Binds::Yes, format!("receiver {who}: {shown}, {how}"));
                    }
                    if let Some(how) = self.deref_implementor(&tname) {
                        return (Binds::Yes, format!("receiver {who}: {shown}, {how}"));
                    }
                    if let Some(why) = self.inherent_first(at, &tname, &written) {
                        return (Binds::No, format!("receiver {who}: {shown}: {why}"));
                    }
                    return (
                        Binds::Maybe,
                        format!("receiver {who}: {shown}, which may implement {owner}"),
                    );
                }
                let alias = self.owner_alias(&tname);
                if tname != owner && !alias && self.derefs_to(&tname, owner) {
                    return (
                        Binds::Maybe,
                        format!("receiver {who}: {shown}, which derefs to {owner}"),
                    );
                }
                if tname != owner && !alias {
                    return (
                        Binds::No,
                        format!(
                            "receiver {who}: {shown}: calls {tname}::{name}, not {owner}::{name}"
                        ),
                    );
                }
                let shown = if alias {
                    format!("{shown} (an alias of {owner})")
                } else {
                    shown
                };
                // Same base name (or an alias of the owner declared beside its impl): check
                // the module the type was imported from, when written.
                match self.type_module(at, &written) {
                    Some(m) if !self.ti.is_owner_module(&m) => {
                        match self.reexport(&m, &tname, false) {
                            Binds::Yes => (
                                Binds::Yes,
                                format!("receiver {who}: {shown}, re-exported by {}", m.show()),
                            ),
                            Binds::Maybe => (
                                Binds::Maybe,
                                format!(
                                    "receiver {who}: {shown} from {}, which may re-export {owner}",
                                    m.show()
                                ),
                            ),
                            Binds::No => (
                                Binds::No,
                                format!("receiver {who}: {shown} is {}::{tname}", m.show()),
                            ),
                        }
                    }
                    _ => (Binds::Yes, format!("receiver {who}: {shown}")),
                }
            }
            RType::Resolved {
                name: tname,
                module,
                shown,
            } => {
                let how = format!("receiver {who}: {shown} (a declared return type)");
                if self.ti.in_trait {
                    if tname == owner {
                        return (Binds::Yes, how);
                    }
                    let beside = module.as_ref().and_then(|m| {
                        self.implemented_beside(&tname, m, at)
                            .or_else(|| self.implements_in(m, &tname))
                    });
                    return match beside {
                        Some(why) => (Binds::Yes, format!("{how}, {why}")),
                        None => (Binds::Maybe, format!("{how}, which may implement {owner}")),
                    };
                }
                let alias = self.owner_alias(&tname);
                if tname != owner && !alias && self.derefs_to(&tname, owner) {
                    return (Binds::Maybe, format!("{how}, which derefs to {owner}"));
                }
                if tname != owner && !alias {
                    return (
                        Binds::No,
                        format!("{how}: calls {tname}::{name}, not {owner}::{name}"),
                    );
                }
                match module {
                    Some(m) if self.ti.is_owner_module(&m) || self.owner_declared_in(&m) => {
                        (Binds::Yes, how)
                    }
                    Some(m) => match self.reexport(&m, &tname, false) {
                        Binds::Yes => (Binds::Yes, how),
                        Binds::Maybe => (Binds::Maybe, format!("{how} from {}", m.show())),
                        Binds::No => (Binds::No, format!("{how} is {}::{tname}", m.show())),
                    },
                    None => (Binds::Maybe, format!("{how}; its module is unknown")),
                }
            }
            RType::Abstract { shown, traits } => {
                self.judge_abstract(&format!("receiver {who}"), &shown, &traits, at)
            }
            RType::Other(shown) if self.ti.in_trait && self.ti.implementors.contains(&shown) => {
                match self.implemented_for(&shown, &shown, false) {
                    Some(how) => (Binds::Yes, format!("receiver {who}: {shown}, {how}")),
                    None => (
                        Binds::Maybe,
                        format!("receiver {who}: {shown}, which implements {owner}"),
                    ),
                }
            }
            // `b: &[u8]` reads as `[u8]`: `impl Tr for &[u8]` is reached by the reference
            // itself or by auto-ref.
            RType::Other(shown) if self.ref_implementor(&shown).is_some() => {
                let imp = self.ref_implementor(&shown).unwrap_or_default();
                match self.implemented_for(&imp, &imp, false) {
                    Some(how) => (Binds::Yes, format!("receiver {who}: {imp}, {how}")),
                    None => (
                        Binds::Maybe,
                        format!(
                            "receiver {who}: {shown}, whose reference {imp} implements {owner}"
                        ),
                    ),
                }
            }
            RType::Other(shown) => (Binds::No, format!("receiver {who}: {shown}, not {owner}")),
            RType::Unknown => (Binds::Maybe, format!("type of receiver {who} unknown")),
        }
    }

    /// For a trait-method target and a receiver read as the unnamed type `shown` (`[u8]`, `str`:
    /// a value typed `&[u8]` reads so): the implementor `&shown` or `&mut shown` of the
    /// target's trait that the trait's file names exactly (lifetimes aside; not a blanket
    /// `&mut T`, which needs `T` to implement the trait).
    fn ref_implementor(&self, shown: &str) -> Option<String> {
        if !self.ti.in_trait || self.ti.implementors.iter().any(|t| t == shown) {
            return None;
        }
        let bare: String = shown.chars().filter(|c| !c.is_whitespace()).collect();
        if bare.starts_with('&') || bare.is_empty() {
            return None;
        }
        let at = self.ti.implementor_shapes.iter().position(|p| {
            let p: String = p.chars().filter(|c| !c.is_whitespace()).collect();
            !p.contains('#')
                && (p.strip_prefix('&') == Some(bare.as_str())
                    || p.strip_prefix("&mut") == Some(bare.as_str()))
        })?;
        self.ti.implementors.get(at).cloned()
    }

    /// For a trait-method target and the reference type `t` (`&'a [u8]`) of an impl around a
    /// `self`: the implementor of the target's trait (as the trait's file writes it) that `t`
    /// is one of, lifetimes aside (`&'a [T]` for any `T`).
    fn implementor_of_ref(&self, t: Node) -> Option<String> {
        if !self.ti.in_trait || t.kind() != "reference_type" {
            return None;
        }
        let shape = type_shape(self.file, t, &[]);
        let at = self
            .ti
            .implementor_shapes
            .iter()
            .position(|p| p.starts_with('&') && shape_matches(p, &shape))?;
        self.ti.implementors.get(at).cloned()
    }

    /// For a trait-method target and a receiver of the crate's own type `tname` declared in
    /// module `m` (or re-exported there): why the call reaches the trait's method — the
    /// trait's file implements the trait for that very type (`impl<K, V, S> MutableKeys for
    /// IndexMap<K, V, S>` beside `trait MutableKeys`, the name resolved by that file's `use`),
    /// the caller names the trait (or glob-imports its module: [`Ctx::globs_target_module`]),
    /// no std trait has a method of the name, and no other fn of the name in the crate can be
    /// the type's ([`only_trait_gives`]: no inherent one, none of another trait implemented for
    /// it or for any type). `None`: not shown.
    fn implemented_beside(&self, tname: &str, m: &RPath, at: Node) -> Option<String> {
        let tr = self.ti.trait_name.as_deref()?;
        if self.ti.name_in_other_trait || !matches!(m.root, Root::Local(_)) {
            return None;
        }
        // The trait's file is read at the top of its module (not an inline `mod`).
        let (key, file_mod) = file_module(&self.target.rel_path);
        if key != self.ti.key || file_mod != self.ti.module {
            return None;
        }
        let bases: Vec<&String> = self
            .ti
            .implementors
            .iter()
            .filter(|t| exact_type_text(t).is_some_and(|(_, b)| b == tname))
            .collect();
        if bases.is_empty() {
            return None;
        }
        if let Some(mut owners) = super::stdlib::rust_method_owners(self.name()) {
            if owners.any(|o| self.std_trait_may_apply(o)) {
                return None;
            }
        }
        let in_scope = self.file.rel_path == self.target.rel_path
            || {
                let src = std::str::from_utf8(&self.file.src).unwrap_or("");
                has_word(src, tr)
            }
            || self.globs_target_module(at, tr);
        if !in_scope {
            return None;
        }
        // Both the receiver's module and the implementor's, followed to the module declaring
        // the type.
        let declaring = |m: &RPath| self.module_text_defining(m, tname).map(|(_, d)| d);
        let here = declaring(m)?;
        let text = self.repo.read_shared(&self.target.rel_path)?;
        let trait_mod = self.ti.module_path();
        let same = bases.iter().any(|t| {
            matches!(
                self.type_in_text(&text, &trait_mod, t, ""),
                Some(RType::Resolved { module: Some(im), .. }) if declaring(&im).as_ref() == Some(&here)
            )
        });
        if !same {
            return None;
        }
        let name = self.name();
        let key = format!("rs:only-trait:{}:{tname}:{tr}:{name}", self.ti.key);
        let only = self.repo.memo(&key, || {
            only_trait_gives(self.repo, &self.ti.key, tname, tr, name)
        });
        only.then(|| format!("which {tr} is implemented for beside the trait"))
    }

    /// For an owner `o` of a method name in the std data ([`super::stdlib::rust_method_owners`]):
    /// whether it is a std trait (`trait:Read`) whose method this file could call. A trait's
    /// method is called only where the trait is in scope: a trait of the prelude always is;
    /// another only by a `use` naming it (or its path written out, or `use .. as _`), so only
    /// in a file that spells its name as a word — or through a glob import, which may bring
    /// it in unnamed (`use std::io::prelude::*;`, `use super::*;`). `advance` of std's
    /// private `ByteSlice` is no method of a `&[u8]` in a file that never names it.
    fn std_trait_may_apply(&self, o: &str) -> bool {
        let Some(tr) = o.strip_prefix("trait:") else {
            return false;
        };
        if PRELUDE_TRAITS.contains(&tr) {
            return true;
        }
        let src = std::str::from_utf8(&self.file.src).unwrap_or("");
        has_word(src, tr)
            || *self.has_glob.get_or_init(|| {
                // Every glob is written `::*` or as a `*` of a use list (`{*`, `, *`).
                let globby = ["::*", "{*", "{ *", ",*", ", *"]
                    .iter()
                    .any(|g| memchr::memmem::find(&self.file.src, g.as_bytes()).is_some());
                if !globby {
                    return false;
                }
                let mut found = false;
                walk_pruned(self.file.tree.root_node(), |n| {
                    if n.kind() == "use_wildcard" {
                        found = true;
                    }
                    !found
                });
                found
            })
    }

    /// For a trait-method target and a receiver of a std type (`Vec<u8>`, `[u8]`, `String`,
    /// `str`) that the trait's own file implements the trait for: why the call reaches the
    /// trait's method — when the caller has the trait in scope by name (it is the trait's file,
    /// or names the trait), no other trait of that file declares the name, and no std method of
    /// the name is reachable from the type (an inherent method of it or of what it derefs to,
    /// or any std trait's method). `None`: not shown.
    fn implemented_for(&self, base: &str, shown: &str, named: bool) -> Option<String> {
        let tr = self.ti.trait_name.as_deref()?;
        let implemented = if named {
            self.ti
                .implementors
                .iter()
                .any(|t| t.split(['<', ' ']).next() == Some(base) && !t.starts_with('['))
        } else {
            self.ti.implementors.iter().any(|t| t == shown)
        };
        if !implemented || self.ti.name_in_other_trait {
            return None;
        }
        // The std types whose methods are known: what each reaches by auto-deref (`Vec<T>`
        // derefs to `[T]`, `String` to `str`, `&'a [T]` to `[T]`); `?` stands for std's impls
        // of unnamed types.
        let base = if named { base } else { pointee(base) };
        // `[]` stands for std's impls of slices (and references to them), `?` for those of
        // other unnamed types (an array also reaches its slice's by unsizing).
        let reach: &[&str] = match (named, base) {
            (true, "Vec") => &["Vec", "[]"],
            (true, "String") => &["String", "str"],
            (false, s) if s.starts_with('[') && s.contains(';') => &["?", "[]"],
            (false, s) if s.starts_with('[') => &["[]"],
            (false, "str") => &["str"],
            _ => return None,
        };
        if let Some(mut owners) = super::stdlib::rust_method_owners(self.name()) {
            if owners.any(|o| {
                reach.contains(&o) || self.std_trait_may_apply(o) && !not_an_iterator(o, reach)
            }) {
                return None;
            }
        }
        let in_scope = self.file.rel_path == self.target.rel_path || {
            let finder = memchr::memmem::Finder::new(tr.as_bytes());
            let src = &self.file.src;
            finder.find_iter(src).any(|i| {
                let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
                let starts_word = i == 0 || !ident(src[i - 1]);
                starts_word && !src.get(i + tr.len()).is_some_and(|b| ident(*b))
            })
        };
        in_scope.then(|| format!("which {tr} is implemented for beside the trait"))
    }

    /// For a trait-method target and a receiver of the target crate's type `tname` that
    /// derefs (`impl Deref for BStr { type Target = [u8]; }`) to a std type the trait's file
    /// implements the trait for ([`Ctx::implemented_for`]): why the call reaches the trait's
    /// method through that deref — for a caller in that crate, when no other fn of the name is
    /// declared anywhere in the crate, so `tname` has no method of its own by that name.
    /// `None`: not shown.
    fn deref_implementor(&self, tname: &str) -> Option<String> {
        // Another crate may give `tname` a method of the name by a trait of its own.
        if self.key != self.ti.key {
            return None;
        }
        let pairs = self
            .derefs
            .get_or_init(|| crate_derefs(self.repo, &self.ti.key));
        let (_, to) = pairs
            .iter()
            .find(|(a, b)| a == tname && self.ti.implementors.iter().any(|t| t == b))?;
        let how = self.implemented_for(to, to, false)?;
        let declared = crate_fn_count(self.repo, &self.ti.key, self.name());
        (*declared == self.target.defs.len()).then(|| format!("which derefs to {to}, {how}"))
    }

    /// A receiver (or `T::` qualifier) of a generic, `impl Trait` or `dyn Trait` type.
    fn judge_abstract(
        &self,
        who: &str,
        shown: &str,
        traits: &[String],
        at: Node,
    ) -> (Binds, String) {
        let name = self.name();
        let owner = self.owner();
        let tr = self.ti.trait_name.as_deref();
        if let Some(other) = tr
            .filter(|t| traits.iter().any(|x| x == t))
            .and_then(|t| self.other_trait_named(at, t))
        {
            return (
                Binds::No,
                format!("{who}: {shown}: bound by {other}, not the target's trait"),
            );
        }
        // Supertraits are looked up only for a trait-method target the bounds do not name.
        let supers;
        let traits = match tr {
            Some(t) if !traits.iter().any(|x| x == t) => {
                supers = self.with_supertraits(traits);
                &supers
            }
            _ => traits,
        };
        if let Some(tr) = tr.filter(|t| traits.iter().any(|x| x == t)) {
            if self.ti.in_trait {
                (Binds::Yes, format!("{who}: {shown}, bound by {tr}"))
            } else {
                (
                    Binds::Maybe,
                    format!("{who}: {shown}: any implementor of {tr}"),
                )
            }
        } else if self.ti.located && tr.is_none() {
            (
                Binds::No,
                format!(
                    "{who}: {shown}: inherent {owner}::{name} is not reachable through a generic"
                ),
            )
        } else {
            (Binds::Maybe, format!("{who}: {shown}"))
        }
    }

    /// When the bare name `tr` (the target's trait's name, written as a bound) resolves at
    /// `at` to a trait declared in this file outside the target's module — another trait of
    /// that name, as rustc resolves a bound written by its bare name — that trait's path
    /// (`sorted_linked_list::Kind` beside `binary_heap::Kind`). `None` when the name means
    /// the target's trait or cannot be told, and when the file also writes the name behind a
    /// path (`a::Kind`), since a bound may be written that way.
    fn other_trait_named(&self, at: Node, tr: &str) -> Option<String> {
        let Res::Item(item) = self.resolve(at, tr, false) else {
            return None;
        };
        if item.kind() != "trait_item" {
            return None;
        }
        let m = RPath {
            root: Root::Local(self.key.clone()),
            segs: self.module_at(item),
        };
        if self.ti.is_owner_module(&m) {
            return None;
        }
        let text = &self.file.src;
        let pathed = format!("::{tr}");
        let written_by_path = text.windows(pathed.len()).enumerate().any(|(i, w)| {
            w == pathed.as_bytes()
                && !text
                    .get(i + pathed.len())
                    .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
        });
        (!written_by_path).then(|| {
            let mut segs = m.segs.clone();
            segs.push(tr.to_string());
            segs.join("::")
        })
    }

    /// The module a written type path resolves to, when it can be told.
    fn type_module(&self, at: Node, written: &[String]) -> Option<RPath> {
        if written.is_empty() {
            return None;
        }
        if written.len() == 1 {
            let name = &written[0];
            return match self.resolve(at, name, false) {
                Res::Use(p) => Some(RPath {
                    root: p.root,
                    segs: p.segs[..p.segs.len().saturating_sub(1)].to_vec(),
                }),
                Res::Item(item) => Some(RPath {
                    root: Root::Local(self.key.clone()),
                    segs: self.module_at(item),
                }),
                // Brought in by a glob of the module around `at` (`use super::*;` in an inline
                // `mod serialize`): the module of the one item the globs agree on, as rustc
                // resolves it ([`Ctx::glob_provides`]). Unknown when none or two do.
                Res::Unresolved(globs) if !globs.is_empty() => {
                    match self.glob_provides(&globs, name, &self.module_at(at), true, 0) {
                        GlobHit::Found(p) => Some(RPath {
                            root: p.root,
                            segs: p.segs[..p.segs.len().saturating_sub(1)].to_vec(),
                        }),
                        GlobHit::Unknown | GlobHit::Absent => None,
                    }
                }
                _ => None,
            };
        }
        let p = self.absolutize(at, written)?;
        Some(RPath {
            root: p.root,
            segs: p.segs[..p.segs.len().saturating_sub(1)].to_vec(),
        })
    }

    // ---- macros

    /// `self.name(..)` / `x.name(..)` in the body of a one-rule `macro_rules!` whose receiver
    /// is typed by a macro parameter only: `self` in `impl .. for $t { .. }`, or a parameter
    /// `x: &$t` of the fn around the call (not bound again in its body). Each invocation of
    /// the macro in this file after its definition writes `$t`; when one writes a type (a
    /// name, behind `&`/`&'a`/`&mut`) a receiver of which binds the target, that expansion
    /// calls it: the call is judged as that one. `None` (judged as before: the type unknown)
    /// otherwise — other expansions, or invocations in other files, prove nothing.
    fn decide_macro_receiver(&self, recv: Node) -> Option<(Binds, String)> {
        if !self.is_method_target() {
            return None;
        }
        let file = self.file;
        let mut rule = recv.parent()?;
        while rule.kind() == "token_tree" {
            rule = rule.parent()?;
        }
        let def = rule.parent().filter(|_| rule.kind() == "macro_rule")?;
        // The receiver is the body's own `self` or parameter: what the code around the
        // definition binds does not reach it.
        if def.kind() != "macro_definition" {
            return None;
        }
        let var = macro_receiver_var(file, recv)?;
        let key = (def.id(), var, file.text(recv).into_owned());
        if let Some(v) = self.macro_verdicts.borrow().get(&key) {
            return v.clone();
        }
        let v = self.judge_macro_invocations(def, rule, &key.1, &key.2);
        self.macro_verdicts.borrow_mut().insert(key, v.clone());
        v
    }

    /// [`Ctx::decide_macro_receiver`] for the receiver `who` typed `$var` in the one rule
    /// `rule` of the macro `def`.
    fn judge_macro_invocations(
        &self,
        def: Node,
        rule: Node,
        var: &str,
        who: &str,
    ) -> Option<(Binds, String)> {
        let file = self.file;
        let mut cursor = def.walk();
        if def
            .named_children(&mut cursor)
            .filter(|r| r.kind() == "macro_rule")
            .count()
            != 1
        {
            return None;
        }
        let macro_name = file.text(def.child_by_field_name("name")?).into_owned();
        let params = macro_params(file, rule.child_by_field_name("left")?)?;
        let at = params.iter().position(|p| *p == var)?;
        // A macro_rules! is in scope after its definition, in the module that holds it.
        let scope = def.parent()?;
        let inside =
            |n: &Node| n.start_byte() >= def.end_byte() && n.end_byte() <= scope.end_byte();
        // The invocations and later definitions are found by their text (`name!`), not by a
        // walk of the file: a mention in a comment only makes the answer `None`.
        let after = &file.src[def.end_byte()..scope.end_byte()];
        let bang = format!("{macro_name}!");
        let mut invocations = Vec::new();
        for at in memchr::memmem::find_iter(after, bang.as_bytes()) {
            let at = def.end_byte() + at;
            if at > 0 && (file.src[at - 1].is_ascii_alphanumeric() || file.src[at - 1] == b'_') {
                continue;
            }
            let mut n = file
                .tree
                .root_node()
                .descendant_for_byte_range(at, at + macro_name.len())?;
            while n.kind() != "macro_invocation" {
                match n.parent() {
                    Some(p) if p.start_byte() == at => n = p,
                    _ => return None,
                }
            }
            invocations.push(n);
        }
        let redefined = memchr::memmem::find_iter(after, b"macro_rules!").any(|at| {
            let rest = &after[at + "macro_rules!".len()..];
            let name = rest.trim_ascii_start();
            name.starts_with(macro_name.as_bytes())
                && !name
                    .get(macro_name.len())
                    .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
        });
        if redefined {
            return None;
        }
        // Only a type of the target's own name can give a method of an inherent impl.
        let owner = self.owner();
        for n in invocations.iter().filter(|n| inside(n)) {
            let named = n
                .child_by_field_name("macro")
                .is_some_and(|m| m.kind() == "identifier" && file.text(m) == macro_name);
            let args = {
                let mut c = n.walk();
                let tt = n.named_children(&mut c).find(|k| k.kind() == "token_tree");
                tt
            };
            let (true, Some(tt)) = (named, args) else {
                continue;
            };
            let groups = token_groups(file, tt);
            if groups.len() != params.len() {
                continue;
            }
            if let Some((ty, ident)) = named_type(file, &groups[at]) {
                if !self.ti.in_trait && matches!(&ty, RType::Named { name, .. } if name != owner) {
                    continue;
                }
                let (b, r) = self.judge_receiver(ty, who, ident);
                if b == Binds::Yes {
                    let shown = collapse_ws(&file.text(*n));
                    return Some((
                        Binds::Yes,
                        format!("{r}, as {var} in {shown} (line {})", line_of(*n)),
                    ));
                }
            }
        }
        None
    }

    /// The calls of a `macro_rules!` body the token scan left unbound (`in_bodies`: index in
    /// `out`, byte of the name), judged again on the file with those macro definitions read
    /// as code ([`macro_bodies_as_code`]): a receiver the body itself binds (`let mut b =
    /// Builder::new(); b.m().name(..)`) is typed like any other. Only a `yes` is taken: a
    /// metavariable reads as an unknown name, so nothing the invocations pass is claimed.
    fn rejudge_in_bodies(&self, out: &mut [Call], in_bodies: &[(usize, usize)]) {
        let bytes: Vec<usize> = in_bodies.iter().map(|(_, b)| *b).collect();
        let Some(code) = macro_bodies_as_code(self.file, &bytes) else {
            return;
        };
        let c = Ctx {
            file: &code,
            target: self.target,
            ti: self.ti.clone(),
            repo: self.repo,
            key: self.key.clone(),
            module: self.module.clone(),
            target_crate_names: self.target_crate_names.clone(),
            caller_deps: std::cell::OnceCell::new(),
            derefs: std::cell::OnceCell::new(),
            blanket_scope: std::cell::OnceCell::new(),
            target_pkg: self.target_pkg.clone(),
            fields: std::cell::OnceCell::new(),
            impl_fns: std::cell::OnceCell::new(),
            uses: Default::default(),
            item_names: Default::default(),
            aliases: self.aliases.clone(),
            exports: self.exports.clone(),
            macro_verdicts: Default::default(),
            reexports: Default::default(),
            foreign_fields: Default::default(),
            local_types: Default::default(),
            std_nexts: Default::default(),
            alias_depth: Default::default(),
            globbed: Default::default(),
            has_glob: Default::default(),
        };
        let len = self.name().len();
        for (i, at) in in_bodies {
            let Some(mut n) = code
                .tree
                .root_node()
                .descendant_for_byte_range(*at, at + len)
            else {
                continue;
            };
            // From the name up to the call whose callee it ends.
            let call = loop {
                let Some(p) = n.parent() else {
                    break None;
                };
                match p.kind() {
                    "field_expression" | "scoped_identifier" | "generic_function" => n = p,
                    "call_expression"
                        if p.child_by_field_name("function")
                            .is_some_and(|f| f.id() == n.id()) =>
                    {
                        break Some(p)
                    }
                    _ => break None,
                }
            };
            let Some(again) = call.and_then(|call| c.classify_call(call)) else {
                continue;
            };
            if again.binds == Binds::Yes {
                if let Some(call) = out.get_mut(*i) {
                    call.binds = Binds::Yes;
                    call.reason = format!("{} (the macro_rules! body read as code)", again.reason);
                }
            }
        }
    }

    /// Find `name(..)`, `a::name(..)` and `x.name(..)` inside a macro's token tree; the calls
    /// of a `macro_rules!` body that stay unbound are noted in `in_bodies` (index in `out`,
    /// byte of the name) for [`Ctx::rejudge_in_bodies`].
    fn scan_token_tree(&self, tt: Node, out: &mut Vec<Call>, in_bodies: &mut Vec<(usize, usize)>) {
        // Only macro invocations (and their nested trees), not attributes.
        let mut up = tt.parent();
        let mut top = tt;
        while let Some(p) = up {
            match p.kind() {
                "token_tree" | "token_repetition" => {
                    top = p;
                    up = p.parent();
                }
                "macro_invocation" | "macro_definition" | "macro_rule" | "token_tree_pattern" => {
                    break
                }
                _ => return,
            }
        }
        let Some(up) = up else {
            return;
        };
        // A call in a rule's body (not its pattern).
        let in_body = up.kind() == "macro_rule"
            && up
                .child_by_field_name("right")
                .is_some_and(|r| r.id() == top.id());
        let file = self.file;
        let mut cursor = tt.walk();
        let kids: Vec<Node> = tt.children(&mut cursor).collect();
        let name = self.name();
        for (i, k) in kids.iter().enumerate() {
            if k.kind() != "identifier" {
                continue;
            }
            let text = file.text(*k);
            let alias = text != name && self.aliases.iter().any(|a| *a == text);
            if text != name && !alias {
                continue;
            }
            let Some(next) = kids.get(i + 1) else {
                continue;
            };
            if next.kind() != "token_tree" || !file.text(*next).starts_with('(') {
                continue;
            }
            let prev = i.checked_sub(1).and_then(|j| kids.get(j));
            let prev_text = prev.map(|p| file.text(*p).into_owned()).unwrap_or_default();
            if prev_text == "fn" {
                continue;
            }
            let args = Some(token_args(file, *next));
            if alias {
                // `n(..)` with `n` another name of the target: a plain call only (`x.n(..)`,
                // `a::n(..)` name something else), resolved at the call as outside a macro.
                if prev_text == "." || prev_text == "::" {
                    continue;
                }
                if let Some((binds, reason)) = self.decide_alias(*k, &text) {
                    out.push(Call {
                        line: line_of(*k),
                        byte: k.start_byte(),
                        args,
                        binds,
                        supplies_receiver: false,
                        reason,
                        ..Default::default()
                    });
                }
                continue;
            }
            let form = if prev_text == "." {
                let recv = i
                    .checked_sub(2)
                    .and_then(|j| kids.get(j))
                    .filter(|r| matches!(r.kind(), "identifier" | "self"))
                    .copied();
                // `a.b.name(..)`: a longer chain is not a simple receiver.
                let chained = i
                    .checked_sub(3)
                    .and_then(|j| kids.get(j))
                    .is_some_and(|p| file.text(*p) == ".");
                Form::MacroMethod(if chained { None } else { recv })
            } else if prev_text == "::" {
                let mut segs = Vec::new();
                let mut j = i;
                while j >= 2 && file.text(kids[j - 1]) == "::" {
                    let seg = kids[j - 2];
                    if !matches!(seg.kind(), "identifier" | "crate" | "self" | "super") {
                        break;
                    }
                    segs.push(file.text(seg).into_owned());
                    j -= 2;
                }
                segs.reverse();
                if segs.is_empty() {
                    // `<T as Tr>::name(..)` or turbofish: dispatch unknown.
                    Form::MacroMethod(None)
                } else {
                    Form::MacroScoped(segs)
                }
            } else {
                Form::Plain
            };
            let byte = match &form {
                Form::MacroScoped(segs) => kids
                    .get(i.saturating_sub(segs.len() * 2))
                    .map(|n| n.start_byte())
                    .unwrap_or(k.start_byte()),
                Form::MacroMethod(Some(r)) => r.start_byte(),
                _ => k.start_byte(),
            };
            let call = self.decide(byte, *k, form, args);
            if in_body && call.binds != Binds::Yes {
                in_bodies.push((out.len(), k.start_byte()));
            }
            out.push(call);
        }
    }
}

/// `file` with the `macro_rules!` definitions that hold the bytes `at` read as code, each one
/// rewritten byte for byte (lines and offsets unchanged) into `fn __cw() { { body } .. }`: the
/// head becomes `fn __cw()`, each rule's pattern and `=>` blanks, its body's delimiters braces,
/// a metavariable `$x` the name `_x` (`$crate` is `crate`), a repetition `$( .. ) sep *` the
/// block `{ .. }`. Definitions whose rewrite does not parse cleanly are left as written;
/// `None` when none is left.
/// The std macros a crate may also define: a bare invocation of one may be std's.
const STD_MACROS: &[&str] = &[
    "assert",
    "assert_eq",
    "assert_ne",
    "cfg",
    "column",
    "compile_error",
    "concat",
    "dbg",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "env",
    "eprint",
    "eprintln",
    "file",
    "format",
    "format_args",
    "include",
    "include_bytes",
    "include_str",
    "line",
    "matches",
    "module_path",
    "option_env",
    "panic",
    "print",
    "println",
    "stringify",
    "thread_local",
    "todo",
    "try",
    "unimplemented",
    "unreachable",
    "vec",
    "write",
    "writeln",
];

/// What one arm of a `macro_rules!` expands to, as [`Ctx::macro_value_type`] reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
enum MacroArm {
    /// `$crate::a::T::ctor(..)` (`ctor`) or `$crate::a::T { .. }`, or a block whose value is
    /// a `let` of one: the path after `$crate`, `T` last.
    Value {
        path: Vec<String>,
        ctor: Option<String>,
    },
    /// `$crate::m!(..)`: the macro `m` of the same crate.
    Macro(String),
    /// Anything else.
    Unknown,
}

/// The arms of every `macro_rules! name` of the crate keyed `key` (each file of it that
/// writes `macro_rules!` parsed), read once per measurement; `None` when it defines none.
fn macro_arms(ctx: &RepoCtx, key: &str, name: &str) -> std::sync::Arc<Option<Vec<MacroArm>>> {
    ctx.memo(&format!("rs:macro-arms:{key}:{name}"), || {
        let base = match key {
            "" => "src".to_string(),
            k if k.contains('#') => return None,
            k => format!("{k}/src"),
        };
        let mut arms = Vec::new();
        let mut defined = false;
        let mut dirs = vec![base];
        while let Some(dir) = dirs.pop() {
            for f in ctx.file_names(&dir) {
                let path = format!("{dir}/{f}");
                if !f.ends_with(".rs") {
                    continue;
                }
                let Some(text) = ctx
                    .read_shared(&path)
                    .filter(|t| defines_macro_text(t, name))
                else {
                    continue;
                };
                // Each definition's own text parsed alone (a module of a thousand lines is
                // not parsed for a macro of ten): one that does not parse cleanly so is no
                // claim.
                for i in memchr::memmem::find_iter(text.as_bytes(), b"macro_rules!") {
                    let snippet = match macro_definition_text(&text, i, name) {
                        None => continue,
                        Some(None) => return None,
                        Some(Some(t)) => t,
                    };
                    let file =
                        SourceFile::parse(&path, super::Lang::Rust, snippet.as_bytes().to_vec())
                            .ok()?;
                    let def = file
                        .tree
                        .root_node()
                        .named_child(0)
                        .filter(|d| d.kind() == "macro_definition" && !d.has_error())?;
                    if def
                        .child_by_field_name("name")
                        .is_none_or(|x| file.text(x) != name)
                    {
                        return None;
                    }
                    defined = true;
                    let mut c = def.walk();
                    for rule in def
                        .named_children(&mut c)
                        .filter(|r| r.kind() == "macro_rule")
                    {
                        arms.push(match rule.child_by_field_name("right") {
                            Some(right) => macro_arm(&file, right),
                            None => MacroArm::Unknown,
                        });
                    }
                }
            }
            dirs.extend(
                ctx.dir_names(&dir)
                    .into_iter()
                    .map(|d| format!("{dir}/{d}")),
            );
        }
        defined.then_some(arms)
    })
}

/// Whether a Rust source text writes `macro_rules! name` (white space after the `!`
/// allowed): only such a file is parsed for the macro's arms.
fn defines_macro_text(text: &str, name: &str) -> bool {
    memchr::memmem::find_iter(text.as_bytes(), b"macro_rules!").any(|i| {
        let rest = text[i + "macro_rules!".len()..].trim_start();
        rest.strip_prefix(name)
            .is_some_and(|r| !r.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
    })
}

/// The text of the `macro_rules! name ..` whose `macro_rules!` starts at byte `i` of `text`,
/// up to its closing delimiter (and the `;` of a `( .. );` or `[ .. ];` one): `None` when
/// it defines another name, `Some(None)` when its delimiters do not close.
fn macro_definition_text<'t>(text: &'t str, i: usize, name: &str) -> Option<Option<&'t str>> {
    let after = &text[i + "macro_rules!".len()..];
    let rest = after.trim_start();
    let rest = rest
        .strip_prefix(name)
        .filter(|r| !r.starts_with(|c: char| c.is_alphanumeric() || c == '_'))?;
    let body = rest.trim_start();
    let open_at = text.len() - body.len();
    let (open, close) = match body.as_bytes().first() {
        Some(b'{') => (b'{', b'}'),
        Some(b'(') => (b'(', b')'),
        Some(b'[') => (b'[', b']'),
        _ => return Some(None),
    };
    let mut depth = 0usize;
    for (k, b) in text.as_bytes()[open_at..].iter().enumerate() {
        if *b == open {
            depth += 1;
        } else if *b == close {
            depth -= 1;
            if depth == 0 {
                let mut end = open_at + k + 1;
                if open != b'{' && text.as_bytes().get(end) == Some(&b';') {
                    end += 1;
                }
                return Some(Some(&text[i..end]));
            }
        }
    }
    Some(None)
}

/// The tokens of a token tree between its delimiters.
fn tt_inner<'t>(tt: Node<'t>) -> Vec<Node<'t>> {
    let mut c = tt.walk();
    let kids: Vec<Node> = tt.children(&mut c).collect();
    if kids.len() < 2 {
        return Vec::new();
    }
    kids[1..kids.len() - 1].to_vec()
}

/// [`MacroArm`] of the expansion `right` (the arm's token tree, its delimiters aside).
fn macro_arm(file: &SourceFile, right: Node) -> MacroArm {
    let inner = tt_inner(right);
    match inner.as_slice() {
        [b] if b.kind() == "token_tree" && file.src.get(b.start_byte()) == Some(&b'{') => {
            macro_block_value(file, *b)
        }
        toks => macro_expr_value(file, toks),
    }
}

/// The value of a block written in a macro arm: its tail expression, or the `let` of the
/// tail's one name (the last one, outside any repetition).
fn macro_block_value(file: &SourceFile, block: Node) -> MacroArm {
    let toks = tt_inner(block);
    let text = |n: &Node| file.text(*n);
    // A `let` inside a repetition could bind the tail's name again.
    let let_in_rep = toks.iter().any(|t| {
        t.kind() == "token_repetition" && {
            let mut found = false;
            walk(*t, |x| {
                found |= x.child_count() == 0 && file.text(x) == "let"
            });
            found
        }
    });
    let mut stmts: Vec<Vec<Node>> = toks
        .split(|t| t.kind() != "token_tree" && text(t) == ";")
        .map(|s| {
            // Repetitions of statements (`$( s.insert_mut($e); )*`) and attributes
            // (`#[allow(unused_mut)]`) before a statement are no part of its value.
            let mut i = 0;
            loop {
                match s.get(i) {
                    Some(t) if t.kind() == "token_repetition" => i += 1,
                    Some(t)
                        if text(t) == "#"
                            && s.get(i + 1).is_some_and(|b| b.kind() == "token_tree") =>
                    {
                        i += 2
                    }
                    _ => break,
                }
            }
            s[i..].to_vec()
        })
        .collect();
    let Some(tail) = stmts.pop() else {
        return MacroArm::Unknown;
    };
    match tail.as_slice() {
        [v] if v.kind() == "identifier" => {
            if let_in_rep {
                return MacroArm::Unknown;
            }
            let var = text(v);
            for st in stmts.iter().rev() {
                if st.first().map(text).as_deref() != Some("let") {
                    continue;
                }
                let mut i = 1;
                if st.get(i).map(text).as_deref() == Some("mut") {
                    i += 1;
                }
                let binds = st.get(i).filter(|b| b.kind() == "identifier").map(text);
                match binds {
                    Some(b) if b == var => {
                        let Some(eq) = st.iter().position(|t| text(t) == "=") else {
                            return MacroArm::Unknown;
                        };
                        return macro_expr_value(file, &st[eq + 1..]);
                    }
                    Some(_) => {}
                    // A pattern (`let (a, s) = ..`): it may bind the name.
                    None => return MacroArm::Unknown,
                }
            }
            MacroArm::Unknown
        }
        toks => macro_expr_value(file, toks),
    }
}

/// [`MacroArm`] of an expression's tokens in a macro arm: `$crate::a::T::ctor(..)`,
/// `$crate::a::T { .. }`, `$crate::m!(..)`.
fn macro_expr_value(file: &SourceFile, toks: &[Node]) -> MacroArm {
    let text = |n: &Node| file.text(*n);
    if toks.first().map(text).as_deref() != Some("$crate") {
        return MacroArm::Unknown;
    }
    let mut segs = Vec::new();
    let mut i = 1;
    while toks.get(i).map(text).as_deref() == Some("::") {
        match toks.get(i + 1) {
            Some(t) if t.kind() == "identifier" => segs.push(text(t).into_owned()),
            _ => return MacroArm::Unknown,
        }
        i += 2;
    }
    let last_tree = |k: usize, open: u8| {
        k + 1 == toks.len()
            && toks[k].kind() == "token_tree"
            && file.src.get(toks[k].start_byte()) == Some(&open)
    };
    match segs.as_slice() {
        [m] if toks.get(i).map(text).as_deref() == Some("!") && i + 2 == toks.len() => {
            MacroArm::Macro(m.clone())
        }
        [.., _, _] if last_tree(i, b'(') => {
            let ctor = segs.pop();
            MacroArm::Value { path: segs, ctor }
        }
        [_, ..] if last_tree(i, b'{') => MacroArm::Value {
            path: segs,
            ctor: None,
        },
        _ => MacroArm::Unknown,
    }
}

fn macro_bodies_as_code(file: &SourceFile, at: &[usize]) -> Option<SourceFile> {
    let root = file.tree.root_node();
    // The outermost definition around each byte.
    let mut defs: Vec<Node> = Vec::new();
    for b in at {
        let mut n = root.descendant_for_byte_range(*b, *b)?;
        let mut def = None;
        while let Some(p) = n.parent() {
            if p.kind() == "macro_definition" {
                def = Some(p);
            }
            n = p;
        }
        if let Some(d) = def.filter(|d| !defs.iter().any(|x| x.id() == d.id())) {
            defs.push(d);
        }
    }
    let rewrites: Vec<Vec<(usize, u8)>> = defs
        .iter()
        .map(|d| macro_def_edits(file, *d).unwrap_or_default())
        .collect();
    let build = |keep: &[bool]| {
        let edits: Vec<(usize, u8)> = rewrites
            .iter()
            .zip(keep)
            .filter(|(_, k)| **k)
            .flat_map(|(e, _)| e.iter().copied())
            .collect();
        reparse_replacing(file, &edits)
    };
    let mut keep: Vec<bool> = rewrites.iter().map(|e| !e.is_empty()).collect();
    for _ in 0..2 {
        if !keep.iter().any(|k| *k) {
            return None;
        }
        let parsed = build(&keep)?;
        let mut changed = false;
        for (i, d) in defs.iter().enumerate() {
            if !keep[i] {
                continue;
            }
            // The definition must now be one clean fn spanning it.
            let mut cur = parsed
                .tree
                .root_node()
                .descendant_for_byte_range(d.start_byte(), d.start_byte());
            let mut clean = false;
            while let Some(n) = cur {
                if n.start_byte() != d.start_byte() {
                    break;
                }
                if n.kind() == "function_item" {
                    clean = n.end_byte() == d.end_byte() && !n.has_error();
                    break;
                }
                cur = n.parent();
            }
            if !clean {
                keep[i] = false;
                changed = true;
            }
        }
        if !changed {
            return Some(parsed);
        }
    }
    None
}

/// The byte edits of [`macro_bodies_as_code`] for one `macro_rules! name { .. }`; `None` for
/// the `( .. );` form or a head too short (or broken by a line) to hold `fn __cw()`.
fn macro_def_edits(file: &SourceFile, def: Node) -> Option<Vec<(usize, u8)>> {
    const HEAD: &[u8] = b"fn __cw()";
    let mut cursor = def.walk();
    let kids: Vec<Node> = def.children(&mut cursor).collect();
    let open = kids.iter().find(|k| file.text(**k) == "{")?;
    let start = def.start_byte();
    let head = &file.src[start..open.start_byte()];
    if head.len() < HEAD.len() || head[..HEAD.len()].contains(&b'\n') {
        return None;
    }
    let mut out = Vec::new();
    let blank = |from: usize, to: usize, out: &mut Vec<(usize, u8)>| {
        for i in from..to {
            if file.src[i] != b'\n' {
                out.push((i, b' '));
            }
        }
    };
    out.extend(HEAD.iter().enumerate().map(|(i, b)| (start + i, *b)));
    blank(start + HEAD.len(), open.start_byte(), &mut out);
    for rule in kids.iter().filter(|k| k.kind() == "macro_rule") {
        let body = rule.child_by_field_name("right")?;
        blank(rule.start_byte(), body.start_byte(), &mut out);
        out.push((body.start_byte(), b'{'));
        out.push((body.end_byte() - 1, b'}'));
        body_edits(file, body, &mut out);
    }
    Some(out)
}

/// Metavariables and repetitions of a `macro_rules!` body as code (see
/// [`macro_bodies_as_code`]).
fn body_edits(file: &SourceFile, tt: Node, out: &mut Vec<(usize, u8)>) {
    let mut cursor = tt.walk();
    for k in tt.children(&mut cursor) {
        match k.kind() {
            "metavariable" if file.text(k) == "$crate" => {
                out.extend(
                    b"crate "
                        .iter()
                        .enumerate()
                        .map(|(i, b)| (k.start_byte() + i, *b)),
                );
            }
            "metavariable" => out.push((k.start_byte(), b'_')),
            "token_repetition" => {
                let mut c = k.walk();
                let parts: Vec<Node> = k.children(&mut c).collect();
                let Some(close) = parts.iter().rposition(|p| file.text(*p) == ")") else {
                    continue;
                };
                out.push((k.start_byte(), b' '));
                if let Some(open) = parts.get(1).filter(|p| file.text(**p) == "(") {
                    out.push((open.start_byte(), b'{'));
                }
                out.push((parts[close].start_byte(), b'}'));
                for i in parts[close].end_byte()..k.end_byte() {
                    if file.src[i] != b'\n' {
                        out.push((i, b' '));
                    }
                }
                body_edits(file, k, out);
            }
            "token_tree" => body_edits(file, k, out),
            _ => {}
        }
    }
}

/// The crate an `extern crate x as name;` (or `extern crate name;`) of the crate root `root`
/// binds to `name`; with `public`, only `pub` ones and `pub use x as name;`. The root's
/// statements are read once per measurement.
fn extern_crate_alias(ctx: &RepoCtx, root: &str, name: &str, public: bool) -> Option<String> {
    root_extern_crates(ctx, root)
        .iter()
        .find(|e| {
            (!public || e.public)
                && (!e.is_use || public)
                && e.bound == name
                && !e.krate.contains("::")
                && !e.krate.is_empty()
        })
        .map(|e| e.krate.clone())
}

/// Whether `scope` (a file or inline module) declares `fn name` as its own item.
fn declares_fn_item(file: &SourceFile, scope: Node, name: &str) -> bool {
    let mut c = scope.walk();
    let found = scope.named_children(&mut c).any(|n| {
        n.kind() == "function_item"
            && n.child_by_field_name("name")
                .is_some_and(|x| file.text(x) == name)
    });
    found
}

/// The `extern crate` and `use` statements of crate root `root`, read once per measurement.
fn root_extern_crates(ctx: &RepoCtx, root: &str) -> std::sync::Arc<Vec<ExternCrate>> {
    ctx.memo(&format!("rs:extern-crates:{root}"), || {
        ctx.read_shared(root)
            .map(|t| extern_crate_entries(&t))
            .unwrap_or_default()
    })
}

/// The crate `x` of a `use x as name;` (or `use x;`) statement of a crate root.
fn use_crate_alias(ctx: &RepoCtx, root: &str, name: &str) -> Option<String> {
    root_extern_crates(ctx, root)
        .iter()
        .find(|e| e.is_use && e.bound == name && !e.krate.contains("::") && !e.krate.is_empty())
        .map(|e| e.krate.clone())
}

/// The root file of the crate keyed `key` (see `file_module`): `src/lib.rs` or `src/main.rs`
/// of a package, `src/bin/x.rs` for a binary, the file itself for a crate outside any `src/`
/// (an integration test, an example, a bench).
fn crate_root_file(ctx: &RepoCtx, key: &str) -> Option<String> {
    match key.split_once('#') {
        None => ["lib.rs", "main.rs"].iter().find_map(|f| {
            let path = if key.is_empty() {
                format!("src/{f}")
            } else {
                format!("{key}/src/{f}")
            };
            ctx.read_shared(&path).map(|_| path)
        }),
        Some((_, rel)) if rel.ends_with(".rs") => Some(rel.to_string()),
        Some((dir, bin)) => Some(if dir.is_empty() {
            format!("src/{bin}.rs")
        } else {
            format!("{dir}/src/{bin}.rs")
        }),
    }
}

/// One `[pub] extern crate x [as y];` or `[pub] use x [as y];` statement of a crate root.
struct ExternCrate {
    public: bool,
    is_use: bool,
    krate: String,
    bound: String,
}

fn extern_crate_entries(text: &str) -> Vec<ExternCrate> {
    let mut out = Vec::new();
    // Without line comments: a root file opening with `//!` docs (ropey's
    // `tests/lifetimes.rs`) has them, `;` and all, before its `extern crate`.
    let code: Vec<&str> = text
        .lines()
        .map(|l| l.split_once("//").map_or(l, |(code, _)| code))
        .collect();
    for stmt in code.join("\n").split(';') {
        let s = collapse_ws(stmt);
        let s = s.rsplit(['}', ']']).next().unwrap_or(&s);
        let s = s.rsplit("*/").next().unwrap_or(s).trim();
        let (is_pub, rest) = match s.strip_prefix("pub ") {
            Some(r) => (true, r.trim_start()),
            None => (false, s),
        };
        let rest = if rest.starts_with('(') {
            rest.split_once(')')
                .map(|x| x.1.trim_start())
                .unwrap_or(rest)
        } else {
            rest
        };
        let (is_use, body) = match rest.strip_prefix("extern crate ") {
            Some(b) => (false, b),
            None => match rest.strip_prefix("use ") {
                Some(b) => (true, b),
                None => continue,
            },
        };
        let (krate, bound) = match body.split_once(" as ") {
            Some((k, a)) => (k.trim(), a.trim()),
            None => (body.trim(), body.trim()),
        };
        out.push(ExternCrate {
            public: is_pub,
            is_use,
            krate: krate.trim_start_matches("::").to_string(),
            bound: bound.to_string(),
        });
    }
    out
}

/// The `impl Deref for T { type Target = U; }` pairs (T, U) of the crate keyed `key`: every
/// `.rs` file under its `src`, read once per measurement (each candidate file asks again).
fn crate_derefs(ctx: &RepoCtx, key: &str) -> std::sync::Arc<Vec<(String, String)>> {
    ctx.memo(&format!("rs:derefs:{key}"), || {
        let mut pairs = Vec::new();
        each_crate_text(ctx, key, |text| deref_impls(text, &mut pairs));
        pairs
    })
}

/// How many `fn name(` / `fn name<` the `.rs` files under the crate's `src/` declare (a
/// count over the texts: one in a comment or string counts too, so the count errs high).
fn crate_fn_count(ctx: &RepoCtx, key: &str, name: &str) -> std::sync::Arc<usize> {
    ctx.memo(&format!("rs:fn-count:{key}:{name}"), || {
        let pat = format!("fn {name}");
        let mut n = 0;
        each_crate_text(ctx, key, |text| {
            n += text
                .match_indices(&pat)
                .filter(|(i, _)| {
                    let before = text[..*i].chars().next_back();
                    let after = text[i + pat.len()..].trim_start().chars().next();
                    !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
                        && matches!(after, Some('(' | '<'))
                })
                .count();
        });
        // A crate root outside `src/` is not walked: no claim.
        if key.contains('#') {
            usize::MAX
        } else {
            n
        }
    })
}

/// Whether every `fn clone` of the crate `key`'s `.rs` files under `src/` sits in an `impl Clone
/// for ..` (by the nearest `impl` header at a line start enclosing it); false for a crate root
/// outside `src/` (not walked).
fn clone_only_in_clone_impls(ctx: &RepoCtx, key: &str) -> std::sync::Arc<bool> {
    ctx.memo(&format!("rs:clone-only-clone:{key}"), || {
        if key.contains('#') {
            return false;
        }
        let pat = "fn clone";
        let ident = |c: char| c.is_alphanumeric() || c == '_';
        let mut ok = true;
        each_crate_text(ctx, key, |text| {
            if !ok || !text.contains(pat) {
                return;
            }
            for (i, _) in text.match_indices(pat) {
                let rest = &text[i + pat.len()..];
                if text[..i].ends_with(ident) || !rest.trim_start().starts_with(['(', '<']) {
                    continue;
                }
                let header = impl_header_before(text, i, &["", "unsafe"]);
                if header.is_none_or(|(_, tr, _)| tr.as_deref() != Some("Clone")) {
                    ok = false;
                    return;
                }
            }
        });
        ok
    })
}

/// Each `.rs` text under the `src/` of the crate `key` (none for a crate root outside `src/`).
fn each_crate_text(ctx: &RepoCtx, key: &str, mut f: impl FnMut(&str)) {
    each_crate_file(ctx, key, |text| f(&text));
}

/// The files that may hold the module `segs` of the crate whose manifest directory is `key`
/// (`""` for the repository root): the crate root (`src/lib.rs`, `src/main.rs`) for none,
/// else `src/a/b.rs` and `src/a/b/mod.rs`.
fn module_files(key: &str, segs: &[String]) -> Vec<String> {
    let base = match key {
        "" => "src".to_string(),
        k => format!("{k}/src"),
    };
    if segs.is_empty() {
        vec![format!("{base}/lib.rs"), format!("{base}/main.rs")]
    } else {
        let m = segs.join("/");
        vec![format!("{base}/{m}.rs"), format!("{base}/{m}/mod.rs")]
    }
}

/// [`each_crate_text`], each text handed over shared (to be kept).
fn each_crate_file(ctx: &RepoCtx, key: &str, mut f: impl FnMut(std::sync::Arc<str>)) {
    let base = match key {
        "" => "src".to_string(),
        k if k.contains('#') => return,
        k => format!("{k}/src"),
    };
    let mut dirs = vec![base];
    while let Some(dir) = dirs.pop() {
        for name in ctx.file_names(&dir) {
            if !name.ends_with(".rs") {
                continue;
            }
            if let Some(text) = ctx.read_shared(&format!("{dir}/{name}")) {
                f(text);
            }
        }
        dirs.extend(
            ctx.dir_names(&dir)
                .into_iter()
                .map(|d| format!("{dir}/{d}")),
        );
    }
}

/// Whether the crate `key` implements `Iterator` for every value of `tname` and gives it no
/// `collect` but `Iterator`'s: no inherent or other trait's `fn collect` for it, nor another
/// trait declaring `collect` implemented for it or for a type parameter
/// ([`only_trait_gives`]). std declares `collect` in `Iterator` alone.
fn crate_iterator_collects(ctx: &RepoCtx, key: &str, tname: &str) -> std::sync::Arc<bool> {
    ctx.memo(&format!("rs:iter-collects:{key}:{tname}"), || {
        if key.contains('#') {
            return false;
        }
        let mut iterator = false;
        each_crate_text(ctx, key, |text| {
            if iterator || !text.contains("Iterator") {
                return;
            }
            iterator = impl_headers_text(text).into_iter().any(|(j, t, ty)| {
                t.as_deref() == Some("Iterator")
                    && ty == tname
                    && trait_impl_for_every_value(text, j)
            });
        });
        iterator && only_trait_gives(ctx, key, tname, "Iterator", "collect")
    })
}

/// The `std::ops` trait a binary operator calls (`&` is `BitAnd`); `None` for the operators
/// no trait overloads with a value of its own (comparisons, `&&`, `||`).
fn operator_trait(op: &str) -> Option<&'static str> {
    Some(match op {
        "+" => "Add",
        "-" => "Sub",
        "*" => "Mul",
        "/" => "Div",
        "%" => "Rem",
        "&" => "BitAnd",
        "|" => "BitOr",
        "^" => "BitXor",
        "<<" => "Shl",
        ">>" => "Shr",
        _ => return None,
    })
}

/// Whether the crate `key` implements the operator trait `tr` for `tname` (or a reference to
/// it) at least once, and every such impl declares `type Output = Self` or `= tname` (its
/// generic arguments aside) in its body ([`Ctx::operator_value`]).
fn crate_operator_keeps_type(
    ctx: &RepoCtx,
    key: &str,
    tname: &str,
    tr: &str,
) -> std::sync::Arc<bool> {
    ctx.memo(&format!("rs:op-keeps:{key}:{tname}:{tr}"), || {
        if key.contains('#') {
            return false;
        }
        let (mut found, mut all) = (false, true);
        each_crate_text(ctx, key, |text| {
            if !all || !text.contains(tr) {
                return;
            }
            for (j, t, ty) in impl_headers_text(text) {
                if t.as_deref() != Some(tr) || ty != tname {
                    continue;
                }
                found = true;
                all &= impl_output_text(text, j).is_some_and(|o| {
                    let base = o.split('<').next().unwrap_or("").trim();
                    let base = base.rsplit("::").next().unwrap_or("").trim();
                    base == "Self" || base == tname
                });
            }
        });
        found && all
    })
}

/// The `type Output` (white space collapsed) every `impl Index<..> for tname` of the crate
/// `key` declares: `None` when the crate has none, when two disagree, or when one declares
/// none; and for a crate root outside `src/` (not walked).
fn crate_index_output(ctx: &RepoCtx, key: &str, tname: &str) -> std::sync::Arc<Option<String>> {
    ctx.memo(&format!("rs:index-out:{key}:{tname}"), || {
        if key.contains('#') {
            return None;
        }
        let mut outputs: Vec<Option<String>> = Vec::new();
        each_crate_text(ctx, key, |text| {
            if !text.contains("Index") {
                return;
            }
            for (j, t, ty) in impl_headers_text(text) {
                if t.as_deref() == Some("Index") && ty == tname {
                    outputs.push(impl_output_text(text, j).map(collapse_ws));
                }
            }
        });
        let first = outputs.first()?.clone()?;
        outputs
            .iter()
            .all(|o| o.as_ref() == Some(&first))
            .then_some(first)
    })
}

/// The type written in `type Output = ..;` inside the impl whose header starts at byte `at`
/// of `text`; `None` when the impl declares none.
fn impl_output_text(text: &str, at: usize) -> Option<&str> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    text[at..].match_indices("type Output").find_map(|(k, _)| {
        let i = at + k;
        let rest = &text[i + "type Output".len()..];
        if text[..i].ends_with(ident) || rest.starts_with(ident) || !impl_encloses(text, at, i) {
            return None;
        }
        let ty = rest.trim_start().strip_prefix('=')?;
        Some(ty.split(';').next().unwrap_or("").trim())
    })
}

/// The target [`deref_impls`] records for a type that derefs to its own type parameter.
const DEREF_ANY: &str = "<any>";

/// The `impl Deref for T { type Target = U; .. }` pairs of a Rust source text; `U` is
/// [`DEREF_ANY`] when it is a type parameter of `T` (`Deref for Wrapper<U>`).
fn deref_impls(text: &str, out: &mut Vec<(String, String)>) {
    for (i, _) in text.match_indices("Deref for ") {
        let rest = &text[i + "Deref for ".len()..];
        let t: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let body = rest.get(..rest.len().min(400)).unwrap_or(rest);
        let Some(j) = body.find("type Target") else {
            continue;
        };
        let after = body[j + "type Target".len()..].trim_start();
        let Some(u) = after.strip_prefix('=') else {
            continue;
        };
        let u = u.trim_start();
        let whole = u.split(';').next().unwrap_or("").trim();
        let u = u.split([';', '<']).next().unwrap_or("").trim();
        let u = u.rsplit("::").next().unwrap_or(u).trim();
        if t.is_empty() || u.is_empty() {
            continue;
        }
        // `impl<T> Deref for Wrapper<T> { type Target = T; }`: the target is the type's own
        // parameter, so a `Wrapper` may deref to any type.
        let params = rest[t.len()..]
            .trim_start()
            .strip_prefix('<')
            .and_then(|a| a.split_once('>'))
            .map(|(a, _)| a);
        let generic = whole == u && params.is_some_and(|a| a.split(',').any(|p| p.trim() == u));
        out.push((
            t,
            if generic {
                DEREF_ANY.to_string()
            } else {
                u.to_string()
            },
        ));
    }
}

/// Whether a Rust source text declares `struct`/`enum`/`union`/`type`/`trait` `name`: one
/// pass over the text for `name` (each occurrence checked for a keyword and one space before
/// it), where a pass per keyword read a large module five times per asked type.
fn declares_type_text(text: &str, name: &str) -> bool {
    decl_at_any(text, &["struct", "enum", "union", "type", "trait"], name)
}

/// Whether a Rust source text has `keyword name` as whole words (`struct Bag`).
fn has_decl(text: &str, keyword: &str, name: &str) -> bool {
    decl_at_any(text, &[keyword], name)
}

/// Whether a Rust source text has `k name` as whole words for one of `keywords` (exactly one
/// space between them).
fn decl_at_any(text: &str, keywords: &[&str], name: &str) -> bool {
    if name.is_empty() {
        return false;
    }
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    memchr::memmem::find_iter(text.as_bytes(), name.as_bytes()).any(|i| {
        if text[i + name.len()..].chars().next().is_some_and(ident) {
            return false;
        }
        let Some(head) = text[..i].strip_suffix(' ') else {
            return false;
        };
        keywords.iter().any(|k| {
            head.strip_suffix(k)
                .is_some_and(|b| !b.chars().next_back().is_some_and(ident))
        })
    })
}

/// The generic parameter list and the declared type (white space collapsed) of field `field`
/// of the first `struct name { .. }` of a Rust source text.
fn struct_field_type_text(text: &str, name: &str, field: &str) -> Option<(String, String)> {
    let pat = format!("struct {name}");
    for (i, _) in text.match_indices(&pat) {
        let rest = &text[i + pat.len()..];
        if !rest.starts_with(['<', ' ', '{', '\n']) || i > 0 && !text[..i].ends_with([' ', '\n']) {
            continue;
        }
        let open = rest.find(['{', ';', '('])?;
        if !rest[open..].starts_with('{') {
            return None;
        }
        let generics = rest[..open].to_string();
        // Line comments dropped: a doc comment's `,` or `:` is no field's.
        let body: String = rest[open + 1..]
            .lines()
            .map(|l| l.split("//").next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join("\n");
        let body = body.as_str();
        let (mut depth, mut start) = (0i32, 0);
        for (k, c) in body.char_indices() {
            match c {
                '<' | '(' | '[' | '{' => depth += 1,
                '>' if body[..k].ends_with('-') => {}
                '>' | ')' | ']' => depth -= 1,
                '}' if depth == 0 => {
                    return field_of(&body[start..k], field).map(|t| (generics, t))
                }
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    if let Some(t) = field_of(&body[start..k], field) {
                        return Some((generics, t));
                    }
                    start = k + 1;
                }
                _ => {}
            }
        }
        return None;
    }
    None
}

/// The generic parameter list and the one field type (white space collapsed) of the tuple
/// variant `variant` of the first `enum name { .. }` of a Rust source text (`Internal(NodeChildren)`
/// in `enum Node { Leaf(NodeText), Internal(NodeChildren) }`); `None` for a variant of other
/// than one field, or none of that name.
fn enum_variant_field_text(text: &str, name: &str, variant: &str) -> Option<(String, String)> {
    let pat = format!("enum {name}");
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    for (i, _) in text.match_indices(&pat) {
        let rest = &text[i + pat.len()..];
        if !rest.starts_with(['<', ' ', '{', '\n']) || text[..i].ends_with(ident) {
            continue;
        }
        let open = rest.find(['{', ';'])?;
        if !rest[open..].starts_with('{') {
            return None;
        }
        let generics = rest[..open].to_string();
        // Line comments dropped: a doc comment's `,` or `(` is no variant's.
        let body: String = rest[open + 1..]
            .lines()
            .map(|l| l.split("//").next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join("\n");
        let (mut depth, mut start) = (0i32, 0);
        for (k, c) in body.char_indices() {
            let end = match c {
                '<' | '(' | '[' | '{' => {
                    depth += 1;
                    false
                }
                '>' if body[..k].ends_with('-') => false,
                '>' | ')' | ']' => {
                    depth -= 1;
                    false
                }
                '}' if depth == 0 => true,
                '}' => {
                    depth -= 1;
                    false
                }
                ',' => depth == 0,
                _ => false,
            };
            if !end {
                continue;
            }
            if let Some(t) = tuple_variant_field(&body[start..k], variant) {
                return Some((generics, t));
            }
            if c == '}' {
                return None;
            }
            start = k + 1;
        }
        return None;
    }
    None
}

/// The element type of a slice or array type written `ty` (white space collapsed) in `text`,
/// behind references (`&'a mut [Arc<Node>]`), with a std `Arc`/`Rc`/`Box` around it taken
/// off (`Node`) when `text` neither declares nor imports another type of that name; `None`
/// for any other type.
fn slice_element_text(text: &str, ty: &str) -> Option<String> {
    let mut t = ty.trim();
    while let Some(r) = t.strip_prefix('&') {
        t = r.trim_start();
        if t.starts_with('\'') {
            t = t.split_once(' ')?.1.trim_start();
        }
        t = t.strip_prefix("mut ").unwrap_or(t).trim_start();
    }
    let inner = t.strip_prefix('[')?.strip_suffix(']')?;
    // `[T; N]`: the element before the top-level `;`.
    let mut depth = 0i32;
    let mut end = inner.len();
    for (k, c) in inner.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' if inner[..k].ends_with('-') => {}
            '>' | ')' | ']' => depth -= 1,
            ';' if depth == 0 => {
                end = k;
                break;
            }
            _ => {}
        }
    }
    let mut elem = inner[..end].trim();
    for (w, std) in [("Arc", "sync"), ("Rc", "rc"), ("Box", "boxed")] {
        let Some(pointee) = elem
            .strip_prefix(w)
            .and_then(|r| r.trim_start().strip_prefix('<'))
            .and_then(|r| r.strip_suffix('>'))
        else {
            continue;
        };
        let imported = top_level_use_of(text, w);
        let is_std = !declares_type_text(text, w)
            && match imported.as_deref() {
                None => w == "Box",
                Some([c, m, _]) => matches!(c.as_str(), "std" | "alloc") && m == std,
                Some(_) => false,
            };
        if !is_std {
            return None;
        }
        elem = pointee.trim();
        break;
    }
    (!elem.is_empty()).then(|| elem.to_string())
}

/// `Name(Type)` (after attributes, line by line): `Type` when the variant is `variant` and has
/// exactly one field.
fn tuple_variant_field(decl: &str, variant: &str) -> Option<String> {
    let decl: String = decl
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with("#["))
        .collect::<Vec<_>>()
        .join(" ");
    let inner = decl
        .trim()
        .strip_prefix(variant)?
        .trim_start()
        .strip_prefix('(')?
        .trim_end()
        .strip_suffix(')')?;
    let mut depth = 0i32;
    for (k, c) in inner.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' if inner[..k].ends_with('-') => {}
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 && !inner[k + 1..].trim().is_empty() => return None,
            _ => {}
        }
    }
    let t = collapse_ws(inner.trim().trim_end_matches(',').trim());
    (!t.is_empty()).then_some(t)
}

/// `pub(crate) name: Type` (after comments and attributes, line by line): `Type` when the
/// declaration is of `field`.
fn field_of(decl: &str, field: &str) -> Option<String> {
    let decl: String = decl
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with("//") && !l.starts_with("#["))
        .collect::<Vec<_>>()
        .join(" ");
    let (head, ty) = decl.split_once(':')?;
    let fname = head.trim().rsplit(' ').next()?;
    (fname == field && !ty.trim_start().starts_with(':')).then(|| collapse_ws(ty.trim()))
}

/// A declared type naming one type exactly (behind `&`, `&'a mut`): the path before its base
/// name and the base name (generic arguments dropped); `None` for a tuple, slice, array, fn
/// pointer, `dyn`/`impl` or a lower-case name.
fn exact_type_text(ty: &str) -> Option<(Vec<String>, String)> {
    let mut t = ty.trim();
    while let Some(r) = t.strip_prefix('&') {
        t = r.trim_start();
        if t.starts_with('\'') {
            t = t.split_once(' ')?.1.trim_start();
        }
        t = t.strip_prefix("mut ").unwrap_or(t).trim_start();
    }
    if t.starts_with(['(', '[', '*']) || t.starts_with("dyn ") || t.starts_with("impl ") {
        return None;
    }
    let path = t.split('<').next()?.trim();
    let mut segs: Vec<String> = path.split("::").map(|s| s.trim().to_string()).collect();
    let base = segs.pop()?;
    let ident = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_');
    (base.starts_with(char::is_uppercase) && ident(&base) && segs.iter().all(|s| ident(s)))
        .then_some((segs, base))
}

/// The path of a `use` at the top of a Rust source text (a line that opens with `use` or
/// `pub use`, `pub(..) use`) binding `name`.
fn top_level_use_of(text: &str, name: &str) -> Option<Vec<String>> {
    for (i, _) in text.match_indices("use ") {
        let line_start = text[..i].rfind('\n').map_or(0, |j| j + 1);
        let vis = &text[line_start..i];
        if !(vis.is_empty() || vis == "pub " || vis.starts_with("pub(") && vis.ends_with(") ")) {
            continue;
        }
        let rest = &text[i + 4..];
        let end = rest.find(';').unwrap_or(rest.len());
        if let Some(p) = use_paths(&collapse_ws(&rest[..end]))
            .into_iter()
            .find(|p| p.len() > 1 && p.last().is_some_and(|l| l == name))
        {
            return Some(p);
        }
    }
    None
}

/// A fn, const or static: an item of the value namespace, which no path can go through.
fn is_value_item(n: Node) -> bool {
    matches!(
        n.kind(),
        "function_item" | "function_signature_item" | "const_item" | "static_item"
    )
}

/// Whether an expression is a plain call `f(..)` (a fn found by name, whose declared return
/// type is the wrapper `unwrap`/`?` takes apart, not the value it yields).
fn calls_by_name(v: Node) -> bool {
    v.kind() == "call_expression"
        && v.child_by_field_name("function")
            .is_some_and(|f| f.kind() == "identifier")
}

/// Every item at module level under `root`: the file's own and those of inline `mod` bodies
/// (not items declared inside fn bodies).
fn module_items<'t>(root: Node<'t>, mut f: impl FnMut(Node<'t>)) {
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        let mut cursor = n.walk();
        for item in n.named_children(&mut cursor) {
            if item.kind() == "mod_item" {
                if let Some(b) = item.child_by_field_name("body") {
                    stack.push(b);
                }
            }
            f(item);
        }
    }
}

/// Whether a Rust source text implements the trait `tr` for the type `tname` and every `fn
/// name` inside an impl of `tname` there is in such an impl (no inherent method, nor another
/// trait's, of that name beside it).
/// Whether, of the `fn name` the `.rs` texts under the crate `key`'s `src/` declare, none can
/// be a method of type `tname` other than trait `tr`'s: each sits (by the nearest `impl` or
/// `trait` header before it) in an `impl tr for ..`, in an impl of another type that is no
/// type parameter of that impl, in `trait tr` itself, in another trait that nothing in the
/// crate implements for `tname` or for a type parameter, or outside any header. A crate root
/// outside `src/` is not walked: false.
fn only_trait_gives(ctx: &RepoCtx, key: &str, tname: &str, tr: &str, name: &str) -> bool {
    if key.contains('#') {
        return false;
    }
    let pat = format!("fn {name}");
    let finder = memchr::memmem::Finder::new(pat.as_bytes());
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    // A header counts at the start of a line only (not in a comment or string); each is
    // found by reading back from the `fn` (or trait name) that asks for it, not by parsing
    // every header of a file.
    const IMPL_AT: &[&str] = &["", "unsafe"];
    let trait_before = |text: &str, i: usize| -> Option<(usize, String)> {
        text[..i].rmatch_indices("trait ").find_map(|(j, _)| {
            if !at_line_start(text, j, &["", "pub", "unsafe", "pub unsafe"])
                || !impl_encloses(text, j, i)
            {
                return None;
            }
            let rest = &text[j + 6..];
            let end = rest.find(|c: char| !ident(c)).unwrap_or(rest.len());
            (end > 0).then(|| (j, rest[..end].to_string()))
        })
    };
    let generics_at = |text: &str, at: usize| -> String {
        let g = &text[at + 4..];
        g[..g.len() - after_generics(g).len()].to_string()
    };
    let mut ok = true;
    // The other traits declaring the name (only the files that declare the name are read),
    // and every text, kept for the second look.
    let mut other_traits: Vec<String> = Vec::new();
    let mut texts: Vec<std::sync::Arc<str>> = Vec::new();
    each_crate_file(ctx, key, |file| {
        let text: &str = &file;
        if ok && finder.find(text.as_bytes()).is_some() {
            for (i, _) in text.match_indices(&pat) {
                let rest = &text[i + pat.len()..];
                if text[..i].ends_with(ident) || !rest.trim_start().starts_with(['(', '<']) {
                    continue;
                }
                let header = impl_header_before(text, i, IMPL_AT);
                let decl = trait_before(text, i);
                // In a trait's declaration (the nearer header): another trait declaring it.
                let in_decl =
                    decl.filter(|(t_at, _)| header.as_ref().is_none_or(|(h_at, _, _)| h_at < t_at));
                if let Some((_, t)) = in_decl {
                    if t != tr && !other_traits.contains(&t) {
                        other_traits.push(t);
                    }
                    continue;
                }
                let Some((h_at, t, ty)) = header else {
                    continue;
                };
                if t.as_deref() == Some(tr) {
                    continue;
                }
                if ty == tname || has_word(&generics_at(text, h_at), &ty) {
                    ok = false;
                    break;
                }
            }
        }
        texts.push(file);
    });
    if !ok || other_traits.is_empty() {
        return ok;
    }
    // Such a trait implemented for the type, or for a type parameter (a blanket impl): the
    // header around each mention of one of them.
    for t in &other_traits {
        let f = memchr::memmem::Finder::new(t.as_bytes());
        for text in &texts {
            for k in f.find_iter(text.as_bytes()) {
                let Some((at, Some(of), ty)) = impl_header_before(text, k, IMPL_AT) else {
                    continue;
                };
                if !other_traits.contains(&of) {
                    continue;
                }
                if ty == tname || has_word(&generics_at(text, at), &ty) {
                    return false;
                }
            }
        }
    }
    true
}

fn impl_only_of_trait(text: &str, tname: &str, tr: &str, name: &str) -> bool {
    let headers = impl_headers_text(text);
    let implemented = headers
        .iter()
        .any(|(_, t, ty)| t.as_deref() == Some(tr) && ty == tname);
    implemented
        && fns_with_impl(text, name, &headers).all(|(_, header)| match header {
            Some((_, t, ty)) => ty != tname || t.as_deref() == Some(tr),
            None => true,
        })
}

/// Whether `text` declares `fn name` in an inherent `impl` of `tname` that applies to every
/// value of the type: its type parameters unbounded (a `const N: usize` parameter is no
/// bound), no `where` clause, and the type's arguments exactly its parameters (not `impl
/// ArrayVec<u8, 4>`).
fn inherent_fn_for_every_value(text: &str, tname: &str, name: &str) -> bool {
    let headers = impl_headers_text(text);
    let found = fns_with_impl(text, name, &headers).any(|(_, header)| {
        header.is_some_and(|(at, t, ty)| {
            t.is_none() && ty == tname && impl_for_every_value(text, *at)
        })
    });
    found
}

/// An `impl` header of a text ([`impl_headers_text`]): (byte of its `impl` keyword, the
/// trait's base name for `impl Tr for T`, the type's base name).
type ImplHeader = (usize, Option<String>, String);

/// Each `fn name` of `text` (the words `fn name`, then `(` or `<` after any spaces) by its
/// byte offset, in order, with the impl around it: the nearest of `headers` (`text`'s, in
/// order) that starts before it and encloses it ([`impl_encloses`]: an `impl` nested in an
/// earlier method's body, a drop guard in `retain`, has closed before it); `None` outside
/// every impl. Each header is looked for only when a `fn name` asks.
fn fns_with_impl<'h>(
    text: &'h str,
    name: &str,
    headers: &'h [ImplHeader],
) -> impl Iterator<Item = (usize, Option<&'h ImplHeader>)> + 'h {
    let pat = format!("fn {name}");
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut from = 0;
    std::iter::from_fn(move || loop {
        let i = from + text[from..].find(&pat)?;
        from = i + pat.len();
        let rest = &text[from..];
        if !rest.trim_start().starts_with(['(', '<']) || text[..i].ends_with(ident) {
            continue;
        }
        let header = headers
            .iter()
            .rev()
            .find(|(at, _, _)| *at < i && impl_encloses(text, *at, i));
        return Some((i, header));
    })
}

/// For the inherent `impl` header at byte `at` of `text`: whether it applies to every value
/// of its type ([`inherent_fn_for_every_value`]).
fn impl_for_every_value(text: &str, at: usize) -> bool {
    let after = &text[at + 4..];
    let header = after.split(['{', ';']).next().unwrap_or("");
    if header.contains(" where") || header.contains("\nwhere") {
        return false;
    }
    let split = |g: &str| -> Vec<String> {
        let mut out = Vec::new();
        let (mut depth, mut cur) = (0i32, String::new());
        for c in g.chars() {
            match c {
                '<' | '(' | '[' => depth += 1,
                '>' | ')' | ']' => depth -= 1,
                ',' if depth == 0 => {
                    out.push(cur.trim().to_string());
                    cur.clear();
                    continue;
                }
                _ => {}
            }
            cur.push(c);
        }
        if !cur.trim().is_empty() {
            out.push(cur.trim().to_string());
        }
        out
    };
    let trimmed = header.trim_start();
    let rest = after_generics(trimmed);
    let generics = trimmed[..trimmed.len() - rest.len()].trim();
    let mut params = Vec::new();
    if let Some(inner) = generics.strip_prefix('<').and_then(|g| g.strip_suffix('>')) {
        for p in split(inner) {
            if let Some(c) = p.strip_prefix("const ") {
                params.push(c.split(':').next().unwrap_or("").trim().to_string());
            } else if p.contains(':') || p.contains('=') {
                return false;
            } else {
                params.push(p);
            }
        }
    }
    let ty = rest.trim();
    match ty.split_once('<') {
        None => true,
        Some((_, args)) => {
            let Some(args) = args.trim_end().strip_suffix('>') else {
                return false;
            };
            split(args).iter().all(|a| params.contains(a))
        }
    }
}

/// Whether the trait impl whose header starts at byte `at` of `text` (`impl<T> Tr for
/// W<T>`) applies to every value of its type, as [`impl_for_every_value`] tells of an
/// inherent impl: unbounded parameters, no `where`, the type's arguments its parameters.
fn trait_impl_for_every_value(text: &str, at: usize) -> bool {
    let after = &text[at + 4..];
    let header = after.split(['{', ';']).next().unwrap_or("");
    let trimmed = header.trim_start();
    let rest = after_generics(trimmed);
    let generics = &trimmed[..trimmed.len() - rest.len()];
    let Some((_, ty)) = rest.split_once(" for ") else {
        return false;
    };
    impl_for_every_value(&format!("impl{generics} {ty} {{"), 0)
}

/// Whether the `impl` (or `trait`) whose header starts at byte `at` of `text` encloses byte
/// `i`: `i` is in the header, or in the body, which no `}` has closed before `i`.
/// Strings, byte strings, raw strings, char literals and comments are skipped; a lifetime
/// (`'a`) is not a char literal.
fn impl_encloses(text: &str, at: usize, i: usize) -> bool {
    let b = text.as_bytes();
    let Some(open) = b[at..i].iter().position(|&c| c == b'{' || c == b';') else {
        // `i` is in the header itself (`impl Tr for T` read at `Tr`).
        return true;
    };
    let open = at + open;
    if b[open] == b';' {
        return false;
    }
    let mut depth = 0usize;
    let mut k = open;
    while k < i {
        match b[k] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return false;
                }
            }
            b'/' if b.get(k + 1) == Some(&b'/') => {
                k += b[k..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .unwrap_or(b.len() - k);
                continue;
            }
            b'/' if b.get(k + 1) == Some(&b'*') => {
                // Block comments nest in Rust.
                let mut level = 0usize;
                while k < b.len() {
                    if b[k..].starts_with(b"/*") {
                        level += 1;
                        k += 2;
                    } else if b[k..].starts_with(b"*/") {
                        level -= 1;
                        k += 2;
                        if level == 0 {
                            break;
                        }
                    } else {
                        k += 1;
                    }
                }
                continue;
            }
            b'r' if !b[..k]
                .last()
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
                && matches!(b.get(k + 1), Some(b'"' | b'#')) =>
            {
                let hashes = b[k + 1..].iter().take_while(|&&c| c == b'#').count();
                if b.get(k + 1 + hashes) != Some(&b'"') {
                    k += 1;
                    continue;
                }
                let mut close = vec![b'"'];
                close.extend(std::iter::repeat_n(b'#', hashes));
                let from = k + 2 + hashes;
                k = memchr::memmem::find(&b[from..], &close)
                    .map_or(b.len(), |e| from + e + close.len());
                continue;
            }
            b'"' => {
                k += 1;
                while k < b.len() && b[k] != b'"' {
                    k += if b[k] == b'\\' { 2 } else { 1 };
                }
            }
            b'\'' => {
                // A char literal: `'{'`, `'\''`, `'\u{7b}'`, a multi-byte char; otherwise a
                // lifetime or a label.
                let end = if b.get(k + 1) == Some(&b'\\') {
                    b[k + 2..]
                        .iter()
                        .take(10)
                        .position(|&c| c == b'\'')
                        .map(|e| k + 2 + e)
                } else {
                    b[k + 1..]
                        .iter()
                        .take(5)
                        .position(|&c| c == b'\'')
                        .filter(|&e| e >= 1 && (e == 1 || b[k + 1] >= 0x80))
                        .map(|e| k + 1 + e)
                };
                if let Some(e) = end {
                    k = e;
                }
            }
            _ => {}
        }
        k += 1;
    }
    true
}

/// Every `impl` header of a Rust source text: (byte offset of `impl`, the trait's base name
/// for `impl Tr for T`, the type's base name), generics and paths stripped.
fn impl_headers_text(text: &str) -> Vec<ImplHeader> {
    text.match_indices("impl")
        .filter_map(|(j, _)| impl_header_at(text, j).map(|(tr, ty)| (j, tr, ty)))
        .collect()
}

/// The nearest `impl` header of [`impl_headers_text`] that starts before byte `i` of `text` at
/// a line start (nothing before it on its line but `allowed`) and encloses `i`
/// ([`impl_encloses`]: an `impl` nested in an earlier fn's body has closed), found by reading
/// back from `i` instead of parsing every header of the text.
fn impl_header_before(
    text: &str,
    i: usize,
    allowed: &[&str],
) -> Option<(usize, Option<String>, String)> {
    text[..i].rmatch_indices("impl").find_map(|(j, _)| {
        if !at_line_start(text, j, allowed) || !impl_encloses(text, j, i) {
            return None;
        }
        impl_header_at(text, j).map(|(tr, ty)| (j, tr, ty))
    })
}

/// Whether nothing but one of `allowed` (or a `pub(..)` visibility) precedes byte `i` on its
/// line.
fn at_line_start(text: &str, i: usize, allowed: &[&str]) -> bool {
    let prefix = text[text[..i].rfind('\n').map_or(0, |j| j + 1)..i].trim();
    allowed.contains(&prefix) || prefix.starts_with("pub(") && prefix.ends_with(')')
}

/// The `impl` header whose keyword is at byte `j` of `text`: (the trait's base name for `impl
/// Tr for T`, the type's base name); `None` when `impl` there is part of a longer word.
fn impl_header_at(text: &str, j: usize) -> Option<(Option<String>, String)> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let base = |t: &str| {
        let t = t.trim().trim_start_matches('&').trim_start();
        // `&'a A`, `&mut A`: the lifetime and `mut` are not the type.
        let t = match t.strip_prefix('\'') {
            Some(rest) => rest.split_once(' ').map_or("", |x| x.1).trim_start(),
            None => t,
        };
        let t = t.strip_prefix("mut ").unwrap_or(t).trim_start();
        let t = t.split('<').next().unwrap_or("");
        t.rsplit("::").next().unwrap_or("").trim().to_string()
    };
    if text[..j].ends_with(ident)
        || !text[j + 4..].starts_with(|c: char| c.is_whitespace() || c == '<')
    {
        return None;
    }
    let header = text[j + 4..]
        .split(['{', ';'])
        .next()
        .unwrap_or("")
        .trim_start();
    let header = after_generics(header);
    let header = header.split(" where").next().unwrap_or(header);
    Some(match header.split_once(" for ") {
        Some((tr, ty)) => (Some(base(tr)), base(ty)),
        None => (None, base(header)),
    })
}

/// The return type written after a fn's parameter list (`after` starts there): the text
/// after `->` up to the body, a `;` or a `where` clause. `None`: no `->`.
fn return_text(after: &str) -> Option<&str> {
    let ret = after.trim_start().strip_prefix("->")?.trim_start();
    let mut depth = 0i32;
    let mut prev = ' ';
    for (i, c) in ret.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' if prev != '-' => depth -= 1,
            ')' | ']' => depth -= 1,
            '{' | ';' if depth == 0 => return Some(ret[..i].trim()),
            'w' if depth == 0
                && prev.is_whitespace()
                && ret[i..].starts_with("where")
                && !ret[i + 5..].starts_with(|c: char| c.is_alphanumeric() || c == '_') =>
            {
                return Some(ret[..i].trim());
            }
            _ => {}
        }
        prev = c;
    }
    Some(ret.trim())
}

/// A type as written without its generic arguments (`List<T, P>` is `List`; a path is
/// left whole, so `a::List<T>` is `a::List`, never the bare name).
fn generic_base(ty: &str) -> &str {
    ty.split('<').next().unwrap_or(ty).trim_end()
}

/// The first type argument of a `Result<T, E>` / `Option<T>` return type (`io::Result<T>`
/// too): T, white space collapsed. `None` for other types.
fn wrapped_ok(ret: &str) -> Option<&str> {
    let (base, rest) = ret.split_once('<')?;
    if !matches!(base.trim().rsplit("::").next(), Some("Result" | "Option")) {
        return None;
    }
    let mut depth = 0i32;
    for (i, c) in rest.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            '>' if depth > 0 => depth -= 1,
            ',' | '>' if depth == 0 => return Some(rest[..i].trim()),
            _ => {}
        }
    }
    None
}

/// The return type, white space collapsed, that every `fn name` of an impl of `tname` in the
/// crate `key`'s files declares, when they agree on one. Inherent and trait impls may sit in
/// any module of the crate (roaring's `impl RoaringBitmap` blocks in `inherent.rs`,
/// `iter.rs`, `serialization.rs`). `None`: no such fn, or impls that disagree.
fn crate_impl_fn_return(
    ctx: &RepoCtx,
    key: &str,
    tname: &str,
    name: &str,
) -> std::sync::Arc<Option<String>> {
    ctx.memo(&format!("rs:impl-fn-return:{key}:{tname}:{name}"), || {
        let pat = format!("fn {name}");
        let mut found: Option<String> = None;
        let mut agree = true;
        each_crate_text(ctx, key, |text| {
            if !agree || !text.contains(&pat) || !text.contains(tname) {
                return;
            }
            let Some((_, _, after)) = impl_fn_sig(text, tname, name) else {
                return;
            };
            let r = return_text(after).map(collapse_ws).unwrap_or_default();
            match &found {
                Some(f) if *f != r => agree = false,
                Some(_) => {}
                None => found = Some(r),
            }
        });
        found.filter(|r| agree && !r.is_empty())
    })
}

/// The base name of the return type declared at the start of `after` (the text after a fn's
/// parameter list, as [`impl_fn_sig`] gives it): `Self` as written; references, `mut` and
/// generic arguments stripped.
fn fn_return_base(after: &str) -> Option<String> {
    let ret = after.trim_start().strip_prefix("->")?.trim_start();
    let end = ret.find(['{', ';', '<']).unwrap_or(ret.len());
    let ret = ret[..end].split(" where").next().unwrap_or("").trim();
    let ret = ret.trim_start_matches('&').trim_start();
    let ret = if ret.starts_with('\'') {
        ret.split_once(' ').map(|x| x.1).unwrap_or("")
    } else {
        ret
    };
    let ret = ret.trim_start_matches("mut ").trim();
    let base = ret.rsplit("::").next().unwrap_or(ret).trim();
    (!base.is_empty()).then(|| base.to_string())
}

/// The `Item` of the one `impl .. Iterator for tname<..>` (std's `Iterator`: the text declares
/// no trait of that name) in a Rust source text: the type written after `type Item =` in
/// that impl's body, white space collapsed, with the impl's generic parameter list. `None`
/// when the text has no such impl or two of them (`impl Iterator for It<u8>` beside
/// `It<u16>`: the item depends on the arguments), or when it also implements `IntoIterator`
/// for the type or a reference to it (`for x in &it` would reach that impl's item instead).
fn iterator_item_text(text: &str, tname: &str) -> Option<(String, String)> {
    if !text.contains("Iterator for") || has_decl(text, "trait", "Iterator") {
        return None;
    }
    let mut found = None;
    for (at, tr, ty) in impl_headers_text(text) {
        if ty != tname || !at_line_start(text, at, &["", "unsafe"]) {
            continue;
        }
        match tr.as_deref() {
            Some("IntoIterator") => return None,
            Some("Iterator") => {}
            _ => continue,
        }
        if found.is_some() {
            return None;
        }
        let g = &text[at + 4..];
        let generics = g[..g.len() - after_generics(g).len()].to_string();
        let item = text[at..]
            .match_indices("type Item")
            .map(|(k, _)| at + k)
            .take_while(|&k| impl_encloses(text, at, k))
            .find_map(|k| {
                let rest = text[k + "type Item".len()..].trim_start();
                let rest = rest.strip_prefix('=')?;
                Some(collapse_ws(rest.split(';').next()?.trim()))
            })?;
        found = Some((item, generics));
    }
    found
}

/// The first `fn name` inside an `impl` of `tname` in a Rust source text: the impl's header
/// (after `impl`, up to its `{`), the fn's own generic parameter list (empty when none) and
/// the text after its parameter list. `None` when the first such fn's parameter list does not
/// close.
fn impl_fn_sig<'t>(text: &'t str, tname: &str, name: &str) -> Option<(&'t str, &'t str, &'t str)> {
    let pat = format!("fn {name}");
    for (i, _) in text.match_indices(&pat) {
        let rest = &text[i + pat.len()..];
        if !rest.starts_with(['(', '<']) {
            continue;
        }
        // The nearest `impl` header before it names the type.
        let head = &text[..i];
        let mut end = head.len();
        let j = loop {
            let Some(j) = head[..end].rfind("impl") else {
                break None;
            };
            let word_start =
                j == 0 || !head[..j].ends_with(|c: char| c.is_alphanumeric() || c == '_');
            let word_end = head[j + 4..].starts_with(|c: char| c.is_whitespace() || c == '<');
            if word_start && word_end && item_position(head, j) {
                break Some(j);
            }
            end = j;
        };
        let Some(j) = j else {
            continue;
        };
        let full_header = head[j + 4..].split('{').next().unwrap_or("");
        // `impl<T: X> Foo<T>`: skip the impl's own generics.
        let header = after_generics(full_header.trim_start());
        let ty = header.rsplit(" for ").next().unwrap_or(header).trim();
        let base = ty
            .trim()
            .split('<')
            .next()
            .unwrap_or("")
            .rsplit("::")
            .next()
            .unwrap_or("")
            .trim();
        if base != tname {
            continue;
        }
        // Skip generics (whose bounds may hold parentheses: `I: IntoIterator<Item = (K,
        // V)>`) and the parameter list.
        let params = after_generics(rest);
        let generics = &rest[..rest.len() - params.len()];
        let open = params.find('(')?;
        let mut depth = 0i32;
        let mut close = None;
        for (k, c) in params[open..].char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        close = Some(open + k);
                        break;
                    }
                }
                _ => {}
            }
        }
        return Some((full_header, generics, &params[close? + 1..]));
    }
    None
}

/// Whether the word `impl` at byte `j` of `text` may start an item: not `impl Trait` in a
/// type's position (`blocks: impl IntoIterator<..>`, `-> impl Iterator`, `Box<impl Fn()>`,
/// `&impl Tr`), which follows a `:`, `(`, `,`, `<`, `=`, `&`, `>` (of `->`) or `+`.
fn item_position(text: &str, j: usize) -> bool {
    !text[..j]
        .trim_end()
        .ends_with([':', '(', ',', '<', '=', '&', '>', '+'])
}

/// The declared return type of `fn name` inside an `impl` of `tname` in a Rust source text
/// (see [`impl_fn_sig`]) when it is a tuple: its `k`-th element, white space collapsed, with
/// the generic parameters of the impl and the fn (`None` for any other return type, or a
/// tuple of other than `n` elements).
fn impl_fn_tuple_element(
    text: &str,
    tname: &str,
    name: &str,
    k: usize,
    n: usize,
) -> Option<(String, String)> {
    let (header, generics, after) = impl_fn_sig(text, tname, name)?;
    let ret = after.trim_start().strip_prefix("->")?;
    let ret = collapse_ws(ret);
    let inner = ret.trim_start().strip_prefix('(')?;
    // The elements at depth 0, up to the tuple's closing parenthesis.
    let mut depth = 0i32;
    let mut elems = Vec::new();
    let mut from = 0;
    let mut closed = false;
    let b = inner.as_bytes();
    for (i, c) in inner.char_indices() {
        match c {
            '(' | '[' | '<' => depth += 1,
            '>' if i > 0 && b[i - 1] == b'-' => {}
            ']' | '>' => depth -= 1,
            ')' if depth > 0 => depth -= 1,
            ')' => {
                elems.push(inner[from..i].trim().to_string());
                closed = true;
                break;
            }
            ',' if depth == 0 => {
                elems.push(inner[from..i].trim().to_string());
                from = i + 1;
            }
            _ => {}
        }
    }
    if !closed {
        return None;
    }
    if elems.last().is_some_and(|e| e.is_empty()) {
        elems.pop();
    }
    if elems.len() < 2 || elems.len() != n {
        return None;
    }
    let elem = elems.get(k)?.clone();
    let impl_generics = header.trim_start();
    let impl_generics = &impl_generics[..impl_generics.len() - after_generics(impl_generics).len()];
    Some((elem, format!("{impl_generics} {generics}")))
}

/// The declared return type of the one `fn name` of a Rust file's text, white space collapsed
/// (`Vec<DiffOp>`, `&'a [u8]`); `None` when the text declares no such fn or more than one, or
/// it returns nothing.
fn fn_return_type_text(text: &str, name: &str) -> Option<String> {
    match fn_returns_in_text(text, name).as_slice() {
        [(_, ret)] => ret.clone(),
        _ => None,
    }
}

/// The traits of the crate `key` (its `src/`) declaring `fn name` when every `fn name` of the
/// crate declares the return type `Self` (at least one in a trait); `None` otherwise.
fn crate_self_returns(ctx: &RepoCtx, key: &str, name: &str) -> std::sync::Arc<Option<Vec<String>>> {
    ctx.memo(&format!("rs:self-returns:{key}:{name}"), || {
        if key.contains('#') {
            return None;
        }
        let mut all_self = true;
        let mut traits = Vec::new();
        each_crate_text(ctx, key, |text| {
            for (i, ret) in fn_returns_in_text(text, name) {
                all_self &= ret.as_deref() == Some("Self");
                if let Some(tr) = trait_header_before(text, i) {
                    if !traits.contains(&tr) {
                        traits.push(tr);
                    }
                }
            }
        });
        (all_self && !traits.is_empty()).then_some(traits)
    })
}

/// The name of the `trait` whose header is the nearest item header (`trait` or `impl`, at a
/// line start) enclosing byte `i` of `text`; `None` when an `impl` header is nearer, or none.
fn trait_header_before(text: &str, i: usize) -> Option<String> {
    let allowed = ["", "pub", "unsafe", "pub unsafe"];
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let tr = text[..i].rmatch_indices("trait ").find(|(j, _)| {
        !text[..*j].ends_with(ident)
            && at_line_start(text, *j, &allowed)
            && impl_encloses(text, *j, i)
    });
    let imp = impl_header_before(text, i, &allowed).map(|(j, _, _)| j);
    let (j, _) = tr?;
    if imp.is_some_and(|k| k > j) {
        return None;
    }
    let rest = &text[j + "trait ".len()..];
    let end = rest.find(|c: char| !ident(c)).unwrap_or(rest.len());
    (end > 0).then(|| rest[..end].to_string())
}

/// Each `fn name` of a Rust source text (by its byte offset) with its declared return type,
/// white space collapsed and a `where` clause left out (`None`: none declared, or the
/// parameter list does not close).
fn fn_returns_in_text(text: &str, name: &str) -> Vec<(usize, Option<String>)> {
    let pat = format!("fn {name}");
    let b = text.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut out = Vec::new();
    for (i, _) in text.match_indices(&pat) {
        let end = i + pat.len();
        if i > 0 && ident(b[i - 1]) || !matches!(b.get(end), Some(b'<' | b'(' | b' ')) {
            continue;
        }
        out.push((i, fn_return_after(text, end)));
    }
    out
}

/// The declared return type of the fn whose name ends at byte `at` of `text` (see
/// [`fn_returns_in_text`]).
fn fn_return_after(text: &str, mut at: usize) -> Option<String> {
    // Generic parameters (`<B: ?Sized + AsRef<[u8]>>`), then the parameter list.
    let rest = text[at..].trim_start();
    at = text.len() - rest.len();
    at += rest.len() - after_generics(rest).len();
    let rest = &text[at..];
    if !rest.starts_with('(') {
        return None;
    }
    let mut depth = 0usize;
    let close = rest.char_indices().find(|&(_, c)| {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        depth == 0
    })?;
    let after = rest[close.0 + 1..].trim_start().strip_prefix("->")?;
    let end = after.find(['{', ';']).unwrap_or(after.len());
    let ret = collapse_ws(&after[..end]);
    let ret = ret.split(" where").next().unwrap_or("").trim();
    Some(ret.to_string()).filter(|t| !t.is_empty())
}

/// The type behind the `&` of the declared return type of the one fn `name` of a text (see
/// [`fn_return_type_text`]): `&[u8]` and `&'a mut [u8]` are `[u8]`; no `&`: `None`.
fn fn_return_text(text: &str, name: &str) -> Option<String> {
    let ret = fn_return_type_text(text, name)?;
    let mut t = ret.strip_prefix('&')?.trim_start();
    if let Some(l) = t.strip_prefix('\'') {
        t = l
            .trim_start_matches(|c: char| c.is_alphanumeric() || c == '_')
            .trim_start();
    }
    if let Some(m) = t.strip_prefix("mut ") {
        t = m.trim_start();
    }
    (!t.is_empty()).then(|| collapse_ws(t))
}

/// The use trees of the `use ...;` statements at the start of a line of a file's text (`pub`
/// ones too), white space collapsed.
fn text_uses(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices("use ") {
        let line = &text[text[..i].rfind('\n').map_or(0, |j| j + 1)..i];
        let vis = line.trim();
        if !(vis.is_empty() || vis == "pub" || vis.starts_with("pub(")) {
            continue;
        }
        let rest = &text[i + 4..];
        let end = rest.find(';').unwrap_or(rest.len());
        out.push(collapse_ws(&rest[..end]));
    }
    out
}

/// The `pub use ...;` statements of a file's text (any `pub(..)` visibility), white space
/// collapsed.
fn pub_uses(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("pub") {
        let after = &rest[i + 3..];
        let after_vis = if after.starts_with('(') {
            after.find(')').map(|j| &after[j + 1..]).unwrap_or(after)
        } else {
            after
        };
        let trimmed = after_vis.trim_start();
        let boundary_ok = rest[..i]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric() && c != '_');
        if boundary_ok && trimmed.starts_with("use ") {
            let end = trimmed.find(';').unwrap_or(trimmed.len());
            out.push(collapse_ws(&trimmed[..end]));
        }
        rest = after;
    }
    out
}

/// The paths a use tree's text names, groups flattened (`crate::{a::{B, C}, d::E}` is
/// `crate::a::B`, `crate::a::C`, `crate::d::E`; `a::{self}` is `a`); a renamed entry (`B as
/// X`) and a glob name no item and are left out.
fn use_paths(tree: &str) -> Vec<Vec<String>> {
    fn go(prefix: &[String], tree: &str, out: &mut Vec<Vec<String>>) {
        let tree = tree.trim();
        if let Some(open) = tree.find('{') {
            let mut path = prefix.to_vec();
            path.extend(
                tree[..open]
                    .split("::")
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(String::from),
            );
            let inner = tree[open + 1..].trim_end().strip_suffix('}').unwrap_or("");
            let mut depth = 0i32;
            let mut start = 0;
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        go(&path, &inner[start..i], out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            go(&path, &inner[start..], out);
            return;
        }
        if tree.is_empty() || tree.contains(" as ") || tree.ends_with('*') {
            return;
        }
        let mut path = prefix.to_vec();
        for seg in tree.split("::").map(str::trim) {
            if seg != "self" {
                path.push(seg.to_string());
            }
        }
        out.push(path);
    }
    let mut out = Vec::new();
    go(&[], tree, &mut out);
    out
}

/// Whether `word` occurs in `s` as a whole identifier.
/// The type and const parameters a generic parameter list (`<'a, T: Into<U>, const N: usize>`,
/// angle brackets included or not) declares, by name; lifetimes left out.
fn generic_names(list: &str) -> impl Iterator<Item = &str> {
    let list = list.trim();
    let list = list.strip_prefix('<').unwrap_or(list);
    let list = list.strip_suffix('>').unwrap_or(list);
    let mut depth = 0i32;
    let mut start = 0;
    let mut items = Vec::new();
    for (i, c) in list.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            // The `>` of a `Fn(A) -> B` bound's arrow closes nothing.
            '>' if list[..i].ends_with('-') => {}
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&list[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&list[start..]);
    items.into_iter().filter_map(|item| {
        let item = item.trim();
        let item = item.strip_prefix("const ").unwrap_or(item).trim_start();
        let end = item
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(item.len());
        (end > 0).then(|| &item[..end])
    })
}

/// The std prelude's traits (2015 to 2021 editions) that declare methods: their methods
/// apply wherever the type implements them, with no `use`.
const STD_PRELUDE_TRAITS: &[&str] = &[
    "AsMut",
    "AsRef",
    "Clone",
    "DoubleEndedIterator",
    "Drop",
    "ExactSizeIterator",
    "Extend",
    "Fn",
    "FnMut",
    "FnOnce",
    "From",
    "FromIterator",
    "Into",
    "IntoIterator",
    "Iterator",
    "Ord",
    "PartialEq",
    "PartialOrd",
    "ToOwned",
    "ToString",
    "TryFrom",
    "TryInto",
];

/// std traits a type parameter's bound or a trait's supertrait may name while the methods
/// it brings are std's own: closed under supertraits (`Ord: Eq + PartialOrd`, `Copy:
/// Clone`), so a method name none of them owns ([`std_bound_owns`]) is none of theirs.
const STD_BOUNDS_CLOSED: &[&str] = &[
    "Clone",
    "Copy",
    "Debug",
    "Display",
    "Default",
    "PartialEq",
    "Eq",
    "PartialOrd",
    "Ord",
    "Hash",
    "Send",
    "Sync",
    "Sized",
    "?Sized",
    "Unpin",
];

/// Whether the std owner `o` is `trait:Iterator` and no type of `reach` (what a receiver's
/// type reaches by auto-deref, as [`super::stdlib::rust_method_owners`] names owners) is an
/// iterator: std implements `Iterator` for a type only with its required `next`, and none of
/// `reach` has one by the std data (`&mut I` is an iterator only when `I` is). A `Vec`, a
/// slice, a `String` or a `str` is iterable, never an iterator: `Iterator::chain` is no
/// method of theirs.
fn not_an_iterator(o: &str, reach: &[&str]) -> bool {
    o == "trait:Iterator"
        && super::stdlib::rust_method_owners("next")
            .is_some_and(|mut owners| !owners.any(|n| reach.contains(&n)))
}

/// Whether one of [`STD_BOUNDS_CLOSED`] declares a method `name` (by the std data).
fn std_bound_owns(name: &str) -> bool {
    super::stdlib::rust_method_owners(name).is_some_and(|mut owners| {
        owners.any(|o| {
            o.strip_prefix("trait:")
                .is_some_and(|t| STD_BOUNDS_CLOSED.contains(&t))
        })
    })
}

/// Whether a method signature takes `self` or `mut self` by value.
fn by_value_receiver(sig: &str) -> bool {
    let params = sig.split_once('(').map_or("", |(_, p)| p).trim_start();
    self_receiver(sig) && !params.starts_with('&')
}

/// Whether `file` declares a fn `name` in a trait or an impl (a method another trait or
/// type of this file may give a receiver).
fn declares_method(file: &SourceFile, name: &str) -> bool {
    let mut found = false;
    walk_items(file, "fn", |n| {
        found |= matches!(n.kind(), "function_item" | "function_signature_item")
            && n.child_by_field_name("name")
                .is_some_and(|x| file.text(x) == name)
            && container(n).is_some();
    });
    found
}

/// The traits of the crate `key` that declare a fn `name` in their body (by the nearest
/// `trait` or `impl` header at a line start before each `fn name`), read once per
/// measurement. A crate root outside `src/` is not walked (none).
/// For the trait `tr` of the crate `key` (declared once in it) and its `fn m`, declared to
/// return std's `Result<(E1, .., En), _>` — written so, or as a type alias the trait's file
/// declares, with every parameter given (`IResult<I, O, E>`, for `type IResult<I, O, E = ..>
/// = Result<(I, O), Err<E>>;`) — the trait's type parameters (lifetimes aside) and the
/// elements `E1, .., En` as written (an element naming a type parameter of the fn itself
/// left empty). `None` otherwise.
fn trait_fn_ok_tuple(
    ctx: &RepoCtx,
    key: &str,
    tr: &str,
    m: &str,
) -> std::sync::Arc<Option<(Vec<String>, Vec<String>)>> {
    ctx.memo(&format!("rs:trait-ok-tuple:{key}:{tr}:{m}"), || {
        let ident = |c: char| c.is_alphanumeric() || c == '_';
        let mut decls = 0;
        let mut found = None;
        each_crate_text(ctx, key, |text| {
            for (j, _) in text.match_indices("trait ") {
                if !at_line_start(text, j, &["", "pub", "unsafe", "pub unsafe"]) {
                    continue;
                }
                let rest = &text[j + 6..];
                let end = rest.find(|c: char| !ident(c)).unwrap_or(rest.len());
                if &rest[..end] != tr {
                    continue;
                }
                decls += 1;
                found = trait_fn_ok_tuple_in(text, &rest[end..], m);
            }
        });
        found.filter(|_| decls == 1)
    })
}

/// The closing bracket matching the opening one `s` starts with: its byte index in `s`.
fn matching_close(s: &str, open: char, close: char) -> Option<usize> {
    let mut depth = 0i32;
    let mut prev = ' ';
    for (i, c) in s.char_indices() {
        if c == open {
            depth += 1;
        } else if c == close && !(close == '>' && prev == '-') {
            depth -= 1;
            if depth == 0 {
                return Some(i);
            }
        }
        prev = c;
    }
    None
}

/// The top-level comma-separated items of a generic argument list's inside (`I, O, E`).
fn top_level_items(list: &str) -> Vec<String> {
    let mut depth = 0i32;
    let mut start = 0;
    let mut items = Vec::new();
    let mut prev = ' ';
    for (i, c) in list.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' if prev == '-' => {}
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                items.push(list[start..i].trim().to_string());
                start = i + 1;
            }
            _ => {}
        }
        prev = c;
    }
    let last = list[start..].trim();
    if !last.is_empty() {
        items.push(last.to_string());
    }
    items
}

/// `Base<args>` split: the base and its top-level arguments (`None` without `<..>` closing the
/// text).
fn split_generic(ty: &str) -> Option<(&str, Vec<String>)> {
    let lt = ty.find('<')?;
    let close = matching_close(&ty[lt..], '<', '>')?;
    if lt + close + 1 != ty.len() {
        return None;
    }
    Some((ty[..lt].trim(), top_level_items(&ty[lt + 1..lt + close])))
}

/// [`trait_fn_ok_tuple`] in the file `text` of the trait, `after` the text following its
/// name.
fn trait_fn_ok_tuple_in(text: &str, after: &str, m: &str) -> Option<(Vec<String>, Vec<String>)> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let after_t = after.trim_start();
    let generics: Vec<String> = if after_t.starts_with('<') {
        let close = matching_close(after_t, '<', '>')?;
        generic_names(&after_t[..=close])
            .map(str::to_string)
            .collect()
    } else {
        Vec::new()
    };
    let open = after.find('{')?;
    let body_len = matching_close(&after[open..], '{', '}')?;
    let body = &after[open..open + body_len];
    let pat = format!("fn {m}");
    // Not in a comment (a doc example's `fn parse(..)`).
    let commented = |i: usize| {
        body[body[..i].rfind('\n').map_or(0, |j| j + 1)..i]
            .trim_start()
            .starts_with("//")
    };
    let at = body.match_indices(&pat).find_map(|(i, _)| {
        let rest = &body[i + pat.len()..];
        (!body[..i].ends_with(ident) && !commented(i) && rest.trim_start().starts_with(['(', '<']))
            .then_some(rest)
    })?;
    let rest = at.trim_start();
    let (own, rest) = if rest.starts_with('<') {
        let close = matching_close(rest, '<', '>')?;
        let own: Vec<String> = generic_names(&rest[..=close]).map(str::to_string).collect();
        (own, rest[close + 1..].trim_start())
    } else {
        (Vec::new(), rest)
    };
    let close = matching_close(rest, '(', ')')?;
    let ret = collapse_ws(return_text(&rest[close + 1..])?);
    let (base, args) = split_generic(&ret)?;
    let ret = if base == "Result" {
        ret.clone()
    } else {
        // `type IResult<I, O, E = error::Error<I>> = Result<(I, O), Err<E>>;` in the file.
        if !base.chars().all(ident) {
            return None;
        }
        let pat = format!("type {base}");
        let (i, _) = text.match_indices(&pat).find(|(i, _)| {
            at_line_start(text, *i, &["", "pub"])
                && text[i + pat.len()..].trim_start().starts_with('<')
        })?;
        let decl = text[i + pat.len()..].trim_start();
        let close = matching_close(decl, '<', '>')?;
        let params: Vec<String> = generic_names(&decl[..=close]).map(str::to_string).collect();
        let value = decl[close + 1..].trim_start().strip_prefix('=')?;
        let value = collapse_ws(&value[..value.find(';')?]);
        if params.len() != args.len() || decl[..=close].contains('\'') {
            return None;
        }
        // Each parameter, as a whole word, replaced by its argument.
        let mut out = String::new();
        let mut word = String::new();
        for c in value.chars().chain(std::iter::once(' ')) {
            if ident(c) {
                word.push(c);
                continue;
            }
            match params.iter().position(|p| *p == word) {
                Some(p) => out.push_str(&args[p]),
                None => out.push_str(&word),
            }
            word.clear();
            out.push(c);
        }
        out.trim().to_string()
    };
    // std's `Result`: the file neither declares nor imports another.
    if declares_type_text(text, "Result") || top_level_use_of(text, "Result").is_some() {
        return None;
    }
    let (base, args) = split_generic(&ret)?;
    if base != "Result" {
        return None;
    }
    let ok = args.first()?;
    let inner = ok.strip_prefix('(')?.strip_suffix(')')?;
    let elems = top_level_items(inner)
        .into_iter()
        .map(|e| if own.contains(&e) { String::new() } else { e })
        .collect();
    Some((generics, elems))
}

fn crate_traits_declaring(ctx: &RepoCtx, key: &str, name: &str) -> std::sync::Arc<Vec<String>> {
    ctx.memo(&format!("rs:trait-fns:{key}:{name}"), || {
        let pat = format!("fn {name}");
        let ident = |c: char| c.is_alphanumeric() || c == '_';
        let mut out: Vec<String> = Vec::new();
        each_crate_text(ctx, key, |text| {
            for (i, _) in text.match_indices(&pat) {
                let rest = &text[i + pat.len()..];
                if text[..i].ends_with(ident) || !rest.trim_start().starts_with(['(', '<']) {
                    continue;
                }
                let header = impl_header_before(text, i, &["", "unsafe"]).map(|(at, _, _)| at);
                let decl = text[..i].rmatch_indices("trait ").find_map(|(j, _)| {
                    if !at_line_start(text, j, &["", "pub", "unsafe", "pub unsafe"]) {
                        return None;
                    }
                    let rest = &text[j + 6..];
                    let end = rest.find(|c: char| !ident(c)).unwrap_or(rest.len());
                    (end > 0).then(|| (j, rest[..end].to_string()))
                });
                if let Some((t_at, t)) = decl {
                    if header.is_none_or(|h| h < t_at) && !out.contains(&t) {
                        out.push(t);
                    }
                }
            }
        });
        out
    })
}

/// Whether a method signature's receiver is `self`, `mut self`, `&self`, `&mut self` or
/// `&'a self` / `&'a mut self` (not `self: Box<Self>` and the like, nor no receiver).
fn self_receiver(sig: &str) -> bool {
    let params = sig.split_once('(').map_or("", |(_, p)| p).trim_start();
    let params = match params.strip_prefix('&') {
        Some(rest) => {
            let rest = rest.trim_start();
            // A lifetime: `&'a self`.
            let rest = match rest.strip_prefix('\'') {
                Some(l) => l.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_'),
                None => rest,
            };
            rest.trim_start()
        }
        None => params,
    };
    let params = params.strip_prefix("mut ").unwrap_or(params).trim_start();
    params
        .strip_prefix("self")
        .is_some_and(|rest| rest.trim_start().starts_with([',', ')']))
}

fn has_word(s: &str, word: &str) -> bool {
    if word.is_empty() {
        return false;
    }
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    s.match_indices(word).any(|(i, _)| {
        let before = s[..i].chars().next_back();
        let after = s[i + word.len()..].chars().next();
        before.is_none_or(|c| !is_ident(c)) && after.is_none_or(|c| !is_ident(c))
    })
}

/// The macro parameter (`$t`) the receiver `recv` (`self` or a parameter's name, in a
/// `macro_rules!` body) has as its type: `self` inside `impl .. for $t { .. }`, `x` declared
/// `x: $t` / `x: &$t` / `x: &'a $t` / `x: &mut $t` by the fn whose body holds the call, when
/// that body binds no name by a pattern (`let`, `for`, `match` arms, closures).
fn macro_receiver_var(file: &SourceFile, recv: Node) -> Option<String> {
    let is_self = recv.kind() == "self";
    let name = file.text(recv);
    let mut tt = recv.parent()?;
    while tt.kind() == "token_tree" {
        let parent = tt.parent()?;
        let mut c = parent.walk();
        let sibs: Vec<Node> = parent.children(&mut c).collect();
        let i = sibs.iter().position(|k| k.id() == tt.id())?;
        let before: Vec<String> = sibs[..i]
            .iter()
            .rev()
            .take_while(|k| !(k.kind() == "token_tree" && file.text(**k).starts_with('{')))
            .map(|k| file.text(*k).into_owned())
            .take_while(|t| t != ";")
            .collect();
        let opens_brace = file.text(tt).starts_with('{');
        if is_self && opens_brace && before.len() >= 3 && before[1] == "for" {
            let ty = &before[0];
            return (before.iter().any(|t| t == "impl") && ty.starts_with('$'))
                .then(|| ty[1..].to_string());
        }
        if !is_self && opens_brace && before.iter().any(|t| t == "fn") {
            // The fn's parameters: the first `( .. )` tree after `fn name`.
            let f = sibs[..i].iter().rposition(|k| file.text(*k) == "fn")?;
            let params = sibs[f..i]
                .iter()
                .find(|k| k.kind() == "token_tree" && file.text(**k).starts_with('('))?;
            if binds_in_body(file, tt, &name) {
                return None;
            }
            let mut c = params.walk();
            let toks: Vec<String> = params
                .children(&mut c)
                .map(|k| file.text(k).into_owned())
                .collect();
            let at = toks.iter().position(|t| *t == name)?;
            if toks.get(at + 1).map(String::as_str) != Some(":") {
                return None;
            }
            let ty: Vec<&str> = toks[at + 2..]
                .iter()
                .map(String::as_str)
                .take_while(|t| !matches!(*t, "," | ")"))
                .filter(|t| !matches!(*t, "&" | "mut") && !t.starts_with('\''))
                .collect();
            return match ty.as_slice() {
                [v] if v.starts_with('$') => Some(v[1..].to_string()),
                _ => None,
            };
        }
        tt = parent;
    }
    None
}

/// Whether a fn body (a token tree) may bind `name` again: a `let` whose pattern holds it, or
/// any `for`, `match` arm, closure or `@` pattern at all.
fn binds_in_body(file: &SourceFile, tt: Node, name: &str) -> bool {
    let mut leaves: Vec<String> = Vec::new();
    walk(tt, |k| {
        if k.child_count() == 0 {
            leaves.push(file.text(k).into_owned());
        }
    });
    leaves.iter().enumerate().any(|(i, t)| match t.as_str() {
        "for" | "=>" | "|" | "@" => true,
        "let" => leaves[i + 1..]
            .iter()
            .take_while(|p| !matches!(p.as_str(), "=" | ":" | ";"))
            .any(|p| p == name),
        _ => false,
    })
}

/// The parameter names of a macro rule's matcher `($a:ty, $b:ident)`, in order; `None` for
/// any other shape (repetitions, literal tokens).
fn macro_params(file: &SourceFile, left: Node) -> Option<Vec<String>> {
    let mut c = left.walk();
    let kids: Vec<Node> = left.children(&mut c).collect();
    let inner = kids.get(1..kids.len().checked_sub(1)?)?;
    let mut out = Vec::new();
    for (i, k) in inner.iter().enumerate() {
        if i % 2 == 1 {
            if file.text(*k) != "," {
                return None;
            }
            continue;
        }
        if k.kind() != "token_binding_pattern" {
            return None;
        }
        let var = file.text(k.child_by_field_name("name")?);
        out.push(var.strip_prefix('$')?.to_string());
    }
    Some(out)
}

/// A macro invocation's arguments split at its top-level commas (commas inside `<..>`
/// belong to a type's arguments): each group's tokens.
fn token_groups<'t>(file: &SourceFile, tt: Node<'t>) -> Vec<Vec<Node<'t>>> {
    let mut c = tt.walk();
    let kids: Vec<Node> = tt.children(&mut c).collect();
    let inner = kids.get(1..kids.len().saturating_sub(1)).unwrap_or(&[]);
    let mut out: Vec<Vec<Node>> = vec![Vec::new()];
    let mut depth = 0usize;
    for k in inner {
        match &*file.text(*k) {
            "<" => depth += 1,
            ">" => depth = depth.saturating_sub(1),
            "," if depth == 0 => {
                out.push(Vec::new());
                continue;
            }
            _ => {}
        }
        if let Some(g) = out.last_mut() {
            g.push(*k);
        }
    }
    if out.last().is_some_and(Vec::is_empty) {
        out.pop();
    }
    out
}

/// A type written in a macro argument as one name, behind `&`, `&'a`, `&mut`: its type and
/// the name's token.
fn named_type<'t>(file: &SourceFile, group: &[Node<'t>]) -> Option<(RType, Node<'t>)> {
    let (last, refs) = group.split_last()?;
    // `&`, `&mut`, `&'a` (a lifetime is one token or `'` and a name).
    let mut refs_ok = true;
    let mut after_quote = false;
    for k in refs {
        let t = file.text(*k);
        refs_ok &= if after_quote {
            after_quote = false;
            k.kind() == "identifier"
        } else {
            after_quote = t == "'";
            t == "&" || t == "mut" || t == "'" || k.kind() == "lifetime"
        };
    }
    if !refs_ok || after_quote || last.kind() != "identifier" {
        return None;
    }
    let name = file.text(*last).into_owned();
    let first = group.first()?;
    let shown = collapse_ws(&String::from_utf8_lossy(
        &file.src[first.start_byte()..last.end_byte()],
    ));
    Some((
        RType::Named {
            written: vec![name.clone()],
            name,
            shown,
        },
        *last,
    ))
}

/// Arguments in a `( .. )` token tree: top-level commas, a trailing comma not counted.
fn token_args(file: &SourceFile, tt: Node) -> usize {
    let mut cursor = tt.walk();
    let kids: Vec<Node> = tt.children(&mut cursor).collect();
    // First and last children are the delimiters.
    let inner = kids.get(1..kids.len().saturating_sub(1)).unwrap_or(&[]);
    let inner: Vec<&Node> = inner.iter().filter(|k| !is_comment(**k)).collect();
    if inner.is_empty() {
        return 0;
    }
    let commas = inner.iter().filter(|k| file.text(***k) == ",").count();
    let trailing = inner.last().is_some_and(|k| file.text(**k) == ",");
    commas + 1 - usize::from(trailing)
}

/// Whether a pattern binds `name` (an identifier in binding position).
/// The named children of a tuple pattern or expression, comments left out.
fn named_elements(n: Node) -> Vec<Node> {
    let mut c = n.walk();
    let kids: Vec<Node> = n
        .named_children(&mut c)
        .filter(|e| !is_comment(*e))
        .collect();
    kids
}

fn pattern_binds(file: &SourceFile, pat: Node, name: &str) -> bool {
    let mut hit = false;
    walk(pat, |x| {
        if x.kind() == "identifier" && file.text(x) == name {
            // `Some(x)`: the `Some` is the type field of a tuple-struct pattern, not a binding.
            let is_type = x.parent().is_some_and(|p| {
                p.child_by_field_name("type")
                    .is_some_and(|t| t.id() == x.id())
                    || p.kind() == "scoped_identifier"
            });
            if !is_type {
                hit = true;
            }
        }
    });
    hit
}

/// The type parameters a `type` alias declares (`type FnvHashMap<K, V> = ..;`: K, V).
fn alias_params(file: &SourceFile, item: Node) -> Vec<String> {
    let Some(tps) = item.child_by_field_name("type_parameters") else {
        return Vec::new();
    };
    let mut cursor = tps.walk();
    let params = tps
        .named_children(&mut cursor)
        .filter_map(|tp| match tp.kind() {
            "type_identifier" => Some(tp),
            _ => tp.child_by_field_name("name"),
        })
        .map(|n| file.text(n).into_owned())
        .collect();
    params
}

/// A pattern binding one plain name: `x` or `mut x`.
/// The two elements of the tuple pattern `p` (`(k, v)`, `(_, x)`: `_` is an anonymous node),
/// or `None` for another pattern or another number of elements.
fn pair_pattern(p: Node) -> Option<[Node; 2]> {
    if p.kind() != "tuple_pattern" {
        return None;
    }
    let mut c = p.walk();
    let elems: Vec<Node> = p
        .children(&mut c)
        .filter(|e| !matches!(e.kind(), "(" | ")" | ",") && !is_comment(*e))
        .collect();
    match elems.as_slice() {
        [a, b] => Some([*a, *b]),
        _ => None,
    }
}

fn is_simple_binding(p: Node) -> bool {
    p.kind() == "identifier"
        || p.kind() == "mut_pattern" && p.named_child(0).is_some_and(|i| i.kind() == "identifier")
}

/// The element type written in a slice, array or `Vec` type (behind references).
fn element_type_node<'t>(file: &SourceFile, mut t: Node<'t>) -> Option<Node<'t>> {
    while matches!(t.kind(), "reference_type" | "pointer_type") {
        t = t.child_by_field_name("type")?;
    }
    match t.kind() {
        "array_type" => t.child_by_field_name("element"),
        "generic_type" => {
            let base = t.child_by_field_name("type")?;
            if !matches!(base.kind(), "type_identifier") || file.text(base) != "Vec" {
                return None;
            }
            let args = t.child_by_field_name("type_arguments")?;
            let mut cursor = args.walk();
            let first = args
                .named_children(&mut cursor)
                .find(|a| a.kind() != "lifetime");
            first
        }
        _ => None,
    }
}

/// std's maps, whose second type argument is the value type.
const STD_MAPS: &[&str] = &["BTreeMap", "HashMap"];

/// Methods of a std map giving an `Option` of (a reference to) one of its values.
const MAP_VALUE_OPTIONS: &[&str] = &["get", "get_mut", "remove"];

/// Methods of a std map's `Entry` giving a reference to the entry's value.
const ENTRY_VALUE: &[&str] = &[
    "or_default",
    "or_insert",
    "or_insert_with",
    "or_insert_with_key",
];

/// Methods of a std map giving an iterator of its `(key, value)` pairs.
const MAP_PAIRS: &[&str] = &["iter", "iter_mut", "range", "range_mut"];

/// The value type written in a std map type `decl` (`BTreeMap<u32, RoaringBitmap>`) of the
/// Rust text `text`: the map named by a `std`/`alloc` path or imported from one, never a type
/// the text declares itself.
fn std_map_value_text(text: &str, decl: &str) -> Option<String> {
    let decl = decl.trim();
    let open = decl.find('<')?;
    let path: Vec<&str> = decl[..open].trim().split("::").map(str::trim).collect();
    let (base, prefix) = path.split_last()?;
    if !STD_MAPS.contains(base) || !decl.ends_with('>') {
        return None;
    }
    let std_root = |s: &str| matches!(s, "std" | "alloc");
    let from_std = match prefix.first() {
        Some(first) => std_root(first.trim_start_matches("::")),
        None => {
            !declares_type_text(text, base)
                && top_level_use_of(text, base)
                    .is_some_and(|p| p.first().is_some_and(|f| std_root(f)))
        }
    };
    if !from_std {
        return None;
    }
    let inner = &decl[open + 1..decl.len() - 1];
    let (mut depth, mut start, mut args) = (0i32, 0, Vec::new());
    for (k, c) in inner.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' if inner[..k].ends_with('-') => {}
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                args.push(inner[start..k].trim());
                start = k + 1;
            }
            _ => {}
        }
    }
    args.push(inner[start..].trim());
    let args: Vec<&str> = args.into_iter().filter(|a| !a.starts_with('\'')).collect();
    args.get(1).filter(|v| !v.is_empty()).map(|v| v.to_string())
}

/// Iterator methods whose items are those of the iterator they are called on.
const ITEM_KEEPING_ADAPTERS: &[&str] = &[
    "filter",
    "rev",
    "skip",
    "take",
    "skip_while",
    "take_while",
    "step_by",
    "peekable",
    "fuse",
    "inspect",
    "cloned",
    "copied",
];

/// The methods of the std traits implemented for fn items (`Fn`/`FnMut`/`FnOnce`, `Clone`,
/// `Any`, `Borrow`/`BorrowMut`, `From`/`Into`, `TryFrom`/`TryInto`, `ToOwned`): no other
/// std method is reachable on a fn item.
const FN_ITEM_STD_METHODS: &[&str] = &[
    "call",
    "call_mut",
    "call_once",
    "clone",
    "clone_from",
    "type_id",
    "borrow",
    "borrow_mut",
    "into",
    "try_into",
    "to_owned",
    "clone_into",
];

/// Iterator's methods that take `self` by value and return another iterator.
const ITERATOR_ADAPTERS: &[&str] = &[
    "map",
    "filter",
    "filter_map",
    "flat_map",
    "flatten",
    "enumerate",
    "zip",
    "chain",
    "rev",
    "skip",
    "take",
    "skip_while",
    "take_while",
    "map_while",
    "step_by",
    "peekable",
    "fuse",
    "inspect",
    "scan",
    "cloned",
    "copied",
    "cycle",
];

/// Iterator methods that call their closure argument with each item.
/// `Iterator`'s folds: their closure's second parameter is called with the items.
const FOLDS: &[&str] = &["fold", "rfold", "try_fold", "try_rfold"];

const ITEM_CLOSURE_ADAPTERS: &[&str] = &[
    "map",
    "flat_map",
    "filter_map",
    "for_each",
    "try_for_each",
    "any",
    "all",
    "position",
    "find_map",
    "map_while",
    "inspect",
    "filter",
    "find",
    "skip_while",
    "take_while",
];

#[cfg(test)]
mod tests {
    use super::super::testkit::{self, scratch, Scratch, Site};
    use super::super::Lang;
    use super::*;

    #[test]
    fn a_trait_or_impl_fn_is_not_a_module_level_fn_item() {
        let f = parse(
            "src/lib.rs",
            "pub trait Ext { fn peek_all(self) {} }\nimpl S { fn peek_all(&self) {} }\nmod m { pub fn peek_all() {} }\nfn other() {}\n",
        );
        assert!(!declares_fn_item(&f, f.tree.root_node(), "peek_all"));
        assert!(declares_fn_item(&f, f.tree.root_node(), "other"));
    }

    /// A fn of an inline module is selected by the module's name; the same-named fns of the
    /// file's other inline modules, its impls and its top level are other sites.
    #[test]
    fn a_selection_scope_holds_the_inline_modules() {
        let f = parse(
            "src/math.rs",
            "mod scalar { pub fn imul(x: u32) {} }\nmod small { pub fn imul(x: u32, y: u32) {} \
             mod deep { impl T { fn imul(&self) {} } } }\nimpl T { fn imul(&self) {} }\n\
             fn imul() {}\n",
        );
        let scopes: Vec<Vec<String>> = definitions(&f)
            .iter()
            .filter(|d| d.name == "imul")
            .map(|d| selection_scope(&f, d))
            .collect();
        let want: Vec<Vec<String>> = [
            &["scalar"][..],
            &["small"],
            &["small", "deep", "T"],
            &["T"],
            &[],
        ]
        .iter()
        .map(|s| s.iter().map(|x| x.to_string()).collect())
        .collect();
        assert_eq!(scopes, want);
        // The definitions' own scope is unchanged: an inline module's fn is a free fn.
        let own: Vec<usize> = definitions(&f)
            .iter()
            .filter(|d| d.name == "imul")
            .map(|d| d.scope.len())
            .collect();
        assert_eq!(own, [0, 0, 1, 1, 0]);
    }

    #[test]
    fn the_root_file_of_each_kind_of_crate_key() {
        let dir = tempfile::tempdir().expect("tempdir");
        let none = RepoCtx::new(dir.path().to_path_buf());
        assert_eq!(
            crate_root_file(&none, "tests#tests/test_std.rs").as_deref(),
            Some("tests/test_std.rs")
        );
        assert_eq!(
            crate_root_file(&none, "cli#bin/tool").as_deref(),
            Some("cli/src/bin/tool.rs")
        );
        assert_eq!(crate_root_file(&none, ""), None);
    }

    /// The pruned walk finds every definition the whole walk does: in a block of a constant,
    /// an array length, a closure, a nested fn; none sits in a macro's tokens.
    #[test]
    fn definitions_skip_macro_tokens_only() {
        let f = parse(
            "src/x.rs",
            "macro_rules! m { ($x:expr) => { fn hidden() {} }; }
             const C: usize = { fn in_const() -> usize { 1 } in_const() };
             fn outer(a: [u8; { struct InLen; 2 }]) {
                     let f = |x: u8| x;
                     assert_eq!(f(1), { fn in_arg() {} 1 });
                     fn nested() { let g = || 2; }
             }
             /// fn in_doc() {}
             trait T { fn sig(&self); }
",
        );
        let names = |ms: Vec<crate::lang::defs::Matched>| {
            ms.iter()
                .map(|m| f.text(m.name).into_owned())
                .collect::<Vec<_>>()
        };
        let all = names(crate::lang::defs::matches(&f));
        assert_eq!(
            names(crate::lang::defs::matches_pruned(&f, may_define)),
            all
        );
        assert_eq!(
            all,
            ["in_const", "outer", "InLen", "f", "nested", "g", "T", "sig"]
        );
    }

    fn parse(path: &str, src: &str) -> SourceFile {
        testkit::parse(Lang::Rust, path, src)
    }

    fn defs(src: &str) -> Vec<Def> {
        definitions(&parse("src/x.rs", src))
    }

    /// The target `name` or `Type.name` defined in `path` (never a struct sharing the name).
    fn target(repo: &Scratch, path: &str, sel: &str) -> Target {
        let src = repo.ctx.read_to_string(path).expect("target file");
        let site = Site {
            skip_classes: true,
            ..Site::default()
        };
        testkit::target(&parse(path, &src), sel, site)
    }

    fn calls_of(repo: &Scratch, t: &Target, path: &str) -> Vec<Call> {
        let src = repo.ctx.read_to_string(path).expect("caller file");
        calls(&parse(path, &src), t, &repo.ctx)
    }

    fn one(repo: &Scratch, t: &Target, path: &str) -> Call {
        let cs = calls_of(repo, t, path);
        assert_eq!(cs.len(), 1, "{cs:#?}");
        cs.into_iter().next().expect("one call")
    }

    fn verdicts(cs: &[Call]) -> Vec<(usize, Option<usize>, Binds)> {
        cs.iter().map(|c| (c.line, c.args, c.binds)).collect()
    }

    const CARGO: &str = "[package]\nname = \"fx-core\"\nversion = \"0.1.0\"\nedition = \"2021\"\n";
    /// [`CARGO`] depending on the crate `textkit`: only a dependency's name can be an
    /// external crate's in a path (a name that is neither in scope nor a dependency is
    /// unknown, never another crate).
    const CARGO_TEXTKIT: &str = "[package]\nname = \"fx-core\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\ntextkit = \"1\"\n";
    const PARSE: &str = "pub fn parse_line(input: &str, sep: char) -> Vec<String> {\n    input.split(sep).map(|s| s.to_string()).collect()\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn t() {\n        assert_eq!(parse_line(\"a,b\", ','), vec![\"a\", \"b\",]);\n    }\n}\n";
    const LEXER: &str = "pub struct Lexer;\n\nimpl Lexer {\n    pub fn parse_line(&self, input: &str) -> usize {\n        input.len()\n    }\n}\n";
    const COUNTER: &str = "pub struct Counter {\n    pub n: u64,\n}\n\nimpl Counter {\n    pub fn new() -> Self {\n        Counter { n: 0 }\n    }\n\n    pub fn add(&mut self, n: u64, times: u64) {\n        self.n += n * times;\n    }\n\n    pub fn bump(&mut self) {\n        self.add(1, 1);\n        Self::add(self, 1, 1);\n    }\n}\n";
    const GAUGE: &str = "pub struct Gauge {\n    pub level: i64,\n}\n\nimpl Gauge {\n    pub fn add(&mut self, n: u64) {\n        self.level += n as i64;\n    }\n}\n";

    #[test]
    fn a_type_alias_beside_a_fully_generic_impl_is_its_owner() {
        // `DiGraph` aliases `Graph` beside an impl over every argument: its values reach
        // `add_edge`. `Pinned` is beside no impl of `Sized`'s, `Other` aliases another `Graph`.
        let graph = "pub struct Graph<N, Ty> {\n    n: Vec<N>,\n    t: Ty,\n}\n\npub struct Directed;\n\npub type DiGraph<N> = Graph<N, Directed>;\npub type Wrapped<N> = Vec<Graph<N, Directed>>;\n\nimpl<N, Ty> Graph<N, Ty> {\n    pub fn add_edge(&mut self, a: usize, b: usize, w: N) {}\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/graph.rs", graph),
            ("src/lib.rs", "mod graph;\nmod own;\nmod user;\nmod wrapped;\n\npub mod prelude {\n    pub use crate::graph::{DiGraph, Graph};\n}\n"),
            ("src/user.rs", "use crate::prelude::DiGraph;\n\nfn f(g: &mut DiGraph<u8>) {\n    g.add_edge(0, 1, 2);\n    DiGraph::add_edge(g, 0, 1, 2);\n}\n"),
            ("src/own.rs", "type DiGraph = Other;\n\nfn f(g: &mut DiGraph) {\n    g.add_edge(0, 1, 2);\n}\n"),
            ("src/wrapped.rs", "use crate::graph::Wrapped;\n\nfn f(g: &mut Wrapped<u8>) {\n    g.add_edge(0, 1, 2);\n}\n"),
        ]);
        let t = target(&r, "src/graph.rs", "Graph.add_edge");
        let cs = calls_of(&r, &t, "src/user.rs");
        assert_eq!(
            verdicts(&cs),
            vec![(4, Some(3), Binds::Yes), (5, Some(4), Binds::Yes)],
            "{cs:#?}"
        );
        assert!(
            cs[0].reason.contains("an alias of Graph"),
            "{}",
            cs[0].reason
        );
        // A local `DiGraph` is another type; `Wrapped` is not the graph.
        assert!(calls_of(&r, &t, "src/own.rs")
            .iter()
            .all(|c| c.binds == Binds::No));
        assert!(calls_of(&r, &t, "src/wrapped.rs")
            .iter()
            .all(|c| c.binds == Binds::No));
    }

    #[test]
    fn path_calls_returning_self_and_turbofish_methods_type_their_values() {
        // `Graph` through a glob (`prelude::*`): `from_edges` is `-> Self`, `into_ty::<U>()`
        // a method of the target's file returning `Graph<..>`; `UnGraph::from_elements` is the
        // trait `FromElements`' (every `fn from_elements` of the crate is `-> Self`, and the
        // caller names the trait); `List::from_elements` is a `List` by `impl FromElements
        // for List` beside `List` (the impl's own `-> Self`).
        let graph = "pub struct Graph<N, Ty> {\n    n: Vec<N>,\n    t: Ty,\n}\n\npub struct Un;\n\npub type UnGraph<N> = Graph<N, Un>;\n\nimpl<N, Ty> Graph<N, Ty> {\n    pub fn from_edges(e: &[u8]) -> Self {\n        todo!()\n    }\n    pub fn into_ty<U>(self) -> Graph<N, U> {\n        todo!()\n    }\n    pub fn weight_as<W>(&self) -> W {\n        todo!()\n    }\n    pub fn find_edge(&self, a: usize, b: usize) {}\n}\n";
        let data = "use crate::graph::Graph;\n\npub trait FromElements: Sized {\n    fn from_elements(e: &[u8]) -> Self;\n}\n\nimpl<N, Ty> FromElements for Graph<N, Ty> {\n    fn from_elements(e: &[u8]) -> Self {\n        Graph::from_edges(e)\n    }\n}\n\npub struct List;\n\nimpl List {\n    pub fn find_edge(&self, a: usize, b: usize) {}\n}\n\nimpl FromElements for List {\n    fn from_elements(e: &[u8]) -> Self {\n        List\n    }\n}\n";
        let user = "use crate::prelude::*;\nuse crate::data::{FromElements, List};\n\nfn f() {\n    let g = Graph::<u8, Un>::from_edges(&[]);\n    g.find_edge(0, 1);\n    let h = g.into_ty::<Un>();\n    h.find_edge(0, 1);\n    let u = UnGraph::<u8>::from_elements(&[]);\n    u.find_edge(0, 1);\n    let l = List::from_elements(&[]);\n    l.find_edge(0, 1);\n    let w = g.weight_as::<List>();\n    w.find_edge(0, 1);\n}\n";
        let lib = "mod data;\nmod graph;\nmod user;\n\npub mod prelude {\n    pub use crate::graph::{Graph, Un, UnGraph};\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/graph.rs", graph),
            ("src/data.rs", data),
            ("src/lib.rs", lib),
            ("src/user.rs", user),
        ]);
        let t = target(&r, "src/graph.rs", "Graph.find_edge");
        let cs = calls_of(&r, &t, "src/user.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (6, Some(2), Binds::Yes),
                (8, Some(2), Binds::Yes),
                (10, Some(2), Binds::Yes),
                (12, Some(2), Binds::No),
                (14, Some(2), Binds::Maybe),
            ],
            "{cs:#?}"
        );
        // The caller does not name the trait (the call then compiles only through a glob or
        // not at all), or a free `fn from_elements` of the crate returns something else: a
        // path call `T::f` reaches only T's inherent fns and the trait methods implemented
        // for T, and every impl of T in its crate declaring `from_elements` returns `Self`
        // ([`crate_impl_fn_return`]), so `u` is still a `Graph`.
        let unnamed = user.replace("{FromElements, List}", "List");
        let other = format!("{data}\npub fn from_elements(e: &[u8]) -> u8 {{\n    0\n}}\n");
        for (d, u) in [(data, unnamed.as_str()), (other.as_str(), user)] {
            let r = scratch(&[
                ("Cargo.toml", CARGO),
                ("src/graph.rs", graph),
                ("src/data.rs", d),
                ("src/lib.rs", lib),
                ("src/user.rs", u),
            ]);
            let t = target(&r, "src/graph.rs", "Graph.find_edge");
            let cs = calls_of(&r, &t, "src/user.rs");
            assert_eq!(cs[2].binds, Binds::Yes, "{cs:#?}");
        }
    }

    #[test]
    fn generic_parameter_names_and_fn_returns_read_from_text() {
        assert_eq!(
            generic_names("<'a, T: Into<Vec<u8>>, F: Fn(u8) -> u8, const N: usize>")
                .collect::<Vec<_>>(),
            vec!["T", "F", "N"]
        );
        assert_eq!(generic_names("").count(), 0);
        let text = "pub trait Tr {\n    fn make<I>(i: I) -> Self\n    where\n        I: Copy;\n}\n\nimpl X {\n    fn make(i: u8) -> u8 { i }\n    fn make_more() {}\n}\n";
        let rets = fn_returns_in_text(text, "make");
        assert_eq!(
            rets.iter().map(|(_, r)| r.as_deref()).collect::<Vec<_>>(),
            vec![Some("Self"), Some("u8")]
        );
        assert_eq!(trait_header_before(text, rets[0].0).as_deref(), Some("Tr"));
        assert_eq!(trait_header_before(text, rets[1].0), None);
    }

    #[test]
    fn an_alias_fixing_an_argument_of_a_specialised_impl_is_not_its_owner() {
        // `add_edge` is only in `impl<N> Graph<N, Undirected>`: a `DiGraph` never reaches it.
        let graph = "pub struct Graph<N, Ty> {\n    n: Vec<N>,\n    t: Ty,\n}\n\npub struct Directed;\npub struct Undirected;\n\npub type DiGraph<N> = Graph<N, Directed>;\n\nimpl<N> Graph<N, Undirected> {\n    pub fn add_edge(&mut self, a: usize, b: usize, w: N) {}\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/graph.rs", graph),
            ("src/user.rs", "use crate::graph::DiGraph;\n\nfn f(g: &mut DiGraph<u8>) {\n    g.add_edge(0, 1, 2);\n}\n"),
        ]);
        let t = target(&r, "src/graph.rs", "Graph.add_edge");
        assert_eq!(one(&r, &t, "src/user.rs").binds, Binds::No);
    }

    #[test]
    fn re_exports_through_inline_modules_and_re_exported_modules() {
        // lib.rs: `pub mod graph { pub use crate::graph_impl::{node_index, Graph}; }` inline,
        // `pub use crate::graph_impl::stable;` re-exporting a module, and a prelude naming
        // `crate::graph::Graph` again.
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", "mod graph_impl;\nmod other;\nmod user;\n\npub mod graph {\n    pub use crate::graph_impl::{node_index, Graph};\n}\n\npub use crate::graph_impl::stable;\n\npub mod prelude;\n"),
            ("src/prelude.rs", "pub use crate::graph::{Graph};\npub use crate::stable::StableGraph;\n"),
            ("src/graph_impl/mod.rs", "pub mod stable;\n\npub struct Graph;\n\nimpl Graph {\n    pub fn find_edge(&self, a: u32, b: u32) {}\n}\n\npub fn node_index(i: usize) -> u32 {\n    i as u32\n}\n"),
            ("src/graph_impl/stable.rs", "pub struct StableGraph;\n\nimpl StableGraph {\n    pub fn remove_node(&mut self, a: u32) {}\n}\n"),
            ("src/user.rs", "use crate::graph::{node_index, Graph};\nuse crate::prelude::StableGraph;\n\nfn f(g: &Graph, s: &mut StableGraph) {\n    g.find_edge(node_index(0), 1);\n    s.remove_node(1);\n}\n"),
            ("src/other.rs", "use crate::prelude::Graph;\n\nfn f(g: &Graph) {\n    g.find_edge(0, 1);\n}\n"),
        ]);
        let t = target(&r, "src/graph_impl/mod.rs", "Graph.find_edge");
        assert_eq!(one(&r, &t, "src/user.rs").binds, Binds::Yes);
        assert_eq!(one(&r, &t, "src/other.rs").binds, Binds::Yes);
        let t = target(&r, "src/graph_impl/mod.rs", "node_index");
        assert_eq!(one(&r, &t, "src/user.rs").binds, Binds::Yes);
        let t = target(&r, "src/graph_impl/stable.rs", "StableGraph.remove_node");
        assert_eq!(one(&r, &t, "src/user.rs").binds, Binds::Yes);
    }

    // ---- definitions

    #[test]
    fn free_functions_methods_and_types() {
        let src = "pub fn free(a: u8, b: u8) {}\nfn private() {}\n\npub struct S<T> {\n    x: T,\n}\n\nimpl<T: Clone> S<T> {\n    pub(crate) fn new(x: T) -> Self {\n        S { x }\n    }\n    fn get(&self) -> &T {\n        &self.x\n    }\n    fn set(mut self: Box<Self>, x: T) {}\n}\n\npub trait Shape {\n    fn area(&self) -> f64;\n    fn scaled(&self, k: f64) -> f64 {\n        self.area() * k\n    }\n}\n\nimpl Shape for &S<u8> {\n    fn area(&self) -> f64 {\n        0.0\n    }\n}\n\nenum E { A }\n";
        let ds = defs(src);
        let get = |n: &str, scope: &str| {
            ds.iter()
                .find(|d| d.name == n && d.scope.last().map(String::as_str).unwrap_or("") == scope)
                .unwrap_or_else(|| panic!("{n} in {scope}: {ds:#?}"))
        };
        let f = get("free", "");
        assert_eq!(
            (f.kind, f.params.count, f.public, f.line),
            (DefKind::Function, 2, true, 1)
        );
        assert_eq!(f.signature, "pub fn free(a: u8, b: u8)");
        assert!(!get("private", "").public);
        let n = get("new", "S");
        assert_eq!(
            (n.kind, n.params.count, n.is_static, n.public),
            (DefKind::Method, 1, true, true)
        );
        let g = get("get", "S");
        assert_eq!(
            (
                g.params.count,
                g.params.required,
                g.params.receiver,
                g.is_static
            ),
            (1, 1, true, false)
        );
        assert!(
            g.params.accepts(0, true) && !g.params.accepts(0, false) && g.params.accepts(1, false)
        );
        let s = get("set", "S");
        assert_eq!((s.params.count, s.params.receiver), (2, true));
        let a = get("area", "Shape");
        assert_eq!(
            (a.kind, a.params.count, a.public, a.line),
            (DefKind::Method, 1, true, 19)
        );
        assert_eq!(a.signature, "fn area(&self) -> f64");
        assert_eq!(get("scaled", "Shape").params.count, 2);
        assert_eq!(get("area", "S").line, 26);
        for class in ["S", "Shape", "E"] {
            assert!(
                ds.iter()
                    .any(|d| d.name == class && d.kind == DefKind::Class),
                "{class}"
            );
        }
    }

    #[test]
    fn nested_functions_and_closures() {
        let ds = defs("fn outer() {\n    fn inner(a: i32) {}\n    let add = |a, b: i32| a + b;\n    add(1, 2);\n}\n");
        let inner = ds.iter().find(|d| d.name == "inner").expect("inner");
        assert_eq!(inner.scope, vec!["outer".to_string()]);
        let add = ds.iter().find(|d| d.name == "add").expect("add");
        assert_eq!(
            (add.kind, add.params.count, add.line),
            (DefKind::Function, 2, 3)
        );
    }

    #[test]
    fn module_paths_of_files() {
        assert_eq!(file_module("src/lib.rs"), (String::new(), vec![]));
        assert_eq!(file_module("src/main.rs"), (String::new(), vec![]));
        assert_eq!(
            file_module("src/a.rs"),
            (String::new(), vec!["a".to_string()])
        );
        assert_eq!(
            file_module("src/a/mod.rs"),
            (String::new(), vec!["a".to_string()])
        );
        assert_eq!(
            file_module("src/a/b.rs").1,
            vec!["a".to_string(), "b".to_string()]
        );
        assert_eq!(
            file_module("crates/core/src/x.rs"),
            ("crates/core".to_string(), vec!["x".to_string()])
        );
        assert_ne!(
            file_module("src/bin/tool.rs").0,
            file_module("src/lib.rs").0
        );
        assert_ne!(file_module("tests/it.rs").0, file_module("src/lib.rs").0);
    }

    // ---- free functions

    #[test]
    fn use_declarations_bind_plain_calls() {
        let r = scratch(&[
            ("Cargo.toml", CARGO_TEXTKIT),
            ("src/parse.rs", PARSE),
            ("src/lexer.rs", LEXER),
            ("src/csv.rs", "use crate::parse::parse_line;\n\npub fn first_field(text: &str) -> Option<String> {\n    parse_line(text, ',').into_iter().next()\n}\n"),
            ("src/report.rs", "use crate::{lexer::Lexer, parse::{self, parse_line}};\n\npub fn field_count(text: &str) -> usize {\n    parse_line(text).len() + parse::parse_line(text, ',').len()\n}\n"),
            ("src/tokens.rs", "use crate::lexer::Lexer;\n\npub fn token_count(lx: &Lexer, text: &str) -> usize {\n    lx.parse_line(text)\n}\n"),
            ("src/other.rs", "use crate::lexer::parse_line;\n\nfn a() {\n    parse_line(\"x\");\n}\n"),
            ("src/std_like.rs", "use textkit::parse_line;\n\nfn a() {\n    parse_line(\"x\", ',');\n}\n"),
            ("src/own.rs", "fn parse_line(s: &str) {}\n\nfn a() {\n    parse_line(\"x\");\n}\n"),
            ("src/nowhere.rs", "fn a() {\n    parse_line(\"x\");\n}\n"),
        ]);
        let t = target(&r, "src/parse.rs", "parse_line");
        assert_eq!(t.defs[0].params.count, 2);
        let c = one(&r, &t, "src/csv.rs");
        assert_eq!(
            (c.line, c.args, c.binds, c.supplies_receiver),
            (4, Some(2), Binds::Yes, false)
        );
        assert_eq!(c.reason, "use crate::parse::parse_line");
        let cs = calls_of(&r, &t, "src/report.rs");
        assert_eq!(
            verdicts(&cs),
            vec![(4, Some(1), Binds::Yes), (4, Some(2), Binds::Yes)]
        );
        assert!(!t.defs[0].params.accepts(1, false));
        let c = one(&r, &t, "src/tokens.rs");
        assert_eq!(
            (c.args, c.binds, c.supplies_receiver),
            (Some(1), Binds::No, true)
        );
        // `crate::lexer` is another module that defines the name and re-exports nothing.
        let c = one(&r, &t, "src/other.rs");
        assert_eq!(c.binds, Binds::No, "{}", c.reason);
        assert_eq!(one(&r, &t, "src/std_like.rs").binds, Binds::No);
        let c = one(&r, &t, "src/own.rs");
        assert_eq!(c.binds, Binds::No);
        assert!(c.reason.contains("src/own.rs:1"), "{}", c.reason);
        assert_eq!(one(&r, &t, "src/nowhere.rs").binds, Binds::Maybe);
        // The test module of the defining file reaches it through `use super::*`.
        let c = one(&r, &t, "src/parse.rs");
        assert_eq!((c.line, c.args, c.binds), (11, Some(2), Binds::Yes));
    }

    #[test]
    fn scoped_paths_aliases_globs_and_crate_names() {
        let r = scratch(&[
            ("Cargo.toml", CARGO_TEXTKIT),
            ("src/lib.rs", "pub mod parse;\npub mod util;\n\npub fn root() {\n    parse::parse_line(\"a\", ',');\n    crate::parse::parse_line(\"a\", ',');\n    self::parse::parse_line(\"a\", ',');\n    util::parse_line(\"a\");\n}\n\nmod glob;\nmod extglob;\n"),
            ("src/parse.rs", PARSE),
            ("src/util.rs", "pub fn parse_line(s: &str) {}\n"),
            ("src/a/b.rs", "use super::super::parse as p;\nuse crate::parse::*;\n\nfn f() {\n    p::parse_line(\"x\", ',');\n    parse_line(\"y\", ',');\n}\n"),
            ("src/glob.rs", "use crate::util::*;\n\nfn f() {\n    parse_line(\"x\");\n}\n"),
            ("src/extglob.rs", "use textkit::prelude::*;\n\nfn f() {\n    parse_line(\"x\");\n}\n"),
            ("tests/it.rs", "use fx_core::parse::parse_line;\n\n#[test]\nfn it() {\n    parse_line(\"x\", ',');\n    fx_core::parse::parse_line(\"x\", ',');\n}\n"),
        ]);
        let t = target(&r, "src/parse.rs", "parse_line");
        let cs = calls_of(&r, &t, "src/lib.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (5, Some(2), Binds::Yes),
                (6, Some(2), Binds::Yes),
                (7, Some(2), Binds::Yes),
                (8, Some(1), Binds::No),
            ],
            "{cs:#?}"
        );
        let cs = calls_of(&r, &t, "src/a/b.rs");
        assert_eq!(
            verdicts(&cs),
            vec![(5, Some(2), Binds::Yes), (6, Some(2), Binds::Yes)],
            "{cs:#?}"
        );
        assert_eq!(one(&r, &t, "src/glob.rs").binds, Binds::Maybe);
        let c = one(&r, &t, "src/extglob.rs");
        assert_eq!(c.binds, Binds::No, "{}", c.reason);
        let cs = calls_of(&r, &t, "tests/it.rs");
        assert_eq!(
            verdicts(&cs),
            vec![(5, Some(2), Binds::Yes), (6, Some(2), Binds::Yes)],
            "{cs:#?}"
        );
    }

    #[test]
    fn local_bindings_shadow_and_associated_fns_differ() {
        let r = scratch(&[
            ("src/parse.rs", PARSE),
            ("src/shadow.rs", "use crate::parse::parse_line;\n\nfn f(parse_line: fn(&str)) {\n    parse_line(\"x\");\n}\n\nfn g() {\n    let parse_line = |s: &str| s.len();\n    parse_line(\"x\");\n    Lexer::parse_line(&lx, \"x\");\n}\n"),
        ]);
        let t = target(&r, "src/parse.rs", "parse_line");
        let cs = calls_of(&r, &t, "src/shadow.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (4, Some(1), Binds::No),
                (9, Some(1), Binds::No),
                (10, Some(2), Binds::No)
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn macro_rules_receivers_typed_by_an_invocation_of_the_macro() {
        // bstr's impls.rs: `self.as_bytes()` in `impl .. for $lhs`, `other.as_bytes()` with
        // `other: &$lhs`, and `impl_partial_eq!(BString, ..)` after the definition.
        let bstring = "pub struct BString {\n    bytes: Vec<u8>,\n}\n\nimpl BString {\n    pub(crate) fn as_bytes(&self) -> &[u8] {\n        &self.bytes\n    }\n}\n";
        let bstr = "pub struct BStr {\n    bytes: [u8],\n}\n\nimpl BStr {\n    pub(crate) fn as_bytes(&self) -> &[u8] {\n        &self.bytes\n    }\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", "mod bstr;\nmod bstring;\nmod impls;\n"),
            ("src/bstring.rs", bstring),
            ("src/bstr.rs", bstr),
            ("src/impls.rs", "macro_rules! impl_partial_eq {\n    ($lhs:ty, $rhs:ty) => {\n        impl<'a> PartialEq<$rhs> for $lhs {\n            #[inline]\n            fn eq(&self, other: &$rhs) -> bool {\n                let other: &[u8] = other.as_ref();\n                PartialEq::eq(self.as_bytes(), other)\n            }\n        }\n\n        impl<'a> PartialEq<$lhs> for $rhs {\n            #[inline]\n            fn eq(&self, other: &$lhs) -> bool {\n                let this: &[u8] = self.as_ref();\n                PartialEq::eq(this, other.as_bytes())\n            }\n        }\n    };\n}\n\nmacro_rules! impl_partial_eq_cow {\n    ($lhs:ty, $rhs:ty) => {\n        impl<'a> PartialEq<$rhs> for $lhs {\n            #[inline]\n            fn eq(&self, other: &$rhs) -> bool {\n                let other: &[u8] = (&**other).as_ref();\n                PartialEq::eq(self.as_bytes(), other)\n            }\n        }\n    };\n}\n\nmacro_rules! shadowed {\n    ($t:ty) => {\n        impl Len for Wrapper {\n            fn len_of(&self, other: &$t) -> usize {\n                let other = other.as_ref();\n                other.as_bytes().len()\n            }\n        }\n    };\n}\n\nmod bstring {\n    use crate::bstr::BStr;\n    use crate::bstring::BString;\n\n    impl_partial_eq!(BString, Vec<u8>);\n    impl_partial_eq_cow!(&'a BStr, Cow<'a, BStr>);\n    shadowed!(BString);\n}\n"),
        ]);
        let t = target(&r, "src/bstring.rs", "BString.as_bytes");
        let cs = calls_of(&r, &t, "src/impls.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (7, Some(0), Binds::Yes),
                (15, Some(0), Binds::Yes),
                // Only `&'a BStr` is written for `$lhs`: BStr's own method, not proven here.
                (27, Some(0), Binds::Maybe),
                // `other` is bound again by the `let`.
                (38, Some(0), Binds::Maybe),
            ],
            "{cs:#?}"
        );
        assert_eq!(
            cs[0].reason,
            "receiver self: BString, as lhs in impl_partial_eq!(BString, Vec<u8>) (line 48)"
        );
        // BStr's: `&'a BStr` is written for `$lhs` of the second macro; BString, another
        // type, is all the first one's `$lhs` is given: nothing proven there.
        let t = target(&r, "src/bstr.rs", "BStr.as_bytes");
        let cs = calls_of(&r, &t, "src/impls.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (7, Some(0), Binds::Maybe),
                (15, Some(0), Binds::Maybe),
                (27, Some(0), Binds::Yes),
                (38, Some(0), Binds::Maybe),
            ],
            "{cs:#?}"
        );
        assert_eq!(
            cs[2].reason,
            "receiver self: &'a BStr, as lhs in impl_partial_eq_cow!(&'a BStr, Cow<'a, BStr>) (line 49)"
        );
    }

    #[test]
    fn calls_inside_macros_are_found() {
        let r = scratch(&[
            ("src/hash.rs", "pub fn checksum(data: &[u8]) -> u32 {\n    0\n}\n"),
            ("src/store.rs", "use crate::hash::checksum;\n\npub fn block_id(block: &[u8]) -> String {\n    format!(\"{:08x}\", checksum(block))\n}\n\nfn more(b: &[u8]) {\n    assert_eq!(checksum(b,), crate::hash::checksum(&vec![1, 2]));\n    println!(\"{}\", x.checksum(b));\n    let v = vec![checksum(b, 1), 2];\n}\n\n#[cfg_attr(checksum(a), allow(dead_code))]\nmacro_rules! m { () => { fn checksum(a: u8) {} } }\n"),
        ]);
        let t = target(&r, "src/hash.rs", "checksum");
        let cs = calls_of(&r, &t, "src/store.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (4, Some(1), Binds::Yes),
                (8, Some(1), Binds::Yes),
                (8, Some(1), Binds::Yes),
                (9, Some(1), Binds::No),
                (10, Some(2), Binds::Yes),
            ],
            "{cs:#?}"
        );
        assert!(cs[3].supplies_receiver);
    }

    /// Every node of a tree: kind, span and error marks.
    fn shape(f: &SourceFile) -> Vec<(u16, usize, usize, bool, bool, bool)> {
        let mut v = Vec::new();
        walk(f.tree.root_node(), |n| {
            v.push((
                n.kind_id(),
                n.start_byte(),
                n.end_byte(),
                n.is_error(),
                n.is_missing(),
                n.has_error(),
            ))
        });
        v
    }

    #[test]
    fn walk_items_enters_only_the_blocks_that_spell_the_keyword() {
        let src = "struct A;\nfn f() { struct B; let x = 1; }\nfn g() { let y = 2; }\nimpl A {\n    fn h() { let z = 3; }\n}\nfn k() { impl B { fn m() {} } }\n";
        let file = parse("src/lib.rs", src);
        let names = |keyword: &str, kind: &str| {
            let mut out = Vec::new();
            walk_items(&file, keyword, |n| {
                if n.kind() == kind {
                    let name = n.child_by_field_name("name").or_else(|| n.child(1));
                    out.push(name.map(|x| file.text(x).into_owned()).unwrap_or_default());
                }
            });
            out
        };
        // Every struct, in a whole walk's order; of the fn bodies only f's is entered.
        assert_eq!(names("struct", "struct_item"), ["A", "B"]);
        assert_eq!(names("struct", "let_declaration").len(), 1);
        // Every fn of an impl, the one inside k's body too; h's body is not entered.
        assert_eq!(names("impl", "function_item"), ["f", "g", "h", "k", "m"]);
        assert!(names("impl", "let_declaration").is_empty());
    }

    #[test]
    fn rewritten_macros_reparse_to_the_tree_a_fresh_parse_gives() {
        // Clean rewrites, ones that do not parse as a call (`vec![0; n]`, a pattern), nested
        // invocations, an unclosed one and a rewritten `]` at a line's end.
        let src = "fn f(v: &mut Vec<u8>, n: usize) {\n    assert_eq!(v.len(), n);\n    let a = vec![0; v.len()];\n    let b = vec![v.len(), n];\n    debug_assert!(matches!(v.len(), 0 | 1));\n    println!(\"{}\", format!(\"{}\", v.len()));\n    write!(out, \"{}\", v.len()]\n}\n\nfn g() { m![v.len(), \n] }\n";
        let file = parse("src/lib.rs", src);
        let rewritten = macro_args_as_calls(&file, "len").expect("rewritten");
        assert_ne!(rewritten.src, file.src);
        let fresh = SourceFile::parse("src/lib.rs", Lang::Rust, rewritten.src.clone()).unwrap();
        assert_eq!(shape(&rewritten), shape(&fresh));
        // What was kept: every clean call, not `vec![0; ..]` nor the unclosed `write!`.
        let text = String::from_utf8(rewritten.src).unwrap();
        assert!(text.contains("assert_eq_(v.len(), n)"), "{text}");
        assert!(
            text.contains("vec!(v.len(), n)") || text.contains("vec_(v.len(), n)"),
            "{text}"
        );
        assert!(text.contains("vec![0; v.len()]"), "{text}");
    }

    // ---- methods

    #[test]
    fn method_calls_bind_by_receiver_type() {
        let r = scratch(&[
            ("src/counter.rs", COUNTER),
            ("src/gauge.rs", GAUGE),
            ("src/batch.rs", "use crate::counter::Counter;\n\npub fn record_batch(c: &mut Counter, size: u64) {\n    c.add(size, 1);\n}\n"),
            ("src/hits.rs", "use crate::counter::Counter;\n\npub fn record_hit(c: &mut Counter) {\n    c.add(1);\n}\n"),
            ("src/metrics.rs", "use crate::gauge::Gauge;\n\npub fn raise(g: &mut Gauge) {\n    g.add(5);\n}\n"),
        ]);
        let t = target(&r, "src/counter.rs", "Counter.add");
        assert_eq!(
            (t.kind, t.defs[0].params.count, t.defs[0].params.receiver),
            (DefKind::Method, 3, true)
        );
        let c = one(&r, &t, "src/batch.rs");
        assert_eq!(
            (c.line, c.args, c.binds, c.supplies_receiver),
            (4, Some(2), Binds::Yes, true)
        );
        assert!(t.defs[0].params.accepts(2, c.supplies_receiver));
        let c = one(&r, &t, "src/hits.rs");
        assert_eq!((c.args, c.binds), (Some(1), Binds::Yes));
        assert!(!t.defs[0].params.accepts(1, c.supplies_receiver));
        let c = one(&r, &t, "src/metrics.rs");
        assert_eq!((c.args, c.binds), (Some(1), Binds::No));
        assert!(c.reason.contains("Gauge"), "{}", c.reason);
        // self.add(..) and Self::add(self, ..) inside impl Counter.
        let cs = calls_of(&r, &t, "src/counter.rs");
        assert_eq!(
            verdicts(&cs),
            vec![(15, Some(2), Binds::Yes), (16, Some(3), Binds::Yes)],
            "{cs:#?}"
        );
        assert!(cs[0].supplies_receiver && !cs[1].supplies_receiver);
        assert!(t.defs[0].params.accepts(3, false));
    }

    #[test]
    fn receiver_types_from_lets_constructors_fields_and_generics() {
        let r = scratch(&[
            ("src/counter.rs", COUNTER),
            ("src/gauge.rs", GAUGE),
            ("src/uses.rs", concat!(
                "use crate::counter::Counter;\nuse crate::gauge::Gauge;\nuse std::rc::Rc;\n\n",
                "struct Holder {\n    inner: Counter,\n    other: Gauge,\n}\n\n",
                "impl Holder {\n    fn go(&mut self) {\n        self.inner.add(1, 2);\n        self.other.add(1);\n    }\n}\n\n",
                "fn a(b: Box<Counter>, r: Rc<Gauge>) {\n    let mut c = Counter::new();\n    c.add(1, 2);\n    let d: Gauge = make();\n    d.add(1);\n    let e = Counter { n: 0 };\n    e.add(1, 2);\n    let f = Counter::default();\n    f.add(1, 2);\n    b.add(1, 2);\n    r.add(1);\n    Counter::new().add(1, 2);\n    let c = Gauge { level: 0 };\n    c.add(1);\n}\n\n",
                "fn g<T: Bump>(x: T, y: &dyn Bump, z: impl Bump) {\n    x.add(1, 2);\n    y.add(1, 2);\n    z.add(1, 2);\n}\n\n",
                "fn u(v: Vec<u8>, w: &str) {\n    let q = build();\n    q.add(1, 2);\n    for it in items() {\n        it.add(1, 2);\n    }\n    if let Some(m) = opt() {\n        m.add(1, 2);\n    }\n    Counter::add(&mut q, 1, 2);\n    Gauge::add(&mut q, 1);\n    <Counter as Bump>::add(&mut q, 1, 2);\n}\n",
            )),
        ]);
        let t = target(&r, "src/counter.rs", "Counter.add");
        let cs = calls_of(&r, &t, "src/uses.rs");
        let got: Vec<(usize, Binds)> = cs.iter().map(|c| (c.line, c.binds)).collect();
        assert_eq!(
            got,
            vec![
                (12, Binds::Yes),   // self.inner: Counter
                (13, Binds::No),    // self.other: Gauge
                (19, Binds::Yes),   // Counter::new()
                (21, Binds::No),    // let d: Gauge
                (23, Binds::Yes),   // Counter { .. }
                (25, Binds::Yes),   // Counter::default()
                (26, Binds::Yes),   // Box<Counter> derefs
                (27, Binds::No),    // Rc<Gauge>
                (28, Binds::Yes),   // Counter::new().add
                (30, Binds::No),    // shadowed by a Gauge
                (34, Binds::No),    // generic T: inherent method unreachable
                (35, Binds::No),    // dyn Bump
                (36, Binds::No),    // impl Bump
                (41, Binds::Maybe), // unknown constructor
                (43, Binds::Maybe), // loop variable
                (46, Binds::Maybe), // if-let binding
                (48, Binds::Yes),   // UFCS
                (49, Binds::No),    // another type's UFCS
                (50, Binds::Maybe), // qualified path
            ],
            "{cs:#?}"
        );
        let ufcs = &cs[16];
        assert_eq!((ufcs.args, ufcs.supplies_receiver), (Some(3), false));
    }

    #[test]
    fn type_aliases_and_const_items_name_their_types() {
        let r = scratch(&[
            ("src/counter.rs", COUNTER),
            ("src/gauge.rs", GAUGE),
            (
                "src/uses.rs",
                concat!(
                    "use crate::counter::Counter;\nuse crate::gauge::Gauge;\n\n",
                    "type C = Counter;\ntype CC = C;\ntype G = Gauge;\ntype Boxed<T> = Box<T>;\n",
                    "type Pair<T> = T;\nconst START: Counter = Counter { n: 0 };\n",
                    "static LEVEL: Gauge = Gauge { level: 0 };\n\n",
                    "fn a() {\n",
                    "    type HC = Counter;\n",
                    "    let mut c = HC::new();\n",
                    "    c.add(1, 2);\n",
                    "    HC::add(&mut c, 1, 2);\n",
                    "    let mut d = CC::new();\n",
                    "    d.add(1, 2);\n",
                    "    let e: &C = make();\n",
                    "    e.add(1, 2);\n",
                    "    let g: G = make();\n",
                    "    g.add(1);\n",
                    "    G::add(&mut g, 1);\n",
                    "    let b: Boxed<Counter> = make();\n",
                    "    b.add(1, 2);\n",
                    "    Pair::add(&mut c, 1, 2);\n",
                    "    let mut s = START;\n",
                    "    s.add(1, 2);\n",
                    "    let l = LEVEL;\n",
                    "    l.add(1);\n",
                    "}\n\n",
                    "fn shadow() {\n",
                    "    use crate::gauge::Gauge as Counter;\n",
                    "    let x: C = make();\n",
                    "    x.add(1, 2);\n",
                    "    let y: Counter = make();\n",
                    "    y.add(1);\n",
                    "}\n",
                ),
            ),
        ]);
        let t = target(&r, "src/counter.rs", "Counter.add");
        let cs = calls_of(&r, &t, "src/uses.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (15, Binds::Yes),   // HC::new(), HC a block's alias of Counter
                (16, Binds::Yes),   // HC::add
                (18, Binds::Yes),   // CC = C = Counter
                (20, Binds::Yes),   // &C
                (22, Binds::No),    // G = Gauge
                (23, Binds::No),    // G::add
                (25, Binds::Maybe), // Boxed<Counter>: the alias's parameter, not known
                (26, Binds::Maybe), // Pair = T: not known
                (28, Binds::Yes),   // const START: Counter
                (30, Binds::No),    // static LEVEL: Gauge
                (36, Binds::Yes),   // C is crate::counter::Counter where it is declared
                (38, Binds::No),    // Counter is Gauge here
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn fields_of_local_structs_and_type_parameter_paths() {
        let r = scratch(&[
            ("src/counter.rs", COUNTER),
            ("src/shape.rs", "pub trait Shape {\n    fn area(&self) -> f64;\n}\n"),
            ("src/f.rs", concat!(
                "use crate::counter::Counter;\n\n",
                "struct Holder {\n    inner: Counter,\n    n: u8,\n}\n\n",
                "fn f<T: Bump, S: crate::shape::Shape>(h: &Holder, x: T, s: S) {\n",
                "    h.inner.add(1, 2);\n    h.n.add(1);\n    T::add(&mut x, 1, 2);\n    S::area(&s);\n}\n",
            )),
        ]);
        let t = target(&r, "src/counter.rs", "Counter.add");
        let cs = calls_of(&r, &t, "src/f.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(9, Binds::Yes), (10, Binds::No), (11, Binds::No)],
            "{cs:#?}"
        );
        let t = target(&r, "src/shape.rs", "Shape.area");
        let c = one(&r, &t, "src/f.rs");
        assert_eq!(
            (c.line, c.args, c.binds, c.supplies_receiver),
            (12, Some(1), Binds::Yes, false)
        );
    }

    #[test]
    fn fields_of_structs_other_files_declare() {
        // `h.outer.inner` / `self.outer.boxed`: Outer is declared in src/outer.rs, whose
        // `inner: Counter` names the Counter it imports; `g: T` is Outer's type parameter,
        // `boxed: Box<Counter>` a std wrapper and `gauge: Gauge` another type.
        const OUTER: &str = "use crate::counter::Counter;\nuse super::gauge::Gauge;\n\npub struct Outer<T> {\n    /// the counter, not: Gauge\n    pub(crate) inner: Counter,\n    pub g: T,\n    pub boxed: Box<Counter>,\n    pub gauge: Gauge,\n}\n";
        const F: &str = "use crate::outer::Outer;\n\nstruct Holder {\n    outer: Outer<u8>,\n}\n\nfn f(h: &mut Holder, o: &mut Outer<u8>) {\n    h.outer.inner.add(1, 2);\n    o.g.add(1);\n    o.boxed.add(1);\n    o.gauge.add(1);\n}\n";
        let r = scratch(&[
            ("src/counter.rs", COUNTER),
            ("src/gauge.rs", GAUGE),
            ("src/outer.rs", OUTER),
            ("src/f.rs", F),
        ]);
        let t = target(&r, "src/counter.rs", "Counter.add");
        let cs = calls_of(&r, &t, "src/f.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (8, Binds::Yes),
                (9, Binds::Maybe),
                (10, Binds::Maybe),
                (11, Binds::No)
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn a_path_never_goes_through_a_fn_of_the_same_name() {
        // An integration test of crate `fx-core` declaring a fn `fx_core`: `fx_core::Counter`
        // still names the crate's Counter.
        const T: &str = "use fx_core::Counter;\n\nfn fx_core() -> u8 {\n    0\n}\n\nfn f(c: &mut Counter) {\n    c.add(1);\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            (
                "src/lib.rs",
                "pub mod counter;\npub use crate::counter::Counter;\n",
            ),
            ("src/counter.rs", COUNTER),
            ("tests/t.rs", T),
        ]);
        let t = target(&r, "src/counter.rs", "Counter.add");
        let c = one(&r, &t, "tests/t.rs");
        assert_eq!((c.line, c.binds), (8, Binds::Yes), "{c:#?}");
    }

    #[test]
    fn only_texts_that_can_bind_an_alias_are_walked_for_one() {
        for (src, can) in [
            ("fn f() { Vec::new(); x.new(1) }", false),
            ("fn f() { renew(); newer; }", false),
            ("use a::new as make;", true),
            ("use a::{new as make, old};", true),
            ("use a::new::{self as make};", true),
            ("fn f() { let make = a::new;\n }", true),
            ("fn f() { let make = a::new\n    ;\n }", true),
            ("fn f() { let make = new::<u8>; }", true),
            ("fn f() { let make = new /* a fn */; }", true),
            ("use a::new as_bytes;", false),
        ] {
            assert_eq!(may_bind_alias(src.as_bytes(), "new"), can, "{src}");
        }
    }

    #[test]
    fn calls_through_a_renamed_reexport_bind_where_the_file_never_names_the_target() {
        // bstr: `pub use crate::utf8::{decode as decode_utf8, ..}` in lib.rs, called as
        // `crate::decode_utf8(..)` from escape_bytes.rs.
        let lib = "pub mod utf8;\nmod escape;\nmod imported;\nmod other;\nmod inner;\n\npub use crate::utf8::{\n    decode as decode_utf8, decode_last as decode_last_utf8,\n};\npub(crate) use utf8::decode as dec;\nuse self::utf8::decode as private_dec;\n";
        let utf8 = "pub fn decode(slice: &[u8]) -> usize {\n    slice.len()\n}\n\npub fn decode_last(slice: &[u8]) -> usize {\n    slice.len()\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", lib),
            ("src/utf8.rs", utf8),
            ("src/escape.rs", "fn next(b: &[u8]) -> usize {\n    match crate::decode_utf8(b) {\n        0 => 0,\n        n => n,\n    }\n}\n"),
            ("src/imported.rs", "use crate::{dec, decode_utf8 as d};\n\nfn f(b: &[u8]) -> usize {\n    d(b) + dec(b)\n}\n"),
            // Another fn, and another module's fn of the re-exported name.
            ("src/other.rs", "pub fn decode_utf8(b: &[u8], lossy: bool) -> usize {\n    b.len()\n}\n\nfn f(b: &[u8]) -> usize {\n    crate::decode_last_utf8(b) + self::decode_utf8(b, true) + decode_utf8(b, false)\n}\n"),
            // A `pub use` of a module not on the way to the target is not read.
            ("src/inner.rs", "pub use crate::utf8::decode as inner_dec;\n"),
        ]);
        let t = target(&r, "src/utf8.rs", "decode");
        assert_eq!(other_names(&t, &r.ctx), vec!["dec", "decode_utf8"]);
        let c = one(&r, &t, "src/escape.rs");
        assert_eq!((c.line, c.args, c.binds), (2, Some(1), Binds::Yes));
        assert_eq!(
            c.reason,
            "crate::decode_utf8: crate re-exports crate::utf8::decode as decode_utf8"
        );
        let cs = calls_of(&r, &t, "src/imported.rs");
        assert_eq!(
            verdicts(&cs),
            vec![(4, Some(1), Binds::Yes), (4, Some(1), Binds::Yes)],
            "{cs:#?}"
        );
        assert!(calls_of(&r, &t, "src/other.rs").is_empty());
        // Each fn has its own renamed re-exports only.
        let t = target(&r, "src/utf8.rs", "decode_last");
        assert_eq!(other_names(&t, &r.ctx), vec!["decode_last_utf8"]);
    }

    #[test]
    fn renamed_imports_and_let_aliases_bind_by_what_they_name() {
        let calc = "pub fn scale(a: i32) -> i32 {\n    a\n}\n";
        let other = "pub fn scale(a: i32, b: i32) -> i32 {\n    a + b\n}\n\npub fn resize(a: i32) -> i32 {\n    a\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/calc.rs", calc),
            ("src/other.rs", other),
            ("src/counter.rs", COUNTER),
            ("src/renamed.rs", "use crate::calc::{scale as s, self};\n\nfn f() -> i32 {\n    s(1)\n}\n"),
            ("src/renamed_other.rs", "use crate::other::scale as s;\n\nfn f() -> i32 {\n    s(1, 2)\n}\n"),
            ("src/lets.rs", "use crate::calc::scale;\n\nfn f() -> i32 {\n    let s = scale;\n    let t = crate::calc::scale::<>;\n    s(1) + t(2)\n}\n"),
            // Shadowed by a later `let` of another fn: `s` is `resize`.
            ("src/shadowed.rs", "use crate::calc::scale;\nuse crate::other::resize;\n\nfn f() -> i32 {\n    let s = scale;\n    let s = resize;\n    s(1)\n}\n"),
            // An alias of another module's `scale`, and of a local binding named `scale`.
            ("src/other_fn.rs", "use crate::other::scale;\n\nfn f() -> i32 {\n    let s = scale;\n    s(1, 2)\n}\n\nfn g() -> i32 {\n    let scale = |a: i32| a;\n    let s = scale;\n    s(1)\n}\n"),
            ("src/mutable.rs", "use crate::calc::scale;\n\nfn f(g: fn(i32) -> i32) -> i32 {\n    let mut s = scale;\n    s = g;\n    s(1)\n}\n"),
            // A parameter of the alias's name shadows the import.
            ("src/param.rs", "use crate::calc::scale as s;\n\nfn f(s: fn(i32, i32) -> i32) -> i32 {\n    s(1, 2)\n}\n"),
            // A module renamed by `use .. as`: its path, not a call of an alias.
            ("src/module.rs", "use crate::calc as s;\nuse crate::other as o;\n\nfn f() -> i32 {\n    s::scale(1) + o::scale(1, 2)\n}\n"),
            ("src/method.rs", "use crate::counter::Counter;\n\nfn f(c: &mut Counter) {\n    let g = Counter::add;\n    g(c, 1, 1);\n}\n"),
        ]);
        let t = target(&r, "src/calc.rs", "scale");
        let c = one(&r, &t, "src/renamed.rs");
        assert_eq!(
            (c.line, c.args, c.binds, c.supplies_receiver),
            (4, Some(1), Binds::Yes, false)
        );
        assert_eq!(c.reason, "use crate::calc::scale as s");
        assert_eq!(one(&r, &t, "src/renamed_other.rs").binds, Binds::No);
        let cs = calls_of(&r, &t, "src/lets.rs");
        assert_eq!(
            verdicts(&cs),
            vec![(6, Some(1), Binds::Yes), (6, Some(1), Binds::Yes)],
            "{cs:#?}"
        );
        assert!(
            cs[0].reason.starts_with("s = scale (line 4): "),
            "{}",
            cs[0].reason
        );
        assert!(calls_of(&r, &t, "src/shadowed.rs").is_empty());
        let cs = calls_of(&r, &t, "src/other_fn.rs");
        assert_eq!(
            verdicts(&cs),
            vec![(5, Some(2), Binds::No), (11, Some(1), Binds::No)],
            "{cs:#?}"
        );
        let c = one(&r, &t, "src/mutable.rs");
        assert_eq!(c.binds, Binds::Maybe, "{}", c.reason);
        assert!(calls_of(&r, &t, "src/param.rs").is_empty());
        let cs = calls_of(&r, &t, "src/module.rs");
        assert_eq!(
            verdicts(&cs),
            vec![(5, Some(1), Binds::Yes), (5, Some(2), Binds::No)],
            "{cs:#?}"
        );
        // A method named through its type: called with the receiver as first argument.
        let t = target(&r, "src/counter.rs", "Counter.add");
        let c = one(&r, &t, "src/method.rs");
        assert_eq!(
            (c.line, c.args, c.binds, c.supplies_receiver),
            (5, Some(3), Binds::Yes, false),
            "{}",
            c.reason
        );
    }

    #[test]
    fn aliases_called_in_macro_arguments_and_through_let_aliases() {
        let calc = "pub fn scale(a: i32) -> i32 {\n    a\n}\n";
        let other = "pub fn scale(a: i32, b: i32) -> i32 {\n    a + b\n}\n";
        // petgraph's tests: `use petgraph::graph::node_index as n;`, then `vec![vec![n(0)]]`,
        // `assert_eq!(gr[n(0)], 1)` and `let n = n::<u32>;` before `n(3)`.
        let caller = "use crate::calc::scale as n;\n\nfn f() -> Vec<Vec<i32>> {\n    vec![vec![n(1), n(2)]]\n}\n\nfn g() -> i32 {\n    let n = n;\n    assert_eq!(n(3), 3);\n    let m = n;\n    m(4)\n}\n\nfn h() -> i32 {\n    let n = |a: i32| a;\n    assert_eq!(n(5), 5);\n    n(6)\n}\n";
        // The same shapes through an alias of another module's `scale`.
        let elsewhere = "use crate::other::scale as n;\n\nfn f() -> Vec<i32> {\n    let m = n;\n    vec![n(1, 2), m(3, 4)]\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/calc.rs", calc),
            ("src/other.rs", other),
            ("src/app.rs", caller),
            ("src/elsewhere.rs", elsewhere),
        ]);
        let t = target(&r, "src/calc.rs", "scale");
        let cs = calls_of(&r, &t, "src/app.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (4, Some(1), Binds::Yes),
                (4, Some(1), Binds::Yes),
                (9, Some(1), Binds::Yes),
                (11, Some(1), Binds::Yes),
            ],
            "{cs:#?}"
        );
        assert!(
            cs[3]
                .reason
                .starts_with("m = n (line 10): n = n (line 8): use crate::calc::scale as n"),
            "{}",
            cs[3].reason
        );
        let cs = calls_of(&r, &t, "src/elsewhere.rs");
        assert_eq!(
            verdicts(&cs),
            vec![(5, Some(2), Binds::No), (5, Some(2), Binds::No)],
            "{cs:#?}"
        );
        assert_eq!(
            let_aliases_of(&parse("src/app.rs", caller), &["n".into()], &["n".into()]),
            vec!["m".to_string()]
        );
    }

    #[test]
    fn std_map_values_type_entries_gets_and_pairs() {
        let bag = "#[derive(Default)]\npub struct Bag {\n    pub items: Vec<u32>,\n}\n\nimpl Bag {\n    pub fn size(&self) -> usize {\n        self.items.len()\n    }\n}\n";
        let sack = "pub struct Sack;\n\nimpl Sack {\n    pub fn size(&self) -> usize {\n        0\n    }\n}\n";
        let shelf = "use crate::sack::Sack;\nuse crate::Bag;\nuse std::collections::BTreeMap;\n\nmod ops;\n\npub struct Shelf<V> {\n    map: BTreeMap<u32, Bag>,\n    sacks: BTreeMap<u32, Sack>,\n    any: BTreeMap<u32, V>,\n}\n";
        let ops = "use std::collections::HashMap;\n\nuse crate::shelf::Shelf;\n\nimpl<V> Shelf<V> {\n    fn a(&mut self) -> usize {\n        self.map.entry(1).or_default().size()\n    }\n\n    fn b(&mut self) -> usize {\n        let e = self.map.entry(2);\n        e.or_insert_with(Default::default).size()\n    }\n\n    fn c(&self) -> usize {\n        match self.map.get(&3) {\n            Some(b) => b.size(),\n            None => self.map.get(&4).unwrap().size(),\n        }\n    }\n\n    fn d(&self) -> usize {\n        let mut n = 0;\n        for (_, b) in &self.map {\n            n += b.size();\n        }\n        let mut it = self.map.range(..=5).rev();\n        n + it.next().map(|(&k, b)| b.size() + k as usize).unwrap_or(0)\n    }\n\n    fn e(&self) -> usize {\n        self.sacks.get(&6).unwrap().size()\n    }\n\n    fn f(&self) -> usize {\n        self.any.get(&7).unwrap().size()\n    }\n}\n\nfn g(bags: &HashMap<u32, crate::Bag>) -> usize {\n    if let Some(b) = bags.get(&8) {\n        b.size()\n    } else {\n        0\n    }\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            (
                "src/lib.rs",
                "pub mod bag;\npub mod sack;\npub mod shelf;\n\npub use bag::Bag;\n",
            ),
            ("src/bag.rs", bag),
            ("src/sack.rs", sack),
            ("src/shelf/mod.rs", shelf),
            ("src/shelf/ops.rs", ops),
        ]);
        let t = target(&r, "src/bag.rs", "Bag.size");
        let cs = calls_of(&r, &t, "src/shelf/ops.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (7, Some(0), Binds::Yes),
                (12, Some(0), Binds::Yes),
                (17, Some(0), Binds::Yes),
                (18, Some(0), Binds::Yes),
                (25, Some(0), Binds::Yes),
                (28, Some(0), Binds::Yes),
                (32, Some(0), Binds::No),
                (36, Some(0), Binds::Maybe),
                (42, Some(0), Binds::Yes),
            ],
            "{cs:#?}"
        );
        assert_eq!(
            std_map_value_text(
                "use std::collections::BTreeMap;\n",
                "BTreeMap<u32, Vec<(u8, u8)>>"
            ),
            Some("Vec<(u8, u8)>".to_string())
        );
        // A map the text declares itself is no std map.
        assert_eq!(
            std_map_value_text("pub struct HashMap<K, V>(K, V);\n", "HashMap<u32, Bag>"),
            None
        );
    }

    #[test]
    fn local_fn_return_types_type_receivers_only_when_exact() {
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/calc.rs", "pub struct Bag;\n\npub type Alias = Bag;\n\nimpl Bag {\n    pub fn get(&self, a: i32) -> i32 {\n        a\n    }\n}\n"),
            ("src/app.rs", concat!(
                "use std::collections::HashMap;\n\nuse crate::calc::Bag;\n\n",
                "fn table() -> HashMap<i32, i32> {\n    HashMap::new()\n}\n\n",
                "fn bag() -> Bag {\n    Bag\n}\n\n",
                "fn list() -> Vec<i32> {\n    Vec::new()\n}\n\n",
                "fn f() {\n    let t = table();\n    t.get(&1);\n    let b = bag();\n    b.get(1);\n    table().get(&1);\n    list().get(0);\n    let m = std_map();\n    m.get(&1);\n}\n\n",
                "fn std_map() -> &'static std::collections::BTreeMap<i32, i32> {\n    todo!()\n}\n",
            )),
            ("src/globbed.rs", "use crate::calc::*;\n\nfn bag() -> Bag {\n    Bag\n}\n\nfn alias() -> Alias {\n    Bag\n}\n\nfn f() {\n    bag().get(1);\n    alias().get(1);\n}\n"),
            ("src/unsure.rs", concat!(
                "use crate::calc::{Alias, Bag};\nuse indexmap::IndexMap;\n\n",
                "type Table = Bag;\n\n",
                "fn aliased() -> Table {\n    Bag\n}\n\n",
                "fn imported_alias() -> Alias {\n    Bag\n}\n\n",
                "fn any<T: Default>() -> T {\n    T::default()\n}\n\n",
                "fn opaque() -> impl Clone {\n    0\n}\n\n",
                "fn opt() -> Option<Bag> {\n    None\n}\n\n",
                "fn foreign() -> IndexMap<i32, i32> {\n    todo!()\n}\n\n",
                "struct Other;\n\nimpl Other {\n    fn g(&self) {\n        fn inner() -> Self {\n            todo!()\n        }\n        inner().get(1);\n    }\n}\n\n",
                "fn f() {\n    aliased().get(1);\n    imported_alias().get(1);\n    let a = any();\n    a.get(1);\n    opaque().get(1);\n    opt().unwrap().get(1);\n    let o = opt()?;\n    o.get(1);\n    foreign().get(&1);\n}\n",
            )),
        ]);
        let t = target(&r, "src/calc.rs", "Bag.get");
        let cs = calls_of(&r, &t, "src/app.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (19, Some(1), Binds::No),
                (21, Some(1), Binds::Yes),
                (22, Some(1), Binds::No),
                (23, Some(1), Binds::No),
                (25, Some(1), Binds::No),
            ],
            "{cs:#?}"
        );
        assert!(
            cs[0]
                .reason
                .contains("HashMap<i32, i32> (a declared return type)"),
            "{}",
            cs[0].reason
        );
        let cs = calls_of(&r, &t, "src/globbed.rs");
        assert_eq!(
            verdicts(&cs),
            vec![(12, Some(1), Binds::Yes), (13, Some(1), Binds::Maybe)],
            "{cs:#?}"
        );
        // A `type` alias (here or in the declaring module), a type parameter, `impl Trait`,
        // `Self`, `Option` taken apart by `unwrap`/`?`, another crate's type: none names a
        // type exactly, so none excludes the call.
        let cs = calls_of(&r, &t, "src/unsure.rs");
        assert_eq!(cs.len(), 8, "{cs:#?}");
        for c in &cs {
            assert_eq!(c.binds, Binds::Maybe, "line {}: {}", c.line, c.reason);
        }
    }

    #[test]
    fn re_exports_are_followed_through_pub_use() {
        let r = scratch(&[
            ("src/lib.rs", "pub mod parse;\npub mod shapes;\npub use crate::parse::parse_line;\npub(crate) use self::shapes::{\n    other::Thing,\n    counter::Counter,\n};\nmod a;\nmod b;\n"),
            ("src/parse.rs", PARSE),
            ("src/shapes/mod.rs", "pub mod counter;\npub mod other;\npub use self::other::*;\n"),
            ("src/shapes/counter.rs", COUNTER),
            ("src/a.rs", "use crate::parse_line;\nuse crate::Counter;\n\nfn f(c: &mut Counter) {\n    parse_line(\"x\", 1);\n    c.add(1, 2);\n}\n"),
            ("src/b.rs", "use crate::shapes::parse_line;\nuse crate::shapes::Counter;\n\nfn f(c: &mut Counter) {\n    parse_line(\"x\", 1);\n    c.add(1, 2);\n}\n"),
        ]);
        let t = target(&r, "src/parse.rs", "parse_line");
        let c = one(&r, &t, "src/a.rs");
        assert_eq!(c.binds, Binds::Yes, "{}", c.reason);
        assert_eq!(one(&r, &t, "src/b.rs").binds, Binds::Maybe);
        let t = target(&r, "src/shapes/counter.rs", "Counter.add");
        let c = one(&r, &t, "src/a.rs");
        assert_eq!(c.binds, Binds::Yes, "{}", c.reason);
        assert_eq!(one(&r, &t, "src/b.rs").binds, Binds::Maybe);
        assert!(
            has_word("a::{b, parse_line}", "parse_line") && !has_word("parse_lines", "parse_line")
        );
        assert_eq!(
            pub_uses("pub fn x() {}\npub(crate) use a::{\n b,\n};\nuse c;"),
            vec!["use a::{ b, }".to_string()]
        );
    }

    #[test]
    fn owner_returns_of_impls_in_other_modules_and_collect() {
        // roaring: `RoaringBitmap::from_sorted_iter(..) -> Result<RoaringBitmap, E>` and
        // `impl FromIterator<u32> for RoaringBitmap` sit in `iter.rs`, not beside the struct.
        let bitmap = "pub struct Bitmap {\n    n: u64,\n}\n\nimpl Bitmap {\n    pub fn rank(&self, v: u32) -> u64 {\n        0\n    }\n}\n";
        let iter = "use crate::bitmap::Bitmap;\n\npub struct NonSorted;\n\nimpl Bitmap {\n    pub fn from_sorted_iter<I: IntoIterator<Item = u32>>(\n        it: I,\n    ) -> Result<Bitmap, NonSorted> {\n        todo!()\n    }\n\n    pub fn first(&self) -> Option<u32> {\n        None\n    }\n}\n\nimpl FromIterator<u32> for Bitmap {\n    fn from_iter<I: IntoIterator<Item = u32>>(iterator: I) -> Bitmap {\n        todo!()\n    }\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", "mod bitmap;\nmod iter;\nmod t;\n"),
            ("src/bitmap.rs", bitmap),
            ("src/iter.rs", iter),
            ("src/t.rs", "use crate::bitmap::Bitmap;\n\nfn f(x: Vec<u32>, s: &Bitmap) -> Result<(), E> {\n    let a = Bitmap::from_sorted_iter(0..3).unwrap();\n    a.rank(1, 2);\n    let b = Bitmap::from_iter([1, 2]);\n    b.rank(1, 2);\n    let c = (0..5).collect::<Bitmap>();\n    c.rank(1, 2);\n    let d = Bitmap::from_sorted_iter(0..3)?;\n    d.rank(1, 2);\n    let e = s.first().unwrap();\n    e.rank(1, 2);\n    let g = x.collect::<Bitmap>();\n    g.rank(1, 2);\n}\n"),
        ]);
        let t = target(&r, "src/bitmap.rs", "Bitmap.rank");
        let cs = calls_of(&r, &t, "src/t.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (5, Binds::Yes),
                (7, Binds::Yes),
                (9, Binds::Yes),
                (11, Binds::Yes),
                // `Option<u32>`: not the owner.
                (13, Binds::Maybe),
                // `x` is a `Vec`, no iterator: `collect` is not std's `Iterator::collect`.
                (15, Binds::Maybe)
            ],
            "{cs:#?}"
        );
        assert_eq!(
            return_text(" -> Result<Bitmap, E> where T: Fn() -> u8 {"),
            Some("Result<Bitmap, E>")
        );
        assert_eq!(return_text(" -> impl Fn() -> u8;"), Some("impl Fn() -> u8"));
        assert_eq!(wrapped_ok("io::Result<Self>"), Some("Self"));
        assert_eq!(wrapped_ok("Option<Vec<(u8, u8)>>"), Some("Vec<(u8, u8)>"));
        assert_eq!(wrapped_ok("Vec<Self>"), None);
    }

    #[test]
    fn receiver_types_through_copies_unwraps_and_try() {
        let r = scratch(&[
            ("src/counter.rs", COUNTER),
            ("src/gauge.rs", GAUGE),
            ("src/t.rs", "use crate::counter::Counter;\nuse crate::gauge::Gauge;\n\nfn f(g: &mut Gauge) -> Result<(), E> {\n    let a = Counter::new().unwrap();\n    a.add(1, 2);\n    let b = Counter::with_capacity(3)?;\n    b.add(1, 2);\n    let c = g;\n    c.add(1);\n    let d = Counter::from(3);\n    d.add(1, 2);\n    let e = Counter::open(3)?;\n    e.add(1, 2);\n}\n"),
        ]);
        let t = target(&r, "src/counter.rs", "Counter.add");
        let cs = calls_of(&r, &t, "src/t.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (6, Binds::Yes),
                (8, Binds::Yes),
                (10, Binds::No),
                (12, Binds::Yes),
                (14, Binds::Maybe)
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn a_match_that_unwraps_a_local_fn_s_result_types_its_value() {
        // `Ok(m) => m` beside arms that diverge: the value of `get_counter`'s `Result<Counter,
        // _>`. An arm that yields another value, a guard, or a `Result` the file declares
        // itself leave the value unknown.
        let t_rs = "use crate::counter::Counter;\n\nfn get_counter(n: u64) -> Result<Counter, String> {\n    Ok(Counter::new())\n}\n\nfn maybe_counter() -> Option<Counter> {\n    None\n}\n\nfn f(g: Counter) {\n    let a = match get_counter(1) {\n        Ok(a) => a,\n        Err(msg) => panic!(\"{msg}\"),\n    };\n    a.add(1, 2);\n    let b = match maybe_counter() {\n        Some(mut b) => b,\n        None => {\n            return;\n        }\n    };\n    b.add(1, 2);\n    let c = match get_counter(2) {\n        Ok(c) => c,\n        Err(_) => g,\n    };\n    c.add(1, 2);\n    let d = match get_counter(3) {\n        Ok(d) if d.n > 0 => d,\n        _ => unreachable!(),\n    };\n    d.add(1, 2);\n}\n";
        let own = "use crate::counter::Counter;\n\npub enum Result<T, E> {\n    Ok(T),\n    Err(E),\n}\n\nfn get_counter(n: u64) -> Result<Counter, String> {\n    Result::Ok(Counter::new())\n}\n\nfn f() {\n    let a = match get_counter(1) {\n        Ok(a) => a,\n        Err(msg) => panic!(\"{msg}\"),\n    };\n    a.add(1, 2);\n}\n";
        let r = scratch(&[
            ("src/counter.rs", COUNTER),
            ("src/t.rs", t_rs),
            ("src/own.rs", own),
        ]);
        let t = target(&r, "src/counter.rs", "Counter.add");
        let cs = calls_of(&r, &t, "src/t.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (16, Binds::Yes),
                (23, Binds::Yes),
                (28, Binds::Maybe),
                (33, Binds::Maybe)
            ],
            "{cs:#?}"
        );
        let cs = calls_of(&r, &t, "src/own.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(17, Binds::Maybe)],
            "{cs:#?}"
        );
    }

    #[test]
    fn an_element_a_vec_s_get_first_or_pop_gives_is_typed() {
        // `get` with a `usize` index, `first`, `pop` of a declared `Vec<T>` (a field, a
        // parameter) give an element, in an `if let` tuple too; `get` with an index of
        // unknown type may take a range.
        let t_rs = "use crate::counter::Counter;\n\nstruct Pool {\n    items: Vec<Counter>,\n}\n\nimpl Pool {\n    fn f(&mut self, mut v: Vec<Counter>, i: usize) {\n        if let Some(c) = self.items.get(i as usize) {\n            c.add(1, 2);\n        }\n        if let Some(c) = v.first() {\n            c.add(1, 2);\n        }\n        let p = v.pop().unwrap();\n        p.add(1, 2);\n        if let Some(c) = v.get(i) {\n            c.add(1, 2);\n        }\n        if let Some(c) = v.get(0) {\n            c.add(1, 2);\n        }\n        let key = v.pop();\n        let other = v.pop();\n        if let (Some(k), Some(w)) = (key, other) {\n            k.add(1, 2);\n        }\n    }\n}\n";
        let r = scratch(&[("src/counter.rs", COUNTER), ("src/t.rs", t_rs)]);
        let t = target(&r, "src/counter.rs", "Counter.add");
        let cs = calls_of(&r, &t, "src/t.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (10, Binds::Yes),
                (13, Binds::Yes),
                (16, Binds::Yes),
                (18, Binds::Maybe),
                (21, Binds::Yes),
                (26, Binds::Yes)
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn declared_return_types_the_method_s_file_imports_and_block_values() {
        let r = scratch(&[
            (
                "src/lib.rs",
                "mod bytes;\nmod bytes_mut;\nmod t;\npub use crate::bytes::Bytes;\npub use crate::bytes_mut::BytesMut;\n",
            ),
            (
                "src/bytes.rs",
                "pub struct Bytes;\nimpl Bytes {\n    pub fn truncate(&mut self, n: usize) {}\n    pub unsafe fn raw<'a>() -> &'a mut Bytes { todo!() }\n}\n",
            ),
            (
                "src/bytes_mut.rs",
                "use crate::{Bytes, Other};\npub struct BytesMut;\nimpl BytesMut {\n    pub fn new() -> BytesMut { BytesMut }\n    pub fn freeze(self) -> Bytes { todo!() }\n    pub fn other(self) -> Other { todo!() }\n    pub fn param<Bytes>(self) -> Bytes { todo!() }\n}\n",
            ),
            (
                "src/t.rs",
                "use crate::{Bytes, BytesMut};\n\nfn f() {\n    let mut a = BytesMut::new().freeze();\n    a.truncate(1);\n    let mut b = BytesMut::new().param();\n    b.truncate(1);\n    let c = unsafe { Bytes::raw() };\n    c.truncate(1);\n    let d = { let x = 1; Bytes::raw() };\n    d.truncate(1);\n    let e = { Bytes::raw(); };\n    e.truncate(1);\n    b\"ab\".truncate(1);\n}\n",
            ),
        ]);
        let t = target(&r, "src/bytes.rs", "Bytes.truncate");
        let cs = calls_of(&r, &t, "src/t.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (5, Binds::Yes),
                (7, Binds::Maybe),
                (9, Binds::Yes),
                (11, Binds::Yes),
                (13, Binds::Maybe),
                (14, Binds::Maybe)
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn same_named_type_from_another_module_is_not_the_owner() {
        let r = scratch(&[
            ("src/counter.rs", COUNTER),
            (
                "src/legacy/mod.rs",
                "pub struct Counter;\nimpl Counter { pub fn add(&self, a: u8) {} }\n",
            ),
            (
                "src/x.rs",
                "use crate::legacy::Counter;\n\nfn f(c: Counter) {\n    c.add(1);\n}\n",
            ),
            (
                "src/y.rs",
                "fn f(c: crate::counter::Counter) {\n    c.add(1, 2);\n}\n",
            ),
        ]);
        let t = target(&r, "src/counter.rs", "Counter.add");
        let c = one(&r, &t, "src/x.rs");
        assert_eq!(c.binds, Binds::No, "{}", c.reason);
        let c = one(&r, &t, "src/y.rs");
        assert_eq!(c.binds, Binds::Yes, "{}", c.reason);
    }

    #[test]
    fn free_function_target_and_method_call_forms() {
        let r = scratch(&[
            ("src/counter.rs", COUNTER),
            ("src/free.rs", "pub fn add(a: u8, b: u8) -> u8 { a + b }\n"),
            ("src/m.rs", "fn f(c: Counter) {\n    add(1, 2);\n}\n"),
        ]);
        // A method target: a plain call cannot reach it.
        let t = target(&r, "src/counter.rs", "Counter.add");
        let c = one(&r, &t, "src/m.rs");
        assert_eq!(c.binds, Binds::No, "{}", c.reason);
    }

    #[test]
    fn std_types_the_trait_is_implemented_for_beside_it() {
        // Trimmed from bstr: `ByteSlice` is implemented for `[u8]` and `ByteVec` for `Vec<u8>`
        // beside the traits; std has `str::char_indices` (not a slice's) and no `push_char`
        // a `Vec` reaches, so these receivers reach the trait methods.
        let r = scratch(&[
            ("src/ext_slice.rs", "use crate::ext_vec::ByteVec;\n\npub trait ByteSlice {\n    fn as_bytes(&self) -> &[u8];\n    fn char_indices(&self) -> CharIndices<'_> {\n        CharIndices::new(self.as_bytes())\n    }\n    fn len(&self) -> usize {\n        0\n    }\n    fn to_lowercase_into(&self, buf: &mut Vec<u8>) {\n        for (s, e, ch) in self.char_indices() {\n            buf.push_char(ch);\n        }\n    }\n}\n\nimpl ByteSlice for [u8] {\n    fn as_bytes(&self) -> &[u8] {\n        self\n    }\n}\n\nfn new(bytes: &[u8], text: &str, n: &[u8; 4]) -> FieldsWith<'_> {\n    let k = bytes.len();\n    FieldsWith { bytes, chars: bytes.char_indices(), other: text.char_indices(), arr: n.char_indices() }\n}\n"),
            ("src/ext_vec.rs", "pub trait ByteVec {\n    fn push_char(&mut self, ch: char) {}\n}\n\nimpl ByteVec for Vec<u8> {}\n"),
            ("src/other.rs", "fn f(buf: &mut Vec<u8>, s: &String) {\n    buf.push_char('a');\n    s.push_char('a');\n}\n"),
            // An imported fn's declared return type, a reference to a slice.
            ("src/b.rs", "pub fn B<B: ?Sized + AsRef<[u8]>>(bytes: &B) -> &[u8] {\n    bytes.as_ref()\n}\n\npub fn S(s: &str) -> &'static str {\n    s\n}\n"),
            ("src/utf8.rs", "use crate::{b::{B, S}, ext_slice::ByteSlice};\n\nfn t(input: &str) {\n    let got: String = B(input).char_indices().map(|(_, _, ch)| ch).collect();\n    S(input).char_indices();\n}\n"),
        ]);
        let t = target(&r, "src/ext_slice.rs", "ByteSlice.char_indices");
        let cs = calls_of(&r, &t, "src/ext_slice.rs");
        let by_line = |cs: &[Call]| cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>();
        // `self` in the trait; `bytes: &[u8]` by the impl; `text: &str` is str's own method;
        // `[u8; 4]` has no impl written for it here.
        assert_eq!(
            by_line(&cs),
            vec![
                (12, Binds::Yes),
                (26, Binds::Yes),
                (26, Binds::No),
                (26, Binds::No)
            ],
            "{cs:#?}"
        );
        // `<[T]>::len` is std's: a slice receiver may reach it, so only a name match.
        let t = target(&r, "src/ext_slice.rs", "ByteSlice.len");
        let cs = calls_of(&r, &t, "src/ext_slice.rs");
        assert_eq!(by_line(&cs), vec![(25, Binds::Maybe)], "{cs:#?}");
        // `Vec<u8>` by the impl, where the caller names the trait; `String` has no impl, and a
        // file that does not name `ByteVec` may call another trait's `push_char`.
        let t = target(&r, "src/ext_vec.rs", "ByteVec.push_char");
        let cs = calls_of(&r, &t, "src/ext_slice.rs");
        assert_eq!(by_line(&cs), vec![(13, Binds::Yes)], "{cs:#?}");
        let cs = calls_of(&r, &t, "src/other.rs");
        assert_eq!(
            by_line(&cs),
            vec![(2, Binds::Maybe), (3, Binds::Maybe)],
            "{cs:#?}"
        );
        let t = target(&r, "src/ext_slice.rs", "ByteSlice.char_indices");
        let cs = calls_of(&r, &t, "src/utf8.rs");
        assert_eq!(
            by_line(&cs),
            vec![(4, Binds::Yes), (5, Binds::No)],
            "{cs:#?}"
        );
        assert_eq!(
            fn_return_text(
                "fn a() {}\npub fn B<B: AsRef<[u8]>>(b: &B) -> &'a mut [u8] where B: Sized {",
                "B"
            ),
            Some("[u8]".to_string())
        );
        assert_eq!(
            fn_return_text("fn B() -> &str;\nimpl X { fn B() -> &str {} }", "B"),
            None
        );
    }

    #[test]
    fn receivers_typed_by_a_crate_iterator_s_item() {
        // Trimmed from hashbrown 0.14: `impl Iterator for RawIter<T> { type Item = Bucket<T>; }`
        // under map.rs's iterators (`match self.inner.next() { Some(x) => x.as_ref() }`,
        // `self.inner.fold(init, |acc, x| ..)`), raw/mod.rs's `for from in source.iter()` and
        // `match self.find(..) { Some(bucket) => .. }`, map.rs's `let e = it.next();
        // e.unwrap().as_ref()`.
        let raw = concat!(
            "pub struct Bucket<T> {\n    ptr: *const T,\n}\n\n",
            "impl<T> Bucket<T> {\n    pub fn as_ref(&self) -> *const T {\n        self.ptr\n    }\n}\n\n",
            "pub struct RawIter<T> {\n    left: Vec<*const T>,\n}\n\n",
            "impl<T> Iterator for RawIter<T> {\n    type Item = Bucket<T>;\n\n",
            "    fn next(&mut self) -> Option<Bucket<T>> {\n        None\n    }\n}\n\n",
            "pub struct Odd<T>(Vec<T>);\n\n",
            "impl<T> Iterator for Odd<T> {\n    type Item = Bucket<T>;\n\n",
            "    fn next(&mut self) -> Option<Self::Item> {\n        None\n    }\n}\n\n",
            "impl<T> Odd<T> {\n    pub fn map(self, f: impl Fn(usize)) {}\n}\n\n",
            "pub struct Pairs<T>(Vec<T>);\n\n",
            "impl<T> Iterator for Pairs<T> {\n    type Item = (Bucket<T>, usize);\n\n",
            "    fn next(&mut self) -> Option<Self::Item> {\n        None\n    }\n}\n\n",
            "pub struct RawTable<T> {\n    items: Vec<*const T>,\n}\n\n",
            "impl<T> RawTable<T> {\n    pub fn iter(&self) -> RawIter<T> {\n        todo!()\n    }\n\n",
            "    pub fn odd(&self) -> Odd<T> {\n        todo!()\n    }\n\n",
            "    pub fn pairs(&self) -> Pairs<T> {\n        todo!()\n    }\n\n",
            "    pub fn find(&self, i: usize) -> Option<Bucket<T>> {\n        None\n    }\n}\n",
        );
        let r = scratch(&[
            ("src/lib.rs", "pub mod raw;\npub mod map;\n"),
            ("src/raw.rs", raw),
            ("src/map.rs", concat!(
                "use crate::raw::{Odd, RawIter, RawTable};\n\n",
                "pub struct Iter<T> {\n    inner: RawIter<T>,\n    odd: Odd<T>,\n}\n\n",
                "impl<T> Iter<T> {\n",
                "    fn a(&mut self) {\n",
                "        match self.inner.next() {\n            Some(x) => x.as_ref(),\n            None => todo!(),\n        };\n",
                "        self.inner.fold(0, |acc, x| x.as_ref());\n",
                "        if let Some(x) = self.odd.next() {\n            x.as_ref();\n        }\n",
                "        self.odd.map(|x| x.as_ref());\n",
                "    }\n}\n\n",
                "fn f<T>(t: &RawTable<T>, o: Option<String>) {\n",
                "    for b in t.iter() {\n        b.as_ref();\n    }\n",
                "    t.iter().map(|b| b.as_ref());\n",
                "    let mut it = t.iter();\n    let e = it.next();\n    e.unwrap().as_ref();\n",
                "    match t.find(0) {\n        Some(b) => b.as_ref(),\n        None => todo!(),\n    };\n",
                "    for (b, _) in t.pairs() {\n        b.as_ref();\n    }\n",
                "    t.pairs().map(|p| p.as_ref());\n",
                "    o.as_ref();\n",
                "}\n",
            )),
        ]);
        let t = target(&r, "src/raw.rs", "Bucket.as_ref");
        let cs = calls_of(&r, &t, "src/map.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (11, Some(0), Binds::Yes),
                (14, Some(0), Binds::Yes),
                // `Option<Self::Item>`: the item.
                (16, Some(0), Binds::Yes),
                // `Odd`'s own `map` is called, not `Iterator::map`.
                (18, Some(0), Binds::Maybe),
                (24, Some(0), Binds::Yes),
                (26, Some(0), Binds::Yes),
                (29, Some(0), Binds::Yes),
                (31, Some(0), Binds::Yes),
                // A tuple item is not read; `p` is a pair.
                (35, Some(0), Binds::Maybe),
                (37, Some(0), Binds::Maybe),
                (38, Some(0), Binds::No),
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn closure_parameters_typed_by_the_callee_s_declared_closure_type() {
        // Trimmed from hashbrown 0.14's raw/mod.rs: `self.table.reserve_rehash_inner(..,
        // &|table, index| hasher(table.bucket::<T>(index).as_ref()), ..)` with `hasher: &dyn
        // Fn(&mut Self, usize) -> u64`.
        let r = scratch(&[(
            "src/lib.rs",
            concat!(
                "pub struct Bucket<T> {\n    ptr: *const T,\n}\n\n",
                "impl<T> Bucket<T> {\n    pub fn as_ref(&self) -> *const T {\n        self.ptr\n    }\n}\n\n",
                "pub struct Inner;\n\n",
                "impl Inner {\n",
                "    fn bucket<T>(&self, i: usize) -> Bucket<T> {\n        todo!()\n    }\n",
                "    fn rehash(&mut self, n: usize, hasher: &dyn Fn(&mut Self, usize) -> u64) {}\n",
                "    fn visit<F>(&self, f: F)\n    where\n        F: Fn(&Self, usize) -> usize,\n    {\n    }\n",
                "    fn each<G: FnMut(usize, &Bucket<u8>)>(&self, g: G) {}\n",
                "    fn generic<T>(&self, g: impl Fn(&T)) {}\n",
                "}\n\n",
                "pub struct Name(String);\n\n",
                "impl Name {\n    pub fn as_ref(&self) -> &str {\n        &self.0\n    }\n}\n\n",
                "fn apply(x: Name, f: impl Fn(&Name) -> usize) {}\n\n",
                "pub struct Table<T> {\n    inner: Inner,\n    b: Bucket<T>,\n}\n\n",
                "impl<T> Table<T> {\n",
                "    fn a(&mut self) {\n",
                "        self.inner.rehash(1, &|table, index| table.bucket::<T>(index).as_ref() as u64);\n",
                "        self.inner.visit(|table, index| table.bucket::<T>(index).as_ref() as usize);\n",
                "        self.inner.each(|i, b| b.as_ref());\n",
                "        self.inner.generic(|b| b.as_ref());\n",
                "        apply(Name(String::new()), |n| n.as_ref().len());\n",
                "    }\n}\n",
            ),
        )]);
        let t = target(&r, "src/lib.rs", "Bucket.as_ref");
        let cs = calls_of(&r, &t, "src/lib.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (44, Some(0), Binds::Yes),
                (45, Some(0), Binds::Yes),
                (46, Some(0), Binds::Yes),
                // A type parameter of the callee: unknown.
                (47, Some(0), Binds::Maybe),
                // `&Name`: `Name::as_ref`.
                (48, Some(0), Binds::No),
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn closure_tuple_patterns_typed_by_enumerate_and_zip_pairs() {
        // Trimmed from fixedbitset 0.5: `.iter().enumerate().find(|&(_, block)|
        // !block.is_empty())`, `.zip(other.as_simd_slice()).all(|(x, y)| ..)` and `let me =
        // self.as_simd_slice(); me.iter().skip(..).all(|x| x.is_empty())`.
        let r = scratch(&[(
            "src/lib.rs",
            concat!(
                "pub struct Block(u64);

",
                "impl Block {
    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }
}

",
                "pub struct Set {
    blocks: Vec<Block>,
    names: Vec<String>,
}

",
                "impl Set {
",
                "    fn slice(&self) -> &[Block] {
        &self.blocks
    }
",
                "    fn a(&self, o: &Set, v: Vec<Block>) {
",
                "        self.slice().iter().enumerate().find(|&(_, b)| b.is_empty());
",
                "        self.slice().iter().rev().enumerate().skip(1).any(|(_, b)| b.is_empty());
",
                "        self.slice().iter().zip(o.slice()).all(|(x, y)| x.is_empty());
",
                "        self.blocks.iter().zip(o.slice().iter()).all(|(x, y)| y.is_empty());
",
                "        let me = self.slice();
",
                "        me.iter().skip(1).all(|x| x.is_empty());
",
                "        self.names.iter().enumerate().any(|(_, n)| n.is_empty());
",
                "        self.names.iter().zip(o.slice()).any(|(n, _)| n.is_empty());
",
                "        v.iter().enumerate().any(|(b, _)| b.is_empty());
",
                "        self.slice().iter().enumerate().any(|&mut (_, b)| b.is_empty());
",
                "    }
}
",
            ),
        )]);
        let t = target(&r, "src/lib.rs", "Block.is_empty");
        let cs = calls_of(&r, &t, "src/lib.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (19, Some(0), Binds::Yes),
                (20, Some(0), Binds::Yes),
                (21, Some(0), Binds::Yes),
                (22, Some(0), Binds::Yes),
                (24, Some(0), Binds::Yes),
                // `String`s: `str::is_empty`.
                (25, Some(0), Binds::No),
                (26, Some(0), Binds::No),
                // The index of `enumerate()` and a `&mut` pattern: not read.
                (27, Some(0), Binds::Maybe),
                (28, Some(0), Binds::Maybe),
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn receivers_typed_by_the_elements_of_slices_vecs_and_their_iterators() {
        // Trimmed from similar 2.7: `self.strings[i].slice(..)` of a `&[&'s T]` field whose
        // `T: DiffableStr`, and `ops.iter().flat_map(|x| x.iter_changes(..))` over a fn's
        // `Vec<DiffOp>`. A range of the field is a `[&'s T]`, a slice no impl of `Str` is for.
        let r = scratch(&[
            ("src/text.rs", "pub trait Str {\n    fn slice(&self, a: usize) -> &Self;\n}\n"),
            ("src/lookup.rs", concat!(
                "use crate::text::Str;\n\n",
                "struct Multi<'b, 's, T: Str + ?Sized> {\n    strings: &'b [&'s T],\n}\n\n",
                "impl<'b, 's, T: Str + ?Sized> Multi<'b, 's, T> {\n",
                "    fn get(&self, i: usize) {\n        self.strings[i].slice(0);\n        self.strings[i..].slice(0);\n    }\n}\n",
            )),
        ]);
        let t = target(&r, "src/text.rs", "Str.slice");
        let cs = calls_of(&r, &t, "src/lookup.rs");
        assert_eq!(
            verdicts(&cs),
            vec![(9, Some(1), Binds::Yes), (10, Some(1), Binds::No)],
            "{cs:#?}"
        );

        let r = scratch(&[
            ("src/calc.rs", "pub struct Bag;\n\nimpl Bag {\n    pub fn get(&self, a: i32) -> i32 {\n        a\n    }\n}\n"),
            ("src/app.rs", concat!(
                "use crate::calc::Bag;\n\n",
                "fn bags() -> Vec<Bag> {\n    Vec::new()\n}\n\n",
                "fn f(x: Vec<Bag>, n: &[i32]) {\n",
                "    let ops = bags();\n",
                "    ops.iter().flat_map(|o| o.get(1));\n",
                "    ops.iter().rev().filter(|o| o.get(1) > 0);\n",
                "    ops.iter().map(|o| o).for_each(|o| o.get(1));\n",
                "    for x in x.iter() {\n        x.get(1);\n    }\n",
                "    for k in n {\n        k.get(1);\n    }\n",
                "    let v: Vec<Bag> = Vec::new();\n    v[0].get(1);\n",
                "}\n",
            )),
            ("src/own.rs", concat!(
                "use crate::calc::Bag;\n\nstruct Vec<T>(T);\n\n",
                "fn f(v: Vec<Bag>) {\n    for b in v {\n        b.get(1);\n    }\n}\n",
            )),
        ]);
        let t = target(&r, "src/calc.rs", "Bag.get");
        let cs = calls_of(&r, &t, "src/app.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (9, Some(1), Binds::Yes),
                (10, Some(1), Binds::Yes),
                // `.map(..)` makes other items.
                (11, Some(1), Binds::Maybe),
                // The loop's `x.iter()` is the parameter's.
                (13, Some(1), Binds::Yes),
                (16, Some(1), Binds::No),
                (19, Some(1), Binds::Yes),
            ],
            "{cs:#?}"
        );
        // A `Vec` of this crate is not std's: its items are not known.
        let cs = calls_of(&r, &t, "src/own.rs");
        assert_eq!(verdicts(&cs), vec![(7, Some(1), Binds::Maybe)], "{cs:#?}");

        // The item type imported from the crate root, which has it by `pub use calc::*;`.
        let r = scratch(&[
            ("src/lib.rs", "pub mod calc;\npub mod glob;\n\npub use calc::*;\n"),
            ("src/calc.rs", "pub struct Bag;\n\nimpl Bag {\n    pub fn get(&self, a: i32) -> i32 {\n        a\n    }\n}\n"),
            ("src/glob.rs", concat!(
                "use crate::Bag;\n\nfn bags() -> Vec<Bag> {\n    Vec::new()\n}\n\n",
                "fn f() {\n    for o in bags() {\n        o.get(1);\n    }\n    let ops = bags();\n    ops.iter().any(|o| o.get(1) > 0);\n}\n",
            )),
        ]);
        let t = target(&r, "src/calc.rs", "Bag.get");
        let cs = calls_of(&r, &t, "src/glob.rs");
        assert_eq!(
            verdicts(&cs),
            // A loop over a call's result is not typed: only named locals are.
            vec![(9, Some(1), Binds::Maybe), (12, Some(1), Binds::Yes)],
            "{cs:#?}"
        );
    }

    /// Whether some definition of `t` the call may reach (by [`Call::may_fit`]) admits it.
    fn fits_some(t: &Target, c: &Call) -> bool {
        t.defs
            .iter()
            .enumerate()
            .any(|(i, d)| c.may_fit(i) && d.params.admits(c))
    }

    #[test]
    fn an_inherent_fn_shadows_a_same_named_trait_impl_fn_of_its_type() {
        // smallvec's `extend_from_slice`: the inherent fn (now three parameters) and the fn
        // of `impl ExtendFromSlice for Small` (two) fold into one target; a call on a `Small`
        // value or through `Small::` reaches the inherent one only.
        let small = |inherent_impl: &str, vis: &str, recv: &str| {
            format!(
                "pub trait ExtendFromSlice<T> {{\n    fn extend_from_slice(&mut self, other: &[T]);\n}}\n\npub struct Small<T> {{\n    items: Vec<T>,\n}}\n\n{inherent_impl} {{\n    {vis}fn extend_from_slice({recv}, slice: &[T], reserve: usize) {{}}\n}}\n\nimpl<T: Copy> ExtendFromSlice<T> for Small<T> {{\n    fn extend_from_slice(&mut self, other: &[T]) {{}}\n}}\n"
            )
        };
        let app = "use crate::small::{ExtendFromSlice, Small};\n\npub fn alpha(s: &mut Small<u8>) {\n    s.extend_from_slice(&[1, 2]);\n    Small::extend_from_slice(s, &[5]);\n}\n";
        let fits = |small: &str| {
            let r = scratch(&[
                ("Cargo.toml", CARGO),
                ("src/lib.rs", "pub mod app;\npub mod small;\n"),
                ("src/small.rs", small),
                ("src/app.rs", app),
            ]);
            let t = target(&r, "src/small.rs", "Small.extend_from_slice");
            assert_eq!(t.defs.len(), 2);
            let cs = calls_of(&r, &t, "src/app.rs");
            assert_eq!(cs.len(), 2, "{cs:#?}");
            assert!(cs.iter().all(|c| c.binds == Binds::Yes), "{cs:#?}");
            cs.iter().map(|c| fits_some(&t, c)).collect::<Vec<_>>()
        };
        // Same self type, receiver and bounds, the inherent fn `pub`: shadowed.
        assert_eq!(
            fits(&small("impl<T: Copy> Small<T>", "pub ", "&mut self")),
            [false, false]
        );
        // Fewer bounds on the inherent impl: it applies wherever the trait impl does.
        assert_eq!(
            fits(&small("impl<T> Small<T>", "pub ", "&'_ mut self")),
            [false, false]
        );
        // A bound the trait impl lacks (a `Small<String>` would reach the trait's fn), a
        // private inherent fn (skipped from another module), another receiver (found at
        // another step of the lookup): the trait impl's fn may be the one called.
        for other in [
            small("impl<T: Copy + Default> Small<T>", "pub ", "&mut self"),
            small("impl<T: Copy> Small<T>", "", "&mut self"),
            small("impl<T: Copy> Small<T>", "pub(crate) ", "&mut self"),
            small("impl<T: Copy> Small<T>", "pub ", "&self"),
        ] {
            assert_eq!(fits(&other), [true, true], "{other}");
        }
    }

    #[test]
    fn a_std_trait_method_is_reachable_only_where_the_trait_is_in_scope() {
        // bytes' `impl Buf for &[u8]`: `self.advance(..)` on a `&[u8]`, whose only std method
        // of the name is the private `ByteSlice`'s; a file that names that trait, or imports
        // by a glob, may have it in scope.
        let buf = |head: &str| {
            format!(
                "{head}pub trait Buf {{\n    fn advance(&mut self, cnt: usize, more: usize);\n    fn skip(&mut self);\n}}\n\nimpl Buf for &[u8] {{\n    fn advance(&mut self, cnt: usize, more: usize) {{}}\n    fn skip(&mut self) {{\n        self.advance(1);\n    }}\n}}\n"
            )
        };
        let verdict = |head: &str| {
            let r = scratch(&[
                ("Cargo.toml", CARGO),
                ("src/lib.rs", "pub mod buf;\n"),
                ("src/buf.rs", &buf(head)),
            ]);
            let t = target(&r, "src/buf.rs", "Buf.advance");
            one(&r, &t, "src/buf.rs").binds
        };
        assert_eq!(verdict(""), Binds::Yes);
        assert_eq!(verdict("use std::io::prelude::*;\n\n"), Binds::Maybe);
        assert_eq!(verdict("// not a ByteSlice\n"), Binds::Maybe);
    }

    #[test]
    fn a_slice_reference_reaches_the_trait_implemented_for_it() {
        // bytes' `impl Buf for &[u8]` and a caller's `b: &[u8]` (which reads as `[u8]`; it
        // was excluded as "not Buf"): `b.skip_bytes()` reaches `Buf::skip_bytes`, no std
        // method of the name; a `&[u16]` is another type.
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", "pub mod buf;\npub mod app;\n"),
            (
                "src/buf.rs",
                "pub trait Buf {\n    fn advance(&mut self, cnt: usize, more: usize);\n    fn skip_bytes(self, more: usize);\n}\n\nimpl Buf for &[u8] {\n    fn advance(&mut self, cnt: usize, more: usize) {}\n    fn skip_bytes(self, more: usize) {}\n}\n",
            ),
            (
                "src/app.rs",
                "use crate::buf::Buf;\n\nfn a(b: &[u8], s: &[u16]) {\n    b.skip_bytes();\n    s.skip_bytes();\n}\n",
            ),
        ]);
        let t = target(&r, "src/buf.rs", "Buf.skip_bytes");
        assert_eq!(
            verdicts(&calls_of(&r, &t, "src/app.rs")),
            vec![(4, Some(0), Binds::Yes), (5, Some(0), Binds::No)]
        );
    }

    #[test]
    fn a_byte_string_sliced_by_a_range_reaches_the_trait_implemented_for_slices() {
        // bytes' tests: `(&b"hello"[..]).chain(&b"world"[..])` with `impl Buf for &[u8]`: the
        // range of a byte string is a `[u8]`; std's `chain`s are `Iterator::chain` (a slice is
        // no iterator: it has no `next`), `io::Read::chain` (implemented for `&[u8]`, but
        // callable only where `Read` is in scope) and `<dyn Error>::chain` (no slice's). A
        // range of a `[u16; 2]` is a `[u16]`, which has no `Buf`.
        let app = |head: &str| {
            format!(
                "{head}use crate::buf::Buf;\n\nfn a(w: [u16; 2]) {{\n    let c = (&b\"hello\"[..]).chain(&b\"world\"[..]);\n    let d = (&w[..]).chain(&b\"world\"[..]);\n}}\n"
            )
        };
        let verdicts_with = |head: &str| {
            let r = scratch(&[
                ("Cargo.toml", CARGO),
                ("src/lib.rs", "pub mod buf;\npub mod app;\n"),
                (
                    "src/buf.rs",
                    "pub trait Buf {\n    fn chain<U: Buf>(self, next: U, more: usize) -> (Self, U)\n    where\n        Self: Sized,\n    {\n        (self, next)\n    }\n}\n\nimpl Buf for &[u8] {}\n",
                ),
                ("src/app.rs", &app(head)),
            ]);
            let t = target(&r, "src/buf.rs", "Buf.chain");
            verdicts(&calls_of(&r, &t, "src/app.rs"))
        };
        let line = |n: usize| if n == 0 { 4 } else { 4 + n };
        assert_eq!(
            verdicts_with(""),
            vec![
                (line(0), Some(1), Binds::Yes),
                (line(1), Some(1), Binds::No),
            ]
        );
        // With `std::io::Read` in scope, `Read::chain` may be the one called.
        assert_eq!(
            verdicts_with("use std::io::Read;\n")[0],
            (line(0) + 1, Some(1), Binds::Maybe)
        );
    }

    #[test]
    fn a_by_value_trait_method_types_its_value_by_the_declared_return() {
        // bytes' tests: `let mut buf = a.chain(b); buf.advance(1)` — `Buf::chain(self, ..)
        // -> Chain<Self, U>` on a `Bytes` (its file implements Buf for it, no other `chain`)
        // is a `Chain`, whose file implements Buf for it; `Bytes::from_static(..)` is a
        // `Bytes` by its declared return type, the impl in another file than the trait's.
        let bytes = |own_chain: &str| {
            format!(
                "use crate::Buf;\n\npub struct Other;\n\npub struct Bytes {{\n    len: usize,\n}}\n\nimpl Bytes {{\n    pub const fn from_static(b: &'static [u8]) -> Self {{\n        Bytes {{ len: b.len() }}\n    }}\n{own_chain}}}\n\nimpl Buf for Bytes {{\n    fn advance(&mut self, cnt: usize, more: usize) {{}}\n}}\n"
            )
        };
        let verdicts = |bytes: &str| {
            let r = scratch(&[
                ("Cargo.toml", CARGO),
                ("src/lib.rs", "pub mod buf;\nmod bytes;\n\npub use crate::buf::{Buf, Chain};\npub use crate::bytes::Bytes;\n"),
                ("src/buf/mod.rs", "mod buf_impl;\nmod chain;\n\npub use self::buf_impl::Buf;\npub use self::chain::Chain;\n"),
                ("src/buf/buf_impl.rs", "use crate::buf::Chain;\n\npub trait Buf {\n    fn advance(&mut self, cnt: usize, more: usize);\n\n    fn chain<U: Buf>(self, next: U) -> Chain<Self, U>\n    where\n        Self: Sized,\n    {\n        Chain::new(self, next)\n    }\n}\n"),
                ("src/buf/chain.rs", "use crate::buf::Buf;\n\npub struct Chain<T, U> {\n    a: T,\n    b: U,\n}\n\nimpl<T, U> Chain<T, U> {\n    pub fn new(a: T, b: U) -> Chain<T, U> {\n        Chain { a, b }\n    }\n}\n\nimpl<T: Buf, U: Buf> Buf for Chain<T, U> {\n    fn advance(&mut self, cnt: usize, more: usize) {}\n}\n"),
                ("src/bytes.rs", bytes),
                ("tests/t.rs", "use fx_core::{Buf, Bytes};\n\n#[test]\nfn chained() {\n    let a = Bytes::from_static(b\"a\");\n    let mut buf = a.chain(Bytes::from_static(b\"b\"));\n    buf.advance(1);\n}\n\n#[test]\nfn single() {\n    let mut a = Bytes::from_static(b\"a\");\n    a.advance(1);\n}\n"),
            ]);
            let t = target(&r, "src/buf/buf_impl.rs", "Buf.advance");
            verdicts(&calls_of(&r, &t, "tests/t.rs"))
        };
        assert_eq!(
            verdicts(&bytes("")),
            [(7, Some(1), Binds::Yes), (13, Some(1), Binds::Yes)]
        );
        // An inherent `chain` of Bytes is called instead: its value is what it returns, a
        // type that may or may not implement Buf, never the trait's `Chain`.
        assert_eq!(
            verdicts(&bytes(
                "\n    pub fn chain(self, next: Bytes) -> Other {\n        Other\n    }\n"
            )),
            [(7, Some(1), Binds::Maybe), (13, Some(1), Binds::Yes)]
        );
    }

    #[test]
    fn a_manually_drop_value_reaches_the_methods_of_what_it_wraps() {
        // smallvec's `DrainFilter::drop`: `let mut this = ManuallyDrop::new(self);
        // this.vec.set_len(..)` reaches the field's `SmallVec::set_len` through the deref.
        let lib = |import: &str| {
            format!(
                "{import}\npub struct Small {{\n    len: usize,\n}}\n\nimpl Small {{\n    pub unsafe fn set_len(&mut self, n: usize, more: usize) {{}}\n}}\n\npub struct Guard<'a> {{\n    vec: &'a mut Small,\n}}\n\nimpl Drop for Guard<'_> {{\n    fn drop(&mut self) {{\n        let mut this = ManuallyDrop::new(self);\n        unsafe {{ this.vec.set_len(0) }}\n    }}\n}}\n"
            )
        };
        let verdict = |import: &str| {
            let r = scratch(&[("Cargo.toml", CARGO), ("src/lib.rs", &lib(import))]);
            let t = target(&r, "src/lib.rs", "Small.set_len");
            one(&r, &t, "src/lib.rs").binds
        };
        assert_eq!(verdict("use core::mem::ManuallyDrop;"), Binds::Yes);
        assert_eq!(verdict("use std::mem::ManuallyDrop;"), Binds::Yes);
        // A `ManuallyDrop` of this crate's own is not std's.
        assert_eq!(
            verdict("pub struct ManuallyDrop<T>(T);\nimpl<T> ManuallyDrop<T> {\n    pub fn new(t: T) -> Self {\n        ManuallyDrop(t)\n    }\n}\n"),
            Binds::Maybe
        );
    }

    #[test]
    fn trait_method_targets() {
        let r = scratch(&[
            ("src/shape.rs", "pub trait Shape {\n    fn area(&self) -> f64;\n    fn twice(&self) -> f64 {\n        self.area() * 2.0\n    }\n}\n\npub struct Sq(f64);\n\nimpl Shape for Sq {\n    fn area(&self) -> f64 {\n        self.0\n    }\n}\n"),
            ("src/use.rs", "use crate::shape::{Shape, Sq};\n\nfn f(s: &dyn Shape, q: Sq, t: impl Shape) -> f64 {\n    s.area() + q.area() + t.area() + Shape::area(&q) + other.area()\n}\n"),
        ]);
        let t = target(&r, "src/shape.rs", "Shape.area");
        assert_eq!(t.defs.len(), 1);
        let cs = calls_of(&r, &t, "src/use.rs");
        assert_eq!(
            cs.iter().map(|c| c.binds).collect::<Vec<_>>(),
            // `q: Sq`: shape.rs implements Shape for Sq and declares no other `fn area` for it.
            vec![Binds::Yes, Binds::Yes, Binds::Yes, Binds::Yes, Binds::Maybe],
            "{cs:#?}"
        );
        let c = calls_of(&r, &t, "src/shape.rs");
        assert_eq!(c[0].binds, Binds::Yes, "{c:#?}");
        // The impl's method: reached through Sq, maybe through the trait.
        let t = target(&r, "src/shape.rs", "Sq.area");
        let cs = calls_of(&r, &t, "src/use.rs");
        assert_eq!(
            cs.iter().map(|c| c.binds).collect::<Vec<_>>(),
            vec![
                Binds::Maybe,
                Binds::Yes,
                Binds::Maybe,
                Binds::Maybe,
                Binds::Maybe
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn a_trait_fn_called_through_an_implementing_type_path() {
        // base64's engine tests: `GeneralPurposeWrapper::standard_with_pad_mode(..)` for the
        // associated fn (no self) of a test trait the file implements for that type; a type
        // with an inherent fn of the name, or not implementing the trait, is another fn.
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", "mod w;\n"),
            ("src/w.rs", "trait Wrapper {\n    fn with_mode(pad: bool, strict: bool) -> u8;\n}\n\nstruct General {}\n\nimpl Wrapper for General {\n    fn with_mode(pad: bool, strict: bool) -> u8 {\n        0\n    }\n}\n\nstruct Reader {}\n\nimpl Wrapper for Reader {\n    fn with_mode(pad: bool, strict: bool) -> u8 {\n        General::with_mode(pad)\n    }\n}\n\nstruct Own {}\n\nimpl Own {\n    fn with_mode(pad: bool) -> u8 {\n        1\n    }\n}\n\nimpl Wrapper for Own {\n    fn with_mode(pad: bool, strict: bool) -> u8 {\n        Own::with_mode(pad)\n    }\n}\n\nstruct Plain {}\n\nimpl Plain {\n    fn with_mode(pad: bool) -> u8 {\n        2\n    }\n}\n\nfn t() {\n    Plain::with_mode(true);\n}\n"),
        ]);
        let t = target(&r, "src/w.rs", "Wrapper.with_mode");
        let cs = calls_of(&r, &t, "src/w.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (17, Some(1), Binds::Yes),
                (31, Some(1), Binds::No),
                (44, Some(1), Binds::No)
            ],
            "{cs:#?}"
        );
        assert_eq!(
            cs[0].reason,
            "General::with_mode: General which implements Wrapper (here)"
        );
    }

    #[test]
    fn grouped_use_trees_and_impl_headers_read_from_text() {
        // aho-corasick's lib.rs re-exports its types in one nested group.
        assert_eq!(
            use_paths("crate::{ ahocorasick::{ AhoCorasick, AhoCorasickBuilder, }, util::{self, error::{BuildError as E}}, x::* }"),
            vec![
                vec!["crate", "ahocorasick", "AhoCorasick"],
                vec!["crate", "ahocorasick", "AhoCorasickBuilder"],
                vec!["crate", "util"],
            ]
        );
        assert_eq!(
            use_paths("self::counter::Counter"),
            vec![vec!["counter", "Counter"]]
        );
        let text = "unsafe impl<'a, A: Automaton + ?Sized> Automaton for &'a A {}\nimpl DFA {\n    fn x() {}\n}\nunsafe impl crate::automaton::Automaton for DFA where X: Y {}\n";
        let h: Vec<(Option<String>, String)> = impl_headers_text(text)
            .into_iter()
            .map(|(_, t, ty)| (t, ty))
            .collect();
        assert_eq!(
            h,
            vec![
                (Some("Automaton".into()), "A".into()),
                (None, "DFA".into()),
                (Some("Automaton".into()), "DFA".into()),
            ]
        );
    }

    #[test]
    fn a_file_no_mod_declares_is_not_compiled() {
        let r = scratch(&[
            (
                "Cargo.toml",
                "[package]\nname = \"t\"\nversion = \"0.1.0\"\n",
            ),
            ("src/lib.rs", "pub mod calc;\n// mod old;\n"),
            (
                "src/calc.rs",
                "pub fn scale(a: i32) -> i32 {\n    a\n}\n\nfn t() {\n    scale(1);\n}\n",
            ),
            (
                "src/old.rs",
                "use crate::calc::scale;\n\nfn beta() -> i32 {\n    scale(2)\n}\n",
            ),
        ]);
        let t = target(&r, "src/calc.rs", "scale");
        let c = one(&r, &t, "src/old.rs");
        assert_eq!(c.binds, Binds::No, "{}", c.reason);
        assert!(
            c.reason.contains("no `mod old` in src/lib.rs"),
            "{}",
            c.reason
        );
        assert_eq!(one(&r, &t, "src/calc.rs").binds, Binds::Yes);
    }

    #[test]
    fn macro_rules_bodies_bind_the_receivers_they_bind_themselves() {
        // aho-corasick's tests.rs: `testconfig!` rules whose bodies make the builder with a
        // `let` of their own; a receiver a metavariable gives (`$b`) proves nothing.
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", "mod ahocorasick;\nmod tests;\n"),
            ("src/ahocorasick.rs", "pub struct AhoCorasick;\n\npub struct AhoCorasickBuilder {\n    kind: u8,\n}\n\nimpl AhoCorasick {\n    pub fn builder() -> AhoCorasickBuilder {\n        AhoCorasickBuilder { kind: 0 }\n    }\n}\n\nimpl AhoCorasickBuilder {\n    pub fn match_kind(&mut self, kind: u8) -> &mut AhoCorasickBuilder {\n        self.kind = kind;\n        self\n    }\n\n    pub fn build(&self, patterns: &[&str]) -> AhoCorasick {\n        AhoCorasick\n    }\n}\n"),
            ("src/tests.rs", "use crate::ahocorasick::AhoCorasick;\n\nmacro_rules! testconfig {\n    (overlapping, $name:ident, $kind:expr, $with:expr) => {\n        #[test]\n        fn $name() {\n            run_search_tests(|test| {\n                let mut builder = AhoCorasick::builder();\n                $with(&mut builder);\n                builder\n                    .match_kind($kind)\n                    .build(test.patterns)\n            });\n        }\n    };\n    ($name:ident, $b:expr) => {\n        fn $name() {\n            let builder = $b;\n            $( builder.build(&[\"a\"]); )*\n            builder.build(&[\"a\"]);\n        }\n    };\n}\n"),
        ]);
        let t = target(&r, "src/ahocorasick.rs", "AhoCorasickBuilder.build");
        let cs = calls_of(&r, &t, "src/tests.rs");
        assert_eq!(
            verdicts(&cs),
            // The call in the `$( .. )*` repetition is found after the body's own calls.
            vec![
                (12, Some(1), Binds::Yes),
                (20, Some(1), Binds::Maybe),
                (19, Some(1), Binds::Maybe)
            ],
            "{cs:#?}"
        );
        assert_eq!(
            cs[0].reason,
            "receiver builder .match_kind(_kind): AhoCorasickBuilder (a declared return type) (the macro_rules! body read as code)"
        );
    }

    #[test]
    fn an_index_of_a_crate_type_is_the_output_its_index_impls_agree_on() {
        // indextree: `arena[id].parent()` through `impl<T> Index<NodeId> for Arena<T> { type
        // Output = Node<T>; }` in another file; `p[0]` of a type indexed to two outputs is not
        // read, and neither is an index of a type with no `Index` impl.
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", "pub mod app;\npub mod arena;\npub mod node;\n"),
            ("src/node.rs", "pub struct Node<T> {\n    pub up: Option<T>,\n}\n\nimpl<T> Node<T> {\n    pub fn parent(&self) -> Option<&T> {\n        self.up.as_ref()\n    }\n}\n"),
            ("src/arena.rs", "use std::ops::Index;\n\nuse crate::node::Node;\n\npub struct NodeId(pub usize);\n\npub struct Arena<T> {\n    nodes: Vec<Node<T>>,\n}\n\nimpl<T> Arena<T> {\n    pub fn parent(&self) -> Option<&T> {\n        None\n    }\n}\n\nimpl<T> Index<NodeId> for Arena<T> {\n    type Output = Node<T>;\n\n    fn index(&self, id: NodeId) -> &Node<T> {\n        &self.nodes[id.0]\n    }\n}\n\npub struct Pool(pub Vec<Node<u8>>, pub Vec<Arena<u8>>);\n\nimpl Index<usize> for Pool {\n    type Output = Node<u8>;\n    fn index(&self, i: usize) -> &Node<u8> {\n        &self.0[i]\n    }\n}\n\nimpl Index<u8> for Pool {\n    type Output = Arena<u8>;\n    fn index(&self, i: u8) -> &Arena<u8> {\n        &self.1[i as usize]\n    }\n}\n\npub struct Plain;\n\nimpl Plain {\n    pub fn parent(&self) {}\n}\n"),
            ("src/app.rs", "use crate::arena::{Arena, NodeId, Plain, Pool};\n\npub fn alpha(a: &Arena<u8>) {\n    a[NodeId(0)].parent();\n}\n\npub fn beta(a: &Arena<u8>) {\n    let n = &a[NodeId(1)];\n    n.parent();\n}\n\npub fn gamma(a: &Arena<u8>) {\n    a.parent();\n}\n\npub fn delta(p: &Pool) {\n    p[0].parent();\n}\n\npub fn epsilon(q: &[Plain]) {\n    q[0].parent();\n}\n"),
        ]);
        let t = target(&r, "src/node.rs", "Node.parent");
        let cs = calls_of(&r, &t, "src/app.rs");
        assert_eq!(
            verdicts(&cs),
            vec![
                (4, Some(0), Binds::Yes),
                (9, Some(0), Binds::Yes),
                (13, Some(0), Binds::No),
                (17, Some(0), Binds::Maybe),
                (21, Some(0), Binds::No),
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn deref_pairs_mark_a_target_that_is_the_types_own_parameter() {
        let mut out = Vec::new();
        deref_impls(
            "impl<T: Tr> Deref for Cached<T> {\n    type Target = T;\n}\nimpl Deref for BStr {\n    type Target = [u8];\n}\nimpl<T> Deref for Wrap<T> {\n    type Target = Vec<T>;\n}\nimpl Deref for Name {\n    type Target = T;\n}\n",
            &mut out,
        );
        let got: Vec<(&str, &str)> = out.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        assert_eq!(
            got,
            vec![
                ("Cached", DEREF_ANY),
                ("BStr", "[u8]"),
                ("Wrap", "Vec"),
                // `T` is no parameter of `Name`: a type of that name.
                ("Name", "T"),
            ]
        );
    }

    #[test]
    fn a_wrapper_deref_to_its_type_parameter_may_reach_any_method() {
        // rstar's CachedEnvelope<Line>: `line.length_2()` is Line's, through Deref.
        let lib = "mod app;\nmod cached;\nmod line;\n";
        let line = "pub struct Line;\n\nimpl Line {\n    pub fn length_2(&self) -> i32 {\n        0\n    }\n}\n";
        let cached = "use core::ops::Deref;\n\npub struct Cached<T> {\n    inner: T,\n}\n\nimpl<T> Cached<T> {\n    pub fn new(inner: T) -> Self {\n        Cached { inner }\n    }\n}\n\nimpl<T> Deref for Cached<T> {\n    type Target = T;\n\n    fn deref(&self) -> &T {\n        &self.inner\n    }\n}\n";
        let app = "use crate::cached::Cached;\nuse crate::line::Line;\n\nfn wrapped() -> i32 {\n    let line = Cached::new(Line);\n    line.length_2()\n}\n";
        let r = scratch(&[
            ("src/lib.rs", lib),
            ("src/line.rs", line),
            ("src/cached.rs", cached),
            ("src/app.rs", app),
        ]);
        let t = target(&r, "src/line.rs", "Line.length_2");
        let c = one(&r, &t, "src/app.rs");
        assert_eq!((c.line, c.binds), (6, Binds::Maybe), "{}", c.reason);
        assert!(c.reason.contains("derefs to Line"), "{}", c.reason);
        // A wrapper deref to a type of its own is no way to Line.
        let fixed = cached.replace("type Target = T;", "type Target = Other;");
        let r = scratch(&[
            ("src/lib.rs", lib),
            ("src/line.rs", line),
            ("src/cached.rs", &fixed),
            ("src/app.rs", app),
        ]);
        let t = target(&r, "src/line.rs", "Line.length_2");
        assert_eq!(one(&r, &t, "src/app.rs").binds, Binds::No);
    }

    #[test]
    fn a_trait_blanket_implemented_over_a_bound_on_its_type_parameters() {
        // rstar's PointExt: `impl<T> PointExt for T where T: Point {}`; `P: Point` receivers
        // reach PointExt::sub, since no bound of theirs has a `sub` (core::ops::Sub's needs a
        // `Sub` bound).
        let point = "use core::fmt::Debug;\n\npub trait Point: Clone + PartialEq + Debug {\n    fn nth(&self, i: usize) -> i32;\n}\n\npub trait PointExt: Point {\n    fn sub(&self, other: &Self) -> i32 {\n        self.nth(0) - other.nth(0)\n    }\n}\n\nimpl<T> PointExt for T where T: Point {}\n";
        let caller = "use crate::point::{Point, PointExt};\n\npub struct Aabb<P> {\n    lower: P,\n    upper: P,\n}\n\nimpl<P> Aabb<P>\nwhere\n    P: Point,\n{\n    fn diag(&self) -> i32 {\n        self.upper.sub(&self.lower)\n    }\n}\n\nfn by_ref<P: Point + Copy>(a: &P, b: &P) -> i32 {\n    a.sub(b)\n}\n\nfn more<P: Point>(a: P, b: P) -> i32\nwhere\n    P: Other,\n{\n    a.sub(&b)\n}\n\nfn opaque(a: impl Point, b: u8) -> i32 {\n    a.sub(&a)\n}\n";
        let files = |point: &str, caller: &str| {
            scratch(&[
                ("src/lib.rs", "mod aabb;\nmod point;\n"),
                ("src/point.rs", point),
                ("src/aabb.rs", caller),
            ])
        };
        let r = files(point, caller);
        let t = target(&r, "src/point.rs", "PointExt.sub");
        let cs = calls_of(&r, &t, "src/aabb.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (13, Binds::Yes),
                (18, Binds::Yes),
                // A `where` bound of the fn's own, a trait not known to lack a `sub`.
                (25, Binds::Maybe),
                (29, Binds::Yes),
            ],
            "{cs:#?}"
        );
        assert!(cs[0].reason.contains("bound by Point"), "{}", cs[0].reason);
        // A file naming core::ops::Sub, whose by-value method could come first: no claim.
        let named = caller.replace(
            "use crate::point::{Point, PointExt};",
            "use crate::point::{Point, PointExt};\nuse core::ops::Sub;",
        );
        let r = files(point, &named);
        let t = target(&r, "src/point.rs", "PointExt.sub");
        assert!(calls_of(&r, &t, "src/aabb.rs")
            .iter()
            .all(|c| c.binds == Binds::Maybe));
        // Point with a supertrait not known to lack a `sub`, or a blanket impl bound by more
        // than Point: no claim.
        for p in [
            point.replace("Clone + PartialEq + Debug", "Clone + Debug + Arith"),
            point.replace("where T: Point", "where T: Point + Copy"),
        ] {
            let r = files(&p, caller);
            let t = target(&r, "src/point.rs", "PointExt.sub");
            assert!(calls_of(&r, &t, "src/aabb.rs")
                .iter()
                .all(|c| c.binds == Binds::Maybe));
        }
    }

    #[test]
    fn a_bound_naming_another_modules_trait_of_the_name() {
        // heapless: binary_heap::Kind and sorted_linked_list::Kind each have `ordering()`;
        // `K::ordering()` with `K: Kind` in list.rs calls list's own trait.
        let heap = "pub trait Kind {\n    fn ordering() -> i32;\n}\n\npub fn sift<K: Kind>() -> i32 {\n    K::ordering()\n}\n\npub fn peek<K: Kind>(k: K) -> i32 {\n    let _ = k;\n    K::ordering()\n}\n";
        let list = "pub trait Kind {\n    fn ordering() -> i32;\n}\n\npub fn push<K>() -> i32\nwhere\n    K: Kind,\n{\n    K::ordering()\n}\n";
        let files = |list: &str| {
            scratch(&[
                ("src/lib.rs", "mod heap;\nmod list;\n"),
                ("src/heap.rs", heap),
                ("src/list.rs", list),
            ])
        };
        let r = files(list);
        let t = target(&r, "src/heap.rs", "Kind.ordering");
        let cs = calls_of(&r, &t, "src/heap.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(6, Binds::Yes), (11, Binds::Yes)],
            "{cs:#?}"
        );
        let cs = calls_of(&r, &t, "src/list.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(9, Binds::No)],
            "{cs:#?}"
        );
        assert!(
            cs[0].reason.contains("bound by list::Kind"),
            "{}",
            cs[0].reason
        );
        // A file that also names the trait by a path may mean the target's: no claim.
        let r = files(&format!(
            "{list}\npub fn other<K: crate::heap::Kind>() -> i32 {{\n    K::ordering()\n}}\n"
        ));
        let t = target(&r, "src/heap.rs", "Kind.ordering");
        let cs = calls_of(&r, &t, "src/list.rs");
        assert!(cs.iter().all(|c| c.binds != Binds::No), "{cs:#?}");
    }

    #[test]
    fn an_alias_with_a_const_parameter_and_a_turbofish_struct_literal() {
        // heapless: `type FnvIndexMap<K, V, const N: usize> = IndexMap<K, V, Fnv, N>` over
        // `impl<K, V, S, const N: usize> IndexMap<K, V, S, N>`, and spsc's tests' `Queue::<(),
        // { usize::MAX }> { .. }`.
        let map = "pub struct Fnv;\n\npub struct Map<K, S, const N: usize> {\n    k: [Option<K>; N],\n    s: Option<S>,\n}\n\npub type FnvMap<K, const N: usize> = Map<K, Fnv, N>;\n\nimpl<K, S, const N: usize> Map<K, S, N> {\n    pub fn insert(&mut self, key: K) {\n        let _ = key;\n    }\n}\n\nmod tests {\n    use super::{Fnv, FnvMap, Map};\n\n    pub fn fill(a: &mut FnvMap<u8, 2>) {\n        a.insert(1);\n        let mut b = Map::<u8, Fnv, { 1 + 1 }> { k: [None; 2], s: None };\n        b.insert(2);\n    }\n}\n";
        let r = scratch(&[("src/lib.rs", "mod map;\n"), ("src/map.rs", map)]);
        let t = target(&r, "src/map.rs", "Map.insert");
        let cs = calls_of(&r, &t, "src/map.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(20, Binds::Yes), (22, Binds::Yes)],
            "{cs:#?}"
        );
    }

    #[test]
    fn a_self_method_returning_its_impls_type_parameter() {
        // rstar's `self.nearest_point(point).sub(point)`: Line's inherent `nearest_point(&self,
        // ..) -> P` in `impl<P> Line<P>`, called on the `self` of another impl for `Line<P>`
        // (or the same one), gives the caller's `P`, bound by Point.
        let point = "pub trait Point: Clone + PartialEq {\n    fn nth(&self, i: usize) -> i32;\n}\n\npub trait PointExt: Point {\n    fn sub(&self, other: &Self) -> i32 {\n        self.nth(0) - other.nth(0)\n    }\n}\n\nimpl<T> PointExt for T where T: Point {}\n";
        let line = "use crate::point::{Point, PointExt};\n\npub struct Line<P> {\n    to: P,\n}\n\nimpl<P> Line<P>\nwhere\n    P: Point,\n{\n    pub fn nearest(&self, q: &P) -> P {\n        q.clone()\n    }\n\n    pub fn direct(&self, q: &P) -> i32 {\n        self.nearest(q).sub(q)\n    }\n\n    pub fn by_mut(&mut self, q: &P) -> i32 {\n        self.nearest(q).sub(q)\n    }\n}\n\npub trait Dist<P> {\n    fn dist(&self, q: &P) -> i32;\n}\n\nimpl<Q> Dist<Q> for Line<Q>\nwhere\n    Q: Point,\n{\n    fn dist(&self, q: &Q) -> i32 {\n        let n = self.nearest(q);\n        n.sub(q) + self.nearest(q).sub(q)\n    }\n}\n\nimpl Line<[i32; 2]> {\n    fn fixed(&self, q: &[i32; 2]) -> i32 {\n        self.nearest(q).sub(q)\n    }\n}\n";
        let files = |line: &str| {
            scratch(&[
                ("src/lib.rs", "mod line;\nmod point;\n"),
                ("src/point.rs", point),
                ("src/line.rs", line),
            ])
        };
        let r = files(line);
        let t = target(&r, "src/point.rs", "PointExt.sub");
        let cs = calls_of(&r, &t, "src/line.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (16, Binds::Yes),
                // `&mut self` calling a `&self` fn: a trait's `&mut self` method of the name
                // would come first, so no claim.
                (20, Binds::Maybe),
                (34, Binds::Yes),
                (34, Binds::Yes),
                // `self` of `Line<[i32; 2]>`: P is no type parameter there.
                (40, Binds::Maybe),
            ],
            "{cs:#?}"
        );
        assert!(
            cs[0].reason.contains("P, bound by Point"),
            "{}",
            cs[0].reason
        );
        // A second inherent `nearest`, or one returning `&P`, or a fn type parameter of
        // that name: no claim.
        for l in [
            line.replace(
                "impl Line<[i32; 2]> {\n",
                "impl Line<[i32; 2]> {\n    fn nearest(&self, q: &[i32; 2]) -> [i32; 2] {\n        *q\n    }\n",
            ),
            line.replace("-> P {\n        q.clone()", "-> &P {\n        q"),
            line.replace("pub fn nearest(&self", "pub fn nearest<P: Point>(&self"),
        ] {
            let r = files(&l);
            let t = target(&r, "src/point.rs", "PointExt.sub");
            let cs = calls_of(&r, &t, "src/line.rs");
            assert!(cs.iter().all(|c| c.binds == Binds::Maybe), "{cs:#?}");
        }
    }

    #[test]
    fn a_tuple_element_of_a_bound_trait_methods_result_through_try() {
        // nom's `let (i, length) = f.parse(i)?; i.take_split(length)`: `F: Parser<I, N, E>`,
        // whose `parse` returns `IResult<I, O, E>`, an alias of `Result<(I, O), Err<E>>`.
        let internal = "pub enum Err<E> {\n    Error(E),\n}\n\npub type IResult<I, O, E = (I, u8)> = Result<(I, O), Err<E>>;\n\npub trait Parser<I, O, E> {\n    fn parse(&mut self, input: I) -> IResult<I, O, E>;\n}\n";
        let traits = "pub trait InputTake: Sized {\n    fn take_split(&self, count: usize) -> (Self, Self);\n}\n";
        let multi = "use crate::internal::{IResult, Parser};\nuse crate::traits::InputTake;\n\npub trait Other {}\n\npub fn length_data<I, N, E, F>(mut f: F) -> impl FnMut(I) -> IResult<I, I, E>\nwhere\n    I: Clone + InputTake,\n    F: Parser<I, N, E>,\n{\n    move |i: I| {\n        let (i, _n) = f.parse(i)?;\n        Ok(i.take_split(1))\n    }\n}\n\npub fn second<I, E, F>(mut f: F, i: I) -> IResult<I, I, E>\nwhere\n    I: Clone + InputTake,\n    F: Parser<I, I, E>,\n{\n    let (_rest, o) = f.parse(i)?;\n    Ok(o.take_split(1))\n}\n\npub fn boxed<I, E, F>(mut f: F, i: I) -> IResult<I, I, E>\nwhere\n    I: Clone + InputTake,\n    F: Parser<I, I, E> + Other,\n{\n    let (i, _o) = f.parse(i)?;\n    Ok(i.take_split(1))\n}\n";
        let files = |internal: &str, multi: &str| {
            scratch(&[
                ("src/lib.rs", "mod internal;\nmod multi;\nmod traits;\n"),
                ("src/internal.rs", internal),
                ("src/traits.rs", traits),
                ("src/multi.rs", multi),
            ])
        };
        let r = files(internal, multi);
        let t = target(&r, "src/traits.rs", "InputTake.take_split");
        let cs = calls_of(&r, &t, "src/multi.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            // boxed's `F` has a second bound of the crate's, which might declare a `parse`.
            vec![(13, Binds::Yes), (23, Binds::Yes), (32, Binds::Maybe)],
            "{cs:#?}"
        );
        assert!(
            cs[0].reason.contains("bound by InputTake"),
            "{}",
            cs[0].reason
        );
        // An alias given fewer arguments than it has parameters, a `Result` of the file's own,
        // or an element naming the fn's own type parameter: no claim.
        for (i, m) in [
            (
                internal.replace("IResult<I, O, E>;", "IResult<I, O>;"),
                multi,
            ),
            (
                format!("{internal}pub enum Result<T, E> {{\n    Ok(T),\n    Err(E),\n}}\n"),
                multi,
            ),
            (
                internal.replace("fn parse(&mut self", "fn parse<I, O>(&mut self"),
                multi,
            ),
        ] {
            let r = files(&i, m);
            let t = target(&r, "src/traits.rs", "InputTake.take_split");
            let cs = calls_of(&r, &t, "src/multi.rs");
            assert!(cs.iter().all(|c| c.binds == Binds::Maybe), "{i}\n{cs:#?}");
        }
    }

    #[test]
    fn a_trait_method_reached_through_deref_to_an_implementor() {
        // bstr's impls.rs: `self.char_indices()` on a BStr, which derefs to `[u8]`, for which
        // ext_slice.rs implements ByteSlice; std's `char_indices` is `str`'s.
        let ext = "pub trait ByteSlice {\n    fn as_bytes(&self) -> &[u8];\n\n    fn char_indices(&self) -> usize {\n        self.as_bytes().len()\n    }\n}\n\nimpl ByteSlice for [u8] {\n    fn as_bytes(&self) -> &[u8] {\n        self\n    }\n}\n";
        let impls = "mod bstr {\n    use core::{fmt, ops};\n\n    use crate::{bstr::BStr, ext_slice::ByteSlice};\n\n    impl ops::Deref for BStr {\n        type Target = [u8];\n\n        fn deref(&self) -> &[u8] {\n            &self.bytes\n        }\n    }\n\n    impl fmt::Debug for BStr {\n        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {\n            for (s, e, ch) in self.char_indices() {}\n            Ok(())\n        }\n    }\n}\n";
        let bstr = "pub struct BStr {\n    bytes: [u8],\n}\n";
        let files = |bstr: &'static str| {
            scratch(&[
                ("Cargo.toml", CARGO),
                ("src/lib.rs", "mod bstr;\nmod ext_slice;\nmod impls;\n"),
                ("src/ext_slice.rs", ext),
                ("src/bstr.rs", bstr),
                ("src/impls.rs", impls),
                ("examples/show.rs", "use fx_core::bstr::BStr;\nuse fx_core::ext_slice::ByteSlice;\n\nfn show(s: &BStr) -> usize {\n    s.char_indices()\n}\n"),
            ])
        };
        let r = files(bstr);
        let t = target(&r, "src/ext_slice.rs", "ByteSlice.char_indices");
        let c = one(&r, &t, "src/impls.rs");
        assert_eq!((c.line, c.binds), (16, Binds::Yes), "{}", c.reason);
        assert_eq!(
            c.reason,
            "receiver self: BStr, which derefs to [u8], which ByteSlice is implemented for beside the trait"
        );
        // Another crate may give BStr a `char_indices` by a trait of its own.
        let c = one(&r, &t, "examples/show.rs");
        assert_eq!((c.line, c.binds), (5, Binds::Maybe), "{}", c.reason);
        // A `char_indices` of BStr's own is what the call reaches first: the inherent fn.
        let r = files("pub struct BStr {\n    bytes: [u8],\n}\n\nimpl BStr {\n    pub fn char_indices(&self) -> usize {\n        0\n    }\n}\n");
        let t = target(&r, "src/ext_slice.rs", "ByteSlice.char_indices");
        let c = one(&r, &t, "src/impls.rs");
        assert_eq!(c.binds, Binds::No, "{}", c.reason);
        assert!(
            c.reason.contains("inherent BStr::char_indices"),
            "{}",
            c.reason
        );
    }

    #[test]
    fn a_test_crate_s_module_file_binds_by_the_crate_s_use() {
        // semver's tests: `mod util; use crate::util::*;` in tests/test_version_req.rs brings
        // tests/util/mod.rs in; the library's private `parse::comparator` is another crate's.
        let util = "pub(super) fn comparator(text: &str) -> usize {\n    text.len()\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", "mod parse;\n"),
            ("src/parse.rs", "fn comparator(input: &str) -> usize {\n    input.len()\n}\n"),
            ("tests/util/mod.rs", util),
            ("tests/test_version_req.rs", "mod util;\n\nuse crate::util::*;\n\n#[test]\nfn test_comparator_parse() {\n    let parsed = comparator(\"1.2.3-alpha\");\n}\n"),
            // An inline `mod util { .. }` leaves the file out.
            ("tests/inline.rs", "mod util {\n    pub(super) fn comparator(t: &str) -> u8 {\n        0\n    }\n}\n\nuse crate::util::*;\n\nfn t() {\n    comparator(\"x\");\n}\n"),
        ]);
        let t = target(&r, "tests/util/mod.rs", "comparator");
        let c = one(&r, &t, "tests/test_version_req.rs");
        assert_eq!((c.line, c.binds), (7, Binds::Yes), "{}", c.reason);
        assert_eq!(c.reason, "use crate::util::*");
        assert_ne!(one(&r, &t, "tests/inline.rs").binds, Binds::Yes);
    }

    #[test]
    fn elements_of_an_imported_fn_s_vec_result_through_glob_re_exports() {
        // similar's examples/nonstring.rs: `for op in ops` over `capture_diff_slices(..)`,
        // declared in common.rs as `-> Vec<DiffOp>` (`use crate::{Algorithm, DiffOp}`), both
        // re-exported by `pub use self::..::*` globs of lib.rs.
        let caller = "use fx_core::{capture_diff_slices, Algorithm};\n\nfn main() {\n    let old = vec![1, 2, 3];\n    let new = vec![1, 2, 4];\n    let ops = capture_diff_slices(Algorithm::Myers, &old, &new);\n\n    for op in ops {\n        for change in op.iter_changes(&old, &new) {\n            println!(\"{:?}\", change);\n        }\n    }\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", "mod common;\nmod types;\n\npub use self::common::*;\npub use self::types::*;\n"),
            ("src/common.rs", "use crate::{Algorithm, DiffOp};\n\npub fn capture_diff_slices<T>(alg: Algorithm, old: &[T], new: &[T]) -> Vec<DiffOp>\nwhere\n    T: Eq + Hash + Ord,\n{\n    Vec::new()\n}\n\npub fn group_ops(ops: &[DiffOp]) -> Vec<Vec<DiffOp>> {\n    Vec::new()\n}\n"),
            ("src/types.rs", "pub enum Algorithm {\n    Myers,\n}\n\npub struct DiffOp;\n\nimpl DiffOp {\n    pub fn iter_changes<T>(&self, old: &[T], new: &[T]) -> Vec<u8> {\n        Vec::new()\n    }\n}\n"),
            ("examples/nonstring.rs", caller),
            // A `Vec<Vec<DiffOp>>` has no `DiffOp` elements.
            ("examples/grouped.rs", "use fx_core::group_ops;\n\nfn main() {\n    let groups = group_ops(&[]);\n    for g in groups {\n        g.iter_changes(&[1], &[2]);\n    }\n}\n"),
        ]);
        let t = target(&r, "src/types.rs", "DiffOp.iter_changes");
        let c = one(&r, &t, "examples/nonstring.rs");
        assert_eq!((c.line, c.binds), (9, Binds::Yes), "{}", c.reason);
        assert_eq!(c.reason, "receiver op: DiffOp (a declared return type)");
        assert_eq!(one(&r, &t, "examples/grouped.rs").binds, Binds::Maybe);
    }

    #[test]
    fn token_arguments_and_broken_input() {
        let f = parse(
            "src/a.rs",
            "fn a() { m!(f(), g(1), h(1, (2, 3), [4, 5],), k(a b)); }",
        );
        let mut counts = Vec::new();
        walk(f.tree.root_node(), |n| {
            if n.kind() == "token_tree"
                && f.text(n).starts_with('(')
                && n.parent().is_some_and(|p| p.kind() == "token_tree")
            {
                counts.push(token_args(&f, n));
            }
        });
        assert_eq!(counts, vec![0, 1, 3, 2, 1]);
        let r = scratch(&[
            ("src/p.rs", PARSE),
            (
                "src/b.rs",
                "use crate::parse::parse_line\nfn (( { parse_line(1, x.parse_line(",
            ),
        ]);
        let t = target(&r, "src/p.rs", "parse_line");
        let _ = calls_of(&r, &t, "src/b.rs");
        let _ = defs("impl for { fn ( }");
    }

    const BAG: &str = "pub struct Bag {\n    pub items: Vec<u8>,\n}\n\nimpl Bag {\n    pub fn new() -> Self {\n        Bag { items: Vec::new() }\n    }\n\n    pub fn size(&self) -> usize {\n        self.items.len()\n    }\n}\n";
    const SACK: &str =
        "pub struct Sack;\n\nimpl Sack {\n    pub fn size(&self) -> usize {\n        0\n    }\n}\n";

    #[test]
    fn brace_macro_bodies_are_read_as_code() {
        // A test macro's items, its nested `assert_eq!`, a statement body inside a fn, a body
        // that is no code (`@as_items`), one with too short a head, and one in expression
        // position (no fn can stand there).
        let caller = "use crate::bag::Bag;\nuse crate::other::Sack;\n\nchecks! {\n    fn alpha(n: usize) -> bool {\n        let bag = Bag::new();\n        assert_eq!(bag.size(), n);\n        bag.size() == n\n    }\n\n    fn beta(n: usize) -> bool {\n        let sack = Sack { n };\n        sack.size() == n\n    }\n}\n\nfn gamma() {\n    quick::run! {\n        let bag = Bag::new();\n        bag.size();\n    }\n    weird! { @as_items let bag = Bag::new(); bag.size(); }\n    m! { let bag = Bag::new(); bag.size(); }\n    let n = blk! { let bag = Bag::new(); bag.size() };\n}\n";
        let r = scratch(&[
            ("src/bag.rs", BAG),
            ("src/other.rs", SACK),
            ("src/app.rs", caller),
        ]);
        let t = target(&r, "src/bag.rs", "Bag.size");
        let cs = calls_of(&r, &t, "src/app.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (7, Binds::Yes),
                (8, Binds::Yes),
                (13, Binds::No),
                (20, Binds::Yes),
                (22, Binds::Maybe),
                (23, Binds::Maybe),
                (24, Binds::Maybe),
            ],
            "{cs:#?}"
        );
        // The rewrite keeps every byte offset and line: the head becomes `fn ___()`.
        let file = parse("src/app.rs", caller);
        let rewritten = macro_args_as_calls(&file, "size").expect("rewritten");
        let text = String::from_utf8(rewritten.src.clone()).unwrap();
        assert_eq!(text.len(), caller.len());
        assert!(text.contains("fn ___(){\n    fn alpha"), "{text}");
        assert!(text.contains("assert_eq_(bag.size(), n)"), "{text}");
        assert!(text.contains("weird! { @as_items"), "{text}");
        assert!(text.contains("m! { let"), "{text}");
    }

    #[test]
    fn test_macro_fns_with_strategy_parameters() {
        // proptest: `fn f(pat in strategy, ..)` parameters bind names of no known type.
        let caller = "use crate::bag::Bag;\n\nproptest! {\n    #[test]\n    fn alpha(n in 0usize..=9, s in \"[a-z],\",\n             bag in Bag::arbitrary()) {\n        let other = Bag::new();\n        prop_assert_eq!(other.size(), n);\n        bag.size();\n    }\n}\n";
        let r = scratch(&[("src/bag.rs", BAG), ("src/app.rs", caller)]);
        let t = target(&r, "src/bag.rs", "Bag.size");
        let cs = calls_of(&r, &t, "src/app.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(8, Binds::Yes), (9, Binds::Maybe)],
            "{cs:#?}"
        );
        let file = parse("src/app.rs", caller);
        let rewritten = macro_args_as_calls(&file, "size").expect("rewritten");
        let text = String::from_utf8(rewritten.src.clone()).unwrap();
        assert_eq!(text.len(), caller.len());
        assert!(
            text.contains(
                "fn alpha(n : _          , s : _        ,\n             bag : _                )"
            ),
            "{text}"
        );
    }

    #[test]
    fn extern_crate_after_the_root_docs_names_the_crate() {
        // ropey's tests/lifetimes.rs: `//!` docs, then `extern crate ropey;` and a use group.
        let lifetimes = "//! A \"does this compile?\" test;\n//! nothing runs.\n\nextern crate fx_core;\n\nuse fx_core::{Counter, Gauge};\n\nfn main() {\n    let mut c = Counter::new();\n    c.add(1, 2);\n    Counter::add(&mut c, 1, 2);\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            (
                "src/lib.rs",
                "mod counter;\nmod gauge;\npub use counter::Counter;\npub use gauge::Gauge;\n",
            ),
            ("src/counter.rs", COUNTER),
            ("src/gauge.rs", GAUGE),
            ("tests/lifetimes.rs", lifetimes),
        ]);
        let t = target(&r, "src/counter.rs", "Counter.add");
        let cs = calls_of(&r, &t, "tests/lifetimes.rs");
        assert_eq!(
            verdicts(&cs),
            vec![(10, Some(2), Binds::Yes), (11, Some(3), Binds::Yes)],
            "{cs:#?}"
        );
        let entries = extern_crate_entries(lifetimes);
        assert!(
            entries
                .iter()
                .any(|e| !e.is_use && e.krate == "fx_core" && e.bound == "fx_core"),
            "{:?}",
            entries.iter().map(|e| &e.krate).collect::<Vec<_>>()
        );
    }

    #[test]
    fn strategy_parameters_broken_after_in_keep_their_lines() {
        // ropey's `fn pt_bytes_iter_next(ref text in\n "\\PC{0,200}", ..)`: the rewrite kept
        // the `_` at the line break, and every call below it was reported a line too high.
        let caller = "use crate::bag::Bag;\n\nproptest! {\n    #[test]\n    fn alpha(ref text in\n        \"[a-z]*\",\n        n in 0usize..=9,\n    ) {\n        let other = Bag::new();\n        other.size();\n    }\n}\n";
        let r = scratch(&[("src/bag.rs", BAG), ("src/app.rs", caller)]);
        let t = target(&r, "src/bag.rs", "Bag.size");
        let cs = calls_of(&r, &t, "src/app.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(10, Binds::Yes)],
            "{cs:#?}"
        );
        let file = parse("src/app.rs", caller);
        let rewritten = macro_args_as_calls(&file, "size").expect("rewritten");
        let text = String::from_utf8(rewritten.src.clone()).unwrap();
        assert_eq!(text.lines().count(), caller.lines().count(), "{text}");
        assert!(
            text.contains("fn alpha(ref text : \n_               ,"),
            "{text}"
        );
    }

    #[test]
    fn tuple_lets_take_each_element_of_the_declared_tuple() {
        let raw = "use crate::inner::Inner;\nuse crate::other::Outer;\n\npub struct Raw<'a> {\n    map: &'a mut Inner,\n    out: Outer,\n}\n\nimpl<'a> Raw<'a> {\n    pub fn into_inner(self) -> (&'a mut Inner, usize) {\n        (self.map, 0)\n    }\n\n    pub fn split(self) -> (Outer, usize) {\n        (self.out, 1)\n    }\n\n    pub fn pair<K>(self, k: K) -> (K, usize) {\n        (k, 1)\n    }\n\n    pub fn triple(self) -> (Self, Inner, Outer) {\n        todo!()\n    }\n}\n";
        let entry = "use crate::inner::Inner;\nuse crate::raw::Raw;\n\npub struct Entry<'a> {\n    raw: Raw<'a>,\n}\n\nimpl<'a> Entry<'a> {\n    fn a(self) {\n        let (map, index) = self.raw.into_inner();\n        map.shift(index);\n    }\n    fn b(self) {\n        let (mut out, index) = self.raw.split();\n        out.shift(index);\n    }\n    fn c(self, i: Inner) {\n        let (k, _) = self.raw.pair(i);\n        k.shift(1);\n    }\n    fn d(self) {\n        let (_, i, o) = self.raw.triple();\n        i.shift(1);\n        o.shift(1);\n    }\n    fn e(self) {\n        let (x, .., y) = self.raw.triple();\n        y.shift(1);\n        let (p, q): (Inner, u8) = make();\n        p.shift(1);\n        let (mut s, n) = (Inner { v: vec![] }, 2);\n        s.shift(n);\n        let (u, v) = here();\n        u.shift(1);\n        let (w, z) = Local::two();\n        w.shift(1);\n        z.shift(1);\n    }\n}\n\nstruct Local;\n\nimpl Local {\n    fn two() -> (Inner, Local) {\n        todo!()\n    }\n}\n";
        let r = scratch(&[
            ("src/inner.rs", "pub struct Inner {\n    pub v: Vec<u8>,\n}\n\nimpl Inner {\n    pub fn shift(&mut self, to: usize) {}\n}\n"),
            ("src/other.rs", "pub struct Outer;\n\nimpl Outer {\n    pub fn shift(&mut self, to: usize) {}\n}\n"),
            ("src/raw.rs", raw),
            ("src/entry.rs", entry),
        ]);
        let t = target(&r, "src/inner.rs", "Inner.shift");
        let cs = calls_of(&r, &t, "src/entry.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (11, Binds::Yes),   // into_inner's `&'a mut Inner`, imported in raw.rs
                (15, Binds::No),    // split's Outer
                (19, Binds::Maybe), // pair's K: a generic parameter
                (23, Binds::Yes),   // triple's second element
                (24, Binds::No),    // and its third, an Outer
                (28, Binds::Maybe), // after `..`
                (30, Binds::Yes),   // the annotation's first element
                (32, Binds::Yes),   // a tuple expression's element
                (34, Binds::Maybe), // an unknown fn
                (36, Binds::Yes),   // this file's `Local::two()`
                (37, Binds::No),
            ],
            "{cs:#?}"
        );
        assert_eq!(
            impl_fn_tuple_element(raw, "Raw", "into_inner", 0, 2),
            Some(("&'a mut Inner".to_string(), "<'a> ".to_string()))
        );
        assert_eq!(impl_fn_tuple_element(raw, "Raw", "into_inner", 0, 3), None);
        assert_eq!(
            impl_fn_tuple_element(raw, "Raw", "pair", 0, 2).map(|x| x.1),
            Some("<'a> <K>".to_string())
        );
        assert_eq!(
            impl_fn_tuple_element(
                "impl A { fn f(&self) -> (B<(u8, C)>, Fn() -> D) {} }",
                "A",
                "f",
                1,
                2
            )
            .map(|x| x.0),
            Some("Fn() -> D".to_string())
        );
        assert_eq!(
            impl_fn_tuple_element("impl A { fn f(&self) -> (B,) {} }", "A", "f", 0, 1),
            None
        );
    }

    #[test]
    fn impl_fn_returns_behind_generics_with_parentheses() {
        let impl_fn_return_text = |text: &str, tname: &str, name: &str| {
            impl_fn_sig(text, tname, name).and_then(|(_, _, after)| fn_return_base(after))
        };
        let bag = "pub struct Bag<K, V> {\n    pub pairs: Vec<(K, V)>,\n}\n\nimpl<K, V> Bag<K, V> {\n    pub fn size(&self) -> usize {\n        self.pairs.len()\n    }\n}\n\nimpl<K, V> FromIterator<(K, V)> for Bag<K, V>\nwhere\n    K: Eq,\n{\n    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Self {\n        todo!()\n    }\n}\n";
        assert_eq!(
            impl_fn_return_text(bag, "Bag", "from_iter").as_deref(),
            Some("Self")
        );
        assert_eq!(
            impl_fn_return_text("impl A { fn f<F: Fn() -> u8>(f: F) -> B { } }", "A", "f")
                .as_deref(),
            Some("B")
        );
        assert_eq!(
            fn_return_type_text("fn g<F: Fn(u8) -> u8>(f: F) -> Vec<B> { }", "g").as_deref(),
            Some("Vec<B>")
        );
        let other = "pub struct Sack;\n\npub struct Tally;\n\nimpl Sack {\n    pub fn from_iter<I: IntoIterator<Item = (u8, u8)>>(iter: I) -> Tally {\n        Tally\n    }\n}\n\nimpl Tally {\n    pub fn size(&self) -> usize {\n        0\n    }\n}\n";
        let r = scratch(&[
            ("src/bag.rs", bag),
            ("src/other.rs", other),
            ("src/app.rs", "use crate::bag::Bag;\nuse crate::other::Sack;\n\nfn a() {\n    let bag = Bag::<u8, u8>::from_iter(vec![(1, 2)]);\n    bag.size();\n    let tally = Sack::from_iter(vec![(1, 2)]);\n    tally.size();\n}\n"),
        ]);
        let t = target(&r, "src/bag.rs", "Bag.size");
        let cs = calls_of(&r, &t, "src/app.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(6, Binds::Yes), (8, Binds::No)],
            "{cs:#?}"
        );
    }

    /// `x.clone()` of a type of the crate is that type, unless the crate declares a `fn
    /// clone` outside `impl Clone`; a one-field variant pattern (`ref mut` too) binds its
    /// field's declared type, the enum declared here or in another module; `Arc::make_mut`,
    /// `Rc::new`, `Rc::clone` of std's pointers and an element of a method's declared slice
    /// reach the pointee; a generic variant field, a local `Arc` or a `Vec` element prove
    /// nothing.
    #[test]
    fn receivers_typed_by_clone_variant_bindings_and_smart_pointers() {
        let lib = "mod kids;\nmod node;\nmod rope;\n";
        let kids = "use std::sync::Arc;\n\nuse crate::node::Node;\n\n#[derive(Clone, Default)]\npub struct Kids {\n    nodes: Vec<Arc<Node>>,\n}\n\nimpl Kids {\n    pub fn push(&mut self, n: Arc<Node>) {\n        self.nodes.push(n);\n    }\n\n    pub fn nodes_mut(&mut self) -> &mut [Arc<Node>] {\n        &mut self.nodes\n    }\n\n    pub fn all(&mut self) -> Vec<Arc<Node>> {\n        self.nodes.clone()\n    }\n}\n\nfn a(n: &mut Node, m: Arc<Node>) {\n    if let Node::Inner(ref mut k) = *n {\n        k.push(m);\n    }\n}\n";
        let node = "use crate::kids::Kids;\n\n/// A tree (`Leaf(x), Inner(y)` in a doc comment is no variant).\n#[derive(Clone)]\npub enum Node {\n    Leaf(String),\n    #[allow(dead_code)]\n    Inner(Kids),\n}\n\npub enum Gen<T> {\n    One(T),\n}\n\nimpl Node {\n    pub fn split(&mut self, at: usize) -> Node {\n        match *self {\n            Node::Leaf(ref mut s) => {\n                s.push('x');\n                Node::Leaf(String::new())\n            }\n            Node::Inner(ref mut k) => {\n                k.push(std::sync::Arc::new(Node::Leaf(String::new())));\n                std::sync::Arc::make_mut(&mut k.nodes_mut()[0]).split(at)\n            }\n        }\n    }\n}\n\nfn g(x: Gen<Kids>) {\n    if let Gen::One(mut k) = x {\n        k.push(todo!());\n    }\n}\n";
        let rope = "use std::rc::Rc;\nuse std::sync::Arc;\n\nuse crate::kids::Kids;\nuse crate::node::Node;\n\n#[derive(Clone)]\npub struct Rope {\n    root: Arc<Node>,\n}\n\nimpl Rope {\n    pub fn new() -> Self {\n        todo!()\n    }\n\n    pub fn insert(&mut self, at: usize) {}\n\n    pub fn split_off(&mut self, at: usize) -> Rope {\n        let root = Arc::make_mut(&mut self.root);\n        root.split(at);\n        Arc::new(Node::Leaf(String::new())).split(at);\n        Rc::clone(&Rc::new(Kids::default())).push(todo!());\n        Kids::default().all()[0].split(at);\n        todo!()\n    }\n}\n\nfn b() {\n    let r1 = Rope::new();\n    let mut r2 = r1.clone();\n    r2.insert(1);\n    let mut k = Kids::default().clone();\n    k.push(todo!());\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", lib),
            ("src/kids.rs", kids),
            ("src/node.rs", node),
            ("src/rope.rs", rope),
        ]);
        let at = |t: &Target, path: &str| {
            calls_of(&r, t, path)
                .iter()
                .map(|c| (c.line, c.binds))
                .collect::<Vec<_>>()
        };
        let push = target(&r, "src/kids.rs", "Kids.push");
        // `self.nodes.push` is Vec's; `k` of the other file's `Node::Inner(ref mut k)`.
        assert_eq!(
            at(&push, "src/kids.rs"),
            vec![(12, Binds::No), (26, Binds::Yes)]
        );
        // `ref mut s` of `Leaf(String)`, `ref mut k` of `Inner(Kids)`; `Gen::One(T)` no type.
        assert_eq!(
            at(&push, "src/node.rs"),
            vec![(19, Binds::No), (23, Binds::Yes), (32, Binds::Maybe)]
        );
        // `Rc::clone(&Rc::new(Kids))`, `Kids::default().clone()`.
        assert_eq!(
            at(&push, "src/rope.rs"),
            vec![(23, Binds::Yes), (34, Binds::Yes)]
        );
        let split = target(&r, "src/node.rs", "Node.split");
        // An element of `nodes_mut(..) -> &mut [Arc<Node>]` (declared in src/kids.rs).
        assert_eq!(at(&split, "src/node.rs"), vec![(24, Binds::Yes)]);
        // `Arc::make_mut`; `Arc::new` of a value of unknown type (no `Arc::split`), an element
        // of a `Vec<Arc<Node>>` prove nothing.
        assert_eq!(
            at(&split, "src/rope.rs"),
            vec![(21, Binds::Yes), (22, Binds::Maybe), (24, Binds::Maybe)]
        );
        let insert = target(&r, "src/rope.rs", "Rope.insert");
        assert_eq!(at(&insert, "src/rope.rs"), vec![(32, Binds::Yes)]);
        // A `fn clone` outside `impl Clone` anywhere in the crate: a clone may be another type.
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", lib),
            ("src/kids.rs", kids),
            ("src/node.rs", node),
            ("src/rope.rs", rope),
            (
                "src/other.rs",
                "pub struct O;\n\nimpl O {\n    pub fn clone(&self) -> u8 {\n        0\n    }\n}\n",
            ),
        ]);
        let insert = target(&r, "src/rope.rs", "Rope.insert");
        assert_eq!(
            calls_of(&r, &insert, "src/rope.rs")
                .iter()
                .map(|c| c.binds)
                .collect::<Vec<_>>(),
            vec![Binds::Maybe]
        );
        // A local `Arc` is no std pointer.
        let local = rope.replace("use std::sync::Arc;\n", "struct Arc<T>(T);\n");
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", lib),
            ("src/kids.rs", kids),
            ("src/node.rs", node),
            ("src/rope.rs", &local),
        ]);
        let split = target(&r, "src/node.rs", "Node.split");
        assert_eq!(
            calls_of(&r, &split, "src/rope.rs")
                .iter()
                .map(|c| c.binds)
                .filter(|b| *b == Binds::Yes)
                .count(),
            0
        );
    }

    #[test]
    fn trait_methods_of_a_type_the_trait_file_implements_it_for() {
        let map = "pub mod mutable;\n\npub struct Map {\n    pub v: Vec<u8>,\n}\n";
        let mutable = "use super::Map;\n\npub trait MutableKeys {\n    fn get_full_mut2(&mut self, i: usize) -> u8;\n}\n\nimpl MutableKeys for Map {\n    fn get_full_mut2(&mut self, i: usize) -> u8 {\n        0\n    }\n}\n";
        let set = "pub mod mutable;\n\nuse crate::map::Map;\nuse crate::other::Plain;\n\npub struct Set {\n    map: Map,\n    plain: Plain,\n}\n";
        let set_mut = "use super::Set;\nuse crate::map::mutable::MutableKeys;\nuse crate::map::Map;\n\npub trait MutableValues {\n    fn get_full_mut2(&mut self, i: usize) -> u8;\n}\n\nimpl MutableValues for Set {\n    fn get_full_mut2(&mut self, i: usize) -> u8 {\n        self.map.get_full_mut2(i)\n    }\n}\n\nfn a(m: &mut Map, s: &mut Set) {\n    m.get_full_mut2(1);\n    s.plain.get_full_mut2(1);\n}\n";
        let other = "pub struct Plain;\n\nimpl Plain {\n    pub fn get_full_mut2(&mut self, i: usize) -> u8 {\n        0\n    }\n}\n";
        let files = |extra: &[(&'static str, &'static str)]| {
            let mut v: Vec<(&str, &str)> = vec![
                ("src/map.rs", map),
                ("src/map/mutable.rs", mutable),
                ("src/set.rs", set),
                ("src/set/mutable.rs", set_mut),
                ("src/other.rs", other),
            ];
            v.extend_from_slice(extra);
            scratch(&v)
        };
        let r = files(&[]);
        let t = target(&r, "src/map/mutable.rs", "MutableKeys.get_full_mut2");
        let cs = calls_of(&r, &t, "src/set/mutable.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(11, Binds::Yes), (16, Binds::Yes), (17, Binds::Maybe)],
            "{cs:#?}"
        );
        assert!(
            cs[0]
                .reason
                .ends_with("which MutableKeys is implemented for beside the trait"),
            "{}",
            cs[0].reason
        );
        // An inherent fn of the name on Map anywhere in the crate, another trait implemented
        // for Map or for every type declaring it: no claim.
        for extra in [
            "use crate::map::Map;\n\nimpl Map {\n    pub fn get_full_mut2(&self) -> u8 {\n        0\n    }\n}\n",
            "use crate::map::Map;\n\npub trait Other {\n    fn get_full_mut2(&self) -> u8;\n}\n\nimpl Other for Map {\n    fn get_full_mut2(&self) -> u8 {\n        0\n    }\n}\n",
            "pub trait Other {\n    fn get_full_mut2(&self) -> u8 {\n        0\n    }\n}\n\nimpl<T> Other for T {}\n",
        ] {
            let r = files(&[("src/extra.rs", extra)]);
            let t = target(&r, "src/map/mutable.rs", "MutableKeys.get_full_mut2");
            let cs = calls_of(&r, &t, "src/set/mutable.rs");
            assert_eq!(
                cs.iter().map(|c| c.binds).collect::<Vec<_>>(),
                vec![Binds::Maybe, Binds::Maybe, Binds::Maybe],
                "{extra}: {cs:#?}"
            );
        }
        // A doc comment naming a trait or an impl does not hide an inherent fn.
        let r = files(&[("src/extra.rs", "use crate::map::Map;\n\nimpl Map {\n    /// Like the trait method, see impl MutableKeys for Map.\n    pub fn get_full_mut2(&self) -> u8 {\n        0\n    }\n}\n")]);
        let t = target(&r, "src/map/mutable.rs", "MutableKeys.get_full_mut2");
        assert_eq!(
            calls_of(&r, &t, "src/set/mutable.rs")[0].binds,
            Binds::Maybe
        );
    }

    #[test]
    fn methods_of_a_trait_every_iterator_implements_on_std_iterators() {
        let lib = "mod a;\n\npub trait Itertools: Iterator {\n    fn dedup(self, n: u8) -> u8\n    where\n        Self: Sized,\n    {\n        n\n    }\n    fn join(&mut self, sep: &str, n: u8) -> u8 {\n        n\n    }\n}\n\nimpl<T> Itertools for T where T: Iterator + ?Sized {}\n";
        let caller = "use crate::Itertools;\n\nfn a(v: Vec<i32>, w: &[u8]) {\n    let xs = [0, 1, 1];\n    let ys = vec![1];\n    xs.iter().dedup();\n    v.iter().map(|x| x + 1).dedup();\n    (0..3).filter(|x| x % 2 == 0).dedup();\n    ys.into_iter().rev().dedup();\n    w.iter().join(\",\");\n    (..3).dedup();\n    v.dedup();\n    z.iter().dedup();\n}\n";
        let r = scratch(&[("src/lib.rs", lib), ("src/a.rs", caller)]);
        let t = target(&r, "src/lib.rs", "Itertools.dedup");
        let cs = calls_of(&r, &t, "src/a.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (6, Binds::Yes),
                (7, Binds::Yes),
                (8, Binds::Yes),
                (9, Binds::Yes),
                // `..3` is no iterator; `v` is a Vec (whose own dedup it calls); `z` unknown.
                (11, Binds::Maybe),
                (12, Binds::Maybe),
                (13, Binds::Maybe),
            ],
            "{cs:#?}"
        );
        assert!(cs[0].reason.contains("a std iterator"), "{}", cs[0].reason);
        // `&mut self`: reached at `&mut T`, after the iterator by value and `&T`, where no
        // std trait in scope and no other trait of the crate has a `join`.
        let t = target(&r, "src/lib.rs", "Itertools.join");
        let cs = calls_of(&r, &t, "src/a.rs");
        assert_eq!(verdicts(&cs), vec![(10, Some(1), Binds::Yes)], "{cs:#?}");
        assert!(cs[0].reason.contains("a std iterator"), "{}", cs[0].reason);
        // A trait of the caller's with a `join` taking the iterator by value would come first
        // (and so would one of another trait of the crate): no claim.
        let own = format!("{caller}\ntrait Joined {{\n    fn join(self, sep: &str) -> u8;\n}}\n");
        let r2 = scratch(&[("src/lib.rs", lib), ("src/a.rs", &own)]);
        let t = target(&r2, "src/lib.rs", "Itertools.join");
        assert!(calls_of(&r2, &t, "src/a.rs")
            .iter()
            .all(|c| c.binds == Binds::Maybe));
        let with_c = lib.replace("mod a;", "mod a;\nmod c;");
        let joined = "pub trait Joined {\n    fn join(self, sep: &str) -> u8;\n}\n";
        let r2 = scratch(&[
            ("src/lib.rs", &with_c),
            ("src/a.rs", caller),
            ("src/c.rs", joined),
        ]);
        let t = target(&r2, "src/lib.rs", "Itertools.join");
        assert!(calls_of(&r2, &t, "src/a.rs")
            .iter()
            .all(|c| c.binds == Binds::Maybe));
        // A caller that does not name the trait, a blanket impl bound by more than Iterator:
        // no claim.
        let unnamed = caller.replace("use crate::Itertools;", "use crate::*;");
        let r = scratch(&[("src/lib.rs", lib), ("src/a.rs", &unnamed)]);
        let t = target(&r, "src/lib.rs", "Itertools.dedup");
        assert!(calls_of(&r, &t, "src/a.rs")
            .iter()
            .all(|c| c.binds != Binds::Yes));
        let narrow = lib.replace("T: Iterator + ?Sized", "T: Iterator + Clone");
        let r = scratch(&[("src/lib.rs", &narrow), ("src/a.rs", caller)]);
        let t = target(&r, "src/lib.rs", "Itertools.dedup");
        assert!(calls_of(&r, &t, "src/a.rs")
            .iter()
            .all(|c| c.binds != Binds::Yes));
    }

    #[test]
    fn calls_inside_macro_rules_repetitions_are_found() {
        // nom's `ints!`: each fn of the `$( .. )+` repetition calls the trait method through
        // its generic input; `Needed::new(1)` beside it is a path call in the same repetition.
        let traits = "pub trait Len {\n    fn len2(&self) -> usize;\n}\n\npub struct Needed(pub usize);\n\nimpl Needed {\n    pub fn new(n: usize) -> Needed {\n        Needed(n)\n    }\n}\n";
        let ints = "use crate::traits::{Len, Needed};\n\nmacro_rules! ints {\n    ($($t:ident)+) => {\n        $(\n            pub fn $t<T: Len>(i: T) -> Needed {\n                Needed::new(i.len2())\n            }\n        )+\n    };\n}\n\nints! { a b }\n\nmacro_rules! direct {\n    ($($x:expr),*) => { $( $x.len2(); )* };\n}\n";
        let r = scratch(&[("src/traits.rs", traits), ("src/ints.rs", ints)]);
        let t = target(&r, "src/traits.rs", "Len.len2");
        let cs = calls_of(&r, &t, "src/ints.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            // `$x.len2()`: what the invocations pass is not known.
            vec![(7, Binds::Yes), (16, Binds::Maybe)],
            "{cs:#?}"
        );
        let t = target(&r, "src/traits.rs", "Needed.new");
        let cs = calls_of(&r, &t, "src/ints.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(7, Binds::Yes)],
            "{cs:#?}"
        );
    }

    #[test]
    fn self_of_an_impl_for_a_reference_reaches_the_trait_implemented_for_it() {
        // nom's traits.rs: `self.take_split(..)` in `impl InputTakeAtPosition for &'a [u8]`
        // reaches InputTake's, implemented for `&'a [u8]` (and InputLength for `&'a [T]`).
        let src = "pub trait Take: Sized {\n    fn take_split(&self, n: usize) -> (Self, Self);\n}\n\nimpl<'a> Take for &'a [u8] {\n    fn take_split(&self, n: usize) -> (Self, Self) {\n        (&self[n..], &self[..n])\n    }\n}\n\npub trait Len {\n    fn len2(&self) -> usize;\n}\n\nimpl<'a, T> Len for &'a [T] {\n    fn len2(&self) -> usize {\n        self.len()\n    }\n}\n\npub trait Split: Sized {\n    fn split_rest(&self) -> (Self, Self);\n}\n\nimpl<'b> Split for &'b [u8] {\n    fn split_rest(&self) -> (Self, Self) {\n        self.take_split(self.len2())\n    }\n}\n\nimpl<'b> Split for &'b str {\n    fn split_rest(&self) -> (Self, Self) {\n        self.take_split(self.len2())\n    }\n}\n";
        let r = scratch(&[("src/traits.rs", src)]);
        let t = target(&r, "src/traits.rs", "Take.take_split");
        let cs = calls_of(&r, &t, "src/traits.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            // `&'b str`: Take is not implemented for it (nor for `str`).
            vec![(27, Binds::Yes), (33, Binds::No)],
            "{cs:#?}"
        );
        let t = target(&r, "src/traits.rs", "Len.len2");
        let cs = calls_of(&r, &t, "src/traits.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(27, Binds::Yes), (33, Binds::No)],
            "{cs:#?}"
        );
        // The shapes: lifetimes left out, the impl's type parameters any one type.
        let file = parse("src/traits.rs", src);
        let imp = file
            .tree
            .root_node()
            .named_child(3)
            .expect("the impl of Len");
        let ty = imp.child_by_field_name("type").expect("its type");
        let params = impl_type_params(&file, imp);
        assert_eq!(params, vec!["T".to_string()]);
        assert_eq!(type_shape(&file, ty, &params), "&[#]");
        assert!(shape_matches("&[#]", "&[u8]"));
        assert!(shape_matches("&[#]", "&[Vec<u8>]"));
        assert!(!shape_matches("&[#]", "&str"));
        assert!(!shape_matches("&[#]", "&[u8]x"));
        assert!(shape_matches("&mut Vec<#>", "&mut Vec<(u8, u8)>"));
        assert_eq!(pointee("&'a mut [u8]"), "[u8]");
        assert_eq!(pointee("&str"), "str");
        assert_eq!(pointee("[u8]"), "[u8]");
    }

    #[test]
    fn self_paths_in_impls_of_other_traits_for_an_implementor() {
        // nom's error.rs: `Self::from_error_kind(..)` in `impl FromExternalError for
        // VerboseError`, for which the file implements ParseError; Plain's own fn is not it.
        let src = "pub trait ParseError<I> {\n    fn from_error_kind(input: I, kind: u8) -> Self;\n}\n\npub trait FromExternal<I> {\n    fn from_external(input: I, kind: u8) -> Self;\n}\n\npub struct Verbose<I> {\n    pub errors: Vec<(I, u8)>,\n}\n\nimpl<I> ParseError<I> for Verbose<I> {\n    fn from_error_kind(input: I, kind: u8) -> Self {\n        Verbose { errors: vec![(input, kind)] }\n    }\n}\n\nimpl<I> FromExternal<I> for Verbose<I> {\n    fn from_external(input: I, kind: u8) -> Self {\n        Self::from_error_kind(input, kind)\n    }\n}\n\npub struct Plain;\n\nimpl Plain {\n    pub fn from_error_kind(_: u8, _: u8) -> Self {\n        Plain\n    }\n}\n\nimpl<I> FromExternal<I> for Plain {\n    fn from_external(_: I, kind: u8) -> Self {\n        Self::from_error_kind(kind, kind)\n    }\n}\n";
        let r = scratch(&[("src/error.rs", src)]);
        let t = target(&r, "src/error.rs", "ParseError.from_error_kind");
        let cs = calls_of(&r, &t, "src/error.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(21, Binds::Yes), (35, Binds::No)],
            "{cs:#?}"
        );
    }

    #[test]
    fn an_inherent_method_comes_before_the_trait_method_of_its_name() {
        // arrayvec: `ArrayVecImpl::set_len` (trait in its own file) beside ArrayVec's inherent
        // `set_len`, declared after a method whose body holds an `impl Drop` of a guard type;
        // `self.set_len(..)` in the inherent impl and `v.set_len(..)` on an ArrayVec call the
        // inherent fn (rustc tries inherent methods first), the trait's default bodies the
        // trait's.
        let tr = "pub(crate) trait Store {\n    unsafe fn set_len(&mut self, n: usize);\n    fn clear(&mut self) {\n        unsafe { self.set_len(0) }\n    }\n}\n";
        let vec = "use crate::store::Store;\n\npub struct Vec3<T, const CAP: usize> {\n    len: usize,\n    x: [T; CAP],\n}\n\nimpl<T, const CAP: usize> Vec3<T, CAP> {\n    pub fn retain(&mut self) {\n        struct Guard<'a, T, const CAP: usize> {\n            v: &'a mut Vec3<T, CAP>,\n        }\n        impl<T, const CAP: usize> Drop for Guard<'_, T, CAP> {\n            fn drop(&mut self) {\n                let c = '}';\n                unsafe { self.v.set_len(0) }\n            }\n        }\n        unsafe { self.set_len(0) }\n    }\n\n    pub unsafe fn set_len(&mut self, n: usize) {\n        self.len = n;\n    }\n}\n\nimpl<T, const CAP: usize> Store for Vec3<T, CAP> {\n    unsafe fn set_len(&mut self, n: usize) {\n        self.len = n;\n    }\n}\n\npub fn f(v: &mut Vec3<u8, 4>) {\n    unsafe { v.set_len(1) }\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", "pub mod store;\npub mod vec3;\n"),
            ("src/store.rs", tr),
            ("src/vec3.rs", vec),
        ]);
        let t = target(&r, "src/store.rs", "Store.set_len");
        let cs = calls_of(&r, &t, "src/store.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(4, Binds::Yes)],
            "{cs:#?}"
        );
        let cs = calls_of(&r, &t, "src/vec3.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(16, Binds::No), (19, Binds::No), (34, Binds::No)],
            "{cs:#?}"
        );
        assert!(
            cs[1].reason.contains("inherent Vec3::set_len"),
            "{}",
            cs[1].reason
        );
    }

    /// An enclosing impl header's trait (if any) and type.
    type TraitAndType = (Option<String>, String);

    /// [`fns_with_impl`]'s answers as (line, the header's trait and type), for reading.
    fn fns_with_impl_lines(text: &str, name: &str) -> Vec<(usize, Option<TraitAndType>)> {
        let headers = impl_headers_text(text);
        fns_with_impl(text, name, &headers)
            .map(|(i, h)| {
                let line = text[..i].matches('\n').count() + 1;
                (line, h.map(|(_, t, ty)| (t.clone(), ty.clone())))
            })
            .collect()
    }

    #[test]
    fn each_fn_of_a_name_comes_with_the_impl_around_it() {
        let text = r#"impl A {
    fn f() {
        impl Drop for G {
            fn drop(&mut self) { let s = "}"; let c = '}'; }
        }
        let r = r"}}";
    }

    fn set_len(&mut self) {}
}

impl<'a, T> Tr for A<'a, T> {
    /* } a closing brace in a comment */
    // and another: }
    fn set_len (&mut self) { let b = b"}"; }
    fn set_length(&mut self) {}
    fn set_len_all(&mut self) {}
}

fn set_len<T>() {}
fn reset_len() {}
fn outer() {
    struct S;
    impl S {
        fn set_len(&self) {}
    }
    set_len::<u8>();
}
"#;
        let inherent = |ty: &str| Some((None, ty.to_string()));
        let of_trait = |tr: &str, ty: &str| Some((Some(tr.to_string()), ty.to_string()));
        // The impl nested in `f`'s body encloses its own fn (braces in its strings and char
        // literals are not read), and has closed before `set_len` of `impl A`.
        assert_eq!(
            fns_with_impl_lines(text, "drop"),
            vec![(4, of_trait("Drop", "G"))]
        );
        assert_eq!(
            fns_with_impl_lines(text, "set_len"),
            vec![
                (9, inherent("A")),
                // Braces in comments and a byte string do not close `impl Tr for A`; a space
                // before `(` is still the fn; `set_length`, `set_len_all` are other names.
                (15, of_trait("Tr", "A")),
                // Outside every impl, the impls before it closed.
                (20, None),
                // An impl in a fn body encloses its fns.
                (25, inherent("S")),
            ]
        );
        assert_eq!(fns_with_impl_lines(text, "len"), vec![]);
        // The two readers of the walk: `set_len` has an inherent impl of A for every value,
        // so not only `Tr` gives it.
        assert!(inherent_fn_for_every_value(text, "A", "set_len"));
        assert!(!impl_only_of_trait(text, "A", "Tr", "set_len"));
        assert!(!inherent_fn_for_every_value(text, "G", "drop"));
        assert!(impl_only_of_trait(text, "G", "Drop", "drop"));
    }

    #[test]
    fn an_impl_nested_in_a_fn_body_does_not_enclose_what_follows_the_fn() {
        let text = "impl A {\n    fn f() {\n        impl Drop for G {\n            fn drop(&mut self) { let s = \"}\"; let c = '{'; }\n        }\n    }\n\n    fn set_len(&mut self) {}\n}\n\nimpl Tr for A {\n    fn set_len(&mut self) {}\n}\n";
        let i = text.find("fn set_len").unwrap();
        let (_, t, ty) = impl_header_before(text, i, &[""]).unwrap();
        assert_eq!((t, ty.as_str()), (None, "A"));
        assert!(!impl_only_of_trait(text, "A", "Tr", "set_len"));
        assert!(inherent_fn_for_every_value(text, "A", "set_len"));
        // A bounded inherent impl applies to some values only.
        let bounded = "impl<T: Copy> A<T> {\n    fn set_len(&mut self) {}\n}\n";
        assert!(!inherent_fn_for_every_value(bounded, "A", "set_len"));
        let fixed = "impl A<u8> {\n    fn set_len(&mut self) {}\n}\n";
        assert!(!inherent_fn_for_every_value(fixed, "A", "set_len"));
        let lifetimes =
            "impl<'a, T, const N: usize> A<'a, T, N> {\n    fn set_len(&mut self) {}\n}\n";
        assert!(inherent_fn_for_every_value(lifetimes, "A", "set_len"));
    }

    #[test]
    fn tuple_elements_of_self_and_boxed_dyn_traits_with_a_lifetime() {
        // nom: `self.0.parse(..)` in `impl<F: Parser<..>> Tuple<..> for (F,)`, and
        // `(**self).parse(..)` in `impl Parser for Box<dyn Parser<I, O> + 'a>`.
        let src = "pub trait Parser<I, O> {\n    fn parse(&mut self, input: I) -> Option<(I, O)>;\n}\n\nimpl<'a, I, O> Parser<I, O> for Box<dyn Parser<I, O> + 'a> {\n    fn parse(&mut self, input: I) -> Option<(I, O)> {\n        (**self).parse(input)\n    }\n}\n\npub trait Tuple<I, O> {\n    fn parse(&mut self, input: I) -> Option<(I, O)>;\n}\n\nimpl<I, O, F: Parser<I, O>> Tuple<I, (O,)> for (F,) {\n    fn parse(&mut self, input: I) -> Option<(I, (O,))> {\n        self.0.parse(input).map(|(i, o)| (i, (o,)))\n    }\n}\n\nimpl<I, O, F: Tuple<I, O>> Tuple<I, O> for (u8, F) {\n    fn parse(&mut self, input: I) -> Option<(I, O)> {\n        self.1.parse(input)\n    }\n}\n";
        let r = scratch(&[("src/internal.rs", src)]);
        let t = target(&r, "src/internal.rs", "Parser.parse");
        let cs = calls_of(&r, &t, "src/internal.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            // `self.1`: an F bound by Tuple only.
            vec![(7, Binds::Yes), (17, Binds::Yes), (23, Binds::Maybe)],
            "{cs:#?}"
        );
    }

    #[test]
    fn a_fn_item_reaches_a_trait_method_through_a_blanket_impl_over_fns() {
        // nom's number parsers: `be_u8.map(|x| x as i8).parse(input)`, where `be_u8` is a fn of
        // the file, `Parser::map` (by value, by the blanket impl over `FnMut(I) -> IResult`)
        // returns `Map`, and the trait's file implements Parser for `Map`.
        let internal = "pub type IResult<I, O> = Result<(I, O), ()>;\n\npub trait Parser<I, O> {\n    fn parse(&mut self, input: I) -> IResult<I, O>;\n    fn map<G, O2>(self, g: G) -> Map<Self, G, O>\n    where\n        G: Fn(O) -> O2,\n        Self: Sized,\n    {\n        Map { f: self, g, o: None }\n    }\n    fn by_ref(&mut self) -> Map<Self, (), O>\n    where\n        Self: Sized;\n}\n\nimpl<'a, I, O, F> Parser<I, O> for F\nwhere\n    F: FnMut(I) -> IResult<I, O> + 'a,\n{\n    fn parse(&mut self, i: I) -> IResult<I, O> {\n        self(i)\n    }\n}\n\npub struct Map<F, G, O1> {\n    f: F,\n    g: G,\n    o: Option<O1>,\n}\n\nimpl<I, O1, O2, F: Parser<I, O1>, G: Fn(O1) -> O2> Parser<I, O2> for Map<F, G, O1> {\n    fn parse(&mut self, i: I) -> IResult<I, O2> {\n        match self.f.parse(i) {\n            Ok((i, o)) => Ok((i, (self.g)(o))),\n            Err(e) => Err(e),\n        }\n    }\n}\n";
        let number = "use crate::internal::*;\n\npub fn be_u8<I>(input: I) -> IResult<I, u8> {\n    Err(())\n}\n\npub fn pair(a: u8, b: u8) -> IResult<u8, u8> {\n    Err(())\n}\n\npub fn be_i8<I>(input: I) -> IResult<I, i8> {\n    be_u8.map(|x| x as i8).parse(input)\n}\n\npub fn other<I>(input: I) -> IResult<I, i8> {\n    pair.map(|x| x as i8).parse(input);\n    be_u8.by_ref().parse(input)\n}\n";
        // A file that has neither the trait nor its module's items in scope by a glob.
        let plain = "use crate::internal::IResult;\n\npub fn be_u8<I>(input: I) -> IResult<I, u8> {\n    Err(())\n}\n\npub fn be_i8<I>(input: I) -> IResult<I, i8> {\n    be_u8.map(|x| x as i8).parse(input)\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            (
                "src/lib.rs",
                "pub mod internal;\npub mod number;\npub mod plain;\n",
            ),
            ("src/internal.rs", internal),
            ("src/number.rs", number),
            ("src/plain.rs", plain),
        ]);
        let t = target(&r, "src/internal.rs", "Parser.parse");
        let c = one(&r, &t, "src/plain.rs");
        assert_eq!(c.binds, Binds::Maybe, "{}", c.reason);
        let cs = calls_of(&r, &t, "src/number.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            // `pair` has two parameters, not the blanket's one; `by_ref` takes `&mut self`.
            vec![(12, Binds::Yes), (16, Binds::Maybe), (17, Binds::Maybe)],
            "{cs:#?}"
        );
        assert!(
            cs[0].reason.contains("Map (by Parser::map)"),
            "{}",
            cs[0].reason
        );
    }

    #[test]
    fn a_local_fn_returning_impl_of_the_trait() {
        // nom's tests/json.rs: `ws(json_value).parse(input)` with `fn ws(..) -> impl
        // Parser<&'a str, O, E>`; an `impl` of another trait named so, or of an Iterator, is not.
        let internal =
            "pub trait Parser<I, O> {\n    fn parse(&mut self, input: I) -> Option<(I, O)>;\n}\n";
        let json = "use fx_core::internal::Parser;\n\nmod other {\n    pub trait Parser<I, O> {\n        fn parse(&mut self, input: I) -> Option<(I, O)>;\n    }\n}\n\nfn ws<'a, O, F: Parser<&'a str, O>>(f: F) -> impl Parser<&'a str, O> {\n    f\n}\n\nfn digits() -> impl Iterator<Item = u8> {\n    std::iter::empty()\n}\n\nfn json(input: &str) -> Option<(&str, u8)> {\n    digits().parse(input);\n    ws(value).parse(input)\n}\n\nmod inner {\n    use super::other::Parser;\n\n    fn ws2<F: Parser<u8, u8>>(f: F) -> impl Parser<u8, u8> {\n        f\n    }\n\n    fn json2() {\n        ws2(value).parse(1);\n    }\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", "pub mod internal;\n"),
            ("src/internal.rs", internal),
            ("tests/json.rs", json),
        ]);
        let t = target(&r, "src/internal.rs", "Parser.parse");
        let cs = calls_of(&r, &t, "tests/json.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![(18, Binds::Maybe), (19, Binds::Yes), (30, Binds::Maybe)],
            "{cs:#?}"
        );
    }

    /// The line (1-based) of the first line of `text` holding `needle`.
    fn line_with(text: &str, needle: &str) -> usize {
        text.lines()
            .position(|l| l.contains(needle))
            .map(|i| i + 1)
            .unwrap_or_else(|| panic!("no {needle:?}"))
    }

    #[test]
    fn a_use_path_s_first_segment_resolves_through_glob_imports() {
        // rpds's vector/test.rs: `use vector_utils::bucket;` in a test fn of a module whose
        // `use super::*;` reaches the file's `use super::*;`, whose module declares `mod
        // vector_utils`. A first segment naming no crate of the package is never a crate.
        let cargo = concat!(
            "[package]\nname = \"vecs\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n",
            "[dependencies]\nserde = \"1\"\n",
        );
        let module = concat!(
            "mod utils {\n    pub fn bucket(bits: u8, index: usize) -> usize {\n",
            "        (index >> bits) & 31\n    }\n}\n\n",
            "pub fn get(bits: u8, index: usize) -> usize {\n    utils::bucket(bits, index)\n}\n\n",
            "#[cfg(test)]\nmod test;\n",
        );
        let test = concat!(
            "use super::*;\n\n",
            "mod internal {\n    use super::*;\n\n",
            "    fn via_glob() {\n        use utils::bucket;\n        bucket(5, 33);\n    }\n\n",
            "    fn unknown() {\n        use nowhere::bucket;\n        bucket(5, 34);\n    }\n\n",
            "    fn from_dep() {\n        use serde::bucket;\n        bucket(5, 35);\n    }\n}\n\n",
            "mod other {\n    mod utils {\n        pub fn bucket(index: usize) -> usize {\n",
            "            index\n        }\n    }\n\n",
            "    fn own_module() {\n        use utils::bucket;\n        bucket(36);\n    }\n}\n",
        );
        let r = scratch(&[
            ("Cargo.toml", cargo),
            ("src/lib.rs", "pub mod vector;\n"),
            ("src/vector/mod.rs", module),
            ("src/vector/test.rs", test),
        ]);
        let t = target(&r, "src/vector/mod.rs", "bucket");
        let cs = calls_of(&r, &t, "src/vector/test.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (line_with(test, "bucket(5, 33)"), Binds::Yes),
                (line_with(test, "bucket(5, 34)"), Binds::Maybe),
                (line_with(test, "bucket(5, 35)"), Binds::No),
                (line_with(test, "bucket(36)"), Binds::No),
            ],
            "{cs:#?}"
        );
        assert_eq!(cs[0].reason, "use crate::vector::utils::bucket");
    }

    #[test]
    fn a_local_fn_s_return_type_through_nested_glob_imports() {
        // rpds's hash_trie_map/test.rs: `fn dummy_hash_trie_map() -> HashTrieMap<..>` in a test
        // module whose `use super::*;` reaches the type only through the file's own glob.
        let module = concat!(
            "#[derive(Clone, Default)]\npub struct TrieMap {\n    entries: Vec<(u8, i32)>,\n}\n\n",
            "impl TrieMap {\n",
            "    pub fn get_mut(&mut self, k: &u8) -> Option<&mut i32> {\n",
            "        self.entries.iter_mut().find(|e| e.0 == *k).map(|e| &mut e.1)\n    }\n}\n\n",
            "#[cfg(test)]\nmod test;\n",
        );
        let other = concat!(
            "#[derive(Clone, Default)]\npub struct Table {\n    cells: Vec<i32>,\n}\n\n",
            "impl Table {\n",
            "    pub fn get_mut(&mut self, k: &u8) -> Option<&mut i32> {\n",
            "        self.cells.get_mut(*k as usize)\n    }\n}\n",
        );
        let test = concat!(
            "use super::*;\n\n",
            "mod mocks {\n    use super::*;\n\n",
            "    pub fn filled() -> TrieMap {\n        TrieMap::default()\n    }\n\n",
            "    pub fn table() -> Table {\n        Table::default()\n    }\n}\n\n",
            "mod node {\n    use super::*;\n    use mocks::*;\n\n",
            "    fn dummy() -> TrieMap {\n        filled()\n    }\n\n",
            "    fn table() -> Table {\n        mocks::table()\n    }\n\n",
            "    fn cloned() {\n        let original = dummy();\n",
            "        let mut map = original.clone();\n        map.get_mut(&1);\n",
            "        let mut t = table();\n        t.get_mut(&2);\n    }\n}\n",
        );
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", "pub mod map;\npub mod other;\n"),
            (
                "src/map/mod.rs",
                &format!("use crate::other::Table;\n\n{module}"),
            ),
            ("src/map/test.rs", test),
            ("src/other.rs", other),
        ]);
        let t = target(&r, "src/map/mod.rs", "TrieMap.get_mut");
        let cs = calls_of(&r, &t, "src/map/test.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (line_with(test, "map.get_mut(&1)"), Binds::Yes),
                (line_with(test, "t.get_mut(&2)"), Binds::No),
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn a_type_brought_in_by_a_nested_module_s_glob_is_the_globbed_module_s() {
        // slotmap's `mod serialize { use super::*; impl Serialize for Slot<T> { .. } }` in
        // basic.rs and hop.rs, each file declaring its own `Slot` with its own `get`.
        let slot = |k: u32| {
            format!(
                "pub struct Slot {{\n    version: u32,\n}}\n\nimpl Slot {{\n    pub fn get(&self) -> u32 {{\n        self.version * {k}\n    }}\n}}\n\n"
            )
        };
        let nested = concat!(
            "mod encode {\n    use super::*;\n    use crate::Encode;\n\n",
            "    impl Encode for Slot {\n        fn encode(&self) -> u32 {\n            self.get()\n        }\n    }\n\n",
            "    fn param(s: &Slot) -> u32 {\n        s.get()\n    }\n}\n",
        );
        let across = concat!(
            "mod across {\n    use crate::basic::*;\n\n",
            "    fn theirs(s: &Slot) -> u32 {\n        s.get()\n    }\n}\n",
        );
        let basic = format!("{}{nested}", slot(1));
        let hop = format!("{}{nested}\n{across}", slot(2));
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            (
                "src/lib.rs",
                "pub mod basic;\npub mod hop;\n\npub trait Encode {\n    fn encode(&self) -> u32;\n}\n",
            ),
            ("src/basic.rs", &basic),
            ("src/hop.rs", &hop),
        ]);
        let t = target(&r, "src/basic.rs", "Slot.get");
        let get = |text: &str, nth: usize| {
            text.lines()
                .enumerate()
                .filter(|(_, l)| l.contains(".get()") && !l.contains("fn "))
                .nth(nth)
                .map(|(i, _)| i + 1)
                .expect("a call")
        };
        let v = |path: &str| {
            calls_of(&r, &t, path)
                .iter()
                .map(|c| (c.line, c.binds))
                .collect::<Vec<_>>()
        };
        // basic.rs: the glob brings in basic.rs's own Slot.
        assert_eq!(
            v("src/basic.rs"),
            vec![(get(&basic, 0), Binds::Yes), (get(&basic, 1), Binds::Yes)]
        );
        // hop.rs: its nested module's glob brings in hop.rs's Slot; `use crate::basic::*`
        // brings in basic.rs's.
        assert_eq!(
            v("src/hop.rs"),
            vec![
                (get(&hop, 0), Binds::No),
                (get(&hop, 1), Binds::No),
                (get(&hop, 2), Binds::Yes)
            ]
        );
    }

    #[test]
    fn values_of_crate_macros_typed_by_their_arms() {
        // rpds's `rbt_set![..]`, `stack![..]`, `list![..]` (through `$crate::list_reverse!`):
        // every arm a block ending in a `let` of `$crate::T::new()`.
        let stack = concat!(
            "#[macro_export]\nmacro_rules! stack_reverse {\n",
            "    ( ; $($r:expr),*) => {\n        {\n            #[allow(unused_mut)]\n",
            "            let mut s: Stack<_> = $crate::Stack::new();\n",
            "            $(\n                s.push_mut($r);\n            )*\n            s\n        }\n    };\n",
            "    ($h:expr $(, $t:expr)* ; $($r:expr),*) => {\n",
            "        $crate::stack_reverse!($($t),* ; $h $(, $r)*)\n    };\n}\n\n",
            "#[macro_export]\nmacro_rules! stack {\n    ($($e:expr),*) => {\n        {\n",
            "            let mut s = $crate::Stack::new();\n",
            "            $(\n                s.push_mut($e);\n            )*\n            s\n        }\n    };\n}\n\n",
            "#[macro_export]\nmacro_rules! stack_rev {\n",
            "    ($($e:expr),*) => {\n        $crate::stack_reverse!($($e),* ; )\n    };\n}\n\n",
            "#[macro_export]\nmacro_rules! mixed {\n",
            "    () => {\n        $crate::Stack::new()\n    };\n",
            "    ($e:expr) => {\n        $crate::Queue::new()\n    };\n}\n\n",
            "#[macro_export]\nmacro_rules! vec {\n    () => {\n        $crate::Stack::new()\n    };\n}\n\n",
            "pub struct Stack<T> {\n    items: Vec<T>,\n}\n\n",
            "impl<T> Stack<T> {\n    pub fn new() -> Stack<T> {\n        Stack { items: Vec::new() }\n    }\n\n",
            "    pub fn push_mut(&mut self, v: T) {\n        self.items.push(v);\n    }\n\n",
            "    pub fn peek(&self) -> Option<&T> {\n        self.items.last()\n    }\n}\n\n",
            "#[cfg(test)]\nmod test;\n",
        );
        let queue = concat!(
            "#[macro_export]\nmacro_rules! queue {\n    ($($e:expr),*) => {\n        {\n",
            "            let mut q = $crate::Queue::new();\n",
            "            $(\n                q.enqueue_mut($e);\n            )*\n            q\n        }\n    };\n}\n\n",
            "pub struct Queue<T> {\n    items: Vec<T>,\n}\n\n",
            "impl<T> Queue<T> {\n    pub fn new() -> Queue<T> {\n        Queue { items: Vec::new() }\n    }\n\n",
            "    pub fn enqueue_mut(&mut self, v: T) {\n        self.items.push(v);\n    }\n\n",
            "    pub fn peek(&self) -> Option<&T> {\n        self.items.first()\n    }\n}\n",
        );
        let test = concat!(
            "use super::*;\n\n",
            "fn all() {\n",
            "    let s = stack![3, 2, 1];\n    s.peek();\n",
            "    let r = crate::stack_rev![1, 2, 3];\n    r.peek();\n",
            "    let q = crate::queue![1, 2];\n    q.peek();\n",
            "    let m = mixed!(1);\n    m.peek();\n",
            "    let v = vec![];\n    v.peek();\n",
            "    stack![4].peek();\n",
            "}\n",
        );
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            (
                "src/lib.rs",
                "#[macro_use]\npub mod stack;\npub mod queue;\n\npub use crate::queue::Queue;\npub use crate::stack::Stack;\n",
            ),
            ("src/stack/mod.rs", stack),
            ("src/stack/test.rs", test),
            ("src/queue/mod.rs", queue),
        ]);
        let t = target(&r, "src/stack/mod.rs", "Stack.peek");
        let cs = calls_of(&r, &t, "src/stack/test.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (line_with(test, "s.peek()"), Binds::Yes),
                (line_with(test, "r.peek()"), Binds::Yes),
                (line_with(test, "q.peek()"), Binds::No),
                // Its arms disagree; `vec!` may be std's.
                (line_with(test, "m.peek()"), Binds::Maybe),
                (line_with(test, "v.peek()"), Binds::Maybe),
                (line_with(test, "stack![4].peek()"), Binds::Yes),
            ],
            "{cs:#?}"
        );
        assert_eq!(cs[0].reason, "receiver s: Stack (a declared return type)");
    }

    #[test]
    fn an_unwrapped_option_of_the_receiver_s_generic_type() {
        // rpds's `x.drop_first().unwrap().drop_first().unwrap()` (`-> Option<List<T, P>>`) and
        // `stack.pop().unwrap().peek()`.
        let lib = concat!(
            "#[derive(Clone)]\npub struct List<T> {\n    items: Vec<T>,\n}\n\n",
            "impl<T: Clone> List<T> {\n",
            "    pub fn push_front(&self, v: T) -> List<T> {\n        self.clone()\n    }\n\n",
            "    pub fn drop_first(&self) -> Option<List<T>> {\n        Some(self.clone())\n    }\n}\n\n",
            "#[derive(Clone)]\npub struct Deque<T> {\n    items: Vec<T>,\n}\n\n",
            "impl<T: Clone> Deque<T> {\n",
            "    pub fn push_front(&mut self, v: T) {\n        self.items.insert(0, v);\n    }\n\n",
            "    pub fn split(&self) -> Option<Deque<T>> {\n        Some(self.clone())\n    }\n",
            "    pub fn twin(&self) -> Option<crate::other::Deque<T>> {\n        None\n    }\n}\n\n",
            "mod other;\nmod uses;\n",
        );
        let caller = concat!(
            "use crate::{Deque, List};\n\n",
            "fn dropped(x: List<u8>, d: Deque<u8>) {\n",
            "    let y = x.drop_first().unwrap().drop_first().unwrap();\n",
            "    y.push_front(3);\n",
            "    let mut e = d.split().unwrap();\n",
            "    e.push_front(1);\n",
            "    let o = d.twin().unwrap();\n",
            "    o.push_front(2);\n",
            "}\n\n",
            "mod globbed {\n    use crate::*;\n\n",
            "    fn f(x: List<u8>) {\n        x.drop_first().unwrap().push_front(1);\n    }\n}\n",
        );
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", lib),
            ("src/uses.rs", caller),
            ("src/other.rs", "pub struct Deque<T>(pub T);\n"),
        ]);
        let t = target(&r, "src/lib.rs", "List.push_front");
        let cs = calls_of(&r, &t, "src/uses.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (line_with(caller, "y.push_front(3)"), Binds::Yes),
                (line_with(caller, "e.push_front(1)"), Binds::No),
                // `twin` declares `Option<crate::other::Deque<T>>`: the path names another
                // module's Deque, whose `Option` the method's declared return unwraps.
                (line_with(caller, "o.push_front(2)"), Binds::No),
                (line_with(caller, "unwrap().push_front(1)"), Binds::Yes),
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn operator_values_of_the_owner_and_collected_owners() {
        // fixedbitset's tests: `let ab = &a & &b;` (`impl BitAnd for &FixedBitSet { type
        // Output = FixedBitSet; }`) and `a.intersection(&b).collect::<FixedBitSet>()`.
        let lib = concat!(
            "use std::ops::{BitAnd, BitOr, Sub};\n\n",
            "pub struct Set {\n    w: Vec<u64>,\n}\n\n",
            "impl Set {\n",
            "    pub fn new() -> Set {\n        Set { w: Vec::new() }\n    }\n",
            "    pub fn contains(&self, b: usize) -> bool {\n        b < self.w.len()\n    }\n",
            "    pub fn ones(&self) -> Ones<'_> {\n        Ones { s: self, at: 0 }\n    }\n",
            "    pub fn bag(&self) -> Bag {\n        Bag(0)\n    }\n}\n\n",
            "impl BitAnd for &Set {\n    type Output = Set;\n",
            "    fn bitand(self, o: &Set) -> Set {\n        Set::new()\n    }\n}\n\n",
            "impl<'a> BitAnd<&'a Set> for Set {\n    type Output = Self;\n",
            "    fn bitand(self, o: &Set) -> Set {\n        self\n    }\n}\n\n",
            "impl BitOr for &Set {\n    type Output = Vec<u64>;\n",
            "    fn bitor(self, o: &Set) -> Vec<u64> {\n        Vec::new()\n    }\n}\n\n",
            "impl Sub<u8> for &Set {\n    type Output = Set;\n",
            "    fn sub(self, o: u8) -> Set {\n        Set::new()\n    }\n}\n\n",
            "pub struct Ones<'a> {\n    s: &'a Set,\n    at: usize,\n}\n\n",
            "impl<'a> Iterator for Ones<'a> {\n    type Item = usize;\n",
            "    fn next(&mut self) -> Option<usize> {\n        None\n    }\n}\n\n",
            "pub struct Bag(u8);\n\n",
            "impl Iterator for Bag {\n    type Item = usize;\n",
            "    fn next(&mut self) -> Option<usize> {\n        None\n    }\n}\n\n",
            "impl Bag {\n    pub fn collect<T: Default>(self) -> Vec<T> {\n        Vec::new()\n    }\n}\n\n",
            "mod uses;\n",
        );
        let caller = concat!(
            "use crate::Set;\n\n",
            "fn f(a: Set, b: &Set) {\n",
            "    let ab = &a & b;\n    ab.contains(1);\n",
            "    let owned = Set::new() & b;\n    owned.contains(2);\n",
            "    let or = &a | b;\n    or.contains(&3);\n",
            "    let minus = b - 1u8;\n    minus.contains(4);\n",
            "    (b & &a).contains(5);\n",
            "    let c = a.ones().collect::<Set>();\n    c.contains(6);\n",
            "    let v = a.ones().collect::<Vec<usize>>();\n    v.contains(&7);\n",
            "    let g = a.bag().collect::<Set>();\n    g.contains(8);\n",
            "}\n",
        );
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", lib),
            ("src/uses.rs", caller),
        ]);
        let t = target(&r, "src/lib.rs", "Set.contains");
        let cs = calls_of(&r, &t, "src/uses.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (line_with(caller, "ab.contains(1)"), Binds::Yes),
                (line_with(caller, "owned.contains(2)"), Binds::Yes),
                // `BitOr`'s `Output` is a `Vec<u64>`: not the owner.
                (line_with(caller, "or.contains(&3)"), Binds::Maybe),
                // Its right operand is not shown a `Set`: not judged, whatever the impl.
                (line_with(caller, "minus.contains(4)"), Binds::Maybe),
                (line_with(caller, "(b & &a).contains(5)"), Binds::Yes),
                (line_with(caller, "c.contains(6)"), Binds::Yes),
                (line_with(caller, "v.contains(&7)"), Binds::No),
                // `Bag` has an inherent `collect`, which method lookup finds first.
                (line_with(caller, "g.contains(8)"), Binds::Maybe),
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn an_impl_trait_argument_is_no_impl_header() {
        // fixedbitset's `fn batch_count_ones(blocks: impl IntoIterator<Item = Block>)` in
        // `impl FixedBitSet`, before `pub fn ones(&self) -> Ones<'_>`.
        let text = concat!(
            "impl Set {\n",
            "    fn count(blocks: impl IntoIterator<Item = u8>) -> usize {\n        0\n    }\n",
            "    fn each(&self) -> impl Iterator<Item = u8> {\n        None.into_iter()\n    }\n",
            "    fn by(f: &impl Fn(u8), g: Box<impl Fn()>) {}\n",
            "    pub fn ones(&self) -> Ones<'_> {\n        todo!()\n    }\n}\n",
        );
        let (header, _, after) = impl_fn_sig(text, "Set", "ones").expect("ones in impl Set");
        assert_eq!(header.trim(), "Set");
        assert_eq!(fn_return_base(after).as_deref(), Some("Ones"));
        assert!(impl_fn_sig(text, "IntoIterator", "ones").is_none());
        assert!(item_position(text, 0));
        let arg = text.find("impl IntoIterator").expect("the argument");
        assert!(!item_position(text, arg));
    }

    #[test]
    fn option_map_projection_of_a_declared_tuple_field() {
        // toml_edit's inline-table parser: `self.current_key.as_mut().map(|(_, k)| k)` over a
        // field declared `Option<(Vec<Key>, Key)>`.
        let lib = concat!(
            "pub struct Key(u8);\n\n",
            "impl Key {\n    pub fn decor(&mut self) -> u8 {\n        self.0\n    }\n}\n\n",
            "pub struct Tag(u8);\n\n",
            "impl Tag {\n    pub fn decor(&mut self) -> u8 {\n        self.0\n    }\n}\n\n",
            "mod uses;\n",
        );
        let caller = concat!(
            "use crate::{Key, Tag};\n\n",
            "pub struct State {\n    key: Option<(Vec<Key>, Key)>,\n    tag: Option<(Key, Tag)>,\n}\n\n",
            "impl State {\n    fn f(&mut self) {\n",
            "        if let Some(k) = self.key.as_mut().map(|(_, k)| k) {\n            k.decor();\n        }\n",
            "        if let Some(t) = self.tag.as_mut().map(|(_, t)| t) {\n            t.decor();\n        }\n",
            "        if let Some(p) = self.tag.as_mut().map(|(k, _)| k) {\n            p.decor();\n        }\n",
            "        if let Some(q) = self.tag.as_mut().map(|p| &mut p.0) {\n            q.decor();\n        }\n",
            "    }\n}\n",
        );
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", lib),
            ("src/uses.rs", caller),
        ]);
        let t = target(&r, "src/lib.rs", "Key.decor");
        let cs = calls_of(&r, &t, "src/uses.rs");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (line_with(caller, "k.decor()"), Binds::Yes),
                (line_with(caller, "t.decor()"), Binds::No),
                (line_with(caller, "p.decor()"), Binds::Yes),
                // Not a tuple pattern returned whole: not read.
                (line_with(caller, "q.decor()"), Binds::Maybe),
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn let_else_over_an_entry_of_an_enum_variant() {
        // toml_edit's document parser: `let entry = items.entry(key).or_insert(
        // Item::ArrayOfTables(..)); let Some(array) = entry.as_array_of_tables_mut() else ..`.
        let lib = concat!(
            "pub struct Tables(Vec<u8>);\n\n",
            "impl Tables {\n    pub fn push(&mut self, v: u8) {\n        self.0.push(v);\n    }\n}\n\n",
            "pub enum Item {\n    Value(u8),\n    Tables(Tables),\n}\n\n",
            "impl Item {\n    pub fn as_tables_mut(&mut self) -> Option<&mut Tables> {\n        None\n    }\n",
            "    pub fn as_list_mut(&mut self) -> Option<&mut Vec<u8>> {\n        None\n    }\n}\n\n",
            "mod uses;\n",
        );
        let caller = concat!(
            "use std::collections::HashMap;\n\n",
            "use crate::{Item, Tables};\n\n",
            "pub type Pairs = HashMap<String, Item>;\n\n",
            "fn f(items: &mut Pairs, k: String) {\n",
            "    let entry = items.entry(k).or_insert(Item::Tables(Tables(Vec::new())));\n",
            "    let Some(tables) = entry.as_tables_mut() else {\n        return;\n    };\n",
            "    tables.push(1);\n",
            "    let Some(list) = entry.as_list_mut() else {\n        return;\n    };\n",
            "    list.push(2);\n",
            "}\n\n",
            "fn g(items: &mut Pairs, k: String) {\n",
            "    let entry = items.entry(k).or_insert_with(|| Item::Value(0));\n",
            "    let Some(tables) = entry.as_tables_mut() else {\n        return;\n    };\n",
            "    tables.push(3);\n",
            "}\n",
        );
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", lib),
            ("src/uses.rs", caller),
        ]);
        let t = target(&r, "src/lib.rs", "Tables.push");
        let cs = calls_of(&r, &t, "src/uses.rs");
        let got: Vec<_> = cs.iter().map(|c| (c.line, c.binds)).collect();
        assert!(
            got.contains(&(line_with(caller, "tables.push(1)"), Binds::Yes)),
            "{cs:#?}"
        );
        // A let-else over a std container's `Option<&mut Vec<u8>>` is not typed (yet): the
        // call is listed, never excluded nor flagged.
        assert!(
            got.contains(&(line_with(caller, "list.push(2)"), Binds::Maybe)),
            "{cs:#?}"
        );
        // `or_insert_with`'s closure is not read: the entry's type is not shown.
        assert!(
            got.contains(&(line_with(caller, "tables.push(3)"), Binds::Maybe)),
            "{cs:#?}"
        );
    }

    /// A module read for what its globs provide is parsed in outline: the bodies of its
    /// functions, impls and traits left out, an inline module's and a macro's kept; its
    /// items and `use`s (an inline module's too) are those of a whole parse, and a glob
    /// through it still finds the item.
    #[test]
    fn a_globbed_module_is_read_from_an_outline() {
        let lib = concat!("pub mod shapes;\n", "mod user;\n", "pub use shapes::*;\n");
        let shapes = concat!(
            "use std::fmt;\n",
            "pub struct Square { side: f64 }\n",
            "impl Square {\n    pub fn area(&self, k: f64) -> f64 {\n        let s = \"}\";\n        self.side * k\n    }\n}\n",
            "pub trait Shape { fn name(&self) -> &str { \"{\" } }\n",
            "pub fn make() -> Square {\n    mod hidden { pub fn not_an_item() {} }\n    Square { side: 1.0 }\n}\n",
            "macro_rules! sq { ($x:expr) => {{ $x * $x }}; }\n",
            "pub mod inner {\n    pub use super::Square as Sq;\n    pub fn helper() -> u8 { 0 }\n}\n",
        );
        let user = "use crate::*;\n\nfn local() -> Square {\n    make()\n}\n\nfn f() {\n    local().area(2.0);\n}\n";
        let r = scratch(&[
            ("Cargo.toml", CARGO),
            ("src/lib.rs", lib),
            ("src/shapes.rs", shapes),
            ("src/user.rs", user),
        ]);
        let outline = r
            .ctx
            .outline(
                "src/shapes.rs",
                Lang::Rust,
                "rust-items",
                &items_outline_cut,
            )
            .unwrap();
        assert!(outline.is_partial());
        let whole = testkit::parse(Lang::Rust, "src/shapes.rs", shapes);
        let items = |f: &SourceFile| {
            let mut out = Vec::new();
            let root = f.tree.root_node();
            let mut scopes = vec![root];
            if let Some(inner) = inline_mod_body(f, root, "inner") {
                scopes.push(inner);
            }
            for scope in scopes {
                let mut cursor = scope.walk();
                for c in scope.named_children(&mut cursor) {
                    let name = c
                        .child_by_field_name("name")
                        .map(|n| f.text(n).into_owned());
                    out.push((c.kind().to_string(), name, c.byte_range()));
                }
            }
            out
        };
        assert_eq!(items(&outline), items(&whole));
        let text = |f: &SourceFile| f.text(f.tree.root_node()).into_owned();
        assert_eq!(text(&outline), shapes);
        // The globs through the crate root still bring `Square` in: the declared result types
        // the receiver (the target's own file is held whole by the engine here).
        let t = target(&r, "src/shapes.rs", "Square.area");
        let cs = calls_of(&r, &t, "src/user.rs");
        assert_eq!(verdicts(&cs), vec![(8, Some(1), Binds::Yes)], "{cs:#?}");
    }
}
