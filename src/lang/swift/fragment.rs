//! Swift's edit-fragment recognizer (grammar-free; see [`crate::detection`]).

use crate::lang::fragment::{Found, Sc};

/// Words after `class` that make it a modifier (`class func`), not a declaration.
const SWIFT_NOT_TYPE_NAMES: &[&str] = &[
    "func",
    "var",
    "let",
    "subscript",
    "init",
    "override",
    "final",
    "open",
    "public",
    "internal",
    "private",
    "fileprivate",
    "static",
    "convenience",
    "required",
];

/// A `func` or `init` declaration at token `i`.
pub(crate) fn def(sc: &Sc, i: usize, _owner: Option<&str>) -> Option<Found> {
    if sc.prev_is(i, &[".", "?.", "\\"]) {
        return None;
    }
    if sc.is(i, "init") {
        let mut k = i + 1;
        if sc.is(k, "?") || sc.is(k, "!") {
            k += 1;
        }
        if sc.is(k, "<") {
            k = sc.skip_angles(k)?;
        }
        if !sc.is(k, "(") {
            return None;
        }
        return Some(sc.found(i, "init", sc.params(k)?));
    }
    if !sc.is(i, "func") {
        return None;
    }
    let name = sc.name(i + 1)?;
    let mut k = i + 2;
    if sc.is(k, "<") {
        k = sc.skip_angles(k)?;
    }
    if !sc.is(k, "(") {
        return None;
    }
    Some(sc.found(i + 1, name, sc.params(k)?))
}

/// A type declaration at token `i` whose body owns the definitions in it (`extension A.B`:
/// the last name).
pub(crate) fn class(sc: &Sc, i: usize) -> Option<String> {
    let kw = sc.word(i)?;
    if !matches!(
        kw,
        "class" | "struct" | "enum" | "extension" | "protocol" | "actor"
    ) {
        return None;
    }
    let mut k = i + 1;
    let mut name = sc.name(k)?;
    if SWIFT_NOT_TYPE_NAMES.contains(&name) {
        return None;
    }
    while sc.is(k + 1, ".") {
        k += 2;
        name = sc.name(k)?;
    }
    Some(name.to_string())
}
