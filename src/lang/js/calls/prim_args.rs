//! Overloads told apart by an argument that cannot be a primitive.
//!
//! tsc resolves a call of an overloaded function or method against its overload signatures
//! alone (the implementation's list is not callable), taking the first whose parameters the
//! arguments are assignable to. The count alone may let a call reach a signature its argument
//! types rule out: pdf-lib's `lookupMaybe(key: PDFName, type: typeof PDFDict, strict:
//! boolean)` takes three arguments, but `dict.lookupMaybe(key, PDFString, PDFHexString)`
//! passes a class where it takes `boolean`, and reaches only the signatures of four
//! parameters or more.
//!
//! Read narrowly: a parameter declared with exactly one primitive type (`boolean`, `number`,
//! `string`, `bigint`, `symbol`), and an argument whose type surely is none of it — a class
//! named by its declaration in scope (a class value: `typeof C`, an object type), a function,
//! object, array or `new` expression, or a literal of another primitive. Anything else (an
//! identifier of a variable, a call, a member) is read as fitting.
//!
//! Read only for a call of an overloaded function or method (two definitions or more at the
//! target's site) that binds the target surely.

use tree_sitter::Node;

use super::rest::def_node;
use super::Cx;
use crate::lang::{Field, SourceFile};

/// A primitive type a parameter may be declared with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Prim {
    Boolean,
    Number,
    String,
    BigInt,
    Symbol,
}

/// The primitive type a parameter's annotation (`type` field) declares, exactly.
fn declared_prim(file: &SourceFile, param: Node) -> Option<Prim> {
    let ann = param.field("type")?;
    let mut c = ann.walk();
    let kids: Vec<Node> = ann
        .named_children(&mut c)
        .filter(|k| k.kind() != "comment")
        .collect();
    let [t] = kids[..] else {
        return None;
    };
    if t.kind() != "predefined_type" {
        return None;
    }
    Some(match &*file.text(t) {
        "boolean" => Prim::Boolean,
        "number" => Prim::Number,
        "string" => Prim::String,
        "bigint" => Prim::BigInt,
        "symbol" => Prim::Symbol,
        _ => return None,
    })
}

/// Per positional parameter of the declaration `decl`, the primitive it is declared with
/// (`None`: any other type, or none declared); the list stops before a rest parameter.
fn param_prims(file: &SourceFile, decl: Node) -> Vec<Option<Prim>> {
    let Some(params) = decl.field("parameters") else {
        return Vec::new();
    };
    let mut c = params.walk();
    let mut out = Vec::new();
    for p in params.named_children(&mut c) {
        if !matches!(p.kind(), "required_parameter" | "optional_parameter") {
            continue;
        }
        match p.field("pattern").map(|pat| pat.kind()) {
            // `this: T` is no argument.
            Some("this") => continue,
            Some("rest_pattern") => break,
            _ => {}
        }
        out.push(declared_prim(file, p));
    }
    out
}

/// What an argument surely is, as far as a primitive parameter needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ArgKind {
    /// An object type (a class value, a function, an object, array or instance): no
    /// primitive.
    Object,
    /// A literal of this primitive.
    Literal(Prim),
}

impl ArgKind {
    /// Whether a value of this kind is surely not assignable to `p`.
    fn rules_out(self, p: Prim) -> bool {
        match self {
            ArgKind::Object => true,
            ArgKind::Literal(q) => q != p,
        }
    }
}

impl<'a> Cx<'a> {
    /// What the argument `a` surely is (see the module's notes); `None` when not sure.
    fn arg_kind(&self, a: Node<'a>) -> Option<ArgKind> {
        Some(match a.kind() {
            "string" | "template_string" => ArgKind::Literal(Prim::String),
            "number" => ArgKind::Literal(Prim::Number),
            "true" | "false" => ArgKind::Literal(Prim::Boolean),
            "arrow_function"
            | "function_expression"
            | "function"
            | "object"
            | "array"
            | "class"
            | "new_expression" => ArgKind::Object,
            // A class declared in scope or imported (by name or as a default export).
            "identifier" => {
                self.class_home_at(a, &self.text(a))?;
                ArgKind::Object
            }
            _ => return None,
        })
    }

    /// Per definition of the target, whether the call `call` may reach it by its arguments'
    /// types where the definition declares a primitive parameter (see the module's notes);
    /// `None` when the target is no overloaded function or method, or no argument tells a
    /// definition apart.
    pub(super) fn prim_args_fit(&self, call: Node<'a>, args: Option<usize>) -> Option<Vec<bool>> {
        let target = self.target;
        if self.file.lang == crate::lang::Lang::JavaScript || target.defs.len() < 2 {
            return None;
        }
        // Only a signature the count lets the call reach can be ruled out by a type: when the
        // count reaches none, the count alone decides.
        let n = args?;
        if !target.defs.iter().any(|d| d.params.accepts(n, false)) {
            return None;
        }
        let list = call.field("arguments")?;
        if list.kind() != "arguments" {
            return None;
        }
        let mut c = list.walk();
        let args: Vec<Node> = list
            .named_children(&mut c)
            .filter(|a| a.kind() != "comment")
            .collect();
        if args.iter().any(|a| a.kind() == "spread_element") {
            return None;
        }
        let first = target.defs.first().map_or(0, |d| d.start_byte);
        let key = format!("js:prim-params:{}:{first}", target.rel_path);
        let prims = self.ctx.memo(&key, || {
            let file = self.class_module(
                &target.rel_path,
                target.owner().unwrap_or(&target.name),
                false,
            )?;
            let mut out = Vec::with_capacity(target.defs.len());
            for d in &target.defs {
                if d.params.behind_overloads {
                    out.push(None);
                    continue;
                }
                let f = def_node(&file, d.start_byte, d.end_byte)?;
                out.push(Some(param_prims(&file, f)));
            }
            // Read only when some signature declares a primitive parameter.
            out.iter()
                .flatten()
                .any(|ps| ps.iter().any(Option::is_some))
                .then_some(out)
        });
        let prims = prims.as_ref().as_ref()?;
        // Only the arguments some signature takes as a primitive are looked at.
        let kinds: Vec<Option<ArgKind>> = args
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let wanted = prims.iter().zip(&target.defs).any(|(ps, d)| {
                    d.params.accepts(n, false)
                        && ps
                            .as_ref()
                            .is_some_and(|ps| ps.get(i).is_some_and(Option::is_some))
                });
                if wanted {
                    self.arg_kind(*a)
                } else {
                    None
                }
            })
            .collect();
        if kinds.iter().all(Option::is_none) {
            return None;
        }
        let mut told = false;
        let out: Vec<bool> = prims
            .iter()
            .map(|ps| {
                // An implementation behind overloads is not callable by itself whatever it
                // declares: what the count says of it stands.
                let Some(ps) = ps else {
                    return true;
                };
                let ruled_out = kinds.iter().zip(ps).any(|(k, p)| match (k, p) {
                    (Some(k), Some(p)) => k.rules_out(*p),
                    _ => false,
                });
                told |= ruled_out;
                !ruled_out
            })
            .collect();
        told.then_some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::{param_prims, Prim};
    use crate::lang::{Field, Lang, SourceFile};

    #[test]
    fn only_a_parameter_declared_as_one_primitive_is_read() {
        let src =
            "function f(this: X, a: boolean, b?: string, c: number | undefined, d: typeof C, \
                   ...r: boolean[]) {}\n";
        let f =
            SourceFile::parse("m.ts", Lang::TypeScript, src.as_bytes().to_vec()).expect("parse");
        let decl = f.tree.root_node().named_child(0).expect("decl");
        assert!(decl.field("parameters").is_some());
        assert_eq!(
            param_prims(&f, decl),
            vec![Some(Prim::Boolean), Some(Prim::String), None, None]
        );
    }
}
