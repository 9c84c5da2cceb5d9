//! Call finding and binding for JavaScript / TypeScript / TSX.

use std::cell::OnceCell;
use std::collections::{HashMap, HashSet};

use tree_sitter::Node;

use super::super::{line_of, walk, Binds, Call, DefKind, Field, RepoCtx, SourceFile, Target};
use super::resolve::{resolve as resolve_spec, Resolved};
use super::{declares_parameters, is_function_value, unwrap_expr};

mod ctor_const;
mod prim_args;
mod rest;
mod tuple_element;
mod type_args;

pub(super) use ctor_const::ctor_consts;

/// How many re-export hops are followed from an import to the defining file.
const MAX_REEXPORT_DEPTH: usize = 12;

/// How many calls used as receivers [`Cx::call_value`] types inside one another (a chain
/// whose links are typed again as receivers, through variables or callbacks): past it a
/// receiver is unknown.
const MAX_CALL_RECEIVER_DEPTH: usize = 256;

/// Receivers that are well-known globals: their type is themselves.
const GLOBALS: &[&str] = &[
    "console",
    "Math",
    "JSON",
    "Object",
    "Array",
    "Promise",
    "Reflect",
    "Number",
    "String",
    "Date",
    "window",
    "document",
    "process",
    "globalThis",
    "Symbol",
    "Intl",
    "Buffer",
    "navigator",
    "localStorage",
    "sessionStorage",
];

/// The standard library's generic type aliases that compute a type from their arguments,
/// one that may be an object with methods: a receiver declared so (`h: ReturnType<typeof
/// f>`, `p: Readonly<C>`, `x: Extract<U, C>`) is of the computed type, which the alias's
/// name does not tell. (Not `Parameters`/`ConstructorParameters`, tuples; not the string
/// aliases.)
const LIB_TYPE_FUNCTIONS: &[&str] = &[
    "Awaited",
    "Partial",
    "Required",
    "Readonly",
    "Pick",
    "Record",
    "Exclude",
    "Extract",
    "Omit",
    "NonNullable",
    "ReturnType",
    "InstanceType",
    "NoInfer",
    "ThisType",
];

/// The standard library's type aliases whose type has the members of their one argument,
/// each with the argument's own signature: `Required<T>`, `Partial<T>` and `Readonly<T>` map
/// every property of `T` (only whether it is optional or writable changes), `NonNullable<T>`
/// is `T` without `null` and `undefined`.
const SAME_MEMBERS: &[&str] = &["Required", "Partial", "Readonly", "NonNullable"];

/// Globals of the platform (browser, Node) whose members return platform values: whatever
/// is computed from them by member accesses and calls is no module of the repository. (Not
/// `window`/`globalThis`/`self`: programs hang their own objects on those; not `Object`,
/// `Reflect`, `Promise`, `Array`: they hand back the values given to them.)
const LIBRARY_ROOTS: &[&str] = &[
    "document",
    "navigator",
    "console",
    "Math",
    "JSON",
    "Intl",
    "Date",
    "Number",
    "String",
    "Symbol",
    "localStorage",
    "sessionStorage",
    "location",
    "history",
    "performance",
    "crypto",
    "fetch",
    "process",
    "Buffer",
];

/// The identifier a value expression is computed from through member accesses, calls,
/// `await`, `!` and parentheses (`canvas.getContext("2d")!` → `canvas`); `None` for the bare
/// identifier itself and anything else.
fn chain_root(file: &SourceFile, v: Node) -> Option<String> {
    let mut n = v;
    let mut steps = 0;
    for _ in 0..64 {
        n = match n.kind() {
            "parenthesized_expression" | "non_null_expression" | "await_expression" => {
                n.named_child(0)?
            }
            "member_expression" | "subscript_expression" => {
                steps += 1;
                n.field("object")?
            }
            "call_expression" => {
                steps += 1;
                let f = n.field("function")?;
                // An immediately invoked arrow `(() => secp.Point)()` is its body's value.
                match unwrap_expr(f) {
                    a if a.kind() == "arrow_function"
                        && a.field("parameters")
                            .is_some_and(|p| p.named_child_count() == 0)
                        && a.field("body")
                            .is_some_and(|b| b.kind() != "statement_block") =>
                    {
                        a.field("body")?
                    }
                    _ => f,
                }
            }
            "identifier" => {
                return (steps > 0).then(|| file.text(n).into_owned());
            }
            _ => return None,
        };
    }
    None
}

/// What a module specifier resolves to, compared with the target's file.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Module {
    /// The target's own file.
    Target,
    /// Another file of the repository (its path), or a package.
    Other(String),
    /// A non-relative specifier that may be a path alias of the target's file.
    Alias(String),
    /// Another file that re-exports something, possibly the target.
    Reexport(String),
}

/// Where a module exports a namespace (see [`Cx::namespace_find`]).
enum NsAt {
    /// The namespace of the module specifier `.1`, written in the module file `.0`.
    Module(String, String),
    /// Past the depth limit or through a barrel that may or may not export it.
    Unsure,
}

#[derive(Debug, Clone)]
enum ImportKind {
    /// `import { orig as local }`, `const { orig: local } = require(..)`.
    Named(String),
    /// `import local from`.
    Default,
    /// `import * as ns`, `const ns = require(..)`.
    Namespace,
}

#[derive(Debug, Clone)]
struct Import {
    spec: String,
    kind: ImportKind,
    /// "import { a } from './x'" / "a destructured from require('./x')".
    how: &'static str,
}

/// What a name is bound to where a call uses it.
#[derive(Debug, Clone)]
enum Binding {
    Import(Import),
    /// A parameter, with its declared base type when it has a useful one.
    Param(Option<String>),
    /// A variable: its inferred/declared base type, whether it holds an object literal or a
    /// function, and its line.
    Var {
        ty: Option<String>,
        object: bool,
        func: bool,
        line: usize,
        /// The identifier the value is computed from by member accesses and calls
        /// (`document` of `document.createElement("canvas")`, `canvas` of
        /// `canvas.getContext("2d")`).
        lib: Option<String>,
        /// The byte range of the initialiser in a typed file, read for a type only when the
        /// variable turns out to be a receiver of the target's name (see
        /// [`Cx::initialiser_type`]).
        value: Option<(usize, usize)>,
    },
    /// A function declaration.
    Func {
        line: usize,
        module_level: bool,
    },
    /// A class declaration.
    Class {
        line: usize,
    },
}

/// The receiver of a member call, as far as it can be told cheaply and surely.
#[derive(Clone)]
enum Recv {
    /// An instance of a known type (base name) — with the evidence.
    Typed(String, String),
    /// A class (true) or object literal (false) declared in this file, used as a value
    /// (`Cls.m()`, `obj.m()`).
    Local(String, bool),
    /// A binding imported from a module (named, default or namespace).
    Imported(Import, String),
    /// A value computed from a platform global (DOM, Node): no module of the repository, though
    /// it may be an instance of a repository class (a custom element); the evidence.
    Library(String),
    /// Unknown; the evidence says why.
    Unknown(String),
    /// An instance of the type (class, interface or type alias) declared as `name` at module
    /// level in the module file `path`, read from another file's declaration (the parameter
    /// type a callee declares for a callback): (path, name, evidence).
    Home(String, String, String),
}

enum Cat {
    /// A method (class member, object method) of `owner`.
    Method(String),
    /// A class or its constructor: `new X(...)`.
    Ctor(String),
    /// A free function (top-level or nested).
    Free,
}

struct Cx<'a> {
    file: &'a SourceFile,
    target: &'a Target,
    ctx: &'a RepoCtx,
    cat: Cat,
    this_file: bool,
    module_bindings: HashMap<String, Binding>,
    /// Local names of named imports of `target.name` from the target's module.
    aliases: Vec<String>,
    modules: HashMap<String, Module>,
    /// The names the owner class extends or implements (read from the target's file once).
    supertypes: OnceCell<Vec<String>>,
    /// Whether the owner is an interface or a type alias (see [`Cx::owner_is_type`]).
    owner_is_type: OnceCell<bool>,
    /// See [`Cx::alias_candidates`].
    alias_names: OnceCell<Vec<String>>,
    /// The JSDoc `@template` names of the file (see [`jsdoc_templates`]).
    jsdoc_templates: OnceCell<Vec<String>>,
    /// See [`Cx::has_typed_rest`].
    typed_rest: OnceCell<bool>,
    /// Whether this file's text holds `asserts` (see [`Cx::asserted_union`]).
    asserts: OnceCell<bool>,
    /// See [`ctor_const::ctor_consts`]: read once per file, at its first `new` of another name.
    ctor_consts: OnceCell<std::sync::Arc<Vec<ctor_const::CtorConst>>>,
    /// See [`Cx::target_namespace`].
    target_ns: OnceCell<Option<String>>,
    /// The ancestors (root first) of the call being judged.
    anc: Vec<Node<'a>>,
    call_id: usize,
    /// How many variables' values [`Cx::var_receiver`] is reading into (a bound).
    var_depth: std::cell::Cell<usize>,
    /// Per call node (by id) used as a receiver: what [`Cx::call_value`] found it to be;
    /// `None` while it is being read (a re-entry on the same call is unknown).
    call_recvs: std::cell::RefCell<HashMap<usize, Option<Recv>>>,
    /// How many calls [`Cx::call_value`] is typing inside one another (a bound).
    call_depth: std::cell::Cell<usize>,
    /// Per scope node (by id): the names it assigns (see [`assigned_names`]), read once per
    /// file for [`Cx::var_value`].
    assigned: std::cell::RefCell<HashMap<usize, std::rc::Rc<HashSet<String>>>>,
    /// Per block node (by id) and name: what the block's statements bind the name to (see
    /// [`Cx::binding_in`]).
    block_bindings: std::cell::RefCell<HashMap<(usize, String), Option<Binding>>>,
    /// Per variable node (by id) that [`Cx::var_receiver`] typed by the name of a class its
    /// value holds: that class's home, which the name alone may not tell where the variable
    /// is read (`const b = editor.getBounds()`, a Box this module never imports).
    var_homes: std::cell::RefCell<HashMap<usize, (String, String)>>,
}

pub fn calls(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call> {
    let cat = match target.kind {
        DefKind::Constructor => Cat::Ctor(target.owner().unwrap_or_default().to_string()),
        DefKind::Class => Cat::Ctor(target.name.clone()),
        DefKind::Method => match target.owner() {
            Some(o) => Cat::Method(o.to_string()),
            None => Cat::Free,
        },
        DefKind::Function => Cat::Free,
    };
    let mut cx = Cx {
        file,
        target,
        ctx,
        cat,
        this_file: file.rel_path == target.rel_path,
        module_bindings: HashMap::new(),
        aliases: Vec::new(),
        modules: HashMap::new(),
        supertypes: OnceCell::new(),
        owner_is_type: OnceCell::new(),
        alias_names: OnceCell::new(),
        jsdoc_templates: OnceCell::new(),
        typed_rest: OnceCell::new(),
        asserts: OnceCell::new(),
        ctor_consts: OnceCell::new(),
        target_ns: OnceCell::new(),
        anc: Vec::new(),
        call_id: 0,
        var_depth: std::cell::Cell::new(0),
        call_recvs: Default::default(),
        var_homes: Default::default(),
        call_depth: std::cell::Cell::new(0),
        assigned: Default::default(),
        block_bindings: Default::default(),
    };
    let root = file.tree.root_node();
    cx.module_pass(root);
    let mut out = Vec::new();
    // Kinds compared by id: `kind()` measures and UTF-8-checks the name of every node the
    // walk passes (a tenth of this walk's instructions).
    let grammar = file.tree.language();
    let call_kind = grammar.id_for_node_kind("call_expression", true);
    let new_kind = grammar.id_for_node_kind("new_expression", true);
    // One pre-order walk that keeps the ancestors of the current node (tree-sitter's
    // `parent()` costs the depth on every call, so deep files would go quadratic), and per
    // ancestor how many of its children are left to visit: the cursor is stepped to a next
    // sibling only when there is one and a leaf is not asked for a first child (a failing
    // `goto_next_sibling` climbs through the parent, see `lang::walk_pruned`).
    let mut cursor = root.walk();
    let mut stack: Vec<Node> = Vec::new();
    let mut left: Vec<u32> = Vec::new();
    let mut node = root;
    'walk: loop {
        let kind = node.kind_id();
        if kind == call_kind || kind == new_kind {
            std::mem::swap(&mut cx.anc, &mut stack);
            cx.call_id = node.id();
            let call = if kind == call_kind {
                cx.call(node)
            } else {
                cx.new_call(node)
            };
            std::mem::swap(&mut cx.anc, &mut stack);
            out.extend(call.map(|c| checker_directive(file, node, c)));
        }
        let n = node.child_count();
        if n > 0 && cursor.goto_first_child() {
            stack.push(node);
            left.push(n - 1);
            node = cursor.node();
            continue;
        }
        loop {
            match left.last_mut() {
                None => break 'walk,
                Some(k) if *k > 0 && cursor.goto_next_sibling() => {
                    *k -= 1;
                    node = cursor.node();
                    break;
                }
                Some(_) => {
                    left.pop();
                    stack.pop();
                    cursor.goto_parent();
                }
            }
        }
    }
    out
}

/// The callee of a call expression as tsc reads it. The grammar binds a call's explicit type
/// arguments looser than a prefix operator, so `await f<T>(x)` (and `!f<T>(x)`, `typeof
/// f<T>(x)`, `void f<T>(x)`) parse as a call whose function is `await f` (or `!f`); tsc reads
/// the operator as applied to the call `f<T>(x)`. Where a call with type arguments has such a
/// function, the callee is the operator's operand (the innermost, `!await f<T>(x)`).
fn callee(call: Node) -> Option<Node> {
    let mut f = call.field("function")?;
    if call.field("type_arguments").is_none() {
        return Some(f);
    }
    for _ in 0..16 {
        f = match f.kind() {
            "await_expression" => f.named_child(0)?,
            "unary_expression" => f.field("argument")?,
            _ => return Some(f),
        };
    }
    Some(f)
}

/// The members of a union annotation (`A | B | null`: `A`, `B`; `null`, `undefined` and
/// `void` left out, nested unions and parentheses flattened) when two or more remain.
fn union_members<'t>(file: &SourceFile, ann: Node<'t>) -> Option<Vec<Node<'t>>> {
    let mut t = ann;
    if t.kind() == "type_annotation" {
        t = t.named_child(0)?;
    }
    while t.kind() == "parenthesized_type" {
        t = t.named_child(0)?;
    }
    if t.kind() != "union_type" {
        return None;
    }
    let mut out = Vec::new();
    let mut stack = vec![t];
    while let Some(u) = stack.pop() {
        if stack.len() + out.len() > 64 {
            return None;
        }
        let mut c = u.walk();
        for m in u.named_children(&mut c) {
            let mut m = m;
            while m.kind() == "parenthesized_type" {
                m = m.named_child(0)?;
            }
            match m.kind() {
                "union_type" => stack.push(m),
                "literal_type" | "predefined_type"
                    if matches!(file.text(m).as_ref(), "null" | "undefined" | "void") => {}
                _ => out.push(m),
            }
        }
    }
    (out.len() >= 2).then_some(out)
}

/// A union alias's name and its members' homes (module file, name there; `None` for a member
/// that names no one type of the repository), see [`Cx::alias_union_homes`].
type AliasUnion = (String, Vec<Option<(String, String)>>);

/// One member of a union-typed receiver (see [`Cx::union_value`]): a type named as this file
/// writes it, the type a module declares (module file, name there), or one that names no
/// one type (an object type, a type parameter).
enum UnionMember {
    Here(String),
    Home(String, String),
    Unknown,
}

/// The members of the union type `ann` by base name (see [`union_members`]), or with
/// `element` of its element type (`(A | B)[]`, `Array<A | B>`, `ReadonlyArray<A | B>`, the
/// array maybe `| undefined`); `None` for a member that names no one type (an object type).
/// `None` overall when it is no union of two or more types, or a member is `any` or
/// `unknown`: the union is then that type, whose calls tsc does not check.
fn union_names(file: &SourceFile, ann: Node, element: bool) -> Option<Vec<Option<String>>> {
    let ann = if element {
        lib_element(file, ann, false, false)?
    } else {
        ann
    };
    let members = union_members(file, ann)?;
    let mut out = Vec::with_capacity(members.len());
    for m in members {
        if m.kind() == "predefined_type" && matches!(file.text(m).as_ref(), "any" | "unknown") {
            return None;
        }
        // `ns.T` keeps its namespace: the module that declares it is looked up through it.
        let name = match m.kind() {
            "nested_type_identifier" => Some(file.text(m).into_owned()),
            "generic_type" => m.field("name").and_then(|n| match n.kind() {
                "nested_type_identifier" => Some(file.text(n).into_owned()),
                _ => base_type(file, m),
            }),
            _ => base_type(file, m),
        };
        out.push(name);
    }
    Some(out)
}

/// [`union_names`] of the return type the method `name` of the class declaration `class`
/// declares itself (every overload alike); `None` when it declares none, its overloads'
/// return types differ, or a member names a type parameter of the class or the method (a
/// class's may be `any` where the value is used).
fn class_method_union(
    file: &SourceFile,
    class: Node,
    name: &str,
    element: bool,
) -> Option<Vec<Option<String>>> {
    let body = class.field("body")?;
    let words = |n: Node| -> Vec<String> {
        n.field("type_parameters")
            .map(|t| {
                file.text(t)
                    .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
                    .filter(|w| !w.is_empty())
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default()
    };
    let class_params = words(class);
    let mut found: Option<(String, Vec<Option<String>>)> = None;
    let mut c = body.walk();
    for m in body.named_children(&mut c) {
        if !matches!(
            m.kind(),
            "method_definition" | "method_signature" | "abstract_method_signature"
        ) || m.field("name").is_none_or(|n| file.text(n) != name)
        {
            continue;
        }
        let ret = m.field("return_type")?;
        let text = file.text(ret).into_owned();
        if let Some((t, _)) = &found {
            if *t != text {
                return None;
            }
            continue;
        }
        let names = union_names(file, ret, element)?;
        let method_params = words(m);
        let is_param = |t: &str| {
            let head = t.split('.').next().unwrap_or(t);
            class_params.iter().chain(&method_params).any(|w| w == head)
        };
        if names.iter().flatten().any(|t| is_param(t)) {
            return None;
        }
        found = Some((text, names));
    }
    found.map(|(_, names)| names)
}

/// Whether control may leave the statement `s` other than by its end: it holds a `return`,
/// `throw`, `break` or `continue`, or a call statement (a function that never returns).
fn may_leave(s: Node) -> bool {
    let mut found = false;
    crate::lang::walk_pruned(s, |m| {
        found |= match m.kind() {
            "return_statement" | "throw_statement" | "break_statement" | "continue_statement" => {
                true
            }
            "expression_statement" => m
                .named_child(0)
                .is_some_and(|e| matches!(e.kind(), "call_expression" | "await_expression")),
            _ => false,
        };
        !found
    });
    found
}

/// The members of class `class`'s body whose name (or property name) is `name`, in order;
/// `None` for a class without a body.
fn members_named<'t>(file: &SourceFile, class: Node<'t>, name: &str) -> Option<Vec<Node<'t>>> {
    let body = class.field("body")?;
    let mut c = body.walk();
    let named = body
        .named_children(&mut c)
        .filter(|m| {
            m.field("name")
                .or_else(|| m.field("property"))
                .is_some_and(|n| file.text(n) == name)
        })
        .collect();
    Some(named)
}

/// The return type annotation of the instance method `name` of `class` when the class
/// declares one member of that name: a method (not an accessor, static or abstract one, nor
/// an overload) or a field holding an arrow function or function expression, with a
/// declared return type.
fn method_return_ann<'t>(file: &SourceFile, class: Node<'t>, name: &str) -> Option<Node<'t>> {
    let named = members_named(file, class, name)?;
    let [m] = named.as_slice() else {
        return None;
    };
    let mut c = m.walk();
    let fixed = m
        .children(&mut c)
        .any(|k| matches!(k.kind(), "get" | "set" | "static" | "abstract"));
    if fixed {
        return None;
    }
    let func = match m.kind() {
        "method_definition" => *m,
        "field_definition" | "public_field_definition" => {
            let v = m.field("value")?;
            if !matches!(v.kind(), "arrow_function" | "function_expression") {
                return None;
            }
            v
        }
        _ => return None,
    };
    func.field("return_type")
}

/// Whether `n`'s text starts with `prefix` (ASCII), read from the bytes: `file.text(n)` would
/// check the whole node's text as UTF-8 first, and a declaration's can be thousands of bytes
/// (`const slice = createSlice({ ... })`).
fn text_starts_with(file: &SourceFile, n: Node, prefix: &str) -> bool {
    file.src
        .get(n.byte_range())
        .is_some_and(|b| b.starts_with(prefix.as_bytes()))
}

/// Argument count: `None` with a spread or a tagged template.
fn count_args(file: &SourceFile, args: Option<Node>) -> Option<usize> {
    match args {
        None => Some(0),
        // a tagged template passes its parts, not a list
        Some(a) if a.kind() != "arguments" => None,
        Some(a) => crate::lang::resolve::count_args(file, a).count,
    }
}

/// The base name of a type annotation's type: `T`, `ns.T` → `T`, `Array<X>`/`X[]` → `Array`.
/// `None` for `any`, `unknown`, unions and other shapes that do not name one type.
fn base_type(file: &SourceFile, ann: Node) -> Option<String> {
    let mut t = ann;
    if t.kind() == "type_annotation" {
        t = t.named_child(0)?;
    }
    for _ in 0..8 {
        match t.kind() {
            "parenthesized_type" | "readonly_type" => t = t.named_child(0)?,
            _ => break,
        }
    }
    match t.kind() {
        "type_identifier" => Some(file.text(t).into_owned()),
        "generic_type" => base_type(file, t.field("name")?),
        "nested_type_identifier" => Some(file.text(t.field("name")?).into_owned()),
        "array_type" | "tuple_type" => Some("Array".into()),
        "union_type" => {
            // `T | null | undefined` is a T; any other union names no one type.
            let mut named = Vec::new();
            let mut stack = vec![t];
            while let Some(u) = stack.pop() {
                let mut c = u.walk();
                for m in u.named_children(&mut c) {
                    match m.kind() {
                        "union_type" if stack.len() < 16 => stack.push(m),
                        "literal_type" | "predefined_type"
                            if matches!(file.text(m).as_ref(), "null" | "undefined" | "void") => {}
                        _ => named.push(m),
                    }
                }
            }
            match named.as_slice() {
                [one] => base_type(file, *one),
                _ => None,
            }
        }
        "predefined_type" => {
            let s = file.text(t);
            match s.as_ref() {
                "any" | "unknown" | "never" => None,
                "string" => Some("String".into()),
                "number" => Some("Number".into()),
                "boolean" => Some("Boolean".into()),
                other => Some(other.to_string()),
            }
        }
        "literal_type" | "template_literal_type" => Some("literal".into()),
        "function_type" => Some("Function".into()),
        _ => None,
    }
}

/// The one type a declared annotation surely names: parentheses, `readonly` and a union with
/// `null`/`undefined`/`void` are looked through; any other union names none.
fn sure_type_node<'t>(file: &SourceFile, ann: Node<'t>) -> Option<Node<'t>> {
    let mut t = ann;
    if t.kind() == "type_annotation" {
        t = t.named_child(0)?;
    }
    for _ in 0..8 {
        match t.kind() {
            "parenthesized_type" | "readonly_type" => t = t.named_child(0)?,
            "union_type" => {
                let mut c = t.walk();
                let named: Vec<Node> = t
                    .named_children(&mut c)
                    .filter(|m| {
                        !(matches!(m.kind(), "literal_type" | "predefined_type")
                            && matches!(file.text(*m).as_ref(), "null" | "undefined" | "void"))
                    })
                    .collect();
                match named.as_slice() {
                    [one] => t = *one,
                    _ => return None,
                }
            }
            _ => return Some(t),
        }
    }
    None
}

/// The constraint of the type parameter `T` when the declared type `ann` is `T` alone,
/// declared `T extends C` by the nearest declaration around `ann` that declares a type
/// parameter `T` (the class of a field `items: T`, the function of a parameter `xs: T`): in
/// that declaration's body tsc reads a value of type `T` by `C`'s members
/// (mswjs-interceptors' `for (const interceptor of this.interceptors)` with `interceptors:
/// InterceptorList` and `InterceptorList extends ReadonlyArray<Interceptor<any>>`).
fn type_param_constraint<'t>(file: &SourceFile, ann: Node<'t>) -> Option<Node<'t>> {
    let mut t = ann;
    if t.kind() == "type_annotation" {
        t = t.named_child(0)?;
    }
    if t.kind() != "type_identifier" {
        return None;
    }
    let name = file.text(t);
    let mut at = t.parent();
    for _ in 0..MAX_DEPTH_TYPE_PARAM {
        let n = at?;
        if let Some(tps) = n.field("type_parameters") {
            let mut c = tps.walk();
            let declared = tps.named_children(&mut c).find(|p| {
                p.kind() == "type_parameter"
                    && p.field("name").is_some_and(|n| file.text(n) == name)
            });
            if let Some(p) = declared {
                let bound = p.field("constraint")?;
                let mut c = bound.walk();
                let ty = bound.named_children(&mut c).find(|k| k.kind() != "comment");
                return ty;
            }
        }
        at = n.parent();
    }
    None
}

/// How many declarations out [`type_param_constraint`] looks for a type parameter's.
const MAX_DEPTH_TYPE_PARAM: usize = 64;

/// The standard library's generic containers whose element a value of the declared type
/// `ann` yields: `T` of `T[]`, `Array<T>`, `ReadonlyArray<T>`, `Set<T>`, `ReadonlySet<T>`
/// (`sets` false leaves the sets out), `V` of `Map<K, V>`, `ReadonlyMap<K, V>`,
/// `WeakMap<K, V>` (`maps` true only).
fn lib_element<'t>(file: &SourceFile, ann: Node<'t>, sets: bool, maps: bool) -> Option<Node<'t>> {
    let t = sure_type_node(file, ann)?;
    match t.kind() {
        "array_type" => t.named_child(0),
        "generic_type" | "new_expression" => {
            let (name, args) = generic_parts(t)?;
            let arg = |i: usize, n: usize| {
                let mut c = args.walk();
                let v: Vec<Node> = args.named_children(&mut c).collect();
                (v.len() == n).then(|| v[i])
            };
            match file.text(name).as_ref() {
                "Array" | "ReadonlyArray" => arg(0, 1),
                "Set" | "ReadonlySet" if sets => arg(0, 1),
                "Map" | "ReadonlyMap" | "WeakMap" if maps => arg(1, 2),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The name and type arguments of the generic type `N<..>` (`N` a plain name), or of the
/// instance type of `new N<..>(..)` (a variable it initialises without an annotation is
/// declared as `N<..>`).
fn generic_parts(t: Node) -> Option<(Node, Node)> {
    let (name, kind) = match t.kind() {
        "generic_type" => (t.field("name")?, "type_identifier"),
        "new_expression" => (t.field("constructor")?, "identifier"),
        _ => return None,
    };
    if name.kind() != kind {
        return None;
    }
    Some((name, t.field("type_arguments")?))
}

/// The declared type `method` of a standard generic container returns, in terms of the
/// container's type arguments: `Map<K, V>.get` → V; `T[]`/`Array<T>` `.at`, `.find`,
/// `.findLast`, `.pop`, `.shift` → T.
fn lib_method_result<'t>(file: &SourceFile, ann: Node<'t>, method: &str) -> Option<Node<'t>> {
    match method {
        "get" => {
            let t = sure_type_node(file, ann)?;
            let is_map = generic_parts(t).is_some_and(|(n, _)| {
                matches!(file.text(n).as_ref(), "Map" | "ReadonlyMap" | "WeakMap")
            });
            is_map
                .then(|| lib_element(file, ann, false, true))
                .flatten()
        }
        "at" | "find" | "findLast" | "pop" | "shift" => lib_element(file, ann, false, false),
        _ => None,
    }
}

/// The annotation of parameter `p` when it is the plain identifier `name`.
fn param_ann<'t>(file: &SourceFile, p: Node<'t>, name: &str) -> Option<Node<'t>> {
    if !matches!(p.kind(), "required_parameter" | "optional_parameter") {
        return None;
    }
    let pat = p.field("pattern").or_else(|| p.field("name"))?;
    if pat.kind() == "object_pattern" {
        return destructured_ann(file, pat, p.field("type")?, name);
    }
    (pat.kind() == "identifier" && file.text(pat) == name)
        .then(|| p.field("type"))
        .flatten()
}

/// The annotation of `name` destructured by the shorthand `{ name }` of the object pattern
/// `pat` whose declared type is the object type `ann` (`{ name }: { name: T }`): the member
/// `name: T` it declares once (tsc gives the binding the member's type).
fn destructured_ann<'t>(
    file: &SourceFile,
    pat: Node<'t>,
    ann: Node<'t>,
    name: &str,
) -> Option<Node<'t>> {
    let mut c = pat.walk();
    let binds = pat
        .named_children(&mut c)
        .any(|k| k.kind() == "shorthand_property_identifier_pattern" && file.text(k) == name);
    if !binds {
        return None;
    }
    let mut t = ann;
    if t.kind() == "type_annotation" {
        t = t.named_child(0)?;
    }
    if t.kind() != "object_type" {
        return None;
    }
    let mut c = t.walk();
    let mut props = t.named_children(&mut c).filter(|m| {
        m.kind() == "property_signature"
            && m.field("name")
                .is_some_and(|n| n.kind() == "property_identifier" && file.text(n) == name)
    });
    match (props.next(), props.next()) {
        (Some(one), None) => one.field("type"),
        _ => None,
    }
}

/// The annotation of the variable `name` a declaration statement declares, or without one
/// its initialiser `new N<..>(..)` (see [`generic_parts`]).
fn declarator_ann<'t>(file: &SourceFile, s: Node<'t>, name: &str) -> Option<Node<'t>> {
    let s = if s.kind() == "export_statement" {
        s.field("declaration")?
    } else {
        s
    };
    if !matches!(s.kind(), "lexical_declaration" | "variable_declaration") {
        return None;
    }
    let mut c = s.walk();
    let decls: Vec<Node<'t>> = s.named_children(&mut c).collect();
    decls.into_iter().find_map(|d| {
        let id = d.field("name")?;
        (d.kind() == "variable_declarator" && id.kind() == "identifier" && file.text(id) == name)
            .then(|| {
                // No annotation: `new Map<K, V>()` declares the variable a `Map<K, V>`.
                d.field("type").or_else(|| {
                    let v = unwrap_expr(d.field("value")?);
                    generic_parts(v).map(|_| v)
                })
            })
            .flatten()
    })
}

/// The type a value expression surely has: `new T()` → T, `[]` → Array, literals.
fn value_type(file: &SourceFile, v: Node) -> Option<String> {
    let v = unwrap_expr_keep_as(file, v)?;
    match v.kind() {
        "new_expression" => {
            let c = v.field("constructor")?;
            match c.kind() {
                "identifier" => Some(file.text(c).into_owned()),
                "member_expression" => Some(file.text(c.field("property")?).into_owned()),
                _ => None,
            }
        }
        "array" => Some("Array".into()),
        "string" | "template_string" => Some("String".into()),
        "number" => Some("Number".into()),
        "regex" => Some("RegExp".into()),
        "arrow_function" | "function_expression" | "function" => Some("Function".into()),
        _ => None,
    }
}

/// Unwrap parentheses and `!`; `x as T` answers T through `base_type` instead.
fn unwrap_expr_keep_as<'t>(file: &SourceFile, v: Node<'t>) -> Option<Node<'t>> {
    let _ = file;
    let mut v = v;
    for _ in 0..16 {
        match v.kind() {
            "parenthesized_expression" | "non_null_expression" => v = v.named_child(0)?,
            _ => return Some(v),
        }
    }
    Some(v)
}

fn as_type(file: &SourceFile, v: Node) -> Option<String> {
    if v.kind() == "as_expression" || v.kind() == "satisfies_expression" {
        let t = v.named_child(1)?;
        return base_type(file, t);
    }
    None
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tri {
    Yes,
    No,
    Unsure,
}

/// The names after `extends`/`implements` in the header of `class <owner>` in a source text.
fn supertypes_in(text: &str, owner: &str) -> Vec<String> {
    let ident = |c: char| c.is_alphanumeric() || c == '_' || c == '$';
    let needle = format!("class {owner}");
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = text.get(from..).and_then(|t| t.find(&needle)) {
        let at = from + i + needle.len();
        from = at;
        let rest = text.get(at..).unwrap_or("");
        if rest.chars().next().is_some_and(ident) {
            continue;
        }
        let header = rest.split('{').next().unwrap_or("");
        let mut after_kw = false;
        for w in header.split(|c: char| !ident(c)).filter(|w| !w.is_empty()) {
            if w == "extends" || w == "implements" {
                after_kw = true;
            } else if after_kw {
                out.push(w.to_string());
            }
        }
    }
    out
}

/// `C` when the condition `cond` holds only where `name instanceof C` does: the test itself,
/// in parentheses, or one operand of `&&`.
fn instanceof_class(file: &SourceFile, cond: Node, name: &str, depth: usize) -> Option<String> {
    if depth > 16 {
        return None;
    }
    if cond.kind() == "parenthesized_expression" {
        return instanceof_class(file, cond.named_child(0)?, name, depth + 1);
    }
    if cond.kind() != "binary_expression" {
        return None;
    }
    let (l, r) = (cond.field("left")?, cond.field("right")?);
    match file.text(cond.field("operator")?).as_ref() {
        "instanceof" if l.kind() == "identifier" && file.text(l) == name => match r.kind() {
            "identifier" => Some(file.text(r).into_owned()),
            "member_expression" => Some(file.text(r.field("property")?).into_owned()),
            _ => None,
        },
        "&&" => instanceof_class(file, l, name, depth + 1)
            .or_else(|| instanceof_class(file, r, name, depth + 1)),
        _ => None,
    }
}

/// The variable a plain assignment (`name = v`, `name += v`) assigns, when `m` is one.
fn plain_assignee(m: Node) -> Option<Node> {
    matches!(
        m.kind(),
        "assignment_expression" | "augmented_assignment_expression"
    )
    .then(|| m.field("left"))
    .flatten()
    .filter(|l| l.kind() == "identifier")
}

/// Whether `name` is assigned (`=`, `+=`, …) anywhere inside `n`.
fn assigns(file: &SourceFile, n: Node, name: &str) -> bool {
    let mut found = false;
    crate::lang::walk_pruned(n, |m| {
        found = found || plain_assignee(m).is_some_and(|l| file.text(l) == name);
        !found
    });
    found
}

/// The names of the plain assignments under `n`: the names [`assigns`] is true of, all read
/// in one walk.
fn assigned_names(file: &SourceFile, n: Node) -> HashSet<String> {
    let mut out = HashSet::new();
    crate::lang::walk_pruned(n, |m| {
        if let Some(l) = plain_assignee(m) {
            out.insert(file.text(l).into_owned());
        }
        true
    });
    out
}

/// Whether anything under `n` may assign the variable `name`: `name = v`, `name += v`,
/// `name++`, a destructuring assignment or `for (name of ..)` naming it.
fn may_assign(file: &SourceFile, n: Node, name: &str) -> bool {
    let mut found = false;
    crate::lang::walk_pruned(n, |m| {
        let target = match m.kind() {
            "assignment_expression" | "augmented_assignment_expression" => m.field("left"),
            "update_expression" => m.field("argument"),
            "for_in_statement" => m.field("left"),
            _ => None,
        };
        if let Some(t) = target {
            crate::lang::walk_pruned(t, |x| {
                if matches!(
                    x.kind(),
                    "identifier" | "shorthand_property_identifier_pattern"
                ) && file.text(x) == name
                {
                    found = true;
                }
                !found
            });
        }
        !found
    });
    found
}

fn strip_ts_ext(p: &str) -> &str {
    for e in [
        ".d.ts", ".tsx", ".ts", ".mts", ".cts", ".jsx", ".js", ".mjs", ".cjs",
    ] {
        if let Some(s) = p.strip_suffix(e) {
            return s;
        }
    }
    p
}

/// Is `name` bound by this pattern (identifier, destructuring, default, rest)?
fn pattern_binds(file: &SourceFile, pat: Node, name: &str, depth: usize) -> bool {
    if depth > 32 {
        return false;
    }
    match pat.kind() {
        "identifier" | "shorthand_property_identifier_pattern" => file.text(pat) == name,
        "assignment_pattern" => pat
            .field("left")
            .is_some_and(|l| pattern_binds(file, l, name, depth + 1)),
        "pair_pattern" => pat
            .field("value")
            .is_some_and(|v| pattern_binds(file, v, name, depth + 1)),
        "object_pattern" | "array_pattern" | "rest_pattern" | "object_assignment_pattern" => {
            let mut cursor = pat.walk();
            let found = pat
                .named_children(&mut cursor)
                .any(|c| pattern_binds(file, c, name, depth + 1));
            found
        }
        _ => false,
    }
}

/// A `require('x')` call (or `require('x').prop`): the specifier and the property.
fn require_of(file: &SourceFile, v: Node) -> Option<(String, Option<String>)> {
    let v = unwrap_expr(v);
    let v = if v.kind() == "await_expression" {
        v.named_child(0)?
    } else {
        v
    };
    match v.kind() {
        "call_expression" => {
            let f = v.field("function")?;
            let dynamic_import = f.kind() == "import";
            if !dynamic_import && (f.kind() != "identifier" || file.text(f) != "require") {
                return None;
            }
            let args = v.field("arguments")?;
            let s = args.named_child(0)?;
            Some((string_value(file, s)?, None))
        }
        "member_expression" => {
            let o = v.field("object")?;
            let p = v.field("property")?;
            let (spec, prop) = require_of(file, o)?;
            if prop.is_some() {
                return None;
            }
            Some((spec, Some(file.text(p).into_owned())))
        }
        _ => None,
    }
}

fn string_value(file: &SourceFile, s: Node) -> Option<String> {
    if s.kind() != "string" {
        return None;
    }
    let t = file.text(s);
    Some(t.trim_matches(|c| c == '"' || c == '\'').to_string())
}

impl<'a> Cx<'a> {
    fn text(&self, n: Node) -> String {
        self.file.text(n).into_owned()
    }

    // ---- module-level bindings ----

    fn module_pass(&mut self, root: Node<'a>) {
        for stmt in module_statements(root) {
            match stmt.kind() {
                "import_statement" => self.import_statement(stmt),
                "lexical_declaration" | "variable_declaration" => {
                    let mut c = stmt.walk();
                    let decls: Vec<Node> = stmt.named_children(&mut c).collect();
                    for d in decls {
                        if d.kind() == "variable_declarator" {
                            self.module_declarator(stmt, d);
                        }
                    }
                }
                "function_declaration"
                | "generator_function_declaration"
                | "function_signature" => {
                    if let Some(n) = stmt.field("name") {
                        self.module_bindings.insert(
                            self.text(n),
                            Binding::Func {
                                line: line_of(stmt),
                                module_level: true,
                            },
                        );
                    }
                }
                "class_declaration" | "abstract_class_declaration" => {
                    if let Some(n) = stmt.field("name") {
                        self.module_bindings.insert(
                            self.text(n),
                            Binding::Class {
                                line: line_of(stmt),
                            },
                        );
                    }
                }
                _ => {}
            }
        }
        let aliases: Vec<String> = self
            .module_bindings
            .iter()
            .filter_map(|(local, b)| match b {
                Binding::Import(Import {
                    kind: ImportKind::Named(orig),
                    ..
                }) if *orig == self.target.name && *local != self.target.name => {
                    Some(local.clone())
                }
                _ => None,
            })
            .collect();
        for a in aliases {
            let is_target = match self.module_bindings.get(&a) {
                Some(Binding::Import(i)) => {
                    let spec = i.spec.clone();
                    self.module(&spec) == Module::Target
                }
                _ => false,
            };
            if is_target {
                self.aliases.push(a);
            }
        }
    }

    fn import_statement(&mut self, stmt: Node) {
        // TS `import ns = require('./x')`.
        let mut c0 = stmt.walk();
        let req = stmt
            .named_children(&mut c0)
            .find(|c| c.kind() == "import_require_clause");
        if let Some(req) = req {
            let id = req.named_child(0).filter(|n| n.kind() == "identifier");
            let src = req.field("source").and_then(|s| string_value(self.file, s));
            if let (Some(id), Some(src)) = (id, src) {
                self.add_import(self.text(id), &src, ImportKind::Namespace, "required from");
            }
            return;
        }
        let Some(spec) = stmt
            .field("source")
            .and_then(|s| string_value(self.file, s))
        else {
            return;
        };
        let mut cursor = stmt.walk();
        let clauses: Vec<Node> = stmt
            .named_children(&mut cursor)
            .filter(|c| c.kind() == "import_clause")
            .collect();
        for clause in clauses {
            let mut c2 = clause.walk();
            let parts: Vec<Node> = clause.named_children(&mut c2).collect();
            for part in parts {
                match part.kind() {
                    "identifier" => self.add_import(
                        self.text(part),
                        &spec,
                        ImportKind::Default,
                        "default import from",
                    ),
                    "namespace_import" => {
                        if let Some(id) = part.named_child(0) {
                            self.add_import(
                                self.text(id),
                                &spec,
                                ImportKind::Namespace,
                                "namespace import of",
                            );
                        }
                    }
                    "named_imports" => {
                        let mut c3 = part.walk();
                        let specs: Vec<Node> = part.named_children(&mut c3).collect();
                        for s in specs {
                            if s.kind() != "import_specifier" {
                                continue;
                            }
                            let Some(n) = s.field("name") else {
                                continue;
                            };
                            let orig = string_value(self.file, n).unwrap_or_else(|| self.text(n));
                            let local = s
                                .field("alias")
                                .map(|a| self.text(a))
                                .unwrap_or_else(|| orig.clone());
                            self.add_import(local, &spec, ImportKind::Named(orig), "imported from");
                        }
                    }
                    _ => {}
                }
            }
        }
    }

    fn add_import(&mut self, local: String, spec: &str, kind: ImportKind, how: &'static str) {
        self.module_bindings.insert(
            local,
            Binding::Import(Import {
                spec: spec.to_string(),
                kind,
                how,
            }),
        );
    }

    fn module_declarator(&mut self, decl_stmt: Node<'a>, d: Node<'a>) {
        let Some(name) = d.field("name") else {
            return;
        };
        let value = d.field("value");
        if let Some((spec, prop)) = value.and_then(|v| require_of(self.file, v)) {
            match name.kind() {
                "identifier" => {
                    let kind = match prop {
                        Some(p) => ImportKind::Named(p),
                        None => ImportKind::Namespace,
                    };
                    self.add_import(self.text(name), &spec, kind, "required from");
                }
                "object_pattern" if prop.is_none() => {
                    let mut c = name.walk();
                    let parts: Vec<Node> = name.named_children(&mut c).collect();
                    for p in parts {
                        match p.kind() {
                            "shorthand_property_identifier_pattern" => {
                                let n = self.text(p);
                                self.add_import(
                                    n.clone(),
                                    &spec,
                                    ImportKind::Named(n),
                                    "destructured from require of",
                                );
                            }
                            "pair_pattern" => {
                                let (Some(k), Some(v)) = (p.field("key"), p.field("value")) else {
                                    continue;
                                };
                                if v.kind() == "identifier" {
                                    self.add_import(
                                        self.text(v),
                                        &spec,
                                        ImportKind::Named(self.text(k)),
                                        "destructured from require of",
                                    );
                                }
                            }
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
            return;
        }
        if name.kind() != "identifier" {
            return;
        }
        let b = self.var_binding(decl_stmt, d);
        self.module_bindings.insert(self.text(name), b);
    }

    fn var_binding(&self, decl_stmt: Node<'a>, d: Node<'a>) -> Binding {
        let is_const = text_starts_with(self.file, decl_stmt, "const");
        let typed_lang = self.file.lang != super::super::Lang::JavaScript;
        let value = d.field("value");
        let ty = d
            .field("type")
            .and_then(|t| base_type(self.file, t))
            .or_else(|| self.jsdoc_declared(d, None))
            .or_else(|| value.and_then(|v| as_type(self.file, v)))
            .or_else(|| {
                if is_const || typed_lang {
                    value.and_then(|v| value_type(self.file, v))
                } else {
                    None
                }
            });
        let uv = value.map(unwrap_expr);
        Binding::Var {
            ty,
            object: uv.is_some_and(|v| v.kind() == "object"),
            func: uv.is_some_and(|v| is_function_value(v.kind()) || v.kind() == "class"),
            line: line_of(d),
            lib: value.and_then(|v| chain_root(self.file, v)),
            value: value
                .filter(|_| typed_lang)
                .map(|v| (v.start_byte(), v.end_byte())),
        }
    }

    /// The type of a variable's initialiser at `range` that takes more than its own text to
    /// tell: a field read `this.f` or a conditional (see [`Self::this_field_type`],
    /// [`Self::conditional_type`]).
    fn initialiser_type(&self, range: (usize, usize)) -> Option<String> {
        let v = self
            .file
            .tree
            .root_node()
            .descendant_for_byte_range(range.0, range.1)?;
        self.this_field_type(v).or_else(|| self.conditional_type(v))
    }

    /// The declared type of `this.field` read as a value (`let c = this._connection`: the
    /// variable's type is the field's).
    fn this_field_type(&self, v: Node) -> Option<String> {
        let v = unwrap_expr(v);
        if v.kind() != "member_expression" {
            return None;
        }
        let (o, p) = (v.field("object")?, v.field("property")?);
        if o.kind() != "this" || p.kind() != "property_identifier" {
            return None;
        }
        let class = self.enclosing_class(o)?;
        self.field_type(class, &self.text(p))
    }

    /// The type of a conditional `c ? x : new B(..)` whose branches are one class and a
    /// subclass of it: tsc reduces the union of the two to the base. A branch is typed by
    /// `new`, `as`, or (an identifier) by a type guard or `instanceof` in the condition
    /// (rxjs: `isSubscriber(o) ? o : new SafeSubscriber(o)` is a Subscriber).
    fn conditional_type(&self, v: Node<'a>) -> Option<String> {
        let v = unwrap_expr(v);
        if v.kind() != "ternary_expression" {
            return None;
        }
        let cond = v.field("condition")?;
        let branch = |b: Node<'a>| -> Option<String> {
            if let Some(t) = as_type(self.file, b).or_else(|| value_type(self.file, b)) {
                return Some(t);
            }
            let b = unwrap_expr(b);
            if b.kind() != "identifier" {
                return None;
            }
            let name = self.text(b);
            instanceof_class(self.file, cond, &name, 0)
                .or_else(|| self.guarded_class(cond, &name, 0))
        };
        let a = branch(v.field("consequence")?)?;
        let b = branch(v.field("alternative")?)?;
        if a == b || self.subclass_of(&b, &a) {
            Some(a)
        } else if self.subclass_of(&a, &b) {
            Some(b)
        } else {
            None
        }
    }

    /// Whether the class `sub` extends the class `base` (both as named in this file), through
    /// its `extends` chain across modules of the repository.
    fn subclass_of(&self, sub: &str, base: &str) -> bool {
        let Some(goal) = self.class_home_in(self.file, base) else {
            return false;
        };
        let Some((mut path, mut class)) = self.class_home_in(self.file, sub) else {
            return false;
        };
        for _ in 0..MAX_REEXPORT_DEPTH {
            let next = self
                .with_decls(&path, &class, |f| {
                    let d = class_decl(f, &class)?;
                    self.class_home_in(f, &superclass_of(f, d)?)
                })
                .flatten();
            match next {
                Some(h) if h == goal => return true,
                Some(h) => (path, class) = h,
                None => return false,
            }
        }
        false
    }

    // ---- module resolution ----

    /// The name the target's module exports for the target: the class of a constructor or
    /// method, else the function's own name.
    fn export_name(&self) -> String {
        match &self.cat {
            Cat::Ctor(c) | Cat::Method(c) => c.clone(),
            Cat::Free => self.target.name.clone(),
        }
    }

    fn module(&mut self, spec: &str) -> Module {
        if let Some(m) = self.modules.get(spec) {
            return m.clone();
        }
        let m = self.resolve(spec);
        self.modules.insert(spec.to_string(), m.clone());
        m
    }

    fn resolve(&self, spec: &str) -> Module {
        match resolve_spec(self.ctx, &self.file.rel_path, spec) {
            Resolved::Bare => self.alias(spec),
            Resolved::File(p) if p == self.target.rel_path => Module::Target,
            Resolved::File(p) => match self.reexports(&p, &self.export_name()) {
                Tri::Yes => Module::Target,
                Tri::Unsure => Module::Reexport(p),
                Tri::No => Module::Other(p),
            },
            Resolved::Guess(cands) => {
                if cands.contains(&self.target.rel_path) {
                    Module::Target
                } else {
                    Module::Other(cands.into_iter().next().unwrap_or_default())
                }
            }
        }
    }

    /// Whether the module file `path` re-exports `wanted` from the target's file (following
    /// `export … from` and `import` + `export { }` chains a few hops).
    /// [`Self::barrel`] from the top, remembered for the rest of the measurement (every file
    /// importing from one package index asks the same question).
    fn reexports(&self, path: &str, wanted: &str) -> Tri {
        let key = format!(
            "js:reexports:{}:{}:{path}:{wanted}",
            self.target.rel_path, self.target.name
        );
        *self
            .ctx
            .memo(&key, || self.barrel(path, wanted, &mut Vec::new()))
    }

    /// Whether the module file `path` re-exports `wanted` from the target's file (following
    /// `export * from`, `export { a as b } from` and `import` + `export { }` chains). `seen`
    /// holds the (module, name) pairs on the current chain: a cycle adds nothing, and chains
    /// longer than [`MAX_REEXPORT_DEPTH`] are unsure.
    fn barrel(&self, path: &str, wanted: &str, seen: &mut Vec<(String, String)>) -> Tri {
        if seen.iter().any(|(p, w)| p == path && w == wanted) {
            return Tri::No;
        }
        if seen.len() >= MAX_REEXPORT_DEPTH {
            return Tri::Unsure;
        }
        seen.push((path.to_string(), wanted.to_string()));
        let verdict = self.barrel_step(path, wanted, seen);
        seen.pop();
        verdict
    }

    fn barrel_step(&self, path: &str, wanted: &str, seen: &mut Vec<(String, String)>) -> Tri {
        let Some(text) = self.ctx.read_to_string(path) else {
            return Tri::No;
        };
        if !text.contains("export") {
            return Tri::No;
        }
        // A module whose text names `wanted` nowhere re-exports it only through `export *`
        // or CommonJS: one with neither is not parsed.
        if !text.contains(wanted) && !writes_export_star(&text) && !text.contains("require(") {
            return Tri::No;
        }
        let Some(lang) = super::super::Lang::from_path(std::path::Path::new(path)) else {
            return Tri::Unsure;
        };
        // Parsed once per measurement: every caller file asks its barrels again.
        let Some(file) = self.ctx.parsed(path, lang) else {
            return Tri::Unsure;
        };
        let root = file.tree.root_node();
        let mut unsure = false;
        // Where does `name` come from when a plain `export { name }` re-exports it?
        let imported_from = |name: &str| -> Option<(String, String)> {
            let mut c = root.walk();
            for stmt in root.named_children(&mut c) {
                if stmt.kind() != "import_statement" {
                    continue;
                }
                let src = stmt.field("source").and_then(|s| string_value(&file, s))?;
                let mut found = None;
                walk(stmt, |n| {
                    if n.kind() == "import_specifier" {
                        let orig = n.field("name").map(|x| file.text(x).into_owned());
                        let local = n
                            .field("alias")
                            .map(|x| file.text(x).into_owned())
                            .or_else(|| orig.clone());
                        if local.as_deref() == Some(name) {
                            found = orig;
                        }
                    }
                });
                if let Some(orig) = found {
                    return Some((src, orig));
                }
            }
            None
        };
        let mut c = root.walk();
        let stmts: Vec<Node> = root.named_children(&mut c).collect();
        for stmt in stmts {
            match stmt.kind() {
                "export_statement" => {
                    let source = stmt.field("source").and_then(|s| string_value(&file, s));
                    let mut c2 = stmt.walk();
                    let clause = stmt
                        .named_children(&mut c2)
                        .find(|n| n.kind() == "export_clause");
                    match (clause, source) {
                        (Some(clause), source) => {
                            let mut c3 = clause.walk();
                            let specs: Vec<Node> = clause.named_children(&mut c3).collect();
                            for sp in specs {
                                let Some(n) = sp.field("name") else {
                                    continue;
                                };
                                let orig = file.text(n).into_owned();
                                let exported = sp
                                    .field("alias")
                                    .map(|a| file.text(a).into_owned())
                                    .unwrap_or_else(|| orig.clone());
                                if exported != wanted {
                                    continue;
                                }
                                let (src, orig) = match source.clone() {
                                    Some(src) => (src, orig),
                                    None => match imported_from(&orig) {
                                        Some(x) => x,
                                        // Defined in the barrel itself.
                                        None => return Tri::No,
                                    },
                                };
                                return self.follow(path, &src, &orig, seen);
                            }
                        }
                        (None, Some(src)) => {
                            // `export * from` (but not `export * as ns from`).
                            let mut c3 = stmt.walk();
                            let ns = stmt
                                .named_children(&mut c3)
                                .any(|n| n.kind() == "namespace_export");
                            if !ns {
                                match self.follow(path, &src, wanted, seen) {
                                    Tri::Yes => return Tri::Yes,
                                    Tri::Unsure => unsure = true,
                                    Tri::No => {}
                                }
                            }
                        }
                        (None, None) => {}
                    }
                }
                "expression_statement" => {
                    let t = file.text(stmt);
                    if t.contains("require(") && t.contains("exports") {
                        unsure = true;
                    }
                }
                _ => {}
            }
        }
        if unsure {
            Tri::Unsure
        } else {
            Tri::No
        }
    }

    /// Whether the name `wanted` that the module file `path` exports is a namespace holding
    /// the target (`export * as wanted from src`, `import * as n from src` + `export { n as
    /// wanted }`, followed through `export { a as wanted } from`, `import { a }` + `export {
    /// a }` and `export * from` chains): `Yes` when that namespace's module is the target's
    /// file or surely re-exports the target's name, `No` when it surely does not, `Unsure`
    /// past [`MAX_REEXPORT_DEPTH`] or through an unsure barrel. `None` when `path` exports no
    /// namespace of that name (it is some other value, or not found).
    fn namespace_export(
        &self,
        path: &str,
        wanted: &str,
        seen: &mut Vec<(String, String)>,
    ) -> Option<Tri> {
        // The namespace of the module `src` names (from `from`): the target's file, or a
        // file that may re-export the target's name.
        let module_of = |from: &str, src: &str| -> Tri {
            match resolve_spec(self.ctx, from, src) {
                Resolved::File(p) if p == self.target.rel_path => Tri::Yes,
                Resolved::File(p) => self.reexports(&p, &self.export_name()),
                Resolved::Bare => match self.alias(src) {
                    Module::Alias(_) => Tri::Unsure,
                    _ => Tri::No,
                },
                Resolved::Guess(c) if c.contains(&self.target.rel_path) => Tri::Unsure,
                Resolved::Guess(_) => Tri::No,
            }
        };
        Some(match self.namespace_find(path, wanted, seen)? {
            NsAt::Module(from, src) => module_of(&from, &src),
            NsAt::Unsure => Tri::Unsure,
        })
    }

    /// The module file whose namespace the name `wanted` exported by the module file `path`
    /// is (see [`Self::namespace_find`]), kept per module and name: `None` when `path`
    /// exports no namespace of that name, or when that namespace's module is not a file of
    /// the repository or not surely found.
    fn namespace_file(&self, path: &str, wanted: &str) -> Option<String> {
        let key = format!("js:namespace-file:{path}:{wanted}");
        self.ctx
            .memo(&key, || {
                match self.namespace_find(path, wanted, &mut Vec::new())? {
                    NsAt::Module(from, src) => match resolve_spec(self.ctx, &from, &src) {
                        Resolved::File(p) => Some(p),
                        _ => None,
                    },
                    NsAt::Unsure => None,
                }
            })
            .as_ref()
            .clone()
    }

    /// Where the name `wanted` that the module file `path` exports is a namespace: the
    /// module specifier (and the file it is written in) of `export * as wanted from src`, or
    /// of `import * as n from src` + `export { n as wanted }`, followed through `export { a
    /// as wanted } from`, `import { a }` + `export { a }` and `export * from` chains;
    /// `Unsure` past [`MAX_REEXPORT_DEPTH`] or through an unsure barrel. `None` when `path`
    /// exports no namespace of that name (it is some other value, or not found).
    fn namespace_find(
        &self,
        path: &str,
        wanted: &str,
        seen: &mut Vec<(String, String)>,
    ) -> Option<NsAt> {
        if seen.iter().any(|(p, w)| p == path && w == wanted) {
            return None;
        }
        if seen.len() >= MAX_REEXPORT_DEPTH {
            return Some(NsAt::Unsure);
        }
        let text = self.ctx.read_to_string(path)?;
        if !text.contains("export") || !(text.contains('*') || text.contains(wanted)) {
            return None;
        }
        let lang = super::super::Lang::from_path(std::path::Path::new(path))?;
        let file = self.ctx.parsed(path, lang)?;
        seen.push((path.to_string(), wanted.to_string()));
        let found = self.namespace_step(path, &file, wanted, seen);
        seen.pop();
        found
    }

    fn namespace_step(
        &self,
        path: &str,
        file: &SourceFile,
        wanted: &str,
        seen: &mut Vec<(String, String)>,
    ) -> Option<NsAt> {
        let module_of = |src: &str| NsAt::Module(path.to_string(), src.to_string());
        let file_of = |src: &str| match resolve_spec(self.ctx, path, src) {
            Resolved::File(p) => Some(p),
            _ => None,
        };
        let root = file.tree.root_node();
        // What the module-level import of `local` brings: `(src, None)` for a namespace
        // import, `(src, Some(orig))` for a named one.
        let imported = |local: &str| -> Option<(String, Option<String>)> {
            let mut c = root.walk();
            let stmts: Vec<Node> = root.named_children(&mut c).collect();
            for stmt in stmts {
                if stmt.kind() != "import_statement" {
                    continue;
                }
                let Some(src) = stmt.field("source").and_then(|s| string_value(file, s)) else {
                    continue;
                };
                let mut found = None;
                walk(stmt, |n| match n.kind() {
                    "namespace_import" => {
                        let mut c = n.walk();
                        if n.named_children(&mut c)
                            .any(|x| x.kind() == "identifier" && file.text(x) == local)
                        {
                            found = Some(None);
                        }
                    }
                    "import_specifier" => {
                        let orig = n.field("name").map(|x| file.text(x).into_owned());
                        let l = n
                            .field("alias")
                            .map(|x| file.text(x).into_owned())
                            .or_else(|| orig.clone());
                        if l.as_deref() == Some(local) {
                            found = orig.map(Some);
                        }
                    }
                    _ => {}
                });
                if let Some(f) = found {
                    return Some((src, f));
                }
            }
            None
        };
        let mut unsure = false;
        let mut c = root.walk();
        let stmts: Vec<Node> = root.named_children(&mut c).collect();
        for stmt in stmts {
            if stmt.kind() != "export_statement" {
                continue;
            }
            let source = stmt.field("source").and_then(|s| string_value(file, s));
            let mut c2 = stmt.walk();
            let kids: Vec<Node> = stmt.named_children(&mut c2).collect();
            if let Some(ns) = kids.iter().find(|n| n.kind() == "namespace_export") {
                // `export * as wanted from src`
                let mut c3 = ns.walk();
                let named = ns.named_children(&mut c3).any(|x| {
                    string_value(file, x).unwrap_or_else(|| file.text(x).into_owned()) == wanted
                });
                if let (true, Some(src)) = (named, source.as_deref()) {
                    return Some(module_of(src));
                }
                continue;
            }
            if let Some(clause) = kids.iter().find(|n| n.kind() == "export_clause") {
                let mut c3 = clause.walk();
                let specs: Vec<Node> = clause.named_children(&mut c3).collect();
                for sp in specs {
                    let Some(n) = sp.field("name") else {
                        continue;
                    };
                    let orig = file.text(n).into_owned();
                    let exported = sp
                        .field("alias")
                        .map(|a| file.text(a).into_owned())
                        .unwrap_or_else(|| orig.clone());
                    if exported != wanted {
                        continue;
                    }
                    return match source.as_deref() {
                        Some(src) => self.namespace_find(&file_of(src)?, &orig, seen),
                        None => match imported(&orig)? {
                            (src, None) => Some(module_of(&src)),
                            (src, Some(o)) => self.namespace_find(&file_of(&src)?, &o, seen),
                        },
                    };
                }
                continue;
            }
            // `export * from src`
            if let Some(p) = source.as_deref().and_then(file_of) {
                match self.namespace_find(&p, wanted, seen) {
                    Some(NsAt::Unsure) => unsure = true,
                    Some(t) => return Some(t),
                    None => {}
                }
            }
        }
        unsure.then_some(NsAt::Unsure)
    }

    /// Where `export … from src` (in the module `from`) leads for `name`.
    fn follow(&self, from: &str, src: &str, name: &str, seen: &mut Vec<(String, String)>) -> Tri {
        match resolve_spec(self.ctx, from, src) {
            Resolved::File(p) if p == self.target.rel_path => {
                let wanted = self.export_name();
                let is_default = name == "default" && self.default_export_is(&wanted);
                if name == wanted || is_default {
                    Tri::Yes
                } else {
                    Tri::No
                }
            }
            Resolved::File(p) => self.barrel(&p, name, seen),
            // A package outside the repository cannot hand out the target; an alias nothing
            // resolves may still be the target's file.
            Resolved::Bare => match self.alias(src) {
                Module::Alias(_) => Tri::Unsure,
                _ => Tri::No,
            },
            Resolved::Guess(c) => {
                if c.contains(&self.target.rel_path) && name == self.export_name() {
                    Tri::Yes
                } else {
                    Tri::No
                }
            }
        }
    }

    /// A bare specifier: a path alias (`@/util/format`, `~/x`, `src/x`) whose tail matches the
    /// target's path is possible; anything else is a package.
    fn alias(&self, spec: &str) -> Module {
        let tail = spec
            .strip_prefix("@/")
            .or_else(|| spec.strip_prefix("~/"))
            .or_else(|| spec.strip_prefix('#'))
            .unwrap_or(spec);
        let tail = strip_ts_ext(tail.trim_end_matches('/'));
        let stem = strip_ts_ext(&self.target.rel_path);
        let stem_dir = stem.strip_suffix("/index").unwrap_or(stem);
        let matches = |s: &str| s == tail || s.ends_with(&format!("/{tail}"));
        if !tail.is_empty() && (matches(stem) || matches(stem_dir)) {
            Module::Alias(spec.to_string())
        } else {
            Module::Other(spec.to_string())
        }
    }

    // ---- lexical lookup ----

    /// The binding of `name` at `at`: inner scopes first, then the module.
    fn lookup(&self, at: Node<'a>, name: &str) -> Option<Binding> {
        for n in self.chain(at) {
            if n.kind() == "program" {
                break;
            }
            if let Some(b) = self.binding_in(n, name) {
                return Some(b);
            }
        }
        self.module_bindings.get(name).cloned()
    }

    fn binding_in(&self, n: Node<'a>, name: &str) -> Option<Binding> {
        let file = self.file;
        match n.kind() {
            k if declares_parameters(k) => {
                if let Some(p) = n.field("parameter") {
                    if file.text(p) == name {
                        return Some(Binding::Param(self.jsdoc_declared(n, Some(name))));
                    }
                }
                if let Some(list) = n.field("parameters") {
                    let mut c = list.walk();
                    for p in list.named_children(&mut c) {
                        if let Some(b) = self.param_binding(p, name) {
                            return Some(b);
                        }
                    }
                }
                // A named function expression sees its own name.
                if matches!(
                    n.kind(),
                    "function_expression" | "function" | "generator_function"
                ) {
                    if let Some(id) = n.field("name") {
                        if file.text(id) == name {
                            return Some(Binding::Func {
                                line: line_of(n),
                                module_level: false,
                            });
                        }
                    }
                }
                None
            }
            "statement_block" | "switch_body" | "class_static_block" => {
                // A block is asked for each name of each call under it: read once per name.
                let key = (n.id(), name.to_string());
                if let Some(hit) = self.block_bindings.borrow().get(&key) {
                    return hit.clone();
                }
                let mut c = n.walk();
                let found = n
                    .named_children(&mut c)
                    .find_map(|s| self.stmt_binding(s, name));
                self.block_bindings.borrow_mut().insert(key, found.clone());
                found
            }
            "for_statement" => n
                .field("initializer")
                .and_then(|i| self.stmt_binding(i, name)),
            "for_in_statement" => {
                let l = n.field("left")?;
                pattern_binds(file, l, name, 0).then(|| Binding::Var {
                    ty: self.for_of_element(n, l, name),
                    object: false,
                    func: false,
                    line: line_of(l),
                    lib: None,
                    value: None,
                })
            }
            "catch_clause" => {
                let p = n.field("parameter")?;
                pattern_binds(file, p, name, 0).then_some(Binding::Param(None))
            }
            _ => None,
        }
    }

    fn param_binding(&self, p: Node, name: &str) -> Option<Binding> {
        let file = self.file;
        match p.kind() {
            "required_parameter" | "optional_parameter" => {
                let pat = p.field("pattern").or_else(|| p.field("name"))?;
                if pat.kind() == "identifier" && file.text(pat) == name {
                    // The declared type, not the default value's: tsc does not narrow a
                    // parameter by its default (`x: any = new C()` is checked as `any`).
                    let ty = p.field("type").and_then(|t| base_type(file, t));
                    return Some(Binding::Param(ty));
                }
                if !pattern_binds(file, pat, name, 0) {
                    return None;
                }
                // `{ name }: { name: T }`
                let ty = (pat.kind() == "object_pattern")
                    .then(|| p.field("type"))
                    .flatten()
                    .and_then(|t| destructured_ann(file, pat, t, name))
                    .and_then(|t| base_type(file, t));
                Some(Binding::Param(ty))
            }
            // plain JavaScript: `a` or `a = 1`, typed only by the function's JSDoc
            "identifier" | "assignment_pattern" => {
                let id = if p.kind() == "identifier" {
                    p
                } else {
                    p.field("left")?
                };
                if id.kind() == "identifier" && file.text(id) == name {
                    let ty = p
                        .parent()
                        .and_then(|list| list.parent())
                        .and_then(|f| self.jsdoc_declared(f, Some(name)));
                    return Some(Binding::Param(ty));
                }
                pattern_binds(file, p, name, 0).then_some(Binding::Param(None))
            }
            _ => pattern_binds(file, p, name, 0).then_some(Binding::Param(None)),
        }
    }

    /// The type a JSDoc comment declares for the function `decl`'s parameter `param`
    /// (`@param {T} param`) or, with `None`, for the variable declarator `decl` (`@type {T}`)
    /// — in plain JavaScript files only, simple type names only, never a `@template` name.
    fn jsdoc_declared(&self, decl: Node, param: Option<&str>) -> Option<String> {
        let doc = jsdoc_above(self.file, decl)?;
        let t = jsdoc_type(&self.file.text(doc), param)?;
        let templates = self
            .jsdoc_templates
            .get_or_init(|| jsdoc_templates(self.file));
        (!templates.contains(&t)).then_some(t)
    }

    fn stmt_binding(&self, s: Node<'a>, name: &str) -> Option<Binding> {
        let file = self.file;
        let s = if s.kind() == "export_statement" {
            s.field("declaration")?
        } else {
            s
        };
        match s.kind() {
            "lexical_declaration" | "variable_declaration" => {
                let mut c = s.walk();
                for d in s.named_children(&mut c) {
                    if d.kind() != "variable_declarator" {
                        continue;
                    }
                    let Some(pat) = d.field("name") else {
                        continue;
                    };
                    if pat.kind() == "identifier" {
                        if file.text(pat) == name {
                            return Some(self.var_binding(s, d));
                        }
                    } else if pattern_binds(file, pat, name, 0) {
                        return Some(Binding::Var {
                            ty: self.destructured_type(d, pat, name),
                            object: false,
                            func: false,
                            line: line_of(d),
                            lib: None,
                            value: None,
                        });
                    }
                }
                None
            }
            "function_declaration" | "generator_function_declaration" => {
                let id = s.field("name")?;
                (file.text(id) == name).then(|| Binding::Func {
                    line: line_of(s),
                    module_level: false,
                })
            }
            "class_declaration" | "abstract_class_declaration" => {
                let id = s.field("name")?;
                (file.text(id) == name).then(|| Binding::Class { line: line_of(s) })
            }
            _ => None,
        }
    }

    /// The type (base name) of `name` destructured by the shorthand `{ name }` of the object
    /// pattern `pat` of the declarator `d` (TypeScript only): the member `name: T` of the object
    /// type the declarator declares (`const { a }: { a: T } = ..`), or else the one its
    /// initialiser `this.m(..)` is declared to return, a method of the class `this` is in
    /// (tldraw's `const { matchingSchema } = this.getMatchingSchemaAndVariant(input)` with
    /// `getMatchingSchemaAndVariant(..): { matchingSchema: Validatable<any> | undefined; .. }`).
    /// tsc gives the binding the member's declared type.
    fn destructured_type(&self, d: Node<'a>, pat: Node<'a>, name: &str) -> Option<String> {
        let file = self.file;
        if file.lang == super::super::Lang::JavaScript || pat.kind() != "object_pattern" {
            return None;
        }
        let ann = match d.field("type") {
            Some(t) => t,
            None => {
                let v = unwrap_expr(d.field("value")?);
                if v.kind() != "call_expression" || v.field("type_arguments").is_some() {
                    return None;
                }
                let f = unwrap_expr(v.field("function")?);
                let (o, m) = (f.field("object")?, f.field("property")?);
                if f.kind() != "member_expression"
                    || unwrap_expr(o).kind() != "this"
                    || m.kind() != "property_identifier"
                {
                    return None;
                }
                let class = self.enclosing_class(o)?;
                method_return_ann(file, class, &self.text(m))?
            }
        };
        let t = sure_type_node(file, destructured_ann(file, pat, ann, name)?)?;
        base_type(file, t).filter(|t| !self.is_type_param(d, t))
    }

    // ---- classes ----

    /// The class whose `this` is in effect at `at` (arrow functions keep it; other functions
    /// rebind it).
    /// The ancestors of `at` (a node inside the call being judged), nearest first.
    fn chain(&self, at: Node<'a>) -> Vec<Node<'a>> {
        let mut out = Vec::new();
        if at.id() == self.call_id {
            out.extend(self.anc.iter().rev().copied());
            return out;
        }
        if let Some(i) = self.anc.iter().rposition(|a| a.id() == at.id()) {
            out.extend(self.anc[..i].iter().rev().copied());
            return out;
        }
        // Any other node is reached walking down (tree-sitter finds a parent by walking down
        // from the root, so climbing would cost the node's depth at every step): from the
        // deepest of the call's ancestors whose span holds it — an ancestor of it too, as
        // siblings of some width do not overlap — or, for an empty node, from the root.
        let from = if at.start_byte() < at.end_byte() {
            self.anc
                .iter()
                .rposition(|a| a.start_byte() <= at.start_byte() && at.end_byte() <= a.end_byte())
        } else {
            None
        };
        let (mut cur, above) = match from {
            Some(i) => (self.anc[i], &self.anc[..=i]),
            None => (self.file.tree.root_node(), &[][..]),
        };
        if cur.id() == at.id() {
            return out;
        }
        let mut down = vec![cur];
        // Each step is the one `parent()` takes on its way down, so the path is the same.
        while let Some(next) = cur.child_with_descendant(at) {
            if next.id() == at.id() {
                break;
            }
            down.push(next);
            cur = next;
        }
        if from.is_some() {
            down.remove(0);
        }
        out.extend(down.into_iter().rev());
        out.extend(above.iter().rev().copied());
        out
    }

    /// The class `C` of `if (name instanceof C) { … }` or `if (isC(name)) { … }` (a type
    /// guard, see [`Self::guarded_class`]; or a `&&` with either) around `at`, in that branch
    /// of the same function, where the branch never assigns `name`.
    fn narrowed(&self, at: Node<'a>, name: &str) -> Option<String> {
        let mut child = at;
        for n in self.chain(at) {
            match n.kind() {
                "if_statement" => {
                    let then = n.field("consequence")?;
                    if then.id() == child.id() {
                        let c = n.field("condition").and_then(|c| {
                            instanceof_class(self.file, c, name, 0)
                                .or_else(|| self.guarded_class(c, name, 0))
                        });
                        if let Some(c) = c {
                            return (!assigns(self.file, then, name)).then_some(c);
                        }
                    }
                }
                k if declares_parameters(k) || k == "program" => {
                    return None;
                }
                _ => {}
            }
            child = n;
        }
        None
    }

    /// `C` when the condition `cond` holds only where the type guard call `isC(.., name, ..)`
    /// is true (the call itself, in parentheses, or one operand of `&&`): `isC` a function
    /// declared once (no overloads) in this file or imported by name from a module of the
    /// repository, whose return type is the predicate `param is C` on the parameter `name`
    /// is passed to, `C` one named type that is not a type parameter; and `name` is untyped
    /// or declared as no one named type (`any`, a union), so that the guard cannot narrow a
    /// declared subclass to its base.
    fn guarded_class(&self, cond: Node<'a>, name: &str, depth: usize) -> Option<String> {
        if depth > 16 {
            return None;
        }
        match cond.kind() {
            "parenthesized_expression" => {
                return self.guarded_class(cond.named_child(0)?, name, depth + 1);
            }
            "binary_expression" => {
                let op = cond.field("operator")?;
                if self.file.text(op) != "&&" {
                    return None;
                }
                let (l, r) = (cond.field("left")?, cond.field("right")?);
                return self
                    .guarded_class(l, name, depth + 1)
                    .or_else(|| self.guarded_class(r, name, depth + 1));
            }
            "call_expression" => {}
            _ => return None,
        }
        let f = cond.field("function")?;
        if f.kind() != "identifier" {
            return None;
        }
        let args = cond.field("arguments")?;
        if args.kind() != "arguments" {
            return None;
        }
        let mut c = args.walk();
        let list: Vec<Node> = args.named_children(&mut c).collect();
        if list.iter().any(|a| a.kind() == "spread_element") {
            return None;
        }
        let index = list
            .iter()
            .position(|a| a.kind() == "identifier" && self.file.text(*a) == name)?;
        let declared = match self.lookup(cond, name)? {
            Binding::Param(ty) => ty,
            Binding::Var { ty, .. } => ty,
            _ => return None,
        };
        // Declared as one named type, the name keeps it (a guard could only confirm it, or
        // would narrow a subclass to its base): the guard is not even looked up.
        if declared.is_some() {
            return None;
        }
        let fname = self.text(f);
        let t = match self.lookup(cond, &fname)? {
            Binding::Func {
                module_level: true, ..
            }
            | Binding::Var { .. } => guard_predicate(self.file, &fname, index)??,
            Binding::Import(Import {
                spec,
                kind: ImportKind::Named(orig),
                ..
            }) => self.imported_decl(&spec, &orig, &format!("guard:{index}"), &|file, n| {
                guard_predicate(file, n, index)
            })?,
            _ => return None,
        };
        Some(t)
    }

    /// The class whose `this` is in effect at `at` (arrow functions keep it; other functions
    /// rebind it).
    fn enclosing_class(&self, at: Node<'a>) -> Option<Node<'a>> {
        let chain = self.chain(at);
        for (i, n) in chain.iter().enumerate() {
            match n.kind() {
                "class_declaration" | "abstract_class_declaration" | "class" => return Some(*n),
                "function_declaration"
                | "generator_function_declaration"
                | "function_expression"
                | "function"
                | "generator_function" => return None,
                // A method of an object literal has the object for `this`; a property's
                // value (`{ ...this.get(p) }`) keeps the `this` around the literal.
                "method_definition" if chain.get(i + 1).is_some_and(|o| o.kind() == "object") => {
                    return None
                }
                _ => {}
            }
        }
        None
    }

    /// The type annotation of the `this` parameter (`function f(this: T, ..)`, `m(this: T)`)
    /// of the function whose `this` is in effect at `at` (arrow functions keep the one
    /// around them): tsc types `this` by it in that function's body. `None` when that
    /// function declares none (TypeScript only).
    fn this_param(&self, at: Node<'a>) -> Option<Node<'a>> {
        if self.file.lang == super::super::Lang::JavaScript {
            return None;
        }
        for n in self.chain(at) {
            match n.kind() {
                "method_definition"
                | "function_declaration"
                | "generator_function_declaration"
                | "function_expression"
                | "function"
                | "generator_function" => {
                    let params = n.field("parameters")?;
                    let first = params.named_child(0)?;
                    let pat = first.field("pattern")?;
                    return (first.kind() == "required_parameter" && pat.kind() == "this")
                        .then(|| first.field("type"))
                        .flatten();
                }
                // An object literal's property value keeps the `this` around it (its
                // methods, met first, have their own).
                "class_declaration" | "abstract_class_declaration" | "class" | "program" => {
                    return None
                }
                _ => {}
            }
        }
        None
    }

    /// Whether `name` is a type parameter of a function or class around `at`.
    fn is_type_param(&self, at: Node<'a>, name: &str) -> bool {
        self.chain(at).into_iter().any(|n| {
            n.field("type_parameters").is_some_and(|tp| {
                let mut c = tp.walk();
                let found = tp
                    .named_children(&mut c)
                    .any(|p| p.field("name").is_some_and(|id| self.file.text(id) == name));
                found
            })
        })
    }

    /// The constraint of the type parameter `t` declared by the nearest declaration around
    /// `at` declaring one of that name (`<A extends LexicalNode>`), when it names one type
    /// that is no type parameter itself: tsc reads a member of a value of type `A` on that
    /// constraint (lexical's `$getCommonAncestor(a: A, ..)`'s `a.is(b)` is `LexicalNode.is`).
    /// `None` for an unconstrained parameter or any other constraint.
    fn type_param_bound(&self, at: Node<'a>, t: &str) -> Option<String> {
        for n in self.chain(at) {
            let Some(tp) = n.field("type_parameters") else {
                continue;
            };
            let mut c = tp.walk();
            let declared = tp.named_children(&mut c).find(|p| {
                p.kind() == "type_parameter"
                    && p.field("name").is_some_and(|id| self.file.text(id) == t)
            });
            let Some(p) = declared else {
                continue;
            };
            let bound = p.field("constraint")?;
            let mut c = bound.walk();
            let ty = bound
                .named_children(&mut c)
                .find(|k| k.kind() != "comment")?;
            if !matches!(
                ty.kind(),
                "type_identifier" | "generic_type" | "nested_type_identifier"
            ) {
                return None;
            }
            let b = base_type(self.file, ty)?;
            return (!self.is_type_param(at, &b)).then_some(b);
        }
        None
    }

    /// `this` inside a method of an object literal bound to a name: that name.
    fn this_object(&self, at: Node<'a>) -> Option<String> {
        let chain = self.chain(at);
        for (i, n) in chain.iter().enumerate() {
            match n.kind() {
                "function_declaration"
                | "generator_function_declaration"
                | "function_expression"
                | "function"
                | "generator_function" => return None,
                "object" if i > 0 && chain[i - 1].kind() == "method_definition" => {
                    let p = chain.get(i + 1)?;
                    if p.kind() != "variable_declarator" {
                        return None;
                    }
                    let name = p.field("name")?;
                    return (name.kind() == "identifier").then(|| self.text(name));
                }
                _ => {}
            }
        }
        None
    }

    fn class_name(&self, class: Node) -> Option<String> {
        if let Some(n) = class.field("name") {
            return Some(self.text(n));
        }
        // const Foo = class { ... }
        let p = class.parent()?;
        if p.kind() == "variable_declarator" {
            let n = p.field("name")?;
            if n.kind() == "identifier" {
                return Some(self.text(n));
            }
        }
        None
    }

    /// The `extends` base of a class (its base name).
    fn superclass(&self, class: Node) -> Option<String> {
        superclass_of(self.file, class)
    }

    fn class_defines(&self, class: Node, member: &str) -> bool {
        defines_member(self.file, class, member)
    }

    /// Find a class declared at module level in this file by name.
    fn local_class<'t>(&self, root: Node<'t>, name: &str) -> Option<Node<'t>> {
        for s in module_statements(root) {
            if matches!(s.kind(), "class_declaration" | "abstract_class_declaration")
                && s.field("name").is_some_and(|n| self.file.text(n) == name)
            {
                return Some(s);
            }
        }
        None
    }

    /// The declared or initialised type of `this.<field>` in a class.
    fn field_type(&self, class: Node<'a>, field: &str) -> Option<String> {
        let file = self.file;
        let body = class.field("body")?;
        let mut c = body.walk();
        let members: Vec<Node> = body.named_children(&mut c).collect();
        for m in &members {
            if !matches!(m.kind(), "field_definition" | "public_field_definition") {
                continue;
            }
            let key = m.field("property").or_else(|| m.field("name"))?;
            if file.text(key) != field {
                continue;
            }
            if let Some(t) = m.field("type") {
                if let Some(inner) = self.same_members_of(*m, t) {
                    return Some(inner);
                }
                // `form: Options<T>['form']`: the member's type in Options.
                return base_type(file, t).or_else(|| indexed_member_type(file, class, field));
            }
            if let Some(t) = self.jsdoc_declared(*m, None) {
                return Some(t);
            }
            return m.field("value").and_then(|v| value_type(file, v));
        }
        // A getter declared once with its return type (`get first(): T`), beside a setter
        // at most; not a static or abstract one.
        let accessor = |m: &Node, kw: &str| {
            let mut c = m.walk();
            let found = m.children(&mut c).any(|k| k.kind() == kw);
            found
        };
        let named: Vec<&Node> = members
            .iter()
            .filter(|m| {
                m.kind() == "method_definition"
                    && m.field("name").is_some_and(|n| file.text(n) == field)
            })
            .collect();
        let getters: Vec<&&Node> = named.iter().filter(|m| accessor(m, "get")).collect();
        if let [g] = getters.as_slice() {
            let plain = named
                .iter()
                .all(|m| accessor(m, "get") || accessor(m, "set"));
            if plain && !accessor(g, "static") && !accessor(g, "abstract") {
                return g.field("return_type").and_then(|t| base_type(file, t));
            }
        }
        // The constructor: TS parameter properties, then `this.field = <value>`.
        let ctor = members.iter().find(|m| {
            m.kind() == "method_definition"
                && m.field("name")
                    .is_some_and(|n| file.text(n) == "constructor")
        })?;
        if let Some(list) = ctor.field("parameters") {
            let mut c = list.walk();
            for p in list.named_children(&mut c) {
                let mut c2 = p.walk();
                let is_prop = p
                    .children(&mut c2)
                    .any(|k| k.kind() == "accessibility_modifier" || k.kind() == "readonly");
                if is_prop {
                    if let Some(Binding::Param(ty)) = self.param_binding(p, field) {
                        return ty;
                    }
                }
            }
        }
        let body = ctor.field("body")?;
        let mut found = None;
        walk(body, |n| {
            if found.is_some() || n.kind() != "assignment_expression" {
                return;
            }
            let (Some(l), Some(r)) = (n.field("left"), n.field("right")) else {
                return;
            };
            if l.kind() == "member_expression"
                && l.field("object").is_some_and(|o| o.kind() == "this")
                && l.field("property").is_some_and(|p| file.text(p) == field)
            {
                // `/** @type {T} */ this.field = …;` in plain JavaScript
                found = Some(self.jsdoc_declared(n, None).or_else(|| value_type(file, r)));
            }
        });
        found.flatten()
    }

    /// The named type whose members the declared type `ann` of a member `at` has through the
    /// standard library's [`SAME_MEMBERS`] aliases, nested or not: VirtualizerOptions of
    /// `options!: Required<VirtualizerOptions<E, I>>` (virtual-core), whose
    /// `this.options.measureElement(..)` tsc checks against VirtualizerOptions's
    /// `measureElement`. `None` for a type wrapped in none of them, when an alias's name is
    /// declared or imported in this file (it is then not the library's), or when the wrapped
    /// type is no named type or a type parameter in effect at `at`.
    fn same_members_of(&self, at: Node<'a>, ann: Node<'a>) -> Option<String> {
        let file = self.file;
        let mut t = sure_type_node(file, ann)?;
        let mut wrapped = false;
        for _ in 0..8 {
            if t.kind() != "generic_type" {
                break;
            }
            let name = t.field("name").filter(|n| n.kind() == "type_identifier")?;
            let alias = file.text(name);
            if !SAME_MEMBERS.contains(&alias.as_ref()) {
                break;
            }
            if self.type_home_in(file, &alias).is_some() || self.is_type_param(at, &alias) {
                return None;
            }
            let args = t.field("type_arguments")?;
            let mut c = args.walk();
            let args: Vec<Node<'a>> = args.named_children(&mut c).collect();
            let [arg] = args.as_slice() else {
                return None;
            };
            t = sure_type_node(file, *arg)?;
            wrapped = true;
        }
        if !wrapped
            || !matches!(
                t.kind(),
                "type_identifier" | "generic_type" | "nested_type_identifier"
            )
        {
            return None;
        }
        let base = base_type(file, t)?;
        (!self.is_type_param(at, &base)).then_some(base)
    }

    // ---- receivers ----

    fn receiver(&self, obj: Node<'a>) -> Recv {
        let file = self.file;
        if let Some(t) = as_type(file, obj) {
            return Recv::Typed(t.clone(), format!("receiver cast to {t}"));
        }
        let obj = unwrap_expr(obj);
        match obj.kind() {
            "this" if self.this_param(obj).is_some() => {
                let declared = self.this_param(obj).and_then(|ann| {
                    let t = sure_type_node(file, ann)?;
                    matches!(
                        t.kind(),
                        "type_identifier" | "generic_type" | "nested_type_identifier"
                    )
                    .then(|| base_type(file, t))
                    .flatten()
                });
                match declared.filter(|t| !self.is_type_param(obj, t)) {
                    Some(t) => {
                        self.typed(t.clone(), format!("this: {t} is declared by its function"))
                    }
                    None => Recv::Unknown(
                        "this is declared by its function as no one named type".into(),
                    ),
                }
            }
            "this" => match self
                .enclosing_class(obj)
                .and_then(|c| self.class_name(c).map(|n| (c, n)))
            {
                Some((c, n)) => self.class_instance(c, n, "this"),
                None => match self.this_object(obj) {
                    Some(o) => Recv::Local(o, false),
                    None => Recv::Unknown("this is not inside a named class".into()),
                },
            },
            "super" => match self.enclosing_class(obj).and_then(|c| self.superclass(c)) {
                Some(b) => Recv::Typed(b.clone(), format!("super is {b}")),
                None => Recv::Unknown("super of an unknown class".into()),
            },
            "identifier" => {
                let name = self.text(obj);
                if let Some(c) = self.narrowed(obj, &name) {
                    return self
                        .typed(c.clone(), format!("receiver {name} is instanceof {c} here"));
                }
                match self.lookup(obj, &name) {
                    Some(Binding::Param(Some(t))) | Some(Binding::Var { ty: Some(t), .. })
                        if self.is_type_param(obj, &t) =>
                    {
                        match self.type_param_bound(obj, &t) {
                            Some(b) => {
                                self.typed(b.clone(), format!("receiver {name}: {t} extends {b}"))
                            }
                            None => {
                                Recv::Unknown(format!("receiver {name} has the type parameter {t}"))
                            }
                        }
                    }
                    Some(Binding::Param(Some(t))) => {
                        self.typed(t.clone(), format!("receiver {name}: {t}"))
                    }
                    Some(Binding::Param(None)) => {
                        if let Some((m, t)) = self.lib_callback_element(obj, &name) {
                            return self.typed(
                                t.clone(),
                                format!(
                                    "receiver {name}: {t}, the element {m}(..) passes its callback"
                                ),
                            );
                        }
                        match self.contextual_param(obj, &name) {
                            Some((path, t, why)) => {
                                Recv::Home(path, t.clone(), format!("receiver {name}: {t}, {why}"))
                            }
                            None => {
                                Recv::Unknown(format!("receiver {name} is an untyped parameter"))
                            }
                        }
                    }
                    Some(Binding::Var { ty: Some(t), .. }) => {
                        self.typed(t.clone(), format!("receiver {name}: {t}"))
                    }
                    Some(Binding::Var { object: true, .. }) => Recv::Local(name, false),
                    Some(Binding::Var { func: true, .. }) | Some(Binding::Func { .. }) => {
                        Recv::Unknown(format!("receiver {name} is a function object"))
                    }
                    Some(Binding::Var { lib: Some(_), .. })
                        if self.platform_value(obj, &name, 0).is_some() =>
                    {
                        let g = self.platform_value(obj, &name, 0).unwrap_or_default();
                        Recv::Library(format!("receiver {name} is computed from {g}"))
                    }
                    Some(Binding::Var { value, .. }) => {
                        match value
                            .and_then(|r| self.initialiser_type(r))
                            .filter(|t| !self.is_type_param(obj, t))
                        {
                            Some(t) => self.typed(t.clone(), format!("receiver {name}: {t}")),
                            None => self
                                .var_receiver(obj, &name)
                                .or_else(|| self.var_interface_receiver(obj, &name))
                                .unwrap_or_else(|| {
                                    Recv::Unknown(format!(
                                        "receiver {name} is a variable of unknown type"
                                    ))
                                }),
                        }
                    }
                    Some(Binding::Class { .. }) => Recv::Local(name, true),
                    Some(Binding::Import(i)) => Recv::Imported(i, name),
                    None if GLOBALS.contains(&name.as_str()) => {
                        Recv::Typed(name.clone(), format!("receiver is the global {name}"))
                    }
                    None => Recv::Unknown(format!("receiver {name} is not declared here")),
                }
            }
            "member_expression" => {
                let (Some(o), Some(p)) = (obj.field("object"), obj.field("property")) else {
                    return Recv::Unknown("receiver is an expression".into());
                };
                if o.kind() != "this" {
                    if let Some(g) = self.computed_from_platform(obj) {
                        return Recv::Library(format!("receiver is computed from {g}"));
                    }
                    return self
                        .chain_receiver(obj)
                        .or_else(|| self.interface_chain_receiver(obj))
                        .unwrap_or_else(|| {
                            Recv::Unknown("receiver is a property of another value".into())
                        });
                }
                self.this_member(o, &self.text(p))
            }
            // `(to ||= new C() as C).m(..)`: the value is `to` when it holds one, else the
            // right side (`??=` likewise); both surely of one class, so is the value.
            "augmented_assignment_expression"
                if obj
                    .field("operator")
                    .is_some_and(|o| matches!(file.text(o).as_ref(), "||=" | "??=")) =>
            {
                let (Some(l), Some(r)) = (obj.field("left"), obj.field("right")) else {
                    return Recv::Unknown("receiver is an assignment".into());
                };
                match (self.receiver(l), self.receiver(r)) {
                    (Recv::Typed(a, why), Recv::Typed(b, _)) if a == b => {
                        Recv::Typed(a, format!("{why}, or assigned a {b}"))
                    }
                    _ => Recv::Unknown("receiver is an assignment of unknown type".into()),
                }
            }
            "new_expression" => match value_type(file, obj) {
                Some(t) => Recv::Typed(t.clone(), format!("receiver is a new {t}")),
                None => Recv::Unknown("receiver is a new object of unknown class".into()),
            },
            "array" | "string" | "template_string" | "number" | "regex" => {
                let t = value_type(file, obj).unwrap_or_default();
                Recv::Typed(t.clone(), format!("receiver is a literal {t}"))
            }
            "subscript_expression" => {
                let index = obj.field("index");
                let element = obj
                    .field("object")
                    .filter(|_| {
                        index.is_some_and(|i| !matches!(i.kind(), "string" | "template_string"))
                    })
                    .and_then(|o| self.declared_ann(o))
                    .and_then(|ann| lib_element(file, ann, false, false))
                    .and_then(|e| base_type(file, e))
                    .filter(|t| !self.is_type_param(obj, t));
                match element {
                    Some(t) => {
                        self.typed(t.clone(), format!("receiver is an element {t} of an array"))
                    }
                    None => Recv::Unknown("receiver is an expression of unknown type".into()),
                }
            }
            "call_expression" => self.call_value(obj),
            _ => Recv::Unknown("receiver is an expression of unknown type".into()),
        }
    }

    /// The receiver `this.field`, `this` (the node `this`) in a member of its enclosing class:
    /// the field's declared type in that class, else up its bases.
    fn this_member(&self, this: Node<'a>, field: &str) -> Recv {
        let class = self.enclosing_class(this);
        match class.and_then(|c| self.field_type(c, field)) {
            // `origin: T` in `class ChildCaret<T extends LexicalNode>`: read by its bound
            Some(t) if self.is_type_param(this, &t) => match self.type_param_bound(this, &t) {
                Some(b) => self.typed(b.clone(), format!("receiver this.{field}: {t} extends {b}")),
                None => Recv::Unknown(format!("this.{field} has the type parameter {t}")),
            },
            Some(t) => Recv::Typed(t.clone(), format!("receiver this.{field}: {t}")),
            None => match class.and_then(|c| self.inherited_field(this, c, field)) {
                Some(r) => r,
                None => match class
                    .filter(|_| matches!(self.cat, Cat::Method(_)))
                    .and_then(|c| self.inherited_index_home(self.file, c, field))
                {
                    Some((path, c)) => self.class_receiver(path, c, &format!("this.{field}")),
                    None => Recv::Unknown(format!("this.{field} has no declared type")),
                },
            },
        }
    }

    /// The receiver `call`, itself a call, read once per call node: a chain's links are
    /// read again as receivers by each rule that follows the chain (the declared return
    /// types of [`Self::call_return_type`], the classes of [`Self::chain_class`]), which
    /// would read a chain of n calls n times over. A re-entry on a call being read, and
    /// calls nested deeper than [`MAX_CALL_RECEIVER_DEPTH`], are unknown.
    fn call_value(&self, call: Node<'a>) -> Recv {
        let id = call.id();
        match self.call_recvs.borrow().get(&id) {
            Some(Some(r)) => return r.clone(),
            Some(None) => {
                return Recv::Unknown("receiver is a call whose type is being read".into())
            }
            None => {}
        }
        if self.call_depth.get() >= MAX_CALL_RECEIVER_DEPTH {
            return Recv::Unknown("receiver is a call nested too deep in calls".into());
        }
        // The links below first, innermost first, each read while the ones under it are
        // known: a long chain is read link by link, not one call inside another.
        let mut links = Vec::new();
        let mut e = call;
        while let Some(o) = e
            .field("function")
            .map(unwrap_expr)
            .filter(|f| f.kind() == "member_expression")
            .and_then(|f| f.field("object"))
            .map(unwrap_expr)
            .filter(|o| o.kind() == "call_expression")
        {
            if self.call_recvs.borrow().contains_key(&o.id()) {
                break;
            }
            links.push(o);
            e = o;
        }
        for o in links.into_iter().rev() {
            self.call_value(o);
        }
        self.call_recvs.borrow_mut().insert(id, None);
        self.call_depth.set(self.call_depth.get() + 1);
        let r = self.call_value_read(call);
        self.call_depth.set(self.call_depth.get() - 1);
        self.call_recvs.borrow_mut().insert(id, Some(r.clone()));
        r
    }

    /// [`Self::call_value`] read.
    fn call_value_read(&self, call: Node<'a>) -> Recv {
        if let Some((m, t)) = self.lib_call_result(call) {
            return self.typed(
                t.clone(),
                format!("receiver {m}(..) of a standard container yields {t}"),
            );
        }
        if let Some((m, t)) = self.call_return_type(call) {
            return Recv::Typed(
                t.clone(),
                format!("receiver {m}(..) is declared to return {t}"),
            );
        }
        // `z.string().min(1).refine(..)`: the class the chain of calls returns.
        if let Some(r) = self.call_receiver(call) {
            return r;
        }
        // `z.array(x).min(1)` with `array(..): ZodArray<T>`, an interface that declares `min`.
        if let Some(r) = self.interface_chain_receiver(call) {
            return r;
        }
        match self.computed_from_platform(call) {
            Some(g) => Recv::Library(format!("receiver is computed from {g}")),
            None => Recv::Unknown("receiver is an expression of unknown type".into()),
        }
    }

    /// The function expression that binds parameter `name` seen from `at` (TypeScript only),
    /// with `at`'s ancestor chain, the index in it of the node holding the function (above
    /// any parentheses) and the node standing for the function there (itself or its outermost
    /// parentheses).
    fn param_function(
        &self,
        at: Node<'a>,
        name: &str,
    ) -> Option<(Vec<Node<'a>>, usize, Node<'a>, Node<'a>)> {
        if self.file.lang == super::super::Lang::JavaScript {
            return None;
        }
        let chain = self.chain(at);
        let pos = chain
            .iter()
            .position(|n| n.kind() == "program" || self.binding_in(*n, name).is_some())?;
        let func = chain[pos];
        // A method of an object literal (`{ text(state, node) {..} }`) is a function value too;
        // a class's method is not (its parameters have no context to take a type from).
        let object_method = func.kind() == "method_definition"
            && func.parent().is_some_and(|p| p.kind() == "object");
        if !object_method
            && !matches!(
                func.kind(),
                "arrow_function" | "function_expression" | "function"
            )
        {
            return None;
        }
        let mut i = pos + 1;
        let mut child = func;
        while chain.get(i)?.kind() == "parenthesized_expression" {
            child = chain[i];
            i += 1;
        }
        Some((chain, i, func, child))
    }

    /// The type the compiler gives the unannotated parameter `name` of the function value
    /// around `at` from where that value goes (TypeScript only): a callback passed to a
    /// function or constructor (`operate((source, subscriber) => ..)`, `new Observable((s) =>
    /// ..)`) gets the parameter type the callee declares for it, a function returned from a
    /// function declared to return a function type (`(): (table: Table<T>) => X { return table
    /// => .. }`) gets that type's. The type is where it is declared (path, name) with the
    /// evidence; `None` when the callee is overloaded, not a function or class of the
    /// repository, or the type is not one named type (a type parameter, a union).
    fn contextual_param(&self, at: Node<'a>, name: &str) -> Option<(String, String, String)> {
        let (chain, i, func, child) = self.param_function(at, name)?;
        let index = callback_param_index(self.file, func, name)?;
        let parent = *chain.get(i)?;
        match parent.kind() {
            "arguments" => self.argument_callback_type(&chain, i, child, None, index),
            // `new MarkdownSerializer({ code_block(state, node) {..}, text: (state) => .. })`
            // with `constructor(nodes: {[node: string]: (state: MarkdownSerializerState, ..)
            // => void}, ..)`: tsc types a function given as a member of an object literal
            // argument by that member's function type in the parameter's declared object type.
            "object" | "pair" => {
                let (object, key) = if parent.kind() == "pair" {
                    if parent.field("value")?.id() != child.id() {
                        return None;
                    }
                    (*chain.get(i + 1)?, parent.field("key")?)
                } else {
                    (parent, func.field("name")?)
                };
                let key = match key.kind() {
                    "property_identifier" => self.text(key),
                    "string" => string_value(self.file, key)?,
                    _ => return None,
                };
                let at = if parent.kind() == "pair" {
                    i + 2
                } else {
                    i + 1
                };
                if object.kind() != "object" || chain.get(at)?.kind() != "arguments" {
                    return None;
                }
                self.argument_callback_type(&chain, at, object, Some(&key), index)
            }
            "return_statement" | "arrow_function" => {
                let outer = if parent.kind() == "arrow_function" {
                    if parent.field("body")?.id() != child.id() {
                        return None;
                    }
                    parent
                } else {
                    chain[i + 1..]
                        .iter()
                        .copied()
                        .find(|n| declares_parameters(n.kind()))?
                };
                let fty = sure_type_node(self.file, outer.field("return_type")?)?;
                if fty.kind() != "function_type" {
                    // `function setBlockType(..): Command { return function (state, dispatch)
                    // {..} }` with `type Command = (state: EditorState, ..) => boolean`.
                    let (p, n) = self.alias_callback_type(self.file, &[outer], fty, index)?;
                    return Some((
                        p,
                        n,
                        "the parameter type of the declared return type's function type".into(),
                    ));
                }
                let t = callback_param_type(self.file, fty, index)?;
                if self.is_type_param(outer, &t) || names_type_param(self.file, &[outer, fty], &t) {
                    return None;
                }
                let (p, n) = self.type_home_in(self.file, &t)?;
                Some((
                    p,
                    n,
                    "the parameter type of the declared return type".into(),
                ))
            }
            // `new Map<number, OpHandler>([[0x01, function (runState) {..}], ..])`: tsc types a
            // function given as the value of an entry tuple by the map's value type argument
            // (the global `Map`'s constructor takes `readonly (readonly [K, V])[]`).
            "array" => {
                let entries = *chain.get(i + 1)?;
                let args = *chain.get(i + 2)?;
                let newx = *chain.get(i + 3)?;
                let elements = |n: Node<'a>| {
                    let mut c = n.walk();
                    n.named_children(&mut c)
                        .filter(|e| e.kind() != "comment")
                        .collect::<Vec<_>>()
                };
                let tuple = elements(parent);
                if tuple.len() != 2
                    || tuple[1].id() != child.id()
                    || entries.kind() != "array"
                    || args.kind() != "arguments"
                    || newx.kind() != "new_expression"
                    || elements(args).first().map(|a| a.id()) != Some(entries.id())
                    || !elements(entries).iter().any(|e| e.id() == parent.id())
                {
                    return None;
                }
                let (name, targs) = generic_parts(newx)?;
                let targs = elements(targs);
                if self.text(name) != "Map"
                    || targs.len() != 2
                    || self.type_home_in(self.file, "Map").is_some()
                {
                    return None;
                }
                let v = sure_type_node(self.file, targs[1])?;
                let (p, n) = if v.kind() == "function_type" {
                    let t = callback_param_type(self.file, v, index)?;
                    if self.is_type_param(newx, &t) {
                        return None;
                    }
                    self.type_home_in(self.file, &t)?
                } else {
                    self.alias_callback_type(self.file, &[newx], v, index)?
                };
                Some((
                    p,
                    n,
                    "the parameter type of the map's declared value type".into(),
                ))
            }
            // `export const deleteSelection: Command = (state, dispatch) => {..}`: tsc types
            // the parameters by the variable's declared function type (or the one function
            // type of the alias it names).
            "variable_declarator" => {
                if parent.field("value")?.id() != child.id() {
                    return None;
                }
                let fty = sure_type_node(self.file, parent.field("type")?)?;
                let (p, n) = if fty.kind() == "function_type" {
                    let t = callback_param_type(self.file, fty, index)?;
                    if names_type_param(self.file, &[fty], &t) || self.is_type_param(parent, &t) {
                        return None;
                    }
                    self.type_home_in(self.file, &t)?
                } else {
                    self.alias_callback_type(self.file, &[], fty, index)?
                };
                Some((
                    p,
                    n,
                    "the parameter type of the variable's declared type".into(),
                ))
            }
            // `editHandlers.keypress = (view, event) => {..}` with `const editHandlers: {[event:
            // string]: (view: EditorView, event: Event) => void}`: tsc types the parameters by
            // the one index signature's function type of the object's declared type.
            "assignment_expression" => {
                if parent.field("right")?.id() != child.id() {
                    return None;
                }
                let left = parent.field("left")?;
                if left.kind() != "member_expression"
                    || left.field("property")?.kind() != "property_identifier"
                {
                    return None;
                }
                let o = left.field("object")?;
                if o.kind() != "identifier" {
                    return None;
                }
                let ann = sure_type_node(self.file, self.declared_ann(o)?)?;
                if ann.kind() != "object_type" {
                    return None;
                }
                let mut c = ann.walk();
                let members: Vec<Node> = ann
                    .named_children(&mut c)
                    .filter(|m| m.kind() != "comment")
                    .collect();
                let [sig] = members[..] else {
                    return None;
                };
                let key = sig.field("index_type");
                if sig.kind() != "index_signature"
                    || key.is_none_or(|k| self.file.text(k) != "string")
                {
                    return None;
                }
                let fty = sure_type_node(self.file, sig.field("type")?)?;
                if fty.kind() != "function_type" {
                    return None;
                }
                let t = callback_param_type(self.file, fty, index)?;
                if names_type_param(self.file, &[fty], &t) || self.is_type_param(parent, &t) {
                    return None;
                }
                let (p, n) = self.type_home_in(self.file, &t)?;
                Some((
                    p,
                    n,
                    "the parameter type of the index signature the object declares".into(),
                ))
            }
            _ => None,
        }
    }

    /// [`Self::contextual_param`] of a function value given as an argument (`chain[i]` the
    /// `arguments` node, `child` the argument: the function itself or, with `member`, the
    /// object literal holding it as that member): the type the callee declares for
    /// parameter `index` of that callback.
    fn argument_callback_type(
        &self,
        chain: &[Node<'a>],
        i: usize,
        child: Node<'a>,
        member: Option<&str>,
        index: usize,
    ) -> Option<(String, String, String)> {
        let parent = *chain.get(i)?;
        let call = *chain.get(i + 1)?;
        let mut c = parent.walk();
        let mut k = None;
        for (j, a) in parent.named_children(&mut c).enumerate() {
            if a.kind() == "spread_element" {
                return None;
            }
            if a.id() == child.id() {
                k = Some(j);
                break;
            }
        }
        let k = k?;
        let (callee, is_new) = match call.kind() {
            "call_expression" => (callee(call)?, false),
            "new_expression" => (call.field("constructor")?, true),
            _ => return None,
        };
        if callee.kind() == "member_expression" && !is_new {
            let m = self.text(callee.field("property")?);
            let o = callee.field("object")?;
            // `z.superRefine((val, ctx) => ..)` with `import * as z from ..`: the
            // function that namespace's module exports.
            if let Some((p, t)) = self.namespace_callback_type(o, &m, ArgSlot { k, member }, index)
            {
                let ns = self.text(o);
                return Some((
                    p,
                    t,
                    format!("the parameter type {ns}.{m}(..) declares for its callback"),
                ));
            }
            let (path, class) = self
                .chain_class(o, 0)
                .or_else(|| self.type_chain_home(o, 0))?;
            let (p, t) =
                self.method_callback_type(&path, &class, &m, ArgSlot { k, member }, index)?;
            return Some((
                p,
                t,
                format!("the parameter type {class}.{m}(..) declares for its callback"),
            ));
        }
        if callee.kind() != "identifier" {
            return None;
        }
        let fname = self.text(callee);
        let (p, t) =
            self.callee_callback_type(call, &fname, is_new, ArgSlot { k, member }, index)?;
        let what = if is_new { "new " } else { "" };
        Some((
            p,
            t,
            format!("the parameter type {what}{fname}(..) declares for its callback"),
        ))
    }

    /// Where the type is declared that the method `method` of the class `class` (declared at
    /// module level in `path`) declares for parameter `index` of the callback it takes as
    /// argument `k`: the method declared once in the class itself (no overloads), its
    /// parameter `k` a function type whose parameter `index` is `this` (the receiver's
    /// class: `withMutations(fn: (mutable: this) => void)`) or one named type that is no
    /// type parameter of the class, the method or the function type.
    fn method_callback_type(
        &self,
        path: &str,
        class: &str,
        method: &str,
        arg: ArgSlot,
        index: usize,
    ) -> Option<(String, String)> {
        let key = format!("js:method-callback:{path}:{class}:{method}:{arg:?}:{index}");
        self.ctx
            .memo(&key, || {
                let decls = self.class_module(path, class, false)?;
                let this = (path, class);
                if let Some(decl) = class_decl(&decls, class) {
                    return self.callback_type_in(&decls, decl, method, arg, index, this);
                }
                // An interface declared once (`this.storage: TLSyncStorage<R>`), whose method
                // may be its bases' (`z.string().superRefine(..)`: declared in the interface
                // `ZodType` that `ZodString`'s `extends` list leads to).
                let [decl] = type_decls(&decls, class)[..] else {
                    return None;
                };
                if decl.kind() != "interface_declaration" {
                    return None;
                }
                if interface_defines(&decls, decl, method) {
                    return self.callback_type_in(&decls, decl, method, arg, index, this);
                }
                let (p, n) = self.interface_declaring(path, class, method)?;
                let base = self.class_module(&p, &n, false)?;
                let [decl] = type_decls(&base, &n)[..] else {
                    return None;
                };
                self.callback_type_in(&base, decl, method, arg, index, this)
            })
            .as_ref()
            .clone()
    }

    /// [`Self::method_callback_type`] read in the class or interface declaration `decl` of
    /// `decls` that declares `method`; `this` the receiver's type (module file, name there).
    fn callback_type_in(
        &self,
        decls: &SourceFile,
        decl: Node,
        method: &str,
        arg: ArgSlot,
        index: usize,
        this: (&str, &str),
    ) -> Option<(String, String)> {
        let body = decl.field("body")?;
        let mut c = body.walk();
        let ms: Vec<Node> = body
            .named_children(&mut c)
            .filter(|m| {
                matches!(m.kind(), "method_definition" | "method_signature")
                    && m.field("name").is_some_and(|n| decls.text(n) == method)
            })
            .collect();
        let [m] = ms[..] else {
            return None;
        };
        let params = plain_params(m.field("parameters")?);
        if params.iter().take(arg.k + 1).any(|p| is_rest_param(*p)) {
            return None;
        }
        let fty = sure_type_node(decls, params.get(arg.k)?.field("type")?)?;
        let fty = match arg.member {
            Some(key) => member_function_type(decls, fty, key)?,
            None if fty.kind() != "function_type" => {
                return self.alias_callback_type(decls, &[decl, m], fty, index);
            }
            None => fty,
        };
        let ps = plain_params(fty.field("parameters")?);
        if ps.iter().take(index + 1).any(|p| is_rest_param(*p)) {
            return None;
        }
        let t = sure_type_node(decls, ps.get(index)?.field("type")?)?;
        if t.kind() == "this_type" {
            return Some((this.0.to_string(), this.1.to_string()));
        }
        let t = callback_param_type(decls, fty, index)?;
        if names_type_param(decls, &[decl, m, fty], &t) {
            return None;
        }
        self.type_home_in(decls, &t)
    }

    /// [`Self::method_callback_type`] when the callback parameter is declared with a type
    /// alias (named in `file`, no type parameter of `scope`) of one function type:
    /// `callback: TLSyncStorageTransactionCallback<R, T>` with `type
    /// TLSyncStorageTransactionCallback<R, T> = (txn: TLSyncStorageTransaction<R>) => ..`
    /// gives the callback's parameter `index` the type the alias's function type declares
    /// (one named type, no type parameter of the alias), looked up where the alias is.
    fn alias_callback_type(
        &self,
        file: &SourceFile,
        scope: &[Node],
        ann: Node,
        index: usize,
    ) -> Option<(String, String)> {
        if !matches!(ann.kind(), "type_identifier" | "generic_type") {
            return None;
        }
        let a = base_type(file, ann)?;
        if names_type_param(file, scope, &a) {
            return None;
        }
        let (path, name) = self.type_home_in(file, &a)?;
        self.with_decls(&path, &name, |f| {
            let [d] = type_decls(f, &name)[..] else {
                return None;
            };
            let t = match d.kind() {
                // `interface SyncOpHandler { (runState: RunState, common: Common): void }`.
                "interface_declaration" => call_signature_param(f, d, index)?,
                "type_alias_declaration" => {
                    // A union of two or more members is no one sure type: read as a union.
                    let value = d.field("value")?;
                    let value = sure_type_node(f, value).unwrap_or(value);
                    match value.kind() {
                        "function_type" => {
                            let t = callback_param_type(f, value, index)?;
                            if names_type_param(f, &[d, value], &t) {
                                return None;
                            }
                            t
                        }
                        // `type OpHandler = SyncOpHandler | AsyncOpHandler`: tsc's contextual
                        // signature of a union is its members' one signature when they agree
                        // (return types aside), so the parameter is typed when every member,
                        // a function type or an interface of this file with one call
                        // signature, declares it as the same named type.
                        "union_type" | "parenthesized_type" => {
                            let mut seen: Option<String> = None;
                            for m in union_members(f, value)? {
                                let t = match m.kind() {
                                    "function_type" => callback_param_type(f, m, index)?,
                                    "type_identifier" => {
                                        let [i] = type_decls(f, &f.text(m))[..] else {
                                            return None;
                                        };
                                        if i.kind() != "interface_declaration" {
                                            return None;
                                        }
                                        call_signature_param(f, i, index)?
                                    }
                                    _ => return None,
                                };
                                if seen.as_ref().is_some_and(|s| *s != t) {
                                    return None;
                                }
                                seen = Some(t);
                            }
                            let t = seen?;
                            if names_type_param(f, &[d], &t) {
                                return None;
                            }
                            t
                        }
                        _ => return None,
                    }
                }
                _ => return None,
            };
            self.type_home_in(f, &t)
        })
        .flatten()
    }

    /// The element type (base name) a standard container's iteration method passes as the
    /// first parameter `name` (unannotated) of the function value around `at`, given as the
    /// method's first argument: `xs.forEach((x) => ..)`, `.map`, `.filter`, `.find`,
    /// `.findIndex`, `.findLast`, `.findLastIndex`, `.some`, `.every`, `.flatMap` on an array
    /// (`T[]`, `Array<T>`, `ReadonlyArray<T>`), `.forEach` on a `Set<T>` (T) or a `Map<K, V>`
    /// (V), the receiver's declared type read as [`Self::declared_ann`] reads it (TypeScript
    /// only; not a type parameter). With the method's name.
    fn lib_callback_element(&self, at: Node<'a>, name: &str) -> Option<(String, String)> {
        let (chain, i, func, child) = self.param_function(at, name)?;
        if callback_param_index(self.file, func, name)? != 0 {
            return None;
        }
        let args = *chain.get(i)?;
        let call = *chain.get(i + 1)?;
        if args.kind() != "arguments"
            || call.kind() != "call_expression"
            || args.named_child(0)?.id() != child.id()
        {
            return None;
        }
        let f = unwrap_expr(callee(call)?);
        if f.kind() != "member_expression" {
            return None;
        }
        let method = self.text(f.field("property")?);
        let ann = self.declared_ann(f.field("object")?)?;
        let element = match method.as_str() {
            "forEach" => lib_element(self.file, ann, true, true)?,
            "map" | "filter" | "find" | "findIndex" | "findLast" | "findLastIndex" | "some"
            | "every" | "flatMap" => lib_element(self.file, ann, false, false)?,
            _ => return None,
        };
        let t = base_type(self.file, element)?;
        (!self.is_type_param(at, &t)).then_some((method, t))
    }

    /// [`Self::callee_callback_type`] of a call `ns.fname(..)`, `ns` a namespace import
    /// (TypeScript): the function its module exports as `fname` (through re-exports).
    fn namespace_callback_type(
        &self,
        o: Node<'a>,
        fname: &str,
        arg: ArgSlot,
        index: usize,
    ) -> Option<(String, String)> {
        let o = unwrap_expr(o);
        if self.file.lang == super::super::Lang::JavaScript || o.kind() != "identifier" {
            return None;
        }
        let Binding::Import(Import {
            spec,
            kind: ImportKind::Namespace,
            ..
        }) = self.lookup(o, &self.text(o))?
        else {
            return None;
        };
        let what = format!("ns-callback:{arg:?}:{index}");
        self.imported_decl(&spec, fname, &what, &|file, n| {
            callee_callback_in(file, n, false, arg, index)
                .map(|t| t.and_then(|t| self.type_home_in(file, &t)))
        })
    }

    /// Where the type is declared that the function or class `fname` (seen from `call`)
    /// declares for parameter `index` of the callback it takes as argument `k`.
    fn callee_callback_type(
        &self,
        call: Node<'a>,
        fname: &str,
        is_new: bool,
        arg: ArgSlot,
        index: usize,
    ) -> Option<(String, String)> {
        let pick = |file: &SourceFile, n: &str| {
            callee_callback_in(file, n, is_new, arg, index)
                .map(|t| t.and_then(|t| self.type_home_in(file, &t)))
        };
        match self.lookup(call, fname)? {
            Binding::Func {
                module_level: true, ..
            } if !is_new => pick(self.file, fname)?,
            Binding::Class { .. } if is_new => pick(self.file, fname)?,
            Binding::Import(Import {
                spec,
                kind: ImportKind::Named(orig),
                ..
            }) => {
                let Resolved::File(p) = resolve_spec(self.ctx, &self.file.rel_path, &spec) else {
                    return None;
                };
                let key = format!("js:callback:{p}:{orig}:{is_new}:{arg:?}:{index}");
                let decl = if is_new { Decl::Class } else { Decl::Value };
                self.ctx
                    .memo(&key, || self.exported(&p, &orig, 0, decl, &pick))
                    .as_ref()
                    .clone()
            }
            _ => None,
        }
    }

    /// The type annotation declared for the value `obj` names: `x as T`, a field `this.f: T`
    /// (or a constructor parameter property), a parameter or variable `x: T` in scope.
    fn declared_ann(&self, obj: Node<'a>) -> Option<Node<'a>> {
        let file = self.file;
        let obj = unwrap_expr_keep_as(file, obj)?;
        match obj.kind() {
            "as_expression" => obj.named_child(1),
            "member_expression" => {
                let o = obj.field("object")?;
                let p = obj.field("property")?;
                if o.kind() != "this" || p.kind() != "property_identifier" {
                    return None;
                }
                self.field_ann(self.enclosing_class(o)?, &self.text(p))
            }
            // `this.m(..)`: the return type m declares.
            "call_expression" => {
                let f = unwrap_expr(callee(obj)?);
                let o = f.field("object")?;
                let p = f.field("property")?;
                if f.kind() != "member_expression"
                    || o.kind() != "this"
                    || p.kind() != "property_identifier"
                {
                    return None;
                }
                method_return_ann(file, self.enclosing_class(o)?, &self.text(p))
            }
            "identifier" => {
                let name = self.text(obj);
                for n in self.chain(obj) {
                    if n.kind() == "program" {
                        break;
                    }
                    if self.binding_in(n, &name).is_some() {
                        return self.ann_in(n, &name);
                    }
                }
                if !matches!(self.module_bindings.get(&name), Some(Binding::Var { .. })) {
                    return None;
                }
                module_statements(file.tree.root_node())
                    .into_iter()
                    .find_map(|s| declarator_ann(file, s, &name))
            }
            _ => None,
        }
    }

    /// The annotation of field `field` of `class`: its declaration (static ones too) or a
    /// constructor parameter property.
    fn field_ann(&self, class: Node<'a>, field: &str) -> Option<Node<'a>> {
        field_or_param_ann(self.file, class, field, true)
    }

    /// The annotation of `name` declared by the scope node `n` (the first that binds it).
    fn ann_in(&self, n: Node<'a>, name: &str) -> Option<Node<'a>> {
        let file = self.file;
        match n.kind() {
            k if declares_parameters(k) => {
                let list = n.field("parameters")?;
                let mut c = list.walk();
                let params: Vec<Node<'a>> = list.named_children(&mut c).collect();
                params.into_iter().find_map(|p| param_ann(file, p, name))
            }
            "statement_block" | "switch_body" | "class_static_block" => {
                let mut c = n.walk();
                let stmts: Vec<Node<'a>> = n.named_children(&mut c).collect();
                stmts
                    .into_iter()
                    .find_map(|s| declarator_ann(file, s, name))
            }
            "for_statement" => declarator_ann(file, n.field("initializer")?, name),
            _ => None,
        }
    }

    /// The declared element type of `for (const name of xs)` over an array or a set `xs` with
    /// a declared type; of `v` in `for (const [k, v] of m)` over a `Map<K, V>`. Not of
    /// `for await`, of a loop assigning an outer variable, nor when `xs` is `name` itself.
    fn for_of_element(&self, stmt: Node<'a>, left: Node<'a>, name: &str) -> Option<String> {
        let file = self.file;
        let mut c = stmt.walk();
        let (mut of, mut declared) = (false, false);
        for k in stmt.children(&mut c) {
            match k.kind() {
                "await" => return None,
                "of" => of = true,
                "const" | "let" | "var" => declared = true,
                _ => {}
            }
        }
        let right = stmt.field("right")?;
        if !of || !declared || (right.kind() == "identifier" && file.text(right) == name) {
            return None;
        }
        let element = match left.kind() {
            "identifier" => {
                let ann = self.declared_ann(right)?;
                lib_element(file, ann, true, false)
                    .or_else(|| lib_element(file, type_param_constraint(file, ann)?, true, false))?
            }
            "array_pattern" => {
                let mut c = left.walk();
                let parts: Vec<Node> = left.named_children(&mut c).collect();
                match parts.as_slice() {
                    [_, v] if v.kind() == "identifier" && file.text(*v) == name => {
                        let ann = self.declared_ann(right)?;
                        let map = sure_type_node(file, ann)?;
                        let is_map = generic_parts(map).is_some_and(|(n, _)| {
                            matches!(file.text(n).as_ref(), "Map" | "ReadonlyMap")
                        });
                        if !is_map {
                            return None;
                        }
                        lib_element(file, ann, false, true)?
                    }
                    _ => return None,
                }
            }
            _ => return None,
        };
        base_type(file, element)
    }

    /// What a call of a standard generic container's method returns, by its receiver's
    /// declared type arguments (`m.get(k)` with `m: Map<K, V>` → V): the method and the type.
    fn lib_call_result(&self, call: Node<'a>) -> Option<(String, String)> {
        let f = unwrap_expr(call.field("function")?);
        if f.kind() != "member_expression" {
            return None;
        }
        let (o, p) = (f.field("object")?, f.field("property")?);
        let method = self.text(p);
        let ann = self.declared_ann(o)?;
        let t = base_type(self.file, lib_method_result(self.file, ann, &method)?)?;
        (!self.is_type_param(call, &t)).then_some((method, t))
    }

    /// `x.m(..)` where x's class is known: the method's name and its declared return type.
    fn call_return_type(&self, call: Node<'a>) -> Option<(String, String)> {
        let f = unwrap_expr(call.field("function")?);
        if f.kind() != "member_expression" {
            return None;
        }
        let (o, p) = (f.field("object")?, f.field("property")?);
        let Recv::Typed(class, _) = self.receiver(o) else {
            return None;
        };
        let method = self.text(p);
        let t = self.method_return(call, &class, &method)?;
        Some((method, t))
    }

    /// The declared return type (base name) of `method` of class `class` as seen at `at`: a
    /// class of this file or one imported by name from a module file that declares it. `None`
    /// when it is not declared there, is overloaded with different return types, or names a
    /// type parameter.
    fn method_return(&self, at: Node<'a>, class: &str, method: &str) -> Option<String> {
        match self.lookup(at, class)? {
            Binding::Class { .. } => {
                let decl = self.local_class(self.file.tree.root_node(), class)?;
                class_method_return(self.file, decl, method)
            }
            Binding::Import(Import {
                spec,
                kind: ImportKind::Named(orig),
                ..
            }) => {
                let Resolved::File(path) = resolve_spec(self.ctx, &self.file.rel_path, &spec)
                else {
                    return None;
                };
                let key = format!("js:method-return:{path}:{orig}:{method}");
                self.ctx
                    .memo(&key, || {
                        self.exported_method_return(&path, &orig, method, 0)
                    })
                    .as_ref()
                    .clone()
            }
            _ => None,
        }
    }

    /// The module file that declares the class `class` names at module level in `file`, and
    /// its name there: declared in `file`, or imported by name from a module of the
    /// repository (through re-exports).
    fn class_home_in(&self, file: &SourceFile, class: &str) -> Option<(String, String)> {
        if class_decl(file, class).is_some() {
            return Some((file.rel_path.clone(), class.to_string()));
        }
        let (spec, orig) = imported_name(file, class)?;
        self.imported_class(&file.rel_path, &spec, &orig)
    }

    /// [`Self::class_home_in`] for a class imported as `orig` from `spec` by the file `from`.
    fn imported_class(&self, from: &str, spec: &str, orig: &str) -> Option<(String, String)> {
        let Resolved::File(p) = resolve_spec(self.ctx, from, spec) else {
            return None;
        };
        let key = format!("js:class-home:{p}:{orig}");
        self.ctx
            .memo(&key, || {
                self.exported(&p, orig, 0, Decl::Class, &|f, n| {
                    class_decl(f, n).map(|_| Some((f.rel_path.clone(), n.to_string())))
                })
            })
            .as_ref()
            .clone()
    }

    /// The module file that declares the class the type name `t` names at `at`, and its name
    /// there: a class of this file or one imported by name.
    fn class_home_at(&self, at: Node<'a>, t: &str) -> Option<(String, String)> {
        match self.lookup(at, t) {
            Some(Binding::Class { .. }) => Some((self.file.rel_path.clone(), t.to_string())),
            Some(Binding::Import(Import {
                spec,
                kind: ImportKind::Named(orig),
                ..
            })) => self.imported_class(&self.file.rel_path, &spec, &orig),
            Some(Binding::Import(Import {
                spec,
                kind: ImportKind::Default,
                ..
            })) => self.imported_class(&self.file.rel_path, &spec, "default"),
            _ => None,
        }
    }

    /// Whether the receiver type `t` named at `at` is a class that surely has the target
    /// method by inheritance (see [`Self::inherits_target`]).
    fn receiver_inherits(&self, at: Node<'a>, t: &str) -> bool {
        let home = self.class_home_at(at, t);
        if home
            .as_ref()
            .is_some_and(|(p, c)| self.inherits_target(p, c))
        {
            return true;
        }
        // An interface or type alias owner: `interface Table extends CoreInstance, ..`.
        if !self.owner_is_type() {
            return false;
        }
        self.type_home_in(self.file, t)
            .is_some_and(|(p, n)| self.type_has_target(&p, &n, 0) == Tri::Yes)
    }

    /// How a receiver of the class `t` declared in a block rather than at module level (a
    /// test's `class MyInterceptor extends Interceptor<any> { .. }` inside an `it(..)` callback;
    /// two tests may each declare their own of that name) reaches the target method: the
    /// declaration in scope at `at` is the one read. It inherits `owner.name` surely when it
    /// declares no member of that name and its base, as named there, surely leads to it; it
    /// declares its own or extends nothing: not the owner's; any other base: unsure. `None` when
    /// `t` is no block-level class at `at` (a module-level class is [`Self::receiver_inherits`]'s).
    fn block_class_verdict(
        &self,
        at: Node<'a>,
        t: &str,
        why: &str,
        owner: &str,
        name: &str,
    ) -> Option<(Binds, String)> {
        let Some(Binding::Class { line }) = self.lookup(at, t) else {
            return None;
        };
        if class_decl(self.file, t).is_some_and(|d| line_of(d) == line) {
            return None;
        }
        let decl = block_class_decl(self.file, t, line)?;
        if defines_member(self.file, decl, name) {
            return Some((
                Binds::No,
                format!("{why}, a class declared in a block with its own {name}"),
            ));
        }
        let Some(base) = superclass_of(self.file, decl) else {
            let heritage = decl
                .named_children(&mut decl.walk())
                .any(|n| n.kind() == "class_heritage");
            return Some(if heritage {
                (
                    Binds::Maybe,
                    format!("{why}, a class declared in a block whose base may lead to {owner}"),
                )
            } else {
                (
                    Binds::No,
                    format!("{why}, a class declared in a block that extends nothing"),
                )
            });
        };
        if self
            .class_home_at(decl, &base)
            .is_some_and(|(p, c)| self.inherits_target(&p, &c))
        {
            Some((
                Binds::Yes,
                format!(
                    "{why}, declared in a block extending {base}, which inherits {owner}.{name}"
                ),
            ))
        } else {
            Some((
                Binds::Maybe,
                format!("{why}, a class declared in a block extending {base}, which may lead to {owner}"),
            ))
        }
    }

    /// Whether the target's owner is declared as an interface or a type alias (`interface
    /// CoreInstance {`, `type Api = {`) in the target's file: only then can an interface's
    /// `extends` list or an intersection lead a receiver's type to the target's member (read
    /// from the text once; a class owner never pays for the look-up).
    fn owner_is_type(&self) -> bool {
        *self.owner_is_type.get_or_init(|| {
            let Some(owner) = self.target.owner() else {
                return false;
            };
            let key = format!("js:owner-is-type:{}:{owner}", self.target.rel_path);
            *self.ctx.memo(&key, || {
                let text = if self.this_file {
                    Some(String::from_utf8_lossy(&self.file.src).into_owned())
                } else {
                    self.ctx.read_to_string(&self.target.rel_path)
                };
                text.is_some_and(|t| {
                    ["interface ", "type "].iter().any(|kw| {
                        let needle = format!("{kw}{owner}");
                        memchr::memmem::find_iter(t.as_bytes(), needle.as_bytes()).any(|at| {
                            let end = at + needle.len();
                            let word =
                                |c: &u8| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'$';
                            !t.as_bytes().get(end).is_some_and(word)
                                && (at == 0 || !word(&t.as_bytes()[at - 1]))
                        })
                    })
                })
            })
        })
    }

    /// The module file that declares the type `name` names at module level in `file` (a
    /// class, interface or type alias), and its name there: declared in `file`, or imported
    /// by name from a module of the repository (through re-exports).
    fn type_home_in(&self, file: &SourceFile, name: &str) -> Option<(String, String)> {
        // Asked for every call a receiver rule judges: kept per module and name (any parse of
        // a module has its module-level declarations and imports).
        let key = format!("js:type-home-in:{}\0{name}", file.rel_path);
        self.ctx
            .memo(&key, || self.type_home_read(file, name))
            .as_ref()
            .clone()
    }

    /// [`Self::type_home_in`], read from `file` and the module its import names.
    fn type_home_read(&self, file: &SourceFile, name: &str) -> Option<(String, String)> {
        // `core.$RefinementCtx` with `import * as core from "../core/index.js"`: the type
        // that module exports (through re-exports) by that name.
        let (spec, orig) = match name.split_once('.') {
            Some((ns, t)) if !t.contains('.') => (namespace_import(file, ns)?, t.to_string()),
            Some(_) => return None,
            None if !type_decls(file, name).is_empty() => {
                return Some((file.rel_path.clone(), name.to_string()));
            }
            None => imported_name(file, name)?,
        };
        let Resolved::File(p) = resolve_spec(self.ctx, &file.rel_path, &spec) else {
            return None;
        };
        let key = format!("js:type-home:{p}:{orig}");
        self.ctx
            .memo(&key, || {
                self.exported(&p, &orig, 0, Decl::Type, &|f, n| {
                    (!type_decls(f, n).is_empty())
                        .then(|| Some((f.rel_path.clone(), n.to_string())))
                })
            })
            .as_ref()
            .clone()
    }

    /// `f` of the module file `path`'s parse: this file's, one parsed already, or the
    /// declarations-only parse of a module that names `name` (else the whole parse).
    fn with_decls<T>(&self, path: &str, name: &str, f: impl FnOnce(&SourceFile) -> T) -> Option<T> {
        self.class_module(path, name, false).map(|file| f(&file))
    }

    /// Whether a value of the type declared as `name` in the module file `path` has the
    /// target's member as the compiler reads it: `Yes` when the type is the target's owner or
    /// reaches it first — an interface's `extends` list in order (the first base that has a
    /// member of the name gives it, as tsc merges inherited members), every part of an
    /// intersection `A & B & {..}` (exactly one has it), a plain alias `type T = A<X>`, or a
    /// class that inherits the target's method; `No` when no part declares a member of the
    /// name; `Unsure` when one declares its own, or a part is not a named type of the
    /// repository (a package's, a union, a mapped type).
    fn type_has_target(&self, path: &str, name: &str, depth: usize) -> Tri {
        let Some(owner) = self.target.owner() else {
            return Tri::Unsure;
        };
        if path == self.target.rel_path && name == owner {
            return Tri::Yes;
        }
        if depth > MAX_REEXPORT_DEPTH {
            return Tri::Unsure;
        }
        let key = format!(
            "js:type-has:{}:{owner}:{}:{path}:{name}",
            self.target.rel_path, self.target.name
        );
        *self.ctx.memo(&key, || {
            let member = self.target.name.as_str();
            let shape = self
                .with_decls(path, name, |file| type_shape(file, name, member))
                .flatten();
            match shape {
                None | Some(TypeShape::Own) => Tri::Unsure,
                Some(TypeShape::Class) => {
                    if self.inherits_target(path, name) {
                        Tri::Yes
                    } else if self.class_lacks_member(path, name) {
                        Tri::No
                    } else {
                        Tri::Unsure
                    }
                }
                Some(TypeShape::Bases { all, bases }) => {
                    let mut yes = 0;
                    // Each base's home is looked up only when it is reached: an interface's
                    // first base that has the member ends the walk unread past it.
                    for b in bases {
                        // A part imported from a module whose text surely declares it a class
                        // without the member adds none: not parsed (an intersection of a dozen
                        // trait classes, each in its module, names the member in one).
                        if all
                            && b.as_ref().is_some_and(|b| {
                                self.with_decls(path, name, |f| self.part_surely_lacks(f, b))
                                    .unwrap_or(false)
                            })
                        {
                            continue;
                        }
                        let home = b.and_then(|b| {
                            self.with_decls(path, name, |f| self.type_home_in(f, &b))
                                .flatten()
                        });
                        let Some((p, n)) = home else {
                            return Tri::Unsure;
                        };
                        match self.type_has_target(&p, &n, depth + 1) {
                            Tri::Yes if !all => return Tri::Yes,
                            Tri::Yes => yes += 1,
                            Tri::No => {}
                            Tri::Unsure => return Tri::Unsure,
                        }
                    }
                    match yes {
                        0 => Tri::No,
                        1 => Tri::Yes,
                        _ => Tri::Unsure,
                    }
                }
            }
        })
    }

    /// Whether the type `b`, named in `file` by a named import of a TypeScript module of the
    /// repository, is a class that module's text surely declares without a member of the
    /// target's name (see [`class_surely_lacks`]): what [`Self::type_has_target`] would tell
    /// as `No` after parsing the module, told from its text.
    fn part_surely_lacks(&self, file: &SourceFile, b: &str) -> bool {
        if !type_decls(file, b).is_empty() {
            return false;
        }
        let Some((spec, orig)) = named_import(file, b) else {
            return false;
        };
        let Resolved::File(p) = resolve_spec(self.ctx, &file.rel_path, &spec) else {
            return false;
        };
        if p == self.target.rel_path && self.target.owner() == Some(orig.as_str()) {
            return false;
        }
        let lang = super::super::Lang::from_path(std::path::Path::new(&p));
        if !matches!(
            lang,
            Some(super::super::Lang::TypeScript | super::super::Lang::Tsx)
        ) {
            return false;
        }
        // A module the scan may parse whole is read from that one parse (no text test). Told
        // once per measurement: the callers' threads ask at once for the same parts.
        let key = format!(
            "js:part-surely-lacks:{p}\0{orig}\0{}:{}",
            self.target.rel_path, self.target.name
        );
        *self.ctx.memo_once(&key, || {
            self.ctx.read_shared(&p).is_some_and(|t| {
                !may_be_scanned(t.as_bytes(), self.target)
                    && class_surely_lacks(t.as_bytes(), &orig, &self.target.name)
            })
        })
    }

    /// Whether the TypeScript class declared as `class` in the module file `path` surely has
    /// no member of the target's name: neither it nor any class of its `extends` chain (each
    /// a class of the repository, declared once, no interface of its name merged into it)
    /// declares one (a method, field, accessor, a constructor's parameter property), has an
    /// index signature or a computed member name. tsc gives a class's instances no member
    /// beyond these (`Object.assign`, mixins applied at run time add none to the type), so
    /// an intersection part that is such a class adds no member of the name. `false` when
    /// unsure, and for plain JavaScript (where `this.x = ..` declares members).
    fn class_lacks_member(&self, path: &str, class: &str) -> bool {
        let member = self.target.name.as_str();
        let (mut path, mut class) = (path.to_string(), class.to_string());
        for _ in 0..MAX_REEXPORT_DEPTH {
            let step = self.with_decls(&path, &class, |file| -> Option<Option<(String, String)>> {
                if file.lang == super::super::Lang::JavaScript {
                    return None;
                }
                let [decl] = type_decls(file, &class)[..] else {
                    return None;
                };
                if !matches!(
                    decl.kind(),
                    "class_declaration" | "abstract_class_declaration"
                ) || !class_members_named(file, decl, member)
                {
                    return None;
                }
                let mut c = decl.walk();
                let heritage = decl
                    .named_children(&mut c)
                    .find(|n| n.kind() == "class_heritage");
                let extends = heritage.and_then(|h| {
                    let mut c = h.walk();
                    let e = h
                        .named_children(&mut c)
                        .find(|k| k.kind() == "extends_clause");
                    e
                });
                match extends {
                    None => Some(None),
                    Some(_) => {
                        let base = superclass_of(file, decl)?;
                        self.class_home_in(file, &base).map(Some)
                    }
                }
            });
            match step.flatten() {
                Some(None) => return true,
                Some(Some((p, c))) => (path, class) = (p, c),
                None => return false,
            }
        }
        false
    }

    /// For a receiver declared with the type name `t` (as written in this file) that is a
    /// type alias of this file or imported (`type AnyField = Field<any>`): whether the alias
    /// has the target's member as tsc reads it (see [`Self::type_has_target`]); `None` when
    /// `t` is no type alias.
    fn type_alias_has_target(&self, t: &str) -> Option<Tri> {
        let (path, n) = self.type_home_in(self.file, t)?;
        let alias = self
            .with_decls(&path, &n, |f| {
                let d = type_decls(f, &n);
                d.len() == 1 && d[0].kind() == "type_alias_declaration"
            })
            .unwrap_or(false);
        alias.then(|| self.type_has_target(&path, &n, 0))
    }

    /// The class (module file, name there) the type alias `t` (as named in this file) stands
    /// for through plain aliases of one named type each (`type AnyGroup = Group`, `type A =
    /// B<any>` with `B` an alias again), each name looked up where its alias is declared;
    /// `None` when a link is no such alias, or the last is not a class of the repository
    /// declared once.
    fn alias_class(&self, t: &str) -> Option<(String, String)> {
        let (mut path, mut name) = self.type_home_in(self.file, t)?;
        for _ in 0..MAX_REEXPORT_DEPTH {
            let step = self
                .with_decls(&path, &name, |f| -> Option<Option<(String, String)>> {
                    let [d] = type_decls(f, &name)[..] else {
                        return None;
                    };
                    match d.kind() {
                        "class_declaration" | "abstract_class_declaration" => Some(None),
                        "type_alias_declaration" => {
                            let mut v = d.field("value")?;
                            while v.kind() == "parenthesized_type" {
                                v = v.named_child(0)?;
                            }
                            if v.kind() == "generic_type" {
                                v = v.field("name")?;
                            }
                            if v.kind() != "type_identifier" {
                                return None;
                            }
                            self.type_home_in(f, &f.text(v)).map(Some)
                        }
                        _ => None,
                    }
                })
                .flatten()?;
            match step {
                None => return Some((path, name)),
                Some((p, n)) => (path, name) = (p, n),
            }
        }
        None
    }

    /// The class (module file, name there) a member chain `o.f.g` surely yields an instance
    /// of, by the declared types of its members: `o`'s class as the receiver rules tell it,
    /// then each property's declared type in the class that declares it, read in that class's
    /// module (a field, a constructor parameter property, a getter; see [`member_type`]).
    /// `None` when a link is not a class of the repository or not surely typed.
    fn chain_class(&self, e: Node<'a>, depth: usize) -> Option<(String, String)> {
        let e = unwrap_expr(e);
        if e.kind() == "call_expression" && depth <= MAX_REEXPORT_DEPTH {
            let f = e.field("function").map(unwrap_expr);
            let called = f.and_then(|f| match f.kind() {
                "member_expression" => {
                    let o = f.field("object")?;
                    let m = f.field("property")?;
                    match self.chain_class(o, depth + 1) {
                        Some((path, class)) => self.method_class(&path, &class, &self.text(m)),
                        // `z.string()` with `import * as z from ..`, `ZodString.create(..)`.
                        None => self.qualified_call_class(o, &self.text(m)),
                    }
                }
                "identifier" => self.function_class(e, &self.text(f)),
                _ => None,
            });
            if called.is_some() {
                return called;
            }
        }
        if e.kind() == "subscript_expression" && depth <= MAX_REEXPORT_DEPTH {
            if let Some(home) = self.index_class(e, depth) {
                return Some(home);
            }
        }
        // `single ? tr.replaceSelectionWith(n) : tr.replaceSelection(s)`: both branches of
        // one class, so is the conditional (tsc's union of one type is that type).
        if e.kind() == "ternary_expression" && depth <= MAX_REEXPORT_DEPTH {
            let a = self.chain_class(e.field("consequence")?, depth + 1)?;
            let b = self.chain_class(e.field("alternative")?, depth + 1)?;
            return (a == b).then_some(a);
        }
        // `this` in an instance member of a class declared at module level: that class,
        // whatever its bases may hold (`this.parseDict()` is read by the class's own or
        // inherited declaration of `parseDict`, whatever a subclass redeclares).
        if e.kind() == "this" {
            if let Some(home) = self.this_class_home(e) {
                return Some(home);
            }
        }
        if e.kind() != "member_expression" {
            return match self.receiver(e) {
                // A variable typed by its value's class: that class's home when its name
                // tells none here (`const b = editor.getBounds(); b.center.clone()`).
                Recv::Typed(t, _) => self.class_home_at(e, &t).or_else(|| {
                    let homes = self.var_homes.borrow();
                    homes.get(&e.id()).filter(|(_, c)| *c == t).cloned()
                }),
                Recv::Home(p, t, _) => Some((p, t)),
                _ => None,
            };
        }
        if depth > MAX_REEXPORT_DEPTH {
            return None;
        }
        let (o, p) = (e.field("object")?, e.field("property")?);
        if p.kind() != "property_identifier" {
            return None;
        }
        let prop = self.text(p);
        match self.chain_class(o, depth + 1) {
            Some((path, class)) => self.property_class(&path, &class, &prop),
            None => self
                .namespace_value_home(o, &prop, "ns-value-class", &|file, t| {
                    self.class_home_in(file, t)
                })
                .or_else(|| self.inline_property_class(o, &prop, depth))
                .or_else(|| {
                    // `options.controller` with `options: HandleRequestOptions` and `interface
                    // HandleRequestOptions { controller: RequestController }`: the class the
                    // interface's own property signature declares.
                    if self.file.lang == super::super::Lang::JavaScript {
                        return None;
                    }
                    let (path, t) = self.type_chain_home(o, depth + 1)?;
                    self.member_home(Home::Class, &path, &t, &prop, 0)
                }),
        }
    }

    /// The class (module file, name there) a call `fname(..)` of a free function returns: a
    /// function declared at module level in this file, or imported by name from a module of
    /// the repository (through re-exports), whose declarations (overloads included) all
    /// declare as return type the one class, no type parameter of theirs (see
    /// [`function_return_in`]). `const Author = createRecordType<Author>(..)` with
    /// `function createRecordType<R>(..): RecordType<R, ..>` holds a RecordType: tsc types
    /// the constant by that declared return type whatever the type arguments.
    fn function_class(&self, call: Node<'a>, fname: &str) -> Option<(String, String)> {
        self.function_return_home(call, fname, "function-class", false, &|file, t| {
            self.class_home_in(file, t)
        })
    }

    /// The class (module file, name there) a call `o.fname(..)` returns when `o` is not an
    /// instance: a namespace (`import * as z from "zod/v3"; z.string()`, or one imported by
    /// name, see [`Self::namespace_module`]), whose module
    /// exports `fname` as a function or a `const` of a declared return (see
    /// [`value_return_in`]), or a class of this file or imported by name, whose static member
    /// `fname` declares it (see [`static_return_in`]: `ZodString.create(..)`).
    fn qualified_call_class(&self, o: Node<'a>, fname: &str) -> Option<(String, String)> {
        let o = unwrap_expr(o);
        if self.file.lang == super::super::Lang::JavaScript {
            return None;
        }
        if o.kind() == "identifier" {
            let name = self.text(o);
            match self.lookup(o, &name)? {
                Binding::Import(Import {
                    kind: ImportKind::Namespace,
                    ..
                }) => {}
                Binding::Class { .. } | Binding::Import(_) => {
                    let statik = || {
                        let (path, class) = self.class_home_at(o, &name)?;
                        let decls = self.class_module(&path, &class, false)?;
                        let t = static_return_in(&decls, class_decl(&decls, &class)?, fname)?;
                        self.class_home_in(&decls, &t)
                    };
                    if let Some(home) = statik() {
                        return Some(home);
                    }
                }
                _ => return None,
            }
        } else if o.kind() != "member_expression" {
            return None;
        }
        // `z.string()` of a namespace `z` (imported whole, or by name from a module that
        // exports it as one, or `z.core` of one).
        let ns = self.namespace_module(o, 0)?;
        self.module_decl(&ns, fname, "value-class", &|file, n| {
            value_return_in(file, n).map(|t| t.and_then(|t| self.class_home_in(file, &t)))
        })
    }

    /// The type (module file, name there) a call `fname(..)` of a free function is declared
    /// to return, as [`Self::function_class`] finds it, a class, an interface or a type
    /// alias of the repository: tldraw's `atom(name, value): Atom<Value, Diff>`, an
    /// interface whose members tsc checks a call on the value against.
    ///
    /// A call without type arguments of a function overloaded with one parameter list (the
    /// first signature not generic) returns what the first signature declares (see
    /// [`first_overload_return`]): `z.string()` with `string(params?): ZodString` before
    /// `string<T extends string>(params?): core.$ZodType<T, T>`.
    fn function_type_home(&self, call: Node<'a>, fname: &str) -> Option<(String, String)> {
        let first = call.field("type_arguments").is_none();
        let what = if first {
            "function-type-first"
        } else {
            "function-type"
        };
        self.function_return_home(call, fname, what, first, &|file, t| {
            self.type_home_in(file, t)
        })
    }

    /// The declared return type of a free function `fname` called at `call` (a function
    /// declared at module level in this file or imported by name, see
    /// [`function_return_in`]; with `first`, the first of overloads with one parameter list,
    /// see [`first_overload_return`]), where `home` finds it from the declaring file; kept
    /// per module, name and `what`.
    fn function_return_home(
        &self,
        call: Node<'a>,
        fname: &str,
        what: &str,
        first: bool,
        home: &HomeIn<'_>,
    ) -> Option<(String, String)> {
        if self.file.lang == super::super::Lang::JavaScript {
            return None;
        }
        let pick = |file: &SourceFile, n: &str| {
            value_return_in(file, n).map(|t| {
                t.or_else(|| first.then(|| first_overload_return(file, n)).flatten())
                    .and_then(|t| home(file, &t))
            })
        };
        match self.lookup(call, fname)? {
            Binding::Func {
                module_level: true, ..
            } => pick(self.file, fname)?,
            // `const stringType = ZodString.create`: a module-level constant, the one binding
            // of its name (no shadowing declaration in between).
            Binding::Var { line, .. }
                if matches!(
                    self.module_bindings.get(fname),
                    Some(Binding::Var { line: l, .. }) if *l == line
                ) =>
            {
                pick(self.file, fname)?
            }
            Binding::Import(Import {
                spec,
                kind: ImportKind::Named(orig),
                ..
            }) => self.imported_decl(&spec, &orig, what, &pick),
            _ => None,
        }
    }

    /// `pick` on the value declaration a named import (`import { orig } from spec`) brings in,
    /// followed through re-exports; kept per module, name and `what` (the fact asked for).
    fn imported_decl<T: PartialEq + Clone + Send + Sync + 'static>(
        &self,
        spec: &str,
        orig: &str,
        what: &str,
        pick: &dyn Fn(&SourceFile, &str) -> Option<Option<T>>,
    ) -> Option<T> {
        let Resolved::File(p) = resolve_spec(self.ctx, &self.file.rel_path, spec) else {
            return None;
        };
        self.module_decl(&p, orig, what, pick)
    }

    /// `pick` on the value declaration the module file `path` exports as `name`, followed
    /// through re-exports; kept per module, name and `what`.
    fn module_decl<T: PartialEq + Clone + Send + Sync + 'static>(
        &self,
        path: &str,
        name: &str,
        what: &str,
        pick: &dyn Fn(&SourceFile, &str) -> Option<Option<T>>,
    ) -> Option<T> {
        let key = format!("js:{what}:{path}:{name}");
        self.ctx
            .memo(&key, || self.exported(path, name, 0, Decl::Value, pick))
            .as_ref()
            .clone()
    }

    /// The module file a namespace expression stands for (TypeScript): `z` with `import * as
    /// z from "./x"`; `z` imported by name (or as the default) from a module that exports a
    /// namespace so (`import * as z from "./external"; export { z }`, `export * as z from`,
    /// see [`Self::namespace_file`]); `z.core` when the module `z` stands for exports the
    /// namespace `core`. `None` for anything else, or a module that is no file of the
    /// repository.
    fn namespace_module(&self, e: Node<'a>, depth: usize) -> Option<String> {
        if depth > MAX_REEXPORT_DEPTH || self.file.lang == super::super::Lang::JavaScript {
            return None;
        }
        let e = unwrap_expr(e);
        match e.kind() {
            "identifier" => {
                let Binding::Import(Import { spec, kind, .. }) = self.lookup(e, &self.text(e))?
                else {
                    return None;
                };
                let Resolved::File(p) = resolve_spec(self.ctx, &self.file.rel_path, &spec) else {
                    return None;
                };
                match kind {
                    ImportKind::Namespace => Some(p),
                    ImportKind::Named(orig) => self.namespace_file(&p, &orig),
                    ImportKind::Default => self.namespace_file(&p, "default"),
                }
            }
            "member_expression" => {
                let (o, p) = (e.field("object")?, e.field("property")?);
                if p.kind() != "property_identifier" {
                    return None;
                }
                let m = self.namespace_module(o, depth + 1)?;
                self.namespace_file(&m, &self.text(p))
            }
            _ => None,
        }
    }

    /// The type (module file, name there) of `ns.name`, a variable the module that the
    /// namespace expression `ns` stands for (see [`Self::namespace_module`]) exports,
    /// declared with one named type (`export const globalRegistry: $ZodRegistry<GlobalMeta>
    /// = ..`, see [`declared_value_type`]), where `home` finds it from the declaring file:
    /// tsc types `z.globalRegistry` by that declaration.
    fn namespace_value_home(
        &self,
        ns: Node<'a>,
        name: &str,
        what: &str,
        home: &HomeIn<'_>,
    ) -> Option<(String, String)> {
        let m = self.namespace_module(ns, 0)?;
        self.module_decl(&m, name, what, &|file, n| {
            declared_value_type(file, n).map(|t| match t {
                Some(t) => home(file, &t),
                None => self.inferred_const_home(file, n, home, 0),
            })
        })
    }

    /// The type (module file, name there) tsc infers for `const name = v`, declared once at
    /// module level in `file` (TypeScript) without a type: `new C(..)`, an instance of `C`;
    /// a call `f(..)` of a function of `file` declared to return one type (see
    /// [`value_return_in`]: `export const string = typeofValidator<string>('string')` with
    /// `function typeofValidator<T>(..): Validator<T>`); a call `x.m(..)` of a method on
    /// another constant `x` of `file` typed so (or declared with one named type), what the
    /// method of its class returns (see [`Self::method_class`]: `export const indexKey =
    /// string.refine<IndexKey>(..)`). `home` finds a named type from `file`. `None` for any
    /// other initialiser (a cast, a literal, a call of an import), or when unsure.
    fn inferred_const_home(
        &self,
        file: &SourceFile,
        name: &str,
        home: &HomeIn<'_>,
        depth: usize,
    ) -> Option<(String, String)> {
        if depth > MAX_REEXPORT_DEPTH || file.lang == super::super::Lang::JavaScript {
            return None;
        }
        let found = variable_declarators(file, name);
        let [(stmt, d)] = found[..] else {
            return None;
        };
        if !text_starts_with(file, stmt, "const") || d.field("type").is_some() {
            return None;
        }
        // Parentheses only: a cast (`as`) types the constant by the cast.
        let mut v = d.field("value")?;
        while v.kind() == "parenthesized_expression" {
            v = v.named_child(0)?;
        }
        match v.kind() {
            "new_expression" => {
                let c = v.field("constructor")?;
                (c.kind() == "identifier").then_some(())?;
                home(file, &file.text(c))
            }
            "call_expression" => {
                let f = v.field("function")?;
                match f.kind() {
                    "identifier" => {
                        let t = value_return_in(file, &file.text(f))??;
                        home(file, &t)
                    }
                    "member_expression" => {
                        let (o, m) = (f.field("object")?, f.field("property")?);
                        if o.kind() != "identifier" || m.kind() != "property_identifier" {
                            return None;
                        }
                        let x = file.text(o);
                        let (p, c) = match declared_value_type(file, &x)? {
                            Some(t) => self.class_home_in(file, &t)?,
                            None => self.inferred_const_home(
                                file,
                                &x,
                                &|f, t| self.class_home_in(f, t),
                                depth + 1,
                            )?,
                        };
                        self.method_class(&p, &c, &file.text(m))
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The class of `x.f[k]` when `f` is declared (in the class `x` is an instance of) with a
    /// type that only has index signatures, all of one value type: `nodes: {readonly [name in
    /// Nodes]: NodeType} & {readonly [key: string]: NodeType}`.
    fn index_class(&self, e: Node<'a>, depth: usize) -> Option<(String, String)> {
        let o = unwrap_expr(e.field("object")?);
        if o.kind() != "member_expression" {
            return None;
        }
        let (x, f) = (o.field("object")?, o.field("property")?);
        if f.kind() != "property_identifier" {
            return None;
        }
        let (path, class) = self.chain_class(x, depth + 1)?;
        let prop = self.text(f);
        let key = format!("js:index-class:{path}:{class}:{prop}");
        self.ctx
            .memo(&key, || {
                let decls = self.class_module(&path, &class, false)?;
                let decl = class_decl(&decls, &class)?;
                let t = index_value(&decls, decl, member_ann(&decls, decl, &prop)?)?;
                self.class_home_in(&decls, &t)
            })
            .as_ref()
            .clone()
    }

    /// The class of `v.prop` when the value `v` is declared with an inline object type (see
    /// [`Self::value_ann`]) whose property `prop` names one class: `typesAfter: (null |
    /// {type: NodeType, attrs?: Attrs | null})[]` makes `(typesAfter && typesAfter[i]).type` a
    /// NodeType.
    fn inline_property_class(
        &self,
        v: Node<'a>,
        prop: &str,
        depth: usize,
    ) -> Option<(String, String)> {
        let file = self.file;
        let ty = sure_type_node(file, self.value_ann(v, depth)?)?;
        if ty.kind() != "object_type" {
            return None;
        }
        let mut c = ty.walk();
        let members: Vec<Node<'a>> = ty.named_children(&mut c).collect();
        let sig = members.into_iter().find(|m| {
            m.kind() == "property_signature"
                && m.field("name")
                    .is_some_and(|n| n.kind() == "property_identifier" && file.text(n) == prop)
        })?;
        let t = base_type(file, sure_type_node(file, sig.field("type")?)?)?;
        if self.is_type_param(v, &t) {
            return None;
        }
        self.class_home_at(v, &t)
    }

    /// The declared type (annotation node) a value expression has: a variable's or
    /// parameter's annotation, the value a never-reassigned variable is initialised with,
    /// `x as T`; an element `xs[i]` of a declared array; `a && b` is `b`'s (what `a` adds is
    /// falsy: a member of it is no member access that compiles without narrowing it away).
    fn value_ann(&self, v: Node<'a>, depth: usize) -> Option<Node<'a>> {
        if depth > MAX_REEXPORT_DEPTH {
            return None;
        }
        let v = unwrap_expr_keep_as(self.file, v)?;
        match v.kind() {
            "as_expression" => v.named_child(1),
            "identifier" => {
                self.declared_ann(v)
                    .or_else(|| match self.var_value(v, &self.text(v))? {
                        (value, None) => self.value_ann(value, depth + 1),
                        _ => None,
                    })
            }
            "subscript_expression" => {
                let index = v.field("index")?;
                if matches!(index.kind(), "string" | "template_string") {
                    return None;
                }
                let ann = self.value_ann(v.field("object")?, depth + 1)?;
                lib_element(self.file, ann, false, false)
            }
            "binary_expression" if v.field("operator").is_some_and(|o| o.kind() == "&&") => {
                self.value_ann(v.field("right")?, depth + 1)
            }
            _ => None,
        }
    }

    /// The value last assigned to the unannotated, uninitialised `let name;` (or `var`) that
    /// the use `at` reads, in a TypeScript file checked with `noImplicitAny`: the compiler
    /// types such a variable by the assignments that reach the use. Only a plain `name = v;`
    /// statement before the use in a block around it (in the same function, inside the
    /// variable's scope) counts, when nothing between it and the use — the statement holding
    /// the use included — may assign `name` again.
    fn assigned_value(&self, at: Node<'a>, name: &str) -> Option<Node<'a>> {
        let file = self.file;
        if !matches!(
            file.lang,
            super::super::Lang::TypeScript | super::super::Lang::Tsx
        ) {
            return None;
        }
        let scope = self
            .chain(at)
            .into_iter()
            .find(|n| n.kind() == "program" || self.binding_in(*n, name).is_some())?;
        if !matches!(scope.kind(), "statement_block" | "program") {
            return None;
        }
        let mut c = scope.walk();
        let declared_bare = scope.named_children(&mut c).any(|s| {
            if !matches!(s.kind(), "lexical_declaration" | "variable_declaration") {
                return false;
            }
            let mut c2 = s.walk();
            let found = s.named_children(&mut c2).any(|d| {
                d.kind() == "variable_declarator"
                    && d.field("name")
                        .is_some_and(|n| n.kind() == "identifier" && file.text(n) == name)
                    && d.field("value").is_none()
                    && d.field("type").is_none()
            });
            found
        });
        if !declared_bare || !super::resolve::no_implicit_any(self.ctx, &file.rel_path) {
            return None;
        }
        let mut child = at;
        while let Some(n) = child.parent() {
            if crate::lang::js::declares_parameters(n.kind())
                || matches!(n.kind(), "class_body" | "class_static_block")
            {
                return None;
            }
            if matches!(n.kind(), "statement_block" | "program") {
                if may_assign(file, child, name) {
                    return None;
                }
                let mut c = n.walk();
                let before: Vec<Node<'a>> = n
                    .named_children(&mut c)
                    .take_while(|s| s.id() != child.id())
                    .collect();
                for s in before.into_iter().rev() {
                    let plain = (s.kind() == "expression_statement")
                        .then(|| s.named_child(0))
                        .flatten()
                        .filter(|a| a.kind() == "assignment_expression")
                        .filter(|a| {
                            a.field("left")
                                .is_some_and(|l| l.kind() == "identifier" && file.text(l) == name)
                        });
                    if let Some(a) = plain {
                        return a.field("right");
                    }
                    if may_assign(file, s, name) {
                        return None;
                    }
                }
                if n.id() == scope.id() {
                    return None;
                }
            }
            child = n;
        }
        None
    }

    /// The module file `path` that declares `class`, for its declarations (`whole` false: the
    /// declarations' parse where it can be had) or whole: the file being judged itself, or
    /// one parsed from the tree.
    fn class_module(&self, path: &str, class: &str, whole: bool) -> Option<Parsed<'a>> {
        if path == self.file.rel_path {
            return Some(Parsed::This(self.file));
        }
        let lang = super::super::Lang::from_path(std::path::Path::new(path))?;
        let parsed = match self.ctx.parsed_already(path, lang) {
            Some(f) => f,
            None if whole => self.ctx.parsed(path, lang)?,
            None => declarations_of(self.ctx, path, lang, class)
                .or_else(|| self.ctx.parsed(path, lang))?,
        };
        Some(Parsed::Other(parsed))
    }

    /// The class (module file, name there) the instance property `prop` of the class `class`
    /// declared at module level in `path` is declared to hold (see [`Self::member_home`]).
    fn property_class(&self, path: &str, class: &str, prop: &str) -> Option<(String, String)> {
        self.member_home(Home::Class, path, class, prop, 0)
    }

    /// The home (module file, name there) of the type the member `prop` of the class (or,
    /// for [`Home::Type`], interface) `name` declared at module level in `path` is declared
    /// to hold: a class of the repository for [`Home::Class`], a class or interface for
    /// [`Home::Type`].
    ///
    /// A class's member: a field, constructor parameter property or getter (see
    /// [`member_type`]; a getter without a declared type by its body, read from the whole
    /// parse). A property the class does not declare at all (every instance member of its
    /// body named otherwise) is its base's, read the same way up a chain of plainly named
    /// bases (`class BoxLayout extends PanelLayout`, `PanelLayout extends Layout`, whose
    /// `get parent(): Widget | null` types `parent`). For a class home, a member declared as
    /// an indexed access is read too (`form: Options<..>['form']`, see
    /// [`indexed_member_type`] and [`Self::inherited_index_home`]).
    ///
    /// An interface's (declared once in its module): its own property signature `prop: T` or
    /// `readonly prop: T<..>` (see [`interface_property_type`]), `T` a class for
    /// [`Home::Class`].
    fn member_home(
        &self,
        kind: Home,
        path: &str,
        name: &str,
        prop: &str,
        depth: usize,
    ) -> Option<(String, String)> {
        let key = format!("js:member-home:{kind:?}:{path}:{name}:{prop}");
        self.ctx
            .memo(&key, || {
                let home = |f: &SourceFile, t: &str| match kind {
                    Home::Class => self.class_home_in(f, t),
                    Home::Type => self.type_home_in(f, t),
                };
                let decls = self.class_module(path, name, false)?;
                let Some(decl) = class_decl(&decls, name) else {
                    let [decl] = type_decls(&decls, name)[..] else {
                        return None;
                    };
                    let t = interface_property_type(&decls, decl, prop)?;
                    return home(&decls, &t);
                };
                match member_type(&decls, decl, prop) {
                    Some(Member::Typed(t)) => home(&decls, &t),
                    // A getter without a declared type: its body, from the whole parse (the
                    // declarations' parse leaves bodies out).
                    Some(Member::Getter) => {
                        let file = self.class_module(path, name, true)?;
                        let decl = class_decl(&file, name)?;
                        match getter_type(&file, decl, prop)? {
                            Member::Typed(t) => home(&file, &t),
                            Member::Getter => None,
                        }
                    }
                    None => {
                        if kind == Home::Class {
                            // `form: Options<..>['form']`: the type of that member of a type
                            // of this module.
                            if let Some(t) = indexed_member_type(&decls, decl, prop) {
                                return self.class_home_in(&decls, &t);
                            }
                            if let Some(home) = self.inherited_index_home(&decls, decl, prop) {
                                return Some(home);
                            }
                        }
                        if depth >= MAX_REEXPORT_DEPTH || !surely_undeclared(&decls, decl, prop) {
                            return None;
                        }
                        let base = plain_superclass(&decls, decl)?;
                        let (p, c) = self.class_home_in(&decls, &base)?;
                        self.member_home(kind, &p, &c, prop, depth + 1)
                    }
                }
            })
            .as_ref()
            .clone()
    }

    /// The class (module file, name there) of the field `prop` of `class` (declared in
    /// `file`) when it is declared as an indexed access `Owner<..>['key']` of an interface
    /// that inherits `key`: `Owner` and the bases of its `extends` list in order, each an
    /// interface declared once where it is named (this module or one it imports by name),
    /// until one declares `key` itself as one named type that is a class of the repository
    /// (`form: FieldApiOptions<..>['form']` with `FieldApiOptions extends
    /// FieldLikeApiOptions<..>`, which declares `form: FormApi<..>`). tsc requires bases that
    /// both declare a member to agree on its type, so the first found is the member's type.
    fn inherited_index_home(
        &self,
        file: &SourceFile,
        class: Node,
        prop: &str,
    ) -> Option<(String, String)> {
        let (owner, key) = indexed_access(file, class, prop)?;
        let mut stack = vec![self.type_home_in(file, &owner)?];
        let mut seen = 0;
        while let Some((path, name)) = stack.pop() {
            seen += 1;
            if seen > 2 * MAX_REEXPORT_DEPTH {
                return None;
            }
            let step = self
                .with_decls(&path, &name, |f| {
                    interface_member_step(f, &name, &key).map(|r| match r {
                        Ok(t) => Ok(self.class_home_in(f, &t)),
                        Err(bases) => Err(bases
                            .iter()
                            .filter_map(|b| self.type_home_in(f, b))
                            .collect::<Vec<_>>()),
                    })
                })
                .flatten()?;
            match step {
                Ok(home) => return home,
                Err(bases) => stack.extend(bases.into_iter().rev()),
            }
        }
        None
    }

    /// The class (module file, name there) the method `method` of the class `class` declared
    /// at module level in `path` returns: its declared return type, or for a method without
    /// one whose body is one `return this.m(..)` or `return C.m(..)` (`C` a class), that
    /// method's declared return type.
    ///
    /// A method declared to return `this` returns the receiver's class; a method the class
    /// surely does not declare is read from its plainly named base, up the chain (`this`
    /// there still the receiver's class: v3 zod's `z.string().optional()`, declared in
    /// `ZodType`); a method without a declared type whose every own return is `new C(..)` of
    /// one class returns it (see [`new_return_class`]: `_addCheck(..) { return new
    /// ZodString(..) }`).
    fn method_class(&self, path: &str, class: &str, method: &str) -> Option<(String, String)> {
        let key = format!("js:method-class:{path}:{class}:{method}");
        self.ctx
            .memo(&key, || {
                let this = (path.to_string(), class.to_string());
                self.method_class_in(path, class, method, &this, 0)
            })
            .as_ref()
            .clone()
    }

    /// [`Self::method_class`] of `method` looked up in `class` of `path`, `this` the
    /// receiver's class, `depth` classes up its chain of bases.
    fn method_class_in(
        &self,
        path: &str,
        class: &str,
        method: &str,
        this: &(String, String),
        depth: usize,
    ) -> Option<(String, String)> {
        let decls = self.class_module(path, class, false)?;
        let decl = class_decl(&decls, class)?;
        if returns_this(&decls, decl, method) {
            return Some(this.clone());
        }
        if let Some(t) = class_method_return(&decls, decl, method) {
            return self.class_home_in(&decls, &t);
        }
        if depth < MAX_REEXPORT_DEPTH && surely_undeclared(&decls, decl, method) {
            let base = plain_superclass(&decls, decl)?;
            let (p, c) = self.class_home_in(&decls, &base)?;
            return self.method_class_in(&p, &c, method, this, depth + 1);
        }
        // The one body read, parsed alone: the rest of the module is what `decls`
        // already gives (its members' declared returns, its imports).
        let body = method_body(&decls, decl, method)?;
        let def = body.parent()?;
        let mut c = def.walk();
        let plain = !def
            .children(&mut c)
            .any(|k| matches!(k.kind(), "async" | "*" | "static" | "get" | "set"));
        let params = def
            .field("parameters")
            .map(|p| decls.text(p).into_owned())
            .unwrap_or_else(|| "()".into());
        let snip = SourceFile::parse(
            path,
            decls.lang,
            format!("class C {{ m{params} {} }}", decls.text(body)).into_bytes(),
        )
        .ok()?;
        let snip_class = class_decl(&snip, "C")?;
        if plain {
            let m = snip_class
                .field("body")
                .and_then(|b| b.named_child(0))
                .filter(|m| m.kind() == "method_definition");
            // `add(V) { this.x += V.x; return this }`: tsc infers the return `this`, the
            // receiver's own class, as if it were declared.
            if m.is_some_and(returns_only_this) {
                return Some(this.clone());
            }
            if let Some(c) = m.and_then(|m| new_return_class(&snip, m)) {
                return self.class_home_in(&decls, &c);
            }
        }
        let ret = one_return(&snip, snip_class, "m")?;
        let f = unwrap_expr(ret.field("function")?);
        let (o, m) = (f.field("object")?, snip.text(f.field("property")?));
        match o.kind() {
            // `return this._addCheck(..)`: that method, read as this one is.
            "this" if depth < MAX_REEXPORT_DEPTH => {
                self.method_class_in(path, class, &m, this, depth + 1)
            }
            "identifier" => {
                let (p2, c2) = self.class_home_in(&decls, &snip.text(o))?;
                let f2 = self.class_module(&p2, &c2, false)?;
                let t = class_method_return(&f2, class_decl(&f2, &c2)?, &m)?;
                self.class_home_in(&f2, &t)
            }
            _ => None,
        }
    }

    /// The receiver `x.f` (`x.f.g`, `x.f!`) when its class is told by [`Self::chain_class`]:
    /// the target's owner (declared in the target's file or inheriting the method from it)
    /// or another class; a class of the owner's name elsewhere is left unknown.
    fn chain_receiver(&self, obj: Node<'a>) -> Option<Recv> {
        // Only a method target's verdict turns on the receiver's class.
        if !matches!(self.cat, Cat::Method(_)) {
            return None;
        }
        let (path, class) = self.chain_class(obj, 0)?;
        Some(self.class_receiver(path, class, &self.text(obj)))
    }

    /// The receiver `call`, itself a call (`z.string().min(1)` in `z.string().min(1).refine(..)`,
    /// `ZodString.create(..)` in `ZodString.create(..).optional()`), when [`Self::chain_class`]
    /// tells the class its chain returns, link by link as for a variable holding that chain
    /// (see [`Self::var_receiver`]): a static factory or a function declared to return a
    /// class, methods declared to return one or `this`, `new C(..)`. A link of no sure class
    /// leaves it unknown (`None`); read through [`Self::call_value`], once per call.
    fn call_receiver(&self, call: Node<'a>) -> Option<Recv> {
        // Only a method target's verdict turns on the receiver's class.
        if !matches!(self.cat, Cat::Method(_)) {
            return None;
        }
        let (path, class) = self.chain_class(call, 0)?;
        Some(self.class_receiver(path, class, &self.text(call)))
    }

    /// The receiver `a.b.c` of a call of an interface's (or type alias's) method when the
    /// chain reaches a declared type only through interfaces (see [`Self::type_chain_home`]):
    /// `buffer.lines.get(y)` with `buffer: IBuffer` and `interface IBuffer { readonly lines:
    /// ICircularList<IBufferLine> }`, `this._bufferService.buffer.lines` through a decorated
    /// constructor parameter property `@IBufferService private readonly _bufferService:
    /// IBufferService`. tsc types each step by the declared type of the member of the type the
    /// step before holds, wherever that type is declared. `None` (left unknown) unless the
    /// type reached surely has or surely lacks the target's member.
    fn interface_chain_receiver(&self, obj: Node<'a>) -> Option<Recv> {
        if !matches!(self.cat, Cat::Method(_))
            || self.file.lang == super::super::Lang::JavaScript
            || !self.owner_is_type()
        {
            return None;
        }
        let (path, t) = self.type_chain_home(obj, 0)?;
        if self.type_has_target(&path, &t, 0) == Tri::Unsure {
            return None;
        }
        let why = format!("receiver {} is declared a {t} ({path})", self.text(obj));
        Some(Recv::Home(path, t, why))
    }

    /// The receiver `name`, a variable initialised by a call declared to return an interface
    /// or a type alias (see [`Self::call_type_home`]) that surely has or surely lacks the
    /// target's member: `const a = atom('a', 1)`, an `Atom`; `const s = z.string().min(1)`.
    fn var_interface_receiver(&self, obj: Node<'a>, name: &str) -> Option<Recv> {
        if !matches!(self.cat, Cat::Method(_))
            || self.file.lang == super::super::Lang::JavaScript
            || !self.owner_is_type()
        {
            return None;
        }
        // A variable assigned again keeps the type its initialiser gives it (tsc narrows by
        // an assignment only a declared union): `let s = z.array(x); s = s.min(1)`.
        let Some(found) = self
            .var_value(obj, name)
            .or_else(|| self.var_value_in(obj, name, true))
        else {
            // `const [atom, cleanup] = localStorageAtom(..)`, declared `: [Atom<V, D>, ..]`.
            let (path, t) = self.tuple_element_home(obj, name)?;
            if self.type_has_target(&path, &t, 0) == Tri::Unsure {
                return None;
            }
            let why = format!(
                "receiver {name} is destructured from a tuple whose element there is declared a {t} ({path})"
            );
            return Some(Recv::Home(path, t, why));
        };
        let (v, None) = found else {
            return None;
        };
        let v = unwrap_expr(v);
        if v.kind() != "call_expression" {
            return None;
        }
        let (path, t) = self.call_type_home(v, 0)?;
        if self.type_has_target(&path, &t, 0) == Tri::Unsure {
            return None;
        }
        let why = format!("receiver {name} is declared a {t} ({path})");
        Some(Recv::Home(path, t, why))
    }

    /// The type (module file, name there) the expression `e` is declared to hold, a class or
    /// an interface of the repository: a class [`Self::chain_class`] finds, a name whose
    /// declared type is one, a `const` initialised with such a chain, or a member `o.p` of
    /// such a type `o` holds, `p` declared in it with one named type (see
    /// [`Self::member_home`]).
    fn type_chain_home(&self, e: Node<'a>, depth: usize) -> Option<(String, String)> {
        if depth > MAX_REEXPORT_DEPTH {
            return None;
        }
        let e = unwrap_expr(e);
        if e.kind() == "member_expression" {
            let (o, p) = (e.field("object")?, e.field("property")?);
            if p.kind() != "property_identifier" {
                return None;
            }
            let prop = self.text(p);
            // `z.globalRegistry` of a namespace `z`: the variable's declared type.
            if let Some(home) = self.namespace_value_home(o, &prop, "ns-value-type", &|file, t| {
                self.type_home_in(file, t)
            }) {
                return Some(home);
            }
            let (path, t) = self.type_chain_home(o, depth + 1)?;
            return self
                .member_home(Home::Type, &path, &t, &prop, 0)
                .or_else(|| {
                    (path == self.file.rel_path)
                        .then(|| self.field_call_home(o, &t, &prop, depth + 1))
                        .flatten()
                });
        }
        // `this` in an instance member of a class declared at module level: that class,
        // whatever its bases (a property it does not declare is read up its `extends` chain).
        if e.kind() == "this" {
            return self.this_class_home(e);
        }
        if let Some(home) = self.chain_class(e, depth) {
            return Some(home);
        }
        if e.kind() == "call_expression" {
            return self.call_type_home(e, depth);
        }
        if e.kind() != "identifier" {
            return None;
        }
        let name = self.text(e);
        match self.receiver(e) {
            Recv::Typed(t, _) => self.type_home_in(self.file, &t),
            Recv::Home(p, t, _) => Some((p, t)),
            Recv::Unknown(_) => match self.var_value(e, &name)? {
                (v, None) if v.kind() == "member_expression" => self.type_chain_home(v, depth + 1),
                // `const a = atom('a', 1)`: the type the function is declared to return;
                // `const s = z.object({..})`: what the call chain gives (see
                // [`Self::call_type_home`]).
                (v, None) if v.kind() == "call_expression" => {
                    let f = unwrap_expr(v.field("function")?);
                    if f.kind() != "identifier" {
                        return self.call_type_home(v, depth + 1);
                    }
                    self.function_type_home(v, &self.text(f))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The type (module file, name there) of the instance field `prop` of the class `class`
    /// declared in this file where `at` sees it (module level or in a block: a test's `class
    /// Foo { a = atom('a', 1) }` inside an `it(..)` callback), when the field is declared once
    /// without a type and initialised by a call: tsc types the field by what the call is
    /// declared to return (see [`Self::call_type_home`]), so `new Foo().a` is an `Atom`. A
    /// class whose body surely declares no member `prop` is read up its plainly named base
    /// declared in this file (`class Sub extends Base`). `None` when unsure: a field with a
    /// type or another initialiser, a static or `declare` one, another member of the name, an
    /// interface of the class's name in its block.
    fn field_call_home(
        &self,
        at: Node<'a>,
        class: &str,
        prop: &str,
        depth: usize,
    ) -> Option<(String, String)> {
        if depth > MAX_REEXPORT_DEPTH {
            return None;
        }
        let Some(Binding::Class { line }) = self.lookup(at, class) else {
            return None;
        };
        let file = self.file;
        let decl = block_class_decl(file, class, line)?;
        // A block's interface of the class's name merges members into it.
        let merged = decl.parent().is_some_and(|b| {
            let mut c = b.walk();
            let found = b.named_children(&mut c).any(|s| {
                s.kind() == "interface_declaration"
                    && s.field("name").is_some_and(|n| file.text(n) == class)
            });
            found
        });
        if merged {
            return None;
        }
        let named = members_named(file, decl, prop)?;
        match named[..] {
            [f] if matches!(f.kind(), "field_definition" | "public_field_definition") => {
                let mut c = f.walk();
                let plain = f
                    .children(&mut c)
                    .all(|k| !matches!(k.kind(), "static" | "declare" | "abstract" | "accessor"));
                if !plain || f.field("type").is_some() {
                    return None;
                }
                let v = unwrap_expr(f.field("value")?);
                if v.kind() != "call_expression" {
                    return None;
                }
                self.call_type_home(v, depth + 1)
            }
            [] if class_members_named(file, decl, prop) => {
                let base = plain_superclass(file, decl)?;
                self.field_call_home(decl, &base, prop, depth + 1)
            }
            _ => None,
        }
    }

    /// The type (module file, name there) the call `call` is declared to return, when it is
    /// an interface (or a type alias, or a class) of the repository and the call is not told
    /// by [`Self::chain_class`] (TypeScript, an interface or alias owner only): a free
    /// function's declared return type ([`Self::function_type_home`]), a function of a
    /// namespace's module (`z.array(x)` with `import * as z from "zod"`, or `import { z }`
    /// from a module exporting the namespace, see [`Self::namespace_module`], and `function
    /// array<T>(..): ZodArray<T>`), or a method of an interface the receiver is declared to
    /// hold, read up its `extends` list (see [`Self::type_method_home`]): `this` returns the
    /// receiver's type, so `z.array(x).min(1).max(2)` is a `ZodArray` link by link.
    fn call_type_home(&self, call: Node<'a>, depth: usize) -> Option<(String, String)> {
        if depth > MAX_REEXPORT_DEPTH
            || self.file.lang == super::super::Lang::JavaScript
            || !self.owner_is_type()
        {
            return None;
        }
        let f = unwrap_expr(call.field("function")?);
        match f.kind() {
            "identifier" => self.function_type_home(call, &self.text(f)),
            "member_expression" => {
                let (o, m) = (unwrap_expr(f.field("object")?), f.field("property")?);
                if m.kind() != "property_identifier" {
                    return None;
                }
                let m = self.text(m);
                if let Some(ns) = self.namespace_module(o, 0) {
                    let first = call.field("type_arguments").is_none();
                    let what = if first {
                        "value-type-first"
                    } else {
                        "value-type"
                    };
                    return self.module_decl(&ns, &m, what, &|file, n| {
                        value_return_in(file, n).map(|t| {
                            t.or_else(|| first.then(|| first_overload_return(file, n)).flatten())
                                .and_then(|t| self.type_home_in(file, &t))
                        })
                    });
                }
                let (path, t) = self.type_chain_home(o, depth + 1)?;
                let args = count_args(self.file, call.field("arguments"));
                self.type_method_home(&path, &t, &m, args)
            }
            _ => None,
        }
    }

    /// The type (module file, name there) the method `method` of a value of the interface
    /// `name` declared at module level in `path` is declared to return: the interface's own
    /// method signatures of that name (all of them `this`, the value's own type; or all one
    /// plainly named type that is no type parameter of the interface or the method), else
    /// the first base of its `extends` list in order that has a member of the name (tsc
    /// requires bases that both have it to agree). `None` when unsure: a member of another
    /// kind (a property), a base that is not an interface of the repository declared once,
    /// a return of another shape. With `args` (the arguments a call passes), only the
    /// signatures whose parameter list admits that many are read: tsc resolves the call to
    /// one of them (`meta(): .. | undefined; meta(data: ..): this` makes `s.meta({..})` the
    /// receiver's own type).
    fn type_method_home(
        &self,
        path: &str,
        name: &str,
        method: &str,
        args: Option<usize>,
    ) -> Option<(String, String)> {
        let key = format!("js:type-method:{path}:{name}:{method}:{args:?}");
        self.ctx
            .memo(&key, || {
                let (p, n) = self.interface_declaring(path, name, method)?;
                self.with_decls(&p, &n, |file| {
                    let [decl] = type_decls(file, &n)[..] else {
                        return None;
                    };
                    match interface_method_return(file, decl, method, args)?? {
                        MethodReturn::This => Some((path.to_string(), name.to_string())),
                        MethodReturn::Named(t) => self.type_home_in(file, &t),
                    }
                })
                .flatten()
            })
            .as_ref()
            .clone()
    }

    /// The interface (module file, name there) whose own body declares the member `member`
    /// of a value of the interface `name` declared once at module level in `path`: itself, or
    /// the first base of its `extends` list in order that has a member of the name, read the
    /// same way (tsc requires bases that both have it to agree). `None` when none has it or
    /// when unsure: a base that is not an interface of the repository declared once (a class,
    /// a type alias, a namespace-qualified name), or a chain too long.
    fn interface_declaring(
        &self,
        path: &str,
        name: &str,
        member: &str,
    ) -> Option<(String, String)> {
        match self.member_in(path, name, member, 0) {
            MemberIn::Found(home) => Some(home),
            MemberIn::Absent | MemberIn::Unsure => None,
        }
    }

    /// [`Self::interface_declaring`] `depth` interfaces up the bases.
    fn member_in(&self, path: &str, name: &str, member: &str, depth: usize) -> MemberIn {
        if depth > MAX_REEXPORT_DEPTH {
            return MemberIn::Unsure;
        }
        let step = self.with_decls(path, name, |file| -> Option<Option<Vec<Option<String>>>> {
            let [decl] = type_decls(file, name)[..] else {
                return None;
            };
            if decl.kind() != "interface_declaration" {
                return None;
            }
            if interface_defines(file, decl, member) {
                return Some(None);
            }
            let mut c = decl.walk();
            let clause = decl
                .named_children(&mut c)
                .find(|k| k.kind() == "extends_type_clause");
            let Some(clause) = clause else {
                return Some(Some(Vec::new()));
            };
            let mut c = clause.walk();
            let types: Vec<Node> = clause.children_by_field_name("type", &mut c).collect();
            Some(Some(
                types
                    .into_iter()
                    .map(|t| match t.kind() {
                        "type_identifier" => Some(file.text(t).into_owned()),
                        "generic_type" => t
                            .field("name")
                            .filter(|n| n.kind() == "type_identifier")
                            .map(|n| file.text(n).into_owned()),
                        _ => None,
                    })
                    .collect(),
            ))
        });
        let bases = match step.flatten() {
            None => return MemberIn::Unsure,
            Some(None) => return MemberIn::Found((path.to_string(), name.to_string())),
            Some(Some(bases)) => bases,
        };
        // Each base's home is looked up only when the ones before it lack the member.
        for b in bases {
            let Some(b) = b else {
                return MemberIn::Unsure;
            };
            let home = self
                .with_decls(path, name, |f| self.type_home_in(f, &b))
                .flatten();
            let Some((p, n)) = home else {
                return MemberIn::Unsure;
            };
            match self.member_in(&p, &n, member, depth + 1) {
                MemberIn::Absent => continue,
                r => return r,
            }
        }
        MemberIn::Absent
    }

    /// The receiver `this.field` in an instance member of `class` that declares no member
    /// `field`: the class the field's declaration up the chain of `class`'s bases holds (see
    /// [`Self::property_class`]; `this.parent` in `class BoxLayout extends PanelLayout` is
    /// Layout's `parent`, a `Widget`).
    fn inherited_field(&self, this: Node<'a>, class: Node<'a>, field: &str) -> Option<Recv> {
        if !matches!(self.cat, Cat::Method(_))
            || self.file.lang == super::super::Lang::JavaScript
            || self.in_static_member(this)
            || !surely_undeclared(self.file, class, field)
        {
            return None;
        }
        let base = plain_superclass(self.file, class)?;
        let (path, c) = self.class_home_at(this, &base)?;
        let (path, c) = self.property_class(&path, &c, field)?;
        Some(self.class_receiver(path, c, &format!("this.{field}")))
    }

    /// The class (this module file, its name) `this` is an instance of, in an instance member
    /// of a class declared at module level (no `this` parameter declares it otherwise): tsc
    /// reads a member of it by that class's declaration, or its bases', whatever a subclass
    /// redeclares.
    fn this_class_home(&self, this: Node<'a>) -> Option<(String, String)> {
        if self.this_param(this).is_some() || self.in_static_member(this) {
            return None;
        }
        let class = self.enclosing_class(this)?;
        let name = self.class_name(class)?;
        let module_level = self
            .local_class(self.file.tree.root_node(), &name)
            .is_some_and(|c| c.id() == class.id());
        module_level.then(|| (self.file.rel_path.clone(), name))
    }

    /// Whether `this` at `at` is the class object: the nearest class member around it whose
    /// `this` is in effect is a `static` one.
    fn in_static_member(&self, at: Node<'a>) -> bool {
        for n in self.chain(at) {
            match n.kind() {
                "method_definition"
                | "public_field_definition"
                | "field_definition"
                | "class_static_block" => {
                    let mut c = n.walk();
                    let is_static = n.children(&mut c).any(|k| k.kind() == "static");
                    return is_static || n.kind() == "class_static_block";
                }
                "class_declaration" | "abstract_class_declaration" | "class" => return false,
                _ => {}
            }
        }
        false
    }

    /// The receiver `text` known to be an instance of the class `class` declared in `path`.
    fn class_receiver(&self, path: String, class: String, text: &str) -> Recv {
        let owner = self.target.owner().unwrap_or_default();
        let why = format!("receiver {text} is declared a {class} ({path})");
        if path == self.target.rel_path && class == owner || self.inherits_target(&path, &class) {
            // Resolved to its declaration: the class where it is declared, not its name
            // (read by name, a test file that also spells another module's `z.ZodType` could
            // not tell them apart).
            Recv::Home(path, class, why)
        } else if class == owner {
            Recv::Unknown(format!("{why}, another class named {owner}"))
        } else if self.owner_is_type()
            && self
                .with_decls(&path, &class, |f| class_decl(f, &class).is_none())
                .unwrap_or(true)
        {
            // An interface or alias (a chain typed through one, see
            // [`Self::call_type_home`]): judged where it is declared, not by its name here.
            match self.type_has_target(&path, &class, 0) {
                Tri::Unsure => Recv::Unknown(format!("{why}, which may or may not have it")),
                _ => Recv::Home(path, class, why),
            }
        } else {
            Recv::Typed(class, why)
        }
    }

    /// The value a variable `name` in scope at `at` is initialized with, when it is never
    /// assigned again in its scope: `let x = v` (the key `None`) or `let {key} = v` (a
    /// shorthand property of an object pattern).
    fn var_value(&self, at: Node<'a>, name: &str) -> Option<(Node<'a>, Option<String>)> {
        self.var_value_in(at, name, false)
    }

    /// The scope that declares the variable `name` seen from `at` — a block (or a switch's
    /// body) or, for a module-level variable, the program — with its statements (the
    /// program's: those whose text holds `name`); `None` when
    /// a function's parameters or another construct bind it.
    pub(super) fn declaring_statements(
        &self,
        at: Node<'a>,
        name: &str,
    ) -> Option<(Node<'a>, Vec<Node<'a>>)> {
        let mut scope = None;
        for n in self.chain(at) {
            if n.kind() == "program" {
                break;
            }
            if self.binding_in(n, name).is_some() {
                scope = Some(n);
                break;
            }
        }
        match scope {
            Some(n) if matches!(n.kind(), "statement_block" | "switch_body") => {
                let mut c = n.walk();
                let stmts: Vec<Node<'a>> = n.named_children(&mut c).collect();
                Some((n, stmts))
            }
            Some(_) => None,
            None => {
                if !matches!(self.module_bindings.get(name), Some(Binding::Var { .. })) {
                    return None;
                }
                // only the statements whose text holds the name can declare it
                let root = self.file.tree.root_node();
                Some((root, statements_naming(self.file, name)))
            }
        }
    }

    /// [`Self::var_value`]; with `assigned_too` also of a variable assigned again (a
    /// TypeScript variable declared by its initialiser's type keeps that type: tsc checks
    /// each assignment against it and narrows a use by an assignment only when the type is a
    /// union, `C | undefined` to `C`).
    fn var_value_in(
        &self,
        at: Node<'a>,
        name: &str,
        assigned_too: bool,
    ) -> Option<(Node<'a>, Option<String>)> {
        let file = self.file;
        let (scope, stmts) = self.declaring_statements(at, name)?;
        if !assigned_too && self.assigns_in(scope, name) {
            return None;
        }
        stmts.into_iter().find_map(|s| {
            if !matches!(s.kind(), "lexical_declaration" | "variable_declaration") {
                return None;
            }
            let mut c = s.walk();
            let ds: Vec<Node<'a>> = s.named_children(&mut c).collect();
            ds.into_iter().find_map(|d| {
                let pat = d.field("name")?;
                let value = d.field("value")?;
                match pat.kind() {
                    "identifier" if file.text(pat) == name => Some((value, None)),
                    "object_pattern" => {
                        let mut c = pat.walk();
                        let short = pat.named_children(&mut c).any(|p| {
                            p.kind() == "shorthand_property_identifier_pattern"
                                && file.text(p) == name
                        });
                        short.then(|| (value, Some(name.to_string())))
                    }
                    _ => None,
                }
            })
        })
    }

    /// [`assigns`] of this file's scope node `scope`, its names read in one walk per scope (a
    /// module's variables are asked for one by one, each a walk of the whole module).
    fn assigns_in(&self, scope: Node<'a>, name: &str) -> bool {
        let names = self
            .assigned
            .borrow_mut()
            .entry(scope.id())
            .or_insert_with(|| std::rc::Rc::new(assigned_names(self.file, scope)))
            .clone();
        names.contains(name)
    }

    /// The receiver variable `name` (at `obj`) of no declared type, by the class its value
    /// surely has (see [`Self::var_value`], [`Self::chain_class`]).
    fn var_receiver(&self, obj: Node<'a>, name: &str) -> Option<Recv> {
        if !matches!(self.cat, Cat::Method(_)) || self.var_depth.get() > MAX_REEXPORT_DEPTH {
            return None;
        }
        let typed = matches!(
            self.file.lang,
            super::super::Lang::TypeScript | super::super::Lang::Tsx
        );
        let (value, key) = match self.var_value(obj, name) {
            Some(v) => v,
            None => match self.assigned_value(obj, name) {
                Some(v) => (v, None),
                // Assigned again: the type its initialiser declares it (an identifier only:
                // a destructured property's type is left to the rules above).
                None if typed => match self.var_value_in(obj, name, true)? {
                    (v, None) => (v, None),
                    _ => return None,
                },
                None => return None,
            },
        };
        // `const { editor } = this`: the variable holds `this.editor`, read as that receiver
        // is (a field or parameter property declared by the class or up its bases).
        if let Some(k) = &key {
            let this = unwrap_expr(value);
            if this.kind() == "this" && self.this_param(this).is_none() {
                return match self.this_member(this, k) {
                    Recv::Typed(t, why) => Some(Recv::Typed(t, format!("{name} = {why}"))),
                    Recv::Home(p, t, why) => Some(Recv::Home(p, t, format!("{name} = {why}"))),
                    _ => None,
                };
            }
        }
        self.var_depth.set(self.var_depth.get() + 1);
        let home = match self.chain_class(value, 0) {
            Some((p, c)) => match &key {
                Some(k) => self.property_class(&p, &c, k),
                None => Some((p, c)),
            },
            // `const { editor } = props` with `props: { editor: Editor; .. }`: the property's
            // declared class.
            None => match &key {
                Some(k) if typed => self.inline_property_class(value, k, 0),
                _ => None,
            },
        };
        self.var_depth.set(self.var_depth.get() - 1);
        let (path, class) = home?;
        let r = self.class_receiver(path.clone(), class.clone(), name);
        if matches!(r, Recv::Typed(..)) {
            self.var_homes.borrow_mut().insert(obj.id(), (path, class));
        }
        Some(r)
    }

    /// Whether an instance of the class `class` declared at module level in `path` has the
    /// target's method by inheritance: its `extends` chain, followed through imports and
    /// re-exports, reaches the target's owner class in the target's file, and no class on the
    /// way declares a member of that name. Unsure (a base that is not a plain class of the
    /// repository, a chain too long) is `false`.
    fn inherits_target(&self, path: &str, class: &str) -> bool {
        self.inherits_member(path, class, &self.target.name)
    }

    /// Whether the class `class` declared at module level in `path` is the target's owner or
    /// surely inherits the owner's `member` from it: each class on the way declares no member
    /// of that name and names its base plainly (`"constructor"`: a subclass that declares
    /// none takes its base's, so `super(..)` in its own subclass and `new` of it call the
    /// owner's).
    fn inherits_member(&self, path: &str, class: &str, member: &str) -> bool {
        let Some(owner) = self.target.owner() else {
            return false;
        };
        let key = format!(
            "js:inherits:{}:{owner}:{member}:{path}:{class}",
            self.target.rel_path
        );
        *self.ctx.memo(&key, || {
            let (mut path, mut class) = (path.to_string(), class.to_string());
            for _ in 0..MAX_REEXPORT_DEPTH {
                if path == self.target.rel_path && class == owner {
                    return true;
                }
                // The base of `class` in `file`, where it is declared; `None`: no sure base
                // that leaves the method to it.
                let base = |file: &SourceFile| {
                    let decl = class_decl(file, &class)?;
                    if defines_member(file, decl, member) {
                        return None;
                    }
                    let base = superclass_of(file, decl)?;
                    // A base imported from a module that gives no class of its name a base
                    // leads nowhere further: that module is not parsed.
                    if class_decl(file, &base).is_none() && self.imports_baseless(file, &base) {
                        return None;
                    }
                    self.class_home_in(file, &base)
                };
                let next = if path == self.file.rel_path {
                    base(self.file)
                } else {
                    let Some(lang) = super::super::Lang::from_path(std::path::Path::new(&path))
                    else {
                        return false;
                    };
                    let file = match self.ctx.parsed_already(&path, lang) {
                        Some(f) => Some(f),
                        None => self.declarations_in(&path, lang, &class),
                    };
                    file.and_then(|f| base(&f))
                };
                match next {
                    Some((p, c)) => (path, class) = (p, c),
                    None => return false,
                }
            }
            false
        })
    }

    /// Why the class named `base` at `at` surely takes its constructor from the constructor
    /// target's class through bases that declare none (TypeScript only: a JavaScript base
    /// may be anything). `None` when `base` names no class of the repository so, or the target
    /// is not a constructor.
    fn inherited_ctor(&self, at: Node<'a>, base: &str) -> Option<String> {
        if self.file.lang == super::super::Lang::JavaScript
            || self.target.kind != DefKind::Constructor
            || self.is_type_param(at, base)
        {
            return None;
        }
        // What `base` is bound to at `at`, looked up once for both tests below.
        let bound = self.lookup(at, base);
        if self.imported_from_heirless(bound.as_ref()) {
            return None;
        }
        let owner = self.target.owner()?;
        // A class declared in a block (a test's `class MyInterceptor extends Interceptor<any>
        // { .. }` inside its `it(..)` callback): the declaration in scope at `at`, whose base
        // is named where it is declared.
        if let Some(Binding::Class { line }) = bound {
            if class_decl(self.file, base).is_none_or(|d| line_of(d) != line) {
                let decl = block_class_decl(self.file, base, line)?;
                if defines_member(self.file, decl, "constructor") {
                    return None;
                }
                let b = superclass_of(self.file, decl)?;
                let (path, class) = self.class_home_at(decl, &b)?;
                return self
                    .inherits_member(&path, &class, "constructor")
                    .then(|| {
                        format!(
                            "{base}, declared in a block, declares no constructor and extends {b} ({path}), which takes {owner}'s"
                        )
                    });
            }
        }
        let (path, class) = self.class_home_at(at, base)?;
        (class != owner && self.inherits_member(&path, &class, "constructor"))
            .then(|| format!("{class} ({path}) declares no constructor and inherits {owner}'s"))
    }

    /// Whether a base's name, bound where it is named as `bound` says, is imported from a
    /// TypeScript module of the repository (not the target's) whose text surely declares no
    /// class that could take a constructor from a base ([`super::exports_no_heir_in`]): a
    /// module of error classes that each declare their own constructor is not parsed to learn
    /// that `new XError(..)` calls none of the target's. Read once per module. Or imported by
    /// name from one whose text surely gives no class of that name a base
    /// ([`Self::imports_baseless`]).
    fn imported_from_heirless(&self, bound: Option<&Binding>) -> bool {
        let (spec, orig) = match bound {
            Some(Binding::Import(Import {
                spec,
                kind: ImportKind::Named(orig),
                ..
            })) => (spec, Some(orig)),
            Some(Binding::Import(Import {
                spec,
                kind: ImportKind::Default,
                ..
            })) => (spec, None),
            _ => return false,
        };
        let Resolved::File(p) = resolve_spec(self.ctx, &self.file.rel_path, spec) else {
            return false;
        };
        if p == self.target.rel_path
            || super::super::Lang::from_path(std::path::Path::new(&p))
                != Some(super::super::Lang::TypeScript)
        {
            return false;
        }
        *self.ctx.memo(&format!("js:heirless:{p}"), || {
            let (Some(text), Some(code)) = (self.ctx.read_shared(&p), self.module_code(&p)) else {
                return false;
            };
            super::exports_no_heir_in(text.as_bytes(), &code)
        }) || orig.is_some_and(|orig| self.baseless_in(&p, orig))
    }

    /// The text of the module `path` with comments and literals blanked
    /// ([`super::module_code`]), made once per measurement for the heir tests that read it.
    fn module_code(&self, path: &str) -> Option<std::sync::Arc<Vec<u8>>> {
        self.ctx
            .memo(&format!("js:module-code:{path}"), || {
                let text = self.ctx.read_shared(path)?;
                Some(std::sync::Arc::new(super::module_code(text.as_bytes())))
            })
            .as_ref()
            .clone()
    }

    /// Whether the class `file` names `base` (not declared there) is imported by name from a
    /// TypeScript module of the repository, not the target's, that surely gives no class of
    /// that name a base ([`Self::baseless_in`]): a chain of bases that reaches it ends there.
    fn imports_baseless(&self, file: &SourceFile, base: &str) -> bool {
        let Some((spec, orig)) = imported_name(file, base) else {
            return false;
        };
        if orig == "default" {
            return false;
        }
        let Resolved::File(p) = resolve_spec(self.ctx, &file.rel_path, &spec) else {
            return false;
        };
        self.baseless_in(&p, &orig)
    }

    /// Whether the TypeScript module `path`, not the target's, surely gives no class named
    /// `class` a base ([`super::gives_baseless_class_in`]): the class a module importing it by
    /// that name reaches (if any) extends nothing, so no target's member is inherited through
    /// it, and the module is not parsed to learn so. Not asked (`false`: the parse answers)
    /// where a parse is at hand already, or will be made anyway: a module parsed, read for
    /// its declarations, or that the scan may parse whole. Read once per module and name.
    fn baseless_in(&self, path: &str, class: &str) -> bool {
        let ts = super::super::Lang::TypeScript;
        if path == self.target.rel_path
            || class == "default"
            || super::super::Lang::from_path(std::path::Path::new(path)) != Some(ts)
        {
            return false;
        }
        *self.ctx.memo(&format!("js:baseless:{path}:{class}"), || {
            let parsed = self.ctx.holds_parse(path, ts)
                || self
                    .ctx
                    .memo_peek::<Option<std::sync::Arc<SourceFile>>>(&format!(
                        "js:declarations:{path}"
                    ))
                    .is_some();
            if parsed
                || self
                    .ctx
                    .read_shared(path)
                    .is_none_or(|text| may_be_scanned(text.as_bytes(), self.target))
            {
                return false;
            }
            self.module_code(path)
                .is_some_and(|code| super::gives_baseless_class_in(&code, class))
        })
    }

    /// The module file `path` read for the declaration of `name` (a class, its members'
    /// declared results) when the measurement holds no parse of it yet. A module that
    /// mentions the target the way the scan's prefilter asks for may be a candidate the scan
    /// parses whole: it is parsed whole here, once for both ([`RepoCtx::parsed`]); any other is
    /// read for its declarations alone ([`declarations_of`]).
    fn declarations_in(
        &self,
        path: &str,
        lang: super::super::Lang,
        name: &str,
    ) -> Option<std::sync::Arc<SourceFile>> {
        let text = self.ctx.read_shared(path)?;
        if may_be_scanned(text.as_bytes(), self.target) {
            return self.ctx.parsed(path, lang);
        }
        declarations_of(self.ctx, path, lang, name).or_else(|| self.ctx.parsed(path, lang))
    }

    /// [`Self::method_return`] for the class exported as `class` by the module file `path`.
    fn exported_method_return(
        &self,
        path: &str,
        class: &str,
        method: &str,
        depth: usize,
    ) -> Option<String> {
        self.exported(path, class, depth, Decl::Class, &|file, class| {
            let decl = class_decl(file, class)?;
            Some(class_method_return(file, decl, method))
        })
    }

    /// What `pick` reads from the declaration of the name exported as `name` by the module
    /// file `path`: declared there (`pick` answers `Some`), or re-exported (`export { A as B }
    /// from`, `export * from`) from a module of the repository a few hops away. `pick` gets
    /// the declaring file and the name the declaration has there; `decl` is the kind of
    /// declaration `pick` reads (a module whose text cannot hold one is not parsed for it).
    fn exported<T: PartialEq>(
        &self,
        path: &str,
        name: &str,
        depth: usize,
        decl: Decl,
        pick: &dyn Fn(&SourceFile, &str) -> Option<Option<T>>,
    ) -> Option<T> {
        if depth > MAX_REEXPORT_DEPTH {
            return None;
        }
        let lang = super::super::Lang::from_path(std::path::Path::new(path))?;
        let file = match self.ctx.parsed_already(path, lang) {
            Some(f) => f,
            None => {
                // A module whose text declares no `decl` named `name`, has no export clause
                // and re-exports no module whole cannot export it: not parsed (a barrel's
                // `export *` reaches dozens, most of which only import the name).
                let text = self.ctx.read_shared(path)?;
                let star = memchr::memmem::find(text.as_bytes(), b"export *").is_some();
                if !star && !decl.may_export(&text, name) {
                    return None;
                }
                // A module that never spells the name declares nothing of that name and has
                // no export clause naming it: only a module it re-exports whole may export
                // it, and those are read from its text (a barrel's `export *` reaches large
                // modules that only declare other names).
                if name != "default" && !super::spells_word(text.as_bytes(), name) {
                    if !star {
                        return None;
                    }
                    let code = self.module_code(path)?;
                    if let Some(star) = super::star_reexports(text.as_bytes(), &code) {
                        return self.exported_through(path, star, name, depth, decl, pick);
                    }
                }
                // A type declared here is found by its own statements' parse, where the
                // module's declarations would be parsed for it alone (a module of types is
                // mostly declarations).
                if matches!(decl, Decl::Type)
                    && !may_be_scanned(text.as_bytes(), self.target)
                    && self
                        .ctx
                        .memo_peek::<Option<std::sync::Arc<SourceFile>>>(&format!(
                            "js:declarations:{path}"
                        ))
                        .is_none()
                {
                    if let Some(found) =
                        declared_part(self.ctx, path, lang, name).and_then(|part| pick(&part, name))
                    {
                        return found;
                    }
                }
                self.declarations_in(path, lang, name)?
            }
        };
        if let Some(found) = pick(&file, name) {
            return found;
        }
        // `default`: the declaration the module exports as its default, read by its name.
        if name == "default" {
            let local = default_export_local(&file)?;
            return pick(&file, &local).flatten();
        }
        let root = file.tree.root_node();
        let mut c = root.walk();
        let stmts: Vec<Node> = root.named_children(&mut c).collect();
        let mut star = Vec::new();
        for stmt in stmts {
            if stmt.kind() != "export_statement" {
                continue;
            }
            let mut c2 = stmt.walk();
            let clause = stmt
                .named_children(&mut c2)
                .find(|n| n.kind() == "export_clause");
            let Some(src) = stmt.field("source").and_then(|s| string_value(&file, s)) else {
                // `export { stringType as string }`: a local declaration exported by
                // another name.
                let local = clause.and_then(|clause| {
                    let mut c3 = clause.walk();
                    let found = clause.named_children(&mut c3).find_map(|sp| {
                        let orig = file.text(sp.field("name")?).into_owned();
                        let exported = sp.field("alias").map(|a| file.text(a).into_owned());
                        (exported.as_deref() == Some(name) && orig != name).then_some(orig)
                    });
                    found
                });
                if let Some(orig) = local {
                    return pick(&file, &orig).flatten();
                }
                continue;
            };
            let Some(clause) = clause else {
                let mut c3 = stmt.walk();
                if !stmt
                    .named_children(&mut c3)
                    .any(|n| n.kind() == "namespace_export")
                {
                    star.push(src);
                }
                continue;
            };
            let mut c3 = clause.walk();
            for sp in clause.named_children(&mut c3) {
                let Some(n) = sp.field("name") else {
                    continue;
                };
                let orig = file.text(n).into_owned();
                let exported = sp
                    .field("alias")
                    .map(|a| file.text(a).into_owned())
                    .unwrap_or_else(|| orig.clone());
                if exported == name {
                    let Resolved::File(p) = resolve_spec(self.ctx, path, &src) else {
                        return None;
                    };
                    return self.exported(&p, &orig, depth + 1, decl, pick);
                }
            }
        }
        self.exported_through(path, star, name, depth, decl, pick)
    }

    /// [`Self::exported`] of `name` through the modules `star` that the module file `path`
    /// re-exports whole (`export * from`): the one module that has it (two would be
    /// ambiguous to tsc too).
    fn exported_through<T: PartialEq>(
        &self,
        path: &str,
        star: Vec<String>,
        name: &str,
        depth: usize,
        decl: Decl,
        pick: &dyn Fn(&SourceFile, &str) -> Option<Option<T>>,
    ) -> Option<T> {
        let mut found = None;
        for src in star {
            let Resolved::File(p) = resolve_spec(self.ctx, path, &src) else {
                continue;
            };
            if let Some(t) = self.exported(&p, name, depth + 1, decl, pick) {
                if found.as_ref().is_some_and(|f| *f != t) {
                    return None;
                }
                found = Some(t);
            }
        }
        found
    }

    /// The platform global a member/call expression is computed from, directly
    /// (`document.body.x`) or through variables (`canvas.getContext("2d")`).
    fn computed_from_platform(&self, expr: Node<'a>) -> Option<String> {
        let root = chain_root(self.file, expr)?;
        if LIBRARY_ROOTS.contains(&root.as_str()) {
            return self.lookup(expr, &root).is_none().then_some(root);
        }
        self.platform_value(expr, &root, 0)
    }

    /// The package outside the repository (its specifier) whose import the receiver `obj` is
    /// read or computed from by member accesses and calls, directly (`secp256k1.Point.
    /// fromBytes(k)`) or through variables (`pub` ← `sig.recoverPublicKey(h)`, `sig` ←
    /// `secp256k1.Signature.fromBytes(s)`), as [`Self::platform_value`] follows them. A
    /// specifier that resolves into the tree or may be a path alias of the target's file is
    /// no such package.
    ///
    /// A value typed by a module-level `type T = typeof <value>` (`p: Point` with `type Point =
    /// typeof Point.BASE`), directly, as a variable's type or as the declared return type of a
    /// module-level function it is computed from (`const P = mulBase(d)`, `function
    /// mulBase(n: bigint): Point`), is that value's.
    fn package_value(&self, obj: Node<'a>) -> Option<String> {
        let obj = unwrap_expr(obj);
        let mut name = match obj.kind() {
            "identifier" => self.text(obj),
            _ => chain_root(self.file, obj)?,
        };
        for _ in 0..=6 {
            let next = match self.lookup(obj, &name)? {
                Binding::Import(i) => {
                    let outside = matches!(
                        resolve_spec(self.ctx, &self.file.rel_path, &i.spec),
                        Resolved::Bare
                    ) && matches!(self.alias(&i.spec), Module::Other(_));
                    return outside.then_some(i.spec);
                }
                Binding::Var { lib: Some(r), .. } => Some(r),
                Binding::Var { ty: Some(t), .. } | Binding::Param(Some(t)) => self.typeof_root(&t),
                Binding::Func {
                    module_level: true, ..
                } => self.return_typeof_root(&name),
                _ => None,
            };
            name = next?;
        }
        None
    }

    /// The identifier the value of a module-level `type t = typeof <value>` is read from
    /// (`Point` of `type Point = typeof Point.BASE`).
    fn typeof_root(&self, t: &str) -> Option<String> {
        let [d] = type_decls(self.file, t)[..] else {
            return None;
        };
        if d.kind() != "type_alias_declaration" || d.field("type_parameters").is_some() {
            return None;
        }
        let q = d.field("value")?;
        if q.kind() != "type_query" {
            return None;
        }
        let v = q.named_child(0)?;
        match v.kind() {
            "identifier" => Some(self.text(v)),
            _ => chain_root(self.file, v),
        }
    }

    /// [`Self::typeof_root`] of the declared return type of the module-level function `name`
    /// (its one declaration; overloads name no one type).
    fn return_typeof_root(&self, name: &str) -> Option<String> {
        let [f] = statements_naming(self.file, name)
            .into_iter()
            .filter(|s| {
                s.kind() == "function_declaration"
                    && s.field("name").is_some_and(|n| self.file.text(n) == name)
            })
            .collect::<Vec<_>>()[..]
        else {
            return None;
        };
        let t = base_type(self.file, f.field("return_type")?)?;
        self.typeof_root(&t)
    }

    /// The platform global the variable `name` (seen from `at`) is computed from, through
    /// other variables (`ctx` ← `canvas.getContext("2d")`, `canvas` ←
    /// `document.createElement("canvas")` → `document`).
    fn platform_value(&self, at: Node<'a>, name: &str, depth: usize) -> Option<String> {
        if depth > 4 {
            return None;
        }
        match self.lookup(at, name) {
            Some(Binding::Var { lib: Some(r), .. }) => {
                if LIBRARY_ROOTS.contains(&r.as_str()) {
                    (self.lookup(at, &r).is_none()).then_some(r)
                } else {
                    self.platform_value(at, &r, depth + 1)
                }
            }
            _ => None,
        }
    }

    /// An instance of a class declared in this file: `this` or a typed value.
    fn class_instance(&self, class: Node, name: String, what: &str) -> Recv {
        if let Cat::Method(owner) = &self.cat {
            if name != *owner && !self.class_defines(class, &self.target.name) {
                if let Some(base) = self.superclass(class) {
                    let module_level = self
                        .local_class(self.file.tree.root_node(), &name)
                        .is_some_and(|c| c.id() == class.id());
                    if module_level && self.inherits_target(&self.file.rel_path, &name) {
                        return Recv::Typed(
                            name.clone(),
                            format!("{what} is a {name}, which extends {base}"),
                        );
                    }
                    return Recv::Unknown(format!(
                        "{what} is a {name}, which extends {base} and may inherit {}",
                        self.target.name
                    ));
                }
            }
        }
        Recv::Typed(name.clone(), format!("{what} is a {name}"))
    }

    /// A typed receiver; a subclass declared in this file may inherit the target method.
    fn typed(&self, t: String, why: String) -> Recv {
        let root = self.file.tree.root_node();
        if let Some(class) = self.local_class(root, &t) {
            if let Recv::Unknown(u) = self.class_instance(class, t.clone(), "receiver") {
                return Recv::Unknown(u);
            }
        }
        Recv::Typed(t, why)
    }

    // ---- verdicts ----

    /// The `C` of a parameter `name: typeof C` in effect at `at` (its identifier node).
    fn typeof_param(&self, at: Node<'a>, name: &str) -> Option<Node<'a>> {
        for n in self.chain(at) {
            if n.kind() == "program" {
                return None;
            }
            if self.binding_in(n, name).is_none() {
                continue;
            }
            // The innermost scope declaring `name`: it must be a parameter of this function.
            let list = n.field("parameters")?;
            let mut c = list.walk();
            let params: Vec<Node<'a>> = list.named_children(&mut c).collect();
            for p in params {
                if !matches!(p.kind(), "required_parameter" | "optional_parameter") {
                    continue;
                }
                let pat = p.field("pattern")?;
                if pat.kind() != "identifier" || self.file.text(pat) != name {
                    continue;
                }
                let mut t = p.field("type")?;
                if t.kind() == "type_annotation" {
                    t = t.named_child(0)?;
                }
                if t.kind() != "type_query" {
                    return None;
                }
                let id = t.named_child(0)?;
                return (id.kind() == "identifier").then_some(id);
            }
            return None;
        }
        None
    }

    /// The names declared by `const` declarators whose value mentions the target's name (a
    /// cheap filter before [`Self::const_alias_of`]'s look-up), read once per file.
    fn alias_candidates(&self) -> &[String] {
        self.alias_names.get_or_init(|| {
            let target = self.target.name.as_bytes();
            let src = &self.file.src;
            if target.is_empty() || memchr::memmem::find(src, target).is_none() {
                return Vec::new();
            }
            let mut out = Vec::new();
            // A declarator whose value mentions the name holds one of its occurrences: only
            // the nodes around those are visited.
            let hits = crate::lang::occurrences(src, &[self.target.name.as_str()]);
            crate::lang::walk_hits(self.file.tree.root_node(), &hits, |n| {
                if n.kind() != "variable_declarator" {
                    return;
                }
                let (Some(p), Some(v)) = (n.field("name"), n.field("value")) else {
                    return;
                };
                // The value, or a declared `typeof f` (`const g: typeof f = ..`).
                let start = n.field("type").map_or(v.start_byte(), |t| t.start_byte());
                let text = &src[start..v.end_byte()];
                if p.kind() == "identifier" && memchr::memmem::find(text, target).is_some() {
                    out.push(self.file.text(p).into_owned());
                }
            });
            out
        })
    }

    /// For a call `name(..)` of a local `const name = <value>`: the identifier in the value
    /// that names the target (`const g = f`; in type-checked files also `a || f`, `a ?? f`,
    /// `c ? f : a`), and the other alternatives when the value is such a choice: g's type is
    /// then the union of theirs and f's, and tsc checks a call against the union's combined
    /// signature (the longest parameter list; as many required as the most any member
    /// requires), not against f's alone.
    fn const_alias_of(&self, at: Node<'a>, name: &str) -> Option<(Node<'a>, Vec<Node<'a>>)> {
        if !self.alias_candidates().iter().any(|c| c == name) {
            return None;
        }
        let Some(Binding::Var { line, .. }) = self.lookup(at, name) else {
            return None;
        };
        // Find the declarator of `name` on that line, in a scope enclosing the call.
        let mut decl = None;
        for n in self.chain(at) {
            let mut c = n.walk();
            for s in n.named_children(&mut c) {
                let s = if s.kind() == "export_statement" {
                    match s.field("declaration") {
                        Some(d) => d,
                        None => continue,
                    }
                } else {
                    s
                };
                if s.kind() != "lexical_declaration" || !text_starts_with(self.file, s, "const") {
                    continue;
                }
                let mut c2 = s.walk();
                for d in s.named_children(&mut c2) {
                    let named = d
                        .field("name")
                        .is_some_and(|p| p.kind() == "identifier" && self.file.text(p) == name);
                    if named && line_of(d) == line {
                        decl = Some(d);
                    }
                }
            }
            if decl.is_some() || n.kind() == "program" {
                break;
            }
        }
        let decl = decl?;
        let typed = self.file.lang != super::super::Lang::JavaScript;
        let target = self.target.name.as_str();
        // `const g: typeof f = ..` (or `const g = x as typeof f`): g's type is f's, so a call
        // of g is checked against f's signature (its overloads) whatever the value.
        if typed {
            if let Some(id) = declared_typeof(decl) {
                if self.file.text(id) == target {
                    return Some((id, Vec::new()));
                }
            }
        }
        let value = unwrap_expr(decl.field("value")?);
        let is_target = |v: Node| v.kind() == "identifier" && self.file.text(v) == target;
        if is_target(value) {
            return Some((value, Vec::new()));
        }
        if !typed {
            return None;
        }
        let alternatives: Vec<Node> = match value.kind() {
            "binary_expression" => {
                let op = value.field("operator")?;
                if !matches!(self.file.text(op).as_ref(), "||" | "??") {
                    return None;
                }
                vec![value.field("left")?, value.field("right")?]
            }
            "ternary_expression" => vec![value.field("consequence")?, value.field("alternative")?],
            _ => return None,
        };
        let alternatives: Vec<Node> = alternatives.into_iter().map(unwrap_expr).collect();
        let of = alternatives.iter().copied().find(|v| is_target(*v))?;
        // `undefined`/`null` and the target itself add no call signature to the union.
        let adds_nothing = |v: Node| {
            is_target(v)
                || matches!(v.kind(), "undefined" | "null")
                || (v.kind() == "identifier" && self.file.text(v) == "undefined")
        };
        let others = alternatives
            .into_iter()
            .filter(|v| !adds_nothing(*v))
            .collect();
        Some((of, others))
    }

    /// A call `g(..)` of `g` imported by name from the target's own module, where that module
    /// declares `export const g: typeof f = ..` (or `= x as typeof f`) with `f` the target (a
    /// module-level function there): g's declared type is f's, so tsc checks the call against
    /// f's signature; or `export const g = f` ([`alias_exports`]): g is f.
    fn typeof_import_call(&mut self, node: Node<'a>, f: Node<'a>, name: &str) -> Option<Call> {
        if !matches!(self.cat, Cat::Free) || !self.target.scope.is_empty() || self.this_file {
            return None;
        }
        let Some(Binding::Import(Import {
            kind: ImportKind::Named(orig),
            ..
        })) = self.module_bindings.get(name)
        else {
            return None;
        };
        let orig = orig.clone();
        let typeof_decl = self.typeof_exports().contains(&orig);
        if !typeof_decl && !alias_exports(self.target, self.ctx).contains(&orig) {
            return None;
        }
        let Some(Binding::Import(i)) = self.lookup(f, name) else {
            return None;
        };
        let (m, why) = self.module_verdict(&i, name);
        if m != Module::Target {
            return None;
        }
        let target = self.target.name.clone();
        let decl = if typeof_decl {
            format!("declared there as `typeof {target}`")
        } else {
            format!("declared there as `{orig} = {target}`")
        };
        Some(Call {
            line: line_of(f),
            byte: node.start_byte(),
            args: self.args_of(node),
            binds: Binds::Yes,
            supplies_receiver: false,
            reason: format!("{why}, {decl}"),
            ..Default::default()
        })
    }

    /// The names the target's module declares as `export const g: typeof f` (see
    /// [`typeof_exports`]).
    fn typeof_exports(&self) -> std::sync::Arc<Vec<String>> {
        typeof_exports(self.target, self.ctx)
    }

    fn module_verdict(&mut self, i: &Import, local: &str) -> (Module, String) {
        let m = self.module(&i.spec);
        let why = format!("{local} {} '{}'", i.how, i.spec);
        (m, why)
    }

    /// A plain call `name(...)` (or `new name(...)` for a constructor target).
    fn plain(&mut self, callee: Node<'a>, name: &str) -> (Binds, String) {
        let want_ctor = matches!(self.cat, Cat::Ctor(_));
        match self.lookup(callee, name) {
            Some(Binding::Import(i)) => {
                let (m, why) = self.module_verdict(&i, name);
                let wanted = if want_ctor {
                    match &self.cat {
                        Cat::Ctor(c) => c.clone(),
                        _ => String::new(),
                    }
                } else {
                    self.target.name.clone()
                };
                if let ImportKind::Named(orig) = &i.kind {
                    if *orig != wanted {
                        return (
                            Binds::No,
                            format!("{name} is {orig} imported from '{}'", i.spec),
                        );
                    }
                }
                if let Cat::Method(owner) = &self.cat {
                    return match m {
                        Module::Target | Module::Alias(_) | Module::Reexport(_) => (
                            Binds::Maybe,
                            format!(
                                "{why}; a plain call of an imported {name}, not a {owner} method"
                            ),
                        ),
                        Module::Other(_) => (Binds::No, why),
                    };
                }
                if matches!(i.kind, ImportKind::Default)
                    && m == Module::Target
                    && !self.default_export_is(&wanted)
                {
                    return (
                        Binds::Maybe,
                        format!("{why}, whose default export may not be {wanted}"),
                    );
                }
                if m == Module::Target && !want_ctor && !self.target.scope.is_empty() {
                    return (
                        Binds::Maybe,
                        format!("{why}; the target is nested, not a module export"),
                    );
                }
                match m {
                    Module::Target => (Binds::Yes, why),
                    Module::Alias(_) => (
                        Binds::Maybe,
                        format!("{why} (a path alias that may be the target's file)"),
                    ),
                    Module::Reexport(p) => (Binds::Maybe, format!("{why}; {p} re-exports names")),
                    Module::Other(_) => (Binds::No, why),
                }
            }
            Some(Binding::Func { line, module_level }) => self.local_def(name, line, module_level),
            Some(Binding::Class { line }) => self.local_def(name, line, true),
            Some(Binding::Var { func, line, .. }) => {
                if self.this_file && self.is_target_line(line) {
                    (
                        Binds::Yes,
                        format!("{name} is defined in this file at line {line}"),
                    )
                } else if func {
                    (
                        Binds::No,
                        format!("{name} is the local function at line {line}"),
                    )
                } else {
                    (
                        Binds::Maybe,
                        format!("{name} is a variable (line {line}) that may hold it"),
                    )
                }
            }
            Some(Binding::Param(_)) => (
                Binds::Maybe,
                format!("{name} is a parameter; only the caller's argument could tell"),
            ),
            None => match &self.cat {
                Cat::Method(owner) => (
                    Binds::No,
                    format!("a plain call cannot reach the method {owner}.{name}"),
                ),
                Cat::Free => match self.destructured_target(name) {
                    Some(why) => (Binds::Yes, why),
                    None => (
                        Binds::Maybe,
                        format!("{name} is not imported or defined here: global or injected"),
                    ),
                },
                _ => (
                    Binds::Maybe,
                    format!("{name} is not imported or defined here: global or injected"),
                ),
            },
        }
    }

    /// The evidence that `name`, destructured at module level from an object imported by name
    /// straight from the target's file (`const { expandKeyLE } = unsafe` with `import { unsafe
    /// } from './aes'`), is the target, a free function declared at module level there: the
    /// object's declared type gives the property the type `typeof` the target's name (`unsafe:
    /// { expandKeyLE: typeof expandKeyLE }`), or, with no declared type, the object literal
    /// (or `Object.freeze` of one) holds the target's name under that key (`{ expandKeyLE }`,
    /// `{ key: expandKeyLE }`). tsc types the binding by that property; `None` when unsure.
    fn destructured_target(&self, name: &str) -> Option<String> {
        if !self.target.scope.is_empty() || self.file.lang == super::super::Lang::JavaScript {
            return None;
        }
        let (src, key) = module_destructured(self.file, name)?;
        let Some(Binding::Import(Import {
            spec,
            kind: ImportKind::Named(orig),
            ..
        })) = self.module_bindings.get(&src)
        else {
            return None;
        };
        match resolve_spec(self.ctx, &self.file.rel_path, spec) {
            Resolved::File(p) if p == self.target.rel_path => {}
            _ => return None,
        }
        let parsed = self.ctx.parsed(&self.target.rel_path, self.target.lang)?;
        object_property_names(&parsed, orig, &key, &self.target.name).then(|| {
            format!(
                "{name} is destructured from {src} (imported from '{spec}'), whose property {key} is the target"
            )
        })
    }

    fn local_def(&self, name: &str, line: usize, module_level: bool) -> (Binds, String) {
        if let Cat::Method(owner) = &self.cat {
            return (
                Binds::No,
                format!("{name} is the function at line {line}, not a {owner} method"),
            );
        }
        let top =
            module_level && (self.target.scope.is_empty() || matches!(self.cat, Cat::Ctor(_)));
        if self.this_file && (self.is_target_line(line) || top) {
            (
                Binds::Yes,
                format!("{name} is defined in this file at line {line}"),
            )
        } else {
            (
                Binds::No,
                format!("{name} is defined in this file at line {line}"),
            )
        }
    }

    /// Whether the target's module exports `name` as its default (`export default function
    /// name`, `export default name`, `export { name as default }`, `module.exports = name`).
    fn default_export_is(&self, name: &str) -> bool {
        if self
            .target
            .defs
            .iter()
            .any(|d| d.signature.starts_with("export default"))
        {
            return true;
        }
        let text = if self.this_file {
            Some(String::from_utf8_lossy(&self.file.src).into_owned())
        } else {
            self.ctx.read_to_string(&self.target.rel_path)
        };
        let Some(text) = text else { return false };
        if text.contains(&format!("{name} as default")) {
            return true;
        }
        let ident = |c: char| c.is_alphanumeric() || c == '_' || c == '$';
        ["export default", "module.exports ="].iter().any(|kw| {
            text.match_indices(kw).any(|(i, _)| {
                let rest = text.get(i + kw.len()..).unwrap_or("");
                let head = rest
                    .split(['(', '{', ';', '\n', '<', '='])
                    .next()
                    .unwrap_or("");
                head.split(|c: char| !ident(c)).any(|w| w == name)
            })
        })
    }

    fn owner_supertypes(&self) -> &[String] {
        self.supertypes.get_or_init(|| {
            let Some(owner) = self.target.owner() else {
                return Vec::new();
            };
            let text = if self.this_file {
                Some(String::from_utf8_lossy(&self.file.src).into_owned())
            } else {
                self.ctx.read_to_string(&self.target.rel_path)
            };
            text.map(|t| supertypes_in(&t, owner)).unwrap_or_default()
        })
    }

    fn is_target_line(&self, line: usize) -> bool {
        self.target
            .defs
            .iter()
            .any(|d| d.line <= line && line <= d.end_line)
    }

    /// Whether a receiver of the type `t` (as named at `obj`) has the target method `owner.name`.
    fn typed_verdict(
        &self,
        obj: Node<'a>,
        t: &str,
        why: String,
        owner: &str,
        name: &str,
    ) -> (Binds, String) {
        if t == owner {
            // The owner's name is no proof: tsc reads the name where it is written, and
            // another module's class, interface or alias may carry it.
            match self.owner_name_home(obj, t) {
                Tri::Yes => (Binds::Yes, why),
                Tri::No => (
                    Binds::No,
                    format!("{why}, another {owner} than the target's"),
                ),
                // Not declared nor imported here: a name read from another module's
                // declaration (a return or field type) stays the owner's, unless this file
                // spells it through a namespace (`z.ZodType`) that may be another module's.
                Tri::Unsure => match self.namespace_spells(t) {
                    None | Some(Tri::Yes) => (Binds::Yes, why),
                    Some(_) => (
                        Binds::Maybe,
                        format!("{why}, spelled here through a namespace that may not be the target's module"),
                    ),
                },
            }
        } else if self.owner_supertypes().iter().any(|s| s == t) {
            (
                Binds::Maybe,
                format!("{why}, which {owner} extends or implements"),
            )
        } else if self.receiver_inherits(obj, t) {
            (Binds::Yes, format!("{why}, which inherits {owner}.{name}"))
        } else if let Some(verdict) = self.block_class_verdict(obj, t, &why, owner, name) {
            verdict
        } else {
            match self.type_alias_has_target(t) {
                Some(Tri::Yes) => (Binds::Yes, format!("{why}, an alias of {owner}")),
                Some(Tri::Unsure) => match self.alias_class(t) {
                    // An alias of another class reads as that class would: a receiver of
                    // its type holds no owner unless the owner extends or implements it.
                    Some((_, c)) if !self.owner_supertypes().contains(&c) => (
                        Binds::No,
                        format!("{why}, an alias of the class {c}, not {owner}"),
                    ),
                    _ => (
                        Binds::Maybe,
                        format!("{why}, a type alias that may name {owner}"),
                    ),
                },
                // `ReturnType<typeof f>`: the standard library computes the type, which may
                // be the owner's.
                None if LIB_TYPE_FUNCTIONS.contains(&t)
                    && self.type_home_in(self.file, t).is_none() =>
                {
                    (
                        Binds::Maybe,
                        format!("{why}, a type the standard library's {t} computes"),
                    )
                }
                Some(Tri::No) | None => (Binds::No, format!("{why}, not {owner}")),
            }
        }
    }

    /// Whether the type name `t`, spelled as the target's owner, names the owner where it is
    /// read at `at`, as tsc resolves it: a class in scope is the owner in the target's file
    /// only; else the class, interface or alias the module declares or imports by that name
    /// (through re-exports) is the owner only when it is the target file's. A name neither
    /// declared nor imported here (a global, or one a qualified name `ns.T` stripped of its
    /// namespace) is not followed: `Unsure`.
    fn owner_name_home(&self, at: Node<'a>, t: &str) -> Tri {
        let is_owner = |(p, n): (String, String)| {
            if p == self.target.rel_path && n == t {
                Tri::Yes
            } else {
                Tri::No
            }
        };
        match self.lookup(at, t) {
            Some(Binding::Class { .. }) if self.this_file => Tri::Yes,
            Some(Binding::Class { .. }) => Tri::No,
            Some(Binding::Import(i)) => match self
                .class_home_at(at, t)
                .or_else(|| self.type_home_in(self.file, t))
            {
                Some(home) => is_owner(home),
                // No declaration read: the module the name comes from decides, as for a
                // value imported by name.
                // A relative specifier no file of the tree answers (`Module::Other` of a
                // guessed path) proves nothing.
                None => match (&i.kind, self.resolve(&i.spec)) {
                    (ImportKind::Named(orig), Module::Target) if orig == t => Tri::Yes,
                    (ImportKind::Named(orig), Module::Other(_))
                        if orig == t
                            && !matches!(
                                resolve_spec(self.ctx, &self.file.rel_path, &i.spec),
                                Resolved::Guess(_)
                            ) =>
                    {
                        Tri::No
                    }
                    _ => Tri::Unsure,
                },
            },
            _ => self
                .type_home_in(self.file, t)
                .map_or(Tri::Unsure, is_owner),
        }
    }

    /// How the namespace imports of this file that spell `ns.t` somewhere in its text lead
    /// to the target: `Yes` when each is the target's module (or surely re-exports the owner
    /// from it), `No` when one surely is not, `Unsure` otherwise; `None` when no namespace
    /// import is so spelled.
    fn namespace_spells(&self, t: &str) -> Option<Tri> {
        let src = &self.file.src;
        let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
        let mut verdict: Option<Tri> = None;
        for (local, b) in &self.module_bindings {
            let Binding::Import(Import {
                spec,
                kind: ImportKind::Namespace,
                ..
            }) = b
            else {
                continue;
            };
            let needle = format!("{local}.{t}");
            let spelled = memchr::memmem::find_iter(src, needle.as_bytes()).any(|at| {
                let end = at + needle.len();
                (at == 0 || !word(src[at - 1])) && !src.get(end).is_some_and(|c| word(*c))
            });
            if !spelled {
                continue;
            }
            let v = match self.resolve(spec) {
                Module::Target => Tri::Yes,
                Module::Other(_) => Tri::No,
                Module::Alias(_) | Module::Reexport(_) => Tri::Unsure,
            };
            verdict = Some(match (verdict, v) {
                (None, v) | (Some(Tri::Yes), v) => v,
                (Some(Tri::No), _) | (_, Tri::No) => Tri::No,
                _ => Tri::Unsure,
            });
        }
        verdict
    }

    /// `x.name(..)` where `x` is a parameter declared as a union of types (`x: A | B`; a
    /// default value does not narrow it), never assigned in its function, that no condition
    /// may narrow where the call is (see [`Self::union_narrowing`]; a narrowing may also add a
    /// subclass, so it leaves even a union without the target unsure). tsc checks a call on a
    /// union against one signature combined from every member's `name` (TypeScript 3.3): it
    /// needs as many arguments as the member that needs the most. So where a member has the
    /// target method (the target's class, a subclass that inherits it, an alias of either),
    /// the call reaches the target (`Yes`) when it passes no more arguments than the target
    /// takes: fewer than it requires break the call; more may fit another member's `name`
    /// (`Maybe`). No member has it: `No`. `None` when the receiver is no such parameter (the
    /// ordinary receiver rules judge it).
    fn union_member(
        &self,
        obj: Node<'a>,
        name: &str,
        args: Option<usize>,
    ) -> Option<(Binds, String)> {
        let owner = self.cat.clone_owner()?;
        if self.file.lang == super::super::Lang::JavaScript {
            return None;
        }
        let id = unwrap_expr_keep_as(self.file, obj)?;
        if id.kind() != "identifier" {
            return None;
        }
        let var = self.text(id);
        // `Param(Some(..))` when the annotation is one name (perhaps an alias of a union).
        if !matches!(self.lookup(id, &var)?, Binding::Param(_)) {
            return None;
        }
        let ann = self.declared_ann(id)?;
        let param = ann.parent()?;
        if !matches!(param.kind(), "required_parameter" | "optional_parameter") {
            return None;
        }
        // `x: A | B`, or `x: V` with `type V = A | B` (its members read where it is declared).
        let members = match union_members(self.file, ann) {
            Some(m) => Ok(m),
            None => Err(self.alias_union_homes(id, ann)?),
        };
        // A branch of `instanceof` or a type guard: the ordinary rules read the class.
        if self.narrowed(id, &var).is_some() {
            return None;
        }
        if let Some(how) = self.union_narrowing(id, &var, false) {
            return Some((Binds::Maybe, format!("receiver {var} is a union; {how}")));
        }
        let verdicts: Vec<(Binds, String)> = match members {
            Ok(members) => members
                .into_iter()
                .map(|m| match base_type(self.file, m) {
                    Some(t) if !self.is_type_param(id, &t) => {
                        let why = format!("receiver {var} is a union with {t}");
                        match self.typed(t.clone(), why) {
                            Recv::Typed(t, why) => self.typed_verdict(id, &t, why, &owner, name),
                            _ => (Binds::Maybe, String::new()),
                        }
                    }
                    _ => (Binds::Maybe, String::new()),
                })
                .collect(),
            Err((alias, homes)) => homes
                .into_iter()
                .map(|home| {
                    let Some((path, n)) = home else {
                        return (Binds::Maybe, String::new());
                    };
                    let verdict = match self.type_has_target(&path, &n, 0) {
                        Tri::Yes => Binds::Yes,
                        Tri::No => Binds::No,
                        Tri::Unsure => Binds::Maybe,
                    };
                    let why = format!("receiver {var} is of the union alias {alias} with {n}");
                    (verdict, why)
                })
                .collect(),
        };
        let mut reaches = None;
        let mut all_no = true;
        for verdict in verdicts {
            match verdict.0 {
                Binds::Yes => {
                    reaches.get_or_insert(verdict.1);
                }
                Binds::No => {}
                Binds::Maybe => all_no = false,
            }
        }
        let Some(why) = reaches else {
            return Some(if all_no {
                (
                    Binds::No,
                    format!("receiver {var} is a union of types none of which is {owner}"),
                )
            } else {
                (
                    Binds::Maybe,
                    format!("receiver {var} is a union that may hold a {owner}"),
                )
            });
        };
        let why = format!("{why}: tsc checks the call against every member's {name}");
        let [d] = self.target.defs.as_slice() else {
            return Some((Binds::Maybe, format!("{why}; {owner}.{name} is overloaded")));
        };
        if !args.is_some_and(|n| d.params.variadic || n <= d.params.count) {
            return Some((
                Binds::Maybe,
                format!("{why}; another member's {name} may take more arguments"),
            ));
        }
        Some((Binds::Yes, why))
    }

    /// The members of the union a parameter's annotation `ann` names through a type alias
    /// (`date: DateValue` with `type DateValue = CalendarDate | CalendarDateTime |
    /// ZonedDateTime`, declared once at module level here or imported, without type
    /// parameters), for [`Self::union_member`]: each member's home (module file, name there)
    /// looked up where the alias is declared, `None` for a member that names no one type of
    /// the repository (an object type, a generic, a global). With the alias's name. `None`
    /// when `ann` is no such alias, or a member is `any` or `unknown`.
    fn alias_union_homes(&self, at: Node<'a>, ann: Node<'a>) -> Option<AliasUnion> {
        let t = if ann.kind() == "type_annotation" {
            ann.named_child(0)?
        } else {
            ann
        };
        if t.kind() != "type_identifier" {
            return None;
        }
        let alias = self.text(t);
        if self.is_type_param(at, &alias) {
            return None;
        }
        let (path, n) = self.type_home_in(self.file, &alias)?;
        Some((alias, self.alias_union_at(&path, &n)?))
    }

    /// The members' homes of the union the type alias `n` of the module file `path` names
    /// (see [`Self::alias_union_homes`]), read once per alias.
    fn alias_union_at(&self, path: &str, n: &str) -> Option<Vec<Option<(String, String)>>> {
        let key = format!("js:alias-union:{path}\0{n}");
        let homes = self.ctx.memo(&key, || {
            self.with_decls(path, n, |f| {
                let [d] = type_decls(f, n)[..] else {
                    return None;
                };
                if d.kind() != "type_alias_declaration" || d.field("type_parameters").is_some() {
                    return None;
                }
                self.member_homes(f, union_members(f, d.field("value")?)?)
            })
            .flatten()
        });
        homes.as_ref().clone()
    }

    /// `x.name(..)` on a value of a declared union type other than a parameter's (those are
    /// [`Self::union_member`]'s): a call whose method declares it as its return type
    /// (`this.T()?.decodeText()` with `T(): PDFString | PDFHexString | undefined`), a
    /// variable never assigned again that such a call initialises or that is declared so
    /// (`const v = f.getText(); v?.decodeText()`; a variable declared with a union type is
    /// narrowed by its initialiser, so not so), an element of an array so typed
    /// (`values[i].decodeText()` with `values: (PDFString | PDFHexString)[]`, or returned so),
    /// a value cast to a union (`(x as A | B).m()`). tsc checks the call against every
    /// member's `name`, so where a member has the target method (the owner, a class that
    /// inherits it) a call passing fewer arguments than it requires breaks: `Yes` as
    /// [`Self::union_member`] tells it, where no condition may narrow the variable (see
    /// [`Self::union_narrowing`]). `None` otherwise: the ordinary rules judge the call.
    fn union_value(
        &self,
        obj: Node<'a>,
        name: &str,
        args: Option<usize>,
    ) -> Option<(Binds, String)> {
        let owner = self.cat.clone_owner()?;
        if self.file.lang == super::super::Lang::JavaScript {
            return None;
        }
        let [d] = self.target.defs.as_slice() else {
            return None;
        };
        if !args.is_some_and(|n| d.params.variadic || n <= d.params.count) {
            return None;
        }
        let e = unwrap_expr_keep_as(self.file, obj)?;
        let (members, why) = match e.kind() {
            "as_expression" => {
                let names = union_names(self.file, e.named_child(1)?, false)?;
                let here = names
                    .into_iter()
                    .map(|n| n.map_or(UnionMember::Unknown, UnionMember::Here));
                (here.collect(), "receiver cast to a union".to_string())
            }
            "call_expression" => {
                let (m, how) = self.call_union(e, false)?;
                (m, format!("receiver {how}"))
            }
            "identifier" => self.var_union(e, false)?,
            "member_expression" => self.field_union(e)?,
            "subscript_expression" => {
                let index = e.field("index")?;
                if matches!(index.kind(), "string" | "template_string") {
                    return None;
                }
                let o = unwrap_expr(e.field("object")?);
                if o.kind() != "identifier" {
                    return None;
                }
                let (m, why) = self.var_union(o, true)?;
                (m, format!("{why}, an element of it"))
            }
            _ => return None,
        };
        let reaches = members.iter().any(|m| match m {
            UnionMember::Here(t) if !self.is_type_param(e, t) => {
                match self.typed(t.clone(), String::new()) {
                    Recv::Typed(t, _) => {
                        self.typed_verdict(e, &t, String::new(), &owner, name).0 == Binds::Yes
                    }
                    _ => false,
                }
            }
            UnionMember::Home(p, c) => self.home_reaches(p, c, &owner),
            _ => false,
        });
        reaches.then(|| {
            (
                Binds::Yes,
                format!("{why}, a union with {owner}: tsc checks the call against every member's {name}"),
            )
        })
    }

    /// [`Self::union_value`] for a receiver the ordinary rules type by name alone that is a
    /// field read (`this.anchor`, `selection.anchor`) or a variable such a read initialises:
    /// the field's declared union decides (see [`Self::field_union`]).
    fn field_union_value(
        &self,
        obj: Node<'a>,
        name: &str,
        args: Option<usize>,
    ) -> Option<(Binds, String)> {
        let e = unwrap_expr_keep_as(self.file, obj)?;
        let field = match e.kind() {
            "member_expression" => true,
            "identifier" => self
                .var_value(e, &self.text(e))
                .is_some_and(|(v, _)| unwrap_expr(v).kind() == "member_expression"),
            _ => false,
        };
        if !field {
            return None;
        }
        self.union_value(obj, name, args)
    }

    /// The union members (and the evidence) of the field read `e` (`o.p`, `this.p`) for
    /// [`Self::union_value`]: the field `p` of the class `o` holds (`this`'s enclosing class,
    /// or the class the ordinary receiver rules give `o`), declared with a union annotation
    /// or an alias of one (lexical's `anchor: PointType` with `type PointType = TextPointType
    /// | ElementPointType`), each member by its home. tsc checks a call on the field against
    /// every member's method. `None` where no such field is declared, or where tsc may narrow
    /// the field's read at `e` (see [`Self::field_narrowed`]).
    fn field_union(&self, e: Node<'a>) -> Option<(Vec<UnionMember>, String)> {
        let prop = self.text(e.field("property")?);
        let o = unwrap_expr(e.field("object")?);
        let homes = if o.kind() == "this" {
            let class = self.enclosing_class(o)?;
            let ann = self.field_ann(class, &prop)?;
            self.ann_union_homes(self.file, ann)?
        } else {
            let (path, class) = match self.receiver(o) {
                Recv::Typed(t, _) if !self.is_type_param(o, &t) => {
                    self.class_home_in(self.file, &t)?
                }
                Recv::Home(path, t, _) => (path, t),
                _ => return None,
            };
            let key = format!("js:field-union:{path}\0{class}\0{prop}");
            self.ctx
                .memo(&key, || {
                    self.with_decls(&path, &class, |f| {
                        let c = class_decl(f, &class)?;
                        let ann = field_or_param_ann(f, c, &prop, false)?;
                        self.ann_union_homes(f, ann)
                    })
                    .flatten()
                })
                .as_ref()
                .clone()?
        };
        if self.field_narrowed(e, &prop) {
            return None;
        }
        let members = homes
            .into_iter()
            .map(|h| h.map_or(UnionMember::Unknown, |(p, c)| UnionMember::Home(p, c)))
            .collect();
        let why = format!("receiver {} is a field declared as a union", self.text(e));
        Some((members, why))
    }

    /// The members' homes of the union the annotation `ann` of `file` declares: written out
    /// (`A | B`) or through a type alias without type parameters (see
    /// [`Self::alias_union_at`]). `None` when it is no union, or a member is `any` or
    /// `unknown`.
    fn ann_union_homes(
        &self,
        file: &SourceFile,
        ann: Node,
    ) -> Option<Vec<Option<(String, String)>>> {
        let mut t = ann;
        if t.kind() == "type_annotation" {
            t = t.named_child(0)?;
        }
        if let Some(members) = union_members(file, t) {
            return self.member_homes(file, members);
        }
        if t.kind() != "type_identifier" {
            return None;
        }
        let (path, n) = self.type_home_in(file, &file.text(t))?;
        self.alias_union_at(&path, &n)
    }

    /// The homes (module file, name there) of a union's members as `file` names them, `None`
    /// for a member that names no one type of the repository; `None` overall when a member is
    /// `any` or `unknown` (the union is then that type, whose calls tsc does not check).
    fn member_homes(
        &self,
        file: &SourceFile,
        members: Vec<Node>,
    ) -> Option<Vec<Option<(String, String)>>> {
        let mut out = Vec::with_capacity(members.len());
        for m in members {
            match m.kind() {
                "predefined_type" if matches!(file.text(m).as_ref(), "any" | "unknown") => {
                    return None
                }
                "type_identifier" => out.push(self.type_home_in(file, &file.text(m))),
                _ => out.push(None),
            }
        }
        Some(out)
    }

    /// Whether tsc may narrow the field read `e` (`o.p`) where it is: a condition around it
    /// that names `p` at all, or, before it in its function (a field's narrowing ends at a
    /// function's boundary), a statement holding such a condition (`if`, `switch`, a loop, a
    /// ternary), an assignment to something named `p`, or a call passed a read of a field
    /// `p` (an assertion function). Read by name alone, so any such mention counts; a plain
    /// read before (`const a = s.anchor`) narrows nothing.
    fn field_narrowed(&self, e: Node<'a>, prop: &str) -> bool {
        let file = self.file;
        let names = |n: Node| {
            let mut found = false;
            crate::lang::walk_pruned(n, |m| {
                if matches!(
                    m.kind(),
                    "identifier" | "property_identifier" | "shorthand_property_identifier"
                ) && file.text(m) == prop
                {
                    found = true;
                }
                !found
            });
            found
        };
        let field_read = |a: Node| {
            let a = unwrap_expr(a);
            a.kind() == "member_expression"
                && a.field("property").is_some_and(|p| file.text(p) == prop)
        };
        let narrows = |s: Node| {
            let mut found = false;
            crate::lang::walk_pruned(s, |m| {
                found |= match m.kind() {
                    "if_statement" | "while_statement" | "do_statement" | "for_statement"
                    | "ternary_expression" => m.field("condition").is_some_and(names),
                    "switch_statement" => m.field("value").is_some_and(names),
                    "assignment_expression" | "augmented_assignment_expression" => {
                        m.field("left").is_some_and(names)
                    }
                    "call_expression" => m.field("arguments").is_some_and(|a| {
                        let mut c = a.walk();
                        let read = a.named_children(&mut c).any(field_read);
                        read
                    }),
                    _ => false,
                };
                !found
            });
            found
        };
        let mut child = e;
        for n in self.chain(e) {
            let field = |f: &'static str| n.field(f);
            let is = |f: &'static str| field(f).is_some_and(|c| c.id() == child.id());
            let cond = match n.kind() {
                "if_statement" | "ternary_expression" if is("consequence") || is("alternative") => {
                    field("condition")
                }
                "binary_expression" if is("right") => field("left"),
                "while_statement" | "do_statement" | "for_statement" if is("body") => {
                    field("condition")
                }
                "switch_statement" if is("body") => field("value"),
                "statement_block" | "switch_body" | "switch_case" | "switch_default" => {
                    let mut c = n.walk();
                    let before = n
                        .named_children(&mut c)
                        .take_while(|s| s.start_byte() < child.start_byte())
                        .any(narrows);
                    if before {
                        return true;
                    }
                    None
                }
                _ => None,
            };
            if cond.is_some_and(names) {
                return true;
            }
            if declares_parameters(n.kind()) || n.kind() == "program" {
                return false;
            }
            child = n;
        }
        false
    }

    /// Whether an instance of the type `class` declared in the module file `path` has the
    /// target method: it is the owner, a class that inherits it, or (an interface or alias
    /// owner) a type that surely has it.
    fn home_reaches(&self, path: &str, class: &str, owner: &str) -> bool {
        (path == self.target.rel_path && class == owner)
            || self.inherits_target(path, class)
            || (self.owner_is_type() && self.type_has_target(path, class, 0) == Tri::Yes)
    }

    /// The union members (and the evidence) of the variable or parameter `id` (with `element`,
    /// of its array's elements) for [`Self::union_value`]: a variable initialised by a call
    /// that returns one (see [`Self::call_union`]), never assigned again; with `element` also
    /// a variable or parameter declared as an array of one. `None` where a branch of
    /// `instanceof` or a type guard, or a condition or statement, may narrow it.
    fn var_union(&self, id: Node<'a>, element: bool) -> Option<(Vec<UnionMember>, String)> {
        let var = self.text(id);
        let param = match self.lookup(id, &var)? {
            Binding::Var { .. } => false,
            Binding::Param(_) if element => true,
            _ => return None,
        };
        let declared = self.declared_ann(id);
        // A variable declared with a union type is narrowed by its initialiser to the
        // members the value may be (`const w: A | B = new B()` is a B where it is used): only
        // its array's element type stays as declared.
        if !param && !element && declared.is_some() {
            return None;
        }
        if param {
            let ann = declared?;
            if !matches!(
                ann.parent()?.kind(),
                "required_parameter" | "optional_parameter"
            ) {
                return None;
            }
        } else if !matches!(self.var_value(id, &var)?, (_, None)) {
            return None;
        }
        let why = format!("receiver {var}");
        // `assertIsLiteralOrHexString(title); title.decodeText()`: the union the assertion
        // function asserts, read in place of the value's.
        if !param && !element && declared.is_none() {
            if let Some((stmt, names)) = self.asserted_union(id, &var) {
                if self.narrowed(id, &var).is_some()
                    || self
                        .union_narrowing_but(id, &var, false, Some(stmt.id()))
                        .is_some()
                {
                    return None;
                }
                let here = names
                    .into_iter()
                    .map(|n| n.map_or(UnionMember::Unknown, UnionMember::Here));
                let how = format!(
                    "{why} is asserted a union by the call at line {}",
                    line_of(stmt)
                );
                return Some((here.collect(), how));
            }
        }
        let found = match declared {
            Some(ann) => {
                let names = union_names(self.file, ann, element)?;
                let here = names
                    .into_iter()
                    .map(|n| n.map_or(UnionMember::Unknown, UnionMember::Here));
                (here.collect(), format!("{why} is declared as a union"))
            }
            None => {
                let (value, _) = self.var_value(id, &var)?;
                let value = unwrap_expr(value);
                match value.kind() {
                    "call_expression" => {
                        let (members, how) = self.call_union(value, element)?;
                        (members, format!("{why} holds the value of {how}"))
                    }
                    // `const anchor = selection.anchor`, a field declared as a union.
                    "member_expression" if !element => {
                        let (members, how) = self.field_union(value)?;
                        (members, format!("{why} holds a field: {how}"))
                    }
                    _ => return None,
                }
            }
        };
        // Last, for a union only: the narrowing look-ups walk the statements around the
        // call, and most receivers of a target's name are no union.
        if self.narrowed(id, &var).is_some() || self.union_narrowing(id, &var, element).is_some() {
            return None;
        }
        Some(found)
    }

    /// The statement before `id` (a use of the variable `var`, declared without a type and
    /// never assigned again) that asserts `var` a union, with the union's member names: the
    /// nearest statement before `id` in the blocks around it (up to its function) that may
    /// narrow `var` is a call `assertF(.., var, ..)` of a function declared once at module
    /// level in this file, with no type parameters, whose return type is `asserts p is A |
    /// B` on the parameter `var` is passed to. tsc narrows `var` to the asserted union after
    /// it (its value of no narrower type: the variable is declared by a value the rules here
    /// tell no type of, as [`Self::guarded_class`] requires).
    fn asserted_union(&self, id: Node<'a>, var: &str) -> Option<(Node<'a>, Vec<Option<String>>)> {
        if self.file.lang == super::super::Lang::JavaScript {
            return None;
        }
        // The assertion function is declared in this file: most files declare none, and the
        // walk below reads every statement before the use.
        let asserts = self
            .asserts
            .get_or_init(|| memchr::memmem::find(&self.file.src, b"asserts ").is_some());
        if !*asserts {
            return None;
        }
        let Some(Binding::Var { ty: None, .. }) = self.lookup(id, var) else {
            return None;
        };
        // The initialiser's own union (`lookup(k, A, B)`) may be narrower than the asserted.
        let (value, None) = self.var_value(id, var)? else {
            return None;
        };
        let value = unwrap_expr(value);
        if value.kind() == "call_expression" && self.call_union(value, false).is_some() {
            return None;
        }
        let file = self.file;
        let mut child = id;
        for n in self.chain(id) {
            if declares_parameters(n.kind()) || n.kind() == "program" {
                return None;
            }
            if n.kind() == "statement_block" {
                let mut c = n.walk();
                let before: Vec<Node<'a>> = n
                    .named_children(&mut c)
                    .take_while(|s| s.start_byte() < child.start_byte())
                    .collect();
                if let Some(s) = before
                    .into_iter()
                    .rev()
                    .find(|s| self.stmt_narrows(*s, var, false))
                {
                    let call = s.named_child(0).filter(|e| {
                        s.kind() == "expression_statement" && e.kind() == "call_expression"
                    })?;
                    let f = call.field("function")?;
                    let args = call.field("arguments")?;
                    if f.kind() != "identifier" || args.kind() != "arguments" {
                        return None;
                    }
                    let mut c = args.walk();
                    let list: Vec<Node> = args.named_children(&mut c).collect();
                    if list.iter().any(|a| a.kind() == "spread_element") {
                        return None;
                    }
                    let index = list
                        .iter()
                        .position(|a| a.kind() == "identifier" && file.text(*a) == var)?;
                    let fname = file.text(f);
                    let Some(Binding::Func {
                        module_level: true, ..
                    }) = self.lookup(call, &fname)
                    else {
                        return None;
                    };
                    let ty = assertion_type(file, &fname, index)?;
                    return Some((s, union_names(file, ty, false)?));
                }
            }
            child = n;
        }
        None
    }

    /// The union members (and the evidence) of what the call `o.m(..)` returns (with
    /// `element`, of the elements of the array it returns): the return type the method of
    /// `o`'s class declares (see [`Self::chain_class`], [`Self::method_union`]).
    fn call_union(&self, call: Node<'a>, element: bool) -> Option<(Vec<UnionMember>, String)> {
        let f = unwrap_expr(call.field("function")?);
        if f.kind() != "member_expression" {
            return None;
        }
        let (o, p) = (f.field("object")?, f.field("property")?);
        if p.kind() != "property_identifier" {
            return None;
        }
        let method = self.text(p);
        let (path, class) = self.chain_class(o, 0)?;
        let homes = self.method_union(&path, &class, &method, element)?;
        let members = homes
            .into_iter()
            .map(|h| h.map_or(UnionMember::Unknown, |(p, c)| UnionMember::Home(p, c)))
            .collect();
        Some((members, format!("{method}(..), declared to return a union")))
    }

    /// The members of the union the method `method` of the class `class` of `path` declares
    /// as its return type (with `element`, its array's element type), each as the module
    /// that declares it (`None` for a member not found so); a method the class surely does not
    /// declare is read from its plainly named base, up the chain (see [`class_method_union`]).
    fn method_union(
        &self,
        path: &str,
        class: &str,
        method: &str,
        element: bool,
    ) -> Option<Vec<Option<(String, String)>>> {
        let key = format!("js:method-union:{path}:{class}:{method}:{element}");
        self.ctx
            .memo(&key, || {
                let (mut path, mut class) = (path.to_string(), class.to_string());
                for _ in 0..MAX_REEXPORT_DEPTH {
                    let decls = self.class_module(&path, &class, false)?;
                    let decl = class_decl(&decls, &class)?;
                    if let Some(names) = class_method_union(&decls, decl, method, element) {
                        return Some(
                            names
                                .into_iter()
                                .map(|n| n.and_then(|n| self.type_home_in(&decls, &n)))
                                .collect(),
                        );
                    }
                    if !surely_undeclared(&decls, decl, method) {
                        return None;
                    }
                    let base = plain_superclass(&decls, decl)?;
                    (path, class) = self.class_home_in(&decls, &base)?;
                }
                None
            })
            .as_ref()
            .clone()
    }

    /// What may narrow the parameter `var` (declared as a union) at `at`, a use of it: an
    /// assignment to it in the function; a condition around `at` that mentions it (`if`,
    /// `?:`, the left of `&&`/`||`/`??`, a loop's condition, a `switch`'s value or cases), or
    /// a statement before `at` (in any block between `at` and the function) that holds an
    /// `if` or `switch` whose condition mentions it and may leave the flow (`return`,
    /// `throw`, `break`, `continue`, a call that may never return), or a call statement
    /// that mentions it (an assertion function). A condition mentions it where it is not
    /// only read through a property of a property (`x.state.meta` cannot narrow `x`), or
    /// through a `const` it initializes (an aliased condition, `const isA = x instanceof A`).
    /// Conservative: what is told may or may not narrow.
    fn union_narrowing(&self, at: Node<'a>, var: &str, array: bool) -> Option<String> {
        self.union_narrowing_but(at, var, array, None)
    }

    /// [`Self::union_narrowing`] but for the statement `skip` (the assertion call a union
    /// is read from, see [`Self::asserted_union`]).
    fn union_narrowing_but(
        &self,
        at: Node<'a>,
        var: &str,
        array: bool,
        skip: Option<usize>,
    ) -> Option<String> {
        let file = self.file;
        let mut child = at;
        for n in self.chain(at) {
            if n.kind() == "program" {
                return None;
            }
            let field = |f: &'static str| n.field(f);
            let is = |f: &'static str| field(f).is_some_and(|c| c.id() == child.id());
            // Whether the condition holds where `at` is, when the branch tells it.
            let mut holds = None;
            let cond = match n.kind() {
                "if_statement" | "ternary_expression" if is("consequence") || is("alternative") => {
                    holds = Some(is("consequence"));
                    field("condition")
                }
                "binary_expression" if is("right") => field("left").filter(|_| {
                    let op = field("operator").map(|o| file.text(o).into_owned());
                    holds = match op.as_deref() {
                        Some("&&") => Some(true),
                        Some("||") => Some(false),
                        _ => None,
                    };
                    matches!(op.as_deref(), Some("&&" | "||" | "??"))
                }),
                "while_statement" | "do_statement" | "for_statement" if is("body") => {
                    field("condition")
                }
                "switch_statement" if is("body") => {
                    if self.switch_mentions(n, var) {
                        return Some(format!("a switch may narrow {var}"));
                    }
                    None
                }
                "statement_block" | "switch_body" | "switch_case" | "switch_default"
                | "class_static_block" => {
                    let mut c = n.walk();
                    for s in n.named_children(&mut c) {
                        if s.start_byte() >= child.start_byte() {
                            break;
                        }
                        if Some(s.id()) != skip && self.stmt_narrows(s, var, array) {
                            return Some(format!(
                                "a statement at line {} may narrow {var}",
                                line_of(s)
                            ));
                        }
                    }
                    None
                }
                _ => None,
            };
            if cond.is_some_and(|c| {
                self.cond_mentions(c, var, array) && !not_primitive_branch(file, c, var, holds)
            }) {
                return Some(format!(
                    "a condition at line {} may narrow {var}",
                    line_of(n)
                ));
            }
            if declares_parameters(n.kind()) && self.binding_in(n, var).is_some() {
                return may_assign(file, n, var).then(|| format!("{var} is assigned"));
            }
            child = n;
        }
        None
    }

    /// Whether the statement `s` holds (anywhere) an `if` or `switch` whose condition mentions
    /// `var` and that may leave the flow, or a call statement that mentions it.
    fn stmt_narrows(&self, s: Node<'a>, var: &str, array: bool) -> bool {
        let mut found = false;
        crate::lang::walk_pruned(s, |m| {
            found |= match m.kind() {
                "if_statement" => {
                    m.field("condition")
                        .is_some_and(|c| self.cond_mentions(c, var, array))
                        && may_leave(m)
                }
                "switch_statement" => self.switch_mentions(m, var) && may_leave(m),
                "expression_statement" => m.named_child(0).is_some_and(|e| {
                    let e = if e.kind() == "await_expression" {
                        e.named_child(0).unwrap_or(e)
                    } else {
                        e
                    };
                    e.kind() == "call_expression" && self.mentions(e, var, 0)
                }),
                _ => false,
            };
            !found
        });
        found
    }

    /// Whether a `switch`'s value or one of its case values mentions `var`.
    fn switch_mentions(&self, sw: Node<'a>, var: &str) -> bool {
        if sw.field("value").is_some_and(|v| self.mentions(v, var, 0)) {
            return true;
        }
        let Some(body) = sw.field("body") else {
            return false;
        };
        let mut c = body.walk();
        let found = body
            .named_children(&mut c)
            .any(|k| k.field("value").is_some_and(|v| self.mentions(v, var, 0)));
        found
    }

    /// [`Self::mentions`] of a condition, but for a test of `var`'s truthiness or nullness
    /// alone (`if (x)`, `!x`, `x && ..`, `x ?? ..`, `x === undefined`, `x != null`): that
    /// narrows away only `null`, `undefined` and falsy members, never the object types a
    /// union receiver's rule reads (a call in the branch where `x` is falsy is on no object).
    /// With `array` (`var` an array whose element type is the union) its `length` read is
    /// no narrowing either: an array's length is no discriminant.
    fn cond_mentions(&self, c: Node<'a>, var: &str, array: bool) -> bool {
        if !self.mentions(c, var, 0) {
            return false;
        }
        let file = self.file;
        let nullish = |n: Node| {
            let n = unwrap_expr(n);
            n.kind() == "null"
                || (n.kind() == "undefined")
                || (n.kind() == "identifier" && file.text(n) == "undefined")
        };
        let mut other = false;
        crate::lang::walk_pruned(c, |m| {
            if m.kind() != "identifier" {
                return !other;
            }
            if file.text(m) != var {
                // An alias of a condition on it (`const isA = x instanceof A`) counts.
                other |= self
                    .var_value(m, &file.text(m))
                    .is_some_and(|(v, _)| self.mentions(v, var, 1));
                return !other;
            }
            let mut r = m;
            while let Some(p) = r
                .parent()
                .filter(|p| matches!(p.kind(), "non_null_expression" | "parenthesized_expression"))
            {
                r = p;
            }
            let test = match r.parent() {
                None => false,
                Some(p) => match p.kind() {
                    "member_expression" => {
                        array
                            && p.field("property")
                                .is_some_and(|q| file.text(q) == "length")
                    }
                    "unary_expression" => p.field("operator").is_some_and(|o| file.text(o) == "!"),
                    "binary_expression" => {
                        let op = p.field("operator").map(|o| file.text(o).into_owned());
                        match op.as_deref() {
                            Some("&&" | "||" | "??") => true,
                            Some("==" | "===" | "!=" | "!==") => {
                                let (l, rr) = (p.field("left"), p.field("right"));
                                let far = if l.is_some_and(|l| l.id() == r.id()) {
                                    rr
                                } else {
                                    l
                                };
                                far.is_some_and(nullish)
                            }
                            _ => false,
                        }
                    }
                    _ => {
                        r.id() == c.id()
                            || c.kind() == "parenthesized_expression"
                                && c.named_child(0).is_some_and(|i| i.id() == r.id())
                    }
                },
            };
            other |= !test;
            !other
        });
        other
    }

    /// Whether the expression `e` mentions `var` in a way that may narrow it (see
    /// [`Self::union_narrowing`]): any use but a read of a property of its property, or a
    /// variable whose initializer mentions it so (one level).
    fn mentions(&self, e: Node<'a>, var: &str, depth: usize) -> bool {
        let file = self.file;
        let mut found = false;
        crate::lang::walk_pruned(e, |m| {
            if m.kind() == "identifier" {
                let text = file.text(m);
                if text == var {
                    // `x!` and `(x)` read `x` as it is.
                    let mut r = m;
                    while let Some(p) = r.parent().filter(|p| {
                        matches!(p.kind(), "non_null_expression" | "parenthesized_expression")
                    }) {
                        r = p;
                    }
                    let deep = r.parent().is_some_and(|p| {
                        p.kind() == "member_expression"
                            && p.field("object").is_some_and(|o| o.id() == r.id())
                            && p.parent().is_some_and(|g| {
                                matches!(g.kind(), "member_expression" | "subscript_expression")
                                    && g.field("object").is_some_and(|o| o.id() == p.id())
                            })
                    });
                    found |= !deep;
                } else if depth == 0 {
                    found |= self
                        .var_value(m, &text)
                        .is_some_and(|(v, _)| self.mentions(v, var, depth + 1));
                }
            }
            !found
        });
        found
    }

    /// A member call `obj.name(...)`.
    fn member(&mut self, obj: Node<'a>, name: &str, args: Option<usize>) -> (Binds, String) {
        let recv = self.receiver(obj);
        // A parameter declared as a union is an unknown receiver to the rules above.
        if matches!(recv, Recv::Unknown(_)) {
            if let Some(v) = self
                .union_member(obj, name, args)
                .or_else(|| self.union_value(obj, name, args))
            {
                return v;
            }
        }
        match self.cat.clone_owner() {
            Some(owner) => {
                match recv {
                    Recv::Typed(t, why) => {
                        let verdict = self.typed_verdict(obj, &t, why, &owner, name);
                        // A parameter declared with an alias of a union (`date: DateValue`):
                        // tsc checks the call against every member, as for a written union.
                        // So for a field declared with one (`this.anchor: PointType`), read
                        // directly or through a variable it initialises.
                        match verdict.0 {
                            Binds::Maybe => self
                                .union_member(obj, name, args)
                                .or_else(|| self.field_union_value(obj, name, args))
                                .unwrap_or(verdict),
                            _ => verdict,
                        }
                    }
                    Recv::Local(n, is_class) => {
                        let what = if is_class { "class" } else { "object" };
                        if n == owner && self.this_file {
                            (
                                Binds::Yes,
                                format!("{n} is the {what} declared in this file"),
                            )
                        } else {
                            (Binds::No, format!("{n} is a {what} declared in this file, not the target's {owner}"))
                        }
                    }
                    Recv::Imported(i, local) => {
                        let (m, why) = self.module_verdict(&i, &local);
                        match (&i.kind, m) {
                            (ImportKind::Default, Module::Target) if local == owner => {
                                (Binds::Yes, why)
                            }
                            (ImportKind::Named(orig), Module::Target) if *orig == owner => {
                                (Binds::Yes, why)
                            }
                            (ImportKind::Named(orig), Module::Other(_)) if *orig == owner => {
                                (Binds::No, format!("{why}, another {owner}"))
                            }
                            (ImportKind::Namespace, Module::Other(_)) => {
                                (Binds::No, format!("{why}, not the target's module"))
                            }
                            _ => (
                                Binds::Maybe,
                                format!("{why}; its value's type is not known here"),
                            ),
                        }
                    }
                    Recv::Home(path, t, why) => {
                        if path == self.target.rel_path && t == owner {
                            (Binds::Yes, why)
                        } else if self.owner_supertypes().contains(&t) {
                            (
                                Binds::Maybe,
                                format!("{why}, which {owner} extends or implements"),
                            )
                        } else if self.inherits_target(&path, &t)
                            || (self.owner_is_type()
                                && self.type_has_target(&path, &t, 0) == Tri::Yes)
                        {
                            (Binds::Yes, format!("{why}, which inherits {owner}.{name}"))
                        } else {
                            (Binds::No, format!("{why}, not the target's {owner}"))
                        }
                    }
                    Recv::Unknown(why) | Recv::Library(why) => (
                        Binds::Maybe,
                        format!("{why}; only dynamic dispatch could tell"),
                    ),
                }
            }
            None => match recv {
                _ if self.names_target_namespace(obj, &recv) => (
                    Binds::Yes,
                    format!(
                        "{} is the namespace of the target's module that declares {name}",
                        self.text(obj)
                    ),
                ),
                Recv::Typed(_, why) | Recv::Home(_, _, why) => (
                    Binds::No,
                    format!("{why}; the free function {name} is not a member of it"),
                ),
                Recv::Local(n, true) => {
                    (Binds::No, format!("{n} is a class declared in this file"))
                }
                Recv::Local(n, false) => (
                    Binds::Maybe,
                    format!("{n} is an object literal declared in this file; it may hold {name}"),
                ),
                Recv::Imported(i, local) => {
                    let (m, why) = self.module_verdict(&i, &local);
                    // `import { util } from "./index"` where the index says `export * as
                    // util from "./util"`: the name is that module's namespace.
                    let ns = match (&i.kind, &m) {
                        (ImportKind::Named(orig), Module::Other(p) | Module::Reexport(p)) => self
                            .namespace_export(p, orig, &mut Vec::new())
                            .map(|t| (t, orig.clone(), p.clone())),
                        _ => None,
                    };
                    if let Some((t, orig, p)) = ns {
                        let why = format!("{why}, where {p} exports the namespace {orig}");
                        return match t {
                            Tri::Yes => (Binds::Yes, format!("{why} of the target's module")),
                            Tri::No => (Binds::No, format!("{why} of another module")),
                            Tri::Unsure => (
                                Binds::Maybe,
                                format!("{why} of a module that may re-export {name}"),
                            ),
                        };
                    }
                    match (&i.kind, m) {
                        (_, Module::Other(_)) => {
                            (Binds::No, format!("{why}, not the target's module"))
                        }
                        (ImportKind::Namespace, Module::Target) => (Binds::Yes, why),
                        (_, Module::Alias(_)) => (
                            Binds::Maybe,
                            format!("{why} (a path alias that may be the target's file)"),
                        ),
                        (_, Module::Reexport(p)) => {
                            (Binds::Maybe, format!("{why}; {p} re-exports names"))
                        }
                        _ => (
                            Binds::Maybe,
                            format!(
                                "{why}; a value exported by the target's module may hold {name}"
                            ),
                        ),
                    }
                }
                Recv::Library(why) => (
                    Binds::No,
                    format!(
                        "{why}, a platform object: the module function {name} is not its member"
                    ),
                ),
                Recv::Unknown(why) => (
                    Binds::Maybe,
                    format!("{why}; only dynamic dispatch could tell"),
                ),
            },
        }
    }

    /// The namespace a free target is declared in (`export namespace CellRenderer { export
    /// function resolveOption<T>(..) }`): one namespace (a plain name, no `A.B`) declared at
    /// module level of the target's file, whose body exports every definition of the target
    /// directly. `None` for a target outside a namespace, or in one nested in anything else.
    fn target_namespace(&self) -> Option<&str> {
        self.target_ns
            .get_or_init(|| {
                if !matches!(self.cat, Cat::Free) || self.target.defs.is_empty() {
                    return None;
                }
                let parsed;
                let file: &SourceFile = if self.this_file {
                    self.file
                } else {
                    parsed = self.ctx.parsed(&self.target.rel_path, self.target.lang)?;
                    &parsed
                };
                let mut names = self
                    .target
                    .defs
                    .iter()
                    .map(|d| namespace_of(file, d.start_byte, d.end_byte));
                let first = names.next()??;
                names
                    .all(|n| n.as_deref() == Some(first.as_str()))
                    .then_some(first)
            })
            .as_deref()
    }

    /// Whether the receiver `obj` of a call of a free target is the namespace that declares
    /// it (see [`Self::target_namespace`]): its name imported by name straight from the
    /// target's file (`import { CellRenderer } from './cellrenderer'`, a class of that name
    /// merged with it or not), or, in the target's file, the class merged with it or the
    /// namespace itself, no other binding of the name in between. tsc resolves `N.f(..)` to
    /// the namespace's export `f`: a class merged with the namespace cannot declare a
    /// static member of that name too.
    fn names_target_namespace(&self, obj: Node<'a>, recv: &Recv) -> bool {
        let obj = unwrap_expr(obj);
        if obj.kind() != "identifier" {
            return false;
        }
        let name = self.text(obj);
        match recv {
            Recv::Imported(
                Import {
                    kind: ImportKind::Named(orig),
                    spec,
                    ..
                },
                _,
            ) => {
                Some(orig.as_str()) == self.target_namespace()
                    && matches!(
                        resolve_spec(self.ctx, &self.file.rel_path, spec),
                        Resolved::File(p) if p == self.target.rel_path
                    )
            }
            // The module-level class, not one a block declares.
            Recv::Local(n, true) => {
                let module_class = match self.module_bindings.get(n) {
                    Some(Binding::Class { line }) => Some(*line),
                    _ => None,
                };
                let here = match self.lookup(obj, &name) {
                    Some(Binding::Class { line }) => Some(line),
                    _ => None,
                };
                self.this_file
                    && here.is_some()
                    && here == module_class
                    && Some(n.as_str()) == self.target_namespace()
            }
            Recv::Unknown(_) => {
                self.this_file
                    && self.lookup(obj, &name).is_none()
                    && Some(name.as_str()) == self.target_namespace()
            }
            _ => false,
        }
    }

    fn call(&mut self, node: Node<'a>) -> Option<Call> {
        let f = unwrap_expr(callee(node)?);
        // Most calls of a file are none of the target's: a member call of another name, a
        // call of another function that is no alias of it. They are left before their
        // arguments are counted.
        match f.kind() {
            "member_expression"
                if f.field("property")
                    .is_none_or(|p| self.file.text(p) != self.target.name) =>
            {
                return None;
            }
            "identifier" => {
                let name = self.text(f);
                if name != self.target.name
                    && !self.aliases.contains(&name)
                    && self.const_alias_of(f, &name).is_none()
                {
                    return self.typeof_import_call(node, f, &name);
                }
            }
            _ => {}
        }
        let args = self.args_of(node);
        let (name_node, (binds, reason)) = match f.kind() {
            "identifier" => {
                let name = self.text(f);
                if name != self.target.name && !self.aliases.contains(&name) {
                    // `const g = f` (or, type-checked, `const g = x || f`): g(..) calls f.
                    let Some((of, others)) = self.const_alias_of(f, &name) else {
                        return self.typeof_import_call(node, f, &name);
                    };
                    let target = self.target.name.clone();
                    let (b, mut why) = self.plain(of, &target);
                    let mut args = args;
                    // `const g = x ?? f`: g(..) is checked against the union of x's and f's
                    // signatures, which requires at least what f requires but may take more
                    // than f takes. Only too few arguments for every definition of f is sure;
                    // otherwise the count proves nothing (listed, never flagged).
                    if b == Binds::Yes && !others.is_empty() {
                        let mut callable = self
                            .target
                            .defs
                            .iter()
                            .filter(|d| !d.params.behind_overloads);
                        let too_few = args.is_some_and(|n| {
                            callable.clone().next().is_some()
                                && callable.all(|d| n < d.params.required)
                        });
                        if !too_few && args.is_some() {
                            args = None;
                            why = format!(
                                "{why}; {name} may also be `{}`: tsc checks the call against the union of their signatures, which may take more arguments than {target}'s",
                                self.text(others[0])
                            );
                        }
                    }
                    return Some(Call {
                        line: line_of(f),
                        byte: node.start_byte(),
                        args,
                        binds: b,
                        supplies_receiver: false,
                        reason: format!("{name} is a const alias of {target}; {why}"),
                        ..Default::default()
                    });
                }
                (f, self.plain(f, &name))
            }
            "member_expression" => {
                let p = f.field("property")?;
                if self.file.text(p) != self.target.name {
                    return None;
                }
                let obj = f.field("object")?;
                let (binds, mut reason) = self.member(obj, &self.target.name.clone(), args);
                let mut args = args;
                // `secp256k1.Point.fromBytes(k).toBytes(false)` for a module function
                // `toBytes`: the receiver is a package's value, and that package's own `toBytes`
                // (never read here) may take the call; by name alone the count proves nothing
                // (listed, never flagged).
                // The same for a method target: the package, compiled without this tree,
                // makes none of its classes' instances, and may define its own method of the
                // name (noble's `Point.BASE.toBytes(false)` for `Transaction.toBytes`).
                if binds == Binds::Maybe
                    && matches!(self.cat, Cat::Free | Cat::Method(_))
                    && args.is_some()
                {
                    if let Some(spec) = self.package_value(obj) {
                        args = None;
                        reason = format!(
                            "{reason}; the receiver is computed from the package '{spec}', which is not read here and may define its own {}",
                            self.target.name
                        );
                    }
                }
                // With evidence, the arity a tuple-typed rest parameter has at this call.
                let fits = (binds == Binds::Yes)
                    .then(|| {
                        type_args::both_fit(
                            type_args::both_fit(
                                self.rest_fits(node, Some(obj), args),
                                self.type_arity_fits(node),
                            ),
                            self.prim_args_fit(node, args),
                        )
                    })
                    .flatten();
                return Some(Call {
                    line: line_of(p),
                    byte: node.start_byte(),
                    args,
                    binds,
                    supplies_receiver: false,
                    reason,
                    fits,
                    ..Default::default()
                });
            }
            "super" => {
                let Cat::Ctor(cname) = &self.cat else {
                    return None;
                };
                let cname = cname.clone();
                let class = self.enclosing_class(f)?;
                let base = self.superclass(class)?;
                if base != cname {
                    // `class BoxLayout extends PanelLayout` where PanelLayout declares no
                    // constructor and extends Layout: `super()` calls Layout's.
                    return self.inherited_ctor(f, &base).map(|why| Call {
                        line: line_of(f),
                        byte: node.start_byte(),
                        args,
                        binds: Binds::Yes,
                        supplies_receiver: false,
                        reason: format!("super is {base}; {why}"),
                        ..Default::default()
                    });
                }
                (f, self.plain(f, &cname))
            }
            _ => return None,
        };
        let fits = (binds == Binds::Yes)
            .then(|| {
                type_args::both_fit(
                    type_args::both_fit(
                        self.rest_fits(node, None, args),
                        self.type_arity_fits(node),
                    ),
                    self.prim_args_fit(node, args),
                )
            })
            .flatten();
        Some(Call {
            line: line_of(name_node),
            byte: node.start_byte(),
            args,
            binds,
            supplies_receiver: false,
            reason,
            fits,
            ..Default::default()
        })
    }

    /// The arguments the call `node` passes: counted, or with spreads of tuples their
    /// elements (see [`Self::spread_count`]); `None` when no count is sure.
    fn args_of(&self, node: Node<'a>) -> Option<usize> {
        count_args(self.file, node.field("arguments"))
            .or_else(|| self.spread_count(node.field("arguments")?))
    }

    /// The arguments an argument list with spreads passes when each spread is of a tuple
    /// of fixed length (TypeScript): tsc checks `f(...xs)` with `xs: [A, B]` as `f(a, b)`.
    /// Only a spread of `this.m()` is read, `m` declared once in the class whose `this` is in
    /// effect, with a declared return type that is a tuple of required elements (noble-hashes'
    /// `to.set(...this.get())`, `get(): [number, number, number, number, number]`).
    fn spread_count(&self, list: Node<'a>) -> Option<usize> {
        if self.file.lang == super::super::Lang::JavaScript || list.kind() != "arguments" {
            return None;
        }
        let mut n = 0;
        let mut c = list.walk();
        for a in list.named_children(&mut c) {
            match a.kind() {
                "comment" => {}
                "spread_element" => n += self.this_tuple_len(a.named_child(0)?)?,
                _ => n += 1,
            }
        }
        Some(n)
    }

    /// The length of the tuple `this.m()` surely returns (see [`Self::spread_count`]).
    fn this_tuple_len(&self, e: Node<'a>) -> Option<usize> {
        let file = self.file;
        let e = unwrap_expr_keep_as(file, e)?;
        if e.kind() != "call_expression" {
            return None;
        }
        let f = unwrap_expr_keep_as(file, e.field("function")?)?;
        let (o, p) = (f.field("object")?, f.field("property")?);
        if f.kind() != "member_expression"
            || o.kind() != "this"
            || p.kind() != "property_identifier"
            || self.this_param(o).is_some()
            || self.in_static_member(o)
        {
            return None;
        }
        let body = self.enclosing_class(o)?.field("body")?;
        let name = file.text(p);
        let mut c = body.walk();
        let ms: Vec<Node> = body
            .named_children(&mut c)
            .filter(|m| {
                matches!(
                    m.kind(),
                    "method_definition" | "method_signature" | "abstract_method_signature"
                ) && m.field("name").is_some_and(|n| file.text(n) == name)
            })
            .collect();
        let [m] = ms[..] else {
            return None;
        };
        let mut t = m.field("return_type")?;
        if t.kind() == "type_annotation" {
            t = t.named_child(0)?;
        }
        if t.kind() != "tuple_type" {
            return None;
        }
        let mut c = t.walk();
        let mut len = 0;
        for el in t.named_children(&mut c) {
            match el.kind() {
                "comment" => {}
                "optional_type" | "rest_type" | "optional_parameter" => return None,
                "required_parameter"
                    if el
                        .field("pattern")
                        .or_else(|| el.field("name"))
                        .is_some_and(|n| n.kind() == "rest_pattern") =>
                {
                    return None
                }
                _ => len += 1,
            }
        }
        Some(len)
    }

    fn new_call(&mut self, node: Node<'a>) -> Option<Call> {
        let Cat::Ctor(cname) = &self.cat else {
            return None;
        };
        let cname = cname.clone();
        let c = unwrap_expr(node.field("constructor")?);
        let mut args = count_args(self.file, node.field("arguments"));
        let (name_node, (binds, reason)) = match c.kind() {
            "identifier" if self.file.text(c) == cname => (c, self.plain(c, &cname)),
            // `new PanelLayout()` where PanelLayout declares no constructor and extends the
            // target's class.
            "identifier" if self.inherited_ctor(c, &self.text(c)).is_some() => {
                let local = self.text(c);
                let why = self.inherited_ctor(c, &local).unwrap_or_default();
                (c, (Binds::Yes, format!("new {local}: {why}")))
            }
            // `new EffectScheduler(..)` where the class's module declares `const
            // EffectScheduler = singleton(.., () => __EffectScheduler__)` (see [`ctor_const`]).
            "identifier" if self.ctor_const_call(c, &self.text(c)).is_some() => {
                let local = self.text(c);
                let (b, why, counts) = self.ctor_const_call(c, &local)?;
                if !counts {
                    args = None;
                }
                (c, (b, why))
            }
            // `new Observer(..)` where the parameter is declared `Observer: typeof C`: the
            // compiler checks the arguments against C's constructor.
            "identifier" => {
                let local = self.text(c);
                let class_id = self.typeof_param(c, &local)?;
                if self.file.text(class_id) != cname {
                    return None;
                }
                let (b, why) = self.plain(class_id, &cname);
                (c, (b, format!("{local}: typeof {cname}; {why}")))
            }
            "member_expression" => {
                let p = c.field("property")?;
                if self.file.text(p) != cname {
                    return None;
                }
                let obj = unwrap_expr(c.field("object")?);
                let verdict = match self.receiver(obj) {
                    Recv::Imported(i, local) => {
                        let (m, why) = self.module_verdict(&i, &local);
                        match (&i.kind, m) {
                            (ImportKind::Namespace, Module::Target) => (Binds::Yes, why),
                            (_, Module::Other(_)) => {
                                (Binds::No, format!("{why}, not the target's module"))
                            }
                            _ => (Binds::Maybe, why),
                        }
                    }
                    Recv::Typed(_, why) | Recv::Home(_, _, why) => (Binds::No, why),
                    Recv::Local(n, _) => (Binds::No, format!("{n} is declared in this file")),
                    Recv::Unknown(why) | Recv::Library(why) => (Binds::Maybe, why),
                };
                (p, verdict)
            }
            _ => return None,
        };
        Some(Call {
            line: line_of(name_node),
            byte: node.start_byte(),
            args,
            binds,
            supplies_receiver: false,
            reason,
            ..Default::default()
        })
    }
}

impl Cat {
    /// The owner type of a method target.
    fn clone_owner(&self) -> Option<String> {
        match self {
            Cat::Method(o) => Some(o.clone()),
            _ => None,
        }
    }
}

/// A call on the line after `// @ts-ignore` or `// @ts-expect-error` (or anywhere in a file
/// marked `// @ts-nocheck`): the compiler is told not to report it, so its argument count
/// proves nothing — the call is listed, never flagged.
fn checker_directive(file: &SourceFile, node: Node, mut call: Call) -> Call {
    let src = &file.src;
    let start = node.start_byte().min(src.len());
    let line_start = src[..start]
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    let prev = if line_start == 0 {
        &src[..0]
    } else {
        let end = line_start - 1;
        let from = src[..end]
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |i| i + 1);
        &src[from..end]
    };
    let prev = String::from_utf8_lossy(prev);
    let prev = prev.trim();
    let directive = ["@ts-ignore", "@ts-expect-error"]
        .into_iter()
        .find(|d| (prev.starts_with("//") || prev.starts_with("/*")) && prev.contains(d))
        .or_else(|| {
            let head = &src[..src.len().min(4096)];
            memchr::memmem::find(head, b"@ts-nocheck")
                .filter(|_| {
                    String::from_utf8_lossy(head)
                        .lines()
                        .map(str::trim)
                        .take_while(|l| {
                            l.is_empty()
                                || l.starts_with("//")
                                || l.starts_with("/*")
                                || l.starts_with('*')
                        })
                        .any(|l| l.contains("@ts-nocheck"))
                })
                .map(|_| "@ts-nocheck")
        });
    if let Some(d) = directive {
        if call.args.is_some() {
            call.args = None;
            call.reason = format!(
                "{}; {d}: the compiler does not check this call",
                call.reason
            );
        }
    }
    call
}

/// The declared return type (base name) of the method `name` a class declares itself; `None`
/// when absent, written differently by its overloads, or naming a type parameter.
fn class_method_return(file: &SourceFile, class: Node, name: &str) -> Option<String> {
    let body = class.field("body")?;
    let tparams = |n: Node| {
        n.field("type_parameters")
            .map(|t| file.text(t).into_owned())
            .unwrap_or_default()
    };
    let class_params = tparams(class);
    let mut found: Option<String> = None;
    let mut c = body.walk();
    for m in body.named_children(&mut c) {
        if !matches!(
            m.kind(),
            "method_definition" | "method_signature" | "abstract_method_signature"
        ) {
            continue;
        }
        let named = m.field("name").is_some_and(|n| file.text(n) == name);
        if !named {
            continue;
        }
        let t = base_type(file, m.field("return_type")?)?;
        let is_param = |ps: &str| {
            ps.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
                .any(|w| w == t)
        };
        if is_param(&class_params) || is_param(&tparams(m)) {
            return None;
        }
        match &found {
            Some(f) if *f != t => return None,
            _ => found = Some(t),
        }
    }
    found
}

/// Whether every declaration of the instance method `name` in the class declaration `class`
/// (at least one; overload signatures included) declares the return type `this`.
fn returns_this(file: &SourceFile, class: Node, name: &str) -> bool {
    let Some(body) = class.field("body") else {
        return false;
    };
    let mut c = body.walk();
    let mut any = false;
    for m in body.named_children(&mut c) {
        if m.field("name").is_none_or(|n| file.text(n) != name) {
            continue;
        }
        let mut c2 = m.walk();
        let is_static = m.children(&mut c2).any(|k| k.kind() == "static");
        if is_static {
            continue;
        }
        let this = matches!(
            m.kind(),
            "method_definition" | "method_signature" | "abstract_method_signature"
        ) && m
            .field("return_type")
            .and_then(|r| sure_type_node(file, r))
            .is_some_and(|t| t.kind() == "this_type");
        if !this {
            return false;
        }
        any = true;
    }
    any
}

/// A module file as a look-up reads it: the file being judged, or one parsed from the tree.
enum Parsed<'f> {
    This(&'f SourceFile),
    Other(std::sync::Arc<SourceFile>),
}

impl std::ops::Deref for Parsed<'_> {
    type Target = SourceFile;
    fn deref(&self) -> &SourceFile {
        match self {
            Parsed::This(f) => f,
            Parsed::Other(f) => f,
        }
    }
}

/// What a member's declared type is resolved to by [`Cx::member_home`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Home {
    /// A class of the repository (a receiver whose class decides which method runs).
    Class,
    /// A class or an interface of the repository (a step of a chain typed by declarations).
    Type,
}

/// What an instance property of a class is declared to hold (see [`member_type`]).
enum Member {
    /// The base name of its declared type, as written in the class's module.
    Typed(String),
    /// A getter without a declared return type: its body tells (see [`getter_type`]).
    Getter,
}

/// The base name of the one type the annotation `ann` surely names, unless it is a type
/// parameter of `class`.
fn sure_base(file: &SourceFile, class: Node, ann: Node) -> Option<String> {
    let t = base_type(file, sure_type_node(file, ann)?)?;
    let params = class
        .field("type_parameters")
        .map(|t| file.text(t).into_owned())
        .unwrap_or_default();
    let is_param = params
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
        .any(|w| w == t);
    (!is_param).then_some(t)
}

/// What the instance property `prop` of `class` is declared to hold: a field's annotation
/// (or `new C` value), a constructor parameter property's annotation, a getter's declared
/// return type. `None` when the class does not declare it so (static members, methods,
/// inherited or untyped properties).
fn member_type(file: &SourceFile, class: Node, prop: &str) -> Option<Member> {
    let body = class.field("body")?;
    let mut c = body.walk();
    let members: Vec<Node> = body.named_children(&mut c).collect();
    let keyword = |m: Node, k: &str| {
        let mut c = m.walk();
        let found = m.children(&mut c).any(|n| n.kind() == k);
        found
    };
    for m in &members {
        let named = |field| m.field(field).is_some_and(|n| file.text(n) == prop);
        match m.kind() {
            "field_definition" | "public_field_definition"
                if named("name") || named("property") =>
            {
                if keyword(*m, "static") {
                    return None;
                }
                return match m.field("type") {
                    Some(t) => sure_base(file, class, t).map(Member::Typed),
                    None => m
                        .field("value")
                        .and_then(|v| value_type(file, v))
                        .map(Member::Typed),
                };
            }
            "method_definition" if named("name") => {
                if !keyword(*m, "get") || keyword(*m, "static") {
                    return None;
                }
                return match m.field("return_type") {
                    Some(t) => sure_base(file, class, t).map(Member::Typed),
                    None => Some(Member::Getter),
                };
            }
            _ => {}
        }
    }
    let ctor = members.iter().find(|m| {
        m.kind() == "method_definition"
            && m.field("name")
                .is_some_and(|n| file.text(n) == "constructor")
    })?;
    let list = ctor.field("parameters")?;
    let mut c = list.walk();
    let params: Vec<Node> = list.named_children(&mut c).collect();
    params.into_iter().find_map(|p| {
        let is_prop = keyword(p, "accessibility_modifier") || keyword(p, "readonly");
        let ann = is_prop.then(|| param_ann(file, p, prop)).flatten()?;
        sure_base(file, class, ann).map(Member::Typed)
    })
}

/// The annotation of the instance property `prop` of `class`: a field's, or a constructor
/// parameter property's.
fn member_ann<'t>(file: &SourceFile, class: Node<'t>, prop: &str) -> Option<Node<'t>> {
    field_or_param_ann(file, class, prop, false)
}

/// The annotation of `prop` declared by `class`: a field's (a static one only `with_static`),
/// or a constructor parameter property's.
fn field_or_param_ann<'t>(
    file: &SourceFile,
    class: Node<'t>,
    prop: &str,
    with_static: bool,
) -> Option<Node<'t>> {
    let body = class.field("body")?;
    let mut c = body.walk();
    let members: Vec<Node<'t>> = body.named_children(&mut c).collect();
    let keyword = |m: Node, k: &str| {
        let mut c = m.walk();
        let found = m.children(&mut c).any(|n| n.kind() == k);
        found
    };
    for m in &members {
        if !matches!(m.kind(), "field_definition" | "public_field_definition") {
            continue;
        }
        let key = m.field("name").or_else(|| m.field("property"));
        if key.is_some_and(|k| file.text(k) == prop) {
            return (with_static || !keyword(*m, "static"))
                .then(|| m.field("type"))
                .flatten();
        }
    }
    let ctor = members.iter().find(|m| {
        m.kind() == "method_definition"
            && m.field("name")
                .is_some_and(|n| file.text(n) == "constructor")
    })?;
    let list = ctor.field("parameters")?;
    let mut c = list.walk();
    let params: Vec<Node<'t>> = list.named_children(&mut c).collect();
    params.into_iter().find_map(|p| {
        let is_prop = keyword(p, "accessibility_modifier") || keyword(p, "readonly");
        is_prop.then(|| param_ann(file, p, prop)).flatten()
    })
}

/// The one class an element `v[k]` of a value declared `ann` is, when `ann` has nothing but
/// index signatures (mapped or not) of that value type: `{[key: string]: T}`, `{readonly
/// [name in K]: T} & {readonly [key: string]: T}`. Not a type parameter of `class`.
fn index_value(file: &SourceFile, class: Node, ann: Node) -> Option<String> {
    let t = sure_type_node(file, ann)?;
    let mut parts = vec![t];
    let mut out: Option<String> = None;
    let mut seen = 0;
    while let Some(p) = parts.pop() {
        seen += 1;
        if seen > 16 {
            return None;
        }
        let p = sure_type_node(file, p)?;
        let value = match p.kind() {
            "intersection_type" => {
                let mut c = p.walk();
                parts.extend(p.named_children(&mut c));
                continue;
            }
            "object_type" => {
                let mut c = p.walk();
                let members: Vec<Node> = p
                    .named_children(&mut c)
                    .filter(|m| m.kind() != "comment")
                    .collect();
                let mut one: Option<String> = None;
                for m in members {
                    if m.kind() != "index_signature" {
                        return None;
                    }
                    let b = sure_base(file, class, m.field("type")?)?;
                    if one.as_ref().is_some_and(|o| *o != b) {
                        return None;
                    }
                    one = Some(b);
                }
                one?
            }
            _ => return None,
        };
        if out.as_ref().is_some_and(|o| *o != value) {
            return None;
        }
        out = Some(value);
    }
    out
}

/// The type of the getter `prop` of `class` without a declared return type, from a body that
/// is one `return this.m(..)` (the method's declared return type) or `return this.f` (the
/// property's declared type), or whose every return is `new C(..)` of one class (see
/// [`new_return_class`]: `get center() { return new Vec(..) }`).
fn getter_type(file: &SourceFile, class: Node, prop: &str) -> Option<Member> {
    let body = class.field("body")?;
    let mut c = body.walk();
    let getter = body.named_children(&mut c).find(|m| {
        m.kind() == "method_definition" && m.field("name").is_some_and(|n| file.text(n) == prop)
    })?;
    if let Some(c) = new_return_class(file, getter) {
        return Some(Member::Typed(c));
    }
    let block = getter.field("body")?;
    let [ret] = statements(block)[..] else {
        return None;
    };
    if ret.kind() != "return_statement" {
        return None;
    }
    let v = unwrap_expr(ret.named_child(0)?);
    let (callee, call) = match v.kind() {
        "call_expression" => (unwrap_expr(v.field("function")?), true),
        _ => (v, false),
    };
    if callee.kind() != "member_expression"
        || callee.field("object").is_none_or(|o| o.kind() != "this")
    {
        return None;
    }
    let name = file.text(callee.field("property")?);
    if call {
        class_method_return(file, class, &name).map(Member::Typed)
    } else if name != prop {
        match member_type(file, class, &name)? {
            Member::Typed(t) => Some(Member::Typed(t)),
            Member::Getter => None,
        }
    } else {
        None
    }
}

/// Whether a module's text may hold an `export * from ..` (or `export * as ns from ..`):
/// `export`, blanks and comments, then `*`, anywhere (in comments and strings too: a text
/// holding none surely re-exports nothing wholesale).
fn writes_export_star(text: &str) -> bool {
    memchr::memmem::find_iter(text.as_bytes(), b"export").any(|at| {
        let mut rest = &text[at + "export".len()..];
        loop {
            rest = rest.trim_start();
            if let Some(r) = rest.strip_prefix("/*") {
                match r.find("*/") {
                    Some(e) => rest = &r[e + 2..],
                    None => return false,
                }
            } else if let Some(r) = rest.strip_prefix("//") {
                rest = r.split_once('\n').map_or("", |(_, r)| r);
            } else {
                return rest.starts_with('*');
            }
        }
    })
}

/// The statements of a block, comments aside (`// base64url is ..` above a method's one
/// `return` leaves it the one statement).
fn statements(block: Node) -> Vec<Node> {
    let mut c = block.walk();
    let v = block
        .named_children(&mut c)
        .filter(|k| k.kind() != "comment")
        .collect();
    v
}

/// The call `method` of `class` returns when it is declared once, without a return type,
/// with a body of one `return <call>` whose callee is a member (`this.m(..)`, `C.m(..)`).
fn one_return<'t>(file: &SourceFile, class: Node<'t>, method: &str) -> Option<Node<'t>> {
    let block = method_body(file, class, method)?;
    let [ret] = statements(block)[..] else {
        return None;
    };
    let v = unwrap_expr(
        ret.named_child(0)
            .filter(|_| ret.kind() == "return_statement")?,
    );
    let f = unwrap_expr(
        v.field("function")
            .filter(|_| v.kind() == "call_expression")?,
    );
    (f.kind() == "member_expression").then_some(v)
}

/// The body block of the one method `method` of the class `class` that declares no return
/// type (what [`one_return`] reads): in a declarations' parse its bytes are blanked, but its
/// text is the file's as written.
fn method_body<'t>(file: &SourceFile, class: Node<'t>, method: &str) -> Option<Node<'t>> {
    let body = class.field("body")?;
    let mut c = body.walk();
    let mut defs = body.named_children(&mut c).filter(|m| {
        m.kind() == "method_definition" && m.field("name").is_some_and(|n| file.text(n) == method)
    });
    let (Some(def), None) = (defs.next(), defs.next()) else {
        return None;
    };
    if def.field("return_type").is_some() {
        return None;
    }
    def.field("body")
}

/// The module file `path` parsed for its declarations only, when it may declare `class`: the
/// bytes inside every brace pair nested in another (method and function bodies, and object
/// types and literals inside a declaration) are left out of the parse (each read as `{}`),
/// while the nodes' text and offsets are the file's as written. What [`Cx::exported_method_return`] reads —
/// top-level statements, a class's members, their names, type parameters and declared
/// return types — is what a whole parse gives, for less (a 16 kB class module: ~10 M
/// instructions instead of ~16 M whole). `None` (read the whole parse instead) when the
/// file does not name `class` (a barrel: its parse is shared with the re-export
/// resolution), when its braces do not pair once comments and literals are set aside, or
/// when the parse of what is left has an error (a type parameter's variance annotation, which
/// the grammar does not know, is left out too: [`super::variance_marks`]). Kept once per
/// measurement.
fn declarations_of(
    ctx: &RepoCtx,
    path: &str,
    lang: super::super::Lang,
    class: &str,
) -> Option<std::sync::Arc<SourceFile>> {
    let text = ctx.read_shared(path)?;
    // A file that never names the class declares it nowhere (a barrel re-exports it).
    memchr::memmem::find(text.as_bytes(), class.as_bytes())?;
    let key = format!("js:declarations:{path}");
    // Built once ([`RepoCtx::memo_once`]: two caller files' threads asking at once wait for
    // one parse, a 100 KB module's is ~100 M instructions) and kept where
    // [`RepoCtx::memo_peek`] finds it too.
    let build = || {
        let src = text.as_bytes();
        let clean = crate::lang::fragment::sanitize(&lang.spec().lexer, src);
        let mut code = clean.code.clone();
        // What the parser does not read: the inside of each nested brace pair.
        let mut skipped: Vec<(usize, usize)> = Vec::new();
        let mut depth = 0usize;
        let mut open = 0;
        for (i, b) in clean.code.iter().enumerate() {
            match b {
                b'{' => {
                    depth += 1;
                    if depth == 2 {
                        open = i;
                    }
                }
                b'}' => {
                    if depth == 0 {
                        return None;
                    }
                    if depth == 2 {
                        crate::lang::fragment::blank(&mut code, open + 1, i);
                        skipped.push((open + 1, i));
                    }
                    depth -= 1;
                }
                _ => {}
            }
        }
        if depth != 0 {
            return None;
        }
        // A type parameter's variance (zod's `interface ZodType<out Output ..>`) is not read
        // either: the grammar does not know it, and the parse of a text that keeps it has an
        // error (read whole after it, a 100 KB module is parsed twice).
        skipped.extend(super::variance_marks(&code));
        let ranges = included_ranges(src.len(), skipped);
        // Left out of the parse rather than read as spaces: the parser steps over a left-out
        // range at once, where it would lex a body's blanks byte by byte (most of a large
        // class module's bytes).
        let file = SourceFile::parse_ranges(path, lang, src.to_vec(), &ranges)?;
        if file.tree.root_node().has_error() {
            return None;
        }
        Some(std::sync::Arc::new(file))
    };
    ctx.memo(&key, || ctx.memo_once(&key, build).as_ref().clone())
        .as_ref()
        .clone()
}

/// The ranges of a text of `len` bytes left when the spans `skipped` (in any order, possibly
/// overlapping or empty) are taken out: ascending, none empty, none overlapping (an empty
/// span splits a range in two that meet, which the parser reads as one).
fn included_ranges(len: usize, mut skipped: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    skipped.sort_unstable();
    let mut out = Vec::with_capacity(skipped.len() + 1);
    let mut at = 0;
    for (s, e) in skipped {
        let (s, e) = (s.min(len), e.min(len));
        if s > at {
            out.push((at, s));
        }
        at = at.max(e);
    }
    if at < len {
        out.push((at, len));
    }
    out
}

/// The module-level class, interface and type alias declarations named `name` of the module
/// file `path`, parsed alone ([`SourceFile::parse_ranges`]: its tree holds those statements,
/// at their offsets in the file), for a lookup that reads only them: a type evaluated by its
/// declaration, where a parse of a large module of types costs many times that of the one
/// declaration read. The text is read with comments and literals blanked: every whole-word
/// `name` at brace depth 0 after `interface`, `type` or `class` opens one, which must begin
/// its line after no more than `export`, `default`, `declare` and `abstract`; it runs to the
/// next line at depth 0 that begins a word or a decorator. `None` (read the module whole or by
/// its declarations instead) when such a mention cannot be framed so, when the part parses
/// with an error, or when its parse does not declare exactly those statements.
fn declared_part(
    ctx: &RepoCtx,
    path: &str,
    lang: super::super::Lang,
    name: &str,
) -> Option<std::sync::Arc<SourceFile>> {
    declared_part_of(ctx, path, lang, name, Declared::Types)
}

/// The kinds of module-level declarations [`declared_part_of`] parses alone.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Declared {
    /// Classes, interfaces and type aliases ([`declared_part`]).
    Types,
    /// Function declarations and signatures (`function f(..)`, after no more than `export`,
    /// `default`, `declare` and `async`), as [`function_decls`] reads them.
    Functions,
}

/// [`declared_part`] of the declarations of kind `kind`.
fn declared_part_of(
    ctx: &RepoCtx,
    path: &str,
    lang: super::super::Lang,
    name: &str,
    kind: Declared,
) -> Option<std::sync::Arc<SourceFile>> {
    use crate::lang::fragment::is_ident_byte as ident;
    let text = ctx.read_shared(path)?;
    memchr::memmem::find(text.as_bytes(), name.as_bytes())?;
    let tag = match kind {
        Declared::Types => "",
        Declared::Functions => "fn:",
    };
    let key = format!("js:declared-part:{tag}{path}\0{name}");
    ctx.memo(&key, || {
        let frame = statement_frame(ctx, path, lang, &text);
        let frame = frame.as_ref().as_ref()?;
        let code = &frame.code;
        let word_before = |end: usize| {
            let mut e = end;
            while e > 0 && code[e - 1].is_ascii_whitespace() {
                e -= 1;
            }
            let mut s = e;
            while s > 0 && ident(code[s - 1]) {
                s -= 1;
            }
            (s, &code[s..e])
        };
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        for at in memchr::memmem::find_iter(code, name.as_bytes()) {
            let end = at + name.len();
            if frame.depth[at] != 0
                || (at > 0 && ident(code[at - 1]))
                || code.get(end).is_some_and(|b| ident(*b))
            {
                continue;
            }
            let (kw, word) = word_before(at);
            let opens = match kind {
                Declared::Types => matches!(word, b"interface" | b"type" | b"class"),
                Declared::Functions => word == b"function",
            };
            if !opens {
                continue;
            }
            // Back over the modifiers to the statement's start, which must begin its line.
            let mut s = kw;
            loop {
                let (p, w) = word_before(s);
                let modifier = match kind {
                    Declared::Types => {
                        matches!(w, b"export" | b"default" | b"declare" | b"abstract")
                    }
                    Declared::Functions => {
                        matches!(w, b"export" | b"default" | b"declare" | b"async")
                    }
                };
                if modifier {
                    s = p;
                } else {
                    break;
                }
            }
            if frame.starts.binary_search(&s).is_err() {
                return None;
            }
            let stop = frame
                .starts
                .iter()
                .find(|&&b| b > s)
                .copied()
                .unwrap_or(code.len());
            if ranges.last().is_some_and(|r| r.0 == s) {
                continue;
            }
            ranges.push((s, stop));
        }
        if ranges.is_empty() {
            return None;
        }
        let file = SourceFile::parse_ranges(path, lang, text.as_bytes().to_vec(), &ranges)?;
        if file.tree.root_node().has_error() {
            return None;
        }
        let decls = match kind {
            Declared::Types => type_decls(&file, name),
            Declared::Functions => function_decls(&file, name),
        };
        let framed = decls.len() == ranges.len()
            && decls
                .iter()
                .zip(&ranges)
                .all(|(n, (s, e))| n.start_byte() >= *s && n.end_byte() <= *e);
        framed.then(|| std::sync::Arc::new(file))
    })
    .as_ref()
    .clone()
}

/// A module's text as [`declared_part`] frames its statements: comments and literals blanked,
/// the bracket depth before each byte, and the starts of the lines that begin at depth 0 with
/// a word or a decorator (where a statement may begin). Read once per module.
struct Frame {
    code: Vec<u8>,
    depth: Vec<u32>,
    starts: Vec<usize>,
}

fn statement_frame(
    ctx: &RepoCtx,
    path: &str,
    lang: super::super::Lang,
    text: &str,
) -> std::sync::Arc<Option<Frame>> {
    use crate::lang::fragment::is_ident_byte as ident;
    ctx.memo(&format!("js:statement-frame:{path}"), || {
        let code = crate::lang::fragment::sanitize(&lang.spec().lexer, text.as_bytes()).code;
        let mut depth = vec![0u32; code.len() + 1];
        let mut d = 0u32;
        let mut starts = Vec::new();
        for (i, b) in code.iter().enumerate() {
            depth[i] = d;
            if d == 0 && (i == 0 || code[i - 1] == b'\n') && (ident(*b) || *b == b'@') {
                starts.push(i);
            }
            match b {
                b'{' | b'(' | b'[' => d += 1,
                b'}' | b')' | b']' => d = d.checked_sub(1)?,
                _ => {}
            }
        }
        depth[code.len()] = d;
        Some(Frame {
            code,
            depth,
            starts,
        })
    })
}

/// Whether `src` mentions `target` where the engine's scan could find a call of it, so that
/// the scan may parse the file whole: its name (a constructor's: its class) as a whole word,
/// followed by what opens arguments, type arguments or a definition's list (`(`, `<`, `[`,
/// `:`) — for a class or constructor, which `new C;` calls, anywhere. A superset of what the
/// scan parses would only cost a whole parse where a lighter read did.
fn may_be_scanned(src: &[u8], target: &Target) -> bool {
    let anywhere = matches!(target.kind, DefKind::Class | DefKind::Constructor);
    let name = match target.kind {
        DefKind::Constructor => target.owner().unwrap_or(&target.name),
        _ => &target.name,
    };
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
    memchr::memmem::find_iter(src, name.as_bytes()).any(|at| {
        if at > 0 && ident(src[at - 1]) {
            return false;
        }
        let rest = &src[at + name.len()..];
        if rest.first().is_some_and(|b| ident(*b)) {
            return false;
        }
        anywhere
            || matches!(
                rest.iter().find(|b| !b.is_ascii_whitespace()),
                Some(b'(' | b'<' | b'[' | b':')
            )
    })
}

/// A module's top-level statements, `export` wrappers opened to their declaration (an export
/// without one, `export { a }`, is left out).
/// The named children of `parent` whose text holds `name`, in order: those of them that may
/// be named so, for a look-up of one name among many (a module's statements, a class's
/// members). Each occurrence of `name` in `parent`'s text is taken to the child around it,
/// looked up by its byte, so a module of thousands of statements is not walked whole for each
/// name it is asked about (a walk of a node's children steps through the parser's balanced
/// tree of them, hundreds of instructions a child). `None` for a name that is empty or has
/// the replacement character (which `text()` of a non-UTF-8 text could give): the caller
/// reads every child.
fn children_naming<'t>(file: &SourceFile, parent: Node<'t>, name: &str) -> Option<Vec<Node<'t>>> {
    if name.is_empty() || name.contains('\u{FFFD}') {
        return None;
    }
    let (start, end) = (parent.start_byte(), parent.end_byte());
    let text = file.src.get(start..end)?;
    let mut out = Vec::new();
    let mut from = 0;
    for at in memchr::memmem::find_iter(text, name.as_bytes()) {
        let at = start + at;
        if at < from {
            continue;
        }
        // The first child that ends after `at`: around it, or after it when `at` lies
        // between children.
        let Some(child) = parent.first_named_child_for_byte(at) else {
            break;
        };
        if child.start_byte() > at {
            continue;
        }
        from = child.end_byte().max(at + 1);
        out.push(child);
    }
    Some(out)
}

/// The statements of [`module_statements`] that may declare `name` (see
/// [`children_naming`]), in order.
fn statements_naming<'t>(file: &'t SourceFile, name: &str) -> Vec<Node<'t>> {
    let root = file.tree.root_node();
    match children_naming(file, root, name) {
        Some(stmts) => stmts
            .into_iter()
            .filter_map(|stmt| {
                if stmt.kind() == "export_statement" {
                    stmt.field("declaration")
                } else {
                    Some(stmt)
                }
            })
            .collect(),
        None => module_statements(root),
    }
}

/// The object `name` is destructured from at module level of `file` and its key there: `const
/// { name } = src` gives (`src`, `name`), `const { key: name } = src` gives (`src`, `key`);
/// the declaration that binds `name` at module level, when it is such a pattern of a plain name.
fn module_destructured(file: &SourceFile, name: &str) -> Option<(String, String)> {
    for stmt in statements_naming(file, name) {
        if !matches!(stmt.kind(), "lexical_declaration" | "variable_declaration") {
            continue;
        }
        let mut c = stmt.walk();
        for d in stmt.named_children(&mut c) {
            let Some(pat) = d.field("name").filter(|p| p.kind() == "object_pattern") else {
                continue;
            };
            let mut pc = pat.walk();
            let key = pat.named_children(&mut pc).find_map(|p| match p.kind() {
                "shorthand_property_identifier_pattern" => {
                    (file.text(p) == name).then(|| name.to_string())
                }
                "pair_pattern" => {
                    let (k, v) = (p.field("key")?, p.field("value")?);
                    (k.kind() == "property_identifier"
                        && v.kind() == "identifier"
                        && file.text(v) == name)
                        .then(|| file.text(k).into_owned())
                }
                _ => None,
            });
            let Some(key) = key else {
                continue;
            };
            let v = unwrap_expr(d.field("value")?);
            return (v.kind() == "identifier").then(|| (file.text(v).into_owned(), key));
        }
    }
    None
}

/// Whether the object `obj` declared at module level of `file` holds the module-level `value`
/// under `key`: its declared object type gives `key` the type `typeof value`, or with no
/// declared type its initialiser, an object literal or `Object.freeze` of one, has the
/// property `value` (shorthand, when `key` is `value`) or `key: value`.
fn object_property_names(file: &SourceFile, obj: &str, key: &str, value: &str) -> bool {
    let [(_, d)] = variable_declarators(file, obj)[..] else {
        return false;
    };
    if let Some(ann) = d.field("type") {
        let mut t = ann;
        if t.kind() == "type_annotation" {
            let Some(c) = t.named_child(0) else {
                return false;
            };
            t = c;
        }
        if t.kind() != "object_type" {
            return false;
        }
        let mut c = t.walk();
        let mut props = t.named_children(&mut c).filter(|m| {
            m.kind() == "property_signature"
                && m.field("name")
                    .is_some_and(|n| n.kind() == "property_identifier" && file.text(n) == key)
        });
        let (Some(p), None) = (props.next(), props.next()) else {
            return false;
        };
        return p
            .field("type")
            .and_then(typeof_name)
            .is_some_and(|id| file.text(id) == value);
    }
    let Some(mut v) = d.field("value").map(unwrap_expr) else {
        return false;
    };
    // `Object.freeze({ .. })`, the frozen object's own type.
    if v.kind() == "call_expression"
        && v.field("function")
            .is_some_and(|f| file.text(f) == "Object.freeze")
    {
        let Some(a) = v.field("arguments") else {
            return false;
        };
        let mut c = a.walk();
        let args: Vec<Node> = a
            .named_children(&mut c)
            .filter(|n| n.kind() != "comment")
            .collect();
        let [one] = args[..] else {
            return false;
        };
        v = unwrap_expr(one);
    }
    if v.kind() != "object" {
        return false;
    }
    let mut c = v.walk();
    let mut props = v.named_children(&mut c).filter_map(|p| match p.kind() {
        "shorthand_property_identifier" => (file.text(p) == key).then_some(p),
        "pair" | "method_definition" => {
            let k = p.field("key").or_else(|| p.field("name"))?;
            match k.kind() {
                "property_identifier" if file.text(k) == key => {
                    if p.kind() == "pair" {
                        p.field("value").map(unwrap_expr)
                    } else {
                        Some(p)
                    }
                }
                "property_identifier" => None,
                // A computed or quoted key may be `key` too.
                _ => Some(p),
            }
        }
        // A spread may also give the key.
        "spread_element" => Some(p),
        _ => None,
    });
    match (props.next(), props.next()) {
        (Some(p), None) => {
            matches!(p.kind(), "shorthand_property_identifier" | "identifier")
                && file.text(p) == value
        }
        _ => false,
    }
}

fn module_statements<'t>(root: Node<'t>) -> Vec<Node<'t>> {
    let mut cursor = root.walk();
    root.named_children(&mut cursor)
        .filter_map(|stmt| {
            if stmt.kind() == "export_statement" {
                stmt.field("declaration")
            } else {
                Some(stmt)
            }
        })
        .collect()
}

/// Whether the TypeScript module text `src` surely declares `class` as `export class C` (or
/// `export abstract class C`) at module level, the one class, interface or type alias of that
/// name there, with no `extends` clause and no instance member named `member`, nor one whose
/// name a text cannot tell (an index signature, a computed, quoted or numeric name): a class
/// whose instances have no member `member` (see [`Cx::class_lacks_member`]). Every whole-word
/// `member` of the text must follow a `.` (a use, `this.member(..)`). Errs towards `false`.
fn class_surely_lacks(src: &[u8], class: &str, member: &str) -> bool {
    use crate::lang::fragment::is_ident_byte as ident;
    let whole = |at: usize, len: usize| {
        (at == 0 || !ident(src[at - 1])) && src.get(at + len).is_none_or(|b| !ident(*b))
    };
    if memchr::memmem::find(src, class.as_bytes()).is_none() {
        return false;
    }
    let clean = crate::lang::fragment::sanitize(&super::super::Lang::TypeScript.spec().lexer, src);
    let (code, text) = (&clean.code[..], &clean.text[..]);
    // Comments blanked, literals kept: a quoted name is no use.
    let used_only = memchr::memmem::find_iter(text, member.as_bytes())
        .filter(|at| whole(*at, member.len()))
        .all(|at| text[..at].iter().rev().find(|b| !b.is_ascii_whitespace()) == Some(&b'.'));
    if !used_only {
        return false;
    }
    // The word before `at` (blanks skipped) and where it starts.
    let word_before = |at: usize| -> (&[u8], usize) {
        let mut e = at;
        while e > 0 && code[e - 1].is_ascii_whitespace() {
            e -= 1;
        }
        let mut s = e;
        while s > 0 && ident(code[s - 1]) {
            s -= 1;
        }
        (&code[s..e], s)
    };
    let heads: Vec<(usize, &[u8], usize)> = memchr::memmem::find_iter(code, class.as_bytes())
        .filter(|at| whole(*at, class.len()))
        .filter_map(|at| {
            let (kw, s) = word_before(at);
            matches!(kw, b"class" | b"interface" | b"type").then_some((at, kw, s))
        })
        .collect();
    let [(at, b"class", kw_start)] = heads[..] else {
        return false;
    };
    let (mut w, mut s) = word_before(kw_start);
    if w == b"abstract" {
        (w, s) = word_before(s);
    }
    if w != b"export" {
        return false;
    }
    // At module level: no brace is open before the `export`.
    let mut depth = 0i32;
    for b in &code[..s] {
        match b {
            b'{' => depth += 1,
            b'}' => depth -= 1,
            _ => {}
        }
    }
    if depth != 0 {
        return false;
    }
    let Some(open) = memchr::memchr(b'{', &code[at..]).map(|i| at + i) else {
        return false;
    };
    let header = &code[at + class.len()..open];
    if memchr::memmem::find_iter(header, b"extends")
        .next()
        .is_some()
    {
        return false;
    }
    // Each member of the body opens after its `{`, a `;` or `}` or a line break at its
    // level; past its modifiers, a name a text cannot tell opens with one of these.
    const MODIFIERS: &[&[u8]] = &[
        b"static",
        b"readonly",
        b"public",
        b"private",
        b"protected",
        b"abstract",
        b"declare",
        b"override",
        b"async",
        b"get",
        b"set",
        b"accessor",
    ];
    let mut depth = 0usize;
    let mut start = true;
    let mut i = open;
    while i < code.len() {
        let b = code[i];
        if start && depth == 1 && !text[i].is_ascii_whitespace() {
            let word_end = code[i..]
                .iter()
                .position(|c| !ident(*c))
                .map_or(code.len(), |n| i + n);
            let word = &code[i..word_end];
            if word_end > i
                && MODIFIERS.contains(&word)
                && code.get(word_end).is_some_and(|c| c.is_ascii_whitespace())
            {
                i = word_end;
                continue;
            }
            if matches!(text[i], b'[' | b'\'' | b'"' | b'`' | b'*') || text[i].is_ascii_digit() {
                return false;
            }
            start = false;
        }
        match b {
            b'{' => {
                depth += 1;
                if depth == 1 {
                    start = true;
                }
            }
            b'}' => {
                if depth == 1 {
                    return true;
                }
                depth -= 1;
                start = depth == 1;
            }
            b';' | b'\n' if depth == 1 => start = true,
            _ => {}
        }
        i += 1;
    }
    false
}

/// The `extends` base of a class declaration in `file` (its base name).
fn superclass_of(file: &SourceFile, class: Node) -> Option<String> {
    let mut c = class.walk();
    let heritage = class
        .named_children(&mut c)
        .find(|n| n.kind() == "class_heritage")?;
    let mut c2 = heritage.walk();
    let kids: Vec<Node> = heritage.named_children(&mut c2).collect();
    let expr = match kids.iter().find(|k| k.kind() == "extends_clause") {
        Some(ext) => ext.field("value").or_else(|| ext.named_child(0))?,
        None => *kids.first()?,
    };
    let expr = unwrap_expr(expr);
    match expr.kind() {
        "identifier" => Some(file.text(expr).into_owned()),
        "member_expression" => Some(file.text(expr.field("property")?).into_owned()),
        _ => None,
    }
}

/// Whether the class declaration `class` of `file` surely gives its instances no member
/// `member` of its own: its body names every instance member otherwise (see
/// [`class_members_named`]) and no interface of its name in the module merges members in.
fn surely_undeclared(file: &SourceFile, class: Node, member: &str) -> bool {
    class_members_named(file, class, member)
        && class
            .field("name")
            .is_some_and(|n| type_decls(file, &file.text(n)).len() == 1)
}

/// The base of a class declaration named by a plain identifier (`extends PanelLayout`,
/// `extends Base<T>`); `None` for any other `extends` (`ns.Base`, `Mixin(Base)`) or none.
fn plain_superclass(file: &SourceFile, class: Node) -> Option<String> {
    let mut c = class.walk();
    let heritage = class
        .named_children(&mut c)
        .find(|n| n.kind() == "class_heritage")?;
    let mut c2 = heritage.walk();
    let ext = heritage
        .named_children(&mut c2)
        .find(|k| k.kind() == "extends_clause")?;
    let v = ext.field("value")?;
    (v.kind() == "identifier").then(|| file.text(v).into_owned())
}

/// Whether the body of a class declaration in `file` declares a member `member`.
fn defines_member(file: &SourceFile, class: Node, member: &str) -> bool {
    let Some(body) = class.field("body") else {
        return false;
    };
    let named = |m: Node| {
        m.field("name")
            .or_else(|| m.field("property"))
            .is_some_and(|n| file.text(n) == member)
    };
    // Only a member whose text holds the name can be named so.
    if let Some(members) = children_naming(file, body, member) {
        return members.into_iter().any(named);
    }
    let mut c = body.walk();
    let found = body.named_children(&mut c).any(named);
    found
}

/// Whether the interface declaration `iface` declares a member `member` itself, by a plain
/// or quoted name (`"describe"(..)`), or may: a computed name.
fn interface_defines(file: &SourceFile, iface: Node, member: &str) -> bool {
    let Some(body) = iface.field("body") else {
        return false;
    };
    let mut c = body.walk();
    let found = body.named_children(&mut c).any(|m| {
        m.field("name").is_some_and(|n| match n.kind() {
            "string" => string_value(file, n).is_some_and(|v| v == member),
            "computed_property_name" => true,
            _ => file.text(n) == member,
        })
    });
    found
}

/// Whether every instance member of the class declaration `class` in `file` is told by a
/// plain name other than `member`, so the class body surely gives its instances no member
/// `member`: no index signature, no computed or quoted name, no constructor parameter
/// property named so (`static` members are the class object's).
fn class_members_named(file: &SourceFile, class: Node, member: &str) -> bool {
    let Some(body) = class.field("body") else {
        return false;
    };
    let mut c = body.walk();
    let members: Vec<Node> = body.named_children(&mut c).collect();
    members.into_iter().all(|m| {
        if m.kind() == "index_signature" {
            return false;
        }
        let mut c = m.walk();
        let is_static = m.children(&mut c).any(|k| k.kind() == "static");
        if is_static {
            // the class object's member, not its instances'
            return true;
        }
        let name = m.field("name").or_else(|| m.field("property"));
        if let Some(n) = name {
            if is_symbol_key(file, n) {
                // `*[Symbol.iterator]()`: a symbol key, never a name.
                return true;
            }
            if !matches!(
                n.kind(),
                "property_identifier" | "private_property_identifier"
            ) || file.text(n) == member
            {
                return false;
            }
            if file.text(n) == "constructor" {
                let params = m.field("parameters");
                let mut c = params.map(|p| p.walk());
                let property = params.zip(c.as_mut()).is_some_and(|(p, c)| {
                    p.named_children(c).any(|q| {
                        let mut c = q.walk();
                        let modified = q.children(&mut c).any(|k| {
                            matches!(
                                k.kind(),
                                "accessibility_modifier" | "override_modifier" | "readonly"
                            )
                        });
                        modified && q.field("pattern").is_some_and(|n| file.text(n) == member)
                    })
                });
                return !property;
            }
        }
        true
    })
}

/// Whether a member name is a computed well-known symbol, `[Symbol.iterator]`.
fn is_symbol_key(file: &SourceFile, n: Node) -> bool {
    n.kind() == "computed_property_name"
        && n.named_child(0).is_some_and(|e| {
            e.kind() == "member_expression"
                && e.field("object")
                    .is_some_and(|o| o.kind() == "identifier" && file.text(o) == "Symbol")
        })
}

/// The module and exported name of `local` when `file` imports it by name (`import { orig
/// as local } from 'spec'`: `orig`) or as a module's default (`import local from 'spec'`:
/// `default`, which [`Cx::exported`] reads as the name the module exports as its default).
fn imported_name(file: &SourceFile, local: &str) -> Option<(String, String)> {
    named_import(file, local).or_else(|| {
        module_statements(file.tree.root_node())
            .into_iter()
            .filter(|s| s.kind() == "import_statement")
            .find_map(|stmt| {
                let spec = stmt.field("source").and_then(|s| string_value(file, s))?;
                let mut c = stmt.walk();
                let clause = stmt
                    .named_children(&mut c)
                    .find(|n| n.kind() == "import_clause")?;
                let mut c2 = clause.walk();
                let default = clause
                    .named_children(&mut c2)
                    .any(|n| n.kind() == "identifier" && file.text(n) == local);
                default.then(|| (spec, "default".to_string()))
            })
    })
}

/// The name of the module-level declaration `file` exports as its default: `export default
/// class N`, `export default function N`, `export default N;` or `export { N as default }`.
/// `None` for an anonymous default, an expression, or no default export.
fn default_export_local(file: &SourceFile) -> Option<String> {
    let root = file.tree.root_node();
    let mut c = root.walk();
    let stmts: Vec<Node> = root
        .named_children(&mut c)
        .filter(|s| s.kind() == "export_statement" && s.field("source").is_none())
        .collect();
    for stmt in stmts {
        let mut c2 = stmt.walk();
        let default = stmt.children(&mut c2).any(|k| k.kind() == "default");
        if default {
            if let Some(d) = stmt.field("declaration") {
                return d.field("name").map(|n| file.text(n).into_owned());
            }
            return stmt
                .field("value")
                .filter(|v| v.kind() == "identifier")
                .map(|v| file.text(v).into_owned());
        }
        let mut c3 = stmt.walk();
        let clause = stmt
            .named_children(&mut c3)
            .find(|n| n.kind() == "export_clause");
        let Some(clause) = clause else { continue };
        let mut c4 = clause.walk();
        let specs: Vec<Node> = clause.named_children(&mut c4).collect();
        for sp in specs {
            if sp.field("alias").is_some_and(|a| file.text(a) == "default") {
                return sp.field("name").map(|n| file.text(n).into_owned());
            }
        }
    }
    None
}

/// The module and original name of `local` when `file` imports it by name
/// (`import { orig as local } from 'spec'`).
fn named_import(file: &SourceFile, local: &str) -> Option<(String, String)> {
    let root = file.tree.root_node();
    let mut c = root.walk();
    let stmts: Vec<Node> = root.named_children(&mut c).collect();
    for stmt in stmts {
        if stmt.kind() != "import_statement" {
            continue;
        }
        let Some(spec) = stmt.field("source").and_then(|s| string_value(file, s)) else {
            continue;
        };
        let mut c2 = stmt.walk();
        let clauses: Vec<Node> = stmt
            .named_children(&mut c2)
            .filter(|n| n.kind() == "import_clause")
            .collect();
        for clause in clauses {
            let mut c3 = clause.walk();
            let named: Vec<Node> = clause
                .named_children(&mut c3)
                .filter(|n| n.kind() == "named_imports")
                .collect();
            for part in named {
                let mut c4 = part.walk();
                let specs: Vec<Node> = part.named_children(&mut c4).collect();
                for sp in specs {
                    let Some(n) = sp.field("name") else {
                        continue;
                    };
                    let orig = string_value(file, n).unwrap_or_else(|| file.text(n).into_owned());
                    let l = sp
                        .field("alias")
                        .map(|a| file.text(a).into_owned())
                        .unwrap_or_else(|| orig.clone());
                    if sp.kind() == "import_specifier" && l == local {
                        return Some((spec, orig));
                    }
                }
            }
        }
    }
    None
}

/// For a type guard `name` declared at module level in `file` (`function name(..): x is C`,
/// or a variable whose declared or asserted type is such a function type): `Some(Some(C))`
/// when the parameter at `index` is the one the predicate names and `C` is one named type
/// that is not a type parameter of the guard; `Some(None)` for a declaration of `name` that
/// narrows nothing sure (no predicate, overloads, another parameter); `None` when `file`
/// does not declare `name`.
/// The type `T` of `asserts p is T` that the function `name`, declared once at module level
/// in `file` (a function declaration, no overloads, no type parameters), asserts of its
/// parameter at `index`; `None` for any other.
fn assertion_type<'t>(file: &'t SourceFile, name: &str, index: usize) -> Option<Node<'t>> {
    let mut found = None;
    for s in statements_naming(file, name) {
        let s = match s.kind() {
            "export_statement" => s.field("declaration").unwrap_or(s),
            _ => s,
        };
        let named = s.field("name").is_some_and(|n| file.text(n) == name);
        match s.kind() {
            "function_declaration" if named && found.replace(s).is_some() => return None,
            "function_declaration" => {}
            "function_signature" if named => return None,
            _ => {}
        }
    }
    let decl = found?;
    if decl.field("type_parameters").is_some() {
        return None;
    }
    let pred = decl
        .field("return_type")
        .filter(|r| r.kind() == "asserts_annotation")?
        .named_child(0)
        .filter(|a| a.kind() == "asserts")?
        .named_child(0)
        .filter(|p| p.kind() == "type_predicate")?;
    let (pname, ty) = (pred.field("name")?, pred.field("type")?);
    let params = decl.field("parameters")?;
    let mut c = params.walk();
    let list: Vec<Node> = params
        .named_children(&mut c)
        .filter(|p| {
            matches!(p.kind(), "required_parameter" | "optional_parameter")
                && p.field("pattern").is_none_or(|pat| pat.kind() != "this")
        })
        .collect();
    let at = list.get(index)?.field("pattern")?;
    (at.kind() == "identifier" && file.text(at) == file.text(pname)).then_some(ty)
}

fn guard_predicate(file: &SourceFile, name: &str, index: usize) -> Option<Option<String>> {
    let named = |n: Node| {
        n.field("name")
            .is_some_and(|id| id.kind() == "identifier" && file.text(id) == name)
    };
    let mut sig = None;
    let mut count = 0;
    for s in module_statements(file.tree.root_node()) {
        match s.kind() {
            "function_declaration" | "function_signature" if named(s) => {
                count += 1;
                let pred = s
                    .field("return_type")
                    .filter(|r| r.kind() == "type_predicate_annotation")
                    .and_then(|r| r.named_child(0));
                sig = Some((s, pred));
            }
            "lexical_declaration" | "variable_declaration" => {
                let mut c = s.walk();
                let decls: Vec<Node> = s.named_children(&mut c).collect();
                for d in decls.into_iter().filter(|d| named(*d)) {
                    count += 1;
                    let ty = d
                        .field("type")
                        .and_then(|t| t.named_child(0))
                        .or_else(|| {
                            d.field("value")
                                .filter(|v| v.kind() == "as_expression")
                                .and_then(|v| v.named_child(1))
                        })
                        .filter(|t| t.kind() == "function_type");
                    sig = Some(match ty {
                        Some(ft) => (
                            ft,
                            ft.field("return_type")
                                .filter(|r| r.kind() == "type_predicate"),
                        ),
                        None => (d, None),
                    });
                }
            }
            _ => {}
        }
    }
    let (decl, pred) = sig?;
    if count != 1 {
        return Some(None);
    }
    let Some(pred) = pred else {
        return Some(None);
    };
    let (Some(pname), Some(pty)) = (pred.field("name"), pred.field("type")) else {
        return Some(None);
    };
    let Some(params) = decl.field("parameters") else {
        return Some(None);
    };
    let mut c = params.walk();
    let list: Vec<Node> = params
        .named_children(&mut c)
        .filter(|p| {
            matches!(p.kind(), "required_parameter" | "optional_parameter")
                && p.field("pattern").is_none_or(|pat| pat.kind() != "this")
        })
        .collect();
    let at = list.get(index).and_then(|p| p.field("pattern"));
    if !at.is_some_and(|p| p.kind() == "identifier" && file.text(p) == file.text(pname)) {
        return Some(None);
    }
    let Some(t) = base_type(file, pty) else {
        return Some(None);
    };
    let type_param = decl.field("type_parameters").is_some_and(|tp| {
        let mut c = tp.walk();
        let found = tp
            .named_children(&mut c)
            .any(|p| p.field("name").is_some_and(|id| file.text(id) == t));
        found
    });
    Some((!type_param).then_some(t))
}

/// The kind of top-level declaration a look-up through [`Cx::exported`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Decl {
    /// `class N` (abstract or not).
    Class,
    /// `function N`, `function* N` or a variable `N` of `const`/`let`/`var` (a later
    /// declarator too: `let a = 1, N`).
    Value,
    /// `class N`, `interface N` or `type N`.
    Type,
}

impl Decl {
    /// Whether a module of text `text` may export a declaration of this kind named `name`:
    /// it has an export clause that spells the name (`export {`, `export type {`), or the
    /// name follows a keyword that declares such a thing (or, for a value, a comma outside an
    /// import list). A text test that errs towards yes; no means no parse can find one.
    fn may_export(self, text: &str, name: &str) -> bool {
        let b = text.as_bytes();
        // a default export (`export default N`, `export { N as default }`)
        if name == "default" {
            return memchr::memmem::find(b, b"default").is_some();
        }
        let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80;
        let skip_ws_back = |mut i: usize| {
            while i > 0 && b[i - 1].is_ascii_whitespace() {
                i -= 1;
            }
            i
        };
        let word_before = |end: usize| {
            let mut s = end;
            while s > 0 && ident(b[s - 1]) {
                s -= 1;
            }
            &text[s..end]
        };
        // an export clause, maybe of types: `export {`, `export type {`
        for at in memchr::memmem::find_iter(b, b"export") {
            let mut i = at + "export".len();
            let ws = |mut i: usize| {
                while i < b.len() && b[i].is_ascii_whitespace() {
                    i += 1;
                }
                i
            };
            i = ws(i);
            if b[i..].starts_with(b"type") && b.get(i + 4).is_some_and(|c| !ident(*c)) {
                i = ws(i + 4);
            }
            // one that names `name` (`export { a as name }`, `export { name } from`): a
            // clause exports no name it does not spell
            if b.get(i) == Some(&b'{') {
                let Some(close) = memchr::memchr(b'}', &b[i..]) else {
                    return true;
                };
                if super::spells_word(&b[i..i + close], name) {
                    return true;
                }
            }
        }
        for at in memchr::memmem::find_iter(b, name.as_bytes()) {
            let end = at + name.len();
            if (at > 0 && ident(b[at - 1])) || b.get(end).is_some_and(|c| ident(*c)) {
                continue;
            }
            let p = skip_ws_back(at);
            if p == 0 {
                continue;
            }
            let declares = match (self, b[p - 1]) {
                (Decl::Class, _) => word_before(p) == "class",
                (Decl::Type, _) => matches!(word_before(p), "class" | "interface" | "type"),
                (Decl::Value, b'*') => true,
                (Decl::Value, b',') => !in_import_list(text, p - 1),
                (Decl::Value, _) => matches!(word_before(p), "function" | "const" | "let" | "var"),
            };
            if declares {
                return true;
            }
        }
        false
    }
}

/// Whether the comma at `comma` in `text` separates names of an import list (`import {
/// a, b }`, `import type { a, b }`): only names, `as`, commas and blanks back to the `{`,
/// and `import` (maybe `import type`) before it.
fn in_import_list(text: &str, comma: usize) -> bool {
    let b = text.as_bytes();
    let mut i = comma;
    while i > 0 {
        let c = b[i - 1];
        if c.is_ascii_alphanumeric()
            || c == b'_'
            || c == b'$'
            || c == b','
            || c.is_ascii_whitespace()
        {
            i -= 1;
            continue;
        }
        break;
    }
    if i == 0 || b[i - 1] != b'{' {
        return false;
    }
    let before = text[..i - 1].trim_end();
    let before = before
        .strip_suffix("type")
        .filter(|t| t.ends_with(|c: char| c.is_ascii_whitespace()))
        .map_or(before, str::trim_end);
    before.ends_with("import")
        && !before[..before.len() - "import".len()]
            .ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$')
}

/// The parameters of a parameter list but a leading `this: T` (a function type's or a
/// `function`'s declared receiver), in order.
fn plain_params<'t>(list: Node<'t>) -> Vec<Node<'t>> {
    let mut c = list.walk();
    let params: Vec<Node<'t>> = list
        .named_children(&mut c)
        .filter(|p| {
            !(matches!(p.kind(), "required_parameter" | "optional_parameter")
                && p.field("pattern").is_some_and(|pat| pat.kind() == "this"))
                && p.kind() != "comment"
        })
        .collect();
    params
}

/// For an instance property `prop` of `class` declared as an indexed access `X<..>['key']`
/// (or `X['key']`), `X` an interface or class declared at module level in `file` (not a type
/// parameter of `class`): the base name of the type `X` declares for its member `key` (tsc
/// reads `X['key']` as that member's type; `X`'s type arguments cannot change which class a
/// member's declared class type names, unless it is one of `X`'s own type parameters).
/// `None` for merged declarations, or a member `X` does not declare itself with one named
/// type.
fn indexed_member_type(file: &SourceFile, class: Node, prop: &str) -> Option<String> {
    let (owner, key) = indexed_access(file, class, prop)?;
    let decls = type_decls(file, &owner);
    let [decl] = decls.as_slice() else {
        return None;
    };
    match decl.kind() {
        "class_declaration" | "abstract_class_declaration" => {
            match member_type(file, *decl, &key)? {
                Member::Typed(t) => Some(t),
                Member::Getter => None,
            }
        }
        "interface_declaration" => {
            // A member the interface declares itself is its type there, whatever it extends.
            let body = decl.field("body")?;
            let mut c = body.walk();
            let mut props = body.named_children(&mut c).filter(|m| {
                m.kind() == "property_signature"
                    && m.field("name").is_some_and(|n| file.text(n) == key)
            });
            let (Some(one), None) = (props.next(), props.next()) else {
                return None;
            };
            sure_base(file, *decl, one.field("type")?)
        }
        _ => None,
    }
}

/// The field `prop` of `class` declared as an indexed access type `Owner<..>['key']`: the
/// owner type's base name (no type parameter of `class`) and the key.
fn indexed_access(file: &SourceFile, class: Node, prop: &str) -> Option<(String, String)> {
    let body = class.field("body")?;
    let mut c = body.walk();
    let field = body.named_children(&mut c).find(|m| {
        matches!(m.kind(), "field_definition" | "public_field_definition")
            && m.field("name")
                .or_else(|| m.field("property"))
                .is_some_and(|n| file.text(n) == prop)
    })?;
    let mut t = field.field("type")?;
    if t.kind() == "type_annotation" {
        t = t.named_child(0)?;
    }
    if t.kind() != "lookup_type" || t.named_child_count() != 2 {
        return None;
    }
    let obj = t.named_child(0)?;
    if !matches!(obj.kind(), "type_identifier" | "generic_type") {
        return None;
    }
    let owner = sure_base(file, class, obj)?;
    let key = string_literal_type(file, t.named_child(1)?)?;
    Some((owner, key))
}

/// One step of [`Cx::inherited_index_home`] in the interface `name` of `file`: the type
/// (base name) its own property `key` is declared as (`Ok`), or the base names of its
/// `extends` list in order (`Err`). `None` when `name` is not one interface declared once,
/// or its own `key` is not of one named type that is no type parameter of it.
#[allow(clippy::type_complexity)]
fn interface_member_step(
    file: &SourceFile,
    name: &str,
    key: &str,
) -> Option<Result<String, Vec<String>>> {
    let [decl] = type_decls(file, name)[..] else {
        return None;
    };
    if decl.kind() != "interface_declaration" {
        return None;
    }
    let body = decl.field("body")?;
    let mut c = body.walk();
    let mut own = body.named_children(&mut c).filter(|m| {
        matches!(m.kind(), "property_signature" | "method_signature")
            && m.field("name").is_some_and(|n| file.text(n) == key)
    });
    match (own.next(), own.next()) {
        (Some(one), None) if one.kind() == "property_signature" => {
            return sure_base(file, decl, one.field("type")?).map(Ok);
        }
        (None, _) => {}
        _ => return None,
    }
    let mut c = decl.walk();
    let clause = decl
        .named_children(&mut c)
        .find(|k| k.kind() == "extends_type_clause");
    let Some(clause) = clause else {
        return Some(Err(Vec::new()));
    };
    let mut c = clause.walk();
    let types: Vec<Node> = clause.children_by_field_name("type", &mut c).collect();
    types
        .into_iter()
        .map(|t| match t.kind() {
            "type_identifier" | "generic_type" => base_type(file, t),
            _ => None,
        })
        .collect::<Option<Vec<String>>>()
        .map(Err)
}

/// Whether the condition `c` is `typeof var === 'p'` (or `==`, `!==`, `!=`; either side) for
/// a primitive type `p`, read where it `holds` (`Some(true)`) or fails (`Some(false)`), in
/// the branch where `var` is not that primitive: there the test only takes the primitive
/// out of `var`'s union, never an object type (a class instance's `typeof` is `'object'`),
/// so a member call there is still checked against every object member's method.
fn not_primitive_branch(file: &SourceFile, c: Node, var: &str, holds: Option<bool>) -> bool {
    let Some(holds) = holds else {
        return false;
    };
    let c = unwrap_expr(c);
    if c.kind() != "binary_expression" {
        return false;
    }
    let (Some(l), Some(r), Some(op)) = (c.field("left"), c.field("right"), c.field("operator"))
    else {
        return false;
    };
    let equal = match file.text(op).as_ref() {
        "===" | "==" => true,
        "!==" | "!=" => false,
        _ => return false,
    };
    let of_var = |t: Node| {
        let t = unwrap_expr(t);
        t.kind() == "unary_expression"
            && t.field("operator")
                .is_some_and(|o| file.text(o) == "typeof")
            && t.field("argument")
                .map(unwrap_expr)
                .is_some_and(|a| a.kind() == "identifier" && file.text(a) == var)
    };
    let primitive = |t: Node| {
        let t = unwrap_expr(t);
        t.kind() == "string"
            && string_value(file, t).is_some_and(|v| {
                matches!(
                    v.as_str(),
                    "string" | "number" | "bigint" | "boolean" | "symbol" | "undefined"
                )
            })
    };
    let typeof_test = (of_var(l) && primitive(r)) || (of_var(r) && primitive(l));
    // `typeof x === 'p'` holds exactly where x is the primitive.
    typeof_test && equal != holds
}

/// The text of a string literal type (`'form'`, `"form"`).
fn string_literal_type(file: &SourceFile, t: Node) -> Option<String> {
    let s = if t.kind() == "literal_type" {
        t.named_child(0)?
    } else {
        t
    };
    if s.kind() != "string" {
        return None;
    }
    string_value(file, s)
}

/// The names the target's module declares at module level as `export const g: typeof f` (or
/// `export const g = x as typeof f`: [`declared_typeof`]) with `f` the target, a module-level
/// function of a TypeScript module: g's declared type is f's, so tsc checks a call of g
/// against f's signature. Read once per target, and only from a module whose text holds
/// `typeof` (the target's file, read already to find the target).
pub(super) fn typeof_exports(target: &Target, ctx: &RepoCtx) -> std::sync::Arc<Vec<String>> {
    exported_consts(
        target,
        ctx,
        "typeof",
        true,
        names_typeof,
        |file, v, name| declared_typeof(v).is_some_and(|id| file.text(id) == name),
    )
}

/// The names the target's module declares at module level as `export const g = f` (the
/// value, in parentheses or not, the target's name alone), `f` a module-level function: g
/// holds f itself, so a call of g in another file is a call of f (`export const
/// publicToAddress = pubToAddress`, imported as `publicToAddress`). Read once per target, and
/// only from a module whose text assigns the name (`= f`).
pub(super) fn alias_exports(target: &Target, ctx: &RepoCtx) -> std::sync::Arc<Vec<String>> {
    exported_consts(
        target,
        ctx,
        "alias",
        false,
        assigns_name,
        |file, v, name| {
            // A declared type may differ from f's (`typeof_exports` reads `typeof f`).
            if v.field("type").is_some() {
                return false;
            }
            let Some(mut value) = v.field("value") else {
                return false;
            };
            while value.kind() == "parenthesized_expression" {
                match value.named_child(0) {
                    Some(inner) => value = inner,
                    None => break,
                }
            }
            value.kind() == "identifier" && file.text(value) == name
        },
    )
}

/// The names of the module-level `export const` declarators of the target's module (a
/// module-level function; TypeScript only when `ts_only`) that `holds` the target by name,
/// memoised per target under `what`; the module is parsed only when `gate` finds the name in
/// its text.
fn exported_consts(
    target: &Target,
    ctx: &RepoCtx,
    what: &str,
    ts_only: bool,
    gate: fn(&[u8], &str) -> bool,
    holds: fn(&SourceFile, Node, &str) -> bool,
) -> std::sync::Arc<Vec<String>> {
    let path = target.rel_path.as_str();
    let name = target.name.as_str();
    let key = format!("js:{what}-exports:{path}:{name}");
    ctx.memo(&key, || {
        if matches!(target.kind, DefKind::Constructor | DefKind::Class) || !target.scope.is_empty()
        {
            return Vec::new();
        }
        let Some(lang) = super::super::Lang::from_path(std::path::Path::new(path)) else {
            return Vec::new();
        };
        if ts_only && lang == super::super::Lang::JavaScript {
            return Vec::new();
        }
        let worth = ctx
            .read_shared(path)
            .is_some_and(|t| gate(t.as_bytes(), name));
        if !worth {
            return Vec::new();
        }
        let Some(file) = ctx.parsed(path, lang) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let root = file.tree.root_node();
        let mut c = root.walk();
        for stmt in root.named_children(&mut c) {
            let Some(d) = stmt
                .field("declaration")
                .filter(|_| stmt.kind() == "export_statement")
            else {
                continue;
            };
            if d.kind() != "lexical_declaration" || !text_starts_with(&file, d, "const") {
                continue;
            }
            let mut c2 = d.walk();
            for v in d.named_children(&mut c2) {
                if let Some(n) = v.field("name").filter(|n| n.kind() == "identifier") {
                    if holds(&file, v, name) {
                        out.push(file.text(n).into_owned());
                    }
                }
            }
        }
        out
    })
}

/// Whether `src` assigns the whole name somewhere (`=`, blanks, the name; not `==`, `=>`,
/// `<=`, `>=`, `!=`): the text gate before a module is parsed for its aliases.
fn assigns_name(src: &[u8], name: &str) -> bool {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
    memchr::memmem::find_iter(src, name.as_bytes()).any(|at| {
        if at > 0 && word(src[at - 1]) || src.get(at + name.len()).is_some_and(|b| word(*b)) {
            return false;
        }
        let before = &src[..at];
        let blanks = before
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_whitespace())
            .count();
        let before = &before[..before.len() - blanks];
        before.last() == Some(&b'=')
            && !(before.len() >= 2 && matches!(before[before.len() - 2], b'=' | b'<' | b'>' | b'!'))
    })
}

/// Whether `src` spells `typeof name` somewhere (`typeof`, blanks, the whole name): the text
/// gate before a module is parsed for its `typeof` declarations.
fn names_typeof(src: &[u8], name: &str) -> bool {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
    memchr::memmem::find_iter(src, b"typeof").any(|at| {
        if at > 0 && word(src[at - 1]) {
            return false;
        }
        let rest = &src[at + b"typeof".len()..];
        let blanks = rest.iter().take_while(|b| b.is_ascii_whitespace()).count();
        let rest = &rest[blanks..];
        blanks > 0
            && rest.starts_with(name.as_bytes())
            && !rest.get(name.len()).is_some_and(|b| word(*b))
    })
}

/// The `f` whose type a declarator gives its name by `typeof f`: its annotation's (`const g:
/// typeof f = ..`), or, without one, its value's outermost type assertion's (`const g = x as
/// typeof f`, `<typeof f>x`, in parentheses or not: temporal-polyfill's `export const
/// CreateSlots = (globalThis as any)[CreateSlotsSymbol] as typeof _CreateSlots`). Either way
/// tsc types the name as f and checks its calls against f's signature.
fn declared_typeof(decl: Node) -> Option<Node> {
    if let Some(ann) = decl.field("type") {
        return typeof_name(ann);
    }
    let mut value = decl.field("value")?;
    while value.kind() == "parenthesized_expression" {
        value = value.named_child(0)?;
    }
    let ty = match value.kind() {
        // `x as T`: the expression, then the type (none for `as const`).
        "as_expression" => value.named_child(1)?,
        // `<T>x`: the type arguments' one type, then the expression.
        "type_assertion" => {
            let args = value.named_child(0)?;
            if args.named_child_count() != 1 {
                return None;
            }
            args.named_child(0)?
        }
        _ => return None,
    };
    typeof_name(ty)
}

/// The `f` of a declared type `: typeof f` (an identifier), if that is the annotation.
fn typeof_name(ann: Node) -> Option<Node> {
    let mut t = ann;
    if t.kind() == "type_annotation" {
        t = t.named_child(0)?;
    }
    if t.kind() != "type_query" {
        return None;
    }
    let id = t.named_child(0)?;
    (id.kind() == "identifier").then_some(id)
}

/// Whether a parameter is a rest parameter (`...xs`).
fn is_rest_param(p: Node) -> bool {
    p.kind() == "rest_pattern"
        || p.field("pattern")
            .or_else(|| p.field("name"))
            .is_some_and(|n| n.kind() == "rest_pattern")
}

/// The position of the unannotated parameter `name` of the function value `func` (`x =>`,
/// `(a, x) =>`, `function (this: T, x)`); `None` when annotated, after a rest parameter, or
/// not a plain name.
fn callback_param_index(file: &SourceFile, func: Node, name: &str) -> Option<usize> {
    if let Some(p) = func.field("parameter") {
        return (file.text(p) == name).then_some(0);
    }
    let params = plain_params(func.field("parameters")?);
    for (i, p) in params.iter().enumerate() {
        if is_rest_param(*p) {
            return None;
        }
        let pat = p.field("pattern").or_else(|| p.field("name")).unwrap_or(*p);
        if pat.kind() == "identifier" && file.text(pat) == name {
            return (p.field("type").is_none()).then_some(i);
        }
    }
    None
}

/// The one named type (base name) the interface `decl` (no type parameters, no `extends`)
/// declares for parameter `index` of its one call signature (`interface Handler { (state:
/// State): void }`); `None` for an interface with no call signature or several (overloads).
fn call_signature_param(file: &SourceFile, decl: Node, index: usize) -> Option<String> {
    let mut c = decl.walk();
    if decl.field("type_parameters").is_some()
        || decl
            .children(&mut c)
            .any(|k| k.kind() == "extends_type_clause")
    {
        return None;
    }
    let body = decl.field("body")?;
    let mut c = body.walk();
    let sigs: Vec<Node> = body
        .named_children(&mut c)
        .filter(|m| m.kind() == "call_signature")
        .collect();
    let [sig] = sigs[..] else {
        return None;
    };
    callback_param_type(file, sig, index)
}

/// The one named type (base name) the function type `fty` declares for its parameter
/// `index`; `None` for a rest parameter on the way, no annotation, or not one named type.
fn callback_param_type(file: &SourceFile, fty: Node, index: usize) -> Option<String> {
    let params = plain_params(fty.field("parameters")?);
    if params.iter().take(index + 1).any(|p| is_rest_param(*p)) {
        return None;
    }
    let t = sure_type_node(file, params.get(index)?.field("type")?)?;
    if !matches!(
        t.kind(),
        "type_identifier" | "generic_type" | "nested_type_identifier"
    ) {
        return None;
    }
    // `ctx: core.$RefinementCtx<T>`: the namespace's type, spelled `core.$RefinementCtx`
    // (see [`Cx::type_home_read`]); its base name alone may be another type of the file.
    let named = match t.kind() {
        "generic_type" => t.field("name")?,
        _ => t,
    };
    if named.kind() == "nested_type_identifier" {
        let module = named.field("module")?;
        if module.kind() != "identifier" {
            return None;
        }
        return Some(format!(
            "{}.{}",
            file.text(module),
            file.text(named.field("name")?)
        ));
    }
    base_type(file, t)
}

/// The name of the namespace whose body exports the function declared at `start..end` of
/// `file` directly (`export namespace N { export function f() {} }`), the namespace itself at
/// module level (exported or not); `None` for anything else (a nested or dotted namespace, an
/// ambient module named by a string, a function not exported from the namespace).
pub(super) fn namespace_of(file: &SourceFile, start: usize, end: usize) -> Option<String> {
    let root = file.tree.root_node();
    let mut n = root.descendant_for_byte_range(start, end)?;
    if n.kind() == "export_statement" {
        n = n.field("declaration")?;
    }
    if !matches!(
        n.kind(),
        "function_declaration" | "generator_function_declaration" | "function_signature"
    ) {
        return None;
    }
    let export = n.parent().filter(|p| p.kind() == "export_statement")?;
    let body = export.parent().filter(|p| p.kind() == "statement_block")?;
    let ns = body
        .parent()
        .filter(|p| matches!(p.kind(), "internal_module" | "module"))?;
    let name = ns.field("name").filter(|n| n.kind() == "identifier")?;
    let mut up = ns.parent()?;
    while matches!(up.kind(), "expression_statement" | "export_statement") {
        up = up.parent()?;
    }
    (up.kind() == "program").then(|| file.text(name).into_owned())
}

/// The module specifier of the namespace import `import * as local from "spec"` of `file`.
fn namespace_import(file: &SourceFile, local: &str) -> Option<String> {
    module_statements(file.tree.root_node())
        .into_iter()
        .filter(|s| s.kind() == "import_statement")
        .find_map(|stmt| {
            let spec = stmt.field("source").and_then(|s| string_value(file, s))?;
            let mut c = stmt.walk();
            let clause = stmt
                .named_children(&mut c)
                .find(|n| n.kind() == "import_clause")?;
            let mut c2 = clause.walk();
            let ns = clause.named_children(&mut c2).any(|n| {
                n.kind() == "namespace_import"
                    && n.named_child(0).is_some_and(|id| file.text(id) == local)
            });
            ns.then_some(spec)
        })
}

/// Whether `t` names a type parameter of one of `nodes` (functions, function types, classes).
fn names_type_param(file: &SourceFile, nodes: &[Node], t: &str) -> bool {
    nodes.iter().any(|n| {
        n.field("type_parameters").is_some_and(|tp| {
            let mut c = tp.walk();
            let found = tp
                .named_children(&mut c)
                .any(|p| p.field("name").is_some_and(|id| file.text(id) == t));
            found
        })
    })
}

/// For the function (or, with `is_new`, the class's constructor) `name` declared at module
/// level in `file`: `Some(Some(T))` when its parameter `k` is declared as a function type
/// (maybe optional, or in a union with `null`/`undefined`) whose parameter `index` is declared
/// as the one named type `T`, which is no type parameter of the declarations; `Some(None)`
/// when it is declared with overloads or otherwise; `None` when `file` does not declare it.
fn callee_callback_in(
    file: &SourceFile,
    name: &str,
    is_new: bool,
    arg: ArgSlot,
    index: usize,
) -> Option<Option<String>> {
    let (decl, scope) = if is_new {
        let class = class_decl(file, name)?;
        let body = class.field("body")?;
        let mut c = body.walk();
        let ctors: Vec<Node> = body
            .named_children(&mut c)
            .filter(|m| {
                matches!(m.kind(), "method_definition" | "method_signature")
                    && m.field("name")
                        .is_some_and(|n| file.text(n) == "constructor")
            })
            .collect();
        match ctors.as_slice() {
            [one] => (*one, vec![class, *one]),
            _ => return Some(None),
        }
    } else {
        let fs: Vec<Node> = module_statements(file.tree.root_node())
            .into_iter()
            .filter(|s| {
                matches!(s.kind(), "function_declaration" | "function_signature")
                    && s.field("name").is_some_and(|n| file.text(n) == name)
            })
            .collect();
        match fs.as_slice() {
            [] => return None,
            [one] => (*one, vec![*one]),
            _ => return Some(None),
        }
    };
    let read = || {
        let params = plain_params(decl.field("parameters")?);
        if params.iter().take(arg.k + 1).any(|p| is_rest_param(*p)) {
            return None;
        }
        let fty = sure_type_node(file, params.get(arg.k)?.field("type")?)?;
        let fty = match arg.member {
            Some(key) => member_function_type(file, fty, key)?,
            None if fty.kind() != "function_type" => return None,
            None => fty,
        };
        let t = callback_param_type(file, fty, index)?;
        let mut nodes = scope.clone();
        nodes.push(fty);
        (!names_type_param(file, &nodes, &t)).then_some(t)
    };
    Some(read())
}

/// The function type that the member `key` of an object literal takes from the declared
/// object type `ty` it is given as (TypeScript): the member's own declaration, declared once
/// (`key(state: S): void`, or `key: (state: S) => void`, optional or not), else the object
/// type's one string index signature of a function type (`{[node: string]: (state: S, ..) =>
/// void}`). A method signature stands for its function type (it has the same `parameters`).
/// `None` for anything else: an interface or alias named there is not read, nor an object
/// type declaring the key otherwise.
fn member_function_type<'t>(file: &SourceFile, ty: Node<'t>, key: &str) -> Option<Node<'t>> {
    if ty.kind() != "object_type" {
        return None;
    }
    let mut c = ty.walk();
    let members: Vec<Node<'t>> = ty
        .named_children(&mut c)
        .filter(|m| m.kind() != "comment")
        .collect();
    let name_of = |n: Node| match n.kind() {
        "string" => string_value(file, n),
        _ => Some(file.text(n).into_owned()),
    };
    let named: Vec<Node<'t>> = members
        .iter()
        .copied()
        .filter(|m| {
            m.kind() != "index_signature"
                && m.field("name")
                    .is_none_or(|n| name_of(n).is_none_or(|n| n == key))
        })
        .collect();
    match named[..] {
        [m] if m.kind() == "method_signature" => Some(m),
        [m] if m.kind() == "property_signature" => {
            let t = sure_type_node(file, m.field("type")?)?;
            (t.kind() == "function_type").then_some(t)
        }
        [] => {
            let sigs: Vec<Node<'t>> = members
                .iter()
                .copied()
                .filter(|m| m.kind() == "index_signature")
                .collect();
            let [sig] = sigs[..] else {
                return None;
            };
            if sig
                .field("index_type")
                .is_none_or(|k| file.text(k) != "string")
            {
                return None;
            }
            let t = sure_type_node(file, sig.field("type")?)?;
            (t.kind() == "function_type").then_some(t)
        }
        _ => None,
    }
}

/// Where a callback is given to a call: argument `k` itself, or with `member` the function
/// given as that member of the object literal that is argument `k`.
#[derive(Clone, Copy, Debug)]
struct ArgSlot<'s> {
    k: usize,
    member: Option<&'s str>,
}

/// Where a type named in a module file is declared (module file, name there), as a lookup
/// tells it (see [`Cx::function_return_home`]).
type HomeIn<'h> = dyn Fn(&SourceFile, &str) -> Option<(String, String)> + 'h;

/// For the function `name` declared at module level in `file` (a TypeScript file): `Some(Some(T))`
/// when every declaration of it (its overload signatures, else the one declaration) declares
/// its return type as the one type named by a plain identifier `T` (`RecordType<R, ..>` is
/// `RecordType`; a union with `null`/`undefined` is its other member; `ns.T` is left out: a
/// class `T` of the module would be another), which is no type parameter of theirs;
/// `Some(None)` when it is declared otherwise; `None` when `file` does not declare it.
fn function_return_in(file: &SourceFile, name: &str) -> Option<Option<String>> {
    let fs: Vec<Node> = statements_naming(file, name)
        .into_iter()
        .filter(|s| {
            matches!(s.kind(), "function_declaration" | "function_signature")
                && s.child_by_field_name("name")
                    .is_some_and(|n| file.text(n) == name)
        })
        .collect();
    if fs.is_empty() {
        return None;
    }
    if file.lang == super::super::Lang::JavaScript {
        return Some(None);
    }
    // With overload signatures, the implementation's own is not callable: tsc reads a call
    // by the signatures alone (`createZodEnum`'s implementation declares no return type).
    let mut fs = fs;
    if fs.iter().any(|f| f.kind() == "function_signature") {
        fs.retain(|f| f.kind() == "function_signature");
    }
    if let [f] = fs[..] {
        if f.kind() == "function_declaration" && f.child_by_field_name("return_type").is_none() {
            return Some(new_return_class(file, f));
        }
    }
    let mut found: Option<String> = None;
    for f in &fs {
        let t = f
            .child_by_field_name("return_type")
            .and_then(|r| sure_type_node(file, r))
            .map(|t| match t.kind() {
                "generic_type" => t.child_by_field_name("name").unwrap_or(t),
                _ => t,
            })
            .filter(|t| t.kind() == "type_identifier")
            .map(|t| file.text(t).into_owned());
        let Some(t) = t.filter(|t| !names_type_param(file, &[*f], t)) else {
            return Some(None);
        };
        if found.as_ref().is_some_and(|f| *f != t) {
            return Some(None);
        }
        found = Some(t);
    }
    Some(found)
}

/// For the function `name` declared at module level in `file` with overload signatures whose
/// declared returns differ: the return type (base name, as [`function_return_in`] reads it)
/// of the first signature, when it declares no type parameters and every declaration of the
/// name (the implementation too) has the same parameter list, written alike. tsc resolves a
/// call without type arguments to the first signature its arguments fit, and signatures with
/// one parameter list (none generic before it) fit the same calls: `string(params?: ..):
/// ZodString; string<T extends string>(params?: ..): $ZodType<T, T>` gives `ZodString`.
fn first_overload_return(file: &SourceFile, name: &str) -> Option<String> {
    if file.lang == super::super::Lang::JavaScript {
        return None;
    }
    let fs: Vec<Node> = statements_naming(file, name)
        .into_iter()
        .filter(|s| {
            matches!(s.kind(), "function_declaration" | "function_signature")
                && s.child_by_field_name("name")
                    .is_some_and(|n| file.text(n) == name)
        })
        .collect();
    let (first, rest) = fs.split_first()?;
    if first.kind() != "function_signature"
        || rest.is_empty()
        || first.child_by_field_name("type_parameters").is_some()
    {
        return None;
    }
    let params = |f: &Node| {
        f.child_by_field_name("parameters")
            .map(|p| super::super::collapse_ws(&file.text(p)))
    };
    let list = params(first)?;
    if rest.iter().any(|f| params(f).as_ref() != Some(&list)) {
        return None;
    }
    let t = sure_type_node(file, first.child_by_field_name("return_type")?)?;
    let t = match t.kind() {
        "generic_type" => t.child_by_field_name("name")?,
        _ => t,
    };
    (t.kind() == "type_identifier").then(|| file.text(t).into_owned())
}

/// Where an interface's member is declared (see [`Cx::interface_declaring`]).
enum MemberIn {
    /// In this interface (module file, name there): it or a base reached first.
    Found((String, String)),
    /// Surely no member of the name there, nor in its bases.
    Absent,
    /// Not told.
    Unsure,
}

/// What an interface's own method signatures of one name return.
enum MethodReturn {
    /// `this`.
    This,
    /// One plainly named type (base name).
    Named(String),
}

/// What the interface declaration `iface` declares its own members named `method` to
/// return: `None` when it declares none; `Some(None)` when unsure (a member that is no
/// method signature, returns that differ, or a type that is not plainly named or names a
/// type parameter of the interface or the method). With `args`, the method signatures whose
/// parameter lists surely admit no call with that many arguments are left out (see
/// [`signature_admits`]), unless that leaves none.
fn interface_method_return(
    file: &SourceFile,
    iface: Node,
    method: &str,
    args: Option<usize>,
) -> Option<Option<MethodReturn>> {
    let body = iface.field("body")?;
    let tparams = |n: Node| {
        n.field("type_parameters")
            .map(|t| file.text(t).into_owned())
            .unwrap_or_default()
    };
    let is_param = |ps: &str, t: &str| {
        ps.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
            .any(|w| w == t)
    };
    let iface_params = tparams(iface);
    let mut c = body.walk();
    let members: Vec<Node> = body
        .named_children(&mut c)
        .filter(|m| m.field("name").is_some_and(|n| file.text(n) == method))
        .collect();
    // A call no signature admits (a call the edit broke) is typed by all of them.
    let admits = |m: &Node, n: usize| {
        m.kind() != "method_signature" || signature_admits(*m, n) != Some(false)
    };
    let args = args.filter(|&n| members.iter().any(|m| admits(m, n)));
    let mut found: Option<Option<MethodReturn>> = None;
    for m in members {
        if args.is_some_and(|n| !admits(&m, n)) {
            continue;
        }
        let r = (|| {
            if m.kind() != "method_signature" {
                return None;
            }
            let t = sure_type_node(file, m.field("return_type")?)?;
            if t.kind() == "this_type" {
                return Some(MethodReturn::This);
            }
            let n = match t.kind() {
                "generic_type" => t.field("name")?,
                _ => t,
            };
            if n.kind() != "type_identifier" {
                return None;
            }
            let n = file.text(n).into_owned();
            if is_param(&iface_params, &n) || is_param(&tparams(m), &n) {
                return None;
            }
            Some(MethodReturn::Named(n))
        })();
        found = Some(match (found, r) {
            (None, r) => r,
            (Some(Some(MethodReturn::This)), Some(MethodReturn::This)) => Some(MethodReturn::This),
            (Some(Some(MethodReturn::Named(a))), Some(MethodReturn::Named(b))) if a == b => {
                Some(MethodReturn::Named(a))
            }
            _ => None,
        });
    }
    found
}

/// Whether the parameter list of the signature `sig` admits a call with `n` arguments: no
/// fewer than its required parameters, no more than its parameters unless one is a rest
/// parameter (a `this` parameter is none). `None` when a parameter's shape is not told.
fn signature_admits(sig: Node, n: usize) -> Option<bool> {
    let params = sig.field("parameters")?;
    let (mut count, mut required, mut rest) = (0, 0, false);
    let mut c = params.walk();
    for p in params.named_children(&mut c) {
        match p.kind() {
            "required_parameter" => {
                let pat = p.field("pattern")?;
                match pat.kind() {
                    "this" => continue,
                    "rest_pattern" => rest = true,
                    _ if p.field("value").is_some() => {}
                    _ => required += 1,
                }
                count += 1;
            }
            "optional_parameter" => count += 1,
            "comment" => {}
            _ => return None,
        }
    }
    Some(n >= required && (rest || n <= count))
}

/// The declarators of the variable `name` (`const`, `let` or `var`) among the module-level
/// statements of `file`, each with its statement.
fn variable_declarators<'t>(file: &'t SourceFile, name: &str) -> Vec<(Node<'t>, Node<'t>)> {
    let mut found = Vec::new();
    for s in statements_naming(file, name) {
        if !matches!(s.kind(), "lexical_declaration" | "variable_declaration") {
            continue;
        }
        let mut c = s.walk();
        for d in s.named_children(&mut c) {
            let named = d.kind() == "variable_declarator"
                && d.field("name")
                    .is_some_and(|n| n.kind() == "identifier" && file.text(n) == name);
            if named {
                found.push((s, d));
            }
        }
    }
    found
}

/// For the variable `name` declared at module level in `file` (a TypeScript file), declared
/// once: `Some(Some(T))` when its declaration names one type `T` (a plain or generic name,
/// looked through parentheses and a union with `null`/`undefined`: `export const
/// globalRegistry: $ZodRegistry<GlobalMeta> = ..`), the type tsc gives every use of it;
/// `Some(None)` when it is declared otherwise, or more than once, or `file` declares a
/// function of that name; `None` when `file` declares no variable of that name.
fn declared_value_type(file: &SourceFile, name: &str) -> Option<Option<String>> {
    let found = variable_declarators(file, name);
    let [(_, d)] = found[..] else {
        return (!found.is_empty()).then_some(None);
    };
    if file.lang == super::super::Lang::JavaScript || function_return_in(file, name).is_some() {
        return Some(None);
    }
    let Some(t) = d.field("type").and_then(|t| sure_type_node(file, t)) else {
        return Some(None);
    };
    if !matches!(t.kind(), "type_identifier" | "generic_type") {
        return Some(None);
    }
    Some(base_type(file, t))
}

/// [`function_return_in`] for any value `name` declared at module level in `file` (TypeScript):
/// a function declaration's; a `const name = (..): T => ..` (or a function expression) its
/// declared return type `T`, no type parameter of its own; a `const name = C.m` of a class
/// `C` of this module, what its static member `m` returns (see [`static_return_in`]): tsc
/// types `const stringType = ZodString.create` by the member, so `stringType()` returns what
/// `ZodString.create(..)` does. `Some(None)` for any other value so declared (a declared
/// type, another initialiser, several declarations); `None` when `file` declares none.
fn value_return_in(file: &SourceFile, name: &str) -> Option<Option<String>> {
    if let Some(found) = function_return_in(file, name) {
        return Some(found);
    }
    let found = variable_declarators(file, name);
    let [(stmt, d)] = found[..] else {
        return (!found.is_empty()).then_some(None);
    };
    if file.lang == super::super::Lang::JavaScript
        || !text_starts_with(file, stmt, "const")
        || d.field("type").is_some()
    {
        return Some(None);
    }
    let Some(v) = d.field("value").map(unwrap_expr) else {
        return Some(None);
    };
    Some(match v.kind() {
        "arrow_function" | "function_expression" | "function" => fn_value_return(file, v),
        "member_expression" => {
            let (o, p) = (v.field("object").map(unwrap_expr), v.field("property"));
            match (o, p) {
                (Some(o), Some(p))
                    if o.kind() == "identifier" && p.kind() == "property_identifier" =>
                {
                    class_decl(file, &file.text(o))
                        .and_then(|class| static_return_in(file, class, &file.text(p)))
                }
                _ => None,
            }
        }
        _ => None,
    })
}

/// The declared return type (base name) of the function value `f` (an arrow or function
/// expression), no type parameter of its own; `None` without one.
fn fn_value_return(file: &SourceFile, f: Node) -> Option<String> {
    let t = sure_type_node(file, f.field("return_type")?)?;
    let t = match t.kind() {
        "generic_type" => t.field("name")?,
        _ => t,
    };
    if t.kind() != "type_identifier" {
        return None;
    }
    let t = file.text(t).into_owned();
    (!names_type_param(file, &[f], &t)).then_some(t)
}

/// What a call `C.name(..)` of the static member `name` of the class declaration `class`
/// returns (base name of a type of `file`'s scope): a static field holding an arrow or
/// function expression with a declared return type (`static create = (params?: ..):
/// ZodString => { .. }`), or static methods whose declared return types agree (the overload
/// signatures alone when there are some: the implementation's is not seen by callers; one
/// method without a declared type whose every own return is `new C(..)` of one class, as
/// [`new_return_class`] reads it). `None` otherwise, or when the class declares no static
/// member of that name (an inherited one is not looked for).
fn static_return_in(file: &SourceFile, class: Node, name: &str) -> Option<String> {
    let body = class.field("body")?;
    let mut c = body.walk();
    let members: Vec<Node> = body
        .named_children(&mut c)
        .filter(|m| {
            let mut c2 = m.walk();
            let is_static = m.children(&mut c2).any(|k| k.kind() == "static");
            is_static && m.field("name").is_some_and(|n| file.text(n) == name)
        })
        .collect();
    if let [m] = members[..] {
        if m.kind() == "public_field_definition" || m.kind() == "field_definition" {
            let v = unwrap_expr(m.field("value")?);
            return match v.kind() {
                "arrow_function" | "function_expression" | "function" => fn_value_return(file, v),
                // `static create = createZodEnum`: the module's function of that name.
                "identifier" => function_return_in(file, &file.text(v)).flatten(),
                _ => None,
            };
        }
    }
    if members.iter().any(|m| {
        !matches!(
            m.kind(),
            "method_definition" | "method_signature" | "abstract_method_signature"
        )
    }) {
        return None;
    }
    let sigs: Vec<Node> = members
        .iter()
        .copied()
        .filter(|m| m.kind() != "method_definition")
        .collect();
    let read = if sigs.is_empty() { members } else { sigs };
    if let [m] = read[..] {
        if m.kind() == "method_definition" && m.field("return_type").is_none() {
            let mut c2 = m.walk();
            let star = m.children(&mut c2).any(|k| k.kind() == "*");
            return if star {
                None
            } else {
                new_return_class(file, m)
            };
        }
    }
    let mut found: Option<String> = None;
    for m in read {
        let t = fn_value_return(file, m)?;
        if found.as_ref().is_some_and(|f| *f != t) {
            return None;
        }
        found = Some(t);
    }
    found
}

/// The class a function declaration without a declared return type returns as tsc infers
/// it: not `async`, every `return` of its own (nested functions and classes left out) is `new
/// C(..)` (type arguments or not) of one class name `C`, and `C` names no value of its own
/// (every identifier `C` in it is such a constructor), so `C` is the module's. `function
/// getStorage(..) { const sql = ..; return new SQLiteSyncStorage<TLRecord>({ sql }) }`
/// returns a SQLiteSyncStorage. `None` otherwise (a bare `return`, no `return`, another
/// value).
fn new_return_class(file: &SourceFile, f: Node) -> Option<String> {
    let body = f.child_by_field_name("body")?;
    let mut c = f.walk();
    if f.children(&mut c).any(|k| k.kind() == "async") {
        return None;
    }
    let mut class: Option<String> = None;
    let mut ctors = Vec::new();
    for ret in own_returns(body) {
        let v = returned_value(ret)?;
        if v.kind() != "new_expression" {
            return None;
        }
        let ctor = v.child_by_field_name("constructor")?;
        if ctor.kind() != "identifier" {
            return None;
        }
        let name = file.text(ctor).into_owned();
        if class.as_ref().is_some_and(|c| *c != name) {
            return None;
        }
        class = Some(name);
        ctors.push(ctor.id());
    }
    let class = class?;
    // No parameter, local or nested declaration of the function may name `C`.
    let mut stack = vec![f];
    while let Some(n) = stack.pop() {
        if n.kind() != "type_identifier"
            && n.child_count() == 0
            && file.text(n) == class
            && !ctors.contains(&n.id())
        {
            return None;
        }
        let mut c = n.walk();
        stack.extend(n.children(&mut c));
    }
    Some(class)
}

/// Whether every `return` of the function (or method) `f` itself — none in a nested function
/// or class — returns `this`, and there is one: without a declared return type tsc infers
/// the polymorphic `this` (a chain `v.rot(r).add(w)` stays on the receiver's class). Not an
/// async function (a promise) nor a generator (an iterator).
pub(super) fn returns_only_this(f: Node) -> bool {
    let Some(body) = f.child_by_field_name("body") else {
        return false;
    };
    let mut c = f.walk();
    if f.children(&mut c)
        .any(|k| matches!(k.kind(), "async" | "*"))
    {
        return false;
    }
    let returns = own_returns(body);
    !returns.is_empty()
        && returns
            .into_iter()
            .all(|r| returned_value(r).is_some_and(|v| v.kind() == "this"))
}

/// The `return` statements of a function's own `body`: none of a nested function or class.
fn own_returns(body: Node) -> Vec<Node> {
    let mut out = Vec::new();
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        if n.id() != body.id()
            && matches!(
                n.kind(),
                "arrow_function"
                    | "function_expression"
                    | "function"
                    | "function_declaration"
                    | "generator_function"
                    | "generator_function_declaration"
                    | "method_definition"
                    | "class_declaration"
                    | "class"
            )
        {
            continue;
        }
        if n.kind() == "return_statement" {
            out.push(n);
            continue;
        }
        let mut c = n.walk();
        stack.extend(n.children(&mut c));
    }
    out
}

/// What a `return` statement returns, parentheses taken off; `None` for a bare `return`.
fn returned_value(ret: Node) -> Option<Node> {
    let mut v = ret.named_child(0)?;
    while v.kind() == "parenthesized_expression" {
        v = v.named_child(0)?;
    }
    Some(v)
}

/// The classes, interfaces and type aliases named `name` declared at module level in `file`
/// (an interface may be declared more than once: the declarations merge).
/// The module-level function declarations and signatures named `name` in `file` (through an
/// `export`), as [`ctor_const`]'s test of a function that hands back its callback reads them.
fn function_decls<'t>(file: &'t SourceFile, name: &str) -> Vec<Node<'t>> {
    module_statements(file.tree.root_node())
        .into_iter()
        .filter(|s| {
            matches!(s.kind(), "function_declaration" | "function_signature")
                && s.field("name").is_some_and(|n| file.text(n) == name)
        })
        .collect()
}

fn type_decls<'t>(file: &'t SourceFile, name: &str) -> Vec<Node<'t>> {
    statements_naming(file, name)
        .into_iter()
        .filter(|s| {
            matches!(
                s.kind(),
                "class_declaration"
                    | "abstract_class_declaration"
                    | "interface_declaration"
                    | "type_alias_declaration"
            ) && s.field("name").is_some_and(|n| file.text(n) == name)
        })
        .collect()
}

/// What the declaration of the type `name` in `file` says about a member `member`, for
/// [`Cx::type_has_target`].
enum TypeShape {
    /// A class: its `extends` chain decides.
    Class,
    /// It declares a member of the name itself.
    Own,
    /// Its members come from these named types (their base names as written in the file,
    /// `None` for a part that is no named type): an interface's `extends` list in order (the
    /// first that has the member gives it), or with `all` an intersection's parts (each adds
    /// its members).
    Bases {
        all: bool,
        bases: Vec<Option<String>>,
    },
}

/// The [`TypeShape`] of the type `name` declared at module level in `file`; `None` when not
/// declared there, or in a shape that is not followed (merged interfaces that each extend, an
/// alias of a union, a mapped or conditional type).
fn type_shape(file: &SourceFile, name: &str, member: &str) -> Option<TypeShape> {
    let decls = type_decls(file, name);
    let first = *decls.first()?;
    if decls
        .iter()
        .any(|d| matches!(d.kind(), "class_declaration" | "abstract_class_declaration"))
    {
        return (decls.len() == 1).then_some(TypeShape::Class);
    }
    let named = |t: Node| match t.kind() {
        "type_identifier" | "generic_type" | "nested_type_identifier" => base_type(file, t),
        _ => None,
    };
    if first.kind() == "type_alias_declaration" {
        if decls.len() != 1 {
            return None;
        }
        let mut v = first.field("value")?;
        while v.kind() == "parenthesized_type" {
            v = v.named_child(0)?;
        }
        if matches!(
            v.kind(),
            "type_identifier" | "generic_type" | "nested_type_identifier"
        ) {
            return Some(TypeShape::Bases {
                all: false,
                bases: vec![named(v)],
            });
        }
        if v.kind() != "intersection_type" {
            return None;
        }
        let mut bases = Vec::new();
        let mut stack = vec![v];
        while let Some(t) = stack.pop() {
            match t.kind() {
                "intersection_type" => {
                    let mut c = t.walk();
                    let parts: Vec<Node> = t.named_children(&mut c).collect();
                    stack.extend(parts.into_iter().rev());
                }
                "parenthesized_type" => stack.extend(t.named_child(0)),
                "object_type" => {
                    let mut c = t.walk();
                    let own = t
                        .named_children(&mut c)
                        .any(|m| m.field("name").is_some_and(|n| file.text(n) == member));
                    if own {
                        return Some(TypeShape::Own);
                    }
                }
                _ => bases.push(named(t)),
            }
        }
        return Some(TypeShape::Bases { all: true, bases });
    }
    if decls.iter().any(|d| defines_member(file, *d, member)) {
        return Some(TypeShape::Own);
    }
    let clauses: Vec<Node> = decls
        .iter()
        .filter_map(|d| {
            let mut c = d.walk();
            let found = d
                .named_children(&mut c)
                .find(|k| k.kind() == "extends_type_clause");
            found
        })
        .collect();
    let bases = match clauses.as_slice() {
        [] => Vec::new(),
        [clause] => {
            let mut c = clause.walk();
            let types: Vec<Node> = clause.children_by_field_name("type", &mut c).collect();
            types.into_iter().map(named).collect()
        }
        _ => return None,
    };
    Some(TypeShape::Bases { all: false, bases })
}

/// The one named type the interface `iface` declares its own property `prop` to hold
/// (`readonly lines: ICircularList<IBufferLine>` gives `ICircularList`); `None` for another
/// declaration, an optional or untyped property, a method, a type that is not one named type
/// (a union, a literal type) or one of the interface's type parameters.
fn interface_property_type(file: &SourceFile, iface: Node, prop: &str) -> Option<String> {
    if iface.kind() != "interface_declaration" {
        return None;
    }
    let body = iface.field("body")?;
    let mut c = body.walk();
    let named: Vec<Node> = body
        .named_children(&mut c)
        .filter(|m| m.field("name").is_some_and(|n| file.text(n) == prop))
        .collect();
    let [m] = named[..] else {
        return None;
    };
    let mut c = m.walk();
    let optional = m.children(&mut c).any(|k| k.kind() == "?");
    if m.kind() != "property_signature" || optional {
        return None;
    }
    sure_base(file, iface, m.field("type")?)
}

/// The class `name` declared at module level in `file`.
fn class_decl<'t>(file: &'t SourceFile, name: &str) -> Option<Node<'t>> {
    statements_naming(file, name).into_iter().find(|s| {
        matches!(s.kind(), "class_declaration" | "abstract_class_declaration")
            && s.field("name").is_some_and(|n| file.text(n) == name)
    })
}

/// The class declaration named `name` that starts on line `line` of `file`, wherever it is
/// (in a function body or block, as a test declares its own subclass).
fn block_class_decl<'t>(file: &'t SourceFile, name: &str, line: usize) -> Option<Node<'t>> {
    let mut found = None;
    crate::lang::walk_pruned(file.tree.root_node(), |n| {
        if found.is_some() || line_of(n) > line || n.end_position().row + 1 < line {
            return false;
        }
        if matches!(n.kind(), "class_declaration" | "abstract_class_declaration")
            && line_of(n) == line
            && n.field("name").is_some_and(|id| file.text(id) == name)
        {
            found = Some(n);
            return false;
        }
        true
    });
    found
}

// ---- JSDoc types (plain JavaScript) ----

/// The JSDoc comment (`/** … */`) right above the statement that declares `n` in a plain
/// JavaScript file — `n` being a function, method, class or variable declarator, or a function
/// value assigned to a variable (`const f = (a) => …`), an object key or a property
/// (`X.prototype.m = function (a) {…}`). `None` in TypeScript files, whose annotations are read
/// instead, and when no such comment is there.
fn jsdoc_above<'t>(file: &SourceFile, n: Node<'t>) -> Option<Node<'t>> {
    if file.lang != super::super::Lang::JavaScript {
        return None;
    }
    let mut at = n;
    for _ in 0..4 {
        let Some(p) = at.parent() else { break };
        let holds = match p.kind() {
            "variable_declarator" | "pair" => p.field("value") == Some(at),
            "assignment_expression" => p.field("right") == Some(at),
            // one declarator: the comment above the statement speaks of it alone
            "lexical_declaration" | "variable_declaration" => p.named_child_count() == 1,
            "expression_statement" | "export_statement" => true,
            _ => false,
        };
        if !holds {
            break;
        }
        at = p;
    }
    let c = at.prev_sibling()?;
    (c.kind() == "comment" && text_starts_with(file, c, "/**")).then_some(c)
}

/// The type in braces right after a JSDoc tag (`{T}` of `@param {T} x`) and the rest of the
/// text after it; `None` when the braces do not close.
fn braced(after_tag: &str) -> Option<(&str, &str)> {
    let s = after_tag.trim_start().strip_prefix('{')?;
    let mut depth = 1usize;
    for (i, ch) in s.char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some((&s[..i], &s[i + 1..]));
                }
            }
            _ => {}
        }
    }
    None
}

/// The type a JSDoc comment declares with `tag` — `@type {T}` (`name` `None`) or
/// `@param {T} name` (also `@arg`/`@argument`, `[name]`, `[name=default]`) — when it names one
/// type simply (see [`jsdoc_simple_type`]). The first tag that speaks of `name` decides.
fn jsdoc_type(doc: &str, name: Option<&str>) -> Option<String> {
    let tags: &[&str] = match name {
        None => &["@type"],
        Some(_) => &["@param", "@arg", "@argument"],
    };
    let mut rest = doc;
    while let Some(i) = rest.find('@') {
        rest = &rest[i..];
        let word_end = rest[1..]
            .find(|c: char| !c.is_ascii_alphanumeric())
            .map_or(rest.len(), |e| e + 1);
        let (tag, after) = rest.split_at(word_end);
        rest = after;
        if !tags.contains(&tag) {
            continue;
        }
        let Some((ty, after)) = braced(after) else {
            continue;
        };
        match name {
            None => return jsdoc_simple_type(ty),
            Some(want) => {
                let word = after.split_whitespace().next().unwrap_or("");
                let word = word
                    .strip_prefix('[')
                    .map(|w| w.split(['=', ']']).next().unwrap_or(""))
                    .unwrap_or(word);
                if word == want {
                    return jsdoc_simple_type(ty);
                }
            }
        }
    }
    None
}

/// The base name of a JSDoc type when it names one type simply: an identifier or dotted name
/// (`ns.T` → `T`), possibly with type arguments (`Map<K, V>`, Closure's `Array.<T>`) or `[]`
/// (→ `Array`). Primitive names map as TypeScript's do (`string` → `String`). `None` for
/// unions, `*`, `?`/`!` nullability, optional `=`, rest `...`, record and function types, and
/// the names that say nothing (`Object`, `object`, `any`, `Function`, …).
fn jsdoc_simple_type(ty: &str) -> Option<String> {
    let ty = ty.trim();
    if ty.is_empty()
        || ty.contains(|c: char| {
            matches!(
                c,
                '|' | '*' | '?' | '!' | '=' | '(' | ')' | '{' | '}' | ':' | '\'' | '"' | '`' | '&'
            )
        })
        || ty.contains("...")
    {
        return None;
    }
    if let Some(elem) = ty.strip_suffix("[]") {
        return jsdoc_simple_type(elem).map(|_| "Array".to_string());
    }
    let end = ty
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.'))
        .unwrap_or(ty.len());
    let (path, args) = ty.split_at(end);
    if !(args.is_empty() || (args.starts_with('<') && args.ends_with('>'))) {
        return None;
    }
    let path = path
        .strip_suffix('.')
        .filter(|_| !args.is_empty())
        .unwrap_or(path);
    let segs: Vec<&str> = path.split('.').collect();
    if segs
        .iter()
        .any(|s| s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()))
    {
        return None;
    }
    let last = *segs.last()?;
    match last {
        "Object" | "object" | "any" | "unknown" | "Function" | "function" | "undefined"
        | "null" | "void" | "never" | "this" => None,
        "string" => Some("String".into()),
        "number" => Some("Number".into()),
        "boolean" => Some("Boolean".into()),
        other => Some(other.to_string()),
    }
}

/// The names a JSDoc `@template` introduces anywhere in the file (`@template T, U`,
/// `@template {Base} T`): a type named so is a type parameter, not a type.
fn jsdoc_templates(file: &SourceFile) -> Vec<String> {
    let text = String::from_utf8_lossy(&file.src);
    let mut out = Vec::new();
    for (i, _) in text.match_indices("@template") {
        let mut rest = &text[i + "@template".len()..];
        if let Some((_, after)) = braced(rest) {
            rest = after;
        }
        let line = rest.lines().next().unwrap_or("");
        for part in line.split(',') {
            if let Some(w) = part.split_whitespace().next() {
                out.push(w.trim_end_matches("*/").to_string());
            }
            if part.split_whitespace().count() > 1 {
                break;
            }
        }
    }
    out
}

#[cfg(test)]
mod jsdoc_tests {
    use super::super::super::testkit::{self, Site};
    use super::super::super::{Binds, Lang, Target};
    use super::{jsdoc_simple_type, jsdoc_type};

    fn target(path: &str, src: &str, sel: &str) -> Target {
        let lang = Lang::from_path(std::path::Path::new(path)).unwrap_or(Lang::JavaScript);
        testkit::target(&testkit::parse(lang, path, src), sel, Site::default())
    }

    /// The verdicts (line, binds) of the calls of `t` in `src`, named `path`.
    fn verdicts(path: &str, src: &str, t: &Target) -> Vec<(usize, Binds)> {
        let lang = Lang::from_path(std::path::Path::new(path)).unwrap_or(Lang::JavaScript);
        let file = testkit::parse(lang, path, src);
        let ctx = testkit::no_repo("/nonexistent/contract-watch-jsdoc-tests");
        super::calls(&file, t, &ctx)
            .into_iter()
            .map(|c| (c.line, c.binds))
            .collect()
    }

    #[test]
    fn simple_type_names_only() {
        let cases = [
            ("CanvasRenderingContext2D", Some("CanvasRenderingContext2D")),
            (" ns.sub.Painter ", Some("Painter")),
            ("Map<string, number>", Some("Map")),
            ("Array.<Painter>", Some("Array")),
            ("Painter[]", Some("Array")),
            ("string", Some("String")),
            ("number", Some("Number")),
            ("boolean", Some("Boolean")),
            ("*", None),
            ("?", None),
            ("?Painter", None),
            ("!Painter", None),
            ("Painter=", None),
            ("...Painter", None),
            ("Painter|Brush", None),
            ("(Painter|Brush)", None),
            ("Object", None),
            ("object", None),
            ("Object<string, Painter>", None),
            ("any", None),
            ("Function", None),
            ("function(number): string", None),
            ("{a: number}", None),
            ("import('./p').Painter", None),
            ("'literal'", None),
            ("Painter<", None),
            ("ns..Painter", None),
            ("", None),
        ];
        for (ty, want) in cases {
            assert_eq!(jsdoc_simple_type(ty).as_deref(), want, "{ty:?}");
        }
    }

    #[test]
    fn param_and_type_tags_are_read_by_name() {
        let doc = "/**\n * Draws.\n * @param {number} x the x\n * @param {{a: number}} opts options\n * @arg {Painter} [p] optional\n * @argument {Brush} [b=new Brush()] defaulted\n * @returns {Painter}\n */";
        assert_eq!(jsdoc_type(doc, Some("x")).as_deref(), Some("Number"));
        assert_eq!(jsdoc_type(doc, Some("opts")), None);
        assert_eq!(jsdoc_type(doc, Some("p")).as_deref(), Some("Painter"));
        assert_eq!(jsdoc_type(doc, Some("b")).as_deref(), Some("Brush"));
        assert_eq!(jsdoc_type(doc, Some("y")), None);
        // `@returns` is not a variable's type
        assert_eq!(jsdoc_type(doc, None), None);
        assert_eq!(
            jsdoc_type("/** @type {HTMLCanvasElement} */", None).as_deref(),
            Some("HTMLCanvasElement")
        );
        // `@typedef` is not `@type`
        assert_eq!(jsdoc_type("/** @typedef {Painter} P */", None), None);
    }

    const TEXT: &str =
        "/** @param {string} s */\nexport function measureText(s) { return s.length; }\n";

    #[test]
    fn jsdoc_typed_receiver_excludes_a_free_function() {
        let t = target("text.js", TEXT, "measureText");
        let src = "import { measureText } from './text.js';\n\
                   /**\n * @param {CanvasRenderingContext2D} ctx\n */\n\
                   export function alpha(ctx) {\n  return ctx.measureText('x').width;\n}\n\
                   /** @param {CanvasRenderingContext2D} [ctx] */\n\
                   const beta = (ctx = null) => ctx.measureText('y');\n\
                   /** @param {CanvasRenderingContext2D} ctx */\n\
                   const gamma = ctx => ctx.measureText('z');\n\
                   /** @type {CanvasRenderingContext2D} */\n\
                   const c = makeContext();\n\
                   c.measureText('w');\n\
                   measureText('v');\n";
        assert_eq!(
            verdicts("app.js", src, &t),
            vec![
                (6, Binds::No),
                (9, Binds::No),
                (11, Binds::No),
                (14, Binds::No),
                (15, Binds::Yes),
            ]
        );
    }

    #[test]
    fn jsdoc_that_says_nothing_sure_leaves_the_receiver_unknown() {
        let t = target("text.js", TEXT, "measureText");
        let src = "/** @param {*} a\n * @param {Object} b\n * @param {CanvasRenderingContext2D|Painter} c\n * @param {?CanvasRenderingContext2D} d\n */\n\
                   function f(a, b, c, d) {\n  a.measureText(1);\n  b.measureText(1);\n  c.measureText(1);\n  d.measureText(1);\n}\n\
                   /** @param {CanvasRenderingContext2D} other */\n\
                   function g(ctx) { ctx.measureText(1); }\n\
                   /**\n * @template T\n * @param {T} x\n */\n\
                   function h(x) { x.measureText(1); }\n\
                   /** @param {CanvasRenderingContext2D} a */\n\
                   const p = (a) => 1, q = (a) => a.measureText(1);\n";
        assert_eq!(
            verdicts("app.js", src, &t),
            vec![
                (7, Binds::Maybe),
                (8, Binds::Maybe),
                (9, Binds::Maybe),
                (10, Binds::Maybe),
                (13, Binds::Maybe),
                (18, Binds::Maybe),
                (20, Binds::Maybe),
            ]
        );
        // TypeScript reads its annotations, never JSDoc.
        let ts = "/** @param {CanvasRenderingContext2D} ctx */\nfunction f(ctx) { ctx.measureText(1); }\n";
        assert_eq!(verdicts("app.ts", ts, &t), vec![(2, Binds::Maybe)]);
    }

    #[test]
    fn jsdoc_naming_the_target_class_binds_yes() {
        let painter = "export class Painter {\n  measureText(s) { return s.length; }\n}\n";
        let t = target("painter.js", painter, "Painter.measureText");
        let src = "import { Painter } from './painter.js';\n\
                   /** @param {Painter} p\n * @param {Brush} b */\n\
                   function draw(p, b) {\n  p.measureText('x');\n  b.measureText('y');\n}\n\
                   class Canvas {\n  /** @type {Painter} */\n  first;\n  \
                   constructor(painter) {\n    /** @type {Brush} */\n    this.brush = painter;\n    this.painter = painter;\n  }\n  \
                   /** @param {Painter} q */\n  paint(q) {\n    q.measureText('z');\n    this.first.measureText('w');\n    \
                   this.brush.measureText('v');\n    this.painter.measureText('u');\n  }\n}\n";
        assert_eq!(
            verdicts("app.js", src, &t),
            vec![
                (5, Binds::Yes),
                (6, Binds::No),
                (18, Binds::Yes),
                (19, Binds::Yes),
                (20, Binds::No),
                (21, Binds::Maybe),
            ]
        );
    }
}

#[cfg(test)]
mod export_text_tests {
    use super::super::super::{DefKind, Lang, Target};
    use super::{may_be_scanned, Decl};

    /// A module that only imports the name (mobx's `../internal` barrel reaches dozens) is
    /// not one that can declare it; a declaration, a later declarator or an export clause is.
    #[test]
    fn a_module_that_only_imports_the_name_cannot_export_it() {
        let imports = "import {\n    $mobx,\n    isObservableValue,\n    ObservableValue\n} from \"../internal\"\nconst x = isObservableValue(y)\n";
        assert!(!Decl::Value.may_export(imports, "isObservableValue"));
        assert!(!Decl::Class.may_export(imports, "ObservableValue"));
        let typed = "import type { a, isX } from \"./x\"\n";
        assert!(!Decl::Value.may_export(typed, "isX"));

        let guard = "export const isObservableValue = createInstanceofPredicate(\"ObservableValue\", ObservableValue) as (x: any) => x is IObservableValue<any>\n";
        assert!(Decl::Value.may_export(guard, "isObservableValue"));
        assert!(!Decl::Class.may_export(guard, "ObservableValue"));
        assert!(Decl::Value.may_export("let a = 1,\n  isX = f", "isX"));
        assert!(Decl::Value.may_export("export function* isX() {}", "isX"));
        assert!(Decl::Value.may_export("export function isX(v: any): v is X", "isX"));
        assert!(!Decl::Value.may_export("export function isXY(v: any)", "isX"));
        assert!(Decl::Class.may_export("export abstract class Atom {}", "Atom"));
        assert!(!Decl::Class.may_export("export abstract class BaseAtom {}", "Atom"));
        assert!(Decl::Class.may_export("import { A } from \"./a\"\nexport { A }", "A"));
        assert!(Decl::Class.may_export("export type { A } from \"./a\"", "A"));
        assert!(Decl::Value.may_export("const s = 1;\nexport { a, s as string }", "string"));
        assert!(Decl::Value.may_export("export {\n  string,\n} from \"./s\"", "string"));
        // an export clause that does not spell the name exports something else (zod's
        // `compat.ts`, read for `string` where it only writes the type `: string`)
        let compat = "export { $brand, config } from \"../core/index.js\";\nexport function f(x: string): string { return x; }\n";
        assert!(!Decl::Value.may_export(compat, "string"));
        assert!(!Decl::Type.may_export(compat, "string"));
        assert!(Decl::Value.may_export(compat, "config"));
        // a clause that does not close is unsure
        assert!(Decl::Value.may_export("export { a", "string"));
    }

    fn target(name: &str, kind: DefKind, owner: &str) -> Target {
        Target {
            name: name.to_string(),
            kind,
            scope: vec![owner.to_string()],
            rel_path: "src/a.ts".to_string(),
            lang: Lang::TypeScript,
            defs: Vec::new(),
        }
    }

    /// A class module that mentions the target the way a call or definition is written may
    /// be one of the scan's candidates, so a look-up parses it whole, once for both
    /// (tanstack-query's mutationCache.ts); one that only names notifyManager
    /// (queryClient.ts) is read for its declarations alone. A constructor's class counts
    /// wherever it is named (`new C;` calls it).
    #[test]
    fn a_module_the_scan_may_parse_is_told_by_a_call_shaped_mention() {
        let notify = target("notify", DefKind::Method, "QueryCache");
        assert!(may_be_scanned(
            b"  notify(event: MutationCacheNotifyEvent) {\n",
            &notify
        ));
        assert!(may_be_scanned(
            b"    this.notify({ type: 'added', mutation })\n",
            &notify
        ));
        assert!(!may_be_scanned(b"import { notifyManager } from './notifyManager'\n    return notifyManager.batch(() =>\n", &notify));
        assert!(!may_be_scanned(b"  // notify the listeners\n", &notify));
        let ctor = target("constructor", DefKind::Constructor, "Subscription");
        assert!(may_be_scanned(
            b"export class Subscriber<T> extends Subscription implements Observer<T> {\n",
            &ctor
        ));
        assert!(!may_be_scanned(
            b"import { SubscriptionLike, TeardownLogic } from './types';\n",
            &ctor
        ));
    }
}

#[cfg(test)]
mod text_gate_tests {
    use super::{class_surely_lacks, names_typeof};

    #[test]
    fn a_class_lacks_a_member_its_text_only_uses() {
        let yes = [
            "export class A {\n  f() {\n    return this.LA(1);\n  }\n  g = () => {\n    [1].map((x) => x.LA);\n  };\n}\n",
            "import { B } from './b';\nexport abstract class A<T> implements B {\n  static make() {}\n  x: { [k: string]: number } = {};\n}\n",
            "export class A { f(): void {} }\nconst s = '{';\n",
            "// LA is a comment's word here\nexport class A {\n  /* LA(n) { } */\n}\n",
        ];
        for src in yes {
            assert!(class_surely_lacks(src.as_bytes(), "A", "LA"), "{src}");
        }
        let no = [
            // declares it, or may: a member of the name, a base, an index signature, a
            // computed, quoted or numeric name
            "export class A {\n  LA(n: number) {}\n}\n",
            "export class A {\n  constructor(public LA: number) {}\n}\n",
            "export class A extends B {\n  f() {}\n}\n",
            "export class A<T extends object> {\n  f() {}\n}\n",
            "export class A {\n  [k: string]: unknown;\n}\n",
            "export class A {\n  f() {}\n  [Symbol.iterator]() {}\n}\n",
            "export class A {\n  'x-y'() {}\n}\n",
            "export class A {\n  readonly 0 = 1;\n}\n",
            "export class A {\n  *gen() {}\n}\n",
            // a quoted mention, a second declaration, not exported, nested
            "export class A {\n  f() { return { 'LA': 1 } }\n}\n",
            "export class A {}\nexport interface A { f(): void }\n",
            "class A {}\nexport { A };\n",
            "export namespace N {\n  export class A {}\n}\n",
            "export declare class A {}\n",
            "export { A } from './a';\n",
        ];
        for src in no {
            assert!(!class_surely_lacks(src.as_bytes(), "A", "LA"), "{src}");
        }
    }

    #[test]
    fn the_text_gate_wants_typeof_and_the_whole_name() {
        let yes = [
            "const g: typeof deep = f",
            "const g: typeof\n  deep;",
            "(typeof deep)",
        ];
        for src in yes {
            assert!(names_typeof(src.as_bytes(), "deep"), "{src}");
        }
        let no = [
            "const g: typeof deeper = f",
            "const g: typeofdeep = f",
            "xtypeof deep",
            "typeof $deep",
            "deep(typeof x)",
            "typeof",
        ];
        for src in no {
            assert!(!names_typeof(src.as_bytes(), "deep"), "{src}");
        }
    }
}

#[cfg(test)]
mod factory_tests {
    use super::super::super::testkit::{self, Site};
    use super::super::super::{Binds, Lang};

    /// The verdict of each call of `Box.put` in a TypeScript module `src`, by line.
    fn verdicts(src: &str) -> Vec<(usize, Binds)> {
        let file = testkit::parse(Lang::TypeScript, "m.ts", src);
        let t = testkit::target(&file, "Box.put", Site::default());
        let ctx = testkit::no_repo("/nonexistent/contract-watch-factory-tests");
        super::calls(&file, &t, &ctx)
            .into_iter()
            .map(|c| (c.line, c.binds))
            .collect()
    }

    const CLASSES: &str = "export class Box<R> {\n  put(x: R): void {}\n}\nexport class Bag {\n  put(x: number): void {}\n}\nnamespace ns {\n  export class Box {\n    put(x: number): void {}\n  }\n}\n";

    /// A variable initialised by a call of a module function declared to return one class
    /// (whatever its type arguments, through a union with `undefined` and `!`) holds an
    /// instance of that class; a function returning a type parameter, `ns.Box`, overloads
    /// of different returns tell nothing; without a declared return type, every own `return
    /// new Box(..)` gives Box, but not an `async` function's (a Promise), one whose parameter
    /// shadows the class, or one whose returns name two classes.
    #[test]
    fn a_factory_declared_to_return_a_class_types_the_variable() {
        let src = format!(
            "{CLASSES}\
function make<R>(): Box<R> | undefined {{ return new Box<R>() }}\n\
function bag(): Bag {{ return new Bag() }}\n\
function same<T>(x: T): T {{ return x }}\n\
function nsBox(): ns.Box {{ return new ns.Box() }}\n\
function two(x: number): Box<number>;\n\
function two(x: string): Bag;\n\
function two(x: any): any {{ return x }}\n\
function bare() {{ return new Box<number>() }}\n\
async function later() {{ return new Box<number>() }}\n\
function shadow(Box: any) {{ return new Box() }}\n\
function mixed(x: boolean) {{ if (x) {{ return new Box<number>() }} return new Bag() }}\n\
function inner() {{ const g = () => new Bag(); return new Box<number>() }}\n\
const a = make<number>()!\n\
const b = bag()\n\
const c = same(new Box<number>())\n\
const d = nsBox()\n\
const e = two(1)\n\
const f = bare()\n\
const g = later()\n\
const h = shadow(1)\n\
const i = mixed(true)\n\
const j = inner()\n\
export function use() {{\n\
  a.put(1)\n\
  b.put(1)\n\
  c.put(1)\n\
  d.put(1)\n\
  e.put(1)\n\
  f.put(1)\n\
  g.put(1)\n\
  h.put(1)\n\
  i.put(1)\n\
  j.put(1)\n\
}}\n"
        );
        let v = verdicts(&src);
        let at = |line: usize| v.iter().find(|(l, _)| *l == line).map(|(_, b)| *b);
        let first = 1 + src.lines().position(|l| l == "a.put(1)").unwrap();
        assert_eq!(at(first), Some(Binds::Yes), "{v:?}");
        assert_ne!(at(first + 1), Some(Binds::Yes), "{v:?}");
        for k in [2, 3, 4, 6, 7, 8] {
            assert_eq!(
                at(first + k),
                Some(Binds::Maybe),
                "line {} {v:?}",
                first + k
            );
        }
        // `bare()` and `inner()` declare no return type: each `return new Box<number>()` of
        // their own (the arrow's `new Bag()` is another function's) types them as tsc does.
        assert_eq!(at(first + 5), Some(Binds::Yes), "{v:?}");
        assert_eq!(at(first + 9), Some(Binds::Yes), "{v:?}");
    }
}

#[cfg(test)]
mod declared_part_tests {
    use super::super::super::{Lang, RepoCtx, SourceFile};
    use super::{declared_part, declared_part_of, function_decls, type_decls, Declared};

    const TYPES: &str = "import type { Editor } from './Editor'\n\
                         // interface EditorEvents in a comment\n\
                         export interface EditorEvents {\n\
                         \x20 create: { editor: Editor; nested: { deep: string } }\n\
                         \x20 destroy: void\n\
                         }\n\
                         export type Other = { a: 'EditorEvents' }\n\
                         export function f() {\n\
                         \x20 return 1\n\
                         }\n\
                         export interface EditorEvents {\n\
                         \x20 later: number\n\
                         }\n\
                         export class Last {}\n";

    fn ctx_with(files: &[(&str, &str)]) -> (tempfile::TempDir, RepoCtx) {
        let dir = tempfile::tempdir().expect("temp dir");
        for (rel, text) in files {
            std::fs::write(dir.path().join(rel), text).expect("write");
        }
        let ctx = RepoCtx::new(dir.path().to_path_buf());
        (dir, ctx)
    }

    /// The part holds exactly the declarations of the name (an interface declared twice
    /// merges: both), at the file's offsets and with their nested object types parsed (a
    /// declarations-only parse blanks those), and the same nodes a whole parse has there.
    #[test]
    fn a_declaration_is_parsed_alone_at_its_offsets() {
        let (_dir, ctx) = ctx_with(&[("types.ts", TYPES)]);
        let part =
            declared_part(&ctx, "types.ts", Lang::TypeScript, "EditorEvents").expect("framed");
        assert!(part.is_partial());
        let whole = SourceFile::parse("types.ts", Lang::TypeScript, TYPES.as_bytes().to_vec())
            .expect("parse");
        assert!(!whole.is_partial());
        let sexp = |f: &SourceFile| -> Vec<(usize, usize, String)> {
            type_decls(f, "EditorEvents")
                .iter()
                .map(|n| (n.start_byte(), n.end_byte(), n.to_sexp()))
                .collect()
        };
        let got = sexp(&part);
        assert_eq!(got.len(), 2);
        assert_eq!(got, sexp(&whole));
        assert_eq!(
            got[0].2.matches("(object_type (property_signature").count(),
            2
        );
        // Nothing else of the module is in the part.
        assert!(type_decls(&part, "Other").is_empty());
        assert!(type_decls(&part, "Last").is_empty());
        let last = declared_part(&ctx, "types.ts", Lang::TypeScript, "Last").expect("framed");
        assert_eq!(type_decls(&last, "Last").len(), 1);
    }

    /// A mention that looks like a declaration but does not begin its line (`import type`,
    /// a second statement on a line), or no declaration at all: not framed, the module is
    /// read otherwise.
    #[test]
    fn a_declaration_that_cannot_be_framed_gives_no_part() {
        let (_dir, ctx) = ctx_with(&[
            (
                "a.ts",
                "import type A from './a'\nexport interface A { x: number }\n",
            ),
            ("b.ts", "const x = 1; interface B { x: number }\n"),
            ("c.ts", "export const C = 1\nfunction g(c: C) {}\n"),
            (
                "d.ts",
                "namespace N {\n  export interface D { x: number }\n}\n",
            ),
        ]);
        for (path, name) in [("a.ts", "A"), ("b.ts", "B"), ("c.ts", "C"), ("d.ts", "D")] {
            assert!(
                declared_part(&ctx, path, Lang::TypeScript, name).is_none(),
                "{path}"
            );
        }
    }

    /// A module's function declarations of a name (overloads each) are parsed alone, as the
    /// whole parse reads them; a type of the name is no function's part.
    #[test]
    fn a_function_declaration_is_parsed_alone_at_its_offsets() {
        let text = "import { x } from './x'\n\
                    // function singleton in a comment\n\
                    export function singleton<T>(key: string): T\n\
                    export function singleton<T>(key: string, init?: () => T): T {\n\
                    \x20 return init ? init() : (x as T)\n\
                    }\n\
                    export async function other() {\n\
                    \x20 return singleton('k')\n\
                    }\n\
                    export interface Shape { singleton: number }\n";
        let (_dir, ctx) = ctx_with(&[("h.ts", text)]);
        let part = declared_part_of(
            &ctx,
            "h.ts",
            Lang::TypeScript,
            "singleton",
            Declared::Functions,
        )
        .expect("framed");
        assert!(part.is_partial());
        let whole =
            SourceFile::parse("h.ts", Lang::TypeScript, text.as_bytes().to_vec()).expect("parse");
        let sexp = |f: &SourceFile| -> Vec<(usize, usize, String)> {
            function_decls(f, "singleton")
                .iter()
                .map(|n| (n.start_byte(), n.end_byte(), n.to_sexp()))
                .collect()
        };
        assert_eq!(sexp(&part).len(), 2);
        assert_eq!(sexp(&part), sexp(&whole));
        assert!(function_decls(&part, "other").is_empty());
        let other = declared_part_of(&ctx, "h.ts", Lang::TypeScript, "other", Declared::Functions)
            .expect("framed");
        assert_eq!(function_decls(&other, "other").len(), 1);
        assert!(
            declared_part_of(&ctx, "h.ts", Lang::TypeScript, "Shape", Declared::Functions)
                .is_none()
        );
    }
}

#[cfg(test)]
mod interface_chain_tests {
    use super::super::super::{Lang, SourceFile};
    use super::{
        callback_param_type, first_overload_return, interface_defines, interface_method_return,
        namespace_import, type_decls, MethodReturn,
    };

    fn ts(src: &str) -> SourceFile {
        SourceFile::parse("m.ts", Lang::TypeScript, src.as_bytes().to_vec()).expect("parse")
    }

    /// The first of overloads with one parameter list is what a call without type arguments
    /// returns; differing lists, a generic first signature or a single declaration tell none.
    #[test]
    fn the_first_overload_of_one_parameter_list_gives_the_return() {
        let f = ts("export function s(p?: string): Text;\n\
                    export function s<T extends string>(p?: string): core.Base<T>;\n\
                    export function s(p?: string): Text { return {} as Text }\n\
                    export function n(p?: string): Num;\n\
                    export function n(p: number, q: number): Other;\n\
                    export function n(p?: any, q?: any): any { return p }\n\
                    export function g<T>(p?: string): Gen<T>;\n\
                    export function g(p?: string): Text;\n\
                    export function g(p?: string): any { return p }\n\
                    export function one(p?: string): Text { return {} as Text }\n");
        assert_eq!(first_overload_return(&f, "s").as_deref(), Some("Text"));
        assert_eq!(first_overload_return(&f, "n"), None);
        assert_eq!(first_overload_return(&f, "g"), None);
        assert_eq!(first_overload_return(&f, "one"), None);
        assert_eq!(first_overload_return(&f, "missing"), None);
    }

    /// An interface's own method signatures: all `this`, or all one plainly named type that
    /// is no type parameter; a property of the name, a type parameter, a qualified name or
    /// returns that differ are unsure; no member of the name is `None`.
    #[test]
    fn an_interface_method_return_is_this_or_one_named_type() {
        let f = ts("interface A<T> {\n\
                    \x20 min(n: number): this;\n\
                    \x20 min(n: string): this;\n\
                    \x20 opt(): Optional<this>;\n\
                    \x20 un(): T;\n\
                    \x20 gen<U>(): U;\n\
                    \x20 ns(): core.Base;\n\
                    \x20 mixed(n: number): this;\n\
                    \x20 mixed(n: string): Other;\n\
                    \x20 prop: () => this;\n\
                    }\n");
        let a = type_decls(&f, "A")[0];
        assert!(matches!(
            interface_method_return(&f, a, "min", None),
            Some(Some(MethodReturn::This))
        ));
        assert!(matches!(
            interface_method_return(&f, a, "opt", None),
            Some(Some(MethodReturn::Named(t))) if t == "Optional"
        ));
        for m in ["un", "gen", "ns", "mixed", "prop"] {
            assert!(
                matches!(interface_method_return(&f, a, m, None), Some(None)),
                "{m}"
            );
        }
        assert!(interface_method_return(&f, a, "absent", None).is_none());
    }

    /// zod's `meta(): $replace<GlobalMeta, this> | undefined; meta(data: ..): this` (the
    /// twenty-ninth session, 6 listed): a call with one argument can only resolve to the
    /// second signature, so `z.string().meta({..})` is the receiver's own type; a call with
    /// none, to the first. Signatures of one arity that differ stay unsure.
    #[test]
    fn interface_overloads_are_read_by_the_arguments_a_call_passes() {
        let f = ts("interface A {\n\
                    \x20 meta(): Other | undefined;\n\
                    \x20 meta(data: string): this;\n\
                    \x20 pick(this: A, a: number, b?: number): this;\n\
                    \x20 pick(...all: string[]): Other;\n\
                    \x20 only(a: number, b: number): this;\n\
                    }\n");
        let a = type_decls(&f, "A")[0];
        assert!(matches!(
            interface_method_return(&f, a, "meta", Some(1)),
            Some(Some(MethodReturn::This))
        ));
        assert!(matches!(
            interface_method_return(&f, a, "meta", Some(0)),
            Some(Some(MethodReturn::Named(t))) if t == "Other"
        ));
        assert!(matches!(
            interface_method_return(&f, a, "meta", None),
            Some(None)
        ));
        // `pick(1)` and `pick(1, 2)` fit both signatures; `pick()` and three only the rest.
        assert!(matches!(
            interface_method_return(&f, a, "pick", Some(2)),
            Some(None)
        ));
        assert!(matches!(
            interface_method_return(&f, a, "pick", Some(3)),
            Some(Some(MethodReturn::Named(t))) if t == "Other"
        ));
        // A call no signature admits (one the edit broke) is read by all of them.
        assert!(matches!(
            interface_method_return(&f, a, "only", Some(1)),
            Some(Some(MethodReturn::This))
        ));
    }

    /// A member declared by a plain or quoted name is the interface's own; a computed name
    /// may be any.
    #[test]
    fn an_interface_defines_plain_quoted_and_maybe_computed_members() {
        let f = ts(
            "interface A { describe(d: string): this; \"~standard\": number }\n\
                    interface B { [key]: number }\n\
                    interface C { other(): void }\n",
        );
        let decl = |n: &str| type_decls(&f, n)[0];
        assert!(interface_defines(&f, decl("A"), "describe"));
        assert!(interface_defines(&f, decl("A"), "~standard"));
        assert!(!interface_defines(&f, decl("A"), "min"));
        assert!(interface_defines(&f, decl("B"), "min"));
        assert!(!interface_defines(&f, decl("C"), "min"));
    }

    /// A callback parameter typed through a namespace keeps its namespace (its base name
    /// alone may be another type of the module), which the namespace import names.
    #[test]
    fn a_namespace_qualified_callback_parameter_keeps_its_namespace() {
        let f = ts("import * as core from \"./core\";\n\
                    import { Ctx } from \"./local\";\n\
                    type F = (a: string, ctx: core.Ctx<string>) => void;\n\
                    type G = (a: string, ctx: Ctx) => void;\n");
        let fty = |n: &str| {
            type_decls(&f, n)[0]
                .child_by_field_name("value")
                .expect("value")
        };
        assert_eq!(
            callback_param_type(&f, fty("F"), 1).as_deref(),
            Some("core.Ctx")
        );
        assert_eq!(callback_param_type(&f, fty("G"), 1).as_deref(), Some("Ctx"));
        assert_eq!(namespace_import(&f, "core").as_deref(), Some("./core"));
        assert_eq!(namespace_import(&f, "Ctx"), None);
    }
}

#[cfg(test)]
mod naming_tests {
    use super::super::super::{Field, Lang, SourceFile};
    use super::{class_decl, defines_member, module_statements, statements_naming, type_decls};

    fn ts(src: &str) -> SourceFile {
        SourceFile::parse("m.ts", Lang::TypeScript, src.as_bytes().to_vec()).expect("parse")
    }

    /// The statements and members that may be named so are found from the name's occurrences
    /// in the text: every one a walk of all of them finds (a name in an exported, merged or
    /// default-exported declaration, one spelt inside another name, in a comment, in another
    /// statement's body, between statements), in order, none missed; a name the text never
    /// spells finds none.
    #[test]
    fn the_children_naming_a_name_are_those_a_walk_finds() {
        let f = ts("// Box is named in a comment first\n\
                    import { Base } from './base';\n\
                    export interface Box { open(): void }\n\
                    export class Box extends Base {\n\
                    \x20 open(): void { const b = new BoxBig(); b.open(); }\n\
                    \x20 // close() is only spoken of\n\
                    \x20 closeAll = () => 1;\n\
                    \x20 close(): void {}\n\
                    }\n\
                    class BoxBig { size = 1 }\n\
                    export default class Dflt { Box(): Box { return new Box() } }\n\
                    type Alias = Box | BoxBig;\n\
                    function make(): Box { return new Box() }\n\
                    export function make2(): Box;\n\
                    export function make2(n?: number): Box { return make() }\n\
                    const made = make2();\n\
                    ;\n\
                    export { made };\n");
        let root = f.tree.root_node();
        let walked = |name: &str| -> Vec<usize> {
            module_statements(root)
                .into_iter()
                .filter(|s| {
                    s.field("name").is_some_and(|n| f.text(n) == name)
                        || (matches!(s.kind(), "lexical_declaration") && f.text(*s).contains(name))
                })
                .map(|s| s.id())
                .collect()
        };
        for name in [
            "Box", "BoxBig", "Dflt", "Alias", "make", "make2", "made", "Base", "open", "nowhere",
        ] {
            let near: Vec<usize> = statements_naming(&f, name)
                .into_iter()
                .filter(|s| {
                    s.field("name").is_some_and(|n| f.text(n) == name)
                        || (matches!(s.kind(), "lexical_declaration") && f.text(*s).contains(name))
                })
                .map(|s| s.id())
                .collect();
            assert_eq!(near, walked(name), "{name}");
        }
        assert_eq!(type_decls(&f, "Box").len(), 2);
        assert_eq!(
            class_decl(&f, "Box").map(|c| c.kind()),
            Some("class_declaration")
        );
        assert!(class_decl(&f, "Bo").is_none());
        assert!(statements_naming(&f, "nowhere").is_empty());
        let class = class_decl(&f, "Box").expect("class Box");
        assert!(defines_member(&f, class, "open"));
        assert!(defines_member(&f, class, "close"));
        assert!(defines_member(&f, class, "closeAll"));
        assert!(!defines_member(&f, class, "clos"));
        assert!(!defines_member(&f, class, "size"));
        let big = class_decl(&f, "BoxBig").expect("class BoxBig");
        assert!(defines_member(&f, big, "size"));
        assert!(!defines_member(&f, big, "open"));
    }
}

#[cfg(test)]
mod export_star_tests {
    use super::writes_export_star;

    #[test]
    fn an_export_star_is_seen_past_blanks_and_comments_and_a_doc_star_is_not_one() {
        assert!(writes_export_star("export * from './a'\n"));
        assert!(writes_export_star("export\n\t* as ns from './a'\n"));
        assert!(writes_export_star("export /* all */ * from './a'\n"));
        assert!(writes_export_star("export // all\n* from './a'\n"));
        // A doc comment's and a product's `*` re-export nothing.
        assert!(!writes_export_star(
            "/**\n * Doubles.\n */\nexport function double(n: number) {\n\treturn n * 2\n}\n"
        ));
        assert!(!writes_export_star(
            "export { a } from './a'\nexport /* open"
        ));
    }
}

#[cfg(test)]
mod included_ranges_tests {
    use super::included_ranges;

    #[test]
    fn the_spans_left_out_leave_their_complement_merged() {
        assert_eq!(
            included_ranges(20, vec![(12, 15), (3, 5), (4, 8)]),
            [(0, 3), (8, 12), (15, 20)]
        );
        assert_eq!(
            included_ranges(20, vec![(12, 15), (9, 9)]),
            [(0, 9), (9, 12), (15, 20)]
        );
        assert_eq!(included_ranges(10, vec![(0, 4), (6, 12)]), [(4, 6)]);
        assert_eq!(included_ranges(5, Vec::new()), [(0, 5)]);
    }
}
