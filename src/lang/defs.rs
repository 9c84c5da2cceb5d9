//! Definitions found by a tree-sitter query: a language's `defs.scm` names its definition
//! nodes, so the language's code only computes what a query cannot (parameters by SPEC §4,
//! visibility, scope).
//!
//! Capture names: `@definition.function`, `@definition.method`, `@definition.constructor`
//! and `@definition.class` on the whole definition, `@name` on the node whose text names it
//! (the convention of the grammar crates' `tags.scm`). A pattern may hold `@scope` on a
//! node whose text is the qualifier written before the name (C++ `T::f`).
//!
//! The query is tree-sitter's syntax (a test compiles each one with `tree_sitter::Query` and
//! checks this module finds what tree-sitter's own query cursor finds), but it runs here: each
//! pattern is read once per process into a small tree of node kinds, fields and captures,
//! and matched only at the nodes of its root kind during one tree walk. `tree_sitter::Query`
//! costs 14–30 million instructions to build per language and process (its pattern analysis
//! walks the grammar's whole parse table, whatever the patterns), and its cursor pays for
//! every node it enters: together a Java or Rust `measure` took a fifth longer, where the
//! hand-written walks it replaced cost next to nothing.
//!
//! The subset read: `(kind …)`, `(_)`, `"token"`, `[(a) (b)]` (alternatives without
//! children), `field: …`, `.` before the first child (the first named child), `@capture`,
//! and `;` comments. Every pattern is rooted at one named node kind.

use std::sync::OnceLock;

use tree_sitter::Node;

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

/// What a capture names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cap {
    Def(DefKind),
    Name,
    Scope,
    Other,
}

/// Which nodes a pattern node accepts.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Sel {
    /// A named node of one of these kinds.
    Named(Vec<String>),
    /// `(_)`: any named node.
    AnyNamed,
    /// `"tok"`: an anonymous node spelled so.
    Token(String),
}

/// One node of a pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Pat {
    sel: Sel,
    children: Vec<Child>,
    caps: Vec<Cap>,
}

/// A child pattern: in a field or not, anchored to the first named child or not.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Child {
    field: Option<String>,
    anchored: bool,
    pat: Pat,
}

/// A language's definitions query, read once.
#[derive(Debug)]
pub struct Compiled {
    patterns: Vec<Pat>,
    /// Indexed by node kind id: the patterns rooted at that kind.
    by_kind: Vec<Vec<usize>>,
}

/// The definitions query of `lang`, read once per process; `None` when it has none.
///
/// # Panics
/// When a language's `defs.scm` is outside the subset this module reads or names a node kind
/// its grammar lacks: programming errors the table's tests catch.
pub fn query(lang: Lang) -> Option<&'static Compiled> {
    static QUERIES: OnceLock<Vec<OnceLock<Option<Compiled>>>> = OnceLock::new();
    let all = QUERIES.get_or_init(|| LANGS.iter().map(|_| OnceLock::new()).collect());
    all.get(lang as usize)?
        .get_or_init(|| {
            let spec = lang.spec();
            let text = spec.defs_query?;
            let patterns = match parse(text) {
                Ok(p) => p,
                Err(e) => panic!("{}'s defs.scm: {e}", spec.name),
            };
            let grammar = (spec.grammar)();
            let mut by_kind = vec![Vec::new(); grammar.node_kind_count()];
            for (i, p) in patterns.iter().enumerate() {
                let Sel::Named(kinds) = &p.sel else {
                    panic!(
                        "{}'s defs.scm: pattern {i} is not rooted at a node kind",
                        spec.name
                    );
                };
                let mut found = false;
                for (id, slot) in by_kind.iter_mut().enumerate() {
                    let id = u16::try_from(id).unwrap_or(u16::MAX);
                    if grammar.node_kind_is_named(id)
                        && grammar
                            .node_kind_for_id(id)
                            .is_some_and(|k| kinds.iter().any(|n| n == k))
                    {
                        slot.push(i);
                        found = true;
                    }
                }
                assert!(found, "{}'s defs.scm: no node kind {kinds:?}", spec.name);
            }
            Some(Compiled { patterns, by_kind })
        })
        .as_ref()
}

/// Every definition the language's query matches in `file`, in document order.
pub fn matches(file: &SourceFile) -> Vec<Matched<'_>> {
    matches_pruned(file, |_| true)
}

/// [`matches`] that does not look inside a node for which `descend` says false (a body that
/// cannot declare anything).
pub fn matches_pruned<'t>(
    file: &'t SourceFile,
    mut descend: impl FnMut(Node<'t>) -> bool,
) -> Vec<Matched<'t>> {
    let Some(q) = query(file.lang) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut found = Vec::new();
    super::walk_pruned(file.tree.root_node(), |n| {
        matched_at(q, n, &mut found, |m| out.push(m));
        descend(n)
    });
    out.sort_by_key(|m| (m.node.start_byte(), m.name.start_byte()));
    out.dedup_by_key(|m| (m.node.id(), m.name.id()));
    out
}

/// [`matches_pruned`], each match with the nodes around the one its pattern matched at,
/// outermost (the root) first: read from the walk, where asking each node for its parent would
/// descend from the root once per level.
pub fn matches_with_ancestors<'t>(
    file: &'t SourceFile,
    mut descend: impl FnMut(Node<'t>) -> bool,
) -> Vec<(Matched<'t>, Vec<Node<'t>>)> {
    let Some(q) = query(file.lang) else {
        return Vec::new();
    };
    let mut out: Vec<(Matched<'t>, Vec<Node<'t>>)> = Vec::new();
    let mut found = Vec::new();
    super::walk_pruned_path(file.tree.root_node(), |n, path| {
        matched_at(q, n, &mut found, |m| out.push((m, path.to_vec())));
        descend(n)
    });
    out.sort_by_key(|(m, _)| (m.node.start_byte(), m.name.start_byte()));
    out.dedup_by_key(|(m, _)| (m.node.id(), m.name.id()));
    out
}

/// The definitions the query's patterns match at `n`, each handed to `push`.
fn matched_at<'t>(
    q: &Compiled,
    n: Node<'t>,
    found: &mut Vec<Caps<'t>>,
    mut push: impl FnMut(Matched<'t>),
) {
    let Some(pats) = q.by_kind.get(usize::from(n.kind_id())) else {
        return;
    };
    for &i in pats {
        found.clear();
        match_all(&q.patterns[i], n, &mut Vec::new(), found);
        for caps in found.iter() {
            let (mut def, mut name, mut scope) = (None, None, None);
            for &(c, node) in caps {
                match c {
                    Cap::Def(kind) => def = Some((kind, node)),
                    Cap::Name => name = Some(node),
                    Cap::Scope => scope = Some(node),
                    Cap::Other => {}
                }
            }
            if let (Some((kind, node)), Some(name)) = (def, name) {
                push(Matched {
                    kind,
                    node,
                    name,
                    scope,
                });
            }
        }
    }
}

type Caps<'t> = Vec<(Cap, Node<'t>)>;

fn accepts(sel: &Sel, n: Node) -> bool {
    match sel {
        Sel::Named(kinds) => n.is_named() && kinds.iter().any(|k| k == n.kind()),
        Sel::AnyNamed => n.is_named(),
        Sel::Token(t) => !n.is_named() && n.kind() == t,
    }
}

/// Every way `pat` matches at `n`, each as the captures so far (`prefix`) plus its own.
fn match_all<'t>(pat: &Pat, n: Node<'t>, prefix: &mut Caps<'t>, out: &mut Vec<Caps<'t>>) {
    if !accepts(&pat.sel, n) {
        return;
    }
    let len = prefix.len();
    prefix.extend(pat.caps.iter().map(|&c| (c, n)));
    match_children(&pat.children, n, 0, prefix, out);
    prefix.truncate(len);
}

/// Every way `children` match `parent`'s children from index `from` on, in order.
fn match_children<'t>(
    children: &[Child],
    parent: Node<'t>,
    from: u32,
    prefix: &mut Caps<'t>,
    out: &mut Vec<Caps<'t>>,
) {
    let Some((c, rest)) = children.split_first() else {
        out.push(prefix.clone());
        return;
    };
    let first_named = if c.anchored {
        (0..parent.child_count()).find(|&i| parent.child(i).is_some_and(|n| n.is_named()))
    } else {
        None
    };
    for i in from..parent.child_count() {
        if c.anchored && Some(i) != first_named {
            continue;
        }
        if let Some(f) = &c.field {
            if parent.field_name_for_child(i) != Some(f.as_str()) {
                continue;
            }
        }
        let Some(child) = parent.child(i) else {
            continue;
        };
        let mut here = Vec::new();
        match_all(&c.pat, child, prefix, &mut here);
        for mut caps in here {
            match_children(rest, parent, i + 1, &mut caps, out);
        }
    }
}

/// A token of the query text.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok<'a> {
    Open,
    Close,
    OpenAlt,
    CloseAlt,
    Anchor,
    Capture(&'a str),
    Field(&'a str),
    Word(&'a str),
    Str(&'a str),
}

fn tokens(text: &str) -> Result<Vec<Tok<'_>>, String> {
    let b = text.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'-';
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            c if c.is_ascii_whitespace() => i += 1,
            b';' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'(' | b')' | b'[' | b']' | b'.' => {
                out.push(match b[i] {
                    b'(' => Tok::Open,
                    b')' => Tok::Close,
                    b'[' => Tok::OpenAlt,
                    b']' => Tok::CloseAlt,
                    _ => Tok::Anchor,
                });
                i += 1;
            }
            b'@' => {
                let s = i + 1;
                i = s;
                while i < b.len() && word(b[i]) {
                    i += 1;
                }
                out.push(Tok::Capture(&text[s..i]));
            }
            b'"' => {
                let s = i + 1;
                i = s;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        return Err("escapes in strings are not read".into());
                    }
                    i += 1;
                }
                out.push(Tok::Str(&text[s..i]));
                i += 1;
            }
            c if c.is_ascii_alphanumeric() || c == b'_' => {
                let s = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                if b.get(i) == Some(&b':') {
                    out.push(Tok::Field(&text[s..i]));
                    i += 1;
                } else {
                    out.push(Tok::Word(&text[s..i]));
                }
            }
            c => return Err(format!("unexpected `{}` at byte {i}", c as char)),
        }
    }
    Ok(out)
}

fn parse(text: &str) -> Result<Vec<Pat>, String> {
    let toks = tokens(text)?;
    let mut at = 0;
    let mut out = Vec::new();
    while at < toks.len() {
        out.push(parse_node(&toks, &mut at)?);
    }
    Ok(out)
}

fn capture(name: &str) -> Cap {
    match name {
        "name" => Cap::Name,
        "scope" => Cap::Scope,
        "definition.function" => Cap::Def(DefKind::Function),
        "definition.method" => Cap::Def(DefKind::Method),
        "definition.constructor" => Cap::Def(DefKind::Constructor),
        "definition.class" => Cap::Def(DefKind::Class),
        _ => Cap::Other,
    }
}

fn parse_node(toks: &[Tok], at: &mut usize) -> Result<Pat, String> {
    let next = |at: &mut usize| {
        let t = toks.get(*at).cloned();
        *at += 1;
        t
    };
    let (sel, children) = match next(at) {
        Some(Tok::Str(s)) => (Sel::Token(s.to_string()), Vec::new()),
        Some(Tok::OpenAlt) => {
            let mut kinds = Vec::new();
            loop {
                match next(at) {
                    Some(Tok::CloseAlt) => break,
                    Some(Tok::Open) => match (next(at), next(at)) {
                        (Some(Tok::Word(k)), Some(Tok::Close)) => kinds.push(k.to_string()),
                        _ => return Err("alternatives must be `(kind)`".into()),
                    },
                    t => return Err(format!("unexpected {t:?} in `[…]`")),
                }
            }
            (Sel::Named(kinds), Vec::new())
        }
        Some(Tok::Open) => {
            let sel = match next(at) {
                Some(Tok::Word("_")) => Sel::AnyNamed,
                Some(Tok::Word(k)) => Sel::Named(vec![k.to_string()]),
                t => return Err(format!("expected a node kind, found {t:?}")),
            };
            let mut children = Vec::new();
            loop {
                let anchored = toks.get(*at) == Some(&Tok::Anchor);
                if anchored {
                    if !children.is_empty() {
                        return Err("`.` only before the first child".into());
                    }
                    *at += 1;
                }
                match toks.get(*at) {
                    Some(Tok::Close) => {
                        *at += 1;
                        break;
                    }
                    Some(Tok::Field(f)) => {
                        *at += 1;
                        let pat = parse_node(toks, at)?;
                        children.push(Child {
                            field: Some(f.to_string()),
                            anchored,
                            pat,
                        });
                    }
                    Some(_) => {
                        let pat = parse_node(toks, at)?;
                        children.push(Child {
                            field: None,
                            anchored,
                            pat,
                        });
                    }
                    None => return Err("unclosed `(`".into()),
                }
            }
            (sel, children)
        }
        t => return Err(format!("expected a pattern, found {t:?}")),
    };
    let mut caps = Vec::new();
    while let Some(Tok::Capture(c)) = toks.get(*at) {
        caps.push(capture(c));
        *at += 1;
    }
    Ok(Pat {
        sel,
        children,
        caps,
    })
}

#[cfg(test)]
mod tests {
    use tree_sitter::{Query, QueryCursor, StreamingIterator};

    use super::super::SourceFile;

    /// Each `defs.scm` is a valid tree-sitter query for its grammar, and this module reads it.
    #[test]
    fn every_query_compiles() {
        for s in super::LANGS {
            if let Some(text) = s.defs_query {
                if let Err(e) = Query::new(&(s.grammar)(), text) {
                    panic!("{}'s defs.scm does not compile: {e}", s.name);
                }
            }
            let _ = super::query(s.lang);
        }
    }

    /// What tree-sitter's own query cursor finds: (definition kind, node, name) per match.
    fn by_tree_sitter(file: &SourceFile) -> Vec<(super::DefKind, usize, usize)> {
        let Some(text) = file.lang.spec().defs_query else {
            return Vec::new();
        };
        let q = Query::new(&(file.lang.spec().grammar)(), text).expect("compiles");
        let names = q.capture_names();
        let mut cursor = QueryCursor::new();
        let mut out = Vec::new();
        let mut it = cursor.matches(&q, file.tree.root_node(), file.src.as_slice());
        while let Some(m) = it.next() {
            let (mut def, mut name) = (None, None);
            for c in m.captures() {
                match names[c.index as usize] {
                    "name" => name = Some(c.node),
                    "definition.function" => def = Some((super::DefKind::Function, c.node)),
                    "definition.method" => def = Some((super::DefKind::Method, c.node)),
                    "definition.constructor" => {
                        def = Some((super::DefKind::Constructor, c.node));
                    }
                    "definition.class" => def = Some((super::DefKind::Class, c.node)),
                    _ => {}
                }
            }
            if let (Some((k, n)), Some(name)) = (def, name) {
                out.push((k, n, name));
            }
        }
        out.sort_by_key(|m| (m.1.start_byte(), m.2.start_byte()));
        out.dedup_by_key(|m| (m.1.id(), m.2.id()));
        out.into_iter()
            .map(|(k, n, name)| (k, n.id(), name.id()))
            .collect()
    }

    /// On every source file of the test fixtures (and, with `DEFS_DIR` set, every file under
    /// that directory), this module matches exactly what tree-sitter's query cursor matches.
    #[test]
    fn the_queries_match_as_tree_sitter_does() {
        let mut roots = vec![std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests")];
        roots.extend(std::env::var_os("DEFS_DIR").map(std::path::PathBuf::from));
        let (mut files, mut defs) = (0, 0);
        let mut langs = std::collections::BTreeSet::new();
        for file in super::super::testkit::parsed_files_below(roots) {
            let ours: Vec<_> = super::matches(&file)
                .iter()
                .map(|m| (m.kind, m.node.id(), m.name.id()))
                .collect();
            assert_eq!(ours, by_tree_sitter(&file), "{}", file.rel_path);
            files += 1;
            defs += ours.len();
            langs.insert(file.lang.name());
        }
        eprintln!("{files} files, {defs} definitions, {langs:?}");
        assert!(defs > 100 && langs.len() >= 10, "{langs:?}");
    }
}

#[cfg(test)]
mod php_tests {
    use super::super::{testkit, walk, Lang};

    /// PHP's query finds exactly the nodes the hand-written walk it replaced visited.
    #[test]
    fn the_php_query_finds_what_the_walk_found() {
        let src = "<?php\nnamespace App;\n\nfunction f($a) {\n    function g() {}\n    $x = function ($y) { return $y; };\n    return fn($z) => $z;\n}\n\nclass C extends B {\n    public function m(int $a = 1, ...$rest) {}\n    public static function s() {}\n}\n\ninterface I { public function n(); }\ntrait T { function t() {} }\nenum E { case X; public function e() {} }\n$o = new class { public function anon() {} };\n";
        let file = testkit::parse(Lang::Php, "a.php", src);
        let mut walked = Vec::new();
        walk(file.tree.root_node(), |n| {
            let kind = n.kind();
            let wanted = matches!(
                kind,
                "function_definition"
                    | "method_declaration"
                    | "class_declaration"
                    | "trait_declaration"
                    | "interface_declaration"
                    | "enum_declaration"
            );
            if wanted && n.child_by_field_name("name").is_some() {
                walked.push(n.id());
            }
        });
        let found: Vec<usize> = super::matches(&file).iter().map(|m| m.node.id()).collect();
        assert_eq!(found, walked);
        assert_eq!(found.len(), 12);
    }
}
