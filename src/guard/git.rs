//! git's option grammar, in one place: global options, what each command does (by effect), a
//! commit's scope, `--help`, configuration and environment git executes, aliases and
//! `help.autocorrect`.
//!
//! Effects: a command that records the index as a commit on the current branch is a **commit**
//! (`git commit`; its scope decides which files it holds). A command that moves a branch to
//! another commit or brings commits in is a **merge** (merge, pull, rebase, am, cherry-pick,
//! revert, fast-import, update-ref, `reset <rev>`, `branch -f`, `checkout -B`, `switch -C`,
//! a fetch into a local branch): the gate holds it on every standing finding, as the content
//! it records is not the index. A command that updates another repository is a **push** (push,
//! send-pack, receive-pack, a fetch or pull whose source is this repository on disk).

use std::path::{Path, PathBuf};

use super::tables::{
    is_builtin, is_exec_key, is_source_key, CONFIG_SOURCES, CORRECTABLE, EXEC_ENV,
};
use super::words::Word;
use super::wrappers::long_option;
use super::{clip, get_env, paths, EnvVal, Exec, GitInvocation, Scanner, Verb};

/// The parts of a `git commit` command line that decide which files it holds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CommitScope {
    /// `-a` / `--all`: every modified tracked file.
    pub all: bool,
    /// `-i` / `--include`: the pathspecs are added to the index's content.
    pub include: bool,
    /// Pathspecs after the options (with `--only`, or plain, they replace the index's content).
    pub pathspecs: Vec<String>,
    /// `--amend`: nothing changes for the files it holds.
    pub amend: bool,
    /// Why the files cannot be known from the command line (`--patch`, `--interactive`,
    /// `--pathspec-from-file`): the commit is then gated on every standing finding.
    pub unknown: Option<String>,
}

/// What a long option of `git commit` does to the scope.
#[derive(Clone, Copy, PartialEq, Eq)]
enum CommitOpt {
    All,
    Include,
    Only,
    Amend,
    /// Takes a value (attached with `=`, or the next word).
    Value,
    /// Takes an optional value, attached only.
    OptValue,
    Flag,
    /// The files are chosen interactively.
    Interactive,
    PathspecFile,
    Help,
}

/// `git commit`'s long options (builtin/commit.c).
const COMMIT_LONG: &[(&str, CommitOpt)] = &[
    ("--all", CommitOpt::All),
    ("--include", CommitOpt::Include),
    ("--only", CommitOpt::Only),
    ("--amend", CommitOpt::Amend),
    ("--message", CommitOpt::Value),
    ("--file", CommitOpt::Value),
    ("--reuse-message", CommitOpt::Value),
    ("--reedit-message", CommitOpt::Value),
    ("--fixup", CommitOpt::Value),
    ("--squash", CommitOpt::Value),
    ("--author", CommitOpt::Value),
    ("--date", CommitOpt::Value),
    ("--template", CommitOpt::Value),
    ("--cleanup", CommitOpt::Value),
    ("--trailer", CommitOpt::Value),
    ("--pathspec-from-file", CommitOpt::PathspecFile),
    ("--gpg-sign", CommitOpt::OptValue),
    ("--untracked-files", CommitOpt::OptValue),
    ("--interactive", CommitOpt::Interactive),
    ("--patch", CommitOpt::Interactive),
    ("--help", CommitOpt::Help),
    ("--quiet", CommitOpt::Flag),
    ("--verbose", CommitOpt::Flag),
    ("--dry-run", CommitOpt::Flag),
    ("--short", CommitOpt::Flag),
    ("--branch", CommitOpt::Flag),
    ("--porcelain", CommitOpt::Flag),
    ("--long", CommitOpt::Flag),
    ("--null", CommitOpt::Flag),
    ("--signoff", CommitOpt::Flag),
    ("--no-verify", CommitOpt::Flag),
    ("--verify", CommitOpt::Flag),
    ("--allow-empty", CommitOpt::Flag),
    ("--allow-empty-message", CommitOpt::Flag),
    ("--edit", CommitOpt::Flag),
    ("--reset-author", CommitOpt::Flag),
    ("--status", CommitOpt::Flag),
    ("--no-post-rewrite", CommitOpt::Flag),
    ("--ahead-behind", CommitOpt::Flag),
    ("--pathspec-file-nul", CommitOpt::Flag),
];

impl CommitScope {
    /// Read a commit's arguments (the words after `commit`) with git's grammar: clustered
    /// short options, long options abbreviated to any unique prefix, `--no-` forms, `--`.
    pub fn from_args(args: &[String]) -> CommitScope {
        let mut s = CommitScope::default();
        let mut i = 0;
        let mut after_dashdash = false;
        let names: Vec<&str> = COMMIT_LONG.iter().map(|(n, _)| *n).collect();
        while i < args.len() {
            let a = args[i].as_str();
            if after_dashdash || a == "-" || !a.starts_with('-') {
                s.pathspecs.push(a.to_string());
            } else if a == "--" {
                after_dashdash = true;
            } else if a.starts_with("--") {
                let (name, inline) = match a.split_once('=') {
                    Some((n, v)) => (n, Some(v)),
                    None => (a, None),
                };
                // `--no-all`, `--no-edit`: the negation of an option.
                let (negated, base) = match name.strip_prefix("--no-") {
                    Some(rest) if long_option(name, &names).is_none() => {
                        (true, format!("--{rest}"))
                    }
                    _ => (false, name.to_string()),
                };
                match long_option(&base, &names)
                    .and_then(|n| COMMIT_LONG.iter().find(|(k, _)| *k == n))
                    .map(|(_, o)| *o)
                {
                    Some(CommitOpt::All) => s.all = !negated,
                    Some(CommitOpt::Include) => s.include = !negated,
                    Some(CommitOpt::Only) => s.include = negated && s.include,
                    Some(CommitOpt::Amend) => s.amend = !negated,
                    Some(CommitOpt::Value) if inline.is_none() && !negated => i += 1,
                    Some(CommitOpt::Interactive) if !negated => {
                        s.unknown = Some(format!("{name} chooses the files interactively"))
                    }
                    Some(CommitOpt::PathspecFile) if !negated => {
                        if inline.is_none() {
                            i += 1;
                        }
                        s.unknown = Some("the pathspecs come from a file".to_string());
                    }
                    Some(_) => {}
                    // Unknown or ambiguous: git refuses the command.
                    None => {}
                }
            } else {
                // Clustered short options: -am "msg", -qa, -mx, -uno.
                let flags = &a[1..];
                for (k, ch) in flags.char_indices() {
                    match ch {
                        'a' => s.all = true,
                        'i' => s.include = true,
                        'o' => s.include = false,
                        'p' => s.unknown = Some("--patch chooses the files interactively".into()),
                        'm' | 'F' | 'C' | 'c' | 't' => {
                            // The value is the rest of this word, or the next word.
                            if k + 1 == flags.len() {
                                i += 1;
                            }
                            break;
                        }
                        // Optional values, attached only.
                        'S' | 'u' => break,
                        _ => {}
                    }
                }
            }
            i += 1;
        }
        s
    }
}

/// Short options taking a value (the next word when not attached), per command, for reading
/// where `--help` stands.
fn valued_short(verb: &str) -> &'static str {
    match verb {
        "commit" => "mFCct",
        "push" => "o",
        "merge" | "pull" => "mFsX",
        _ => "",
    }
}

fn valued_long(verb: &str) -> &'static [&'static str] {
    match verb {
        "commit" => &[
            "--message",
            "--file",
            "--reuse-message",
            "--reedit-message",
            "--fixup",
            "--squash",
            "--author",
            "--date",
            "--template",
            "--cleanup",
            "--trailer",
            "--pathspec-from-file",
        ],
        "push" => &["--repo", "--receive-pack", "--exec", "--push-option"],
        "merge" | "pull" => &[
            "--message",
            "--file",
            "--strategy",
            "--strategy-option",
            "--cleanup",
            "--into-name",
        ],
        _ => &[],
    }
}

/// `git VERB --help`, `git VERB -h` (alone): git shows help and runs nothing. `--help` counts
/// wherever it stands as an option (parse-options), not as an option's value or after `--`.
pub(super) fn is_help(verb: &str, args: &[Word]) -> bool {
    if args.len() == 1 && args[0].lit && args[0].text == "-h" {
        return true;
    }
    let valued = valued_short(verb);
    let long = valued_long(verb);
    let mut i = 0;
    while let Some(w) = args.get(i) {
        let t = w.text.as_str();
        if !w.lit {
            i += 1;
            continue;
        }
        if t == "--" {
            return false;
        }
        if t == "--help" {
            return true;
        }
        if i == 0 && t != "--help" && !matches!(verb, "commit" | "push" | "merge" | "pull") {
            // Other commands: only `git VERB --help` (git.c) is certain.
            return false;
        }
        if let Some(l) = t.strip_prefix("--") {
            if !l.contains('=') && long_option(t, long).is_some() {
                i += 1;
            }
        } else if let Some(cluster) = t.strip_prefix('-') {
            for (k, c) in cluster.char_indices() {
                if valued.contains(c) {
                    if k + 1 == cluster.len() {
                        i += 1;
                    }
                    break;
                }
            }
        }
        i += 1;
    }
    false
}

/// A revision that names HEAD or one of its ancestors (`HEAD`, `HEAD~2`, `@^`): moving a branch
/// there brings nothing in.
fn is_head_ancestor(rev: &str) -> bool {
    let rest = rev
        .strip_prefix("HEAD")
        .or_else(|| rev.strip_prefix('@'))
        .unwrap_or("-");
    rest.chars()
        .all(|c| c == '~' || c == '^' || c.is_ascii_digit())
}

/// Positional words (not options, not option values we know of) before `--`.
fn positionals(args: &[Word], valued: &[&str]) -> Vec<Word> {
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(w) = args.get(i) {
        if w.text == "--" {
            break;
        }
        if w.text.starts_with('-') && w.text.len() > 1 {
            if valued.contains(&w.text.as_str()) {
                i += 1;
            }
        } else {
            out.push(w.clone());
        }
        i += 1;
    }
    out
}

fn has_opt(args: &[Word], short: &[char], long: &[&str]) -> bool {
    args.iter().take_while(|w| w.text != "--").any(|w| {
        let t = w.text.as_str();
        if let Some(l) = t.strip_prefix("--") {
            let name = format!("--{}", l.split('=').next().unwrap_or(""));
            long.iter()
                .any(|o| *o == name || (name.len() > 4 && o.starts_with(&name)))
        } else if let Some(c) = t.strip_prefix('-') {
            !c.is_empty() && c.chars().any(|ch| short.contains(&ch))
        } else {
            false
        }
    })
}

/// Is `w` a repository on this machine (a path, `file://`, not a URL or remote name)?
fn local_repo(w: &Word, dir: &Path) -> Option<PathBuf> {
    if !w.lit {
        return None;
    }
    let t = w.text.as_str();
    let path = if let Some(p) = t.strip_prefix("file://") {
        p
    } else if t.starts_with('/')
        || t.starts_with("./")
        || t.starts_with("../")
        || t == "."
        || t == ".."
        || t.starts_with('~')
    {
        t
    } else {
        return None;
    };
    Some(paths::physical(dir, path))
}

/// What one git command does, by effect.
pub(super) enum Effect {
    Verb(Verb),
    Nothing,
}

/// The effect of `git VERB ARGS` run in `dir`; extra invocations (a push out of a local source
/// repository) are added to `extra`.
fn effect(verb: &str, args: &[Word], dir: &Path, extra: &mut Vec<(Verb, PathBuf)>) -> Effect {
    use Effect::{Nothing, Verb as V};
    match verb {
        "commit" => V(Verb::Commit),
        "add" | "stage" => V(Verb::Add),
        "rm" => V(Verb::Rm),
        "mv" => V(Verb::Mv),
        "push" | "send-pack" | "receive-pack" => V(Verb::Push),
        "merge" | "am" | "rebase" | "cherry-pick" | "revert" | "fast-import" | "filter-branch"
        | "replay" => V(Verb::Merge),
        "pull" | "fetch" => {
            let pos = positionals(
                args,
                &[
                    "--upload-pack",
                    "-o",
                    "--server-option",
                    "--depth",
                    "--refmap",
                    "-j",
                    "--jobs",
                ],
            );
            if let Some(src) = pos.first().and_then(|w| local_repo(w, dir)) {
                // Content of the source repository goes into this one: a push from there.
                extra.push((Verb::Push, src));
            }
            if verb == "pull" {
                return V(Verb::Merge);
            }
            let writes_branch = pos.iter().skip(1).any(|w| {
                let t = w.text.trim_start_matches('+');
                t.split_once(':').is_some_and(|(_, dst)| {
                    !dst.is_empty()
                        && !dst.starts_with("refs/remotes/")
                        && !dst.starts_with("refs/tags/")
                })
            }) || has_opt(args, &[], &["--update-head-ok"]);
            if writes_branch {
                V(Verb::Merge)
            } else {
                Nothing
            }
        }
        "update-ref" => {
            if has_opt(args, &['d'], &["--delete"]) {
                Nothing
            } else {
                V(Verb::Merge)
            }
        }
        "reset" => {
            let (before, has_dashdash) = match args.iter().position(|w| w.text == "--") {
                Some(p) => (&args[..p], true),
                None => (args, false),
            };
            let pos = positionals(before, &["--pathspec-from-file"]);
            let mode = has_opt(
                before,
                &[],
                &["--soft", "--hard", "--mixed", "--merge", "--keep"],
            );
            let rev = match pos.first() {
                None => return Nothing,
                Some(first) if has_dashdash || mode || pos.len() == 1 => first,
                Some(_) => return Nothing,
            };
            if !rev.lit {
                return V(Verb::Merge);
            }
            // Without a mode and `--`, a word that is a file is a path, not a revision.
            if !mode && !has_dashdash && dir.join(&rev.text).exists() {
                return Nothing;
            }
            if is_head_ancestor(&rev.text) {
                Nothing
            } else {
                V(Verb::Merge)
            }
        }
        "branch" => {
            if has_opt(args, &['f'], &["--force"]) && !has_opt(args, &['d', 'D'], &["--delete"]) {
                V(Verb::Merge)
            } else {
                Nothing
            }
        }
        "checkout" => {
            if args.iter().any(|w| w.text == "-B") {
                V(Verb::Merge)
            } else {
                Nothing
            }
        }
        "switch" => {
            if args.iter().any(|w| w.text == "-C") || has_opt(args, &[], &["--force-create"]) {
                V(Verb::Merge)
            } else {
                Nothing
            }
        }
        "worktree" => {
            if args.first().is_some_and(|w| w.text == "add") && args.iter().any(|w| w.text == "-B")
            {
                V(Verb::Merge)
            } else {
                Nothing
            }
        }
        _ => Nothing,
    }
}

/// Options of any git command whose value git runs as a shell command.
const EXEC_OPTIONS: &[&str] = &[
    "--upload-pack",
    "--receive-pack",
    "--exec",
    "--extcmd",
    "--open-files-in-pager",
    "--exec-path",
];

/// Distance between two words (insertions, deletions, substitutions, adjacent swaps).
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[a.len()][b.len()]
}

/// The command `help.autocorrect` would run for the misspelt `verb`, among those the gate
/// cares about.
fn autocorrect(verb: &str) -> Option<&'static str> {
    let best = CORRECTABLE
        .iter()
        .map(|c| (distance(verb, c), *c))
        .min_by_key(|(d, _)| *d)?;
    (best.0 <= 2 && best.0 < verb.len()).then_some(best.1)
}

/// Whether `help.autocorrect` runs a correction without asking.
fn autocorrects(value: &str) -> bool {
    !matches!(
        value.trim().to_ascii_lowercase().as_str(),
        "" | "0" | "false" | "no" | "off" | "never" | "show" | "prompt"
    )
}

impl Scanner<'_> {
    /// `git config [options] [set] name value`: remembers aliases and other keys this command
    /// writes, scans values git will run, and notes configuration it cannot follow.
    pub(super) fn learn_config(&mut self, args: &[Word], ex: &Exec) {
        let mut positional: Vec<&Word> = Vec::new();
        let mut i = 0;
        while let Some(w) = args.get(i) {
            let t = w.text.as_str();
            if !w.lit {
                positional.push(w);
            } else if matches!(
                t,
                "-f" | "--file"
                    | "--blob"
                    | "--type"
                    | "-t"
                    | "--default"
                    | "--comment"
                    | "--value"
            ) {
                i += 1;
            } else if t.starts_with('-') {
                if t == "--unset"
                    || t == "--unset-all"
                    || t.starts_with("--get")
                    || t == "-l"
                    || t == "--list"
                    || t == "-e"
                    || t == "--edit"
                {
                    if t == "-e" || t == "--edit" {
                        self.config_written = true;
                    }
                    return;
                }
            } else if !(positional.is_empty() && t == "set") {
                positional.push(w);
            }
            i += 1;
        }
        let (Some(name), Some(value)) = (positional.first(), positional.get(1)) else {
            return;
        };
        if !name.lit {
            self.config_written = true;
            return;
        }
        let key = name.text.to_ascii_lowercase();
        if let Some(alias) = key.strip_prefix("alias.") {
            let value = value.lit.then(|| value.text.clone());
            self.learned.push((alias.to_string(), value));
            return;
        }
        self.learned_config
            .push((key.clone(), value.lit.then(|| value.text.clone())));
        self.config_value(&key, value, ex);
    }

    /// A configuration value set for (or by) this command: run it when git would.
    fn config_value(&mut self, key: &str, value: &Word, ex: &Exec) {
        let key = key.to_ascii_lowercase();
        if is_exec_key(&key) {
            if !value.lit {
                self.opaque(format!("git runs configuration {key} that is not literal"));
                return;
            }
            let text = value.text.trim_start_matches('!').to_string();
            self.nested(&text, ex);
        } else if is_source_key(&key) {
            let v = value.text.trim();
            let harmless = key == "core.hookspath" && (v == "/dev/null" || v.is_empty());
            if key.starts_with("include") {
                self.config_written = true;
            } else if !harmless {
                self.opaque(format!(
                    "git configuration {key} moves where git finds hooks, its work tree or remotes"
                ));
            }
        }
    }

    /// `git [global options] verb args…`.
    pub(super) fn git(
        &mut self,
        words: Vec<Word>,
        ex: &Exec,
        alias: Option<String>,
        expansions: usize,
    ) {
        let mut dir = ex.dir.clone();
        let mut dir_unknown = ex.dir_unknown.clone();
        let mut git_dir: Option<Result<String, String>> = env_path(&ex.env, "GIT_DIR");
        let mut work_tree: Option<Result<String, String>> = env_path(&ex.env, "GIT_WORK_TREE");
        let mut config: Vec<(String, Word)> = env_config(&ex.env);
        let mut dynamic_config = get_env(&ex.env, "GIT_CONFIG_PARAMETERS")
            .is_some_and(|v| matches!(v, EnvVal::Dynamic(_)));
        let mut words = words;
        let mut alias = alias;
        let mut expansions = expansions;
        let mut seen: Vec<String> = Vec::new();
        // Environment git (or ssh, or an editor) runs as a command.
        for var in EXEC_ENV {
            match get_env(&ex.env, var) {
                Some(EnvVal::Set(v)) if !v.is_empty() => {
                    let v = v.clone();
                    self.nested(&v, ex);
                }
                Some(EnvVal::Dynamic(raw)) => {
                    let raw = raw.clone();
                    self.opaque(format!(
                        "{var} runs a command that is not literal: {}",
                        clip(&raw)
                    ))
                }
                _ => {}
            }
        }
        loop {
            if !self.tick() {
                return;
            }
            let mut i = 0;
            let verb = loop {
                let Some(w) = words.get(i) else {
                    if ex.xargs.is_some() {
                        self.opaque("xargs supplies the git subcommand from its input");
                    }
                    return;
                };
                let t = w.text.as_str();
                let value = |i: usize| words.get(i + 1);
                if !t.starts_with('-') || !w.lit {
                    break w.clone();
                }
                let (opt, inline) = match t.split_once('=') {
                    Some((o, v)) if o.starts_with("--") => (o, Some(v)),
                    _ => (t, None),
                };
                let take = |i: &mut usize| -> Option<Word> {
                    if let Some(v) = inline {
                        *i += 1;
                        let mut w = w.clone();
                        w.text = v.to_string();
                        Some(w)
                    } else {
                        let v = value(*i).cloned();
                        *i += 2;
                        v
                    }
                };
                match opt {
                    "-C" => {
                        let v = take(&mut i);
                        let from_input = match (&ex.xargs, &v) {
                            (Some(Some(token)), Some(v)) => v.text.contains(token.as_str()),
                            _ => false,
                        };
                        match v {
                            Some(v) if from_input => {
                                dir_unknown = Some(format!(
                                    "git -C takes its directory from xargs input: {}",
                                    clip(&v.raw)
                                ))
                            }
                            Some(v) if v.lit => {
                                if !v.text.is_empty() {
                                    dir = paths::physical(&dir, &v.text);
                                    if Path::new(&v.text).is_absolute() {
                                        dir_unknown = None;
                                    }
                                }
                            }
                            Some(v) if super::is_toplevel_substitution(&v.raw) => {}
                            Some(v) => {
                                dir_unknown = Some(format!(
                                    "git -C with a directory that is not literal: {}",
                                    clip(&v.raw)
                                ))
                            }
                            None => return,
                        }
                    }
                    "-c" => match take(&mut i) {
                        Some(v) if v.lit => {
                            let (k, val) = v.text.split_once('=').unwrap_or((&v.text, "true"));
                            config.push((k.to_string(), Word::lit(val)));
                        }
                        Some(v) => {
                            // `-c key=$X`: a literal key keeps its name.
                            match v.text.split_once('=') {
                                Some((k, _)) if !k.contains('$') => {
                                    let mut val = v.clone();
                                    val.text = String::new();
                                    config.push((k.to_string(), val));
                                }
                                _ => dynamic_config = true,
                            }
                        }
                        None => return,
                    },
                    "--config-env" => match take(&mut i) {
                        Some(v) if v.lit => {
                            if let Some((k, var)) = v.text.rsplit_once('=') {
                                match get_env(&ex.env, var) {
                                    Some(EnvVal::Set(val)) => {
                                        config.push((k.to_string(), Word::lit(val)))
                                    }
                                    _ => dynamic_config = true,
                                }
                            }
                        }
                        Some(_) => dynamic_config = true,
                        None => return,
                    },
                    "--git-dir" | "--work-tree" => {
                        let v = take(&mut i);
                        let v = match v {
                            Some(v) if v.lit => Ok(v.text),
                            Some(v) => Err(v.raw),
                            None => return,
                        };
                        if opt == "--git-dir" {
                            git_dir = Some(v);
                        } else {
                            work_tree = Some(v);
                        }
                    }
                    "--namespace" | "--super-prefix" | "--attr-source" | "--list-cmds"
                    | "--shallow-file" => {
                        if take(&mut i).is_none() {
                            return;
                        }
                    }
                    "--exec-path" if inline.is_some() => {
                        // Another directory of git-<name> programs.
                        dynamic_config = true;
                        i += 1;
                    }
                    "-p"
                    | "--paginate"
                    | "-P"
                    | "--no-pager"
                    | "--no-replace-objects"
                    | "--no-lazy-fetch"
                    | "--no-optional-locks"
                    | "--no-advice"
                    | "--bare"
                    | "--literal-pathspecs"
                    | "--glob-pathspecs"
                    | "--noglob-pathspecs"
                    | "--icase-pathspecs"
                    | "--no-literal-pathspecs" => i += 1,
                    "-h" | "--help" | "-v" | "--version" | "--exec-path" | "--html-path"
                    | "--man-path" | "--info-path" => return,
                    _ => {
                        self.opaque(format!("unknown git option: {}", clip(t)));
                        return;
                    }
                }
            };
            let after: Vec<Word> = words.iter().skip(i + 1).cloned().collect();
            // Configuration given to this git that it runs or that moves where it looks.
            for (k, v) in std::mem::take(&mut config).iter() {
                if !k.to_ascii_lowercase().starts_with("alias.") {
                    self.config_value(k, v, ex);
                }
                config.push((k.clone(), v.clone()));
            }
            config.dedup();
            if !verb.lit {
                self.opaque(format!(
                    "git subcommand is not literal: {}",
                    clip(&verb.raw)
                ));
                return;
            }
            if let Some(Some(token)) = &ex.xargs {
                if verb.text.contains(token.as_str()) {
                    self.opaque("xargs supplies the git subcommand from its input");
                    return;
                }
            }
            if verb.glob {
                self.opaque(format!("git subcommand uses a glob: {}", clip(&verb.raw)));
                return;
            }
            let verb_text = verb.text.clone();
            if is_help(&verb_text, &after) {
                return;
            }
            // Values git runs as commands, and `ext::` remotes, in any command.
            self.exec_args(&verb_text, &after, ex, &dir);
            // `git subtree push|merge` (contrib, shipped with git) pushes or merges.
            let subtree = (verb_text == "subtree")
                .then(|| after.iter().find(|w| !w.text.starts_with('-')))
                .flatten()
                .and_then(|w| match w.text.as_str() {
                    "push" => Some(Verb::Push),
                    "merge" | "pull" => Some(Verb::Merge),
                    _ => None,
                });
            let mut extra = Vec::new();
            let found = match effect(&verb_text, &after, &dir, &mut extra) {
                Effect::Verb(v) => Some(v),
                Effect::Nothing => subtree,
            };
            for (v, at) in extra {
                self.out.invocations.push(GitInvocation {
                    verb: v,
                    dir: at,
                    git_dir: None,
                    work_tree: None,
                    args: Vec::new(),
                    alias: alias.clone(),
                });
            }
            if let Some(v) = found {
                self.record(
                    v,
                    &verb_text,
                    &after,
                    ex,
                    &dir,
                    &dir_unknown,
                    &git_dir,
                    &work_tree,
                    &alias,
                );
                return;
            }
            if is_builtin(&verb_text) {
                match verb_text.as_str() {
                    "config" => self.learn_config(&after, ex),
                    "for-each-repo" => self.opaque(
                        "git for-each-repo runs git in repositories its configuration lists",
                    ),
                    "submodule" => {
                        // `submodule foreach CMD…`: joined and run by a shell in each submodule.
                        if let Some(at) = after.iter().position(|w| w.text == "foreach") {
                            let cmd: Vec<Word> = after
                                .iter()
                                .skip(at + 1)
                                .skip_while(|w| w.text.starts_with("--"))
                                .cloned()
                                .collect();
                            let text = super::join_text(&cmd);
                            if !cmd.is_empty() && self.text_yields(&text, ex) {
                                self.opaque("git submodule foreach runs a command in places the guard cannot tell");
                            }
                        }
                    }
                    "bisect" => {
                        // `bisect run CMD ARGS…`: a program run with its arguments.
                        if let Some(at) = after.iter().position(|w| w.text == "run") {
                            let cmd: Vec<Word> = after.iter().skip(at + 1).cloned().collect();
                            if !cmd.is_empty() && self.yields_anything(cmd, ex) {
                                self.opaque("git bisect run runs a command the gate cannot follow");
                            }
                        }
                    }
                    _ => {}
                }
                return;
            }
            // An alias: inline `-c alias.x=…` first (the last one wins), then what this command
            // wrote with `git config`, then configuration.
            let name = verb_text.clone();
            if seen.iter().any(|s| s.eq_ignore_ascii_case(&name)) || expansions > 16 {
                return; // git refuses alias loops
            }
            seen.push(name.clone());
            let inline = config.iter().rev().find(|(k, _)| is_alias_key(k, &name));
            let learned = self
                .learned
                .iter()
                .rev()
                .find(|(k, _)| k.eq_ignore_ascii_case(&name));
            let value = match (inline, learned) {
                (Some((_, v)), _) if v.lit => Some(v.text.clone()),
                (Some(_), _) => {
                    self.opaque(format!(
                        "git {} is an alias that is not literal",
                        clip(&name)
                    ));
                    return;
                }
                (None, Some((_, Some(v)))) => Some(v.clone()),
                (None, Some((_, None))) => {
                    self.opaque(format!(
                        "git {} is an alias this command sets from a variable",
                        clip(&name)
                    ));
                    return;
                }
                (None, None) => {
                    let from = match &git_dir {
                        Some(Ok(g)) => paths::physical(&dir, g),
                        _ => dir.clone(),
                    };
                    self.aliases.alias(&from, &name)
                }
            };
            let Some(value) = value else {
                let elsewhere = config.iter().any(|(k, _)| {
                    let k = k.to_ascii_lowercase();
                    k == "include.path" || k.starts_with("includeif.")
                }) || CONFIG_SOURCES
                    .iter()
                    .any(|v| get_env(&ex.env, v).is_some_and(|v| v != &EnvVal::Unset));
                if dynamic_config || elsewhere || self.config_written {
                    self.opaque(format!(
                        "git {} may be an alias the guard cannot read",
                        clip(&name)
                    ));
                    return;
                }
                // help.autocorrect runs the closest command for a misspelt one.
                let setting = config
                    .iter()
                    .rev()
                    .find(|(k, _)| k.eq_ignore_ascii_case("help.autocorrect"))
                    .map(|(_, v)| v.text.clone())
                    .or_else(|| {
                        self.learned_config
                            .iter()
                            .rev()
                            .find(|(k, _)| k == "help.autocorrect")
                            .map(|(_, v)| v.clone().unwrap_or_else(|| "1".into()))
                    })
                    .or_else(|| self.aliases.config(&dir, "help.autocorrect"));
                if let Some(setting) = setting {
                    if autocorrects(&setting) {
                        if let Some(fixed) = autocorrect(&name) {
                            let mut next = vec![Word::lit(fixed)];
                            next.extend(after);
                            words = next;
                            continue;
                        }
                    }
                }
                return;
            };
            expansions += 1;
            if alias.is_none() {
                alias = Some(name.clone());
            }
            if let Some(shell) = value.strip_prefix('!') {
                let mut text = shell.to_string();
                for w in &after {
                    text.push(' ');
                    if w.lit {
                        text.push_str(&shell_words::quote(&w.text));
                    } else {
                        text.push_str(&w.raw);
                    }
                }
                let sub = Exec {
                    words: Vec::new(),
                    env: ex.env.clone(),
                    dir: dir.clone(),
                    dir_unknown: dir_unknown.clone(),
                    no_funcs: true,
                    xargs: None,
                    stdin: None,
                    argv0: None,
                };
                let before = self.out.invocations.len();
                self.nested(&text, &sub);
                for inv in self.out.invocations.iter_mut().skip(before) {
                    if inv.alias.is_none() {
                        inv.alias = alias.clone();
                    }
                }
                return;
            }
            match shell_words::split(&value) {
                Ok(parts) => {
                    let mut next: Vec<Word> = parts.iter().map(|p| Word::lit(p)).collect();
                    next.extend(after);
                    words = next;
                }
                Err(_) => {
                    self.opaque(format!("git alias {} could not be split", clip(&name)));
                    return;
                }
            }
        }
    }

    /// Options whose value git runs as a command, and `ext::` remotes.
    fn exec_args(&mut self, verb: &str, args: &[Word], ex: &Exec, dir: &Path) {
        let mut i = 0;
        while let Some(w) = args.get(i) {
            let t = w.text.as_str();
            if t.contains("ext::") {
                self.opaque("an ext:: remote runs a command");
            }
            if t == "--" {
                break;
            }
            let short_exec = (verb == "clone" && t == "-u")
                || (matches!(verb, "rebase") && t == "-x")
                || (verb == "difftool" && t == "-x")
                || (verb == "grep" && t == "-O");
            if let Some(l) = t.strip_prefix("--") {
                let (name, inline) = match l.split_once('=') {
                    Some((n, v)) => (format!("--{n}"), Some(v.to_string())),
                    None => (t.to_string(), None),
                };
                let known: Vec<&str> = EXEC_OPTIONS.to_vec();
                let names = if verb == "rebase" {
                    vec!["--exec"]
                } else {
                    known
                };
                if let Some(o) = long_option(&name, &names) {
                    if o != "--exec-path" {
                        let value = match inline {
                            Some(v) => {
                                let mut x = w.clone();
                                x.text = v;
                                Some(x)
                            }
                            None => {
                                i += 1;
                                args.get(i).cloned()
                            }
                        };
                        if let Some(v) = value {
                            self.exec_value(&v, ex, dir);
                        }
                    }
                }
            } else if short_exec {
                i += 1;
                if let Some(v) = args.get(i).cloned() {
                    self.exec_value(&v, ex, dir);
                }
            }
            i += 1;
        }
    }

    fn exec_value(&mut self, v: &Word, ex: &Exec, _dir: &Path) {
        if v.lit {
            self.nested(&v.text, ex);
        } else {
            self.opaque(format!(
                "git runs a command that is not literal: {}",
                clip(&v.raw)
            ));
        }
    }

    /// Records one invocation, with what the gate cannot map noted as opaque.
    #[allow(clippy::too_many_arguments)]
    fn record(
        &mut self,
        v: Verb,
        verb_text: &str,
        after: &[Word],
        ex: &Exec,
        dir: &Path,
        dir_unknown: &Option<String>,
        git_dir: &Option<Result<String, String>>,
        work_tree: &Option<Result<String, String>>,
        alias: &Option<String>,
    ) {
        // Staging alone records nothing: where it runs matters only to a commit after it, and
        // that commit is judged (or held as opaque) by its own place.
        if let Some(reason) = dir_unknown.as_ref().filter(|_| !v.stages()) {
            self.opaque(format!(
                "git {} runs where the guard cannot tell: {reason}",
                v.as_str()
            ));
        }
        let resolve = |p: &Option<Result<String, String>>, s: &mut Self, what: &str| match p {
            Some(Ok(p)) => Some(paths::physical(dir, p)),
            Some(Err(raw)) => {
                s.opaque(format!("{what} is not literal: {}", clip(raw)));
                None
            }
            None => None,
        };
        let gd = resolve(git_dir, self, "git dir");
        let wt = resolve(work_tree, self, "git work tree");
        // The gate measures a work tree with its `.git`; any other pairing is held like a push.
        match (&gd, &wt) {
            (Some(g), _) if g.file_name().is_none_or(|n| n != ".git") => self.opaque(format!(
                "git acts on a git dir not named .git: {}",
                g.display()
            )),
            (Some(g), Some(w)) if g.parent() != Some(w.as_path()) => {
                self.opaque("git runs on a work tree apart from its repository")
            }
            (None, Some(_)) => self.opaque("git runs on a work tree apart from its repository"),
            _ => {}
        }
        let mut args: Vec<String> = after.iter().map(Word::arg).collect();
        if ex.xargs.is_some() {
            args.push("…".to_string());
        }
        // Only `git commit` and `git merge` themselves say what they record (the gate works out
        // the tree); a verb that commits or moves a branch by its effect (rebase, revert,
        // update-ref, branch -f, …) is held on every standing finding.
        if (v == Verb::Commit && verb_text != "commit")
            || (v == Verb::Merge && verb_text != "merge")
        {
            args.push("…".to_string());
        }
        let inv = GitInvocation {
            verb: v,
            dir: dir.to_path_buf(),
            git_dir: gd,
            work_tree: wt,
            args,
            alias: alias.clone(),
        };
        if v.stages() {
            let before = self.out.invocations.len();
            self.out.staging.push((before, inv));
        } else {
            self.out.invocations.push(inv);
        }
    }
}

/// Is `key` the configuration key `alias.<name>` (section and name case-insensitive)?
fn is_alias_key(key: &str, name: &str) -> bool {
    key.len() == name.len() + 6
        && key
            .get(..6)
            .is_some_and(|p| p.eq_ignore_ascii_case("alias."))
        && key.get(6..).is_some_and(|n| n.eq_ignore_ascii_case(name))
}

fn env_path(env: &[(String, EnvVal)], name: &str) -> Option<Result<String, String>> {
    match get_env(env, name)? {
        EnvVal::Set(v) if v.is_empty() => None,
        EnvVal::Set(v) => Some(Ok(v.clone())),
        EnvVal::Dynamic(raw) => Some(Err(raw.clone())),
        EnvVal::Unset => None,
    }
}

/// `GIT_CONFIG_COUNT` / `GIT_CONFIG_KEY_n` / `GIT_CONFIG_VALUE_n` and `GIT_CONFIG_PARAMETERS`.
fn env_config(env: &[(String, EnvVal)]) -> Vec<(String, Word)> {
    let mut out = Vec::new();
    if let Some(EnvVal::Set(params)) = get_env(env, "GIT_CONFIG_PARAMETERS") {
        if let Ok(parts) = shell_words::split(params) {
            for p in parts {
                if let Some((k, v)) = p.split_once('=') {
                    out.push((k.to_string(), Word::lit(v)));
                }
            }
        }
    }
    let count = match get_env(env, "GIT_CONFIG_COUNT") {
        Some(EnvVal::Set(n)) => n.trim().parse::<usize>().unwrap_or(0).min(64),
        _ => 0,
    };
    for n in 0..count {
        let key = get_env(env, &format!("GIT_CONFIG_KEY_{n}"));
        let val = get_env(env, &format!("GIT_CONFIG_VALUE_{n}"));
        match (key, val) {
            (Some(EnvVal::Set(k)), Some(EnvVal::Set(v))) => out.push((k.clone(), Word::lit(v))),
            (Some(EnvVal::Set(k)), Some(EnvVal::Dynamic(raw))) => out.push((
                k.clone(),
                Word {
                    text: String::new(),
                    lit: false,
                    glob: false,
                    raw: raw.clone(),
                },
            )),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scope(args: &[&str]) -> CommitScope {
        CommitScope::from_args(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn commit_arguments_decide_the_files() {
        assert_eq!(scope(&["-m", "x"]), CommitScope::default());
        assert!(scope(&["-am", "x"]).all);
        assert!(scope(&["-a", "-m", "x"]).all);
        assert!(scope(&["--all", "--message=x"]).all);
        assert_eq!(scope(&["-m", "a.go", "b.go"]).pathspecs, vec!["b.go"]);
        assert_eq!(scope(&["-mx", "b.go"]).pathspecs, vec!["b.go"]);
        let s = scope(&["-i", "lib.go", "-m", "x"]);
        assert!(s.include);
        assert_eq!(s.pathspecs, vec!["lib.go"]);
        assert_eq!(scope(&["--", "-weird"]).pathspecs, vec!["-weird"]);
        assert!(scope(&["--amend", "--no-edit"]).amend);
        assert_eq!(
            scope(&["--author", "A <a@b>", "-m", "x"]).pathspecs,
            Vec::<String>::new()
        );
    }

    #[test]
    fn git_grammar_abbreviations_and_optional_values() {
        // Abbreviated long options take their value (issue 11, family 8).
        assert_eq!(scope(&["--mes", "x", "lib.go"]).pathspecs, vec!["lib.go"]);
        assert_eq!(scope(&["--fil", "f", "a.go"]).pathspecs, vec!["a.go"]);
        assert_eq!(scope(&["--reuse", "HEAD"]).pathspecs, Vec::<String>::new());
        assert!(scope(&["--al", "-m", "x"]).pathspecs.is_empty());
        assert!(scope(&["--inc", "a.go"]).include);
        // -u takes no next word: the word after it is a pathspec.
        assert_eq!(scope(&["-u", "a.go"]).pathspecs, vec!["a.go"]);
        assert_eq!(scope(&["-uno", "a.go"]).pathspecs, vec!["a.go"]);
        assert!(scope(&["--pathspec-from-file=list"]).unknown.is_some());
        assert!(scope(&["--patch"]).unknown.is_some());
        assert!(scope(&["-p"]).unknown.is_some());
        assert!(scope(&["--interactive"]).unknown.is_some());
        assert!(!scope(&["--no-all", "-m", "x"]).all);
    }

    #[test]
    fn help_is_help_only_where_git_reads_it() {
        let w = |s: &[&str]| s.iter().map(|t| Word::lit(t)).collect::<Vec<_>>();
        assert!(is_help("commit", &w(&["--help"])));
        assert!(is_help("push", &w(&["-h"])));
        assert!(is_help("merge", &w(&["-h"])));
        assert!(is_help("commit", &w(&["-a", "--help"])));
        assert!(!is_help("commit", &w(&["-m", "--help"])));
        // `-h` with other words is an unknown switch to git: it stops, but it is not help.
        assert!(!is_help("commit", &w(&["-a", "-h"])));
        assert!(!is_help("commit", &w(&["--", "--help"])));
        assert!(!is_help("rebase", &w(&["main", "--help"])));
    }

    #[test]
    fn autocorrect_finds_the_close_command() {
        assert_eq!(autocorrect("comit"), Some("commit"));
        assert_eq!(autocorrect("psuh"), Some("push"));
        assert_eq!(autocorrect("mrege"), Some("merge"));
        assert_eq!(autocorrect("nosuchthing"), None);
        assert!(autocorrects("immediate"));
        assert!(autocorrects("1"));
        assert!(!autocorrects("prompt"));
    }
}
