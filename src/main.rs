//! contract-watch's command line: parse arguments, call the core, render its answer.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use contract_watch::adapters::terminal;
use contract_watch::config::Config;
use contract_watch::engine::{self, xml, EngineChoice};
use contract_watch::repo::Repo;

const EXIT_STATUSES: &str = "\
Exit status:
  0  success (for `measure`: a report, whatever its status)
  1  refused or held: the engine refused the selector (ambiguous, not found, unknown file)
  2  usage error: bad arguments, bad configuration, not a repository where one is needed
  3  the engine could not answer (missing, timed out, crashed, printed garbage, unreadable file)";

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
        /// Which engine answers; default: the configuration's `engine`.
        #[arg(long)]
        engine: Option<EngineChoice>,
        /// Print ripwire-compatible `<edit-check>` XML.
        #[arg(long, conflicts_with = "json")]
        xml: bool,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Measure {
            selector,
            root,
            engine,
            xml: as_xml,
            json,
        } => measure(selector, root, engine, as_xml, json),
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
