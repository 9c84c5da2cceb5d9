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
                    v.push(f.clone());
                }
            }
            v.extend(old.keys().filter(|p| !now.exists(p)).cloned());
            v
        }
        TreeSpec::Index | TreeSpec::Commit(_) => compare(&was_entries(was)?, &now.entries()?),
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
