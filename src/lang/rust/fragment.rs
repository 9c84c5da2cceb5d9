//! Rust's edit-fragment recognizer (grammar-free; see [`crate::detection`]).

use crate::lang::fragment::{Found, Sc};

/// A `trait` or `impl` header at token `i`: the type whose body owns the `fn`s in it.
pub(crate) fn class(sc: &Sc, i: usize) -> Option<String> {
    match sc.word(i)? {
        "trait" => sc.name(i + 1).map(str::to_string),
        "impl" => {
            if !(sc.stmt_start(i, false) || sc.prev_is(i, &["unsafe", "default"])) {
                return None;
            }
            rust_impl_type(sc, i)
        }
        _ => None,
    }
}

/// An `fn` definition at token `i`.
pub(crate) fn def(sc: &Sc, i: usize, _cls: Option<&str>) -> Option<Found> {
    rust_def(sc, i)
}

fn rust_impl_type(sc: &Sc, i: usize) -> Option<String> {
    let mut k = i + 1;
    if sc.is(k, "<") {
        k = sc.skip_angles(k)?;
    }
    let mut last: Option<&str> = None;
    let mut angle = 0usize;
    let end = k + 256;
    while k < sc.toks.len() && k < end {
        match sc.tx(k) {
            b"{" | b";" => break,
            b"where" if angle == 0 => break,
            b"<" => angle += 1,
            b">" => angle = angle.saturating_sub(1),
            b"for" if angle == 0 => last = None,
            b"(" | b"[" => {
                k = sc.close_of(k)? + 1;
                continue;
            }
            _ => {
                if angle == 0 {
                    if let Some(w) = sc.name(k) {
                        if !matches!(w, "dyn" | "mut" | "const" | "unsafe" | "impl") {
                            last = Some(w);
                        }
                    }
                }
            }
        }
        k += 1;
    }
    last.map(str::to_string)
}

fn rust_def(sc: &Sc, i: usize) -> Option<Found> {
    if !sc.is(i, "fn") {
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
