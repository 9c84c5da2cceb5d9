//! The findings lifecycle — the core loop of SPEC §2: open findings after an edit, re-measure
//! them at a turn's end and before git commands, close what is fixed, keep one turn note.
//!
//! Every function returns what it has to say ([`Said`]): texts for the model and lines for the
//! person. Lines go to the sidebar stream instead while a sidebar is open.

use std::path::{Path, PathBuf};

use crate::config::{Config, ConfigError};
use crate::engine::{self, EngineError, Refusal, Report, Selector, Status};
use crate::git::{ObjectId, Repo, RepoError, TreeSpec, TreeView};
use crate::lang::{Def, DefKind, Lang, SourceFile};
use crate::messages;
use crate::state::{unix_now, Finding, FindingId, Mode, SidebarEvent, StateError, Store};

/// Why the core could not act.
#[derive(Debug, thiserror::Error)]
pub enum CoreError {
    #[error("{0}")]
    Repo(#[from] RepoError),
    #[error("{0}")]
    State(#[from] StateError),
    #[error("{0}")]
    Config(#[from] ConfigError),
}

/// A finding's site and the commit it compares with, for one batch of measures.
type Measures = Vec<(Selector, Result<Report, EngineError>)>;

/// One repository the core acts on: its root, its own git dir, its state and configuration.
pub struct Workspace {
    pub root: PathBuf,
    pub git_dir: PathBuf,
    pub store: Store,
    pub config: Config,
    /// Why `contract-watch.toml` could not be used (the defaults stand in; the gate keeps the
    /// findings' last answers instead of measuring with a configuration nobody wrote).
    pub config_error: Option<std::sync::Arc<ConfigError>>,
    repo: Repo,
    worktree: std::sync::OnceLock<TreeView>,
}

impl Workspace {
    /// The workspace of the repository containing `dir`; `Ok(None)` outside any repository.
    pub fn discover(dir: &Path) -> Result<Option<Workspace>, CoreError> {
        let Some(repo) = Repo::discover(dir)? else {
            return Ok(None);
        };
        let root = repo.root().to_path_buf();
        let git_dir = repo.git_dir().to_path_buf();
        let git_dir = git_dir.canonicalize().unwrap_or(git_dir);
        let store = Store::open(&git_dir)?;
        let (config, config_error) = match Config::load(Some(&root)) {
            Ok(c) => (c, None),
            Err(e) => (Config::default(), Some(std::sync::Arc::new(e))),
        };
        Ok(Some(Workspace {
            root,
            git_dir,
            store,
            config,
            config_error,
            repo,
            worktree: std::sync::OnceLock::new(),
        }))
    }

    pub fn repo(&self) -> &Repo {
        &self.repo
    }

    /// `path` relative to the root, if it is inside the work tree.
    pub fn relative(&self, path: &Path) -> Option<String> {
        let abs = if path.is_absolute() {
            path.to_path_buf()
        } else {
            self.root.join(path)
        };
        let abs = abs
            .parent()
            .and_then(|p| p.canonicalize().ok())
            .and_then(|p| abs.file_name().map(|n| p.join(n)))
            .unwrap_or(abs);
        crate::repo::relative(&self.root, &abs).filter(|r| !r.is_empty())
    }

    /// Whether a sidebar pane is showing this repository's stream right now: it holds
    /// `sidebar.lock` for as long as it runs, and the kernel drops the lock when it dies, so a
    /// killed pane never swallows lines.
    pub fn sidebar_open(&self) -> bool {
        sidebar_lock_held(self.store.dir())
    }

    /// The work tree as the engine reads it: listed at most once per process, whatever the
    /// number of findings measured on it.
    pub fn worktree(&self) -> &TreeView {
        self.worktree.get_or_init(|| {
            TreeView::new(&self.repo, TreeSpec::WorkTree)
                .with_threads(self.config.engine_options().threads)
        })
    }

    /// Measure `selectors` on `now` against the commit `was`, in one pass.
    pub fn measure_on(
        &self,
        now: &TreeView,
        was: Option<ObjectId>,
        selectors: &[String],
    ) -> Vec<Result<Report, EngineError>> {
        if let Some(why) = &self.config_error {
            return selectors
                .iter()
                .map(|_| Err(EngineError::Misconfigured(why.clone())))
                .collect();
        }
        let opts = self.config.engine_options();
        engine::measure_tree(&self.repo, now, was, selectors, &opts)
            .into_iter()
            .map(|r| r.map(|m| m.report))
            .collect()
    }

    /// Measure candidates on `now` against `was`; an unqualified name defined in several
    /// scopes of its file is measured at each site (the ones not changed read `unchanged`).
    pub fn measure_candidates(
        &self,
        now: &TreeView,
        was: Option<ObjectId>,
        candidates: &[Candidate],
    ) -> Measures {
        // An edit that did not show the type its definition belongs to has every site of the
        // name in the file measured (the plain spelling alone names the top-level one).
        let mut expanded: Vec<Candidate> = Vec::new();
        for c in candidates {
            let sites = match c.owner {
                None => crate::engine::builtin::site_owners(now, &c.file, &c.name),
                Some(_) => Vec::new(),
            };
            if sites.len() > 1 {
                for owner in sites {
                    let e = Candidate {
                        file: c.file.clone(),
                        name: c.name.clone(),
                        owner,
                    };
                    if !expanded.contains(&e) {
                        expanded.push(e);
                    }
                }
            } else if !expanded.contains(c) {
                expanded.push(c.clone());
            }
        }
        let candidates = &expanded;
        let sels: Vec<String> = candidates.iter().map(Candidate::selector).collect();
        let first = self.measure_on(now, was, &sels);
        let mut out: Measures = Vec::new();
        let mut again: Vec<Selector> = Vec::new();
        for (c, r) in candidates.iter().zip(first) {
            match r {
                // The engine's spellings of each site, in the selector syntax it reads.
                Err(EngineError::Refused(Refusal::Ambiguous { spellings, .. })) => again.extend(
                    spellings
                        .iter()
                        .filter_map(|s| Selector::parse(s).ok())
                        .filter(|s| s.file.as_deref() == Some(c.file.as_str())),
                ),
                r => out.push((c.site(), r)),
            }
        }
        if !again.is_empty() {
            let sels: Vec<String> = again.iter().map(Selector::to_string).collect();
            let rs = self.measure_on(now, was, &sels);
            out.extend(again.into_iter().zip(rs));
        }
        out
    }

    /// HEAD's commit id.
    pub fn head(&self) -> Option<ObjectId> {
        self.repo.head_oid()
    }
}

/// Whether a sidebar shows this state directory's stream: it holds the directory's
/// `sidebar.lock`, or an `--all` sidebar holds the per-user one.
pub fn sidebar_lock_held(state_dir: &Path) -> bool {
    crate::sidebar::lock_held(&state_dir.join(SIDEBAR_LOCK))
        || crate::sidebar::all_lock_path().is_some_and(|p| crate::sidebar::lock_held(&p))
}

/// The file a running sidebar holds an exclusive lock on.
pub const SIDEBAR_LOCK: &str = "sidebar.lock";

/// What a moment has to say: texts for the model, lines for the person.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Said {
    pub model: Vec<String>,
    pub person: Vec<String>,
}

impl Said {
    pub fn extend(&mut self, other: Said) {
        self.model.extend(other.model);
        self.person.extend(other.person);
    }
}

/// A definition an edit changed: measure it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    /// Repository-relative path of the edited file.
    pub file: String,
    pub name: String,
    /// Enclosing type, when the edit showed it.
    pub owner: Option<String>,
}

impl Candidate {
    fn selector(&self) -> String {
        self.site().to_string()
    }

    /// The definition's site as a selector: its file, type and name.
    fn site(&self) -> Selector {
        Selector {
            file: Some(self.file.clone()),
            owner: self.owner.clone(),
            name: self.name.clone(),
        }
    }
}

fn warn(said: &mut Said, warnings: Vec<String>) {
    said.person.extend(warnings);
}

/// After a successful edit: measure each changed definition; open (or refresh) a finding for
/// each contract change with callers, and close an open one whose contract reads as at HEAD.
pub fn after_edit(ws: &Workspace, candidates: &[Candidate]) -> Result<Said, CoreError> {
    let measured = ws.measure_candidates(ws.worktree(), ws.head(), candidates);
    Ok(apply(ws, measured, Moment::AfterEdit)?.0)
}

/// When fresh measures are taken into the state, which decides what is said about them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moment {
    /// After an edit: every finding the edit touched is told, and one whose contract reads as
    /// at its base closes.
    AfterEdit,
    /// Before a command that records a tree: nothing closes here (the recorded tree is not
    /// the work tree). When the command is `stopping` (deny mode: every finding taken in here
    /// holds it), only what its tree shows anew — a new finding, or other callers than the
    /// open one names — is told: the stopped line names the rest.
    AtGate { stopping: bool },
}

/// Take fresh measures into the state: open (or refresh) a finding for each contract change
/// with callers, and close what the moment allows. Returns what to say and the reports.
pub fn apply(
    ws: &Workspace,
    measured: Measures,
    moment: Moment,
) -> Result<(Said, Vec<Report>), CoreError> {
    let may_close = moment == Moment::AfterEdit;
    let mut said = Said::default();
    let reports: Vec<Report> = measured
        .iter()
        .filter_map(|(_, r)| r.as_ref().ok().cloned())
        .collect();
    let sidebar = ws.sidebar_open();
    let now = unix_now();
    let head = ws.repo.head_id();
    let mut opened = false;
    let out = ws.store.transaction(|txn| {
        let mut said = Said::default();
        for (site, result) in measured {
            let file = site.file.as_deref().unwrap_or_default();
            let sel = site.to_string();
            let asked = FindingId::of_site(&site);
            match result {
                Ok(report) => {
                    // One id per site however it was selected: the report's canonical one
                    // (an older spelling of the same site counts as the same finding).
                    let id = FindingId::of(&report);
                    let open = txn
                        .state
                        .get(&id)
                        .or_else(|| asked.as_ref().and_then(|a| txn.state.get(a)))
                        .or_else(|| txn.state.get(&id.plain()))
                        .cloned();
                    if let Some(prev) = &open {
                        if prev.id != id {
                            txn.state.remove(&prev.id);
                        }
                    }
                    if report.status == Status::ContractChange && !report.callers.is_empty() {
                        let mut f = Finding::from_report(&ws.root, file, &report, now);
                        f.id = id.clone();
                        f.base = head.clone();
                        if let Some(prev) = &open {
                            f.opened_at = prev.opened_at;
                            f.base = prev.base.clone().or(f.base);
                        }
                        let known = open.as_ref().is_some_and(|prev| {
                            prev.callers == f.callers && prev.params_now == f.params_now
                        });
                        let tell = moment != Moment::AtGate { stopping: true } || !known;
                        if tell {
                            said.model.push(messages::note(&f, ws.config.caller_cap));
                        }
                        let entry = messages::sidebar_entry_capped(&f, ws.config.caller_cap);
                        if sidebar {
                            txn.sidebar(if open.is_some() {
                                SidebarEvent::Update {
                                    id: id.to_string(),
                                    entry,
                                }
                            } else {
                                SidebarEvent::Open {
                                    id: id.to_string(),
                                    entry,
                                }
                            });
                        } else if tell {
                            said.person.push(messages::line(&f, ws.config.caller_cap));
                        }
                        if open.is_none() {
                            opened = true;
                        }
                        txn.state.upsert(f);
                    } else if let Some(prev) = open.filter(|_| may_close) {
                        // The edit took the change back (or left no caller): close it now.
                        let id = prev.id.clone();
                        if let Some(line) = closing_line(&prev, &report) {
                            txn.state.remove(&id);
                            txn.state.remove(&prev.id);
                            if sidebar {
                                let id = id.to_string();
                                txn.sidebar(SidebarEvent::Close { id, line });
                            } else {
                                said.person.push(line);
                            }
                        }
                    }
                }
                Err(EngineError::Refused(_)) => {
                    // The name no longer resolves (renamed/deleted in the same edit): nothing
                    // to measure, and nothing was open under it unless a finding exists.
                    if let Some(f) = asked.as_ref().and_then(|a| txn.state.get_mut(a)) {
                        f.last_error = Some("the definition is no longer found".into());
                    }
                }
                Err(e) => {
                    let line = format!("contract-watch: could not measure {sel}: {e}");
                    if sidebar {
                        txn.sidebar(SidebarEvent::Line { line });
                    } else {
                        said.person.push(line);
                    }
                }
            }
        }
        said
    })?;
    warn(&mut said, out.warnings);
    said.extend(out.value);
    if opened {
        // So an `--all` sidebar can find this repository.
        crate::sidebar::register(&ws.git_dir);
    }
    Ok((said, reports))
}

/// The closing line a fresh report earns an open finding, or `None` while it still stands.
fn closing_line(f: &Finding, report: &Report) -> Option<String> {
    if report.status != Status::ContractChange {
        Some(messages::closing_contract_restored(&f.name))
    } else if report.incompatible_count() == 0 {
        Some(messages::closing_no_mark(&f.name))
    } else {
        None
    }
}

/// The result of re-measuring every open finding.
#[derive(Debug, Default)]
pub struct Remeasured {
    /// What to tell: closing lines (or sidebar events), engine failures.
    pub said: Said,
    /// Findings that still stand after the re-measure (engine failures included: they stay).
    pub open: Vec<Finding>,
    /// How many closed.
    pub closed: usize,
}

/// Re-measure every open finding of the workspace once, close the fixed ones.
pub fn remeasure(ws: &Workspace) -> Result<Remeasured, CoreError> {
    remeasure_except(ws, &|_| false)
}

/// [`remeasure`], leaving out the findings `skip` names (they stay open with their last
/// answer: the caller measures them on another tree).
pub fn remeasure_except(
    ws: &Workspace,
    skip: &dyn Fn(&Finding) -> bool,
) -> Result<Remeasured, CoreError> {
    let mut snapshot = ws.store.findings()?;
    snapshot.value.retain(|f| !skip(f));
    let mut said = Said::default();
    warn(&mut said, snapshot.warnings);
    // One batch per base commit (normally one: the HEAD the findings were opened against).
    let mut results = Vec::new();
    let mut bases: Vec<Option<String>> = Vec::new();
    for f in &snapshot.value {
        if !bases.contains(&f.base) {
            bases.push(f.base.clone());
        }
    }
    for base in bases {
        let ids: Vec<FindingId> = snapshot
            .value
            .iter()
            .filter(|f| f.base == base)
            .map(|f| f.id.clone())
            .collect();
        let was = match &base {
            Some(hex) => ObjectId::from_hex(hex.as_bytes()).ok(),
            None => ws.head(),
        };
        let sels: Vec<String> = ids.iter().map(FindingId::to_string).collect();
        let rs = ws.measure_on(ws.worktree(), was, &sels);
        results.extend(ids.into_iter().zip(rs));
    }
    let sidebar = ws.sidebar_open();
    let now = unix_now();
    let out = ws.store.transaction(|txn| {
        let mut said = Said::default();
        let mut closed = 0;
        for (id, result) in results {
            // Another hook may have closed it meanwhile: only the one that removes it speaks.
            let Some(f) = txn.state.get(&id).cloned() else {
                continue;
            };
            match result {
                Ok(report) => match closing_line(&f, &report) {
                    Some(line) => {
                        txn.state.remove(&id);
                        closed += 1;
                        if sidebar {
                            let id = id.to_string();
                            txn.sidebar(SidebarEvent::Close { id, line });
                        } else {
                            said.person.push(line);
                        }
                    }
                    None => {
                        let mut g = f.clone();
                        g.remeasured(&report, now);
                        if sidebar && (g.callers != f.callers || g.params_now != f.params_now) {
                            txn.sidebar(SidebarEvent::Update {
                                id: id.to_string(),
                                entry: messages::sidebar_entry_capped(&g, ws.config.caller_cap),
                            });
                        }
                        txn.state.upsert(g);
                    }
                },
                Err(e) => {
                    let why = match &e {
                        EngineError::Refused(Refusal::NotFound { .. }) => {
                            "its definition is no longer found".to_string()
                        }
                        other => other.to_string(),
                    };
                    let line = format!(
                        "contract-watch: {} stays open: could not measure it again ({why})",
                        f.name
                    );
                    if let Some(g) = txn.state.get_mut(&id) {
                        g.last_error = Some(why);
                    }
                    if sidebar {
                        txn.sidebar(SidebarEvent::Line { line });
                    } else {
                        said.person.push(line);
                    }
                }
            }
        }
        (said, closed, txn.state.findings.clone())
    })?;
    warn(&mut said, out.warnings);
    let (s, closed, open) = out.value;
    said.extend(s);
    Ok(Remeasured { said, open, closed })
}

/// Close the open findings a fresh measure (on the tree a git command records) shows fixed:
/// `(finding id, report)` each. Returns the closing lines.
pub fn close_fixed(ws: &Workspace, fresh: &[(FindingId, Report)]) -> Result<Said, CoreError> {
    let sidebar = ws.sidebar_open();
    let out = ws.store.transaction(|txn| {
        let mut said = Said::default();
        for (id, report) in fresh {
            let Some(f) = txn.state.get(id).cloned() else {
                continue;
            };
            if let Some(line) = closing_line(&f, report) {
                txn.state.remove(id);
                if sidebar {
                    txn.sidebar(SidebarEvent::Close {
                        id: id.to_string(),
                        line,
                    });
                } else {
                    said.person.push(line);
                }
            }
        }
        said
    })?;
    let mut said = Said::default();
    warn(&mut said, out.warnings);
    said.extend(out.value);
    Ok(said)
}

/// Definitions whose parameter lists differ between two versions of a whole file: (name,
/// owner) of each, by arity (count, required, variadic) at the same site.
pub fn changed_definitions(
    lang: Lang,
    rel: &str,
    old: &[u8],
    new: &[u8],
) -> Vec<(String, Option<String>)> {
    let (Ok(o), Ok(n)) = (
        SourceFile::parse(rel, lang, old.to_vec()),
        SourceFile::parse(rel, lang, new.to_vec()),
    ) else {
        return Vec::new();
    };
    let od = lang.definitions(&o);
    let nd = lang.definitions(&n);
    let shape = |defs: &[Def], name: &str, scope: &[String]| {
        let mut v: Vec<(usize, usize, bool)> = defs
            .iter()
            .filter(|d| d.kind != DefKind::Class && d.name == name && d.scope == scope)
            .map(|d| (d.params.count, d.params.required, d.params.variadic))
            .collect();
        v.sort();
        v
    };
    let mut out: Vec<(String, Option<String>)> = Vec::new();
    for d in nd.iter().filter(|d| d.kind != DefKind::Class) {
        let was = shape(&od, &d.name, &d.scope);
        if was.is_empty() {
            continue; // new since the old version: nothing of it can be left behind
        }
        if was != shape(&nd, &d.name, &d.scope) {
            let key = (d.name.clone(), d.scope.last().cloned());
            if !out.contains(&key) {
                out.push(key);
            }
        }
    }
    out
}

/// The end of a main-loop turn: notice signature changes made outside the edit tool, re-measure
/// every open finding, close the fixed ones, and keep one turn note for the next prompt.
pub fn turn_end(ws: &Workspace) -> Result<Said, CoreError> {
    let mut said = sweep(ws)?;
    let r = remeasure(ws)?;
    said.extend(r.said);
    let standing: Vec<&Finding> = r.open.iter().collect();
    let note = messages::turn_note(&standing);
    let out = ws.store.set_turn_note(note)?;
    warn(&mut said, out.warnings);
    Ok(said)
}

/// Files changed since HEAD whose definitions changed arity without passing through the edit
/// hook (a `sed -i`, a formatter, a script): measure those not open and not yet seen in that
/// shape. What they leave behind becomes findings (and so joins the turn note).
fn sweep(ws: &Workspace) -> Result<Said, CoreError> {
    let mut said = Said::default();
    let files = ws.repo.changed_files()?;
    let open = ws.store.findings()?.value;
    let mut candidates = Vec::new();
    for rel in &files {
        let Some(lang) = Lang::from_path(Path::new(rel)) else {
            continue;
        };
        let Ok(new) = std::fs::read(ws.root.join(rel)) else {
            continue;
        };
        let Some(old) = ws.repo.head_blob(rel)? else {
            continue;
        };
        for (name, owner) in changed_definitions(lang, rel, &old, &new) {
            let c = Candidate {
                file: rel.clone(),
                name,
                owner,
            };
            let id = FindingId::new(&c.file, c.owner.as_deref(), &c.name);
            if open.iter().any(|f| f.id == id || f.id == id.plain()) {
                continue;
            }
            candidates.push(c);
        }
    }
    // "Already measured in that shape": the store remembers the shapes swept before, for the
    // files that still differ from HEAD (a file committed or reverted is forgotten).
    let shapes = ws.store.transaction(|txn| {
        txn.state.swept.retain(|sel, _| {
            let file = Selector::parse(sel).ok().and_then(|s| s.file);
            files.iter().any(|f| Some(f) == file.as_ref())
        });
        let mut fresh = Vec::new();
        for c in candidates {
            let key = c.selector();
            let shape = shape_of(ws, &c);
            if txn.state.swept.get(&key) != Some(&shape) {
                txn.state.swept.insert(key, shape);
                fresh.push(c);
            }
        }
        fresh
    })?;
    warn(&mut said, shapes.warnings);
    if !shapes.value.is_empty() {
        let mut s = after_edit(ws, &shapes.value)?;
        // The model hears of these through the turn note, not a note of their own.
        s.model.clear();
        said.extend(s);
    }
    Ok(said)
}

/// A definition's current shape: its header text, for "already measured in that shape".
fn shape_of(ws: &Workspace, c: &Candidate) -> String {
    let Some(lang) = Lang::from_path(Path::new(&c.file)) else {
        return String::new();
    };
    let Ok(src) = std::fs::read(ws.root.join(&c.file)) else {
        return String::new();
    };
    let Ok(file) = SourceFile::parse(&c.file, lang, src) else {
        return String::new();
    };
    let mut sigs: Vec<String> = lang
        .definitions(&file)
        .into_iter()
        .filter(|d| d.name == c.name && d.scope.last() == c.owner.as_ref())
        .map(|d| d.signature)
        .collect();
    sigs.sort();
    sigs.join("\n")
}

/// The next prompt: deliver the kept turn note once. It is written afresh from the findings
/// as they stand now, so a finding closed since the turn ended (an edit took the change back)
/// is not reported as still open.
pub fn next_prompt(ws: &Workspace) -> Result<Said, CoreError> {
    let out = ws.store.transaction(|txn| {
        let kept = txn.state.turn_note.take();
        kept.and_then(|_| {
            let open: Vec<&Finding> = txn.state.findings.iter().collect();
            messages::turn_note(&open)
        })
    })?;
    let mut said = Said::default();
    warn(&mut said, out.warnings);
    said.model.extend(out.value);
    Ok(said)
}

/// The person's escape hatch: stop watching findings (all, or those whose id or name matches
/// `which`). Returns the ids forgotten. No closing line is written: nothing was fixed.
pub fn forget(
    ws: &Workspace,
    which: Option<&str>,
) -> Result<(Vec<FindingId>, Vec<String>), CoreError> {
    let sidebar = ws.sidebar_open();
    let out = ws.store.transaction(|txn| {
        let gone: Vec<Finding> = txn
            .state
            .findings
            .iter()
            .filter(|f| match which {
                None => true,
                Some(w) => {
                    let w = w.strip_prefix("./").unwrap_or(w);
                    f.id.to_string() == w || f.name == w || format!("{}:{}", f.file, f.name) == w
                }
            })
            .cloned()
            .collect();
        for f in &gone {
            txn.state.remove(&f.id);
            if sidebar {
                txn.sidebar(SidebarEvent::Close {
                    id: f.id.to_string(),
                    line: format!(
                        "contract-watch: {} is no longer watched (forgotten by hand)",
                        f.name
                    ),
                });
            }
        }
        gone.into_iter().map(|f| f.id).collect::<Vec<_>>()
    })?;
    Ok((out.value, out.warnings))
}

/// The mode and the open findings, for `status`.
pub fn status(ws: &Workspace) -> Result<(Mode, Vec<Finding>, Vec<String>), CoreError> {
    let out = ws.store.load()?;
    Ok((out.value.mode, out.value.findings, out.warnings))
}
