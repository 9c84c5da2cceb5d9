//! Classes constructed through a module-level constant of their own module.
//!
//! A TypeScript module may hide a class behind a constant and export only the constant:
//! tldraw's `export const EffectScheduler = singleton('EffectScheduler', (): { new
//! <R>(name, runEffect, options?): EffectScheduler<R> } => __EffectScheduler__)`, where
//! `function singleton<T>(key: string, init: () => T): T` hands back what its callback
//! returns. `new EffectScheduler('x', fn)` runs `__EffectScheduler__`'s constructor, and tsc
//! checks its arguments against the constant's type: here the construct signature the
//! callback declares, elsewhere the class's own constructor (`const X = C`, `const X: typeof
//! C = ..`, a callback `() => C` without a declared return).
//!
//! Read here, narrowly, from the class's module: a `const X` declared at module level whose
//! value is the class's name itself (in parentheses at most), or a call of a function of the
//! repository declared `function f<T>(.., init: () => T, ..): T` (in that module or imported
//! by name from a relative one) passing an arrow function whose body is the class's name; the
//! constant's type is its annotation when it has one (`typeof C`, or an object type with one
//! construct signature), else the arrow's declared return type (an object type with one
//! construct signature), else the class's. A call `new X(..)` (X imported by name from the
//! class's module, or X itself there) binds the constructor surely when that type's one
//! construct signature is the constructor's, or has the constructor's parameter counts
//! (required, written, rest): its arguments are then checked against a list of the
//! constructor's arity. A signature of other counts is listed: tsc checks the call against
//! it, not against the constructor.

use tree_sitter::Node;

use super::{
    declared_part_of, line_of, module_statements, named_import, resolve_spec, text_starts_with,
    typeof_name, Binding, Cx, Declared, DefKind, Import, ImportKind, Module, RepoCtx, Resolved,
    SourceFile, Target,
};
use crate::lang::{Binds, Field, Lang, Params};

/// One constant that constructs the target's class (see the module's notes).
#[derive(Debug, Clone, PartialEq)]
pub(in crate::lang::js) struct CtorConst {
    /// The constant's name.
    pub name: String,
    /// The line of its declarator (where a same-file binding of the name is declared).
    pub line: usize,
    /// Whether the module exports it (`export const`).
    pub exported: bool,
    /// Whether its construct signature has the constructor's parameter counts.
    pub sure: bool,
    /// What its type is, for a call's reason.
    pub how: String,
}

/// The constants of the target's module that construct its class (see the module's notes),
/// for a constructor target of a class declared at module level in a TypeScript module. Read
/// once per target, and only from a module whose text names the class after `=` or `=>`.
pub(in crate::lang::js) fn ctor_consts(
    target: &Target,
    ctx: &RepoCtx,
) -> std::sync::Arc<Vec<CtorConst>> {
    let path = target.rel_path.as_str();
    let key = format!("js:ctor-consts:{path}:{}", target.scope.join("."));
    ctx.memo(&key, || {
        if target.kind != DefKind::Constructor || target.scope.len() != 1 {
            return Vec::new();
        }
        let class = target.scope[0].as_str();
        let Some(lang) = Lang::from_path(std::path::Path::new(path)) else {
            return Vec::new();
        };
        if lang == Lang::JavaScript {
            return Vec::new();
        }
        let worth = ctx
            .read_shared(path)
            .is_some_and(|t| names_after_arrow_or_eq(t.as_bytes(), class));
        if !worth {
            return Vec::new();
        }
        let Some(file) = ctx.parsed(path, lang) else {
            return Vec::new();
        };
        let ctor = match target.defs.as_slice() {
            [d] if !d.params.behind_overloads => d.params.clone(),
            _ => return Vec::new(),
        };
        read_ctor_consts(&file, ctx, class, &ctor)
    })
}

/// Whether `src` writes `class` as a whole word right after `= ` or `=> ` (blanks between; not
/// `==`, `!=`, `<=`, `>=`): the text gate before a module is parsed for its constants.
fn names_after_arrow_or_eq(src: &[u8], class: &str) -> bool {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
    memchr::memmem::find_iter(src, class.as_bytes()).any(|at| {
        if at == 0 || word(src[at - 1]) || src.get(at + class.len()).is_some_and(|b| word(*b)) {
            return false;
        }
        let mut i = at;
        while i > 0 && src[i - 1].is_ascii_whitespace() {
            i -= 1;
        }
        match i.checked_sub(1).map(|j| src[j]) {
            Some(b'=') => i < 2 || !matches!(src[i - 2], b'=' | b'!' | b'<' | b'>'),
            Some(b'>') => i >= 2 && src[i - 2] == b'=',
            _ => false,
        }
    })
}

/// [`ctor_consts`] read from the class's module `file`.
fn read_ctor_consts(
    file: &SourceFile,
    ctx: &RepoCtx,
    class: &str,
    ctor: &Params,
) -> Vec<CtorConst> {
    let root = file.tree.root_node();
    let mut out = Vec::new();
    let mut c = root.walk();
    for stmt in root.named_children(&mut c) {
        let (decl, exported) = match stmt.kind() {
            "export_statement" => match stmt.field("declaration") {
                Some(d) => (d, true),
                None => continue,
            },
            _ => (stmt, false),
        };
        if decl.kind() != "lexical_declaration" || !text_starts_with(file, decl, "const") {
            continue;
        }
        let mut c2 = decl.walk();
        for d in decl.named_children(&mut c2) {
            if d.kind() != "variable_declarator" {
                continue;
            }
            let (Some(n), Some(v)) = (d.field("name"), d.field("value")) else {
                continue;
            };
            if n.kind() != "identifier" {
                continue;
            }
            let Some((sure, how)) = const_contract(file, ctx, d.field("type"), v, class, ctor)
            else {
                continue;
            };
            out.push(CtorConst {
                name: file.text(n).into_owned(),
                line: line_of(d),
                exported,
                sure,
                how,
            });
        }
    }
    out
}

/// Parentheses looked through (nothing else: `C as T` is of another type).
fn unparen(mut n: Node) -> Node {
    for _ in 0..16 {
        if n.kind() != "parenthesized_expression" {
            break;
        }
        match n.named_child(0) {
            Some(c) => n = c,
            None => break,
        }
    }
    n
}

/// Whether the expression `v` is the identifier `class`.
fn is_class(file: &SourceFile, v: Node, class: &str) -> bool {
    let v = unparen(v);
    v.kind() == "identifier" && file.text(v) == class
}

/// For a constant of declared type `ann` (if any) and value `v`: whether `new` of it is checked
/// against a signature of the constructor's counts `ctor` (and how its type is read), when the
/// value surely is the class `class`; `None` when it is not so shown.
fn const_contract(
    file: &SourceFile,
    ctx: &RepoCtx,
    ann: Option<Node>,
    v: Node,
    class: &str,
    ctor: &Params,
) -> Option<(bool, String)> {
    let v = unparen(v);
    let declared_return = if is_class(file, v, class) {
        None
    } else {
        // `f(.., () => C, ..)` with `f<T>(.., init: () => T, ..): T`.
        if v.kind() != "call_expression" || v.field("type_arguments").is_some() {
            return None;
        }
        let f = v.field("function")?;
        if f.kind() != "identifier" {
            return None;
        }
        let list = v.field("arguments")?;
        let mut c = list.walk();
        let args: Vec<Node> = list
            .named_children(&mut c)
            .filter(|a| a.kind() != "comment")
            .collect();
        let (index, arrow) = args.iter().enumerate().find_map(|(i, a)| {
            let a = unparen(*a);
            (a.kind() == "arrow_function"
                && a.field("body").is_some_and(|b| is_class(file, b, class)))
            .then_some((i, a))
        })?;
        let no_params = arrow.field("parameter").is_none()
            && arrow
                .field("parameters")
                .is_some_and(|p| p.named_child_count() == 0);
        if !no_params || arrow.field("type_parameters").is_some() {
            return None;
        }
        if !hands_back_callback(file, ctx, &file.text(f), index) {
            return None;
        }
        Some(arrow.field("return_type"))
    };
    let declared = ann.or(declared_return.flatten());
    let fname = || {
        let call = unparen(v);
        call.field("function")
            .map(|f| file.text(f).into_owned())
            .unwrap_or_default()
    };
    let through = if declared_return.is_some() {
        format!("{}(.., () => {class})", fname())
    } else {
        class.to_string()
    };
    let Some(t) = declared else {
        return Some((true, format!("its value is {through}, typed by it")));
    };
    if let Some(id) = typeof_name(t) {
        return (file.text(id) == class).then(|| {
            (
                true,
                format!("declared `typeof {class}`, its value {through}"),
            )
        });
    }
    let sig = one_construct_signature(t)?;
    let p = crate::lang::js::params_of(file, sig);
    let same = p.count == ctor.count && p.required == ctor.required && p.variadic == ctor.variadic;
    let line = line_of(sig);
    Some((
        same,
        if same {
            format!(
                "its value is {through}, typed by the construct signature at line {line}, of the constructor's arity"
            )
        } else {
            format!(
                "its value is {through}, typed by the construct signature at line {line}, not of the constructor's arity"
            )
        },
    ))
}

/// The one construct signature of the object type `ann` (a type annotation or the type),
/// when it has one and no call signature (its other members do not take part in `new`).
fn one_construct_signature(ann: Node) -> Option<Node> {
    let mut t = ann;
    if t.kind() == "type_annotation" {
        t = t.named_child(0)?;
    }
    while t.kind() == "parenthesized_type" {
        t = t.named_child(0)?;
    }
    if t.kind() != "object_type" {
        return None;
    }
    let mut c = t.walk();
    let sigs: Vec<Node> = t
        .named_children(&mut c)
        .filter(|m| matches!(m.kind(), "construct_signature" | "call_signature"))
        .collect();
    match sigs.as_slice() {
        [s] if s.kind() == "construct_signature" => Some(*s),
        _ => None,
    }
}

/// Whether the function `fname`, declared at module level in `file` or imported by name from a
/// relative module of the repository, is declared once as `function fname<.., T, ..>(..,
/// init: () => T, ..): T` with the callback parameter at `index`: a call returns what the
/// callback it is passed returns, typed as that callback's declared return (or value).
fn hands_back_callback(file: &SourceFile, ctx: &RepoCtx, fname: &str, index: usize) -> bool {
    if let Some(found) = identity_decl(file, fname, index) {
        return found;
    }
    let Some((spec, orig)) = named_import(file, fname) else {
        return false;
    };
    if !spec.starts_with('.') {
        return false;
    }
    let Resolved::File(p) = resolve_spec(ctx, &file.rel_path, &spec) else {
        return false;
    };
    let Some(lang) = Lang::from_path(std::path::Path::new(&p)) else {
        return false;
    };
    if lang == Lang::JavaScript {
        return false;
    }
    // The module's function declarations of that name alone, unless it is parsed already:
    // their parse reads as the whole module's does here.
    let part = if ctx.holds_parse(&p, lang) {
        None
    } else {
        declared_part_of(ctx, &p, lang, &orig, Declared::Functions)
    };
    part.or_else(|| ctx.parsed(&p, lang))
        .and_then(|f| identity_decl(&f, &orig, index))
        .unwrap_or(false)
}

/// For the function `name` declared at module level in `file`: `Some(true)` when it is one
/// declaration (no overloads) of the shape [`hands_back_callback`] wants, `Some(false)` for any
/// other, `None` when `file` declares no function `name`.
fn identity_decl(file: &SourceFile, name: &str, index: usize) -> Option<bool> {
    let fs: Vec<Node> = module_statements(file.tree.root_node())
        .into_iter()
        .filter(|s| {
            matches!(s.kind(), "function_declaration" | "function_signature")
                && s.field("name").is_some_and(|n| file.text(n) == name)
        })
        .collect();
    let [f] = fs.as_slice() else {
        return (!fs.is_empty()).then_some(false);
    };
    Some(identity_shape(file, *f, index).unwrap_or(false))
}

/// [`identity_decl`]'s test of the one declaration `f`.
fn identity_shape(file: &SourceFile, f: Node, index: usize) -> Option<bool> {
    let ret = bare_type_name(file, f.field("return_type")?)?;
    let tps = f.field("type_parameters")?;
    let mut c = tps.walk();
    let is_param = tps
        .named_children(&mut c)
        .filter(|p| p.kind() == "type_parameter")
        .any(|p| p.field("name").is_some_and(|n| file.text(n) == ret));
    if !is_param {
        return Some(false);
    }
    let list = f.field("parameters")?;
    let mut c = list.walk();
    let params: Vec<Node> = list
        .named_children(&mut c)
        .filter(|p| matches!(p.kind(), "required_parameter" | "optional_parameter"))
        .filter(|p| p.field("pattern").is_none_or(|n| n.kind() != "this"))
        .collect();
    let p = params.get(index)?;
    if p.field("pattern")
        .is_some_and(|n| n.kind() == "rest_pattern")
    {
        return Some(false);
    }
    let mut t = p.field("type")?;
    if t.kind() == "type_annotation" {
        t = t.named_child(0)?;
    }
    if t.kind() != "function_type" || t.field("type_parameters").is_some() {
        return Some(false);
    }
    let no_params = t
        .field("parameters")
        .is_some_and(|l| l.named_child_count() == 0);
    let returns = t
        .field("return_type")
        .and_then(|r| bare_type_name(file, r))
        .is_some_and(|r| r == ret);
    Some(no_params && returns)
}

/// The name of a type written as a bare identifier (`T`), through a type annotation.
fn bare_type_name(file: &SourceFile, t: Node) -> Option<String> {
    let mut t = t;
    if t.kind() == "type_annotation" {
        t = t.named_child(0)?;
    }
    (t.kind() == "type_identifier").then(|| file.text(t).into_owned())
}

impl<'a> Cx<'a> {
    /// `new X(..)` where `X` is a constant of the target's module that constructs its class
    /// (see the module's notes): imported by name from that module, or that module's own
    /// module-level constant. The verdict, its reason, and whether the call's count is checked
    /// against a list of the constructor's arity (a construct signature of other counts is
    /// what tsc checks it against: its count proves nothing about the constructor's, so the
    /// call is listed, never flagged, by name either); `None` when `X` is no such constant.
    pub(super) fn ctor_const_call(
        &mut self,
        c: Node<'a>,
        local: &str,
    ) -> Option<(Binds, String, bool)> {
        let consts = self
            .ctor_consts
            .get_or_init(|| ctor_consts(self.target, self.ctx))
            .clone();
        if consts.is_empty() {
            return None;
        }
        let found = match self.lookup(c, local)? {
            Binding::Import(i) => {
                let Import {
                    kind: ImportKind::Named(orig),
                    ..
                } = &i
                else {
                    return None;
                };
                let k = consts
                    .iter()
                    .find(|k| k.exported && k.name == *orig)?
                    .clone();
                let (m, why) = self.module_verdict(&i, local);
                match m {
                    Module::Target => (k, why, true),
                    Module::Alias(_) | Module::Reexport(_) => (k, why, false),
                    Module::Other(_) => return None,
                }
            }
            Binding::Var { line, .. } if self.this_file => {
                let k = consts
                    .iter()
                    .find(|k| k.line == line && k.name == local)?
                    .clone();
                (k, format!("{local} is declared at line {line}"), true)
            }
            _ => return None,
        };
        let (k, why, here) = found;
        let class = self.target.owner().unwrap_or_default();
        let binds = if k.sure && here {
            Binds::Yes
        } else {
            Binds::Maybe
        };
        Some((
            binds,
            format!("{why}; a constant that constructs {class}: {}", k.how),
            k.sure,
        ))
    }
}
