//! Definitions found by a tree-sitter query: a language's `defs.scm` (compiled once per
//! process) names its definition nodes, so the language's code only computes what a query
//! cannot (parameters by SPEC §4, visibility, scope).
//!
//! Capture names: `@definition.function`, `@definition.method`, `@definition.constructor`
//! and `@definition.class` on the whole definition, `@name` on the node whose text names it
//! (the convention of the grammar crates' `tags.scm`). A pattern may hold `@scope` on a
//! node whose text is the qualifier written before the name (C++ `T::f`).

use std::sync::OnceLock;

use tree_sitter::{Node, Query, QueryCursor, StreamingIterator};

use super::{DefKind, Lang, SourceFile, LANGS};

/// One definition a query matched.
#[derive(Debug, Clone, Copy)]
pub struct Matched<'t> {
    pub kind: DefKind,
    /// The whole definition.
    pub node: Node<'t>,
    /// The node naming it.
    pub name: Node<'t>,
    /// The qualifier written before the name, where the pattern captures one.
    pub scope: Option<Node<'t>>,
}

/// The compiled definitions query of `lang`, or `None` when it has none.
///
/// # Panics
/// When a language's `defs.scm` does not compile against its grammar: a programming error
/// the table's tests catch.
pub fn query(lang: Lang) -> Option<&'static Query> {
    static QUERIES: OnceLock<Vec<OnceLock<Option<Query>>>> = OnceLock::new();
    let all = QUERIES.get_or_init(|| LANGS.iter().map(|_| OnceLock::new()).collect());
    all.get(lang as usize)?
        .get_or_init(|| {
            let spec = lang.spec();
            let text = spec.defs_query?;
            match Query::new(&(spec.grammar)(), text) {
                Ok(q) => Some(q),
                Err(e) => panic!("{}'s defs.scm does not compile: {e}", spec.name),
            }
        })
        .as_ref()
}

/// Every definition the language's query matches in `file`, in document order.
pub fn matches(file: &SourceFile) -> Vec<Matched<'_>> {
    let Some(q) = query(file.lang) else {
        return Vec::new();
    };
    let names = q.capture_names();
    let mut cursor = QueryCursor::new();
    let mut out = Vec::new();
    let mut it = cursor.matches(q, file.tree.root_node(), file.src.as_slice());
    while let Some(m) = it.next() {
        let (mut def, mut name, mut scope) = (None, None, None);
        for c in m.captures() {
            match names.get(c.index as usize).copied() {
                Some("name") => name = Some(c.node),
                Some("scope") => scope = Some(c.node),
                Some("definition.function") => def = Some((DefKind::Function, c.node)),
                Some("definition.method") => def = Some((DefKind::Method, c.node)),
                Some("definition.constructor") => def = Some((DefKind::Constructor, c.node)),
                Some("definition.class") => def = Some((DefKind::Class, c.node)),
                _ => {}
            }
        }
        if let (Some((kind, node)), Some(name)) = (def, name) {
            out.push(Matched {
                kind,
                node,
                name,
                scope,
            });
        }
    }
    out.sort_by_key(|m| (m.node.start_byte(), m.name.start_byte()));
    out.dedup_by_key(|m| (m.node.id(), m.name.id()));
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_query_compiles() {
        for s in super::LANGS {
            let _ = super::query(s.lang);
        }
    }
}
