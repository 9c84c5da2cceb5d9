//! Kotlin's edit-fragment recognizer (grammar-free; see [`crate::detection`]).

use crate::lang::fragment::{Found, Sc};

/// A class-like declaration at token `i` whose body owns the functions in it: `class`,
/// `interface`, `object`; a `companion object` stands for the class around it.
pub(crate) fn class(sc: &Sc, i: usize) -> Option<String> {
    match sc.word(i)? {
        "class" | "interface" => sc.name(i + 1).map(str::to_string),
        "object" if sc.prev_is(i, &["companion"]) => enclosing_class(sc, i),
        "object" => sc.name(i + 1).map(str::to_string),
        _ => None,
    }
}

/// The class whose body is open at token `i`: back to the unmatched `{`, then the
/// `class`/`object`/`interface` word shortly before it.
fn enclosing_class(sc: &Sc, i: usize) -> Option<String> {
    let mut j = i;
    while j > 0 {
        j -= 1;
        if sc.is(j, "}") {
            j = sc.pair.get(j).copied().filter(|&o| o < j)?;
            continue;
        }
        if sc.is(j, "{") {
            let lo = j.saturating_sub(64);
            return (lo..j).rev().find_map(|k| {
                matches!(sc.word(k)?, "class" | "object" | "interface")
                    .then(|| sc.name(k + 1))
                    .flatten()
                    .map(str::to_string)
            });
        }
    }
    None
}

/// A function or constructor at token `i`, given the class whose body is open.
pub(crate) fn def(sc: &Sc, i: usize, cls: Option<&str>) -> Option<Found> {
    kt_def(sc, i, cls)
}

/// A Kotlin `fun` (member, top-level, local, extension: `fun <T> List<T>.name(`), a secondary
/// `constructor(` (named after the class around it, when the fragment shows it), or a class's
/// primary constructor (`class Name<T> private constructor(`, named after the class and owned
/// by it).
fn kt_def(sc: &Sc, i: usize, cls: Option<&str>) -> Option<Found> {
    if sc.prev_is(i, &[".", "::"]) {
        return None;
    }
    match sc.word(i)? {
        "fun" => {
            let mut k = i + 1;
            if sc.is(k, "<") {
                k = sc.skip_angles(k)?;
            }
            // receiver type segments, then the name: the last word before `(`
            let mut name_tok = None;
            let end = k + 64;
            while k < sc.toks.len() && k < end {
                if sc.name(k).is_some() {
                    name_tok = Some(k);
                    k += 1;
                    if sc.is(k, "<") {
                        k = sc.skip_angles(k)?;
                    }
                    if sc.is(k, "?") {
                        k += 1;
                    }
                    if sc.is(k, ".") {
                        k += 1;
                        continue;
                    }
                    break;
                } else if sc.is(k, "(") && name_tok.is_none() {
                    // `fun (A.() -> Unit).name(` — a parenthesized receiver type
                    k = sc.close_of(k)? + 1;
                    if sc.is(k, ".") {
                        k += 1;
                        continue;
                    }
                    return None;
                } else {
                    return None;
                }
            }
            let n = name_tok?;
            if !sc.is(k, "(") || k != n + 1 {
                return None;
            }
            let name = sc.name(n)?;
            Some(sc.found(n, name, sc.params(k)?))
        }
        "constructor" if sc.is(i + 1, "(") => {
            // A secondary constructor starts its declaration (after modifiers); a primary one
            // follows its class's name (`class A private constructor(`, the `class` arm).
            let mut s = i;
            while s > 0
                && sc
                    .word(s - 1)
                    .is_some_and(|w| matches!(w, "private" | "protected" | "internal" | "public"))
            {
                s -= 1;
            }
            if !sc.stmt_start(s, false) {
                return None;
            }
            // It names its class; without the class in view nothing can.
            let c = cls?;
            let mut f = sc.found(i, c, sc.params(i + 1)?);
            f.owner = Some(c.to_string());
            Some(f)
        }
        "class" => {
            let n = i + 1;
            let name = sc.name(n)?;
            let mut k = n + 1;
            if sc.is(k, "<") {
                k = sc.skip_angles(k)?;
            }
            // `private constructor`, `@Inject constructor`
            loop {
                if sc.is(k, "@") {
                    k += 2;
                    if sc.is(k, "(") {
                        k = sc.close_of(k)? + 1;
                    }
                    continue;
                }
                if sc
                    .word(k)
                    .is_some_and(|w| matches!(w, "private" | "protected" | "internal" | "public"))
                {
                    k += 1;
                    continue;
                }
                break;
            }
            if sc.is(k, "constructor") {
                k += 1;
            }
            if !sc.is(k, "(") {
                return None;
            }
            let mut f = sc.found(n, name, sc.params(k)?);
            f.owner = Some(name.to_string());
            Some(f)
        }
        _ => None,
    }
}
