//! The region of a large Python caller file that the call reader needs: the file without the
//! function definitions no judgement of a call can read (see [`ranges`]). A tree-sitter parse
//! of those ranges ([`crate::lang::SourceFile::parse_ranges`]) costs what they hold, not what
//! the file does: a test module of hundreds of methods that calls the target in a few parses
//! those few, its classes and its module-level statements.

use crate::lang::fragment::is_ident_byte as ident;

/// A `def` statement of the file (with its decorators): its byte span, up to the start of the
/// next statement at its indentation or less; its name; the `def` it sits in.
#[derive(Debug)]
struct DefSpan {
    start: usize,
    end: usize,
    name: String,
    parent: Option<usize>,
}

/// A statement's first line: where it starts, its indentation, and its parent (the nearest
/// statement before it with less indentation: the header of its block); and where its last
/// line of code ends (its brackets closed, no backslash continuing it).
struct Stmt {
    start: usize,
    indent: usize,
    parent: Option<usize>,
    end: usize,
}

/// What a region parse leaves out of a file ([`ranges`]): `ranges`, the byte ranges parsed;
/// `code`, the spans left out that are code (the `def`s and statements no judgement reads;
/// the rest left out is prose: comment lines and docstrings, which hold no call).
pub(super) struct Region {
    pub(super) ranges: Vec<(usize, usize)>,
    pub(super) code: Vec<(usize, usize)>,
}

/// The words whose mention keeps a `def` whatever else it holds: what binds a name of the
/// whole module (`import`, `global`, `nonlocal`), defines a class (a class in a function may
/// inherit the target), or sets attributes by name.
const STICKY_WORDS: &[&str] = &["import", "global", "nonlocal", "class", "setattr", "exec"];

/// A region is parsed only when it leaves out at least one part in this many of the file.
const MIN_LEFT_OUT_PARTS: usize = 3;

/// A run of prose ([`prose`]) is left out of a region only when it is at least this long (or
/// touches code left out): each range a parse is given costs the lexing of every token of the
/// file a step (tree-sitter looks a token's range up from the first), more than a short
/// comment or docstring costs to lex.
const MIN_PROSE_BYTES: usize = 256;

/// The byte ranges of `src` (ascending, apart) that hold everything but the function
/// definitions no call judgement can read, or `None` when they would leave out less than a
/// [`MIN_LEFT_OUT_PARTS`]th of the file or the text cannot be framed (statements indented
/// with tabs and with spaces, unbalanced brackets).
///
/// A `def` (at any depth, with its decorators) is left out only when its text (comments and
/// strings included) mentions none of `words` (the names a call of the target may be spelled
/// by: the caller of this module passes every needle of the scans it runs) nor its code a
/// [`STICKY_WORDS`] word (each as a whole identifier), it is no dunder method (those the
/// language calls by itself: `__init__`, `__call__`, `__getattr__`, …), no `def` it holds is
/// kept, and the rest of the file never names it nor an attribute it assigns (`self.x = …`,
/// `.x += …`, `.x: T = …`):
/// the rest reads it by no name, so no receiver type, return type, field or override the
/// reader follows from a kept statement leads into it. That is checked to a fixed point:
/// keeping a `def` adds its words. A `def` that is the last statement of its block stays
/// (the block would be empty).
///
/// With `inner` (every call of the target spells one of `words`, or a name the caller checks
/// the left-out text for), a kept `def`'s plain statements that no judgement of a call reads
/// are left out too (see [`plain_statements`]).
///
/// The file's prose ([`prose`]: comment lines, docstrings) is left out wherever it stands,
/// and is no text at all to the checks above: a word or a name it mentions is no code's.
///
/// `code` is the text with comments and literals blanked and the literals' spans, when the
/// caller made them already ([`crate::lang::fragment::sanitize`]).
pub(super) fn ranges(
    src: &[u8],
    code: Option<super::BlankedText>,
    words: &[&str],
    inner: bool,
) -> Option<Region> {
    let made;
    let (code, literals): (&[u8], &[(usize, usize)]) = match code {
        Some((c, l)) if c.len() == src.len() => (c, l),
        _ => {
            let lexer = &crate::lang::Lang::Python.spec().lexer;
            made = crate::lang::fragment::sanitize(lexer, src);
            (&made.code, &made.literals)
        }
    };
    // (a file indented with tabs throughout is framed as one indented with spaces)
    let stmts = frame(code, true, false)?;
    let defs = def_spans(code, &stmts);
    if defs.is_empty() {
        return None;
    }
    let prose = prose(src, literals, &stmts);
    // the runs long enough to leave out by themselves (see [`MIN_PROSE_BYTES`])
    let long: Vec<(usize, usize)> = prose
        .iter()
        .copied()
        .filter(|(s, e)| e - s >= MIN_PROSE_BYTES)
        .collect();
    // The text but its prose: what the checks below read (a name in prose reads nothing,
    // and no identifier crosses a line).
    let not_prose = gaps(&prose, src.len());
    // The words as whole identifiers: in the text (a string annotation names a class), the
    // sticky ones in the code alone (a keyword in a docstring binds nothing).
    let finders: Vec<memchr::memmem::Finder> = words
        .iter()
        .filter(|w| !w.is_empty())
        .map(|w| memchr::memmem::Finder::new(w.as_bytes()))
        .collect();
    let sticky: Vec<memchr::memmem::Finder> = STICKY_WORDS
        .iter()
        .map(|w| memchr::memmem::Finder::new(w.as_bytes()))
        .collect();
    // Where each word stands in the whole text, once (a def's span starts at a line start and
    // ends at one or at the end, and no word holds a line break: a whole-word mention inside a
    // span is one of the text's, as [`has_word`] over the span would find it).
    let at_words: Vec<WordsAt> = finders
        .iter()
        .map(|f| WordsAt::of(src, f).outside(&prose))
        .collect();
    let at_sticky: Vec<WordsAt> = sticky.iter().map(|f| WordsAt::of(code, f)).collect();
    let mut keep: Vec<bool> = defs
        .iter()
        .map(|d| {
            (d.name.starts_with("__") && d.name.ends_with("__"))
                || at_words.iter().any(|w| w.within(d.start, d.end))
                || at_sticky.iter().any(|w| w.within(d.start, d.end))
        })
        .collect();
    let assigned: Vec<Vec<&[u8]>> = defs
        .iter()
        .map(|d| assigned_attributes(&code[d.start..d.end]))
        .collect();
    // Where the file mentions, as a word, the name of a def or an attribute a def assigns:
    // the only words the fixed point below asks about (one pass over the file).
    let mut mentions: Option<Mentions> = None;
    loop {
        // a kept def keeps the defs around it
        for i in 0..defs.len() {
            if keep[i] {
                let mut p = defs[i].parent;
                while let Some(q) = p {
                    keep[q] = true;
                    p = defs[q].parent;
                }
            }
        }
        let dropped = outermost_dropped(&defs, &keep);
        let spans: Vec<(usize, usize)> = dropped
            .iter()
            .map(|&i| (defs[i].start, defs[i].end))
            .collect();
        // Keeping a def only ever leaves out less (what is left out of it lies in its span):
        // a region already too small is refused before the checks below.
        // (with `inner`, the plain statements left out below may make up the part)
        if !inner {
            let left_out: usize = merged(&spans, &long).iter().map(|(s, e)| e - s).sum();
            if left_out * MIN_LEFT_OUT_PARTS < src.len() {
                return None;
            }
        }
        let mut changed = false;
        // a def the kept text names, or whose assigned attributes it names, is kept
        let mentions = mentions.get_or_insert_with(|| {
            Mentions::within(
                src,
                &not_prose,
                defs.iter()
                    .map(|d| d.name.as_bytes())
                    .chain(assigned.iter().flatten().copied()),
            )
        });
        let named = |w: &[u8]| mentions.named_outside(w, &spans);
        for &i in &dropped {
            if named(defs[i].name.as_bytes()) || assigned[i].iter().any(|a| named(a)) {
                keep[i] = true;
                changed = true;
            }
        }
        if changed {
            continue;
        }
        // no block left empty: a block all of whose statements would go keeps its first def
        let gone = |at: usize| {
            let k = spans.partition_point(|&(s, _)| s <= at);
            k > 0 && at < spans[k - 1].1
        };
        // by parent: slot 0 the module, slot k + 1 statement k's block (no hashing: a
        // round asked this of every statement of a large test module)
        let mut has_kept: Vec<bool> = vec![false; stmts.len() + 1];
        let slot = |parent: Option<usize>| parent.map_or(0, |k| k + 1);
        for s in &stmts {
            if !gone(s.start) {
                has_kept[slot(s.parent)] = true;
            }
        }
        for &i in &dropped {
            let Ok(k) = stmts.binary_search_by_key(&defs[i].start, |s| s.start) else {
                keep[i] = true;
                changed = true;
                continue;
            };
            let parent = stmts[k].parent;
            if parent.is_some() && !has_kept[slot(parent)] {
                keep[i] = true;
                has_kept[slot(parent)] = true;
                changed = true;
            }
        }
        if !changed {
            let mut spans = spans;
            if inner {
                // what the defs and the prose leave out short of the part a region must
                // leave out
                let by_defs: usize = merged(&spans, &long).iter().map(|(s, e)| e - s).sum();
                let need = (src.len() / MIN_LEFT_OUT_PARTS).saturating_sub(by_defs);
                let plain = plain_statements(
                    src, &not_prose, code, &stmts, &spans, &at_words, &at_sticky, need,
                );
                spans.extend(plain);
                spans.sort_unstable();
            }
            // Too little left out to pay for a second parse's setup and the checks after it.
            // the prose left out: the long runs and those touching code left out
            let touching = |&(s, e): &(usize, usize)| {
                let k = spans.partition_point(|&(a, _)| a <= e);
                k > 0 && spans[k - 1].1 >= s
            };
            let out_prose: Vec<(usize, usize)> = prose
                .iter()
                .copied()
                .filter(|p| p.1 - p.0 >= MIN_PROSE_BYTES || touching(p))
                .collect();
            let all = merged(&spans, &out_prose);
            let left_out: usize = all.iter().map(|(s, e)| e - s).sum();
            if left_out * MIN_LEFT_OUT_PARTS < src.len() {
                return None;
            }
            return Some(Region {
                ranges: gaps(&all, src.len()),
                code: spans,
            });
        }
    }
}

/// The Python keywords: a statement opening with one (but `assert` and `pass`) is no plain
/// statement.
const KEYWORDS: &[&[u8]] = &[
    b"False",
    b"None",
    b"True",
    b"and",
    b"as",
    b"async",
    b"await",
    b"break",
    b"class",
    b"continue",
    b"def",
    b"del",
    b"elif",
    b"else",
    b"except",
    b"finally",
    b"for",
    b"from",
    b"global",
    b"if",
    b"import",
    b"in",
    b"is",
    b"lambda",
    b"nonlocal",
    b"not",
    b"or",
    b"raise",
    b"return",
    b"try",
    b"while",
    b"with",
    b"yield",
];

/// The spans (ascending, apart, none within `gone`, the left-out `def`s) of the plain
/// statements of the kept `def`s' own bodies that no judgement of a call reads: a simple
/// statement (it opens no block) directly in a function's body (or in a block of a compound
/// statement there, not in a class body), opening with a name or `(` that is no keyword but
/// `assert` or `pass` (an expression statement, an assertion), that binds no name (no `=` of
/// an assignment, augmented or not, and no `:` of an annotation or a lambda outside brackets,
/// no `:=` anywhere, no `yield`) and whose text mentions none of the words nor its code a
/// [`STICKY_WORDS`] word. Such a statement holds no call of the target (each is spelled by a
/// word, or by a name the caller checks the left-out text for), binds nothing a kept
/// statement reads, and ends no branch (`return`, `raise`, `break`, `continue` stay): what a
/// call's judgement reads of its function (its bindings, their reach, its returns) is the
/// same without it. A block's last statement stays, so that every function and compound
/// statement ends where it does in the whole parse, and no block goes empty.
///
/// So too an assignment there of plain names (`data = p.send(..)`, `a, b = f()`: see
/// [`assigned_names`]) mentioning no word, when no name it binds is read by what stays:
/// the code kept, but for the names the kept assignments of that kind bind and the
/// statements kept only to close a block, that would go but for that (checked to a fixed
/// point: leaving one out takes its reads away), within the def whose body holds it (the
/// file, where that def declares a name global or nonlocal or runs `exec`). A judgement
/// reads a local's bindings only for a name its call's statement reads, or one a binding it
/// reads reads in turn. Names are read in the text (comments and literals kept: an f-string
/// reads names).
#[allow(clippy::too_many_arguments)]
fn plain_statements(
    src: &[u8],
    not_prose: &[(usize, usize)],
    code: &[u8],
    stmts: &[Stmt],
    gone: &[(usize, usize)],
    at_words: &[WordsAt],
    at_sticky: &[WordsAt],
    need: usize,
) -> Vec<(usize, usize)> {
    let first_word = |s: &Stmt| {
        let at = s.start + s.indent;
        let mut e = at;
        while e < code.len() && ident(code[e]) {
            e += 1;
        }
        &code[at..e]
    };
    let in_gone = |at: usize| {
        let k = gone.partition_point(|&(s, _)| s <= at);
        k > 0 && at < gone[k - 1].1
    };
    // per statement: whether it sits in a function's own body (through compound statements
    // but no class)
    let is_def = |p: usize| {
        let w = first_word(&stmts[p]);
        w == b"def"
            || (w == b"async" && {
                let rest = &code[stmts[p].start + stmts[p].indent + 5..];
                let t = rest.trim_ascii_start();
                t.starts_with(b"def") && !t.get(3).is_some_and(|b| ident(*b))
            })
    };
    let mut in_def: Vec<bool> = Vec::with_capacity(stmts.len());
    for s in stmts {
        let v = s
            .parent
            .is_some_and(|p| is_def(p) || (first_word(&stmts[p]) != b"class" && in_def[p]));
        in_def.push(v);
    }
    let mut dropped: Vec<bool> = vec![false; stmts.len()];
    // per statement that may go: whether it is a block's last (it stays), and for an
    // assignment of plain names, where its targets end
    let mut may_go: Vec<Option<(bool, Option<usize>)>> = vec![None; stmts.len()];
    for (k, s) in stmts.iter().enumerate() {
        if !in_def[k] || in_gone(s.start) {
            continue;
        }
        let end = stmts.get(k + 1).map_or(code.len(), |n| n.start);
        // a simple statement (the next one is no deeper); a block's last stays (the ends of
        // its function and of the statements around it stay where they are)
        let next = stmts.get(k + 1).map(|n| n.indent);
        if next.is_some_and(|n| n > s.indent) {
            continue;
        }
        let last = next != Some(s.indent);
        let w = first_word(s);
        let opens = if w.is_empty() {
            code.get(s.start + s.indent) == Some(&b'(')
        } else {
            !w[0].is_ascii_digit() && (w == b"assert" || w == b"pass" || !KEYWORDS.contains(&w))
        };
        if !opens
            || at_words.iter().any(|x| x.within(s.start, end))
            || at_sticky.iter().any(|x| x.within(s.start, end))
        {
            continue;
        }
        let stmt = &code[s.start..end];
        if binds_nothing(stmt) {
            may_go[k] = Some((last, None));
            dropped[k] = !last;
        } else if w != b"assert" && w != b"pass" {
            if let Some(t) = assigned_names(stmt) {
                may_go[k] = Some((last, Some(s.start + t)));
            }
        }
    }
    // The assignments whose names nothing kept reads, to a fixed point.
    let assigns: Vec<usize> = (0..stmts.len())
        .filter(|&k| matches!(may_go[k], Some((false, Some(_)))))
        .collect();
    let span_of = |k: usize| {
        let end = stmts.get(k + 1).map_or(code.len(), |n| n.start);
        end - stmts[k].start
    };
    // Not worth the reads when even every such assignment gone leaves out too little (the
    // caller refuses the region then).
    let most: usize = (0..stmts.len())
        .filter(|&k| dropped[k] || assigns.binary_search(&k).is_ok())
        .map(span_of)
        .sum();
    if !assigns.is_empty() && most >= need {
        // per assignment: the names it binds
        let targets: Vec<Vec<&[u8]>> = assigns
            .iter()
            .map(|&k| {
                let s = &stmts[k];
                let t = may_go[k].and_then(|(_, t)| t).unwrap_or(s.start);
                identifiers(&code[s.start..t])
            })
            .collect();
        // Where an assignment's names are read: the block of the def whose body holds it
        // (a local is read nowhere else), or the whole file where that def declares a name
        // global or nonlocal or runs `exec`.
        let mut owner: Vec<Option<usize>> = Vec::with_capacity(stmts.len());
        for s in stmts {
            let o = s
                .parent
                .and_then(|p| if is_def(p) { Some(p) } else { owner[p] });
            owner.push(o);
        }
        let loose: Vec<&WordsAt> = ["global", "nonlocal", "exec"]
            .iter()
            .filter_map(|w| STICKY_WORDS.iter().position(|x| x == w))
            .filter_map(|i| at_sticky.get(i))
            .collect();
        // per def asked about, once in a row (the assignments come in order: those of one
        // def follow each other but for a nested def's)
        let mut last: Option<(usize, (usize, usize))> = None;
        let scope: Vec<(usize, usize)> = assigns
            .iter()
            .map(|&k| {
                let Some(d) = owner[k] else {
                    return (0, code.len());
                };
                if let Some((_, span)) = last.filter(|(at, _)| *at == d) {
                    return span;
                }
                let end = stmts[d + 1..]
                    .iter()
                    .find(|n| n.indent <= stmts[d].indent)
                    .map_or(code.len(), |n| n.start);
                let start = stmts[d].start;
                let span = if loose.iter().any(|w| w.within(start, end)) {
                    (0, code.len())
                } else {
                    (start, end)
                };
                last = Some((d, span));
                span
            })
            .collect();
        // read in the text, not the code (an f-string's expressions read names, and so may
        // a docstring or comment for all this knows), and only in the scopes asked about
        let parts = intersected(&merged_spans(scope.clone()), not_prose);
        let mentions = Mentions::within(src, &parts, targets.iter().flatten().copied());
        let goes: Vec<usize> = (0..stmts.len()).filter(|&k| may_go[k].is_some()).collect();
        // an occurrence of a name that reads the local: not an attribute (`.data`), nor a
        // keyword argument's or a binding's name (`f(data=1)`, `data = 1`: an `=` after it
        // that is no `==`)
        let reads = |p: usize, n: usize| {
            let attribute = p.checked_sub(1).is_some_and(|i| src[i] == b'.');
            let rest = src[p + n..].trim_ascii_start();
            let named = rest.first() == Some(&b'=') && rest.get(1) != Some(&b'=');
            !attribute && !named
        };
        loop {
            // what reads nothing a judgement follows: the left-out defs, the statements
            // gone, the plain ones kept only to close a block, and the kept assignments'
            // targets
            let mut unread: Vec<(usize, usize)> = gone.to_vec();
            for &k in &goes {
                let s = &stmts[k];
                let Some((last, targets)) = may_go[k] else {
                    continue;
                };
                let end = stmts.get(k + 1).map_or(code.len(), |n| n.start);
                // (a block's last assignment is read as any kept one: it may bind what a
                // judgement reads)
                if dropped[k] || (last && targets.is_none()) {
                    unread.push((s.start, end));
                } else if let Some(t) = targets {
                    unread.push((s.start, t));
                }
            }
            let merged = merged_spans(unread);
            let mut changed = false;
            let outside = |p: usize| {
                let k = merged.partition_point(|&(s, _)| s <= p);
                k == 0 || p >= merged[k - 1].1
            };
            for ((&k, &(from, to)), names) in assigns.iter().zip(&scope).zip(&targets) {
                if dropped[k] {
                    continue;
                }
                // the name's occurrences in the scope, outside what reads nothing
                let read = |n: &[u8]| {
                    let at = mentions.positions(n);
                    let first = at.partition_point(|&p| p < from);
                    at[first..]
                        .iter()
                        .take_while(|&&p| p < to)
                        .any(|&p| outside(p) && reads(p, n.len()))
                };
                if names.iter().all(|n| !read(n)) {
                    dropped[k] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }
    // no block left empty
    let slot = |parent: Option<usize>| parent.map_or(0, |k| k + 1);
    let mut has_kept: Vec<bool> = vec![false; stmts.len() + 1];
    for (k, s) in stmts.iter().enumerate() {
        if !dropped[k] && !in_gone(s.start) {
            has_kept[slot(s.parent)] = true;
        }
    }
    for (k, s) in stmts.iter().enumerate() {
        if dropped[k] && !has_kept[slot(s.parent)] {
            dropped[k] = false;
            has_kept[slot(s.parent)] = true;
        }
    }
    let mut out: Vec<(usize, usize)> = Vec::new();
    for (k, s) in stmts.iter().enumerate() {
        if !dropped[k] {
            continue;
        }
        let end = stmts.get(k + 1).map_or(code.len(), |n| n.start);
        match out.last_mut() {
            Some(last) if last.1 == s.start => last.1 = end,
            _ => out.push((s.start, end)),
        }
    }
    out
}

/// Where the targets of a simple statement's assignment of plain names end (its last `=`
/// outside brackets), when the statement (code, comments and literals blanked) is one: one
/// or more `targets =` before a value, each a name or a list of names in parentheses or not,
/// starred or not (`x = ..`, `a, *b = ..`, `x = y = ..`); no attribute, subscript or
/// augmented assignment, no `:` outside brackets (an annotation, a lambda), no `:=`, no
/// `yield`, no second statement (`;`).
fn assigned_names(code: &[u8]) -> Option<usize> {
    if walrus_or_yield(code) {
        return None;
    }
    let mut depth = 0usize;
    let mut last_eq = None;
    for (i, &b) in code.iter().enumerate() {
        match b {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b':' | b';' if depth == 0 => return None,
            b'=' if depth == 0 => {
                let prev = i.checked_sub(1).map(|j| code[j]);
                let next = code.get(i + 1);
                // a comparison or an augmented assignment
                if next == Some(&b'=') || prev.is_some_and(|p| b"=!<>+-*/%&|^@".contains(&p)) {
                    return None;
                }
                last_eq = Some(i);
            }
            _ => {}
        }
    }
    let t = last_eq?;
    // names, commas, parentheses, stars, blanks and the `=`s between targets
    let targets = &code[..t];
    let plain = targets.iter().all(|&b| {
        ident(b)
            || matches!(
                b,
                b',' | b'(' | b')' | b'*' | b'=' | b' ' | b'\t' | b'\\' | b'\n' | b'\r'
            )
    });
    let names = identifiers(targets);
    (plain && !names.is_empty() && names.iter().all(|n| !n[0].is_ascii_digit())).then_some(t + 1)
}

/// The identifiers of `code` (runs of identifier bytes), in order.
fn identifiers(code: &[u8]) -> Vec<&[u8]> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < code.len() {
        if ident(code[i]) {
            let s = i;
            while i < code.len() && ident(code[i]) {
                i += 1;
            }
            out.push(&code[s..i]);
        } else {
            i += 1;
        }
    }
    out
}

/// Whether a statement's text holds `:=` or the word `yield` (either may bind or leave the
/// function where a plain statement would not).
fn walrus_or_yield(code: &[u8]) -> bool {
    memchr::memmem::find(code, b":=").is_some()
        || memchr::memmem::find_iter(code, b"yield").any(|at| {
            !at.checked_sub(1).is_some_and(|i| ident(code[i]))
                && !code.get(at + 5).is_some_and(|b| ident(*b))
        })
}

/// Whether a simple statement's code (comments and literals blanked) binds no name: no `=`
/// outside brackets but of a comparison (`==`, `!=`, `<=`, `>=`), no `:` outside brackets
/// (an annotation, a lambda), no `:=`, no `yield`; and it is one statement (no `;` outside
/// brackets: what follows may bind or end a branch).
fn binds_nothing(code: &[u8]) -> bool {
    if walrus_or_yield(code) {
        return false;
    }
    let mut depth = 0usize;
    let mut i = 0;
    while i < code.len() {
        match code[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            // an annotation, a lambda; a second statement on the line (`f(); return`)
            b':' | b';' if depth == 0 => return false,
            b'=' if depth == 0 => {
                if code.get(i + 1) == Some(&b'=') {
                    i += 2;
                    continue;
                }
                let prev = i.checked_sub(1).map(|j| code[j]);
                let before = i.checked_sub(2).map(|j| code[j]);
                let comparison = match prev {
                    Some(b'!') => true,
                    Some(c @ (b'<' | b'>')) => before != Some(c),
                    _ => false,
                };
                if !comparison {
                    return false;
                }
            }
            _ => {}
        }
        i += 1;
    }
    true
}

/// Byte spans sorted, those that overlap or touch merged into one.
fn merged_spans(mut spans: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    spans.sort_unstable();
    let mut merged: Vec<(usize, usize)> = Vec::with_capacity(spans.len());
    for (s, e) in spans {
        match merged.last_mut() {
            Some(m) if s <= m.1 => m.1 = m.1.max(e),
            _ => merged.push((s, e)),
        }
    }
    merged
}

/// Whether `text` holds `f`'s needle as a whole identifier (no identifier byte on either
/// side): `type` is no mention of `types`, `class` none of `subclass`.
#[cfg(test)]
fn has_word(text: &[u8], f: &memchr::memmem::Finder) -> bool {
    let n = f.needle().len();
    let before = |at: usize| at.checked_sub(1).is_some_and(|i| ident(text[i]));
    let after = |at: usize| text.get(at + n).is_some_and(|b| ident(*b));
    f.find_iter(text).any(|at| !before(at) && !after(at))
}

/// Where a needle stands in a text as a whole identifier (no identifier byte on either side),
/// ascending: [`has_word`] asked of many spans of one text in one pass over it.
struct WordsAt {
    at: Vec<usize>,
    len: usize,
}

impl WordsAt {
    fn of(text: &[u8], f: &memchr::memmem::Finder) -> WordsAt {
        let len = f.needle().len();
        let before = |at: usize| at.checked_sub(1).is_some_and(|i| ident(text[i]));
        let after = |at: usize| text.get(at + len).is_some_and(|b| ident(*b));
        let at = f
            .find_iter(text)
            .filter(|&at| !before(at) && !after(at))
            .collect();
        WordsAt { at, len }
    }

    /// These mentions but those in `spans` (ascending, apart, each a run of whole lines: a
    /// mention lies wholly in one or outside them all).
    fn outside(mut self, spans: &[(usize, usize)]) -> WordsAt {
        if !spans.is_empty() {
            let mut k = 0;
            self.at.retain(|&p| {
                while k < spans.len() && spans[k].1 <= p {
                    k += 1;
                }
                k == spans.len() || p < spans[k].0
            });
        }
        self
    }

    /// Whether a mention lies wholly in `start..end`, a span starting at a line start and
    /// ending at one or at the text's end (for a needle holding no line break, what
    /// [`has_word`] finds in the span).
    fn within(&self, start: usize, end: usize) -> bool {
        let k = self.at.partition_point(|&p| p < start);
        self.at.get(k).is_some_and(|&p| p + self.len <= end)
    }
}

/// The gaps between `ranges` (ascending, apart) within `0..len`: what they leave out.
fn gaps(ranges: &[(usize, usize)], len: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut pos = 0;
    for &(s, e) in ranges {
        if s > pos {
            out.push((pos, s));
        }
        pos = e;
    }
    if pos < len {
        out.push((pos, len));
    }
    out
}

/// The union of two lists of spans (each ascending, apart), ascending, apart.
fn merged(a: &[(usize, usize)], b: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    // the two lists' spans in order of their starts, one pass (no sort)
    while i < a.len() || j < b.len() {
        let (s, e) = if j == b.len() || (i < a.len() && a[i] <= b[j]) {
            i += 1;
            a[i - 1]
        } else {
            j += 1;
            b[j - 1]
        };
        match out.last_mut() {
            Some(m) if s <= m.1 => m.1 = m.1.max(e),
            _ => out.push((s, e)),
        }
    }
    out
}

/// The parts of `a` within `b` (each ascending, apart), ascending, apart.
fn intersected(a: &[(usize, usize)], b: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let s = a[i].0.max(b[j].0);
        let e = a[i].1.min(b[j].1);
        if s < e {
            out.push((s, e));
        }
        if a[i].1 <= b[j].1 {
            i += 1;
        } else {
            j += 1;
        }
    }
    out
}

/// The prose of a framed text `src` (`literals` the spans of its literals, `stmts` its
/// statements): the lines between statements (outside
/// brackets, past any backslash) that hold a comment alone or nothing, and the statements
/// that are a string literal alone (a docstring: no prefix, nothing after it on its last
/// line but a comment) followed in their block by another statement (the block's last
/// stays, so that no block goes empty), each a run of whole lines, ascending, apart. A
/// line inside a literal (a string written over lines after an `=`) is none. Prose holds
/// no call and binds nothing: a parse without it reads the same code.
fn prose(src: &[u8], literals: &[(usize, usize)], stmts: &[Stmt]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    let mut push = |s: usize, e: usize| match out.last_mut() {
        Some(m) if m.1 == s => m.1 = e,
        _ => out.push((s, e)),
    };
    let line_end = |at: usize| memchr::memchr(b'\n', &src[at..]).map_or(src.len(), |i| at + i + 1);
    for k in 0..=stmts.len() {
        let from = k.checked_sub(1).map_or(0, |j| stmts[j].end);
        let to = stmts.get(k).map_or(src.len(), |s| s.start);
        let mut ls = from;
        while ls < to {
            let le = line_end(ls).min(to);
            let indent = src[ls..le]
                .iter()
                .take_while(|b| matches!(b, b' ' | b'\t'))
                .count();
            let p = ls + indent;
            // the literal holding `p`, or starting at it
            let j = literals.partition_point(|&(s, _)| s <= p);
            let lit = j
                .checked_sub(1)
                .map(|j| literals[j])
                .filter(|&(_, e)| p < e);
            match (lit, src.get(p)) {
                (None, None | Some(b'#' | b'\n' | b'\r')) => push(ls, le),
                (Some((s, e)), Some(b'"' | b'\'')) if s == p => {
                    // (its last line may hold code: then a statement starts there)
                    let last = line_end(e - 1);
                    let alone = last <= to && {
                        let rest = src[e..last].trim_ascii();
                        rest.is_empty() || rest.starts_with(b"#")
                    };
                    let followed = stmts.get(k).is_some_and(|n| n.indent == indent);
                    if alone && followed {
                        push(ls, last);
                        ls = last;
                        continue;
                    }
                }
                _ => {}
            }
            ls = le;
        }
    }
    out
}

/// The dropped defs that no dropped def holds, in file order.
fn outermost_dropped(defs: &[DefSpan], keep: &[bool]) -> Vec<usize> {
    (0..defs.len())
        .filter(|&i| !keep[i] && defs[i].parent.is_none_or(|p| keep[p]))
        .collect()
}

/// Where each of a few words occurs in a text as a whole identifier (a run of identifier
/// bytes not starting with a digit; a digit run before one is skipped, as in `9abc`).
struct Mentions<'s> {
    at: std::collections::HashMap<&'s [u8], Vec<usize>, FnvBuild>,
    /// The lengths of the words (below 64): most identifiers of the text are none of them,
    /// and are told so without hashing.
    lengths: u64,
}

impl<'s> Mentions<'s> {
    #[cfg(test)]
    fn of(src: &'s [u8], words: impl Iterator<Item = &'s [u8]>) -> Mentions<'s> {
        Mentions::within(src, &[(0, src.len())], words)
    }

    /// [`Mentions::of`] the parts `spans` (ascending, apart, each starting and ending at a
    /// line start or the text's end) of `src`.
    fn within(
        src: &'s [u8],
        spans: &[(usize, usize)],
        words: impl Iterator<Item = &'s [u8]>,
    ) -> Mentions<'s> {
        let mut at: std::collections::HashMap<&'s [u8], Vec<usize>, FnvBuild> = Default::default();
        let mut lengths = 0u64;
        // per first byte, the lengths (below 64) of the words starting with it: an
        // identifier of the text is hashed only when one may be it
        let mut by_first = [0u64; 256];
        let mut long = false;
        for w in words {
            match w.len() {
                n @ 1..64 => {
                    lengths |= 1 << n;
                    by_first[usize::from(w[0])] |= 1 << n;
                }
                0 => continue,
                _ => long = true,
            }
            at.entry(w).or_default();
        }
        for &(from, to) in spans {
            // the part as a slice of its own (and its positions offset back): its bounds
            // are then the scan's, checked once
            let part = &src[from..to];
            let mut i = 0;
            while i < part.len() {
                if IDENT[usize::from(part[i])] && !part[i].is_ascii_digit() {
                    let s = i;
                    while i < part.len() && IDENT[usize::from(part[i])] {
                        i += 1;
                    }
                    let n = i - s;
                    if long || (n < 64 && by_first[usize::from(part[s])] & (1 << n) != 0) {
                        if let Some(v) = at.get_mut(&part[s..i]) {
                            v.push(from + s);
                        }
                    }
                } else {
                    i += 1;
                }
            }
        }
        Mentions { at, lengths }
    }

    /// Whether `word` (one of the words asked about) occurs outside `spans` (ascending, apart).
    /// Span edges are line starts, so no identifier straddles one.
    fn named_outside(&self, word: &[u8], spans: &[(usize, usize)]) -> bool {
        let n = word.len();
        if n == 0 || (n < 64 && self.lengths & (1 << n) == 0) {
            return false;
        }
        self.at.get(word).is_some_and(|at| {
            at.iter().any(|&p| {
                let k = spans.partition_point(|&(s, _)| s <= p);
                k == 0 || p >= spans[k - 1].1
            })
        })
    }

    /// Where `word` (one of the words asked about) occurs, ascending.
    fn positions(&self, word: &[u8]) -> &[usize] {
        self.at.get(word).map_or(&[], Vec::as_slice)
    }
}

/// [`ident`] as a table: the scans above ask it of every byte of a large file.
static IDENT: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80;
        b += 1;
    }
    t
};

/// FNV-1a, for [`Mentions`]' few short words: the default hasher's set-up cost more than the
/// lookups of a large file's identifiers.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl std::hash::Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

type FnvBuild = std::hash::BuildHasherDefault<Fnv>;

/// The attribute names `code` (comments and literals blanked) may assign: each `.name`
/// followed by `=` (not `==`), an augmented assignment, or `:` (an annotated assignment).
fn assigned_attributes(code: &[u8]) -> Vec<&[u8]> {
    let mut out = Vec::new();
    for dot in memchr::memchr_iter(b'.', code) {
        let s = dot + 1;
        let mut i = s;
        while i < code.len() && code[i] == b' ' {
            i += 1;
        }
        let n = i;
        while i < code.len() && ident(code[i]) {
            i += 1;
        }
        if i == n {
            continue;
        }
        let name = &code[n..i];
        while i < code.len() && code[i] == b' ' {
            i += 1;
        }
        let mut j = i;
        while j < code.len() && b"+-*/%&|^@<>".contains(&code[j]) && j < i + 3 {
            j += 1;
        }
        let assigns = match code.get(j) {
            Some(b'=') => code.get(j + 1) != Some(&b'=') || j > i,
            Some(b':') => j == i,
            _ => false,
        };
        if assigns {
            out.push(name);
        }
    }
    out
}

/// The first line of every statement of `code` (comments and literals blanked): a line that
/// holds code, outside brackets, not continued by a backslash. `None` on a tab in an
/// indentation or a closing bracket never opened.
#[cfg(test)]
fn statements(code: &[u8]) -> Option<Vec<Stmt>> {
    frame(code, false, false)
}

/// [`statements`], and with `tabs` also for a file indented with tabs: each statement's
/// indentation all tabs or all spaces, one kind for the whole file (then counting them
/// compares blocks as Python does). `None` on another indentation (a form feed, both kinds)
/// or a closing bracket never opened, and unless `cut` (`code` is the head of a text) on a
/// bracket left open.
fn frame(code: &[u8], tabs: bool, cut: bool) -> Option<Vec<Stmt>> {
    // the indentation byte of the file's indented statements, once one is seen
    let mut kind: Option<u8> = None;
    let mut out: Vec<Stmt> = Vec::new();
    let mut open: Vec<usize> = Vec::new(); // statements by indentation, innermost last
    let mut depth = 0usize;
    let mut continued = false;
    let mut pos = 0;
    // The brackets in text order (`true` opening): found by two vector searches over the
    // text, not a test of every byte.
    let mut brackets = Merged {
        a: memchr::memchr3_iter(b'(', b'[', b'{', code).peekable(),
        b: memchr::memchr3_iter(b')', b']', b'}', code).peekable(),
    }
    .peekable();
    while pos < code.len() {
        let end = memchr::memchr(b'\n', &code[pos..]).map_or(code.len(), |i| pos + i + 1);
        let line = &code[pos..end];
        let indent = line
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t' | b'\x0c'))
            .count();
        let blank = line[indent..].iter().all(|b| b.is_ascii_whitespace());
        if depth == 0 && !continued && !blank {
            let ind = &line[..indent];
            let plain = match ind.first() {
                None => true,
                Some(&c) if tabs && matches!(c, b' ' | b'\t') => {
                    ind.iter().all(|b| *b == c) && *kind.get_or_insert(c) == c
                }
                Some(_) => ind.iter().all(|b| *b == b' '),
            };
            if !plain {
                return None;
            }
            while open.last().is_some_and(|&k| out[k].indent >= indent) {
                open.pop();
            }
            out.push(Stmt {
                start: pos,
                indent,
                parent: open.last().copied(),
                end,
            });
            open.push(out.len() - 1);
        }
        while let Some(&(at, open)) = brackets.peek() {
            if at >= end {
                break;
            }
            brackets.next();
            if open {
                depth += 1;
            } else {
                depth = depth.checked_sub(1)?;
            }
        }
        let trimmed = line.trim_ascii_end();
        continued = trimmed.last() == Some(&b'\\');
        if !blank && depth == 0 && !continued {
            if let Some(s) = out.last_mut() {
                s.end = end;
            }
        }
        pos = end;
    }
    (depth == 0 || cut).then_some(out)
}

/// Where a module's top-level classes hold their statements, read from the text alone: the
/// statements of a top-level class body (a method's `def` line, with its parameters, among
/// them) and the top-level `class` lines themselves (`class A: x = B` holds its body). A
/// class attribute (see `class_attributes` in the parent module) is written in no other
/// statement, so a module that names a class elsewhere only (a function's local
/// `class_: type[C] = …`, a default inside a nested function) need not be parsed for one.
pub(super) struct ClassLevel {
    /// Every statement's start, ascending.
    starts: Vec<usize>,
    /// Per statement: whether it is a top-level `class` line or directly in the body of one.
    in_class: Vec<bool>,
}

impl ClassLevel {
    /// The statements of `src`, or `None` when the text cannot be framed (mixed indentation,
    /// unbalanced brackets): then any place may be one.
    #[cfg(test)]
    pub(super) fn of(src: &[u8]) -> Option<ClassLevel> {
        ClassLevel::framed(src, false)
    }

    /// [`ClassLevel::of`] the head of `src` up to the end of the line holding byte `at`
    /// (brackets may be open there): all that places `at`, and all a module whose class
    /// attributes are declared near its top reads.
    pub(super) fn upto(src: &[u8], at: usize) -> Option<ClassLevel> {
        let end = memchr::memchr(b'\n', src.get(at..)?).map_or(src.len(), |i| at + i + 1);
        ClassLevel::framed(&src[..end], true)
    }

    fn framed(src: &[u8], cut: bool) -> Option<ClassLevel> {
        let lexer = &crate::lang::Lang::Python.spec().lexer;
        let code = crate::lang::fragment::sanitize(lexer, src).code;
        let stmts = frame(&code, true, cut)?;
        let class_line = |s: &Stmt| {
            if s.indent != 0 {
                return false;
            }
            let mut e = s.start;
            while e < code.len() && ident(code[e]) {
                e += 1;
            }
            &code[s.start..e] == b"class"
        };
        let top: Vec<bool> = stmts.iter().map(class_line).collect();
        Some(ClassLevel {
            starts: stmts.iter().map(|s| s.start).collect(),
            in_class: stmts
                .iter()
                .zip(&top)
                .map(|(s, &t)| t || s.parent.is_some_and(|p| top[p]))
                .collect(),
        })
    }

    /// Whether byte `at` of the text lies in a statement that is a top-level `class` line or
    /// directly in the body of one.
    pub(super) fn holds(&self, at: usize) -> bool {
        let k = self.starts.partition_point(|&s| s <= at);
        k > 0 && self.in_class[k - 1]
    }
}

/// Two ascending position streams as one, each position told by its stream (`true`: `a`'s).
struct Merged<A: Iterator<Item = usize>, B: Iterator<Item = usize>> {
    a: std::iter::Peekable<A>,
    b: std::iter::Peekable<B>,
}

impl<A: Iterator<Item = usize>, B: Iterator<Item = usize>> Iterator for Merged<A, B> {
    type Item = (usize, bool);

    fn next(&mut self) -> Option<(usize, bool)> {
        match (self.a.peek(), self.b.peek()) {
            (Some(&x), Some(&y)) if x < y => self.a.next().map(|p| (p, true)),
            (Some(_), Some(_)) | (None, Some(_)) => self.b.next().map(|p| (p, false)),
            (Some(_), None) => self.a.next().map(|p| (p, true)),
            (None, None) => None,
        }
    }
}

/// The `def` statements among `stmts`, each with its decorators and body.
fn def_spans(code: &[u8], stmts: &[Stmt]) -> Vec<DefSpan> {
    let word_at = |at: usize| {
        let mut e = at;
        while e < code.len() && ident(code[e]) {
            e += 1;
        }
        &code[at..e]
    };
    let mut out: Vec<DefSpan> = Vec::new();
    // the open defs: (index in out, indentation)
    let mut open: Vec<(usize, usize)> = Vec::new();
    for (k, s) in stmts.iter().enumerate() {
        while open.last().is_some_and(|&(_, ind)| ind >= s.indent) {
            open.pop();
        }
        let mut at = s.start + s.indent;
        if word_at(at) == b"async" {
            at += 5;
            while matches!(code.get(at), Some(b' ' | b'\t')) {
                at += 1;
            }
        }
        if word_at(at) != b"def" {
            continue;
        }
        at += 3;
        while matches!(code.get(at), Some(b' ' | b'\t')) {
            at += 1;
        }
        let name = word_at(at);
        if name.is_empty() {
            continue;
        }
        // its decorators: the statements right before it at its indentation opening with `@`
        let mut first = k;
        while first > 0
            && stmts[first - 1].indent == s.indent
            && code.get(stmts[first - 1].start + s.indent) == Some(&b'@')
        {
            first -= 1;
        }
        let end = stmts[k + 1..]
            .iter()
            .find(|n| n.indent <= s.indent)
            .map_or(code.len(), |n| n.start);
        out.push(DefSpan {
            start: stmts[first].start,
            end,
            name: String::from_utf8_lossy(name).into_owned(),
            parent: open.last().map(|&(i, _)| i),
        });
        open.push((out.len() - 1, s.indent));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kept(src: &str, words: &[&str]) -> Option<String> {
        let r = ranges(src.as_bytes(), None, words, false)?.ranges;
        Some(r.iter().map(|&(s, e)| &src[s..e]).collect())
    }

    #[test]
    fn statements_skip_brackets_strings_and_continuations() {
        let src = "x = (1,\n  2)\ns = \"\"\"\ndef no():\n\"\"\"\ny = 1 + \\\n  2\n  # c\nz = 3\n";
        let code = crate::lang::fragment::sanitize(
            &crate::lang::Lang::Python.spec().lexer,
            src.as_bytes(),
        )
        .code;
        let starts: Vec<usize> = statements(&code).unwrap().iter().map(|s| s.start).collect();
        let want: Vec<usize> = ["x = (", "s = ", "y = 1", "z = 3"]
            .iter()
            .map(|w| src.find(w).unwrap())
            .collect();
        assert_eq!(starts, want);
    }

    #[test]
    fn unread_defs_go_and_named_ones_stay() {
        let src = "\
import tz

def helper():
    return tz.gettz('UTC')

class T:
    def setUp(self):
        self.zone = 1

    @mark
    def test_unrelated(self):
        assert 1 + 1 == 2
        assert [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] != []
        assert [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] != []
        assert [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] != []

    def test_other(self):
        x = 3
        return x

    def test_hit(self):
        assert tz.gettz(self.zone) is not None
";
        let got = kept(src, &["gettz"]).unwrap();
        assert!(got.contains("def helper():"));
        assert!(
            got.contains("def setUp(self):"),
            "assigns a field the kept text reads"
        );
        assert!(got.contains("def test_hit(self):"), "it names a kept word");
        assert!(!got.contains("test_unrelated") && !got.contains("@mark"));
        assert!(got.ends_with("is not None\n"));
        assert!(!got.contains("test_other"));
    }

    #[test]
    fn a_block_never_goes_empty_and_dunders_stay() {
        let src = "\
class A:
    def only(self):
        pass

class B:
    def __enter__(self):
        return self
    def go(self):
        assert [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] != []
        assert [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] != []
";
        let got = kept(src, &["zzz"]).unwrap();
        assert!(got.contains("def __enter__"));
        assert!(!got.contains("def go"));
        assert!(
            got.contains("def only"),
            "A's body would be empty without it"
        );
    }

    #[test]
    fn keep_words_are_whole_identifiers_and_sticky_ones_code() {
        let src = "\
def hit(x):
    return type(x)

def typed(x):
    \"\"\"The types of :class:`Thing`; see >>> import thing.\"\"\"
    subclass = x  # a global note
    assert [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] != []
    assert [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] != []
    return subclass

def imports():
    import os
    return os
";
        let got = kept(src, &["type"]).unwrap();
        assert!(got.contains("def hit"), "it says `type`");
        assert!(got.contains("def imports"), "its code imports");
        assert!(
            !got.contains("def typed"),
            "`types`, `subclass` and a docstring's `class`, `import` keep nothing"
        );
    }

    /// The statement framing as it was, a test of every byte for brackets: the bracket
    /// events of [`statements`] must frame every text alike.
    fn statements_bytewise(code: &[u8]) -> Option<Vec<usize>> {
        let mut out: Vec<(usize, usize)> = Vec::new();
        let mut open: Vec<usize> = Vec::new();
        let mut depth = 0usize;
        let mut continued = false;
        let mut pos = 0;
        while pos < code.len() {
            let end = memchr::memchr(b'\n', &code[pos..]).map_or(code.len(), |i| pos + i + 1);
            let line = &code[pos..end];
            let indent = line
                .iter()
                .take_while(|b| matches!(b, b' ' | b'\t' | b'\x0c'))
                .count();
            let blank = line[indent..].iter().all(|b| b.is_ascii_whitespace());
            if depth == 0 && !continued && !blank {
                if line[..indent].iter().any(|b| *b != b' ') {
                    return None;
                }
                while open.last().is_some_and(|&k| out[k].1 >= indent) {
                    open.pop();
                }
                out.push((pos, indent));
                open.push(out.len() - 1);
            }
            for b in line {
                match b {
                    b'(' | b'[' | b'{' => depth += 1,
                    b')' | b']' | b'}' => depth = depth.checked_sub(1)?,
                    _ => {}
                }
            }
            continued = line.trim_ascii_end().last() == Some(&b'\\');
            pos = end;
        }
        (depth == 0).then_some(out.into_iter().map(|(s, _)| s).collect())
    }

    #[test]
    fn bracket_events_frame_statements_as_a_byte_scan_does() {
        let texts = [
            "x = (1,\n  2)\ny = [a,\n {b: (c)}]\nz = 3\n",
            "def f(\n    a,\n):\n    return {\n}\n\nclass A:\n    pass\n",
            "x = (1))\ny = 2\n",
            "x = ((1)\ny = 2\n",
            ")\n",
            "a = [\n(\n{\n}\n)\n]\nb = 1",
            "if x:\n\ty = (1)\n",
            "y = 1 + \\\n  (2)\nz = ]\n",
            "",
        ];
        for t in texts {
            let code = crate::lang::fragment::sanitize(
                &crate::lang::Lang::Python.spec().lexer,
                t.as_bytes(),
            )
            .code;
            let got = statements(&code).map(|v| v.iter().map(|s| s.start).collect::<Vec<_>>());
            assert_eq!(got, statements_bytewise(&code), "{t:?}");
        }
    }

    #[test]
    fn the_ident_table_is_the_ident_test() {
        for b in 0..=255u8 {
            assert_eq!(IDENT[usize::from(b)], ident(b), "{b}");
        }
    }

    #[test]
    fn mentions_find_every_whole_word_a_plain_scan_finds() {
        // words sharing a length but not a first byte, sharing a first byte but not a
        // length, a long one, and identifiers of the text that are none of them
        let long = "x".repeat(70);
        let src = format!(
            "def make(a):\n    bake = take(a)\n    return mak + makes + {long} + 9\n\
             class K: # make\n    _a = make_it = bake.make\n"
        );
        let words: Vec<&str> = vec!["make", "bake", "mak", "makes", "_a", "take", &long, "zz"];
        let m = Mentions::of(src.as_bytes(), words.iter().map(|w| w.as_bytes()));
        for w in &words {
            let f = memchr::memmem::Finder::new(w.as_bytes());
            let at = WordsAt::of(src.as_bytes(), &f);
            let mut found = m.at.get(w.as_bytes()).cloned().unwrap_or_default();
            found.sort_unstable();
            assert_eq!(found, at.at, "{w:?}");
        }
    }

    #[test]
    fn mentions_within_parts_find_only_the_parts_mentions() {
        // the parts are line spans: what a whole scan finds in them, nothing outside
        let src = "def a():\n    x = make(y)\n\ndef b():\n    make = x\n\nx = y + make\n";
        let line = |n: usize| {
            std::iter::once(0)
                .chain(memchr::memchr_iter(b'\n', src.as_bytes()).map(|i| i + 1))
                .nth(n)
                .expect("a line")
        };
        let parts = [(line(0), line(3)), (line(6), src.len())];
        let words = ["make", "x", "y", "b"];
        let m = Mentions::within(src.as_bytes(), &parts, words.iter().map(|w| w.as_bytes()));
        let whole = Mentions::of(src.as_bytes(), words.iter().map(|w| w.as_bytes()));
        for w in words {
            let inside: Vec<usize> = whole
                .positions(w.as_bytes())
                .iter()
                .copied()
                .filter(|&p| parts.iter().any(|&(s, e)| s <= p && p < e))
                .collect();
            assert_eq!(m.positions(w.as_bytes()), inside.as_slice(), "{w:?}");
        }
        // `def b` lies outside the parts, and so does its `make`
        assert!(m.positions(b"b").is_empty());
        assert_eq!(m.positions(b"make").len(), 2);
    }

    #[test]
    fn words_at_find_in_a_line_span_what_has_word_finds_there() {
        let src = "type(x)\ntypes = 1\n  a_type = type\nsubtype(type_)\n\ntype\nxtype type";
        let starts: Vec<usize> = std::iter::once(0)
            .chain(memchr::memchr_iter(b'\n', src.as_bytes()).map(|i| i + 1))
            .chain(std::iter::once(src.len()))
            .collect();
        for w in ["type", "types", "a_type", "x", "typ", "ype"] {
            let f = memchr::memmem::Finder::new(w.as_bytes());
            let at = WordsAt::of(src.as_bytes(), &f);
            for (i, &s) in starts.iter().enumerate() {
                for &e in &starts[i..] {
                    assert_eq!(
                        at.within(s, e),
                        has_word(&src.as_bytes()[s..e], &f),
                        "{w:?} in {s}..{e}"
                    );
                }
            }
        }
    }

    fn prose_of(src: &str) -> Vec<&str> {
        let lexer = &crate::lang::Lang::Python.spec().lexer;
        let clean = crate::lang::fragment::sanitize(lexer, src.as_bytes());
        let stmts = statements(&clean.code).unwrap();
        prose(src.as_bytes(), &clean.literals, &stmts)
            .into_iter()
            .map(|(s, e)| &src[s..e])
            .collect()
    }

    #[test]
    fn prose_is_comment_lines_and_docstrings_not_a_blocks_last() {
        let src = "\
\"\"\"The module.\"\"\"
import os
# a comment
x = (1,
     # in brackets: the statement's
     2)

class A:
    \"\"\"A class.

    Over lines.
    \"\"\"  # and a comment

    def f(self):
        '''f's.'''
        s = \"\"\"
# a string's line
\"\"\"
        return s

    def g(self):
        \"\"\"The block's last: it stays.\"\"\"

def h():
    r\"\"\"A prefix: it stays.\"\"\"
    \"\"\"code after it
    \"\"\".strip()
    return 1
";
        let prose = prose_of(src);
        let all: String = prose.concat();
        assert!(all.starts_with("\"\"\"The module.\"\"\"\n"));
        assert!(all.contains("# a comment\n"));
        assert!(
            all.contains("    \"\"\"A class.\n\n    Over lines.\n    \"\"\"  # and a comment\n")
        );
        assert!(all.contains("        '''f's.'''\n"));
        assert!(!all.contains("in brackets"));
        assert!(!all.contains("a string's line"));
        assert!(!all.contains("The block's last"));
        assert!(!all.contains("A prefix") && !all.contains("code after it"));
        // each span whole lines
        assert!(prose.iter().all(|p| p.ends_with('\n')));
    }

    #[test]
    fn a_mention_in_prose_keeps_nothing() {
        let src = "\
import tz

class T:
    def test_doc(self):
        \"\"\"Not tz.gettz: a docstring says so.\"\"\"
        # nor gettz here
        assert [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] != []
        return 1

    def test_hit(self):
        \"\"\"Calls it.\"\"\"
        assert tz.gettz('UTC') is not None

    def test_long(self):
        \"\"\"A long one.

        Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor
        incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud
        exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.
        \"\"\"
        assert tz.gettz('UTC') is not None
";
        let got = kept(src, &["gettz"]).unwrap();
        assert!(!got.contains("test_doc"), "its mentions are prose");
        // a short docstring of a kept def stays (no range saved for it), a long one goes
        assert!(got.contains("Calls it."));
        assert!(!got.contains("A long one"));
        assert!(got.contains("def test_long(self):\n        assert tz.gettz"));
    }

    fn kept_inner(src: &str, words: &[&str]) -> Option<String> {
        let r = ranges(src.as_bytes(), None, words, true)?.ranges;
        Some(r.iter().map(|&(s, e)| &src[s..e]).collect())
    }

    #[test]
    fn plain_statements_of_kept_defs_go_and_bindings_branches_and_words_stay() {
        let src = "\
import os
os.getcwd()

def test_a(p):
    x = load(p)
    os.path.join('a', 'b')
    os.path.join('a', 'c')
    os.path.join('a', 'd')
    os.path.join('a', marker)
    y: int = 3
    z += 1
    assert x != y
    if x:
        os.sep.join('q')
    return x
";
        let want = "\
import os
os.getcwd()

def test_a(p):
    x = load(p)
    y: int = 3
    z += 1
    if x:
        os.sep.join('q')
    return x
";
        assert_eq!(kept_inner(src, &["load"]).as_deref(), Some(want));
        // whole defs only: the def calls the target, nothing goes
        assert!(kept(src, &["load"]).is_none());
        // a statement naming a word stays
        let got = kept_inner(src, &["load", "marker"]).expect("a region");
        assert!(got.contains("os.path.join('a', marker)"), "{got}");
        assert!(!got.contains("os.path.join('a', 'b')"), "{got}");
    }

    #[test]
    fn assignments_whose_names_nothing_kept_reads_go() {
        let src = "\
def test_a(p):
    data = p.send(1)
    data = p.send(Data(data=2))
    conn = make()
    c2 = conn
    a, *b = pair()
    unused = other()
    data = p.send(Target(c2), p.data)
    log(unused)
    assert data
    if a:
        z = 1
    return b
";
        // `data` is read by no kept statement (the word's own assignment binds it, `p.data`
        // and `Data(data=..)` name attributes and a keyword), `unused`
        // only by a plain statement that goes; `c2` and through it `conn` by the word's
        // statement, `a` by the `if`, `b` by the return
        let want = "\
def test_a(p):
    conn = make()
    c2 = conn
    a, *b = pair()
    data = p.send(Target(c2), p.data)
    if a:
        z = 1
    return b
";
        assert_eq!(kept_inner(src, &["Target"]).as_deref(), Some(want));
        // another def reading its own `data` keeps its own only; one declaring a name
        // global reads for the whole file
        let other = "\
def test_c(p):
    data = p.send(Target(0))
    return data
";
        let got = kept_inner(&format!("{src}\n{other}"), &["Target"]).expect("a region");
        assert!(!got.contains("p.send(1)"), "{got}");
        let global = "\
def test_d(p):
    global seen
    seen = p.send(1)
    p.a()
    p.b()
    p.c()
    p.d()
    p.e()
    p.f()
    p.g()
    p.h()
    p.send(Target(0))
    return 1

print(seen)
";
        let got = kept_inner(global, &["Target"]).expect("a region");
        assert!(got.contains("seen = p.send(1)"), "{got}");
        let local = global.replace("    global seen\n", "    p.z()\n");
        let got = kept_inner(&local, &["Target"]).expect("a region");
        assert!(!got.contains("seen = p.send(1)"), "{got}");
        // a block's last assignment stays, and so what it reads: `y` feeds `x`, read below
        let src = "\
def test_b(p):
    y = seed()
    if p:
        x = grow(y)
    else:
        x = 0
    x.go(Target)
    p.one()
    p.two()
    p.three()
    p.four()
    p.five()
    p.six()
    p.seven()
    return 1
";
        let got = kept_inner(src, &["Target"]).expect("a region");
        assert!(got.contains("    y = seed()\n"), "{got}");
        assert!(got.contains("x = grow(y)"), "{got}");
        assert!(!got.contains("p.one()"), "{got}");
    }

    #[test]
    fn assigned_names_are_plain_name_targets_only() {
        for (stmt, targets) in [
            ("x = 1\n", "x ="),
            ("a, *b = c\n", "a, *b ="),
            ("(a, b) = f(k=1)\n", "(a, b) ="),
            ("x = y = g(a == b)\n", "x = y ="),
        ] {
            let end = assigned_names(stmt.as_bytes());
            assert_eq!(end.map(|e| &stmt[..e]), Some(targets), "{stmt}");
        }
        for other in [
            "self.x = 1\n",
            "xs[i] = 1\n",
            "[a, b] = c\n",
            "x += 1\n",
            "x: int = 1\n",
            "f = lambda: 1\n",
            "x = (y := 2)\n",
            "x = yield\n",
            "x = 1; return\n",
            "f(a=1)\n",
            "a == b\n",
            "x <= 1\n",
        ] {
            assert_eq!(assigned_names(other.as_bytes()), None, "{other}");
        }
    }

    #[test]
    fn binds_nothing_is_no_assignment_annotation_walrus_or_yield() {
        for plain in [
            "f(a=1)\n",
            "a <= b\n",
            "a >= b == c\n",
            "a != b\n",
            "g(lambda: 1)\n",
            "xs[1:2]\n",
        ] {
            assert!(binds_nothing(plain.as_bytes()), "{plain}");
        }
        for binding in [
            "x = 1\n",
            "x += 1\n",
            "x <<= 1\n",
            "x >>= 1\n",
            "x: int\n",
            "f(y := 2)\n",
            "f((yield))\n",
            "a, b = c\n",
            "f(); return\n",
        ] {
            assert!(!binds_nothing(binding.as_bytes()), "{binding}");
        }
    }

    #[test]
    fn nothing_or_little_to_leave_out_is_none() {
        assert!(kept("def f():\n    g()\n", &["g"]).is_none());
        assert!(kept("x = 1\n", &["g"]).is_none());
        // `h` would go, but it is a small part of the file
        let src = format!(
            "def f():\n    g({})\n\ndef h():\n    pass\n",
            "1, ".repeat(40)
        );
        assert!(kept(&src, &["g"]).is_none());
    }

    /// Whether each of `marks` (a text each occurs in once) stands where [`ClassLevel`] says
    /// a top-level class holds a statement.
    fn placed(src: &str, marks: &[&str]) -> Vec<bool> {
        let level = ClassLevel::of(src.as_bytes()).expect("framed");
        marks
            .iter()
            .map(|m| {
                let at = src.find(m).expect(m);
                // the head up to the mark's line places it alike
                let head = ClassLevel::upto(src.as_bytes(), at).expect("head framed");
                assert_eq!(head.holds(at), level.holds(at), "{m}");
                level.holds(at)
            })
            .collect()
    }

    #[test]
    fn class_level_is_a_top_level_class_body() {
        let src = "\
\"\"\"Doc naming K00.\"\"\"
import K01
x = K02

@dataclass(K03)
class A(K04):
    '''K05 in a docstring'''
    doc_class = K06
    tree: ClassVar[type[K07]]

    @deco(K08)
    def __init__(self, a: type[K09] = None,
                 b=K10):
        local: type[K11] = K12
        def inner(c=K13):
            pass
        self.b = b

    class Nested:
        y = K14

def f(cls_=K15):
    class_: Union[Type[K16], Type[K17]] = (
        K18
    )

class B: z = K19
";
        let marks: Vec<String> = (0..20).map(|i| format!("K{i:02}")).collect();
        let marks: Vec<&str> = marks.iter().map(String::as_str).collect();
        let got = placed(src, &marks);
        let want = [
            false, // K00: a docstring of the module
            false, // K01: an import
            false, // K02: a module-level assignment
            false, // K03: a decorator of the class
            true,  // K04: the class line itself
            true,  // K05: the class body's docstring
            true,  // K06: a class-body assignment
            true,  // K07: a class-body declaration
            true,  // K08: a method's decorator
            true,  // K09: a method's parameter
            true,  // K10: on the method header's continuation line
            false, // K11: a method's local
            false, // K12
            false, // K13: a nested function's default
            false, // K14: a nested class's body
            false, // K15: a module-level function's default
            false, // K16: a function's local annotation
            false, // K17
            false, // K18: its value's continuation line
            true,  // K19: a one-line class body
        ];
        for (i, (g, w)) in got.iter().zip(want).enumerate() {
            assert_eq!(*g, w, "K{i:02}");
        }
        // a mention on a continuation line of a top-level class's statement
        assert_eq!(
            placed(
                "class A:\n    x = (\n  Q0)\n\ndef f():\n    y = Q1\n",
                &["Q0", "Q1"]
            ),
            [true, false]
        );
    }

    #[test]
    fn class_level_reads_a_tab_indented_file() {
        let src = "class A:\n\tx = Q0\n\tdef f(self, k=Q1):\n\t\tv = Q2\n\ndef g():\n\ty = Q3\n";
        assert_eq!(
            placed(src, &["Q0", "Q1", "Q2", "Q3"]),
            [true, true, false, false]
        );
        // tabs and spaces both indenting statements: not framed
        assert!(ClassLevel::of(b"class A:\n\tx = 1\n\ndef f():\n    y = 2\n").is_none());
        // nor a closing bracket never opened
        assert!(ClassLevel::of(b"class A:\n    x = 1)\n").is_none());
        // a bracket left open: the whole text is not framed, its head up to a line is
        let open = b"class A:\n    x = (\n        Q0,\n";
        assert!(ClassLevel::of(open).is_none());
        let at = open.windows(2).position(|w| w == b"Q0").unwrap();
        assert!(ClassLevel::upto(open, at).unwrap().holds(at));
        // [`statements`] refuses any tab; the region frames a file indented with tabs alone
        assert!(statements(b"class A:\n\tx = 1\n").is_none());
        assert!(frame(b"class A:\n\tx = 1\n", true, false).is_some());
        assert!(statements(b"class A:\n    x = 1\n").is_some());
    }
}
