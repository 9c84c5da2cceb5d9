//! What a TypeScript module's text says, before any parse, of the classes it may construct
//! and the classes it may declare as a constructor's heirs: the prefilter of a constructor
//! search ([`may_construct`]) and of its heir look-ups ([`exports_no_heir_in`],
//! [`gives_baseless_class_in`]). They read the text with comments and literals set aside,
//! and answer "maybe" wherever the reading is unsure: a wrong "no" would drop a call, a
//! wrong "maybe" only costs a parse.

use crate::lang::fragment::{is_ident_byte as ident, sanitize};
use crate::lang::Lang;

use super::whole_word_at as whole;

/// Whether a file of language `lang` whose text is `src` may call the constructor of a class
/// named one of `names` (directly, through a subclass declared or constructed here, or through
/// a value holding the class). `false` only for a TypeScript module (`.ts`, `.mts`, `.cts`:
/// not TSX, whose JSX text the reading does not follow) that names each of them solely
///
/// - in its `import … from` clauses, by its own name (`import { C }`, `import type { C }`,
///   `import C from '…'`, `import * as C from '…'`; not `import { C as D }`, which gives the
///   class another name), or in the module path of such a clause that binds nothing the
///   module's default export could be under another name (`import { X } from './C'`, not
///   `import D from './C'`, `import type D from './C'`, `import { default as D } from './C'`
///   or `import * as ns from './C'`), and
/// - in type annotations: after the `:` of a parameter, a class or interface member, a
///   variable declared by `let`, `const` or `var`, a function's result, an index signature or
///   a named tuple member, within the type written there (unions, intersections, qualified
///   and generic names, arrays, tuples, object types, function types),
///
/// and that has no `super(..)` call and no `.constructor` member. Any other mention — `new C`,
/// `extends C`, `typeof C`, `C.create(..)`, `C` passed, assigned, returned, re-exported, named
/// in a string or a template, a declaration named `C`, a type alias or a type argument of a
/// call — makes it `true`, as does a text whose brackets do not pair.
///
/// A module whose text mentions each name only in single-line `import { a, C } from '…'`
/// statements and `//` comment lines is answered from its raw text first
/// ([`only_imported_or_remarked`]), without the reading above: most files that mention a
/// constructor target's class only import something else from its module.
pub fn may_construct(lang: Lang, src: &[u8], names: &[&str]) -> bool {
    if lang != Lang::TypeScript {
        return true;
    }
    if only_imported_or_remarked(src, names) {
        return false;
    }
    may_construct_read(src, names)
}

/// [`may_construct`] of a TypeScript module by the reading of its sanitized text.
fn may_construct_read(src: &[u8], names: &[&str]) -> bool {
    let lang = Lang::TypeScript;
    let clean = sanitize(&lang.spec().lexer, src);
    let code = &clean.code;
    if has_word_then(code, b"super", b'(') || has_member(code, b"constructor") {
        return true;
    }
    let Some(colons) = Colons::read(code) else {
        return true;
    };
    let imports = import_clauses(code, &clean.text);
    for name in names {
        let name = name.as_bytes();
        if name.is_empty() {
            continue;
        }
        for at in memchr::memmem::find_iter(&clean.text, name) {
            if !whole(&clean.text, at, name.len()) {
                continue;
            }
            let in_import = imports.iter().find(|c| c.start <= at && at < c.end);
            let harmless = if let Some(c) = in_import {
                c.harmless(code, at, name)
            } else {
                // In a literal (a string, a template and its `${..}`): unsure.
                code[at] == clean.text[at] && in_annotation(code, at, &colons)
            };
            if !harmless {
                return true;
            }
        }
    }
    false
}

/// Whether the raw text `src` of a TypeScript module surely names each of `names` only where
/// [`may_construct_read`] finds it harmless, and has none of the `super(..)` calls and
/// `.constructor` members that make it answer "maybe" — read without blanking comments and
/// literals (the blanking and the annotation reading cost most of a small file's search).
/// Each whole-word mention (there may be none: a longer name's part is none) must stand on a
/// line that is either
/// - a `//` comment line (after blanks), or
/// - a whole single-line `import { a, b } from '…'` (or `import type { .. }`) whose list is
///   plain names (no `as`, no `default`, no `type` modifier) and whose module path is a plain
///   quoted string: the mention is one of the names or in the path,
///
/// with no backtick before the line and the line before not ending in `\` (so it is in no
/// template literal or continued string: such a line is code or inside a block comment, and
/// a block comment hides the mention from the reading as well). `super` counts wherever a
/// blank, a comment or a literal could stand between it and a `(` (the byte after it, blanks
/// skipped, is `(`, `/` or a quote), `constructor` wherever one could stand between it and a
/// `.` before it (the byte before, blanks skipped, is `.`, `/` or a quote, or after a `//` on
/// its line). `false` (unsure) otherwise: the reading decides. A module that has no such
/// mention, call or member is answered "no" even where the reading, unsure of a text whose
/// brackets do not pair, says "maybe": it names the class nowhere it could construct it.
fn only_imported_or_remarked(src: &[u8], names: &[&str]) -> bool {
    let quote = |b: u8| matches!(b, b'\'' | b'"' | b'`');
    for at in memchr::memmem::find_iter(src, b"super") {
        if whole(src, at, 5) {
            let next = skip(src, at + 5);
            if src
                .get(next)
                .is_some_and(|&b| b == b'(' || b == b'/' || quote(b))
            {
                return false;
            }
        }
    }
    for at in memchr::memmem::find_iter(src, b"constructor") {
        if !whole(src, at, 11) {
            continue;
        }
        let p = skip_back(src, at);
        if p == 0 {
            continue;
        }
        let b = src[p - 1];
        // A `//` before it on its line: it may end a line comment.
        let (start, _) = line_bounds(src, p - 1);
        let commented = memchr::memmem::find(&src[start..p], b"//").is_some();
        if b == b'.' || b == b'/' || quote(b) || commented {
            return false;
        }
    }
    for name in names {
        let name = name.as_bytes();
        if name.is_empty() {
            continue;
        }
        for at in memchr::memmem::find_iter(src, name) {
            if !whole(src, at, name.len()) {
                continue;
            }
            let (start, end) = line_bounds(src, at);
            if memchr::memchr(b'`', &src[..start]).is_some() {
                return false;
            }
            let before = src[..start].trim_ascii_end();
            if before.ends_with(b"\\") || before.ends_with(b".") {
                return false;
            }
            let line = src[start..end].trim_ascii();
            if line.starts_with(b"//") {
                continue;
            }
            let lead = start + (src[start..end].len() - src[start..end].trim_ascii_start().len());
            if !plain_import_mentions(line, at - lead, name.len()) {
                return false;
            }
        }
    }
    true
}

/// The start and end (before its line break) of the line around offset `at`.
fn line_bounds(src: &[u8], at: usize) -> (usize, usize) {
    let start = memchr::memrchr(b'\n', &src[..at]).map_or(0, |i| i + 1);
    let end = memchr::memchr(b'\n', &src[at..]).map_or(src.len(), |i| at + i);
    (start, end)
}

/// Whether `line` (trimmed) is a whole `import { a, b } from '…'` (`import type { .. }`,
/// a `;` at the end allowed) of plain names, none `default` or `as`, whose module path is a
/// plain quoted string, and the `len` bytes at `at` are one of the names or in the path.
fn plain_import_mentions(line: &[u8], at: usize, len: usize) -> bool {
    let Some(rest) = line.strip_prefix(b"import") else {
        return false;
    };
    let mut j = b"import".len();
    if rest
        .first()
        .is_some_and(|b| !b.is_ascii_whitespace() && *b != b'{')
    {
        return false;
    }
    j = skip(line, j);
    if word_at(line, j) == Some(&b"type"[..]) {
        j = skip(line, j + 4);
    }
    if line.get(j) != Some(&b'{') {
        return false;
    }
    let mut found = false;
    j = skip(line, j + 1);
    loop {
        if line.get(j) == Some(&b'}') {
            j += 1;
            break;
        }
        let Some(w) = word_at(line, j) else {
            return false;
        };
        if matches!(w, b"default" | b"as" | b"type") {
            return false;
        }
        found |= j == at && w.len() == len;
        j = skip(line, j + w.len());
        match line.get(j) {
            Some(b',') => j = skip(line, j + 1),
            Some(b'}') => {}
            _ => return false,
        }
    }
    j = skip(line, j);
    if word_at(line, j) != Some(&b"from"[..]) {
        return false;
    }
    j = skip(line, j + 4);
    let Some(&q) = line.get(j).filter(|q| matches!(q, b'\'' | b'"')) else {
        return false;
    };
    let Some(close) = memchr::memchr(q, &line[j + 1..]).map(|e| j + 1 + e) else {
        return false;
    };
    if line[j + 1..close].contains(&b'\\') {
        return false;
    }
    let tail = &line[close + 1..];
    if !(tail.is_empty() || tail == b";") {
        return false;
    }
    found || (j < at && at + len <= close)
}

/// [`exports_no_heir_in`] of `src`.
#[cfg(test)]
fn exports_no_heir(src: &[u8]) -> bool {
    exports_no_heir_in(src, &module_code(src))
}

/// A TypeScript module's text with comments and literals blanked (offsets kept): what
/// [`exports_no_heir_in`] and [`gives_baseless_class_in`] read, made once for both.
pub fn module_code(src: &[u8]) -> Vec<u8> {
    sanitize(&Lang::TypeScript.spec().lexer, src).code
}

/// Whether the TypeScript module whose text is `src` (its [`module_code`]: `code`) surely
/// declares no class that may take its constructor from a base, so that no class it exports
/// can be a constructor target's heir: it re-exports nothing from another module (`export *`,
/// `export { .. } from`, `export import`), and every class it declares either names no base,
/// or surely declares a constructor of its own, or names a base by a plain name the module
/// neither declares nor imports (a global, `extends Error`). `false` where unsure: a class
/// with type parameters, a base that is a dotted name or a call, a class expression with a
/// base.
pub fn exports_no_heir_in(src: &[u8], code: &[u8]) -> bool {
    if has_word_then(code, b"export", b'*') || has_word_then(code, b"export", b'=') {
        return false;
    }
    for at in words(code, b"export") {
        let j = skip(code, at + b"export".len());
        if word_at(code, j) == Some(&b"import"[..]) {
            return false;
        }
        let j = if word_at(code, j) == Some(&b"type"[..]) {
            skip(code, j + 4)
        } else {
            j
        };
        if code.get(j) == Some(&b'{') {
            let Some(close) = memchr::memchr(b'}', &code[j..]).map(|c| j + c) else {
                return false;
            };
            if word_at(code, skip(code, close + 1)) == Some(&b"from"[..]) {
                return false;
            }
        }
    }
    for at in words(code, b"class") {
        if prev_byte(code, at) == Some(b'.') {
            continue;
        }
        let j = skip(code, at + b"class".len());
        let Some(name) = word_at(code, j) else {
            // `class {`: no base; anything else (`class<T>`) unsure.
            if code.get(j) == Some(&b'{') {
                continue;
            }
            return false;
        };
        if name == b"extends" {
            return false;
        }
        if name == b"implements" {
            continue;
        }
        let j = skip(code, j + name.len());
        match code.get(j) {
            Some(b'{') => continue,
            Some(b'<') => return false,
            _ => {}
        }
        if word_at(code, j) == Some(&b"implements"[..]) {
            continue;
        }
        if word_at(code, j) != Some(&b"extends"[..]) {
            return false;
        }
        let b = skip(code, j + b"extends".len());
        let Some(base) = word_at(code, b) else {
            return false;
        };
        let after = skip(code, b + base.len());
        if matches!(code.get(after), Some(b'.' | b'(')) {
            return false;
        }
        if super::declares_constructor(src, b + base.len()) {
            continue;
        }
        // A base the module names nowhere else is bound by nothing here: a global.
        let bound = words(code, base).any(|k| {
            let p = skip_back(code, k);
            !(p >= 7 && &code[p - 7..p] == b"extends" && (p == 7 || !ident(code[p - 8])))
        });
        if bound {
            return false;
        }
    }
    true
}

/// [`gives_baseless_class_in`] of the module whose text is `src`.
#[cfg(test)]
fn gives_baseless_class(src: &[u8], name: &str) -> bool {
    gives_baseless_class_in(&module_code(src), name)
}

/// Whether the TypeScript module whose [`module_code`] is `code` surely gives no class named
/// `name` that takes a member from a base: every `class name` it declares (at any depth) names no
/// base (`class name {`, `class name<T extends U> {`, `class name implements I {`), and it cannot
/// export a class of another module or declaration under that name — no `export *`, `export =` or
/// `export import`, and no `export { … }` clause (with or without `from`) naming it. Then the
/// class a `new name(..)` or an `extends name` importing it from here reaches either is such a
/// class or is none, and its chain of bases ends there: the module need not be parsed to learn
/// that no constructor target's heir is reached through it (xterm's `new Emitter()` of the 55 KB
/// `event.ts`). `false` where unsure: a base, a header the reading does not follow, type
/// parameters that do not close.
pub fn gives_baseless_class_in(code: &[u8], name: &str) -> bool {
    let name = name.as_bytes();
    if name.is_empty() {
        return false;
    }
    if has_word_then(code, b"export", b'*') || has_word_then(code, b"export", b'=') {
        return false;
    }
    for at in words(code, b"export") {
        let j = skip(code, at + b"export".len());
        if word_at(code, j) == Some(&b"import"[..]) {
            return false;
        }
        let j = if word_at(code, j) == Some(&b"type"[..]) {
            skip(code, j + 4)
        } else {
            j
        };
        if code.get(j) == Some(&b'{') {
            let Some(close) = memchr::memchr(b'}', &code[j..]).map(|c| j + c) else {
                return false;
            };
            if words(&code[j..close], name).next().is_some() {
                return false;
            }
        }
    }
    for at in words(code, b"class") {
        if prev_byte(code, at) == Some(b'.') {
            continue;
        }
        let j = skip(code, at + b"class".len());
        if word_at(code, j) != Some(name) {
            continue;
        }
        let mut j = skip(code, j + name.len());
        if code.get(j) == Some(&b'<') {
            let Some(close) = angle_forward(code, j) else {
                return false;
            };
            j = skip(code, close + 1);
        }
        if code.get(j) != Some(&b'{') && word_at(code, j) != Some(&b"implements"[..]) {
            return false;
        }
    }
    true
}

/// The module paths a TypeScript module whose text is `src` (its [`module_code`]: `code`)
/// re-exports whole at module level, `export * from "m"` in the order written (not `export *
/// as ns from`, which exports one name), read from the text where a lookup needs nothing else
/// of the module: a barrel's `export *` reaches modules that never spell the name looked up,
/// and parsing those (zod's 177 KB `core/schemas.ts` for `core.$RefinementCtx`) only to read
/// their `export *` statements costs more than the rest of a measurement. `None` (read the
/// module's parse instead) where the text does not read plainly so: `export type *`, an
/// `export *` whose module path is not one quoted literal, braces that do not pair.
pub fn star_reexports(src: &[u8], code: &[u8]) -> Option<Vec<String>> {
    let mut found = Vec::new();
    let mut depth = 0usize;
    let mut at = 0usize;
    for w in words(code, b"export") {
        // the brace depth at `w`: statements inside a block (`declare module "m" { .. }`)
        // are no module-level re-exports
        for &b in &code[at..w] {
            match b {
                b'{' => depth += 1,
                b'}' => depth = depth.checked_sub(1)?,
                _ => {}
            }
        }
        at = w;
        if depth > 0 {
            continue;
        }
        let mut j = skip(code, w + b"export".len());
        if word_at(code, j) == Some(&b"type"[..]) {
            if code.get(skip(code, j + 4)) == Some(&b'*') {
                return None;
            }
            continue;
        }
        if code.get(j) != Some(&b'*') {
            continue;
        }
        j = skip(code, j + 1);
        match word_at(code, j) {
            Some(b"as") => continue,
            Some(b"from") => {}
            _ => return None,
        }
        // the literal is blank in `code`: read on in the text
        let open = skip(src, j + 4);
        let quote = *src.get(open)?;
        if !matches!(quote, b'"' | b'\'') {
            return None;
        }
        let len = memchr::memchr(quote, &src[open + 1..])?;
        let path = &src[open + 1..open + 1 + len];
        if path.contains(&b'\\') || path.contains(&b'\n') {
            return None;
        }
        found.push(String::from_utf8(path.to_vec()).ok()?);
    }
    Some(found)
}

/// The variance annotations the TypeScript code `code` (comments and literals blanked)
/// writes on type parameters, `interface I<out T>`, `<in T>`, `<in out T>` (TypeScript 4.7),
/// each as the span of its word: the grammar does not know them, so a parse of the text has
/// an error wherever it holds one, while the same text with them blanked parses as tsc reads
/// it, the parameters named as written. A word `in` or `out` after `<` or `,` (or after
/// another such word), followed by a name (not `as`, as in `import { a, out as b }`).
pub fn variance_marks(code: &[u8]) -> Vec<(usize, usize)> {
    let mut marks: Vec<(usize, usize)> = [&b"in"[..], b"out"]
        .iter()
        .flat_map(|w| words(code, w).map(move |at| (at, at + w.len())))
        .filter(|&(at, end)| {
            let after = skip(code, end);
            let opens = match prev_byte(code, at) {
                Some(b'<' | b',') => true,
                // `in out T`: the second of two
                Some(b'n') => word_before(code, skip_back(code, at)) == b"in",
                _ => false,
            };
            opens && word_at(code, after).is_some_and(|next| next != b"as")
        })
        .collect();
    marks.sort_unstable();
    marks
}

/// Whether `text` spells `name` as a whole word anywhere (comments and literals too).
pub fn spells_word(text: &[u8], name: &str) -> bool {
    !name.is_empty() && words(text, name.as_bytes()).next().is_some()
}

/// The `>` that closes the `<` at `open`, read forwards (an arrow's `=>` is no bracket).
fn angle_forward(code: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (k, &b) in code.iter().enumerate().skip(open) {
        match b {
            b'<' => depth += 1,
            b'>' if k > 0 && code[k - 1] == b'=' => {}
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}

/// One `import … from '…'` (or `import '…'`) statement: its extent (to the end of its module
/// path) and what it binds.
struct ImportClause {
    start: usize,
    end: usize,
    /// Where its module path starts (`end` when it has none).
    path: usize,
    /// The default import's local name (`import D from`, `import D, { .. } from`).
    default: Option<(usize, usize)>,
    /// `import * as N from`.
    namespace: bool,
    /// Its `{ … }` list: (start, end).
    braces: Option<(usize, usize)>,
}

impl ImportClause {
    /// Whether the mention of `name` at `at` inside the statement leaves the class nameless
    /// for the file's code to construct but by `name` itself.
    fn harmless(&self, code: &[u8], at: usize, name: &[u8]) -> bool {
        if at >= self.path {
            // The module path: the module's default export may be bound to another name.
            let renamed_default = self
                .braces
                .is_some_and(|(s, e)| words(&code[s..e], b"default").next().is_some());
            return !self.namespace
                && !renamed_default
                && self.default.is_none_or(|(s, e)| &code[s..e] == name);
        }
        if self.default.is_some_and(|(s, _)| s == at) {
            return true;
        }
        if let Some((s, e)) = self.braces {
            if s < at && at < e {
                // `C` or `type C`, not `C as D`; `X as C` names another export `C` here.
                let next = skip(code, at + name.len());
                return word_at(code, next) != Some(&b"as"[..]);
            }
        }
        // `* as C`.
        self.namespace && {
            let p = skip_back(code, at);
            p >= 2 && &code[p - 2..p] == b"as"
        }
    }
}

/// The `import … from '…'` statements of a module (`code`: comments and literals blanked;
/// `text`: comments only), read from the text; one that does not read so (`import x =
/// require(..)`, a dynamic `import(..)`) is not among them, so its mentions count.
fn import_clauses(code: &[u8], text: &[u8]) -> Vec<ImportClause> {
    let mut out = Vec::new();
    'next: for at in words(code, b"import") {
        if matches!(prev_byte(code, at), Some(b'.')) {
            continue;
        }
        let mut j = skip(code, at + b"import".len());
        let mut c = ImportClause {
            start: at,
            end: at,
            path: at,
            default: None,
            namespace: false,
            braces: None,
        };
        if word_at(code, j) == Some(&b"type"[..]) {
            let k = skip(code, j + 4);
            // `import type …` (not a default import named `type`).
            if word_at(code, k).is_some_and(|w| w != b"from")
                || matches!(code.get(k), Some(b'{' | b'*'))
            {
                j = k;
            }
        }
        if let Some(w) = word_at(code, j) {
            if w != b"from" {
                c.default = Some((j, j + w.len()));
                j = skip(code, j + w.len());
                if code.get(j) == Some(&b',') {
                    j = skip(code, j + 1);
                }
            }
        }
        match code.get(j) {
            Some(b'{') => {
                let Some(close) = memchr::memchr(b'}', &code[j..]).map(|e| j + e) else {
                    continue;
                };
                if code[j + 1..close]
                    .iter()
                    .any(|b| matches!(b, b'{' | b'(' | b';' | b'='))
                {
                    continue;
                }
                c.braces = Some((j, close + 1));
                j = skip(code, close + 1);
            }
            Some(b'*') => {
                let k = skip(code, j + 1);
                if word_at(code, k) != Some(&b"as"[..]) {
                    continue;
                }
                let k = skip(code, k + 2);
                let Some(w) = word_at(code, k) else {
                    continue;
                };
                c.namespace = true;
                j = skip(code, k + w.len());
            }
            _ => {}
        }
        let bound = c.default.is_some() || c.braces.is_some() || c.namespace;
        // The module path: a literal, blank in `code` (so the blanks before it are read in
        // `text`), quoted in `text`.
        let j = if bound {
            if word_at(code, j) != Some(&b"from"[..]) {
                continue;
            }
            skip(text, j + 4)
        } else {
            skip(text, at + b"import".len())
        };
        let Some(&q) = text.get(j).filter(|q| matches!(q, b'\'' | b'"')) else {
            continue;
        };
        let Some(close) = memchr::memchr(q, &text[j + 1..]).map(|e| j + 1 + e) else {
            continue 'next;
        };
        if text[j + 1..close].contains(&b'\n') {
            continue;
        }
        c.path = j;
        c.end = close + 1;
        out.push(c);
    }
    out
}

/// Per `:` of a module's code (comments and literals blanked): whether it is an annotation's.
/// Read in one pass that pairs the brackets and counts each level's open `?`s (a conditional
/// expression's or a conditional type's `:` closes one).
struct Colons {
    /// (offset, annotation), in order.
    at: Vec<(usize, bool)>,
}

/// What a `{ … }` holds, from what stands before it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Brace {
    /// A class or interface body, an object type in an annotation: every `:` there is an
    /// annotation's (or a conditional type's).
    Types,
    /// Statements (the module, a function's or a block's body): a `:` is an annotation's
    /// after `let`/`const`/`var` and the declared name or pattern.
    Statements,
    /// An object literal or pattern, or unsure.
    Other,
}

impl Colons {
    fn read(code: &[u8]) -> Option<Colons> {
        // Open brackets: (byte, offset, brace kind, open `?`s at this level).
        let mut stack: Vec<(u8, usize, Brace, usize)> = Vec::new();
        let mut top_q = 0usize;
        let mut at = Vec::new();
        let mut i = 0;
        while i < code.len() {
            let b = code[i];
            match b {
                b'(' | b'[' | b'{' => {
                    let kind = if b == b'{' {
                        brace_kind(code, i, &at)
                    } else {
                        Brace::Other
                    };
                    stack.push((b, i, kind, 0));
                }
                b')' | b']' | b'}' => {
                    let want = match b {
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    let (open, ..) = stack.pop()?;
                    if open != want {
                        return None;
                    }
                }
                b';' | b',' => match stack.last_mut() {
                    Some(t) => t.3 = 0,
                    None => top_q = 0,
                },
                b'?' => {
                    let next = code.get(i + 1).copied();
                    let prev = i.checked_sub(1).map(|p| code[p]);
                    let digit = code.get(i + 2).is_some_and(u8::is_ascii_digit);
                    let marker = matches!(next, Some(b'?' | b')' | b',' | b']' | b'='))
                        || (next == Some(b'.') && !digit)
                        || prev == Some(b'?')
                        || code.get(skip(code, i + 1)) == Some(&b':');
                    if !marker {
                        match stack.last_mut() {
                            Some(t) => t.3 += 1,
                            None => top_q += 1,
                        }
                    }
                }
                b':' => {
                    let q = match stack.last_mut() {
                        Some(t) => &mut t.3,
                        None => &mut top_q,
                    };
                    if *q > 0 {
                        *q -= 1;
                        at.push((i, false));
                    } else {
                        let annotation = match stack.last() {
                            Some((b'(' | b'[', ..)) => true,
                            Some((_, _, Brace::Types, _)) => true,
                            Some((_, _, Brace::Statements, _)) | None => {
                                declared_name(code, i) || result_type(code, i)
                            }
                            Some(_) => false,
                        };
                        at.push((i, annotation));
                    }
                }
                _ => {}
            }
            i += 1;
        }
        stack.is_empty().then_some(Colons { at })
    }

    fn annotation(&self, colon: usize) -> bool {
        self.at
            .binary_search_by_key(&colon, |(k, _)| *k)
            .is_ok_and(|k| self.at[k].1)
    }
}

/// What the `{` at `open` holds (see [`Brace`]), from the code before it; `colons`: the
/// colons read so far.
fn brace_kind(code: &[u8], open: usize, colons: &[(usize, bool)]) -> Brace {
    let p = skip_back(code, open);
    if p == 0 {
        return Brace::Statements;
    }
    // The heading of the statement the brace belongs to: a class or an interface.
    let mut k = p;
    let mut depth = 0usize;
    while k > 0 {
        let b = code[k - 1];
        // An arrow's body: no heading.
        if b == b'>' && k >= 2 && code[k - 2] == b'=' {
            break;
        }
        match b {
            b')' | b']' | b'>' => depth += 1,
            b'(' | b'[' | b'<' if depth > 0 => depth -= 1,
            b'(' | b'[' | b'<' => break,
            b';' | b'{' | b'}' | b'=' if depth == 0 => break,
            _ => {}
        }
        if depth == 0 && ident(b) && (k < 2 || !ident(code[k - 2])) {
            let w = word_at(code, k - 1).unwrap_or_default();
            if w == b"class" || w == b"interface" {
                return if prev_byte(code, k - 1) == Some(b'.') {
                    Brace::Other
                } else {
                    Brace::Types
                };
            }
        }
        k -= 1;
    }
    match code[p - 1] {
        b')' | b'>' | b']' => Brace::Statements,
        b':' => {
            let c = p - 1;
            if colons.binary_search(&(c, true)).is_ok() {
                Brace::Types
            } else {
                Brace::Other
            }
        }
        b if ident(b) => {
            let mut s = p;
            while s > 0 && ident(code[s - 1]) {
                s -= 1;
            }
            match &code[s..p] {
                b"else" | b"try" | b"finally" | b"do" => Brace::Statements,
                w if KEYWORDS.contains(&w) => Brace::Other,
                // A declared result (`): Foo {`), a namespace's name.
                _ if prev_byte(code, s) == Some(b'.') => Brace::Other,
                _ => Brace::Statements,
            }
        }
        _ => Brace::Other,
    }
}

/// Whether the `:` at `colon` of a block's statement follows a name or a pattern declared by
/// `let`, `const` or `var` (`const x: T`, `let y!: T`, `const [a, b]: T`).
fn declared_name(code: &[u8], colon: usize) -> bool {
    let mut p = skip_back(code, colon);
    if p > 0 && code[p - 1] == b'!' {
        p = skip_back(code, p - 1);
    }
    if p == 0 {
        return false;
    }
    let start = match code[p - 1] {
        b']' | b'}' => {
            let Some(o) = opener_back(code, p - 1) else {
                return false;
            };
            o
        }
        b if ident(b) => {
            let mut s = p;
            while s > 0 && ident(code[s - 1]) {
                s -= 1;
            }
            s
        }
        _ => return false,
    };
    let q = skip_back(code, start);
    let mut s = q;
    while s > 0 && ident(code[s - 1]) {
        s -= 1;
    }
    matches!(&code[s..q], b"let" | b"const" | b"var")
}

/// Whether the `:` at `colon` of a block's statement opens a function's declared result:
/// right after a parameter list that follows `function` (and its name), or an arrow's
/// parameter list where an expression starts (after `=`, `(`, `,` or `async`).
fn result_type(code: &[u8], colon: usize) -> bool {
    let p = skip_back(code, colon);
    if p == 0 || code[p - 1] != b')' {
        return false;
    }
    let Some(open) = opener_back(code, p - 1) else {
        return false;
    };
    let q = skip_back(code, open);
    if q == 0 {
        return false;
    }
    match code[q - 1] {
        b'=' => q < 2 || !matches!(code[q - 2], b'=' | b'!' | b'<' | b'>'),
        b'(' | b',' => true,
        b if ident(b) => {
            let w = word_before(code, q);
            if w == b"function" || w == b"async" {
                return true;
            }
            let r = skip_back(code, q - w.len());
            let r = if r > 0 && code[r - 1] == b'*' {
                skip_back(code, r - 1)
            } else {
                r
            };
            !KEYWORDS.contains(&w) && word_before(code, r) == b"function"
        }
        _ => false,
    }
}

/// The offset of the bracket that `close` closes, read backwards.
fn opener_back(code: &[u8], close: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut k = close + 1;
    while k > 0 {
        k -= 1;
        match code[k] {
            b')' | b']' | b'}' => depth += 1,
            b'(' | b'[' | b'{' => {
                depth -= 1;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}

/// Reserved words, which no type name is.
const KEYWORDS: &[&[u8]] = &[
    b"return",
    b"new",
    b"typeof",
    b"extends",
    b"case",
    b"in",
    b"of",
    b"instanceof",
    b"void",
    b"yield",
    b"await",
    b"throw",
    b"else",
    b"do",
    b"delete",
    b"export",
    b"default",
    b"as",
    b"satisfies",
    b"is",
    b"const",
    b"let",
    b"var",
    b"if",
    b"while",
    b"for",
    b"switch",
    b"import",
    b"from",
    b"class",
    b"interface",
    b"type",
    b"function",
    b"super",
    b"this",
    b"implements",
    b"enum",
    b"namespace",
    b"module",
    b"declare",
    b"abstract",
    b"static",
    b"public",
    b"private",
    b"protected",
    b"async",
    b"get",
    b"set",
    b"infer",
    b"asserts",
    b"unique",
    b"with",
    b"try",
    b"catch",
    b"finally",
    b"break",
    b"continue",
    b"debugger",
];

/// Where the backward reading of a type stands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Back {
    /// Left of an operand's start: an operator, an opening bracket or the annotation's `:`.
    Operator,
    /// Left of an operator: an operand's end.
    Operand,
    /// Left of `.` or a type-argument list: a name.
    Name,
    /// Left of `=>`: a parameter list.
    Params,
    /// Left of a bracketed part (`[..]`, `<..>`, `{..}`, `(..)`): a name (`X[]`, `X<T>`),
    /// another such part, or what stands left of an operand's start.
    Group,
}

/// Whether the name at `at` of `code` stands in a type annotation (see [`may_construct`]):
/// the type written from an annotation's `:` to it, read backwards, holds only names, `.`,
/// `|`, `&`, `,` inside brackets, `=>` after a parameter list, `keyof`/`readonly`, and
/// bracketed parts.
fn in_annotation(code: &[u8], at: usize, colons: &Colons) -> bool {
    let mut i = at;
    let mut state = Back::Operator;
    // A `,` read at the annotation's own level: a list the annotation is not in.
    let mut comma = false;
    for _ in 0..512 {
        let j = skip_back(code, i);
        if j == 0 {
            return false;
        }
        let b = code[j - 1];
        let prev = j.checked_sub(2).map(|p| code[p]);
        if state == Back::Group {
            state = match b {
                b']' | b'}' => Back::Operand,
                b'>' if prev != Some(b'=') => Back::Operand,
                b if ident(b) => Back::Name,
                _ => Back::Operator,
            };
        }
        match (state, b) {
            (Back::Operator, b':') => return !comma && colons.annotation(j - 1),
            (Back::Operator, b'.') if prev != Some(b'.') => {
                state = Back::Name;
                i = j - 1;
            }
            (Back::Operator, b'|' | b'&') if prev != Some(b) => {
                state = Back::Operand;
                i = j - 1;
            }
            (Back::Operator, b',') => {
                comma = true;
                state = Back::Operand;
                i = j - 1;
            }
            (Back::Operator, b'>') if prev == Some(b'=') => {
                state = Back::Params;
                i = j - 2;
            }
            (Back::Operator, b'<') if prev != Some(b'<') => {
                // Leaving a type-argument list: its generic type's name.
                comma = false;
                state = Back::Name;
                i = j - 1;
            }
            (Back::Operator, b'[') => {
                // Leaving a tuple: not an index (`x[C]`, `T[C]`).
                let p = skip_back(code, j - 1);
                if p > 0 && (ident(code[p - 1]) || matches!(code[p - 1], b')' | b']' | b'>')) {
                    return false;
                }
                comma = false;
                i = j - 1;
            }
            (Back::Operator, b) if ident(b) => {
                let w = word_before(code, j);
                if w != b"keyof" && w != b"readonly" {
                    return false;
                }
                i = j - w.len();
            }
            (Back::Operand | Back::Name, b) if ident(b) => {
                let w = word_before(code, j);
                if KEYWORDS.contains(&w) {
                    return false;
                }
                state = Back::Operator;
                i = j - w.len();
            }
            (Back::Operand, b']' | b'}') | (Back::Params, b')') => {
                let Some(o) = opener_back(code, j - 1) else {
                    return false;
                };
                if !plain_type(&code[o + 1..j - 1]) {
                    return false;
                }
                state = Back::Group;
                i = o;
            }
            (Back::Operand, b'>') if prev != Some(b'=') => {
                let Some(o) = angle_back(code, j - 1) else {
                    return false;
                };
                state = Back::Group;
                i = o;
            }
            _ => return false,
        }
    }
    false
}

/// Whether the bytes of a bracketed part read as a type's: no operator a type does not have
/// (`&&`, `||`, `=` but in `=>`, arithmetic, `!`, `new`, `typeof`, a call's `(` after a name
/// is allowed: a method signature's).
fn plain_type(part: &[u8]) -> bool {
    let mut k = 0;
    while k < part.len() {
        let b = part[k];
        let next = part.get(k + 1).copied();
        match b {
            b'&' | b'|' if next == Some(b) => return false,
            b'=' if next != Some(b'>') => return false,
            b'+' | b'-' | b'*' | b'/' | b'%' | b'!' | b'@' | b'#' | b'^' | b'~' => return false,
            b if ident(b) && (k == 0 || !ident(part[k - 1])) => {
                let mut e = k;
                while e < part.len() && ident(part[e]) {
                    e += 1;
                }
                if matches!(
                    &part[k..e],
                    b"new" | b"typeof" | b"return" | b"await" | b"yield"
                ) {
                    return false;
                }
                k = e;
                continue;
            }
            _ => {}
        }
        k += 1;
    }
    true
}

/// The `<` that the `>` at `close` closes, read backwards (an arrow's `=>` is no bracket);
/// `None` past a byte no type argument list holds.
fn angle_back(code: &[u8], close: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut k = close + 1;
    while k > 0 {
        k -= 1;
        match code[k] {
            b'>' if k > 0 && code[k - 1] == b'=' => k -= 1,
            b'>' => depth += 1,
            b'<' => {
                depth -= 1;
                if depth == 0 {
                    return plain_type(&code[k + 1..close]).then_some(k);
                }
            }
            b';' | b'{' | b'}' => return None,
            _ => {}
        }
    }
    None
}

/// The word that ends at `end`.
fn word_before(code: &[u8], end: usize) -> &[u8] {
    let mut s = end;
    while s > 0 && ident(code[s - 1]) {
        s -= 1;
    }
    &code[s..end]
}

/// The word that starts at `at`, if one does.
fn word_at(code: &[u8], at: usize) -> Option<&[u8]> {
    let first = *code.get(at)?;
    if !ident(first) || first.is_ascii_digit() || (at > 0 && ident(code[at - 1])) {
        return None;
    }
    let mut e = at;
    while e < code.len() && ident(code[e]) {
        e += 1;
    }
    Some(&code[at..e])
}

/// The offsets of the whole word `w` in `code`.
fn words<'c>(code: &'c [u8], w: &'c [u8]) -> impl Iterator<Item = usize> + 'c {
    memchr::memmem::find_iter(code, w).filter(move |at| whole(code, *at, w.len()))
}

/// Whether the whole word `w` is followed (blanks between) by `then` somewhere.
fn has_word_then(code: &[u8], w: &[u8], then: u8) -> bool {
    words(code, w).any(|at| code.get(skip(code, at + w.len())) == Some(&then))
}

/// Whether some whole word `w` follows a `.` (blanks between): a member of that name.
fn has_member(code: &[u8], w: &[u8]) -> bool {
    words(code, w).any(|at| prev_byte(code, at) == Some(b'.'))
}

/// The last non-blank byte before `at`.
fn prev_byte(code: &[u8], at: usize) -> Option<u8> {
    let p = skip_back(code, at);
    (p > 0).then(|| code[p - 1])
}

/// The first offset from `at` on that is not blank.
fn skip(code: &[u8], mut at: usize) -> usize {
    while code.get(at).is_some_and(u8::is_ascii_whitespace) {
        at += 1;
    }
    at
}

/// The offset after the last non-blank byte before `at`.
fn skip_back(code: &[u8], mut at: usize) -> usize {
    while at > 0 && code[at - 1].is_ascii_whitespace() {
        at -= 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    fn may(src: &str) -> bool {
        may_construct(Lang::TypeScript, src.as_bytes(), &["Field"])
    }

    /// Mentions in imports and annotations only: the module cannot construct the class.
    #[test]
    fn imports_and_annotations_construct_nothing() {
        let no = [
            "import { Field, Ref } from './core';\nexport const f = (x: Field): Field[] => [x];\n",
            "import type { Field } from './core';\nlet x: Field | undefined;\n",
            "import Field from './Field';\nfunction g(a: Map<string, Field>, b?: Field): void {}\n",
            "import { X } from './Field';\nconst y: X = z;\n",
            "import * as Field from './f';\n",
            "import { Field } from './f';\nfunction h([f, r]: [Field, Ref], cb: (f: Field) => void) {}\n",
            "import { Field } from './f';\nclass A {\n  private f: Field;\n  m(): readonly Field[] { return []; }\n}\n",
            "import { Field } from './f';\ninterface I { f?: Field; g: { h: Field } }\n",
            "import { Field } from './f';\n// new Field(d, r)\nconst s = 1;\n",
            "import { Field } from './f';\nfunction m(x: a.b.Field, y: Array<[Field, number]>): Promise<Field> | null {}\n",
        ];
        for src in no {
            assert!(!may(src), "{src}");
        }
    }

    /// Anything else may construct it, or is unsure.
    #[test]
    fn other_mentions_may_construct() {
        let yes = [
            "import { Field } from './f';\nnew Field(d, r);\n",
            "import { Field as F } from './f';\nnew F(d, r);\n",
            "import F from './Field';\nnew F(d, r);\n",
            "import { default as F } from './Field';\n",
            "import * as ns from './Field';\nnew ns.default(d, r);\n",
            "import { Field } from './f';\nclass T extends Field {}\n",
            "import { Field } from './f';\nfunction g(K: typeof Field) { return new K(d, r); }\n",
            "import { Field } from './f';\nconst K = Field;\n",
            "import { Field } from './f';\nregister(Field);\n",
            "import { Field } from './f';\nconst m = { text: Field };\n",
            "import { Field } from './f';\nconst m = { a: x, b: Field };\n",
            "import { Field } from './f';\nconst k = c ? a : Field;\n",
            "import { Field } from './f';\nfunction g(a = c ? b : Field) {}\n",
            "import { Field } from './f';\nexport { Field };\n",
            "import { Field } from './f';\nField.create(d);\n",
            "import { Field } from './f';\nconst t = `${new Field(d)}`;\n",
            "import { Field } from './f';\nswitch (k) { case 1: Field.x(); }\n",
            "import { Field } from './f';\nclass A extends B { constructor() { super(d); } f: Field; }\n",
            "import { Field } from './f';\nfunction g(x: Field) { return new x.constructor(d); }\n",
            "import { Field } from './f';\nconst x: Field = Field.make();\n",
            "import { Field } from './f';\nconst xs = [a, Field];\n",
            "import { Field } from './f';\nconst y = o[Field];\n",
            "import { Field } from './f';\nlet a: Field, b = Field;\n",
            "import { Field } from './f';\ntype T = Field;\n",
            "import { Field } from './f';\nconst v = make<Field>();\n",
            "class Field {}\n",
            "import { Field } from './f';\nfunction g(x: Field) { return (x) }\n}",
        ];
        for src in yes {
            assert!(may(src), "{src}");
        }
        // TSX and JavaScript are not read.
        let src = b"import { Field } from './f';\nlet x: Field;\n";
        assert!(!may_construct(Lang::TypeScript, src, &["Field"]));
        assert!(may_construct(Lang::Tsx, src, &["Field"]));
        assert!(may_construct(Lang::JavaScript, src, &["Field"]));
    }

    /// The raw-text answer ([`only_imported_or_remarked`]) is given only where the reading
    /// answers "no" too: over the reading's own fixtures and files that import other things
    /// from the class's module, remark on it, or hide a use where the raw text can be misread.
    #[test]
    fn the_raw_text_answer_agrees_with_the_reading() {
        let taken = [
            "import { react } from '../Field'\n// Field is made by the tests elsewhere\nit('x', () => { react() })\n",
            "import { a, b } from \"./Field\";\nimport { Field, c } from './core';\n",
            "import type { Field } from './f'\n",
            "import { FieldRef } from './f'\nconst x = new FieldRef(1)\n",
            "class A {\n  // a note\n  x = 1\n  constructor() {}\n}\n",
            "  import { Field } from './f'\n\t// new Field(d)\nclass A {\n  constructor(x: number) {}\n}\nsuper.f()\n",
        ];
        for src in taken {
            assert!(
                only_imported_or_remarked(src.as_bytes(), &["Field"]),
                "{src}"
            );
            assert!(!may_construct_read(src.as_bytes(), &["Field"]), "{src}");
        }
        let refused = [
            // Uses, and a raw text a blanking could read otherwise.
            "import { Field } from './f'\nnew Field(d)\n",
            "import { Field as F } from './f'\n",
            "import { default as G } from './Field'\n",
            "import F, { a } from './Field'\n",
            "import * as F from './Field'\n",
            "import { Field } from './f'; new Field(d)\n",
            "const t = `\nimport { Field } from './f'\n${new Field(d)}`\n",
            "const t = 'a\\\n// Field'\n",
            "x.\nimport { Field } from './f'\n",
            "import { Field } from './f'\nclass B extends A { constructor() { super /* c */ (d) } }\n",
            "import { Field } from './f'\nconst k = x.\n// c\nconstructor\n",
            "import { Field } from './f'\nconst k = x./* c */constructor\n",
            "import {\n  Field,\n} from './f'\n",
            "class A {\n  x = 1 // a note\n  constructor() {}\n}\n",
        ];
        for src in refused {
            assert!(
                !only_imported_or_remarked(src.as_bytes(), &["Field"]),
                "{src}"
            );
        }
        // Wherever it answers, the reading answers the same, on every fixture of the module.
        let all = taken.iter().chain(&refused).copied().chain([
            "import { Field, Ref } from './core';\nexport const f = (x: Field): Field[] => [x];\n",
            "import { Field } from './f';\n// new Field(d, r)\nconst s = 1;\n",
            "import { Field } from './f';\nfunction g(x: Field) { return (x) }\n}",
        ]);
        for src in all {
            if only_imported_or_remarked(src.as_bytes(), &["Field"]) {
                assert!(!may_construct_read(src.as_bytes(), &["Field"]), "{src}");
            }
        }
    }

    /// A module of error classes that each declare a constructor, or extend a global, holds
    /// no heir; a class with a plain base it imports, a type-parameter list, or a re-export
    /// may.
    #[test]
    fn modules_without_heirs() {
        let no = [
            "export class AError extends Error {\n  constructor(m: string) { super(m); }\n}\n",
            "export class AError extends Error {}\nexport class BError extends AError {\n  constructor() { super('b'); }\n}\n",
            "import { X } from './x';\nexport class A { f(): X { return new X(); } }\n",
            "export const x = 1;\n// class Z extends Base {}\n",
        ];
        for src in no {
            assert!(exports_no_heir(src.as_bytes()), "{src}");
        }
        let yes = [
            "import { Base } from './b';\nexport class A extends Base {}\n",
            "class Local {}\nexport class A extends Local {}\n",
            "export class A<T> extends Error {}\n",
            "export * from './other';\n",
            "export { A } from './a';\n",
            "export const A = class extends Base {};\n",
            "import * as ns from './b';\nexport class A extends ns.Base {}\n",
            "export class A extends mixin(Base) {}\n",
        ];
        for src in yes {
            assert!(!exports_no_heir(src.as_bytes()), "{src}");
        }
    }

    /// A class declared with no base, and no re-export that could give the name another
    /// class: no heir of anything is reached through it. Any base, a re-export naming it, or
    /// a header not read through: unsure.
    #[test]
    fn baseless_classes() {
        let emitter = "export class Emitter<T> {\n  fire(e: T) {}\n}\nclass Paused<T> extends Emitter<T> {}\n";
        let baseless = [
            (emitter, "Emitter"),
            (
                "export abstract class Disposable implements IDisposable {\n  f(o: X) { return (o as unknown as Disposable); }\n}\n",
                "Disposable",
            ),
            ("export class Box<T extends Base = () => void, U = { a: string; b: number }> {}\n", "Box"),
            ("// class Box extends Base {}\nexport class Box {}\nconst s = 'class Box extends Base';\n", "Box"),
            ("export { Other };\nexport type { Shape } from './s';\nexport class Box {}\n", "Box"),
            // No class of the name: nothing the module gives is reached.
            ("export class Other extends Base {}\n", "Box"),
        ];
        for (src, name) in baseless {
            assert!(gives_baseless_class(src.as_bytes(), name), "{name}: {src}");
        }
        let unsure = [
            (emitter, "Paused"),
            ("export class Box extends Base {}\n", "Box"),
            ("export class Box<T> extends Base<T> {}\n", "Box"),
            ("export class Box\n  extends Base {}\n", "Box"),
            ("export abstract class Box extends mixin(Base) {}\n", "Box"),
            (
                "class Box {}\nfunction f() { class Box extends Base {} }\n",
                "Box",
            ),
            ("export * from './box';\nclass Box {}\n", "Box"),
            ("export * as ns from './box';\n", "Box"),
            ("export { Box } from './box';\n", "Box"),
            (
                "export { Other as Box };\nclass Other extends Base {}\n",
                "Box",
            ),
            ("export type { Box } from './box';\n", "Box"),
            ("export = Box;\n", "Box"),
            ("export import Box = ns.Box;\n", "Box"),
            ("export class Box<T extends X {}\n", "Box"),
            ("export class Box {}\n", ""),
        ];
        for (src, name) in unsure {
            assert!(!gives_baseless_class(src.as_bytes(), name), "{name}: {src}");
        }
    }
    fn stars(src: &str) -> Option<Vec<String>> {
        star_reexports(src.as_bytes(), &module_code(src.as_bytes()))
    }

    /// `export * from` at module level, in order; a namespace re-export, one in a comment,
    /// a string or a `declare module` block is none.
    #[test]
    fn whole_module_reexports_read_from_the_text() {
        let src = "export * from './core.js';\n\
                   export * as util from './util.js';\n\
                   export { toZod } from './util.js';\n\
                   // export * from './commented.js';\n\
                   const s = \"export * from './quoted.js'\";\n\
                   declare module 'm' {\n  export * from './ambient.js';\n}\n\
                   export*from\"./tight.js\"\n\
                   export *\n  from './split.js';\n";
        assert_eq!(
            stars(src),
            Some(vec![
                "./core.js".to_string(),
                "./tight.js".to_string(),
                "./split.js".to_string()
            ])
        );
        assert_eq!(stars("export const a = 1;\n"), Some(vec![]));
        // what the text does not say plainly is left to the parse
        for unsure in [
            "export type * from './types.js';\n",
            "export * from `./t.js`;\n",
            "export * from './a\\'b.js';\n",
            "}\nexport * from './a.js';\n",
            "export * whatever;\n",
        ] {
            assert_eq!(stars(unsure), None, "{unsure}");
        }
    }

    #[test]
    fn a_name_spelled_as_a_whole_word() {
        assert!(spells_word(b"export { $RefinementCtx };", "$RefinementCtx"));
        assert!(spells_word(b"x: core.$RefinementCtx<T>", "$RefinementCtx"));
        assert!(spells_word(b"// text\n", "text"));
        assert!(!spells_word(
            b"export type $RefinementCtxs = 1;",
            "$RefinementCtx"
        ));
        assert!(!spells_word(b"const context = texts;", "text"));
        assert!(!spells_word(b"anything", ""));
    }

    /// Variance annotations on type parameters, found as the spans of their words; `in` and
    /// `out` anywhere else are not.
    #[test]
    fn variance_annotations_are_found() {
        let marks = |s: &str| -> Vec<String> {
            variance_marks(&module_code(s.as_bytes()))
                .into_iter()
                .map(|(a, b)| format!("{a}:{}", &s[a..b]))
                .collect()
        };
        assert_eq!(
            marks(
                "export interface ZodType<\n  out Output = unknown,\n  out Input = unknown> {}\n"
            ),
            ["28:out", "52:out"]
        );
        assert_eq!(marks("interface A<in T> {}\n"), ["12:in"]);
        assert_eq!(marks("class B<in out T> {}\n"), ["8:in", "11:out"]);
        assert_eq!(marks("type F<T, out U> = () => U;\n"), ["10:out"]);
        assert_eq!(
            marks("interface O<\n  /** @ts-ignore Cast variance */\n  out S> {}\n"),
            ["49:out"]
        );
        for no in [
            "for (const k in obj) {}\nif ('a' in b) {}\n",
            "import { a, out as b } from './x';\n",
            "const o = { in: 1, out: 2 };\nf(a, out);\n",
            "// interface A<out T>\nconst s = '<in T>';\n",
            "interface A<T> { out: T; in(x: T): void }\n",
            "const xs = [a, out];\nlet y = a < out;\n",
        ] {
            assert_eq!(marks(no), Vec::<String>::new(), "{no}");
        }
    }
}
