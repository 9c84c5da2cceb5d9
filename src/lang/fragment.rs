//! The grammar-free lexer of edit-time detection (see [`crate::detection`]), shared by every
//! language: sanitize a fragment by the language's [`Lexer`] rules, tokenize it, pair its
//! brackets, and walk brace-delimited bodies; each language's `fragment` module recognizes its
//! own definition forms on the tokens ([`super::spec::Scan`]).

use super::spec::{HashComment, LanguageSpec, Lexer, Lit};

/// One function-like definition found in a fragment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SigDef {
    pub name: String,
    /// Enclosing class/impl/trait/receiver type when visible in the fragment.
    pub owner: Option<String>,
    /// Parameter text, normalized (see [`crate::detection`]).
    pub params: String,
    /// 1-based line of the definition's name within the fragment.
    pub line: usize,
}

/// Every definition `spec`'s recognizer finds in `fragment`, in order of appearance.
pub fn definitions(spec: &LanguageSpec, fragment: &str) -> Vec<SigDef> {
    let src = fragment.as_bytes();
    let clean = sanitize(&spec.lexer, src);
    let toks = tokenize(&spec.lexer, &clean.code);
    let pair = pairs(&clean.code, &toks);
    let sc = Sc {
        dollar_names: spec.lexer.dollar_names,
        code: &clean.code,
        text: &clean.text,
        toks,
        pair,
    };
    super::spec::scan(spec, &sc)
}

// ---------------------------------------------------------------------------------------------
// Pass 1: sanitize

pub(crate) struct Clean {
    /// Comments and literals blanked.
    pub code: Vec<u8>,
    /// Comments blanked, literals kept.
    pub text: Vec<u8>,
    /// Each literal's byte span (its opening delimiter to past its closing one), in order:
    /// what `code` blanks and `text` keeps.
    pub literals: Vec<(usize, usize)>,
}

pub(crate) fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80
}

pub(crate) fn blank(buf: &mut [u8], from: usize, to: usize) {
    let to = to.min(buf.len());
    if let Some(s) = buf.get_mut(from..to) {
        for b in s {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    }
}

pub(crate) fn at(src: &[u8], k: usize) -> u8 {
    src.get(k).copied().unwrap_or(0)
}

pub(crate) fn line_end(src: &[u8], i: usize) -> usize {
    memchr::memchr(b'\n', src.get(i..).unwrap_or(&[])).map_or(src.len(), |p| i + p)
}

pub(crate) fn block_end(src: &[u8], i: usize, nested: bool) -> usize {
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
pub(crate) fn quoted_end(src: &[u8], i: usize, q: u8, multiline: bool, escapes: bool) -> usize {
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

pub(crate) fn triple_end(src: &[u8], i: usize, q: u8) -> usize {
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

pub(crate) fn template_end(src: &[u8], i: usize) -> usize {
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

pub(crate) fn utf8_len(lead: u8) -> usize {
    match lead {
        0xF0..=0xFF => 4,
        0xE0..=0xEF => 3,
        0xC0..=0xDF => 2,
        _ => 1,
    }
}

/// Rust raw string `r"…"`, `r#"…"#`, `br"…"` starting at `i`.
pub(crate) fn rust_raw_end(src: &[u8], i: usize) -> Option<usize> {
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
pub(crate) fn rust_char_end(src: &[u8], i: usize) -> Option<usize> {
    let n1 = at(src, i + 1);
    if n1 == b'\\' {
        return Some(quoted_end(src, i, b'\'', false, true));
    }
    let l = utf8_len(n1);
    (n1 != b'\'' && n1 != 0 && at(src, i + 1 + l) == b'\'').then_some(i + 2 + l)
}

/// PHP heredoc/nowdoc `<<<ID … ID` starting at `i`.
pub(crate) fn php_heredoc_end(src: &[u8], i: usize) -> Option<usize> {
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
pub(crate) fn js_regex_end(src: &[u8], i: usize, prev: u8, prev_pos: usize) -> Option<usize> {
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

pub(crate) fn sanitize(lex: &Lexer, src: &[u8]) -> Clean {
    let n = src.len();
    let mut code = src.to_vec();
    let mut text = src.to_vec();
    let mut literals = Vec::new();
    let mut prev: u8 = 0;
    let mut prev_pos = 0usize;
    let mut i = 0usize;
    // The bytes that may open a comment or a literal; a run of other bytes is passed over at
    // once (only the last of its code bytes is kept as `prev`).
    let mut opens = [false; 256];
    if lex.c_comments {
        opens[usize::from(b'/')] = true;
    }
    if lex.hash_comment != HashComment::No {
        opens[usize::from(b'#')] = true;
    }
    for (b, _) in lex.literals {
        opens[usize::from(*b)] = true;
    }
    // With at most three such bytes (Python's `#`, `"`, `'`), the next one is found by a
    // vector search rather than a test of every byte.
    let few: Vec<u8> = (0..=255u8).filter(|b| opens[usize::from(*b)]).collect();
    let next_open = |from: usize| -> usize {
        let rest = &src[from..];
        let found = match few.as_slice() {
            [a] => memchr::memchr(*a, rest),
            [a, b] => memchr::memchr2(*a, *b, rest),
            [a, b, c] => memchr::memchr3(*a, *b, *c, rest),
            _ => rest.iter().position(|b| opens[usize::from(*b)]),
        };
        found.map_or(n, |k| from + k)
    };
    while i < n {
        let c = at(src, i);
        if !opens[usize::from(c)] {
            let run = i;
            i = next_open(i);
            if let Some(k) = src[run..i].iter().rposition(|b| !b.is_ascii_whitespace()) {
                prev = src[run + k];
                prev_pos = run + k;
            }
            continue;
        }
        let c1 = at(src, i + 1);
        let comment_end = match c {
            b'/' if lex.c_comments && c1 == b'/' => Some(line_end(src, i)),
            b'/' if lex.c_comments && c1 == b'*' => {
                Some(block_end(src, i, lex.nested_block_comments))
            }
            b'#' if lex.hash_comment == HashComment::Yes
                || (lex.hash_comment == HashComment::NotBeforeBracket && c1 != b'[') =>
            {
                Some(line_end(src, i))
            }
            _ => None,
        };
        if let Some(e) = comment_end {
            blank(&mut code, i, e);
            blank(&mut text, i, e);
            i = e.max(i + 1);
            continue;
        }
        let lit_end = lex
            .literals
            .iter()
            .filter(|(b, _)| *b == c)
            .find_map(|(_, lit)| literal_end(*lit, src, i, prev, prev_pos));
        if let Some(e) = lit_end {
            blank(&mut code, i, e);
            literals.push((i, e.min(n)));
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
    Clean {
        code,
        text,
        literals,
    }
}

/// The end of the literal `lit` opened at `i`, if it opens one there.
fn literal_end(lit: Lit, src: &[u8], i: usize, prev: u8, prev_pos: usize) -> Option<usize> {
    let c = at(src, i);
    match lit {
        Lit::Quoted { multiline, escapes } => Some(quoted_end(src, i, c, multiline, escapes)),
        Lit::Triple => (at(src, i + 1) == c && at(src, i + 2) == c).then(|| triple_end(src, i, c)),
        Lit::RustChar => rust_char_end(src, i),
        Lit::RustRaw => rust_raw_end(src, i),
        Lit::Heredoc => php_heredoc_end(src, i),
        Lit::Template => Some(template_end(src, i)),
        Lit::Regex => js_regex_end(src, i, prev, prev_pos),
        Lit::CppRaw => cpp_raw_end(src, i),
        Lit::Verbatim => {
            (at(src, i + 1) == b'"').then(|| quoted_end(src, i + 1, b'"', true, false))
        }
        Lit::RubyHeredoc => super::ruby::fragment::heredoc_end(src, i),
        Lit::RubyBlockComment => super::ruby::fragment::block_comment_end(src, i),
    }
}

/// C++ raw string `R"d(…)d"` starting at `i` (the `R`, possibly after `u8`/`u`/`U`/`L`).
fn cpp_raw_end(src: &[u8], i: usize) -> Option<usize> {
    if i > 0 && is_ident_byte(at(src, i - 1)) {
        return None;
    }
    let mut j = i;
    for p in [&b"u8"[..], b"u", b"U", b"L"] {
        if src.get(j..j + p.len()) == Some(p) && at(src, j + p.len()) == b'R' {
            j += p.len();
            break;
        }
    }
    if at(src, j) != b'R' || at(src, j + 1) != b'"' {
        return None;
    }
    j += 2;
    let d0 = j;
    while j < src.len() && at(src, j) != b'(' && j - d0 <= 16 {
        if matches!(at(src, j), b' ' | b')' | b'\\' | b'\n') {
            return None;
        }
        j += 1;
    }
    let delim = src.get(d0..j)?.to_vec();
    j += 1;
    while j < src.len() {
        if at(src, j) == b')'
            && src.get(j + 1..j + 1 + delim.len()) == Some(&delim[..])
            && at(src, j + 1 + delim.len()) == b'"'
        {
            return Some(j + 2 + delim.len());
        }
        j += 1;
    }
    Some(src.len())
}

// ---------------------------------------------------------------------------------------------
// Pass 2: tokenize and pair brackets

#[derive(Debug, Clone, Copy)]
pub struct Tok {
    pub s: usize,
    pub e: usize,
    pub line: usize,
    /// Visual column (tabs to multiples of 8) — meaningful for the first token of a line.
    pub col: usize,
    /// First token on its line.
    pub first: bool,
    pub word: bool,
}

const PUNCT3: &[&[u8]] = &[b"===", b"!==", b"..."];
const PUNCT2: &[&[u8]] = &[
    b"=>", b"->", b"::", b"==", b"!=", b"<=", b">=", b":=", b"+=", b"-=", b"*=", b"/=", b"%=",
    b"&&", b"||", b"??", b"?.",
];

fn tokenize(lex: &Lexer, code: &[u8]) -> Vec<Tok> {
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
            is_ident_byte(c) || (c == b'#' && lex.hash_names && is_ident_byte(at(code, i + 1)));
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

pub struct Sc<'a> {
    dollar_names: bool,
    pub code: &'a [u8],
    pub text: &'a [u8],
    pub toks: Vec<Tok>,
    pub pair: Vec<usize>,
}

pub struct Found {
    pub name_tok: usize,
    pub name: String,
    pub params: String,
    pub owner: Option<String>,
}

impl Sc<'_> {
    pub fn tx(&self, i: usize) -> &[u8] {
        self.toks
            .get(i)
            .and_then(|t| self.code.get(t.s..t.e))
            .unwrap_or(b"")
    }

    pub fn is(&self, i: usize, s: &str) -> bool {
        self.tx(i) == s.as_bytes()
    }

    pub fn is_word(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(|t| t.word)
    }

    pub fn word(&self, i: usize) -> Option<&str> {
        if !self.is_word(i) {
            return None;
        }
        std::str::from_utf8(self.tx(i)).ok()
    }

    /// A word that can name something: not a number, and `$` only where names may hold it
    /// (JS identifiers, PHP variables) — a Rust macro's `$name` is no definition.
    pub fn name(&self, i: usize) -> Option<&str> {
        let w = self.word(i)?;
        let b = w.as_bytes().first().copied()?;
        let dollar_ok = self.dollar_names;
        (!b.is_ascii_digit() && (dollar_ok || b != b'$')).then_some(w)
    }

    pub fn prev_is(&self, i: usize, set: &[&str]) -> bool {
        i.checked_sub(1)
            .is_some_and(|p| set.iter().any(|s| self.is(p, s)))
    }

    pub fn close_of(&self, i: usize) -> Option<usize> {
        self.pair.get(i).copied().filter(|&p| p != NONE && p > i)
    }

    pub fn line(&self, i: usize) -> usize {
        self.toks.get(i).map_or(0, |t| t.line)
    }

    /// Normalized parameter text of the list opened at token `open`.
    pub fn params(&self, open: usize) -> Option<String> {
        let close = self.close_of(open)?;
        let (s, e) = (self.toks.get(open)?.e, self.toks.get(close)?.s);
        Some(norm_params(self.text.get(s..e)?))
    }

    /// From `<` at `i`, the index just past its matching `>`.
    pub fn skip_angles(&self, i: usize) -> Option<usize> {
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
    pub fn stmt_start(&self, i: usize, comma: bool) -> bool {
        i == 0
            || self.toks.get(i).is_some_and(|t| t.first)
            || self.prev_is(i, &["{", "}", ";"])
            || (comma && self.prev_is(i, &[","]))
    }

    pub fn found(&self, name_tok: usize, name: &str, params: String) -> Found {
        Found {
            name_tok,
            name: name.to_string(),
            params,
            owner: None,
        }
    }
}

pub fn norm_params(raw: &[u8]) -> String {
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

pub(crate) fn scan_braces(
    sc: &Sc,
    class: fn(&Sc, usize) -> Option<String>,
    def: fn(&Sc, usize, Option<&str>) -> Option<Found>,
) -> Vec<SigDef> {
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
        if !sc.prev_is(i, &[".", "::", "->"]) && sc.is_word(i) {
            if let Some(owner) = class(sc, i) {
                pending = Some(owner);
            }
        }
        let cls = frames.last().cloned().flatten();
        let found = def(sc, i, cls.as_deref());
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

#[cfg(test)]
mod tests {
    use super::super::Lang;
    use super::sanitize;

    fn clean(lang: Lang, src: &str) -> (String, String) {
        let c = sanitize(&lang.spec().lexer, src.as_bytes());
        (
            String::from_utf8(c.code).unwrap(),
            String::from_utf8(c.text).unwrap(),
        )
    }

    /// `parts` joined, those in `[..]` blanked (a comment or literal) in the code view.
    fn blanked(parts: &[&str]) -> (String, String) {
        let code = parts
            .iter()
            .map(
                |p| match p.strip_prefix('[').and_then(|p| p.strip_suffix(']')) {
                    Some(lit) => " ".repeat(lit.len()),
                    None => p.to_string(),
                },
            )
            .collect();
        let src = parts
            .iter()
            .map(|p| p.trim_start_matches('[').trim_end_matches(']'))
            .collect();
        (code, src)
    }

    #[test]
    fn a_regex_or_a_division_is_told_by_the_code_byte_before_it_across_a_plain_run() {
        // The byte before each `/` lies in a run of bytes that open nothing: `c` (a name: a
        // division), `(` (a regex), `return` (a keyword: a regex).
        let (want, src) = blanked(&[
            "let a = b / c / d;\nf( ",
            "[/x\"y/]",
            " );\nfunction g() { return ",
            "[/q'r/]",
            " }\n",
        ]);
        let (code, text) = clean(Lang::JavaScript, &src);
        assert_eq!(code, want);
        assert_eq!(text, src);
    }

    #[test]
    fn a_vector_search_for_openers_blanks_what_a_byte_test_does() {
        // Python opens with three bytes (found by `memchr3`), TypeScript with more (each
        // byte tested): both views of both, with runs that open nothing at the start, the
        // end and between openers
        let (want, src) = blanked(&[
            "x = f(a)  ",
            "[# note]",
            "\ny = ",
            "['it''s']",
            " + ",
            "[\"q#\"]",
            "\nz = 1",
        ]);
        let (code, text) = clean(Lang::Python, &src);
        assert_eq!(code, want);
        assert_eq!(text, src.replace("# note", "      "));
        let (want, src) = blanked(&["let a = b ", "[// c]", "\nlet s = ", "['x']", " + c;"]);
        let (code, _) = clean(Lang::TypeScript, &src);
        assert_eq!(code, want);
    }

    #[test]
    fn comments_leave_both_views_and_literals_the_code_view_only() {
        let (want, src) = blanked(&["x = ", "['a // b']", " ", "[`t${1}`]", ";\n"]);
        let (code, text) = clean(Lang::TypeScript, &src);
        assert_eq!(code, want);
        assert_eq!(text, src);
        let src = "a = 1 // note\n/* c */ b\n";
        let (code, text) = clean(Lang::TypeScript, src);
        assert_eq!(code, "a = 1        \n        b\n");
        assert_eq!(text, code);
        let (code, text) = clean(Lang::Python, "a = '#' # c\nb = 1\n");
        assert_eq!(code, "a =        \nb = 1\n");
        assert_eq!(text, "a = '#'    \nb = 1\n");
    }
}
