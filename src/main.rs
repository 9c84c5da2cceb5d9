//! contract-watch's command line: parse arguments, call the core, render its answer.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

use contract_watch::adapters::cli::{CliError, Context, Exit};
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
    /// The warm index the builtin engine keeps: its state, build it now, or remove it.
    ///
    /// Kept in the repository's common git dir (`contract-watch/index/`), keyed by git blob
    /// id, so branches and linked worktrees share it. Measures start a build in the background
    /// when it is missing or behind; `CONTRACT_WATCH_INDEX=off` or `index = false` in
    /// contract-watch.toml measure without it.
    #[command(after_help = concat!("Examples:\n  contract-watch index\n  contract-watch index build\n  contract-watch index clear\n\n", "Exit status:\n  0  done\n  2  usage error: not a repository\n  3  the index could not be read, written or built"))]
    Index {
        #[command(subcommand)]
        action: Option<IndexAction>,
        /// Print JSON.
        #[arg(long, global = true)]
        json: bool,
    },
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
    /// The in-process engine (Go, JavaScript, TypeScript, Python, Rust, Java, PHP, C, C++, C#, Kotlin, Ruby, Swift).
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
enum IndexAction {
    /// Where it is, how big, how much of the work tree's index and HEAD it describes.
    Status,
    /// Describe the blobs it does not describe yet (waits for a build under way), and print
    /// the size and the time it took.
    Build {
        /// Leave at once when another build holds the lock, print nothing (how measures start
        /// it).
        #[arg(long, hide = true)]
        background: bool,
    },
    /// Remove it (measures start a new one when they next run).
    Clear,
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
    // This is the program that can build the warm index in the background.
    contract_watch::index::allow_background_builds();
    // Every command but `index` and the long-lived `sidebar` answers once and exits: its
    // measurements leave their parse caches to the exit instead of freeing them (see
    // `one_shot_process`).
    if !matches!(cli.command, Command::Index { .. } | Command::Sidebar { .. }) {
        contract_watch::engine::builtin::one_shot_process();
    }
    match std::panic::catch_unwind(move || run(cli)) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(e)) => {
            eprint!("{}", e.render());
            ExitCode::from(e.exit.code())
        }
        Err(_) => ExitCode::from(Exit::Failed.code()),
    }
}

fn run(cli: Cli) -> Result<(), CliError> {
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
            init(&picked, remove, state)
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
        Command::Index { action, json } => index_cmd(action.unwrap_or(IndexAction::Status), json),
        Command::Completions { shell } => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "contract-watch", &mut script);
            write_out(&script)
        }
        Command::Man => man(),
    }
}

fn index_cmd(action: IndexAction, json: bool) -> Result<(), CliError> {
    use contract_watch::index;
    let repo = repository()?;
    let mib = |b: u64| {
        if b < 1024 * 1024 {
            format!("{:.1} KiB", b as f64 / 1024.0)
        } else {
            format!("{:.1} MiB", b as f64 / (1024.0 * 1024.0))
        }
    };
    match action {
        IndexAction::Status => {
            let s = index::status(&repo).map_err(CliError::failed)?;
            if json {
                return print_json(&s);
            }
            {
                let state = if let Some(why) = &s.damaged {
                    format!("cannot be trusted ({why}); the next measure rebuilds it")
                } else if s.over_cap {
                    format!(
                        "not kept: it would exceed {} (run `contract-watch index build` to try again)",
                        mib(index::MAX_BYTES)
                    )
                } else if !s.exists {
                    "none yet (the next measure starts a build; or run `contract-watch index build`)"
                        .to_string()
                } else {
                    format!(
                        "{} blobs in {} segment(s), {}; describes {} of the {} source blobs of the index and HEAD",
                        s.blobs,
                        s.segments,
                        mib(s.bytes),
                        s.described,
                        s.wanted
                    )
                };
                println!("index: {}", s.dir.display());
                println!("state: {state}");
                println!(
                    "answers: {} kept ({}), each given again while every file it read is unchanged",
                    s.answers,
                    mib(s.answer_bytes)
                );
                if s.off_by_env {
                    println!("use: off (CONTRACT_WATCH_INDEX)");
                }
                Ok(())
            }
        }
        IndexAction::Build { background } => {
            let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
            match index::build(&repo, !background, threads).map_err(CliError::failed)? {
                None => Ok(()),
                Some(_) if background => Ok(()),
                Some(b) if json => print_json(&b),
                Some(b) => {
                    if let Some(why) = &b.discarded {
                        eprintln!("contract-watch: the old index was set aside ({why})");
                    }
                    if b.over_cap {
                        println!(
                            "contract-watch: the index would exceed {}; none is kept (measures read every file)",
                            mib(index::MAX_BYTES)
                        );
                    } else if b.up_to_date {
                        println!(
                            "contract-watch: the index is up to date: {} blobs, {}, {} segment(s) ({} ms)",
                            b.blobs,
                            mib(b.bytes),
                            b.segments,
                            b.millis
                        );
                    } else {
                        println!(
                            "contract-watch: indexed {} new blob(s) in {} ms: {} blobs, {}, {} segment(s){}",
                            b.added,
                            b.millis,
                            b.blobs,
                            mib(b.bytes),
                            b.segments,
                            if b.evicted > 0 {
                                format!(", {} unused evicted", b.evicted)
                            } else {
                                String::new()
                            }
                        );
                    }
                    Ok(())
                }
            }
        }
        IndexAction::Clear => {
            if index::clear(&repo).map_err(CliError::failed)? {
                println!("contract-watch: removed the index");
            } else {
                println!("contract-watch: there is no index");
            }
            Ok(())
        }
    }
}

fn print_json<T: serde::Serialize>(v: &T) -> Result<(), CliError> {
    println!(
        "{}",
        serde_json::to_string_pretty(v).map_err(CliError::failed)?
    );
    Ok(())
}

fn hook(harness: Harness) -> Result<(), CliError> {
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
    Ok(())
}

fn current_dir() -> Result<PathBuf, CliError> {
    std::env::current_dir().map_err(CliError::no_current_dir)
}

/// The workspace at `dir`. Not a repository and a bad configuration are usage errors, a state
/// that cannot be opened fails; with `lenient` a bad configuration is only said (for the
/// commands that must work while it is broken).
fn discover(dir: &Path, lenient: bool) -> Result<Workspace, CliError> {
    let mut ws = Workspace::discover(dir)?.ok_or_else(|| CliError::not_a_repository(dir))?;
    match ws.config_error.take_if(|_| !lenient) {
        Some(e) => Err(CliError::usage(e)),
        None => {
            if let Some(e) = &ws.config_error {
                eprintln!("contract-watch: {e}");
            }
            Ok(ws)
        }
    }
}

/// The repository containing the current directory, without reading the configuration or the
/// state (for the commands that must work while either is broken: init, doctor).
fn repository() -> Result<Repo, CliError> {
    let dir = current_dir()?;
    Repo::discover(&dir)?.ok_or_else(|| CliError::not_a_repository(&dir))
}

fn status(json: bool) -> Result<(), CliError> {
    let ws = discover(&current_dir()?, false)?;
    let (mode, open, warnings) = findings::status(&ws).map_err(CliError::failed)?;
    warnings.iter().for_each(|w| eprintln!("{w}"));
    let head = ws.repo().head_id();
    if json {
        let v = serde_json::json!({ "mode": mode, "head": head, "findings": open });
        println!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
    } else {
        let color = terminal::color_enabled(false);
        print!("{}", terminal::status(mode, &open, head.as_deref(), color));
    }
    Ok(())
}

fn mode_cmd(mode: Option<ModeArg>) -> Result<(), CliError> {
    // The mode needs no configuration: with a broken one it still shows and switches (the
    // person's way out of a gate that keeps its last answers), saying what is wrong.
    let ws = discover(&current_dir()?, true)?;
    let Some(arg) = mode else {
        let m = ws.store.mode()?;
        println!("{} ({})", m.value, claude::mode_meaning(m.value));
        return Ok(());
    };
    let m = match arg {
        ModeArg::Note => Mode::Note,
        ModeArg::Deny => Mode::Deny,
    };
    let out = ws.store.set_mode(m)?;
    out.warnings.iter().for_each(|w| eprintln!("{w}"));
    println!(
        "contract-watch: mode set to {m} ({})",
        claude::mode_meaning(m)
    );
    Ok(())
}

/// `init`, or `init --remove`: every picked wiring is tried, each failure said as it happens;
/// any failure makes it a usage error (2), the state that cannot be removed a failure (3).
fn init(picked: &[&str], remove: bool, state: bool) -> Result<(), CliError> {
    let repo = repository()?;
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("contract-watch"));
    let ctx = init::Ctx {
        root: repo.root(),
        exe: &exe,
    };
    // With no flag: wire the agent (Claude Code), or remove everything.
    let all: Vec<&str> = init::WIRINGS.iter().map(|w| w.flag).collect();
    let names = match (picked.is_empty(), remove) {
        (false, _) => picked,
        (true, false) => &["claude"][..],
        (true, true) => &all[..],
    };
    let mut worst: Option<Exit> = None;
    let mut said = false;
    let mut failed = |e: CliError| {
        eprint!("{}", e.render());
        worst = worst.max(Some(e.exit));
    };
    for w in names.iter().filter_map(|n| init::wiring(n)) {
        match (if remove { w.remove } else { w.install })(&ctx) {
            Ok(c) if c.is_empty() && !remove => {
                println!("contract-watch: {} already wired; nothing changed", w.label)
            }
            Ok(c) => {
                said |= !c.is_empty();
                c.iter().for_each(|l| println!("contract-watch: {l}"));
            }
            Err(e) => failed(e.into()),
        }
    }
    if state {
        let dir = repo.git_dir().join(contract_watch::state::DIR_NAME);
        if dir.is_dir() {
            match std::fs::remove_dir_all(&dir) {
                Ok(()) => {
                    said = true;
                    let shown = dir.display();
                    println!(
                        "contract-watch: {shown}: removed this repository's findings and mode"
                    );
                }
                Err(e) => failed(CliError::failed(Context::new(
                    format!("cannot remove {}", dir.display()),
                    e,
                ))),
            }
        }
    }
    if remove && !said {
        println!("contract-watch: nothing of contract-watch's was wired here; nothing changed");
    }
    worst.map_or(Ok(()), |exit| Err(CliError::quiet(exit)))
}

fn doctor() -> Result<(), CliError> {
    let repo = repository()?;
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("contract-watch"));
    let checks = contract_watch::doctor::run(repo.root(), repo.git_dir(), &exe);
    print!(
        "{}",
        terminal::doctor(&checks, terminal::color_enabled(false))
    );
    if contract_watch::doctor::broken(&checks) {
        return Err(CliError::quiet(Exit::Refused));
    }
    Ok(())
}

fn man() -> Result<(), CliError> {
    let page = contract_watch::adapters::man::render(Cli::command())
        .map_err(|e| CliError::failed(Context::new("cannot render the man page", e)))?;
    write_out(&page)
}

/// Write generated text to standard output. A reader that stopped early (`| head`) ends the
/// command quietly, as it ends `cat`'s.
fn write_out(bytes: &[u8]) -> Result<(), CliError> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        r => Ok(r?),
    }
}

fn gate(verb: GateVerb, hook: bool, args: Vec<String>) -> Result<(), CliError> {
    use contract_watch::gate::{self, Action, CommitScope, MergeFrom, PushFrom};
    let dir = current_dir()?;
    let verb_name = match verb {
        GateVerb::Commit => "commit",
        GateVerb::Push => "push",
        GateVerb::Merge => "merge",
    };
    let ws = match Workspace::discover(&dir) {
        Ok(Some(ws)) => ws,
        Ok(None) => return Err(CliError::not_a_repository(&dir)),
        Err(CoreError::State(e)) => {
            eprintln!("contract-watch: {e}; the git {verb_name} check was skipped");
            return Ok(());
        }
        Err(e) => return Err(CliError::usage(e)),
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
    let (person, hold) = match gate::run(&ws, &[action]) {
        Ok(v) => (v.said.person, v.hold),
        // A lock that cannot be taken: the findings are read without it, and in deny mode a
        // known mismatch keeps holding.
        Err(CoreError::State(e)) if e.is_lock() => {
            let (mut reasons, mut person) = (Vec::new(), Vec::new());
            let why = e.to_string();
            contract_watch::moments::hold_on_last_known(
                &ws,
                verb_name,
                &why,
                &mut reasons,
                &mut person,
            );
            (person, !reasons.is_empty())
        }
        // Any other state failure fails open: the command runs, with a line saying why.
        Err(e) => {
            eprintln!("contract-watch: the check could not run ({e}); letting the command through");
            return Ok(());
        }
    };
    let color = terminal::color_enabled(true);
    for line in &person {
        eprintln!("{}", terminal::person_line(line, color));
    }
    if hold {
        return Err(CliError::quiet(Exit::Refused));
    }
    Ok(())
}

/// The pre-push hook's ref lines on standard input, when it is not a terminal.
fn read_push_lines() -> Vec<String> {
    use std::io::{IsTerminal, Read};
    let mut stdin = std::io::stdin();
    let mut text = String::new();
    if stdin.is_terminal() || stdin.read_to_string(&mut text).is_err() {
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
) -> Result<(), CliError> {
    use contract_watch::check::{self, Head};
    let dir = current_dir()?;
    let head = match (head, index) {
        (Some(rev), _) => Head::Rev(rev),
        (None, true) => Head::Index,
        (None, false) => Head::WorkTree,
    };
    let c = check::check(&dir, base.as_deref(), &head)?;
    let root = Repo::discover(&dir)
        .ok()
        .flatten()
        .map(|r| r.root().to_path_buf())
        .unwrap_or(dir);
    let cap = Config::load(Some(&root))
        .map(|c| c.caller_cap)
        .unwrap_or(10);
    print!("{}", check::render(&c, format, &root, cap));
    match c.exit_code() {
        0 => Ok(()),
        1 => Err(CliError::quiet(Exit::Refused)),
        _ => Err(CliError::quiet(Exit::Failed)),
    }
}

fn demo() -> Result<(), CliError> {
    let exe = std::env::current_exe()
        .map_err(|e| CliError::failed(Context::new("cannot find this program's path", e)))?;
    let work = tempfile::tempdir()
        .map_err(|e| CliError::failed(Context::new("cannot make a temporary directory", e)))?;
    let steps = contract_watch::demo::run(&exe, work.path())?;
    print!("{}", terminal::demo(&steps, terminal::color_enabled(false)));
    Ok(())
}

fn measure(
    selector: String,
    root: Option<PathBuf>,
    engine: Option<EngineChoice>,
    as_xml: bool,
    json: bool,
) -> Result<(), CliError> {
    let root = match root {
        Some(r) => r,
        None => current_dir()?,
    };
    if !root.is_dir() {
        return Err(CliError::usage(format!(
            "--root {}: not a directory",
            root.display()
        )));
    }
    check_selector(&root, &selector)?;
    // Opened once: the engine measures in this repository too.
    let repo = Repo::discover(&root)?;
    let mut opts = Config::load(repo.as_ref().map(Repo::root))?.engine_options();
    if let Some(e) = engine {
        opts.engine = e;
    }
    opts.want_at = as_xml || json;
    let m = engine::measure_in(repo.as_ref(), &root, &selector, &opts)?;
    if let Some(n) = &m.notice {
        eprintln!("{n}");
    }
    if as_xml {
        println!("{}", xml::write(&m.report));
    } else if json {
        let text = serde_json::to_string_pretty(&m.report).map_err(CliError::failed)?;
        println!("{text}");
    } else {
        print!(
            "{}",
            terminal::report(&m.report, terminal::color_enabled(false))
        );
    }
    Ok(())
}

fn explain(
    selector: String,
    detail: usize,
    budget: Option<usize>,
    json: bool,
    root: Option<PathBuf>,
) -> Result<(), CliError> {
    use contract_watch::explain::{self, Form};
    let root = match root {
        Some(r) => r,
        None => current_dir()?,
    };
    check_selector(&root, &selector)?;
    let form = if json { Form::Json } else { Form::Text };
    let (_, text) = explain::explain(&root, &selector, detail, budget, form)?;
    print!("{text}");
    Ok(())
}

/// A selector that cannot name a symbol is a usage error (2), said before any engine runs:
/// its syntax, or a file part that is a directory (looked up from `root`).
fn check_selector(root: &Path, text: &str) -> Result<(), CliError> {
    let sel = Selector::parse(text).map_err(CliError::usage)?;
    if let Some(file) = &sel.file {
        if root.join(file).is_dir() {
            let path = file.trim_end_matches('/').to_string();
            let name = sel.name;
            return Err(CliError::usage(Refusal::Directory { path, name }));
        }
    }
    Ok(())
}

fn sidebar(all: bool, repos: Vec<PathBuf>) -> Result<(), CliError> {
    use std::io::IsTerminal;
    let wanted = if repos.is_empty() && !all {
        vec![current_dir()?]
    } else {
        repos
    };
    let mut git_dirs = Vec::new();
    for r in wanted {
        if !r.is_dir() {
            return Err(CliError::usage(format!(
                "{} is not a repository (no such directory)",
                r.display()
            )));
        }
        git_dirs.push(discover(&r, false)?.git_dir);
    }
    let tty = std::io::stdout().is_terminal();
    let color = terminal::color_enabled(false);
    let watch = contract_watch::sidebar::Watch { git_dirs, all };
    contract_watch::sidebar::run(watch, &mut std::io::stdout(), tty, color)?;
    Ok(())
}

fn forget(finding: Option<String>, all: bool) -> Result<(), CliError> {
    let ws = discover(&current_dir()?, false)?;
    if finding.is_none() && !all {
        return Err(CliError::usage(
            "forget needs the finding to forget, as <file>:<name> or its name (see `contract-watch status`), or --all to forget every open finding",
        ));
    }
    let which = if all { None } else { finding.as_deref() };
    let (gone, warnings) = findings::forget(&ws, which).map_err(CliError::failed)?;
    warnings.iter().for_each(|w| eprintln!("{w}"));
    if gone.is_empty() {
        let what = which.unwrap_or("--all");
        return Err(CliError::refused(format!("no open finding matches {what}"))
            .hinted("`contract-watch status` lists the open findings"));
    }
    for id in gone {
        println!("contract-watch: {id} is no longer watched");
    }
    Ok(())
}
