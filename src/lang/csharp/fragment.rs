//! C#'s edit-fragment recognizer (grammar-free; see [`crate::detection`]).

use crate::lang::fragment::{Found, Sc};

/// A class-like declaration at token `i` (`record struct R` and `record class R` too).
pub(crate) fn class(sc: &Sc, i: usize) -> Option<String> {
    if !matches!(sc.word(i)?, "class" | "interface" | "struct" | "record") {
        return None;
    }
    let k = if sc.is(i + 1, "struct") || sc.is(i + 1, "class") {
        i + 2
    } else {
        i + 1
    };
    sc.name(k)
        .filter(|n| !CS_KEYWORDS.contains(n))
        .map(str::to_string)
}

/// A method, constructor or local function at token `i`, given the class whose body is open.
pub(crate) fn def(sc: &Sc, i: usize, cls: Option<&str>) -> Option<Found> {
    cs_def(sc, i, cls)
}

const CS_MODS: &[&str] = &[
    "public",
    "private",
    "protected",
    "internal",
    "static",
    "virtual",
    "override",
    "abstract",
    "sealed",
    "async",
    "extern",
    "unsafe",
    "new",
    "partial",
    "readonly",
    "required",
    "file",
];

const CS_KEYWORDS: &[&str] = &[
    "if",
    "for",
    "foreach",
    "while",
    "switch",
    "catch",
    "using",
    "lock",
    "fixed",
    "return",
    "new",
    "throw",
    "await",
    "yield",
    "else",
    "case",
    "goto",
    "do",
    "try",
    "finally",
    "typeof",
    "sizeof",
    "nameof",
    "default",
    "checked",
    "unchecked",
    "class",
    "struct",
    "interface",
    "enum",
    "record",
    "delegate",
    "event",
    "operator",
    "implicit",
    "explicit",
    "namespace",
    "this",
    "base",
    "var",
    "when",
    "where",
    "is",
    "as",
    "in",
    "out",
    "ref",
    "stackalloc",
    "get",
    "set",
    "init",
    "add",
    "remove",
    "not",
    "and",
    "or",
    "with",
];

/// A C# method, constructor or local function at statement start `s`: attributes and
/// modifiers, a return type (generic, nullable, array, tuple), the name, type parameters, the
/// list, then a body (`{`, `=>`), a constructor initializer (`: base(…)`), `where` clauses, or
/// `;` for an abstract, interface or partial member.
fn cs_def(sc: &Sc, s: usize, cls: Option<&str>) -> Option<Found> {
    if !sc.stmt_start(s, false) && !sc.prev_is(s, &["]"]) {
        return None;
    }
    let mut k = s;
    let mut mods = false;
    loop {
        if sc.is(k, "[") && (k == s || mods || sc.prev_is(k, &["]"])) {
            k = sc.close_of(k)? + 1;
            continue;
        }
        if sc.word(k).is_some_and(|w| CS_MODS.contains(&w)) {
            k += 1;
            mods = true;
            continue;
        }
        break;
    }
    // A tuple return type `(int a, string b) F(…)`.
    let tuple = sc.is(k, "(");
    if tuple {
        k = sc.close_of(k)? + 1;
    }
    let first = sc.name(k)?;
    if CS_KEYWORDS.contains(&first) {
        return None;
    }
    let (n, name, ctor) = if !tuple && sc.is(k + 1, "(") {
        (k, first, true)
    } else {
        if !tuple {
            k += 1;
            loop {
                if (sc.is(k, ".") || sc.is(k, "::")) && sc.name(k + 1).is_some() {
                    k += 2;
                } else if sc.is(k, "<") {
                    k = sc.skip_angles(k)?;
                } else if sc.is(k, "?") || sc.is(k, "*") {
                    k += 1;
                } else if sc.is(k, "[") && sc.close_of(k).is_some_and(|c| c <= k + 4) {
                    k = sc.close_of(k)? + 1;
                } else {
                    break;
                }
            }
        }
        let nm = sc.name(k)?;
        if CS_KEYWORDS.contains(&nm) {
            return None;
        }
        let mut j = k + 1;
        if sc.is(j, "<") {
            j = sc.skip_angles(j)?;
        }
        if !sc.is(j, "(") {
            return None;
        }
        (k, nm, false)
    };
    let open = if ctor {
        n + 1
    } else {
        let mut j = n + 1;
        if sc.is(j, "<") {
            j = sc.skip_angles(j)?;
        }
        j
    };
    let close = sc.close_of(open)?;
    let j = close + 1;
    let at_end = j >= sc.toks.len();
    let ok = sc.is(j, "{")
        || sc.is(j, "=>")
        || (!ctor && (sc.is(j, "where") || sc.is(j, ";") || at_end))
        || (ctor
            && sc.is(j, ":")
            && (sc.is(j + 1, "base") || sc.is(j + 1, "this"))
            && sc.is(j + 2, "("))
        || (ctor && mods && at_end);
    if !ok {
        return None;
    }
    if ctor {
        let plausible = match cls {
            Some(c) => c == name,
            None => mods || name.starts_with(|c: char| c.is_ascii_uppercase()),
        };
        if !plausible {
            return None;
        }
    }
    Some(sc.found(n, name, sc.params(open)?))
}
