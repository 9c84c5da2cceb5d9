//! The engine question: one symbol's contract now vs git HEAD, and its one-hop callers.
//!
//! Two engines answer it — the builtin one (in-process, tree-sitter) and the external ripwire —
//! and both produce a [`Report`], which serializes to ripwire-compatible `<edit-check>` XML.

use serde::{Deserialize, Serialize};

pub use crate::git::tree::Skipped;
use crate::git::Cause;
use crate::lang::DefKind;

/// `status=` of an edit-check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    Unchanged,
    NewSymbol,
    ContractChange,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Unchanged => "unchanged",
            Status::NewSymbol => "new-symbol",
            Status::ContractChange => "contract-change",
        }
    }

    pub fn parse(s: &str) -> Option<Status> {
        Some(match s {
            "unchanged" => Status::Unchanged,
            "new-symbol" => Status::NewSymbol,
            "contract-change" => Status::ContractChange,
            _ => return None,
        })
    }
}

/// `t=`: a definition's kind as ripwire spells it — `fn`, `method` (a constructor too) or
/// `cls` — for [`Report`], [`DefRow`] and the findings kept in the state (`#[serde(with)]`).
pub mod t_attr {
    use crate::lang::DefKind;

    pub fn as_str(kind: DefKind) -> &'static str {
        match kind {
            DefKind::Function => "fn",
            DefKind::Method | DefKind::Constructor => "method",
            DefKind::Class => "cls",
        }
    }

    pub fn parse(text: &str) -> Option<DefKind> {
        match text {
            "fn" => Some(DefKind::Function),
            "method" => Some(DefKind::Method),
            "cls" => Some(DefKind::Class),
            _ => None,
        }
    }

    pub fn serialize<S: serde::Serializer>(kind: &DefKind, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(as_str(*kind))
    }

    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<DefKind, D::Error> {
        let text = <std::borrow::Cow<'de, str> as serde::Deserialize>::deserialize(d)?;
        parse(&text).ok_or_else(|| {
            serde::de::Error::invalid_value(serde::de::Unexpected::Str(&text), &"fn, method or cls")
        })
    }
}

/// `change=`: one fact that carried a contract change.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Change {
    /// `params`: a parameter list differs.
    Params,
    /// `defs`: the number of definitions at the site differs.
    Defs,
    /// `broken-callers`: a caller no longer fits.
    BrokenCallers,
    /// A fact another engine (ripwire) names that this one does not know, kept as written.
    Other(String),
}

impl Change {
    pub fn as_str(&self) -> &str {
        match self {
            Change::Params => "params",
            Change::Defs => "defs",
            Change::BrokenCallers => "broken-callers",
            Change::Other(s) => s,
        }
    }

    pub fn parse(text: &str) -> Change {
        match text {
            "params" => Change::Params,
            "defs" => Change::Defs,
            "broken-callers" => Change::BrokenCallers,
            other => Change::Other(other.to_string()),
        }
    }
}

impl std::fmt::Display for Change {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Change {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Change {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Change, D::Error> {
        let text = std::borrow::Cow::<'de, str>::deserialize(d)?;
        Ok(Change::parse(&text))
    }
}

/// One folded definition at the selected site (`<def p= t= params=>`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefRow {
    pub path: String,
    pub line: usize,
    #[serde(with = "t_attr")]
    pub kind: DefKind,
    pub params: usize,
}

/// How a caller binds to the symbol (builtin engine only; ripwire does not say).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Binding {
    Yes,
    Maybe,
}

/// One caller row (`<c n= p= incompatible=>`): the definition a call sits in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Caller {
    /// Name of the definition the call sits in.
    pub name: String,
    /// Repository-relative path (no `./`).
    pub path: String,
    /// Line where the caller's own definition starts.
    pub line: usize,
    /// Its argument count was reliably counted and no folded definition accepts it.
    pub incompatible: bool,
    /// Builtin engine extras: binding verdict, call lines and argument counts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub binds: Option<Binding>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub call_lines: Vec<usize>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<Option<usize>>,
}

impl Caller {
    /// `name (path:line)`, the form every message uses.
    pub fn label(&self) -> String {
        format!("{} ({}:{})", self.name, self.path, self.line)
    }
}

/// A call the builtin engine found by name but proved to reach another definition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Excluded {
    pub name: String,
    pub path: String,
    pub line: usize,
    pub call_line: usize,
    pub reason: String,
}

/// Which engine produced a report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EngineKind {
    Builtin,
    Ripwire,
}

/// One edit-check answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    /// `sym=`: the symbol's name.
    pub sym: String,
    /// `t=`: `fn`, `method` (a constructor too) or `cls`.
    #[serde(with = "t_attr")]
    pub kind: DefKind,
    /// The type the selected definition belongs to (builtin engine; `None` for a top-level
    /// function or when ripwire answered).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
    /// `p=`: the selected definition, repository-relative, and its line.
    pub path: String,
    pub line: usize,
    pub status: Status,
    /// `defs=`: definitions folded at this site (the overload set).
    pub defs: usize,
    /// `params_was=`: `None` where HEAD has no such definition (or ripwire did not print it).
    pub params_was: Option<usize>,
    pub params_now: Option<usize>,
    pub public_was: Option<bool>,
    pub public_now: Option<bool>,
    pub defs_was: Option<usize>,
    pub defs_now: Option<usize>,
    /// `change=`: which facts carried a contract change.
    pub change: Vec<Change>,
    /// `at=`: abbreviated HEAD commit id, `+dirty` when the work tree has changes.
    pub at: Option<String>,
    /// `<def>` rows, present when `defs > 1`.
    pub def_rows: Vec<DefRow>,
    /// `<c>` rows, sorted by path then line.
    pub callers: Vec<Caller>,
    /// Builtin engine only: calls of the same name proved to reach another definition.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excluded: Vec<Excluded>,
    /// Builtin engine only: files that could not be searched (binary, huge, unreadable), with
    /// why; never silently dropped.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<Skipped>,
    pub engine: EngineKind,
}

impl Report {
    /// `incompatible=`: how many callers carry the mismatch mark.
    pub fn incompatible_count(&self) -> usize {
        self.callers.iter().filter(|c| c.incompatible).count()
    }
}

pub mod builtin;
pub mod precision;
pub mod ripwire;
pub mod xml;

/// A selector: `<file>:<name>`, `<file>:<Type>.<name>`, or a bare `<name>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Selector {
    /// Repository-relative path, `./` stripped; `None` for a bare name.
    pub file: Option<String>,
    /// `Type` of `<file>:<Type>.<name>` (also accepts `Type::name`).
    pub owner: Option<String>,
    pub name: String,
}

impl Selector {
    /// Parse a selector as the user wrote it: the file part is everything before the first
    /// `:` that is not half of a `::`; the rest is `name`, `Type.name` or `Type::name`.
    pub fn parse(text: &str) -> Result<Selector, Refusal> {
        let text = text.trim();
        if text.is_empty() {
            return Err(Refusal::EmptySelector);
        }
        let file_colon = single_colons(text).next();
        let (file, sym) = match file_colon {
            Some(i) => (Some(&text[..i]), &text[i + 1..]),
            None => (None, text),
        };
        if single_colons(sym).next().is_some() {
            return Err(Refusal::TooManyParts {
                selector: text.to_string(),
            });
        }
        let file = file.map(|f| f.strip_prefix("./").unwrap_or(f).to_string());
        if file.as_deref() == Some("") {
            return Err(Refusal::NoFile {
                name: sym.to_string(),
            });
        }
        if sym.is_empty() {
            return Err(Refusal::NoName {
                file: file.unwrap_or_default(),
            });
        }
        // A bare word that reads as a path (`app/lib.py`, `lib.py`) names a file, not a symbol.
        if file.is_none() && looks_like_path(sym) {
            return Err(Refusal::NoName {
                file: sym.to_string(),
            });
        }
        let (owner, name) = match sym
            .rfind("::")
            .map(|i| (i, 2))
            .or(sym.rfind('.').map(|i| (i, 1)))
        {
            Some((i, w)) if i > 0 && i + w < sym.len() => {
                (Some(sym[..i].to_string()), sym[i + w..].to_string())
            }
            Some(_) => {
                return Err(Refusal::BadName {
                    selector: text.to_string(),
                    name: sym.to_string(),
                })
            }
            None => (None, sym.to_string()),
        };
        Ok(Selector { file, owner, name })
    }

    /// How a selector picking one site is spelled.
    pub fn spelling(path: &str, owner: Option<&str>, name: &str) -> String {
        match owner {
            Some(o) => format!("{path}:{o}.{name}"),
            None => format!("{path}:{name}"),
        }
    }
}

/// Byte offsets of the `:` in `text` that are not part of a `::`.
fn single_colons(text: &str) -> impl Iterator<Item = usize> + '_ {
    let b = text.as_bytes();
    (0..b.len()).filter(move |&i| {
        b[i] == b':' && (i == 0 || b[i - 1] != b':') && (i + 1 >= b.len() || b[i + 1] != b':')
    })
}

/// Whether a bare selector reads as a file path rather than a symbol: it has a `/`, or ends in
/// a source file extension (`lib.py`, but not `Parser.parse`).
fn looks_like_path(sym: &str) -> bool {
    sym.contains('/')
        || sym.rsplit_once('.').is_some_and(|(_, ext)| {
            crate::lang::LANGS
                .iter()
                .any(|l| l.extensions.contains(&ext))
        })
}

impl std::fmt::Display for Selector {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (&self.file, &self.owner) {
            (Some(p), o) => f.write_str(&Selector::spelling(p, o.as_deref(), &self.name)),
            (None, Some(o)) => write!(f, "{o}.{}", self.name),
            (None, None) => f.write_str(&self.name),
        }
    }
}

/// The engine declines to answer (ripwire's exit 1).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("empty selector: name a symbol as <file>:<name> (e.g. app/lib.py:parse), <file>:<Type>.<name>, or <name> alone to search every file")]
    EmptySelector,
    #[error("'{file}' names a file but no symbol: write {file}:<name>, e.g. {file}:parse")]
    NoName { file: String },
    #[error("':{name}' has an empty file part: write <file>:{name} (e.g. app/lib.py:{name}), or {name} alone to search every file")]
    NoFile { name: String },
    #[error("'{selector}' has more than one ':' outside a Type::name: a selector is <file>:<name> or <file>:<Type>.<name>")]
    TooManyParts { selector: String },
    #[error("'{selector}': '{name}' is not a symbol name: write <name> or <Type>.<name>")]
    BadName { selector: String, name: String },
    #[error("'{path}' is a directory: the part before ':' names the file that defines the symbol, e.g. {path}/<file>:{name}")]
    Directory { path: String, name: String },
    #[error("'{selector}' is ambiguous: it matches {} definition sites; pick one: {}", spellings.len(), spellings.join(", "))]
    Ambiguous {
        selector: String,
        spellings: Vec<String>,
    },
    #[error("symbol not found: {selector}{}", hint.as_ref().map(|h| format!(" ({h})")).unwrap_or_default())]
    NotFound {
        selector: String,
        hint: Option<String>,
    },
    #[error("unknown file: {path} ({why})")]
    UnknownFile { path: String, why: String },
    #[error("{path}: the builtin engine does not read this kind of file (it reads {}); the part before ':' names the file that defines the symbol", crate::lang::spec::names_sentence())]
    Unsupported { path: String },
}

/// Anything that keeps an engine from giving an answer or a refusal.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error("{0}")]
    Repo(#[from] crate::repo::RepoError),
    #[error("cannot read {path}: {source}")]
    Io { path: String, source: Cause },
    #[error("{path} is not valid for the builtin engine: {source}")]
    BadFile { path: String, source: Cause },
    #[error("ripwire: {0}")]
    Ripwire(#[from] ripwire::RipwireError),
    /// The configuration could not be read: nothing is measured with a guess.
    #[error("the configuration is invalid ({0})")]
    Misconfigured(#[source] std::sync::Arc<crate::config::ConfigError>),
}

impl EngineError {
    /// The process exit status `contract-watch measure` uses for this failure: 1 for a
    /// refusal (as ripwire), 3 for an engine that could not answer.
    pub fn exit_code(&self) -> i32 {
        match self {
            EngineError::Refused(_) => 1,
            EngineError::Ripwire(ripwire::RipwireError::Refused { .. }) => 1,
            _ => 3,
        }
    }
}

/// Which engine a measurement asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum EngineChoice {
    #[default]
    Auto,
    Builtin,
    Ripwire,
}

impl std::str::FromStr for EngineChoice {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "auto" => Ok(EngineChoice::Auto),
            "builtin" => Ok(EngineChoice::Builtin),
            "ripwire" => Ok(EngineChoice::Ripwire),
            other => Err(format!(
                "unknown engine '{other}' (expected auto, builtin or ripwire)"
            )),
        }
    }
}

/// Options for one measurement.
#[derive(Debug, Clone)]
pub struct Options {
    pub engine: EngineChoice,
    /// ripwire's path (`None`: look it up on PATH).
    pub ripwire_path: Option<std::path::PathBuf>,
    pub timeout: std::time::Duration,
    /// Compute `at=` with the `+dirty` check (a status walk, unless a measured definition
    /// already differs from HEAD's).
    pub want_at: bool,
    /// Worker threads for the builtin engine's file search.
    pub threads: usize,
    /// Compare with this commit (full hex id) instead of HEAD. A finding remembers the HEAD it
    /// was opened against, so a commit landing in between cannot make it read as closed.
    /// Only the builtin engine can compare with another commit; it answers when this differs
    /// from HEAD.
    pub base: Option<String>,
    /// Let the builtin engine use the warm index (`crate::index`) to skip files it knows
    /// cannot hold a call; `false` (config `index = false`, `CONTRACT_WATCH_INDEX=off`) reads
    /// every file as before. The answers are the same either way.
    pub index: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            engine: EngineChoice::Auto,
            ripwire_path: None,
            timeout: std::time::Duration::from_secs(20),
            want_at: false,
            threads: 2,
            base: None,
            index: true,
        }
    }
}

/// A measurement and how it was made.
#[derive(Debug, Clone)]
pub struct Measured {
    pub report: Report,
    /// A line for the person when the engine choice fell back (e.g. ripwire could not index
    /// the file and the builtin engine answered).
    pub notice: Option<String>,
}

/// Which ripwire binary answers for `sel`, if ripwire is the engine for it: only for the work
/// tree against HEAD (ripwire reads nothing else) and a selector without a type.
fn ripwire_for(
    sel: &Selector,
    opts: &Options,
    worktree_vs_head: bool,
) -> Result<Option<std::path::PathBuf>, EngineError> {
    Ok(match opts.engine {
        EngineChoice::Builtin => None,
        // Only the builtin engine compares with another commit than HEAD, measures another
        // tree than the work tree, or selects a site by its type (`file:Type.name`, which
        // ripwire's selector syntax does not have).
        _ if !worktree_vs_head || sel.owner.is_some() => None,
        EngineChoice::Ripwire => Some(
            ripwire::locate(opts.ripwire_path.as_deref()).ok_or(
                ripwire::RipwireError::Missing {
                    looked: opts
                        .ripwire_path
                        .as_ref()
                        .map(|p| p.display().to_string())
                        .unwrap_or_else(|| "PATH".into()),
                },
            )?,
        ),
        // `auto` is the builtin engine (SPEC §4): measured on compiler-labelled real code it is
        // right where ripwire 0.2.1 is not, so ripwire answers only when the person names it.
        EngineChoice::Auto => None,
    })
}

/// Measure one symbol in the repository (or directory) `root`, with the engine `opts` asks for:
/// the work tree against HEAD (or `opts.base`).
pub fn measure(
    root: &std::path::Path,
    selector: &str,
    opts: &Options,
) -> Result<Measured, EngineError> {
    let repo = crate::git::Repo::discover(root).ok().flatten();
    measure_in(repo.as_ref(), root, selector, opts)
}

/// [`measure`] in the repository the caller opened already (`None`: `root` is in none, or it
/// could not be opened), so a process opens it once (each open reads HEAD, the repository's and
/// the user's git config and lists the packs again: a tenth of a short TypeScript measure's
/// instructions went to three opens). Both engines are given what was opened; a repository
/// that does not hold `root` is not used (the one that does is opened instead).
pub fn measure_in(
    opened: Option<&crate::git::Repo>,
    root: &std::path::Path,
    selector: &str,
    opts: &Options,
) -> Result<Measured, EngineError> {
    let sel = Selector::parse(selector)?;
    let given = root.canonicalize().map_err(|e| EngineError::Io {
        path: root.display().to_string(),
        source: e.into(),
    })?;
    let found;
    let repo = match opened.filter(|r| given.starts_with(r.root())) {
        Some(r) => Some(r),
        None => {
            found = crate::git::Repo::discover(&given)?;
            found.as_ref()
        }
    };
    let head = repo.and_then(|r| r.head_id());
    let moved_base = opts.base.is_some() && head != opts.base;
    let view = builtin::work_tree_view(repo, &given, opts);
    let builtin = || builtin::measure_in(repo, &view, &given, &sel, opts).map(|(r, _)| r);
    match ripwire_for(&sel, opts, !moved_base)? {
        None => Ok(Measured {
            report: builtin()?,
            notice: None,
        }),
        Some(bin) => via_ripwire(&bin, view.root(), &sel, opts, builtin),
    }
}

fn via_ripwire(
    bin: &std::path::Path,
    root: &std::path::Path,
    sel: &Selector,
    opts: &Options,
    fallback: impl FnOnce() -> Result<Report, EngineError>,
) -> Result<Measured, EngineError> {
    match ripwire::measure(bin, root, sel, opts) {
        Ok(report) => Ok(Measured {
            report,
            notice: None,
        }),
        Err(ripwire::RipwireError::Unindexed { path, .. }) => Ok(Measured {
            report: fallback()?,
            notice: Some(format!(
                "contract-watch: ripwire does not index {path}; the builtin engine measured {sel}"
            )),
        }),
        Err(e) => Err(e.into()),
    }
}

/// Measure several selectors on one tree of an opened repository against the commit `was`
/// (`None`: no commit): the builtin engine answers them all in one pass over the tree; ripwire
/// answers (one process per selector) only when it is the engine and the tree is the work tree
/// against HEAD. One answer per selector, in order.
pub fn measure_tree(
    repo: &crate::git::Repo,
    now: &crate::git::TreeView,
    was: Option<crate::git::ObjectId>,
    selectors: &[String],
    opts: &Options,
) -> Vec<Result<Measured, EngineError>> {
    let worktree_vs_head = now.is_work_tree() && was == repo.head_oid();
    let mut out: Vec<Option<Result<Measured, EngineError>>> = Vec::new();
    let mut batch: Vec<(usize, Selector)> = Vec::new();
    for (i, text) in selectors.iter().enumerate() {
        let sel = match Selector::parse(text) {
            Ok(s) => s,
            Err(e) => {
                out.push(Some(Err(e.into())));
                continue;
            }
        };
        match ripwire_for(&sel, opts, worktree_vs_head) {
            Err(e) => out.push(Some(Err(e))),
            Ok(None) => {
                out.push(None);
                batch.push((i, sel));
            }
            Ok(Some(bin)) => {
                let r = via_ripwire(&bin, now.root(), &sel, opts, || {
                    builtin::measure_many(Some(repo), now, was, std::slice::from_ref(&sel), opts)
                        .pop()
                        .unwrap_or_else(|| {
                            Err(EngineError::Io {
                                path: sel.to_string(),
                                source: "nothing was measured".into(),
                            })
                        })
                        .map(|(r, _)| r)
                });
                out.push(Some(r));
            }
        }
    }
    let sels: Vec<Selector> = batch.iter().map(|(_, s)| s.clone()).collect();
    let answers = builtin::measure_many(Some(repo), now, was, &sels, opts);
    for ((i, _), a) in batch.into_iter().zip(answers) {
        out[i] = Some(a.map(|(report, _)| Measured {
            report,
            notice: None,
        }));
    }
    out.into_iter()
        .map(|o| {
            o.unwrap_or_else(|| {
                Err(EngineError::Io {
                    path: String::new(),
                    source: "nothing was measured".into(),
                })
            })
        })
        .collect()
}
