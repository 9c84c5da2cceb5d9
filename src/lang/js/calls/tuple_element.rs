//! Variables destructured from a call that is declared to return a tuple.
//!
//! `const [atom, cleanup] = localStorageAtom('key', 'initial')` with tldraw-state's
//! `function localStorageAtom<Value, Diff>(..): [Atom<Value, Diff>, () => void]`: tsc types
//! `atom` by the tuple's first element, the interface `Atom`, and checks `atom.set(v)` against
//! its `set`. Read here for a variable bound by a plain name at a fixed position of an array
//! pattern (no default, no rest before it) in a `const`/`let` declaration never assigned
//! again, whose initialiser is a call of a free function declared at module level in this
//! file or imported by name, every declaration of which declares as return type a tuple whose
//! element there is one plainly named type of the repository (not a type parameter of the
//! function, not optional, no rest element before it).

use tree_sitter::Node;

use super::{
    module_statements, names_type_param, sure_type_node, unwrap_expr, Binding, Cx, Import,
    ImportKind, SourceFile,
};
use crate::lang::Field;

/// The position of the plain name `name` in the array pattern `pat` (holes counted), when no
/// rest element comes before it and it has no default.
fn pattern_index(file: &SourceFile, pat: Node, name: &str) -> Option<usize> {
    let mut index = 0;
    let mut c = pat.walk();
    for k in pat.children(&mut c) {
        match k.kind() {
            "," => index += 1,
            "[" | "]" | "comment" => {}
            "identifier" if file.text(k) == name => return Some(index),
            "rest_pattern" => return None,
            _ => {}
        }
    }
    None
}

/// The tuple element type at `index` of the declared return type `ret` (a type annotation):
/// its base name when it is one plainly named type (`Atom<V, D>` is `Atom`), no optional or
/// rest element up to it; not for a named member (`[value: Atom]`), left unread.
fn tuple_element_name(file: &SourceFile, ret: Node, index: usize) -> Option<String> {
    let t = sure_type_node(file, ret)?;
    if t.kind() != "tuple_type" {
        return None;
    }
    let mut c = t.walk();
    let elems: Vec<Node> = t
        .named_children(&mut c)
        .filter(|e| e.kind() != "comment")
        .collect();
    if elems
        .iter()
        .take(index + 1)
        .any(|e| matches!(e.kind(), "rest_type" | "optional_type"))
    {
        return None;
    }
    // A named member (`[value: T]`, parsed as a parameter) is not read.
    let e = *elems.get(index)?;
    let e = match e.kind() {
        "generic_type" => e.field("name")?,
        _ => e,
    };
    (e.kind() == "type_identifier").then(|| file.text(e).into_owned())
}

/// For the function `name` declared at module level in `file`: `Some(Some(T))` when every
/// declaration of it declares a tuple return whose element at `index` is the type `T` (see
/// [`tuple_element_name`]), no type parameter of theirs; `Some(None)` when declared
/// otherwise; `None` when `file` declares no function `name`.
fn tuple_return_in(file: &SourceFile, name: &str, index: usize) -> Option<Option<String>> {
    let fs: Vec<Node> = module_statements(file.tree.root_node())
        .into_iter()
        .filter(|s| {
            matches!(s.kind(), "function_declaration" | "function_signature")
                && s.field("name").is_some_and(|n| file.text(n) == name)
        })
        .collect();
    if fs.is_empty() {
        return None;
    }
    if file.lang == crate::lang::Lang::JavaScript {
        return Some(None);
    }
    let mut found: Option<String> = None;
    for f in &fs {
        let t = f
            .field("return_type")
            .and_then(|r| tuple_element_name(file, r, index))
            .filter(|t| !names_type_param(file, &[*f], t));
        let Some(t) = t else {
            return Some(None);
        };
        if found.as_ref().is_some_and(|f| *f != t) {
            return Some(None);
        }
        found = Some(t);
    }
    Some(found)
}

impl<'a> Cx<'a> {
    /// The declarator value and position of `name` when a `const`/`let` declaration of the
    /// scope that binds it destructures it by position (`const [a, b] = f()`), and the
    /// scope never assigns it again.
    fn tuple_bound(&self, at: Node<'a>, name: &str) -> Option<(Node<'a>, usize)> {
        let file = self.file;
        let (scope, stmts) = self.declaring_statements(at, name)?;
        if self.assigns_in(scope, name) {
            return None;
        }
        stmts.into_iter().find_map(|s| {
            if s.kind() != "lexical_declaration" {
                return None;
            }
            let mut c = s.walk();
            let ds: Vec<Node<'a>> = s.named_children(&mut c).collect();
            ds.into_iter().find_map(|d| {
                let pat = d.field("name")?;
                if pat.kind() != "array_pattern" || d.field("type").is_some() {
                    return None;
                }
                Some((d.field("value")?, pattern_index(file, pat, name)?))
            })
        })
    }

    /// The type (module file, name there) of `name` destructured by position from a call of a
    /// function declared to return a tuple (see the module's notes).
    pub(super) fn tuple_element_home(&self, at: Node<'a>, name: &str) -> Option<(String, String)> {
        if self.file.lang == crate::lang::Lang::JavaScript {
            return None;
        }
        let (v, index) = self.tuple_bound(at, name)?;
        let call = unwrap_expr(v);
        if call.kind() != "call_expression" {
            return None;
        }
        let f = unwrap_expr(call.field("function")?);
        if f.kind() != "identifier" {
            return None;
        }
        let fname = self.text(f);
        let pick = |file: &SourceFile, n: &str| {
            tuple_return_in(file, n, index).map(|t| t.and_then(|t| self.type_home_in(file, &t)))
        };
        match self.lookup(call, &fname)? {
            Binding::Func {
                module_level: true, ..
            } => pick(self.file, &fname)?,
            Binding::Import(Import {
                spec,
                kind: ImportKind::Named(orig),
                ..
            }) => self.imported_decl(&spec, &orig, &format!("tuple-element-{index}"), &pick),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{pattern_index, tuple_return_in};
    use crate::lang::{Field, Lang, SourceFile};

    fn ts(src: &str) -> SourceFile {
        SourceFile::parse("m.ts", Lang::TypeScript, src.as_bytes().to_vec()).expect("parse")
    }

    #[test]
    fn a_tuple_return_names_each_plain_element() {
        let f = ts(
            "export function a<V>(): [Atom<V>, () => void, V, Box?] { return null! }\n\
                    export function b(): [first: Atom, second?: Box] { return null! }\n\
                    export function c(): [...Atom[], Box] { return null! }\n\
                    export function d(): Atom[] { return null! }\n",
        );
        assert_eq!(tuple_return_in(&f, "a", 0), Some(Some("Atom".into())));
        // A function type, a type parameter, an optional element.
        assert_eq!(tuple_return_in(&f, "a", 1), Some(None));
        assert_eq!(tuple_return_in(&f, "a", 2), Some(None));
        assert_eq!(tuple_return_in(&f, "a", 3), Some(None));
        // Named members are not read.
        assert_eq!(tuple_return_in(&f, "b", 0), Some(None));
        assert_eq!(tuple_return_in(&f, "b", 1), Some(None));
        assert_eq!(tuple_return_in(&f, "c", 1), Some(None));
        assert_eq!(tuple_return_in(&f, "d", 0), Some(None));
        assert_eq!(tuple_return_in(&f, "e", 0), None);
    }

    #[test]
    fn a_pattern_position_counts_holes_and_stops_at_a_rest() {
        let f = ts("const [a, , b, c = 1, ...d] = f()\n");
        let pat = f
            .tree
            .root_node()
            .named_child(0)
            .and_then(|s| s.named_child(0))
            .and_then(|d| d.field("name"))
            .expect("pattern");
        let at = |n: &str| pattern_index(&f, pat, n);
        assert_eq!(
            (at("a"), at("b"), at("c"), at("d")),
            (Some(0), Some(2), None, None)
        );
    }
}
