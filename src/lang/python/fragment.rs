//! Python's edit-fragment recognizer (grammar-free; see [`crate::detection`]).

use crate::lang::fragment::{at, Found, Sc, SigDef};

/// Python's blocks are indentation: definitions are found line by line, a `class` owning the
/// `def`s indented under it.
pub(crate) fn scan(sc: &Sc) -> Vec<SigDef> {
    scan_python(sc)
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
