//! Java's edit-fragment recognizer (grammar-free; see [`crate::detection`]).

use crate::lang::fragment::{Found, Sc};

/// A class-like declaration at token `i`.
pub(crate) fn class(sc: &Sc, i: usize) -> Option<String> {
    if matches!(sc.word(i)?, "class" | "interface" | "enum" | "record") {
        return sc.name(i + 1).map(str::to_string);
    }
    None
}

/// A method or constructor at token `i`, given the class whose body is open.
pub(crate) fn def(sc: &Sc, i: usize, cls: Option<&str>) -> Option<Found> {
    java_def(sc, i, cls)
}

const JAVA_MODS: &[&str] = &[
    "public",
    "private",
    "protected",
    "static",
    "final",
    "abstract",
    "synchronized",
    "native",
    "strictfp",
    "default",
    "transient",
    "volatile",
    "sealed",
];

/// Words that cannot start a method or constructor declaration (the type or constructor name).
const JAVA_KEYWORDS: &[&str] = &[
    "return",
    "throw",
    "new",
    "else",
    "if",
    "for",
    "while",
    "do",
    "switch",
    "case",
    "try",
    "catch",
    "finally",
    "assert",
    "yield",
    "break",
    "continue",
    "goto",
    "import",
    "package",
    "class",
    "interface",
    "enum",
    "record",
    "this",
    "super",
    "instanceof",
    "var",
    "throws",
];

fn java_def(sc: &Sc, s: usize, cls: Option<&str>) -> Option<Found> {
    if !sc.stmt_start(s, false) {
        return None;
    }
    let mut k = s;
    let mut mods = false;
    loop {
        if sc.is(k, "@") && !sc.is(k + 1, "interface") {
            k += 1;
            sc.name(k)?;
            k += 1;
            while sc.is(k, ".") && sc.name(k + 1).is_some() {
                k += 2;
            }
            if sc.is(k, "(") {
                k = sc.close_of(k)? + 1;
            }
            continue;
        }
        if sc.word(k).is_some_and(|w| JAVA_MODS.contains(&w)) {
            k += 1;
            mods = true;
            continue;
        }
        break;
    }
    if sc.is(k, "<") {
        k = sc.skip_angles(k)?;
    }
    let first = sc.name(k)?;
    if JAVA_KEYWORDS.contains(&first) {
        return None;
    }
    let (n, name, ctor) = if sc.is(k + 1, "(") {
        (k, first, true)
    } else {
        k += 1;
        loop {
            if sc.is(k, ".") && sc.name(k + 1).is_some() {
                k += 2;
            } else if sc.is(k, "<") {
                k = sc.skip_angles(k)?;
            } else if sc.is(k, "[") && sc.is(k + 1, "]") {
                k += 2;
            } else {
                break;
            }
        }
        let nm = sc.name(k)?;
        // contextual keywords (`record`, `var`, `yield`) are fine as method names
        if (JAVA_KEYWORDS.contains(&nm) && !matches!(nm, "record" | "var" | "yield"))
            || !sc.is(k + 1, "(")
        {
            return None;
        }
        (k, nm, false)
    };
    let close = sc.close_of(n + 1)?;
    let mut j = close + 1;
    while sc.is(j, "[") && sc.is(j + 1, "]") {
        j += 2;
    }
    if sc.is(j, "throws") {
        j += 1;
        loop {
            sc.name(j)?;
            j += 1;
            while sc.is(j, ".") && sc.name(j + 1).is_some() {
                j += 2;
            }
            if sc.is(j, "<") {
                j = sc.skip_angles(j)?;
            }
            if sc.is(j, ",") {
                j += 1;
                continue;
            }
            break;
        }
    }
    // A declared return type (or a modifier on a constructor) proves a declaration, so a
    // signature-only fragment that ends after `)` or `throws …` counts too.
    let at_end = j >= sc.toks.len();
    let ok = sc.is(j, "{")
        || (!ctor && (sc.is(j, ";") || sc.is(j, "default") || at_end))
        || (ctor && mods && at_end);
    if !ok {
        return None;
    }
    if ctor {
        let plausible = match cls {
            Some(c) => c == name,
            // Without the class in view: a modifier, or a TypeName that is not an ENUM_CONSTANT.
            None => {
                mods || (name.starts_with(|c: char| c.is_ascii_uppercase())
                    && name.chars().any(|c| c.is_ascii_lowercase()))
            }
        };
        if !plausible {
            return None;
        }
    }
    Some(sc.found(n, name, sc.params(n + 1)?))
}
