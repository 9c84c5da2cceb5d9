//! The guard's tables: git's own commands, configuration and environment git executes, and
//! interpreters that run code given on their command line or stdin.

/// Git's own commands: never looked up as aliases (git runs the builtin).
pub(super) const BUILTINS: &[&str] = &[
    "add",
    "commit",
    "push",
    "merge",
    "am",
    "annotate",
    "apply",
    "archive",
    "bisect",
    "blame",
    "branch",
    "bugreport",
    "bundle",
    "cat-file",
    "check-attr",
    "check-ignore",
    "check-mailmap",
    "check-ref-format",
    "checkout",
    "checkout-index",
    "cherry",
    "cherry-pick",
    "citool",
    "clean",
    "clone",
    "column",
    "commit-graph",
    "commit-tree",
    "config",
    "count-objects",
    "credential",
    "describe",
    "diagnose",
    "diff",
    "diff-files",
    "diff-index",
    "diff-tree",
    "difftool",
    "fast-export",
    "fast-import",
    "fetch",
    "fetch-pack",
    "filter-branch",
    "fmt-merge-msg",
    "for-each-ref",
    "for-each-repo",
    "format-patch",
    "fsck",
    "gc",
    "get-tar-commit-id",
    "grep",
    "gui",
    "hash-object",
    "help",
    "hook",
    "index-pack",
    "init",
    "init-db",
    "instaweb",
    "interpret-trailers",
    "log",
    "ls-files",
    "ls-remote",
    "ls-tree",
    "mailinfo",
    "mailsplit",
    "maintenance",
    "merge-base",
    "merge-file",
    "merge-index",
    "merge-one-file",
    "merge-tree",
    "mergetool",
    "mktag",
    "mktree",
    "multi-pack-index",
    "mv",
    "name-rev",
    "notes",
    "pack-objects",
    "pack-refs",
    "patch-id",
    "prune",
    "prune-packed",
    "pull",
    "range-diff",
    "read-tree",
    "rebase",
    "receive-pack",
    "reflog",
    "refs",
    "remote",
    "repack",
    "replace",
    "replay",
    "request-pull",
    "rerere",
    "reset",
    "restore",
    "rev-list",
    "rev-parse",
    "revert",
    "rm",
    "send-email",
    "send-pack",
    "shortlog",
    "show",
    "show-branch",
    "show-index",
    "show-ref",
    "sparse-checkout",
    "stage",
    "stash",
    "status",
    "stripspace",
    "submodule",
    "switch",
    "symbolic-ref",
    "tag",
    "unpack-file",
    "unpack-objects",
    "update-index",
    "update-ref",
    "update-server-info",
    "upload-archive",
    "upload-pack",
    "var",
    "verify-commit",
    "verify-pack",
    "verify-tag",
    "version",
    "whatchanged",
    "worktree",
    "write-tree",
];

/// Git's own commands: never looked up as aliases.
pub(super) fn is_builtin(verb: &str) -> bool {
    BUILTINS.contains(&verb)
}

/// Environment variables that move where git reads configuration (or its commands) from.
pub(super) const CONFIG_SOURCES: &[&str] = &[
    "GIT_CONFIG_GLOBAL",
    "GIT_CONFIG_SYSTEM",
    "GIT_CONFIG",
    "GIT_CONFIG_NOSYSTEM",
    "HOME",
    "XDG_CONFIG_HOME",
    "GIT_EXEC_PATH",
];

/// Environment variables whose value git (or ssh, or an editor it starts) runs as a command.
pub(super) const EXEC_ENV: &[&str] = &[
    "GIT_EXTERNAL_DIFF",
    "GIT_SSH_COMMAND",
    "GIT_SSH",
    "GIT_EDITOR",
    "GIT_SEQUENCE_EDITOR",
    "GIT_PAGER",
    "GIT_ASKPASS",
    "SSH_ASKPASS",
    "GIT_PROXY_COMMAND",
    "EDITOR",
    "VISUAL",
    "PAGER",
];

/// Configuration keys (lower case) whose value git runs as a command; `*` stands for one
/// subsection (`diff.<driver>.textconv`).
const EXEC_KEYS: &[&str] = &[
    "core.fsmonitor",
    "core.sshcommand",
    "core.editor",
    "core.pager",
    "core.askpass",
    "core.gitproxy",
    "core.alternaterefscommand",
    "diff.external",
    "sequence.editor",
    "gpg.program",
    "gpg.*.program",
    "credential.helper",
    "credential.*.helper",
    "uploadpack.packobjectshook",
    "interactive.difffilter",
    "web.browser",
    "remote.*.uploadpack",
    "remote.*.receivepack",
    "remote.*.proxy",
    "pager.*",
    "diff.*.textconv",
    "diff.*.command",
    "merge.*.driver",
    "filter.*.clean",
    "filter.*.smudge",
    "filter.*.process",
    "difftool.*.cmd",
    "mergetool.*.cmd",
    "browser.*.cmd",
    "man.*.cmd",
    "submodule.*.update",
    "sendemail.smtpserver",
    "sendemail.sendmailcmd",
];

/// Whether git runs the value of configuration `key` as a command.
pub(super) fn is_exec_key(key: &str) -> bool {
    let key = key.to_ascii_lowercase();
    let parts: Vec<&str> = key.splitn(2, '.').collect();
    let (section, rest) = match parts.as_slice() {
        [s, r] => (*s, *r),
        _ => return false,
    };
    EXEC_KEYS.iter().any(|pat| {
        let p: Vec<&str> = pat.splitn(2, '.').collect();
        let (ps, pr) = (p[0], p.get(1).copied().unwrap_or(""));
        if ps != section {
            return false;
        }
        match pr.split_once('.') {
            // section.*.name: a subsection (which may hold dots) then the name.
            Some(("*", name)) => rest.rsplit_once('.').is_some_and(|(_, n)| n == name),
            _ if pr == "*" => true,
            _ => rest == pr,
        }
    })
}

/// Configuration keys that move where git reads hooks, configuration or its work tree.
pub(super) fn is_source_key(key: &str) -> bool {
    let key = key.to_ascii_lowercase();
    key == "include.path"
        || key.starts_with("includeif.")
        || key == "core.hookspath"
        || key == "core.worktree"
        || key.starts_with("url.")
        || key.starts_with("protocol.")
        || key.ends_with(".url") && key.starts_with("remote.")
}

/// The git commands `help.autocorrect` may turn a misspelling into that the gate cares about.
pub(super) const CORRECTABLE: &[&str] = &[
    "commit",
    "push",
    "merge",
    "pull",
    "rebase",
    "am",
    "cherry-pick",
    "revert",
    "reset",
    "fetch",
    "update-ref",
    "send-pack",
    "fast-import",
    "branch",
    "checkout",
    "switch",
];

/// An interpreter: which options give it code on the command line, and whether it reads its
/// program from stdin when given no script.
pub(super) struct Interp {
    pub names: &'static [&'static str],
    /// Also names that start with one of `names` followed by a version (`python3.12`).
    pub versioned: bool,
    /// Short options whose value is code (`-c`, `-e`).
    pub code: &'static str,
    /// Long options whose value is code.
    pub code_long: &'static [&'static str],
    /// Short options that take a value that is not code (the next word, or the rest of this).
    pub valued: &'static str,
    pub valued_long: &'static [&'static str],
    /// Short options after which it runs no program of ours (version, help, a module).
    pub stops: &'static str,
    pub stops_long: &'static [&'static str],
    /// With no script operand it reads its program from stdin (or a terminal).
    pub stdin: bool,
    /// Word that, as the first operand, means the program comes from stdin.
    pub subcommands_code: &'static [&'static str],
}

const NO_INTERP: Interp = Interp {
    names: &[],
    versioned: false,
    code: "",
    code_long: &[],
    valued: "",
    valued_long: &[],
    stops: "",
    stops_long: &["--version", "--help"],
    stdin: true,
    subcommands_code: &[],
};

/// Interpreters given code inline or on stdin: opaque (awk, sed and make are read apart).
pub(super) const INTERPRETERS: &[Interp] = &[
    Interp {
        names: &["python", "python2", "python3", "pypy", "pypy3"],
        versioned: true,
        code: "c",
        valued: "WXQ",
        stops: "mVh",
        ..NO_INTERP
    },
    Interp {
        names: &["node", "nodejs"],
        code: "ep",
        code_long: &["--eval", "--print"],
        valued: "r",
        valued_long: &[
            "--require",
            "--import",
            "--input-type",
            "--loader",
            "--title",
        ],
        stops: "vh",
        stops_long: &["--version", "--help", "--test", "--run"],
        ..NO_INTERP
    },
    Interp {
        names: &["deno"],
        code_long: &["--eval"],
        stdin: false,
        subcommands_code: &["eval", "repl"],
        ..NO_INTERP
    },
    Interp {
        names: &["bun"],
        code: "e",
        code_long: &["--eval", "--print"],
        stdin: false,
        ..NO_INTERP
    },
    Interp {
        names: &["perl"],
        versioned: true,
        code: "eE",
        valued: "IMmx",
        stops: "vh",
        ..NO_INTERP
    },
    Interp {
        names: &["ruby", "jruby"],
        versioned: true,
        code: "e",
        valued: "rICEKF",
        stops: "vh",
        ..NO_INTERP
    },
    Interp {
        names: &["php"],
        versioned: true,
        code: "rRBE",
        valued: "dcfz",
        stops: "vhmi",
        ..NO_INTERP
    },
    Interp {
        names: &["lua", "luajit"],
        versioned: true,
        code: "e",
        valued: "l",
        stops: "v",
        ..NO_INTERP
    },
    Interp {
        names: &["Rscript", "R"],
        code: "e",
        ..NO_INTERP
    },
    Interp {
        names: &[
            "tclsh", "wish", "expect", "jshell", "irb", "pry", "ghci", "guile", "sbcl", "racket",
        ],
        versioned: true,
        code: "ce",
        code_long: &["--eval", "--expr"],
        ..NO_INTERP
    },
    Interp {
        names: &["osascript"],
        code: "e",
        ..NO_INTERP
    },
    Interp {
        names: &[
            "julia", "elixir", "scala", "groovy", "kotlin", "clojure", "swift",
        ],
        code: "eE",
        code_long: &["--eval", "--print", "-eval"],
        stdin: false,
        ..NO_INTERP
    },
    Interp {
        names: &["pwsh-preview", "zx", "tsx", "ts-node"],
        code: "e",
        code_long: &["--eval"],
        ..NO_INTERP
    },
    Interp {
        names: &["vim", "vi", "nvim", "ex", "view", "vimdiff", "gvim"],
        code: "cS",
        code_long: &["--cmd"],
        stdin: false,
        ..NO_INTERP
    },
    Interp {
        names: &["emacs", "emacsclient"],
        code_long: &[
            "--eval",
            "-eval",
            "--execute",
            "-l",
            "--load",
            "-f",
            "--funcall",
        ],
        stdin: false,
        ..NO_INTERP
    },
    Interp {
        names: &["gdb", "lldb"],
        code_long: &[
            "-ex",
            "--ex",
            "-eval-command",
            "--eval-command",
            "-iex",
            "-o",
            "--one-line",
        ],
        stdin: false,
        ..NO_INTERP
    },
];

/// The interpreter called `name`, if it is one.
pub(super) fn interpreter(name: &str) -> Option<&'static Interp> {
    INTERPRETERS.iter().find(|i| {
        i.names.iter().any(|n| {
            name == *n
                || (i.versioned
                    && name.strip_prefix(n).is_some_and(|v| {
                        !v.is_empty() && v.chars().all(|c| c.is_ascii_digit() || c == '.')
                    }))
        })
    })
}

/// Programs that run a command given after their own options or inside quoted text, with
/// option grammars the guard does not keep: whatever runs through them is opaque.
pub(super) const RUNNERS: &[&str] = &[
    "tmux",
    "screen",
    "hyperfine",
    "watchexec",
    "nodemon",
    "entr",
    "systemd-run",
    "nix-shell",
    "nix",
    "direnv",
    "devbox",
    "mise",
    "asdf",
    "rbenv",
    "pyenv",
    "conda",
    "mamba",
    "micromamba",
    "uv",
    "uvx",
    "poetry",
    "pipenv",
    "pdm",
    "hatch",
    "rye",
    "bundle",
    "pnpm",
    "yarn",
    "bunx",
    "npx",
    "firejail",
    "bwrap",
    "sshpass",
    "ssh-agent",
    "dumb-init",
    "tini",
    "faketime",
    "eatmydata",
    "nocache",
    "setpriv",
    "capsh",
    "runcon",
    "sg",
    "chpst",
    "xvfb-run",
    "perf",
    "heaptrack",
    "numactl",
    "cgexec",
    "systemd-inhibit",
    "at",
    "batch",
    "crontab",
    "docker",
    "podman",
    "lazygit",
];
