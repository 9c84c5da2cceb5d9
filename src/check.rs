//! `contract-watch check` (SPEC §8a): the gate's verdict over a range, for CI. Every definition
//! whose parameter list differs between a base commit and a head tree is measured on the head;
//! the answer is rendered as text, JSON, SARIF 2.1.0 or GitHub workflow commands. It reads and
//! writes no findings and ignores the mode.

use std::path::Path;

use serde_json::{json, Value};

use crate::config::Config;
use crate::engine::{self, Binding, EngineError, Refusal, Report, Selector, Status};
use crate::git::{diff, ObjectId, Repo, RepoError, TreeSpec, TreeView};
use crate::lang::Lang;
use crate::messages;
use crate::state::Finding;

/// Which tree `check` measures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Head {
    /// A commit (`--head REV`).
    Rev(String),
    /// The index (`--index`).
    Index,
    /// The work tree (`--worktree`, the default).
    WorkTree,
}

/// How the answer is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Text,
    Json,
    Sarif,
    Github,
}

/// Why `check` could not answer.
#[derive(Debug, thiserror::Error)]
pub enum CheckError {
    /// `dir` is in no git repository.
    #[error("{} is not in a git repository", .0.display())]
    NotARepository(std::path::PathBuf),
    /// The configuration cannot be used.
    #[error(transparent)]
    Config(crate::config::ConfigError),
    /// A revision that names no commit.
    #[error(transparent)]
    Revision(RepoError),
    /// The repository could not be read.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

/// What `check` found.
#[derive(Debug)]
pub struct Checked {
    /// The base commit and a name for the head.
    pub base: Option<ObjectId>,
    pub head: String,
    /// One report per changed definition (contract changes and unchanged alike).
    pub reports: Vec<Report>,
    /// Definitions that could not be measured, with why.
    pub failures: Vec<(Selector, EngineError)>,
}

impl Checked {
    /// Reports whose signature change leaves a caller behind.
    pub fn mismatching(&self) -> Vec<&Report> {
        self.reports
            .iter()
            .filter(|r| r.status == Status::ContractChange && r.incompatible_count() > 0)
            .collect()
    }

    /// 1 when a changed signature leaves a mismatching caller, else 3 when a definition could
    /// not be measured, else 0.
    pub fn exit_code(&self) -> u8 {
        if !self.mismatching().is_empty() {
            1
        } else if !self.failures.is_empty() {
            3
        } else {
            0
        }
    }
}

/// Run the check in the repository containing `dir`.
pub fn check(dir: &Path, base: Option<&str>, head: &Head) -> Result<Checked, CheckError> {
    let repo = Repo::discover(dir)?.ok_or_else(|| CheckError::NotARepository(dir.to_path_buf()))?;
    let config = Config::load(Some(repo.root())).map_err(CheckError::Config)?;
    let opts = config.engine_options();
    let usage = CheckError::Revision;
    let base = match base {
        Some(rev) => Some(repo.rev_parse(rev).map_err(usage)?),
        // The merge-base with the upstream branch if there is one, else HEAD.
        None => match repo.rev_parse("@{upstream}") {
            Ok(up) => repo
                .head_oid()
                .and_then(|h| repo.merge_base(h, up))
                .or(repo.head_oid()),
            Err(_) => repo.head_oid(),
        },
    };
    let (spec, head_name) = match head {
        Head::Rev(rev) => (
            TreeSpec::Commit(repo.rev_parse(rev).map_err(usage)?),
            rev.clone(),
        ),
        Head::Index => (TreeSpec::Index, "the index".to_string()),
        Head::WorkTree => (TreeSpec::WorkTree, "the work tree".to_string()),
    };
    let now = TreeView::new(&repo, spec).with_threads(opts.threads);
    let changed = diff::changed_paths(&repo, &now, base)?;
    let base_hex = base.map(|b| b.to_string());
    let mut selectors: Vec<Selector> = Vec::new();
    for rel in &changed {
        let Some(lang) = Lang::from_path(Path::new(rel)) else {
            continue;
        };
        let (Some(new), Some(old)) = (now.read_raw(rel), repo.blob_at(base_hex.as_deref(), rel)?)
        else {
            continue;
        };
        for (name, owner) in crate::findings::changed_definitions(lang, rel, &old, &new) {
            let sel = Selector {
                file: Some(rel.clone()),
                owner,
                name,
            };
            if !selectors.contains(&sel) {
                selectors.push(sel);
            }
        }
    }
    let mut reports = Vec::new();
    let mut failures = Vec::new();
    let mut todo: Vec<Selector> = selectors;
    // Two rounds: an unqualified name defined in several scopes is measured at each site.
    for _ in 0..2 {
        if todo.is_empty() {
            break;
        }
        let sels: Vec<String> = todo.iter().map(Selector::to_string).collect();
        let answers = engine::measure_tree(&repo, &now, base, &sels, &opts);
        let mut again = Vec::new();
        for (sel, a) in todo.into_iter().zip(answers) {
            match a {
                Ok(m) => reports.push(m.report),
                // The engine's spellings of each site, in the selector syntax it reads.
                Err(EngineError::Refused(Refusal::Ambiguous { spellings, .. })) => again.extend(
                    spellings
                        .iter()
                        .filter_map(|s| Selector::parse(s).ok())
                        .filter(|s| s.file == sel.file),
                ),
                Err(e) => failures.push((sel, e)),
            }
        }
        todo = again;
    }
    reports.sort_by(|a, b| (&a.path, a.line).cmp(&(&b.path, b.line)));
    Ok(Checked {
        base,
        head: head_name,
        reports,
        failures,
    })
}

/// The answer as `format` prints it.
pub fn render(c: &Checked, format: Format, root: &Path, cap: usize) -> String {
    match format {
        Format::Text => text(c, root, cap),
        Format::Json => {
            let v: Vec<&Report> = c
                .reports
                .iter()
                .filter(|r| r.status == Status::ContractChange)
                .collect();
            serde_json::to_string_pretty(&v).unwrap_or_default() + "\n"
        }
        Format::Sarif => serde_json::to_string_pretty(&sarif(c)).unwrap_or_default() + "\n",
        Format::Github => github(c),
    }
}

fn text(c: &Checked, root: &Path, cap: usize) -> String {
    let mut out = String::new();
    let changed: Vec<&Report> = c
        .reports
        .iter()
        .filter(|r| r.status == Status::ContractChange && !r.callers.is_empty())
        .collect();
    for r in &changed {
        let f = Finding::from_report(root, &r.path, r, 0);
        out.push_str(&messages::line(&f, cap));
        out.push('\n');
    }
    for (sel, why) in &c.failures {
        out.push_str(&messages::not_measured_on(
            &sel.to_string(),
            &c.head,
            &why.to_string(),
        ));
        out.push('\n');
    }
    out.push_str(&messages::check_summary(
        c.mismatching().len(),
        c.reports
            .iter()
            .filter(|r| r.status == Status::ContractChange)
            .count(),
    ));
    out.push('\n');
    out
}

/// One call site of a caller: `(line, argument count)` each, or the caller's own line when
/// the engine gave no call lines (ripwire).
fn call_sites(c: &engine::Caller) -> Vec<(usize, Option<usize>)> {
    if c.call_lines.is_empty() {
        return vec![(c.line, None)];
    }
    c.call_lines
        .iter()
        .enumerate()
        .map(|(i, l)| (*l, c.args.get(i).copied().flatten()))
        .collect()
}

fn call_message(r: &Report, caller: &str, args: Option<usize>) -> String {
    let now = r.params_now.map(|n| n.to_string()).unwrap_or("?".into());
    let was = r.params_was.map(|n| n.to_string()).unwrap_or("?".into());
    match args {
        Some(a) => format!(
            "{caller} calls {} with {a} argument(s); {} changed from {was} to {now} parameter(s) ({}:{})",
            r.sym, r.sym, r.path, r.line
        ),
        None => format!(
            "{caller} calls {}, which changed from {was} to {now} parameter(s) ({}:{})",
            r.sym, r.path, r.line
        ),
    }
}

/// SARIF 2.1.0: one result per mismatching call site (level error), and per call site of a
/// caller bound by name only (level note).
pub fn sarif(c: &Checked) -> Value {
    let mut results = Vec::new();
    for r in c
        .reports
        .iter()
        .filter(|r| r.status == Status::ContractChange)
    {
        for caller in &r.callers {
            let level = if caller.incompatible {
                "error"
            } else if caller.binds == Some(Binding::Maybe) {
                "note"
            } else {
                continue;
            };
            for (line, args) in call_sites(caller) {
                let mut text = call_message(r, &caller.name, args);
                if level == "note" {
                    text.push_str("; bound by name only, it may belong to another type");
                }
                results.push(json!({
                    "ruleId": "contract-watch/arity",
                    "level": level,
                    "message": { "text": text },
                    "locations": [{
                        "physicalLocation": {
                            "artifactLocation": { "uri": caller.path },
                            "region": { "startLine": line }
                        }
                    }],
                    "relatedLocations": [{
                        "id": 1,
                        "message": { "text": format!("{} is defined here", r.sym) },
                        "physicalLocation": {
                            "artifactLocation": { "uri": r.path },
                            "region": { "startLine": r.line }
                        }
                    }]
                }));
            }
        }
    }
    json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": {
                "name": "contract-watch",
                "version": env!("CARGO_PKG_VERSION"),
                "rules": [{
                    "id": "contract-watch/arity",
                    "name": "CallerLeftBehind",
                    "shortDescription": { "text": "A changed parameter list leaves a caller behind" },
                    "fullDescription": { "text": "A function's parameter list changed and a call that provably reaches it passes a number of arguments no definition of it accepts." },
                    "defaultConfiguration": { "level": "error" }
                }]
            }},
            "results": results
        }]
    })
}

/// GitHub workflow commands: `::error` per mismatching caller (at its definition's line, as
/// the messages name it), `::notice` per caller bound by name only.
fn github(c: &Checked) -> String {
    let esc = |s: &str| {
        s.replace('%', "%25")
            .replace('\r', "%0D")
            .replace('\n', "%0A")
    };
    let prop = |s: &str| esc(s).replace(':', "%3A").replace(',', "%2C");
    let mut out = String::new();
    for r in c
        .reports
        .iter()
        .filter(|r| r.status == Status::ContractChange)
    {
        for caller in &r.callers {
            let cmd = if caller.incompatible {
                "error"
            } else if caller.binds == Some(Binding::Maybe) {
                "notice"
            } else {
                continue;
            };
            let args = call_sites(caller).first().and_then(|(_, a)| *a);
            out.push_str(&format!(
                "::{cmd} file={},line={},title=contract-watch/arity::{}\n",
                prop(&caller.path),
                caller.line,
                esc(&call_message(r, &caller.name, args))
            ));
        }
    }
    for (sel, why) in &c.failures {
        out.push_str(&format!(
            "::warning title=contract-watch::{}\n",
            esc(&format!("could not measure {sel}: {why}"))
        ));
    }
    out
}
