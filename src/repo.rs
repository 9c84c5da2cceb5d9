//! Kept for callers of the old path: the repository now lives in [`crate::git`].

pub use crate::git::{relative, work_tree_files, work_tree_listing, Repo, RepoError};
