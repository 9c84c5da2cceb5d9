//! The command guard: finds every `git commit`, `git push` and `git merge` in a shell command
//! string before an agent's Bash tool runs it (SPEC §7).
//!
//! Structure comes from tree-sitter-bash (lists, pipelines, subshells, substitutions, compound
//! commands, functions, redirections, heredocs); single words are unquoted with shell rules
//! (`shell-words` for double-quoted text, alias values and `env -S`; our own code for unquoted
//! words and `$'…'`). Commands that wrap another command (`env`, `sudo`, `nice`, `timeout`,
//! `xargs`, `watch`, `bash -c`, `eval`, …) are unwrapped; git's global options and aliases are
//! applied; `cd`/`pushd` move the directory for the commands that follow in the same shell.
//!
//! Anything the guard cannot see through is reported in [`Scan::opaque`] with a reason: a command
//! name that comes from a variable or substitution, a shell that reads its commands from stdin or
//! a file, a sourced or relative-path script, a git subcommand from a variable, `find -exec git`,
//! `xargs` feeding a shell. The caller treats those conservatively in deny mode.
//!
//! Ordinary programs are not looked into: `make`, `cargo`, `npm`, `python -c …` are programs, not
//! opaque (a Makefile target that commits is left to the git hooks). `ssh host git push` acts on
//! another machine and is ignored. `git pull` is not a merge for the gate.
//!
//! Decisions worth knowing:
//! - A command name with a `/` whose last part is `git` is git (`/usr/bin/git`, `./git`). Any
//!   other relative path (`./deploy`, `scripts/x`, `~/bin/x`) is opaque; an absolute path runs
//!   the program of that base name (`/usr/bin/env`, `/bin/bash`), except `*.sh`-style scripts.
//! - git subcommands that are neither builtins nor aliases (external `git-foo` programs such as
//!   `git lfs`) pass, unless this command may have changed where aliases come from (`git config
//!   alias.x …` is followed; writes into `.git/config`, `HOME=…`, `-c include.path` make an
//!   unknown subcommand opaque).
//! - Directories are joined and normalised lexically (no symlinks resolved, nothing read from
//!   disk). `cd a || git …` is read as if `cd` succeeded. A `cd` to a word that is not literal
//!   makes a later git invocation opaque as well (its directory is then the last one known).
//! - A `!` alias runs its shell text in the invocation's directory (git runs it at the top of
//!   the work tree: the same repository). Shell functions are followed when called; a function
//!   named `git` shadows git unless called through `command`/`env`/….
//! - Changing `PATH` so that another name runs git, and other languages' `-c`/`-e` snippets, are
//!   not followed.
//!
//! [`mentions_git_cheaply`] is a byte-level pre-check that never allocates: when it says `false`,
//! [`scan`] finds nothing (scan itself starts with it).

mod cheap;
mod words;

use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};

use tree_sitter::{Node, Parser, Tree};

pub use cheap::mentions_git_cheaply;
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

    fn parse(s: &str) -> Option<Verb> {
        match s {
            "commit" => Some(Verb::Commit),
            "push" => Some(Verb::Push),
            "merge" => Some(Verb::Merge),
            "add" | "stage" => Some(Verb::Add),
            "rm" => Some(Verb::Rm),
            "mv" => Some(Verb::Mv),
            _ => None,
        }
    }
}

/// One git commit/push/merge the command would run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GitInvocation {
    pub verb: Verb,
    /// Where git runs: the working directory after `cd`, `pushd`, `env -C`, `sudo -D` and git's
    /// `-C` options (lexically normalised, not canonicalised).
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
}

/// Finds every git commit/push/merge in `command`, run from `cwd`.
pub fn scan(command: &str, cwd: &Path, aliases: &dyn AliasSource) -> Scan {
    if !mentions_git_cheaply(command) {
        return Scan::default();
    }
    scan_with(command, cwd, aliases, true)
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
            dir: normalize(cwd),
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
                    self.funcs.insert(name, body.to_string());
                }
            }
            "redirected_statement" => self.redirected(tw, node, ctx),
            "declaration_command" => self.declaration(tw, node, ctx),
            "variable_assignment" => {
                self.substitutions(tw, node, ctx);
                if let Some((name, val)) = assignment(node, tw.src) {
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
        let mut trailing = Vec::new();
        let mut c = node.walk();
        for child in node.children_by_field_name("redirect", &mut c) {
            self.substitutions(tw, child, ctx);
            if child.kind() == "file_redirect" {
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
                "file_redirect" => {}
                _ => {
                    if !words.is_empty() {
                        words.push(decode_word(child, tw.src));
                    }
                }
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
            let base = if name.contains('/') {
                let base = name.rsplit('/').next().unwrap_or("").to_string();
                if is_git_name(&base) {
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
                } else {
                    base
                }
            } else {
                name
            };
            let rest: Vec<Word> = ex.words.iter().skip(1).cloned().collect();
            if is_git_name(&base) {
                self.git(rest, &ex, None, 0);
                return;
            }
            match base.as_str() {
                "cd" | "pushd" | "popd" => {
                    self.cd(&base, &rest, ctx);
                    return;
                }
                "sh" | "bash" | "zsh" | "dash" | "ksh" | "mksh" | "ash" | "yash" | "posh"
                | "rbash" | "fish" => {
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
                    // `trap 'cmd' EXIT`: the text runs later in this shell.
                    if let Some(action) = rest.first() {
                        if !action.text.starts_with('-') || !action.lit {
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
                    }
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
                    }
                    return;
                }
                "script" => {
                    self.script(&rest, &ex);
                    return;
                }
                _ => {}
            }
            let Some(next) = self.unwrap(&base, rest, &mut ex) else {
                return;
            };
            ex.words = next;
            // `command`, `exec` and external wrappers run a program, never a shell function.
            if !matches!(base.as_str(), "builtin" | "noglob" | "nocorrect" | "time") {
                ex.no_funcs = true;
            }
        }
    }

    /// The wrapped command of a wrapper (`env`, `sudo`, `nice`, …), or `None` when `base` is an
    /// ordinary program or the wrapper runs nothing.
    fn unwrap(&mut self, base: &str, rest: Vec<Word>, ex: &mut Exec) -> Option<Vec<Word>> {
        let mut i = 0;
        let at = |i: usize| rest.get(i).map(|w| w.text.as_str());
        match base {
            "command" => {
                while let Some(w) = at(i) {
                    match w {
                        "-p" => i += 1,
                        "--" => {
                            i += 1;
                            break;
                        }
                        _ if w.starts_with('-') && (w.contains('v') || w.contains('V')) => {
                            return None
                        }
                        _ => break,
                    }
                }
            }
            "builtin" | "nohup" | "noglob" | "nocorrect" | "unbuffer" | "chronic" | "coproc"
            | "fakeroot" | "torsocks" | "catchsegv" | "dbus-run-session" => {}
            "pkexec" | "proxychains" | "proxychains4" | "strace" | "ltrace" => {
                while let Some(w) = at(i) {
                    match w {
                        "-f" if base.starts_with("proxychains") => i += 2,
                        "--user" | "-o" | "-e" | "-s" | "-u" | "-E" | "-a" | "-P" | "-S" | "-X"
                        | "-b" | "-I" | "-O" => i += 2,
                        "-p" => return None,
                        "--" => {
                            i += 1;
                            break;
                        }
                        _ if w.starts_with('-') && w.len() > 1 => i += 1,
                        _ => break,
                    }
                }
            }
            "exec" => {
                while let Some(w) = at(i) {
                    match w {
                        "-a" => i += 2,
                        "--" => {
                            i += 1;
                            break;
                        }
                        _ if w.starts_with('-') && w.len() > 1 => i += 1,
                        _ => break,
                    }
                }
            }
            "time" => {
                while let Some(w) = at(i) {
                    match w {
                        "-o" | "-f" | "--output" | "--format" => i += 2,
                        "--" => {
                            i += 1;
                            break;
                        }
                        _ if w.starts_with('-') && w.len() > 1 => i += 1,
                        _ => break,
                    }
                }
            }
            "nice" => {
                while let Some(w) = at(i) {
                    match w {
                        "-n" | "--adjustment" => i += 2,
                        "--" => {
                            i += 1;
                            break;
                        }
                        _ if w.starts_with('-') && w.len() > 1 => i += 1,
                        _ => break,
                    }
                }
            }
            "setsid" | "caffeinate" => {
                while let Some(w) = at(i) {
                    match w {
                        "-t" | "-w" => i += 2,
                        _ if w.starts_with('-') && w.len() > 1 => i += 1,
                        _ => break,
                    }
                }
            }
            "stdbuf" | "ionice" => {
                while let Some(w) = at(i) {
                    match w {
                        "-i" | "-o" | "-e" | "-c" | "-n" | "-t"
                            if base == "ionice" || w != "-t" =>
                        {
                            if base == "ionice" && w == "-t" {
                                i += 1
                            } else {
                                i += 2
                            }
                        }
                        "-p" | "-P" | "-u" if base == "ionice" => return None,
                        "--" => {
                            i += 1;
                            break;
                        }
                        _ if w.starts_with('-') && w.len() > 1 => i += 1,
                        _ => break,
                    }
                }
            }
            "timeout" => {
                while let Some(w) = at(i) {
                    match w {
                        "-k" | "-s" | "--kill-after" | "--signal" => i += 2,
                        "--" => {
                            i += 1;
                            break;
                        }
                        _ if w.starts_with('-') && w.len() > 1 => i += 1,
                        _ => break,
                    }
                }
                i += 1; // the duration
            }
            "doas" => {
                while let Some(w) = at(i) {
                    match w {
                        "-u" | "-C" => i += 2,
                        "--" => {
                            i += 1;
                            break;
                        }
                        _ if w.starts_with('-') && w.len() > 1 => i += 1,
                        _ => break,
                    }
                }
            }
            "sudo" => {
                while let Some(w) = at(i) {
                    match w {
                        "-u" | "-g" | "-C" | "-h" | "-p" | "-r" | "-t" | "-T" | "-U" | "-R"
                        | "--user" | "--group" | "--close-from" | "--host" | "--prompt"
                        | "--role" | "--type" | "--command-timeout" | "--other-user"
                        | "--chroot" => i += 2,
                        "-D" | "--chdir" => {
                            self.exec_cd(rest.get(i + 1), ex);
                            i += 2;
                        }
                        "-e" | "--edit" | "-l" | "--list" | "-V" | "--version" | "-v"
                        | "--validate" | "-k" | "-K" => {
                            if w == "-k" {
                                i += 1;
                            } else {
                                return None;
                            }
                        }
                        "--" => {
                            i += 1;
                            break;
                        }
                        _ if w.starts_with("--chdir=") => {
                            let d = Word::lit(w.trim_start_matches("--chdir="));
                            self.exec_cd(Some(&d), ex);
                            i += 1;
                        }
                        _ if w.starts_with('-') && w.len() > 1 => i += 1,
                        _ => break,
                    }
                }
                i += self.env_assignments(&rest[i.min(rest.len())..], ex);
            }
            "env" => {
                let mut split: Option<Vec<Word>> = None;
                while let Some(w) = at(i) {
                    match w {
                        "-i" | "-" | "--ignore-environment" => {
                            ex.env.retain(|(_, _)| false);
                            for key in ["GIT_DIR", "GIT_WORK_TREE"] {
                                set_env(&mut ex.env, key, EnvVal::Unset);
                            }
                            i += 1;
                        }
                        "-u" | "--unset" => {
                            if let Some(n) = at(i + 1) {
                                let n = n.to_string();
                                set_env(&mut ex.env, &n, EnvVal::Unset);
                            }
                            i += 2;
                        }
                        "-C" | "--chdir" => {
                            self.exec_cd(rest.get(i + 1), ex);
                            i += 2;
                        }
                        "-S" | "--split-string" => {
                            split = Some(self.split_words(rest.get(i + 1))?);
                            i += 2;
                            break;
                        }
                        "--" => {
                            i += 1;
                            break;
                        }
                        _ if w.starts_with("--unset=") || (w.starts_with("-u") && w.len() > 2) => {
                            let n = w.trim_start_matches("--unset=").trim_start_matches("-u");
                            let n = n.to_string();
                            set_env(&mut ex.env, &n, EnvVal::Unset);
                            i += 1;
                        }
                        _ if w.starts_with("--chdir=") || (w.starts_with("-C") && w.len() > 2) => {
                            let d = w.trim_start_matches("--chdir=").trim_start_matches("-C");
                            let d = Word::lit(d);
                            self.exec_cd(Some(&d), ex);
                            i += 1;
                        }
                        _ if w.starts_with("--split-string=")
                            || (w.starts_with("-S") && w.len() > 2) =>
                        {
                            let s = w
                                .trim_start_matches("--split-string=")
                                .trim_start_matches("-S");
                            let mut word = rest.get(i).cloned().unwrap_or_else(|| Word::lit(""));
                            word.text = s.to_string();
                            split = Some(self.split_words(Some(&word))?);
                            i += 1;
                            break;
                        }
                        _ if w.starts_with('-') && w.len() > 1 && !w.contains('=') => i += 1,
                        _ => break,
                    }
                }
                let mut next: Vec<Word> = split.unwrap_or_default();
                next.extend(rest.iter().skip(i).cloned());
                let n = self.env_assignments(&next, ex);
                return Some(next.into_iter().skip(n).collect());
            }
            "taskset" => {
                let mut cpu_list = false;
                while let Some(w) = at(i) {
                    match w {
                        "-p" | "--pid" => return None,
                        "-c" | "--cpu-list" => {
                            cpu_list = true;
                            i += 1
                        }
                        _ if w.starts_with('-') && w.len() > 1 => i += 1,
                        _ => break,
                    }
                }
                let _ = cpu_list;
                i += 1; // mask or list
            }
            "flock" => {
                while let Some(w) = at(i) {
                    match w {
                        "-w" | "--timeout" | "-E" | "--conflict-exit-code" => i += 2,
                        "-c" | "--command" => {
                            if let Some(cmd) = rest.get(i + 1) {
                                self.nested_word(cmd, ex, "flock -c");
                            }
                            return None;
                        }
                        _ if w.starts_with('-') && w.len() > 1 => i += 1,
                        _ => break,
                    }
                }
                i += 1; // the lock file
                if let Some(w) = at(i) {
                    if w == "-c" || w == "--command" {
                        if let Some(cmd) = rest.get(i + 1) {
                            self.nested_word(cmd, ex, "flock -c");
                        }
                        return None;
                    }
                }
            }
            "xargs" => {
                let mut token = None;
                while let Some(w) = at(i) {
                    match w {
                        "-a" | "-d" | "-E" | "-L" | "-n" | "-P" | "-s" | "--arg-file"
                        | "--delimiter" | "--max-lines" | "--max-args" | "--max-procs"
                        | "--max-chars" | "--process-slot-var" | "--eof" => i += 2,
                        "-I" => {
                            token = at(i + 1).map(str::to_string);
                            i += 2;
                        }
                        "--" => {
                            i += 1;
                            break;
                        }
                        _ if w.starts_with("-I") => {
                            token = Some(w[2..].to_string());
                            i += 1;
                        }
                        _ if w.starts_with("--replace") || w.starts_with("-i") => {
                            let t = w.split_once('=').map(|(_, t)| t).unwrap_or_else(|| {
                                w.strip_prefix("-i")
                                    .filter(|t| !t.is_empty())
                                    .unwrap_or("{}")
                            });
                            token = Some(t.to_string());
                            i += 1;
                        }
                        _ if w.starts_with('-') && w.len() > 1 => i += 1,
                        _ => break,
                    }
                }
                ex.xargs = Some(token);
            }
            "busybox" => {}
            _ => return None,
        }
        let next: Vec<Word> = rest.into_iter().skip(i).collect();
        if next.is_empty() {
            None
        } else {
            Some(next)
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
                ex.dir = join_norm(&ex.dir, &w.text);
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
            None => home().ok_or_else(|| "cd to an unknown home directory".to_string()),
            Some(w) if w.lit && w.text == "-" => match ctx.oldpwd.clone() {
                Some((dir, None)) => Ok(dir),
                _ => Err("cd - to an unknown directory".into()),
            },
            Some(w) if w.lit => Ok(join_norm(&ctx.dir, &w.text)),
            Some(w) if is_toplevel_substitution(&w.raw) => Ok(ctx.dir.clone()),
            Some(w) => Err(format!(
                "cd to a directory that is not literal: {}",
                clip(&w.raw)
            )),
        };
        ctx.cd(target);
    }

    /// `bash [options] -c 'text' …`, `bash script`, `bash` reading stdin.
    fn shell(&mut self, base: &str, rest: &[Word], ex: &Exec) {
        let mut c_mode = false;
        let mut stdin_mode = false;
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            if !w.lit {
                break;
            }
            let t = w.text.as_str();
            if t == "--" || t == "-" {
                i += 1;
                break;
            }
            if matches!(t, "--version" | "--help") {
                return;
            }
            if matches!(t, "--rcfile" | "--init-file") {
                i += 2;
                continue;
            }
            if t.starts_with("--") {
                if t == "--command" {
                    c_mode = true;
                }
                i += 1;
                continue;
            }
            if (t.starts_with('-') || t.starts_with('+')) && t.len() > 1 {
                let flags = &t[1..];
                if flags.contains('c') {
                    c_mode = true;
                }
                if flags.contains('s') {
                    stdin_mode = true;
                }
                if t.starts_with('-') && flags.contains('n') && !flags.contains(['o', 'O']) {
                    return; // -n: read commands, run none
                }
                // `-o name` / `-O name` take the next word.
                let takes = flags.matches(['o', 'O']).count();
                i += 1 + takes;
                continue;
            }
            break;
        }
        let operand = rest.get(i);
        if c_mode {
            match operand {
                Some(text) => {
                    if ex.xargs.is_some() {
                        self.opaque(format!("xargs feeds unknown input to {base} -c"));
                    }
                    self.nested_word(text, ex, base);
                }
                None => self.opaque(format!("{base} -c without a command")),
            }
            return;
        }
        if operand.is_some() && !stdin_mode {
            self.opaque(format!(
                "runs a script file: {base} {}",
                clip(&operand.map(|w| w.raw.clone()).unwrap_or_default())
            ));
            return;
        }
        self.opaque(format!("{base} reads commands from stdin"));
        if let Some(body) = &ex.stdin {
            self.nested(body, ex);
        }
    }

    fn su(&mut self, rest: &[Word], ex: &Exec) {
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            if t == "-c" || t == "--command" {
                if let Some(cmd) = rest.get(i + 1) {
                    self.nested_word(cmd, ex, "su -c");
                }
                return;
            }
            if let Some(cmd) = t.strip_prefix("--command=") {
                let mut word = w.clone();
                word.text = cmd.to_string();
                self.nested_word(&word, ex, "su -c");
                return;
            }
            i += 1;
        }
        self.opaque("su starts a shell reading stdin");
    }

    fn script(&mut self, rest: &[Word], ex: &Exec) {
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            if w.text == "-c" || w.text == "--command" {
                if let Some(cmd) = rest.get(i + 1) {
                    self.nested_word(cmd, ex, "script -c");
                }
                return;
            }
            i += 1;
        }
        self.opaque("script starts a shell reading stdin");
    }

    /// `find … -exec cmd … ;`: the command runs per file, in directories the guard cannot know.
    fn find(&mut self, rest: &[Word], ex: &Exec) {
        let mut i = 0;
        while i < rest.len() {
            let t = rest.get(i).map(|w| w.text.as_str()).unwrap_or("");
            if matches!(t, "-exec" | "-execdir" | "-ok" | "-okdir") {
                let start = i + 1;
                let mut end = start;
                while end < rest.len()
                    && !matches!(rest.get(end).map(|w| w.text.as_str()), Some(";" | "+"))
                {
                    end += 1;
                }
                let sub: Vec<Word> = rest.get(start..end).unwrap_or(&[]).to_vec();
                if self.yields_anything(sub, ex) {
                    self.opaque(format!("find {t} runs git or a shell per file"));
                }
                i = end;
            }
            i += 1;
        }
    }

    /// `watch [options] cmd…`: joined with spaces and given to `sh -c` (unless `-x`).
    fn watch(&mut self, rest: Vec<Word>, mut ex: Exec, ctx: &mut Ctx) {
        let mut i = 0;
        let mut exec = false;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            match t {
                "-n" | "--interval" | "-q" | "--equexit" => i += 2,
                "-x" | "--exec" => {
                    exec = true;
                    i += 1
                }
                "--" => {
                    i += 1;
                    break;
                }
                _ if t.starts_with('-') && t.len() > 1 => i += 1,
                _ => break,
            }
        }
        let cmd: Vec<Word> = rest.into_iter().skip(i).collect();
        if cmd.is_empty() {
            return;
        }
        if exec {
            ex.words = cmd;
            ex.no_funcs = true;
            self.run(ex, ctx);
        } else if cmd.iter().all(|w| w.lit) {
            let text = join_text(&cmd);
            self.nested(&text, &ex);
        } else {
            self.opaque("watch runs text that is not literal");
        }
    }

    /// GNU `parallel [options] command ::: args`: like xargs, through a shell.
    fn parallel(&mut self, rest: Vec<Word>, mut ex: Exec, ctx: &mut Ctx) {
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            match t {
                "-j" | "--jobs" | "-N" | "-n" | "--max-args" | "-S" | "--sshlogin" | "-a"
                | "--arg-file" | "-d" | "--delimiter" | "-I" | "--joblog" | "--results"
                | "--tmpdir" | "--timeout" | "--delay" | "--colsep" | "-C" => i += 2,
                _ if t.starts_with('-') && t.len() > 1 => i += 1,
                _ => break,
            }
        }
        let cmd: Vec<Word> = rest
            .into_iter()
            .skip(i)
            .take_while(|w| !(w.lit && w.text.starts_with(":::")))
            .collect();
        if cmd.is_empty() {
            self.opaque("parallel takes its commands from its input");
            return;
        }
        // One word holding a whole command (`parallel 'git push {}' ::: a`) is split.
        let words = if cmd.len() == 1 && cmd.iter().all(|w| w.lit && w.text.contains(' ')) {
            match self.split_words(cmd.first()) {
                Some(w) => w,
                None => return,
            }
        } else {
            cmd
        };
        ex.words = words;
        ex.no_funcs = true;
        ex.xargs = Some(Some("{".to_string()));
        self.run(ex, ctx);
    }

    /// Would running `words` find an invocation or an opaque construct? (Nothing is recorded.)
    fn yields_anything(&mut self, words: Vec<Word>, ex: &Exec) -> bool {
        let saved = std::mem::take(&mut self.out);
        let sub = Exec {
            words,
            env: ex.env.clone(),
            dir: ex.dir.clone(),
            dir_unknown: ex.dir_unknown.clone(),
            no_funcs: true,
            xargs: Some(Some("{}".to_string())),
            stdin: None,
        };
        let mut ctx = Ctx::new(&ex.dir);
        self.run(sub, &mut ctx);
        let found = !self.out.is_empty();
        self.out = saved;
        found
    }

    /// Scans a word holding shell text (`bash -c WORD`).
    fn nested_word(&mut self, w: &Word, ex: &Exec, what: &str) {
        if w.lit {
            self.nested(&w.text, ex);
        } else {
            self.opaque(format!(
                "{what} runs text that is not literal: {}",
                clip(&w.raw)
            ));
        }
    }

    /// Scans shell text run by a new shell started from `ex` (its environment and directory).
    fn nested(&mut self, text: &str, ex: &Exec) {
        let mut ctx = Ctx {
            dir: ex.dir.clone(),
            dir_unknown: ex.dir_unknown.clone(),
            oldpwd: None,
            stack: Vec::new(),
            env: ex.env.clone(),
            vars: Vec::new(),
        };
        self.scan_str(text, &mut ctx);
    }

    /// `git config [options] [set] name value`: remembers aliases this command writes, and
    /// notes configuration it writes that the guard cannot follow.
    fn learn_config(&mut self, args: &[Word]) {
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
        } else if key == "include.path" || key.starts_with("includeif.") {
            self.config_written = true;
        }
    }

    /// `git [global options] verb args…`.
    fn git(&mut self, words: Vec<Word>, ex: &Exec, alias: Option<String>, expansions: usize) {
        let mut dir = ex.dir.clone();
        let mut dir_unknown = ex.dir_unknown.clone();
        let mut git_dir: Option<Result<String, String>> = env_path(&ex.env, "GIT_DIR");
        let mut work_tree: Option<Result<String, String>> = env_path(&ex.env, "GIT_WORK_TREE");
        let mut config: Vec<(String, String)> = env_config(&ex.env);
        let mut dynamic_config = get_env(&ex.env, "GIT_CONFIG_PARAMETERS")
            .is_some_and(|v| matches!(v, EnvVal::Dynamic(_)));
        let mut words = words;
        let mut alias = alias;
        let mut expansions = expansions;
        let mut seen: Vec<String> = Vec::new();
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
                                    dir = join_norm(&dir, &v.text);
                                    if Path::new(&v.text).is_absolute() {
                                        dir_unknown = None;
                                    }
                                }
                            }
                            Some(v) if is_toplevel_substitution(&v.raw) => {}
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
                            config.push((k.to_string(), val.to_string()));
                        }
                        Some(_) => dynamic_config = true,
                        None => return,
                    },
                    "--config-env" => match take(&mut i) {
                        Some(v) if v.lit => {
                            if let Some((k, var)) = v.text.rsplit_once('=') {
                                match get_env(&ex.env, var) {
                                    Some(EnvVal::Set(val)) => {
                                        config.push((k.to_string(), val.clone()))
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
            // `git subtree push|merge` (contrib, shipped with git) pushes or merges.
            let subtree = (verb.text == "subtree")
                .then(|| after.iter().find(|w| !w.text.starts_with('-')))
                .flatten()
                .and_then(|w| match w.text.as_str() {
                    "push" => Some(Verb::Push),
                    "merge" => Some(Verb::Merge),
                    _ => None,
                });
            if let Some(v) = Verb::parse(&verb.text).or(subtree) {
                if let Some(reason) = dir_unknown.as_ref().filter(|_| !v.stages()) {
                    self.opaque(format!(
                        "git {} runs where the guard cannot tell: {reason}",
                        v.as_str()
                    ));
                }
                let resolve = |p: &Option<Result<String, String>>, s: &mut Self, what: &str| match p
                {
                    Some(Ok(p)) => Some(join_norm(&dir, p)),
                    Some(Err(raw)) => {
                        s.opaque(format!("{what} is not literal: {}", clip(raw)));
                        None
                    }
                    None => None,
                };
                let gd = resolve(&git_dir, self, "git dir");
                let wt = resolve(&work_tree, self, "git work tree");
                let mut args: Vec<String> = after.iter().map(Word::arg).collect();
                if ex.xargs.is_some() {
                    args.push("…".to_string());
                }
                let inv = GitInvocation {
                    verb: v,
                    dir: dir.clone(),
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
                return;
            }
            if is_builtin(&verb.text) {
                if verb.text == "config" {
                    self.learn_config(&after);
                }
                return;
            }
            // An alias: inline `-c alias.x=…` first (the last one wins), then what this command
            // wrote with `git config`, then configuration.
            let name = verb.text.clone();
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
                (Some((_, v)), _) => Some(v.clone()),
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
                        Some(Ok(g)) => join_norm(&dir, g),
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
}

/// Environment variables that move where git reads configuration (or its commands) from.
const CONFIG_SOURCES: &[&str] = &[
    "GIT_CONFIG_GLOBAL",
    "GIT_CONFIG_SYSTEM",
    "GIT_CONFIG",
    "GIT_CONFIG_NOSYSTEM",
    "HOME",
    "XDG_CONFIG_HOME",
    "GIT_EXEC_PATH",
];

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
fn env_config(env: &[(String, EnvVal)]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    if let Some(EnvVal::Set(params)) = get_env(env, "GIT_CONFIG_PARAMETERS") {
        if let Ok(parts) = shell_words::split(params) {
            for p in parts {
                if let Some((k, v)) = p.split_once('=') {
                    out.push((k.to_string(), v.to_string()));
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
        if let (Some(EnvVal::Set(k)), Some(EnvVal::Set(v))) = (key, val) {
            out.push((k.clone(), v.clone()));
        }
    }
    out
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

/// Git's own commands: never looked up as aliases (git runs the builtin).
fn is_builtin(verb: &str) -> bool {
    const BUILTINS: &[&str] = &[
        "add",
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
    BUILTINS.contains(&verb)
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

fn home() -> Option<PathBuf> {
    std::env::var_os("HOME").map(PathBuf::from)
}

/// `base` joined with `p` (`~` expanded from HOME), `.` and `..` applied lexically.
fn join_norm(base: &Path, p: &str) -> PathBuf {
    let expanded;
    let p = if p == "~" || p.starts_with("~/") {
        match home() {
            Some(h) => {
                expanded = h.join(p.trim_start_matches('~').trim_start_matches('/'));
                expanded.as_path()
            }
            None => Path::new(p),
        }
    } else {
        Path::new(p)
    };
    if p.is_absolute() {
        normalize(p)
    } else {
        normalize(&base.join(p))
    }
}

fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for comp in p.components() {
        match comp {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    if out.as_os_str().is_empty() {
        out.push(".");
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
