//! The byte-level pre-check: could [`super::scan`] find anything in this command at all?

/// `false` means [`super::scan`] certainly finds no invocation and no opaque construct, so a
/// hook can answer at once. It never allocates and reads each byte once.
///
/// It says `true` when, after dropping every quote character and backslash (and
/// backslash-newline), some word holds the letters `git` in any case, or names contract-watch
/// or an agent's settings directory (`contract`, `claude`, `codex`, `gemini`, `cursor`,
/// `copilot`); when the command holds `$`, a backtick, `/`, a glob or brace character (`*`,
/// `?`, `[`, `{`) or a process substitution; when a word is a shell, an interpreter, `su`,
/// `runuser`, `script`, `eval`, `source`, `.`, `xargs`, `parallel`, `cmd`, `pwsh`,
/// `powershell`, a forge tool (`gh`, `glab`, `hub`, `jj`) or a scheduler (`at`, `crontab`), or
/// sets `PATH`, `BASH_ENV`, `ENV`, `PS4` or `PROMPT_COMMAND`; or when `make`/`npm` come with
/// a makefile option or `exec`. Those are everything the scanner can report on; anything else
/// is an ordinary program. Words end at blanks and at `;&|()<>#}!` (and a word piece before a quote or
/// backslash is checked on its own too), so a parser recovering from broken quoting never sees
/// a word this check missed; `pre_check_never_hides_a_finding` tests that.
pub fn mentions_git_cheaply(command: &str) -> bool {
    let bytes = command.as_bytes();
    if scan_words(bytes) {
        return true;
    }
    // `make` and `npm` matter only with a makefile from stdin or the command line, or `exec`.
    let has = |n: &[u8]| memchr::memmem::find(bytes, n).is_some();
    if !has(b"make") && !has(b"npm") {
        return false;
    }
    let weak = |w: &[u8]| {
        bytes
            .split(|b| b.is_ascii_whitespace() || matches!(b, b';' | b'&' | b'|' | b'(' | b')'))
            .any(|x| x == w)
    };
    (weak(b"make") || weak(b"gmake") || weak(b"bmake"))
        && [
            &b"-f"[..],
            b"--file",
            b"--makefile",
            b"-E",
            b"--eval",
            b"<",
            b"SHELL=",
        ]
        .iter()
        .any(|n| memchr::memmem::find(bytes, n).is_some())
        || weak(b"npm") && (weak(b"exec") || weak(b"x"))
}

fn scan_words(bytes: &[u8]) -> bool {
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

/// The current word, lower-cased: its last 8 bytes (for the names looked for inside a word)
/// and its first 16 bytes.
struct WordBuf {
    last: [u8; 8],
    buf: [u8; 16],
    len: usize,
}

/// Names that trigger wherever they stand in a word.
const INSIDE: &[&[u8]] = &[
    b"git",
    b"contract",
    b"claude",
    b"codex",
    b"gemini",
    b"cursor",
    b"copilot",
];

impl WordBuf {
    fn new() -> WordBuf {
        WordBuf {
            last: [0; 8],
            buf: [0; 16],
            len: 0,
        }
    }

    /// Adds a byte; true when the word now holds one of [`INSIDE`].
    fn push(&mut self, b: u8) -> bool {
        let b = b.to_ascii_lowercase();
        self.last.rotate_left(1);
        self.last[7] = b;
        if INSIDE.iter().any(|n| self.last.ends_with(n)) {
            return true;
        }
        if let Some(slot) = self.buf.get_mut(self.len) {
            *slot = b;
        }
        self.len += 1;
        false
    }

    fn clear(&mut self) {
        self.last = [0; 8];
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
            b"gh",
            b"glab",
            b"hub",
            b"jj",
            b"tea",
            b"at",
            b"batch",
            b"crontab",
            b"enable",
            b"trap",
            b"csh",
            b"tcsh",
            b"awk",
            b"gawk",
            b"mawk",
            b"nawk",
            b"sed",
            b"gsed",
            b"node",
            b"nodejs",
            b"deno",
            b"bun",
            b"tclsh",
            b"wish",
            b"expect",
            b"osascript",
            b"julia",
            b"elixir",
            b"scala",
            b"groovy",
            b"kotlin",
            b"clojure",
            b"swift",
            b"irb",
            b"pry",
            b"ghci",
            b"guile",
            b"sbcl",
            b"racket",
            b"zx",
            b"tsx",
            b"ts-node",
            b"vim",
            b"vi",
            b"nvim",
            b"ex",
            b"view",
            b"vimdiff",
            b"gvim",
            b"emacs",
            b"emacsclient",
            b"gdb",
            b"lldb",
            b"rscript",
            b"r",
            b"jshell",
            b"ssh",
            b"scp",
            b"sftp",
            b"tar",
            b"bsdtar",
            b"zip",
            b"rsync",
        ];
        /// Interpreters with a version after the name (`python3.12`).
        const STEMS: &[&[u8]] = &[
            b"python", b"pypy", b"perl", b"ruby", b"jruby", b"php", b"lua", b"luajit",
        ];
        /// Assignments the shell or its children act on.
        const SETS: &[&[u8]] = &[
            b"path=",
            b"bash_env=",
            b"env=",
            b"ps0=",
            b"ps1=",
            b"ps2=",
            b"ps4=",
            b"prompt_command=",
            b"argv0=",
        ];
        // A word longer than the buffer is none of the names; its start may be an assignment.
        let exact = self.len <= self.buf.len();
        let w = &self.buf[..self.len.min(self.buf.len())];
        SETS.iter().any(|s| w.starts_with(s))
            || exact && WORDS.contains(&w)
            || exact
                && STEMS.iter().any(|s| {
                    w.strip_prefix(*s)
                        .is_some_and(|v| v.iter().all(|b| b.is_ascii_digit() || *b == b'.'))
                })
    }
}
