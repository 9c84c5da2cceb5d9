//! The command guard: finds every git command that would record, move or send commits in a
//! shell command string before an agent's Bash tool runs it (SPEC §7), and what the command does
//! to contract-watch's own files (for the no-bypass rule).
//!
//! Structure comes from tree-sitter-bash (lists, pipelines, subshells, substitutions, compound
//! commands, functions, redirections, heredocs); single words are unquoted with shell rules
//! ([`words`]). The principle, family by family:
//!
//! - **See through what can be seen through**: wrappers ([`wrappers::WRAPPERS`], one option
//!   grammar each), shells given text (`bash -c`, `eval`, `trap`, `watch`, `su -c`, `ssh -o
//!   ProxyCommand=`, `tar --checkpoint-action=exec=`), git's global options and aliases,
//!   configuration and environment git runs as a command (`core.fsmonitor`, `diff.external`,
//!   `GIT_SSH_COMMAND`, `credential.helper=!…`, …), git by another name (`git-commit`,
//!   `exec -a git-commit git`, a symlink to git, `hub`), and forge tools that merge or push
//!   (`gh pr merge`, `glab mr merge`, `jj git push`).
//! - **Classify git by effect** ([`git`]): recording the index is a commit; moving a branch or
//!   bringing commits in is a merge; updating another repository is a push. `--help`/`-h` of any
//!   command is never held.
//! - **Resolve paths through the file system** ([`paths`]): `cd` (logical) and `cd -P`, `git
//!   -C`, `env -C` (physical) end in the real directory; symlinks and `..` cannot disguise one.
//! - **What cannot be seen through is opaque** ([`Scan::opaque`], held like a push in deny
//!   mode): interpreters given code inline or on stdin, shells reading stdin or a script file,
//!   a command name from a variable, a script run by path, unknown wrapper options, commands run
//!   later (`at`, `crontab`), a changed `PATH`, `BASH_ENV`, hooks written by the command.
//!
//! What no guard of command text can promise: a program the model writes and runs later can
//! reach git another way. The git hooks still answer for porcelain commits then.
//!
//! [`mentions_git_cheaply`] is a byte-level pre-check that never allocates: when it says `false`,
//! [`scan`] finds nothing (scan itself starts with it).

mod cheap;
mod effects;
pub mod git;
mod paths;
mod shell;
mod tables;
mod words;
mod wrappers;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use tree_sitter::{Node, Parser, Tree};

pub use cheap::mentions_git_cheaply;
pub use git::CommitScope;
use words::{decode_word, Word};

/// The git subcommands the gate cares about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verb {
    Commit,
    Push,
    Merge,
    /// `git add`/`git stage`: changes what a later commit records ([`Scan::staging`]).
    Add,
    /// `git rm` ([`Scan::staging`]).
    Rm,
    /// `git mv` ([`Scan::staging`]).
    Mv,
}

impl Verb {
    pub fn as_str(self) -> &'static str {
        match self {
            Verb::Commit => "commit",
            Verb::Push => "push",
            Verb::Merge => "merge",
            Verb::Add => "add",
            Verb::Rm => "rm",
            Verb::Mv => "mv",
        }
    }

    /// Whether the verb only changes the index (reported in [`Scan::staging`]).
    pub fn stages(self) -> bool {
        matches!(self, Verb::Add | Verb::Rm | Verb::Mv)
    }
}

/// One git commit/push/merge the command would run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GitInvocation {
    pub verb: Verb,
    /// Where git runs: the working directory after `cd`, `pushd`, `env -C`, `sudo -D` and git's
    /// `-C` options, resolved through the file system as far as it exists.
    pub dir: PathBuf,
    /// `--git-dir` or `GIT_DIR`, resolved against `dir`.
    pub git_dir: Option<PathBuf>,
    /// `--work-tree` or `GIT_WORK_TREE`, resolved against `dir`.
    pub work_tree: Option<PathBuf>,
    /// The words after the verb, alias expansion applied. Words that are not literal (they hold
    /// an expansion) are given as written.
    pub args: Vec<String>,
    /// The alias name the command used, if the verb came from an alias.
    pub alias: Option<String>,
}

/// What [`scan`] found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Scan {
    pub invocations: Vec<GitInvocation>,
    /// `git add`/`stage`/`rm`/`mv`, each with how many [`Scan::invocations`] came before it
    /// (so a commit records the staging that ran before it on the same command line).
    pub staging: Vec<(usize, GitInvocation)>,
    /// One reason per construct the guard cannot see through.
    pub opaque: Vec<String>,
    /// What the command does to files and to contract-watch (for the no-bypass rule).
    pub touches: Vec<Touch>,
}

/// One thing a command does that the no-bypass rule judges.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Touch {
    /// A file the command writes (resolved; globs expanded against the tree).
    Write(PathBuf),
    /// A path the command removes, moves or changes the mode of (a directory above the state
    /// counts as the state).
    Remove(PathBuf),
    /// A file a hard or symbolic link is made to.
    LinkFrom(PathBuf),
    /// contract-watch run with these arguments (`literal`: every one is exactly known).
    ContractWatch { args: Vec<String>, literal: bool },
    /// Text the guard cannot see into (inline code, a command from a variable).
    Text(String),
}

impl Scan {
    /// Nothing found: the command passes untouched.
    pub fn is_empty(&self) -> bool {
        self.invocations.is_empty() && self.opaque.is_empty()
    }
}

/// Where git aliases come from.
pub trait AliasSource {
    /// The value of `alias.<name>` for the repository at `dir`, if any.
    fn alias(&self, dir: &Path, name: &str) -> Option<String>;

    /// Any other configuration value (`help.autocorrect`) for the repository at `dir`.
    fn config(&self, _dir: &Path, _key: &str) -> Option<String> {
        None
    }
}

/// Reads `alias.<name>` from the repository at `dir` (local, global and system configuration)
/// with gix. Outside a repository nothing is found.
#[derive(Debug, Clone, Copy, Default)]
pub struct GitConfigAliases;

impl AliasSource for GitConfigAliases {
    fn alias(&self, dir: &Path, name: &str) -> Option<String> {
        if name.is_empty() || name.contains(|c: char| c.is_whitespace() || c == '.') {
            return None;
        }
        let repo = gix::discover(dir).ok()?;
        let snapshot = repo.config_snapshot();
        let key = format!("alias.{name}");
        let value = snapshot.string(key.as_str())?;
        Some(String::from_utf8_lossy(value.as_ref()).into_owned())
    }

    fn config(&self, dir: &Path, key: &str) -> Option<String> {
        let repo = gix::discover(dir).ok()?;
        let snapshot = repo.config_snapshot();
        let value = snapshot.string(key)?;
        Some(String::from_utf8_lossy(value.as_ref()).into_owned())
    }
}

/// Finds every git commit/push/merge in `command`, run from `cwd`.
pub fn scan(command: &str, cwd: &Path, aliases: &dyn AliasSource) -> Scan {
    scan_in(command, cwd, aliases, false)
}

/// [`scan`]; `everything: true` skips the byte-level pre-check (for a command run from inside
/// a git dir or contract-watch's own directories, where a bare file name may be the state).
pub fn scan_in(command: &str, cwd: &Path, aliases: &dyn AliasSource, everything: bool) -> Scan {
    if !everything && !mentions_git_cheaply(command) {
        return Scan::default();
    }
    scan_with(command, cwd, aliases, !everything)
}

/// The scan; `precheck: false` skips [`mentions_git_cheaply`] on nested texts too (tests use it
/// to check that the pre-check never hides anything).
fn scan_with(command: &str, cwd: &Path, aliases: &dyn AliasSource, precheck: bool) -> Scan {
    let mut scanner = Scanner {
        precheck,
        aliases,
        out: Scan::default(),
        parser: None,
        depth: 0,
        budget: 20_000,
        learned: Vec::new(),
        nest: 0,
        funcs: HashMap::new(),
        calling: Vec::new(),
        config_written: false,
        learned_config: Vec::new(),
    };
    let mut ctx = Ctx::new(cwd);
    scanner.scan_str(command, &mut ctx);
    scanner.out.opaque.dedup();
    scanner.out
}

/// How deep the syntax tree is followed (keeps the recursion well inside a thread's stack).
const MAX_NEST: usize = 300;

/// How deep strings may nest (`bash -c "sh -c '…'"`, `eval`, aliases, function calls).
const MAX_DEPTH: usize = 24;

/// Shell state that commands later in the same shell see.
#[derive(Debug, Clone)]
struct Ctx {
    dir: PathBuf,
    /// Why the directory is not known (a `cd` to a variable), if it is not.
    dir_unknown: Option<String>,
    oldpwd: Option<(PathBuf, Option<String>)>,
    stack: Vec<(PathBuf, Option<String>)>,
    /// Exported variables the command set (`None` value: not literal; `unset`: removed).
    env: Vec<(String, EnvVal)>,
    /// Non-exported shell variables (become env on `export NAME`).
    vars: Vec<(String, EnvVal)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum EnvVal {
    Set(String),
    Dynamic(String),
    Unset,
}

impl Ctx {
    fn new(cwd: &Path) -> Ctx {
        Ctx {
            dir: paths::normalize(cwd),
            dir_unknown: None,
            oldpwd: None,
            stack: Vec::new(),
            env: Vec::new(),
            vars: Vec::new(),
        }
    }

    fn cd(&mut self, target: Result<PathBuf, String>) {
        let old = (self.dir.clone(), self.dir_unknown.clone());
        match target {
            Ok(p) => {
                self.dir = p;
                self.dir_unknown = None;
            }
            Err(reason) => self.dir_unknown = Some(reason),
        }
        self.oldpwd = Some(old);
    }
}

fn set_env(env: &mut Vec<(String, EnvVal)>, name: &str, val: EnvVal) {
    if let Some(slot) = env.iter_mut().find(|(n, _)| n == name) {
        slot.1 = val;
    } else {
        env.push((name.to_string(), val));
    }
}

fn get_env<'e>(env: &'e [(String, EnvVal)], name: &str) -> Option<&'e EnvVal> {
    env.iter().find(|(n, _)| n == name).map(|(_, v)| v)
}

/// One parsed shell text.
struct TreeWalk<'t> {
    src: &'t str,
}

/// A command about to run: its words and the environment it runs with.
struct Exec {
    words: Vec<Word>,
    env: Vec<(String, EnvVal)>,
    dir: PathBuf,
    dir_unknown: Option<String>,
    /// `command`, `env`, `sudo`, … run the program, never a shell function of that name.
    no_funcs: bool,
    /// Under `xargs`: more arguments come from stdin; `Some(token)` for `-I token`.
    xargs: Option<Option<String>>,
    /// A literal heredoc/herestring fed to the command's stdin.
    stdin: Option<String>,
    /// `argv[0]` set by `exec -a`.
    argv0: Option<String>,
}

struct Scanner<'a> {
    aliases: &'a dyn AliasSource,
    /// Skip nested texts that [`mentions_git_cheaply`] rules out.
    precheck: bool,
    out: Scan,
    parser: Option<Parser>,
    depth: usize,
    /// Bounds the work on hostile input (node visits and expansions).
    budget: usize,
    /// Aliases this command writes with `git config alias.x …` before using them
    /// (`None`: a value that is not literal).
    learned: Vec<(String, Option<String>)>,
    /// Current recursion over the syntax tree.
    nest: usize,
    /// Shell functions defined so far, by name: their body's text.
    funcs: HashMap<String, String>,
    /// Functions being run (recursion ends there).
    calling: Vec<String>,
    /// This command may write git configuration the guard cannot read (a redirect into
    /// `.git/config`, `git config include.path …`, a config value from a variable).
    config_written: bool,
    /// Other configuration this command writes with `git config` (key lower-cased, value).
    learned_config: Vec<(String, Option<String>)>,
}

impl Scanner<'_> {
    fn opaque(&mut self, reason: impl Into<String>) {
        let reason = reason.into();
        if !self.out.opaque.contains(&reason) {
            self.out.opaque.push(reason);
        }
    }

    fn tick(&mut self) -> bool {
        if self.budget == 0 {
            self.opaque("command too large to analyse");
            return false;
        }
        self.budget -= 1;
        true
    }

    fn parse(&mut self, text: &str) -> Option<Tree> {
        if self.parser.is_none() {
            let mut p = Parser::new();
            if p.set_language(&tree_sitter_bash::LANGUAGE.into()).is_err() {
                return None;
            }
            self.parser = Some(p);
        }
        self.parser.as_mut()?.parse(text, None)
    }

    /// Scans one shell text (the whole command, a `bash -c` string, an `eval`, a `!` alias).
    fn scan_str(&mut self, text: &str, ctx: &mut Ctx) {
        // With shell functions defined, any word may call one.
        if !self.precheck || !self.funcs.is_empty() || mentions_git_cheaply(text) {
            self.scan_state(text, ctx);
        }
    }

    /// Like [`Self::scan_str`], also when only the shell state (a `cd`) matters.
    fn scan_state(&mut self, text: &str, ctx: &mut Ctx) {
        if self.depth >= MAX_DEPTH {
            self.opaque("commands nested too deeply to analyse");
            return;
        }
        let joined = join_continuations(text);
        let text: &str = &joined;
        let Some(tree) = self.parse(text) else {
            self.opaque("shell text could not be parsed");
            return;
        };
        self.depth += 1;
        let before = self.out.invocations.len();
        let mut tw = TreeWalk { src: text };
        let root = tree.root_node();
        self.stmt(&mut tw, root, ctx);
        if root.has_error() && self.out.invocations.len() == before && mentions_git_word(text) {
            self.opaque("shell syntax the guard cannot parse around a git word");
        }
        self.depth -= 1;
    }

    /// Walks a statement-level node in the shell state `ctx`.
    fn stmt<'t>(&mut self, tw: &mut TreeWalk<'t>, node: Node<'t>, ctx: &mut Ctx) {
        if !self.tick() || !self.enter() {
            return;
        }
        self.stmt_inner(tw, node, ctx);
        self.nest -= 1;
    }

    /// Bounds the recursion over deeply nested syntax (`$($($(…)))`).
    fn enter(&mut self) -> bool {
        if self.nest >= MAX_NEST {
            self.opaque("commands nested too deeply to analyse");
            return false;
        }
        self.nest += 1;
        true
    }

    fn stmt_inner<'t>(&mut self, tw: &mut TreeWalk<'t>, node: Node<'t>, ctx: &mut Ctx) {
        match node.kind() {
            "command" => self.command(tw, node, ctx, None),
            "subshell" => {
                let mut inner = ctx.clone();
                self.children(tw, node, &mut inner);
            }
            "pipeline" => {
                // Every part of a pipeline runs in its own subshell.
                let mut c = node.walk();
                for child in node.named_children(&mut c) {
                    let mut inner = ctx.clone();
                    self.stmt(tw, child, &mut inner);
                }
            }
            "function_definition" => {
                let name = node
                    .child_by_field_name("name")
                    .map(|n| decode_word(n, tw.src).text);
                let body = node
                    .child_by_field_name("body")
                    .and_then(|b| b.utf8_text(tw.src.as_bytes()).ok());
                if let (Some(name), Some(body)) = (name, body) {
                    // Run by the shell itself for an unknown command name: as if called.
                    if name == "command_not_found_handle" || name == "command_not_found_handler" {
                        let mut later = ctx.clone();
                        self.scan_state(body, &mut later);
                    }
                    self.funcs.insert(name, body.to_string());
                }
            }
            "redirected_statement" => self.redirected(tw, node, ctx),
            "declaration_command" => self.declaration(tw, node, ctx),
            "variable_assignment" => {
                self.substitutions(tw, node, ctx);
                if let Some((name, val)) = assignment(node, tw.src) {
                    self.assigned(&name, &val, ctx);
                    if get_env(&ctx.env, &name).is_some() {
                        set_env(&mut ctx.env, &name, val);
                    } else {
                        set_env(&mut ctx.vars, &name, val);
                    }
                }
            }
            "variable_assignments" => self.children(tw, node, ctx),
            "unset_command" => {
                let mut c = node.walk();
                for child in node.named_children(&mut c) {
                    let w = decode_word(child, tw.src);
                    set_env(&mut ctx.env, &w.text, EnvVal::Unset);
                }
            }
            "command_substitution" | "process_substitution" => {
                let mut inner = ctx.clone();
                self.children(tw, node, &mut inner);
            }
            "comment" | "heredoc_body" | "heredoc_content" | "heredoc_start" | "heredoc_end" => {
                self.substitutions(tw, node, ctx)
            }
            "word"
            | "string"
            | "raw_string"
            | "concatenation"
            | "simple_expansion"
            | "expansion"
            | "number"
            | "ansi_c_string"
            | "arithmetic_expansion"
            | "test_command"
            | "binary_expression"
            | "unary_expression"
            | "file_redirect"
            | "herestring_redirect"
            | "variable_name" => self.substitutions(tw, node, ctx),
            _ => self.children(tw, node, ctx),
        }
    }

    /// Walks the named children in order, as one shell would; `cmd &` runs in a subshell.
    fn children<'t>(&mut self, tw: &mut TreeWalk<'t>, node: Node<'t>, ctx: &mut Ctx) {
        let mut c = node.walk();
        let kids: Vec<Node<'t>> = node.children(&mut c).collect();
        for (i, child) in kids.iter().enumerate() {
            if !child.is_named() {
                continue;
            }
            let background = kids.get(i + 1).is_some_and(|n| n.kind() == "&");
            if background {
                let mut inner = ctx.clone();
                self.stmt(tw, *child, &mut inner);
            } else {
                self.stmt(tw, *child, ctx);
            }
        }
    }

    /// Runs every `$( )`, backtick and `<( )` inside `node` (not inside nested ones twice).
    fn substitutions<'t>(&mut self, tw: &mut TreeWalk<'t>, node: Node<'t>, ctx: &Ctx) {
        if !self.tick() || !self.enter() {
            return;
        }
        self.substitutions_inner(tw, node, ctx);
        self.nest -= 1;
    }

    fn substitutions_inner<'t>(&mut self, tw: &mut TreeWalk<'t>, node: Node<'t>, ctx: &Ctx) {
        let mut c = node.walk();
        for child in node.named_children(&mut c) {
            match child.kind() {
                "command_substitution" | "process_substitution" => {
                    let mut inner = ctx.clone();
                    self.children(tw, child, &mut inner);
                }
                // Commands after a heredoc operator (`cat <<X | sh`) are walked as statements.
                "pipeline" | "list" | "command" | "redirected_statement" | "subshell"
                    if node.kind() == "heredoc_redirect" => {}
                _ => self.substitutions(tw, child, ctx),
            }
        }
    }

    fn redirected<'t>(&mut self, tw: &mut TreeWalk<'t>, node: Node<'t>, ctx: &mut Ctx) {
        let body = node.child_by_field_name("body");
        let mut stdin = None;
        // Files the redirections write, resolved where the body ends (tree-sitter-bash may put
        // a whole `cd d && cmd > f` list under one redirect).
        let mut redirects = Vec::new();
        let mut trailing = Vec::new();
        let mut c = node.walk();
        for child in node.children_by_field_name("redirect", &mut c) {
            self.substitutions(tw, child, ctx);
            if child.kind() == "file_redirect" {
                redirects.push(child);
                if let Ok(text) = child.utf8_text(tw.src.as_bytes()) {
                    if text.contains("gitconfig") || text.contains("git/config") {
                        self.config_written = true;
                    }
                }
            }
            match child.kind() {
                "heredoc_redirect" => {
                    let (body, rest) = heredoc_parts(child, tw.src);
                    if body.is_some() {
                        stdin = body;
                    }
                    trailing.extend(rest);
                }
                "herestring_redirect" => {
                    if let Some(w) = child.named_child(0) {
                        let w = decode_word(w, tw.src);
                        if w.lit {
                            stdin = Some(w.text);
                        }
                    }
                }
                _ => {}
            }
        }
        if let Some(body) = body {
            if body.kind() == "command" {
                self.command(tw, body, ctx, stdin);
            } else {
                self.stmt(tw, body, ctx);
            }
        }
        for r in redirects {
            self.redirect_target(tw, r, ctx);
        }
        for part in trailing {
            let mut inner = ctx.clone();
            self.stmt(tw, part, &mut inner);
        }
    }

    fn declaration<'t>(&mut self, tw: &mut TreeWalk<'t>, node: Node<'t>, ctx: &mut Ctx) {
        self.substitutions(tw, node, ctx);
        let keyword = node
            .child(0)
            .and_then(|k| k.utf8_text(tw.src.as_bytes()).ok())
            .unwrap_or("");
        let mut exported = keyword == "export";
        let mut c = node.walk();
        for child in node.named_children(&mut c) {
            match child.kind() {
                "variable_assignment" => {
                    if let Some((name, val)) = assignment(child, tw.src) {
                        self.assigned(&name, &val, ctx);
                        if exported {
                            set_env(&mut ctx.env, &name, val);
                        } else {
                            set_env(&mut ctx.vars, &name, val);
                        }
                    }
                }
                "word" | "variable_name" => {
                    let w = decode_word(child, tw.src);
                    if w.text.starts_with('-') && w.text.contains('x') {
                        exported = true;
                    } else if exported {
                        if let Some(v) = get_env(&ctx.vars, &w.text).cloned() {
                            set_env(&mut ctx.env, &w.text, v);
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// A simple command: prefix assignments, name, arguments, redirections.
    fn command<'t>(
        &mut self,
        tw: &mut TreeWalk<'t>,
        node: Node<'t>,
        ctx: &mut Ctx,
        mut stdin: Option<String>,
    ) {
        // Substitutions anywhere in the command run first, in the current directory.
        self.substitutions(tw, node, ctx);
        if let Ok(text) = node.utf8_text(tw.src.as_bytes()) {
            if text.contains("gitconfig") || text.contains("git/config") {
                self.config_written = true;
            }
        }
        let mut env = ctx.env.clone();
        let mut words = Vec::new();
        let mut trailing = Vec::new();
        let mut c = node.walk();
        for child in node.named_children(&mut c) {
            match child.kind() {
                "variable_assignment" => {
                    if let Some((name, val)) = assignment(child, tw.src) {
                        self.assigned(&name, &val, ctx);
                        set_env(&mut env, &name, val);
                    }
                }
                "command_name" => words.push(decode_word(child, tw.src)),
                "herestring_redirect" => {
                    if stdin.is_none() {
                        if let Some(w) = child.named_child(0) {
                            let w = decode_word(w, tw.src);
                            if w.lit {
                                stdin = Some(w.text);
                            }
                        }
                    }
                }
                "heredoc_redirect" => {
                    let (body, rest) = heredoc_parts(child, tw.src);
                    if stdin.is_none() {
                        stdin = body;
                    }
                    trailing.extend(rest);
                }
                "file_redirect" => self.redirect_target(tw, child, ctx),
                _ => {
                    if !words.is_empty() {
                        words.push(decode_word(child, tw.src));
                    }
                }
            }
        }
        for w in words.iter().skip(1) {
            // `${x@P}` expands x's value as a prompt: substitutions in it run.
            if w.raw.contains("@P}") {
                self.opaque("a prompt expansion (${x@P}) runs what the value holds");
            }
            // A name with an arithmetic subscript (`printf -v 'a[$(cmd)]'`, `read`, `test -v`)
            // runs the substitution in it.
            if w.lit && (w.text.contains("[$(") || w.text.contains("[`")) {
                let text = format!(": {}", w.text);
                let mut later = ctx.clone();
                self.scan_str(&text, &mut later);
            }
        }
        if words.is_empty() {
            // Assignments alone: they stay in this shell (not exported).
            for (name, val) in env {
                if get_env(&ctx.env, &name) != Some(&val) {
                    set_env(&mut ctx.vars, &name, val);
                }
            }
        } else {
            let ex = Exec {
                words,
                env,
                dir: ctx.dir.clone(),
                dir_unknown: ctx.dir_unknown.clone(),
                no_funcs: false,
                xargs: None,
                stdin,
                argv0: None,
            };
            self.run(ex, ctx);
        }
        for part in trailing {
            let mut inner = ctx.clone();
            self.stmt(tw, part, &mut inner);
        }
    }

    /// Follows a command through wrappers to the program that finally runs.
    fn run(&mut self, mut ex: Exec, ctx: &mut Ctx) {
        loop {
            if !self.tick() {
                return;
            }
            let Some(first) = ex.words.first() else {
                return;
            };
            if !first.lit {
                self.opaque(format!("command name is not literal: {}", clip(&first.raw)));
                self.touch_text(&first.raw.clone());
                return;
            }
            if let Some(Some(token)) = &ex.xargs {
                if first.text.contains(token.as_str()) {
                    self.opaque("xargs takes the command name from its input");
                    return;
                }
            }
            // tree-sitter-bash reads `! { cmd; }` and `coproc { cmd; }` as commands named `{`.
            if first.text == "{" && first.raw == "{" {
                ex.words.remove(0);
                continue;
            }
            if first.text == "}" && first.raw == "}" {
                return;
            }
            if first.glob && first.text != "[" {
                self.opaque(format!(
                    "command name uses a glob or brace expansion: {}",
                    clip(&first.raw)
                ));
                return;
            }
            let mut name = first.text.clone();
            // zsh: `=git` is the path of `git`.
            if name.len() > 1 && name.starts_with('=') {
                name.remove(0);
            }
            if !ex.no_funcs {
                // A shell function runs its body in this shell. Functions are known by their
                // text, so one defined here is also followed in a nested `bash -c f` (as if
                // exported with `export -f`).
                if let Some(body) = self.funcs.get(&name).cloned() {
                    if self.calling.contains(&name) {
                        return;
                    }
                    self.calling.push(name);
                    self.scan_state(&body, ctx);
                    self.calling.pop();
                    return;
                }
            }
            // A startup file every new shell reads, set for this command.
            for var in ["BASH_ENV", "ENV"] {
                if get_env(&ex.env, var).is_some_and(|v| v != &EnvVal::Unset) {
                    self.opaque(format!("{var} makes a shell read a startup file"));
                }
            }
            let rest: Vec<Word> = ex.words.iter().skip(1).cloned().collect();
            // What it does to files (and contract-watch run by any path), before anything else.
            let last = name.rsplit('/').next().unwrap_or(&name).to_string();
            self.effects(&last, &rest, &ex);
            if !name.contains('/')
                && !is_shell_builtin(&name)
                && get_env(&ex.env, "PATH").is_some_and(|v| v != &EnvVal::Unset)
            {
                self.opaque(format!(
                    "PATH is changed for {}: the program may be another",
                    clip(&name)
                ));
            }
            let base = if name.contains('/') {
                let base = name.rsplit('/').next().unwrap_or("").to_string();
                if is_git_name(&base) || git_program(&base).is_some() {
                    base
                } else if !name.starts_with('/') {
                    self.opaque(format!("runs a script or program by path: {}", clip(&name)));
                    return;
                } else if [".sh", ".bash", ".zsh", ".ksh"]
                    .iter()
                    .any(|e| base.ends_with(e))
                {
                    self.opaque(format!("runs a script file: {}", clip(&name)));
                    return;
                } else if !SYSTEM_DIRS
                    .iter()
                    .any(|d| Path::new(&name).parent() == Some(Path::new(d)))
                {
                    self.opaque(format!("runs a program by path: {}", clip(&name)));
                    return;
                } else {
                    // A system directory: a symlink there to git is git.
                    let real = paths::resolve(Path::new(&name));
                    let real_base = real
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    if is_git_name(&real_base) || git_program(&real_base).is_some() {
                        real_base
                    } else {
                        base
                    }
                }
            } else {
                name
            };
            // `exec -a git-commit git …` (zsh: `ARGV0=git-commit git …`): git runs the command its argv[0] names.
            if is_git_name(&base) {
                let zsh_argv0 = match get_env(&ex.env, "ARGV0") {
                    Some(EnvVal::Set(v)) => Some(v.clone()),
                    _ => None,
                };
                if let Some(verb) = ex.argv0.clone().or(zsh_argv0).as_deref().and_then(|a| {
                    let b = a.rsplit('/').next().unwrap_or(a);
                    git_program(b)
                }) {
                    let mut words = vec![Word::lit(&verb)];
                    words.extend(rest);
                    self.git(words, &ex, None, 0);
                    return;
                }
                self.git(rest, &ex, None, 0);
                return;
            }
            if let Some(verb) = git_program(&base) {
                let mut words = vec![Word::lit(&verb)];
                words.extend(rest);
                self.git(words, &ex, None, 0);
                return;
            }
            match base.as_str() {
                "cd" | "pushd" | "popd" => {
                    self.cd(&base, &rest, ctx);
                    return;
                }
                "sh" | "bash" | "zsh" | "dash" | "ksh" | "mksh" | "ash" | "yash" | "posh"
                | "rbash" | "fish" | "csh" | "tcsh" => {
                    self.shell(&base, &rest, &ex);
                    return;
                }
                "eval" => {
                    if rest.iter().all(|w| w.lit) {
                        // eval runs in this shell: its `cd` stays.
                        let text = join_text(&rest);
                        self.scan_state(&text, ctx);
                    } else {
                        self.opaque("eval of text that is not literal");
                    }
                    return;
                }
                "trap" => {
                    self.trap(&rest, ctx);
                    return;
                }
                "source" | "." => {
                    self.opaque(format!(
                        "sources a script: {}",
                        clip(&rest.first().map(|w| w.raw.clone()).unwrap_or_default())
                    ));
                    return;
                }
                "su" | "runuser" => {
                    self.su(&rest, &ex);
                    return;
                }
                "alias" => {
                    if rest.iter().any(|w| mentions_git_word(&w.text)) {
                        self.opaque("shell alias definition naming git");
                    }
                    return;
                }
                "hash" => {
                    if rest.iter().any(|w| mentions_git_word(&w.text)) {
                        self.opaque("hash -p maps a command name onto git");
                    }
                    return;
                }
                "enable" => {
                    self.opaque("enable loads or renames shell builtins");
                    return;
                }
                "find" => {
                    self.find(&rest, &ex);
                    return;
                }
                "watch" => {
                    self.watch(rest, ex, ctx);
                    return;
                }
                "parallel" => {
                    self.parallel(rest, ex, ctx);
                    return;
                }
                "cmd" | "cmd.exe" | "powershell" | "powershell.exe" | "pwsh" => {
                    // Windows shells: `cmd /c …`, `pwsh -Command …`; the rest is one command.
                    let at = rest.iter().position(|w| {
                        let t = w.text.to_ascii_lowercase();
                        matches!(t.as_str(), "/c" | "/k" | "-c" | "-command" | "/command")
                    });
                    if let Some(at) = at {
                        let cmd: Vec<Word> = rest.iter().skip(at + 1).cloned().collect();
                        if cmd.iter().all(|w| w.lit) {
                            self.nested(&join_text(&cmd), &ex);
                        } else {
                            self.opaque(format!("{base} runs text that is not literal"));
                        }
                    } else {
                        self.opaque(format!("{base} reads commands from stdin"));
                    }
                    return;
                }
                "script" => {
                    self.script(&rest, &ex);
                    return;
                }
                "hub" => {
                    // hub is git with GitHub verbs; `hub sync` moves local branches.
                    if rest.first().is_some_and(|w| w.text == "sync") {
                        self.forge(Verb::Merge, &ex);
                    } else {
                        self.git(rest, &ex, None, 0);
                    }
                    return;
                }
                "gh" | "glab" | "tea" | "jj" => {
                    self.forge_cli(&base, &rest, &ex);
                    return;
                }
                "awk" | "gawk" | "mawk" | "nawk" => {
                    self.awk(&base, &rest, &ex);
                    return;
                }
                "sed" | "gsed" => {
                    self.sed(&base, &rest, &ex);
                    return;
                }
                "make" | "gmake" | "bmake" => {
                    self.make(&base, &rest, &ex);
                    return;
                }
                "npm" => {
                    // `npm exec` / `npm x` run a command; the rest runs scripts.
                    if rest
                        .iter()
                        .find(|w| !w.text.starts_with('-'))
                        .is_some_and(|w| matches!(w.text.as_str(), "exec" | "x"))
                    {
                        self.runner(&base, &rest, &ex);
                    }
                    return;
                }
                "at" | "batch" => {
                    if !rest
                        .iter()
                        .any(|w| matches!(w.text.as_str(), "-l" | "-r" | "-d" | "-c" | "-V"))
                    {
                        self.opaque(format!("{base} runs commands from its input later"));
                    }
                    return;
                }
                "crontab" => {
                    if !rest
                        .iter()
                        .any(|w| matches!(w.text.as_str(), "-l" | "-r" | "-V"))
                    {
                        self.opaque("crontab installs commands to run later");
                    }
                    return;
                }
                "ssh" | "scp" | "sftp" | "autossh" => {
                    self.ssh(&base, &rest, &ex);
                    return;
                }
                "tar" | "bsdtar" | "gtar" => {
                    self.tar(&rest, &ex);
                    return;
                }
                "zip" | "rsync" => {
                    self.command_options(&base, &rest, &ex);
                    return;
                }
                "env" => match self.env(rest, &mut ex) {
                    Some(next) => {
                        ex.words = next;
                        ex.no_funcs = true;
                        continue;
                    }
                    None => return,
                },
                "xargs" => match self.xargs(rest, &mut ex) {
                    Some(next) => {
                        ex.words = next;
                        ex.no_funcs = true;
                        continue;
                    }
                    None => return,
                },
                "flock" => match self.flock(rest, &ex) {
                    Some(next) => {
                        ex.words = next;
                        ex.no_funcs = true;
                        continue;
                    }
                    None => return,
                },
                _ => {}
            }
            if let Some(interp) = tables::interpreter(&base) {
                self.interpreter(&base, interp, &rest, &ex);
                return;
            }
            if tables::RUNNERS.contains(&base.as_str()) {
                self.runner(&base, &rest, &ex);
                return;
            }
            let Some(w) = wrappers::wrapper(&base) else {
                return;
            };
            let mut seen = wrappers::Seen::default();
            let at = match wrappers::skip(w, &rest, &mut seen) {
                wrappers::Skipped::Command(at) => at,
                wrappers::Skipped::Nothing => {
                    if w.bare_shell
                        && !rest.iter().any(|w| {
                            w.text.starts_with("--help") || w.text.starts_with("--version")
                        })
                    {
                        self.opaque(format!("{base} starts a shell reading stdin"));
                    }
                    return;
                }
                wrappers::Skipped::Unknown(opt) => {
                    self.opaque(format!(
                        "{base} with an option the guard does not know: {}",
                        clip(&opt)
                    ));
                    return;
                }
            };
            for d in &seen.chdir {
                self.exec_cd(Some(d), &mut ex);
            }
            if let Some(reason) = w.elsewhere {
                ex.dir_unknown = Some(reason.to_string());
            }
            if let Some(a) = seen.argv0 {
                ex.argv0 = Some(a.text);
            }
            if w.assignments {
                let n = rest[..at]
                    .iter()
                    .rev()
                    .take_while(|x| {
                        x.text
                            .split_once('=')
                            .is_some_and(|(n, _)| wrappers::is_name(n))
                    })
                    .count();
                self.env_assignments(&rest[at - n..at], &mut ex);
            }
            ex.words = rest.into_iter().skip(at).collect();
            // `command`, `exec` and external wrappers run a program, never a shell function.
            if !matches!(base.as_str(), "builtin" | "noglob" | "nocorrect" | "time") {
                ex.no_funcs = true;
            }
        }
    }

    /// `trap [-lp] [--] ACTION SIGNAL…`: the action runs later in this shell.
    fn trap(&mut self, rest: &[Word], ctx: &mut Ctx) {
        let mut i = 0;
        if let Some(w) = rest.first().filter(|w| w.lit) {
            match w.text.as_str() {
                "-p" | "-l" | "-P" => return,
                "--" => i = 1,
                _ => {}
            }
        }
        let Some(action) = rest.get(i) else {
            return;
        };
        if rest.len() == i + 1 && action.lit && !action.text.contains(' ') {
            // `trap SIGNAL`: resets it.
            return;
        }
        if action.lit {
            let mut later = ctx.clone();
            self.scan_str(&action.text, &mut later);
        } else {
            self.opaque(format!(
                "trap runs text that is not literal: {}",
                clip(&action.raw)
            ));
        }
    }

    /// Leading `NAME=value` words (for `env` and `sudo`): applied to the environment; returns
    /// how many there were.
    fn env_assignments(&mut self, words: &[Word], ex: &mut Exec) -> usize {
        let mut n = 0;
        for w in words {
            let Some((name, value)) = w.text.split_once('=') else {
                break;
            };
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                break;
            }
            let val = if w.lit {
                EnvVal::Set(value.to_string())
            } else {
                EnvVal::Dynamic(w.raw.clone())
            };
            set_env(&mut ex.env, name, val);
            n += 1;
        }
        n
    }

    fn exec_cd(&mut self, dir: Option<&Word>, ex: &mut Exec) {
        match dir {
            Some(w) if w.lit => {
                ex.dir = paths::physical(&ex.dir, &w.text);
                if Path::new(&ex.dir).is_absolute() && Path::new(&w.text).is_absolute() {
                    ex.dir_unknown = None;
                }
            }
            Some(w) => ex.dir_unknown = Some(format!("directory is not literal: {}", clip(&w.raw))),
            None => {}
        }
    }

    fn split_words(&mut self, w: Option<&Word>) -> Option<Vec<Word>> {
        let w = w?;
        if !w.lit {
            self.opaque(format!("command from a variable: {}", clip(&w.raw)));
            return None;
        }
        match shell_words::split(&w.text) {
            Ok(parts) => Some(parts.iter().map(|p| Word::lit(p)).collect()),
            Err(_) => {
                self.opaque("unbalanced quotes in a split command string");
                None
            }
        }
    }

    /// `cd`, `pushd`, `popd`: move this shell's directory.
    fn cd(&mut self, base: &str, rest: &[Word], ctx: &mut Ctx) {
        let physical = rest
            .iter()
            .take_while(|w| w.lit && w.text.starts_with('-') && w.text.len() > 1 && w.text != "--")
            .any(|w| w.text.contains('P'));
        let args: Vec<&Word> = rest
            .iter()
            .skip_while(|w| w.lit && w.text.starts_with('-') && w.text.len() > 1 && w.text != "--")
            .filter(|w| w.text != "--")
            .collect();
        if base == "popd" {
            let old = ctx.stack.pop();
            match old {
                Some((dir, unknown)) => {
                    ctx.cd(Ok(dir));
                    ctx.dir_unknown = unknown;
                }
                None => ctx.cd(Err("popd with an empty directory stack".into())),
            }
            return;
        }
        if base == "pushd" {
            ctx.stack.push((ctx.dir.clone(), ctx.dir_unknown.clone()));
        }
        let target = match args.first() {
            None if base == "pushd" => Err("pushd without a directory".into()),
            None => paths::home().ok_or_else(|| "cd to an unknown home directory".to_string()),
            Some(w) if w.lit && w.text == "-" => match ctx.oldpwd.clone() {
                Some((dir, None)) => Ok(dir),
                _ => Err("cd - to an unknown directory".into()),
            },
            // `~` is the shell's HOME, which the command may have set.
            Some(w) if w.lit && (w.text == "~" || w.text.starts_with("~/")) => {
                let home = get_env(&ctx.vars, "HOME").or_else(|| get_env(&ctx.env, "HOME"));
                match home {
                    Some(EnvVal::Set(h)) => {
                        let rest = w.text.trim_start_matches('~').trim_start_matches('/');
                        Ok(paths::logical(
                            Path::new(h),
                            if rest.is_empty() { "." } else { rest },
                        ))
                    }
                    Some(_) => Err("cd to a home directory the command changed".to_string()),
                    None => Ok(paths::logical(&ctx.dir, &w.text)),
                }
            }
            Some(w) if w.lit && physical => Ok(paths::physical(&ctx.dir, &w.text)),
            Some(w) if w.lit => Ok(paths::logical(&ctx.dir, &w.text)),
            Some(w) if is_toplevel_substitution(&w.raw) => Ok(ctx.dir.clone()),
            Some(w) => Err(format!(
                "cd to a directory that is not literal: {}",
                clip(&w.raw)
            )),
        };
        ctx.cd(target);
    }

    /// The file an output redirection writes (`> f`, `>> f`, `&> f`, `>| f`, `<> f`).
    fn redirect_target<'t>(&mut self, tw: &TreeWalk<'t>, node: Node<'t>, ctx: &Ctx) {
        let mut c = node.walk();
        let mut writes = false;
        for child in node.children(&mut c) {
            if !child.is_named() {
                let op = child.utf8_text(tw.src.as_bytes()).unwrap_or("");
                writes = matches!(op, ">" | ">>" | "&>" | "&>>" | ">|" | "<>" | ">&");
                continue;
            }
            if child.kind() == "file_descriptor" || !writes {
                continue;
            }
            let w = decode_word(child, tw.src);
            // `>&2`, `2>&1`: a descriptor, not a file.
            if w.lit && (w.text.chars().all(|c| c.is_ascii_digit()) || w.text == "-") {
                continue;
            }
            self.touch_write(&w, &ctx.dir, false);
        }
    }

    /// A shell variable set to a literal value: values the shell itself expands later (`PS4`
    /// with `set -x`, `PROMPT_COMMAND`, an arithmetic subscript `a[$(…)]`, `${x@P}`) run the
    /// substitutions they hold, so those are scanned now.
    fn assigned(&mut self, name: &str, val: &EnvVal, ctx: &Ctx) {
        let EnvVal::Set(v) = val else {
            return;
        };
        // A name or path of contract-watch kept in a variable (`c=contract-watch`,
        // `d=.git/contract-watch`): judged by what it names. Prose that mentions it is not.
        let first = v
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        if first.contains("contract-watch") || first.contains("contract_watch") {
            let v = v.clone();
            self.touch_text(&v);
        }
        if name == "PROMPT_COMMAND" {
            let mut later = ctx.clone();
            let v = v.clone();
            self.scan_str(&v, &mut later);
        } else if v.contains("$(") || v.contains('`') {
            let mut later = ctx.clone();
            let text = format!(": {v}");
            self.scan_str(&text, &mut later);
        }
    }
}

/// Directories whose programs are the system's own (a program run by a path elsewhere is a
/// program the command may have just made).
const SYSTEM_DIRS: &[&str] = &[
    "/bin",
    "/sbin",
    "/usr/bin",
    "/usr/sbin",
    "/usr/local/bin",
    "/usr/local/sbin",
    "/opt/homebrew/bin",
    "/usr/lib/git-core",
    "/usr/libexec/git-core",
    "/usr/local/libexec/git-core",
    "/opt/homebrew/opt/git/libexec/git-core",
];

/// Shell pattern matching of one file name (`*`, `?`, `[…]`).
pub fn matches_name(pattern: &str, name: &str) -> bool {
    paths::fnmatch(pattern.as_bytes(), name.as_bytes())
}

/// `git-commit`, `git-push`, …: git's own commands by their program names.
fn git_program(base: &str) -> Option<String> {
    let verb = base.strip_prefix("git-")?;
    tables::is_builtin(verb).then(|| verb.to_string())
}

/// Shell builtins and keywords (PATH does not choose them).
fn is_shell_builtin(name: &str) -> bool {
    matches!(
        name,
        "cd" | "pushd"
            | "popd"
            | "echo"
            | "printf"
            | "true"
            | "false"
            | ":"
            | "test"
            | "["
            | "[["
            | "export"
            | "unset"
            | "read"
            | "set"
            | "shift"
            | "local"
            | "declare"
            | "typeset"
            | "readonly"
            | "return"
            | "exit"
            | "eval"
            | "exec"
            | "source"
            | "."
            | "trap"
            | "wait"
            | "type"
            | "command"
            | "builtin"
            | "hash"
            | "alias"
            | "unalias"
            | "let"
            | "shopt"
            | "ulimit"
            | "umask"
            | "jobs"
            | "fg"
            | "bg"
            | "kill"
            | "pwd"
            | "dirs"
            | "history"
            | "getopts"
            | "break"
            | "continue"
            | "{"
            | "}"
            | "times"
    )
}

/// `NAME=value` of an assignment node (only plain `=`; `+=` and arrays count as not literal).
fn assignment(node: Node, src: &str) -> Option<(String, EnvVal)> {
    let name = node
        .child_by_field_name("name")?
        .utf8_text(src.as_bytes())
        .ok()?
        .to_string();
    let val = match node.child_by_field_name("value") {
        None => EnvVal::Set(String::new()),
        Some(v) => {
            let w = decode_word(v, src);
            if w.lit {
                EnvVal::Set(w.text)
            } else {
                EnvVal::Dynamic(w.raw)
            }
        }
    };
    Some((name, val))
}

/// A heredoc's literal body (`None` when it expands something) and the statements that follow
/// the operator on its line (`cat <<X | sh` puts `| sh` inside the redirect node).
fn heredoc_parts<'t>(node: Node<'t>, src: &str) -> (Option<String>, Vec<Node<'t>>) {
    let mut quoted = false;
    let mut body = None;
    let mut trailing = Vec::new();
    let mut c = node.walk();
    for part in node.named_children(&mut c) {
        match part.kind() {
            "heredoc_start" => {
                quoted = part
                    .utf8_text(src.as_bytes())
                    .is_ok_and(|t| t.contains(['\'', '"', '\\']));
            }
            "heredoc_body" => {
                if quoted || !has_expansion(part) {
                    body = part.utf8_text(src.as_bytes()).ok().map(str::to_string);
                }
            }
            "heredoc_end" | "file_redirect" | "herestring_redirect" => {}
            _ => trailing.push(part),
        }
    }
    (body, trailing)
}

fn has_expansion(node: Node) -> bool {
    let mut c = node.walk();
    let found = node.named_children(&mut c).any(|n| {
        matches!(
            n.kind(),
            "simple_expansion" | "expansion" | "command_substitution" | "arithmetic_expansion"
        )
    });
    found
}

fn is_git_name(base: &str) -> bool {
    base.eq_ignore_ascii_case("git") || base.eq_ignore_ascii_case("git.exe")
}

/// Does the text hold the letters `git` once quotes and backslashes are dropped?
fn mentions_git_word(text: &str) -> bool {
    let mut last = [0u8; 2];
    for &b in text.as_bytes() {
        if matches!(b, b'\'' | b'"' | b'\\') {
            continue;
        }
        let b = b.to_ascii_lowercase();
        if b == b't' && last == [b'g', b'i'] {
            return true;
        }
        last = [last[1], b];
    }
    false
}

/// `"$(git rev-parse --show-toplevel)"`: the top of the repository we are already in.
fn is_toplevel_substitution(raw: &str) -> bool {
    let t = raw.trim_matches('"');
    let inner = t
        .strip_prefix("$(")
        .and_then(|t| t.strip_suffix(')'))
        .or_else(|| t.strip_prefix('`').and_then(|t| t.strip_suffix('`')));
    inner.is_some_and(|i| {
        let parts: Vec<&str> = i.split_whitespace().collect();
        parts == ["git", "rev-parse", "--show-toplevel"]
    })
}

fn join_text(words: &[Word]) -> String {
    let mut s = String::new();
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        s.push_str(&w.text);
    }
    s
}

fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(60).collect();
    if out.len() < s.len() {
        out.push('…');
    }
    out
}

/// Removes backslash-newline line continuations outside single quotes (the shell does this
/// before it splits words; tree-sitter-bash does not).
fn join_continuations(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains("\\\n") {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut single = false;
    let mut double = false;
    while let Some(c) = chars.next() {
        match c {
            '\'' if !double => {
                single = !single;
                out.push(c);
            }
            '"' if !single => {
                double = !double;
                out.push(c);
            }
            '\\' if !single => match chars.peek() {
                Some('\n') => {
                    chars.next();
                }
                Some(&n) => {
                    out.push(c);
                    out.push(n);
                    chars.next();
                }
                None => out.push(c),
            },
            _ => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests;
