//! The warm index: what the builtin engine's prefilter would learn by reading a file, kept per
//! git blob so a measure reads only the files that can hold a call of the name.
//!
//! **Where.** `<common-git-dir>/contract-watch/index/`: the repository's common git directory,
//! so every linked worktree shares one index (facts are keyed by blob id, which is the same
//! content on every branch and in every worktree). Each worktree's own git index (its stat
//! data) says which of its files still hold a known blob; nothing per worktree is stored.
//!
//! **What.** Immutable segment files ([`segment`]) list blob ids and, for every identifier
//! token, the blobs holding it with three flags ([`tokens`]): mentioned at all, mentioned the
//! way a call is written, the way a definition is written. These are exactly the engine's
//! prefilter tests, so a file whose blob lacks the needle is one the engine would have read
//! and dropped. Binding stays a query-time step: a candidate file is read and parsed as before.
//! `manifest` names the live segments. `answers/` keeps whole answers ([`answers`]);
//! `listings/` each worktree's file listing with the stat of what it depends on (the git
//! module's kept listing, git's "untracked cache" idea), so a warm measure does not walk.
//!
//! **Which files.** A measure asks [`TreeView::known_blob`]: a commit's or the index's blob, or
//! a work-tree file git's index records with the same size and modification time (git's own
//! "unchanged" test, racy files excluded). A file changed since `git add`, an untracked file,
//! or a blob the index does not describe yet is read and prefiltered as before: hashing it to
//! look it up would cost the same read.
//!
//! **Concurrency.** Readers take no lock: segments never change once written, and the manifest
//! is replaced by an atomic rename. One builder at a time holds `lock` (an OS file lock, freed
//! when its process ends); a measure that finds no index, or many blobs it does not describe,
//! starts one builder in the background (`contract-watch index build --background`) unless
//! one holds the lock, and measures without waiting. A background builder that cannot take
//! the lock at once leaves, so 32 cold hooks build once.
//!
//! **Damage.** Every part read is checked by a CRC-32; a segment or manifest that fails a check
//! or has another version is never trusted: the measure goes on without the index, says so in
//! one line on stderr, and sets the manifest aside so the next builder starts afresh.
//!
//! **Size.** Segments merge into one when there are [`MAX_SEGMENTS`] of them, keeping only the
//! blobs the work tree's index, HEAD or a local branch holds (the rest are evicted). An index
//! that would exceed [`MAX_BYTES`] even then is not kept (measures read the files, as without
//! an index) and `index status` says so.

pub mod answers;
pub mod segment;
pub mod tokens;

use std::collections::{HashMap, HashSet};
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use gix::ObjectId;

use crate::git::{Repo, TreeSpec, TreeView};
use crate::lang::Lang;
use segment::{Contents, Corrupt, Segment, STATE_TOO_BIG};

/// The largest index kept, in bytes (segments together).
pub const MAX_BYTES: u64 = 256 * 1024 * 1024;
/// How many segments stand before they are merged into one (and unused blobs evicted).
pub const MAX_SEGMENTS: usize = 8;
const MANIFEST: &str = "manifest";
const MANIFEST_HEAD: &str = "contract-watch index v1";
const LOCK: &str = "lock";

/// Why the index could not be read or built.
#[derive(Debug, thiserror::Error)]
pub enum IndexError {
    #[error("cannot write the index at {path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("the index segment {path} cannot be trusted: {source}")]
    Corrupt {
        path: PathBuf,
        #[source]
        source: Corrupt,
    },
    #[error("the index manifest {path} cannot be trusted: {why}")]
    Manifest { path: PathBuf, why: String },
    #[error("cannot list the blobs to index: {0}")]
    Git(#[from] crate::git::RepoError),
}

impl IndexError {
    /// Why, in a few words, naming the file by its name in the index directory.
    pub fn reason(&self) -> String {
        let name = |p: &Path| {
            p.file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default()
        };
        match self {
            IndexError::Io { path, source } => format!("{}: {source}", name(path)),
            IndexError::Corrupt { path, source } => format!("{}: {source}", name(path)),
            IndexError::Manifest { path, why } => format!("{}: {why}", name(path)),
            IndexError::Git(e) => e.to_string(),
        }
    }
}

/// The index directory of a repository: in its common git dir (shared by linked worktrees).
pub fn dir_of(repo: &gix::Repository) -> PathBuf {
    repo.common_dir().join("contract-watch").join("index")
}

/// `CONTRACT_WATCH_INDEX=off` (or `0`, `false`, `no`): measure without the index.
pub fn off_by_env() -> bool {
    std::env::var("CONTRACT_WATCH_INDEX").is_ok_and(|v| {
        matches!(
            v.trim().to_ascii_lowercase().as_str(),
            "off" | "0" | "false" | "no"
        )
    })
}

static BACKGROUND: AtomicBool = AtomicBool::new(false);

/// Let measures in this process start a background builder (`contract-watch index build
/// --background`): only the contract-watch program itself does; a library user or a test
/// binary never starts one.
pub fn allow_background_builds() {
    BACKGROUND.store(true, Ordering::Relaxed);
}

/// What the manifest says.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Manifest {
    generation: u64,
    /// How many builds published something (a test checks 32 cold hooks build once).
    builds: u64,
    segments: Vec<String>,
    /// The index would exceed [`MAX_BYTES`]: none is kept.
    over_cap: Option<u64>,
}

impl Manifest {
    fn encode(&self) -> String {
        let mut s = format!(
            "{MANIFEST_HEAD}\ngeneration {}\nbuilds {}\n",
            self.generation, self.builds
        );
        if let Some(b) = self.over_cap {
            s.push_str(&format!("over-cap {b}\n"));
        }
        for seg in &self.segments {
            s.push_str(&format!("segment {seg}\n"));
        }
        s
    }

    fn decode(text: &str) -> Result<Manifest, String> {
        let mut lines = text.lines();
        match lines.next() {
            Some(MANIFEST_HEAD) => {}
            Some(other) if other.starts_with("contract-watch index ") => {
                return Err(format!("another version ({other})"))
            }
            _ => return Err("not a contract-watch index manifest".into()),
        }
        let mut m = Manifest::default();
        for line in lines {
            let (k, v) = line
                .split_once(' ')
                .ok_or_else(|| format!("unreadable line '{line}'"))?;
            let num = || {
                v.parse::<u64>()
                    .map_err(|_| format!("unreadable line '{line}'"))
            };
            match k {
                "generation" => m.generation = num()?,
                "builds" => m.builds = num()?,
                "over-cap" => m.over_cap = Some(num()?),
                "segment"
                    if v.starts_with("seg-")
                        && v.ends_with(".cwx")
                        && !v.contains('/')
                        && !v.contains("..") =>
                {
                    m.segments.push(v.to_string())
                }
                _ => return Err(format!("unreadable line '{line}'")),
            }
        }
        Ok(m)
    }
}

fn read_manifest(dir: &Path) -> Result<Option<Manifest>, IndexError> {
    let path = dir.join(MANIFEST);
    match fs::read_to_string(&path) {
        Ok(text) => Manifest::decode(&text)
            .map(Some)
            .map_err(|why| IndexError::Manifest { path, why }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) if e.kind() == std::io::ErrorKind::InvalidData => Err(IndexError::Manifest {
            path,
            why: "not text".into(),
        }),
        Err(source) => Err(IndexError::Io { path, source }),
    }
}

/// The index as one reader sees it: the segments the manifest named when it was opened.
pub struct Index {
    dir: PathBuf,
    manifest: Manifest,
    segs: Vec<Segment>,
}

impl Index {
    /// Open the index in `dir`. `Ok(None)`: there is none (or none is kept, over the cap).
    pub fn open(dir: &Path) -> Result<Option<Index>, IndexError> {
        // A builder may merge segments between our reading the manifest and opening them:
        // read the manifest again once before calling a vanished segment a damage.
        for attempt in 0..2 {
            let Some(manifest) = read_manifest(dir)? else {
                return Ok(None);
            };
            if manifest.over_cap.is_some() || manifest.segments.is_empty() {
                return Ok(Some(Index {
                    dir: dir.to_path_buf(),
                    manifest,
                    segs: Vec::new(),
                }));
            }
            let mut segs = Vec::new();
            let mut vanished = false;
            for name in &manifest.segments {
                let path = dir.join(name);
                match Segment::open(&path) {
                    Ok(s) => segs.push(s),
                    Err(Corrupt::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
                        vanished = true;
                        if attempt == 1 {
                            return Err(IndexError::Corrupt {
                                path,
                                source: Corrupt::Io(e),
                            });
                        }
                        break;
                    }
                    Err(source) => return Err(IndexError::Corrupt { path, source }),
                }
            }
            if !vanished {
                return Ok(Some(Index {
                    dir: dir.to_path_buf(),
                    manifest,
                    segs,
                }));
            }
        }
        Ok(None)
    }

    /// Where blob `id` is described: (segment, ordinal, state).
    fn find(&self, id: &ObjectId) -> Option<(usize, usize, u8)> {
        self.segs
            .iter()
            .enumerate()
            .find_map(|(s, seg)| seg.find(id).map(|(o, st)| (s, o, st)))
    }

    fn bytes(&self) -> u64 {
        self.segs.iter().map(|s| s.bytes).sum()
    }

    fn blob_count(&self) -> usize {
        self.segs.iter().map(Segment::blob_count).sum()
    }
}

/// What one file's blob tells the prefilter about one needle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Known {
    /// The blob is described: these are the needle's flags in it (0: not mentioned).
    Flags(u8),
    /// Not described (or the needle is not one the index keeps): read the file.
    Unknown,
}

/// The index prepared for one measure's needles: each needle's flags in every described blob.
pub struct Lookup {
    index: Index,
    /// Per needle (`None`: the index cannot answer for it), per segment, flags by ordinal.
    flags: Vec<Option<Vec<Vec<u8>>>>,
    /// Blobs the measure met that the index does not describe yet.
    missing: AtomicU64,
}

static WARNED: std::sync::Once = std::sync::Once::new();

/// One line on stderr, once per process, for an index that cannot be trusted.
fn warn_damaged(dir: &Path, why: &str) {
    WARNED.call_once(|| {
        eprintln!(
            "contract-watch: the warm index in {} cannot be trusted ({why}); measuring without it, and it is rebuilt",
            dir.display()
        );
    });
}

/// Set the manifest aside so the next builder starts afresh.
fn discard(dir: &Path, why: &str) {
    warn_damaged(dir, why);
    let _ = fs::rename(dir.join(MANIFEST), dir.join("manifest.damaged"));
}

/// A build to start once the measure has its answer (so a cold measure never shares the
/// machine with the build it started).
#[must_use]
pub struct Pending {
    dir: PathBuf,
    root: PathBuf,
}

impl Pending {
    /// Start the build in the background (see [`allow_background_builds`]).
    pub fn start(self) {
        start_builder(&self.dir, &self.root);
    }
}

impl Lookup {
    /// The index of the repository `view` belongs to, prepared for `needles`. No lookup when it
    /// is switched off, missing, damaged (one line on stderr) or over the cap; when missing or
    /// damaged, a build to start after the measure.
    pub fn for_view(view: &TreeView, needles: &[String]) -> (Option<Lookup>, Option<Pending>) {
        if off_by_env() {
            return (None, None);
        }
        let Some(dir) = view.index_dir() else {
            return (None, None);
        };
        let pending = || {
            Some(Pending {
                dir: dir.clone(),
                root: view.root().to_path_buf(),
            })
        };
        let index = match Index::open(&dir) {
            Ok(Some(i)) => i,
            Ok(None) => return (None, pending()),
            Err(e) => {
                discard(&dir, &e.reason());
                return (None, pending());
            }
        };
        if index.segs.is_empty() {
            return (None, None);
        }
        let mut flags = Vec::with_capacity(needles.len());
        for n in needles {
            if !tokens::indexable(n) {
                flags.push(None);
                continue;
            }
            let mut per_seg = Vec::with_capacity(index.segs.len());
            for seg in &index.segs {
                let postings = match seg.postings(n.as_bytes()) {
                    Ok(p) => p,
                    Err(e) => {
                        discard(&dir, &format!("a segment: {e}"));
                        return (None, pending());
                    }
                };
                let mut dense = vec![0u8; seg.blob_count()];
                for p in postings {
                    dense[(p >> 3) as usize] |= (p & 7) as u8;
                }
                per_seg.push(dense);
            }
            flags.push(Some(per_seg));
        }
        let lookup = Lookup {
            index,
            flags,
            missing: AtomicU64::new(0),
        };
        (Some(lookup), None)
    }

    /// Where blob `id` (`None`: not known without reading the file) is described. A blob
    /// the index does not describe yet is counted (see [`Lookup::finish`]).
    pub fn locate(&self, id: Option<ObjectId>) -> Option<(usize, usize)> {
        match self.index.find(&id?) {
            Some((_, _, STATE_TOO_BIG)) => None,
            Some((s, o, _)) => Some((s, o)),
            None => {
                self.missing.fetch_add(1, Ordering::Relaxed);
                None
            }
        }
    }

    /// What the index knows of needle `n` in the blob at `at` (from [`Lookup::locate`]).
    pub fn known(&self, at: Option<(usize, usize)>, n: usize) -> Known {
        match (at, self.flags.get(n)) {
            (Some((s, o)), Some(Some(per_seg))) => Known::Flags(per_seg[s][o]),
            _ => Known::Unknown,
        }
    }

    /// After the measure: start a builder when too many of the files it read had blobs the
    /// index does not describe (more than 32 and a twentieth of `files`).
    pub fn finish(&self, view: &TreeView, files: usize) {
        let missing = self.missing.load(Ordering::Relaxed) as usize;
        if missing > 32 && missing * 20 > files {
            start_builder(&self.index.dir, view.root());
        }
    }
}

/// Start `contract-watch index build --background` in `root`, detached, unless this process
/// may not (see [`allow_background_builds`]) or a builder holds the lock already.
fn start_builder(dir: &Path, root: &Path) {
    if !BACKGROUND.load(Ordering::Relaxed) || off_by_env() {
        return;
    }
    if let Ok(f) = File::open(dir.join(LOCK)) {
        match f.try_lock() {
            Ok(()) => drop(f),
            Err(_) => return,
        }
    }
    // The manifest says the index is over the cap: only `index build` asked by a person tries.
    if read_manifest(dir)
        .ok()
        .flatten()
        .is_some_and(|m| m.over_cap.is_some())
    {
        return;
    }
    let Ok(exe) = std::env::current_exe() else {
        return;
    };
    let mut cmd = std::process::Command::new(exe);
    cmd.args(["index", "build", "--background"])
        .current_dir(root)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    {
        use std::os::unix::process::CommandExt;
        unsafe {
            // Its own session (a hook's process group ending, or ^C, does not stop the build),
            // and a lower priority: the hooks that follow come first.
            cmd.pre_exec(|| {
                libc::setsid();
                libc::nice(10);
                Ok(())
            });
        }
    }
    if let Ok(mut child) = cmd.spawn() {
        // Reap it if this process lives longer than the build; never wait for it.
        std::thread::spawn(move || {
            let _ = child.wait();
        });
    }
}

/// What a build did.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Built {
    pub dir: PathBuf,
    /// Blobs described after the build.
    pub blobs: usize,
    /// Blobs read and described by this build.
    pub added: usize,
    /// Blobs dropped because nothing uses them any more.
    pub evicted: usize,
    pub segments: usize,
    pub bytes: u64,
    pub millis: u128,
    pub generation: u64,
    pub builds: u64,
    /// Nothing needed doing.
    pub up_to_date: bool,
    /// A damaged or foreign index that was set aside, and why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discarded: Option<String>,
    /// The index would exceed the cap, so none is kept.
    pub over_cap: bool,
}

/// The state of the index, for `contract-watch index status`.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Status {
    pub dir: PathBuf,
    pub exists: bool,
    pub generation: u64,
    pub builds: u64,
    pub segments: usize,
    pub blobs: usize,
    pub bytes: u64,
    /// Source blobs of the work tree's index (and HEAD) the index describes, of how many.
    pub described: usize,
    pub wanted: usize,
    pub over_cap: bool,
    /// Answers kept by the answer cache ([`answers`]), and their bytes.
    pub answers: usize,
    pub answer_bytes: u64,
    /// Why the index cannot be used, when it cannot.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub damaged: Option<String>,
    pub off_by_env: bool,
}

/// A blob worth describing, and a view that reads it.
struct Want {
    id: ObjectId,
    rel: String,
    /// 0: the index view, 1: HEAD's tree.
    view: usize,
}

/// The source-file blobs of the work tree's index and of HEAD: what measures meet.
fn wanted(repo: &Repo) -> Result<(Vec<Want>, Vec<TreeView>), IndexError> {
    let mut views = vec![TreeView::new(repo, TreeSpec::Index)];
    if let Some(head) = repo.head_oid() {
        views.push(TreeView::new(repo, TreeSpec::Commit(head)));
    }
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for (v, view) in views.iter().enumerate() {
        let (files, _) = view.files()?;
        for rel in files {
            if Lang::from_path(Path::new(rel)).is_none() {
                continue;
            }
            if let Some(id) = view.known_blob(rel) {
                if seen.insert(id) {
                    out.push(Want {
                        id,
                        rel: rel.to_string(),
                        view: v,
                    });
                }
            }
        }
    }
    Ok((out, views))
}

/// The source-file blobs the tips of the local branches hold (kept when segments merge).
fn branch_blobs(repo: &Repo) -> HashSet<ObjectId> {
    let mut out = HashSet::new();
    let g = repo.gix();
    let Ok(platform) = g.references() else {
        return out;
    };
    let Ok(branches) = platform.local_branches() else {
        return out;
    };
    let tips: Vec<ObjectId> = branches
        .flatten()
        .filter_map(|mut r| r.peel_to_id().ok().map(|id| id.detach()))
        .collect();
    for tip in tips {
        let view = TreeView::new(repo, TreeSpec::Commit(tip));
        let Ok((files, _)) = view.files() else {
            continue;
        };
        for rel in files {
            if Lang::from_path(Path::new(rel)).is_some() {
                if let Some(id) = view.known_blob(rel) {
                    out.insert(id);
                }
            }
        }
    }
    out
}

static TEMP: AtomicU64 = AtomicU64::new(0);

/// A temporary file in `dir` for writing `target` (then renamed onto it): unique per process
/// and per call, named `.tmp-…` so a crashed writer's leftovers are recognised.
pub(crate) fn temp_path(dir: &Path, target: &Path) -> PathBuf {
    dir.join(format!(
        ".tmp-{}-{}-{}",
        std::process::id(),
        TEMP.fetch_add(1, Ordering::Relaxed),
        target
            .file_name()
            .map(|n| n.to_string_lossy())
            .unwrap_or_default()
    ))
}

fn write_atomic(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), IndexError> {
    let target = dir.join(name);
    let tmp = temp_path(dir, &target);
    let r = (|| {
        let mut f = OpenOptions::new().create_new(true).write(true).open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, &target)
    })();
    r.map_err(|source| {
        let _ = fs::remove_file(&tmp);
        IndexError::Io {
            path: target,
            source,
        }
    })
}

/// Bring the index of `repo` up to date with its index and HEAD: describe the blobs it does
/// not describe yet (in a new segment), merge segments and evict unused blobs when they pile
/// up. `wait`: wait for another builder to finish (then usually find nothing to do); without
/// it, `Ok(None)` when another builder holds the lock.
pub fn build(repo: &Repo, wait: bool, threads: usize) -> Result<Option<Built>, IndexError> {
    let started = Instant::now();
    let dir = dir_of(repo.gix());
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| IndexError::Io { path, source }
    };
    fs::create_dir_all(&dir).map_err(io(&dir))?;
    let lock_path = dir.join(LOCK);
    let lock = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .map_err(io(&lock_path))?;
    if wait {
        lock.lock().map_err(io(&lock_path))?;
    } else if lock.try_lock().is_err() {
        return Ok(None);
    }
    // Only the lock holder writes: any temporary file is a crashed builder's.
    if let Ok(rd) = fs::read_dir(&dir) {
        for e in rd.flatten() {
            if e.file_name().to_string_lossy().starts_with(".tmp-") {
                let _ = fs::remove_file(e.path());
            }
        }
    }
    let mut discarded = None;
    let (mut manifest, old) = match Index::open(&dir) {
        Ok(Some(i)) => (i.manifest.clone(), i.segs),
        Ok(None) => (
            read_manifest(&dir).ok().flatten().unwrap_or_default(),
            Vec::new(),
        ),
        Err(e) => {
            discarded = Some(e.to_string());
            (Manifest::default(), Vec::new())
        }
    };
    if discarded.is_none() {
        // A manifest set aside by a reader: start afresh, keeping the count of builds.
        if let Ok(text) = fs::read_to_string(dir.join("manifest.damaged")) {
            if let Ok(m) = Manifest::decode(&text) {
                manifest.builds = manifest.builds.max(m.builds);
                manifest.generation = manifest.generation.max(m.generation);
            }
            discarded = Some("a measure found it damaged".into());
        }
    }
    let old = if discarded.is_some() { Vec::new() } else { old };
    let old_index = Index {
        dir: dir.clone(),
        manifest: manifest.clone(),
        segs: old,
    };
    let (wants, views) = wanted(repo)?;
    let missing: Vec<&Want> = wants
        .iter()
        .filter(|w| old_index.find(&w.id).is_none())
        .collect();
    let merge = old_index.segs.len() + 1 > MAX_SEGMENTS
        || old_index.bytes() > MAX_BYTES
        || discarded.is_some();
    if missing.is_empty() && !merge && manifest.over_cap.is_none() && !old_index.segs.is_empty() {
        return Ok(Some(Built {
            dir,
            blobs: old_index.blob_count(),
            added: 0,
            evicted: 0,
            segments: old_index.segs.len(),
            bytes: old_index.bytes(),
            millis: started.elapsed().as_millis(),
            generation: manifest.generation,
            builds: manifest.builds,
            up_to_date: true,
            discarded: None,
            over_cap: false,
        }));
    }
    // The blobs the new segment describes: the missing ones, and when merging, every live
    // blob the old segments describe.
    let mut contents = Contents::default();
    let mut evicted = 0;
    let mut carried: Vec<(usize, usize, ObjectId, u8)> = Vec::new();
    if merge || manifest.over_cap.is_some() {
        let mut live: HashSet<ObjectId> = wants.iter().map(|w| w.id).collect();
        live.extend(branch_blobs(repo));
        for (s, seg) in old_index.segs.iter().enumerate() {
            for o in 0..seg.blob_count() {
                let (id, st) = seg.blob(o);
                if live.contains(&id) {
                    carried.push((s, o, id, st));
                } else {
                    evicted += 1;
                }
            }
        }
    }
    let mut ids: Vec<ObjectId> = carried.iter().map(|c| c.2).collect();
    ids.extend(missing.iter().map(|w| w.id));
    ids.sort();
    ids.dedup();
    let ord: HashMap<ObjectId, u32> = ids
        .iter()
        .enumerate()
        .map(|(i, id)| (*id, i as u32))
        .collect();
    let mut states = vec![0u8; ids.len()];
    for (_, _, id, st) in &carried {
        states[ord[id] as usize] = *st;
    }
    // Carry the old postings over, renumbered.
    if !carried.is_empty() {
        let keep: HashMap<(usize, usize), u32> = carried
            .iter()
            .map(|(s, o, id, _)| ((*s, *o), ord[id]))
            .collect();
        for (s, seg) in old_index.segs.iter().enumerate() {
            let c = match seg.contents() {
                Ok(c) => c,
                Err(e) => {
                    let _ = fs::rename(dir.join(MANIFEST), dir.join("manifest.damaged"));
                    return Err(IndexError::Corrupt {
                        path: dir.join(&old_index.manifest.segments[s]),
                        source: e,
                    });
                }
            };
            for (name, list) in c.names {
                let mut moved: Vec<u32> = list
                    .iter()
                    .filter_map(|p| {
                        keep.get(&(s, (p >> 3) as usize))
                            .map(|n| (n << 3) | (p & 7))
                    })
                    .collect();
                if !moved.is_empty() {
                    contents.names.entry(name).or_default().append(&mut moved);
                }
            }
        }
    }
    // Describe the missing blobs, on `threads` threads.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let too_big = std::sync::Mutex::new(Vec::new());
    let parts: Vec<HashMap<Vec<u8>, Vec<u32>>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads.clamp(1, 16))
            .map(|_| {
                s.spawn(|| {
                    let locals: Vec<Option<gix::Repository>> =
                        views.iter().map(TreeView::thread_repo).collect();
                    let mut names: HashMap<Vec<u8>, Vec<u32>> = HashMap::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(w) = missing.get(i) else { break };
                        let o = ord[&w.id];
                        let bytes =
                            match views[w.view].read_for_scan(&w.rel, locals[w.view].as_ref()) {
                                Ok(Some(b)) => b,
                                // Larger than the engine parses: known, never read again.
                                Err(_) => {
                                    if let Ok(mut t) = too_big.lock() {
                                        t.push(o);
                                    }
                                    continue;
                                }
                                Ok(None) => continue,
                            };
                        let go = crate::lang::Lang::from_path(std::path::Path::new(&w.rel))
                            .is_some_and(|l| l.family() == crate::lang::Family::Go);
                        for (t, f) in tokens::facts(&bytes, go) {
                            match names.get_mut(t) {
                                Some(v) => v.push((o << 3) | u32::from(f)),
                                None => {
                                    names.insert(t.to_vec(), vec![(o << 3) | u32::from(f)]);
                                }
                            }
                        }
                    }
                    names
                })
            })
            .collect();
        handles.into_iter().filter_map(|h| h.join().ok()).collect()
    });
    for o in too_big.into_inner().unwrap_or_default() {
        states[o as usize] = STATE_TOO_BIG;
    }
    for part in parts {
        for (name, mut list) in part {
            contents.names.entry(name).or_default().append(&mut list);
        }
    }
    for list in contents.names.values_mut() {
        list.sort_unstable();
    }
    contents.blobs = ids.into_iter().zip(states).collect();
    let added = missing.len();
    let bytes = contents.encode();
    manifest.generation += 1;
    manifest.builds += 1;
    let name = format!("seg-{}.cwx", manifest.generation);
    let full = merge || manifest.over_cap.is_some();
    let kept_bytes = if full {
        bytes.len() as u64
    } else {
        old_index.bytes() + bytes.len() as u64
    };
    let over_cap = kept_bytes > MAX_BYTES;
    if over_cap {
        manifest.over_cap = Some(kept_bytes);
        manifest.segments.clear();
    } else {
        write_atomic(&dir, &name, &bytes)?;
        manifest.over_cap = None;
        if full {
            manifest.segments.clear();
        }
        manifest.segments.push(name);
    }
    write_atomic(&dir, MANIFEST, manifest.encode().as_bytes())?;
    let _ = fs::remove_file(dir.join("manifest.damaged"));
    // Segments no manifest names any more; a reader holding one open keeps reading it.
    if let Ok(rd) = fs::read_dir(&dir) {
        for e in rd.flatten() {
            let n = e.file_name().to_string_lossy().into_owned();
            if n.starts_with("seg-") && !manifest.segments.contains(&n) {
                let _ = fs::remove_file(e.path());
            }
        }
    }
    let now = Index::open(&dir).ok().flatten();
    Ok(Some(Built {
        blobs: now.as_ref().map_or(0, Index::blob_count),
        segments: manifest.segments.len(),
        bytes: now.as_ref().map_or(0, Index::bytes),
        dir,
        added,
        evicted,
        millis: started.elapsed().as_millis(),
        generation: manifest.generation,
        builds: manifest.builds,
        up_to_date: false,
        discarded,
        over_cap,
    }))
}

/// The index's state for `repo`.
pub fn status(repo: &Repo) -> Result<Status, IndexError> {
    let dir = dir_of(repo.gix());
    let (index, damaged) = match Index::open(&dir) {
        Ok(i) => (i, None),
        Err(e) => (None, Some(e.to_string())),
    };
    let (wants, _) = wanted(repo)?;
    let kept = answers::usage(&dir);
    let described = index.as_ref().map_or(0, |i| {
        wants.iter().filter(|w| i.find(&w.id).is_some()).count()
    });
    Ok(Status {
        exists: index.is_some(),
        generation: index.as_ref().map_or(0, |i| i.manifest.generation),
        builds: index.as_ref().map_or(0, |i| i.manifest.builds),
        segments: index.as_ref().map_or(0, |i| i.segs.len()),
        blobs: index.as_ref().map_or(0, Index::blob_count),
        bytes: index.as_ref().map_or(0, Index::bytes),
        over_cap: index
            .as_ref()
            .is_some_and(|i| i.manifest.over_cap.is_some()),
        described,
        wanted: wants.len(),
        answers: kept.0,
        answer_bytes: kept.1,
        damaged,
        off_by_env: off_by_env(),
        dir,
    })
}

/// Remove the index of `repo` (under the builder lock).
pub fn clear(repo: &Repo) -> Result<bool, IndexError> {
    let dir = dir_of(repo.gix());
    if !dir.exists() {
        return Ok(false);
    }
    let lock_path = dir.join(LOCK);
    if let Ok(lock) = File::open(&lock_path) {
        let _ = lock.lock();
        fs::remove_dir_all(&dir).map_err(|source| IndexError::Io { path: dir, source })?;
        return Ok(true);
    }
    fs::remove_dir_all(&dir).map_err(|source| IndexError::Io { path: dir, source })?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_manifest_reads_back_and_refuses_other_versions() {
        let m = Manifest {
            generation: 3,
            builds: 2,
            segments: vec!["seg-3.cwx".into()],
            over_cap: None,
        };
        assert_eq!(Manifest::decode(&m.encode()).unwrap(), m);
        assert!(Manifest::decode("contract-watch index v9\n")
            .unwrap_err()
            .contains("another version"));
        assert!(Manifest::decode("contract-watch index v1\nsegment ../x\n").is_err());
        assert!(Manifest::decode("garbage").is_err());
    }
}
