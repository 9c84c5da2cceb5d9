//! A Python module's summary ([`ModInfo`]) read from its text by one token scan, without a
//! parse. Typing a receiver reads modules the measurement does not search (the module of a
//! parameter's annotated class, the module of a field's class): what is needed of them is
//! their imports, their top-level names, and their classes' bases and members, which lines,
//! brackets and indentation tell. Parsing such a module with the grammar costs about as much as
//! searching a caller file; this read costs a small fraction of it.
//!
//! The scan reads what [`ModInfo::of`] reads from the syntax tree, the same way (the nodes it
//! would meet are named beside each rule). Whatever it does not follow for sure (tab
//! indentation, a bracket or string left open, an indentation the block structure does not
//! allow, `match` statements, a decorator with nothing to decorate) makes it give up: the
//! caller parses the file then. A test holds its summaries equal to the tree's on every
//! Python file of the test fixtures.

use super::types::{
    final_annotation, is_type_alias_annotation, is_type_checking, ClassInfo, Elements, ModInfo,
    Source, COLLECTIONS,
};
use super::{ident_byte, module_parts, Import};
use crate::lang::collapse_ws;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum K {
    Name,
    Str,
    Num,
    Op,
    Open,
    Close,
}

#[derive(Clone, Copy, Debug)]
struct Tok {
    s: usize,
    e: usize,
    k: K,
    /// Bracket depth within the logical line (an opening or closing bracket counts outside).
    depth: u32,
    /// For a bracket: how many tokens away the one pairing it is (after an opening one,
    /// before a closing one), so that it holds in any slice of the line.
    pair: usize,
}

struct Line {
    indent: usize,
    toks: Vec<Tok>,
}

const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];

const AUG_OPS: &[&str] = &[
    "+=", "-=", "*=", "/=", "//=", "%=", "**=", ">>=", "<<=", "&=", "^=", "|=", "@=",
];

const COMPOUND: &[&str] = &[
    "if", "elif", "else", "for", "while", "try", "except", "finally", "with",
];

/// The logical lines of `src` (bracketed and backslash-continued lines joined; blank and
/// comment-only lines left out), or `None` where the scan cannot follow the text.
fn lines(src: &[u8]) -> Option<Vec<Line>> {
    if src.starts_with(&[0xef, 0xbb, 0xbf]) {
        return None;
    }
    let n = src.len();
    let mut out = Vec::new();
    let mut toks: Vec<Tok> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    let mut line_start = 0usize;
    let mut indent = 0usize;
    let mut i = 0usize;
    while i < n {
        let c = src[i];
        match c {
            b'#' => {
                while i < n && src[i] != b'\n' {
                    i += 1;
                }
            }
            b'\\' if src.get(i + 1) == Some(&b'\n') => i += 2,
            b'\\' if src.get(i + 1) == Some(&b'\r') && src.get(i + 2) == Some(&b'\n') => i += 3,
            b'\n' => {
                i += 1;
                line_start = i;
                if open.is_empty() && !toks.is_empty() {
                    out.push(Line {
                        indent,
                        toks: std::mem::take(&mut toks),
                    });
                }
            }
            // a tab or form feed before a line's first token is caught there (`first_col`)
            b' ' | b'\r' | b'\t' | 0x0c => i += 1,
            b'\'' | b'"' => {
                let mut s = i;
                // a prefix (r, b, f, u and their pairs) written against the quote
                if let Some(prev) = toks.last() {
                    if prev.k == K::Name && prev.e == i {
                        let p = src[prev.s..prev.e].to_ascii_lowercase();
                        if matches!(
                            p.as_slice(),
                            b"r" | b"u" | b"b" | b"f" | b"br" | b"rb" | b"fr" | b"rf"
                        ) {
                            s = prev.s;
                            toks.pop();
                        }
                    }
                }
                let triple = src.get(i + 1) == Some(&c) && src.get(i + 2) == Some(&c);
                let mut j = if triple { i + 3 } else { i + 1 };
                loop {
                    let b = *src.get(j)?;
                    if b == b'\\' {
                        j += 2;
                        continue;
                    }
                    if triple {
                        if b == c && src.get(j + 1) == Some(&c) && src.get(j + 2) == Some(&c) {
                            j += 3;
                            break;
                        }
                    } else if b == c {
                        j += 1;
                        break;
                    } else if b == b'\n' {
                        return None;
                    }
                    j += 1;
                }
                if toks.is_empty() {
                    indent = first_col(src, line_start, s)?;
                }
                toks.push(Tok {
                    s,
                    e: j,
                    k: K::Str,
                    depth: open.len() as u32,
                    pair: 0,
                });
                i = j;
            }
            _ => {
                if toks.is_empty() {
                    indent = first_col(src, line_start, i)?;
                }
                let depth = open.len() as u32;
                let (e, k) = if ident_byte(c) && !c.is_ascii_digit() {
                    let mut j = i;
                    while j < n && ident_byte(src[j]) {
                        j += 1;
                    }
                    (j, K::Name)
                } else if c.is_ascii_digit()
                    || (c == b'.' && src.get(i + 1).is_some_and(u8::is_ascii_digit))
                {
                    let mut j = i;
                    while j < n && (ident_byte(src[j]) || src[j] == b'.') {
                        if matches!(src[j], b'e' | b'E')
                            && matches!(src.get(j + 1), Some(b'+' | b'-'))
                        {
                            j += 1;
                        }
                        j += 1;
                    }
                    (j, K::Num)
                } else if matches!(c, b'(' | b'[' | b'{') {
                    open.push(toks.len());
                    (i + 1, K::Open)
                } else if matches!(c, b')' | b']' | b'}') {
                    let o = open.pop()?;
                    let at = toks.len();
                    toks[o].pair = at - o;
                    toks.push(Tok {
                        s: i,
                        e: i + 1,
                        k: K::Close,
                        depth: open.len() as u32,
                        pair: at - o,
                    });
                    i += 1;
                    continue;
                } else {
                    let rest = &src[i..n.min(i + 3)];
                    let len = if rest.len() == 3
                        && matches!(rest, b"**=" | b"//=" | b">>=" | b"<<=" | b"...")
                    {
                        3
                    } else if rest.len() >= 2
                        && matches!(
                            &rest[..2],
                            b"->"
                                | b"=="
                                | b"!="
                                | b"<="
                                | b">="
                                | b":="
                                | b"+="
                                | b"-="
                                | b"*="
                                | b"/="
                                | b"%="
                                | b"&="
                                | b"|="
                                | b"^="
                                | b"@="
                                | b"**"
                                | b"//"
                                | b"<<"
                                | b">>"
                                | b"<>"
                        )
                    {
                        2
                    } else {
                        1
                    };
                    (i + len, K::Op)
                };
                toks.push(Tok {
                    s: i,
                    e,
                    k,
                    depth,
                    pair: 0,
                });
                i = e;
            }
        }
    }
    if !open.is_empty() {
        return None;
    }
    if !toks.is_empty() {
        out.push(Line { indent, toks });
    }
    Some(out)
}

/// The column of a logical line's first token, when only spaces come before it on its line
/// (tabs and form feeds count columns the way the grammar's scanner does: left to it).
fn first_col(src: &[u8], line_start: usize, at: usize) -> Option<usize> {
    src[line_start..at]
        .iter()
        .all(|b| *b == b' ')
        .then_some(at - line_start)
}

/// What a block is, for the statements in it.
enum Frame {
    /// A top-level class: its summary, filled as its body is read.
    Class(String, ClassInfo),
    /// A method of a top-level class: the name of its first parameter and its annotated
    /// parameters, for `self.x = …` assignments in its body.
    Method {
        self_name: Option<String>,
        params: Vec<(String, String)>,
    },
    /// Any other `def` or `class` (nested, or a module-level function): only its imports count.
    Inert,
    /// A compound statement (`if`, `for`, `try`, `with`, …): transparent for what encloses it.
    Other,
    /// An `if TYPE_CHECKING:` block directly in a top-level class's body (`class_body`): its
    /// statements are the class's, as if written in its body.
    Checking,
}

struct Block {
    header: usize,
    body: Option<usize>,
    frame: Frame,
}

struct Scan<'a> {
    src: &'a [u8],
    path: &'a str,
    m: ModInfo,
    stack: Vec<Block>,
    decorators: Vec<String>,
}

/// The summary of the module at `path` with text `src`, or `None` when the scan cannot follow
/// it surely (see the module docs).
pub(super) fn mod_info(path: &str, src: &str) -> Option<ModInfo> {
    let src = src.as_bytes();
    let mut sc = Scan {
        src,
        path,
        m: ModInfo {
            path: path.trim_start_matches("./").to_string(),
            ..Default::default()
        },
        stack: Vec::new(),
        decorators: Vec::new(),
    };
    for l in lines(src)? {
        sc.line(&l)?;
    }
    if !sc.decorators.is_empty() || sc.stack.last().is_some_and(|b| b.body.is_none()) {
        return None;
    }
    while let Some(b) = sc.stack.pop() {
        sc.close(b);
    }
    Some(sc.m)
}

/// The value of a module-level name bound by one statement only, `name = value` at the top
/// level with a plain (dotted) name for value (boltons' `OMD = OrderedMultiDict`), read from
/// the module's text `src`: a type checker takes the name for that value wherever the module's
/// name is read. `None` when another statement may bind the name in the module's scope — a
/// second assignment (in a block, a target list, a chain, augmented, annotated, `:=`), an
/// import, `del`, `global`/`nonlocal`, a `for`, `with … as`, `except … as` or pattern target,
/// a `def`, `class` or `type` of the name — or when the scan cannot follow the text. Bindings
/// local to a function are read as such bindings too (the answer stays `None`): what is kept
/// is sure, not every alias.
pub(super) fn sole_name_alias(src: &str, name: &str) -> Option<String> {
    sole_binding(src, name, false)
}

/// The callee of a module-level name bound by one statement only, `name = callee(…)` at the
/// top level with a plain (dotted) name for callee (jsonschema's `Draft7Validator =
/// create(…)`), read as [`sole_name_alias`] reads its value: `None` when another statement
/// may bind the name, or the value is anything else.
pub(super) fn sole_call_binding(src: &str, name: &str) -> Option<String> {
    sole_binding(src, name, true)
}

/// [`sole_name_alias`] (`call` false) and [`sole_call_binding`] (`call` true).
fn sole_binding(src: &str, name: &str, call: bool) -> Option<String> {
    let src = src.as_bytes();
    let word = name.as_bytes();
    let tx = |k: &Tok| &src[k.s..k.e];
    let is = |k: Option<&Tok>, s: &str| k.is_some_and(|k| k.k != K::Str && tx(k) == s.as_bytes());
    let mut found: Option<String> = None;
    for l in lines(src)? {
        let t = &l.toks;
        let hits: Vec<usize> = (0..t.len())
            .filter(|&i| t[i].k == K::Name && tx(&t[i]) == word)
            .collect();
        if hits.is_empty() {
            continue;
        }
        // the statement itself: `name = a.b.c` alone on its top-level line
        if l.indent == 0 && hits == [0] && is(t.get(1), "=") {
            let mut v = &t[2..];
            if call {
                // `callee( … )`: the opening bracket's pair closes the statement
                let open = v.iter().position(|k| k.k != K::Name && !is(Some(k), "."))?;
                if !is(v.get(open), "(") || open + v[open].pair + 1 != v.len() {
                    return None;
                }
                v = &v[..open];
            }
            let plain = v.len() % 2 == 1
                && v.iter().enumerate().all(|(i, k)| {
                    if i % 2 == 0 {
                        k.k == K::Name
                            && !KEYWORDS.contains(&std::str::from_utf8(tx(k)).unwrap_or("if"))
                    } else {
                        is(Some(k), ".")
                    }
                });
            if !plain || found.is_some() {
                return None;
            }
            found = Some(String::from_utf8_lossy(&src[v[0].s..v[v.len() - 1].e]).into_owned());
            continue;
        }
        // statements that bind every name they list
        if [
            "import", "from", "global", "nonlocal", "del", "case", "type", "match",
        ]
        .iter()
        .any(|k| is(t.first(), k))
        {
            return None;
        }
        for &i in &hits {
            if i > 0 && is(t.get(i - 1), ".") {
                // an attribute of another value
                continue;
            }
            let prev_binds = i > 0
                && [
                    "for", "as", "def", "class", "lambda", "global", "nonlocal", "del", "import",
                ]
                .iter()
                .any(|k| is(t.get(i - 1), k));
            let next = t.get(i + 1);
            let next_binds = next.is_some_and(|n| {
                n.k == K::Op
                    && (tx(n) == b":="
                        || AUG_OPS.iter().any(|a| tx(n) == a.as_bytes())
                        || (n.depth == 0 && (tx(n) == b"=" || tx(n) == b":")))
            });
            // a target before a later `=` or augmented operator of the line (`a, name = …`,
            // `name[k] = …`, `x: name = …`, `a = name = …`)
            let target = t[i + 1..].iter().any(|x| {
                x.depth == 0
                    && x.k == K::Op
                    && (tx(x) == b"=" || AUG_OPS.iter().any(|a| tx(x) == a.as_bytes()))
            });
            // between a `for` and its `in` (`for a, name in …`, a comprehension's)
            let last_for = t[..i].iter().rposition(|x| is(Some(x), "for"));
            let for_target =
                last_for.is_some_and(|f| !t[f + 1..i].iter().any(|x| is(Some(x), "in")));
            // after an `as` of the same clause (`with f() as (a, name):`)
            let last_as = t[..i].iter().rposition(|x| is(Some(x), "as"));
            let as_target = last_as
                .is_some_and(|a| !t[a + 1..i].iter().any(|x| x.depth == 0 && is(Some(x), ":")));
            if prev_binds || next_binds || target || for_target || as_target {
                return None;
            }
        }
    }
    found
}

impl<'a> Scan<'a> {
    fn text(&self, t: &[Tok]) -> String {
        match (t.first(), t.last()) {
            (Some(a), Some(b)) => String::from_utf8_lossy(&self.src[a.s..b.e]).into_owned(),
            _ => String::new(),
        }
    }

    fn tx(&self, t: &Tok) -> &'a [u8] {
        &self.src[t.s..t.e]
    }

    fn is(&self, t: Option<&Tok>, s: &str) -> bool {
        t.is_some_and(|t| t.k != K::Str && self.tx(t) == s.as_bytes())
    }

    fn close(&mut self, b: Block) {
        if let Frame::Class(name, info) = b.frame {
            self.m.classes.insert(name, info);
        }
    }

    fn line(&mut self, l: &Line) -> Option<()> {
        // the block structure: a header's body is indented deeper; a line of a block sits at
        // its body's column; a shallower one closes blocks down to the one it belongs to
        match self.stack.last_mut() {
            Some(b) if b.body.is_none() => {
                if l.indent <= b.header {
                    return None;
                }
                b.body = Some(l.indent);
            }
            _ => loop {
                let at = self
                    .stack
                    .last()
                    .map_or(0, |b| b.body.unwrap_or(usize::MAX));
                if l.indent == at {
                    break;
                }
                if l.indent > at || self.stack.is_empty() || !self.decorators.is_empty() {
                    return None;
                }
                let b = self.stack.pop()?;
                self.close(b);
            },
        }
        self.statement(&l.toks, l.indent)
    }

    /// One statement (a compound header with its inline body, or simple statements separated
    /// by `;`), at column `indent`.
    fn statement(&mut self, t: &[Tok], indent: usize) -> Option<()> {
        let first = t.first()?;
        let word = if first.k == K::Name {
            std::str::from_utf8(self.tx(first)).ok()?
        } else {
            ""
        };
        if self.is(Some(first), "@") {
            // the decorator node runs to the line's end: a comment there is part of its text
            let end = t.last().map_or(first.e, |l| l.e);
            let end = self.src[end..]
                .iter()
                .position(|b| *b == b'\n')
                .map_or(self.src.len(), |p| end + p);
            let text = String::from_utf8_lossy(&self.src[first.s..end]).into_owned();
            let d = text.trim_start_matches('@').trim();
            let d = d.split('(').next().unwrap_or(d).trim();
            self.decorators
                .push(d.rsplit('.').next().unwrap_or(d).to_string());
            return Some(());
        }
        let (kw, at) = if word == "async" {
            let w = t.get(1).filter(|t| t.k == K::Name)?;
            (std::str::from_utf8(self.tx(w)).ok()?, 1)
        } else {
            (word, 0)
        };
        // `match`/`case` statements (soft keywords) are left to the parser
        if matches!(kw, "match" | "case")
            && t.iter().any(|x| x.depth == 0 && self.is(Some(x), ":"))
            && !t
                .get(at + 1)
                .is_some_and(|s| self.is(Some(s), "=") || self.is(Some(s), "."))
        {
            return None;
        }
        if kw == "def" {
            return self.def(t, at, indent);
        }
        if kw == "class" {
            return self.class(t, at, indent);
        }
        if !self.decorators.is_empty() {
            return None;
        }
        if COMPOUND.contains(&kw) {
            let colon = (at..t.len()).find(|&i| t[i].depth == 0 && self.is(t.get(i), ":"))?;
            let in_class = matches!(self.scope(), (Some(Frame::Class(..)), true));
            let frame = if kw == "if"
                && at == 0
                && in_class
                && is_type_checking(&self.text(&t[1..colon]))
            {
                Frame::Checking
            } else {
                Frame::Other
            };
            return self.open(frame, indent, &t[colon + 1..]);
        }
        for part in parts(self.src, t, b";", 0) {
            if !part.is_empty() {
                self.simple(part)?;
            }
        }
        Some(())
    }

    /// Push the block a header opens; an inline body (`if x: y = 1`) is read inside it.
    fn open(&mut self, frame: Frame, indent: usize, inline: &[Tok]) -> Option<()> {
        self.stack.push(Block {
            header: indent,
            body: None,
            frame,
        });
        if inline.is_empty() {
            return Some(());
        }
        let first = inline.first()?;
        if first.k == K::Name {
            let w = self.tx(first);
            if w == b"def" || w == b"class" || w == b"async" {
                return None;
            }
            if COMPOUND.iter().any(|c| c.as_bytes() == w) {
                return None;
            }
        }
        if let Some(b) = self.stack.last_mut() {
            b.body = Some(usize::MAX);
        }
        for part in parts(self.src, inline, b";", 0) {
            if !part.is_empty() {
                self.simple(part)?;
            }
        }
        let b = self.stack.pop()?;
        self.close(b);
        Some(())
    }

    /// The top-level class whose body the statement being read sits in directly (or in an
    /// `if TYPE_CHECKING:` block of it).
    fn class_here(&mut self) -> Option<&mut ClassInfo> {
        for b in self.stack.iter_mut().rev() {
            match &mut b.frame {
                Frame::Checking => {}
                Frame::Class(_, info) => return Some(info),
                _ => return None,
            }
        }
        None
    }

    /// The innermost `def`/`class` block (compound statements are transparent) and whether
    /// the statement sits directly in it.
    fn scope(&self) -> (Option<&Frame>, bool) {
        let mut direct = true;
        for b in self.stack.iter().rev() {
            match b.frame {
                Frame::Other => direct = false,
                Frame::Checking => {}
                ref f => return (Some(f), direct),
            }
        }
        (None, direct)
    }

    fn def(&mut self, t: &[Tok], at: usize, indent: usize) -> Option<()> {
        let name_tok = t.get(at + 1).filter(|n| n.k == K::Name)?;
        let name = String::from_utf8_lossy(self.tx(name_tok)).into_owned();
        let mut k = at + 2;
        if self.is(t.get(k), "[") {
            k += t[k].pair + 1;
        }
        if t.get(k)?.k != K::Open || !self.is(t.get(k), "(") {
            return None;
        }
        let close = k + t[k].pair;
        let params = &t[k + 1..close];
        let mut k = close + 1;
        let mut returns = None;
        if self.is(t.get(k), "->") {
            let colon = (k + 1..t.len()).find(|&i| t[i].depth == 0 && self.is(t.get(i), ":"))?;
            returns = Some(self.text(&t[k + 1..colon])).filter(|r| !r.is_empty());
            k = colon;
        }
        if !self.is(t.get(k), ":") {
            return None;
        }
        let decos = std::mem::take(&mut self.decorators);
        let (scope, direct) = self.scope();
        let root = scope.is_none() && direct && self.stack.is_empty();
        let frame = if root {
            // a module-level function (`ModInfo::with_facts`)
            self.m.note_function(name, &decos, returns);
            Frame::Inert
        } else if direct && matches!(scope, Some(Frame::Class(..))) {
            // a method (`class_info`): the member, then its body's `self.x = …`
            let info = self.class_here()?;
            info.members
                .entry(name)
                .or_default()
                .note_def(&decos, returns);
            self.method_frame(params)
        } else {
            Frame::Inert
        };
        self.open(frame, indent, &t[k + 1..])
    }

    /// A method's first parameter (when it is a plain name) and its annotated parameters
    /// (`typed_parameter`, `typed_default_parameter`), in order.
    fn method_frame(&self, params: &[Tok]) -> Frame {
        let base = params.first().map_or(0, |p| p.depth);
        let mut self_name = None;
        let mut typed = Vec::new();
        for (i, p) in params
            .split(|x| x.depth == base && self.is(Some(x), ","))
            .enumerate()
        {
            if i == 0 && p.len() == 1 && p[0].k == K::Name {
                self_name = Some(String::from_utf8_lossy(self.tx(&p[0])).into_owned());
            }
            if p.len() >= 3 && p[0].k == K::Name && self.is(p.get(1), ":") {
                let end = (2..p.len())
                    .find(|&j| p[j].depth == base && self.is(p.get(j), "="))
                    .unwrap_or(p.len());
                typed.push((
                    String::from_utf8_lossy(self.tx(&p[0])).into_owned(),
                    self.text(&p[2..end]),
                ));
            }
        }
        Frame::Method {
            self_name,
            params: typed,
        }
    }

    fn class(&mut self, t: &[Tok], at: usize, indent: usize) -> Option<()> {
        if at != 0 {
            return None;
        }
        let name_tok = t.get(1).filter(|n| n.k == K::Name)?;
        let name = String::from_utf8_lossy(self.tx(name_tok)).into_owned();
        let mut k = 2;
        if self.is(t.get(k), "[") {
            k += t[k].pair + 1;
        }
        let mut bases = Vec::new();
        if self.is(t.get(k), "(") {
            let close = k + t[k].pair;
            let args = &t[k + 1..close];
            let base = t[k].depth + 1;
            for a in args.split(|x| x.depth == base && self.is(Some(x), ",")) {
                if matches!(self.primary(a), Some(P::Name | P::Attribute | P::Subscript)) {
                    bases.push(self.text(a));
                }
            }
            k = close + 1;
        }
        if !self.is(t.get(k), ":") {
            return None;
        }
        self.decorators.clear();
        let (scope, direct) = self.scope();
        let frame = if scope.is_none() && direct && self.stack.is_empty() {
            Frame::Class(
                name,
                ClassInfo {
                    bases,
                    ..Default::default()
                },
            )
        } else {
            if direct {
                if let Some(info) = self.class_here() {
                    info.members
                        .entry(name)
                        .or_default()
                        .values
                        .push(Source::Other);
                }
            }
            Frame::Inert
        };
        self.open(frame, indent, &t[k + 1..])
    }

    /// The node kind an expression's tokens make when they are a primary expression (a name,
    /// literal or bracketed atom followed by `.name`, calls and subscripts).
    fn primary(&self, t: &[Tok]) -> Option<P> {
        let first = t.first()?;
        let mut kind = match first.k {
            K::Name => {
                let w = std::str::from_utf8(self.tx(first)).ok()?;
                if w == "None" {
                    P::None
                } else if KEYWORDS.contains(&w) {
                    return None;
                } else {
                    P::Name
                }
            }
            K::Str | K::Num => P::Atom,
            K::Open => P::Atom,
            K::Op | K::Close => return None,
        };
        let mut i = if first.k == K::Open {
            first.pair + 1
        } else {
            1
        };
        if first.k == K::Str {
            while t.get(i).is_some_and(|x| x.k == K::Str) {
                i += 1;
            }
        }
        while i < t.len() {
            let x = &t[i];
            if self.is(Some(x), ".") && t.get(i + 1).is_some_and(|n| n.k == K::Name) {
                kind = P::Attribute;
                i += 2;
            } else if x.k == K::Open && self.is(Some(x), "(") {
                kind = P::Call(i);
                i += x.pair + 1;
            } else if x.k == K::Open && self.is(Some(x), "[") {
                kind = P::Subscript;
                i += x.pair + 1;
            } else {
                return None;
            }
        }
        Some(kind)
    }

    /// A simple statement: an import, or an assignment the summary keeps.
    fn simple(&mut self, t: &[Tok]) -> Option<()> {
        let first = t.first()?;
        if self.is(Some(first), "import") {
            return self.import(&t[1..]);
        }
        if self.is(Some(first), "from") {
            return self.import_from(t);
        }
        // the first `=`, annotation `:` or augmented operator outside brackets
        let Some(op) = t.iter().position(|x| {
            x.depth == 0
                && x.k == K::Op
                && (self.is(Some(x), "=")
                    || self.is(Some(x), ":")
                    || AUG_OPS.iter().any(|a| self.tx(x) == a.as_bytes()))
        }) else {
            return Some(());
        };
        if first.k == K::Name && self.tx(first) == b"lambda" {
            return Some(());
        }
        let left = &t[..op];
        let augmented = !self.is(t.get(op), "=") && !self.is(t.get(op), ":");
        let (ty, right) = if self.is(t.get(op), ":") {
            let eq = (op + 1..t.len()).find(|&i| t[i].depth == 0 && self.is(t.get(i), "="));
            match eq {
                Some(eq) => (Some(&t[op + 1..eq]), Some(&t[eq + 1..])),
                None => (Some(&t[op + 1..]), None),
            }
        } else {
            (None, Some(&t[op + 1..]))
        };
        let (scope, direct) = self.scope();
        let root = scope.is_none() && direct && self.stack.is_empty();
        let left_name = (left.len() == 1 && left[0].k == K::Name)
            .then(|| String::from_utf8_lossy(self.tx(&left[0])).into_owned())
            .filter(|n| !KEYWORDS.contains(&n.as_str()));
        if root {
            if !augmented {
                if let Some(n) = left_name {
                    let alias = ty
                        .filter(|ty| is_type_alias_annotation(&self.text(ty)))
                        .and(right)
                        .filter(|r| !r.is_empty())
                        .map(|r| self.text(r));
                    let declared = ty
                        .zip(right)
                        .filter(|(ty, r)| !ty.is_empty() && !r.is_empty())
                        .map(|(ty, r)| (self.text(ty), self.text(r)));
                    self.m.note_assignment(n.clone(), alias, declared);
                    self.m.assigned.insert(n);
                }
            }
            return Some(());
        }
        match scope {
            Some(Frame::Class(..)) if direct => {
                if augmented {
                    return Some(());
                }
                let Some(n) = left_name else {
                    return Some(());
                };
                let src = self.source_of(ty, right, None, None);
                if let Some(info) = self.class_here() {
                    info.members.entry(n).or_default().values.push(src);
                }
            }
            Some(Frame::Method {
                self_name: Some(self_name),
                params,
            }) => {
                let mut out = Vec::new();
                self.field(left, ty, right, augmented, self_name, params, &mut out);
                if out.is_empty() {
                    return Some(());
                }
                // a method's block sits on its top-level class's
                if let Some(Frame::Class(_, info)) = self
                    .stack
                    .iter_mut()
                    .rev()
                    .map(|b| &mut b.frame)
                    .find(|f| matches!(f, Frame::Class(..)))
                {
                    for (a, src) in out {
                        info.members.entry(a).or_default().values.push(src);
                    }
                }
            }
            _ => {}
        }
        Some(())
    }

    /// `self.x = …` in a method body (`fields_of`), and the assignments chained to its
    /// right (`self.a = self.b = X()`), which the tree's walk visits too.
    #[allow(clippy::too_many_arguments)]
    fn field(
        &self,
        left: &[Tok],
        ty: Option<&[Tok]>,
        right: Option<&[Tok]>,
        augmented: bool,
        self_name: &str,
        params: &[(String, String)],
        out: &mut Vec<(String, Source)>,
    ) {
        let attr = (left.len() == 3
            && left[0].k == K::Name
            && self.tx(&left[0]) == self_name.as_bytes()
            && self.is(left.get(1), ".")
            && left[2].k == K::Name)
            .then(|| String::from_utf8_lossy(self.tx(&left[2])).into_owned());
        if let Some(a) = attr {
            if augmented {
                out.push((a, Source::Other));
            } else {
                let is_none = right.is_some_and(|r| self.primary(r) == Some(P::None));
                if !is_none || ty.is_some() {
                    out.push((a, self.source_of(ty, right, Some(params), Some(self_name))));
                }
            }
        }
        if augmented || ty.is_some() {
            return;
        }
        let Some(r) = right else { return };
        if r.first().is_some_and(|f| self.tx(f) == b"lambda") {
            return;
        }
        if let Some(eq) = r.iter().position(|x| x.depth == 0 && self.is(Some(x), "=")) {
            self.field(
                &r[..eq],
                None,
                Some(&r[eq + 1..]),
                false,
                self_name,
                params,
                out,
            );
        }
    }

    /// What an assignment gives its target (`source_of`): its annotation, the callee of a
    /// call, a parameter's annotation, or something unknown.
    fn source_of(
        &self,
        ty: Option<&[Tok]>,
        right: Option<&[Tok]>,
        params: Option<&[(String, String)]>,
        self_name: Option<&str>,
    ) -> Source {
        if let Some(ty) = ty {
            let written = self.text(ty);
            match final_annotation(&written) {
                Some(Some(inner)) => return Source::Declared(inner.to_string()),
                Some(None) if right.is_some() => {}
                _ => return Source::Declared(written),
            }
        }
        let Some(r) = right else {
            return Source::Other;
        };
        if let Some((kind, arg)) = self.collection(r) {
            return Source::Collection(kind, self.elements_of(arg, params));
        }
        if self.is(r.first(), "{") {
            return self.mapping(r);
        }
        match self.primary(r) {
            Some(P::Call(open)) => {
                let mut f = &r[..open];
                // `self.field.m(…)` on a field of the method's own receiver
                if let [o, d1, fl, d2, m] = f {
                    if o.k == K::Name
                        && fl.k == K::Name
                        && m.k == K::Name
                        && self.is(Some(d1), ".")
                        && self.is(Some(d2), ".")
                        && self_name.is_some_and(|s| s.as_bytes() == self.tx(o))
                    {
                        return Source::SelfFieldMethod(self.text(&f[2..3]), self.text(&f[4..]));
                    }
                }
                // `p.method(…)` on a typed parameter `p`
                if let [o, dot, m] = f {
                    if o.k == K::Name && self.is(Some(dot), ".") && m.k == K::Name {
                        let name = self.tx(o);
                        if let Some((_, t)) =
                            params.and_then(|ps| ps.iter().find(|(n, _)| n.as_bytes() == name))
                        {
                            return Source::ParamMethod(t.clone(), self.text(&f[2..]));
                        }
                        // `self.m(…)` on the method's own receiver
                        if self_name.is_some_and(|s| s.as_bytes() == name) {
                            return Source::SelfMethod(self.text(&f[2..]));
                        }
                    }
                }
                // `Ruler[T]()`: an instance of the generic class
                if self.primary(f) == Some(P::Subscript) {
                    let Some(last) = f.last() else {
                        return Source::Other;
                    };
                    f = &f[..f.len() - 1 - last.pair];
                }
                match self.primary(f) {
                    Some(P::Name | P::Attribute) => Source::Call(self.text(f)),
                    _ => Source::Other,
                }
            }
            Some(P::Name) => {
                let name = self.tx(&r[0]);
                params
                    .and_then(|ps| ps.iter().find(|(n, _)| n.as_bytes() == name))
                    .map_or(Source::Other, |(_, t)| Source::Annotation(t.clone()))
            }
            _ => Source::Other,
        }
    }

    /// A dict display whose every value is a call of a name or dotted name (`mapping_of`):
    /// the braces hold all of `r`, and each part between commas is one `key: value`.
    fn mapping(&self, r: &[Tok]) -> Source {
        let Some(o) = r.first().filter(|o| o.pair + 1 == r.len()) else {
            return Source::Other;
        };
        let Some(inner) = r.get(1..o.pair) else {
            return Source::Other;
        };
        let mut items = parts(self.src, inner, b",", o.depth + 1);
        if items.len() > 1 && items.last().is_some_and(|a| a.is_empty()) {
            items.pop();
        }
        let mut callees = Vec::new();
        for item in items {
            let [_, value] = parts(self.src, item, b":", o.depth + 1)[..] else {
                return Source::Other;
            };
            match self.primary(value) {
                Some(P::Call(open))
                    if matches!(self.primary(&value[..open]), Some(P::Name | P::Attribute)) =>
                {
                    callees.push(self.text(&value[..open]))
                }
                _ => return Source::Other,
            }
        }
        if callees.is_empty() {
            return Source::Other;
        }
        Source::Mapping(callees)
    }

    /// `frozenset(x)`, `set(x)`, `list(x)`, `tuple(x)` with one positional argument
    /// (`collection_call`): the collection's name and the argument's tokens.
    fn collection<'t>(&self, r: &'t [Tok]) -> Option<(String, &'t [Tok])> {
        if self.primary(r) != Some(P::Call(1)) {
            return None;
        }
        let name = std::str::from_utf8(self.tx(r.first()?)).ok()?;
        if !COLLECTIONS.contains(&name) {
            return None;
        }
        Some((name.to_string(), self.only_argument(r, 1)?))
    }

    /// The tokens of the one argument of the call whose list opens at `open`, when it is a
    /// single positional one (`only_argument`).
    fn only_argument<'t>(&self, r: &'t [Tok], open: usize) -> Option<&'t [Tok]> {
        let o = r.get(open)?;
        let inner = r.get(open + 1..open + o.pair)?;
        let mut args = parts(self.src, inner, b",", o.depth + 1);
        if args.len() > 1 && args.last().is_some_and(|a| a.is_empty()) {
            args.pop();
        }
        let [a] = args.as_slice() else { return None };
        let keyword = a
            .iter()
            .any(|x| x.depth == o.depth + 1 && self.is(Some(x), "="));
        let splat = self.is(a.first(), "*") || self.is(a.first(), "**");
        (!a.is_empty() && !keyword && !splat).then_some(*a)
    }

    /// Where the elements of a collection made of the argument `arg` come from
    /// (`elements_of`).
    fn elements_of(&self, arg: &[Tok], params: Option<&[(String, String)]>) -> Elements {
        match self.primary(arg) {
            Some(P::Call(1)) if self.tx(&arg[0]) == b"map" => {
                let o = &arg[1];
                let first = arg
                    .get(2..1 + o.pair)
                    .and_then(|inner| parts(self.src, inner, b",", o.depth + 1).first().copied());
                match first {
                    Some(f) if matches!(self.primary(f), Some(P::Name | P::Attribute)) => {
                        Elements::Mapped(self.text(f))
                    }
                    _ => Elements::Other,
                }
            }
            Some(P::Name) if arg.len() == 1 => {
                let name = self.tx(&arg[0]);
                params
                    .and_then(|ps| ps.iter().find(|(n, _)| n.as_bytes() == name))
                    .map_or(Elements::Other, |(_, t)| Elements::Of(t.clone()))
            }
            _ => Elements::Other,
        }
    }

    /// `import a.b, c as d` (the tokens after `import`).
    fn import(&mut self, t: &[Tok]) -> Option<()> {
        for item in parts(self.src, t, b",", 0) {
            let (name, alias) = self.aliased(item)?;
            match alias {
                None => {
                    let full = collapse_ws(&self.text(name));
                    let first = full.split('.').next().unwrap_or("").to_string();
                    self.m.imports.insert(first.clone(), Import::Module(first));
                }
                Some(a) => {
                    let module = collapse_ws(&self.text(name));
                    self.m.imports.insert(self.text(a), Import::Module(module));
                }
            }
        }
        Some(())
    }

    /// A dotted name with an optional `as` alias.
    fn aliased<'t>(&self, item: &'t [Tok]) -> Option<(&'t [Tok], Option<&'t [Tok]>)> {
        let (name, alias) = match item.len() {
            n if n >= 3 && self.is(item.get(n - 2), "as") => (&item[..n - 2], Some(&item[n - 1..])),
            _ => (item, None),
        };
        let dotted = name.iter().enumerate().all(|(i, x)| {
            if i % 2 == 0 {
                x.k == K::Name
            } else {
                self.is(Some(x), ".")
            }
        });
        if name.is_empty() || name.len() % 2 == 0 || !dotted {
            return None;
        }
        if alias.is_some_and(|a| a[0].k != K::Name) {
            return None;
        }
        Some((name, alias))
    }

    /// `from m import a, b as c`, `from . import x`, `from .m import *`.
    fn import_from(&mut self, t: &[Tok]) -> Option<()> {
        let imp = (1..t.len()).find(|&i| t[i].depth == 0 && self.is(t.get(i), "import"))?;
        let module_toks = &t[1..imp];
        let dots: usize = module_toks
            .iter()
            .take_while(|x| x.k == K::Op && self.tx(x).iter().all(|b| *b == b'.'))
            .map(|x| x.e - x.s)
            .sum();
        let lead = module_toks
            .iter()
            .take_while(|x| x.k == K::Op && self.tx(x).iter().all(|b| *b == b'.'))
            .count();
        let rest = &module_toks[lead..];
        if !rest.is_empty() && self.aliased(rest)?.1.is_some() {
            return None;
        }
        let module = if dots > 0 {
            // `resolve_relative`: a module above the repository root is no import
            let Some((mut parts, is_pkg)) = module_parts(self.path) else {
                return Some(());
            };
            if !is_pkg {
                parts.pop();
            }
            for _ in 1..dots {
                if parts.pop().is_none() {
                    return Some(());
                }
            }
            if !rest.is_empty() {
                parts.extend(self.text(rest).split('.').map(str::to_string));
            }
            parts.join(".")
        } else {
            if rest.is_empty() {
                return None;
            }
            // `from __future__ import …` is another statement
            if rest.len() == 1 && self.tx(&rest[0]) == b"__future__" {
                return Some(());
            }
            collapse_ws(&self.text(rest))
        };
        let mut names = &t[imp + 1..];
        if names.len() == 1 && self.is(names.first(), "*") {
            self.m.wildcards.push(module);
            return Some(());
        }
        if self.is(names.first(), "(") {
            let close = names[0].pair;
            if close + 1 != names.len() {
                return None;
            }
            names = &names[1..close];
        }
        let base = names.first().map_or(0, |x| x.depth);
        for item in parts(self.src, names, b",", base) {
            if item.is_empty() {
                continue;
            }
            let (name, alias) = self.aliased(item)?;
            let name = self.text(name);
            let alias = alias.map_or_else(|| name.clone(), |a| self.text(a));
            self.m.imports.insert(
                alias,
                Import::From {
                    module: module.clone(),
                    name,
                },
            );
        }
        Some(())
    }
}

/// `t` split at the operator `sep` at bracket depth `depth`.
fn parts<'t>(src: &[u8], t: &'t [Tok], sep: &[u8], depth: u32) -> Vec<&'t [Tok]> {
    t.split(|x| x.depth == depth && x.k == K::Op && &src[x.s..x.e] == sep)
        .collect()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum P {
    Name,
    None,
    Attribute,
    Subscript,
    /// A call: the index of its argument list's opening parenthesis.
    Call(usize),
    Atom,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Lang, SourceFile};

    /// A summary as comparable text: maps sorted, a member's values as a sorted list (the
    /// tree's walk meets nested blocks last-in-first-out; what reads them does not depend on
    /// their order).
    fn canon(m: &ModInfo) -> String {
        let mut out = format!("path {}\n", m.path);
        let mut imports: Vec<String> = m
            .imports
            .iter()
            .map(|(k, v)| format!("import {k} {v:?}"))
            .collect();
        imports.sort();
        out.push_str(&imports.join("\n"));
        out.push_str(&format!("\nwildcards {:?}\n", m.wildcards));
        let mut functions: Vec<String> = m
            .functions
            .iter()
            .map(|(k, v)| format!("def {k} {v:?}"))
            .collect();
        functions.sort();
        out.push_str(&functions.join("\n"));
        let mut assigned: Vec<&String> = m.assigned.iter().collect();
        assigned.sort();
        out.push_str(&format!("\nassigned {assigned:?}\n"));
        let mut aliases: Vec<String> = m
            .aliases
            .iter()
            .map(|(k, v)| format!("alias {k} {v:?}"))
            .collect();
        aliases.sort();
        out.push_str(&aliases.join("\n"));
        let mut declared: Vec<String> = m
            .declared
            .iter()
            .map(|(k, v)| format!("declared {k} {v:?}"))
            .collect();
        declared.sort();
        out.push_str(&format!("\n{}\n", declared.join("\n")));
        let mut classes: Vec<String> = m
            .classes
            .iter()
            .map(|(name, c)| {
                let mut members: Vec<String> = c
                    .members
                    .iter()
                    .map(|(k, mm)| {
                        let mut values: Vec<String> =
                            mm.values.iter().map(|v| format!("{v:?}")).collect();
                        values.sort();
                        format!(
                            "  {k} method={} returns={:?} sure={} property={} values={values:?}",
                            mm.method, mm.returns, mm.returns_sure, mm.property
                        )
                    })
                    .collect();
                members.sort();
                format!("class {name} {:?}\n{}", c.bases, members.join("\n"))
            })
            .collect();
        classes.sort();
        out.push_str(&classes.join("\n"));
        out
    }

    fn tree_info(rel: &str, src: &str) -> ModInfo {
        let file = SourceFile::parse(rel, Lang::Python, src.as_bytes().to_vec()).unwrap();
        ModInfo::of(&file)
    }

    /// Whether the scan reads `src` as the tree does (`None`: it gave up).
    fn same(rel: &str, src: &str) -> Option<bool> {
        let scanned = mod_info(rel, src)?;
        let want = canon(&tree_info(rel, src));
        let got = canon(&scanned);
        if want != got {
            eprintln!("{rel}: scan and tree differ\n--- tree\n{want}\n--- scan\n{got}");
        }
        Some(want == got)
    }

    const FORMS: &str = r#"from __future__ import annotations
import os.path, json as j
from . import sibling
from .. import up
from ..pkg.mod import (A as B,
    C,  # comment, with "quotes"
)
from .star import *
from typing import TYPE_CHECKING, Generic, TypeVar
if TYPE_CHECKING:
    from .main import MarkdownIt
try: import fast
except ImportError: fast = None
T = TypeVar("T")
X: int
One: TypeAlias = Union["Base", "E"]  # a comment
Opt: t.TypeAlias = (
    Optional[One]
)
Twice: TypeAlias = int
Twice = str
NotAlias: int = Base
a = b = 1
c += 1
x, y = 1, 2
d = 1; e = 2
s = """def not_a(def):
    class Nope: self.x = 1
"""
u = 'it\'s # not a comment'

@decorate
def top(x: int) -> Ruler[T]:
    import inner_mod
    return x

@cache
def cached() -> "Thing": ...

def over(a) -> int: ...
def over(a) -> str: ...

class Base(Generic[T], mod.Mixin, metaclass=Meta, *rest):
    """Doc with self.fake = Foo()"""
    attr = Factory()
    typed: Token
    chained = other = 3
    count += 1
    class Inner:
        x = 1
        def m(self):
            self.hidden = Hidden()

    def __init__(self, md: MarkdownIt, env: "Env" = None, *args: int, **kw: str) -> None:
        self.md = md
        self.env = env
        self.none = None
        self.maybe: Opt | None = None
        self.made = Ruler[T]()
        self.call = mod.make(
            1, 2)
        self.a = self.b = Thing()
        self.count += 1
        self.tup = (1, 2)
        self.s = "".join([])
        self.lam = lambda z=1: z
        self.sub = factory()[0]
        self.cc = factory()()
        self.specs = frozenset(map(mod.Spec, md.split(",")))
        self.kept = list(md,)
        self.gen = tuple(x for x in args)
        self.conn = {CLIENT: Connection(CLIENT), SERVER: mod.Connection(SERVER),}
        self.notmap = {1: Connection() for x in y}
        self.splat = {1: A(), **rest}
        self.plain = {1: 2}
        self.lamv = {1: lambda x: A()}
        self.aset = {A(), B()}
        self.nodict = {}
        self.curried = {1: f(x)(y)}
        self.two = set(md, env)
        self.kwc = list(iterable=md)
        self.spl = list(*args)
        self.empty = list()
        if md:
            self.branch = Branch()
        else:
            for i in range(3):
                self.loop = Loop()
        with open("f") as fh: self.inline = Inline()
        def nested():
            self.nested = Nested()
        other.x = 1
        self.x.y = 2

    @property
    def prop(self) -> Token:
        return self.typed

    @prop.setter
    def prop(self, v) -> None:
        self._p = v

    @staticmethod
    def make() -> "Base": ...

    @overload
    def get(self) -> int: ...
    def get(self):
        pass

    async def run(self) -> Awaitable[None]:
        pass

    def star(*args):
        self.not_field = 1

    def kw(self, *, key):
        self.k = key

class E(Exception): pass
class Empty: x = 1; y = 2

class Relay:
    if TYPE_CHECKING:
        def __getattr__(self, name: str) -> Caller: ...
        kind: Final = Kind()
        if t.TYPE_CHECKING:
            deep = Deep()
    else:
        def hidden(self): ...
    if typing.TYPE_CHECKING: size: Final[int] = 3
    if other:
        def not_member(self): ...
    def __init__(self) -> None:
        self.hook: Final = Relay()
        self.typed: t.Final[Caller] = make()
        self.bare: Final
class Sub(Base[int]): ...

if True:
    class NotTop:
        pass
    def not_top(): ...
"#;

    /// `sole_name_alias`: the one top-level `name = a.b` of a name no other statement of the
    /// module binds, whatever reads it; nothing when anything else may bind it.
    #[test]
    fn a_name_bound_once_to_a_name_is_an_alias() {
        let src = "\
\"\"\"OMD = Not(code)\"\"\"
from .x import y  # OMD = z
class OrderedMultiDict(dict):
    def f(self, OMD=None, **kw):
        return OMD or g(OMD=1) or self.OMD

OMD = OrderedMultiDict
M = mod.Sub
print(OMD, [OMD for _ in OMD], {OMD: 1}, M.x)
x = OMD()
";
        assert_eq!(
            sole_name_alias(src, "OMD").as_deref(),
            Some("OrderedMultiDict")
        );
        assert_eq!(sole_name_alias(src, "M").as_deref(), Some("mod.Sub"));
        assert_eq!(sole_name_alias(src, "x"), None, "a call is no name");
        assert_eq!(sole_name_alias(src, "Nowhere"), None);
        for other in [
            "OMD = B",
            "if c:\n    OMD = B",
            "def f():\n    global OMD\n    OMD = B",
            "def f():\n    OMD = B",
            "OMD += 1",
            "OMD: type = B",
            "a = OMD = B",
            "a, OMD = B, C",
            "(a, OMD) = B, C",
            "OMD[0] = 1",
            "for OMD in xs:\n    pass",
            "for a, OMD in xs:\n    pass",
            "with f() as OMD:\n    pass",
            "with f() as (a, OMD):\n    pass",
            "try:\n    pass\nexcept E as OMD:\n    pass",
            "import OMD",
            "from m import OMD",
            "from m import (a,\n    OMD)",
            "import m as OMD",
            "del OMD",
            "def OMD():\n    pass",
            "class OMD:\n    pass",
            "if (OMD := B):\n    pass",
            "[OMD := B for _ in x]",
            "f = lambda OMD: 1",
            "match x:\n    case OMD:\n        pass",
        ] {
            let text = format!("class A:\n    pass\n\nOMD = A\n{other}\n");
            assert_eq!(sole_name_alias(&text, "OMD"), None, "{other}");
        }
        // not a plain name: a call, a subscript, an expression, a keyword
        for value in ["A()", "A[int]", "A or B", "None", "a.b()", "'A'"] {
            let text = format!("OMD = {value}\n");
            assert_eq!(sole_name_alias(&text, "OMD"), None, "{value}");
        }
        // a text the scan cannot follow
        assert_eq!(sole_name_alias("OMD = A\nx = (\n", "OMD"), None);
        // `name = callee(…)`: the callee, when the call closes the statement
        let made = "Draft7 = create(\n    name='7',\n)\nTwice = make()\nTwice = make()\n\
                    Chained = make().other\nPlain = A\n";
        assert_eq!(sole_call_binding(made, "Draft7").as_deref(), Some("create"));
        assert_eq!(sole_call_binding(made, "Twice"), None, "bound twice");
        assert_eq!(
            sole_call_binding(made, "Chained"),
            None,
            "the call does not close it"
        );
        assert_eq!(sole_call_binding(made, "Plain"), None, "no call");
        assert_eq!(sole_name_alias(made, "Draft7"), None, "a call is no name");
    }

    #[test]
    fn the_scan_reads_every_form_as_the_tree_does() {
        assert_eq!(same("pkg/sub/mod.py", FORMS), Some(true));
        assert_eq!(same("pkg/sub/__init__.py", FORMS), Some(true));
        // an import above the repository root is no import, as in the tree
        assert_eq!(
            same("top.py", "from ... import x\nfrom .. import y\n"),
            Some(true)
        );
        let info = mod_info("pkg/sub/mod.py", FORMS).unwrap();
        assert_eq!(
            info.aliases["One"].as_deref(),
            Some(r#"Union["Base", "E"]"#)
        );
        assert_eq!(
            info.aliases["Opt"].as_deref(),
            Some("(\n    Optional[One]\n)")
        );
        assert_eq!(info.aliases["Twice"], None);
        assert_eq!(info.aliases["NotAlias"], None);
        // an annotated assignment keeps its annotation and value; one without a value, or a
        // name bound twice, neither
        assert_eq!(
            info.declared["NotAlias"],
            Some(("int".to_string(), "Base".to_string()))
        );
        assert_eq!(info.declared["Twice"], None);
        assert_eq!(info.declared["X"], None);
        let base = &info.classes["Base"];
        assert_eq!(base.bases, ["Generic[T]", "mod.Mixin"]);
        assert_eq!(
            base.members["md"].values,
            [Source::Annotation("MarkdownIt".into())]
        );
        assert!(base.members.contains_key("branch") && !base.members.contains_key("nested"));
        assert_eq!(base.members["made"].values, [Source::Call("Ruler".into())]);
        assert_eq!(
            base.members["specs"].values,
            [Source::Collection(
                "frozenset".into(),
                Elements::Mapped("mod.Spec".into())
            )]
        );
        assert_eq!(
            base.members["kept"].values,
            [Source::Collection(
                "list".into(),
                Elements::Of("MarkdownIt".into())
            )]
        );
        assert_eq!(
            base.members["gen"].values,
            [Source::Collection("tuple".into(), Elements::Other)]
        );
        assert_eq!(
            base.members["conn"].values,
            [Source::Mapping(vec![
                "Connection".into(),
                "mod.Connection".into()
            ])]
        );
        for field in [
            "notmap", "splat", "plain", "lamv", "aset", "nodict", "curried",
        ] {
            assert_eq!(base.members[field].values, [Source::Other], "{field}");
        }
        for (field, callee) in [
            ("two", "set"),
            ("kwc", "list"),
            ("spl", "list"),
            ("empty", "list"),
        ] {
            assert_eq!(base.members[field].values, [Source::Call(callee.into())]);
        }
        // an `if TYPE_CHECKING:` block of a class body is the body's (its `else` is not);
        // a bare `Final` takes the value's type, `Final[T]` is `T`
        let relay = &info.classes["Relay"].members;
        assert_eq!(relay["__getattr__"].returns.as_deref(), Some("Caller"));
        assert!(!relay.contains_key("hidden") && !relay.contains_key("not_member"));
        for (field, src) in [
            ("kind", Source::Call("Kind".into())),
            ("deep", Source::Call("Deep".into())),
            ("size", Source::Declared("int".into())),
            ("hook", Source::Call("Relay".into())),
            ("typed", Source::Declared("Caller".into())),
            ("bare", Source::Declared("Final".into())),
        ] {
            assert_eq!(relay[field].values, [src], "{field}");
        }
    }

    #[test]
    fn the_scan_gives_up_where_it_cannot_follow_the_text() {
        for src in [
            "def f():\n\tx = 1\n",
            "x = (1,\n",
            "s = 'open\n",
            "class A:\nx = 1\n",
            "x = 1\n    y = 2\n",
            "@dec\nx = 1\n",
            "match x:\n    case 1:\n        pass\n",
            "if x:\n",
            "\u{feff}import os\n",
        ] {
            assert!(mod_info("m.py", src).is_none(), "{src:?}");
        }
        // tabs and form feeds elsewhere than before a line's first token are spaces
        assert_eq!(
            same("m.py", "x =\t1\t# c\n\x0c\n\t\ny = (1,\n\t2)\n"),
            Some(true)
        );
        // `match` as a name is an ordinary statement
        assert_eq!(
            same("m.py", "match = re.match(p, s)\nmatch.group(1)\n"),
            Some(true)
        );
    }

    /// Every Python file of the test fixtures (and of the directories named in
    /// `CONTRACT_WATCH_PY_SUMMARY_DIRS`, colon-separated, e.g. the real-code corpus's trees)
    /// is read the same by the scan and the tree, and the scan gives up on few of them.
    #[test]
    fn the_scan_reads_the_fixture_files_as_the_tree_does() {
        let mut roots = vec![std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests")];
        if let Some(dirs) = std::env::var_os("CONTRACT_WATCH_PY_SUMMARY_DIRS") {
            roots.extend(std::env::split_paths(&dirs));
        }
        let (mut read, mut gave_up, mut differ) = (0, Vec::new(), Vec::new());
        for root in roots {
            let mut dirs = vec![root.clone()];
            while let Some(d) = dirs.pop() {
                let Ok(rd) = std::fs::read_dir(&d) else {
                    continue;
                };
                for e in rd.flatten() {
                    let p = e.path();
                    if p.is_dir() {
                        dirs.push(p);
                        continue;
                    }
                    if p.extension().is_none_or(|x| x != "py") {
                        continue;
                    }
                    let Ok(src) = std::fs::read_to_string(&p) else {
                        continue;
                    };
                    let rel = p
                        .strip_prefix(&root)
                        .unwrap()
                        .to_string_lossy()
                        .into_owned();
                    match same(&rel, &src) {
                        Some(true) => read += 1,
                        Some(false) => differ.push(p.display().to_string()),
                        None => gave_up.push(p.display().to_string()),
                    }
                }
            }
        }
        eprintln!("read {read}, gave up on {}: {gave_up:?}", gave_up.len());
        assert!(differ.is_empty(), "{differ:?}");
        assert!(
            read >= 20 && gave_up.len() * 10 <= read,
            "{read} read, {gave_up:?}"
        );
    }
}
