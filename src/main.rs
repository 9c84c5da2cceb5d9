//! contract-watch's command line: parse arguments, call the core, render its answer.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

use contract_watch::adapters::{claude, terminal};
use contract_watch::config::Config;
use contract_watch::engine::{self, xml, EngineChoice, Refusal, Selector};
use contract_watch::findings::{self, CoreError, Workspace};
use contract_watch::init;
use contract_watch::repo::Repo;
use contract_watch::state::Mode;

const TOP_HELP: &str = "\
Start with `contract-watch demo`, then `contract-watch init` in your repository.
Each command's --help gives examples and its exit statuses.";

#[derive(Parser)]
#[command(
    name = "contract-watch",
    version,
    about = "Keeps AI coding agents from leaving callers behind when a function's parameter list changes",
    after_help = TOP_HELP
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The commands, in the order a person meets them: try it, wire it, look, act, check the
/// setup; what the agents call comes last.
#[derive(Subcommand)]
enum Command {
    /// A scripted session on a throwaway repository: what the model and the person see.
    #[command(
        after_help = "Example:\n  contract-watch demo\n\nExit status:\n  0  done\n  3  the demo could not run (no temporary directory, git missing)"
    )]
    Demo,
    /// Wire this repository for an agent and git, or take the wiring out (--remove).
    ///
    /// Idempotent; touches only what it owns and says what it changed. With no flag: --claude.
    #[command(after_help = concat!("Examples:\n  contract-watch init                 # Claude Code\n  contract-watch init --git-hooks     # pre-commit, pre-push, pre-merge-commit (husky-aware)\n  contract-watch init --remove        # take out everything init added\n  contract-watch init --remove --state\n\n", "Exit status:\n  0  wired (or removed); every change is named on its own line\n  2  usage error: not a repository, a settings file that is not JSON, a hook that cannot be\n     written\n  3  --state: the state could not be removed"))]
    Init {
        /// Merge contract-watch's hooks into .claude/settings.json and add /contract-watch.
        #[arg(long)]
        claude: bool,
        /// Merge contract-watch's hooks into .codex/hooks.json (Codex CLI; trust them in Codex).
        #[arg(long)]
        codex: bool,
        /// Merge contract-watch's hooks into .gemini/settings.json (Gemini CLI).
        #[arg(long)]
        gemini: bool,
        /// Merge contract-watch's hooks into .cursor/hooks.json (Cursor).
        #[arg(long)]
        cursor: bool,
        /// Write contract-watch's hooks to .github/hooks/contract-watch.json (Copilot CLI).
        #[arg(long)]
        copilot: bool,
        /// Install the pre-commit, pre-push and pre-merge-commit git hooks: in git's hooks
        /// directory (chaining a hook that was there), or as lines in husky's `.husky/<hook>`
        /// or a project hooks directory's files.
        #[arg(long)]
        git_hooks: bool,
        /// Take out what init added (the flags pick which; none: everything), restoring hooks
        /// that were chained.
        #[arg(long)]
        remove: bool,
        /// With --remove: also delete this repository's findings and mode
        /// (<git-dir>/contract-watch).
        #[arg(long, requires = "remove")]
        state: bool,
    },
    /// The open findings of this repository with their last measure, and the mode.
    #[command(after_help = concat!("Examples:\n  contract-watch status\n  contract-watch status --json\n\n", "Exit status:\n  0  done\n  2  usage error: bad arguments, bad configuration, not a repository\n  3  the state could not be read or written"))]
    Status {
        /// Print them as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Measure one symbol: its parameter count now vs git HEAD, and its callers.
    ///
    /// The callers are one hop away; those whose argument count no longer fits are marked.
    #[command(after_help = concat!("Examples:\n  contract-watch measure app/lib.py:parse\n  contract-watch measure src/shapes.rs:Circle.area --json\n  contract-watch measure parse --engine builtin\n\n", "Exit status:\n  0  a report, whatever its status\n  1  refused: the selector is ambiguous (the spellings that pick one are listed), the symbol is\n     not found, or the file is unknown\n  2  usage error: bad arguments or selector, bad configuration, not a repository\n  3  the engine could not answer (missing, timed out, crashed, printed garbage, unreadable file)"))]
    Measure {
        /// `<file>:<name>`, `<file>:<Type>.<name>`, or a bare `<name>`.
        selector: String,
        /// The repository (or directory) to measure in; default: the current directory.
        #[arg(long)]
        root: Option<PathBuf>,
        /// Which engine answers; default: the configuration's `engine`.
        #[arg(long, value_enum)]
        engine: Option<EngineArg>,
        /// Print ripwire-compatible `<edit-check>` XML.
        #[arg(long, conflicts_with = "json")]
        xml: bool,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// More context for one symbol: signatures, ranked callers, their bodies, within a budget.
    ///
    /// Its signature at HEAD and now, every caller ranked with its call sites, the bodies of the
    /// top N callers, within a token budget (tokens are estimated as ceil(bytes / 4) of the
    /// printed output). The last line says what was left out and why.
    #[command(after_help = concat!("Examples:\n  contract-watch explain app/lib.py:parse\n  contract-watch explain app/lib.py:parse --detail=3 --budget=2000\n\n", "Exit status:\n  0  the answer\n  1  refused: the selector is ambiguous, the symbol is not found, or the file is unknown\n  2  usage error: bad arguments or selector, a budget too small for any answer, not a repository\n  3  the engine could not answer"))]
    Explain {
        /// `<file>:<name>`, `<file>:<Type>.<name>`, or a bare `<name>`.
        selector: String,
        /// Full bodies for the top N ranked callers; signatures only for the rest.
        #[arg(long, default_value_t = 0)]
        detail: usize,
        /// The most estimated tokens the answer may take (closing line included).
        #[arg(long)]
        budget: Option<usize>,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// The repository to look in; default: the current directory.
        #[arg(long)]
        root: Option<PathBuf>,
    },
    /// Show or set the mode (the person's command; the model cannot run it).
    #[command(after_help = concat!("Examples:\n  contract-watch mode\n  contract-watch mode deny\n\n", "Exit status:\n  0  done\n  2  usage error: bad arguments, bad configuration, not a repository\n  3  the state could not be read or written"))]
    Mode {
        /// The mode to set; omit to show the current one.
        #[arg(value_enum)]
        mode: Option<ModeArg>,
    },
    /// Stop watching a finding by hand, or all of them (--all).
    ///
    /// The person's command (the model cannot run it); no closing line is written, since nothing
    /// was fixed. Name one by `<file>:<name>` or its name, or use --all.
    #[command(after_help = concat!("Examples:\n  contract-watch forget app/lib.py:parse\n  contract-watch forget --all\n\n", "Exit status:\n  0  forgotten\n  1  no open finding matches\n  2  usage error: bad arguments, bad configuration, not a repository\n  3  the state could not be read or written"))]
    Forget {
        /// The finding to forget (`<file>:<name>` or its name); or --all.
        finding: Option<String>,
        /// Forget every open finding of this repository.
        #[arg(long, conflicts_with = "finding")]
        all: bool,
    },
    /// Decide whether a git commit, push or merge may run (the git hooks call it).
    ///
    /// Re-measures the open findings, closes what is fixed, and decides as the pre-command moment
    /// would: exit 1 when deny mode holds the command.
    #[command(after_help = concat!("Examples:\n  contract-watch gate                 # before a commit\n  contract-watch gate commit -- -a\n  contract-watch gate push\n\n", "Exit status:\n  0  the command may run (always in note mode, also when the configuration or the state cannot\n     be read: a line says so)\n  1  deny mode holds the command: a changed signature provably leaves a caller behind\n  2  usage error: bad arguments, not a repository"))]
    Gate {
        /// The git command about to run.
        #[arg(value_enum, default_value = "commit")]
        verb: GateVerb,
        /// Called from the git hook: what git records is the index (commit, merge), or the refs
        /// the pre-push hook reads on standard input (push; the remote's name after `--`).
        #[arg(long)]
        hook: bool,
        /// The git command's arguments, after `--`: for `commit` -a, pathspecs; for `push` the
        /// remote and refspecs; for `merge` the commit to merge.
        #[arg(last = true)]
        args: Vec<String>,
    },
    /// The gate's verdict over a range, for CI.
    ///
    /// Every definition whose parameter list differs between base and head, measured on head;
    /// exit 1 when one leaves a caller behind. Reads and writes no findings and ignores the
    /// mode: a CI job is a gate by nature.
    #[command(after_help = concat!("Examples:\n  contract-watch check                          # work tree vs the upstream merge-base (or HEAD)\n  contract-watch check --base origin/main --head HEAD --format github\n  contract-watch check --base HEAD~1 --format sarif > contract-watch.sarif\n\n", "Exit status:\n  0  no changed signature leaves a caller behind\n  1  a changed signature leaves a mismatching caller\n  2  usage error: bad arguments, a revision that names no commit, not a repository, bad configuration\n  3  a changed definition could not be measured (engine failure)"))]
    Check {
        /// The commit to compare with; default: the merge-base with the upstream branch if
        /// there is one, else HEAD.
        #[arg(long)]
        base: Option<String>,
        /// Measure this commit.
        #[arg(long, conflicts_with_all = ["index", "worktree"])]
        head: Option<String>,
        /// Measure the index.
        #[arg(long, conflicts_with = "worktree")]
        index: bool,
        /// Measure the work tree (the default).
        #[arg(long)]
        worktree: bool,
        /// How to print the answer.
        #[arg(long, value_enum, default_value = "text")]
        format: contract_watch::check::Format,
    },
    /// The pane to keep open beside the agent.
    ///
    /// Findings and closing lines arrive here while it runs, and the transcript stays clean.
    #[command(after_help = concat!("Examples:\n  tmux split-window -h -l 60 'contract-watch sidebar'\n  contract-watch sidebar --all\n\n", "Exit status:\n  0  closed\n  2  usage error: bad arguments, bad configuration, not a repository\n  3  the state could not be read"))]
    Sidebar {
        /// Also every repository contract-watch has opened a finding in (now or later).
        #[arg(long)]
        all: bool,
        /// A repository to watch (repeatable); default: the current one.
        #[arg(long = "repo")]
        repos: Vec<PathBuf>,
    },
    /// Check the set-up, one line each.
    ///
    /// The binary on PATH and its version, every agent and git hook wiring (and whether a hook
    /// manager overwrote it), the configuration, the mode, the engine, the state.
    #[command(after_help = concat!("Example:\n  contract-watch doctor\n\n", "Exit status:\n  0  nothing is broken (lines marked `note` are worth knowing, not broken)\n  1  something is broken: the lines marked `broken` say what and how to fix it\n  2  not a repository"))]
    Doctor,
    /// Print a shell completion script.
    #[command(
        after_help = "Examples:\n  contract-watch completions bash > ~/.local/share/bash-completion/completions/contract-watch\n  contract-watch completions zsh > ~/.zfunc/_contract-watch\n  contract-watch completions fish > ~/.config/fish/completions/contract-watch.fish\n\nExit status:\n  0  printed\n  2  usage error: an unknown shell"
    )]
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff).
    #[command(
        after_help = "Example:\n  contract-watch man > ~/.local/share/man/man1/contract-watch.1\n\nExit status:\n  0  printed"
    )]
    Man,
    /// Called by agents, not people: answer one hook event (JSON on stdin).
    ///
    /// Answers in that harness's protocol; `init` wires it.
    #[command(after_help = concat!("Example (what Claude Code runs):\n  echo '{\"hook_event_name\":\"Stop\",\"cwd\":\".\"}' | contract-watch hook claude\n\n", "Exit status:\n  0  always, with the answer as JSON on standard output; it blocks only through the JSON fields"))]
    Hook {
        #[command(subcommand)]
        harness: Harness,
    },
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum GateVerb {
    Commit,
    Push,
    Merge,
}

/// `mode`'s values.
#[derive(Clone, Copy, clap::ValueEnum)]
enum ModeArg {
    /// Stops nothing (the default).
    Note,
    /// Stops git commit, push and merge while a changed signature provably leaves a caller
    /// behind.
    Deny,
}

/// `--engine`'s values.
#[derive(Clone, Copy, clap::ValueEnum)]
enum EngineArg {
    /// The builtin engine (the default; ripwire answers only when named).
    Auto,
    /// The in-process engine (Go, JavaScript, TypeScript, Python, Rust, Java, PHP, Ruby, Swift).
    Builtin,
    /// The external ripwire binary.
    Ripwire,
}

impl EngineArg {
    fn choice(self) -> EngineChoice {
        match self {
            EngineArg::Auto => EngineChoice::Auto,
            EngineArg::Builtin => EngineChoice::Builtin,
            EngineArg::Ripwire => EngineChoice::Ripwire,
        }
    }
}

#[derive(Subcommand)]
enum Harness {
    /// Claude Code: every event through one entry, dispatched on hook_event_name (called by
    /// Claude Code).
    Claude,
    /// Codex CLI: every event through one entry, dispatched on hook_event_name.
    Codex,
    /// Gemini CLI: every event through one entry, dispatched on hook_event_name.
    Gemini,
    /// Cursor: every event through one entry, dispatched on hook_event_name.
    Cursor,
    /// GitHub Copilot CLI: its payloads carry no event name, so the command names it.
    Copilot {
        /// preToolUse, postToolUse, userPromptSubmitted or agentStop (default: read from the
        /// payload's shape).
        event: Option<String>,
    },
}

fn main() -> ExitCode {
    // A bug must not end in a backtrace: one line naming it, exit 3 (a hook still answers).
    std::panic::set_hook(Box::new(|info| {
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic".to_string());
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!("contract-watch: internal error: {what}{at}; please report it");
    }));
    let cli = Cli::parse();
    match std::panic::catch_unwind(move || run(cli)) {
        Ok(code) => code,
        Err(_) => ExitCode::from(3),
    }
}

fn run(cli: Cli) -> ExitCode {
    match cli.command {
        Command::Measure {
            selector,
            root,
            engine,
            xml: as_xml,
            json,
        } => measure(selector, root, engine.map(EngineArg::choice), as_xml, json),
        Command::Hook { harness } => hook(harness),
        Command::Status { json } => status(json),
        Command::Mode { mode } => mode_cmd(mode),
        Command::Init {
            claude,
            codex,
            gemini,
            cursor,
            copilot,
            git_hooks,
            remove,
            state,
        } => {
            // The wirings the flags pick, by their row in init::WIRINGS.
            let picked: Vec<&str> = [
                ("claude", claude),
                ("codex", codex),
                ("gemini", gemini),
                ("cursor", cursor),
                ("copilot", copilot),
                ("git-hooks", git_hooks),
            ]
            .into_iter()
            .filter_map(|(flag, on)| on.then_some(flag))
            .collect();
            if remove {
                init_remove(&picked, state)
            } else {
                init(&picked)
            }
        }
        Command::Gate { verb, hook, args } => gate(verb, hook, args),
        Command::Check {
            base,
            head,
            index,
            worktree: _,
            format,
        } => check(base, head, index, format),
        Command::Demo => demo(),
        Command::Forget { finding, all } => forget(finding, all),
        Command::Sidebar { all, repos } => sidebar(all, repos),
        Command::Explain {
            selector,
            detail,
            budget,
            json,
            root,
        } => explain(selector, detail, budget, json, root),
        Command::Doctor => doctor(),
        Command::Completions { shell } => completions(shell),
        Command::Man => man(),
    }
}

fn hook(harness: Harness) -> ExitCode {
    use contract_watch::adapters::Harness as H;
    use std::io::Read;
    let (h, event) = match harness {
        Harness::Claude => (H::Claude, None),
        Harness::Codex => (H::Codex, None),
        Harness::Gemini => (H::Gemini, None),
        Harness::Cursor => (H::Cursor, None),
        Harness::Copilot { event } => (H::Copilot, event),
    };
    let mut input = Vec::new();
    let answer = match std::io::stdin().read_to_end(&mut input) {
        // Whatever happens inside, the agent's tool call gets an answer and exit 0.
        Ok(_) => std::panic::catch_unwind(|| h.handle(event.as_deref(), &input)).unwrap_or_else(
            |_| {
                h.fallback(
                    "contract-watch: internal error while answering this hook; nothing was checked (details on stderr)",
                )
            },
        ),
        Err(e) => h.fallback(&format!("contract-watch: cannot read the hook input: {e}")),
    };
    println!("{answer}");
    ExitCode::SUCCESS
}

/// The workspace of the current directory whatever its configuration says (a line names a
/// broken one).
fn workspace_even_misconfigured() -> Result<Workspace, ExitCode> {
    let dir = std::env::current_dir()
        .map_err(|e| fail(2, format!("cannot read the current directory: {e}")))?;
    match Workspace::discover(&dir) {
        Ok(Some(ws)) => {
            if let Some(e) = &ws.config_error {
                eprintln!("contract-watch: {e}");
            }
            Ok(ws)
        }
        Ok(None) => Err(fail(
            2,
            format!("{} is not in a git repository", dir.display()),
        )),
        Err(e) => Err(fail(core_error_code(&e), e)),
    }
}

/// The workspace of the current directory, or a usage error.
fn workspace() -> Result<Workspace, ExitCode> {
    let dir = std::env::current_dir()
        .map_err(|e| fail(2, format!("cannot read the current directory: {e}")))?;
    discover(&dir)
}

/// The workspace at `dir`: not a repository and bad configuration are usage errors (2), a
/// state that cannot be opened is 3.
fn discover(dir: &Path) -> Result<Workspace, ExitCode> {
    match Workspace::discover(dir) {
        Ok(Some(ws)) => match &ws.config_error {
            Some(e) => Err(fail(2, e)),
            None => Ok(ws),
        },
        Ok(None) => Err(fail(
            2,
            format!("{} is not in a git repository", dir.display()),
        )),
        Err(e) => Err(fail(core_error_code(&e), e)),
    }
}

fn core_error_code(e: &CoreError) -> u8 {
    match e {
        CoreError::Config(_) | CoreError::Repo(_) => 2,
        CoreError::State(_) => 3,
    }
}

/// The repository containing the current directory, without reading the configuration or the
/// state (for the commands that must work while either is broken: init, doctor).
fn repository() -> Result<Repo, ExitCode> {
    let dir = std::env::current_dir()
        .map_err(|e| fail(2, format!("cannot read the current directory: {e}")))?;
    match Repo::discover(&dir) {
        Ok(Some(r)) => Ok(r),
        Ok(None) => Err(fail(
            2,
            format!("{} is not in a git repository", dir.display()),
        )),
        Err(e) => Err(fail(2, e)),
    }
}

fn status(json: bool) -> ExitCode {
    let ws = match workspace() {
        Ok(w) => w,
        Err(c) => return c,
    };
    let (mode, open, warnings) = match findings::status(&ws) {
        Ok(x) => x,
        Err(e) => return fail(3, e),
    };
    for w in warnings {
        eprintln!("{w}");
    }
    let head = ws.repo().head_id();
    if json {
        let v = serde_json::json!({ "mode": mode, "head": head, "findings": open });
        println!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
    } else {
        print!(
            "{}",
            terminal::status(mode, &open, head.as_deref(), terminal::color_enabled(false))
        );
    }
    ExitCode::SUCCESS
}

fn mode_cmd(mode: Option<ModeArg>) -> ExitCode {
    // The mode needs no configuration: with a broken one it still shows and switches (the
    // person's way out of a gate that keeps its last answers), saying what is wrong.
    let ws = match workspace_even_misconfigured() {
        Ok(w) => w,
        Err(c) => return c,
    };
    match mode {
        None => match ws.store.mode() {
            Ok(m) => {
                println!("{} ({})", m.value, claude::mode_meaning(m.value));
                ExitCode::SUCCESS
            }
            Err(e) => fail(3, e),
        },
        Some(arg) => {
            let m = match arg {
                ModeArg::Note => Mode::Note,
                ModeArg::Deny => Mode::Deny,
            };
            match ws.store.set_mode(m) {
                Ok(out) => {
                    for w in out.warnings {
                        eprintln!("{w}");
                    }
                    println!(
                        "contract-watch: mode set to {m} ({})",
                        claude::mode_meaning(m)
                    );
                    ExitCode::SUCCESS
                }
                Err(e) => fail(3, e),
            }
        }
    }
}

/// The rows of init::WIRINGS that `picked` names; none named: `default`.
fn wirings(picked: &[&str], default: &[&str]) -> Vec<&'static init::Wiring> {
    let names = if picked.is_empty() { default } else { picked };
    names.iter().filter_map(|n| init::wiring(n)).collect()
}

fn init(picked: &[&str]) -> ExitCode {
    let repo = match repository() {
        Ok(r) => r,
        Err(c) => return c,
    };
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("contract-watch"));
    let ctx = init::Ctx {
        root: repo.root(),
        exe: &exe,
    };
    // With no flag, wire the agent: Claude Code.
    let mut code = ExitCode::SUCCESS;
    for w in wirings(picked, &["claude"]) {
        match (w.install)(&ctx) {
            Ok(c) if c.is_empty() => {
                println!("contract-watch: {} already wired; nothing changed", w.label)
            }
            Ok(c) => c.iter().for_each(|l| println!("contract-watch: {l}")),
            Err(e) => code = fail(2, e),
        }
    }
    code
}

fn init_remove(picked: &[&str], state: bool) -> ExitCode {
    let repo = match repository() {
        Ok(r) => r,
        Err(c) => return c,
    };
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("contract-watch"));
    let ctx = init::Ctx {
        root: repo.root(),
        exe: &exe,
    };
    let all: Vec<&str> = init::WIRINGS.iter().map(|w| w.flag).collect();
    let mut code = ExitCode::SUCCESS;
    let mut said = false;
    for w in wirings(picked, &all) {
        match (w.remove)(&ctx) {
            Ok(c) => {
                said |= !c.is_empty();
                c.iter().for_each(|l| println!("contract-watch: {l}"));
            }
            Err(e) => code = fail(2, e),
        }
    }
    if state {
        let dir = repo.git_dir().join(contract_watch::state::DIR_NAME);
        if dir.is_dir() {
            match std::fs::remove_dir_all(&dir) {
                Ok(()) => {
                    said = true;
                    println!(
                        "contract-watch: {}: removed this repository's findings and mode",
                        dir.display()
                    );
                }
                Err(e) => code = fail(3, format!("cannot remove {}: {e}", dir.display())),
            }
        }
    }
    if !said {
        println!("contract-watch: nothing of contract-watch's was wired here; nothing changed");
    }
    code
}

fn doctor() -> ExitCode {
    let repo = match repository() {
        Ok(r) => r,
        Err(c) => return c,
    };
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("contract-watch"));
    let checks = contract_watch::doctor::run(repo.root(), repo.git_dir(), &exe);
    print!(
        "{}",
        terminal_doctor(&checks, terminal::color_enabled(false))
    );
    if contract_watch::doctor::broken(&checks) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// One line per check: `ok`, `note` or `broken`, the topic, what was found.
fn terminal_doctor(checks: &[init::Check], color: bool) -> String {
    use owo_colors::OwoColorize;
    let width = checks.iter().map(|c| c.topic.len()).max().unwrap_or(0);
    let mut out = String::new();
    for c in checks {
        let mark = match c.health {
            init::Health::Ok => "ok    ",
            init::Health::Note => "note  ",
            init::Health::Broken => "broken",
        };
        let mark = match (color, c.health) {
            (false, _) => mark.to_string(),
            (true, init::Health::Ok) => mark.green().to_string(),
            (true, init::Health::Note) => mark.yellow().to_string(),
            (true, init::Health::Broken) => mark.red().bold().to_string(),
        };
        out.push_str(&format!("{mark} {:width$}  {}\n", c.topic, c.text));
    }
    out
}

fn completions(shell: clap_complete::Shell) -> ExitCode {
    let mut cmd = Cli::command();
    clap_complete::generate(shell, &mut cmd, "contract-watch", &mut std::io::stdout());
    ExitCode::SUCCESS
}

fn man() -> ExitCode {
    let cmd = Cli::command();
    let mut out = Vec::new();
    if let Err(e) = clap_mangen::Man::new(cmd).render(&mut out) {
        return fail(3, format!("cannot render the man page: {e}"));
    }
    // Each command's page section: its help, so the man page carries the examples and exit
    // statuses too.
    let mut cmd = Cli::command();
    for sub in cmd.get_subcommands_mut() {
        if sub.get_name() == "help" {
            continue;
        }
        let name = sub.get_name().to_string();
        let help = sub
            .clone()
            .bin_name(format!("contract-watch {name}"))
            .render_long_help()
            .to_string();
        out.extend_from_slice(
            format!(".SH \"CONTRACT-WATCH {}\"\n", name.to_uppercase()).as_bytes(),
        );
        out.extend_from_slice(b".nf\n");
        for line in help.lines() {
            let escaped = line.replace('\\', "\\e");
            let escaped = if escaped.starts_with('.') || escaped.starts_with('\'') {
                format!("\\&{escaped}")
            } else {
                escaped
            };
            out.extend_from_slice(escaped.as_bytes());
            out.push(b'\n');
        }
        out.extend_from_slice(b".fi\n");
    }
    use std::io::Write;
    match std::io::stdout().write_all(&out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(3, e),
    }
}

fn gate(verb: GateVerb, hook: bool, args: Vec<String>) -> ExitCode {
    use contract_watch::gate::{self, Action, CommitScope, MergeFrom, PushFrom};
    let dir = match std::env::current_dir() {
        Ok(d) => d,
        Err(e) => return fail(2, format!("cannot read the current directory: {e}")),
    };
    let verb_name = match verb {
        GateVerb::Commit => "commit",
        GateVerb::Push => "push",
        GateVerb::Merge => "merge",
    };
    let ws = match Workspace::discover(&dir) {
        Ok(Some(ws)) => ws,
        Ok(None) => return fail(2, format!("{} is not in a git repository", dir.display())),
        Err(CoreError::State(e)) => {
            eprintln!("contract-watch: {e}; the git {verb_name} check was skipped");
            return ExitCode::SUCCESS;
        }
        Err(e) => return fail(2, e),
    };
    let action = match verb {
        // Inside pre-commit git has prepared the index (`-a`, pathspecs already applied).
        GateVerb::Commit if hook => Action::Commit(CommitScope::default()),
        GateVerb::Commit => Action::Commit(CommitScope::from_args(&args)),
        GateVerb::Push => {
            // The pre-push hook gives the refs on standard input (`<local ref> <local sha>
            // <remote ref> <remote sha>`) and the remote as its first argument.
            let lines = read_push_lines();
            if lines.is_empty() && !hook {
                Action::Push(PushFrom::Args(args))
            } else {
                Action::Push(PushFrom::Refs {
                    remote: args.first().cloned(),
                    lines,
                })
            }
        }
        // Inside pre-merge-commit git has written the result to the index.
        GateVerb::Merge if hook => Action::Merge(MergeFrom::Index),
        GateVerb::Merge => Action::Merge(MergeFrom::Args(args)),
    };
    let color = terminal::color_enabled(true);
    match gate::run(&ws, &[action]) {
        Ok(v) => {
            for line in &v.said.person {
                eprintln!("{}", terminal::person_line(line, color));
            }
            if v.hold {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            }
        }
        // A lock that cannot be taken: the findings are read without it, and in deny mode a
        // known mismatch keeps holding.
        Err(CoreError::State(e)) if e.is_lock() => {
            let mut reasons = Vec::new();
            let mut person = Vec::new();
            contract_watch::moments::hold_on_last_known(
                &ws,
                verb_name,
                &e.to_string(),
                &mut reasons,
                &mut person,
            );
            for line in &person {
                eprintln!("{}", terminal::person_line(line, color));
            }
            if reasons.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            }
        }
        // Any other state failure fails open: the command runs, with a line saying why.
        Err(e) => {
            eprintln!("contract-watch: the check could not run ({e}); letting the command through");
            ExitCode::SUCCESS
        }
    }
}

/// The pre-push hook's ref lines on standard input, when it is not a terminal.
fn read_push_lines() -> Vec<String> {
    use std::io::{IsTerminal, Read};
    let mut stdin = std::io::stdin();
    if stdin.is_terminal() {
        return Vec::new();
    }
    let mut text = String::new();
    if stdin.read_to_string(&mut text).is_err() {
        return Vec::new();
    }
    text.lines()
        .filter(|l| l.split_whitespace().count() == 4)
        .map(str::to_string)
        .collect()
}

fn check(
    base: Option<String>,
    head: Option<String>,
    index: bool,
    format: contract_watch::check::Format,
) -> ExitCode {
    use contract_watch::check::{self, CheckError, Head};
    let dir = match std::env::current_dir() {
        Ok(d) => d,
        Err(e) => return fail(2, format!("cannot read the current directory: {e}")),
    };
    let head = match (head, index) {
        (Some(rev), _) => Head::Rev(rev),
        (None, true) => Head::Index,
        (None, false) => Head::WorkTree,
    };
    match check::check(&dir, base.as_deref(), &head) {
        Ok(c) => {
            let root = Repo::discover(&dir)
                .ok()
                .flatten()
                .map(|r| r.root().to_path_buf())
                .unwrap_or(dir);
            let cap = Config::load(Some(&root))
                .map(|c| c.caller_cap)
                .unwrap_or(10);
            print!("{}", check::render(&c, format, &root, cap));
            ExitCode::from(c.exit_code())
        }
        Err(CheckError::Usage(m)) => fail(2, m),
        Err(e) => fail(3, e),
    }
}

fn demo() -> ExitCode {
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => return fail(3, format!("cannot find this program's path: {e}")),
    };
    let work = match tempfile::tempdir() {
        Ok(w) => w,
        Err(e) => return fail(3, format!("cannot make a temporary directory: {e}")),
    };
    match contract_watch::demo::run(&exe, work.path()) {
        Ok(steps) => {
            print!("{}", terminal::demo(&steps, terminal::color_enabled(false)));
            ExitCode::SUCCESS
        }
        Err(e) => fail(3, e),
    }
}

fn fail(code: u8, message: impl std::fmt::Display) -> ExitCode {
    eprintln!("contract-watch: {message}");
    ExitCode::from(code)
}

fn measure(
    selector: String,
    root: Option<PathBuf>,
    engine: Option<EngineChoice>,
    as_xml: bool,
    json: bool,
) -> ExitCode {
    let root = match root {
        Some(r) => r,
        None => match std::env::current_dir() {
            Ok(d) => d,
            Err(e) => return fail(2, format!("cannot read the current directory: {e}")),
        },
    };
    if !root.is_dir() {
        return fail(2, format!("--root {}: not a directory", root.display()));
    }
    if let Err(c) = check_selector(&root, &selector) {
        return c;
    }
    let repo_root = match Repo::discover(&root) {
        Ok(r) => r.map(|r| r.root().to_path_buf()),
        Err(e) => return fail(2, e),
    };
    let config = match Config::load(repo_root.as_deref()) {
        Ok(c) => c,
        Err(e) => return fail(2, e),
    };
    let mut opts = config.engine_options();
    if let Some(e) = engine {
        opts.engine = e;
    }
    opts.want_at = as_xml || json;
    match engine::measure(&root, &selector, &opts) {
        Ok(m) => {
            if let Some(n) = &m.notice {
                eprintln!("{n}");
            }
            if as_xml {
                println!("{}", xml::write(&m.report));
            } else if json {
                match serde_json::to_string_pretty(&m.report) {
                    Ok(s) => println!("{s}"),
                    Err(e) => return fail(3, e),
                }
            } else {
                print!(
                    "{}",
                    terminal::report(&m.report, terminal::color_enabled(false))
                );
            }
            ExitCode::SUCCESS
        }
        Err(e) => fail(e.exit_code() as u8, e),
    }
}

fn explain(
    selector: String,
    detail: usize,
    budget: Option<usize>,
    json: bool,
    root: Option<PathBuf>,
) -> ExitCode {
    use contract_watch::explain::{self, ExplainError, Form};
    let root = match root.map(Ok).unwrap_or_else(std::env::current_dir) {
        Ok(r) => r,
        Err(e) => return fail(2, format!("cannot read the current directory: {e}")),
    };
    if let Err(c) = check_selector(&root, &selector) {
        return c;
    }
    let form = if json { Form::Json } else { Form::Text };
    match explain::explain(&root, &selector, detail, budget, form) {
        Ok((_, text)) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(ExplainError::Engine(e)) => fail(e.exit_code() as u8, e),
        Err(e @ ExplainError::BudgetTooSmall { .. }) => fail(2, e),
    }
}

/// A selector that cannot name a symbol is a usage error (2), said before any engine runs:
/// its syntax, or a file part that is a directory (looked up from `root`).
fn check_selector(root: &Path, text: &str) -> Result<(), ExitCode> {
    let sel = Selector::parse(text).map_err(|e| fail(2, e))?;
    if let Some(file) = &sel.file {
        let p = Path::new(file);
        let p = if p.is_absolute() {
            p.to_path_buf()
        } else {
            root.join(p)
        };
        if p.is_dir() {
            let shown = file.trim_end_matches('/').to_string();
            return Err(fail(
                2,
                Refusal::Directory {
                    path: shown,
                    name: sel.name,
                },
            ));
        }
    }
    Ok(())
}

fn sidebar(all: bool, repos: Vec<PathBuf>) -> ExitCode {
    use std::io::IsTerminal;
    let mut dirs = Vec::new();
    let wanted = if repos.is_empty() && !all {
        match std::env::current_dir() {
            Ok(d) => vec![d],
            Err(e) => return fail(2, format!("cannot read the current directory: {e}")),
        }
    } else {
        repos
    };
    for r in wanted {
        if !r.is_dir() {
            return fail(
                2,
                format!("{} is not a repository (no such directory)", r.display()),
            );
        }
        match discover(&r) {
            Ok(ws) => dirs.push(ws.git_dir),
            Err(c) => return c,
        }
    }
    let tty = std::io::stdout().is_terminal();
    let color = terminal::color_enabled(false);
    let watch = contract_watch::sidebar::Watch {
        git_dirs: dirs,
        all,
    };
    let mut out = std::io::stdout();
    match contract_watch::sidebar::run(watch, &mut out, tty, color) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(3, e),
    }
}

fn forget(finding: Option<String>, all: bool) -> ExitCode {
    let ws = match workspace() {
        Ok(w) => w,
        Err(c) => return c,
    };
    if finding.is_none() && !all {
        return fail(
            2,
            "forget needs the finding to forget, as <file>:<name> or its name (see `contract-watch status`), or --all to forget every open finding",
        );
    }
    let which = if all { None } else { finding.as_deref() };
    match findings::forget(&ws, which) {
        Ok((gone, warnings)) => {
            for w in warnings {
                eprintln!("{w}");
            }
            if gone.is_empty() {
                return fail(
                    1,
                    format!("no open finding matches {}", which.unwrap_or("--all")),
                );
            }
            for id in gone {
                println!("contract-watch: {id} is no longer watched");
            }
            ExitCode::SUCCESS
        }
        Err(e) => fail(3, e),
    }
}
