//! PHP's edit-fragment recognizer (grammar-free; see [`crate::detection`]).

use crate::lang::fragment::{Found, Sc};

/// A class-like declaration at token `i` (keywords in any case).
pub(crate) fn class(sc: &Sc, i: usize) -> Option<String> {
    let kw = sc.word(i)?;
    if ["class", "interface", "trait", "enum"]
        .iter()
        .any(|k| kw.eq_ignore_ascii_case(k))
    {
        return sc.name(i + 1).map(str::to_string);
    }
    None
}

/// A `function` definition at token `i`.
pub(crate) fn def(sc: &Sc, i: usize, _cls: Option<&str>) -> Option<Found> {
    php_def(sc, i)
}

fn php_def(sc: &Sc, i: usize) -> Option<Found> {
    if !sc.word(i)?.eq_ignore_ascii_case("function") || sc.prev_is(i, &["->", "::", "$"]) {
        return None;
    }
    let mut k = i + 1;
    if sc.is(k, "&") {
        k += 1;
    }
    let name = sc.name(k)?;
    if name.starts_with('$') || !sc.is(k + 1, "(") {
        return None;
    }
    Some(sc.found(k, name, sc.params(k + 1)?))
}
