//! Builtin-engine support for PHP (see the module docs of `crate::lang`).
//!
//! `definitions` lists functions, methods (`__construct` as a constructor) and classes, traits,
//! interfaces and enums. `calls` binds each same-named call through namespaces and `use`
//! imports (functions), and through the receiver's declared type (methods): `$this`, a typed
//! parameter, `$x = new T()` in the same function, a typed property.

use std::cell::RefCell;
use std::collections::HashMap;

use tree_sitter::Node;

pub(crate) mod fragment;

use super::{
    collapse_ws, line_of, walk, Binds, Call, Def, DefKind, Param, ParamKind, Params, RepoCtx,
    SourceFile, Target,
};

const CLASS_LIKE: [&str; 4] = [
    "class_declaration",
    "trait_declaration",
    "interface_declaration",
    "enum_declaration",
];

fn is_class_like(kind: &str) -> bool {
    CLASS_LIKE.contains(&kind)
}

fn is_function_like(kind: &str) -> bool {
    matches!(
        kind,
        "function_definition" | "method_declaration" | "anonymous_function" | "arrow_function"
    )
}

// ------------------------------------------------------------------------------------------
// definitions

pub fn definitions(file: &SourceFile) -> Vec<Def> {
    super::defs::matches(file)
        .into_iter()
        .filter_map(|m| make_def(file, m.node))
        .collect()
}

/// Names of the enclosing named classes and functions, outermost first, and the innermost
/// enclosing class-like node when it is the direct container.
fn enclosing_scope(file: &SourceFile, node: Node) -> Vec<String> {
    let mut names = Vec::new();
    let mut cur = node.parent();
    while let Some(n) = cur {
        if is_class_like(n.kind())
            || matches!(n.kind(), "function_definition" | "method_declaration")
        {
            if let Some(name) = n.child_by_field_name("name") {
                names.push(file.text(name).into_owned());
            }
        }
        cur = n.parent();
    }
    names.reverse();
    names
}

fn has_child_kind(node: Node, kind: &str) -> bool {
    let mut cursor = node.walk();
    let found = node.children(&mut cursor).any(|c| c.kind() == kind);
    found
}

fn visibility(file: &SourceFile, node: Node) -> Option<String> {
    let mut cursor = node.walk();
    let v = node
        .children(&mut cursor)
        .find(|c| c.kind() == "visibility_modifier")
        .map(|c| file.text(c).to_ascii_lowercase());
    v
}

fn make_def(file: &SourceFile, node: Node) -> Option<Def> {
    let name = file.text(node.child_by_field_name("name")?).into_owned();
    let scope = enclosing_scope(file, node);
    let (kind, params, public, is_static) = match node.kind() {
        "function_definition" => (
            DefKind::Function,
            count_params(file, node.child_by_field_name("parameters")),
            true,
            false,
        ),
        "method_declaration" => {
            let kind = if name.eq_ignore_ascii_case("__construct") {
                DefKind::Constructor
            } else {
                DefKind::Method
            };
            let public = visibility(file, node).is_none_or(|v| v == "public");
            (
                kind,
                count_params(file, node.child_by_field_name("parameters")),
                public,
                has_child_kind(node, "static_modifier"),
            )
        }
        _ => (DefKind::Class, Params::default(), true, false),
    };
    let end = node
        .child_by_field_name("body")
        .map(|b| b.start_byte())
        .unwrap_or(node.end_byte());
    let header = String::from_utf8_lossy(file.src.get(node.start_byte()..end).unwrap_or(&[]));
    let signature = collapse_ws(&header)
        .trim_end_matches(';')
        .trim_end()
        .to_string();
    Some(Def {
        params,
        public,
        is_static,
        signature,
        ..Def::spanning(node, name, kind, scope)
    })
}

fn count_params(file: &SourceFile, list: Option<Node>) -> Params {
    let mut p = Params::default();
    let Some(list) = list else { return p };
    let mut cursor = list.walk();
    for c in list.named_children(&mut cursor) {
        // `$amount` is passed by name as `amount:`.
        let name = c
            .child_by_field_name("name")
            .map(|n| file.text(n).trim_start_matches('$').to_string())
            .unwrap_or_default();
        match c.kind() {
            "simple_parameter" | "property_promotion_parameter" => {
                p.count += 1;
                let required = c.child_by_field_name("default_value").is_none();
                if required {
                    p.required += 1;
                }
                p.list.push(Param {
                    name,
                    kind: ParamKind::Positional,
                    required,
                });
            }
            "variadic_parameter" => {
                p.count += 1;
                p.variadic = true;
                // `...$rest` collects the extra positional arguments and the unknown named ones.
                for kind in [ParamKind::VarPositional, ParamKind::VarKeyword] {
                    p.list.push(Param {
                        name: name.clone(),
                        kind,
                        required: false,
                    });
                }
            }
            _ => {}
        }
    }
    p
}

// ------------------------------------------------------------------------------------------
// namespaces and `use`

/// Namespace regions of a file: (start byte, end byte, namespace without leading `\`).
fn namespace_regions(file: &SourceFile) -> Vec<(usize, usize, String)> {
    let root = file.tree.root_node();
    let mut out: Vec<(usize, usize, String)> = Vec::new();
    let mut cursor = root.walk();
    for c in root.named_children(&mut cursor) {
        if c.kind() != "namespace_definition" {
            continue;
        }
        let name = c
            .child_by_field_name("name")
            .map(|n| file.text(n).trim_start_matches('\\').to_string())
            .unwrap_or_default();
        if let Some(last) = out.last_mut() {
            if last.1 == usize::MAX {
                last.1 = c.start_byte();
            }
        }
        if c.child_by_field_name("body").is_some() {
            out.push((c.start_byte(), c.end_byte(), name));
        } else {
            out.push((c.start_byte(), usize::MAX, name));
        }
    }
    out
}

fn namespace_at(regions: &[(usize, usize, String)], byte: usize) -> &str {
    regions
        .iter()
        .find(|(s, e, _)| *s <= byte && byte < *e)
        .map(|r| r.2.as_str())
        .unwrap_or("")
}

/// The namespace in force at byte `upto` of a PHP file, read from its text: the last
/// `namespace A\B;` / `namespace A\B {` line that starts before it.
fn namespace_of_text(text: &str, upto: usize) -> String {
    let mut found = String::new();
    let mut offset = 0usize;
    for line in text.split_inclusive('\n') {
        if offset > upto {
            break;
        }
        offset += line.len();
        let l = line.trim_start();
        let l = l.strip_prefix("<?php").map(str::trim_start).unwrap_or(l);
        if let Some(rest) = l.strip_prefix("namespace") {
            if !rest.starts_with([' ', '\t', '{', ';']) {
                continue;
            }
            let name: String = rest
                .trim_start()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '\\')
                .collect();
            found = name.trim_start_matches('\\').to_string();
        }
    }
    found
}

#[derive(Default)]
struct Uses {
    /// Class/namespace imports: lowercased alias → fully qualified name.
    classes: HashMap<String, String>,
    /// `use function` imports: lowercased alias → fully qualified name.
    functions: HashMap<String, String>,
}

fn collect_uses(file: &SourceFile) -> Uses {
    let mut uses = Uses::default();
    walk(file.tree.root_node(), |node| {
        if node.kind() != "namespace_use_declaration" {
            return;
        }
        let decl_fn = node
            .child_by_field_name("type")
            .is_some_and(|t| file.text(t) == "function");
        let decl_const = node
            .child_by_field_name("type")
            .is_some_and(|t| file.text(t) == "const");
        let mut prefix = String::new();
        let mut clauses = Vec::new();
        let mut cursor = node.walk();
        for c in node.named_children(&mut cursor) {
            match c.kind() {
                "namespace_name" => prefix = file.text(c).trim_start_matches('\\').to_string(),
                "namespace_use_clause" => clauses.push(c),
                "namespace_use_group" => {
                    let mut gc = c.walk();
                    for g in c.named_children(&mut gc) {
                        if g.kind() == "namespace_use_clause" {
                            clauses.push(g);
                        }
                    }
                }
                _ => {}
            }
        }
        for clause in clauses {
            let clause_fn = clause
                .child_by_field_name("type")
                .is_some_and(|t| file.text(t) == "function");
            let clause_const = clause
                .child_by_field_name("type")
                .is_some_and(|t| file.text(t) == "const");
            let mut cc = clause.walk();
            let Some(name_node) = clause
                .named_children(&mut cc)
                .find(|n| matches!(n.kind(), "name" | "qualified_name"))
            else {
                continue;
            };
            let name = file.text(name_node).trim_start_matches('\\').to_string();
            let fq = if prefix.is_empty() {
                name
            } else {
                format!("{prefix}\\{name}")
            };
            let alias = clause
                .child_by_field_name("alias")
                .map(|a| file.text(a).into_owned())
                .unwrap_or_else(|| last_segment(&fq).to_string());
            if decl_const || clause_const {
                continue;
            }
            if decl_fn || clause_fn {
                uses.functions.insert(alias.to_ascii_lowercase(), fq);
            } else {
                uses.classes.insert(alias.to_ascii_lowercase(), fq);
            }
        }
    });
    uses
}

/// The base names in `class Owner extends A implements B, C` (also interfaces' `extends`) of a
/// file's text.
fn owner_supertypes(text: &str, owner: &str) -> Vec<String> {
    let mut out = Vec::new();
    for kw in ["class ", "interface ", "enum "] {
        let mut rest = text;
        while let Some(i) = rest.find(kw) {
            let after = &rest[i + kw.len()..];
            rest = after;
            let Some(tail) = after.trim_start().strip_prefix(owner) else {
                continue;
            };
            if tail.starts_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let header = tail.split('{').next().unwrap_or("");
            for word in header.split([',', ' ', '\t', '\n', '\r']) {
                let w = word.trim();
                if w.is_empty()
                    || w.eq_ignore_ascii_case("extends")
                    || w.eq_ignore_ascii_case("implements")
                    || w.starts_with(':')
                {
                    continue;
                }
                out.push(last_segment(w).to_string());
            }
        }
    }
    out
}

fn last_segment(name: &str) -> &str {
    name.rsplit('\\').next().unwrap_or(name)
}

fn join_ns(ns: &str, name: &str) -> String {
    if ns.is_empty() {
        name.to_string()
    } else {
        format!("{ns}\\{name}")
    }
}

// ------------------------------------------------------------------------------------------
// calls

struct Ctx<'a, 't> {
    file: &'t SourceFile,
    target: &'a Target,
    regions: Vec<(usize, usize, String)>,
    uses: Uses,
    /// Namespace of the target's file, when it could be read.
    target_ns: Option<String>,
    /// Name `new X(...)` must use for a class/constructor target.
    class_name: Option<String>,
    /// Functions defined in this file: (lowercased namespace, lowercased name) → line.
    functions: HashMap<(String, String), usize>,
    /// `variable_type` results by (call's scope node id, variable).
    var_types: RefCell<HashMap<(usize, String), Recv>>,
    /// Classes declared in this file: lowercased fully qualified name → byte range.
    classes: HashMap<String, (usize, usize)>,
    repo: &'a RepoCtx,
    same_file: bool,
}

pub fn calls(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call> {
    let regions = namespace_regions(file);
    let same_file =
        file.rel_path.trim_start_matches("./") == target.rel_path.trim_start_matches("./");
    let target_ns = if same_file {
        let byte = target.defs.first().map(|d| d.start_byte).unwrap_or(0);
        Some(namespace_at(&regions, byte).to_string())
    } else {
        ctx.read_to_string(&target.rel_path).map(|t| {
            let at = target.defs.first().map(|d| d.start_byte).unwrap_or(0);
            namespace_of_text(&t, at)
        })
    };
    let class_name = match target.kind {
        DefKind::Class => Some(target.name.clone()),
        DefKind::Constructor => target.owner().map(str::to_string),
        _ => None,
    };
    let mut functions = HashMap::new();
    let mut classes = HashMap::new();
    walk(file.tree.root_node(), |n| {
        if is_class_like(n.kind()) {
            if let Some(name) = n.child_by_field_name("name") {
                let ns = namespace_at(&regions, n.start_byte());
                classes
                    .entry(join_ns(ns, &file.text(name)).to_ascii_lowercase())
                    .or_insert((n.start_byte(), n.end_byte()));
            }
        }
        if n.kind() == "function_definition" {
            if let Some(name) = n.child_by_field_name("name") {
                let ns = namespace_at(&regions, n.start_byte()).to_ascii_lowercase();
                functions
                    .entry((ns, file.text(name).to_ascii_lowercase()))
                    .or_insert_with(|| line_of(n));
            }
        }
    });
    let c = Ctx {
        file,
        target,
        regions,
        uses: collect_uses(file),
        target_ns,
        class_name,
        functions,
        var_types: RefCell::new(HashMap::new()),
        classes,
        repo: ctx,
        same_file,
    };
    let mut out = Vec::new();
    walk(file.tree.root_node(), |node| {
        if let Some(call) = c.classify(node) {
            out.push(call);
        }
    });
    out
}

/// What a receiver is known to be: a class (fully qualified when it could be resolved).
#[derive(Clone)]
enum Recv {
    Type(String, String),
    Unknown(String),
}

impl<'a, 't> Ctx<'a, 't> {
    fn text(&self, n: Node) -> String {
        self.file.text(n).into_owned()
    }

    fn ns_at(&self, byte: usize) -> &str {
        namespace_at(&self.regions, byte)
    }

    fn name_eq(&self, a: &str, b: &str) -> bool {
        a.eq_ignore_ascii_case(b)
    }

    /// Fully qualified name of the target's owner class (or the class itself).
    fn owner_fq(&self) -> Option<String> {
        let owner = self.class_name.as_deref().or(self.target.owner())?;
        Some(match &self.target_ns {
            Some(ns) => join_ns(ns, owner),
            None => owner.to_string(),
        })
    }

    /// Resolve a class name written at `byte` to a fully qualified name.
    fn resolve_class(&self, written: &str, byte: usize) -> String {
        if let Some(abs) = written.strip_prefix('\\') {
            return abs.to_string();
        }
        let first = written.split('\\').next().unwrap_or(written);
        if let Some(fq) = self.uses.classes.get(&first.to_ascii_lowercase()) {
            let rest = &written[first.len()..];
            return format!("{fq}{rest}");
        }
        join_ns(self.ns_at(byte), written)
    }

    /// Compare a resolved class with the target's owner: Some(true) same, Some(false) different.
    fn same_class(&self, fq: &str) -> bool {
        let Some(owner) = self.owner_fq() else {
            return false;
        };
        if self.target_ns.is_some() {
            fq.eq_ignore_ascii_case(&owner)
        } else {
            last_segment(fq).eq_ignore_ascii_case(last_segment(&owner))
        }
    }

    fn classify(&self, node: Node<'t>) -> Option<Call> {
        let (name_node, args) = match node.kind() {
            "function_call_expression"
            | "member_call_expression"
            | "nullsafe_member_call_expression"
            | "scoped_call_expression" => {
                let n = if node.kind() == "function_call_expression" {
                    node.child_by_field_name("function")?
                } else {
                    node.child_by_field_name("name")?
                };
                (n, node.child_by_field_name("arguments"))
            }
            "object_creation_expression" => {
                let mut cursor = node.walk();
                let cls = node
                    .named_children(&mut cursor)
                    .find(|c| matches!(c.kind(), "name" | "qualified_name" | "relative_name"));
                let mut cursor = node.walk();
                let args = node
                    .named_children(&mut cursor)
                    .find(|c| c.kind() == "arguments");
                (cls?, args)
            }
            _ => return None,
        };
        if !matches!(
            name_node.kind(),
            "name" | "qualified_name" | "relative_name"
        ) {
            return None;
        }
        let written = self.text(name_node);
        let simple = last_segment(&written).to_string();
        let (binds, reason) = match node.kind() {
            "object_creation_expression" => {
                let cname = self.class_name.as_deref()?;
                let is_rel = matches!(
                    simple.to_ascii_lowercase().as_str(),
                    "self" | "static" | "parent"
                );
                if is_rel {
                    // `new self/static/parent` names no class: report it only when it is the
                    // target class
                    let fq = self.created_type(node)?;
                    if !self.same_class(&fq) {
                        return None;
                    }
                } else if !self.name_eq(&simple, cname) {
                    // an alias imported by `use X as Y` may still name the class
                    let fq = self.resolve_class(&written, node.start_byte());
                    if !self.name_eq(last_segment(&fq), cname) {
                        return None;
                    }
                }
                self.creation(node, &written)
            }
            _ => {
                if !self.name_eq(&simple, &self.target.name) {
                    return None;
                }
                match node.kind() {
                    "function_call_expression" => self.function_call(node, &written),
                    "scoped_call_expression" => self.scoped_call(node),
                    _ => self.member_call(node),
                }
            }
        };
        let super::resolve::Args {
            count: args,
            keywords,
            ..
        } = match args {
            Some(a) => super::resolve::count_args(self.file, a),
            None => super::resolve::Args {
                count: Some(0),
                ..super::resolve::Args::default()
            },
        };
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

    // ---- plain function calls

    fn function_call(&self, node: Node<'t>, written: &str) -> (Binds, String) {
        let ns = self.ns_at(node.start_byte()).to_string();
        if !matches!(self.target.kind, DefKind::Function) {
            return (
                Binds::No,
                match self.target.kind {
                    DefKind::Class => format!(
                        "{written}() is a function call, not new {}",
                        self.target.name
                    ),
                    _ => format!(
                        "{written}() is a function call, not a method of {}",
                        self.target.owner().unwrap_or("a class")
                    ),
                },
            );
        }
        let target_fq = self
            .target_ns
            .as_ref()
            .map(|t| join_ns(t, &self.target.name));
        let Some(target_fq) = target_fq else {
            return (Binds::Maybe, "the target's namespace is unknown".into());
        };
        let target_ns = self.target_ns.as_deref().unwrap_or("");
        // qualified call
        if written.contains('\\') {
            let fq = if let Some(abs) = written.strip_prefix('\\') {
                abs.to_string()
            } else if let Some(rest) = written.strip_prefix("namespace\\") {
                join_ns(&ns, rest)
            } else {
                self.resolve_class(written, node.start_byte())
            };
            return if fq.eq_ignore_ascii_case(&target_fq) {
                (Binds::Yes, format!("calls {fq}"))
            } else {
                (Binds::No, format!("calls {fq}, not {target_fq}"))
            };
        }
        // `use function`
        if let Some(fq) = self.uses.functions.get(&written.to_ascii_lowercase()) {
            return if fq.eq_ignore_ascii_case(&target_fq) {
                (Binds::Yes, format!("use function {fq}"))
            } else {
                (Binds::No, format!("use function {fq}, not {target_fq}"))
            };
        }
        // a function of the same name defined in this file's namespace
        if let Some(line) = self.local_function(written, &ns) {
            let own = self.target.defs.iter().any(|d| d.line == line)
                && self.file.rel_path.trim_start_matches("./")
                    == self.target.rel_path.trim_start_matches("./");
            if own {
                return (Binds::Yes, format!("{written} is defined in this file"));
            }
            if ns.eq_ignore_ascii_case(target_ns) {
                return (
                    Binds::Maybe,
                    format!("this file defines its own {written} (line {line})"),
                );
            }
            return (
                Binds::No,
                format!(
                    "calls {} defined in this file (line {line})",
                    join_ns(&ns, written)
                ),
            );
        }
        if ns.eq_ignore_ascii_case(target_ns) {
            let label = if ns.is_empty() {
                "global function".to_string()
            } else {
                format!("same namespace {ns}")
            };
            return (Binds::Yes, format!("{label} {written}"));
        }
        if target_ns.is_empty() {
            return (
                Binds::Yes,
                format!("global function {written} (fallback from namespace {ns})"),
            );
        }
        (
            Binds::No,
            format!(
                "{written} resolves in namespace {} (or global), not {target_ns}",
                if ns.is_empty() { "global" } else { &ns }
            ),
        )
    }

    /// Line of a function named `name` defined in namespace `ns` of this file.
    fn local_function(&self, name: &str, ns: &str) -> Option<usize> {
        self.functions
            .get(&(ns.to_ascii_lowercase(), name.to_ascii_lowercase()))
            .copied()
    }

    // ---- method calls

    fn decide_type(&self, recv: Recv) -> (Binds, String) {
        let is_method = matches!(self.target.kind, DefKind::Method | DefKind::Constructor);
        match recv {
            Recv::Type(fq, why) => {
                if !is_method {
                    return (
                        Binds::No,
                        format!(
                            "{why}: calls a method, not the function {}",
                            self.target.name
                        ),
                    );
                }
                if self.same_class(&fq) {
                    return (Binds::Yes, why);
                }
                if let Some(v) = self.subclass_verdict(&fq, &why) {
                    return v;
                }
                let owner = self.target.owner().unwrap_or("");
                if self.is_owner_supertype(&fq) {
                    return (
                        Binds::Maybe,
                        format!("{why}, which {owner} extends or implements"),
                    );
                }
                (Binds::No, format!("{why}, not {owner}"))
            }
            Recv::Unknown(why) => (Binds::Maybe, why),
        }
    }

    fn member_call(&self, node: Node<'t>) -> (Binds, String) {
        let Some(obj) = node.child_by_field_name("object") else {
            return (Binds::Maybe, "receiver unknown".into());
        };
        let recv = self.receiver(node, obj);
        self.decide_type(recv)
    }

    /// Whether `fq` is named in the owner's `extends`/`implements` clause (a receiver of that
    /// type may dispatch to the owner's method). Read from the target file's text.
    fn is_owner_supertype(&self, fq: &str) -> bool {
        let Some(owner) = self.target.owner() else {
            return false;
        };
        let text = if self.same_file {
            Some(String::from_utf8_lossy(&self.file.src).into_owned())
        } else {
            self.repo.read_to_string(&self.target.rel_path)
        };
        let Some(text) = text else { return false };
        let want = last_segment(fq);
        owner_supertypes(&text, owner)
            .iter()
            .any(|s| s.eq_ignore_ascii_case(want))
    }

    /// A receiver class other than the owner that is declared in this file may still inherit
    /// the target: its own method wins, a direct parent/trait that is the owner binds, other
    /// parents leave it open.
    fn subclass_verdict(&self, fq: &str, why: &str) -> Option<(Binds, String)> {
        let (start, end) = *self.classes.get(&fq.to_ascii_lowercase())?;
        let class = self
            .file
            .tree
            .root_node()
            .descendant_for_byte_range(start, end)
            .filter(|n| is_class_like(n.kind()))?;
        let cname = last_segment(fq);
        if self.class_declares(class, &self.target.name) {
            return Some((
                Binds::No,
                format!("{why}: {cname} declares its own {}", self.target.name),
            ));
        }
        let parents = self.class_parents(class);
        if parents.iter().any(|p| self.same_class(p)) {
            return Some((
                Binds::Yes,
                format!(
                    "{why}, which extends/uses {}",
                    self.target.owner().unwrap_or("")
                ),
            ));
        }
        if !parents.is_empty() {
            return Some((
                Binds::Maybe,
                format!("{why}: {cname} may inherit {}", self.target.name),
            ));
        }
        None
    }

    fn enclosing_class(&self, node: Node<'t>) -> Option<Node<'t>> {
        let mut cur = node.parent();
        while let Some(n) = cur {
            if is_class_like(n.kind()) {
                return Some(n);
            }
            cur = n.parent();
        }
        None
    }

    fn class_declares(&self, class: Node<'t>, method: &str) -> bool {
        let Some(body) = class.child_by_field_name("body") else {
            return false;
        };
        let mut cursor = body.walk();
        let found = body.named_children(&mut cursor).any(|m| {
            m.kind() == "method_declaration"
                && m.child_by_field_name("name")
                    .is_some_and(|n| self.file.text(n).eq_ignore_ascii_case(method))
        });
        found
    }

    /// Base class, interfaces' names are not included; used traits are.
    fn class_parents(&self, class: Node<'t>) -> Vec<String> {
        let mut out = Vec::new();
        let mut cursor = class.walk();
        for c in class.named_children(&mut cursor) {
            if c.kind() == "base_clause" {
                let mut bc = c.walk();
                for b in c.named_children(&mut bc) {
                    out.push(self.resolve_class(&self.text(b), b.start_byte()));
                }
            }
        }
        if let Some(body) = class.child_by_field_name("body") {
            let mut cursor = body.walk();
            for u in body.named_children(&mut cursor) {
                if u.kind() == "use_declaration" {
                    let mut uc = u.walk();
                    for t in u.named_children(&mut uc) {
                        if matches!(t.kind(), "name" | "qualified_name") {
                            out.push(self.resolve_class(&self.text(t), t.start_byte()));
                        }
                    }
                }
            }
        }
        out
    }

    fn class_recv(&self, class: Node<'t>, what: &str) -> Option<Recv> {
        let cname = self.text(class.child_by_field_name("name")?);
        let fq = self.resolve_class(&cname, class.start_byte());
        Some(Recv::Type(fq, format!("{what} is {cname}")))
    }

    fn receiver(&self, call: Node<'t>, obj: Node<'t>) -> Recv {
        let obj_text = collapse_ws(&self.text(obj));
        match obj.kind() {
            "variable_name" => {
                if obj_text == "$this" {
                    return self
                        .enclosing_class(call)
                        .and_then(|c| self.class_recv(c, "$this"))
                        .unwrap_or_else(|| Recv::Unknown("$this outside a class".into()));
                }
                self.variable_type(call, &obj_text)
            }
            "member_access_expression" | "nullsafe_member_access_expression" => {
                let inner = obj.child_by_field_name("object");
                let prop = obj.child_by_field_name("name");
                if let (Some(inner), Some(prop)) = (inner, prop) {
                    if self.file.text(inner) == "$this" && prop.kind() == "name" {
                        if let Some(class) = self.enclosing_class(call) {
                            let pname = self.text(prop);
                            if let Some(t) = self.property_type(class, &pname) {
                                return Recv::Type(t, format!("receiver $this->{pname} is typed"));
                            }
                        }
                    }
                }
                Recv::Unknown(format!("receiver {obj_text} has no known type"))
            }
            "object_creation_expression" | "parenthesized_expression" => {
                let inner = if obj.kind() == "parenthesized_expression" {
                    obj.named_child(0)
                } else {
                    Some(obj)
                };
                if let Some(t) = inner.and_then(|i| self.created_type(i)) {
                    return Recv::Type(
                        t.clone(),
                        format!("receiver is a new {}", last_segment(&t)),
                    );
                }
                Recv::Unknown(format!("receiver {obj_text} has no known type"))
            }
            _ => Recv::Unknown(format!("receiver {obj_text} has no known type")),
        }
    }

    /// Fully qualified class a `new T(...)` expression creates.
    fn created_type(&self, node: Node<'t>) -> Option<String> {
        if node.kind() != "object_creation_expression" {
            return None;
        }
        let mut cursor = node.walk();
        let cls = node
            .named_children(&mut cursor)
            .find(|c| matches!(c.kind(), "name" | "qualified_name"))?;
        let written = self.text(cls);
        match written.to_ascii_lowercase().as_str() {
            "self" | "static" => {
                let class = self.enclosing_class(node)?;
                let cname = self.text(class.child_by_field_name("name")?);
                Some(self.resolve_class(&cname, class.start_byte()))
            }
            "parent" => None,
            _ => Some(self.resolve_class(&written, cls.start_byte())),
        }
    }

    /// A declared type reduced to one class (nullable allowed), resolved.
    fn declared_type(&self, ty: Node<'t>) -> Option<String> {
        match ty.kind() {
            "named_type" => {
                let n = ty.named_child(0)?;
                let written = self.text(n);
                match written.to_ascii_lowercase().as_str() {
                    "self" | "static" => {
                        let class = self.enclosing_class(ty)?;
                        let cname = self.text(class.child_by_field_name("name")?);
                        Some(self.resolve_class(&cname, class.start_byte()))
                    }
                    _ => Some(self.resolve_class(&written, n.start_byte())),
                }
            }
            "optional_type" => self.declared_type(ty.named_child(0)?),
            "union_type" => {
                let mut cursor = ty.walk();
                let parts: Vec<Node> = ty
                    .named_children(&mut cursor)
                    .filter(|p| {
                        !(p.kind() == "primitive_type"
                            && self.file.text(*p).eq_ignore_ascii_case("null"))
                    })
                    .collect();
                if parts.len() == 1 {
                    self.declared_type(parts[0])
                } else {
                    None
                }
            }
            "primitive_type" => {
                let p = self.text(ty).to_ascii_lowercase();
                // `mixed`/`object` hold any class
                (p != "mixed" && p != "object").then_some(p)
            }
            _ => None,
        }
    }

    /// The parameter `var` of function-like `f`, if it declares one: its verdict.
    fn param_recv(&self, f: Node<'t>, var: &str) -> Option<Recv> {
        let params = f.child_by_field_name("parameters")?;
        let mut cursor = params.walk();
        for p in params.named_children(&mut cursor) {
            let is_var = p
                .child_by_field_name("name")
                .is_some_and(|n| self.file.text(n) == var);
            if !is_var {
                continue;
            }
            if p.kind() == "variadic_parameter" {
                return Some(Recv::Unknown(format!(
                    "receiver {var} is a variadic parameter"
                )));
            }
            if let Some(t) = p
                .child_by_field_name("type")
                .and_then(|t| self.declared_type(t))
            {
                let why = format!("receiver {var} is typed {}", last_segment(&t));
                return Some(Recv::Type(t, why));
            }
            return Some(Recv::Unknown(format!(
                "receiver {var} is an untyped parameter"
            )));
        }
        None
    }

    fn captures(&self, closure: Node<'t>, var: &str) -> bool {
        let mut cursor = closure.walk();
        let found = closure.named_children(&mut cursor).any(|c| {
            c.kind() == "anonymous_function_use_clause" && {
                let mut cc = c.walk();
                let hit = c
                    .named_children(&mut cc)
                    .any(|v| self.file.text(v).trim_start_matches('&').trim() == var);
                hit
            }
        });
        found
    }

    fn variable_type(&self, call: Node<'t>, var: &str) -> Recv {
        // the function whose body owns `var`: arrow functions and closures that capture it
        // with `use` see the enclosing function's variable
        let mut scope = None;
        let mut cur = call.parent();
        while let Some(n) = cur {
            let kind = n.kind();
            if is_function_like(kind) {
                if let Some(r) = self.param_recv(n, var) {
                    return r;
                }
                let see_outer = kind == "arrow_function"
                    || (kind == "anonymous_function" && self.captures(n, var));
                if !see_outer {
                    scope = Some(n);
                    break;
                }
            }
            if is_class_like(kind) {
                break;
            }
            cur = n.parent();
        }
        let key = (scope.map(|n| n.id()).unwrap_or(0), var.to_string());
        if let Some(r) = self.var_types.borrow().get(&key) {
            return r.clone();
        }
        let r = self.assigned_type(scope, var);
        self.var_types.borrow_mut().insert(key, r.clone());
        r
    }

    /// The class every assignment to `var` in `scope` (or the file's top-level code) creates.
    fn assigned_type(&self, scope: Option<Node<'t>>, var: &str) -> Recv {
        let body = match scope {
            Some(f) => f.child_by_field_name("body"),
            None => Some(self.file.tree.root_node()),
        };
        let Some(body) = body else {
            return Recv::Unknown(format!("receiver {var} has no known type"));
        };
        let mut ty: Option<String> = None;
        let mut unknown = false;
        let mut stack = vec![body];
        while let Some(n) = stack.pop() {
            let mut cursor = n.walk();
            for c in n.named_children(&mut cursor) {
                if is_function_like(c.kind()) || is_class_like(c.kind()) {
                    continue;
                }
                if c.kind() == "assignment_expression" {
                    let left_is_var = c
                        .child_by_field_name("left")
                        .is_some_and(|l| l.kind() == "variable_name" && self.file.text(l) == var);
                    if left_is_var {
                        let t = c
                            .child_by_field_name("right")
                            .and_then(|r| self.created_type(r));
                        match (t, &ty) {
                            (Some(t), None) => ty = Some(t),
                            (Some(t), Some(p)) if t.eq_ignore_ascii_case(p) => {}
                            _ => unknown = true,
                        }
                    }
                } else if matches!(
                    c.kind(),
                    "foreach_statement"
                        | "list_literal"
                        | "global_declaration"
                        | "reference_assignment_expression"
                ) && self.file.text(c).contains(var)
                {
                    unknown = true;
                }
                stack.push(c);
            }
        }
        match (ty, unknown) {
            (Some(t), false) => {
                let why = format!("receiver {var} = new {}", last_segment(&t));
                Recv::Type(t, why)
            }
            _ => Recv::Unknown(format!("receiver {var} has no known type")),
        }
    }

    /// Declared type of property `$name` in a class: a typed property declaration or a
    /// promoted constructor parameter.
    fn property_type(&self, class: Node<'t>, name: &str) -> Option<String> {
        let body = class.child_by_field_name("body")?;
        let var = format!("${name}");
        let mut cursor = body.walk();
        for m in body.named_children(&mut cursor) {
            match m.kind() {
                "property_declaration" => {
                    let mut pc = m.walk();
                    let has = m.named_children(&mut pc).any(|e| {
                        e.kind() == "property_element"
                            && e.child_by_field_name("name")
                                .is_some_and(|n| self.file.text(n) == var)
                    });
                    if has {
                        return m
                            .child_by_field_name("type")
                            .and_then(|t| self.declared_type(t));
                    }
                }
                "method_declaration" => {
                    let is_ctor = m
                        .child_by_field_name("name")
                        .is_some_and(|n| self.file.text(n).eq_ignore_ascii_case("__construct"));
                    if !is_ctor {
                        continue;
                    }
                    if let Some(params) = m.child_by_field_name("parameters") {
                        let mut pc = params.walk();
                        for p in params.named_children(&mut pc) {
                            if p.kind() == "property_promotion_parameter"
                                && p.child_by_field_name("name")
                                    .is_some_and(|n| self.file.text(n) == var)
                            {
                                return p
                                    .child_by_field_name("type")
                                    .and_then(|t| self.declared_type(t));
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        None
    }

    // ---- static calls

    fn scoped_call(&self, node: Node<'t>) -> (Binds, String) {
        let Some(scope) = node.child_by_field_name("scope") else {
            return (Binds::Maybe, "unknown scope".into());
        };
        let written = self.text(scope);
        let lower = written.to_ascii_lowercase();
        let recv = match lower.as_str() {
            "self" | "static" => self
                .enclosing_class(node)
                .and_then(|c| self.class_recv(c, &written)),
            "parent" => {
                let Some(class) = self.enclosing_class(node) else {
                    return (Binds::Maybe, "parent:: outside a class".into());
                };
                let mut cursor = class.walk();
                let base = class
                    .named_children(&mut cursor)
                    .find(|c| c.kind() == "base_clause")
                    .and_then(|b| b.named_child(0));
                match base {
                    Some(b) => {
                        let fq = self.resolve_class(&self.text(b), b.start_byte());
                        if matches!(self.target.kind, DefKind::Method | DefKind::Constructor)
                            && !self.same_class(&fq)
                        {
                            return (
                                Binds::Maybe,
                                format!("parent:: is {}, which may inherit it", last_segment(&fq)),
                            );
                        }
                        Some(Recv::Type(
                            fq.clone(),
                            format!("parent:: is {}", last_segment(&fq)),
                        ))
                    }
                    None => None,
                }
            }
            _ if matches!(scope.kind(), "name" | "qualified_name" | "relative_name") => {
                let fq = self.resolve_class(&written, scope.start_byte());
                Some(Recv::Type(
                    fq,
                    format!("called as {written}::{}", self.target.name),
                ))
            }
            _ => Some(self.receiver(node, scope)),
        };
        let Some(recv) = recv else {
            return (Binds::Maybe, format!("{written}:: has no known class"));
        };
        self.decide_type(recv)
    }

    // ---- object creation

    fn creation(&self, node: Node<'t>, written: &str) -> (Binds, String) {
        match self.created_type(node) {
            Some(fq) => {
                if self.same_class(&fq) {
                    (Binds::Yes, format!("new {written}"))
                } else {
                    (Binds::No, format!("new {written} is {fq}"))
                }
            }
            None => (Binds::Maybe, format!("new {written}: class unknown")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::testkit::{self, accepted, def, Site};
    use crate::lang::Lang;

    fn parse(path: &str, src: &str) -> SourceFile {
        testkit::parse(Lang::Php, path, src)
    }

    /// A repository holding the given files, and its context.
    fn repo(files: &[(&str, &str)]) -> (tempfile::TempDir, RepoCtx) {
        let s = testkit::scratch(files);
        (s.dir, s.ctx)
    }

    fn no_repo() -> RepoCtx {
        testkit::no_repo("/nonexistent-contract-watch-test-root")
    }

    /// Target named `sel` (`name` or `Owner.name`) in `path`, at its first site.
    fn target(path: &str, src: &str, sel: &str) -> Target {
        let site = Site {
            first_scope: true,
            ..Site::default()
        };
        testkit::target(&parse(path, src), sel, site)
    }

    fn verdicts(cs: &[Call]) -> Vec<(usize, Binds, Option<usize>)> {
        cs.iter().map(|c| (c.line, c.binds, c.args)).collect()
    }

    // ---- definitions

    #[test]
    fn defs_kinds_params_visibility() {
        let src = "<?php
namespace App;

function helper($a, $b = 2, ...$rest) {}

#[Entity]
final class Repo extends Base
{
    private array $rows = [];

    public function __construct(private readonly Db $db, ?Log $log = null) {}

    function find($id, bool $withDeleted = false) {}

    protected static function make(int &$n) {}

    private function hidden() {}
}

interface Finder
{
    public function find($id);
}

trait Helps
{
    public function assist(string ...$xs) {}
}

enum Suit
{
    case Hearts;
    public function label(): string { return ''; }
}
";
        let defs = definitions(&parse("src/Repo.php", src));
        let h = def(&defs, "helper");
        assert_eq!(h.kind, DefKind::Function);
        assert!(h.scope.is_empty());
        assert_eq!(
            (h.params.count, h.params.required, h.params.variadic),
            (3, 1, true)
        );
        assert!(!h.params.receiver);
        assert_eq!(h.signature, "function helper($a, $b = 2, ...$rest)");
        let class = def(&defs, "Repo");
        assert_eq!(class.kind, DefKind::Class);
        assert_eq!(class.line, 6, "attributes belong to the node");
        let ctor = def(&defs, "__construct");
        assert_eq!(ctor.kind, DefKind::Constructor);
        assert_eq!(ctor.scope, vec!["Repo".to_string()]);
        assert_eq!((ctor.params.count, ctor.params.required), (2, 1));
        let finds: Vec<&Def> = defs.iter().filter(|d| d.name == "find").collect();
        assert_eq!(finds.len(), 2);
        assert_eq!(finds[0].scope, vec!["Repo".to_string()]);
        assert!(finds[0].public, "no modifier is public");
        assert_eq!((finds[0].params.count, finds[0].params.required), (2, 1));
        assert_eq!(finds[1].scope, vec!["Finder".to_string()]);
        assert_eq!(finds[1].signature, "public function find($id)");
        let make = def(&defs, "make");
        assert!(make.is_static);
        assert!(!make.public);
        assert!(!def(&defs, "hidden").public);
        let assist = def(&defs, "assist");
        assert_eq!(assist.scope, vec!["Helps".to_string()]);
        assert!(assist.params.variadic);
        assert_eq!(def(&defs, "label").scope, vec!["Suit".to_string()]);
        assert_eq!(def(&defs, "Suit").kind, DefKind::Class);
    }

    // ---- fixtures

    const MONEY: &str = "<?php\n\nfunction format_price($amount, $currency)\n{\n    return number_format($amount, 2) . ' ' . $currency;\n}\n";

    #[test]
    fn fixture_php_function_add_param() {
        let (_d, ctx) = repo(&[("src/money.php", MONEY)]);
        let t = target("src/money.php", MONEY, "format_price");
        assert_eq!(t.defs[0].params.count, 2);
        let inv = "<?php\nrequire_once __DIR__ . '/money.php';\n\nfunction invoice_line($item)\n{\n    return $item['name'] . ': ' . format_price($item['amount']);\n}\n";
        let cs = calls(&parse("src/invoice.php", inv), &t, &ctx);
        assert_eq!(verdicts(&cs), vec![(6, Binds::Yes, Some(1))]);
        assert!(!accepted(&t, &cs[0]));
        let cart = "<?php\nrequire_once __DIR__ . '/money.php';\n\nfunction cart_total($total)\n{\n    return 'Total ' . format_price($total, 'EUR');\n}\n";
        let cs = calls(&parse("src/cart.php", cart), &t, &ctx);
        assert_eq!(verdicts(&cs), vec![(6, Binds::Yes, Some(2))]);
        assert!(accepted(&t, &cs[0]));
        let shop = "<?php\nrequire_once __DIR__ . '/catalog.php';\n\nfunction shelf_label(Catalog $catalog, $amount)\n{\n    return $catalog->format_price($amount);\n}\n";
        let cs = calls(&parse("src/shop.php", shop), &t, &ctx);
        assert_eq!(verdicts(&cs), vec![(6, Binds::No, Some(1))]);
        assert!(cs[0].reason.contains("Catalog"), "{}", cs[0].reason);
        // an untyped receiver is only a maybe
        let cs = calls(
            &parse(
                "src/x.php",
                "<?php\nfunction f($c) { return $c->format_price(1); }\n",
            ),
            &t,
            &ctx,
        );
        assert_eq!(verdicts(&cs), vec![(2, Binds::Maybe, Some(1))]);
    }

    const USER_REPO: &str = "<?php

class UserRepository
{
    private array $rows = [];
    private array $deleted = [];

    public function find($id, $withDeleted)
    {
        if ($withDeleted && isset($this->deleted[$id])) {
            return $this->deleted[$id];
        }
        return $this->rows[$id] ?? null;
    }

    public function first()
    {
        return $this->find(0, false);
    }
}
";

    #[test]
    fn fixture_php_method_add_param() {
        let (_d, ctx) = repo(&[("src/UserRepository.php", USER_REPO)]);
        let t = target("src/UserRepository.php", USER_REPO, "find");
        assert_eq!(t.defs[0].params.count, 2);
        let profile = "<?php\n\nclass Profile\n{\n    public function show(UserRepository $users, $id)\n    {\n        return $users->find($id);\n    }\n}\n";
        let cs = calls(&parse("src/Profile.php", profile), &t, &ctx);
        assert_eq!(verdicts(&cs), vec![(7, Binds::Yes, Some(1))]);
        assert!(!accepted(&t, &cs[0]));
        let admin = "<?php\n\nclass Admin\n{\n    public function inspect(UserRepository $users, $id)\n    {\n        return $users->find($id, true);\n    }\n}\n";
        let cs = calls(&parse("src/Admin.php", admin), &t, &ctx);
        assert_eq!(verdicts(&cs), vec![(7, Binds::Yes, Some(2))]);
        assert!(accepted(&t, &cs[0]));
        let orders = "<?php\n\nclass Orders\n{\n    public function detail(OrderRepository $orders, $id)\n    {\n        return $orders->find($id);\n    }\n}\n";
        let cs = calls(&parse("src/Orders.php", orders), &t, &ctx);
        assert_eq!(verdicts(&cs), vec![(7, Binds::No, Some(1))]);
        assert!(cs[0].reason.contains("OrderRepository"), "{}", cs[0].reason);
        // $this inside the owner class
        let cs = calls(&parse("src/UserRepository.php", USER_REPO), &t, &ctx);
        assert_eq!(verdicts(&cs), vec![(18, Binds::Yes, Some(2))]);
    }

    // ---- receivers

    #[test]
    fn receiver_forms() {
        let (_d, ctx) = repo(&[("src/UserRepository.php", USER_REPO)]);
        let t = target("src/UserRepository.php", USER_REPO, "find");
        let src = "<?php
class Service
{
    private UserRepository $users;
    private ?OrderRepository $orders;

    public function __construct(private UserRepository $promoted, $raw) {}

    public function a()
    {
        $this->users->find(1, true);
        $this->orders?->find(1);
        $this->promoted->find(1);
        $this->raw->find(1);
    }

    public function b()
    {
        $r = new UserRepository();
        $r->find(1, false);
        $o = new OrderRepository;
        $o?->find(1);
        (new UserRepository())->find(2);
        $this->find(3);
    }

    public function c(?UserRepository $maybe, UserRepository|null $u2, $any)
    {
        $maybe?->find(1, true);
        $u2->find(1, true);
        $any->find(1);
        $x = $any ? new UserRepository() : null;
        $x->find(1);
    }
}
";
        let cs = calls(&parse("src/Service.php", src), &t, &ctx);
        assert_eq!(
            verdicts(&cs),
            vec![
                (11, Binds::Yes, Some(2)),
                (12, Binds::No, Some(1)),
                (13, Binds::Yes, Some(1)),
                (14, Binds::Maybe, Some(1)),
                (20, Binds::Yes, Some(2)),
                (22, Binds::No, Some(1)),
                (23, Binds::Yes, Some(1)),
                (24, Binds::No, Some(1)),
                (29, Binds::Yes, Some(2)),
                (30, Binds::Yes, Some(2)),
                (31, Binds::Maybe, Some(1)),
                (33, Binds::Maybe, Some(1)),
            ]
        );
    }

    #[test]
    fn closures_arrow_functions_and_case() {
        let (_d, ctx) = repo(&[("src/UserRepository.php", USER_REPO)]);
        let t = target("src/UserRepository.php", USER_REPO, "find");
        let src = "<?php
function f(UserRepository $users, OrderRepository $orders)
{
    $a = fn($id) => $users->find($id, true);
    $b = fn(OrderRepository $users) => $users->find(1);
    $c = function ($id) use ($users) { return $users->find($id); };
    $d = function ($id) { return $users->find($id); };
    $orders->FIND(1);
    $users->Find(1, 2);
}
";
        let cs = calls(&parse("src/c.php", src), &t, &ctx);
        assert_eq!(
            verdicts(&cs),
            vec![
                (4, Binds::Yes, Some(2)),
                (5, Binds::No, Some(1)),
                (6, Binds::Yes, Some(1)),
                (7, Binds::Maybe, Some(1)),
                (8, Binds::No, Some(1)),
                (9, Binds::Yes, Some(2)),
            ]
        );
    }

    #[test]
    fn inheritance_through_this() {
        let (_d, ctx) = repo(&[("src/UserRepository.php", USER_REPO)]);
        let t = target("src/UserRepository.php", USER_REPO, "find");
        let src = "<?php
class Cached extends UserRepository
{
    public function get($id) { return $this->find($id, false); }
}
class Other extends Base
{
    public function get($id) { return $this->find($id); }
}
class Own extends UserRepository
{
    public function find($id) { return null; }
    public function get($id) { return $this->find($id); }
}
";
        let cs = calls(&parse("src/Sub.php", src), &t, &ctx);
        assert_eq!(
            verdicts(&cs),
            vec![
                (4, Binds::Yes, Some(2)),
                (8, Binds::Maybe, Some(1)),
                (13, Binds::No, Some(1))
            ]
        );
    }

    #[test]
    fn typed_receiver_of_a_subclass_declared_in_the_file() {
        let (_d, ctx) = repo(&[("src/UserRepository.php", USER_REPO)]);
        let t = target("src/UserRepository.php", USER_REPO, "find");
        let src = "<?php
class AdminRepository extends UserRepository {}
class Shadow extends UserRepository { public function find($id) {} }
function f(AdminRepository $a, Shadow $s, Elsewhere $e) {
    $a->find(1, true);
    $s->find(1);
    $e->find(1);
    AdminRepository::find(1, true);
}
";
        let cs = calls(&parse("src/sub.php", src), &t, &ctx);
        assert_eq!(
            verdicts(&cs)
                .into_iter()
                .map(|(l, b, _)| (l, b))
                .collect::<Vec<_>>(),
            vec![
                (5, Binds::Yes),
                (6, Binds::No),
                (7, Binds::No),
                (8, Binds::Yes)
            ]
        );
    }

    #[test]
    fn receiver_typed_as_an_interface_of_the_owner_is_maybe() {
        let lib = "<?php\nnamespace App;\n\nfinal class UserRepository extends Base implements \\App\\Finder, Countable\n{\n    public function find($id, $x) {}\n}\n";
        let (_d, ctx) = repo(&[("src/UserRepository.php", lib)]);
        let t = target("src/UserRepository.php", lib, "find");
        let src = "<?php\nnamespace App;\nfunction f(Finder $f, Base $b, Other $o) { $f->find(1); $b->find(1); $o->find(1); }\nfunction g(mixed $m, ?object $o) { $m->find(1); $o->find(1); }\n";
        let cs = calls(&parse("src/f.php", src), &t, &ctx);
        let v: Vec<Binds> = cs.iter().map(|c| c.binds).collect();
        assert_eq!(
            v,
            vec![
                Binds::Maybe,
                Binds::Maybe,
                Binds::No,
                Binds::Maybe,
                Binds::Maybe
            ]
        );
        assert_eq!(
            owner_supertypes(lib, "UserRepository"),
            vec![
                "Base".to_string(),
                "Finder".to_string(),
                "Countable".to_string()
            ]
        );
    }

    #[test]
    fn static_calls() {
        let src = "<?php
class Money
{
    public static function fmt($a, $b) { return ''; }
    public function run() { self::fmt(1, 2); static::fmt(1); }
}
class Child extends Money
{
    public function go() { parent::fmt(1, 2); Money::fmt(1, 2); Other::fmt(1); }
}
";
        let (_d, ctx) = repo(&[("src/Money.php", src)]);
        let t = target("src/Money.php", src, "fmt");
        let cs = calls(&parse("src/Money.php", src), &t, &ctx);
        assert_eq!(
            verdicts(&cs),
            vec![
                (5, Binds::Yes, Some(2)),
                (5, Binds::Yes, Some(1)),
                (9, Binds::Yes, Some(2)),
                (9, Binds::Yes, Some(2)),
                (9, Binds::No, Some(1)),
            ]
        );
        // a free function target called statically is another definition
        let (_d2, ctx2) = repo(&[("src/money.php", MONEY)]);
        let ft = target("src/money.php", MONEY, "format_price");
        let cs = calls(
            &parse("src/a.php", "<?php\nCatalog::format_price(1);\n"),
            &ft,
            &ctx2,
        );
        assert_eq!(verdicts(&cs), vec![(2, Binds::No, Some(1))]);
    }

    // ---- namespaces

    #[test]
    fn namespaced_functions() {
        let lib = "<?php\nnamespace App\\Util;\n\nfunction slug($s, $sep) { return $s; }\n";
        let (_d, ctx) = repo(&[("src/Util/str.php", lib)]);
        let t = target("src/Util/str.php", lib, "slug");
        let src = "<?php
namespace App\\Web;

use function App\\Util\\slug;
use function Other\\title as heading;

function a() { return slug('x'); }
function b() { return \\App\\Util\\slug('x', '-'); }
function c() { return \\Other\\slug('x'); }
";
        let cs = calls(&parse("src/Web/a.php", src), &t, &ctx);
        assert_eq!(
            verdicts(&cs),
            vec![
                (7, Binds::Yes, Some(1)),
                (8, Binds::Yes, Some(2)),
                (9, Binds::No, Some(1))
            ]
        );
        // same namespace, no import
        let same = "<?php\nnamespace App\\Util;\nfunction d() { return slug('y'); }\n";
        let cs = calls(&parse("src/Util/b.php", same), &t, &ctx);
        assert_eq!(verdicts(&cs), vec![(3, Binds::Yes, Some(1))]);
        // another namespace without import: resolves to Other\slug or \slug
        let other = "<?php\nnamespace Other;\nfunction e() { return slug('y'); }\n";
        let cs = calls(&parse("src/o.php", other), &t, &ctx);
        assert_eq!(cs[0].binds, Binds::No);
        // imported under another function's name
        let imp = "<?php\nnamespace X;\nuse function Other\\slug;\nslug('q');\n";
        let cs = calls(&parse("src/x.php", imp), &t, &ctx);
        assert_eq!(cs[0].binds, Binds::No);
        // relative qualified name through a namespace import
        let rel = "<?php\nnamespace Y;\nuse App\\Util;\nUtil\\slug('a', 'b');\n";
        let cs = calls(&parse("src/y.php", rel), &t, &ctx);
        assert_eq!(cs[0].binds, Binds::Yes);
    }

    #[test]
    fn global_function_from_namespaced_code_and_local_redefinition() {
        let (_d, ctx) = repo(&[("src/money.php", MONEY)]);
        let t = target("src/money.php", MONEY, "format_price");
        let src = "<?php\nnamespace Shop;\nfunction f() { return format_price(1, 'EUR'); }\n";
        let cs = calls(&parse("src/shop.php", src), &t, &ctx);
        assert_eq!(cs[0].binds, Binds::Yes, "{}", cs[0].reason);
        let own = "<?php\nnamespace Shop;\nfunction format_price($a) {}\nfunction f() { return format_price(1); }\n";
        let cs = calls(&parse("src/shop2.php", own), &t, &ctx);
        assert_eq!(verdicts(&cs), vec![(4, Binds::No, Some(1))]);
    }

    #[test]
    fn braced_namespaces_and_class_resolution() {
        let lib =
            "<?php\nnamespace App\\Repo;\nclass UserRepository { public function find($id) {} }\n";
        let (_d, ctx) = repo(&[("src/Repo/UserRepository.php", lib)]);
        let t = target("src/Repo/UserRepository.php", lib, "find");
        let src = "<?php
namespace App\\Repo {
    function a(UserRepository $u) { $u->find(1); }
}
namespace Legacy {
    use App\\Repo\\UserRepository as Users;
    function b(UserRepository $u) { $u->find(1); }
    function c(Users $u) { $u->find(1); }
    function d(\\App\\Repo\\UserRepository $u) { $u->find(1); }
}
";
        let cs = calls(&parse("src/x.php", src), &t, &ctx);
        assert_eq!(
            verdicts(&cs)
                .into_iter()
                .map(|(l, b, _)| (l, b))
                .collect::<Vec<_>>(),
            vec![
                (3, Binds::Yes),
                (7, Binds::No),
                (8, Binds::Yes),
                (9, Binds::Yes)
            ]
        );
    }

    // ---- classes and constructors

    #[test]
    fn constructor_and_class_targets() {
        let lib = "<?php
class Invoice
{
    public function __construct(private int $id, string $currency = 'EUR') {}
    public static function blank() { return new self(0); }
}
class Paid extends Invoice
{
    public function __construct() { parent::__construct(1); }
    public static function make() { return new static(); }
}
";
        let (_d, ctx) = repo(&[("src/Invoice.php", lib)]);
        let t = target("src/Invoice.php", lib, "Invoice.__construct");
        assert_eq!(t.kind, DefKind::Constructor);
        assert_eq!((t.defs[0].params.count, t.defs[0].params.required), (2, 1));
        let src = "<?php\nfunction f() { $a = new Invoice(1); $b = new Invoice; $c = new Receipt(1); return new \\Invoice(1, 'USD'); }\n";
        let cs = calls(&parse("src/f.php", src), &t, &ctx);
        assert_eq!(
            verdicts(&cs),
            vec![
                (2, Binds::Yes, Some(1)),
                (2, Binds::Yes, Some(0)),
                (2, Binds::Yes, Some(2))
            ]
        );
        assert!(!accepted(&t, &cs[1]));
        let cs = calls(&parse("src/Invoice.php", lib), &t, &ctx);
        // parent::__construct(1) reaches Invoice::__construct; `new static` in Paid is Paid
        assert_eq!(
            verdicts(&cs)
                .into_iter()
                .map(|(l, b, _)| (l, b))
                .collect::<Vec<_>>(),
            vec![(5, Binds::Yes), (9, Binds::Yes)]
        );
        let tc = target("src/Invoice.php", lib, "Invoice");
        assert_eq!(tc.kind, DefKind::Class);
        let cs = calls(&parse("src/f.php", src), &tc, &ctx);
        assert_eq!(cs.len(), 3);
        assert!(cs.iter().all(|c| c.binds == Binds::Yes));
    }

    // ---- arguments, strings, comments

    #[test]
    fn spread_named_and_placeholder_args() {
        let (_d, ctx) = repo(&[("src/money.php", MONEY)]);
        let t = target("src/money.php", MONEY, "format_price");
        let src = "<?php
format_price(...$args);
format_price(1, ...$more);
format_price(amount: 1, currency: 'EUR');
$f = format_price(...);
format_price(
    1,
    'EUR',
);
";
        let cs = calls(&parse("src/a.php", src), &t, &ctx);
        assert_eq!(
            cs.iter().map(|c| (c.line, c.args)).collect::<Vec<_>>(),
            vec![(2, None), (3, None), (4, Some(2)), (5, None), (6, Some(2))]
        );
    }

    #[test]
    fn named_arguments_are_checked_by_name() {
        // PHP 8 semantics: a named argument must name a parameter (else "Unknown named
        // parameter"), may not repeat one filled by position ("Named parameter overwrites
        // previous argument"), and every parameter without a default must be filled.
        let (_d, ctx) = repo(&[("src/money.php", MONEY)]);
        let t = target("src/money.php", MONEY, "format_price");
        let names: Vec<&str> = t.defs[0]
            .params
            .list
            .iter()
            .map(|p| p.name.as_str())
            .collect();
        assert_eq!(names, vec!["amount", "currency"]);
        let src = "<?php
require_once __DIR__ . '/money.php';
format_price(currency: 'EUR', amount: 1);
format_price(1, currency: 'EUR');
format_price(1, curr: 'EUR');
format_price(1, amount: 2);
format_price(currency: 'EUR');
";
        let cs = calls(&parse("src/a.php", src), &t, &ctx);
        assert_eq!(
            cs[0].keywords,
            vec!["currency".to_string(), "amount".to_string()]
        );
        let ok: Vec<bool> = cs.iter().map(|c| accepted(&t, c)).collect();
        assert_eq!(ok, vec![true, true, false, false, false]);
        // `...$rest` collects unknown named arguments.
        let v = "<?php\nfunction tag($name, ...$attrs) {}\n";
        let t = target("src/v.php", v, "tag");
        let cs = calls(
            &parse("src/b.php", "<?php\ntag('a', id: 1, class: 'x');\n"),
            &t,
            &ctx,
        );
        assert!(accepted(&t, &cs[0]));
    }

    #[test]
    fn strings_and_comments_are_not_calls() {
        let (_d, ctx) = repo(&[("src/money.php", MONEY)]);
        let t = target("src/money.php", MONEY, "format_price");
        let src = "<?php
// format_price(1);
/* format_price(2); */
# format_price(3);
$s = 'format_price(4)';
$t = \"format_price(5)\";
?>
<p>format_price(6)</p>
";
        let cs = calls(&parse("src/a.php", src), &t, &ctx);
        assert!(cs.is_empty(), "{cs:#?}");
    }

    #[test]
    fn interpolated_calls_in_double_quoted_strings_are_calls() {
        let (_d, ctx) = repo(&[("src/UserRepository.php", USER_REPO)]);
        let t = target("src/UserRepository.php", USER_REPO, "find");
        let src = "<?php\nfunction f(UserRepository $u) {\n    echo \"name: {$u->find(1)}\";\n    echo 'no: {$u->find(2)}';\n}\n";
        let cs = calls(&parse("src/s.php", src), &t, &ctx);
        assert_eq!(verdicts(&cs), vec![(3, Binds::Yes, Some(1))]);
    }

    #[test]
    fn unreadable_target_namespace_is_maybe() {
        let t = target("src/money.php", MONEY, "format_price");
        let cs = calls(
            &parse("src/a.php", "<?php\nformat_price(1);\n"),
            &t,
            &no_repo(),
        );
        assert_eq!(cs[0].binds, Binds::Maybe);
    }

    #[test]
    fn namespace_text_scan() {
        let strict = "<?php\ndeclare(strict_types=1);\n\nnamespace App\\Models;\nclass A {}\n";
        assert_eq!(namespace_of_text(strict, strict.len()), "App\\Models");
        assert_eq!(namespace_of_text("<?php\nnamespace Foo {\n}\n", 20), "Foo");
        let two = "<?php\nnamespace A;\nfunction f() {}\nnamespace B;\nfunction g() {}\n";
        let g = two.find("function g").expect("g");
        let f = two.find("function f").expect("f");
        assert_eq!(namespace_of_text(two, f), "A");
        assert_eq!(namespace_of_text(two, g), "B");
        assert_eq!(namespace_of_text("<?php\n$namespaced = 1;\n", 99), "");
        assert_eq!(
            namespace_of_text("<?php namespace One\\Line;\nfunction f() {}\n", 30),
            "One\\Line"
        );
    }

    #[test]
    fn broken_source_does_not_panic() {
        let t = target("src/money.php", MONEY, "format_price");
        let _ = calls(
            &parse(
                "src/a.php",
                "<?php\nfunction (\nformat_price(( $x->format_price(\nnew (",
            ),
            &t,
            &no_repo(),
        );
        let _ = definitions(&parse("x.php", "<?php class { function ( } namespace"));
    }
}
