//! Edit-time detection (SPEC §3): which function signatures did an edit change?
//!
//! An agent's edit hands us two FRAGMENTS of one source file, `old_string` and `new_string`.
//! They may start or end anywhere (mid-function, mid-signature, unbalanced braces), so no
//! grammar is run over them. Each fragment goes through three linear passes instead:
//!
//! 1. **Sanitize** per language: comments are blanked in two copies of the fragment; string,
//!    character, template, raw-string, heredoc and (JS) regex literals are blanked in one of
//!    them (`code`). Blanking keeps every byte offset and every newline, so line numbers and
//!    token positions still address the original text. Parameter text is cut from the copy that
//!    keeps strings (a default value `x="a"` → `x="b"` is a parameter change) but drops
//!    comments (a comment inside a parameter list is not).
//! 2. **Tokenize** `code` into words and punctuation, and pair brackets `()[]{}` with one stack,
//!    so a parameter list spanning several lines, with nested calls, generics or default values,
//!    is cut by its matching `)` — never by a regex.
//! 3. **Recognize** the definition forms of the language at each token, tracking the enclosing
//!    class / `impl` / trait body (brace languages) or class block (Python indentation) so
//!    a method knows its owner when the fragment shows it.
//!
//! Choices (documented because callers depend on them):
//! - **Parameter text** is the text between the parentheses with comments removed, white space
//!   collapsed to single spaces, no space just inside `(`/`[` or before `)`/`]`/`,`, and a
//!   trailing comma dropped — so a formatter reflowing a list over several lines (adding a
//!   trailing comma) is not a change. Receivers are not part of it (Go receiver, Python `self`
//!   stays since it is written in the list).
//! - **A definition that appears in only one fragment is not reported**: an added function has
//!   no callers to leave behind, and a removed or renamed one cannot be compared by name (the
//!   turn-end sweep against HEAD is the place that notices callers of a vanished name).
//! - **Owners**: definitions are keyed by (name, owner). When the owner is visible in one
//!   fragment but not the other (the edit's context differs), a name that is defined under a
//!   single owner in each fragment is still paired; the visible owner is reported.
//! - **Overloads**: all definitions under one key are compared as a multiset of parameter
//!   texts; `was`/`now` list every parameter text of the key in fragment order, joined by
//!   ` | `. An added or removed overload therefore counts as a change.
//! - JS private names keep their `#` (`#priv`); a Java constructor's name is its class name;
//!   a JS constructor is named `constructor`.
//! - A fragment holding only a signature (no body brace) counts where the form proves a
//!   declaration (a keyword like `func`/`def`/`fn`/`function`, a Java return type, a JS/TS
//!   modifier or return type); a bare `name(args)` stays a call.
//!
//! Not recognized (known limits): Go interface method specs, Python `lambda` bindings, JS
//! object-literal properties bound to functions (`f: (a) => …`; shorthand methods `f(a) {` are
//! found), Java record components, a class header whose generic constraint holds `{…}` (its
//! methods then lose their owner), definitions inside JS template `${…}` expressions, and a
//! fragment that starts inside a comment or string literal (it is read as code).
//!
//! No regex is used: every pass is a hand-written linear scan with bounded look-ahead, so
//! nothing is compiled per call.

use std::collections::HashMap;

use crate::lang::{Family, Lang};

/// One function-like definition found in a fragment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SigDef {
    pub name: String,
    /// Enclosing class/impl/trait/receiver type when visible in the fragment.
    pub owner: Option<String>,
    /// Parameter text, normalized (see the module docs).
    pub params: String,
    /// 1-based line of the definition's name within the fragment.
    pub line: usize,
}

/// A name (plus owner when known) both fragments define with other parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Changed {
    pub name: String,
    pub owner: Option<String>,
    pub was: String,
    pub now: String,
}

/// Every function definition the fragment contains, in order of appearance.
pub fn definitions(lang: Lang, fragment: &str) -> Vec<SigDef> {
    let fam = lang.family();
    let src = fragment.as_bytes();
    let clean = sanitize(fam, src);
    let toks = tokenize(fam, &clean.code);
    let pair = pairs(&clean.code, &toks);
    let sc = Sc {
        fam,
        code: &clean.code,
        text: &clean.text,
        toks,
        pair,
    };
    match fam {
        Family::Python => scan_python(&sc),
        Family::Ruby => scan_ruby(&sc),
        _ => scan_braces(fam, &sc),
    }
}

/// The definitions both fragments hold whose parameters differ (see the module docs).
pub fn changed_signatures(lang: Lang, old: &str, new: &str) -> Vec<Changed> {
    let a = group(definitions(lang, old));
    if a.is_empty() {
        return Vec::new();
    }
    let b = group(definitions(lang, new));
    // name -> group indexes, so a whole-file write with thousands of definitions stays linear
    let mut b_by_name: HashMap<&str, Vec<usize>> = HashMap::new();
    for (ib, gb) in b.iter().enumerate() {
        b_by_name.entry(gb.name.as_str()).or_default().push(ib);
    }
    let mut a_by_name: HashMap<&str, Vec<usize>> = HashMap::new();
    for (ia, ga) in a.iter().enumerate() {
        a_by_name.entry(ga.name.as_str()).or_default().push(ia);
    }
    let mut used_b = vec![false; b.len()];
    let mut matched: Vec<(usize, usize, Option<String>)> = Vec::new();
    for (name, ias) in &a_by_name {
        let Some(ibs) = b_by_name.get(name) else {
            continue;
        };
        let mut left = Vec::new();
        for &ia in ias {
            let exact = ibs.iter().copied().find(|&ib| b[ib].owner == a[ia].owner);
            match exact {
                Some(ib) => {
                    used_b[ib] = true;
                    matched.push((ia, ib, a[ia].owner.clone()));
                }
                None => left.push(ia),
            }
        }
        // Owner visible on one side only: pair when the name is unambiguous on both sides.
        let right: Vec<usize> = ibs.iter().copied().filter(|&ib| !used_b[ib]).collect();
        if let ([la], [rb]) = (left.as_slice(), right.as_slice()) {
            let (oa, ob) = (&a[*la].owner, &b[*rb].owner);
            if oa.is_none() || ob.is_none() {
                used_b[*rb] = true;
                matched.push((*la, *rb, oa.clone().or_else(|| ob.clone())));
            }
        }
    }
    matched.sort_by_key(|m| m.0);
    let mut out = Vec::new();
    for (ia, ib, owner) in matched {
        let (ga, gb) = (&a[ia], &b[ib]);
        let mut pa = ga.params.clone();
        let mut pb = gb.params.clone();
        pa.sort();
        pb.sort();
        if pa != pb {
            out.push(Changed {
                name: ga.name.clone(),
                owner,
                was: ga.params.join(" | "),
                now: gb.params.join(" | "),
            });
        }
    }
    out
}

struct Group {
    name: String,
    owner: Option<String>,
    params: Vec<String>,
}

fn group(defs: Vec<SigDef>) -> Vec<Group> {
    let mut out: Vec<Group> = Vec::new();
    let mut index: HashMap<(String, Option<String>), usize> = HashMap::new();
    for d in defs {
        let key = (d.name, d.owner);
        if let Some(&k) = index.get(&key) {
            if let Some(g) = out.get_mut(k) {
                g.params.push(d.params);
            }
        } else {
            index.insert(key.clone(), out.len());
            out.push(Group {
                name: key.0,
                owner: key.1,
                params: vec![d.params],
            });
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Pass 1: sanitize

struct Clean {
    /// Comments and literals blanked.
    code: Vec<u8>,
    /// Comments blanked, literals kept.
    text: Vec<u8>,
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80
}

fn blank(buf: &mut [u8], from: usize, to: usize) {
    let to = to.min(buf.len());
    if let Some(s) = buf.get_mut(from..to) {
        for b in s {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    }
}

fn at(src: &[u8], k: usize) -> u8 {
    src.get(k).copied().unwrap_or(0)
}

fn line_end(src: &[u8], i: usize) -> usize {
    memchr::memchr(b'\n', src.get(i..).unwrap_or(&[])).map_or(src.len(), |p| i + p)
}

fn block_end(src: &[u8], i: usize, nested: bool) -> usize {
    let mut depth = 0usize;
    let mut j = i;
    while j < src.len() {
        if at(src, j) == b'/' && at(src, j + 1) == b'*' {
            depth += 1;
            j += 2;
            if !nested && depth > 1 {
                depth = 1;
            }
            continue;
        }
        if at(src, j) == b'*' && at(src, j + 1) == b'/' {
            depth = depth.saturating_sub(1);
            j += 2;
            if depth == 0 {
                return j;
            }
            continue;
        }
        j += 1;
    }
    src.len()
}

/// End (exclusive) of a quoted literal opened at `i` by `q`. A single-line literal stops
/// (unterminated) at the newline, so a stray quote cannot swallow the rest of the fragment.
fn quoted_end(src: &[u8], i: usize, q: u8, multiline: bool, escapes: bool) -> usize {
    let mut j = i + 1;
    while j < src.len() {
        let c = at(src, j);
        if escapes && c == b'\\' {
            j += 2;
            continue;
        }
        if c == q {
            return j + 1;
        }
        if c == b'\n' && !multiline {
            return j;
        }
        j += 1;
    }
    src.len()
}

fn triple_end(src: &[u8], i: usize, q: u8) -> usize {
    let mut j = i + 3;
    while j < src.len() {
        let c = at(src, j);
        if c == b'\\' {
            j += 2;
            continue;
        }
        if c == q && at(src, j + 1) == q && at(src, j + 2) == q {
            return j + 3;
        }
        j += 1;
    }
    src.len()
}

fn template_end(src: &[u8], i: usize) -> usize {
    let mut depth = 0usize;
    let mut j = i + 1;
    while j < src.len() {
        let c = at(src, j);
        if c == b'\\' {
            j += 2;
            continue;
        }
        if depth == 0 && c == b'`' {
            return j + 1;
        }
        if c == b'$' && at(src, j + 1) == b'{' {
            depth += 1;
            j += 2;
            continue;
        }
        if depth > 0 && c == b'{' {
            depth += 1;
        } else if depth > 0 && c == b'}' {
            depth -= 1;
        }
        j += 1;
    }
    src.len()
}

fn utf8_len(lead: u8) -> usize {
    match lead {
        0xF0..=0xFF => 4,
        0xE0..=0xEF => 3,
        0xC0..=0xDF => 2,
        _ => 1,
    }
}

/// Rust raw string `r"…"`, `r#"…"#`, `br"…"` starting at `i`.
fn rust_raw_end(src: &[u8], i: usize) -> Option<usize> {
    if i > 0 && is_ident_byte(at(src, i - 1)) {
        return None;
    }
    let mut j = match (at(src, i), at(src, i + 1)) {
        (b'r', _) => i + 1,
        (b'b', b'r') => i + 2,
        _ => return None,
    };
    let mut hashes = 0usize;
    while at(src, j) == b'#' {
        hashes += 1;
        j += 1;
    }
    if at(src, j) != b'"' {
        return None;
    }
    j += 1;
    while j < src.len() {
        if at(src, j) == b'"' && (1..=hashes).all(|h| at(src, j + h) == b'#') {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(src.len())
}

/// Rust `'`: a char literal (`'a'`, `'\n'`, `'é'`) or a lifetime (`'a`), which stays code.
fn rust_char_end(src: &[u8], i: usize) -> Option<usize> {
    let n1 = at(src, i + 1);
    if n1 == b'\\' {
        return Some(quoted_end(src, i, b'\'', false, true));
    }
    let l = utf8_len(n1);
    (n1 != b'\'' && n1 != 0 && at(src, i + 1 + l) == b'\'').then_some(i + 2 + l)
}

/// PHP heredoc/nowdoc `<<<ID … ID` starting at `i`.
fn php_heredoc_end(src: &[u8], i: usize) -> Option<usize> {
    if !(at(src, i + 1) == b'<' && at(src, i + 2) == b'<') {
        return None;
    }
    let mut j = i + 3;
    while matches!(at(src, j), b' ' | b'\t') {
        j += 1;
    }
    if matches!(at(src, j), b'\'' | b'"') {
        j += 1;
    }
    let id_start = j;
    while is_ident_byte(at(src, j)) {
        j += 1;
    }
    let id = src.get(id_start..j)?;
    if id.is_empty() {
        return None;
    }
    let mut ls = line_end(src, j) + 1;
    while ls < src.len() {
        let mut p = ls;
        while matches!(at(src, p), b' ' | b'\t') {
            p += 1;
        }
        if src.get(p..p + id.len()) == Some(id) && !is_ident_byte(at(src, p + id.len())) {
            return Some(p + id.len());
        }
        ls = line_end(src, ls) + 1;
    }
    Some(src.len())
}

/// Ruby `=begin` … `=end` (each at a line start), from `i`.
fn ruby_block_comment_end(src: &[u8], i: usize) -> usize {
    let mut ls = line_end(src, i) + 1;
    while ls < src.len() {
        if src.get(ls..ls + 4) == Some(b"=end".as_slice()) {
            return line_end(src, ls);
        }
        ls = line_end(src, ls) + 1;
    }
    src.len()
}

/// Ruby heredoc `<<~ID`, `<<-ID`, `<<ID` (an upper-case or quoted identifier) starting at `i`:
/// from the opener to the end of its terminator line. (The rest of the opener's line is
/// blanked with it: a definition never shares a line with a heredoc opener.)
fn ruby_heredoc_end(src: &[u8], i: usize) -> Option<usize> {
    if at(src, i + 1) != b'<' {
        return None;
    }
    let mut j = i + 2;
    if matches!(at(src, j), b'~' | b'-') {
        j += 1;
    }
    let quote = matches!(at(src, j), b'\'' | b'"' | b'`');
    if quote {
        j += 1;
    }
    let id_start = j;
    while is_ident_byte(at(src, j)) {
        j += 1;
    }
    let id = src.get(id_start..j)?;
    if id.is_empty()
        || !(quote
            || id
                .iter()
                .all(|b| b.is_ascii_uppercase() || *b == b'_' || b.is_ascii_digit()))
    {
        return None;
    }
    let mut ls = line_end(src, j) + 1;
    while ls < src.len() {
        let mut p = ls;
        while matches!(at(src, p), b' ' | b'\t') {
            p += 1;
        }
        let e = line_end(src, ls);
        let line = src.get(p..e).unwrap_or(&[]);
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line == id {
            return Some(e);
        }
        ls = e + 1;
    }
    Some(src.len())
}

const JS_REGEX_AFTER_WORD: &[&[u8]] = &[
    b"return",
    b"typeof",
    b"case",
    b"do",
    b"else",
    b"in",
    b"of",
    b"new",
    b"delete",
    b"void",
    b"throw",
    b"yield",
    b"await",
    b"instanceof",
];

/// JS regex literal at `i` (a `/` not starting a comment), decided by the previous code byte.
fn js_regex_end(src: &[u8], i: usize, prev: u8, prev_pos: usize) -> Option<usize> {
    let regex_ok = if prev == 0 {
        true
    } else if is_ident_byte(prev) {
        let mut s = prev_pos;
        while s > 0 && is_ident_byte(at(src, s - 1)) {
            s -= 1;
        }
        let w = src.get(s..=prev_pos).unwrap_or(&[]);
        JS_REGEX_AFTER_WORD.contains(&w)
    } else {
        b"(,=:[!&|?{};+-*%<>~^".contains(&prev)
    };
    if !regex_ok {
        return None;
    }
    let mut j = i + 1;
    let mut class = false;
    // A regex longer than this is taken for a division: bounds the work per `/`.
    let end = src.len().min(i + 2048);
    while j < end {
        match at(src, j) {
            b'\\' => {
                j += 2;
                continue;
            }
            b'\n' => return None,
            b'[' => class = true,
            b']' => class = false,
            b'/' if !class => return Some(j + 1),
            _ => {}
        }
        j += 1;
    }
    None
}

fn sanitize(fam: Family, src: &[u8]) -> Clean {
    let n = src.len();
    let mut code = src.to_vec();
    let mut text = src.to_vec();
    let mut prev: u8 = 0;
    let mut prev_pos = 0usize;
    let mut i = 0usize;
    while i < n {
        let c = at(src, i);
        let c1 = at(src, i + 1);
        let slashes = !matches!(fam, Family::Python | Family::Ruby);
        let comment_end = match c {
            b'/' if slashes && c1 == b'/' => Some(line_end(src, i)),
            b'/' if slashes && c1 == b'*' => Some(block_end(
                src,
                i,
                matches!(fam, Family::Rust | Family::Swift),
            )),
            b'#' if matches!(fam, Family::Python | Family::Ruby)
                || (fam == Family::Php && c1 != b'[') =>
            {
                Some(line_end(src, i))
            }
            b'=' if fam == Family::Ruby
                && src.get(i..i + 6) == Some(b"=begin".as_slice())
                && (i == 0 || at(src, i - 1) == b'\n') =>
            {
                Some(ruby_block_comment_end(src, i))
            }
            _ => None,
        };
        if let Some(e) = comment_end {
            blank(&mut code, i, e);
            blank(&mut text, i, e);
            i = e.max(i + 1);
            continue;
        }
        let triple = c1 == c && at(src, i + 2) == c;
        let lit_end = match (fam, c) {
            (Family::Python, b'"' | b'\'') if triple => Some(triple_end(src, i, c)),
            (Family::Python, b'"' | b'\'') => Some(quoted_end(src, i, c, false, true)),
            (Family::Java, b'"') if triple => Some(triple_end(src, i, c)),
            (Family::Java | Family::Go | Family::Js, b'"' | b'\'') => {
                Some(quoted_end(src, i, c, false, true))
            }
            (Family::Rust, b'"') => Some(quoted_end(src, i, c, true, true)),
            (Family::Rust, b'\'') => rust_char_end(src, i),
            (Family::Rust, b'r' | b'b') => rust_raw_end(src, i),
            (Family::Php, b'"' | b'\'' | b'`') => Some(quoted_end(src, i, c, true, true)),
            (Family::Php, b'<') => php_heredoc_end(src, i),
            (Family::Go, b'`') => Some(quoted_end(src, i, c, true, false)),
            (Family::Js, b'`') => Some(template_end(src, i)),
            (Family::Js, b'/') => js_regex_end(src, i, prev, prev_pos),
            (Family::Swift, b'"') if triple => Some(triple_end(src, i, c)),
            (Family::Swift, b'"') => Some(quoted_end(src, i, c, false, true)),
            (Family::Ruby, b'"' | b'\'' | b'`') => Some(quoted_end(src, i, c, true, true)),
            (Family::Ruby, b'<') => ruby_heredoc_end(src, i),
            _ => None,
        };
        if let Some(e) = lit_end {
            blank(&mut code, i, e);
            prev = b'"';
            prev_pos = i;
            i = e.max(i + 1);
            continue;
        }
        if !c.is_ascii_whitespace() {
            prev = c;
            prev_pos = i;
        }
        i += 1;
    }
    Clean { code, text }
}

// ---------------------------------------------------------------------------------------------
// Pass 2: tokenize and pair brackets

#[derive(Debug, Clone, Copy)]
struct Tok {
    s: usize,
    e: usize,
    line: usize,
    /// Visual column (tabs to multiples of 8) — meaningful for the first token of a line.
    col: usize,
    /// First token on its line.
    first: bool,
    word: bool,
}

const PUNCT3: &[&[u8]] = &[b"===", b"!==", b"..."];
const PUNCT2: &[&[u8]] = &[
    b"=>", b"->", b"::", b"==", b"!=", b"<=", b">=", b":=", b"+=", b"-=", b"*=", b"/=", b"%=",
    b"&&", b"||", b"??", b"?.",
];

fn tokenize(fam: Family, code: &[u8]) -> Vec<Tok> {
    let mut toks = Vec::with_capacity(code.len() / 4);
    let mut line = 1usize;
    let mut first = true;
    let mut col = 0usize;
    let mut i = 0usize;
    while i < code.len() {
        let c = at(code, i);
        if c == b'\n' {
            line += 1;
            first = true;
            col = 0;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            col = if c == b'\t' {
                (col / 8 + 1) * 8
            } else {
                col + 1
            };
            i += 1;
            continue;
        }
        let start = i;
        let word =
            is_ident_byte(c) || (c == b'#' && fam == Family::Js && is_ident_byte(at(code, i + 1)));
        if word {
            i += 1;
            while is_ident_byte(at(code, i)) {
                i += 1;
            }
        } else if PUNCT3.iter().any(|p| code.get(i..i + 3) == Some(*p)) {
            i += 3;
        } else if PUNCT2.iter().any(|p| code.get(i..i + 2) == Some(*p)) {
            i += 2;
        } else {
            i += 1;
        }
        toks.push(Tok {
            s: start,
            e: i,
            line,
            col,
            first,
            word,
        });
        first = false;
        col += i - start;
    }
    toks
}

const NONE: usize = usize::MAX;

fn pairs(code: &[u8], toks: &[Tok]) -> Vec<usize> {
    let mut pair = vec![NONE; toks.len()];
    let mut stack: Vec<(usize, u8)> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if t.word || t.e != t.s + 1 {
            continue;
        }
        let b = at(code, t.s);
        let want = match b {
            b'(' | b'[' | b'{' => {
                stack.push((i, b));
                continue;
            }
            b')' => b'(',
            b']' => b'[',
            b'}' => b'{',
            _ => continue,
        };
        // Look a few frames down only: recovers from a stray bracket without going quadratic.
        let lo = stack.len().saturating_sub(4);
        if let Some(pos) = stack
            .get(lo..)
            .and_then(|s| s.iter().rposition(|&(_, o)| o == want))
            .map(|p| p + lo)
        {
            if let Some(&(o, _)) = stack.get(pos) {
                pair[o] = i;
                pair[i] = o;
            }
            stack.truncate(pos);
        }
    }
    pair
}

// ---------------------------------------------------------------------------------------------
// Pass 3: recognize definitions

struct Sc<'a> {
    fam: Family,
    code: &'a [u8],
    text: &'a [u8],
    toks: Vec<Tok>,
    pair: Vec<usize>,
}

struct Found {
    name_tok: usize,
    name: String,
    params: String,
    owner: Option<String>,
}

impl Sc<'_> {
    fn tx(&self, i: usize) -> &[u8] {
        self.toks
            .get(i)
            .and_then(|t| self.code.get(t.s..t.e))
            .unwrap_or(b"")
    }

    fn is(&self, i: usize, s: &str) -> bool {
        self.tx(i) == s.as_bytes()
    }

    fn is_word(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(|t| t.word)
    }

    fn word(&self, i: usize) -> Option<&str> {
        if !self.is_word(i) {
            return None;
        }
        std::str::from_utf8(self.tx(i)).ok()
    }

    /// A word that can name something: not a number, and `$` only where names may hold it
    /// (JS identifiers, PHP variables) — a Rust macro's `$name` is no definition.
    fn name(&self, i: usize) -> Option<&str> {
        let w = self.word(i)?;
        let b = w.as_bytes().first().copied()?;
        let dollar_ok = matches!(self.fam, Family::Js | Family::Php);
        (!b.is_ascii_digit() && (dollar_ok || b != b'$')).then_some(w)
    }

    fn prev_is(&self, i: usize, set: &[&str]) -> bool {
        i.checked_sub(1)
            .is_some_and(|p| set.iter().any(|s| self.is(p, s)))
    }

    fn close_of(&self, i: usize) -> Option<usize> {
        self.pair.get(i).copied().filter(|&p| p != NONE && p > i)
    }

    fn line(&self, i: usize) -> usize {
        self.toks.get(i).map_or(0, |t| t.line)
    }

    /// Normalized parameter text of the list opened at token `open`.
    fn params(&self, open: usize) -> Option<String> {
        let close = self.close_of(open)?;
        let (s, e) = (self.toks.get(open)?.e, self.toks.get(close)?.s);
        Some(norm_params(self.text.get(s..e)?))
    }

    /// From `<` at `i`, the index just past its matching `>`.
    fn skip_angles(&self, i: usize) -> Option<usize> {
        let mut depth = 0usize;
        let mut j = i;
        while j < self.toks.len() && j < i + 512 {
            match self.tx(j) {
                b"<" => depth += 1,
                b">" => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return Some(j + 1);
                    }
                }
                b"(" | b"[" | b"{" => {
                    j = self.close_of(j)? + 1;
                    continue;
                }
                b";" | b")" | b"]" | b"}" => return None,
                _ => {}
            }
            j += 1;
        }
        None
    }

    /// First token of a line, of the fragment, or after `{`, `}`, `;` (and `,` when asked).
    fn stmt_start(&self, i: usize, comma: bool) -> bool {
        i == 0
            || self.toks.get(i).is_some_and(|t| t.first)
            || self.prev_is(i, &["{", "}", ";"])
            || (comma && self.prev_is(i, &[","]))
    }

    fn found(&self, name_tok: usize, name: &str, params: String) -> Found {
        Found {
            name_tok,
            name: name.to_string(),
            params,
            owner: None,
        }
    }
}

fn norm_params(raw: &[u8]) -> String {
    let s = String::from_utf8_lossy(raw);
    let mut out = String::with_capacity(s.len());
    let mut space = false;
    for ch in s.chars() {
        if ch.is_whitespace() {
            space = !out.is_empty();
            continue;
        }
        if space && !out.ends_with(['(', '[']) && !matches!(ch, ')' | ']' | ',') {
            out.push(' ');
        }
        space = false;
        out.push(ch);
    }
    while out.ends_with(',') {
        out.pop();
        while out.ends_with(' ') {
            out.pop();
        }
    }
    out
}

fn scan_braces(fam: Family, sc: &Sc) -> Vec<SigDef> {
    let mut out = Vec::new();
    let mut frames: Vec<Option<String>> = Vec::new();
    let mut pending: Option<String> = None;
    let mut last_name: Option<usize> = None;
    for i in 0..sc.toks.len() {
        match sc.tx(i) {
            b"{" => {
                frames.push(pending.take());
                continue;
            }
            b"}" => {
                frames.pop();
                continue;
            }
            b";" => {
                pending = None;
                continue;
            }
            _ => {}
        }
        if !sc.is_word(i) && !sc.is(i, "@") && !sc.is(i, "*") && !sc.is(i, "<") {
            continue;
        }
        if let Some(owner) = class_decl(fam, sc, i) {
            pending = Some(owner);
        }
        let cls = frames.last().cloned().flatten();
        let found = match fam {
            Family::Go => go_def(sc, i),
            Family::Js => js_def(sc, i, cls.is_some()),
            Family::Rust => rust_def(sc, i),
            Family::Java => java_def(sc, i, cls.as_deref()),
            Family::Php => php_def(sc, i),
            Family::Swift => swift_def(sc, i),
            Family::Python | Family::Ruby => None,
        };
        if let Some(f) = found {
            if last_name.is_some_and(|l| f.name_tok <= l) {
                continue;
            }
            last_name = Some(f.name_tok);
            out.push(SigDef {
                line: sc.line(f.name_tok),
                name: f.name,
                owner: f.owner.or(cls),
                params: f.params,
            });
        }
    }
    out
}

/// A class-like declaration at `i` whose body will own the methods in it.
fn class_decl(fam: Family, sc: &Sc, i: usize) -> Option<String> {
    if sc.prev_is(i, &[".", "::", "->"]) {
        return None;
    }
    let kw = sc.word(i)?;
    match fam {
        Family::Js if matches!(kw, "class" | "interface") => sc
            .name(i + 1)
            .filter(|n| !matches!(*n, "extends" | "implements"))
            .map(str::to_string),
        Family::Java if matches!(kw, "class" | "interface" | "enum" | "record") => {
            sc.name(i + 1).map(str::to_string)
        }
        Family::Php
            if ["class", "interface", "trait", "enum"]
                .iter()
                .any(|k| kw.eq_ignore_ascii_case(k)) =>
        {
            sc.name(i + 1).map(str::to_string)
        }
        Family::Swift
            if matches!(
                kw,
                "class" | "struct" | "enum" | "extension" | "protocol" | "actor"
            ) =>
        {
            let mut k = i + 1;
            let mut name = sc.name(k)?;
            if SWIFT_NOT_TYPE_NAMES.contains(&name) {
                return None;
            }
            // `extension Outer.Inner`: the last name.
            while sc.is(k + 1, ".") {
                k += 2;
                name = sc.name(k)?;
            }
            Some(name.to_string())
        }
        Family::Rust if kw == "trait" => sc.name(i + 1).map(str::to_string),
        Family::Rust if kw == "impl" => {
            if !(sc.stmt_start(i, false) || sc.prev_is(i, &["unsafe", "default"])) {
                return None;
            }
            rust_impl_type(sc, i)
        }
        _ => None,
    }
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

// ---- Go

fn go_def(sc: &Sc, i: usize) -> Option<Found> {
    if !sc.is(i, "func") || sc.prev_is(i, &["."]) {
        return None;
    }
    let mut k = i + 1;
    let mut owner = None;
    if sc.is(k, "(") {
        let rc = sc.close_of(k)?;
        let mut j = k + 1;
        // a receiver is a few tokens; a longer list is no receiver (and bounds the work)
        if rc > k + 64 {
            return None;
        }
        while j < rc {
            if sc.is(j, "[") {
                j = sc.close_of(j)?;
            } else if let Some(w) = sc.name(j) {
                owner = Some(w.to_string());
            }
            j += 1;
        }
        k = rc + 1;
    }
    let name = sc.name(k)?;
    let n = k;
    k += 1;
    if sc.is(k, "[") {
        k = sc.close_of(k)? + 1;
    }
    if !sc.is(k, "(") {
        return None;
    }
    let mut f = sc.found(n, name, sc.params(k)?);
    f.owner = owner;
    Some(f)
}

// ---- Rust

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

// ---- PHP

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

// ---- JavaScript / TypeScript

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

// ---- Java

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

// ---- Python

// ---- Swift

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

fn swift_def(sc: &Sc, i: usize) -> Option<Found> {
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

// ---- Ruby

/// Ruby: `def` anywhere but after `.`/`:`; owners tracked by indentation, like Python's
/// blocks (a `class`/`module` line owns the lines indented under it up to its `end`), and
/// `class << self` keeps its class as the owner.
fn scan_ruby(sc: &Sc) -> Vec<SigDef> {
    let mut out = Vec::new();
    let mut blocks: Vec<(usize, Option<String>)> = Vec::new();
    let mut depth = 0usize;
    for i in 0..sc.toks.len() {
        let Some(t) = sc.toks.get(i) else { break };
        if t.first && depth == 0 {
            while blocks.last().is_some_and(|b| b.0 >= t.col) {
                blocks.pop();
            }
            if sc.is(i, "class") && sc.is(i + 1, "<") && sc.is(i + 2, "<") {
                let owner = blocks.last().and_then(|b| b.1.clone());
                blocks.push((t.col, owner));
            } else if sc.is(i, "class") || sc.is(i, "module") {
                let mut k = i + 1;
                if let Some(mut name) = sc.name(k) {
                    while sc.is(k + 1, "::") && sc.name(k + 2).is_some() {
                        k += 2;
                        name = sc.name(k).unwrap_or(name);
                    }
                    blocks.push((t.col, Some(name.to_string())));
                }
            }
        }
        if sc.is(i, "def") && !sc.prev_is(i, &[".", ":", "::"]) {
            if let Some(f) = ruby_def(sc, i) {
                out.push(SigDef {
                    line: sc.line(f.name_tok),
                    name: f.name,
                    owner: blocks.last().and_then(|b| b.1.clone()),
                    params: f.params,
                });
            }
        }
        match sc.tx(i) {
            b"(" | b"[" | b"{" => depth += 1,
            b")" | b"]" | b"}" => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    out
}

fn ruby_def(sc: &Sc, d: usize) -> Option<Found> {
    let mut k = d + 1;
    // `def self.name`, `def Const.name`
    if sc.is(k + 1, ".") && sc.name(k).is_some() {
        k += 2;
    }
    let name_tok = k;
    let mut name = sc.name(k)?.to_string();
    let end_of = |j: usize| sc.toks.get(j).map_or(0, |t| t.e);
    let start_of = |j: usize| sc.toks.get(j).map_or(usize::MAX, |t| t.s);
    // `valid?`, `save!`, `name=` are one name when written together.
    if (sc.is(k + 1, "?") || sc.is(k + 1, "!") || sc.is(k + 1, "="))
        && start_of(k + 1) == end_of(k)
        && !(sc.is(k + 1, "=") && !sc.is(k + 2, "("))
    {
        name.push_str(std::str::from_utf8(sc.tx(k + 1)).ok()?);
        k += 1;
    }
    let line = sc.line(name_tok);
    let next = k + 1;
    let params = if sc.is(next, "(") && sc.line(next) == line {
        sc.params(next)?
    } else if next < sc.toks.len()
        && sc.line(next) == line
        && !sc.is(next, ";")
        && !sc.is(next, "=")
    {
        // `def name a, b`: the parameters run to the end of the line (or a `;`).
        let mut e = next;
        while e + 1 < sc.toks.len() && sc.line(e + 1) == line && !sc.is(e + 1, ";") {
            e += 1;
        }
        let (s, e) = (sc.toks.get(next)?.s, sc.toks.get(e)?.e);
        norm_params(sc.text.get(s..e)?)
    } else {
        String::new()
    };
    Some(sc.found(name_tok, &name, params))
}

fn scan_python(sc: &Sc) -> Vec<SigDef> {
    let mut out = Vec::new();
    let mut blocks: Vec<(usize, Option<String>)> = Vec::new();
    let mut depth = 0usize;
    for i in 0..sc.toks.len() {
        let Some(t) = sc.toks.get(i) else { break };
        if t.first && depth == 0 && !continued(sc.code, t.s) {
            while blocks.last().is_some_and(|b| b.0 >= t.col) {
                blocks.pop();
            }
            if sc.is(i, "class") {
                if let Some(name) = sc.name(i + 1) {
                    blocks.push((t.col, Some(name.to_string())));
                }
            } else {
                let d = if sc.is(i, "def") {
                    Some(i)
                } else if sc.is(i, "async") && sc.is(i + 1, "def") {
                    Some(i + 1)
                } else {
                    None
                };
                if let Some(d) = d {
                    if let Some(f) = py_def(sc, d) {
                        out.push(SigDef {
                            line: sc.line(f.name_tok),
                            name: f.name,
                            owner: blocks.last().and_then(|b| b.1.clone()),
                            params: f.params,
                        });
                    }
                    blocks.push((t.col, None));
                }
            }
        }
        match sc.tx(i) {
            b"(" | b"[" | b"{" => depth += 1,
            b")" | b"]" | b"}" => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    out
}

/// The line holding byte `s` continues the previous one with a trailing backslash.
fn continued(code: &[u8], s: usize) -> bool {
    let mut j = s;
    while j > 0 && matches!(at(code, j - 1), b' ' | b'\t') {
        j -= 1;
    }
    if j == 0 || at(code, j - 1) != b'\n' {
        return false;
    }
    j -= 1;
    if j > 0 && at(code, j - 1) == b'\r' {
        j -= 1;
    }
    j > 0 && at(code, j - 1) == b'\\'
}

fn py_def(sc: &Sc, d: usize) -> Option<Found> {
    if sc.prev_is(d, &["."]) {
        return None;
    }
    let name = sc.name(d + 1)?;
    let mut k = d + 2;
    if sc.is(k, "[") {
        k = sc.close_of(k)? + 1;
    }
    if !sc.is(k, "(") {
        return None;
    }
    Some(sc.found(d + 1, name, sc.params(k)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `name(params)` or `Owner.name(params)` per definition, for compact assertions.
    fn defs(lang: Lang, src: &str) -> Vec<String> {
        definitions(lang, src)
            .into_iter()
            .map(|d| match d.owner {
                Some(o) => format!("{o}.{}({})", d.name, d.params),
                None => format!("{}({})", d.name, d.params),
            })
            .collect()
    }

    fn changed(lang: Lang, old: &str, new: &str) -> Vec<(String, String, String)> {
        changed_signatures(lang, old, new)
            .into_iter()
            .map(|c| {
                let name = match c.owner {
                    Some(o) => format!("{o}.{}", c.name),
                    None => c.name,
                };
                (name, c.was, c.now)
            })
            .collect()
    }

    fn one(name: &str, was: &str, now: &str) -> Vec<(String, String, String)> {
        vec![(name.to_string(), was.to_string(), now.to_string())]
    }

    // ---- Go

    #[test]
    fn go_seed_example() {
        assert_eq!(
            changed(
                Lang::Go,
                "func parse(s string) int {\n\treturn len(s)\n}",
                "func parse(s string, strict bool) int {\n\treturn len(s)\n}",
            ),
            one("parse", "s string", "s string, strict bool")
        );
    }

    #[test]
    fn go_forms() {
        let src = "func (s *Store[K]) Get(k K) (V, bool) {\n}\n\
                   func Map[T, U any](xs []T, f func(T) U) []U {\n\
                   \tg := func(x int) error { return nil }\n\
                   \tvar h func(int) int\n\
                   }\n\
                   func (Store) Len() int { return 0 }";
        assert_eq!(
            defs(Lang::Go, src),
            vec!["Store.Get(k K)", "Map(xs []T, f func(T) U)", "Store.Len()"]
        );
    }

    #[test]
    fn go_multiline_params_and_trailing_comma() {
        let multi = "func Open(\n\tpath string, // where\n\tmode int,\n) (*File, error) {";
        assert_eq!(defs(Lang::Go, multi), vec!["Open(path string, mode int)"]);
        // gofmt reflow only: not a change
        assert!(changed(
            Lang::Go,
            multi,
            "func Open(path string, mode int) (*File, error) {"
        )
        .is_empty());
    }

    #[test]
    fn go_negatives() {
        let src = "// func fake(a int) {\n\
                   s := \"func alsoFake(b int) {\"\n\
                   r := `func raw(c int) {`\n\
                   if parse(x) {\n\
                   for i := range f(x) {\n\
                   return parse(s)\n\
                   obj.func(x)\n\
                   defer func() { recover() }()\n";
        assert!(defs(Lang::Go, src).is_empty(), "{:?}", defs(Lang::Go, src));
    }

    #[test]
    fn go_body_edit_rename_and_return_type() {
        let old = "func parse(s string) int {\n\treturn 1\n}";
        assert!(changed(Lang::Go, old, "func parse(s string) int {\n\treturn 2\n}").is_empty());
        assert!(changed(Lang::Go, old, "func parse2(s string, x int) int {").is_empty());
        assert!(changed(Lang::Go, old, "func parse(s string) (int, error) {").is_empty());
    }

    #[test]
    fn go_methods_kept_apart_by_receiver() {
        let old = "func (a *A) Run(x int) {}\nfunc (b *B) Run(x int) {}";
        let new = "func (a *A) Run(x int) {}\nfunc (b *B) Run(x, y int) {}";
        assert_eq!(
            changed(Lang::Go, old, new),
            one("B.Run", "x int", "x, y int")
        );
    }

    // ---- JavaScript / TypeScript

    #[test]
    fn js_function_forms() {
        let src = "function a(x) {}\n\
                   async function b(x, y) {}\n\
                   function* c(n) {}\n\
                   export function d({ a, b } = {}) {}\n\
                   export default function e(opts = { k: [1, 2] }) {}\n\
                   export default async function* f() {}\n";
        assert_eq!(
            defs(Lang::JavaScript, src),
            vec![
                "a(x)",
                "b(x, y)",
                "c(n)",
                "d({ a, b } = {})",
                "e(opts = { k: [1, 2] })",
                "f()"
            ]
        );
    }

    #[test]
    fn js_arrow_bindings() {
        let src = "const f = (a, b) => a + b;\n\
                   let g = async x => x;\n\
                   var h = async (x) => { return x };\n\
                   const k = function (z) {};\n\
                   const notFn = compute(a, b);\n\
                   const alsoNot = x;\n";
        assert_eq!(
            defs(Lang::JavaScript, src),
            vec!["f(a, b)", "g(x)", "h(x)", "k(z)"]
        );
    }

    #[test]
    fn ts_typed_arrows() {
        let src = "const f = (a: A, b?: B): R => a;\n\
                   export const g: Fn = (x: number) => x;\n\
                   const h: (a: number) => void = (a) => {};\n\
                   const id = <T,>(v: T): T => v;\n\
                   const m = async (req: Request<{ id: string }>): Promise<Map<string, number>> => {};\n";
        assert_eq!(
            defs(Lang::TypeScript, src),
            vec![
                "f(a: A, b?: B)",
                "g(x: number)",
                "h(a)",
                "id(v: T)",
                "m(req: Request<{ id: string }>)"
            ]
        );
    }

    #[test]
    fn js_class_methods() {
        let src = "class Store extends Base {\n\
                   \tconstructor(a, b) { super(a); }\n\
                   \tstatic create(opts) { return new Store(opts); }\n\
                   \tasync load(id) { await this.fetch(id); }\n\
                   \tget size() { return 1; }\n\
                   \tset size(v) {}\n\
                   \t*items() {}\n\
                   \tasync *stream(n) {}\n\
                   \t#secret(k) {}\n\
                   \thandler = (e) => { this.go(e); };\n\
                   \tget(key) { return this.m.get(key); }\n\
                   }\n";
        assert_eq!(
            defs(Lang::JavaScript, src),
            vec![
                "Store.constructor(a, b)",
                "Store.create(opts)",
                "Store.load(id)",
                "Store.size()",
                "Store.size(v)",
                "Store.items()",
                "Store.stream(n)",
                "Store.#secret(k)",
                "Store.handler(e)",
                "Store.get(key)"
            ]
        );
    }

    #[test]
    fn ts_class_members() {
        let src = "export abstract class Repo<T> {\n\
                   \tconstructor(private readonly db: Db, public name: string) {}\n\
                   \tpublic async find<K extends keyof T>(key: K, opts?: Opts): Promise<T[]> {}\n\
                   \tprotected abstract save(item: T): void;\n\
                   \tprivate static readonly build = (x: T): T => x;\n\
                   \toverride toString(): string { return ''; }\n\
                   \tlookup(a: string): number;\n\
                   \tlookup(a: number): number;\n\
                   \tlookup(a: any): number { return 0; }\n\
                   \tshape(): { a: number } { return { a: 1 }; }\n\
                   \t@Decorate() decorated(x: number) {}\n\
                   }\n";
        assert_eq!(
            defs(Lang::TypeScript, src),
            vec![
                "Repo.constructor(private readonly db: Db, public name: string)",
                "Repo.find(key: K, opts?: Opts)",
                "Repo.save(item: T)",
                "Repo.build(x: T)",
                "Repo.toString()",
                "Repo.lookup(a: string)",
                "Repo.lookup(a: number)",
                "Repo.lookup(a: any)",
                "Repo.shape()",
                "Repo.decorated(x: number)"
            ]
        );
    }

    #[test]
    fn js_multiline_and_several() {
        let old = "function send(\n  to,\n  body = fmt(\"(\"),\n) {\n  return x;\n}\n\
                   const recv = (\n  from,\n) => from;";
        let new =
            "function send(\n  to,\n  body = fmt(\"(\"),\n  retries = 3,\n) {\n  return x;\n}\n\
                   const recv = (from, tag) => from;";
        assert_eq!(
            defs(Lang::JavaScript, old),
            vec!["send(to, body = fmt(\"(\"))", "recv(from)"]
        );
        assert_eq!(
            changed(Lang::JavaScript, old, new),
            vec![
                (
                    "send".to_string(),
                    "to, body = fmt(\"(\")".to_string(),
                    "to, body = fmt(\"(\"), retries = 3".to_string()
                ),
                (
                    "recv".to_string(),
                    "from".to_string(),
                    "from, tag".to_string()
                )
            ]
        );
    }

    #[test]
    fn js_negatives() {
        let src = "if (x) {\n\
                   } else if (y) {\n\
                   for (const a of b) {\n\
                   while (c) {\n\
                   switch (d) {\n\
                   try { } catch (e) {\n\
                   foo(a, b);\n\
                   await f(x);\n\
                   return f(x);\n\
                   const o = new Foo(x);\n\
                   obj.method(a) \n\
                   super(x);\n\
                   // function commented(a) {}\n\
                   /* const c = (a) => a; */\n\
                   const s = \"function inString(a) {}\";\n\
                   const t = `function inTemplate(a) { ${x} }`;\n\
                   const re = /function inRegex\\(a\\) {/;\n\
                   items.map((x) => x * 2);\n\
                   foo(a,\n  bar(b) );\n";
        assert!(
            defs(Lang::TypeScript, src).is_empty(),
            "{:?}",
            defs(Lang::TypeScript, src)
        );
    }

    #[test]
    fn js_owner_from_context_on_one_side() {
        let old = "class A {\n  run(x) {\n    return x;\n  }\n}";
        let new = "  run(x, y) {\n    return x;\n  }";
        assert_eq!(
            changed(Lang::JavaScript, old, new),
            one("A.run", "x", "x, y")
        );
    }

    // ---- Python

    #[test]
    fn python_forms() {
        let src = "@decorator(arg=(1, 2))\n\
                   def plain(a, b: int = 3, *args, **kw) -> Dict[str, int]:\n\
                   \x20   def inner(z=(1, 2)):\n\
                   \x20       pass\n\
                   \x20   return 1\n\
                   \n\
                   class Svc(Base):\n\
                   \x20   \"\"\"def fake(x): docstring\"\"\"\n\
                   \x20   async def fetch(self, url: str, *, timeout: float = f(1)) -> bytes:\n\
                   \x20       s = 'def fake2(y):'  # def fake3(z):\n\
                   \x20   def close(self):\n\
                   \x20       pass\n\
                   def after(q):\n\
                   \x20   pass\n";
        assert_eq!(
            defs(Lang::Python, src),
            vec![
                "plain(a, b: int = 3, *args, **kw)",
                "inner(z=(1, 2))",
                "Svc.fetch(self, url: str, *, timeout: float = f(1))",
                "Svc.close(self)",
                "after(q)"
            ]
        );
    }

    #[test]
    fn python_multiline_and_change() {
        let old = "    def run(\n        self,\n        job,\n    ):\n        pass";
        let new = "    def run(self, job, retries=3):\n        pass";
        assert_eq!(defs(Lang::Python, old), vec!["run(self, job)"]);
        assert_eq!(
            changed(Lang::Python, old, new),
            one("run", "self, job", "self, job, retries=3")
        );
        assert!(changed(
            Lang::Python,
            old,
            "    def run(self, job):\n        return 1"
        )
        .is_empty());
    }

    #[test]
    fn python_negatives() {
        let src = "if x(a):\n    pass\nwhile f(y):\n    g(z)\nreturn h(a)\n\
                   obj.def_thing(x)\n# def commented(a):\ns = '''\ndef in_string(a):\n'''\n\
                   call(a,\n     def_like(b))\n";
        assert!(
            defs(Lang::Python, src).is_empty(),
            "{:?}",
            defs(Lang::Python, src)
        );
    }

    // ---- Rust

    #[test]
    fn rust_forms() {
        let src = "impl<'a, T: Into<String>> Parser<'a, T> where T: Clone {\n\
                   \tpub(crate) async fn parse<'b, F: Fn(i32) -> i32>(&mut self, s: &'b str, f: F) -> Result<(), E>\n\
                   \twhere F: Send\n\
                   \t{\n\
                   \t\tlet c = 'x'; let q = '\\'';\n\
                   \t}\n\
                   \tconst unsafe fn raw(p: *const u8) {}\n\
                   }\n\
                   impl fmt::Display for Wrapper<T> {\n\
                   \tfn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { Ok(()) }\n\
                   }\n\
                   pub extern \"C\" fn ffi(x: i32) -> i32 { x }\n\
                   trait Shape {\n\
                   \tfn area(&self) -> f64;\n\
                   }\n";
        assert_eq!(
            defs(Lang::Rust, src),
            vec![
                "Parser.parse(&mut self, s: &'b str, f: F)",
                "Parser.raw(p: *const u8)",
                "Wrapper.fmt(&self, f: &mut fmt::Formatter<'_>)",
                "ffi(x: i32)",
                "Shape.area(&self)"
            ]
        );
    }

    #[test]
    fn rust_negatives() {
        let src = "let f: fn(i32) -> i32 = g;\n\
                   // fn commented(a: i32) {}\n\
                   /* outer /* fn nested(a: i32) {} */ still comment fn x() {} */\n\
                   let s = \"fn in_string(a: i32) {}\";\n\
                   let r = r#\"fn in_raw(a: \"i32\") {}\"#;\n\
                   if check(x) {\n\
                   match parse(s) {\n\
                   helper(a, b);\n";
        assert!(
            defs(Lang::Rust, src).is_empty(),
            "{:?}",
            defs(Lang::Rust, src)
        );
    }

    #[test]
    fn rust_change_with_where_clause() {
        let old = "pub fn load<P: AsRef<Path>>(\n    path: P,\n) -> io::Result<String>\nwhere\n    P: Debug,\n{";
        let new = "pub fn load<P: AsRef<Path>>(path: P, strict: bool) -> io::Result<String>\nwhere\n    P: Debug,\n{";
        assert_eq!(
            changed(Lang::Rust, old, new),
            one("load", "path: P", "path: P, strict: bool")
        );
    }

    // ---- Java

    #[test]
    fn java_forms() {
        let src = "public class Store<K> extends Base implements Api {\n\
                   \tprivate final Map<K, V> map = new HashMap<>();\n\
                   \tpublic Store(int cap, @Nullable String name) throws IOException {\n\
                   \t\tsuper(cap);\n\
                   \t\tthis.x = compute(cap);\n\
                   \t}\n\
                   \t@Override\n\
                   \tpublic <T extends Comparable<T>> List<T> sorted(\n\
                   \t\t\tCollection<? extends T> xs,\n\
                   \t\t\tComparator<T> c) {\n\
                   \t\treturn xs.stream().sorted(c).collect(toList());\n\
                   \t}\n\
                   \tint[] codes(String... names) throws A, B.C {\n\
                   \t\tthrow new IllegalStateException(\"int x(y) {\");\n\
                   \t}\n\
                   \tabstract void hook(Map.Entry<K, V> e);\n\
                   \tstatic synchronized java.util.List<String> names() { return null; }\n\
                   }\n";
        assert_eq!(
            defs(Lang::Java, src),
            vec![
                "Store.Store(int cap, @Nullable String name)",
                "Store.sorted(Collection<? extends T> xs, Comparator<T> c)",
                "Store.codes(String... names)",
                "Store.hook(Map.Entry<K, V> e)",
                "Store.names()"
            ]
        );
    }

    #[test]
    fn java_negatives() {
        let src = "if (x) {\n} else if (y) {\nfor (int i = 0; i < n; i++) {\n\
                   while (ok()) {\nswitch (k) {\ntry (Res r = open(p)) {\n} catch (IOException e) {\n\
                   synchronized (lock) {\nreturn compute(x);\nthrow new Error(x);\n\
                   foo(a, b);\nsuper(x);\nthis(x, y);\nString s = make(a);\n\
                   Runnable r = new Runnable() {\n\
                   // public void commented(int a) {\n\
                   String t = \"void inString(int a) {\";\n\
                   String u = \"\"\"\n  void inBlock(int a) {\n  \"\"\";\n";
        assert!(
            defs(Lang::Java, src).is_empty(),
            "{:?}",
            defs(Lang::Java, src)
        );
    }

    #[test]
    fn java_enum_constants_are_not_constructors() {
        let src =
            "enum Op {\n\tPLUS(\"+\") {\n\t\tint apply(int a, int b) { return a + b; }\n\t};\n\
                   \tOp(String sym) { this.sym = sym; }\n}";
        assert_eq!(
            defs(Lang::Java, src),
            vec!["apply(int a, int b)", "Op.Op(String sym)"]
        );
    }

    #[test]
    fn java_overloads_compared_as_multiset() {
        let old = "void log(String m) {}\nvoid log(String m, int lvl) {}";
        let swapped = "void log(String m, int lvl) {}\nvoid log(String m) {}";
        assert!(changed(Lang::Java, old, swapped).is_empty());
        let new = "void log(String m) {}\nvoid log(String m, Level lvl) {}";
        assert_eq!(
            changed(Lang::Java, old, new),
            one(
                "log",
                "String m | String m, int lvl",
                "String m | String m, Level lvl"
            )
        );
    }

    // ---- PHP

    #[test]
    fn php_forms() {
        let src = "<?php\nclass Mailer {\n\
                   \tpublic static function &instance(array $opts = array('a' => 1)) {}\n\
                   \tabstract protected function send(string $to, ?Body $b = null): bool;\n\
                   \tfinal public function __construct(private Db $db) {}\n\
                   }\n\
                   function helper($a, &$b, ...$rest) {\n\
                   \t$f = function ($x) use ($a) { return $x; };\n\
                   \t$g = fn($y) => $y;\n\
                   }\n";
        assert_eq!(
            defs(Lang::Php, src),
            vec![
                "Mailer.instance(array $opts = array('a' => 1))",
                "Mailer.send(string $to, ?Body $b = null)",
                "Mailer.__construct(private Db $db)",
                "helper($a, &$b, ...$rest)"
            ]
        );
    }

    #[test]
    fn php_negatives() {
        let src = "<?php\nif (check($x)) {\n} elseif ($y) {\nforeach ($xs as $x) {\n\
                   $obj->send($a, $b);\nStatic::make($x);\nreturn helper($a);\n\
                   // function commented($a) {}\n# function hashed($a) {}\n\
                   $s = 'function inString($a) {}';\n\
                   $h = <<<EOT\nfunction inHeredoc($a) {}\nEOT;\n\
                   use function Foo\\bar;\n";
        assert!(
            defs(Lang::Php, src).is_empty(),
            "{:?}",
            defs(Lang::Php, src)
        );
    }

    #[test]
    fn php_same_name_different_classes() {
        let old = "class Messaging {\n  function sendAlert($m) {}\n}\nclass SNMP_Monitor {\n  function sendAlert($m) {}\n}";
        let new = "class Messaging {\n  function sendAlert($m, $lvl) {}\n}\nclass SNMP_Monitor {\n  function sendAlert($m) {}\n}";
        assert_eq!(
            changed(Lang::Php, old, new),
            one("Messaging.sendAlert", "$m", "$m, $lvl")
        );
    }

    #[test]
    fn js_keyword_named_methods_inside_a_class() {
        let src = "class Cache {\n  delete(key) { return 1; }\n  catch(onRejected) {}\n}\n\
                   try { x(); } catch (e) {\n}\ndelete(key);\n";
        assert_eq!(
            defs(Lang::JavaScript, src),
            vec!["Cache.delete(key)", "Cache.catch(onRejected)"]
        );
    }

    #[test]
    fn ts_interface_members_and_object_methods() {
        let src = "interface Api {\n  get(id: string): Promise<Item>;\n  name: string;\n}\n\
                   const handlers = {\n  onClick(e) { go(e); },\n  label: 'x',\n};\n";
        assert_eq!(
            defs(Lang::TypeScript, src),
            vec!["Api.get(id: string)", "onClick(e)"]
        );
    }

    #[test]
    fn java_contextual_keyword_method_and_generic_constructor() {
        let src = "class Log {\n  void record(Event e) {}\n  <T> Log(T seed) {}\n}";
        assert_eq!(
            defs(Lang::Java, src),
            vec!["Log.record(Event e)", "Log.Log(T seed)"]
        );
    }

    #[test]
    fn python_nested_class_and_decorators() {
        let src = "class Outer:\n    class Inner:\n        @staticmethod\n        def make(x):\n            pass\n\
                   \x20   @property\n    def value(self):\n        return (1,\n    2)\n    def other(self, y):\n        pass\n";
        assert_eq!(
            defs(Lang::Python, src),
            vec!["Inner.make(x)", "Outer.value(self)", "Outer.other(self, y)"]
        );
    }

    #[test]
    fn rust_trait_impl_for_reference_and_nested_fn() {
        let src = "unsafe impl<'a> Send for &'a Thing {}\n\
                   impl Thing {\n    fn outer(&self) {\n        fn helper(x: u8) {}\n    }\n}";
        assert_eq!(
            defs(Lang::Rust, src),
            vec!["Thing.outer(&self)", "helper(x: u8)"]
        );
    }

    #[test]
    fn default_value_change_is_a_change() {
        assert_eq!(
            changed(
                Lang::Python,
                "def f(a, mode=\"r\"):",
                "def f(a, mode=\"rb\"):"
            ),
            one("f", "a, mode=\"r\"", "a, mode=\"rb\"")
        );
    }

    #[test]
    fn anonymous_class_and_macro_fn_have_no_false_names() {
        assert_eq!(
            defs(
                Lang::TypeScript,
                "export default class extends Base {\n  run(a: number) {}\n}"
            ),
            vec!["run(a: number)"]
        );
        assert_eq!(
            defs(
                Lang::Rust,
                "macro_rules! m { ($n:ident) => { fn $n() {} } }\nfn real(x: u8) {}"
            ),
            vec!["real(x: u8)"]
        );
    }

    #[test]
    fn test_framework_callbacks_are_not_definitions() {
        let src = "describe('x', function () {\n  it('does', async () => {\n    expect(f(1)).toBe(2);\n  });\n});\n\
                   module.exports = function (a) {};\nthis.h = (e) => e;\n";
        assert!(
            defs(Lang::JavaScript, src).is_empty(),
            "{:?}",
            defs(Lang::JavaScript, src)
        );
    }

    #[test]
    fn whole_file_scale_pairs_every_definition() {
        let old: String = (0..3000)
            .map(|k| format!("func f{k}(a int) {{}}\n"))
            .collect();
        let new: String = (0..3000)
            .map(|k| {
                if k % 1000 == 7 {
                    format!("func f{k}(a, b int) {{}}\n")
                } else {
                    format!("func f{k}(a int) {{}}\n")
                }
            })
            .collect();
        let got: Vec<String> = changed_signatures(Lang::Go, &old, &new)
            .into_iter()
            .map(|c| c.name)
            .collect();
        assert_eq!(got, vec!["f7", "f1007", "f2007"]);
    }

    #[test]
    fn signature_only_fragments() {
        // the edit's strings hold the signature line alone, no body brace
        assert_eq!(
            changed(
                Lang::Java,
                "public int send(String to)",
                "public int send(String to, int n)"
            ),
            one("send", "String to", "String to, int n")
        );
        assert_eq!(
            changed(
                Lang::Java,
                "void send(String to) throws IOException",
                "void send(String to, int n) throws IOException"
            ),
            one("send", "String to", "String to, int n")
        );
        assert_eq!(
            changed(
                Lang::TypeScript,
                "  async send(to: string)",
                "  async send(to: string, n: number)"
            ),
            one("send", "to: string", "to: string, n: number")
        );
        assert_eq!(
            changed(
                Lang::TypeScript,
                "  send(to: string): Promise<void>",
                "  send(to: string, n: number): Promise<void>"
            ),
            one("send", "to: string", "to: string, n: number")
        );
        assert_eq!(
            changed(Lang::Python, "def send(to):", "def send(to, n):"),
            one("send", "to", "to, n")
        );
        // a bare call fragment stays a call
        assert!(changed(Lang::JavaScript, "send(to)", "send(to, n)").is_empty());
        assert!(changed(Lang::Java, "send(to);", "send(to, n);").is_empty());
        assert!(changed(Lang::Java, "Mailer(to)", "Mailer(to, n)").is_empty());
    }

    // ---- general

    #[test]
    fn lines_are_one_based_within_the_fragment() {
        let d = definitions(Lang::Go, "x := 1\n/* c\n c */\nfunc f(a int) {}");
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].line, 4);
    }

    #[test]
    fn fragments_cut_mid_signature_or_mid_body() {
        // the list never closes: nothing to compare
        assert!(definitions(Lang::Go, "func f(a int,\n\tb").is_empty());
        // starts mid-function with stray closers, then a full definition
        assert_eq!(
            defs(Lang::JavaScript, "  x);\n  }\n}\nfunction g(a) {"),
            vec!["g(a)"]
        );
        assert_eq!(
            defs(Lang::Rust, "}) }\n fn h(&self) -> u8 {"),
            vec!["h(&self)"]
        );
    }

    #[test]
    fn definition_in_one_fragment_only_is_not_reported() {
        let old = "func a(x int) {}";
        let new = "func a(x int) {}\nfunc b(y int) {}";
        assert!(changed(Lang::Go, old, new).is_empty());
        assert!(changed(Lang::Go, new, old).is_empty());
    }

    #[test]
    fn comment_in_params_is_not_a_change() {
        assert!(changed(
            Lang::Java,
            "void m(int a /* count */, int b) {",
            "void m(int a, /* total */ int b) {"
        )
        .is_empty());
    }

    #[test]
    fn non_ascii_and_garbage_never_panic() {
        for lang in [
            Lang::Go,
            Lang::JavaScript,
            Lang::TypeScript,
            Lang::Python,
            Lang::Rust,
            Lang::Java,
            Lang::Php,
        ] {
            for src in [
                "",
                "(",
                ")",
                "'",
                "\"",
                "`",
                "/*",
                "r#\"",
                "<<<",
                "fn",
                "func (",
                "def",
                "function",
                "é'é' fn ü(ä: ö) {}",
                "<<<'X'\nX",
                "'\\",
            ] {
                let _ = definitions(lang, src);
                let _ = changed_signatures(lang, src, "func f(x) {}");
            }
        }
        assert_eq!(
            defs(Lang::Python, "def größe(ä, ö=\"ü\"):"),
            vec!["größe(ä, ö=\"ü\")"]
        );
    }

    // ---- Ruby

    #[test]
    fn ruby_definitions_with_owners_and_forms() {
        let src = "module Store\n  class Reader < Base\n    def initialize(root)\n    end\n\n    def read(path, enc = nil, *rest, key:, **kw, &blk)\n    end\n\n    def self.open path, mode\n    end\n\n    def valid?; true; end\n\n    class << self\n      def build(a) = new(a)\n    end\n  end\nend\n\ndef top(a)\nend\n";
        assert_eq!(
            defs(Lang::Ruby, src),
            vec![
                "Reader.initialize(root)",
                "Reader.read(path, enc = nil, *rest, key:, **kw, &blk)",
                "Reader.open(path, mode)",
                "Reader.valid?()",
                "Reader.build(a)",
                "top(a)",
            ]
        );
        // Comments, strings and heredocs hold no definitions; `obj.def` and `:def` are none.
        let noise = "# def a(x)\ns = \"def b(y)\"\nt = <<~EOS\n  def c(z)\nEOS\n=begin\ndef d(w)\n=end\nx.def(1)\ny = :def\n";
        assert!(
            defs(Lang::Ruby, noise).is_empty(),
            "{:?}",
            defs(Lang::Ruby, noise)
        );
    }

    #[test]
    fn ruby_changed_one_line_and_multi_line() {
        assert_eq!(
            changed(
                Lang::Ruby,
                "  def read(path)\n",
                "  def read(path, encoding)\n"
            ),
            one("read", "path", "path, encoding")
        );
        let old =
            "class Reader\n  def read(\n    path,\n    mode: \"r\"\n  )\n    body\n  end\nend\n";
        let new =
            "class Reader\n  def read(\n    path,\n    mode: \"w\",\n  )\n    body\n  end\nend\n";
        assert_eq!(
            changed(Lang::Ruby, old, new),
            one("Reader.read", "path, mode: \"r\"", "path, mode: \"w\"")
        );
        // A body edit is no change.
        assert!(changed(Lang::Ruby, "def f(a)\n  1\nend\n", "def f(a)\n  2\nend\n").is_empty());
    }

    // ---- Swift

    #[test]
    fn swift_definitions_with_owners_and_forms() {
        let src = "public struct Calc {\n    init?(scale: Int, _ b: Int = 2) {}\n    public func run(_ a: Int, to b: Int, values: Int...) -> Int { return 0 }\n    static func make<T>(x: T,\n                        y: Int) -> Calc { Calc(scale: 1)! }\n    class func cls() {}\n}\nextension Outer.Calc {\n    func more(c: Int) {}\n}\nprotocol Runner {\n    func run(_ a: Int)\n}\nfunc top(_ a: Int) {\n    let s = \"func no(a: Int)\"\n    // func no(b: Int)\n    super.init(a: 1)\n}\n";
        assert_eq!(
            defs(Lang::Swift, src),
            vec![
                "Calc.init(scale: Int, _ b: Int = 2)",
                "Calc.run(_ a: Int, to b: Int, values: Int...)",
                "Calc.make(x: T, y: Int)",
                "Calc.cls()",
                "Calc.more(c: Int)",
                "Runner.run(_ a: Int)",
                "top(_ a: Int)",
            ]
        );
    }

    #[test]
    fn swift_changed_labels_and_multi_line() {
        assert_eq!(
            changed(
                Lang::Swift,
                "    func move(_ item: Int, to place: Int) -> Int {\n",
                "    func move(_ item: Int, onto place: Int) -> Int {\n"
            ),
            one(
                "move",
                "_ item: Int, to place: Int",
                "_ item: Int, onto place: Int"
            )
        );
        let old = "struct Job {\n    init(\n        name: String\n    ) {\n    }\n}\n";
        let new = "struct Job {\n    init(\n        name: String,\n        tags: String...\n    ) {\n    }\n}\n";
        assert_eq!(
            changed(Lang::Swift, old, new),
            one("Job.init", "name: String", "name: String, tags: String...")
        );
    }
}
