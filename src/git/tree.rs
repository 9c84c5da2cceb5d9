//! The trees a moment measures: the work tree, the index (honouring `GIT_INDEX_FILE`), a commit
//! (or a tree git wrote, e.g. a merge result), or an overlay of the index (or HEAD) with the
//! work-tree files a commit adds (`-a`, pathspecs, an earlier `git add` in the same command).
//!
//! One [`TreeView`] lists the files, reads one (with the rules for huge, binary and symlinked
//! files), and lists a directory's file names. Everything the engine and the language modules
//! read goes through it, so which tree answers is decided once, by the moment.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use gix::ObjectId;

use super::paths::Paths;
use super::{relative, work_tree_listing, Repo, RepoError};

/// Files larger than this are not parsed (listed as skipped instead).
pub const MAX_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// Which tree a view shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TreeSpec {
    /// The files on disk (tracked and untracked-not-ignored).
    WorkTree,
    /// The index git would commit now (`GIT_INDEX_FILE` honoured).
    Index,
    /// A commit's tree, or a tree id git wrote (`merge-tree --write-tree`).
    Commit(ObjectId),
    /// `base` with the work-tree content of `paths` laid over it (a path missing from the work
    /// tree is removed), and `removed` taken out: what `git commit -a`, `--include`/`--only`
    /// with pathspecs, or an earlier `git add`/`rm`/`mv` make the commit record.
    Overlay {
        base: OverlayBase,
        paths: Vec<String>,
        removed: Vec<String>,
        /// `(from, to)`: `to` holds the work-tree content of `from` (`git mv`).
        moved: Vec<(String, String)>,
    },
}

/// What an overlay lies on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OverlayBase {
    /// The index (`-a`, `--include`, `git add`).
    Index,
    /// HEAD's tree (`--only` pathspecs: the index is set aside).
    Head,
}

/// Where one file's content is.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Entry {
    Blob(ObjectId),
    Link(ObjectId),
    Disk,
    /// The work-tree file at another path (a `git mv` about to run).
    DiskFrom(String),
    /// An index entry: its blob, and the stat git recorded (size, mtime) — when the work-tree
    /// file still matches it (and is not racily new), it is read from the disk, which costs
    /// less than inflating the object.
    Indexed(ObjectId, Stat),
}

/// What git's index recorded of a file's stat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stat {
    size: u32,
    secs: u32,
    nsecs: u32,
}

/// A file's content, or why it is not read.
#[derive(Debug)]
pub enum Loaded {
    Bytes(Vec<u8>),
    /// Named in a report, never silently dropped.
    Skip(Skipped),
}

/// A file that could not be searched, and why; reads `<path>: <why>`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Skipped {
    /// Repository-relative path; empty when no file could be listed at all.
    pub path: String,
    pub why: String,
}

impl Skipped {
    pub fn new(path: &str, why: impl Into<String>) -> Skipped {
        Skipped {
            path: path.to_string(),
            why: why.into(),
        }
    }
}

impl std::fmt::Display for Skipped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.path.is_empty() {
            f.write_str(&self.why)
        } else {
            write!(f, "{}: {}", self.path, self.why)
        }
    }
}

impl serde::Serialize for Skipped {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[derive(Default)]
struct Listing {
    files: Paths,
    odd: Vec<String>,
    /// Where each path's content is (empty for the work tree: every file is on the disk).
    map: HashMap<String, Entry>,
    /// The index file's own time (seconds, nanoseconds): a file modified at or after it may
    /// have changed without its stat changing (git's "racy" case).
    index_time: Option<(u32, u32)>,
}

/// The work tree's git index and the time it was written (seconds, nanoseconds).
type TimedIndex = (gix::index::File, (u32, u32));

/// One tree of one repository, as the engine reads it. Cheap to make: nothing is listed until
/// a listing is asked for, and the listing is made once (clones share it).
#[derive(Clone)]
pub struct TreeView {
    spec: TreeSpec,
    root: PathBuf,
    /// `None`: a plain directory outside any repository (work tree only).
    repo: Option<gix::ThreadSafeRepository>,
    /// For caches keyed by tree (see [`TreeView::id`]).
    id: PathBuf,
    threads: usize,
    listing: std::sync::Arc<OnceLock<Result<Listing, String>>>,
    /// The work tree's git index (with its own time), read once when a blob id is asked for.
    git_index: std::sync::Arc<OnceLock<Option<TimedIndex>>>,
    /// Every question asked of this view and its answer, when an answer cache records what a
    /// measurement read (see [`TreeView::recording`]).
    asked: Option<std::sync::Arc<Recorder>>,
    /// The work tree's listing may come from the one kept in the index directory (see
    /// [`TreeView::keep_listing`]).
    keep_listing: std::sync::Arc<std::sync::atomic::AtomicBool>,
    /// The root directory, open, for stat calls relative to it (see [`TreeView::lstat`]).
    root_dir: std::sync::Arc<OnceLock<Option<std::fs::File>>>,
    /// Names this view and its clones for what a thread keeps between questions ([`Near`]).
    token: u64,
}

static TOKENS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

fn new_token() -> u64 {
    TOKENS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// What one thread keeps between two questions to the same view (the engine asks about files
/// in sorted order, so the next one is usually near the last): where in git's index the last
/// path was, and the last file's directory, open.
#[derive(Default)]
struct Near {
    token: u64,
    /// The position of the last path looked up in git's index.
    hint: usize,
    dir: String,
    dir_fd: Option<std::os::fd::OwnedFd>,
}

thread_local! {
    static NEAR: std::cell::RefCell<Near> = std::cell::RefCell::new(Near::default());
}

/// The position of the unconflicted entry for `rel` in git's index, searched forward from
/// `hint` (a few steps, then galloping and a binary search: a few comparisons when `rel` comes
/// soon after the last path, as it does for a sorted file list), or from the start when `rel`
/// comes before.
fn entry_near(index: &gix::index::File, rel: &[u8], hint: &mut usize) -> Option<usize> {
    let entries = index.entries();
    let n = entries.len();
    let less = |i: usize| -> bool { &**entries[i].path(index) < rel };
    let h = *hint;
    let mut pos = if h <= n && (h == 0 || less(h - 1)) {
        h
    } else {
        0
    };
    // The next file asked about is usually one to three entries on (the entries between are
    // files of other languages): stepping there costs half the comparisons of galloping.
    let steps = (pos + 4).min(n);
    while pos < steps && less(pos) {
        pos += 1;
    }
    if pos == steps && pos < n {
        let start = pos;
        let mut bound = 1usize;
        while start + bound <= n && less(start + bound - 1) {
            bound *= 2;
        }
        let lo = start + bound / 2;
        let hi = (start + bound).min(n);
        pos = lo + entries[lo..hi].partition_point(|e| &**e.path(index) < rel);
    }
    *hint = pos;
    let e = entries.get(pos)?;
    (&**e.path(index) == rel && e.stage() == gix::index::entry::Stage::Unconflicted).then_some(pos)
}

/// A question the engine asked of a tree: what a cached answer depends on.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Asked {
    /// [`TreeView::read_raw`].
    Raw(String),
    /// [`TreeView::load`].
    Load(String),
    IsFile(String),
    Exists(String),
    FileNames(String),
    DirNames(String),
    RealPath(String),
}

/// The questions a measurement asked of a view, each with the fingerprint of its answer: a
/// content's git blob id (so a file git calls unchanged is checked without reading it), or a
/// digest of any other answer.
#[derive(Debug, Default)]
pub struct Recorder {
    asked: std::sync::Mutex<Vec<(Asked, ObjectId)>>,
    /// Something was read that no question describes (a whole-tree search): the answer must
    /// not be kept.
    unrecorded: std::sync::atomic::AtomicBool,
}

impl Recorder {
    /// Every question asked, sorted, each once.
    pub fn questions(&self) -> Vec<(Asked, ObjectId)> {
        let mut v = self.asked.lock().map(|v| v.clone()).unwrap_or_default();
        v.sort();
        v.dedup();
        v
    }

    /// Whether something was read that the questions do not describe.
    pub fn unrecorded(&self) -> bool {
        self.unrecorded.load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// The git blob id of `bytes`: a file's content fingerprint.
pub fn blob_id(bytes: &[u8]) -> ObjectId {
    gix::objs::compute_hash(gix::hash::Kind::Sha1, gix::objs::Kind::Blob, bytes)
        .unwrap_or_else(|_| gix::hash::Kind::Sha1.null())
}

/// A fingerprint of an answer that is not a file's content (hashed as another object kind, so
/// it never equals a content's blob id).
fn digest(parts: &[&[u8]]) -> ObjectId {
    let mut data = Vec::new();
    for p in parts {
        data.extend_from_slice(&(p.len() as u64).to_le_bytes());
        data.extend_from_slice(p);
    }
    gix::objs::compute_hash(gix::hash::Kind::Sha1, gix::objs::Kind::Tag, &data)
        .unwrap_or_else(|_| gix::hash::Kind::Sha1.null())
}

/// The fingerprint of a file that could not be read for a scan, by why.
pub fn skip_fingerprint(s: &Skipped) -> ObjectId {
    digest(&[b"skip", s.path.as_bytes(), s.why.as_bytes()])
}

fn digest_bool(b: bool) -> ObjectId {
    digest(&[if b { b"yes" } else { b"no" }])
}

fn digest_names(names: &[String]) -> ObjectId {
    let parts: Vec<&[u8]> = names.iter().map(|n| n.as_bytes()).collect();
    let mut all: Vec<&[u8]> = vec![b"names"];
    all.extend(parts);
    digest(&all)
}

fn digest_raw(r: &Option<Vec<u8>>) -> ObjectId {
    match r {
        Some(b) => blob_id(b),
        None => digest(&[b"none"]),
    }
}

fn digest_load(r: &Result<Loaded, RepoError>) -> ObjectId {
    match r {
        Ok(Loaded::Bytes(b)) => blob_id(b),
        Ok(Loaded::Skip(s)) => skip_fingerprint(s),
        Err(e) => digest(&[b"error", e.to_string().as_bytes()]),
    }
}

fn digest_opt(r: &Option<String>) -> ObjectId {
    match r {
        Some(p) => digest(&[b"path", p.as_bytes()]),
        None => digest(&[b"none"]),
    }
}

impl std::fmt::Debug for TreeView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TreeView")
            .field("spec", &self.spec)
            .field("root", &self.root)
            .finish()
    }
}

impl TreeView {
    /// The work tree of a plain directory (no repository).
    pub fn directory(root: PathBuf) -> TreeView {
        TreeView {
            spec: TreeSpec::WorkTree,
            id: root.clone(),
            root,
            repo: None,
            threads: 2,
            listing: Default::default(),
            git_index: Default::default(),
            asked: None,
            keep_listing: Default::default(),
            root_dir: Default::default(),
            token: new_token(),
        }
    }

    /// A view of `spec` in `repo`.
    pub fn new(repo: &Repo, spec: TreeSpec) -> TreeView {
        let root = repo.root().to_path_buf();
        let id = match &spec {
            TreeSpec::WorkTree => root.clone(),
            TreeSpec::Index => root.join(":index"),
            TreeSpec::Commit(c) => root.join(format!(":{c}")),
            TreeSpec::Overlay { .. } => root.join(":overlay"),
        };
        TreeView {
            spec,
            root,
            repo: Some(repo.gix().clone().into_sync()),
            id,
            threads: 2,
            listing: Default::default(),
            git_index: Default::default(),
            asked: None,
            keep_listing: Default::default(),
            root_dir: Default::default(),
            token: new_token(),
        }
    }

    /// The same view (sharing its listing), recording every question asked through it and its
    /// clones into a new [`Recorder`].
    pub fn recording(&self) -> (TreeView, std::sync::Arc<Recorder>) {
        let rec = std::sync::Arc::new(Recorder::default());
        let mut v = self.clone();
        v.asked = Some(rec.clone());
        (v, rec)
    }

    /// Let this view (and its clones) take the work tree's listing from the one kept in the
    /// index directory while nothing it depends on changed, and keep the one it makes
    /// ([`super::listed`]). Only a measure with the index on asks: with it off, every listing
    /// is a walk. No effect once the listing is made, nor on other trees.
    pub fn keep_listing(&self) {
        self.keep_listing
            .store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// The same view, recording nothing.
    pub fn unrecorded(&self) -> TreeView {
        let mut v = self.clone();
        v.asked = None;
        v
    }

    /// Note that something was read that no recorded question describes: an answer made
    /// through this view is not kept.
    pub fn note_unrecorded(&self) {
        if let Some(r) = &self.asked {
            r.unrecorded
                .store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }

    fn note(&self, q: impl FnOnce() -> (Asked, ObjectId)) {
        if let Some(r) = &self.asked {
            let qa = q();
            if let Ok(mut v) = r.asked.lock() {
                v.push(qa);
            }
        }
    }

    /// Whether `q` still has the answer whose fingerprint is `fp`. A content git vouches for
    /// (a commit's or the index's blob; a work-tree file with the size and time git recorded)
    /// is compared by its blob id without being read; anything else is asked again.
    pub fn still(&self, q: &Asked, fp: &ObjectId) -> bool {
        let v = self.unrecorded();
        match q {
            Asked::Raw(rel) | Asked::Load(rel) => {
                if v.known_blob(rel).is_some_and(|id| id == *fp) {
                    return true;
                }
                let now = match q {
                    Asked::Raw(_) => digest_raw(&v.read_raw(rel)),
                    _ => digest_load(&v.load(rel)),
                };
                now == *fp
            }
            Asked::IsFile(rel) => digest_bool(v.is_file(rel)) == *fp,
            Asked::Exists(rel) => digest_bool(v.exists(rel)) == *fp,
            Asked::FileNames(d) => digest_names(&v.file_names(d)) == *fp,
            Asked::DirNames(d) => digest_names(&v.dir_names(d)) == *fp,
            Asked::RealPath(rel) => digest_opt(&v.real_path(rel)) == *fp,
        }
    }

    /// Worker threads for listing the work tree.
    pub fn with_threads(mut self, threads: usize) -> TreeView {
        self.threads = threads.max(1);
        self
    }

    pub fn spec(&self) -> &TreeSpec {
        &self.spec
    }

    /// The work tree's root (the repository's, or the plain directory's).
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Which tree this is, as a key for caches (the root for the work tree).
    pub fn id(&self) -> &Path {
        &self.id
    }

    pub fn is_work_tree(&self) -> bool {
        self.spec == TreeSpec::WorkTree
    }

    fn listing(&self) -> Result<&Listing, RepoError> {
        self.listing
            .get_or_init(|| self.make_listing())
            .as_ref()
            .map_err(|m| RepoError::Tree {
                what: self.describe(),
                source: m.clone().into(),
            })
    }

    /// What this tree is, in words.
    pub fn describe(&self) -> String {
        match &self.spec {
            TreeSpec::WorkTree => "the work tree".into(),
            TreeSpec::Index => "the index".into(),
            TreeSpec::Commit(c) => format!("tree {}", c.to_hex_with_len(9)),
            TreeSpec::Overlay { .. } => "the tree the commit will record".into(),
        }
    }

    fn make_listing(&self) -> Result<Listing, String> {
        let mut map: HashMap<String, Entry> = HashMap::new();
        let mut index_time = None;
        match &self.spec {
            TreeSpec::WorkTree => {
                // Every work-tree file is on the disk: no map (its paths are asked of the
                // disk directly; a tenth of a warm measure at 50,000 files went to building it).
                let kept = self
                    .keep_listing
                    .load(std::sync::atomic::Ordering::Relaxed)
                    .then(|| self.repo.as_ref().map(|r| r.to_thread_local()))
                    .flatten();
                let (files, odd) = match kept {
                    Some(repo) => super::listed::listing(
                        &crate::index::dir_of(&repo),
                        &self.root,
                        &[
                            repo.git_dir().to_path_buf(),
                            repo.common_dir().to_path_buf(),
                        ],
                        self.threads,
                    ),
                    None => {
                        let (files, odd) = work_tree_listing(&self.root, self.threads, &|_| true);
                        (files.iter().collect(), odd)
                    }
                };
                return Ok(Listing {
                    files,
                    odd,
                    map: HashMap::new(),
                    index_time: None,
                });
            }
            TreeSpec::Index => index_time = self.index_entries(&mut map)?,
            TreeSpec::Commit(id) => self.tree_entries(*id, &mut map)?,
            TreeSpec::Overlay {
                base,
                paths,
                removed,
                moved,
            } => {
                match base {
                    OverlayBase::Index => index_time = self.index_entries(&mut map)?,
                    OverlayBase::Head => {
                        if let Ok(head) = self.local()?.head_id() {
                            self.tree_entries(head.detach(), &mut map)?;
                        }
                    }
                }
                for p in removed {
                    map.remove(p);
                }
                for (from, to) in moved {
                    map.remove(from);
                    map.insert(to.clone(), Entry::DiskFrom(from.clone()));
                }
                for p in paths {
                    match std::fs::symlink_metadata(self.root.join(p)) {
                        Ok(m) if m.is_file() || m.file_type().is_symlink() => {
                            map.insert(p.clone(), Entry::Disk);
                        }
                        _ => {
                            map.remove(p);
                        }
                    }
                }
            }
        }
        let mut files: Vec<String> = map
            .iter()
            .filter(|(_, e)| !matches!(e, Entry::Link(_)))
            .filter(|(p, e)| match e {
                Entry::Disk => {
                    std::fs::symlink_metadata(self.root.join(p)).is_ok_and(|m| m.is_file())
                }
                Entry::DiskFrom(f) => {
                    std::fs::symlink_metadata(self.root.join(f)).is_ok_and(|m| m.is_file())
                }
                _ => true,
            })
            .map(|(p, _)| p.clone())
            .collect();
        files.sort();
        Ok(Listing {
            files: files.iter().collect(),
            odd: Vec::new(),
            map,
            index_time,
        })
    }

    fn local(&self) -> Result<gix::Repository, String> {
        self.repo
            .as_ref()
            .map(|r| r.to_thread_local())
            .ok_or_else(|| "not a git repository".to_string())
    }

    fn index_entries(
        &self,
        map: &mut HashMap<String, Entry>,
    ) -> Result<Option<(u32, u32)>, String> {
        let repo = self.local()?;
        let index = match open_git_index(&repo) {
            Ok(i) => i,
            // No index yet (a fresh repository): an empty one.
            Err(_) if !repo.index_path().exists() => return Ok(None),
            Err(e) => return Err(e.to_string()),
        };
        let t = index.timestamp();
        let index_time = Some((t.unix_seconds() as u32, t.nanoseconds()));
        use gix::index::entry::{Mode, Stage};
        for e in index.entries() {
            if e.stage() != Stage::Unconflicted {
                continue;
            }
            let Ok(path) = std::str::from_utf8(e.path(&index)) else {
                continue;
            };
            let entry = if e.mode == Mode::SYMLINK {
                Entry::Link(e.id)
            } else if e.mode == Mode::FILE || e.mode == Mode::FILE_EXECUTABLE {
                Entry::Indexed(
                    e.id,
                    Stat {
                        size: e.stat.size,
                        secs: e.stat.mtime.secs,
                        nsecs: e.stat.mtime.nsecs,
                    },
                )
            } else {
                continue;
            };
            map.insert(path.to_string(), entry);
        }
        Ok(index_time)
    }

    /// Whether the work-tree file at `rel` still holds what the index entry recorded: same
    /// size and modification time, and not modified in the index file's own second.
    fn stat_clean(&self, rel: &str, stat: Stat, index_time: Option<(u32, u32)>) -> bool {
        let Some(itime) = index_time else {
            return false;
        };
        let Some(m) = self.lstat(rel) else {
            return false;
        };
        let mtime = (m.st_mtime as u32, m.st_mtime_nsec as u32);
        m.st_mode & libc::S_IFMT == libc::S_IFREG
            && m.st_size as u32 == stat.size
            && mtime.0 == stat.secs
            && (stat.nsecs == 0 || mtime.1 == stat.nsecs)
            && mtime < itime
    }

    /// The `lstat` of the work-tree path `rel`, asked relative to its directory, opened once
    /// per thread and directory: no path is built and the kernel looks up one name, not the
    /// root's and the directory's components again (one call per source file of the searched
    /// family on every warm measure: 22,000 at 50,000 files).
    fn lstat(&self, rel: &str) -> Option<libc::stat> {
        let mut buf = [0u8; 512];
        let fd = self
            .root_dir
            .get_or_init(|| std::fs::File::open(&self.root).ok())
            .as_ref()
            .filter(|_| rel.len() < buf.len() && !rel.as_bytes().contains(&0));
        let Some(fd) = fd else {
            use std::os::unix::ffi::OsStrExt;
            let c = std::ffi::CString::new(self.root.join(rel).as_os_str().as_bytes()).ok()?;
            let mut st = std::mem::MaybeUninit::<libc::stat>::uninit();
            // SAFETY: `c` is a NUL-terminated path; `st` is written by a successful call.
            let r = unsafe { libc::lstat(c.as_ptr(), st.as_mut_ptr()) };
            // SAFETY: the call succeeded, so it filled `st`.
            return (r == 0).then(|| unsafe { st.assume_init() });
        };
        use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
        let root = fd.as_raw_fd();
        // The file's directory, opened once per thread and directory (a sorted list meets each
        // directory in one run): the kernel then looks up one name, not every component.
        let (dir, name) = match rel.bytes().rposition(|b| b == b'/') {
            Some(i) => (&rel[..i], &rel[i + 1..]),
            None => ("", rel),
        };
        NEAR.with(|n| {
            let mut n = n.borrow_mut();
            if n.token != self.token {
                *n = Near {
                    token: self.token,
                    ..Near::default()
                };
            }
            let mut at = root;
            let mut path = rel;
            if !dir.is_empty() && !name.is_empty() {
                if n.dir != dir || n.dir_fd.is_none() {
                    buf[..dir.len()].copy_from_slice(dir.as_bytes());
                    buf[dir.len()] = 0;
                    // SAFETY: `buf` holds `dir` and a NUL; `root` is an open directory. The
                    // descriptor returned is owned by the `OwnedFd` alone.
                    let d = unsafe {
                        libc::openat(
                            root,
                            buf.as_ptr().cast(),
                            libc::O_PATH | libc::O_DIRECTORY | libc::O_CLOEXEC,
                        )
                    };
                    // SAFETY: `d` is a descriptor just opened and owned by nothing else.
                    n.dir_fd = (d >= 0).then(|| unsafe { OwnedFd::from_raw_fd(d) });
                    n.dir = dir.to_string();
                }
                if let Some(d) = &n.dir_fd {
                    at = d.as_raw_fd();
                    path = name;
                }
            }
            buf[..path.len()].copy_from_slice(path.as_bytes());
            buf[path.len()] = 0;
            let mut st = std::mem::MaybeUninit::<libc::stat>::uninit();
            // SAFETY: `buf` holds `path` and a NUL after it (`rel` was checked shorter than
            // the buffer, with no NUL inside); `at` is an open directory; `st` is written by a
            // successful call.
            let r = unsafe {
                libc::fstatat(
                    at,
                    buf.as_ptr().cast(),
                    st.as_mut_ptr(),
                    libc::AT_SYMLINK_NOFOLLOW,
                )
            };
            // SAFETY: the call succeeded, so it filled `st`.
            (r == 0).then(|| unsafe { st.assume_init() })
        })
    }

    /// Where to read an entry from: the disk path, or the blob.
    fn source(&self, rel: &str, entry: &Entry) -> Option<Result<PathBuf, ObjectId>> {
        match entry {
            Entry::Disk => Some(Ok(self.root.join(rel))),
            Entry::DiskFrom(f) => Some(Ok(self.root.join(f))),
            Entry::Blob(id) => Some(Err(*id)),
            Entry::Indexed(id, stat) => {
                let itime = self.listing().ok().and_then(|l| l.index_time);
                if self.stat_clean(rel, *stat, itime) {
                    Some(Ok(self.root.join(rel)))
                } else {
                    Some(Err(*id))
                }
            }
            Entry::Link(_) => None,
        }
    }

    fn tree_entries(&self, id: ObjectId, map: &mut HashMap<String, Entry>) -> Result<(), String> {
        let repo = self.local()?;
        let tree = repo
            .find_object(id)
            .map_err(|e| e.to_string())?
            .peel_to_tree()
            .map_err(|e| e.to_string())?;
        let mut rec = gix::traverse::tree::Recorder::default();
        tree.traverse()
            .breadthfirst(&mut rec)
            .map_err(|e| e.to_string())?;
        for r in rec.records {
            let Ok(path) = std::str::from_utf8(&r.filepath) else {
                continue;
            };
            let entry = if r.mode.is_link() {
                Entry::Link(r.oid)
            } else if r.mode.is_blob() {
                Entry::Blob(r.oid)
            } else {
                continue;
            };
            map.insert(path.to_string(), entry);
        }
        Ok(())
    }

    /// Every file of the tree (symlinks not followed), sorted, and the paths that are not
    /// UTF-8 (shown lossily; they cannot be named in a report).
    pub fn files(&self) -> Result<(&Paths, &[String]), RepoError> {
        let l = self.listing()?;
        Ok((&l.files, &l.odd))
    }

    /// Whether `rel` names a file of the tree.
    pub fn is_file(&self, rel: &str) -> bool {
        let a = self.is_file_inner(rel);
        self.note(|| (Asked::IsFile(rel.to_string()), digest_bool(a)));
        a
    }

    fn is_file_inner(&self, rel: &str) -> bool {
        if self.is_work_tree() {
            return self.root.join(rel).is_file();
        }
        self.listing()
            .is_ok_and(|l| l.map.get(rel).is_some_and(|e| !matches!(e, Entry::Link(_))))
    }

    /// Whether the tree has anything at `rel` (a file or a symlink).
    pub fn exists(&self, rel: &str) -> bool {
        let a = self.exists_inner(rel);
        self.note(|| (Asked::Exists(rel.to_string()), digest_bool(a)));
        a
    }

    fn exists_inner(&self, rel: &str) -> bool {
        if self.is_work_tree() {
            return std::fs::symlink_metadata(self.root.join(rel)).is_ok();
        }
        self.listing().is_ok_and(|l| l.map.contains_key(rel))
    }

    /// The names of the files directly in directory `dir` (`""`: the root), sorted.
    pub fn file_names(&self, dir: &str) -> Vec<String> {
        let a = self.dir_entries(dir, false);
        self.note(|| (Asked::FileNames(dir.to_string()), digest_names(&a)));
        a
    }

    /// The names of the directories directly in directory `dir` (`""`: the root), sorted.
    pub fn dir_names(&self, dir: &str) -> Vec<String> {
        let a = self.dir_entries(dir, true);
        self.note(|| (Asked::DirNames(dir.to_string()), digest_names(&a)));
        a
    }

    fn dir_entries(&self, dir: &str, dirs: bool) -> Vec<String> {
        if self.is_work_tree() {
            let abs = if dir.is_empty() {
                self.root.clone()
            } else {
                self.root.join(dir)
            };
            let Ok(entries) = std::fs::read_dir(abs) else {
                return Vec::new();
            };
            let mut names: Vec<String> = entries
                .filter_map(|e| {
                    let e = e.ok()?;
                    let t = e.file_type().ok()?;
                    (if dirs { t.is_dir() } else { t.is_file() }).then_some(())?;
                    e.file_name().into_string().ok()
                })
                .collect();
            names.sort();
            return names;
        }
        let Ok(l) = self.listing() else {
            return Vec::new();
        };
        let prefix = if dir.is_empty() {
            String::new()
        } else {
            format!("{dir}/")
        };
        let mut names: Vec<String> = l
            .files
            .iter()
            .filter_map(|f| f.strip_prefix(prefix.as_str()))
            .filter_map(|rest| match rest.split_once('/') {
                Some((d, _)) if dirs => Some(d),
                None if !dirs => Some(rest),
                _ => None,
            })
            .map(str::to_string)
            .collect();
        names.sort();
        names.dedup();
        names
    }

    /// Where `rel` really is when a symlink leads there (`node_modules/@acme/ui` →
    /// `packages/ui`): its tree-relative path, or `None` when it does not exist or resolves
    /// outside the tree. Trees other than the work tree hold no followed links: a path is
    /// where it is.
    pub fn real_path(&self, rel: &str) -> Option<String> {
        let a = self.real_path_inner(rel);
        self.note(|| (Asked::RealPath(rel.to_string()), digest_opt(&a)));
        a
    }

    fn real_path_inner(&self, rel: &str) -> Option<String> {
        if !self.is_work_tree() {
            return self.exists(rel).then(|| rel.to_string());
        }
        let real = self.root.join(rel).canonicalize().ok()?;
        let root = self.root.canonicalize().ok()?;
        let inner = real.strip_prefix(&root).ok()?;
        let parts: Option<Vec<&str>> = inner.components().map(|c| c.as_os_str().to_str()).collect();
        Some(parts?.join("/"))
    }

    /// A file's raw content (no size or binary rule), if the tree has it.
    pub fn read_raw(&self, rel: &str) -> Option<Vec<u8>> {
        let a = self.read_raw_inner(rel);
        self.note(|| (Asked::Raw(rel.to_string()), digest_raw(&a)));
        a
    }

    fn read_raw_inner(&self, rel: &str) -> Option<Vec<u8>> {
        if self.is_work_tree() {
            return std::fs::read(self.root.join(rel)).ok();
        }
        let entry = self.listing().ok()?.map.get(rel)?;
        match self.source(rel, entry) {
            Some(Ok(path)) => std::fs::read(path).ok(),
            Some(Err(id)) => self.blob(id).ok(),
            None => {
                let target = self.link_target(rel)?;
                self.read_raw(&target)
            }
        }
    }

    fn blob(&self, id: ObjectId) -> Result<Vec<u8>, String> {
        let repo = self.local()?;
        let obj = repo.find_object(id).map_err(|e| e.to_string())?;
        Ok(obj.detach().data)
    }

    /// Where a symlink of a blob-backed tree points, inside the tree.
    fn link_target(&self, rel: &str) -> Option<String> {
        let l = self.listing().ok()?;
        let Entry::Link(id) = l.map.get(rel)? else {
            return None;
        };
        let text = String::from_utf8(self.blob(*id).ok()?).ok()?;
        let dir = rel.rsplit_once('/').map(|(d, _)| d).unwrap_or("");
        let mut parts: Vec<&str> = if dir.is_empty() {
            Vec::new()
        } else {
            dir.split('/').collect()
        };
        if text.starts_with('/') {
            return None;
        }
        for p in text.split('/') {
            match p {
                "" | "." => {}
                ".." => {
                    parts.pop()?;
                }
                p => parts.push(p),
            }
        }
        Some(parts.join("/"))
    }

    /// A file read for analysis: its bytes, or why it is not read (a symlink leaving the
    /// repository, not a regular file, larger than [`MAX_FILE_BYTES`], binary content).
    /// `Err` when the tree has no such file or it cannot be read.
    pub fn load(&self, rel: &str) -> Result<Loaded, RepoError> {
        let a = self.load_inner(rel);
        self.note(|| (Asked::Load(rel.to_string()), digest_load(&a)));
        a
    }

    fn load_inner(&self, rel: &str) -> Result<Loaded, RepoError> {
        let io = |e: super::Cause| RepoError::Tree {
            what: rel.to_string(),
            source: e,
        };
        let entry = if self.is_work_tree() {
            Entry::Disk
        } else {
            self.listing()?
                .map
                .get(rel)
                .cloned()
                .ok_or_else(|| io(format!("no such file in {}", self.describe()).into()))?
        };
        let bytes = match self.source(rel, &entry) {
            Some(Ok(path)) => {
                let meta = std::fs::symlink_metadata(&path).map_err(|e| io(e.into()))?;
                let real: PathBuf = if meta.file_type().is_symlink() {
                    let real = path
                        .canonicalize()
                        .map_err(|e| io(super::Context::new("broken symlink", e).into()))?;
                    if !real.starts_with(&self.root) {
                        return Ok(Loaded::Skip(Skipped::new(
                            rel,
                            "a symlink that leaves the repository",
                        )));
                    }
                    real
                } else {
                    path
                };
                let meta = std::fs::metadata(&real).map_err(|e| io(e.into()))?;
                if !meta.is_file() {
                    return Ok(Loaded::Skip(Skipped::new(rel, "not a regular file")));
                }
                if meta.len() > MAX_FILE_BYTES {
                    return Ok(Loaded::Skip(too_big(rel, meta.len())));
                }
                std::fs::read(&real).map_err(|e| io(e.into()))?
            }
            Some(Err(id)) => self.blob(id).map_err(|m| io(m.into()))?,
            None => match self.link_target(rel) {
                Some(t) if self.is_file(&t) => return self.load(&t),
                _ => {
                    return Ok(Loaded::Skip(Skipped::new(
                        rel,
                        "a symlink that leaves the repository",
                    )))
                }
            },
        };
        if bytes.len() as u64 > MAX_FILE_BYTES {
            return Ok(Loaded::Skip(too_big(rel, bytes.len() as u64)));
        }
        if looks_binary(&bytes) {
            return Ok(Loaded::Skip(Skipped::new(rel, "binary content")));
        }
        Ok(Loaded::Bytes(bytes))
    }

    /// The raw content of `rel` for a fast prefilter: `Err(skipped)` when the
    /// file is too big or unreadable: the caller names it as not searched. Work-tree files are read by any thread;
    /// blob-backed ones need `repo` (one per thread, see [`TreeView::thread_repo`]).
    pub fn read_for_scan(
        &self,
        rel: &str,
        repo: Option<&gix::Repository>,
    ) -> Result<Option<Vec<u8>>, Skipped> {
        let entry = if self.is_work_tree() {
            Entry::Disk
        } else {
            match self.listing().ok().and_then(|l| l.map.get(rel).cloned()) {
                Some(e) => e,
                None => return Ok(None),
            }
        };
        match self.source(rel, &entry) {
            Some(Ok(path)) => {
                let Ok(meta) = std::fs::metadata(&path) else {
                    return Ok(None);
                };
                if meta.len() > MAX_FILE_BYTES {
                    return Err(too_big(rel, meta.len()));
                }
                std::fs::read(&path)
                    .map(Some)
                    .map_err(|e| Skipped::new(rel, format!("unreadable ({e})")))
            }
            Some(Err(id)) => {
                let local;
                let repo = match repo {
                    Some(r) => r,
                    None => {
                        local = self.local().map_err(|e| Skipped::new(rel, e))?;
                        &local
                    }
                };
                let obj = repo
                    .find_object(id)
                    .map_err(|e| Skipped::new(rel, format!("unreadable ({e})")))?;
                let data = obj.detach().data;
                if data.len() as u64 > MAX_FILE_BYTES {
                    return Err(too_big(rel, data.len() as u64));
                }
                Ok(Some(data))
            }
            None => Ok(None),
        }
    }

    /// A repository handle for one worker thread (`None` for a plain directory).
    pub fn thread_repo(&self) -> Option<gix::Repository> {
        self.repo.as_ref().map(|r| r.to_thread_local())
    }

    /// Every path with its blob id (`None`: read from the work tree).
    pub(crate) fn entries(&self) -> Result<BTreeMap<String, Option<ObjectId>>, RepoError> {
        let l = self.listing()?;
        if self.is_work_tree() {
            return Ok(l.files.iter().map(|p| (p.to_string(), None)).collect());
        }
        Ok(l.map
            .iter()
            .map(|(p, e)| {
                (
                    p.clone(),
                    match e {
                        Entry::Blob(id) | Entry::Link(id) | Entry::Indexed(id, _) => Some(*id),
                        Entry::Disk | Entry::DiskFrom(_) => None,
                    },
                )
            })
            .collect())
    }

    /// The blob id of the content `rel` holds in this tree when it is known without reading the
    /// file: a commit's or the index's blob; for the work tree, the blob git's index records
    /// when the file still has the size and modification time git recorded (and was not
    /// modified in the index file's own second). `None`: the content must be read.
    pub fn known_blob(&self, rel: &str) -> Option<ObjectId> {
        if self.is_work_tree() {
            let (index, time) = self.git_index()?;
            use gix::index::entry::Mode;
            let at = NEAR.with(|n| {
                let mut n = n.borrow_mut();
                if n.token != self.token {
                    *n = Near {
                        token: self.token,
                        ..Near::default()
                    };
                }
                entry_near(index, rel.as_bytes(), &mut n.hint)
            })?;
            let e = &index.entries()[at];
            if e.mode != Mode::FILE && e.mode != Mode::FILE_EXECUTABLE {
                return None;
            }
            let stat = Stat {
                size: e.stat.size,
                secs: e.stat.mtime.secs,
                nsecs: e.stat.mtime.nsecs,
            };
            return self.stat_clean(rel, stat, Some(*time)).then_some(e.id);
        }
        match self.listing().ok()?.map.get(rel)? {
            Entry::Blob(id) | Entry::Indexed(id, _) => Some(*id),
            _ => None,
        }
    }

    /// The work tree's git index and its time, read once (by whichever thread asks first;
    /// the others wait for it).
    fn git_index(&self) -> Option<&TimedIndex> {
        self.git_index
            .get_or_init(|| {
                let repo = self.local().ok()?;
                let index = open_git_index(&repo).ok()?;
                let t = index.timestamp();
                Some((index, (t.unix_seconds() as u32, t.nanoseconds())))
            })
            .as_ref()
    }

    /// Read the work tree's git index now (on the calling thread) if [`TreeView::known_blob`]
    /// will need it: a warm measure reads it on a second thread while the first reads the
    /// listing. No effect on other trees.
    pub fn preload_git_index(&self) {
        if self.is_work_tree() && self.repo.is_some() {
            let _ = self.git_index();
        }
    }

    /// Whether reading the git index takes long enough to be worth a thread of its own
    /// ([`TreeView::preload_git_index`]): the work tree's, over 256 KiB (about 3,000 files;
    /// below that, starting the thread and waking the workers that wait for it cost more
    /// than the read).
    pub fn git_index_is_large(&self) -> bool {
        self.is_work_tree()
            && self.local().is_ok_and(|r| {
                std::fs::metadata(r.index_path()).is_ok_and(|m| m.len() > 256 * 1024)
            })
    }

    /// Where the warm index of this tree's repository lives (`None`: a plain directory).
    pub fn index_dir(&self) -> Option<PathBuf> {
        let repo = self.repo.as_ref()?.to_thread_local();
        Some(crate::index::dir_of(&repo))
    }

    /// `path` relative to the root, if inside.
    pub fn relative(&self, path: &Path) -> Option<String> {
        relative(&self.root, path)
    }
}

/// The work tree's git index (`GIT_INDEX_FILE` honoured), read without verifying its trailing
/// checksum, as git itself reads it (git checks it only in `fsck`): at 50,000 files the SHA-1
/// over the file was a sixth of a warm measure.
fn open_git_index(repo: &gix::Repository) -> Result<gix::index::File, String> {
    gix::index::File::at(
        repo.index_path(),
        repo.object_hash(),
        true,
        gix::index::decode::Options::default(),
    )
    .map_err(|e| e.to_string())
}

fn too_big(rel: &str, len: u64) -> Skipped {
    Skipped::new(
        rel,
        format!(
            "{} MiB, larger than the {} MiB the builtin engine parses",
            len / (1024 * 1024),
            MAX_FILE_BYTES / (1024 * 1024)
        ),
    )
}

/// Whether content looks binary: a NUL byte in its first 8 KiB.
pub fn looks_binary(src: &[u8]) -> bool {
    memchr::memchr(0, &src[..src.len().min(8192)]).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_near_finds_every_path_from_any_hint_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let mut paths = Vec::new();
        for i in 0..300 {
            let rel = format!(
                "d{}/{}{i:03}.{}",
                i % 7,
                ["a", "b"][i % 2],
                ["ts", "go"][i % 3 / 2]
            );
            std::fs::create_dir_all(root.join(&rel).parent().unwrap()).unwrap();
            std::fs::write(root.join(&rel), i.to_string()).unwrap();
            paths.push(rel);
        }
        let git = |args: &[&str]| {
            let out = std::process::Command::new("git")
                .args(args)
                .current_dir(root)
                .output()
                .unwrap();
            assert!(out.status.success(), "{out:?}");
        };
        git(&["init", "-q"]);
        git(&["add", "-A"]);
        paths.sort();
        let repo = gix::open(root).unwrap();
        let index = open_git_index(&repo).unwrap();
        let at = |rel: &str| paths.iter().position(|p| p == rel);
        // In order with the hint kept (every step and gallop length), every other one, in
        // reverse (the hint past the path), and from hints anywhere.
        for stride in [1, 2, 3, 5, 9, 40] {
            let mut hint = 0;
            for p in paths.iter().step_by(stride) {
                assert_eq!(entry_near(&index, p.as_bytes(), &mut hint), at(p), "{p}");
            }
        }
        let mut hint = 0;
        for p in paths.iter().rev() {
            assert_eq!(entry_near(&index, p.as_bytes(), &mut hint), at(p), "{p}");
        }
        for (k, p) in paths.iter().enumerate() {
            for h in [
                0,
                k.saturating_sub(5),
                k,
                k + 1,
                k + 3,
                k + 4,
                k + 5,
                299,
                300,
                301,
                9999,
            ] {
                let mut hint = h;
                assert_eq!(
                    entry_near(&index, p.as_bytes(), &mut hint),
                    at(p),
                    "{p} from {h}"
                );
            }
        }
        for absent in ["", "a", "d0", "d0/a000.ts0", "d3/c", "zz"] {
            for h in [0, 3, 150, 300] {
                let mut hint = h;
                assert_eq!(entry_near(&index, absent.as_bytes(), &mut hint), None);
            }
        }
    }
}
