//! The per-file facts the prefilter needs, as the builtin engine's prefilter defines them:
//! every identifier token of a file (a maximal run of identifier bytes) with how it is
//! mentioned — at all, the way a call is written, the way a definition is written.
//!
//! The three flags are exactly the engine's three text tests
//! (`engine::builtin::mentions` with and without `call_shaped`, and
//! `mentions_as_definition`) evaluated for every needle at once: a needle made of identifier
//! bytes is mentioned as a whole word at some place exactly when one of the file's tokens
//! equals it, and the flags of that token are the tests' answers at that place. So a file
//! whose token set lacks the needle (or has it without the flag a target needs) is one the
//! engine would have read and dropped; the index lets it be dropped without reading.

/// The needle occurs as a whole word.
pub const MENTION: u8 = 1;
/// It occurs where a call could follow (`name(`, `name<`, `name[`, `name:`), is renamed
/// (`name as x`) or assigned (`x = name`, not `x = name.y`; in Go also `f := pkg.name`).
pub const CALL: u8 = 2;
/// It occurs where a definition could be written (`name(`, `name<`, `name[`, `name:`,
/// `name =`, `name?`).
pub const DEF: u8 = 4;

/// The longest token the index keeps; a longer needle is answered without the index.
pub const MAX_TOKEN: usize = 255;

/// Bytes of an identifier, as the engine's prefilter counts them.
pub fn ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80
}

/// Whether the index can answer for `needle`: identifier bytes only, not starting with a
/// digit (such tokens are never kept), at most [`MAX_TOKEN`] bytes.
pub fn indexable(needle: &str) -> bool {
    let b = needle.as_bytes();
    !b.is_empty() && b.len() <= MAX_TOKEN && !b[0].is_ascii_digit() && b.iter().all(|c| ident(*c))
}

/// Call `f` with every token of `src` and the flags of that one occurrence (a token that
/// occurs several times is reported each time; callers OR the flags).
pub fn scan<'a>(src: &'a [u8], qualified: bool, mut f: impl FnMut(&'a [u8], u8)) {
    let n = src.len();
    let mut i = 0;
    while i < n {
        if !ident(src[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < n && ident(src[i]) {
            i += 1;
        }
        let token = &src[start..i];
        if token[0].is_ascii_digit() || token.len() > MAX_TOKEN {
            continue;
        }
        let rest = &src[i..];
        let next = rest.iter().position(|b| !b.is_ascii_whitespace());
        let next_byte = next.map(|k| rest[k]);
        let mut flags = MENTION;
        if matches!(next_byte, Some(b'(' | b'<' | b'[' | b':')) {
            flags |= CALL | DEF;
        } else {
            if matches!(next_byte, Some(b'=' | b'?')) {
                flags |= DEF;
            }
            let renamed = next.is_some_and(|k| {
                rest[k..].starts_with(b"as") && rest.get(k + 2).is_some_and(u8::is_ascii_whitespace)
            });
            if renamed || assigned(src, start, i, qualified) {
                flags |= CALL;
            }
        }
        f(token, flags);
    }
}

/// Whether the mention starting at `start` is the value of an assignment: `= name`, or, with
/// `qualified` (Go, where a function or method value keeps its type: `f := strconv.Unquote`, a
/// method value `grow := c.Resize`), a qualified `= pkg.name` / `:= x.field.name`, which later
/// calls use under the assigned name. Elsewhere `n = arr.length` reads a field and keeps no
/// file for a call. The value is the name itself, not a member read through it: a mention
/// (ending at `end`) followed by `.` (`x = before.append(y)`, `n = s.len`) binds no alias of
/// it, and keeps no file either.
pub fn assigned(src: &[u8], start: usize, end: usize, qualified: bool) -> bool {
    let member = src
        .get(end..)
        .and_then(|rest| rest.iter().find(|b| !b.is_ascii_whitespace()))
        == Some(&b'.');
    if member {
        return false;
    }
    let blank = |b: &u8| *b == b' ' || *b == b'\t';
    let mut i = start;
    loop {
        while i > 0 && blank(&src[i - 1]) {
            i -= 1;
        }
        if !qualified || i == 0 || src[i - 1] != b'.' {
            break;
        }
        // Step over one qualifier (`pkg.`), then look again.
        i -= 1;
        let end = i;
        while i > 0 && ident(src[i - 1]) {
            i -= 1;
        }
        if i == end {
            return false;
        }
    }
    i > 0 && src[i - 1] == b'='
}

/// Every distinct token of `src` with its flags OR-ed over its occurrences (`qualified`: see
/// [`assigned`]).
pub fn facts(src: &[u8], qualified: bool) -> std::collections::HashMap<&[u8], u8> {
    let mut out: std::collections::HashMap<&[u8], u8> = std::collections::HashMap::new();
    scan(src, qualified, |t, f| *out.entry(t).or_insert(0) |= f);
    out
}
