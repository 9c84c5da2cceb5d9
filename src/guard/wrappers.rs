//! Commands that run another command after their own options (`env`, `sudo`, `nice`, `timeout`,
//! …): one table of option grammars ([`WRAPPERS`]) and one skipper. An option a wrapper's
//! grammar does not hold makes the command opaque: guessing whether it takes a value is how a
//! `git push` hides behind `setsid -w` or `strace -U`.

use super::words::Word;

/// One wrapper's option grammar.
pub(super) struct Wrapper {
    pub names: &'static [&'static str],
    /// Short options without a value.
    pub flags: &'static str,
    /// Short options taking a value (the rest of the word, or the next word).
    pub valued: &'static str,
    /// Short options whose optional value can only be attached (`-n10`); the rest of the word.
    pub attached: &'static str,
    /// Short options after which no command runs (a listing, a pid mode, help).
    pub stops: &'static str,
    pub long_flags: &'static [&'static str],
    pub long_valued: &'static [&'static str],
    pub long_stops: &'static [&'static str],
    /// Any `--name=value` is one word (tools whose every long option is written that way).
    pub any_long_eq: bool,
    /// `-10` is an option (nice).
    pub numeric: bool,
    /// Operands between the options and the command (timeout's duration, chroot's root).
    pub operands: usize,
    /// Options whose value is the directory the command runs in.
    pub chdir: &'static [&'static str],
    /// Options whose value becomes the command's `argv[0]`.
    pub argv0: &'static [&'static str],
    /// The command runs where the guard cannot tell (another root, a unit's directory).
    pub elsewhere: Option<&'static str>,
    /// With no command it starts a shell reading stdin.
    pub bare_shell: bool,
    /// `NAME=value` words may follow the options (sudo).
    pub assignments: bool,
}

const W: Wrapper = Wrapper {
    names: &[],
    flags: "",
    valued: "",
    attached: "",
    stops: "",
    long_flags: &[],
    long_valued: &[],
    long_stops: &["--help", "--version"],
    any_long_eq: false,
    numeric: false,
    operands: 0,
    chdir: &[],
    argv0: &[],
    elsewhere: None,
    bare_shell: false,
    assignments: false,
};

/// Wrappers and their option grammars (GNU coreutils, util-linux, sudo, … as documented).
pub(super) const WRAPPERS: &[Wrapper] = &[
    Wrapper {
        names: &["command"],
        flags: "p",
        stops: "vV",
        long_stops: &[],
        ..W
    },
    Wrapper {
        names: &["builtin", "noglob", "nocorrect", "coproc", "catchsegv"],
        long_stops: &[],
        ..W
    },
    Wrapper {
        names: &["nohup"],
        ..W
    },
    Wrapper {
        names: &["exec"],
        flags: "cl",
        valued: "a",
        argv0: &["-a"],
        long_stops: &[],
        ..W
    },
    Wrapper {
        names: &["time"],
        flags: "pvqa",
        valued: "fo",
        long_flags: &["--portability", "--verbose", "--quiet", "--append"],
        long_valued: &["--format", "--output"],
        ..W
    },
    Wrapper {
        names: &["nice"],
        valued: "n",
        long_valued: &["--adjustment"],
        numeric: true,
        ..W
    },
    Wrapper {
        names: &["setsid"],
        flags: "cfw",
        long_flags: &["--ctty", "--fork", "--wait"],
        ..W
    },
    Wrapper {
        names: &["caffeinate"],
        flags: "dimsu",
        valued: "tw",
        ..W
    },
    Wrapper {
        names: &["stdbuf"],
        valued: "ioe",
        long_valued: &["--input", "--output", "--error"],
        ..W
    },
    Wrapper {
        names: &["ionice"],
        flags: "t",
        valued: "cn",
        stops: "pPu",
        long_flags: &["--ignore"],
        long_valued: &["--class", "--classdata"],
        long_stops: &["--pid", "--pgid", "--uid", "--help", "--version"],
        ..W
    },
    Wrapper {
        names: &["timeout"],
        flags: "fpv",
        valued: "ks",
        long_flags: &["--foreground", "--preserve-status", "--verbose"],
        long_valued: &["--kill-after", "--signal"],
        operands: 1,
        ..W
    },
    Wrapper {
        names: &["doas"],
        flags: "ns",
        valued: "ua",
        stops: "LC",
        ..W
    },
    Wrapper {
        names: &["sudo"],
        flags: "AbEHnPSsikN",
        valued: "ugChprtTUR",
        stops: "elVvKh",
        long_flags: &[
            "--askpass",
            "--background",
            "--preserve-env",
            "--set-home",
            "--login",
            "--non-interactive",
            "--preserve-groups",
            "--stdin",
            "--shell",
            "--reset-timestamp",
            "--bell",
            "--no-update",
        ],
        long_valued: &[
            "--user",
            "--group",
            "--close-from",
            "--host",
            "--prompt",
            "--role",
            "--type",
            "--command-timeout",
            "--other-user",
            "--chroot",
        ],
        long_stops: &[
            "--edit",
            "--list",
            "--version",
            "--validate",
            "--remove-timestamp",
            "--help",
        ],
        chdir: &["-D", "--chdir"],
        assignments: true,
        ..W
    },
    Wrapper {
        names: &["pkexec"],
        long_flags: &["--disable-internal-agent", "--keep-cwd"],
        long_valued: &["--user"],
        ..W
    },
    Wrapper {
        names: &["proxychains", "proxychains4"],
        flags: "q",
        valued: "f",
        ..W
    },
    Wrapper {
        names: &["torsocks", "torify"],
        flags: "qdi6",
        valued: "uapP",
        long_flags: &["--isolate", "--quiet", "--debug"],
        long_valued: &["--user", "--pass", "--address", "--port"],
        long_stops: &["--shell", "--help", "--version"],
        ..W
    },
    Wrapper {
        names: &["fakeroot"],
        valued: "lsib",
        long_flags: &["--unknown-is-real"],
        long_valued: &["--lib", "--faked"],
        stops: "vh",
        ..W
    },
    Wrapper {
        names: &["dbus-run-session"],
        long_valued: &["--config-file", "--dbus-daemon"],
        ..W
    },
    Wrapper {
        names: &["unbuffer"],
        flags: "p",
        ..W
    },
    Wrapper {
        names: &["chronic"],
        flags: "ev",
        ..W
    },
    Wrapper {
        names: &["strace"],
        flags: "cCdDfFhiqrtTvVwxyzZkn",
        valued: "abeEIoOpPsSuUX",
        stops: "hV",
        any_long_eq: true,
        long_flags: &[
            "--follow-forks",
            "--output-separately",
            "--summary-only",
            "--summary",
            "--quiet",
            "--no-abbrev",
            "--verbose",
            "--relative-timestamps",
            "--absolute-timestamps",
            "--syscall-times",
            "--instruction-pointer",
            "--stack-trace",
            "--seccomp-bpf",
            "--decode-fds",
            "--decode-pids",
        ],
        long_valued: &[
            "--trace",
            "--signal",
            "--status",
            "--output",
            "--string-limit",
            "--columns",
            "--user",
            "--env",
            "--attach",
            "--trace-path",
        ],
        ..W
    },
    Wrapper {
        names: &["ltrace"],
        flags: "bcCfhiLrStTV",
        valued: "aAeDFlnopsuwx",
        stops: "hV",
        any_long_eq: true,
        ..W
    },
    Wrapper {
        names: &["valgrind"],
        flags: "qvd",
        stops: "h",
        any_long_eq: true,
        long_flags: &["--quiet", "--verbose"],
        ..W
    },
    Wrapper {
        names: &["taskset"],
        flags: "ac",
        stops: "pVh",
        long_flags: &["--all-tasks", "--cpu-list"],
        long_stops: &["--pid", "--help", "--version"],
        operands: 1,
        ..W
    },
    Wrapper {
        names: &["chroot"],
        long_flags: &["--skip-chdir"],
        long_valued: &["--groups", "--userspec"],
        operands: 1,
        elsewhere: Some("chroot runs it under another root"),
        bare_shell: true,
        ..W
    },
    Wrapper {
        names: &["prlimit"],
        attached: "cdefilmnqrstuvxy",
        valued: "o",
        stops: "pVh",
        any_long_eq: true,
        long_flags: &["--noheadings", "--raw", "--verbose"],
        long_valued: &["--output"],
        long_stops: &["--pid", "--help", "--version"],
        ..W
    },
    Wrapper {
        names: &["chrt"],
        flags: "abdefiormRv",
        valued: "TPD",
        stops: "pmhV",
        any_long_eq: true,
        long_flags: &[
            "--all-tasks",
            "--batch",
            "--deadline",
            "--fifo",
            "--idle",
            "--other",
            "--rr",
            "--reset-on-fork",
            "--verbose",
            "--ext",
        ],
        long_valued: &["--sched-runtime", "--sched-period", "--sched-deadline"],
        long_stops: &["--pid", "--max", "--help", "--version"],
        operands: 1,
        ..W
    },
    Wrapper {
        names: &["unshare"],
        flags: "muinpUCTfrcl",
        valued: "SGR",
        stops: "hV",
        any_long_eq: true,
        long_flags: &[
            "--mount",
            "--uts",
            "--ipc",
            "--net",
            "--pid",
            "--user",
            "--cgroup",
            "--time",
            "--fork",
            "--map-root-user",
            "--map-current-user",
            "--map-auto",
            "--keep-caps",
            "--kill-child",
            "--mount-proc",
            "--mount-binfmt",
        ],
        long_valued: &[
            "--setuid",
            "--setgid",
            "--root",
            "--propagation",
            "--setgroups",
            "--map-user",
            "--map-group",
            "--map-users",
            "--map-groups",
            "--load-interp",
        ],
        chdir: &["-w", "--wd"],
        bare_shell: true,
        ..W
    },
    Wrapper {
        names: &["busybox"],
        long_stops: &["--list", "--help"],
        ..W
    },
];

/// The wrapper called `name`, if it is one.
pub(super) fn wrapper(name: &str) -> Option<&'static Wrapper> {
    WRAPPERS.iter().find(|w| w.names.contains(&name))
}

/// What the skipper found after a wrapper's options.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Skipped {
    /// The command starts at this word.
    Command(usize),
    /// No command runs (a listing, a pid mode, no words left).
    Nothing,
    /// An option the grammar does not hold (or one that is not literal).
    Unknown(String),
}

/// A directory or `argv[0]` option met on the way.
#[derive(Debug, Default)]
pub(super) struct Seen {
    pub chdir: Vec<Word>,
    pub argv0: Option<Word>,
}

/// Which long option `name` (`--x`, without `=value`) spells: exact, else a unique prefix (as
/// getopt_long accepts abbreviations). `None`: unknown or ambiguous.
pub(super) fn long_option<'a>(name: &str, known: &[&'a str]) -> Option<&'a str> {
    if let Some(k) = known.iter().find(|k| **k == name) {
        return Some(k);
    }
    let mut hits = known
        .iter()
        .filter(|k| k.starts_with(name) && name.len() > 2);
    let first = hits.next()?;
    hits.next().is_none().then_some(*first)
}

/// Skips `w`'s options in `words` (the words after the wrapper's name).
pub(super) fn skip(w: &Wrapper, words: &[Word], seen: &mut Seen) -> Skipped {
    let mut i = 0;
    while let Some(word) = words.get(i) {
        let t = word.text.as_str();
        if !t.starts_with('-') || t == "-" {
            break;
        }
        if !word.lit {
            return Skipped::Unknown(word.raw.clone());
        }
        if t == "--" {
            i += 1;
            break;
        }
        if let Some(long) = t.strip_prefix("--") {
            let (name, inline) = match long.split_once('=') {
                Some((n, v)) => (format!("--{n}"), Some(v)),
                None => (t.to_string(), None),
            };
            let mut all: Vec<&str> = Vec::new();
            all.extend(w.long_flags);
            all.extend(w.long_valued);
            all.extend(w.long_stops);
            let chdir_long: Vec<&str> = w
                .chdir
                .iter()
                .copied()
                .filter(|c| c.starts_with("--"))
                .collect();
            all.extend(&chdir_long);
            match long_option(&name, &all) {
                Some(o) if w.long_stops.contains(&o) => return Skipped::Nothing,
                Some(o) if w.long_valued.contains(&o) || chdir_long.contains(&o) => {
                    let value = match inline {
                        Some(v) => {
                            i += 1;
                            Word::lit(v)
                        }
                        None => {
                            i += 2;
                            match words.get(i - 1) {
                                Some(v) => v.clone(),
                                None => return Skipped::Nothing,
                            }
                        }
                    };
                    if chdir_long.contains(&o) {
                        seen.chdir.push(value);
                    }
                }
                Some(_) => i += 1,
                None if w.any_long_eq && inline.is_some() => i += 1,
                None => return Skipped::Unknown(t.to_string()),
            }
            continue;
        }
        let cluster = &t[1..];
        if w.numeric && cluster.chars().all(|c| c.is_ascii_digit()) {
            i += 1;
            continue;
        }
        let mut next = i + 1;
        for (k, c) in cluster.char_indices() {
            let rest = &cluster[k + c.len_utf8()..];
            let spelled = format!("-{c}");
            if w.stops.contains(c) {
                return Skipped::Nothing;
            }
            let is_chdir = w.chdir.contains(&spelled.as_str());
            let is_argv0 = w.argv0.contains(&spelled.as_str());
            if w.valued.contains(c) || is_chdir {
                let value = if rest.is_empty() {
                    next = i + 2;
                    match words.get(i + 1) {
                        Some(v) => v.clone(),
                        None => return Skipped::Nothing,
                    }
                } else {
                    Word::lit(rest)
                };
                if is_chdir {
                    seen.chdir.push(value);
                } else if is_argv0 {
                    seen.argv0 = Some(value);
                }
                break;
            }
            if w.attached.contains(c) {
                break;
            }
            if !w.flags.contains(c) {
                return Skipped::Unknown(t.to_string());
            }
        }
        i = next;
    }
    if w.assignments {
        while words
            .get(i)
            .is_some_and(|w| w.text.split_once('=').is_some_and(|(n, _)| is_name(n)))
        {
            i += 1;
        }
    }
    i += w.operands;
    if i >= words.len() {
        Skipped::Nothing
    } else {
        Skipped::Command(i)
    }
}

/// A shell variable name.
pub(super) fn is_name(n: &str) -> bool {
    !n.is_empty()
        && !n.starts_with(|c: char| c.is_ascii_digit())
        && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<Word> {
        s.split_whitespace().map(Word::lit).collect()
    }

    fn at(name: &str, s: &str) -> Skipped {
        let w = wrapper(name).unwrap();
        skip(w, &words(s), &mut Seen::default())
    }

    #[test]
    fn the_slips_of_issue_11_are_read_by_the_grammar() {
        assert_eq!(at("setsid", "-w git push"), Skipped::Command(1));
        assert_eq!(at("nohup", "-- git push"), Skipped::Command(1));
        assert_eq!(at("fakeroot", "-- git push"), Skipped::Command(1));
        assert_eq!(at("strace", "-U name,pid git push"), Skipped::Command(2));
        assert_eq!(at("timeout", "--sig=KILL 5 git push"), Skipped::Command(2));
        assert_eq!(at("nice", "-10 git push"), Skipped::Command(1));
        assert_eq!(at("nice", "-n10 git push"), Skipped::Command(1));
        assert_eq!(at("sudo", "-u bob A=1 git push"), Skipped::Command(3));
        assert_eq!(at("chrt", "-f 10 git push"), Skipped::Command(2));
        assert_eq!(
            at("prlimit", "--nofile=10 -n5 git push"),
            Skipped::Command(2)
        );
        assert_eq!(at("taskset", "-p 1"), Skipped::Nothing);
        assert!(matches!(at("setsid", "-Z git push"), Skipped::Unknown(_)));
        assert!(matches!(
            at("nice", "--bogus git push"),
            Skipped::Unknown(_)
        ));
        let mut seen = Seen::default();
        let w = wrapper("exec").unwrap();
        assert_eq!(
            skip(w, &words("-a git-commit git -m x"), &mut seen),
            Skipped::Command(2)
        );
        assert_eq!(seen.argv0.map(|w| w.text), Some("git-commit".to_string()));
    }
}
