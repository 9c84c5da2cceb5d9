//! The findings store: open findings, the mode, the kept turn note and the sidebar stream of one
//! repository, kept under `<git-dir>/contract-watch/` (SPEC §5).
//!
//! Files in that directory:
//!
//! - `state.json` — `{"version": 1, "mode": …, "turn_note": …, "findings": […]}`. Always replaced
//!   whole and atomically: written to a temp file in the same directory, fsynced, renamed over.
//! - `sidebar.jsonl` — the sidebar stream, one JSON record a line, append-only, each record with a
//!   monotonic `seq` (the last record's `seq` + 1). When it outgrows [`SIDEBAR_COMPACT_BYTES`] it is
//!   rewritten atomically keeping its newest records — at most [`SIDEBAR_KEEP_RECORDS`] and half
//!   the threshold in bytes — with their `seq` unchanged.
//!   Deleting the file by hand restarts the numbering at 1; a reader that sees the highest `seq`
//!   fall below what it has already shown should treat that as a restart.
//! - `lock` — an empty file; every operation holds an exclusive lock on it across its whole
//!   read-modify-write, so hook processes running at once never lose one another's writes.
//!
//! A `state.json` that does not parse, lacks a version, or carries a version other than
//! [`STATE_VERSION`] is renamed aside to `state.json.corrupt-<unix-ts>` and the store starts
//! empty; the operation reports one line for the person in [`Outcome::warnings`]. A finding
//! record that does not decode is set aside alone (to `findings.corrupt-<unix-ts>.json`): the other
//! findings, the mode and the note stay. [`Store::snapshot`] reads the state without the lock
//! (writes are atomic renames), for when the lock cannot be taken. Nothing here prints and
//! nothing panics on what it reads.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use crate::engine::{Caller, EngineKind, Report, Selector};
use crate::lang::DefKind;
use crate::messages::SidebarEntry;

/// The `version` this build writes and reads.
pub const STATE_VERSION: u64 = 1;
/// Name of the store's directory inside the git dir.
pub const DIR_NAME: &str = "contract-watch";
const STATE_FILE: &str = "state.json";
const SIDEBAR_FILE: &str = "sidebar.jsonl";
const LOCK_FILE: &str = "lock";
/// How long an operation waits for the lock before giving up with [`StateError::LockTimeout`].
pub const LOCK_WAIT: Duration = Duration::from_secs(10);
/// The sidebar stream is compacted once it grows past this many bytes…
pub const SIDEBAR_COMPACT_BYTES: u64 = 1 << 20;
/// …keeping at most this many of its newest records (and at most half that many bytes).
pub const SIDEBAR_KEEP_RECORDS: usize = 500;
/// How much of the stream's end is read to find the last sequence number.
const SIDEBAR_TAIL_BYTES: u64 = 64 * 1024;

/// Seconds since the Unix epoch (0 for a clock set before it).
pub fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// A finding's identity: the site it watches. Written in the selector syntax (`file:name`,
/// `file:Owner.name`) in the state file, the sidebar stream and every message.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FindingId {
    /// Repository-relative path of the definition.
    pub file: String,
    /// The type it belongs to, when the site was told apart by it.
    pub owner: Option<String>,
    pub name: String,
}

impl FindingId {
    pub fn new(file: &str, owner: Option<&str>, name: &str) -> FindingId {
        FindingId {
            file: file.to_string(),
            owner: owner.map(str::to_string),
            name: name.to_string(),
        }
    }

    /// The canonical id of a report's site.
    pub fn of(report: &Report) -> FindingId {
        FindingId::new(&report.path, report.owner.as_deref(), &report.sym)
    }

    /// The id of a selector that names its file.
    pub fn of_site(sel: &Selector) -> Option<FindingId> {
        Some(FindingId::new(
            sel.file.as_deref()?,
            sel.owner.as_deref(),
            &sel.name,
        ))
    }

    /// The same site without its type: how an id read before types were told apart.
    pub fn plain(&self) -> FindingId {
        FindingId::new(&self.file, None, &self.name)
    }

    /// The site as a selector, to measure it.
    pub fn selector(&self) -> Selector {
        Selector {
            file: Some(self.file.clone()),
            owner: self.owner.clone(),
            name: self.name.clone(),
        }
    }
}

impl std::fmt::Display for FindingId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&Selector::spelling(
            &self.file,
            self.owner.as_deref(),
            &self.name,
        ))
    }
}

impl Serialize for FindingId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for FindingId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<FindingId, D::Error> {
        let text = std::borrow::Cow::<'de, str>::deserialize(d)?;
        Selector::parse(&text)
            .ok()
            .as_ref()
            .and_then(FindingId::of_site)
            .ok_or_else(|| {
                serde::de::Error::invalid_value(
                    serde::de::Unexpected::Str(&text),
                    &"<file>:<name> or <file>:<Type>.<name>",
                )
            })
    }
}

/// One open finding: a changed signature that leaves callers to check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finding {
    /// Stable identity: the site.
    pub id: FindingId,
    /// The repository's work-tree root.
    pub repo_root: PathBuf,
    /// Repository-relative path of the definition.
    pub file: String,
    /// The symbol's name.
    pub name: String,
    /// `fn`, `method` or `cls` in the state file (the engine's `t=`).
    #[serde(with = "crate::engine::t_attr")]
    pub kind: DefKind,
    pub params_was: Option<usize>,
    pub params_now: Option<usize>,
    /// The callers of the last successful measure, in the engine's order (path, then line).
    pub callers: Vec<Caller>,
    /// How many of `callers` carry the incompatible mark.
    pub incompatible: usize,
    /// Unix seconds when the finding was first opened.
    pub opened_at: u64,
    /// Unix seconds of the last successful measure.
    pub measured_at: u64,
    /// The engine of the last successful measure.
    pub engine: EngineKind,
    /// Why the last re-measure failed (the finding stays open); `None` after a good measure.
    #[serde(default)]
    pub last_error: Option<String>,
    /// The commit the finding compares with: HEAD when it was opened. A re-measure compares
    /// with it, so a commit landing meanwhile cannot make the finding read as closed.
    #[serde(default)]
    pub base: Option<String>,
}

impl Finding {
    /// A finding from one engine report, opened and measured at `now`. `file` is the
    /// repository-relative path the symbol was selected by (normally `report.path`).
    pub fn from_report(repo_root: &Path, file: &str, report: &Report, now: u64) -> Finding {
        Finding {
            id: FindingId::new(file, None, &report.sym),
            repo_root: repo_root.to_path_buf(),
            file: file.to_string(),
            name: report.sym.clone(),
            kind: report.kind,
            params_was: report.params_was,
            params_now: report.params_now,
            callers: report.callers.clone(),
            incompatible: report.incompatible_count(),
            opened_at: now,
            measured_at: now,
            engine: report.engine,
            last_error: None,
            base: None,
        }
    }

    /// The site this finding watches, as a selector.
    pub fn site(&self) -> Selector {
        self.id.selector()
    }

    /// Take a fresh measure into this finding (keeps its id and `opened_at`, clears `last_error`).
    pub fn remeasured(&mut self, report: &Report, now: u64) {
        self.kind = report.kind;
        self.params_was = report.params_was;
        self.params_now = report.params_now;
        self.callers = report.callers.clone();
        self.incompatible = report.incompatible_count();
        self.measured_at = now;
        self.engine = report.engine;
        self.last_error = None;
    }
}

/// What the pre-command moment does with a standing finding (SPEC §8).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Stops nothing (the default).
    #[default]
    Note,
    /// Stops git commit/push/merge while a changed signature leaves a caller behind.
    Deny,
}

impl Mode {
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Note => "note",
            Mode::Deny => "deny",
        }
    }

    pub fn parse(s: &str) -> Option<Mode> {
        match s.trim() {
            "note" => Some(Mode::Note),
            "deny" => Some(Mode::Deny),
            _ => None,
        }
    }
}

impl std::fmt::Display for Mode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Everything `state.json` holds (besides its version).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    #[serde(default)]
    pub mode: Mode,
    /// The turn note kept for the next prompt.
    #[serde(default)]
    pub turn_note: Option<String>,
    /// Open findings, in the order they were opened.
    #[serde(default)]
    pub findings: Vec<Finding>,
    /// Definitions the turn-end sweep already measured, by selector, with the header text they
    /// had then: a shape is measured once, not at every turn.
    #[serde(default)]
    pub swept: std::collections::BTreeMap<String, String>,
}

impl State {
    pub fn get(&self, id: &FindingId) -> Option<&Finding> {
        self.findings.iter().find(|f| f.id == *id)
    }

    pub fn get_mut(&mut self, id: &FindingId) -> Option<&mut Finding> {
        self.findings.iter_mut().find(|f| f.id == *id)
    }

    /// Insert `finding`, or replace the one with its id in place. A replaced finding keeps the
    /// earlier `opened_at` of the two: it was open since then.
    pub fn upsert(&mut self, mut finding: Finding) {
        match self.get_mut(&finding.id) {
            Some(old) => {
                finding.opened_at = finding.opened_at.min(old.opened_at);
                *old = finding;
            }
            None => self.findings.push(finding),
        }
    }

    /// Remove the finding with this id, returning it.
    pub fn remove(&mut self, id: &FindingId) -> Option<Finding> {
        let at = self.findings.iter().position(|f| f.id == *id)?;
        Some(self.findings.remove(at))
    }
}

/// `state.json` as written.
#[derive(Serialize)]
struct OnDisk<'a> {
    version: u64,
    #[serde(flatten)]
    state: &'a State,
}

/// One event of the sidebar stream.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum SidebarEvent {
    /// A finding was opened: show its entry.
    Open { id: String, entry: SidebarEntry },
    /// An open finding was measured again with another result: replace its entry.
    Update { id: String, entry: SidebarEntry },
    /// A finding closed: drop its entry and show the (green) closing line.
    Close { id: String, line: String },
    /// Any other line for the person (a gate's line, an engine failure, a state warning).
    Line { line: String },
}

/// One line of `sidebar.jsonl`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SidebarRecord {
    /// Monotonic sequence number, from 1.
    pub seq: u64,
    /// Unix seconds when it was appended.
    pub at: u64,
    #[serde(flatten)]
    pub event: SidebarEvent,
}

/// A store operation's value plus the lines it has for the person (a state file set aside).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome<T> {
    pub value: T,
    pub warnings: Vec<String>,
}

/// What can go wrong with the store. Each message is one line, without the `contract-watch: `
/// prefix.
#[derive(Debug, thiserror::Error)]
pub enum StateError {
    #[error("git dir {0} does not exist or is not a directory")]
    NoGitDir(PathBuf),
    #[error("cannot create state directory {path}: {source}")]
    CreateDir { path: PathBuf, source: io::Error },
    #[error("cannot lock {path}: {source}")]
    Lock { path: PathBuf, source: io::Error },
    #[error("gave up after {}s waiting for the state lock {path}", .waited.as_secs())]
    LockTimeout { path: PathBuf, waited: Duration },
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: io::Error },
    #[error("cannot write {path}: {source}")]
    Write { path: PathBuf, source: io::Error },
    #[error("cannot encode the state: {0}")]
    Encode(#[source] serde_json::Error),
    #[error("cannot set aside the unreadable state file {path}: {source}")]
    SetAside { path: PathBuf, source: io::Error },
}

impl StateError {
    /// The store's lock could not be taken (held too long, or something not a file at its
    /// path): the state itself may still be read with [`Store::snapshot`].
    pub fn is_lock(&self) -> bool {
        matches!(
            self,
            StateError::Lock { .. } | StateError::LockTimeout { .. }
        )
    }
}

/// The state under one transaction: change `state`, queue sidebar events with
/// [`Txn::sidebar`]. `state.json` is written when the transaction ends iff `state` changed.
#[derive(Debug)]
pub struct Txn {
    pub state: State,
    sidebar: Vec<SidebarEvent>,
}

impl Txn {
    /// Queue an event for the sidebar stream; appended, in order, when the transaction ends
    /// (after the state is written), still under the lock.
    pub fn sidebar(&mut self, event: SidebarEvent) {
        self.sidebar.push(event);
    }
}

/// The store of one git dir.
#[derive(Debug, Clone)]
pub struct Store {
    dir: PathBuf,
}

/// An exclusive hold on `<dir>/lock`; released when dropped (the file closes).
struct LockGuard {
    _file: File,
}

impl Store {
    /// The store under `git_dir` (the caller resolves it, e.g. `git rev-parse --git-dir`);
    /// creates `<git_dir>/contract-watch/` if needed. The git dir itself must exist.
    pub fn open(git_dir: &Path) -> Result<Store, StateError> {
        if !git_dir.is_dir() {
            return Err(StateError::NoGitDir(git_dir.to_path_buf()));
        }
        let dir = git_dir.join(DIR_NAME);
        fs::create_dir_all(&dir).map_err(|source| StateError::CreateDir {
            path: dir.clone(),
            source,
        })?;
        Ok(Store { dir })
    }

    /// `<git-dir>/contract-watch`.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Path of `state.json`.
    pub fn state_path(&self) -> PathBuf {
        self.dir.join(STATE_FILE)
    }

    /// Path of the sidebar stream.
    pub fn sidebar_path(&self) -> PathBuf {
        self.dir.join(SIDEBAR_FILE)
    }

    /// Run `f` on the state while holding the exclusive lock: read, let `f` change it, write it
    /// back atomically if it changed, append the queued sidebar events. Keep `f` short (no
    /// engine runs inside): every other hook waits for it. `f` must not call this store (or
    /// another store of the same git dir): the lock is not re-entrant, and such a call would wait
    /// [`LOCK_WAIT`] and fail with [`StateError::LockTimeout`].
    pub fn transaction<T>(&self, f: impl FnOnce(&mut Txn) -> T) -> Result<Outcome<T>, StateError> {
        let _guard = self.lock()?;
        let mut warnings = Vec::new();
        let state = self.load_locked(&mut warnings)?;
        let mut txn = Txn {
            state: state.clone(),
            sidebar: Vec::new(),
        };
        let value = f(&mut txn);
        if txn.state != state {
            self.write_locked(&txn.state)?;
        }
        if !txn.sidebar.is_empty() {
            self.append_sidebar_locked(txn.sidebar)?;
        }
        Ok(Outcome { value, warnings })
    }

    /// A copy of the whole state.
    pub fn load(&self) -> Result<Outcome<State>, StateError> {
        self.transaction(|t| t.state.clone())
    }

    /// The open findings.
    pub fn findings(&self) -> Result<Outcome<Vec<Finding>>, StateError> {
        self.transaction(|t| t.state.findings.clone())
    }

    /// Insert or replace a finding (see [`State::upsert`]).
    pub fn upsert(&self, finding: Finding) -> Result<Outcome<()>, StateError> {
        self.transaction(|t| t.state.upsert(finding))
    }

    /// Remove a finding; the value is the removed finding, if there was one.
    pub fn remove(&self, id: &FindingId) -> Result<Outcome<Option<Finding>>, StateError> {
        self.transaction(|t| t.state.remove(id))
    }

    pub fn mode(&self) -> Result<Outcome<Mode>, StateError> {
        self.transaction(|t| t.state.mode)
    }

    pub fn set_mode(&self, mode: Mode) -> Result<Outcome<()>, StateError> {
        self.transaction(|t| t.state.mode = mode)
    }

    /// The kept turn note, cleared in the same step: it is delivered once.
    pub fn take_turn_note(&self) -> Result<Outcome<Option<String>>, StateError> {
        self.transaction(|t| t.state.turn_note.take())
    }

    /// Keep (or, with `None`, drop) the turn note for the next prompt.
    pub fn set_turn_note(&self, note: Option<String>) -> Result<Outcome<()>, StateError> {
        self.transaction(|t| t.state.turn_note = note)
    }

    /// Append one event to the sidebar stream; the value is its sequence number.
    pub fn append_sidebar(&self, event: SidebarEvent) -> Result<Outcome<u64>, StateError> {
        let _guard = self.lock()?;
        let seq = self.append_sidebar_locked(vec![event])?;
        Ok(Outcome {
            value: seq,
            warnings: Vec::new(),
        })
    }

    /// The sidebar records with `seq > after`, oldest first. Needs no lock: appends are whole
    /// lines and compaction is a rename. A line still being written (no newline yet) is left for
    /// the next read; a line that does not parse is skipped with a warning.
    pub fn read_sidebar(&self, after: u64) -> Result<Outcome<Vec<SidebarRecord>>, StateError> {
        let path = self.sidebar_path();
        let bytes = match fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
            Err(source) => return Err(StateError::Read { path, source }),
        };
        let (records, bad) = parse_records(&bytes);
        let mut warnings = Vec::new();
        if bad > 0 {
            warnings.push(format!(
                "contract-watch: sidebar stream {} has {bad} unreadable line(s); skipped",
                path.display()
            ));
        }
        let value = records.into_iter().filter(|r| r.seq > after).collect();
        Ok(Outcome { value, warnings })
    }

    fn lock(&self) -> Result<LockGuard, StateError> {
        let path = self.dir.join(LOCK_FILE);
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|source| StateError::Lock {
                path: path.clone(),
                source,
            })?;
        let start = Instant::now();
        let mut pause = Duration::from_micros(200);
        loop {
            match file.try_lock() {
                Ok(()) => return Ok(LockGuard { _file: file }),
                Err(TryLockError::WouldBlock) => {
                    if start.elapsed() >= LOCK_WAIT {
                        return Err(StateError::LockTimeout {
                            path,
                            waited: LOCK_WAIT,
                        });
                    }
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(Duration::from_millis(20));
                }
                Err(TryLockError::Error(source)) => return Err(StateError::Lock { path, source }),
            }
        }
    }

    /// Read `state.json` (lock held). Missing: empty state. Unreadable as a whole: set aside,
    /// empty state, one warning. A finding record that does not decode is set aside alone (the
    /// other findings, the mode and the note stay), with one warning, and the file is rewritten
    /// without it so that it is set aside once.
    fn load_locked(&self, warnings: &mut Vec<String>) -> Result<State, StateError> {
        let path = self.state_path();
        let bytes = match fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(State::default()),
            Err(source) => return Err(StateError::Read { path, source }),
        };
        match decode_state(&bytes) {
            Ok(Decoded { state, bad }) => {
                if !bad.is_empty() {
                    let aside = self.set_aside_records(&bad)?;
                    warnings.push(record_aside_warning(&path, &bad, &aside));
                    self.write_locked(&state)?;
                }
                Ok(state)
            }
            Err(reason) => {
                let aside = self.set_aside(&path)?;
                warnings.push(set_aside_warning(&path, &reason, &aside));
                Ok(State::default())
            }
        }
    }

    /// The state as it is on disk, read without the lock: every write is an atomic rename, so
    /// the file read is always one whole version. Nothing is set aside or written; a record or
    /// file that does not decode is left out with a warning. For when the lock cannot be taken
    /// (a stuck or tampered lock): the last known findings and mode still answer.
    pub fn snapshot(&self) -> Result<Outcome<State>, StateError> {
        let path = self.state_path();
        let bytes = match fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Ok(Outcome {
                    value: State::default(),
                    warnings: Vec::new(),
                })
            }
            Err(source) => return Err(StateError::Read { path, source }),
        };
        let mut warnings = Vec::new();
        let value = match decode_state(&bytes) {
            Ok(Decoded { state, bad }) => {
                if !bad.is_empty() {
                    warnings.push(format!(
                        "contract-watch: {} unreadable finding record(s) in {} left out",
                        bad.len(),
                        path.display()
                    ));
                }
                state
            }
            Err(reason) => {
                warnings.push(format!(
                    "contract-watch: state file {} is unreadable ({reason})",
                    path.display()
                ));
                State::default()
            }
        };
        Ok(Outcome { value, warnings })
    }

    /// Write unreadable finding records to `findings.corrupt-<unix-ts>.json` beside the state.
    fn set_aside_records(&self, bad: &[BadRecord]) -> Result<PathBuf, StateError> {
        let base = format!("findings.corrupt-{}", unix_now());
        let mut target = self.dir.join(format!("{base}.json"));
        let mut n = 1u32;
        while target.exists() {
            target = self.dir.join(format!("{base}-{n}.json"));
            n = n.saturating_add(1);
        }
        let records: Vec<&serde_json::Value> = bad.iter().map(|b| &b.record).collect();
        let mut bytes = serde_json::to_vec_pretty(&records).map_err(StateError::Encode)?;
        bytes.push(b'\n');
        write_atomic(&self.dir, &target, &bytes)?;
        Ok(target)
    }

    fn set_aside(&self, path: &Path) -> Result<PathBuf, StateError> {
        let base = format!("{STATE_FILE}.corrupt-{}", unix_now());
        let mut target = self.dir.join(&base);
        let mut n = 1u32;
        while target.exists() {
            target = self.dir.join(format!("{base}-{n}"));
            n = n.saturating_add(1);
        }
        fs::rename(path, &target).map_err(|source| StateError::SetAside {
            path: path.to_path_buf(),
            source,
        })?;
        Ok(target)
    }

    fn write_locked(&self, state: &State) -> Result<(), StateError> {
        let mut bytes = serde_json::to_vec_pretty(&OnDisk {
            version: STATE_VERSION,
            state,
        })
        .map_err(StateError::Encode)?;
        bytes.push(b'\n');
        write_atomic(&self.dir, &self.state_path(), &bytes)
    }

    /// Append events (lock held); returns the last sequence number written.
    fn append_sidebar_locked(&self, events: Vec<SidebarEvent>) -> Result<u64, StateError> {
        let path = self.sidebar_path();
        let mut seq = last_seq(&path)?;
        let at = unix_now();
        let mut buf = Vec::new();
        for event in events {
            seq += 1;
            let record = SidebarRecord { seq, at, event };
            serde_json::to_writer(&mut buf, &record).map_err(StateError::Encode)?;
            buf.push(b'\n');
        }
        let write_err = |source| StateError::Write {
            path: path.clone(),
            source,
        };
        let mut file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .map_err(write_err)?;
        file.write_all(&buf).map_err(write_err)?;
        let len = file.metadata().map(|m| m.len()).unwrap_or(0);
        drop(file);
        if len > SIDEBAR_COMPACT_BYTES {
            self.compact_sidebar_locked()?;
        }
        Ok(seq)
    }

    fn compact_sidebar_locked(&self) -> Result<(), StateError> {
        let path = self.sidebar_path();
        let bytes = fs::read(&path).map_err(|source| StateError::Read {
            path: path.clone(),
            source,
        })?;
        // Keep the newest records: at most SIDEBAR_KEEP_RECORDS of them and at most half the
        // threshold in bytes, so that compaction does not run again on the next append.
        let budget = SIDEBAR_COMPACT_BYTES / 2;
        let mut used = 0u64;
        let mut kept: Vec<&[u8]> = Vec::new();
        for line in bytes.split(|b| *b == b'\n').rev() {
            if line.is_empty() {
                continue;
            }
            used += line.len() as u64 + 1;
            if kept.len() >= SIDEBAR_KEEP_RECORDS || used > budget {
                break;
            }
            kept.push(line);
        }
        kept.reverse();
        let mut out = Vec::with_capacity(bytes.len() / 2);
        for line in kept {
            out.extend_from_slice(line);
            out.push(b'\n');
        }
        write_atomic(&self.dir, &path, &out)
    }
}

/// The line shown to the person when `path` was set aside as `aside`.
pub fn set_aside_warning(path: &Path, reason: &str, aside: &Path) -> String {
    format!(
        "contract-watch: state file {} was unreadable ({reason}); set aside as {}",
        path.display(),
        aside.display()
    )
}

/// The line shown to the person when finding records were set aside alone.
fn record_aside_warning(path: &Path, bad: &[BadRecord], aside: &Path) -> String {
    let first = bad.first().map(|b| b.reason.as_str()).unwrap_or("");
    format!(
        "contract-watch: {} finding record(s) in {} were unreadable ({first}); set aside as {}; the other findings and the mode are kept",
        bad.len(),
        path.display(),
        aside.display()
    )
}

/// A decoded `state.json`: the state, and the finding records that did not decode.
struct Decoded {
    state: State,
    bad: Vec<BadRecord>,
}

/// One finding record that did not decode, as it was, and why.
struct BadRecord {
    record: serde_json::Value,
    reason: String,
}

/// Parse `state.json`; `Err` carries why the file as a whole cannot be used. Each finding
/// record is decoded on its own: one that does not decode is returned in `bad`, not fatal.
fn decode_state(bytes: &[u8]) -> Result<Decoded, String> {
    let mut value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| format!("not JSON: {e}"))?;
    let version = match value.get("version") {
        None => return Err("no version".to_string()),
        Some(v) => v
            .as_u64()
            .ok_or_else(|| format!("version {v} is not a number this build knows"))?,
    };
    if version != STATE_VERSION {
        return Err(format!(
            "version {version}; this build reads version {STATE_VERSION}"
        ));
    }
    let mut findings = Vec::new();
    let mut bad = Vec::new();
    if let Some(obj) = value.as_object_mut() {
        match obj.remove("findings") {
            Some(serde_json::Value::Array(records)) => {
                for record in records {
                    match serde_json::from_value::<Finding>(record.clone()) {
                        Ok(f) => findings.push(f),
                        Err(e) => bad.push(BadRecord {
                            record,
                            reason: e.to_string(),
                        }),
                    }
                }
            }
            None | Some(serde_json::Value::Null) => {}
            // Not an array: the file's shape is wrong as a whole.
            Some(other) => return Err(format!("bad content: findings is {other}")),
        }
    }
    let mut state: State =
        serde_json::from_value(value).map_err(|e| format!("bad content: {e}"))?;
    state.findings = findings;
    Ok(Decoded { state, bad })
}

static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// Write `bytes` to `target` atomically: a temp file in `dir`, fsync, rename, fsync the dir.
fn write_atomic(dir: &Path, target: &Path, bytes: &[u8]) -> Result<(), StateError> {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".to_string());
    let tmp = dir.join(format!(
        ".{name}.tmp-{}-{}",
        std::process::id(),
        TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let result = (|| {
        let mut file = OpenOptions::new().create_new(true).write(true).open(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp, target)
    })();
    if let Err(source) = result {
        let _ = fs::remove_file(&tmp);
        return Err(StateError::Write {
            path: target.to_path_buf(),
            source,
        });
    }
    // Make the rename itself durable; a filesystem that cannot sync a directory loses nothing
    // worse than it would have anyway.
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Complete lines parsed as records, and how many complete lines did not parse.
fn parse_records(bytes: &[u8]) -> (Vec<SidebarRecord>, usize) {
    let mut records = Vec::new();
    let mut bad = 0;
    let complete = match bytes.iter().rposition(|b| *b == b'\n') {
        Some(end) => &bytes[..end],
        None => return (records, 0),
    };
    for line in complete.split(|b| *b == b'\n') {
        if line.iter().all(|b| b.is_ascii_whitespace()) {
            continue;
        }
        match serde_json::from_slice::<SidebarRecord>(line) {
            Ok(r) => records.push(r),
            Err(_) => bad += 1,
        }
    }
    (records, bad)
}

/// The highest sequence number in the stream (0 when it is missing or holds none).
fn last_seq(path: &Path) -> Result<u64, StateError> {
    let read_err = |source| StateError::Read {
        path: path.to_path_buf(),
        source,
    };
    let mut file = match File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(0),
        Err(source) => return Err(read_err(source)),
    };
    let len = file.metadata().map_err(read_err)?.len();
    let start = len.saturating_sub(SIDEBAR_TAIL_BYTES);
    file.seek(SeekFrom::Start(start)).map_err(read_err)?;
    let mut tail = Vec::new();
    file.read_to_end(&mut tail).map_err(read_err)?;
    let best = |bytes: &[u8]| {
        bytes
            .split(|b| *b == b'\n')
            .filter_map(|l| serde_json::from_slice::<SeqOnly>(l).ok())
            .map(|r| r.seq)
            .max()
    };
    if let Some(seq) = best(&tail) {
        return Ok(seq);
    }
    if start == 0 {
        return Ok(0);
    }
    let mut all = Vec::new();
    file.seek(SeekFrom::Start(0)).map_err(read_err)?;
    file.read_to_end(&mut all).map_err(read_err)?;
    Ok(best(&all).unwrap_or(0))
}

#[derive(Deserialize)]
struct SeqOnly {
    seq: u64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Change, EngineKind, Status};

    fn caller(name: &str, path: &str, line: usize, incompatible: bool) -> Caller {
        Caller {
            name: name.to_string(),
            path: path.to_string(),
            line,
            incompatible,
            binds: None,
            call_lines: Vec::new(),
            args: Vec::new(),
        }
    }

    fn finding(file: &str, name: &str) -> Finding {
        Finding {
            id: FindingId::new(file, None, name),
            repo_root: PathBuf::from("/repo"),
            file: file.to_string(),
            name: name.to_string(),
            kind: DefKind::Function,
            params_was: Some(1),
            params_now: Some(2),
            callers: vec![
                caller("main", "main.go", 5, true),
                caller("other", "lib.go", 9, false),
            ],
            incompatible: 1,
            opened_at: 100,
            measured_at: 100,
            engine: EngineKind::Builtin,
            last_error: None,
            base: None,
        }
    }

    fn git_dir() -> (tempfile::TempDir, PathBuf) {
        let tmp = tempfile::tempdir().unwrap();
        let git = tmp.path().join(".git");
        fs::create_dir(&git).unwrap();
        (tmp, git)
    }

    fn dir_names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn open_needs_an_existing_git_dir_and_creates_its_directory() {
        let (tmp, git) = git_dir();
        assert!(matches!(
            Store::open(&tmp.path().join("nope")),
            Err(StateError::NoGitDir(_))
        ));
        assert!(!tmp.path().join("nope").exists());
        let store = Store::open(&git).unwrap();
        assert_eq!(store.dir(), git.join("contract-watch"));
        assert!(store.dir().is_dir());
    }

    #[test]
    fn empty_store_reads_as_default() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        let out = store.load().unwrap();
        assert_eq!(out.value, State::default());
        assert!(out.warnings.is_empty());
        assert_eq!(store.mode().unwrap().value, Mode::Note);
        // Reading writes nothing.
        assert!(!store.state_path().exists());
    }

    #[test]
    fn round_trip_through_a_fresh_store() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        let mut a = finding("main.go", "parse");
        a.last_error = Some("engine timed out".to_string());
        let b = finding("lib/load.go", "load");
        store.upsert(a.clone()).unwrap();
        store.upsert(b.clone()).unwrap();
        store.set_mode(Mode::Deny).unwrap();
        store.set_turn_note(Some("note text".to_string())).unwrap();

        let again = Store::open(&git).unwrap().load().unwrap();
        assert!(again.warnings.is_empty());
        assert_eq!(
            again.value,
            State {
                mode: Mode::Deny,
                turn_note: Some("note text".to_string()),
                findings: vec![a, b],
                swept: Default::default(),
            }
        );
        let text = fs::read_to_string(store.state_path()).unwrap();
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["version"], 1);
        assert_eq!(v["mode"], "deny");
        assert_eq!(v["findings"][0]["id"], "main.go:parse");
    }

    #[test]
    fn upsert_replaces_in_place_keeping_opened_at_and_remove_returns() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        store.upsert(finding("a.go", "a")).unwrap();
        store.upsert(finding("b.go", "b")).unwrap();
        let mut a2 = finding("a.go", "a");
        a2.opened_at = 500;
        a2.measured_at = 500;
        a2.incompatible = 0;
        store.upsert(a2).unwrap();
        let fs_ = store.findings().unwrap().value;
        assert_eq!(fs_.len(), 2);
        assert_eq!(fs_[0].id.to_string(), "a.go:a");
        assert_eq!(fs_[0].opened_at, 100);
        assert_eq!(fs_[0].measured_at, 500);
        assert_eq!(fs_[0].incompatible, 0);

        let a = FindingId::new("a.go", None, "a");
        let gone = store.remove(&a).unwrap().value;
        assert_eq!(gone.map(|f| f.id), Some(a.clone()));
        assert_eq!(store.remove(&a).unwrap().value, None);
        let ids: Vec<String> = store
            .findings()
            .unwrap()
            .value
            .into_iter()
            .map(|f| f.id.to_string())
            .collect();
        assert_eq!(ids, vec!["b.go:b".to_string()]);
    }

    #[test]
    fn finding_from_report_and_remeasure() {
        let report = Report {
            owner: None,
            sym: "parse".to_string(),
            kind: DefKind::Function,
            path: "main.go".to_string(),
            line: 3,
            status: Status::ContractChange,
            defs: 1,
            params_was: Some(1),
            params_now: Some(2),
            public_was: None,
            public_now: None,
            defs_was: None,
            defs_now: None,
            change: vec![Change::Params],
            at: None,
            def_rows: Vec::new(),
            callers: vec![
                caller("main", "main.go", 5, true),
                caller("other", "main.go", 9, false),
            ],
            excluded: Vec::new(),
            skipped: Vec::new(),
            engine: EngineKind::Ripwire,
        };
        let mut f = Finding::from_report(Path::new("/r"), "main.go", &report, 7);
        assert_eq!(f.id.to_string(), "main.go:parse");
        assert_eq!(f.incompatible, 1);
        assert_eq!(f.engine, EngineKind::Ripwire);
        f.last_error = Some("x".to_string());
        let mut fixed = report.clone();
        fixed.callers[0].incompatible = false;
        fixed.engine = EngineKind::Builtin;
        f.remeasured(&fixed, 9);
        assert_eq!(f.incompatible, 0);
        assert_eq!((f.opened_at, f.measured_at), (7, 9));
        assert_eq!(f.last_error, None);
        assert_eq!(f.engine, EngineKind::Builtin);
    }

    #[test]
    fn atomic_write_leaves_no_temp_files() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        for i in 0..5 {
            store.upsert(finding("a.go", &format!("f{i}"))).unwrap();
        }
        store.set_turn_note(Some("t".to_string())).unwrap();
        store
            .append_sidebar(SidebarEvent::Line {
                line: "x".to_string(),
            })
            .unwrap();
        assert_eq!(
            dir_names(store.dir()),
            vec!["lock", "sidebar.jsonl", "state.json"]
        );
    }

    #[test]
    fn a_failed_atomic_write_removes_its_temp_file_and_keeps_the_target() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        // A non-empty directory where the file should go: the rename cannot replace it.
        let target = store.dir().join("blocked");
        fs::create_dir(&target).unwrap();
        fs::write(target.join("keep"), b"k").unwrap();
        let err = write_atomic(store.dir(), &target, b"new").unwrap_err();
        assert!(matches!(err, StateError::Write { .. }), "{err}");
        assert_eq!(dir_names(store.dir()), vec!["blocked".to_string()]);
        assert_eq!(fs::read(target.join("keep")).unwrap(), b"k");
    }

    #[test]
    fn corrupt_file_is_set_aside_with_a_warning() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        fs::write(store.state_path(), b"{\"version\": 1, \"findings\": [tru").unwrap();
        let out = store.findings().unwrap();
        assert!(out.value.is_empty());
        assert_eq!(out.warnings.len(), 1);
        let w = &out.warnings[0];
        assert!(
            w.starts_with(&format!(
                "contract-watch: state file {} was unreadable (not JSON: ",
                store.state_path().display()
            )),
            "{w}"
        );
        assert!(w.contains("); set aside as "), "{w}");
        let names = dir_names(store.dir());
        let aside: Vec<&String> = names
            .iter()
            .filter(|n| n.starts_with("state.json.corrupt-"))
            .collect();
        assert_eq!(aside.len(), 1);
        assert!(w.ends_with(aside[0].as_str()), "{w}");
        // The set-aside file keeps the bytes; the store works on.
        let kept = fs::read(store.dir().join(aside[0])).unwrap();
        assert_eq!(kept, b"{\"version\": 1, \"findings\": [tru");
        store.upsert(finding("a.go", "a")).unwrap();
        let again = store.findings().unwrap();
        assert!(again.warnings.is_empty());
        assert_eq!(again.value.len(), 1);
    }

    #[test]
    fn future_or_missing_version_is_set_aside() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        fs::write(
            store.state_path(),
            br#"{"version": 2, "mode": "deny", "findings": []}"#,
        )
        .unwrap();
        let out = store.mode().unwrap();
        assert_eq!(out.value, Mode::Note);
        assert_eq!(out.warnings.len(), 1);
        assert!(
            out.warnings[0].contains("(version 2; this build reads version 1)"),
            "{}",
            out.warnings[0]
        );

        // Same second, second set-aside: gets its own name, not an overwrite.
        fs::write(store.state_path(), br#"{"mode": "deny"}"#).unwrap();
        let out = store.load().unwrap();
        assert!(
            out.warnings[0].contains("(no version)"),
            "{}",
            out.warnings[0]
        );
        let aside = dir_names(store.dir())
            .into_iter()
            .filter(|n| n.starts_with("state.json.corrupt-"))
            .count();
        assert_eq!(aside, 2);

        // Right version, wrong shape.
        fs::write(store.state_path(), br#"{"version": 1, "findings": 3}"#).unwrap();
        let out = store.load().unwrap();
        assert!(
            out.warnings[0].contains("(bad content: "),
            "{}",
            out.warnings[0]
        );
    }

    /// Issue 11: one malformed finding record dropped every finding and reset deny to note.
    #[test]
    fn one_malformed_finding_record_is_set_aside_alone() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        store.upsert(finding("a.go", "a")).unwrap();
        store.upsert(finding("b.go", "b")).unwrap();
        store.set_mode(Mode::Deny).unwrap();
        // The exact reproducer: the middle record loses a required field.
        let mut v: serde_json::Value =
            serde_json::from_slice(&fs::read(store.state_path()).unwrap()).unwrap();
        let findings = v["findings"].as_array_mut().unwrap();
        findings.insert(1, serde_json::json!({"id": "x.go:x", "file": "x.go"}));
        fs::write(store.state_path(), serde_json::to_vec(&v).unwrap()).unwrap();

        let out = store.load().unwrap();
        assert_eq!(out.value.mode, Mode::Deny);
        let ids: Vec<String> = out
            .value
            .findings
            .iter()
            .map(|f| f.id.to_string())
            .collect();
        assert_eq!(ids, ["a.go:a", "b.go:b"]);
        assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
        let w = &out.warnings[0];
        assert!(
            w.starts_with("contract-watch: 1 finding record(s) in "),
            "{w}"
        );
        assert!(w.contains("; set aside as "), "{w}");
        assert!(
            w.ends_with("the other findings and the mode are kept"),
            "{w}"
        );
        let aside: Vec<String> = dir_names(store.dir())
            .into_iter()
            .filter(|n| n.starts_with("findings.corrupt-"))
            .collect();
        assert_eq!(aside.len(), 1);
        let kept: serde_json::Value =
            serde_json::from_slice(&fs::read(store.dir().join(&aside[0])).unwrap()).unwrap();
        assert_eq!(kept[0]["id"], "x.go:x");
        // Set aside once: the next read is clean and keeps everything.
        let again = store.load().unwrap();
        assert!(again.warnings.is_empty(), "{:?}", again.warnings);
        assert_eq!(again.value.findings.len(), 2);
        assert_eq!(again.value.mode, Mode::Deny);
        assert!(!dir_names(store.dir())
            .iter()
            .any(|n| n.starts_with("state.json.corrupt")));
    }

    /// Issue 11: a directory at the lock path. Every locked operation fails with a lock error;
    /// the lock-free snapshot still reads the findings and the mode.
    #[test]
    fn a_directory_at_the_lock_path_leaves_the_snapshot_readable() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        store.upsert(finding("a.go", "a")).unwrap();
        store.set_mode(Mode::Deny).unwrap();
        fs::remove_file(store.dir().join("lock")).unwrap();
        fs::create_dir(store.dir().join("lock")).unwrap();
        let err = store.findings().unwrap_err();
        assert!(err.is_lock(), "{err}");
        let snap = store.snapshot().unwrap();
        assert!(snap.warnings.is_empty());
        assert_eq!(snap.value.mode, Mode::Deny);
        assert_eq!(snap.value.findings.len(), 1);
        assert_eq!(snap.value.findings[0].incompatible, 1);
    }

    #[test]
    fn unknown_fields_of_version_1_are_tolerated() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        fs::write(
            store.state_path(),
            br#"{"version": 1, "mode": "deny", "later": true}"#,
        )
        .unwrap();
        let out = store.load().unwrap();
        assert!(out.warnings.is_empty());
        assert_eq!(out.value.mode, Mode::Deny);
    }

    #[test]
    fn take_turn_note_delivers_once() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        assert_eq!(store.take_turn_note().unwrap().value, None);
        store.set_turn_note(Some("remember".to_string())).unwrap();
        let other = Store::open(&git).unwrap();
        assert_eq!(
            other.take_turn_note().unwrap().value,
            Some("remember".to_string())
        );
        assert_eq!(store.take_turn_note().unwrap().value, None);
        assert_eq!(other.take_turn_note().unwrap().value, None);
    }

    #[test]
    fn concurrent_writers_lose_nothing() {
        let (_tmp, git) = git_dir();
        let handles: Vec<_> = (0..32)
            .map(|i| {
                let git = git.clone();
                std::thread::spawn(move || {
                    let store = Store::open(&git).unwrap();
                    store.upsert(finding("x.go", &format!("f{i}"))).unwrap();
                    // A read-modify-write of shared data, too.
                    store
                        .transaction(|t| {
                            let n: usize = t
                                .state
                                .turn_note
                                .as_deref()
                                .and_then(|s| s.parse().ok())
                                .unwrap_or(0);
                            t.state.turn_note = Some((n + 1).to_string());
                        })
                        .unwrap();
                })
            })
            .collect();
        for h in handles {
            h.join().unwrap();
        }
        let store = Store::open(&git).unwrap();
        let state = store.load().unwrap().value;
        assert_eq!(state.findings.len(), 32);
        let mut names: Vec<String> = state.findings.iter().map(|f| f.name.clone()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 32);
        assert_eq!(state.turn_note.as_deref(), Some("32"));
        assert_eq!(
            dir_names(store.dir()),
            vec!["lock".to_string(), "state.json".to_string()]
        );
    }

    #[test]
    fn sidebar_stream_numbers_events_and_reads_after() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        let entry = SidebarEntry {
            header: "parse changed from 1 to 2 parameter(s)".to_string(),
            mismatching: vec!["main (main.go:5)".to_string()],
            same_name: vec!["other (lib.go:9)".to_string()],
        };
        let s1 = store
            .append_sidebar(SidebarEvent::Open {
                id: "main.go:parse".to_string(),
                entry: entry.clone(),
            })
            .unwrap()
            .value;
        let out = store
            .transaction(|t| {
                t.state.remove(&FindingId::new("main.go", None, "parse"));
                t.sidebar(SidebarEvent::Update {
                    id: "main.go:parse".to_string(),
                    entry: entry.clone(),
                });
                t.sidebar(SidebarEvent::Close {
                    id: "main.go:parse".to_string(),
                    line: "contract-watch: every caller matches parse again".to_string(),
                });
            })
            .unwrap();
        assert!(out.warnings.is_empty());
        assert_eq!(s1, 1);
        let all = store.read_sidebar(0).unwrap();
        assert!(all.warnings.is_empty());
        let seqs: Vec<u64> = all.value.iter().map(|r| r.seq).collect();
        assert_eq!(seqs, vec![1, 2, 3]);
        assert_eq!(
            all.value[0].event,
            SidebarEvent::Open {
                id: "main.go:parse".to_string(),
                entry
            }
        );
        let later = store.read_sidebar(2).unwrap().value;
        assert_eq!(later.len(), 1);
        assert!(matches!(&later[0].event, SidebarEvent::Close { line, .. }
            if line == "contract-watch: every caller matches parse again"));

        let text = fs::read_to_string(store.sidebar_path()).unwrap();
        let first: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
        assert_eq!(first["event"], "open");
        assert_eq!(first["seq"], 1);
        assert_eq!(first["entry"]["mismatching"][0], "main (main.go:5)");
    }

    #[test]
    fn sidebar_skips_bad_and_partial_lines_and_keeps_counting() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        store
            .append_sidebar(SidebarEvent::Line {
                line: "a".to_string(),
            })
            .unwrap();
        let mut f = OpenOptions::new()
            .append(true)
            .open(store.sidebar_path())
            .unwrap();
        f.write_all(b"garbage\n").unwrap();
        drop(f);
        let seq = store
            .append_sidebar(SidebarEvent::Line {
                line: "b".to_string(),
            })
            .unwrap()
            .value;
        assert_eq!(seq, 2);
        let mut f = OpenOptions::new()
            .append(true)
            .open(store.sidebar_path())
            .unwrap();
        f.write_all(b"{\"seq\":3,\"at\":1,\"ev").unwrap();
        drop(f);
        let out = store.read_sidebar(0).unwrap();
        assert_eq!(out.value.iter().map(|r| r.seq).collect::<Vec<_>>(), [1, 2]);
        assert_eq!(out.warnings.len(), 1);
        assert!(out.warnings[0].contains("1 unreadable line(s)"));
    }

    #[test]
    fn sidebar_compacts_keeping_the_newest_records() {
        let (_tmp, git) = git_dir();
        let store = Store::open(&git).unwrap();
        let big = "x".repeat(4096);
        let n = (SIDEBAR_COMPACT_BYTES / 4096) as usize + 2;
        let mut last = 0;
        for _ in 0..n {
            last = store
                .append_sidebar(SidebarEvent::Line { line: big.clone() })
                .unwrap()
                .value;
        }
        assert_eq!(last, n as u64);
        let len = fs::metadata(store.sidebar_path()).unwrap().len();
        assert!(len < SIDEBAR_COMPACT_BYTES, "{len}");
        let recs = store.read_sidebar(0).unwrap().value;
        assert!(recs.len() < n && recs.len() > 10, "{}", recs.len());
        assert_eq!(recs.last().map(|r| r.seq), Some(last));
        // The kept records are the newest, contiguous, numbers unchanged.
        let first = recs[0].seq;
        assert!(recs
            .iter()
            .enumerate()
            .all(|(i, r)| r.seq == first + i as u64));
        let next = store
            .append_sidebar(SidebarEvent::Line {
                line: "y".to_string(),
            })
            .unwrap()
            .value;
        assert_eq!(next, last + 1);
        assert_eq!(
            dir_names(store.dir()),
            vec!["lock".to_string(), "sidebar.jsonl".to_string()]
        );
    }

    #[test]
    fn mode_parses_and_prints() {
        assert_eq!(Mode::parse(" deny "), Some(Mode::Deny));
        assert_eq!(Mode::parse("note"), Some(Mode::Note));
        assert_eq!(Mode::parse("block"), None);
        assert_eq!(Mode::Deny.to_string(), "deny");
        assert_eq!(Mode::default(), Mode::Note);
    }
}
