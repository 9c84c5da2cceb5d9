//! What a command does to files and to contract-watch itself, for the no-bypass rule
//! (`moments::tamper` judges it): paths it writes or removes (redirections, `rm`, `mv`, `cp`,
//! `ln`, `tee`, `sed -i`, …, resolved against the directory it runs in, globs expanded against
//! the tree), contract-watch run with its arguments, and text the guard cannot see into.

use std::path::Path;

use super::words::Word;
use super::{paths, Exec, Scanner, Touch};

/// Programs that change the files named among their operands. `true`: they remove or move
/// what they name (a directory holding the state counts); `false`: they write the named file.
const WRITERS: &[(&str, bool)] = &[
    ("rm", true),
    ("rmdir", true),
    ("unlink", true),
    ("shred", true),
    ("mv", true),
    ("chmod", true),
    ("chown", true),
    ("chgrp", true),
    ("chattr", true),
    ("setfacl", true),
    ("srm", true),
    ("trash", true),
    ("trash-put", true),
    ("gio", true),
    ("cp", false),
    ("install", false),
    ("ln", false),
    ("link", false),
    ("tee", false),
    ("truncate", false),
    ("touch", false),
    ("mkdir", false),
    ("mkfifo", false),
    ("mknod", false),
    ("rsync", false),
    ("patch", false),
    ("sponge", false),
    ("split", false),
    ("csplit", false),
    ("unzip", false),
    ("dd", false),
    ("curl", false),
    ("wget", false),
];

/// File names the no-bypass rule protects (for `find` tests that may match them).
const PROTECTED_NAMES: &[&str] = &[
    "contract-watch",
    "state.json",
    "lock",
    "sidebar.jsonl",
    "contract-watch.toml",
    "config.toml",
    "settings.json",
    "settings.local.json",
    "hooks.json",
    "hooks",
];

impl Scanner<'_> {
    /// Text the guard cannot see into (inline code, a value git runs), kept for the judge.
    pub(super) fn touch_text(&mut self, text: &str) {
        let t = Touch::Text(text.to_string());
        if !self.out.touches.contains(&t) {
            self.out.touches.push(t);
        }
    }

    /// A path word a command writes (`remove`: or removes/moves) from `dir`.
    pub(super) fn touch_write(&mut self, w: &Word, dir: &Path, remove: bool) {
        if !w.lit {
            // Where it writes is not known: the text is judged by what it names.
            self.touch_text(&w.raw.clone());
            return;
        }
        for p in paths::targets(dir, &w.text, w.glob) {
            self.note_config_write(&p);
            let t = if remove {
                Touch::Remove(p)
            } else {
                Touch::Write(p)
            };
            if !self.out.touches.contains(&t) {
                self.out.touches.push(t);
            }
        }
    }

    /// A write into git configuration by any spelling of its path: aliases and other keys may
    /// change under the guard, so an unknown git subcommand after it is opaque.
    fn note_config_write(&mut self, p: &Path) {
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let in_git_dir = p.parent().is_some_and(|d| {
            d.join("HEAD").is_file() || d.file_name().is_some_and(|n| n == ".git")
        });
        if name.contains("gitconfig")
            || (name == "config" && (in_git_dir || p.parent().is_some_and(|d| d.ends_with("git"))))
            || name == "config.worktree"
        {
            self.config_written = true;
        }
        // A `.git` file or directory made by the command: git would find another repository.
        if name == ".git" && !p.exists() {
            self.opaque(format!(
                "makes a .git that points git elsewhere: {}",
                p.display()
            ));
        }
        // A hook written into a hooks directory runs on a later git command.
        if p.parent()
            .is_some_and(|d| d.file_name().is_some_and(|n| n == "hooks"))
        {
            self.opaque(format!("writes a git hook: {}", p.display()));
        }
    }

    /// The files `base` changes, and contract-watch run by the model.
    pub(super) fn effects(&mut self, base: &str, rest: &[Word], ex: &Exec) {
        if base == "contract-watch" || base == "contract_watch" {
            let args = rest.iter().map(Word::arg).collect();
            // Arguments added from input (`xargs`, `find -exec … {}`) are not known either.
            let literal = rest.iter().all(|w| w.lit && !w.glob) && ex.xargs.is_none();
            self.out
                .touches
                .push(Touch::ContractWatch { args, literal });
            return;
        }
        if base == "find" {
            // Start paths, and what the expression does to what it finds below them.
            let starts: Vec<&Word> = rest
                .iter()
                .take_while(|w| !(w.text.starts_with('-') || w.text == "(" || w.text == "!"))
                .collect();
            let changes = rest.iter().enumerate().any(|(i, w)| {
                matches!(w.text.as_str(), "-delete")
                    || matches!(w.text.as_str(), "-exec" | "-execdir" | "-ok" | "-okdir")
                        && rest.get(i + 1).is_some_and(|c| {
                            let b = c.text.rsplit('/').next().unwrap_or("");
                            WRITERS.iter().any(|(n, _)| *n == b) || b == "sh" || b == "bash"
                        })
            });
            // With name or path tests, only when a test can match one of the protected names.
            let mut tests = rest.iter().enumerate().filter_map(|(i, w)| {
                matches!(
                    w.text.as_str(),
                    "-name" | "-iname" | "-path" | "-ipath" | "-wholename" | "-regex" | "-iregex"
                )
                .then(|| rest.get(i + 1))
                .flatten()
            });
            let filtered = tests.clone().next().is_some();
            let may_match = tests.any(|t| {
                let pat = t
                    .text
                    .rsplit('/')
                    .next()
                    .unwrap_or(&t.text)
                    .to_ascii_lowercase();
                !t.lit
                    || t.text.contains("contract")
                    || t.text.contains(".claude")
                    || PROTECTED_NAMES
                        .iter()
                        .any(|n| super::paths::fnmatch(pat.as_bytes(), n.as_bytes()))
            });
            if changes && (!filtered || may_match) {
                let dot = Word::lit(".");
                let starts = if starts.is_empty() {
                    vec![&dot]
                } else {
                    starts
                };
                for w in starts {
                    self.touch_write(w, &ex.dir, true);
                }
            }
            for (i, w) in rest.iter().enumerate() {
                if matches!(
                    w.text.as_str(),
                    "-fprint" | "-fprint0" | "-fprintf" | "-fls"
                ) {
                    if let Some(f) = rest.get(i + 1) {
                        self.touch_write(f, &ex.dir, false);
                    }
                }
            }
            return;
        }
        let Some((_, remove)) = WRITERS.iter().find(|(n, _)| *n == base) else {
            return;
        };
        let mut operands: Vec<Word> = Vec::new();
        let mut after_dashdash = false;
        let mut link = base == "ln" || base == "link";
        for w in rest {
            if !after_dashdash && w.lit && w.text == "--" {
                after_dashdash = true;
                continue;
            }
            if !after_dashdash && w.lit && w.text.starts_with('-') && w.text.len() > 1 {
                if matches!(base, "cp")
                    && (w.text == "-l"
                        || w.text == "--link"
                        || (w.text.starts_with('-')
                            && !w.text.starts_with("--")
                            && w.text.contains('l')))
                {
                    link = true;
                }
                // `--target-directory=dir`, `of=…` style values are operands too.
                if let Some((_, v)) = w.text.split_once('=') {
                    operands.push(Word::lit(v));
                }
                continue;
            }
            if base == "dd" {
                if let Some(v) = w.text.strip_prefix("of=") {
                    self.touch_write(&Word::lit(v), &ex.dir, false);
                }
                continue;
            }
            operands.push(w.clone());
        }
        match base {
            "cp" | "install" | "ln" | "link" | "rsync" | "mv" => {
                let Some((dest, sources)) = operands.split_last() else {
                    return;
                };
                for s in sources {
                    if *remove {
                        self.touch_write(s, &ex.dir, true);
                    } else if link && s.lit {
                        for p in paths::targets(&ex.dir, &s.text, s.glob) {
                            self.out.touches.push(Touch::LinkFrom(p));
                        }
                    }
                    // Into a directory: the file lands under its own name there.
                    if s.lit && dest.lit {
                        let into = paths::resolve(&ex.dir.join(&dest.text));
                        if into.is_dir() {
                            if let Some(n) = Path::new(&s.text).file_name() {
                                let w = Word::lit(&into.join(n).to_string_lossy());
                                self.touch_write(&w, &ex.dir, false);
                            }
                        }
                    }
                }
                self.touch_write(dest, &ex.dir, false);
            }
            "chmod" | "chown" | "chgrp" | "setfacl" | "chattr" => {
                // The first operand is the mode or owner.
                for w in operands.iter().skip(1) {
                    self.touch_write(w, &ex.dir, true);
                }
            }
            "truncate" | "split" | "csplit" | "curl" | "wget" | "unzip" => {
                // Values and names mixed: any operand may be the file.
                for w in &operands {
                    self.touch_write(w, &ex.dir, false);
                }
            }
            _ => {
                for w in &operands {
                    self.touch_write(w, &ex.dir, *remove);
                }
            }
        }
    }
}
