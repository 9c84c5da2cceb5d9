//! Builtin-engine support for Ruby (see the module docs of `crate::lang`).
//!
//! `definitions` lists `def name`, `def self.name` (and `def Const.name`), methods in
//! `class << self`, `initialize` as the constructor, and classes and modules. Parameters are
//! counted by SPEC §4: every parameter written in the list once — required, optional
//! (`b = 1`), splat (`*rest`), post-splat, keyword (`k:`, `k: 1`), double splat (`**opts`),
//! block (`&blk`) and the forwarding `...`.
//!
//! `calls` finds each call of the target's name — with parentheses, without them
//! (`obj.load "x"`), and a bare name that is no local variable (`load`, zero arguments) —
//! counting positional arguments and the names of `key: value` arguments (a block argument
//! `&b` and a block literal are not arguments; a splat `*xs`, `**h` or `...` hides the count).
//! Ruby's rules decide: a method that takes no keyword receives keywords as one last Hash.
//!
//! Binding evidence (a dynamic language: only what the text proves):
//! - `Const.new(...)` for `initialize` and `Const.name(...)` for `def self.name`, where
//!   `Const` is the target's class or module (a constant of another name: another method);
//! - `x.name(...)` where `x = Const.new(...)` earlier in the same method (or `Const.new.name`);
//! - `self.name(...)` and a receiver-less `name(...)` inside the target's class or module
//!   (the same name in any file: Ruby reopens classes), unless that class defines the name
//!   itself when it is not the target's; a receiver-less call inside a class that inherits
//!   (`< Target`) the target's class;
//! - a receiver-less call of a top-level `def` from the same file or from a file that
//!   `require`s / `require_relative`s it.
//!
//! Everything else matched by name is `maybe` (duck typing), settled by the precision rule.

pub(crate) mod fragment;

use std::collections::HashSet;

use tree_sitter::Node;

use super::{
    collapse_ws, line_of, walk, Binds, Call, Def, DefKind, Param, ParamKind, Params, RepoCtx,
    SourceFile, Target,
};

// ------------------------------------------------------------------------------------------
// definitions

fn is_scope(kind: &str) -> bool {
    matches!(kind, "class" | "module")
}

/// The constant path of a class/module name (`A::B` → `["A", "B"]`).
fn const_path(file: &SourceFile, n: Node) -> Vec<String> {
    file.text(n)
        .split("::")
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// Where a definition stands, from one walk of the tree (`Node::parent` walks down from the
/// root each time, so asking it per definition is quadratic on a long class body).
#[derive(Clone, Default)]
struct Place {
    /// Enclosing class/module names, outermost first (a `class A::B` adds both).
    scope: Vec<String>,
    /// Inside `class << self` (nearer than any class/module).
    singleton_class: bool,
    /// After a bare `private`/`protected` in its class body, or the argument of one.
    private: bool,
}

/// One open class, module or `class << self` during [`places`].
struct Frame {
    depth: usize,
    /// How many names the frame added to the scope.
    names: usize,
    singleton_class: bool,
    /// A bare `private`/`protected` (until `public`) in this body.
    private: bool,
    /// `private def …`: methods starting before this byte are private.
    private_until: usize,
}

/// The [`Place`] of every class, module and method node, by node id.
fn places(file: &SourceFile) -> std::collections::HashMap<usize, Place> {
    let mut out = std::collections::HashMap::new();
    let mut frames: Vec<Frame> = Vec::new();
    let mut scope: Vec<String> = Vec::new();
    super::walk_depth(file.tree.root_node(), |node, depth| {
        while frames.last().is_some_and(|f| depth <= f.depth) {
            if let Some(f) = frames.pop() {
                scope.truncate(scope.len() - f.names);
            }
        }
        let kind = node.kind();
        let top = frames.last();
        // A direct statement of the innermost body: class → body_statement → statement.
        let in_body = top.is_some_and(|f| depth == f.depth + 2);
        match kind {
            "identifier" if in_body => {
                let t = file.text(node);
                if let Some(f) = frames.last_mut() {
                    match t.as_ref() {
                        "private" | "protected" => f.private = true,
                        "public" => f.private = false,
                        _ => {}
                    }
                }
            }
            "call" if in_body => {
                let m = node.child_by_field_name("method").map(|m| file.text(m));
                if m.is_some_and(|m| {
                    matches!(m.as_ref(), "private" | "protected" | "private_class_method")
                }) {
                    if let Some(f) = frames.last_mut() {
                        f.private_until = node.end_byte();
                    }
                }
            }
            "method" | "singleton_method" => {
                let private = top
                    .is_some_and(|f| (f.private && in_body) || node.start_byte() < f.private_until);
                out.insert(
                    node.id(),
                    Place {
                        scope: scope.clone(),
                        singleton_class: top.is_some_and(|f| f.singleton_class),
                        private,
                    },
                );
            }
            "class" | "module" | "singleton_class" => {
                out.insert(
                    node.id(),
                    Place {
                        scope: scope.clone(),
                        ..Place::default()
                    },
                );
                let names = if kind == "singleton_class" {
                    Vec::new()
                } else {
                    node.child_by_field_name("name")
                        .map(|n| const_path(file, n))
                        .unwrap_or_default()
                };
                frames.push(Frame {
                    depth,
                    names: names.len(),
                    singleton_class: kind == "singleton_class",
                    private: false,
                    private_until: 0,
                });
                scope.extend(names);
            }
            _ => {}
        }
    });
    out
}

/// Inside `class << self`: its methods are singleton methods of the enclosing class.
fn in_singleton_class(node: Node) -> bool {
    let mut cur = node.parent();
    while let Some(n) = cur {
        if n.kind() == "singleton_class" {
            return true;
        }
        if is_scope(n.kind()) || matches!(n.kind(), "method" | "singleton_method") {
            return false;
        }
        cur = n.parent();
    }
    false
}

pub fn definitions(file: &SourceFile) -> Vec<Def> {
    let places = places(file);
    let mut out = Vec::new();
    for m in super::defs::matches(file) {
        let node = m.node;
        let place = places.get(&node.id()).cloned().unwrap_or_default();
        if m.kind != DefKind::Class {
            if let Some(d) = method_def(file, node, place) {
                out.push(d);
            }
            continue;
        }
        let mut scope = place.scope;
        let mut path = const_path(file, m.name);
        let Some(last) = path.pop() else { continue };
        scope.extend(path);
        out.push(Def {
            public: true,
            signature: header(file, node, m.name.end_byte()),
            ..Def::spanning(node, last, DefKind::Class, scope)
        });
    }
    out
}

/// The header up to the end of the parameter list (or of `end_at`), white space collapsed.
fn header(file: &SourceFile, node: Node, end_at: usize) -> String {
    let end = end_at.min(node.end_byte());
    collapse_ws(&String::from_utf8_lossy(
        file.src.get(node.start_byte()..end).unwrap_or(&[]),
    ))
}

fn method_def(file: &SourceFile, node: Node, place: Place) -> Option<Def> {
    let name_node = node.child_by_field_name("name")?;
    let name = file.text(name_node).into_owned();
    let singleton = node.kind() == "singleton_method" || place.singleton_class;
    let mut scope = place.scope;
    // `def Const.name` outside its class: the constant is the owner.
    if node.kind() == "singleton_method" {
        if let Some(obj) = node.child_by_field_name("object") {
            if matches!(obj.kind(), "constant" | "scope_resolution") {
                let path = const_path(file, obj);
                if scope.last() != path.last() {
                    scope.extend(path);
                }
            }
        }
    }
    let params = node.child_by_field_name("parameters");
    let kind = if scope.is_empty() && !singleton {
        DefKind::Function
    } else if name == "initialize" && !singleton {
        DefKind::Constructor
    } else {
        DefKind::Method
    };
    let end = params
        .map(|p| p.end_byte())
        .unwrap_or_else(|| name_node.end_byte());
    Some(Def {
        params: count_params(file, params),
        public: kind != DefKind::Constructor && !place.private,
        is_static: singleton,
        signature: header(file, node, end),
        ..Def::spanning(node, name, kind, scope)
    })
}

/// A Ruby parameter list by SPEC §4 (every written parameter once), with its call rules.
pub(crate) fn count_params(file: &SourceFile, list: Option<Node>) -> Params {
    let mut p = Params::default();
    let mut takes_keywords = false;
    if let Some(list) = list {
        let mut cursor = list.walk();
        for c in list.named_children(&mut cursor) {
            let name = c
                .child_by_field_name("name")
                .map(|n| file.text(n).into_owned())
                .unwrap_or_default();
            let (kind, required) = match c.kind() {
                "identifier" => {
                    p.list.push(Param {
                        name: file.text(c).into_owned(),
                        kind: ParamKind::PositionalOnly,
                        required: true,
                    });
                    p.count += 1;
                    p.required += 1;
                    continue;
                }
                "destructured_parameter" => (ParamKind::PositionalOnly, true),
                "optional_parameter" => (ParamKind::PositionalOnly, false),
                "splat_parameter" => {
                    p.variadic = true;
                    (ParamKind::VarPositional, false)
                }
                "keyword_parameter" => {
                    takes_keywords = true;
                    let required = c.child_by_field_name("value").is_none();
                    (ParamKind::KeywordOnly, required)
                }
                "hash_splat_parameter" => {
                    takes_keywords = true;
                    (ParamKind::VarKeyword, false)
                }
                // `**nil`: no keyword accepted (a keyword then matches nothing).
                "hash_splat_nil" => {
                    takes_keywords = true;
                    p.count += 1;
                    continue;
                }
                "block_parameter" => (ParamKind::Block, false),
                "forward_parameter" => {
                    // `...` takes anything: positional, keywords and a block.
                    p.variadic = true;
                    takes_keywords = true;
                    p.count += 1;
                    for kind in [ParamKind::VarPositional, ParamKind::VarKeyword] {
                        p.list.push(Param {
                            name: "...".into(),
                            kind,
                            required: false,
                        });
                    }
                    continue;
                }
                _ => continue,
            };
            p.count += 1;
            if required {
                p.required += 1;
            }
            p.list.push(Param {
                name,
                kind,
                required,
            });
        }
    }
    if !takes_keywords {
        p.list.push(Param {
            name: String::new(),
            kind: ParamKind::KeywordsAsHash,
            required: false,
        });
    }
    p
}

// ------------------------------------------------------------------------------------------
// calls

/// What a call's receiver is.
enum Recv {
    /// No receiver: `name(...)` (self, implicitly).
    Implicit,
    /// `self.name(...)`.
    Self_,
    /// A constant (class or module): its last segment.
    Const(String),
    /// A value known to be an instance of a class (its last segment), and how it is known.
    Instance(String, String),
    /// Anything else.
    Unknown(String),
}

struct Ctx<'a, 't> {
    file: &'t SourceFile,
    target: &'a Target,
    /// The target's class or module (last segment), when it has one.
    owner: Option<String>,
    /// The target is a singleton method (`def self.name`) or `initialize` (called as `.new`).
    singleton: bool,
    /// The calling file is the target's or loads it with `require`/`require_relative`.
    loads_target: bool,
    /// Classes/modules (by last segment) this file defines a same-named method in, with
    /// whether that method is a singleton one.
    defines_in: HashSet<(String, bool)>,
    /// class name → superclass name (last segments) of the classes this file declares.
    supers: Vec<(String, String)>,
    /// The target's module uses `module_function` or `extend self`: its methods are called
    /// both on the module and without a receiver.
    both_sides: bool,
}

pub fn calls(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call> {
    let same_file =
        file.rel_path.trim_start_matches("./") == target.rel_path.trim_start_matches("./");
    let owner = target.owner().map(str::to_string);
    let both_sides = owner.is_some()
        && ctx
            .read_shared(&target.rel_path)
            .is_some_and(|t| t.contains("module_function") || t.contains("extend self"));
    let singleton = target.kind == DefKind::Constructor
        || both_sides
        || target.defs.first().is_some_and(|d| d.is_static);
    // One walk: superclasses, `require`s, same-named methods and the candidate calls.
    let want = if target.kind == DefKind::Constructor {
        "new"
    } else {
        target.name.as_str()
    };
    let is = |n: Node, w: &str| file.src.get(n.byte_range()) == Some(w.as_bytes());
    let mut defines_in = HashSet::new();
    let mut supers = Vec::new();
    let mut loads = Vec::new();
    let mut candidates = Vec::new();
    walk(file.tree.root_node(), |n| match n.kind() {
        "class" => {
            if let (Some(name), Some(sup)) = (
                n.child_by_field_name("name"),
                n.child_by_field_name("superclass"),
            ) {
                let sup_name = sup
                    .named_child(0)
                    .map(|s| const_path(file, s))
                    .and_then(|p| p.last().cloned());
                if let (Some(c), Some(s)) = (const_path(file, name).last().cloned(), sup_name) {
                    supers.push((c, s));
                }
            }
        }
        "method" | "singleton_method"
            if n.child_by_field_name("name")
                .is_some_and(|m| is(m, &target.name)) =>
        {
            if let (Some(o), _) = context_of(file, n) {
                let static_ = n.kind() == "singleton_method" || in_singleton_class(n);
                defines_in.insert((o, static_));
            }
        }
        "call" => {
            let Some(m) = n.child_by_field_name("method") else {
                return;
            };
            if is(m, want) {
                candidates.push(n);
            } else if n.child_by_field_name("receiver").is_none()
                && (is(m, "require") || is(m, "require_relative") || is(m, "load"))
            {
                loads.push(n);
            }
        }
        "identifier" if is(n, want) => candidates.push(n),
        _ => {}
    });
    let loads_target = same_file || requires(file, &target.rel_path, &loads);
    let c = Ctx {
        file,
        target,
        owner,
        singleton,
        loads_target,
        defines_in,
        supers,
        both_sides,
    };
    candidates
        .into_iter()
        .filter_map(|node| c.classify(node))
        .collect()
}

/// Whether one of the `require`/`require_relative`/`load` calls `loads` of `file` loads
/// `target_rel`: `require_relative` resolved from the file's directory, `require` by a
/// load-path name the target's path ends with.
fn requires(file: &SourceFile, target_rel: &str, loads: &[Node]) -> bool {
    let target = target_rel.trim_start_matches("./");
    let target_stem = target.strip_suffix(".rb").unwrap_or(target);
    let dir = file
        .rel_path
        .rsplit_once('/')
        .map(|(d, _)| d.to_string())
        .unwrap_or_default();
    loads.iter().any(|n| {
        let relative = n
            .child_by_field_name("method")
            .is_some_and(|m| file.text(m) == "require_relative");
        let Some(arg) = n
            .child_by_field_name("arguments")
            .and_then(|a| a.named_child(0))
            .filter(|a| a.kind() == "string")
        else {
            return false;
        };
        let lit = file.text(arg);
        let lit = lit.trim_matches(|c| c == '"' || c == '\'');
        let lit = lit.strip_suffix(".rb").unwrap_or(lit);
        if relative {
            normalize(&format!("{dir}/{lit}")) == target_stem
        } else {
            target_stem == lit || target_stem.ends_with(&format!("/{lit}"))
        }
    })
}

/// `a/b/../c/./d` → `a/c/d` (a leading `/` dropped).
fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for p in path.split('/') {
        match p {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            p => parts.push(p),
        }
    }
    parts.join("/")
}

/// The arguments of a call: positional count (`None` when a splat, `**`, or `...` hides it)
/// plus keyword names; the count includes the keywords. A block argument is not counted.
fn count_args(file: &SourceFile, args: Option<Node>) -> (Option<usize>, Vec<String>) {
    let Some(args) = args else {
        return (Some(0), Vec::new());
    };
    let mut n = 0usize;
    let mut keywords = Vec::new();
    let mut cursor = args.walk();
    for a in args.named_children(&mut cursor) {
        match a.kind() {
            "splat_argument" | "hash_splat_argument" | "forward_argument" => {
                return (None, Vec::new())
            }
            "block_argument" | "comment" | "heredoc_body" => {}
            "pair" => {
                let key = a.child_by_field_name("key");
                match key.map(|k| k.kind()) {
                    Some("hash_key_symbol") | Some("simple_symbol") => {
                        let k = key.map(|k| file.text(k).into_owned()).unwrap_or_default();
                        keywords.push(k.trim_start_matches(':').to_string());
                        n += 1;
                    }
                    // `"k" => v` in a braceless hash: whether it is keywords depends on the
                    // method; nothing is claimed.
                    _ => return (None, Vec::new()),
                }
            }
            _ => n += 1,
        }
    }
    (Some(n), keywords)
}

/// The innermost class/module around a node (last segment) and the method it sits in.
fn context_of<'t>(file: &SourceFile, node: Node<'t>) -> (Option<String>, Option<Node<'t>>) {
    let mut method = None;
    let mut cur = node.parent();
    while let Some(n) = cur {
        match n.kind() {
            "method" | "singleton_method" if method.is_none() => method = Some(n),
            "class" | "module" => {
                let name = n
                    .child_by_field_name("name")
                    .map(|c| const_path(file, c))
                    .and_then(|p| p.last().cloned());
                return (name, method);
            }
            _ => {}
        }
        cur = n.parent();
    }
    (None, method)
}

/// Whether `name` is a local variable where `node` stands: a parameter of the enclosing
/// method or block, or assigned before it in that method (or at the top level).
fn is_local(file: &SourceFile, node: Node, name: &str) -> bool {
    let mut scope = None;
    let mut cur = node.parent();
    while let Some(n) = cur {
        match n.kind() {
            "method" | "singleton_method" | "program" | "class" | "module" => {
                scope = Some(n);
                break;
            }
            "block" | "do_block" | "lambda" => {
                if let Some(ps) = n.child_by_field_name("parameters") {
                    if file
                        .text(ps)
                        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .any(|w| w == name)
                    {
                        return true;
                    }
                }
            }
            _ => {}
        }
        cur = n.parent();
    }
    let Some(scope) = scope else { return false };
    if let Some(ps) = scope.child_by_field_name("parameters") {
        let mut c = ps.walk();
        for p in ps.named_children(&mut c) {
            let pn = if p.kind() == "identifier" {
                Some(p)
            } else {
                p.child_by_field_name("name")
            };
            if pn.is_some_and(|pn| file.text(pn) == name) {
                return true;
            }
        }
    }
    let mut local = false;
    walk(scope, |n| {
        if local || n.start_byte() >= node.start_byte() {
            return;
        }
        let assigned = match n.kind() {
            "assignment" | "operator_assignment" => n.child_by_field_name("left"),
            _ => None,
        };
        if let Some(left) = assigned {
            let mut names = Vec::new();
            if left.kind() == "identifier" {
                names.push(left);
            } else if left.kind() == "left_assignment_list" {
                let mut c = left.walk();
                names.extend(
                    left.named_children(&mut c)
                        .filter(|x| x.kind() == "identifier"),
                );
            }
            if names.iter().any(|x| file.text(*x) == name) {
                local = true;
            }
        }
    });
    local
}

impl Ctx<'_, '_> {
    fn classify(&self, node: Node) -> Option<Call> {
        let file = self.file;
        let want = self.call_name();
        match node.kind() {
            "call" => {
                let m = node.child_by_field_name("method")?;
                if file.text(m) != want {
                    return None;
                }
                // `x.name = v` is an attribute write, not this method.
                if node.parent().is_some_and(|p| {
                    p.kind() == "assignment"
                        && p.child_by_field_name("left").map(|l| l.id()) == Some(node.id())
                }) {
                    return None;
                }
                let recv = node
                    .child_by_field_name("receiver")
                    .map(|r| self.receiver(r, node))
                    .unwrap_or(Recv::Implicit);
                let (args, keywords) = count_args(file, node.child_by_field_name("arguments"));
                Some(self.decide(node, m, recv, args, keywords))
            }
            // A bare name that is no local variable calls a method with no arguments.
            "identifier" if self.target.kind != DefKind::Constructor => {
                if file.text(node) != want {
                    return None;
                }
                let parent = node.parent()?;
                let bare = match parent.kind() {
                    "call"
                    | "method"
                    | "singleton_method"
                    | "alias"
                    | "undef"
                    | "method_parameters"
                    | "lambda_parameters"
                    | "block_parameters"
                    | "optional_parameter"
                    | "keyword_parameter"
                    | "splat_parameter"
                    | "hash_splat_parameter"
                    | "block_parameter"
                    | "left_assignment_list"
                    | "destructured_parameter"
                    | "pair"
                    | "rest_assignment" => false,
                    "assignment" | "operator_assignment" => {
                        parent.child_by_field_name("left").map(|l| l.id()) != Some(node.id())
                    }
                    _ => true,
                };
                if !bare || is_local(file, node, want) {
                    return None;
                }
                Some(self.decide(node, node, Recv::Implicit, Some(0), Vec::new()))
            }
            _ => None,
        }
    }

    /// The method name a call must use: `new` for a constructor.
    fn call_name(&self) -> &str {
        if self.target.kind == DefKind::Constructor {
            "new"
        } else {
            &self.target.name
        }
    }

    fn receiver(&self, r: Node, call: Node) -> Recv {
        let file = self.file;
        match r.kind() {
            "self" => Recv::Self_,
            "constant" | "scope_resolution" => const_path(file, r)
                .last()
                .cloned()
                .map(Recv::Const)
                .unwrap_or(Recv::Unknown(file.text(r).into_owned())),
            // `Const.new(...).name`
            "call" => {
                let is_new = r
                    .child_by_field_name("method")
                    .is_some_and(|m| file.text(m) == "new");
                let cls = r
                    .child_by_field_name("receiver")
                    .filter(|c| matches!(c.kind(), "constant" | "scope_resolution"))
                    .and_then(|c| const_path(file, c).last().cloned());
                match (is_new, cls) {
                    (true, Some(c)) => {
                        Recv::Instance(c.clone(), format!("the receiver is {c}.new"))
                    }
                    _ => Recv::Unknown(file.text(r).into_owned()),
                }
            }
            "identifier" => {
                let v = file.text(r).into_owned();
                match self.assigned_class(&v, call) {
                    Some(c) => Recv::Instance(c.clone(), format!("{v} = {c}.new")),
                    None => Recv::Unknown(v),
                }
            }
            _ => Recv::Unknown(file.text(r).into_owned()),
        }
    }

    /// `v = Const.new(...)` in the method around `call` (or the top level), the last one
    /// before the call; `None` when `v` is assigned anything else there last.
    fn assigned_class(&self, v: &str, call: Node) -> Option<String> {
        let file = self.file;
        let mut scope = call.parent();
        while let Some(n) = scope {
            if matches!(n.kind(), "method" | "singleton_method" | "program") {
                break;
            }
            scope = n.parent();
        }
        let scope = scope?;
        let mut last: Option<Option<String>> = None;
        walk(scope, |n| {
            if n.kind() != "assignment" || n.start_byte() >= call.start_byte() {
                return;
            }
            let Some(left) = n.child_by_field_name("left") else {
                return;
            };
            if left.kind() != "identifier" || file.text(left) != v {
                return;
            }
            let right = n.child_by_field_name("right");
            let cls = right.filter(|r| r.kind() == "call").and_then(|r| {
                let is_new = r
                    .child_by_field_name("method")
                    .is_some_and(|m| file.text(m) == "new");
                let c = r
                    .child_by_field_name("receiver")
                    .filter(|c| matches!(c.kind(), "constant" | "scope_resolution"))
                    .and_then(|c| const_path(file, c).last().cloned());
                if is_new {
                    c
                } else {
                    None
                }
            });
            last = Some(cls);
        });
        last.flatten()
    }

    fn decide(
        &self,
        node: Node,
        name: Node,
        recv: Recv,
        args: Option<usize>,
        keywords: Vec<String>,
    ) -> Call {
        let (binds, reason) = self.verdict(node, recv);
        Call {
            line: line_of(name),
            byte: node.start_byte(),
            args,
            binds,
            supplies_receiver: false,
            reason,
            keywords,
            fills_variadic: false,
            fits: None,
        }
    }

    fn verdict(&self, node: Node, recv: Recv) -> (Binds, String) {
        let target = self.target;
        let name = self.call_name();
        let Some(owner) = self.owner.as_deref() else {
            // A top-level method: private to every object, so called without a receiver.
            return match recv {
                Recv::Implicit | Recv::Self_ => {
                    let (cls, _) = context_of(self.file, node);
                    match cls {
                        Some(c) if self.defines_in.contains(&(c.clone(), false)) => {
                            (Binds::No, format!("{c} defines its own {name}"))
                        }
                        _ if self.loads_target => (
                            Binds::Yes,
                            "a top-level method of this file or a file it requires".into(),
                        ),
                        _ => (Binds::Maybe, format!("{name} by name")),
                    }
                }
                _ => (
                    Binds::No,
                    format!("a top-level method is private: {name} with a receiver is another"),
                ),
            };
        };
        match recv {
            Recv::Const(c) => {
                if !self.singleton {
                    return (
                        Binds::No,
                        format!("{c}.{name} calls a method of {c} itself, not an instance method of {owner}"),
                    );
                }
                if c == owner {
                    (Binds::Yes, format!("called on {c}"))
                } else if self.is_sub(&c) && !self.defines_in.contains(&(c.clone(), true)) {
                    (Binds::Yes, format!("{c} inherits {name} from {owner}"))
                } else {
                    (Binds::No, format!("called on {c}, not {owner}"))
                }
            }
            Recv::Instance(c, how) => {
                if self.singleton && target.kind != DefKind::Constructor {
                    return (Binds::Maybe, format!("{how}: an instance"));
                }
                if c == owner || (self.is_sub(&c) && !self.defines_in.contains(&(c.clone(), false)))
                {
                    (Binds::Yes, how)
                } else {
                    (Binds::No, format!("{how}, not {owner}"))
                }
            }
            Recv::Implicit | Recv::Self_ => {
                let spelled = if matches!(recv, Recv::Self_) {
                    "self."
                } else {
                    ""
                };
                if target.kind == DefKind::Constructor {
                    return (Binds::Maybe, "new without a class".into());
                }
                let (cls, method) = context_of(self.file, node);
                let Some(c) = cls else {
                    return (Binds::Maybe, format!("{spelled}{name} by name"));
                };
                let in_singleton = method.is_some_and(|m| m.kind() == "singleton_method")
                    || in_singleton_class(node);
                if in_singleton != self.singleton && !self.both_sides {
                    return (
                        Binds::Maybe,
                        format!("{spelled}{name} from the other side of {c}"),
                    );
                }
                if c == owner {
                    (Binds::Yes, format!("{spelled}{name} inside {owner}"))
                } else if self.defines_in.contains(&(c.clone(), self.singleton)) {
                    (Binds::No, format!("{c} defines its own {name}"))
                } else if self.is_sub(&c) {
                    (Binds::Yes, format!("{c} inherits {name} from {owner}"))
                } else {
                    (Binds::Maybe, format!("{spelled}{name} inside {c}"))
                }
            }
            Recv::Unknown(r) => (Binds::Maybe, format!("receiver {r}: type unknown")),
        }
    }

    /// Whether class `c` inherits from the target's owner (by this file's declarations).
    fn is_sub(&self, c: &str) -> bool {
        let Some(owner) = self.owner.as_deref() else {
            return false;
        };
        let mut cur = c.to_string();
        for _ in 0..16 {
            match self.supers.iter().find(|(k, _)| *k == cur) {
                Some((_, s)) if s == owner => return true,
                Some((_, s)) => cur = s.clone(),
                None => return false,
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> SourceFile {
        SourceFile::parse(
            "lib/a.rb",
            super::super::Lang::Ruby,
            src.as_bytes().to_vec(),
        )
        .unwrap()
    }

    fn params(src: &str) -> Params {
        let f = parse(src);
        definitions(&f)
            .into_iter()
            .find(|d| d.kind != DefKind::Class)
            .unwrap()
            .params
    }

    fn call(args: usize, keywords: &[&str]) -> Call {
        Call {
            args: Some(args),
            keywords: keywords.iter().map(|k| k.to_string()).collect(),
            ..Default::default()
        }
    }

    #[test]
    fn every_written_parameter_counts_once() {
        let p = params("def f(a, b = 1, *r, c, k:, o: 2, **kw, &blk)\nend\n");
        assert_eq!((p.count, p.required, p.variadic), (8, 3, true));
        let p = params("def f a, b\nend\n");
        assert_eq!((p.count, p.required), (2, 2));
        let p = params("def f(...) = g(...)\n");
        assert_eq!(p.count, 1);
        assert!(p.admits(&call(5, &["x"])));
    }

    #[test]
    fn scope_singletons_and_visibility_come_from_one_walk() {
        let f = parse(
            "module A\n  class B::C\n    def pub; end\n    private def hidden; end\n    def pub2; end\n    private\n    def priv; end\n    public\n    def again; end\n    class << self\n      def sing(a); end\n    end\n  end\nend\ndef top; end\n",
        );
        let got: Vec<(String, Vec<String>, bool, bool)> = definitions(&f)
            .into_iter()
            .filter(|d| d.kind != DefKind::Class)
            .map(|d| (d.name, d.scope, d.public, d.is_static))
            .collect();
        let abc = vec!["A".to_string(), "B".to_string(), "C".to_string()];
        assert_eq!(
            got,
            vec![
                ("pub".into(), abc.clone(), true, false),
                ("hidden".into(), abc.clone(), false, false),
                ("pub2".into(), abc.clone(), true, false),
                ("priv".into(), abc.clone(), false, false),
                ("again".into(), abc.clone(), true, false),
                ("sing".into(), abc.clone(), true, true),
                ("top".into(), vec![], true, false),
            ]
        );
    }

    #[test]
    fn keywords_follow_rubys_rules() {
        // No keyword parameters: keywords are one positional Hash.
        let p = params("def f(a)\nend\n");
        assert!(p.admits(&call(1, &["x"])));
        assert!(p.admits(&call(2, &["x", "y"])));
        assert!(!p.admits(&call(2, &["x"])));
        // Keyword parameters: a missing required one or an unknown one fails.
        let p = params("def f(a, k:, o: 1)\nend\n");
        assert!(p.admits(&call(2, &["k"])));
        assert!(p.admits(&call(3, &["o", "k"])));
        assert!(!p.admits(&call(1, &[])));
        assert!(!p.admits(&call(3, &["k", "z"])));
        let p = params("def f(a, **opts)\nend\n");
        assert!(p.admits(&call(3, &["k", "z"])));
        // A block parameter is never filled by an argument.
        let p = params("def f(a, &b)\nend\n");
        assert!(p.admits(&call(1, &[])));
        assert!(!p.admits(&call(2, &[])));
    }
}
