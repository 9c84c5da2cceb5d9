//! `contract-watch doctor`: one line per thing that must hold for contract-watch to work here —
//! the binary, every wiring of [`crate::init::WIRINGS`], the configuration, the mode, the
//! engine, the state. Returns values; `main` renders them.

use std::path::Path;

use crate::config::Config;
use crate::engine::{ripwire, EngineChoice};
use crate::init::{self, Check, Ctx, Health};
use crate::state::Store;

/// Every check for the repository at `root` (git dir `git_dir`), as this binary `exe` sees it.
pub fn run(root: &Path, git_dir: &Path, exe: &Path) -> Vec<Check> {
    let mut out = vec![binary(exe)];
    let ctx = Ctx { root, exe };
    for w in init::WIRINGS {
        out.extend((w.check)(&ctx));
    }
    let config = match Config::load(Some(root)) {
        Ok(c) => {
            out.push(Check::new(
                Health::Ok,
                "configuration",
                format!(
                    "{}: engine = {}, engine_timeout_ms = {}, caller_cap = {}",
                    config_source(root),
                    engine_name(c.engine),
                    c.engine_timeout.as_millis(),
                    c.caller_cap
                ),
            ));
            Some(c)
        }
        Err(e) => {
            out.push(Check::new(Health::Broken, "configuration", e.to_string()));
            None
        }
    };
    match Store::open(git_dir).and_then(|s| s.load().map(|o| (s, o))) {
        Ok((store, loaded)) => {
            let mode = loaded.value.mode;
            out.push(Check::new(
                Health::Ok,
                "mode",
                format!(
                    "{mode} ({})",
                    match mode {
                        crate::state::Mode::Note => "stops nothing",
                        crate::state::Mode::Deny =>
                            "stops git commit, push and merge while a changed signature leaves a caller behind",
                    }
                ),
            ));
            if let Some(c) = &config {
                out.push(engine(c));
            }
            let n = loaded.value.findings.len();
            let health = if loaded.warnings.is_empty() {
                Health::Ok
            } else {
                Health::Broken
            };
            let mut text = format!("{}: {n} open finding(s)", store.dir().display());
            for w in &loaded.warnings {
                text.push_str("; ");
                text.push_str(w.trim_start_matches("contract-watch: "));
            }
            out.push(Check::new(health, "state", text));
        }
        Err(e) => {
            if let Some(c) = &config {
                out.push(engine(c));
            }
            out.push(Check::new(Health::Broken, "state", e.to_string()));
        }
    }
    if let Some(dir) = crate::sidebar::user_state_dir() {
        out.push(Check::new(
            Health::Ok,
            "per-user state",
            format!(
                "{} (which repositories `sidebar --all` follows)",
                dir.display()
            ),
        ));
    }
    out
}

/// Whether any check is broken.
pub fn broken(checks: &[Check]) -> bool {
    checks.iter().any(|c| c.health == Health::Broken)
}

fn binary(exe: &Path) -> Check {
    let topic = "binary";
    let this = env!("CARGO_PKG_VERSION");
    let Some(found) = init::on_path() else {
        return Check::new(
            Health::Note,
            topic,
            format!(
                "contract-watch is not on PATH (this one is {}, version {this}); hooks that call it by name skip until it is: `cargo install --locked --path .`",
                exe.display()
            ),
        );
    };
    let version = std::process::Command::new(&found)
        .arg("--version")
        .stdin(std::process::Stdio::null())
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| {
            String::from_utf8_lossy(&o.stdout)
                .trim()
                .trim_start_matches("contract-watch ")
                .to_string()
        });
    match version {
        Some(v) if v == this => Check::new(
            Health::Ok,
            topic,
            format!("{} (version {v})", found.display()),
        ),
        Some(v) => Check::new(
            Health::Note,
            topic,
            format!(
                "{} is version {v}; this one ({}) is {this}",
                found.display(),
                exe.display()
            ),
        ),
        None => Check::new(
            Health::Broken,
            topic,
            format!("{} does not answer --version", found.display()),
        ),
    }
}

fn config_source(root: &Path) -> String {
    let repo = root.join("contract-watch.toml");
    if repo.is_file() {
        "contract-watch.toml".into()
    } else {
        "defaults (no contract-watch.toml)".into()
    }
}

fn engine_name(e: EngineChoice) -> &'static str {
    match e {
        EngineChoice::Auto => "auto",
        EngineChoice::Builtin => "builtin",
        EngineChoice::Ripwire => "ripwire",
    }
}

fn engine(c: &Config) -> Check {
    let found = ripwire::locate(c.ripwire.as_deref());
    match (c.engine, found) {
        (EngineChoice::Builtin, _) => Check::new(Health::Ok, "engine", "builtin"),
        (EngineChoice::Auto, None) => Check::new(Health::Ok, "engine", "builtin (auto)"),
        (EngineChoice::Auto, Some(p)) => Check::new(
            Health::Ok,
            "engine",
            format!(
                "builtin (auto; ripwire at {} answers only with engine = \"ripwire\")",
                p.display()
            ),
        ),
        (EngineChoice::Ripwire, Some(p)) => {
            Check::new(Health::Ok, "engine", format!("ripwire at {}", p.display()))
        }
        (EngineChoice::Ripwire, None) => Check::new(
            Health::Broken,
            "engine",
            format!(
                "engine = \"ripwire\" but no ripwire at {}",
                c.ripwire
                    .as_ref()
                    .map(|p| p.display().to_string())
                    .unwrap_or_else(|| "PATH".into())
            ),
        ),
    }
}
