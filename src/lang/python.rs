//! Builtin-engine support for Python (see the module docs of `crate::lang`).
//!
//! `definitions` lists functions (async too), methods, `__init__` and `__new__` constructors
//! and classes.
//! `calls` finds the calls whose callee name matches the target and binds each one through the
//! caller file's imports, its module-level definitions, local shadowing, and — for method
//! calls — the receiver's type when an annotation, a constructor assignment or `self` tells it.

use std::cell::{OnceCell, RefCell};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use tree_sitter::Node;

pub(crate) mod fragment;

use super::{
    collapse_ws, line_of, walk, Binds, Call, Def, DefKind, Param, ParamKind, Params, RepoCtx,
    SourceFile, Target,
};

mod node;
mod region;
mod summary;
mod types;

use node::PyNode;

use types::{ClassRef, ModInfo, Reach, Ty};

// ------------------------------------------------------------------------------------------
// definitions

pub fn definitions(file: &SourceFile) -> Vec<Def> {
    // `python/defs.scm` names the definition nodes; the kind (method, `__init__`), decorators,
    // the decorated range and parameters come from the node here.
    // The patterns are rooted at the definition nodes: the walk's nodes around each are its
    // own, read once instead of asking each definition for its parent and scope.
    super::defs::matches_with_ancestors(file, may_define)
        .into_iter()
        .filter_map(|(m, up)| def_of(file, &m, &up))
        .collect()
}

/// The definition one match of `python/defs.scm` makes, whose ancestors are `up`.
fn def_of(file: &SourceFile, m: &super::defs::Matched, up: &[Node]) -> Option<Def> {
    match m.kind {
        DefKind::Class => class_def(file, m.node, up),
        _ => function_def(file, m.node, up),
    }
}

/// The definitions of [`definitions`] that a caller file's scan reads (see
/// [`crate::lang::Lang::definitions_around`]): those whose span (decorators included) holds
/// one of `bytes` (ascending: where the calls found start), and those named one of `names`.
/// The others are matched but not built: a test module of hundreds of methods that calls the
/// target in a few builds the few (their headers, scopes, parameter lists), not the hundreds.
pub fn definitions_around(file: &SourceFile, bytes: &[usize], names: &[&str]) -> Vec<Def> {
    super::defs::matches_with_ancestors(file, may_define)
        .into_iter()
        .filter(|(m, up)| {
            let (start, end, _) = outer_range(m.node, up.last().copied());
            let k = bytes.partition_point(|b| *b < start);
            bytes.get(k).is_some_and(|b| *b < end)
                || m.node
                    .field("name")
                    .is_some_and(|n| names.contains(&file.text(n).as_ref()))
        })
        .filter_map(|(m, up)| def_of(file, &m, &up))
        .collect()
}

/// Whether a `def` or `class` may sit in `node`: a definition is a statement, so only the
/// nodes that hold statements ([`holds_imports`]) are entered, and any subtree with a syntax
/// error, where anything may sit anywhere. An expression (most of a file's nodes: calls,
/// arguments, literals) is never walked for definitions.
fn may_define(node: Node) -> bool {
    holds_imports(node.kind_str()) || node.has_error()
}

/// Names of the classes and functions among a node's ancestors `up` (outermost first), and
/// whether the innermost one is a class.
fn scope_of(file: &SourceFile, up: &[Node]) -> (Vec<String>, bool) {
    let mut names = Vec::new();
    let mut innermost_class = false;
    for n in up {
        if matches!(n.kind_str(), "function_definition" | "class_definition") {
            if let Some(name) = n.field("name") {
                names.push(file.text(name).into_owned());
                innermost_class = n.kind_str() == "class_definition";
            }
        }
    }
    (names, innermost_class)
}

/// Class decorators typed (typeshed, attrs) as giving back the class they are applied to, or
/// that a type checker applies as a dataclass transform: the decorated name is still the class.
const KEEPING_CLASS_DECORATORS: &[&str] = &[
    "dataclass",
    "total_ordering",
    "final",
    "runtime_checkable",
    "type_check_only",
    "unique",
    "verify",
    "s",
    "attrs",
    "define",
    "frozen",
    "mutable",
];

/// Whether `def` is a function written without any annotation (parameters or return): a
/// type checker infers what it gives.
fn unannotated_function(def: Node) -> bool {
    if def.kind_str() != "function_definition" || def.field("return_type").is_some() {
        return false;
    }
    let Some(params) = def.field("parameters") else {
        return false;
    };
    let mut cursor = params.walk();
    let typed = params
        .named_children(&mut cursor)
        .any(|p| p.kind_str().starts_with("typed"));
    !typed
}

/// The definition of a name that function `f` defines several times (`class T(Transformer)`
/// written again further down a test) that reaches `node`, a node of `f`'s own body: every
/// definition a statement of the body itself (none under an `if`, a loop, a `try`), the last
/// one ending before `node` is the binding there, as flow analysis reads it; `None` when it
/// is not a class or no definition comes before.
fn reaching_def<'t>(f: Node<'t>, defs: &[Node<'t>], node: Node<'t>) -> Option<Node<'t>> {
    let body = f.field("body")?;
    let statement = |d: Node<'t>| match d.parent() {
        Some(p) if p.kind_str() == "decorated_definition" => p,
        _ => d,
    };
    if !defs
        .iter()
        .all(|d| statement(*d).parent().is_some_and(|p| p.id() == body.id()))
    {
        return None;
    }
    defs.iter()
        .filter(|d| statement(**d).end_byte() <= node.start_byte())
        .max_by_key(|d| d.start_byte())
        .copied()
        .filter(|d| d.kind_str() == "class_definition")
}

/// The decorator names of a definition (`@staticmethod` → "staticmethod", `@a.b(x)` → "b").
fn decorators(file: &SourceFile, def: Node) -> Vec<String> {
    decorators_in(file, def.parent())
}

/// [`decorators`] of a definition whose parent is `parent`.
fn decorators_in(file: &SourceFile, parent: Option<Node>) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(parent) = parent {
        if parent.kind_str() == "decorated_definition" {
            let mut cursor = parent.walk();
            for child in parent.named_children(&mut cursor) {
                if child.kind_str() == "decorator" {
                    let text = file.text(child);
                    let t = text.trim_start_matches('@').trim();
                    let t = t.split('(').next().unwrap_or(t).trim();
                    let last = t.rsplit('.').next().unwrap_or(t);
                    out.push(last.to_string());
                }
            }
        }
    }
    out
}

fn outer_range(def: Node, parent: Option<Node>) -> (usize, usize, usize) {
    let outer = match parent {
        Some(p) if p.kind_str() == "decorated_definition" => p,
        _ => def,
    };
    (
        outer.start_byte(),
        outer.end_byte(),
        outer.end_position().row + 1,
    )
}

fn is_public(name: &str) -> bool {
    !name.starts_with('_') || (name.starts_with("__") && name.ends_with("__") && name.len() > 4)
}

fn header(file: &SourceFile, node: Node) -> String {
    let end = node
        .field("body")
        .map(|b| b.start_byte())
        .unwrap_or(node.end_byte());
    let text = String::from_utf8_lossy(file.src.get(node.start_byte()..end).unwrap_or(&[]));
    let s = collapse_ws(&text);
    s.trim_end_matches(':').trim_end().to_string()
}

/// Whether a method of this name is a class's constructor: a call of the class calls its
/// `__new__` (implicitly static, `cls` first) and then its `__init__` with the same
/// arguments, so a type checker checks the call against each the class has (either may reject).
fn is_constructor_name(name: &str) -> bool {
    matches!(name, "__init__" | "__new__")
}

/// The definition a `def` node makes, whose ancestors are `up` (the root first).
fn function_def(file: &SourceFile, node: Node, up: &[Node]) -> Option<Def> {
    let name = file.text(node.field("name")?).into_owned();
    let (scope, in_class) = scope_of(file, up);
    let parent = up.last().copied();
    let decos = decorators_in(file, parent);
    let is_static = in_class && decos.iter().any(|d| d == "staticmethod");
    let mut params = node
        .field("parameters")
        .map(|p| count_params(file, p))
        .unwrap_or_default();
    params.receiver = in_class && !is_static && params.count > 0;
    let kind = if !in_class {
        DefKind::Function
    } else if is_constructor_name(&name) {
        DefKind::Constructor
    } else {
        DefKind::Method
    };
    let (start_byte, end_byte, end_line) = outer_range(node, parent);
    Some(Def {
        public: is_public(&name),
        name,
        kind,
        scope,
        line: line_of(node),
        end_line,
        start_byte,
        end_byte,
        params,
        is_static,
        signature: header(file, node),
    })
}

/// The definition a `class` node makes, whose ancestors are `up` (the root first).
fn class_def(file: &SourceFile, node: Node, up: &[Node]) -> Option<Def> {
    let name = file.text(node.field("name")?).into_owned();
    let (scope, _) = scope_of(file, up);
    let (start_byte, end_byte, end_line) = outer_range(node, up.last().copied());
    Some(Def {
        public: is_public(&name),
        name,
        kind: DefKind::Class,
        scope,
        line: line_of(node),
        end_line,
        start_byte,
        end_byte,
        params: Params::default(),
        is_static: false,
        signature: header(file, node),
    })
}

fn count_params(file: &SourceFile, list: Node) -> Params {
    let mut p = Params::default();
    // Parameters before a `/` are positional-only; after `*` or `*args`, keyword-only.
    let mut keyword_only = false;
    let mut cursor = list.walk();
    let children: Vec<Node> = list.named_children(&mut cursor).collect();
    let slash = children
        .iter()
        .position(|c| c.kind_str() == "positional_separator");
    for (i, child) in children.iter().enumerate() {
        let name = param_name(file, *child)
            .map(|n| n.into_owned())
            .unwrap_or_default();
        let plain_kind = if slash.is_some_and(|s| i < s) {
            ParamKind::PositionalOnly
        } else if keyword_only {
            ParamKind::KeywordOnly
        } else {
            ParamKind::Positional
        };
        let (kind, required) = match child.kind_str() {
            "identifier" | "tuple_pattern" => {
                p.count += 1;
                p.required += 1;
                (plain_kind, true)
            }
            "typed_parameter" => {
                p.count += 1;
                let splat = child.named_child(0).map(|c| c.kind_str());
                match splat {
                    Some("list_splat_pattern") => {
                        p.variadic = true;
                        keyword_only = true;
                        (ParamKind::VarPositional, false)
                    }
                    Some("dictionary_splat_pattern") => {
                        p.variadic = true;
                        (ParamKind::VarKeyword, false)
                    }
                    _ => {
                        p.required += 1;
                        (plain_kind, true)
                    }
                }
            }
            "default_parameter" | "typed_default_parameter" => {
                p.count += 1;
                (plain_kind, false)
            }
            "list_splat_pattern" => {
                p.count += 1;
                p.variadic = true;
                keyword_only = true;
                (ParamKind::VarPositional, false)
            }
            "dictionary_splat_pattern" => {
                p.count += 1;
                p.variadic = true;
                (ParamKind::VarKeyword, false)
            }
            "keyword_separator" => {
                keyword_only = true;
                continue;
            }
            _ => continue,
        };
        p.list.push(Param {
            name,
            kind,
            required,
        });
    }
    p
}

/// The name a parameter node binds, if any.
fn param_name<'a>(file: &'a SourceFile, param: Node) -> Option<std::borrow::Cow<'a, str>> {
    match param.kind_str() {
        "identifier" => Some(file.text(param)),
        "default_parameter" | "typed_default_parameter" => {
            param.field("name").map(|n| file.text(n))
        }
        "typed_parameter" => {
            let c = param.named_child(0)?;
            match c.kind_str() {
                "identifier" => Some(file.text(c)),
                _ => c.named_child(0).map(|n| file.text(n)),
            }
        }
        "list_splat_pattern" | "dictionary_splat_pattern" => {
            param.named_child(0).map(|n| file.text(n))
        }
        _ => None,
    }
}

// ------------------------------------------------------------------------------------------
// modules and imports

/// Dotted module names of a repository-relative path (`a/b/c.py` → `a.b.c`, `a/__init__.py`
/// → `a`), raw and with a leading `src/` stripped.
fn module_names(rel_path: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(m) = module_parts(rel_path) {
        let joined = m.0.join(".");
        if let Some(stripped) = joined.strip_prefix("src.") {
            out.push(stripped.to_string());
        }
        out.push(joined);
    }
    out
}

/// Module path components of a file and whether it is a package `__init__`.
fn module_parts(rel_path: &str) -> Option<(Vec<String>, bool)> {
    let p = rel_path.trim_start_matches("./");
    let stem = p.strip_suffix(".py").or_else(|| p.strip_suffix(".pyi"))?;
    let mut parts: Vec<String> = stem.split('/').map(str::to_string).collect();
    let is_pkg = parts.last().is_some_and(|l| l == "__init__");
    if is_pkg {
        parts.pop();
    }
    Some((parts, is_pkg))
}

/// What a name bound at module level by an import refers to.
#[derive(Debug, Clone, PartialEq)]
enum Import {
    /// `from M import N [as A]`.
    From { module: String, name: String },
    /// `import M [as A]` (for `import a.b.c` without alias, the bound name is `a` and the
    /// module is `a`; the full dotted import is remembered separately).
    Module(String),
}

#[derive(Default, Clone)]
struct Facts<'t> {
    imports: HashMap<String, (Import, usize)>,
    /// The names of `imports` that only imports inside functions bind: the entry is out of
    /// scope everywhere but in those functions (which [`Ctx::plain_in`] reads themselves).
    function_imports: HashSet<String>,
    wildcards: Vec<String>,
    dotted_imports: HashSet<String>,
    /// Module-level `def`/`class` names: node of the definition.
    top_defs: HashMap<String, Node<'t>>,
    /// Module-level plain assignments `name = value`: the value nodes.
    top_assigns: HashMap<String, Vec<Node<'t>>>,
}

fn resolve_relative(file_rel: &str, node: Node, file: &SourceFile) -> Option<String> {
    // node is a relative_import: import_prefix (dots) + optional dotted_name.
    let mut dots = 0usize;
    let mut rest = String::new();
    let mut cursor = node.walk();
    for c in node.named_children(&mut cursor) {
        match c.kind_str() {
            "import_prefix" => dots = file.text(c).chars().filter(|&ch| ch == '.').count(),
            "dotted_name" => rest = file.text(c).into_owned(),
            _ => {}
        }
    }
    let (mut parts, is_pkg) = module_parts(file_rel)?;
    if !is_pkg {
        parts.pop();
    }
    for _ in 1..dots {
        parts.pop()?;
    }
    if !rest.is_empty() {
        parts.extend(rest.split('.').map(str::to_string));
    }
    Some(parts.join("."))
}

/// The compound statements of tree-sitter-python and their clauses: the node kinds whose
/// children are statements (or a `block` of them), wherever a statement can stand.
pub(crate) const COMPOUND_STATEMENTS: &[&str] = &[
    "if_statement",
    "elif_clause",
    "else_clause",
    "for_statement",
    "while_statement",
    "try_statement",
    "except_clause",
    "finally_clause",
    "with_statement",
    "match_statement",
    "case_clause",
];

/// Whether an import statement may sit in a node of `kind` (the node types of
/// tree-sitter-python whose children can be, or can hold, an `import_statement` or
/// `import_from_statement`).
fn holds_imports(kind: &str) -> bool {
    matches!(
        kind,
        "module" | "block" | "function_definition" | "class_definition" | "decorated_definition"
    ) || COMPOUND_STATEMENTS.contains(&kind)
}

/// What one import statement binds: each bound name with what it refers to, the module of a
/// `*` import, and the dotted modules `import a.b.c` names in full.
#[derive(Default)]
struct ImportStmt {
    names: Vec<(String, Import)>,
    wildcard: Option<String>,
    dotted: Vec<String>,
}

/// The names import statement `node` (an `import_statement` or `import_from_statement`)
/// binds; a relative `from` import that climbs out of the repository's packages binds none
/// that is known.
fn import_stmt(file: &SourceFile, node: Node) -> ImportStmt {
    let mut out = ImportStmt::default();
    match node.kind_str() {
        "import_statement" => {
            let mut cursor = node.walk();
            for c in node.children_by_field_name("name", &mut cursor) {
                match c.kind_str() {
                    "dotted_name" => {
                        let full = collapse_ws(&file.text(c));
                        let first = full.split('.').next().unwrap_or("").to_string();
                        out.dotted.push(full);
                        out.names.push((first.clone(), Import::Module(first)));
                    }
                    "aliased_import" => {
                        if let (Some(n), Some(a)) = (c.field("name"), c.field("alias")) {
                            out.names.push((
                                file.text(a).into_owned(),
                                Import::Module(collapse_ws(&file.text(n))),
                            ));
                        }
                    }
                    _ => {}
                }
            }
        }
        "import_from_statement" => {
            let Some(m) = node.field("module_name") else {
                return out;
            };
            let module = if m.kind_str() == "relative_import" {
                match resolve_relative(&file.rel_path, m, file) {
                    Some(s) => s,
                    None => return out,
                }
            } else {
                collapse_ws(&file.text(m))
            };
            let mut cursor = node.walk();
            if node
                .named_children(&mut cursor)
                .any(|c| c.kind_str() == "wildcard_import")
            {
                out.wildcard = Some(module.clone());
            }
            let mut cursor = node.walk();
            for c in node.children_by_field_name("name", &mut cursor) {
                let (name, alias) = match c.kind_str() {
                    "dotted_name" => {
                        let t = file.text(c).into_owned();
                        (t.clone(), t)
                    }
                    "aliased_import" => match (c.field("name"), c.field("alias")) {
                        (Some(n), Some(a)) => {
                            (file.text(n).into_owned(), file.text(a).into_owned())
                        }
                        _ => continue,
                    },
                    _ => continue,
                };
                out.names.push((
                    alias,
                    Import::From {
                        module: module.clone(),
                        name,
                    },
                ));
            }
        }
        _ => {}
    }
    out
}

fn collect_facts<'t>(file: &'t SourceFile) -> Facts<'t> {
    let mut f = Facts::default();
    let root = file.tree.root_node();
    // Imports are statements: only statement bodies are entered (`holds_imports`, read from
    // the grammar), and any subtree with a syntax error, where anything may sit anywhere.
    // An import in a function binds its names in that function's scope only: an import
    // outside every function takes the name's entry whatever comes before or after it, and
    // a name only functions import is marked so (`function_imports`).
    let mut module_level: HashSet<String> = HashSet::new();
    // Each import statement holds the word `import`: only the nodes around its occurrences
    // are visited ([`super::walk_hits`], in document order as the whole walk met them), and
    // of the import statements there those that walk reached (see [`reached_import`]).
    let hits = super::occurrences(&file.src, &["import"]);
    super::walk_hits(root, &hits, |node| {
        if let Some(in_function) = reached_import(node) {
            let stmt = import_stmt(file, node);
            f.wildcards.extend(stmt.wildcard);
            f.dotted_imports.extend(stmt.dotted);
            for (alias, imp) in stmt.names {
                if in_function {
                    if module_level.contains(&alias) {
                        continue;
                    }
                    f.function_imports.insert(alias.clone());
                } else {
                    f.function_imports.remove(&alias);
                    module_level.insert(alias.clone());
                }
                f.imports.insert(alias, (imp, line_of(node)));
            }
        }
    });
    // module-level definitions and assignments
    let mut cursor = root.walk();
    for stmt in root.named_children(&mut cursor) {
        let def = if stmt.kind_str() == "decorated_definition" {
            stmt.field("definition")
        } else {
            Some(stmt)
        };
        let Some(def) = def else { continue };
        match def.kind_str() {
            "function_definition" | "class_definition" => {
                if let Some(n) = def.field("name") {
                    f.top_defs.insert(file.text(n).into_owned(), def);
                }
            }
            "expression_statement" => {
                if let Some(a) = def.named_child(0) {
                    if a.kind_str() == "assignment" {
                        if let Some(l) = a.field("left") {
                            if l.kind_str() == "identifier" {
                                let entry =
                                    f.top_assigns.entry(file.text(l).into_owned()).or_default();
                                if let Some(r) = a.field("right") {
                                    entry.push(r);
                                }
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
    f
}

/// For an import statement `node` that a walk entering only the nodes holding statements
/// ([`holds_imports`]) and any subtree with a syntax error reaches, whether a function
/// holds it (it binds in that function's scope only); `None` for any other node.
fn reached_import(node: Node) -> Option<bool> {
    if !matches!(
        node.kind_str(),
        "import_statement" | "import_from_statement"
    ) {
        return None;
    }
    let mut in_function = false;
    let mut up = node.parent();
    while let Some(n) = up {
        let kind = n.kind_str();
        if !holds_imports(kind) && !n.has_error() {
            return None;
        }
        in_function |= kind == "function_definition";
        up = n.parent();
    }
    Some(in_function)
}

/// What a repository module says about a name it is asked for.
enum Provides {
    /// The module defines the name itself (def/class/assignment at top level).
    Defines,
    /// The module is not a file of the repository (stdlib or third party).
    External,
    /// It is in the repository and does not define it: it may re-export it.
    Unknown,
    /// It re-exports the target itself (`from .render import render` in a package's
    /// `__init__.py`), through the module named.
    Target(String),
}

/// The names a repository module imports from others (`alias → (module, name)`) and the modules
/// it star-imports: what it re-exports.
#[derive(Default)]
struct Reexports {
    from: HashMap<String, (String, String)>,
    star: Vec<String>,
}

/// The repository file of a dotted module, with its text.
fn module_file(ctx: &RepoCtx, module: &str) -> Option<(String, String)> {
    let base = module.replace('.', "/");
    [
        format!("{base}.py"),
        format!("{base}/__init__.py"),
        format!("src/{base}.py"),
        format!("src/{base}/__init__.py"),
    ]
    .into_iter()
    .find_map(|c| ctx.read_to_string(&c).map(|t| (c, t)))
}

/// The left and right sides of a statement that is one assignment with no annotation (`a =
/// b`, `a = f(x)`); `None` for anything else (`a: T = b`, an expression, `a += b`).
fn plain_assignment(stmt: Node) -> Option<(Node, Node)> {
    if stmt.kind_str() != "expression_statement" || stmt.named_child_count() != 1 {
        return None;
    }
    let a = stmt
        .named_child(0)
        .filter(|a| a.kind_str() == "assignment" && a.field("type").is_none())?;
    Some((a.field("left")?, a.field("right")?))
}

/// The plain top-level aliases of a module (`LevelGroupOrderIter = LevelOrderGroupIter`,
/// `stroll = walk`): (alias, the name it is assigned) where both are plain names, the
/// statement holds that one assignment with no annotation, and the module binds the alias
/// once at its top level and no function rebinds it (`global`). A type checker types the
/// alias as what the name is bound to where the assignment stands.
fn top_aliases(file: &SourceFile) -> Vec<(String, String)> {
    let root = file.tree.root_node();
    let mut bound: Option<HashMap<String, usize>> = None;
    let mut out = Vec::new();
    let mut cursor = root.walk();
    for stmt in root.named_children(&mut cursor) {
        let Some((l, r)) = plain_assignment(stmt) else {
            continue;
        };
        if l.kind_str() != "identifier" || r.kind_str() != "identifier" {
            continue;
        }
        let (alias, name) = (file.text(l).into_owned(), file.text(r).into_owned());
        let bound = bound.get_or_insert_with(|| top_bound(file));
        if alias != name && bound.get(&alias) == Some(&1) && !rebinds_global(file, &alias) {
            out.push((alias, name));
        }
    }
    out
}

/// Whether a module's text may bind `name` by a plain top-level assignment (`name = ..` at a
/// line start): the only alias [`top_aliases`] reads, so a module without one is not parsed
/// for it.
fn assigns_at_top(text: &[u8], name: &str) -> bool {
    memchr::memmem::find_iter(text, name.as_bytes()).any(|at| {
        if at > 0 && text[at - 1] != b'\n' {
            return false;
        }
        let rest = &text[at + name.len()..];
        let Some(eq) = rest.iter().position(|b| !matches!(b, b' ' | b'\t')) else {
            return false;
        };
        // `name = ..`, not `name == ..`
        rest[eq] == b'=' && rest.get(eq + 1) != Some(&b'=')
    })
}

fn reexports_of(ctx: &RepoCtx, path: &str) -> std::sync::Arc<Reexports> {
    ctx.memo_once(&format!("py:reexports:{path}"), || {
        let Some(file) = ctx.parsed(path, super::Lang::Python) else {
            return Reexports::default();
        };
        let facts = collect_facts(&file);
        let mut from: HashMap<String, (String, String)> = facts
            .imports
            .into_iter()
            .filter_map(|(alias, (imp, _))| match imp {
                Import::From { module, name } => Some((alias, (module, name))),
                Import::Module(_) => None,
            })
            .collect();
        // `from .iterators import LevelOrderGroupIter` then `LevelGroupOrderIter =
        // LevelOrderGroupIter`: the alias stands for what the import brings.
        for (alias, name) in top_aliases(&file) {
            if let Some(orig) = from.get(&name).cloned() {
                from.entry(alias).or_insert(orig);
            }
        }
        Reexports {
            from,
            star: facts.wildcards,
        }
    })
}

fn module_provides(ctx: &RepoCtx, module: &str, name: &str) -> Provides {
    let base = module.replace('.', "/");
    let candidates = [
        format!("{base}.py"),
        format!("{base}/__init__.py"),
        format!("src/{base}.py"),
        format!("src/{base}/__init__.py"),
    ];
    for c in &candidates {
        if let Some(text) = ctx.read_to_string(c) {
            for line in text.lines() {
                let l = line.strip_prefix("async ").unwrap_or(line);
                let rest = l
                    .strip_prefix("def ")
                    .or_else(|| l.strip_prefix("class "))
                    .map(str::trim_start);
                if let Some(rest) = rest {
                    if rest.starts_with(name)
                        && rest[name.len()..].starts_with(['(', ':', ' ', '['])
                    {
                        return Provides::Defines;
                    }
                }
            }
            return Provides::Unknown;
        }
    }
    Provides::External
}

/// The names other than its own a top-level function or class target is re-exported under
/// (see [`renamed_exports`]): a file can call it by one of them (`from lib import resize`)
/// without ever naming it.
pub fn other_names(target: &Target, ctx: &RepoCtx) -> Vec<String> {
    renamed_exports(target, ctx).to_vec()
}

/// The names a class that inherits a constructor target (see [`heirs`]) is called by: its
/// own, and those it is re-exported under. A file reaches the target through one only by a
/// call of it (`LocalProtocolError(msg)`, `NT(..)` after `from grammar import NonTerminal as
/// NT`: [`calls`] looks in a file for nothing else of an heir), so a file that mentions them
/// in no such way (`pytest.raises(LocalProtocolError)`, an import list) is not parsed for
/// them.
pub fn call_names(target: &Target, ctx: &RepoCtx) -> Vec<String> {
    let mut out = Vec::new();
    for h in heirs(target, ctx).iter() {
        out.push(h.class.clone());
        out.extend(
            renamed_exports(&heir_target(target, h), ctx)
                .iter()
                .cloned(),
        );
    }
    for a in static_aliases(target, ctx).iter() {
        out.push(a.name.clone());
    }
    out.extend(method_aliases(target, ctx).iter().cloned());
    for name in module_aliases(target, ctx).iter() {
        out.push(name.clone());
        out.extend(
            renamed_exports(&instance_target(target, name), ctx)
                .iter()
                .cloned(),
        );
    }
    for a in field_aliases(target, ctx).iter() {
        out.push(a.name.clone());
    }
    for a in class_attributes(target, ctx).iter() {
        out.push(a.name.clone());
    }
    for (name, _) in instances(target, ctx).iter() {
        out.push(name.clone());
        out.extend(
            renamed_exports(&instance_target(target, name), ctx)
                .iter()
                .cloned(),
        );
    }
    out.sort();
    out.dedup();
    out
}

/// The names other than class members a value of a `__call__` target's class may be reached
/// by (see [`instance_sources`]; the members are [`member_names`]): a file mentioning none of
/// them, no member as an attribute, nor the target's own name, holds no call of such a value
/// that a type checker would type.
pub fn value_names(target: &Target, ctx: &RepoCtx) -> Vec<String> {
    instance_sources(target, ctx).bare.clone()
}

/// The names of class members a value of a `__call__` target's class may be reached by (see
/// [`instance_sources`]): a field holding one (`self.hook: Final = HookRelay()`), a method
/// declared to return one. Outside its class's own body (whose file names the class they
/// give) a member is reached only as an attribute (`pm.hook`), so a file mentions one of them
/// the way [`calls`] needs only where it writes `.name`.
pub fn member_names(target: &Target, ctx: &RepoCtx) -> Vec<String> {
    instance_sources(target, ctx).members.clone()
}

/// Whether `b` can be part of a Python identifier (ASCII letters, digits, `_`, and every
/// byte of a non-ASCII character).
fn ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// Whether `text` mentions `word` as a whole identifier.
fn mentions_word(text: &str, word: &str) -> bool {
    let ident = ident_byte;
    let src = text.as_bytes();
    memchr::memmem::find_iter(src, word.as_bytes()).any(|at| {
        let before = at.checked_sub(1).map(|i| src[i]);
        !before.is_some_and(ident) && !src.get(at + word.len()).is_some_and(|b| ident(*b))
    })
}

/// A name looked for as a whole identifier, its searcher built once.
struct Word {
    name: String,
    finder: memchr::memmem::Finder<'static>,
}

impl Word {
    fn new(name: &str) -> Word {
        Word {
            name: name.to_string(),
            finder: memchr::memmem::Finder::new(name.as_bytes()).into_owned(),
        }
    }

    /// Whether `text` mentions the name as a whole identifier ([`mentions_word`]'s test).
    fn in_text(&self, text: &[u8]) -> bool {
        let ident = ident_byte;
        let n = self.name.len();
        self.finder.find_iter(text).any(|at| {
            let before = at.checked_sub(1).map(|i| text[i]);
            !before.is_some_and(ident) && !text.get(at + n).is_some_and(|b| ident(*b))
        })
    }
}

/// Whether `text` names `word` as a whole identifier where an `import` statement may bind it:
/// after `import` on its line, or in the parentheses of an `import (..)` list over lines. A
/// package's `__init__.py` that only mentions the name otherwise (`from ._cached import ..`
/// for `_cache`, a call of it) re-exports nothing by it.
fn imported_word(text: &[u8], word: &Word) -> bool {
    let n = word.name.len();
    word.finder.find_iter(text).any(|at| {
        let before = at.checked_sub(1).map(|i| text[i]);
        if before.is_some_and(ident_byte) || text.get(at + n).is_some_and(|b| ident_byte(*b)) {
            return false;
        }
        let line = text[..at]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        if memchr::memmem::find(&text[line..at], b"import").is_some() {
            return true;
        }
        memchr::memmem::rfind(&text[..line], b"import").is_some_and(|i| {
            let between = &text[i..at];
            between.contains(&b'(') && !between.contains(&b')')
        })
    })
}

/// Whether `text` may hold a star import: `import` followed, after blanks, by `*`.
fn star_import_in(text: &[u8]) -> bool {
    memchr::memmem::find_iter(text, b"import").any(|at| {
        text[at + 6..]
            .iter()
            .find(|b| !matches!(b, b' ' | b'\t'))
            .is_some_and(|b| *b == b'*')
    })
}

/// A memo key for a fact `what` about `target`: its file, scope and name.
fn target_key(what: &str, target: &Target) -> String {
    format!(
        "py:{what}:{}:{}:{}",
        target.rel_path,
        target.scope.join("."),
        target.name
    )
}

/// For a `__call__` target of a top-level class `C`: the names a value of `C` may be reached
/// by, so that a call of that value (`pm.hook.myhook(..)`, `hc(..)`) is a call of
/// `C.__call__`. They are `C` itself, the classes whose `__getattr__` is declared to return
/// a `C` (an attribute no class of their ancestry binds is then a `C`: pluggy's `HookRelay`,
/// whose `__getattr__` is declared under `if TYPE_CHECKING:`), and what a file mentioning one
/// of those declares to give one: a function or method whose return annotation names one, a
/// field annotated with one or assigned a call of one (`self.hook: Final = HookRelay()`).
/// Which calls are calls of `C.__call__` the receiver's type decides ([`Ctx::value_calls`]);
/// these names only choose the files read. Read once per measurement, from every Python file
/// of the tree (summaries only for those that mention a name).
fn instance_sources(target: &Target, ctx: &RepoCtx) -> Arc<InstanceSources> {
    // The name is part of the key: a class's other methods share its scope.
    ctx.memo(&target_key("instance-sources", target), || {
        let ([class], DefKind::Method, "__call__") =
            (target.scope.as_slice(), target.kind, target.name.as_str())
        else {
            return InstanceSources::default();
        };
        let files: Vec<(String, String)> = ctx
            .files_of(super::Family::Python)
            .into_iter()
            .filter_map(|f| {
                let text = ctx.read_to_string(&f)?;
                Some((f, text))
            })
            .collect();
        let mut words: Vec<String> = vec![class.clone()];
        let class_word = Word::new(class);
        // the classes whose `__getattr__` gives the class
        for (path, text) in &files {
            if !class_word.in_text(text.as_bytes()) {
                continue;
            }
            let Some(info) = types::info_at(ctx, path) else {
                continue;
            };
            for (name, k) in &info.classes {
                let gives = k.members.get("__getattr__").is_some_and(|m| {
                    m.method
                        && m.returns_sure
                        && m.returns
                            .as_deref()
                            .is_some_and(|r| mentions_word(r, class))
                });
                if gives && !words.contains(name) {
                    words.push(name.clone());
                }
            }
        }
        let searched: Vec<Word> = words.iter().map(|w| Word::new(w)).collect();
        let names_one = |t: &str| searched.iter().any(|w| w.in_text(t.as_bytes()));
        let mut bare: Vec<String> = words.clone();
        let mut members: Vec<String> = Vec::new();
        for (path, text) in &files {
            if !names_one(text) {
                continue;
            }
            let Some(info) = types::info_at(ctx, path) else {
                continue;
            };
            for (name, ret) in &info.functions {
                if ret.as_deref().is_some_and(names_one) {
                    bare.push(name.clone());
                }
            }
            for k in info.classes.values() {
                for (name, m) in &k.members {
                    if name.starts_with("__") {
                        continue;
                    }
                    let by_value = m.values.iter().any(|v| match v {
                        types::Source::Annotation(a)
                        | types::Source::Declared(a)
                        | types::Source::Call(a) => names_one(a),
                        _ => false,
                    });
                    if by_value || m.returns.as_deref().is_some_and(names_one) {
                        members.push(name.clone());
                    }
                }
            }
        }
        bare.sort();
        bare.dedup();
        members.sort();
        members.dedup();
        members.retain(|m| bare.binary_search(m).is_err());
        let mut all: Vec<String> = bare.iter().chain(&members).cloned().collect();
        all.sort();
        InstanceSources { all, bare, members }
    })
}

/// What [`instance_sources`] reads: the names a value of a `__call__` target's class may be
/// reached by.
#[derive(Debug, Default)]
struct InstanceSources {
    /// Every name, sorted.
    all: Vec<String>,
    /// The class, the classes whose `__getattr__` gives it, the top-level functions declared
    /// to return one: written bare (or after a module's name).
    bare: Vec<String>,
    /// The class members (fields, methods) that hold or give one, none of them a bare name:
    /// written as attributes.
    members: Vec<String>,
}

/// A class whose constructor is a constructor target (see [`heirs`]): the module that
/// defines it and its name.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Heir {
    path: String,
    class: String,
}

/// The classes whose constructor is a constructor target's, each a top-level class,
/// undecorated, decorated only by the standard library's `@dataclass(.., init=False)`
/// (which makes no `__init__`), or only by plain names of repository functions that give
/// the class they are applied to back ([`keeps_class`]: jmespath's `@with_str_method`), with
/// one base and no keyword (`metaclass=`) in its bases,
/// its body declaring neither `__init__` nor `__new__`, its name bound once at its module's
/// top level. Its resolution order then reaches the target's `__init__` first, so a type
/// checker checks a call of the class against it (`class NonTerminal(Symbol)` with
/// `NonTerminal(name)`; `class SlottedTree(Tree)`). They are those of the target's module
/// whose base is the target's class or another such class, its name and its base's bound once
/// at the module's top level ([`heirs_in`], outermost first), then those of other modules of
/// the tree whose base binds there to the target's class or to an heir found so far
/// ([`foreign_heirs`]: `class GitWildMatchPattern(RegexPattern)` after `from ..pattern import
/// RegexPattern`). Read once per measurement.
fn heirs(target: &Target, ctx: &RepoCtx) -> Arc<Vec<Heir>> {
    let key = format!("py:heirs:{}:{}", target.rel_path, target.scope.join("."));
    ctx.memo(&key, || {
        let (DefKind::Constructor, [owner]) = (target.kind, target.scope.as_slice()) else {
            return Vec::new();
        };
        if !is_constructor_name(&target.name) {
            return Vec::new();
        }
        let Some(file) = ctx.parsed(&target.rel_path, super::Lang::Python) else {
            return Vec::new();
        };
        let mut out: Vec<Heir> = heirs_in_with(&file, owner, Some(ctx), true)
            .into_iter()
            .map(|class| Heir {
                path: target.rel_path.clone(),
                class,
            })
            .collect();
        let more = foreign_heirs(target, &out, ctx);
        out.extend(more);
        out
    })
}

/// A class attribute that stands for a module-level function target (see
/// [`static_aliases`]): the module and class that bind it, and its name.
#[derive(Debug, Clone, PartialEq, Eq)]
struct StaticAlias {
    path: String,
    class: String,
    name: String,
}

/// The class attributes bound to a module-level function target by `name = staticmethod(f)`
/// in the body of a top-level class of any module of the tree (`_match_file =
/// staticmethod(util.check_match_file)` in `class PathSpec`), where `f` (a name or a dotted
/// name) binds there to the target as a call of it would, `staticmethod` is the builtin (the
/// module binds no such name) and the class body binds the attribute by that statement alone.
/// A call of the attribute through the class or an instance of it (`self._match_file(..)`)
/// is then a call of the target with the arguments as written: a static method takes no
/// receiver. A plain `name = f` is left out: through an instance, that passes the instance
/// as `f`'s first argument. Which calls reach the attribute of that class (and not a
/// subclass's override) the receiver's type decides, as for a method. Modules are parsed
/// only where their text writes `staticmethod(` and the target's name. Read once per
/// measurement.
fn static_aliases(target: &Target, ctx: &RepoCtx) -> Arc<Vec<StaticAlias>> {
    ctx.memo(&target_key("static-aliases", target), || {
        if target.kind != DefKind::Function || !target.scope.is_empty() {
            return Vec::new();
        }
        let mut names: Vec<String> = vec![target.name.clone()];
        names.extend(renamed_exports(target, ctx).iter().cloned());
        let words: Vec<Word> = names.iter().map(|n| Word::new(n)).collect();
        let mut out = Vec::new();
        for path in ctx.files_of(super::Family::Python) {
            let Some(text) = ctx.read_shared(&path) else {
                continue;
            };
            if !text.contains("staticmethod(") || !words.iter().any(|w| w.in_text(text.as_bytes()))
            {
                continue;
            }
            let Some(file) = ctx.parsed(&path, super::Lang::Python) else {
                continue;
            };
            out.extend(static_aliases_in(&file, target, ctx));
        }
        out
    })
}

/// The module's top-level classes (decorated ones included): each one's name node and body.
fn module_classes(file: &SourceFile) -> Vec<(Node<'_>, Node<'_>)> {
    let root = file.tree.root_node();
    let mut cursor = root.walk();
    root.named_children(&mut cursor)
        .filter_map(|stmt| match stmt.kind_str() {
            "class_definition" => Some(stmt),
            "decorated_definition" => stmt
                .field("definition")
                .filter(|d| d.kind_str() == "class_definition"),
            _ => None,
        })
        .filter_map(|class| Some((class.field("name")?, class.field("body")?)))
        .collect()
}

/// [`static_aliases`] read from one module.
fn static_aliases_in(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<StaticAlias> {
    let mut out = Vec::new();
    if top_bound(file).contains_key("staticmethod") {
        return out;
    }
    let c = Ctx::new(file, target, ctx, collect_facts(file));
    for (class_name, body) in module_classes(file) {
        let mut bound: HashMap<String, usize> = HashMap::new();
        let mut cursor = body.walk();
        let stmts: Vec<Node> = body.named_children(&mut cursor).collect();
        for s in &stmts {
            for n in top_binds(file, *s) {
                *bound.entry(n).or_default() += 1;
            }
        }
        for s in &stmts {
            let Some((name, value)) = static_alias_statement(file, *s) else {
                continue;
            };
            if bound.get(&name) != Some(&1) {
                continue;
            }
            // the value names the target (or an alias or re-export of it), as the name of a
            // call would: the judgement below reads only where that name leads
            let named = match value.kind_str() {
                "identifier" => c.text(value),
                _ => value
                    .field("attribute")
                    .map(|a| c.text(a))
                    .unwrap_or_default(),
            };
            let wanted = named == target.name
                || c.exports.contains(&named)
                || (value.kind_str() == "identifier" && c.aliases.contains_key(&named));
            if !wanted {
                continue;
            }
            let binds = match value.kind_str() {
                "identifier" => c.plain_at(value, &c.text(value), false, 0).0,
                _ => match (value.field("object"), value.field("attribute")) {
                    (Some(obj), Some(attr)) => c.attribute(value, obj, &c.text(attr), false).0,
                    _ => Binds::No,
                },
            };
            if binds == Binds::Yes {
                out.push(StaticAlias {
                    path: file.rel_path.trim_start_matches("./").to_string(),
                    class: file.text(class_name).into_owned(),
                    name,
                });
            }
        }
    }
    out
}

/// `(name, f)` of a class-body statement `name = staticmethod(f)` whose `f` is a name or a
/// dotted name (no annotation, one plain argument).
fn static_alias_statement<'t>(file: &SourceFile, stmt: Node<'t>) -> Option<(String, Node<'t>)> {
    if stmt.kind_str() != "expression_statement" || stmt.named_child_count() != 1 {
        return None;
    }
    let a = stmt
        .named_child(0)
        .filter(|a| a.kind_str() == "assignment")?;
    if a.field("type").is_some() {
        return None;
    }
    let left = a.field("left").filter(|l| l.kind_str() == "identifier")?;
    let right = a.field("right").filter(|r| r.kind_str() == "call")?;
    let func = right.field("function")?;
    if func.kind_str() != "identifier" || file.text(func) != "staticmethod" {
        return None;
    }
    let args = right.field("arguments")?;
    let mut cursor = args.walk();
    let args: Vec<Node> = args
        .named_children(&mut cursor)
        .filter(|n| n.kind_str() != "comment")
        .collect();
    let [value] = args.as_slice() else {
        return None;
    };
    let dotted = value.kind_str() == "attribute"
        && file
            .text(*value)
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.');
    (value.kind_str() == "identifier" || dotted).then(|| (file.text(left).into_owned(), *value))
}

/// The method target a static alias of a function target stands for (see
/// [`static_aliases`]): the function's definitions, reached through the class attribute.
fn static_alias_target(target: &Target, alias: &StaticAlias) -> Target {
    Target {
        name: alias.name.clone(),
        kind: DefKind::Method,
        scope: vec![alias.class.clone()],
        rel_path: alias.path.clone(),
        ..target.clone()
    }
}

/// Whether `text` writes `name` as the whole value of a plain assignment ending its line
/// (`_update = update`, `self._list_add = _list.add`): the only shape [`method_aliases`] and
/// [`field_aliases`] read, so a module without one is not parsed for them. `dotted`: the
/// name follows a `.` (`x.name`), else it stands alone after the `=`.
fn assigned_as_value(text: &[u8], name: &str, dotted: bool) -> bool {
    let ident = ident_byte;
    memchr::memmem::find_iter(text, name.as_bytes()).any(|at| {
        let end = at + name.len();
        if text.get(end).is_some_and(|b| ident(*b)) {
            return false;
        }
        // the statement ends after the name
        let rest = text[end..]
            .iter()
            .find(|b| !matches!(b, b' ' | b'\t'))
            .copied();
        if !matches!(rest, None | Some(b'\n' | b'\r' | b'#' | b';')) {
            return false;
        }
        let Some(before) = at.checked_sub(1).map(|i| text[i]) else {
            return false;
        };
        if dotted {
            // `= obj.name`: a `.` after an identifier, with `=` earlier on the line
            if before != b'.' {
                return false;
            }
            let line_start = text[..at]
                .iter()
                .rposition(|b| *b == b'\n')
                .map_or(0, |i| i + 1);
            return text[line_start..at].contains(&b'=');
        }
        if ident(before) || before == b'.' {
            return false;
        }
        // `= name`: only blanks between the `=` (no `==`, `<=`, `:=`, `+=` ..) and the name
        let lhs = text[..at].iter().rposition(|b| !matches!(b, b' ' | b'\t'));
        match lhs {
            Some(i) if text[i] == b'=' => !i
                .checked_sub(1)
                .is_some_and(|j| b"=!<>:+-*/%&|^@".contains(&text[j])),
            _ => false,
        }
    })
}

/// Whether `text` passes `name` as the last argument of a call that ends its line
/// (`setDebug = replaced_by_pep8("setDebug", set_debug)`): a cheap test before a class body
/// is read for aliases made through such a call.
fn passed_last(text: &[u8], name: &str) -> bool {
    memchr::memmem::find_iter(text, name.as_bytes()).any(|at| {
        let end = at + name.len();
        let before = at.checked_sub(1).map(|i| text[i]);
        if text.get(end).is_some_and(|b| ident_byte(*b))
            || !matches!(before, Some(b' ' | b',' | b'('))
        {
            return false;
        }
        let mut rest = text[end..].iter().skip_while(|b| matches!(b, b' ' | b'\t'));
        rest.next() == Some(&b')')
            && matches!(
                rest.find(|b| !matches!(b, b' ' | b'\t')),
                None | Some(b'\n' | b'\r' | b'#' | b';')
            )
    })
}

/// The other names the class body of a method target's class binds to the target's function
/// by a plain assignment (`_update = update`, `__copy__ = copy`, chains included) or through a
/// function typed as giving back its argument (`setDebug = replaced_by_pep8("setDebug",
/// set_debug)`, see [`types::identity_argument`]), when the
/// class is a top-level class, the target's `def` is undecorated, the alias is written after
/// it, and neither the alias nor the name it copies is bound to anything else before the end
/// of the body. A call of the alias through an instance (`self._update(iterable)`) is a call
/// of the target: the class attribute is the same function. Which calls reach that class's
/// attribute (and not a subclass's own `_update = update`) the receiver's type decides, as
/// for the method itself. Read once per measurement, from the target's module only.
fn method_aliases(target: &Target, ctx: &RepoCtx) -> Arc<Vec<String>> {
    ctx.memo(&target_key("method-aliases", target), || {
        let ([owner], DefKind::Method) = (target.scope.as_slice(), target.kind) else {
            return Vec::new();
        };
        in_target_module(target, ctx, |file| {
            method_aliases_in(file, owner, target, ctx)
        })
    })
}

/// `read` over the target's module, parsed only when its text assigns the target's name as a
/// value or passes it last (no alias can stand there otherwise): the shared prologue of
/// [`method_aliases`] and [`module_aliases`].
fn in_target_module(
    target: &Target,
    ctx: &RepoCtx,
    read: impl FnOnce(&SourceFile) -> Vec<String>,
) -> Vec<String> {
    let Some(text) = ctx.read_shared(&target.rel_path) else {
        return Vec::new();
    };
    if !assigned_as_value(text.as_bytes(), &target.name, false)
        && !passed_last(text.as_bytes(), &target.name)
    {
        return Vec::new();
    }
    match ctx.parsed(&target.rel_path, super::Lang::Python) {
        Some(file) => read(&file),
        None => Vec::new(),
    }
}

/// The other names the target's module binds a top-level function target to at its top
/// level: by a plain assignment of it (`plainAlias = replace_with`) or through a function
/// typed as giving back its argument (`replaceWith = replaced_by_pep8("replaceWith",
/// replace_with)`, see [`types::identity_argument`]). Each name is bound once at the top
/// level, after the target's undecorated `def` (the module's only binding of the target's
/// name), and no function rebinds it (`global`). A type checker types the name as the
/// target's function, so a call of it, in the module or imported from it (`from
/// pyparsing.helpers import countedArray`), is checked against the target with the arguments
/// as written. Read once per measurement, from the target's module only.
fn module_aliases(target: &Target, ctx: &RepoCtx) -> Arc<Vec<String>> {
    ctx.memo(&target_key("module-aliases", target), || {
        if target.kind != DefKind::Function || !target.scope.is_empty() {
            return Vec::new();
        }
        in_target_module(target, ctx, |file| module_aliases_in(file, target, ctx))
    })
}

/// [`module_aliases`] read from the target's module.
fn module_aliases_in(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<String> {
    let root = file.tree.root_node();
    let bound = top_bound(file);
    let once = |n: &str| bound.get(n) == Some(&1) && !rebinds_global(file, n);
    if !once(&target.name) {
        return Vec::new();
    }
    let mut def_end = None;
    let mut out = Vec::new();
    let mut cursor = root.walk();
    for stmt in root.named_children(&mut cursor) {
        if stmt.kind_str() == "function_definition"
            && target
                .defs
                .iter()
                .any(|d| d.start_byte == stmt.start_byte() && d.end_byte == stmt.end_byte())
        {
            def_end = Some(stmt.end_byte());
            continue;
        }
        if def_end.is_none() {
            continue;
        }
        let Some((l, mut r)) = plain_assignment(stmt) else {
            continue;
        };
        if l.kind_str() != "identifier" {
            continue;
        }
        if r.kind_str() == "call" {
            let Some(found) = types::info_at(ctx, &target.rel_path)
                .and_then(|info| types::identity_argument(ctx, &info, file, r))
            else {
                continue;
            };
            r = found;
        }
        let alias = file.text(l);
        if r.kind_str() == "identifier"
            && file.text(r) == target.name
            && alias != target.name
            && once(&alias)
        {
            out.push(alias.into_owned());
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The top-level class `owner` of `file` whose body holds the target's definitions.
fn owner_class<'t>(file: &'t SourceFile, owner: &str, target: &Target) -> Option<Node<'t>> {
    let root = file.tree.root_node();
    let mut cursor = root.walk();
    let found = root.named_children(&mut cursor).find_map(|stmt| {
        let class = match stmt.kind_str() {
            "class_definition" => stmt,
            "decorated_definition" => stmt
                .field("definition")
                .filter(|d| d.kind_str() == "class_definition")?,
            _ => return None,
        };
        let named = class.field("name").is_some_and(|n| file.text(n) == owner);
        let holds = target
            .defs
            .iter()
            .all(|d| d.start_byte >= class.start_byte() && d.end_byte <= class.end_byte());
        (named && holds).then_some(class)
    });
    found
}

/// [`method_aliases`] read from the target's module.
fn method_aliases_in(
    file: &SourceFile,
    owner: &str,
    target: &Target,
    ctx: &RepoCtx,
) -> Vec<String> {
    let Some(body) = owner_class(file, owner, target).and_then(|c| c.field("body")) else {
        return Vec::new();
    };
    // What each name of the body is bound to when the body has run: the target's function
    // (`true`) or anything else.
    let mut bound: HashMap<String, bool> = HashMap::new();
    let mut cursor = body.walk();
    for stmt in body.named_children(&mut cursor) {
        let is_target = stmt.kind_str() == "function_definition"
            && target
                .defs
                .iter()
                .any(|d| d.start_byte == stmt.start_byte() && d.end_byte == stmt.end_byte());
        if is_target {
            bound.insert(target.name.clone(), true);
            continue;
        }
        let copied = (stmt.kind_str() == "expression_statement" && stmt.named_child_count() == 1)
            .then(|| stmt.named_child(0))
            .flatten()
            .filter(|a| a.kind_str() == "assignment" && a.field("type").is_none())
            .and_then(|a| {
                let l = a.field("left")?;
                let mut r = a.field("right")?;
                // `setDebug = replaced_by_pep8("setDebug", set_debug)`: a call typed as giving
                // back its argument is that argument
                if r.kind_str() == "call" {
                    let info = types::info_at(ctx, &target.rel_path)?;
                    r = types::identity_argument(ctx, &info, file, r)?;
                }
                (l.kind_str() == "identifier" && r.kind_str() == "identifier")
                    .then(|| (file.text(l).into_owned(), file.text(r).into_owned()))
            });
        if let Some((alias, value)) = copied {
            let same = bound.get(&value) == Some(&true);
            bound.insert(alias, same);
            continue;
        }
        for n in top_binds(file, stmt) {
            bound.insert(n, false);
        }
    }
    let mut out: Vec<String> = bound
        .into_iter()
        .filter(|(n, is)| *is && *n != target.name)
        .map(|(n, _)| n)
        .collect();
    out.sort();
    out
}

/// The method target a class-body alias of a method target stands for (see
/// [`method_aliases`]): the same definitions, reached by the alias's name.
fn method_alias_target(target: &Target, alias: &str) -> Target {
    Target {
        name: alias.to_string(),
        ..target.clone()
    }
}

/// An instance attribute that holds a method target's bound method (see [`field_aliases`]):
/// the module and top-level class whose method assigns it, and its name.
#[derive(Debug, Clone, PartialEq, Eq)]
struct FieldAlias {
    path: String,
    class: String,
    name: String,
}

/// The instance attributes bound to a method target's bound method by `self.name = x.method`
/// in a method of a top-level class (`self._list_add = _list.add` in `SortedDict.__init__`,
/// with `_list` a `SortedList`), where `x.method` reaches the target as a call of it written
/// there would (`yes`), and the class binds the attribute by that assignment alone (no other
/// assignment, no class-level binding, no method of the name). A call of the attribute
/// through an instance (`self._list_add(key)`) is a call of the bound method: the arguments
/// as written, the receiver already bound. Which calls reach that class's attribute the
/// receiver's type decides, as for a method. Read once per measurement from the modules of
/// the target's own directory whose text writes `.method` at the end of a statement.
fn field_aliases(target: &Target, ctx: &RepoCtx) -> Arc<Vec<FieldAlias>> {
    ctx.memo(&target_key("field-aliases", target), || {
        let ([_], DefKind::Method) = (target.scope.as_slice(), target.kind) else {
            return Vec::new();
        };
        if target.name.starts_with("__") {
            return Vec::new();
        }
        let rel = target.rel_path.trim_start_matches("./");
        let dir = rel.rfind('/').map_or("", |i| &rel[..=i]);
        let mut out = Vec::new();
        for path in ctx.files_of(super::Family::Python) {
            let p = path.trim_start_matches("./");
            if !p.starts_with(dir) || p[dir.len()..].contains('/') {
                continue;
            }
            let Some(text) = ctx.read_shared(&path) else {
                continue;
            };
            if !assigned_as_value(text.as_bytes(), &target.name, true) {
                continue;
            }
            let Some(file) = ctx.parsed(&path, super::Lang::Python) else {
                continue;
            };
            out.extend(field_aliases_in(&file, target, ctx));
        }
        out
    })
}

/// [`field_aliases`] read from one module.
fn field_aliases_in(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<FieldAlias> {
    let path = file.rel_path.trim_start_matches("./").to_string();
    let Some(info) = types::info_at(ctx, &path) else {
        return Vec::new();
    };
    let c = Ctx::new(file, target, ctx, collect_facts(file));
    let mut out = Vec::new();
    for (class_name, body) in module_classes(file) {
        let class_name = file.text(class_name).into_owned();
        let Some(k) = info.classes.get(&class_name) else {
            continue;
        };
        let mut cursor = body.walk();
        for m in body.named_children(&mut cursor) {
            let def = match m.kind_str() {
                "function_definition" => m,
                "decorated_definition" => match m.field("definition") {
                    Some(d) if d.kind_str() == "function_definition" => d,
                    _ => continue,
                },
                _ => continue,
            };
            for (field, value) in field_alias_assignments(file, def, &target.name) {
                let single = k
                    .members
                    .get(&field)
                    .is_some_and(|m| !m.method && m.values.len() == 1);
                if !single
                    || out
                        .iter()
                        .any(|a: &FieldAlias| a.name == field && a.class == class_name)
                {
                    continue;
                }
                let Some(obj) = value.field("object") else {
                    continue;
                };
                if c.attribute(value, obj, &target.name, false).0 == Binds::Yes {
                    out.push(FieldAlias {
                        path: path.clone(),
                        class: class_name.clone(),
                        name: field,
                    });
                }
            }
        }
    }
    out
}

/// `(field, value)` of each `self.field = obj.method` in method `def`'s body (nested
/// functions and classes skipped), `self` its first parameter.
fn field_alias_assignments<'t>(
    file: &SourceFile,
    def: Node<'t>,
    method: &str,
) -> Vec<(String, Node<'t>)> {
    let mut out = Vec::new();
    let self_name = def
        .field("parameters")
        .and_then(|p| p.named_child(0))
        .filter(|p| p.kind_str() == "identifier")
        .map(|p| file.text(p).into_owned());
    let (Some(self_name), Some(body)) = (self_name, def.field("body")) else {
        return out;
    };
    for (field, r) in self_field_assignments(file, body, &self_name) {
        let of_method = r.kind_str() == "attribute"
            && r.field("attribute").is_some_and(|a| file.text(a) == method);
        if of_method {
            out.push((field, r));
        }
    }
    out
}

/// `(field, value)` of each untyped `self.field = value` in a method's `body` (nested
/// functions and classes skipped), `self_name` the method's first parameter.
fn self_field_assignments<'t>(
    file: &SourceFile,
    body: Node<'t>,
    self_name: &str,
) -> Vec<(String, Node<'t>)> {
    let mut out = Vec::new();
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        let mut cursor = n.walk();
        for c in n.named_children(&mut cursor) {
            match c.kind_str() {
                "assignment" => {
                    let (Some(l), Some(r)) = (c.field("left"), c.field("right")) else {
                        continue;
                    };
                    let on_self = l.kind_str() == "attribute"
                        && l.field("object").is_some_and(|o| file.text(o) == self_name);
                    if on_self && c.field("type").is_none() {
                        if let Some(a) = l.field("attribute") {
                            out.push((file.text(a).into_owned(), r));
                        }
                    }
                }
                "function_definition" | "class_definition" | "lambda" => {}
                k if k == "block"
                    || k == "expression_statement"
                    || COMPOUND_STATEMENTS.contains(&k) =>
                {
                    stack.push(c)
                }
                _ => {}
            }
        }
    }
    out
}

/// The method target a field alias of a method target stands for (see [`field_aliases`]):
/// the target's definitions, reached through the attribute of the class that assigns it.
fn field_alias_target(target: &Target, alias: &FieldAlias) -> Target {
    Target {
        name: alias.name.clone(),
        kind: DefKind::Method,
        scope: vec![alias.class.clone()],
        rel_path: alias.path.clone(),
        ..target.clone()
    }
}

/// A class attribute that holds a constructor target's class object (see
/// [`class_attributes`]): the module and top-level class that bind it, its name, and what
/// makes it one.
#[derive(Debug, Clone, PartialEq, Eq)]
struct ClassAttr {
    path: String,
    class: String,
    name: String,
    how: String,
}

/// The classes a call of which a type checker checks against a constructor target: a class
/// target's class, an `__init__`'s class and its heirs ([`heirs`]).
fn constructed_classes(target: &Target, ctx: &RepoCtx) -> Vec<ClassRef> {
    let path = target.rel_path.trim_start_matches("./").to_string();
    match (target.kind, target.scope.as_slice()) {
        (DefKind::Class, []) => vec![ClassRef {
            path,
            name: target.name.clone(),
        }],
        (DefKind::Constructor, [owner]) if target.name == "__init__" => {
            let mut out = vec![ClassRef {
                path,
                name: owner.clone(),
            }];
            out.extend(heirs(target, ctx).iter().map(|h| ClassRef {
                path: h.path.trim_start_matches("./").to_string(),
                name: h.class.clone(),
            }));
            out
        }
        _ => Vec::new(),
    }
}

/// Python's augmented assignment operators.
const AUGMENTED_OPS: &[&str] = &[
    "+=", "-=", "*=", "/=", "//=", "%=", "**=", ">>=", "<<=", "&=", "^=", "|=", "@=",
];

/// Whether `c` is one of `classes`, a stub and its module read as one module.
fn among_classes(classes: &[ClassRef], c: &ClassRef) -> bool {
    classes
        .iter()
        .any(|k| k.name == c.name && module_parts(&k.path) == module_parts(&c.path))
}

/// The class written inside a class-object annotation of module `m`: `type[C]`, `Type[C]`,
/// `typing.Type["C"]`, each also wrapped in `ClassVar[..]`, as written (its type arguments
/// left off: `BidictBase[t.Any, t.Any]` → `BidictBase`). `type` and `Type` must be the
/// builtin's and typing's as `m` binds them.
fn class_object_inner(repo: &RepoCtx, m: &ModInfo, text: &str) -> Option<String> {
    let t = text.trim().trim_matches(|c| c == '"' || c == '\'').trim();
    let (head, rest) = t.split_once('[')?;
    let inner = rest.strip_suffix(']')?.trim();
    let head = head.trim();
    let plain = |s: &str| {
        !s.is_empty()
            && s.chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
    };
    if !plain(head) {
        return None;
    }
    match types::resolve(repo, m, head, 0)? {
        types::Sym::External(e)
            if matches!(e.as_str(), "typing.ClassVar" | "typing_extensions.ClassVar") =>
        {
            class_object_inner(repo, m, inner)
        }
        types::Sym::External(e)
            if matches!(
                e.as_str(),
                "type" | "typing.Type" | "typing_extensions.Type" | "builtins.type"
            ) =>
        {
            let inner = inner.trim_matches(|c| c == '"' || c == '\'').trim();
            let class = inner.split('[').next().unwrap_or(inner).trim();
            plain(class).then(|| class.to_string())
        }
        _ => None,
    }
}

/// The class attributes of top-level classes of the tree that hold a constructor target's
/// class (or an heir's: [`constructed_classes`]) as a class object, so that a call of the
/// attribute through the class or an instance (`self.document_class(doc, doc_id)`,
/// `block.state_cls()`) makes one and is checked against the target, the way a type checker
/// types the attribute by its declaration:
/// - declared in the class body as `type[C]` (`Type[C]`, inside `ClassVar[..]` too: `_inv_cls:
///   t.ClassVar[type[BidictBase[t.Any, t.Any]]]`), with a value or without, the one
///   annotation of the name in the class;
/// - assigned `C` in the class body (`document_class = Document`), the name's one binding in
///   the class (no method assigns it through its receiver), no base declaring it otherwise;
/// - assigned in a method from one of its parameters annotated `type[C]` or unannotated with
///   `C` as its default (`self.tree_class = tree_class` with `tree_class=Tree`), the name's one
///   binding in the class, none in its bases.
///
/// Which calls reach that class's attribute (and not a subclass's own) the receiver's type
/// decides, as for a method. Modules are parsed only where their text writes one of the
/// classes' names as an assigned value or default (`= Document`) or first in a `type[..]`'s
/// brackets, in a statement of a top-level class body ([`holds_class_object`]). Read once
/// per measurement.
fn class_attributes(target: &Target, ctx: &RepoCtx) -> Arc<Vec<ClassAttr>> {
    ctx.memo(&target_key("class-attributes", target), || {
        let classes = constructed_classes(target, ctx);
        if classes.is_empty() {
            return Vec::new();
        }
        let words: Vec<Word> = classes.iter().map(|c| Word::new(&c.name)).collect();
        let mut out = Vec::new();
        for path in ctx.files_of(super::Family::Python) {
            let Some(text) = ctx.read_shared(&path) else {
                continue;
            };
            // in a statement of a top-level class body, framed from the text up to a mention
            // that has the shape (any place, when the text cannot be framed)
            let placed = |at: usize| {
                region::ClassLevel::upto(text.as_bytes(), at).is_none_or(|l| l.holds(at))
            };
            if !words
                .iter()
                .any(|w| holds_class_object(text.as_bytes(), w, placed))
            {
                continue;
            }
            let Some(file) = ctx.parsed(&path, super::Lang::Python) else {
                continue;
            };
            out.extend(class_attributes_in(&file, target, &classes, ctx));
        }
        out
    })
}

/// Whether `text` writes `w` where a class attribute may take it as a class object: as the
/// whole of an assigned value or a parameter's default (after a `=` that is no comparison),
/// or first in the brackets of a `type[`/`Type[` on its line; and, of such mentions, one at a
/// byte `placed` accepts (in a statement of a top-level class body: [`region::ClassLevel`]).
fn holds_class_object(text: &[u8], w: &Word, placed: impl Fn(usize) -> bool) -> bool {
    let n = w.name.len();
    w.finder.find_iter(text).any(|at| {
        let before = at.checked_sub(1).map(|i| text[i]);
        if before.is_some_and(ident_byte) || text.get(at + n).is_some_and(|b| ident_byte(*b)) {
            return false;
        }
        let line = text[..at]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let head = &text[line..at];
        // first inside the brackets of a `type[` (`type[C]`, `ClassVar[type["C"]]`,
        // `Type[mod.C]`)
        let in_type = memchr::memmem::rfind(head, b"ype[").is_some_and(|i| {
            head[i + 4..]
                .iter()
                .all(|b| ident_byte(*b) || matches!(b, b'.' | b'"' | b'\'' | b' '))
        });
        // the whole value: nothing follows but the end of the statement or of a parameter
        // (`= Document` or `doc_class=Document,`, not `= Document(..)`), a later parameter's
        // default on a line with a `type[..]` too (`a: type[X] = None, b=Document`)
        let whole_value = || {
            let ends = match text[at + n..].iter().find(|b| !matches!(b, b' ' | b'\t')) {
                None => true,
                Some(b) => matches!(b, b'\n' | b'\r' | b',' | b')' | b'#' | b';'),
            };
            ends && match head.iter().rposition(|b| !matches!(b, b' ' | b'\t')) {
                Some(i) if head[i] == b'=' => {
                    !i.checked_sub(1).is_some_and(|j| b"=!<>".contains(&head[j]))
                }
                _ => false,
            }
        };
        (in_type || whole_value()) && placed(at)
    })
}

/// [`class_attributes`] read from one module.
fn class_attributes_in(
    file: &SourceFile,
    target: &Target,
    classes: &[ClassRef],
    ctx: &RepoCtx,
) -> Vec<ClassAttr> {
    let path = file.rel_path.trim_start_matches("./").to_string();
    let Some(info) = types::info_at(ctx, &path) else {
        return Vec::new();
    };
    let resolves = |written: &str| match types::resolve(ctx, &info, written, 0) {
        Some(types::Sym::Class(c)) if among_classes(classes, &c) => Some(c),
        _ => None,
    };
    // read for the parameters' bindings, once a method assigns a field from one
    let c: OnceCell<Ctx> = OnceCell::new();
    let mut out = Vec::new();
    for (class_name, body) in module_classes(file) {
        let kname = file.text(class_name).into_owned();
        let Some(kinfo) = info.classes.get(&kname) else {
            continue;
        };
        let kref = ClassRef {
            path: path.clone(),
            name: kname.clone(),
        };
        let mut bound: HashMap<String, usize> = HashMap::new();
        let mut cursor = body.walk();
        let stmts: Vec<Node> = body.named_children(&mut cursor).collect();
        for s in &stmts {
            for n in top_binds(file, *s) {
                *bound.entry(n).or_default() += 1;
            }
        }
        let mut push = |name: String, how: String| {
            if !out
                .iter()
                .any(|a: &ClassAttr| a.class == kname && a.name == name)
            {
                out.push(ClassAttr {
                    path: path.clone(),
                    class: kname.clone(),
                    name,
                    how,
                });
            }
        };
        for s in &stmts {
            // a class-body assignment or declaration of a plain name
            if s.kind_str() == "expression_statement" && s.named_child_count() == 1 {
                let Some(a) = s.named_child(0).filter(|a| a.kind_str() == "assignment") else {
                    continue;
                };
                let Some(l) = a.field("left").filter(|l| l.kind_str() == "identifier") else {
                    continue;
                };
                let name = file.text(l).into_owned();
                let Some(member) = kinfo.members.get(&name) else {
                    continue;
                };
                if bound.get(&name) != Some(&1) || member.method || name.starts_with("__") {
                    continue;
                }
                if let Some(ann) = a.field("type") {
                    let annotations = member
                        .values
                        .iter()
                        .filter(|v| {
                            matches!(v, types::Source::Annotation(_) | types::Source::Declared(_))
                        })
                        .count();
                    let declared = class_object_inner(ctx, &info, &file.text(ann))
                        .and_then(|inner| resolves(&inner));
                    if let (Some(c), 1) = (declared, annotations) {
                        let how = format!("{kname}.{name} is declared type[{}]", c.name);
                        push(name, how);
                    }
                    continue;
                }
                let Some(r) = a.field("right") else {
                    continue;
                };
                if !matches!(r.kind_str(), "identifier" | "attribute") || member.values.len() != 1 {
                    continue;
                }
                let Some(c) = resolves(&collapse_ws(&file.text(r))) else {
                    continue;
                };
                if inherited_declaration_fits(ctx, &kref, kinfo, &name, &c) {
                    let how = format!("{kname}.{name} = {}", c.name);
                    push(name, how);
                }
                continue;
            }
            // an instance attribute assigned in a method from one of its parameters
            let def = match s.kind_str() {
                "function_definition" => *s,
                "decorated_definition" => match s.field("definition") {
                    Some(d) if d.kind_str() == "function_definition" => d,
                    _ => continue,
                },
                _ => continue,
            };
            for (name, param) in param_fields(file, def) {
                let single = kinfo
                    .members
                    .get(&name)
                    .is_some_and(|m| !m.method && m.values.len() == 1);
                if !single || bound.contains_key(&name) || name.starts_with("__") {
                    continue;
                }
                let held = match (param.field("type"), param.field("value")) {
                    (Some(ann), _) => class_object_inner(ctx, &info, &file.text(ann)),
                    (None, Some(v)) if matches!(v.kind_str(), "identifier" | "attribute") => {
                        Some(collapse_ws(&file.text(v)))
                    }
                    _ => None,
                };
                let Some(held) = held.and_then(|h| resolves(&h)) else {
                    continue;
                };
                // bound by nothing else in the method (an assignment, a loop, an import)
                let pname = param_name(file, param).unwrap_or_default().into_owned();
                let c = c.get_or_init(|| Ctx::new(file, target, ctx, collect_facts(file)));
                let local = c.local_bindings(def, &pname);
                if local.assigned || local.imported || !local.defs.is_empty() {
                    continue;
                }
                let anc = types::ancestry(ctx, &kref);
                let elsewhere = anc.classes[1..]
                    .iter()
                    .any(|k| types::declares(ctx, k, &name));
                if anc.unresolved_in.is_empty() && !elsewhere {
                    push(
                        name.clone(),
                        format!("{kname}.{name} holds a parameter's class {}", held.name),
                    );
                }
            }
        }
    }
    out
}

/// `(field, parameter)` of each `self.field = p` in method `def`'s body (nested functions
/// and classes skipped), `self` its first parameter and `p` another parameter of it, named
/// (not `*p`). Whether the method binds `p` again is the caller's to check.
fn param_fields<'t>(file: &SourceFile, def: Node<'t>) -> Vec<(String, Node<'t>)> {
    let mut out = Vec::new();
    let Some(params) = def.field("parameters") else {
        return out;
    };
    let mut cursor = params.walk();
    let list: Vec<Node<'t>> = params.named_children(&mut cursor).collect();
    let Some(self_name) = list
        .first()
        .filter(|p| p.kind_str() == "identifier")
        .map(|p| file.text(*p).into_owned())
    else {
        return out;
    };
    let Some(body) = def.field("body") else {
        return out;
    };
    let named = |p: &Node| match p.kind_str() {
        "default_parameter" | "typed_default_parameter" => true,
        "typed_parameter" => p
            .named_child(0)
            .is_some_and(|c| c.kind_str() == "identifier"),
        _ => false,
    };
    for (field, r) in self_field_assignments(file, body, &self_name) {
        if r.kind_str() != "identifier" {
            continue;
        }
        let value = file.text(r);
        let param = list[1..]
            .iter()
            .find(|p| named(p) && param_name(file, **p).is_some_and(|n| n == value));
        if let Some(p) = param {
            out.push((field, *p));
        }
    }
    out
}

/// Whether the classes `kref`'s class body assignment `name = C` may be read by its value
/// (see [`class_attributes`]): its ancestry could be read whole and meets no outside class
/// that may define the name, and each base that binds the name declares it `type[C]` of the
/// same class, or `type[T]` of a type parameter `T` of a direct base whose one type argument
/// in `kref`'s bases is `C` (`class BlockParser(Parser[BlockState])` under `class
/// Parser(Generic[ST])` declaring `state_cls: Type[ST]`): a type checker types a subclass's
/// unannotated assignment by the base's declaration.
fn inherited_declaration_fits(
    ctx: &RepoCtx,
    kref: &ClassRef,
    kinfo: &types::ClassInfo,
    name: &str,
    c: &ClassRef,
) -> bool {
    let anc = types::ancestry(ctx, kref);
    if !anc.unresolved_in.is_empty()
        || anc.external.iter().any(|e| {
            !NEWLESS_EXTERNAL.contains(&e.as_str())
                && super::stdlib::defines(super::Family::Python, name)
        })
    {
        return false;
    }
    for k in &anc.classes[1..] {
        if !types::declares(ctx, k, name) {
            continue;
        }
        let Some(kinfo_k) = types::info_at(ctx, &k.path) else {
            return false;
        };
        let Some(member) = kinfo_k
            .classes
            .get(&k.name)
            .and_then(|i| i.members.get(name))
        else {
            return false;
        };
        let [types::Source::Annotation(ann) | types::Source::Declared(ann)] =
            member.values.as_slice()
        else {
            return false;
        };
        if member.method {
            return false;
        }
        let Some(inner) = class_object_inner(ctx, &kinfo_k, ann) else {
            return false;
        };
        match types::resolve(ctx, &kinfo_k, &inner, 0) {
            Some(types::Sym::Class(d)) if among_classes(std::slice::from_ref(c), &d) => continue,
            Some(types::Sym::Class(_)) => return false,
            _ => {}
        }
        // a type parameter of `k`: its one type parameter, bound by `kref`'s base `k[C]`
        let params: HashSet<String> = kinfo_k
            .classes
            .get(&k.name)
            .map(|i| i.bases.iter().flat_map(|b| type_arguments(b)).collect())
            .unwrap_or_default();
        if params.len() != 1 || !params.contains(&inner) {
            return false;
        }
        let Some(kmod) = types::info_at(ctx, &kref.path) else {
            return false;
        };
        let bound = kinfo.bases.iter().any(|b| {
            let head = b.split('[').next().unwrap_or(b).trim();
            let args = type_arguments(b);
            matches!(types::resolve_base(ctx, &kmod, head), Some(types::Sym::Class(h)) if h == *k)
                && args.len() == 1
                && matches!(types::resolve(ctx, &kmod, &args[0], 0),
                    Some(types::Sym::Class(d)) if among_classes(std::slice::from_ref(c), &d))
        });
        if !bound {
            return false;
        }
    }
    true
}

/// The type arguments of a subscripted base as written (`Parser[BlockState]` →
/// `["BlockState"]`, `Generic[KT, VT]` → `["KT", "VT"]`), each a plain or dotted name; none
/// for a bare base or one with any other argument.
fn type_arguments(base: &str) -> Vec<String> {
    let Some((_, rest)) = base.split_once('[') else {
        return Vec::new();
    };
    let Some(inner) = rest.trim_end().strip_suffix(']') else {
        return Vec::new();
    };
    let args: Vec<String> = inner.split(',').map(|a| a.trim().to_string()).collect();
    let plain = |s: &String| {
        !s.is_empty()
            && s.chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
    };
    if args.iter().all(plain) {
        args
    } else {
        Vec::new()
    }
}

/// The method target a class attribute holding a constructor target's class stands for (see
/// [`class_attributes`]): reached through the attribute of the class that binds it.
fn class_attr_target(target: &Target, attr: &ClassAttr) -> Target {
    Target {
        name: attr.name.clone(),
        kind: DefKind::Method,
        scope: vec![attr.class.clone()],
        rel_path: attr.path.clone(),
        ..target.clone()
    }
}

/// At most this many heirs of one constructor are followed into other modules.
const MAX_FOREIGN_HEIRS: usize = 64;

/// The heirs of a constructor target (see [`heirs`]) that modules other than its own define:
/// each a top-level class of a module of the tree with one base that binds there, as a call
/// of it would, to the target's class or to an heir already known (`same`, the target
/// module's own; then each one found), and the heirs of each in its own module
/// ([`heirs_in`]). A module is parsed only when its text holds a header naming one of them
/// first ([`heir_header_in`]: `(RegexPattern)`, `.RegexPattern)`, `(BidictBase[KT, VT], ..`)
/// or may import one under another name (`as`).
fn foreign_heirs(target: &Target, same: &[Heir], ctx: &RepoCtx) -> Vec<Heir> {
    let Some(owner) = target.owner() else {
        return Vec::new();
    };
    let mut known: Vec<Heir> = vec![Heir {
        path: target.rel_path.clone(),
        class: owner.to_string(),
    }];
    known.extend(same.iter().cloned());
    let files: Vec<(String, Arc<str>)> = ctx
        .files_of(super::Family::Python)
        .into_iter()
        .filter_map(|f| {
            let text = ctx.read_shared(&f)?;
            Some((f, text))
        })
        .collect();
    let mut next = 0;
    while next < known.len() && known.len() <= MAX_FOREIGN_HEIRS {
        let base = known[next].clone();
        next += 1;
        let t = heir_target(target, &base);
        let mut names: Vec<String> = vec![base.class.clone()];
        names.extend(renamed_exports(&t, ctx).iter().cloned());
        let renamed: Vec<String> = names.iter().map(|n| format!("{n} as ")).collect();
        for (path, text) in &files {
            if path.trim_start_matches("./") == base.path.trim_start_matches("./")
                || !(names.iter().any(|n| heir_header_in(text.as_bytes(), n))
                    || renamed.iter().any(|h| text.contains(h.as_str())))
            {
                continue;
            }
            let Some(file) = ctx.parsed(path, super::Lang::Python) else {
                continue;
            };
            let c = Ctx::new(&file, &t, ctx, collect_facts(&file));
            if !may_hold_local_heirs(&c) {
                continue;
            }
            let root = file.tree.root_node();
            for (class, _) in local_heirs(&c) {
                if class.parent().map(|p| p.id()) != Some(root.id()) {
                    continue;
                }
                let Some(name) = class.field("name").map(|n| c.text(n)) else {
                    continue;
                };
                let mut found = vec![name.clone()];
                found.extend(heirs_in_with(&file, &name, Some(ctx), false));
                for class in found {
                    let h = Heir {
                        path: path.clone(),
                        class,
                    };
                    if !known.contains(&h) {
                        known.push(h);
                    }
                }
            }
        }
    }
    known.drain(..1 + same.len());
    known
}

/// [`heirs`] read from the target's module: the classes of one base (a decorated one only
/// by `@dataclass(init=False)`: see [`heirs_in_with`]).
#[cfg(test)]
fn heirs_in(file: &SourceFile, owner: &str) -> Vec<String> {
    heirs_in_with(file, owner, None, false)
}

/// [`heirs_in`], with the tree `repo` to read a decorated class's plain-name decorators by
/// ([`keeps_class`]; without it such a class is no heir), and when `defining` (`owner` is the
/// class whose own body defines the target `__init__`) the classes of several bases whose
/// first base is `owner` itself, when the others are [`plain_later_bases`]: the first base
/// comes right after the class in its resolution order, so its own `__init__` is the one found
/// (`class MutableBidict(BidictBase[KT, VT], MutableBidirectionalMapping[KT, VT])`). A first
/// base that only inherits the constructor is not enough: a later base sharing its ancestry
/// may come before the class that defines it.
fn heirs_in_with(
    file: &SourceFile,
    owner: &str,
    repo: Option<&RepoCtx>,
    defining: bool,
) -> Vec<String> {
    let root = file.tree.root_node();
    let bound = top_bound(file);
    // (class, its first base, its decorators) of the classes that may inherit a constructor
    let mut cursor = root.walk();
    let mut candidates: Vec<(String, String, HeirDecorators)> = root
        .named_children(&mut cursor)
        .filter_map(|stmt| {
            let (class, base, decorators, later) = candidate_heir(file, stmt)?;
            if later.is_empty() {
                return Some((class, base, decorators));
            }
            let ctx = repo.filter(|_| defining)?;
            (base == owner && plain_later_bases(ctx, &file.rel_path, &later))
                .then_some((class, base, decorators))
        })
        .collect();
    let once = |n: &str| bound.get(n) == Some(&1);
    if !once(owner) {
        return Vec::new();
    }
    // `@dataclass(init=False)` is the standard library's only when the module binds
    // `dataclass` once, by `from dataclasses import dataclass`.
    let std_dataclass = once("dataclass") && imports_from(file, "dataclass", "dataclasses");
    candidates.retain(|(class, _, decorators)| match decorators {
        HeirDecorators::None => true,
        HeirDecorators::DataclassWithoutInit => std_dataclass,
        // each decorator a name the module binds once, to a function that gives the class
        // back: the class statement binds the class itself
        HeirDecorators::Names(names) => repo.is_some_and(|ctx| {
            names
                .iter()
                .all(|d| once(d) && keeps_class(ctx, &file.rel_path, d, class))
        }),
    });
    let mut known: Vec<String> = vec![owner.to_string()];
    loop {
        let before = known.len();
        for (class, base, _) in &candidates {
            if known.contains(base) && !known.contains(class) && once(class) {
                known.push(class.clone());
            }
        }
        if known.len() == before {
            break;
        }
    }
    known.remove(0);
    known
}

/// The decorators of a class that may inherit a constructor (see [`candidate_heir`]).
#[derive(Debug, Clone, PartialEq, Eq)]
enum HeirDecorators {
    /// An undecorated class.
    None,
    /// One `@dataclass(..)` call with `init=False` ([`only_dataclass_without_init`]).
    DataclassWithoutInit,
    /// Decorators that are each a plain name (`@with_str_method`), outermost first.
    Names(Vec<String>),
}

/// `(class, its first base, its decorators, its later bases)` of a top-level statement that
/// defines a class which may inherit a constructor (see [`heirs`]): undecorated, or decorated
/// by `@dataclass(init=False)` or by plain names only (what those give is the caller's to
/// settle).
fn candidate_heir(
    file: &SourceFile,
    stmt: Node,
) -> Option<(String, String, HeirDecorators, Vec<String>)> {
    let (class, decorators) = match stmt.kind_str() {
        "class_definition" => (stmt, HeirDecorators::None),
        "decorated_definition" => {
            let class = stmt
                .field("definition")
                .filter(|d| d.kind_str() == "class_definition")?;
            if only_dataclass_without_init(file, stmt) {
                (class, HeirDecorators::DataclassWithoutInit)
            } else {
                (class, HeirDecorators::Names(plain_decorators(file, stmt)?))
            }
        }
        _ => return None,
    };
    let (class, base, later) = first_base_class(file, class)?;
    Some((class, base, decorators, later))
}

/// The decorators of decorated definition `stmt` when each is a plain name (`@name`, no call,
/// no attribute), outermost first; `None` when any other is among them.
fn plain_decorators(file: &SourceFile, stmt: Node) -> Option<Vec<String>> {
    let mut cursor = stmt.walk();
    let names: Option<Vec<String>> = stmt
        .named_children(&mut cursor)
        .filter(|c| c.kind_str() == "decorator")
        .map(|d| {
            let mut cursor = d.walk();
            let parts: Vec<Node> = d
                .named_children(&mut cursor)
                .filter(|c| c.kind_str() != "comment")
                .collect();
            match parts.as_slice() {
                [n] if n.kind_str() == "identifier" => Some(file.text(*n).into_owned()),
                _ => None,
            }
        })
        .collect();
    names.filter(|n| !n.is_empty())
}

/// Whether decorator `name`, read at the top level of module `path`, is a repository function
/// that gives that module's class `class` back unchanged, the way a type checker infers a
/// call of it ([`types::gives_its_argument`]: an unannotated `def with_str_method(cls):
/// return cls`, imported from `jmespath.compat`): the decorated name then stands for the
/// class itself, with the constructor it inherits.
fn keeps_class(ctx: &RepoCtx, path: &str, name: &str, class: &str) -> bool {
    let path = path.trim_start_matches("./");
    let Some(info) = types::info_at(ctx, path) else {
        return false;
    };
    let c = ClassRef {
        path: path.to_string(),
        name: class.to_string(),
    };
    match types::resolve(ctx, &info, name, 0) {
        Some(types::Sym::Function(p, f)) => types::gives_its_argument(ctx, &p, &f, &c),
        _ => false,
    }
}

/// How many top-level statements of `file` may bind each name (see [`top_binds`]).
/// Whether a `global` statement of `file` names `name`: a function may rebind the
/// module-level variable.
fn rebinds_global(file: &SourceFile, name: &str) -> bool {
    let src = &file.src[..];
    memchr::memmem::find_iter(src, b"global").any(|at| {
        let end = memchr::memchr(b'\n', &src[at..]).map_or(src.len(), |e| at + e);
        mentions_word(&String::from_utf8_lossy(&src[at..end]), name)
    })
}

fn top_bound(file: &SourceFile) -> HashMap<String, usize> {
    let root = file.tree.root_node();
    let mut bound: HashMap<String, usize> = HashMap::new();
    let mut cursor = root.walk();
    for stmt in root.named_children(&mut cursor) {
        for n in top_binds(file, stmt) {
            *bound.entry(n).or_default() += 1;
        }
    }
    bound
}

/// The names a top-level statement may bind: a `def`'s or `class`'s name, the left sides of
/// an assignment, nothing for a comment or an expression (but through `:=`), and every name
/// any other statement (an import, a loop, an `if`, a `del`) mentions.
fn top_binds(file: &SourceFile, stmt: Node) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    match stmt.kind_str() {
        // A comment binds nothing (`#   LocalProtocolError is the generic
        // "ProtocolError".` above h11's classes).
        "comment" => {}
        "class_definition" | "function_definition" | "decorated_definition" => {
            let def = match stmt.kind_str() {
                "decorated_definition" => stmt.field("definition"),
                _ => Some(stmt),
            };
            if let Some(n) = def.and_then(|d| d.field("name")) {
                names.push(file.text(n).into_owned());
            }
        }
        // An expression (a docstring, a call) binds nothing, but through `:=`; an
        // assignment binds what its left sides mention. Any other statement (an import,
        // a loop, an `if`) may bind any name it mentions: each is counted as bound by it.
        _ => {
            let text = file.text(stmt);
            let binding = match stmt.kind_str() {
                "expression_statement" if !text.contains(":=") => {
                    let e = stmt.named_child(0);
                    match e.map(|e| (e.kind_str(), e)) {
                        Some(("assignment" | "augmented_assignment", a)) => {
                            // `a = b = X`: every left side up the chain
                            let mut lefts = String::new();
                            let mut cur = Some(a);
                            while let Some(n) = cur.filter(|n| n.kind_str() == "assignment") {
                                if let Some(l) = n.field("left") {
                                    lefts.push_str(&file.text(l));
                                    lefts.push(' ');
                                }
                                cur = n.field("right");
                            }
                            if a.kind_str() == "augmented_assignment" {
                                if let Some(l) = a.field("left") {
                                    lefts.push_str(&file.text(l));
                                }
                            }
                            lefts
                        }
                        _ => String::new(),
                    }
                }
                _ => text.into_owned(),
            };
            names.extend(
                binding
                    .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .filter(|w| !w.is_empty())
                    .map(str::to_string)
                    .collect::<HashSet<_>>(),
            );
        }
    }
    names
}

/// Whether the decorators of decorated class `stmt` are one `@dataclass(..)` call with
/// `init=False` among its keywords: the dataclass transform then makes no `__init__`, and the
/// class's constructor is the one its bases give (`@dataclass(init=False, frozen=True)
/// class Response(_ResponseBase)` in h11). Whether `dataclass` is the standard library's is
/// the caller's to check.
fn only_dataclass_without_init(file: &SourceFile, stmt: Node) -> bool {
    let mut cursor = stmt.walk();
    let decorators: Vec<Node> = stmt
        .named_children(&mut cursor)
        .filter(|c| c.kind_str() == "decorator")
        .collect();
    let [deco] = decorators.as_slice() else {
        return false;
    };
    let Some(call) = deco.named_child(0).filter(|c| c.kind_str() == "call") else {
        return false;
    };
    let callee = call.field("function");
    if !callee.is_some_and(|f| f.kind_str() == "identifier" && file.text(f) == "dataclass") {
        return false;
    }
    let Some(args) = call.field("arguments") else {
        return false;
    };
    let mut cursor = args.walk();
    let args: Vec<Node> = args.named_children(&mut cursor).collect();
    args.iter().all(|a| a.kind_str() == "keyword_argument")
        && args.iter().any(|a| {
            let field = |f: &str| a.field(f).map(|n| file.text(n));
            field("name").as_deref() == Some("init") && field("value").as_deref() == Some("False")
        })
}

/// Whether `file` binds `name` by a top-level `from module import name`.
fn imports_from(file: &SourceFile, name: &str, module: &str) -> bool {
    let root = file.tree.root_node();
    let mut cursor = root.walk();
    let found = root
        .named_children(&mut cursor)
        .filter(|s| s.kind_str() == "import_from_statement")
        .any(|s| {
            let from = s.field("module_name");
            let mut cursor = s.walk();
            let names: Vec<Node> = s.children_by_field_name("name", &mut cursor).collect();
            from.is_some_and(|m| m.kind_str() == "dotted_name" && file.text(m) == module)
                && names
                    .iter()
                    .any(|n| n.kind_str() == "dotted_name" && file.text(*n) == name)
        });
    found
}

/// `(name, its first base, the later bases as written)` of an undecorated `class name(base,
/// ..):` whose bases are plain or dotted names, bare or with type arguments (`Cache[_KT,
/// _VT]`, read as `Cache`), with no keyword among them, whose body declares neither
/// `__init__` nor `__new__`. Whether a class of several bases inherits its first base's
/// constructor is the caller's to settle ([`heirs_in_with`]).
fn first_base_class(file: &SourceFile, class: Node) -> Option<(String, String, Vec<String>)> {
    let name = file.text(class.field("name")?).into_owned();
    let args = class.field("superclasses")?;
    let mut cursor = args.walk();
    let bases: Vec<Node> = args
        .named_children(&mut cursor)
        .filter(|a| a.kind_str() != "comment")
        .collect();
    let (base, later) = bases.split_first()?;
    let mut later_written = Vec::new();
    for b in later {
        let head = match b.kind_str() {
            "subscript" => b.field("value")?,
            _ => *b,
        };
        if !matches!(head.kind_str(), "identifier" | "attribute") {
            return None;
        }
        later_written.push(file.text(*b).into_owned());
    }
    // A generic class with its type arguments (`Cache[_KT, _VT]`, as a stub declares
    // `class LRUCache(Cache[_KT, _VT]): ...`) is that class: the arguments choose no other
    // constructor.
    let base = &match base.kind_str() {
        "subscript" => base.field("value")?,
        _ => *base,
    };
    // a plain name, or a dotted one (`flask.Flask`)
    let dotted = base.kind_str() == "attribute"
        && file
            .text(*base)
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.');
    if base.kind_str() != "identifier" && !dotted {
        return None;
    }
    let body = class.field("body")?;
    let mut cursor = body.walk();
    let declares = body.named_children(&mut cursor).any(|stmt| {
        let named = |n: Option<Node>| {
            n.is_some_and(|n| matches!(file.text(n).as_ref(), "__init__" | "__new__"))
        };
        match stmt.kind_str() {
            "function_definition" => named(stmt.field("name")),
            "decorated_definition" => named(stmt.field("definition").and_then(|d| d.field("name"))),
            // `__init__ = other` or any statement that might bind it
            _ => {
                let t = file.text(stmt);
                t.contains("__init__") || t.contains("__new__")
            }
        }
    });
    (!declares).then(|| (name, file.text(*base).into_owned(), later_written))
}

/// Outside classes that define no `__new__` (typeshed's `typing` and `collections.abc` ABCs,
/// `Generic`, `Protocol`): as a later base they leave a class's construction to the
/// `__init__` its first base gives.
const NEWLESS_EXTERNAL: &[&str] = &[
    "object",
    "Generic",
    "Protocol",
    "ABC",
    "Hashable",
    "Sized",
    "Container",
    "Iterable",
    "Iterator",
    "Reversible",
    "Collection",
    "Sequence",
    "MutableSequence",
    "Set",
    "AbstractSet",
    "MutableSet",
    "Mapping",
    "MutableMapping",
    "MappingView",
    "KeysView",
    "ValuesView",
    "ItemsView",
];

/// Whether the later bases of a class of module `path` (as written) leave its construction to
/// its first base: each a repository class whose ancestry could be read whole, binds no
/// `__new__` and meets no outside class but those of [`NEWLESS_EXTERNAL`], or one of those.
/// A type checker evaluates a `__new__` before `__init__`, and one of a later base's could
/// take the call instead.
fn plain_later_bases(ctx: &RepoCtx, path: &str, later: &[String]) -> bool {
    let Some(info) = types::info_at(ctx, path.trim_start_matches("./")) else {
        return false;
    };
    let newless = |e: &str| NEWLESS_EXTERNAL.contains(&e.rsplit('.').next().unwrap_or(e));
    later.iter().all(|b| {
        let head = b.split('[').next().unwrap_or(b).trim();
        match types::resolve_base(ctx, &info, head) {
            Some(types::Sym::Class(c)) => {
                let anc = types::ancestry(ctx, &c);
                anc.unresolved_in.is_empty()
                    && anc.external.iter().all(|e| newless(e))
                    && anc
                        .classes
                        .iter()
                        .all(|k| !types::declares(ctx, k, "__new__"))
            }
            Some(types::Sym::External(e)) => newless(&e),
            _ => false,
        }
    })
}

/// Whether import statement `stmt` may bind `name` in its scope: `import a.b` binds `a`,
/// `import a.b as c` and `from m import x as c` bind `c`, `from m import x` binds `x`, and a
/// `*` import (or a statement tree-sitter could not read whole) may bind anything. The module
/// a `from` import reads binds nothing (`from flask.testing import EnvironBuilder` leaves
/// `flask` as it was).
fn import_binds(file: &SourceFile, stmt: Node, name: &str) -> bool {
    if stmt.has_error() {
        return file.text(stmt).contains(name);
    }
    let mut cursor = stmt.walk();
    if stmt
        .named_children(&mut cursor)
        .any(|c| c.kind_str() == "wildcard_import")
    {
        return true;
    }
    let mut cursor = stmt.walk();
    let bound = stmt
        .children_by_field_name("name", &mut cursor)
        .any(|c| match c.kind_str() {
            "dotted_name" => {
                let text = collapse_ws(&file.text(c));
                let first = match stmt.kind_str() {
                    "import_statement" => text.split('.').next().unwrap_or("").to_string(),
                    _ => text,
                };
                first == name
            }
            "aliased_import" => c.field("alias").is_some_and(|a| file.text(a) == name),
            _ => true,
        });
    bound
}

/// The module-level names of a `__call__` target's module that hold an instance of the
/// target's class, with what makes it: a call `name(..)` (or `mod.name(..)`, an import of it)
/// calls that instance, so a type checker checks it against the class's `__call__`
/// (dateutil's `gettz = __get_gettz()`, whose function returns an instance of the class
/// `GettzFunc` it defines). Each name is bound once at the module's top level, without an
/// annotation, by `name = C(..)` of the top-level class `C` the target belongs to, or by
/// `name = f()` of the top-level function `f` whose class `C` it is, when `f` is an
/// undecorated plain `def` with one `return C()` (no `yield`) and `C` is named in `f` by
/// nothing else. `C` has no base, no keyword in its bases and no `__new__`, so a call of it
/// makes an instance of itself. Read once per measurement.
fn instances(target: &Target, ctx: &RepoCtx) -> Arc<Vec<(String, String)>> {
    let key = format!(
        "py:instances:{}:{}",
        target.rel_path,
        target.scope.join(".")
    );
    ctx.memo(&key, || {
        if target.kind != DefKind::Method || target.name != "__call__" {
            return Vec::new();
        }
        let Some(file) = ctx.parsed(&target.rel_path, super::Lang::Python) else {
            return Vec::new();
        };
        instances_in(&file, &target.scope)
    })
}

/// [`instances`] read from the target's module, `scope` the target's scope.
fn instances_in(file: &SourceFile, scope: &[String]) -> Vec<(String, String)> {
    let (maker, class) = match scope {
        [class] => (None, class.as_str()),
        [f, class] => (Some(f.as_str()), class.as_str()),
        _ => return Vec::new(),
    };
    let root = file.tree.root_node();
    let mut bound: HashMap<String, usize> = HashMap::new();
    let mut made: Vec<(String, Node)> = Vec::new();
    let mut defs: HashMap<String, Node> = HashMap::new();
    let mut cursor = root.walk();
    for stmt in root.named_children(&mut cursor) {
        // `del f` after `gettz = f()` unbinds the maker, it binds nothing
        if stmt.kind_str() == "delete_statement" {
            continue;
        }
        if matches!(stmt.kind_str(), "class_definition" | "function_definition") {
            if let Some(n) = stmt.field("name") {
                defs.insert(file.text(n).into_owned(), stmt);
            }
        }
        if stmt.kind_str() == "expression_statement" {
            let a = stmt.named_child(0).filter(|a| a.kind_str() == "assignment");
            let parts = a.and_then(|a| {
                let l = a.field("left")?;
                let r = a.field("right")?;
                (l.kind_str() == "identifier"
                    && a.field("type").is_none()
                    && r.kind_str() == "call")
                    .then_some((l, r))
            });
            if let Some((l, r)) = parts {
                made.push((file.text(l).into_owned(), r));
            }
        }
        for n in top_binds(file, stmt) {
            *bound.entry(n).or_default() += 1;
        }
    }
    let once = |n: &str| bound.get(n) == Some(&1);
    let makes_itself = |c: Node| {
        c.field("superclasses").is_none()
            && c.field("body").is_some_and(|b| {
                let mut cursor = b.walk();
                let declares_new = b
                    .named_children(&mut cursor)
                    .any(|st| file.text(st).contains("__new__"));
                !declares_new
            })
    };
    let callee = |call: Node| {
        call.field("function")
            .filter(|f| f.kind_str() == "identifier")
            .map(|f| file.text(f).into_owned())
    };
    let global = |n: &str| file.text(root).contains(&format!("global {n}"));
    let mut out = Vec::new();
    for (name, call) in made {
        if !once(&name) || global(&name) {
            continue;
        }
        let Some(called) = callee(call) else {
            continue;
        };
        let why = match maker {
            None => {
                let ok = called == class
                    && once(class)
                    && defs
                        .get(class)
                        .is_some_and(|c| c.kind_str() == "class_definition" && makes_itself(*c));
                if !ok {
                    continue;
                }
                format!("{name} = {class}(..) is a {class}")
            }
            Some(f) => {
                let ok = called == f
                    && once(f)
                    && defs
                        .get(f)
                        .is_some_and(|d| returns_own_class(file, *d, class, &makes_itself));
                if !ok {
                    continue;
                }
                format!("{name} = {f}() is the {class} {f} returns")
            }
        };
        out.push((name, why));
    }
    out
}

/// Whether plain `def` `f` returns a new instance of the class `class` it defines: its body
/// (not a nested function's) holds one `return`, `return class()`, no `yield`, and names
/// `class` nowhere else than in the class's header; that class `makes_itself`.
fn returns_own_class(
    file: &SourceFile,
    f: Node,
    class: &str,
    makes_itself: &dyn Fn(Node) -> bool,
) -> bool {
    if f.kind_str() != "function_definition"
        || f.child(0).is_some_and(|c| c.kind_str() == "async")
        || f.field("return_type").is_some()
    {
        return false;
    }
    let Some(body) = f.field("body") else {
        return false;
    };
    let mut returns: Vec<Node> = Vec::new();
    let mut classes: Vec<Node> = Vec::new();
    let mut mentions = 0usize;
    let mut yields = false;
    // (node, whether it is inside a nested function or lambda)
    let mut stack = vec![(body, false)];
    while let Some((n, inner)) = stack.pop() {
        match n.kind_str() {
            "return_statement" if !inner => returns.push(n),
            "yield" if !inner => yields = true,
            "identifier" if file.text(n) == class => mentions += 1,
            _ => {}
        }
        let inner = inner || matches!(n.kind_str(), "function_definition" | "lambda");
        let mut cursor = n.walk();
        for c in n.named_children(&mut cursor) {
            // the class's own body is its scope: what it names there binds nothing in `f`
            let own_body = n.kind_str() == "class_definition"
                && c.kind_str() == "block"
                && n.field("name").is_some_and(|m| file.text(m) == class);
            if own_body {
                if !inner {
                    classes.push(n);
                }
                continue;
            }
            stack.push((c, inner));
        }
    }
    let [ret] = returns.as_slice() else {
        return false;
    };
    let [c] = classes.as_slice() else {
        return false;
    };
    let returned = ret.named_child(0).filter(|v| {
        v.kind_str() == "call"
            && v.field("function")
                .is_some_and(|g| g.kind_str() == "identifier" && file.text(g) == class)
            && v.field("arguments")
                .is_some_and(|a| a.named_child_count() == 0)
    });
    !yields
        && returned.is_some()
        && mentions == 2
        && c.parent().is_some_and(|p| p.id() == body.id())
        && makes_itself(*c)
}

/// A module-level instance `name` of a `__call__` target's class (see [`instances`]),
/// looked for as a function of the target's module of that name would be.
fn instance_target(target: &Target, name: &str) -> Target {
    Target {
        name: name.to_string(),
        kind: DefKind::Function,
        scope: Vec::new(),
        defs: Vec::new(),
        ..target.clone()
    }
}

/// Whether the caller file of `c` may hold a class of its own that inherits the constructor
/// target (see [`local_heirs`]): the target is the `__init__` of a top-level class, and the
/// file's text holds a one-base header naming the class or an alias of it (`(Rule)`) — in
/// the target's own module (whose top-level heirs [`heirs`] reads) an indented one, a class
/// statement in a function (`class Child(Cached):` in a test).
fn may_hold_local_heirs(c: &Ctx) -> bool {
    let target = c.target;
    let Some(owner) = c.class_name.as_deref() else {
        return false;
    };
    if target.kind != DefKind::Constructor
        || !is_constructor_name(&target.name)
        || target.scope.len() != 1
    {
        return false;
    }
    let src = &c.file.src;
    if c.same_file {
        // The module's own top-level heirs are [`heirs`]'; only a class statement indented
        // under a `def` (a test's `class Child(Cached):`) is one more.
        let header = format!("({owner})");
        return memchr::memmem::find_iter(src, header.as_bytes()).any(|at| {
            let line = src[..at]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |n| n + 1);
            let head = &src[line..at];
            let indent = head
                .iter()
                .take_while(|b| matches!(b, b' ' | b'\t'))
                .count();
            indent > 0 && head[indent..].starts_with(b"class ")
        });
    }
    std::iter::once(owner)
        .chain(c.aliases.keys().map(String::as_str))
        .any(|n| heir_header_in(src, n))
}

/// Whether `src` may hold a class header whose first base is `name`: `(name)` or
/// `(mod.name)` opening the bases of a class statement, and on a line that starts a class
/// statement, the same with type arguments (`(name[`) or more bases after it (`(name,`).
/// The same words elsewhere (`self.flakes(.., m.UndefinedName)`, `isinstance(x, (Name))`)
/// hold no header: a class statement starts its line.
fn heir_header_in(src: &[u8], name: &str) -> bool {
    memchr::memmem::find_iter(src, name.as_bytes()).any(|at| {
        let before = at.checked_sub(1).map(|i| src[i]);
        let after = src.get(at + name.len()).copied();
        if !matches!(before, Some(b'(' | b'.')) {
            return false;
        }
        match after {
            Some(b')') => {
                // the `(` the base list opens with: right before the name, or before the
                // dotted module path it is written after
                let mut open = at - 1;
                while open > 0 && (src[open] == b'.' || ident_byte(src[open])) {
                    open -= 1;
                }
                src[open] == b'(' && class_head_before(src, open)
            }
            Some(b'[' | b',') => class_head_before(src, at),
            _ => false,
        }
    })
}

/// Whether the line holding byte `at` starts (after its indentation) a class statement
/// written before `at`: `class Name` (with type parameters, `class Name[T]`), no `:` between.
fn class_head_before(src: &[u8], at: usize) -> bool {
    let line = src[..at]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |n| n + 1);
    let head = &src[line..at];
    let indent = head
        .iter()
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count();
    head[indent..].starts_with(b"class ") && !head[indent..].contains(&b':')
}

/// The classes a caller file defines that inherit a constructor target, with the base they
/// name: each a `class` statement of the module's top level (not in the target's own module,
/// whose top-level heirs are [`heirs`]') or of a function's body (under its `for`, `with` or
/// `if` blocks too), undecorated, with one base that is a plain or dotted name
/// (`flask.Flask`), bare or with type arguments, and no keyword in its bases, declaring
/// neither `__init__` nor `__new__` (as [`heirs`] reads them), its name bound once in its
/// scope, and its base a name that reaches the target's class (an import of it, as a call of
/// that name would: `from dateutil.rrule import rrule` then `class TaggedRule(rrule)`; an
/// attribute declared as holding it: `class DefaultCache(self.Cache)`) or a local heir found
/// before it (`class GrandChild(Child)`). Its resolution order then reaches the target's
/// `__init__` first.
fn local_heirs<'t>(c: &Ctx<'_, 't>) -> Vec<(Node<'t>, String)> {
    let Some(owner) = c.class_name.as_deref() else {
        return Vec::new();
    };
    let file = c.file;
    let root = file.tree.root_node();
    let mut out = Vec::new();
    let mut top_bound: Option<HashMap<String, usize>> = None;
    // Where the text spells `class` as a word: a statement whose text holds none holds no
    // class statement, and is not stepped into.
    let src = &file.src;
    let class_at: Vec<usize> = memchr::memmem::find_iter(src, b"class")
        .filter(|&at| {
            !at.checked_sub(1).is_some_and(|i| ident_byte(src[i]))
                && !src.get(at + 5).is_some_and(|b| ident_byte(*b))
        })
        .collect();
    let holds_class = |n: Node| {
        let k = class_at.partition_point(|&at| at < n.start_byte());
        class_at.get(k).is_some_and(|&at| at < n.end_byte())
    };
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        let mut cursor = n.walk();
        for ch in n.named_children(&mut cursor) {
            if !holds_class(ch) {
                continue;
            }
            if ch.kind_str() != "class_definition" {
                // statements of the module and of function bodies (not of class bodies)
                if matches!(
                    ch.kind_str(),
                    "function_definition" | "decorated_definition" | "block"
                ) || ch.kind_str().ends_with("_statement")
                    || ch.kind_str().ends_with("_clause")
                {
                    stack.push(ch);
                }
                continue;
            }
            // a class's methods are function bodies too (`class TestSendfile:` around a test
            // method that defines `class StaticFileApp(flask.Flask)`); a class of a class
            // body is no function's local and is left below
            stack.push(ch);
            // the target module's own top-level classes are [`heirs`]'
            if c.same_file && n.id() == root.id() {
                continue;
            }
            let Some((name, base, later)) = first_base_class(file, ch) else {
                continue;
            };
            // a dotted base names the owner by its last part (`flask.Flask`), read below as
            // an attribute of what its head is
            let names_owner = match base.rsplit_once('.') {
                Some((_, last)) => last == owner,
                None => base == owner || c.aliases.contains_key(&base),
            };
            // several bases: only when the first is the class whose own body defines the
            // target (see [`heirs_in_with`])
            let inherits = later.is_empty()
                || (names_owner
                    && defines_init(c.repo, &c.target.rel_path, owner)
                    && plain_later_bases(c.repo, &file.rel_path, &later));
            if !inherits {
                continue;
            }
            // or a local heir found before it (`class GrandChild(Child)` after `class
            // Child(Cached)` in the same test), when its base binds to that very class
            let parent_heirs: Vec<Node<'t>> = match names_owner {
                true => Vec::new(),
                false => out
                    .iter()
                    .map(|(h, _): &(Node<'t>, String)| *h)
                    .filter(|h| {
                        h.field("name")
                            .is_some_and(|n| file.text(n) == base.as_str())
                    })
                    .collect(),
            };
            if !names_owner && parent_heirs.is_empty() {
                continue;
            }
            // the scope the class statement binds its name in: the innermost function around
            // it (through the `for`, `with` or `if` blocks it may sit in), else the module
            let mut in_function = ch.parent();
            while let Some(p) = in_function.filter(|p| {
                !matches!(
                    p.kind_str(),
                    "function_definition" | "lambda" | "class_definition" | "module"
                )
            }) {
                in_function = p.parent();
            }
            let bound_once = match in_function {
                Some(f) if f.kind_str() == "function_definition" => {
                    let l = c.local_bindings(f, &name);
                    l.defs.len() == 1 && !l.assigned && !l.imported && l.param.is_none()
                }
                _ if n.id() == root.id() => {
                    let bound = top_bound.get_or_insert_with(|| self::top_bound(file));
                    bound.get(&name) == Some(&1) && !c.declared_global(&name)
                }
                _ => false,
            };
            if !bound_once {
                continue;
            }
            // the base is read where the class statement runs, as a call of it there would be
            let base_node = ch.field("superclasses").and_then(|a| {
                let mut cursor = a.walk();
                let first = a
                    .named_children(&mut cursor)
                    .find(|n| n.kind_str() != "comment");
                // a generic base's class, without its type arguments
                match first {
                    Some(f) if f.kind_str() == "subscript" => f.field("value"),
                    other => other,
                }
            });
            let binds = match base_node {
                _ if !parent_heirs.is_empty() => {
                    let t = local_heir_target(c.target, &base);
                    let mut hc = Ctx::new(file, &t, c.repo, c.facts.clone());
                    let reaches = parent_heirs.iter().any(|h| {
                        hc.heir_at = Some(h.start_byte());
                        hc.plain_at(ch, &base, true, 0).0 == Binds::Yes
                    });
                    if reaches {
                        Binds::Yes
                    } else {
                        Binds::No
                    }
                }
                Some(b) if b.kind_str() == "attribute" => {
                    match (b.field("object"), b.field("attribute")) {
                        (Some(obj), Some(attr)) => c.attribute(ch, obj, &c.text(attr), true).0,
                        _ => Binds::No,
                    }
                }
                _ => c.plain_at(ch, &base, true, 0).0,
            };
            if binds == Binds::Yes {
                out.push((ch, base));
            }
        }
    }
    out
}

/// Whether the top-level class `class` of module `path` defines `__init__` in its own body
/// (a constructor target's own class, not an heir of it).
fn defines_init(ctx: &RepoCtx, path: &str, class: &str) -> bool {
    types::info_at(ctx, path.trim_start_matches("./")).is_some_and(|info| {
        info.classes
            .get(class)
            .and_then(|k| k.members.get("__init__"))
            .is_some_and(|m| m.method)
    })
}

/// The constructor of heir `heir` of a constructor target (see [`heirs`]): the same
/// definition, reached through the heir's name in the heir's module.
fn heir_target(target: &Target, heir: &Heir) -> Target {
    Target {
        scope: vec![heir.class.clone()],
        rel_path: heir.path.clone(),
        ..target.clone()
    }
}

/// The constructor of a caller file's own class `heir` inheriting a constructor target (see
/// [`local_heirs`]): the same definition, reached through the heir's name.
fn local_heir_target(target: &Target, heir: &str) -> Target {
    Target {
        scope: vec![heir.to_string()],
        ..target.clone()
    }
}

/// The names the packages around a top-level function or class target re-export it under:
/// each `from M import name as other` in the `__init__.py` of a package on the way from the
/// target's module to the root, whose `M` is the target's module or a package below that
/// re-exports it (renamed or not) — deepest first, so a re-export of a re-export is
/// followed. Only the `__init__.py` files whose text holds one of the names so far are
/// parsed. Read once per measurement.
fn renamed_exports(target: &Target, ctx: &RepoCtx) -> Arc<Vec<String>> {
    let key = format!(
        "py:renamed:{}:{}:{:?}:{}",
        target.rel_path,
        target.name,
        target.kind,
        target.scope.join(".")
    );
    ctx.memo(&key, || {
        let name = match target.kind {
            DefKind::Function | DefKind::Class if target.scope.is_empty() => target.name.clone(),
            DefKind::Constructor if target.scope.len() == 1 => match target.owner() {
                Some(o) => o.to_string(),
                None => return Vec::new(),
            },
            _ => return Vec::new(),
        };
        let Some((parts, _)) = module_parts(&target.rel_path) else {
            return Vec::new();
        };
        // (module, name) pairs that stand for the target, growing as packages re-export it.
        let mut known: Vec<(String, String)> = module_names(&target.rel_path)
            .into_iter()
            .map(|m| (m, name.clone()))
            .collect();
        let mut out: Vec<String> = Vec::new();
        for depth in (1..parts.len()).rev() {
            let init = format!("{}/__init__.py", parts[..depth].join("/"));
            let worth = ctx.read_shared(&init).is_some_and(|t| {
                known
                    .iter()
                    .any(|(_, n)| imported_word(t.as_bytes(), &Word::new(n)))
            });
            if !worth {
                continue;
            }
            let Some(file) = ctx.parsed(&init, super::Lang::Python) else {
                continue;
            };
            let facts = collect_facts(&file);
            let package = module_names(&init);
            let mut found: Vec<String> = facts
                .imports
                .iter()
                .filter_map(|(bound, (imp, _))| match imp {
                    Import::From { module, name }
                        if known.contains(&(module.clone(), name.clone())) =>
                    {
                        Some(bound.clone())
                    }
                    _ => None,
                })
                .collect();
            // `LevelGroupOrderIter = LevelOrderGroupIter` after importing the latter.
            let aliases: Vec<String> = top_aliases(&file)
                .into_iter()
                .filter(|(_, n)| found.contains(n))
                .map(|(a, _)| a)
                .collect();
            found.extend(aliases);
            found.sort();
            found.dedup();
            for bound in found {
                for p in &package {
                    known.push((p.clone(), bound.clone()));
                }
                if bound != name && !out.contains(&bound) {
                    out.push(bound);
                }
            }
        }
        out.sort();
        out
    })
}

// ------------------------------------------------------------------------------------------
// calls

/// What the object of an attribute call is known to be.
#[derive(Debug, Clone)]
enum Recv {
    Module(String),
    /// An instance of a class (base name), with the evidence.
    Instance(String, String),
    /// The class object itself.
    Class(String, String),
    /// A value of unknown class that is surely no module (an untyped parameter, a call's
    /// result, a literal computed value): a method may be reached through it, a module-level
    /// function cannot.
    Value(String),
    Unknown(String),
}

/// See [`Ctx::idents`].
type IdentTypes = HashMap<(Option<usize>, String, usize), Option<Vec<Ty>>>;

/// See [`Ctx::reached`].
type ReachedTypes = HashMap<(usize, String, usize, usize), Option<Vec<Ty>>>;

struct Ctx<'a, 't> {
    file: &'t SourceFile,
    target: &'a Target,
    repo: &'a RepoCtx,
    facts: Facts<'t>,
    target_modules: Vec<String>,
    same_file: bool,
    /// Name a class/constructor target is called by (`Account(...)`).
    class_name: Option<String>,
    /// The target can be imported by name (top-level function or class).
    importable_name: Option<String>,
    /// `local_bindings` results by (function node id, name): a file calling the target many
    /// times from one function scans that function once.
    locals: RefCell<HashMap<(usize, String), Local<'t>>>,
    /// [`Ctx::ident_types`] results by (innermost enclosing function's node id, name, depth)
    /// that do not depend on where the name is read: the receivers of a function's calls
    /// (`pm` of every `pm.hook.name(..)` in a test) are typed once.
    idents: RefCell<IdentTypes>,
    /// What [`Ctx::ident_types`] finds where one assignment of a function's local reaches the
    /// read, by (function node id, name, depth, that assignment's index): the same for every
    /// read it reaches (`pm = PluginManager(..)` read by each `pm.hook.name(..)` after it).
    reached: RefCell<ReachedTypes>,
    /// Other names a plain call may reach the target by: `from m import f as g`, `_f = f`,
    /// `g = m.f` — alias → the name it stands for.
    aliases: HashMap<String, String>,
    /// The names the packages around the target re-export it under ([`renamed_exports`]):
    /// a call of one is kept when it is proved to reach the target.
    exports: Arc<Vec<String>>,
    /// This file's module summary (its classes, functions and imports), read when a
    /// receiver's type is first asked for.
    info: OnceCell<Arc<ModInfo>>,
    /// Each class this file defines, with its bases: read once, when a `super()` receiver
    /// first needs it.
    classes: OnceCell<HashMap<String, Vec<String>>>,
    /// For a class of this file that inherits a constructor target defined elsewhere (see
    /// [`local_heirs`]): the start of its `class` statement. A call of its name that this
    /// definition binds is a call of the target.
    heir_at: Option<usize>,
    /// See [`Ctx::class_params`].
    class_params: OnceCell<Vec<String>>,
}

pub fn calls(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call> {
    let facts = collect_facts(file);
    let heirs = heirs(target, ctx);
    let c = Ctx::new(file, target, ctx, facts);
    let mut out = c.scan(true);
    if !heirs.is_empty() {
        for h in heirs.iter() {
            let t = heir_target(target, h);
            // An heir is looked for only in a file that mentions it (or a re-export of it).
            let mentioned = std::iter::once(&h.class)
                .chain(renamed_exports(&t, ctx).iter())
                .any(|n| memchr::memmem::find(&file.src, n.as_bytes()).is_some());
            if !mentioned {
                continue;
            }
            // Each further scan (an heir's, a local heir's, an instance's) reads the same
            // facts: a copy of them, not another walk of the tree.
            let hc = Ctx::new(file, &t, ctx, c.facts.clone());
            let owner = target.owner().unwrap_or_default();
            // Only the calls of the heir itself (its name, an alias, its own receiver's
            // class): a call it proves to name something else is no call of the target.
            for mut call in hc.scan(false) {
                if call.binds == Binds::No || out.iter().any(|o| o.byte == call.byte) {
                    continue;
                }
                let h = &h.class;
                call.reason = format!("{}; {h} inherits {owner}.{}", call.reason, target.name);
                out.push(call);
            }
        }
        out.sort_by_key(|c| c.byte);
    }
    if may_hold_local_heirs(&c) {
        for (class, base) in local_heirs(&c) {
            let Some(name) = class.field("name").map(|n| c.text(n)) else {
                continue;
            };
            let t = local_heir_target(target, &name);
            let mut hc = Ctx::new(file, &t, ctx, c.facts.clone());
            hc.heir_at = Some(class.start_byte());
            let owner = target.owner().unwrap_or_default();
            for mut call in hc.scan(false) {
                if call.binds != Binds::Yes {
                    continue;
                }
                call.reason = format!(
                    "{}; {name} (line {}) inherits {owner}.{} through {base}",
                    call.reason,
                    line_of(class),
                    target.name
                );
                // A heir that takes the target's name (`class Flask(flask.Flask)` in a test)
                // was read by the first scan as a local class of its own: this reading knows
                // the class and settles it.
                match out.iter_mut().find(|o| o.byte == call.byte) {
                    Some(o) if o.binds != Binds::Yes => *o = call,
                    Some(_) => {}
                    None => out.push(call),
                }
            }
        }
        out.sort_by_key(|c| c.byte);
    }
    for alias in static_aliases(target, ctx).iter() {
        if memchr::memmem::find(&file.src, alias.name.as_bytes()).is_none() {
            continue;
        }
        let t = static_alias_target(target, alias);
        let ac = Ctx::new(file, &t, ctx, c.facts.clone());
        let class = &alias.class;
        // a static method takes the arguments as written: no receiver is passed
        for mut call in ac.scan(true) {
            if call.binds == Binds::No || out.iter().any(|o| o.byte == call.byte) {
                continue;
            }
            call.supplies_receiver = false;
            call.reason = format!(
                "{}; {class}.{} = staticmethod({})",
                call.reason, alias.name, target.name
            );
            out.push(call);
        }
        out.sort_by_key(|c| c.byte);
    }
    // A class-body alias of a method (`_update = update`) or an instance attribute holding
    // its bound method (`self._list_add = _list.add`): a call of it through a receiver whose
    // lookup reaches that attribute calls the target, the receiver passed as for the method
    // (the bound method's is bound already: the arguments as written follow it).
    let method_aliases = method_aliases(target, ctx);
    let field_aliases = field_aliases(target, ctx);
    let alias_scans = method_aliases
        .iter()
        .map(|a| {
            (
                method_alias_target(target, a),
                format!("{} = {}", a, target.name),
            )
        })
        .chain(field_aliases.iter().map(|a| {
            let how = format!("{}.{} holds the bound {}", a.class, a.name, target.name);
            (field_alias_target(target, a), how)
        }));
    for (t, how) in alias_scans {
        if memchr::memmem::find(&file.src, t.name.as_bytes()).is_none() {
            continue;
        }
        let ac = Ctx::new(file, &t, ctx, c.facts.clone());
        for mut call in ac.scan(true) {
            if call.binds == Binds::No || out.iter().any(|o| o.byte == call.byte) {
                continue;
            }
            call.reason = format!("{}; {how}", call.reason);
            out.push(call);
        }
        out.sort_by_key(|c| c.byte);
    }
    // A class attribute holding the target's class (`document_class = Document`, `_inv_cls:
    // ClassVar[type[BidictBase]]`): a call of it through a receiver whose lookup reaches
    // that class's attribute makes an instance, the receiver of `__init__` supplied.
    for attr in class_attributes(target, ctx).iter() {
        if memchr::memmem::find(&file.src, attr.name.as_bytes()).is_none() {
            continue;
        }
        let t = class_attr_target(target, attr);
        let ac = Ctx::new(file, &t, ctx, c.facts.clone());
        for mut call in ac.scan(true) {
            if call.binds != Binds::Yes
                || out.iter().any(|o| o.byte == call.byte)
                || !ac.attribute_call_unnarrowed(call.byte, &attr.name)
            {
                continue;
            }
            call.supplies_receiver = true;
            call.reason = format!("{}; {}", call.reason, attr.how);
            out.push(call);
        }
        out.sort_by_key(|c| c.byte);
    }
    let instances = match target.name.as_str() {
        "__call__" => instances(target, ctx),
        _ => Arc::default(),
    };
    for (name, made) in instances.iter() {
        let t = instance_target(target, name);
        let exports = renamed_exports(&t, ctx);
        let mentioned = std::iter::once(name)
            .chain(exports.iter())
            .any(|n| memchr::memmem::find(&file.src, n.as_bytes()).is_some());
        if !mentioned {
            continue;
        }
        let ic = Ctx::new(file, &t, ctx, c.facts.clone());
        let owner = target.owner().unwrap_or_default();
        // A call of the instance passes what follows `self` of its class's `__call__`.
        for mut call in ic.scan(true) {
            if call.binds == Binds::No || out.iter().any(|o| o.byte == call.byte) {
                continue;
            }
            call.supplies_receiver = true;
            call.reason = format!("{}; {made}: the call is {owner}.__call__", call.reason);
            out.push(call);
        }
        out.sort_by_key(|c| c.byte);
    }
    // A module-level alias of a function target (`countedArray = replaced_by_pep8(..,
    // counted_array)`): a call of it, looked for as a call of a function of that name in the
    // target's module, is a call of the target with the arguments as written.
    for name in module_aliases(target, ctx).iter() {
        let t = instance_target(target, name);
        let exports = renamed_exports(&t, ctx);
        let mentioned = std::iter::once(name)
            .chain(exports.iter())
            .any(|n| memchr::memmem::find(&file.src, n.as_bytes()).is_some());
        if !mentioned {
            continue;
        }
        let ac = Ctx::new(file, &t, ctx, c.facts.clone());
        for mut call in ac.scan(true) {
            if call.binds == Binds::No || out.iter().any(|o| o.byte == call.byte) {
                continue;
            }
            call.supplies_receiver = false;
            call.reason = format!("{}; {name} stands for {}", call.reason, target.name);
            out.push(call);
        }
        out.sort_by_key(|c| c.byte);
    }
    let sources = instance_sources(target, ctx);
    if !sources.all.is_empty() {
        for call in c.value_calls(&sources.all) {
            if !out.iter().any(|o| o.byte == call.byte) {
                out.push(call);
            }
        }
        out.sort_by_key(|c| c.byte);
    }
    // A call a splat leaves uncounted (`Interval(*t)`, `f(a, b, **kw)`) may still provably
    // not fit: see [`splat_fits`].
    if out
        .iter()
        .any(|c| c.args.is_none() && c.binds == Binds::Yes)
    {
        let root = file.tree.root_node();
        for call in out
            .iter_mut()
            .filter(|c| c.args.is_none() && c.binds == Binds::Yes)
        {
            let node = root
                .descendant_for_byte_range(call.byte, call.byte)
                .and_then(|n| {
                    std::iter::successors(Some(n), |n| n.parent())
                        .find(|n| n.kind_str() == "call" && n.start_byte() == call.byte)
                });
            if let Some(shape) = node
                .filter(|n| !under_isinstance_test(file, *n))
                .and_then(|n| splat_shape(file, n))
            {
                call.fits = splat_fits(&target.defs, &shape, call.supplies_receiver);
            }
        }
    }
    if !out.is_empty() {
        if let Some(deco) = hiding_decorator(target, ctx).as_ref() {
            for call in out.iter_mut().filter(|c| c.binds != Binds::No) {
                call.args = None;
                call.keywords.clear();
                call.fits = None;
                call.reason = format!(
                    "{}; the call takes the arguments of what @{deco} makes, not the def's",
                    call.reason
                );
            }
        }
    }
    out
}

/// The arguments of a call that a splat leaves uncounted: how many it passes by position
/// outside splats, the keywords it names, and which splats it writes.
#[derive(Debug, Default, PartialEq)]
struct SplatShape {
    positional: usize,
    keywords: Vec<String>,
    /// A `*xs`: any number of positional arguments, none by name.
    star: bool,
    /// A `**kw`: any keywords, no positional argument.
    double_star: bool,
}

/// Whether `node` sits in the branch an `if`/`elif` takes on an `isinstance(..)` test
/// (`if not isinstance(response, Response):` with `response: Response`): a type checker may
/// narrow the name to `Never` there and check nothing in it, so a splat's call is not
/// claimed there (see [`splat_fits`]).
fn under_isinstance_test(file: &SourceFile, node: Node) -> bool {
    let mut cur = node;
    while let Some(p) = cur.parent() {
        if matches!(
            p.kind_str(),
            "function_definition" | "lambda" | "class_definition"
        ) {
            return false;
        }
        if matches!(p.kind_str(), "if_statement" | "elif_clause")
            && p.field("consequence").is_some_and(|c| c.id() == cur.id())
            && p.field("condition")
                .is_some_and(|c| mentions_word(&file.text(c), "isinstance"))
        {
            return true;
        }
        cur = p;
    }
    false
}

/// [`SplatShape`] of `call`; `None` when it writes no splat or a generator argument.
fn splat_shape(file: &SourceFile, call: Node) -> Option<SplatShape> {
    let list = call.field("arguments")?;
    if list.kind_str() != "argument_list" {
        return None;
    }
    let mut shape = SplatShape::default();
    let mut cursor = list.walk();
    for a in list.named_children(&mut cursor) {
        match a.kind_str() {
            k if a.is_extra() || k == "comment" => {}
            "list_splat" | "parenthesized_list_splat" => shape.star = true,
            "dictionary_splat" => shape.double_star = true,
            "keyword_argument" => shape
                .keywords
                .push(file.text(a.field("name")?).into_owned()),
            _ => shape.positional += 1,
        }
    }
    (shape.star || shape.double_star).then_some(shape)
}

/// Which of `defs` a call of shape `shape` may fit, where a splat hides its count (see
/// [`Call::fits`]); `None` when each may. Only what a splat cannot do is a mismatch: a `*xs`
/// fills no keyword-only parameter, so one that is required and that no keyword names stays
/// unfilled (`Interval(*t)` against `__new__(cls, begin, end, data=None, *, tag)`); a `**kw`
/// fills no positional one, so a positional argument past the last parameter that takes one,
/// with no `*args` to collect it, has none to fill (`update_in(d, keys, f, None, **kw)`
/// against `update_in(d, keys, func, *, default=None)`), and a required positional-only
/// parameter past the positional arguments stays unfilled (`iteritems(arg, **kw)` against
/// `iteritems(arg, strict, /, **kw)`). A call writing both may fill anything. `receiver`: the call supplies the implicit receiver.
fn splat_fits(defs: &[Def], shape: &SplatShape, receiver: bool) -> Option<Vec<bool>> {
    let fits: Vec<bool> = defs
        .iter()
        .map(|d| {
            let p = &d.params;
            if p.list.is_empty() || p.behind_overloads {
                return true;
            }
            match (shape.star, shape.double_star) {
                (true, false) => !p.list.iter().any(|x| {
                    x.kind == ParamKind::KeywordOnly
                        && x.required
                        && !shape.keywords.contains(&x.name)
                }),
                (false, true) => {
                    let slots = p
                        .list
                        .iter()
                        .filter(|x| {
                            matches!(x.kind, ParamKind::Positional | ParamKind::PositionalOnly)
                        })
                        .count();
                    let passed = shape.positional + usize::from(receiver && p.receiver);
                    // a required positional-only parameter past those the call passes by
                    // position: no keyword fills it
                    let posonly_unfilled = p
                        .list
                        .iter()
                        .take_while(|x| x.kind == ParamKind::PositionalOnly)
                        .skip(passed)
                        .any(|x| x.required);
                    !posonly_unfilled
                        && (p.list.iter().any(|x| x.kind == ParamKind::VarPositional)
                            || passed <= slots)
                }
                _ => true,
            }
        })
        .collect();
    fits.contains(&false).then_some(fits)
}

/// Files smaller than this are parsed whole: leaving a few functions out saves less than the
/// framing read costs.
const REGION_MIN_BYTES: usize = 16 * 1024;

/// A text with its comments and strings blanked, and the strings' spans (as
/// [`crate::lang::fragment::sanitize`] gives them).
pub type BlankedText<'a> = (&'a [u8], &'a [(usize, usize)]);

/// Whether [`region_parse`] may parse a part of `src`: a file too small is parsed whole.
pub fn region_may_parse(src: &[u8]) -> bool {
    src.len() >= REGION_MIN_BYTES
}

/// A parse of caller file `rel` (text `src`; `code`, when the caller made it already, the
/// text with its comments and strings blanked by [`crate::lang::fragment::sanitize`] and
/// the strings' spans) for
/// [`calls`] of `targets` and the definitions
/// read around them, holding only the region those need ([`region::ranges`]): the file
/// without the `def`s no call judgement can read. `None` (parse the file whole) for a small
/// file, when no `def` can be left out, when a target's calls may be values typed anywhere in
/// the file ([`value_names`]), when the part parses with an error, or when a `def` left out
/// mentions a name the scans look for that only the parse tells (an alias of the target, a
/// class of the file inheriting it).
pub fn region_parse(
    rel: &str,
    src: &[u8],
    code: Option<BlankedText>,
    targets: &[&Target],
    ctx: &RepoCtx,
) -> Option<SourceFile> {
    if !region_may_parse(src) {
        return None;
    }
    let mut words: Vec<String> = vec!["__class__".into(), "cls".into(), "type".into()];
    // a parameter declared `Type[C]` (`type[C]` is kept by `type`) may be called to make one
    // ([`Ctx::class_params`])
    if targets
        .iter()
        .any(|t| matches!(t.kind, DefKind::Class | DefKind::Constructor))
    {
        words.push("Type".into());
    }
    for t in targets {
        if !value_names(t, ctx).is_empty() {
            return None;
        }
        words.push(t.name.clone());
        words.extend(t.owner().map(str::to_string));
        words.extend(other_names(t, ctx));
        words.extend(call_names(t, ctx));
    }
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    // A call of the target is found only where [`Ctx::scan`] finds one of its needles: the
    // words, the aliases and class parameters checked below. A dunder other than a
    // constructor's may be called by no name (`a + b`, `inst(..)` of a value): then only
    // whole `def`s are left out. A `__call__` is called by no name only as a value typed
    // from [`value_names`] (refused above); its instances' calls spell their names, which
    // are words ([`call_names`]).
    let inner = targets.iter().all(|t| {
        !(t.name.starts_with("__") && t.name.ends_with("__"))
            || matches!(t.name.as_str(), "__init__" | "__new__" | "__call__")
    });
    let region = region::ranges(src, code, &words, inner)?;
    let file = SourceFile::parse_ranges(rel, super::Lang::Python, src.to_vec(), &region.ranges)?;
    if file.tree.root_node().has_error() {
        return None;
    }
    // The names only the parse tells: every alias each scan of [`calls`] looks for, and the
    // classes of this file inheriting a constructor target. A `def` left out that mentions
    // one may hold a call.
    let facts = collect_facts(&file);
    let mut found: Vec<String> = Vec::new();
    // names a left-out plain statement may hold a call by, written `name(` (or `name[`)
    let mut called: Vec<String> = Vec::new();
    for t in targets {
        let mut scanned: Vec<Target> = vec![(*t).clone()];
        scanned.extend(heirs(t, ctx).iter().map(|h| heir_target(t, h)));
        scanned.extend(
            static_aliases(t, ctx)
                .iter()
                .map(|a| static_alias_target(t, a)),
        );
        scanned.extend(
            method_aliases(t, ctx)
                .iter()
                .map(|a| method_alias_target(t, a)),
        );
        scanned.extend(
            field_aliases(t, ctx)
                .iter()
                .map(|a| field_alias_target(t, a)),
        );
        scanned.extend(
            class_attributes(t, ctx)
                .iter()
                .map(|a| class_attr_target(t, a)),
        );
        if t.name == "__call__" {
            scanned.extend(instances(t, ctx).iter().map(|(n, _)| instance_target(t, n)));
        }
        for s in &scanned {
            let c = Ctx::new(&file, s, ctx, facts.clone());
            found.extend(c.aliases.keys().cloned());
            if inner {
                // a class object a parameter holds, called by the parameter's name
                called.extend(c.class_params().iter().cloned());
            }
            if may_hold_local_heirs(&c) {
                for (class, _) in local_heirs(&c) {
                    found.extend(class.field("name").map(|n| c.text(n)));
                }
            }
        }
    }
    // (the code left out: the prose left out holds no call)
    let left_out = &region.code;
    let mentioned = found.iter().any(|w| {
        let f = memchr::memmem::Finder::new(w.as_bytes());
        left_out.iter().any(|&(s, e)| f.find(&src[s..e]).is_some())
    }) || called.iter().any(|w| {
        left_out
            .iter()
            .any(|&(s, e)| calls_by_word(&src[s..e], w.as_bytes()))
    });
    (!mentioned).then_some(file)
}

/// Whether `text` writes `word` as a whole identifier followed (after blanks) by `(` or `[`:
/// the way a call of a name is written (`role(..)`, `role[T](..)`).
fn calls_by_word(text: &[u8], word: &[u8]) -> bool {
    memchr::memmem::find_iter(text, word).any(|at| {
        if at.checked_sub(1).is_some_and(|i| ident_byte(text[i])) {
            return false;
        }
        let rest = &text[at + word.len()..];
        let rest = rest.trim_ascii_start();
        matches!(rest.first(), Some(b'(' | b'['))
            && !text.get(at + word.len()).is_some_and(|b| ident_byte(*b))
    })
}

/// The name node a call's callee ends in: `f` of `f(..)` and of `obj.f(..)`.
fn call_name(call: Node) -> Option<Node> {
    let f = callee(call)?;
    match f.kind_str() {
        "identifier" => Some(f),
        "attribute" => f.field("attribute"),
        _ => None,
    }
}

/// The callee of `call` as a name: `Name` or `obj.Name` as written, and so too in a call of
/// a subscripted generic class, `Name[K, V](..)` (a call of the class `Name`, which a type
/// checker checks against its constructor, as it does `Name(..)`).
fn callee(call: Node) -> Option<Node> {
    let f = call.field("function")?;
    if f.kind_str() == "subscript" {
        return f
            .field("value")
            .filter(|v| matches!(v.kind_str(), "identifier" | "attribute"));
    }
    Some(f)
}

/// Decorators of the standard library whose result takes any arguments
/// (`functools._lru_cache_wrapper.__call__(*args: Hashable, **kwargs: Hashable)`,
/// `singledispatch`'s `__call__(*args, **kwargs)`): a type checker counts no argument of a
/// call of the decorated name.
const ARGS_HIDING_STDLIB: &[&str] = &[
    "functools.lru_cache",
    "functools.cache",
    "functools.singledispatch",
    "functools.singledispatchmethod",
];

/// The decorator of the target's definition (as written) that a type checker reads as
/// replacing its parameter list, so that a call of the decorated name is checked against
/// what the decorator makes, not against the def: one of [`ARGS_HIDING_STDLIB`]; a
/// repository class (an instance, called through its `__call__`, unless that forwards a
/// `ParamSpec`); a repository function whose return annotation is not its parameter's
/// annotation (`-> Callable[..., Any]`; `fn: F` → `F` keeps the def). A decorator it cannot
/// read (unannotated, outside the repository, unresolved) keeps the def, as pyright does for
/// a decorator whose result it cannot type.
fn hiding_decorator(target: &Target, ctx: &RepoCtx) -> Arc<Option<String>> {
    ctx.memo(&target_key("hiding-deco", target), || {
        if !matches!(target.kind, DefKind::Function | DefKind::Method) {
            return None;
        }
        // only a decorated def is read (its range starts at its first `@`): the file is
        // parsed for nothing else
        let text = ctx.read_shared(&target.rel_path)?;
        if !target
            .defs
            .iter()
            .any(|d| text.as_bytes().get(d.start_byte) == Some(&b'@'))
        {
            return None;
        }
        let file = ctx.parsed(&target.rel_path, super::Lang::Python)?;
        let path = target.rel_path.trim_start_matches("./");
        let info = types::info_at(ctx, path)?;
        let root = file.tree.root_node();
        for d in &target.defs {
            let mut n = root.descendant_for_byte_range(d.start_byte, d.start_byte)?;
            while n.kind_str() != "decorated_definition" || n.start_byte() != d.start_byte {
                n = match n.parent() {
                    Some(p) if p.start_byte() == d.start_byte => p,
                    _ => break,
                };
            }
            if n.kind_str() != "decorated_definition" {
                continue;
            }
            let mut cursor = n.walk();
            for deco in n.named_children(&mut cursor) {
                if deco.kind_str() != "decorator" {
                    continue;
                }
                let Some(expr) = deco.named_child(0) else {
                    continue;
                };
                let (callee, with_args) = match expr.kind_str() {
                    "call" => match expr.field("function") {
                        Some(f) => (f, true),
                        None => continue,
                    },
                    _ => (expr, false),
                };
                if !matches!(callee.kind_str(), "identifier" | "attribute") {
                    continue;
                }
                let dotted = collapse_ws(&file.text(callee));
                let hides = match types::resolve(ctx, &info, &dotted, 0) {
                    Some(types::Sym::External(e)) => ARGS_HIDING_STDLIB.contains(&e.as_str()),
                    Some(types::Sym::Class(c)) if !with_args => {
                        types::instance_call_hides_params(ctx, &c)
                    }
                    Some(types::Sym::Function(p, name)) if !with_args => {
                        types::decorator_replaces(ctx, &p, &name)
                    }
                    _ => false,
                };
                if hides {
                    return Some(collapse_ws(&file.text(expr)));
                }
            }
        }
        None
    })
}

/// The names an alias's value may hold as written: the value itself when it is a name
/// (`f`, `mod.f`), or each operand of an `or` (`accessor or utils.get_value`: a type checker
/// types the value as the union of its operands and checks a call of it against each).
fn alias_operands(value: Node) -> Vec<Node> {
    match value.kind_str() {
        "identifier" | "attribute" => vec![value],
        "parenthesized_expression" => value.named_child(0).map(alias_operands).unwrap_or_default(),
        "boolean_operator"
            if value
                .field("operator")
                .is_some_and(|o| o.kind_str() == "or") =>
        {
            let mut out = Vec::new();
            for side in ["left", "right"] {
                out.extend(value.field(side).map(alias_operands).unwrap_or_default());
            }
            out
        }
        _ => Vec::new(),
    }
}

/// Item `at` of a tuple written out as an assignment's value (`x, y` of `a, b = x, y`),
/// when every item is a plain expression (no `*` splat) and there are at least `at + 1`.
fn written_item(value: Node, at: usize) -> Option<Node> {
    if !matches!(value.kind_str(), "expression_list" | "tuple") {
        return None;
    }
    let mut cursor = value.walk();
    let items: Vec<Node> = value
        .named_children(&mut cursor)
        .filter(|n| n.kind_str() != "comment")
        .collect();
    if items.iter().any(|n| n.kind_str() == "list_splat") {
        return None;
    }
    items.get(at).copied()
}

/// The `(name, value)` pairs an assignment binds plainly: `name = value`, and each item of
/// `a, b = x, y` (a tuple of names unpacking a tuple written out with as many items).
fn plain_pairs<'t>(file: &SourceFile, l: Node<'t>, r: Node<'t>) -> Vec<(String, Node<'t>)> {
    if l.kind_str() == "identifier" {
        return vec![(file.text(l).into_owned(), r)];
    }
    if !matches!(l.kind_str(), "pattern_list" | "tuple_pattern") {
        return Vec::new();
    }
    let mut cursor = l.walk();
    let names: Vec<Node> = l.named_children(&mut cursor).collect();
    if names.iter().any(|n| n.kind_str() != "identifier") {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (i, n) in names.iter().enumerate() {
        match written_item(r, i) {
            Some(v) => out.push((file.text(*n).into_owned(), v)),
            None => return Vec::new(),
        }
    }
    if written_item(r, names.len()).is_some() {
        return Vec::new();
    }
    out
}

/// Names bound to the target's name (or a name a package re-exports it under, `exports`) by
/// `from m import f as g` or by an assignment of it (`_f = f`, `g = mod.f`, `Acct =
/// Account`), chains included: alias → the name it stands for. Which definition each really
/// reaches is decided at the call, like any other binding.
fn alias_names(
    file: &SourceFile,
    facts: &Facts,
    target: &Target,
    class_name: Option<&str>,
    exports: &[String],
) -> HashMap<String, String> {
    let wanted =
        |n: &str| n == target.name || class_name == Some(n) || exports.iter().any(|e| e == n);
    let mut out: HashMap<String, String> = HashMap::new();
    for (alias, (imp, _)) in &facts.imports {
        if let Import::From { name, .. } = imp {
            if wanted(name) && alias != name {
                out.insert(alias.clone(), name.clone());
            }
        }
    }
    // The assignments that can make an alias: those whose value names a wanted name or an
    // alias. Only the nodes around mentions of those names are visited, the names growing
    // with each alias found (an assignment of any other value is no alias in the rounds
    // below either).
    let value_name = |value: Node| match value.kind_str() {
        "identifier" => file.text(value).into_owned(),
        _ => value
            .field("attribute")
            .map(|a| file.text(a).into_owned())
            .unwrap_or_default(),
    };
    let mut names: HashSet<String> = [target.name.as_str()]
        .into_iter()
        .chain(class_name)
        .chain(exports.iter().map(String::as_str))
        .map(str::to_string)
        .chain(out.keys().cloned())
        .collect();
    let mut fresh: Vec<String> = names.iter().cloned().collect();
    let mut relevant: HashSet<usize> = HashSet::new();
    let mut assigns: Vec<(usize, String, Node)> = Vec::new();
    while !fresh.is_empty() {
        let needles: Vec<&str> = fresh.iter().map(String::as_str).collect();
        let hits = super::occurrences(&file.src, &needles);
        let mut found = Vec::new();
        super::walk_hits(file.tree.root_node(), &hits, |n| {
            if n.kind_str() != "assignment" || relevant.contains(&n.id()) {
                return;
            }
            let (Some(l), Some(r)) = (n.field("left"), n.field("right")) else {
                return;
            };
            for (name, r) in plain_pairs(file, l, r) {
                if alias_operands(r)
                    .into_iter()
                    .any(|o| names.contains(&value_name(o)))
                {
                    relevant.insert(n.id());
                    assigns.push((r.start_byte(), name.clone(), r));
                    found.push(name);
                }
            }
        });
        fresh = found
            .into_iter()
            .filter(|a| names.insert(a.clone()))
            .collect();
    }
    // In document order, as the rounds below read them.
    assigns.sort_by_key(|(at, ..)| *at);
    let assigns: Vec<(String, Node)> = assigns.into_iter().map(|(_, a, v)| (a, v)).collect();
    // A few rounds let `a = f; b = a` chains settle.
    for _ in 0..4 {
        let mut grew = false;
        for (alias, value) in &assigns {
            let stands_for = alias_operands(*value).into_iter().find_map(|value| {
                let named = value_name(value);
                if wanted(&named) {
                    Some(named)
                } else if value.kind_str() == "identifier" {
                    out.get(&named).cloned()
                } else {
                    None
                }
            });
            if let Some(orig) = stands_for {
                if !wanted(alias) && !out.contains_key(alias) {
                    out.insert(alias.clone(), orig);
                    grew = true;
                }
            }
        }
        if !grew {
            break;
        }
    }
    out
}

/// The arguments written at a call: their count (`None` when a splat hides it) and the names
/// of those passed by keyword, in order.
fn count_args(file: &SourceFile, call: Node) -> (Option<usize>, Vec<String>) {
    let Some(args) = call.field("arguments") else {
        return (None, Vec::new());
    };
    if args.kind_str() == "generator_expression" {
        return (Some(1), Vec::new());
    }
    let a = super::resolve::count_args(file, args);
    (a.count, a.keywords)
}

/// The base name of a type annotation: quotes, `Optional[...]`, `X | None`, module qualifiers
/// and generic arguments stripped. `None` when it cannot be reduced to one name.
/// Builtin roots of a class hierarchy besides [`BUILTIN_CLASSES`]: a repository class cannot
/// be an ancestor of these.
const BUILTIN_ROOTS: &[&str] = &[
    "object",
    "Exception",
    "BaseException",
    "ValueError",
    "TypeError",
    "KeyError",
    "IndexError",
    "RuntimeError",
    "OSError",
    "IOError",
    "LookupError",
    "AttributeError",
    "NotImplementedError",
];

fn base_type(text: &str) -> Option<String> {
    let head = base_written(text)?;
    Some(head.rsplit('.').next().unwrap_or(&head).to_string())
}

/// The bound of a type variable declared by call `v` (`TypeVar('BT', bound='BidictBase[..]')`,
/// `t.TypeVar(..)`, `typing.TypeVar(..)`), as written, a string's quotes taken off; `None`
/// for any other value, or a type variable with no bound (or with constraints).
fn type_var_bound(file: &SourceFile, v: Node) -> Option<String> {
    if v.kind_str() != "call" {
        return None;
    }
    let f = file.text(v.field("function")?);
    if !(f == "TypeVar" || f.ends_with(".TypeVar")) {
        return None;
    }
    let args = v.field("arguments")?;
    let mut cursor = args.walk();
    let mut bound = None;
    let mut positional = 0;
    for a in args.named_children(&mut cursor) {
        match a.kind_str() {
            "comment" => {}
            "keyword_argument" => {
                let key = a.field("name").map(|n| file.text(n));
                if key.as_deref() == Some("bound") {
                    let value = a.field("value")?;
                    let text = file.text(value);
                    let text = match value.kind_str() {
                        "string" => text.trim_matches(|c| c == '"' || c == '\'').to_string(),
                        _ => text.into_owned(),
                    };
                    bound = Some(text);
                }
            }
            _ => positional += 1,
        }
    }
    // `TypeVar('T', A, B)`: constrained, each a type of its own
    if positional != 1 {
        return None;
    }
    bound
}

/// The text of value `v` when it is a `Union[..]` or `Optional[..]` subscript (`typing.`,
/// `t.` or bare): assigned to a module-level name without annotation, a type checker reads
/// the name as an implicit alias of that type.
fn union_alias(file: &SourceFile, v: Node) -> Option<String> {
    if v.kind_str() != "subscript" {
        return None;
    }
    let head = file.text(v.field("value")?);
    let last = head.rsplit('.').next().unwrap_or(&head);
    matches!(last, "Union" | "Optional").then(|| file.text(v).into_owned())
}

/// The (dotted) class name an annotation is written with, as [`base_type`] reads it:
/// `Optional[fields.Dict]` → `fields.Dict`.
fn base_written(text: &str) -> Option<String> {
    let t = text.trim().trim_matches(|c| c == '"' || c == '\'').trim();
    if let Some(inner) = t
        .strip_prefix("Optional[")
        .or_else(|| t.strip_prefix("typing.Optional["))
        .and_then(|s| s.strip_suffix(']'))
    {
        return base_written(inner);
    }
    if t.contains('|') || t.starts_with("Union[") || t.starts_with("typing.Union[") {
        let inner = t
            .strip_prefix("typing.")
            .unwrap_or(t)
            .strip_prefix("Union[")
            .and_then(|s| s.strip_suffix(']'))
            .unwrap_or(t);
        let sep = if inner.contains('|') { '|' } else { ',' };
        let parts: Vec<&str> = inner
            .split(sep)
            .map(str::trim)
            .filter(|p| *p != "None")
            .collect();
        if parts.len() == 1 {
            return base_written(parts[0]);
        }
        return None;
    }
    let head = t.split('[').next().unwrap_or(t).trim();
    let last = head.rsplit('.').next().unwrap_or(head).trim();
    if last.is_empty() || !last.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    // these hold anything (or a structural protocol): no class follows from them
    if matches!(last, "Any" | "object" | "TypeVar" | "Self") {
        return None;
    }
    Some(head.split_whitespace().collect())
}

/// The indented body of `class name` in a file's text (up to the next line at its indent).
fn class_text<'s>(text: &'s str, name: &str) -> Option<&'s str> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let is_it = trimmed
            .strip_prefix("class ")
            .and_then(|r| r.trim_start().strip_prefix(name))
            .is_some_and(|r| r.starts_with(['(', ':', ' ']));
        if is_it {
            let body_start = offset + line.len();
            let mut end = body_start;
            for l in text[body_start..].split_inclusive('\n') {
                let t = l.trim_start();
                if !t.is_empty() && !t.starts_with('#') && l.len() - t.len() <= indent {
                    break;
                }
                end += l.len();
            }
            return Some(&text[body_start..end]);
        }
        offset += line.len();
    }
    None
}

/// The base names written in `class owner(...)` in a file's text.
fn owner_bases(text: &str, owner: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("class ") {
        let after = &rest[i + "class ".len()..];
        rest = after;
        let Some(tail) = after.trim_start().strip_prefix(owner) else {
            continue;
        };
        let Some(args) = tail.trim_start().strip_prefix('(') else {
            continue;
        };
        let Some(end) = args.find(')') else { continue };
        for part in args[..end].split(',') {
            if part.contains('=') {
                continue;
            }
            if let Some(b) = base_type(part) {
                out.push(b);
            }
        }
    }
    out
}

/// The builtin class of a literal or display (`{}` → dict, `[…]` → list, `"…"` → str).
fn literal_type(v: Node) -> Option<String> {
    let t = match v.kind_str() {
        "dictionary" | "dictionary_comprehension" => "dict",
        "list" | "list_comprehension" => "list",
        "set" | "set_comprehension" => "set",
        "tuple" => "tuple",
        "string" | "concatenated_string" => "str",
        "integer" => "int",
        "float" => "float",
        "true" | "false" => "bool",
        _ => return None,
    };
    Some(t.to_string())
}

/// Builtin classes: no repository class is one of them, so a method of a repository class is
/// not reached through their instances.
const BUILTIN_CLASSES: &[&str] = &[
    "dict",
    "list",
    "set",
    "frozenset",
    "tuple",
    "str",
    "bytes",
    "bytearray",
    "int",
    "float",
    "complex",
    "bool",
    "Dict",
    "List",
    "Set",
    "FrozenSet",
    "Tuple",
    "Sequence",
    "Mapping",
    "MutableMapping",
    "MutableSequence",
    "Iterable",
    "Iterator",
    "OrderedDict",
    "defaultdict",
    "deque",
    "Counter",
];

/// An expression whose value is surely no module: a literal, an operator's result, a
/// comprehension, or a call that is not an import (`importlib.import_module`, `__import__`,
/// `getattr`, `reload` may hand back a module).
fn is_plain_value(file: &SourceFile, v: Node) -> bool {
    match v.kind_str() {
        "call" => {
            let f = v
                .field("function")
                .map(|f| file.text(f).into_owned())
                .unwrap_or_default();
            let last = f.rsplit('.').next().unwrap_or("");
            !matches!(
                last,
                "import_module" | "__import__" | "getattr" | "reload" | "import_string"
            )
        }
        "await" => v.named_child(0).is_some_and(|c| is_plain_value(file, c)),
        k => {
            literal_type(v).is_some()
                || matches!(
                    k,
                    "binary_operator"
                        | "boolean_operator"
                        | "comparison_operator"
                        | "not_operator"
                        | "unary_operator"
                        | "set_comprehension"
                        | "generator_expression"
                        | "lambda"
                        | "none"
                )
        }
    }
}

fn starts_upper(s: &str) -> bool {
    s.chars().next().is_some_and(char::is_uppercase)
}

impl<'a, 't> Ctx<'a, 't> {
    fn new(
        file: &'t SourceFile,
        target: &'a Target,
        repo: &'a RepoCtx,
        facts: Facts<'t>,
    ) -> Ctx<'a, 't> {
        let class_name = match target.kind {
            DefKind::Class => Some(target.name.clone()),
            DefKind::Constructor => target.owner().map(str::to_string),
            _ => None,
        };
        let importable_name = match target.kind {
            DefKind::Function | DefKind::Class if target.scope.is_empty() => {
                Some(target.name.clone())
            }
            DefKind::Constructor if target.scope.len() == 1 => class_name.clone(),
            _ => None,
        };
        let exports = renamed_exports(target, repo);
        let aliases = alias_names(file, &facts, target, class_name.as_deref(), &exports);
        Ctx {
            file,
            target,
            repo,
            facts,
            aliases,
            exports,
            target_modules: module_names(&target.rel_path),
            same_file: file.rel_path.trim_start_matches("./")
                == target.rel_path.trim_start_matches("./"),
            class_name,
            importable_name,
            locals: RefCell::new(HashMap::new()),
            idents: RefCell::new(HashMap::new()),
            reached: RefCell::new(HashMap::new()),
            info: OnceCell::new(),
            classes: OnceCell::new(),
            heir_at: None,
            class_params: OnceCell::new(),
        }
    }

    /// The calls [`Ctx::classify`] keeps, in document order. `own_name`: calls spelling the
    /// target's own name count too (without it, only calls of its class by name, alias or
    /// re-export, and of a method's own receiver's class).
    fn scan(&self, own_name: bool) -> Vec<Call> {
        let mut out = Vec::new();
        // A call [`Ctx::classify`] keeps spells the target's name, its class's or an alias:
        // only the nodes around those mentions are visited.
        let mut needles: Vec<&str> = Vec::new();
        if own_name {
            needles.push(self.target.name.as_str());
        }
        needles.extend(self.class_name.as_deref());
        // `self.__class__(…)`, `cls(…)`, `type(self)(…)`: the class's constructor through
        // its own receiver
        if self.class_name.is_some() {
            needles.extend(["__class__", "cls", "type("]);
        }
        needles.extend(self.aliases.keys().map(String::as_str));
        needles.extend(self.exports.iter().map(String::as_str));
        needles.extend(self.class_params().iter().map(String::as_str));
        let hits = super::occurrences(&self.file.src, &needles);
        super::walk_hits(self.file.tree.root_node(), &hits, |node| {
            if node.kind_str() == "call" {
                if let Some(call) = self.classify(node) {
                    if own_name
                        || self.file.text(call_name(node).unwrap_or(node)) != self.target.name
                    {
                        out.push(call);
                    }
                }
            }
        });
        out
    }

    fn text(&self, n: Node) -> String {
        self.file.text(n).into_owned()
    }

    fn is_target_module(&self, m: &str) -> bool {
        self.target_modules.iter().any(|t| t == m)
    }

    fn classify(&self, call: Node<'t>) -> Option<Call> {
        let func = call.field("function")?;
        if let Some(c) = self.own_class_call(call, func) {
            return Some(c);
        }
        let subscripted = func.kind_str() == "subscript";
        let func = callee(call)?;
        let (name_node, object) = match func.kind_str() {
            "identifier" => (func, None),
            "attribute" => (func.field("attribute")?, func.field("object")),
            _ => return None,
        };
        let name = self.text(name_node);
        let alias_of = match object {
            None => self.aliases.get(&name),
            Some(_) => None,
        };
        // A name a package re-exports the target under (`from lib import resize`), or a
        // local alias of one (`from lib import resize as rs`): only a call proved to reach
        // the target is one of it.
        let export = name != self.target.name
            && self.class_name.as_deref() != Some(name.as_str())
            && self.exports.contains(alias_of.unwrap_or(&name));
        let matches_name = name == self.target.name
            || self.class_name.as_deref() == Some(name.as_str())
            || alias_of.is_some()
            || export;
        if !matches_name {
            if object.is_none() && !subscripted && self.class_params().contains(&name) {
                return self.class_param_call(call, name_node, &name);
            }
            return None;
        }
        let (args, keywords) = match count_args(self.file, call) {
            (None, _) => match self.counted_splats(call) {
                Some((n, keywords)) => (Some(n), keywords),
                None => (None, Vec::new()),
            },
            counted => counted,
        };
        let stands_for = alias_of.map(String::as_str).unwrap_or(&name);
        let is_class_call = self.class_name.as_deref() == Some(stands_for)
            || (self.class_name.is_some() && self.exports.iter().any(|e| e == stands_for));
        // Only a class is subscripted to be called (`fns[0](..)` calls an item, not `fns`).
        if subscripted && !is_class_call {
            return None;
        }
        let (binds, supplies_receiver, mut reason) = match object {
            None => self.plain_at(call, &name, is_class_call, 0),
            Some(obj) => self.attribute(call, obj, &name, is_class_call),
        };
        // Which argument list a call left open (`maybe`) is checked against is not claimed
        // when a type checker checks none (a receiver it types `Any`: a `getattr` with a
        // computed name, or an element of one), or when other definitions of the name the
        // call spells take any list: `obj.__init__(..)` names every class's `__init__`
        // (the standard library's among them), not only the target class's constructor.
        let (args, keywords) = match object {
            // `push_scope(id)` after `push_scope = getattr(resolver, "push_scope", None)`
            None if binds == Binds::Maybe && self.checker_any(call, name_node, 0) => {
                reason = format!("{reason}; it is a getattr's value, typed Any");
                (None, Vec::new())
            }
            Some(obj) if binds == Binds::Maybe => {
                if self.target.kind == DefKind::Constructor && name == self.target.name {
                    reason = format!("{reason}; any class's {name} may take the call");
                    (None, Vec::new())
                } else if self.checker_any(call, obj, 0) {
                    reason = format!("{reason}; it is a dynamic getattr's value, typed Any");
                    (None, Vec::new())
                } else {
                    (args, keywords)
                }
            }
            _ => (args, keywords),
        };
        // An alias that provably stands for something else is no call of the target's name.
        if alias_of.is_some() && binds == Binds::No {
            return None;
        }
        if export && binds != Binds::Yes {
            return None;
        }
        Some(Call {
            line: line_of(name_node),
            byte: call.start_byte(),
            args,
            binds,
            supplies_receiver,
            reason,
            keywords,
            fills_variadic: false,
            fits: None,
        })
    }

    /// A call of the class object of a method's own receiver — `self.__class__(…)` in a
    /// method, `cls(…)` in a class method — when that class is the target's class (or
    /// inherits its constructor): a type checker checks it against that constructor
    /// (`LRUCache.copy`'s `self.__class__(self.capacity)`). `None` for anything else.
    fn own_class_call(&self, call: Node<'t>, func: Node<'t>) -> Option<Call> {
        let class_name = self.class_name.as_deref()?;
        let (name_node, v, want_class) = match func.kind_str() {
            "attribute" => {
                let attr = func.field("attribute")?;
                let obj = func.field("object")?;
                if self.file.text(attr) != "__class__" || obj.kind_str() != "identifier" {
                    return None;
                }
                (attr, self.text(obj), false)
            }
            "identifier" if self.file.text(func) == "cls" => (func, "cls".to_string(), true),
            // `type(self)`: the builtin's one-argument form gives the argument's class
            "call" => {
                let callee = func.field("function")?;
                if callee.kind_str() != "identifier" || self.file.text(callee) != "type" {
                    return None;
                }
                let arg = types::only_argument(func)?;
                if arg.kind_str() != "identifier"
                    || self.facts.top_defs.contains_key("type")
                    || self.facts.imports.contains_key("type")
                    || self.facts.top_assigns.contains_key("type")
                    || !self.facts.wildcards.is_empty()
                    || self.locally_bound(call, "type")
                {
                    return None;
                }
                (callee, self.text(arg), false)
            }
            _ => return None,
        };
        // the innermost function must be the method whose first parameter `v` is
        let f = self
            .enclosing_functions(call)
            .into_iter()
            .next()
            .filter(|f| f.kind_str() == "function_definition")?;
        let local = self.local_bindings(f, &v);
        if !matches!(local.param, Some((0, None))) || local.assigned {
            return None;
        }
        let (t, why) = match self.self_param(f, &v)? {
            Recv::Instance(t, why) if !want_class => (t, why),
            Recv::Class(t, why) if want_class => (t, why),
            _ => return None,
        };
        if t != class_name {
            return None;
        }
        // a class of this module named like the target's is another class (see `attribute`)
        let (binds, how) = if self.own_class_named(class_name) {
            (Binds::Maybe, ", this module's own class of that name")
        } else {
            (Binds::Yes, "")
        };
        let (args, keywords) = count_args(self.file, call);
        Some(Call {
            line: line_of(name_node),
            byte: call.start_byte(),
            args,
            binds,
            supplies_receiver: true,
            reason: format!("{why}: {} makes a {t}{how}", collapse_ws(&self.text(func))),
            keywords,
            fills_variadic: false,
            fits: None,
        })
    }

    /// The arguments of a call whose every `*name` unpacks a tuple the name is bound to once,
    /// in the function that binds it (`args = "py3", "none", "any"` then `Tag(*args)`): a
    /// type checker reads the tuple's length from that assignment. `None` when a splat is
    /// anything else, or a `**` splat leaves the keywords open.
    fn counted_splats(&self, call: Node<'t>) -> Option<(usize, Vec<String>)> {
        let list = call.field("arguments")?;
        if list.kind_str() != "argument_list" {
            return None;
        }
        let (mut n, mut keywords, mut splats) = (0, Vec::new(), 0);
        let mut cursor = list.walk();
        for a in list.named_children(&mut cursor) {
            match a.kind_str() {
                k if a.is_extra() || k == "comment" => {}
                "list_splat" => {
                    n += self.tuple_len(call, a.named_child(0)?)?;
                    splats += 1;
                }
                "dictionary_splat" | "parenthesized_list_splat" => return None,
                "keyword_argument" => {
                    keywords.push(self.text(a.field("name")?));
                    n += 1;
                }
                _ => n += 1,
            }
        }
        (splats > 0).then_some((n, keywords))
    }

    /// The length of the tuple a local name holds at `at`: the innermost enclosing function
    /// that binds the name binds it once, to a tuple display without splats, and nothing
    /// rebinds it (`+=`, `del`, `global`/`nonlocal`).
    fn tuple_len(&self, at: Node<'t>, v: Node<'t>) -> Option<usize> {
        if v.kind_str() != "identifier" {
            return None;
        }
        let name = self.text(v);
        let (f, local) = self.enclosing_functions(at).into_iter().find_map(|f| {
            let l = self.local_bindings(f, &name);
            (l.param.is_some() || l.assigned || !l.defs.is_empty() || l.imported).then_some((f, l))
        })?;
        if local.param.is_some() || !local.defs.is_empty() || local.imported {
            return None;
        }
        let [(Some(value), _)] = local.values.as_slice() else {
            return None;
        };
        if !matches!(value.kind_str(), "tuple" | "expression_list") {
            return None;
        }
        let mut rebound = false;
        walk(f, |n| {
            let target = match n.kind_str() {
                "augmented_assignment" => n.field("left"),
                "delete_statement" | "global_statement" | "nonlocal_statement" => Some(n),
                _ => None,
            };
            if target.is_some_and(|t| self.binds_name(t, &name)) {
                rebound = true;
            }
        });
        if rebound {
            return None;
        }
        let mut cursor = value.walk();
        let mut len = 0;
        for e in value.named_children(&mut cursor) {
            match e.kind_str() {
                k if e.is_extra() || k == "comment" => {}
                "list_splat" | "parenthesized_list_splat" => return None,
                _ => len += 1,
            }
        }
        Some(len)
    }

    /// Enclosing function definitions of a node, innermost first.
    /// Whether `v` is a value a type checker types `Any`: `getattr(o, name)` with a name
    /// that is no string literal, `getattr(o, name, default)` with any name (`Any | None`,
    /// narrowed to `Any` by `is not None`), a local name every binding of which is
    /// one, or an element of one (`for x in getattr(o, name)`). A name narrowed by
    /// `isinstance` in its function is left alone.
    fn checker_any(&self, at: Node<'t>, v: Node<'t>, depth: usize) -> bool {
        match v.kind_str() {
            "call" => {
                let Some(f) = v.field("function") else {
                    return false;
                };
                if f.kind_str() != "identifier" || self.file.text(f) != "getattr" {
                    return false;
                }
                let Some(args) = v.field("arguments") else {
                    return false;
                };
                let mut cursor = args.walk();
                let list: Vec<Node> = args.named_children(&mut cursor).collect();
                let plain = |n: &Node| {
                    !matches!(
                        n.kind_str(),
                        "list_splat" | "dictionary_splat" | "keyword_argument"
                    )
                };
                // typeshed: `getattr(o, name, default: None) -> Any | None` (and `Any | T`
                // for another default), whatever the name: a literal one is no evidence
                let any = match list.as_slice() {
                    [o, n] => {
                        plain(o)
                            && plain(n)
                            && !matches!(n.kind_str(), "string" | "concatenated_string")
                    }
                    [o, n, d] => plain(o) && plain(n) && plain(d),
                    _ => false,
                };
                any && !self.facts.top_defs.contains_key("getattr")
                    && !self.facts.imports.contains_key("getattr")
            }
            "identifier" if depth < 4 => {
                let name = self.text(v);
                let Some(f) = self.enclosing_functions(at).into_iter().next() else {
                    return false;
                };
                let local = self.local_bindings(f, &name);
                if local.param.is_some()
                    || !local.defs.is_empty()
                    || local.imported
                    || local.values.is_empty()
                    || memchr::memmem::find(
                        self.file.text(f).as_bytes(),
                        format!("isinstance({name}").as_bytes(),
                    )
                    .is_some()
                {
                    return false;
                }
                local.values.iter().enumerate().all(|(i, (val, ann))| {
                    if ann.is_some() {
                        return false;
                    }
                    match (val, local.iters.iter().find(|(k, _)| *k == i)) {
                        (Some(val), _) => self.checker_any(at, *val, depth + 1),
                        (None, Some((_, xs))) => self.checker_any(at, *xs, depth + 1),
                        (None, None) => false,
                    }
                })
            }
            _ => false,
        }
    }

    /// The functions and lambdas around `node`, innermost first.
    fn enclosing_functions(&self, node: Node<'t>) -> Vec<Node<'t>> {
        // Down from the root, one step per level: tree-sitter finds a node's parent so too,
        // so walking up would repeat the descent once per level.
        let mut out = Vec::new();
        let mut cur = self.file.tree.root_node();
        while let Some(n) = cur
            .child_with_descendant(node)
            .filter(|n| n.id() != node.id())
        {
            if matches!(n.kind_str(), "function_definition" | "lambda") {
                out.push(n);
            }
            cur = n;
        }
        out.reverse();
        out
    }

    /// Bindings of `name` inside function `f` (not in nested functions/classes):
    /// (defs, assignment values, is_param, param annotation).
    fn local_bindings(&self, f: Node<'t>, name: &str) -> Local<'t> {
        let key = (f.id(), name.to_string());
        if let Some(l) = self.locals.borrow().get(&key) {
            return l.clone();
        }
        let local = self.scan_locals(f, name);
        self.locals.borrow_mut().insert(key, local.clone());
        local
    }

    fn scan_locals(&self, f: Node<'t>, name: &str) -> Local<'t> {
        let mut local = Local::default();
        if let Some(params) = f.field("parameters") {
            let mut cursor = params.walk();
            for (i, p) in params.named_children(&mut cursor).enumerate() {
                if param_name(self.file, p).as_deref() == Some(name) {
                    local.param = Some((i, p.field("type")));
                }
            }
        }
        let Some(body) = f.field("body") else {
            return local;
        };
        // Each binding below spells the name: a node without a mention of it is not entered.
        let (start, end) = (body.start_byte(), body.end_byte());
        let hits: Vec<(usize, usize)> =
            super::occurrences(self.file.src.get(start..end).unwrap_or_default(), &[name])
                .into_iter()
                .map(|(s, e)| (start + s, start + e))
                .collect();
        let mentions = |n: Node| {
            let from = hits.partition_point(|h| h.0 < n.start_byte());
            hits.get(from).is_some_and(|h| h.1 <= n.end_byte())
        };
        if !mentions(body) {
            return local;
        }
        let mut stack = vec![body];
        while let Some(n) = stack.pop() {
            let mut cursor = n.walk();
            for c in n.named_children(&mut cursor) {
                if !mentions(c) {
                    continue;
                }
                match c.kind_str() {
                    "function_definition" | "class_definition" => {
                        if c.field("name").is_some_and(|nm| self.file.text(nm) == name) {
                            local.defs.push(c);
                        }
                    }
                    "lambda" => {}
                    "assignment" => {
                        if let Some(l) = c.field("left") {
                            if l.kind_str() == "identifier" && self.file.text(l) == name {
                                local.assigned = true;
                                local.values.push((c.field("right"), c.field("type")));
                                local.sites.push(c);
                            } else if l.kind_str() != "identifier" && self.binds_name(l, name) {
                                local.assigned = true;
                                // `a, name = value`: item 1 of the tuple `value` gives;
                                // of a tuple written out (`a, name = x, y`), that item
                                let at = self.unpacked_at(l, name);
                                let right = c.field("right");
                                let item = at.zip(right).and_then(|(at, r)| written_item(r, at));
                                match (at, right, item) {
                                    (_, _, Some(item)) => local.values.push((Some(item), None)),
                                    (Some(at), Some(r), None) => {
                                        local.unpacks.push((local.values.len(), r, at));
                                        local.values.push((None, None));
                                    }
                                    _ => local.values.push((None, None)),
                                }
                                local.sites.push(c);
                            }
                        }
                        stack.push(c);
                    }
                    "for_statement" | "for_in_clause" => {
                        if let Some(l) = c.field("left") {
                            if self.binds_name(l, name) {
                                local.assigned = true;
                                // `for name in xs`: an element of `xs`
                                if l.kind_str() == "identifier" {
                                    if let Some(r) = c.field("right") {
                                        local.iters.push((local.values.len(), r));
                                    }
                                }
                                local.values.push((None, None));
                                local.sites.push(c);
                            }
                        }
                        stack.push(c);
                    }
                    "as_pattern_target" | "named_expression" => {
                        let target = if c.kind_str() == "named_expression" {
                            c.field("name")
                        } else {
                            Some(c)
                        };
                        if target.is_some_and(|t| self.binds_name(t, name)) {
                            local.assigned = true;
                            // `except C as name:` (read as an `as` pattern): see below
                            if let Some((handler, class)) = self.caught_as(c, name) {
                                local.values.push((None, class));
                                local.sites.push(handler);
                                stack.push(c);
                                continue;
                            }
                            // `with cm as name:`: what `cm.__enter__()` gives
                            if let Some(cm) = self.entered_manager(c, name) {
                                local.entered.push((local.values.len(), cm));
                            }
                            local.values.push((None, None));
                            local.sites.push(c);
                        }
                        stack.push(c);
                    }
                    "except_clause" => {
                        let alias = c.field("alias");
                        if alias.is_some_and(|a| {
                            a.kind_str() == "identifier" && self.file.text(a) == name
                        }) {
                            local.assigned = true;
                            // `except C as name:` binds an instance of the class `C`, read
                            // as an annotation `C` is (a tuple of classes is not read)
                            let mut cursor = c.walk();
                            let caught: Vec<Node> =
                                c.children_by_field_name("value", &mut cursor).collect();
                            let class = match caught.as_slice() {
                                [v] if matches!(v.kind_str(), "identifier" | "attribute") => {
                                    Some(*v)
                                }
                                _ => None,
                            };
                            local.values.push((None, class));
                            local.sites.push(c);
                        }
                        stack.push(c);
                    }
                    "import_from_statement" | "import_statement" => {
                        if import_binds(self.file, c, name) {
                            local.imported = true;
                            local.imports.push(c);
                        }
                    }
                    _ => stack.push(c),
                }
            }
        }
        local
    }

    /// The handler and the class of an `except C as name:` that tree-sitter reads as an `as`
    /// pattern whose target `target` binds `name` alone: the class when it is a plain or
    /// dotted name (a tuple of classes is not read).
    fn caught_as(&self, target: Node<'t>, name: &str) -> Option<(Node<'t>, Option<Node<'t>>)> {
        if target.kind_str() != "as_pattern_target" || target.named_child_count() != 1 {
            return None;
        }
        let id = target
            .named_child(0)
            .filter(|n| n.kind_str() == "identifier")?;
        if self.file.text(id) != name {
            return None;
        }
        let pattern = target.parent().filter(|p| p.kind_str() == "as_pattern")?;
        let handler = pattern
            .parent()
            .filter(|p| p.kind_str() == "except_clause")?;
        let class = pattern.named_child(0).filter(|c| {
            c.id() != target.id() && matches!(c.kind_str(), "identifier" | "attribute")
        });
        Some((handler, class))
    }

    /// The context manager of a (not `async`) `with` statement whose item binds `name` alone
    /// (`with TinyDB(path) as db:`), `target` being the item's `as` target.
    fn entered_manager(&self, target: Node<'t>, name: &str) -> Option<Node<'t>> {
        if target.kind_str() != "as_pattern_target" || target.named_child_count() != 1 {
            return None;
        }
        let id = target
            .named_child(0)
            .filter(|n| n.kind_str() == "identifier")?;
        if self.file.text(id) != name {
            return None;
        }
        let pattern = target.parent().filter(|p| p.kind_str() == "as_pattern")?;
        let item = pattern.parent().filter(|p| p.kind_str() == "with_item")?;
        let statement = item
            .parent()
            .filter(|p| p.kind_str() == "with_clause")?
            .parent()
            .filter(|p| p.kind_str() == "with_statement")?;
        if statement.child(0).is_some_and(|a| a.kind_str() == "async") {
            return None;
        }
        pattern
            .named_child(0)
            .filter(|m| m.id() != target.id() && m.kind_str() != "comment")
    }

    /// The position of `name` among the targets of a flat tuple pattern (`loader, name`,
    /// `(a, name)`), with no starred target.
    fn unpacked_at(&self, pattern: Node, name: &str) -> Option<usize> {
        if !matches!(pattern.kind_str(), "pattern_list" | "tuple_pattern") {
            return None;
        }
        let mut cursor = pattern.walk();
        let items: Vec<Node> = pattern.named_children(&mut cursor).collect();
        if items.iter().any(|n| n.kind_str() != "identifier") {
            return None;
        }
        items.iter().position(|n| self.file.text(*n) == name)
    }

    fn binds_name(&self, pattern: Node, name: &str) -> bool {
        let mut found = false;
        walk(pattern, |n| {
            if n.kind_str() == "identifier" && self.file.text(n) == name {
                // attribute and item targets (`x.name = …`, `x[k] = …`) bind no local
                let mut cur = n.parent();
                let mut stored_into = false;
                while let Some(p) = cur {
                    if matches!(p.kind_str(), "attribute" | "subscript") {
                        stored_into = true;
                        break;
                    }
                    if p.id() == pattern.id() {
                        break;
                    }
                    cur = p.parent();
                }
                if !stored_into {
                    found = true;
                }
            }
        });
        found
    }

    /// The target's own definition node, if the target lives in this file.
    fn is_target_def(&self, def: Node) -> bool {
        self.same_file
            && def
                .field("name")
                .is_some_and(|n| self.file.text(n) == self.target.name)
            && self.target.defs.iter().any(|d| d.line == line_of(def))
    }

    // ---- plain calls: name(...)

    /// A plain call `name(...)`; `depth` counts the aliases followed to get here.
    fn plain_at(
        &self,
        call: Node<'t>,
        name: &str,
        is_class_call: bool,
        depth: usize,
    ) -> (Binds, bool, String) {
        self.plain_in(call, name, is_class_call, depth, true)
    }

    /// Why a call of `name`, every value of which is a call giving an instance of a
    /// repository class (ecdsa's `generate = PRNG(seed)`, then `generate(1)`), never reaches
    /// the target: calling an instance runs its class's `__call__`, a `def` of that name, so
    /// only a target named `__call__` could be reached. `None` when any value is something
    /// else or of a type not known, or a class's `__call__` is not one plain `def`. Only for a
    /// target with definitions of its own: the name an instance of a `__call__` target's class
    /// is bound to ([`instance_target`]) is called exactly so.
    fn called_instances(&self, name: &str, values: &[Node<'t>], depth: usize) -> Option<String> {
        if self.target.name == "__call__"
            || self.target.defs.is_empty()
            || values.is_empty()
            || depth >= 4
        {
            return None;
        }
        let mut classes: Vec<String> = Vec::new();
        for v in values {
            if v.kind_str() != "call" {
                return None;
            }
            let tys = self.expr_types(*v, depth + 1)?;
            if tys.is_empty() {
                return None;
            }
            for t in tys {
                let Ty::Class(c) = t else {
                    return None;
                };
                let (_, m) = types::member_of(self.repo, &c, "__call__")?;
                if !m.method || m.property || !m.values.is_empty() {
                    return None;
                }
                classes.push(c.name.clone());
            }
        }
        classes.sort();
        classes.dedup();
        Some(format!(
            "{name} holds an instance of {}: calling it runs __call__, never {}",
            classes.join(", "),
            self.target.name
        ))
    }

    /// An alias's value (`f` of `_f = f`, `mod.f` of `g = mod.f`) judged as the call would
    /// be if it were written with it. `None` when the values differ or are something else.
    fn alias_value(
        &self,
        call: Node<'t>,
        alias: &str,
        values: &[Node<'t>],
        is_class_call: bool,
        depth: usize,
        locals: bool,
    ) -> Option<(Binds, bool, String)> {
        if depth >= 4 || !self.aliases.contains_key(alias) {
            return None;
        }
        let first = *values.first()?;
        let text = self.text(first);
        if values.iter().any(|v| self.text(*v) != text) {
            return None;
        }
        let (b, sr, why) = match first.kind_str() {
            "identifier" => self.plain_in(call, &text, is_class_call, depth + 1, locals),
            "attribute" => {
                let obj = first.field("object")?;
                let attr = self.text(first.field("attribute")?);
                // another attribute than the target's (`dissoc, assoc = self._assoc, ..` in
                // a function beside one binding `dissoc` to the target): no call of it
                let named = attr == self.target.name
                    || self.class_name.as_deref() == Some(attr.as_str())
                    || self.exports.contains(&attr);
                if !named {
                    return Some((
                        Binds::No,
                        is_class_call,
                        format!("{alias} = {}: another attribute", collapse_ws(&text)),
                    ));
                }
                self.attribute(call, obj, &attr, is_class_call)
            }
            _ => return self.union_alias_value(call, alias, first, is_class_call, depth, locals),
        };
        Some((b, sr, format!("{alias} = {}: {why}", collapse_ws(&text))))
    }

    /// An alias whose value is an `or` of operands (`accessor_func = accessor or
    /// utils.get_value`): the call is checked against every operand's type, so one operand
    /// that is the target settles it (`Yes`); otherwise another operand may hold anything.
    fn union_alias_value(
        &self,
        call: Node<'t>,
        alias: &str,
        value: Node<'t>,
        is_class_call: bool,
        depth: usize,
        locals: bool,
    ) -> Option<(Binds, bool, String)> {
        let ops = alias_operands(value);
        if ops.len() < 2 {
            return None;
        }
        let text = collapse_ws(&self.text(value));
        let mut judged = None;
        for op in ops {
            let named = match op.kind_str() {
                "identifier" => self.text(op),
                _ => self.text(op.field("attribute")?),
            };
            let wanted = named == self.target.name
                || self.class_name.as_deref() == Some(named.as_str())
                || self.exports.contains(&named)
                || self.aliases.contains_key(&named);
            if !wanted {
                continue;
            }
            let v = self.alias_value(call, alias, &[op], is_class_call, depth, locals)?;
            if v.0 == Binds::Yes {
                return Some((Binds::Yes, v.1, format!("{}, one operand of {text}", v.2)));
            }
            judged.get_or_insert(v);
        }
        let (_, sr, why) = judged?;
        Some((
            Binds::Maybe,
            sr,
            format!("{why}; another operand of {text} may hold another callable"),
        ))
    }

    fn plain_in(
        &self,
        call: Node<'t>,
        name: &str,
        is_class_call: bool,
        depth: usize,
        locals: bool,
    ) -> (Binds, bool, String) {
        let sr = is_class_call;
        // 0. the body of a class the call is written in directly: the names its statements
        // bound before the call's come first (`__eq__ = __make_cmp(eq, ..)` after `def
        // __make_cmp(..)` in the same class body)
        if locals {
            if let Some(verdict) = self.class_body_binding(call, name, sr) {
                return verdict;
            }
        }
        // 1. local scopes, innermost first
        let scopes = if locals {
            self.enclosing_functions(call)
        } else {
            Vec::new()
        };
        for f in scopes {
            let local = self.local_bindings(f, name);
            let fname = f
                .field("name")
                .map(|n| self.text(n))
                .unwrap_or_else(|| "a lambda".to_string());
            if let Some(d) = local.defs.first() {
                let heir = self.heir_at == Some(d.start_byte())
                    && local.defs.len() == 1
                    && !local.assigned
                    && !local.imported
                    && local.param.is_none();
                if heir {
                    return (
                        Binds::Yes,
                        sr,
                        format!("{name} is the class of line {} in {fname}", line_of(*d)),
                    );
                }
                if self.is_target_def(*d) {
                    return (
                        Binds::Yes,
                        sr,
                        format!("calls the nested def {name} of {fname}"),
                    );
                }
                return (
                    Binds::No,
                    sr,
                    format!("{name} is a local def of {fname} (line {})", line_of(*d)),
                );
            }
            if local.param.is_some() {
                if let Some(why) =
                    self.param_default_elsewhere(f, name, &local, &fname, is_class_call, depth)
                {
                    return (Binds::No, sr, why);
                }
                return (
                    Binds::Maybe,
                    sr,
                    format!("{name} is a parameter of {fname}"),
                );
            }
            if local.assigned {
                let values: Option<Vec<Node>> = local.values.iter().map(|(v, _)| *v).collect();
                if let Some(vs) = &values {
                    if let Some(why) = self.called_instances(name, vs, depth) {
                        return (Binds::No, sr, why);
                    }
                }
                if let Some(verdict) = values
                    .and_then(|vs| self.alias_value(call, name, &vs, is_class_call, depth, true))
                {
                    return verdict;
                }
                return (
                    Binds::Maybe,
                    sr,
                    format!("{name} is a local name of {fname}"),
                );
            }
            if local.imported {
                // An import in a function binds the name in that function's scope (and the
                // closures in it), shadowing the module's: the call is read by it alone.
                return self.function_import(&local.imports, name, &fname, sr);
            }
        }
        // 2. module-level definition in this file
        if let Some(def) = self.facts.top_defs.get(name) {
            if self.heir_at == Some(def.start_byte()) {
                return (
                    Binds::Yes,
                    sr,
                    format!("{name} is the class of line {}", line_of(*def)),
                );
            }
            let is_target = self.is_target_def(*def)
                || (is_class_call
                    && self.same_file
                    && self.target.scope.len() <= 1
                    && def.kind_str() == "class_definition");
            if is_target {
                return (Binds::Yes, sr, format!("{name} is defined in this module"));
            }
            return (
                Binds::No,
                sr,
                format!("calls {name} defined in this file (line {})", line_of(*def)),
            );
        }
        // 3. imports
        if let Some((imp, line)) = self.facts.imports.get(name) {
            if self.facts.function_imports.contains(name) {
                // Only functions that do not enclose the call import the name: their
                // imports bind nothing here.
                return (
                    Binds::Maybe,
                    sr,
                    format!("{name} is imported only in functions around other code (line {line})"),
                );
            }
            return self.by_import(imp, *line, name, sr);
        }
        if let Some(values) = self.facts.top_assigns.get(name) {
            if let Some(why) = self.called_instances(name, values, depth) {
                return (Binds::No, sr, why);
            }
            // A module-level alias's value is read at module level: local names of the
            // calling function do not shadow it.
            if let Some(verdict) = self.alias_value(call, name, values, is_class_call, depth, false)
            {
                return verdict;
            }
            return (
                Binds::Maybe,
                sr,
                format!("{name} is assigned at module level"),
            );
        }
        // 4. wildcard imports
        if self.importable_name.is_some() {
            if let Some(m) = self
                .facts
                .wildcards
                .iter()
                .find(|m| self.is_target_module(m))
            {
                return (Binds::Yes, sr, format!("from {m} import *"));
            }
        }
        if let Some(m) = self.facts.wildcards.first() {
            return (
                Binds::Maybe,
                sr,
                format!("{name} may come from `from {m} import *`"),
            );
        }
        // Nothing of the enclosing functions or the module binds the name, so it is a
        // builtin (`range(3)`) or undefined. A bare name is looked up in the enclosing
        // functions, the module and the builtins, never in a class body unless written
        // directly in one: no method (nor a class nested in a class or function) is
        // reached through it.
        if self.importable_name.is_none()
            && !self.in_class_scope(call)
            && !self.declared_global(name)
        {
            return (
                Binds::No,
                sr,
                format!(
                    "{name} is bound by no enclosing function nor the module: a builtin, never {}'s {}",
                    self.target.owner().unwrap_or("a scope"),
                    self.target.name
                ),
            );
        }
        (
            Binds::Maybe,
            sr,
            format!("{name} is not imported or defined here"),
        )
    }

    /// Why a call of parameter `name` of `f` (or of a name aliasing it) reaches another
    /// callable than the target, when it provably does: the parameter has no annotation and a
    /// plain name for its default (`check_valid=is_valid_args`), so a type checker types it by
    /// that default and checks the call against the default's parameters; the default, read
    /// in the scope around `f` as Python evaluates it, is bound to another definition; and
    /// every rebinding of the parameter in `f` is a lambda (a fresh function, never the
    /// target). `None` when any of that is not shown: the parameter stays open.
    fn param_default_elsewhere(
        &self,
        f: Node<'t>,
        name: &str,
        local: &Local<'t>,
        fname: &str,
        is_class_call: bool,
        depth: usize,
    ) -> Option<String> {
        if depth >= 4 || !local.defs.is_empty() || local.imported {
            return None;
        }
        let rebound_elsewhere = local
            .values
            .iter()
            .any(|(v, _)| !v.is_some_and(|v| v.kind_str() == "lambda"));
        if local.assigned && rebound_elsewhere {
            return None;
        }
        let params = f.field("parameters")?;
        let mut cursor = params.walk();
        let param = params
            .named_children(&mut cursor)
            .find(|p| param_name(self.file, *p).as_deref() == Some(name))?;
        if param.kind_str() != "default_parameter" {
            return None;
        }
        let value = param
            .field("value")
            .filter(|v| v.kind_str() == "identifier")?;
        let default = self.text(value);
        // read at `f` itself: its enclosing scopes, not its own
        let (binds, _, why) = self.plain_in(f, &default, is_class_call, depth + 1, true);
        (binds == Binds::No)
            .then(|| format!("{name} is a parameter of {fname} defaulting to {default}: {why}"))
    }

    /// A plain call written directly in a class body (no function, lambda or comprehension
    /// between: each has a scope of its own), judged by the statements of that body before
    /// the call's own that bind `name`, the last of them being the binding there as flow
    /// analysis reads it: the target's `def` (`yes`: the function itself, arguments as
    /// written), another `def` (`no`), anything else (open). `None` when the body binds
    /// nothing of the name before it: the lookup goes on to the module.
    fn class_body_binding(
        &self,
        call: Node<'t>,
        name: &str,
        sr: bool,
    ) -> Option<(Binds, bool, String)> {
        let mut child = call;
        let mut cur = call.parent();
        let (class, stmt) = loop {
            let n = cur?;
            match n.kind_str() {
                "function_definition"
                | "lambda"
                | "list_comprehension"
                | "set_comprehension"
                | "dictionary_comprehension"
                | "generator_expression"
                | "module" => return None,
                "block" => {
                    if let Some(p) = n.parent().filter(|p| p.kind_str() == "class_definition") {
                        break (p, child);
                    }
                }
                _ => {}
            }
            child = n;
            cur = n.parent();
        };
        let body = class.field("body")?;
        let mut cursor = body.walk();
        let last = body
            .named_children(&mut cursor)
            .take_while(|s| s.id() != stmt.id())
            .filter(|s| top_binds(self.file, *s).iter().any(|n| n == name))
            .last()?;
        let cname = class
            .field("name")
            .map(|n| self.text(n))
            .unwrap_or_default();
        let def = match last.kind_str() {
            "decorated_definition" => last.field("definition"),
            _ => Some(last),
        }
        .filter(|d| d.kind_str() == "function_definition");
        let line = line_of(last);
        Some(match def {
            Some(d) if self.is_target_def(d) => (
                Binds::Yes,
                sr,
                format!("{name} is the def of line {line} in the body of {cname} around the call"),
            ),
            Some(_) => (
                Binds::No,
                sr,
                format!(
                    "{name} is another def (line {line}) in the body of {cname} around the call"
                ),
            ),
            None => (
                Binds::Maybe,
                sr,
                format!("{name} is bound in the body of {cname} around the call (line {line})"),
            ),
        })
    }

    /// Whether a function of the file declares `name` global (`global name`): it may bind
    /// the module's name at run time, out of the module-level facts' sight.
    fn declared_global(&self, name: &str) -> bool {
        let src = &self.file.src;
        if memchr::memmem::find(src, b"global ").is_none() {
            return false;
        }
        // where the text spells `global` as a word: a node whose text holds none holds no
        // `global` statement, and is not stepped into
        let global_at: Vec<usize> = memchr::memmem::find_iter(src, b"global")
            .filter(|&at| {
                !at.checked_sub(1).is_some_and(|i| ident_byte(src[i]))
                    && !src.get(at + 6).is_some_and(|b| ident_byte(*b))
            })
            .collect();
        if global_at.is_empty() {
            return false;
        }
        let holds_global = |n: &Node| {
            let k = global_at.partition_point(|&at| at < n.start_byte());
            global_at.get(k).is_some_and(|&at| at < n.end_byte())
        };
        let mut stack = vec![self.file.tree.root_node()];
        while let Some(n) = stack.pop() {
            if n.kind_str() == "global_statement" {
                let mut c = n.walk();
                if n.named_children(&mut c).any(|i| self.file.text(i) == name) {
                    return true;
                }
                continue;
            }
            let mut c = n.walk();
            stack.extend(n.named_children(&mut c).filter(holds_global));
        }
        false
    }

    /// Whether a bare name at `node` is read in a class body's scope: the nearest enclosing
    /// scope is a class, not a function or lambda. A function's parameter defaults,
    /// annotations and decorators are read in the scope around the function; a comprehension
    /// written in a class body counts as the class's (its first iterable is read there).
    fn in_class_scope(&self, node: Node<'t>) -> bool {
        let mut child = node;
        let mut cur = node.parent();
        while let Some(n) = cur {
            match n.kind_str() {
                "function_definition" | "lambda" => {
                    let in_body = n.field("body").is_some_and(|b| b.id() == child.id());
                    if in_body {
                        return false;
                    }
                }
                "class_definition" => {
                    let in_body = n.field("body").is_some_and(|b| b.id() == child.id());
                    if in_body {
                        return true;
                    }
                }
                _ => {}
            }
            child = n;
            cur = n.parent();
        }
        false
    }

    /// A call of `name` in function `fname` (or a closure in it), whose import statements
    /// `stmts` may bind the name: read by what they import when they all import the same
    /// thing, else left open.
    fn function_import(
        &self,
        stmts: &[Node<'t>],
        name: &str,
        fname: &str,
        sr: bool,
    ) -> (Binds, bool, String) {
        let mut found: Option<(Import, usize)> = None;
        for stmt in stmts {
            let bound = import_stmt(self.file, *stmt)
                .names
                .into_iter()
                .filter(|(alias, _)| alias == name)
                .map(|(_, imp)| imp)
                .next_back();
            let same = match (&found, &bound) {
                (_, None) => false,
                (None, Some(_)) => true,
                (Some((f, _)), Some(b)) => f == b,
            };
            if stmt.has_error() || !same {
                return (
                    Binds::Maybe,
                    sr,
                    format!("{name} is imported in {fname} (line {})", line_of(*stmt)),
                );
            }
            if found.is_none() {
                found = bound.map(|b| (b, line_of(*stmt)));
            }
        }
        let Some((imp, line)) = found else {
            return (Binds::Maybe, sr, format!("{name} is imported in {fname}"));
        };
        let (binds, sr, why) = self.by_import(&imp, line, name, sr);
        (binds, sr, format!("{why}, in {fname}"))
    }

    fn by_import(&self, imp: &Import, line: usize, name: &str, sr: bool) -> (Binds, bool, String) {
        match imp {
            Import::From { module, name: orig } => {
                let Some(tname) = &self.importable_name else {
                    return (
                        Binds::No,
                        sr,
                        format!(
                            "imports {orig} from {module} (line {line}), not a method of {}",
                            self.target.owner().unwrap_or("a class")
                        ),
                    );
                };
                if self.is_target_module(module) {
                    if orig == tname {
                        return (Binds::Yes, sr, format!("imports {orig} from {module}"));
                    }
                    return (
                        Binds::No,
                        sr,
                        format!("{name} is {module}.{orig}, not {tname}"),
                    );
                }
                match self.provided(module, orig, 0) {
                    Provides::Target(_) => (
                        Binds::Yes,
                        sr,
                        format!("imports {orig} from {module}, which re-exports the target"),
                    ),
                    Provides::Defines => (
                        Binds::No,
                        sr,
                        format!("imports {orig} from {module}, which defines its own"),
                    ),
                    Provides::External => (
                        Binds::No,
                        sr,
                        format!("imports {orig} from {module}, outside the repository"),
                    ),
                    Provides::Unknown => (
                        Binds::Maybe,
                        sr,
                        format!("imports {orig} from {module}, which may re-export it"),
                    ),
                }
            }
            Import::Module(m) => (Binds::No, sr, format!("{name} is the module {m}")),
        }
    }

    // ---- attribute calls: obj.name(...)

    fn attribute(
        &self,
        call: Node<'t>,
        obj: Node<'t>,
        name: &str,
        is_class_call: bool,
    ) -> (Binds, bool, String) {
        let recv = self.receiver(call, obj);
        let obj_text = collapse_ws(&self.text(obj));
        match self.target.kind {
            DefKind::Method | DefKind::Constructor if !is_class_call => {
                let owner = self.target.owner().unwrap_or("");
                let classmethod = self.target_is_classmethod();
                // A receiver written with the owner's own type settles the call by name; one
                // the name-based rules leave open (or place only through a subclass, which
                // they do not read past single inheritance) is typed the way a type checker
                // types it, reading the modules it comes from.
                //
                // This module's own top-level binding of the owner's name (urlutils' copy of
                // `class OrderedMultiDict`, perhaps rebound later by an import of the
                // target's) leaves a receiver typed by that name open: `self` in that class's
                // body, or a `OrderedMultiDict()` made here, is this module's class wherever
                // a type checker reads the name as it, and only the typed rules, which read
                // the class statement itself, may settle it.
                let lookalike = self.own_class_named(owner);
                let direct = !lookalike
                    && matches!(&recv, Recv::Instance(t, _) | Recv::Class(t, _) if t == owner);
                // a module, or a builtin value: no repository class's method is reached
                let settled_no = match &recv {
                    Recv::Module(_) => true,
                    Recv::Instance(t, _) | Recv::Class(t, _) => {
                        BUILTIN_CLASSES.contains(&t.as_str())
                            || BUILTIN_ROOTS.contains(&t.as_str())
                            || self.class_read_here(t)
                    }
                    _ => false,
                };
                // A class object named as such (`Base.__init__(self, ..)`, `IOError.__init__`),
                // not a `cls` that may be a subclass: the lookup starts at that class, and a
                // base of the owner never reaches the owner's method.
                let named_class = obj.kind_str() == "identifier"
                    && matches!(&recv, Recv::Class(t, _) if t != owner)
                    && !self.locally_bound(call, &obj_text);
                let by_name = match self.refine_subclass(call, recv) {
                    Recv::Instance(t, why) => {
                        if t == owner && lookalike {
                            (
                                Binds::Maybe,
                                true,
                                format!("{why}: this module binds its own {owner}"),
                            )
                        } else if t == owner {
                            (Binds::Yes, true, why)
                        } else if self.is_owner_base(&t) {
                            (Binds::Maybe, true, format!("{why}, a base of {owner}"))
                        } else if let Some((b, how)) = self.imported_subclass(&t, owner) {
                            (b, true, format!("{why}, {how}"))
                        } else if let Some(how) = self.may_implement_protocol(&t) {
                            (Binds::Maybe, true, format!("{why}, {how}"))
                        } else {
                            (Binds::No, true, format!("{why}, not {owner}"))
                        }
                    }
                    Recv::Class(t, why) => {
                        if t == owner && lookalike {
                            (
                                Binds::Maybe,
                                classmethod,
                                format!("{why}: this module binds its own {owner}"),
                            )
                        } else if t == owner {
                            (Binds::Yes, classmethod, why)
                        } else if named_class && self.is_owner_base(&t) {
                            return (
                                Binds::No,
                                classmethod,
                                format!("{why}, a base of {owner}: the lookup starts at {t}"),
                            );
                        } else if self.is_owner_base(&t) {
                            (
                                Binds::Maybe,
                                classmethod,
                                format!("{why}, a base of {owner}"),
                            )
                        } else if let Some((b, how)) = self.imported_subclass(&t, owner) {
                            (b, classmethod, format!("{why}, {how}"))
                        } else if let Some(how) = self.may_implement_protocol(&t) {
                            (Binds::Maybe, classmethod, format!("{why}, {how}"))
                        } else {
                            (Binds::No, classmethod, format!("{why}, not {owner}"))
                        }
                    }
                    Recv::Module(m) => (
                        Binds::No,
                        false,
                        format!("{obj_text} is the module {m}, not a {owner} object"),
                    ),
                    Recv::Unknown(why) | Recv::Value(why) => (Binds::Maybe, true, why),
                };
                if (by_name.0 == Binds::No && settled_no) || (by_name.0 == Binds::Yes && direct) {
                    return by_name;
                }
                match self.typed_verdict(call, obj) {
                    Some((b, sr, why)) => (b, sr, why),
                    None => by_name,
                }
            }
            _ => {
                // module-level function or class (constructor) target
                let sr = is_class_call;
                // `self.Cache(..)` where the method's class declares `Cache:
                // type[cachetools.Cache]`: a type checker types the attribute by that
                // declaration and checks the call against the class's constructor.
                if is_class_call {
                    if let Some(c) = self.declared_class_attribute(call, obj, name) {
                        if self.is_owner_class(&c) {
                            return (
                                Binds::Yes,
                                sr,
                                format!(
                                    "{obj_text}.{name} is declared a class object of {} of {}",
                                    c.name, c.path
                                ),
                            );
                        }
                    }
                }
                match recv {
                    Recv::Module(m) => {
                        if self.importable_name.is_none() {
                            return (Binds::No, sr, format!("{obj_text} is the module {m}"));
                        }
                        if self.is_target_module(&m) {
                            return (Binds::Yes, sr, format!("{obj_text} is the module {m}"));
                        }
                        match self.provided(&m, name, 0) {
                            Provides::Target(_) => (
                                Binds::Yes,
                                sr,
                                format!(
                                    "{obj_text} is the module {m}, which re-exports the target"
                                ),
                            ),
                            Provides::Defines => (
                                Binds::No,
                                sr,
                                format!(
                                    "{obj_text} is the module {m}, which defines its own {name}"
                                ),
                            ),
                            Provides::External => (
                                Binds::No,
                                sr,
                                format!("{obj_text} is the module {m}, outside the repository"),
                            ),
                            Provides::Unknown => (
                                Binds::Maybe,
                                sr,
                                format!("{obj_text} is the module {m}, which may re-export {name}"),
                            ),
                        }
                    }
                    Recv::Class(t, why)
                        if is_class_call && self.target.scope.last() == Some(&t) =>
                    {
                        (Binds::Yes, sr, why)
                    }
                    // The class nested in a class, reached through that class or one of its
                    // instances (`_TimedCache._Timer(..)`, `self._Timer(..)`): its constructor.
                    Recv::Instance(t, why) | Recv::Class(t, why)
                        if is_class_call && self.encloses_target_class(&t) =>
                    {
                        if self.encloses_target_here(&t) {
                            (
                                Binds::Yes,
                                sr,
                                format!("{why}: {name} is the class nested in {t}"),
                            )
                        } else {
                            (
                                Binds::Maybe,
                                sr,
                                format!("{why}: {name} may be the class nested in a {t}"),
                            )
                        }
                    }
                    Recv::Instance(_, why) | Recv::Class(_, why) => (
                        Binds::No,
                        sr,
                        format!(
                            "{why}: {name} is an attribute of it, not the module-level {}",
                            self.target.name
                        ),
                    ),
                    Recv::Value(why) => (
                        Binds::No,
                        sr,
                        format!(
                            "{why}: no module, so not the module-level {}",
                            self.target.name
                        ),
                    ),
                    Recv::Unknown(why) => (Binds::Maybe, sr, why),
                }
            }
        }
    }

    /// The class an attribute `name` of a method's own receiver `obj` holds as a class object
    /// by declaration: `self.Cache` in a method of a top-level class whose body declares
    /// `Cache: type[cachetools.Cache]` (`Type[C]`, `typing.Type[C]`; with a value or without)
    /// and binds the name by nothing else. A type checker types the attribute by that
    /// declaration wherever the class's own methods read it (a subclass's `Cache = LRUCache`
    /// narrows nothing there), so a call of it is checked against that class's constructor.
    /// `None` unless `obj` is the first parameter of the innermost function around `call`, a
    /// plain (or class) method of that class which neither rebinds the parameter nor assigns
    /// the attribute through it, and the declared class resolves to a repository class.
    fn declared_class_attribute(
        &self,
        call: Node<'t>,
        obj: Node<'t>,
        name: &str,
    ) -> Option<ClassRef> {
        if obj.kind_str() != "identifier" {
            return None;
        }
        let v = self.text(obj);
        // a module or a class of the file (`cachetools.Cache(..)`), the usual receiver of a
        // class's name, is read without looking for a method around the call
        if self.facts.imports.contains_key(&v) || self.facts.top_defs.contains_key(&v) {
            return None;
        }
        let f = *self.enclosing_functions(call).first()?;
        if f.kind_str() != "function_definition" {
            return None;
        }
        let local = self.local_bindings(f, &v);
        if !matches!(local.param, Some((0, _)))
            || local.assigned
            || local.imported
            || !local.defs.is_empty()
        {
            return None;
        }
        if decorators(self.file, f).iter().any(|d| d == "staticmethod") {
            return None;
        }
        let statement = |n: Node<'t>| match n.parent() {
            Some(p) if p.kind_str() == "decorated_definition" => p,
            _ => n,
        };
        let class = statement(f)
            .parent()
            .and_then(|body| body.parent())
            .filter(|c| c.kind_str() == "class_definition")?;
        if statement(class).parent()?.kind_str() != "module" {
            return None;
        }
        let cname = self.text(class.field("name")?);
        // the module's one definition of that name, the one summarised
        if self.facts.top_defs.get(&cname).map(|d| d.id()) != Some(class.id()) {
            return None;
        }
        // An assignment of the attribute through the receiver in this method narrows it:
        // every mention of it must be a call, an attribute of it, or a base it closes
        // (`class DefaultCache(self.Cache):`), none a target of a binding (`self.Cache =`,
        // `a, self.Cache = ..`, `for self.Cache in ..`).
        let written = format!("{v}.{name}");
        let body = self.file.text(f);
        let ident = |c: char| c == '_' || c.is_alphanumeric();
        let only_read = body.match_indices(&written).all(|(at, _)| {
            let rest = &body[at + written.len()..];
            body[..at].chars().next_back().is_some_and(ident)
                || rest.chars().next().is_some_and(ident)
                || rest
                    .trim_start_matches([' ', '\t'])
                    .starts_with(['(', ')', '.'])
        });
        if !only_read {
            return None;
        }
        // The class body binds the name once, by the annotated statement; assignments in
        // its methods (`self.Cache = ..`, no declaration) leave the declared type as it is.
        let body = class.field("body")?;
        let mut cursor = body.walk();
        let mut declared = None;
        for stmt in body.named_children(&mut cursor) {
            let def = match stmt.kind_str() {
                "decorated_definition" => stmt.field("definition"),
                _ => Some(stmt),
            };
            let Some(def) = def else { continue };
            let binding = match def.kind_str() {
                "function_definition" | "class_definition" => {
                    def.field("name").filter(|n| self.file.text(*n) == name)
                }
                // an assignment whose left side names it (`Cache: type[C]`, or a tuple
                // holding it, counted so as to be refused); a docstring or a call binds
                // nothing
                "expression_statement" => def
                    .named_child(0)
                    .filter(|a| matches!(a.kind_str(), "assignment" | "augmented_assignment"))
                    .filter(|a| {
                        a.field("left")
                            .is_some_and(|l| mentions_word(&self.file.text(l), name))
                    })
                    .map(|a| match a.field("left") {
                        Some(l) if a.kind_str() == "assignment" && self.file.text(l) == name => a,
                        _ => def,
                    }),
                // a statement that may bind anything (`if`, `for`, `with`) mentioning it
                k if k != "comment" && k != "pass_statement" => {
                    Some(def).filter(|d| mentions_word(&self.file.text(*d), name))
                }
                _ => None,
            };
            if let Some(b) = binding {
                if declared.is_some() || b.kind_str() != "assignment" {
                    return None;
                }
                declared = Some(b);
            }
        }
        let ann = self.text(declared?.field("type")?);
        let info = self.info();
        let member = info.classes.get(&cname)?.members.get(name)?;
        let annotations = member
            .values
            .iter()
            .filter(|v| matches!(v, types::Source::Annotation(_) | types::Source::Declared(_)))
            .count();
        if member.method || annotations != 1 {
            return None;
        }
        let inner = types::class_object_annotation(self.repo, info, &ann)?;
        match types::resolve(self.repo, info, &inner, 0)? {
            types::Sym::Class(c) => Some(c),
            _ => None,
        }
    }

    /// Whether the call starting at byte `at` calls attribute `name` of an object (`x.name(..)`)
    /// that nothing around it assigns: no `.name =` in the innermost function around the
    /// call (or the module, for a call outside functions), which a type checker would read as
    /// narrowing that attribute to the value assigned.
    fn attribute_call_unnarrowed(&self, at: usize, name: &str) -> bool {
        let root = self.file.tree.root_node();
        let mut node = root.descendant_for_byte_range(at, at);
        while let Some(n) = node.filter(|n| !(n.kind_str() == "call" && n.start_byte() == at)) {
            node = n.parent();
        }
        let Some(call) = node else {
            return false;
        };
        let Some(f) = call.field("function") else {
            return false;
        };
        if f.kind_str() != "attribute"
            || f.field("attribute")
                .is_none_or(|a| self.file.text(a) != name)
        {
            return false;
        }
        let scope = self
            .enclosing_functions(call)
            .into_iter()
            .next()
            .unwrap_or(root);
        let text = self.file.text(scope);
        let written = format!(".{name}");
        let src = text.as_bytes();
        !memchr::memmem::find_iter(src, written.as_bytes()).any(|i| {
            let end = i + written.len();
            if src.get(end).is_some_and(|b| ident_byte(*b)) {
                return false;
            }
            let rest = text[end..].trim_start_matches([' ', '\t']);
            (rest.starts_with('=') && !rest.starts_with("=="))
                || (rest.starts_with(':') && !rest.starts_with(":="))
                || AUGMENTED_OPS.iter().any(|op| rest.starts_with(op))
        })
    }

    /// The parameters this file declares as holding a class object (`bt: type[BT]`), by
    /// name, read once and only where the text writes `type[`/`Type[`: a plain call of one
    /// may make an instance of the target's class ([`Ctx::class_param_call`]).
    fn class_params(&self) -> &[String] {
        self.class_params.get_or_init(|| {
            let src = &self.file.src;
            if self.class_name.is_none() || memchr::memmem::find(src, b"ype[").is_none() {
                return Vec::new();
            }
            let hits = super::occurrences(src, &["ype["]);
            let mut out: Vec<String> = Vec::new();
            super::walk_hits(self.file.tree.root_node(), &hits, |n| {
                let named = match n.kind_str() {
                    "typed_default_parameter" => true,
                    "typed_parameter" => n
                        .named_child(0)
                        .is_some_and(|c| c.kind_str() == "identifier"),
                    _ => false,
                };
                if !named {
                    return;
                }
                let typed = n
                    .field("type")
                    .is_some_and(|t| self.file.text(t).contains("ype["));
                if let Some(name) = param_name(self.file, n).filter(|_| typed) {
                    if !out.iter().any(|o| *o == name) {
                        out.push(name.into_owned());
                    }
                }
            });
            out
        })
    }

    /// A plain call of a parameter declared as holding a class object of the target's class
    /// (`bt()` in `def _from_other(bt: type[BT], ..)`, `BT` a type variable bound to the
    /// class): a type checker checks it against the class's constructor, whatever subclass
    /// the value is at run time. The innermost function binding the name binds it only as
    /// that parameter. `None` for any other call of the name: it is no call of the target.
    fn class_param_call(&self, call: Node<'t>, name_node: Node<'t>, name: &str) -> Option<Call> {
        let (f, local) = self.enclosing_functions(call).into_iter().find_map(|f| {
            let l = self.local_bindings(f, name);
            (l.param.is_some() || l.assigned || !l.defs.is_empty() || l.imported).then_some((f, l))
        })?;
        let Some((_, Some(ann))) = local.param else {
            return None;
        };
        if local.assigned || local.imported || !local.defs.is_empty() {
            return None;
        }
        let info = self.info();
        let inner = class_object_inner(self.repo, info, &self.text(ann))?;
        // a type variable of this module bound to the class stands for its bound
        let bound = (!self.facts.top_defs.contains_key(&inner)
            && !self.facts.imports.contains_key(&inner))
        .then(|| self.facts.top_assigns.get(&inner))
        .flatten()
        .and_then(|values| match values.as_slice() {
            [v] => type_var_bound(self.file, *v),
            _ => None,
        });
        let class = match &bound {
            Some(b) => b.split('[').next().unwrap_or(b).trim().to_string(),
            None => inner.clone(),
        };
        let types::Sym::Class(c) = types::resolve(self.repo, info, &class, 0)? else {
            return None;
        };
        if !self.is_constructed_class(&c) {
            return None;
        }
        let fname = f
            .field("name")
            .map(|n| self.text(n))
            .unwrap_or_else(|| "a lambda".to_string());
        let how = match bound {
            Some(_) => format!("type[{inner}], {inner} bound to {}", c.name),
            None => format!("type[{inner}]"),
        };
        let (args, keywords) = count_args(self.file, call);
        Some(Call {
            line: line_of(name_node),
            byte: call.start_byte(),
            args,
            binds: Binds::Yes,
            supplies_receiver: true,
            reason: format!(
                "{name} is a parameter of {fname} declared {how}: a call makes a {}",
                c.name
            ),
            keywords,
            fills_variadic: false,
            fits: None,
        })
    }

    /// Whether `c` is the class a call of which is checked against the target: a class
    /// target's class, or a constructor's (an heir's, for an heir's scan).
    fn is_constructed_class(&self, c: &ClassRef) -> bool {
        match self.target.kind {
            DefKind::Class => {
                self.target.scope.is_empty()
                    && self.target.name == c.name
                    && module_parts(&c.path) == module_parts(&self.target.rel_path)
            }
            DefKind::Constructor => self.is_owner_class(c),
            _ => false,
        }
    }

    /// Whether `c` is the target's own class: its name, in the target's module (a stub
    /// `__init__.pyi` and its `__init__.py` are one module, as an import of it names them).
    fn is_owner_class(&self, c: &ClassRef) -> bool {
        self.target.scope.len() == 1
            && self.target.owner() == Some(c.name.as_str())
            && module_parts(&c.path) == module_parts(&self.target.rel_path)
    }

    /// The scope around the target's class: for a constructor target, the scope before its
    /// class (the scope's last name); for a class target, its scope. `None` for others.
    fn class_enclosing_scope(&self) -> Option<&[String]> {
        let scope = &self.target.scope;
        match self.target.kind {
            DefKind::Constructor => scope.split_last().map(|(_, rest)| rest),
            DefKind::Class => Some(scope.as_slice()),
            _ => None,
        }
    }

    /// Whether the target's class is nested directly in a class named `t`.
    fn encloses_target_class(&self, t: &str) -> bool {
        self.class_enclosing_scope()
            .and_then(|s| s.last())
            .is_some_and(|s| s == t)
    }

    /// Whether `t`, as this file names it at module level, is the class the target's class
    /// is nested in: the file is the target's, the target's class is nested in a top-level
    /// class `t` alone, and that class holds the target's definitions.
    fn encloses_target_here(&self, t: &str) -> bool {
        self.same_file
            && self
                .class_enclosing_scope()
                .is_some_and(|s| s.len() == 1 && s[0] == t)
            && self.facts.top_defs.get(t).is_some_and(|d| {
                d.kind_str() == "class_definition"
                    && self
                        .target
                        .defs
                        .iter()
                        .all(|def| def.start_byte >= d.start_byte() && def.end_byte <= d.end_byte())
            })
    }

    /// A receiver of a class other than the owner that is defined in this file may inherit
    /// the target method: decide by its own methods and bases.
    fn refine_subclass(&self, call: Node<'t>, recv: Recv) -> Recv {
        let owner = self.target.owner().unwrap_or("");
        let (t, why, is_class) = match recv {
            Recv::Instance(t, why) if t != owner => (t, why, false),
            Recv::Class(t, why) if t != owner => (t, why, true),
            other => return other,
        };
        let class = self.class_def_at(call, &t);
        let make = |t: String, why: String| {
            if is_class {
                Recv::Class(t, why)
            } else {
                Recv::Instance(t, why)
            }
        };
        match class {
            Some(class) => match self.decorated_away(class) {
                Some(d) => Recv::Unknown(format!("{why}, a class decorated with @{d}")),
                None => self.inherited(class, &t, why, make),
            },
            None => make(t, why),
        }
    }

    /// The decorator of class definition `class` whose result its name is bound to, the way
    /// a type checker reads it (pyright's `applyClassDecorator`): the name then stands for
    /// what the decorator gives (`@v_args(inline=True)` typed `Callable[[_DECORATED],
    /// _DECORATED]` with a union `_DECORATED`), not the class. `None` when every decorator
    /// keeps the class: the standard library's and attrs' class decorators typed as returning
    /// their argument (`dataclass`, `total_ordering`, `final`, ...), or a function of this
    /// module written without annotations (inferred, it keeps the class it is given).
    fn decorated_away(&self, class: Node<'t>) -> Option<String> {
        let holder = class
            .parent()
            .filter(|p| p.kind_str() == "decorated_definition")?;
        let mut cursor = holder.walk();
        let decos: Vec<Node<'t>> = holder
            .named_children(&mut cursor)
            .filter(|c| c.kind_str() == "decorator")
            .collect();
        decos.into_iter().find_map(|d| {
            let text: String = self.text(d).split_whitespace().collect();
            let text = text.trim_start_matches('@');
            let head = text.split('(').next().unwrap_or(text);
            let last = head.rsplit('.').next().unwrap_or(head);
            let keeps = KEEPING_CLASS_DECORATORS.contains(&last)
                || (head == last
                    && !self.locally_bound(class, head)
                    && self
                        .facts
                        .top_defs
                        .get(head)
                        .is_some_and(|f| unannotated_function(*f)));
            (!keeps).then(|| head.to_string())
        })
    }

    /// The class definition the name `t` stands for at `node`: a class a function around it
    /// defines (`class MyEnvironment(Environment)` in a test), else one of the module's.
    /// `None` when the nearest binding of the name is anything but one class definition.
    fn class_def_at(&self, node: Node<'t>, t: &str) -> Option<Node<'t>> {
        for (i, f) in self.enclosing_functions(node).into_iter().enumerate() {
            let local = self.local_bindings(f, t);
            if local.param.is_some() || local.assigned || local.imported {
                return None;
            }
            match local.defs.as_slice() {
                [] => continue,
                [d] if d.kind_str() == "class_definition" => return Some(*d),
                defs if i == 0 => return reaching_def(f, defs, node),
                _ => return None,
            }
        }
        self.facts
            .top_defs
            .get(t)
            .copied()
            .filter(|d| d.kind_str() == "class_definition")
    }

    /// Whether `t` is written as a direct base of the target's owner class (a receiver of
    /// that type may dispatch to the owner's override). Read from the target file's text.
    fn is_owner_base(&self, t: &str) -> bool {
        let Some(owner) = self.target.owner() else {
            return false;
        };
        let text = if self.same_file {
            Some(String::from_utf8_lossy(&self.file.src).into_owned())
        } else {
            self.repo.read_to_string(&self.target.rel_path)
        };
        let Some(text) = text else { return false };
        owner_bases(&text, owner).iter().any(|b| b == t)
    }

    /// When the target's owner is a `typing.Protocol`, why a receiver the name-based rules
    /// read as another class `t` may still be one of its callers: a class implements a
    /// protocol without naming it, and the name may not be a class at all (jsonschema's
    /// `Draft7Validator = create(..)`, typed `type[Validator]`). `None` when the owner is no
    /// protocol, or `t` is a repository class that provably has no such method.
    fn may_implement_protocol(&self, t: &str) -> Option<String> {
        let owner = self.owner_ref()?;
        if !types::is_protocol(self.repo, &owner) {
            return None;
        }
        if let Some(types::Sym::Class(c)) = types::resolve(self.repo, self.info(), t, 0) {
            if types::lacks_member(self.repo, &c, &self.target.name) {
                return None;
            }
        }
        Some(format!(
            "which may implement the protocol {} structurally",
            owner.name
        ))
    }

    /// Whether the name-based rules read class `t` itself: a class of this file, or one
    /// imported from the repository module that defines it (not through a re-export).
    fn class_read_here(&self, t: &str) -> bool {
        if let Some(d) = self.facts.top_defs.get(t) {
            return d.kind_str() == "class_definition";
        }
        let Some((Import::From { module, name }, _)) = self.facts.imports.get(t) else {
            return false;
        };
        module_file(self.repo, module).is_some_and(|(_, text)| class_text(&text, name).is_some())
    }

    /// A class `t` imported from a repository module, read there: a direct subclass of
    /// `owner` that does not override the target reaches it (`Yes`); one with other bases may
    /// (`Maybe`). `None`: not such a class (builtin, outside the repository, no bases).
    fn imported_subclass(&self, t: &str, owner: &str) -> Option<(Binds, String)> {
        if BUILTIN_CLASSES.contains(&t) {
            return None;
        }
        let (Import::From { module, name }, _) = self.facts.imports.get(t)? else {
            return None;
        };
        let base = module.replace('.', "/");
        let text = [
            format!("{base}.py"),
            format!("{base}/__init__.py"),
            format!("src/{base}.py"),
            format!("src/{base}/__init__.py"),
        ]
        .iter()
        .find_map(|c| self.repo.read_to_string(c))?;
        // A module that does not declare the class itself re-exports or assigns it
        // (`from .database import TinyDB` in a package's `__init__.py`): its bases are not
        // read here, so they may lead to the owner.
        if class_text(&text, name).is_none() {
            return Some((
                Binds::Maybe,
                format!(
                    "imported from {module}, which does not declare it (its bases are not read)"
                ),
            ));
        }
        let bases = owner_bases(&text, name);
        if bases.iter().any(|b| b == owner) {
            let overrides = class_text(&text, name).is_some_and(|body| {
                body.lines().any(|l| {
                    let l = l.trim_start();
                    let l = l.strip_prefix("async ").unwrap_or(l);
                    l.strip_prefix("def ")
                        .and_then(|r| r.trim_start().strip_prefix(self.target.name.as_str()))
                        .is_some_and(|r| r.trim_start().starts_with('('))
                })
            });
            return if overrides {
                None
            } else {
                Some((Binds::Yes, format!("which subclasses {owner} in {module}")))
            };
        }
        // a base with a builtin class's name is the builtin unless that module defines it
        // (`class Dict(Mapping)` under marshmallow's own `class Mapping(Field)`)
        bases
            .iter()
            .any(|b| {
                b != "object"
                    && (!BUILTIN_CLASSES.contains(&b.as_str()) || class_text(&text, b).is_some())
            })
            .then(|| {
                (
                    Binds::Maybe,
                    format!("whose bases in {module} may lead to {owner}"),
                )
            })
    }

    /// What `module` provides under `name`, following its re-exports (`from .x import name`,
    /// `from .x import *`) a few hops to the target's module.
    fn provided(&self, module: &str, name: &str, depth: usize) -> Provides {
        let direct = module_provides(self.repo, module, name);
        if !matches!(direct, Provides::Unknown) || depth > 6 {
            return direct;
        }
        let Some((path, text)) = module_file(self.repo, module) else {
            return direct;
        };
        // only an import statement re-exports: one naming the name, or a star import
        if !imported_word(text.as_bytes(), &Word::new(name))
            && !star_import_in(text.as_bytes())
            && !assigns_at_top(text.as_bytes(), name)
        {
            return direct;
        }
        let re = reexports_of(self.repo, &path);
        let tname = self.importable_name.as_deref().unwrap_or(&self.target.name);
        let follow = |m: &str, orig: &str| -> Option<Provides> {
            if self.is_target_module(m) {
                return Some(if orig == tname {
                    Provides::Target(module.to_string())
                } else {
                    Provides::Defines
                });
            }
            match self.provided(m, orig, depth + 1) {
                Provides::Target(_) => Some(Provides::Target(module.to_string())),
                Provides::Unknown => None,
                other => Some(other),
            }
        };
        if let Some((m, orig)) = re.from.get(name) {
            return follow(m, orig).unwrap_or(Provides::Unknown);
        }
        for m in &re.star {
            if let Some(Provides::Target(via)) = follow(m, name) {
                return Provides::Target(via);
            }
        }
        Provides::Unknown
    }

    /// Whether a dotted module is a file or package of the repository.
    fn is_repo_module(&self, module: &str) -> bool {
        let base = module.replace('.', "/");
        [
            format!("{base}.py"),
            format!("{base}/__init__.py"),
            format!("src/{base}.py"),
            format!("src/{base}/__init__.py"),
        ]
        .iter()
        .any(|c| self.repo.is_file(c))
    }

    fn target_is_classmethod(&self) -> bool {
        self.target.defs.iter().any(|d| {
            d.params.receiver
                && d.signature
                    .split_once('(')
                    .map(|(_, rest)| rest.trim_start())
                    .is_some_and(|r| {
                        r.starts_with("cls")
                            && !r[3..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
                    })
        })
    }

    /// Is `name` a class as far as this file can tell?
    fn is_class_name(&self, name: &str) -> bool {
        if let Some(d) = self.facts.top_defs.get(name) {
            return d.kind_str() == "class_definition";
        }
        if BUILTIN_CLASSES.contains(&name) && !self.facts.imports.contains_key(name) {
            return true;
        }
        if self.class_name.as_deref() == Some(name) || self.target.owner() == Some(name) {
            return true;
        }
        starts_upper(name)
    }

    /// The class a constructor-call expression makes, if it is one. A builtin class's name
    /// that does not stand for the builtin here (`fields.Dict(..)`, a repository class) gives
    /// none: the name-based rules would take it for the builtin.
    fn constructed(&self, value: Node<'t>) -> Option<String> {
        if value.kind_str() != "call" {
            return None;
        }
        let f = value.field("function")?;
        let n = match f.kind_str() {
            "identifier" => self.text(f),
            "attribute" => {
                // `self.ExtKlass(..)` calls what a field of the instance holds: a class of
                // that name only when the method's class body defines it (a nested class),
                // never a type named after the attribute.
                let object = f.field("object")?;
                if object.kind_str() == "identifier"
                    && matches!(self.file.text(object).as_ref(), "self" | "cls")
                    && self.nested_class_call(value).is_none()
                {
                    return None;
                }
                self.text(f.field("attribute")?)
            }
            _ => return None,
        };
        if !self.is_class_name(&n) {
            return None;
        }
        // a class of this module is read as such (`class_read_here`)
        let own = f.kind_str() == "identifier" && self.facts.top_defs.contains_key(&n);
        if BUILTIN_CLASSES.contains(&n.as_str())
            && !own
            && !self.names_builtin(value, &self.text(f))
        {
            return None;
        }
        Some(n)
    }

    /// The class an annotation names (see [`base_type`]), unless it is written with a builtin
    /// class's name that stands for another class here (`field: fields.List`).
    fn annotated_type(&self, ann: Node<'t>) -> Option<String> {
        let written = base_written(&self.annotation_text(ann))?;
        let last = written.rsplit('.').next().unwrap_or(&written);
        let own = last == written && self.facts.top_defs.contains_key(last);
        (!BUILTIN_CLASSES.contains(&last) || own || self.names_builtin(ann, &written))
            .then(|| last.to_string())
    }

    /// An annotation as a type checker reads it for the value it annotates: a type variable
    /// of this module declared with a bound (`BT = t.TypeVar('BT', bound='BidictBase[..]')`,
    /// bound once at module level, named by no `def`, `class` or import) stands for its
    /// bound, the type whose members a value of it has (`self: BT` then `self.copy()` is
    /// checked against the bound's `copy`); a name bound that way to a `Union[..]` or
    /// `Optional[..]` (lark's `TreeOrCode = Union[Tree[str], str]`) is an implicit type alias
    /// and stands for that union; anything else is read as written.
    fn annotation_text(&self, ann: Node<'t>) -> String {
        let text = self.text(ann);
        let name = text.trim().trim_matches(|c| c == '"' || c == '\'');
        let bound = (!self.facts.top_defs.contains_key(name)
            && !self.facts.imports.contains_key(name))
        .then(|| self.facts.top_assigns.get(name))
        .flatten()
        .and_then(|values| match values.as_slice() {
            [v] => type_var_bound(self.file, *v).or_else(|| union_alias(self.file, *v)),
            _ => None,
        });
        bound.unwrap_or(text)
    }

    /// Whether a class name written at `at` with a builtin class's name (`Dict`, `t.Dict`,
    /// `collections.OrderedDict`) is that builtin, the way a type checker resolves it: a bare
    /// name that no enclosing function binds and this module neither defines nor imports but
    /// from the standard library; a dotted one whose head is a standard-library module. Not a
    /// repository class of that name (`fields.Dict` after `from marshmallow import fields`,
    /// `from .fields import List`), nor a name nothing here settles (`self.Dict`).
    fn names_builtin(&self, at: Node<'t>, written: &str) -> bool {
        let written: String = written.split_whitespace().collect();
        let head = written.split('.').next().unwrap_or(&written);
        if self.locally_bound(at, head) {
            return false;
        }
        let dotted = head.len() < written.len();
        match self.facts.imports.get(head) {
            None => !dotted && !self.facts.top_defs.contains_key(head),
            Some((Import::From { module, .. }, _)) => types::stdlib_module(module),
            Some((Import::Module(m), _)) => dotted && types::stdlib_module(m),
        }
    }

    fn receiver(&self, call: Node<'t>, obj: Node<'t>) -> Recv {
        let obj_text = collapse_ws(&self.text(obj));
        match obj.kind_str() {
            "identifier" => self.receiver_ident(call, &obj_text),
            "attribute" => {
                // self.field
                if let (Some(o), Some(a)) = (obj.field("object"), obj.field("attribute")) {
                    if o.kind_str() == "identifier" && self.file.text(o) == "self" {
                        if let Some((t, local)) = self.field_type(call, &self.text(a)) {
                            let why = format!("receiver {obj_text}: field typed");
                            // a class defined in the method that sets the field (`class
                            // TestExtension(Extension)` in `setUp`): read by its own bases
                            return match local {
                                Some(class) => match self.decorated_away(class) {
                                    Some(d) => Recv::Unknown(format!(
                                        "{why} {t}, a class decorated with @{d}"
                                    )),
                                    None => self.inherited(class, &t, why, Recv::Instance),
                                },
                                None => Recv::Instance(t, why),
                            };
                        }
                    }
                }
                // dotted module path
                if obj_text
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
                {
                    let first = obj_text.split('.').next().unwrap_or("");
                    if let Some((Import::Module(m), _)) = self.facts.imports.get(first) {
                        if let Some(r) = self.module_attribute(first, &obj_text) {
                            return r;
                        }
                        if m == first
                            && self
                                .facts
                                .dotted_imports
                                .iter()
                                .any(|d| d == &obj_text || d.starts_with(&format!("{obj_text}.")))
                        {
                            return Recv::Module(obj_text);
                        }
                        if m == first && self.facts.dotted_imports.contains(first) {
                            return Recv::Module(obj_text);
                        }
                        // alias of a module: sio.sub
                        if m != first {
                            let rest = &obj_text[first.len()..];
                            return Recv::Module(format!("{m}{rest}"));
                        }
                        return Recv::Module(obj_text);
                    }
                }
                Recv::Unknown(format!("receiver {obj_text} has no known type"))
            }
            "call"
                if obj
                    .field("function")
                    .is_some_and(|f| self.file.text(f) == "super") =>
            {
                self.super_recv(call)
                    .unwrap_or_else(|| Recv::Unknown("super() of a class with other bases".into()))
            }
            "call" => match (self.constructed(obj), self.nested_class_call(obj)) {
                (Some(t), Some(class)) => match self.decorated_away(class) {
                    Some(d) => Recv::Unknown(format!(
                        "receiver is a new {t}, a class decorated with @{d}"
                    )),
                    None => {
                        self.inherited(class, &t, format!("receiver is a new {t}"), Recv::Instance)
                    }
                },
                (Some(t), None) => Recv::Instance(t.clone(), format!("receiver is a new {t}")),
                (None, _) if is_plain_value(self.file, obj) => {
                    Recv::Value(format!("receiver {obj_text} is a call's result"))
                }
                (None, _) => Recv::Unknown(format!("receiver {obj_text} has no known type")),
            },
            "string" | "concatenated_string" => {
                Recv::Instance("str".into(), "receiver is a str".into())
            }
            "list" | "list_comprehension" => {
                Recv::Instance("list".into(), "receiver is a list".into())
            }
            "dictionary" | "dictionary_comprehension" => {
                Recv::Instance("dict".into(), "receiver is a dict".into())
            }
            _ => Recv::Unknown(format!("receiver {obj_text} has no known type")),
        }
    }

    /// What `P.Interval` (a dotted name whose head `head` is an imported repository module)
    /// stands for, read as Python reads it: an attribute of the module object, so whatever
    /// name the module binds there (`from .interval import Interval` in `portion/__init__.py`
    /// makes it the class), and a submodule only where the module binds no such name. `None`
    /// leaves the name a module path (a module outside the repository, a submodule).
    fn module_attribute(&self, head: &str, dotted: &str) -> Option<Recv> {
        let (imp, _) = self.facts.imports.get(head)?;
        // the head as this file binds it, and nothing else of it: followed to its module
        let m = ModInfo {
            path: self.file.rel_path.trim_start_matches("./").to_string(),
            imports: HashMap::from([(head.to_string(), imp.clone())]),
            ..ModInfo::default()
        };
        match types::resolve(self.repo, &m, dotted, 0) {
            Some(types::Sym::Class(c)) => {
                let why = format!("{dotted} is the class {} of {}", c.name, c.path);
                let owner = self.owner_ref();
                // Named by its class alone only where that name means it: not beside another
                // class of the name here or the owner's namesake elsewhere (the types decide).
                let namesake = self.facts.top_defs.contains_key(&c.name)
                    || self.facts.imports.contains_key(&c.name)
                    || (self.target.owner() == Some(c.name.as_str()) && owner.as_ref() != Some(&c));
                Some(if namesake {
                    Recv::Unknown(why)
                } else {
                    Recv::Class(c.name, why)
                })
            }
            Some(types::Sym::Function(path, name)) => Some(Recv::Value(format!(
                "{dotted} is the function {name} of {path}"
            ))),
            Some(types::Sym::Module(sub)) => Some(Recv::Module(sub)),
            Some(types::Sym::External(_)) => None,
            // a name a repository module binds, but to nothing read here (an assignment):
            // no module, and no type known
            None => types::binds_attribute(self.repo, &m, dotted)
                .then(|| Recv::Unknown(format!("receiver {dotted} has no known type"))),
        }
    }

    fn receiver_ident(&self, call: Node<'t>, v: &str) -> Recv {
        for f in self.enclosing_functions(call) {
            let local = self.local_bindings(f, v);
            if let Some((idx, ann)) = local.param {
                if let Some(t) = ann.and_then(|a| self.annotated_type(a)) {
                    return Recv::Instance(t.clone(), format!("receiver {v} is annotated {t}"));
                }
                if idx == 0 && !local.assigned {
                    if let Some(r) = self.self_param(f, v) {
                        return r;
                    }
                }
                if !local.assigned {
                    return Recv::Value(format!("receiver {v} is an untyped parameter"));
                }
            }
            if local.assigned {
                return self.type_of_values(v, &local.values);
            }
            if !local.defs.is_empty() {
                return Recv::Unknown(format!("receiver {v} is a local name"));
            }
        }
        if let Some(d) = self.facts.top_defs.get(v) {
            if d.kind_str() == "class_definition" {
                return Recv::Class(v.to_string(), format!("called through the class {v}"));
            }
            return Recv::Value(format!("{v} is a function"));
        }
        if let Some((imp, _)) = self.facts.imports.get(v) {
            return match imp {
                Import::Module(m) => Recv::Module(m.clone()),
                Import::From { module, name } => {
                    let sub = format!("{module}.{name}");
                    // a builtin class's name imported from elsewhere is another class
                    let builtin_name =
                        BUILTIN_CLASSES.contains(&name.as_str()) && !types::stdlib_module(module);
                    if starts_upper(name) && !builtin_name {
                        Recv::Class(name.clone(), format!("called through the class {name}"))
                    } else if self.is_target_module(&sub) || self.is_repo_module(&sub) {
                        Recv::Module(sub)
                    } else {
                        Recv::Unknown(format!("{v} is imported from {module}"))
                    }
                }
            };
        }
        if let Some(vals) = self.facts.top_assigns.get(v) {
            let vals: Vec<_> = vals.iter().map(|n| (Some(*n), None)).collect();
            return self.type_of_values(v, &vals);
        }
        if v == self.target.owner().unwrap_or("") {
            return Recv::Class(v.to_string(), format!("called through the class {v}"));
        }
        // A builtin class no name of the file (nor a star import) binds: `IOError.__init__`.
        if (BUILTIN_ROOTS.contains(&v) || BUILTIN_CLASSES.contains(&v))
            && self.facts.wildcards.is_empty()
        {
            return Recv::Class(v.to_string(), format!("{v} is the builtin class"));
        }
        Recv::Unknown(format!("receiver {v} has no known type"))
    }

    /// `self`/`cls` of a method of a class.
    fn self_param(&self, f: Node<'t>, v: &str) -> Option<Recv> {
        let class = f
            .parent()
            .and_then(|p| {
                if p.kind_str() == "decorated_definition" {
                    p.parent()
                } else {
                    Some(p)
                }
            })
            .and_then(|b| b.parent())
            .filter(|c| c.kind_str() == "class_definition")?;
        let cname = self.text(class.field("name")?);
        let decos = decorators(self.file, f);
        if decos.iter().any(|d| d == "staticmethod") {
            return None;
        }
        let classmethod = decos.iter().any(|d| d == "classmethod");
        let what = if classmethod {
            "the class"
        } else {
            "an instance of"
        };
        let recv = |t: String, why: String| {
            if classmethod {
                Recv::Class(t, why)
            } else {
                Recv::Instance(t, why)
            }
        };
        let why = format!("{v} is {what} {cname}");
        Some(self.inherited(class, &cname, why, recv))
    }

    /// The receiver `self`/`cls`/`super()` of class `class`: the class itself, or — when the
    /// target is a method of another class — what its bases say.
    fn inherited(
        &self,
        class: Node<'t>,
        cname: &str,
        why: String,
        recv: impl Fn(String, String) -> Recv,
    ) -> Recv {
        let owner = match self.target.kind {
            DefKind::Method | DefKind::Constructor => self.target.owner().unwrap_or(""),
            _ => return recv(cname.to_string(), why),
        };
        if cname == owner || self.class_declares(class, &self.target.name) {
            return recv(cname.to_string(), why);
        }
        let bases = self.class_bases(class);
        if self.owner_among_bases(class, &bases, owner) && !self.own_class_named(owner) {
            return recv(
                owner.to_string(),
                format!("{why}, which subclasses {owner}"),
            );
        }
        if bases.iter().any(|b| b != "object") {
            if let Some((reach, base)) = self.local_class_reach(class) {
                match reach {
                    Reach::Yes => {
                        return recv(
                            owner.to_string(),
                            format!("{why}, whose base {base} reaches {owner}'s"),
                        )
                    }
                    Reach::No => return recv(cname.to_string(), why),
                    Reach::Maybe | Reach::Unknown => {}
                }
            }
            return Recv::Unknown(format!(
                "{why}, whose bases may define {}",
                self.target.name
            ));
        }
        recv(cname.to_string(), why)
    }

    /// How the target's method is reached from a class the typed rules do not name (one
    /// defined inside a function or another class, `class BadSchema(ValidatesSchema)` in a
    /// test) that does not define it itself: through its one base, a repository class read
    /// the way a type checker reads it (resolved through the module's imports, not bound in
    /// a function around the class). `None` for a top-level class (typed as such), several
    /// bases (their order is the resolution order's), or a base that cannot be read.
    fn local_class_reach(&self, class: Node<'t>) -> Option<(Reach, String)> {
        let parent = class.parent()?;
        let holder = if parent.kind_str() == "decorated_definition" {
            parent.parent()?
        } else {
            parent
        };
        if holder.kind_str() == "module" {
            return None;
        }
        let owner = self.owner_ref()?;
        let supers = class.field("superclasses")?;
        let mut cursor = supers.walk();
        let written: Vec<Node<'t>> = supers
            .named_children(&mut cursor)
            .filter(|b| !matches!(b.kind_str(), "keyword_argument" | "comment"))
            .collect();
        let [base] = written.as_slice() else {
            return None;
        };
        let text = collapse_ws(&self.text(*base));
        let head = text.split('[').next().unwrap_or(&text).trim();
        if !head
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
            || self.locally_bound(class, head.split('.').next().unwrap_or(head))
        {
            return None;
        }
        let types::Sym::Class(bc) = types::resolve_base(self.repo, self.info(), head)? else {
            return None;
        };
        let reach = types::reaches(self.repo, &Ty::Class(bc), &owner, &self.target.name, false);
        Some((reach, head.to_string()))
    }

    /// Whether this module, not the target's, defines a top-level name `name` (the owner's
    /// name): a base written `name` here is that definition (cyk's own `class Rule`), not the
    /// target's class, which the name-based rules would take it for.
    fn own_class_named(&self, name: &str) -> bool {
        !self.same_file && self.facts.top_defs.contains_key(name)
    }

    fn class_declares(&self, class: Node<'t>, method: &str) -> bool {
        let Some(body) = class.field("body") else {
            return false;
        };
        let mut cursor = body.walk();
        let found = body.named_children(&mut cursor).any(|c| {
            // a plain assignment binds the name in the class too (`_clear = clear` in a
            // subclass: its own alias, not the base's)
            if c.kind_str() == "expression_statement" {
                return top_binds(self.file, c).iter().any(|n| n == method);
            }
            let d = if c.kind_str() == "decorated_definition" {
                c.field("definition")
            } else {
                Some(c)
            };
            d.is_some_and(|d| {
                d.kind_str() == "function_definition"
                    && d.field("name").is_some_and(|n| self.file.text(n) == method)
            })
        });
        found
    }

    /// Base names of a class (`class A(b.Base, Mixin, metaclass=M)` → Base, Mixin).
    fn class_bases(&self, class: Node<'t>) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(args) = class.field("superclasses") {
            let mut cursor = args.walk();
            for a in args.named_children(&mut cursor) {
                if matches!(a.kind_str(), "identifier" | "attribute" | "subscript") {
                    if let Some(t) = base_type(&self.text(a)) {
                        out.push(t);
                    }
                }
            }
        }
        out
    }

    /// The bases of `class` written as an attribute of a module this file imports by
    /// `import m` (or `import m.n`), `m` a standard-library module no file of the repository
    /// shadows: each as written (`urllib.request.Request`).
    fn stdlib_bases(&self, class: Node<'t>) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(args) = class.field("superclasses") {
            let mut cursor = args.walk();
            for a in args.named_children(&mut cursor) {
                if a.kind_str() != "attribute" {
                    continue;
                }
                let written = self.text(a);
                let Some((head, _)) = written.split_once('.') else {
                    continue;
                };
                if let Some((Import::Module(m), _)) = self.facts.imports.get(head) {
                    if types::stdlib_module(m) && !self.is_repo_module(m) {
                        out.push(written);
                    }
                }
            }
        }
        out
    }

    /// Whether one of `class`'s `bases` (their last names) is named `owner` and is not a
    /// standard-library class of that name ([`Self::stdlib_bases`]).
    fn owner_among_bases(&self, class: Node<'t>, bases: &[String], owner: &str) -> bool {
        let named = bases.iter().filter(|b| *b == owner).count();
        named > 0
            && named
                > self
                    .stdlib_bases(class)
                    .iter()
                    .filter(|w| w.rsplit('.').next() == Some(owner))
                    .count()
    }

    /// `super()` inside a method of a class.
    fn super_recv(&self, call: Node<'t>) -> Option<Recv> {
        let mut cur = call.parent();
        let class = loop {
            let n = cur?;
            if n.kind_str() == "class_definition" {
                break n;
            }
            cur = n.parent();
        };
        let owner = self.target.owner()?;
        let bases = self.class_bases(class);
        // A base written through an imported standard-library module (`class
        // _CookieCompatRequest(urllib.request.Request)` beside httpx's own `Request`) is that
        // module's class, whatever its last name: it cannot derive from a repository class.
        let stdlib = self.stdlib_bases(class);
        if bases.len() == stdlib.len() && !bases.is_empty() {
            let cname = class
                .field("name")
                .map(|n| self.text(n))
                .unwrap_or_default();
            return Some(Recv::Instance(
                stdlib[0].clone(),
                format!("super() in {cname} reaches {}", stdlib.join(", ")),
            ));
        }
        if self.owner_among_bases(class, &bases, owner) && !self.own_class_named(owner) {
            return Some(Recv::Instance(
                owner.to_string(),
                format!("super() of a subclass of {owner}"),
            ));
        }
        if bases.is_empty() {
            return Some(Recv::Instance(
                "object".into(),
                "super() of a class with no base".into(),
            ));
        }
        // Every base is a class of this file whose ancestry (read in this file, down to the
        // builtins) never reaches the owner: super() provably reaches another class's method.
        let classes = self.classes.get_or_init(|| self.file_classes());
        if bases
            .iter()
            .all(|b| !self.may_descend(b, owner, classes, 0))
        {
            let cname = class
                .field("name")
                .map(|n| self.text(n))
                .unwrap_or_default();
            return Some(Recv::Instance(
                bases[0].clone(),
                format!("super() in {cname} reaches {}", bases.join(", ")),
            ));
        }
        None
    }

    /// Each class this file defines, with its bases.
    fn file_classes(&self) -> HashMap<String, Vec<String>> {
        let mut out = HashMap::new();
        // A class statement stands only where statements do: expressions are not entered.
        super::walk_pruned(self.file.tree.root_node(), |n| {
            if n.kind_str() == "class_definition" {
                if let Some(name) = n.field("name") {
                    out.insert(self.text(name), self.class_bases(n));
                }
            }
            may_define(n)
        });
        out
    }

    /// Whether class `name` is, or may be, `owner` or derive from it. Only what is read
    /// settles "no": a class of this file whose bases all settle "no", or a builtin type.
    fn may_descend(
        &self,
        name: &str,
        owner: &str,
        classes: &HashMap<String, Vec<String>>,
        depth: usize,
    ) -> bool {
        if name == owner || depth > 16 {
            return true;
        }
        if BUILTIN_ROOTS.contains(&name) || BUILTIN_CLASSES.contains(&name) {
            return false;
        }
        match classes.get(name) {
            Some(bases) => bases
                .iter()
                .any(|b| self.may_descend(b, owner, classes, depth + 1)),
            None => true,
        }
    }

    fn type_of_values(&self, v: &str, values: &[(Option<Node<'t>>, Option<Node<'t>>)]) -> Recv {
        // Every value is surely no module (a literal, a call's result): a method may still be
        // reached through it, a module-level function cannot.
        let all_values = !values.is_empty()
            && values
                .iter()
                .all(|(val, _)| val.is_some_and(|n| is_plain_value(self.file, n)));
        let unknown = |why: String| {
            if all_values {
                Recv::Value(format!("{why}, but no module"))
            } else {
                Recv::Unknown(why)
            }
        };
        if let [(Some(value), None)] = values {
            if let (Some(class), Some(t)) =
                (self.nested_class_call(*value), self.constructed(*value))
            {
                let why = format!("receiver {v} is a {t}");
                return match self.decorated_away(class) {
                    Some(d) => Recv::Unknown(format!("{why}, a class decorated with @{d}")),
                    None => self.inherited(class, &t, why, Recv::Instance),
                };
            }
        }
        let mut ty: Option<String> = None;
        for (value, ann) in values {
            let t = ann
                .and_then(|a| self.annotated_type(a))
                .or_else(|| value.and_then(|val| self.constructed(val)))
                .or_else(|| value.and_then(literal_type));
            match (t, &ty) {
                (Some(t), None) => ty = Some(t),
                (Some(t), Some(prev)) if &t == prev => {}
                _ => return unknown(format!("receiver {v} has no single known type")),
            }
        }
        match ty {
            Some(t) => Recv::Instance(t.clone(), format!("receiver {v} is a {t}")),
            None => unknown(format!("receiver {v} has no known type")),
        }
    }

    /// The class a call `self.Name(…)` / `cls.Name(…)` makes when `Name` is a class defined
    /// in the body of the method's own class (`class MyField(fields.Field)` nested in a test
    /// class): the receiver is the method's first parameter (not rebound, the method no static
    /// one), and the class body binds `Name` by that one definition only.
    fn nested_class_call(&self, value: Node<'t>) -> Option<Node<'t>> {
        if value.kind_str() != "call" {
            return None;
        }
        let func = value.field("function")?;
        if func.kind_str() != "attribute" {
            return None;
        }
        let obj = func.field("object")?;
        if obj.kind_str() != "identifier" {
            return None;
        }
        let recv = self.text(obj);
        let name = self.text(func.field("attribute")?);
        let f = *self.enclosing_functions(value).first()?;
        if f.kind_str() != "function_definition"
            || decorators(self.file, f).iter().any(|d| d == "staticmethod")
        {
            return None;
        }
        let first = f
            .field("parameters")?
            .named_child(0)
            .filter(|p| p.kind_str() == "identifier")?;
        let local = self.local_bindings(f, &recv);
        if self.text(first) != recv || local.assigned || !local.defs.is_empty() {
            return None;
        }
        let mut up = f.parent()?;
        if up.kind_str() == "decorated_definition" {
            up = up.parent()?;
        }
        let class = up.parent().filter(|c| c.kind_str() == "class_definition")?;
        let body = class.field("body")?;
        let mut found = None;
        let mut cursor = body.walk();
        for c in body.named_children(&mut cursor) {
            let d = if c.kind_str() == "decorated_definition" {
                c.field("definition")?
            } else {
                c
            };
            let binds = match d.kind_str() {
                "class_definition" | "function_definition" => {
                    d.field("name").is_some_and(|n| self.file.text(n) == name)
                }
                // an assignment of the name in the class body, as a whole statement
                "expression_statement" => {
                    let mut w = d.walk();
                    let hit = d.named_children(&mut w).any(|a| {
                        a.kind_str() == "assignment"
                            && a.field("left").is_some_and(|l| self.file.text(l) == name)
                    });
                    hit
                }
                _ => false,
            };
            if binds {
                if found.is_some() || d.kind_str() != "class_definition" {
                    return None;
                }
                found = Some(d);
            }
        }
        found
    }

    /// Type of `self.field` in the class enclosing `call`: a class-level annotation
    /// `field: T`, or `self.field: T` / `self.field = T(...)` in one of its methods. With it,
    /// the class definition `T` stands for where a method defines it in its own body (`class
    /// TestExtension(Extension)` in `setUp`, then `self.ext = TestExtension()`): a class the
    /// call's own scope cannot name, read by its bases like any other.
    fn field_type(&self, call: Node<'t>, field: &str) -> Option<(String, Option<Node<'t>>)> {
        let mut cur = call.parent();
        let class = loop {
            let n = cur?;
            if n.kind_str() == "class_definition" {
                break n;
            }
            cur = n.parent();
        };
        let mut found: Option<String> = None;
        let mut local: Option<Node<'t>> = None;
        let mut conflict = false;
        walk(class, |n| {
            if n.kind_str() != "assignment" {
                return;
            }
            let Some(l) = n.field("left") else {
                return;
            };
            let matches = match l.kind_str() {
                "attribute" => {
                    l.field("object")
                        .is_some_and(|o| self.file.text(o) == "self")
                        && l.field("attribute")
                            .is_some_and(|a| self.file.text(a) == field)
                }
                "identifier" => {
                    self.file.text(l) == field
                        && n.parent()
                            .and_then(|p| p.parent())
                            .is_some_and(|b| b.parent().is_some_and(|c| c.id() == class.id()))
                }
                _ => false,
            };
            if !matches {
                return;
            }
            let annotated = n.field("type").and_then(|a| self.annotated_type(a));
            let t = annotated
                .clone()
                .or_else(|| n.field("right").and_then(|r| self.constructed(r)));
            // `self.field = T(..)` with `T` a class a function around the assignment defines
            if let (None, Some(t), Some(f)) = (
                &annotated,
                &t,
                n.field("right")
                    .and_then(|r| r.field("function"))
                    .filter(|f| f.kind_str() == "identifier"),
            ) {
                if let Some(d) = self
                    .class_def_at(n, t)
                    .filter(|d| self.text(f) == *t && !self.enclosing_functions(*d).is_empty())
                {
                    match local {
                        None if found.is_none() => local = Some(d),
                        Some(l) if l.id() == d.id() => {}
                        _ => conflict = true,
                    }
                } else if local.is_some() {
                    conflict = true;
                }
            } else if local.is_some() && t.is_some() {
                conflict = true;
            }
            match (t, &found) {
                (Some(t), None) => found = Some(t),
                (Some(t), Some(p)) if &t == p => {}
                (None, _) if n.field("right").is_some_and(|r| r.kind_str() == "none") => {}
                _ => conflict = true,
            }
        });
        if conflict {
            None
        } else {
            found.map(|t| (t, local))
        }
    }
}

/// Receivers typed the way a type checker types them (see [`types`]).
impl<'t> Ctx<'_, 't> {
    /// The calls of a value of the `__call__` target's class (its instance, or an instance of
    /// a class whose lookup of `__call__` surely reaches it) written without the name
    /// `__call__`: `pm.hook.myhook(..)`, `hc(..)`. A type checker checks each against the
    /// target's `__call__`. Only callees that name one of `sources` ([`instance_sources`]), or a
    /// local bound (in this file, as written) to something naming one, are typed; the verdict
    /// is their type's alone.
    fn value_calls(&self, sources: &[String]) -> Vec<Call> {
        let Some(owner) = self.owner_ref() else {
            return Vec::new();
        };
        let src = &self.file.src;
        let mut names: Vec<Word> = sources.iter().map(|s| Word::new(s)).collect();
        if !names.iter().any(|w| w.in_text(src)) {
            return Vec::new();
        }
        // The calls, and the names bound in this file with what binds them: each spells a
        // name (a callee, a value, an annotation), so only the nodes around the mentions of
        // the names are visited, those of a name bound to one in a later round.
        let mut calls: Vec<Node<'t>> = Vec::new();
        let mut binds: Vec<(String, Node<'t>)> = Vec::new();
        let mut seen: HashSet<usize> = HashSet::new();
        let mut walked = 0;
        while walked < names.len() {
            let needles: Vec<&str> = names[walked..].iter().map(|w| w.name.as_str()).collect();
            let hits = super::occurrences(src, &needles);
            walked = names.len();
            super::walk_hits(self.file.tree.root_node(), &hits, |n| {
                let kind = n.kind_str();
                if !matches!(
                    kind,
                    "call" | "assignment" | "typed_parameter" | "typed_default_parameter"
                ) || !seen.insert(n.id())
                {
                    return;
                }
                match kind {
                    "call" => calls.push(n),
                    "assignment" => {
                        if let (Some(l), Some(r)) = (n.field("left"), n.field("right")) {
                            if l.kind_str() == "identifier" {
                                binds.push((self.text(l), r));
                            }
                        }
                    }
                    _ => {
                        let name = n.named_child(0).filter(|p| p.kind_str() == "identifier");
                        if let (Some(p), Some(t)) = (name, n.field("type")) {
                            binds.push((self.text(p), t));
                        }
                    }
                }
            });
            loop {
                let before = names.len();
                for (name, value) in &binds {
                    if !names.iter().any(|w| w.name == *name) {
                        let v = &src[value.byte_range()];
                        if names.iter().any(|w| w.in_text(v)) {
                            names.push(Word::new(name));
                        }
                    }
                }
                if names.len() == before {
                    break;
                }
            }
        }
        // in document order, an enclosing call before the one it starts with
        calls.sort_by_key(|c| (c.start_byte(), std::cmp::Reverse(c.end_byte())));
        let mut out = Vec::new();
        for call in calls {
            let Some(func) = call.field("function") else {
                continue;
            };
            let name_node = match func.kind_str() {
                "identifier" => func,
                "attribute" => match func.field("attribute") {
                    Some(a) => a,
                    None => continue,
                },
                _ => continue,
            };
            // `x.__call__(..)` is the target's own name: the name-based scan's
            if self.file.text(name_node) == self.target.name {
                continue;
            }
            if !names.iter().any(|w| w.in_text(&src[func.byte_range()])) {
                continue;
            }
            let callee = self.file.text(func);
            let Some(tys) = self.expr_types(func, 0) else {
                continue;
            };
            let reached = tys
                .iter()
                .any(|t| types::reaches(self.repo, t, &owner, "__call__", false) == Reach::Yes);
            if !reached {
                continue;
            }
            let shown: Vec<String> = tys
                .iter()
                .map(|t| match t {
                    Ty::Class(c) => c.name.clone(),
                    Ty::External(e) => e.clone(),
                })
                .collect();
            let (args, keywords) = match count_args(self.file, call) {
                (None, _) => match self.counted_splats(call) {
                    Some((n, keywords)) => (Some(n), keywords),
                    None => (None, Vec::new()),
                },
                counted => counted,
            };
            out.push(Call {
                line: line_of(name_node),
                byte: call.start_byte(),
                args,
                binds: Binds::Yes,
                supplies_receiver: true,
                reason: format!(
                    "{} is {}: the call is {}.__call__",
                    collapse_ws(&callee),
                    shown.join(" | "),
                    owner.name
                ),
                keywords,
                fills_variadic: false,
                fits: None,
            });
        }
        out
    }

    fn info(&self) -> &ModInfo {
        self.info
            .get_or_init(|| types::info_of(self.repo, self.file, &self.facts))
    }

    /// The target's owner as a class of its module (a method of a top-level class).
    fn owner_ref(&self) -> Option<ClassRef> {
        if self.target.scope.len() != 1 {
            return None;
        }
        Some(ClassRef {
            path: self.target.rel_path.trim_start_matches("./").to_string(),
            name: self.target.owner()?.to_string(),
        })
    }

    /// The repository class a receiver written as a plain (dotted) name stands for, read
    /// through the imports the way a type checker reads them (`metadata.Metadata` after `from
    /// packaging import metadata`). `None` when the head is bound in an enclosing function,
    /// the name is no class, or the target's owner is a metaclass (a class object's lookup
    /// then reaches the metaclass too).
    fn class_object(&self, call: Node<'t>, obj: Node<'t>, owner: &ClassRef) -> Option<ClassRef> {
        if !matches!(obj.kind_str(), "identifier" | "attribute") {
            return None;
        }
        let dotted = collapse_ws(&self.text(obj));
        if !dotted
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        {
            return None;
        }
        let head = dotted.split('.').next().unwrap_or("");
        // A class object's head is a class or an import of this module, read from the facts
        // the scan collected: anything else (most receivers are locals) is settled before the
        // enclosing functions are walked, and the module's summary is not built for it.
        let here = self.file.rel_path.trim_start_matches("./");
        let c = match (self.facts.top_defs.get(head), self.facts.imports.get(head)) {
            (Some(d), None) if d.kind_str() == "class_definition" && dotted == head => ClassRef {
                path: here.to_string(),
                name: dotted.clone(),
            },
            // bound by an import alone: followed to the module it names
            (None, Some((imp, _))) if !self.facts.top_assigns.contains_key(head) => {
                let m = ModInfo {
                    path: here.to_string(),
                    imports: HashMap::from([(head.to_string(), imp.clone())]),
                    ..ModInfo::default()
                };
                match types::resolve(self.repo, &m, &dotted, 0)? {
                    types::Sym::Class(c) => c,
                    _ => return None,
                }
            }
            _ => return None,
        };
        if self.locally_bound(call, head) {
            return None;
        }
        let owner_anc = types::ancestry(self.repo, owner);
        (!owner_anc.external.iter().any(|e| e == "type")).then_some(c)
    }

    /// A verdict for `obj.name(…)` from the receiver's static type, when the type is known
    /// and settles it, with whether the call supplies the receiver (a method called on a
    /// class object takes its instance as an argument unless it is a class method); `None`
    /// leaves the call to the name-based rules.
    fn typed_verdict(&self, call: Node<'t>, obj: Node<'t>) -> Option<(Binds, bool, String)> {
        let owner = self.owner_ref()?;
        let method = self.target.name.as_str();
        let obj_text = collapse_ws(&self.text(obj));
        let is_super = obj.kind_str() == "call"
            && obj
                .field("function")
                .is_some_and(|f| self.file.text(f) == "super");
        let mut supplies_receiver = true;
        let (tys, skip_self, what) = if is_super {
            let (class, _) = self.enclosing_class(call)?;
            let shown = class.name.clone();
            (vec![Ty::Class(class)], true, format!("super() in {shown}"))
        } else if let Some(class) = self.class_object(call, obj, &owner) {
            // A class object looks the method up along the class's resolution order, as an
            // instance does.
            supplies_receiver = self.target_is_classmethod();
            let shown = format!("{obj_text} is the class {}", class.name);
            // It is that class, no subclass: from a base of the owner the lookup never
            // reaches the owner (`Base.__init__(self, ..)` in the owner's own `__init__`).
            if class != owner && types::ancestry(self.repo, &owner).classes.contains(&class) {
                let why = format!("{shown}, a base of {}: the lookup starts there", owner.name);
                return Some((Binds::No, supplies_receiver, why));
            }
            (vec![Ty::Class(class)], false, shown)
        } else {
            let tys = self.expr_types(obj, 0)?;
            let shown: Vec<String> = tys
                .iter()
                .map(|t| match t {
                    Ty::Class(c) => c.name.clone(),
                    Ty::External(e) => e.clone(),
                })
                .collect();
            (
                tys,
                false,
                format!("receiver {obj_text} is {}", shown.join(" | ")),
            )
        };
        if tys.is_empty() {
            return None;
        }
        let verdicts: Vec<Reach> = tys
            .iter()
            .map(|t| types::reaches(self.repo, t, &owner, method, skip_self))
            .collect();
        let on = &owner.name;
        // A type checker checks the call against every member of a union: one member whose
        // lookup reaches the target is enough for its verdict.
        if verdicts.contains(&Reach::Yes) {
            let why = if skip_self {
                format!("{what} reaches {on}.{method}")
            } else if tys.len() > 1 {
                format!("{what}, which includes {on}'s {method}")
            } else {
                format!("{what}, whose {method} is {on}'s")
            };
            return Some((Binds::Yes, supplies_receiver, why));
        }
        if verdicts.iter().all(|v| *v == Reach::No) {
            let why = if skip_self {
                format!("{what} reaches a base's {method}, not {on}'s")
            } else {
                format!("{what}: its {method} is not {on}'s")
            };
            return Some((Binds::No, supplies_receiver, why));
        }
        // The whole ancestry was read and another class may come first: the name-based
        // rules (which do not read multiple inheritance) would claim too much.
        if verdicts
            .iter()
            .all(|v| matches!(v, Reach::No | Reach::Maybe))
        {
            return Some((
                Binds::Maybe,
                supplies_receiver,
                format!("{what}: another class of its ancestry may define {method} first"),
            ));
        }
        None
    }

    /// The top-level class of this file whose method encloses `node`, and whether that
    /// method takes the instance first (not a static or class method).
    fn enclosing_class(&self, node: Node<'t>) -> Option<(ClassRef, bool)> {
        let mut cur = node.parent();
        let mut method = None;
        while let Some(n) = cur {
            if n.kind_str() == "function_definition" {
                method = Some(n);
            }
            if n.kind_str() == "class_definition" {
                let name = self.text(n.field("name")?);
                let top = n
                    .parent()
                    .map(|p| {
                        if p.kind_str() == "decorated_definition" {
                            p.parent()
                        } else {
                            Some(p)
                        }
                    })
                    .is_some_and(|p| p.is_some_and(|p| p.kind_str() == "module"));
                if !top || !self.info().classes.contains_key(&name) {
                    return None;
                }
                let plain = method.is_some_and(|m| {
                    let d = decorators(self.file, m);
                    !d.iter().any(|d| d == "staticmethod" || d == "classmethod")
                });
                return Some((
                    ClassRef {
                        path: self.info().path.clone(),
                        name,
                    },
                    plain,
                ));
            }
            cur = n.parent();
        }
        None
    }

    /// A module summary of this file in which `name` is what the innermost function around
    /// `node` that binds it binds it to, when that function binds it only by `import`
    /// statements of one module (`import jmespath.parser` binds `jmespath`, the package), not
    /// as a parameter, an assignment, a `def` or a `from` import: the file's one name there is
    /// that import.
    fn locally_imported_module(&self, node: Node<'t>, name: &str) -> Option<ModInfo> {
        let f = self.enclosing_functions(node).into_iter().find(|f| {
            let l = self.local_bindings(*f, name);
            l.param.is_some() || l.assigned || !l.defs.is_empty() || l.imported
        })?;
        let local = self.local_bindings(f, name);
        if local.param.is_some() || local.assigned || !local.defs.is_empty() {
            return None;
        }
        let mut module: Option<Import> = None;
        for stmt in &local.imports {
            if stmt.kind_str() != "import_statement" || stmt.has_error() {
                return None;
            }
            for (alias, imp) in import_stmt(self.file, *stmt).names {
                if alias != name {
                    continue;
                }
                if !matches!(imp, Import::Module(_)) || module.as_ref().is_some_and(|m| *m != imp) {
                    return None;
                }
                module = Some(imp);
            }
        }
        Some(ModInfo {
            path: self.info().path.clone(),
            imports: HashMap::from([(name.to_string(), module?)]),
            ..Default::default()
        })
    }

    /// Whether a function enclosing `node` binds `name` itself.
    fn locally_bound(&self, node: Node<'t>, name: &str) -> bool {
        self.enclosing_functions(node).into_iter().any(|f| {
            let l = self.local_bindings(f, name);
            l.param.is_some() || l.assigned || !l.defs.is_empty() || l.imported
        })
    }

    /// What `read` says of the field an `attribute` expression names, over every instance
    /// type of its object (`None` when one is unknown or external).
    fn field_of(
        &self,
        n: Node<'t>,
        depth: usize,
        read: fn(&RepoCtx, &types::ClassRef, &str) -> Option<Vec<Ty>>,
    ) -> Option<Vec<Ty>> {
        let obj = n.field("object")?;
        let attr = self.text(n.field("attribute")?);
        let mut out = Vec::new();
        for t in self.expr_types(obj, depth + 1)? {
            match t {
                Ty::Class(c) => out.extend(read(self.repo, &c, &attr)?),
                Ty::External(_) => return None,
            }
        }
        Some(normalized(out))
    }

    /// The instance types an expression has, when they can be read surely.
    fn expr_types(&self, n: Node<'t>, depth: usize) -> Option<Vec<Ty>> {
        if depth > 8 {
            return None;
        }
        match n.kind_str() {
            // parentheses only group: no step of their own (pyparsing's `identifier = (~kw +
            // Word(..)).set_parse_action(..).set_name(..) | quoted` is read to its end)
            "parenthesized_expression" => self.expr_types(n.named_child(0)?, depth),
            "identifier" => self.ident_types(n, &self.text(n), depth),
            "call" => self.call_types(n, depth),
            "binary_operator" => self.operator_types(n, depth),
            "unary_operator" => self.unary_types(n, depth),
            "attribute" => self.field_of(n, depth, types::field_types),
            "subscript" => {
                let value = n.field("value")?;
                // `obj.field[key]` of a field holding a dict of calls
                if value.kind_str() == "attribute" {
                    if let Some(tys) = self.field_of(value, depth, types::field_values) {
                        return Some(tys);
                    }
                }
                let mut out = Vec::new();
                for t in self.expr_types(value, depth + 1)? {
                    match t {
                        Ty::Class(c) => {
                            out.extend(types::method_returns(self.repo, &c, "__getitem__")?)
                        }
                        Ty::External(_) => return None,
                    }
                }
                Some(normalized(out))
            }
            _ => literal_type(n).map(|t| vec![Ty::External(t)]),
        }
    }

    /// What `a | b` (and the other binary operators) gives for a left operand of repository
    /// classes, as Python and a type checker evaluate it: the left operand's operator method
    /// (`__or__`), when it takes any right operand (see [`types::plain_binary_method`]) and the
    /// right operand is no subclass overriding the reflected method (`__ror__`, which Python
    /// then tries first). Its return type may include `NotImplemented`'s.
    fn operator_types(&self, n: Node<'t>, depth: usize) -> Option<Vec<Ty>> {
        let op = self.text(n.field("operator")?);
        let (dunder, reflected) = match op.as_str() {
            "&" => ("__and__", "__rand__"),
            "|" => ("__or__", "__ror__"),
            "^" => ("__xor__", "__rxor__"),
            "-" => ("__sub__", "__rsub__"),
            "+" => ("__add__", "__radd__"),
            "*" => ("__mul__", "__rmul__"),
            _ => return None,
        };
        let left = self.expr_types(n.field("left")?, depth + 1)?;
        let right = self.expr_types(n.field("right")?, depth + 1)?;
        let mut out = Vec::new();
        for l in &left {
            let Ty::Class(lc) = l else { return None };
            if !types::plain_binary_method(self.repo, lc, dunder) {
                return None;
            }
            for r in &right {
                if let Ty::Class(rc) = r {
                    if rc != lc
                        && types::ancestry(self.repo, rc).classes.contains(lc)
                        && self.overrides_reflected(rc, lc, reflected)
                    {
                        return None;
                    }
                }
            }
            out.extend(types::method_returns(self.repo, lc, dunder)?);
        }
        Some(normalized(out))
    }

    /// Whether `rc`, a subclass of `lc`, gives the reflected operator method `reflected` an
    /// implementation of its own, which Python then calls before `lc`'s operator method: the
    /// one its lookup finds is declared by `rc` or a class between it and `lc`. One inherited
    /// from `lc` or its bases is the same method, and the left operand's is called first
    /// (pyparsing's `ParserElement() + Word(..)`, where `ParserElement` defines `__radd__` and
    /// `Word` inherits it); pyright types the operation by the left operand's method alone.
    fn overrides_reflected(&self, rc: &ClassRef, lc: &ClassRef, reflected: &str) -> bool {
        types::member_of(self.repo, rc, reflected)
            .is_some_and(|(holder, _)| !types::ancestry(self.repo, lc).classes.contains(&holder))
    }

    /// What `~x` (`-x`, `+x`) gives for an operand of repository classes: its plain unary
    /// operator method's (`__invert__`, `__neg__`, `__pos__`) return type, as a type checker
    /// reads it.
    fn unary_types(&self, n: Node<'t>, depth: usize) -> Option<Vec<Ty>> {
        let dunder = match self.text(n.field("operator")?).as_str() {
            "~" => "__invert__",
            "-" => "__neg__",
            "+" => "__pos__",
            _ => return None,
        };
        let arg = n.field("argument")?;
        let mut out = Vec::new();
        for t in self.expr_types(arg, depth + 1)? {
            let Ty::Class(c) = t else { return None };
            if !types::plain_unary_method(self.repo, &c, dunder) {
                return None;
            }
            out.extend(types::method_returns(self.repo, &c, dunder)?);
        }
        Some(normalized(out))
    }

    /// The instance types iterating `n` gives (`for x in n`), when they can be read surely:
    /// an annotated parameter, or a field whose assignments say (`self._specs =
    /// frozenset(map(Specifier, …))`).
    fn element_types(&self, n: Node<'t>, depth: usize) -> Option<Vec<Ty>> {
        if depth > 6 {
            return None;
        }
        match n.kind_str() {
            "parenthesized_expression" => self.element_types(n.named_child(0)?, depth + 1),
            "identifier" => {
                let name = self.text(n);
                let f = self.enclosing_functions(n).into_iter().find(|f| {
                    let l = self.local_bindings(*f, &name);
                    l.param.is_some() || l.assigned || !l.defs.is_empty() || l.imported
                })?;
                let local = self.local_bindings(f, &name);
                match local.param {
                    Some((_, Some(a))) if !local.assigned && local.defs.is_empty() => {
                        let own = self.enclosing_class(f).map(|(c, _)| c);
                        types::annotation_elements(
                            self.repo,
                            self.info(),
                            &self.text(a),
                            own.as_ref(),
                        )
                    }
                    _ => None,
                }
            }
            "attribute" => self.field_of(n, depth, types::field_elements),
            _ => None,
        }
    }

    fn ident_types(&self, node: Node<'t>, v: &str, depth: usize) -> Option<Vec<Ty>> {
        let functions = self.enclosing_functions(node);
        let key = (functions.first().map(|f| f.id()), v.to_string(), depth);
        if let Some(known) = self.idents.borrow().get(&key) {
            return known.clone();
        }
        let mut positional = false;
        let found = self.ident_types_in(node, &functions, v, depth, &mut positional);
        if !positional {
            self.idents.borrow_mut().insert(key, found.clone());
        }
        found
    }

    /// [`Ctx::ident_types`] with the functions around `node` (innermost first); `positional`
    /// is set when the answer depends on where `node` stands (which of a local's assignments
    /// reaches it), not only on the function it is read in.
    fn ident_types_in(
        &self,
        node: Node<'t>,
        functions: &[Node<'t>],
        v: &str,
        depth: usize,
        positional: &mut bool,
    ) -> Option<Vec<Ty>> {
        for &f in functions {
            let local = self.local_bindings(f, v);
            if let Some((idx, ann)) = local.param {
                if let Some(a) = ann {
                    let own = self.enclosing_class(f).map(|(c, _)| c);
                    let declared = types::annotation_types(
                        self.repo,
                        self.info(),
                        &self.annotation_text(a),
                        own.as_ref(),
                    );
                    if local.assigned {
                        let declared = declared?;
                        // Rebound by an assignment that runs before the read on every path,
                        // it holds what that assignment gives when each of those types is one
                        // the annotation allows (a type checker narrows the declared type on
                        // assignment; lark's `tree = self.conf._get_tree(tree)` with `tree:
                        // TreeOrCode`). The parameter's own value no longer reaches the read.
                        *positional = true;
                        if let Some(i) = self.reaching_binding(node, f, &local) {
                            let key = (f.id(), v.to_string(), depth, i);
                            let known = self.reached.borrow().get(&key).cloned();
                            let found = known.unwrap_or_else(|| {
                                let found = self.binding_types(&local, i, depth);
                                self.reached.borrow_mut().insert(key, found.clone());
                                found
                            });
                            if let Some(tys) = found
                                .filter(|a| !a.is_empty() && a.iter().all(|t| declared.contains(t)))
                            {
                                return Some(tys);
                            }
                        }
                        // Rebound only to values of the type it is declared with, it keeps
                        // that type (`eval_ctx = get_eval_context(self, eval_ctx)` with
                        // `eval_ctx: t.Optional[EvalContext]`).
                        let assigned = self.values_types(
                            &local.values,
                            &local.iters,
                            &local.unpacks,
                            &local.entered,
                            depth,
                            Some(v),
                        )?;
                        return (assigned == declared).then_some(declared);
                    }
                    return declared;
                }
                if local.assigned {
                    *positional = true;
                    return self.none_default_filled(node, f, v, &local, depth);
                }
                if idx == 0 && f.kind_str() == "function_definition" {
                    // `self` of a method of a class of this file
                    let body_of_class = f
                        .parent()
                        .map(|p| {
                            if p.kind_str() == "decorated_definition" {
                                p.parent()
                            } else {
                                Some(p)
                            }
                        })
                        .and_then(|b| b.and_then(|b| b.parent()))
                        .is_some_and(|c| c.kind_str() == "class_definition");
                    if body_of_class {
                        if let Some((c, true)) = self.enclosing_class(f.field("body")?) {
                            return Some(vec![Ty::Class(c)]);
                        }
                    }
                }
                return self.inherited_param_types(f, idx);
            }
            if local.assigned {
                *positional = true;
                if let Some(i) = self.reaching_binding(node, f, &local) {
                    let key = (f.id(), v.to_string(), depth, i);
                    if let Some(known) = self.reached.borrow().get(&key) {
                        return known.clone();
                    }
                    let found = self.binding_types(&local, i, depth);
                    self.reached.borrow_mut().insert(key, found.clone());
                    return found;
                }
                return self.values_types(
                    &local.values,
                    &local.iters,
                    &local.unpacks,
                    &local.entered,
                    depth,
                    Some(v),
                );
            }
            if !local.defs.is_empty() || local.imported {
                return None;
            }
        }
        let Some(assigns) = self.facts.top_assigns.get(v) else {
            return self.imported_variable_types(v, depth);
        };
        let values: Vec<(Option<Node<'t>>, Option<Node<'t>>)> =
            assigns.iter().map(|n| (Some(*n), None)).collect();
        self.values_types(&values, &[], &[], &[], depth, None)
    }

    /// The types an unannotated parameter `v` of plain function `f` (not a method: an
    /// override's parameter takes its base's annotation) with the default `None` has where
    /// `node` reads it, when its one rebinding is the lone statement of an `if v is None:`
    /// (no `elif`/`else`) written directly in `f`'s body before the read, outside any nested
    /// function or lambda (pyflakes' `if reporter is None: reporter =
    /// modReporter._makeDefaultReporter()`). A type checker types the parameter by its
    /// default (`None`, the rest unknown) and narrows it there: the read sees what the
    /// assignment gives beside an unknown rest, and a call through it is checked against
    /// each known type. `None` when anything else may bind it or the types are not known.
    fn none_default_filled(
        &self,
        node: Node<'t>,
        f: Node<'t>,
        v: &str,
        local: &Local<'t>,
        depth: usize,
    ) -> Option<Vec<Ty>> {
        let holder = f
            .parent()
            .filter(|p| p.kind_str() == "decorated_definition")
            .or(Some(f))
            .and_then(|d| d.parent())
            .and_then(|b| b.parent());
        if f.kind_str() != "function_definition"
            || holder.is_some_and(|c| c.kind_str() == "class_definition")
            || local.values.len() != 1
            || local.sites.len() != 1
            || !local.defs.is_empty()
            || local.imported
        {
            return None;
        }
        let params = f.field("parameters")?;
        let mut cursor = params.walk();
        let param = params
            .named_children(&mut cursor)
            .find(|p| param_name(self.file, *p).as_deref() == Some(v))?;
        if param.kind_str() != "default_parameter"
            || param.field("value").map(|d| d.kind_str()) != Some("none")
        {
            return None;
        }
        // `v = value` alone in the body of `if v is None:` of f's own body
        let site = local.sites[0];
        let stmt = site.parent().filter(|s| {
            site.kind_str() == "assignment"
                && s.kind_str() == "expression_statement"
                && s.named_child_count() == 1
                && site.field("left").is_some_and(|l| self.file.text(l) == v)
        })?;
        let block = stmt.parent().filter(|b| b.kind_str() == "block")?;
        let mut cursor = block.walk();
        if block
            .named_children(&mut cursor)
            .filter(|n| n.kind_str() != "comment")
            .count()
            != 1
        {
            return None;
        }
        let test = block.parent().filter(|i| {
            i.kind_str() == "if_statement"
                && i.field("consequence").is_some_and(|c| c.id() == block.id())
                && i.field("alternative").is_none()
                && i.parent()
                    .is_some_and(|b| f.field("body").is_some_and(|fb| fb.id() == b.id()))
        })?;
        let cond = test.field("condition")?;
        let is_none_test = cond.kind_str() == "comparison_operator"
            && collapse_ws(&self.text(cond)) == format!("{v} is None");
        if !is_none_test || node.start_byte() < test.end_byte() {
            return None;
        }
        let mut cur = node.parent();
        while let Some(n) = cur {
            if n.id() == f.id() {
                break;
            }
            if matches!(n.kind_str(), "function_definition" | "lambda") {
                return None;
            }
            cur = n.parent();
        }
        self.binding_types(local, 0, depth)
            .filter(|tys| !tys.is_empty())
    }

    /// What binding `i` of a local name gives (its value, its loop, its unpacking or its
    /// `with`), alone.
    fn binding_types(&self, local: &Local<'t>, i: usize, depth: usize) -> Option<Vec<Ty>> {
        let iters: Vec<(usize, Node<'t>)> = local
            .iters
            .iter()
            .filter(|(at, _)| *at == i)
            .map(|(_, r)| (0, *r))
            .collect();
        let unpacks: Vec<(usize, Node<'t>, usize)> = local
            .unpacks
            .iter()
            .filter(|(at, _, _)| *at == i)
            .map(|(_, r, p)| (0, *r, *p))
            .collect();
        let entered: Vec<(usize, Node<'t>)> = local
            .entered
            .iter()
            .filter(|(at, _)| *at == i)
            .map(|(_, m)| (0, *m))
            .collect();
        self.values_types(
            &local.values[i..=i],
            &iters,
            &unpacks,
            &entered,
            depth,
            None,
        )
    }

    /// The types of a module-level variable of another repository module that `v` names
    /// here (`from .core import quoted_string`, or through `from .core import *`), as a type
    /// checker reads the imported symbol: its declared type, which for an unannotated
    /// variable is what its assignments there give. Only a variable every top-level binding
    /// of which is a plain assignment without annotation, and that no function rebinds
    /// (`global`), is read; it is typed in its own module, once per measurement.
    fn imported_variable_types(&self, v: &str, depth: usize) -> Option<Vec<Ty>> {
        if self.facts.top_defs.contains_key(v) || self.facts.function_imports.contains(v) {
            return None;
        }
        let (path, name) = types::variable_home(self.repo, self.info(), v, 0)?;
        if path == self.file.rel_path.trim_start_matches("./") {
            return None;
        }
        let key = format!("py:module-variable:{path}:{name}:{depth}");
        let made = self.repo.memo(&key, || {
            let file = self.repo.parsed(&path, super::Lang::Python)?;
            if file.is_partial() {
                return None;
            }
            let facts = collect_facts(&file);
            let values: Vec<(Option<Node>, Option<Node>)> = facts
                .top_assigns
                .get(&name)?
                .iter()
                .map(|n| (Some(*n), None))
                .collect();
            let plain = values.iter().all(|(n, _)| {
                n.and_then(|n| n.parent())
                    .is_some_and(|a| a.kind_str() == "assignment" && a.field("type").is_none())
            });
            let bound = self
                .repo
                .memo(&format!("py:top-bound:{path}"), || top_bound(&file));
            if !plain || bound.get(&name) != Some(&values.len()) || rebinds_global(&file, &name) {
                return None;
            }
            let home = Ctx::new(&file, self.target, self.repo, facts);
            home.values_types(&values, &[], &[], &[], depth + 1, None)
        });
        made.as_ref().clone()
    }

    /// The types an unannotated parameter (index `idx`) of method `f` takes from the method
    /// it overrides, as a type checker infers them (pyright): the class around `f` derives
    /// from repository classes whose resolution order finds one `def` of `f`'s name, with
    /// the same parameters (names and kinds, in order), and that `def` annotates parameter
    /// `idx`. The class may sit anywhere (a test's local class); its bases are read at module
    /// level, and a base bound locally is not followed.
    fn inherited_param_types(&self, f: Node<'t>, idx: usize) -> Option<Vec<Ty>> {
        if f.kind_str() != "function_definition" {
            return None;
        }
        let mut up = f.parent()?;
        if up.kind_str() == "decorated_definition" {
            up = up.parent()?;
        }
        let class = up.parent().filter(|c| c.kind_str() == "class_definition")?;
        let method = self.text(f.field("name")?);
        let bases = class.field("superclasses")?;
        let mut holder: Option<ClassRef> = None;
        let mut cursor = bases.walk();
        for b in bases.named_children(&mut cursor) {
            if b.kind_str() == "keyword_argument" || b.kind_str() == "comment" {
                continue;
            }
            let text = collapse_ws(&self.text(b));
            let head = text.split('[').next().unwrap_or(&text).trim();
            if self.locally_bound(class, head.split('.').next().unwrap_or(head)) {
                return None;
            }
            let Some(types::Sym::Class(bc)) = types::resolve(self.repo, self.info(), head, 0)
            else {
                return None;
            };
            // Every base that reaches the name must reach the same definition: which of two
            // comes first is the resolution order's, not read here.
            if let Some((h, m)) = types::member_of(self.repo, &bc, &method) {
                if !m.method || !m.values.is_empty() || holder.as_ref().is_some_and(|x| *x != h) {
                    return None;
                }
                holder = Some(h);
            }
        }
        let holder = holder?;
        let file = self.repo.parsed(&holder.path, super::Lang::Python)?;
        let defs = types::method_defs(&file, &holder.name, &method);
        let [base_def] = defs.as_slice() else {
            return None;
        };
        let kinds = |file: &SourceFile, def: Node| -> Option<Vec<(String, String)>> {
            let params = def.field("parameters")?;
            let mut cursor = params.walk();
            let out = params
                .named_children(&mut cursor)
                .map(|p| {
                    let kind = match p.kind_str() {
                        "identifier"
                        | "typed_parameter"
                        | "default_parameter"
                        | "typed_default_parameter" => match p.named_child(0).map(|c| c.kind_str())
                        {
                            Some("list_splat_pattern") if p.kind_str() == "typed_parameter" => "*",
                            Some("dictionary_splat_pattern")
                                if p.kind_str() == "typed_parameter" =>
                            {
                                "**"
                            }
                            _ => "",
                        },
                        "list_splat_pattern" => "*",
                        "dictionary_splat_pattern" => "**",
                        other => other,
                    };
                    let name = param_name(file, p)
                        .map(|n| n.into_owned())
                        .unwrap_or_default();
                    (kind.to_string(), name)
                })
                .collect();
            Some(out)
        };
        if kinds(self.file, f)? != kinds(&file, *base_def)? {
            return None;
        }
        let params = base_def.field("parameters")?;
        let mut cursor = params.walk();
        let param = params.named_children(&mut cursor).nth(idx)?;
        let ann = param.field("type")?;
        let info = types::info_at(self.repo, &holder.path)?;
        // `Self` there is the overriding class, which a `ClassRef` cannot name.
        types::annotation_types(self.repo, &info, &file.text(ann), None)
    }

    /// Which of a local name's bindings (its index in `local`) is the one a read of it at
    /// `at` sees, when the function's straight-line flow decides it, as a type checker
    /// narrows a variable to its last assignment: the last plain assignment `name = …` that
    /// ends before `at` (`f` being the function around `at`), no other binding starting
    /// between it and `at`, sitting in a block
    /// that holds `at` (so it runs before `at` on every path), and no binding after `at`
    /// inside a loop of `f` around `at` (whose next turn would see that one instead).
    fn reaching_binding(&self, at: Node<'t>, f: Node<'t>, local: &Local<'t>) -> Option<usize> {
        if local.sites.len() != local.values.len() || !local.defs.is_empty() {
            return None;
        }
        // A read in the block of an `except C as name:` handler binding the name: that
        // binding, when nothing else in the handler binds it and no nested function or
        // lambda holds the read (Python unbinds the name when the handler ends).
        let handler = local
            .sites
            .iter()
            .enumerate()
            .filter(|(_, s)| {
                s.kind_str() == "except_clause"
                    && at.end_byte() <= s.end_byte()
                    && s.named_children(&mut s.walk())
                        .any(|b| b.kind_str() == "block" && b.start_byte() <= at.start_byte())
            })
            .max_by_key(|(_, s)| s.start_byte());
        if let Some((i, h)) = handler {
            let rebound = local.sites.iter().enumerate().any(|(j, s)| {
                j != i && h.start_byte() < s.start_byte() && s.start_byte() < h.end_byte()
            });
            let mut cur = at.parent();
            while let Some(n) = cur {
                if n.id() == h.id() {
                    break;
                }
                if matches!(n.kind_str(), "function_definition" | "lambda") {
                    return None;
                }
                cur = n.parent();
            }
            return (!rebound).then_some(i);
        }
        // A binding around `at`: an assignment whose value reads it binds after the read
        // (`doc = doc.copy()`); anything else (a loop's target, a walrus) is not followed.
        let mut before = Vec::new();
        for (i, s) in local.sites.iter().enumerate() {
            if s.start_byte() >= at.start_byte() {
                continue;
            }
            if s.end_byte() > at.start_byte() {
                let in_value = s.kind_str() == "assignment"
                    && s.field("right").is_some_and(|r| {
                        r.start_byte() <= at.start_byte() && at.end_byte() <= r.end_byte()
                    });
                if !in_value {
                    return None;
                }
                continue;
            }
            before.push((i, *s));
        }
        let (i, site) = before.into_iter().max_by_key(|(_, s)| s.start_byte())?;
        if site.kind_str() != "assignment" {
            return None;
        }
        let block = site.parent()?.parent()?;
        if site.parent()?.kind_str() != "expression_statement"
            || !matches!(block.kind_str(), "block" | "module")
            || !(block.start_byte() <= at.start_byte() && at.end_byte() <= block.end_byte())
        {
            return None;
        }
        let mut cur = at.parent();
        while let Some(n) = cur {
            if n.id() == f.id() {
                break;
            }
            // A read inside a nested function or lambda runs whenever it is called.
            if matches!(n.kind_str(), "function_definition" | "lambda") {
                return None;
            }
            if matches!(n.kind_str(), "for_statement" | "while_statement")
                && local
                    .sites
                    .iter()
                    .any(|s| s.start_byte() > at.start_byte() && s.end_byte() <= n.end_byte())
            {
                return None;
            }
            cur = n.parent();
        }
        Some(i)
    }

    /// The one type every assignment of a name gives it. `iters`: the values that are a
    /// `for` loop's (their index), with the iterable; `unpacks`: those a tuple's unpacking
    /// gives (their index, the tuple, the position); `entered`: those a `with` statement
    /// binds (their index, the context manager).
    ///
    /// `name`: the name bound. A value that calls a method on the name itself (`floor =
    /// floor.shift(..)`) is read last, with the name holding the type the other values
    /// agree on: it keeps that type when the method gives it back, as a type checker's
    /// inference settles such a loop.
    fn values_types(
        &self,
        values: &[(Option<Node<'t>>, Option<Node<'t>>)],
        iters: &[(usize, Node<'t>)],
        unpacks: &[(usize, Node<'t>, usize)],
        entered: &[(usize, Node<'t>)],
        depth: usize,
        name: Option<&str>,
    ) -> Option<Vec<Ty>> {
        let mut found: Option<Vec<Ty>> = None;
        let mut on_itself = Vec::new();
        for (i, (value, ann)) in values.iter().enumerate() {
            if let (None, Some(v), Some(name)) = (ann, value, name) {
                if let Some(method) = self.method_on(*v, name) {
                    on_itself.push(method);
                    continue;
                }
            }
            let iterable = iters.iter().find(|(at, _)| *at == i).map(|(_, r)| *r);
            let t = match (ann, value, iterable) {
                (Some(a), ..) => {
                    types::annotation_types(self.repo, self.info(), &self.text(*a), None)?
                }
                (None, Some(v), _) => self.expr_types(*v, depth + 1)?,
                (None, None, Some(r)) => self.element_types(r, depth + 1)?,
                (None, None, None) => match entered.iter().find(|(k, _)| *k == i) {
                    Some((_, cm)) => self.entered_types(*cm, depth + 1)?,
                    None => {
                        let (_, tuple, at) = unpacks.iter().find(|(k, ..)| *k == i)?;
                        self.item_types(*tuple, *at, depth + 1)?
                    }
                },
            };
            match &found {
                None => found = Some(t),
                Some(prev) if *prev == t => {}
                Some(_) => return None,
            }
        }
        let found = found?;
        for method in on_itself {
            let mut out = Vec::new();
            for t in &found {
                match t {
                    Ty::Class(c) => out.extend(types::method_returns(self.repo, c, &method)?),
                    Ty::External(_) => return None,
                }
            }
            if normalized(out) != found {
                return None;
            }
        }
        Some(found)
    }

    /// What `with cm as x:` binds `x` to: what `cm.__enter__()` gives, read as a type checker
    /// reads it (its return annotation, `Self`, or an unannotated `return self`), for every
    /// type `cm` has.
    fn entered_types(&self, cm: Node<'t>, depth: usize) -> Option<Vec<Ty>> {
        let mut out = Vec::new();
        for t in self.expr_types(cm, depth)? {
            match t {
                Ty::Class(c) => out.extend(types::method_returns(self.repo, &c, "__enter__")?),
                Ty::External(_) => return None,
            }
        }
        Some(normalized(out))
    }

    /// The method `v` calls when it is `name.method(…)` on the bare name itself.
    fn method_on(&self, v: Node<'t>, name: &str) -> Option<String> {
        let func = v.field("function").filter(|_| v.kind_str() == "call")?;
        let obj = func
            .field("object")
            .filter(|_| func.kind_str() == "attribute")?;
        if obj.kind_str() != "identifier" || self.file.text(obj) != name {
            return None;
        }
        Some(self.text(func.field("attribute")?))
    }

    /// The instance types of item `at` of the tuple a call gives, from its callee's return
    /// annotation: a method of a typed receiver or a function (`loader, name =
    /// self.get_loader(template)`).
    fn item_types(&self, n: Node<'t>, at: usize, depth: usize) -> Option<Vec<Ty>> {
        // `a, b = d.copy(), d.copy()`: a tuple of as many plain items as the targets
        if depth <= 6 && matches!(n.kind_str(), "expression_list" | "tuple") {
            let targets = n
                .parent()
                .filter(|a| a.kind_str() == "assignment")
                .and_then(|a| a.field("left"))?;
            let mut cursor = n.walk();
            let items: Vec<Node> = n
                .named_children(&mut cursor)
                .filter(|x| x.kind_str() != "comment")
                .collect();
            let mut cursor = targets.walk();
            let count = targets
                .named_children(&mut cursor)
                .filter(|x| x.kind_str() != "comment")
                .count();
            if count != items.len() || items.iter().any(|x| x.kind_str() == "list_splat") {
                return None;
            }
            return self.expr_types(*items.get(at)?, depth + 1);
        }
        if depth > 6 || n.kind_str() != "call" {
            return None;
        }
        let func = n.field("function")?;
        match func.kind_str() {
            "identifier" => {
                let name = self.text(func);
                if self.locally_bound(n, &name) {
                    return None;
                }
                types::call_item(self.repo, self.info(), &name, at)
            }
            "attribute" => {
                let obj = func.field("object")?;
                let attr = self.text(func.field("attribute")?);
                let mut out = Vec::new();
                for t in self.expr_types(obj, depth + 1)? {
                    match t {
                        Ty::Class(c) => {
                            out.extend(types::method_return_item(self.repo, &c, &attr, at)?)
                        }
                        Ty::External(_) => return None,
                    }
                }
                Some(normalized(out))
            }
            _ => None,
        }
    }

    /// The instance types a call of `name`, bound in a function around `call`, gives: the
    /// return annotation of a nested `def` (h11's tests: `def setup() -> ConnectionPair:`
    /// inside the test, then `p = setup()`). The innermost function binding the name binds it
    /// by that one undecorated, non-`async` `def` only (no parameter, assignment or import of
    /// it), and no function around the call binds the names the annotation is made of, so
    /// they are the module's.
    fn local_def_returns(&self, call: Node<'t>, name: &str) -> Option<Vec<Ty>> {
        let f = self.enclosing_functions(call).into_iter().find(|f| {
            let l = self.local_bindings(*f, name);
            l.param.is_some() || l.assigned || !l.defs.is_empty() || l.imported
        })?;
        let local = self.local_bindings(f, name);
        let ([def], None, false, false) = (
            local.defs.as_slice(),
            local.param,
            local.assigned,
            local.imported,
        ) else {
            return None;
        };
        let plain = def.kind_str() == "function_definition"
            && def
                .parent()
                .is_some_and(|p| p.kind_str() != "decorated_definition")
            && def.child(0).is_some_and(|k| k.kind_str() == "def");
        if !plain {
            return None;
        }
        let ann = self.text(def.field("return_type")?);
        let names_bound_here = ann
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .any(|w| self.locally_bound(call, w) || self.locally_bound(*def, w));
        if names_bound_here {
            return None;
        }
        types::annotation_types(self.repo, self.info(), &ann, None)
    }

    /// The instance types a call gives: a class makes its instance, a function or method
    /// its return annotation, `copy.copy(x)`/`copy.deepcopy(x)` the type of `x` (typeshed:
    /// `def copy(x: _T) -> _T`).
    /// `object.__new__(cls)` written directly in a class method of a top-level class, `cls`
    /// its first parameter (never rebound), the builtin `object` not shadowed: an instance
    /// of that class, as typeshed's `object.__new__(cls) -> Self` gives it to a type checker
    /// (sortedcontainers' `sorted_set = object.__new__(cls)` in `SortedSet._fromset`).
    fn new_of_own_class(&self, call: Node<'t>) -> Option<Vec<Ty>> {
        let shadowed = self.facts.top_defs.contains_key("object")
            || self.facts.imports.contains_key("object")
            || self.facts.top_assigns.contains_key("object")
            || !self.facts.wildcards.is_empty()
            || self.locally_bound(call, "object");
        if shadowed {
            return None;
        }
        let arg = types::only_argument(call).filter(|a| a.kind_str() == "identifier")?;
        let name = self.text(arg);
        let f = *self.enclosing_functions(call).first()?;
        if f.kind_str() != "function_definition"
            || !decorators(self.file, f).iter().any(|d| d == "classmethod")
        {
            return None;
        }
        let local = self.local_bindings(f, &name);
        if !matches!(local.param, Some((0, None))) || local.assigned {
            return None;
        }
        let holder = match f.parent() {
            Some(p) if p.kind_str() == "decorated_definition" => p.parent(),
            p => p,
        }?;
        if holder.kind_str() != "block" || holder.parent()?.kind_str() != "class_definition" {
            return None;
        }
        let (class, _) = self.enclosing_class(call)?;
        Some(vec![Ty::Class(class)])
    }

    fn call_types(&self, call: Node<'t>, depth: usize) -> Option<Vec<Ty>> {
        let mut func = call.field("function")?;
        // `Ruler[T]()`: an instance of the generic class
        if func.kind_str() == "subscript" {
            func = func.field("value")?;
        }
        match func.kind_str() {
            "identifier" => {
                let name = self.text(func);
                if self.locally_bound(call, &name) {
                    return self.local_def_returns(call, &name);
                }
                types::call_types_passing(self.repo, self.info(), &name, &passed(self.file, call))
            }
            "attribute" => {
                let obj = func.field("object")?;
                let attr = self.text(func.field("attribute")?);
                let dotted = collapse_ws(&self.text(func));
                let head = dotted.split('.').next().unwrap_or("");
                let plain_path = dotted
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == '.');
                if dotted == "object.__new__" {
                    return self.new_of_own_class(call);
                }
                // a module the calling function imports itself (`import jmespath.parser`, then
                // `jmespath.compile(..)`): the name read in a module summary of that import
                let local_module = if plain_path && self.locally_bound(call, head) {
                    self.locally_imported_module(call, head)
                } else {
                    None
                };
                if plain_path && (local_module.is_some() || !self.locally_bound(call, head)) {
                    let scope: &ModInfo = match &local_module {
                        Some(m) => m,
                        None => self.info(),
                    };
                    let obj_text = collapse_ws(&self.text(obj));
                    match types::resolve(self.repo, scope, &obj_text, 0) {
                        Some(types::Sym::Module(_)) => {
                            return types::call_types_passing(
                                self.repo,
                                scope,
                                &dotted,
                                &passed(self.file, call),
                            )
                        }
                        Some(types::Sym::External(m))
                            if m == "copy" && (attr == "copy" || attr == "deepcopy") =>
                        {
                            let args = call.field("arguments")?;
                            let first = args.named_child(0)?;
                            if args.named_child_count() != 1
                                || first.kind_str() == "keyword_argument"
                            {
                                return None;
                            }
                            return self.expr_types(first, depth + 1);
                        }
                        // a method called on the class object (`Cls.m(…)`, `mod.Cls.m(…)`):
                        // what it gives (a class method's `cls(…)` is that class)
                        Some(types::Sym::Class(c)) => {
                            return types::method_returns(self.repo, &c, &attr).map(normalized)
                        }
                        Some(types::Sym::External(_)) => return None,
                        _ => {}
                    }
                }
                // `x.__class__(…)` makes an instance of x's class
                if attr == "__class__" {
                    return self.expr_types(obj, depth + 1);
                }
                // `x.__class__.from_atomic(…)`: a class method of x's class
                if let Some(inner) = obj
                    .field("object")
                    .filter(|_| obj.kind_str() == "attribute")
                    .filter(|_| {
                        obj.field("attribute")
                            .is_some_and(|a| self.file.text(a) == "__class__")
                    })
                {
                    let mut out = Vec::new();
                    for t in self.expr_types(inner, depth + 1)? {
                        match t {
                            Ty::Class(c) if types::is_classmethod(self.repo, &c, &attr) => {
                                out.extend(types::method_returns(self.repo, &c, &attr)?)
                            }
                            _ => return None,
                        }
                    }
                    return Some(normalized(out));
                }
                let mut out = Vec::new();
                for t in self.expr_types(obj, depth + 1)? {
                    match t {
                        Ty::Class(c) => out.extend(types::method_returns(self.repo, &c, &attr)?),
                        Ty::External(_) => return None,
                    }
                }
                Some(normalized(out))
            }
            _ => None,
        }
    }
}

/// What a call's argument list passes (see [`types::Passed`]).
fn passed(file: &SourceFile, call: Node) -> types::Passed {
    let mut out = types::Passed::default();
    let Some(args) = call.field("arguments") else {
        return out;
    };
    let mut cursor = args.walk();
    for a in args.named_children(&mut cursor) {
        match a.kind_str() {
            "keyword_argument" => {
                if let Some(n) = a.field("name") {
                    out.keywords.push(file.text(n).into_owned());
                }
            }
            "list_splat" | "dictionary_splat" => out.spread = true,
            "comment" => {}
            _ => out.positional += 1,
        }
    }
    out
}

fn normalized(mut tys: Vec<Ty>) -> Vec<Ty> {
    tys.sort();
    tys.dedup();
    tys
}

#[derive(Default, Clone)]
struct Local<'t> {
    defs: Vec<Node<'t>>,
    values: Vec<(Option<Node<'t>>, Option<Node<'t>>)>,
    /// The node binding each of `values` (the assignment, the `for`, the pattern), in the
    /// same order.
    sites: Vec<Node<'t>>,
    /// The values that a `for name in xs` binds (their index in `values`), with `xs`.
    iters: Vec<(usize, Node<'t>)>,
    /// The values that unpacking a tuple binds (`a, name = value`): their index in
    /// `values`, the value, and the name's position among the targets.
    unpacks: Vec<(usize, Node<'t>, usize)>,
    /// The values a `with` statement binds (`with cm as name:`): their index in `values`,
    /// and the context manager `cm`.
    entered: Vec<(usize, Node<'t>)>,
    assigned: bool,
    imported: bool,
    /// The import statements of the function that may bind the name.
    imports: Vec<Node<'t>>,
    /// Parameter index and its annotation.
    param: Option<(usize, Option<Node<'t>>)>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::testkit::{self, accepted, def, Site};
    use crate::lang::Lang;

    fn parse(path: &str, src: &str) -> SourceFile {
        testkit::parse(Lang::Python, path, src)
    }

    /// The import statements (start, in a function) a walk entering every node that holds
    /// statements and every subtree with a syntax error finds: what `collect_facts` walked
    /// before it visited only the nodes around the word `import`.
    fn imports_by_whole_walk(file: &SourceFile) -> Vec<(usize, bool)> {
        let mut out = Vec::new();
        crate::lang::walk_pruned_path(file.tree.root_node(), |node, up| {
            if holds_imports(node.kind_str()) {
                return true;
            }
            if matches!(
                node.kind_str(),
                "import_statement" | "import_from_statement"
            ) {
                let in_function = up.iter().any(|n| n.kind_str() == "function_definition");
                out.push((node.start_byte(), in_function));
            }
            node.has_error()
        });
        out
    }

    #[test]
    fn imports_around_the_word_are_those_of_a_whole_walk() {
        let sources = [
            "import os\nfrom a import b as c\n\ndef f():\n    import json\n    from .x import y\n    return json\n\nclass K:\n    import re\n    if True:\n        from z import *\n",
            "\"\"\"We import nothing.\"\"\"\nx = 1  # import\ns = 'import x'\nimportant = __import__('m')\n",
            "def f(:\n    import os\nimport sys\n",
            "try:\n    import ujson as json\nexcept ImportError:\n    import json\n",
            "if x: import a\nwith open(p) as f: from b import c\n\n@deco\ndef g():\n    def h():\n        import deep\n",
            "x = [\n    1,\nimport broken\n",
        ];
        for src in sources {
            let file = parse("m.py", src);
            let hits = crate::lang::occurrences(&file.src, &["import"]);
            let mut got = Vec::new();
            crate::lang::walk_hits(file.tree.root_node(), &hits, |n| {
                if let Some(in_function) = reached_import(n) {
                    got.push((n.start_byte(), in_function));
                }
            });
            assert_eq!(got, imports_by_whole_walk(&file), "{src}");
        }
        let file = parse("m.py", sources[0]);
        let facts = collect_facts(&file);
        for name in ["os", "c", "re", "json"] {
            assert!(facts.imports.contains_key(name), "{name}");
        }
        assert!(facts.function_imports.contains("json"));
        assert!(!facts.function_imports.contains("os"));
        assert_eq!(facts.wildcards, vec!["z".to_string()]);
    }

    /// [`holds_class_object`] of `Doc` in `text`, every place accepted.
    fn holds_doc(text: &str) -> bool {
        holds_class_object(text.as_bytes(), &Word::new("Doc"), |_| true)
    }

    #[test]
    fn class_object_shapes() {
        // a whole assigned value or default
        assert!(holds_doc("    document_class = Doc\n"));
        assert!(holds_doc("    def __init__(self, doc_class=Doc, x=1):\n"));
        assert!(holds_doc("    def __init__(self, doc_class=Doc):\n"));
        assert!(!holds_doc("    doc = Doc()\n"));
        assert!(!holds_doc("    same = x == Doc\n"));
        assert!(!holds_doc("    other = Docs\n"));
        // first in a `type[..]`'s brackets
        assert!(holds_doc("    cls: type[Doc]\n"));
        assert!(holds_doc("    cls: t.ClassVar[type[Doc[t.Any]]]\n"));
        assert!(holds_doc("    cls: Type[ \"Doc\" ]\n"));
        assert!(holds_doc("    cls: Type[mod.Doc]\n"));
        assert!(holds_doc("    cls: Union[Type[Other], Type[Doc]]\n"));
        // a type argument of another class, or a name after the brackets closed
        assert!(!holds_doc("    cls: type[Box[Doc]]\n"));
        assert!(!holds_doc("    cls: type[Other] | Doc\n"));
        // a later parameter's default on a line with a `type[..]`
        assert!(holds_doc(
            "    def __init__(self, a: type[X] = None, b=Doc):\n"
        ));
    }

    #[test]
    fn class_object_mentions_are_placed() {
        let text = b"def f():\n    k: type[Doc] = Doc\n\nclass A:\n    d = Doc\n";
        let w = Word::new("Doc");
        let second = text.windows(3).rposition(|x| x == b"Doc").unwrap();
        assert!(holds_class_object(text, &w, |at| at == second));
        assert!(!holds_class_object(text, &w, |_| false));
        // where the module's classes hold statements
        let level = region::ClassLevel::of(text).unwrap();
        assert!(holds_class_object(text, &w, |at| level.holds(at)));
        let local = b"def f():\n    k: type[Doc] = Doc\n\nclass A:\n    d = 1\n";
        let level = region::ClassLevel::of(local).unwrap();
        assert!(!holds_class_object(local, &w, |at| level.holds(at)));
    }

    fn ctx() -> RepoCtx {
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

    /// Each call's line and verdict, in the order found.
    fn line_binds(cs: &[Call]) -> Vec<(usize, Binds)> {
        cs.iter().map(|c| (c.line, c.binds)).collect()
    }

    fn calls_in(path: &str, src: &str, t: &Target) -> Vec<Call> {
        calls(&parse(path, src), t, &ctx())
    }

    fn one(path: &str, src: &str, t: &Target) -> Call {
        let cs = calls_in(path, src, t);
        assert_eq!(cs.len(), 1, "{cs:#?}");
        cs.into_iter().next().expect("one call")
    }

    // ---- region parse

    /// A caller file above the region threshold: its imports at the top, far from the calls;
    /// many test methods that call nothing; a call in a method of a class nested in a class,
    /// and one in a module-level statement through an alias bound at the top (a `def` calling
    /// the alias is refused: see the next test).
    fn region_caller() -> String {
        let mut src = String::from(
            "import os\nfrom store.io import load\nfrom store.io import load as ld\n\n",
        );
        src.push_str("class Outer:\n    class Inner:\n        def method(self, p):\n");
        src.push_str("            return load(p, 'b')\n\n");
        src.push_str("class TestMany:\n");
        for i in 0..400 {
            src.push_str(&format!(
                "    def test_{i}(self):\n        assert os.path.join('a', '{i}') != 'b'\n\n"
            ));
        }
        src.push_str("loaded = ld('p')\n");
        src
    }

    #[test]
    fn a_region_parse_finds_what_the_whole_parse_finds() {
        let t = target("store/io.py", IO, "load");
        let src = region_caller();
        let whole = calls(&parse("app/t.py", &src), &t, &ctx());
        let part = region_parse("app/t.py", src.as_bytes(), None, &[&t], &ctx()).expect("a region");
        assert!(part.is_partial());
        // the same region from the blanked text the engine's prose pass made already
        let blanked = crate::lang::fragment::sanitize(
            &crate::lang::Lang::Python.spec().lexer,
            src.as_bytes(),
        );
        let again = region_parse(
            "app/t.py",
            src.as_bytes(),
            Some((&blanked.code, &blanked.literals)),
            &[&t],
            &ctx(),
        )
        .expect("a region");
        assert_eq!(again.tree.included_ranges(), part.tree.included_ranges());
        assert_eq!(
            again.tree.root_node().to_sexp(),
            part.tree.root_node().to_sexp()
        );
        assert!(!part.tree.root_node().has_error());
        // the nested class's method sits in its class, in its class, as parsed whole
        let defs = definitions(&part);
        let method = defs
            .iter()
            .find(|d| d.name == "method")
            .expect("method kept");
        assert_eq!(method.scope, vec!["Outer".to_string(), "Inner".to_string()]);
        // only the first test method stays, so that its class's body is not empty
        let tests: Vec<&str> = defs
            .iter()
            .filter(|d| d.name.starts_with("test_"))
            .map(|d| d.name.as_str())
            .collect();
        assert_eq!(tests, vec!["test_0"]);
        let found = calls(&part, &t, &ctx());
        let seen = |cs: &[Call]| -> Vec<(usize, Binds, Option<usize>)> {
            cs.iter().map(|c| (c.line, c.binds, c.args)).collect()
        };
        assert_eq!(seen(&found), seen(&whole));
        let lines: Vec<usize> = found.iter().map(|c| c.line).collect();
        assert_eq!(lines, vec![8, 1211]);
    }

    /// The region parse of `src` as `app/t.py` for `t`, checked partial and error-free, with
    /// the text it keeps.
    fn partial_region(src: &str, t: &Target) -> (SourceFile, String) {
        let part = region_parse("app/t.py", src.as_bytes(), None, &[t], &ctx()).expect("a region");
        assert!(part.is_partial());
        assert!(!part.tree.root_node().has_error());
        let kept: String = part
            .tree
            .included_ranges()
            .iter()
            .map(|r| &src[r.start_byte..r.end_byte])
            .collect();
        (part, kept)
    }

    #[test]
    fn a_region_without_its_prose_finds_what_the_whole_parse_finds() {
        let t = target("store/io.py", IO, "load");
        // every test calls the target or says `load` in a docstring or comment only: the
        // prose goes, and the defs that mention the target in prose alone go with it
        // (the docstrings of the kept defs long enough to be left out by themselves)
        let pad = "load ".repeat(50);
        let mut src = String::from(
            "\"\"\"Tests of load.\"\"\"\nimport os\nfrom store.io import load\n\n\
             class TestMany:\n    \"\"\"Each test here loads.\"\"\"\n\n",
        );
        for i in 0..100 {
            src.push_str(&format!(
                "    def test_{i}(self, p):\n        \"\"\"What load gives for {i}.\n\n        \
                 A docstring over lines: load(p).\n        {pad}\n        \"\"\"\n        \
                 # load it\n        \
                 text = \"\"\"\n# not a comment: a string\n\"\"\"\n        \
                 return load(p, text)\n\n    def test_doc_{i}(self, p):\n        \
                 \"\"\"Not load: {i}.\"\"\"\n        # nor load\n        \
                 return os.path.join(p, '{i}')\n\n"
            ));
        }
        let whole = calls(&parse("app/t.py", &src), &t, &ctx());
        let (part, kept) = partial_region(&src, &t);
        // a short docstring stays where it touches no code left out
        assert!(kept.contains("Tests of load") && kept.contains("Each test here"));
        assert!(!kept.contains("What load gives") && !kept.contains("# load it"));
        assert!(kept.contains("# not a comment: a string"));
        assert!(
            !kept.contains("def test_doc_"),
            "they say `load` in prose alone"
        );
        let seen = |cs: &[Call]| -> Vec<(usize, Binds, Option<usize>)> {
            cs.iter().map(|c| (c.line, c.binds, c.args)).collect()
        };
        let found = calls(&part, &t, &ctx());
        assert_eq!(found.len(), 100);
        assert_eq!(seen(&found), seen(&whole));
    }

    #[test]
    fn a_region_without_plain_statements_finds_what_the_whole_parse_finds() {
        let t = target("store/io.py", IO, "load");
        // every test calls the target: no def can go, only the plain statements around
        // the calls (never a binding, a branch or a block's last statement)
        let mut src = String::from("import os\nfrom store.io import load\n\nclass TestMany:\n");
        for i in 0..200 {
            src.push_str(&format!(
                "    def test_{i}(self, p):\n        q = os.path.join(p, '{i}')\n        \
                 os.path.exists(q)\n        os.path.isdir(q)\n        assert q != 'b'\n        \
                 os.path.islink(q)\n        os.path.getsize(q)\n        os.path.isfile(q)\n        \
                 if q:\n            os.stat(q)\n        load(q, 'b') if q else load(p)\n        \
                 load(q)\n        return q\n\n"
            ));
        }
        let whole = calls(&parse("app/t.py", &src), &t, &ctx());
        let (part, kept) = partial_region(&src, &t);
        assert!(!kept.contains("os.path.exists"), "{kept}");
        assert!(kept.contains("os.stat(q)") && kept.contains("q = os.path.join"));
        type Seen = Vec<(usize, Binds, Option<usize>, Option<Vec<bool>>)>;
        let seen = |cs: &[Call]| -> Seen {
            cs.iter()
                .map(|c| (c.line, c.binds, c.args, c.fits.clone()))
                .collect()
        };
        assert!(!whole.is_empty());
        assert_eq!(seen(&calls(&part, &t, &ctx())), seen(&whole));
        let names = |f: &SourceFile| -> Vec<(String, usize, usize)> {
            definitions(f)
                .into_iter()
                .map(|d| (d.name, d.start_byte, d.end_byte))
                .collect()
        };
        assert_eq!(names(&part), names(&parse("app/t.py", &src)));
    }

    #[test]
    fn a_file_indented_with_tabs_has_a_region_as_one_with_spaces() {
        let t = target("store/io.py", IO, "load");
        let mut src = String::from("import os\nfrom store.io import load\n\nclass TestMany:\n");
        for i in 0..200 {
            src.push_str(&format!(
                "\tdef test_{i}(self, p):\n\t\t\"\"\"Case {i}.\"\"\"\n\t\tq = os.path.join(p, '{i}')\n\
                 \t\tos.path.exists(q)\n\t\tif q:\n\t\t\tos.stat(q)\n\t\treturn q\n\n\
                 \tdef test_load_{i}(self, p):\n\t\tos.path.isdir(p)\n\t\treturn load(p, {i})\n\n"
            ));
        }
        let spaced = src.replace('\t', "    ");
        let whole = calls(&parse("app/t.py", &src), &t, &ctx());
        let (part, kept) = partial_region(&src, &t);
        assert!(!kept.contains("def test_1(") && kept.contains("def test_load_1("));
        assert!(!kept.contains("os.path.isdir"), "{kept}");
        let seen = |cs: &[Call]| -> Vec<(usize, Binds, Option<usize>)> {
            cs.iter().map(|c| (c.line, c.binds, c.args)).collect()
        };
        assert_eq!(whole.len(), 200);
        assert_eq!(seen(&calls(&part, &t, &ctx())), seen(&whole));
        // the same region as the file indented with spaces leaves out, line for line
        let other =
            region_parse("app/t.py", spaced.as_bytes(), None, &[&t], &ctx()).expect("a region");
        let lines = |f: &SourceFile| -> Vec<(usize, usize)> {
            f.tree
                .included_ranges()
                .iter()
                .map(|r| (r.start_point.row, r.end_point.row))
                .collect()
        };
        assert_eq!(lines(&part), lines(&other));
        // statements indented with both are no frame for a region
        let mixed = src.replacen("\tdef test_7(", "    def test_7(", 1);
        assert!(region_parse("app/t.py", mixed.as_bytes(), None, &[&t], &ctx()).is_none());
    }

    #[test]
    fn a_call_target_s_region_leaves_out_plain_statements_too() {
        // a `__call__` of a class nested in a function: no value of it is typed from a name
        // (no [`value_names`]), so each call spells a word, as a constructor's does
        let module =
            "def make():\n    class Func:\n        def __call__(self, name=None):\n            \
                      return name\n    return Func()\n\nfunc = make()\n";
        let t = target("store/fn.py", module, "Func.__call__");
        assert_eq!(t.scope, vec!["make".to_string(), "Func".to_string()]);
        let mut src = String::from("import os\n\nclass TestMany:\n");
        for i in 0..200 {
            src.push_str(&format!(
                "    def test_{i}(self, f, p):\n        q = os.path.join(p, '{i}')\n        \
                 os.path.exists(q)\n        os.path.isdir(q)\n        f.__call__(q)\n        \
                 os.path.isfile(q)\n        return q\n\n"
            ));
        }
        let whole = calls(&parse("app/t.py", &src), &t, &ctx());
        assert!(!whole.is_empty());
        let (part, kept) = partial_region(&src, &t);
        assert!(!kept.contains("os.path.exists"), "{kept}");
        assert!(kept.contains("f.__call__(q)") && kept.contains("q = os.path.join"));
        let seen = |cs: &[Call]| -> Vec<(usize, Binds, Option<usize>)> {
            cs.iter().map(|c| (c.line, c.binds, c.args)).collect()
        };
        assert_eq!(seen(&calls(&part, &t, &ctx())), seen(&whole));
    }

    #[test]
    fn a_call_by_a_word_is_the_word_before_a_bracket() {
        assert!(calls_by_word(b"x = role(1)", b"role"));
        assert!(calls_by_word(b"role [int] ()", b"role"));
        assert!(!calls_by_word(b"conn(role)", b"role"));
        assert!(!calls_by_word(b"roles(1)", b"role"));
        assert!(!calls_by_word(b"a_role(1)", b"role"));
        assert!(!calls_by_word(b"role", b"role"));
    }

    #[test]
    fn a_region_is_refused_when_a_left_out_def_mentions_an_alias() {
        let t = target("store/io.py", IO, "load");
        // `ld` is bound by the import at the top; a test method calling it would be left out
        // by the words alone (it never spells `load`), so no region is parsed.
        let src = region_caller().replace(
            "    def test_7(self):\n",
            "    def test_7(self):\n        ld('x')\n",
        );
        assert!(region_parse("app/t.py", src.as_bytes(), None, &[&t], &ctx()).is_none());
        // and a small file is parsed whole
        assert!(region_parse(
            "app/s.py",
            b"from store.io import load\nload(1, 2)\n",
            None,
            &[&t],
            &ctx()
        )
        .is_none());
    }

    // ---- definitions

    /// The innermost of `defs` whose span holds `byte` (the engine's caller naming).
    fn innermost(defs: &[Def], byte: usize) -> Option<&Def> {
        defs.iter()
            .filter(|d| d.start_byte <= byte && byte < d.end_byte)
            .min_by_key(|d| d.end_byte - d.start_byte)
    }

    #[test]
    fn defs_around_calls_are_those_the_whole_list_gives_there() {
        let src = "\
import functools

def far(a):
    return a

@functools.cache
def decorated(x):
    return load(x)

class Outer:
    def __init__(self, n):
        self.n = n

    class Inner:
        def method(self, p):
            def helper(q):
                return load(q, 1)
            return helper(p)

    async def other(self):
        pass

def load(path, mode='r'):
    return path

def unrelated():
    return 2

top = load('p')
";
        let file = parse("app/t.py", src);
        let whole = definitions(&file);
        // where the calls `load(` start: in `decorated`, in `helper`, at the top level
        let bytes: Vec<usize> = src.match_indices("load(").map(|(i, _)| i).collect();
        assert_eq!(bytes.len(), 4, "three calls and the def");
        let around = definitions_around(&file, &bytes, &["load", "__init__"]);
        let names: Vec<&str> = around.iter().map(|d| d.name.as_str()).collect();
        // the decorated def (its decorator's span included), the nest around `helper`, the
        // defs named `load` and `__init__`; not `far`, `other`, `unrelated`
        assert_eq!(
            names,
            vec![
                "decorated",
                "Outer",
                "__init__",
                "Inner",
                "method",
                "helper",
                "load"
            ]
        );
        // each one is the whole list's, built the same way
        for d in &around {
            assert!(whole.contains(d), "{d:#?}");
        }
        // every call's innermost definition is the one the whole list gives
        for b in &bytes {
            assert_eq!(innermost(&around, *b), innermost(&whole, *b));
        }
        assert_eq!(
            innermost(&around, bytes[1]).map(|d| d.name.as_str()),
            Some("helper")
        );
        assert!(innermost(&around, bytes[3]).is_none(), "the top-level call");
        // and the decorator's line belongs to its def, as in the whole list
        let deco = src.find("@functools").expect("decorator");
        assert_eq!(
            innermost(&around, deco).map(|d| d.name.as_str()),
            Some("decorated")
        );
        // with no call and no name, nothing is built; with every byte, everything
        assert!(definitions_around(&file, &[], &[]).is_empty());
        let every: Vec<usize> = (0..src.len()).collect();
        assert_eq!(definitions_around(&file, &every, &[]), whole);
    }

    #[test]
    fn defs_functions_methods_classes() {
        let src = "\
import os

def top(a, b=1):
    def inner(x):
        return x
    return inner(a)

async def fetch(url, *, timeout, retries=3):
    pass

class Account:
    def __init__(self, owner):
        self.owner = owner

    def deposit(self, amount):
        pass

    @staticmethod
    def make(a, b):
        pass

    @classmethod
    def open(cls, owner):
        pass

    def _hidden(self):
        pass

    def __repr__(self):
        return ''
";
        let f = parse("bank/account.py", src);
        let defs = definitions(&f);
        let top = def(&defs, "top");
        assert_eq!(top.kind, DefKind::Function);
        assert!(top.scope.is_empty());
        assert_eq!((top.params.count, top.params.required), (2, 1));
        assert_eq!(top.line, 3);
        assert_eq!(top.signature, "def top(a, b=1)");
        let inner = def(&defs, "inner");
        assert_eq!(inner.scope, vec!["top".to_string()]);
        assert_eq!(inner.kind, DefKind::Function);
        let fetch = def(&defs, "fetch");
        assert_eq!((fetch.params.count, fetch.params.required), (3, 2));
        assert!(!fetch.params.variadic);
        assert!(fetch.signature.starts_with("async def fetch"));
        let class = def(&defs, "Account");
        assert_eq!(class.kind, DefKind::Class);
        assert_eq!(class.line, 11);
        let init = def(&defs, "__init__");
        assert_eq!(init.kind, DefKind::Constructor);
        assert_eq!(init.scope, vec!["Account".to_string()]);
        assert_eq!((init.params.count, init.params.required), (2, 2));
        assert!(init.params.receiver);
        assert!(init.public);
        let dep = def(&defs, "deposit");
        assert_eq!(dep.kind, DefKind::Method);
        assert!(dep.params.receiver);
        let make = def(&defs, "make");
        assert!(make.is_static);
        assert!(!make.params.receiver);
        assert_eq!(make.params.count, 2);
        assert_eq!(make.line, 19, "the def line, not the decorator");
        assert!(
            make.start_byte
                < f.src
                    .iter()
                    .position(|&b| b == b'@')
                    .map(|p| p + 1)
                    .unwrap_or(0)
                    + 1
        );
        let open = def(&defs, "open");
        assert!(open.params.receiver);
        assert!(!open.is_static);
        assert!(!def(&defs, "_hidden").public);
        assert!(def(&defs, "__repr__").public);
    }

    #[test]
    fn decorated_range_covers_decorator() {
        let src = "@app.route('/x')\n@cache\ndef handler(req):\n    pass\n";
        let f = parse("web.py", src);
        let defs = definitions(&f);
        let h = def(&defs, "handler");
        assert_eq!(h.line, 3);
        assert_eq!(h.start_byte, 0);
        assert_eq!(h.end_line, 4);
    }

    #[test]
    fn params_splats_and_separators() {
        let src = "\
def a(x, /, y, *args, z, **kw):
    pass
def b(*, k):
    pass
def c(x: int, *rest: str, **opts: int):
    pass
def d(x: int = 3, y=None):
    pass
";
        let defs = definitions(&parse("p.py", src));
        let a = def(&defs, "a").params.clone();
        assert_eq!((a.count, a.required, a.variadic), (5, 3, true));
        let b = def(&defs, "b").params.clone();
        assert_eq!((b.count, b.required, b.variadic), (1, 1, false));
        let c = def(&defs, "c").params.clone();
        assert_eq!((c.count, c.required, c.variadic), (3, 1, true));
        let d = def(&defs, "d").params.clone();
        assert_eq!((d.count, d.required), (2, 0));
        assert!(!d.receiver);
    }

    #[test]
    fn module_paths() {
        assert_eq!(module_names("a/b/c.py"), vec!["a.b.c"]);
        assert_eq!(module_names("a/__init__.py"), vec!["a"]);
        assert_eq!(module_names("src/pkg/io.py"), vec!["pkg.io", "src.pkg.io"]);
        assert!(module_names("x.txt").is_empty());
    }

    #[test]
    fn base_types() {
        assert_eq!(base_type("Account").as_deref(), Some("Account"));
        assert_eq!(base_type("Optional[Account]").as_deref(), Some("Account"));
        assert_eq!(base_type("\"Account\"").as_deref(), Some("Account"));
        assert_eq!(base_type("Account | None").as_deref(), Some("Account"));
        assert_eq!(
            base_type("Union[None, bank.Account]").as_deref(),
            Some("Account")
        );
        assert_eq!(base_type("list[int]").as_deref(), Some("list"));
        assert_eq!(base_type("int | str"), None);
    }

    // ---- fixtures

    const IO: &str = "def load(path, encoding):\n    with open(path, encoding=encoding) as fh:\n        return fh.read()\n";

    #[test]
    fn fixture_py_def_add_param() {
        let t = target("store/io.py", IO, "load");
        let c = one(
            "app/main.py",
            "from store.io import load\n\n\ndef run():\n    return load(\"settings.ini\")\n",
            &t,
        );
        assert_eq!((c.binds, c.args, c.line), (Binds::Yes, Some(1), 5));
        assert!(!accepted(&t, &c));
        let c = one("app/batch.py", "from store.io import load\n\n\ndef run_batch(paths):\n    return [load(p, \"utf-8\") for p in paths]\n", &t);
        assert_eq!((c.binds, c.args), (Binds::Yes, Some(2)));
        assert!(accepted(&t, &c));
        let c = one("app/warm.py", "from store.cache import Cache\n\n\ndef warm(cache: Cache):\n    return cache.load(\"settings.ini\")\n", &t);
        assert_eq!((c.binds, c.args), (Binds::No, Some(1)));
        assert!(c.reason.contains("Cache"), "{}", c.reason);
    }

    #[test]
    fn fixture_deleted_definition_head_version() {
        let head = "def legacy_total(items):\n    return sum(items)\n\n\ndef total(items, discount):\n    return sum(items) - discount\n";
        let t = target("shop/totals.py", head, "legacy_total");
        let c = one("shop/report.py", "from shop.totals import legacy_total\n\n\ndef summary(items):\n    return \"sum=%d\" % legacy_total(items)\n", &t);
        assert_eq!((c.binds, c.args, c.line), (Binds::Yes, Some(1), 5));
    }

    #[test]
    fn fixture_no_commits_repo() {
        let t = target(
            "img/ops.py",
            "def resize(img, w, h):\n    return (img, w, h)\n",
            "resize",
        );
        assert_eq!(t.defs[0].params.count, 3);
        let c = one(
            "img/thumbs.py",
            "from img.ops import resize\n\n\ndef thumbnail(img):\n    return resize(img, 64)\n",
            &t,
        );
        assert_eq!((c.binds, c.args), (Binds::Yes, Some(2)));
        assert!(!accepted(&t, &c));
    }

    #[test]
    fn fixture_py_absent_symbol_same_file_calls() {
        let src = "def compute_total(lines, tax_rate):\n    return 1\n\n\ndef render_invoice(lines):\n    return \"Total: %s\" % compute_total(lines)\n";
        let f = parse("billing/invoice.py", src);
        assert!(definitions(&f).iter().all(|d| d.name != "compute_totals"));
        let t = target("billing/invoice.py", src, "compute_total");
        let c = one("billing/invoice.py", src, &t);
        assert_eq!((c.binds, c.args, c.line), (Binds::Yes, Some(1), 6));
    }

    #[test]
    fn fixture_py_body_only_edit() {
        let t = target(
            "shop/pricing.py",
            "def total(items):\n    return 1\n",
            "total",
        );
        let src = "from shop.pricing import total\n\n\ndef receipt(cart):\n    return \"Total: %.2f\" % total(cart)\n\n\ndef needs_review(cart):\n    return total(cart) > 1000\n";
        let cs = calls_in("shop/checkout.py", src, &t);
        assert_eq!(cs.len(), 2);
        assert!(cs
            .iter()
            .all(|c| c.binds == Binds::Yes && c.args == Some(1) && accepted(&t, c)));
        assert_eq!(cs.iter().map(|c| c.line).collect::<Vec<_>>(), vec![5, 9]);
    }

    #[test]
    fn fixture_py_default_param() {
        let t = target(
            "db/conn.py",
            "def connect(host, port=5432):\n    return {}\n",
            "connect",
        );
        let c = one("db/app.py", "from db.conn import connect\n\n\ndef open_default():\n    return connect(\"localhost\")\n", &t);
        assert_eq!((c.binds, c.args), (Binds::Yes, Some(1)));
        assert!(accepted(&t, &c));
        let c = one("db/admin.py", "from db.conn import connect\n\n\ndef open_admin():\n    return connect(\"admin.local\", 6543)\n", &t);
        assert_eq!((c.binds, c.args), (Binds::Yes, Some(2)));
        assert!(accepted(&t, &c));
        let c = one("db/worker.py", "from db.pool import Pool\n\n\ndef lease(pool: Pool):\n    return pool.connect(\"replica\")\n", &t);
        assert_eq!(c.binds, Binds::No);
    }

    const ACCOUNT: &str = "\
class Account:
    def __init__(self):
        self.balance = 0
        self.memos = []

    def deposit(self, amount, memo):
        self.balance += amount
        self.memos.append(memo)
        return self.balance

    @classmethod
    def opened(cls, owner):
        return cls()

    @staticmethod
    def fee(amount):
        return 1

    def top_up(self):
        return self.deposit(5, 'top')
";

    #[test]
    fn fixture_py_method_self_add_param() {
        let t = target("bank/account.py", ACCOUNT, "deposit");
        assert_eq!(t.defs[0].params.count, 3);
        let c = one("bank/teller.py", "from bank.account import Account\n\n\ndef pay_in(acct: Account):\n    return acct.deposit(10)\n", &t);
        assert_eq!(
            (c.binds, c.args, c.supplies_receiver),
            (Binds::Yes, Some(1), true)
        );
        assert!(!accepted(&t, &c));
        let c = one("bank/online.py", "from bank.account import Account\n\n\ndef transfer_in(acct: Account, amount):\n    return acct.deposit(amount, \"online transfer\")\n", &t);
        assert_eq!((c.binds, c.args), (Binds::Yes, Some(2)));
        assert!(accepted(&t, &c));
        let c = one("bank/books.py", "from bank.ledger import Ledger\n\n\ndef post_credit(ledger: Ledger):\n    ledger.deposit(10)\n", &t);
        assert_eq!((c.binds, c.args), (Binds::No, Some(1)));
        assert!(c.reason.contains("Ledger"), "{}", c.reason);
    }

    // ---- receivers

    #[test]
    fn method_receivers() {
        let t = target("bank/account.py", ACCOUNT, "deposit");
        // self inside the owner class
        let c = one("bank/account.py", ACCOUNT, &t);
        assert_eq!(
            (c.binds, c.args, c.supplies_receiver),
            (Binds::Yes, Some(2), true)
        );
        let src = "\
from typing import Optional
from bank.account import Account
from bank.ledger import Ledger

def a(acct: Optional[Account]):
    acct.deposit(1, 'x')

def b(acct: \"Account\"):
    acct.deposit(1, 'x')

def c():
    acct = Account()
    acct.deposit(1, 'x')

def d(thing):
    thing.deposit(1)

def e():
    led = Ledger()
    led.deposit(1)

def f():
    Account.deposit(Account(), 1, 'x')

def g():
    Account().deposit(1, 'x')

def h(x: int):
    x.deposit(1)
";
        let cs = calls_in("bank/use.py", src, &t);
        let v: Vec<(usize, Binds)> = line_binds(&cs);
        assert_eq!(
            v,
            vec![
                (6, Binds::Yes),
                (9, Binds::Yes),
                (13, Binds::Yes),
                (16, Binds::Maybe),
                (20, Binds::No),
                (23, Binds::Yes),
                (26, Binds::Yes),
                (29, Binds::No),
            ]
        );
        let through_class = &cs[5];
        assert!(!through_class.supplies_receiver);
        assert_eq!(through_class.args, Some(3));
        assert!(accepted(&t, through_class));
        assert!(cs[3].supplies_receiver);
    }

    #[test]
    fn self_in_other_class_and_fields() {
        let t = target("bank/account.py", ACCOUNT, "deposit");
        let src = "\
from bank.account import Account
from bank.ledger import Ledger

class Branch:
    def __init__(self):
        self.main = Account()
        self.books: Ledger = Ledger()

    def deposit(self, x):
        pass

    def run(self):
        self.deposit(1)
        self.main.deposit(1, 'm')
        self.books.deposit(1)
";
        let cs = calls_in("bank/branch.py", src, &t);
        let v: Vec<(usize, Binds)> = line_binds(&cs);
        assert_eq!(v, vec![(13, Binds::No), (14, Binds::Yes), (15, Binds::No)]);
    }

    #[test]
    fn field_set_to_a_class_defined_in_a_method() {
        // `class Local(Account)` in setUp, `self.acct = Local()`: another method's
        // `self.acct.deposit(..)` reaches Account's; `self.mine` holds a local class with its
        // own deposit; `self.Klass(..)` calls what a field holds, not a class named Klass.
        let t = target("bank/account.py", ACCOUNT, "deposit");
        let src = "\
from bank.account import Account

class TestIt:
    def setUp(self):
        class Local(Account):
            pass

        class Mine:
            def deposit(self, x):
                pass

        self.acct = Local()
        self.mine = Mine()
        self.Klass = Local

    def run(self):
        self.acct.deposit(1, 'a')
        self.mine.deposit(1)
        made = self.Klass()
        made.deposit(1, 'k')
";
        let cs = calls_in("bank/test_it.py", src, &t);
        let v: Vec<(usize, Binds)> = line_binds(&cs);
        assert_eq!(
            v,
            vec![(17, Binds::Yes), (18, Binds::No), (20, Binds::Maybe)]
        );
    }

    #[test]
    fn inheritance_through_self_and_super() {
        let t = target("bank/account.py", ACCOUNT, "deposit");
        let src = "\
from bank.account import Account
from bank.base import Base

class Savings(Account):
    def save(self):
        self.deposit(1, 's')

class Other(Base):
    def go(self):
        self.deposit(1)

class Own(Account):
    def deposit(self, x):
        super().deposit(x, 'own')

    def go(self):
        self.deposit(2)

class Plain:
    def go(self):
        super().deposit(1)
";
        let cs = calls_in("bank/sub.py", src, &t);
        let v: Vec<(usize, Binds)> = line_binds(&cs);
        assert_eq!(
            v,
            vec![
                (6, Binds::Yes),
                (10, Binds::Maybe),
                (14, Binds::Yes),
                (17, Binds::No),
                (21, Binds::No),
            ]
        );
        assert!(cs[2].supplies_receiver);
    }

    #[test]
    fn super_of_a_standard_library_base_named_like_the_owner() {
        // httpx's `class _CookieCompatRequest(urllib.request.Request)` beside its own Request:
        // its `super().__init__(..)` is urllib's; a subclass of the repository's class is not.
        let t = target(
            "pkg/models.py",
            "class Request:\n    def __init__(self, url):\n        self.url = url\n",
            "Request.__init__",
        );
        let src = "\
import urllib.request
from pkg.models import Request

class Compat(urllib.request.Request):
    def __init__(self, r):
        super().__init__(r.url)

class Own(Request):
    def __init__(self, r):
        super().__init__(r.url)
";
        let cs = calls_in("pkg/cookies.py", src, &t);
        assert_eq!(
            line_binds(&cs),
            vec![(6, Binds::No), (10, Binds::Yes)],
            "{cs:#?}"
        );
        // A module of the repository named like a standard-library one may hold the owner.
        let shadow = src.replace("urllib.request", "pkg.models");
        let cs = calls_in("pkg/cookies.py", &shadow, &t);
        assert!(
            cs.iter().all(|c| c.binds != Binds::No || c.line != 6),
            "{cs:#?}"
        );
    }

    #[test]
    fn receiver_of_a_subclass_defined_in_the_file() {
        let t = target("bank/account.py", ACCOUNT, "deposit");
        let src = "\
from bank.account import Account

class Savings(Account):
    pass

class Locked(Account):
    def deposit(self, x):
        pass

class Strange(Mixin):
    pass

def f(s: Savings, l: Locked, g: Strange):
    s.deposit(1, 'a')
    l.deposit(1)
    g.deposit(1)
    Savings().deposit(1, 'b')
";
        let cs = calls_in("bank/sub2.py", src, &t);
        let v: Vec<(usize, Binds)> = line_binds(&cs);
        assert_eq!(
            v,
            vec![
                (14, Binds::Yes),
                (15, Binds::No),
                (16, Binds::Maybe),
                (17, Binds::Yes)
            ]
        );
    }

    #[test]
    fn receiver_typed_as_a_base_of_the_owner_is_maybe() {
        let src = "class Base:\n    def deposit(self, a):\n        pass\n\nclass Account(Base, metaclass=Meta):\n    def deposit(self, a, b):\n        pass\n";
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::create_dir_all(dir.path().join("bank")).expect("mkdir");
        std::fs::write(dir.path().join("bank/account.py"), src).expect("write");
        let ctx = RepoCtx::new(dir.path().to_path_buf());
        let t = target("bank/account.py", src, "Account.deposit");
        let caller = "from bank.account import Base\nfrom typing import Any\n\ndef f(b: Base, o: Other, a: Any):\n    b.deposit(1)\n    o.deposit(1)\n    a.deposit(1)\n";
        let cs = calls(&parse("x.py", caller), &t, &ctx);
        let v: Vec<Binds> = cs.iter().map(|c| c.binds).collect();
        assert_eq!(v, vec![Binds::Maybe, Binds::No, Binds::Maybe]);
        assert_eq!(owner_bases(src, "Account"), vec!["Base".to_string()]);
    }

    #[test]
    fn staticmethod_and_classmethod_targets() {
        let t = target("bank/account.py", ACCOUNT, "fee");
        assert!(!t.defs[0].params.receiver);
        let c = one(
            "x.py",
            "from bank.account import Account\nAccount.fee(3)\n",
            &t,
        );
        assert_eq!(c.binds, Binds::Yes);
        assert!(accepted(&t, &c));
        let t = target("bank/account.py", ACCOUNT, "opened");
        let c = one(
            "x.py",
            "from bank.account import Account\nAccount.opened('ann')\n",
            &t,
        );
        assert_eq!(c.binds, Binds::Yes);
        assert!(c.supplies_receiver, "cls is supplied through the class");
        assert!(accepted(&t, &c));
    }

    #[test]
    fn class_and_constructor_targets() {
        let t = target("bank/account.py", ACCOUNT, "Account");
        let src = "\
from bank.account import Account
import bank.account
import bank.account as ba

def f():
    a = Account()
    b = bank.account.Account()
    c = ba.Account()
    return a, b, c
";
        let cs = calls_in("bank/x.py", src, &t);
        assert_eq!(cs.len(), 3);
        assert!(
            cs.iter()
                .all(|c| c.binds == Binds::Yes && c.supplies_receiver),
            "{cs:#?}"
        );
        let t = target("bank/account.py", ACCOUNT, "Account.__init__");
        assert_eq!(t.kind, DefKind::Constructor);
        let c = one(
            "bank/y.py",
            "from bank.account import Account\n\ndef f():\n    return Account(1)\n",
            &t,
        );
        assert_eq!(
            (c.binds, c.args, c.supplies_receiver),
            (Binds::Yes, Some(1), true)
        );
        assert!(!accepted(&t, &c), "__init__(self) takes no argument");
        // the class itself is called inside its own file, and as `cls()` in its class method
        let got: Vec<(usize, Binds)> = line_binds(&calls_in(
            "bank/account.py",
            &format!("{ACCOUNT}\nDEFAULT = Account()\n"),
            &target("bank/account.py", ACCOUNT, "Account"),
        ));
        assert_eq!(got, vec![(13, Binds::Yes), (22, Binds::Yes)]);
    }

    // ---- imports

    #[test]
    fn import_forms() {
        let t = target("store/io.py", IO, "load");
        let src = "\
import store.io
import store.io as sio
from store import io
from store import io as sio2
import json

def f():
    store.io.load('a', 'b')
    sio.load('a', 'b')
    io.load('a', 'b')
    sio2.load('a', 'b')
    json.load(fh)
";
        let cs = calls_in("app/f.py", src, &t);
        let v: Vec<(usize, Binds)> = line_binds(&cs);
        assert_eq!(
            v,
            vec![
                (8, Binds::Yes),
                (9, Binds::Yes),
                (10, Binds::Yes),
                (11, Binds::Yes),
                (12, Binds::No)
            ]
        );
    }

    #[test]
    fn aliases_and_other_modules() {
        let t = target("store/io.py", IO, "load");
        let cs = calls_in("app/a.py", "from store.io import load as ld\nfrom json import load\n\ndef f():\n    load(fh)\n    ld('a')\n", &t);
        // `load(...)` comes from json; `ld` is the target imported under another name
        assert_eq!(cs.len(), 2, "{cs:#?}");
        assert_eq!((cs[0].line, cs[0].binds), (5, Binds::No));
        assert!(cs[0].reason.contains("json"), "{}", cs[0].reason);
        assert_eq!((cs[1].line, cs[1].binds), (6, Binds::Yes));
        let c = one(
            "app/b.py",
            "from store.io import reader as load\nload('x')\n",
            &t,
        );
        assert_eq!(c.binds, Binds::No);
        let c = one("app/c.py", "def load(p):\n    pass\n\nload('x')\n", &t);
        assert_eq!(c.binds, Binds::No);
        let c = one("app/d.py", "def f():\n    load('x')\n", &t);
        assert_eq!(c.binds, Binds::Maybe);
    }

    #[test]
    fn relative_imports() {
        let t = target("store/io.py", IO, "load");
        let c = one("store/api.py", "from .io import load\nload('a', 'b')\n", &t);
        assert_eq!(c.binds, Binds::Yes);
        let c = one("store/api.py", "from . import io\nio.load('a', 'b')\n", &t);
        assert_eq!(c.binds, Binds::Yes);
        let c = one(
            "store/sub/deep.py",
            "from ..io import load\nload('a', 'b')\n",
            &t,
        );
        assert_eq!(c.binds, Binds::Yes);
        let c = one(
            "store/__init__.py",
            "from .io import load\nload('a', 'b')\n",
            &t,
        );
        assert_eq!(c.binds, Binds::Yes);
        let c = one(
            "store/sub/deep.py",
            "from .io import load\nload('a', 'b')\n",
            &t,
        );
        assert_eq!(
            c.binds,
            Binds::No,
            "store.sub.io is another module: {}",
            c.reason
        );
        // src/ layout
        let t = target("src/store/io.py", IO, "load");
        let c = one(
            "src/app/m.py",
            "from store.io import load\nload('a', 'b')\n",
            &t,
        );
        assert_eq!(c.binds, Binds::Yes);
        let c = one(
            "src/store/m.py",
            "from .io import load\nload('a', 'b')\n",
            &t,
        );
        assert_eq!(c.binds, Binds::Yes);
    }

    #[test]
    fn wildcard_imports() {
        let t = target("store/io.py", IO, "load");
        let c = one("app/w.py", "from store.io import *\nload('a')\n", &t);
        assert_eq!(c.binds, Binds::Yes);
        let c = one("app/w.py", "from other import *\nload('a')\n", &t);
        assert_eq!(c.binds, Binds::Maybe);
        let c = one(
            "app/w.py",
            "from other import *\ndef load(x):\n    pass\nload('a')\n",
            &t,
        );
        assert_eq!(c.binds, Binds::No);
    }

    #[test]
    fn reexport_checks_repository_module() {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::create_dir_all(dir.path().join("pkg")).expect("mkdir");
        std::fs::write(
            dir.path().join("pkg/__init__.py"),
            "from store.io import load\n",
        )
        .expect("write");
        std::fs::write(dir.path().join("pkg/own.py"), "def load(p):\n    pass\n").expect("write");
        let ctx = RepoCtx::new(dir.path().to_path_buf());
        let t = target("store/io.py", IO, "load");
        // pkg/__init__.py re-exports the target: proved
        let c = calls(
            &parse("app/a.py", "from pkg import load\nload(1)\n"),
            &t,
            &ctx,
        );
        assert_eq!(c[0].binds, Binds::Yes, "{}", c[0].reason);
        let c = calls(
            &parse("app/a.py", "from pkg.own import load\nload(1)\n"),
            &t,
            &ctx,
        );
        assert_eq!(c[0].binds, Binds::No);
        // through a package chain, a star import, and a module attribute
        for (path, text) in [
            ("top/__init__.py", "from .mid import *\n"),
            ("top/mid.py", "from pkg import load\n"),
            ("other/__init__.py", "from .impl import *\n"),
            ("other/impl.py", "def load(p):\n    pass\n"),
            ("renamed/__init__.py", "from store.io import dump as load\n"),
        ] {
            let p = dir.path().join(path);
            std::fs::create_dir_all(p.parent().expect("parent")).expect("mkdir");
            std::fs::write(p, text).expect("write");
        }
        let binds = |src: &str| calls(&parse("app/a.py", src), &t, &ctx)[0].binds;
        assert_eq!(binds("from top import load\nload(1)\n"), Binds::Yes);
        assert_eq!(binds("import top\ntop.load(1)\n"), Binds::Yes);
        assert_eq!(binds("from other import load\nload(1)\n"), Binds::Maybe);
        assert_eq!(binds("from renamed import load\nload(1)\n"), Binds::No);
    }

    #[test]
    fn renamed_reexport_is_another_name_of_the_target() {
        // A package `__init__.py` re-exporting a module's function under another name, and a
        // package above it re-exporting that name again (the shape of a library's public
        // API over its private modules).
        let dir = tempfile::tempdir().expect("tempdir");
        for (path, text) in [
            (
                "imgkit/_ops/transform.py",
                "def scale(img, factor):\n    return img\n",
            ),
            (
                "imgkit/_ops/__init__.py",
                "from .transform import scale as resize, scale\n",
            ),
            (
                "imgkit/__init__.py",
                "from ._ops import resize as thumbnail\nfrom ._ops import *\n",
            ),
            ("other/__init__.py", "def resize(img):\n    return img\n"),
        ] {
            let p = dir.path().join(path);
            std::fs::create_dir_all(p.parent().expect("parent")).expect("mkdir");
            std::fs::write(p, text).expect("write");
        }
        let ctx = RepoCtx::new(dir.path().to_path_buf());
        let t = target(
            "imgkit/_ops/transform.py",
            "def scale(img, factor):\n    return img\n",
            "scale",
        );
        assert_eq!(other_names(&t, &ctx), vec!["resize", "thumbnail"]);
        let calls_of = |src: &str| -> Vec<(usize, Binds)> {
            calls(&parse("app/views.py", src), &t, &ctx)
                .iter()
                .map(|c| (c.line, c.binds))
                .collect()
        };
        // Every spelling that reaches the target is a call of it, proved.
        let src = "\
from imgkit._ops import resize
from imgkit import thumbnail as thumb
import imgkit

def show(img):
    a = resize(img)
    b = thumb(img, 2)
    c = imgkit.thumbnail(img)
    return imgkit.resize(img, 3)
";
        assert_eq!(
            calls_of(src),
            vec![
                (6, Binds::Yes),
                (7, Binds::Yes),
                (8, Binds::Yes),
                (9, Binds::Yes)
            ]
        );
        // The same names reaching anything else are no calls of it at all.
        let src = "\
from other import resize

def show(img, thumbnail):
    thumbnail(img)
    return resize(img)
";
        assert_eq!(calls_of(src), vec![]);
    }

    #[test]
    fn unannotated_override_parameter_takes_the_overridden_annotation() {
        // click's pattern: a command class overriding `get_command`/`parse_args` without
        // annotations, calling `ctx.fail(..)` — a type checker types `ctx` as the base's
        // `Context`, when the override's parameters are the base's, names and kinds.
        const CORE: &str = "\
import typing as t

class Context:
    def fail(self, message: str) -> t.NoReturn:
        raise RuntimeError(message)

class BaseCommand:
    def parse_args(self, ctx: Context, args: t.List[str]) -> t.List[str]:
        raise NotImplementedError

class Group(BaseCommand):
    def get_command(self, ctx: Context, cmd_name: str) -> t.Optional[BaseCommand]:
        return None
";
        let dir = tempfile::tempdir().expect("tempdir");
        for (path, text) in [
            ("src/click/core.py", CORE),
            (
                "src/click/__init__.py",
                "from .core import BaseCommand as BaseCommand\nfrom .core import Group as Group\n",
            ),
        ] {
            let p = dir.path().join(path);
            std::fs::create_dir_all(p.parent().expect("parent")).expect("mkdir");
            std::fs::write(p, text).expect("write");
        }
        let ctx = RepoCtx::new(dir.path().to_path_buf());
        let t = target("src/click/core.py", CORE, "Context.fail");
        let binds = |path: &str, src: &str| -> Vec<(usize, Binds)> {
            calls(&parse(path, src), &t, &ctx)
                .iter()
                .map(|c| (c.line, c.binds))
                .collect()
        };
        let src = "\
import click

class AliasedGroup(click.Group):
    def get_command(self, ctx, cmd_name):
        ctx.fail(f\"Too many matches: {cmd_name}\")

class Renamed(click.Group):
    def get_command(self, context, name):
        context.fail(name)

class Extra(click.Group):
    def get_command(self, ctx, cmd_name, extra):
        ctx.fail(extra)
";
        // Only the override whose parameters are the base's is typed by it.
        assert_eq!(
            binds("examples/aliases/aliases.py", src),
            vec![(5, Binds::Yes), (9, Binds::Maybe), (13, Binds::Maybe)]
        );
        // A class local to a test function, overriding a base of the base.
        let src = "\
import click

def test_base_command(runner):
    class OptParseCommand(click.BaseCommand):
        def parse_args(self, ctx, args):
            ctx.fail(str(args))
";
        assert_eq!(binds("tests/test_commands.py", src), vec![(6, Binds::Yes)]);
    }

    // ---- shadowing, nesting, args

    #[test]
    fn shadowing_and_nested_functions() {
        let src = "\
def helper(x):
    return x

def outer(a):
    def helper(y, z):
        return y
    return helper(a, 1)

def uses_param(helper):
    return helper(1)

def plain():
    return helper(2)
";
        let t = target("m.py", src, "helper");
        assert!(t.scope.is_empty());
        let cs = calls_in("m.py", src, &t);
        let v: Vec<(usize, Binds)> = line_binds(&cs);
        assert_eq!(
            v,
            vec![(7, Binds::No), (10, Binds::Maybe), (13, Binds::Yes)]
        );
        // the nested one as target
        let nested = definitions(&parse("m.py", src))
            .into_iter()
            .filter(|d| d.name == "helper" && !d.scope.is_empty())
            .collect::<Vec<_>>();
        let t2 = Target {
            name: "helper".into(),
            kind: DefKind::Function,
            scope: vec!["outer".into()],
            rel_path: "m.py".into(),
            lang: Lang::Python,
            defs: nested,
        };
        let cs = calls_in("m.py", src, &t2);
        let v: Vec<(usize, Binds)> = line_binds(&cs);
        assert_eq!(v[0], (7, Binds::Yes));
        assert_eq!(v[2], (13, Binds::No));
    }

    #[test]
    fn lambda_parameters_shadow() {
        let t = target("store/io.py", IO, "load");
        let c = one(
            "app/l.py",
            "from store.io import load\nf = lambda load: load(1)\n",
            &t,
        );
        assert_eq!(c.binds, Binds::Maybe, "{}", c.reason);
    }

    #[test]
    fn a_parameter_typed_by_another_default_is_not_the_target() {
        // toolz's tests: `def test_is_valid(check_valid=_is_valid_args)` aliases its parameter
        // (`orig_check_valid = check_valid`) and rebinds it to a lambda; pyright types the
        // parameter by its default, `_sigs._is_valid_args`, never the module's check_valid.
        let sigs = "def check_valid(sig, args, kwargs, strict):\n    pass\n\n\
                    def _is_valid_args(func, args, kwargs):\n    pass\n";
        let t = target("toolz/_signatures.py", sigs, "check_valid");
        let head = "from toolz._signatures import _is_valid_args, check_valid\n\n";
        let shadowed = format!(
            "{head}def test_is_valid(check_valid=_is_valid_args):\n\
             \x20   orig_check_valid = check_valid\n\
             \x20   check_valid = lambda f, *a, **k: orig_check_valid(f, a, k)\n\
             \x20   assert check_valid(f, 1, 2)\n"
        );
        let cs = calls_in("toolz/tests/t.py", &shadowed, &t);
        // the alias's call is no call of the target at all; the rebound name's is excluded
        assert_eq!(cs.len(), 1, "{cs:#?}");
        assert_eq!(
            (cs[0].line, cs[0].binds),
            (6, Binds::No),
            "{}",
            cs[0].reason
        );
        assert!(
            cs[0].reason.contains("defaulting to _is_valid_args"),
            "{}",
            cs[0].reason
        );
        // A default that is the target, another rebinding than a lambda, an annotation or
        // no default at all: the parameter may hold the target, as before.
        for (params, body) in [
            ("check_valid=check_valid", ""),
            ("check_valid=_is_valid_args", "    check_valid = pick()\n"),
            ("check_valid: object = _is_valid_args", ""),
            ("check_valid", ""),
            ("check_valid=None", ""),
        ] {
            let src = format!("{head}def g({params}):\n{body}    return check_valid(1, 2, 3)\n");
            let c = one("toolz/tests/t.py", &src, &t);
            assert_eq!(c.binds, Binds::Maybe, "{params}: {}", c.reason);
            assert!(c.reason.contains("parameter"), "{params}: {}", c.reason);
        }
        // a default read in the scope around the function: a name the function rebinds
        // itself is still the module's there
        let src = format!(
            "{head}def h(check_valid=_is_valid_args):\n    _is_valid_args = check_valid\n\
             \x20   return check_valid(1, 2, 3)\n"
        );
        let c = one("toolz/tests/t.py", &src, &t);
        assert_eq!(c.binds, Binds::No, "{}", c.reason);
    }

    #[test]
    fn imported_lowercase_object_is_not_assumed_a_module() {
        let t = target("bank/account.py", ACCOUNT, "deposit");
        // `from app import teller` may be an object, not a module: unknown receiver
        let c = one("x.py", "from app import teller\nteller.deposit(1)\n", &t);
        assert_eq!(c.binds, Binds::Maybe);
        // a repository module imported that way is a module: a method cannot be reached
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::create_dir_all(dir.path().join("app")).expect("mkdir");
        std::fs::write(
            dir.path().join("app/teller.py"),
            "def deposit(a):\n    pass\n",
        )
        .expect("write");
        let ctx = RepoCtx::new(dir.path().to_path_buf());
        let cs = calls(
            &parse("x.py", "from app import teller\nteller.deposit(1)\n"),
            &t,
            &ctx,
        );
        assert_eq!(cs[0].binds, Binds::No);
    }

    #[test]
    fn splat_and_keyword_args() {
        let t = target("store/io.py", IO, "load");
        let src = "\
from store.io import load
load('a', encoding='x')
load(*paths)
load(**opts)
load('a', *rest)
load(p for p in ps)
load(
    'a',  # comment
    'b',
)
";
        let cs = calls_in("app/s.py", src, &t);
        let v: Vec<Option<usize>> = cs.iter().map(|c| c.args).collect();
        assert_eq!(v, vec![Some(2), None, None, None, Some(1), Some(2)]);
        assert_eq!(cs[5].line, 7);
    }

    #[test]
    fn a_splat_of_a_tuple_bound_once_counts_its_items() {
        // packaging's tests/test_tags.py: `args = "py3", "none", "any"` then `tags.Tag(*args)`,
        // which pyright rejects once Tag takes a fourth parameter. A name that is a parameter,
        // holds a tuple with a splat or a choice of tuples, or is rebound (`+=`) stays unknown.
        let t = target("store/io.py", IO, "load");
        let src = "\
from store.io import load

def a():
    args = 'x', 'y'
    load(*args)
    load('w', *args, k=1)

def b(args):
    load(*args)

def c(more):
    args = ('x', *more)
    load(*args)

def d():
    args = 'x', 'y'
    args += ('z',)
    load(*args)

def e():
    args = ('x',)
    def inner():
        load(*args)

def f(c):
    args = ('x',) if c else ('x', 'y')
    load(*args)
    load(*args, **c)
";
        let cs = calls_in("app/s.py", src, &t);
        let v: Vec<Option<usize>> = cs.iter().map(|c| c.args).collect();
        assert_eq!(
            v,
            vec![Some(2), Some(4), None, None, None, Some(1), None, None]
        );
        assert_eq!(cs[1].keywords, vec!["k".to_string()]);
        assert!(accepted(&t, &cs[0]));
        assert!(!accepted(&t, &cs[5]));
    }

    #[test]
    fn a_splat_fills_no_keyword_only_parameter_and_a_double_splat_no_positional_one() {
        // intervaltree's `Interval(*t)` once `__new__` takes a required keyword-only
        // parameter; toolz's `update_in(d, keys, func, None, **kw)` once `default` is
        // keyword-only: pyright rejects both whatever the splat holds.
        let kw_only = "def load(path, *, encoding):\n    return path\n";
        let t = target("store/io.py", kw_only, "load");
        let src = "\
from store.io import load

def a(args, kw):
    load(*args)
    load(*args, encoding='x')
    load(*args, **kw)
    load('p', *args)

def e(response: str, args):
    # werkzeug's force_type: pyright narrows `response` to Never here and checks nothing
    if not isinstance(response, str):
        load(*args)
";
        let fits: Vec<Option<Vec<bool>>> = calls_in("app/s.py", src, &t)
            .into_iter()
            .map(|c| c.fits)
            .collect();
        assert_eq!(
            fits,
            vec![Some(vec![false]), None, None, Some(vec![false]), None]
        );
        let positional =
            "def update_in(d, keys, func, *, default=None, factory=dict):\n    return d\n\n\
                          def spread(d, *rest, default=None):\n    return d\n";
        let t = target("store/io.py", positional, "update_in");
        let src = "\
from store.io import update_in

def b(d, kw):
    update_in(d, ['z'], str, None, **kw)
    update_in(d, ['z'], str, **kw)
    update_in(d, ['z'], str, default=None, **kw)
    update_in(d, ['z'], *kw)
";
        let fits: Vec<Option<Vec<bool>>> = calls_in("app/s.py", src, &t)
            .into_iter()
            .map(|c| c.fits)
            .collect();
        assert_eq!(fits, vec![Some(vec![false]), None, None, None]);
        // a `*args` collects any number of positional arguments
        let t = target("store/io.py", positional, "spread");
        let src = "from store.io import spread\n\ndef c(d, kw):\n    spread(d, 1, 2, 3, **kw)\n";
        assert_eq!(one("app/s.py", src, &t).fits, None);
        // bidict's `iteritems(arg, **kw)` once `iteritems(arg, strict, /, **kw)`: no keyword
        // fills a positional-only parameter; one passed by position, a default, or a `*xs`
        // beside the `**kw` may fill it
        let posonly = "def iteritems(arg, strict, /, **kw):\n    return arg\n\n\
                       def later(arg, strict=False, /, **kw):\n    return arg\n";
        let t = target("store/io.py", posonly, "iteritems");
        let src = "\
from store.io import iteritems

def d(arg, kw, xs):
    iteritems(arg, **kw)
    iteritems(**kw)
    iteritems(arg, True, **kw)
    iteritems(*xs, **kw)
";
        let fits: Vec<Option<Vec<bool>>> = calls_in("app/s.py", src, &t)
            .into_iter()
            .map(|c| c.fits)
            .collect();
        assert_eq!(fits, vec![Some(vec![false]), Some(vec![false]), None, None]);
        let t = target("store/io.py", posonly, "later");
        let src = "from store.io import later\n\ndef e(arg, kw):\n    later(arg, **kw)\n";
        assert_eq!(one("app/s.py", src, &t).fits, None);
    }

    /// parso's `load_grammar`: unannotated, it returns an item of a module-level dict
    /// declared `Dict[str, 'Grammar']` or what `setdefault` on it gives, inside a `try` whose
    /// handlers return or raise.
    const GRAMMAR: &str = "\
from typing import Dict, Mapping

class Grammar:
    def parse(self, code, *, error_recovery):
        return code

_loaded: Dict[str, 'Grammar'] = {}
_frozen: Mapping[str, Grammar] = {}

def load_grammar(*, version=None):
    global _loaded
    try:
        return _loaded[version]
    except KeyError:
        try:
            grammar = Grammar()
            return _loaded.setdefault(version, grammar)
        except FileNotFoundError:
            raise NotImplementedError(version)

def falls_through(version):
    try:
        return _loaded[version]
    except KeyError:
        pass

def rebinds(version):
    _loaded = {}
    return _loaded[version]

def maybe_none(version):
    return _loaded.get(version)

def sliced(version):
    return _loaded[1:2]

def immutable(version, g):
    return _frozen.setdefault(version, g)
";

    #[test]
    fn an_unannotated_function_returning_an_item_of_a_declared_mapping_gives_its_values() {
        let repo = testkit::scratch(&[("pkg/grammar.py", GRAMMAR)]);
        let t = target("pkg/grammar.py", GRAMMAR, "Grammar.parse");
        let src = "\
from pkg.grammar import load_grammar, falls_through, rebinds, maybe_none, sliced, immutable

def test_local():
    grammar = load_grammar()
    grammar.parse('a')

def test_chained():
    load_grammar(version='3.8').parse('a')

class Checker:
    def __init__(self, version):
        self.grammar = load_grammar(version=version)

    def get_error(self, code):
        return self.grammar.parse(code)

def test_open(v, g):
    falls_through(v).parse('a')
    rebinds(v).parse('a')
    maybe_none(v).parse('a')
    sliced(v).parse('a')
    immutable(v, g).parse('a')
";
        let got: Vec<Binds> = typed_binds(&repo, &t, src)
            .into_iter()
            .map(|(b, _)| b)
            .collect();
        assert_eq!(
            got,
            vec![
                Binds::Yes,
                Binds::Yes,
                Binds::Yes,
                Binds::Maybe,
                Binds::Maybe,
                Binds::Maybe,
                Binds::Maybe,
                Binds::Maybe
            ]
        );
    }

    #[test]
    fn a_name_an_except_clause_binds_is_an_instance_of_the_class_caught() {
        // lark's load_grammar: `except UnexpectedCharacters as e: context = e.get_context(text)`
        // then `except UnexpectedToken as e:` with the same call, each read in its handler.
        let exc = "\
class UnexpectedInput(Exception):
    def get_context(self, text, span):
        return text

class UnexpectedCharacters(UnexpectedInput):
    pass

class UnexpectedToken(UnexpectedInput):
    pass

class Other(Exception):
    def get_context(self, text):
        return text
";
        let repo = testkit::scratch(&[("pkg/exceptions.py", exc)]);
        let t = target("pkg/exceptions.py", exc, "UnexpectedInput.get_context");
        let src = "\
from pkg.exceptions import UnexpectedCharacters, UnexpectedToken, Other

def parse(text, run):
    try:
        run(text)
    except UnexpectedCharacters as e:
        e.get_context(text)
    except UnexpectedToken as e:
        e.get_context(text)
    except Other as e:
        e.get_context(text)
    except (UnexpectedToken, Other) as e:
        e.get_context(text)

def later(text, run):
    try:
        run(text)
    except UnexpectedToken as e:
        e = run(e)
        e.get_context(text)
    except UnexpectedCharacters as e:
        f = lambda: e.get_context(text)
";
        let got: Vec<Binds> = typed_binds(&repo, &t, src)
            .into_iter()
            .map(|(b, _)| b)
            .collect();
        assert_eq!(
            got,
            vec![
                Binds::Yes,
                Binds::Yes,
                Binds::No,
                Binds::Maybe,
                Binds::Maybe,
                Binds::Maybe
            ]
        );
    }

    #[test]
    fn parameters_are_checked_one_by_one() {
        // CPython 3 on these calls: line 2 and the second call of line 4 run; line 3 "missing 1
        // required keyword-only argument: 'encoding'", line 4's first "got some positional-only
        // arguments passed as keyword arguments: 'path'", line 5 "takes 1 positional argument
        // but 2 were given", line 6 "got an unexpected keyword argument 'mode'".
        let io = "def load(path, /, *, encoding, strict=False):\n    pass\n";
        let t = target("store/io.py", io, "load");
        let p = &t.defs[0].params;
        let kinds: Vec<ParamKind> = p.list.iter().map(|x| x.kind).collect();
        assert_eq!(
            kinds,
            vec![
                ParamKind::PositionalOnly,
                ParamKind::KeywordOnly,
                ParamKind::KeywordOnly
            ]
        );
        assert_eq!((p.count, p.required), (3, 2));
        let src = "\
from store.io import load
load('a', encoding='u')
load('a', strict=True)
load(path='a', encoding='u', strict=True) if x else load('a', encoding='u', strict=True)
load('a', 'u')
load('a', encoding='u', mode='r')
";
        let cs = calls_in("app/s.py", src, &t);
        assert_eq!(cs[1].keywords, vec!["strict".to_string()]);
        let ok: Vec<bool> = cs.iter().map(|c| accepted(&t, c)).collect();
        assert_eq!(ok, vec![true, false, false, true, false, false]);
    }

    #[test]
    fn star_args_and_kwargs_collect() {
        let src = "class A:\n    def m(self, a, *rest, k=1, **kw):\n        pass\n";
        let t = target("a.py", src, "A.m");
        let list = &t.defs[0].params.list;
        let names: Vec<&str> = list.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, vec!["self", "a", "rest", "k", "kw"]);
        assert_eq!(list[3].kind, ParamKind::KeywordOnly);
        let src2 = "from a import A\ndef f(x: A):\n    x.m(1, 2, 3, k=2, other=5)\n    x.m(k=2)\n";
        // CPython 3: the first runs, the second "missing 1 required positional argument: 'a'".
        let cs = calls_in("b.py", src2, &t);
        assert_eq!(cs.len(), 2);
        assert!(accepted(&t, &cs[0]));
        assert!(!accepted(&t, &cs[1]));
    }

    #[test]
    fn strings_and_comments_are_not_calls() {
        let t = target("store/io.py", IO, "load");
        let cs = calls_in(
            "app/x.py",
            "# load(1)\nx = 'load(2)'\n\"\"\"load(3)\"\"\"\n",
            &t,
        );
        assert!(cs.is_empty());
    }

    #[test]
    fn free_function_target_through_a_value_is_excluded() {
        let t = target("store/io.py", IO, "load");
        // a parameter, a call's result or a literal is no module: the module-level load is not
        // its attribute
        for src in [
            "def f(thing):\n    thing.load(1)\n",
            "def f():\n    thing = make()\n    thing.load(1)\n",
            "def f():\n    thing = {}\n    thing.load(1)\n",
            "def f():\n    make().load(1)\n",
        ] {
            let c = one("app/x.py", src, &t);
            assert_eq!(c.binds, Binds::No, "{src}: {}", c.reason);
            assert!(!c.supplies_receiver);
        }
        // a name that may be a module stays open
        for src in [
            "from app import plugins\nplugins.load(1)\n",
            "def f():\n    m = importlib.import_module('store.io')\n    m.load(1)\n",
            "def f(mods):\n    for m in mods:\n        m.load(1)\n",
        ] {
            let c = one("app/x.py", src, &t);
            assert_eq!(c.binds, Binds::Maybe, "{src}: {}", c.reason);
        }
    }

    #[test]
    fn broken_source_does_not_panic() {
        let t = target("store/io.py", IO, "load");
        let _ = calls_in("app/x.py", "def f(:\n  load(( \nclass", &t);
        let _ = definitions(&parse("x.py", "def (\nclass :\n@\n"));
    }

    // ---- receivers typed the way a type checker types them

    /// A small typed package: `Document` derives from `Container` (in another module), is
    /// re-exported by the package, and is what `parse` returns.
    const PKG: &[(&str, &str)] = &[
        ("pkg/__init__.py", "from pkg.api import parse, document\nfrom pkg.doc import Document\n"),
        (
            "pkg/api.py",
            "from __future__ import annotations\nfrom pkg.doc import Document\n\n\
             def parse(s: str) -> Document:\n    return Document()\n\n\
             def document() -> 'Document':\n    return Document()\n",
        ),
        (
            "pkg/doc.py",
            "from pkg.container import Container\n\nclass Document(Container):\n    pass\n\n\
             class Own(Container):\n    def as_string(self) -> str:\n        return ''\n",
        ),
        (
            "pkg/items.py",
            "from pkg import container\n\nclass Item:\n    def as_string(self) -> str:\n        return ''\n\n\
             class Table(Item):\n    def __init__(self, value: container.Container) -> None:\n        self._value = value\n\n\
             class Sub(Table):\n    def render(self):\n        return self._value.as_string()\n\n\
             class Mixed(Item, container.Container):\n    pass\n",
        ),
    ];

    const CONTAINER: &str = "from __future__ import annotations\nfrom pkg.items import Item\n\n\
        class Container(dict):\n\
        \x20   def as_string(self, indent: int) -> str:\n        return ''\n\n\
        \x20   def copy(self) -> Container:\n        return self\n\n\
        \x20   def __getitem__(self, key: str) -> Item | Container:\n        return self\n\n\
        \x20   def __init__(self, parsed: bool) -> None:\n        super().__init__()\n";

    fn typed_repo() -> testkit::Scratch {
        let mut files = PKG.to_vec();
        files.push(("pkg/container.py", CONTAINER));
        testkit::scratch(&files)
    }

    fn typed_binds(repo: &testkit::Scratch, t: &Target, src: &str) -> Vec<(Binds, String)> {
        calls(&parse("tests/test_x.py", src), t, &repo.ctx)
            .into_iter()
            .map(|c| (c.binds, c.reason))
            .collect()
    }

    #[test]
    fn receiver_typed_by_a_reexported_functions_return_annotation() {
        let repo = typed_repo();
        let t = target("pkg/container.py", CONTAINER, "Container.as_string");
        for src in [
            "from pkg import parse\n\ndef test():\n    doc = parse('x')\n    doc.as_string()\n",
            "import pkg\n\ndef test():\n    doc = pkg.document()\n    assert doc.as_string() == ''\n",
            "from pkg import Document\n\ndef test():\n    doc = Document()\n    doc.as_string()\n",
            "import copy\nfrom pkg import parse\n\ndef test():\n    d = copy.deepcopy(parse('x'))\n    d.as_string()\n",
            "from pkg import parse\n\ndef test():\n    parse('x').copy().as_string()\n",
        ] {
            let got = typed_binds(&repo, &t, src);
            assert_eq!(got.len(), 1, "{src}");
            assert_eq!(got[0].0, Binds::Yes, "{src}: {}", got[0].1);
        }
        // a subclass with its own as_string, and a value of an unrelated class: not the target
        let src = "from pkg.doc import Own\nfrom pkg.items import Item\n\n\
                   def test(i: Item):\n    Own().as_string()\n    i.as_string()\n";
        let got = typed_binds(&repo, &t, src);
        assert!(got.iter().all(|(b, _)| *b == Binds::No), "{got:?}");
    }

    /// A module-level alias of a class (boltons' `OMD = OrderedMultiDict`, imported by the
    /// tests as `OMD`) is that class to a type checker when nothing else binds the name in its
    /// module: an instance made through it has the class's methods. A name bound again
    /// anywhere in the module (a second assignment, one in a block, a `global` rebinding in a
    /// function, a loop target) keeps the verdict open, as before.
    #[test]
    fn receiver_typed_through_a_module_level_alias_of_a_class() {
        let mut files = PKG.to_vec();
        files.push(("pkg/container.py", CONTAINER));
        let aliases = "\
from pkg.container import Container
from pkg import doc
from pkg.items import Item

Cont = Container
Dotted = doc.Document
Mine = doc.Own
Twice = Container
Twice = Item
Nested = Container
Globbed = Container
Looped = Container
Chained = Container
Tupled = Container
if Item:
    Nested = Item

def rebind():
    global Globbed
    Globbed = Item

for Looped in [Item]:
    pass

a = Chained = Item
Tupled, b = Item, 1
";
        files.push(("pkg/aliases.py", aliases));
        let repo = testkit::scratch(&files);
        let t = target("pkg/container.py", CONTAINER, "Container.as_string");
        let call = |alias: &str| {
            format!(
                "from pkg.aliases import {alias}\n\ndef test():\n    \
                 c = {alias}(True)\n    c.as_string(1)\n"
            )
        };
        for alias in ["Cont", "Dotted"] {
            let src = call(alias);
            let got = typed_binds(&repo, &t, &src);
            assert_eq!(got.len(), 1, "{src}");
            assert_eq!(got[0].0, Binds::Yes, "{src}: {}", got[0].1);
        }
        // through the module, and an alias used in its own module
        for src in [
            "import pkg.aliases\n\ndef test():\n    pkg.aliases.Cont(True).as_string(1)\n",
            "from pkg import aliases\n\ndef test():\n    aliases.Cont(True).as_string(1)\n",
        ] {
            let got = typed_binds(&repo, &t, src);
            assert_eq!(got.len(), 1, "{src}");
            assert_eq!(got[0].0, Binds::Yes, "{src}: {}", got[0].1);
        }
        // a subclass with its own as_string: not the target
        let got = typed_binds(&repo, &t, &call("Mine"));
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].0, Binds::No, "{}", got[0].1);
        for alias in ["Twice", "Nested", "Globbed", "Looped", "Chained", "Tupled"] {
            let src = call(alias);
            let got = typed_binds(&repo, &t, &src);
            assert_eq!(got.len(), 1, "{src}");
            assert_eq!(got[0].0, Binds::Maybe, "{src}: {}", got[0].1);
        }
    }

    #[test]
    fn receiver_typed_by_the_assignment_that_reaches_it() {
        // tomlkit's test: `doc` is rebound to a copy of itself, each read sees the last
        // assignment before it (a type checker narrows to it).
        let repo = typed_repo();
        let t = target("pkg/container.py", CONTAINER, "Container.as_string");
        let src = "\
import copy
from pkg import parse
from pkg.items import Item

def test_toml_document_can_be_copied(content, flag):
    doc = parse(content)
    doc = copy.copy(doc)
    doc.as_string()
    doc = parse(content)
    doc = doc.copy()
    doc.as_string()
    doc = Item()
    doc.as_string()
    if flag:
        doc = parse(content)
    doc.as_string()
    for line in content:
        doc.as_string()
        doc = parse(line)
";
        let got: Vec<Binds> = typed_binds(&repo, &t, src)
            .into_iter()
            .map(|(b, _)| b)
            .collect();
        // After `if flag:` either value may reach the read, and in the loop the next turn
        // sees the loop's own assignment: both stay open, as before.
        assert_eq!(
            got,
            vec![
                Binds::Yes,
                Binds::Yes,
                Binds::No,
                Binds::Maybe,
                Binds::Maybe
            ],
        );
    }

    /// The modules a receiver's type is read from are summarised by the token scan, not
    /// parsed (the measurement never searches them).
    #[test]
    fn modules_read_only_for_types_are_not_parsed() {
        let repo = typed_repo();
        let t = target("pkg/container.py", CONTAINER, "Container.as_string");
        let py = crate::lang::Lang::Python;
        // the measurement parsed items.py itself (a file it searched)
        repo.ctx.parsed("pkg/items.py", py).unwrap();
        let src =
            "from pkg import parse\n\ndef test():\n    doc = parse('x')\n    doc.as_string()\n";
        let got = typed_binds(&repo, &t, src);
        assert_eq!(got[0].0, Binds::Yes, "{got:?}");
        for read in ["pkg/api.py", "pkg/doc.py", "pkg/container.py"] {
            assert!(
                types::info_at(&repo.ctx, read).is_some(),
                "{read} was not summarised"
            );
            assert!(
                repo.ctx.parsed_already(read, py).is_none(),
                "{read} was parsed to read its types"
            );
        }
        // a parse the measurement holds is read as it is
        let from_tree = types::info_at(&repo.ctx, "pkg/items.py").unwrap();
        assert_eq!(from_tree.classes["Table"].bases, ["Item"]);
        assert!(repo.ctx.parsed_already("pkg/items.py", py).is_some());
    }

    #[test]
    fn a_union_receiver_reaches_the_target_through_one_member() {
        let repo = typed_repo();
        let t = target("pkg/container.py", CONTAINER, "Container.as_string");
        // `__getitem__` gives `Item | Container`: a type checker checks the call against both
        let src = "from pkg import parse\n\ndef test():\n    doc = parse('x')\n    \
                   table = doc['a']\n    table.as_string()\n    doc['b'].as_string()\n";
        let got = typed_binds(&repo, &t, src);
        assert_eq!(got.len(), 2);
        assert!(got.iter().all(|(b, _)| *b == Binds::Yes), "{got:?}");
    }

    #[test]
    fn an_inherited_field_typed_by_a_constructor_parameter() {
        let repo = typed_repo();
        let t = target("pkg/container.py", CONTAINER, "Container.as_string");
        let items = PKG
            .iter()
            .find(|(p, _)| *p == "pkg/items.py")
            .expect("items")
            .1;
        let got: Vec<Binds> = calls(&parse("pkg/items.py", items), &t, &repo.ctx)
            .into_iter()
            .map(|c| c.binds)
            .collect();
        assert_eq!(got, vec![Binds::Yes]);
    }

    #[test]
    fn a_class_named_through_its_module_is_a_class_object() {
        // packaging's tests/test_metadata.py: `from packaging import metadata`, then
        // `metadata.Metadata.from_raw(raw)`, a class method, which pyright rejects once
        // from_raw takes another positional parameter.
        let meta = "class Metadata:\n    @classmethod\n    \
                    def from_raw(cls, data, origin, *, validate=True):\n        return cls()\n";
        let repo = testkit::scratch(&[
            ("src/packaging/__init__.py", ""),
            ("src/packaging/metadata.py", meta),
        ]);
        let t = target("src/packaging/metadata.py", meta, "Metadata.from_raw");
        let src = "from packaging import metadata\n\ndef test_valid(raw):\n    \
                   meta = metadata.Metadata.from_raw(raw)\n\n\
                   def test_shadowed(metadata):\n    metadata.Metadata.from_raw(1, 2)\n";
        let cs = calls(&parse("tests/test_metadata.py", src), &t, &repo.ctx);
        assert_eq!(cs[0].binds, Binds::Yes, "{}", cs[0].reason);
        assert!(cs[0].supplies_receiver);
        assert!(!accepted(&t, &cs[0]));
        // a parameter named like the module is no module
        assert_eq!(cs[1].binds, Binds::Maybe, "{}", cs[1].reason);
        // an instance method called on the class object takes its instance as an argument;
        // a subclass that overrides it is not the target
        let repo = typed_repo();
        let t = target("pkg/container.py", CONTAINER, "Container.as_string");
        let src = "from pkg import container, doc\n\ndef test(c):\n    \
                   container.Container.as_string(c, 2)\n    doc.Document.as_string(c)\n    \
                   doc.Own.as_string(c)\n";
        let cs = calls(&parse("tests/test_x.py", src), &t, &repo.ctx);
        let got: Vec<(Binds, bool)> = cs.iter().map(|c| (c.binds, c.supplies_receiver)).collect();
        assert_eq!(
            got,
            vec![(Binds::Yes, false), (Binds::Yes, false), (Binds::No, false)],
            "{cs:?}"
        );
        assert!(accepted(&t, &cs[0]));
        assert!(!accepted(&t, &cs[1]));
    }

    #[test]
    fn a_loop_variable_is_an_element_of_its_iterable() {
        // packaging's SpecifierSet: `self._specs` is built two ways (`frozenset(map(Specifier,
        // …))` and `frozenset(specifiers)` of a `str | Iterable[Specifier]` parameter), then
        // `for spec in self._specs: spec.filter(…)`, which pyright checks against
        // Specifier.filter.
        let spec = "from typing import Iterable\n\n\
                    class Specifier:\n    def filter(self, iterable, prereleases=None, *, key):\n        \
                    return iterable\n\n\
                    class SpecifierSet:\n    \
                    def __init__(self, specifiers: str | Iterable[Specifier] = \"\") -> None:\n        \
                    if isinstance(specifiers, str):\n            \
                    self._specs = frozenset(map(Specifier, specifiers.split(\",\")))\n        \
                    else:\n            self._specs = frozenset(specifiers)\n\n    \
                    def filter(self, iterable, prereleases=None):\n        \
                    for spec in self._specs:\n            \
                    iterable = spec.filter(iterable, prereleases=bool(prereleases))\n        \
                    return iterable\n\n\
                    def first(specs: list[Specifier], names: dict[str, int], s: str):\n    \
                    for sp in specs:\n        sp.filter([])\n    \
                    for n in names:\n        n.filter([])\n    \
                    for c in s:\n        c.filter([])\n";
        let repo = testkit::scratch(&[("specifiers.py", spec)]);
        let t = target("specifiers.py", spec, "Specifier.filter");
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("specifiers.py", spec), &t, &repo.ctx));
        // the field's elements and a `list[Specifier]` parameter's are Specifiers; a dict's
        // keys are `str`s, as are a `str`'s elements
        assert_eq!(
            got,
            vec![
                (16, Binds::Yes),
                (21, Binds::Yes),
                (23, Binds::No),
                (25, Binds::No)
            ],
            "{got:?}"
        );
    }

    #[test]
    fn a_declared_field_is_its_annotation_whatever_its_assignments_give() {
        // pyparsing's ParseExpression: `self.exprs: list[ParserElement]` declared bare in
        // `__init__`, then assigned in branches the engine cannot all read; pyright takes the
        // declaration, so `[e.copy() for e in self.exprs]` reaches ParserElement.copy. A field
        // declared twice with different annotations is read as nothing (a redeclaration).
        let src = "from typing import Iterable, Union\n\n\
                   class Elem:\n    def copy(self) -> \"Elem\":\n        return self\n\n\
                   class Other:\n    def copy(self) -> \"Other\":\n        return self\n\n\
                   class Expr:\n    \
                   def __init__(self, exprs: Union[Iterable[Elem], str], o: Other) -> None:\n        \
                   self.exprs: list[Elem]\n        \
                   if isinstance(exprs, str):\n            self.exprs = [Elem()]\n        \
                   else:\n            self.exprs = list(exprs)\n        \
                   self.one: Elem = make()\n        \
                   self.two: Elem = Elem()\n        \
                   self.two: Other = o\n\n    \
                   def go(self) -> None:\n        \
                   xs = [e.copy() for e in self.exprs]\n        \
                   self.one.copy()\n        \
                   self.two.copy()\n\n\
                   def make():\n    return Other()\n";
        let repo = testkit::scratch(&[("m.py", src)]);
        let t = target("m.py", src, "Elem.copy");
        let got = line_binds(&calls(&parse("m.py", src), &t, &repo.ctx));
        assert_eq!(
            got,
            vec![(23, Binds::Yes), (24, Binds::Yes), (25, Binds::Maybe)],
            "{got:?}"
        );
    }

    #[test]
    fn iterating_a_generic_repository_class_gives_its_type_argument() {
        // python-markdown's `Registry(Generic[_T])` with `__iter__(self) -> Iterator[_T]`:
        // iterating `Registry[Post]` (a field assigned a function's result so annotated, or
        // declared) gives Posts; a class whose `__iter__` gives something else, or one not
        // declared generic, gives nothing known.
        let src = "from typing import Generic, Iterator, TypeVar\n\n\
                   _T = TypeVar(\"_T\")\n\n\
                   class Registry(Generic[_T]):\n    \
                   def __iter__(self) -> Iterator[_T]:\n        return iter([])\n\n\
                   class Plain:\n    \
                   def __iter__(self):\n        return iter([])\n\n\
                   class Post:\n    def run(self, text: str) -> str:\n        return text\n\n\
                   class Pre:\n    def run(self, text: str) -> str:\n        return text\n\n\
                   def build() -> Registry[Post]:\n    return Registry()\n\n\
                   class Md:\n    \
                   def __init__(self) -> None:\n        \
                   self.post = build()\n        \
                   self.pre: Registry[Pre] = Registry()\n        \
                   self.plain = Plain()\n\n    \
                   def convert(self, text: str) -> None:\n        \
                   for pp in self.post:\n            pp.run(text)\n        \
                   for p in self.pre:\n            p.run(text)\n        \
                   for x in self.plain:\n            x.run(text)\n";
        let repo = testkit::scratch(&[("m.py", src)]);
        let t = target("m.py", src, "Post.run");
        let got = line_binds(&calls(&parse("m.py", src), &t, &repo.ctx));
        assert_eq!(
            got,
            vec![(32, Binds::Yes), (34, Binds::No), (36, Binds::Maybe)],
            "{got:?}"
        );
    }

    /// marshmallow's shape: the package imports its own submodule (`from . import fields`),
    /// the tests reach it through the package (`from marshmallow import fields`), and the
    /// field classes derive from Field through a generic base.
    const MM_FIELDS: &str = "import typing\n\nT = typing.TypeVar(\"T\")\n\n\
        class Field:\n    def serialize(self, attr, accessor):\n        return attr\n\n\
        class Number(Field, typing.Generic[T]):\n    pass\n\n\
        class Integer(Number[int]):\n    pass\n\n\
        class Function(Field):\n    def serialize(self, attr):\n        return attr\n";

    fn mm_repo() -> testkit::Scratch {
        testkit::scratch(&[
            ("src/mm/__init__.py", "from . import fields\n"),
            ("src/mm/fields.py", MM_FIELDS),
        ])
    }

    #[test]
    fn a_package_importing_its_own_submodule_names_that_module() {
        let repo = mm_repo();
        let t = target("src/mm/fields.py", MM_FIELDS, "Field.serialize");
        let src = "from mm import fields\nimport mm\n\ndef test(user):\n    \
                   f = fields.Integer()\n    f.serialize('age', user)\n    \
                   mm.fields.Number().serialize('a')\n    \
                   fields.Function().serialize('a')\n";
        let got: Vec<Binds> = typed_binds(&repo, &t, src)
            .into_iter()
            .map(|b| b.0)
            .collect();
        assert_eq!(got, vec![Binds::Yes, Binds::Yes, Binds::No]);
    }

    #[test]
    fn a_class_a_package_only_re_exports_is_no_exclusion() {
        // tinydb: `from tinydb import TinyDB`, where `tinydb/__init__.py` re-exports the class
        // of `tinydb/database.py`, whose base `TableBase: Type[Table] = with_typehint(Table)`
        // is the owner for pyright: the package declares no class of that name, so its bases
        // are unread and the call is no sure exclusion; a class the package declares with a
        // base that is not the owner still is one. (The base here is a variable without a
        // declared type bound to a call, which the typed rules do not read either; bound to
        // the class itself, it would be that class.)
        let table = "class Table:\n    def insert(self, doc):\n        return 1\n";
        let db = "from .table import Table\n\n\
                  def with_hint(c):\n    return c\n\n\
                  TableBase = with_hint(Table)\n\n\
                  class Store(TableBase):\n    pass\n";
        let init = "from .database import Store\n\n\
                    class Cache(dict):\n    def insert(self, doc):\n        return 2\n";
        let repo = testkit::scratch(&[
            ("lib/__init__.py", init),
            ("lib/database.py", db),
            ("lib/table.py", table),
        ]);
        let src = "from lib import Store, Cache\n\n\
                   def test(s: Store, c: Cache):\n    s.insert({})\n    c.insert({})\n";
        let got: Vec<(usize, Binds)> = line_binds(&calls(
            &parse("tests/test_x.py", src),
            &target("lib/table.py", table, "Table.insert"),
            &repo.ctx,
        ));
        assert_eq!(got, [(4, Binds::Maybe), (5, Binds::No)], "{got:?}");
    }

    #[test]
    fn a_base_declared_as_a_class_object_is_that_class() {
        // tinydb: `TableBase: Type[Table] = with_typehint(Table)`, `class TinyDB(TableBase)`:
        // pyright reads the base as Table (the declared `type[Table]`, narrowed to the value's
        // own `type[Table]`), so `db.insert(..)` is Table's. Only a value that gives the class
        // itself is read: the class, or a call of a function giving back its argument (its
        // return reached under `if TYPE_CHECKING:`, or declared `Type[T]` of its parameter's
        // `Type[T]`); a value that may be a subclass, an undeclared variable, a function that
        // gives something else stay unread (open, listed).
        let table = "class Table:\n    def insert(self, doc):\n        return 1\n\n\n\
                     class Fast(Table):\n    def insert(self, doc):\n        return 2\n\n\n\
                     class Cache:\n    def insert(self, doc):\n        return 3\n";
        let utils = "from typing import TYPE_CHECKING, Type, TypeVar\n\n\
                     T = TypeVar('T')\n\n\n\
                     def with_hint(base: Type[T]):\n    if TYPE_CHECKING:\n        return base\n\
                     \x20   return object\n\n\n\
                     def declared(base: Type[T]) -> Type[T]:\n    return base\n\n\n\
                     def other(base):\n    return Fast\n\n\n\
                     def renamed(base):\n    base = Fast\n    return base\n";
        let db = "from typing import Type\n\n\
                  from .table import Table, Fast, Cache\n\
                  from .utils import with_hint, declared, other, renamed\n\n\
                  HintBase: Type[Table] = with_hint(Table)\n\
                  DeclBase: type[Table] = declared(Table)\n\
                  PlainBase: Type[Table] = Table\n\
                  CacheBase: Type[Cache] = Cache\n\
                  SubBase: Type[Table] = Fast\n\
                  OtherBase: Type[Table] = other(Table)\n\
                  RenamedBase: Type[Table] = renamed(Table)\n\
                  Undeclared = with_hint(Table)\n\n\n\
                  class Hint(HintBase):\n    pass\n\n\n\
                  class Decl(DeclBase):\n    pass\n\n\n\
                  class Plain(PlainBase):\n    pass\n\n\n\
                  class Cached(CacheBase):\n    pass\n\n\n\
                  class Sub(SubBase):\n    pass\n\n\n\
                  class Other(OtherBase):\n    pass\n\n\n\
                  class Renamed(RenamedBase):\n    pass\n\n\n\
                  class Loose(Undeclared):\n    pass\n";
        let repo = testkit::scratch(&[
            ("lib/__init__.py", ""),
            ("lib/db.py", db),
            ("lib/table.py", table),
            ("lib/utils.py", utils),
        ]);
        let src = "from lib.db import Hint, Decl, Plain, Cached, Sub, Other, Renamed, Loose\n\n\
                   def test(a: Hint, b: Decl, c: Plain, d: Cached, e: Sub, f: Other,\n\
                   \x20        g: Renamed, h: Loose):\n\
                   \x20   a.insert({})\n    b.insert({})\n    c.insert({})\n    d.insert({})\n\
                   \x20   e.insert({})\n    f.insert({})\n    g.insert({})\n    h.insert({})\n";
        let got: Vec<(usize, Binds)> = line_binds(&calls(
            &parse("tests/test_x.py", src),
            &target("lib/table.py", table, "Table.insert"),
            &repo.ctx,
        ));
        assert_eq!(
            got,
            [
                (5, Binds::Yes),
                (6, Binds::Yes),
                (7, Binds::Yes),
                (8, Binds::No),
                (9, Binds::Maybe),
                (10, Binds::Maybe),
                (11, Binds::Maybe),
                (12, Binds::Maybe),
            ],
            "{got:?}"
        );
    }

    #[test]
    fn a_with_target_is_what_the_managers_enter_gives() {
        // tinydb's tests: `with TinyDB(..) as db: db.insert(..)`: `db` is what
        // `TinyDB.__enter__` gives, an unannotated `return self` (the instance), as pyright
        // infers it; a declared return is read as declared. A manager whose `__enter__` gives
        // something unread (a call of no class), an `async with`, or a manager of no known
        // type leaves the target untyped.
        let table = "class Table:\n    def insert(self, doc):\n        return 1\n\n\n\
                     class Store(Table):\n    def __enter__(self):\n        return self\n\n\n\
                     class Opener:\n    def __enter__(self) -> Table:\n        return Table()\n\n\n\
                     class Other:\n    def insert(self, doc):\n        return 2\n\n\
                     \x20   def __enter__(self) -> 'Other':\n        return self\n\n\n\
                     class Loose:\n    def __enter__(self):\n        return make()\n";
        let repo = testkit::scratch(&[("lib/__init__.py", ""), ("lib/table.py", table)]);
        let src = "from lib.table import Store, Opener, Other, Loose\n\n\
                   def test(make):\n\
                   \x20   with Store() as a:\n        a.insert({})\n\
                   \x20   with Opener() as b, Other() as c:\n        b.insert({})\n        c.insert({})\n\
                   \x20   with Loose() as d:\n        d.insert({})\n\
                   \x20   with make() as e:\n        e.insert({})\n\n\n\
                   async def run():\n    async with Store() as f:\n        f.insert({})\n";
        let got: Vec<(usize, Binds)> = line_binds(&calls(
            &parse("tests/test_x.py", src),
            &target("lib/table.py", table, "Table.insert"),
            &repo.ctx,
        ));
        assert_eq!(
            got,
            [
                (5, Binds::Yes),
                (7, Binds::Yes),
                (8, Binds::No),
                (10, Binds::Maybe),
                (12, Binds::Maybe),
                (17, Binds::Maybe),
            ],
            "{got:?}"
        );
    }

    #[test]
    fn a_receiver_typed_by_a_type_variable_and_returned_is_the_receivers_class() {
        // httpx's tests: `with httpx.Client() as client: client.send(..)`, where
        // `Client.__enter__(self: T) -> T` with `T = typing.TypeVar("T", bound="Client")`:
        // pyright binds `T` to the receiver's type, so `client` is a `Client` (a subclass's
        // instance stays of the subclass). A variable also annotating another parameter, or
        // one the receiver does not carry, is not read as the receiver.
        let lib = "import typing\n\nT = typing.TypeVar(\"T\", bound=\"Client\")\n\n\n\
                   class Client:\n    def send(self, request):\n        return 1\n\n\
                   \x20   def __enter__(self: T) -> T:\n        return self\n\n\
                   \x20   def merged(self: T, other: T) -> T:\n        return other\n\n\
                   \x20   def picked(self, other: T) -> T:\n        return other\n\n\n\
                   class Sub(Client):\n    pass\n";
        let repo = testkit::scratch(&[("lib/__init__.py", ""), ("lib/client.py", lib)]);
        let src = "from lib.client import Client, Sub\n\n\
                   def test(other):\n\
                   \x20   with Client() as a:\n        a.send(1)\n\
                   \x20   with Sub() as b:\n        b.send(1)\n\
                   \x20   Client().merged(other).send(1)\n\
                   \x20   Client().picked(other).send(1)\n";
        let got: Vec<(usize, Binds)> = line_binds(&calls(
            &parse("tests/test_x.py", src),
            &target("lib/client.py", lib, "Client.send"),
            &repo.ctx,
        ));
        assert_eq!(
            got,
            [
                (5, Binds::Yes),
                (7, Binds::Yes),
                (8, Binds::Maybe),
                (9, Binds::Maybe),
            ],
            "{got:?}"
        );
    }

    #[test]
    fn a_name_holding_an_instance_calls_its_classs_call_method() {
        // ecdsa's util.py: `generate = PRNG(seed)` then `generate(1)` in a function, where
        // `PRNG` defines `__call__`: the call runs `PRNG.__call__`, never the classmethod
        // `SigningKey.generate` (pyright reports no error there when `generate` gains a
        // required parameter). A name holding what an unknown call gives, or an instance of
        // a class whose `__call__` is not one plain `def`, stays open.
        let keys =
            "class SigningKey:\n    @classmethod\n    def generate(cls, curve=None):\n        \
                    return cls()\n";
        let repo = testkit::scratch(&[("lib/__init__.py", ""), ("lib/keys.py", keys)]);
        let src = "class PRNG:\n    def __init__(self, seed):\n        self.seed = seed\n\n\
                   \x20   def __call__(self, n):\n        return b''\n\n\n\
                   class Odd:\n    __call__ = print\n\n\n\
                   generate = PRNG(0)\n\n\n\
                   def pick(seed):\n    generate = PRNG(seed)\n    generate(1)\n\n\n\
                   def made(make):\n    generate = make()\n    generate(1)\n\n\n\
                   def odd():\n    generate = Odd()\n    generate(1)\n\n\n\
                   def top():\n    generate(2)\n";
        let t = target("lib/keys.py", keys, "SigningKey.generate");
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("lib/util.py", src), &t, &repo.ctx));
        assert_eq!(
            got,
            [
                (18, Binds::No),
                (23, Binds::Maybe),
                (28, Binds::Maybe),
                (32, Binds::No),
            ],
            "{got:?}"
        );
    }

    #[test]
    fn an_instance_of_a_call_targets_class_is_still_called_by_its_name() {
        // dateutil's `gettz = __get_gettz()`, an instance of the class whose `__call__` is
        // the target: `gettz(name)` runs that `__call__`, so reading the name as holding an
        // instance (which rules out any other target) must not rule this one out.
        let lib = "class Factory:\n    def __call__(self, x):\n        return x\n\n\n\
                   make = Factory()\n\n\n\
                   def use():\n    return make(1)\n";
        let repo = testkit::scratch(&[("lib/__init__.py", ""), ("lib/factory.py", lib)]);
        let t = target("lib/factory.py", lib, "Factory.__call__");
        let inst = instance_target(&t, "make");
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("lib/factory.py", lib), &inst, &repo.ctx));
        assert_eq!(got, [(10, Binds::Maybe)], "{got:?}");
    }

    #[test]
    fn a_local_bound_once_in_a_block_of_a_method_is_what_it_returns() {
        // ecdsa's `VerifyingKey.from_string`: `self = cls(..)` inside `if isinstance(..):`,
        // then that block's `return self`, and `return cls.from_public_point(..)` after it:
        // the one binding of the local is what every read of it holds, so the class method
        // gives an instance of the class. A local bound again in a nested def is not read.
        let keys = "class Key:\n    def verify(self, sig):\n        return True\n\n\
                    \x20   @classmethod\n    def make(cls, flag):\n        if flag:\n            \
                    made = cls()\n            made.flag = flag\n            return made\n        \
                    return cls()\n\n\
                    \x20   @classmethod\n    def odd(cls):\n        made = cls()\n\n        \
                    def inner():\n            made = 1\n            return made\n\n        \
                    return made\n";
        let repo = testkit::scratch(&[("lib/__init__.py", ""), ("lib/keys.py", keys)]);
        let src = "from lib.keys import Key\n\n\ndef test():\n    Key.make(True).verify(1)\n    \
                   Key.odd().verify(1)\n";
        let got: Vec<(usize, Binds)> = line_binds(&calls(
            &parse("tests/test_keys.py", src),
            &target("lib/keys.py", keys, "Key.verify"),
            &repo.ctx,
        ));
        assert_eq!(got, [(5, Binds::Yes), (6, Binds::Maybe)], "{got:?}");
    }

    #[test]
    fn a_module_alias_attribute_is_the_name_the_package_binds_not_a_submodule() {
        // portion's tests: `import portion as P`, `P.Interval.from_atomic(..)`, where
        // `portion/__init__.py` re-exports the class `Interval` of its submodule
        // `portion/interval.py`: the attribute is the class (the submodule only where the
        // package binds no such name), so the call is the target's, and from the override's
        // side it starts its lookup at a base of the override's class
        let iv = "class Interval:\n    @classmethod\n    def from_atomic(cls, a, b):\n        \
                  return cls()\n\n\
                  class Discrete(Interval):\n    @classmethod\n    def from_atomic(cls, a, b):\n        \
                  return cls()\n";
        let init = "from .interval import Discrete, Interval\nfrom . import tools\nCLOSED = 1\n";
        let tools = "class Interval:\n    @classmethod\n    def from_atomic(cls, a, b):\n        \
                     return cls()\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", init),
            ("pkg/interval.py", iv),
            ("pkg/tools.py", tools),
        ]);
        let src = "import pkg as P\nimport pkg\n\ndef test():\n    \
                   P.Interval.from_atomic(0, 1)\n    pkg.Interval.from_atomic(0, 1)\n    \
                   P.Discrete.from_atomic(0, 1)\n    P.tools.Interval.from_atomic(0, 1)\n    \
                   P.CLOSED.from_atomic(0, 1)\n";
        let got = |t: &Target| -> Vec<(usize, Binds, String)> {
            calls(&parse("tests/test_x.py", src), t, &repo.ctx)
                .into_iter()
                .map(|c| (c.line, c.binds, c.reason))
                .collect()
        };
        let base = got(&target("pkg/interval.py", iv, "Interval.from_atomic"));
        let binds: Vec<(usize, Binds)> = base.iter().map(|(l, b, _)| (*l, *b)).collect();
        // P.Discrete has its own from_atomic, P.tools.Interval is the submodule's other class,
        // P.CLOSED a value nothing types: listed, never read as a module
        assert_eq!(
            binds,
            [
                (5, Binds::Yes),
                (6, Binds::Yes),
                (7, Binds::No),
                (8, Binds::No),
                (9, Binds::Maybe)
            ],
            "{base:#?}"
        );
        assert!(
            !base.iter().any(|(_, _, why)| why.contains("is the module")),
            "{base:#?}"
        );
        let over = got(&target("pkg/interval.py", iv, "Discrete.from_atomic"));
        let binds: Vec<(usize, Binds)> = over.iter().map(|(l, b, _)| (*l, *b)).collect();
        assert_eq!(
            binds,
            [
                (5, Binds::No),
                (6, Binds::No),
                (7, Binds::Yes),
                (8, Binds::No),
                (9, Binds::Maybe)
            ],
            "{over:#?}"
        );
    }

    #[test]
    fn operator_methods_and_class_default_factories_type_their_results() {
        // portion: `closed(lower, upper, *, klass=Interval)` returns `klass.from_atomic(..)`,
        // whose body returns `instance = cls()`; `__or__`/`__and__` return `self.__class__(..)`
        // or NotImplemented; `__getitem__` returns a class method's result. A name the stdlib
        // has too (`replace`) is then flagged on a typed receiver; a factory passed another
        // class, an operator whose `other` is annotated, or a function returning something
        // else stays untyped (listed).
        let iv =
            "class Interval:\n    def __init__(self, *items):\n        self.items = items\n\n    \
                  @classmethod\n    def from_atomic(cls, a, b):\n        instance = cls()\n        \
                  instance.items = [(a, b)]\n        return instance\n\n    \
                  def replace(self, a=None):\n        return self\n\n    \
                  def __getitem__(self, item):\n        if isinstance(item, slice):\n            \
                  return self.__class__(*self.items[item])\n        else:\n            \
                  return self.__class__.from_atomic(*self.items[item])\n\n    \
                  def __or__(self, other):\n        if isinstance(other, Interval):\n            \
                  return self.__class__(self, other)\n        else:\n            \
                  return NotImplemented\n\n    \
                  def __and__(self, other: int):\n        return self.__class__()\n\n\
                  class Other:\n    @classmethod\n    def from_atomic(cls, a, b):\n        \
                  return cls()\n";
        let func = "from .interval import Interval\n\n\
                    def closed(a, b, *, klass=Interval):\n    return klass.from_atomic(a, b)\n\n\
                    def maybe(a, klass=Interval):\n    if a:\n        return klass()\n";
        let init = "from .func import closed, maybe\nfrom .interval import Interval, Other\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", init),
            ("pkg/interval.py", iv),
            ("pkg/func.py", func),
        ]);
        let t = target("pkg/interval.py", iv, "Interval.replace");
        let src = "import pkg as P\n\ndef test(x):\n    \
                   i = P.closed(0, 1)\n    i.replace(1)\n    \
                   (P.closed(0, 1) | P.closed(2, 3)).replace(1)\n    \
                   i[0].replace(1)\n    \
                   P.closed(0, 1, klass=x).replace(1)\n    \
                   (i & i).replace(1)\n    \
                   P.maybe(1).replace(1)\n    \
                   a, b = P.closed(0, 1), P.closed(2, 3)\n    b.replace(1)\n";
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("tests/test_x.py", src), &t, &repo.ctx));
        assert_eq!(
            got,
            [
                (5, Binds::Yes),
                (6, Binds::Yes),
                (7, Binds::Yes),
                (8, Binds::Maybe),
                (9, Binds::Maybe),
                (10, Binds::Maybe),
                (12, Binds::Yes)
            ]
        );
    }

    #[test]
    fn unary_operators_and_inherited_reflected_methods_type_their_results() {
        // pyparsing: `~expr` is ParserElement.__invert__'s result, and `Elem() + Word()` is
        // Elem.__add__'s, since Word only inherits Elem's `__radd__`; a right operand whose
        // class overrides the reflected method (Swapped) may give something else first, and
        // an operator method with an annotated operand or a decorator is not read.
        let ex = "from __future__ import annotations\n\n\
                  class Elem:\n    def copy(self) -> Elem:\n        return self\n\n    \
                  def __add__(self, other) -> Elem:\n        return self\n\n    \
                  def __radd__(self, other) -> Elem:\n        return self\n\n    \
                  def __invert__(self) -> Elem:\n        return self\n\n    \
                  def __neg__(self, other=None) -> Elem:\n        return self\n\n\
                  class Word(Elem):\n    pass\n\n\
                  class Other:\n    def copy(self) -> Other:\n        return self\n\n\
                  class Swapped(Elem):\n    def __radd__(self, other) -> Other:\n        \
                  return Other()\n";
        let repo = testkit::scratch(&[("pkg/__init__.py", ""), ("pkg/ex.py", ex)]);
        let t = target("pkg/ex.py", ex, "Elem.copy");
        let src = "from pkg.ex import Elem, Word, Swapped\n\ndef test():\n    \
                   (~Word()).copy()\n    \
                   (~Word() + Word()).copy()\n    \
                   (Elem() + Word()).copy()\n    \
                   (Elem() + Swapped()).copy()\n    \
                   (-Word()).copy()\n    \
                   (~~Elem()).copy()\n";
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("tests/test_x.py", src), &t, &repo.ctx));
        assert_eq!(
            got,
            [
                (4, Binds::Yes),
                (5, Binds::Yes),
                (6, Binds::Yes),
                (7, Binds::Maybe),
                (8, Binds::Maybe),
                (9, Binds::Yes)
            ]
        );
    }

    #[test]
    fn an_imported_module_variable_has_the_type_its_assignments_give() {
        // pyparsing: `from .core import *` then `quoted_string.copy()`, and `from
        // pyparsing.helpers import common_html_entity`. A variable some function rebinds
        // (`global`), one assigned with an annotation, one a private name a star import does
        // not bring, and one a star import from outside the repository might bind stay
        // untyped.
        let core = "from __future__ import annotations\n\n\
                    class Elem:\n    def copy(self) -> Elem:\n        return self\n\n    \
                    def set_name(self, n) -> Elem:\n        return self\n\n\
                    class Word(Elem):\n    pass\n\n\
                    word = Word().set_name('w')\nnumber = Word()\ncounter = Word()\n\
                    declared: Elem = Word()\n_hidden = Word()\n\n\
                    def reset():\n    global counter\n    counter = Word()\n";
        let helpers = "from .core import *\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", ""),
            ("pkg/core.py", core),
            ("pkg/helpers.py", helpers),
        ]);
        let t = target("pkg/core.py", core, "Elem.copy");
        let src = "from pkg.core import number, counter, declared\n\
                   from pkg.helpers import word\n\
                   from pkg.core import *\n\n\
                   def test():\n    \
                   number.copy()\n    \
                   word.copy()\n    \
                   counter.copy()\n    \
                   declared.copy()\n    \
                   _hidden.copy()\n";
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("tests/test_x.py", src), &t, &repo.ctx));
        assert_eq!(
            got,
            [
                (6, Binds::Yes),
                (7, Binds::Yes),
                (8, Binds::Maybe),
                (9, Binds::Maybe),
                (10, Binds::Maybe)
            ]
        );
        let outside = "from elsewhere import *\nfrom pkg.core import *\n\n\
                       def test():\n    number.copy()\n";
        let got: Vec<Binds> = calls(&parse("tests/test_y.py", outside), &t, &repo.ctx)
            .into_iter()
            .map(|c| c.binds)
            .collect();
        assert_eq!(got, [Binds::Maybe]);
    }

    #[test]
    fn a_class_body_alias_made_by_an_identity_typed_function_is_the_method() {
        // pyparsing: `setDebug = replaced_by_pep8("setDebug", set_debug)` with
        // `replaced_by_pep8(compat_name: str, fn: C) -> C`. A function whose return is not
        // the type variable of one parameter makes no alias.
        let util = "from typing import Callable, TypeVar\n\n\
                    C = TypeVar('C', bound=Callable)\n\n\
                    def replaced_by(compat_name: str, fn: C) -> C:\n    return fn\n\n\
                    def wrapped(compat_name: str, fn: C) -> Callable:\n    return fn\n";
        let core = "from .util import replaced_by, wrapped\n\n\
                    class Elem:\n    def set_debug(self, flag: bool = True) -> None:\n        \
                    self.debug = flag\n\n    \
                    setDebug = replaced_by('setDebug', set_debug)\n    \
                    setDbg = replaced_by(compat_name='setDbg', fn=set_debug)\n    \
                    other = wrapped('other', set_debug)\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", ""),
            ("pkg/util.py", util),
            ("pkg/core.py", core),
        ]);
        let t = target("pkg/core.py", core, "Elem.set_debug");
        assert_eq!(
            method_aliases(&t, &repo.ctx).as_slice(),
            ["setDbg".to_string(), "setDebug".to_string()]
        );
    }

    #[test]
    fn a_module_alias_of_a_function_made_plainly_or_by_an_identity_function_is_the_function() {
        // pyparsing: `countedArray = replaced_by_pep8("countedArray", counted_array)` at the
        // top of helpers.py, imported by the tests. A name bound twice, one made by a function
        // not typed as giving back its argument, or an alias written before the `def` is none.
        let util = "from typing import Any, Callable, TypeVar\n\n\
                    C = TypeVar('C', bound=Callable)\n\n\
                    def replaced_by(compat_name: str, fn: C) -> C:\n    return fn\n\n\
                    def wrapped(compat_name: str, fn: C) -> Callable[..., Any]:\n    return fn\n";
        let helpers = "from .util import replaced_by, wrapped\n\n\
                       early = counted\n\n\
                       def counted(expr, int_expr):\n    return expr\n\n\
                       countedArray = replaced_by('countedArray', counted)\n\
                       plain = counted\n\
                       other = wrapped('other', counted)\n\
                       twice = counted\n\
                       twice = None\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", ""),
            ("pkg/util.py", util),
            ("pkg/helpers.py", helpers),
        ]);
        let t = target("pkg/helpers.py", helpers, "counted");
        assert_eq!(
            module_aliases(&t, &repo.ctx).as_slice(),
            ["countedArray".to_string(), "plain".to_string()]
        );
        let src = "\
from pkg.helpers import countedArray, plain, other

def test_aliases(w):
    countedArray(w)
    plain(w)
    other(w)

def test_local(countedArray):
    countedArray(1)
";
        let got = line_binds(&calls(&parse("tests/test_x.py", src), &t, &repo.ctx));
        assert_eq!(got, [(4, Binds::Yes), (5, Binds::Yes), (9, Binds::Maybe)]);
    }

    #[test]
    fn an_annotated_parameter_rebound_before_the_read_holds_the_assigned_type() {
        // lark's `Template.search(self, tree: TreeOrCode)` with `TreeOrCode = Union[Tree[str],
        // str]` rebinds `tree = self.conf._get_tree(tree)` (typed `-> Tree[str]`) before
        // `tree.iter_subtrees()`: pyright narrows the declared union to Tree. A read before the
        // assignment, or one after a rebinding to a type the annotation does not allow (pyright
        // keeps the declared type), is not that.
        let src = "\
from typing import Union

class Tree:
    def iter_subtrees(self, order):
        return [self]

class Other:
    def iter_subtrees(self):
        return []

TreeOrCode = Union[Tree, str]

def get_tree(t: TreeOrCode) -> Tree:
    return Tree()

def alpha(tree: TreeOrCode):
    tree = get_tree(tree)
    return tree.iter_subtrees()

def beta(tree: Other):
    tree.iter_subtrees()
    tree = get_tree(tree)
    return tree.iter_subtrees()
";
        let repo = testkit::scratch(&[("pkg/__init__.py", ""), ("pkg/core.py", src)]);
        let t = target("pkg/core.py", src, "Tree.iter_subtrees");
        let got = line_binds(&calls(&parse("pkg/core.py", src), &t, &repo.ctx));
        assert_eq!(got, [(18, Binds::Yes), (21, Binds::No), (23, Binds::No)]);
    }

    #[test]
    fn a_none_default_filled_in_by_an_is_none_test_holds_the_value_after_it() {
        // pyflakes' `check(codeString, filename, reporter=None)`: `if reporter is None:
        // reporter = modReporter._makeDefaultReporter()` (an unannotated function returning
        // `Reporter(..)`), then `reporter.flake(..)`. A read before the `if`, one after an
        // `if` that also returns, or a method's parameter stays open.
        let rep = "class Reporter:\n    def flake(self, message):\n        pass\n\n\
                   def make():\n    return Reporter()\n";
        let src = "\
from pkg import reporter as modReporter

def check(code, reporter=None):
    reporter.flake(code)
    if reporter is None:
        reporter = modReporter.make()
    reporter.flake(code)

def early(code, reporter=None):
    if reporter is None:
        reporter = modReporter.make()
        return
    reporter.flake(code)

class Api:
    def check(self, code, reporter=None):
        if reporter is None:
            reporter = modReporter.make()
        reporter.flake(code)
";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", ""),
            ("pkg/reporter.py", rep),
            ("pkg/api.py", src),
        ]);
        let t = target("pkg/reporter.py", rep, "Reporter.flake");
        let got = line_binds(&calls(&parse("pkg/api.py", src), &t, &repo.ctx));
        assert_eq!(
            got,
            [
                (4, Binds::Maybe),
                (7, Binds::Yes),
                (13, Binds::Maybe),
                (19, Binds::Maybe)
            ]
        );
    }

    #[test]
    fn an_unannotated_function_returning_a_local_or_a_new_instances_method_is_typed() {
        // jmespath's `compile(expression)` returns `parser.Parser().parse(expression)`, and its
        // test imports the package in the function (`import jmespath.parser`) before
        // `jmespath.compile(..).search(..)`; boltons' test helper `_multi_sublist_bl()` binds
        // `bl = BarrelList(..)`, calls methods on it and returns it. pyright types both
        // results. A local bound twice, a parameter returned, a method whose result is
        // unknown, or a head bound by a `from` import in the function stays untyped (listed).
        let parser = "class ParsedResult:\n    def search(self, value, options=None):\n        \
                      return value\n\n\
                      class Parser:\n    def parse(self, expression):\n        \
                      return ParsedResult()\n\n    def other(self, expression):\n        \
                      return expression\n\n\
                      class Lookalike:\n    def search(self, value):\n        return value\n";
        let init = "from pkg import parser\n\n\
                    def compile(e):\n    return parser.Parser().parse(e)\n\n\
                    def made(n):\n    bl = parser.ParsedResult()\n    bl.search(n, 1)\n    \
                    return bl\n\n\
                    def rebound(n):\n    bl = parser.ParsedResult()\n    bl = n\n    return bl\n\n\
                    def param(bl):\n    return bl\n\n\
                    def unknown(e):\n    return parser.Parser().other(e)\n";
        let repo = testkit::scratch(&[("pkg/__init__.py", init), ("pkg/parser.py", parser)]);
        let t = target("pkg/parser.py", parser, "ParsedResult.search");
        let src = "\
import pkg

def test_module(x):
    pkg.compile(x).search(1)
    pkg.made(x).search(1)
    pkg.rebound(x).search(1)
    pkg.param(x).search(1)
    pkg.unknown(x).search(1)

def test_local(x):
    import pkg.parser
    pkg.compile(x).search(1)

def test_from(x):
    from other import pkg
    pkg.compile(x).search(1)
";
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("tests/test_x.py", src), &t, &repo.ctx));
        assert_eq!(
            got,
            [
                (4, Binds::Yes),
                (5, Binds::Yes),
                (6, Binds::Maybe),
                (7, Binds::Maybe),
                (8, Binds::Maybe),
                (12, Binds::Yes),
                (16, Binds::Maybe)
            ]
        );
    }

    #[test]
    fn a_dynamic_getattr_value_is_typed_any_and_claims_no_argument_count() {
        // beautifulsoup4's test_extract_during_iteration: `iterator = getattr(soup.p,
        // method_name)`, `for i in iterator: i.extract()`; pyright types `i` Any and checks
        // nothing, while a literal attribute name or an isinstance narrowing it is typed.
        let el =
            "class PageElement:\n    def extract(self, _self_index=None):\n        return self\n";
        let repo = testkit::scratch(&[("pkg/element.py", el)]);
        let t = target("pkg/element.py", el, "PageElement.extract");
        let src = "def test(soup, method_name):\n    iterator = getattr(soup.p, method_name)\n    \
                   for i in iterator:\n        i.extract()\n    \
                   j = getattr(soup, method_name)\n    j.extract()\n    \
                   k = getattr(soup, 'p')\n    k.extract()\n\n\
                   def narrowed(soup, name, T):\n    x = getattr(soup, name)\n    \
                   if isinstance(x, T):\n        x.extract()\n";
        let cs = calls(&parse("tests/test_x.py", src), &t, &repo.ctx);
        let got: Vec<(Binds, Option<usize>)> = cs.iter().map(|c| (c.binds, c.args)).collect();
        assert_eq!(
            got,
            vec![
                (Binds::Maybe, None),
                (Binds::Maybe, None),
                (Binds::Maybe, Some(0)),
                (Binds::Maybe, Some(0)),
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn a_getattr_value_with_a_default_claims_no_argument_count() {
        // jsonschema's `push_scope = getattr(self._ref_resolver, "push_scope", None)`, then
        // `push_scope(id)`: typeshed's `getattr(o, name, None) -> Any | None`, narrowed to
        // Any, whatever the name; a plain local name keeps its count.
        let r = "class Resolver:\n    def push_scope(self, scope):\n        pass\n";
        let repo = testkit::scratch(&[("pkg/resolver.py", r)]);
        let t = target("pkg/resolver.py", r, "Resolver.push_scope");
        let src = "def a(resolver, id):\n    push_scope = getattr(resolver, 'push_scope', None)\n    \
                   if push_scope is not None:\n        push_scope(id)\n\n\
                   def b(resolver, id, make):\n    push_scope = make(resolver)\n    push_scope(id)\n";
        let cs = calls(&parse("pkg/use.py", src), &t, &repo.ctx);
        let got: Vec<(Binds, Option<usize>)> = cs.iter().map(|c| (c.binds, c.args)).collect();
        assert_eq!(
            got,
            vec![(Binds::Maybe, None), (Binds::Maybe, Some(1))],
            "{cs:#?}"
        );
    }

    #[test]
    fn a_variable_made_by_a_declared_class_object_factory_is_the_protocol() {
        // jsonschema's `Draft7Validator = create(..)` with `create(..) -> type[Validator]`,
        // `Validator` a typing.Protocol: `Draft7Validator(..)` is a Validator to pyright, and
        // a receiver named as another class is never excluded from a protocol's callers
        // unless that class provably has no such method.
        let proto = "from typing import Any, Protocol\n\n\
                     class Validator(Protocol):\n    def is_valid(self, instance: Any) -> bool: ...\n";
        let vals = "from pkg.protocols import Validator\n\n\
                    def create(name) -> type[Validator]:\n    return make(name)\n\n\
                    def extend(v):\n    return create(v)\n\n\
                    Draft7 = create('7')\n";
        let repo = testkit::scratch(&[("pkg/protocols.py", proto), ("pkg/validators.py", vals)]);
        let t = target("pkg/protocols.py", proto, "Validator.is_valid");
        let src = "from pkg import validators\nfrom pkg.validators import Draft7, extend\n\n\
                   class Lacks:\n    def other(self):\n        pass\n\n\
                   def a():\n    v = Draft7({})\n    v.is_valid(1)\n\n\
                   def b():\n    validators.Draft7({}).is_valid(2)\n\n\
                   def c():\n    Derived = extend(Draft7)\n    Derived({}).is_valid(3)\n\n\
                   def d():\n    Lacks().is_valid(4)\n";
        let cs = calls(&parse("pkg/use.py", src), &t, &repo.ctx);
        let got: Vec<(usize, Binds)> = cs.iter().map(|c| (c.line, c.binds)).collect();
        assert_eq!(
            got,
            vec![
                (10, Binds::Yes),
                (13, Binds::Yes),
                (17, Binds::Maybe),
                (20, Binds::No)
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn a_maybe_init_call_claims_no_argument_count_for_a_constructor_target() {
        // beautifulsoup4's TreeBuilderForHtml5lib(treebuilder_base.TreeBuilder): its
        // `super(TreeBuilderForHtml5lib, self).__init__(ns)` reaches html5lib's __init__;
        // left open, it names every class's __init__, not only BeautifulSoup's.
        let soup = "class BeautifulSoup(object):\n    def __init__(self, markup='', features=None, **kwargs):\n        self.markup = markup\n";
        let repo = testkit::scratch(&[("pkg/__init__.py", soup)]);
        let t = target("pkg/__init__.py", soup, "BeautifulSoup.__init__");
        let src = "from ext.treebuilders import base as treebuilder_base\n\n\
                   class TreeBuilderForHtml5lib(treebuilder_base.TreeBuilder):\n    def __init__(self, ns, soup=None, **kwargs):\n        \
                   from pkg import BeautifulSoup\n        self.soup = BeautifulSoup('', 'html.parser')\n        \
                   super(TreeBuilderForHtml5lib, self).__init__(ns)\n";
        let cs = calls(&parse("tests/test_x.py", src), &t, &repo.ctx);
        let got: Vec<(Binds, Option<usize>)> = cs.iter().map(|c| (c.binds, c.args)).collect();
        assert_eq!(
            got,
            vec![(Binds::Yes, Some(2)), (Binds::Maybe, None)],
            "{cs:#?}"
        );
    }

    #[test]
    fn super_in_a_subclass_of_a_stdlib_class_reaches_no_repository_method() {
        // marshmallow's `class SchemaMeta(ABCMeta)`: its `super().__init__(name, bases,
        // attrs)` is ABCMeta's (type's), never ValidationError.__init__.
        let exc = "class ValidationError(Exception):\n    \
                   def __init__(self, message, *, field_name='_schema'):\n        \
                   super().__init__(message)\n";
        let repo = testkit::scratch(&[("src/mm/__init__.py", ""), ("src/mm/exceptions.py", exc)]);
        let t = target("src/mm/exceptions.py", exc, "ValidationError.__init__");
        let src = "from abc import ABCMeta\nimport collections.abc\n\n\
                   class SchemaMeta(ABCMeta):\n    def __init__(cls, name, bases, attrs):\n        \
                   super().__init__(name, bases, attrs)\n\n\
                   class Seq(collections.abc.Sequence):\n    def __init__(self, a, b):\n        \
                   super().__init__(a, b)\n";
        let got = typed_binds(&repo, &t, src);
        assert_eq!(got.len(), 2, "{got:?}");
        assert!(got.iter().all(|(b, _)| *b == Binds::No), "{got:?}");
    }

    #[test]
    fn a_local_class_reaches_the_owner_through_its_one_base() {
        let repo = mm_repo();
        let t = target("src/mm/fields.py", MM_FIELDS, "Field.serialize");
        let src = "from mm import fields\n\ndef test():\n    \
                   class Mine(fields.Integer):\n        pass\n\n    \
                   class Own(fields.Integer):\n        def serialize(self, attr):\n            \
                   return attr\n\n    \
                   class Two(fields.Integer, object):\n        pass\n\n    \
                   Mine().serialize('a')\n    Own().serialize('a')\n    Two().serialize('a')\n";
        let got: Vec<Binds> = typed_binds(&repo, &t, src)
            .into_iter()
            .map(|b| b.0)
            .collect();
        assert_eq!(got, vec![Binds::Yes, Binds::No, Binds::Maybe]);
    }

    #[test]
    fn a_class_nested_in_the_methods_class_is_made_by_self_dot_name() {
        let repo = mm_repo();
        let t = target("src/mm/fields.py", MM_FIELDS, "Field.serialize");
        let src = "from mm import fields\n\n\
                   class TestFields:\n    class MyField(fields.Field):\n        pass\n\n    \
                   class Other:\n        def serialize(self, attr):\n            return attr\n\n    \
                   def test_a(self):\n        f = self.MyField()\n        f.serialize('a')\n        \
                   self.Other().serialize('a')\n\n    \
                   @staticmethod\n    def test_b(self):\n        self.MyField().serialize('a')\n";
        let got: Vec<Binds> = typed_binds(&repo, &t, src)
            .into_iter()
            .map(|b| b.0)
            .collect();
        // In a static method `self` is an ordinary parameter: what `self.MyField` holds is not
        // known, so the call stays open (it was excluded as "a new MyField, not Field", a claim
        // about a class that is Field's heir).
        assert_eq!(got, vec![Binds::Yes, Binds::No, Binds::Maybe]);
    }

    #[test]
    fn a_repository_class_with_a_builtin_name_is_that_class() {
        // marshmallow's fields.Dict/List/Tuple derive from Field: through a module, imported
        // from the repository or written in an annotation, the name is the repository's class;
        // bare or from the standard library it is the builtin.
        let f = "class Field:\n    def serialize(self, attr, accessor):\n        return attr\n\n\
                 class Mapping(Field):\n    pass\n\n\
                 class Dict(Mapping):\n    pass\n\n\
                 class List(Field):\n    pass\n";
        let repo = testkit::scratch(&[("src/mm/__init__.py", ""), ("src/mm/fields.py", f)]);
        let t = target("src/mm/fields.py", f, "Field.serialize");
        let src = "import collections\nfrom collections import OrderedDict\n\
                   from mm import fields\nfrom mm.fields import List\n\n\
                   def test(user, g: fields.Mapping):\n    \
                   f = fields.Dict()\n    f.serialize('a')\n    \
                   List().serialize('a')\n    g.serialize('a')\n    \
                   collections.OrderedDict().serialize('a')\n    \
                   d = OrderedDict()\n    d.serialize('a')\n    \
                   e = dict()\n    e.serialize('a')\n";
        let got: Vec<Binds> = typed_binds(&repo, &t, src)
            .into_iter()
            .map(|b| b.0)
            .collect();
        assert_eq!(
            got,
            vec![
                Binds::Yes,
                Binds::Yes,
                Binds::Yes,
                Binds::No,
                Binds::No,
                Binds::No
            ]
        );
    }

    #[test]
    fn a_decorator_that_makes_another_callable_hides_the_defs_parameters() {
        // pyright checks a call of a decorated name against what the decorator makes: any
        // arguments for functools' caches, a repository class's `__call__`, a `Callable[...,
        // Any]`; the def's own list through `F -> F`, a `ParamSpec` `__call__`, or a decorator
        // it cannot type (unannotated).
        let lib = "import functools\nfrom functools import cache\nfrom typing import Any, Callable\n\n\
                   def keep(fn: F) -> F:\n    return fn\n\n\
                   def loose(fn) -> Callable[..., Any]:\n    return fn\n\n\
                   def plain(fn):\n    return fn\n\n\
                   class Command:\n    def __call__(self, *args, **kwargs):\n        return 1\n\n\
                   class Typed:\n    def __call__(self, *args: P.args, **kwargs: P.kwargs):\n        return 1\n\n\
                   @functools.lru_cache(maxsize=None)\ndef a(x):\n    return x\n\n\
                   @cache\ndef b(x):\n    return x\n\n\
                   @loose\ndef c(x):\n    return x\n\n\
                   @Command\ndef d(x):\n    return x\n\n\
                   @keep\ndef e(x):\n    return x\n\n\
                   @plain\ndef f(x):\n    return x\n\n\
                   @Typed\ndef g(x):\n    return x\n\n\
                   @functools.wraps(plain)\ndef h(x):\n    return x\n";
        let repo = testkit::scratch(&[("lib.py", lib)]);
        for (name, hidden) in [
            ("a", true),
            ("b", true),
            ("c", true),
            ("d", true),
            ("e", false),
            ("f", false),
            ("g", false),
            ("h", false),
        ] {
            let t = target("lib.py", lib, name);
            let src = format!("from lib import {name}\n\ndef test():\n    {name}(1)\n");
            let cs = calls(&parse("app.py", &src), &t, &repo.ctx);
            assert_eq!(cs.len(), 1, "{name}: {cs:?}");
            assert_eq!(cs[0].binds, Binds::Yes, "{name}: {}", cs[0].reason);
            assert_eq!(cs[0].args.is_none(), hidden, "{name}: {}", cs[0].reason);
        }
    }

    #[test]
    fn an_unannotated_class_method_returning_cls_gives_the_class() {
        // pyright infers `return cls(..)` in a class method as the class it is called on,
        // `return self` as the receiver: `Point.origin().shift(1)` is Point.shift.
        let lib = "class Point:\n    def shift(self, dx, dy):\n        return self\n\n    \
                   @classmethod\n    def origin(cls):\n        return cls()\n\n    \
                   @classmethod\n    def maybe(cls, x):\n        if x:\n            return cls()\n\n    \
                   def again(self):\n        return self\n";
        let repo = testkit::scratch(&[("lib.py", lib)]);
        let t = target("lib.py", lib, "Point.shift");
        let src = "from lib import Point\n\ndef test():\n    p = Point.origin()\n    \
                   p.shift(1)\n    Point.origin().again().shift(1)\n    \
                   q = Point.maybe(1)\n    q.shift(1)\n";
        let got: Vec<Binds> = typed_binds(&repo, &t, src)
            .into_iter()
            .map(|b| b.0)
            .collect();
        assert_eq!(got, vec![Binds::Yes, Binds::Yes, Binds::Maybe]);
    }

    #[test]
    fn a_local_holding_an_or_of_the_target_calls_it() {
        // marshmallow's Field.get_value: `accessor_func = accessor or utils.get_value`, then
        // `accessor_func(obj, check_key, default)`, which pyright checks against get_value.
        let utils = "def get_value(obj, key, *, default=None):\n    return obj\n";
        let repo = testkit::scratch(&[("src/mm/__init__.py", ""), ("src/mm/utils.py", utils)]);
        let t = target("src/mm/utils.py", utils, "get_value");
        let src = "from mm import utils\n\n\
                   def get(obj, attr, accessor=None, default=None):\n    \
                   accessor_func = accessor or utils.get_value\n    \
                   return accessor_func(obj, attr, default)\n\n\
                   def other(obj, accessor=None):\n    f = accessor or other_value\n    \
                   return f(obj, 1, 2)\n";
        let cs = calls(&parse("src/mm/fields.py", src), &t, &repo.ctx);
        assert_eq!(cs.len(), 1, "{cs:?}");
        assert_eq!(cs[0].binds, Binds::Yes, "{}", cs[0].reason);
        assert!(!accepted(&t, &cs[0]));
    }

    #[test]
    fn multiple_inheritance_with_a_base_that_defines_the_method_stays_open() {
        let repo = typed_repo();
        let t = target("pkg/container.py", CONTAINER, "Container.as_string");
        // Mixed(Item, Container): Item.as_string comes first in its resolution order
        let src = "from pkg.items import Mixed\n\ndef test():\n    Mixed().as_string()\n";
        let got = typed_binds(&repo, &t, src);
        assert_ne!(got[0].0, Binds::Yes, "{:?}", got[0]);
    }

    #[test]
    fn super_reaches_the_next_class_of_the_resolution_order() {
        let base = "class UsageError(Exception):\n    def __init__(self, message, ctx=None):\n        \
                    super().__init__(message)\n\n\
                    class BadParameter(UsageError):\n    def __init__(self, message, ctx=None, param=None, *, hint):\n        \
                    super().__init__(message, ctx)\n\n\
                    class NoSuchOption(UsageError):\n    def __init__(self, name, ctx=None):\n        \
                    super().__init__(name, ctx)\n\n\
                    class Missing(BadParameter):\n    def __init__(self, message=None, ctx=None):\n        \
                    super().__init__(message, ctx)\n";
        let repo = testkit::scratch(&[("exc.py", base)]);
        let t = target("exc.py", base, "BadParameter.__init__");
        let got: Vec<(usize, Binds)> = calls(&parse("exc.py", base), &t, &repo.ctx)
            .into_iter()
            .filter(|c| c.line > 3)
            .map(|c| (c.line, c.binds))
            .collect();
        // in BadParameter itself and in its sibling: UsageError.__init__; in a subclass: the target
        assert_eq!(
            got,
            vec![(7, Binds::No), (11, Binds::No), (15, Binds::Yes)],
            "{got:?}"
        );
    }

    #[test]
    fn subclasses_reach_an_inherited_method_and_bases_may_dispatch_to_an_override() {
        let repo = typed_repo();
        let items = PKG
            .iter()
            .find(|(p, _)| *p == "pkg/items.py")
            .expect("items")
            .1;
        let t = target("pkg/items.py", items, "Item.as_string");
        // Table does not define as_string: Item's is reached; a Container is no Item
        let src = "from pkg.items import Table, Item\nfrom pkg.container import Container\n\n\
                   def test(t: Table, c: Container, i: Item):\n    \
                   t.as_string()\n    c.as_string()\n    i.as_string()\n";
        let got: Vec<Binds> = typed_binds(&repo, &t, src)
            .into_iter()
            .map(|b| b.0)
            .collect();
        assert_eq!(got, vec![Binds::Yes, Binds::No, Binds::Yes]);
        // Own overrides Container.as_string: a Container-typed receiver may be an Own
        let doc = PKG.iter().find(|(p, _)| *p == "pkg/doc.py").expect("doc").1;
        let t = target("pkg/doc.py", doc, "Own.as_string");
        let src =
            "from pkg.container import Container\n\ndef test(c: Container):\n    c.as_string()\n";
        let got = typed_binds(&repo, &t, src);
        assert_eq!(got[0].0, Binds::Maybe, "{:?}", got[0]);
    }

    #[test]
    fn a_class_object_named_as_a_base_or_builtin_never_reaches_the_owner() {
        // jinja2's exceptions: `IOError.__init__(self, name)` in TemplateNotFound, and an
        // explicit base call; a `cls` of a base's class method may still be the owner.
        let src = "class TemplateError(Exception):\n    def __init__(self, message=None):\n        \
                   super().__init__(message)\n\n\
                   class TemplateNotFound(IOError, LookupError, TemplateError):\n    \
                   def __init__(self, name, message=None):\n        IOError.__init__(self, name)\n\n\
                   class TemplateSyntaxError(TemplateError):\n    def __init__(self, message, lineno, name=None):\n        \
                   TemplateError.__init__(self, message)\n";
        let repo = testkit::scratch(&[("exc.py", src)]);
        for sel in ["TemplateSyntaxError.__init__", "TemplateNotFound.__init__"] {
            let t = target("exc.py", src, sel);
            let got: Vec<(usize, Binds)> = line_binds(&calls(&parse("exc.py", src), &t, &repo.ctx));
            assert_eq!(
                got,
                vec![(3, Binds::No), (7, Binds::No), (11, Binds::No)],
                "{sel}"
            );
        }
        let src = "class Base:\n    def render(self, x):\n        pass\n\n    @classmethod\n    \
                   def build(cls):\n        cls.render(None, 1)\n\n\
                   class Own(Base):\n    def render(self, x, y):\n        Base.render(self, x)\n";
        let repo = testkit::scratch(&[("own.py", src)]);
        let t = target("own.py", src, "Own.render");
        let got: Vec<(usize, Binds)> = line_binds(&calls(&parse("own.py", src), &t, &repo.ctx));
        assert_eq!(got, vec![(7, Binds::Maybe), (11, Binds::No)]);
    }

    #[test]
    fn a_field_assigned_a_method_result_of_a_typed_parameter() {
        // jinja2's Parser: `self.stream = environment._tokenize(..)`, `environment:
        // "Environment"`, and `_tokenize` returns a TokenStream; read through `self` and
        // through a `parser: "Parser"` parameter of another module.
        let lexer =
            "class TokenStream:\n    def expect(self, expr: str) -> str:\n        return expr\n";
        let env = "from lexer import TokenStream\n\nclass Environment:\n    \
                   def _tokenize(self, source: str) -> TokenStream:\n        return TokenStream()\n";
        let parser = "import typing as t\nif t.TYPE_CHECKING:\n    from environment import Environment\n\n\
                      class Parser:\n    def __init__(self, environment: \"Environment\", source: str) -> None:\n        \
                      self.stream = environment._tokenize(source)\n\n    \
                      def parse_block(self):\n        self.stream.expect(\"block_end\")\n";
        let ext = "from parser import Parser\n\ndef parse(parser: \"Parser\"):\n    \
                   parser.stream.expect(\"comma\")\n";
        let repo = testkit::scratch(&[
            ("lexer.py", lexer),
            ("environment.py", env),
            ("parser.py", parser),
            ("ext.py", ext),
        ]);
        let t = target("lexer.py", lexer, "TokenStream.expect");
        for (path, src) in [("parser.py", parser), ("ext.py", ext)] {
            let got = calls(&parse(path, src), &t, &repo.ctx);
            assert_eq!(got.len(), 1, "{path}");
            assert_eq!(got[0].binds, Binds::Yes, "{path}: {}", got[0].reason);
        }
    }

    #[test]
    fn a_class_defined_in_a_function_inherits_the_targets_method() {
        // jinja2's test_regression: `class MyEnvironment(Environment)` in the test method.
        let env =
            "class Environment:\n    def get_template(self, name, parent=None):\n        pass\n";
        let src = "from env import Environment\n\nclass TestBug:\n    def test_custom_context(self):\n        \
                   class MyEnvironment(Environment):\n            context_class = dict\n\n        \
                   env = MyEnvironment()\n        env.get_template(\"test\")\n\n    \
                   def test_other(self):\n        class MyEnvironment:\n            \
                   def get_template(self, name):\n                pass\n\n        \
                   MyEnvironment().get_template(\"x\")\n";
        let repo = testkit::scratch(&[("env.py", env), ("tests/test_x.py", src)]);
        let t = target("env.py", env, "Environment.get_template");
        let got: Vec<Binds> = typed_binds(&repo, &t, src)
            .into_iter()
            .map(|b| b.0)
            .collect();
        assert_eq!(got, vec![Binds::Yes, Binds::No]);
    }

    #[test]
    fn a_class_decorated_away_is_not_its_class_and_the_reaching_definition_counts() {
        // lark's tests: `@v_args(inline=True) class T(Transformer)`, v_args typed to give a
        // union, leaves `T()` unchecked; a `@dataclass` one stays the class; of two `class T`
        // in one function, the one before the call is the binding there.
        let lib = "from typing import Callable, Union\n\n\
                   def v_args(inline=False) -> Callable[[Union[Callable, type]], Union[Callable, type]]:\n    \
                   return lambda c: c\n\n\
                   class Transformer:\n    def transform(self, tree):\n        return tree\n";
        let src = "from dataclasses import dataclass\nfrom lib import Transformer, v_args\n\n\
                   def a(t):\n    @v_args(inline=True)\n    class T(Transformer):\n        pass\n    \
                   return T().transform(t)\n\n\
                   def b(t):\n    @dataclass\n    class T(Transformer):\n        pass\n    \
                   return T().transform(t)\n\n\
                   def c(t):\n    class T(Transformer):\n        pass\n    \
                   x = T().transform(t)\n    @v_args()\n    class T(Transformer):\n        pass\n    \
                   return T().transform(t)\n";
        let repo = testkit::scratch(&[("lib.py", lib), ("test_x.py", src)]);
        let t = target("lib.py", lib, "Transformer.transform");
        let got: Vec<(usize, Binds)> = line_binds(&calls(&parse("test_x.py", src), &t, &repo.ctx));
        assert_eq!(
            got,
            vec![
                (8, Binds::Maybe),
                (14, Binds::Yes),
                (19, Binds::Yes),
                (23, Binds::Maybe)
            ]
        );
    }

    #[test]
    fn a_base_named_like_the_owner_but_defined_here_is_not_the_owner() {
        // lark's cyk.py: its own `class Rule`, and `super(UnitSkipRule, self).__init__(..)` in
        // a subclass of it, are not grammar.Rule's.
        let lib =
            "class Rule:\n    def __init__(self, origin, expansion, *, order=0):\n        pass\n";
        let src = "class Rule:\n    def __init__(self, lhs, rhs, weight):\n        pass\n\n\
                   class UnitSkipRule(Rule):\n    def __init__(self, lhs, rhs, weight):\n        \
                   super(UnitSkipRule, self).__init__(lhs, rhs, weight)\n";
        let repo = testkit::scratch(&[("grammar.py", lib), ("cyk.py", src)]);
        let t = target("grammar.py", lib, "Rule.__init__");
        let got: Vec<Binds> = calls(&parse("cyk.py", src), &t, &repo.ctx)
            .into_iter()
            .map(|c| c.binds)
            .filter(|b| *b != Binds::No)
            .collect();
        assert!(got.is_empty(), "{got:?}");
    }

    #[test]
    fn a_receiver_of_this_modules_own_class_named_like_the_owner_is_not_the_owner() {
        // boltons' urlutils.py: its own copy of `class OrderedMultiDict` (rebound later by
        // `from .dictutils import OrderedMultiDict`, which pyright reports as not assignable
        // to the class's declared type): `self.add(..)` in that class, through a local alias
        // too, and a `OrderedMultiDict()` made here are urlutils' own class's, not the
        // target's (dictutils').
        let lib = "class Multi(dict):\n    def add(self, k, v):\n        self[k] = v\n";
        let src = "class Multi(dict):\n    def add(self, k, v):\n        self[k] = v\n\n    \
                   def update_extend(self, k, v):\n        self.add(k, v)\n\n    \
                   def alias(self, k, v):\n        self_add = self.add\n        \
                   self_add(k, v)\n\n\
                   try:\n    from .multi import Multi\nexcept ImportError:\n    pass\n\n\
                   def alpha():\n    m = Multi()\n    m.add(1, 2)\n";
        let repo = testkit::scratch(&[
            ("lib/__init__.py", ""),
            ("lib/multi.py", lib),
            ("lib/urls.py", src),
        ]);
        let t = target("lib/multi.py", lib, "Multi.add");
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("lib/urls.py", src), &t, &repo.ctx));
        assert!(got.iter().all(|(_, b)| *b == Binds::No), "{got:?}");
        assert!(
            got.contains(&(6, Binds::No)) && got.contains(&(19, Binds::No)),
            "{got:?}"
        );
        // the same calls in a module that only imports the target's class are the target's
        let user = "from .multi import Multi\n\n\
                    def alpha():\n    m = Multi()\n    m.add(1, 2)\n";
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("lib/use.py", user), &t, &repo.ctx));
        assert_eq!(got, vec![(5, Binds::Yes)]);
    }

    #[test]
    fn the_class_object_of_this_modules_own_class_named_like_the_owner_is_not_the_owner() {
        // `self.__class__(..)` and `cls(..)` in a class of another module that only shares
        // the target's class's name make that class, not the target's.
        let lib = "class Multi:\n    def __init__(self, a):\n        self.a = a\n";
        let src = "class Multi:\n    def __init__(self, a):\n        self.a = a\n\n    \
                   def copy(self):\n        return self.__class__(self.a)\n\n    \
                   @classmethod\n    def make(cls):\n        return cls(2)\n";
        let repo = testkit::scratch(&[("multi.py", lib), ("urls.py", src)]);
        let t = target("multi.py", lib, "Multi.__init__");
        let got: Vec<Binds> = calls(&parse("urls.py", src), &t, &repo.ctx)
            .into_iter()
            .map(|c| c.binds)
            .filter(|b| *b == Binds::Yes)
            .collect();
        assert!(got.is_empty(), "{got:?}");
    }

    #[test]
    fn the_class_object_of_a_methods_own_receiver_calls_the_constructor() {
        // jinja2's LRUCache.copy: `self.__class__(self.capacity)`; `cls(..)` in a class method.
        let src = "class LRUCache:\n    def __init__(self, capacity: int) -> None:\n        \
                   self.capacity = capacity\n\n    def copy(self):\n        \
                   return self.__class__(self.capacity)\n\n    @classmethod\n    \
                   def make(cls):\n        return cls(3)\n\n\
                   class Other:\n    def copy(self):\n        return self.__class__()\n\n\
                   class Sub(LRUCache):\n    def again(self):\n        return self.__class__(1)\n";
        let repo = testkit::scratch(&[("utils.py", src)]);
        let t = target("utils.py", src, "LRUCache.__init__");
        let got: Vec<(usize, Binds, Option<usize>)> = calls(&parse("utils.py", src), &t, &repo.ctx)
            .into_iter()
            .map(|c| (c.line, c.binds, c.args))
            .collect();
        assert_eq!(
            got,
            vec![
                (6, Binds::Yes, Some(1)),
                (10, Binds::Yes, Some(1)),
                (18, Binds::Yes, Some(1))
            ]
        );
    }

    #[test]
    fn receivers_typed_by_a_tuple_item_and_by_a_parameter_rebound_to_its_type() {
        // jinja2's PrefixLoader.get_source (`loader, name = self.get_loader(template)` with
        // `-> t.Tuple[BaseLoader, str]`) and Getitem.as_const (`eval_ctx =
        // get_eval_context(self, eval_ctx)` with `eval_ctx: t.Optional[EvalContext]`).
        let loaders = "import typing as t\n\nclass BaseLoader:\n    \
                       def get_source(self, environment, template):\n        pass\n\n\
                       class PrefixLoader(BaseLoader):\n    \
                       def get_loader(self, template: str) -> t.Tuple[BaseLoader, str]:\n        \
                       return self, template\n\n    def get_source(self, environment, template):\n        \
                       loader, name = self.get_loader(template)\n        \
                       return loader.get_source(environment, name)\n\n\
                       def pick(x: str) -> t.Tuple[str, BaseLoader]:\n    return x, BaseLoader()\n\n\
                       def load():\n    _, got = pick('a')\n    got.get_source(1, 2)\n\n\
                       class Ctx:\n    def __init__(self, loader: BaseLoader) -> None:\n        \
                       self.loader = loader\n\n\
                       def own(x: t.Optional[Ctx]) -> Ctx:\n    return Ctx(BaseLoader())\n\n\
                       def again(ctx: t.Optional[Ctx]):\n    ctx = own(ctx)\n    \
                       ctx.loader.get_source(1, 2)\n\n\
                       def other(ctx: t.Optional[Ctx]):\n    ctx = 'x'\n    ctx.loader.get_source(1, 2)\n";
        let repo = testkit::scratch(&[("loaders.py", loaders)]);
        let t = target("loaders.py", loaders, "BaseLoader.get_source");
        let src = loaders;
        let got: Vec<(usize, Binds)> = line_binds(&calls(&parse("loaders.py", src), &t, &repo.ctx));
        assert_eq!(
            got,
            vec![
                (13, Binds::Yes),
                (20, Binds::Yes),
                (31, Binds::Yes),
                (35, Binds::Maybe)
            ],
            "{got:?}"
        );
    }

    const TIMES: &str = "class Moment:\n    \
        @classmethod\n    def range(cls, frame, start, end=None, *, tz=None):\n        return []\n\n    \
        @classmethod\n    def now(cls) -> \"Moment\":\n        return cls()\n\n    \
        def shift(self, n, **kw) -> \"Moment\":\n        return self\n\n    \
        def span(self) -> \"Moment\":\n        for _ in range(3):\n            pass\n        \
        floor = self\n        if n:\n            floor = self.__class__()\n            \
        floor = floor.shift(1, days=1)\n        floor = floor.shift(1, days=2)\n        \
        return floor\n";

    #[test]
    fn a_bare_name_never_reaches_a_method() {
        // Python reads a bare name from the enclosing functions, the module and the
        // builtins, never from a class body: `range(3)` in a method is the builtin.
        let t = target("lib/times.py", TIMES, "Moment.range");
        let cs = calls_in("lib/times.py", TIMES, &t);
        assert_eq!(cs.len(), 1);
        assert_eq!(cs[0].binds, Binds::No, "{}", cs[0].reason);
        let src = "def f(xs):\n    return [x for x in range(len(xs))]\n";
        let cs = calls_in("lib/other.py", src, &t);
        assert_eq!(cs[0].binds, Binds::No, "{}", cs[0].reason);
        // written directly in a class body (a class-level value), the class's own names are
        // in sight: K's own `def range` before it is what it calls; in a default (read in
        // the class body too, not followed here) it is left open
        let src = "class K:\n    def range(a, b):\n        return a\n    x = range(1, 2)\n    \
                   def m(self, d=range(0, 1)):\n        pass\n";
        let cs = calls_in("lib/k.py", src, &t);
        let got: Vec<(usize, Binds)> = line_binds(&cs);
        assert_eq!(got, vec![(4, Binds::No), (5, Binds::Maybe)], "{cs:?}");
        // a function that declares the name global may bind it to anything
        let src = "def setup():\n    global range\n    range = Moment.range\n\n\
                   def f():\n    return range('day', 1)\n";
        let cs = calls_in("lib/other.py", src, &t);
        assert!(cs.iter().any(|c| c.binds == Binds::Maybe), "{cs:?}");
        // a local alias of the method through its class still reaches it
        let src =
            "from lib.times import Moment\n\ndef f():\n    r = Moment.range\n    r('day', 1)\n";
        let cs = calls_in("lib/other.py", src, &t);
        assert_eq!(cs.len(), 1);
        assert_eq!(cs[0].binds, Binds::Yes, "{}", cs[0].reason);
    }

    #[test]
    fn receivers_typed_through_a_class_objects_method_own_class_and_a_loop_on_itself() {
        let repo = testkit::scratch(&[("lib/__init__.py", ""), ("lib/times.py", TIMES)]);
        let t = target("lib/times.py", TIMES, "Moment.shift");
        // `Moment.now()` gives what its return annotation says
        for src in [
            "from lib.times import Moment\n\ndef test():\n    m = Moment.now()\n    m.shift(1)\n",
            "import lib.times\n\ndef test():\n    m = lib.times.Moment.now()\n    m.shift(1)\n",
        ] {
            let got = typed_binds(&repo, &t, src);
            assert_eq!(got.len(), 1, "{src}");
            assert_eq!(got[0].0, Binds::Yes, "{src}: {}", got[0].1);
        }
        // `self.__class__()` makes a Moment, and `floor = floor.shift(..)` keeps that type
        let got: Vec<(Binds, String)> = calls(&parse("lib/times.py", TIMES), &t, &repo.ctx)
            .into_iter()
            .map(|c| (c.binds, c.reason))
            .collect();
        assert_eq!(got.len(), 2);
        assert!(got.iter().all(|(b, _)| *b == Binds::Yes), "{got:?}");
    }

    #[test]
    fn heirs_are_the_classes_whose_resolution_order_reaches_the_constructor_first() {
        let src = "class Symbol(Serialize):\n    def __init__(self, name):\n        self.name = name\n\n\
                   class NonTerminal(Symbol):\n    is_term = False\n\n\
                   class Deeper(NonTerminal):\n    \"no constructor\"\n\n\
                   class Terminal(Symbol):\n    def __init__(self, name, filter_out=False):\n        pass\n\n\
                   class OwnNew(Symbol):\n    def __new__(cls, name):\n        pass\n\n\
                   class Two(NonTerminal, Mixin):\n    pass\n\n\
                   class Meta(Symbol, metaclass=M):\n    pass\n\n\
                   @dataclass\nclass Made(Symbol):\n    x: int\n\n\
                   class Again(Symbol):\n    pass\n\nAgain = Terminal\n\n\
                   class AfterTerminal(Terminal):\n    pass\n";
        let file = parse("grammar.py", src);
        assert_eq!(heirs_in(&file, "Symbol"), vec!["NonTerminal", "Deeper"]);
        assert_eq!(heirs_in(&file, "Terminal"), vec!["AfterTerminal"]);
        // a class the module binds twice is no sure class
        let twice = format!("{src}\nSymbol = None\n");
        assert!(heirs_in(&parse("grammar.py", &twice), "Symbol").is_empty());
    }

    #[test]
    fn receivers_typed_by_a_dict_of_calls_a_nested_defs_return_and_a_propertys_elements() {
        // h11's tests: ConnectionPair.conn is a dict of Connection(..) calls, `setup()` a
        // nested def declared `-> ConnectionPair`, `conns` a property `-> ValuesView[..]`
        let conn = "class Connection:\n    def send(self, event):\n        pass\n";
        let helpers = "from typing import ValuesView\nfrom .conn import Connection\n\n\
                       class Pair:\n    def __init__(self) -> None:\n        \
                       self.conn = {1: Connection(), 2: Connection()}\n        \
                       self.other = {1: 2, 2: 1}\n        self.mixed = {1: Connection(), 2: Other()}\n\n    \
                       @property\n    def conns(self) -> ValuesView[Connection]:\n        \
                       return self.conn.values()\n\n\
                       class Other:\n    def send(self, event):\n        pass\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", ""),
            ("pkg/conn.py", conn),
            ("pkg/helpers.py", helpers),
        ]);
        let t = target("pkg/conn.py", conn, "Connection.send");
        let src = "from pkg.helpers import Pair\nfrom pkg.conn import Connection\n\n\
                   def test():\n    def setup() -> Pair:\n        return Pair()\n\n    \
                   def make() -> Connection:\n        return Connection()\n\n    \
                   p = setup()\n    p.conn[1].send(1)\n    sc = p.conn[2]\n    sc.send(2)\n    \
                   for c in p.conns:\n        c.send(3)\n    make().send(4)\n    \
                   p.mixed[1].send(5)\n\n\
                   def other():\n    async def setup() -> Pair:\n        return Pair()\n    \
                   setup = None\n    setup().conn[1].send(6)\n";
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("tests/test_x.py", src), &t, &repo.ctx));
        assert_eq!(
            got,
            vec![
                (12, Binds::Yes),
                (14, Binds::Yes),
                (16, Binds::Yes),
                (17, Binds::Yes),
                (18, Binds::Maybe),
                (24, Binds::Maybe)
            ]
        );
    }

    #[test]
    fn comments_bind_nothing_and_dataclasses_without_init_inherit() {
        // h11's _util.py: a comment naming the classes is no binding of them
        let util = "__all__ = [\"ProtocolError\", \"LocalProtocolError\"]\n\n\
                    class ProtocolError(Exception):\n    def __init__(self, msg, hint=400):\n        pass\n\n\
                    # Internally:\n#   LocalProtocolError is the generic \"ProtocolError\".\n\
                    class LocalProtocolError(ProtocolError):\n    def again(self):\n        raise self\n";
        assert_eq!(
            heirs_in(&parse("h11/_util.py", util), "ProtocolError"),
            vec!["LocalProtocolError"]
        );
        // h11's _events.py: `@dataclass(init=False)` makes no `__init__`; a dataclass that
        // makes one, another decorator, or a `dataclass` not the standard library's do not
        let events = "from dataclasses import dataclass\n\n\
                      @dataclass(init=False, frozen=True)\nclass Base(Event):\n    \
                      def __init__(self, *, status_code, reason=b\"\"):\n        pass\n\n\
                      @dataclass(init=False, frozen=True)\nclass Response(Base):\n    \
                      def __post_init__(self):\n        pass\n\n\
                      @dataclass(frozen=True)\nclass Made(Base):\n    x: int\n\n\
                      @dataclass(init=True)\nclass Made2(Base):\n    pass\n\n\
                      @other(init=False)\nclass Other(Base):\n    pass\n\n\
                      @dataclass(init=False)\n@final\nclass Two(Base):\n    pass\n\n\
                      @dataclass(init=False)\nclass Deeper(Response):\n    pass\n";
        assert_eq!(
            heirs_in(&parse("h11/_events.py", events), "Base"),
            vec!["Response", "Deeper"]
        );
        let foreign = events.replace("from dataclasses import", "from mylib import");
        assert!(heirs_in(&parse("h11/_events.py", &foreign), "Base").is_empty());
        let rebound = format!("{events}\ndataclass = None\n");
        assert!(heirs_in(&parse("h11/_events.py", &rebound), "Base").is_empty());
    }

    #[test]
    fn a_class_inheriting_the_constructor_calls_it_by_its_own_name() {
        // lark's grammar.py: NonTerminal inherits Symbol.__init__, Terminal declares its own;
        // `type(self)(..)` in Symbol is a call of Symbol's constructor
        let lib = "class Symbol:\n    def __init__(self, name: str) -> None:\n        self.name = name\n\n    \
                   def renamed(self, f):\n        return type(self)(f(self.name))\n\n\
                   class Terminal(Symbol):\n    def __init__(self, name, filter_out=False):\n        \
                   self.name = name\n\n    def renamed(self, f):\n        \
                   return type(self)(f(self.name), False)\n\n\
                   class NonTerminal(Symbol):\n    is_term = False\n\n    \
                   def again(self):\n        return self.__class__(self.name)\n";
        let user = "from .grammar import Terminal as T, NonTerminal as NT\n\
                    from . import grammar\n\n\
                    def f(type):\n    return [NT('a'), T('b'), grammar.NonTerminal('c'), type(x)(1)]\n\n\
                    def g():\n    NT = make\n    return NT('d')\n";
        let repo = testkit::scratch(&[
            ("lk/__init__.py", ""),
            ("lk/grammar.py", lib),
            ("lk/user.py", user),
        ]);
        let t = target("lk/grammar.py", lib, "Symbol.__init__");
        // the heir is a name only its calls reach the target by, no re-export of it
        assert!(other_names(&t, &repo.ctx).is_empty());
        assert_eq!(call_names(&t, &repo.ctx), vec!["NonTerminal"]);
        let got = |path: &str, src: &str| -> Vec<(usize, Binds, Option<usize>)> {
            calls(&parse(path, src), &t, &repo.ctx)
                .into_iter()
                .filter(|c| c.binds != Binds::No)
                .map(|c| (c.line, c.binds, c.args))
                .collect()
        };
        assert_eq!(
            got("lk/grammar.py", lib),
            vec![(6, Binds::Yes, Some(1)), (19, Binds::Yes, Some(1))]
        );
        // `NT('a')` and `grammar.NonTerminal('c')` reach it; `T('b')` is Terminal's own,
        // `type(x)` a parameter's call, and the local `NT` may be anything
        assert_eq!(
            got("lk/user.py", user),
            vec![
                (5, Binds::Yes, Some(1)),
                (5, Binds::Yes, Some(1)),
                (9, Binds::Maybe, Some(1))
            ]
        );
        let why: Vec<String> = calls(&parse("lk/user.py", user), &t, &repo.ctx)
            .into_iter()
            .map(|c| c.reason)
            .collect();
        assert!(
            why[0].ends_with("NonTerminal inherits Symbol.__init__"),
            "{why:?}"
        );
    }
    #[test]
    fn a_module_level_instance_of_the_targets_class_calls_its_dunder_call() {
        // dateutil's tz.py: `gettz = __get_gettz()`, whose function returns an instance of
        // the class it defines; `helper = Helper()` of a top-level class; `other = Made()`
        // of a function that may return something else is no instance of the target's class
        let lib = "class Helper:\n    def __call__(self, x):\n        return x\n\n\
                   def __get_gettz():\n    class GettzFunc:\n        def __call__(self, name=None):\n            \
                   return name\n\n    return GettzFunc()\n\n\
                   def made():\n    class Made:\n        def __call__(self, name=None):\n            return name\n    \
                   if flag:\n        return None\n    return Made()\n\n\
                   gettz = __get_gettz()\ndel __get_gettz\nhelper = Helper()\nother = made()\n";
        let init = "from .tz import *\n";
        let user = "from pkg import tz\nfrom pkg.tz import helper\n\n\
                    def f(gettz):\n    return gettz('x')\n\n\
                    a = tz.gettz('UTC')\nb = helper(1)\nc = tz.other('y')\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", ""),
            ("pkg/tz/__init__.py", init),
            ("pkg/tz/tz.py", lib),
            ("pkg/user.py", user),
        ]);
        let got = |t: &Target| -> Vec<(usize, Binds, bool)> {
            calls(&parse("pkg/user.py", user), t, &repo.ctx)
                .into_iter()
                .filter(|c| c.binds != Binds::No)
                .map(|c| (c.line, c.binds, c.supplies_receiver))
                .collect()
        };
        let gettz = target("pkg/tz/tz.py", lib, "GettzFunc.__call__");
        assert_eq!(call_names(&gettz, &repo.ctx), vec!["gettz"]);
        // `tz.gettz(..)` through the package's `import *`; the parameter `gettz` may be
        // anything
        assert_eq!(
            got(&gettz),
            vec![(5, Binds::Maybe, true), (7, Binds::Yes, true)]
        );
        let why = calls(&parse("pkg/user.py", user), &gettz, &repo.ctx)
            .into_iter()
            .find(|c| c.line == 7)
            .map(|c| c.reason)
            .unwrap_or_default();
        assert!(
            why.ends_with("gettz = __get_gettz() is the GettzFunc __get_gettz returns: the call is GettzFunc.__call__"),
            "{why}"
        );
        let helper = target("pkg/tz/tz.py", lib, "Helper.__call__");
        assert_eq!(got(&helper), vec![(8, Binds::Yes, true)]);
        let made = target("pkg/tz/tz.py", lib, "Made.__call__");
        assert!(call_names(&made, &repo.ctx).is_empty());
        assert_eq!(got(&made), vec![]);
    }

    #[test]
    fn a_caller_files_own_subclass_inherits_the_constructor() {
        // dateutil's `class TaggedRule(rrule)` in a test module, pluggy's `class
        // MyPluginManager(PluginManager)` in a test function: neither declares `__init__`
        let lib =
            "class Rule:\n    def __init__(self, freq, cache=False):\n        self.freq = freq\n";
        let user = "from pkg.rule import Rule\n\n\
                    class Tagged(Rule):\n    __slots__ = ('tag',)\n\n\
                    class Own(Rule):\n    def __init__(self):\n        pass\n\n\
                    def test():\n    class Local(Rule):\n        def other(self):\n            pass\n\n    \
                    return [Tagged(1), Own(), Local(2)]\n\n\
                    def test_rebound():\n    class Again(Rule):\n        pass\n    Again = make\n    return Again(3)\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", ""),
            ("pkg/rule.py", lib),
            ("pkg/user.py", user),
        ]);
        let t = target("pkg/rule.py", lib, "Rule.__init__");
        let found: Vec<(usize, Binds, Option<usize>, String)> =
            calls(&parse("pkg/user.py", user), &t, &repo.ctx)
                .into_iter()
                .filter(|c| c.binds != Binds::No)
                .map(|c| (c.line, c.binds, c.args, c.reason))
                .collect();
        let lines: Vec<(usize, Binds, Option<usize>)> =
            found.iter().map(|c| (c.0, c.1, c.2)).collect();
        // `Tagged(1)` and `Local(2)` reach Rule.__init__; `Own()` has its own, `Again` is
        // rebound in its function
        assert_eq!(
            lines,
            vec![(15, Binds::Yes, Some(1)), (15, Binds::Yes, Some(1))]
        );
        assert!(
            found[0].3.ends_with("Tagged inherits Rule.__init__"),
            "{found:?}"
        );
    }

    #[test]
    fn a_local_subclass_of_a_dotted_base_inherits_the_constructor() {
        // flask's tests: `class Flask(flask.Flask): config_class = Config` then
        // `Flask(__name__)`, `class StaticFileApp(flask.Flask)` then `StaticFileApp(..)`:
        // without an `__init__` of their own, pyright checks the calls against Flask.__init__
        let lib = "class Flask:\n    def __init__(self, import_name, *, mode):\n        pass\n";
        let user = "import pkg\nimport other\n\n\
                    def test_config():\n    class Flask(pkg.Flask):\n        config_class = dict\n\n    \
                    app = Flask(__name__)\n\n\
                    def test_static():\n    class StaticFileApp(pkg.Flask):\n        def get(self):\n            return 10\n\n    \
                    return StaticFileApp(__name__)\n\n\
                    def test_own():\n    class Own(pkg.Flask):\n        def __init__(self):\n            pass\n\n    \
                    return Own()\n\n\
                    class TestSendfile:\n    def test_method(self):\n        class Static(pkg.Flask):\n            pass\n        return Static(__name__)\n\n\
                    def test_foreign():\n    class Flask(other.Flask):\n        pass\n\n    \
                    return Flask(__name__)\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", "from pkg.app import Flask\n"),
            ("pkg/app.py", lib),
            ("pkg/user.py", user),
            ("other/__init__.py", "class Flask:\n    pass\n"),
        ]);
        let t = target("pkg/app.py", lib, "Flask.__init__");
        let found: Vec<(usize, Binds, String)> = calls(&parse("pkg/user.py", user), &t, &repo.ctx)
            .into_iter()
            .map(|c| (c.line, c.binds, c.reason))
            .collect();
        let yes: Vec<usize> = found
            .iter()
            .filter(|c| c.1 == Binds::Yes)
            .map(|c| c.0)
            .collect();
        // `Static` is local to a method; `Own()` has its own `__init__`; `other.Flask` is
        // another class
        assert_eq!(yes, vec![8, 15, 28], "{found:?}");
        let why = &found.iter().find(|c| c.0 == 8).unwrap().2;
        assert!(
            why.ends_with("Flask (line 5) inherits Flask.__init__ through pkg.Flask"),
            "{why}"
        );
        assert!(found.iter().all(|c| c.0 != 34 || c.1 != Binds::Yes));
    }

    #[test]
    fn a_files_classes_are_read_from_its_statements_at_every_depth() {
        // the module's, a class body's, a function's, under compound statements and a match
        // case; an expression (a lambda, a call) holds no class statement
        let src = "class A(Base):\n    class Inner(A):\n        pass\n\n                   def f():\n    if x:\n        class B(A, m.C):\n            pass\n    return g(lambda: 1)\n\n                   try:\n    class C:\n        pass\nexcept E:\n    pass\n\n                   match v:\n    case 1:\n        @deco\n        class D(C):\n            pass\n";
        let file = parse("t.py", src);
        let lib = "def f():\n    pass\n";
        let repo = testkit::scratch(&[("t.py", src), ("lib.py", lib)]);
        let t = target("lib.py", lib, "f");
        let c = Ctx::new(&file, &t, &repo.ctx, collect_facts(&file));
        let classes = c.file_classes();
        let mut names: Vec<&str> = classes.keys().map(String::as_str).collect();
        names.sort();
        assert_eq!(names, ["A", "B", "C", "D", "Inner"]);
        assert_eq!(classes["B"].len(), 2, "{classes:?}");
        assert_eq!(classes["D"].first().map(String::as_str), Some("C"));
    }

    #[test]
    fn a_from_import_in_a_function_binds_its_names_not_its_module() {
        // flask's test_reqctx: `app = flask.Flask(__name__)`, then `@app.route("/")`, then
        // `from flask.testing import EnvironBuilder` in the same function: `flask` is still
        // the module imported at the top, so `app` is a Flask
        let src = "import flask\n\n\
                   def test_idna():\n    app = flask.Flask(__name__)\n    from flask.testing import EnvironBuilder\n    import a.b as flask_b, c.d\n    return app\n\n\
                   def test_rebinds():\n    from m import x as flask\n    return flask\n";
        let file = parse("t.py", src);
        let lib = "def f():\n    pass\n";
        let repo = testkit::scratch(&[("t.py", src), ("lib.py", lib)]);
        let t = target("lib.py", lib, "f");
        let c = Ctx::new(&file, &t, &repo.ctx, collect_facts(&file));
        let root = file.tree.root_node();
        let mut cursor = root.walk();
        let fns: Vec<Node> = root
            .named_children(&mut cursor)
            .filter(|n| n.kind_str() == "function_definition")
            .collect();
        assert!(!c.local_bindings(fns[0], "flask").imported);
        assert!(!c.local_bindings(fns[0], "flask_b").assigned);
        assert!(c.local_bindings(fns[0], "flask_b").imported);
        assert!(c.local_bindings(fns[0], "c").imported);
        assert!(!c.local_bindings(fns[0], "d").imported);
        assert!(c.local_bindings(fns[0], "EnvironBuilder").imported);
        assert!(c.local_bindings(fns[1], "flask").imported);
    }

    #[test]
    fn definitions_are_looked_for_in_statements_only_and_all_found() {
        // Definitions at every depth a statement can stand at (clauses, a match case, a
        // decorated class's method, a nested function), and a syntax error at the end: the
        // pruned walk finds what a whole walk finds, in the same order.
        let src = "\
import os
def top(a, b=1):
    def inner(c):
        return [lambda x: x for _ in c]
    return inner
@dec
class K(Base):
    def m(self):
        if self:
            def in_if(): pass
        elif os:
            def in_elif(): pass
        else:
            def in_else(): pass
        for _ in []:
            def in_for(): pass
        while False:
            def in_while(): pass
        try:
            def in_try(): pass
        except E:
            def in_except(): pass
        finally:
            def in_finally(): pass
        with x:
            def in_with(): pass
        match self:
            case 1:
                def in_case(): pass
x = f(
def after_error(q): pass
";
        let file = parse("m.py", src);
        let names: Vec<String> = definitions(&file).into_iter().map(|d| d.name).collect();
        let whole: Vec<String> = crate::lang::defs::matches(&file)
            .into_iter()
            .map(|m| file.text(m.name).into_owned())
            .collect();
        assert_eq!(names, whole);
        for n in ["top", "inner", "K", "m", "in_if", "in_case", "in_finally"] {
            assert!(names.iter().any(|x| x == n), "{n} in {names:?}");
        }
        // the file's syntax error puts the walk in its anything-anywhere mode
        assert!(file.tree.root_node().has_error());
    }

    const SOUP_TYPING: &str = "from __future__ import annotations\n\
        from typing import TYPE_CHECKING, Optional, TypeAlias, Union\n\
        if TYPE_CHECKING:\n    from lib.element import PageElement, Tag\n\
        One: TypeAlias = Union[\"PageElement\", \"Tag\"]\n\
        AtMostOne: TypeAlias = Optional[One]\n\
        Twice: TypeAlias = Optional[One]\n\
        Twice = int\n";

    const SOUP_ELEMENT: &str = "from __future__ import annotations\n\
        from typing import Optional\n\
        from lib._typing import AtMostOne, Twice\n\n\
        class PageElement:\n    def extract(self) -> PageElement:\n        return self\n\n\
        class Tag(PageElement):\n\
        \x20   def decode(self, indent: int) -> str:\n        return ''\n\n\
        \x20   def find(self, name: str) -> AtMostOne:\n        return None\n\n\
        \x20   def find_twice(self, name: str) -> Twice:\n        return None\n\n\
        \x20   def __getattr__(self, sub: str) -> Optional[Tag]:\n        return None\n\n\
        class Soup(Tag):\n    pass\n\n\
        class Branchy(Tag):\n    if True:\n        p = None\n\n\
        class Pair(Tag):\n    def __init__(self) -> None:\n        self.x, self.y = 1, 2\n\n\
        class Custom(Tag):\n    def __getattribute__(self, name: str) -> int:\n        return 0\n";

    #[test]
    fn attributes_typed_by_getattr_type_aliases_and_a_fields_own_method_call() {
        let repo = testkit::scratch(&[
            ("lib/__init__.py", ""),
            ("lib/_typing.py", SOUP_TYPING),
            ("lib/element.py", SOUP_ELEMENT),
        ]);
        let t = target("lib/element.py", SOUP_ELEMENT, "Tag.decode");
        let sure = "from lib.element import Soup\n\n\
            class Helper:\n    def soup(self) -> Soup:\n        return Soup()\n\n\
            class T(Helper):\n    def setup(self) -> None:\n        self.tree = self.soup()\n\n\
            \x20   def test(self, s: Soup) -> None:\n\
            \x20       s.p.decode()\n\
            \x20       s.find('a').decode()\n\
            \x20       s.find('a').extract().decode()\n\
            \x20       self.tree.b.decode()\n";
        let got: Vec<Binds> = typed_binds(&repo, &t, sure)
            .into_iter()
            .map(|(b, _)| b)
            .collect();
        // `extract()` gives a PageElement, whose lookup may reach a subclass's decode
        assert_eq!(got, [Binds::Yes, Binds::Yes, Binds::Maybe, Binds::Yes]);
        // A name a class body binds in a form the summary does not read (an `if` block, a
        // tuple target), a class with its own `__getattribute__`, a dunder, and an alias
        // assigned twice: nothing is read from them.
        let open = "from lib.element import Branchy, Pair, Custom, Soup\n\n\
            def test(b: Branchy, p: Pair, c: Custom, s: Soup) -> None:\n\
            \x20   b.p.decode()\n    p.x.decode()\n    c.q.decode()\n\
            \x20   s.__foo__.decode()\n    s.find_twice('a').decode()\n";
        let got = typed_binds(&repo, &t, open);
        assert_eq!(got.len(), 5, "{got:?}");
        assert!(got.iter().all(|(b, _)| *b == Binds::Maybe), "{got:?}");
    }

    #[test]
    fn a_value_typed_by_a_getattr_declared_for_the_type_checker_calls_its_dunder_call() {
        // pluggy: `pm.hook` is a `HookRelay` (`self.hook: Final = HookRelay()`), whose
        // `__getattr__ -> HookCaller` is declared under `if TYPE_CHECKING:`; a hook call
        // `pm.hook.myhook(..)` is a call of `HookCaller.__call__`, and so is a call of a
        // local holding one or a method's declared result
        let caller = "from typing import TYPE_CHECKING\n\n\
            class Relay:\n    __slots__ = (\"__dict__\",)\n\n\
            \x20   def __init__(self) -> None:\n        pass\n\n\
            \x20   if TYPE_CHECKING:\n\n        def __getattr__(self, name: str) -> Caller: ...\n\n\
            class Caller:\n    def __call__(self, **kwargs: object) -> object:\n        return kwargs\n\n\
            \x20   def other(self) -> None:\n        pass\n\n\
            class Open:\n    def __getattr__(self, name: str) -> Caller: ...\n\n\
            \x20   def __getattribute__(self, name: str) -> object: ...\n";
        let manager = "from typing import Final\n\nfrom lib.caller import Caller, Open, Relay\n\n\
            class Manager:\n    def __init__(self) -> None:\n        self.hook: Final = Relay()\n\
            \x20       self.open = Open()\n\n\
            \x20   def subset(self, name: str) -> Caller:\n        return Caller()\n\n\
            \x20   def make(self) -> Caller:\n        return Caller()\n\n\
            def make() -> Caller:\n    return Caller()\n";
        let user = "from lib.manager import Manager\n\n\
            def test(pm: Manager) -> None:\n\
            \x20   pm.hook.myhook(arg=1)\n\
            \x20   hook = pm.hook\n    h = hook.other_hook\n    h(arg=2)\n\
            \x20   hc = pm.subset(\"x\")\n    hc(arg=3)\n\
            \x20   pm.hook.myhook.other()\n\
            \x20   pm.open.myhook(arg=4)\n\n\
            def untyped(pm) -> None:\n    pm.hook.myhook(arg=5)\n";
        let repo = testkit::scratch(&[
            ("lib/__init__.py", ""),
            ("lib/caller.py", caller),
            ("lib/manager.py", manager),
            ("user.py", user),
        ]);
        let t = target("lib/caller.py", caller, "Caller.__call__");
        // the classes and a top-level function bare, the members (a field, a method) as
        // attributes only (a member named like a top-level function: bare)
        assert_eq!(
            value_names(&t, &repo.ctx),
            ["Caller", "Open", "Relay", "make"]
        );
        assert_eq!(member_names(&t, &repo.ctx), ["hook", "open", "subset"]);
        let got: Vec<(usize, Binds, bool, Vec<String>)> =
            calls(&parse("user.py", user), &t, &repo.ctx)
                .into_iter()
                .map(|c| (c.line, c.binds, c.supplies_receiver, c.keywords))
                .collect();
        let kw = |k: &str| vec![k.to_string()];
        // not `.other()` (a method of Caller), not through `Open` (its own
        // `__getattribute__`), not through an unannotated parameter
        assert_eq!(
            got,
            [
                (4, Binds::Yes, true, kw("arg")),
                (7, Binds::Yes, true, kw("arg")),
                (9, Binds::Yes, true, kw("arg")),
            ]
        );
        let why = calls(&parse("user.py", user), &t, &repo.ctx)
            .into_iter()
            .map(|c| c.reason)
            .next()
            .unwrap_or_default();
        assert_eq!(why, "pm.hook.myhook is Caller: the call is Caller.__call__");
        // the class's other methods have no such calls
        let other = target("lib/caller.py", caller, "Caller.other");
        assert!(value_names(&other, &repo.ctx).is_empty());
        assert!(member_names(&other, &repo.ctx).is_empty());
    }

    #[test]
    fn a_receiver_typed_once_per_function_is_retyped_where_its_binding_changes() {
        // `pm` is typed once for the whole function (its parameter's annotation says), `x`
        // where it is read: the assignment that reaches each call decides
        let caller = "from typing import TYPE_CHECKING\n\n\
            class Relay:\n    if TYPE_CHECKING:\n\n        def __getattr__(self, name: str) -> Caller: ...\n\n\
            class Caller:\n    def __call__(self, **kwargs: object) -> object:\n        return kwargs\n\n\
            class Other:\n    def a(self, arg: int) -> None:\n        pass\n\n\
            class Manager:\n    def __init__(self) -> None:\n        self.hook = Relay()\n";
        let user = "from lib.caller import Manager, Other\n\n\
            def test(pm: Manager) -> None:\n\
            \x20   pm.hook.a(arg=1)\n\
            \x20   x = pm.hook\n    x.a(arg=2)\n\
            \x20   x = Other()\n    x.a(arg=3)\n\
            \x20   pm.hook.b(arg=4)\n";
        let repo = testkit::scratch(&[
            ("lib/__init__.py", ""),
            ("lib/caller.py", caller),
            ("user.py", user),
        ]);
        let t = target("lib/caller.py", caller, "Caller.__call__");
        let lines: Vec<usize> = calls(&parse("user.py", user), &t, &repo.ctx)
            .into_iter()
            .map(|c| c.line)
            .collect();
        assert_eq!(lines, [4, 6, 9]);
    }

    #[test]
    fn an_imported_word_is_one_an_import_statement_may_bind() {
        let w = Word::new("_cache");
        for src in [
            "from .func import _cache\n",
            "from .func import _cache as cache\n",
            "from .func import (\n    other,\n    _cache,\n)\n",
        ] {
            assert!(imported_word(src.as_bytes(), &w), "{src}");
        }
        for src in [
            "from ._cached import _wrapper\n",
            "import os\n\ndef f():\n    return _cache(1)\n",
            "from .a import (\n    b,\n)\nx = _cache\n",
        ] {
            assert!(!imported_word(src.as_bytes(), &w), "{src}");
        }
    }

    #[test]
    fn a_star_import_is_import_then_a_star() {
        assert!(star_import_in(b"from .itertoolz import *\n"));
        assert!(star_import_in(b"from x import  *  # all\n"));
        assert!(!star_import_in(b"from x import a, b\nprint(2 * 3)\n"));
        assert!(!star_import_in(b"import os\n"));
    }

    #[test]
    fn a_heir_header_is_a_class_statement_naming_the_base_first() {
        // headers: the base first, bare, dotted, with type arguments or more bases after it,
        // indented under a `def`, with type parameters of its own
        for src in [
            "class A(Base):\n    pass\n",
            "class A(mod.sub.Base):\n    pass\n",
            "def f():\n    class A(Base[int], Mixin):\n        pass\n",
            "class A(Base, metaclass=M):\n    pass\n",
            "class A[T](Base):\n    pass\n",
        ] {
            assert!(heir_header_in(src.as_bytes(), "Base"), "{src}");
        }
        // the same words anywhere else: a call's argument, a tuple, a one-line class body, a
        // later base
        for src in [
            "self.flakes('x', m.Base)\n",
            "isinstance(x, (Base))\n",
            "f(Base)\n",
            "class A: x = f(Base)\n",
            "class A(Other, Base):\n    pass\n",
        ] {
            assert!(!heir_header_in(src.as_bytes(), "Base"), "{src}");
        }
    }

    #[test]
    fn heirs_in_other_modules_inherit_the_constructor() {
        // pathspec: `class GitWildMatchPattern(RegexPattern)` in a subpackage, importing its
        // base by `from ..pattern import RegexPattern`; its own heir in that module, and one
        // that declares `__init__`; a test importing the heir in a parenthesised list.
        let pattern = "class Pattern:\n    def __init__(self, include):\n        pass\n\n\
                       class RegexPattern(Pattern):\n    \
                       def __init__(self, pattern, include):\n        pass\n";
        let wild = "from ..pattern import RegexPattern\n\n\
                    class GitWildMatchPattern(RegexPattern):\n    pass\n\n\
                    class Deeper(GitWildMatchPattern):\n    pass\n\n\
                    class GitIgnorePattern(GitWildMatchPattern):\n    \
                    def __init__(self, *args, **kw):\n        super().__init__(*args, **kw)\n";
        let other = "class RegexPattern:\n    def __init__(self, a):\n        pass\n\n\
                     class Unrelated(RegexPattern):\n    pass\n";
        let two = "from pkg.pattern import RegexPattern\n\n\
                   class Twice(RegexPattern, dict):\n    pass\n";
        let test = "from pkg.patterns.wild import (\n    GitWildMatchPattern,\n    Deeper,\n    \
                    GitIgnorePattern)\nfrom other import Unrelated\nfrom two import Twice\n\n\
                    def test():\n    GitWildMatchPattern('a')\n    Deeper('b')\n    \
                    GitIgnorePattern('c')\n    Unrelated('d')\n    Twice('e')\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", ""),
            ("pkg/pattern.py", pattern),
            ("pkg/patterns/__init__.py", ""),
            ("pkg/patterns/wild.py", wild),
            ("other.py", other),
            ("two.py", two),
            ("tests/test_wild.py", test),
        ]);
        let t = target("pkg/pattern.py", pattern, "RegexPattern.__init__");
        let found: Vec<(String, String)> = heirs(&t, &repo.ctx)
            .iter()
            .map(|h| (h.path.clone(), h.class.clone()))
            .collect();
        let wild_at = |c: &str| ("pkg/patterns/wild.py".to_string(), c.to_string());
        assert_eq!(
            found,
            vec![wild_at("GitWildMatchPattern"), wild_at("Deeper")]
        );
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("tests/test_wild.py", test), &t, &repo.ctx));
        assert_eq!(got, vec![(9, Binds::Yes), (10, Binds::Yes)]);
        // the names a caller file is read for
        let names = call_names(&t, &repo.ctx);
        assert!(
            names.contains(&"GitWildMatchPattern".to_string()),
            "{names:?}"
        );
        assert!(!names.contains(&"Unrelated".to_string()), "{names:?}");
    }

    #[test]
    fn a_class_decorated_by_a_function_giving_it_back_inherits_the_constructor() {
        // jmespath: `@with_str_method class IncompleteExpressionError(ParseError)`, the
        // decorator imported from `jmespath.compat` and written `return cls`; pyright infers
        // the decorated name as the class, so `exceptions.IncompleteExpressionError(a, b, c)`
        // is checked against `ParseError.__init__`. A decorator that makes another class, one
        // annotated `-> type`, one that reads its parameter, a dotted or called one, a local
        // one bound twice: no heir.
        let compat = "def with_str_method(cls):\n    # nothing to add on Python 3\n    \
                      return cls\n\n\
                      def renamed(cls):\n    return type('R', (cls,), {})\n\n\
                      def annotated(cls: type) -> type:\n    return cls\n\n\
                      def logged(cls):\n    print(cls)\n    return cls\n";
        let exc = "from pkg import compat\nfrom pkg.compat import with_str_method, renamed, \
                   annotated, logged\n\n\
                   def keep(cls):\n    return cls\n\n\
                   def twice(cls):\n    return cls\n\n\
                   def twice(cls):\n    return object\n\n\
                   @with_str_method\nclass ParseError(ValueError):\n    \
                   def __init__(self, pos, value, kind, msg='bad'):\n        pass\n\n\
                   @with_str_method\nclass Incomplete(ParseError):\n    pass\n\n\
                   @keep\n@with_str_method\nclass Deeper(Incomplete):\n    pass\n\n\
                   @renamed\nclass Renamed(ParseError):\n    pass\n\n\
                   @annotated\nclass Annotated(ParseError):\n    pass\n\n\
                   @logged\nclass Logged(ParseError):\n    pass\n\n\
                   @compat.with_str_method\nclass Dotted(ParseError):\n    pass\n\n\
                   @with_str_method()\nclass Called(ParseError):\n    pass\n\n\
                   @twice\nclass Twice(ParseError):\n    pass\n";
        let use_ = "from pkg import exceptions\n\n\
                    def f(t):\n    raise exceptions.Incomplete(\n        t[0], t[1], t[2])\n\n\
                    def g(t):\n    raise exceptions.Deeper(t[0], t[1], t[2])\n\n\
                    def h(t):\n    raise exceptions.Renamed(t[0], t[1], t[2])\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", ""),
            ("pkg/compat.py", compat),
            ("pkg/exceptions.py", exc),
            ("pkg/use.py", use_),
        ]);
        let t = target("pkg/exceptions.py", exc, "ParseError.__init__");
        let found: Vec<String> = heirs(&t, &repo.ctx)
            .iter()
            .map(|h| h.class.clone())
            .collect();
        assert_eq!(found, vec!["Incomplete", "Deeper"]);
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("pkg/use.py", use_), &t, &repo.ctx));
        assert_eq!(got, vec![(4, Binds::Yes), (8, Binds::Yes)]);
        // without the tree to read the decorator by, a decorated class is no heir
        assert!(heirs_in(&parse("pkg/exceptions.py", exc), "ParseError").is_empty());
    }

    #[test]
    fn an_inferred_return_read_once_per_measurement_keeps_its_depth_limit() {
        // Methods returning each other's results (`a` → `self.b()` → … → `f` →
        // `Result(..)`): each one's inferred return is kept for the measurement, by the depth
        // it is read at. `e` read first gives `Result` (two levels); `a` reaches `f` five
        // levels down, past the limit, and stays unread however `e` was kept; `c` is read
        // again at the same depth for its second call.
        let lib = "class P:\n    def a(self):\n        return self.b()\n\n    \
                   def b(self):\n        return self.c()\n\n    \
                   def c(self):\n        return self.d()\n\n    \
                   def d(self):\n        return self.e()\n\n    \
                   def e(self):\n        return self.f()\n\n    \
                   def f(self):\n        return Result()\n\n\n\
                   class Result:\n    def search(self, value, options=None):\n        \
                   return value\n";
        let src = "from lib import P\n\ndef test():\n    p = P()\n    p.e().search(1)\n    \
                   p.a().search(2)\n    p.c().search(3)\n    p.c().search(4)\n";
        let repo = testkit::scratch(&[("lib.py", lib)]);
        let t = target("lib.py", lib, "Result.search");
        let got: Vec<Binds> = typed_binds(&repo, &t, src)
            .into_iter()
            .map(|b| b.0)
            .collect();
        assert_eq!(got, vec![Binds::Yes, Binds::Maybe, Binds::Yes, Binds::Yes]);
        // the same answers from a fresh measurement asking in the other order
        let repo = testkit::scratch(&[("lib.py", lib)]);
        let reordered = "from lib import P\n\ndef test():\n    p = P()\n    \
                         p.a().search(2)\n    p.e().search(1)\n";
        let got: Vec<Binds> = typed_binds(&repo, &t, reordered)
            .into_iter()
            .map(|b| b.0)
            .collect();
        assert_eq!(got, vec![Binds::Maybe, Binds::Yes]);
    }

    #[test]
    fn a_local_read_after_each_of_its_assignments_is_typed_by_the_one_reaching_it() {
        // The type of a local where one assignment reaches the read is kept by that
        // assignment: every read it reaches shares it, a read after a rebinding has its own.
        let lib = "class A:\n    def run(self, x):\n        return x\n\n\n\
                   class B:\n    def run(self):\n        return 1\n";
        let src = "from lib import A, B\n\ndef test():\n    r = A()\n    r.run(1)\n    \
                   r.run(2)\n    r = B()\n    r.run()\n    r.run()\n    r = A()\n    \
                   r.run(3)\n";
        let repo = testkit::scratch(&[("lib.py", lib)]);
        let t = target("lib.py", lib, "A.run");
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("tests/test_x.py", src), &t, &repo.ctx));
        assert_eq!(
            got,
            vec![
                (5, Binds::Yes),
                (6, Binds::Yes),
                (8, Binds::No),
                (9, Binds::No),
                (11, Binds::Yes)
            ]
        );
    }

    #[test]
    fn a_memo_dicts_lookup_returned_when_not_none_is_a_value_stored_in_it() {
        // jmespath's `Parser.parse`: `cached = self._CACHE.get(expression)`, returned under
        // `if cached is not None:`, else `parsed_result = self._do_parse(expression)` stored
        // in `self._CACHE` and returned; `_do_parse` returns `self._parse(..)` in a `try`
        // whose handler raises, `_parse` a new `ParsedResult`.
        let lib = |extra: &str, guard: &str| {
            format!(
                "class Parser:\n    _CACHE = {{}}\n\n    \
                 def parse(self, expression):\n        \
                 cached = self._CACHE.get(expression)\n        \
                 {guard}\n            return cached\n        \
                 parsed_result = self._do_parse(expression)\n        \
                 self._CACHE[expression] = parsed_result\n        \
                 if len(self._CACHE) > 10:\n            self._CACHE.clear()\n        \
                 return parsed_result\n\n    \
                 def _do_parse(self, expression):\n        try:\n            \
                 return self._parse(expression)\n        except ValueError:\n            \
                 raise\n\n    \
                 def _parse(self, expression):\n        return ParsedResult(expression)\n\n    \
                 @classmethod\n    def purge(cls):\n        cls._CACHE.clear()\n{extra}\n\n\
                 class ParsedResult:\n    def search(self, value, options=None):\n        \
                 return value\n"
            )
        };
        let src = "from lib import Parser\n\nclass T:\n    def setUp(self):\n        \
                   self.parser = Parser()\n\n    def test(self):\n        \
                   parsed = self.parser.parse('a')\n        parsed.search(1)\n        \
                   self.parser.parse('b').search(2)\n";
        let binds = |lib: &str, more: &[(&str, &str)]| {
            let mut files = vec![("lib.py", lib)];
            files.extend_from_slice(more);
            let repo = testkit::scratch(&files);
            let t = target("lib.py", lib, "ParsedResult.search");
            typed_binds(&repo, &t, src)
                .into_iter()
                .map(|b| b.0)
                .collect::<Vec<Binds>>()
        };
        let guarded = "if cached is not None:";
        assert_eq!(binds(&lib("", guarded), &[]), vec![Binds::Yes, Binds::Yes]);
        let maybe = vec![Binds::Maybe, Binds::Maybe];
        // a store of any value in another method
        let store = "\n    def put(self, k, v):\n        self._CACHE[k] = v";
        assert_eq!(binds(&lib(store, guarded), &[]), maybe);
        // the dict handed out, or updated
        let out = "\n    def share(self):\n        return self._CACHE";
        assert_eq!(binds(&lib(out, guarded), &[]), maybe);
        let update = "\n    def more(self, d):\n        self._CACHE.update(d)";
        assert_eq!(binds(&lib(update, guarded), &[]), maybe);
        // returned when it may be None, or under another test
        assert_eq!(binds(&lib("", "if cached is None:"), &[]), maybe);
        assert_eq!(binds(&lib("", "if cached:"), &[]), maybe);
        // values of a type no other return gives (a type checker reads the lookup as
        // unknown, so the call is checked against the other returns' types only)
        let other_values = lib("", guarded).replace(
            "self._CACHE[expression] = parsed_result",
            "self._CACHE[expression] = Other()",
        )
            + "\n\nclass Other:\n    def search(self, value):\n        return value\n";
        assert_eq!(binds(&other_values, &[]), maybe);
        // another module names the dict (it may store into it)
        let other = "from lib import Parser\n\nParser._CACHE['x'] = object()\n";
        assert_eq!(binds(&lib("", guarded), &[("other.py", other)]), maybe);
    }

    #[test]
    fn top_aliases_are_plain_names_bound_once_at_module_level() {
        // anytree/__init__.py's `LevelGroupOrderIter = LevelOrderGroupIter`: an alias; a name
        // bound twice, rebound by a function's `global`, annotated, assigned an attribute or
        // a call, or assigned inside a block is none.
        let src = "from .iters import LevelOrderGroupIter, walk, dump\n\
                   LevelGroupOrderIter = LevelOrderGroupIter\n\
                   stroll = walk\n\
                   twice = walk\n\
                   twice = dump\n\
                   moved = walk\n\
                   typed: object = walk\n\
                   attr = walk.__call__\n\
                   made = walk()\n\
                   if True:\n    inner = walk\n\
                   def f():\n    global moved\n    moved = dump\n";
        let file = parse("pkg/__init__.py", src);
        assert_eq!(
            top_aliases(&file),
            vec![
                (
                    "LevelGroupOrderIter".to_string(),
                    "LevelOrderGroupIter".to_string()
                ),
                ("stroll".to_string(), "walk".to_string()),
            ]
        );
        assert!(assigns_at_top(src.as_bytes(), "stroll"));
        assert!(assigns_at_top(b"x = 1\nstroll=walk\n", "stroll"));
        assert!(!assigns_at_top(b"if stroll == walk:\n    pass\n", "stroll"));
        assert!(!assigns_at_top(b"stroll == walk\n", "stroll"));
        assert!(!assigns_at_top(b"    stroll = walk\n", "stroll"));
    }

    #[test]
    fn assigned_as_value_reads_a_plain_assignment_ending_its_line() {
        let t = |s: &str, name: &str, dotted: bool| assigned_as_value(s.as_bytes(), name, dotted);
        assert!(t("    _update = update\n", "update", false));
        assert!(t("    _update = update  # alias\n", "update", false));
        assert!(t("x = update", "update", false));
        assert!(!t("    _update == update\n", "update", false));
        assert!(!t("    n += update\n", "update", false));
        assert!(!t("    _u = update(x)\n", "update", false));
        assert!(!t("    _u = self.update\n", "update", false));
        assert!(!t("    _u = updated\n", "update", false));
        assert!(t("        self._list_add = _list.add\n", "add", true));
        assert!(!t("        _list.add(x)\n", "add", true));
        assert!(!t("        y = _list.adder\n", "add", true));
        assert!(!t("    _add = add\n", "add", true));
    }

    #[test]
    fn a_class_body_alias_of_a_method_is_the_method() {
        // sortedcontainers' `_update = update` in SortedList, called `self._update(..)`;
        // SortedKeyList binds its own `_update = update`, a subclass without one inherits
        // SortedList's; `_clear` is rebound to something else after.
        let src = "class Sorted:\n    def update(self, items):\n        pass\n\n    \
                   _update = update\n    __iadd__ = _update\n    _clear = update\n    \
                   _clear = None\n\n    def alpha(self, xs):\n        self._update(xs)\n\n\
                   class KeySorted(Sorted):\n    def update(self, items):\n        pass\n\n    \
                   _update = update\n\n    def beta(self, xs):\n        self._update(xs)\n\n\
                   class Plain(Sorted):\n    def gamma(self, xs):\n        self._update(xs)\n";
        let repo = testkit::scratch(&[("pkg/__init__.py", ""), ("pkg/coll.py", src)]);
        let t = target("pkg/coll.py", src, "Sorted.update");
        assert_eq!(
            method_aliases(&t, &repo.ctx).to_vec(),
            vec!["__iadd__".to_string(), "_update".to_string()]
        );
        assert!(call_names(&t, &repo.ctx).contains(&"_update".to_string()));
        // the subclass's own `update`: its alias is its own, not the target's
        let k = target("pkg/coll.py", src, "KeySorted.update");
        assert_eq!(
            method_aliases(&k, &repo.ctx).to_vec(),
            vec!["_update".to_string()]
        );
        let got = calls(&parse("pkg/coll.py", src), &t, &repo.ctx);
        let yes: Vec<(usize, Option<usize>, bool)> = got
            .iter()
            .filter(|c| c.binds == Binds::Yes)
            .map(|c| (c.line, c.args, c.supplies_receiver))
            .collect();
        assert_eq!(
            yes,
            vec![(11, Some(1), true), (24, Some(1), true)],
            "{got:#?}"
        );
        assert!(
            got.iter().all(|c| c.line != 20 || c.binds == Binds::No),
            "{got:#?}"
        );
    }

    #[test]
    fn an_instance_attribute_holding_a_bound_method_is_the_method() {
        // sortedcontainers' `self._list_add = _list.add` in SortedDict.__init__, `_list`
        // taken from `self._list = SortedList(..)`; another class's attribute of the same
        // name holds another class's method; an attribute assigned twice is left alone.
        let coll = "class Sorted:\n    def add(self, value):\n        pass\n\n\
                    class Bag:\n    def add(self, value):\n        pass\n";
        let table = "from .coll import Bag, Sorted\n\n\
                     class Table:\n    def __init__(self):\n        self._list = Sorted()\n        \
                     _list = self._list\n        self._list_add = _list.add\n        \
                     self._twice = _list.add\n\n    def reset(self):\n        \
                     self._twice = Bag().add\n\n    def alpha(self, key):\n        \
                     self._list_add(key)\n        self._twice(key)\n\n\
                     class Other:\n    def __init__(self):\n        self._list_add = Bag().add\n\n    \
                     def gamma(self, key):\n        self._list_add(key)\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", ""),
            ("pkg/coll.py", coll),
            ("pkg/table.py", table),
        ]);
        let t = target("pkg/coll.py", coll, "Sorted.add");
        let aliases: Vec<(String, String, String)> = field_aliases(&t, &repo.ctx)
            .iter()
            .map(|a| (a.path.clone(), a.class.clone(), a.name.clone()))
            .collect();
        assert_eq!(
            aliases,
            vec![(
                "pkg/table.py".to_string(),
                "Table".to_string(),
                "_list_add".to_string()
            )]
        );
        let got = calls(&parse("pkg/table.py", table), &t, &repo.ctx);
        let yes: Vec<(usize, Option<usize>, bool)> = got
            .iter()
            .filter(|c| c.binds == Binds::Yes)
            .map(|c| (c.line, c.args, c.supplies_receiver))
            .collect();
        assert_eq!(yes, vec![(14, Some(1), true)], "{got:#?}");
        // Bag's add holds no alias of the target
        let b = target("pkg/coll.py", coll, "Bag.add");
        assert!(field_aliases(&b, &repo.ctx)
            .iter()
            .all(|a| a.class != "Table" || a.name != "_list_add"));
    }

    #[test]
    fn a_call_in_a_class_body_reads_the_body_s_own_binding_first() {
        // sortedcontainers' `__eq__ = __make_cmp(eq, ..)` after SortedList's own `def
        // __make_cmp`; SortedSet defines its own of the same name in another module.
        let seq = "class Seq:\n    def __make_cmp(op, symbol):\n        pass\n\n    \
                   __eq__ = __make_cmp(1, '==')\n    __make_cmp = staticmethod(__make_cmp)\n";
        let sset = "class SSet:\n    def __make_cmp(op, symbol):\n        pass\n\n    \
                    __eq__ = __make_cmp(1, '==')\n";
        let t = target("lib/seq.py", seq, "Seq.__make_cmp");
        let c = one("lib/seq.py", seq, &t);
        assert_eq!(
            (c.line, c.binds, c.args, c.supplies_receiver),
            (5, Binds::Yes, Some(2), false),
            "{c:#?}"
        );
        let other = calls_in("lib/sset.py", sset, &t);
        assert!(other.iter().all(|c| c.binds == Binds::No), "{other:#?}");
    }

    #[test]
    fn a_receiver_typed_by_a_bound_type_variable_has_the_bound_s_members() {
        // bidict's `def copy(self: BT) -> BT` with `BT = t.TypeVar('BT', bound='BidictBase[..]')`
        let src = "import typing as t\n\nBT = t.TypeVar('BT', bound='Base[t.Any]')\n\
                   OT = t.TypeVar('OT')\n\n\
                   class Base:\n    def copy(self: BT) -> BT:\n        return self\n\n    \
                   def __copy__(self: BT) -> BT:\n        return self.copy()\n\n\
                   class Other:\n    def copy(self: OT) -> OT:\n        return self\n\n    \
                   def beta(self: OT) -> OT:\n        return self.copy()\n";
        let t = target("lib/bid.py", src, "Base.copy");
        let got = calls_in("lib/bid.py", src, &t);
        let by_line: Vec<(usize, Binds)> = got.iter().map(|c| (c.line, c.binds)).collect();
        assert!(by_line.contains(&(11, Binds::Yes)), "{got:#?}");
        assert!(!by_line.contains(&(17, Binds::Yes)), "{got:#?}");
    }

    #[test]
    fn object_new_of_cls_in_a_class_method_is_an_instance_of_the_class() {
        // sortedcontainers' `sorted_set = object.__new__(cls)` then
        // `sorted_set.__init__(key=key)` in the class method `SortedSet._fromset`
        let src =
            "class SSet:\n    def __init__(self, iterable=None, key=None):\n        pass\n\n    \
                   @classmethod\n    def _fromset(cls, values, key=None):\n        \
                   sorted_set = object.__new__(cls)\n        sorted_set.__init__(key=key)\n\n    \
                   def plain(self, other):\n        other_set = object.__new__(other)\n        \
                   other_set.__init__(key=1)\n";
        let t = target("lib/sset.py", src, "SSet.__init__");
        let got = calls_in("lib/sset.py", src, &t);
        let by_line: Vec<(usize, Binds)> = got.iter().map(|c| (c.line, c.binds)).collect();
        assert!(by_line.contains(&(8, Binds::Yes)), "{got:#?}");
        assert!(!by_line.contains(&(12, Binds::Yes)), "{got:#?}");
    }

    #[test]
    fn names_unpacked_from_a_written_tuple_alias_its_items() {
        // bidict's `assoc, dissoc = self._assoc_node, self._dissoc_node` then `dissoc(node)`
        let src = "class Ordered:\n    def _assoc(self, node):\n        pass\n\n    \
                   def _dissoc(self, node):\n        pass\n\n    \
                   def write(self, old, new):\n        assoc, dissoc = self._assoc, self._dissoc\n        \
                   assoc(new)\n        dissoc(old)\n\n    \
                   def swap(self, node):\n        dissoc, assoc = self._assoc, self._dissoc\n        \
                   dissoc(node)\n";
        let t = target("lib/ordered.py", src, "Ordered._dissoc");
        let got = calls_in("lib/ordered.py", src, &t);
        let yes: Vec<(usize, bool)> = got
            .iter()
            .filter(|c| c.binds == Binds::Yes)
            .map(|c| (c.line, c.supplies_receiver))
            .collect();
        assert_eq!(yes, vec![(11, true)], "{got:#?}");
    }

    #[test]
    fn a_staticmethod_class_attribute_is_the_function_it_wraps() {
        // pathspec's `_match_file = staticmethod(util.check_match_file)` in class PathSpec,
        // called as `self._match_file(..)`; GitIgnoreSpec overrides it with its own static
        // method; a plain `name = f` attribute passes the instance as `f`'s first argument.
        let util = "def check_match_file(patterns, file, negate):\n    pass\n\n\
                    def iter_tree_files(root):\n    pass\n";
        let spec = "from . import util\n\n\
                    class PathSpec:\n    _match_file = staticmethod(util.check_match_file)\n\n    \
                    def match_file(self, file):\n        \
                    return self._match_file(self.patterns, file)\n\n\
                    class GitIgnoreSpec(PathSpec):\n    \
                    def check(self, file):\n        return self._match_file(self.patterns, file)\n\n    \
                    @staticmethod\n    def _match_file(patterns, file):\n        pass\n\n\
                    class Plain:\n    _check = util.check_match_file\n\n    \
                    def run(self):\n        return self._check([], 'f')\n";
        let shadowed = "from pkg import util\n\nstaticmethod = lambda f: f\n\n\
                        class Odd:\n    _m = staticmethod(util.check_match_file)\n\n    \
                        def run(self):\n        return self._m([], 'f')\n";
        let other = "def check_match_file(a, b):\n    pass\n\n\
                     class Elsewhere:\n    _match_file = staticmethod(check_match_file)\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", ""),
            ("pkg/util.py", util),
            ("pkg/spec.py", spec),
            ("pkg/odd.py", shadowed),
            ("other.py", other),
        ]);
        let t = target("pkg/util.py", util, "check_match_file");
        let aliases: Vec<(String, String, String)> = static_aliases(&t, &repo.ctx)
            .iter()
            .map(|a| (a.path.clone(), a.class.clone(), a.name.clone()))
            .collect();
        assert_eq!(
            aliases,
            vec![(
                "pkg/spec.py".to_string(),
                "PathSpec".to_string(),
                "_match_file".to_string()
            )]
        );
        assert!(call_names(&t, &repo.ctx).contains(&"_match_file".to_string()));
        // another function of the module: the attribute wraps check_match_file, not it
        let other = target("pkg/util.py", util, "iter_tree_files");
        assert!(static_aliases(&other, &repo.ctx).is_empty());
        let got = calls(&parse("pkg/spec.py", spec), &t, &repo.ctx);
        let yes: Vec<(usize, Option<usize>, bool)> = got
            .iter()
            .filter(|c| c.binds == Binds::Yes)
            .map(|c| (c.line, c.args, c.supplies_receiver))
            .collect();
        // only PathSpec's own call, its two arguments as written: the def's three are not filled
        assert_eq!(yes, vec![(7, Some(2), false)], "{got:#?}");
        let flagged = got.iter().find(|c| c.line == 7).expect("the call");
        assert!(!t.defs[0].params.admits(flagged));
        assert!(calls(&parse("pkg/odd.py", shadowed), &t, &repo.ctx)
            .iter()
            .all(|c| c.binds != Binds::Yes));
    }

    #[test]
    fn an_import_in_a_function_binds_only_in_that_function_and_its_closures() {
        // cachetools' `cached()`/`cachedmethod()`: each imports its own `_wrapper` in its
        // body and calls it from a nested closure; a function importing nothing does not
        // see either import, and a module-level import is not shadowed outside `f`.
        let one = "def _wrapper(func, key, lock=None):\n    pass\n";
        let two = "def _wrapper(method, key, lock=None):\n    pass\n";
        let init = "def cached(key):\n    from ._one import _wrapper\n\n    \
                    def wrap_function(func):\n        return _wrapper(func, key)\n\n    \
                    return wrap_function\n\n\
                    def cachedmethod(key):\n    from ._two import _wrapper\n\n    \
                    def wrap_method(method):\n        return _wrapper(method, key)\n\n    \
                    return wrap_method\n\n\
                    def stray():\n    return _wrapper(1, 2)\n";
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", init),
            ("pkg/_one.py", one),
            ("pkg/_two.py", two),
        ]);
        let binds = |t: &Target, src: &str| -> Vec<Binds> {
            calls(&parse("pkg/__init__.py", src), t, &repo.ctx)
                .into_iter()
                .map(|c| c.binds)
                .collect()
        };
        let t1 = target("pkg/_one.py", one, "_wrapper");
        let t2 = target("pkg/_two.py", two, "_wrapper");
        assert_eq!(binds(&t1, init), vec![Binds::Yes, Binds::No, Binds::Maybe]);
        assert_eq!(binds(&t2, init), vec![Binds::No, Binds::Yes, Binds::Maybe]);
        // a module-level import stands wherever no function imports the name again
        let top = "from ._two import _wrapper\n\n\
                   def f():\n    from ._one import _wrapper\n    return _wrapper(1, 2)\n\n\
                   _wrapper(1, 2)\n";
        assert_eq!(binds(&t1, top), vec![Binds::Yes, Binds::No]);
        assert_eq!(binds(&t2, top), vec![Binds::No, Binds::Yes]);
        // two imports of the name in one function that disagree leave its calls open
        let both = "def g(x):\n    if x:\n        from ._one import _wrapper\n    else:\n        \
                    from ._two import _wrapper\n    return _wrapper(1, 2)\n";
        assert_eq!(binds(&t1, both), vec![Binds::Maybe]);
    }

    #[test]
    fn a_subscripted_generic_class_is_called_as_the_class() {
        // cachetools' tests: `RRCache[int, int](maxsize=2)` is a call of RRCache's
        // constructor; an item of a list of classes is no call of the list's name.
        let lib = "class RRCache:\n    def __init__(self, maxsize, choice=min):\n        pass\n";
        let t = target("cache.py", lib, "RRCache.__init__");
        let src = "from cache import RRCache\n\n\
                   RRCache[int, int](maxsize=2)\n\
                   RRCache(2)\n\
                   other.RRCache[int](3)\n\
                   makers = [RRCache]\n\
                   makers[0](2)\n";
        let cs = calls_in("t.py", src, &t);
        let lines: Vec<(usize, Option<usize>)> = cs.iter().map(|c| (c.line, c.args)).collect();
        assert_eq!(lines, vec![(3, Some(1)), (4, Some(1)), (5, Some(1))]);
        assert_eq!(cs[0].binds, Binds::Yes, "{}", cs[0].reason);
        assert_eq!(cs[0].keywords, vec!["maxsize".to_string()]);
        // a function is not subscripted to be called
        let f = "def resize(a, b):\n    pass\n";
        let t = target("lib.py", f, "resize");
        assert!(calls_in("t.py", "from lib import resize\nresize[int](1, 2)\n", &t).is_empty());
    }

    #[test]
    fn a_stubs_subclass_of_a_subscripted_generic_base_inherits_its_constructor() {
        // cachetools' `__init__.pyi`: `class LRUCache(Cache[_KT, _VT]): ...` declares no
        // constructor, so the stub's `Cache.__init__` is LRUCache's; RRCache declares its
        // own, and a second base keeps the resolution order open.
        let stub = "from typing import Generic, TypeVar\n\n\
                    _KT = TypeVar(\"_KT\")\n\
                    _VT = TypeVar(\"_VT\")\n\n\
                    class Cache(Generic[_KT, _VT]):\n    \
                    def __init__(self, maxsize: float) -> None: ...\n\n\
                    class LRUCache(Cache[_KT, _VT]): ...\n\
                    class Deeper(LRUCache[int, str]): ...\n\
                    class RRCache(Cache[_KT, _VT]):\n    \
                    def __init__(self, maxsize: float, choice: object = ...) -> None: ...\n\
                    class Two(Cache[_KT, _VT], Mixin): ...\n\
                    class Computed(make()[int]): ...\n";
        let file = parse("pkg/__init__.pyi", stub);
        assert_eq!(heirs_in(&file, "Cache"), vec!["LRUCache", "Deeper"]);
        // a caller reads the heir through the package, by a subscripted call too
        let src = "import pkg\nfrom pkg import LRUCache, RRCache\n\n\
                   LRUCache(128)\nLRUCache[int, int](maxsize=2)\npkg.LRUCache(maxsize=2)\n\
                   RRCache(2)\n";
        let repo = testkit::scratch(&[("pkg/__init__.pyi", stub), ("tests/test_lru.py", src)]);
        let t = target("pkg/__init__.pyi", stub, "Cache.__init__");
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("tests/test_lru.py", src), &t, &repo.ctx));
        assert_eq!(got, vec![(4, Binds::Yes), (5, Binds::Yes), (6, Binds::Yes)]);
    }

    #[test]
    fn an_attribute_declared_as_the_class_object_is_called_as_the_class() {
        // cachetools' tests: `CacheTestMixin` declares `Cache: type[cachetools.Cache]`, so
        // `self.Cache(maxsize=1)` and a local `class D(self.Cache)` are the class
        let lib = "class Cache:\n    def __init__(self, maxsize):\n        pass\n\n\
                   class RRCache(Cache):\n    def __init__(self, maxsize, choice=min):\n        \
                   pass\n";
        let t = target("lib/__init__.py", lib, "Cache.__init__");
        let src = "import lib\n\n\
                   class Mixin(Protocol):\n    Cache: type[lib.Cache]\n\n    \
                   def test_a(self):\n        return self.Cache(maxsize=1)\n\n    \
                   def test_b(self):\n        class D(self.Cache):\n            pass\n\n        \
                   return D(2)\n\n    \
                   def test_c(self):\n        self.Cache = lib.RRCache\n        \
                   return self.Cache(2)\n\n    \
                   @staticmethod\n    def test_d(self):\n        return self.Cache(3)\n\n    \
                   def test_e(self):\n        return (lambda: self.Cache(4))()\n\n\
                   class Other(Protocol):\n    Cache: type[lib.RRCache]\n\n    \
                   def test_f(self):\n        return self.Cache(5)\n\n\
                   class Twice(Protocol):\n    Cache: type[lib.Cache]\n    \
                   Cache: type[lib.RRCache]\n\n    \
                   def test_g(self):\n        return self.Cache(6)\n";
        // the caller is a file of the repository, as the engine reads it
        let repo = testkit::scratch(&[("lib/__init__.py", lib), ("tests/__init__.py", src)]);
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("tests/__init__.py", src), &t, &repo.ctx));
        // test_a and test_b's D(2) are the class; test_e's call in a lambda, whose `self` is
        // test_e's (pyright 1.1.389 reports it too), is listed, not claimed: the lambda is the
        // innermost definition around it, and its `self` is not the method's parameter there;
        // test_c rebinds the attribute, test_d's `self` is no receiver, Other declares another
        // class, Twice two: none is claimed
        let yes: Vec<usize> = got
            .iter()
            .filter(|(_, b)| *b == Binds::Yes)
            .map(|(l, _)| *l)
            .collect();
        assert_eq!(yes, vec![7, 13], "{got:?}");
    }

    #[test]
    fn a_class_attribute_holding_the_class_is_called_as_the_class() {
        // tinydb's `document_class = Document`, mistune's `state_cls = BlockState` under a
        // generic base declaring `state_cls: Type[ST]`, bidict's `_inv_cls:
        // ClassVar[type[..]]`, lark's `self.tree_class = tree_class` with `tree_class=Tree`
        let lib = "from typing import ClassVar, Generic, Type, TypeVar\n\n\
                   class Doc:\n    def __init__(self, v):\n        pass\n\n\
                   class Other:\n    def __init__(self, v, w=0):\n        pass\n\n\
                   ST = TypeVar(\"ST\", Doc, Other)\n\n\
                   class Table:\n    document_class = Doc\n\n    \
                   def get(self):\n        return self.document_class(1)\n\n\
                   class OtherTable(Table):\n    document_class = Other\n\n    \
                   def get_other(self):\n        return self.document_class(2)\n\n\
                   class Reg:\n    factory: ClassVar[Type[Doc]]\n\n    \
                   def make(self):\n        return self.factory(3)\n\n    \
                   def rebound(self):\n        self.factory = Other\n        \
                   return self.factory(4)\n\n\
                   class Parser(Generic[ST]):\n    state_cls: Type[ST]\n\n\
                   class DocParser(Parser[Doc]):\n    state_cls = Doc\n\n\
                   class OtherParser(Parser[Other]):\n    state_cls = Other\n\n\
                   class Builder:\n    def __init__(self, made=Doc, other=Other):\n        \
                   self.made = made\n        self.other = other\n\n    \
                   def build(self):\n        return self.made(5), self.other(6)\n";
        let t = target("lib.py", lib, "Doc.__init__");
        let src = "from lib import DocParser, OtherParser, Table\n\n\
                   def parse(p: DocParser, q: OtherParser, t: Table):\n    \
                   return p.state_cls(7), q.state_cls(8), t.document_class(9)\n";
        let repo = testkit::scratch(&[("lib.py", lib), ("use.py", src)]);
        let yes = |path: &str, text: &str| -> Vec<usize> {
            calls(&parse(path, text), &t, &repo.ctx)
                .into_iter()
                .filter(|c| c.binds == Binds::Yes)
                .map(|c| c.line)
                .collect()
        };
        // get, make and build's `self.made(5)`; OtherTable's own attribute, the rebound
        // factory and `self.other` hold another class
        assert_eq!(yes("lib.py", lib), vec![17, 29, 50]);
        assert_eq!(yes("use.py", src), vec![4, 4]);
        let names = call_names(&t, &repo.ctx);
        for n in ["document_class", "factory", "state_cls", "made"] {
            assert!(names.iter().any(|m| m == n), "{n} in {names:?}");
        }
        assert!(!names.iter().any(|m| m == "other"), "{names:?}");
    }

    #[test]
    fn a_parameter_declared_as_the_class_object_is_called_as_the_class() {
        // bidict's `_from_other(bt: type[BT], ..)` with `BT` bound to the class: `bt()` is
        // checked against the bound's constructor; `type[Other]` and a rebound parameter are
        // not the target
        let src = "import typing as t\n\n\
                   class Base:\n    def __init__(self, arg):\n        pass\n\n\
                   class Other:\n    def __init__(self):\n        pass\n\n\
                   BT = t.TypeVar(\"BT\", bound=\"Base\")\n\n\
                   def from_other(bt: type[BT]):\n    return bt()\n\n\
                   def plain(bt: t.Type[Base]):\n    return bt()\n\n\
                   def other(bt: type[Other]):\n    return bt()\n\n\
                   def rebound(bt: type[Base]):\n    bt = Other\n    return bt()\n\n\
                   def untyped(bt):\n    return bt()\n";
        let t = target("m.py", src, "Base.__init__");
        let repo = testkit::scratch(&[("m.py", src)]);
        let got: Vec<(usize, Binds, bool)> = calls(&parse("m.py", src), &t, &repo.ctx)
            .into_iter()
            .map(|c| (c.line, c.binds, c.supplies_receiver))
            .collect();
        assert_eq!(got, vec![(14, Binds::Yes, true), (17, Binds::Yes, true)]);
    }

    #[test]
    fn a_class_whose_first_base_defines_the_constructor_inherits_it() {
        // bidict's `class MutableBidict(BidictBase[KT, VT], MutableBidirectionalMapping[KT,
        // VT])` and `class bidict(MutableBidict[KT, VT])`: the first base comes right after
        // the class; a first base that only inherits the constructor, or a later base with
        // a `__new__`, leaves it open
        let base = "import typing as t\n\n\
                    KT = t.TypeVar(\"KT\")\n\n\
                    class Base(t.Generic[KT]):\n    def __init__(self, arg):\n        pass\n\n\
                    class Heir(Base[KT]):\n    pass\n";
        let more = "import typing as t\n\nfrom .base import Base, Heir\n\n\
                    class Mixin(t.Mapping):\n    pass\n\n\
                    class Newer:\n    def __new__(cls, *a):\n        return object.__new__(cls)\n\n\
                    class Both(Base[int], Mixin):\n    pass\n\n\
                    class Leaf(Both):\n    pass\n\n\
                    class Late(Heir, Mixin):\n    pass\n\n\
                    class Odd(Base, Newer):\n    pass\n";
        let use_ = "from .more import Both, Late, Leaf, Odd\n\n\
                    def f():\n    return Both(1), Leaf(2), Late(3), Odd(4)\n";
        let t = target("pkg/base.py", base, "Base.__init__");
        let repo = testkit::scratch(&[
            ("pkg/__init__.py", ""),
            ("pkg/base.py", base),
            ("pkg/more.py", more),
            ("pkg/use.py", use_),
        ]);
        let mut found: Vec<String> = heirs(&t, &repo.ctx)
            .iter()
            .map(|h| h.class.clone())
            .collect();
        found.sort();
        assert_eq!(found, vec!["Both", "Heir", "Leaf"]);
        let cols: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("pkg/use.py", use_), &t, &repo.ctx));
        assert_eq!(cols.len(), 2, "{cols:?}");
        assert!(
            cols.iter().all(|(l, b)| *l == 4 && *b == Binds::Yes),
            "{cols:?}"
        );
    }

    #[test]
    fn local_heirs_in_the_target_module_inherit_its_constructor() {
        // cachetools' tests/test_cachedmethod.py: a test's own `class Child(Cached)`, a
        // class under `for`/`if` blocks, and a local heir of a local heir; a local class of
        // the owner's name in another test is another class
        let src = "class Cached:\n    def __init__(self, cache, count=0):\n        pass\n\n\
                   def test_child():\n    class Child(Cached):\n        pass\n\n    \
                   class GrandChild(Child):\n        pass\n\n    \
                   return Child({}), GrandChild({})\n\n\
                   def test_loop():\n    for info in (1, 2):\n        if info:\n            \
                   class Pending(Cached):\n                pass\n\n            \
                   return Pending({})\n\n\
                   def test_own():\n    class Cached:\n        pass\n\n    \
                   class Child(Cached):\n        pass\n\n    \
                   class GrandChild(Child):\n        pass\n\n    \
                   return Child(), GrandChild()\n";
        let t = target("tests/test_m.py", src, "Cached.__init__");
        let repo = testkit::scratch(&[("tests/test_m.py", src)]);
        let got: Vec<(usize, Binds)> = calls(&parse("tests/test_m.py", src), &t, &repo.ctx)
            .into_iter()
            .filter(|c| c.binds == Binds::Yes)
            .map(|c| (c.line, c.binds))
            .collect();
        assert_eq!(
            got,
            vec![(12, Binds::Yes), (12, Binds::Yes), (20, Binds::Yes)],
            "{got:?}"
        );
    }

    #[test]
    fn a_nested_class_is_made_through_its_enclosing_class_or_an_instance_of_it() {
        // cachetools' `_TimedCache._Timer(timer)`: the class nested in `_TimedCache`, as
        // `self._Timer(..)` in its methods; another class's nested `_Timer` is not it.
        let src = "class Timed:\n    class _Timer:\n        def __init__(self, timer):\n            \
                   pass\n\n        def copy(self):\n            return Timed._Timer(1)\n\n    \
                   def start(self):\n        self.t = self._Timer(2)\n\n\
                   class Clock:\n    class _Timer:\n        def __init__(self, timer):\n            \
                   pass\n\n    def begin(self):\n        return Clock._Timer(3)\n";
        let t = target("timed.py", src, "_Timer.__init__");
        let got: Vec<(usize, Binds)> = line_binds(&calls_in("timed.py", src, &t));
        assert_eq!(
            got,
            vec![(7, Binds::Yes), (10, Binds::Yes), (18, Binds::No)]
        );
        // in another file, a class of the enclosing class's name is not proved the same
        let got: Vec<Binds> =
            calls_in("other.py", "from timed import Timed\nTimed._Timer(1)\n", &t)
                .into_iter()
                .map(|c| c.binds)
                .collect();
        assert_eq!(got, vec![Binds::Maybe]);
    }

    /// intervaltree's `Interval`: a namedtuple subclass whose constructor is its own `__new__`.
    const INTERVAL: &str = "from collections import namedtuple\n\n\
                            class Interval(namedtuple('IntervalBase', ['begin', 'end', 'data'])):\n    \
                            def __new__(cls, begin, end, data=None):\n        \
                            return super(Interval, cls).__new__(cls, begin, end, data)\n\n    \
                            def copy(self):\n        return Interval(self.begin, self.end, self.data)\n\n\
                            class Closed(Interval):\n    pass\n\n\
                            class Own(Interval):\n    def __new__(cls, begin):\n        \
                            return Interval.__new__(cls, begin, begin)\n";

    #[test]
    fn new_is_a_constructor_that_calls_of_its_class_reach() {
        let file = parse("lib/interval.py", INTERVAL);
        let defs = definitions(&file);
        let new = defs
            .iter()
            .find(|d| d.name == "__new__" && d.scope == ["Interval"])
            .expect("Interval.__new__");
        assert_eq!(new.kind, DefKind::Constructor);
        // `cls` is the receiver a call of the class supplies, as `self` for __init__
        assert!(new.params.receiver);
        let repo = testkit::scratch(&[("lib/__init__.py", ""), ("lib/interval.py", INTERVAL)]);
        let t = target("lib/interval.py", INTERVAL, "Interval.__new__");
        let got: Vec<(usize, Binds)> = line_binds(&calls(&file, &t, &repo.ctx));
        // copy's `Interval(..)` reaches it; the base's `super(Interval, cls).__new__` does not;
        // `Own`'s explicit `Interval.__new__(cls, ..)` does, with its receiver supplied
        assert!(got.contains(&(8, Binds::Yes)), "{got:?}");
        assert!(
            !got.iter().any(|(l, b)| *l == 5 && *b != Binds::No),
            "{got:?}"
        );
        assert!(got.contains(&(15, Binds::Yes)), "{got:?}");
        let src = "from lib.interval import Interval, Closed, Own\n\n\
                   def make(ts, s):\n    s.add(Interval(1, 2))\n    \
                   xs = [Interval(*t) for t in ts]\n    return Closed(1, 2), Own(3)\n";
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("lib/tree.py", src), &t, &repo.ctx));
        // `Closed` declares neither __init__ nor __new__: its calls are Interval.__new__'s;
        // `Own` declares its own
        assert_eq!(got, vec![(4, Binds::Yes), (5, Binds::Yes), (6, Binds::Yes)]);
    }

    #[test]
    fn a_field_typed_through_its_class_factories_holds_that_class() {
        // intervaltree's `IntervalTree.top_node`: `Node.from_intervals(..)` (unread: `None` on
        // one path, another factory on the other), `Node.from_interval(..)` (a Node) and its
        // own `self.top_node.add(..)`; pyright types it `Node | Unknown | None`.
        let node = "class Node:\n    def __init__(self, center=None):\n        \
                    self.center = center\n\n    \
                    @classmethod\n    def from_interval(cls, interval):\n        \
                    return Node(interval)\n\n    \
                    @classmethod\n    def from_intervals(cls, intervals):\n        \
                    if not intervals:\n            return None\n        \
                    return Node(intervals[0])\n\n    \
                    def add(self, interval):\n        return self.rotate()\n\n    \
                    def rotate(self):\n        return self\n\n    \
                    def other(self):\n        return Leaf()\n\n\
                    class Leaf:\n    def add(self, interval):\n        pass\n\n\
                    class Maker:\n    @classmethod\n    def make(cls, x):\n        \
                    if x:\n            return None\n        return Node(x)\n";
        let tree = "from lib.node import Node, Maker\n\n\
                    class Tree:\n    def __init__(self, ivs=None):\n        \
                    self.top = Node.from_intervals(ivs)\n        \
                    self.only = Node.from_intervals(ivs)\n        \
                    self.elsewhere = Maker.make(ivs)\n        \
                    self.mixed = Node.from_intervals(ivs)\n\n    \
                    def add(self, iv):\n        if not self.top:\n            \
                    self.top = Node.from_interval(iv)\n        else:\n            \
                    self.top = self.top.add(iv)\n        \
                    self.only.add(iv)\n        \
                    self.elsewhere = Node.from_interval(iv)\n        \
                    self.elsewhere.add(iv)\n        \
                    self.mixed = Node.from_interval(iv)\n        \
                    self.mixed = self.mixed.other()\n        \
                    self.mixed.add(iv)\n";
        let repo = testkit::scratch(&[
            ("lib/__init__.py", ""),
            ("lib/node.py", node),
            ("lib/tree.py", tree),
        ]);
        let t = target("lib/node.py", node, "Node.add");
        let got: Vec<(usize, Binds)> =
            line_binds(&calls(&parse("lib/tree.py", tree), &t, &repo.ctx));
        // `top`: Node through from_interval, the factories of Node and its own add (which
        // gives the unread `self.rotate()`) add nothing else
        assert!(got.contains(&(14, Binds::Yes)), "{got:?}");
        // `only`: no assignment the engine reads
        assert!(got.contains(&(15, Binds::Maybe)), "{got:?}");
        // `elsewhere`: a factory of another class
        assert!(got.contains(&(17, Binds::Maybe)), "{got:?}");
        // `mixed`: its own method that gives a Leaf
        assert!(
            !got.iter().any(|(l, b)| *l == 20 && *b == Binds::Yes),
            "{got:?}"
        );
    }
}
