//! Go build constraints: whether `go build` surely leaves a file out.
//!
//! A file's constraint is read as `go/build` reads it: the `//go:build` line among the
//! comments before the package clause, or, without one, the legacy `// +build` lines of the
//! header (the leading comments up to the last blank line before the first non-comment line),
//! ANDed across lines, a space meaning OR, a comma AND, `!` NOT.
//!
//! Tags are judged three-valued: a release tag `go1.N` is true for every `N` up to the Go
//! release the engine's standard-library data describes ([`crate::lang::stdlib::go_release`]):
//! the engine reads code against that library, and a toolchain of that release or later
//! satisfies all of them (release tags are cumulative). Every other tag — a later release, a
//! GOOS/GOARCH, `cgo`, `ignore`, a custom tag given with `-tags` — is unknown: the file may be
//! compiled in some build. Only a constraint that is false whatever the unknown tags are
//! excludes a file; filename suffixes (`_test.go`, `_linux`, `_amd64`) only narrow the builds,
//! never to none, and change nothing here.

/// Whether no `go build` (of the release the engine knows, or a later one) compiles the file.
pub(crate) fn excluded(src: &[u8]) -> bool {
    // Cheap exit: no constraint can be written without one of these.
    let head = &src[..src.len().min(4096)];
    if memchr::memmem::find(head, b"go:build").is_none()
        && memchr::memmem::find(head, b"+build").is_none()
    {
        return false;
    }
    let Some(release) = crate::lang::stdlib::go_release() else {
        return false;
    };
    constraint(src, release) == Some(false)
}

/// The value of a file's constraint (`None`: unknown, or no constraint read).
fn constraint(src: &[u8], release: u32) -> Option<bool> {
    let (go_build, plus) = header_lines(src);
    if let Some(expr) = go_build {
        return Expr::parse(&expr).map(|e| e.eval(release)).unwrap_or(None);
    }
    if plus.is_empty() {
        return None;
    }
    // Lines AND: one surely false line excludes; otherwise unknown or true.
    let mut all = Some(true);
    for line in &plus {
        all = and(all, plus_line(line, release));
    }
    all
}

/// The `//go:build` expression (its text after the directive) and the `// +build` lines of
/// the header (their text after `+build`), as `go/build`'s `parseFileHeader` finds them.
fn header_lines(src: &[u8]) -> (Option<String>, Vec<String>) {
    let text = String::from_utf8_lossy(src);
    let mut go_build = None;
    // Legacy lines count only before the last blank line that precedes the first line not
    // starting with `//` (a `/*` comment ends them too): those seen since the last blank line
    // wait for the next one.
    let mut plus_kept = Vec::new();
    let mut plus_pending = Vec::new();
    let mut ended = false;
    let mut in_block = false;
    for raw in text.lines() {
        let mut line = raw.trim();
        if line.is_empty() && !ended {
            plus_kept.append(&mut plus_pending);
            continue;
        }
        if !line.starts_with("//") {
            ended = true;
        }
        if !in_block {
            if let Some(expr) = line.strip_prefix("//go:build") {
                if expr.is_empty() || expr.starts_with([' ', '\t']) {
                    if go_build.is_some() {
                        // Two `//go:build` lines: `go build` refuses the package; no answer.
                        return (None, Vec::new());
                    }
                    go_build = Some(expr.trim().to_string());
                }
            } else if let (false, Some(c)) = (ended, line.strip_prefix("//")) {
                if let Some(rest) = c.trim().strip_prefix("+build") {
                    if rest.is_empty() || rest.starts_with([' ', '\t']) {
                        plus_pending.push(rest.trim().to_string());
                    }
                }
            }
        }
        // Skip the line's comments; text outside them is the package clause.
        loop {
            if line.is_empty() || line.starts_with("//") && !in_block {
                break;
            }
            if in_block {
                match line.find("*/") {
                    Some(i) => {
                        in_block = false;
                        line = line[i + 2..].trim();
                        continue;
                    }
                    None => break,
                }
            }
            match line.strip_prefix("/*") {
                Some(rest) => {
                    in_block = true;
                    line = rest.trim();
                }
                None => return (go_build, plus_kept),
            }
        }
    }
    (go_build, plus_kept)
}

fn and(a: Option<bool>, b: Option<bool>) -> Option<bool> {
    match (a, b) {
        (Some(false), _) | (_, Some(false)) => Some(false),
        (Some(true), Some(true)) => Some(true),
        _ => None,
    }
}

fn or(a: Option<bool>, b: Option<bool>) -> Option<bool> {
    match (a, b) {
        (Some(true), _) | (_, Some(true)) => Some(true),
        (Some(false), Some(false)) => Some(false),
        _ => None,
    }
}

/// One tag's value: a release tag `go1.N` is true up to `release`; every other tag unknown.
fn tag(name: &str, release: u32) -> Option<bool> {
    let minor = name.strip_prefix("go1.")?;
    if minor.is_empty() || !minor.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u32 = minor.parse().ok()?;
    (n <= release).then_some(true)
}

/// A legacy `// +build` line: space-separated options ORed, each comma-separated terms ANDed,
/// a term `!tag` or `tag`. A malformed term makes the line unknown.
fn plus_line(line: &str, release: u32) -> Option<bool> {
    let mut any = Some(false);
    for option in line.split_whitespace() {
        let mut all = Some(true);
        for term in option.split(',') {
            let (neg, name) = match term.strip_prefix('!') {
                Some(n) => (true, n),
                None => (false, term),
            };
            if name.is_empty() || name.starts_with('!') || !name.bytes().all(valid_tag_byte) {
                return None;
            }
            let v = tag(name, release).map(|v| v != neg);
            all = and(all, v);
        }
        any = or(any, all);
    }
    // An empty line constrains nothing.
    line.split_whitespace().next()?;
    any
}

fn valid_tag_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b >= 0x80
}

/// A `//go:build` expression.
#[derive(Debug)]
enum Expr {
    Tag(String),
    Not(Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
}

impl Expr {
    /// `None` for a malformed expression (`go build` rejects the file; no answer).
    fn parse(text: &str) -> Option<Expr> {
        let tokens = tokens(text)?;
        let mut p = Parser { tokens, at: 0 };
        let e = p.or()?;
        (p.at == p.tokens.len()).then_some(e)
    }

    fn eval(&self, release: u32) -> Option<bool> {
        match self {
            Expr::Tag(t) => tag(t, release),
            Expr::Not(e) => e.eval(release).map(|v| !v),
            Expr::And(a, b) => and(a.eval(release), b.eval(release)),
            Expr::Or(a, b) => or(a.eval(release), b.eval(release)),
        }
    }
}

#[derive(Debug, PartialEq)]
enum Tok {
    Tag(String),
    Not,
    And,
    Or,
    Open,
    Close,
}

fn tokens(text: &str) -> Option<Vec<Tok>> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b' ' | b'\t' => i += 1,
            b'!' => {
                out.push(Tok::Not);
                i += 1;
            }
            b'(' => {
                out.push(Tok::Open);
                i += 1;
            }
            b')' => {
                out.push(Tok::Close);
                i += 1;
            }
            b'&' if b.get(i + 1) == Some(&b'&') => {
                out.push(Tok::And);
                i += 2;
            }
            b'|' if b.get(i + 1) == Some(&b'|') => {
                out.push(Tok::Or);
                i += 2;
            }
            c if valid_tag_byte(c) => {
                let start = i;
                while i < b.len() && valid_tag_byte(b[i]) {
                    i += 1;
                }
                out.push(Tok::Tag(text[start..i].to_string()));
            }
            _ => return None,
        }
    }
    Some(out)
}

struct Parser {
    tokens: Vec<Tok>,
    at: usize,
}

impl Parser {
    fn or(&mut self) -> Option<Expr> {
        let mut e = self.and()?;
        while self.tokens.get(self.at) == Some(&Tok::Or) {
            self.at += 1;
            e = Expr::Or(Box::new(e), Box::new(self.and()?));
        }
        Some(e)
    }

    fn and(&mut self) -> Option<Expr> {
        let mut e = self.not()?;
        while self.tokens.get(self.at) == Some(&Tok::And) {
            self.at += 1;
            e = Expr::And(Box::new(e), Box::new(self.not()?));
        }
        Some(e)
    }

    fn not(&mut self) -> Option<Expr> {
        match self.tokens.get(self.at)? {
            Tok::Not => {
                self.at += 1;
                Some(Expr::Not(Box::new(self.not()?)))
            }
            Tok::Open => {
                self.at += 1;
                let e = self.or()?;
                (self.tokens.get(self.at) == Some(&Tok::Close)).then_some(())?;
                self.at += 1;
                Some(e)
            }
            Tok::Tag(t) => {
                let t = t.clone();
                self.at += 1;
                Some(Expr::Tag(t))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(src: &str) -> Option<bool> {
        constraint(src.as_bytes(), 19)
    }

    #[test]
    fn release_tags_up_to_the_known_release_are_true_others_unknown() {
        assert_eq!(c("// +build !go1.9\n\npackage p\n"), Some(false));
        assert_eq!(c("// +build go1.9\n\npackage p\n"), Some(true));
        assert_eq!(c("//go:build !go1.17\n\npackage p\n"), Some(false));
        // A later release, a platform, cgo, ignore, custom tags: unknown either way.
        assert_eq!(c("//go:build go1.30\n\npackage p\n"), None);
        assert_eq!(c("//go:build !go1.30\n\npackage p\n"), None);
        assert_eq!(c("//go:build !amd64\n\npackage p\n"), None);
        assert_eq!(c("// +build ignore\n\npackage p\n"), None);
        assert_eq!(c("// +build cgo purego\n\npackage p\n"), None);
        // No constraint.
        assert_eq!(c("// Package p does things.\npackage p\n"), None);
    }

    #[test]
    fn legacy_lines_and_across_lines_or_by_space_and_by_comma() {
        // bitset's popcnt_amd64_test.go: the first line is false, so the file is out.
        let f = "// +build !go1.9\n// +build amd64,!appengine\n\n// tests\n\npackage bitset\n";
        assert_eq!(c(f), Some(false));
        // An option of the OR that is unknown keeps the line unknown ...
        assert_eq!(c("// +build !go1.9 linux\n\npackage p\n"), None);
        // ... a true one makes it true; a false term makes its AND false.
        assert_eq!(c("// +build !go1.9 go1.4\n\npackage p\n"), Some(true));
        assert_eq!(c("// +build linux,!go1.2\n\npackage p\n"), Some(false));
        // A `+build` line not followed by a blank line before the package clause is doc.
        assert_eq!(c("// +build !go1.9\npackage p\n"), None);
        // A `/*` comment ends the legacy header too.
        assert_eq!(c("/* c */\n// +build !go1.9\n\npackage p\n"), None);
    }

    #[test]
    fn go_build_line_wins_over_legacy_lines_and_parses_operators() {
        let f = "//go:build go1.9 && (amd64 || arm64)\n// +build !go1.9\n\npackage p\n";
        assert_eq!(c(f), None);
        assert_eq!(
            c("//go:build !(go1.1 || linux)\n\npackage p\n"),
            Some(false)
        );
        assert_eq!(c("//go:build linux && !go1.5\n\npackage p\n"), Some(false));
        assert_eq!(c("//go:build linux || go1.5\n\npackage p\n"), Some(true));
        // Malformed: no answer.
        assert_eq!(c("//go:build !go1.9 &&\n\npackage p\n"), None);
        // Only the header counts: a constraint-like comment after the package clause is none.
        assert_eq!(c("package p\n\n//go:build !go1.9\n"), None);
        // Block comments before the clause are skipped.
        assert_eq!(
            c("/* Copyright */\n//go:build !go1.9\n\npackage p\n"),
            Some(false)
        );
    }

    #[test]
    fn excluded_reads_the_release_of_the_standard_library_data() {
        assert!(excluded(b"// +build !go1.9\n\npackage p\n"));
        assert!(!excluded(b"// +build go1.9\n\npackage p\n"));
        assert!(!excluded(b"package p\n\nfunc f() {}\n"));
    }
}
