//! Builtin-engine support for Go (see the module docs of `crate::lang`).
//!
//! Definitions: `func` declarations (type parameters not counted), methods (scope = receiver
//! base type, receiver not counted), the methods of interface types (scope = the interface),
//! `func` literals bound by `x := func(..)`/`var x = func(..)`,
//! and struct/interface type declarations (as classes).
//!
//! Calls are bound with Go's own scoping rules, which make most answers provable: an
//! unqualified name resolves in the caller's package (or through a dot import), a qualified
//! `pkg.F` through the caller's imports (compared by import path, with the target's import path
//! taken from the nearest `go.mod`), and a method call `x.M()` through the static type of `x`
//! when it is written nearby (parameter, receiver, `var x T`, `x := T{..}`, `&T{..}`,
//! `new(T)`).

use super::{
    header_text, line_of, walk, Binds, Call, Def, DefKind, Params, RepoCtx, SourceFile, Target,
};
use tree_sitter::Node;

pub(crate) mod build;
pub(crate) mod fragment;

// ---------------------------------------------------------------- definitions

pub fn definitions(file: &SourceFile) -> Vec<Def> {
    // A file no `go build` compiles defines nothing.
    if build::excluded(&file.src) {
        return Vec::new();
    }
    // `go/defs.scm` names the definition nodes; receivers, the bound name of a func literal,
    // parameters and headers come from the node here.
    let params_of = |n: Node| {
        n.child_by_field_name("parameters")
            .map(|p| super::resolve::params_of(file, p))
            .unwrap_or_default()
    };
    let mut out = Vec::new();
    for m in super::defs::matches(file) {
        let n = m.node;
        match n.kind() {
            "function_declaration" => out.push(make_def(
                n,
                n,
                file.text(m.name).into_owned(),
                DefKind::Function,
                enclosing_scope(file, n),
                params_of(n),
                header_text(file, n, "body"),
            )),
            "method_declaration" => {
                let mut scope = enclosing_scope(file, n);
                if let Some(recv) = receiver_base(file, n) {
                    scope.push(recv);
                }
                out.push(make_def(
                    n,
                    n,
                    file.text(m.name).into_owned(),
                    DefKind::Method,
                    scope,
                    params_of(n),
                    header_text(file, n, "body"),
                ));
            }
            // `type Value interface { Set(string) error }`: a method of the interface type.
            "method_elem" => {
                let Some(iface) = n
                    .parent()
                    .and_then(|t| t.parent())
                    .filter(|s| s.kind() == "type_spec")
                    .and_then(|s| s.child_by_field_name("name"))
                else {
                    continue;
                };
                let mut scope = enclosing_scope(file, n);
                scope.push(file.text(iface).into_owned());
                out.push(make_def(
                    n,
                    n,
                    file.text(m.name).into_owned(),
                    DefKind::Method,
                    scope,
                    params_of(n),
                    super::collapse_ws(&file.text(n)),
                ));
            }
            "func_literal" => {
                let Some((name, stmt)) = literal_binding(file, n) else {
                    continue;
                };
                let sig_end = n
                    .child_by_field_name("body")
                    .map(|b| b.start_byte())
                    .unwrap_or(n.end_byte());
                let sig = super::collapse_ws(&String::from_utf8_lossy(
                    file.src.get(stmt.start_byte()..sig_end).unwrap_or_default(),
                ));
                out.push(make_def(
                    stmt,
                    n,
                    name,
                    DefKind::Function,
                    enclosing_scope(file, stmt),
                    params_of(n),
                    sig,
                ));
            }
            _ => {
                // A lone `type X struct {..}` starts at `type`; in a group, at the spec.
                let start = match n.parent() {
                    Some(p) if p.kind() == "type_declaration" && p.named_child_count() == 1 => p,
                    _ => n,
                };
                let sig = match n.child_by_field_name("type") {
                    Some(t) => {
                        let head = file.src.get(start.start_byte()..t.start_byte());
                        format!(
                            "{} {}",
                            super::collapse_ws(&String::from_utf8_lossy(head.unwrap_or_default())),
                            t.kind().trim_end_matches("_type")
                        )
                    }
                    None => header_text(file, n, "type"),
                };
                out.push(make_def(
                    start,
                    n,
                    file.text(m.name).into_owned(),
                    DefKind::Class,
                    enclosing_scope(file, start),
                    Params::default(),
                    sig,
                ));
            }
        }
    }
    out
}

#[allow(clippy::too_many_arguments)]
fn make_def(
    start: Node,
    end: Node,
    name: String,
    kind: DefKind,
    scope: Vec<String>,
    params: Params,
    signature: String,
) -> Def {
    Def {
        public: is_exported(&name),
        name,
        kind,
        scope,
        line: line_of(start),
        end_line: end.end_position().row + 1,
        start_byte: start.start_byte(),
        end_byte: end.end_byte().max(start.end_byte()),
        params,
        is_static: false,
        signature,
    }
}

fn is_exported(name: &str) -> bool {
    name.chars().next().is_some_and(char::is_uppercase)
}

/// The base type name of a method's receiver: `*` and type arguments stripped.
fn receiver_base(file: &SourceFile, method: Node) -> Option<String> {
    let list = method.child_by_field_name("receiver")?;
    let mut cursor = list.walk();
    let decl = list
        .named_children(&mut cursor)
        .find(|c| c.kind() == "parameter_declaration")?;
    let ty = decl.child_by_field_name("type")?;
    base_type_name(file, ty)
}

fn base_type_name(file: &SourceFile, ty: Node) -> Option<String> {
    match ty.kind() {
        "pointer_type" | "parenthesized_type" => {
            let inner = ty.named_child(0)?;
            base_type_name(file, inner)
        }
        "generic_type" => base_type_name(file, ty.child_by_field_name("type")?),
        "qualified_type" => Some(file.text(ty.child_by_field_name("name")?).into_owned()),
        "type_identifier" | "identifier" => Some(file.text(ty).into_owned()),
        _ => None,
    }
}

/// For a func literal bound by `x := func..` or `var x = func..`: the bound name and the
/// statement (or spec) that binds it.
fn literal_binding<'t>(file: &SourceFile, lit: Node<'t>) -> Option<(String, Node<'t>)> {
    let list = lit.parent()?;
    if list.kind() != "expression_list" {
        return None;
    }
    let idx = named_index(list, lit)?;
    let holder = list.parent()?;
    match holder.kind() {
        "short_var_declaration" => {
            let left = holder.child_by_field_name("left")?;
            let name = nth_named(left, idx)?;
            (name.kind() == "identifier").then(|| (file.text(name).into_owned(), holder))
        }
        "var_spec" => {
            let mut cursor = holder.walk();
            let name = holder
                .children_by_field_name("name", &mut cursor)
                .nth(idx)?;
            let stmt = match holder.parent() {
                Some(p) if p.kind() == "var_declaration" => p,
                _ => holder,
            };
            Some((file.text(name).into_owned(), stmt))
        }
        _ => None,
    }
}

fn nth_named(parent: Node, idx: usize) -> Option<Node> {
    parent.named_child(u32::try_from(idx).ok()?)
}

fn named_index(parent: Node, child: Node) -> Option<usize> {
    let mut cursor = parent.walk();
    let found = parent
        .named_children(&mut cursor)
        .position(|c| c.id() == child.id());
    found
}

/// Scope of a definition node: enclosing method receiver types and function names.
fn enclosing_scope(file: &SourceFile, node: Node) -> Vec<String> {
    let mut rev = Vec::new();
    let mut cur = node.parent();
    while let Some(n) = cur {
        match n.kind() {
            "function_declaration" => {
                if let Some(name) = n.child_by_field_name("name") {
                    rev.push(file.text(name).into_owned());
                }
            }
            "method_declaration" => {
                if let Some(name) = n.child_by_field_name("name") {
                    rev.push(file.text(name).into_owned());
                }
                if let Some(recv) = receiver_base(file, n) {
                    rev.push(recv);
                }
            }
            "func_literal" => {
                if let Some((name, _)) = literal_binding(file, n) {
                    rev.push(name);
                }
            }
            _ => {}
        }
        cur = n.parent();
    }
    rev.reverse();
    rev
}

// ---------------------------------------------------------------- calls

/// What is known about the target's package.
struct TargetPkg {
    /// Directory of the target file, relative to the root (`""` at the root).
    dir: String,
    /// Package clause of the target file.
    name: String,
    /// Full import path, when a `go.mod` was found.
    import_path: Option<String>,
    /// The target's module: path and `go.mod` directory.
    module: Option<(String, String)>,
    /// For a vendored package: the directory holding its `vendor/` (the module it serves).
    vendor_owner: Option<String>,
    /// The target file's text (for `type X interface` look-ups).
    text: String,
}

fn dir_of(rel: &str) -> &str {
    rel.rfind('/').map(|i| &rel[..i]).unwrap_or("")
}

fn last_segment(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

fn package_clause(text: &str) -> Option<String> {
    super::code_lines(text).find_map(|l| {
        let rest = l.strip_prefix("package")?;
        rest.starts_with(char::is_whitespace)
            .then(|| rest.split_whitespace().next().map(str::to_string))
            .flatten()
    })
}

fn module_path(gomod: &str) -> Option<String> {
    for line in gomod.lines() {
        let l = line.trim();
        if let Some(rest) = l.strip_prefix("module") {
            if rest.starts_with(char::is_whitespace) {
                let m = rest.trim().trim_matches('"').trim_matches('`');
                if !m.is_empty() {
                    return Some(m.to_string());
                }
            }
        }
    }
    None
}

/// The module path and the directory of the nearest `go.mod` at or above `dir`.
fn module_of(dir: &str, ctx: &RepoCtx) -> Option<(String, String)> {
    let mut d = dir.to_string();
    loop {
        let gomod = if d.is_empty() {
            "go.mod".to_string()
        } else {
            format!("{d}/go.mod")
        };
        if let Some(text) = ctx.read_shared(&gomod) {
            return Some((module_path(&text)?, d));
        }
        if d.is_empty() {
            return None;
        }
        d = dir_of(&d).to_string();
    }
}

/// Import path of a directory, given its module (path, directory). A vendored package is the
/// path below its `vendor/` directory; the standard library's own module (`std`) carries no
/// prefix (`src/encoding/json` is `encoding/json`), while `cmd`'s packages start with `cmd/`.
fn import_path_in(dir: &str, module: &(String, String)) -> String {
    let rest = if module.1.is_empty() {
        dir
    } else {
        dir.strip_prefix(module.1.as_str())
            .filter(|r| r.is_empty() || r.starts_with('/'))
            .unwrap_or("")
    }
    .trim_start_matches('/');
    if let Some(v) = vendored(rest) {
        return v.to_string();
    }
    if rest.is_empty() {
        module.0.clone()
    } else if module.0 == "std" {
        rest.to_string()
    } else {
        format!("{}/{rest}", module.0)
    }
}

/// The import path of a directory under a `vendor/` directory (relative to some root): the
/// part below the last `vendor/`.
fn vendored(rel: &str) -> Option<&str> {
    let below = match rel.rfind("/vendor/") {
        Some(i) => &rel[i + "/vendor/".len()..],
        None => rel.strip_prefix("vendor/")?,
    };
    (!below.is_empty()).then_some(below)
}

/// The directory holding the `vendor/` directory a vendored directory sits in.
fn vendor_owner(rel: &str) -> Option<&str> {
    match rel.rfind("/vendor/") {
        Some(i) => Some(&rel[..i]),
        None => rel.starts_with("vendor/").then_some(""),
    }
}

/// Whether any `.go` file of a directory (relative to the root) declares `type name interface`.
fn dir_declares_interface(ctx: &RepoCtx, dir: &str, name: &str) -> bool {
    ctx.file_names(dir)
        .into_iter()
        .filter(|n| n.ends_with(".go"))
        .any(|n| {
            let rel = if dir.is_empty() {
                n
            } else {
                format!("{dir}/{n}")
            };
            ctx.read_shared(&rel)
                .is_some_and(|t| declares_interface_text(&t, name))
        })
}

/// For a type of a package outside the repository: does its name read like an interface?
/// (Go interfaces are conventionally `-er` names: io.Reader, http.Handler, fmt.Stringer.)
fn looks_like_interface(name: &str) -> bool {
    name.ends_with("er")
        || matches!(
            name,
            "Conn" | "Context" | "Interface" | "Error" | "Addr" | "Value" | "Signal" | "Node"
        )
}

impl TargetPkg {
    fn new(target: &Target, ctx: &RepoCtx) -> TargetPkg {
        let dir = dir_of(&target.rel_path).to_string();
        let text = ctx
            .read_shared(&target.rel_path)
            .map(|t| t.to_string())
            .unwrap_or_default();
        let name = package_clause(&text).unwrap_or_else(|| last_segment(&dir).to_string());
        let module = module_of(&dir, ctx);
        let import_path = vendored(&dir)
            .map(str::to_string)
            .or_else(|| module.as_ref().map(|m| import_path_in(&dir, m)));
        let vendor_owner = vendor_owner(&dir).map(str::to_string);
        TargetPkg {
            dir,
            name,
            import_path,
            module,
            vendor_owner,
            text,
        }
    }

    /// Whether an import path names the target's package: `None` when it cannot be told.
    fn is_path(&self, path: &str) -> Option<bool> {
        match &self.import_path {
            Some(ip) => Some(ip == path),
            None => {
                if self.dir.is_empty() {
                    None
                } else if last_segment(path) != last_segment(&self.dir) {
                    Some(false)
                } else {
                    None
                }
            }
        }
    }

    fn shown(&self) -> &str {
        self.import_path.as_deref().unwrap_or(&self.name)
    }

    fn declares_interface(&self, name: &str) -> bool {
        declares_interface_text(&self.text, name)
    }
}

fn declares_interface_text(text: &str, name: &str) -> bool {
    let mut from = 0;
    while let Some(i) = text.get(from..).and_then(|t| t.find(name)) {
        let at = from + i;
        let before = text.get(..at).unwrap_or("");
        let after = text.get(at + name.len()..).unwrap_or("");
        let word_before = before.ends_with(|c: char| c.is_whitespace() || c == '(');
        let rest = after.trim_start();
        let generic_rest = if rest.starts_with('[') {
            rest.find(']').and_then(|j| rest.get(j + 1..)).unwrap_or("")
        } else {
            rest
        };
        if word_before
            && after.starts_with(|c: char| c.is_whitespace() || c == '[')
            && generic_rest.trim_start().starts_with("interface")
        {
            return true;
        }
        from = at + name.len().max(1);
    }
    false
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum ImportKind {
    Named(String),
    Dot,
    Blank,
}

#[derive(Debug, Clone)]
struct Import {
    kind: ImportKind,
    path: String,
}

fn imports_of(file: &SourceFile, tp: &TargetPkg) -> Vec<Import> {
    let mut out = Vec::new();
    let root = file.tree.root_node();
    let mut cursor = root.walk();
    for decl in root.named_children(&mut cursor) {
        if decl.kind() != "import_declaration" {
            continue;
        }
        walk(decl, |n| {
            if n.kind() != "import_spec" {
                return;
            }
            let Some(p) = n.child_by_field_name("path") else {
                return;
            };
            let path = file
                .text(p)
                .trim_matches(|c| c == '"' || c == '`')
                .to_string();
            let kind = match n.child_by_field_name("name") {
                Some(a) if a.kind() == "dot" => ImportKind::Dot,
                Some(a) if a.kind() == "blank_identifier" => ImportKind::Blank,
                Some(a) => ImportKind::Named(file.text(a).into_owned()),
                None => {
                    if tp.is_path(&path) == Some(true) {
                        ImportKind::Named(tp.name.clone())
                    } else {
                        ImportKind::Named(guess_package_name(&path))
                    }
                }
            };
            out.push(Import { kind, path });
        });
    }
    out
}

/// The usual package name of an import path: its last element, skipping a `/vN` major-version
/// suffix and common `go-`/`.go`/`-go` decorations.
fn guess_package_name(path: &str) -> String {
    let mut parts = path.rsplit('/');
    let mut last = parts.next().unwrap_or(path);
    let is_version =
        |s: &str| s.len() > 1 && s.starts_with('v') && s[1..].chars().all(|c| c.is_ascii_digit());
    if is_version(last) {
        if let Some(prev) = parts.next() {
            last = prev;
        }
    }
    let mut name = last
        .trim_start_matches("go-")
        .trim_end_matches(".go")
        .trim_end_matches("-go");
    if let Some(dot) = name.find('.') {
        // gopkg.in/yaml.v3 -> yaml
        name = &name[..dot];
    }
    name.replace('-', "_")
}

/// The static type of a value, as far as it is written nearby.
#[derive(Debug, Clone, PartialEq, Eq)]
enum GoType {
    /// A named type: package qualifier (None = the caller's own package) and base name.
    Named {
        qual: Option<String>,
        name: String,
        shown: String,
    },
    /// A named type of the package with import path `path` (read from a declared result type
    /// of a function of that package).
    Ext {
        path: String,
        name: String,
        shown: String,
    },
    /// A type parameter of an enclosing generic function.
    TypeParam(String),
    /// A slice, array or map whose key and element types are written: what a `range` over it
    /// declares and what indexing it gives (a slice's or an array's key is `int`).
    Seq {
        shown: String,
        key: Box<GoType>,
        elem: Box<GoType>,
    },
    /// Written, but not a named type (func, chan, ...).
    Other(String),
    /// Declared, type not inferable here.
    Unknown,
}

/// What a package-level name of another package of the repository is ([`Caller::ext_name`]).
enum ExtName {
    Type,
    Var(GoType),
    Unknown,
}

/// What a name refers to in the caller's scope.
enum Binding {
    /// A local variable, parameter, receiver or package-level variable of this file, with
    /// the byte range of the statement that declares it (None for parameters).
    Value(GoType, Option<(usize, usize)>),
    /// Not declared in any enclosing scope of this file.
    NotLocal,
}

struct Caller<'a> {
    file: &'a SourceFile,
    tp: &'a TargetPkg,
    target: &'a Target,
    imports: Vec<Import>,
    /// Caller's own package clause.
    pkg: String,
    /// Caller is in the target's package (same directory, same package clause).
    same_pkg: bool,
    /// Interfaces declared in the caller's file.
    interfaces: Vec<String>,
    /// Type names declared at the top level of the caller's file.
    types: Vec<String>,
    ctx: &'a RepoCtx,
    /// The caller's module: path and `go.mod` directory.
    module: Option<(String, String)>,
    /// Nesting of [`Caller::value_type`] look-ups (a guard against cyclic declarations).
    depth: std::cell::Cell<u32>,
    /// Other names this file may call the target by: `f := Name`, `var f = pkg.Name` (see
    /// [`alias_names`]). A call of one of them is judged by the value it was declared with
    /// ([`Caller::decide_alias`]).
    aliases: Vec<String>,
}

/// A function's declared result types as written in its package, with that file's imports
/// (name, path) to read qualified ones.
#[derive(Debug, Clone)]
struct Results {
    types: Vec<String>,
    imports: Vec<(String, String)>,
}

pub fn calls(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call> {
    // Cheap exit: the name must occur at all.
    let name = target.name.as_str();
    if name.is_empty() || memchr::memmem::find(&file.src, name.as_bytes()).is_none() {
        return Vec::new();
    }
    // A file no `go build` compiles calls nothing.
    if build::excluded(&file.src) {
        return Vec::new();
    }
    let tp = TargetPkg::new(target, ctx);
    let root = file.tree.root_node();
    let mut pkg = String::new();
    let mut interfaces = Vec::new();
    let mut types = Vec::new();
    {
        let mut cursor = root.walk();
        for top in root.named_children(&mut cursor) {
            match top.kind() {
                "package_clause" => {
                    if let Some(id) = top.named_child(0) {
                        pkg = file.text(id).into_owned();
                    }
                }
                "type_declaration" => {
                    let mut c2 = top.walk();
                    for spec in top.named_children(&mut c2) {
                        if let Some(n) = spec.child_by_field_name("name") {
                            let tname = file.text(n).into_owned();
                            if spec
                                .child_by_field_name("type")
                                .is_some_and(|t| t.kind() == "interface_type")
                            {
                                interfaces.push(tname.clone());
                            }
                            types.push(tname);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let same_pkg = dir_of(&file.rel_path) == tp.dir && pkg == tp.name;
    let caller = Caller {
        file,
        tp: &tp,
        target,
        imports: imports_of(file, &tp),
        pkg,
        same_pkg,
        interfaces,
        types,
        ctx,
        module: module_of(dir_of(&file.rel_path), ctx),
        depth: Default::default(),
        aliases: alias_names(file, name),
    };
    let mut out = Vec::new();
    // A call of the target spells its name or an alias of it: only the nodes around their
    // mentions are visited.
    let mut needles = vec![name];
    needles.extend(caller.aliases.iter().map(String::as_str));
    let hits = super::occurrences(&file.src, &needles);
    super::walk_hits(root, &hits, |n| match n.kind() {
        "call_expression" => {
            if let Some(call) = caller.classify_call(n) {
                out.push(call);
            }
        }
        "type_conversion_expression" => {
            // `Map[int](xs)` parses as a conversion to a generic type.
            if let Some(call) = caller.classify_conversion(n) {
                out.push(call);
            }
        }
        _ => {}
    });
    out
}

enum Callee<'t> {
    /// `name(..)`
    Plain(Node<'t>),
    /// `f(..)`, `f` one of [`Caller::aliases`].
    Alias(Node<'t>),
    /// `operand.name(..)`
    Selector { operand: Node<'t>, field: Node<'t> },
}

impl<'a> Caller<'a> {
    fn name(&self) -> &str {
        &self.target.name
    }

    fn is_method_target(&self) -> bool {
        self.target.kind == DefKind::Method
    }

    fn callee<'t>(&self, f: Node<'t>) -> Option<Callee<'t>> {
        match f.kind() {
            "identifier" if self.file.text(f) == self.name() => Some(Callee::Plain(f)),
            "identifier" if self.aliases.iter().any(|a| *a == self.file.text(f)) => {
                Some(Callee::Alias(f))
            }
            "selector_expression" => {
                let field = f.child_by_field_name("field")?;
                let operand = f.child_by_field_name("operand")?;
                (self.file.text(field) == self.name())
                    .then_some(Callee::Selector { operand, field })
            }
            // Older grammars: `Map[int](..)` / `seq.Map[int](..)` as an index or generic type.
            "index_expression" => self.callee(f.child_by_field_name("operand")?),
            "generic_type" => self.callee(f.child_by_field_name("type")?),
            "type_identifier" if self.file.text(f) == self.name() => Some(Callee::Plain(f)),
            "qualified_type" => {
                let field = f.child_by_field_name("name")?;
                let operand = f.child_by_field_name("package")?;
                (self.file.text(field) == self.name())
                    .then_some(Callee::Selector { operand, field })
            }
            "parenthesized_expression" => {
                let inner = f.named_child(0)?;
                self.callee(inner)
            }
            _ => None,
        }
    }

    fn classify_call(&self, call: Node) -> Option<Call> {
        let f = call.child_by_field_name("function")?;
        let callee = self.callee(f)?;
        let args = super::resolve::call_args(self.file, call);
        let mut out = self.decide(call, callee, args.count)?;
        out.fills_variadic = args.fills_variadic;
        Some(out)
    }

    /// A call `f(..)` of a name in [`Caller::aliases`]: `None` unless `f` resolves, at the
    /// call, to a declaration binding it to a value spelled with the target's name (a
    /// parameter or another declaration may shadow it); else the verdict that value gets as a
    /// call written there: `f := Scale` as `Scale(..)`, `f := calc.Scale` or the method value
    /// `f := p.Scale` as `calc.Scale(..)` / `p.Scale(..)`, `f := T.Scale` as the method
    /// expression. A variable declared without a type has its initializer's type for good
    /// (`f = other` must have the same type), so the call is checked against that function.
    fn decide_alias(
        &self,
        id: Node,
        args: Option<usize>,
    ) -> Option<(Binds, bool, Option<usize>, String)> {
        let file = self.file;
        let alias = file.text(id).into_owned();
        let Binding::Value(_, Some((s, e))) = self.lookup(id, &alias) else {
            return None;
        };
        let stmt = file.tree.root_node().descendant_for_byte_range(s, e)?;
        let mut value = None;
        walk(stmt, |n| {
            if value.is_none()
                && matches!(n.kind(), "identifier" | "field_identifier")
                && file.text(n) == self.name()
            {
                value = alias_binding(n)
                    .filter(|(b, _)| file.text(*b) == alias)
                    .map(|(_, v)| v);
            }
        });
        let value = value?;
        let (binds, recv, args, r) = match value.kind() {
            "identifier" => {
                let (b, r) = self.decide_plain(value);
                (b, false, args, r)
            }
            _ => self.decide_selector(value.child_by_field_name("operand")?, args),
        };
        let shown = super::collapse_ws(&file.text(value));
        let reason = format!("{alias} = {shown} (line {}): {r}", line_of(value));
        Some((binds, recv, args, reason))
    }

    fn classify_conversion(&self, conv: Node) -> Option<Call> {
        let ty = conv.child_by_field_name("type")?;
        if ty.kind() != "generic_type" {
            return None;
        }
        let callee = self.callee(ty)?;
        self.decide(conv, callee, Some(1))
    }

    /// `None` for a call of an alias that is not the target's here.
    fn decide(&self, call: Node, callee: Callee, args: Option<usize>) -> Option<Call> {
        let (line, binds, supplies_receiver, args, reason) = match callee {
            Callee::Plain(id) => {
                let (b, r) = self.decide_plain(id);
                (line_of(id), b, false, args, r)
            }
            Callee::Selector { operand, field } => {
                let (b, recv, args, r) = self.decide_selector(operand, args);
                (line_of(field), b, recv, args, r)
            }
            Callee::Alias(id) => {
                let (b, recv, args, r) = self.decide_alias(id, args)?;
                (line_of(id), b, recv, args, r)
            }
        };
        Some(Call {
            line,
            byte: call.start_byte(),
            args,
            binds,
            supplies_receiver,
            reason,
            ..Default::default()
        })
    }

    fn decide_plain(&self, id: Node) -> (Binds, String) {
        let name = self.name();
        if let Binding::Value(_, range) = self.lookup(id, name) {
            // The target itself may be a func literal bound to this very name.
            let is_target = !self.is_method_target()
                && range.is_some_and(|(s, e)| {
                    (self.file.rel_path == self.target.rel_path
                        && self
                            .target
                            .defs
                            .iter()
                            .any(|d| d.start_byte >= s && d.start_byte < e))
                        || (self.same_pkg && self.target.scope.is_empty() && self.is_top_level(s))
                });
            if is_target {
                return (
                    Binds::Yes,
                    format!("{name} is the package-level func value of {}", self.tp.name),
                );
            }
            return (Binds::No, format!("{name} is a local variable here"));
        }
        if self.is_method_target() {
            let owner = self.target.owner().unwrap_or("?");
            return (
                Binds::No,
                format!("unqualified {name}(..) is a function, not method ({owner}).{name}"),
            );
        }
        if self.same_pkg {
            return (Binds::Yes, format!("same package {}", self.tp.name));
        }
        let mut unsure = None;
        for imp in &self.imports {
            if imp.kind == ImportKind::Dot {
                match self.reaches(&imp.path) {
                    Some(true) => return (Binds::Yes, format!("dot import of {}", imp.path)),
                    Some(false) => {}
                    None => unsure = Some(imp.path.clone()),
                }
            }
        }
        if let Some(p) = unsure {
            return (
                Binds::Maybe,
                format!("dot import of {p}; target's import path unknown"),
            );
        }
        (
            Binds::No,
            format!(
                "unqualified {name} resolves in package {}, not {}",
                self.pkg,
                self.tp.shown()
            ),
        )
    }

    /// Returns binds, supplies_receiver, args (possibly adjusted) and reason.
    fn decide_selector(
        &self,
        operand: Node,
        args: Option<usize>,
    ) -> (Binds, bool, Option<usize>, String) {
        let file = self.file;
        match operand.kind() {
            "identifier" | "package_identifier" => {
                let q = file.text(operand).into_owned();
                match self.lookup(operand, &q) {
                    Binding::Value(ty, _) => {
                        let (b, r) = self.decide_value(&q, &ty);
                        (b, true, args, r)
                    }
                    Binding::NotLocal => {
                        if let Some(imp) = self.import_named(&q) {
                            let (b, r) = self.decide_package(&q, &imp.path);
                            return (b, false, args, r);
                        }
                        if self.types.iter().any(|t| t == &q)
                            || ((self.same_pkg || self.dot_imports_target())
                                && self.target.owner() == Some(q.as_str()))
                        {
                            return self.decide_method_expr(None, &q, args);
                        }
                        if let Some(ty) = self.package_value_type(&q) {
                            let (b, r) = self.decide_value(&q, &ty);
                            return (b, true, args, format!("{r} (package-level var)"));
                        }
                        if self.is_method_target() {
                            (
                                Binds::Maybe,
                                true,
                                args,
                                format!("receiver {q} is not declared in this file"),
                            )
                        } else {
                            (
                                Binds::Maybe,
                                false,
                                args,
                                format!("{q} is neither an import nor declared in this file"),
                            )
                        }
                    }
                }
            }
            // `shapes.Circle.Resize(c, ..)`: a method expression on a qualified type.
            // `shapes.Circle.Resize(c, ..)` (a method expression on a qualified type) or
            // `x.field.Resize(..)` (a method of a field).
            "selector_expression" => {
                let (Some(o), Some(f)) = (
                    operand.child_by_field_name("operand"),
                    operand.child_by_field_name("field"),
                ) else {
                    return self.decide_expr(operand, args);
                };
                if o.kind() != "identifier" {
                    return match self.value_type(operand) {
                        GoType::Unknown => self.decide_expr(operand, args),
                        ty => {
                            let shown = super::collapse_ws(&file.text(operand));
                            let (b, r) = self.decide_value(&shown, &ty);
                            (b, true, args, r)
                        }
                    };
                }
                let q = file.text(o).into_owned();
                let field = file.text(f).into_owned();
                match self.lookup(o, &q) {
                    Binding::NotLocal => {
                        if let Some(imp) = self.import_named(&q) {
                            // `pkg.T.M(recv, ..)` names a type; `pkg.V.M(..)` a variable of
                            // that package, typed by its declaration.
                            let path = imp.path.clone();
                            return match self.ext_name(&path, &field) {
                                ExtName::Var(ty) => {
                                    let (b, r) = self.decide_value(&format!("{q}.{field}"), &ty);
                                    (b, true, args, r)
                                }
                                ExtName::Unknown => self.decide_expr(operand, args),
                                ExtName::Type => self.decide_method_expr(Some(&path), &field, args),
                            };
                        }
                    }
                    Binding::Value(
                        GoType::Named {
                            qual: None,
                            name: tname,
                            ..
                        },
                        _,
                    ) => {
                        if let Some(fty) = self.struct_field_type(&tname, &field, operand) {
                            let (b, r) = self.decide_value(&format!("{q}.{field}"), &fty);
                            return (b, true, args, r);
                        }
                    }
                    Binding::Value(..) => {}
                }
                // `x.f.M(..)`: f's declared type, in whichever file of its package.
                match self.value_type(operand) {
                    GoType::Unknown => self.decide_expr(operand, args),
                    ty => {
                        let (b, r) = self.decide_value(&format!("{q}.{field}"), &ty);
                        (b, true, args, r)
                    }
                }
            }
            // `(*Circle).Resize(c, ..)` or `(*p).Resize(..)`.
            "parenthesized_expression" => {
                let inner = operand.named_child(0);
                if let Some(u) = inner.filter(|u| u.kind() == "unary_expression") {
                    let is_deref = u
                        .child_by_field_name("operator")
                        .is_some_and(|o| file.text(o) == "*");
                    if let (true, Some(x)) = (is_deref, u.child_by_field_name("operand")) {
                        // `(*pkg.T).M(recv, ..)`: a method expression on a qualified type.
                        if let Some((path, tname)) = self.qualified_type_expr(x) {
                            return self.decide_method_expr(Some(&path), &tname, args);
                        }
                        if x.kind() == "identifier" {
                            let q = file.text(x).into_owned();
                            return match self.lookup(x, &q) {
                                Binding::Value(ty, _) => {
                                    let (b, r) = self.decide_value(&q, &ty);
                                    (b, true, args, r)
                                }
                                Binding::NotLocal => self.decide_method_expr(None, &q, args),
                            };
                        }
                    }
                }
                if let Some(pt) = inner.filter(|p| p.kind() == "pointer_type") {
                    if let Some(GoType::Named { qual, name, .. }) =
                        pt.named_child(0).and_then(|t| self.type_of(t, pt))
                    {
                        let path = qual.and_then(|q| self.import_named(&q).map(|i| i.path.clone()));
                        return self.decide_method_expr(path.as_deref(), &name, args);
                    }
                }
                self.decide_typed(operand, args)
            }
            // `NewDecoder(r).Decode(..)`: the callee's declared result.
            "call_expression" => match self.call_result(operand, 0) {
                GoType::Unknown => self.decide_expr(operand, args),
                ty => {
                    let shown = super::collapse_ws(&file.text(operand));
                    let (b, r) = self.decide_value(&shown, &ty);
                    (b, true, args, r)
                }
            },
            // `f.Value.(SliceValue).Replace(..)`: the asserted type.
            "type_assertion_expression" => match self.type_of_value(operand, operand) {
                GoType::Unknown => self.decide_expr(operand, args),
                ty => {
                    let shown = super::collapse_ws(&file.text(operand));
                    let (b, r) = self.decide_value(&shown, &ty);
                    (b, true, args, r)
                }
            },
            // `xs[i].M(..)`, `T{..}.M(..)`, `(&T{..}).M(..)`, `(*p).M(..)`: what the
            // declarations say of the value.
            _ => self.decide_typed(operand, args),
        }
    }

    /// A method call on a value expression: typed by [`Caller::value_type`] where the
    /// declarations say, else [`Caller::decide_expr`].
    fn decide_typed(
        &self,
        operand: Node,
        args: Option<usize>,
    ) -> (Binds, bool, Option<usize>, String) {
        match self.value_type(operand) {
            GoType::Unknown => self.decide_expr(operand, args),
            ty => {
                let shown = super::collapse_ws(&self.file.text(operand));
                let (b, r) = self.decide_value(&shown, &ty);
                (b, true, args, r)
            }
        }
    }

    /// `pkg.T` written as an expression (`(*pkg.T).M`), `pkg` an import of this file and `T`
    /// a type its package declares: the import path and `T`.
    fn qualified_type_expr(&self, x: Node) -> Option<(String, String)> {
        if x.kind() != "selector_expression" {
            return None;
        }
        let o = x.child_by_field_name("operand")?;
        let f = x.child_by_field_name("field")?;
        if o.kind() != "identifier" {
            return None;
        }
        let q = self.file.text(o).into_owned();
        if !matches!(self.lookup(o, &q), Binding::NotLocal) {
            return None;
        }
        let path = self.import_named(&q)?.path.clone();
        let tname = self.file.text(f).into_owned();
        matches!(self.ext_name(&path, &tname), ExtName::Type).then_some((path, tname))
    }

    /// What the package-level name `name` of the package imported as `path` is: a type, a
    /// variable whose declaration says its type, or not known here. A package outside the
    /// repository keeps the reading `pkg.Name.M(..)` always had: a type.
    fn ext_name(&self, path: &str, name: &str) -> ExtName {
        let Some(loc) = self.ext_loc(path) else {
            return ExtName::Type;
        };
        if self.pkg_decls(&loc, name).types.contains_key(name) {
            return ExtName::Type;
        }
        for (_, text) in self.go_files(&loc.dir, false) {
            let Some(decl) = package_var_decl(&text, name) else {
                continue;
            };
            let imports = imports_text(&text);
            let ty = match (seq_decl_text(decl), type_from_decl_text(decl)) {
                (Some(t), _) => self.result_type(t, Some(path), &imports),
                (None, GoType::Named { shown, .. }) => {
                    self.result_type(&shown, Some(path), &imports)
                }
                _ => self.ext_decl_call_result(&loc.dir, path, &imports, decl),
            };
            return match ty {
                GoType::Unknown => ExtName::Unknown,
                ty => ExtName::Var(ty),
            };
        }
        ExtName::Unknown
    }

    /// `= F(..)` / `= q.F(..)` after the name of a package-level var of the package at `dir`
    /// (import path `path`, the declaring file's imports `imports`): the declared result.
    fn ext_decl_call_result(
        &self,
        dir: &str,
        path: &str,
        imports: &[(String, String)],
        decl: &str,
    ) -> GoType {
        let Some(callee) = decl_callee(decl) else {
            return GoType::Unknown;
        };
        let (results, def_path) = match callee.split_once('.') {
            None => match self.results_in(dir, callee, None, false) {
                Some(r) => (r, path.to_string()),
                // `= T(..)`: a conversion to a type of that package.
                None if matches!(self.ext_name(path, callee), ExtName::Type) => {
                    return self.result_type(callee, Some(path), imports);
                }
                None => return GoType::Unknown,
            },
            Some((q, f)) => {
                let Some((_, p)) = imports.iter().find(|(n, _)| n == q) else {
                    return GoType::Unknown;
                };
                match self
                    .import_dir(p)
                    .and_then(|d| self.results_in(&d, f, None, false))
                {
                    Some(r) => (r, p.clone()),
                    None => return GoType::Unknown,
                }
            }
        };
        match results.types.first() {
            Some(t) => self.result_type(t, Some(&def_path), &results.imports),
            None => GoType::Unknown,
        }
    }

    /// A method call on an expression whose type is not written nearby.
    fn decide_expr(
        &self,
        operand: Node,
        args: Option<usize>,
    ) -> (Binds, bool, Option<usize>, String) {
        let name = self.name();
        let shown = super::collapse_ws(&self.file.text(operand));
        if self.is_method_target() {
            (
                Binds::Maybe,
                true,
                args,
                format!("type of receiver {shown} unknown"),
            )
        } else {
            (
                Binds::No,
                true,
                args,
                format!("{shown}.{name} is a method or field of a value, not package function {}.{name}", self.tp.name),
            )
        }
    }

    /// `T.M(recv, ..)`: a method expression; the receiver is the first argument.
    fn decide_method_expr(
        &self,
        import_path: Option<&str>,
        type_name: &str,
        args: Option<usize>,
    ) -> (Binds, bool, Option<usize>, String) {
        let name = self.name();
        if !self.is_method_target() {
            return (
                Binds::No,
                false,
                args,
                format!(
                    "{type_name}.{name} is a method expression, not package function {}.{name}",
                    self.tp.name
                ),
            );
        }
        let owner = self.target.owner().unwrap_or("");
        let same = match import_path {
            None => Some(
                self.same_pkg
                    || (type_name == owner
                        && !self.types.iter().any(|t| t == type_name)
                        && self.dot_imports_target()),
            ),
            Some(p) => self.reaches(p),
        };
        let args = args.map(|a| a.saturating_sub(1));
        match (type_name == owner, same) {
            (true, Some(true)) => (
                Binds::Yes,
                false,
                args,
                format!("method expression {type_name}.{name}: first argument is the receiver"),
            ),
            (true, None) => (
                Binds::Maybe,
                false,
                args,
                format!("method expression {type_name}.{name}; package unknown"),
            ),
            _ => (
                Binds::No,
                false,
                args,
                format!("method expression on {type_name}, not {owner}"),
            ),
        }
    }

    /// The struct type `type_name` declared at the top level of the caller's file.
    fn struct_decl(&self, type_name: &str) -> Option<Node<'a>> {
        let root = self.file.tree.root_node();
        let mut cursor = root.walk();
        for top in root.named_children(&mut cursor) {
            if top.kind() != "type_declaration" {
                continue;
            }
            let mut c2 = top.walk();
            for spec in top.named_children(&mut c2) {
                let named = spec
                    .child_by_field_name("name")
                    .is_some_and(|n| self.file.text(n) == type_name);
                let body = spec
                    .child_by_field_name("type")
                    .filter(|t| t.kind() == "struct_type");
                if let (true, Some(b)) = (named, body) {
                    return Some(b);
                }
            }
        }
        None
    }

    /// The field declarations of a struct type node.
    fn struct_fields(st: Node<'a>) -> Vec<Node<'a>> {
        let mut out = Vec::new();
        let mut cursor = st.walk();
        for list in st.named_children(&mut cursor) {
            if list.kind() != "field_declaration_list" {
                continue;
            }
            let mut c2 = list.walk();
            out.extend(
                list.named_children(&mut c2)
                    .filter(|n| n.kind() == "field_declaration"),
            );
        }
        out
    }

    /// Type of field `field` of the struct `type_name` declared in this file.
    fn struct_field_type(&self, type_name: &str, field: &str, at: Node) -> Option<GoType> {
        let st = self.struct_decl(type_name)?;
        for fd in Self::struct_fields(st) {
            let ty = fd.child_by_field_name("type")?;
            let mut cursor = fd.walk();
            let names: Vec<Node> = fd.children_by_field_name("name", &mut cursor).collect();
            let hit = if names.is_empty() {
                base_type_name(self.file, ty).as_deref() == Some(field)
            } else {
                names.iter().any(|n| self.file.text(*n) == field)
            };
            if hit {
                return self.type_of(ty, at);
            }
        }
        None
    }

    /// Whether the struct `type_name` of this file embeds a type whose base name is `owner`.
    fn struct_embeds(&self, type_name: &str, owner: &str) -> bool {
        let Some(st) = self.struct_decl(type_name) else {
            return false;
        };
        Self::struct_fields(st).into_iter().any(|fd| {
            fd.child_by_field_name("name").is_none()
                && fd
                    .child_by_field_name("type")
                    .and_then(|t| base_type_name(self.file, t))
                    .as_deref()
                    == Some(owner)
        })
    }

    /// Whether the named type is (or may well be) an interface, so that a call through it
    /// dispatches dynamically. Pointers never are.
    fn is_interface(&self, qual: Option<&str>, name: &str, shown: &str) -> bool {
        if shown.starts_with('*') {
            return false;
        }
        let Some(q) = qual else {
            if self.interfaces.iter().any(|i| i == name) {
                return true;
            }
            if self.types.iter().any(|t| t == name) {
                return false;
            }
            return dir_declares_interface(self.ctx, dir_of(&self.file.rel_path), name);
        };
        let Some(path) = self.import_named(q).map(|i| i.path.clone()) else {
            return looks_like_interface(name);
        };
        if self.tp.is_path(&path) == Some(true) {
            return self.tp.declares_interface(name)
                || dir_declares_interface(self.ctx, &self.tp.dir, name);
        }
        self.ext_is_interface(&path, name)
    }

    /// Whether type `name` of the package at import `path` is an interface: read from the
    /// package's files when it is in the repository, else guessed from the name.
    fn ext_is_interface(&self, path: &str, name: &str) -> bool {
        match self.import_dir(path) {
            Some(dir) if self.has_go_files(&dir) => dir_declares_interface(self.ctx, &dir, name),
            _ => looks_like_interface(name),
        }
    }

    /// Whether struct `tname` of the package at import `path` embeds a type named `owner`
    /// (its methods are promoted); true when it cannot be read, unless the target's package
    /// imports that package: then it cannot import the target's back (an import cycle), so
    /// none of its types embeds the owner.
    fn ext_embeds(&self, path: &str, tname: &str, owner: &str) -> bool {
        let Some(dir) = self.import_dir(path).filter(|d| self.has_go_files(d)) else {
            return !self.target_pkg_imports(path);
        };
        self.go_files(&dir, false)
            .iter()
            .any(|(_, text)| struct_embeds_text(text, tname, owner))
    }

    /// Whether a file of the target's package (its directory, its package clause; internal
    /// tests included, whose build an import cycle breaks as well) imports `path`, another
    /// package. Read once per measurement.
    fn target_pkg_imports(&self, path: &str) -> bool {
        if self.tp.is_path(path) != Some(false) {
            return false;
        }
        let key = format!("go-target-imports:{}:{}:{path}", self.tp.dir, self.tp.name);
        let found = self.ctx.memo(&key, || {
            let quoted = format!("\"{path}\"");
            let imports = |text: &str| {
                text.contains(&quoted) && imports_text(text).iter().any(|(_, p)| p == path)
            };
            imports(&self.tp.text)
                || self.go_files(&self.tp.dir, true).iter().any(|(_, text)| {
                    package_clause(text).as_deref() == Some(self.tp.name.as_str()) && imports(text)
                })
        });
        *found
    }

    fn has_go_files(&self, dir: &str) -> bool {
        self.ctx.file_names(dir).iter().any(|n| n.ends_with(".go"))
    }

    /// The `.go` files of a directory (`_test.go` ones only with `tests`), read once per
    /// measurement.
    fn go_files(&self, dir: &str, tests: bool) -> Vec<(String, std::sync::Arc<str>)> {
        self.ctx
            .file_names(dir)
            .into_iter()
            .filter(|n| n.ends_with(".go") && (tests || !n.ends_with("_test.go")))
            .filter_map(|n| {
                let rel = if dir.is_empty() {
                    n
                } else {
                    format!("{dir}/{n}")
                };
                let text = self.ctx.read_shared(&rel)?;
                // A file no `go build` compiles declares nothing in the package.
                (!build::excluded(text.as_bytes())).then_some((rel, text))
            })
            .collect()
    }

    /// Whether an import path reaches the target's package from this caller: its import path,
    /// and for a vendored copy, a caller of the module that vendors it.
    fn reaches(&self, path: &str) -> Option<bool> {
        let hit = self.tp.is_path(path);
        if hit != Some(true) {
            return hit;
        }
        if let Some(owner) = &self.tp.vendor_owner {
            let caller_root = match &self.module {
                Some((_, d)) => d.as_str(),
                None => dir_of(&self.file.rel_path),
            };
            let inside = |d: &str, root: &str| {
                root.is_empty() || d == root || d.starts_with(&format!("{root}/"))
            };
            let same_module = match &self.module {
                Some(_) => caller_root == owner,
                None => inside(caller_root, owner),
            };
            if !same_module {
                return Some(false);
            }
        }
        Some(true)
    }

    fn vendor_reason(&self, what: &str, path: &str) -> String {
        format!(
            "{what}: import {path} is this module's own copy, not the one vendored under {}/vendor",
            self.tp.vendor_owner.as_deref().unwrap_or("")
        )
    }

    /// A dot import of the target's package in this file.
    fn dot_imports_target(&self) -> bool {
        self.imports
            .iter()
            .any(|i| i.kind == ImportKind::Dot && self.reaches(&i.path) == Some(true))
    }

    /// The repository directory an import path names, as the go command finds it from this
    /// caller: the target's package, the caller's module or the target's (a vendored copy
    /// first; `std` has no module prefix, `cmd` sees `std` in its parent directory).
    fn import_dir(&self, path: &str) -> Option<String> {
        if self.reaches(path) == Some(true) {
            return Some(self.tp.dir.clone());
        }
        let join = |a: &str, b: &str| {
            if a.is_empty() {
                b.to_string()
            } else {
                format!("{a}/{b}")
            }
        };
        let first_has_dot = path.split('/').next().is_some_and(|f| f.contains('.'));
        for (mpath, mdir) in [self.module.as_ref(), self.tp.module.as_ref()]
            .into_iter()
            .flatten()
        {
            let vdir = join(mdir, &format!("vendor/{path}"));
            if self.has_go_files(&vdir) {
                return Some(vdir);
            }
            if mpath == "std" && !first_has_dot {
                return Some(join(mdir, path));
            }
            if mpath == "cmd" && !first_has_dot && !path.starts_with("cmd/") {
                return Some(join(dir_of(mdir), path));
            }
            if path == mpath {
                return Some(mdir.clone());
            }
            if let Some(rest) = path.strip_prefix(&format!("{mpath}/")) {
                return Some(join(mdir, rest));
            }
        }
        None
    }

    /// The declared results of the package-level `func name` in directory `dir` (files of
    /// package `pkg` when given), read once per measurement: every caller file asks for the
    /// same few.
    fn results_in(&self, dir: &str, name: &str, pkg: Option<&str>, tests: bool) -> Option<Results> {
        let key = format!("go-results:{dir}:{name}:{}:{tests}", pkg.unwrap_or("*"));
        let found = self.ctx.memo(&key, || {
            let needle = format!("func {name}");
            self.go_files(dir, tests).into_iter().find_map(|(_, text)| {
                if !text.contains(&needle) {
                    return None;
                }
                if pkg.is_some_and(|p| package_clause(&text).as_deref() != Some(p)) {
                    return None;
                }
                let types = func_results_text(&text, name)?;
                Some(Results {
                    types,
                    imports: imports_text(&text),
                })
            })
        });
        found.as_ref().clone()
    }

    /// The type of the `idx`-th result of a call, when the callee is a function of the
    /// repository whose declaration says it.
    fn call_result(&self, call: Node, idx: usize) -> GoType {
        let file = self.file;
        // `pkg.F[int](x)` parses as a conversion to a generic type.
        let f = match call.kind() {
            "type_conversion_expression" => call.child_by_field_name("type"),
            _ => call.child_by_field_name("function"),
        };
        let Some(f) = f else {
            return GoType::Unknown;
        };
        // A conversion `T(x)` / `pkg.T(x)` (one argument, no function of the name): a `T`.
        let one_arg = || match call.kind() {
            "type_conversion_expression" => true,
            _ => call
                .child_by_field_name("arguments")
                .is_some_and(|a| a.named_child_count() == 1),
        };
        // `F[int](..)` / `pkg.F[int](..)`: the generic function's declared result.
        let f = match f.kind() {
            "index_expression" => match f.child_by_field_name("operand") {
                Some(o) => o,
                None => return GoType::Unknown,
            },
            "generic_type" => match f.child_by_field_name("type") {
                Some(t) => t,
                None => return GoType::Unknown,
            },
            _ => f,
        };
        let (results, def_path) = match f.kind() {
            "identifier" | "type_identifier" => {
                let fname = file.text(f).into_owned();
                if let Binding::Value(..) = self.lookup(f, &fname) {
                    return GoType::Unknown;
                }
                let dir = dir_of(&file.rel_path);
                let tests = file.rel_path.ends_with("_test.go");
                match self.results_in(dir, &fname, Some(&self.pkg), tests) {
                    Some(r) => (r, None),
                    // The builtin `new(T)` (no function of the package shadows it): a `*T`.
                    None if fname == "new" => return self.new_result(call),
                    // The builtin `make(T, ..)`: a `T`.
                    None if fname == "make" => {
                        let arg = call
                            .child_by_field_name("arguments")
                            .and_then(|a| a.named_child(0));
                        return arg
                            .and_then(|a| self.type_of(a, call))
                            .unwrap_or(GoType::Unknown);
                    }
                    None => {
                        // A dot-imported package's function.
                        let dot = self.imports.iter().filter(|i| i.kind == ImportKind::Dot);
                        let found = dot.into_iter().find_map(|i| {
                            let d = self.import_dir(&i.path)?;
                            Some((self.results_in(&d, &fname, None, false)?, i.path.clone()))
                        });
                        match found {
                            Some((r, p)) => (r, Some(p)),
                            None if one_arg() && self.pkg_declares_type(&fname) => {
                                return GoType::Named {
                                    qual: None,
                                    shown: fname.clone(),
                                    name: fname,
                                };
                            }
                            None => return GoType::Unknown,
                        }
                    }
                }
            }
            "selector_expression" | "qualified_type" => {
                let (Some(o), Some(fld)) = (
                    f.child_by_field_name("operand")
                        .or_else(|| f.child_by_field_name("package")),
                    f.child_by_field_name("field")
                        .or_else(|| f.child_by_field_name("name")),
                ) else {
                    return GoType::Unknown;
                };
                let method = file.text(fld);
                let path = match self.operand_type(o) {
                    // `x.M(..)`: the declared result of the method of x's static type.
                    Some(ty) => return self.member_type(&ty, &method, Some(idx)),
                    None => match self.import_named(&file.text(o)) {
                        Some(i) => i.path.clone(),
                        None => return GoType::Unknown,
                    },
                };
                let Some(dir) = self.import_dir(&path) else {
                    return GoType::Unknown;
                };
                match self.results_in(&dir, &method, None, false) {
                    Some(r) => (r, Some(path)),
                    None if one_arg()
                        && matches!(self.ext_name(&path, &method), ExtName::Type)
                        && self.ext_loc(&path).is_some() =>
                    {
                        return GoType::Ext {
                            shown: format!("{}.{method}", file.text(o)),
                            name: method.into_owned(),
                            path,
                        };
                    }
                    None => return GoType::Unknown,
                }
            }
            _ => return GoType::Unknown,
        };
        let Some(t) = results.types.get(idx) else {
            return GoType::Unknown;
        };
        self.result_type(t, def_path.as_deref(), &results.imports)
    }

    /// Whether the caller's package (its test files too, for a test) declares type `name`.
    fn pkg_declares_type(&self, name: &str) -> bool {
        if self.types.iter().any(|t| t == name) {
            return true;
        }
        let ty = GoType::Named {
            qual: None,
            name: name.to_string(),
            shown: name.to_string(),
        };
        match self.loc_of(&ty) {
            Some((loc, tname)) => self.pkg_decls(&loc, &tname).types.contains_key(&tname),
            None => false,
        }
    }

    /// A result type written in the package at `def_path` (`None`: the caller's package).
    fn result_type(&self, t: &str, def_path: Option<&str>, imports: &[(String, String)]) -> GoType {
        if let Some((key, elem)) = seq_texts(t) {
            let key = match key {
                Some(k) => self.result_type(k, def_path, imports),
                None => GoType::Other("int".into()),
            };
            return GoType::Seq {
                shown: t.trim().to_string(),
                key: Box::new(key),
                elem: Box::new(self.result_type(elem, def_path, imports)),
            };
        }
        let star = if t.trim_start().starts_with('*') {
            "*"
        } else {
            ""
        };
        match named_from_text(t, false) {
            GoType::Named {
                qual: None, name, ..
            } if is_predeclared(&name) => GoType::Other(t.trim().to_string()),
            GoType::Named {
                qual: None,
                name,
                shown,
            } => match def_path {
                None => GoType::Named {
                    qual: None,
                    name,
                    shown,
                },
                Some(p) => GoType::Ext {
                    shown: format!("{star}{}.{name}", last_segment(p)),
                    path: p.to_string(),
                    name,
                },
            },
            GoType::Named {
                qual: Some(q),
                name,
                shown,
            } => match imports.iter().find(|(n, _)| *n == q) {
                Some((_, p)) => GoType::Ext {
                    path: p.clone(),
                    name,
                    shown,
                },
                None => GoType::Unknown,
            },
            other => other,
        }
    }

    /// The type of a package-level `var name ...` declared in another file of the caller's
    /// package (same directory, same package clause), read as text.
    fn sibling_var_type(&self, name: &str) -> Option<GoType> {
        let dir = dir_of(&self.file.rel_path);
        let caller_is_test = self.file.rel_path.ends_with("_test.go");
        let entries: Vec<String> = self
            .ctx
            .file_names(dir)
            .into_iter()
            .filter(|n| n.ends_with(".go") && (caller_is_test || !n.ends_with("_test.go")))
            .collect();
        for entry in entries {
            let rel = if dir.is_empty() {
                entry
            } else {
                format!("{dir}/{entry}")
            };
            if rel == self.file.rel_path {
                continue;
            }
            let Some(text) = self.ctx.read_shared(&rel) else {
                continue;
            };
            if package_clause(&text).as_deref() != Some(self.pkg.as_str())
                || build::excluded(text.as_bytes())
            {
                continue;
            }
            if let Some(decl) = package_var_decl(&text, name) {
                if let Some(t) = seq_decl_text(decl) {
                    return Some(self.result_type(t, None, &imports_text(&text)));
                }
                return Some(match type_from_decl_text(decl) {
                    GoType::Unknown => self.decl_call_result(decl),
                    ty => ty,
                });
            }
        }
        None
    }

    /// `= F(..)` / `= pkg.F(..)` after a package-level var's name: the function's declared
    /// result, when the repository declares it.
    fn decl_call_result(&self, decl: &str) -> GoType {
        let Some(callee) = decl_callee(decl) else {
            return GoType::Unknown;
        };
        let (results, def_path) = match callee.split_once('.') {
            None => {
                let tests = self.file.rel_path.ends_with("_test.go");
                match self.results_in(dir_of(&self.file.rel_path), callee, Some(&self.pkg), tests) {
                    Some(r) => (r, None),
                    None => return GoType::Unknown,
                }
            }
            Some((q, f)) => {
                let Some(path) = self.import_named(q).map(|i| i.path.clone()) else {
                    return GoType::Unknown;
                };
                let found = self
                    .import_dir(&path)
                    .and_then(|d| self.results_in(&d, f, None, false));
                match found {
                    Some(r) => (r, Some(path)),
                    None => return GoType::Unknown,
                }
            }
        };
        match results.types.first() {
            Some(t) => self.result_type(t, def_path.as_deref(), &results.imports),
            None => GoType::Unknown,
        }
    }

    fn is_top_level(&self, start: usize) -> bool {
        let root = self.file.tree.root_node();
        let mut cursor = root.walk();
        let found = root
            .named_children(&mut cursor)
            .any(|c| c.start_byte() == start);
        found
    }

    fn import_named(&self, q: &str) -> Option<&Import> {
        self.imports
            .iter()
            .find(|i| matches!(&i.kind, ImportKind::Named(n) if n == q))
    }

    fn decide_package(&self, q: &str, path: &str) -> (Binds, String) {
        let name = self.name();
        if self.is_method_target() {
            let owner = self.target.owner().unwrap_or("?");
            return (
                Binds::No,
                format!("{q}.{name} is a function of package {path}, not method ({owner}).{name}"),
            );
        }
        if self.tp.is_path(path) == Some(true) && self.reaches(path) == Some(false) {
            return (Binds::No, self.vendor_reason(q, path));
        }
        match self.reaches(path) {
            Some(true) => (Binds::Yes, format!("{q}.{name} via import {path}")),
            Some(false) => (
                Binds::No,
                format!("{q} is import {path}, not {}", self.tp.shown()),
            ),
            None => (
                Binds::Maybe,
                format!("{q} is import {path}; target's import path unknown"),
            ),
        }
    }

    fn decide_value(&self, var: &str, ty: &GoType) -> (Binds, String) {
        let name = self.name();
        if !self.is_method_target() {
            let what = match ty {
                GoType::Named { shown, .. }
                | GoType::Ext { shown, .. }
                | GoType::Seq { shown, .. }
                | GoType::Other(shown) => format!("receiver {var} is {shown}: a method call"),
                GoType::TypeParam(t) => format!("receiver {var} has type {t}: a method call"),
                GoType::Unknown => format!("{var} is a variable"),
            };
            return (
                Binds::No,
                format!("{what}, not package function {}.{name}", self.tp.name),
            );
        }
        let owner = self.target.owner().unwrap_or("");
        // Another type name whose method is the owner's own: an alias of the owner (`type
        // Motor = Engine`, declared in any file of its package), or a type embedding it (an
        // interface embedding the target's interface) with nothing else of the name.
        let other_name = match ty {
            GoType::Named { name: tname, .. } | GoType::Ext { name: tname, .. } => tname != owner,
            _ => false,
        };
        if other_name {
            if let Some(via) = self.declared_by_owner(ty) {
                let shown = match ty {
                    GoType::Named { shown, .. } | GoType::Ext { shown, .. } => shown.as_str(),
                    _ => "",
                };
                return (
                    Binds::Yes,
                    format!("receiver {var} is {shown}, whose {name} is ({owner}).{name}{via}"),
                );
            }
        }
        match ty {
            GoType::Named {
                qual,
                name: tname,
                shown,
            } => {
                let same_pkg = match qual {
                    // A type of another package is written unqualified through a dot import
                    // (a package-level name of the caller's own package would collide with it).
                    None => Some(
                        self.same_pkg
                            || (tname == owner
                                && !self.types.iter().any(|t| t == tname)
                                && self.dot_imports_target()),
                    ),
                    Some(q) => match self.import_named(q) {
                        Some(imp) => self.reaches(&imp.path),
                        None => None,
                    },
                };
                let is_iface = tname != owner && self.is_interface(qual.as_deref(), tname, shown);
                if tname == owner && same_pkg == Some(true) {
                    (Binds::Yes, format!("receiver {var} is {shown}"))
                } else if qual.is_none() && self.struct_embeds(tname, owner) {
                    (
                        Binds::Maybe,
                        format!("receiver {var} is {shown}, which embeds {owner}: the method may be promoted"),
                    )
                } else if is_iface {
                    (
                        Binds::Maybe,
                        format!("receiver {var} is interface {shown}: dynamic dispatch"),
                    )
                } else if tname == owner && same_pkg.is_none() {
                    (
                        Binds::Maybe,
                        format!("receiver {var} is {shown}; its package is unknown"),
                    )
                } else if tname != owner && same_pkg == Some(true) && qual.is_some() {
                    (
                        Binds::No,
                        format!("receiver {var} is {shown}: calls ({tname}).{name}, not ({owner}).{name}"),
                    )
                } else if tname != owner {
                    (Binds::No, format!("receiver {var} is {shown}, not {owner}"))
                } else {
                    (
                        Binds::No,
                        format!(
                            "receiver {var} is {shown} of package {}, not {}",
                            qual.as_deref().unwrap_or(&self.pkg),
                            self.tp.shown()
                        ),
                    )
                }
            }
            GoType::Ext {
                path,
                name: tname,
                shown,
            } => {
                let same = self.reaches(path);
                if tname == owner && same == Some(true) {
                    (Binds::Yes, format!("receiver {var} is {shown} ({path})"))
                } else if tname == owner && self.tp.is_path(path) == Some(true) {
                    (Binds::No, self.vendor_reason(var, path))
                } else if tname == owner && same.is_none() {
                    (
                        Binds::Maybe,
                        format!("receiver {var} is {shown} ({path}); the target's import path is unknown"),
                    )
                } else if tname != owner && self.ext_is_interface(path, tname) {
                    (
                        Binds::Maybe,
                        format!("receiver {var} is interface {shown}: dynamic dispatch"),
                    )
                } else if self.ext_embeds(path, tname, owner) {
                    (
                        Binds::Maybe,
                        format!("receiver {var} is {shown}, which embeds {owner}: the method may be promoted"),
                    )
                } else {
                    (
                        Binds::No,
                        format!(
                            "receiver {var} is {shown} ({path}): calls its own {name}, not ({}).{owner}.{name}",
                            self.tp.shown()
                        ),
                    )
                }
            }
            GoType::TypeParam(t) => (
                Binds::Maybe,
                format!("receiver {var} has type parameter {t}"),
            ),
            GoType::Seq { shown: t, .. } | GoType::Other(t) => {
                (Binds::No, format!("receiver {var} is {t}, not {owner}"))
            }
            GoType::Unknown => (Binds::Maybe, format!("type of receiver {var} unknown")),
        }
    }

    // ---- lexical look-up

    /// Resolve `name` at `at` through the enclosing scopes of this file.
    fn lookup(&self, at: Node, name: &str) -> Binding {
        let file = self.file;
        let pos = at.start_byte();
        let mut child = at;
        let mut cur = at.parent();
        while let Some(n) = cur {
            match n.kind() {
                "block" | "statement_list" | "source_file" => {
                    let top = n.kind() == "source_file";
                    let mut last = None;
                    let mut cursor = n.walk();
                    for s in n.named_children(&mut cursor) {
                        // Package-level names are visible everywhere in the package.
                        if !top && s.end_byte() > pos {
                            break;
                        }
                        if self.declares(s, name) {
                            last = Some(s);
                        }
                    }
                    // The last declaration is the one in scope: only its type is worked out.
                    if let Some(s) = last {
                        if let Some(t) = self.declared_in(s, name, at) {
                            return Binding::Value(t, Some((s.start_byte(), s.end_byte())));
                        }
                    }
                }
                "function_declaration" | "method_declaration" | "func_literal" => {
                    for field in ["receiver", "parameters", "result"] {
                        if let Some(list) = n.child_by_field_name(field) {
                            if list.kind() == "parameter_list" {
                                if let Some(t) = self.param_type(list, name, at) {
                                    return Binding::Value(t, None);
                                }
                            }
                        }
                    }
                }
                "if_statement" | "expression_switch_statement" | "type_switch_statement" => {
                    if let Some(init) = n.child_by_field_name("initializer") {
                        if init.id() != child.id() {
                            if let Some(t) = self.declared_in(init, name, at) {
                                return Binding::Value(t, None);
                            }
                        }
                    }
                    if n.kind() == "type_switch_statement" {
                        if let Some(alias) = n.child_by_field_name("alias") {
                            if alias_has(file, alias, name) {
                                // `switch v := x.(type)`: in a clause of one type, v is that
                                // type; in any other clause, x's.
                                let mut cursor = child.walk();
                                let types: Vec<Node> = if child.kind() == "type_case" {
                                    child.children_by_field_name("type", &mut cursor).collect()
                                } else {
                                    Vec::new()
                                };
                                let ty = match types.as_slice() {
                                    [t] if file.text(*t) != "nil" => {
                                        self.type_of(*t, at).unwrap_or(GoType::Unknown)
                                    }
                                    _ => GoType::Unknown,
                                };
                                return Binding::Value(ty, None);
                            }
                        }
                    }
                }
                "for_statement" => {
                    let mut cursor = n.walk();
                    for c in n.named_children(&mut cursor) {
                        // The clause `at` sits in declares nothing for it, except a
                        // `for p := c; p != nil; p = p.Parent()` clause's initializer for its
                        // condition and post statement.
                        if c.id() == child.id() && c.kind() != "for_clause" {
                            continue;
                        }
                        match c.kind() {
                            "range_clause" => {
                                if let Some(left) = c.child_by_field_name("left") {
                                    if alias_has(file, left, name) {
                                        return Binding::Value(
                                            self.range_var_type(c, left, name),
                                            None,
                                        );
                                    }
                                }
                            }
                            "for_clause" => {
                                let init = c
                                    .child_by_field_name("initializer")
                                    .filter(|i| i.end_byte() <= pos);
                                if let Some(init) = init {
                                    if let Some(t) = self.declared_in(init, name, at) {
                                        return Binding::Value(t, None);
                                    }
                                }
                            }
                            _ => {}
                        }
                    }
                }
                "communication_case" | "type_case" => {
                    // `case v := <-ch:` / type switch clause: a value of unknown type.
                    let mut cursor = n.walk();
                    for c in n.named_children(&mut cursor) {
                        if c.kind() == "receive_statement" && c.start_byte() < pos {
                            if let Some(left) = c.child_by_field_name("left") {
                                if alias_has(file, left, name) {
                                    return Binding::Value(GoType::Unknown, None);
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
            child = n;
            cur = n.parent();
        }
        Binding::NotLocal
    }

    /// Whether statement `s` declares `name`: when [`Caller::declared_in`] gives a type, without
    /// working it out.
    fn declares(&self, s: Node, name: &str) -> bool {
        let file = self.file;
        match s.kind() {
            "var_declaration" | "const_declaration" => {
                let mut hit = false;
                walk(s, |spec| {
                    if hit || !matches!(spec.kind(), "var_spec" | "const_spec") {
                        return;
                    }
                    let mut cursor = spec.walk();
                    hit = spec
                        .children_by_field_name("name", &mut cursor)
                        .any(|n| file.text(n) == name);
                });
                hit
            }
            "short_var_declaration" => s.child_by_field_name("left").is_some_and(|left| {
                let mut cursor = left.walk();
                let found = left
                    .named_children(&mut cursor)
                    .any(|n| n.kind() == "identifier" && file.text(n) == name);
                found
            }),
            "labeled_statement" => {
                let mut cursor = s.walk();
                let inner = s.named_children(&mut cursor).last();
                inner.is_some_and(|inner| inner.id() != s.id() && self.declares(inner, name))
            }
            _ => false,
        }
    }

    /// If statement `s` declares `name`, its type.
    fn declared_in(&self, s: Node, name: &str, at: Node) -> Option<GoType> {
        let file = self.file;
        match s.kind() {
            "var_declaration" | "const_declaration" => {
                let mut found = None;
                walk(s, |spec| {
                    if !matches!(spec.kind(), "var_spec" | "const_spec") {
                        return;
                    }
                    let mut cursor = spec.walk();
                    let names: Vec<Node> =
                        spec.children_by_field_name("name", &mut cursor).collect();
                    if let Some(idx) = names.iter().position(|n| file.text(*n) == name) {
                        let ty = match spec.child_by_field_name("type") {
                            Some(t) => self.type_of(t, at).unwrap_or(GoType::Unknown),
                            None => {
                                let value = spec.child_by_field_name("value");
                                let single = value
                                    .filter(|v| v.named_child_count() == 1 && names.len() > 1)
                                    .and_then(|v| v.named_child(0));
                                match single {
                                    Some(c) if c.kind() == "call_expression" => {
                                        self.call_result(c, idx)
                                    }
                                    // `var v, ok = m[k]` / `= x.(T)`: the element, the T.
                                    Some(c)
                                        if idx == 0
                                            && matches!(
                                                c.kind(),
                                                "index_expression" | "type_assertion_expression"
                                            ) =>
                                    {
                                        self.type_of_value(c, at)
                                    }
                                    Some(_) => GoType::Unknown,
                                    None => value
                                        .and_then(|v| nth_named(v, idx))
                                        .map(|v| self.type_of_value(v, at))
                                        .unwrap_or(GoType::Unknown),
                                }
                            }
                        };
                        found = Some(ty);
                    }
                });
                found
            }
            "short_var_declaration" => {
                let left = s.child_by_field_name("left")?;
                let mut cursor = left.walk();
                let idx = left
                    .named_children(&mut cursor)
                    .position(|n| n.kind() == "identifier" && file.text(n) == name)?;
                let right = s.child_by_field_name("right");
                let n_right = right.map(|r| r.named_child_count()).unwrap_or(0);
                let n_left = left.named_child_count();
                if n_left != n_right {
                    // `d, err := pkg.NewDecoder(r)`: the declared results say; `v, ok :=
                    // x.(T)` declares a T.
                    let single = right
                        .and_then(|r| r.named_child(0))
                        .filter(|_| n_right == 1);
                    return Some(match single {
                        Some(c) if c.kind() == "call_expression" => self.call_result(c, idx),
                        Some(a) if a.kind() == "type_assertion_expression" && idx == 0 => {
                            self.type_of_value(a, at)
                        }
                        // `v, ok := m[k]`: the map's element.
                        Some(ix) if ix.kind() == "index_expression" && idx == 0 => {
                            self.value_type(ix)
                        }
                        _ => GoType::Unknown,
                    });
                }
                Some(
                    right
                        .and_then(|r| nth_named(r, idx))
                        .map(|v| self.type_of_value(v, at))
                        .unwrap_or(GoType::Unknown),
                )
            }
            "labeled_statement" => {
                let mut cursor = s.walk();
                let inner = s.named_children(&mut cursor).last()?;
                if inner.id() == s.id() {
                    return None;
                }
                self.declared_in(inner, name, at)
            }
            _ => None,
        }
    }

    fn param_type(&self, list: Node, name: &str, at: Node) -> Option<GoType> {
        let file = self.file;
        let mut cursor = list.walk();
        for decl in list.named_children(&mut cursor) {
            let mut c2 = decl.walk();
            let has = decl
                .children_by_field_name("name", &mut c2)
                .any(|n| file.text(n) == name);
            if !has {
                continue;
            }
            return Some(match decl.kind() {
                // `xs ...T` is a `[]T` in the body.
                "variadic_parameter_declaration" => {
                    let t = decl.child_by_field_name("type");
                    GoType::Seq {
                        shown: format!(
                            "...{}",
                            t.map(|t| file.text(t).into_owned()).unwrap_or_default()
                        ),
                        key: Box::new(GoType::Other("int".into())),
                        elem: Box::new(
                            t.and_then(|t| self.type_of(t, at))
                                .unwrap_or(GoType::Unknown),
                        ),
                    }
                }
                _ => decl
                    .child_by_field_name("type")
                    .and_then(|t| self.type_of(t, at))
                    .unwrap_or(GoType::Unknown),
            });
        }
        None
    }

    /// The static type denoted by a type node.
    fn type_of(&self, t: Node, at: Node) -> Option<GoType> {
        let file = self.file;
        let shown = file.text(t).into_owned();
        let base = strip_type(t)?;
        Some(match base.kind() {
            "type_identifier" => {
                let name = file.text(base).into_owned();
                if self.type_params_at(at).iter().any(|p| p == &name) {
                    GoType::TypeParam(name)
                } else {
                    GoType::Named {
                        qual: None,
                        name,
                        shown,
                    }
                }
            }
            "qualified_type" => GoType::Named {
                qual: base
                    .child_by_field_name("package")
                    .map(|p| file.text(p).into_owned()),
                name: base
                    .child_by_field_name("name")
                    .map(|p| file.text(p).into_owned())
                    .unwrap_or_default(),
                shown,
            },
            "slice_type" | "array_type" | "map_type" => {
                let part = |field: &str| {
                    base.child_by_field_name(field)
                        .and_then(|n| self.type_of(n, at))
                        .unwrap_or(GoType::Unknown)
                };
                let (key, elem) = if base.kind() == "map_type" {
                    (part("key"), part("value"))
                } else {
                    (GoType::Other("int".into()), part("element"))
                };
                GoType::Seq {
                    shown,
                    key: Box::new(key),
                    elem: Box::new(elem),
                }
            }
            _ => GoType::Other(shown),
        })
    }

    /// The type of an initialiser expression when it is a constructor form.
    fn type_of_value(&self, v: Node, at: Node) -> GoType {
        let file = self.file;
        match v.kind() {
            "composite_literal" => v
                .child_by_field_name("type")
                .and_then(|t| self.type_of(t, at))
                .unwrap_or(GoType::Unknown),
            "unary_expression" => {
                let is_addr = v
                    .child_by_field_name("operator")
                    .is_some_and(|o| file.text(o) == "&");
                match v.child_by_field_name("operand") {
                    Some(o) if is_addr && o.kind() == "composite_literal" => {
                        match self.type_of_value(o, at) {
                            GoType::Named { qual, name, shown } => GoType::Named {
                                qual,
                                name,
                                shown: format!("*{shown}"),
                            },
                            other => other,
                        }
                    }
                    // `&x`, `&x.f`: a pointer to what x's declarations say.
                    Some(_) if is_addr => self.value_type(v),
                    _ => GoType::Unknown,
                }
            }
            // `new(T)` or a call whose declared result says.
            "call_expression" => self.call_result(v, 0),
            "parenthesized_expression" => v
                .named_child(0)
                .map(|i| self.type_of_value(i, at))
                .unwrap_or(GoType::Unknown),
            // `x.(T)`: a T.
            "type_assertion_expression" => v
                .child_by_field_name("type")
                .and_then(|t| self.type_of(t, at))
                .unwrap_or(GoType::Unknown),
            // `y := x`, `y := x.f`, `y := xs[i]`: what the declarations of x say.
            "identifier" | "selector_expression" | "index_expression" => self.value_type(v),
            _ => GoType::Unknown,
        }
    }

    /// The builtin `new(T)`: a `*T`.
    fn new_result(&self, call: Node) -> GoType {
        let arg = call
            .child_by_field_name("arguments")
            .and_then(|a| a.named_child(0));
        match arg.and_then(|a| self.type_of(a, call)) {
            Some(GoType::Named { qual, name, shown }) => GoType::Named {
                qual,
                name,
                shown: format!("*{shown}"),
            },
            Some(other) => other,
            None => GoType::Unknown,
        }
    }

    /// Type parameter names of the generic functions (and receivers) around `at`.
    fn type_params_at(&self, at: Node) -> Vec<String> {
        let file = self.file;
        let mut out = Vec::new();
        let mut cur = Some(at);
        while let Some(n) = cur {
            match n.kind() {
                "function_declaration" => {
                    if let Some(tps) = n.child_by_field_name("type_parameters") {
                        let mut cursor = tps.walk();
                        for d in tps.named_children(&mut cursor) {
                            let mut c2 = d.walk();
                            for name in d.children_by_field_name("name", &mut c2) {
                                out.push(file.text(name).into_owned());
                            }
                        }
                    }
                }
                "method_declaration" => {
                    // `func (l *List[T]) ..`: T is a type parameter.
                    if let Some(recv) = n.child_by_field_name("receiver") {
                        walk(recv, |x| {
                            if x.kind() == "type_arguments" {
                                let mut cursor = x.walk();
                                for a in x.named_children(&mut cursor) {
                                    out.push(file.text(a).trim().to_string());
                                }
                            }
                        });
                    }
                }
                _ => {}
            }
            cur = n.parent();
        }
        out
    }
}

/// The text after `name` in a package-level `var name ...` or `const name ...` (or a line of a
/// top-level `var ( .. )` / `const ( .. )` block) of a Go file. A constant of a block written
/// bare repeats the block's previous specification (`TraceLevel` after `PanicLevel Level =
/// iota` is a `Level`): its text is that specification's.
fn package_var_decl<'t>(text: &'t str, name: &str) -> Option<&'t str> {
    // In a block: (is a const block, the text after the previous specification's first name).
    let mut block: Option<(bool, Option<&'t str>)> = None;
    for line in text.lines() {
        let candidate = if let Some((is_const, prev)) = block.as_mut() {
            let t = line.trim_start();
            if t.starts_with(')') {
                block = None;
                continue;
            }
            let word_end = t
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(t.len());
            let (word, rest) = t.split_at(word_end);
            let rest = rest.trim();
            let bare = rest.is_empty() || rest.starts_with("//");
            if *is_const && !word.is_empty() {
                if bare {
                    if word == name {
                        return *prev;
                    }
                    continue;
                }
                // A specification of several names (`E, F = 1, 2`) is not read.
                *prev = (!rest.starts_with(',')).then_some(rest);
            }
            t
        } else {
            let (kw, rest) = match line.strip_prefix("var ") {
                Some(rest) => (false, rest),
                None => match line.strip_prefix("const ") {
                    Some(rest) => (true, rest),
                    None => continue,
                },
            };
            let rest = rest.trim_start();
            if rest.starts_with('(') {
                block = Some((kw, None));
                continue;
            }
            rest
        };
        if let Some(after) = candidate.strip_prefix(name) {
            if after.starts_with(|c: char| c.is_whitespace() || c == '=') {
                return Some(after.trim());
            }
        }
    }
    None
}

/// The slice, array or map type of a package-level var from the text after its name: the
/// declared one (`[]T`, `map[K]V`), else the type of its composite literal (`= []T{..}`).
fn seq_decl_text(decl: &str) -> Option<&str> {
    let decl = decl.trim();
    let t = match decl.strip_prefix('=') {
        Some(value) => {
            let v = value.trim_start();
            let open = v.find('{')?;
            v[..open].trim_end()
        }
        None => decl.split('=').next().unwrap_or("").trim(),
    };
    // The literal's `{` may be a `struct{..}`'s or an `interface{..}`'s: the type is not read.
    let ends_in_keyword = ["struct", "interface"].iter().any(|k| {
        t.strip_suffix(k)
            .is_some_and(|head| !head.ends_with(|c: char| c.is_alphanumeric() || c == '_'))
    });
    let plain = !ends_in_keyword
        && !t.contains(['{', '(', ' ', '\t'])
        && !t.contains("func")
        && !t.contains("chan");
    (plain && seq_texts(t).is_some()).then_some(t)
}

/// A type from the text after a var's name: `T`, `*pkg.T`, `= T{..}`, `= &T{..}`, `= new(T)`.
fn type_from_decl_text(decl: &str) -> GoType {
    let decl = decl.trim();
    if let Some(value) = decl.strip_prefix('=') {
        let v = value.trim();
        if let Some(inner) = v.strip_prefix("new(") {
            let t = inner.split(')').next().unwrap_or("");
            return named_from_text(t, true);
        }
        let (ptr, v) = match v.strip_prefix('&') {
            Some(rest) => (true, rest.trim_start()),
            None => (false, v),
        };
        let end = v
            .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
            .unwrap_or(v.len());
        let (head, tail) = v.split_at(end);
        if tail.starts_with('{') && !head.is_empty() {
            return named_from_text(head, ptr);
        }
        return GoType::Unknown;
    }
    let t = decl.split('=').next().unwrap_or("").trim();
    named_from_text(t, false)
}

fn named_from_text(t: &str, pointer: bool) -> GoType {
    let t = t.trim();
    let star = t.starts_with('*');
    let base = t.trim_start_matches('*');
    let base = base.split('[').next().unwrap_or(base).trim();
    if base.is_empty()
        || base.starts_with(|c: char| !c.is_alphabetic() && c != '_')
        || base.contains(char::is_whitespace)
        || matches!(base, "map" | "func" | "chan" | "struct" | "interface")
    {
        return if t.is_empty() {
            GoType::Unknown
        } else {
            GoType::Other(t.to_string())
        };
    }
    let shown = format!("{}{base}", if star || pointer { "*" } else { "" });
    match base.split_once('.') {
        Some((q, n)) if !n.contains('.') => GoType::Named {
            qual: Some(q.to_string()),
            name: n.to_string(),
            shown,
        },
        Some(_) => GoType::Unknown,
        None => GoType::Named {
            qual: None,
            name: base.to_string(),
            shown,
        },
    }
}

/// A slice, array or map type written as text: (key text, `None` for a slice's or an array's
/// `int`; element text).
fn seq_texts(t: &str) -> Option<(Option<&str>, &str)> {
    let t = t.trim();
    let (open, is_map) = match t.strip_prefix("map") {
        Some(rest) if rest.starts_with('[') => (3, true),
        _ if t.starts_with('[') => (0, false),
        _ => return None,
    };
    let mut depth = 0i32;
    for (i, c) in t[open..].char_indices() {
        match c {
            '[' | '(' | '{' => depth += 1,
            ']' | ')' | '}' => {
                depth -= 1;
                if depth == 0 {
                    let inner = &t[open + 1..open + i];
                    let elem = t[open + i + 1..].trim();
                    if elem.is_empty() {
                        return None;
                    }
                    return Some((is_map.then_some(inner.trim()), elem));
                }
            }
            _ => {}
        }
    }
    None
}

/// Go's predeclared type names: a result of one of these is no named type of a package.
fn is_predeclared(name: &str) -> bool {
    matches!(
        name,
        "any"
            | "bool"
            | "byte"
            | "comparable"
            | "complex64"
            | "complex128"
            | "error"
            | "float32"
            | "float64"
            | "int"
            | "int8"
            | "int16"
            | "int32"
            | "int64"
            | "rune"
            | "string"
            | "uint"
            | "uint8"
            | "uint16"
            | "uint32"
            | "uint64"
            | "uintptr"
    )
}

/// `s` starts with an opening bracket: the text after its matching close.
fn after_balanced(s: &str) -> Option<&str> {
    let mut depth = 0usize;
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(&s[i + 1..]);
                }
            }
            _ => {}
        }
    }
    None
}

/// Split at top-level commas.
fn split_top(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(s[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = s[start..].trim();
    if !last.is_empty() {
        out.push(last);
    }
    out
}

/// The result types of the package-level `func name(..)` declared in a Go source text, as
/// written (`*Decoder`, `[]byte`, `error`), named results reduced to their types.
fn func_results_text(text: &str, name: &str) -> Option<Vec<String>> {
    let pat = format!("func {name}");
    let mut from = 0;
    while let Some(k) = text.get(from..).and_then(|t| t.find(&pat)) {
        let at = from + k;
        from = at + pat.len();
        if at > 0 && text.as_bytes()[at - 1] != b'\n' {
            continue;
        }
        let mut rest = &text[at + pat.len()..];
        if rest.starts_with('[') {
            rest = after_balanced(rest)?;
        }
        if !rest.starts_with('(') {
            continue;
        }
        let after = after_balanced(rest)?;
        // The results run to the body's `{` (or the line's end for a declaration without one).
        let mut depth = 0i32;
        let mut end = after.len();
        for (i, c) in after.char_indices() {
            match c {
                '(' | '[' => depth += 1,
                ')' | ']' => depth -= 1,
                '{' | '\n' if depth == 0 => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        let res = after[..end].trim();
        if res.is_empty() {
            return Some(Vec::new());
        }
        let Some(inner) = res.strip_prefix('(').and_then(|r| r.strip_suffix(')')) else {
            return Some(vec![res.to_string()]);
        };
        let parts = split_top(inner);
        let is_ident = |w: &str| {
            !w.is_empty()
                && w.chars().all(|c| c.is_alphanumeric() || c == '_')
                && !matches!(w, "chan" | "func" | "map" | "struct" | "interface")
        };
        // Named results (`d *Decoder, err error`): the type follows the name; a grouped name
        // (`a, b int`) takes the next written type.
        let named = parts.iter().any(|p| {
            p.split_once(char::is_whitespace)
                .is_some_and(|(n, t)| is_ident(n) && !t.trim().is_empty())
        });
        if !named {
            return Some(parts.iter().map(|p| p.to_string()).collect());
        }
        let mut types: Vec<Option<String>> = parts
            .iter()
            .map(|p| {
                p.split_once(char::is_whitespace)
                    .map(|(_, t)| t.trim().to_string())
            })
            .collect();
        let mut next: Option<String> = None;
        for t in types.iter_mut().rev() {
            match t {
                Some(x) => next = Some(x.clone()),
                None => *t = next.clone(),
            }
        }
        return Some(types.into_iter().map(Option::unwrap_or_default).collect());
    }
    None
}

/// The imports of a Go source text as (package name, path); an unnamed import is named by
/// its path's usual package name.
fn imports_text(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut in_block = false;
    let mut one = |spec: &str| {
        let spec = spec.trim();
        let (alias, quoted) = match spec.find(['"', '`']) {
            Some(i) => (spec[..i].trim(), &spec[i..]),
            None => return,
        };
        let path = quoted
            .trim_matches(|c| c == '"' || c == '`' || c == ';')
            .split(['"', '`'])
            .next()
            .unwrap_or("");
        if path.is_empty() || matches!(alias, "." | "_") {
            return;
        }
        let name = if alias.is_empty() {
            guess_package_name(path)
        } else {
            alias.to_string()
        };
        out.push((name, path.to_string()));
    };
    for line in super::code_lines(text) {
        if in_block {
            if line.starts_with(')') {
                in_block = false;
            } else {
                one(line);
            }
        } else if let Some(rest) = line.strip_prefix("import") {
            let rest = rest.trim_start();
            if let Some(r) = rest.strip_prefix('(') {
                in_block = true;
                let r = r.trim();
                if !r.is_empty() && !r.starts_with(')') {
                    one(r);
                }
            } else {
                one(rest);
            }
        } else if line.starts_with("func ") || line.starts_with("type ") {
            break;
        }
    }
    out
}

/// Whether `type tname struct { .. }` in a Go source text embeds a type whose base name is
/// `owner` (`owner`, `*owner`, `pkg.owner`, `*pkg.owner` alone on a field line).
fn struct_embeds_text(text: &str, tname: &str, owner: &str) -> bool {
    let mut in_struct = false;
    for line in text.lines() {
        let l = line.trim();
        if !in_struct {
            let opens = l
                .strip_prefix("type ")
                .unwrap_or(l)
                .strip_prefix(tname)
                .is_some_and(|r| {
                    let r = r.trim_start();
                    let r = if r.starts_with('[') {
                        after_balanced(r).unwrap_or("")
                    } else {
                        r
                    };
                    r.trim_start().starts_with("struct")
                });
            in_struct = opens && !l.ends_with('}');
            continue;
        }
        if l.starts_with('}') {
            in_struct = false;
            continue;
        }
        let field = l
            .split("//")
            .next()
            .unwrap_or("")
            .split('`')
            .next()
            .unwrap_or("")
            .trim();
        let base = field.trim_start_matches('*');
        let base = base.rsplit('.').next().unwrap_or(base);
        let base = base.split('[').next().unwrap_or(base);
        if !field.contains(char::is_whitespace) && base == owner {
            return true;
        }
    }
    false
}

// ---------------------------------------------------------------- package declarations

/// Where a package's declarations are read: its directory, its import path (`None`: the
/// caller's own package), the package clause its files must carry (`None`: any) and whether
/// `_test.go` files belong to it.
#[derive(Debug, Clone)]
struct PkgLoc {
    dir: String,
    path: Option<String>,
    clause: Option<String>,
    tests: bool,
}

/// A package's type and method declarations, as far as a member look-up needs them.
#[derive(Debug, Default)]
struct PkgDecls {
    /// Imports (name, path) of each file read, by file index.
    imports: Vec<Vec<(String, String)>>,
    types: std::collections::HashMap<String, TypeDecl>,
    /// Methods by (receiver base type, method name): result type texts and file index.
    methods: std::collections::HashMap<(String, String), (Vec<String>, usize)>,
}

#[derive(Debug)]
struct TypeDecl {
    file: usize,
    /// Declared with type parameters: its members' types may name them.
    generic: bool,
    /// The names of those type parameters.
    params: Vec<String>,
    body: TypeBody,
}

#[derive(Debug)]
enum TypeBody {
    /// Fields: name (`None`: embedded) and type text.
    Struct(Vec<(Option<String>, String)>),
    /// Method specs (name, result texts) and embedded types.
    Interface(Vec<(String, Vec<String>)>, Vec<String>),
    /// A slice, array or map type (`type ByPosition []*ast.CommentGroup`), as written: its own
    /// methods and what ranging over it or indexing it gives.
    Seq(String),
    /// An alias of a named type (`type Motor = Engine`, `type T = pkg.T`), as written: it
    /// is that type, methods and all.
    Alias(String),
    /// Any other type (a func type): only its own methods are known.
    Other,
}

/// What `T.member` is: a method (its result texts) or a field (its type text).
#[derive(Debug, Clone)]
enum Member {
    Method(Vec<String>),
    Field(String),
}

/// The outcome of a member look-up through a type and the types it embeds.
enum Lookup {
    Found(Member, Vec<(String, String)>, PkgLoc),
    /// The type's whole declaration was read and has no such member.
    Absent,
    /// Not readable here (a type of another module, a generic type, too deep).
    Unknown,
}

/// The result types written in a `result` field of a function or method node.
fn result_texts(file: &SourceFile, result: Option<Node>) -> Vec<String> {
    let Some(r) = result else {
        return Vec::new();
    };
    if r.kind() != "parameter_list" {
        return vec![file.text(r).into_owned()];
    }
    let mut out = Vec::new();
    let mut cursor = r.walk();
    for d in r.named_children(&mut cursor) {
        let Some(t) = d.child_by_field_name("type") else {
            continue;
        };
        let mut c2 = d.walk();
        let names = d.children_by_field_name("name", &mut c2).count().max(1);
        for _ in 0..names {
            out.push(file.text(t).into_owned());
        }
    }
    out
}

/// Whether Go source `text` may declare the type `tname` or a method on it, judged from the
/// bytes alone so that a package's files that only *use* the name are not parsed. Sound, never
/// exact: a mention counts unless it is qualified (`pkg.Name`) or stands where no declaration
/// can — after other tokens on its line, outside a `func (` receiver (written on up to five
/// lines), with no `type` keyword or `;` before it on that line. A mention first on its line (a
/// spec in a `type (` group, a `type` keyword on the line above) counts.
fn may_declare_type(text: &str, tname: &str) -> bool {
    let b = text.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80;
    let mut from = 0;
    while let Some(off) = memchr::memmem::find(&b[from..], tname.as_bytes()) {
        let i = from + off;
        let end = i + tname.len();
        from = i + 1;
        if (i > 0 && (word(b[i - 1]) || b[i - 1] == b'.')) || b.get(end).is_some_and(|&c| word(c)) {
            continue;
        }
        let line = memchr::memrchr(b'\n', &b[..i]).map_or(0, |n| n + 1);
        let prefix = &text[line..i];
        let lead = prefix.trim_start();
        if lead
            .chars()
            .all(|c| c.is_whitespace() || matches!(c, '*' | '(' | '['))
        {
            return true;
        }
        if prefix.contains(';')
            || prefix
                .split(|c: char| !c.is_alphanumeric() && c != '_')
                .any(|w| w == "type")
        {
            return true;
        }
        if in_receiver(text, i) {
            return true;
        }
    }
    false
}

/// Whether byte `i` of Go source `text` stands inside a method's receiver: a line at most four
/// lines up (this one included) starts with `func`, then (after spaces and `/* */` comments)
/// `(`, and no `)` comes between that `(` and `i`.
fn in_receiver(text: &str, i: usize) -> bool {
    let b = text.as_bytes();
    let mut end = i;
    for _ in 0..5 {
        let start = memchr::memrchr(b'\n', &b[..end]).map_or(0, |n| n + 1);
        let line = &text[start..i];
        let lead = line.trim_start();
        if let Some(mut rest) = lead.strip_prefix("func") {
            loop {
                rest = rest.trim_start();
                match rest.strip_prefix("/*").and_then(|r| r.split_once("*/")) {
                    Some((_, after)) => rest = after,
                    None => break,
                }
            }
            return rest.strip_prefix('(').is_some_and(|r| !r.contains(')'));
        }
        if start == 0 {
            return false;
        }
        end = start - 1;
    }
    false
}

/// A top-level declaration of a Go file, as [`top_decls`] finds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct TopDecl {
    /// Byte offset of its keyword.
    start: usize,
    /// Where it ends: the next top-level declaration's keyword, or the end of the text.
    end: usize,
    /// `type` (true) or a method (`func (recv) …`, false); other declarations are not listed.
    is_type: bool,
    /// For a method: the offset of its body's `{` (none for a body-less declaration).
    body: Option<usize>,
}

/// The `type` and method declarations of Go source `text`, found by its tokens alone: a
/// declaration starts with a `type`/`func`/`var`/`const`/`import` keyword that is the first
/// token of its line (or follows a `;`) outside any bracket, comment or string, and runs to
/// the next one. A method's body is the first `{` outside brackets that does not open a
/// `struct`/`interface` type of its signature.
fn top_decls(text: &str) -> Vec<TopDecl> {
    let b = text.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80;
    let mut out: Vec<TopDecl> = Vec::new();
    // The declaration being read: (index in `out` when listed, is a func).
    let mut cur: Option<(Option<usize>, bool)> = None;
    let mut depth = 0usize;
    let mut line_start = true;
    let mut last_word: &str = "";
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        match c {
            b'\n' => {
                if depth == 0 {
                    line_start = true;
                }
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                i = memchr::memchr(b'\n', &b[i..]).map_or(b.len(), |n| i + n);
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = memchr::memmem::find(&b[i + 2..], b"*/").map_or(b.len(), |n| i + 2 + n + 2);
                continue;
            }
            b'"' | b'\'' => {
                let mut j = i + 1;
                while j < b.len() && b[j] != c && b[j] != b'\n' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                i = (j + 1).min(b.len());
                line_start = false;
                last_word = "";
                continue;
            }
            b'`' => {
                i = memchr::memchr(b'`', &b[i + 1..]).map_or(b.len(), |n| i + 1 + n + 1);
                line_start = false;
                last_word = "";
                continue;
            }
            _ => {}
        }
        if word(c) {
            let mut j = i + 1;
            while j < b.len() && word(b[j]) {
                j += 1;
            }
            let w = &text[i..j];
            if depth == 0
                && line_start
                && matches!(w, "type" | "func" | "var" | "const" | "import" | "package")
            {
                if let Some(last) = cur.and_then(|(k, _)| k) {
                    out[last].end = i;
                }
                let method = w == "func" && {
                    let mut rest = text[j..].trim_start();
                    while let Some(r) = rest.strip_prefix("/*").and_then(|r| r.split_once("*/")) {
                        rest = r.1.trim_start();
                    }
                    rest.starts_with('(')
                };
                cur = Some((
                    (w == "type" || method).then(|| {
                        out.push(TopDecl {
                            start: i,
                            end: b.len(),
                            is_type: w == "type",
                            body: None,
                        });
                        out.len() - 1
                    }),
                    w == "func",
                ));
            }
            last_word = w;
            line_start = false;
            i = j;
            continue;
        }
        match c {
            b'(' | b'[' => depth += 1,
            b'{' => {
                if depth == 0 && !matches!(last_word, "struct" | "interface") {
                    if let Some((Some(k), true)) = cur {
                        if out[k].body.is_none() {
                            out[k].body = Some(i);
                        }
                    }
                }
                depth += 1;
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b';' if depth == 0 => line_start = true,
            _ => {}
        }
        if c != b';' {
            line_start = false;
        }
        last_word = "";
        i += 1;
    }
    out
}

/// The declarations of Go file `rel` (text `text`) a member look-up of type `tname` reads —
/// its `type` declarations that spell `tname` and the signatures of its methods that do —
/// parsed alone, without the rest of the file (function bodies are most of a file's text).
/// [`collect_decls`] reads from it what it reads from the whole file's tree for `tname`.
fn decl_fragment(rel: &str, text: &str, tname: &str) -> Option<SourceFile> {
    let b = text.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80;
    let spells = |from: usize, to: usize| {
        super::occurrences(&b[from..to], &[tname])
            .iter()
            .any(|&(s, e)| {
                (s == 0 || !word(b[from + s - 1])) && b.get(from + e).is_none_or(|&c| !word(c))
            })
    };
    let mut src = String::from("package p\n");
    for d in top_decls(text) {
        let to = if d.is_type {
            d.end
        } else {
            d.body.unwrap_or(d.end)
        };
        if spells(d.start, to) {
            src.push_str(&text[d.start..to]);
            src.push('\n');
        }
    }
    SourceFile::parse(rel, super::Lang::Go, src.into_bytes()).ok()
}

/// Read the declarations of one Go file into `out` (file index `fi`).
fn collect_decls(file: &SourceFile, fi: usize, out: &mut PkgDecls) {
    let root = file.tree.root_node();
    let mut cursor = root.walk();
    for top in root.named_children(&mut cursor) {
        match top.kind() {
            "type_declaration" => {
                let mut c2 = top.walk();
                for spec in top.named_children(&mut c2) {
                    let Some(name) = spec.child_by_field_name("name") else {
                        continue;
                    };
                    let tps = spec.child_by_field_name("type_parameters");
                    let generic = tps.is_some();
                    let mut params = Vec::new();
                    if let Some(tps) = tps {
                        let mut c3 = tps.walk();
                        for d in tps.named_children(&mut c3) {
                            let mut c4 = d.walk();
                            for n in d.children_by_field_name("name", &mut c4) {
                                params.push(file.text(n).into_owned());
                            }
                        }
                    }
                    let ty = spec.child_by_field_name("type");
                    let body = match ty.map(|t| t.kind()) {
                        Some("struct_type") if spec.kind() == "type_spec" => {
                            let st = ty.expect("matched");
                            let fields = Caller::struct_fields(st)
                                .into_iter()
                                .filter_map(|fd| {
                                    let t = fd.child_by_field_name("type")?;
                                    let tt = file.text(t).into_owned();
                                    let mut c3 = fd.walk();
                                    let names: Vec<String> = fd
                                        .children_by_field_name("name", &mut c3)
                                        .map(|n| file.text(n).into_owned())
                                        .collect();
                                    Some(if names.is_empty() {
                                        vec![(None, tt)]
                                    } else {
                                        names.into_iter().map(|n| (Some(n), tt.clone())).collect()
                                    })
                                })
                                .flatten()
                                .collect();
                            TypeBody::Struct(fields)
                        }
                        Some("interface_type") if spec.kind() == "type_spec" => {
                            let it = ty.expect("matched");
                            let mut methods = Vec::new();
                            let mut embeds = Vec::new();
                            let mut c3 = it.walk();
                            for e in it.named_children(&mut c3) {
                                match e.kind() {
                                    "method_elem" | "method_spec" => {
                                        if let Some(n) = e.child_by_field_name("name") {
                                            methods.push((
                                                file.text(n).into_owned(),
                                                result_texts(file, e.child_by_field_name("result")),
                                            ));
                                        }
                                    }
                                    "type_elem" | "constraint_elem" => {
                                        embeds.push(file.text(e).into_owned());
                                    }
                                    "comment" => {}
                                    // Anything else (a union, `~T`): not a plain method set.
                                    _ => embeds.push(String::new()),
                                }
                            }
                            TypeBody::Interface(methods, embeds)
                        }
                        Some("slice_type" | "array_type" | "map_type") => {
                            TypeBody::Seq(file.text(ty.expect("matched")).into_owned())
                        }
                        Some("type_identifier" | "qualified_type" | "pointer_type")
                            if spec.kind() == "type_alias" && !generic =>
                        {
                            TypeBody::Alias(file.text(ty.expect("matched")).into_owned())
                        }
                        _ => TypeBody::Other,
                    };
                    out.types.insert(
                        file.text(name).into_owned(),
                        TypeDecl {
                            file: fi,
                            generic,
                            params,
                            body,
                        },
                    );
                }
            }
            "method_declaration" => {
                let (Some(base), Some(name)) =
                    (receiver_base(file, top), top.child_by_field_name("name"))
                else {
                    continue;
                };
                out.methods.insert(
                    (base, file.text(name).into_owned()),
                    (result_texts(file, top.child_by_field_name("result")), fi),
                );
            }
            _ => {}
        }
    }
}

impl<'a> Caller<'a> {
    /// The declarations of the package at `loc` that type `tname` needs, once per measurement:
    /// those of the package's files that mention `tname` (its declaration and its methods'
    /// receivers spell it), so a look-up parses only those files.
    fn pkg_decls(&self, loc: &PkgLoc, tname: &str) -> std::sync::Arc<PkgDecls> {
        let key = format!(
            "go-decls:{}:{}:{}:{tname}",
            loc.dir,
            loc.clause.as_deref().unwrap_or("*"),
            loc.tests
        );
        self.ctx.memo(&key, || {
            let mut out = PkgDecls::default();
            let mentions = memchr::memmem::Finder::new(tname.as_bytes());
            for (rel, text) in self.go_files(&loc.dir, loc.tests) {
                if mentions.find(text.as_bytes()).is_none() || !may_declare_type(&text, tname) {
                    continue;
                }
                if loc
                    .clause
                    .as_deref()
                    .is_some_and(|c| package_clause(&text).as_deref() != Some(c))
                {
                    continue;
                }
                // A file the measurement parsed already is read whole; any other only through
                // the declarations that can matter (parsing whole package files for them cost
                // a Go measure up to 10% more instructions).
                let f = match self.ctx.parsed_already(&rel, super::Lang::Go) {
                    Some(f) => f,
                    None => match decl_fragment(&rel, &text, tname) {
                        Some(f) => std::sync::Arc::new(f),
                        None => continue,
                    },
                };
                let fi = out.imports.len();
                out.imports.push(imports_text(&text));
                collect_decls(&f, fi, &mut out);
            }
            out
        })
    }

    /// Where the named type of `ty` is declared, and its base name.
    fn loc_of(&self, ty: &GoType) -> Option<(PkgLoc, String)> {
        match ty {
            GoType::Named {
                qual: None, name, ..
            } if !is_predeclared(name) => {
                let own = PkgLoc {
                    dir: dir_of(&self.file.rel_path).to_string(),
                    path: None,
                    clause: Some(self.pkg.clone()),
                    tests: self.file.rel_path.ends_with("_test.go"),
                };
                // An unqualified name the caller's package does not declare is a dot-imported
                // package's (Go forbids declaring a name a dot import brings in).
                let dot = || {
                    if self.types.iter().any(|t| t == name)
                        || self.pkg_decls(&own, name).types.contains_key(name)
                    {
                        return None;
                    }
                    self.dot_import_loc(name)
                };
                match self.has_dot_imports().then(dot).flatten() {
                    Some(loc) => Some((loc, name.clone())),
                    None => Some((own, name.clone())),
                }
            }
            GoType::Named {
                qual: Some(q),
                name,
                ..
            } => {
                let path = self.import_named(q)?.path.clone();
                Some((self.ext_loc(&path)?, name.clone()))
            }
            GoType::Ext { path, name, .. } => Some((self.ext_loc(path)?, name.clone())),
            _ => None,
        }
    }

    fn has_dot_imports(&self) -> bool {
        self.imports.iter().any(|i| i.kind == ImportKind::Dot)
    }

    /// The package of a dot import of this file that declares type `name`.
    fn dot_import_loc(&self, name: &str) -> Option<PkgLoc> {
        self.imports
            .iter()
            .filter(|i| i.kind == ImportKind::Dot)
            .find_map(|i| {
                let loc = self.ext_loc(&i.path)?;
                self.pkg_decls(&loc, name)
                    .types
                    .contains_key(name)
                    .then_some(loc)
            })
    }

    /// The type of a package-level variable or constant `name` that no scope of this file
    /// declares: one of the caller's package, else one a dot import brings in.
    fn package_value_type(&self, name: &str) -> Option<GoType> {
        if let Some(ty) = self.sibling_var_type(name) {
            return Some(ty);
        }
        if !self.has_dot_imports() {
            return None;
        }
        let mut dot = self.imports.iter().filter(|i| i.kind == ImportKind::Dot);
        dot.find_map(|i| match self.ext_name(&i.path, name) {
            ExtName::Var(ty) => Some(ty),
            ExtName::Type | ExtName::Unknown => None,
        })
    }

    fn ext_loc(&self, path: &str) -> Option<PkgLoc> {
        let dir = self.import_dir(path).filter(|d| self.has_go_files(d))?;
        Some(PkgLoc {
            dir,
            path: Some(path.to_string()),
            clause: None,
            tests: false,
        })
    }

    /// `tname.member` in the package at `loc`: declared on the type itself, or promoted from
    /// the one embedded type that has it (Go's selector rule; two candidates are unknown).
    fn member_of(&self, loc: &PkgLoc, tname: &str, member: &str, depth: usize) -> Lookup {
        if depth > 3 {
            return Lookup::Unknown;
        }
        let decls = self.pkg_decls(loc, tname);
        let Some(td) = decls.types.get(tname) else {
            return Lookup::Unknown;
        };
        match self.member_of_decl(loc, &decls, td, tname, member, depth) {
            // A generic type's member typed by one of its type parameters (`T`, `[]T`, `func(T)`)
            // has no type that can be read here; one naming them only as type arguments
            // (`*List[T]`) has its base type.
            Lookup::Found(m, imports, at) if td.generic => {
                let plain = |t: String| {
                    if names_type_param(&t, &td.params) {
                        String::new()
                    } else {
                        t
                    }
                };
                let m = match m {
                    Member::Method(res) => Member::Method(res.into_iter().map(plain).collect()),
                    Member::Field(t) => Member::Field(plain(t)),
                };
                Lookup::Found(m, imports, at)
            }
            other => other,
        }
    }

    fn member_of_decl(
        &self,
        loc: &PkgLoc,
        decls: &PkgDecls,
        td: &TypeDecl,
        tname: &str,
        member: &str,
        depth: usize,
    ) -> Lookup {
        let imports = || decls.imports.get(td.file).cloned().unwrap_or_default();
        if let TypeBody::Alias(text) = &td.body {
            return match self.embedded_loc(loc, &imports(), text) {
                Some((eloc, ename)) => self.member_of(&eloc, &ename, member, depth + 1),
                None => Lookup::Unknown,
            };
        }
        if let Some((res, fi)) = decls.methods.get(&(tname.to_string(), member.to_string())) {
            let imps = decls.imports.get(*fi).cloned().unwrap_or_default();
            return Lookup::Found(Member::Method(res.clone()), imps, loc.clone());
        }
        let embedded: Vec<String> = match &td.body {
            TypeBody::Struct(fields) => {
                for (n, t) in fields {
                    let hit = match n {
                        Some(n) => n == member,
                        None => embedded_base(t) == Some(member),
                    };
                    if hit {
                        return Lookup::Found(Member::Field(t.clone()), imports(), loc.clone());
                    }
                }
                fields
                    .iter()
                    .filter(|(n, _)| n.is_none())
                    .map(|(_, t)| t.clone())
                    .collect()
            }
            TypeBody::Interface(methods, embeds) => {
                if let Some((_, res)) = methods.iter().find(|(n, _)| n == member) {
                    return Lookup::Found(Member::Method(res.clone()), imports(), loc.clone());
                }
                embeds.clone()
            }
            TypeBody::Seq(_) | TypeBody::Alias(_) | TypeBody::Other => return Lookup::Unknown,
        };
        let file_imports = imports();
        let mut found = None;
        for e in embedded {
            let Some((eloc, ename)) = self.embedded_loc(loc, &file_imports, &e) else {
                return Lookup::Unknown;
            };
            match self.member_of(&eloc, &ename, member, depth + 1) {
                Lookup::Unknown => return Lookup::Unknown,
                Lookup::Absent => {}
                hit @ Lookup::Found(..) => {
                    if found.is_some() {
                        return Lookup::Unknown;
                    }
                    found = Some(hit);
                }
            }
        }
        found.unwrap_or(Lookup::Absent)
    }

    /// The type whose declaration holds method `member` of `tname` (in the package at
    /// `loc`), by Go's selector rule: `tname` itself, the type an alias of it names (`type
    /// Motor = Engine`, in any file of its package), or the one embedded type (of a struct or
    /// an interface) the method is promoted from. `None` when that is not sure: a field or an
    /// embedded type of the name, two embedded types that have it, a type not read here.
    fn declaring_type(
        &self,
        loc: &PkgLoc,
        tname: &str,
        member: &str,
        depth: usize,
    ) -> Option<(PkgLoc, String)> {
        if depth > 3 {
            return None;
        }
        let decls = self.pkg_decls(loc, tname);
        let td = decls.types.get(tname)?;
        let imports = decls.imports.get(td.file).cloned().unwrap_or_default();
        if let TypeBody::Alias(text) = &td.body {
            let (eloc, ename) = self.embedded_loc(loc, &imports, text)?;
            return self.declaring_type(&eloc, &ename, member, depth + 1);
        }
        if decls
            .methods
            .contains_key(&(tname.to_string(), member.to_string()))
        {
            return Some((loc.clone(), tname.to_string()));
        }
        let embedded: Vec<String> = match &td.body {
            TypeBody::Struct(fields) => {
                let named = fields.iter().any(|(n, t)| match n {
                    Some(n) => n == member,
                    None => embedded_base(t) == Some(member),
                });
                if named {
                    return None;
                }
                fields
                    .iter()
                    .filter(|(n, _)| n.is_none())
                    .map(|(_, t)| t.clone())
                    .collect()
            }
            TypeBody::Interface(methods, embeds) => {
                if methods.iter().any(|(n, _)| n == member) {
                    return Some((loc.clone(), tname.to_string()));
                }
                embeds.clone()
            }
            _ => return None,
        };
        let mut found = None;
        for e in embedded {
            let (eloc, ename) = self.embedded_loc(loc, &imports, &e)?;
            match self.member_of(&eloc, &ename, member, depth + 1) {
                Lookup::Unknown => return None,
                Lookup::Absent => {}
                Lookup::Found(..) => {
                    if found.is_some() {
                        return None;
                    }
                    found = Some(self.declaring_type(&eloc, &ename, member, depth + 1)?);
                }
            }
        }
        found
    }

    /// Whether the method of the target's name on `ty` (a type named otherwise) is the
    /// target's own: [`Caller::declaring_type`] finds the owner in the target's package. The
    /// way there, for the reason (` (alias)`, ` (embedded)`).
    fn declared_by_owner(&self, ty: &GoType) -> Option<&'static str> {
        let owner = self.target.owner()?;
        let (loc, tname) = self.loc_of(ty)?;
        let (dloc, dname) = self.declaring_type(&loc, &tname, self.name(), 0)?;
        if dname != owner || dloc.dir != dir_of(&self.target.rel_path) {
            return None;
        }
        let decls = self.pkg_decls(&loc, &tname);
        let alias = decls
            .types
            .get(&tname)
            .is_some_and(|t| matches!(t.body, TypeBody::Alias(_)));
        Some(if alias { " (an alias)" } else { " (embedded)" })
    }

    /// The package and base name of an embedded type written `T`, `*T` or `pkg.T` in a file
    /// of the package at `loc` with imports `imports`.
    fn embedded_loc(
        &self,
        loc: &PkgLoc,
        imports: &[(String, String)],
        text: &str,
    ) -> Option<(PkgLoc, String)> {
        let t = text.trim().trim_start_matches('*').trim();
        // `List[T]`: an instance of a generic type has its methods.
        let t = match t.find('[') {
            Some(i) if t.ends_with(']') => t[..i].trim(),
            _ => t,
        };
        if t.is_empty() || t.contains(['[', ' ', '(']) {
            return None;
        }
        match t.split_once('.') {
            None => Some((loc.clone(), t.to_string())),
            Some((q, n)) => {
                let path = imports.iter().find(|(name, _)| name == q)?.1.clone();
                Some((self.ext_loc(&path)?, n.to_string()))
            }
        }
    }

    /// The static type of `recv.member` (a field) or of the `idx`-th result of
    /// `recv.member(..)` (a method call, `idx` given), read from the declarations.
    fn member_type(&self, recv: &GoType, member: &str, idx: Option<usize>) -> GoType {
        let Some((loc, tname)) = self.loc_of(recv) else {
            return GoType::Unknown;
        };
        let Lookup::Found(m, imports, at) = self.member_of(&loc, &tname, member, 0) else {
            return GoType::Unknown;
        };
        let text = match (m, idx) {
            (Member::Method(res), Some(i)) => match res.get(i) {
                Some(t) => t.clone(),
                None => return GoType::Unknown,
            },
            (Member::Field(t), None) => t,
            _ => return GoType::Unknown,
        };
        self.result_type(&text, at.path.as_deref(), &imports)
    }

    /// The static type of a selector's operand `o`, `None` when it names an imported package:
    /// for an identifier one scope look-up says both (a chain `a.b.c` looked each operand up
    /// twice, once to rule out a package and once for its type).
    fn operand_type(&self, o: Node) -> Option<GoType> {
        if !matches!(o.kind(), "identifier" | "package_identifier") {
            return Some(self.value_type(o));
        }
        let q = self.file.text(o).into_owned();
        match self.lookup(o, &q) {
            Binding::Value(ty, _) => Some(ty),
            Binding::NotLocal if self.import_named(&q).is_some() => None,
            Binding::NotLocal => Some(self.package_value_type(&q).unwrap_or(GoType::Unknown)),
        }
    }

    /// The key and element types of a slice, array or map: written as one, or a named type
    /// declared as one (not a generic one: its element may be a type parameter).
    fn seq_parts(&self, ty: &GoType) -> Option<(GoType, GoType)> {
        let (loc, tname) = match ty {
            GoType::Seq { key, elem, .. } => return Some(((**key).clone(), (**elem).clone())),
            GoType::Named { .. } | GoType::Ext { .. } => self.loc_of(ty)?,
            _ => return None,
        };
        let decls = self.pkg_decls(&loc, &tname);
        let td = decls.types.get(&tname).filter(|td| !td.generic)?;
        let TypeBody::Seq(text) = &td.body else {
            return None;
        };
        let imports = decls.imports.get(td.file).cloned().unwrap_or_default();
        match self.result_type(text, loc.path.as_deref(), &imports) {
            GoType::Seq { key, elem, .. } => Some((*key, *elem)),
            _ => None,
        }
    }

    /// The type of `name`, declared by `range` clause `clause` (`for k, v := range xs`): the
    /// key or element type of `xs`. A clause that assigns (`=`) declares nothing here.
    fn range_var_type(&self, clause: Node, left: Node, name: &str) -> GoType {
        let mut cursor = clause.walk();
        let declares = clause.children(&mut cursor).any(|c| c.kind() == ":=");
        let idx = if left.kind() == "identifier" {
            Some(0)
        } else {
            let mut c2 = left.walk();
            let found = left
                .named_children(&mut c2)
                .position(|c| c.kind() == "identifier" && self.file.text(c) == name);
            found
        };
        let right = clause.child_by_field_name("right");
        match (declares, idx, right) {
            (true, Some(i @ (0 | 1)), Some(r)) => match self.seq_parts(&self.value_type(r)) {
                Some((key, elem)) => {
                    if i == 0 {
                        key
                    } else {
                        elem
                    }
                }
                None => GoType::Unknown,
            },
            _ => GoType::Unknown,
        }
    }

    /// The static type of a value expression, where declarations say it: a variable, a
    /// field, a call's declared result, `&x`/`*x`, a composite literal, an element `xs[i]`.
    fn value_type(&self, e: Node) -> GoType {
        if self.depth.get() > 16 {
            return GoType::Unknown;
        }
        self.depth.set(self.depth.get() + 1);
        let out = self.value_type_inner(e);
        self.depth.set(self.depth.get() - 1);
        out
    }

    fn value_type_inner(&self, e: Node) -> GoType {
        let file = self.file;
        match e.kind() {
            "identifier" => {
                let n = file.text(e).into_owned();
                match self.lookup(e, &n) {
                    Binding::Value(ty, _) => ty,
                    Binding::NotLocal if self.import_named(&n).is_none() => {
                        self.package_value_type(&n).unwrap_or(GoType::Unknown)
                    }
                    Binding::NotLocal => GoType::Unknown,
                }
            }
            "selector_expression" => {
                let (Some(o), Some(f)) = (
                    e.child_by_field_name("operand"),
                    e.child_by_field_name("field"),
                ) else {
                    return GoType::Unknown;
                };
                match self.operand_type(o) {
                    Some(ot) => self.member_type(&ot, &file.text(f), None),
                    // `pkg.V`: the variable's declared type.
                    None => match self.import_named(&file.text(o)) {
                        Some(imp) => match self.ext_name(&imp.path.clone(), &file.text(f)) {
                            ExtName::Var(ty) => ty,
                            ExtName::Type | ExtName::Unknown => GoType::Unknown,
                        },
                        None => GoType::Unknown,
                    },
                }
            }
            "call_expression" | "type_conversion_expression" => self.call_result(e, 0),
            // `xs[i]`: the element type of a slice, array or map.
            "index_expression" => e
                .child_by_field_name("operand")
                .and_then(|o| self.seq_parts(&self.value_type(o)))
                .map_or(GoType::Unknown, |(_, elem)| elem),
            "parenthesized_expression" => e
                .named_child(0)
                .map(|i| self.value_type(i))
                .unwrap_or(GoType::Unknown),
            "unary_expression" => {
                let op = e
                    .child_by_field_name("operator")
                    .map(|o| file.text(o).into_owned())
                    .unwrap_or_default();
                let Some(x) = e.child_by_field_name("operand") else {
                    return GoType::Unknown;
                };
                if op == "*" {
                    // `*p`: what p points to, when p is written as a pointer.
                    return match self.value_type(x) {
                        GoType::Named { qual, name, shown } if shown.starts_with('*') => {
                            GoType::Named {
                                qual,
                                name,
                                shown: shown[1..].to_string(),
                            }
                        }
                        GoType::Ext { path, name, shown } if shown.starts_with('*') => {
                            GoType::Ext {
                                path,
                                name,
                                shown: shown[1..].to_string(),
                            }
                        }
                        _ => GoType::Unknown,
                    };
                }
                if op != "&" {
                    return GoType::Unknown;
                }
                match self.value_type(x) {
                    GoType::Named { qual, name, shown } => GoType::Named {
                        qual,
                        name,
                        shown: format!("*{}", shown.trim_start_matches('*')),
                    },
                    GoType::Ext { path, name, shown } => GoType::Ext {
                        path,
                        name,
                        shown: format!("*{}", shown.trim_start_matches('*')),
                    },
                    _ => GoType::Unknown,
                }
            }
            "composite_literal" | "type_assertion_expression" => self.type_of_value(e, e),
            _ => GoType::Unknown,
        }
    }
}

/// The names other than `name` that a file binds, without a written type, to a value spelled
/// with `name`: `f := Name`, `f := pkg.Name`, `var f = x.Name`, `a, f := 1, T.Name`.
/// Candidates only: each call of one is resolved at the call ([`Caller::decide_alias`]).
fn alias_names(file: &SourceFile, name: &str) -> Vec<String> {
    let root = file.tree.root_node();
    let mut out: Vec<String> = Vec::new();
    for (s, e) in super::occurrences(&file.src, &[name]) {
        let Some(n) = root.descendant_for_byte_range(s, e) else {
            continue;
        };
        if n.byte_range() != (s..e) || !matches!(n.kind(), "identifier" | "field_identifier") {
            continue;
        }
        if let Some((bound, _)) = alias_binding(n) {
            let b = file.text(bound);
            if b != name && b != "_" && !out.iter().any(|o| *o == b) {
                out.push(b.into_owned());
            }
        }
    }
    out
}

/// For the name `n` of a value `Name` or `x.Name` that `f := ..` or `var f = ..` (no type
/// written) binds: the bound identifier and the value. Values pair with names by position.
fn alias_binding(n: Node) -> Option<(Node, Node)> {
    let value = match n.parent() {
        Some(p)
            if p.kind() == "selector_expression"
                && p.child_by_field_name("field").map(|f| f.id()) == Some(n.id()) =>
        {
            p
        }
        _ if n.kind() == "identifier" => n,
        _ => return None,
    };
    let list = value.parent().filter(|l| l.kind() == "expression_list")?;
    let idx = named_index(list, value)?;
    let decl = list.parent()?;
    let bound = match decl.kind() {
        "short_var_declaration"
            if decl.child_by_field_name("right").map(|r| r.id()) == Some(list.id()) =>
        {
            let left = decl.child_by_field_name("left")?;
            if left.named_child_count() != list.named_child_count() {
                return None;
            }
            nth_named(left, idx)?
        }
        "var_spec" if decl.child_by_field_name("type").is_none() => {
            let mut cursor = decl.walk();
            let names: Vec<Node> = decl.children_by_field_name("name", &mut cursor).collect();
            if names.len() != list.named_child_count() {
                return None;
            }
            *names.get(idx)?
        }
        _ => return None,
    };
    (bound.kind() == "identifier").then_some((bound, value))
}

/// Whether a type text names one of `params` other than as a type argument: `T`, `[]T`,
/// `map[K]V`, `func(T) bool` do, `*List[T]` does not.
fn names_type_param(text: &str, params: &[String]) -> bool {
    let mut outer = String::with_capacity(text.len());
    let mut depth = 0usize;
    let mut word = String::new();
    for c in text.chars() {
        if depth > 0 {
            match c {
                '[' => depth += 1,
                ']' => depth -= 1,
                _ => {}
            }
            continue;
        }
        // `[` after a type's name opens its type arguments; after `map` or nothing (`[]T`,
        // `[4]T`) it is part of the type's own text.
        if c == '[' && !word.is_empty() && word != "map" {
            depth = 1;
            outer.push(' ');
            word.clear();
            continue;
        }
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            word.clear();
        }
        outer.push(c);
    }
    outer
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|w| params.iter().any(|p| p == w))
}

/// The base name of an embedded field's type text (`*pkg.T` → `T`).
fn embedded_base(t: &str) -> Option<&str> {
    let t = t.trim().trim_start_matches('*');
    let t = t.split('[').next()?;
    Some(t.rsplit('.').next().unwrap_or(t).trim())
}

/// Whether an expression list / identifier node lists `name`.
fn alias_has(file: &SourceFile, node: Node, name: &str) -> bool {
    if node.kind() == "identifier" {
        return file.text(node) == name;
    }
    let mut cursor = node.walk();
    let found = node
        .named_children(&mut cursor)
        .any(|c| c.kind() == "identifier" && file.text(c) == name);
    found
}

/// Strip pointers, parentheses and type arguments from a type node.
fn strip_type(t: Node) -> Option<Node> {
    match t.kind() {
        "pointer_type" | "parenthesized_type" | "type_elem" => strip_type(t.named_child(0)?),
        "generic_type" => strip_type(t.child_by_field_name("type")?),
        _ => Some(t),
    }
}

/// The callee of a `= F(..)` / `= pkg.F(..)` initializer written after a var's name.
fn decl_callee(decl: &str) -> Option<&str> {
    let v = decl.trim().strip_prefix('=')?.trim_start();
    let end = v
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(v.len());
    let (callee, tail) = v.split_at(end);
    (tail.starts_with('(') && !callee.is_empty()).then_some(callee)
}
#[cfg(test)]
mod tests {

    /// Files that declare `Node` (or a method of it) in every way a declaration can be written.
    const DECLARE_NODE: [&str; 10] = [
        "package a\ntype Node struct{}\n",
        "package a\ntype (\n\tA int\n\tNode interface{}\n)\n",
        "package a\ntype\nNode int\n",
        "package a\ntype /* c */ Node int\n",
        "package a\ntype ( A int; Node int )\n",
        "package a\nfunc (n *Node) M() {}\n",
        "package a\nfunc (n Node[T]) M() {}\n",
        "package a\nfunc /* r */ (n (*Node)) M() {}\n",
        "package a\nfunc (\n\tn *Node,\n) M() {}\n",
        "package a\nfunc (\n\tn\n\t*Node,\n) M() {}\n",
    ];

    #[test]
    fn a_file_may_declare_a_type_only_where_a_declaration_can_stand() {
        for src in DECLARE_NODE {
            assert!(may_declare_type(src, "Node"), "{src:?}");
        }
        let no = [
            "package a\nfunc f(n ast.Node) {}\n",
            "package a\nfunc (b *P) Open(parent Node) Node { return nil }\n",
            "package a\nfunc IsP(node Node) bool { return false }\n",
            "package a\ntype P struct {\n\tpos Node\n}\n",
            "package a\n// Node is documented here\nvar x = NewNode()\n",
            "package a\nvar x Nodes\nfunc g() { f(Node{}) }\n",
        ];
        for src in no {
            assert!(!may_declare_type(src, "Node"), "{src:?}");
        }
    }
    use super::super::testkit::{self, scratch, Scratch, Site};
    use super::super::Lang;
    use super::*;

    /// What [`collect_decls`] read for `tname`, in a stable order.
    fn decls_of(file: &SourceFile, tname: &str) -> Vec<String> {
        let mut d = PkgDecls::default();
        collect_decls(file, 0, &mut d);
        let mut out: Vec<String> = d
            .methods
            .iter()
            .filter(|((base, _), _)| base == tname)
            .map(|(k, v)| format!("{k:?} {v:?}"))
            .collect();
        out.sort();
        out.push(format!("{:?}", d.types.get(tname)));
        out
    }

    #[test]
    fn a_declarations_fragment_reads_what_the_whole_file_does() {
        let more = [
            "package a\ntype (\n\tA int\n\tNode interface{ M() (x int); io.Reader }\n)\n",
            concat!(
                "package a\n\nimport \"io\"\n\n",
                "// Node is a node.\ntype Node struct {\n\tio.Reader\n\tkids []*Node `json:\"k\"`\n\tf func() struct{ x int }\n}\n\n",
                "var doc = `\nfunc (n *Node) Fake() int {}\ntype Node int\n`\n\n",
                "var f = func() {\n\t_ = '}'\n\t_ = \"{\\\"\"\n}\n\n",
                "/* func (n *Node) Commented() {} */\n",
                "func (n *Node) Kids() (out []*Node, err error) {\n\tfor _, k := range n.kids {\n\t\tout = append(out, k)\n\t}\n\treturn\n}\n\n",
                "func (n Node) Shape() struct{ W, H int } { return struct{ W, H int }{} }\n\n",
                "func (n *Node) Iface() interface{ Len() int } { return nil }\n",
                "func (o *Other) Node() *Node { return nil }\n",
                "func plain(n *Node) {}\n",
                "func (n *Node) Last() map[string]struct{} { return nil }\n",
            ),
        ];
        let files: Vec<&str> = DECLARE_NODE.iter().chain(more.iter()).copied().collect();
        for &src in &files {
            let whole = parse("a/a.go", src);
            let frag = decl_fragment("a/a.go", src, "Node").expect("parses");
            assert_eq!(decls_of(&frag, "Node"), decls_of(&whole, "Node"), "{src}");
            assert!(
                !frag.tree.root_node().has_error() || whole.tree.root_node().has_error(),
                "{}",
                String::from_utf8_lossy(&frag.src)
            );
        }
        // Method bodies are left out.
        let big = files.last().expect("one");
        let frag = decl_fragment("a/a.go", big, "Node").expect("parses");
        let text = String::from_utf8_lossy(&frag.src).into_owned();
        assert!(
            !text.contains("range n.kids") && !text.contains("plain"),
            "{text}"
        );
    }

    fn parse(path: &str, src: &str) -> SourceFile {
        testkit::parse(Lang::Go, path, src)
    }

    fn defs(src: &str) -> Vec<Def> {
        definitions(&parse("x/x.go", src))
    }

    /// The target `name` (optionally `Type.name`) defined in `path` of the repo.
    fn target(repo: &Scratch, path: &str, sel: &str) -> Target {
        let src = repo.ctx.read_to_string(path).expect("target file");
        testkit::target(&parse(path, &src), sel, Site::default())
    }

    fn calls_of(repo: &Scratch, t: &Target, path: &str) -> Vec<Call> {
        let src = repo.ctx.read_to_string(path).expect("caller file");
        calls(&parse(path, &src), t, &repo.ctx)
    }

    /// One call expected: its (line, args, binds).
    fn one(repo: &Scratch, t: &Target, path: &str) -> Call {
        let cs = calls_of(repo, t, path);
        assert_eq!(cs.len(), 1, "{cs:#?}");
        cs.into_iter().next().expect("one call")
    }

    const GOMOD: &str = "module example.com/fx\n\ngo 1.21\n";
    const GEO: &str = "package geo\n\n// Scale scales.\nfunc Scale(v float64, k float64, offset float64) float64 {\n\treturn v*k + offset\n}\n";
    const CIRCLE: &str = "package shapes\n\ntype Circle struct{ R float64 }\n\ntype Shape interface {\n\tResize(f float64, m float64)\n}\n\nfunc (c *Circle) Resize(f float64, minR float64) {\n\tc.R *= f\n}\n\nfunc (c *Circle) Grow() {\n\tc.Resize(2, 1)\n}\n";
    const SQUARE: &str = "package shapes\n\ntype Square struct{ S float64 }\n\nfunc (s *Square) Resize(f float64) { s.S *= f }\n";

    // ---- definitions

    #[test]
    fn counts_grouped_unnamed_and_variadic_params() {
        let ds = defs("package x\nfunc A(a, b int, c string) {}\nfunc B(int, string) {}\nfunc C(f string, xs ...int) {}\nfunc d() {}\n");
        let p = |n: &str| {
            ds.iter()
                .find(|d| d.name == n)
                .map(|d| d.params.clone())
                .expect(n)
        };
        assert_eq!(
            (p("A").count, p("A").required, p("A").variadic),
            (3, 3, false)
        );
        assert_eq!((p("B").count, p("B").required), (2, 2));
        assert_eq!(
            (p("C").count, p("C").required, p("C").variadic),
            (2, 1, true)
        );
        assert!(p("C").accepts(1, false) && p("C").accepts(5, false) && !p("C").accepts(0, false));
        assert_eq!(p("d").count, 0);
        let a = ds.iter().find(|d| d.name == "A").expect("A");
        assert!(a.public && a.kind == DefKind::Function && a.scope.is_empty());
        assert_eq!(a.signature, "func A(a, b int, c string)");
        assert_eq!(a.line, 2);
        assert!(!ds.iter().find(|d| d.name == "d").expect("d").public);
    }

    #[test]
    fn type_parameters_are_not_counted() {
        let ds = defs("package seq\n\nfunc Map[T any, U any](xs []T, f func(T) U, limit int) []U {\n\treturn nil\n}\n");
        assert_eq!(ds.len(), 1);
        assert_eq!(ds[0].params.count, 3);
        assert_eq!(ds[0].line, 3);
        assert_eq!(ds[0].end_line, 5);
    }

    #[test]
    fn methods_have_receiver_base_as_scope_and_do_not_count_it() {
        let ds = defs("package x\nfunc (c *Circle) Resize(f float64) {}\nfunc (l List[T]) Len() int { return 0 }\nfunc (*Box) open(a, b int) {}\n");
        let r = &ds[0];
        assert_eq!(
            (r.name.as_str(), r.kind, r.scope.clone()),
            ("Resize", DefKind::Method, vec!["Circle".to_string()])
        );
        assert_eq!(r.params.count, 1);
        assert!(!r.params.receiver);
        assert_eq!(ds[1].scope, vec!["List".to_string()]);
        assert_eq!(ds[1].params.count, 0);
        assert_eq!(ds[2].scope, vec!["Box".to_string()]);
        assert_eq!(ds[2].params.count, 2);
        assert!(!ds[2].public);
    }

    #[test]
    fn func_literals_and_types_are_listed() {
        let src = "package x\n\nvar Handler = func(w int, r string) {}\n\ntype Shape interface{ Area() float64 }\n\ntype (\n\tA struct{}\n\tB int\n)\n\nfunc Outer() {\n\tinner := func(a int) int {\n\t\treturn a\n\t}\n\t_ = inner\n}\n";
        let ds = defs(src);
        let h = ds.iter().find(|d| d.name == "Handler").expect("Handler");
        assert_eq!((h.kind, h.params.count, h.line), (DefKind::Function, 2, 3));
        let s = ds.iter().find(|d| d.name == "Shape").expect("Shape");
        assert_eq!((s.kind, s.line), (DefKind::Class, 5));
        assert!(ds
            .iter()
            .any(|d| d.name == "A" && d.kind == DefKind::Class && d.line == 8));
        assert!(!ds.iter().any(|d| d.name == "B"));
        let inner = ds.iter().find(|d| d.name == "inner").expect("inner");
        assert_eq!(inner.scope, vec!["Outer".to_string()]);
        assert_eq!(
            (inner.line, inner.end_line, inner.params.count),
            (13, 15, 1)
        );
        let outer = ds.iter().find(|d| d.name == "Outer").expect("Outer");
        assert!(outer.start_byte < inner.start_byte && inner.end_byte <= outer.end_byte);
    }

    // ---- package functions

    #[test]
    fn qualified_calls_bind_through_the_import_path() {
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("geo/scale.go", GEO),
            ("app/report.go", "package app\n\nimport \"example.com/fx/geo\"\n\nfunc ReportTotal(x float64) float64 {\n\treturn geo.Scale(x, 2)\n}\n"),
            ("app/alias.go", "package app\n\nimport g \"example.com/fx/geo\"\n\nfunc A(x float64) float64 {\n\treturn g.Scale(x, 2, 1)\n}\n"),
            ("app/other.go", "package app\n\nimport \"example.com/fx/other/geo\"\n\nfunc B(x float64) float64 {\n\treturn geo.Scale(x, 2)\n}\n"),
            ("app/spread.go", "package app\n\nimport \"example.com/fx/geo\"\n\nfunc C(xs []float64) float64 {\n\treturn geo.Scale(xs...)\n}\n"),
        ]);
        let t = target(&r, "geo/scale.go", "Scale");
        assert_eq!(t.defs[0].params.count, 3);
        let c = one(&r, &t, "app/report.go");
        assert_eq!((c.line, c.args, c.binds), (6, Some(2), Binds::Yes));
        assert!(c.reason.contains("example.com/fx/geo"), "{}", c.reason);
        assert!(!t.defs[0].params.accepts(2, c.supplies_receiver));
        let c = one(&r, &t, "app/alias.go");
        assert_eq!((c.args, c.binds), (Some(3), Binds::Yes));
        let c = one(&r, &t, "app/other.go");
        assert_eq!(c.binds, Binds::No, "{}", c.reason);
        assert!(c.reason.contains("example.com/fx/other/geo"));
        // `xs...` can only be a variadic parameter, and Scale has none.
        let c = one(&r, &t, "app/spread.go");
        assert_eq!(
            (c.args, c.fills_variadic, c.binds),
            (Some(1), true, Binds::Yes)
        );
        assert!(!t.defs[0].params.admits(&c));
    }

    #[test]
    fn module_path_comes_from_the_nearest_go_mod() {
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("tools/go.mod", "module example.com/tools\n"),
            ("tools/geo/scale.go", GEO),
            ("app/a.go", "package app\n\nimport \"example.com/tools/geo\"\n\nfunc A() { geo.Scale(1, 2, 3) }\n"),
            ("app/b.go", "package app\n\nimport \"example.com/fx/tools/geo\"\n\nfunc B() { geo.Scale(1, 2, 3) }\n"),
        ]);
        let t = target(&r, "tools/geo/scale.go", "Scale");
        assert_eq!(one(&r, &t, "app/a.go").binds, Binds::Yes);
        assert_eq!(one(&r, &t, "app/b.go").binds, Binds::No);
    }

    #[test]
    fn unqualified_calls_need_the_same_package_or_a_dot_import() {
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("geo/scale.go", GEO),
            ("geo/use.go", "package geo\n\nfunc Twice(v float64) float64 { return Scale(v, 2) }\n"),
            ("geo/ext_test.go", "package geo_test\n\nfunc T() { Scale(1, 2, 3) }\n"),
            ("app/dot.go", "package app\n\nimport . \"example.com/fx/geo\"\n\nfunc D() { Scale(1, 2, 3) }\n"),
            ("app/own.go", "package app\n\nimport _ \"example.com/fx/geo\"\n\nfunc Scale(a, b float64) {}\n\nfunc E() { Scale(1, 2) }\n"),
        ]);
        let t = target(&r, "geo/scale.go", "Scale");
        let c = one(&r, &t, "geo/use.go");
        assert_eq!((c.line, c.args, c.binds), (3, Some(2), Binds::Yes));
        assert_eq!(one(&r, &t, "geo/ext_test.go").binds, Binds::No);
        assert_eq!(one(&r, &t, "app/dot.go").binds, Binds::Yes);
        let c = one(&r, &t, "app/own.go");
        assert_eq!(c.binds, Binds::No, "{}", c.reason);
    }

    #[test]
    fn generic_instantiations_are_calls() {
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("seq/seq.go", "package seq\n\nfunc Map[T any, U any](xs []T, f func(T) U, limit int) []U { return nil }\n"),
            ("seq/more.go", "package seq\n\nfunc One(xs []int) { Map[int](xs) }\n"),
            ("conv/ids.go", "package conv\n\nimport (\n\t\"strconv\"\n\n\t\"example.com/fx/seq\"\n)\n\nfunc IDs(xs []int) []string {\n\treturn seq.Map[int, string](xs, strconv.Itoa)\n}\n\nfunc Plain(xs []int) []string {\n\treturn seq.Map(xs, strconv.Itoa, 3)\n}\n"),
        ]);
        let t = target(&r, "seq/seq.go", "Map");
        let cs = calls_of(&r, &t, "conv/ids.go");
        assert_eq!(cs.len(), 2);
        assert_eq!(
            (cs[0].line, cs[0].args, cs[0].binds),
            (10, Some(2), Binds::Yes)
        );
        assert_eq!(
            (cs[1].line, cs[1].args, cs[1].binds),
            (14, Some(3), Binds::Yes)
        );
        let c = one(&r, &t, "seq/more.go");
        assert_eq!((c.args, c.binds), (Some(1), Binds::Yes));
    }

    #[test]
    fn generic_types_have_their_fields_and_promoted_methods() {
        // go 1.19 rejects each Yes line once Get takes two arguments: a field of a generic
        // struct typed `*List[T]` is a List, a struct embedding `*List[T]` promotes its Get.
        // A member typed by a type parameter has no type here.
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("lists/lists.go", concat!(
                "package lists\n\n",
                "type List[T comparable] struct{ elems []T }\n\n",
                "func (l *List[T]) Get(i int, def T) (T, bool) { return def, false }\n\n",
                "type Sorted[T comparable] struct {\n\t*List[T]\n\tless func(a, b T) bool\n}\n\n",
                "type Cell[T any] struct{ V T }\n",
            )),
            ("stacks/stacks.go", concat!(
                "package stacks\n\nimport \"example.com/fx/lists\"\n\n",
                "type Stack[T comparable] struct{ list *lists.List[T] }\n\n",
                "func (s *Stack[T]) Top() (T, bool) {\n\tl := s.list\n\treturn l.Get(0)\n}\n\n",
                "func Use(s *lists.Sorted[int], c lists.Cell[*lists.List[int]]) {\n\ts.Get(0)\n\tv := c.V\n\tv.Get(0)\n}\n",
            )),
        ]);
        let t = target(&r, "lists/lists.go", "List.Get");
        let cs = calls_of(&r, &t, "stacks/stacks.go");
        let got: Vec<(usize, Binds)> = cs.iter().map(|c| (c.line, c.binds)).collect();
        assert_eq!(
            got,
            vec![
                (9, Binds::Yes),    // l := s.list, a *lists.List[T]
                (13, Binds::Yes),   // promoted from the embedded *List[T]
                (15, Binds::Maybe), // c.V is a T: not read
            ],
            "{cs:#?}"
        );
        assert!(names_type_param("[]T", &["T".into()]));
        assert!(names_type_param("map[string]T", &["T".into()]));
        assert!(names_type_param("func(a, b T) bool", &["T".into()]));
        assert!(!names_type_param("*List[T]", &["T".into()]));
        assert!(!names_type_param("map[string]*List[T]", &["T".into()]));
    }

    #[test]
    fn function_target_through_a_value_is_not_the_function() {
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("geo/scale.go", GEO),
            ("img/image.go", "package img\n\ntype Image struct{}\n\nfunc (im *Image) Scale(fx, fy float64) {}\n"),
            ("app/thumbs.go", "package app\n\nimport \"example.com/fx/img\"\n\nfunc MakeThumb(im *img.Image) {\n\tim.Scale(0.5, 0.5)\n}\n"),
            ("app/shadow.go", "package app\n\nimport \"example.com/fx/geo\"\n\nfunc S(geo *Thing) {\n\tgeo.Scale(1, 2)\n}\n"),
            ("app/unknown.go", "package app\n\nfunc U() {\n\tmystery.Scale(1, 2)\n}\n"),
        ]);
        let t = target(&r, "geo/scale.go", "Scale");
        let c = one(&r, &t, "app/thumbs.go");
        assert_eq!((c.line, c.args, c.binds), (6, Some(2), Binds::No));
        assert!(c.reason.contains("im"), "{}", c.reason);
        assert_eq!(one(&r, &t, "app/shadow.go").binds, Binds::No);
        assert_eq!(one(&r, &t, "app/unknown.go").binds, Binds::Maybe);
    }

    #[test]
    fn alias_in_a_sibling_file_and_embedding_interface_reach_the_owners_method() {
        // A deprecated name kept as an alias in its own file (`type FileLoader = Loader`), and
        // an interface embedding the target's (`io.ReadCloser`'s shape).
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("config/loader.go", "package config\n\ntype Loader struct{}\n\nfunc (l *Loader) Load(path string) error { return nil }\n"),
            ("config/compat.go", "package config\n\n// Deprecated: use Loader.\ntype FileLoader = Loader\n"),
            ("config/own.go", "package config\n\nfunc reload(l *FileLoader) error {\n\treturn l.Load(\"a\")\n}\n"),
            ("store/store.go", "package store\n\ntype Reader interface {\n\tGet(key string) ([]byte, error)\n}\n\ntype ReadWriter interface {\n\tReader\n\tPut(key string, v []byte) error\n}\n\ntype Other interface {\n\tGet(key string) ([]byte, error)\n}\n\ntype Both interface {\n\tReader\n\tOther\n}\n"),
            ("app/app.go", "package app\n\nimport (\n\t\"example.com/fx/config\"\n\t\"example.com/fx/store\"\n)\n\nfunc open(l *config.FileLoader) error {\n\treturn l.Load(\"a\")\n}\n\nfunc sync(rw store.ReadWriter) {\n\trw.Get(\"k\")\n}\n\nfunc both(b store.Both) {\n\tb.Get(\"k\")\n}\n"),
        ]);
        let t = target(&r, "config/loader.go", "Loader.Load");
        let c = one(&r, &t, "config/own.go");
        assert_eq!((c.line, c.binds), (4, Binds::Yes), "{}", c.reason);
        let cs: Vec<(usize, Binds)> = calls_of(&r, &t, "app/app.go")
            .iter()
            .map(|c| (c.line, c.binds))
            .collect();
        assert_eq!(cs, [(9, Binds::Yes)]);
        let t = target(&r, "store/store.go", "Reader.Get");
        let cs: Vec<(usize, Binds)> = calls_of(&r, &t, "app/app.go")
            .iter()
            .map(|c| (c.line, c.binds))
            .collect();
        // `Both` gets `Get` from two interfaces: which one is not read, it stays open.
        assert_eq!(cs, [(13, Binds::Yes), (17, Binds::Maybe)]);
    }

    #[test]
    fn local_function_value_shadows_the_package_function() {
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("geo/scale.go", GEO),
            ("geo/local.go", "package geo\n\nfunc L() {\n\tScale := func(a float64) float64 { return a }\n\tScale(1)\n}\n"),
        ]);
        let t = target(&r, "geo/scale.go", "Scale");
        let c = one(&r, &t, "geo/local.go");
        assert_eq!((c.line, c.binds), (5, Binds::No));
    }

    #[test]
    fn a_function_value_declared_without_a_type_is_called_as_the_function() {
        // hcl's `f := hclstrconv.Unquote` ... `f(t.Text)`; a parameter of func type is not one.
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("geo/scale.go", GEO),
            ("shapes/circle.go", CIRCLE),
            ("app/alias.go", concat!(
                "package app\n\nimport \"example.com/fx/geo\"\n\nvar pkgLevel = geo.Scale\n\n",
                "func A(other func(float64, float64, float64) float64) {\n",
                "\tf := geo.Scale\n\tf(1, 2)\n\tpkgLevel(1, 2, 3)\n\tg := other\n\tg(1, 2, 3)\n}\n\n",
                "func B(f func(float64) float64) {\n\tf(1)\n}\n",
            )),
            ("app/method.go", concat!(
                "package app\n\nimport \"example.com/fx/shapes\"\n\n",
                "func R(c *shapes.Circle) {\n\tgrow := c.Resize\n\tgrow(2)\n}\n",
            )),
        ]);
        let t = target(&r, "geo/scale.go", "Scale");
        let cs = calls_of(&r, &t, "app/alias.go");
        assert_eq!(
            cs.iter()
                .map(|c| (c.line, c.args, c.binds))
                .collect::<Vec<_>>(),
            vec![(9, Some(2), Binds::Yes), (10, Some(3), Binds::Yes)],
            "{cs:#?}"
        );
        assert!(
            cs[0].reason.starts_with("f = geo.Scale (line 8)"),
            "{}",
            cs[0].reason
        );
        let t = target(&r, "shapes/circle.go", "Circle.Resize");
        let c = one(&r, &t, "app/method.go");
        assert_eq!(
            (c.line, c.args, c.binds),
            (7, Some(1), Binds::Yes),
            "{c:#?}"
        );
    }

    // ---- methods

    #[test]
    fn interface_methods_are_definitions_of_the_interface() {
        let ds = defs("package x\n\ntype Sink interface {\n\tio.Closer\n\tWrite(p []byte, n int) (int, error)\n\tFlush() error\n}\n");
        let got: Vec<(String, Vec<String>, usize, usize)> = ds
            .iter()
            .map(|d| (d.name.clone(), d.scope.clone(), d.params.count, d.line))
            .collect();
        assert_eq!(
            got,
            vec![
                ("Sink".into(), vec![], 0, 3),
                ("Write".into(), vec!["Sink".into()], 2, 5),
                ("Flush".into(), vec!["Sink".into()], 0, 6),
            ]
        );
    }

    #[test]
    fn a_type_assertion_types_its_value() {
        // pflag's `if val, ok := f.Value.(SliceValue); ok { val.Replace(..) }`.
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("shapes/circle.go", CIRCLE),
            (
                "app/use.go",
                concat!(
                    "package app\n\nimport \"example.com/fx/shapes\"\n\n",
                    "func U(v interface{}) {\n",
                    "\tif s, ok := v.(shapes.Shape); ok {\n\t\ts.Resize(1, 2)\n\t}\n",
                    "\tv.(shapes.Shape).Resize(3)\n",
                    "\tv.(*shapes.Circle).Resize(4, 5)\n}\n",
                ),
            ),
        ]);
        let t = target(&r, "shapes/circle.go", "Shape.Resize");
        let cs = calls_of(&r, &t, "app/use.go");
        assert_eq!(
            cs.iter()
                .map(|c| (c.line, c.args, c.binds))
                .collect::<Vec<_>>(),
            vec![
                (7, Some(2), Binds::Yes),
                (9, Some(1), Binds::Yes),
                (10, Some(2), Binds::No)
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn method_calls_bind_by_receiver_type_and_package() {
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("shapes/circle.go", CIRCLE),
            ("shapes/square.go", SQUARE),
            ("app/fit.go", "package app\n\nimport \"example.com/fx/shapes\"\n\nfunc Fit(c *shapes.Circle) {\n\tc.Resize(0.5, 1)\n}\n"),
            ("app/grid.go", "package app\n\nimport \"example.com/fx/shapes\"\n\nfunc GrowTile(s *shapes.Square) {\n\ts.Resize(2)\n}\n"),
            ("app/zoom.go", "package app\n\nimport sh \"example.com/fx/shapes\"\n\nfunc ZoomIn(c *sh.Circle) {\n\tc.Resize(2)\n}\n"),
            ("app/local.go", "package app\n\ntype Circle struct{}\n\nfunc (c Circle) Resize(a float64) {}\n\nfunc Here(c Circle) {\n\tc.Resize(2)\n}\n"),
            ("app/pkgfn.go", "package app\n\nimport \"example.com/fx/shapes\"\n\nfunc P() {\n\tshapes.Resize(2)\n}\n"),
        ]);
        let t = target(&r, "shapes/circle.go", "Circle.Resize");
        assert_eq!((t.kind, t.defs[0].params.count), (DefKind::Method, 2));
        let c = one(&r, &t, "app/fit.go");
        assert_eq!((c.line, c.args, c.binds), (6, Some(2), Binds::Yes));
        assert!(c.reason.contains("*shapes.Circle"), "{}", c.reason);
        let c = one(&r, &t, "app/grid.go");
        assert_eq!((c.args, c.binds), (Some(1), Binds::No));
        assert!(c.reason.contains("Square"), "{}", c.reason);
        let c = one(&r, &t, "app/zoom.go");
        assert_eq!((c.args, c.binds), (Some(1), Binds::Yes));
        assert!(!t.defs[0].params.accepts(1, c.supplies_receiver));
        // Another package's own Circle type.
        let c = one(&r, &t, "app/local.go");
        assert_eq!(c.binds, Binds::No, "{}", c.reason);
        // A package function with the method's name.
        assert_eq!(one(&r, &t, "app/pkgfn.go").binds, Binds::No);
        // The method's own receiver variable, in the same package.
        let c = one(&r, &t, "shapes/circle.go");
        assert_eq!((c.line, c.binds), (14, Binds::Yes));
    }

    #[test]
    fn receiver_types_from_declarations_and_constructors() {
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("shapes/circle.go", CIRCLE),
            ("shapes/square.go", SQUARE),
            ("app/decl.go", concat!(
                "package app\n\nimport \"example.com/fx/shapes\"\n\n",
                "func A() {\n\tvar c shapes.Circle\n\tc.Resize(1, 2)\n}\n",
                "func B() {\n\tc := shapes.Circle{R: 1}\n\tc.Resize(1, 2)\n}\n",
                "func C() {\n\tc := &shapes.Square{}\n\tc.Resize(1)\n}\n",
                "func D() {\n\tc := new(shapes.Circle)\n\tc.Resize(1, 2)\n}\n",
                "func E() {\n\tc := shapes.NewCircle()\n\tc.Resize(1, 2)\n}\n",
                "func F(s shapes.Shape) {\n\ts.Resize(1, 2)\n}\n",
                "func G[T interface{ Resize(float64, float64) }](x T) {\n\tx.Resize(1, 2)\n}\n",
                "func H(cs []*shapes.Circle) {\n\tfor _, c := range cs {\n\t\tc.Resize(1, 2)\n\t}\n}\n",
                "func I(c *shapes.Square) {\n\tif c := (&shapes.Circle{}); c != nil {\n\t\tc.Resize(1, 2)\n\t}\n}\n",
                "func J() {\n\tshapes.Circle.Resize(shapes.Circle{}, 1, 2)\n}\n",
                "func K(c *shapes.Circle) {\n\tc.inner.Resize(1, 2)\n}\n",
            )),
        ]);
        let t = target(&r, "shapes/circle.go", "Circle.Resize");
        let cs = calls_of(&r, &t, "app/decl.go");
        let got: Vec<(usize, Binds)> = cs.iter().map(|c| (c.line, c.binds)).collect();
        assert_eq!(
            got,
            vec![
                (7, Binds::Yes),    // var c shapes.Circle
                (11, Binds::Yes),   // c := shapes.Circle{..}
                (15, Binds::No),    // c := &shapes.Square{}
                (19, Binds::Yes),   // new(shapes.Circle)
                (23, Binds::Maybe), // constructor function: type not written
                (26, Binds::Maybe), // interface declared in the target's package
                (29, Binds::Maybe), // type parameter
                (33, Binds::Yes),   // range variable over []*shapes.Circle
                (38, Binds::Yes),   // if-initialiser shadows the parameter
                (42, Binds::Yes),   // method expression
                (45, Binds::Maybe), // field of unknown type
            ],
            "{cs:#?}"
        );
        let me = &cs[9];
        assert_eq!(me.args, Some(2), "the receiver argument is not counted");
    }

    #[test]
    fn new_chains_and_copies_of_fields_type_receivers() {
        // `new(T)` is a `*T` wherever it stands (a chain's head, a method's operand); a local
        // copied from a field, an element or its address has the field's declared type; a
        // package function named `new` shadows the builtin.
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("shapes/circle.go", CIRCLE),
            ("shapes/square.go", SQUARE),
            ("shapes/chain.go", "package shapes\n\nfunc (c *Circle) Self() *Circle { return c }\n\nfunc (c *Circle) Square() *Square { return &Square{} }\n"),
            ("app/chain.go", concat!(
                "package app\n\nimport \"example.com/fx/shapes\"\n\n",
                "type holder struct {\n\tc  *shapes.Circle\n\tsq *shapes.Square\n}\n\n",
                "func A() {\n\tnew(shapes.Circle).Resize(1, 2)\n}\n",
                "func B() {\n\tnew(shapes.Circle).Self().Resize(1, 2)\n}\n",
                "func C() {\n\tnew(shapes.Circle).Square().Resize(1)\n}\n",
                "func D(h holder) {\n\tc := h.c\n\tc.Resize(1, 2)\n}\n",
                "func E(h holder) {\n\tc := h.sq\n\tc.Resize(1)\n}\n",
                "func F(hs []holder) {\n\tc := hs[0].c\n\tc.Resize(1, 2)\n}\n",
                "func G(h *holder) {\n\tp := &h.c\n\t(*p).Resize(1, 2)\n}\n",
            )),
            ("other/shadow.go", concat!(
                "package other\n\nimport \"example.com/fx/shapes\"\n\n",
                "func new(n int) *shapes.Square { return &shapes.Square{S: float64(n)} }\n\n",
                "func H() {\n\tnew(1).Resize(1)\n}\n",
            )),
        ]);
        let t = target(&r, "shapes/circle.go", "Circle.Resize");
        let cs = calls_of(&r, &t, "app/chain.go");
        let got: Vec<(usize, Binds)> = cs.iter().map(|c| (c.line, c.binds)).collect();
        assert_eq!(
            got,
            vec![
                (11, Binds::Yes), // new(shapes.Circle).Resize
                (14, Binds::Yes), // .. .Self() returns *Circle
                (17, Binds::No),  // .. .Square() returns *Square
                (21, Binds::Yes), // c := h.c
                (25, Binds::No),  // c := h.sq
                (29, Binds::Yes), // c := hs[0].c
                (33, Binds::Yes), // p := &h.c; (*p)
            ],
            "{cs:#?}"
        );
        let c = one(&r, &t, "other/shadow.go");
        assert_eq!(c.binds, Binds::No, "{}", c.reason);
    }

    #[test]
    fn elements_literals_type_switches_conversions_and_package_vars_type_receivers() {
        // go 1.19 rejects every Yes line below once Resize takes two arguments; the No lines
        // call (*Square).Resize or (Ring).Resize, which keep theirs.
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("shapes/circle.go", CIRCLE),
            ("shapes/square.go", SQUARE),
            ("shapes/vars.go", concat!(
                "package shapes\n\n",
                "type Ring Circle\n\nfunc (r Ring) Resize(f float64) {}\n\n",
                "var Unit = &Circle{R: 1}\n\nvar Tile = &Square{}\n\nvar Made = Make()\n\n",
                "func Make() *Circle { return &Circle{} }\n\n",
                "func Pick[T any](x T) *Circle { return &Circle{} }\n",
            )),
            ("app/more.go", concat!(
                "package app\n\nimport \"example.com/fx/shapes\"\n\n",
                "func A(cs []*shapes.Circle, m map[string]*shapes.Circle) {\n\tcs[0].Resize(1)\n\tm[\"a\"].Resize(1)\n}\n",
                "func B(sq []*shapes.Square) {\n\tsq[0].Resize(1)\n}\n",
                "func C() {\n\t(&shapes.Circle{}).Resize(1)\n\tshapes.Ring{}.Resize(1)\n}\n",
                "func D(x interface{}) {\n\tswitch v := x.(type) {\n\tcase *shapes.Circle:\n\t\tv.Resize(1)\n\tcase *shapes.Square:\n\t\tv.Resize(1)\n\t}\n}\n",
                "func E(x shapes.Shape) {\n\tswitch v := x.(type) {\n\tcase *shapes.Circle, nil:\n\t\tv.Resize(1, 2)\n\t}\n}\n",
                "func F() {\n\tshapes.Unit.Resize(1)\n\tshapes.Tile.Resize(1)\n\tshapes.Made.Resize(1)\n}\n",
                "func G(c *shapes.Circle) {\n\t(*shapes.Circle).Resize(c, 1)\n}\n",
                "func H(c shapes.Circle) {\n\tshapes.Ring(c).Resize(1)\n\tshapes.Pick[int](1).Resize(1)\n}\n",
                "func I(pp **shapes.Circle) {\n\t(*pp).Resize(1)\n}\n",
                "func J(m map[string]*shapes.Circle) {\n\tc, ok := m[\"a\"]\n\t_ = ok\n\tc.Resize(1)\n}\n",
            )),
        ]);
        let t = target(&r, "shapes/circle.go", "Circle.Resize");
        let cs = calls_of(&r, &t, "app/more.go");
        let got: Vec<(usize, Binds)> = cs.iter().map(|c| (c.line, c.binds)).collect();
        assert_eq!(
            got,
            vec![
                (6, Binds::Yes),    // cs[0]: element of []*Circle
                (7, Binds::Yes),    // m["a"]: element of map[string]*Circle
                (10, Binds::No),    // sq[0]: a *Square
                (13, Binds::Yes),   // (&shapes.Circle{})
                (14, Binds::No),    // shapes.Ring{}: Ring's own Resize
                (19, Binds::Yes),   // case *shapes.Circle
                (21, Binds::No),    // case *shapes.Square
                (27, Binds::Maybe), // a clause of two types: x's type, interface Shape
                (31, Binds::Yes),   // shapes.Unit = &Circle{..}
                (32, Binds::No),    // shapes.Tile = &Square{}
                (33, Binds::Yes),   // shapes.Made = Make(), a *Circle
                (36, Binds::Yes),   // method expression (*shapes.Circle).Resize
                (39, Binds::No),    // the conversion shapes.Ring(c): a Ring
                (40, Binds::Yes),   // Pick[int](..) returns *Circle
                (43, Binds::Yes),   // (*pp): a *Circle
                (48, Binds::Yes),   // c, ok := m["a"]: the map's element
            ],
            "{cs:#?}"
        );
        let g = cs.iter().find(|c| c.line == 36).expect("method expression");
        assert_eq!(g.args, Some(1), "the receiver is the first argument");
    }

    #[test]
    fn an_external_test_package_types_receivers_through_its_dot_import() {
        // `package shapes_test` in the package's own directory: `NewCircle` is not one of its
        // functions, the dot-imported package's is (looked up in the same directory, with
        // another package clause).
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("shapes/circle.go", CIRCLE),
            (
                "shapes/new.go",
                "package shapes\n\nfunc NewCircle() *Circle { return &Circle{} }\n",
            ),
            (
                "shapes/circle_test.go",
                concat!(
                    "package shapes_test\n\nimport . \"example.com/fx/shapes\"\n\n",
                    "func T() {\n\tc := NewCircle()\n\tc.Resize(1, 2)\n}\n",
                ),
            ),
        ]);
        let t = target(&r, "shapes/circle.go", "Circle.Resize");
        let c = one(&r, &t, "shapes/circle_test.go");
        assert_eq!((c.line, c.binds), (7, Binds::Yes), "{c:#?}");
    }

    #[test]
    fn dot_imported_types_constants_and_made_values_type_their_receivers() {
        // logrus' own tests: an external test package reaches `Logger`'s field through a dot
        // import, a constant of a typed `iota` block, a range over a package slice literal,
        // and `make(LevelHooks)`.
        let lg = concat!(
            "package lg\n\ntype Level uint32\n\nfunc (level Level) String() string { return \"\" }\n\n",
            "const (\n\tPanicLevel Level = iota\n\t// the finest\n\tTraceLevel\n)\n\n",
            "const (\n\tuntyped = iota\n\tbare\n)\n\n",
            "var AllLevels = []Level{PanicLevel, TraceLevel}\n\n",
            "type LevelHooks map[Level][]int\n\nfunc (hooks LevelHooks) Add(hook int) {}\n\n",
            "type Logger struct {\n\tHooks LevelHooks\n}\n\n",
            "type Other struct{}\n\nfunc (o Other) String() string { return \"\" }\n",
        );
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("lg/lg.go", lg),
            ("lg/util/util.go", "package util\n\nfunc Help() {}\n"),
            (
                "lg/in_test.go",
                concat!(
                    "package lg\n\nfunc a() {\n\tfor _, level := range AllLevels {\n\t\t_ = level.String()\n\t}\n",
                    "\t_ = TraceLevel.String()\n\thooks := make(LevelHooks)\n\thooks.Add(2)\n",
                    "\t_ = bare.String()\n\t_ = make([]Other, 1)[0].String()\n}\n",
                ),
            ),
            (
                "lg/ext_test.go",
                concat!(
                    "package lg_test\n\nimport (\n\t. \"example.com/fx/lg\"\n\t. \"example.com/fx/lg/util\"\n)\n\n",
                    "func run(f func(log *Logger)) { Help() }\n\n",
                    "func b() {\n\trun(func(log *Logger) {\n\t\tlog.Hooks.Add(1)\n\t})\n",
                    "\t_ = TraceLevel.String()\n\tfor _, l := range AllLevels {\n\t\t_ = l.String()\n\t}\n}\n",
                ),
            ),
        ]);
        let t = target(&r, "lg/lg.go", "Level.String");
        let binds = |path| {
            calls_of(&r, &t, path)
                .iter()
                .map(|c| (c.line, c.binds))
                .collect::<Vec<_>>()
        };
        // `bare` repeats an untyped block: not known; `make([]Other, 1)[0]` is an `Other`.
        assert_eq!(
            binds("lg/in_test.go"),
            [
                (5, Binds::Yes),
                (7, Binds::Yes),
                (10, Binds::Maybe),
                (11, Binds::No)
            ]
        );
        assert_eq!(
            binds("lg/ext_test.go"),
            [(14, Binds::Yes), (16, Binds::Yes)]
        );
        let t = target(&r, "lg/lg.go", "LevelHooks.Add");
        let binds: Vec<(usize, Binds)> = calls_of(&r, &t, "lg/in_test.go")
            .iter()
            .map(|c| (c.line, c.binds))
            .collect();
        assert_eq!(binds, [(9, Binds::Yes)]);
        let binds: Vec<(usize, Binds)> = calls_of(&r, &t, "lg/ext_test.go")
            .iter()
            .map(|c| (c.line, c.binds))
            .collect();
        assert_eq!(binds, [(12, Binds::Yes)]);
    }

    #[test]
    fn a_package_var_or_const_declaration_is_read_from_its_text() {
        let text = "package p\n\nvar (\n\tA = []T{x}\n\tB map[string]*T\n)\n\nconst (\n\tC K = iota\n\tD // next\n\tE, F = 1, 2\n\tG\n)\n\nconst H = 3\n";
        assert_eq!(package_var_decl(text, "A"), Some("= []T{x}"));
        assert_eq!(package_var_decl(text, "D"), Some("K = iota"));
        // `G` repeats `E, F = 1, 2`, a specification of two names: nothing is read.
        assert_eq!(package_var_decl(text, "G"), None);
        assert_eq!(package_var_decl(text, "H"), Some("= 3"));
        assert_eq!(seq_decl_text("= []T{x}"), Some("[]T"));
        assert_eq!(seq_decl_text("map[string]*T"), Some("map[string]*T"));
        assert_eq!(seq_decl_text("= []struct{ a int }{{1}}"), None);
        assert_eq!(seq_decl_text("= T{}"), None);
    }

    #[test]
    fn fields_embedding_and_method_expressions() {
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("shapes/circle.go", CIRCLE),
            ("shapes/expr.go", "package shapes\n\nfunc X(c *Circle) {\n\t(*Circle).Resize(c, 1, 2)\n\t(*c).Resize(1, 2)\n}\n"),
            ("app/fields.go", concat!(
                "package app\n\nimport \"example.com/fx/shapes\"\n\n",
                "type holder struct {\n\tc, d *shapes.Circle\n\ts    *shapes.Square\n}\n\n",
                "type big struct {\n\t*shapes.Circle\n}\n\n",
                "func F(h holder, b big) {\n\th.c.Resize(1, 2)\n\th.s.Resize(1)\n\tb.Resize(1, 2)\n\th.zz.Resize(1)\n}\n",
            )),
        ]);
        let t = target(&r, "shapes/circle.go", "Circle.Resize");
        let cs = calls_of(&r, &t, "shapes/expr.go");
        assert_eq!(
            cs.iter()
                .map(|c| (c.line, c.args, c.binds))
                .collect::<Vec<_>>(),
            vec![(4, Some(2), Binds::Yes), (5, Some(2), Binds::Yes)],
            "{cs:#?}"
        );
        let cs = calls_of(&r, &t, "app/fields.go");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            // `big` embeds `*shapes.Circle` and declares no `Resize`: the method is promoted
            // from Circle, the only embedded type that has it (Go's selector rule).
            vec![
                (15, Binds::Yes),
                (16, Binds::No),
                (17, Binds::Yes),
                (18, Binds::Maybe)
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn package_level_vars_of_sibling_files() {
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("shapes/circle.go", CIRCLE),
            ("app/vars.go", "package app\n\nimport \"example.com/fx/shapes\"\n\nvar Default = &shapes.Circle{R: 1}\n\nvar (\n\tother shapes.Square\n\tlater = new(shapes.Circle)\n)\n"),
            ("app/use.go", "package app\n\nimport \"example.com/fx/shapes\"\n\nfunc U() {\n\tDefault.Resize(1, 2)\n\tother.Resize(1)\n\tlater.Resize(1, 2)\n\tnowhere.Resize(1, 2)\n}\n"),
        ]);
        let t = target(&r, "shapes/circle.go", "Circle.Resize");
        let cs = calls_of(&r, &t, "app/use.go");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (6, Binds::Yes),
                (7, Binds::No),
                (8, Binds::Yes),
                (9, Binds::Maybe)
            ],
            "{cs:#?}"
        );
        assert_eq!(type_from_decl_text("= map[string]int{}"), GoType::Unknown);
        assert_eq!(
            named_from_text("[]int", false),
            GoType::Other("[]int".into())
        );
        assert_eq!(
            seq_texts("map[string][]*ast.Comment"),
            Some((Some("string"), "[]*ast.Comment"))
        );
        assert_eq!(seq_texts(" [4]byte"), Some((None, "byte")));
        assert_eq!(seq_texts("[]"), None);
        assert_eq!(seq_texts("func() []int"), None);
    }

    #[test]
    fn interfaces_dispatch_dynamically() {
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("shapes/circle.go", "package shapes\n\ntype Circle struct{}\n\nfunc (c *Circle) Write(p []byte) (int, error) { return 0, nil }\n"),
            ("shapes/iface.go", "package shapes\n\ntype Sink interface {\n\tWrite(p []byte) (int, error)\n}\n"),
            ("app/local.go", "package app\n\ntype Out interface{ Write(p []byte) (int, error) }\n"),
            ("app/use.go", concat!(
                "package app\n\nimport (\n\t\"io\"\n\t\"time\"\n\n\t\"example.com/fx/shapes\"\n)\n\n",
                "func U(w io.Writer, s shapes.Sink, o Out, t time.Time, p *bytes.Buffer) {\n",
                "\tw.Write(nil)\n\ts.Write(nil)\n\to.Write(nil)\n\tt.Write(nil)\n\tp.Write(nil)\n}\n",
            )),
        ]);
        let t = target(&r, "shapes/circle.go", "Circle.Write");
        let cs = calls_of(&r, &t, "app/use.go");
        assert_eq!(
            cs.iter().map(|c| (c.line, c.binds)).collect::<Vec<_>>(),
            vec![
                (11, Binds::Maybe),
                (12, Binds::Maybe),
                (13, Binds::Maybe),
                (14, Binds::No),
                (15, Binds::No)
            ],
            "{cs:#?}"
        );
    }

    #[test]
    fn without_go_mod_the_directory_name_decides() {
        let r = scratch(&[
            ("geo/scale.go", GEO),
            ("app/a.go", "package app\n\nimport \"whatever/geo\"\nimport \"whatever/img\"\n\nfunc A() { geo.Scale(1, 2, 3); img.Scale(1) }\n"),
        ]);
        let t = target(&r, "geo/scale.go", "Scale");
        let cs = calls_of(&r, &t, "app/a.go");
        assert_eq!(cs.len(), 2);
        assert_eq!(cs[0].binds, Binds::Maybe);
        assert_eq!(cs[1].binds, Binds::No);
    }

    #[test]
    fn helpers_parse_go_mod_package_and_import_names() {
        assert_eq!(
            module_path("// x\nmodule  example.com/a/b \n"),
            Some("example.com/a/b".into())
        );
        assert_eq!(
            package_clause("// Package geo does.\n/* package no\n*/\npackage geo\n"),
            Some("geo".into())
        );
        assert_eq!(guess_package_name("gopkg.in/yaml.v3"), "yaml");
        assert_eq!(guess_package_name("github.com/x/go-foo/v2"), "foo");
        assert_eq!(guess_package_name("strings"), "strings");
        assert!(declares_interface_text("type Shape interface {", "Shape"));
        assert!(declares_interface_text(
            "type (\n\tShape[T any] interface{}\n)",
            "Shape"
        ));
        assert!(!declares_interface_text(
            "type Shapes interface {}\ntype Shape struct{}",
            "Shape"
        ));
    }

    #[test]
    fn broken_source_does_not_panic() {
        let r = scratch(&[
            ("go.mod", GOMOD),
            ("geo/scale.go", GEO),
            ("app/x.go", "package app\nfunc (\nScale(( geo.Scale(1,\n"),
        ]);
        let t = target(&r, "geo/scale.go", "Scale");
        let _ = calls_of(&r, &t, "app/x.go");
        let _ = defs("func (x) ( ) Scale[");
    }

    // ---- another package's types

    /// A command package importing a flag package that is not in the repository (a module
    /// dependency), as cobra imports pflag.
    const CMD_GOMOD: &str =
        "module example.com/cmd\n\ngo 1.19\n\nrequire example.com/flags v1.0.0\n";
    const CMD: &str = concat!(
        "package cmd\n\nimport (\n\tflag \"example.com/flags\"\n)\n\n",
        "type Command struct {\n\tflags  *flag.FlagSet\n\tparent *Command\n}\n\n",
        "func (c *Command) Flags() *flag.FlagSet { return c.flags }\n\n",
        "func (c *Command) Parent() *Command { return c.parent }\n\n",
        "func (c *Command) HasAvailableFlags(x int) bool {\n\treturn c.Flags().HasAvailableFlags()\n}\n\n",
        "func (c *Command) Use() bool {\n\tfs := c.Flags()\n\treturn fs.HasAvailableFlags() || c.HasAvailableFlags()\n}\n",
    );

    #[test]
    fn a_type_of_a_package_the_targets_imports_does_not_reach_the_targets_method() {
        let doc = concat!(
            "package doc\n\nimport (\n\t\"example.com/cmd\"\n\t\"example.com/cmd/util\"\n)\n\n",
            "func P(c *cmd.Command) bool {\n\tflags := c.Flags()\n\treturn flags.HasAvailableFlags()\n}\n\n",
            "func Q() bool {\n\treturn util.Make().HasAvailableFlags()\n}\n",
        );
        let util = "package util\n\nimport \"example.com/other\"\n\nfunc Make() *other.Set { return nil }\n";
        let r = scratch(&[
            ("go.mod", CMD_GOMOD),
            ("cmd.go", CMD),
            ("doc/doc.go", doc),
            ("util/util.go", util),
        ]);
        let t = target(&r, "cmd.go", "Command.HasAvailableFlags");
        let cs = calls_of(&r, &t, "cmd.go");
        let got: Vec<(usize, Binds)> = cs.iter().map(|c| (c.line, c.binds)).collect();
        // `c.Flags().HasAvailableFlags()` and `fs.HasAvailableFlags()` call the flag
        // package's method: that package cannot embed a Command without an import cycle.
        assert_eq!(
            got,
            vec![(17, Binds::No), (22, Binds::No), (22, Binds::Yes)],
            "{cs:#?}"
        );
        assert!(cs[0].reason.contains("*flag.FlagSet"), "{}", cs[0].reason);
        let cs = calls_of(&r, &t, "doc/doc.go");
        let got: Vec<(usize, Binds)> = cs.iter().map(|c| (c.line, c.binds)).collect();
        // `other` (util's result) is no import of the target's package: its Set may embed a
        // Command.
        assert_eq!(got, vec![(10, Binds::No), (14, Binds::Maybe)], "{cs:#?}");
    }

    #[test]
    fn a_for_clauses_variable_is_in_scope_in_its_condition_and_post_statement() {
        let walk = concat!(
            "package cmd\n\n",
            "func (c *Command) Root() *Command {\n\tvar last *Command\n",
            "\tfor p := c; p != nil; p = p.Parent() {\n\t\tlast = p\n\t}\n\treturn last\n}\n\n",
            "func Walk(p *Other) {\n\tfor p := p.Parent(); p != nil; {\n\t}\n}\n\n",
            "type Other struct{}\n\nfunc (o *Other) Parent() *Other { return o }\n",
        );
        let r = scratch(&[("go.mod", CMD_GOMOD), ("cmd.go", CMD), ("walk.go", walk)]);
        let t = target(&r, "cmd.go", "Command.Parent");
        let cs = calls_of(&r, &t, "walk.go");
        let got: Vec<(usize, Binds)> = cs.iter().map(|c| (c.line, c.binds)).collect();
        // The initializer's `p` is not in scope in the initializer itself: there `p` is
        // the parameter, an *Other.
        assert_eq!(got, vec![(5, Binds::Yes), (12, Binds::No)], "{cs:#?}");
    }
}
