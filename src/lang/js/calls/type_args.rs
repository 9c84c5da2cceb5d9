//! Overloads told apart by a call's explicit type arguments.
//!
//! tsc resolves a call written with type arguments (`computed<number>('sum', fn)`) only
//! against the signatures that take that many: at least as many as their type parameters
//! without a default, at most as many as they declare (a signature without type parameters
//! takes none). Among tldraw-state's four `computed` overloads, `computed<number>(name, fn)`
//! can reach the factory `computed<Value, Diff = unknown>(name, compute, options?)` and the
//! decorator factory `computed<Value, Diff = unknown>(options?)`, not the TC39 decorator
//! `computed<This extends object, Value>(compute, context)`, whose two parameters the count
//! alone would take: with the factory's `options` made required, no overload it may reach
//! takes two arguments, and tsc reports the call's arity.
//!
//! Read only for a call of an overloaded function or method (two definitions or more at the
//! target's site, not a constructor: a class's type arguments are its own) that binds the
//! target surely; when no signature takes that many type arguments the count alone decides
//! (tsc then reports the type arguments, not the arity).

use tree_sitter::Node;

use super::rest::def_node;
use super::{Cat, Cx};
use crate::lang::Field;

/// The type parameters a declaration (its `type_parameters` field) declares: (without a
/// default, all).
fn type_param_span(decl: Node) -> (usize, usize) {
    let Some(tp) = decl.field("type_parameters") else {
        return (0, 0);
    };
    let mut c = tp.walk();
    let mut required = 0;
    let mut all = 0;
    for p in tp.named_children(&mut c) {
        if p.kind() != "type_parameter" {
            continue;
        }
        all += 1;
        if p.field("value").is_none() {
            required += 1;
        }
    }
    (required, all)
}

impl<'a> Cx<'a> {
    /// Per definition of the target, whether a call written with explicit type arguments may
    /// reach it by their number (see the module's notes); `None` when the call writes none, the
    /// target is no overloaded function or method, or no signature takes that many.
    pub(super) fn type_arity_fits(&self, call: Node<'a>) -> Option<Vec<bool>> {
        let targs = call.field("type_arguments")?;
        if matches!(self.cat, Cat::Ctor(_))
            || self.file.lang == crate::lang::Lang::JavaScript
            || self.target.defs.len() < 2
        {
            return None;
        }
        let mut c = targs.walk();
        let k = targs
            .named_children(&mut c)
            .filter(|a| a.kind() != "comment")
            .count();
        let target = self.target;
        let file = self.class_module(
            &target.rel_path,
            target.owner().unwrap_or(&target.name),
            true,
        )?;
        let mut out = Vec::with_capacity(target.defs.len());
        for d in &target.defs {
            if d.params.behind_overloads {
                // Not callable by itself whatever it declares.
                out.push(true);
                continue;
            }
            let f = def_node(&file, d.start_byte, d.end_byte)?;
            let (required, all) = type_param_span(f);
            out.push(required <= k && k <= all);
        }
        let reachable = target
            .defs
            .iter()
            .zip(&out)
            .any(|(d, fits)| *fits && !d.params.behind_overloads);
        reachable.then_some(out)
    }
}

/// Both answers of which definitions a call may reach, each `None` when it tells nothing.
pub(super) fn both_fit(a: Option<Vec<bool>>, b: Option<Vec<bool>>) -> Option<Vec<bool>> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.iter().zip(&b).map(|(x, y)| *x && *y).collect()),
        (a, None) => a,
        (None, b) => b,
    }
}

#[cfg(test)]
mod tests {
    use super::type_param_span;
    use crate::lang::{Lang, SourceFile};

    #[test]
    fn a_default_makes_a_type_parameter_optional() {
        let src = "function a<T, U = string>(x: T): U { return x as any }\n\
                   function b(x: number) {}\n\
                   function c<This extends object, V>(x: V) {}\n";
        let f =
            SourceFile::parse("m.ts", Lang::TypeScript, src.as_bytes().to_vec()).expect("parse");
        let root = f.tree.root_node();
        let spans: Vec<(usize, usize)> = (0..3)
            .map(|i| type_param_span(root.named_child(i).expect("decl")))
            .collect();
        assert_eq!(spans, vec![(1, 2), (0, 0), (2, 2)]);
    }
}
