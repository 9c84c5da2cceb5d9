//! What differs between a tree a moment measures and a commit: the paths, compared by blob id
//! where both sides are in git's object store (no content read), by status for the work tree.

use std::collections::BTreeMap;

use gix::ObjectId;

use super::tree::{OverlayBase, TreeSpec, TreeView};
use super::{Repo, RepoError};

/// Repository-relative paths whose content differs between `now` and the commit `was`
/// (added, modified or deleted), sorted. `was = None`: no commit yet, every file of `now`.
pub fn changed_paths(
    repo: &Repo,
    now: &TreeView,
    was: Option<ObjectId>,
) -> Result<Vec<String>, RepoError> {
    let head = repo.head_oid();
    let was_entries =
        |id: Option<ObjectId>| -> Result<BTreeMap<String, Option<ObjectId>>, RepoError> {
            match id {
                Some(id) => TreeView::new(repo, TreeSpec::Commit(id)).entries(),
                None => Ok(BTreeMap::new()),
            }
        };
    let mut out: Vec<String> = match now.spec() {
        TreeSpec::WorkTree if was == head => repo.changed_files()?,
        TreeSpec::WorkTree => {
            // Against another commit: every work-tree file whose content differs.
            let old = was_entries(was)?;
            let (files, _) = now.files()?;
            let mut v = Vec::new();
            for f in files {
                let same = match old.get(f) {
                    Some(Some(id)) => now.read_raw(f).is_some_and(|b| blob_id(&b) == Some(*id)),
                    _ => false,
                };
                if !same {
                    v.push(f.to_string());
                }
            }
            v.extend(old.keys().filter(|p| !now.exists(p)).cloned());
            v
        }
        // The index against a commit: the index's cache-tree skips every directory whose tree
        // id git already knows to equal the commit's, so an unrelated one-file change reads
        // one path of trees, not the whole commit.
        TreeSpec::Index => match was.map(|w| index_vs_commit(repo, w)) {
            Some(Ok(Some(v))) => v,
            _ => compare(&was_entries(was)?, &now.entries()?),
        },
        TreeSpec::Commit(_) => compare(&was_entries(was)?, &now.entries()?),
        TreeSpec::Overlay {
            base,
            paths,
            removed,
            moved,
        } => {
            let base_view = match base {
                OverlayBase::Index => TreeView::new(repo, TreeSpec::Index),
                OverlayBase::Head => match head {
                    Some(h) => TreeView::new(repo, TreeSpec::Commit(h)),
                    None => TreeView::new(repo, TreeSpec::Index),
                },
            };
            let old = was_entries(was)?;
            let mut v = if *base == OverlayBase::Head && was == head {
                Vec::new()
            } else {
                compare(&old, &base_view.entries()?)
            };
            // Overlaid work-tree files: changed unless their content is the old blob.
            for p in paths
                .iter()
                .chain(removed.iter())
                .chain(moved.iter().map(|(_, to)| to))
            {
                let same = match (old.get(p), now.read_raw(p)) {
                    (Some(Some(id)), Some(b)) => blob_id(&b) == Some(*id),
                    (None, None) => true,
                    _ => false,
                };
                if same {
                    v.retain(|x| x != p);
                } else {
                    v.push(p.clone());
                }
            }
            v
        }
    };
    out.sort();
    out.dedup();
    Ok(out)
}

/// Paths whose blob differs between two listings.
fn compare(
    old: &BTreeMap<String, Option<ObjectId>>,
    new: &BTreeMap<String, Option<ObjectId>>,
) -> Vec<String> {
    let mut v: Vec<String> = new
        .iter()
        .filter(|(p, id)| old.get(*p) != Some(*id))
        .map(|(p, _)| p.clone())
        .collect();
    v.extend(old.keys().filter(|p| !new.contains_key(*p)).cloned());
    v
}

/// The blob id git would give `bytes`.
pub fn blob_id(bytes: &[u8]) -> Option<ObjectId> {
    gix::objs::compute_hash(gix::hash::Kind::Sha1, gix::object::Kind::Blob, bytes).ok()
}

fn tree_err(e: impl Into<super::Cause>) -> RepoError {
    RepoError::Tree {
        what: "a tree".into(),
        source: e.into(),
    }
}

/// Paths whose blob differs between the index and the commit `was`, pruned by the index's
/// cache-tree extension. `Ok(None)` when the index has no cache-tree (compare in full).
fn index_vs_commit(repo: &Repo, was: ObjectId) -> Result<Option<Vec<String>>, RepoError> {
    let g = repo.gix();
    let Ok(index) = g.open_index() else {
        return Ok(None);
    };
    let Some(cache) = index.tree() else {
        return Ok(None);
    };
    let head = g
        .find_object(was)
        .map_err(tree_err)?
        .peel_to_tree()
        .map_err(tree_err)?
        .id;
    let mut out = Vec::new();
    walk(g, &index, Some(cache), Some(head), "", &mut out)?;
    Ok(Some(out))
}

/// One directory level of [`index_vs_commit`]: `node` is the cache-tree of `prefix` (if the
/// index has one), `head` the commit's tree there (if it has that directory).
fn walk(
    g: &gix::Repository,
    index: &gix::index::File,
    node: Option<&gix::index::extension::Tree>,
    head: Option<ObjectId>,
    prefix: &str,
    out: &mut Vec<String>,
) -> Result<(), RepoError> {
    if let Some(n) = node {
        if n.num_entries.is_some() && Some(n.id) == head {
            return Ok(());
        }
    }
    let join = |name: &str| {
        if prefix.is_empty() {
            name.to_string()
        } else {
            format!("{prefix}/{name}")
        }
    };
    let mut head_files: BTreeMap<String, ObjectId> = BTreeMap::new();
    let mut head_dirs: BTreeMap<String, ObjectId> = BTreeMap::new();
    if let Some(h) = head {
        let tree = g
            .find_object(h)
            .map_err(tree_err)?
            .peel_to_tree()
            .map_err(tree_err)?;
        let decoded = tree.decode().map_err(tree_err)?;
        for e in &decoded.entries {
            let Ok(name) = std::str::from_utf8(e.filename) else {
                continue;
            };
            if e.mode.is_tree() {
                head_dirs.insert(name.to_string(), e.oid.to_owned());
            } else if e.mode.is_blob() || e.mode.is_link() {
                head_files.insert(name.to_string(), e.oid.to_owned());
            }
        }
    }
    let entries = index.entries();
    let range = if prefix.is_empty() {
        0..entries.len()
    } else {
        let p = format!("{prefix}/");
        index
            .prefixed_entries_range(p.as_str().into())
            .unwrap_or(0..0)
    };
    let skip = if prefix.is_empty() {
        0
    } else {
        prefix.len() + 1
    };
    let mut index_dirs: Vec<String> = Vec::new();
    for e in &entries[range] {
        let Ok(path) = std::str::from_utf8(e.path(index)) else {
            continue;
        };
        let Some(rest) = path.get(skip..) else {
            continue;
        };
        match rest.split_once('/') {
            None => {
                if head_files.remove(rest) != Some(e.id) {
                    out.push(path.to_string());
                }
            }
            Some((dir, _)) => {
                if index_dirs.last().map(String::as_str) != Some(dir) {
                    index_dirs.push(dir.to_string());
                }
            }
        }
    }
    out.extend(head_files.into_keys().map(|n| join(&n)));
    index_dirs.sort();
    index_dirs.dedup();
    let mut dirs: Vec<String> = index_dirs;
    dirs.extend(head_dirs.keys().cloned());
    dirs.sort();
    dirs.dedup();
    for d in dirs {
        let child = node.and_then(|n| {
            n.children
                .iter()
                .find(|c| c.name.as_slice() == d.as_bytes())
        });
        let sub = head_dirs.get(&d).copied();
        match child {
            Some(c) => walk(g, index, Some(c), sub, &join(&d), out)?,
            None => walk(g, index, None, sub, &join(&d), out)?,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    fn git(dir: &std::path::Path, args: &[&str]) {
        let ok = Command::new("git")
            .args(args)
            .current_dir(dir)
            .env("GIT_CONFIG_GLOBAL", "/dev/null")
            .env("GIT_AUTHOR_NAME", "T")
            .env("GIT_AUTHOR_EMAIL", "t@example.invalid")
            .env("GIT_COMMITTER_NAME", "T")
            .env("GIT_COMMITTER_EMAIL", "t@example.invalid")
            .status()
            .unwrap()
            .success();
        assert!(ok, "git {args:?}");
    }

    #[test]
    fn the_cache_tree_walk_agrees_with_a_full_comparison() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        git(d, &["init", "-q", "-b", "main"]);
        for (p, c) in [
            ("a.go", "a"),
            ("a/b/c.go", "c"),
            ("a/b/d.go", "d"),
            ("a-b/x.go", "x"),
            ("z/y.go", "y"),
            ("gone/g.go", "g"),
        ] {
            let path = d.join(p);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, c).unwrap();
        }
        git(d, &["add", "-A"]);
        git(d, &["commit", "-q", "-m", "base"]);
        std::fs::write(d.join("a/b/c.go"), "c2").unwrap();
        std::fs::write(d.join("a/new.go"), "n").unwrap();
        std::fs::write(d.join("z/y.go"), "y2").unwrap();
        git(d, &["add", "a"]);
        git(d, &["rm", "-q", "-r", "gone"]);
        let repo = Repo::discover(d).unwrap().unwrap();
        let head = repo.head_oid().unwrap();
        let fast = index_vs_commit(&repo, head).unwrap().expect("a cache-tree");
        let full = compare(
            &TreeView::new(&repo, TreeSpec::Commit(head))
                .entries()
                .unwrap(),
            &TreeView::new(&repo, TreeSpec::Index).entries().unwrap(),
        );
        let (mut fast, mut full) = (fast, full);
        fast.sort();
        full.sort();
        assert_eq!(fast, full);
        assert_eq!(fast, ["a/b/c.go", "a/new.go", "gone/g.go"]);
    }
}
