//! Builtin-engine support for JavaScript, TypeScript and TSX (see the module docs of
//! `crate::lang`).
//!
//! `definitions` lists every named function-like definition from `js/defs.scm`'s candidates
//! (with `js/js_defs.scm`'s or `js/ts_defs.scm`'s), each judged by the path from the root to it: function
//! declarations (async, generator, exported, default-exported), TS overload signatures, arrow
//! functions and function expressions bound by `const`/`let`/`var` or assigned to
//! `exports.f`/`module.exports.f`/`X.prototype.f`, classes and their members (methods,
//! accessors, arrow-function fields, constructors), interface method signatures and the methods
//! of object literals bound to a name.
//!
//! `calls` lives in [`calls`]: it resolves each same-named call through the file's imports
//! (ES modules and CommonJS `require`), local bindings and cheap receiver types.

use std::collections::HashSet;

use crate::lang::fragment::is_ident_byte as is_word_byte;
use tree_sitter::Node;

use super::{collapse_ws, line_of, Call, Def, DefKind, Field, Params, RepoCtx, SourceFile, Target};

mod calls;
mod construct;
pub(crate) mod fragment;
mod region;
mod resolve;
#[cfg(test)]
mod tests;

pub use construct::{
    exports_no_heir_in, gives_baseless_class_in, may_construct, module_code, spells_word,
    star_reexports, variance_marks,
};

/// Deeper nesting than this is not descended into (guards the stack on pathological input).
const MAX_DEPTH: usize = 400;

pub fn definitions(file: &SourceFile) -> Vec<Def> {
    let mut out = definitions_by_query(file, super::defs::matches(file));
    mark_overload_implementations(file, &mut out);
    out
}

/// The definitions of [`definitions`] that a caller file's scan reads (see
/// [`crate::lang::Lang::definitions_around`]): those whose range holds one of `bytes`
/// (ascending: where the calls found start), those named one of `names`, and every
/// constructor (the precision rule reads a class's constructors under the class's name).
///
/// The candidates' walk enters only the nodes that hold one of those bytes or a mention of
/// one of the names (or of `constructor`): a definition's name is written inside its node, and
/// its range is that node's or its `export` statement's or declaration's, so every one kept is
/// reached. A test module that calls the target a few times among thousands of nodes walks
/// the paths to those calls, not the whole tree. The overload marks are read on what is kept:
/// the definitions of a name are all kept together, and the others' parameter lists are not
/// read.
pub fn definitions_around(file: &SourceFile, bytes: &[usize], names: &[&str]) -> Vec<Def> {
    if names.iter().any(|n| n.is_empty()) {
        let mut all = definitions(file);
        all.retain(|d| kept_around(d, bytes, names));
        return all;
    }
    let src = &file.src[..];
    let mut points: Vec<usize> = bytes.to_vec();
    for name in names.iter().copied().chain(std::iter::once("constructor")) {
        points.extend(mentions_of(src, name.as_bytes()));
    }
    points.sort_unstable();
    points.dedup();
    let holds_point = |start: usize, end: usize| {
        let k = points.partition_point(|p| *p < start);
        points.get(k).is_some_and(|p| *p < end)
    };
    // A declaration's range is its `export` statement's when it has one: a call there but
    // outside the declaration (a decorator's) still lies in the range of what it declares.
    let mut export: Option<(usize, usize)> = None;
    let matches = super::defs::matches_pruned(file, |n| {
        let (start, end) = (n.start_byte(), n.end_byte());
        if holds_point(start, end) {
            if n.kind() == "export_statement" {
                export = Some((start, end));
            }
            return true;
        }
        export.is_some_and(|(s, e)| s <= start && end <= e)
            && matches!(n.kind(), "lexical_declaration" | "variable_declaration")
    });
    let mut out = definitions_by_query(file, matches);
    out.retain(|d| kept_around(d, bytes, names));
    mark_overload_implementations(file, &mut out);
    out
}

/// Whether [`definitions_around`] keeps `d`: its range holds one of `bytes` (ascending), it
/// is named one of `names`, or it is a constructor.
fn kept_around(d: &Def, bytes: &[usize], names: &[&str]) -> bool {
    let k = bytes.partition_point(|b| *b < d.start_byte);
    bytes.get(k).is_some_and(|b| *b < d.end_byte)
        || d.kind == DefKind::Constructor
        || names.contains(&d.name.as_str())
}

/// Where `name` starts in `src`, but where an identifier byte written next to it shows that
/// this is part of a longer word (a name's node is a whole token: `set` in `reset` is none).
fn mentions_of<'s>(src: &'s [u8], name: &'s [u8]) -> impl Iterator<Item = usize> + 's {
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
    let (first, last) = (name.first().copied(), name.last().copied());
    memchr::memmem::find_iter(src, name).filter(move |&at| {
        let joined_before = first.is_some_and(ident) && at > 0 && ident(src[at - 1]);
        let joined_after =
            last.is_some_and(ident) && src.get(at + name.len()).is_some_and(|b| ident(*b));
        !joined_before && !joined_after
    })
}

/// Whether a definition is a body-less signature (a TS overload or an abstract/interface one).
fn is_signature_only(file: &SourceFile, d: &Def) -> bool {
    file.tree
        .root_node()
        .descendant_for_byte_range(d.start_byte, d.end_byte)
        .is_some_and(|n| {
            let n = if n.kind() == "export_statement" {
                n.named_child(0).unwrap_or(n)
            } else {
                n
            };
            matches!(
                n.kind(),
                "function_signature" | "method_signature" | "abstract_method_signature"
            )
        })
}

/// In TypeScript, where overload signatures stand in front of an implementation with the same
/// name at one site, only the signatures can be called: the implementation's own list (often
/// widened with optional parameters) is not a contract callers may use (TS2575).
fn mark_overload_implementations(file: &SourceFile, defs: &mut [Def]) {
    if file.lang == super::Lang::JavaScript {
        return;
    }
    let sig: Vec<bool> = defs.iter().map(|d| is_signature_only(file, d)).collect();
    for i in 0..defs.len() {
        if sig[i] || defs[i].kind == DefKind::Class {
            continue;
        }
        let has_signatures = defs.iter().zip(&sig).any(|(o, s)| {
            *s && o.name == defs[i].name && o.scope == defs[i].scope && o.kind == defs[i].kind
        });
        if has_signatures {
            defs[i].params.behind_overloads = true;
        }
    }
}

pub fn calls(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call> {
    calls::calls(file, target, ctx)
}

/// Other names a calling file may reach the target by without writing its own: the
/// `export const g: typeof f = ..` (or `= x as typeof f`) and `export const g = f` of the
/// target's module, whose calls tsc checks against the target's signature (the prefilter
/// reads the files that call `g` only).
///
/// For a constructor, the exported constants of its class's module that construct the class
/// (`export const EffectScheduler = singleton(.., () => __EffectScheduler__)`): the files that
/// write `new EffectScheduler(..)` do not name the class.
pub fn other_names(target: &Target, ctx: &RepoCtx) -> Vec<String> {
    let mut out = calls::typeof_exports(target, ctx).to_vec();
    out.extend(calls::alias_exports(target, ctx).iter().cloned());
    out.extend(
        calls::ctor_consts(target, ctx)
            .iter()
            .filter(|k| k.exported)
            .map(|k| k.name.clone()),
    );
    out
}

/// Files smaller than this are parsed whole: leaving a few callbacks out saves less than the
/// framing read costs.
const REGION_MIN_BYTES: usize = 4 * 1024;

/// A parse of the TypeScript caller file `rel` (text `src`) for [`calls`] of targets spelled
/// by `words` (each target's needles, name and class) and the definitions read around them,
/// holding only the region those need ([`region::ranges`]): the file without the bodies of
/// the statement calls' callbacks and of the function declarations no call judgement can
/// read. `None` (parse the file whole)
/// for a file that is not TypeScript or is small, when no such body can be left out, when the
/// part parses with an error, or when a body left out is not read back as an empty block
/// (the framing and the parse disagree).
pub fn region_parse(
    rel: &str,
    lang: super::Lang,
    src: &[u8],
    words: &[&str],
) -> Option<SourceFile> {
    let lang = match lang.spec().dialect {
        Some(pick) => pick(rel, src).unwrap_or(lang),
        None => lang,
    };
    if lang != super::Lang::TypeScript || src.len() < REGION_MIN_BYTES {
        return None;
    }
    // Only a file with enough lines in statement calls' callbacks may leave enough out.
    if !region::may_leave_out_enough(src, words) {
        return None;
    }
    let clean = crate::lang::fragment::sanitize(&lang.spec().lexer, src);
    let parts = region::ranges(src, &clean.code, &clean.text, words)?;
    let file = SourceFile::parse_ranges(rel, lang, src.to_vec(), &parts.ranges)?;
    let root = file.tree.root_node();
    if root.has_error() {
        return None;
    }
    // Each gap must be the inside of an empty block: the `{` and `}` framing it took for a
    // function body's (after `=>` or a parameter list) are read as one `statement_block`;
    // or, for a declaration left out whole, lie between two statements of the file or of a
    // block: no statement reads on across it.
    for (w, &gap) in parts.ranges.windows(2).zip(&parts.gaps) {
        let framed = if gap == region::Gap::Declaration {
            let (s, e) = (w[0].1, w[1].0);
            let around = root.descendant_for_byte_range(s, e)?;
            matches!(around.kind(), "program" | "statement_block")
        } else {
            let (open, close) = (w[0].1 - 1, w[1].0);
            let block = root.descendant_for_byte_range(open, close + 1)?;
            block.kind() == "statement_block"
                && block.start_byte() == open
                && block.end_byte() == close + 1
                && block.named_child_count() == 0
        };
        if !framed {
            return None;
        }
    }
    Some(file)
}

/// Whether classes that extend a target's class take the target as their own: a TypeScript
/// constructor, which a subclass declaring none inherits (tsc checks `new Heir(..)` against
/// it, wherever `Heir` is declared or called). JavaScript callers are not checked so.
pub fn seeks_heirs(target: &Target) -> bool {
    target.kind == DefKind::Constructor && target.lang != super::Lang::JavaScript
}

/// The classes a module's text declares with an `extends` clause, read from the text alone
/// (the prefilter's search for a constructor's heirs, before any parse): per class, its
/// name and the names its base may be declared under — the name written after `extends`
/// (the last of a dotted one: `extends ns.Base`) and what the module imports as that name
/// (`import { Base as B }`, `import B from '../Base'`: the module's file name). A comment or
/// string that reads like a declaration adds a name the search then reads more files for,
/// never one it leaves out. A class whose body surely declares a constructor of its own is
/// left out: it and its subclasses take that one, not its base's (tsc checks `new` of them
/// against it), and its own `super(..)` calls are in a file that names its base after
/// `extends` (directly or under an import alias), which the search reads anyway.
pub fn class_bases(src: &[u8]) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for at in memchr::memmem::find_iter(src, b"extends") {
        if !whole_word_at(src, at, b"extends".len()) {
            continue;
        }
        // Back: blanks, a type-parameter list, the class's name, blanks, `class`.
        let mut i = skip_blanks_back(src, at);
        if i > 0 && src[i - 1] == b'>' {
            let mut depth = 0usize;
            while i > 0 {
                i -= 1;
                match src[i] {
                    b'>' => depth += 1,
                    b'<' => depth -= 1,
                    _ => {}
                }
                if depth == 0 {
                    break;
                }
            }
            if depth != 0 {
                continue;
            }
            i = skip_blanks_back(src, i);
        }
        let name_end = i;
        while i > 0 && is_word_byte(src[i - 1]) {
            i -= 1;
        }
        if i == name_end || src[i].is_ascii_digit() {
            continue;
        }
        let name = &src[i..name_end];
        let k = skip_blanks_back(src, i);
        if k == i || k < 5 || &src[k - 5..k] != b"class" || (k > 5 && is_word_byte(src[k - 6])) {
            continue;
        }
        // Forward: blanks, a dotted name; its last part is the base's name here.
        let mut j = at + b"extends".len();
        let mut base: &[u8] = &[];
        loop {
            while j < src.len() && src[j].is_ascii_whitespace() {
                j += 1;
            }
            let start = j;
            while j < src.len() && is_word_byte(src[j]) {
                j += 1;
            }
            if j == start {
                break;
            }
            base = &src[start..j];
            if src.get(j) != Some(&b'.') {
                break;
            }
            j += 1;
        }
        if base.is_empty() || declares_constructor(src, j) {
            continue;
        }
        let (Ok(name), Ok(base)) = (std::str::from_utf8(name), std::str::from_utf8(base)) else {
            continue;
        };
        out.push((name.to_string(), vec![base.to_string()]));
    }
    if out.is_empty() {
        return out;
    }
    for (local, orig) in import_aliases(src) {
        for (_, bases) in out.iter_mut() {
            if bases[0] == local && !bases.contains(&orig) {
                bases.push(orig.clone());
            }
        }
    }
    out
}

/// The names a module's import statements bind to other names, read from the text: `(B, A)`
/// for `import { A as B }`, and `(B, file)` for a default import `import B from '…/file'`
/// (the module's file name without its extension; a directory's for `…/dir/index`).
pub fn import_aliases(src: &[u8]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let text = |b: &[u8]| std::str::from_utf8(b).ok().map(str::to_string);
    for at in memchr::memmem::find_iter(src, b"import") {
        if !whole_word_at(src, at, b"import".len()) {
            continue;
        }
        let mut j = at + b"import".len();
        let skip = |j: &mut usize| {
            while *j < src.len() && src[*j].is_ascii_whitespace() {
                *j += 1;
            }
        };
        skip(&mut j);
        let word_at = |j: usize| {
            let mut e = j;
            while e < src.len() && is_word_byte(src[e]) {
                e += 1;
            }
            e
        };
        if src[j..].starts_with(b"type") && word_at(j) == j + 4 {
            j += 4;
            skip(&mut j);
        }
        // A default import's name.
        let e = word_at(j);
        let default = (e > j && !src[j].is_ascii_digit()).then(|| &src[j..e]);
        if default.is_some() {
            j = e;
            skip(&mut j);
            if src.get(j) == Some(&b',') {
                j += 1;
                skip(&mut j);
            }
        }
        if src.get(j) == Some(&b'{') {
            let Some(close) = memchr::memchr(b'}', &src[j..]).map(|c| j + c) else {
                continue;
            };
            for part in src[j + 1..close].split(|b| *b == b',') {
                let words: Vec<&[u8]> = part
                    .split(|b| b.is_ascii_whitespace())
                    .filter(|w| !w.is_empty())
                    .collect();
                let ws = match words.as_slice() {
                    [b"type", rest @ ..] => rest,
                    all => all,
                };
                if let [a, b"as", b] = ws {
                    if let (Some(a), Some(b)) = (text(a), text(b)) {
                        out.push((b, a));
                    }
                }
            }
            j = close + 1;
            skip(&mut j);
        }
        let Some(default) = default.and_then(text) else {
            continue;
        };
        if default == "from" || !src[j..].starts_with(b"from") {
            continue;
        }
        j += b"from".len();
        skip(&mut j);
        let Some(&quote) = src.get(j).filter(|q| matches!(q, b'\'' | b'"')) else {
            continue;
        };
        let Some(end) = memchr::memchr(quote, &src[j + 1..]).map(|e| j + 1 + e) else {
            continue;
        };
        let spec = &src[j + 1..end];
        let mut parts = spec.rsplit(|b| *b == b'/');
        let mut file = parts.next().unwrap_or_default();
        if let Some(dot) = file.iter().position(|b| *b == b'.') {
            file = &file[..dot];
        }
        if file == b"index" {
            file = parts.next().unwrap_or_default();
        }
        if let Some(file) = text(file).filter(|f| !f.is_empty()) {
            out.push((default, file));
        }
    }
    out
}

/// Whether the class whose heading continues at `at` (after its base's name) surely declares
/// a constructor in its body: the rest of the heading (type arguments, an `implements` list)
/// and the body's top level read from the text, skipping strings, template literals and
/// comments. Anything the reading is unsure of is `false`.
fn declares_constructor(src: &[u8], mut at: usize) -> bool {
    let blank = |i: usize| src.get(i).is_some_and(u8::is_ascii_whitespace);
    // The heading: type arguments, `implements` and its names, up to the body's `{`.
    let mut angle = 0usize;
    loop {
        let Some(&b) = src.get(at) else {
            return false;
        };
        match b {
            b'<' => angle += 1,
            b'>' if angle > 0 => angle -= 1,
            b'{' if angle == 0 => break,
            b'.' | b',' => {}
            b if b.is_ascii_whitespace() || is_word_byte(b) => {}
            _ => return false,
        }
        at += 1;
    }
    at += 1;
    // The body: a `constructor` word at its top level, first on its line or after `{`, `}`,
    // `;` or an access modifier, followed by `(` or `<`.
    let mut depth = 1usize;
    let mut i = at;
    while i < src.len() {
        match src[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return false;
                }
            }
            q @ (b'\'' | b'"') => {
                i += 1;
                while i < src.len() && src[i] != q {
                    match src[i] {
                        b'\\' => i += 1,
                        b'\n' => return false,
                        _ => {}
                    }
                    i += 1;
                }
            }
            b'`' => {
                i += 1;
                while i < src.len() && src[i] != b'`' {
                    match src[i] {
                        b'\\' => i += 1,
                        // an interpolation may hold what this reading cannot follow
                        b'$' if src.get(i + 1) == Some(&b'{') => return false,
                        _ => {}
                    }
                    i += 1;
                }
            }
            b'/' if src.get(i + 1) == Some(&b'/') => {
                i = memchr::memchr(b'\n', &src[i..]).map_or(src.len(), |e| i + e);
            }
            b'/' if src.get(i + 1) == Some(&b'*') => {
                i = memchr::memmem::find(&src[i + 2..], b"*/").map_or(src.len(), |e| i + 2 + e + 1);
            }
            // a regular expression may hold braces or quotes this reading would miscount
            b'/' => return false,
            b'c' if depth == 1
                && src[i..].starts_with(b"constructor")
                && whole_word_at(src, i, b"constructor".len()) =>
            {
                let mut k = i + b"constructor".len();
                while blank(k) {
                    k += 1;
                }
                let opens = matches!(src.get(k), Some(b'(' | b'<'));
                let mut p = i;
                while p > 0 && matches!(src[p - 1], b' ' | b'\t') {
                    p -= 1;
                }
                let word_start = {
                    let mut w = p;
                    while w > 0 && is_word_byte(src[w - 1]) {
                        w -= 1;
                    }
                    w
                };
                let modifier = matches!(&src[word_start..p], b"public" | b"protected" | b"private");
                let leads = p == 0 || matches!(src[p - 1], b'\n' | b'{' | b'}' | b';');
                if opens && (leads || modifier) {
                    return true;
                }
                i += b"constructor".len();
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    false
}

/// Whether the `len` bytes at `at` are a whole word of `src`.
pub(super) fn whole_word_at(src: &[u8], at: usize, len: usize) -> bool {
    let before = at > 0 && is_word_byte(src[at - 1]);
    let after = src.get(at + len).is_some_and(|b| is_word_byte(*b));
    !before && !after
}

/// The offset after the last non-blank byte before `at`.
fn skip_blanks_back(src: &[u8], mut at: usize) -> usize {
    while at > 0 && src[at - 1].is_ascii_whitespace() {
        at -= 1;
    }
    at
}

/// The bytes the TypeScript grammar reads, where they differ from `src` (same length, so
/// offsets and rows hold for `src`), for two gaps of the grammar where tsc reads on and the
/// grammar's error swallows the code after the gap:
///
/// - it ends no member before a line that opens with a type-parameter list, so generic call
///   signatures of an interface or type literal that line breaks alone separate (`<T>(fn: T):
///   T` over `<T>(name: string, fn: T): T`) fail to parse. Each such line gets a `;` in place
///   of the indentation byte before its `<` ([`signature_breaks`]);
/// - it takes a class field's modifiers in fewer orders than tsc (`abstract override id:
///   string`, `static accessor x = 1`, `static declare y: T`). Such a modifier is read as
///   spaces ([`modifier_gaps`]).
pub(crate) fn grammar_view(src: &[u8]) -> Option<Vec<u8>> {
    let at = signature_breaks(src);
    let gaps = modifier_gaps(src);
    if at.is_empty() && gaps.is_empty() {
        return None;
    }
    let mut view = src.to_vec();
    for a in at {
        view[a] = b';';
    }
    for (from, to) in gaps {
        crate::lang::fragment::blank(&mut view, from, to);
    }
    Some(view)
}

/// The modifiers a class field may carry.
const FIELD_MODIFIERS: &[&[u8]] = &[
    b"public",
    b"private",
    b"protected",
    b"declare",
    b"static",
    b"override",
    b"readonly",
    b"abstract",
    b"accessor",
];

/// The modifiers of class fields that the grammar does not take in the order written but tsc
/// does, each as the span of its word (ascending): the grammar's field takes `declare` and an
/// accessibility (either first), then only one of `[static] [override] [readonly]`,
/// `[abstract] [readonly]`, `[readonly] [abstract]` or `accessor` ([`grammar_takes_field`]),
/// where tsc also reads `abstract override` (temporal-polyfill's `abstract override id:
/// BuiltinCalendarId`), `accessor` after `static`, `override` or `abstract`, and `declare`
/// after `static`, `readonly` or `abstract`. Of such a run, `accessor`, then `override`, then
/// `declare` is read as spaces until the grammar takes what is left: the member stays a field
/// of the same name, type and value (it is `static` or `abstract` as written), and the members
/// after it are parsed. A run is one line of such words before a field's name and what may
/// follow a field's name (`:`, `=`, `;`, `!`, `?`, the line's end); a method's modifiers the
/// grammar takes in tsc's orders. Found from the words `override`, `accessor` and `declare`,
/// so a file without them costs three scans; a run read in a comment or a literal leaves its
/// node as it is.
pub(crate) fn modifier_gaps(src: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut runs_seen = Vec::new();
    for w in [&b"override"[..], b"accessor", b"declare"] {
        for at in memchr::memmem::find_iter(src, w) {
            if !whole_word_at(src, at, w.len()) {
                continue;
            }
            let start = modifier_run_start(src, at);
            if runs_seen.contains(&start) {
                continue;
            }
            runs_seen.push(start);
            out.extend(field_run_gaps(src, start));
        }
    }
    out.sort_unstable();
    out
}

/// The start of the run of field modifiers (on one line) that holds the word at `at`.
fn modifier_run_start(src: &[u8], mut at: usize) -> usize {
    loop {
        let mut i = at;
        while i > 0 && matches!(src[i - 1], b' ' | b'\t') {
            i -= 1;
        }
        if i == at {
            return at;
        }
        let mut s = i;
        while s > 0 && is_word_byte(src[s - 1]) {
            s -= 1;
        }
        if s == i || !FIELD_MODIFIERS.contains(&&src[s..i]) {
            return at;
        }
        at = s;
    }
}

/// The modifiers to read as spaces in the run of words at `start` ([`modifier_gaps`]): none
/// unless the run is a field's modifiers and its name, the grammar does not take the
/// modifiers, and it takes them with some of `accessor`, `override`, `declare` left out.
fn field_run_gaps(src: &[u8], start: usize) -> Vec<(usize, usize)> {
    if start > 0 && src[start - 1] == b'.' {
        return Vec::new();
    }
    // The words, one line, blanks between.
    let mut words: Vec<(usize, usize)> = Vec::new();
    let mut i = start;
    loop {
        let s = i;
        // a private name (`#x`) is a field's name too
        if src.get(i) == Some(&b'#') {
            i += 1;
        }
        while src.get(i).is_some_and(|b| is_word_byte(*b)) {
            i += 1;
        }
        if i == s || (src[s] == b'#' && i == s + 1) {
            break;
        }
        words.push((s, i));
        let after = i;
        while matches!(src.get(i), Some(b' ' | b'\t')) {
            i += 1;
        }
        if i == after {
            break;
        }
    }
    // The last word is the field's name; what follows it must be what follows a field's.
    let Some((_, mods)) = words.split_last() else {
        return Vec::new();
    };
    let field_follows = match src.get(i) {
        None | Some(b':' | b'=' | b';' | b'!' | b'\n' | b'\r' | b'}') => true,
        Some(b'?') => {
            let mut j = i + 1;
            while matches!(src.get(j), Some(b' ' | b'\t')) {
                j += 1;
            }
            matches!(src.get(j), None | Some(b':' | b';' | b'\n' | b'\r' | b'}'))
        }
        _ => false,
    };
    if mods.is_empty() || !field_follows {
        return Vec::new();
    }
    if mods
        .iter()
        .any(|&(s, e)| !FIELD_MODIFIERS.contains(&&src[s..e]))
    {
        return Vec::new();
    }
    let mut kept: Vec<(usize, usize)> = mods.to_vec();
    let takes = |kept: &[(usize, usize)]| {
        let words: Vec<&[u8]> = kept.iter().map(|&(s, e)| &src[s..e]).collect();
        grammar_takes_field(&words)
    };
    let mut gaps = Vec::new();
    for drop in [&b"accessor"[..], b"override", b"declare"] {
        if takes(&kept) {
            break;
        }
        if let Some(k) = kept.iter().position(|&(s, e)| &src[s..e] == drop) {
            gaps.push(kept.remove(k));
        }
    }
    if takes(&kept) {
        gaps
    } else {
        Vec::new()
    }
}

/// Whether tree-sitter-typescript's `public_field_definition` takes the modifiers `mods`, in
/// their order: `declare` and an accessibility (either first, each optional), then one of
/// `[static] [override] [readonly]`, `[abstract] [readonly]`, `[readonly] [abstract]`,
/// `[accessor]`.
fn grammar_takes_field(mods: &[&[u8]]) -> bool {
    let access =
        |w: Option<&&[u8]>| w.is_some_and(|w| matches!(*w, b"public" | b"private" | b"protected"));
    let mut i = 0;
    if mods.first() == Some(&&b"declare"[..]) {
        i += 1;
        if access(mods.get(i)) {
            i += 1;
        }
    } else if access(mods.first()) {
        i += 1;
        if mods.get(i) == Some(&&b"declare"[..]) {
            i += 1;
        }
    }
    let rest = &mods[i..];
    // Whether `rest` is a subsequence of `order` (each word optional, in that order).
    let in_order = |order: &[&[u8]]| {
        let mut k = 0;
        rest.iter().all(|w| {
            while k < order.len() && order[k] != *w {
                k += 1;
            }
            let found = k < order.len();
            k += 1;
            found
        })
    };
    in_order(&[b"static", b"override", b"readonly"])
        || in_order(&[b"abstract", b"readonly"])
        || in_order(&[b"readonly", b"abstract"])
        || in_order(&[b"accessor"])
}

/// The offsets (ascending) of the indentation byte before the `<` of each line that opens a
/// generic call signature after a member: the line's `<…>` is followed by `(`, and the code
/// line before it (comment lines skipped) ends a type or a member (a name, `)`, `]`, `}`, `>`
/// but not `=>`): there a `<` cannot continue an expression tsc would read on. Found from
/// the `<` bytes, so a file without such a line costs one scan for `<`.
pub(crate) fn signature_breaks(src: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    for lt in memchr::memchr_iter(b'<', src) {
        let mut start = lt;
        while start > 0 && matches!(src[start - 1], b' ' | b'\t') {
            start -= 1;
        }
        // indented, at a line's start, and not the first line
        if start == lt || start == 0 || src[start - 1] != b'\n' {
            continue;
        }
        let end = memchr::memchr(b'\n', &src[lt..]).map_or(src.len(), |i| lt + i);
        if !opens_generic_signature(&src[lt..end]) {
            continue;
        }
        let mut line_end = start - 1;
        loop {
            let line_start = memchr::memrchr(b'\n', &src[..line_end]).map_or(0, |i| i + 1);
            let code = src[line_start..line_end].trim_ascii();
            let comment =
                code.starts_with(b"//") || code.starts_with(b"/*") || code.starts_with(b"*");
            if code.is_empty() || comment {
                if line_start == 0 {
                    break;
                }
                line_end = line_start - 1;
                continue;
            }
            let ends_member = code.last().is_some_and(|c| {
                c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b')' | b']' | b'}' | b'>')
            });
            if ends_member && !code.ends_with(b"=>") {
                out.push(lt - 1);
            }
            break;
        }
    }
    out
}

/// Whether a line opens with `<Name…>` followed by `(` (a generic call signature's start).
fn opens_generic_signature(rest: &[u8]) -> bool {
    if rest.first() != Some(&b'<')
        || !rest
            .get(1)
            .is_some_and(|c| c.is_ascii_alphabetic() || matches!(c, b'_' | b'$'))
    {
        return false;
    }
    let mut depth = 0usize;
    for (i, &c) in rest.iter().enumerate() {
        match c {
            b'<' => depth += 1,
            b'>' if i > 0 && rest[i - 1] == b'=' => {}
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return rest[i + 1..].trim_ascii_start().first() == Some(&b'(');
                }
            }
            _ => {}
        }
    }
    false
}

/// Node kinds that are functions with a `parameters` field.
pub(crate) fn is_function_value(kind: &str) -> bool {
    matches!(
        kind,
        "arrow_function" | "function_expression" | "function" | "generator_function"
    )
}

/// Node kinds that declare parameters: function values, function declarations and methods.
pub(crate) fn declares_parameters(kind: &str) -> bool {
    is_function_value(kind)
        || matches!(
            kind,
            "function_declaration" | "generator_function_declaration" | "method_definition"
        )
}

/// Unwrap parentheses, `x as T`, `x satisfies T` and `x!` around an expression.
pub(crate) fn unwrap_expr(mut node: Node) -> Node {
    for _ in 0..32 {
        match node.kind() {
            "parenthesized_expression"
            | "as_expression"
            | "satisfies_expression"
            | "non_null_expression" => match node.named_child(0) {
                Some(c) => node = c,
                None => return node,
            },
            _ => return node,
        }
    }
    node
}

/// How the definition walk reaches a node: what it holds decides what the node is.
#[derive(Clone, Copy)]
enum Via<'t> {
    /// An ordinary node (a statement, an expression, a nested function's child).
    Plain,
    /// A declarator of a `const`/`let`/`var` declaration: the range a bound function or
    /// class gets (the whole declaration when it declares one name) and the declaration.
    Declarator {
        start: Node<'t>,
        end: Node<'t>,
        declaration: Node<'t>,
    },
    /// A member of a class body.
    ClassMember,
    /// A member of an object literal bound to a name.
    ObjectMember,
    /// A member of an interface body.
    InterfaceMember,
}

/// The walk's state at one node of the path from the root to a candidate.
#[derive(Clone, Copy)]
struct At<'t> {
    node: Node<'t>,
    via: Via<'t>,
    depth: usize,
    /// How many scope names hold at this node.
    scope_len: usize,
}

/// Definitions from `defs.scm`'s candidates: each is a definition, with its scope, according
/// to the path from the root to it, read as a walk carrying bound names down would read it
/// (`route` says how each step of the path is reached, at what depth for `MAX_DEPTH`, and the
/// names it adds to the scope; `emit` what the candidate defines). Consecutive candidates
/// share the part of the path they have in common. (Until it was removed, the hand-written
/// walk gave identical definitions on 1764 real files, see the commit that made this.)
fn definitions_by_query<'t>(
    file: &'t SourceFile,
    matches: Vec<super::defs::Matched<'t>>,
) -> Vec<Def> {
    let root = file.tree.root_node();
    let mut cx = Cx {
        file,
        exported: exported_names(file, root),
        out: Vec::new(),
    };
    let mut path: Vec<At> = vec![At {
        node: root,
        via: Via::Plain,
        depth: 0,
        scope_len: 0,
    }];
    let mut scope: Vec<String> = Vec::new();
    for m in matches {
        let target = m.node;
        // Keep the common part of the path.
        while path.len() > 1 {
            let top = path[path.len() - 1].node;
            if top.start_byte() <= target.start_byte()
                && target.end_byte() <= top.end_byte()
                && (top == target || top.child_with_descendant(target).is_some())
            {
                break;
            }
            path.pop();
        }
        scope.truncate(path[path.len() - 1].scope_len);
        let mut reached = true;
        loop {
            let at = path[path.len() - 1];
            if at.node == target {
                break;
            }
            // The nodes between `at` and the target, nearest first (bounded by wrappers).
            let Some(next) = at.node.child_with_descendant(target) else {
                reached = false;
                break;
            };
            match cx.route(at, next, target, &mut scope) {
                Some((node, via, depth)) => path.push(At {
                    node,
                    via,
                    depth,
                    scope_len: scope.len(),
                }),
                None => {
                    reached = false;
                    break;
                }
            }
        }
        if reached {
            let at = path[path.len() - 1];
            cx.emit(at, &scope);
        }
    }
    cx.out
}

struct Cx<'a> {
    file: &'a SourceFile,
    exported: HashSet<String>,
    out: Vec<Def>,
}

/// Whether `target` is `v` or inside it.
fn holds(v: Node, target: Node) -> bool {
    v == target
        || (v.start_byte() <= target.start_byte()
            && target.end_byte() <= v.end_byte()
            && v.child_with_descendant(target).is_some())
}

impl<'a> Cx<'a> {
    fn text(&self, node: Node) -> String {
        self.file.text(node).into_owned()
    }

    /// A definition spanning `node` (its range and header start there), its parameters from
    /// `fn_node`: [`push_def`] with one node for both ends.
    #[allow(clippy::too_many_arguments)]
    fn def_at(
        &mut self,
        node: Node,
        name: String,
        kind: DefKind,
        scope: &[String],
        fn_node: Option<Node>,
        public: bool,
        is_static: bool,
    ) {
        push_def(
            self.file,
            &mut self.out,
            name,
            kind,
            scope,
            node,
            node,
            fn_node,
            public,
            is_static,
        );
    }

    fn is_exported(&self, node: Node, name: &str) -> bool {
        matches!(node.parent(), Some(p) if p.kind() == "export_statement")
            || self.exported.contains(name)
    }

    /// The next node on the way from `at` to `target` the walk reaches (`next` is the child of
    /// `at.node` holding the target), how and at what depth, pushing scope names it adds.
    /// `None` when the walk does not go there.
    fn route(
        &self,
        at: At<'a>,
        next: Node<'a>,
        target: Node<'a>,
        scope: &mut Vec<String>,
    ) -> Option<(Node<'a>, Via<'a>, usize)> {
        let (node, d) = (at.node, at.depth);
        // `visit_children(node)` at depth d.
        let children = |scope: &mut Vec<String>, push: Option<String>| {
            if d > MAX_DEPTH || !next.is_named() {
                return None;
            }
            scope.extend(push);
            Some((next, Via::Plain, d + 1))
        };
        // The children of `v` (an unwrapped value below `next`) at depth `d`, with `name`.
        let value_children = |scope: &mut Vec<String>, v: Node<'a>, name: String, d: usize| {
            if d > MAX_DEPTH || v == target || !holds(v, target) {
                return None;
            }
            let c = v.child_with_descendant(target)?;
            if !c.is_named() {
                return None;
            }
            scope.push(name);
            Some((c, Via::Plain, d + 1))
        };
        // The same step read as a plain child (a member that defines nothing of its own).
        let plain = At {
            via: Via::Plain,
            ..at
        };
        match at.via {
            Via::Plain => {
                if d > MAX_DEPTH {
                    return None;
                }
                match node.kind() {
                    "function_declaration"
                    | "generator_function_declaration"
                    | "function_signature"
                    | "function_expression"
                    | "function"
                    | "generator_function" => {
                        let name = node.field("name").map(|n| self.text(n));
                        children(scope, name)
                    }
                    "class_declaration" | "abstract_class_declaration" | "class" => {
                        match node.field("name") {
                            None => children(scope, None),
                            Some(n) => self.class_route(node, self.text(n), d, next, target, scope),
                        }
                    }
                    "interface_declaration" => {
                        let name = node.field("name")?;
                        let body = node.field("body")?;
                        if next != body || body == target {
                            return None;
                        }
                        let m = body.child_with_descendant(target)?;
                        if !m.is_named() {
                            return None;
                        }
                        scope.push(self.text(name));
                        Some((m, Via::InterfaceMember, d))
                    }
                    // `type P = { m(a: T): R; n: (a: T) => R }`: an object type named by an
                    // alias declares members as an interface does (lexical's `TextPointType`).
                    "type_alias_declaration" => {
                        let name = node.field("name")?;
                        let body = node.field("value")?;
                        if body.kind() != "object_type" || next != body || body == target {
                            return children(scope, None);
                        }
                        let m = body.child_with_descendant(target)?;
                        if !m.is_named() {
                            return None;
                        }
                        scope.push(self.text(name));
                        Some((m, Via::InterfaceMember, d))
                    }
                    "lexical_declaration" | "variable_declaration" => {
                        if next.kind() != "variable_declarator" {
                            return None;
                        }
                        let (start, end) = declarator_range(node, next);
                        Some((
                            next,
                            Via::Declarator {
                                start,
                                end,
                                declaration: node,
                            },
                            d,
                        ))
                    }
                    "expression_statement" => match self.assignment(node) {
                        Some((name, class, right)) => {
                            let step = value_children(scope, right, name, d)?;
                            // `Class.prototype.name = …` names the class before the member.
                            if let Some(class) = class {
                                scope.insert(scope.len() - 1, class);
                            }
                            Some(step)
                        }
                        None => children(scope, None),
                    },
                    "method_definition" => self.member_route(node, d, next, scope),
                    "pair" => match fn_pair(node) {
                        Some((k, v)) => value_children(scope, v, property_name(self.file, k), d),
                        None => children(scope, None),
                    },
                    _ => children(scope, None),
                }
            }
            Via::Declarator { .. } => {
                let name_node = node.field("name");
                let value = node.field("value").map(unwrap_expr);
                let (Some(name_node), Some(value)) = (name_node, value) else {
                    return children(scope, None);
                };
                if name_node.kind() != "identifier" {
                    return children(scope, None);
                }
                let name = self.text(name_node);
                if is_function_value(value.kind()) {
                    value_children(scope, value, name, d)
                } else if value.kind() == "class" {
                    if value == target || !holds(value, target) {
                        return None;
                    }
                    let c = value.child_with_descendant(target)?;
                    self.class_route(value, name, d, c, target, scope)
                } else if value.kind() == "object" {
                    if value == target || !holds(value, target) {
                        return None;
                    }
                    let m = value.child_with_descendant(target)?;
                    if !m.is_named() {
                        return None;
                    }
                    scope.push(name);
                    Some((m, Via::ObjectMember, d + 1))
                } else {
                    children(scope, None)
                }
            }
            Via::ClassMember => match node.kind() {
                "method_definition" | "method_signature" | "abstract_method_signature" => {
                    self.member_route(node, d, next, scope)
                }
                "field_definition" | "public_field_definition" => match fn_field(node) {
                    Some((k, v)) => value_children(scope, v, property_name(self.file, k), d),
                    None => self.field_route(node, d, next, scope),
                },
                _ => self.route(plain, next, target, scope),
            },
            Via::ObjectMember => match node.kind() {
                "method_definition" => self.member_route(node, d, next, scope),
                "pair" => match fn_pair(node) {
                    Some((k, v)) => value_children(scope, v, property_name(self.file, k), d),
                    None => self.route(plain, next, target, scope),
                },
                _ => self.route(plain, next, target, scope),
            },
            Via::InterfaceMember => None,
        }
    }

    /// `class_body(class, name, d)`: decorators and heritage in the outer scope, the body's
    /// members with the class's name.
    fn class_route(
        &self,
        class: Node<'a>,
        name: String,
        d: usize,
        next: Node<'a>,
        target: Node<'a>,
        scope: &mut Vec<String>,
    ) -> Option<(Node<'a>, Via<'a>, usize)> {
        if !next.is_named() {
            return None;
        }
        let body = class.field("body");
        if Some(next) != body {
            return Some((next, Via::Plain, d + 1));
        }
        if next == target {
            return None;
        }
        let m = next.child_with_descendant(target)?;
        if !m.is_named() {
            return None;
        }
        scope.push(name);
        Some((m, Via::ClassMember, d + 1))
    }

    /// `member(m, …, d)`: its children with its name (when it has one).
    fn member_route(
        &self,
        m: Node<'a>,
        d: usize,
        next: Node<'a>,
        scope: &mut Vec<String>,
    ) -> Option<(Node<'a>, Via<'a>, usize)> {
        if d > MAX_DEPTH || !next.is_named() {
            return None;
        }
        if let Some(n) = m.field("name") {
            scope.push(property_name(self.file, n));
        }
        Some((next, Via::Plain, d + 1))
    }

    /// A class field holding no function (`g = new Gesture({ now: () => this.now() })`,
    /// `static defaults = { m() {} }`): its children with its name, as a method's are. What
    /// its initialiser defines belongs to the field's value, not to the class: the literal's
    /// `now` above is no member `now` of the class, which tsc checks `this.now()` against.
    fn field_route(
        &self,
        field: Node<'a>,
        d: usize,
        next: Node<'a>,
        scope: &mut Vec<String>,
    ) -> Option<(Node<'a>, Via<'a>, usize)> {
        if d > MAX_DEPTH || !next.is_named() {
            return None;
        }
        let key = field.field("property").or_else(|| field.field("name"));
        if let Some(k) = key.filter(|k| *k != next) {
            scope.push(property_name(self.file, k));
        }
        Some((next, Via::Plain, d + 1))
    }

    /// `exports.f = …`, `module.exports.f = …`, `X.prototype.f = …` in `stmt`: the name, the
    /// class a prototype assignment adds to the scope, and the function.
    fn assignment(&self, stmt: Node<'a>) -> Option<(String, Option<String>, Node<'a>)> {
        let assign = stmt
            .named_child(0)
            .filter(|c| c.kind() == "assignment_expression")?;
        let left = assign.field("left")?;
        let right = assign.field("right").map(unwrap_expr)?;
        if left.kind() != "member_expression" || !is_function_value(right.kind()) {
            return None;
        }
        let obj = left.field("object")?;
        let prop = left.field("property")?;
        let name = self.text(prop);
        let obj_text = self.file.text(obj);
        if obj_text == "exports" || obj_text == "module.exports" {
            Some((name, None, right))
        } else if obj.kind() == "member_expression"
            && obj
                .field("property")
                .is_some_and(|p| self.file.text(p) == "prototype")
        {
            let class = obj.field("object")?;
            Some((name, Some(self.text(class)), right))
        } else {
            None
        }
    }

    /// What the candidate `at.node`, reached as `at.via`, defines.
    fn emit(&mut self, at: At<'a>, scope: &[String]) {
        let (node, d) = (at.node, at.depth);
        // The same node read as a plain child (a member that defines nothing of its own).
        let plain = At {
            via: Via::Plain,
            ..at
        };
        match at.via {
            Via::Plain => {
                if d > MAX_DEPTH {
                    return;
                }
                match node.kind() {
                    "function_declaration"
                    | "generator_function_declaration"
                    | "function_signature"
                    | "class_declaration"
                    | "abstract_class_declaration"
                    | "class" => {
                        let Some(n) = node.field("name") else {
                            return;
                        };
                        let name = self.text(n);
                        let outer = outer(node);
                        let public = scope.is_empty() && self.is_exported(node, &name);
                        let kind = if node.kind().contains("class") {
                            DefKind::Class
                        } else {
                            DefKind::Function
                        };
                        let f = Some(node);
                        self.def_at(outer, name, kind, scope, f, public, false);
                    }
                    "expression_statement" => {
                        if let Some((name, class, right)) = self.assignment(node) {
                            let (kind, public) = match class {
                                None => (DefKind::Function, scope.is_empty()),
                                Some(_) => (DefKind::Method, true),
                            };
                            let mut def_scope = scope.to_vec();
                            def_scope.extend(class);
                            self.def_at(node, name, kind, &def_scope, Some(right), public, false);
                        }
                    }
                    "method_definition" => self.emit_member(node, None, scope),
                    "pair" => {
                        if let Some((k, v)) = fn_pair(node) {
                            let name = property_name(self.file, k);
                            let kind = if in_module_exports(self.file, node) {
                                DefKind::Function
                            } else {
                                DefKind::Method
                            };
                            self.def_at(node, name, kind, scope, Some(v), true, false);
                        }
                    }
                    "function_expression" | "function" | "generator_function" => {
                        if let Some(n) = node.field("name") {
                            let name = self.text(n);
                            self.def_at(
                                node,
                                name,
                                DefKind::Function,
                                scope,
                                Some(node),
                                false,
                                false,
                            );
                        }
                    }
                    _ => {}
                }
            }
            Via::Declarator {
                start,
                end,
                declaration,
            } => {
                let name_node = node.field("name");
                let value = node.field("value").map(unwrap_expr);
                let (Some(name_node), Some(value)) = (name_node, value) else {
                    return;
                };
                if name_node.kind() != "identifier" {
                    return;
                }
                let name = self.text(name_node);
                let public = scope.is_empty() && self.is_exported(declaration, &name);
                // A constant declared with a function type is called as that type says,
                // whatever its value (tldraw's `const assert: (value: unknown, message?:
                // string) => asserts value = omitFromStackTrace(..)`).
                let (kind, list) = if let Some(t) = fn_typed_property(node) {
                    (DefKind::Function, t)
                } else if is_function_value(value.kind()) {
                    (DefKind::Function, value)
                } else if value.kind() == "class" {
                    (DefKind::Class, value)
                } else {
                    return;
                };
                push_def(
                    self.file,
                    &mut self.out,
                    name,
                    kind,
                    scope,
                    start,
                    end,
                    Some(list),
                    public,
                    false,
                );
            }
            Via::ClassMember => match node.kind() {
                "method_definition" | "method_signature" | "abstract_method_signature" => {
                    self.emit_member(node, None, scope)
                }
                "field_definition" | "public_field_definition" => match fn_field(node) {
                    Some((k, v)) => {
                        let name = property_name(self.file, k);
                        let public = member_public(self.file, node, &name);
                        let is_static = has_token(node, "static");
                        self.def_at(
                            node,
                            name,
                            DefKind::Method,
                            scope,
                            Some(v),
                            public,
                            is_static,
                        );
                    }
                    None => self.emit(plain, scope),
                },
                _ => self.emit(plain, scope),
            },
            Via::ObjectMember => match node.kind() {
                "method_definition" => self.emit_member(node, Some(true), scope),
                "pair" => match fn_pair(node) {
                    Some((k, v)) => {
                        let name = property_name(self.file, k);
                        self.def_at(node, name, DefKind::Method, scope, Some(v), true, false);
                    }
                    None => self.emit(plain, scope),
                },
                _ => self.emit(plain, scope),
            },
            Via::InterfaceMember => {
                // `m(a: T): R` declares its own list; `m: (a: T) => R` the list of its type.
                let f = match node.kind() {
                    "method_signature" => Some(node),
                    "property_signature" => fn_typed_property(node),
                    _ => None,
                };
                if let (Some(f), Some(n)) = (f, node.field("name")) {
                    let name = property_name(self.file, n);
                    self.def_at(node, name, DefKind::Method, scope, Some(f), true, false);
                }
            }
        }
    }

    fn emit_member(&mut self, m: Node<'a>, public: Option<bool>, scope: &[String]) {
        let Some(name_node) = m.field("name") else {
            return;
        };
        let name = property_name(self.file, name_node);
        let in_class = matches!(m.parent(), Some(p) if p.kind() == "class_body");
        let kind = if in_class && name == "constructor" {
            DefKind::Constructor
        } else {
            DefKind::Method
        };
        let public = public.unwrap_or_else(|| member_public(self.file, m, &name));
        let is_static = has_token(m, "static");
        self.def_at(m, name, kind, scope, Some(m), public, is_static);
    }
}

/// A pair whose (unwrapped) value is a function: its key and the function.
fn fn_pair(pair: Node) -> Option<(Node, Node)> {
    let k = pair.field("key")?;
    let v = pair.field("value").map(unwrap_expr)?;
    is_function_value(v.kind()).then_some((k, v))
}

/// The function type of a property signature or a variable declarator typed as one (`m: (a:
/// T) => R`); `None` for any other type (a union with `undefined`, a named function type),
/// whose list is not written here.
fn fn_typed_property(m: Node) -> Option<Node> {
    let ann = m.field("type")?;
    let t = ann.named_child(0)?;
    (t.kind() == "function_type").then_some(t)
}

/// A class field whose (unwrapped) value is a function: its key and the function.
fn fn_field(m: Node) -> Option<(Node, Node)> {
    let k = m.field("property").or_else(|| m.field("name"))?;
    let v = m.field("value").map(unwrap_expr)?;
    is_function_value(v.kind()).then_some((k, v))
}

/// The range a function or class bound by `decl` gets: the whole declaration (with its
/// `export`) when it declares one name, from the declaration's start for the first of several.
fn declarator_range<'t>(declaration: Node<'t>, decl: Node<'t>) -> (Node<'t>, Node<'t>) {
    let outer = outer(declaration);
    let mut cursor = declaration.walk();
    let decls: Vec<Node> = declaration
        .named_children(&mut cursor)
        .filter(|d| d.kind() == "variable_declarator")
        .collect();
    if decls.len() == 1 {
        (outer, outer)
    } else if decls.first() == Some(&decl) {
        (outer, decl)
    } else {
        (decl, decl)
    }
}

/// The node a definition's range starts at: an enclosing `export` statement if any.
fn outer(node: Node) -> Node {
    match node.parent() {
        Some(p) if p.kind() == "export_statement" => p,
        _ => node,
    }
}

/// One definition: its parameters (by SPEC §4, from `fn_node`), range from `start` to `end`
/// and header (from `start` to the function's body).
#[allow(clippy::too_many_arguments)]
fn push_def(
    file: &SourceFile,
    out: &mut Vec<Def>,
    name: String,
    kind: DefKind,
    scope: &[String],
    start: Node,
    end: Node,
    fn_node: Option<Node>,
    public: bool,
    is_static: bool,
) {
    let params = match (kind, fn_node) {
        (DefKind::Class, _) | (_, None) => Params::default(),
        (_, Some(f)) => params_of(file, f),
    };
    let body_start = fn_node
        .and_then(|f| f.field("body"))
        .map(|b| b.start_byte())
        .unwrap_or(end.end_byte());
    let sig_end = body_start.max(start.start_byte()).min(file.src.len());
    let signature = file
        .src
        .get(start.start_byte()..sig_end)
        .map(|b| collapse_ws(&String::from_utf8_lossy(b)))
        .unwrap_or_default();
    out.push(Def {
        name,
        kind,
        scope: scope.to_vec(),
        line: line_of(start),
        end_line: end.end_position().row + 1,
        start_byte: start.start_byte(),
        end_byte: end.end_byte(),
        params,
        public,
        is_static,
        signature,
    });
}

/// Whether a `pair` sits directly in `module.exports = { … }` or `export default { … }`.
fn in_module_exports(file: &SourceFile, pair: Node) -> bool {
    let Some(obj) = pair.parent() else {
        return false;
    };
    match obj.parent() {
        Some(a) if a.kind() == "assignment_expression" => a
            .field("left")
            .is_some_and(|l| file.text(l) == "module.exports"),
        Some(e) if e.kind() == "export_statement" => true,
        _ => false,
    }
}

/// The name of a property key as written (`#private` keeps its `#`; string keys unquoted).
pub(crate) fn property_name(file: &SourceFile, node: Node) -> String {
    let t = file.text(node);
    match node.kind() {
        "string" => t.trim_matches(|c| c == '"' || c == '\'').to_string(),
        _ => t.into_owned(),
    }
}

/// Whether a node has an anonymous child token spelled `tok` (`static`, `async`, `get`).
pub(crate) fn has_token(node: Node, tok: &str) -> bool {
    let mut cursor = node.walk();
    let found = node
        .children(&mut cursor)
        .any(|c| !c.is_named() && c.kind() == tok);
    found
}

fn member_public(file: &SourceFile, m: Node, name: &str) -> bool {
    if name.starts_with('#') {
        return false;
    }
    let mut cursor = m.walk();
    let private = m
        .children(&mut cursor)
        .any(|c| c.kind() == "accessibility_modifier" && file.text(c).trim() == "private");
    !private
}

/// Parameters of a function-like node by SPEC §4.
pub(crate) fn params_of(file: &SourceFile, f: Node) -> Params {
    if f.field("parameter").is_some() {
        return Params {
            count: 1,
            required: 1,
            ..Params::default()
        };
    }
    let Some(list) = f.field("parameters") else {
        return Params::default();
    };
    let mut p = Params::default();
    let mut cursor = list.walk();
    for child in list.named_children(&mut cursor) {
        let (required, variadic) = match child.kind() {
            "comment" | "decorator" => continue,
            "assignment_pattern" => (false, false),
            "rest_pattern" => (false, true),
            "required_parameter" | "optional_parameter" => {
                let pat = child.field("pattern").or_else(|| child.field("name"));
                match pat.map(|n| n.kind()) {
                    Some("this") => continue,
                    Some("rest_pattern") => {
                        // `...args: [string, number?, ...unknown[]]`: the tuple's elements are
                        // the parameters a call passes (tsc checks a call against the tuple).
                        let tuple = child
                            .field("type")
                            .and_then(|t| t.named_child(0))
                            .filter(|t| t.kind() == "tuple_type");
                        if let Some(tuple) = tuple {
                            tuple_rest_params(&mut p, tuple);
                            continue;
                        }
                        (false, true)
                    }
                    _ => (
                        child.kind() == "required_parameter" && child.field("value").is_none(),
                        false,
                    ),
                }
            }
            _ => {
                // `this` spelled as an identifier in some grammar versions.
                if file.text(child) == "this" {
                    continue;
                }
                (true, false)
            }
        };
        p.count += 1;
        if required {
            // Everything before a required parameter must be passed too.
            p.required = p.count;
        }
        p.variadic |= variadic;
    }
    p
}

/// The parameters a rest parameter typed as a tuple stands for, added to `p`: each element a
/// parameter, required unless optional (`T?`, `name?: T`) or a rest element (`...T[]`, once,
/// lifting the upper bound).
fn tuple_rest_params(p: &mut Params, tuple: Node) {
    let mut cursor = tuple.walk();
    for el in tuple.named_children(&mut cursor) {
        let (required, variadic) = match el.kind() {
            "comment" => continue,
            "optional_type" | "optional_parameter" => (false, false),
            "rest_type" => (false, true),
            // A tuple's named member spells its name in `name` (`...rest: T[]` too).
            "required_parameter" => match el
                .field("name")
                .or_else(|| el.field("pattern"))
                .map(|n| n.kind())
            {
                Some("rest_pattern") => (false, true),
                _ => (true, false),
            },
            _ => (true, false),
        };
        p.count += 1;
        if required {
            p.required = p.count;
        }
        p.variadic |= variadic;
    }
}

/// Names made public by `export { a, b as c }` or CommonJS `module.exports = { a, b: c }` /
/// `exports.a = a`.
fn exported_names(file: &SourceFile, root: Node) -> HashSet<String> {
    let mut out = HashSet::new();
    let mut cursor = root.walk();
    for stmt in root.named_children(&mut cursor) {
        match stmt.kind() {
            "export_statement" if stmt.field("source").is_none() => {
                let mut c2 = stmt.walk();
                for clause in stmt.named_children(&mut c2) {
                    if clause.kind() == "export_clause" {
                        let mut c3 = clause.walk();
                        for spec in clause.named_children(&mut c3) {
                            if let Some(n) = spec.field("name") {
                                out.insert(file.text(n).into_owned());
                            }
                        }
                    } else if clause.kind() == "identifier" {
                        // export default name;
                        out.insert(file.text(clause).into_owned());
                    }
                }
            }
            "expression_statement" => {
                let Some(a) = stmt
                    .named_child(0)
                    .filter(|a| a.kind() == "assignment_expression")
                else {
                    continue;
                };
                let (Some(l), Some(r)) = (a.field("left"), a.field("right")) else {
                    continue;
                };
                let lt = file.text(l);
                if lt == "module.exports" {
                    match r.kind() {
                        "object" => {
                            let mut c2 = r.walk();
                            for e in r.named_children(&mut c2) {
                                match e.kind() {
                                    "shorthand_property_identifier" => {
                                        out.insert(file.text(e).into_owned());
                                    }
                                    "pair" => {
                                        if let Some(v) = e.field("value") {
                                            if v.kind() == "identifier" {
                                                out.insert(file.text(v).into_owned());
                                            }
                                        }
                                    }
                                    _ => {}
                                }
                            }
                        }
                        "identifier" => {
                            out.insert(file.text(r).into_owned());
                        }
                        _ => {}
                    }
                } else if (lt.starts_with("exports.") || lt.starts_with("module.exports."))
                    && r.kind() == "identifier"
                {
                    out.insert(file.text(r).into_owned());
                }
            }
            _ => {}
        }
    }
    out
}
