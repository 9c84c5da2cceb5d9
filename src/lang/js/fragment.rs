//! JavaScript/TypeScript's edit-fragment recognizer (grammar-free; see [`crate::detection`]).

use crate::lang::fragment::{norm_params, Found, Sc};

/// A `class`/`interface` header at token `i`.
pub(crate) fn class(sc: &Sc, i: usize) -> Option<String> {
    if matches!(sc.word(i)?, "class" | "interface") {
        return sc
            .name(i + 1)
            .filter(|n| !matches!(*n, "extends" | "implements"))
            .map(str::to_string);
    }
    None
}

/// A function, arrow binding or class/object member at token `i`.
pub(crate) fn def(sc: &Sc, i: usize, cls: Option<&str>) -> Option<Found> {
    js_def(sc, i, cls.is_some())
}

const JS_KEYWORDS: &[&str] = &[
    "if",
    "for",
    "while",
    "switch",
    "catch",
    "with",
    "function",
    "return",
    "typeof",
    "await",
    "new",
    "else",
    "do",
    "try",
    "finally",
    "case",
    "delete",
    "void",
    "throw",
    "import",
    "export",
    "yield",
    "super",
    "this",
    "class",
    "const",
    "let",
    "var",
    "in",
    "of",
    "instanceof",
    "default",
    "debugger",
    "break",
    "continue",
    "enum",
    "extends",
    "interface",
    "type",
    "namespace",
    "module",
];

const JS_MODS: &[&str] = &[
    "static",
    "async",
    "get",
    "set",
    "public",
    "private",
    "protected",
    "readonly",
    "abstract",
    "override",
    "declare",
    "accessor",
];

fn js_def(sc: &Sc, i: usize, in_class: bool) -> Option<Found> {
    if sc.is(i, "function") {
        return if sc.prev_is(i, &["."]) {
            None
        } else {
            js_function(sc, i)
        };
    }
    if sc.is_word(i) && sc.prev_is(i, &["const", "let", "var"]) {
        return js_binding(sc, i);
    }
    if sc.stmt_start(i, true) {
        return js_member(sc, i, in_class);
    }
    None
}

fn js_function(sc: &Sc, i: usize) -> Option<Found> {
    let mut k = i + 1;
    if sc.is(k, "*") {
        k += 1;
    }
    let name = sc.name(k)?;
    let n = k;
    k += 1;
    if sc.is(k, "<") {
        k = sc.skip_angles(k)?;
    }
    if !sc.is(k, "(") {
        return None;
    }
    Some(sc.found(n, name, sc.params(k)?))
}

/// Scan a TS type from `j` to the first `stop` token outside brackets and generics.
fn ts_type_until(sc: &Sc, start: usize, stop: &str) -> Option<usize> {
    let mut j = start;
    let mut angle = 0usize;
    while j < sc.toks.len() && j < start + 256 {
        if angle == 0 && sc.is(j, stop) {
            return Some(j);
        }
        match sc.tx(j) {
            b"(" | b"[" | b"{" => {
                j = sc.close_of(j)? + 1;
                continue;
            }
            b"<" => angle += 1,
            b">" => angle = angle.saturating_sub(1),
            b";" | b")" | b"]" | b"}" => return None,
            b"=" | b"," if angle == 0 => return None,
            _ => {}
        }
        j += 1;
    }
    None
}

/// After a method's `)`: skip a TS return type; the index of the body `{`, a `;`, or the
/// fragment's end.
fn ts_ret_to_body(sc: &Sc, start: usize) -> Option<usize> {
    let mut j = start;
    let mut angle = 0usize;
    while j < sc.toks.len() && j < start + 256 {
        let t = sc.tx(j);
        match t {
            b"{" => {
                let type_pos = j == start
                    || angle > 0
                    || matches!(
                        sc.tx(j - 1),
                        b":" | b"|" | b"&" | b"<" | b"," | b"(" | b"=>"
                    );
                if !type_pos {
                    return Some(j);
                }
                j = sc.close_of(j)? + 1;
                continue;
            }
            b"(" | b"[" => {
                j = sc.close_of(j)? + 1;
                continue;
            }
            b";" if angle == 0 => return Some(j),
            b"<" => angle += 1,
            b">" => angle = angle.saturating_sub(1),
            b")" | b"]" | b"}" | b";" => return None,
            b"=" | b"," if angle == 0 => return None,
            _ => {}
        }
        j += 1;
    }
    // the fragment ended inside the return type: a signature-only fragment
    (j >= sc.toks.len()).then_some(sc.toks.len())
}

/// `NAME [!?] [: Type] = [async] (params) [: R] =>` | `= [async] x =>` | `= [async] function`.
fn js_binding(sc: &Sc, n: usize) -> Option<Found> {
    let name = sc.name(n)?;
    if JS_KEYWORDS.contains(&name) {
        return None;
    }
    let mut k = n + 1;
    if sc.is(k, "!") || sc.is(k, "?") {
        k += 1;
    }
    if sc.is(k, ":") {
        k = ts_type_until(sc, k + 1, "=")?;
    }
    if !sc.is(k, "=") {
        return None;
    }
    k += 1;
    if sc.is(k, "async") && !sc.is(k + 1, "=>") {
        k += 1;
    }
    if sc.is(k, "function") {
        k += 1;
        if sc.is(k, "*") {
            k += 1;
        }
        if sc.name(k).is_some() {
            k += 1;
        }
        if sc.is(k, "<") {
            k = sc.skip_angles(k)?;
        }
        if !sc.is(k, "(") {
            return None;
        }
        return Some(sc.found(n, name, sc.params(k)?));
    }
    if sc.is(k, "<") {
        k = sc.skip_angles(k)?;
    }
    if sc.is(k, "(") {
        let close = sc.close_of(k)?;
        let mut j = close + 1;
        if sc.is(j, ":") {
            j = ts_type_until(sc, j + 1, "=>")?;
        }
        if !sc.is(j, "=>") {
            return None;
        }
        return Some(sc.found(n, name, sc.params(k)?));
    }
    if sc.name(k).is_some() && sc.is(k + 1, "=>") {
        return Some(sc.found(n, name, norm_params(sc.tx(k))));
    }
    None
}

/// Class/object member at a statement start: `[@dec] [mods] [*] name [?] [<T>] (…) [: R] {`.
fn js_member(sc: &Sc, s: usize, in_class: bool) -> Option<Found> {
    let mut k = s;
    let mut mods = false;
    while sc.is(k, "@") {
        k += 1;
        sc.name(k)?;
        k += 1;
        while sc.is(k, ".") && sc.name(k + 1).is_some() {
            k += 2;
        }
        if sc.is(k, "(") {
            k = sc.close_of(k)? + 1;
        }
    }
    while let Some(w) = sc.word(k) {
        if JS_MODS.contains(&w) && (sc.is_word(k + 1) || sc.is(k + 1, "*") || sc.is(k + 1, "[")) {
            k += 1;
            mods = true;
        } else {
            break;
        }
    }
    if sc.is(k, "*") {
        k += 1;
    }
    let name = sc.name(k)?;
    // A class body holds no statements, so there any word before `(…) {` names a method
    // (`delete(key)`, `catch(onRejected)`); elsewhere a keyword starts a statement.
    if !in_class && JS_KEYWORDS.contains(&name) {
        return None;
    }
    let n = k;
    k += 1;
    if sc.is(k, "=") || sc.is(k, ":") || ((sc.is(k, "!") || sc.is(k, "?")) && sc.is(k + 1, "=")) {
        return js_binding(sc, n);
    }
    if sc.is(k, "?") || sc.is(k, "!") {
        k += 1;
    }
    if sc.is(k, "<") {
        k = sc.skip_angles(k)?;
    }
    if !sc.is(k, "(") {
        return None;
    }
    let close = sc.close_of(k)?;
    let mut j = close + 1;
    let typed = sc.is(j, ":");
    if typed {
        j = ts_ret_to_body(sc, j + 1)?;
    }
    // `;` ends an overload or abstract member; the fragment's end leaves a signature-only
    // fragment. Both need proof it is no call: a modifier, a return type, or a class body.
    let at_end = j >= sc.toks.len();
    let ok = sc.is(j, "{") || ((sc.is(j, ";") || at_end) && (mods || in_class || typed));
    if !ok {
        return None;
    }
    Some(sc.found(n, name, sc.params(k)?))
}
