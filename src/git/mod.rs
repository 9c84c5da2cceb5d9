//! Git reads: the repository opened once per process (gix), HEAD and revisions, the trees a
//! moment measures ([`tree`]) and what differs between two of them ([`diff`]).
//!
//! Only what gix does not do cheaply goes to a `git` process: `merge-tree --write-tree` (the
//! result of a merge before it runs), `merge-base` and `rev-parse` of revision expressions.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub mod diff;
mod listed;
pub mod paths;
pub mod tree;

pub use gix::ObjectId;
pub use listed::kept_listings_given;
pub use tree::{TreeSpec, TreeView};

pub use crate::cause::{Cause, Context};

/// Why a git read failed.
#[derive(Debug, thiserror::Error)]
pub enum RepoError {
    #[error("cannot read the git repository at {path}: {source}")]
    Open { path: PathBuf, source: Cause },
    #[error("cannot read {what} from git HEAD: {source}")]
    Read { what: String, source: Cause },
    #[error("git {args}: {source}")]
    Git { args: String, source: Cause },
    #[error("cannot read {what}: {source}")]
    Tree { what: String, source: Cause },
}

/// A git repository with a work tree.
pub struct Repo {
    repo: gix::Repository,
    root: PathBuf,
}

impl std::fmt::Debug for Repo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Repo").field("root", &self.root).finish()
    }
}

impl Repo {
    /// Find the repository that contains `dir`. `Ok(None)` when `dir` is in no repository.
    pub fn discover(dir: &Path) -> Result<Option<Repo>, RepoError> {
        use gix::discover::upwards::Error as Up;
        if let Err(e) = gix::discover::upwards(dir) {
            let none_found = matches!(
                e.downcast_any_ref::<Up>(),
                Some(Up::NoGitRepository { .. })
                    | Some(Up::NoGitRepositoryWithinCeiling { .. })
                    | Some(Up::NoGitRepositoryWithinFs { .. })
            );
            if none_found {
                return Ok(None);
            }
        }
        match gix::discover(dir) {
            Ok(repo) => {
                let Some(root) = repo.workdir().map(Path::to_path_buf) else {
                    return Err(RepoError::Open {
                        path: dir.to_path_buf(),
                        source: "it is a bare repository (no work tree)".into(),
                    });
                };
                let root = root.canonicalize().unwrap_or(root);
                Ok(Some(Repo { repo, root }))
            }
            Err(e) => Err(RepoError::Open {
                path: dir.to_path_buf(),
                source: e.into(),
            }),
        }
    }

    /// The gix repository (for the tree views).
    pub fn gix(&self) -> &gix::Repository {
        &self.repo
    }

    /// HEAD's commit id, if HEAD points at a commit.
    pub fn head_oid(&self) -> Option<ObjectId> {
        self.repo.head_id().ok().map(|id| id.detach())
    }

    /// The commit a reference names (`refs/heads/main`, `refs/remotes/origin/main`), peeled.
    pub fn ref_commit(&self, name: &str) -> Option<ObjectId> {
        let mut r = self.repo.try_find_reference(name).ok()??;
        r.peel_to_id().ok().map(|id| id.detach())
    }

    /// Resolve a revision expression (`HEAD~1`, `origin/main`, a hex id) to a commit id, with
    /// `git rev-parse --verify`.
    pub fn rev_parse(&self, rev: &str) -> Result<ObjectId, RepoError> {
        let spec = format!("{rev}^{{commit}}");
        let out = self.git(&[
            "rev-parse",
            "--verify",
            "--quiet",
            "--end-of-options",
            &spec,
        ])?;
        let text = out.trim();
        ObjectId::from_hex(text.as_bytes()).map_err(|_| RepoError::Git {
            args: format!("rev-parse {rev}"),
            source: format!("'{rev}' names no commit").into(),
        })
    }

    /// The best common ancestor of two commits, if they have one.
    pub fn merge_base(&self, a: ObjectId, b: ObjectId) -> Option<ObjectId> {
        let out = self
            .git(&["merge-base", &a.to_string(), &b.to_string()])
            .ok()?;
        ObjectId::from_hex(out.trim().as_bytes()).ok()
    }

    /// The tree `git merge` would record merging `theirs` into HEAD (`git merge-tree
    /// --write-tree`), conflicts left as git writes them. `None` when git cannot compute it.
    pub fn merge_tree(&self, theirs: &str) -> Result<ObjectId, RepoError> {
        let out = Command::new("git")
            .args([
                "merge-tree",
                "--write-tree",
                "--no-messages",
                "HEAD",
                theirs,
            ])
            .current_dir(&self.root)
            .stdin(Stdio::null())
            .stderr(Stdio::piped())
            .output()
            .map_err(|e| RepoError::Git {
                args: "merge-tree".into(),
                source: e.into(),
            })?;
        // Exit 1 means conflicts: the tree is still written (with conflict markers).
        let text = String::from_utf8_lossy(&out.stdout);
        let first = text.lines().next().unwrap_or("").trim();
        match (out.status.code(), ObjectId::from_hex(first.as_bytes())) {
            (Some(0 | 1), Ok(id)) => Ok(id),
            _ => Err(RepoError::Git {
                args: format!("merge-tree --write-tree HEAD {theirs}"),
                source: String::from_utf8_lossy(&out.stderr).trim().into(),
            }),
        }
    }

    /// A git setting's value (`branch.main.remote`), if set.
    pub fn config_string(&self, key: &str) -> Option<String> {
        self.repo
            .config_snapshot()
            .string(key)
            .map(|v| v.to_string())
    }

    /// The current branch's short name (`None` when HEAD is detached or unborn).
    pub fn current_branch(&self) -> Option<String> {
        let name = self.repo.head_name().ok()??;
        Some(name.shorten().to_string())
    }

    /// Run git in the work tree and return its standard output.
    pub fn git(&self, args: &[&str]) -> Result<String, RepoError> {
        let out = Command::new("git")
            .args(args)
            .current_dir(&self.root)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| RepoError::Git {
                args: args.join(" "),
                source: e.into(),
            })?;
        if !out.status.success() {
            return Err(RepoError::Git {
                args: args.join(" "),
                source: String::from_utf8_lossy(&out.stderr).trim().into(),
            });
        }
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    }

    /// The work tree's root.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The repository's own git dir (a linked worktree has its own).
    pub fn git_dir(&self) -> &Path {
        self.repo.git_dir()
    }

    /// Whether HEAD points at a commit (false in a repository with no commits).
    pub fn has_head(&self) -> bool {
        self.repo.head_id().is_ok()
    }

    /// HEAD's full commit id, if HEAD points at a commit.
    pub fn head_id(&self) -> Option<String> {
        self.repo.head_id().ok().map(|id| id.to_string())
    }

    /// The content of `rel_path` in HEAD's tree. `Ok(None)` when HEAD has no commit or no such
    /// file.
    pub fn head_blob(&self, rel_path: &str) -> Result<Option<Vec<u8>>, RepoError> {
        self.blob_at(None, rel_path)
    }

    /// The content of `rel_path` in the tree of `commit` (a full hex id; `None`: HEAD).
    pub fn blob_at(
        &self,
        commit: Option<&str>,
        rel_path: &str,
    ) -> Result<Option<Vec<u8>>, RepoError> {
        let read_err = |e: Cause| RepoError::Read {
            what: rel_path.to_string(),
            source: e,
        };
        let commit = match commit {
            None => match self.repo.head_commit() {
                Ok(c) => c,
                Err(_) => return Ok(None),
            },
            Some(hex) => {
                let id = gix::ObjectId::from_hex(hex.as_bytes()).map_err(|e| read_err(e.into()))?;
                self.repo
                    .find_object(id)
                    .map_err(|e| read_err(e.into()))?
                    .try_into_commit()
                    .map_err(|e| read_err(e.into()))?
            }
        };
        let tree = commit.tree().map_err(|e| read_err(e.into()))?;
        let Some(entry) = tree
            .lookup_entry_by_path(rel_path)
            .map_err(|e| read_err(e.into()))?
        else {
            return Ok(None);
        };
        if !entry.mode().is_blob() {
            return Ok(None);
        }
        let object = entry.object().map_err(|e| read_err(e.into()))?;
        Ok(Some(object.detach().data))
    }

    /// Tracked files whose work-tree or index content differs from HEAD (modified, added,
    /// renamed; deleted files excluded), repository-relative.
    pub fn changed_files(&self) -> Result<Vec<String>, RepoError> {
        let err = |e: Cause| RepoError::Read {
            what: "the work tree's status".into(),
            source: e,
        };
        let iter = self
            .repo
            .status(gix::progress::Discard)
            .map_err(|e| err(e.into()))?
            .untracked_files(gix::status::UntrackedFiles::None)
            .into_iter(None)
            .map_err(|e| err(e.into()))?;
        let mut out = Vec::new();
        for item in iter {
            let item = item.map_err(|e| err(e.into()))?;
            let rel = item.location().to_string();
            if self.root.join(&rel).is_file() && !out.contains(&rel) {
                out.push(rel);
            }
        }
        out.sort();
        Ok(out)
    }

    /// Whether the index differs from HEAD or the work tree from the index (untracked files
    /// aside): what `gix::Repository::is_dirty` answers, without its threads. gix's status
    /// iterator runs the check on producer threads plus one per core; for the one yes/no a
    /// measure prints, the thread start-ups cost more than the check (about a millisecond of
    /// CPU on a 20 ms TypeScript measure). Here the HEAD-to-index comparison runs on this
    /// thread and the index-to-work-tree one on a single worker, stopping at the first change.
    fn is_dirty(&self) -> Result<bool, gix::Error> {
        use gix::status::plumbing::index_as_worktree_with_renames as renames;
        use std::sync::atomic::{AtomicBool, Ordering};
        let repo = &self.repo;
        let index = repo.index_or_empty()?;
        let head_tree = repo.head_tree_id_or_empty()?;
        let mut pathspec = repo.pathspec(
            false,
            None::<&str>,
            false,
            &gix::index::State::new(repo.object_hash()),
            gix::worktree::stack::state::attributes::Source::IdMapping,
        )?;
        let mut staged = false;
        repo.tree_index_status(
            &head_tree,
            &index,
            Some(&mut pathspec),
            gix::status::tree_index::TrackRenames::Disabled,
            |_, _, _| {
                staged = true;
                Ok(std::ops::ControlFlow::Break(()))
            },
        )?;
        if staged {
            return Ok(true);
        }
        /// Notes the first entry that differs and asks the check to stop.
        struct First<'s>(&'s AtomicBool);
        impl<'i> renames::VisitEntry<'i> for First<'_> {
            type ContentChange = ();
            type SubmoduleStatus = gix::submodule::Status;
            fn visit_entry(&mut self, entry: renames::Entry<'i, (), gix::submodule::Status>) {
                // Only the file's stat data is stale (racy git): the content is the same, and
                // gix's status does not report it either.
                if let renames::Entry::Modification {
                    status: gix::status::plumbing::index_as_worktree::EntryStatus::NeedsUpdate(_),
                    ..
                } = entry
                {
                    return;
                }
                self.0.store(true, Ordering::Relaxed);
            }
        }
        let changed = AtomicBool::new(false);
        let submodules = gix::status::index_worktree::BuiltinSubmoduleStatus::new(
            repo.clone().into_sync(),
            gix::status::Submodule::AsConfigured { check_dirty: true },
        )?;
        // Stopping early may read as an interruption: the change seen is the answer.
        let checked = repo.index_worktree_status(
            &index,
            None::<&str>,
            &mut First(&changed),
            gix::status::plumbing::index_as_worktree::traits::FastEq,
            submodules,
            &mut gix::progress::Discard,
            &changed,
            gix::status::index_worktree::Options {
                thread_limit: Some(1),
                ..Default::default()
            },
        );
        if changed.load(Ordering::Relaxed) {
            return Ok(true);
        }
        checked.map(|_| false)
    }

    /// `at=`: HEAD's id abbreviated to 9 hex digits, `+dirty` when the work tree or index
    /// differs from HEAD: as `dirty` says when the caller already knows, else by a status
    /// walk. `None` without a commit.
    pub fn at(&self, dirty: Dirty) -> Option<String> {
        let id = self.repo.head_id().ok()?;
        let mut at = id.to_hex_with_len(9).to_string();
        let differs = match dirty {
            Dirty::Known => true,
            Dirty::Check => self.is_dirty().unwrap_or(false),
        };
        if differs {
            at.push_str("+dirty");
        }
        Some(at)
    }
}

/// What the caller of [`Repo::at`] knows of the work tree against HEAD.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dirty {
    /// A file of the work tree was read and differs from HEAD's.
    Known,
    /// Nothing: git's status is asked.
    Check,
}

/// Files of the work tree under `root`: tracked and untracked files that no ignore rule hides,
/// `.git` skipped, symlinks not followed. Paths are repository-relative with `/` separators.
/// `keep` filters by relative path before any file is read. Runs on `threads` threads.
pub fn work_tree_files(
    root: &Path,
    threads: usize,
    keep: &(dyn Fn(&str) -> bool + Sync),
) -> Vec<String> {
    work_tree_listing(root, threads, keep).0
}

/// [`work_tree_files`], plus the files whose path is not UTF-8 (shown lossily): they cannot be
/// named in a report, so they are listed as not searched rather than dropped.
pub fn work_tree_listing(
    root: &Path,
    threads: usize,
    keep: &(dyn Fn(&str) -> bool + Sync),
) -> (Vec<String>, Vec<String>) {
    walk(root, threads, keep, None)
}

/// What a walk met besides the files: every directory it entered (the root included), and
/// whether anything could not be read (for a listing kept with what it depends on, [`listed`]).
#[derive(Default)]
struct Walked {
    dirs: Vec<PathBuf>,
    failed: bool,
}

/// [`work_tree_listing`], also noting into `met` what the listing depends on.
fn walk(
    root: &Path,
    threads: usize,
    keep: &(dyn Fn(&str) -> bool + Sync),
    met: Option<&std::sync::Mutex<Walked>>,
) -> (Vec<String>, Vec<String>) {
    let files = std::sync::Mutex::new(Vec::new());
    let odd = std::sync::Mutex::new(Vec::new());
    let mut builder = ignore::WalkBuilder::new(root);
    builder
        .hidden(false)
        .parents(false)
        .require_git(false)
        .follow_links(false)
        .threads(threads.max(1))
        .filter_entry(|e| e.file_name() != ".git");
    // The global ignore file: with no configuration naming one, the default one is added as
    // an explicit ignore file, which matches as the global one would (both below every other
    // source, built from the current directory; no other explicit file is added), without
    // `ignore` building its configuration regex.
    if let GlobalIgnore::Default(path) = global_ignore() {
        builder.git_global(false);
        if let Some(p) = path.filter(|p| p.is_file()) {
            builder.add_ignore(p);
        }
    }
    let walker = builder.build_parallel();
    walker.run(|| {
        let files = &files;
        let odd = &odd;
        Box::new(move |entry| {
            if let Some(met) = met {
                match &entry {
                    Ok(e) if e.file_type().is_some_and(|t| t.is_dir()) => {
                        if let Ok(mut m) = met.lock() {
                            m.dirs.push(e.path().to_path_buf());
                        }
                    }
                    Ok(_) => {}
                    Err(_) => {
                        if let Ok(mut m) = met.lock() {
                            m.failed = true;
                        }
                    }
                }
            }
            if let Ok(entry) = entry {
                if entry.file_type().is_some_and(|t| t.is_file()) {
                    match relative(root, entry.path()) {
                        Some(rel) => {
                            if keep(&rel) {
                                if let Ok(mut v) = files.lock() {
                                    v.push(rel);
                                }
                            }
                        }
                        None => {
                            let shown = entry
                                .path()
                                .strip_prefix(root)
                                .unwrap_or(entry.path())
                                .to_string_lossy()
                                .into_owned();
                            if keep(&shown) {
                                if let Ok(mut v) = odd.lock() {
                                    v.push(shown);
                                }
                            }
                        }
                    }
                }
            }
            ignore::WalkState::Continue
        })
    });
    let mut files = files.into_inner().unwrap_or_default();
    files.sort_unstable();
    let mut odd = odd.into_inner().unwrap_or_default();
    odd.sort_unstable();
    (files, odd)
}

/// Where git's global ignore file is, as far as the walker is concerned.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum GlobalIgnore {
    /// A git configuration file sets `core.excludesFile` (or may: it mentions the key):
    /// `ignore` reads which ([`ignore::gitignore::gitconfig_excludes_path`]).
    Configured,
    /// None does: the default, `$XDG_CONFIG_HOME/git/ignore` (or `~/.config/git/ignore`),
    /// when either is known.
    Default(Option<PathBuf>),
}

impl GlobalIgnore {
    /// The path of the global ignore file (which may not exist).
    pub(crate) fn path(&self) -> Option<PathBuf> {
        match self {
            GlobalIgnore::Configured => ignore::gitignore::gitconfig_excludes_path(),
            GlobalIgnore::Default(p) => p.clone(),
        }
    }
}

/// [`GlobalIgnore`] of this process's environment: the configuration files `ignore` reads
/// for `core.excludesFile` (`$GIT_CONFIG_GLOBAL`, `~/.gitconfig`, the XDG one, the system
/// one), read as it does. `ignore` finds the key with a regex whose set-up costs more than
/// the rest of a small measure's walk; it can only match a text holding the key's name, so
/// a regex is asked only of such a text.
pub(crate) fn global_ignore() -> GlobalIgnore {
    let (configs, xdg) = git_config_files();
    let texts = configs.iter().filter_map(|p| std::fs::read(p).ok());
    global_ignore_given(texts, xdg)
}

/// The git configuration files that may set `core.excludesFile`, in the `ignore` crate's
/// order (`$GIT_CONFIG_GLOBAL`, `~/.gitconfig`, the XDG one, the system one), and the XDG
/// configuration directory (`$XDG_CONFIG_HOME`, else `~/.config`).
pub(crate) fn git_config_files() -> (Vec<PathBuf>, Option<PathBuf>) {
    let var = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    #[allow(deprecated)]
    let home = std::env::home_dir();
    let xdg = var("XDG_CONFIG_HOME").or_else(|| home.as_ref().map(|h| h.join(".config")));
    let configs = [
        var("GIT_CONFIG_GLOBAL"),
        home.map(|h| h.join(".gitconfig")),
        xdg.as_ref().map(|x| x.join("git").join("config")),
        Some(var("GIT_CONFIG_SYSTEM").unwrap_or_else(|| PathBuf::from("/etc/gitconfig"))),
    ];
    (configs.into_iter().flatten().collect(), xdg)
}

/// [`global_ignore`] given the configuration files' texts and the XDG configuration
/// directory.
fn global_ignore_given(
    mut configs: impl Iterator<Item = Vec<u8>>,
    xdg: Option<PathBuf>,
) -> GlobalIgnore {
    if configs.any(|t| mentions_excludes_file(&t)) {
        return GlobalIgnore::Configured;
    }
    GlobalIgnore::Default(xdg.map(|x| x.join("git/ignore")))
}

/// Whether a git configuration text holds `excludesfile` in any case: `ignore`'s regex
/// (`(?im-u)^\s*excludesfile\s*=…`) matches no text without it.
fn mentions_excludes_file(text: &[u8]) -> bool {
    const KEY: &[u8] = b"excludesfile";
    text.windows(KEY.len()).any(|w| w.eq_ignore_ascii_case(KEY))
}

/// `path` relative to `root`, `/`-separated; `None` when it is outside or not UTF-8.
pub fn relative(root: &Path, path: &Path) -> Option<String> {
    // The walker's paths are the root joined with clean names: cut the root off the bytes
    // (a tenth of the cost at 50,000 files) unless the rest needs cleaning.
    {
        use std::os::unix::ffi::OsStrExt;
        let (r, p) = (root.as_os_str().as_bytes(), path.as_os_str().as_bytes());
        let r = r.strip_suffix(b"/").unwrap_or(r);
        if let Some(rest) = p.strip_prefix(r).and_then(|x| x.strip_prefix(b"/")) {
            // No empty or `.` component: no `//`, `/./`, nor a `.` or empty first or last one.
            let clean = !rest.is_empty()
                && rest
                    .split(|b| *b == b'/')
                    .all(|c| !c.is_empty() && c != b".");
            if clean && !r.is_empty() {
                return std::str::from_utf8(rest).ok().map(str::to_string);
            }
        }
    }
    let rel = path.strip_prefix(root).ok()?;
    let mut out = String::new();
    for part in rel.components() {
        let s = part.as_os_str().to_str()?;
        if !out.is_empty() {
            out.push('/');
        }
        out.push_str(s);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::{global_ignore_given, mentions_excludes_file, relative, GlobalIgnore};
    use std::path::{Path, PathBuf};

    #[test]
    fn the_global_ignore_regex_is_left_to_a_configuration_naming_the_key() {
        assert!(mentions_excludes_file(b"[core]\n\texcludesFile = ~/.gi\n"));
        assert!(mentions_excludes_file(b"[CORE]\nEXCLUDESFILE=/x"));
        assert!(!mentions_excludes_file(
            b"[user]\n\tname = a\n\temail = b\n"
        ));
        assert!(!mentions_excludes_file(b"[core]\n\texcludeFile = /x\n"));
        let texts = |v: &[&[u8]]| v.iter().map(|t| t.to_vec()).collect::<Vec<_>>().into_iter();
        let xdg = Some(PathBuf::from("/x/cfg"));
        assert_eq!(
            global_ignore_given(texts(&[b"[user]\nname = a\n"]), xdg.clone()),
            GlobalIgnore::Default(Some(PathBuf::from("/x/cfg/git/ignore")))
        );
        assert_eq!(
            global_ignore_given(texts(&[b"[user]\n", b"[core]\nexcludesfile = /e\n"]), xdg),
            GlobalIgnore::Configured
        );
        assert_eq!(
            global_ignore_given(texts(&[]), None),
            GlobalIgnore::Default(None)
        );
    }

    #[test]
    fn relative_paths_are_clean_either_way() {
        let root = Path::new("/r/repo");
        for (p, want) in [
            ("/r/repo/src/a.rs", Some("src/a.rs")),
            ("/r/repo/./src//a.rs", Some("src/a.rs")),
            ("/r/repo/src/./a.rs", Some("src/a.rs")),
            ("/r/repo/src/", Some("src")),
            ("/r/repo", Some("")),
            ("/r/repository/a.rs", None),
            ("/r/other/a.rs", None),
        ] {
            assert_eq!(relative(root, Path::new(p)).as_deref(), want, "{p}");
        }
        assert_eq!(
            relative(Path::new("/r/repo/"), Path::new("/r/repo/a.rs")).as_deref(),
            Some("a.rs")
        );
    }
}
