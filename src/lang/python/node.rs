//! A Python tree's node kinds and fields read by id. `Node::kind` finds the kind's name in the
//! grammar and measures and checks it as UTF-8 on every call, and `Node::child_by_field_name`
//! compares the field name with each of the grammar's in turn; the call reader asks both
//! hundreds of thousands of times in a large test module. The grammar's names are read
//! once here (by id, as the two methods read them), so a kind is a table lookup and a field
//! a short search of a sorted table. A node of another grammar is read by the two methods.

use std::sync::OnceLock;

use tree_sitter::{Language, Node};

/// The Python grammar's kind names by kind id and its field ids by name.
struct Names {
    language: Language,
    kinds: Vec<String>,
    /// Sorted by name.
    fields: Vec<(String, u16)>,
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        let language = crate::lang::Lang::Python.ts_language();
        let kinds = (0..language.node_kind_count())
            .map(|id| {
                u16::try_from(id)
                    .ok()
                    .and_then(|id| language.node_kind_for_id(id))
                    .unwrap_or_default()
                    .to_string()
            })
            .collect();
        let count = u16::try_from(language.field_count()).unwrap_or(u16::MAX);
        let mut fields: Vec<(String, u16)> = (1..=count)
            .filter_map(|id| Some((language.field_name_for_id(id)?.to_string(), id)))
            .collect();
        fields.sort();
        Names {
            language,
            kinds,
            fields,
        }
    })
}

/// [`Node::kind`] and [`Node::child_by_field_name`] of a Python tree's node, read by id.
pub(super) trait PyNode<'t> {
    /// The node's kind, as [`Node::kind`] gives it.
    fn kind_str(&self) -> &'t str;
    /// The node's first child of field `name`, as [`Node::child_by_field_name`] gives it.
    fn field(&self, name: &str) -> Option<Node<'t>>;
}

impl<'t> PyNode<'t> for Node<'t> {
    // (inlined: the walkers ask it of every node they pass, and a call of it costs more than
    // the lookup)
    #[inline]
    fn kind_str(&self) -> &'t str {
        let n = names();
        if *self.language() == n.language {
            if let Some(k) = n.kinds.get(usize::from(self.kind_id())) {
                if !k.is_empty() {
                    return k;
                }
            }
        }
        self.kind()
    }

    fn field(&self, name: &str) -> Option<Node<'t>> {
        let n = names();
        if *self.language() == n.language {
            return match n.fields.binary_search_by(|(f, _)| f.as_str().cmp(name)) {
                Ok(i) => self.child_by_field_id(n.fields[i].1),
                Err(_) => None,
            };
        }
        self.child_by_field_name(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every node of a parse that holds most of the grammar's statements and expressions:
    /// its kind and each of the grammar's fields read by id are what the two methods give.
    #[test]
    fn kinds_and_fields_by_id_are_those_by_name() {
        let src = "\
import os, sys as system
from a.b import (c, d as e)
from . import *
@decorate(1)
class A(B, metaclass=M):
    x: int = 1
    async def f(self, p: 'T' = 2, *args, k=3, **kw) -> list[int]:
        global g
        y = [i for i in range(3) if i] + {k: v for k, v in kw.items()}
        z = lambda q, r=1: q + r
        while y:
            if not y or y[0] is None:
                break
            elif y[1:2] != (1,):
                continue
            else:
                y.pop()
        try:
            with open(p) as fh, ctx():
                await fh.read()
        except (ValueError, KeyError) as err:
            raise RuntimeError('x') from err
        finally:
            del z
        for a, (b, c) in zip(y, y):
            assert a, f\"{b!r:>3}\"
        match y:
            case [1, *rest] if rest:
                pass
            case {'k': v, **other}:
                pass
            case A(x=1) | None:
                pass
        return (yield from g()) if k else ~-x ** 2 @ y
def h(*, a): (n := a); print(a, sep='', end=not a)
x = y = 1; x += 2; x[1], x.y = 3, 4
class C: pass
broken = (1,
";
        let file =
            crate::lang::SourceFile::parse("t.py", crate::lang::Lang::Python, src.into()).unwrap();
        let fields: Vec<String> = names().fields.iter().map(|(f, _)| f.clone()).collect();
        assert!(fields.iter().any(|f| f == "name") && fields.iter().any(|f| f == "body"));
        let mut stack = vec![file.tree.root_node()];
        let mut seen = 0;
        let mut kinds = std::collections::HashSet::new();
        while let Some(n) = stack.pop() {
            seen += 1;
            assert_eq!(n.kind_str(), n.kind());
            kinds.insert(n.kind());
            for f in &fields {
                assert_eq!(n.field(f), n.child_by_field_name(f), "{} {f}", n.kind());
            }
            assert_eq!(n.field("no_such_field"), None);
            let mut cursor = n.walk();
            stack.extend(n.children(&mut cursor));
        }
        assert!(seen > 500 && kinds.len() > 100, "{seen} {}", kinds.len());
        assert!(kinds.contains("ERROR"));
    }
}
