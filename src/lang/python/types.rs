//! Static types of Python receivers, read the way a type checker reads them: a module's classes
//! with their bases and members, functions with their return annotations, names followed
//! through imports and re-exports to the module that defines them, and a class's ancestry.
//!
//! Everything here is keyed by repository file and kept for one measurement
//! ([`RepoCtx::memo`]): a module read for one caller file serves every other one.
//!
//! The verdicts follow the method resolution order's two sure facts: a class comes before its
//! bases, and a class that derives from the owner comes before the owner. A class whose place
//! cannot be settled that way (a sibling base in multiple inheritance, a base outside the
//! repository that may define the method) leaves the verdict open (`Maybe`).

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use tree_sitter::Node;

use super::node::PyNode;

use super::{collect_facts, decorators, Facts, Import, BUILTIN_CLASSES, BUILTIN_ROOTS};
use crate::lang::{stdlib, Family, RepoCtx, SourceFile};

/// A class defined at the top level of a repository file.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) struct ClassRef {
    pub path: String,
    pub name: String,
}

/// The type of a value: an instance of a repository class, or of a class from outside the
/// repository (builtins, the standard library, third parties), which never derives from a
/// repository class.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) enum Ty {
    Class(ClassRef),
    External(String),
}

/// Where a field's value comes from, as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Source {
    /// A parameter's annotation assigned to it (`self.x = x` with `x: T`).
    Annotation(String),
    /// An annotation written on the assignment itself (`x: T`, `self.x: T = …`, `self.x: T`):
    /// the member's declared type, which a type checker takes over every assigned value.
    Declared(String),
    /// A call of this callee (`self.x = Name(…)`, `self.x = mod.make(…)`).
    Call(String),
    /// A call of a method on a parameter of this annotation (`self.stream =
    /// environment._tokenize(…)` with `environment: "Environment"`): the annotation and the
    /// method's name.
    ParamMethod(String, String),
    /// A call of a method on the method's own receiver (`self.tree = self.soup(…)`): the
    /// method's name.
    SelfMethod(String),
    /// A call of a method on a field of the method's own receiver (`self.top_node =
    /// self.top_node.add(…)`): the field's name and the method's.
    SelfFieldMethod(String, String),
    /// A builtin collection (`frozenset`, `set`, `list`, `tuple`) made of one iterable: the
    /// collection's name as called, and where its elements come from.
    Collection(String, Elements),
    /// A dict display whose every value is a call (`{CLIENT: Connection(CLIENT), SERVER:
    /// Connection(SERVER)}`): the callee of each value, as written.
    Mapping(Vec<String>),
    /// Anything else: unknown.
    Other,
}

/// Where the elements of a collection built from one iterable come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Elements {
    /// `map(C, …)`: each element is what a call of `C` gives.
    Mapped(String),
    /// The iterable is a parameter of this annotation (`frozenset(specifiers)`).
    Of(String),
    /// Anything else: unknown.
    Other,
}

/// The builtin collections whose elements are those of the one iterable they are made of.
pub(super) const COLLECTIONS: &[&str] = &["frozenset", "set", "list", "tuple"];

/// What a class body binds under one name.
#[derive(Debug, Clone, Default)]
pub(super) struct Member {
    /// A `def` of that name (its return annotation when every `def` of it agrees).
    pub method: bool,
    pub returns: Option<String>,
    /// Returns as written by all defs agree (false: overloads with different returns, or a
    /// decorator that may change what a call gives).
    pub returns_sure: bool,
    /// The def is a `@property` (read as a value, not called).
    pub property: bool,
    /// Assignments of the name (class level, or `self.name` in a method).
    pub values: Vec<Source>,
}

#[derive(Debug, Clone, Default)]
pub(super) struct ClassInfo {
    /// The base expressions as written (keyword arguments such as `metaclass=` left out).
    pub bases: Vec<String>,
    pub members: HashMap<String, Member>,
}

/// One module's names, as far as types need them.
#[derive(Debug, Default)]
pub(super) struct ModInfo {
    pub path: String,
    pub imports: HashMap<String, Import>,
    pub wildcards: Vec<String>,
    /// Top-level functions: return annotation, when one is written and the decorators (if
    /// any) keep it.
    pub functions: HashMap<String, Option<String>>,
    pub classes: HashMap<String, ClassInfo>,
    /// Top-level names bound by assignment (`T = TypeVar("T")`, aliases).
    pub assigned: HashSet<String>,
    /// Top-level names declared as explicit type aliases (`X: TypeAlias = Optional[Y]`):
    /// the value as written. A name assigned more than once at the top level maps to `None`
    /// (a type checker reports the redeclaration; nothing is read from it).
    pub aliases: HashMap<String, Option<String>>,
    /// Top-level names assigned once with an annotation and a value (`TableBase: Type[Table]
    /// = with_typehint(Table)`): the annotation and the value as written. A name assigned more
    /// than once at the top level maps to `None`.
    pub declared: HashMap<String, Option<(String, String)>>,
}

/// Decorators that leave what a call of the function gives as its annotation says.
fn transparent_decorator(d: &str) -> bool {
    matches!(
        d,
        "staticmethod"
            | "classmethod"
            | "abstractmethod"
            | "override"
            | "final"
            | "cache"
            | "lru_cache"
    )
}

fn function_returns(file: &SourceFile, def: Node) -> (Vec<String>, Option<String>) {
    let returns = def.field("return_type").map(|r| file.text(r).into_owned());
    (decorators(file, def), returns)
}

impl Member {
    /// The member's declared type, as a type checker takes it: `None` when no assignment
    /// of it is annotated, `Some(None)` when its annotated assignments disagree (the checker
    /// reports the redeclaration; nothing is read from it), else the one annotation.
    pub(super) fn declared(&self) -> Option<Option<&str>> {
        let mut found: Option<Option<&str>> = None;
        for v in &self.values {
            if let Source::Declared(a) = v {
                match found {
                    None => found = Some(Some(a.as_str())),
                    Some(Some(prev)) if prev == a.as_str() => {}
                    _ => found = Some(None),
                }
            }
        }
        found
    }

    /// Notes a `def` of this member with decorators `decos` and return annotation `returns`
    /// (as the tree and the token scan read them): overloads keep one answer only when they
    /// agree; a setter/deleter/getter adds nothing to the result.
    pub(super) fn note_def(&mut self, decos: &[String], returns: Option<String>) {
        let property = decos
            .iter()
            .any(|d| d == "property" || d == "cached_property");
        let setter = decos
            .iter()
            .any(|d| d == "setter" || d == "deleter" || d == "getter");
        let sure = decos.iter().all(|d| transparent_decorator(d)) || property;
        if !setter {
            if self.method {
                if self.returns != returns || self.property != property {
                    self.returns_sure = false;
                }
            } else {
                self.returns = returns;
                self.returns_sure = sure;
                self.property = property;
            }
        }
        self.method = true;
    }
}

impl ModInfo {
    /// Notes a module-level `def` of `name` with decorators `decos` and return annotation
    /// `returns`: overloads give one answer only when they agree, and a decorator that may
    /// change the result gives none.
    pub(super) fn note_function(
        &mut self,
        name: String,
        decos: &[String],
        returns: Option<String>,
    ) {
        let sure = decos.iter().all(|d| transparent_decorator(d));
        let value = if sure { returns } else { None };
        match self.functions.get(&name) {
            Some(prev) if *prev != value => {
                self.functions.insert(name, None);
            }
            _ => {
                self.functions.insert(name, value);
            }
        }
    }
}

impl ModInfo {
    /// Notes a top-level assignment of `name` (not an augmented one): `alias` is its value
    /// as written when its annotation is `TypeAlias`, else `None`; `declared` its annotation
    /// and value as written when it has both.
    pub(super) fn note_assignment(
        &mut self,
        name: String,
        alias: Option<String>,
        declared: Option<(String, String)>,
    ) {
        match self.declared.entry(name.clone()) {
            std::collections::hash_map::Entry::Occupied(mut e) => {
                e.insert(None);
            }
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(declared);
            }
        }
        match self.aliases.entry(name) {
            std::collections::hash_map::Entry::Occupied(mut e) => {
                e.insert(None);
            }
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(alias);
            }
        }
    }
}

/// Whether an annotation as written is `TypeAlias` (`typing.TypeAlias`, `t.TypeAlias`, …).
pub(super) fn is_type_alias_annotation(text: &str) -> bool {
    last_part(text.trim()) == "TypeAlias"
}

impl ModInfo {
    /// Whether the module binds `name` itself (a def, a class, an import or an assignment).
    fn binds(&self, name: &str) -> bool {
        self.classes.contains_key(name)
            || self.functions.contains_key(name)
            || self.imports.contains_key(name)
            || self.assigned.contains(name)
    }

    pub fn of(file: &SourceFile) -> ModInfo {
        ModInfo::with_facts(file, &collect_facts(file))
    }

    /// The summary of a file whose imports and top-level names were collected already.
    pub fn with_facts(file: &SourceFile, facts: &Facts) -> ModInfo {
        let mut m = ModInfo {
            path: file.rel_path.trim_start_matches("./").to_string(),
            imports: facts
                .imports
                .iter()
                .map(|(k, (imp, _))| (k.clone(), imp.clone()))
                .collect(),
            wildcards: facts.wildcards.clone(),
            assigned: facts.top_assigns.keys().cloned().collect(),
            ..Default::default()
        };
        let root = file.tree.root_node();
        let mut cursor = root.walk();
        for stmt in root.named_children(&mut cursor) {
            let def = if stmt.kind_str() == "decorated_definition" {
                stmt.field("definition")
            } else {
                Some(stmt)
            };
            let Some(def) = def else { continue };
            let Some(name) = def.field("name") else {
                continue;
            };
            let name = file.text(name).into_owned();
            match def.kind_str() {
                "function_definition" => {
                    let (decos, returns) = function_returns(file, def);
                    m.note_function(name, &decos, returns);
                }
                "class_definition" => {
                    m.classes.insert(name, class_info(file, def));
                }
                _ => {}
            }
        }
        // top-level assignments, for the explicit type aliases among them
        let mut cursor = root.walk();
        for stmt in root.named_children(&mut cursor) {
            let Some(a) = stmt.named_child(0).filter(|a| {
                stmt.kind_str() == "expression_statement" && a.kind_str() == "assignment"
            }) else {
                continue;
            };
            let Some(l) = a.field("left").filter(|l| l.kind_str() == "identifier") else {
                continue;
            };
            let alias = a
                .field("type")
                .filter(|t| is_type_alias_annotation(&file.text(*t)))
                .and(a.field("right"))
                .map(|r| file.text(r).into_owned());
            let declared = a
                .field("type")
                .zip(a.field("right"))
                .map(|(t, r)| (file.text(t).into_owned(), file.text(r).into_owned()));
            m.note_assignment(file.text(l).into_owned(), alias, declared);
        }
        m
    }
}

fn class_info(file: &SourceFile, class: Node) -> ClassInfo {
    let mut info = ClassInfo::default();
    if let Some(args) = class.field("superclasses") {
        let mut cursor = args.walk();
        for a in args.named_children(&mut cursor) {
            if matches!(a.kind_str(), "identifier" | "attribute" | "subscript") {
                info.bases.push(file.text(a).into_owned());
            }
        }
    }
    let Some(body) = class.field("body") else {
        return info;
    };
    class_body(file, body, &mut info);
    info
}

/// Whether an `if` statement's condition is `TYPE_CHECKING` (`typing.TYPE_CHECKING`,
/// `t.TYPE_CHECKING`): a type checker reads its body as always run (and its `else` as never).
pub(super) fn is_type_checking(condition: &str) -> bool {
    let c = condition.trim();
    c == "TYPE_CHECKING" || c.ends_with(".TYPE_CHECKING")
}

/// The members a class body (or an `if TYPE_CHECKING:` block of it) binds, into `info`.
fn class_body(file: &SourceFile, body: Node, info: &mut ClassInfo) {
    let mut cursor = body.walk();
    for stmt in body.named_children(&mut cursor) {
        // declarations only a type checker reads (`if TYPE_CHECKING: def __getattr__(..)`)
        // are members to it
        if stmt.kind_str() == "if_statement" {
            let checking = stmt
                .field("condition")
                .is_some_and(|c| is_type_checking(&file.text(c)));
            if let Some(block) = stmt.field("consequence").filter(|_| checking) {
                class_body(file, block, info);
            }
            continue;
        }
        let def = if stmt.kind_str() == "decorated_definition" {
            stmt.field("definition")
        } else {
            Some(stmt)
        };
        let Some(def) = def else { continue };
        match def.kind_str() {
            "function_definition" => {
                let Some(n) = def.field("name") else {
                    continue;
                };
                let name = file.text(n).into_owned();
                let (decos, returns) = function_returns(file, def);
                info.members
                    .entry(name)
                    .or_default()
                    .note_def(&decos, returns);
                fields_of(file, def, &mut info.members);
            }
            "class_definition" => {
                if let Some(n) = def.field("name") {
                    info.members
                        .entry(file.text(n).into_owned())
                        .or_default()
                        .values
                        .push(Source::Other);
                }
            }
            "expression_statement" => {
                let Some(a) = def.named_child(0).filter(|a| a.kind_str() == "assignment") else {
                    continue;
                };
                let Some(l) = a.field("left") else {
                    continue;
                };
                if l.kind_str() != "identifier" {
                    continue;
                }
                let src = source_of(file, a, None, None);
                info.members
                    .entry(file.text(l).into_owned())
                    .or_default()
                    .values
                    .push(src);
            }
            _ => {}
        }
    }
}

/// What an assignment gives its target: its annotation, the callee of a call, a parameter's
/// annotation (`self.x = x` with `x: T` in `params`), a method called on the method's own
/// receiver `self_name`, or something unknown.
fn source_of(
    file: &SourceFile,
    assignment: Node,
    params: Option<Node>,
    self_name: Option<&str>,
) -> Source {
    if let Some(t) = assignment.field("type") {
        match final_annotation(&file.text(t)) {
            Some(Some(inner)) => return Source::Declared(inner.to_string()),
            // a bare `Final`: the type is the value's, inferred as without one
            Some(None) if assignment.field("right").is_some() => {}
            _ => return Source::Declared(file.text(t).into_owned()),
        }
    }
    let Some(r) = assignment.field("right") else {
        return Source::Other;
    };
    if let Some((kind, arg)) = collection_call(file, r) {
        return Source::Collection(kind, elements_of(file, arg, params));
    }
    match r.kind_str() {
        "dictionary" => mapping_of(file, r),
        "call" => r
            .field("function")
            .filter(|f| f.kind_str() == "attribute")
            .and_then(|f| {
                let o = f.field("object")?;
                let m = f.field("attribute")?;
                // `self.field.m(…)`
                if o.kind_str() == "attribute" {
                    let recv = o.field("object")?;
                    let field = o.field("attribute")?;
                    return (recv.kind_str() == "identifier"
                        && self_name.is_some_and(|s| file.text(recv) == s))
                    .then(|| {
                        Source::SelfFieldMethod(
                            file.text(field).into_owned(),
                            file.text(m).into_owned(),
                        )
                    });
                }
                if o.kind_str() != "identifier" {
                    return None;
                }
                match param_annotation(file, o, params) {
                    Some(ann) => Some(Source::ParamMethod(ann, file.text(m).into_owned())),
                    None if self_name.is_some_and(|s| file.text(o) == s) => {
                        Some(Source::SelfMethod(file.text(m).into_owned()))
                    }
                    None => None,
                }
            })
            .or_else(|| {
                r.field("function")
                    // `Ruler[T]()`: an instance of the generic class
                    .map(|f| {
                        if f.kind_str() == "subscript" {
                            f.field("value").unwrap_or(f)
                        } else {
                            f
                        }
                    })
                    .filter(|f| matches!(f.kind_str(), "identifier" | "attribute"))
                    .map(|f| Source::Call(file.text(f).into_owned()))
            })
            .unwrap_or(Source::Other),
        "identifier" => param_annotation(file, r, params).map_or(Source::Other, Source::Annotation),
        _ => Source::Other,
    }
}

/// What a `Final` annotation declares (`typing.Final`, `t.Final`): `Some(None)` for a bare
/// `Final` (the assigned value's type is inferred), `Some(Some(T))` for `Final[T]`; `None`
/// for any other annotation.
pub(super) fn final_annotation(text: &str) -> Option<Option<&str>> {
    let t = text.trim();
    let (head, arg) = match t.split_once('[') {
        Some((h, rest)) => (h.trim(), Some(rest.strip_suffix(']')?.trim())),
        None => (t, None),
    };
    matches!(
        head,
        "Final" | "typing.Final" | "t.Final" | "typing_extensions.Final"
    )
    .then_some(arg)
}

/// A dict display as a [`Source::Mapping`]: at least one `key: value` pair, no `**` splat,
/// each value a call of a name or dotted name.
fn mapping_of(file: &SourceFile, dict: Node) -> Source {
    let mut cursor = dict.walk();
    let mut callees = Vec::new();
    for c in dict.named_children(&mut cursor) {
        match c.kind_str() {
            "comment" => {}
            "pair" => {
                let callee = c
                    .field("value")
                    .filter(|v| v.kind_str() == "call")
                    .and_then(|v| v.field("function"))
                    .filter(|f| matches!(f.kind_str(), "identifier" | "attribute"));
                match callee {
                    Some(f) => callees.push(file.text(f).into_owned()),
                    None => return Source::Other,
                }
            }
            _ => return Source::Other,
        }
    }
    if callees.is_empty() {
        return Source::Other;
    }
    Source::Mapping(callees)
}

/// The annotation of the typed parameter in `params` that `name` (an identifier) names.
fn param_annotation(file: &SourceFile, name: Node, params: Option<Node>) -> Option<String> {
    let name = file.text(name);
    let params = params?;
    let mut cursor = params.walk();
    for p in params.named_children(&mut cursor) {
        if !matches!(p.kind_str(), "typed_parameter" | "typed_default_parameter") {
            continue;
        }
        let pname = match p.kind_str() {
            "typed_parameter" => p.named_child(0).filter(|c| c.kind_str() == "identifier"),
            _ => p.field("name"),
        };
        if pname.is_some_and(|n| file.text(n) == name) {
            // a parameter reassigned in the body is no longer its annotation
            return p.field("type").map(|t| file.text(t).into_owned());
        }
    }
    None
}

/// `frozenset(x)`, `set(x)`, `list(x)`, `tuple(x)` with one positional argument: the
/// collection's name and the argument.
fn collection_call<'t>(file: &SourceFile, call: Node<'t>) -> Option<(String, Node<'t>)> {
    if call.kind_str() != "call" {
        return None;
    }
    let f = call.field("function")?;
    let kind = file.text(f);
    if f.kind_str() != "identifier" || !COLLECTIONS.contains(&kind.as_ref()) {
        return None;
    }
    Some((kind.into_owned(), only_argument(call)?))
}

/// The one argument of a call, when it is a single positional one (no splat, no keyword;
/// `list(x for x in xs)`'s generator counts).
pub(super) fn only_argument<'t>(call: Node<'t>) -> Option<Node<'t>> {
    let args = call.field("arguments")?;
    // `list(x for x in xs)`: the generator is the one argument
    if args.kind_str() == "generator_expression" {
        return Some(args);
    }
    if args.kind_str() != "argument_list" {
        return None;
    }
    let mut cursor = args.walk();
    let named: Vec<Node> = args
        .named_children(&mut cursor)
        .filter(|a| a.kind_str() != "comment")
        .collect();
    match named.as_slice() {
        [a] if !matches!(
            a.kind_str(),
            "keyword_argument" | "list_splat" | "dictionary_splat" | "parenthesized_list_splat"
        ) =>
        {
            Some(*a)
        }
        _ => None,
    }
}

/// Where the elements of a collection made of `arg` come from.
fn elements_of(file: &SourceFile, arg: Node, params: Option<Node>) -> Elements {
    match arg.kind_str() {
        "call" => {
            let is_map = arg
                .field("function")
                .is_some_and(|f| f.kind_str() == "identifier" && file.text(f) == "map");
            let args = arg
                .field("arguments")
                .filter(|a| a.kind_str() == "argument_list");
            let first = args.and_then(|a| {
                let mut cursor = a.walk();
                let first = a
                    .named_children(&mut cursor)
                    .find(|c| c.kind_str() != "comment");
                first
            });
            match first {
                Some(c) if is_map && matches!(c.kind_str(), "identifier" | "attribute") => {
                    Elements::Mapped(file.text(c).into_owned())
                }
                _ => Elements::Other,
            }
        }
        "identifier" => param_annotation(file, arg, params).map_or(Elements::Other, Elements::Of),
        _ => Elements::Other,
    }
}

/// Whether an `assignment` or `augmented_assignment` may sit in a node of `kind` (the node
/// types of tree-sitter-python whose children can be, or can hold, one; not counting through
/// nested functions, classes and lambdas).
fn holds_assignments(kind: &str) -> bool {
    matches!(kind, "block" | "expression_statement") || super::COMPOUND_STATEMENTS.contains(&kind)
}

/// `self.name = …` assignments in a method body (nested functions and classes skipped).
fn fields_of(file: &SourceFile, method: Node, members: &mut HashMap<String, Member>) {
    let params = method.field("parameters");
    let self_name = params
        .and_then(|p| p.named_child(0))
        .filter(|p| p.kind_str() == "identifier")
        .map(|p| file.text(p).into_owned());
    let Some(self_name) = self_name else { return };
    let Some(body) = method.field("body") else {
        return;
    };
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        let mut cursor = n.walk();
        for c in n.named_children(&mut cursor) {
            match c.kind_str() {
                "function_definition" | "class_definition" | "lambda" => {}
                "assignment" => {
                    if let Some(l) = c.field("left") {
                        if l.kind_str() == "attribute"
                            && l.field("object").is_some_and(|o| file.text(o) == self_name)
                        {
                            if let Some(a) = l.field("attribute") {
                                let is_none =
                                    c.field("right").is_some_and(|r| r.kind_str() == "none");
                                if !is_none || c.field("type").is_some() {
                                    let src = source_of(file, c, params, Some(&self_name));
                                    members
                                        .entry(file.text(a).into_owned())
                                        .or_default()
                                        .values
                                        .push(src);
                                }
                            }
                        }
                    }
                    stack.push(c);
                }
                "augmented_assignment" => {
                    if let Some(l) = c.field("left") {
                        if l.kind_str() == "attribute"
                            && l.field("object").is_some_and(|o| file.text(o) == self_name)
                        {
                            if let Some(a) = l.field("attribute") {
                                members
                                    .entry(file.text(a).into_owned())
                                    .or_default()
                                    .values
                                    .push(Source::Other);
                            }
                        }
                    }
                }
                // Only what can hold an assignment is entered (an expression cannot).
                k if holds_assignments(k) || c.has_error() => stack.push(c),
                _ => {}
            }
        }
    }
}

/// The module summary of a repository file, read and parsed once per measurement.
pub(super) fn info_at(repo: &RepoCtx, path: &str) -> Option<Arc<ModInfo>> {
    let key = format!("py:modinfo:{path}");
    // Built once: caller files' threads typing receivers of the same class wait for one read.
    let made = repo.memo_once(&key, || {
        let lang = crate::lang::Lang::Python;
        // A file the measurement parsed already is read from its tree; another one by the
        // token scan (`summary`), which is a small fraction of a parse, unless it cannot
        // follow the text.
        if repo.parsed_already(path, lang).is_none() {
            let text = repo.read_to_string(path)?;
            if let Some(info) = super::summary::mod_info(path, &text) {
                return Some(Arc::new(info));
            }
        }
        let file = repo.parsed(path, lang)?;
        Some(Arc::new(ModInfo::of(&file)))
    });
    made.as_ref().clone()
}

/// The module summary of the caller file, built from the facts its scan collected. It also
/// answers for the file in [`info_at`] (the engine parses the files of the tree it measures,
/// so that is the same text), unless the file was read there already.
pub(super) fn info_of(repo: &RepoCtx, file: &SourceFile, facts: &Facts) -> Arc<ModInfo> {
    let path = file.rel_path.trim_start_matches("./").to_string();
    let info = Arc::new(ModInfo::with_facts(file, facts));
    // A region parse ([`super::region_parse`]) leaves definitions out: its summary answers
    // for this scan only.
    if !file.is_partial() {
        let seeded = info.clone();
        repo.memo_once(&format!("py:modinfo:{path}"), move || Some(seeded));
    }
    info
}

/// The repository file of a dotted module (`a.b` → `a/b.py`, `a/b/__init__.py`, or the same
/// under `src/`), looked up once per measurement.
fn module_path(repo: &RepoCtx, module: &str) -> Option<String> {
    let made = repo.memo(&format!("py:modpath:{module}"), || {
        let base = module.replace('.', "/");
        [
            format!("{base}.py"),
            format!("{base}/__init__.py"),
            format!("src/{base}.py"),
            format!("src/{base}/__init__.py"),
        ]
        .into_iter()
        .find(|c| repo.is_file(c))
    });
    made.as_ref().clone()
}

fn module_info(repo: &RepoCtx, module: &str) -> Option<Arc<ModInfo>> {
    info_at(repo, &module_path(repo, module)?)
}

/// What a name stands for in a module.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Sym {
    Class(ClassRef),
    /// A top-level function of a repository module: its module path and name.
    Function(String, String),
    /// A repository module (dotted name).
    Module(String),
    /// A class or function from outside the repository.
    External(String),
}

/// The standard library's top-level modules (CPython 3.11's `sys.stdlib_module_names`, the
/// public ones). A class they define never derives from a repository class.
#[rustfmt::skip]
const STDLIB_MODULES: &[&str] = &[
    "abc", "aifc", "argparse", "array", "ast", "asynchat", "asyncio", "asyncore", "atexit",
    "audioop", "base64", "bdb", "binascii", "bisect", "builtins", "bz2", "cProfile", "calendar",
    "cgi", "cgitb", "chunk", "cmath", "cmd", "code", "codecs", "codeop", "collections", "colorsys",
    "compileall", "concurrent", "configparser", "contextlib", "contextvars", "copy", "copyreg",
    "crypt", "csv", "ctypes", "curses", "dataclasses", "datetime", "dbm", "decimal", "difflib",
    "dis", "distutils", "doctest", "email", "encodings", "ensurepip", "enum", "errno",
    "faulthandler", "fcntl", "filecmp", "fileinput", "fnmatch", "fractions", "ftplib", "functools",
    "gc", "genericpath", "getopt", "getpass", "gettext", "glob", "graphlib", "grp", "gzip",
    "hashlib", "heapq", "hmac", "html", "http", "idlelib", "imaplib", "imghdr", "imp", "importlib",
    "inspect", "io", "ipaddress", "itertools", "json", "keyword", "lib2to3", "linecache", "locale",
    "logging", "lzma", "mailbox", "mailcap", "marshal", "math", "mimetypes", "mmap",
    "modulefinder", "msilib", "msvcrt", "multiprocessing", "netrc", "nis", "nntplib", "nt",
    "ntpath", "nturl2path", "numbers", "opcode", "operator", "optparse", "os", "ossaudiodev",
    "pathlib", "pdb", "pickle", "pickletools", "pipes", "pkgutil", "platform", "plistlib",
    "poplib", "posix", "posixpath", "pprint", "profile", "pstats", "pty", "pwd", "py_compile",
    "pyclbr", "pydoc", "pydoc_data", "pyexpat", "queue", "quopri", "random", "re", "readline",
    "reprlib", "resource", "rlcompleter", "runpy", "sched", "secrets", "select", "selectors",
    "shelve", "shlex", "shutil", "signal", "site", "smtpd", "smtplib", "sndhdr", "socket",
    "socketserver", "spwd", "sqlite3", "sre_compile", "sre_constants", "sre_parse", "ssl", "stat",
    "statistics", "string", "stringprep", "struct", "subprocess", "sunau", "symtable", "sys",
    "sysconfig", "syslog", "tabnanny", "tarfile", "telnetlib", "tempfile", "termios", "textwrap",
    "threading", "time", "timeit", "tkinter", "token", "tokenize", "tomllib", "trace", "traceback",
    "tracemalloc", "tty", "turtle", "turtledemo", "types", "typing", "unicodedata", "unittest",
    "urllib", "uu", "uuid", "venv", "warnings", "wave", "weakref", "webbrowser", "winreg",
    "winsound", "wsgiref", "xdrlib", "xml", "xmlrpc", "zipapp", "zipfile", "zipimport", "zlib",
    "zoneinfo",
];

/// Builtins and typing helpers no repository class can be an ancestor of.
fn builtin_name(name: &str) -> bool {
    BUILTIN_CLASSES.contains(&name)
        || BUILTIN_ROOTS.contains(&name)
        || matches!(
            name,
            "Generic" | "Protocol" | "ABC" | "NamedTuple" | "TypedDict" | "Enum" | "type"
        )
}

/// Whether a dotted module is (in) the standard library: `collections`, `collections.abc`.
pub(super) fn stdlib_module(module: &str) -> bool {
    let top = module.split('.').next().unwrap_or(module);
    STDLIB_MODULES.binary_search(&top).is_ok()
}

/// Whether `e` (as [`resolve`] gives an outside name) is a class of a standard-library
/// module: `abc.ABCMeta`, `collections.abc.Mapping`.
fn stdlib_class(e: &str) -> bool {
    e.split_once('.')
        .is_some_and(|(top, _)| STDLIB_MODULES.binary_search(&top).is_ok())
}

/// Whether package `info` binds `name` only by importing its own submodule of that name
/// (`from . import fields` in `marshmallow/__init__.py`): the import system loads the
/// submodule, and the name is that module (followed as a name, it would lead back to itself).
fn binds_own_submodule(repo: &RepoCtx, info: &ModInfo, name: &str) -> bool {
    !info.classes.contains_key(name)
        && !info.functions.contains_key(name)
        && !info.assigned.contains(name)
        && matches!(
            info.imports.get(name),
            Some(Import::From { module, name: orig })
                if orig == name && module_path(repo, module).as_deref() == Some(info.path.as_str())
        )
}

/// Resolve a (possibly dotted) name in module `m`, following imports and re-exports.
pub(super) fn resolve(repo: &RepoCtx, m: &ModInfo, name: &str, depth: usize) -> Option<Sym> {
    if depth > 8 {
        return None;
    }
    if let Some((head, rest)) = name.split_once('.') {
        return match resolve(repo, m, head, depth + 1)? {
            Sym::Module(module) => {
                let first = rest.split('.').next().unwrap_or(rest);
                let sub = format!("{module}.{first}");
                let info = module_info(repo, &module)?;
                // a name the package binds, else a submodule
                if info.binds(first) || module_path(repo, &sub).is_none() {
                    return resolve(repo, &info, rest, depth + 1);
                }
                match rest.split_once('.') {
                    Some((_, t)) => {
                        let si = module_info(repo, &sub)?;
                        resolve(repo, &si, t, depth + 1)
                    }
                    None => Some(Sym::Module(sub)),
                }
            }
            Sym::External(e) => Some(Sym::External(format!("{e}.{rest}"))),
            _ => None,
        };
    }
    if m.classes.contains_key(name) {
        return Some(Sym::Class(ClassRef {
            path: m.path.clone(),
            name: name.to_string(),
        }));
    }
    if m.functions.contains_key(name) {
        return Some(Sym::Function(m.path.clone(), name.to_string()));
    }
    if let Some(imp) = m.imports.get(name) {
        return match imp {
            Import::Module(module) => {
                if module_path(repo, module).is_some() {
                    Some(Sym::Module(module.clone()))
                } else {
                    Some(Sym::External(module.clone()))
                }
            }
            Import::From { module, name: orig } => match module_info(repo, module) {
                Some(info) => {
                    let sub = format!("{module}.{orig}");
                    if (!info.binds(orig) || binds_own_submodule(repo, &info, orig))
                        && module_path(repo, &sub).is_some()
                    {
                        return Some(Sym::Module(sub));
                    }
                    resolve(repo, &info, orig, depth + 1)
                }
                None => {
                    let sub = format!("{module}.{orig}");
                    if module_path(repo, &sub).is_some() {
                        Some(Sym::Module(sub))
                    } else {
                        Some(Sym::External(sub))
                    }
                }
            },
        };
    }
    if m.assigned.contains(name) {
        return class_alias(repo, m, name, depth);
    }
    for w in &m.wildcards {
        if let Some(info) = module_info(repo, w) {
            if let Some(s) = resolve(repo, &info, name, depth + 1) {
                return Some(s);
            }
        } else {
            // a star import from outside the repository may bind anything
            return None;
        }
    }
    builtin_name(name).then(|| Sym::External(name.to_string()))
}

/// Where a module-level variable that `name` of module `m` stands for is assigned: the
/// repository file and the name it has there, followed through `from … import` (a submodule
/// of that name is no variable) and through star imports of repository modules, when
/// exactly one of them provides the name (a public one, listed in the module's `__all__`
/// when it has one). `None` when `m` binds the name by a `def` or a `class`, when a star
/// import from outside the repository might bind it, or when it is not found.
pub(super) fn variable_home(
    repo: &RepoCtx,
    m: &ModInfo,
    name: &str,
    depth: usize,
) -> Option<(String, String)> {
    if depth > 8 || m.classes.contains_key(name) || m.functions.contains_key(name) {
        return None;
    }
    if let Some(imp) = m.imports.get(name) {
        if m.assigned.contains(name) {
            return None;
        }
        let Import::From { module, name: orig } = imp else {
            return None;
        };
        let info = module_info(repo, module)?;
        if (!info.binds(orig) || binds_own_submodule(repo, &info, orig))
            && module_path(repo, &format!("{module}.{orig}")).is_some()
        {
            return None;
        }
        return variable_home(repo, &info, orig, depth + 1);
    }
    if m.assigned.contains(name) {
        return Some((m.path.clone(), name.to_string()));
    }
    let mut provider: Option<Arc<ModInfo>> = None;
    for w in &m.wildcards {
        let info = module_info(repo, w)?;
        if star_provides(repo, &info, name, depth + 1)? {
            if provider.is_some() {
                return None;
            }
            provider = Some(info);
        }
    }
    variable_home(repo, &*provider?, name, depth + 1)
}

/// Whether `from <m> import *` binds `name`: `m` binds it (and lists it in its `__all__`,
/// when it assigns one), or a star import of `m` does. `None` when that cannot be told (a
/// star import from outside the repository, too deep a chain).
fn star_provides(repo: &RepoCtx, m: &ModInfo, name: &str, depth: usize) -> Option<bool> {
    if depth > 8 {
        return None;
    }
    if name.starts_with('_') {
        return Some(false);
    }
    if m.assigned.contains("__all__") {
        let text = repo.read_shared(&m.path)?;
        let listed = text.contains(&format!("\"{name}\"")) || text.contains(&format!("'{name}'"));
        if !listed {
            return Some(false);
        }
    }
    if m.binds(name) {
        return Some(true);
    }
    for w in &m.wildcards {
        let info = module_info(repo, w)?;
        if star_provides(repo, &info, name, depth + 1)? {
            return Some(true);
        }
    }
    Some(false)
}

/// The class a module-level name of `m` stands for when it is an alias of one: bound once,
/// by `name = C` at the top level with `C` a (dotted) name of a class, and by no other
/// statement of the module ([`super::summary::sole_name_alias`]) — a type checker reads the
/// name as the class object `C` (boltons' `OMD = OrderedMultiDict`; `OMD(..)` is an instance
/// of `OrderedMultiDict`). Read once per module and name.
fn class_alias(repo: &RepoCtx, m: &ModInfo, name: &str, depth: usize) -> Option<Sym> {
    let path = &m.path;
    let value = repo.memo(&format!("py:alias:{path}:{name}"), || {
        let text = repo.read_to_string(path)?;
        super::summary::sole_name_alias(&text, name).filter(|v| v != name)
    });
    match resolve(repo, m, value.as_deref()?, depth + 1)? {
        Sym::Class(c) => Some(Sym::Class(c)),
        _ => None,
    }
}

/// A class's base written `name` in module `m`, read the way a type checker reads it: the
/// name as [`resolve`] follows it, else a module-level variable declared as holding that
/// class object ([`class_typed_variable`]).
pub(super) fn resolve_base(repo: &RepoCtx, m: &ModInfo, name: &str) -> Option<Sym> {
    resolve(repo, m, name, 0).or_else(|| class_typed_variable(repo, m, name, 0).map(Sym::Class))
}

/// The class `C` a module-level variable declared `Type[C]` (`type[C]`, `typing.Type[C]`)
/// holds, the way pyright reads it as a class's base: the declared type narrowed to the
/// assigned value's, which is `type[C]` itself when the value is `C`, or a call of an
/// identity-like repository function with `C` as its one argument ([`gives_its_argument`];
/// tinydb's `TableBase: Type[Table] = with_typehint(Table)`). A value that may be a subclass
/// of `C`, or anything not read, gives `None`, as does a name bound more than once. `name`
/// (plain or dotted) is followed through `from … import` and modules to where it is declared.
pub(super) fn class_typed_variable(
    repo: &RepoCtx,
    m: &ModInfo,
    name: &str,
    depth: usize,
) -> Option<ClassRef> {
    at_variable(repo, m, name, depth, &|m, name| {
        let (ann, value) = m.declared.get(name)?.clone()?;
        let inner = class_object_annotation(repo, m, &ann)?;
        let Sym::Class(c) = resolve(repo, m, &inner, 0)? else {
            return None;
        };
        gives_class(repo, m, &value, &c).then_some(c)
    })
}

/// `at` read in the module that binds `name` of module `m` (plain or dotted) by a statement
/// of its own top level, with the name it has there: `name` followed through the modules of
/// a dotted prefix and through `from … import` (a name the importing module binds again
/// gives `None`) to that module. A class, a function, a module imported whole, or more than
/// 8 hops give `None`.
fn at_variable<T>(
    repo: &RepoCtx,
    m: &ModInfo,
    name: &str,
    depth: usize,
    at: &dyn Fn(&ModInfo, &str) -> Option<T>,
) -> Option<T> {
    if depth > 8 {
        return None;
    }
    if let Some((prefix, last)) = name.rsplit_once('.') {
        let Sym::Module(module) = resolve(repo, m, prefix, 0)? else {
            return None;
        };
        return at_variable(repo, &*module_info(repo, &module)?, last, depth + 1, at);
    }
    if m.classes.contains_key(name) || m.functions.contains_key(name) {
        return None;
    }
    match m.imports.get(name) {
        Some(Import::From { module, name: orig }) => {
            if m.assigned.contains(name) {
                return None;
            }
            at_variable(repo, &*module_info(repo, module)?, orig, depth + 1, at)
        }
        Some(Import::Module(_)) => None,
        None => at(m, name),
    }
}

/// The class written in an annotation of a class object, `Type[C]`, `type[C]`,
/// `typing.Type[C]` (quotes around the whole or the class allowed), where the head is
/// typing's `Type` or the builtin `type` as module `m` binds it: `C` as written.
pub(super) fn class_object_annotation(repo: &RepoCtx, m: &ModInfo, text: &str) -> Option<String> {
    let t = text.trim().trim_matches(|c| c == '"' || c == '\'').trim();
    let (head, rest) = t.split_once('[')?;
    let inner = rest.strip_suffix(']')?.trim();
    let inner = inner.trim_matches(|c| c == '"' || c == '\'').trim();
    let plain = |s: &str| {
        !s.is_empty()
            && s.chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
    };
    if !plain(head.trim()) || !plain(inner) {
        return None;
    }
    match resolve(repo, m, head.trim(), 0)? {
        Sym::External(e)
            if matches!(
                e.as_str(),
                "type" | "typing.Type" | "typing_extensions.Type" | "builtins.type"
            ) =>
        {
            Some(inner.to_string())
        }
        _ => None,
    }
}

/// Whether `value` (as written in module `m`) gives the class object `c` itself, no subclass
/// of it: the name of `c`, or a call of a repository function with `c` as its one positional
/// argument that gives its argument back ([`gives_its_argument`]).
fn gives_class(repo: &RepoCtx, m: &ModInfo, value: &str, c: &ClassRef) -> bool {
    let names_c = |s: &str| {
        let s = s.trim();
        !s.is_empty()
            && s.chars()
                .all(|ch| ch.is_alphanumeric() || ch == '_' || ch == '.')
            && matches!(resolve(repo, m, s, 0), Some(Sym::Class(k)) if k == *c)
    };
    let v = value.trim();
    if names_c(v) {
        return true;
    }
    let Some((callee, rest)) = v.split_once('(') else {
        return false;
    };
    let Some(args) = rest.strip_suffix(')') else {
        return false;
    };
    let mut parts = split_top(args, ',');
    if parts.len() == 2 && parts[1].trim().is_empty() {
        parts.pop();
    }
    let [arg] = parts.as_slice() else {
        return false;
    };
    if !names_c(arg) {
        return false;
    }
    let callee = callee.trim();
    if callee.is_empty()
        || !callee
            .chars()
            .all(|ch| ch.is_alphanumeric() || ch == '_' || ch == '.')
    {
        return false;
    }
    match resolve(repo, m, callee, 0) {
        Some(Sym::Function(path, name)) => gives_its_argument(repo, &path, &name, c),
        _ => false,
    }
}

/// Whether the top-level function `name` of repository module `path`, called with the class
/// object `c` as its one argument, gives `type[c]` for a type checker: its one `def`,
/// undecorated, takes one plain parameter, unannotated or annotated `Type[T]` (a type variable
/// of its module) or `Type[c]`, and either declares its return `Type[T]` of that same `T` (or
/// `Type[c]`), or declares none and every `return` a type checker reaches gives the
/// parameter, unchanged (tinydb's `with_typehint`: `if TYPE_CHECKING: return baseclass`,
/// then `return object`, which pyright never reaches).
pub(super) fn gives_its_argument(repo: &RepoCtx, path: &str, name: &str, c: &ClassRef) -> bool {
    let Some(file) = repo.parsed(path, crate::lang::Lang::Python) else {
        return false;
    };
    let Some(info) = info_at(repo, path) else {
        return false;
    };
    if info.assigned.contains(name) || info.imports.contains_key(name) {
        return false;
    }
    let facts = collect_facts(&file);
    let root = file.tree.root_node();
    let mut cursor = root.walk();
    let defs: Vec<Node> = root
        .named_children(&mut cursor)
        .filter(|n| {
            let d = if n.kind_str() == "decorated_definition" {
                n.field("definition")
            } else {
                Some(*n)
            };
            d.and_then(|d| d.field("name"))
                .is_some_and(|x| file.text(x) == name)
        })
        .collect();
    let [def] = defs.as_slice() else {
        return false;
    };
    if def.kind_str() != "function_definition" {
        return false;
    }
    let Some(ps) = def_params(*def) else {
        return false;
    };
    let [p] = ps.as_slice() else {
        return false;
    };
    let (pname, pann) = match p.kind_str() {
        "identifier" => (file.text(*p).into_owned(), None),
        "typed_parameter" => {
            let Some(n) = p.named_child(0).filter(|n| n.kind_str() == "identifier") else {
                return false;
            };
            let Some(t) = p.field("type") else {
                return false;
            };
            (file.text(n).into_owned(), Some(file.text(t).into_owned()))
        }
        _ => return false,
    };
    // `T` of `Type[T]` is a type variable of the module (`T = TypeVar('T')`, bound once)
    let type_var = |t: &str| {
        !info.classes.contains_key(t)
            && !info.functions.contains_key(t)
            && module_type_var(&file, &facts, t)
    };
    // what `Type[X]` of this module stands for: a type variable, or the class `c` itself
    #[derive(PartialEq)]
    enum Of {
        Var(String),
        C,
    }
    let of = |ann: &str| -> Option<Of> {
        let x = class_object_annotation(repo, &info, ann)?;
        if type_var(&x) {
            return Some(Of::Var(x));
        }
        matches!(resolve(repo, &info, &x, 0), Some(Sym::Class(k)) if k == *c).then_some(Of::C)
    };
    let param_of = match &pann {
        None => None,
        Some(a) => match of(a) {
            Some(o) => Some(o),
            None => return false,
        },
    };
    if let Some(r) = def.field("return_type") {
        return match of(&file.text(r)) {
            Some(Of::C) => true,
            Some(var) => param_of.as_ref() == Some(&var),
            None => false,
        };
    }
    let Some(body) = def.field("body") else {
        return false;
    };
    returns_only(&file, body, &pname)
}

/// The parameters of `def` as written, comments left out.
fn def_params(def: Node) -> Option<Vec<Node>> {
    let params = def.field("parameters")?;
    let mut cursor = params.walk();
    let ps = params
        .named_children(&mut cursor)
        .filter(|p| p.kind_str() != "comment")
        .collect();
    Some(ps)
}

/// Whether `name` is a type variable of the module `file` (whose facts are `facts`): bound
/// once at its top level by a call of `TypeVar` (`T = typing.TypeVar("T", bound="Client")`),
/// and neither imported nor defined there.
fn module_type_var(file: &SourceFile, facts: &Facts, name: &str) -> bool {
    matches!(facts.top_assigns.get(name).map(Vec::as_slice), Some([v])
    if v.kind_str() == "call"
        && v.field("function").is_some_and(|f| {
            let f = file.text(f);
            f == "TypeVar" || f.ends_with(".TypeVar")
        }))
        && !facts.imports.contains_key(name)
        && !facts.top_defs.contains_key(name)
}

/// For a call of a repository function typed as giving back one of its arguments — its
/// return annotation a type variable of its module (`C = TypeVar("C", bound=Callable)`) that
/// annotates exactly one parameter and is named in no other annotation, as pyparsing's
/// `replaced_by_pep8(compat_name: str, fn: C) -> C` — the argument given for that parameter:
/// a type checker gives the call that argument's type (`setDebug =
/// replaced_by_pep8("setDebug", set_debug)` is `set_debug`'s function). `m` is the calling
/// module; the function is found through its imports. `None` for anything else: a
/// decorated function, a splat before the argument, a parameter not given.
pub(super) fn identity_argument<'c>(
    repo: &RepoCtx,
    m: &ModInfo,
    caller: &SourceFile,
    call: Node<'c>,
) -> Option<Node<'c>> {
    let callee = call.field("function")?;
    if !matches!(callee.kind_str(), "identifier" | "attribute") {
        return None;
    }
    let Sym::Function(path, name) = resolve(repo, m, &caller.text(callee), 0)? else {
        return None;
    };
    let (index, pname) = identity_parameter(repo, &path, &name)?;
    let args = call.field("arguments")?;
    let mut cursor = args.walk();
    let given: Vec<Node> = args
        .named_children(&mut cursor)
        .filter(|a| a.kind_str() != "comment")
        .collect();
    let mut positional = 0usize;
    let mut found = None;
    for a in given {
        match a.kind_str() {
            "list_splat" | "dictionary_splat" => return None,
            "keyword_argument" => {
                let kw = a.field("name")?;
                if caller.text(kw) == pname {
                    found = Some(a.field("value")?);
                }
            }
            _ => {
                if positional == index {
                    found = Some(a);
                }
                positional += 1;
            }
        }
    }
    found
}

/// The parameter (index among the positional ones, name) of top-level function `name` of
/// `path` whose annotation is the function's return annotation, a type variable of its
/// module named in no other annotation (see [`identity_argument`]). Read once per function.
fn identity_parameter(repo: &RepoCtx, path: &str, name: &str) -> Option<(usize, String)> {
    let key = format!("py:identity-parameter:{path}:{name}");
    let made = repo.memo(&key, || {
        let file = repo.parsed(path, crate::lang::Lang::Python)?;
        let facts = collect_facts(&file);
        let root = file.tree.root_node();
        let mut cursor = root.walk();
        let defs: Vec<Node> = root
            .named_children(&mut cursor)
            .filter(|n| {
                n.kind_str() == "function_definition"
                    && n.field("name").is_some_and(|x| file.text(x) == name)
            })
            .collect();
        let [def] = defs.as_slice() else {
            return None;
        };
        if facts.top_assigns.contains_key(name) {
            return None;
        }
        let ret = file.text(def.field("return_type")?).trim().to_string();
        if !module_type_var(&file, &facts, &ret) {
            return None;
        }
        let params = def.field("parameters")?;
        let mut cursor = params.walk();
        let mut found: Option<(usize, String)> = None;
        let mut index = 0usize;
        for p in params.named_children(&mut cursor) {
            let ann = p.field("type").map(|t| file.text(t).into_owned());
            let names_var = ann.as_deref().is_some_and(|a| {
                a.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .any(|w| w == ret)
            });
            match p.kind_str() {
                "identifier"
                | "typed_parameter"
                | "default_parameter"
                | "typed_default_parameter" => {
                    let pn = if p.kind_str() == "identifier" {
                        Some(p)
                    } else {
                        p.field("name").or_else(|| p.named_child(0))
                    }
                    .filter(|n| n.kind_str() == "identifier")?;
                    if names_var {
                        if found.is_some() || ann.as_deref().map(str::trim) != Some(ret.as_str()) {
                            return None;
                        }
                        found = Some((index, file.text(pn).into_owned()));
                    }
                    index += 1;
                }
                // `*`, `/`, `*args`, `**kwargs`: the positions after them are not counted
                _ => {
                    if names_var {
                        return None;
                    }
                    found.as_ref()?;
                }
            }
        }
        found
    });
    made.as_ref().clone()
}

/// Whether every `return` a type checker reaches in function body `body` gives the parameter
/// `param`, which the body never rebinds, and every path ends in a `return` or a `raise`: the
/// statements after an `if TYPE_CHECKING:` block that ends in one are never reached (nor its
/// `else`), as pyright reads them.
fn returns_only(file: &SourceFile, body: Node, param: &str) -> bool {
    let mut returns = Vec::new();
    let mut yields = false;
    collect_returns(body, &mut returns, &mut yields);
    if yields {
        return false;
    }
    let mut reached = Vec::new();
    let mut ends = false;
    let mut cursor = body.walk();
    for stmt in body.named_children(&mut cursor) {
        if stmt.kind_str() == "if_statement"
            && stmt
                .field("condition")
                .is_some_and(|c| is_type_checking(&file.text(c)))
        {
            let Some(block) = stmt.field("consequence") else {
                return false;
            };
            let mut no_yield = false;
            collect_returns(block, &mut reached, &mut no_yield);
            if ends_in_return(block) {
                ends = true;
                break;
            }
            continue;
        }
        if stmt.kind_str() == "return_statement" {
            reached.push(stmt);
        }
        let mut no_yield = false;
        collect_returns(stmt, &mut reached, &mut no_yield);
        if matches!(stmt.kind_str(), "return_statement" | "raise_statement") {
            ends = true;
            break;
        }
    }
    if !(ends || ends_in_return(body)) || reached.is_empty() {
        return false;
    }
    if !reached.iter().all(|r| {
        r.named_child(0)
            .is_some_and(|v| v.kind_str() == "identifier" && file.text(v) == param)
    }) {
        return false;
    }
    // the parameter is read nowhere but as a returned value: nothing rebinds it
    let mut only_returned = true;
    super::super::walk(body, |n| {
        if n.kind_str() == "identifier"
            && file.text(n) == param
            && n.parent()
                .is_none_or(|p| p.kind_str() != "return_statement")
        {
            only_returned = false;
        }
    });
    only_returned
}

/// Whether dotted `name` (resolved in `m`) names an attribute a repository module binds: a
/// prefix of it is that module and the module binds the next part itself (a def, a class, an
/// import or an assignment), so that part is no submodule.
pub(super) fn binds_attribute(repo: &RepoCtx, m: &ModInfo, name: &str) -> bool {
    let parts: Vec<&str> = name.split('.').collect();
    (1..parts.len()).rev().any(|i| {
        matches!(
            resolve(repo, m, &parts[..i].join("."), 0),
            Some(Sym::Module(module))
                if module_info(repo, &module).is_some_and(|info| info.binds(parts[i]))
        )
    })
}

/// The class names a type annotation stands for: quotes, `Optional[…]`, `None` members of a
/// union and generic arguments stripped. `None` when a part is no plain (dotted) name.
pub(super) fn annotation_names(text: &str) -> Option<Vec<String>> {
    let t = text.trim().trim_matches(|c| c == '"' || c == '\'').trim();
    let strip = |s: &str, p: &str| {
        s.strip_prefix(p)
            .or_else(|| s.strip_prefix(&format!("typing.{p}")))
            .or_else(|| s.strip_prefix(&format!("t.{p}")))
            .and_then(|r| r.strip_suffix(']'))
            .map(str::to_string)
    };
    if let Some(inner) = strip(t, "Optional[") {
        return annotation_names(&inner);
    }
    let parts: Vec<String> = if let Some(inner) = strip(t, "Union[") {
        split_top(&inner, ',')
    } else if t.contains('|') {
        split_top(t, '|')
    } else {
        vec![t.to_string()]
    };
    if parts.len() > 1 {
        let mut out = Vec::new();
        for p in parts {
            if p.trim() == "None" {
                continue;
            }
            out.extend(annotation_names(&p)?);
        }
        return (!out.is_empty()).then_some(out);
    }
    let head = t.split('[').next().unwrap_or(t).trim();
    if head.is_empty()
        || !head
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
    {
        return None;
    }
    Some(vec![head.to_string()])
}

/// The value of the explicit type alias a plain name of module `m` stands for, followed through
/// `from … import` to the module that declares it: that module (`None`: `m` itself) and the
/// value as written. `None` when the name is anything else (a class, a function, a name
/// assigned more than once, a star import's).
fn type_alias(
    repo: &RepoCtx,
    m: &ModInfo,
    name: &str,
    depth: usize,
) -> Option<(Option<Arc<ModInfo>>, String)> {
    if depth > 8 || name.contains('.') {
        return None;
    }
    if m.classes.contains_key(name) || m.functions.contains_key(name) {
        return None;
    }
    match m.imports.get(name) {
        Some(Import::From { module, name: orig }) => {
            if m.assigned.contains(name) {
                return None;
            }
            let info = module_info(repo, module)?;
            let (there, value) = type_alias(repo, &info, orig, depth + 1)?;
            Some((Some(there.unwrap_or(info)), value))
        }
        Some(Import::Module(_)) => None,
        None => m.aliases.get(name)?.clone().map(|value| (None, value)),
    }
}

/// Split at `sep` outside brackets.
fn split_top(s: &str, sep: char) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            _ => {}
        }
        if c == sep && depth == 0 {
            out.push(std::mem::take(&mut cur));
        } else {
            cur.push(c);
        }
    }
    out.push(cur);
    out
}

/// Names that carry no class (`Any`, type variables' usual helpers, `Self` is handled by the
/// caller).
fn opaque_annotation(name: &str) -> bool {
    let last = name.rsplit('.').next().unwrap_or(name);
    matches!(
        last,
        "Any" | "object" | "TypeVar" | "Callable" | "Type" | "type" | "NoReturn" | "Never"
    )
}

/// The instance types an annotation written in module `m` stands for. `owner`: the class a
/// `Self` annotation means.
pub(super) fn annotation_types(
    repo: &RepoCtx,
    m: &ModInfo,
    text: &str,
    owner: Option<&ClassRef>,
) -> Option<Vec<Ty>> {
    annotation_types_at(repo, m, text, owner, 0)
}

/// [`annotation_types`], `depth` type aliases deep.
fn annotation_types_at(
    repo: &RepoCtx,
    m: &ModInfo,
    text: &str,
    owner: Option<&ClassRef>,
    depth: usize,
) -> Option<Vec<Ty>> {
    let names = annotation_names(text)?;
    let mut out = Vec::new();
    for n in names {
        if opaque_annotation(&n) {
            return None;
        }
        if n == "Self" || n.ends_with(".Self") {
            out.push(Ty::Class(owner?.clone()));
            continue;
        }
        // an explicit type alias stands for the annotation it is assigned (bs4's
        // `_AtMostOneElement: TypeAlias = Optional[_OneElement]`), read where it is written
        if depth < 8 {
            match type_alias(repo, m, &n, 0) {
                Some((None, value)) => {
                    out.extend(annotation_types_at(repo, m, &value, owner, depth + 1)?);
                    continue;
                }
                Some((Some(there), value)) => {
                    out.extend(annotation_types_at(repo, &there, &value, owner, depth + 1)?);
                    continue;
                }
                None => {}
            }
        }
        match resolve(repo, m, &n, 0)? {
            Sym::Class(c) => out.push(Ty::Class(c)),
            // a class from outside the repository is known only when it is a builtin
            Sym::External(e) if builtin_name(last_part(&e)) && !opaque_annotation(&e) => {
                out.push(Ty::External(last_part(&e).to_string()))
            }
            Sym::External(_) => return None,
            Sym::Function(..) | Sym::Module(_) => return None,
        }
    }
    out.sort();
    out.dedup();
    Some(out)
}

/// A class's ancestry, the class itself first: each repository class once, the outside
/// classes met, and whether every base could be followed.
#[derive(Debug, Default)]
pub(super) struct Ancestry {
    pub classes: Vec<ClassRef>,
    /// Builtin and standard-library classes met (they never derive from a repository class).
    pub external: Vec<String>,
    /// The classes with a base that could not be followed (or that could not be read).
    pub unresolved_in: Vec<ClassRef>,
}

impl Ancestry {
    fn complete(&self) -> bool {
        self.unresolved_in.is_empty()
    }

    /// Whether every base that could not be followed sits in the ancestry of one of `of`:
    /// it comes after them in any resolution order.
    fn unresolved_only_after(&self, of: &[&Ancestry]) -> bool {
        self.unresolved_in
            .iter()
            .all(|h| of.iter().any(|a| a.classes.contains(h)))
    }
}

pub(super) fn ancestry(repo: &RepoCtx, c: &ClassRef) -> Arc<Ancestry> {
    repo.memo_once(&format!("py:ancestry:{}:{}", c.path, c.name), || {
        let mut a = Ancestry::default();
        let mut stack = vec![c.clone()];
        let mut seen = HashSet::new();
        while let Some(cur) = stack.pop() {
            if !seen.insert(cur.clone()) || seen.len() > 64 {
                continue;
            }
            a.classes.push(cur.clone());
            let Some(class) = info_at(repo, &cur.path)
                .and_then(|info| info.classes.get(&cur.name).cloned().map(|c| (info, c)))
            else {
                a.unresolved_in.push(cur);
                continue;
            };
            let (info, class) = class;
            for b in class.bases.iter().rev() {
                let head = b.split('[').next().unwrap_or(b).trim();
                match resolve_base(repo, &info, head) {
                    Some(Sym::Class(bc)) => stack.push(bc),
                    Some(Sym::External(e)) if builtin_name(last_part(&e)) || stdlib_class(&e) => {
                        a.external.push(last_part(&e).to_string())
                    }
                    _ => a.unresolved_in.push(cur.clone()),
                }
            }
        }
        a
    })
}

fn last_part(dotted: &str) -> &str {
    dotted.rsplit('.').next().unwrap_or(dotted)
}

/// Whether class `c` binds `member` in its own body.
pub(super) fn declares(repo: &RepoCtx, c: &ClassRef, member: &str) -> bool {
    info_at(repo, &c.path)
        .and_then(|i| {
            i.classes
                .get(&c.name)
                .map(|k| k.members.contains_key(member))
        })
        .unwrap_or(true)
}

/// Whether an outside class may define `method` (typing helpers define no ordinary method; a
/// name the standard library never defines is defined by none of its classes).
fn external_may_define(class: &str, method: &str) -> bool {
    if matches!(
        class,
        "object" | "Generic" | "Protocol" | "ABC" | "NamedTuple" | "TypedDict"
    ) {
        return method.starts_with("__");
    }
    method.starts_with("__") || stdlib::defines(Family::Python, method)
}

/// How surely a call `x.method(…)` on an instance of `ty` reaches `owner.method`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Reach {
    Yes,
    No,
    /// Another class may come first: what the ancestry shows leaves it open.
    Maybe,
    /// Part of the ancestry could not be read: nothing follows from the type.
    Unknown,
}

/// `x.method` for `x` of type `ty`: the first class of its method resolution order that
/// binds `method`. `skip_self`: the lookup starts after `ty` (`super()` inside `ty`).
pub(super) fn reaches(
    repo: &RepoCtx,
    ty: &Ty,
    owner: &ClassRef,
    method: &str,
    skip_self: bool,
) -> Reach {
    let c = match ty {
        Ty::External(_) => return Reach::No,
        Ty::Class(c) => c,
    };
    if c == owner {
        return if skip_self { Reach::No } else { Reach::Yes };
    }
    let owner_anc = ancestry(repo, owner);
    if !skip_self && owner_anc.classes.contains(c) {
        // a base of the owner: the call may dispatch to the owner's override at run time
        return Reach::Maybe;
    }
    let anc = ancestry(repo, c);
    if !anc.classes.contains(owner) {
        return if anc.complete() {
            Reach::No
        } else {
            Reach::Unknown
        };
    }
    let mut open = false;
    for k in &anc.classes {
        if k == owner || owner_anc.classes.contains(k) || (skip_self && k == c) {
            continue;
        }
        if !declares(repo, k, method) {
            continue;
        }
        // a class deriving from the owner comes before it: its own member is reached
        if ancestry(repo, k).classes.contains(owner) {
            return Reach::No;
        }
        open = true;
    }
    let owner_ext: HashSet<&String> = owner_anc.external.iter().collect();
    if anc
        .external
        .iter()
        .any(|e| !owner_ext.contains(e) && external_may_define(e, method))
    {
        open = true;
    }
    if open {
        Reach::Maybe
    } else if !anc.unresolved_only_after(&[&owner_anc]) {
        Reach::Unknown
    } else {
        Reach::Yes
    }
}

/// The class of `ty`'s method resolution order whose body binds `member`, when that is sure:
/// the first one found, provided every other class binding it is one of its ancestors.
pub(super) fn member_of(repo: &RepoCtx, c: &ClassRef, member: &str) -> Option<(ClassRef, Member)> {
    let anc = ancestry(repo, c);
    let holders: Vec<&ClassRef> = anc
        .classes
        .iter()
        .filter(|k| declares(repo, k, member))
        .collect();
    let first = *holders.first()?;
    let first_anc = ancestry(repo, first);
    if holders[1..].iter().any(|h| !first_anc.classes.contains(h))
        || !anc.unresolved_only_after(&[&first_anc])
    {
        return None;
    }
    if anc
        .external
        .iter()
        .any(|e| !first_anc.external.contains(e) && external_may_define(e, member))
    {
        return None;
    }
    let info = info_at(repo, &first.path)?;
    let m = info.classes.get(&first.name)?.members.get(member)?.clone();
    Some((first.clone(), m))
}

/// The `def`s of `method` in the body of the top-level class `class` of `file` (decorated
/// ones too), in order.
pub(super) fn method_defs<'t>(file: &'t SourceFile, class: &str, method: &str) -> Vec<Node<'t>> {
    let unwrap = |n: Node<'t>| {
        if n.kind_str() == "decorated_definition" {
            n.field("definition")
        } else {
            Some(n)
        }
    };
    let named = |n: Node<'t>, kind: &str, name: &str| {
        n.kind_str() == kind && n.field("name").is_some_and(|x| file.text(x) == name)
    };
    let root = file.tree.root_node();
    let mut cursor = root.walk();
    let Some(body) = root
        .named_children(&mut cursor)
        .filter_map(unwrap)
        .find(|n| named(*n, "class_definition", class))
        .and_then(|c| c.field("body"))
    else {
        return Vec::new();
    };
    let mut cursor = body.walk();
    body.named_children(&mut cursor)
        .filter_map(unwrap)
        .filter(|n| named(*n, "function_definition", method))
        .collect()
}

/// The return annotation of `x.method(…)` for `x` of class `c`, with the module it is
/// written in, when every def of the method agrees on it.
fn method_return_annotation(
    repo: &RepoCtx,
    c: &ClassRef,
    method: &str,
) -> Option<(Arc<ModInfo>, String)> {
    let (holder, m) = member_of(repo, c, method)?;
    if !m.method || m.property || !m.returns_sure || !m.values.is_empty() {
        return None;
    }
    Some((info_at(repo, &holder.path)?, m.returns?))
}

/// The instance types a call `x.method(…)` gives for `x` of class `c`.
pub(super) fn method_returns(repo: &RepoCtx, c: &ClassRef, method: &str) -> Option<Vec<Ty>> {
    method_returns_at(repo, c, method, 0)
}

/// [`method_returns`] at recursion depth `depth` (of [`inferred_returns`], whose answer
/// depends on nothing else), made once per measurement: the methods of a parser class that
/// return each other's results (jmespath's `parse` → `_do_parse` → `_parse`) were inferred
/// again for every receiver typed, and again at each level of every chain.
fn method_returns_at(repo: &RepoCtx, c: &ClassRef, method: &str, depth: usize) -> Option<Vec<Ty>> {
    let key = format!("py:method-returns:{}:{}:{method}:{depth}", c.path, c.name);
    let made = repo.memo(&key, || method_returns_made(repo, c, method, depth));
    made.as_ref().clone()
}

fn method_returns_made(
    repo: &RepoCtx,
    c: &ClassRef,
    method: &str,
    depth: usize,
) -> Option<Vec<Ty>> {
    match method_return_annotation(repo, c, method) {
        Some((info, ret)) => annotation_types(repo, &info, &ret, Some(c)).or_else(|| {
            returns_receiver(repo, c, method, &ret).then(|| vec![Ty::Class(c.clone())])
        }),
        None => inferred_returns(repo, c, method, depth),
    }
}

/// Whether `method`, found from `c` and returning `ret`, gives back its receiver's own type:
/// its one `def` annotates the receiver with a type variable of its module and returns that
/// variable (`def __enter__(self: T) -> T`, httpx's clients: the spelling from before
/// `Self`), named in no other parameter's annotation. A type checker binds the variable to
/// the receiver's type, so `x.method()` is of `x`'s class.
fn returns_receiver(repo: &RepoCtx, c: &ClassRef, method: &str, ret: &str) -> bool {
    let ret = ret.trim();
    if ret.is_empty() || !ret.chars().all(|ch| ch.is_alphanumeric() || ch == '_') {
        return false;
    }
    let Some((holder, file, _, decos)) = found_def(repo, c, method) else {
        return false;
    };
    if decos
        .iter()
        .any(|d| d == "classmethod" || d == "staticmethod")
    {
        return false;
    }
    if !module_type_var(&file, &collect_facts(&file), ret) {
        return false;
    }
    let defs = method_defs(&file, &holder.name, method);
    let [def] = defs.as_slice() else {
        return false;
    };
    let Some(ps) = def_params(*def) else {
        return false;
    };
    let Some((receiver, rest)) = ps.split_first() else {
        return false;
    };
    let annotation = |p: &Node| p.field("type").map(|t| file.text(t).into_owned());
    if receiver.kind_str() != "typed_parameter" || annotation(receiver).as_deref() != Some(ret) {
        return false;
    }
    !rest.iter().any(|p| {
        annotation(p).is_some_and(|a| {
            a.split(|ch: char| !(ch.is_alphanumeric() || ch == '_'))
                .any(|w| w == ret)
        })
    })
}

/// The one `def` of `method` that a lookup from `c` finds, with its file and decorators.
fn found_def(
    repo: &RepoCtx,
    c: &ClassRef,
    method: &str,
) -> Option<(ClassRef, Arc<SourceFile>, usize, Vec<String>)> {
    let (holder, m) = member_of(repo, c, method)?;
    if !m.method || m.property || !m.values.is_empty() {
        return None;
    }
    let file = repo.parsed(&holder.path, crate::lang::Lang::Python)?;
    let defs = method_defs(&file, &holder.name, method);
    let [def] = defs.as_slice() else {
        return None;
    };
    let decos = super::decorators(&file, *def);
    let id = def.id();
    Some((holder, file, id, decos))
}

/// Whether `x.dunder(other)` for `x` of class `c` is a plain binary operator method: one
/// undecorated `def` of two unannotated parameters, so it takes any right operand (a type
/// checker then gives the operation its return type).
pub(super) fn plain_binary_method(repo: &RepoCtx, c: &ClassRef, dunder: &str) -> bool {
    plain_operator_method(repo, c, dunder, 2)
}

/// Whether `~x` (`-x`, `+x`) for `x` of class `c` calls a plain unary operator method
/// `dunder` (`__invert__`, `__neg__`, `__pos__`): one undecorated `def` of its receiver
/// alone, so a type checker gives the operation its return type.
pub(super) fn plain_unary_method(repo: &RepoCtx, c: &ClassRef, dunder: &str) -> bool {
    plain_operator_method(repo, c, dunder, 1)
}

/// One undecorated `def` of `dunder` found from `c`, of `arity` plain (unannotated,
/// undefaulted) parameters, the receiver included.
fn plain_operator_method(repo: &RepoCtx, c: &ClassRef, dunder: &str, arity: usize) -> bool {
    let Some((holder, file, _, decos)) = found_def(repo, c, dunder) else {
        return false;
    };
    if !decos.is_empty() {
        return false;
    }
    let defs = method_defs(&file, &holder.name, dunder);
    let Some(params) = defs.first().and_then(|d| d.field("parameters")) else {
        return false;
    };
    let mut cursor = params.walk();
    let ps: Vec<Node> = params.named_children(&mut cursor).collect();
    ps.len() == arity && ps.iter().all(|p| p.kind_str() == "identifier")
}

/// Whether a `def` of `method` a lookup from `c` finds is a class method.
pub(super) fn is_classmethod(repo: &RepoCtx, c: &ClassRef, method: &str) -> bool {
    found_def(repo, c, method).is_some_and(|(_, _, _, d)| d.iter().any(|d| d == "classmethod"))
}

/// Whether every path through a block ends in a `return` (or a `raise`): its last statement
/// is one, or an `if` with an `else` each of whose branches does.
fn ends_in_return(block: Node) -> bool {
    let mut cursor = block.walk();
    let Some(last) = block
        .named_children(&mut cursor)
        .filter(|n| n.kind_str() != "comment")
        .last()
    else {
        return false;
    };
    match last.kind_str() {
        "return_statement" | "raise_statement" => true,
        "if_statement" => {
            let mut cursor = last.walk();
            let clauses: Vec<Node> = last
                .children_by_field_name("alternative", &mut cursor)
                .collect();
            last.field("consequence").is_some_and(ends_in_return)
                && clauses.iter().any(|c| c.kind_str() == "else_clause")
                && clauses.iter().all(|c| {
                    // an `elif`'s block is its consequence, an `else`'s its body
                    c.field("consequence")
                        .or_else(|| c.field("body"))
                        .is_some_and(ends_in_return)
                })
        }
        // a `try` whose body and every handler end so (an `else` too, if written): no path
        // leaves it but by a `return` or a `raise` (a `finally` adds no path of its own) —
        // jmespath's `_do_parse`: `try: .. return x` with `except E: .. raise` handlers
        "try_statement" => {
            let mut cursor = last.walk();
            last.field("body").is_some_and(ends_in_return)
                && last
                    .named_children(&mut cursor)
                    .all(|c| match c.kind_str() {
                        "block" | "comment" | "finally_clause" => true,
                        "except_clause" | "except_group_clause" => {
                            let mut cc = c.walk();
                            let block = c.named_children(&mut cc).find(|b| b.kind_str() == "block");
                            block.is_some_and(ends_in_return)
                        }
                        "else_clause" => c.field("body").is_some_and(ends_in_return),
                        _ => false,
                    })
        }
        _ => false,
    }
}

/// The value of a local `name` of a function body bound by one plain assignment in the
/// body's own scope (`instance = cls()`, at its top level or in a block of it), read nowhere
/// but as an attribute's object, an argument or a returned value: what every read of it
/// holds.
fn single_assignment<'t>(file: &SourceFile, body: Node<'t>, name: &str) -> Option<Node<'t>> {
    let mut value = None;
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        let mut cursor = n.walk();
        stack.extend(n.named_children(&mut cursor));
        if n.kind_str() != "identifier" || file.text(n) != name {
            continue;
        }
        let p = n.parent()?;
        let is = |f: &str| p.field(f).is_some_and(|x| x.id() == n.id());
        match p.kind_str() {
            "attribute" if is("object") => {}
            "argument_list" | "return_statement" => {}
            // stored into an item or an attribute (`self._CACHE[expression] = parsed_result`):
            // read, not rebound
            "assignment"
                if is("right")
                    && p.field("type").is_none()
                    && p.field("left")
                        .is_some_and(|l| matches!(l.kind_str(), "subscript" | "attribute")) => {}
            "assignment"
                if is("left")
                    && p.field("type").is_none()
                    && value.is_none()
                    && p.parent().is_some_and(|s| {
                        s.kind_str() == "expression_statement" && in_own_scope(s, body)
                    }) =>
            {
                value = Some(p.field("right")?);
            }
            _ => return None,
        }
    }
    value
}

/// Whether statement `s` runs in the scope of the function whose body is `body`: written in
/// it directly or in its compound statements (an `if`, a `try`, a loop), not in a nested
/// `def` or `class`. A name bound once there holds that one value wherever it is read, as
/// ecdsa's `self = cls(..)` inside `if isinstance(..):` before that block's `return self`.
fn in_own_scope(s: Node, body: Node) -> bool {
    let mut cur = s.parent();
    while let Some(p) = cur {
        if p.id() == body.id() {
            return true;
        }
        if matches!(
            p.kind_str(),
            "function_definition" | "class_definition" | "lambda"
        ) {
            return false;
        }
        cur = p.parent();
    }
    false
}

/// What an unannotated method gives, inferred the way a type checker infers it from its
/// `return` statements: its own receiver (`return self`, or `return cls(…)` in a class
/// method, `self.__class__(…)` in another: an instance of the class the lookup started at,
/// `Self`), what a class method of its own class gives (`cls.make(…)`,
/// `self.__class__.from_atomic(…)`), what another method of its own gives through its
/// receiver (`return self._parse(expression)`, when the lookup from the class it started at
/// finds the def its own class does), a new instance of a repository class its module names
/// (`return Point(…)`), a local bound once to one of those (`instance = cls()`), or
/// `NotImplemented` (a binary operator's); and a local that looks a key up in a memo dict of
/// its class (`cached = self._CACHE.get(expression)`, returned under `if cached is not
/// None:`), when the values this method stores in it ([`memo_lookup`], [`memo_stores`]) are
/// of the types its other returns give (`return parsed_result`, the value stored). Every
/// path of the body must end in a `return` (or a `raise`), so no path gives `None`; the
/// method is its one def, decorated at most as a class or static method.
fn inferred_returns(repo: &RepoCtx, c: &ClassRef, method: &str, depth: usize) -> Option<Vec<Ty>> {
    if depth > 4 {
        return None;
    }
    let (holder, m) = member_of(repo, c, method)?;
    if !m.method || m.property || m.returns.is_some() || !m.values.is_empty() {
        return None;
    }
    let file = repo.parsed(&holder.path, crate::lang::Lang::Python)?;
    let info = info_at(repo, &holder.path)?;
    let defs = method_defs(&file, &holder.name, method);
    let [def] = defs.as_slice() else {
        return None;
    };
    let decos = super::decorators(&file, *def);
    if decos
        .iter()
        .any(|d| d != "classmethod" && d != "staticmethod")
    {
        return None;
    }
    let classmethod = decos.iter().any(|d| d == "classmethod");
    let first = if decos.iter().any(|d| d == "staticmethod") {
        None
    } else {
        def.field("parameters")
            .and_then(|p| p.named_child(0))
            .filter(|p| p.kind_str() == "identifier")
            .map(|p| file.text(p).into_owned())
    };
    let (body, returns) = returning_body(def)?;
    let own = |n: Node| first.as_deref().is_some_and(|f| file.text(n) == f);
    // the class object of the receiver: `cls` in a class method, `self.__class__` elsewhere
    let own_class = |n: Node| {
        if classmethod {
            return n.kind_str() == "identifier" && own(n);
        }
        n.kind_str() == "attribute"
            && n.field("object")
                .is_some_and(|o| o.kind_str() == "identifier" && own(o))
            && n.field("attribute")
                .is_some_and(|a| file.text(a) == "__class__")
    };
    let call_type = |v: Node| -> Option<Vec<Ty>> {
        if v.kind_str() != "call" {
            return None;
        }
        let f = v.field("function")?;
        if own_class(f) {
            return Some(vec![Ty::Class(c.clone())]);
        }
        match f.kind_str() {
            "attribute" if f.field("object").is_some_and(own_class) => {
                let m = file.text(f.field("attribute")?).into_owned();
                if !is_classmethod(repo, c, &m) {
                    return None;
                }
                method_returns_at(repo, c, &m, depth + 1)
            }
            // `self.m(..)`: the method the receiver's own class finds, when the class the
            // lookup started at finds that same def (no override in between)
            "attribute"
                if !classmethod
                    && f.field("object")
                        .is_some_and(|o| o.kind_str() == "identifier" && own(o)) =>
            {
                let m = file.text(f.field("attribute")?).into_owned();
                let (from_c, found) = member_of(repo, c, &m)?;
                let (from_holder, _) = member_of(repo, &holder, &m)?;
                if from_c != from_holder || !found.method || found.property {
                    return None;
                }
                method_returns_at(repo, c, &m, depth + 1)
            }
            "identifier" | "attribute" => {
                let head = file.text(f);
                let head = head.split('.').next().unwrap_or("");
                if first.as_deref() == Some(head) {
                    return None;
                }
                match resolve(repo, &info, &file.text(f), 0)? {
                    Sym::Class(k) => Some(vec![Ty::Class(k)]),
                    _ => None,
                }
            }
            _ => None,
        }
    };
    let mut out = Vec::new();
    let mut memo = Vec::new();
    for r in returns {
        let v = r.named_child(0)?;
        match v.kind_str() {
            "identifier" if own(v) && !classmethod => out.push(Ty::Class(c.clone())),
            "identifier" if file.text(v) == "NotImplemented" => {
                if info.binds("NotImplemented") || !info.wildcards.is_empty() {
                    return None;
                }
                out.push(Ty::External("NotImplementedType".into()));
            }
            "identifier" if !own(v) => {
                let name = file.text(v);
                if let Some(value) = single_assignment(&file, body, &name) {
                    out.extend(call_type(value)?);
                    continue;
                }
                // a memo dict's lookup: the values this body stores in the dict, each a type
                // another `return` gives too (a type checker reads the lookup of the dict
                // display `{}` as unknown: what it holds adds no type of its own)
                let field = memo_lookup(&file, body, &name, first.as_deref()?)?;
                if memo_field_mentioned_elsewhere(repo, &holder.path, &field) {
                    return None;
                }
                let spans = memo_stores(repo, &file, &holder.name, &field);
                let spans = spans.as_deref()?;
                let root = file.tree.root_node();
                for &(start, end) in spans {
                    // stored in this body, as the value of a plain assignment there
                    if start < body.start_byte() || end > body.end_byte() {
                        return None;
                    }
                    let stored = root.named_descendant_for_byte_range(start, end)?;
                    let value = match stored.kind_str() {
                        "identifier" if !own(stored) => {
                            single_assignment(&file, body, &file.text(stored))?
                        }
                        _ => stored,
                    };
                    memo.extend(call_type(value)?);
                }
            }
            _ => out.extend(call_type(v)?),
        }
    }
    if !memo.iter().all(|t| out.contains(t)) {
        return None;
    }
    out.sort();
    out.dedup();
    Some(out)
}

/// The field `F` of a memo dict that local `name` of method body `body` looks a key up in:
/// every mention of `name` in the body is its one binding, a plain assignment of the body's
/// own level `name = own.F.get(key)` (or `.get(key, None)`, `own` the method's receiver), a
/// test `name is not None` (or `is None`) after it, or a `return name` in the block of an
/// `if name is not None:` after it (so never `None`): what it returns is a value of the dict.
fn memo_lookup(file: &SourceFile, body: Node, name: &str, own: &str) -> Option<String> {
    let mut binding: Option<(String, usize)> = None;
    let mut returns: Vec<Node> = Vec::new();
    let mut tests: Vec<Node> = Vec::new();
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        let mut cursor = n.walk();
        stack.extend(n.named_children(&mut cursor));
        if n.kind_str() != "identifier" || file.text(n) != name {
            continue;
        }
        let p = n.parent()?;
        match p.kind_str() {
            "assignment" if binding.is_none() => {
                let left = p.field("left")?;
                let statement = p.parent()?;
                if left.id() != n.id()
                    || p.field("type").is_some()
                    || statement.kind_str() != "expression_statement"
                    || statement.parent().is_none_or(|b| b.id() != body.id())
                {
                    return None;
                }
                let call = p.field("right")?;
                binding = Some((memo_get(file, call, own)?, p.end_byte()));
            }
            "comparison_operator" => {
                tests.push(p);
            }
            "return_statement" => returns.push(p),
            _ => return None,
        }
    }
    let (field, bound_at) = binding?;
    let is_test = |c: Node, op: &str| {
        let mut cursor = c.walk();
        let parts: Vec<Node> = c.children(&mut cursor).collect();
        if parts.len() < 3 {
            return false;
        }
        let ops: String = parts[1..parts.len() - 1]
            .iter()
            .map(|o| file.text(*o).into_owned())
            .collect::<Vec<_>>()
            .join(" ");
        parts[0].kind_str() == "identifier"
            && file.text(parts[0]) == name
            && parts[parts.len() - 1].kind_str() == "none"
            && ops == op
    };
    let after = |n: Node| n.start_byte() >= bound_at;
    if !tests
        .iter()
        .all(|t| after(*t) && (is_test(*t, "is not") || is_test(*t, "is")))
    {
        return None;
    }
    // each `return name` is in the block of an `if name is not None:`
    let guarded = |r: &Node| {
        let Some(block) = r.parent().filter(|b| b.kind_str() == "block") else {
            return false;
        };
        let Some(stmt) = block.parent().filter(|s| s.kind_str() == "if_statement") else {
            return false;
        };
        stmt.field("consequence")
            .is_some_and(|c| c.id() == block.id())
            && stmt
                .field("condition")
                .is_some_and(|c| c.kind_str() == "comparison_operator" && is_test(c, "is not"))
    };
    (!returns.is_empty() && returns.iter().all(|r| after(*r) && guarded(r))).then_some(field)
}

/// The field `F` of `own.F.get(key)` or `own.F.get(key, None)`.
fn memo_get(file: &SourceFile, call: Node, own: &str) -> Option<String> {
    if call.kind_str() != "call" {
        return None;
    }
    let f = call.field("function")?;
    let dict = f.field("object")?;
    if f.kind_str() != "attribute"
        || file.text(f.field("attribute")?) != "get"
        || dict.kind_str() != "attribute"
        || dict
            .field("object")
            .is_none_or(|o| o.kind_str() != "identifier" || file.text(o) != own)
    {
        return None;
    }
    let args = call.field("arguments")?;
    let mut cursor = args.walk();
    let args: Vec<Node> = args
        .named_children(&mut cursor)
        .filter(|a| a.kind_str() != "comment")
        .collect();
    let plain = |a: &Node| {
        !matches!(
            a.kind_str(),
            "keyword_argument" | "list_splat" | "dictionary_splat"
        )
    };
    match args.as_slice() {
        [k] if plain(k) => {}
        [k, d] if plain(k) && d.kind_str() == "none" => {}
        _ => return None,
    }
    Some(file.text(dict.field("attribute")?).into_owned())
}

/// The byte ranges of the values stored in the memo dict `field` of top-level class `class`
/// of `file`, each by a plain statement `x.field[key] = value`, when that is how the dict gets
/// all its values: the class body binds `field = {}` once (an empty dict), and every other
/// mention of the name in the module only reads the dict or removes from it
/// (`x.field.get(..)`, `.pop(..)`, `.keys()`, `.values()`, `.items()`, `.clear()`,
/// `len(x.field)`, `k in x.field`, `x.field[k]`): no other store, no rebinding, no alias, no
/// other binding of the name (a subclass's own dict). Other modules must not name it at all
/// ([`memo_field_mentioned_elsewhere`]). `None` when any mention is something else, or
/// nothing is stored. Read once per measurement.
fn memo_stores(
    repo: &RepoCtx,
    file: &SourceFile,
    class: &str,
    field: &str,
) -> Arc<Option<Vec<(usize, usize)>>> {
    let key = format!("py:memo-stores:{}:{class}:{field}", file.rel_path);
    repo.memo(&key, || memo_stores_in(repo, file, class, field))
}

/// [`memo_stores`], read from the module's tree.
fn memo_stores_in(
    repo: &RepoCtx,
    file: &SourceFile,
    class: &str,
    field: &str,
) -> Option<Vec<(usize, usize)>> {
    let root = file.tree.root_node();
    let mut cursor = root.walk();
    let class_body = root
        .named_children(&mut cursor)
        .map(|n| match n.kind_str() {
            "decorated_definition" => n.field("definition").unwrap_or(n),
            _ => n,
        })
        .find(|n| {
            n.kind_str() == "class_definition"
                && n.field("name").is_some_and(|x| file.text(x) == class)
        })?
        .field("body")?;
    let mut declared = 0;
    let mut stores = Vec::new();
    let mut ok = true;
    super::super::walk(root, |n| {
        if !ok || n.kind_str() != "identifier" || file.text(n) != field {
            return;
        }
        let Some(p) = n.parent() else {
            ok = false;
            return;
        };
        let is = |node: Node, f: &str| node.field(f).is_some_and(|x| x.id() == n.id());
        // the class body's own `field = {}`
        if p.kind_str() == "assignment" && is(p, "left") {
            let empty_dict = p.field("right").is_some_and(|r| {
                let mut cursor = r.walk();
                r.kind_str() == "dictionary"
                    && r.named_children(&mut cursor)
                        .all(|c| c.kind_str() == "comment")
            });
            let in_class_body = p
                .parent()
                .filter(|s| s.kind_str() == "expression_statement")
                .and_then(|s| s.parent())
                .is_some_and(|b| b.id() == class_body.id());
            if empty_dict && in_class_body && p.field("type").is_none() {
                declared += 1;
            } else {
                ok = false;
            }
            return;
        }
        // otherwise only `x.field`, used as below
        if p.kind_str() != "attribute" || !is(p, "attribute") {
            ok = false;
            return;
        }
        let Some(use_) = p.parent() else {
            ok = false;
            return;
        };
        let is_p = |f: &str| use_.field(f).is_some_and(|x| x.id() == p.id());
        let fits = match use_.kind_str() {
            // `x.field.get(..)` and the other reading or removing methods, called
            "attribute" if is_p("object") => {
                let method = use_
                    .field("attribute")
                    .map(|a| file.text(a).into_owned())
                    .unwrap_or_default();
                matches!(
                    method.as_str(),
                    "get" | "pop" | "keys" | "values" | "items" | "clear" | "copy"
                ) && use_.parent().is_some_and(|c| {
                    c.kind_str() == "call"
                        && c.field("function").is_some_and(|f| f.id() == use_.id())
                })
            }
            // `x.field[k]`: a store of a typed value in `body`, else a read or a `del`
            "subscript" if is_p("value") => match use_.parent() {
                Some(a)
                    if a.kind_str() == "assignment"
                        && a.field("left").is_some_and(|l| l.id() == use_.id()) =>
                {
                    let plain = a.field("type").is_none()
                        && a.parent()
                            .is_some_and(|s| s.kind_str() == "expression_statement");
                    match a.field("right") {
                        Some(v) if plain && v.kind_str() != "assignment" => {
                            stores.push((v.start_byte(), v.end_byte()));
                            true
                        }
                        _ => false,
                    }
                }
                // read where a value is read, never where one is bound (`for x.field[k]
                // in ..`, `x.field[k] += 1`, a target list)
                Some(a) if a.kind_str() == "assignment" => {
                    a.field("right").is_some_and(|r| r.id() == use_.id())
                }
                Some(a) if a.kind_str() == "keyword_argument" => {
                    a.field("value").is_some_and(|r| r.id() == use_.id())
                }
                Some(a) => matches!(
                    a.kind_str(),
                    "return_statement"
                        | "argument_list"
                        | "comparison_operator"
                        | "boolean_operator"
                        | "not_operator"
                        | "binary_operator"
                        | "conditional_expression"
                        | "expression_statement"
                        | "delete_statement"
                        | "attribute"
                        | "subscript"
                ),
                None => false,
            },
            // `len(x.field)`
            "argument_list" => use_.parent().is_some_and(|c| {
                let mut cursor = use_.walk();
                c.kind_str() == "call"
                    && c.field("function")
                        .is_some_and(|f| f.kind_str() == "identifier" && file.text(f) == "len")
                    && use_.named_children(&mut cursor).count() == 1
            }),
            // `k in x.field`
            "comparison_operator" => {
                let mut cursor = use_.walk();
                let parts: Vec<Node> = use_.children(&mut cursor).collect();
                parts.len() == 3
                    && parts[2].id() == p.id()
                    && matches!(file.text(parts[1]).as_ref(), "in")
            }
            _ => false,
        };
        if !fits {
            ok = false;
        }
    });
    // `len` is the builtin: the module binds no such name, nor star-imports any
    let builtin_len = info_at(repo, file.rel_path.trim_start_matches("./"))
        .is_some_and(|info| !info.binds("len") && info.wildcards.is_empty());
    (ok && declared == 1 && !stores.is_empty() && builtin_len).then_some(stores)
}

/// Whether a Python file of the tree other than `path` mentions `field` as a word: it may
/// store into that dict, or bind the name in a subclass.
fn memo_field_mentioned_elsewhere(repo: &RepoCtx, path: &str, field: &str) -> bool {
    let key = format!("py:memo-mentions:{path}:{field}");
    *repo.memo(&key, || {
        let word = field.as_bytes();
        repo.files_of(crate::lang::Family::Python)
            .into_iter()
            .filter(|f| f.trim_start_matches("./") != path.trim_start_matches("./"))
            .any(|f| {
                repo.read_shared(&f).is_none_or(|text| {
                    let src = text.as_bytes();
                    memchr::memmem::find_iter(src, word).any(|at| {
                        let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
                        let before = at.checked_sub(1).map(|i| src[i]);
                        let after = src.get(at + word.len()).copied();
                        !before.is_some_and(ident) && !after.is_some_and(ident)
                    })
                })
            })
    })
}

/// A function's body and its `return` statements, where every path ends in one: none for a
/// generator, a body that can fall off its end, or one without a `return`.
fn returning_body<'t>(def: &Node<'t>) -> Option<(Node<'t>, Vec<Node<'t>>)> {
    let body = def.field("body")?;
    if !ends_in_return(body) {
        return None;
    }
    let mut returns = Vec::new();
    let mut yields = false;
    collect_returns(body, &mut returns, &mut yields);
    if yields || returns.is_empty() {
        return None;
    }
    Some((body, returns))
}

/// The `return` statements of a function body (not of functions, classes or lambdas nested
/// in it), and whether it yields.
fn collect_returns<'t>(n: Node<'t>, out: &mut Vec<Node<'t>>, yields: &mut bool) {
    let mut cursor = n.walk();
    for c in n.named_children(&mut cursor) {
        match c.kind_str() {
            "function_definition" | "class_definition" | "lambda" | "decorated_definition" => {}
            "return_statement" => out.push(c),
            "yield" => *yields = true,
            _ => collect_returns(c, out, yields),
        }
    }
}

/// The instance types of item `i` of the tuple `x.method(…)` gives for `x` of class `c`
/// (`loader, name = self.get_loader(t)` with `-> t.Tuple[BaseLoader, str]`).
pub(super) fn method_return_item(
    repo: &RepoCtx,
    c: &ClassRef,
    method: &str,
    i: usize,
) -> Option<Vec<Ty>> {
    let (info, ret) = method_return_annotation(repo, c, method)?;
    annotation_types(repo, &info, &tuple_item(&ret, i)?, Some(c))
}

/// The instance types of item `i` of the tuple a call of `callee` (a function of module
/// `m`, by name or dotted name) gives, from its return annotation.
pub(super) fn call_item(repo: &RepoCtx, m: &ModInfo, callee: &str, i: usize) -> Option<Vec<Ty>> {
    let Sym::Function(path, name) = resolve(repo, m, callee, 0)? else {
        return None;
    };
    let info = info_at(repo, &path)?;
    let ann = info.functions.get(&name)?.as_deref()?;
    annotation_types(repo, &info, &tuple_item(ann, i)?, None)
}

/// Item `i` of a tuple annotation (`Tuple[A, B]`, `t.Tuple[A, B]`, `tuple[A, ...]`), as
/// written. `None` for anything else, or an index the tuple does not have.
fn tuple_item(text: &str, i: usize) -> Option<String> {
    let t = text.trim().trim_matches(|c| c == '"' || c == '\'').trim();
    let (head, rest) = t.split_once('[')?;
    if !matches!(last_part(head.trim()), "Tuple" | "tuple") {
        return None;
    }
    let parts = split_top(rest.strip_suffix(']')?, ',');
    let parts: Vec<&str> = parts.iter().map(|p| p.trim()).collect();
    match parts.as_slice() {
        [one, "..."] => Some(one.to_string()),
        _ if parts.contains(&"...") => None,
        _ => parts.get(i).map(|p| p.to_string()),
    }
}

/// The instance types of `x.field[key]` for `x` of class `c`, whose every assignment is a dict
/// display of calls (h11's `self.conn = {CLIENT: Connection(CLIENT), SERVER:
/// Connection(SERVER)}`): a type checker infers the field's type from them, and its values'
/// type is what the calls give, when all of them give the same one.
pub(super) fn field_values(repo: &RepoCtx, c: &ClassRef, field: &str) -> Option<Vec<Ty>> {
    let (holder, m) = member_of(repo, c, field)?;
    if m.method || m.values.is_empty() {
        return None;
    }
    let info = info_at(repo, &holder.path)?;
    let mut found: Option<Vec<Ty>> = None;
    for v in &m.values {
        let Source::Mapping(callees) = v else {
            return None;
        };
        for callee in callees {
            let t = call_types(repo, &info, callee)?;
            match &found {
                None => found = Some(t),
                Some(prev) if *prev == t => {}
                Some(_) => return None,
            }
        }
    }
    found
}

/// The instance types of `x.field` for `x` of class `c`: a property's return annotation, or
/// the assignments of the field (all of them must agree).
pub(super) fn field_types(repo: &RepoCtx, c: &ClassRef, field: &str) -> Option<Vec<Ty>> {
    // Read once per measurement: a field is typically read by many calls of one method
    // (`self.stream.expect(..)` throughout a parser).
    let key = format!("py:field:{}:{}:{field}", c.path, c.name);
    repo.memo(&key, || field_types_of(repo, c, field))
        .as_ref()
        .clone()
}

fn field_types_of(repo: &RepoCtx, c: &ClassRef, field: &str) -> Option<Vec<Ty>> {
    let Some((holder, m)) = member_of(repo, c, field) else {
        return getattr_types(repo, c, field);
    };
    let info = info_at(repo, &holder.path)?;
    if m.method {
        if !m.property || !m.values.is_empty() {
            return None;
        }
        return annotation_types(repo, &info, m.returns.as_deref()?, Some(c));
    }
    // a declaration is the field's type, whatever its assignments give
    if let Some(declared) = m.declared() {
        return annotation_types(repo, &info, declared?, Some(&holder));
    }
    let mut found: Option<Vec<Ty>> = None;
    // Assignments whose value the engine cannot read but a type checker adds to the field's
    // declared type as a union member: a class's own factory (see [`open_sources_fit`]).
    let mut open: Vec<Open> = Vec::new();
    for v in &m.values {
        let t = match v {
            Source::Annotation(a) | Source::Declared(a) => {
                annotation_types(repo, &info, a, Some(&holder))?
            }
            // an unannotated function gives what its `return`s give, read as for a call
            // passing anything (no default of its own taken as the argument)
            Source::Call(callee) => match call_types_passing(repo, &info, callee, &ANY_CALL) {
                Some(t) => t,
                None => match class_factory(repo, &info, callee) {
                    Some((_, Some(t))) => t,
                    Some((k, None)) => {
                        open.push(Open::Factory(k));
                        continue;
                    }
                    None => return None,
                },
            },
            Source::SelfFieldMethod(f, method) if f == field => {
                open.push(Open::OwnField(method.clone()));
                continue;
            }
            Source::Collection(callee, _) => call_types(repo, &info, callee)?,
            Source::ParamMethod(ann, method) => {
                let mut out = Vec::new();
                for t in annotation_types(repo, &info, ann, Some(&holder))? {
                    match t {
                        Ty::Class(pc) => out.extend(method_returns(repo, &pc, method)?),
                        Ty::External(_) => return None,
                    }
                }
                out.sort();
                out.dedup();
                out
            }
            // Read in the holder's class, where the assignment is: the same from the
            // receiver's own class (no override of the method, no `Self` it would change).
            Source::SelfMethod(method) => {
                let there = method_returns(repo, &holder, method)?;
                let mut here = method_returns(repo, c, method)?;
                let mut there_sorted = there.clone();
                there_sorted.sort();
                there_sorted.dedup();
                here.sort();
                here.dedup();
                if here != there_sorted {
                    return None;
                }
                there_sorted
            }
            Source::Mapping(_) | Source::SelfFieldMethod(..) | Source::Other => return None,
        };
        match &found {
            None => found = Some(t),
            Some(prev) if *prev == t => {}
            Some(_) => return None,
        }
    }
    let found = found?;
    if !open.is_empty() && !open_sources_fit(repo, &found, &open) {
        return None;
    }
    Some(found)
}

/// An assignment of a field whose value [`field_types_of`] reads as a union member it may
/// not know.
enum Open {
    /// `C.make(…)`, a class or static method of the repository class `C`.
    Factory(ClassRef),
    /// `self.field = self.field.m(…)`: a method of the field's own value.
    OwnField(String),
}

/// `callee` (as written in module `m`) when it is `C.make` — a class method or static method
/// `make` of the repository class `C`, one undecorated-but-for-that `def` — with `C` and what
/// the call gives when [`method_returns`] reads it (`None` when it cannot).
fn class_factory(repo: &RepoCtx, m: &ModInfo, callee: &str) -> Option<(ClassRef, Option<Vec<Ty>>)> {
    let (class, method) = callee.rsplit_once('.')?;
    let Sym::Class(c) = resolve(repo, m, class, 0)? else {
        return None;
    };
    let (_, _, _, decos) = found_def(repo, &c, method)?;
    if decos.len() != 1 || !matches!(decos[0].as_str(), "classmethod" | "staticmethod") {
        return None;
    }
    let given = method_returns(repo, &c, method);
    Some((c, given))
}

/// Whether a field the readable assignments type as the one repository class `C` (`found`)
/// is still that with its open assignments, as a type checker reads it: the field's declared
/// type is the union of every assignment's, and a call on it is checked against each member
/// (so `C`'s method rejects a call that `C` rejects, whatever the other members). Each open
/// assignment is a factory of `C` itself whose result, where read, is `C` — an unreadable
/// result (`Node.from_intervals(..)`, which returns `None` on one path and a chain of other
/// factories on another: `Node | Unknown | None` to pyright) adds nothing the call could
/// reach instead — or a method of the field's own value (`self.top_node =
/// self.top_node.add(..)`) whose result on `C`, where read, is `C`.
fn open_sources_fit(repo: &RepoCtx, found: &[Ty], open: &[Open]) -> bool {
    let [Ty::Class(c)] = found else {
        return false;
    };
    open.iter().all(|o| match o {
        Open::Factory(k) => k == c,
        Open::OwnField(method) => {
            member_of(repo, c, method).is_some_and(|(_, m)| m.method && !m.property)
                && method_returns(repo, c, method).is_none_or(|t| t == found)
        }
    })
}

/// The instance types a call of `callee` (a name or dotted name in module `m`) gives: a
/// class makes an instance of itself, a function gives its return annotation.
pub(super) fn call_types(repo: &RepoCtx, m: &ModInfo, callee: &str) -> Option<Vec<Ty>> {
    let Some(sym) = resolve(repo, m, callee, 0) else {
        // a variable holding a class object a function made: calling it makes an instance
        return made_class_object(repo, m, callee, 0).map(|c| vec![Ty::Class(c)]);
    };
    match sym {
        Sym::Class(c) => Some(vec![Ty::Class(c)]),
        Sym::Function(path, name) => {
            let info = info_at(repo, &path)?;
            let ann = info.functions.get(&name)?.as_deref()?;
            annotation_types(repo, &info, ann, None)
        }
        Sym::External(e) => {
            let last = e.rsplit('.').next().unwrap_or(&e);
            (BUILTIN_CLASSES.contains(&last) || BUILTIN_ROOTS.contains(&last))
                .then(|| vec![Ty::External(last.to_string())])
        }
        Sym::Module(_) => None,
    }
}

/// The class `C` whose class object a module-level variable holds when it is bound once, by
/// a call of a repository function declared to return `Type[C]` (`type[C]`): jsonschema's
/// `Draft7Validator = create(…)` with `def create(…) -> type[Validator]`. A type checker
/// types the variable by that declaration, whatever class the function builds, so calling it
/// makes an instance of `C` (a `typing.Protocol` among them). `name` (plain or dotted) is
/// followed through `from … import` and modules to where it is assigned; a name bound by any
/// other statement of its module ([`super::summary::sole_call_binding`]) gives `None`.
pub(super) fn made_class_object(
    repo: &RepoCtx,
    m: &ModInfo,
    name: &str,
    depth: usize,
) -> Option<ClassRef> {
    at_variable(repo, m, name, depth, &|m, name| {
        if !m.assigned.contains(name) {
            return None;
        }
        let path = &m.path;
        let callee = repo.memo(&format!("py:madeby:{path}:{name}"), || {
            let text = repo.read_to_string(path)?;
            super::summary::sole_call_binding(&text, name)
        });
        let Sym::Function(fpath, fname) = resolve(repo, m, callee.as_deref()?, 0)? else {
            return None;
        };
        let finfo = info_at(repo, &fpath)?;
        let ann = finfo.functions.get(&fname)?.as_deref()?;
        let inner = class_object_annotation(repo, &finfo, ann)?;
        match resolve(repo, &finfo, &inner, 0)? {
            Sym::Class(c) => Some(c),
            _ => None,
        }
    })
}

/// Whether class `c` is a `typing.Protocol` itself: one of its own bases is `Protocol`
/// (`Protocol[T]`) from `typing` or `typing_extensions`. A class implements a protocol by
/// having its members, without naming it.
pub(super) fn is_protocol(repo: &RepoCtx, c: &ClassRef) -> bool {
    let Some(info) = info_at(repo, &c.path) else {
        return false;
    };
    let Some(class) = info.classes.get(&c.name) else {
        return false;
    };
    class.bases.iter().any(|b| {
        let head = b.split('[').next().unwrap_or(b).trim();
        matches!(resolve(repo, &info, head, 0), Some(Sym::External(e))
            if e == "typing.Protocol" || e == "typing_extensions.Protocol")
    })
}

/// Whether an instance of class `c` provably has no `member`: its whole ancestry was read,
/// no class of it binds the member, and no outside class in it may define it.
pub(super) fn lacks_member(repo: &RepoCtx, c: &ClassRef, member: &str) -> bool {
    let anc = ancestry(repo, c);
    anc.complete()
        && !anc.classes.iter().any(|k| declares(repo, k, member))
        && !anc.external.iter().any(|e| external_may_define(e, member))
}

/// What iterating the value a call of `callee` gives yields: a repository function's return
/// annotation, read as [`annotation_elements`] reads one.
fn call_elements(repo: &RepoCtx, m: &ModInfo, callee: &str) -> Option<Vec<Ty>> {
    match resolve(repo, m, callee, 0)? {
        Sym::Function(path, name) => {
            let info = info_at(repo, &path)?;
            let ann = info.functions.get(&name)?.as_deref()?;
            annotation_elements(repo, &info, ann, None)
        }
        _ => None,
    }
}

/// What a call passes: how many positional arguments, the keywords it names, and whether it
/// unpacks any (`*xs`, `**kw`), which may pass anything.
#[derive(Debug, Default)]
pub(super) struct Passed {
    pub positional: usize,
    pub keywords: Vec<String>,
    pub spread: bool,
}

/// A call whose arguments are not known: it may pass every parameter.
const ANY_CALL: Passed = Passed {
    positional: 0,
    keywords: Vec::new(),
    spread: true,
};

/// [`call_types`] for a call passing `passed`: a repository function without a return
/// annotation gives what its `return`s give (see [`inferred_function_returns`]).
pub(super) fn call_types_passing(
    repo: &RepoCtx,
    m: &ModInfo,
    callee: &str,
    passed: &Passed,
) -> Option<Vec<Ty>> {
    if let Some(Sym::Function(path, name)) = resolve(repo, m, callee, 0) {
        let info = info_at(repo, &path)?;
        if info.functions.get(&name)?.is_none() {
            return inferred_function_returns(repo, &info, &name, passed);
        }
    }
    call_types(repo, m, callee)
}

/// Whether every use of `name` in `body` reads it as a callee or an attribute's object
/// (`klass(..)`, `klass.from_atomic(..)`): nothing there rebinds it.
fn only_called(file: &SourceFile, body: Node, name: &str) -> bool {
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        let mut cursor = n.walk();
        stack.extend(n.named_children(&mut cursor));
        if n.kind_str() != "identifier" || file.text(n) != name {
            continue;
        }
        let Some(p) = n.parent() else { return false };
        let field = match p.kind_str() {
            "call" => "function",
            "attribute" => "object",
            _ => return false,
        };
        if p.field(field).map(|x| x.id()) != Some(n.id()) {
            return false;
        }
    }
    true
}

/// What a call of the unannotated top-level function `name` of module `info` gives, inferred
/// as a type checker infers it (pyright): an unannotated parameter with a default is typed by
/// that default, so a class default the call leaves out (`def open(lower, upper, *,
/// klass=Interval)`, `open(0, 1)`) makes `klass(..)` an instance of that class and
/// `klass.from_atomic(..)` what that class method gives; a repository class its module names
/// (`return Point(..)`, `Point.origin()`) gives its instance, and a method called on a new
/// instance of one (`return parser.Parser().parse(expression)`) what that method gives on the
/// class. A local bound once by a plain assignment of the body's own level and only read
/// ([`single_assignment`]: `bl = BarrelList(..)`, `bl.pop(0)`, `return bl`) gives what its
/// value gives. Every path of the body must end in a `return` of one of those; the function is
/// its module's one undecorated `def` of the name, and the names it calls through are rebound
/// nowhere in it.
fn inferred_function_returns(
    repo: &RepoCtx,
    info: &ModInfo,
    name: &str,
    passed: &Passed,
) -> Option<Vec<Ty>> {
    if info.assigned.contains(name) || info.classes.contains_key(name) {
        return None;
    }
    let file = repo.parsed(&info.path, crate::lang::Lang::Python)?;
    let root = file.tree.root_node();
    let mut cursor = root.walk();
    let named: Vec<Node> = root
        .named_children(&mut cursor)
        .filter(|n| {
            let d = if n.kind_str() == "decorated_definition" {
                n.field("definition")
            } else {
                Some(*n)
            };
            d.and_then(|d| d.field("name"))
                .is_some_and(|x| file.text(x) == name)
        })
        .collect();
    let [def] = named.as_slice() else {
        return None;
    };
    if def.kind_str() != "function_definition" {
        return None;
    }
    let (body, returns) = returning_body(def)?;
    // parameters: their names, and the class defaults of those the call leaves out
    let params = def.field("parameters")?;
    let mut names = Vec::new();
    let mut defaults: HashMap<String, ClassRef> = HashMap::new();
    let (mut index, mut keyword_only) = (0usize, false);
    let mut cursor = params.walk();
    for p in params.named_children(&mut cursor) {
        match p.kind_str() {
            "identifier" => {
                names.push(file.text(p).into_owned());
                index += 1;
            }
            "default_parameter" => {
                let n = file.text(p.field("name")?).into_owned();
                let given = passed.spread
                    || passed.keywords.contains(&n)
                    || (!keyword_only && passed.positional > index);
                let value = p.field("value")?;
                if !given && matches!(value.kind_str(), "identifier" | "attribute") {
                    if let Some(Sym::Class(k)) = resolve(repo, info, &file.text(value), 0) {
                        defaults.insert(n.clone(), k);
                    }
                }
                names.push(n);
                index += 1;
            }
            "keyword_separator" | "list_splat_pattern" => {
                keyword_only = true;
                if let Some(x) = p.named_child(0) {
                    names.push(file.text(x).into_owned());
                }
            }
            "positional_separator" => {}
            "typed_parameter" | "typed_default_parameter" | "dictionary_splat_pattern" => {
                let x = p.field("name").or_else(|| p.named_child(0))?;
                names.push(file.text(x).into_owned());
                index += 1;
            }
            _ => return None,
        }
    }
    let class_of = |f: Node| -> Option<ClassRef> {
        let text = file.text(f);
        let head = text.split('.').next().unwrap_or("");
        if !only_called(&file, body, head) {
            return None;
        }
        if let Some(k) = defaults.get(head) {
            return (head == text.as_ref()).then(|| k.clone());
        }
        if names.iter().any(|n| n == head) {
            return None;
        }
        match resolve(repo, info, &text, 0)? {
            Sym::Class(k) => Some(k),
            _ => None,
        }
    };
    let mut out = Vec::new();
    for r in returns {
        let mut v = r.named_child(0)?;
        if let Some(t) = declared_mapping_value(repo, info, &file, body, &names, v) {
            out.extend(t);
            continue;
        }
        // a local bound once, by a plain assignment at the body's own level, and only read
        // (`bl = BarrelList(range(n))`, `bl.pop(0)`, then `return bl`): its value
        if v.kind_str() == "identifier" {
            let local = file.text(v);
            if names.iter().any(|n| *n == local) {
                return None;
            }
            v = single_assignment(&file, body, &local)?;
        }
        if v.kind_str() != "call" {
            return None;
        }
        let f = v.field("function")?;
        if let Some(k) = class_of(f) {
            out.push(Ty::Class(k));
            continue;
        }
        let obj = f.field("object").filter(|_| f.kind_str() == "attribute")?;
        let m = file.text(f.field("attribute")?).into_owned();
        // `Parser().parse(..)`: a method of a new instance of a class, no subclass
        if obj.kind_str() == "call" {
            let k = class_of(obj.field("function")?)?;
            out.extend(method_returns(repo, &k, &m)?);
            continue;
        }
        // `klass.from_atomic(..)`: a class method of the class the object is
        let k = class_of(obj)?;
        if !is_classmethod(repo, &k, &m) {
            return None;
        }
        out.extend(method_returns(repo, &k, &m)?);
    }
    out.sort();
    out.dedup();
    Some(out)
}

/// The mapping classes a subscript of which gives a value of their last type argument:
/// `typing`'s and the builtins', as written in an annotation.
const MAPPINGS: &[&str] = &[
    "Dict",
    "dict",
    "Mapping",
    "MutableMapping",
    "OrderedDict",
    "DefaultDict",
    "defaultdict",
];

/// The value type a mapping annotation of module `m` declares, as written (`Dict[str,
/// 'Grammar']` → `'Grammar'`): one of [`MAPPINGS`] with two type arguments, bare or
/// qualified by `typing.`/`t.`/`collections.`, the name bound as the outside class (the
/// module rebinds it to nothing of its own). `mutable`: only those with `setdefault`.
fn mapping_value_annotation(
    repo: &RepoCtx,
    m: &ModInfo,
    text: &str,
    mutable: bool,
) -> Option<String> {
    let t = text.trim().trim_matches(|c| c == '"' || c == '\'').trim();
    let (head, args) = t.split_once('[')?;
    let head = head.trim();
    let last = last_part(head);
    let plain = head == last
        || head
            .strip_suffix(last)
            .is_some_and(|q| matches!(q, "typing." | "t." | "collections." | "collections.abc."));
    if !plain || !MAPPINGS.contains(&last) || (mutable && last == "Mapping") {
        return None;
    }
    if m.binds(head) && !matches!(resolve(repo, m, head, 0), Some(Sym::External(_))) {
        return None;
    }
    match split_top(args.strip_suffix(']')?, ',').as_slice() {
        [_, v] => Some(v.trim().to_string()),
        _ => None,
    }
}

/// The instance types of `return` value `v` of unannotated function `body` of module `info`
/// when it reads a module-level variable declared with a mapping annotation and a value
/// (`_loaded_grammars: Dict[str, 'Grammar'] = {}`, bound by that one statement): an item of
/// it (`_loaded_grammars[path]`) or `setdefault(key, default)` on it gives a value of the
/// mapping, as the declaration says — a type checker reads a declared variable by its
/// declaration. The function must only read the name: as a subscript's or an attribute's
/// object, or in a `global` statement (no parameter, local or nested binding of it).
fn declared_mapping_value(
    repo: &RepoCtx,
    info: &ModInfo,
    file: &SourceFile,
    body: Node,
    params: &[String],
    v: Node,
) -> Option<Vec<Ty>> {
    let (var, mutable) = match v.kind_str() {
        "subscript" => {
            let mut cursor = v.walk();
            let keys: Vec<Node> = v.children_by_field_name("subscript", &mut cursor).collect();
            if keys.len() != 1 || keys[0].kind_str() == "slice" {
                return None;
            }
            (v.field("value")?, false)
        }
        "call" => {
            let f = v.field("function")?;
            if f.kind_str() != "attribute" || file.text(f.field("attribute")?) != "setdefault" {
                return None;
            }
            let args = v.field("arguments")?;
            let mut cursor = args.walk();
            let plain = args
                .named_children(&mut cursor)
                .filter(|a| a.kind_str() != "comment")
                .all(|a| {
                    !matches!(
                        a.kind_str(),
                        "keyword_argument"
                            | "list_splat"
                            | "dictionary_splat"
                            | "parenthesized_list_splat"
                    )
                });
            if !plain || args.kind_str() != "argument_list" || args.named_child_count() != 2 {
                return None;
            }
            (f.field("object")?, true)
        }
        _ => return None,
    };
    if var.kind_str() != "identifier" {
        return None;
    }
    let name = file.text(var);
    if params.iter().any(|p| *p == name)
        || info.functions.contains_key(name.as_ref())
        || info.classes.contains_key(name.as_ref())
        || info.imports.contains_key(name.as_ref())
        || !info.wildcards.is_empty()
    {
        return None;
    }
    let Some(Some((ann, _))) = info.declared.get(name.as_ref()) else {
        return None;
    };
    if !only_read(file, body, &name) {
        return None;
    }
    let value = mapping_value_annotation(repo, info, ann, mutable)?;
    annotation_types(repo, info, &value, None)
}

/// Whether every use of `name` in `body` reads it as a subscript's or an attribute's object,
/// or names it in a `global` statement: nothing there binds it.
fn only_read(file: &SourceFile, body: Node, name: &str) -> bool {
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        let mut cursor = n.walk();
        stack.extend(n.named_children(&mut cursor));
        if n.kind_str() != "identifier" || file.text(n) != name {
            continue;
        }
        let Some(p) = n.parent() else { return false };
        let field = match p.kind_str() {
            "global_statement" => continue,
            "subscript" => "value",
            "attribute" => "object",
            _ => return false,
        };
        if p.field(field).map(|x| x.id()) != Some(n.id()) {
            return false;
        }
    }
    true
}

/// The instance types of the elements of `c`'s field `field` (what `for x in obj.field`
/// binds): every assignment of the field must say, and they are joined as a type checker
/// joins a field's assigned types. A collection counts only where its name and `map` are the
/// builtins.
pub(super) fn field_elements(repo: &RepoCtx, c: &ClassRef, field: &str) -> Option<Vec<Ty>> {
    // Read once per measurement, as [`field_types`] is: a registry field is iterated by
    // every loop over it (python-markdown's `for pp in self.md.postprocessors`).
    let key = format!("py:field-elements:{}:{}:{field}", c.path, c.name);
    repo.memo(&key, || field_elements_of(repo, c, field))
        .as_ref()
        .clone()
}

fn field_elements_of(repo: &RepoCtx, c: &ClassRef, field: &str) -> Option<Vec<Ty>> {
    let (holder, m) = member_of(repo, c, field)?;
    let info = info_at(repo, &holder.path)?;
    // a property read as a value gives what its return annotation iterates
    // (`def conns(self) -> ValuesView[Connection]` in h11's tests)
    if m.method && m.property && m.values.is_empty() && m.returns_sure {
        return annotation_elements(repo, &info, m.returns.as_deref()?, Some(c));
    }
    if m.method || m.values.is_empty() {
        return None;
    }
    // a declaration is the field's type, whatever its assignments give (pyparsing's
    // `self.exprs: list[ParserElement]` in `__init__`, then assigned from several branches)
    if let Some(declared) = m.declared() {
        return annotation_elements(repo, &info, declared?, Some(&holder));
    }
    let builtin = |name: &str| !info.binds(name) && info.wildcards.is_empty();
    let mut out = Vec::new();
    for v in &m.values {
        match v {
            Source::Annotation(a) | Source::Declared(a) => {
                out.extend(annotation_elements(repo, &info, a, Some(&holder))?)
            }
            // a function's return annotation (python-markdown's `self.postprocessors =
            // build_postprocessors(self)`, `-> util.Registry[Postprocessor]`)
            Source::Call(callee) => out.extend(call_elements(repo, &info, callee)?),
            Source::Collection(kind, from) if builtin(kind) => match from {
                Elements::Mapped(callee) if builtin("map") => {
                    out.extend(call_types(repo, &info, callee)?)
                }
                Elements::Of(a) => out.extend(annotation_elements(repo, &info, a, Some(&holder))?),
                _ => return None,
            },
            _ => return None,
        }
    }
    out.sort();
    out.dedup();
    Some(out)
}

/// The generic classes whose first type argument is what iterating one of them gives.
const ITERATES_FIRST_ARG: &[&str] = &[
    "Iterable",
    "Iterator",
    "Collection",
    "Sequence",
    "MutableSequence",
    "AbstractSet",
    "MutableSet",
    "Set",
    "FrozenSet",
    "List",
    "Deque",
    "Generator",
    "KeysView",
    "ValuesView",
    "Mapping",
    "MutableMapping",
    "Dict",
    "list",
    "set",
    "frozenset",
    "dict",
    "deque",
];

/// The instance types iterating a value of annotation `text` gives (written in module `m`):
/// each member of a union must say (a `str` gives `str`s, `Iterable[T]`, `list[T]`, a
/// mapping's keys and the like their first argument, `tuple[T, ...]` its `T`); `None` members
/// are left out.
pub(super) fn annotation_elements(
    repo: &RepoCtx,
    m: &ModInfo,
    text: &str,
    owner: Option<&ClassRef>,
) -> Option<Vec<Ty>> {
    let t = text.trim().trim_matches(|c| c == '"' || c == '\'').trim();
    let unwrap = |s: &str, p: &str| {
        s.strip_prefix(p)
            .or_else(|| s.strip_prefix(&format!("typing.{p}")))
            .and_then(|r| r.strip_suffix(']'))
            .map(str::to_string)
    };
    let parts = if let Some(inner) = unwrap(t, "Optional[") {
        vec![inner]
    } else if let Some(inner) = unwrap(t, "Union[") {
        split_top(&inner, ',')
    } else {
        split_top(t, '|')
    };
    let mut out = Vec::new();
    for p in parts {
        let p = p.trim();
        if p == "None" {
            continue;
        }
        if p == "str" {
            out.push(Ty::External("str".to_string()));
            continue;
        }
        let (head, args) = p.split_once('[')?;
        let args = split_top(args.strip_suffix(']')?, ',');
        let head = head.trim();
        let last = last_part(head);
        let plain = head == last
            || head.strip_suffix(last).is_some_and(|q| {
                matches!(
                    q,
                    "typing." | "collections.abc." | "t." | "abc." | "collections."
                )
            });
        let first = match (last, args.as_slice()) {
            ("tuple" | "Tuple", [a, rest]) if rest.trim() == "..." => a,
            (_, [a, ..]) if ITERATES_FIRST_ARG.contains(&last) => a,
            // a repository generic class whose `__iter__` gives its own type parameter
            // (python-markdown's `Registry[Postprocessor]`)
            _ => match resolve(repo, m, head, 0) {
                Some(Sym::Class(c)) => {
                    out.extend(generic_elements(repo, m, &c, &args, owner)?);
                    continue;
                }
                _ => return None,
            },
        };
        // the generic class as written must be the one meant, not a name the module rebinds
        if !plain || m.binds(head) && !matches!(resolve(repo, m, head, 0), Some(Sym::External(_))) {
            return None;
        }
        out.extend(annotation_types(repo, m, first, owner)?);
    }
    out.sort();
    out.dedup();
    (!out.is_empty()).then_some(out)
}

/// What iterating `c[args]` gives, for a repository class `c` declared `Generic[T, ..]`
/// (`args` written in module `m`): its own `__iter__`, of a sure return annotation that
/// iterates one of the class's type parameters (`-> Iterator[_T]`), gives the argument in
/// that place; one that iterates a plain type gives that type, read in `c`'s module. An
/// inherited `__iter__`, a parameter list the arguments do not fill, or any other return
/// is not read.
fn generic_elements(
    repo: &RepoCtx,
    m: &ModInfo,
    c: &ClassRef,
    args: &[String],
    owner: Option<&ClassRef>,
) -> Option<Vec<Ty>> {
    let (holder, iter) = member_of(repo, c, "__iter__")?;
    if holder != *c || !iter.method || iter.property || !iter.returns_sure {
        return None;
    }
    let info = info_at(repo, &c.path)?;
    let class = info.classes.get(&c.name)?;
    // the type parameters, from the one `Generic[..]` base
    let mut generic = class.bases.iter().filter_map(|b| {
        let (head, rest) = b.split_once('[')?;
        if !matches!(head.trim(), "Generic" | "typing.Generic" | "t.Generic") {
            return None;
        }
        Some(split_top(rest.trim_end().strip_suffix(']')?, ','))
    });
    let params = generic.next()?;
    if generic.next().is_some() || params.len() != args.len() {
        return None;
    }
    let ret = iter.returns.as_deref()?.trim();
    let (head, inner) = ret.split_once('[')?;
    let head = head.trim();
    let last = last_part(head);
    // the iterator class as written must be `typing`'s (or `collections.abc`'s), not a
    // name the module rebinds
    let plain = head == last
        || head
            .strip_suffix(last)
            .is_some_and(|q| matches!(q, "typing." | "collections.abc." | "t."));
    let iterates = matches!(last, "Iterator" | "Iterable" | "Generator")
        && plain
        && (!info.binds(head) || matches!(resolve(repo, &info, head, 0), Some(Sym::External(_))));
    let element = match split_top(inner.strip_suffix(']')?, ',').as_slice() {
        [e, ..] if iterates => e.trim().to_string(),
        _ => return None,
    };
    match params.iter().position(|p| p.trim() == element) {
        Some(i) => annotation_types(repo, m, &args[i], owner),
        None => annotation_types(repo, &info, &element, Some(c)),
    }
}

/// Whether an instance of repository class `c` called as a function takes arguments other
/// than a decorated def's: its `__call__` (its own or a base's, read in the class's file)
/// does not forward a `ParamSpec` (`*args: P.args`). No `__call__` read: `false` (a call of
/// an instance without one is no arity error either way, and an unread base may define it).
pub(super) fn instance_call_hides_params(repo: &RepoCtx, c: &ClassRef) -> bool {
    let Some((holder, m)) = member_of(repo, c, "__call__") else {
        return false;
    };
    if !m.method {
        return false;
    }
    let Some(file) = repo.parsed(&holder.path, crate::lang::Lang::Python) else {
        return false;
    };
    let defs = method_defs(&file, &holder.name, "__call__");
    !defs.is_empty()
        && defs.iter().all(|d| {
            d.field("parameters")
                .is_some_and(|p| !file.text(p).contains(".args"))
        })
}

/// Whether top-level function `name` of repository file `path`, used as a decorator
/// without arguments, gives something else than the function it takes, as its annotations
/// say: a return annotation that is not its first parameter's annotation (`def
/// pass_context(f: Callable[Concatenate[Context, P], R]) -> Callable[P, R]`, `-> Callable[...,
/// Any]`). Unannotated: `false` (a type checker that cannot type the result keeps the def).
pub(super) fn decorator_replaces(repo: &RepoCtx, path: &str, name: &str) -> bool {
    let Some(file) = repo.parsed(path, crate::lang::Lang::Python) else {
        return false;
    };
    let root = file.tree.root_node();
    let mut cursor = root.walk();
    let defs: Vec<Node> = root
        .named_children(&mut cursor)
        .map(|n| {
            if n.kind_str() == "decorated_definition" {
                n.field("definition").unwrap_or(n)
            } else {
                n
            }
        })
        .filter(|n| {
            n.kind_str() == "function_definition"
                && n.field("name").is_some_and(|x| file.text(x) == name)
        })
        .collect();
    let [def] = defs.as_slice() else {
        return false;
    };
    let norm = |t: &str| -> String {
        t.trim()
            .trim_matches(|c| c == '"' || c == '\'')
            .split_whitespace()
            .collect()
    };
    let Some(ret) = def.field("return_type") else {
        return false;
    };
    let first_ann = def
        .field("parameters")
        .and_then(|p| p.named_child(0))
        .filter(|p| p.kind_str() == "typed_parameter")
        .and_then(|p| p.field("type"));
    match first_ann {
        Some(a) => norm(&file.text(a)) != norm(&file.text(ret)),
        None => true,
    }
}

/// The instance types of `x.name` for `x` of class `c` when no class of its ancestry declares
/// `name` and one defines `__getattr__`: a type checker gives such a read the return annotation
/// of `__getattr__` (bs4's `Tag.__getattr__(self, subtag: str) -> Optional[Tag]`, so `soup.p`
/// is a `Tag`). Every base must be read, none from outside the repository may define the name
/// (nor be a dunder's), no class may define `__getattribute__`, one sure `def __getattr__`
/// with a return annotation must be reached, and no class body may bind the name in a form the
/// summary does not read ([`may_bind_unread`]).
fn getattr_types(repo: &RepoCtx, c: &ClassRef, name: &str) -> Option<Vec<Ty>> {
    if name.starts_with("__") {
        return None;
    }
    let anc = ancestry(repo, c);
    if !anc.complete()
        || anc.external.iter().any(|e| external_may_define(e, name))
        || anc
            .classes
            .iter()
            .any(|k| declares(repo, k, name) || declares(repo, k, "__getattribute__"))
    {
        return None;
    }
    let (holder, m) = member_of(repo, c, "__getattr__")?;
    if !m.method || m.property || !m.returns_sure || !m.values.is_empty() {
        return None;
    }
    let ret = m.returns?;
    if anc.classes.iter().any(|k| may_bind_unread(repo, k, name)) {
        return None;
    }
    let info = info_at(repo, &holder.path)?;
    annotation_types(repo, &info, &ret, Some(c))
}

/// Whether the top-level class `c` may bind `name` in a form its summary does not read (in an
/// `if` or `try` of the class body, a tuple target, a `for` or `with` target, `self.a, self.b =
/// …`): `name` as any identifier of the class's own scope (outside its functions and
/// lambdas), or `first_param.name` anywhere in one of its functions. `true` when the class
/// cannot be read.
fn may_bind_unread(repo: &RepoCtx, c: &ClassRef, name: &str) -> bool {
    let key = format!("py:classnames:{}:{}", c.path, c.name);
    repo.memo_once(&key, || class_names(repo, c))
        .as_ref()
        .as_ref()
        .is_none_or(|names| names.contains(name))
}

/// The names [`may_bind_unread`] looks for in the top-level class `c`, read from its tree
/// once: every identifier of the class's own scope and every attribute its functions read or
/// bind on their first parameter. `None` when the class cannot be read.
fn class_names(repo: &RepoCtx, c: &ClassRef) -> Option<HashSet<String>> {
    let file = repo.parsed(&c.path, crate::lang::Lang::Python)?;
    let root = file.tree.root_node();
    let mut cursor = root.walk();
    let class = root
        .named_children(&mut cursor)
        .map(|n| {
            if n.kind_str() == "decorated_definition" {
                n.field("definition").unwrap_or(n)
            } else {
                n
            }
        })
        .find(|n| {
            n.kind_str() == "class_definition"
                && n.field("name").is_some_and(|x| file.text(x) == c.name)
        })?;
    let body = class.field("body")?;
    let mut names = HashSet::new();
    crate::lang::walk_pruned(body, |n| match n.kind_str() {
        "function_definition" => {
            let first = n
                .field("parameters")
                .and_then(|p| p.named_child(0))
                .and_then(|p| match p.kind_str() {
                    "identifier" => Some(p),
                    _ => p.named_child(0).filter(|x| x.kind_str() == "identifier"),
                });
            // no plain first parameter: its body binds no `self.name`
            let Some(first) = first.map(|p| file.text(p)) else {
                return false;
            };
            crate::lang::walk_pruned(n, |m| {
                if m.kind_str() == "attribute"
                    && m.field("object")
                        .is_some_and(|o| o.kind_str() == "identifier" && file.text(o) == first)
                {
                    if let Some(a) = m.field("attribute") {
                        names.insert(file.text(a).into_owned());
                    }
                }
                true
            });
            false
        }
        "lambda" => false,
        "identifier" => {
            names.insert(file.text(n).into_owned());
            false
        }
        _ => true,
    });
    Some(names)
}
