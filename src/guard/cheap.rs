//! The byte-level pre-check: could [`super::scan`] find anything in this command at all?

/// `false` means [`super::scan`] certainly finds no invocation and no opaque construct, so a
/// hook can answer at once. It never allocates and reads each byte once.
///
/// It says `true` when, after dropping every quote character and backslash (and
/// backslash-newline), some word holds the letters `git` in any case; when the command holds
/// `$`, a backtick, `/`, a glob or brace character (`*`, `?`, `[`, `{`) or a process
/// substitution; or when a word is a shell, `su`, `runuser`, `script`, `eval`, `source`, `.`,
/// `xargs`, `parallel`, `cmd`, `pwsh` or `powershell`. Those are everything the scanner can
/// report on; anything else is an ordinary program. Words end at blanks and at `;&|()<>#}!` (and a word piece before a quote or
/// backslash is checked on its own too), so a parser recovering from broken quoting never sees
/// a word this check missed; `pre_check_never_hides_a_finding` tests that.
pub fn mentions_git_cheaply(command: &str) -> bool {
    let bytes = command.as_bytes();
    let mut word = WordBuf::new();
    let mut prev = 0u8;
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        i += 1;
        match b {
            b'$' | b'`' | b'/' | b'*' | b'?' | b'[' | b'{' => return true,
            b'(' if prev == b'<' || prev == b'>' => return true,
            // A quote or backslash joins word pieces; the piece before it is checked on its own
            // too, as a parser recovering from broken quoting may end the word there.
            b'\'' | b'"' => {
                if word.is_trigger() {
                    return true;
                }
            }
            b'\\' => {
                if word.is_trigger() {
                    return true;
                }
                // The escaped byte is taken as plain text (quotes and backslashes dropped).
                if let Some(&n) = bytes.get(i) {
                    i += 1;
                    match n {
                        b'\n' | b'\'' | b'"' | b'\\' => {}
                        b'$' | b'`' | b'/' | b'*' | b'?' | b'[' | b'{' => return true,
                        _ => {
                            if word.push(n) {
                                return true;
                            }
                        }
                    }
                }
            }
            b' ' | b'\t' | b'\n' | b'\r' | b';' | b'&' | b'|' | b'(' | b')' | b'<' | b'>'
            | b'#' | b'}' | b'!' => {
                if word.is_trigger() {
                    return true;
                }
                word.clear();
            }
            _ => {
                if word.push(b) {
                    return true;
                }
            }
        }
        prev = b;
    }
    word.is_trigger()
}

/// The current word, lower-cased: the last two bytes (for `git`) and up to 16 bytes.
struct WordBuf {
    last: [u8; 2],
    buf: [u8; 16],
    len: usize,
}

impl WordBuf {
    fn new() -> WordBuf {
        WordBuf {
            last: [0; 2],
            buf: [0; 16],
            len: 0,
        }
    }

    /// Adds a byte; true when the word now holds `git`.
    fn push(&mut self, b: u8) -> bool {
        let b = b.to_ascii_lowercase();
        if b == b't' && self.last == [b'g', b'i'] {
            return true;
        }
        self.last = [self.last[1], b];
        if let Some(slot) = self.buf.get_mut(self.len) {
            *slot = b;
        }
        self.len += 1;
        false
    }

    fn clear(&mut self) {
        self.last = [0; 2];
        self.len = 0;
    }

    fn is_trigger(&self) -> bool {
        const WORDS: &[&[u8]] = &[
            b"sh",
            b"bash",
            b"zsh",
            b"dash",
            b"ksh",
            b"mksh",
            b"ash",
            b"yash",
            b"posh",
            b"rbash",
            b"fish",
            b"busybox",
            b"su",
            b"runuser",
            b"script",
            b"eval",
            b"source",
            b".",
            b"xargs",
            b"parallel",
            b"cmd",
            b"cmd.exe",
            b"pwsh",
            b"powershell",
            b"powershell.exe",
        ];
        match self.buf.get(..self.len) {
            Some(w) => WORDS.contains(&w),
            None => false,
        }
    }
}
