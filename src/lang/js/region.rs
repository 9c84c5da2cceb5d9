//! The region of a large TypeScript caller file that the call reader needs: the file without
//! the bodies of the callbacks no judgement of a call can read (see [`ranges`]). A test file is
//! a few `describe(.., () => { .. })` statements holding many `it(.., () => { .. })` ones; one
//! that calls the target in a few tests parses those few (and the statements around them), each
//! other test's callback as an empty `() => {}`. A module of many functions that calls the
//! target in a few parses those few, each other function declaration as `function f(..) {}`.

use std::collections::HashMap;

use crate::lang::fragment::is_ident_byte as ident;

/// A region is parsed only when it leaves out at least one part in this many of the file.
const MIN_LEFT_OUT_PARTS: usize = 4;

/// The words whose mention in its code keeps a body whatever else it holds: what reaches
/// past the callback's own scope without a name the rest of the file could show (`this`,
/// `super`, `arguments`, the global object), declares what a lookup by name may find
/// (`class`, `import`, `require`, `declare`), or writes members by name (`prototype`,
/// `defineProperty`, `eval`).
const STICKY_WORDS: &[&[u8]] = &[
    b"this",
    b"super",
    b"arguments",
    b"eval",
    b"class",
    b"import",
    b"require",
    b"declare",
    b"prototype",
    b"defineProperty",
    b"globalThis",
    b"window",
    b"global",
];

/// The words that end an expression statement's call when they follow it on a new line only
/// as an operator of a longer expression (`f(..)\nas T` continues `f(..)`).
const CONTINUING_WORDS: &[&[u8]] = &[b"as", b"satisfies", b"instanceof", b"in", b"of"];

/// The byte ranges of `src` (ascending, apart) to parse for the calls of a target spelled by
/// `words`, or `None` when they would leave out less than a [`MIN_LEFT_OUT_PARTS`]th of the
/// file or the text cannot be framed (unbalanced brackets). `code` is `src` with its comments
/// and literals blanked ([`crate::lang::fragment::sanitize`], same length).
///
/// What is left out is the inside of the braces of a function body (an arrow function's or a
/// function expression's) that is an argument of a call written as a statement of its own
/// (`it('..', () => { .. })`, `describe(..)`, `beforeEach(..)`: the call begins a statement
/// and nothing follows it in the expression), so that the parse reads `() => {}`: the call's
/// value is thrown away, so what the body returns types nothing a kept statement reads. Such
/// a body is left out only when
/// - its text (comments and strings included) mentions none of `words` nor an alias of one
///   (a name a kept statement binds to one of them: `const S = Scheduler`, `import { S as
///   T }`, `const { S: T } = m`) as a whole identifier, nor do the names and indexes of the
///   call's callee (a call of the target keeps its arguments whole; the arguments of a call
///   the callee makes are not its name: `it.each([new S(..)])('..', () => { .. })`);
/// - its code mentions no [`STICKY_WORDS`] word;
/// - every name it assigns (`x = ..`, `o.p += ..`, `[a, b] = ..`, `n++`; a `const`, `let` or
///   `var` declarator binds a name of the body's own and is not counted) is named nowhere
///   outside it: no kept statement reads a variable or member whose value or type the body
///   could have set.
///
/// The body of a function declaration (`function f(..) {..}`, `export function f<T>(..): R
/// {..}`, a statement of its own), or of a function that is the whole value of a constant
/// (see [`const_function_bodies`]), is left out under the same conditions (its name and
/// signature stay), and, when it declares no return type and is not `async`, only when no
/// `return` in it is followed by `new` or `(`: the reader types a call of a function without
/// a declared return type by its body only when every return is `new C(..)`; no other part
/// of a function's body is read from outside it (its own declarations are its own; what it
/// assigns outside is counted as above).
///
/// A named function declaration whose body is left out, or kept only for a `return new`, goes
/// whole (`export function f(..) {..}`, its statement) when nothing parsed names it (see
/// [`declarations_left_out`]): a module of many functions parses the few that call the
/// target and what they name.
///
/// A body inside one left out goes with it; the others are read as their own.
pub(super) fn ranges(src: &[u8], code: &[u8], text: &[u8], words: &[&str]) -> Option<Parts> {
    if code.len() != src.len() || text.len() != src.len() {
        return None;
    }
    let n = code.len();
    let brackets = Brackets::of(code)?;
    let mut words: Vec<Vec<u8>> = words
        .iter()
        .filter(|w| !w.is_empty())
        .map(|w| w.as_bytes().to_vec())
        .collect();
    words.sort();
    words.dedup();
    add_aliases(code, &mut words);
    let finders: Vec<memchr::memmem::Finder> =
        words.iter().map(memchr::memmem::Finder::new).collect();
    // Where each word stands in the whole text, once.
    let mut at_words: Vec<usize> = Vec::new();
    for f in &finders {
        let len = f.needle().len();
        at_words.extend(f.find_iter(src).filter(|&at| whole(src, at, len)));
    }
    at_words.sort_unstable();
    let mut at_sticky: Vec<usize> = Vec::new();
    // `this` and `arguments`: a method's own (see [`method_bodies`]).
    let mut at_own: Vec<usize> = Vec::new();
    for w in STICKY_WORDS {
        let to = if matches!(*w, b"this" | b"arguments") {
            &mut at_own
        } else {
            &mut at_sticky
        };
        to.extend(memchr::memmem::find_iter(code, w).filter(|&at| whole(code, at, w.len())));
    }
    at_sticky.sort_unstable();
    at_own.sort_unstable();
    let within = |at: &[usize], s: usize, e: usize| {
        let i = at.partition_point(|&p| p < s);
        at.get(i).is_some_and(|&p| p < e)
    };
    let mut declared_bodies = function_declaration_bodies(code, text, &brackets);
    declared_bodies.extend(const_function_bodies(code, text, &brackets));
    declared_bodies.extend(method_bodies(code, &brackets));
    declared_bodies.sort_unstable_by_key(|d| d.open);
    let at_returns_new = returns_new_or_parenthesized(code);
    let at_returns_this = returns_this(code);
    let mut names: Option<Names> = None;
    let mut dropped: Vec<(usize, usize)> = Vec::new();
    // The opening braces of the named function declarations' bodies kept only for what they
    // may return (see [`declarations_left_out`]).
    let mut for_returns: Vec<usize> = Vec::new();
    for &(open, close, outer) in &brackets.braces {
        if dropped.last().is_some_and(|&(_, e)| open < e) || close <= open + 1 {
            continue;
        }
        let declared = declared_bodies
            .binary_search_by_key(&open, |d| d.open)
            .ok()
            .map(|i| declared_bodies[i]);
        let mut returns = false;
        let callee = if let Some(d) = declared {
            // A function declaration's body (or a constant function's): what it returns is
            // read only when every return is `new C(..)` (see `new_return_class` in
            // calls.rs), and only of one that declares no return type and is not `async`; a
            // body with no `return new` nor `return (` returns no such value, with or
            // without its statements. A named function declaration's is read on: the whole
            // declaration may go when nothing kept names it.
            if d.returns_read
                && (within(&at_returns_new, open, close)
                    || d.method && within(&at_returns_this, open, close))
            {
                if d.name.is_none() {
                    continue;
                }
                returns = true;
            }
            Vec::new()
        } else {
            let Some(callee) = statement_call_of(code, text, &brackets, open, outer) else {
                continue;
            };
            callee
        };
        // The function's parameters and declared types count as its body: a parameter typed
        // by a word (`Observer: typeof QueryObserver`) makes a call of it in the body one of
        // the word's.
        let params = declared
            .map(|d| d.params)
            .or_else(|| params_before(code, &brackets, open));
        let head = declared
            .map(|d| d.start)
            .or(params.map(|p| p.0))
            .unwrap_or(open);
        if callee.iter().any(|&(s, e)| within(&at_words, s, e))
            || within(&at_words, head, close)
            || within(&at_sticky, open, close)
            || !declared.is_some_and(|d| d.method) && within(&at_own, open, close)
        {
            continue;
        }
        let names = names.get_or_insert_with(|| Names::of(code));
        let params = params
            .map(|(s, e)| param_names(code, &brackets, s, e))
            .unwrap_or_default();
        if assigns_named_outside(code, &brackets, names, &params, open, close) {
            continue;
        }
        if returns {
            for_returns.push(open);
            continue;
        }
        dropped.push((open + 1, close));
    }
    let gone = declarations_left_out(
        text,
        &brackets,
        &declared_bodies,
        &dropped,
        &for_returns,
        |s, e| within(&at_sticky, s, e),
    );
    // The gaps: the declarations left out whole and the bodies outside them.
    let mut gaps: Vec<(usize, usize, bool)> = Vec::with_capacity(dropped.len() + gone.len());
    let mut g = gone.iter().peekable();
    for &(s, e) in &dropped {
        while let Some(&&(ds, de)) = g.peek() {
            if ds >= e {
                break;
            }
            gaps.push((ds, de, true));
            g.next();
        }
        if !gaps.last().is_some_and(|&(_, de, w)| w && s < de) {
            gaps.push((s, e, false));
        }
    }
    gaps.extend(g.map(|&(s, e)| (s, e, true)));
    let left_out: usize = gaps.iter().map(|&(s, e, _)| e - s).sum();
    if gaps.is_empty() || left_out * MIN_LEFT_OUT_PARTS < n {
        return None;
    }
    let mut out = Parts {
        ranges: Vec::with_capacity(gaps.len() + 1),
        gaps: Vec::with_capacity(gaps.len()),
    };
    let mut at = 0;
    for (s, e, w) in gaps {
        out.ranges.push((at, s));
        out.gaps.push(if w { Gap::Declaration } else { Gap::Body });
        at = e;
    }
    out.ranges.push((at, n));
    Some(out.joined(src))
}

/// What [`ranges`] leaves out of a text: the byte ranges to parse, and what each gap between
/// two of them is.
pub(super) struct Parts {
    pub(super) ranges: Vec<(usize, usize)>,
    pub(super) gaps: Vec<Gap>,
}

/// What a gap between two ranges of [`Parts`] leaves out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Gap {
    /// The inside of a function body's braces.
    Body,
    /// Whole statements: function declarations (see [`declarations_left_out`]) and the
    /// blanks between them.
    Declaration,
}

impl Parts {
    /// The same parts with each two gaps of whole statements that only blanks part made one
    /// (a module's run of declarations left out reads as one gap, not one per declaration):
    /// the parser's lexer steps over the list of ranges from its first at every token. The
    /// blanks go only when they hold no line break or a line break begins what follows the
    /// gap, so that what is parsed on each side reads on as it did (an automatic `;`).
    fn joined(self, src: &[u8]) -> Parts {
        let mut out = Parts {
            ranges: Vec::with_capacity(self.ranges.len()),
            gaps: Vec::with_capacity(self.gaps.len()),
        };
        let mut next = self.ranges.iter();
        out.ranges.extend(next.next());
        for (&gap, &after) in self.gaps.iter().zip(next) {
            let before = out.ranges[out.ranges.len() - 1];
            let blanks = &src[before.0..before.1];
            let joins = out.gaps.last() == Some(&Gap::Declaration)
                && gap == Gap::Declaration
                && blanks.iter().all(u8::is_ascii_whitespace)
                && (!blanks.contains(&b'\n') || src.get(after.0) == Some(&b'\n'));
            if joins {
                out.ranges.pop();
            } else {
                out.gaps.push(gap);
            }
            out.ranges.push(after);
        }
        out
    }
}

/// The named function declarations (statement start to past the body's `}`, ascending, none
/// inside another) that may be left out whole: each one whose body is left out (`dropped`, the
/// insides of the bodies left out) or kept only for what it may return (`for_returns`, the
/// bodies' opening braces), whose head (name, type parameters, parameters, return type)
/// mentions no sticky word (`sticky(s, e)`) and assigns nothing (no default value), and whose
/// name stands nowhere in the text that is parsed (`text`: the source with its comments
/// blanked, its literals kept) outside itself: nothing parsed can call it, read what it
/// returns or find it by name, so no judgement of a call reads it. One named by a kept
/// declaration is kept in turn, until none is.
fn declarations_left_out(
    text: &[u8],
    br: &Brackets,
    declared: &[Declared],
    dropped: &[(usize, usize)],
    for_returns: &[usize],
    sticky: impl Fn(usize, usize) -> bool,
) -> Vec<(usize, usize)> {
    let is_dropped = |open: usize| {
        dropped
            .binary_search_by_key(&(open + 1), |&(s, _)| s)
            .is_ok()
    };
    let assigns = |s: usize, e: usize| {
        memchr::memchr_iter(b'=', &text[s..e]).any(|i| text.get(s + i + 1) != Some(&b'>'))
    };
    // Each candidate: its span and its name.
    let mut cands: Vec<((usize, usize), &[u8])> = declared
        .iter()
        .filter(|d| !d.method && (is_dropped(d.open) || for_returns.binary_search(&d.open).is_ok()))
        .filter_map(|d| {
            let (ns, ne) = d.name?;
            if sticky(d.start, d.open) || assigns(d.start, d.open) {
                return None;
            }
            Some(((d.start, br.mate(d.open) + 1), &text[ns..ne]))
        })
        .collect();
    if cands.is_empty() {
        return Vec::new();
    }
    cands.sort_unstable_by_key(|c| c.0);
    // The names asked about, and a cheap first test of a word: its length and first byte.
    let mut of_name: HashMap<&[u8], Vec<usize>> = HashMap::new();
    let mut maybe = vec![0u64; 256];
    for (i, c) in cands.iter().enumerate() {
        of_name.entry(c.1).or_default().push(i);
        maybe[usize::from(c.1[0])] |= 1 << c.1.len().min(63);
    }
    // Each mention of a candidate's name in what no body left out holds (ascending), as the
    // candidate named and the candidates around it (spans nest or are apart): it keeps the
    // one named once every one around it is kept. One inside the named one's own span keeps
    // nothing.
    let mut waiting: Vec<(usize, usize)> = Vec::new(); // (enclosing one, mention)
    let mut around: Vec<usize> = vec![0; cands.len()]; // per candidate: mentions inside it
    let mut blocked: Vec<usize> = Vec::new(); // per mention: the enclosing ones not yet kept
    let mut named_by: Vec<usize> = Vec::new(); // per mention: the candidate named
    let mut kept: Vec<usize> = Vec::new(); // the worklist
    let mut open: Vec<usize> = Vec::new(); // the candidates whose span holds the position
    let mut next = 0;
    let mut from = 0;
    for &(s, e) in dropped
        .iter()
        .chain(std::iter::once(&(text.len(), text.len())))
    {
        let part = &text[from..s];
        let mut i = 0;
        while i < part.len() {
            if !ident(part[i]) {
                i += 1;
                continue;
            }
            let w = i;
            while i < part.len() && ident(part[i]) {
                i += 1;
            }
            let word = &part[w..i];
            if maybe[usize::from(word[0])] & (1 << word.len().min(63)) == 0 {
                continue;
            }
            let Some(ids) = of_name.get(word) else {
                continue;
            };
            let at = from + w;
            while let Some(&c) = open.last() {
                if cands[c].0 .1 > at {
                    break;
                }
                open.pop();
            }
            while next < cands.len() && cands[next].0 .0 <= at {
                while let Some(&c) = open.last() {
                    if cands[c].0 .1 > cands[next].0 .0 {
                        break;
                    }
                    open.pop();
                }
                if cands[next].0 .1 > at {
                    open.push(next);
                }
                next += 1;
            }
            for &c in ids {
                if open.contains(&c) {
                    continue;
                }
                if open.is_empty() {
                    kept.push(c);
                    continue;
                }
                let m = named_by.len();
                named_by.push(c);
                blocked.push(open.len());
                for &o in &open {
                    waiting.push((o, m));
                    around[o] += 1;
                }
            }
        }
        from = e;
    }
    // Per candidate, the mentions inside it (grouped by the enclosing one).
    waiting.sort_unstable();
    let mut out = vec![true; cands.len()];
    while let Some(c) = kept.pop() {
        if !out[c] {
            continue;
        }
        out[c] = false;
        let i = waiting.partition_point(|&(o, _)| o < c);
        for &(_, m) in &waiting[i..i + around[c]] {
            blocked[m] -= 1;
            if blocked[m] == 0 {
                kept.push(named_by[m]);
            }
        }
    }
    let mut gone: Vec<(usize, usize)> = Vec::new();
    for (c, o) in cands.iter().zip(&out) {
        if *o && gone.last().is_none_or(|&(_, e)| c.0 .0 >= e) {
            gone.push(c.0);
        }
    }
    gone
}

/// A cheap bound read before [`ranges`] frames the text: whether the lines that could be left
/// out are at least a [`MIN_LEFT_OUT_PARTS`]th of `src`. Those lie within a block opened by a
/// line that begins with a name and ends with `{` after `=>` or `function` (a statement
/// call's callback, `it('..', () => {`), up to the next line indented no deeper that closes
/// it (or by a function declaration's header, over one line or more), and mention none of
/// `words` (a body left out mentions none). A file of few such
/// callbacks, or one whose callbacks all name the target, is parsed whole without being
/// framed.
pub(super) fn may_leave_out_enough(src: &[u8], words: &[&str]) -> bool {
    let mut at_words: Vec<usize> = Vec::new();
    for w in words.iter().filter(|w| !w.is_empty()) {
        at_words.extend(memchr::memmem::find_iter(src, w.as_bytes()));
    }
    at_words.sort_unstable();
    let mut next_word = at_words.iter().peekable();
    let mut block: Option<usize> = None;
    // A function declaration's header spread over lines (`export function f(\n  a: A,\n) {`):
    // the indentation of its first line, until a line ends it.
    let mut header: Option<usize> = None;
    let mut free = 0usize;
    let mut start = 0usize;
    while start < src.len() {
        let end = memchr::memchr(b'\n', &src[start..]).map_or(src.len(), |i| start + i + 1);
        let line = &src[start..end];
        let indent = line
            .iter()
            .take_while(|b| **b == b' ' || **b == b'\t')
            .count();
        let body = line[indent..].trim_ascii_end();
        while next_word.next_if(|&&w| w < start).is_some() {}
        let named = next_word.peek().is_some_and(|&&w| w < end);
        match block {
            Some(open) if indent <= open && matches!(body.first(), Some(b'}' | b')')) => {
                block = None;
            }
            Some(_) => {
                if !named {
                    free += line.len();
                }
            }
            None => {
                if let Some(h) = header {
                    if body.last() == Some(&b'{') && indent <= h {
                        block = Some(h);
                        header = None;
                    } else if indent <= h && body.last() == Some(&b';') {
                        header = None;
                    }
                } else {
                    let opens = body.last() == Some(&b'{')
                        && body.first().is_some_and(|b| ident(*b))
                        && (memchr::memmem::find(body, b"=>").is_some()
                            || memchr::memmem::find(body, b"function").is_some()
                            || heads_method(body));
                    if opens {
                        block = Some(indent);
                    } else if declares_function(body) && !matches!(body.last(), Some(b';' | b'}')) {
                        header = Some(indent);
                    }
                }
            }
        }
        start = end;
    }
    free * MIN_LEFT_OUT_PARTS >= src.len()
}

/// The words that begin a line ending in `{` that is no method's head.
const NON_METHOD_WORDS: &[&[u8]] = &[
    b"if",
    b"for",
    b"while",
    b"switch",
    b"catch",
    b"with",
    b"do",
    b"try",
    b"else",
    b"return",
    b"class",
    b"interface",
    b"enum",
    b"namespace",
    b"module",
    b"type",
    b"const",
    b"let",
    b"var",
    b"export",
    b"new",
    b"await",
    b"yield",
    b"throw",
    b"declare",
    b"abstract",
];

/// Whether a line (blanks around it trimmed) that ends in `{` may head a class method
/// (`remap(from: number): Mapping {`, `static get x() {`, see [`method_bodies`]): a name
/// (not a statement's keyword) with no `=` nor `.` before its first `(`.
fn heads_method(line: &[u8]) -> bool {
    let w = line.iter().take_while(|b| ident(**b)).count();
    if w == 0 || NON_METHOD_WORDS.contains(&&line[..w]) {
        return false;
    }
    let Some(p) = memchr::memchr(b'(', line) else {
        return false;
    };
    !line[..p].iter().any(|b| matches!(b, b'=' | b'.'))
}

/// Whether a line (blanks around it trimmed) begins a function declaration: `function`
/// after no more than the [`DECLARATION_PREFIXES`] words.
fn declares_function(line: &[u8]) -> bool {
    let mut rest = line;
    loop {
        let w = rest.iter().take_while(|b| ident(**b)).count();
        if w == 0 {
            return false;
        }
        let word = &rest[..w];
        if word == b"function" {
            return true;
        }
        if !DECLARATION_PREFIXES.contains(&word) {
            return false;
        }
        rest = rest[w..].trim_ascii_start();
    }
}

/// Whether the identifier at `at` (`len` bytes) stands as a whole word.
fn whole(text: &[u8], at: usize, len: usize) -> bool {
    let before = at > 0 && ident(text[at - 1]);
    let after = text.get(at + len).is_some_and(|b| ident(*b));
    !before && !after
}

/// The matched brackets of a text.
struct Brackets {
    /// For each byte that is a bracket, the index of its partner (else `u32::MAX`).
    mate: Vec<u32>,
    /// Every pair of braces `{ }` with the opening bracket around it (`usize::MAX` at top
    /// level), in order of the opening one.
    braces: Vec<(usize, usize, usize)>,
    /// Every opening bracket, ascending, with the index here of the one around it
    /// (`usize::MAX` at top level).
    opens: Vec<(usize, usize)>,
}

impl Brackets {
    /// `None` when the brackets do not pair up (or the text is too long to index by `u32`).
    fn of(code: &[u8]) -> Option<Brackets> {
        u32::try_from(code.len()).ok()?;
        let mut mate = vec![u32::MAX; code.len()];
        let mut braces = Vec::new();
        let mut opens: Vec<(usize, usize)> = Vec::new();
        let mut stack: Vec<usize> = Vec::new();
        let mut around: Vec<usize> = Vec::new();
        for (i, &b) in code.iter().enumerate() {
            match b {
                b'{' | b'(' | b'[' => {
                    stack.push(i);
                    opens.push((i, around.last().copied().unwrap_or(usize::MAX)));
                    around.push(opens.len() - 1);
                }
                b'}' | b')' | b']' => {
                    around.pop();
                    let o = stack.pop()?;
                    let want = match b {
                        b'}' => b'{',
                        b')' => b'(',
                        _ => b'[',
                    };
                    if code[o] != want {
                        return None;
                    }
                    mate[o] = i as u32;
                    mate[i] = o as u32;
                    if b == b'}' {
                        braces.push((o, i, stack.last().copied().unwrap_or(usize::MAX)));
                    }
                }
                _ => {}
            }
        }
        if !stack.is_empty() {
            return None;
        }
        braces.sort_unstable();
        Some(Brackets {
            mate,
            braces,
            opens,
        })
    }

    /// The innermost opening bracket whose pair holds `at`: an ancestor of (or) the last one
    /// opened before it.
    fn around(&self, at: usize) -> Option<usize> {
        let i = self.opens.partition_point(|&(p, _)| p < at);
        let mut k = i.checked_sub(1)?;
        loop {
            let (p, up) = self.opens[k];
            if self.mate(p) > at {
                return Some(p);
            }
            if up == usize::MAX {
                return None;
            }
            k = up;
        }
    }

    /// The partner of the bracket at `at`.
    fn mate(&self, at: usize) -> usize {
        self.mate[at] as usize
    }
}

/// The words after which a `++` or `--` is a prefix operator of the name that follows.
const PREFIX_OPERAND_WORDS: &[&[u8]] = &[
    b"return",
    b"typeof",
    b"void",
    b"delete",
    b"await",
    b"yield",
    b"case",
    b"in",
    b"of",
    b"instanceof",
    b"throw",
    b"else",
    b"do",
    b"new",
];

/// Whether the code at `at` is a name that no expression before it on an earlier line can
/// read on into when a closing bracket ends that line: an identifier other than the
/// [`CONTINUING_WORDS`] operators.
fn begins_statement(code: &[u8], at: usize) -> bool {
    if !ident(code[at]) || code[at].is_ascii_digit() {
        return false;
    }
    let mut e = at;
    while e < code.len() && ident(code[e]) {
        e += 1;
    }
    !CONTINUING_WORDS.contains(&&code[at..e])
}

/// Whether the `(` at `open` opens the head of an `if`, `for`, `while` or `with` statement.
fn control_head(code: &[u8], open: usize) -> bool {
    match back(code, open) {
        (Some(k), _) if ident(code[k]) => matches!(
            &code[word_start(code, k)..=k],
            b"if" | b"for" | b"while" | b"with"
        ),
        _ => false,
    }
}

/// The last byte before `at` that is no blank, and whether a line break lies between.
fn back(code: &[u8], at: usize) -> (Option<usize>, bool) {
    let mut i = at;
    let mut newline = false;
    while i > 0 {
        i -= 1;
        if code[i] == b'\n' {
            newline = true;
        } else if !code[i].is_ascii_whitespace() {
            return (Some(i), newline);
        }
    }
    (None, newline)
}

/// The first byte from `at` on that is no blank, and whether a line break lies before it.
fn ahead(code: &[u8], at: usize) -> (Option<usize>, bool) {
    let mut newline = false;
    for (i, &b) in code.iter().enumerate().skip(at) {
        if b == b'\n' {
            newline = true;
        } else if !b.is_ascii_whitespace() {
            return (Some(i), newline);
        }
    }
    (None, newline)
}

/// The start of the identifier that ends at byte `last` (inclusive).
fn word_start(code: &[u8], last: usize) -> usize {
    let mut s = last;
    while s > 0 && ident(code[s - 1]) {
        s -= 1;
    }
    s
}

/// For the brace at `open`: when it opens the body of an arrow function or a function
/// expression that is an argument of a call written as a statement of its own (see
/// [`ranges`]), the byte spans of that call's callee's names and indexes; else `None`.
fn statement_call_of(
    code: &[u8],
    text: &[u8],
    br: &Brackets,
    open: usize,
    call_open: usize,
) -> Option<Vec<(usize, usize)>> {
    // The function's start.
    let (p, _) = back(code, open);
    let p = p?;
    let start = if code[p] == b'>' && p > 0 && code[p - 1] == b'=' {
        // `(params) =>` or `x =>` (an arrow with a return type is not taken).
        let (q, _) = back(code, p - 1);
        let q = q?;
        let params = if code[q] == b')' {
            br.mate(q)
        } else if ident(code[q]) {
            let s = word_start(code, q);
            let (b, _) = back(code, s);
            if b.is_some_and(|b| code[b] == b':') {
                return None;
            }
            s
        } else {
            return None;
        };
        match back(code, params) {
            (Some(a), _) if ident(code[a]) && &code[word_start(code, a)..=a] == b"async" => {
                word_start(code, a)
            }
            _ => params,
        }
    } else if code[p] == b')' {
        // `function name(params) {`, `function* (params) {`
        let (q, _) = back(code, br.mate(p));
        let mut q = q?;
        if ident(code[q]) && &code[word_start(code, q)..=q] != b"function" {
            q = back(code, word_start(code, q)).0?;
        }
        if code[q] == b'*' {
            q = back(code, q).0?;
        }
        if !(ident(code[q]) && &code[word_start(code, q)..=q] == b"function") {
            return None;
        }
        let s = word_start(code, q);
        match back(code, s) {
            (Some(a), _) if ident(code[a]) && &code[word_start(code, a)..=a] == b"async" => {
                word_start(code, a)
            }
            _ => s,
        }
    } else {
        return None;
    };
    // A direct argument: after `(` or `,`, before `)` or `,`.
    if call_open == usize::MAX || code[call_open] != b'(' {
        return None;
    }
    let (before, _) = back(code, start);
    if !before.is_some_and(|b| b == call_open || code[b] == b',') {
        return None;
    }
    let (after, _) = ahead(code, br.mate(open) + 1);
    if !after.is_some_and(|a| code[a] == b')' || code[a] == b',') {
        return None;
    }
    // The callee: names, dots, calls' argument lists and indexes back to the statement's
    // start. Its names and indexes (not the arguments of a call it makes: `it.each([..])`'s
    // table holds no call of `it.each(..)(..)`) are where a word would make it the target's.
    let mut s = call_open;
    let mut parts: Vec<(usize, usize)> = Vec::new();
    loop {
        let (q, _) = back(code, s);
        let q = q?;
        match code[q] {
            b')' => s = br.mate(q),
            b']' => {
                s = br.mate(q);
                parts.push((s, q + 1));
            }
            b if ident(b) => {
                let w = word_start(code, q);
                parts.push((w, q + 1));
                match back(code, w) {
                    (Some(d), _) if code[d] == b'.' => {
                        s = if d > 0 && code[d - 1] == b'?' {
                            d - 1
                        } else {
                            d
                        };
                    }
                    _ => {
                        s = w;
                        break;
                    }
                }
            }
            _ => return None,
        }
    }
    if !ident(code[s]) {
        return None;
    }
    // The call begins a statement...
    match back(code, s) {
        (None, _) => {}
        (Some(b), _) if matches!(code[b], b'{' | b'}' | b';') => {}
        (Some(b), true) if matches!(code[b], b')' | b']') => {}
        (Some(b), true) if literal_ends_line_before(code, text, b, s) => {}
        _ => return None,
    }
    // ...and ends it.
    let call_close = br.mate(call_open);
    match ahead(code, call_close + 1) {
        (None, _) => {}
        (Some(a), _) if matches!(code[a], b';' | b'}') => {}
        (Some(a), true) if ident(code[a]) => {
            let mut e = a;
            while e < code.len() && ident(code[e]) {
                e += 1;
            }
            if CONTINUING_WORDS.contains(&&code[a..e]) {
                return None;
            }
        }
        _ => return None,
    }
    Some(parts)
}

/// The words a function declaration may follow in its statement (`export function f`,
/// `export default function f`, `async function f`).
const DECLARATION_PREFIXES: &[&[u8]] = &[b"export", b"default", b"async"];

/// The words after which a `{` in a declared return type opens an object type, not the body:
/// `(): T extends { a: 1 } ? X : Y`, `(): keyof { .. }`, `(x): x is { .. }`.
const TYPE_OPERATOR_WORDS: &[&[u8]] = &[
    b"extends",
    b"keyof",
    b"typeof",
    b"readonly",
    b"infer",
    b"is",
    b"asserts",
    b"unique",
    b"in",
    b"as",
    b"new",
];

/// The opening braces (ascending) of the bodies of the function declarations of a text's
/// code: `function` written at the start of a statement (after `{`, `}`, `;`, the text's
/// start, a line ended by a closing bracket or a literal, or `export`, `export default`,
/// `async` there), an optional `*`, a name (none after `export default`), type parameters,
/// the parameter list, a declared return type, then `{`. An overload signature (`;` where the
/// body would be) has none. What is taken for a body but is not one is refused when the
/// region is parsed (the framed check of `region_parse`).
fn function_declaration_bodies(code: &[u8], text: &[u8], br: &Brackets) -> Vec<Declared> {
    let mut out = Vec::new();
    for at in memchr::memmem::find_iter(code, b"function") {
        if !whole(code, at, b"function".len()) {
            continue;
        }
        // The statement's start: back over the prefix words.
        let mut s = at;
        let mut exported_default = false;
        loop {
            match back(code, s) {
                (Some(k), _) if ident(code[k]) => {
                    let w = &code[word_start(code, k)..=k];
                    if !DECLARATION_PREFIXES.contains(&w) {
                        break;
                    }
                    exported_default |= w == b"default";
                    s = word_start(code, k);
                }
                _ => break,
            }
        }
        if !begins_statement_at(code, text, s) {
            continue;
        }
        let mut i = at + b"function".len();
        if let (Some(k), _) = ahead(code, i) {
            if code[k] == b'*' {
                i = k + 1;
            }
        }
        let mut name = None;
        match ahead(code, i) {
            (Some(k), _) if ident(code[k]) && !code[k].is_ascii_digit() => {
                let mut e = k;
                while e < code.len() && ident(code[e]) {
                    e += 1;
                }
                i = e;
                name = Some((k, e)).filter(|_| !exported_default);
            }
            (Some(k), _) if code[k] == b'(' && exported_default => {}
            (Some(k), _) if code[k] == b'<' && exported_default => {}
            _ => continue,
        }
        // Type parameters.
        let Some(mut k) = ahead(code, i).0 else {
            continue;
        };
        if code[k] == b'<' {
            let Some(e) = angle_end(code, br, k) else {
                continue;
            };
            let Some(n) = ahead(code, e + 1).0 else {
                continue;
            };
            k = n;
        }
        if code[k] != b'(' {
            continue;
        }
        let params = (k, br.mate(k) + 1);
        let Some(k) = ahead(code, params.1).0 else {
            continue;
        };
        let (body, typed) = match code[k] {
            b'{' => (Some(k), false),
            b':' => (return_type_end(code, br, k + 1), true),
            _ => (None, false),
        };
        // An `async` function's calls are typed as a promise, never by its returns.
        let is_async = memchr::memmem::find_iter(&code[s..at], b"async")
            .any(|w| whole(code, s + w, b"async".len()));
        out.extend(body.map(|open| Declared {
            open,
            start: s,
            params,
            returns_read: !typed && !is_async,
            method: false,
            name,
        }));
    }
    out
}

/// A function declaration's body, or a constant function's (see [`function_declaration_bodies`]
/// and [`const_function_bodies`]).
#[derive(Clone, Copy, Debug)]
struct Declared {
    /// Its opening brace.
    open: usize,
    /// Where its statement begins (its name, parameters and declared types lie between).
    start: usize,
    /// Its parameter list with the parentheses, or an arrow's one name.
    params: (usize, usize),
    /// Whether the reader may type a call of it by its returns (see `new_return_class` in
    /// calls.rs): not for a function declaration with a declared return type or `async`,
    /// whose calls it types by that alone.
    returns_read: bool,
    /// Whether it is a class method's (see [`method_bodies`]).
    method: bool,
    /// A function declaration's name (not `export default`'s), by which alone the rest of
    /// the file reaches it (see [`declarations_left_out`]).
    name: Option<(usize, usize)>,
}

/// Whether a statement begins at the word at `s`: after `{`, `}`, `;`, the text's start, or a
/// line ended by a closing bracket or a literal.
fn begins_statement_at(code: &[u8], text: &[u8], s: usize) -> bool {
    match back(code, s) {
        (None, _) => true,
        (Some(b), _) if matches!(code[b], b'{' | b'}' | b';') => true,
        (Some(b), true) if matches!(code[b], b')' | b']') => true,
        (Some(b), true) => literal_ends_line_before(code, text, b, s),
        _ => false,
    }
}

/// The opening braces (ascending) of the bodies of the arrow functions and function
/// expressions that are the whole value of a `const`, `let` or `var` statement's one
/// declarator (`export const f: Command = (state, dispatch) => {..}`, `const g = async
/// function (..): R {..}`): the reader types a call of such a constant by the function's
/// declared return type alone, and reads nothing else of its body from outside it. The
/// statement begins as a function declaration does (see [`function_declaration_bodies`],
/// after no more than `export`), declares one plain name (with a type or not), and ends at the
/// body's `}` (then `;`, `}`, the end, or a line that begins another statement).
fn const_function_bodies(code: &[u8], text: &[u8], br: &Brackets) -> Vec<Declared> {
    let mut out = Vec::new();
    for kw in [&b"const"[..], b"let", b"var"] {
        for at in memchr::memmem::find_iter(code, kw) {
            if !whole(code, at, kw.len()) {
                continue;
            }
            let s = match back(code, at) {
                (Some(k), _) if ident(code[k]) && &code[word_start(code, k)..=k] == b"export" => {
                    word_start(code, k)
                }
                _ => at,
            };
            if !begins_statement_at(code, text, s) {
                continue;
            }
            if let Some((open, params)) = const_function_body(code, br, at + kw.len()) {
                out.push(Declared {
                    open,
                    start: s,
                    params,
                    returns_read: true,
                    method: false,
                    name: None,
                });
            }
        }
    }
    // A member assigned a function at a line's start (`handlers.keydown = (view, e) => {..}`).
    let mut line = 0;
    while line < code.len() {
        let next = memchr::memchr(b'\n', &code[line..]).map_or(code.len(), |i| line + i + 1);
        if assigns_member_at(code, line) && begins_statement_at(code, text, line) {
            if let Some((open, params)) = const_function_body(code, br, line) {
                out.push(Declared {
                    open,
                    start: line,
                    params,
                    returns_read: true,
                    method: false,
                    name: None,
                });
            }
        }
        line = next;
    }
    out
}

/// Whether the code at `at` is a member chain (`a.b`, `a.b.c`) and an assignment's `=`.
fn assigns_member_at(code: &[u8], at: usize) -> bool {
    let mut i = at;
    let mut dots = 0;
    loop {
        let w = code[i..].iter().take_while(|b| ident(**b)).count();
        if w == 0 || code[i].is_ascii_digit() {
            return false;
        }
        i += w;
        if code.get(i) != Some(&b'.') {
            break;
        }
        dots += 1;
        i += 1;
    }
    match ahead(code, i).0 {
        Some(k) => dots > 0 && code[k] == b'=' && !matches!(code.get(k + 1), Some(b'=' | b'>')),
        None => false,
    }
}

/// For a declarator from `from` (past `const`): the body's `{` of the function that is its
/// whole value (see [`const_function_bodies`]) and the span of its parameters (the list in
/// its parentheses, or an arrow's one name).
fn const_function_body(code: &[u8], br: &Brackets, from: usize) -> Option<(usize, (usize, usize))> {
    let word_end = |k: usize| {
        let mut e = k;
        while e < code.len() && ident(code[e]) {
            e += 1;
        }
        e
    };
    let name = ahead(code, from).0?;
    if !ident(code[name]) || code[name].is_ascii_digit() {
        return None;
    }
    // Past the name and its type to the declarator's `=`.
    let mut i = word_end(name);
    let eq = loop {
        let k = ahead(code, i).0?;
        match code[k] {
            b'(' | b'[' | b'{' => i = br.mate(k) + 1,
            b'=' if matches!(code.get(k + 1), Some(b'>' | b'=')) => i = k + 2,
            b'=' => break k,
            b';' | b')' | b']' | b'}' => return None,
            _ => i = k + 1,
        }
    };
    let mut k = ahead(code, eq + 1).0?;
    let params;
    if code[k..].starts_with(b"async") && whole(code, k, 5) {
        k = ahead(code, k + 5).0?;
    }
    let open = if code[k..].starts_with(b"function") && whole(code, k, 8) {
        let mut i = k + 8;
        let mut n = ahead(code, i).0?;
        if code[n] == b'*' {
            i = n + 1;
            n = ahead(code, i).0?;
        }
        if ident(code[n]) && !code[n].is_ascii_digit() {
            n = ahead(code, word_end(n)).0?;
        }
        if code[n] == b'<' {
            n = ahead(code, angle_end(code, br, n)? + 1).0?;
        }
        if code[n] != b'(' {
            return None;
        }
        params = (n, br.mate(n) + 1);
        let n = ahead(code, params.1).0?;
        match code[n] {
            b'{' => n,
            b':' => return_type_end(code, br, n + 1)?,
            _ => return None,
        }
    } else {
        // `(params) =>`, `<T>(params) =>`, `x =>`, a declared return type between.
        if code[k] == b'<' {
            k = ahead(code, angle_end(code, br, k)? + 1).0?;
        }
        let mut i = match code[k] {
            b'(' => br.mate(k) + 1,
            b if ident(b) && !b.is_ascii_digit() => word_end(k),
            _ => return None,
        };
        params = (k, i);
        let first = ahead(code, i).0?;
        if code[first] != b':' && !code[first..].starts_with(b"=>") {
            return None;
        }
        // The first `=>` (brackets skipped) followed by `{`.
        loop {
            let k = ahead(code, i).0?;
            match code[k] {
                b'(' | b'[' | b'{' => i = br.mate(k) + 1,
                b'=' if code.get(k + 1) == Some(&b'>') => {
                    let n = ahead(code, k + 2).0?;
                    if code[n] == b'{' {
                        break n;
                    }
                    i = k + 2;
                }
                b';' | b')' | b']' | b'}' | b',' | b'=' => return None,
                _ => i = k + 1,
            }
        }
    };
    // The function is the whole value: its statement ends at the body's close.
    let close = br.mate(open);
    match ahead(code, close + 1) {
        (None, _) => Some((open, params)),
        (Some(a), _) if matches!(code[a], b';' | b'}') => Some((open, params)),
        (Some(a), true) if begins_statement(code, a) => Some((open, params)),
        _ => None,
    }
}

/// The `>` closing the `<` at `open` (type parameters), brackets inside skipped; `None` when
/// a `;`, `{` or the end comes first.
fn angle_end(code: &[u8], br: &Brackets, open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while i < code.len() {
        match code[i] {
            b'<' => depth += 1,
            b'>' if i > 0 && code[i - 1] == b'=' => {}
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            b'(' | b'[' | b'{' => i = br.mate(i),
            b';' | b')' | b']' | b'}' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

/// The `{` opening the body after a declared return type that begins at `from` (past its
/// `:`): the first `{` not opening an object type (one after an operator, a type operator
/// word or nothing of the type yet). `None` at a `;` (an overload signature) or the end.
fn return_type_end(code: &[u8], br: &Brackets, from: usize) -> Option<usize> {
    let mut i = from;
    while i < code.len() {
        match code[i] {
            b'{' => {
                let (p, _) = back(code, i);
                let p = p?;
                let in_type = p < from
                    || matches!(
                        code[p],
                        b':' | b'|' | b'&' | b'<' | b',' | b'(' | b'[' | b'?' | b'='
                    )
                    || (code[p] == b'>' && p > 0 && code[p - 1] == b'=')
                    || (ident(code[p])
                        && TYPE_OPERATOR_WORDS.contains(&&code[word_start(code, p)..=p]));
                if !in_type {
                    return Some(i);
                }
                i = br.mate(i);
            }
            b'(' | b'[' => i = br.mate(i),
            b';' | b')' | b']' | b'}' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

/// Where `return` is followed by `new` or `(` in a text's code (a returned value that may be
/// `new C(..)`).
fn returns_new_or_parenthesized(code: &[u8]) -> Vec<usize> {
    memchr::memmem::find_iter(code, b"return")
        .filter(|&at| whole(code, at, b"return".len()))
        .filter(|&at| match ahead(code, at + b"return".len()) {
            (Some(k), _) => code[k] == b'(' || (code[k..].starts_with(b"new") && whole(code, k, 3)),
            _ => false,
        })
        .collect()
}

/// Where `return` is followed by `this` in a text's code (a method typed by its receiver's
/// class, or a getter by one of its members: `return this.items`).
fn returns_this(code: &[u8]) -> Vec<usize> {
    memchr::memmem::find_iter(code, b"return")
        .filter(|&at| whole(code, at, b"return".len()))
        .filter(|&at| match ahead(code, at + b"return".len()) {
            (Some(k), false) => code[k..].starts_with(b"this") && whole(code, k, 4),
            _ => false,
        })
        .collect()
}

/// The words a class member's head may hold before its parameters besides its name.
const MEMBER_MODIFIERS: &[&[u8]] = &[
    b"public",
    b"private",
    b"protected",
    b"static",
    b"readonly",
    b"override",
    b"async",
    b"get",
    b"set",
];

/// The bodies of the methods of a text's classes (`class C extends B {` .. `m(a: A): R {..}`,
/// `static async m<T>(..) {..}`, `get x() {..}`, `constructor(..) {..}`): of each member of a
/// class body whose head is modifiers, a name (or a computed `[..]` one), `?`, type
/// parameters, the parameter list and a declared return type. A property (a head with `=`
/// or `:` before the parameters: `f = () => {..}`) is not one. A method's body reads `this`
/// and `arguments` as its own; what it returns is read from outside it when it declares no
/// return type and is not `async` nor a generator (see [`ranges`]).
fn method_bodies(code: &[u8], br: &Brackets) -> Vec<Declared> {
    let mut out = Vec::new();
    for at in memchr::memmem::find_iter(code, b"class") {
        if !whole(code, at, b"class".len()) {
            continue;
        }
        let Some(open) = return_type_end(code, br, at + b"class".len()) else {
            continue;
        };
        let close = br.mate(open);
        let mut s = open + 1;
        let mut i = open + 1;
        while i < close {
            match code[i] {
                b';' | b',' => {
                    i += 1;
                    s = i;
                }
                // A member ended by a line break (`readonly n: number` then `m() {`).
                b'\n' => {
                    if let Some(q) = ahead(code, i).0.filter(|&q| q < close) {
                        if !carried_over(code, i, q) {
                            s = i + 1;
                        }
                    }
                    i += 1;
                }
                b'(' | b'[' => i = br.mate(i) + 1,
                b'{' => {
                    out.extend(method_at(code, br, s, i));
                    i = br.mate(i) + 1;
                    s = i;
                }
                _ => i += 1,
            }
        }
    }
    out
}

/// The method (see [`method_bodies`]) whose member head runs from `s` to the `{` at `open`.
fn method_at(code: &[u8], br: &Brackets, s: usize, open: usize) -> Option<Declared> {
    let mut i = ahead(code, s).0.filter(|&k| k < open)?;
    let start = i;
    let (mut star, mut is_async, mut named) = (false, false, false);
    // Modifiers and the name, up to the parameters.
    let params = loop {
        let k = ahead(code, i).0.filter(|&k| k < open)?;
        match code[k] {
            b'(' => break k,
            b'*' => {
                star = true;
                i = k + 1;
            }
            b'#' | b'?' => i = k + 1,
            b'[' if !named => {
                named = true;
                i = br.mate(k) + 1;
            }
            b'<' if named => i = angle_end(code, br, k)? + 1,
            b if ident(b) && !b.is_ascii_digit() && !named => {
                let mut e = k;
                while e < open && ident(code[e]) {
                    e += 1;
                }
                let word = &code[k..e];
                is_async |= word == b"async";
                // A modifier followed by `(` is the method's name (`get()`).
                let next = ahead(code, e).0?;
                named = !(MEMBER_MODIFIERS.contains(&word) && code[next] != b'(');
                i = e;
            }
            _ => return None,
        }
    };
    if !named {
        return None;
    }
    let after = ahead(code, br.mate(params) + 1).0?;
    let typed = match code[after] {
        b'{' if after == open => false,
        b':' if return_type_end(code, br, after + 1) == Some(open) => true,
        _ => return None,
    };
    Some(Declared {
        open,
        start,
        params: (params, br.mate(params) + 1),
        returns_read: !typed && !is_async && !star,
        method: true,
        name: None,
    })
}

/// Whether the last token before the name at `s` (past the code byte at `b`) is a literal (a
/// string, a template, a regular expression: blank in `code`, kept in `text`) that ends an
/// earlier line: no expression reads on from a literal into a name on the next line (`import
/// { a } from './a'` then `describe(..)`), so the name begins a statement, unless it is one of
/// the [`CONTINUING_WORDS`] operators.
fn literal_ends_line_before(code: &[u8], text: &[u8], b: usize, s: usize) -> bool {
    let Some(k) = text[b + 1..s]
        .iter()
        .rposition(|c| !c.is_ascii_whitespace())
        .map(|k| b + 1 + k)
    else {
        return false;
    };
    code[k] != text[k] && memchr::memchr(b'\n', &code[k..s]).is_some() && begins_statement(code, s)
}

/// Where the identifiers asked about stand in a text's code (each found once, when first
/// asked), for whether a name is mentioned outside a span.
struct Names<'c> {
    code: &'c [u8],
    at: HashMap<&'c [u8], Vec<usize>>,
}

impl<'c> Names<'c> {
    fn of(code: &'c [u8]) -> Names<'c> {
        Names {
            code,
            at: HashMap::new(),
        }
    }

    /// Whether `name` (a part of the code) stands as a whole word anywhere out of `s..e`.
    fn outside(&mut self, name: &'c [u8], s: usize, e: usize) -> bool {
        let code = self.code;
        self.at
            .entry(name)
            .or_insert_with(|| {
                memchr::memmem::find_iter(code, name)
                    .filter(|&at| whole(code, at, name.len()))
                    .collect()
            })
            .iter()
            .any(|&p| p < s || p >= e)
    }
}

/// The brackets opened at `i` (the opening one and its partner), a `for (..)`'s widened to
/// the braced loop body after it (where what the parentheses declare is seen).
fn widened(code: &[u8], br: &Brackets, i: usize) -> (usize, usize) {
    let close = br.mate(i);
    if code[i] == b'(' {
        if let (Some(k), _) = back(code, i) {
            if ident(code[k]) && &code[word_start(code, k)..=k] == b"for" {
                if let (Some(b), _) = ahead(code, close + 1) {
                    if code[b] == b'{' {
                        return (i, br.mate(b));
                    }
                }
            }
        }
    }
    (i, close)
}

/// Whether the body between the braces at `open` and `close` assigns a name (see [`ranges`])
/// that stands outside it, or assigns in a way not read here (`for (x of ..)` without a
/// declaration). An assignment whose target's first name the body declares itself (`let n =
/// 0` .. `n++`; `const o = {}` .. `o.k = 1`), in brackets around the assignment, changes
/// nothing outside the body and is not counted; nor is one whose first name is one of
/// `params`, the function's own parameters (within its body the name is the parameter or a
/// declaration of the body's: what it holds came in from the call).
fn assigns_named_outside<'c>(
    code: &'c [u8],
    br: &Brackets,
    names: &mut Names<'c>,
    params: &[&[u8]],
    open: usize,
    close: usize,
) -> bool {
    // The names the body declares by `let`, `const` or `var`, each with the brackets it is
    // declared in (the innermost around the keyword, see [`widened`]).
    let mut declared: Vec<(&[u8], usize, usize)> = Vec::new();
    for kw in [&b"let"[..], b"const", b"var"] {
        for at in memchr::memmem::find_iter(&code[open + 1..close], kw) {
            let at = at + open + 1;
            if !whole(code, at, kw.len()) {
                continue;
            }
            let Some(o) = br.around(at) else {
                continue;
            };
            let (s, t) = widened(code, br, o);
            let mut names = Vec::new();
            declarator_names(code, br, at + kw.len(), close, &mut names);
            declared.extend(names.into_iter().map(|n| (n, s, t)));
        }
    }
    let mut named_outside = |from: usize, to: usize, at: usize| {
        let mut i = from;
        let mut first = true;
        while i < to {
            if ident(code[i]) {
                let s = i;
                while i < to && ident(code[i]) {
                    i += 1;
                }
                if code[s].is_ascii_digit() {
                    continue;
                }
                let name = &code[s..i];
                if first
                    && (params.contains(&name)
                        || declared
                            .iter()
                            .any(|(n, o, c)| *n == name && *o < at && at < *c))
                {
                    return false;
                }
                first = false;
                if names.outside(name, open, close + 1) {
                    return true;
                }
            } else {
                i += 1;
            }
        }
        false
    };
    // Only a `+`, `-` or `=` and a `for` begin what is read: the rest is passed over at once.
    let fors: Vec<usize> = memchr::memmem::find_iter(&code[open + 1..close], b"for")
        .map(|at| at + open + 1)
        .filter(|&at| whole(code, at, 3))
        .collect();
    let mut next_for = fors.iter().copied().peekable();
    let mut i = open + 1;
    while i < close {
        let op = memchr::memchr3(b'+', b'-', b'=', &code[i..close]).map_or(close, |k| i + k);
        while next_for.next_if(|&f| f < i).is_some() {}
        i = op.min(next_for.peek().copied().unwrap_or(close));
        if i >= close {
            break;
        }
        let b = code[i];
        // `++` / `--`: the name next to it. A name right before it on its line (not a
        // keyword taking an operand: `return ++n`) is its operand (`n++`), and what follows
        // begins another expression (`n++` then `if (..)` on the next line): only that name
        // is read. Else (`a` and `++n` on two lines are two statements) both are.
        if (b == b'+' || b == b'-') && code[i + 1] == b {
            let (p, p_newline) = back(code, i);
            let postfix = !p_newline
                && p.is_some_and(|k| {
                    ident(code[k])
                        && !PREFIX_OPERAND_WORDS.contains(&&code[word_start(code, k)..=k])
                });
            let (q, _) = if postfix {
                (None, false)
            } else {
                ahead(code, i + 2)
            };
            let near = |k: Option<usize>, before: bool| {
                k.filter(|&k| ident(code[k])).map(|k| {
                    if before {
                        // The operand's whole member chain (`view.input.id++`): its first
                        // name is the one a parameter or the body's own may be.
                        (chain_start(code, br, word_start(code, k), open), k + 1)
                    } else {
                        let mut e = k;
                        while e < close && ident(code[e]) {
                            e += 1;
                        }
                        (k, e)
                    }
                })
            };
            for (s, e) in [near(p, true), near(q, false)].into_iter().flatten() {
                if named_outside(s, e, i) {
                    return true;
                }
            }
            i += 2;
            continue;
        }
        if next_for.peek() == Some(&i) {
            // `for (x of ..)` / `for (x in ..)` assigns `x` without `=`.
            if let (Some(o), _) = ahead(code, i + 3) {
                if code[o] == b'(' {
                    if let (Some(w), _) = ahead(code, o + 1) {
                        let mut e = w;
                        while e < close && ident(code[e]) {
                            e += 1;
                        }
                        let word = &code[w..e];
                        if e > w
                            && !matches!(word, b"const" | b"let" | b"var" | b"await")
                            && named_outside(w, e, w)
                        {
                            return true;
                        }
                    }
                }
            }
        }
        if b != b'=' {
            i += 1;
            continue;
        }
        let next = code.get(i + 1).copied().unwrap_or(0);
        let prev = code[i - 1];
        let assignment = if next == b'=' || next == b'>' {
            false
        } else {
            match prev {
                b'=' | b'!' => false,
                b'<' | b'>' => i >= 2 && code[i - 2] == prev,
                _ => true,
            }
        };
        if !assignment {
            // past `==`, `===`, `=>`
            i += if next == b'=' { 2 } else { 1 };
            while i < close && code[i] == b'=' {
                i += 1;
            }
            continue;
        }
        // The assigned part: back at this depth to where it starts.
        let mut s = i;
        loop {
            let (q, newline) = back(code, s);
            let Some(q) = q else { break };
            if q <= open {
                break;
            }
            match code[q] {
                // A line that begins with a name (no operator word) after a closing
                // bracket begins a statement (`f(x)` then `const r = ..`): no expression
                // reads on from a bracket into a name.
                b')' | b']' | b'}' if newline && s < i && begins_statement(code, s) => break,
                // Nor from a control statement's head into its body (`for (..) s += n`).
                b')' if control_head(code, br.mate(q)) => break,
                b')' | b']' | b'}' => s = br.mate(q),
                b'(' | b'[' | b'{' | b';' | b',' => break,
                _ if newline && s < i => break,
                _ => s = q,
            }
        }
        let (first, _) = ahead(code, s);
        let declares = first.is_some_and(|f| {
            let mut e = f;
            while e < i && ident(code[e]) {
                e += 1;
            }
            matches!(&code[f..e], b"const" | b"let" | b"var")
        });
        if !declares && named_outside(s, i, i) {
            return true;
        }
        i += 1;
    }
    false
}

/// The names a `let`, `const` or `var` statement binds, read from `from` (past the keyword)
/// up to `end` at most: each declarator's name or the names of its destructuring pattern
/// (`let a = 1, b`, `const { x, y: z, w = 0, ...rest } = o`, `let [p, [q]] = ..`), past its
/// type and its initializer to the `,` that begins the next one. The list ends at anything
/// else: a `;`, a closing bracket, a line break that no operator carries over (`let a = 1`
/// then `b = 2`: `b` is assigned, not declared), or a next declarator that is no name nor
/// pattern followed by what may follow one (`f<A, B>(..)` in an initializer declares no `B`).
fn declarator_names<'c>(
    code: &'c [u8],
    br: &Brackets,
    from: usize,
    end: usize,
    out: &mut Vec<&'c [u8]>,
) {
    let mut i = from;
    loop {
        let Some(k) = ahead(code, i).0.filter(|&k| k < end) else {
            return;
        };
        let after = if ident(code[k]) && !code[k].is_ascii_digit() {
            let mut e = k;
            while e < end && ident(code[e]) {
                e += 1;
            }
            (e, Some(&code[k..e]))
        } else if matches!(code[k], b'{' | b'[') {
            (br.mate(k) + 1, None)
        } else {
            return;
        };
        // What may follow a declarator's name or pattern: `!`, a type, `=`, `,`, the end.
        let mut j = after.0;
        let Some(mut n) = ahead(code, j).0.filter(|&n| n < end) else {
            push_declared(code, br, k, after.1, out);
            return;
        };
        if code[n] == b'!' {
            j = n + 1;
            n = match ahead(code, j).0.filter(|&n| n < end) {
                Some(n) => n,
                None => return,
            };
        }
        // The first declarator is the statement's (`for (const x of ..)` too); a later one
        // only when a declarator's follower follows it.
        let follows = match code[n] {
            b':' | b',' | b';' | b')' | b'}' => true,
            b'=' => !matches!(code.get(n + 1), Some(b'=' | b'>')),
            _ => ahead(code, j).1,
        };
        if i != from && !follows {
            return;
        }
        push_declared(code, br, k, after.1, out);
        // Past the type and the initializer to the next `,` (brackets skipped), or the end.
        let mut p = j;
        let mut angle = 0usize;
        loop {
            let Some(q) = ahead(code, p).0.filter(|&q| q < end) else {
                return;
            };
            let (_, newline) = ahead(code, p);
            if newline && angle == 0 && !carried_over(code, p, q) {
                return;
            }
            match code[q] {
                b'(' | b'[' | b'{' => p = br.mate(q) + 1,
                b')' | b']' | b'}' | b';' => return,
                b'<' => {
                    angle += 1;
                    p = q + 1;
                }
                b'>' if code[q - 1] != b'=' => {
                    angle = angle.saturating_sub(1);
                    p = q + 1;
                }
                b',' if angle == 0 => {
                    i = q + 1;
                    break;
                }
                _ => p = q + 1,
            }
        }
    }
}

/// Whether a line break between `p` and the code at `q` continues an expression: the last
/// code before it or the first after it is an operator.
fn carried_over(code: &[u8], p: usize, q: usize) -> bool {
    const OPERATORS: &[u8] = b"=+-*/%&|^!?:<>,.";
    let before = back(code, p)
        .0
        .is_some_and(|b| OPERATORS.contains(&code[b]));
    before || OPERATORS.contains(&code[q])
}

/// Pushes the name a declarator binds (`name`) or the names of its pattern at `at`.
fn push_declared<'c>(
    code: &'c [u8],
    br: &Brackets,
    at: usize,
    name: Option<&'c [u8]>,
    out: &mut Vec<&'c [u8]>,
) {
    match name {
        Some(n) => out.push(n),
        None => pattern_names(code, br, at, out),
    }
}

/// The names a destructuring pattern in the brackets at `open` binds: in an object pattern,
/// a shorthand property's name (`{ a }`, `{ a = 0 }`), the value of another (`{ a: b }`,
/// `{ 'k': b }`, `{ [k]: b }`) and a rest element's; in an array pattern, each element's;
/// nested patterns the same way. A default value's names are not bound. An element read
/// otherwise binds nothing (the assignments that set it are then counted as outside ones).
fn pattern_names<'c>(code: &'c [u8], br: &Brackets, open: usize, out: &mut Vec<&'c [u8]>) {
    let close = br.mate(open);
    let object = code[open] == b'{';
    let mut s = open + 1;
    while s < close {
        // The element's end: the next `,` at this depth.
        let mut e = s;
        while e < close && code[e] != b',' {
            if matches!(code[e], b'(' | b'[' | b'{') {
                e = br.mate(e);
            }
            e += 1;
        }
        element_names(code, br, s, e, object, out);
        s = e + 1;
    }
}

/// The names one pattern element `s..e` binds (see [`pattern_names`]).
fn element_names<'c>(
    code: &'c [u8],
    br: &Brackets,
    s: usize,
    e: usize,
    object: bool,
    out: &mut Vec<&'c [u8]>,
) {
    let Some(mut k) = ahead(code, s).0.filter(|&k| k < e) else {
        return;
    };
    if code[k..e].starts_with(b"...") {
        k = match ahead(code, k + 3).0.filter(|&k| k < e) {
            Some(k) => k,
            None => return,
        };
    } else if object {
        // A property's value after its `:` at this depth, else the shorthand name.
        let mut c = k;
        let mut colon = None;
        while c < e {
            match code[c] {
                b'(' | b'[' | b'{' => c = br.mate(c),
                b':' => {
                    colon = Some(c);
                    break;
                }
                b'=' => break,
                _ => {}
            }
            c += 1;
        }
        if let Some(c) = colon {
            k = match ahead(code, c + 1).0.filter(|&k| k < e) {
                Some(k) => k,
                None => return,
            };
        }
    }
    if matches!(code[k], b'{' | b'[') && br.mate(k) < e {
        pattern_names(code, br, k, out);
        return;
    }
    if !ident(code[k]) || code[k].is_ascii_digit() {
        return;
    }
    let mut w = k;
    while w < e && ident(code[w]) {
        w += 1;
    }
    // What follows the name: the element's end or a default value.
    match ahead(code, w).0.filter(|&n| n < e) {
        None => out.push(&code[k..w]),
        Some(n) if code[n] == b'=' => out.push(&code[k..w]),
        Some(_) => {}
    }
}

/// The start of the member chain whose last name begins at `s` (`a.b?.c`, `a[i].c`,
/// `f(x).c`), not before `floor`: back over `.` or `?.` and the name, index or call before
/// it, on one line.
fn chain_start(code: &[u8], br: &Brackets, mut s: usize, floor: usize) -> usize {
    loop {
        let (d, newline) = back(code, s);
        let Some(d) = d.filter(|&d| d > floor && code[d] == b'.' && !newline) else {
            return s;
        };
        let d = if code[d - 1] == b'?' { d - 1 } else { d };
        let (q, newline) = back(code, d);
        let Some(mut q) = q.filter(|&q| q > floor && !newline) else {
            return s;
        };
        // Indexes and calls, then the name they follow.
        while matches!(code[q], b']' | b')') {
            let o = br.mate(q);
            match back(code, o) {
                (Some(b), false) if b > floor => q = b,
                _ => return s,
            }
        }
        if !ident(code[q]) {
            return s;
        }
        s = word_start(code, q);
    }
}

/// The parameters of the function whose body opens at `open`, when they stand right before
/// it: `(params) => {`, `x => {`, `function f(params) {` (one with a declared return type is
/// not read back so). The span of the list with its parentheses, or of the one name.
fn params_before(code: &[u8], br: &Brackets, open: usize) -> Option<(usize, usize)> {
    let p = back(code, open).0?;
    if code[p] == b')' {
        return Some((br.mate(p), p + 1));
    }
    if code[p] != b'>' || p == 0 || code[p - 1] != b'=' {
        return None;
    }
    let q = back(code, p - 1).0?;
    if code[q] == b')' {
        return Some((br.mate(q), q + 1));
    }
    if !ident(code[q]) {
        return None;
    }
    let s = word_start(code, q);
    match back(code, s) {
        (Some(b), _) if code[b] == b':' => None,
        _ => Some((s, q + 1)),
    }
}

/// The plain names a parameter span (see [`params_before`]) declares: of each parameter at
/// the list's top level, the name it begins with (after `...`), when a type, `?`, a default
/// or the parameter's end follows; a destructuring pattern's names are not read (counted as
/// names of outside).
fn param_names<'c>(code: &'c [u8], br: &Brackets, s: usize, e: usize) -> Vec<&'c [u8]> {
    let (from, to) = if code[s] == b'(' {
        (s + 1, e - 1)
    } else {
        (s, e)
    };
    let mut out = Vec::new();
    let mut i = from;
    let mut at_start = true;
    while i < to {
        let b = code[i];
        match b {
            b'(' | b'[' | b'{' => {
                i = br.mate(i) + 1;
                at_start = false;
                continue;
            }
            b',' => {
                at_start = true;
                i += 1;
                continue;
            }
            b'.' if at_start => {
                i += 1;
                continue;
            }
            _ if b.is_ascii_whitespace() => {
                i += 1;
                continue;
            }
            _ => {}
        }
        if at_start && ident(b) && !b.is_ascii_digit() {
            let mut w = i;
            while w < to && ident(code[w]) {
                w += 1;
            }
            let next = ahead(code, w).0.filter(|&k| k < to);
            let ends = next.is_none_or(|k| matches!(code[k], b':' | b'?' | b'=' | b','));
            if ends && &code[i..w] != b"this" {
                out.push(&code[i..w]);
            }
            i = w;
        } else {
            i += 1;
        }
        at_start = false;
    }
    out
}

/// Adds to `words` the names a statement binds to one of them as an alias, to a fixed point:
/// `X = w`, `X = a.w` (all the right side a dotted name), `w as X`, `{ w: X }`.
fn add_aliases(code: &[u8], words: &mut Vec<Vec<u8>>) {
    let mut k = 0;
    while k < words.len() {
        let w = words[k].clone();
        k += 1;
        for at in memchr::memmem::find_iter(code, &w) {
            if !whole(code, at, w.len()) {
                continue;
            }
            let mut found: Vec<Vec<u8>> = Vec::new();
            let end = at + w.len();
            // `w as X`, `w: X` (a destructuring pattern or an import's member)
            if let (Some(a), _) = ahead(code, end) {
                let next_word = |from: usize| {
                    let (b, _) = ahead(code, from);
                    let b = b.filter(|&b| ident(code[b]))?;
                    let mut e = b;
                    while e < code.len() && ident(code[e]) {
                        e += 1;
                    }
                    Some(code[b..e].to_vec())
                };
                if code[a..].starts_with(b"as") && whole(code, a, 2) {
                    found.extend(next_word(a + 2));
                } else if code[a] == b':' {
                    found.extend(next_word(a + 1));
                }
            }
            // `X = w` / `X = a.b.w`: back over a dotted name to `=`, then the name before it.
            let mut s = at;
            loop {
                let (q, _) = back(code, s);
                match q {
                    Some(q) if code[q] == b'.' => match back(code, q) {
                        (Some(r), _) if ident(code[r]) => s = word_start(code, r),
                        _ => break,
                    },
                    _ => break,
                }
            }
            if let (Some(eq), _) = back(code, s) {
                let single = code[eq] == b'='
                    && eq > 0
                    && !matches!(code[eq - 1], b'=' | b'!' | b'<' | b'>')
                    && code.get(at + w.len()).is_none_or(|b| *b != b'(');
                if single {
                    if let (Some(r), _) = back(code, eq) {
                        // past a type annotation's last word is not followed: any name here
                        if ident(code[r]) {
                            found.push(code[word_start(code, r)..=r].to_vec());
                        }
                    }
                }
            }
            for f in found {
                if !words.contains(&f) {
                    words.push(f);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code_of(src: &str) -> Vec<u8> {
        let lexer = &crate::lang::Lang::TypeScript.spec().lexer;
        crate::lang::fragment::sanitize(lexer, src.as_bytes()).code
    }

    fn left_out(src: &str, words: &[&str]) -> Vec<String> {
        let lexer = &crate::lang::Lang::TypeScript.spec().lexer;
        let clean = crate::lang::fragment::sanitize(lexer, src.as_bytes());
        let Some(r) = ranges(src.as_bytes(), &clean.code, &clean.text, words) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for w in r.ranges.windows(2) {
            out.push(src[w[0].1..w[1].0].trim().to_string());
        }
        out
    }

    const TESTS: &str = "import { Sched } from './s'\n\
describe('a', () => {\n\
\tit('one', () => {\n\t\tconst a = atom('a', 1)\n\t\ta.set(2)\n\t\texpect(a.get()).toBe(2)\n\t\texpect(a.get()).toBe(2)\n\t\texpect(a.get()).toBe(2)\n\t\texpect(a.get()).toBe(2)\n\t})\n\
\tit('two', () => {\n\t\tconst s = new Sched('x', () => {})\n\t\ts.go()\n\t})\n\
\tit('three', () => {\n\t\tconst b = atom('b', 1)\n\t\tb.set(3)\n\t\texpect(b.get()).toBe(3)\n\t\texpect(b.get()).toBe(3)\n\t\texpect(b.get()).toBe(3)\n\t\texpect(b.get()).toBe(3)\n\t})\n\
})\n";

    #[test]
    fn a_test_callback_naming_no_word_is_left_out_and_one_naming_it_kept() {
        let out = left_out(TESTS, &["Sched"]);
        assert_eq!(out.len(), 2, "{out:?}");
        assert!(out[0].starts_with("const a = atom"));
        assert!(out[1].starts_with("const b = atom"));
    }

    #[test]
    fn a_callback_assigning_a_name_read_outside_it_is_kept() {
        let src = TESTS.replace("const b = atom('b', 1)", "shared = atom('b', 1)")
            + "let shared\nexpect(shared).toBe(1)\n";
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 1, "{out:?}");
        assert!(out[0].starts_with("const a = atom"));
    }

    #[test]
    fn a_callback_assigning_only_what_it_declares_is_left_out() {
        // `n` and `i` stand outside too (`three` declares its own), but each assignment here
        // is to the body's own declaration.
        let src = TESTS
            .replace(
                "const a = atom('a', 1)",
                "let n = 0\n\t\trun(() => { n++ })\n\t\tfor (let i = 0; i < 3; i++) { n += i }",
            )
            .replace(
                "const b = atom('b', 1)",
                "const b = atom('b', 1)\n\t\tlet n = 1\n\t\tlet i = 2",
            );
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 2, "{out:?}");
        // Assigned before its own declaration's brackets: the outer one's.
        let src = TESTS.replace(
            "const a = atom('a', 1)",
            "shared = 1\n\t\trun(() => { let shared = 2 })",
        ) + "let shared = 0\n";
        let out = left_out(&src, &["Sched"]);
        assert!(!out.iter().any(|o| o.contains("shared = 1")), "{out:?}");
        assert!(
            out.iter().any(|o| o.starts_with("const b = atom")),
            "{out:?}"
        );
    }

    #[test]
    fn a_postfix_count_reads_only_its_own_name() {
        // `n++` then `if (..)` on the next line: `if` (named outside) is no operand.
        let src = TESTS.replace(
            "const a = atom('a', 1)",
            "let n = 0\n\t\tconst c = run(() => {\n\t\t\tn++\n\t\t\tif (n) stop()\n\t\t})",
        ) + "if (ok) stop()\n";
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 2, "{out:?}");
        // A prefix one after a keyword or on its own line reads the name after it.
        for inc in ["return ++shared", "a\n\t\t++shared"] {
            let src = TESTS.replace("const a = atom('a', 1)", inc) + "let shared = 0\n";
            let out = left_out(&src, &["Sched"]);
            assert_eq!(out.len(), 1, "{inc}: {out:?}");
        }
    }

    #[test]
    fn an_assignment_begins_at_its_own_line_after_a_closing_bracket() {
        // `const r = ..` after a chained call's line: a declaration, not a part of the call.
        let src = TESTS.replace(
            "const a = atom('a', 1)",
            "const f = vi\n\t\t\t.fn(() => {})\n\t\t\t.named('f')\n\t\tconst a = atom('a', f)",
        ) + "vi.fn(() => {})\n";
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 2, "{out:?}");
        // An assignment in a control statement's body starts after its head.
        let src = TESTS.replace(
            "const a = atom('a', 1)",
            "let s = 0\n\t\tfor (const n of ns) s += n\n\t\tif (s) s = 1\n\t\tconst a = atom('a', s)",
        ) + "for (const n of ns) if (n) go()\n";
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 2, "{out:?}");
        // An outer name assigned after a declaration's line is read as assigned.
        let src = TESTS.replace(
            "const a = atom('a', 1)",
            "const a = atom('a', 1)\n\t\tshared = a.get()",
        ) + "let shared = 0\n";
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 1, "{out:?}");
        assert!(out[0].starts_with("const b = atom"), "{out:?}");
    }

    #[test]
    fn a_callback_of_a_call_whose_value_is_used_or_naming_an_alias_is_kept() {
        // `const r = run(() => {..})`: its value types `r`.
        let src = TESTS.replace("\tit('three', () => {", "\tconst r = run(() => {");
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 1, "{out:?}");
        // An alias of the word bound in a kept statement keeps a body naming it.
        let src = TESTS
            .replace("import { Sched } from", "import { Sched as S2 } from")
            .replace("const b = atom('b', 1)", "const b = new S2('b', 1)");
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 1, "{out:?}");
        // A chained call (`expect(() => {..}).toThrow()`) is no statement of the callback's.
        let src = TESTS.replace("\tit('three', () => {", "\texpect(() => {");
        let src = src.replacen("\t})\n})", "\t}).toThrow()\n})", 1);
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 1, "{out:?}");
        // A callee that makes a call with the word in its arguments is no call of the word.
        let src = TESTS.replace(
            "\tit('three', () => {",
            "\tit.each([new Sched('t')])('three', () => {",
        );
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 2, "{out:?}");
        let src = TESTS.replace(
            "\tit('three', () => {",
            "\tSched.each([1])('three', () => {",
        );
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 1, "{out:?}");
    }

    #[test]
    fn a_describe_after_an_import_line_without_a_semicolon_is_left_out_whole() {
        // The import's module path ends its line: `describe` begins a statement, and its whole
        // body (naming no word) goes, not only its tests' bodies.
        let src = TESTS.replace(
            "\tit('two', () => {\n\t\tconst s = new Sched('x', () => {})\n\t\ts.go()\n\t})\n",
            "",
        ) + "describe('b', () => {\n\tit('four', () => {\n\t\tnew Sched('y', () => {})\n\t})\n})\n";
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 1, "{out:?}");
        assert!(out[0].starts_with("it('one'"), "{out:?}");
        // A comment between changes nothing; an operator word on the next line continues.
        let commented = src.replace("from './s'\n", "from './s'\n// the tests\n");
        assert_eq!(left_out(&commented, &["Sched"]), out);
        let continued = src.replace("from './s'\ndescribe(", "from './s'\nas(");
        assert!(left_out(&continued, &["Sched"]).len() > 1);
    }

    #[test]
    fn the_cheap_bound_passes_a_test_file_and_refuses_one_of_declarations() {
        assert!(may_leave_out_enough(TESTS.as_bytes(), &["Sched"]));
        // Every callback line names the word: nothing could be left out.
        assert!(!may_leave_out_enough(
            TESTS.as_bytes(),
            &["expect", "atom", "Sched", "it"]
        ));
        // Methods whose every body names the word: nothing to leave out; one naming none
        // may go (see `a_class_method_body_naming_no_word_is_left_out`).
        let decls = "export class A {\n\tm() {\n\t\treturn new Sched()\n\t}\n}\n".repeat(20);
        assert!(!may_leave_out_enough(decls.as_bytes(), &["Sched"]));
        let free = decls.replace("new Sched()", "1");
        assert!(may_leave_out_enough(free.as_bytes(), &["Sched"]));
    }

    const MODULE: &str = "import { Sched } from './s'\n\
export function parse(text: string) {\n\tconst parts = text.split(',')\n\tconst count = parts.length + text.length\n\tconsole.log(`${count} parts in ${text.length} characters`)\n\tif (parts.length > 3) {\n\t\tthrow new RangeError('too many')\n\t}\n\treturn parts.map((p) => p.trim())\n}\n\
function make<T extends { id: number }>(\n\tid: number,\n): { id: number } | undefined {\n\tconst made = { id }\n\tif (id < 0) return undefined\n\treturn made\n}\n\
export function run(s: string): void {\n\tconst sch = new Sched(s)\n\tsch.go()\n}\n\
export function fresh(n: number) {\n\tconst k = n * 2\n\treturn new Box(k)\n}\n\
export function overloaded(a: string): string;\nexport function overloaded(a: number): number;\n\
export async function later(ms: number): Promise<{ ok: boolean }> {\n\tawait wait(ms)\n\treturn { ok: true }\n}\n\
const x = function inner() {\n\treturn 1\n}\n\
use(parse, make, fresh, later)\n";

    #[test]
    fn a_function_declaration_body_naming_no_word_is_left_out() {
        let out = left_out(MODULE, &["Sched"]);
        assert_eq!(out.len(), 4, "{out:?}");
        assert!(out[0].starts_with("const parts = text.split"), "{out:?}");
        // Past the type parameters' and the declared return type's object types.
        assert!(out[1].starts_with("const made = { id }"), "{out:?}");
        assert!(out[2].starts_with("await wait(ms)"), "{out:?}");
        // A constant's function expression goes as a declaration does.
        assert_eq!(out[3], "return 1");
        // Naming the word keeps `run`; returning `new Box(..)` keeps `fresh` (its calls are
        // typed by that).
        assert!(!out
            .iter()
            .any(|o| o.contains("new Sched") || o.contains("new Box")));
    }

    #[test]
    fn a_constant_function_body_naming_no_word_is_left_out() {
        let src = "import { Sched } from './s'\n\
export const split: Splitter = (text, sep) => {\n\tconst parts = text.split(sep)\n\tconsole.log(`${parts.length} parts of ${text.length} characters`)\n\treturn parts\n}\n\
const trim = async function (s: string): Promise<string> {\n\tconst t = s.trim()\n\tconsole.log(`trimmed ${s.length - t.length} characters of ${s}`)\n\treturn t\n};\n\
export const go = <T,>(s: T): Map<string, T> => {\n\tconst m = new Map()\n\tm.set('s', s)\n\treturn m\n}\n\
const run = (s: string) => {\n\tnew Sched(s).go()\n}\n\
const called = (() => {\n\tconst a = 1\n\treturn a\n})()\n\
const made = () => {\n\treturn new Box(1)\n}\n";
        let out = left_out(src, &["Sched"]);
        assert_eq!(out.len(), 2, "{out:?}");
        assert!(out[0].starts_with("const parts = text.split"), "{out:?}");
        assert!(out[1].starts_with("const t = s.trim()"), "{out:?}");
        let lexer = &crate::lang::Lang::TypeScript.spec().lexer;
        let clean = crate::lang::fragment::sanitize(lexer, src.as_bytes());
        let code = clean.code;
        let br = Brackets::of(&code).unwrap();
        let heads: Vec<&str> = const_function_bodies(&code, &clean.text, &br)
            .iter()
            .map(|d| src[..d.open].lines().last().unwrap().trim())
            .collect();
        // `go`'s return type holds a comma: not framed (kept whole, a cost and no risk).
        assert_eq!(
            heads,
            [
                "export const split: Splitter = (text, sep) =>",
                "const trim = async function (s: string): Promise<string>",
                "const run = (s: string) =>",
                "const made = () =>",
            ]
        );
    }

    fn declared_in(decl: &str) -> Vec<String> {
        let code = code_of(decl);
        let br = Brackets::of(&code).unwrap();
        let kw = ["let", "const", "var"]
            .iter()
            .find(|k| decl.starts_with(*k))
            .unwrap();
        let mut out = Vec::new();
        declarator_names(&code, &br, kw.len(), code.len(), &mut out);
        out.iter()
            .map(|n| String::from_utf8_lossy(n).into_owned())
            .collect()
    }

    #[test]
    fn every_declarator_and_pattern_name_is_declared() {
        assert_eq!(
            declared_in("let a = 1, b: Map<K, V> = new Map(), c"),
            ["a", "b", "c"]
        );
        assert_eq!(
            declared_in("const { x, y: z, w = f(v), [k]: m, 'q': r, ...rest } = o"),
            ["x", "z", "w", "m", "r", "rest"]
        );
        assert_eq!(
            declared_in("let [p, , [q, { s }], t = 0] = arr"),
            ["p", "q", "s", "t"]
        );
        assert_eq!(declared_in("let u!: number, v?"), ["u"]);
        // A line break ends the statement unless an operator carries it over.
        assert_eq!(declared_in("let a = 1\nb = 2, c = 3"), ["a"]);
        assert_eq!(declared_in("let a = x\n  ? 1\n  : 2, b = 3"), ["a", "b"]);
        // A comparison or type arguments hold no next declarator.
        assert_eq!(declared_in("let a = f<A, B>(x), c = 1"), ["a", "c"]);
        assert_eq!(declared_in("let a = x < y, b = 1"), ["a"]);
    }

    #[test]
    fn a_body_assigning_its_several_declarators_and_pattern_names_is_left_out() {
        let body = "\tlet a = 1, b = 2\n\tb += a\n\tconst { x, y: z } = o\n\tz = x\n\tlet [p, q] = r\n\tq++\n\tview.input.count++\n\treturn b + z + q";
        let src = format!(
            "import {{ Sched }} from './s'\nexport function f(view: View) {{\n{body}\n}}\nexport function g(n: number) {{\n\tnew Sched(n)\n}}\nuse(f, b, z, q, count, view, shared)\n"
        );
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 1, "{out:?}");
        assert!(out[0].starts_with("let a = 1"), "{out:?}");
        // One assigned outside of them is counted: a line's next name, a member of another.
        for other in ["\tlet e = 1\n\tshared = 2", "\tshared.count++"] {
            let src = src.replace(body, &format!("{other}\n{body}"));
            assert!(left_out(&src, &["Sched"]).is_empty(), "{other}");
        }
    }

    #[test]
    fn a_declared_return_type_or_async_lets_a_body_returning_new_go() {
        let body = |k: &str| {
            format!("\tconst {k} = n * 2\n\tconsole.log(`made ${{{k}}} of ${{n}}`)\n\treturn new Box({k})\n")
        };
        let src = format!(
            "import {{ Sched }} from './s'\nexport function typed(n: number): Box {{\n{}}}\nexport async function later(n: number) {{\n{}}}\nexport function fresh(n: number) {{\n{}}}\nexport function g(n: number) {{\n\tnew Sched(n)\n}}\nuse(typed, later, fresh)\n",
            body("k1"),
            body("k2"),
            body("k3")
        );
        let out = left_out(&src, &["Sched"]);
        // `fresh` is typed by its returns: kept.
        assert_eq!(out.len(), 2, "{out:?}");
        assert!(out[0].starts_with("const k1"), "{out:?}");
        assert!(out[1].starts_with("const k2"), "{out:?}");
    }

    #[test]
    fn a_function_declaration_nothing_kept_names_is_left_out_whole() {
        let src = "import { Sched } from './s'\n\
function lone(n: number) {\n\tconst k = n * 2\n\treturn new Box(quiet(k))\n}\n\
function quiet(k: number): number {\n\tconsole.log(`quiet ${k} and then some more words`)\n\treturn k\n}\n\
export function used(n: number) {\n\tconst k = chained(n)\n\treturn new Box(k)\n}\n\
function chained(n: number) {\n\tconsole.log(`chained ${n} and then some more words`)\n\treturn n\n}\n\
function kept(n = 1) {\n\tconsole.log(`kept ${n} and then some more words here`)\n}\n\
export function run(s: string): void {\n\tconst b = used(1)\n\tnew Sched(s).go(b)\n}\n\
function named(n: number) {\n\tconsole.log(`named ${n} and then some more words here`)\n}\n\
const text = `${named(1)}`\n";
        let out = left_out(src, &["Sched"]);
        // `lone` returns `new Box(..)` but nothing kept calls it: it goes whole, and with it
        // the one mention of `quiet`. `used` is called by `run` (kept with its body: its calls
        // are typed by what it returns), and its body calls `chained` (kept, its body not);
        // `kept`'s head assigns a default (the body goes); `named` is called in a template.
        // `lone` and `quiet`, a line break apart (and one after), go as one gap.
        assert_eq!(out.len(), 4, "{out:?}");
        assert!(out[0].starts_with("function lone(n: number) {"), "{out:?}");
        assert!(out[0].contains("}\nfunction quiet("), "{out:?}");
        assert!(out[0].ends_with('}'), "{out:?}");
        assert!(out[1].starts_with("console.log(`chained"), "{out:?}");
        assert!(out[2].starts_with("console.log(`kept"), "{out:?}");
        assert!(out[3].starts_with("console.log(`named"), "{out:?}");
        let lexer = &crate::lang::Lang::TypeScript.spec().lexer;
        let clean = crate::lang::fragment::sanitize(lexer, src.as_bytes());
        let parts = ranges(src.as_bytes(), &clean.code, &clean.text, &["Sched"]).unwrap();
        assert_eq!(
            parts.gaps,
            [Gap::Declaration, Gap::Body, Gap::Body, Gap::Body]
        );
        assert_eq!(&src[parts.ranges[1].0..=parts.ranges[1].0], "\n");
        // Named by a statement left in, `lone` stays (and with it, `quiet`).
        let out = left_out(&format!("{src}lone(2)\n"), &["Sched"]);
        assert_eq!(out.len(), 4, "{out:?}");
        assert!(out[0].starts_with("console.log(`quiet"), "{out:?}");
    }

    const CLASS: &str = "import { Sched } from './s'\n\
export class Branch extends Base {\n\
\treadonly count: number\n\
\tconstructor(readonly items: Item[]) {\n\t\tsuper(items)\n\t}\n\
\tremap(from: number, to: number): Mapping {\n\t\tconst m = new Mapping()\n\t\tthis.items.forEach((i) => m.append(i.map))\n\t\tconsole.log(`remapped ${from} to ${to} over ${this.items.length} items`)\n\t\tconsole.log(`remapped ${from} to ${to} over ${this.items.length} items`)\n\t\treturn m\n\t}\n\
\tget size() {\n\t\treturn this.items.length\n\t}\n\
\tstatic async load(n: number) {\n\t\tconst k = await fetch(n)\n\t\tconsole.log(`loaded ${n} as ${k}`)\n\t\treturn new Branch(k)\n\t}\n\
\tfresh() {\n\t\tconst x = 1\n\t\treturn new Box(x)\n\t}\n\
\tset(v: number) {\n\t\tthis.count = v\n\t}\n\
\trun(s: string): void {\n\t\tnew Sched(s).go()\n\t}\n\
\thandler = (e: Event) => {\n\t\tconsole.log(e)\n\t}\n\
}\n";

    #[test]
    fn a_class_method_body_naming_no_word_is_left_out() {
        let out = left_out(CLASS, &["Sched"]);
        // `remap` (`this` is its own) and `load` (async) go; the constructor (`super`), the
        // getter and `fresh` (typed by their returns), `set` (assigns a member), `run` (names
        // the word) and the property's arrow stay.
        assert_eq!(out.len(), 2, "{out:?}");
        assert!(out[0].starts_with("const m = new Mapping()"), "{out:?}");
        assert!(out[1].starts_with("const k = await fetch(n)"), "{out:?}");
        // The cheap bound sees the methods' lines.
        assert!(may_leave_out_enough(CLASS.as_bytes(), &["Sched"]));
    }

    #[test]
    fn a_function_assigned_to_a_member_naming_no_word_is_left_out() {
        let src = "import { Sched } from './s'\n\
const handlers: { [k: string]: (v: View) => void } = {}\n\
handlers.keydown = (view: View, e: Event) => {\n\tconst code = e.keyCode\n\tconsole.log(`key ${code} in ${view.id} at ${Date.now()}`)\n\tconsole.log(`key ${code} in ${view.id} at ${Date.now()}`)\n\tview.input.last = code\n}\n\
handlers.run = (view: View) => {\n\tnew Sched(view).go()\n}\n\
shared = (view: View) => {\n\tconsole.log(`key in ${view.id} at ${Date.now()} and more words here`)\n}\n";
        let out = left_out(src, &["Sched"]);
        assert_eq!(out.len(), 1, "{out:?}");
        assert!(out[0].starts_with("const code = e.keyCode"), "{out:?}");
    }

    #[test]
    fn a_function_whose_parameters_name_a_word_is_kept() {
        // `new O(..)` is a call of `Sched` through the parameter's type.
        let src = MODULE.replace(
            "export function parse(text: string) {",
            "export function parse(text: string, O: typeof Sched) {\n\tnew O(text)",
        );
        let out = left_out(&src, &["Sched"]);
        assert!(!out.iter().any(|o| o.contains("new O")), "{out:?}");
        let src = TESTS.replace(
            "\tit('three', () => {",
            "\tit('three', (O: typeof Sched) => {",
        );
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 1, "{out:?}");
    }

    #[test]
    fn an_assignment_through_a_parameter_changes_nothing_outside() {
        // `view` is named outside the body (its own parameter list, other functions), but a
        // member set through it sets the caller's object.
        let src = MODULE
            .replace(
                "\tconst parts = text.split(',')",
                "\tview.input.last = text\n\ttext = text.trim()\n\tconst parts = text.split(',')",
            )
            .replace("parse(text: string)", "parse(view: View, text: string)")
            + "function other(view: View) {\n\treturn view\n}\n";
        let out = left_out(&src, &["Sched"]);
        assert!(
            out.iter().any(|o| o.starts_with("view.input.last")),
            "{out:?}"
        );
        // A name of the list that is no parameter (a type, a default's value) is no exemption.
        let src = src.replace(
            "parse(view: View, text: string)",
            "parse(v: View = view, text: string)",
        );
        let out = left_out(&src, &["Sched"]);
        assert!(
            !out.iter().any(|o| o.starts_with("view.input.last")),
            "{out:?}"
        );
    }

    #[test]
    fn parameter_names_are_read_from_the_list_before_a_body() {
        let src = "run((a: Map<K, V>, ...rest: T[], { x, y }: P, d = f(1, 2), e?: E) => {\n})\nit(one => {})\n";
        let code = code_of(src);
        let br = Brackets::of(&code).unwrap();
        let open = src.find("=> {").unwrap() + 3;
        let (s, e) = params_before(&code, &br, open).unwrap();
        let names = param_names(&code, &br, s, e);
        assert_eq!(names, [&b"a"[..], b"rest", b"d", b"e"]);
        let open = src.find("one => {").unwrap() + 7;
        let (s, e) = params_before(&code, &br, open).unwrap();
        assert_eq!(param_names(&code, &br, s, e), [&b"one"[..]]);
    }

    #[test]
    fn a_function_declaration_assigning_a_module_name_is_kept() {
        let src = MODULE.replace(
            "\tconst made = { id }",
            "\tcache = { id }\n\tconst made = cache",
        ) + "let cache = {}\n";
        let out = left_out(&src, &["Sched"]);
        assert_eq!(out.len(), 3, "{out:?}");
        assert!(!out.iter().any(|o| o.contains("cache")), "{out:?}");
    }

    #[test]
    fn function_declaration_bodies_are_found_after_their_headers() {
        let lexer = &crate::lang::Lang::TypeScript.spec().lexer;
        let clean = crate::lang::fragment::sanitize(lexer, MODULE.as_bytes());
        let code = clean.code;
        let br = Brackets::of(&code).unwrap();
        let bodies = function_declaration_bodies(&code, &clean.text, &br);
        let heads: Vec<&str> = bodies
            .iter()
            .map(|d| MODULE[..d.open].lines().last().unwrap().trim())
            .collect();
        assert_eq!(
            heads,
            [
                "export function parse(text: string)",
                "): { id: number } | undefined",
                "export function run(s: string): void",
                "export function fresh(n: number)",
                "export async function later(ms: number): Promise<{ ok: boolean }>",
            ]
        );
        assert!(declares_function(b"export default async function f("));
        assert!(!declares_function(b"const f = function ("));
    }

    #[test]
    fn the_cheap_bound_counts_function_declaration_bodies() {
        let src = "export function parse(\n\ttext: string,\n) {\n".to_string()
            + &"\tconst a = text.split(',')\n".repeat(20)
            + "}\nexport function f(a: string): string;\n";
        assert!(may_leave_out_enough(src.as_bytes(), &["Sched"]));
        assert!(!may_leave_out_enough(src.as_bytes(), &["split"]));
    }

    #[test]
    fn unbalanced_text_or_too_little_left_out_gives_no_region() {
        let code = code_of("it(() => { a()");
        assert!(ranges(b"it(() => { a()", &code, &code, &["x"]).is_none());
        let src = "it('x', () => { a() })\nconst big = [".to_string() + &"1, ".repeat(200) + "]\n";
        assert!(left_out(&src, &["zzz"]).is_empty());
    }
}
