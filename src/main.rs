//! contract-watch's command line: parse arguments, call the core, render its answer.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use contract_watch::adapters::{claude, terminal};
use contract_watch::config::Config;
use contract_watch::engine::{self, xml, EngineChoice};
use contract_watch::findings::{self, Workspace};
use contract_watch::repo::Repo;
use contract_watch::state::Mode;

const EXIT_STATUSES: &str = "\
Exit status:
  0  success (for `measure`: a report, whatever its status)
  1  refused or held: the engine refused the selector (ambiguous, not found, unknown file),
     or `gate` holds the git command in deny mode
  2  usage error: bad arguments, bad configuration, not a repository where one is needed
  3  the engine could not answer (missing, timed out, crashed, printed garbage, unreadable file)
`hook claude` always exits 0 and answers JSON; it blocks only through the JSON fields.";

const CHECK_EXIT: &str = "\
Exit status:
  0  no changed signature leaves a caller behind
  1  a changed signature leaves a mismatching caller
  2  usage error: bad arguments, a revision that names no commit, not a repository, bad configuration
  3  a changed definition could not be measured (engine failure)";

#[derive(Parser)]
#[command(
    name = "contract-watch",
    version,
    about = "Keeps AI coding agents from leaving callers behind when a function's parameter list changes",
    after_help = EXIT_STATUSES
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Measure one symbol: its parameter count now vs git HEAD, and its one-hop callers.
    #[command(after_help = EXIT_STATUSES)]
    Measure {
        /// `<file>:<name>`, `<file>:<Type>.<name>`, or a bare `<name>`.
        selector: String,
        /// The repository (or directory) to measure in; default: the current directory.
        #[arg(long)]
        root: Option<PathBuf>,
        /// Which engine answers: auto, builtin or ripwire; default: the configuration's `engine`.
        #[arg(long)]
        engine: Option<EngineChoice>,
        /// Print ripwire-compatible `<edit-check>` XML.
        #[arg(long, conflicts_with = "json")]
        xml: bool,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Answer one agent hook event (JSON on stdin) in that harness's protocol.
    Hook {
        #[command(subcommand)]
        harness: Harness,
    },
    /// The open findings of this repository with their last measure.
    Status {
        /// Print them as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Show or set the mode: `note` (default) stops nothing; `deny` stops git commit, push
    /// and merge while a changed signature provably leaves a caller behind.
    Mode {
        /// The mode to set; omit to show the current one.
        mode: Option<String>,
    },
    /// Stop watching open findings by hand (the person's command; no closing line is written,
    /// since nothing was fixed). Name one by `<file>:<name>` or its name, or use --all.
    Forget {
        /// The finding to forget.
        #[arg(required_unless_present = "all")]
        finding: Option<String>,
        /// Forget every open finding of this repository.
        #[arg(long, conflicts_with = "finding")]
        all: bool,
    },
    /// Wire this repository for an agent (idempotent; touches only what it owns). With no flag,
    /// --claude.
    Init {
        /// Merge contract-watch's hooks into .claude/settings.json and add /contract-watch.
        #[arg(long)]
        claude: bool,
        /// Install the pre-commit, pre-push and pre-merge-commit git hooks (chaining any
        /// existing hook; honours core.hooksPath).
        #[arg(long)]
        git_hooks: bool,
    },
    /// Re-measure the open findings and decide as the pre-command moment would; exit 1 when
    /// deny mode holds the command.
    #[command(after_help = EXIT_STATUSES)]
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
    /// The gate's verdict over a range, for CI: every definition whose parameter list differs
    /// between base and head, measured on head; exit 1 when one leaves a caller behind.
    /// Reads and writes no findings and ignores the mode.
    #[command(after_help = CHECK_EXIT)]
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
    /// A scripted session on a throwaway repository: what the model and the person see.
    Demo,
    /// The pane to keep open beside the agent: findings and closing lines arrive here while it
    /// runs, and the transcript stays clean.
    Sidebar {
        /// Also every repository contract-watch has opened a finding in (now or later).
        #[arg(long)]
        all: bool,
        /// A repository to watch (repeatable); default: the current one.
        #[arg(long = "repo")]
        repos: Vec<PathBuf>,
    },
    /// Serve more context for one symbol: its signature at HEAD and now, every caller ranked
    /// with its call sites, the bodies of the top N callers, within a token budget
    /// (tokens are estimated as ceil(bytes / 4) of the printed output).
    #[command(after_help = EXIT_STATUSES)]
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
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum GateVerb {
    Commit,
    Push,
    Merge,
}

#[derive(Subcommand)]
enum Harness {
    /// Claude Code: every event through one entry, dispatched on hook_event_name.
    Claude,
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
        } => measure(selector, root, engine, as_xml, json),
        Command::Hook {
            harness: Harness::Claude,
        } => hook_claude(),
        Command::Status { json } => status(json),
        Command::Mode { mode } => mode_cmd(mode),
        Command::Init { claude, git_hooks } => init(claude, git_hooks),
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
    }
}

fn hook_claude() -> ExitCode {
    use std::io::Read;
    let mut input = Vec::new();
    let answer = match std::io::stdin().read_to_end(&mut input) {
        // Whatever happens inside, the agent's tool call gets an answer and exit 0.
        Ok(_) => std::panic::catch_unwind(|| claude::handle(&input)).unwrap_or_else(|_| {
            serde_json::json!({
                "systemMessage": "contract-watch: internal error while answering this hook; nothing was checked (details on stderr)"
            })
        }),
        Err(e) => serde_json::json!({
            "systemMessage": format!("contract-watch: cannot read the hook input: {e}")
        }),
    };
    println!("{answer}");
    ExitCode::SUCCESS
}

/// The workspace of the current directory, or a usage error.
fn workspace() -> Result<Workspace, ExitCode> {
    let dir = std::env::current_dir()
        .map_err(|e| fail(2, format!("cannot read the current directory: {e}")))?;
    match Workspace::discover(&dir) {
        Ok(Some(ws)) => Ok(ws),
        Ok(None) => Err(fail(
            2,
            format!("{} is not in a git repository", dir.display()),
        )),
        Err(e) => Err(fail(3, e)),
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
    if json {
        let v = serde_json::json!({ "mode": mode, "findings": open });
        println!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
    } else {
        print!(
            "{}",
            terminal::status(mode, &open, terminal::color_enabled(false))
        );
    }
    ExitCode::SUCCESS
}

fn mode_cmd(mode: Option<String>) -> ExitCode {
    let ws = match workspace() {
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
        Some(text) => match Mode::parse(&text) {
            None => fail(2, format!("unknown mode '{text}' (use note or deny)")),
            Some(m) => match ws.store.set_mode(m) {
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
            },
        },
    }
}

fn init(claude_flag: bool, git_hooks: bool) -> ExitCode {
    let ws = match workspace() {
        Ok(w) => w,
        Err(c) => return c,
    };
    // With no flag, wire the agent: Claude Code.
    let claude_flag = claude_flag || !git_hooks;
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("contract-watch"));
    let mut changes = Vec::new();
    if claude_flag {
        let command = contract_watch::init::hook_command(&exe);
        match contract_watch::init::claude(&ws.root, &command) {
            Ok(c) if c.is_empty() => {
                println!("contract-watch: Claude Code already wired; nothing changed")
            }
            Ok(c) => changes.extend(c),
            Err(e) => return fail(2, e),
        }
    }
    if git_hooks {
        match contract_watch::init::git_hooks(&ws.root, &exe) {
            Ok(c) if c.is_empty() => {
                println!("contract-watch: git hooks already installed; nothing changed")
            }
            Ok(c) => changes.extend(c),
            Err(e) => return fail(2, e),
        }
    }
    for c in changes {
        println!("contract-watch: {c}");
    }
    ExitCode::SUCCESS
}

fn gate(verb: GateVerb, hook: bool, args: Vec<String>) -> ExitCode {
    use contract_watch::gate::{self, Action, CommitScope, MergeFrom, PushFrom};
    let ws = match workspace() {
        Ok(w) => w,
        Err(c) => return c,
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
        // A state failure fails open: the command runs, with a line saying why.
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
    let repo_root = match Repo::discover(&root) {
        Ok(r) => r.map(|r| r.root().to_path_buf()),
        Err(e) => return fail(3, e),
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
        match Workspace::discover(&r) {
            Ok(Some(ws)) => dirs.push(ws.git_dir),
            Ok(None) => return fail(2, format!("{} is not in a git repository", r.display())),
            Err(e) => return fail(3, e),
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
