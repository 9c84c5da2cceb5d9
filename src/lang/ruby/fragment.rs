//! Ruby's edit-fragment recognizer (grammar-free; see [`crate::detection`]), and the lexer
//! pieces Ruby needs beyond the shared ones: `=begin` … `=end` comments and heredocs.

use crate::lang::fragment::{at, is_ident_byte, line_end, norm_params, Found, Sc, SigDef};

/// Ruby `=begin` … `=end` (each at a line start), from `i`.
pub(crate) fn block_comment_end(src: &[u8], i: usize) -> Option<usize> {
    if !(src.get(i..i + 6) == Some(b"=begin".as_slice()) && (i == 0 || at(src, i - 1) == b'\n')) {
        return None;
    }
    let mut ls = line_end(src, i) + 1;
    while ls < src.len() {
        if src.get(ls..ls + 4) == Some(b"=end".as_slice()) {
            return Some(line_end(src, ls));
        }
        ls = line_end(src, ls) + 1;
    }
    Some(src.len())
}

/// Ruby heredoc `<<~ID`, `<<-ID`, `<<ID` (an upper-case or quoted identifier) starting at `i`:
/// from the opener to the end of its terminator line. (The rest of the opener's line is
/// blanked with it: a definition never shares a line with a heredoc opener.)
pub(crate) fn heredoc_end(src: &[u8], i: usize) -> Option<usize> {
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

/// Ruby: `def` anywhere but after `.`/`:`; owners tracked by indentation, like Python's
/// blocks (a `class`/`module` line owns the lines indented under it up to its `end`), and
/// `class << self` keeps its class as the owner.
pub(crate) fn scan(sc: &Sc) -> Vec<SigDef> {
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
    // A setter's `=` only when its parameter list follows (`def name=(v)`).
    let setter = sc.is(k + 1, "=") && sc.is(k + 2, "(");
    if (sc.is(k + 1, "?") || sc.is(k + 1, "!") || setter) && start_of(k + 1) == end_of(k) {
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
