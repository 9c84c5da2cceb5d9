//! Builtin-engine support for Java (see the module docs of `crate::lang`).
//!
//! `definitions` lists methods, constructors (including compact record constructors) and
//! class-like declarations with their enclosing type chain as scope. `calls` finds method
//! invocations named like the target (or `new T(...)` for a class/constructor target) and
//! decides how surely each reaches the target by resolving the receiver's static type from
//! parameters, locals, fields, imports and the enclosing classes — cheaply and lexically, in
//! the caller file only.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use tree_sitter::Node;

pub(crate) mod fragment;

use super::{
    header_text, line_of, walk, walk_pruned, Binds, Call, Def, DefKind, Params, RepoCtx, SourceFile,
};
use super::{Lang, Target};

// ---------------------------------------------------------------------------------------------
// Definitions
// ---------------------------------------------------------------------------------------------

const TYPE_DECLS: [&str; 5] = [
    "class_declaration",
    "interface_declaration",
    "enum_declaration",
    "record_declaration",
    "annotation_type_declaration",
];

fn is_type_decl(kind: &str) -> bool {
    TYPE_DECLS.contains(&kind)
}

/// A method's, constructor's, initializer's or lambda's body.
fn is_body(kind: &str) -> bool {
    matches!(kind, "block" | "constructor_body")
}

/// The brace pairs an outline parse for [`Cx::file_methods`] leaves the inside of
/// ([`RepoCtx::outline`]): what spells no type keyword, neither in its header (a type's own
/// body, whose members are read) nor inside (a local or member type). Method bodies, and
/// anonymous classes, initializers and array values: no type declaration is in them, and the
/// walk reads the members of type declarations only.
fn decls_outline_cut(header: &[u8], inside: &[u8], _open: usize, _close: usize) -> bool {
    !spells_type_keyword(header) && !spells_type_keyword(inside)
}

/// Whether `text` spells a type declaration's keyword anywhere (`class`, `interface`, `enum`,
/// `record`): a body whose text has none declares no type.
fn spells_type_keyword(text: &[u8]) -> bool {
    static KEYWORDS: std::sync::LazyLock<[memchr::memmem::Finder<'static>; 4]> =
        std::sync::LazyLock::new(|| {
            ["class", "interface", "enum", "record"].map(memchr::memmem::Finder::new)
        });
    KEYWORDS.iter().any(|k| k.find(text).is_some())
}

pub fn definitions(file: &SourceFile) -> Vec<Def> {
    // `java/defs.scm` names the definition nodes; parameters, scope and visibility come from
    // the node here. Inside a body, only a local type declaration (its keyword) or an
    // anonymous class (`new`) can declare anything: a body without these words is not looked
    // into.
    let words: Vec<memchr::memmem::Finder> = ["class", "interface", "enum", "record", "new"]
        .iter()
        .map(|k| memchr::memmem::Finder::new(k.as_bytes()))
        .collect();
    let may_declare = |node: Node| match node.kind() {
        "block" | "constructor_body" => {
            let text = &file.src[node.byte_range()];
            words.iter().any(|w| w.find(text).is_some())
        }
        _ => true,
    };
    super::defs::matches_pruned(file, may_declare)
        .into_iter()
        .filter_map(|m| make_def(file, m.kind, m.node, m.name))
        .collect()
}

fn make_def(file: &SourceFile, def_kind: DefKind, node: Node, name_node: Node) -> Option<Def> {
    let kind = node.kind();
    let name = file.text(name_node).into_owned();
    if name.is_empty() || name_node.is_missing() {
        return None;
    }
    let params = match kind {
        "method_declaration" | "constructor_declaration" => node
            .child_by_field_name("parameters")
            .map(|p| super::resolve::params_of(file, p))
            .unwrap_or_default(),
        "compact_constructor_declaration" => super::resolve::enclosing(node, &TYPE_DECLS)
            .and_then(|t| t.child_by_field_name("parameters"))
            .map(|p| super::resolve::params_of(file, p))
            .unwrap_or_default(),
        "record_declaration" => {
            let has_ctor = node
                .child_by_field_name("body")
                .map(|b| {
                    named_children(b).any(|c| {
                        matches!(
                            c.kind(),
                            "constructor_declaration" | "compact_constructor_declaration"
                        )
                    })
                })
                .unwrap_or(false);
            if has_ctor {
                Params::default()
            } else {
                node.child_by_field_name("parameters")
                    .map(|p| super::resolve::params_of(file, p))
                    .unwrap_or_default()
            }
        }
        _ => Params::default(),
    };
    let in_interface = node
        .parent()
        .map(|p| matches!(p.kind(), "interface_body" | "annotation_type_body"))
        .unwrap_or(false);
    let public = has_modifier(node, "public") || (in_interface && !has_modifier(node, "private"));
    Some(Def {
        params,
        public,
        is_static: has_modifier(node, "static"),
        signature: header_text(file, node, "body"),
        ..Def::spanning(node, name, def_kind, scope_of(file, node))
    })
}

fn named_children<'t>(node: Node<'t>) -> impl Iterator<Item = Node<'t>> {
    children(node).filter(|c| c.is_named())
}

/// The children of `node` in order, by one cursor: `node.child(i)` walks from the first child
/// to the i-th, quadratic over a class body of many members.
fn children<'t>(node: Node<'t>) -> impl Iterator<Item = Node<'t>> {
    let mut cursor = node.walk();
    let mut started = false;
    std::iter::from_fn(move || {
        let moved = if started {
            cursor.goto_next_sibling()
        } else {
            started = true;
            cursor.goto_first_child()
        };
        moved.then(|| cursor.node())
    })
}

fn is_comment(node: Node) -> bool {
    matches!(node.kind(), "line_comment" | "block_comment")
}

fn has_modifier(node: Node, word: &str) -> bool {
    named_children(node)
        .filter(|c| c.kind() == "modifiers")
        .any(|m| children(m).any(|t| t.kind() == word))
}

/// The anonymous-class or enum-constant body a `class_body` belongs to, if any.
fn anonymous_owner(body: Node) -> Option<Node> {
    let p = body.parent()?;
    matches!(p.kind(), "object_creation_expression" | "enum_constant").then_some(p)
}

/// Name an anonymous class by the type it extends (`new Runnable() {..}` → `Runnable`), an
/// enum constant body by the constant.
fn anonymous_name(file: &SourceFile, node: Node) -> Option<String> {
    match node.kind() {
        "object_creation_expression" => node
            .child_by_field_name("type")
            .map(|t| type_ref(file, t).simple),
        "enum_constant" => node
            .child_by_field_name("name")
            .map(|n| file.text(n).into_owned()),
        _ => None,
    }
}

/// Enclosing type chain of a definition, outermost first. Local and anonymous classes add the
/// method they sit in, so their members never share a site with the outer class's.
fn scope_of(file: &SourceFile, node: Node) -> Vec<String> {
    match node.parent() {
        Some(p) => chain_including(file, p),
        None => Vec::new(),
    }
}

/// The type chain of `node` and its ancestors, outermost first: named types, anonymous class
/// bodies (by the type they extend) and the methods local/anonymous classes sit in.
fn chain_including(file: &SourceFile, node: Node) -> Vec<String> {
    let mut rev = Vec::new();
    let mut cur = Some(node);
    while let Some(p) = cur {
        let k = p.kind();
        if is_type_decl(k) {
            if let Some(n) = p.child_by_field_name("name") {
                rev.push(file.text(n).into_owned());
            }
        } else if k == "class_body" {
            if let Some(anon) = anonymous_owner(p) {
                if let Some(n) = anonymous_name(file, anon) {
                    rev.push(n);
                }
            }
        } else if matches!(k, "method_declaration" | "constructor_declaration") {
            // A local or anonymous class inside a method keeps the method's name in the chain.
            if let Some(n) = p.child_by_field_name("name") {
                rev.push(file.text(n).into_owned());
            }
        }
        cur = p.parent();
    }
    rev.reverse();
    rev
}

// ---------------------------------------------------------------------------------------------
// Types as written
// ---------------------------------------------------------------------------------------------

/// A type as written in the caller file: base name, the qualifier written before it (package
/// or outer classes), array dimensions, the type arguments written on the base (`Map<K, V>`:
/// `[K, V]`; a wildcard is an empty `TypeRef`, a raw type or `<>` has none). Annotations are
/// dropped.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
struct TypeRef {
    simple: String,
    qual: Option<String>,
    dims: usize,
    primitive: bool,
    args: Vec<TypeRef>,
}

impl TypeRef {
    fn named(simple: &str) -> TypeRef {
        TypeRef {
            simple: simple.to_string(),
            ..TypeRef::default()
        }
    }

    /// A non-primitive, non-array type as a parameter list writes it (`URI`, `java.net.URI`).
    fn written(p: &str) -> TypeRef {
        match p.rsplit_once('.') {
            Some((q, simple)) => TypeRef {
                qual: Some(q.to_string()),
                ..TypeRef::named(simple)
            },
            None => TypeRef::named(p),
        }
    }

    fn display(&self) -> String {
        let mut s = match &self.qual {
            Some(q) => format!("{q}.{}", self.simple),
            None => self.simple.clone(),
        };
        for _ in 0..self.dims {
            s.push_str("[]");
        }
        s
    }
}

/// Drop `<...>` (nested) and white space from a written type.
fn strip_generics(s: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for ch in s.chars() {
        match ch {
            '<' => depth += 1,
            '>' => depth = depth.saturating_sub(1),
            c if depth == 0 && !c.is_whitespace() => out.push(c),
            _ => {}
        }
    }
    out
}

fn type_ref(file: &SourceFile, node: Node) -> TypeRef {
    match node.kind() {
        "type_identifier" => TypeRef::named(&file.text(node)),
        "scoped_type_identifier" => {
            // Drop annotations inside the qualified name by keeping identifier segments only.
            let mut segs = Vec::new();
            walk(node, |n| {
                if n.kind() == "type_identifier"
                    && n.parent().map(|p| p.kind()) != Some("type_arguments")
                    && !inside_kind(n, node, "type_arguments")
                {
                    segs.push(file.text(n).into_owned());
                }
            });
            if segs.is_empty() {
                let text = strip_generics(&file.text(node));
                segs = text.split('.').map(str::to_string).collect();
            }
            let simple = segs.pop().unwrap_or_default();
            let qual = (!segs.is_empty()).then(|| segs.join("."));
            TypeRef {
                simple,
                qual,
                ..TypeRef::default()
            }
        }
        "generic_type" => {
            let mut t = named_children(node)
                .find(|c| matches!(c.kind(), "type_identifier" | "scoped_type_identifier"))
                .map(|c| type_ref(file, c))
                .unwrap_or_default();
            if let Some(ta) = named_children(node).find(|c| c.kind() == "type_arguments") {
                // A wildcard (`?`, `? extends T`) is no type known here: an empty `TypeRef`.
                t.args = named_children(ta)
                    .filter(|c| !is_comment(*c))
                    .map(|c| type_ref(file, c))
                    .collect();
            }
            t
        }
        "array_type" => {
            let mut t = node
                .child_by_field_name("element")
                .map(|e| type_ref(file, e))
                .unwrap_or_default();
            t.dims += node
                .child_by_field_name("dimensions")
                .map(|d| dims_in(file, d))
                .unwrap_or(1)
                .max(1);
            t
        }
        "annotated_type" => named_children(node)
            .filter(|c| !matches!(c.kind(), "annotation" | "marker_annotation"))
            .last()
            .map(|c| type_ref(file, c))
            .unwrap_or_default(),
        "integral_type" | "floating_point_type" | "boolean_type" | "void_type" => TypeRef {
            simple: file.text(node).into_owned(),
            primitive: true,
            ..TypeRef::default()
        },
        _ => TypeRef::default(),
    }
}

/// Whether a value of the declared type `t` provably fits the parameter type `p` (as the
/// parameter list writes it, `Object` taking any value): a reference type or an array type
/// (`long[]`, whose element is primitive, is itself a reference) written as `p`; a primitive
/// only the same primitive (no widening is read: identity is sure).
fn typed_fits(t: &TypeRef, p: &str) -> bool {
    if t.simple.is_empty() {
        return false;
    }
    let written = format!("{}{}", t.simple, "[]".repeat(t.dims));
    if t.primitive && t.dims == 0 {
        return written == p;
    }
    p == "Object" || written == p
}

/// Whether `n` sits inside a node of `kind` below `top`.
fn inside_kind(n: Node, top: Node, kind: &str) -> bool {
    let mut cur = n.parent();
    while let Some(p) = cur {
        if p.id() == top.id() {
            return false;
        }
        if p.kind() == kind {
            return true;
        }
        cur = p.parent();
    }
    false
}

fn dims_in(file: &SourceFile, dims: Node) -> usize {
    file.text(dims).matches('[').count()
}

/// The static type of an expression, when it is written at the expression itself.
fn expr_type(file: &SourceFile, expr: Node) -> Option<TypeRef> {
    match expr.kind() {
        "object_creation_expression" => expr
            .child_by_field_name("type")
            .map(|t| type_ref(file, t))
            .filter(|t| !t.simple.is_empty()),
        "cast_expression" => expr
            .child_by_field_name("type")
            .map(|t| type_ref(file, t))
            .filter(|t| !t.simple.is_empty()),
        "parenthesized_expression" => named_children(expr)
            .find(|c| !is_comment(*c))
            .and_then(|c| expr_type(file, c)),
        "string_literal" | "text_block" => Some(TypeRef::named("String")),
        _ => None,
    }
}

/// Looks like a class name: upper-case first letter and some lower-case letter (so `LOG` or
/// `MAX` — usually constants — do not qualify).
fn is_class_like(s: &str) -> bool {
    s.chars().next().is_some_and(|c| c.is_ascii_uppercase())
        && s.chars().any(|c| c.is_ascii_lowercase())
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

struct Import {
    path: String,
    is_static: bool,
    wildcard: bool,
}

/// How deep [`Cx::repo_returned_class`] follows a chain of calls down its receivers.
const RETURNED_CLASS_DEPTH: usize = 6;

/// A kept [`Cx::repo_returned_class`] reading of a call.
enum ReturnedClass {
    /// Read to its end: the class, and how many receivers down the chain the reading went (at
    /// a depth where that many more levels are not allowed, the answer is none).
    Read {
        class: Option<(String, String)>,
        levels: usize,
    },
    /// Cut short by the depth limit: the reading goes at least this many receivers down, so
    /// at a depth where that many more levels are not allowed, the answer is none.
    Cut { at_least: usize },
}

/// A variable lookup: not declared in scope, declared with an unknown type, or typed.
#[derive(Clone)]
enum Var {
    NotFound,
    Untyped,
    Typed(TypeRef),
}

struct Cx<'a> {
    file: &'a SourceFile,
    ctx: &'a RepoCtx,
    /// The caller file as the supertype walk reads it, built from its tree on first need.
    caller_rf: std::cell::OnceCell<Option<Arc<RepoFile>>>,
    /// Whether a class of the caller file (by node id) declares a method of the target's name,
    /// read once per class rather than once per call inside it.
    declares_target: std::cell::RefCell<HashMap<usize, bool>>,
    /// [`Cx::repo_returned_class`] of a call (by node id) already read, with how many calls
    /// down its receiver chain that reading went: each call of a builder chain
    /// (`b.add(..).add(..)`) asks for its receiver's class, which asks for its own receiver's,
    /// so without this a chain of n calls is read n²/2 times.
    returned_class: std::cell::RefCell<HashMap<usize, ReturnedClass>>,
    /// [`field_in_class`] by (class node id, name), see [`Cx::class_field`].
    class_fields: std::cell::RefCell<HashMap<(usize, String), Var>>,
    target: &'a Target,
    /// The class the target belongs to (the class itself for a class/constructor target).
    owner: Option<String>,
    /// The target's full type chain ending in `owner`.
    owner_chain: Vec<String>,
    same_file: bool,
    target_pkg: Option<String>,
    caller_pkg: Option<String>,
    /// The source roots a class is looked for in after the looking file's own (see
    /// [`resolve_class`]): the target's, when it is another.
    roots: Vec<String>,
    imports: Vec<Import>,
    /// Every type name declared in the caller file (nested ones included).
    file_types: HashSet<String>,
    /// Direct supertypes of the owner, read from the target file's text.
    owner_supers: Vec<String>,
    /// Type parameter names declared anywhere in the caller file (`<T>`): a receiver of such
    /// a type is not known.
    type_params: HashSet<String>,
    /// Type parameters declared by the types of the target's file (`class Cache<Key, Value>`):
    /// a parameter of such a type takes any reference.
    target_type_vars: Vec<String>,
}

pub fn calls(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call> {
    let cx = Cx::new(file, target, ctx);
    let ctor_target = matches!(target.kind, DefKind::Class | DefKind::Constructor);
    let mut out = Vec::new();
    let visit = |node: Node<'_>| match node.kind() {
        "method_invocation" => {
            let Some(name) = node.child_by_field_name("name") else {
                return;
            };
            if file.text(name) != target.name.as_str() {
                return;
            }
            let (binds, reason) = if ctor_target {
                (
                    Binds::No,
                    format!("a method call, not new {}(...)", target.name),
                )
            } else if let Some(why) = cx.private_elsewhere(node) {
                (Binds::No, why)
            } else {
                cx.method_call(node)
            };
            let mut call = cx.call(node, name, binds, reason);
            if call.binds == Binds::Yes {
                if let Some((binds, why)) = cx.inherited_overload(node, &call) {
                    call.binds = binds;
                    call.reason = why;
                }
            }
            out.push(call);
        }
        "object_creation_expression" if ctor_target => {
            let Some(ty) = node.child_by_field_name("type") else {
                return;
            };
            let t = type_ref(file, ty);
            if t.simple != target.name {
                return;
            }
            let (binds, reason) = cx.compare(&t, &format!("new {}(...)", t.display()), None);
            out.push(cx.call(node, ty, binds, reason));
        }
        "explicit_constructor_invocation" if ctor_target => {
            if let Some((binds, reason, at)) = cx.explicit_ctor(node) {
                out.push(cx.call(node, at, binds, reason));
            }
        }
        "enum_constant" if ctor_target => {
            let Some(e) = node.parent().and_then(|b| b.parent()) else {
                return;
            };
            if e.kind() == "enum_declaration"
                && cx.same_file
                && chain_including(file, e) == cx.owner_chain
            {
                let at = node.child_by_field_name("name").unwrap_or(node);
                let reason = format!("enum constant of {}", target.name);
                out.push(cx.call(node, at, Binds::Yes, reason));
            }
        }
        _ => {}
    };
    // Every call kept above spells the target's name, or `this`/`super` for a constructor's
    // explicit invocation; only the target's own enum constants do not (in its own file,
    // walked whole).
    let root = file.tree.root_node();
    if ctor_target && cx.same_file {
        walk(root, visit);
    } else {
        let mut needles = vec![target.name.as_str()];
        if ctor_target {
            needles.extend(["this", "super"]);
        }
        super::walk_hits(root, &super::occurrences(&file.src, &needles), visit);
    }
    out
}

impl<'a> Cx<'a> {
    fn new(file: &'a SourceFile, target: &'a Target, ctx: &'a RepoCtx) -> Cx<'a> {
        let mut owner_chain = target.scope.clone();
        if target.kind == DefKind::Class {
            owner_chain.push(target.name.clone());
        }
        let owner = owner_chain.last().cloned();
        let same_file = file.rel_path == target.rel_path;
        let root = file.tree.root_node();
        // No package declaration: the default package.
        let mut caller_pkg = Some(String::new());
        let mut imports = Vec::new();
        for c in named_children(root) {
            match c.kind() {
                "package_declaration" => {
                    caller_pkg = named_children(c)
                        .find(|n| matches!(n.kind(), "scoped_identifier" | "identifier"))
                        .map(|n| strip_generics(&file.text(n)));
                }
                "import_declaration" => {
                    let is_static = children(c).any(|t| t.kind() == "static");
                    let wildcard = children(c).any(|t| t.kind() == "asterisk");
                    if let Some(n) = named_children(c)
                        .find(|n| matches!(n.kind(), "scoped_identifier" | "identifier"))
                    {
                        imports.push(Import {
                            path: strip_generics(&file.text(n)),
                            is_static,
                            wildcard,
                        });
                    }
                }
                _ => {}
            }
        }
        let mut file_types = HashSet::new();
        let mut type_params = HashSet::new();
        let new_kw = memchr::memmem::Finder::new("new");
        walk_pruned(root, |n| {
            if is_body(n.kind()) {
                // Inside a body, a type is declared with its keyword and a type parameter
                // written in a type declared so or in an anonymous class's generic method
                // (`new X() { <T> void m() {} }`): a body with neither is not walked.
                let text = &file.src[n.byte_range()];
                return spells_type_keyword(text)
                    || (memchr::memchr(b'<', text).is_some() && new_kw.find(text).is_some());
            }
            if is_type_decl(n.kind()) {
                if let Some(name) = n.child_by_field_name("name") {
                    file_types.insert(file.text(name).into_owned());
                }
            } else if n.kind() == "type_parameter" {
                if let Some(id) = named_children(n).find(|c| c.kind() == "type_identifier") {
                    type_params.insert(file.text(id).into_owned());
                }
            }
            true
        });
        // What the target file's text tells, read once per measurement rather than once per
        // caller file (a large target file is scanned three times over).
        let key = format!(
            "java-target-text:{same_file}:{}:{}",
            target.rel_path,
            owner.as_deref().unwrap_or("")
        );
        let from_text = ctx.memo(&key, || {
            let target_text = if same_file {
                Some(String::from_utf8_lossy(&file.src).into_owned())
            } else {
                ctx.read_to_string(&target.rel_path)
            };
            let (target_pkg, owner_supers) = match (&target_text, &owner) {
                (Some(t), Some(o)) => (text_package(t), text_supers(t, o)),
                (Some(t), None) => (text_package(t), Vec::new()),
                _ => (None, Vec::new()),
            };
            let target_type_vars = target_text
                .as_deref()
                .map(declared_type_vars)
                .unwrap_or_default();
            (target_pkg, owner_supers, target_type_vars)
        });
        let (target_pkg, owner_supers, target_type_vars) = (*from_text).clone();
        let target_pkg = if same_file {
            caller_pkg.clone()
        } else {
            target_pkg
        };
        // javac compiles the target with every source root of the tree on its source path:
        // a class the caller names may live in the target's root (a test tree naming the
        // library's classes).
        let roots = target_pkg
            .as_deref()
            .and_then(|p| source_root(&target.rel_path, p))
            .map(str::to_string)
            .into_iter()
            .collect();
        Cx {
            target_type_vars,
            file,
            ctx,
            caller_rf: std::cell::OnceCell::new(),
            declares_target: std::cell::RefCell::default(),
            returned_class: std::cell::RefCell::default(),
            class_fields: std::cell::RefCell::default(),
            target,
            owner,
            owner_chain,
            same_file,
            target_pkg,
            caller_pkg,
            roots,
            imports,
            file_types,
            owner_supers,
            type_params,
        }
    }

    /// [`field_in_class`] of a class of the caller file, read once per class and name: every
    /// name [`Self::resolve_var`] finds no local for is looked for in each enclosing class.
    fn class_field(&self, class: Node, name: &str) -> Var {
        let key = (class.id(), name.to_string());
        if let Some(hit) = self.class_fields.borrow().get(&key) {
            return hit.clone();
        }
        let found = field_in_class(self.file, class, name);
        self.class_fields.borrow_mut().insert(key, found.clone());
        found
    }

    /// [`declares_method`] of the target's name for a class of the caller file.
    fn declares_target(&self, class: Node) -> bool {
        if let Some(&hit) = self.declares_target.borrow().get(&class.id()) {
            return hit;
        }
        let hit = declares_method(self.file, class, &self.target.name);
        self.declares_target.borrow_mut().insert(class.id(), hit);
        hit
    }

    fn call(&self, node: Node, name: Node, binds: Binds, reason: String) -> Call {
        Call {
            line: line_of(name),
            byte: node.start_byte(),
            args: super::resolve::call_args(self.file, node).count,
            binds,
            supplies_receiver: false,
            // A call bound elsewhere is excluded whatever its arguments: their types are not
            // read.
            fits: (binds != Binds::No)
                .then(|| {
                    overload_fits(
                        self.file,
                        self.ctx,
                        node,
                        self.target,
                        &self.target_type_vars,
                        |arg, def| {
                            self.declared_arg_fits(
                                arg,
                                node,
                                def,
                                &self.target.rel_path,
                                &self.target_type_vars,
                            )
                        },
                    )
                })
                .flatten(),
            reason,
            ..Default::default()
        }
    }

    /// `pkg.Outer` for a target `pkg.Outer.Owner`: where the owner must be declared.
    fn expected_container(&self) -> Option<String> {
        let pkg = self.target_pkg.as_deref()?;
        let outer = &self.owner_chain[..self.owner_chain.len().saturating_sub(1)];
        let mut parts: Vec<&str> = Vec::new();
        if !pkg.is_empty() {
            parts.push(pkg);
        }
        parts.extend(outer.iter().map(String::as_str));
        Some(parts.join("."))
    }

    /// Decide a known static type against the owner. `what` names the evidence ("receiver
    /// m"); `call`, when given, is the call whose receiver has that type: a subclass of the
    /// owner declaring methods of the target's name leaves it to the target's set when none
    /// of those takes the call's arguments (by count or by their types).
    fn compare(&self, t: &TypeRef, what: &str, call: Option<Node>) -> (Binds, String) {
        let Some(owner) = self.owner.as_deref() else {
            return (Binds::Maybe, format!("{what}: target has no owning type"));
        };
        if t.simple.is_empty() {
            return (Binds::Maybe, format!("{what}: type not known"));
        }
        if t.primitive {
            return (
                Binds::No,
                format!("{what} is {}, a primitive, not {owner}", t.simple),
            );
        }
        if t.dims > 0 {
            return (
                Binds::No,
                format!("{what} is {}, an array, not {owner}", t.display()),
            );
        }
        if t.simple != owner {
            if t.qual.is_none()
                && self.type_params.contains(&t.simple)
                && !self.file_types.contains(&t.simple)
            {
                return (
                    Binds::Maybe,
                    format!("{what} has the type parameter {}", t.simple),
                );
            }
            if self.owner_supers.iter().any(|s| s == &t.simple) {
                return (
                    Binds::Maybe,
                    format!(
                        "{what} is {}, a supertype of {owner}: dispatch decides",
                        t.simple
                    ),
                );
            }
            if let Some(decl) = self.find_type_decl(&t.simple) {
                let supers = supertypes(self.file, decl);
                if supers.iter().any(|s| s.simple == owner) {
                    if self.declares_target(decl) {
                        if let Some(yes) = call.and_then(|c| self.own_methods_reject(decl, c)) {
                            return yes;
                        }
                        return (
                            Binds::Maybe,
                            format!(
                                "{what} is {}, which extends {owner} and declares its own {}",
                                t.simple, self.target.name
                            ),
                        );
                    }
                    return (
                        Binds::Yes,
                        format!("{what} is {}, which extends {owner}", t.simple),
                    );
                }
            }
            // A subtype declared in the repository: in this file (below a class of its own
            // that does not name the owner itself), in another file, or a member type named
            // through its outer class (`Profile.Section`).
            let walk_name = match t.qual.as_deref() {
                None => Some(t.simple.clone()),
                Some(q) if !q.contains('.') && q.starts_with(|c: char| c.is_ascii_uppercase()) => {
                    Some(format!("{q}.{}", t.simple))
                }
                Some(_) => None,
            };
            if let Some(walk_name) = walk_name {
                let key = format!(
                    "java-reaches:{}:{}:{}:{}",
                    self.file.rel_path,
                    walk_name,
                    self.target.rel_path,
                    self.owner_chain.join(".")
                );
                let mut up = self.ctx.memo(&key, || {
                    let f = self.caller_file()?;
                    Some(self.walk_up(vec![(
                        self.file.rel_path.clone(),
                        f,
                        vec![walk_name.clone()],
                    )]))
                });
                // A simple name no class of the repository has: a member type the call's
                // enclosing classes inherit (`Section` in `BasicProfile implements Profile`).
                let unresolved = up
                    .as_ref()
                    .as_ref()
                    .is_some_and(|u| !u.reaches_target && u.unknown.contains(&walk_name));
                if unresolved && t.qual.is_none() {
                    if let Some(inherited) =
                        call.and_then(|c| self.inherited_member_walk(c, &walk_name))
                    {
                        up = inherited;
                    }
                }
                match up.as_ref() {
                    Some(up) if up.reaches_target && up.declared.is_empty() => {
                        return (
                            Binds::Yes,
                            format!("{what} is {}, which extends {owner}", t.simple),
                        );
                    }
                    Some(up) if up.reaches_target => {
                        // Java chooses among the class's members of that name (JLS 15.12.2):
                        // its own and those met on the way up, and the target's set. When
                        // all the supertypes are known and none of the others takes the
                        // call's arguments, only the target's set remains.
                        let n = call.and_then(|c| {
                            super::resolve::call_args(self.file, c)
                                .count
                                .map(|n| (c, n))
                        });
                        if let Some((c, n)) = n {
                            if up.unknown.is_empty() && !self.inherited_accept(up, c, n) {
                                let by: Vec<&str> =
                                    up.declared.iter().map(|(c, _)| c.as_str()).collect();
                                return (
                                    Binds::Yes,
                                    format!(
                                        "{what} is {}, which extends {owner}; no {} of {} takes its {n} argument(s)",
                                        t.simple,
                                        self.target.name,
                                        by.join(", ")
                                    ),
                                );
                            }
                        }
                        return (
                            Binds::Maybe,
                            format!(
                                "{what} is {}, a subclass of {owner} declaring its own {}",
                                t.simple, self.target.name
                            ),
                        );
                    }
                    _ => {}
                }
            }
            return (Binds::No, format!("{what} is {}, not {owner}", t.display()));
        }
        // Same base name: is it provably another class of that name?
        if let Some(q) = &t.qual {
            if q.chars().next().is_some_and(|c| c.is_ascii_lowercase()) {
                if let Some(exp) = self.expected_container() {
                    if &exp != q {
                        return (
                            Binds::No,
                            format!("{what} is {q}.{owner}, not {exp}.{owner}"),
                        );
                    }
                }
            } else {
                let q_last = q.rsplit('.').next().unwrap_or(q);
                let n = self.owner_chain.len();
                match n.checked_sub(2).and_then(|i| self.owner_chain.get(i)) {
                    // `Ini.Section` where Ini inherits `Profile.Section` (JLS 8.5).
                    Some(outer) if outer != q_last && self.inherits_owner(q) => {
                        return (
                            Binds::Yes,
                            format!("{what} is {q}.{owner}, inherited from {outer}"),
                        );
                    }
                    Some(outer) if outer != q_last => {
                        return (
                            Binds::No,
                            format!("{what} is {q}.{owner}, not {outer}.{owner}"),
                        );
                    }
                    None => {
                        return (
                            Binds::No,
                            format!(
                                "{what} is the nested class {q}.{owner}, not the top-level {owner}"
                            ),
                        );
                    }
                    _ => {}
                }
            }
            return (Binds::Yes, format!("{what} is {}", t.display()));
        }
        if !self.same_file && self.file_types.contains(owner) {
            return (
                Binds::No,
                format!("{what} is the {owner} declared in {}", self.file.rel_path),
            );
        }
        if let Some(imp) = self
            .imports
            .iter()
            .find(|i| !i.is_static && !i.wildcard && i.path.rsplit('.').next() == Some(owner))
        {
            if let Some(exp) = self.expected_container() {
                let want = if exp.is_empty() {
                    owner.to_string()
                } else {
                    format!("{exp}.{owner}")
                };
                if imp.path != want {
                    return (
                        Binds::No,
                        format!("{what} is {} (imported), not {want}", imp.path),
                    );
                }
            }
            return (
                Binds::Yes,
                format!("{what} is {owner} (imports {})", imp.path),
            );
        }
        if self.owner_chain.len() == 1 && !self.same_file {
            if let (Some(tp), Some(cp)) = (&self.target_pkg, &self.caller_pkg) {
                let wild = self
                    .imports
                    .iter()
                    .any(|i| !i.is_static && i.wildcard && &i.path == tp);
                if tp != cp && !wild {
                    return (
                        Binds::No,
                        format!("{what} is {owner}, but {tp}.{owner} is not imported into {cp}"),
                    );
                }
            }
        }
        (Binds::Yes, format!("{what} is {owner}"))
    }

    fn find_type_decl(&self, name: &str) -> Option<Node<'a>> {
        if !self.file_types.contains(name) {
            return None;
        }
        let mut stack = vec![self.file.tree.root_node()];
        while let Some(n) = stack.pop() {
            if is_type_decl(n.kind())
                && n.child_by_field_name("name")
                    .map(|x| self.file.text(x))
                    .as_deref()
                    == Some(name)
            {
                return Some(n);
            }
            let mut kids: Vec<Node<'a>> = named_children(n).collect();
            kids.reverse();
            stack.extend(kids);
        }
        None
    }

    /// The written type of field `name` that `class` (of the caller file) inherits from a
    /// supertype declared in the repository.
    fn inherited_field(&self, class: Node, name: &str) -> Option<TypeRef> {
        let f = self.caller_file()?;
        let mut queue: std::collections::VecDeque<(String, Arc<RepoFile>, String)> =
            supertypes(self.file, class)
                .into_iter()
                .filter(|t| t.qual.is_none())
                .map(|t| (self.file.rel_path.clone(), f.clone(), t.simple))
                .collect();
        let mut seen: HashSet<(String, Vec<String>)> = HashSet::new();
        while let Some((rel, rf, sup)) = queue.pop_front() {
            if seen.len() > 64 {
                break;
            }
            let Some((r, cf, chain)) = resolve_class(
                self.ctx,
                &self.roots,
                &rel,
                &rf,
                &sup,
                &self.target.name,
                Some(name),
            ) else {
                continue;
            };
            if !seen.insert((r.clone(), chain.clone())) {
                continue;
            }
            if let Some((_, _, t)) = cf.fields.iter().find(|(c, n, _)| *c == chain && n == name) {
                return Some(t.clone());
            }
            if let Some((_, supers)) = cf.classes.iter().find(|(c, _)| *c == chain) {
                for s in supers {
                    queue.push_back((r.clone(), cf.clone(), s.clone()));
                }
            }
        }
        None
    }

    /// A `private` target is reachable only inside its own top-level class: the reason for a
    /// call from anywhere else.
    fn private_elsewhere(&self, call: Node) -> Option<String> {
        let m = &self.target.name;
        let private = !self.target.defs.is_empty()
            && self.target.defs.iter().all(|d| {
                d.signature
                    .split('(')
                    .next()
                    .is_some_and(|head| head.split_whitespace().any(|w| w == "private"))
            });
        let top = self.owner_chain.first()?;
        if !private {
            return None;
        }
        let owner = self.owner.as_deref().unwrap_or(top);
        if !self.same_file {
            return Some(format!(
                "{owner}.{m} is private: not reachable from {}",
                self.file.rel_path
            ));
        }
        let here = chain_including(self.file, call);
        (here.first() != Some(top)).then(|| {
            format!(
                "{owner}.{m} is private: not reachable from {}",
                here.first()
                    .map(String::as_str)
                    .unwrap_or("outside its class")
            )
        })
    }

    /// The caller file for the supertype walk, from the tree already parsed (shared with
    /// lookups that land in this file).
    fn caller_file(&self) -> Option<Arc<RepoFile>> {
        self.caller_rf
            .get_or_init(|| {
                // The same entry as [`repo_file`]'s when the tree's text is this file's: a
                // file walked as a caller is not parsed again as someone's supertype, nor
                // walked again the other way round.
                let (m, rel) = (&self.target.name, &self.file.rel_path);
                let same_text = self
                    .ctx
                    .read_shared(rel)
                    .is_some_and(|t| t.as_bytes() == self.file.src.as_slice());
                let key = if same_text {
                    format!("java-file:tree:{m}:{rel}")
                } else {
                    format!("java-file:{m}:{rel}")
                };
                self.ctx
                    .memo(&key, || {
                        Some(Arc::new(build_repo_file(self.file, &self.target.name)))
                    })
                    .as_ref()
                    .clone()
            })
            .clone()
    }

    /// Whether `chain` declared in `rel` is the target's class.
    fn is_owner_at(&self, rel: &str, chain: &[String]) -> bool {
        rel == self.target.rel_path && chain == self.owner_chain.as_slice()
    }

    /// Walk the supertypes named in `start` (each resolved from the file it is written in)
    /// up through the repository's files, collecting the declarations of the target's name
    /// met on the way and whether the target's own class is among them. The walk stops at the
    /// target's class: what it inherits is [`Cx::inherited_overload`]'s business.
    fn walk_up(&self, start: Vec<(String, Arc<RepoFile>, Vec<String>)>) -> Inherit {
        let m = self.target.name.as_str();
        let mut out = Inherit::default();
        let mut seen: HashSet<(String, Vec<String>)> = HashSet::new();
        let mut queue: std::collections::VecDeque<(String, Arc<RepoFile>, String)> = start
            .into_iter()
            .flat_map(|(rel, f, names)| names.into_iter().map(move |n| (rel.clone(), f.clone(), n)))
            .collect();
        while let Some((rel, f, name)) = queue.pop_front() {
            if seen.len() > 64 {
                break;
            }
            if jdk_type_lacks(&name, m) {
                continue;
            }
            let Some((r, rf, chain)) = resolve_class(
                self.ctx,
                &self.roots,
                &rel,
                &f,
                &name,
                &self.target.name,
                None,
            ) else {
                // A member type named through its outer class that the repository does not
                // declare (`Map.Entry`) is not followed, as the classes' headers keep it.
                if name.contains('.')
                    || self.jdk_lacks_method(&rel, &f, &name)
                    || library_lacks_method(&f, &name, &self.target.name)
                {
                    continue;
                }
                if !out.unknown.contains(&name) {
                    out.unknown.push(name);
                }
                continue;
            };
            if !seen.insert((r.clone(), chain.clone())) {
                continue;
            }
            if self.is_owner_at(&r, &chain) {
                out.reaches_target = true;
                continue;
            }
            for d in rf
                .defs
                .iter()
                .filter(|d| d.kind == DefKind::Method && d.name == m && d.scope == chain)
            {
                out.declared.push((name.clone(), d.clone()));
                out.declared_files.push(r.clone());
            }
            if let Some((_, supers)) = rf.classes.iter().find(|(c, _)| *c == chain) {
                for s in supers {
                    queue.push_back((r.clone(), rf.clone(), s.clone()));
                }
            }
        }
        out
    }

    /// Whether `q.<owner>`, written in the caller's file through a class `q` that declares no
    /// member of the owner's name, is the target's own member class, inherited by `q`.
    fn inherits_owner(&self, q: &str) -> bool {
        let Some(owner) = self.owner.as_deref() else {
            return false;
        };
        if q.contains('.') {
            return false;
        }
        let Some(f) = self.caller_file() else {
            return false;
        };
        resolve_class(
            self.ctx,
            &self.roots,
            &self.file.rel_path,
            &f,
            &format!("{q}.{owner}"),
            &self.target.name,
            None,
        )
        .is_some_and(|(r, _, chain)| self.is_owner_at(&r, &chain))
    }

    /// The walk up from the member type `name` that the classes enclosing `call` inherit
    /// (innermost first; see [`inherited_member_type`]), `None` when none inherits one.
    fn inherited_member_walk(&self, call: Node, name: &str) -> Option<Arc<Option<Inherit>>> {
        let mut chain = class_chain(self.file, enclosing_class(call)?);
        // A JDK type's name (`String`): no walk for the rare member type shadowing it.
        if is_jdk_type(self.caller_file()?.as_ref(), name) {
            return None;
        }
        let key = format!(
            "java-reaches-member:{}:{}:{name}:{}:{}",
            self.file.rel_path,
            chain.join("."),
            self.target.rel_path,
            self.owner_chain.join(".")
        );
        let up = self.ctx.memo(&key, || {
            let f = self.caller_file()?;
            while !chain.is_empty() {
                if let Some((r, rf, outer, _)) = inherited_member_type(
                    self.ctx,
                    &self.roots,
                    &self.file.rel_path,
                    &f,
                    &chain,
                    name,
                    &self.target.name,
                    None,
                ) {
                    let outer = outer.last()?;
                    return Some(self.walk_up(vec![(r, rf, vec![format!("{outer}.{name}")])]));
                }
                chain.pop();
            }
            None
        });
        up.is_some().then_some(up)
    }

    /// Whether the supertype `name`, written in the file `rel` and declared by no file of the
    /// repository, is a JDK type that neither declares nor inherits a method of the target's
    /// name (the JDK's own declarations tell): nothing is inherited from it then.
    fn jdk_lacks_method(&self, rel: &str, f: &Arc<RepoFile>, name: &str) -> bool {
        self.jdk_qualified(&TypeRef::written(name), rel, f)
            .and_then(|q| super::stdlib::java_has_method(&q, &self.target.name))
            == Some(false)
    }

    /// Whether the supertype `name`, written in the file `rel` and declared by no file of the
    /// repository (nor of its package), is a JDK type that neither declares nor inherits a
    /// method `method` (the JDK's own declarations tell).
    fn jdk_type_lacks_method(
        &self,
        rel: &str,
        f: &Arc<RepoFile>,
        name: &str,
        method: &str,
    ) -> bool {
        is_jdk_type(f, name)
            && !package_declares(self.ctx, rel, name)
            && self
                .jdk_qualified(&TypeRef::written(name), rel, f)
                .and_then(|q| super::stdlib::java_has_method(&q, method))
                == Some(false)
    }

    /// A call bound to the target whose argument count no definition of the target's set
    /// accepts, while a supertype of the target's class declares a method of that name that
    /// does: Java resolves it to the inherited method (`Element.attr` changed, `el.attr("k")`
    /// still reaches `Node.attr(String)`). `No` with the reason when the inherited method is
    /// accessible here and the arguments provably fit it; `Maybe` when they do but its access
    /// (protected, from another package) is not sure; `None` when no inherited method is
    /// shown to take the call.
    fn inherited_overload(&self, node: Node, call: &Call) -> Option<(Binds, String)> {
        let n = call.args?;
        let set_accepts = self
            .target
            .defs
            .iter()
            .enumerate()
            .any(|(i, d)| call.may_fit(i) && d.params.accepts(n, false));
        if set_accepts || self.owner_supers.is_empty() {
            return None;
        }
        let key = format!(
            "java-inherited:{}:{}:{}",
            self.target.rel_path,
            self.owner_chain.join("."),
            self.target.name
        );
        let up = self.ctx.memo(&key, || {
            let f = repo_file(self.ctx, &self.target.rel_path, &self.target.name, None)?;
            Some(self.walk_up(vec![(
                self.target.rel_path.clone(),
                f,
                self.owner_supers.clone(),
            )]))
        });
        let up = up.as_ref().as_ref()?;
        let m = &self.target.name;
        let owner = self.owner.as_deref().unwrap_or("");
        let caller_pkg = self.caller_file().map(|f| f.pkg.clone());
        let mut unsure = None;
        for ((c, d), rel) in up.declared.iter().zip(&up.declared_files) {
            if !d.params.accepts(n, false) {
                continue;
            }
            let decl_pkg = repo_file(self.ctx, rel, m, None).map(|f| f.pkg.clone());
            let access = match (&caller_pkg, &decl_pkg) {
                (Some(from), Some(decl)) => inherited_access(d, decl, from),
                _ => None,
            };
            if access == Some(false) {
                continue;
            }
            // A protected method of another package is reached only inside a subclass of its
            // class (JLS 6.6.2.1): from classes none of which is one, javac does not see it.
            let protected = d
                .signature
                .split('(')
                .next()
                .is_some_and(|h| h.split_whitespace().any(|w| w == "protected"));
            if access.is_none() && protected {
                if let Some(class) = d.scope.last() {
                    if self.outside_subclasses(node, &(rel.clone(), class.clone())) {
                        continue;
                    }
                }
            }
            // Only a provable fit counts: an argument whose type is not known here is read
            // as not fitting (jsoup's `tb.error(this)` beside the inherited `error(String)`).
            // A parameter typed by a type variable of the declaring class takes the type
            // argument the owner's supertypes give it (`BasicMultiMap<K, V>.put(K, V)`
            // inherited by a `CommonMultiMap<String, Section>` takes a `String` and a
            // `Section`).
            if !self.provably_fits(node, d)
                && !self
                    .substituted(d, rel)
                    .is_some_and(|s| self.provably_fits(node, &s))
            {
                continue;
            }
            if access == Some(true) {
                return Some((
                    Binds::No,
                    format!(
                        "resolves to the inherited {c}.{m} ({} parameter(s)): {owner}'s own does not take {n} argument(s)",
                        d.params.count
                    ),
                ));
            }
            unsure.get_or_insert((c, d));
        }
        unsure.map(|(c, d)| {
            (
                Binds::Maybe,
                format!(
                    "may resolve to the inherited {c}.{m} ({} parameter(s)), which takes {n} argument(s): whether it is accessible here is not sure",
                    d.params.count
                ),
            )
        })
    }

    /// The inherited `def` (declared in the file `rel`) with the type variables of its class
    /// replaced in its signature by the type arguments the target's class gives them through
    /// its supertypes; `None` when its parameters name none of them or the arguments are not
    /// all known (a raw supertype, one outside the repository).
    fn substituted(&self, def: &Def, rel: &str) -> Option<Def> {
        // An abstract method (an interface's, commons-math3's `FieldElement<T>.multiply(T)`)
        // is the one the target's class implemented: it is not another method to reach.
        let head = def.signature.split('(').next().unwrap_or("");
        if head.split_whitespace().any(|w| w == "abstract") {
            return None;
        }
        let text = self.ctx.read_shared(rel)?;
        if text_decl_keyword(&text, def.scope.last()?) != Some("class") {
            return None;
        }
        let (types, method_vars) = declared_param_types(&def.signature, &def.name)?;
        let map = self.class_type_args(rel, &def.scope)?;
        let map: HashMap<String, String> = map
            .iter()
            .filter(|(k, _)| !method_vars.contains(k))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        if !types
            .iter()
            .any(|t| map.contains_key(t.trim_end_matches("[]")))
        {
            return None;
        }
        Some(Def {
            signature: substitute_words(&def.signature, &map),
            ..def.clone()
        })
    }

    /// The type arguments the target's class gives the type parameters of the class `chain`
    /// declared in `rel`, one of its supertypes, read up the supertypes' headers in the
    /// repository (`class BasicProfile extends CommonMultiMap<String, Section>` and
    /// `class CommonMultiMap<K, V> extends BasicMultiMap<K, V>` give `BasicMultiMap`'s `K`
    /// `String`). `None` when the class is not met, or met raw.
    fn class_type_args(&self, rel: &str, chain: &[String]) -> Option<Arc<HashMap<String, String>>> {
        let key = format!(
            "java-type-args:{}:{}:{rel}:{}",
            self.target.rel_path,
            self.owner_chain.join("."),
            chain.join(".")
        );
        let v = self.ctx.memo(&key, || {
            let m = self.target.name.as_str();
            let owner = self.owner.clone()?;
            let mut queue = std::collections::VecDeque::from([(
                self.target.rel_path.clone(),
                owner,
                HashMap::new(),
            )]);
            let mut steps = 0;
            while let Some((at, class, map)) = queue.pop_front() {
                steps += 1;
                if steps > 64 {
                    break;
                }
                let text = self.ctx.read_shared(&at)?;
                let Some((_, supers)) = text_generic_header(&text, &class) else {
                    continue;
                };
                let f = repo_file(self.ctx, &at, m, None)?;
                for (sup, args) in supers {
                    let Some((r, _, found)) =
                        resolve_class(self.ctx, &self.roots, &at, &f, &sup, m, None)
                    else {
                        continue;
                    };
                    let Some(last) = found.last() else {
                        continue;
                    };
                    let Some(sup_text) = self.ctx.read_shared(&r) else {
                        continue;
                    };
                    let Some((params, _)) = text_generic_header(&sup_text, last) else {
                        continue;
                    };
                    // A raw supertype's members are erased (JLS 4.8): an unbounded type
                    // variable is `Object` there; a bounded one is left unknown.
                    let erased = args.is_empty();
                    if !erased && params.len() != args.len() {
                        if r == rel && found.as_slice() == chain {
                            return None;
                        }
                        continue;
                    }
                    let mut next: HashMap<String, String> = HashMap::new();
                    for (i, p) in params.iter().enumerate() {
                        let mut words = p.split_whitespace();
                        let Some(name) = words.next() else {
                            continue;
                        };
                        let value = match args.get(i) {
                            Some(a) => substitute_words(a, &map),
                            None if words.next().is_none() => "Object".to_string(),
                            None => continue,
                        };
                        next.insert(name.to_string(), value);
                    }
                    if r == rel && found.as_slice() == chain {
                        return Some(Arc::new(next));
                    }
                    queue.push_back((r, last.clone(), next));
                }
            }
            None
        });
        v.as_ref().clone()
    }

    /// Whether no class around `call` (the one declaring it and each enclosing one) is a
    /// subclass of the repository class `decl` (file, simple name), as their supertypes show:
    /// each a repository class whose own supertypes are all known, a JDK type or a library's
    /// class (neither extends a class of the tree). An anonymous class or a supertype not
    /// known leaves it unsure (false).
    fn outside_subclasses(&self, call: Node, decl: &(String, String)) -> bool {
        let Some(rf) = self.caller_file() else {
            return false;
        };
        let rel = self.file.rel_path.as_str();
        let mut class = enclosing_class(call);
        if class.is_none() {
            return false;
        }
        while let Some(c) = class {
            if !is_type_decl(c.kind()) {
                return false;
            }
            let Some(name) = c.child_by_field_name("name") else {
                return false;
            };
            if rel == decl.0 && self.file.text(name) == decl.1.as_str() {
                return false;
            }
            for t in supertypes(self.file, c) {
                let written = match &t.qual {
                    Some(q) if q.starts_with("java.") || q.starts_with("javax.") => continue,
                    Some(q) => format!("{q}.{}", t.simple),
                    None => t.simple.clone(),
                };
                match self.repo_class(rel, &rf, &written) {
                    Some(sup) => match self.repo_hierarchy(sup) {
                        Some(h) if !h.classes.contains(decl) => {}
                        _ => return false,
                    },
                    None if t.qual.is_none()
                        && is_jdk_type(&rf, &t.simple)
                        && !package_declares(self.ctx, rel, &t.simple) => {}
                    None if t.qual.is_none() && library_import(self.ctx, &rf, &t.simple) => {}
                    None => return false,
                }
            }
            class = enclosing_class(c);
        }
        true
    }

    /// Whether every argument of `call` provably fits the declared parameter types of `def`
    /// (a literal of a fitting kind, or a variable declared with the parameter's type), so
    /// that Java may choose `def` for it.
    fn provably_fits(&self, call: Node, def: &Def) -> bool {
        let mut args: Vec<Node> = call
            .child_by_field_name("arguments")
            .map(|a| named_children(a).filter(|c| !is_comment(*c)).collect())
            .unwrap_or_default();
        if !def.params.accepts(args.len(), false) {
            return false;
        }
        let (types, vars) = if def.params.variadic {
            // `m(String msg, Object... args)`: the trailing `Object...` takes anything; the
            // fixed parameters decide.
            let Some(fixed) = object_varargs_dropped(&def.signature) else {
                return false;
            };
            let Some((types, vars)) = declared_param_types(&fixed, &def.name) else {
                return false;
            };
            args.truncate(types.len());
            (types, vars)
        } else {
            match declared_param_types(&def.signature, &def.name) {
                Some(tv) => tv,
                None => return false,
            }
        };
        if args.len() != types.len() {
            return false;
        }
        args.iter().zip(&types).all(|(a, p)| {
            if fits(&arg_kind(self.file, *a), p, &vars) == Some(true) {
                return true;
            }
            // Any value fits `Object`, a primitive by boxing (JLS 15.12.2.3); a lambda or a
            // method reference needs a functional interface.
            if p == "Object" && !matches!(a.kind(), "lambda_expression" | "method_reference") {
                return true;
            }
            let known = |t: &TypeRef| typed_fits(t, p);
            match a.kind() {
                "binary_expression" if string_concat(self.file, *a) => {
                    return fits(&Arg::Str, p, &vars) == Some(true);
                }
                // `i++`, `--n`: the value has the variable's own type (JLS 15.14, 15.15).
                "update_expression" => {
                    return named_children(*a)
                        .find(|c| !is_comment(*c))
                        .filter(|c| c.kind() == "identifier")
                        .is_some_and(|v| {
                            let name = self.file.text(v).into_owned();
                            matches!(self.resolve_var(&name, call), Var::Typed(t) if known(&t))
                        });
                }
                "method_invocation" => {
                    let t = self.returned_type(*a, call, 0).or_else(|| {
                        let declared = match a.child_by_field_name("object") {
                            Some(o) if o.kind() != "this" => self.repo_method_result(*a, call, 0),
                            _ => self.own_method_result(*a, call),
                        };
                        declared.map(|(t, _)| t)
                    });
                    return t.is_some_and(|t| known(&t));
                }
                "identifier" => {}
                _ => return false,
            }
            let name = self.file.text(*a).into_owned();
            match self.resolve_var(&name, call) {
                Var::NotFound => enclosing_class(call)
                    .and_then(|c| self.inherited_field(c, &name))
                    .is_some_and(|t| known(&t)),
                Var::Typed(t) => known(&t),
                _ => false,
            }
        })
    }

    /// The repository class a call `inv` returns, by the declared return type of the method
    /// it reaches: looked up from the receiver's static class (a typed variable, `this`, the
    /// enclosing class for an unqualified call, another such call) up its supertypes, the
    /// first level that declares a method of that name taking that many arguments deciding.
    ///
    /// Read once per call node: what it answers does not depend on which call of the chain
    /// asks (every one starts where the chain starts, in the same scope), only on whether the
    /// depth limit cuts the reading short — a reading is kept with the number of receivers it
    /// goes down (or at least goes down, when cut), which tells the answer at any depth.
    fn repo_returned_class(&self, inv: Node, call: Node, depth: usize) -> Option<(String, String)> {
        if depth > RETURNED_CLASS_DEPTH {
            return None;
        }
        match self.returned_class.borrow().get(&inv.id()) {
            Some(ReturnedClass::Read { class, levels }) => {
                return class
                    .clone()
                    .filter(|_| depth + levels <= RETURNED_CLASS_DEPTH);
            }
            Some(ReturnedClass::Cut { at_least }) if depth + at_least > RETURNED_CLASS_DEPTH => {
                return None;
            }
            _ => {}
        }
        let mut kept = ReturnedClass::Read {
            class: None,
            levels: 0,
        };
        let class = self.read_returned_class(inv, call, depth, &mut kept);
        if let ReturnedClass::Read { class: c, .. } = &mut kept {
            c.clone_from(&class);
        }
        self.returned_class.borrow_mut().insert(inv.id(), kept);
        class
    }

    /// [`Self::repo_returned_class`] read afresh at `depth`; `kept` is set to how many
    /// receivers down the chain the reading went, or at least goes when the limit cut it.
    fn read_returned_class(
        &self,
        inv: Node,
        call: Node,
        depth: usize,
        kept: &mut ReturnedClass,
    ) -> Option<(String, String)> {
        let method = self
            .file
            .text(inv.child_by_field_name("name")?)
            .into_owned();
        let argc = super::resolve::call_args(self.file, inv).count.unwrap_or(0);
        let from = self.caller_file()?;
        let start = match inv.child_by_field_name("object") {
            None => self.enclosing_named_class(call)?,
            Some(o) => match o.kind() {
                "this" => self.enclosing_named_class(call)?,
                "identifier" => {
                    let n = self.file.text(o).into_owned();
                    let t = match self.resolve_var(&n, call) {
                        Var::Typed(t) => t,
                        // `JCommander.getConsole()`: a static call on a repository class.
                        Var::NotFound if is_class_like(&n) => {
                            return self
                                .repo_class(&self.file.rel_path, &from, &n)
                                .and_then(|start| self.returned_class_from(start, &method, argc));
                        }
                        _ => return None,
                    };
                    self.receiver_class(&t, &from)?
                }
                "method_invocation" => {
                    let class = self.repo_returned_class(o, call, depth + 1);
                    // One level more than the receiver's reading (none is kept for a
                    // receiver past the limit); a receiver read to its end whose answer the
                    // limit withheld here cut this reading short.
                    *kept = match self.returned_class.borrow().get(&o.id()) {
                        Some(ReturnedClass::Read { levels, .. })
                            if depth + 1 + levels <= RETURNED_CLASS_DEPTH =>
                        {
                            ReturnedClass::Read {
                                class: None,
                                levels: levels + 1,
                            }
                        }
                        Some(ReturnedClass::Read { levels, .. }) => ReturnedClass::Cut {
                            at_least: levels + 1,
                        },
                        Some(ReturnedClass::Cut { at_least }) => ReturnedClass::Cut {
                            at_least: at_least + 1,
                        },
                        None => ReturnedClass::Cut {
                            at_least: RETURNED_CLASS_DEPTH + 1 - depth,
                        },
                    };
                    class?
                }
                // `(new Buffer("..")).escape()`, `((Buffer) x).escape()`: the type written
                // there (an anonymous class may declare its own method of the name).
                "object_creation_expression" | "parenthesized_expression" | "cast_expression" => {
                    let mut inner = o;
                    while inner.kind() == "parenthesized_expression" {
                        inner = named_children(inner).find(|c| !is_comment(*c))?;
                    }
                    let anonymous = inner.kind() == "object_creation_expression"
                        && named_children(inner).any(|c| c.kind() == "class_body");
                    if anonymous || inner.kind() == "parenthesized_expression" {
                        return None;
                    }
                    let t = expr_type(self.file, inner)?;
                    self.receiver_class(&t, &from)?
                }
                _ => return None,
            },
        };
        self.returned_class_from(start, &method, argc)
    }

    /// The repository class (file, simple name) of a receiver's static type `t` written in the
    /// caller file (`from`): the class it names, or else the target's own class where
    /// [`Self::compare`] binds that name to it — a member class inherited from a supertype
    /// (`new Buffer(..)` in a subclass of the class declaring `Buffer`) is no file's
    /// top-level class for [`Self::repo_class`].
    fn receiver_class(&self, t: &TypeRef, from: &Arc<RepoFile>) -> Option<(String, String)> {
        if t.primitive || t.dims > 0 || self.type_params.contains(&t.simple) {
            return None;
        }
        let written = match &t.qual {
            Some(q) => format!("{q}.{}", t.simple),
            None => t.simple.clone(),
        };
        if let Some(class) = self.repo_class(&self.file.rel_path, from, &written) {
            return Some(class);
        }
        let owner = self.owner.as_deref()?;
        (t.simple == owner && self.compare(t, "receiver", None).0 == Binds::Yes)
            .then(|| (self.target.rel_path.clone(), owner.to_string()))
    }

    /// [`Self::repo_returned_class`] from the receiver's static class `start`: the first level
    /// up its supertypes that declares `method` taking `argc` arguments decides.
    /// Read once per measurement for a class, method name and count: the calls of a file (and
    /// of the files calling the same builder) ask about the same few methods again and again.
    fn returned_class_from(
        &self,
        start: (String, String),
        method: &str,
        argc: usize,
    ) -> Option<(String, String)> {
        let key = format!(
            "java-returned-class:{}:{}:{}:{method}:{argc}",
            self.target.name, start.0, start.1
        );
        (*self
            .ctx
            .memo(&key, || self.read_class_from(start, method, argc)))
        .clone()
    }

    /// [`Self::returned_class_from`] read afresh.
    fn read_class_from(
        &self,
        start: (String, String),
        method: &str,
        argc: usize,
    ) -> Option<(String, String)> {
        let m = self.target.name.as_str();
        let mut level = vec![start];
        let mut seen: HashSet<(String, String)> = HashSet::new();
        for _ in 0..8 {
            let mut found: Vec<(String, String)> = Vec::new();
            let mut next = Vec::new();
            for (rel, class) in &level {
                if !seen.insert((rel.clone(), class.clone())) {
                    continue;
                }
                let decls = self.methods_in(rel, method);
                let hits: Vec<&MethodDecl> = decls
                    .iter()
                    .filter(|(c, p, _, _)| c == class && p.accepts(argc, false))
                    .collect();
                if !hits.is_empty() {
                    for (_, _, ret, _) in hits {
                        // A generic, primitive or array result: no class to follow.
                        let ret = ret.as_ref()?;
                        let rf = repo_file(self.ctx, rel, m, None)?;
                        found.push(self.repo_class(rel, &rf, ret)?);
                    }
                    continue;
                }
                let text = self.ctx.read_shared(rel)?;
                let rf = repo_file(self.ctx, rel, m, None)?;
                for sup in text_supers(&text, class) {
                    match resolve_class(self.ctx, &self.roots, rel, &rf, &sup, m, None) {
                        Some((r, _, chain)) => next.push((r, chain.last()?.clone())),
                        None if is_jdk_type(&rf, &sup)
                            && !package_declares(self.ctx, rel, &sup) => {}
                        None => return None,
                    }
                }
            }
            if let Some(first) = found.first() {
                return found.iter().all(|f| f == first).then(|| first.clone());
            }
            if next.is_empty() {
                return None;
            }
            level = next;
        }
        None
    }

    /// The declared result type of an unqualified (or `this.`) call `inv` of a method of the
    /// caller's own named class, where it is sure, with the file it is written in (where its
    /// name is resolved): every method of that name taking that many arguments, declared in
    /// the class or up its supertypes (all of which must be classes of the repository: a JDK
    /// supertype may declare more), declares the same result type in the same file, or the
    /// same primitive. A class that declares no such method gives nothing (a static import may
    /// supply it).
    fn own_method_result(&self, inv: Node, call: Node) -> Option<(TypeRef, String)> {
        if inv
            .child_by_field_name("object")
            .is_some_and(|o| o.kind() != "this")
        {
            return None;
        }
        let method = self
            .file
            .text(inv.child_by_field_name("name")?)
            .into_owned();
        let argc = super::resolve::call_args(self.file, inv).count?;
        let start = self
            .enclosing_named_class(call)
            .or_else(|| self.outer_of_member_class(call, &method))?;
        // Read once per class, name and count: a file calls its own helpers many times.
        let key = format!(
            "java-own-result:{}:{}:{method}:{argc}:{}",
            start.0, start.1, self.target.name
        );
        (*self
            .ctx
            .memo(&key, || self.declared_result(start, &method, argc)))
        .clone()
    }

    /// The declared result type of a call `inv` on a receiver whose static type is a class of
    /// the repository (a typed variable, `this.field`, a class for a static call, another such
    /// call), with the file it is written in, where it is sure ([`Self::declared_result`] of
    /// that class: every method of that name taking that many arguments, up its supertypes,
    /// declares the same result). Javac chooses among exactly those members (JLS 15.12.1-2).
    fn repo_method_result(&self, inv: Node, call: Node, depth: usize) -> Option<(TypeRef, String)> {
        if depth > 4 {
            return None;
        }
        let obj = inv.child_by_field_name("object")?;
        let method = self
            .file
            .text(inv.child_by_field_name("name")?)
            .into_owned();
        let argc = super::resolve::call_args(self.file, inv).count?;
        let from = self.caller_file()?;
        let rel = self.file.rel_path.as_str();
        let written = |t: &TypeRef| match &t.qual {
            Some(q) => format!("{q}.{}", t.simple),
            None => t.simple.clone(),
        };
        let typed = |t: TypeRef| -> Option<(String, String)> {
            if t.primitive || t.dims > 0 || self.type_params.contains(&t.simple) {
                return None;
            }
            self.repo_class(rel, &from, &written(&t))
        };
        let start = match obj.kind() {
            "identifier" => {
                let n = self.file.text(obj).into_owned();
                match self.resolve_var(&n, call) {
                    Var::Typed(t) => typed(t)?,
                    // `DfpMath.pow(x, n)`: a static call on a repository class.
                    Var::NotFound if is_class_like(&n) => self.repo_class(rel, &from, &n)?,
                    _ => return None,
                }
            }
            "field_access" => {
                let o = obj.child_by_field_name("object")?;
                let f = obj.child_by_field_name("field")?;
                if o.kind() != "this" || f.kind() != "identifier" {
                    return None;
                }
                let Var::Typed(t) =
                    field_in_class(self.file, enclosing_class(call)?, &self.file.text(f))
                else {
                    return None;
                };
                typed(t)?
            }
            "method_invocation" => {
                let (t, r) = match obj.child_by_field_name("object") {
                    Some(o) if o.kind() != "this" => {
                        self.repo_method_result(obj, call, depth + 1)?
                    }
                    _ => self.own_method_result(obj, call)?,
                };
                if t.primitive || t.dims > 0 {
                    return None;
                }
                let rf = repo_file(self.ctx, &r, &self.target.name, None)?;
                self.repo_class(&r, &rf, &written(&t))?
            }
            _ => return None,
        };
        let key = format!(
            "java-own-result:{}:{}:{method}:{argc}:{}",
            start.0, start.1, self.target.name
        );
        (*self
            .ctx
            .memo(&key, || self.declared_result(start, &method, argc)))
        .clone()
    }

    /// [`Self::own_method_result`] for the class `start` (file, simple name): walked up its
    /// supertypes; a JDK supertype only where the JDK's declarations tell it has no method of
    /// that name.
    fn declared_result(
        &self,
        start: (String, String),
        method: &str,
        argc: usize,
    ) -> Option<(TypeRef, String)> {
        let m = self.target.name.as_str();
        let mut level = vec![start];
        let mut seen: HashSet<(String, String)> = HashSet::new();
        let mut found: Option<(TypeRef, String)> = None;
        for _ in 0..8 {
            let mut next = Vec::new();
            for (rel, class) in &level {
                if !seen.insert((rel.clone(), class.clone())) {
                    continue;
                }
                let text = self.ctx.read_shared(rel)?;
                // A file whose text never spells the name declares no method of it: a
                // supertype's file is parsed only when it may.
                let all = text.contains(method).then(|| self.methods_by_name(rel));
                let decls = all.as_ref().and_then(|a| a.get(method));
                // A method of no parameter overrides every one of that name and no parameter
                // above it (`Element copy()` over `Node copy()`: the call's type is the
                // override's, JLS 8.4.8.3, 15.12.3), and is more specific than a variadic one
                // (15.12.2.1): the class's supertypes are not asked.
                let mut overrides = false;
                for (c, p, _, ret) in decls.into_iter().flatten() {
                    if c != class || !p.accepts(argc, false) {
                        continue;
                    }
                    let ret = ret.as_ref()?;
                    match &found {
                        // The same name written in two files may be two classes.
                        Some((f, at)) if f != ret || (at != rel && !ret.primitive) => return None,
                        Some(_) => {}
                        None => found = Some((ret.clone(), rel.clone())),
                    }
                    overrides |= argc == 0 && p.count == 0 && !p.variadic;
                }
                if overrides {
                    continue;
                }
                let rf = repo_file(self.ctx, rel, m, None)?;
                for sup in text_supers(&text, class) {
                    match resolve_class(self.ctx, &self.roots, rel, &rf, &sup, m, None) {
                        Some((r, _, chain)) => next.push((r, chain.last()?.clone())),
                        None if self.jdk_type_lacks_method(rel, &rf, &sup, method) => {}
                        None => return None,
                    }
                }
            }
            if next.is_empty() {
                return found;
            }
            level = next;
        }
        None
    }

    /// For an unqualified call of `method` inside a member class (nested, named, not local):
    /// the top-level class around it, when the call is looked up there — JLS 15.12.1 searches
    /// the innermost enclosing class with a member method of that name, and each member class
    /// on the way out declares none, has no supertype but `Object` (no `extends`, no
    /// `implements`), and the name is none of `Object`'s methods. `None` otherwise.
    fn outer_of_member_class(&self, call: Node, method: &str) -> Option<(String, String)> {
        const OBJECT_METHODS: [&str; 9] = [
            "equals",
            "hashCode",
            "toString",
            "getClass",
            "clone",
            "finalize",
            "notify",
            "notifyAll",
            "wait",
        ];
        if OBJECT_METHODS.contains(&method) {
            return None;
        }
        let mut class = enclosing_class(call)?;
        loop {
            if !is_type_decl(class.kind()) {
                return None;
            }
            if class_chain(self.file, class).len() == 1 {
                let name = self
                    .file
                    .text(class.child_by_field_name("name")?)
                    .into_owned();
                return Some((self.file.rel_path.clone(), name));
            }
            let plain = class.kind() == "class_declaration"
                && supertypes(self.file, class).is_empty()
                && !declares_method(self.file, class, method);
            if !plain {
                return None;
            }
            // A member class: its declaration sits in the body of the class around it.
            let body = class.parent().filter(|b| b.kind() == "class_body")?;
            class = body.parent().filter(|c| is_type_decl(c.kind()))?;
        }
    }

    /// The named class around `call` (its file and simple name); `None` inside an anonymous or
    /// nested class, where an unqualified call may also reach an enclosing class.
    fn enclosing_named_class(&self, call: Node) -> Option<(String, String)> {
        let class = enclosing_class(call)?;
        if !is_type_decl(class.kind()) || class_chain(self.file, class).len() != 1 {
            return None;
        }
        let name = self
            .file
            .text(class.child_by_field_name("name")?)
            .into_owned();
        Some((self.file.rel_path.clone(), name))
    }

    /// The methods named `method` declared in the file `rel`: (class simple name, parameters,
    /// declared result type as written — `None` when primitive, an array, `void` or a type
    /// variable of the method or its class —, and the declared result type itself — `None`
    /// only when `void` or a type variable), parsed once per measurement.
    fn methods_in(&self, rel: &str, method: &str) -> Arc<Vec<MethodDecl>> {
        let key = format!("java-methods:{rel}:{method}");
        self.ctx.memo(&key, || {
            let Some(text) = self.ctx.read_shared(rel) else {
                return Vec::new();
            };
            if !text.contains(method) {
                return Vec::new();
            }
            self.file_methods(rel, Some(method))
                .into_iter()
                .map(|(_, d)| d)
                .collect()
        })
    }

    /// Every method declared in the file `rel`, by name (see [`Self::methods_in`]): read in
    /// one walk where a file is asked about many names.
    fn methods_by_name(&self, rel: &str) -> Arc<HashMap<String, Vec<MethodDecl>>> {
        let key = format!("java-methods-all:{rel}");
        self.ctx.memo(&key, || {
            let mut out: HashMap<String, Vec<MethodDecl>> = HashMap::new();
            for (name, d) in self.file_methods(rel, None) {
                out.entry(name).or_default().push(d);
            }
            out
        })
    }

    /// The methods declared in the file `rel` (named `only`, when given), with their names.
    fn file_methods(&self, rel: &str, only: Option<&str>) -> Vec<(String, MethodDecl)> {
        let mut out = Vec::new();
        {
            // The walk below reads no body that spells no type keyword: an outline parse
            // leaves such bodies out (most of a large class's text).
            let Some(file) = self
                .ctx
                .outline(rel, Lang::Java, "java-decls", &decls_outline_cut)
            else {
                return out;
            };
            walk_pruned(file.tree.root_node(), |n| {
                // A body declares a type only with its keyword (most of a file is bodies).
                if is_body(n.kind()) {
                    return spells_type_keyword(&file.src[n.byte_range()]);
                }
                if !is_type_decl(n.kind()) {
                    return true;
                }
                let Some(cname) = n.child_by_field_name("name") else {
                    return true;
                };
                let class_vars = n
                    .child_by_field_name("type_parameters")
                    .map(|t| file.text(t).into_owned())
                    .unwrap_or_default();
                for mem in members(n) {
                    if mem.kind() != "method_declaration" {
                        continue;
                    }
                    let Some(mname) = mem.child_by_field_name("name").map(|x| file.text(x)) else {
                        continue;
                    };
                    if only.is_some_and(|m| mname != m) {
                        continue;
                    }
                    let params = mem
                        .child_by_field_name("parameters")
                        .map(|p| super::resolve::params_of(&file, p))
                        .unwrap_or_default();
                    let method_vars = mem
                        .child_by_field_name("type_parameters")
                        .map(|t| file.text(t).into_owned())
                        .unwrap_or_default();
                    let ret = mem.child_by_field_name("type").map(|t| type_ref(&file, t));
                    let is_var = |t: &TypeRef| {
                        [&class_vars, &method_vars].iter().any(|vs| {
                            vs.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
                                .any(|w| w == t.simple)
                        })
                    };
                    let full =
                        ret.filter(|t| !t.simple.is_empty() && t.simple != "void" && !is_var(t));
                    let written = full
                        .clone()
                        .filter(|t| !t.primitive && t.dims == 0)
                        .map(|t| match t.qual {
                            Some(q) => format!("{q}.{}", t.simple),
                            None => t.simple,
                        });
                    out.push((
                        mname.into_owned(),
                        (file.text(cname).into_owned(), params, written, full),
                    ));
                }
                true
            });
        }
        out
    }

    /// Decide a receiver whose static class is the repository class `class` (file, simple
    /// name): the target's own class, a subclass (which may declare its own method of the
    /// name), a supertype (dispatch decides) or an unrelated class.
    fn class_verdict(&self, class: (String, String), what: &str) -> (Binds, String) {
        let Some(owner) = self.owner.clone() else {
            return (Binds::Maybe, format!("{what}: target has no owning type"));
        };
        let m = self.target.name.as_str();
        let owner_at = (self.target.rel_path.clone(), owner.clone());
        let shown = class.1.clone();
        if class == owner_at {
            return (Binds::Yes, format!("{what} is declared to return {owner}"));
        }
        // A library's class above `class` or the owner extends no class of the tree: the
        // repository classes among their supertypes decide.
        let Some(hierarchy) = self.repo_hierarchy(class.clone()) else {
            return (
                Binds::Maybe,
                format!("{what} returns {shown}: its supertypes are not all known"),
            );
        };
        let supers = &hierarchy.classes;
        if supers.contains(&owner_at) {
            // Between the returned class and the owner, a class declaring its own `m` takes
            // the call when the owner's no longer fits.
            let overrides = supers.iter().any(|c| {
                *c != owner_at
                    && self
                        .repo_hierarchy(c.clone())
                        .is_some_and(|h| h.classes.contains(&owner_at))
                    && self
                        .methods_in(&c.0, m)
                        .iter()
                        .any(|(k, _, _, _)| *k == c.1)
            });
            return if overrides {
                (
                    Binds::Maybe,
                    format!("{what} returns {shown}, a subclass of {owner} declaring its own {m}"),
                )
            } else {
                (
                    Binds::Yes,
                    format!("{what} returns {shown}, which extends {owner}"),
                )
            };
        }
        let owner_supers = self.repo_hierarchy(owner_at.clone());
        if owner_supers.is_none_or(|h| h.classes.contains(&class)) {
            return (
                Binds::Maybe,
                format!("{what} returns {shown}, a supertype of {owner}: dispatch decides"),
            );
        }
        (Binds::No, format!("{what} returns {shown}, not {owner}"))
    }

    /// For an argument `arg` of `call` whose text is no literal: per parameter of `def`,
    /// whether its static type ([`Cx::arg_static`]) provably does (`Some(true)`) or does not
    /// (`Some(false)`) fit the parameter. Classes of the repository are compared by their
    /// supertypes read up the repository (a class outside it cannot extend one inside; none is
    /// a primitive or a final JDK class); a primitive or final JDK type as a literal of its kind
    /// is; anything else is `None`.
    ///
    /// `def` is declared in the file `rel` whose classes declare the type variables
    /// `class_vars`; a variadic parameter gets two answers, for its element type and for its
    /// array type.
    fn declared_arg_fits(
        &self,
        arg: Node,
        call: Node,
        def: &Def,
        rel: &str,
        class_vars: &[String],
    ) -> Vec<Option<bool>> {
        let Some((mut types, vars, variadic)) = def_param_types(self.ctx, def, true) else {
            return Vec::new();
        };
        if let Some(elem) = variadic {
            types.push(format!("{elem}[]"));
            types.insert(types.len() - 1, elem);
        }
        if matches!(arg.kind(), "lambda_expression" | "method_reference") {
            return self.function_arg_fits(arg, call, &types, &vars, rel, class_vars);
        }
        // Asked once per definition of the set: read once per argument.
        let key = format!(
            "java-arg-static:{}:{}:{}:{}",
            self.target.name,
            self.file.rel_path,
            arg.start_byte(),
            arg.end_byte()
        );
        let memo = self.ctx.memo(&key, || self.arg_static(arg, call));
        let Some(known) = memo.as_ref().clone() else {
            return Vec::new();
        };
        // What follows reads only the argument's static type, the definition, the file it is
        // in and the caller file (a type declared there): answered once per such question, not
        // once per call (a file calling the same overloads with arguments of the same few
        // types asks it many times).
        let key = format!(
            "java-static-fits:{}:{}:{}:{}:{}:{}:{known:?}",
            self.target.name,
            self.file.rel_path,
            rel,
            class_vars.join(","),
            def.name,
            def.signature,
        );
        (*self.ctx.memo(&key, || {
            self.static_fits(known, &types, &vars, rel, class_vars)
        }))
        .clone()
    }

    /// [`Self::declared_arg_fits`] for an argument of the static type `known`: per parameter
    /// type (`types`, with the definition's type variables `vars`, written in the file `rel`).
    fn static_fits(
        &self,
        known: Static,
        types: &[String],
        vars: &[String],
        rel: &str,
        class_vars: &[String],
    ) -> Vec<Option<bool>> {
        let is_var = |p: &str| vars.iter().chain(class_vars).any(|v| v == p);
        let single_letter = |p: &str| {
            p.len() <= 2
                && p.starts_with(|c: char| c.is_ascii_uppercase())
                && p[1..].chars().all(|c| c.is_ascii_digit())
        };
        // Read when a parameter's class must be resolved: most parameters are decided before.
        let target_cell = std::cell::OnceCell::new();
        let target_file = || {
            target_cell
                .get_or_init(|| repo_file(self.ctx, rel, &self.target.name, None))
                .as_ref()
        };
        // A parameter type that is a primitive or a final class of `java.lang` (not a
        // repository class of that name): `Some(its simple name)`.
        let final_param = |p: &str| -> Option<String> {
            let simple = p.strip_prefix("java.lang.").unwrap_or(p);
            let primitive = matches!(
                simple,
                "byte" | "short" | "char" | "int" | "long" | "float" | "double" | "boolean"
            );
            if primitive {
                return Some(simple.to_string());
            }
            let tf = target_file()?;
            (is_final_jdk(simple) && self.repo_class(rel, tf, simple).is_none())
                .then(|| simple.to_string())
        };
        match known {
            // A primitive or an array parameter never takes it; what else does, its bound
            // decides.
            Static::TypeVar => types
                .iter()
                .map(|p| {
                    if is_var(p) || single_letter(p) {
                        return None;
                    }
                    let simple = p.strip_prefix("java.lang.").unwrap_or(p);
                    let primitive = matches!(
                        simple,
                        "byte" | "short" | "char" | "int" | "long" | "float" | "double" | "boolean"
                    );
                    if primitive || p.ends_with("[]") {
                        return Some(false);
                    }
                    matches!(simple, "Object").then_some(true)
                })
                .collect(),
            Static::Object => types
                .iter()
                .map(|p| {
                    if is_var(p) || single_letter(p) {
                        None
                    } else {
                        Some(matches!(p.as_str(), "Object" | "java.lang.Object"))
                    }
                })
                .collect(),
            // What a variable of a primitive or final JDK type fits is what a literal of that
            // kind fits (no other class extends it); a parameter of a repository type named
            // otherwise never takes it.
            Static::Final(kind) => types
                .iter()
                .map(|p| {
                    let simple = p.strip_prefix("java.lang.").unwrap_or(p);
                    if is_var(p) || single_letter(p) || simple.contains('.') {
                        return None;
                    }
                    // A primitive, a box or a String is never an array (JLS 5.3).
                    if p.ends_with("[]") {
                        return Some(false);
                    }
                    if let Some(f) = final_param(p) {
                        return fits(&kind, &f, vars);
                    }
                    let tf = target_file()?;
                    // A class of the repository, of the JDK (`Throwable`), or one the
                    // definition's file imports by name (`org.xml.sax.InputSource`: a class,
                    // no type variable): the supertypes of the kind's final class are all
                    // known, and `fits` names them.
                    let jdk =
                        || is_jdk_type(tf, simple) && !package_declares(self.ctx, rel, simple);
                    let imported = || {
                        tf.imports
                            .iter()
                            .any(|i| i.rsplit('.').next() == Some(simple))
                    };
                    if self.repo_class(rel, tf, p).is_none() && !jdk() && !imported() {
                        return None;
                    }
                    fits(&kind, simple, vars)
                })
                .collect(),
            // A JDK type is none of these; other JDK types may be its supertypes, as the
            // JDK's own declarations tell.
            Static::Jdk(arg_type) => types
                .iter()
                .map(|p| {
                    if is_var(p) || single_letter(p) {
                        return None;
                    }
                    let simple = p.strip_prefix("java.lang.").unwrap_or(p);
                    let primitive = matches!(
                        simple,
                        "byte" | "short" | "char" | "int" | "long" | "float" | "double" | "boolean"
                    );
                    if p.ends_with("[]") || primitive || final_param(p).is_some() {
                        return Some(false);
                    }
                    let tf = target_file()?;
                    if self.repo_class(rel, tf, p).is_some() {
                        return Some(false);
                    }
                    let written = TypeRef::written(p);
                    match self.jdk_qualified(&written, rel, tf) {
                        Some(param_type) => {
                            super::stdlib::java_subtype(arg_type.as_deref()?, &param_type)
                        }
                        // A type imported by name from outside the JDK (junit's
                        // `org.hamcrest.Matcher` beside `expect(Class<..>)`) is no supertype of
                        // a JDK type, whose supertypes are all the JDK's: no, once the data
                        // knows every one of them.
                        None if library_type(&written, tf) => {
                            super::stdlib::java_hierarchy(arg_type.as_deref()?).map(|_| false)
                        }
                        None => None,
                    }
                })
                .collect(),
            // An array fits `Object`, `Cloneable`, `Serializable` and an array type: one of
            // fewer dimensions whose elements those are; one of as many whose element type
            // its element type fits (a primitive one only its own).
            Static::Array(elem, elem_primitive, dims, elem_class) => types
                .iter()
                .map(|p| {
                    let base = p.trim_end_matches("[]");
                    let p_dims = (p.len() - base.len()) / 2;
                    if is_var(base) || single_letter(base) {
                        return None;
                    }
                    let simple = base.rsplit('.').next().unwrap_or(base);
                    let any_ref = matches!(simple, "Object" | "Cloneable" | "Serializable");
                    if p_dims < dims {
                        return Some(any_ref);
                    }
                    let base_primitive = matches!(
                        base,
                        "byte" | "short" | "char" | "int" | "long" | "float" | "double" | "boolean"
                    );
                    if elem_primitive {
                        return Some(p_dims == dims && base == elem);
                    }
                    if base_primitive {
                        return Some(false);
                    }
                    // A repository class is no array, no final JDK class; its supertypes
                    // decide the rest.
                    let class = elem_class.clone()?;
                    if p_dims > dims || final_param(base).is_some() {
                        return Some(false);
                    }
                    if matches!(base, "Object" | "java.lang.Object") {
                        return Some(true);
                    }
                    let hierarchy = self.repo_hierarchy(class)?;
                    let tf = target_file()?;
                    let param_class = self.repo_class(rel, tf, base)?;
                    Some(hierarchy.classes.contains(&param_class))
                })
                .collect(),
            Static::Repo(arg_class) => {
                let Some(hierarchy) = self.repo_hierarchy(arg_class) else {
                    return Vec::new();
                };
                let supers = &hierarchy.classes;
                // Above a library's class lie JDK types no declaration here names.
                let jdk_supers = (!hierarchy.library)
                    .then(|| self.repo_jdk_supertypes(supers))
                    .flatten();
                // Every supertype's simple name, when the whole hierarchy is known: a
                // parameter type named otherwise is none of them, whichever package declares
                // it (a `.*` import of a repository package leaves `List` unqualified).
                let names_cell = std::cell::OnceCell::new();
                let unnamed = |p: &str| -> Option<bool> {
                    let names = names_cell
                        .get_or_init(|| hierarchy_names(supers, jdk_supers.as_deref()))
                        .as_ref()?;
                    let simple = p.rsplit('.').next().unwrap_or(p);
                    (!names.contains(simple)).then_some(false)
                };
                types
                    .iter()
                    .map(|p| {
                        if is_var(p) || p.ends_with("[]") {
                            return None;
                        }
                        if p == "Object" || p == "java.lang.Object" {
                            return Some(true);
                        }
                        // A repository class is no primitive, nor a final JDK class.
                        if final_param(p).is_some() {
                            return Some(false);
                        }
                        let tf = target_file()?;
                        if let Some(param_class) = self.repo_class(rel, tf, p) {
                            return Some(supers.contains(&param_class));
                        }
                        // A JDK type: taken only through a JDK supertype of the class's
                        // hierarchy, as the JDK's declarations tell.
                        if !is_jdk_type(tf, p) || package_declares(self.ctx, rel, p) {
                            return unnamed(p);
                        }
                        let Some(param_type) = self.jdk_qualified(&TypeRef::written(p), rel, tf)
                        else {
                            return unnamed(p);
                        };
                        let mut known = true;
                        for q in jdk_supers.as_ref()?.iter() {
                            match super::stdlib::java_subtype(q, &param_type) {
                                Some(true) => return Some(true),
                                Some(false) => {}
                                None => known = false,
                            }
                        }
                        known.then_some(false)
                    })
                    .collect()
            }
        }
    }

    /// For a lambda or method reference `arg` of `call`: per parameter type (`types`, of a
    /// definition in the file `rel`), `Some(false)` where it is a JDK type the function cannot
    /// target (JLS 15.27.3, 15.13.2): a class, or an interface whose one abstract method takes
    /// another number of parameters than the lambda declares, or than any JDK method of the
    /// reference's name takes when its receiver is a variable of a JDK type (`ex::addSuppressed`
    /// is no `Closeable`). `None` elsewhere.
    fn function_arg_fits(
        &self,
        arg: Node,
        call: Node,
        types: &[String],
        vars: &[String],
        rel: &str,
        class_vars: &[String],
    ) -> Vec<Option<bool>> {
        // How many parameters the function takes: a lambda's own; for a reference, the
        // counts its method takes (any JDK method of that name), when that can be known.
        let lambda_params = (arg.kind() == "lambda_expression")
            .then(|| arg.child_by_field_name("parameters"))
            .flatten()
            .map(|p| match p.kind() {
                "identifier" => 1,
                _ => named_children(p).filter(|c| !is_comment(*c)).count(),
            });
        let reference = (arg.kind() == "method_reference")
            .then(|| self.jdk_bound_reference(arg, call))
            .flatten();
        if lambda_params.is_none() && reference.is_none() {
            return Vec::new();
        }
        let target_cell = std::cell::OnceCell::new();
        let target_file = || {
            target_cell
                .get_or_init(|| repo_file(self.ctx, rel, &self.target.name, None))
                .as_ref()
        };
        types
            .iter()
            .map(|p| {
                let single_letter = p.len() <= 2
                    && p.starts_with(|c: char| c.is_ascii_uppercase())
                    && p[1..].chars().all(|c| c.is_ascii_digit());
                if vars.iter().chain(class_vars).any(|v| v == p) || single_letter {
                    return None;
                }
                if p.ends_with("[]") {
                    return Some(false);
                }
                let tf = target_file()?;
                if self.repo_class(rel, tf, p).is_some() {
                    return None;
                }
                let q = self.jdk_qualified(&TypeRef::written(p), rel, tf)?;
                if !super::stdlib::java_type(&q)?.is_interface {
                    return Some(false);
                }
                let abstracts = super::stdlib::java_abstract_methods(&q)?;
                let [(_, n, false)] = abstracts[..] else {
                    return None;
                };
                match (lambda_params, &reference) {
                    (Some(k), _) => (k != n).then_some(false),
                    (None, Some(name)) => {
                        (!super::stdlib::accepts(super::Family::Java, name, n)).then_some(false)
                    }
                    (None, None) => None,
                }
            })
            .collect()
    }

    /// The method name of a reference `v::name` whose receiver `v` is a variable of a JDK
    /// type (its methods are the JDK's: a call of it takes what some JDK method of that name
    /// takes).
    fn jdk_bound_reference(&self, arg: Node, call: Node) -> Option<String> {
        let mut parts = named_children(arg).filter(|c| !is_comment(*c));
        let recv = parts.next()?;
        let name = parts.next()?;
        if recv.kind() != "identifier" || name.kind() != "identifier" || parts.next().is_some() {
            return None;
        }
        let var = self.file.text(recv).into_owned();
        let types = match self.resolve_var(&var, call) {
            Var::Typed(t) => vec![t],
            // `catch (IOException | RuntimeException ex)`: a union of its alternatives.
            Var::Untyped => multi_catch_types(self.file, &var, arg)?,
            Var::NotFound => return None,
        };
        let from = self.caller_file()?;
        for t in &types {
            if self.type_params.contains(&t.simple) || t.primitive || t.dims > 0 {
                return None;
            }
            match self.static_of(t, &self.file.rel_path, &from)? {
                Static::Jdk(_) | Static::Final(_) | Static::Object => {}
                _ => return None,
            }
        }
        Some(self.file.text(name).into_owned())
    }

    /// The static type of a call's argument whose text is no literal, where it is known: a
    /// variable (or an element of an array variable, `values[i]`), `this`, a field of a
    /// variable or class of the repository (`pair.key`, `Spec.NAME`), or a call of a JDK method
    /// whose result type is known.
    fn arg_static(&self, arg: Node, call: Node) -> Option<Static> {
        let t = match arg.kind() {
            "identifier" | "array_access" => {
                let (var, element) = match arg.kind() {
                    "array_access" => match arg.child_by_field_name("array") {
                        Some(a) if a.kind() == "identifier" => (a, true),
                        _ => return None,
                    },
                    _ => (arg, false),
                };
                let name = self.file.text(var).into_owned();
                let Var::Typed(mut t) = self.resolve_var(&name, call) else {
                    return None;
                };
                if element {
                    t.dims = t.dims.checked_sub(1)?;
                }
                t
            }
            "this" => return self.enclosing_named_class(call).map(Static::Repo),
            // A JDK method of known result (`String.valueOf(c)`, `s.trim()`), or a repository
            // method's declared result: of the caller's own class (`md5(data)`), or of the
            // receiver's repository class (`x.power10K(n)`, `DfpMath.pow(x, n)`).
            "method_invocation" => match self.returned_type(arg, call, 0) {
                Some(t) => t,
                None => {
                    // Declared in a supertype in another file: its name means what it means
                    // there.
                    let (t, rel) = match arg.child_by_field_name("object") {
                        Some(o) if o.kind() != "this" => self.repo_method_result(arg, call, 0)?,
                        _ => self.own_method_result(arg, call)?,
                    };
                    if rel != self.file.rel_path && !t.primitive {
                        let rf = repo_file(self.ctx, &rel, &self.target.name, None)?;
                        return self.static_of(&t, &rel, &rf);
                    }
                    t
                }
            },
            "field_access" => return self.field_static(arg, call),
            // `new double[n]`, `new Dfp[] {a, b}`: the element type with one dimension per
            // top-level `[` after it.
            "array_creation_expression" => {
                let ty = arg.child_by_field_name("type")?;
                let mut t = type_ref(self.file, ty);
                let end = arg
                    .child_by_field_name("value")
                    .map_or(arg.end_byte(), |v| v.start_byte());
                let whole = self.file.text(arg);
                let rest = whole.get(ty.end_byte() - arg.start_byte()..end - arg.start_byte())?;
                let mut depth = 0usize;
                let mut dims = 0usize;
                for c in rest.chars() {
                    match c {
                        '[' => {
                            if depth == 0 {
                                dims += 1;
                            }
                            depth += 1;
                        }
                        ']' => depth = depth.saturating_sub(1),
                        _ => {}
                    }
                }
                if dims == 0 {
                    return None;
                }
                t.dims += dims;
                t
            }
            // `new Foo(..)`, `new Foo(..) { .. }`: a Foo (an anonymous class has Foo's
            // supertypes and itself, which no parameter names).
            "object_creation_expression" => type_ref(self.file, arg.child_by_field_name("type")?),
            // `Foo.class`: a `java.lang.Class`, whatever `Foo`.
            "class_literal" => TypeRef {
                qual: Some("java.lang".to_string()),
                ..TypeRef::named("Class")
            },
            // `(Consumer<IOException>) null`: the cast's type (one type, not `A & B`).
            "cast_expression" => {
                let mut c = arg.walk();
                let mut types = arg.children_by_field_name("type", &mut c);
                let t = types.next()?;
                if types.next().is_some() {
                    return None;
                }
                type_ref(self.file, t)
            }
            _ => return None,
        };
        if self.type_params.contains(&t.simple) {
            let plain = t.qual.is_none() && t.dims == 0 && !self.file_types.contains(&t.simple);
            return (plain && never_unboxed(self.file, call, &t.simple, &self.type_params))
                .then_some(Static::TypeVar);
        }
        if t.primitive {
            if t.dims > 0 {
                return Some(Static::Array(t.simple, true, t.dims, None));
            }
            return final_kind(&t).map(Static::Final);
        }
        // The caller file's imports are read only now: most arguments are primitives or
        // untyped, and decided above.
        let from = self.caller_file()?;
        self.static_of(&t, &self.file.rel_path, &from)
    }

    /// A type written in the file `rel` as an argument's [`Static`] type.
    fn static_of(&self, t: &TypeRef, rel: &str, f: &Arc<RepoFile>) -> Option<Static> {
        if t.dims > 0 {
            // The element's repository class, when it is one.
            let class = (!t.primitive)
                .then(|| {
                    let written = match &t.qual {
                        Some(q) => format!("{q}.{}", t.simple),
                        None => t.simple.clone(),
                    };
                    self.repo_class(rel, f, &written)
                })
                .flatten();
            return Some(Static::Array(t.simple.clone(), t.primitive, t.dims, class));
        }
        if let Some(kind) = final_kind(t) {
            // `String` the JDK's, not a repository class of that name.
            let jdk = t.primitive
                || (!self.file_types.contains(&t.simple)
                    && self.repo_class(rel, f, &t.simple).is_none());
            return jdk.then_some(Static::Final(kind));
        }
        if t.primitive {
            return None;
        }
        let is_object = t.simple == "Object"
            && t.qual.as_deref().is_none_or(|q| q == "java.lang")
            && !self.file_types.contains("Object");
        if is_object {
            return Some(Static::Object);
        }
        let written = match &t.qual {
            Some(q) => format!("{q}.{}", t.simple),
            None => t.simple.clone(),
        };
        if let Some(class) = self.repo_class(rel, f, &written) {
            return Some(Static::Repo(class));
        }
        self.is_jdk_written(t, rel, f)
            .then(|| Static::Jdk(self.jdk_qualified(t, rel, f)))
    }

    /// The qualified name of a JDK type written `t` in the file `rel`, where the file says
    /// which one it is: written qualified, imported by name, or — with no class of that name
    /// in the file or its package — the one type of that name among the JDK packages the
    /// file imports with `.*` and `java.lang` (a `.*` import of another package may supply
    /// it: then none).
    fn jdk_qualified(&self, t: &TypeRef, rel: &str, f: &Arc<RepoFile>) -> Option<String> {
        let jdk_pkg = |p: &str| p.starts_with("java.") || p.starts_with("javax.");
        // A `.*` import of a JDK package the data has (`javax.json.*` is a library's), or of
        // a repository package without a public type of that name: it supplies none.
        let jdk_wildcard = |w: &str| {
            (jdk_pkg(w) && super::stdlib::java_package_known(w))
                || repo_package_lacks(self.ctx, w, &t.simple)
        };
        if let Some(q) = &t.qual {
            let full = format!("{q}.{}", t.simple);
            return (jdk_pkg(q) && super::stdlib::java_type(&full).is_some()).then_some(full);
        }
        if let Some(path) = f
            .imports
            .iter()
            .find(|i| i.rsplit('.').next() == Some(t.simple.as_str()))
        {
            return (jdk_pkg(path) && super::stdlib::java_type(path).is_some())
                .then(|| path.clone());
        }
        let declared_here = rel == self.file.rel_path && self.file_types.contains(&t.simple);
        if declared_here
            || f.wildcards.iter().any(|w| !jdk_wildcard(w))
            || package_declares(self.ctx, rel, &t.simple)
        {
            return None;
        }
        let mut found = f
            .wildcards
            .iter()
            .map(String::as_str)
            .chain(["java.lang"])
            .map(|w| format!("{w}.{}", t.simple))
            .filter(|q| super::stdlib::java_type(q).is_some());
        let first = found.next()?;
        found.next().is_none().then_some(first)
    }

    /// Whether a type written in the file `rel` is surely the JDK's: written qualified by
    /// `java.`/`javax.`, imported by name from there, or one of `java.lang`'s (implicitly
    /// imported) types that neither the file nor its package declares.
    fn is_jdk_written(&self, t: &TypeRef, rel: &str, f: &Arc<RepoFile>) -> bool {
        const JAVA_LANG: &[&str] = &[
            "Appendable",
            "AutoCloseable",
            "CharSequence",
            "Class",
            "ClassLoader",
            "Cloneable",
            "Comparable",
            "Enum",
            "Error",
            "Exception",
            "IllegalArgumentException",
            "IllegalStateException",
            "Iterable",
            "Number",
            "Readable",
            "Runnable",
            "RuntimeException",
            "StringBuffer",
            "StringBuilder",
            "Thread",
            "Throwable",
        ];
        let jdk_pkg = |p: &str| p.starts_with("java.") || p.starts_with("javax.");
        if let Some(q) = &t.qual {
            return jdk_pkg(q);
        }
        let imported = f
            .imports
            .iter()
            .find(|i| i.rsplit('.').next() == Some(t.simple.as_str()));
        match imported {
            Some(path) => jdk_pkg(path),
            None => {
                let declared_here =
                    rel == self.file.rel_path && self.file_types.contains(&t.simple);
                let lang = JAVA_LANG.contains(&t.simple.as_str())
                    && !declared_here
                    && !package_declares(self.ctx, rel, &t.simple);
                // `import java.io.*;` and `new StringReader(..)`: the one type of that name
                // the file's `.*` imports of JDK packages supply, with no `.*` import of
                // another package beside them ([`Cx::jdk_qualified`]).
                lang || (!f.wildcards.is_empty()
                    && self
                        .jdk_qualified(t, rel, f)
                        .is_some_and(|q| !q.starts_with("java.lang.")))
            }
        }
    }

    /// `obj.field` / `Class.FIELD` / `this.field` as an argument: the declared type of the
    /// field, read from the repository class that declares it (not its supertypes).
    fn field_static(&self, access: Node, call: Node) -> Option<Static> {
        let object = access.child_by_field_name("object")?;
        let field = access.child_by_field_name("field")?;
        if field.kind() != "identifier" {
            return None;
        }
        let fname = self.file.text(field).into_owned();
        let from = self.caller_file()?;
        let rel = self.file.rel_path.as_str();
        let written = match object.kind() {
            "this" => {
                let Var::Typed(t) = field_in_class(self.file, enclosing_class(call)?, &fname)
                else {
                    return None;
                };
                return self.static_of(&t, rel, &from);
            }
            "identifier" => {
                let n = self.file.text(object).into_owned();
                match self.resolve_var(&n, call) {
                    Var::Typed(t) if !t.primitive && t.dims == 0 => match &t.qual {
                        Some(q) => format!("{q}.{}", t.simple),
                        None => t.simple.clone(),
                    },
                    Var::NotFound if is_class_like(&n) => n,
                    _ => return None,
                }
            }
            _ => return None,
        };
        if self.type_params.contains(&written) {
            return None;
        }
        let (r, simple) = self.repo_class(rel, &from, &written)?;
        let rf = repo_file(self.ctx, &r, &self.target.name, Some(&fname))?;
        let (chain, _) = rf.classes.iter().find(|(c, _)| c.last() == Some(&simple))?;
        let (_, _, t) = rf
            .fields
            .iter()
            .find(|(c, n, _)| c == chain && *n == fname)?;
        self.static_of(t, &r, &rf)
    }

    /// The repository class a type written `Name` or `Outer.Name` denotes in file `rel`:
    /// (its file, its simple name).
    fn repo_class(&self, rel: &str, f: &Arc<RepoFile>, written: &str) -> Option<(String, String)> {
        let m = self.target.name.as_str();
        let mut parts = written.split('.');
        let first = parts.next()?;
        if !first.starts_with(|c: char| c.is_ascii_uppercase()) {
            return None;
        }
        let (mut r, mut rf, chain) = resolve_class(self.ctx, &self.roots, rel, f, first, m, None)?;
        let mut last = chain.last()?.clone();
        for inner in parts {
            // A nested class: declared in the file of its outer class.
            let (r2, rf2, chain2) = resolve_class(self.ctx, &self.roots, &r, &rf, inner, m, None)?;
            if r2 != r {
                return None;
            }
            (r, rf, last) = (r2, rf2, chain2.last()?.clone());
        }
        Some((r, last))
    }

    /// The repository classes among a class's supertypes (itself included), each as (file,
    /// simple name), and whether a supertype is a class of a library outside the tree. Such
    /// a class cannot extend a class of the tree (the library is compiled without it), so
    /// the repository classes are all there; what JDK types lie above it is not known.
    /// `None` when a supertype is none of these.
    fn repo_hierarchy(&self, start: (String, String)) -> Option<Arc<Hierarchy>> {
        let key = format!("java-supers:{}:{}:{}", self.target.name, start.0, start.1);
        self.ctx
            .memo(&key, || {
                let m = self.target.name.as_str();
                let mut seen: HashSet<(String, String)> = HashSet::new();
                let mut library = false;
                let mut queue = vec![start.clone()];
                while let Some((rel, name)) = queue.pop() {
                    if !seen.insert((rel.clone(), name.clone())) {
                        continue;
                    }
                    if seen.len() > 64 {
                        return None;
                    }
                    let text = self.ctx.read_shared(&rel)?;
                    let rf = repo_file(self.ctx, &rel, m, None)?;
                    for sup in text_supers(&text, &name) {
                        match resolve_class(self.ctx, &self.roots, &rel, &rf, &sup, m, None) {
                            Some((r, _, chain)) => queue.push((r, chain.last()?.clone())),
                            None if is_jdk_type(&rf, &sup)
                                && !package_declares(self.ctx, &rel, &sup) => {}
                            None if library_import(self.ctx, &rf, &sup) => library = true,
                            None => return None,
                        }
                    }
                }
                Some(Arc::new(Hierarchy {
                    classes: seen,
                    library,
                }))
            })
            .as_ref()
            .clone()
    }

    /// The JDK supertypes (qualified) written in the headers of the repository classes
    /// `classes` (a class's [`Cx::repo_hierarchy`] classes), with `java.lang.Enum` for an enum,
    /// `java.lang.Record` for a record and `java.lang.annotation.Annotation` for an annotation
    /// type; `None` when one is not known by its qualified name.
    fn repo_jdk_supertypes(&self, classes: &HashSet<(String, String)>) -> Option<Vec<String>> {
        let m = self.target.name.as_str();
        let mut out: Vec<String> = Vec::new();
        for (rel, name) in classes {
            let key = format!("java-jdk-supers:{m}:{rel}:{name}");
            let own = self.ctx.memo(&key, || {
                let text = self.ctx.read_shared(rel)?;
                let rf = repo_file(self.ctx, rel, m, None)?;
                let mut own: Vec<String> = Vec::new();
                match text_decl_keyword(&text, name)? {
                    "enum" => own.push("java.lang.Enum".to_string()),
                    "record" => own.push("java.lang.Record".to_string()),
                    "@interface" => own.push("java.lang.annotation.Annotation".to_string()),
                    _ => {}
                }
                for sup in text_supers(&text, name) {
                    if resolve_class(self.ctx, &self.roots, rel, &rf, &sup, m, None).is_none() {
                        own.push(self.jdk_qualified(&TypeRef::written(&sup), rel, &rf)?);
                    }
                }
                Some(own)
            });
            out.extend(own.as_ref().clone()?);
        }
        Some(out)
    }

    fn is_target_class(&self, class: Node) -> bool {
        self.same_file && class_chain(self.file, class) == self.owner_chain
    }

    fn method_call(&self, call: Node) -> (Binds, String) {
        let m = self.target.name.as_str();
        let Some(obj) = call.child_by_field_name("object") else {
            return self.unqualified(call);
        };
        match obj.kind() {
            "this" => match enclosing_class(call) {
                Some(c) => self.this_call(c, call),
                None => (Binds::Maybe, format!("this.{m}() outside a class")),
            },
            "super" => self.super_call(call),
            "identifier" => self.identifier_receiver(obj, call),
            "field_access" => self.field_receiver(obj, call),
            "array_access" => {
                let arr = obj.child_by_field_name("array");
                match arr.filter(|a| a.kind() == "identifier") {
                    Some(a) => {
                        let name = self.file.text(a).into_owned();
                        match self.resolve_var(&name, call) {
                            Var::Typed(mut t) if t.dims > 0 => {
                                t.dims -= 1;
                                self.compare(&t, &format!("receiver {name}[...]"), Some(call))
                            }
                            _ => (
                                Binds::Maybe,
                                format!("receiver {name}[...]: type not known"),
                            ),
                        }
                    }
                    None => (
                        Binds::Maybe,
                        "receiver is an array element of unknown type".into(),
                    ),
                }
            }
            _ => match expr_type(self.file, obj) {
                Some(t) => {
                    let what = match obj.kind() {
                        "object_creation_expression" => {
                            format!("receiver new {}(...)", t.display())
                        }
                        "string_literal" | "text_block" => {
                            "receiver is a string literal, type".into()
                        }
                        _ => "receiver (cast)".to_string(),
                    };
                    self.compare(&t, &what, Some(call))
                }
                None => {
                    if obj.kind() == "method_invocation" {
                        if let Some(class) = self.repo_returned_class(obj, call, 0) {
                            let inner = obj
                                .child_by_field_name("name")
                                .map(|n| self.file.text(n).into_owned())
                                .unwrap_or_default();
                            return self.class_verdict(class, &format!("receiver {inner}(...)"));
                        }
                        if let Some(t) = self.returned_type(obj, call, 0) {
                            let inner = obj
                                .child_by_field_name("name")
                                .map(|n| self.file.text(n).into_owned())
                                .unwrap_or_default();
                            return self.compare(
                                &t,
                                &format!("receiver {inner}(...)'s result"),
                                Some(call),
                            );
                        }
                    }
                    let why = if obj.kind() == "method_invocation" {
                        "receiver is the result of another call: type not known".to_string()
                    } else {
                        format!("receiver ({}) type not known", obj.kind())
                    };
                    (Binds::Maybe, why)
                }
            },
        }
    }

    /// The type a JDK call returns, where the JDK fixes it: `toString()` of anything, and the
    /// String/StringBuilder methods of a receiver whose type is known (`s.trim()`,
    /// `String.valueOf(x)`, `sb.append(a).append(b)`). A class of the repository named like a
    /// JDK type shadows it, so then nothing is known.
    fn returned_type(&self, inv: Node, call: Node, depth: usize) -> Option<TypeRef> {
        if depth > 8 {
            return None;
        }
        let name = self
            .file
            .text(inv.child_by_field_name("name")?)
            .into_owned();
        let argc = super::resolve::call_args(self.file, inv).count.unwrap_or(0);
        let prim = |p: &str| TypeRef {
            simple: p.to_string(),
            primitive: true,
            ..TypeRef::default()
        };
        match (name.as_str(), argc) {
            ("toString", 0) => return Some(TypeRef::named("String")),
            // `Object.getClass()` is final: no class declares another of no argument.
            ("getClass", 0) => {
                return Some(TypeRef {
                    qual: Some("java.lang".to_string()),
                    ..TypeRef::named("Class")
                })
            }
            ("hashCode", 0) => return Some(prim("int")),
            ("equals", 1) => return Some(prim("boolean")),
            _ => {}
        }
        let obj = inv.child_by_field_name("object")?;
        let recv: TypeRef = match obj.kind() {
            "string_literal" | "text_block" => TypeRef::named("String"),
            "method_invocation" => self.returned_type(obj, call, depth + 1)?,
            "identifier" => {
                let n = self.file.text(obj).into_owned();
                match self.resolve_var(&n, call) {
                    Var::Typed(t) => t,
                    // `String.valueOf(x)`: a static call on the JDK class itself.
                    Var::NotFound if JDK_STRINGS.contains(&n.as_str()) => {
                        let statics = ["valueOf", "format", "join", "copyValueOf"];
                        return (n == "String" && statics.contains(&name.as_str()))
                            .then(|| TypeRef::named("String"))
                            .filter(|_| !self.file_types.contains("String"));
                    }
                    // `Paths.get(first, more)`: a static method of a JDK class, of one result
                    // type whatever the overload (the JDK's declarations tell).
                    Var::NotFound if is_class_like(&n) => return self.jdk_static_result(&n, &name),
                    _ => return None,
                }
            }
            _ => expr_type(self.file, obj)?,
        };
        if recv.dims > 0 || recv.primitive || self.file_types.contains(&recv.simple) {
            return None;
        }
        match recv.simple.as_str() {
            "String" => {
                const TO_STRING: &[&str] = &[
                    "trim",
                    "strip",
                    "stripLeading",
                    "stripTrailing",
                    "toLowerCase",
                    "toUpperCase",
                    "substring",
                    "replace",
                    "replaceAll",
                    "replaceFirst",
                    "concat",
                    "repeat",
                    "intern",
                    "formatted",
                    "indent",
                    "translateEscapes",
                    "stripIndent",
                ];
                const TO_BOOL: &[&str] = &[
                    "isEmpty",
                    "isBlank",
                    "startsWith",
                    "endsWith",
                    "contains",
                    "matches",
                    "equalsIgnoreCase",
                    "contentEquals",
                    "regionMatches",
                ];
                const TO_INT: &[&str] = &[
                    "length",
                    "indexOf",
                    "lastIndexOf",
                    "compareTo",
                    "compareToIgnoreCase",
                    "codePointAt",
                ];
                if TO_STRING.contains(&name.as_str()) {
                    Some(TypeRef::named("String"))
                } else if TO_BOOL.contains(&name.as_str()) {
                    Some(prim("boolean"))
                } else if TO_INT.contains(&name.as_str()) {
                    Some(prim("int"))
                } else if name == "charAt" {
                    Some(prim("char"))
                } else if name == "split" {
                    Some(TypeRef {
                        dims: 1,
                        ..TypeRef::named("String")
                    })
                } else {
                    None
                }
            }
            "StringBuilder" | "StringBuffer" => {
                const SELF: &[&str] = &[
                    "append",
                    "insert",
                    "reverse",
                    "replace",
                    "delete",
                    "deleteCharAt",
                    "appendCodePoint",
                ];
                if SELF.contains(&name.as_str()) {
                    Some(recv)
                } else if name == "substring" {
                    Some(TypeRef::named("String"))
                } else if name == "length" || name == "indexOf" {
                    Some(prim("int"))
                } else {
                    None
                }
            }
            _ => self.jdk_generic_result(&recv, &name, argc),
        }
    }

    /// The result type of `Class.name(...)` for `Class` a JDK class written in the caller file
    /// (imported, `java.lang`'s, ...), when every declaration of `name` there is static and of
    /// that one type.
    fn jdk_static_result(&self, class: &str, name: &str) -> Option<TypeRef> {
        if self.file_types.contains(class) {
            return None;
        }
        let f = self.caller_file()?;
        let q = self.jdk_qualified(&TypeRef::named(class), &self.file.rel_path, &f)?;
        let result = super::stdlib::java_static_result(&q, name)?;
        let base = result.trim_end_matches("[]");
        let dims = (result.len() - base.len()) / 2;
        let primitive = !base.contains('.');
        Some(TypeRef {
            dims,
            primitive,
            ..if primitive {
                TypeRef::named(base)
            } else {
                TypeRef::written(base)
            }
        })
    }

    /// The result of a `java.util` collection method in terms of its receiver's type arguments
    /// (`Map<K, V>.get(k)`: `V`; `Map.Entry<K, V>.getKey()`: `K`; `Iterator<E>.next()`: `E`),
    /// where the receiver is surely the JDK's type and its arguments are written (a raw type, a
    /// wildcard or a `<>` gives nothing).
    fn jdk_generic_result(&self, recv: &TypeRef, name: &str, argc: usize) -> Option<TypeRef> {
        const MAPS: &[&str] = &[
            "Map",
            "HashMap",
            "LinkedHashMap",
            "TreeMap",
            "SortedMap",
            "NavigableMap",
        ];
        const LISTS: &[&str] = &["List", "ArrayList", "LinkedList"];
        const COLLECTIONS: &[&str] = &[
            "Collection",
            "Set",
            "HashSet",
            "LinkedHashSet",
            "TreeSet",
            "SortedSet",
            "NavigableSet",
            "Queue",
            "Deque",
            "ArrayDeque",
        ];
        let arg = |i: usize, n: usize| -> Option<TypeRef> {
            (recv.args.len() == n)
                .then(|| recv.args[i].clone())
                .filter(|t| !t.simple.is_empty())
        };
        let util = |simple: &str, args: Vec<TypeRef>| TypeRef {
            simple: simple.to_string(),
            qual: Some("java.util".to_string()),
            args,
            ..TypeRef::default()
        };
        let simple = recv.simple.as_str();
        // `Map.Entry` / `java.util.Map.Entry`, or `Entry` imported as `java.util.Map.Entry`.
        let is_entry = simple == "Entry"
            && match recv.qual.as_deref() {
                Some("java.util.Map") => true,
                Some("Map") => self.is_java_util("Map", None),
                None => self.is_java_util("Entry", Some("java.util.Map.Entry")),
                _ => false,
            };
        if is_entry {
            return match (name, argc) {
                ("getKey", 0) => arg(0, 2),
                ("getValue", 0) => arg(1, 2),
                _ => None,
            };
        }
        // `java.util.function`'s: what `apply`/`get` gives is the written result argument.
        const FUNCTIONS: &[(&str, &str, usize, usize, usize)] = &[
            ("Function", "apply", 1, 1, 2),
            ("BiFunction", "apply", 2, 2, 3),
            ("UnaryOperator", "apply", 1, 0, 1),
            ("BinaryOperator", "apply", 2, 0, 1),
            ("Supplier", "get", 0, 0, 1),
        ];
        if let Some(&(_, _, _, i, n)) = FUNCTIONS
            .iter()
            .find(|(t, m, c, _, _)| *t == simple && *m == name && *c == argc)
        {
            let from_function = match recv.qual.as_deref() {
                Some("java.util.function") => true,
                None => self.is_jdk_imported("java.util.function", simple, None),
                _ => false,
            };
            return from_function.then(|| arg(i, n)).flatten();
        }
        let known = MAPS.contains(&simple)
            || LISTS.contains(&simple)
            || COLLECTIONS.contains(&simple)
            || matches!(simple, "Iterator" | "Optional");
        let from_util = match recv.qual.as_deref() {
            Some("java.util") => true,
            None => self.is_java_util(simple, None),
            _ => false,
        };
        if !known || !from_util {
            return None;
        }
        match (name, argc) {
            ("get", 1) if MAPS.contains(&simple) => arg(1, 2),
            ("keySet", 0) if MAPS.contains(&simple) => Some(util("Set", vec![arg(0, 2)?])),
            ("values", 0) if MAPS.contains(&simple) => Some(util("Collection", vec![arg(1, 2)?])),
            ("entrySet", 0) if MAPS.contains(&simple) => {
                let entry = TypeRef {
                    simple: "Entry".to_string(),
                    qual: Some("java.util.Map".to_string()),
                    args: vec![arg(0, 2)?, arg(1, 2)?],
                    ..TypeRef::default()
                };
                Some(util("Set", vec![entry]))
            }
            ("get", 1) if LISTS.contains(&simple) => arg(0, 1),
            ("iterator", 0) if LISTS.contains(&simple) || COLLECTIONS.contains(&simple) => {
                Some(util("Iterator", vec![arg(0, 1)?]))
            }
            ("stream", 0) if LISTS.contains(&simple) || COLLECTIONS.contains(&simple) => {
                Some(TypeRef {
                    simple: "Stream".to_string(),
                    qual: Some("java.util.stream".to_string()),
                    args: vec![arg(0, 1)?],
                    ..TypeRef::default()
                })
            }
            ("next", 0) if simple == "Iterator" => arg(0, 1),
            ("get" | "orElseThrow", 0) if simple == "Optional" => arg(0, 1),
            // `Collection.size()`/`Map.size()` return `int`, `isEmpty()` `boolean`: an
            // override cannot change a primitive result (JLS 8.4.8.3), so a raw receiver or
            // any implementation of the interface gives the same.
            ("size", 0) if simple != "Iterator" && simple != "Optional" => Some(TypeRef {
                simple: "int".to_string(),
                primitive: true,
                ..TypeRef::default()
            }),
            ("isEmpty", 0) if simple != "Iterator" && simple != "Optional" => Some(TypeRef {
                simple: "boolean".to_string(),
                primitive: true,
                ..TypeRef::default()
            }),
            _ => None,
        }
    }

    /// The element type of the iterable `value` of an enhanced `for` at `at`: an array
    /// variable's, or a `java.util` list's/collection's written type argument.
    fn element_type(&self, value: Node, at: Node) -> Option<TypeRef> {
        let mut t = match value.kind() {
            "identifier" => match self.resolve_var(&self.file.text(value), at) {
                Var::Typed(t) => t,
                _ => return None,
            },
            "method_invocation" => self.returned_type(value, at, 0)?,
            _ => return None,
        };
        if t.dims > 0 {
            t.dims -= 1;
            return Some(t);
        }
        if t.primitive || t.args.len() != 1 || self.file_types.contains(&t.simple) {
            return None;
        }
        // What `iterator()` gives is what the loop walks.
        let it = self.jdk_generic_result(&t, "iterator", 0)?;
        self.jdk_generic_result(&it, "next", 0)
    }

    /// The type of a one-parameter lambda's parameter when the lambda is the only argument of
    /// a `java.util.stream.Stream<T>`'s element-wise method (`map`, `filter`, `forEach`, ..),
    /// or of a `java.util` collection's `forEach`/`removeIf`: each takes a functional interface
    /// of `? super T`, so the parameter is a `T` (JLS 15.27.3). `T` must be written.
    fn lambda_element(&self, lambda: Node) -> Option<TypeRef> {
        const STREAM: &[&str] = &[
            "map",
            "filter",
            "forEach",
            "forEachOrdered",
            "anyMatch",
            "allMatch",
            "noneMatch",
            "peek",
            "flatMap",
            "takeWhile",
            "dropWhile",
            "mapToInt",
            "mapToLong",
            "mapToDouble",
        ];
        let args = lambda.parent().filter(|a| a.kind() == "argument_list")?;
        if named_children(args).filter(|c| !is_comment(*c)).count() != 1 {
            return None;
        }
        let inv = args.parent().filter(|i| i.kind() == "method_invocation")?;
        let name = self
            .file
            .text(inv.child_by_field_name("name")?)
            .into_owned();
        let obj = inv.child_by_field_name("object")?;
        let t = match obj.kind() {
            "method_invocation" => self.returned_type(obj, lambda, 0)?,
            "identifier" => match self.resolve_var(&self.file.text(obj), lambda) {
                Var::Typed(t) => t,
                _ => return None,
            },
            _ => return None,
        };
        if t.dims > 0 || t.primitive || t.args.len() != 1 || t.args[0].simple.is_empty() {
            return None;
        }
        let stream = t.simple == "Stream"
            && match t.qual.as_deref() {
                Some("java.util.stream") => true,
                None => self.is_jdk_imported("java.util.stream", "Stream", None),
                _ => false,
            };
        let fits = if stream {
            STREAM.contains(&name.as_str())
        } else {
            matches!(name.as_str(), "forEach" | "removeIf")
                && self.jdk_generic_result(&t, "iterator", 0).is_some()
        };
        fits.then(|| t.args[0].clone())
    }

    /// Whether the simple type name `simple`, written unqualified in the caller file, is
    /// `java.util`'s: imported by name (as `single`, or `java.util.<simple>` when `None`), or by
    /// `java.util.*` when neither the file nor its package declares a class of that name.
    fn is_java_util(&self, simple: &str, single: Option<&str>) -> bool {
        self.is_jdk_imported("java.util", simple, single)
    }

    /// [`Self::is_java_util`] for another JDK package `pkg` (`java.util.function`,
    /// `java.util.stream`).
    fn is_jdk_imported(&self, pkg: &str, simple: &str, single: Option<&str>) -> bool {
        if self.file_types.contains(simple) || self.type_params.contains(simple) {
            return false;
        }
        // A nested type (`Map.Entry`) is not imported by `java.util.*`.
        let (single, by_wildcard) = match single {
            Some(s) => (s.to_string(), false),
            None => (format!("{pkg}.{simple}"), true),
        };
        let mut wildcard = false;
        for i in self.imports.iter().filter(|i| !i.is_static) {
            if i.wildcard {
                wildcard |= i.path == pkg;
            } else if i.path == single {
                return true;
            } else if i.path.rsplit('.').next() == Some(simple) {
                return false;
            }
        }
        by_wildcard
            && wildcard
            && self
                .caller_file()
                .is_some_and(|f| self.repo_class(&self.file.rel_path, &f, simple).is_none())
    }

    /// A receiver's type written in the caller's file: for a type parameter in scope with a
    /// single class bound (`G extends Graph<V, E>`), the bound, where Java looks the call up
    /// (JLS 4.4), and the evidence named so.
    fn bounded(&self, t: TypeRef, what: &str, call: Node) -> (TypeRef, String) {
        if t.qual.is_none()
            && t.dims == 0
            && self.type_params.contains(&t.simple)
            && !self.file_types.contains(&t.simple)
        {
            if let Some(b) =
                type_param_bound(self.file, call, &t.simple).filter(|b| b.simple != t.simple)
            {
                return (b, format!("{what} (type parameter {})", t.simple));
            }
        }
        (t, what.to_string())
    }

    fn identifier_receiver(&self, obj: Node, call: Node) -> (Binds, String) {
        let name = self.file.text(obj).into_owned();
        match self.resolve_var(&name, call) {
            Var::Typed(t) => {
                let (t, what) = self.bounded(t, &format!("receiver {name}"), call);
                self.compare(&t, &what, Some(call))
            }
            Var::Untyped => (Binds::Maybe, format!("receiver {name} has no written type")),
            Var::NotFound => {
                if !is_class_like(&name) {
                    if let Some(t) =
                        enclosing_class(call).and_then(|c| self.inherited_field(c, &name))
                    {
                        return self.compare(
                            &t,
                            &format!("receiver {name} (inherited field)"),
                            Some(call),
                        );
                    }
                }
                self.class_receiver(&TypeRef::named(&name), &name, call)
            }
        }
    }

    /// `Name.m()` where `Name` is no variable in scope: a static call when it looks like a class.
    fn class_receiver(&self, t: &TypeRef, written: &str, call: Node) -> (Binds, String) {
        if is_class_like(&t.simple) || self.owner.as_deref() == Some(t.simple.as_str()) {
            self.compare(t, &format!("receiver {written} (a class)"), Some(call))
        } else {
            (
                Binds::Maybe,
                format!("receiver {written} is not declared here (inherited field?)"),
            )
        }
    }

    /// The declaration of the type `name` that a simple name at `at` reaches in this file: an
    /// enclosing class itself or a member type of one (innermost first), else a top-level
    /// type of the file; `None` for anything else (an imported or same-package type).
    fn type_in_scope<'t>(&self, name: &str, at: Node<'t>) -> Option<Node<'t>> {
        let named = |c: Node| {
            c.child_by_field_name("name")
                .is_some_and(|n| self.file.text(n) == name)
        };
        let mut cur = enclosing_class(at);
        while let Some(c) = cur {
            if is_type_decl(c.kind()) {
                if named(c) {
                    return Some(c);
                }
                if let Some(m) = members(c)
                    .into_iter()
                    .find(|m| is_type_decl(m.kind()) && named(*m))
                {
                    return Some(m);
                }
            }
            cur = enclosing_class(c);
        }
        let mut root = at;
        while let Some(p) = root.parent() {
            root = p;
        }
        named_children(root).find(|c| is_type_decl(c.kind()) && named(*c))
    }

    fn field_receiver(&self, obj: Node, call: Node) -> (Binds, String) {
        let Some(field) = obj.child_by_field_name("field") else {
            return (Binds::Maybe, "receiver type not known".into());
        };
        let Some(object) = obj.child_by_field_name("object") else {
            return (Binds::Maybe, "receiver type not known".into());
        };
        let fname = self.file.text(field).into_owned();
        if field.kind() == "this" {
            // Outer.this.m()
            let outer = self.file.text(object).into_owned();
            let mut cur = enclosing_class(call);
            while let Some(c) = cur {
                if is_type_decl(c.kind())
                    && c.child_by_field_name("name")
                        .map(|n| self.file.text(n))
                        .as_deref()
                        == Some(outer.as_str())
                {
                    return self.this_call(c, call);
                }
                cur = enclosing_class(c);
            }
            return (
                Binds::Maybe,
                format!("{outer}.this: no enclosing class {outer}"),
            );
        }
        if object.kind() == "this" {
            let Some(c) = enclosing_class(call) else {
                return (
                    Binds::Maybe,
                    format!("receiver this.{fname} outside a class"),
                );
            };
            return match field_in_class(self.file, c, &fname) {
                Var::Typed(t) => {
                    let (t, what) = self.bounded(t, &format!("receiver this.{fname}"), call);
                    self.compare(&t, &what, Some(call))
                }
                Var::Untyped => (
                    Binds::Maybe,
                    format!("receiver this.{fname}: type not known"),
                ),
                Var::NotFound => match self.inherited_field(c, &fname) {
                    Some(t) => self.compare(
                        &t,
                        &format!("receiver this.{fname} (inherited field)"),
                        Some(call),
                    ),
                    None => (
                        Binds::Maybe,
                        format!("field {fname} is not declared in this class (inherited?)"),
                    ),
                },
            };
        }
        // A dotted name: a package-qualified class, an outer class, or a field of a variable.
        let text = self.file.text(obj).into_owned();
        let dotted: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let segs: Vec<&str> = dotted.split('.').collect();
        let plain = segs.iter().all(|s| {
            !s.is_empty()
                && s.chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == '$')
        });
        if !plain || segs.len() < 2 {
            return (Binds::Maybe, format!("receiver {dotted}: type not known"));
        }
        let first = segs[0];
        if !matches!(self.resolve_var(first, call), Var::NotFound) {
            return (
                Binds::Maybe,
                format!("receiver {dotted}: a field of {first}, type not known"),
            );
        }
        let last = segs[segs.len() - 1];
        // `TestKeys.key0`: a static field (an enum constant) of a type this file declares
        // where the call sees it by its simple name. A field comes before a member type of
        // that name (JLS 6.5.2).
        if let [ty, f] = segs[..] {
            if let Some(c) = self.type_in_scope(ty, call) {
                if let Var::Typed(t) = field_in_class(self.file, c, f) {
                    let (t, what) = self.bounded(t, &format!("receiver {dotted}"), call);
                    return self.compare(&t, &what, Some(call));
                }
            }
        }
        if is_class_like(last) || self.owner.as_deref() == Some(last) {
            let t = TypeRef {
                simple: last.to_string(),
                qual: Some(segs[..segs.len() - 1].join(".")),
                ..TypeRef::default()
            };
            return self.class_receiver(&t, &dotted, call);
        }
        (
            Binds::Maybe,
            format!("receiver {dotted}: a static field, type not known"),
        )
    }

    fn this_call(&self, class: Node, call: Node) -> (Binds, String) {
        let m = self.target.name.as_str();
        let cname = class_label(self.file, class);
        if self.declares_target(class) {
            if self.is_target_class(class) {
                return (Binds::Yes, format!("this.{m}() inside {cname}"));
            }
            if let Some(o) = self.owner.as_deref() {
                if supertypes(self.file, class).iter().any(|s| s.simple == o) {
                    if let Some(v) = self.own_methods_reject(class, call) {
                        return v;
                    }
                    return (
                        Binds::Maybe,
                        format!("{cname} extends {o} and declares its own {m}"),
                    );
                }
            }
            return (
                Binds::No,
                format!("this.{m}(): {cname} declares its own {m}"),
            );
        }
        self.inherited(class, call)
            .unwrap_or_else(|| (Binds::Maybe, format!("{m} is not declared in {cname}")))
    }

    /// A class that extends the target's owner and declares methods of the target's name
    /// itself: an unqualified or `this.` call reaches the target's set when none of the
    /// class's own declarations takes its argument count and the supertypes, all found in the
    /// repository, declare no other method of that name that does (what it would reach is
    /// then only the target, or nothing: either way the target's parameters decide).
    fn own_methods_reject(&self, class: Node, call: Node) -> Option<(Binds, String)> {
        let m = self.target.name.as_str();
        let n = super::resolve::call_args(self.file, call).count?;
        let own_accepts = members(class).iter().any(|d| {
            if d.kind() != "method_declaration"
                || d.child_by_field_name("name")
                    .is_none_or(|x| self.file.text(x) != m)
            {
                return false;
            }
            let Some(p) = d.child_by_field_name("parameters") else {
                return true;
            };
            let params = super::resolve::params_of(self.file, p);
            if !params.accepts(n, false) {
                return false;
            }
            let def = Def {
                params,
                signature: header_text(self.file, *d, "body"),
                ..Def::spanning(*d, m.to_string(), DefKind::Method, Vec::new())
            };
            !self.rejects_by_type(call, &def, &self.file.rel_path)
        });
        if own_accepts {
            return None;
        }
        let supers = supertypes(self.file, class);
        if supers.iter().any(|s| s.qual.is_some()) {
            return None;
        }
        let names = supers.into_iter().map(|s| s.simple).collect();
        let up = self.walk_up(vec![(
            self.file.rel_path.clone(),
            self.caller_file()?,
            names,
        )]);
        if !up.reaches_target || !up.unknown.is_empty() || self.inherited_accept(&up, call, n) {
            return None;
        }
        let cname = class_label(self.file, class);
        let owner = self.owner.as_deref().unwrap_or("");
        Some((
            Binds::Yes,
            format!("{cname} extends {owner}; no {m} of its own takes {n} argument(s)"),
        ))
    }

    /// Whether a declaration of the target's name met up the supertypes (`up.declared`) may
    /// take the `n` arguments of `call`: its count and the arguments' types allow it.
    fn inherited_accept(&self, up: &Inherit, call: Node, n: usize) -> bool {
        up.declared
            .iter()
            .zip(&up.declared_files)
            .any(|((_, d), rel)| d.params.accepts(n, false) && !self.rejects_by_type(call, d, rel))
    }

    /// Whether an argument of `call` provably does not fit its parameter of `def`, declared in
    /// the file `rel` (by its literal kind or its declared type; the type variables of that
    /// file's classes are left alone).
    fn rejects_by_type(&self, call: Node, def: &Def, rel: &str) -> bool {
        let nodes: Vec<Node> = call
            .child_by_field_name("arguments")
            .map(|a| named_children(a).filter(|c| !is_comment(*c)).collect())
            .unwrap_or_default();
        let args: Vec<Arg> = nodes.iter().map(|c| arg_kind(self.file, *c)).collect();
        // Asked per call of the file's definitions: the file's type variables read once.
        let class_vars = self.ctx.memo(&format!("java-class-vars:{rel}"), || {
            self.ctx
                .read_shared(rel)
                .map(|text| declared_type_vars(&text))
        });
        let Some(class_vars) = class_vars.as_ref() else {
            return false;
        };
        !def_fits(self.ctx, &nodes, &args, def, class_vars, |a| {
            self.declared_arg_fits(a, call, def, rel, class_vars)
        })
    }

    /// The verdict for a class that does not declare the method itself, judged by its
    /// supertypes: extends the owner → Yes; may inherit it from elsewhere → Maybe; None when
    /// no supertype can supply it.
    fn inherited(&self, class: Node, call: Node) -> Option<(Binds, String)> {
        let m = self.target.name.as_str();
        let cname = class_label(self.file, class);
        let supers = supertypes(self.file, class);
        if let Some(o) = self.owner.as_deref() {
            if let Some(s) = supers.iter().find(|s| s.simple == o) {
                let what = format!("{m}() inherited: the superclass of {cname}");
                return Some(self.compare(s, &what, Some(call)));
            }
        }
        // Follow the supertypes through the repository's files.
        let names: Vec<String> = supers
            .iter()
            .filter(|s| s.qual.is_none())
            .map(|s| s.simple.clone())
            .collect();
        if names.len() == supers.len() {
            if let Some(f) = self.caller_file() {
                let up = self.walk_up(vec![(self.file.rel_path.clone(), f, names)]);
                let owner = self.owner.as_deref().unwrap_or("");
                let n = super::resolve::call_args(self.file, call)
                    .count
                    .unwrap_or(0);
                let set_accepts = self.target.defs.iter().any(|d| d.params.accepts(n, false));
                if let Some((c, _)) = up
                    .declared
                    .iter()
                    .find(|(_, d)| self.provably_fits(call, d))
                    .filter(|_| !up.reaches_target || !set_accepts)
                {
                    return Some((
                        Binds::No,
                        format!("{m}() in {cname} reaches the inherited {c}.{m}"),
                    ));
                }
                if up.reaches_target {
                    return Some(if up.declared.is_empty() {
                        (
                            Binds::Yes,
                            format!("{m}() inherited by {cname} from {owner}"),
                        )
                    } else if up.unknown.is_empty() && !self.inherited_accept(&up, call, n) {
                        // What the call may reach is the target's set, or nothing.
                        (
                            Binds::Yes,
                            format!(
                                "{m}() inherited by {cname} from {owner}; no other {m} above takes its {n} argument(s)"
                            ),
                        )
                    } else {
                        let by: Vec<&str> = up.declared.iter().map(|(c, _)| c.as_str()).collect();
                        (
                            Binds::Maybe,
                            format!("{cname} inherits {m} from {owner} and {}", by.join(", ")),
                        )
                    });
                }
                if up.unknown.is_empty() && !up.declared.is_empty() {
                    let by: Vec<&str> = up.declared.iter().map(|(c, _)| c.as_str()).collect();
                    return Some((
                        Binds::No,
                        format!(
                            "{m}() in {cname} reaches {}.{m}, not {owner}'s",
                            by.join(", ")
                        ),
                    ));
                }
                if up.unknown.is_empty() {
                    return None;
                }
                return Some((
                    Binds::Maybe,
                    format!(
                        "{m} may be inherited by {cname} from {}",
                        up.unknown.join(", ")
                    ),
                ));
            }
        }
        let caller = self.caller_file();
        let unknown: Vec<String> = supers
            .iter()
            .filter(|s| !jdk_type_lacks(&s.simple, m))
            .filter(|s| {
                let written = match &s.qual {
                    Some(q) => format!("{q}.{}", s.simple),
                    None => s.simple.clone(),
                };
                !caller.as_ref().is_some_and(|f| {
                    library_lacks_method(f, &written, m) || jdk_nested_lacks_method(f, s, m)
                })
            })
            .map(|s| s.simple.clone())
            .collect();
        if unknown.is_empty() {
            None
        } else {
            Some((
                Binds::Maybe,
                format!(
                    "{m} may be inherited by {cname} from {}",
                    unknown.join(", ")
                ),
            ))
        }
    }

    fn super_call(&self, call: Node) -> (Binds, String) {
        let m = self.target.name.as_str();
        let Some(class) = enclosing_class(call) else {
            return (Binds::Maybe, format!("super.{m}() outside a class"));
        };
        let sup = class
            .child_by_field_name("superclass")
            .and_then(|s| named_children(s).find(|c| !is_comment(*c)))
            .map(|t| type_ref(self.file, t));
        match sup {
            Some(t) if Some(t.simple.as_str()) == self.owner.as_deref() => {
                self.compare(&t, &format!("super.{m}(): superclass"), Some(call))
            }
            Some(t) => {
                if t.qual.is_none() {
                    if let Some(f) = self.caller_file() {
                        let up = self.walk_up(vec![(
                            self.file.rel_path.clone(),
                            f,
                            vec![t.simple.clone()],
                        )]);
                        // `super.m(..)` in a subclass of a subclass: javac looks `m` up in the
                        // superclass, whose members of that name are the target's set and those
                        // declared on the way up; when none of the latter takes the call's
                        // argument count, the target's set is what it binds (the owner's own
                        // supertypes are `inherited_overload`'s business).
                        let argc = super::resolve::call_args(self.file, call).count;
                        if up.reaches_target
                            && up.unknown.is_empty()
                            && argc.is_some_and(|n| {
                                !up.declared.iter().any(|(_, d)| d.params.accepts(n, false))
                            })
                        {
                            let owner = self.owner.as_deref().unwrap_or("");
                            return (
                                Binds::Yes,
                                format!(
                                    "super.{m}(): superclass {} inherits {owner}.{m}, and no class between declares one taking {} argument(s)",
                                    t.simple,
                                    argc.unwrap_or(0)
                                ),
                            );
                        }
                        if !up.reaches_target && !up.declared.is_empty() {
                            let by: Vec<&str> =
                                up.declared.iter().map(|(c, _)| c.as_str()).collect();
                            if up.unknown.is_empty()
                                || up.declared.iter().any(|(_, d)| self.provably_fits(call, d))
                            {
                                return (
                                    Binds::No,
                                    format!(
                                        "super.{m}(): superclass {} reaches {}.{m}",
                                        t.simple,
                                        by.join(", ")
                                    ),
                                );
                            }
                        }
                    }
                }
                (
                    Binds::Maybe,
                    format!("super.{m}(): superclass {} may inherit it", t.display()),
                )
            }
            None => (Binds::Maybe, format!("super.{m}(): superclass not known")),
        }
    }

    fn unqualified(&self, call: Node) -> (Binds, String) {
        let m = self.target.name.as_str();
        let mut cur = enclosing_class(call);
        while let Some(c) = cur {
            let cname = class_label(self.file, c);
            if self.declares_target(c) {
                if self.is_target_class(c) {
                    return (Binds::Yes, format!("unqualified {m}() inside {cname}"));
                }
                if let Some(o) = self.owner.as_deref() {
                    if supertypes(self.file, c).iter().any(|s| s.simple == o) {
                        if let Some(v) = self.own_methods_reject(c, call) {
                            return v;
                        }
                        return (
                            Binds::Maybe,
                            format!("{cname} extends {o} and declares its own {m}"),
                        );
                    }
                }
                return (
                    Binds::No,
                    format!("unqualified {m}(): {cname} declares its own {m}"),
                );
            }
            if let Some(v) = self.inherited(c, call) {
                return v;
            }
            cur = enclosing_class(c);
        }
        let owner = self.owner.as_deref().unwrap_or("");
        for imp in self.imports.iter().filter(|i| i.is_static) {
            let (class_path, member) = if imp.wildcard {
                (imp.path.as_str(), None)
            } else {
                match imp.path.rsplit_once('.') {
                    Some((c, mem)) => (c, Some(mem)),
                    None => continue,
                }
            };
            if member.is_some_and(|x| x != m) {
                continue;
            }
            let class_last = class_path.rsplit('.').next().unwrap_or(class_path);
            let what = format!(
                "import static {}{}",
                imp.path,
                if imp.wildcard { ".*" } else { "" }
            );
            if class_last == owner {
                let want = self.expected_container().map(|e| {
                    if e.is_empty() {
                        owner.to_string()
                    } else {
                        format!("{e}.{owner}")
                    }
                });
                match want {
                    Some(w) if w != class_path => {
                        return (Binds::No, format!("{what}: not {w}"));
                    }
                    _ => return (Binds::Yes, what),
                }
            }
            if member.is_some() {
                return (Binds::No, format!("{what}: another class's {m}"));
            }
        }
        if self.imports.iter().any(|i| i.is_static && i.wildcard) {
            return (
                Binds::Maybe,
                format!("{m}() may come from a static wildcard import"),
            );
        }
        (
            Binds::Maybe,
            format!("{m}() is not declared in this file's classes"),
        )
    }

    fn explicit_ctor(&self, node: Node<'a>) -> Option<(Binds, String, Node<'a>)> {
        let kw = node.child_by_field_name("constructor")?;
        let class = enclosing_class(node)?;
        match kw.kind() {
            "this" => self.is_target_class(class).then(|| {
                (
                    Binds::Yes,
                    format!("this(...) inside {}", self.target.name),
                    kw,
                )
            }),
            "super" => {
                let sup = class
                    .child_by_field_name("superclass")
                    .and_then(|s| named_children(s).find(|c| !is_comment(*c)))
                    .map(|t| type_ref(self.file, t))?;
                if sup.simple != self.target.name {
                    return None;
                }
                let (b, r) = self.compare(&sup, "super(...): superclass", None);
                Some((b, r, kw))
            }
            _ => None,
        }
    }

    /// Resolve a simple name at `at` lexically: locals and parameters of the enclosing blocks,
    /// lambdas, loops, catch clauses and resources, then fields of the enclosing classes.
    fn resolve_var(&self, name: &str, at: Node) -> Var {
        let file = self.file;
        let mut child = at;
        let mut cur = at.parent();
        let mut pattern_scanned = false;
        while let Some(p) = cur {
            let found = match p.kind() {
                "block" | "constructor_body" | "switch_block_statement_group" | "program" => {
                    let mut v = Var::NotFound;
                    for c in named_children(p) {
                        if c.start_byte() >= child.start_byte() {
                            break;
                        }
                        if c.kind() == "local_variable_declaration" {
                            if let Some(x) = decl_var(file, c, name) {
                                v = x;
                            }
                        }
                    }
                    v
                }
                "for_statement" => p
                    .child_by_field_name("init")
                    .filter(|i| i.kind() == "local_variable_declaration" && i.id() != child.id())
                    .and_then(|i| decl_var(file, i, name))
                    .unwrap_or(Var::NotFound),
                "enhanced_for_statement" => {
                    let named = p
                        .child_by_field_name("name")
                        .is_some_and(|n| file.text(n) == name);
                    let in_body = p
                        .child_by_field_name("body")
                        .is_some_and(|b| b.id() == child.id());
                    if named && in_body {
                        match typed_or_var(file, p.child_by_field_name("type"), None, None) {
                            // `for (var x : xs)`: the element of an array or a `java.util`
                            // collection whose element type is written.
                            Var::Untyped => p
                                .child_by_field_name("value")
                                .and_then(|v| self.element_type(v, p))
                                .map_or(Var::Untyped, Var::Typed),
                            v => v,
                        }
                    } else {
                        Var::NotFound
                    }
                }
                "catch_clause" => named_children(p)
                    .find(|c| c.kind() == "catch_formal_parameter")
                    .filter(|c| {
                        c.child_by_field_name("name")
                            .is_some_and(|n| file.text(n) == name)
                    })
                    .map(|c| {
                        let types: Vec<Node> = named_children(c)
                            .filter(|t| t.kind() == "catch_type")
                            .flat_map(named_children)
                            .filter(|t| !is_comment(*t))
                            .collect();
                        match types.as_slice() {
                            [one] => Var::Typed(type_ref(file, *one)),
                            _ => Var::Untyped,
                        }
                    })
                    .unwrap_or(Var::NotFound),
                "try_with_resources_statement" => {
                    let mut v = Var::NotFound;
                    if let Some(spec) = p.child_by_field_name("resources") {
                        for r in named_children(spec).filter(|r| r.kind() == "resource") {
                            if r.start_byte() >= at.start_byte() {
                                break;
                            }
                            if r.child_by_field_name("name")
                                .is_some_and(|n| file.text(n) == name)
                            {
                                v = typed_or_var(
                                    file,
                                    r.child_by_field_name("type"),
                                    r.child_by_field_name("value"),
                                    r.child_by_field_name("dimensions"),
                                );
                            }
                        }
                    }
                    v
                }
                "lambda_expression" => match p.child_by_field_name("parameters") {
                    Some(ps) if ps.kind() == "identifier" => {
                        if file.text(ps) == name {
                            self.lambda_element(p).map_or(Var::Untyped, Var::Typed)
                        } else {
                            Var::NotFound
                        }
                    }
                    Some(ps) if ps.kind() == "inferred_parameters" => {
                        let idents: Vec<Node> =
                            named_children(ps).filter(|i| !is_comment(*i)).collect();
                        if idents.iter().any(|i| file.text(*i) == name) {
                            if idents.len() == 1 {
                                self.lambda_element(p).map_or(Var::Untyped, Var::Typed)
                            } else {
                                Var::Untyped
                            }
                        } else {
                            Var::NotFound
                        }
                    }
                    Some(ps) => param_var(file, ps, name),
                    None => Var::NotFound,
                },
                "method_declaration" | "constructor_declaration" => {
                    let v = p
                        .child_by_field_name("parameters")
                        .map(|ps| param_var(file, ps, name))
                        .unwrap_or(Var::NotFound);
                    if matches!(v, Var::NotFound) && !pattern_scanned {
                        pattern_scanned = true;
                        pattern_var(file, p, name, at)
                    } else {
                        v
                    }
                }
                "compact_constructor_declaration" => super::resolve::enclosing(p, &TYPE_DECLS)
                    .and_then(|r| r.child_by_field_name("parameters"))
                    .map(|ps| param_var(file, ps, name))
                    .unwrap_or(Var::NotFound),
                k if is_type_decl(k) => self.class_field(p, name),
                "object_creation_expression" | "enum_constant" => {
                    if child.kind() == "class_body" {
                        self.class_field(p, name)
                    } else {
                        Var::NotFound
                    }
                }
                _ => Var::NotFound,
            };
            if !matches!(found, Var::NotFound) {
                return found;
            }
            child = p;
            cur = p.parent();
        }
        Var::NotFound
    }
}

// ---------------------------------------------------------------------------------------------
// Overloads by argument types
// ---------------------------------------------------------------------------------------------

/// What an argument is, as far as its own text tells.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Arg {
    Str,
    Char,
    Int,
    Long,
    Float,
    Double,
    Bool,
    Null,
    /// A lambda or a method reference: only a functional interface takes it.
    Function,
    /// `new T(...)`.
    New(String),
    /// `a - b`, `a * b`, `a / b`, `a % b`: a primitive number (binary numeric promotion),
    /// whatever the operands.
    Numeric,
    Unknown,
}

/// The static type of an argument, as far as the caller's declarations tell (see
/// [`Cx::arg_static`]).
/// A method declaration read by `methods_in`: (class simple name, parameters, declared result
/// as written when a class, declared result type when not `void` nor a type variable).
type MethodDecl = (String, Params, Option<String>, Option<TypeRef>);

#[derive(Clone, Debug)]
enum Static {
    /// A primitive or a final class of `java.lang` (`String`, `Integer`, ...): it fits what a
    /// literal of that kind fits.
    Final(Arg),
    /// `java.lang.Object`: only an `Object` (or type-variable) parameter takes it.
    Object,
    /// A repository class: (its file, its simple name).
    Repo((String, String)),
    /// A class or interface of the JDK other than `Object` and the final classes above (a
    /// `java.*` import, a `java.lang` type): no primitive, array, final JDK class or class of
    /// the repository is its supertype. Its qualified name, where the file tells it.
    Jdk(Option<String>),
    /// An array: its element type's simple name, whether that is a primitive, its dimensions,
    /// the element's repository class (file, simple name) when it is one.
    Array(String, bool, usize, Option<(String, String)>),
    /// A type variable that no box type bounds (`<T>`, `<T extends Number>`): never unboxed
    /// (JLS 5.1.8), so no primitive parameter takes it, and never an array.
    TypeVar,
}

/// The literal kind whose fits a value of type `t` shares: a primitive, or its box (boxing and
/// unboxing convert between them in an invocation); `String`. Not `byte`/`short`: no literal
/// has their type in an invocation.
fn final_kind(t: &TypeRef) -> Option<Arg> {
    if t.dims > 0 || t.qual.as_deref().is_some_and(|q| q != "java.lang") {
        return None;
    }
    let boxed_ok = !t.primitive;
    Some(match t.simple.as_str() {
        "char" if t.primitive => Arg::Char,
        "int" if t.primitive => Arg::Int,
        "long" if t.primitive => Arg::Long,
        "float" if t.primitive => Arg::Float,
        "double" if t.primitive => Arg::Double,
        "boolean" if t.primitive => Arg::Bool,
        "String" if boxed_ok => Arg::Str,
        "Character" if boxed_ok => Arg::Char,
        "Integer" if boxed_ok => Arg::Int,
        "Long" if boxed_ok => Arg::Long,
        "Float" if boxed_ok => Arg::Float,
        "Double" if boxed_ok => Arg::Double,
        "Boolean" if boxed_ok => Arg::Bool,
        _ => return None,
    })
}

fn arg_kind(file: &SourceFile, a: Node) -> Arg {
    match a.kind() {
        "string_literal" | "text_block" => Arg::Str,
        "character_literal" => Arg::Char,
        "decimal_integer_literal"
        | "hex_integer_literal"
        | "octal_integer_literal"
        | "binary_integer_literal" => {
            if file.text(a).ends_with(['l', 'L']) {
                Arg::Long
            } else {
                Arg::Int
            }
        }
        "decimal_floating_point_literal" | "hex_floating_point_literal" => {
            if file.text(a).ends_with(['f', 'F']) {
                Arg::Float
            } else {
                Arg::Double
            }
        }
        "true" | "false" => Arg::Bool,
        "null_literal" => Arg::Null,
        "lambda_expression" | "method_reference" => Arg::Function,
        "binary_expression"
            if a.child_by_field_name("operator").is_some_and(|o| {
                matches!(
                    file.text(o).as_ref(),
                    "-" | "*" | "/" | "%" | "<<" | ">>" | ">>>"
                )
            }) =>
        {
            Arg::Numeric
        }
        // Comparisons and conditional `&&`/`||` are boolean (JLS 15.20-15.24), whatever the
        // operands; so are `instanceof` and `!`.
        "binary_expression"
            if a.child_by_field_name("operator").is_some_and(|o| {
                matches!(
                    file.text(o).as_ref(),
                    "==" | "!=" | "<" | "<=" | ">" | ">=" | "&&" | "||"
                )
            }) =>
        {
            Arg::Bool
        }
        "instanceof_expression" => Arg::Bool,
        // `-x`, `+x`, `~x`: a primitive number (unary numeric promotion); `!b` a boolean.
        "unary_expression" => match a.child_by_field_name("operator").map(|o| file.text(o)) {
            Some(o) if o == "!" => Arg::Bool,
            Some(_) => Arg::Numeric,
            None => Arg::Unknown,
        },
        "update_expression" => Arg::Numeric,
        // `c ? "a" : "b"`: both operands of one primitive kind or both Strings give that type
        // (JLS 15.25).
        "ternary_expression" => {
            let kind = |f: &str| {
                a.child_by_field_name(f)
                    .map(|c| arg_kind(file, c))
                    .unwrap_or(Arg::Unknown)
            };
            let (x, y) = (kind("consequence"), kind("alternative"));
            let simple = matches!(
                x,
                Arg::Str
                    | Arg::Char
                    | Arg::Int
                    | Arg::Long
                    | Arg::Float
                    | Arg::Double
                    | Arg::Bool
                    | Arg::Numeric
            );
            if simple && x == y {
                x
            } else {
                Arg::Unknown
            }
        }
        // `"Unknown option: " + arg`: a `+` with a String operand is a String (JLS 15.18.1).
        "binary_expression" if string_concat(file, a) => Arg::Str,
        "object_creation_expression" => a
            .child_by_field_name("type")
            .map(|t| type_ref(file, t))
            .filter(|t| !t.simple.is_empty() && a.child_by_field_name("body").is_none())
            .map(|t| Arg::New(t.simple))
            .unwrap_or(Arg::Unknown),
        "parenthesized_expression" => named_children(a)
            .find(|c| !is_comment(*c))
            .map(|c| arg_kind(file, c))
            .unwrap_or(Arg::Unknown),
        _ => Arg::Unknown,
    }
}

/// The declared parameter types of a method header (`public <T> void on(String e, Runnable r)`
/// → `["String", "Runnable"]`), generics and annotations dropped; `None` when the list cannot
/// be read or one parameter is variadic (its arity rules differ).
fn declared_param_types(signature: &str, name: &str) -> Option<(Vec<String>, Vec<String>)> {
    param_types_as_written(signature, name, false)
}

/// [`declared_param_types`], with a qualified type kept as written (`Token.StartTag`) when
/// `qualified`.
fn param_types_as_written(
    signature: &str,
    name: &str,
    qualified: bool,
) -> Option<(Vec<String>, Vec<String>)> {
    match fixed_param_types(signature, name, qualified)? {
        (types, vars, None) => Some((types, vars)),
        (_, _, Some(_)) => None,
    }
}

/// The parameters of [`fixed_param_types`] for a definition of the target, read once per
/// process: every call of the file set is matched against the same few definitions, and
/// reading a signature's text again for each (some thousand times on a builder's overloads)
/// cost more than the rest of the overload choice.
fn def_param_types(ctx: &RepoCtx, d: &Def, qualified: bool) -> FixedParams {
    let key = format!("java-fixed-params:{qualified}:{}:{}", d.name, d.signature);
    (*ctx.memo(&key, || fixed_param_types(&d.signature, &d.name, qualified))).clone()
}

/// The parameter types as written before a variadic one, the method's type variables, and the
/// variadic parameter's element type (see [`fixed_param_types`]).
type FixedParams = Option<(Vec<String>, Vec<String>, Option<String>)>;

/// [`param_types_as_written`] of the parameters before a variadic one, and the variadic
/// parameter's element type when there is one (`m(Path p, String... more)` → `(["Path"], [],
/// Some("String"))`).
fn fixed_param_types(signature: &str, name: &str, qualified: bool) -> FixedParams {
    let ident = |c: char| c.is_alphanumeric() || c == '_' || c == '$';
    let mut at = None;
    for (i, _) in signature.match_indices(name) {
        let before = signature[..i].chars().next_back();
        let after = signature[i + name.len()..].trim_start();
        if !before.is_some_and(ident) && after.starts_with('(') {
            at = Some(i + name.len() + (signature[i + name.len()..].len() - after.len()));
            break;
        }
    }
    let head = &signature[..at?];
    // Method type parameters: `<T extends X, U>` before the return type.
    let mut type_vars: Vec<String> = Vec::new();
    if let (Some(lt), Some(gt)) = (head.find('<'), head.rfind('>')) {
        if lt < gt {
            for part in split_top(&head[lt + 1..gt]) {
                if let Some(v) = part.split_whitespace().next() {
                    type_vars.push(v.to_string());
                }
            }
        }
    }
    let rest = &signature[at? + 1..];
    let mut depth = 0usize;
    let mut end = None;
    for (i, c) in rest.char_indices() {
        match c {
            '(' | '<' => depth += 1,
            ')' if depth == 0 => {
                end = Some(i);
                break;
            }
            ')' | '>' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    let list = &rest[..end?];
    let mut types = Vec::new();
    let params = split_top(list);
    for (i, p) in params.iter().enumerate() {
        let variadic = p.contains("...");
        if variadic && i + 1 != params.len() {
            return None;
        }
        // Drop annotations (with their arguments), `final` and the ellipsis.
        let words: Vec<String> = strip_generics_keep_space(&strip_annotations(p))
            .replace("...", " ")
            .split_whitespace()
            .filter(|w| *w != "final")
            .map(String::from)
            .collect();
        if words.len() < 2 {
            return None;
        }
        let ty = words[..words.len() - 1].join("");
        let name_dims = words[words.len() - 1].matches('[').count();
        let base = ty.trim_end_matches("[]");
        let dims = ty.matches('[').count() + name_dims;
        let simple = if qualified {
            base
        } else {
            base.rsplit('.').next().unwrap_or(base)
        };
        let written = format!("{simple}{}", "[]".repeat(dims));
        if variadic {
            return Some((types, type_vars, Some(written)));
        }
        types.push(written);
    }
    Some((types, type_vars, None))
}

/// A parameter's text without its annotations (`@Nonnull`, `@Size(max = 3)`).
fn strip_annotations(p: &str) -> String {
    let mut out = String::new();
    let mut chars = p.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '@' {
            out.push(c);
            continue;
        }
        while chars
            .peek()
            .is_some_and(|c| c.is_alphanumeric() || *c == '_' || *c == '.' || *c == '$')
        {
            chars.next();
        }
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        if chars.peek() == Some(&'(') {
            let mut depth = 0usize;
            for c in chars.by_ref() {
                match c {
                    '(' => depth += 1,
                    ')' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
            }
        }
        out.push(' ');
    }
    out
}

/// The type parameters declared by the class-like types of a source text (`class A<K, V
/// extends X>` → K, V).
fn declared_type_vars(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for kw in ["class ", "interface ", "record "] {
        for (i, _) in text.match_indices(kw) {
            let rest = &text[i + kw.len()..];
            let name_end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
                .unwrap_or(rest.len());
            let after = rest[name_end..].trim_start();
            let Some(inner) = after.strip_prefix('<') else {
                continue;
            };
            let mut depth = 1usize;
            let mut end = inner.len();
            for (j, c) in inner.char_indices() {
                match c {
                    '<' => depth += 1,
                    '>' => {
                        depth -= 1;
                        if depth == 0 {
                            end = j;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            for part in split_top(&inner[..end]) {
                if let Some(v) = part.split_whitespace().next() {
                    out.push(v.to_string());
                }
            }
        }
    }
    out
}

/// Split at commas outside `<>`, `()` and `[]`.
fn split_top(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur);
    }
    out
}

/// Drop `<...>` (nested), keeping white space.
fn strip_generics_keep_space(s: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for ch in s.chars() {
        match ch {
            '<' => depth += 1,
            '>' => depth = depth.saturating_sub(1),
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Whether an argument of kind `a` can be passed to a parameter declared `p` (simple name,
/// `[]` per dimension) in a method invocation context: `Some(false)` only when it provably
/// cannot (JLS 5.3: identity, widening primitive, boxing then widening reference; no narrowing
/// of constants), `None` when only the types of the repository could tell.
fn fits(a: &Arg, p: &str, type_vars: &[String]) -> Option<bool> {
    let is_var = type_vars.iter().any(|v| v == p)
        || (p.len() <= 2
            && p.starts_with(|c: char| c.is_ascii_uppercase())
            && p[1..].chars().all(|c| c.is_ascii_digit()));
    if is_var {
        return None;
    }
    let any_ref = matches!(p, "Object" | "Serializable");
    let primitive = matches!(
        p,
        "byte" | "short" | "char" | "int" | "long" | "float" | "double" | "boolean"
    );
    let array = p.ends_with("[]");
    // Classes and interfaces of the JDK that are no functional interface (Comparable and
    // Constable are: a lambda may target them).
    let boxed = matches!(
        p,
        "Byte"
            | "Short"
            | "Character"
            | "Integer"
            | "Long"
            | "Float"
            | "Double"
            | "Boolean"
            | "Number"
            | "String"
            | "CharSequence"
    );
    let one_of = |ok: &[&str]| Some(any_ref || ok.contains(&p));
    match a {
        Arg::Str => one_of(&[
            "String",
            "CharSequence",
            "Comparable",
            "Constable",
            "ConstantDesc",
        ]),
        Arg::Char => one_of(&[
            "char",
            "int",
            "long",
            "float",
            "double",
            "Character",
            "Comparable",
            "Constable",
        ]),
        Arg::Int => one_of(&[
            "int",
            "long",
            "float",
            "double",
            "Integer",
            "Number",
            "Comparable",
            "Constable",
            "ConstantDesc",
        ]),
        Arg::Long => one_of(&[
            "long",
            "float",
            "double",
            "Long",
            "Number",
            "Comparable",
            "Constable",
            "ConstantDesc",
        ]),
        Arg::Float => one_of(&[
            "float",
            "double",
            "Float",
            "Number",
            "Comparable",
            "Constable",
            "ConstantDesc",
        ]),
        Arg::Double => one_of(&[
            "double",
            "Double",
            "Number",
            "Comparable",
            "Constable",
            "ConstantDesc",
        ]),
        Arg::Bool => one_of(&["boolean", "Boolean", "Comparable", "Constable"]),
        Arg::Null => Some(!primitive),
        // A lambda needs a functional interface: never a primitive, an array, Object, a boxed
        // type or String. Whether a repository type is one, only the repository could tell.
        Arg::Function => (primitive || array || any_ref || boxed).then_some(false),
        Arg::New(t) => {
            let literal = match t.as_str() {
                "String" => Some(Arg::Str),
                "Character" => Some(Arg::Char),
                "Integer" => Some(Arg::Int),
                "Long" => Some(Arg::Long),
                "Float" => Some(Arg::Float),
                "Double" => Some(Arg::Double),
                "Boolean" => Some(Arg::Bool),
                _ => None,
            };
            if t == p || any_ref {
                Some(true)
            } else if let Some(kind) = literal {
                // `new String(bytes)` is a String: it fits what a string literal fits (a final
                // class: nothing else is one).
                fits(&kind, p, type_vars)
            } else if primitive || array || (is_final_jdk(p) && t != p) {
                // `new Foo()` is no primitive, array, or boxed/String value (final classes of
                // the JDK: nothing extends them), unless Foo is one of them.
                (!is_final_jdk(t)).then_some(false)
            } else {
                None
            }
        }
        // Any primitive number or its box (which one, the operands decide); never an array,
        // a boolean, a String or a class of the repository.
        Arg::Numeric => {
            let numeric = matches!(
                p,
                "byte"
                    | "short"
                    | "char"
                    | "int"
                    | "long"
                    | "float"
                    | "double"
                    | "Byte"
                    | "Short"
                    | "Character"
                    | "Integer"
                    | "Long"
                    | "Float"
                    | "Double"
                    | "Number"
                    | "Comparable"
                    | "Constable"
                    | "ConstantDesc"
            );
            (!numeric && !any_ref).then_some(false)
        }
        Arg::Unknown => None,
    }
}

/// Whether a supertype name that no repository file declares is the JDK's: imported from
/// `java.*`/`javax.*` (by name or on demand), one of `java.lang`'s interfaces (implicitly
/// imported), or a JDK class of the standard-library data. A JDK type never extends a class
/// of the repository.
fn is_jdk_type(f: &RepoFile, name: &str) -> bool {
    const JAVA_LANG_INTERFACES: &[&str] = &[
        "Appendable",
        "AutoCloseable",
        "CharSequence",
        "Cloneable",
        "Comparable",
        "Iterable",
        "Readable",
        "Runnable",
    ];
    let imported = f
        .imports
        .iter()
        .find(|i| i.rsplit('.').next() == Some(name));
    match imported {
        Some(path) => path.starts_with("java.") || path.starts_with("javax."),
        None => {
            JAVA_LANG_INTERFACES.contains(&name)
                || super::stdlib::defines(super::Family::Java, name)
                // `import java.io.*;` and `implements Serializable`: a type of a JDK package
                // the file imports on demand (another `.*` supplying one of that name would
                // make the name ambiguous, which javac rejects).
                || f.wildcards.iter().any(|w| {
                    (w.starts_with("java.") || w.starts_with("javax."))
                        && super::stdlib::java_type(&format!("{w}.{name}")).is_some()
                })
        }
    }
}

/// The simple names of every supertype of the repository classes `classes` (a class's
/// [`Cx::repo_hierarchy`]) and of their JDK supertypes `jdk` (qualified, with all of theirs
/// as the JDK's declarations tell), `Object` included; `None` when one is not known.
fn hierarchy_names(
    classes: &HashSet<(String, String)>,
    jdk: Option<&[String]>,
) -> Option<HashSet<String>> {
    let mut names: HashSet<String> = classes.iter().map(|(_, n)| n.clone()).collect();
    names.insert("Object".to_string());
    for q in jdk? {
        for t in super::stdlib::java_hierarchy(q)? {
            let simple = t.rsplit('.').next().unwrap_or(&t);
            names.insert(simple.to_string());
        }
    }
    Some(names)
}

/// A class's supertypes as [`Cx::repo_hierarchy`] reads them.
struct Hierarchy {
    /// The repository classes among them, itself included: (file, simple name).
    classes: HashSet<(String, String)>,
    /// Whether one is a class of a library outside the tree ([`library_import`]).
    library: bool,
}

/// Whether the supertype `t`, written through an outer class the file `f` imports by name
/// from the JDK (`new Spliterators.AbstractSpliterator<T>(..) { .. }` with `import
/// java.util.Spliterators;`), is a JDK member type that neither declares nor inherits a
/// method `m`, as the JDK's declarations tell.
fn jdk_nested_lacks_method(f: &RepoFile, t: &TypeRef, m: &str) -> bool {
    let Some(q) = t.qual.as_deref() else {
        return false;
    };
    let (first, rest) = match q.split_once('.') {
        Some((a, b)) => (a, Some(b)),
        None => (q, None),
    };
    let Some(outer) = f
        .imports
        .iter()
        .find(|i| i.rsplit('.').next() == Some(first))
    else {
        return false;
    };
    if !(outer.starts_with("java.") || outer.starts_with("javax.")) {
        return false;
    }
    let full = match rest {
        Some(r) => format!("{outer}.{r}.{}", t.simple),
        None => format!("{outer}.{}", t.simple),
    };
    super::stdlib::java_has_method(&full, m) == Some(false)
}

/// Whether the supertype `name` (as written: simple or qualified), written in the file `f`
/// and declared by no file of the repository, is a type of a library the data knows (JUnit
/// 3's `junit.framework.TestCase`, see [`super::stdlib::java_library_has_method`]) that
/// neither declares nor inherits a method `m`: nothing of that name is inherited from it, so
/// a static import or an enclosing class decides the call. The type is the library's when it
/// is written qualified, imported by name, or imported with the library package's `.*` as
/// the file's only `.*` import outside the JDK while no JDK package imported so supplies the
/// name (the caller checked that no repository file declares it).
fn library_lacks_method(f: &RepoFile, name: &str, m: &str) -> bool {
    let jdk_pkg = |p: &str| p.starts_with("java.") || p.starts_with("javax.");
    let qualified = if name.contains('.') {
        Some(name.to_string())
    } else if let Some(path) = f
        .imports
        .iter()
        .find(|i| i.rsplit('.').next() == Some(name))
    {
        Some(path.clone())
    } else {
        let jdk_supplies = f
            .wildcards
            .iter()
            .map(String::as_str)
            .chain(["java.lang"])
            .any(|w| jdk_pkg(w) && super::stdlib::java_type(&format!("{w}.{name}")).is_some());
        let mut others = f.wildcards.iter().filter(|w| !jdk_pkg(w));
        match (others.next(), others.next()) {
            (Some(w), None) if !jdk_supplies => Some(format!("{w}.{name}")),
            _ => None,
        }
    };
    qualified.and_then(|q| super::stdlib::java_library_has_method(&q, m)) == Some(false)
}

/// Whether `name`, as the file `f` writes it, is a class that a single-type import takes from
/// a package no directory of the tree holds (`import org.jfree.util.PublicCloneable;` in a
/// tree without an `org/jfree/util/` directory of Java or Kotlin files): a library's class.
fn library_import(ctx: &RepoCtx, f: &RepoFile, name: &str) -> bool {
    let Some(imp) = f
        .imports
        .iter()
        .find(|i| i.rsplit('.').next() == Some(name))
    else {
        return false;
    };
    let parts: Vec<&str> = imp.split('.').collect();
    // The package: the segments before the first capitalised one (a nested class's outer).
    let pkg_len = parts[..parts.len() - 1]
        .iter()
        .position(|p| p.starts_with(|c: char| c.is_ascii_uppercase()))
        .unwrap_or(parts.len() - 1);
    if pkg_len == 0 || parts[0] == "java" || parts[0] == "javax" {
        return false;
    }
    let pkg_dir = parts[..pkg_len].join("/");
    let dirs = ctx.memo("java-jvm-dirs", || {
        [super::Family::Java, super::Family::Kotlin]
            .into_iter()
            .flat_map(|family| ctx.files_of(family))
            .map(|p| {
                p.rsplit_once('/')
                    .map(|(d, _)| d.to_string())
                    .unwrap_or_default()
            })
            .collect::<HashSet<String>>()
    });
    let suffix = format!("/{pkg_dir}");
    !dirs.iter().any(|d| *d == pkg_dir || d.ends_with(&suffix))
}

/// Whether a `.java` file in the directory of `rel` (its package) declares a type `name`,
/// in whichever file (a package-private class need not live in `<name>.java`).
fn package_declares(ctx: &RepoCtx, rel: &str, name: &str) -> bool {
    let dir = rel.rsplit_once('/').map(|(d, _)| d).unwrap_or("");
    // Asked again for every argument and parameter of a JDK type: the package is read once
    // per name.
    *ctx.memo(&format!("java-package-declares:{dir}:{name}"), || {
        package_declares_uncached(ctx, dir, name)
    })
}

fn package_declares_uncached(ctx: &RepoCtx, dir: &str, name: &str) -> bool {
    ctx.file_names(dir)
        .into_iter()
        .filter(|n| n.ends_with(".java"))
        .any(|n| {
            let path = if dir.is_empty() {
                n
            } else {
                format!("{dir}/{n}")
            };
            // The whole name: `class ClassBasedEdgeFactory` declares no `Class`.
            ctx.read_shared(&path).is_some_and(|t| {
                ["class ", "interface ", "enum ", "record "]
                    .iter()
                    .any(|kw| has_word(&t, &format!("{kw}{name}")))
            })
        })
}

/// Whether the type written `t` in the file `f` is surely a library's, not the JDK's: written
/// qualified by a package outside `java.`/`javax.`, or imported by name from one (a nested
/// type of the repository's is the repository's: [`Cx::repo_class`] answers first).
fn library_type(t: &TypeRef, f: &RepoFile) -> bool {
    let jdk_pkg = |p: &str| p.starts_with("java.") || p.starts_with("javax.");
    match &t.qual {
        // A package (`org.hamcrest`), not an enclosing type (`Map.Entry`).
        Some(q) => {
            !jdk_pkg(q)
                && q.split('.')
                    .all(|s| s.starts_with(|c: char| c.is_ascii_lowercase()))
        }
        None => f
            .imports
            .iter()
            .find(|i| i.rsplit('.').next() == Some(t.simple.as_str()))
            .is_some_and(|path| !jdk_pkg(path)),
    }
}

/// The final classes of `java.lang` whose values literals make: no other class extends them.
fn is_final_jdk(p: &str) -> bool {
    matches!(
        p,
        "Byte"
            | "Short"
            | "Character"
            | "Integer"
            | "Long"
            | "Float"
            | "Double"
            | "Boolean"
            | "String"
    )
}

/// For a call of the target: which definitions of the set its literal argument types can
/// reach (see [`Call::fits`]); `None` when no definition is ruled out.
///
/// `declared(arg, i)` answers for an argument whose text says nothing (a variable): whether its
/// declared type provably does (not) fit the `i`-th parameter of the definition.
fn overload_fits<'t>(
    file: &SourceFile,
    ctx: &RepoCtx,
    call: Node<'t>,
    target: &Target,
    class_vars: &[String],
    declared: impl Fn(Node<'t>, &Def) -> Vec<Option<bool>>,
) -> Option<Vec<bool>> {
    let nodes: Vec<Node<'t>> = call
        .child_by_field_name("arguments")
        .map(|a| named_children(a).filter(|c| !is_comment(*c)).collect())
        .unwrap_or_default();
    let args: Vec<Arg> = nodes.iter().map(|c| arg_kind(file, *c)).collect();
    let by_decl = args
        .iter()
        .zip(&nodes)
        .any(|(a, n)| *a == Arg::Unknown && declared_kind(n));
    if !by_decl && args.iter().all(|a| *a == Arg::Unknown) {
        return None;
    }
    let out: Vec<bool> = target
        .defs
        .iter()
        .map(|d| def_fits(ctx, &nodes, &args, d, class_vars, |n| declared(n, d)))
        .collect();
    out.iter().any(|f| !f).then_some(out)
}

/// An argument whose text says nothing of its type but whose declaration may (a variable, a
/// field, `this`, a call).
fn declared_kind(n: &Node) -> bool {
    matches!(
        n.kind(),
        "identifier"
            | "array_access"
            | "this"
            | "field_access"
            | "method_invocation"
            | "cast_expression"
            | "array_creation_expression"
            | "class_literal"
    )
}

/// Whether the arguments (`nodes`, of kinds `args`) may reach the definition `d` by their
/// types: false when one provably does not fit its parameter. A variadic parameter takes an
/// argument that fits its element type, or, alone in its place, its array type (JLS 15.12.2).
/// `declared(arg)` answers for an argument of a [`declared_kind`] (see [`Cx::declared_arg_fits`]:
/// one answer per parameter, then the element and the array type of a variadic one).
fn def_fits<'t>(
    ctx: &RepoCtx,
    nodes: &[Node<'t>],
    args: &[Arg],
    d: &Def,
    class_vars: &[String],
    declared: impl Fn(Node<'t>) -> Vec<Option<bool>>,
) -> bool {
    let Some((types, mut vars, variadic)) = def_param_types(ctx, d, false) else {
        return true;
    };
    vars.extend_from_slice(class_vars);
    let fixed = types.len();
    if fixed != args.len() && !(variadic.is_some() && args.len() >= fixed) {
        return true;
    }
    // The one argument in the variadic place may be the array itself.
    let alone = args.len() == fixed + 1;
    let literal = args
        .iter()
        .enumerate()
        .all(|(i, a)| match (types.get(i), &variadic) {
            (Some(p), _) => fits(a, p, &vars) != Some(false),
            (None, Some(elem)) => {
                fits(a, elem, &vars) != Some(false)
                    || (alone && fits(a, &format!("{elem}[]"), &vars) != Some(false))
            }
            (None, None) => true,
        });
    if !literal {
        return false;
    }
    nodes
        .iter()
        .enumerate()
        .filter(|(i, n)| {
            (args[*i] == Arg::Unknown && declared_kind(n))
                || matches!(args[*i], Arg::Function | Arg::New(_))
        })
        .all(|(i, n)| {
            let answers = declared(*n);
            let at = |k: usize| answers.get(k).copied().flatten() != Some(false);
            if i < fixed {
                at(i)
            } else {
                at(fixed) || (alone && at(fixed + 1))
            }
        })
}

/// The alternatives of the multi-`catch` parameter `name` whose block holds `at` (in the same
/// method body: no class body in between).
fn multi_catch_types(file: &SourceFile, name: &str, at: Node) -> Option<Vec<TypeRef>> {
    let mut cur = at.parent();
    while let Some(p) = cur {
        match p.kind() {
            "class_body" | "method_declaration" | "constructor_declaration" => return None,
            "catch_clause" => {
                let param = named_children(p).find(|c| c.kind() == "catch_formal_parameter")?;
                if param
                    .child_by_field_name("name")
                    .is_some_and(|n| file.text(n) == name)
                {
                    let types: Vec<TypeRef> = named_children(param)
                        .filter(|t| t.kind() == "catch_type")
                        .flat_map(named_children)
                        .filter(|t| !is_comment(*t))
                        .map(|t| type_ref(file, t))
                        .collect();
                    return (!types.is_empty() && types.iter().all(|t| !t.simple.is_empty()))
                        .then_some(types);
                }
            }
            _ => {}
        }
        cur = p.parent();
    }
    None
}

/// A variable declared with `type` (maybe `var`, then inferred from `value`).
fn typed_or_var(
    file: &SourceFile,
    ty: Option<Node>,
    value: Option<Node>,
    dims: Option<Node>,
) -> Var {
    let Some(ty) = ty else {
        return Var::Untyped;
    };
    if ty.kind() == "type_identifier" && file.text(ty) == "var" {
        return match value.and_then(|v| expr_type(file, v)) {
            Some(t) => Var::Typed(t),
            None => Var::Untyped,
        };
    }
    let mut t = type_ref(file, ty);
    if t.simple.is_empty() {
        return Var::Untyped;
    }
    t.dims += dims.map(|d| dims_in(file, d)).unwrap_or(0);
    Var::Typed(t)
}

/// Look `name` up among the declarators of a local/field/constant declaration.
fn decl_var(file: &SourceFile, decl: Node, name: &str) -> Option<Var> {
    let ty = decl.child_by_field_name("type");
    named_children(decl)
        .filter(|d| d.kind() == "variable_declarator")
        .find(|d| {
            d.child_by_field_name("name")
                .is_some_and(|n| file.text(n) == name)
        })
        .map(|d| {
            typed_or_var(
                file,
                ty,
                d.child_by_field_name("value"),
                d.child_by_field_name("dimensions"),
            )
        })
}

/// Look `name` up in a `formal_parameters` list.
fn param_var(file: &SourceFile, params: Node, name: &str) -> Var {
    for p in named_children(params) {
        match p.kind() {
            "formal_parameter"
                if p.child_by_field_name("name")
                    .is_some_and(|n| file.text(n) == name) =>
            {
                return typed_or_var(
                    file,
                    p.child_by_field_name("type"),
                    None,
                    p.child_by_field_name("dimensions"),
                );
            }
            "spread_parameter" => {
                let decl = named_children(p).find(|c| c.kind() == "variable_declarator");
                let named = decl
                    .and_then(|d| d.child_by_field_name("name"))
                    .is_some_and(|n| file.text(n) == name);
                if named {
                    let ty = named_children(p).find(|c| {
                        !matches!(
                            c.kind(),
                            "modifiers"
                                | "annotation"
                                | "marker_annotation"
                                | "variable_declarator"
                        ) && !is_comment(*c)
                    });
                    return match typed_or_var(file, ty, None, None) {
                        Var::Typed(mut t) => {
                            t.dims += 1;
                            Var::Typed(t)
                        }
                        v => v,
                    };
                }
            }
            _ => {}
        }
    }
    Var::NotFound
}

/// Pattern variables (`x instanceof Foo f`, `case Foo f ->`) declared in a method before `at`.
///
/// Both bindings spell `name`, so only the nodes holding an occurrence of it in the body are
/// visited ([`super::walk_hits`]), not the whole body: a name looked up many times in a long
/// method (a builder chain's receiver, a class name) no longer costs a walk of it each time.
fn pattern_var(file: &SourceFile, method: Node, name: &str, at: Node) -> Var {
    let mut v = Var::NotFound;
    let Some(body) = method.child_by_field_name("body") else {
        return v;
    };
    let Some(text) = file.src.get(body.start_byte()..body.end_byte()) else {
        return v;
    };
    // A pattern declares a variable only after `instanceof` or in a `case` label.
    if memchr::memmem::find(text, b"instanceof").is_none()
        && memchr::memmem::find(text, b"case").is_none()
    {
        return v;
    }
    let hits: Vec<(usize, usize)> = super::occurrences(text, &[name])
        .into_iter()
        .map(|(s, e)| (s + body.start_byte(), e + body.start_byte()))
        .collect();
    super::walk_hits(body, &hits, |n| {
        if n.start_byte() >= at.start_byte() {
            return;
        }
        match n.kind() {
            "instanceof_expression"
                if n.child_by_field_name("name")
                    .is_some_and(|x| file.text(x) == name) =>
            {
                v = match n.child_by_field_name("right") {
                    Some(t) => typed_or_var(file, Some(t), None, None),
                    None => Var::Untyped,
                };
            }
            "type_pattern" => {
                let id = named_children(n)
                    .filter(|c| c.kind() == "identifier")
                    .last();
                if id.is_some_and(|x| file.text(x) == name) {
                    let ty = named_children(n).find(|c| c.kind() != "identifier");
                    v = typed_or_var(file, ty, None, None);
                }
            }
            _ => {}
        }
    });
    v
}

/// The body holding a class's members (declarations and anonymous classes alike).
fn class_body(class: Node) -> Option<Node> {
    match class.kind() {
        "object_creation_expression" => named_children(class).find(|c| c.kind() == "class_body"),
        _ => class.child_by_field_name("body"),
    }
}

/// The members of a class body, looking into an enum's body declarations.
fn members(class: Node) -> Vec<Node> {
    let Some(body) = class_body(class) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for c in named_children(body) {
        if c.kind() == "enum_body_declarations" {
            out.extend(named_children(c));
        } else {
            out.push(c);
        }
    }
    out
}

fn field_in_class(file: &SourceFile, class: Node, name: &str) -> Var {
    for m in members(class) {
        match m.kind() {
            "field_declaration" | "constant_declaration" => {
                if let Some(v) = decl_var(file, m, name) {
                    return v;
                }
            }
            "enum_constant"
                if m.child_by_field_name("name")
                    .is_some_and(|n| file.text(n) == name) =>
            {
                if let Some(en) = class.child_by_field_name("name") {
                    return Var::Typed(TypeRef::named(&file.text(en)));
                }
            }
            _ => {}
        }
    }
    if class.kind() == "record_declaration" {
        if let Some(ps) = class.child_by_field_name("parameters") {
            return param_var(file, ps, name);
        }
    }
    Var::NotFound
}

// ---------------------------------------------------------------------------------------------
// The repository's class hierarchy
// ---------------------------------------------------------------------------------------------

/// A Java file of the repository as the supertype walk reads it.
struct RepoFile {
    pkg: String,
    /// Single-type imports (`a.b.C`).
    imports: Vec<String>,
    /// Packages imported with `.*`.
    wildcards: Vec<String>,
    /// Each class-like declaration's chain (outermost first) with its direct supertypes'
    /// base names.
    classes: Vec<(Vec<String>, Vec<String>)>,
    /// Fields with a written type: (class chain, name, type).
    fields: Vec<(Vec<String>, String, TypeRef)>,
    defs: Vec<Def>,
}

/// What the walk up a class's supertypes found (see [`Cx::walk_up`]).
#[derive(Default)]
struct Inherit {
    reaches_target: bool,
    /// Declarations of the target's name in other classes: (class, definition).
    declared: Vec<(String, Def)>,
    /// The file of each of `declared`, in the same order.
    declared_files: Vec<String>,
    /// Supertypes not found in the repository (library or JDK types).
    unknown: Vec<String>,
}

/// `rel` read once per measurement, its methods named `m` kept: parsed when its text
/// spells `m` or the `field` looked for as a word; otherwise only its package, imports and
/// class headers are read from the text (a large supertype that never names `m` costs no
/// parse, nor one whose text has `m` only inside a longer name: `disconnect` for `connect`).
fn repo_file(ctx: &RepoCtx, rel: &str, m: &str, field: Option<&str>) -> Option<Arc<RepoFile>> {
    let has = |word: &str| {
        *ctx.memo(&format!("java-has:{word}:{rel}"), || {
            ctx.read_shared(rel).is_some_and(|t| has_word(&t, word))
        })
    };
    let full = has(m) || field.is_some_and(has);
    let key = format!("java-file:{}:{m}:{rel}", if full { "tree" } else { "text" });
    let v = ctx.memo(&key, || {
        let text = ctx.read_shared(rel)?;
        if !full {
            return Some(Arc::new(text_repo_file(&text)));
        }
        let file = ctx.parsed(rel, Lang::Java)?;
        Some(Arc::new(build_repo_file(&file, m)))
    });
    v.as_ref().clone()
}

/// Whether `text` holds `word` with no letter, `_` or `$` right before it and no letter,
/// digit, `_` or `$` right after: where a Java identifier `word` could be (an identifier
/// declared `word` is one; `disconnect` or `_connectAction_` is not `connect`). Any other
/// byte counts as a boundary, so a doubt reads as a hit.
fn has_word(text: &str, word: &str) -> bool {
    if word.is_empty() {
        return true;
    }
    let b = text.as_bytes();
    let letter = |c: u8| c.is_ascii_alphabetic() || c == b'_' || c == b'$';
    memchr::memmem::find_iter(b, word.as_bytes()).any(|i| {
        let before = i.checked_sub(1).and_then(|j| b.get(j));
        let after = b.get(i + word.len());
        !before.is_some_and(|&c| letter(c))
            && !after.is_some_and(|&c| letter(c) || c.is_ascii_digit())
    })
}

/// Package, imports and class headers of a Java source read from its text (no methods, no
/// fields; each class as a top-level one).
fn text_repo_file(text: &str) -> RepoFile {
    let mut imports = Vec::new();
    let mut wildcards = Vec::new();
    for line in super::code_lines(text) {
        let Some(rest) = line.strip_prefix("import") else {
            continue;
        };
        if !rest.starts_with(char::is_whitespace) {
            continue;
        }
        let path: String = rest
            .split(';')
            .next()
            .unwrap_or("")
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        if path.starts_with("static") && rest.trim_start().starts_with("static ") {
            continue;
        }
        match path.strip_suffix(".*") {
            Some(w) => wildcards.push(w.to_string()),
            None => imports.push(path),
        }
    }
    let mut classes: Vec<(Vec<String>, Vec<String>)> = Vec::new();
    let mut prev = "";
    for tok in text.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$')) {
        if tok.is_empty() {
            continue;
        }
        if matches!(prev, "class" | "interface" | "enum" | "record")
            && tok.starts_with(|c: char| c.is_ascii_uppercase())
            && !classes.iter().any(|(c, _)| c[0] == tok)
        {
            classes.push((vec![tok.to_string()], text_supers_members(text, tok)));
        }
        prev = tok;
    }
    RepoFile {
        pkg: text_package(text).unwrap_or_default(),
        imports,
        wildcards,
        classes,
        fields: Vec::new(),
        defs: Vec::new(),
    }
}

/// What the supertype walk needs of a parsed file (methods: those named `m`).
fn build_repo_file(file: &SourceFile, m: &str) -> RepoFile {
    {
        let root = file.tree.root_node();
        let mut pkg = String::new();
        let mut imports = Vec::new();
        let mut wildcards = Vec::new();
        let mut defs = Vec::new();
        for c in named_children(root) {
            match c.kind() {
                "package_declaration" => {
                    if let Some(n) = named_children(c)
                        .find(|n| matches!(n.kind(), "scoped_identifier" | "identifier"))
                    {
                        pkg = strip_generics(&file.text(n));
                    }
                }
                "import_declaration" if !children(c).any(|t| t.kind() == "static") => {
                    if let Some(n) = named_children(c)
                        .find(|n| matches!(n.kind(), "scoped_identifier" | "identifier"))
                    {
                        let path = strip_generics(&file.text(n));
                        if children(c).any(|t| t.kind() == "asterisk") {
                            wildcards.push(path);
                        } else {
                            imports.push(path);
                        }
                    }
                }
                _ => {}
            }
        }
        let mut classes = Vec::new();
        let mut fields = Vec::new();
        let keywords: Vec<memchr::memmem::Finder> = ["class", "interface", "enum", "record"]
            .iter()
            .map(|k| memchr::memmem::Finder::new(k.as_bytes()))
            .collect();
        walk_pruned(root, |n| {
            // A body whose text has no type keyword declares no type: not walked (most of a
            // file is method bodies).
            if matches!(n.kind(), "block" | "constructor_body") {
                let text = &file.src[n.byte_range()];
                return keywords.iter().any(|k| k.find(text).is_some());
            }
            if is_type_decl(n.kind()) {
                // A member type named through its outer class (`extends Profile.Section`)
                // is kept as written; a package-qualified name is not followed.
                let supers = supertypes(file, n)
                    .into_iter()
                    .filter_map(|t| match t.qual {
                        None => Some(t.simple),
                        Some(q)
                            if !q.contains('.')
                                && q.starts_with(|c: char| c.is_ascii_uppercase()) =>
                        {
                            Some(format!("{q}.{}", t.simple))
                        }
                        Some(_) => None,
                    })
                    .collect();
                let chain = chain_including(file, n);
                for mem in members(n) {
                    if mem.kind() == "method_declaration" {
                        if mem
                            .child_by_field_name("name")
                            .is_some_and(|x| file.text(x) == m)
                        {
                            defs.push(Def {
                                params: mem
                                    .child_by_field_name("parameters")
                                    .map(|p| super::resolve::params_of(file, p))
                                    .unwrap_or_default(),
                                public: has_modifier(mem, "public"),
                                is_static: has_modifier(mem, "static"),
                                signature: header_text(file, mem, "body"),
                                ..Def::spanning(mem, m.to_string(), DefKind::Method, chain.clone())
                            });
                        }
                        continue;
                    }
                    // An enum constant is a field of its enum's type (`FTPCmd.USER`).
                    if mem.kind() == "enum_constant" {
                        if let (Some(name), Some(en)) =
                            (mem.child_by_field_name("name"), chain.last())
                        {
                            fields.push((
                                chain.clone(),
                                file.text(name).into_owned(),
                                TypeRef::named(en),
                            ));
                        }
                        continue;
                    }
                    if !matches!(mem.kind(), "field_declaration" | "constant_declaration") {
                        continue;
                    }
                    for d in named_children(mem).filter(|d| d.kind() == "variable_declarator") {
                        let Some(name) = d.child_by_field_name("name") else {
                            continue;
                        };
                        let name = file.text(name).into_owned();
                        if let Some(Var::Typed(t)) = decl_var(file, mem, &name) {
                            fields.push((chain.clone(), name, t));
                        }
                    }
                }
                classes.push((chain, supers));
            }
            true
        });
        RepoFile {
            pkg,
            imports,
            wildcards,
            classes,
            fields,
            defs,
        }
    }
}

/// The source root of the Java file `rel` declaring the package `pkg`: its directory less the
/// package's path (`core/src/java` for `core/src/java/org/jdom2/Element.java` in `org.jdom2`;
/// `""` for the tree's root); `None` when the directory does not end with that path.
fn source_root<'r>(rel: &'r str, pkg: &str) -> Option<&'r str> {
    let dir = rel.rsplit_once('/').map(|(d, _)| d).unwrap_or("");
    let pkg_dir = pkg.replace('.', "/");
    if pkg_dir.is_empty() {
        Some(dir)
    } else if dir == pkg_dir {
        Some("")
    } else {
        dir.strip_suffix(pkg_dir.as_str())
            .and_then(|r| r.strip_suffix('/'))
    }
}

/// The class `name` as the file `rel` sees it: declared in that file, imported by name, in
/// the same package, or in a package imported with `.*` — where Java's convention puts a
/// top-level class (`<source root>/<package path>/<Name>.java`), in the file's own source root
/// or, as javac finds it with every root of the tree on its source path, in one of `roots`
/// (there only a file that declares that package: the package-qualified name is the evidence).
fn resolve_class(
    ctx: &RepoCtx,
    roots: &[String],
    rel: &str,
    f: &Arc<RepoFile>,
    name: &str,
    m: &str,
    field: Option<&str>,
) -> Option<(String, Arc<RepoFile>, Vec<String>)> {
    resolve_class_in(ctx, roots, rel, f, name, m, field, true)
}

/// [`resolve_class`]; `inherit`: a member type named through an outer class that does not
/// declare it is looked for among the member types the outer class inherits (`Ini.Section`
/// for `Profile.Section` when `Ini extends BasicProfile implements Profile`).
#[allow(clippy::too_many_arguments)]
fn resolve_class_in(
    ctx: &RepoCtx,
    roots: &[String],
    rel: &str,
    f: &Arc<RepoFile>,
    name: &str,
    m: &str,
    field: Option<&str>,
    inherit: bool,
) -> Option<(String, Arc<RepoFile>, Vec<String>)> {
    // A member type named through its outer class (`Profile.Section`): the outer class
    // resolved, then the member declared in it (a file read from its text alone lists it as
    // a top-level class), or, when it declares none, one it inherits (JLS 6.5.5.2, 8.5).
    if let Some((outer, inner)) = name.split_once('.') {
        if inner.contains('.') || !outer.starts_with(|c: char| c.is_ascii_uppercase()) {
            return None;
        }
        let (r, rf, chain) = resolve_class_in(ctx, roots, rel, f, outer, m, field, inherit)?;
        let mut want = chain.clone();
        want.push(inner.to_string());
        if let Some((found, _)) = rf
            .classes
            .iter()
            .find(|(c, _)| *c == want || (c.len() == 1 && c[0] == inner))
        {
            let found = found.clone();
            return Some((r, rf, found));
        }
        if !inherit {
            return None;
        }
        let (r2, rf2, _, member) =
            inherited_member_type(ctx, roots, &r, &rf, &chain, inner, m, field)?;
        return Some((r2, rf2, member));
    }
    if let Some((chain, _)) = f
        .classes
        .iter()
        .find(|(c, _)| c.last().map(String::as_str) == Some(name))
    {
        return Some((rel.to_string(), f.clone(), chain.clone()));
    }
    let dir = rel.rsplit_once('/').map(|(d, _)| d).unwrap_or("");
    let root = source_root(rel, &f.pkg);
    let in_root = |r: Option<&str>, path: &str| -> String {
        match r {
            Some("") | None => path.to_string(),
            Some(r) => format!("{r}/{path}"),
        }
    };
    // (package, the file in the file's own root, the file relative to any root, the class
    // chain it must declare): a top-level class, or a nested one imported through its outer
    // class (`import a.b.Outer.Inner;` is declared in `a/b/Outer.java`).
    let mut candidates: Vec<(String, String, String, Vec<String>)> = Vec::new();
    let top = vec![name.to_string()];
    let in_pkg = |pkg: &str| format!("{}/{name}.java", pkg.replace('.', "/"));
    if let Some(imp) = f
        .imports
        .iter()
        .find(|i| i.rsplit('.').next() == Some(name))
    {
        let pkg = imp.rsplit_once('.').map(|(p, _)| p).unwrap_or("");
        let path = in_pkg(pkg);
        candidates.push((pkg.to_string(), in_root(root, &path), path, top.clone()));
        let parts: Vec<&str> = imp.split('.').collect();
        if let Some(outer) = parts[..parts.len() - 1]
            .iter()
            .position(|p| p.starts_with(|c: char| c.is_ascii_uppercase()))
        {
            let path = parts[..=outer].join("/") + ".java";
            let chain = parts[outer..].iter().map(|p| p.to_string()).collect();
            let pkg = parts[..outer].join(".");
            candidates.push((pkg, in_root(root, &path), path, chain));
        }
    } else {
        // The file's own package: its own directory, whatever the layout.
        let own = if dir.is_empty() {
            format!("{name}.java")
        } else {
            format!("{dir}/{name}.java")
        };
        candidates.push((f.pkg.clone(), own, in_pkg(&f.pkg), top.clone()));
        candidates.extend(f.wildcards.iter().map(|w| {
            let path = in_pkg(w);
            (w.clone(), in_root(root, &path), path, top.clone())
        }));
    }
    // Another root than the file's own: only where the file's root is known, and never for
    // a package of `java.*` (javac rejects a source file declaring one).
    let others: Vec<&str> = match root {
        Some(own) => roots
            .iter()
            .map(String::as_str)
            .filter(|r| *r != own)
            .collect(),
        None => Vec::new(),
    };
    for (pkg, own, path, chain) in candidates {
        let jdk = pkg == "java" || pkg.starts_with("java.");
        let elsewhere = others
            .iter()
            .filter(|_| !jdk)
            .map(|r| (in_root(Some(r), &path), true));
        for (c, check_pkg) in std::iter::once((own, false)).chain(elsewhere) {
            if !ctx.is_file(&c) {
                continue;
            }
            let Some(cf) = repo_file(ctx, &c, m, field) else {
                continue;
            };
            if check_pkg && cf.pkg != pkg {
                continue;
            }
            // A file read from its text alone lists every class as a top-level one.
            if let Some((found, _)) = cf.classes.iter().find(|(k, _)| *k == chain || *k == top) {
                let found = found.clone();
                return Some((c, cf, found));
            }
        }
        // Any other root of the tree: javac, with every root on its source path, takes the
        // class from the one file declaring that package and class (a test root naming the
        // library's classes when the target is a test helper; a package split between two
        // roots). Two such files leave which one a build compiles unknown: no class.
        if jdk || root.is_none() {
            continue;
        }
        let mut hits = Vec::new();
        for c in same_path_files(ctx, &path) {
            // The file's own root (where `own` is) and the others were looked in above.
            let tried = others.iter().any(|r| in_root(Some(*r), &path) == c)
                || root.is_some_and(|r| in_root(Some(r), &path) == c);
            if tried {
                continue;
            }
            let Some(cf) = repo_file(ctx, &c, m, field) else {
                continue;
            };
            if cf.pkg != pkg {
                continue;
            }
            if let Some((found, _)) = cf.classes.iter().find(|(k, _)| *k == chain || *k == top) {
                hits.push((c.clone(), cf.clone(), found.clone()));
            }
        }
        match hits.len() {
            0 => {}
            1 => return hits.pop(),
            _ => return None,
        }
    }
    None
}

/// What [`inherited_member_type`] finds: the file (path and record) declaring the member
/// type, the outer class's chain and the member's chain in that record.
type InheritedMember = (String, Arc<RepoFile>, Vec<String>, Vec<String>);

/// The member type `inner` that the class `chain` of `rel` inherits from its supertypes
/// (JLS 8.5: a class inherits the non-private member types of its superclass and
/// superinterfaces): `BasicProfile implements Profile` names `Profile.Section` as `Section`,
/// and `Ini extends BasicProfile` names it `Ini.Section`. The supertypes are walked nearest
/// first, each resolved from the file it is written in; the member must be declared inside
/// the supertype's body, so a supertype's file read from its text alone (which lists every
/// class as a top-level one) is parsed to tell. Returns the declaring file, its record, the
/// outer class's chain and the member's chain in that record.
#[allow(clippy::too_many_arguments)]
fn inherited_member_type(
    ctx: &RepoCtx,
    roots: &[String],
    rel: &str,
    f: &Arc<RepoFile>,
    chain: &[String],
    inner: &str,
    m: &str,
    field: Option<&str>,
) -> Option<InheritedMember> {
    let (_, supers) = f.classes.iter().find(|(c, _)| c.as_slice() == chain)?;
    let mut queue: std::collections::VecDeque<(String, Arc<RepoFile>, String)> = supers
        .iter()
        .map(|s| (rel.to_string(), f.clone(), s.clone()))
        .collect();
    let mut seen: HashSet<(String, Vec<String>)> = HashSet::new();
    while let Some((r, rf, name)) = queue.pop_front() {
        if seen.len() > 32 {
            break;
        }
        let Some((r2, rf2, outer)) = resolve_class_in(ctx, roots, &r, &rf, &name, m, field, false)
        else {
            continue;
        };
        if !seen.insert((r2.clone(), outer.clone())) {
            continue;
        }
        let mut want = outer.clone();
        want.push(inner.to_string());
        if rf2.classes.iter().any(|(c, _)| *c == want) {
            return Some((r2, rf2, outer, want));
        }
        if outer.len() == 1
            && rf2
                .classes
                .iter()
                .any(|(c, _)| c.len() == 1 && c[0] == inner)
        {
            // Read from its text: only a parse tells a member from a top-level class.
            let key = format!("java-file:tree:{m}:{r2}");
            let parsed = ctx.memo(&key, || {
                let file = ctx.parsed(&r2, Lang::Java)?;
                Some(Arc::new(build_repo_file(&file, m)))
            });
            if let Some(p) = parsed.as_ref() {
                if p.classes.iter().any(|(c, _)| *c == want) {
                    return Some((r2, p.clone(), outer, want));
                }
            }
        }
        if let Some((_, up)) = rf2.classes.iter().find(|(c, _)| *c == outer) {
            for s in up {
                queue.push_back((r2.clone(), rf2.clone(), s.clone()));
            }
        }
    }
    None
}

/// Whether `pkg` is a package of the repository (a directory at its path, below any source
/// root, holds `.java` files) in which no file `<name>.java` declares a public type `name`:
/// its `.*` import supplies no type of that name (a public top-level type lives in the file of
/// its name, JLS 7.6; the others are not imported from another package).
fn repo_package_lacks(ctx: &RepoCtx, pkg: &str, name: &str) -> bool {
    let key = format!("java-repo-package-lacks:{pkg}:{name}");
    *ctx.memo(&key, || {
        let dirs = ctx.memo("java-dirs", || {
            ctx.files_of(super::Family::Java)
                .iter()
                .filter_map(|f| f.rsplit_once('/').map(|(d, _)| d.to_string()))
                .collect::<HashSet<String>>()
        });
        let path = pkg.replace('.', "/");
        let is_package = dirs.iter().any(|d| {
            *d == path
                || d.strip_suffix(path.as_str())
                    .is_some_and(|h| h.ends_with('/'))
        });
        is_package && same_path_files(ctx, &format!("{path}/{name}.java")).is_empty()
    })
}

/// The `.java` files of the tree at `path` (`a/b/C.java`) below any directory, `path` itself
/// included: where a source root holding class `a.b.C` keeps it.
fn same_path_files(ctx: &RepoCtx, path: &str) -> Vec<String> {
    let by_name = ctx.memo("java-files-by-name", || {
        let mut m: HashMap<String, Vec<String>> = HashMap::new();
        for f in ctx.files_of(super::Family::Java) {
            if let Some(name) = f.rsplit('/').next().filter(|n| n.ends_with(".java")) {
                m.entry(name.to_string()).or_default().push(f.clone());
            }
        }
        m
    });
    let name = path.rsplit('/').next().unwrap_or(path);
    let Some(files) = by_name.get(name) else {
        return Vec::new();
    };
    files
        .iter()
        .filter(|f| {
            f.as_str() == path || f.strip_suffix(path).is_some_and(|head| head.ends_with('/'))
        })
        .cloned()
        .collect()
}

/// A header whose last parameter is `Object... name`, without that parameter (`m(String s,
/// Object... a)` → `m(String s)`); `None` for any other header.
fn object_varargs_dropped(signature: &str) -> Option<String> {
    let dots = signature.rfind("...")?;
    let close = dots + signature[dots..].find(')')?;
    let head = &signature[..dots];
    let start = head.rfind([',', '('])?;
    let ty = strip_annotations(&head[start + 1..]);
    let ty = strip_generics(&ty);
    if !matches!(
        ty.trim_start_matches("final"),
        "Object" | "java.lang.Object"
    ) {
        return None;
    }
    let keep = if signature.as_bytes()[start] == b'(' {
        start + 1
    } else {
        start
    };
    Some(format!("{}{}", &signature[..keep], &signature[close..]))
}

/// `"a" + x`: a `+` with a string literal operand (at any depth of `+`) is a String.
fn string_concat(file: &SourceFile, e: Node) -> bool {
    match e.kind() {
        "string_literal" | "text_block" => true,
        "parenthesized_expression" => named_children(e).any(|c| string_concat(file, c)),
        "binary_expression" => {
            e.child_by_field_name("operator")
                .is_some_and(|o| file.text(o) == "+")
                && ["left", "right"].iter().any(|f| {
                    e.child_by_field_name(f)
                        .is_some_and(|c| string_concat(file, c))
                })
        }
        _ => false,
    }
}

fn declares_method(file: &SourceFile, class: Node, name: &str) -> bool {
    members(class).iter().any(|m| {
        m.kind() == "method_declaration"
            && m.child_by_field_name("name")
                .is_some_and(|n| file.text(n) == name)
    })
}

/// Direct supertypes as written: superclass, implemented/extended interfaces, the type an
/// anonymous class instantiates.
fn supertypes(file: &SourceFile, class: Node) -> Vec<TypeRef> {
    let mut out = Vec::new();
    match class.kind() {
        "object_creation_expression" => {
            if let Some(t) = class.child_by_field_name("type") {
                out.push(type_ref(file, t));
            }
        }
        "enum_constant" => {
            if let Some(e) = class.parent().and_then(|b| b.parent()) {
                if let Some(n) = e.child_by_field_name("name") {
                    out.push(TypeRef::named(&file.text(n)));
                }
            }
        }
        _ => {
            for c in named_children(class) {
                match c.kind() {
                    "superclass" => out.extend(
                        named_children(c)
                            .filter(|t| !is_comment(*t))
                            .map(|t| type_ref(file, t)),
                    ),
                    "super_interfaces" | "extends_interfaces" => {
                        for list in named_children(c).filter(|l| l.kind() == "type_list") {
                            out.extend(
                                named_children(list)
                                    .filter(|t| !is_comment(*t))
                                    .map(|t| type_ref(file, t)),
                            );
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    out.retain(|t| !t.simple.is_empty());
    out
}

/// The single class bound of the type parameter `name` in scope at `at` (`G` of `class
/// Subgraph<V, E, G extends Graph<V, E>>` or of a generic method): `None` when the nearest
/// declaration of `name` has no bound (Object) or an intersection one (`A & B`).
/// Whether the type variable `name`, as seen at `at`, can never be unboxed (JLS 5.1.8): every
/// type parameter of that name declared around `at` (the nearest one, and any it may shadow)
/// is unbounded or bounded only by types that are no box class (`Integer`, ..) nor another
/// type variable (`type_params`), and there is at least one.
fn never_unboxed(file: &SourceFile, at: Node, name: &str, type_params: &HashSet<String>) -> bool {
    const BOXES: &[&str] = &[
        "Boolean",
        "Byte",
        "Character",
        "Short",
        "Integer",
        "Long",
        "Float",
        "Double",
    ];
    let mut found = false;
    let mut cur = at.parent();
    while let Some(n) = cur {
        if let Some(tps) = n.child_by_field_name("type_parameters") {
            for tp in named_children(tps).filter(|c| c.kind() == "type_parameter") {
                let declared = named_children(tp)
                    .find(|c| c.kind() == "type_identifier")
                    .is_some_and(|id| file.text(id) == name);
                if !declared {
                    continue;
                }
                found = true;
                let Some(bound) = named_children(tp).find(|c| c.kind() == "type_bound") else {
                    continue;
                };
                for b in named_children(bound).filter(|c| !is_comment(*c)) {
                    let t = type_ref(file, b);
                    let boxed = BOXES.contains(&t.simple.as_str())
                        && t.qual.as_deref().is_none_or(|q| q == "java.lang");
                    if boxed || type_params.contains(&t.simple) || t.simple.is_empty() {
                        return false;
                    }
                }
            }
        }
        cur = n.parent();
    }
    found
}

fn type_param_bound(file: &SourceFile, at: Node, name: &str) -> Option<TypeRef> {
    let mut cur = at.parent();
    while let Some(n) = cur {
        if let Some(tps) = n.child_by_field_name("type_parameters") {
            for tp in named_children(tps).filter(|c| c.kind() == "type_parameter") {
                let declared = named_children(tp)
                    .find(|c| c.kind() == "type_identifier")
                    .is_some_and(|id| file.text(id) == name);
                if !declared {
                    continue;
                }
                let bound = named_children(tp).find(|c| c.kind() == "type_bound")?;
                let mut types = named_children(bound).filter(|c| !is_comment(*c));
                let first = types.next()?;
                if types.next().is_some() {
                    return None;
                }
                return Some(type_ref(file, first));
            }
        }
        cur = n.parent();
    }
    None
}

/// The innermost class around `node`: a type declaration, an anonymous class or an enum
/// constant body.
fn enclosing_class(node: Node) -> Option<Node> {
    let mut child = node;
    let mut cur = node.parent();
    while let Some(p) = cur {
        let k = p.kind();
        if is_type_decl(k) {
            return Some(p);
        }
        if matches!(k, "object_creation_expression" | "enum_constant")
            && child.kind() == "class_body"
        {
            return Some(p);
        }
        child = p;
        cur = p.parent();
    }
    None
}

fn class_chain(file: &SourceFile, class: Node) -> Vec<String> {
    if is_type_decl(class.kind()) {
        chain_including(file, class)
    } else {
        match class_body(class) {
            Some(b) => chain_including(file, b),
            None => Vec::new(),
        }
    }
}

fn class_label(file: &SourceFile, class: Node) -> String {
    if is_type_decl(class.kind()) {
        if let Some(n) = class.child_by_field_name("name") {
            return file.text(n).into_owned();
        }
    }
    match anonymous_name(file, class) {
        Some(n) if class.kind() == "object_creation_expression" => format!("anonymous {n}"),
        Some(n) => format!("enum constant {n}"),
        None => "anonymous class".to_string(),
    }
}

/// JDK classes whose methods' return types [`Cx::returned_type`] knows.
const JDK_STRINGS: &[&str] = &["String", "StringBuilder", "StringBuffer"];

/// Common JDK supertypes whose methods are known: true when `t` is one and has no method `m`.
fn jdk_type_lacks(t: &str, m: &str) -> bool {
    const OBJECT: [&str; 9] = [
        "equals",
        "hashCode",
        "toString",
        "getClass",
        "notify",
        "notifyAll",
        "wait",
        "clone",
        "finalize",
    ];
    const THROWABLE: [&str; 10] = [
        "getMessage",
        "getLocalizedMessage",
        "getCause",
        "initCause",
        "printStackTrace",
        "getStackTrace",
        "setStackTrace",
        "fillInStackTrace",
        "addSuppressed",
        "getSuppressed",
    ];
    let own: &[&str] = match t {
        "Object" | "Serializable" | "Cloneable" => &[],
        "Runnable" => &["run"],
        "Callable" => &["call"],
        "Comparable" => &["compareTo"],
        "Comparator" => &[
            "compare",
            "reversed",
            "thenComparing",
            "thenComparingInt",
            "thenComparingLong",
            "thenComparingDouble",
        ],
        "AutoCloseable" | "Closeable" => &["close"],
        "Supplier" => &["get"],
        "Consumer" | "BiConsumer" => &["accept", "andThen"],
        "Function" => &["apply", "andThen", "compose"],
        "BiFunction" => &["apply", "andThen"],
        "Predicate" => &["test", "and", "or", "negate"],
        "Exception"
        | "RuntimeException"
        | "Throwable"
        | "Error"
        | "IllegalArgumentException"
        | "IllegalStateException" => &THROWABLE,
        _ => return false,
    };
    !own.contains(&m) && !OBJECT.contains(&m)
}

/// Whether a method `d` declared in package `decl` and inherited by the receiver's class can
/// be chosen for a call written in package `from` (JLS 6.6): a private one never; a public one
/// always; a protected or package-access one from its own package. `None` (unsure) for a
/// protected one from another package (only a subclass's body on its own type reaches it)
/// and for one without a modifier there (an interface's methods are public).
fn inherited_access(d: &Def, decl: &str, from: &str) -> Option<bool> {
    let head = d.signature.split('(').next().unwrap_or("");
    let has = |w: &str| head.split_whitespace().any(|t| t == w);
    if has("private") {
        Some(false)
    } else if has("public") || decl == from {
        Some(true)
    } else {
        None
    }
}

/// `package a.b;` from a Java source's text (comments before it are skipped line-wise).
fn text_package(src: &str) -> Option<String> {
    // A file with no code at all is in the default package too.
    let Some(l) = super::code_lines(src).find(|l| !l.starts_with('@')) else {
        return Some(String::new());
    };
    if let Some(rest) = l.strip_prefix("package") {
        if rest.starts_with(|c: char| c.is_whitespace()) {
            let name: String = rest
                .split(';')
                .next()
                .unwrap_or("")
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect();
            return (!name.is_empty()).then_some(name);
        }
    }
    Some(String::new())
}

/// Direct supertypes of `class owner ... {` in a Java source's text (base names only).
/// The keyword declaring the type `owner` in `src` (`class`, `interface`, `enum`, `record`,
/// or `@interface` for an annotation type), read as [`text_supers`] reads its header.
fn text_decl_keyword(src: &str, owner: &str) -> Option<&'static str> {
    let bytes = src.as_bytes();
    let ident = |b: &u8| b.is_ascii_alphanumeric() || *b == b'_' || *b == b'$';
    let mut from = 0;
    while let Some(pos) = src.get(from..).and_then(|s| s.find(owner)) {
        let start = from + pos;
        let end = start + owner.len();
        from = end;
        if (start > 0 && bytes.get(start - 1).is_some_and(ident))
            || bytes.get(end).is_some_and(ident)
        {
            continue;
        }
        let head = src.get(..start).unwrap_or("").trim_end();
        let kw = head
            .rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .next()
            .unwrap_or("");
        let at = head[..head.len() - kw.len()].trim_end().ends_with('@');
        return match kw {
            "class" => Some("class"),
            "interface" if at => Some("@interface"),
            "interface" => Some("interface"),
            "enum" => Some("enum"),
            "record" => Some("record"),
            _ => continue,
        };
    }
    None
}

fn text_supers(src: &str, owner: &str) -> Vec<String> {
    text_supers_with(src, owner, false)
}

/// [`text_supers`], but a member type named through its outer class (`extends
/// Profile.Section`) is kept as written: its simple name alone would name another type (the
/// declaring file's own `Section`).
fn text_supers_members(src: &str, owner: &str) -> Vec<String> {
    text_supers_with(src, owner, true)
}

fn text_supers_with(src: &str, owner: &str, keep_members: bool) -> Vec<String> {
    let mut out = Vec::new();
    let bytes = src.as_bytes();
    let mut from = 0;
    while let Some(pos) = src.get(from..).and_then(|s| s.find(owner)) {
        let start = from + pos;
        let end = start + owner.len();
        from = end;
        let before_ok = start == 0
            || !bytes
                .get(start - 1)
                .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b == b'$');
        let after_ok = !bytes
            .get(end)
            .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b == b'$');
        if !before_ok || !after_ok {
            continue;
        }
        let head = src.get(..start).unwrap_or("").trim_end();
        let kw = head
            .rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .next()
            .unwrap_or("");
        if !matches!(kw, "class" | "interface" | "enum" | "record") {
            continue;
        }
        let tail = src.get(end..).unwrap_or("");
        let header = tail.split('{').next().unwrap_or("");
        // Drop generics and a record's component list.
        let mut clean = String::new();
        let (mut angle, mut paren) = (0usize, 0usize);
        for ch in header.chars() {
            match ch {
                '<' => angle += 1,
                '>' => angle = angle.saturating_sub(1),
                '(' => paren += 1,
                ')' => paren = paren.saturating_sub(1),
                c if angle == 0 && paren == 0 => clean.push(c),
                _ => {}
            }
        }
        let mut collecting = false;
        for tok in clean.split(|c: char| c.is_whitespace() || c == ',') {
            match tok {
                "" => {}
                "extends" | "implements" => collecting = true,
                "permits" => collecting = false,
                t if collecting => {
                    let member = t.split_once('.').is_some_and(|(q, rest)| {
                        !rest.contains('.') && q.starts_with(|c: char| c.is_ascii_uppercase())
                    });
                    if keep_members && member {
                        out.push(t.to_string());
                    } else if let Some(last) = t.rsplit('.').next() {
                        out.push(last.to_string());
                    }
                }
                _ => {}
            }
        }
        break;
    }
    out
}

/// Direct supertypes by base name, each with the type arguments written for it.
type GenericSupers = Vec<(String, Vec<String>)>;

/// The type parameters of the class-like declaration `owner` in `src`, as written (with
/// their bounds), and its direct supertypes with the type arguments written for them
/// (`class A<K, V> extends B<K, String> implements C` → `(["K", "V"], [("B", ["K",
/// "String"]), ("C", [])])`), each supertype by its base name; `None` when no declaration of
/// `owner` is found.
fn text_generic_header(src: &str, owner: &str) -> Option<(Vec<String>, GenericSupers)> {
    let bytes = src.as_bytes();
    let ident = |b: &u8| b.is_ascii_alphanumeric() || *b == b'_' || *b == b'$';
    let mut from = 0;
    while let Some(pos) = src.get(from..).and_then(|s| s.find(owner)) {
        let start = from + pos;
        let end = start + owner.len();
        from = end;
        if (start > 0 && bytes.get(start - 1).is_some_and(ident))
            || bytes.get(end).is_some_and(ident)
        {
            continue;
        }
        let head = src.get(..start).unwrap_or("").trim_end();
        let kw = head
            .rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .next()
            .unwrap_or("");
        if !matches!(kw, "class" | "interface" | "enum" | "record") {
            continue;
        }
        let header = src.get(end..).unwrap_or("").split('{').next().unwrap_or("");
        // Split at depth 0 of `<>`/`()`: the type parameters right after the name, then the
        // words and the `<..>` each supertype is written with.
        let mut params = Vec::new();
        let mut supers: GenericSupers = Vec::new();
        let (mut depth, mut paren) = (0usize, 0usize);
        let mut group = String::new();
        let mut word = String::new();
        let mut collecting = false;
        let mut seen_word = false;
        let flush = |word: &mut String, collecting: &mut bool, supers: &mut GenericSupers| {
            match word.as_str() {
                "" => {}
                "extends" | "implements" => *collecting = true,
                "permits" => *collecting = false,
                w if *collecting => {
                    let base = w.rsplit('.').next().unwrap_or(w).to_string();
                    supers.push((base, Vec::new()));
                }
                _ => {}
            }
            word.clear();
        };
        for ch in header.chars() {
            match ch {
                '<' if paren == 0 => {
                    if depth > 0 {
                        group.push(ch);
                    } else {
                        flush(&mut word, &mut collecting, &mut supers);
                    }
                    depth += 1;
                }
                '>' if paren == 0 && depth > 0 => {
                    depth -= 1;
                    if depth > 0 {
                        group.push(ch);
                        continue;
                    }
                    let args: Vec<String> = split_top(&group)
                        .iter()
                        .map(|a| a.trim().to_string())
                        .collect();
                    group.clear();
                    if !seen_word && supers.is_empty() && !collecting {
                        params = args;
                    } else if collecting {
                        if let Some(last) = supers.last_mut() {
                            last.1 = args;
                        }
                    }
                }
                _ if depth > 0 => group.push(ch),
                '(' => {
                    flush(&mut word, &mut collecting, &mut supers);
                    paren += 1;
                }
                ')' => paren = paren.saturating_sub(1),
                _ if paren > 0 => {}
                c if c.is_whitespace() || c == ',' => {
                    if !word.is_empty() {
                        seen_word = true;
                    }
                    flush(&mut word, &mut collecting, &mut supers);
                }
                c => word.push(c),
            }
        }
        flush(&mut word, &mut collecting, &mut supers);
        return Some((params, supers));
    }
    None
}

/// `text` with each whole identifier that `map` names replaced by its value.
fn substitute_words(text: &str, map: &HashMap<String, String>) -> String {
    let mut out = String::new();
    let mut word = String::new();
    for ch in text.chars().chain(std::iter::once('\0')) {
        if ch.is_alphanumeric() || ch == '_' || ch == '$' || (ch == '.' && !word.is_empty()) {
            word.push(ch);
            continue;
        }
        match map.get(&word) {
            Some(v) => out.push_str(v),
            None => out.push_str(&word),
        }
        word.clear();
        if ch != '\0' {
            out.push(ch);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::testkit::{self, accepted, def, Site};
    use crate::lang::Lang;

    fn parse(path: &str, src: &str) -> SourceFile {
        testkit::parse(Lang::Java, path, src)
    }

    fn no_ctx() -> RepoCtx {
        testkit::no_repo("/nonexistent/contract-watch-java-tests")
    }

    /// Build a target the way the engine does: every def named `name` (optionally in type
    /// `ty`) at one site; a class folds in its constructors (or stands for the implicit one).
    fn target(file: &SourceFile, name: &str, ty: Option<&str>) -> Target {
        let sel = ty.map_or_else(|| name.to_string(), |t| format!("{t}.{name}"));
        let site = Site {
            first_scope: true,
            ..Site::default()
        };
        let mut t = testkit::target(file, &sel, site);
        if t.kind == DefKind::Class {
            let ctors: Vec<Def> = definitions(file)
                .into_iter()
                .filter(|d| d.kind == DefKind::Constructor && d.scope.last() == Some(&t.name))
                .collect();
            if !ctors.is_empty() {
                t.defs = ctors;
            }
        }
        t
    }

    fn calls_in(t: &Target, path: &str, src: &str) -> Vec<Call> {
        calls(&parse(path, src), t, &no_ctx())
    }

    /// (line, args, binds) of each call, in order.
    fn summary(cs: &[Call]) -> Vec<(usize, Option<usize>, Binds)> {
        cs.iter().map(|c| (c.line, c.args, c.binds)).collect()
    }

    // ---- fixtures ---------------------------------------------------------------------------

    const INVOICE: &str = "package com.acme;\n\npublic class Invoice {\n    private final String customer;\n    private final int days;\n\n    public Invoice(String customer, int days) {\n        this.customer = customer;\n        this.days = days;\n    }\n\n    public String customer() {\n        return customer;\n    }\n}\n";

    #[test]
    fn fixture_constructor_add_param() {
        let f = parse("src/main/java/com/acme/Invoice.java", INVOICE);
        let t = target(&f, "Invoice", None);
        assert_eq!(t.kind, DefKind::Class);
        assert_eq!(t.defs.len(), 1);
        assert_eq!(t.defs[0].kind, DefKind::Constructor);
        assert_eq!(t.defs[0].params.count, 2);
        assert_eq!(t.defs[0].scope, vec!["Invoice"]);
        assert_eq!(t.defs[0].line, 7);

        let billing = "package com.acme;\n\npublic class Billing {\n    public Invoice monthly(String name) {\n        return new Invoice(name, 30);\n    }\n}\n";
        let cs = calls_in(&t, "src/main/java/com/acme/Billing.java", billing);
        assert_eq!(summary(&cs), vec![(5, Some(2), Binds::Yes)]);
        assert!(accepted(&t, &cs[0]));
        let bdefs = definitions(&parse("Billing.java", billing));
        let monthly = def(&bdefs, "monthly");
        assert_eq!(
            (monthly.line, monthly.scope.clone()),
            (4, vec!["Billing".to_string()])
        );
        assert!(monthly.start_byte <= cs[0].byte && cs[0].byte < monthly.end_byte);

        let shop = "package com.acme;\n\npublic class Shop {\n    public Invoice checkout(String name) {\n        return new Invoice(name);\n    }\n}\n";
        let cs = calls_in(&t, "src/main/java/com/acme/Shop.java", shop);
        assert_eq!(summary(&cs), vec![(5, Some(1), Binds::Yes)]);
        assert!(!accepted(&t, &cs[0]));

        let quote = "package com.acme;\n\npublic class Quote {\n    public Receipt issue(String name) {\n        return new Receipt(name);\n    }\n}\n";
        assert!(calls_in(&t, "src/main/java/com/acme/Quote.java", quote).is_empty());
        // The definition file itself has no call of Invoice.
        assert!(calls(&f, &t, &no_ctx()).is_empty());
    }

    const MAILER: &str = "package com.acme;\n\npublic class Mailer {\n    private int sent;\n\n    public void send(String to, String subject) {\n        sent++;\n        System.out.println(\"mail to \" + to + \": \" + subject);\n    }\n}\n";

    #[test]
    fn fixture_method_add_param() {
        let f = parse("src/main/java/com/acme/Mailer.java", MAILER);
        let t = target(&f, "send", None);
        assert_eq!(t.scope, vec!["Mailer"]);
        assert_eq!(t.defs[0].params.count, 2);
        assert!(t.defs[0].public);

        let audit = "package com.acme;\n\npublic class Audit {\n    public void record(AuditLog log, String who) {\n        log.send(who);\n    }\n}\n";
        let cs = calls_in(&t, "src/main/java/com/acme/Audit.java", audit);
        assert_eq!(summary(&cs), vec![(5, Some(1), Binds::No)]);
        assert!(cs[0].reason.contains("AuditLog"), "{}", cs[0].reason);

        let reset = "package com.acme;\n\npublic class Reset {\n    public void resetPassword(Mailer mailer, String email) {\n        mailer.send(email, \"Reset your password\");\n    }\n}\n";
        let cs = calls_in(&t, "src/main/java/com/acme/Reset.java", reset);
        assert_eq!(summary(&cs), vec![(5, Some(2), Binds::Yes)]);
        assert!(accepted(&t, &cs[0]));

        let signup = "package com.acme;\n\npublic class Signup {\n    public void welcome(Mailer mailer, String email) {\n        mailer.send(email);\n    }\n}\n";
        let cs = calls_in(&t, "src/main/java/com/acme/Signup.java", signup);
        assert_eq!(summary(&cs), vec![(5, Some(1), Binds::Yes)]);
        assert!(!accepted(&t, &cs[0]));
    }

    const TEXT_FORMATTER: &str = "package com.acme;\n\npublic class TextFormatter {\n    public String format(String s) {\n        return s.trim();\n    }\n\n    public String format(String s, int width, char pad) {\n        String t = s.trim();\n        StringBuilder b = new StringBuilder();\n        for (int i = t.length(); i < width; i++) {\n            b.append(pad);\n        }\n        return b + t;\n    }\n}\n";

    #[test]
    fn fixture_overloads_widen_one() {
        let f = parse("src/main/java/com/acme/TextFormatter.java", TEXT_FORMATTER);
        let t = target(&f, "format", None);
        assert_eq!(t.defs.len(), 2);
        let counts: Vec<usize> = t.defs.iter().map(|d| d.params.count).collect();
        assert_eq!(counts, vec![1, 3]);

        let currency = "package com.acme;\n\npublic class CurrencyFormatter {\n    public String format(double amount, String currency) {\n        return String.format(\"%.2f %s\", amount, currency);\n    }\n}\n";
        let cs = calls_in(
            &t,
            "src/main/java/com/acme/CurrencyFormatter.java",
            currency,
        );
        assert_eq!(summary(&cs), vec![(5, Some(3), Binds::No)]);
        let cdefs = definitions(&parse("CurrencyFormatter.java", currency));
        let enclosing = def(&cdefs, "format");
        assert_eq!(enclosing.line, 4);
        assert!(enclosing.start_byte <= cs[0].byte && cs[0].byte < enclosing.end_byte);

        let grid = "package com.acme;\n\npublic class Grid {\n    public String slot(TextFormatter f, String s) {\n        return f.format(s, 8, '.');\n    }\n}\n";
        let cs = calls_in(&t, "src/main/java/com/acme/Grid.java", grid);
        assert_eq!(summary(&cs), vec![(5, Some(3), Binds::Yes)]);
        assert!(accepted(&t, &cs[0]));

        let labels = "package com.acme;\n\npublic class Labels {\n    public String label(TextFormatter f, String s) {\n        return f.format(s);\n    }\n}\n";
        let cs = calls_in(&t, "src/main/java/com/acme/Labels.java", labels);
        assert_eq!(summary(&cs), vec![(5, Some(1), Binds::Yes)]);
        assert!(accepted(&t, &cs[0]));

        let money = "package com.acme;\n\npublic class Money {\n    public String price(CurrencyFormatter f, double amount) {\n        return f.format(amount, \"EUR\");\n    }\n}\n";
        let cs = calls_in(&t, "src/main/java/com/acme/Money.java", money);
        assert_eq!(summary(&cs), vec![(5, Some(2), Binds::No)]);

        let table = "package com.acme;\n\npublic class Table {\n    public String cell(TextFormatter f, String s) {\n        return f.format(s, 12);\n    }\n}\n";
        let cs = calls_in(&t, "src/main/java/com/acme/Table.java", table);
        assert_eq!(summary(&cs), vec![(5, Some(2), Binds::Yes)]);
        assert!(!accepted(&t, &cs[0]));
    }

    const MATH_UTIL: &str = "package com.acme;\n\npublic final class MathUtil {\n    private MathUtil() {}\n\n    public static int sum(int... xs) {\n        int t = 0;\n        for (int x : xs) {\n            t += x;\n        }\n        return t;\n    }\n}\n";

    #[test]
    fn fixture_varargs() {
        let f = parse("src/main/java/com/acme/MathUtil.java", MATH_UTIL);
        let t = target(&f, "sum", None);
        let p = t.defs[0].params.clone();
        assert_eq!((p.count, p.required, p.variadic), (1, 0, true));
        assert!(t.defs[0].is_static && t.defs[0].public);
        let defs = definitions(&f);
        let ctor = def(&defs, "MathUtil");
        assert_eq!(ctor.kind, DefKind::Class);
        let private_ctor = defs
            .iter()
            .find(|d| d.kind == DefKind::Constructor)
            .expect("ctor");
        assert!(!private_ctor.public);
        assert_eq!(private_ctor.params.count, 0);

        let invoice = "package com.acme;\n\npublic class Invoice {\n    public int total(int net, int tax) {\n        return MathUtil.sum(net, tax);\n    }\n}\n";
        let cs = calls_in(&t, "src/main/java/com/acme/Invoice.java", invoice);
        assert_eq!(summary(&cs), vec![(5, Some(2), Binds::Yes)]);
        assert!(accepted(&t, &cs[0]));

        let ledger = "package com.acme;\n\nimport java.util.List;\n\npublic class Ledger {\n    public int balance(Account acct, List<Integer> entries) {\n        return acct.sum(entries);\n    }\n}\n";
        let cs = calls_in(&t, "src/main/java/com/acme/Ledger.java", ledger);
        assert_eq!(summary(&cs), vec![(7, Some(1), Binds::No)]);
        let ldefs = definitions(&parse("Ledger.java", ledger));
        assert_eq!(def(&ldefs, "balance").line, 6);

        let stats = "package com.acme;\n\npublic class Stats {\n    public int triple(int a, int b, int c) {\n        return MathUtil.sum(a, b, c);\n    }\n}\n";
        let cs = calls_in(&t, "src/main/java/com/acme/Stats.java", stats);
        assert_eq!(summary(&cs), vec![(5, Some(3), Binds::Yes)]);
        assert!(accepted(&t, &cs[0]));
    }

    // ---- helpers for the pattern tests ------------------------------------------------------

    /// 1-based line of the first line containing `needle`.
    fn line_with(src: &str, needle: &str) -> usize {
        src.lines()
            .position(|l| l.contains(needle))
            .map(|i| i + 1)
            .unwrap_or_else(|| panic!("{needle} not in source"))
    }

    /// (line, binds) per call, for expectations written as (needle, binds).
    fn check(cs: &[Call], src: &str, want: &[(&str, Binds)]) {
        let got: Vec<(usize, Binds)> = cs.iter().map(|c| (c.line, c.binds)).collect();
        let exp: Vec<(usize, Binds)> = want.iter().map(|(n, b)| (line_with(src, n), *b)).collect();
        let reasons: Vec<&str> = cs.iter().map(|c| c.reason.as_str()).collect();
        assert_eq!(got, exp, "reasons: {reasons:#?}");
    }

    // ---- definitions ------------------------------------------------------------------------

    const SHAPES: &str = r#"package p;

import java.util.List;

@Deprecated
public class Outer {
    @Override
    public String toString() { return ""; }

    int helper(Outer this, int a, String... rest) { return a; }

    private static class Inner {
        Inner(int a) {}
        void run() {
            Runnable r = () -> go(1);
            new Thread(new Runnable() {
                public void run() { go(2); }
            }).start();
        }
        void go(int x) {}
    }

    interface Shape {
        double area();
        default String name() { return "s"; }
        private void hidden() {}
        static Shape unit() { return null; }
        class Impl {}
    }

    enum Color {
        RED(1), GREEN(2) { @Override int code() { return 9; } };
        private final int c;
        Color(int c) { this.c = c; }
        int code() { return c; }
    }

    record Point(int x, int y) {
        Point {
            if (x < 0) throw new IllegalArgumentException();
        }
        static Point origin() { return new Point(0, 0); }
    }

    record Pair(String a, String b) {}

    @interface Marker { String value(); }

    <T extends Comparable<T>> T max(List<? extends T> xs, int[] ys, @Deprecated final int z) { return null; }
}
"#;

    fn find<'d>(defs: &'d [Def], name: &str, scope: &[&str]) -> &'d Def {
        defs.iter()
            .find(|d| d.name == name && d.scope == scope)
            .unwrap_or_else(|| panic!("no def {name} in {scope:?}: {defs:#?}"))
    }

    #[test]
    fn definitions_cover_java_shapes() {
        let f = parse("p/Outer.java", SHAPES);
        let defs = definitions(&f);
        let outer = find(&defs, "Outer", &[]);
        assert_eq!(
            (outer.kind, outer.line, outer.public),
            (DefKind::Class, 5, true)
        );
        assert_eq!(outer.params, Params::default());
        assert_eq!(outer.end_line, SHAPES.lines().count());

        let ts = find(&defs, "toString", &["Outer"]);
        assert_eq!(
            (ts.kind, ts.line, ts.public, ts.is_static),
            (DefKind::Method, 7, true, false)
        );
        assert_eq!(ts.signature, "@Override public String toString()");

        let helper = find(&defs, "helper", &["Outer"]);
        assert_eq!(
            helper.params,
            Params {
                count: 2,
                required: 1,
                variadic: true,
                ..Params::default()
            }
        );
        assert!(!helper.public);

        let inner = find(&defs, "Inner", &["Outer"]);
        assert_eq!(
            (inner.kind, inner.public, inner.is_static),
            (DefKind::Class, false, true)
        );
        let ictor = defs
            .iter()
            .find(|d| d.kind == DefKind::Constructor && d.name == "Inner")
            .expect("Inner ctor");
        assert_eq!(ictor.scope, vec!["Outer", "Inner"]);
        assert_eq!(ictor.params.count, 1);
        find(&defs, "run", &["Outer", "Inner"]);
        // The anonymous Runnable's run is its own site, named by the method it sits in.
        find(&defs, "run", &["Outer", "Inner", "run", "Runnable"]);
        find(&defs, "go", &["Outer", "Inner"]);
        // Lambdas are not definitions.
        assert_eq!(defs.iter().filter(|d| d.name == "r").count(), 0);

        let area = find(&defs, "area", &["Outer", "Shape"]);
        assert!(area.public, "interface members are public");
        assert!(find(&defs, "name", &["Outer", "Shape"]).public);
        assert!(!find(&defs, "hidden", &["Outer", "Shape"]).public);
        let unit = find(&defs, "unit", &["Outer", "Shape"]);
        assert!(unit.public && unit.is_static);
        assert!(find(&defs, "Impl", &["Outer", "Shape"]).public);

        let color_ctor = defs
            .iter()
            .find(|d| d.kind == DefKind::Constructor && d.name == "Color")
            .expect("enum ctor");
        assert_eq!(color_ctor.scope, vec!["Outer", "Color"]);
        assert_eq!(color_ctor.params.count, 1);
        find(&defs, "code", &["Outer", "Color"]);
        find(&defs, "code", &["Outer", "Color", "GREEN"]);

        let point = find(&defs, "Point", &["Outer"]);
        assert_eq!(point.kind, DefKind::Class);
        assert_eq!(
            point.params.count, 0,
            "explicit compact constructor carries the params"
        );
        let compact = find(&defs, "Point", &["Outer", "Point"]);
        assert_eq!(compact.kind, DefKind::Constructor);
        assert_eq!((compact.params.count, compact.params.required), (2, 2));
        let pair = find(&defs, "Pair", &["Outer"]);
        assert_eq!((pair.params.count, pair.params.required), (2, 2));
        find(&defs, "Marker", &["Outer"]);

        let max = find(&defs, "max", &["Outer"]);
        assert_eq!(max.params.count, 3);
        assert_eq!(max.params.required, 3);
    }

    #[test]
    fn definitions_survive_broken_source() {
        let f = parse(
            "Broken.java",
            "public class Broken {\n  void a(int x {\n  void b() {}\n",
        );
        let defs = definitions(&f);
        assert!(defs.iter().any(|d| d.name == "Broken"));
        assert!(calls(&f, &target(&f, "Broken", None), &no_ctx()).is_empty());
    }

    // ---- unqualified calls, nested classes, inheritance -------------------------------------

    const NESTED: &str = r#"package p;

public class Outer {
    void m(int a) {}
    void direct() { m(1); }
    class Inner {
        void f() { m(2); }
        void g() { this.m(3); }
        void h() { Outer.this.m(4); }
    }
    static class Other {
        void m(String s) {}
        void f() { m("x"); }
        void g() { this.m("y"); }
    }
    class Sub extends Base {
        void f() { m(5); }
    }
    void anon() {
        Runnable r = new Runnable() {
            public void run() { m(6); }
        };
        Object o = new Base() {
            void f() { m(7); }
        };
        r.run();
    }
    void lambda() {
        java.util.List.of(1).forEach(x -> m(8));
    }
}
class Helper {
    void f() { m(9); }
}
class Child extends Outer {
    void f() { m(10); }
    void g() { super.m(11); }
    void h() { this.m(12); }
}
class Stranger extends Base {
    void g() { super.m(13); }
}
"#;

    #[test]
    fn unqualified_and_this_calls_follow_enclosing_classes() {
        let f = parse("p/Outer.java", NESTED);
        let t = target(&f, "m", Some("Outer"));
        assert_eq!(t.defs.len(), 1);
        let cs = calls(&f, &t, &no_ctx());
        check(
            &cs,
            NESTED,
            &[
                ("m(1)", Binds::Yes),
                ("m(2)", Binds::Yes),
                ("this.m(3)", Binds::Maybe),
                ("Outer.this.m(4)", Binds::Yes),
                ("m(\"x\")", Binds::No),
                ("this.m(\"y\")", Binds::No),
                ("m(5)", Binds::Maybe),
                ("m(6)", Binds::Yes),
                ("m(7)", Binds::Maybe),
                ("m(8)", Binds::Yes),
                ("m(9)", Binds::Maybe),
                ("m(10)", Binds::Yes),
                ("super.m(11)", Binds::Yes),
                ("this.m(12)", Binds::Yes),
                ("super.m(13)", Binds::Maybe),
            ],
        );
        assert!(cs.iter().all(|c| c.args == Some(1) && !c.supplies_receiver));
        // A call in a lambda belongs to the method around the lambda.
        let defs = definitions(&f);
        let lambda_call = cs
            .iter()
            .find(|c| c.line == line_with(NESTED, "m(8)"))
            .expect("call");
        let enclosing = defs
            .iter()
            .filter(|d| d.start_byte <= lambda_call.byte && lambda_call.byte < d.end_byte)
            .min_by_key(|d| d.end_byte - d.start_byte)
            .expect("enclosing def");
        assert_eq!(enclosing.name, "lambda");
    }

    #[test]
    fn static_imports_decide_unqualified_calls() {
        let util = "package p;\npublic final class MathUtil {\n    public static int sum(int... xs) { return 0; }\n}\n";
        let f = parse("p/MathUtil.java", util);
        let t = target(&f, "sum", None);
        let one = "package q;\nimport static p.MathUtil.sum;\nclass A { int f() { return sum(1, 2); } }\n";
        assert_eq!(
            summary(&calls_in(&t, "q/A.java", one)),
            vec![(3, Some(2), Binds::Yes)]
        );
        let star =
            "package q;\nimport static p.MathUtil.*;\nclass A { int f() { return sum(1); } }\n";
        assert_eq!(
            summary(&calls_in(&t, "q/A.java", star)),
            vec![(3, Some(1), Binds::Yes)]
        );
        let other =
            "package q;\nimport static p.Other.sum;\nclass A { int f() { return sum(1); } }\n";
        assert_eq!(
            summary(&calls_in(&t, "q/A.java", other)),
            vec![(3, Some(1), Binds::No)]
        );
        let other_star =
            "package q;\nimport static p.Other.*;\nclass A { int f() { return sum(); } }\n";
        assert_eq!(
            summary(&calls_in(&t, "q/A.java", other_star)),
            vec![(3, Some(0), Binds::Maybe)]
        );
        // A class extending JUnit 3's `TestCase` inherits no `sum` (the library's declarations
        // say so): the static import decides. A library class the data does not know may
        // declare one.
        let junit = "package q;\nimport static p.MathUtil.sum;\nimport junit.framework.TestCase;\nclass A extends TestCase { int f() { return sum(1); } }\n";
        assert_eq!(
            summary(&calls_in(&t, "q/A.java", junit)),
            vec![(4, Some(1), Binds::Yes)]
        );
        let junit_star = "package q;\nimport static p.MathUtil.sum;\nimport junit.framework.*;\nclass A extends TestCase { int f() { return sum(1); } }\n";
        assert_eq!(
            summary(&calls_in(&t, "q/A.java", junit_star)),
            vec![(4, Some(1), Binds::Yes)]
        );
        let junit_qual = "package q;\nimport static p.MathUtil.sum;\nclass A extends junit.framework.TestCase { int f() { return sum(1); } }\n";
        assert_eq!(
            summary(&calls_in(&t, "q/A.java", junit_qual)),
            vec![(3, Some(1), Binds::Yes)]
        );
        let unknown = "package q;\nimport static p.MathUtil.sum;\nimport org.other.Base;\nclass A extends Base { int f() { return sum(1); } }\n";
        assert_eq!(
            summary(&calls_in(&t, "q/A.java", unknown)),
            vec![(4, Some(1), Binds::Maybe)]
        );
        // Two `.*` imports outside the JDK: either may supply `TestCase`.
        let two_stars = "package q;\nimport static p.MathUtil.sum;\nimport junit.framework.*;\nimport org.other.*;\nclass A extends TestCase { int f() { return sum(1); } }\n";
        assert_eq!(
            summary(&calls_in(&t, "q/A.java", two_stars)),
            vec![(5, Some(1), Binds::Maybe)]
        );
        // A class's own method shadows a static import.
        let own = "package q;\nimport static p.MathUtil.sum;\nclass A { int sum(int a) { return a; } int f() { return sum(1); } }\n";
        assert_eq!(
            summary(&calls_in(&t, "q/A.java", own)),
            vec![(3, Some(1), Binds::No)]
        );
        // Qualified and static forms.
        let qual = "package q;\nclass A { int f() { return p.MathUtil.sum(1, 2, 3); } }\n";
        assert_eq!(
            summary(&calls_in(&t, "q/A.java", qual)),
            vec![(2, Some(3), Binds::Yes)]
        );
        let lists = "package q;\nclass A { int f() { return Collections.sum(1) + CONST.sum(2) + helper.sum(3); } }\n";
        let cs = calls_in(&t, "q/A.java", lists);
        assert_eq!(
            cs.iter().map(|c| c.binds).collect::<Vec<_>>(),
            vec![Binds::No, Binds::Maybe, Binds::Maybe]
        );
    }

    // ---- receivers ---------------------------------------------------------------------------

    const RECEIVERS: &str = r#"package com.acme;

import java.io.IOException;
import java.util.List;

class Svc {
    private final Mailer mailer;
    private Logger log;
    private Mailer[] pool;
    Svc(Mailer mailer) { this.mailer = mailer; }
    void a() { mailer.send("a"); }
    void b() { this.mailer.send("b"); }
    void c() { log.send("c"); }
    void d() { this.other.send("d"); }
    void e(Logger mailer) { mailer.send("e"); }
    void f() { Mailer log = null; log.send("f"); }
    void g() { var m = new Mailer(); m.send("g"); }
    void h() { var l = new Logger(); l.send("h"); }
    void i() { var u = factory(); u.send("i"); }
    void j(Object obj) { var s = (Mailer) obj; s.send("j"); }
    void k() { new Mailer().send("k"); }
    void l() { factory().send("l"); }
    void m() { factory().build().send("m"); }
    void n(List<Mailer> all) { for (Mailer x : all) { x.send("n"); } }
    void o(List<Mailer> all) { all.forEach(y -> y.send("o")); all.forEach((Mailer z) -> z.send("p")); }
    void q() { pool[0].send("q"); }
    void r(Mailer... ms) { ms[1].send("r"); }
    void s(Object o) { if (o instanceof Mailer mm) { mm.send("s"); } }
    void t() { try (Mailer res = new Mailer()) { res.send("t"); } catch (IOException ex) { } }
    void u() { try { run(); } catch (MailError err) { err.send("u"); } catch (IOException | MailError both) { both.send("v"); } }
    void w() { LOG.send("w"); unknown.send("x"); Mailer.send("y"); ((Mailer) thing).send("z"); }
    void x(java.util.Map<String, Mailer> byName) { byName.get("k").send("1"); byName.send("2"); }
    void y() { "text".send("3"); }
    void z() { FancyMailer fm = null; fm.send("4"); Local lc = null; lc.send("5"); }
    <T extends Mailer> void tp(T item) { item.send("9"); }
    // mailer.send("comment");
    String str() { return "mailer.send(\"string\")"; /* send(1) */ }
    void aa() { mailer.send(/* one */ "6", // two
        "7"); }
    void bb() { Runnable r = new Runnable() { Logger mailer; public void run() { mailer.send("8"); } }; }
}
class FancyMailer extends Mailer {}
class Local { void send(String s) {} }
"#;

    #[test]
    fn jdk_function_results_and_lambda_elements_type_receivers() {
        // java-diff-utils: `lineNormalizer.apply(line)` of a `Function<String, String>` field,
        // and `list.stream().map(line -> ..)`'s `line`. A `Function` of another package, a
        // lambda of two parameters, a stream method that is not element-wise (`reduce`) and
        // an element whose type is not written stay unknown.
        let mailer = parse("src/main/java/com/acme/Mailer.java", MAILER);
        let t = target(&mailer, "send", None);
        let src = r#"package com.acme;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

class Svc {
    private Function<String, Mailer> byName;
    private Function<String, Logger> logs;
    private Supplier<Mailer> next;
    void f(List<Mailer> ms, List<Logger> ls, Map<String, Mailer> byKey, List<?> any) {
        byName.apply("x").send("a");
        logs.apply("x").send("b");
        next.get().send("c");
        ms.forEach(m -> m.send("d"));
        ms.stream().filter(m -> m.send("e"));
        ls.stream().map(l -> l.send("f"));
        byKey.forEach((k, m) -> m.send("g"));
        ms.stream().reduce((m) -> m.send("h"));
        any.forEach(m -> m.send("i"));
        ms.removeIf((m) -> m.send("j"));
    }
}
"#;
        let cs = calls_in(&t, "src/main/java/com/acme/Svc.java", src);
        check(
            &cs,
            src,
            &[
                ("send(\"a\")", Binds::Yes),
                ("send(\"b\")", Binds::No),
                ("send(\"c\")", Binds::Yes),
                ("send(\"d\")", Binds::Yes),
                ("send(\"e\")", Binds::Yes),
                ("send(\"f\")", Binds::No),
                ("send(\"g\")", Binds::Maybe),
                ("send(\"h\")", Binds::Maybe),
                ("send(\"i\")", Binds::Maybe),
                ("send(\"j\")", Binds::Yes),
            ],
        );
    }

    #[test]
    fn receivers_are_typed_from_fields_locals_params_and_expressions() {
        let mailer = parse("src/main/java/com/acme/Mailer.java", MAILER);
        let t = target(&mailer, "send", None);
        let cs = calls_in(&t, "src/main/java/com/acme/Svc.java", RECEIVERS);
        check(
            &cs,
            RECEIVERS,
            &[
                ("send(\"a\")", Binds::Yes),
                ("send(\"b\")", Binds::Yes),
                ("send(\"c\")", Binds::No),
                ("send(\"d\")", Binds::Maybe),
                ("send(\"e\")", Binds::No),
                ("send(\"f\")", Binds::Yes),
                ("send(\"g\")", Binds::Yes),
                ("send(\"h\")", Binds::No),
                ("send(\"i\")", Binds::Maybe),
                ("send(\"j\")", Binds::Yes),
                ("send(\"k\")", Binds::Yes),
                ("send(\"l\")", Binds::Maybe),
                ("send(\"m\")", Binds::Maybe),
                ("send(\"n\")", Binds::Yes),
                ("send(\"o\")", Binds::Yes),
                ("send(\"p\")", Binds::Yes),
                ("send(\"q\")", Binds::Yes),
                ("send(\"r\")", Binds::Yes),
                ("send(\"s\")", Binds::Yes),
                ("send(\"t\")", Binds::Yes),
                ("send(\"u\")", Binds::No),
                ("send(\"v\")", Binds::Maybe),
                ("send(\"w\")", Binds::Maybe),
                ("send(\"x\")", Binds::Maybe),
                ("send(\"y\")", Binds::Yes),
                ("send(\"z\")", Binds::Yes),
                // `java.util.Map<String, Mailer>.get(k)` is a `Mailer`.
                ("send(\"1\")", Binds::Yes),
                ("send(\"2\")", Binds::No),
                ("send(\"3\")", Binds::No),
                ("send(\"4\")", Binds::Yes),
                ("send(\"5\")", Binds::No),
                // `<T extends Mailer> tp(T item)`: the bound's `send`, as javac looks it up.
                ("send(\"9\")", Binds::Yes),
                ("send(/*", Binds::Yes),
                ("send(\"8\")", Binds::No),
            ],
        );
        // Comments inside the argument list are not arguments.
        let multi = cs
            .iter()
            .find(|c| c.line == line_with(RECEIVERS, "send(/*"))
            .expect("call");
        assert_eq!(multi.args, Some(2));
        let field = &cs[0];
        assert_eq!(field.args, Some(1));
        assert!(
            field.reason.contains("mailer") && field.reason.contains("Mailer"),
            "{}",
            field.reason
        );
    }

    // ---- classes and constructors -----------------------------------------------------------

    #[test]
    fn constructor_calls_cover_generic_anonymous_qualified_and_explicit_forms() {
        let src = r#"package com.acme;
public class Box<T> {
    public Box(T value) {}
    public Box(T value, int n) { this(value); }
    static Box<String> make() { return new Box<>("a"); }
}
class Special extends Box<String> {
    Special() { super("s", 2); }
    Special(int n) { this(); }
}
class Uses {
    Object a() { return new Box<String>("x", 1, 2); }
    Object b() { return new Box<>("y") { }; }
    Object c() { return new com.acme.Box<>("z"); }
    Object d() { return new other.pkg.Box("w"); }
    Object e() { return new Outer.Box("v"); }
    Object f() { return Box("u"); }
    Object g() { return new BoxFactory(); }
}
"#;
        let f = parse("src/main/java/com/acme/Box.java", src);
        let t = target(&f, "Box", None);
        assert_eq!(t.kind, DefKind::Class);
        assert_eq!(t.defs.len(), 2);
        let cs = calls(&f, &t, &no_ctx());
        check(
            &cs,
            src,
            &[
                ("this(value)", Binds::Yes),
                ("new Box<>(\"a\")", Binds::Yes),
                ("super(\"s\", 2)", Binds::Yes),
                ("new Box<String>", Binds::Yes),
                ("new Box<>(\"y\")", Binds::Yes),
                ("com.acme.Box", Binds::Yes),
                ("other.pkg.Box", Binds::No),
                ("Outer.Box", Binds::No),
                ("Box(\"u\")", Binds::No),
            ],
        );
        let args: Vec<Option<usize>> = cs.iter().map(|c| c.args).collect();
        assert_eq!(
            args,
            vec![
                Some(1),
                Some(1),
                Some(2),
                Some(3),
                Some(1),
                Some(1),
                Some(1),
                Some(1),
                Some(1)
            ]
        );
        let flagged: Vec<usize> = cs
            .iter()
            .filter(|c| c.binds != Binds::No && !accepted(&t, c))
            .map(|c| c.line)
            .collect();
        assert_eq!(flagged, vec![line_with(src, "new Box<String>")]);
    }

    #[test]
    fn records_and_enums_as_targets() {
        let src = r#"package p;
public record Point(int x, int y) {
    double dist(Point o) { return 0; }
}
record Segment(Point a, Point b) {
    double len() { return a.dist(b); }
    static Segment unit() { return new Segment(new Point(0, 0), new Point(1)); }
}
"#;
        let f = parse("p/Point.java", src);
        let t = target(&f, "Point", None);
        assert_eq!(t.defs.len(), 1);
        assert_eq!(t.defs[0].params.count, 2);
        let cs = calls(&f, &t, &no_ctx());
        assert_eq!(
            summary(&cs),
            vec![(7, Some(2), Binds::Yes), (7, Some(1), Binds::Yes)]
        );
        assert!(accepted(&t, &cs[0]) && !accepted(&t, &cs[1]));
        let dist = target(&f, "dist", None);
        assert_eq!(
            summary(&calls(&f, &dist, &no_ctx())),
            vec![(6, Some(1), Binds::Yes)]
        );

        let en = r#"package p;
public enum Color {
    RED(1), GREEN(2) { int code(int base) { return base; } }, BLUE;
    private final int c;
    Color(int c) { this.c = c; }
    Color() { this(0); }
    int code(int base) { return base + c; }
    static int all() { return RED.code(1) + Color.GREEN.code(2); }
}
"#;
        let f = parse("p/Color.java", en);
        let ctor = target(&f, "Color", None);
        assert_eq!(ctor.defs.len(), 2);
        let cs = calls(&f, &ctor, &no_ctx());
        assert_eq!(
            summary(&cs),
            vec![
                (3, Some(1), Binds::Yes),
                (3, Some(1), Binds::Yes),
                (3, Some(0), Binds::Yes),
                (6, Some(1), Binds::Yes),
            ]
        );
        let code = target(&f, "code", Some("Color"));
        assert_eq!(code.scope, vec!["Color"]);
        let cs = calls(&f, &code, &no_ctx());
        // `Color.GREEN` is a Color however its constant body overrides `code`: javac checks
        // the call against Color's declaration, as it does `RED.code(1)`.
        assert_eq!(
            summary(&cs),
            vec![(8, Some(1), Binds::Yes), (8, Some(1), Binds::Yes)]
        );
    }

    #[test]
    fn interface_targets_and_nested_owner_types() {
        let shape = "package p;\npublic interface Shape {\n    double area(double scale);\n    interface Named { String area(); }\n}\n";
        let f = parse("p/Shape.java", shape);
        let t = target(&f, "area", Some("Shape"));
        assert_eq!(t.scope, vec!["Shape"]);
        assert!(t.defs[0].public);
        let caller = r#"package p;
import java.util.List;
class Use {
    double total(List<Shape> shapes, Shape[] arr, Square sq, Shape.Named n) {
        double t = 0;
        for (Shape s : shapes) { t += s.area(1.0); }
        t += arr[0].area(2.0);
        t += sq.area(3.0);
        shapes.forEach(x -> x.area(4.0));
        n.area();
        return t;
    }
}
"#;
        let cs = calls_in(&t, "p/Use.java", caller);
        check(
            &cs,
            caller,
            &[
                ("area(1.0)", Binds::Yes),
                ("area(2.0)", Binds::Yes),
                ("area(3.0)", Binds::No),
                ("area(4.0)", Binds::Yes),
                ("n.area()", Binds::No),
            ],
        );
        // The nested interface's method is its own target; `Shape.Named n` names it.
        let named = target(&f, "area", Some("Named"));
        assert_eq!(named.scope, vec!["Shape", "Named"]);
        let cs = calls_in(&named, "p/Use.java", caller);
        assert_eq!(cs.last().map(|c| c.binds), Some(Binds::Yes));
        assert_eq!(cs.first().map(|c| c.binds), Some(Binds::No));
    }

    #[test]
    fn packages_and_imports_prove_other_classes() {
        let dir = tempfile::tempdir().expect("tempdir");
        let rel = "src/com/acme/TextFormatter.java";
        let text = "package com.acme;\n\npublic class TextFormatter implements Formatter {\n    public String format(String s) { return s; }\n}\n";
        std::fs::create_dir_all(dir.path().join("src/com/acme")).expect("mkdir");
        std::fs::write(dir.path().join(rel), text).expect("write");
        let ctx = RepoCtx::new(dir.path().to_path_buf());
        let f = parse(rel, text);
        let t = target(&f, "format", None);
        let run = |path: &str, src: &str| -> Vec<Binds> {
            calls(&parse(path, src), &t, &ctx)
                .iter()
                .map(|c| c.binds)
                .collect()
        };
        let same = "package com.acme;\nclass A { String f(TextFormatter t) { return t.format(\"a\"); } }\n";
        assert_eq!(run("src/com/acme/A.java", same), vec![Binds::Yes]);
        let imported = "package com.web;\nimport com.acme.TextFormatter;\nclass A { String f(TextFormatter t) { return t.format(\"a\"); } }\n";
        assert_eq!(run("src/com/web/A.java", imported), vec![Binds::Yes]);
        let wildcard = "package com.web;\nimport com.acme.*;\nclass A { String f(TextFormatter t) { return t.format(\"a\"); } }\n";
        assert_eq!(run("src/com/web/A.java", wildcard), vec![Binds::Yes]);
        let elsewhere = "package com.web;\nimport com.other.TextFormatter;\nclass A { String f(TextFormatter t) { return t.format(\"a\"); } }\n";
        assert_eq!(run("src/com/web/A.java", elsewhere), vec![Binds::No]);
        let not_imported =
            "package com.web;\nclass A { String f(TextFormatter t) { return t.format(\"a\"); } }\n";
        assert_eq!(run("src/com/web/A.java", not_imported), vec![Binds::No]);
        let default_pkg = "class A { String f(TextFormatter t) { return t.format(\"a\"); } }\n";
        assert_eq!(run("src/A.java", default_pkg), vec![Binds::No]);
        let qualified = "package com.web;\nclass A { String f(com.other.TextFormatter t, com.acme.TextFormatter u) { return t.format(\"a\") + u.format(\"b\"); } }\n";
        assert_eq!(
            run("src/com/web/A.java", qualified),
            vec![Binds::No, Binds::Yes]
        );
        let own = "package com.acme;\nclass A { String f(TextFormatter t) { return t.format(\"a\"); } }\nclass TextFormatter { String format(String s) { return s; } }\n";
        assert_eq!(run("src/com/acme/A.java", own), vec![Binds::No]);
        // A supertype of the owner may dispatch to it.
        let iface =
            "package com.acme;\nclass A { String f(Formatter t) { return t.format(\"a\"); } }\n";
        assert_eq!(run("src/com/acme/A.java", iface), vec![Binds::Maybe]);
        let stat = "package com.web;\nimport static com.other.TextFormatter.format;\nclass A { String f() { return format(\"a\"); } }\n";
        assert_eq!(run("src/com/web/A.java", stat), vec![Binds::No]);
    }

    /// Whether some definition of `t` takes the call `c` by its count and argument types.
    fn reached(t: &Target, c: &Call) -> bool {
        t.defs
            .iter()
            .enumerate()
            .any(|(i, d)| d.params.admits(c) && c.may_fit(i))
    }

    #[test]
    fn string_concatenation_is_a_string_argument() {
        // jcommander's `ParameterException`: (Throwable) / (String) / (String, Throwable), the
        // (String) one given a parameter.
        let src = "package p;\npublic class ParameterException extends RuntimeException {\n  public ParameterException(Throwable t) { super(t); }\n  public ParameterException(String string, int code) { super(string); }\n  public ParameterException(String string, Throwable t) { super(string, t); }\n}\n";
        let t = target(
            &parse("p/ParameterException.java", src),
            "ParameterException",
            None,
        );
        let user = "package p;\nclass FuzzyMap {\n  void f(String name, int n, Throwable e) {\n    throw new ParameterException(\"Ambiguous option: \" + name);\n    throw new ParameterException(n + 1 + \" values\");\n    throw new ParameterException((\"Unknown \") + e);\n    throw new ParameterException(e);\n    throw new ParameterException(n + e);\n  }\n}\n";
        let cs = calls_in(&t, "p/FuzzyMap.java", user);
        let taken: Vec<bool> = cs.iter().map(|c| reached(&t, c)).collect();
        // `n + e` is no String by its text (it does not compile either): left to the caller.
        assert_eq!(taken, vec![false, false, false, true, true]);
    }

    #[test]
    fn arrays_and_primitives_never_fit_class_or_array_params() {
        // commons-math3's `new ArrayRealVector(diag, deep)`: the (double[], boolean) overload
        // given a parameter, (ArrayRealVector, boolean) and (double[], double[]) left. A double[]
        // (a parameter, `new double[0]`) is no repository class; a boolean (a parameter or a
        // literal) is no array. A Unit, a Shape, still fits (Shape, boolean).
        let vec = "package p;\npublic class Vec extends Shape {\n  public Vec scale(final double[] d, final boolean copy, final int n) { return this; }\n  public Vec scale(final Shape s, final boolean deep) { return this; }\n  public Vec scale(final double[] a, final double[] b) { return this; }\n}\n";
        let shape = "package p;\npublic abstract class Shape {\n}\n";
        let unit = "package p;\npublic class Unit extends Shape {\n}\n";
        let app = "package p;\npublic class App {\n  Vec a(Vec v, final double[] diag, final boolean deep) { return v.scale(diag, deep); }\n  Vec b(Vec v) { return v.scale(new double[0], true); }\n  Vec c(Vec v, Unit u, boolean deep) { return v.scale(u, deep); }\n  Vec d(Vec v, double[][] m, boolean deep) { return v.scale(new double[m.length][], deep); }\n  Vec e(Vec v, double[] x, double[] y) { return v.scale(x, new double[] {1.0}); }\n}\n";
        let s = testkit::scratch(&[
            ("p/Vec.java", vec),
            ("p/Shape.java", shape),
            ("p/Unit.java", unit),
            ("p/App.java", app),
        ]);
        let t = target(&parse("p/Vec.java", vec), "scale", None);
        let fits: Vec<Option<Vec<bool>>> = calls(&parse("p/App.java", app), &t, &s.ctx)
            .into_iter()
            .map(|c| c.fits)
            .collect();
        // Definitions in order: (double[], boolean, int), (Shape, boolean), (double[], double[]).
        assert_eq!(
            fits,
            vec![
                Some(vec![true, false, false]),
                Some(vec![true, false, false]),
                Some(vec![true, true, false]),
                Some(vec![true, false, false]),
                Some(vec![true, false, true]),
            ]
        );
    }

    #[test]
    fn own_method_results_decide_overloads() {
        // commons-codec's `Hex.encodeHexString(byte[])` / `(ByteBuffer)`, the byte[] one given
        // a parameter, called on `DigestUtils`'s own digests.
        let hex = "package p;\nimport java.nio.ByteBuffer;\npublic class Hex {\n  public static String encodeHexString(final byte[] data, final int offset) { return null; }\n  public static String encodeHexString(final ByteBuffer data) { return null; }\n}\n";
        let digests = "package p;\nimport java.nio.ByteBuffer;\npublic class DigestUtils {\n  public static byte[] md5(final byte[] data) { return data; }\n  public static byte[] md5(final String data) { return null; }\n  static ByteBuffer wrap(final byte[] data) { return null; }\n  static Object any(byte[] d) { return d; }\n  static ByteBuffer any(String s) { return null; }\n  public static String md5Hex(final String data) { return Hex.encodeHexString(md5(data)); }\n  public String md5This(final String data) { return Hex.encodeHexString(this.md5(data)); }\n  static String wrapped(byte[] d) { return Hex.encodeHexString(wrap(d)); }\n  static String mixed(byte[] d) { return Hex.encodeHexString(any(d)); }\n  static String imported(byte[] d) { return Hex.encodeHexString(sha(d)); }\n}\n";
        let inherits = "package p;\npublic class Sub extends DigestUtils {\n  String f(byte[] d) { return Hex.encodeHexString(md5(d)); }\n}\n";
        let jdk = "package p;\npublic class Io extends java.io.InputStream {\n  static byte[] read(byte[] d) { return d; }\n  String f(byte[] d) { return Hex.encodeHexString(read(d)); }\n  public int read() { return 0; }\n}\n";
        let s = testkit::scratch(&[
            ("p/Hex.java", hex),
            ("p/DigestUtils.java", digests),
            ("p/Sub.java", inherits),
            ("p/Io.java", jdk),
        ]);
        let t = target(&parse("p/Hex.java", hex), "encodeHexString", None);
        let taken = |path: &str, src: &str| -> Vec<bool> {
            calls(&parse(path, src), &t, &s.ctx)
                .iter()
                .map(|c| reached(&t, c))
                .collect()
        };
        // `md5(...)` and `this.md5(...)` are `byte[]` (both overloads say so); `wrap` gives a
        // ByteBuffer; `any`'s overloads disagree; `sha` is no method of the class.
        assert_eq!(
            taken("p/DigestUtils.java", digests),
            vec![false, false, true, true, true]
        );
        // Inherited from a repository class in another file: its result type is read there.
        assert_eq!(taken("p/Sub.java", inherits), vec![false]);
        // A JDK supertype may declare more methods of the name.
        assert_eq!(taken("p/Io.java", jdk), vec![true]);
    }

    #[test]
    fn outer_class_results_decide_overloads_in_a_member_class() {
        // jline2's `ConsoleReaderTestSupport.Buffer`: `append(String)` (given a parameter)
        // beside `append(int)`, called on the outer class's `getKeyForAction(op)`. An
        // unqualified call in a member class is the innermost enclosing class's that has a
        // method of the name (JLS 15.12.1).
        let support = "package p;\npublic class Support {\n  String title(int op) { return \"\"; }\n  int code(int op) { return op; }\n  String label(int op) { return \"\"; }\n  static class Base { }\n  protected class Buffer {\n    Buffer a(int op) { return append(title(op)); }\n    Buffer b(int op) { return append(code(op)); }\n    Buffer c(int op) { return append(label(op)); }\n    int label(int x, int y) { return x; }\n    class Inner { Buffer e(int op) { return append(title(op)); } }\n    class Sub extends Base { Buffer f(int op) { return append(title(op)); } }\n    public Buffer append(String s, boolean raw) { return this; }\n    public Buffer append(int i) { return this; }\n  }\n}\n";
        let s = testkit::scratch(&[("p/Support.java", support)]);
        let t = target(&parse("p/Support.java", support), "append", Some("Buffer"));
        let taken: Vec<bool> = calls(&parse("p/Support.java", support), &t, &s.ctx)
            .iter()
            .map(|c| reached(&t, c))
            .collect();
        // `title` and `code` are Support's (a String, an int), through `Inner` too; Buffer's
        // own `label` hides Support's; `Sub`'s supertype is not looked into.
        assert_eq!(taken, vec![false, true, true, false, true]);
    }

    #[test]
    fn chains_from_an_inherited_member_class_bind() {
        // jline2's `ViMoveModeTest`: `(new Buffer("..")).escape().append(left)` in a subclass
        // of the class declaring the member class `Buffer`.
        let support = "package p;\npublic class Support {\n  protected class Buffer {\n    Buffer escape() { return append(\"e\"); }\n    public Buffer append(String s, boolean raw) { return this; }\n    public Buffer append(int i) { return this; }\n  }\n}\n";
        let test = "package p;\npublic class MoveTest extends Support {\n  Buffer g(String left) { return (new Buffer()).escape().append(left); }\n  Buffer h(String left) { Buffer b = new Buffer(); return b.escape().append(left); }\n  Buffer i(String left) { return ((Buffer) null).escape().append(left); }\n  Buffer j(String left) { return (new Buffer() { Buffer escape() { return null; } }).escape().append(left); }\n  Buffer k() { return new Buffer().escape().append('3'); }\n}\n";
        let s = testkit::scratch(&[("p/Support.java", support), ("p/MoveTest.java", test)]);
        let t = target(&parse("p/Support.java", support), "append", Some("Buffer"));
        let got: Vec<(Binds, bool)> = calls(&parse("p/MoveTest.java", test), &t, &s.ctx)
            .iter()
            .map(|c| (c.binds, reached(&t, c)))
            .collect();
        // An anonymous class may declare its own `escape`: not followed. A `char` widens to
        // `append(int)`.
        assert_eq!(
            got,
            vec![
                (Binds::Yes, false),
                (Binds::Yes, false),
                (Binds::Yes, false),
                (Binds::Maybe, false),
                (Binds::Yes, true),
            ]
        );
    }

    #[test]
    fn repository_receiver_results_decide_overloads() {
        // commons-math3's `Dfp.multiply(Dfp)` (given a parameter) beside `multiply(int)` and
        // `multiply(double)`: an argument that is a call on a receiver of a repository class is
        // typed by that class's declared result, up its supertypes (a JDK one only when it has
        // no method of the name).
        let dfp = "package p;\nimport java.io.Serializable;\npublic class Dfp extends Base implements Serializable {\n  public Dfp multiply(final int x) { return this; }\n  public Dfp multiply(final double x) { return this; }\n  public Dfp multiply(final Dfp x, final int extra) { return this; }\n  public Dfp power10K(int e) { return this; }\n  public double toDouble() { return 0; }\n  public Object any(int x) { return this; }\n  public Dfp any(double x) { return this; }\n}\n";
        let base =
            "package p;\npublic abstract class Base {\n  public Dfp half() { return null; }\n}\n";
        let writer = "package p;\nimport java.io.Writer;\npublic abstract class Out extends Writer {\n  public Dfp append(int x) { return null; }\n}\n";
        let holder = "package p;\npublic class Holder<T> {\n  public T get() { return null; }\n}\n";
        let math = "package p;\npublic class DfpMath {\n  public static Dfp pow(Dfp x, int a) { return x; }\n  public static Dfp pow(Dfp x, Dfp y) { return x; }\n  private Dfp field;\n  void split(final Dfp a, Out w, Holder<Dfp> h) {\n    a.multiply(a.power10K(2));\n    a.multiply(DfpMath.pow(a, 2));\n    a.multiply(a.half());\n    a.multiply(a.power10K(1).half());\n    a.multiply(this.field.half());\n    a.multiply(a.toDouble());\n    a.multiply(a.any(1));\n    a.multiply(w.append(1));\n    a.multiply(h.get());\n  }\n}\n";
        let s = testkit::scratch(&[
            ("p/Dfp.java", dfp),
            ("p/Base.java", base),
            ("p/Out.java", writer),
            ("p/Holder.java", holder),
            ("p/DfpMath.java", math),
        ]);
        let t = target(&parse("p/Dfp.java", dfp), "multiply", Some("Dfp"));
        let taken: Vec<bool> = calls(&parse("p/DfpMath.java", math), &t, &s.ctx)
            .iter()
            .map(|c| reached(&t, c))
            .collect();
        // A Dfp fits neither `int` nor `double`: own, static, inherited, chained and field
        // receivers' results; a `double` result fits; overloads disagreeing, a JDK supertype
        // declaring the name (`Writer.append`) and a type variable's result tell nothing.
        assert_eq!(
            taken,
            vec![false, false, false, false, false, true, true, true, true]
        );
    }

    #[test]
    fn expressions_creations_and_class_literals_decide_overloads() {
        // Overloads by boolean and numeric operators, conditionals, `new` of repository
        // classes (their JDK supertypes decide a JDK parameter), class literals and
        // `getClass()`: each changed overload was the one-parameter one.
        let sink = "package p;\npublic class Sink {\n  public void mark(int n) {}\n  public void mark(String s) {}\n  public void mark(boolean b, int at) {}\n  public void put(String s) {}\n  public void put(Comparable<?> c) {}\n  public void put(Element e, int at) {}\n  public void of(String s) {}\n  public void of(Element e, int at) {}\n}\n";
        let element = "package p;\npublic abstract class Element {}\n";
        let prim = "package p;\npublic final class Primitive extends Element {}\n";
        let num =
            "package p;\npublic final class Lazy extends Number implements Comparable<Lazy> {}\n";
        let kind = "package p;\npublic enum Kind { A }\n";
        let app = "package p;\npublic class App {\n  void f(Sink s, int a, int b, boolean f, Object x, Kind kind) {\n    s.mark(a < b);\n    s.mark(!f);\n    s.mark(x instanceof String);\n    s.mark(f ? true : false);\n    s.mark(-a);\n    s.mark(f ? 1 : 2);\n    s.mark(f ? \"a\" : \"b\");\n    s.mark(a & b);\n    s.put(new Primitive());\n    s.put(new Lazy());\n    s.put(kind);\n    s.of(App.class);\n    s.of(x.getClass());\n  }\n}\n";
        let s = testkit::scratch(&[
            ("p/Sink.java", sink),
            ("p/Element.java", element),
            ("p/Primitive.java", prim),
            ("p/Lazy.java", num),
            ("p/Kind.java", kind),
            ("p/App.java", app),
        ]);
        let sink_file = parse("p/Sink.java", sink);
        let taken = |name: &str| -> Vec<bool> {
            let t = target(&sink_file, name, Some("Sink"));
            calls(&parse("p/App.java", app), &t, &s.ctx)
                .iter()
                .map(|c| reached(&t, c))
                .collect()
        };
        // A boolean is no int nor String; a number, an int or String conditional is; `a & b`
        // may be either.
        assert_eq!(
            taken("mark"),
            vec![false, false, false, false, true, true, true, true]
        );
        // A Primitive is no String nor Comparable (no JDK supertype); a Lazy is Comparable,
        // and so is an enum (java.lang.Enum).
        assert_eq!(taken("put"), vec![false, true, true]);
        // A Class is no String.
        assert_eq!(taken("of"), vec![false, false]);
    }

    #[test]
    fn a_class_literal_is_no_library_type() {
        // junit4's `ExpectedException.expect(Class)` given a parameter: `expect(X.class)` then
        // meets only `expect(Matcher<?>)`, hamcrest's (a library's: no JDK type is one).
        let rule = "package p;\nimport java.util.Map;\nimport org.hamcrest.Matcher;\npublic class Rule {\n  public void expect(Matcher<?> m) {}\n  public void expect(Class<? extends Throwable> t, boolean exact) {}\n  public void of(org.hamcrest.Matcher<?> m) {}\n  public void of(Class<?> t, int n) {}\n  public void at(Map.Entry<?, ?> e) {}\n  public void at(Class<?> t, int n) {}\n}\n";
        let app = "package p;\nclass App {\n  void f(Rule r) {\n    r.expect(IllegalStateException.class);\n    r.expect(null);\n    r.of(App.class);\n    r.at(App.class);\n  }\n}\n";
        let s = testkit::scratch(&[("p/Rule.java", rule), ("p/App.java", app)]);
        let rule_file = parse("p/Rule.java", rule);
        let taken = |name: &str| -> Vec<bool> {
            let t = target(&rule_file, name, Some("Rule"));
            calls(&parse("p/App.java", app), &t, &s.ctx)
                .iter()
                .map(|c| reached(&t, c))
                .collect()
        };
        // A Class is no Matcher; null is.
        assert_eq!(taken("expect"), vec![false, true]);
        // Written qualified by a library's package: the same.
        assert_eq!(taken("of"), vec![false]);
        // `Map.Entry` is qualified by its enclosing type, not a package: no library rule
        // (and the JDK lookup does not read it), so the call may still reach it.
        assert_eq!(taken("at"), vec![true]);
    }

    #[test]
    fn inherited_overloads_take_repository_call_results() {
        // `Sub.f(Dfp)` given a parameter: a one-argument call whose argument is a Dfp, a
        // variable or a repository call's result, reaches `Base.f(Dfp)` instead.
        let base = "package p;\npublic class Base {\n  public void f(Dfp x) {}\n}\n";
        let sub =
            "package p;\npublic class Sub extends Base {\n  public void f(Dfp x, int n) {}\n}\n";
        let dfp = "package p;\npublic class Dfp {\n  public Dfp half() { return this; }\n}\n";
        let app = "package p;\nclass App {\n  void g(Sub s, Dfp a) {\n    s.f(a.half());\n    s.f(a);\n    s.f(1);\n  }\n}\n";
        let s = testkit::scratch(&[
            ("p/Base.java", base),
            ("p/Sub.java", sub),
            ("p/Dfp.java", dfp),
            ("p/App.java", app),
        ]);
        let t = target(&parse("p/Sub.java", sub), "f", Some("Sub"));
        let cs = calls(&parse("p/App.java", app), &t, &s.ctx);
        check(
            &cs,
            app,
            &[
                ("s.f(a.half())", Binds::No),
                ("s.f(a)", Binds::No),
                ("s.f(1)", Binds::Yes),
            ],
        );
    }

    #[test]
    fn an_inherited_overload_decides_by_its_access_and_its_arguments() {
        // jts's STRtree.insert(Envelope, Object) given a parameter, while its base
        // AbstractSTRtree declares `protected insert(Object, Object)`: javac takes a
        // two-argument call from the base's own package (any value fits Object, whatever its
        // type); from another package the protected method is reachable only in a subclass's
        // body: from a class whose supertypes are all known and none a subclass (`Other`,
        // java.util's `ArrayList` among them) javac does not see it, so the call is the
        // target's; from a subclass (`Sub`), a class with a supertype not known (`Odd`) or an
        // anonymous class it is not sure; a private base method is never inherited; an
        // argument whose type is not known here is read as not fitting a base method taking
        // Env (only a provable fit resolves a call elsewhere).
        let base = "package p;\npublic abstract class Base {\n  protected void insert(Object b, Object i) {}\n  private void put(Object b, Object i) {}\n  public void add(Env e, Object i) {}\n}\n";
        let tree = "package p;\npublic class Tree extends Base {\n  public void insert(Env e, Object i, int n) {}\n  public void put(Env e, Object i, int n) {}\n  public void add(Env e, Object i, int n) {}\n}\n";
        let env = "package p;\npublic class Env {}\n";
        let same = "package p;\nclass Same {\n  void g(Tree t, java.util.List<Env> xs) {\n    t.insert(xs.get(0).copy(), xs.get(0));\n    t.put(new Env(), 1);\n    t.add(xs.get(0).copy(), 1);\n    t.add(\"e\", 1);\n  }\n}\n";
        let other = "package q;\nimport p.Tree;\nclass Other extends java.util.ArrayList<String> implements Runnable {\n  public void run() {}\n  void g(Tree t, Object o) {\n    t.insert(o, o);\n  }\n}\n";
        let sub = "package q;\nimport p.Tree;\nclass Sub extends Tree {\n  static class In {\n    void g(Tree t, Object o) {\n      t.insert(o, o);\n    }\n  }\n}\n";
        let odd = "package q;\nimport p.Tree;\nclass Odd extends Mystery {\n  void g(Tree t, Object o) {\n    t.insert(o, o);\n  }\n}\n";
        let anon = "package q;\nimport p.Tree;\nclass Anon {\n  Object r = new Object() {\n    void g(Tree t, Object o) {\n      t.insert(o, o);\n    }\n  };\n}\n";
        let s = testkit::scratch(&[
            ("p/Base.java", base),
            ("p/Tree.java", tree),
            ("p/Env.java", env),
            ("p/Same.java", same),
            ("q/Other.java", other),
            ("q/Sub.java", sub),
            ("q/Odd.java", odd),
            ("q/Anon.java", anon),
        ]);
        for (m, file, text, want) in [
            (
                "insert",
                "p/Same.java",
                same,
                vec![("t.insert(", Binds::No)],
            ),
            ("put", "p/Same.java", same, vec![("t.put(", Binds::Yes)]),
            (
                "add",
                "p/Same.java",
                same,
                vec![("t.add(xs", Binds::Yes), ("t.add(\"e\"", Binds::Yes)],
            ),
            (
                "insert",
                "q/Other.java",
                other,
                vec![("t.insert(", Binds::Yes)],
            ),
            (
                "insert",
                "q/Sub.java",
                sub,
                vec![("t.insert(", Binds::Maybe)],
            ),
            (
                "insert",
                "q/Odd.java",
                odd,
                vec![("t.insert(", Binds::Maybe)],
            ),
            (
                "insert",
                "q/Anon.java",
                anon,
                vec![("t.insert(", Binds::Maybe)],
            ),
        ] {
            let t = target(&parse("p/Tree.java", tree), m, Some("Tree"));
            let cs = calls(&parse(file, text), &t, &s.ctx);
            check(&cs, text, &want);
        }
    }

    #[test]
    fn inherited_overloads_take_primitive_arrays_and_updated_variables() {
        // commons-lang3's ToStringStyle: a subclass's `super.appendDetail(buffer, fieldName,
        // array)` on a `final long[]` parameter reaches the base's `long[]` overload (a
        // primitive array is a reference, of its own written type), and `appendDetail(buffer,
        // fieldName, i++, item)` the base's `(.., int, Object)` one (`i++` has the int
        // variable's type, and the Object `item` is no int for the target's `(.., Object,
        // int)`). A `long` variable proves no `int` parameter, a `long[]` no `int[]` one, and
        // an updated `long` no `int`: those calls stay the target's.
        let base = "package p;\npublic class Base {\n  protected void put(StringBuilder b, String n, long[] a) {}\n  protected void put(StringBuilder b, String n, int i, Object o) {}\n  protected void put(StringBuilder b, String n, int[] a) {}\n}\n";
        let mid = "package p;\npublic class Mid extends Base {\n  protected void put(StringBuilder b, String n, Object v, int depth) {}\n  protected void put(StringBuilder b, String n, java.util.Collection<?> c) {\n    int i = 0;\n    long k = 0;\n    for (final Object item : c) {\n      put(b, n, i++, item);\n      put(b, n, k++, item);\n    }\n  }\n}\n";
        let sub = "package p;\npublic class Sub extends Mid {\n  protected void put(StringBuilder b, String n, final long[] a) {\n    super.put(b, n, a);\n  }\n  void g(StringBuilder b, String n, final long[][] m, long l) {\n    super.put(b, n, m);\n    super.put(b, n, l);\n  }\n}\n";
        let s = testkit::scratch(&[
            ("p/Base.java", base),
            ("p/Mid.java", mid),
            ("p/Sub.java", sub),
        ]);
        let t = target(&parse("p/Mid.java", mid), "put", Some("Mid"));
        let cs = calls(&parse("p/Sub.java", sub), &t, &s.ctx);
        check(
            &cs,
            sub,
            &[
                ("super.put(b, n, a)", Binds::No),
                ("super.put(b, n, m)", Binds::Yes),
                ("super.put(b, n, l)", Binds::Yes),
            ],
        );
        let cs = calls(&parse("p/Mid.java", mid), &t, &s.ctx);
        check(
            &cs,
            mid,
            &[("put(b, n, i++", Binds::No), ("put(b, n, k++", Binds::Yes)],
        );
        let long = TypeRef {
            primitive: true,
            ..TypeRef::named("long")
        };
        assert!(typed_fits(&long, "long"));
        assert!(!typed_fits(&long, "int"));
        assert!(typed_fits(
            &TypeRef {
                dims: 1,
                ..long.clone()
            },
            "long[]"
        ));
        assert!(typed_fits(
            &TypeRef {
                dims: 1,
                ..long.clone()
            },
            "Object"
        ));
        assert!(!typed_fits(&TypeRef { dims: 1, ..long }, "int[]"));
        assert!(!typed_fits(&TypeRef::default(), "String"));
    }

    #[test]
    fn super_calls_up_a_chain_bind_the_target() {
        // commons-math3's `BracketingNthOrderBrentSolver.solve` calling `super.solve(..)`: its
        // superclass inherits the changed interface method, and no class between declares a
        // `solve` of that many parameters.
        let iface = "package p;\npublic interface Solver {\n  double solve(int n, double a, double b, double c);\n  double solve(int n, double a);\n}\n";
        let mid = "package p;\npublic abstract class Mid implements Solver {\n  public double solve(int n, double a) { return a; }\n}\n";
        let leaf = "package p;\npublic class Leaf extends Mid {\n  public double solve(int n, double a, double b, double c) { return 0; }\n  double f() { return super.solve(1, 2.0, 3.0); }\n  double g() { return super.solve(1, 2.0); }\n}\n";
        let s = testkit::scratch(&[
            ("p/Solver.java", iface),
            ("p/Mid.java", mid),
            ("p/Leaf.java", leaf),
        ]);
        let t = target(&parse("p/Solver.java", iface), "solve", Some("Solver"));
        let cs = calls(&parse("p/Leaf.java", leaf), &t, &s.ctx);
        check(
            &cs,
            leaf,
            &[
                ("super.solve(1, 2.0, 3.0)", Binds::Yes),
                ("super.solve(1, 2.0)", Binds::Maybe),
            ],
        );
    }

    #[test]
    fn inherited_generic_overloads_take_the_type_arguments_given() {
        // ini4j's `BasicRegistry.put(String, Section)` calling `super.put(key, value)`: the
        // changed `BasicProfile.put(String, String, Object)` is not what it reaches but the
        // inherited `BasicMultiMap<K, V>.put`, whose K and V the superclasses make `String`
        // and `Section`; a `String` where V is `Section` leaves the target.
        let store = "package p;\npublic class Store<K, V> {\n  public V put(K key, V value) { return value; }\n  public V put(K key, V value, int index) { return value; }\n}\n";
        let named = "package p;\npublic class Named<V> extends Store<String, V> {\n}\n";
        let item = "package p;\npublic class Item {\n}\n";
        let shelf = "package p;\npublic class Shelf extends Named<Item> {\n  public String put(String s, String l, Object v, int i) { return l; }\n}\n";
        let depot = "package p;\npublic class Depot extends Shelf {\n  Item a(String key, Item value) { return super.put(key, value); }\n  Item b(String key, Item value, int index) { return super.put(key, value, index); }\n  String c(String key) { return super.put(key, \"label\", 3); }\n}\n";
        let s = testkit::scratch(&[
            ("p/Store.java", store),
            ("p/Named.java", named),
            ("p/Item.java", item),
            ("p/Shelf.java", shelf),
            ("p/Depot.java", depot),
        ]);
        let t = target(&parse("p/Shelf.java", shelf), "put", Some("Shelf"));
        let cs = calls(&parse("p/Depot.java", depot), &t, &s.ctx);
        check(
            &cs,
            depot,
            &[
                ("super.put(key, value)", Binds::No),
                ("super.put(key, value, index)", Binds::No),
                ("super.put(key, \"label\", 3)", Binds::Yes),
            ],
        );
        // A raw superclass erases them: `Object` takes any argument (javac accepts all three
        // calls then, the last one reaching `put(Object, Object, int)`).
        let raw = "package p;\npublic class Shelf extends Store {\n  public String put(String s, String l, Object v, int i) { return l; }\n}\n";
        let s = testkit::scratch(&[
            ("p/Store.java", store),
            ("p/Item.java", item),
            ("p/Shelf.java", raw),
            ("p/Depot.java", depot),
        ]);
        let t = target(&parse("p/Shelf.java", raw), "put", Some("Shelf"));
        let cs = calls(&parse("p/Depot.java", depot), &t, &s.ctx);
        check(
            &cs,
            depot,
            &[
                ("super.put(key, value)", Binds::No),
                ("super.put(key, value, index)", Binds::No),
                ("super.put(key, \"label\", 3)", Binds::No),
            ],
        );
    }

    #[test]
    fn generic_headers_give_type_parameters_and_arguments() {
        let src = "class A<K extends Comparable<K>, V> extends B<K, Map<String, V>> implements C, D<V> {}";
        let (params, supers) = text_generic_header(src, "A").unwrap();
        assert_eq!(params, vec!["K extends Comparable<K>", "V"]);
        assert_eq!(
            supers,
            vec![
                (
                    "B".to_string(),
                    vec!["K".to_string(), "Map<String, V>".to_string()]
                ),
                ("C".to_string(), vec![]),
                ("D".to_string(), vec!["V".to_string()]),
            ]
        );
        let map: HashMap<String, String> = [("K".to_string(), "String".to_string())].into();
        assert_eq!(
            substitute_words("put(K key, Kx k, a.K b)", &map),
            "put(String key, Kx k, a.K b)"
        );
    }

    #[test]
    fn inherited_results_and_jdk_parameters_decide_overloads() {
        // jcommander's `ParameterException`: (Throwable) / (String) / (String, Throwable), the
        // (String) one given a parameter. A String is no Throwable, whether a parameter, an
        // own static helper's result or a base class's helper's result in another file.
        let exc = "package p;\npublic class ParameterException extends RuntimeException {\n  public ParameterException(Throwable t) { super(t); }\n  public ParameterException(String string, int code) { super(string); }\n  public ParameterException(String string, Throwable t) { super(string, t); }\n}\n";
        let missing = "package p;\npublic class MissingCommandException extends ParameterException {\n  public MissingCommandException(String message, String command) {\n    super(message);\n  }\n  public MissingCommandException(Exception e) {\n    super(e);\n  }\n}\n";
        let base = "package p;\npublic abstract class BaseConverter<T> {\n  protected String getErrorString(String value, String to) { return value + to; }\n  protected Throwable cause(String value) { return null; }\n}\n";
        let conv = "package p;\npublic class IntegerConverter extends BaseConverter<Integer> {\n  public Integer convert(String value) {\n    throw new ParameterException(getErrorString(value, \"an integer\"));\n    throw new ParameterException(cause(value));\n  }\n}\n";
        let own = "package p;\nimport java.lang.reflect.Method;\npublic class Parameterized {\n  private Method method;\n  private static String errorMessage(Method m, Exception ex) { return \"\" + m; }\n  public void set(Object value) {\n    try { method.invoke(value); } catch (IllegalAccessException | IllegalArgumentException ex) {\n      throw new ParameterException(errorMessage(method, ex));\n    }\n  }\n}\n";
        let s = testkit::scratch(&[
            ("p/ParameterException.java", exc),
            ("p/MissingCommandException.java", missing),
            ("p/BaseConverter.java", base),
            ("p/IntegerConverter.java", conv),
            ("p/Parameterized.java", own),
        ]);
        let t = target(
            &parse("p/ParameterException.java", exc),
            "ParameterException",
            None,
        );
        let taken = |path: &str, src: &str| -> Vec<bool> {
            calls(&parse(path, src), &t, &s.ctx)
                .iter()
                .map(|c| reached(&t, c))
                .collect()
        };
        // `super(message)` with a String; `super(e)` with an Exception may be a Throwable.
        assert_eq!(
            taken("p/MissingCommandException.java", missing),
            vec![false, true]
        );
        // The base class's `getErrorString` is a String; its `cause` a Throwable.
        assert_eq!(taken("p/IntegerConverter.java", conv), vec![false, true]);
        assert_eq!(taken("p/Parameterized.java", own), vec![false]);
    }

    #[test]
    fn jdk_hierarchy_decides_overloads() {
        // commons-io's `PathUtils.visitFileTree(T, Path)` (given a parameter) beside `(T, URI)`
        // and `(T, String, String...)`: a Path is no URI (a final class) nor a String.
        let paths = "package p;\nimport java.net.URI;\nimport java.nio.file.FileVisitor;\nimport java.nio.file.Path;\npublic class PathUtils {\n  public static <T extends FileVisitor<? super Path>> T visitFileTree(final T visitor, final Path directory, int depth) { return visitor; }\n  public static <T extends FileVisitor<? super Path>> T visitFileTree(final T visitor, final String first, final String... more) { return visitor; }\n  public static <T extends FileVisitor<? super Path>> T visitFileTree(final T visitor, final URI uri) { return visitor; }\n  static Object count(final Path directory, final URI uri, final Comparable<Path> c) {\n    visitFileTree(null, directory);\n    visitFileTree(null, uri);\n    return visitFileTree(null, c);\n  }\n}\n";
        // commons-io's `IOUtils.closeQuietly(Closeable, Consumer)` (given a parameter) beside
        // `closeQuietly(Closeable...)`: a Consumer is no Closeable, an InputStream is one.
        let io = "package p;\nimport java.io.Closeable;\nimport java.io.IOException;\nimport java.io.InputStream;\nimport java.util.function.Consumer;\npublic class IOUtils {\n  public static void closeQuietly(final Closeable closeable, final Consumer<IOException> consumer, int n) {}\n  public static void closeQuietly(final Closeable... closeables) {}\n  static void f(Closeable closeable, InputStream in) {\n    closeQuietly(closeable, (Consumer<IOException>) null);\n    closeQuietly(closeable, in);\n    closeQuietly(closeable, (InputStream) null);\n  }\n}\n";
        let s = testkit::scratch(&[("p/PathUtils.java", paths), ("p/IOUtils.java", io)]);
        let taken = |path: &str, src: &str, name: &str| -> Vec<bool> {
            let t = target(&parse(path, src), name, None);
            calls(&parse(path, src), &t, &s.ctx)
                .iter()
                .map(|c| reached(&t, c))
                .collect()
        };
        // A `Comparable<Path>` is no URI either: a value goes by its static type (URI is
        // a Comparable, not the other way round).
        assert_eq!(
            taken("p/PathUtils.java", paths, "visitFileTree"),
            vec![false, true, false]
        );
        assert_eq!(
            taken("p/IOUtils.java", io, "closeQuietly"),
            vec![false, true, true]
        );
    }

    #[test]
    fn static_call_results_type_receivers() {
        // jcommander's `Console.println(String)` called on `JCommander.getConsole()`; println is
        // PrintStream's name too.
        let console =
            "package p;\npublic interface Console {\n  void println(String msg, int indent);\n}\n";
        let jc = "package p;\npublic class JCommander {\n  private static Console console;\n  public static Console getConsole() { return console; }\n  public static Other other() { return null; }\n}\n";
        let other = "package p;\npublic class Other {\n  public void println(String s) {}\n}\n";
        let user = "package p;\nclass ParameterDescription {\n  static void p(String s) {\n    JCommander.getConsole().println(\"[P] \" + s);\n    JCommander.other().println(s);\n  }\n}\n";
        let s = testkit::scratch(&[
            ("p/Console.java", console),
            ("p/JCommander.java", jc),
            ("p/Other.java", other),
            ("p/ParameterDescription.java", user),
        ]);
        let t = target(
            &parse("p/Console.java", console),
            "println",
            Some("Console"),
        );
        let cs = calls(&parse("p/ParameterDescription.java", user), &t, &s.ctx);
        let binds: Vec<Binds> = cs.iter().map(|c| c.binds).collect();
        assert_eq!(binds, vec![Binds::Yes, Binds::No]);
    }

    #[test]
    fn default_package_targets() {
        let dir = tempfile::tempdir().expect("tempdir");
        let text = "public class Util {\n    public static int twice(int x) { return 2 * x; }\n}\n";
        std::fs::write(dir.path().join("Util.java"), text).expect("write");
        let ctx = RepoCtx::new(dir.path().to_path_buf());
        let t = target(&parse("Util.java", text), "twice", None);
        let run = |path: &str, src: &str| -> Vec<Binds> {
            calls(&parse(path, src), &t, &ctx)
                .iter()
                .map(|c| c.binds)
                .collect()
        };
        let same = "class A { int f() { return Util.twice(1); } }\n";
        assert_eq!(run("A.java", same), vec![Binds::Yes]);
        let named = "package q;\nclass A { int f() { return Util.twice(1); } }\n";
        assert_eq!(run("q/A.java", named), vec![Binds::No]);
    }

    #[test]
    fn text_helpers_read_package_and_supertypes() {
        let src = "/* header\n * package fake;\n */\n// package nope;\npackage a.b.c ;\nimport x.Y;\n@Ann\npublic final class Foo<T extends Bar<T>> extends Base<T> implements java.io.Serializable, Api {\n}\n";
        assert_eq!(text_package(src).as_deref(), Some("a.b.c"));
        assert_eq!(text_supers(src, "Foo"), vec!["Base", "Serializable", "Api"]);
        assert_eq!(text_package("class A {}\n").as_deref(), Some(""));
        assert_eq!(
            text_supers("record R(int a) implements Cmp<R> {}", "R"),
            vec!["Cmp"]
        );
        assert!(text_supers("class FooBar extends Foo {}", "Foo").is_empty());
        // A member type named through its outer class stays whole where asked.
        let nested = "public class Ini {\n    public interface Section extends Profile.Section, java.io.Serializable {}\n}\n";
        assert_eq!(
            text_supers(nested, "Section"),
            vec!["Section", "Serializable"]
        );
        assert_eq!(
            text_supers_members(nested, "Section"),
            vec!["Profile.Section", "Serializable"]
        );
    }

    #[test]
    fn a_word_is_a_whole_identifier() {
        assert!(has_word("void connect(String h)", "connect"));
        assert!(has_word("connect", "connect"));
        assert!(has_word("c.connect\n", "connect"));
        assert!(!has_word(
            "disconnect(); _connectAction_(); connect2(); $connect",
            "connect"
        ));
        assert!(has_word("x.disconnect(); connect(h)", "connect"));
        // Not a letter: a boundary, so a doubt reads as a hit.
        assert!(has_word("\u{e9}connect", "connect"));
        assert!(!has_word("", "connect"));
        assert!(has_word("anything", ""));
    }

    #[test]
    fn declared_parameter_types_and_literal_fits() {
        let (types, vars) = declared_param_types(
            "@Override public <T extends Comparable<T>> void on(@Nonnull final String event, Map<String, List<T>> m, @Size(max = 3) int[] xs, T t)",
            "on",
        )
        .expect("readable list");
        assert_eq!(types, vec!["String", "Map", "int[]", "T"]);
        assert_eq!(vars, vec!["T"]);
        assert!(declared_param_types("void on(String... xs)", "on").is_none());
        // commons-io's `PathUtils.visitFileTree(T, String, String...)`: the fixed parameters.
        let (fixed, vars, variadic) = fixed_param_types(
            "public static <T extends FileVisitor<? super Path>> T visitFileTree(final T visitor, final String first, final String... more)",
            "visitFileTree",
            false,
        )
        .expect("readable list");
        assert_eq!(
            (fixed, vars, variadic),
            (
                vec!["T".to_string(), "String".to_string()],
                vec!["T".to_string()],
                Some("String".to_string())
            )
        );
        assert!(fixed_param_types("void on(String... xs, int n)", "on", false).is_none());
        assert_eq!(
            declared_type_vars("class Cache<Key, Value extends Map<Key, Key>> {}"),
            vec!["Key", "Value"]
        );
        let none: &[String] = &[];
        assert_eq!(fits(&Arg::Str, "Consumer", none), Some(false));
        // `new String(bytes)` fits what a string literal fits (commons-io's
        // `listener.handle(new String(...))` against `handle(Exception)`).
        let new_string = Arg::New("String".into());
        assert_eq!(fits(&new_string, "Exception", none), Some(false));
        assert_eq!(fits(&new_string, "CharSequence", none), Some(true));
        assert_eq!(fits(&Arg::New("Integer".into()), "long", none), Some(true));
        assert_eq!(fits(&Arg::Str, "CharSequence", none), Some(true));
        assert_eq!(fits(&Arg::Function, "Consumer", none), None);
        assert_eq!(fits(&Arg::Function, "String", none), Some(false));
        assert_eq!(fits(&Arg::Function, "Comparable", none), None);
        assert_eq!(fits(&Arg::Int, "long", none), Some(true));
        // no narrowing of constants in an invocation
        assert_eq!(fits(&Arg::Int, "byte", none), Some(false));
        assert_eq!(fits(&Arg::Null, "int", none), Some(false));
        assert_eq!(fits(&Arg::Null, "Widget", none), Some(true));
        assert_eq!(fits(&Arg::Str, "Key", &["Key".to_string()]), None);
        assert_eq!(fits(&Arg::New("Widget".into()), "Widget", none), Some(true));
        assert_eq!(
            fits(&Arg::New("Widget".into()), "String", none),
            Some(false)
        );
        assert_eq!(fits(&Arg::New("Button".into()), "Widget", none), None);
        // a class of the repository may implement CharSequence or extend Number
        assert_eq!(fits(&Arg::New("Name".into()), "CharSequence", none), None);
        assert_eq!(fits(&Arg::New("Money".into()), "Number", none), None);
    }

    #[test]
    fn overloads_rejected_by_argument_type_leave_the_target() {
        // commons-collections4's `getEntry(Object)` given a parameter with its override in
        // AbstractLinkedMap, which also declares `getEntry(int)`: an `Object` argument is no
        // `int`, so the unqualified calls there and in a subclass reach only the edited pair.
        let hashed = "package p;\npublic class AbstractHashedMap<K, V> {\n  protected HashEntry<K, V> getEntry(Object key, final boolean convert) { return null; }\n  static class HashEntry<K, V> {}\n}\n";
        let linked = "package p;\npublic abstract class AbstractLinkedMap<K, V> extends AbstractHashedMap<K, V> {\n  public K nextKey(final Object key) { final LinkEntry<K, V> entry = getEntry(key); return null; }\n  public K at(final int i) { return getEntry(i).getKey(); }\n  @Override protected LinkEntry<K, V> getEntry(final Object key, final boolean convert) { return null; }\n  protected LinkEntry<K, V> getEntry(final int index) { return null; }\n}\n";
        let lru = "package p;\npublic class LRUMap<K, V> extends AbstractLinkedMap<K, V> {\n  public V get(final Object key, final boolean mru) { final LinkEntry<K, V> entry = getEntry(key); return null; }\n  public K first(final int i) { return getEntry(i).getKey(); }\n}\n";
        let s = testkit::scratch(&[
            ("p/AbstractHashedMap.java", hashed),
            ("p/AbstractLinkedMap.java", linked),
            ("p/LRUMap.java", lru),
        ]);
        let t = target(&parse("p/AbstractHashedMap.java", hashed), "getEntry", None);
        let binds = |path: &str, src: &str| -> Vec<(Binds, String)> {
            calls(&parse(path, src), &t, &s.ctx)
                .into_iter()
                .map(|c| (c.binds, c.reason))
                .collect()
        };
        let yes = |path: &str, src: &str| -> Vec<bool> {
            binds(path, src)
                .iter()
                .map(|(b, _)| *b == Binds::Yes)
                .collect()
        };
        // `getEntry(i)` with an `int` still may reach `getEntry(int)`.
        assert_eq!(
            yes("p/AbstractLinkedMap.java", linked),
            vec![true, false],
            "{:?}",
            binds("p/AbstractLinkedMap.java", linked)
        );
        assert_eq!(
            yes("p/LRUMap.java", lru),
            vec![true, false],
            "{:?}",
            binds("p/LRUMap.java", lru)
        );
    }

    #[test]
    fn wildcard_imported_parameter_types_rule_out_by_name() {
        // jdom2's `Document(Element)` given a parameter beside `Document(List<? extends
        // Content>)`, in a file importing `java.util.*` and a repository package's `.*`: the
        // text does not qualify `List`, but no supertype of Element is named List, so an
        // Element argument (typed, `new`, a method's result, a cast) fits only the edited
        // constructor; a list still fits the other one.
        let doc = "package p;\nimport java.util.*;\nimport p.f.*;\npublic class Document {\n  public Document(Element root, boolean detach) {}\n  public Document(List<? extends Content> content) {}\n}\n";
        let filter = "package p.f;\npublic interface Filter {}\n";
        let content = "package p;\nimport java.io.*;\npublic abstract class Content implements Serializable {}\n";
        let element = "package p;\npublic class Element extends Content {\n  public Element(String n) {}\n}\n";
        let app = "package p;\nimport java.util.List;\nclass App {\n  Element make() { return null; }\n  void a(Element e) { new Document(e); }\n  void b() { new Document(new Element(\"r\")); }\n  void c() { new Document(make()); }\n  void d(List<Content> l) { new Document(l); }\n  void e(Object x) { new Document((Element) x); }\n}\n";
        let s = testkit::scratch(&[
            ("p/Document.java", doc),
            ("p/f/Filter.java", filter),
            ("p/Content.java", content),
            ("p/Element.java", element),
            ("p/App.java", app),
        ]);
        let t = target(&parse("p/Document.java", doc), "Document", None);
        let got: Vec<Option<Vec<bool>>> = calls(&parse("p/App.java", app), &t, &s.ctx)
            .into_iter()
            .map(|c| c.fits)
            .collect();
        let only_edited = Some(vec![true, false]);
        assert_eq!(
            got,
            vec![
                only_edited.clone(),
                only_edited.clone(),
                only_edited.clone(),
                None,
                only_edited
            ]
        );
    }

    #[test]
    fn anonymous_jdk_member_classes_inherit_what_the_jdk_says() {
        // jsonp's `JsonParserImpl.next()` called bare inside `new
        // Spliterators.AbstractSpliterator<JsonValue>(..) { .. }`: the JDK's member type has
        // no `next`, so the call reaches the enclosing class's. A library's member type may.
        let src = "package p;\nimport java.util.Spliterators;\nimport java.util.function.Consumer;\nimport org.other.Outer;\npublic class Parser {\n  public int next() { return 0; }\n  Object a() { return new Spliterators.AbstractSpliterator<Object>(1L, 0) {\n    public boolean tryAdvance(Consumer<? super Object> c) { return next() > 0; }\n  }; }\n  Object b() { return new Outer.Base() {\n    int f() { return next(); }\n  }; }\n}\n";
        let f = parse("p/Parser.java", src);
        let t = target(&f, "next", Some("Parser"));
        assert_eq!(
            summary(&calls(&f, &t, &no_ctx())),
            vec![(8, Some(0), Binds::Yes), (11, Some(0), Binds::Maybe)]
        );
    }

    #[test]
    fn wildcard_imported_jdk_arguments_rule_out_overloads() {
        // jsonp's `Json.createReader(Reader)` given a parameter beside
        // `createReader(InputStream)`, called with `new StringReader(..)` in a test importing
        // `java.io.*` and the repository's own `javax.json.*`: the JDK's `StringReader` is no
        // `InputStream`, so the call fits only the edited overload. A `.*` import of a
        // package the JDK data lacks may supply a `StringReader` of its own: unknown then.
        let json = "package javax.json;\nimport java.io.InputStream;\nimport java.io.Reader;\npublic final class Json {\n  public static Object createReader(Reader r, int x) { return null; }\n  public static Object createReader(InputStream in) { return null; }\n}\n";
        let jdk = "package t;\nimport javax.json.*;\nimport java.io.*;\nclass T {\n  void a(String s) { Json.createReader(new StringReader(s)); }\n}\n";
        let lib = "package t;\nimport javax.json.*;\nimport java.io.*;\nimport org.other.*;\nclass U {\n  void a(String s) { Json.createReader(new StringReader(s)); }\n}\n";
        let s = testkit::scratch(&[
            ("api/javax/json/Json.java", json),
            ("t/t/T.java", jdk),
            ("t/t/U.java", lib),
        ]);
        let t = target(
            &parse("api/javax/json/Json.java", json),
            "createReader",
            None,
        );
        let fits = |rel: &str, src: &str| -> Vec<Option<Vec<bool>>> {
            calls(&parse(rel, src), &t, &s.ctx)
                .into_iter()
                .map(|c| c.fits)
                .collect()
        };
        assert_eq!(fits("t/t/T.java", jdk), vec![Some(vec![true, false])]);
        assert_eq!(fits("t/t/U.java", lib), vec![None]);
    }

    #[test]
    fn classes_resolve_in_the_target_source_root() {
        // jdom2: `new Document(root)` in test/src/java and contrib/src/java, Document and
        // Element in core/src/java. javac compiles the roots together, so an Element imported
        // by name, or of the caller's own package in another root, is the core class: it is
        // no List, and the call fits only the edited constructor.
        let doc = "package p;\nimport java.util.List;\npublic class Document {\n  public Document(Element root, boolean detach) {}\n  public Document(List<Content> content) {}\n}\n";
        let content = "package p;\npublic abstract class Content {}\n";
        let element = "package p;\npublic class Element extends Content {}\n";
        // A file at the path the import names, declaring another package: not that class.
        let decoy = "package elsewhere;\npublic class Element {}\n";
        let imported = "package p.t;\nimport p.Document;\nimport p.Element;\nclass T {\n  void a(Element e) { new Document(e); }\n}\n";
        let same_pkg = "package p;\nclass T {\n  void a(Element e) { new Document(e); }\n}\n";
        let misplaced = "package p.t;\nimport p.Document;\nimport q.Element;\nclass U {\n  void a(Element e) { new Document(e); }\n}\n";
        let s = testkit::scratch(&[
            ("core/src/java/p/Document.java", doc),
            ("core/src/java/p/Content.java", content),
            ("core/src/java/p/Element.java", element),
            ("core/src/java/q/Element.java", decoy),
            ("test/src/java/p/t/T.java", imported),
            ("test/src/java/p/T.java", same_pkg),
            ("test/src/java/p/t/U.java", misplaced),
        ]);
        let t = target(
            &parse("core/src/java/p/Document.java", doc),
            "Document",
            None,
        );
        let fits = |path: &str, src: &str| -> Vec<Option<Vec<bool>>> {
            calls(&parse(path, src), &t, &s.ctx)
                .into_iter()
                .map(|c| c.fits)
                .collect()
        };
        let only_edited = vec![Some(vec![true, false])];
        assert_eq!(fits("test/src/java/p/t/T.java", imported), only_edited);
        assert_eq!(fits("test/src/java/p/T.java", same_pkg), only_edited);
        assert_eq!(fits("test/src/java/p/t/U.java", misplaced), vec![None]);
        assert_eq!(
            source_root("core/src/java/p/Document.java", "p"),
            Some("core/src/java")
        );
        assert_eq!(source_root("p/Document.java", "p"), Some(""));
        assert_eq!(source_root("src/Document.java", ""), Some("src"));
        assert_eq!(source_root("src/q/Document.java", "p"), None);
    }

    #[test]
    fn classes_resolve_in_any_source_root_of_the_tree() {
        // jts: the test helper `GeometryTestCase.checkEqual(Geometry, Geometry)` in the test
        // root, beside `checkEqual(Collection, Collection)`, called with Geometry values from
        // other test packages; Geometry lives in the main root and never reaches Collection,
        // so javac takes the first (the edited one). Neither root is the caller's nor the
        // target's other root: the class is found in whichever root declares its package.
        let case = "package t;\nimport java.util.Collection;\nimport a.geom.*;\npublic class Case {\n  protected void checkEqual(Geometry e, Geometry a) {}\n  protected void checkEqual(Geometry e, Geometry a, double d) {}\n  protected void checkEqual(Collection e, Collection a) {}\n}\n";
        let geometry = "package a.geom;\nimport java.io.Serializable;\npublic abstract class Geometry implements Cloneable, Comparable, Serializable {}\n";
        let point = "package a.geom;\npublic class Point extends Geometry {}\n";
        // A library's interface among the supertypes: what it extends is unknown, a
        // Collection maybe.
        let odd = "package a.geom;\nimport com.lib.Shape;\npublic class Odd extends Geometry implements Shape {}\n";
        // The same class in two roots: which one the build compiles is not known.
        let dup_main = "package a.dup;\npublic class Dup {}\n";
        let dup_extra =
            "package a.dup;\nimport java.util.ArrayList;\npublic class Dup extends ArrayList {}\n";
        let test = "package a.op;\nimport java.util.ArrayList;\nimport a.geom.Geometry;\nimport a.geom.Point;\nimport a.geom.Odd;\nimport a.dup.Dup;\nimport t.Case;\nclass OpTest extends Case {\n  void g(Geometry x, Geometry y) { checkEqual(x, y); }\n  void p(Point x, Point y) { checkEqual(x, y); }\n  void l(ArrayList<Geometry> x, ArrayList<Geometry> y) { checkEqual(x, y); }\n  void o(Odd x, Odd y) { checkEqual(x, y); }\n  void d(Dup x, Dup y) { checkEqual(x, y); }\n}\n";
        let s = testkit::scratch(&[
            ("core/src/test/java/t/Case.java", case),
            ("core/src/main/java/a/geom/Geometry.java", geometry),
            ("core/src/main/java/a/geom/Point.java", point),
            ("core/src/main/java/a/geom/Odd.java", odd),
            ("core/src/main/java/a/dup/Dup.java", dup_main),
            ("extra/src/a/dup/Dup.java", dup_extra),
            ("core/src/test/java/a/op/OpTest.java", test),
        ]);
        let t = target(
            &parse("core/src/test/java/t/Case.java", case),
            "checkEqual",
            None,
        );
        let got: Vec<Option<Vec<bool>>> = calls(
            &parse("core/src/test/java/a/op/OpTest.java", test),
            &t,
            &s.ctx,
        )
        .into_iter()
        .map(|c| c.fits)
        .collect();
        let geometries = Some(vec![true, true, false]);
        assert_eq!(
            got,
            vec![
                geometries.clone(),
                geometries,
                // An ArrayList is no Geometry (the repository class the helper's `.*` import
                // names): only the Collection overload takes it.
                Some(vec![false, true, true]),
                None,
                None,
            ]
        );
        assert_eq!(
            same_path_files(&s.ctx, "a/dup/Dup.java"),
            vec![
                "core/src/main/java/a/dup/Dup.java".to_string(),
                "extra/src/a/dup/Dup.java".to_string()
            ]
        );
        assert!(same_path_files(&s.ctx, "dup/Dup.java").len() == 2);
        assert!(same_path_files(&s.ctx, "p/Dup.java").is_empty());
    }

    #[test]
    fn final_arguments_never_fit_a_class_imported_by_name() {
        // jdom2's `SAXBuilder.build(String)` given a parameter beside `build(InputSource)`
        // (`org.xml.sax`, neither the repository's nor the JDK's as the engine knows it): a
        // String variable or `toString()` is no InputSource; an InputSource may be one.
        let builder = "package p;\nimport org.xml.sax.InputSource;\npublic class Builder {\n  public void build(String id, boolean v) {}\n  public void build(InputSource in) {}\n}\n";
        let app = "package p;\nimport org.xml.sax.InputSource;\nclass App {\n  void a(Builder b) { String n = null; b.build(n); }\n  void c(Builder b, Object o) { b.build(o.toString()); }\n  void d(Builder b, InputSource in) { b.build(in); }\n}\n";
        let s = testkit::scratch(&[("p/Builder.java", builder), ("p/App.java", app)]);
        let t = target(&parse("p/Builder.java", builder), "build", None);
        let got: Vec<Option<Vec<bool>>> = calls(&parse("p/App.java", app), &t, &s.ctx)
            .into_iter()
            .map(|c| c.fits)
            .collect();
        let only_edited = Some(vec![true, false]);
        assert_eq!(got, vec![only_edited.clone(), only_edited, None]);
    }

    #[test]
    fn a_no_argument_override_decides_the_result_type() {
        // xom's `Element copy()` over `Node copy()`: `data.copy()` is an Element, no String
        // for `Element.appendChild(String)`; the edited `ParentNode.appendChild(Node)` alone
        // takes it. A receiver whose class does not override gets Node's result.
        let node = "package p;\npublic abstract class Node {\n  public abstract Node copy();\n}\n";
        let parent = "package p;\npublic abstract class ParentNode extends Node {\n  public void appendChild(Node child, boolean detach) {}\n}\n";
        let element = "package p;\npublic class Element extends ParentNode {\n  public Element copy() { return null; }\n  public void appendChild(String text) {}\n}\n";
        let app = "package p;\nclass App {\n  void a(Element root, Element data) { root.appendChild(data.copy()); }\n  void b(Element root, Element data) { root.appendChild(data.toString()); }\n}\n";
        let s = testkit::scratch(&[
            ("p/Node.java", node),
            ("p/ParentNode.java", parent),
            ("p/Element.java", element),
            ("p/App.java", app),
        ]);
        let t = target(&parse("p/ParentNode.java", parent), "appendChild", None);
        let got: Vec<(Binds, bool)> = calls(&parse("p/App.java", app), &t, &s.ctx)
            .iter()
            .map(|c| (c.binds, reached(&t, c)))
            .collect();
        assert_eq!(got[0], (Binds::Yes, false), "{got:?}");
        assert_ne!(got[1].0, Binds::Yes, "{got:?}");
    }

    #[test]
    fn subclass_overloads_rejected_by_argument_type_leave_the_target() {
        // xom's `ParentNode.appendChild(Node)` given a parameter while `Element` (another
        // file) declares `appendChild(String)`: a call on an Element passing a node (a typed
        // variable, a `new`, a cast) reaches only the edited method; a string, or an argument
        // of unknown type, still may reach `appendChild(String)`. Same for a subclass declared
        // in the caller's file.
        let parent = "package p;\npublic abstract class ParentNode extends Node {\n  public void appendChild(Node child, boolean detach) {}\n}\n";
        let node = "package p;\npublic abstract class Node {}\n";
        let element = "package p;\npublic class Element extends ParentNode {\n  public Element(String n) {}\n  public void appendChild(String text) {}\n}\n";
        let app = "package p;\nclass App {\n  void a(Element e, Element c) { e.appendChild(c); }\n  void b(Element e) { e.appendChild(\"t\"); }\n  void c(Element e) { e.appendChild(new Element(\"x\")); }\n  void d(Element e, Object x) { e.appendChild((Node) x); }\n  void f(Element e, Object x) { e.appendChild(x.toString()); }\n  void g(Element e) { e.appendChild(make()); }\n  void h(Fancy e, Node c) { e.appendChild(c); }\n  void i(Fancy e) { e.appendChild(\"t\"); }\n}\nclass Fancy extends ParentNode {\n  void appendChild(String text) {}\n}\n";
        let s = testkit::scratch(&[
            ("p/ParentNode.java", parent),
            ("p/Node.java", node),
            ("p/Element.java", element),
            ("p/App.java", app),
        ]);
        let t = target(&parse("p/ParentNode.java", parent), "appendChild", None);
        let got: Vec<(Binds, String)> = calls(&parse("p/App.java", app), &t, &s.ctx)
            .into_iter()
            .map(|c| (c.binds, c.reason))
            .collect();
        let yes: Vec<bool> = got.iter().map(|(b, _)| *b == Binds::Yes).collect();
        assert_eq!(
            yes,
            vec![true, false, true, true, false, false, true, false],
            "{got:?}"
        );
    }

    #[test]
    fn enum_constants_and_array_arguments_decide_overloads() {
        // commons-net's `sendCommand(FTPCmd, String)` beside `(int, String)` and `(String,
        // String)`, the FTPCmd one given a parameter: `FTPCmd.USER` is an FTPCmd.
        let ftp = "package p;\npublic class FTP {\n  public int sendCommand(final FTPCmd command, final String args, final boolean flush) { return 0; }\n  public int sendCommand(final int command, final String args) { return 0; }\n  public int sendCommand(final String command, final String args) { return 0; }\n  public int user(final String u) { return sendCommand(FTPCmd.USER, u); }\n  public int raw(final String c, final String u) { return sendCommand(c, u); }\n  public int code(final String u) { return sendCommand(Code.NOOP, u); }\n}\n";
        let cmd = "package p;\npublic enum FTPCmd {\n  USER, PASS;\n  public static final int LIMIT = 3;\n}\n";
        let code = "package p;\npublic class Code {\n  public static final int NOOP = 1;\n}\n";
        // commons-collections4's `validate(Closure<?>...)` beside `(Predicate<?>...)` and
        // `(Collection)`, made `(Closure<?>[], boolean)`: a `Closure[]` reaches no other.
        let utils = "package p;\nimport java.util.Collection;\nclass FunctorUtils {\n  static void validate(final Predicate<?>... predicates) {}\n  static <T> void validate(final Collection<? extends Predicate<? super T>> predicates) {}\n  static void validate(final Closure<?>[] closures, final boolean allowNull) {}\n}\n";
        let closure = "package p;\npublic interface Closure<T> {}\n";
        let predicate = "package p;\npublic interface Predicate<T> {}\n";
        let chained = "package p;\nclass Chained {\n  static <E> void of(final Closure<? super E>... closures) { FunctorUtils.validate(closures); }\n  static <E> void sw(final Predicate<? super E>[] ps, final Closure<? super E>[] cs) {\n    FunctorUtils.validate(ps);\n    FunctorUtils.validate(cs);\n  }\n  static void one(final Predicate<?> p, final Closure<?> c) {\n    FunctorUtils.validate(p);\n    FunctorUtils.validate(c);\n  }\n}\n";
        let s = testkit::scratch(&[
            ("p/FTP.java", ftp),
            ("p/FTPCmd.java", cmd),
            ("p/Code.java", code),
            ("p/FunctorUtils.java", utils),
            ("p/Closure.java", closure),
            ("p/Predicate.java", predicate),
            ("p/Chained.java", chained),
        ]);
        let taken = |t: &Target, path: &str, src: &str| -> Vec<bool> {
            calls(&parse(path, src), t, &s.ctx)
                .iter()
                .map(|c| reached(t, c))
                .collect()
        };
        let t = target(&parse("p/FTP.java", ftp), "sendCommand", None);
        // `Code.NOOP` is an int field, no enum constant: it reaches `(int, String)`.
        assert_eq!(taken(&t, "p/FTP.java", ftp), vec![false, true, true]);
        let t = target(&parse("p/FunctorUtils.java", utils), "validate", None);
        // A Predicate[] reaches `Predicate...` as its array, one Predicate as its element; a
        // single Closure may still be a `Collection` as far as this can tell.
        assert_eq!(
            taken(&t, "p/Chained.java", chained),
            vec![false, true, false, true, true]
        );
    }

    #[test]
    fn a_constant_read_through_its_types_name_is_of_its_declared_type() {
        // json-simple's tests: `TestKeys.key0.getKey()` with `private static enum TestKeys
        // implements JsonKey` nested in the test class; a static field of a nested class keeps
        // its declared type (`Names.FIRST`, `Names.ENTRY`). A type this file does not
        // declare (`Other.X`) says nothing: the call stays unsure.
        let key = "package p;\npublic interface JsonKey {\n  String getKey(boolean lower);\n}\n";
        let test = "package p;\nimport java.util.Map;\npublic class KeysTest {\n  private static enum TestKeys implements JsonKey {\n    key0, DNE;\n    @Override public String getKey(boolean lower) { return name(); }\n  }\n  static class Names {\n    static final TestKeys FIRST = TestKeys.key0;\n    static final Map.Entry<String, Object> ENTRY = null;\n  }\n  void a() { TestKeys.key0.getKey(); }\n  void b() { TestKeys.DNE.getKey(); }\n  void c() { Names.FIRST.getKey(); }\n  void d() { Names.ENTRY.getKey(); }\n  void e() { Other.X.getKey(); }\n}\n";
        let s = testkit::scratch(&[("p/JsonKey.java", key), ("p/KeysTest.java", test)]);
        let t = target(&parse("p/JsonKey.java", key), "getKey", None);
        let got: Vec<(usize, Binds)> = calls(&parse("p/KeysTest.java", test), &t, &s.ctx)
            .into_iter()
            .map(|c| (c.line, c.binds))
            .collect();
        assert_eq!(
            got,
            vec![
                (12, Binds::Yes),
                (13, Binds::Yes),
                (14, Binds::Yes),
                (15, Binds::No),
                (16, Binds::Maybe),
            ]
        );
    }

    #[test]
    fn inherited_member_types_type_receivers() {
        // ini4j: `BasicProfile implements Profile` names `Profile.Section` as `Section`, and
        // `Ini extends BasicProfile` names it `Ini.Section` (JLS 8.5, 6.5.5.2). A `Section`
        // inherited from another interface is that interface's, and a name no supertype
        // declares stays unknown (excluded as before).
        let multi = "package p;\npublic interface MultiMap<K, V> {\n  int length(Object key);\n}\n";
        let option =
            "package p;\npublic interface OptionMap extends MultiMap<String, String> {\n}\n";
        let profile = "package p;\npublic interface Profile {\n  interface Section extends OptionMap {\n  }\n}\n";
        let other = "package p;\npublic interface Other {\n  interface Section {\n    int length(Object key);\n  }\n}\n";
        let basic = "package p;\npublic class BasicProfile implements Profile {\n  int a(Section s) { return s.length(\"o\"); }\n  class Inner {\n    int b(Section s) { return s.length(\"o\"); }\n  }\n}\n";
        let ini = "package p;\npublic class Ini extends BasicProfile {\n}\n";
        let plain = "package p;\npublic class Plain implements Other {\n  int c(Section s) { return s.length(\"o\"); }\n  int d(Missing m) { return m.length(\"o\"); }\n}\n";
        let tour = "package q;\nimport p.Ini;\npublic class Tour {\n  int e(Ini.Section s) { return s.length(\"o\"); }\n  int f(Ini.Missing s) { return s.length(\"o\"); }\n}\n";
        let s = testkit::scratch(&[
            ("p/MultiMap.java", multi),
            ("p/OptionMap.java", option),
            ("p/Profile.java", profile),
            ("p/Other.java", other),
            ("p/BasicProfile.java", basic),
            ("p/Ini.java", ini),
            ("p/Plain.java", plain),
            ("q/Tour.java", tour),
        ]);
        let t = target(&parse("p/MultiMap.java", multi), "length", None);
        let binds = |path: &str, src: &str| -> Vec<Binds> {
            calls(&parse(path, src), &t, &s.ctx)
                .into_iter()
                .map(|c| c.binds)
                .collect()
        };
        // Both the class and its member class inherit `Section` (the member through its
        // enclosing class).
        assert_eq!(
            binds("p/BasicProfile.java", basic),
            vec![Binds::Yes, Binds::Yes]
        );
        assert_eq!(binds("p/Plain.java", plain), vec![Binds::No, Binds::No]);
        assert_eq!(binds("q/Tour.java", tour), vec![Binds::Yes, Binds::No]);
    }

    #[test]
    fn a_member_class_named_through_an_heir_of_its_outer_class_is_the_owner() {
        // ini4j: `Ini.Section` is `Profile.Section` when Ini inherits it through BasicProfile;
        // `Reg.Section` is Registry's own Section, another class of that name.
        let profile = "package p;\npublic interface Profile {\n  interface Section {\n    Section getChild(String key);\n  }\n}\n";
        let basic = "package p;\npublic class BasicProfile implements Profile {\n}\n";
        let ini = "package p;\npublic class Ini extends BasicProfile {\n}\n";
        let registry = "package p;\npublic interface Registry {\n  interface Section {\n    Section getChild(String key);\n  }\n}\n";
        let reg = "package p;\npublic class Reg implements Registry {\n}\n";
        let tour = "package q;\nimport p.Ini;\nimport p.Reg;\npublic class Tour {\n  Object a(Ini.Section s) { return s.getChild(\"c\"); }\n  Object b(Reg.Section s) { return s.getChild(\"c\"); }\n}\n";
        let s = testkit::scratch(&[
            ("p/Profile.java", profile),
            ("p/BasicProfile.java", basic),
            ("p/Ini.java", ini),
            ("p/Registry.java", registry),
            ("p/Reg.java", reg),
            ("q/Tour.java", tour),
        ]);
        let f = parse("p/Profile.java", profile);
        let t = target(&f, "getChild", None);
        assert_eq!(t.scope, vec!["Profile", "Section"]);
        let binds: Vec<Binds> = calls(&parse("q/Tour.java", tour), &t, &s.ctx)
            .into_iter()
            .map(|c| c.binds)
            .collect();
        assert_eq!(binds, vec![Binds::Yes, Binds::No]);
    }

    #[test]
    fn type_variables_no_box_bounds_never_take_a_primitive() {
        // antlr4's MurmurHash.update(int, Object) beside update(int, int): an argument of an
        // unbounded type variable, or one bounded by Number, is never unboxed, so only the
        // Object overload takes it; `B extends Integer` unboxes, and may reach the int one.
        let hash = "package p;\npublic final class Hash {\n  public static int update(int h, int v) { return h + v; }\n  public static int update(int h, Object v) { return h; }\n}\n";
        let pair = "package p;\npublic class Pair<A, B extends Integer> {\n  A a;\n  B b;\n  int x() { return Hash.update(1, a); }\n  int y() { return Hash.update(1, b); }\n  static <T> int z(T[] data) { int h = 0; for (T v : data) { h = Hash.update(h, v); } return h; }\n  static <T extends Number> int w(T v) { return Hash.update(0, v); }\n  <A extends Integer> int u(A v) { return Hash.update(0, v); }\n}\n";
        let s = testkit::scratch(&[("p/Hash.java", hash), ("p/Pair.java", pair)]);
        let f = parse("p/Hash.java", hash);
        let t = target(&f, "update", None);
        let fits: Vec<Option<Vec<bool>>> = calls(&parse("p/Pair.java", pair), &t, &s.ctx)
            .into_iter()
            .map(|c| c.fits)
            .collect();
        // Definitions in order: (int, int), (int, Object).
        assert_eq!(
            fits,
            vec![
                Some(vec![false, true]),
                None,
                Some(vec![false, true]),
                Some(vec![false, true]),
                None,
            ]
        );
    }

    #[test]
    fn a_jdk_collections_size_is_an_int_argument() {
        // commons-collections3's `BoundedFifoBuffer(Collection coll) { this(coll.size()); }`,
        // its `(int)` constructor given a `boolean`: a raw `Collection`'s `size()` is an `int`,
        // which the `(Collection)` constructor does not take.
        let buffer = "package p;\nimport java.util.Collection;\npublic class Buffer {\n  public Buffer() { this(32, false); }\n  public Buffer(int size, boolean strict) {}\n  public Buffer(Collection coll) { this(coll.size()); }\n}\n";
        let uses = "package p;\nimport java.util.*;\nclass Uses {\n  Buffer a(List<String> l) { return new Buffer(l.size()); }\n  Buffer b(Map<String, Integer> m) { return new Buffer(m.size()); }\n  Buffer c(Set<String> s) { return new Buffer(s); }\n  Buffer d(Iterator<String> i) { return new Buffer(i.size()); }\n}\n";
        let s = testkit::scratch(&[("p/Buffer.java", buffer), ("p/Uses.java", uses)]);
        let taken = |t: &Target, path: &str, src: &str| -> Vec<bool> {
            calls(&parse(path, src), t, &s.ctx)
                .iter()
                .map(|c| reached(t, c))
                .collect()
        };
        let t = target(&parse("p/Buffer.java", buffer), "Buffer", None);
        assert_eq!(taken(&t, "p/Buffer.java", buffer), vec![true, false]);
        // An `Iterator` has no `size()`: nothing is known of it.
        assert_eq!(
            taken(&t, "p/Uses.java", uses),
            vec![false, false, true, true]
        );
    }

    /// Each call of a builder chain reads its receiver's class from the calls below it: the
    /// same answer whichever call of the chain asks first, and none past the depth limit
    /// (a chain read once per call node must not hand a cut reading to a shallower ask, nor
    /// a whole one to a deeper ask).
    #[test]
    fn a_builder_chain_reads_each_receiver_at_its_own_depth() {
        let builder = "package p;\npublic class Builder {\n  public Builder add(String k, int v) { return this; }\n}\n";
        let adds: String = (0..10).map(|i| format!(".add(\"k{i}\", {i})")).collect();
        let user = format!(
            "package p;\nclass User {{\n  void f(Builder b) {{\n    b{adds};\n  }}\n  void g(Builder b) {{\n    b.add(\"a\", 1).add(\"b\", 2);\n  }}\n}}\n"
        );
        let s = testkit::scratch(&[("p/Builder.java", builder), ("p/User.java", &user)]);
        let t = target(&parse("p/Builder.java", builder), "add", Some("Builder"));
        let file = parse("p/User.java", &user);
        let cs = calls(&file, &t, &s.ctx);
        // In document order: the outermost (last) call of the chain first.
        let mut chain: Vec<Binds> = cs.iter().take(10).map(|c| c.binds).collect();
        chain.reverse();
        // The first call's receiver is typed; the k-th reads k-1 calls down, which the
        // limit allows up to the eighth.
        let mut want = vec![Binds::Yes; 8];
        want.extend([Binds::Maybe, Binds::Maybe]);
        assert_eq!(chain, want, "{cs:#?}");
        assert_eq!(
            cs[10..].iter().map(|c| c.binds).collect::<Vec<_>>(),
            vec![Binds::Yes, Binds::Yes]
        );
    }

    /// The methods of another file read from its outline parse (method bodies left out) are
    /// those a whole parse gives: members of classes, interfaces, enums, records, nested and
    /// local classes, with bodies, initializers, anonymous classes, annotations and literals
    /// holding braces around them.
    #[test]
    fn file_methods_read_from_an_outline_match_a_whole_parse() {
        let big = concat!(
            "package p;\n",
            "@SuppressWarnings({\"a\", \"b\"})\n",
            "public class Big<T> {\n",
            "  static final String OPEN = \"{\";\n",
            "  static final char CLOSE = '}';\n",
            "  static final int[] VALUES = { 1, 2 };\n",
            "  static { System.out.println(OPEN); }\n",
            "  Runnable r = new Runnable() { public void run() { if (true) { } } };\n",
            "  public Big<T> add(String k, int v) { for (int i = 0; i < v; i++) { k += \"}\"; } return this; }\n",
            "  public T get(int i) { return null; }\n",
            "  /* a } in a comment */\n",
            "  public String text() { return \"\"\"\n    { text block\n    \"\"\"; }\n",
            "  void local() { class Local { int size(int a) { return a; } } }\n",
            "  static class Inner { Inner add(int v) throws Exception { return this; } }\n",
            "  interface Shape { default double area(double s) { return s * s; } }\n",
            "  enum Kind { A { int size(int a) { return 1; } }, B; int size(int a) { return 0; } }\n",
            "  record Point(int x, int y) { Point { if (x < 0) { throw new IllegalArgumentException(); } } int sum(int z) { return x + y + z; } }\n",
            "}\n",
        );
        let user = "package p;\nclass User {\n  void f(Big<String> b) { b.add(\"k\", 1); }\n}\n";
        let read = |hold_whole: bool| {
            let s = testkit::scratch(&[("p/Big.java", big), ("p/User.java", user)]);
            if hold_whole {
                s.ctx.parsed("p/Big.java", Lang::Java).unwrap();
            }
            let f = parse("p/Big.java", big);
            let t = target(&f, "add", Some("Big"));
            let caller = parse("p/User.java", user);
            let cx = Cx::new(&caller, &t, &s.ctx);
            let methods = format!("{:?}", cx.file_methods("p/Big.java", None));
            let outline = s
                .ctx
                .outline("p/Big.java", Lang::Java, "java-decls", &decls_outline_cut)
                .unwrap();
            (methods, outline.is_partial())
        };
        let (from_outline, partial) = read(false);
        let (from_whole, whole_partial) = read(true);
        assert!(partial && !whole_partial);
        assert_eq!(from_outline, from_whole);
        for m in [
            "\"add\"", "\"get\"", "\"text\"", "\"size\"", "\"area\"", "\"sum\"",
        ] {
            assert!(from_outline.contains(m), "{m} in {from_outline}");
        }
    }
}
