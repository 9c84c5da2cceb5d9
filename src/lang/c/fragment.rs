//! C and C++'s edit-fragment recognizer (grammar-free; see [`crate::detection`]).
//!
//! A definition or prototype is `[template <…>] [specifiers] Type [*&] [Q::]name (params)
//! [qualifiers] {` or `;`: at least one type word before the name, except a constructor
//! (named like the class whose body is open, or `T::T`). A `;`-terminated form counts only
//! when its parameters read as declarations (`int a`, `const char *`, `void`, `...`, empty),
//! so `Foo bar(x, 1);` — a variable built by a constructor — is no prototype. Destructors,
//! operators and preprocessor lines are not definitions.

use crate::lang::fragment::{Found, Sc};

/// Words that start a statement, never a declaration.
const STATEMENT: &[&str] = &[
    "return",
    "if",
    "else",
    "while",
    "for",
    "do",
    "switch",
    "case",
    "goto",
    "break",
    "continue",
    "sizeof",
    "typedef",
    "using",
    "namespace",
    "throw",
    "new",
    "delete",
    "co_return",
    "co_await",
    "co_yield",
    "static_assert",
    "alignof",
    "decltype",
    "default",
    "define",
    "undef",
    "include",
    "ifdef",
    "ifndef",
    "elif",
    "endif",
    "pragma",
    "asm",
    "__asm__",
];

/// Specifiers that may precede the type (not type words themselves).
const SPECIFIERS: &[&str] = &[
    "static",
    "extern",
    "inline",
    "virtual",
    "explicit",
    "constexpr",
    "consteval",
    "constinit",
    "friend",
    "register",
    "thread_local",
    "_Noreturn",
    "__inline",
    "__inline__",
    "__forceinline",
    "__extension__",
];

/// Type keywords: valid as a lone unnamed parameter (`f(int)`), never a function name.
const TYPE_WORDS: &[&str] = &[
    "void",
    "int",
    "char",
    "short",
    "long",
    "float",
    "double",
    "signed",
    "unsigned",
    "bool",
    "_Bool",
    "auto",
    "const",
    "volatile",
    "struct",
    "union",
    "enum",
    "class",
    "typename",
    "size_t",
    "ssize_t",
    "wchar_t",
    "char8_t",
    "char16_t",
    "char32_t",
    "int8_t",
    "int16_t",
    "int32_t",
    "int64_t",
    "uint8_t",
    "uint16_t",
    "uint32_t",
    "uint64_t",
    "intptr_t",
    "uintptr_t",
    "ptrdiff_t",
    "off_t",
    "FILE",
];

/// A `class`/`struct`/`union` header whose body follows (`struct S {`, `class C : B {`,
/// `class C final {`, `struct X<T> {`).
pub(crate) fn class(sc: &Sc, i: usize) -> Option<String> {
    if !matches!(sc.word(i)?, "class" | "struct" | "union") {
        return None;
    }
    let name = sc.name(i + 1)?;
    let mut k = i + 2;
    if sc.is(k, "<") {
        k = sc.skip_angles(k)?;
    }
    if sc.is(k, "final") {
        k += 1;
    }
    (sc.is(k, "{") || sc.is(k, ":")).then(|| name.to_string())
}

/// A function definition or prototype starting at token `s`.
pub(crate) fn def(sc: &Sc, s: usize, cls: Option<&str>) -> Option<Found> {
    let starts = sc.stmt_start(s, false)
        || (sc.prev_is(s, &[":"])
            && s >= 2
            && sc
                .word(s - 2)
                .is_some_and(|w| matches!(w, "public" | "private" | "protected")));
    if !starts || sc.prev_is(s, &["#"]) {
        return None;
    }
    let mut k = s;
    let mut specs = false;
    // `template <…>` headers.
    while sc.is(k, "template") {
        k += 1;
        if sc.is(k, "<") {
            k = sc.skip_angles(k)?;
        }
        specs = true;
    }
    let mut type_words = 0usize;
    let mut qualifier: Vec<&str> = Vec::new();
    let end = k + 64;
    let name_tok = loop {
        if k >= end || k >= sc.toks.len() {
            return None;
        }
        if sc.is(k, "[") && sc.is(k + 1, "[") {
            k = sc.close_of(k)? + 1;
            continue;
        }
        if sc.is(k, "*") || sc.is(k, "&") || sc.is(k, "&&") || (sc.is(k, "::") && k == s) {
            k += 1;
            continue;
        }
        let w = sc.name(k)?;
        if k == s && STATEMENT.contains(&w) {
            return None;
        }
        if matches!(w, "operator" | "__attribute__" | "__declspec") {
            if w == "operator" {
                return None;
            }
            k += 1;
            if sc.is(k, "(") {
                k = sc.close_of(k)? + 1;
            }
            continue;
        }
        if SPECIFIERS.contains(&w) {
            specs = true;
            k += 1;
            continue;
        }
        if sc.is(k + 1, "(") {
            break k;
        }
        if sc.is(k + 1, "::") {
            if sc.is(k + 2, "~") {
                return None; // a destructor
            }
            qualifier.push(w);
            k += 2;
            continue;
        }
        if sc.is(k + 1, "<") {
            let after = sc.skip_angles(k + 1)?;
            if sc.is(after, "::") {
                qualifier.push(w);
                k = after + 1;
                continue;
            }
            qualifier.clear();
            type_words += 1;
            k = after;
            continue;
        }
        if !sc.is_word(k + 1)
            && !sc.is(k + 1, "*")
            && !sc.is(k + 1, "&")
            && !sc.is(k + 1, "&&")
            && !sc.is(k + 1, "::")
            && !sc.is(k + 1, "[")
        {
            return None;
        }
        qualifier.clear();
        type_words += 1;
        k += 1;
    };
    let name = sc.name(name_tok)?;
    if STATEMENT.contains(&name) || TYPE_WORDS.contains(&name) {
        return None;
    }
    let owner = qualifier.last().copied().or(cls);
    let ctor = owner == Some(name);
    if type_words == 0 && !ctor {
        return None;
    }
    let open = name_tok + 1;
    let close = sc.close_of(open)?;
    let params = sc.params(open)?;
    let mut j = close + 1;
    let bound = j + 64;
    while j < bound && j < sc.toks.len() {
        if sc.is(j, "[") && sc.is(j + 1, "[") {
            j = sc.close_of(j)? + 1;
            continue;
        }
        match sc.word(j) {
            Some("const" | "volatile" | "override" | "final" | "mutable" | "try") => j += 1,
            Some("noexcept" | "throw" | "__attribute__" | "requires") => {
                j += 1;
                if sc.is(j, "(") {
                    j = sc.close_of(j)? + 1;
                }
            }
            _ if sc.is(j, "&") || sc.is(j, "&&") => j += 1,
            _ if sc.is(j, "->") => {
                // a trailing return type, up to the body or the end of the declaration
                j += 1;
                while j < bound && j < sc.toks.len() && !sc.is(j, "{") && !sc.is(j, ";") {
                    if sc.is(j, "(") || sc.is(j, "[") {
                        j = sc.close_of(j)?;
                    } else if sc.is(j, "<") {
                        j = sc.skip_angles(j)? - 1;
                    }
                    j += 1;
                }
            }
            _ if sc.is(j, "=") => {
                // `= 0;`, `= default;`, `= delete;`
                let pure = sc.is(j + 1, "0") || sc.is(j + 1, "default") || sc.is(j + 1, "delete");
                if !pure || !sc.is(j + 2, ";") {
                    return None;
                }
                j += 2;
                break;
            }
            _ => break,
        }
    }
    let at_end = j >= sc.toks.len();
    let body = sc.is(j, "{") || (ctor && sc.is(j, ":"));
    let declared = || (type_words > 0 || ctor) && reads_declared(&params, specs);
    if !(body || ((sc.is(j, ";") || at_end) && declared())) {
        return None;
    }
    let mut f = sc.found(name_tok, name, params);
    f.owner = owner.map(str::to_string);
    Some(f)
}

/// Whether a parameter text reads as declarations, not as arguments: empty, `void`, `...`,
/// or every parameter two words or more (`int a`, `const T &`), or one type keyword.
fn reads_declared(params: &str, specs: bool) -> bool {
    if params.is_empty() {
        return true;
    }
    split_top(params).into_iter().all(|p| {
        let p = p.trim();
        if p == "..." || TYPE_WORDS.contains(&p) {
            return true;
        }
        if p.starts_with(|c: char| c.is_ascii_digit() || c == '"' || c == '\'' || c == '-') {
            return false;
        }
        let words = p
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .count();
        words >= 2 || (specs && words == 1) || p.ends_with(['*', '&'])
    })
}

/// Split at commas outside brackets and angle brackets.
fn split_top(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' | '{' | '<' => depth += 1,
            ')' | ']' | '}' | '>' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}
