//! Binding helpers the languages share, driven by the node kinds of each [`LanguageSpec`]:
//! counting the arguments of a call, counting a parameter list by SPEC §4, and finding the
//! enclosing declaration of a node.
//!
//! [`LanguageSpec`]: super::spec::LanguageSpec

use tree_sitter::Node;

use super::{Params, SourceFile};

/// The node kinds of an argument list.
pub struct ArgSpec {
    /// When not empty, only these kinds are arguments (others, e.g. punctuation-like named
    /// nodes, are not counted).
    pub only: &'static [&'static str],
    /// Named nodes that are no argument besides comments (Rust `#[attr]`).
    pub skip: &'static [&'static str],
    /// An argument of one of these kinds spreads a collection (`...xs`, `*args`): the count is
    /// unknown.
    pub spread: &'static [&'static str],
    /// An argument holding a child of one of these kinds spreads too (PHP `argument` around
    /// `...$xs`).
    pub spread_inside: &'static [&'static str],
    /// An argument of one of these kinds, written last, passes a slice as the variadic
    /// parameter itself (Go `xs...`): the count is known, and [`Args::fills_variadic`] says
    /// that the arguments before it must fill the other parameters exactly.
    pub fills_variadic: &'static [&'static str],
    /// `(kind, field)`: an argument of this kind is passed by the name in that field.
    pub keyword: Option<(&'static str, &'static str)>,
}

impl ArgSpec {
    /// Every named child but comments is one argument.
    pub const NONE: ArgSpec = ArgSpec {
        only: &[],
        skip: &[],
        spread: &[],
        spread_inside: &[],
        fills_variadic: &[],
        keyword: None,
    };
}

/// What a call's argument list passes.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Args {
    /// Arguments written; `None` when a spread makes the count unknown.
    pub count: Option<usize>,
    /// Names of the arguments passed by keyword, in order (part of `count`).
    pub keywords: Vec<String>,
    /// The last argument is a slice passed as the variadic parameter (Go `xs...`; counted).
    pub fills_variadic: bool,
}

fn is_comment(n: Node) -> bool {
    n.is_extra() || n.kind().ends_with("comment")
}

/// Count the arguments of the argument list `list` by the rules of `file`'s language.
pub fn count_args(file: &SourceFile, list: Node) -> Args {
    let spec = &file.lang.spec().args;
    let mut n = 0;
    let mut keywords = Vec::new();
    let mut fills_variadic = false;
    let mut cursor = list.walk();
    for a in list.named_children(&mut cursor) {
        let kind = a.kind();
        if is_comment(a) || spec.skip.contains(&kind) {
            continue;
        }
        if fills_variadic {
            // Something after `xs...`: not a call the rule is sure of.
            return Args::default();
        }
        let spreads = spec.spread.contains(&kind)
            || (!spec.spread_inside.is_empty() && {
                let mut c = a.walk();
                let found = a
                    .children(&mut c)
                    .any(|x| spec.spread_inside.contains(&x.kind()));
                found
            });
        if spreads {
            return Args::default();
        }
        if !spec.only.is_empty() && !spec.only.contains(&kind) {
            continue;
        }
        if let Some((k, field)) = spec.keyword {
            if kind == k {
                if let Some(name) = a.child_by_field_name(field) {
                    keywords.push(file.text(name).into_owned());
                }
            }
        }
        fills_variadic = spec.fills_variadic.contains(&kind);
        n += 1;
    }
    Args {
        count: Some(n),
        keywords,
        fills_variadic,
    }
}

/// The node kinds of a parameter list, for languages whose parameters are counted by
/// position alone (SPEC §4): each parameter once, a defaulted one not required, a variadic
/// one once and not required.
pub struct ParamSpec {
    /// Ordinary parameters: counted, required unless `default_field` holds a value.
    pub plain: &'static [&'static str],
    /// Parameters with a default value (C++ `optional_parameter_declaration`): counted, not
    /// required.
    pub optional: &'static [&'static str],
    /// The field of a plain parameter that holds its default value, if the language has one.
    pub default_field: Option<&'static str>,
    /// Variadic parameters that are written as one (Java `T... xs`, Go `xs ...T`): counted
    /// once, not required, no upper bound.
    pub variadic: &'static [&'static str],
    /// Variadic markers that are not counted (C `...`, Rust `...` in an extern fn).
    pub variadic_uncounted: &'static [&'static str],
    /// An implicit receiver written in the list (Rust `&self`): counted and required.
    pub receiver: &'static [&'static str],
    /// `(field, kind)`: a first plain parameter whose `field` is a node of `kind` is a typed
    /// receiver (Rust `self: Box<Self>`).
    pub typed_receiver: Option<(&'static str, &'static str)>,
    /// The field naming each name a parameter node declares (Go `a, b int` counts two).
    pub names_field: Option<&'static str>,
    /// A list holding only this type and no name declares no parameter (C `f(void)`).
    pub void: Option<&'static str>,
    /// An unnamed token that is a variadic parameter, counted once (C++ `...`).
    pub variadic_token: Option<&'static str>,
}

impl ParamSpec {
    pub const NONE: ParamSpec = ParamSpec {
        plain: &[],
        optional: &[],
        default_field: None,
        variadic: &[],
        variadic_uncounted: &[],
        receiver: &[],
        typed_receiver: None,
        names_field: None,
        void: None,
        variadic_token: None,
    };
}

/// Count the parameter list `list` by the [`ParamSpec`] of `file`'s language (a language
/// without one counts its parameters itself and never calls this).
pub fn params_of(file: &SourceFile, list: Node) -> Params {
    let mut p = Params::default();
    let Some(spec) = &file.lang.spec().params else {
        debug_assert!(false, "{} has no ParamSpec", file.lang.name());
        return p;
    };
    let mut cursor = list.walk();
    let children: Vec<Node> = list
        .named_children(&mut cursor)
        .filter(|c| !is_comment(*c))
        .collect();
    if let (Some(void), [only]) = (spec.void, children.as_slice()) {
        if only.child_by_field_name("declarator").is_none()
            && only
                .child_by_field_name("type")
                .is_some_and(|t| file.text(t) == void)
        {
            return p;
        }
    }
    if let Some(tok) = spec.variadic_token {
        let mut cc = list.walk();
        if list
            .children(&mut cc)
            .any(|c| !c.is_named() && c.kind() == tok)
        {
            p.count += 1;
            p.variadic = true;
        }
    }
    for c in children {
        let kind = c.kind();
        if spec.receiver.contains(&kind) {
            p.count += 1;
            p.required += 1;
            p.receiver = true;
        } else if spec.plain.contains(&kind) {
            if let Some((field, k)) = spec.typed_receiver {
                if p.count == 0 && c.child_by_field_name(field).is_some_and(|x| x.kind() == k) {
                    p.receiver = true;
                }
            }
            let names = spec.names_field.map_or(1, |f| {
                let mut cc = c.walk();
                let n = c.children_by_field_name(f, &mut cc).count();
                n.max(1)
            });
            p.count += names;
            let defaulted = spec
                .default_field
                .is_some_and(|f| c.child_by_field_name(f).is_some());
            if !defaulted {
                p.required += names;
            }
        } else if spec.optional.contains(&kind) {
            p.count += 1;
        } else if spec.variadic.contains(&kind) {
            p.count += 1;
            p.variadic = true;
        } else if spec.variadic_uncounted.contains(&kind) {
            p.variadic = true;
        }
    }
    p
}

/// The nearest ancestor of `node` whose kind is one of `kinds`.
pub fn enclosing<'t>(node: Node<'t>, kinds: &[&str]) -> Option<Node<'t>> {
    let mut cur = node.parent();
    while let Some(p) = cur {
        if kinds.contains(&p.kind()) {
            return Some(p);
        }
        cur = p.parent();
    }
    None
}

/// [`count_args`] of a call node's `arguments` field; a call without one passes nothing.
pub fn call_args(file: &SourceFile, call: Node) -> Args {
    match call.child_by_field_name("arguments") {
        Some(list) => count_args(file, list),
        None => Args {
            count: Some(0),
            ..Args::default()
        },
    }
}

/// Whether type `ty` is `owner` or derives from it through the supertypes `types` declares
/// (name, supertype names, anything else), followed at most 8 levels deep.
pub fn derives<T>(types: &[(String, Vec<String>, T)], ty: &str, owner: &str) -> bool {
    fn go<T>(types: &[(String, Vec<String>, T)], ty: &str, owner: &str, depth: usize) -> bool {
        if ty == owner {
            return true;
        }
        depth <= 8
            && types
                .iter()
                .filter(|(n, _, _)| n == ty)
                .any(|(_, sup, _)| sup.iter().any(|s| go(types, s, owner, depth + 1)))
    }
    go(types, ty, owner, 0)
}
