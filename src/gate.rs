//! The pre-command moment (SPEC §7, §8): before `git commit`, `git push` or `git merge` runs,
//! re-measure every open finding of the repository it acts on, close what is fixed, find the
//! definitions whose parameter lists the command would record changed (from git itself, however
//! the change was made), measure each on the tree the command records, and — in deny mode —
//! hold the command while one of them leaves a caller behind.

use crate::engine::{Report, Selector, Status};
use crate::findings::{self, Candidate, CoreError, Said, Workspace};
use crate::git::tree::OverlayBase;
use crate::git::{diff, ObjectId, RepoError, TreeSpec, TreeView};
use crate::lang::Lang;
use crate::messages;
use crate::state::{unix_now, Finding, FindingId, Mode};

/// One step of a command line, in order: what git will record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// `git commit`: the index, plus what `-a`/`--all`, `--include`/`--only` and pathspecs put
    /// in the commit, plus what earlier [`Action::Stage`] steps of the same command line did.
    Commit(CommitScope),
    /// `git push`: every pushed range.
    Push(PushFrom),
    /// `git merge`: the merge result.
    Merge(MergeFrom),
    /// `git add`/`stage`/`rm`/`mv` earlier in the same command line: changes the index the
    /// commits after it record. Holds nothing itself.
    Stage(Staged),
    /// A command the guard cannot see through: gated on every standing finding.
    Opaque,
}

/// What an earlier `git add`/`rm`/`mv` does to the index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Staged {
    /// `git add`/`stage`: the work-tree content of the matching files (`all`: `-A`/`-u`
    /// with no pathspec, every file).
    Add {
        dir: String,
        pathspecs: Vec<String>,
        all: bool,
    },
    /// `git rm`: the matching files leave the index.
    Rm { dir: String, pathspecs: Vec<String> },
    /// `git mv <src>… <dst>`: each source's content moves to its new path.
    Mv { dir: String, args: Vec<String> },
}

impl Staged {
    /// Read a `git add`/`stage`/`rm`/`mv` command's words (after the verb), run in `dir`
    /// (repository-relative, `""` at the root).
    pub fn from_args(verb: &str, dir: &str, args: &[String]) -> Staged {
        let mut specs = Vec::new();
        let mut all = false;
        let mut after = false;
        let mut i = 0;
        while i < args.len() {
            let a = args[i].as_str();
            if after || !a.starts_with('-') || a == "-" {
                specs.push(a.to_string());
            } else if a == "--" {
                after = true;
            } else if matches!(
                a,
                "-A" | "--all" | "-u" | "--update" | "--no-ignore-removal"
            ) {
                all = true;
            } else if matches!(a, "--chmod" | "--pathspec-from-file") {
                i += 1;
            }
            i += 1;
        }
        let dir = dir.to_string();
        match verb {
            "rm" => Staged::Rm {
                dir,
                pathspecs: specs,
            },
            "mv" => Staged::Mv { dir, args: specs },
            _ => Staged::Add {
                dir,
                pathspecs: specs,
                all,
            },
        }
    }
}

/// Where a push's ranges come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PushFrom {
    /// The command's words after `push` (`origin main`, `-u origin HEAD:topic`, none).
    Args(Vec<String>),
    /// The pre-push hook's standard input: `<local ref> <local sha> <remote ref> <remote sha>`
    /// per line, and the remote's name (the hook's first argument).
    Refs {
        remote: Option<String>,
        lines: Vec<String>,
    },
}

/// Where a merge's result comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MergeFrom {
    /// The command's words after `merge`: the result is computed with `git merge-tree`.
    Args(Vec<String>),
    /// Inside pre-merge-commit: git has written the result to the index.
    Index,
}

impl Action {
    pub fn verb(&self) -> &'static str {
        match self {
            Action::Commit(_) | Action::Stage(_) => "commit",
            Action::Push(_) | Action::Opaque => "push",
            Action::Merge(_) => "merge",
        }
    }
}

pub use crate::guard::git::CommitScope;

/// The gate's decision.
#[derive(Debug, Default)]
pub struct Verdict {
    /// Deny mode holds the command.
    pub hold: bool,
    /// The model's deny reason when held.
    pub deny_reason: Option<String>,
    /// Lines for the person (closing lines, what the command would record, the gate's line,
    /// failures); notes for the model (a signature found changed that leaves a caller behind).
    pub said: Said,
    /// Signatures the command records that leave a caller behind.
    pub standing: usize,
}

/// What one step records: its trees with what they change, or that it cannot be told.
enum Plan {
    Trees(Vec<(Recorded, Result<Vec<String>, RepoError>)>),
    Unknown,
}

/// One tree a command records, and the commit it is compared with.
struct Recorded {
    now: TreeView,
    was: Option<ObjectId>,
}

/// Run the pre-command moment for the steps of one command line in `ws`.
pub fn run(ws: &Workspace, steps: &[Action]) -> Result<Verdict, CoreError> {
    let mut said = Said::default();
    if let Some(e) = &ws.config_error {
        // Nothing is measured with a configuration nobody wrote: the last answers stand.
        said.person.push(format!(
            "contract-watch: {e}; the check was skipped, the findings keep their last answers (fix the file and it runs again)"
        ));
    }
    // What each step records, and what that changes: first, so the findings in those files are
    // measured once, on the tree the command records, not also on the work tree.
    // The mode first (the lines below depend on it); reading it may set a malformed finding
    // record aside, which is said here.
    let mode = {
        let read = ws.store.mode()?;
        said.person.extend(read.warnings);
        read.value
    };
    let mut plans: Vec<(&'static str, Plan)> = Vec::new();
    let mut staged: Vec<Staged> = Vec::new();
    let mut opaque = false;
    let mut last_commit_scope: Option<CommitScope> = None;
    for step in steps {
        let recorded = match step {
            Action::Stage(s) => {
                staged.push(s.clone());
                continue;
            }
            Action::Opaque => {
                opaque = true;
                None
            }
            Action::Commit(scope) => {
                last_commit_scope = Some(scope.clone());
                commit_tree(ws, scope, &staged).map(|t| t.map(|t| vec![t]))
            }
            Action::Push(from) => push_ranges(ws, from),
            Action::Merge(from) => merge_tree(ws, from),
        };
        let plan = match recorded {
            Some(Ok(trees)) => Plan::Trees(
                trees
                    .into_iter()
                    .map(|t| {
                        let changed = diff::changed_paths(ws.repo(), &t.now, t.was);
                        (t, changed)
                    })
                    .collect(),
            ),
            Some(Err(why)) => {
                said.person.push(messages::record_unknown(
                    step.verb(),
                    &why.to_string(),
                    mode,
                ));
                Plan::Unknown
            }
            None => Plan::Unknown,
        };
        plans.push((step.verb(), plan));
    }
    // Every path the command's trees change.
    let recorded_paths: Vec<String> = plans
        .iter()
        .flat_map(|(_, p)| match p {
            Plan::Trees(ts) => ts
                .iter()
                .filter_map(|(_, c)| c.as_ref().ok())
                .flatten()
                .cloned()
                .collect::<Vec<_>>(),
            Plan::Unknown => Vec::new(),
        })
        .collect();
    let in_recorded = |f: &Finding| recorded_paths.contains(&f.file);
    let r = findings::remeasure_except(ws, &in_recorded)?;
    let mut first = r.said;
    first.extend(said);
    let mut said = first;
    // Findings whose last measure shows a mismatching caller.
    let standing_wt: Vec<&Finding> = r.open.iter().filter(|f| f.incompatible > 0).collect();
    let mut holding: Vec<Finding> = Vec::new();
    let mut verb = "commit";
    for (step_verb, plan) in plans {
        let trees = match plan {
            Plan::Trees(t) => t,
            Plan::Unknown => {
                fallback(&mut holding, &standing_wt, &mut verb, step_verb);
                continue;
            }
        };
        for (t, changed) in trees {
            let found = match changed {
                Ok(changed) => measure_recorded(ws, &t, &changed, &r.open, mode)?,
                Err(e) => {
                    said.person.push(messages::record_unknown(
                        step_verb,
                        &format!(
                            "{} could not be compared with its base: {e}",
                            t.now.describe()
                        ),
                        mode,
                    ));
                    Found {
                        said: Said::default(),
                        holding: standing_wt.iter().map(|f| (*f).clone()).collect(),
                    }
                }
            };
            said.person.extend(found.said.person);
            said.model.extend(found.said.model);
            if !found.holding.is_empty() && holding.is_empty() {
                verb = step_verb;
            }
            for f in found.holding {
                if !holding.iter().any(|h| h.id == f.id) {
                    holding.push(f);
                }
            }
        }
    }
    let mut v = Verdict {
        standing: holding.len(),
        ..Default::default()
    };
    if holding.is_empty() {
        if mode == Mode::Deny && !standing_wt.is_empty() && last_commit_scope.is_some() && !opaque {
            // The findings the command's trees measured afresh are not counted again.
            let elsewhere = standing_wt.iter().filter(|f| !in_recorded(f)).count();
            if elsewhere > 0 {
                said.person.push(messages::commit_allowed_line(elsewhere));
            }
        }
        v.said = said;
        return Ok(v);
    }
    if mode != Mode::Deny {
        v.said = said;
        return Ok(v);
    }
    v.hold = true;
    for f in holding.iter().filter(|f| f.last_error.is_some()) {
        said.person
            .push(messages::kept_last_answer(&f.name, f.incompatible));
    }
    let refs: Vec<&Finding> = holding.iter().collect();
    let mut reason = messages::deny_reason(verb, &refs, ws.config.caller_cap);
    let mut line = reason.clone();
    if opaque && verb == "push" {
        // The guard cannot see what the command runs; say so instead of naming a verb.
        let what = "a command that may run git commit, push or merge stopped";
        reason = reason.replacen("git push stopped", what, 1);
        line = line.replacen("git push stopped", what, 1);
    }
    v.deny_reason = Some(reason);
    said.person.push(line);
    v.said = said;
    Ok(v)
}

/// When what a command records cannot be told: every standing finding holds it (with a
/// known mismatch; a failed re-measure keeps its last answer).
fn fallback(
    holding: &mut Vec<Finding>,
    standing: &[&Finding],
    verb: &mut &'static str,
    v: &'static str,
) {
    if holding.is_empty() && !standing.is_empty() {
        *verb = v;
    }
    for f in standing {
        if !holding.iter().any(|h| h.id == f.id) {
            holding.push((*f).clone());
        }
    }
}

/// What measuring one recorded tree found.
struct Found {
    said: Said,
    /// Findings (fresh from this tree, or kept from their last answer when the measure failed)
    /// that leave a caller behind in it.
    holding: Vec<Finding>,
}

/// Find the definitions whose parameter lists differ between `t.was` and `t.now`, and the
/// open findings whose file the tree changes; measure them all on `t.now` in one pass.
fn measure_recorded(
    ws: &Workspace,
    t: &Recorded,
    changed: &[String],
    open: &[Finding],
    mode: Mode,
) -> Result<Found, CoreError> {
    let mut said = Said::default();
    let mut candidates: Vec<Candidate> = Vec::new();
    let was_hex = t.was.map(|w| w.to_string());
    for rel in changed {
        let Some(lang) = Lang::from_path(std::path::Path::new(rel)) else {
            continue;
        };
        let Some(new) = t.now.read_raw(rel) else {
            continue;
        };
        let Some(old) = ws.repo().blob_at(was_hex.as_deref(), rel)? else {
            continue;
        };
        for (name, owner) in findings::changed_definitions(lang, rel, &old, &new) {
            let c = Candidate {
                file: rel.clone(),
                name,
                owner,
            };
            if !candidates.contains(&c) {
                candidates.push(c);
            }
        }
    }
    // Open findings in the files this tree changes are measured on it too.
    let mut from_open: Vec<&Finding> = Vec::new();
    for f in open.iter().filter(|f| changed.contains(&f.file)) {
        let known = candidates.iter().any(|c| {
            let id = FindingId::new(&c.file, c.owner.as_deref(), &c.name);
            f.id == id || f.id == id.plain()
        });
        if !known {
            from_open.push(f);
        }
    }
    if candidates.is_empty() && from_open.is_empty() {
        return Ok(Found {
            said,
            holding: Vec::new(),
        });
    }
    let mut measured = ws.measure_candidates(&t.now, t.was, &candidates);
    let ids: Vec<String> = from_open.iter().map(|f| f.id.to_string()).collect();
    let sites = from_open.iter().map(|f| f.site());
    measured.extend(sites.zip(ws.measure_on(&t.now, t.was, &ids)));
    // A failed measure keeps the last answer of the finding it belongs to (SPEC §8).
    let mut holding = Vec::new();
    let mut fine: Vec<(Selector, Result<Report, crate::engine::EngineError>)> = Vec::new();
    for (sel, r) in measured {
        match r {
            Ok(rep) => fine.push((sel, Ok(rep))),
            Err(e) => {
                let spelled = sel.to_string();
                let prev = open.iter().find(|f| {
                    FindingId::of_site(&sel).as_ref() == Some(&f.id)
                        || (sel.file.as_ref() == Some(&f.file) && f.name == sel.name)
                });
                match prev {
                    Some(f) if f.incompatible > 0 => {
                        said.person.push(messages::not_measured_on(
                            &spelled,
                            &t.now.describe(),
                            &e.to_string(),
                        ));
                        let mut kept = f.clone();
                        kept.last_error = Some(e.to_string());
                        holding.push(kept);
                    }
                    _ => said.person.push(messages::not_measured_on(
                        &spelled,
                        &t.now.describe(),
                        &e.to_string(),
                    )),
                }
            }
        }
    }
    // Open findings the recorded tree shows fixed close now, as a re-measure would.
    let fixed: Vec<(FindingId, Report)> = fine
        .iter()
        .filter_map(|(sel, r)| {
            let rep = r.as_ref().ok()?;
            let f = open.iter().find(|f| {
                FindingId::of_site(sel).as_ref() == Some(&f.id)
                    || f.id == FindingId::of(rep)
                    || (f.file == rep.path && f.name == rep.sym)
            })?;
            Some((f.id.clone(), rep.clone()))
        })
        .collect();
    if !fixed.is_empty() {
        said.extend(findings::close_fixed(ws, &fixed)?);
    }
    let now_s = unix_now();
    for (_, r) in &fine {
        if let Ok(rep) = r {
            if rep.status == Status::ContractChange && rep.incompatible_count() > 0 {
                let mut f = Finding::from_report(&ws.root, &rep.path, rep, now_s);
                f.id = FindingId::of(rep);
                holding.push(f);
            }
        }
    }
    // What leaves a caller behind becomes a finding, told as after an edit.
    let mismatching: Vec<(Selector, Result<Report, crate::engine::EngineError>)> = fine
        .into_iter()
        .filter(|(_, r)| {
            r.as_ref().is_ok_and(|rep| {
                rep.status == Status::ContractChange && rep.incompatible_count() > 0
            })
        })
        .collect();
    if !mismatching.is_empty() {
        let (s, _) = findings::apply(
            ws,
            mismatching,
            findings::Moment::AtGate {
                stopping: mode == Mode::Deny,
            },
        )?;
        said.person.extend(s.person);
        said.model.extend(s.model);
    }
    Ok(Found { said, holding })
}

/// The tree a commit will record: the index, with what `-a`, pathspecs and earlier
/// `git add`/`rm`/`mv` steps put in it.
fn commit_tree(
    ws: &Workspace,
    scope: &CommitScope,
    staged: &[Staged],
) -> Option<Result<Recorded, RepoError>> {
    let repo = ws.repo();
    let mut paths: Vec<String> = Vec::new();
    let mut removed: Vec<String> = Vec::new();
    let mut moved: Vec<(String, String)> = Vec::new();
    let mut base = OverlayBase::Index;
    let wt = ws.worktree();
    let index = TreeView::new(repo, TreeSpec::Index);
    let expand =
        |dir: &str, specs: &[String], views: &[&TreeView]| -> Result<Vec<String>, RepoError> {
            let mut out = Vec::new();
            for v in views {
                let (files, _) = v.files()?;
                out.extend(
                    files
                        .iter()
                        .filter(|f| specs.iter().any(|s| pathspec_matches(dir, s, f)))
                        .map(str::to_string),
                );
            }
            out.sort();
            out.dedup();
            Ok(out)
        };
    for s in staged {
        match s {
            Staged::Add {
                dir,
                pathspecs,
                all,
            } => {
                let specs = if pathspecs.is_empty() && *all {
                    vec![":/".to_string()]
                } else {
                    pathspecs.clone()
                };
                // Deleted tracked files match through the index. Only what differs from the
                // index (or is new) changes anything: the rest is left as the index has it.
                match expand(dir, &specs, &[wt, &index]) {
                    Ok(mut v) => {
                        let dirty: std::collections::HashSet<String> = match repo.changed_files() {
                            Ok(c) => c.into_iter().collect(),
                            Err(e) => return Some(Err(e)),
                        };
                        v.retain(|p| dirty.contains(p) || !index.exists(p) || !wt.exists(p));
                        removed.retain(|r| !v.contains(r));
                        paths.extend(v);
                    }
                    Err(e) => return Some(Err(e)),
                }
            }
            Staged::Rm { dir, pathspecs } => match expand(dir, pathspecs, &[&index]) {
                Ok(v) => {
                    paths.retain(|p| !v.contains(p));
                    removed.extend(v);
                }
                Err(e) => return Some(Err(e)),
            },
            Staged::Mv { dir, args } => {
                if let Some((dst, srcs)) = args.split_last() {
                    let dst = join_rel(dir, dst);
                    for src in srcs {
                        let src = join_rel(dir, src);
                        let to = if srcs.len() > 1 || wt.root().join(&dst).is_dir() {
                            let name = src.rsplit('/').next().unwrap_or(&src);
                            join_rel(&dst, name)
                        } else {
                            dst.clone()
                        };
                        removed.push(src.clone());
                        moved.push((src, to));
                    }
                }
            }
        }
    }
    if scope.all {
        match repo.changed_files() {
            Ok(v) => paths.extend(v),
            Err(e) => return Some(Err(e)),
        }
        // Tracked files deleted from the work tree leave the commit too.
        if let Ok((files, _)) = index.files() {
            paths.extend(
                files
                    .iter()
                    .filter(|f| !wt.root().join(f).exists())
                    .map(str::to_string),
            );
        }
    }
    if !scope.pathspecs.is_empty() {
        let tracked = expand("", &scope.pathspecs, &[&index]);
        let in_wt = expand("", &scope.pathspecs, &[wt]);
        match (tracked, in_wt) {
            (Ok(mut a), Ok(b)) => {
                if !scope.include {
                    // `--only` (the default with pathspecs): HEAD plus these files.
                    base = OverlayBase::Head;
                    paths.clear();
                    removed.clear();
                    moved.clear();
                }
                a.extend(b);
                paths.extend(a);
            }
            (Err(e), _) | (_, Err(e)) => return Some(Err(e)),
        }
    }
    paths.sort();
    paths.dedup();
    let spec = if paths.is_empty() && removed.is_empty() && moved.is_empty() {
        TreeSpec::Index
    } else {
        TreeSpec::Overlay {
            base,
            paths,
            removed,
            moved,
        }
    };
    Some(Ok(Recorded {
        now: TreeView::new(repo, spec),
        was: repo.head_oid(),
    }))
}

/// `rel` joined to the repository-relative directory `dir`, `.`/`..` resolved.
fn join_rel(dir: &str, rel: &str) -> String {
    let mut parts: Vec<&str> = if rel.starts_with(":/") || dir.is_empty() {
        Vec::new()
    } else {
        dir.split('/').collect()
    };
    let rel = rel.strip_prefix(":/").unwrap_or(rel);
    for p in rel.split('/') {
        match p {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            p => parts.push(p),
        }
    }
    parts.join("/")
}

/// Whether a git pathspec given in `dir` matches the repository-relative `path`: the path
/// itself, a directory above it, or a glob (`*.go`, `src/**`).
pub fn pathspec_matches(dir: &str, spec: &str, path: &str) -> bool {
    let full = join_rel(dir, spec);
    if full.is_empty() {
        return true;
    }
    if path == full || path.starts_with(&format!("{full}/")) {
        return true;
    }
    if full.contains(['*', '?', '[']) {
        use gix::glob::wildmatch::Mode;
        return gix::glob::wildmatch(full.as_str().into(), path.into(), Mode::empty());
    }
    false
}

/// The ranges a push sends: `(local tip, what the remote has)` each. `None` when they cannot
/// be told (no remote-tracking ref, a remote given as a URL).
fn push_ranges(ws: &Workspace, from: &PushFrom) -> Option<Result<Vec<Recorded>, RepoError>> {
    let repo = ws.repo();
    let mut pairs: Vec<(ObjectId, Option<ObjectId>, String)> = Vec::new();
    let remote_of = |r: Option<&str>| -> String {
        r.map(str::to_string)
            .or_else(|| {
                let b = repo.current_branch()?;
                repo.config_string(&format!("branch.{b}.pushRemote"))
                    .or_else(|| repo.config_string("remote.pushDefault"))
                    .or_else(|| repo.config_string(&format!("branch.{b}.remote")))
            })
            .unwrap_or_else(|| "origin".to_string())
    };
    let zero = |s: &str| s.bytes().all(|b| b == b'0');
    match from {
        PushFrom::Refs { remote, lines } => {
            let remote = remote_of(remote.as_deref());
            for l in lines {
                let w: Vec<&str> = l.split_whitespace().collect();
                let [_, local, remote_ref, remote_sha] = w[..] else {
                    continue;
                };
                if zero(local) {
                    continue; // a delete sends no commits
                }
                let Ok(local) = ObjectId::from_hex(local.as_bytes()) else {
                    continue;
                };
                let remote_sha = if zero(remote_sha) {
                    None
                } else {
                    ObjectId::from_hex(remote_sha.as_bytes()).ok()
                };
                pairs.push((local, remote_sha, format!("{remote}\n{remote_ref}")));
            }
        }
        PushFrom::Args(args) => {
            let mut pos: Vec<&str> = Vec::new();
            let mut all = false;
            let mut i = 0;
            while i < args.len() {
                let a = args[i].as_str();
                match a {
                    "-d" | "--delete" => return Some(Ok(Vec::new())),
                    // Every branch (or tag) goes: what that records is not worked out here.
                    "--all" | "--branches" | "--mirror" | "--tags" => all = true,
                    "--repo" | "-o" | "--push-option" | "--receive-pack" | "--exec" => i += 1,
                    _ if a.starts_with('-') => {}
                    _ => pos.push(a),
                }
                i += 1;
            }
            if all {
                return None;
            }
            let remote = remote_of(pos.first().copied());
            let refspecs: Vec<String> = if pos.len() > 1 {
                pos[1..].iter().map(|s| s.to_string()).collect()
            } else {
                let b = repo.current_branch()?;
                let dst = repo
                    .config_string(&format!("branch.{b}.merge"))
                    .map(|m| m.trim_start_matches("refs/heads/").to_string())
                    .unwrap_or_else(|| b.clone());
                vec![format!("{b}:{dst}")]
            };
            for spec in refspecs {
                let spec = spec.trim_start_matches('+');
                let (src, dst) = match spec.split_once(':') {
                    Some((s, d)) => (s.to_string(), d.to_string()),
                    None => (spec.to_string(), spec.to_string()),
                };
                if src.is_empty() {
                    continue; // `:branch` deletes
                }
                let dst = if dst == "HEAD" || dst.is_empty() {
                    repo.current_branch().unwrap_or(dst)
                } else {
                    dst
                };
                let local = match repo.rev_parse(&src) {
                    Ok(id) => id,
                    Err(e) => return Some(Err(e)),
                };
                let short = dst.trim_start_matches("refs/heads/");
                let remote_sha = repo.ref_commit(&format!("refs/remotes/{remote}/{short}"));
                pairs.push((local, remote_sha, format!("{remote}\nrefs/heads/{short}")));
            }
        }
    }
    let mut out = Vec::new();
    for (local, remote_sha, where_) in pairs {
        let base = match remote_sha {
            Some(r) => r,
            None => {
                // A new branch: measured against its merge-base with the remote's default
                // branch.
                let remote = where_.split('\n').next().unwrap_or("origin");
                let default = repo
                    .ref_commit(&format!("refs/remotes/{remote}/HEAD"))
                    .or_else(|| repo.ref_commit(&format!("refs/remotes/{remote}/main")))
                    .or_else(|| repo.ref_commit(&format!("refs/remotes/{remote}/master")));
                default.and_then(|d| repo.merge_base(local, d))?
            }
        };
        if base == local {
            continue;
        }
        out.push(Recorded {
            now: TreeView::new(repo, TreeSpec::Commit(local)),
            was: Some(base),
        });
    }
    Some(Ok(out))
}

/// The tree a merge records, compared with HEAD.
fn merge_tree(ws: &Workspace, from: &MergeFrom) -> Option<Result<Vec<Recorded>, RepoError>> {
    let repo = ws.repo();
    let head = repo.head_oid();
    match from {
        MergeFrom::Index => Some(Ok(vec![Recorded {
            now: TreeView::new(repo, TreeSpec::Index),
            was: head,
        }])),
        MergeFrom::Args(args) => {
            let mut revs: Vec<&str> = Vec::new();
            let mut i = 0;
            while i < args.len() {
                let a = args[i].as_str();
                match a {
                    "--abort" | "--quit" | "--continue" => return Some(Ok(Vec::new())),
                    "-m" | "-F" | "--file" | "-s" | "--strategy" | "-X" | "--strategy-option"
                    | "--into-name" | "--cleanup" => i += 1,
                    _ if a.starts_with('-') => {}
                    _ => revs.push(a),
                }
                i += 1;
            }
            let theirs = revs.first().copied().unwrap_or("@{upstream}");
            head?;
            Some(repo.merge_tree(theirs).map(|tree| {
                vec![Recorded {
                    now: TreeView::new(repo, TreeSpec::Commit(tree)),
                    was: head,
                }]
            }))
        }
    }
}
