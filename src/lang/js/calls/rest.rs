//! How many arguments a rest parameter typed as a tuple takes at one call.
//!
//! tsc expands a rest parameter whose type is a tuple into one parameter per element:
//! `emit<E extends keyof T>(event: E, ...args: CallbackType<T, E>)` with
//! `type CallbackType<T, E> = T[E] extends any[] ? T[E] : [T[E]]` takes, at
//! `this.emit('create', {..})` in `class Editor extends EventEmitter<EditorEvents>`, exactly
//! one argument after the event: `EditorEvents['create']` is an object type, so the rest is
//! `[{ editor: Editor }]`. The count rule alone reads the rest as "any number".
//!
//! Read here, narrowly: the rest parameter's type is evaluated with the type parameters the
//! call fixes — a method's type parameter from a string literal passed to a parameter declared
//! with exactly that type (tsc infers the literal type: a constrained type parameter keeps
//! it), the owner class's from the receiver's class declaring `extends Owner<A, ..>` — through
//! type aliases, interfaces and object types declared in the repository, indexed access by a
//! string literal, and conditional types that test against `any[]`/`unknown[]`. Anything else
//! (a union, `any`, a type of a package, a mapped type, an optional property, `infer`) leaves
//! the type unknown, and the call is judged by the count alone.

use tree_sitter::Node;

use super::{class_decl, declared_part, string_value, type_decls, Cx, Parsed, Recv};
use crate::lang::{Field, SourceFile};

/// How deep aliases and indexed accesses are followed (recursive aliases stop here).
const MAX_DEPTH: usize = 16;

/// Type parameters bound to what a call fixes (`Shape::Unknown` where it fixes nothing).
type Env = Vec<(String, Shape)>;

/// What a type evaluates to, as far as the arity of a rest parameter needs it.
#[derive(Clone, Debug, PartialEq)]
enum Shape {
    /// A tuple type: its elements.
    Tuple(Vec<Elem>),
    /// A (mutable) array type: any number of elements.
    Array,
    /// A string literal type.
    Str(String),
    /// `void`.
    Void,
    /// An object type (an interface of the repository, a type literal): its members are read
    /// when it is indexed.
    Object(Obj),
    /// A class instance type: never `void`, but it may extend `Array`.
    Class,
    /// A type that is surely neither `void` nor assignable to an array (`string`, a number
    /// literal, a function type).
    Other,
    /// Not known here.
    Unknown,
}

/// An object type: where its member lists are, and the bindings they are read with.
#[derive(Clone, Debug, PartialEq)]
struct Obj {
    path: String,
    /// A name its module declares (a declarations-only parse of the module is read for it).
    name: String,
    /// The byte ranges of its member lists (an interface declared more than once merges).
    bodies: Vec<(usize, usize)>,
    /// No `extends`, no index signature and no `length` member: surely not assignable to
    /// an array type.
    plain: bool,
    env: Env,
}

/// One element of a tuple type.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Elem {
    /// A required element; `maybe_void`: its type is `void` or may be (a trailing `void`
    /// element may be left out, as a trailing `void` parameter may).
    Required {
        maybe_void: bool,
    },
    Optional,
    Rest,
}

/// The argument counts a tuple's elements take: (at least, at most).
fn tuple_span(elems: &[Elem]) -> (usize, Option<usize>) {
    let mut max = Some(0usize);
    for e in elems {
        max = match e {
            Elem::Rest => None,
            _ => max.map(|m| m + 1),
        };
    }
    // tsc counts the leading required elements (a required element after a rest or an
    // optional one does not raise the minimum), then lets trailing `void` ones go.
    let mut min = elems
        .iter()
        .take_while(|e| matches!(e, Elem::Required { .. }))
        .count();
    while min > 0 && elems[min - 1] == (Elem::Required { maybe_void: true }) {
        min -= 1;
    }
    (min, max)
}

/// The type node of a `type_annotation` (or the node itself).
fn annotated(t: Node) -> Option<Node> {
    if t.kind() == "type_annotation" {
        t.named_child(0)
    } else {
        Some(t)
    }
}

/// The last parameter of a function-like node when it is a rest parameter with a type
/// annotation: (the parameters before it, that annotation's type).
fn typed_rest<'t>(f: Node<'t>) -> Option<(Vec<Node<'t>>, Node<'t>)> {
    let list = f.field("parameters")?;
    let mut c = list.walk();
    let mut params: Vec<Node> = list
        .named_children(&mut c)
        .filter(|p| matches!(p.kind(), "required_parameter" | "optional_parameter"))
        .filter(|p| p.field("pattern").is_none_or(|n| n.kind() != "this"))
        .collect();
    let last = params.pop()?;
    if last.field("pattern")?.kind() != "rest_pattern" {
        return None;
    }
    let ty = annotated(last.field("type")?)?;
    Some((params, ty))
}

/// The function-like node of a definition spanning `start..end` in `file`.
pub(super) fn def_node(file: &SourceFile, start: usize, end: usize) -> Option<Node<'_>> {
    let mut n = file
        .tree
        .root_node()
        .descendant_for_byte_range(start, end)?;
    for _ in 0..4 {
        if n.field("parameters").is_some() {
            return Some(n);
        }
        if n.kind() == "export_statement" {
            n = n.field("declaration")?;
            continue;
        }
        let p = n.parent()?;
        if p.start_byte() < start || p.end_byte() > end {
            return None;
        }
        n = p;
    }
    None
}

/// The names of the type parameters a declaration (`type_parameters` field) declares, with
/// their constraint nodes.
fn type_params<'t>(file: &SourceFile, decl: Node<'t>) -> Vec<(String, Option<Node<'t>>)> {
    let Some(tp) = decl.field("type_parameters") else {
        return Vec::new();
    };
    let mut c = tp.walk();
    let out = tp
        .named_children(&mut c)
        .filter(|p| p.kind() == "type_parameter")
        .filter_map(|p| {
            let name = file.text(p.field("name")?).into_owned();
            Some((name, p.field("constraint")))
        })
        .collect();
    out
}

/// The class declaration a method definition belongs to.
fn owner_class(method: Node) -> Option<Node> {
    let body = method.parent()?;
    let class = body.parent()?;
    matches!(
        class.kind(),
        "class_declaration" | "abstract_class_declaration"
    )
    .then_some(class)
}

/// The `extends Base<A, ..>` of a class declaration: Base's name and its type arguments.
fn extends_args<'t>(file: &SourceFile, class: Node<'t>) -> Option<(String, Vec<Node<'t>>)> {
    let mut c = class.walk();
    let heritage = class
        .named_children(&mut c)
        .find(|n| n.kind() == "class_heritage")?;
    let mut c2 = heritage.walk();
    let ext = heritage
        .named_children(&mut c2)
        .find(|k| k.kind() == "extends_clause")?;
    let v = ext.field("value")?;
    if v.kind() != "identifier" {
        return None;
    }
    let args = ext.field("type_arguments")?;
    let mut c3 = args.walk();
    let list = args
        .named_children(&mut c3)
        .filter(|a| a.kind() != "comment")
        .collect();
    Some((file.text(v).into_owned(), list))
}

/// Whether the members of an object type or interface body leave it surely unassignable to an
/// array type: no index signature and no `length` (an array's own member).
fn plain_members(file: &SourceFile, body: Node) -> bool {
    if body.named_child_count() == 0
        && !file
            .text(body)
            .trim_matches(|c: char| c == '{' || c == '}' || c.is_whitespace())
            .is_empty()
    {
        // Members a declarations-only parse read as blanks: not known.
        return false;
    }
    let mut c = body.walk();
    let plain = body.named_children(&mut c).all(|m| {
        m.kind() != "index_signature"
            && m.field("name")
                .is_none_or(|n| member_name(file, n).as_deref() != Some("length"))
    });
    plain
}

/// The name of the module-level declaration around `n` (its module names it, so a
/// declarations-only parse of the module may be read for it); empty when none.
fn declared_around(file: &SourceFile, n: Node) -> String {
    let mut at = Some(n);
    while let Some(a) = at {
        if a.parent()
            .is_some_and(|p| p.kind() == "program" || p.kind() == "export_statement")
        {
            if let Some(name) = a.field("name") {
                return file.text(name).into_owned();
            }
        }
        at = a.parent();
    }
    String::new()
}

/// A member's name as written: an identifier or a quoted string.
fn member_name(file: &SourceFile, n: Node) -> Option<String> {
    match n.kind() {
        "property_identifier" => Some(file.text(n).into_owned()),
        "string" => string_value(file, n),
        _ => None,
    }
}

/// The node spanning exactly `start..end` of one of `kinds`.
fn node_at<'t>(
    file: &'t SourceFile,
    (start, end): (usize, usize),
    kinds: &[&str],
) -> Option<Node<'t>> {
    let mut n = file
        .tree
        .root_node()
        .descendant_for_byte_range(start, end)?;
    while !kinds.contains(&n.kind()) {
        n = n.parent()?;
        if n.start_byte() != start || n.end_byte() != end {
            return None;
        }
    }
    Some(n)
}

/// Whether `right` (a conditional type's `extends` side) is `any[]` or `unknown[]`, or their
/// `readonly` forms: every tuple and mutable array type is assignable to each, no `void`,
/// string, primitive or plain object type is (readonly arrays, which only the `readonly`
/// forms take, are never evaluated here).
fn any_array(file: &SourceFile, right: Node) -> bool {
    let arr = match right.kind() {
        "readonly_type" => right.named_child(0),
        _ => Some(right),
    };
    arr.filter(|a| a.kind() == "array_type")
        .and_then(|a| a.named_child(0))
        .is_some_and(|el| {
            el.kind() == "predefined_type" && matches!(&*file.text(el), "any" | "unknown")
        })
}

impl<'a> Cx<'a> {
    /// Per definition of the target, whether a call passing `args` arguments may reach it by
    /// the arity its tuple-typed rest parameter has at this call (see the module's notes);
    /// `None` when no definition's rest parameter is told apart here. `obj`: the call's
    /// receiver, for the owner class's type parameters.
    pub(super) fn rest_fits(
        &self,
        call: Node<'a>,
        obj: Option<Node<'a>>,
        args: Option<usize>,
    ) -> Option<Vec<bool>> {
        let n = args?;
        if !self.has_typed_rest() {
            return None;
        }
        let target = self.target;
        let file = self.class_module(
            &target.rel_path,
            target.owner().unwrap_or(&target.name),
            true,
        )?;
        let arg_nodes: Vec<Node> = {
            let list = call.field("arguments")?;
            let mut c = list.walk();
            let v = list
                .named_children(&mut c)
                .filter(|a| a.kind() != "comment")
                .collect();
            v
        };
        let mut class_args: Option<Option<Vec<Shape>>> = None;
        let mut out = Vec::with_capacity(target.defs.len());
        let mut told = false;
        for d in &target.defs {
            let span = (|| {
                if !d.params.variadic || d.params.behind_overloads {
                    return None;
                }
                let f = def_node(&file, d.start_byte, d.end_byte)?;
                let (before, rest) = typed_rest(f)?;
                let mut env: Env = Vec::new();
                if let Some(class) = owner_class(f) {
                    let params = type_params(&file, class);
                    if !params.is_empty() {
                        let bound = class_args
                            .get_or_insert_with(|| obj.and_then(|o| self.receiver_class_args(o)));
                        for (i, (p, _)) in params.iter().enumerate() {
                            let s = bound
                                .as_ref()
                                .filter(|b| b.len() == params.len())
                                .and_then(|b| b.get(i).cloned())
                                .unwrap_or(Shape::Unknown);
                            env.push((p.clone(), s));
                        }
                    }
                }
                for (p, constraint) in type_params(&file, f) {
                    let s = constraint
                        .and_then(|_| literal_for(&file, &before, &p, self.file, &arg_nodes))
                        .unwrap_or(Shape::Unknown);
                    env.push((p, s));
                }
                // Calls fixing the same bindings evaluate the same type: once per measurement.
                let key = format!("js:rest-shape:{}:{}:{env:?}", target.rel_path, d.start_byte);
                let shape = self.ctx.memo(&key, || self.shape(&file, rest, &env, 0));
                let (tmin, tmax) = match &*shape {
                    Shape::Tuple(elems) => tuple_span(elems),
                    _ => return None,
                };
                // With no required element, the parameters before the rest set the minimum,
                // as the count rule reads them.
                let fixed = before.len();
                Some((
                    if tmin > 0 {
                        fixed + tmin
                    } else {
                        d.params.required
                    },
                    tmax.map(|m| fixed + m),
                ))
            })();
            told |= span.is_some();
            out.push(span.is_none_or(|(min, max)| n >= min && max.is_none_or(|m| n <= m)));
        }
        told.then_some(out)
    }

    /// Whether a definition of the target ends in a rest parameter typed otherwise than as a
    /// plain array (`...xs: T[]`): only then can [`Self::rest_fits`] tell anything. Read once
    /// per measurement.
    fn has_typed_rest(&self) -> bool {
        *self.typed_rest.get_or_init(|| {
            let target = self.target;
            if target.defs.iter().all(|d| !d.params.variadic) {
                return false;
            }
            let key = format!(
                "js:typed-rest:{}:{}",
                target.rel_path,
                target.scope.join(".")
            );
            *self.ctx.memo(&key, || {
                let Some(file) = self.class_module(
                    &target.rel_path,
                    target.owner().unwrap_or(&target.name),
                    true,
                ) else {
                    return false;
                };
                target.defs.iter().any(|d| {
                    def_node(&file, d.start_byte, d.end_byte)
                        .and_then(typed_rest)
                        .is_some_and(|(_, t)| t.kind() != "array_type")
                })
            })
        })
    }

    /// The type arguments the receiver's class passes to the target's owner class: the
    /// receiver is an instance of a class of the repository declared `class C extends
    /// Owner<A, ..>`, with `Owner` there the target's owner class. Evaluated in C's module (C's
    /// own type parameters unknown).
    fn receiver_class_args(&self, obj: Node<'a>) -> Option<Vec<Shape>> {
        let owner = self.target.owner()?;
        let (path, class) = match self.receiver(obj) {
            Recv::Typed(t, _) => self.class_home_at(obj, &t)?,
            Recv::Home(p, t, _) => (p, t),
            _ => return None,
        };
        if class == owner && path == self.target.rel_path {
            return None;
        }
        let key = format!(
            "js:rest-class-args:{}:{owner}:{path}:{class}",
            self.target.rel_path
        );
        self.ctx
            .memo(&key, || self.class_args_read(&path, &class, owner))
            .as_ref()
            .clone()
    }

    /// [`Self::receiver_class_args`] for the receiver's class `class` of the module file
    /// `path`, read from its declaration.
    fn class_args_read(&self, path: &str, class: &str, owner: &str) -> Option<Vec<Shape>> {
        let file = self.class_module(path, class, true)?;
        let decl = class_decl(&file, class)?;
        let (base, args) = extends_args(&file, decl)?;
        if base != owner
            || self.class_home_in(&file, &base)
                != Some((self.target.rel_path.clone(), owner.to_string()))
        {
            return None;
        }
        let env: Env = type_params(&file, decl)
            .into_iter()
            .map(|(p, _)| (p, Shape::Unknown))
            .collect();
        Some(
            args.into_iter()
                .map(|a| self.shape(&file, a, &env, 0))
                .collect(),
        )
    }

    /// What the type `t` written in `file` evaluates to with the bindings `env`.
    fn shape(&self, file: &SourceFile, t: Node, env: &Env, depth: usize) -> Shape {
        if depth > MAX_DEPTH {
            return Shape::Unknown;
        }
        let sub = |n: Option<Node>| match n {
            Some(n) => self.shape(file, n, env, depth + 1),
            None => Shape::Unknown,
        };
        match t.kind() {
            "parenthesized_type" => sub(t.named_child(0)),
            "tuple_type" => {
                let mut c = t.walk();
                let members: Vec<Node> = t
                    .named_children(&mut c)
                    .filter(|m| m.kind() != "comment")
                    .collect();
                let mut elems = Vec::with_capacity(members.len());
                for m in members {
                    let e = match m.kind() {
                        "optional_type" | "optional_parameter" => Elem::Optional,
                        "rest_type" => Elem::Rest,
                        "required_parameter"
                            if m.field("name")
                                .or_else(|| m.field("pattern"))
                                .is_some_and(|n| n.kind() == "rest_pattern") =>
                        {
                            Elem::Rest
                        }
                        "required_parameter" => Elem::Required {
                            maybe_void: maybe_void(&sub(m.field("type").and_then(annotated))),
                        },
                        _ => Elem::Required {
                            maybe_void: maybe_void(&sub(Some(m))),
                        },
                    };
                    elems.push(e);
                }
                Shape::Tuple(elems)
            }
            "array_type" => Shape::Array,
            "predefined_type" => match &*file.text(t) {
                "void" => Shape::Void,
                "string" | "number" | "boolean" | "bigint" | "symbol" | "object" => Shape::Other,
                _ => Shape::Unknown,
            },
            "literal_type" => match t.named_child(0) {
                Some(s) if s.kind() == "string" => {
                    string_value(file, s).map_or(Shape::Unknown, Shape::Str)
                }
                Some(s) if matches!(s.kind(), "number" | "true" | "false") => Shape::Other,
                _ => Shape::Unknown,
            },
            "function_type" => Shape::Other,
            "object_type" => Shape::Object(Obj {
                path: file.rel_path.clone(),
                name: declared_around(file, t),
                bodies: vec![(t.start_byte(), t.end_byte())],
                plain: plain_members(file, t),
                env: env.clone(),
            }),
            "type_identifier" => {
                let name = file.text(t);
                match env.iter().rev().find(|(p, _)| *p == name) {
                    Some((_, s)) => s.clone(),
                    None => self.named_shape(file, &name, Vec::new(), depth),
                }
            }
            "generic_type" => {
                let Some(name) = t.field("name").filter(|n| n.kind() == "type_identifier") else {
                    return Shape::Unknown;
                };
                let name = file.text(name);
                if env.iter().any(|(p, _)| *p == name) {
                    return Shape::Unknown;
                }
                let Some(list) = t.field("type_arguments") else {
                    return Shape::Unknown;
                };
                let mut c = list.walk();
                let args: Vec<Shape> = list
                    .named_children(&mut c)
                    .filter(|a| a.kind() != "comment")
                    .map(|a| self.shape(file, a, env, depth + 1))
                    .collect();
                self.named_shape(file, &name, args, depth)
            }
            "lookup_type" => {
                let (Some(o), Some(k)) = (t.named_child(0), t.named_child(1)) else {
                    return Shape::Unknown;
                };
                match (sub(Some(o)), sub(Some(k))) {
                    (Shape::Object(obj), Shape::Str(key)) => self.member_shape(&obj, &key, depth),
                    _ => Shape::Unknown,
                }
            }
            "conditional_type" => {
                let (Some(l), Some(r)) = (t.field("left"), t.field("right")) else {
                    return Shape::Unknown;
                };
                if !any_array(file, r) {
                    return Shape::Unknown;
                }
                let holds = match sub(Some(l)) {
                    Shape::Tuple(_) | Shape::Array => true,
                    Shape::Void | Shape::Str(_) | Shape::Other => false,
                    Shape::Object(o) if o.plain => false,
                    _ => return Shape::Unknown,
                };
                sub(if holds {
                    t.field("consequence")
                } else {
                    t.field("alternative")
                })
            }
            _ => Shape::Unknown,
        }
    }

    /// The type named `name` in `file` (declared there at module level or imported by name from
    /// a module of the repository), given the type arguments `args`.
    fn named_shape(&self, file: &SourceFile, name: &str, args: Vec<Shape>, depth: usize) -> Shape {
        // A part of a module ([`declared_part`]) names what its module names: its imports and
        // other declarations are read from the module's declarations.
        let module;
        let names: &SourceFile = if file.is_partial() {
            match self.class_module(&file.rel_path, name, false) {
                Some(m) => {
                    module = m;
                    &module
                }
                None => return Shape::Unknown,
            }
        } else {
            file
        };
        let Some((path, decl_name)) = self.type_home_in(names, name) else {
            // The global `Array<T>`, when no module of the repository declares one.
            return if name == "Array" && args.len() == 1 {
                Shape::Array
            } else {
                Shape::Unknown
            };
        };
        let home: Parsed = if path == file.rel_path && !file.is_partial() {
            Parsed::This(file)
        } else {
            match self.declaring(&path, &decl_name) {
                Some(f) => f,
                None => return Shape::Unknown,
            }
        };
        let decls = type_decls(&home, &decl_name);
        let Some(first) = decls.first() else {
            return Shape::Unknown;
        };
        match first.kind() {
            "interface_declaration" => {
                if !args.is_empty()
                    || decls.iter().any(|d| {
                        d.kind() != "interface_declaration" || d.field("type_parameters").is_some()
                    })
                {
                    return Shape::Unknown;
                }
                let mut bodies = Vec::new();
                let mut plain = true;
                for d in &decls {
                    let Some(body) = d.field("body") else {
                        return Shape::Unknown;
                    };
                    let mut c = d.walk();
                    let extends = d
                        .named_children(&mut c)
                        .any(|k| k.kind() == "extends_type_clause");
                    plain &= !extends && plain_members(&home, body);
                    bodies.push((body.start_byte(), body.end_byte()));
                }
                Shape::Object(Obj {
                    path,
                    name: decl_name,
                    bodies,
                    plain,
                    env: Vec::new(),
                })
            }
            "type_alias_declaration" if decls.len() == 1 => {
                let params = type_params(&home, *first);
                if params.len() != args.len() {
                    return Shape::Unknown;
                }
                let env: Env = params.into_iter().map(|(p, _)| p).zip(args).collect();
                match first.field("value") {
                    Some(v) => self.shape(&home, v, &env, depth + 1),
                    None => Shape::Unknown,
                }
            }
            "class_declaration" | "abstract_class_declaration" if decls.len() == 1 => Shape::Class,
            _ => Shape::Unknown,
        }
    }

    /// A parse of the module file `path` that holds its module-level declarations named
    /// `name` whole (nested object types too): one held already (the file being judged, one
    /// the scan or a lookup parsed), else the parse of those declarations alone
    /// ([`declared_part`]), else the whole module's.
    fn declaring(&self, path: &str, name: &str) -> Option<Parsed<'a>> {
        if path == self.file.rel_path {
            return Some(Parsed::This(self.file));
        }
        let lang = crate::lang::Lang::from_path(std::path::Path::new(path))?;
        if let Some(f) = self.ctx.parsed_already(path, lang) {
            return Some(Parsed::Other(f));
        }
        if !name.is_empty() {
            if let Some(f) = declared_part(self.ctx, path, lang, name) {
                return Some(Parsed::Other(f));
            }
        }
        self.ctx.parsed(path, lang).map(Parsed::Other)
    }

    /// The type of the member `key` of the object type `obj`: a required property's declared
    /// type, a method's function type; unknown for an optional property (`| undefined`) or a
    /// member it does not declare itself.
    fn member_shape(&self, obj: &Obj, key: &str, depth: usize) -> Shape {
        // Not a declarations-only parse: it reads nested object types as blanks.
        let Some(home) = self.declaring(&obj.path, &obj.name) else {
            return Shape::Unknown;
        };
        for range in &obj.bodies {
            let Some(body) = node_at(&home, *range, &["interface_body", "object_type"]) else {
                return Shape::Unknown;
            };
            let mut c = body.walk();
            let members: Vec<Node> = body.named_children(&mut c).collect();
            for m in members {
                if m.field("name")
                    .and_then(|n| member_name(&home, n))
                    .is_none_or(|n| n != key)
                {
                    continue;
                }
                return match m.kind() {
                    "method_signature" => Shape::Other,
                    "property_signature" => {
                        let mut c2 = m.walk();
                        let optional = m.children(&mut c2).any(|k| k.kind() == "?");
                        match m.field("type").and_then(annotated) {
                            Some(t) if !optional => self.shape(&home, t, &obj.env, depth + 1),
                            _ => Shape::Unknown,
                        }
                    }
                    _ => Shape::Unknown,
                };
            }
        }
        Shape::Unknown
    }
}

/// Whether an element of this shape may be `void` (and so may be left out at the end).
fn maybe_void(s: &Shape) -> bool {
    !matches!(
        s,
        Shape::Tuple(_)
            | Shape::Array
            | Shape::Str(_)
            | Shape::Object(_)
            | Shape::Class
            | Shape::Other
    )
}

/// The string literal type a call fixes the method type parameter `p` to: the one parameter
/// before the rest (`before`, in the target's `file`) declared with exactly the type `p`,
/// passed a string literal (`args`, written in `call_file`).
fn literal_for(
    file: &SourceFile,
    before: &[Node],
    p: &str,
    call_file: &SourceFile,
    args: &[Node],
) -> Option<Shape> {
    let mut found = None;
    for (i, param) in before.iter().enumerate() {
        let Some(t) = param.field("type").and_then(annotated) else {
            continue;
        };
        if t.kind() == "type_identifier" && file.text(t) == p {
            if found.is_some() {
                return None;
            }
            found = Some(i);
        }
    }
    string_value(call_file, *args.get(found?)?).map(Shape::Str)
}
