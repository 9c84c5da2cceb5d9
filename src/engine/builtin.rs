//! The builtin engine: ripwire's `--edit-check` question answered in-process with tree-sitter.
//!
//! 1. Select the definition site (same file, same scope, same name) now, and the same site in
//!    HEAD's blob of that file; compare the max parameter count and the number of definitions.
//! 2. Find call sites by name: list the work tree's files of the target's language family,
//!    keep those that contain the name as a literal (memchr), parse only those, and let the
//!    language module give each matching call a binding verdict.
//! 3. Name each call by the definition it sits in; flag a caller incompatible when a reliably
//!    counted call is accepted by no folded definition.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use memchr::memmem;

use super::{
    precision, Binding, Caller, Change, DefRow, EngineError, EngineKind, Excluded, Options,
    Refusal, Report, Selector, Status,
};
use crate::git::tree::{blob_id, looks_binary, Loaded, Skipped, TreeSpec, TreeView};
use crate::git::{Dirty, ObjectId, Repo};
use crate::index::answers::{self, Fact, PlanTarget};
use crate::index::{self, tokens, Known};
use crate::lang::{Binds, Def, DefKind, Family, Lang, ParseError, RepoCtx, SourceFile, Target};

/// A caller's own definition as the engine saw it: what `explain` serves without parsing again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CallerDef {
    pub path: String,
    pub line: usize,
    pub name: String,
    /// The definition's header (`None` for calls at a file's top level).
    pub signature: Option<String>,
    /// Its full text, exactly its own span (`None` at the top level).
    pub body: Option<String>,
    /// Each call line's source text, trimmed.
    pub call_texts: Vec<(usize, String)>,
}

pub use crate::git::tree::MAX_FILE_BYTES;

/// Whether this process ends soon after its answer (see [`one_shot_process`]).
static ONE_SHOT: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Declare this process one-shot: it prints an answer and exits (every `contract-watch`
/// command but `index` and `sidebar`). A measurement's parse cache ([`RepoCtx`]: every candidate file's text
/// and tree-sitter tree) is then left to the operating system at exit instead of being freed
/// node by node: freeing it costs 4-12 M instructions per measure (3% of a Go measure) for
/// memory the process returns a moment later anyway. Only the program's own `main` calls this;
/// a library user, a test binary and the index builder keep the default, where every
/// measurement frees what it parsed.
pub fn one_shot_process() {
    ONE_SHOT.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// Free `ctx` now, or leave it to the process's exit when the process is one-shot.
fn release(ctx: RepoCtx) {
    if ONE_SHOT.load(std::sync::atomic::Ordering::Relaxed) {
        // Deliberately leaked: the process exits right after this answer (see above).
        std::mem::forget(ctx);
    } else {
        drop(ctx);
    }
}

/// The tree a measure reads by default: the work tree of `repo`, or the directory `given`
/// when there is no repository.
pub fn work_tree_view(repo: Option<&Repo>, given: &Path, opts: &Options) -> TreeView {
    match repo {
        Some(r) => TreeView::new(r, TreeSpec::WorkTree),
        None => TreeView::directory(given.to_path_buf()),
    }
    .with_threads(opts.threads)
}

/// Measure `sel` on `view` (a tree of `repo`, opened once by the caller; the work tree of a
/// directory when there is no repository) against HEAD (or `opts.base`), `sel`'s file read
/// relative to the directory `given` (canonical) as well as to the root. Also gives each
/// caller's own definition (for `explain`).
pub fn measure_in(
    repo: Option<&Repo>,
    view: &TreeView,
    given: &Path,
    sel: &Selector,
    opts: &Options,
) -> Result<(Report, Vec<CallerDef>), EngineError> {
    let sel = resolve_from(view, given, sel);
    let was = was_commit(repo, opts)?;
    let mut out = measure_many(repo, view, was, &[sel], opts);
    out.pop().unwrap_or_else(|| {
        Err(EngineError::Io {
            path: given.display().to_string(),
            source: "nothing was measured".into(),
        })
    })
}

/// The commit a measure compares with: `opts.base`, else HEAD (`None`: no commit yet).
pub fn was_commit(repo: Option<&Repo>, opts: &Options) -> Result<Option<ObjectId>, EngineError> {
    let Some(repo) = repo else { return Ok(None) };
    match &opts.base {
        Some(hex) => ObjectId::from_hex(hex.as_bytes())
            .map(Some)
            .map_err(|e| EngineError::Io {
                path: hex.clone(),
                source: e.into(),
            }),
        None => Ok(repo.head_oid()),
    }
}

/// Measure several selectors on one tree (`now`) against one commit (`was`) in one pass over
/// the repository: the tree is listed once, each file read and prefiltered once for every
/// needle, and each candidate parsed once. One answer per selector, in order.
///
/// With the index on, the whole answer is kept in the index directory with everything it read
/// ([`crate::index::answers`]) and given again, without parsing, while all of that reads the
/// same.
pub fn measure_many(
    repo: Option<&Repo>,
    now: &TreeView,
    was: Option<ObjectId>,
    sels: &[Selector],
    opts: &Options,
) -> Vec<Result<(Report, Vec<CallerDef>), EngineError>> {
    // `at=` (asked by `measure --json`/`--xml`): HEAD's id, `+dirty` when the tree measured
    // differs from it. A definition read from the work tree that differs from HEAD's (a
    // contract change measured against HEAD) already says so; git's status walk, which at
    // 50,000 files costs as much as a warm measure, runs only when no answer tells.
    let at = |changed: bool| -> Option<String> {
        let repo = repo.filter(|_| opts.want_at)?;
        let seen = changed && now.is_work_tree() && was.is_some() && was == repo.head_oid();
        repo.at(if seen { Dirty::Known } else { Dirty::Check })
    };
    let changed = |r: &Report| r.status == Status::ContractChange;
    let cache = answer_key(now, was, sels, opts);
    if cache.is_some() {
        // The walk is half of a warm measure at 50,000 files: with the index on, the listing
        // is the kept one while no directory or ignore rule it depends on changed.
        now.keep_listing();
    }
    if let Some((dir, key)) = &cache {
        // Checking a kept answer (and measuring, when it no longer holds) needs the work
        // tree's git index: a second thread reads it while this one reads the kept answer,
        // the listing and the warm index (a sixth of a warm measure at 50,000 files).
        let kept = std::thread::scope(|s| {
            if now.git_index_is_large() {
                s.spawn(|| now.preload_git_index());
            }
            answers::load(dir, key)
                .filter(|e| e.answers.len() == sels.len() && still_valid(now, e, opts))
        });
        if let Some(entry) = kept {
            answers::touch(dir, key);
            answers::count_hit();
            let at = at(entry.answers.iter().any(|(r, _)| changed(r)));
            return entry
                .answers
                .into_iter()
                .map(|(mut r, d)| {
                    r.at = at.clone();
                    Ok((r, d))
                })
                .collect();
        }
    }
    let (view, recorder) = match &cache {
        Some(_) => {
            let (v, r) = now.recording();
            (v, Some(r))
        }
        None => (now.clone(), None),
    };
    let now = &view;
    let ctx = RepoCtx::of(now);
    let mut sites: Vec<Result<SiteWas, EngineError>> = Vec::new();
    for sel in sels {
        sites.push(select(now, sel, &ctx).and_then(|site| {
            let was_defs = was_side(repo, was, &site, &ctx)?;
            Ok((site, was_defs))
        }));
    }
    let targets: Vec<&Target> = sites
        .iter()
        .filter_map(|s| s.as_ref().ok().map(|(site, _)| &site.target))
        .collect();
    let mut plan = plan_of(&targets, &ctx);
    let facts = std::sync::Mutex::new(Vec::new());
    let found = find_callers(
        now,
        &mut plan,
        Some((&targets, &ctx)),
        opts,
        recorder.as_ref().map(|_| &facts),
    );
    let mut found = found.into_iter();
    let mut out: Vec<Result<(Report, Vec<CallerDef>), EngineError>> = sites
        .into_iter()
        .map(|s| {
            let (site, was_defs) = s?;
            let f = found.next().unwrap_or_default();
            Ok(report_of(site, was_defs, f))
        })
        .collect();
    release(ctx);
    if let (Some((dir, key)), Some(rec)) = (cache, recorder) {
        let odd = now.files().map(|(_, o)| o.to_vec());
        let all: Option<Vec<(Report, Vec<CallerDef>)>> =
            out.iter().map(|r| r.as_ref().ok().cloned()).collect();
        if let (Some(all), Ok(odd), false) = (all, odd, rec.unrecorded()) {
            let mut facts = facts.into_inner().unwrap_or_default();
            facts.sort();
            answers::store(
                &dir,
                &answers::Entry {
                    key,
                    plan,
                    asked: rec.questions(),
                    facts,
                    odd,
                    answers: all,
                },
            );
        }
    }
    let at = at(out.iter().flatten().any(|(r, _)| changed(r)));
    for (r, _) in out.iter_mut().flatten() {
        r.at = at.clone();
    }
    out
}

/// Where a measurement's answer is kept and under which key (`None`: not kept: the index is
/// off, or there is no repository). The key is the question: the program, the tree, the
/// commit compared with and the selectors.
fn answer_key(
    now: &TreeView,
    was: Option<ObjectId>,
    sels: &[Selector],
    opts: &Options,
) -> Option<(PathBuf, String)> {
    if !opts.index || index::off_by_env() || sels.is_empty() {
        return None;
    }
    let dir = now.index_dir()?;
    let mut key = format!(
        "contract-watch {}\nprogram {}\nroot {}\ntree {:?}\nwas {:?}\n",
        env!("CARGO_PKG_VERSION"),
        program_id(),
        now.root().display(),
        now.spec(),
        was
    );
    for s in sels {
        key.push_str(&format!("sel {:?} {:?} {:?}\n", s.file, s.owner, s.name));
    }
    Some((dir, key))
}

/// This program's build, as its executable's size and modification time: an answer another
/// build made is never trusted.
fn program_id() -> &'static str {
    static ID: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    ID.get_or_init(|| {
        use std::os::unix::fs::MetadataExt;
        std::env::current_exe()
            .and_then(std::fs::metadata)
            .map(|m| format!("{} {}.{}", m.len(), m.mtime(), m.mtime_nsec()))
            .unwrap_or_else(|_| "unknown".into())
    })
}

/// Whether a kept answer still holds for `now`: every question it asked of the tree has the
/// same answer, the non-UTF-8 paths are the same, and the prefilter, run again without
/// parsing, passes the same files with the same contents.
///
/// The prefilter runs first: the questions (a few files' contents, mostly) need the git index
/// that another thread may still be reading (see [`measure_many`]), the prefilter only once
/// its workers start.
fn still_valid(now: &TreeView, entry: &answers::Entry, opts: &Options) -> bool {
    match now.files() {
        Ok((_, odd)) if odd == entry.odd.as_slice() => {}
        _ => return false,
    }
    let facts = std::sync::Mutex::new(Vec::new());
    find_callers(now, &mut entry.plan.clone(), None, opts, Some(&facts));
    let mut facts = facts.into_inner().unwrap_or_default();
    facts.sort();
    facts == entry.facts && entry.asked.iter().all(|(q, fp)| now.still(q, fp))
}

/// A selected site and the same site's definitions in the commit compared with.
type SiteWas = (Site, Option<Vec<Def>>);

/// The same site's definitions in the commit `was` (`None`: no such file or definition there).
fn was_side(
    repo: Option<&Repo>,
    was: Option<ObjectId>,
    site: &Site,
    ctx: &RepoCtx,
) -> Result<Option<Vec<Def>>, EngineError> {
    let (Some(repo), Some(was)) = (repo, was) else {
        return Ok(None);
    };
    let target = &site.target;
    let Some(blob) = repo.blob_at(Some(&was.to_string()), &target.rel_path)? else {
        return Ok(None);
    };
    // The selection parsed the work tree's version (kept under its path's language): the
    // HEAD version differs from it where the edit changed it only, and the parser reuses that
    // parse everywhere else.
    let now = Lang::from_path(Path::new(&target.rel_path))
        .and_then(|lang| ctx.parsed_already(&target.rel_path, lang));
    let parsed = match &now {
        Some(now) => SourceFile::reparse(&target.rel_path, target.lang, blob, now),
        None => SourceFile::parse(&target.rel_path, target.lang, blob),
    };
    let file = parsed.map_err(|e| EngineError::BadFile {
        path: target.rel_path.clone(),
        source: e.into(),
    })?;
    // What `site_defs` keeps is named as the target (its class's constructors for a class
    // site): a JavaScript or TypeScript file builds only those and its constructors
    // ([`Lang::definitions_around`]), not every other definition of the module.
    let defs = if target.lang.family() == Family::Js {
        target
            .lang
            .definitions_around(&file, &[], &[target.name.as_str()])
    } else {
        target.lang.definitions(&file)
    };
    let d = site_defs(&file, &defs, &target.name, &site.path, site.class_site);
    Ok((!d.is_empty()).then_some(d))
}

fn report_of(site: Site, head_defs: Option<Vec<Def>>, found: Found) -> (Report, Vec<CallerDef>) {
    let target = &site.target;
    let params_now = target
        .defs
        .iter()
        .map(|d| d.params.count)
        .max()
        .unwrap_or(0);
    let public_now = target.defs.iter().any(|d| d.public);
    let (status, params_was, public_was, defs_was) = match &head_defs {
        None => (Status::NewSymbol, None, None, None),
        Some(was) => {
            let params_was = was.iter().map(|d| d.params.count).max().unwrap_or(0);
            let changed = params_was != params_now
                || was.len() != target.defs.len()
                || definitions_differ(was, &target.defs);
            (
                if changed {
                    Status::ContractChange
                } else {
                    Status::Unchanged
                },
                Some(params_was),
                Some(was.iter().any(|d| d.public)),
                Some(was.len()),
            )
        }
    };
    let (callers, excluded, skipped, caller_defs) = found;

    let mut change = Vec::new();
    if status == Status::ContractChange {
        let one_changed = head_defs
            .as_ref()
            .is_some_and(|was| definitions_differ(was, &target.defs));
        if params_was != Some(params_now) || one_changed {
            change.push(Change::Params);
        }
        if defs_was != Some(target.defs.len()) {
            change.push(Change::Defs);
        }
        if callers.iter().any(|c| c.incompatible) {
            change.push(Change::BrokenCallers);
        }
    }
    let first = site.anchor.clone();
    let def_rows = if target.defs.len() > 1 || site.class_site {
        let mut rows = Vec::new();
        if site.class_site && target.defs.iter().all(|d| d.kind != DefKind::Class) {
            rows.push(DefRow {
                path: target.rel_path.clone(),
                line: first.line,
                kind: DefKind::Class,
                params: 0,
            });
        }
        rows.extend(target.defs.iter().map(|d| DefRow {
            path: target.rel_path.clone(),
            line: d.line,
            kind: d.kind,
            params: d.params.count,
        }));
        if rows.len() > 1 {
            rows
        } else {
            Vec::new()
        }
    } else {
        Vec::new()
    };
    let defs = def_rows.len().max(target.defs.len());
    (
        Report {
            sym: target.name.clone(),
            owner: target.scope.last().cloned(),
            kind: if site.class_site {
                DefKind::Class
            } else {
                first.kind
            },
            path: target.rel_path.clone(),
            line: first.line,
            status,
            defs,
            params_was,
            params_now: Some(params_now),
            public_was,
            public_now: Some(public_now),
            defs_was,
            defs_now: Some(target.defs.len()),
            change,
            at: None,
            def_rows,
            callers,
            excluded,
            skipped,
            engine: EngineKind::Builtin,
        },
        caller_defs,
    )
}

/// Whether some definition of the set reads differently now (SPEC §4, status is per
/// definition): the sets' parameter lists are compared one by one, in a canonical order so a
/// moved overload is no change, and any added, dropped or changed parameter (count, default,
/// variadic, name or kind where recorded) is one — even when the set's maximum stays.
fn definitions_differ(was: &[Def], now: &[Def]) -> bool {
    fn lists(defs: &[Def]) -> Vec<&crate::lang::Params> {
        let mut v: Vec<&crate::lang::Params> = defs.iter().map(|d| &d.params).collect();
        v.sort_by(|a, b| {
            (a.count, a.required, a.variadic, a.receiver, &a.list)
                .cmp(&(b.count, b.required, b.variadic, b.receiver, &b.list))
        });
        v
    }
    was.len() != now.len() || lists(was) != lists(now)
}

/// The selected site: the target with its folded definitions, and the definition whose
/// place names the site (`p=`).
struct Site {
    target: Target,
    anchor: Def,
    /// A class selected by name: its constructors are the folded set.
    class_site: bool,
    /// The site's scope as selected ([`Lang::selection_scope`]): the HEAD version's
    /// definitions are the ones there.
    path: Vec<String>,
}

/// The definitions at one site in a file's definition list: same name and scope; for a class,
/// its constructors (or the class itself, standing for the implicit constructor).
fn site_defs(
    file: &SourceFile,
    defs: &[Def],
    name: &str,
    scope: &[String],
    class_site: bool,
) -> Vec<Def> {
    // `scope` is the site's [`Lang::selection_scope`]: a definition's own scope but in Rust,
    // whose inline modules it holds too.
    let at = |d: &Def| file.lang.selection_scope(file, d) == scope;
    if class_site {
        let mut inner = scope.to_vec();
        inner.push(name.to_string());
        let ctors: Vec<Def> = defs
            .iter()
            .filter(|d| d.kind == DefKind::Constructor && d.scope == inner)
            .cloned()
            .collect();
        if !ctors.is_empty() {
            return ctors;
        }
        return defs
            .iter()
            .filter(|d| d.kind == DefKind::Class && d.name == name && at(d))
            .cloned()
            .collect();
    }
    defs.iter()
        .filter(|d| d.kind != DefKind::Class && d.name == name && at(d))
        .cloned()
        .collect()
}

/// A selector's file is relative to the repository root (as ripwire's); when that names no file
/// but the same path from the directory the measurement was asked in (a subdirectory) does,
/// use that one.
fn resolve_from(view: &TreeView, given: &Path, sel: &Selector) -> Selector {
    let root = view.root();
    let Some(file) = &sel.file else {
        return sel.clone();
    };
    if given == root || Path::new(file).is_absolute() || view.exists(file) {
        return sel.clone();
    }
    match normalize_rel(root, &given.join(file).to_string_lossy()) {
        Some(rel) if view.exists(&rel) => Selector {
            file: Some(rel),
            ..sel.clone()
        },
        _ => sel.clone(),
    }
}

fn select(view: &TreeView, sel: &Selector, ctx: &RepoCtx) -> Result<Site, EngineError> {
    match &sel.file {
        Some(file) => select_in_file(view, sel, file, ctx),
        None => select_bare(view, sel, ctx),
    }
}

fn select_in_file(
    view: &TreeView,
    sel: &Selector,
    file: &str,
    ctx: &RepoCtx,
) -> Result<Site, EngineError> {
    let (rel, file) = parse_selected(view, file, ctx)?;
    let lang = file.lang;
    // What the sites and the site read is named as the selector's name or a part of its type
    // (the classes that declare it), or is a constructor: a JavaScript or TypeScript file builds
    // only those ([`Lang::definitions_around`], as `was_side` does), not every other
    // definition of the module. A name found nowhere reads them all, for the hint.
    let mut defs = if lang.family() == Family::Js {
        let owner = sel.owner.as_deref().map(owner_path).unwrap_or_default();
        let names: Vec<&str> = std::iter::once(sel.name.as_str())
            .chain(owner.iter().map(String::as_str))
            .collect();
        lang.definitions_around(&file, &[], &names)
    } else {
        lang.definitions(&file)
    };
    let mut sites = sites_in(&file, &defs, sel);
    if sites.is_empty() && lang.family() == Family::Js {
        defs = lang.definitions(&file);
        sites = sites_in(&file, &defs, sel);
    }
    // A name written without a type names the top-level definition when the file has exactly
    // one (a Go or Rust function beside a method of the same name): the method is spelled
    // `<file>:<Type>.<name>`, so every site keeps a spelling that selects it.
    let top: Vec<&SiteKey> = sites.iter().filter(|(scope, _)| scope.is_empty()).collect();
    if sel.owner.is_none() && sites.len() > 1 && top.len() == 1 {
        let (scope, class_site) = top[0].clone();
        return Ok(make_site(&file, &defs, &sel.name, scope, class_site));
    }
    match sites.len() {
        0 => {
            let hint = suggest(&defs, &sel.name);
            Err(Refusal::NotFound {
                selector: sel.to_string(),
                hint,
            }
            .into())
        }
        1 => {
            let (scope, class_site) = sites.into_iter().next().unwrap_or_default();
            Ok(make_site(&file, &defs, &sel.name, scope, class_site))
        }
        _ => Err(Refusal::Ambiguous {
            selector: sel.to_string(),
            spellings: site_spellings(&rel, &sites, &sel.name, true),
        }
        .into()),
    }
}

/// The type (`None`: top level) of every site of `name` in `file`, one per scope: how an edit
/// that did not show which type its definition belongs to has each of them measured.
pub fn site_owners(view: &TreeView, file: &str, name: &str) -> Vec<Option<String>> {
    let Ok((rel, parsed)) = parse_selected(view, file, &RepoCtx::of(view)) else {
        return Vec::new();
    };
    let defs = parsed.lang.definitions(&parsed);
    let sel = Selector {
        file: Some(rel.clone()),
        owner: None,
        name: name.to_string(),
    };
    sites_in(&parsed, &defs, &sel)
        .into_iter()
        .map(|(scope, _)| scope.last().cloned())
        .collect()
}

/// The selected file, repository-relative, parsed (kept in `ctx`: the scan reuses it).
fn parse_selected(
    view: &TreeView,
    file: &str,
    ctx: &RepoCtx,
) -> Result<(String, std::sync::Arc<SourceFile>), EngineError> {
    let rel = normalize_rel(view.root(), file).ok_or_else(|| Refusal::UnknownFile {
        path: file.to_string(),
        why: "it is outside the repository".into(),
    })?;
    let lang = Lang::from_path(Path::new(&rel))
        .ok_or_else(|| Refusal::Unsupported { path: rel.clone() })?;
    if !view.exists(&rel) {
        return Err(Refusal::UnknownFile {
            path: rel,
            why: format!("no such file in {}", view.describe()),
        }
        .into());
    }
    let file = match view.load(&rel).map_err(|e| EngineError::Io {
        path: rel.clone(),
        source: e.into(),
    })? {
        Loaded::Bytes(src) => {
            let mut failed = None;
            let parsed = ctx.parse_once(&rel, lang, || {
                SourceFile::parse(&rel, lang, src)
                    .map_err(|e| failed = Some(e))
                    .ok()
            });
            parsed.ok_or_else(|| EngineError::BadFile {
                path: rel.clone(),
                source: failed.unwrap_or(ParseError::NoTree(lang.name())).into(),
            })?
        }
        Loaded::Skip(skipped) => {
            return Err(EngineError::BadFile {
                path: rel,
                source: skipped.why.into(),
            })
        }
    };
    Ok((rel, file))
}

/// A definition site's key: its scope, and whether it is a class.
type SiteKey = (Vec<String>, bool);

/// The distinct sites (scope, is-class) in `defs` of `file` matching the selector, each scope
/// as a selector names it ([`Lang::selection_scope`]).
fn sites_in(file: &SourceFile, defs: &[Def], sel: &Selector) -> Vec<SiteKey> {
    let scope_of = |d: &Def| file.lang.selection_scope(file, d);
    let mut sites: Vec<SiteKey> = Vec::new();
    for d in defs.iter().filter(|d| d.name == sel.name) {
        // A constructor named like its class folds into the class's site.
        if d.kind == DefKind::Constructor && d.scope.last() == Some(&d.name) {
            let outer = &d.scope[..d.scope.len() - 1];
            if let Some(class) = defs
                .iter()
                .find(|c| c.kind == DefKind::Class && c.name == d.name && c.scope == outer)
            {
                // `Sequence.Sequence`, the constructor spelled as Java writes it: the class's
                // site too.
                if sel
                    .owner
                    .as_ref()
                    .is_some_and(|o| d.scope.ends_with(&owner_path(o)))
                {
                    let key = (scope_of(class), true);
                    if !sites.contains(&key) {
                        sites.push(key);
                    }
                }
                continue;
            }
        }
        let scope = scope_of(d);
        if let Some(owner) = &sel.owner {
            if !scope.ends_with(&owner_path(owner)) {
                continue;
            }
        }
        let key = (scope, d.kind == DefKind::Class);
        if !sites.contains(&key) {
            sites.push(key);
        }
    }
    // `Type.name` names the method of the type declared as `Type`. An anonymous class is named
    // by the type it extends (`new Incrementor() { .. }` inside Incrementor's own `wrap`), so its
    // overrides share the spelling but not the declaration: when some of the sites are members
    // of a declared type of that name, those are the ones meant. Without this, the refusal would
    // offer spellings that pick nothing.
    if sel.owner.is_some() && sites.len() > 1 {
        let declared = |(scope, _): &SiteKey| {
            scope.split_last().is_some_and(|(owner, outer)| {
                defs.iter()
                    .any(|c| c.kind == DefKind::Class && &c.name == owner && scope_of(c) == outer)
            })
        };
        if sites.iter().any(declared) && !sites.iter().all(declared) {
            sites.retain(declared);
        }
    }
    // `Type.name` with a `Type` declared at top level and another of that name nested (a test
    // module's helper `class Cached` and a test method's own `class Cached`): the top-level one
    // is meant, as a name without a type names the top-level definition; the nested one is
    // spelled by its whole scope (`TestX.test_y.Cached.__init__`).
    if let Some(owner) = &sel.owner {
        let path = owner_path(owner);
        if sites.len() > 1 && sites.iter().filter(|(scope, _)| *scope == path).count() == 1 {
            sites.retain(|(scope, _)| *scope == path);
        }
    }
    // A class and a same-named function/method in the same scope cannot both be meant; the
    // class wins only when it is the only kind (Java/JS constructors are named like the class
    // but carry the class's scope, so they never collide here).
    sites
}

/// The scope a selector's type part names, outermost first: `Outer.Inner` (or `outer::Inner`)
/// → `["Outer", "Inner"]`; a definition's scope matches when it ends so.
fn owner_path(owner: &str) -> Vec<String> {
    owner
        .split("::")
        .flat_map(|part| part.split('.'))
        .map(str::to_string)
        .collect()
}

/// How each site of `sites` is spelled in a refusal: by its type's name, or, where two sites
/// would read the same so (a type of that name nested elsewhere too), by its whole scope, so
/// that every spelling offered picks exactly one site.
fn site_spellings(rel: &str, sites: &[SiteKey], name: &str, with_owner: bool) -> Vec<String> {
    fn short(scope: &[String], with_owner: bool) -> Option<&str> {
        with_owner
            .then(|| scope.last().map(String::as_str))
            .flatten()
    }
    sites
        .iter()
        .map(|(scope, _)| {
            let clash = sites
                .iter()
                .filter(|(other, _)| short(other, with_owner) == short(scope, with_owner))
                .count()
                > 1;
            if clash && !scope.is_empty() {
                Selector::spelling(rel, Some(&scope.join(".")), name)
            } else {
                Selector::spelling(rel, short(scope, with_owner), name)
            }
        })
        .collect()
}

fn make_site(
    file: &SourceFile,
    defs: &[Def],
    name: &str,
    scope: Vec<String>,
    class_site: bool,
) -> Site {
    let folded = site_defs(file, defs, name, &scope, class_site);
    let anchor = if class_site {
        defs.iter()
            .find(|d| {
                d.kind == DefKind::Class
                    && d.name == name
                    && file.lang.selection_scope(file, d) == scope
            })
            .cloned()
    } else {
        folded.first().cloned()
    }
    .or_else(|| folded.first().cloned());
    let anchor = anchor.unwrap_or_else(|| Def {
        name: name.to_string(),
        kind: DefKind::Function,
        scope: scope.clone(),
        line: 1,
        end_line: 1,
        start_byte: 0,
        end_byte: 0,
        params: Default::default(),
        public: false,
        is_static: false,
        signature: String::new(),
    });
    let kind = if class_site {
        DefKind::Class
    } else {
        anchor.kind
    };
    Site {
        target: Target {
            name: name.to_string(),
            kind,
            // The definitions' own scope: a Rust fn of an inline module is a free fn still.
            scope: anchor.scope.clone(),
            rel_path: file.rel_path.clone(),
            lang: file.lang,
            defs: folded,
        },
        anchor,
        class_site,
        path: scope,
    }
}

fn select_bare(view: &TreeView, sel: &Selector, ctx: &RepoCtx) -> Result<Site, EngineError> {
    // Every file is read to find the site: more than an answer cache records.
    view.note_unrecorded();
    let needle = sel.name.as_bytes();
    let (files, _) = view.files().map_err(EngineError::Repo)?;
    let finder = memmem::Finder::new(needle);
    let local = view.thread_repo();
    let mut found: Vec<(std::sync::Arc<SourceFile>, Vec<Def>, Vec<SiteKey>)> = Vec::new();
    for rel in files {
        let Some(lang) = Lang::from_path(Path::new(rel)) else {
            continue;
        };
        let Ok(Some(bytes)) = view.read_for_scan(rel, local.as_ref()) else {
            continue;
        };
        if finder.find(&bytes).is_none() || looks_binary(&bytes) {
            continue;
        }
        let Some(file) = ctx.parse_once(rel, lang, || SourceFile::parse(rel, lang, bytes).ok())
        else {
            continue;
        };
        let defs = lang.definitions(&file);
        let sites = sites_in(&file, &defs, sel);
        if !sites.is_empty() {
            found.push((file, defs, sites));
        }
    }
    let count: usize = found.iter().map(|f| f.2.len()).sum();
    match count {
        0 => Err(Refusal::NotFound {
            selector: sel.to_string(),
            hint: None,
        }
        .into()),
        1 => {
            let (file, defs, mut sites) = found.remove(0);
            let (scope, class_site) = sites.remove(0);
            Ok(make_site(&file, &defs, &sel.name, scope, class_site))
        }
        _ => {
            let mut spellings = Vec::new();
            for (file, _, sites) in &found {
                let with_owner = sites.len() > 1 || sel.owner.is_some();
                spellings.extend(site_spellings(&file.rel_path, sites, &sel.name, with_owner));
            }
            Err(Refusal::Ambiguous {
                selector: sel.to_string(),
                spellings,
            }
            .into())
        }
    }
}

/// A path as written (relative to `root`, or absolute inside it), cleaned of `.` and `..`.
fn normalize_rel(root: &Path, file: &str) -> Option<String> {
    let p = Path::new(file);
    let joined = if p.is_absolute() {
        p.to_path_buf()
    } else {
        root.join(p)
    };
    let mut clean = PathBuf::new();
    for c in joined.components() {
        match c {
            std::path::Component::ParentDir => {
                clean.pop();
            }
            std::path::Component::CurDir => {}
            other => clean.push(other),
        }
    }
    // An absolute path may reach the root through a symlink (e.g. /tmp vs /private/tmp).
    let clean = if clean.starts_with(root) {
        clean
    } else {
        clean.canonicalize().ok()?
    };
    let rel = crate::git::relative(root, &clean)?;
    (!rel.is_empty()).then_some(rel)
}

/// A near name in the same file, for "did you mean".
fn suggest(defs: &[Def], name: &str) -> Option<String> {
    let best = defs
        .iter()
        .filter(|d| d.name != name)
        .map(|d| (edit_distance(&d.name, name), d))
        .filter(|(dist, d)| *dist <= 2.max(name.len() / 4) && *dist < d.name.len())
        .min_by_key(|(dist, _)| *dist)?;
    Some(format!("did you mean '{}'?", best.1.name))
}

fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            cur[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// The needles a file must contain to be a candidate: the name, or for a class site also its
/// constructor spellings — they all contain the class name, so one needle serves.
fn needle(target: &Target) -> String {
    match target.kind {
        DefKind::Constructor => target.owner().unwrap_or(&target.name).to_string(),
        _ => target.name.clone(),
    }
}

type Found = (Vec<Caller>, Vec<Excluded>, Vec<Skipped>, Vec<CallerDef>);

/// The token-index flags of a call-shaped mention ([`mentions`] with `call_shaped`).
const CALL_NEED: u8 = tokens::CALL | tokens::DEF;

/// How the prefilter is set for each target: what a file must mention, and how. The other
/// names a target is reachable by are read from the tree through `ctx`, so a kept answer
/// depends on what they were read from.
fn plan_of(targets: &[&Target], ctx: &RepoCtx) -> Vec<PlanTarget> {
    targets
        .iter()
        .map(|t| {
            // Only a file that mentions the name the way a call is written is parsed (a
            // constructor, which JavaScript can call as `new Cart;`, keeps the plain mention).
            // Ruby calls need no parentheses (`obj.load path`, a bare `load`) and Swift's
            // trailing closures follow the name (`retry { … }`): there every mention counts.
            let call_shaped = !matches!(t.kind, DefKind::Class | DefKind::Constructor)
                && !matches!(t.lang.family(), Family::Ruby | Family::Swift);
            // Kotlin calls a function whose last parameter is a lambda without parentheses
            // too: `retry { … }`.
            let lambda_calls = t.lang.family() == Family::Kotlin;
            // What the prefilter needs of a needle: for a call-shaped target a call or
            // definition shape (`mentions`, `mentions_as_definition`), else any mention.
            // `retry { … }` is a call the index does not flag as call-shaped.
            let need = if call_shaped && !lambda_calls {
                CALL_NEED
            } else {
                tokens::MENTION
            };
            // The language's names of each kind for the target (none when it reads none).
            let spec = t.lang.spec();
            let names_by = |f: Option<fn(&Target, &RepoCtx) -> Vec<String>>| {
                f.map(|names| names(t, ctx)).unwrap_or_default()
            };
            let own = needle(t);
            let mut also = names_by(spec.other_names);
            also.retain(|a| *a != own);
            // A name the target is also reachable by otherwise keeps its own test.
            let mut call_also = names_by(spec.call_names);
            call_also.retain(|a| *a != own && !also.contains(a));
            let mut value_also = names_by(spec.value_names);
            value_also.retain(|a| *a != own && !also.contains(a) && !call_also.contains(a));
            let mut member_also = names_by(spec.member_names);
            member_also.retain(|a| {
                *a != own && !also.contains(a) && !call_also.contains(a) && !value_also.contains(a)
            });
            // A constructor or a class is read for only where the language says a file
            // may construct it (not where its name is only imported or a type).
            let construct_shaped = matches!(t.kind, DefKind::Class | DefKind::Constructor)
                && spec.constructs.is_some();
            PlanTarget {
                needle: own,
                also,
                call_also,
                value_also,
                member_also,
                lang: t.lang as u8,
                call_shaped,
                construct_shaped,
                lambda_calls,
                need,
            }
        })
        .collect()
}

/// The callers of every target in one pass over `view`: each file of a wanted language family
/// is read once, prefiltered against every target's needle, and parsed once when any matches.
/// `facts`: also note every file that passes the prefilter, with its content's blob id (what
/// a cached answer depends on). With `bind` `None`, only that: nothing is parsed.
fn find_callers(
    view: &TreeView,
    plan: &mut [PlanTarget],
    bind: Option<(&[&Target], &RepoCtx)>,
    opts: &Options,
    facts: Option<&std::sync::Mutex<Vec<Fact>>>,
) -> Vec<Found> {
    let mut out: Vec<Found> = vec![Default::default(); plan.len()];
    if plan.is_empty() {
        return out;
    }
    let (files, odd) = match view.files() {
        Ok(x) => x,
        Err(e) => {
            // Not an answer to keep: the listing may work next time.
            view.note_unrecorded();
            for o in out.iter_mut() {
                o.2.push(Skipped::new(
                    "",
                    format!("the files could not be listed: {e}"),
                ));
            }
            return out;
        }
    };
    let families: Vec<Family> = plan
        .iter()
        .map(|p| crate::lang::LANGS[usize::from(p.lang)].lang.family())
        .collect();
    // Each file's language once, from its name alone (the extension is the last component's:
    // splitting the whole path into components was a tenth of a warm measure at 50,000 files),
    // by the workers below: a file of a searched family is a candidate.
    let candidate = |f: &str| -> Option<Lang> {
        // A path's name is short: a plain backward scan costs a fifth of `memrchr`'s set-up.
        let name = f
            .bytes()
            .rposition(|b| b == b'/')
            .map_or(f, |i| &f[i + 1..]);
        let lang = Lang::from_file_name(name)?;
        families.contains(&lang.family()).then_some(lang)
    };
    let candidates = std::sync::atomic::AtomicUsize::new(0);
    // The targets whose heirs are sought (see [`crate::lang::spec::Heirs`]): only while
    // measuring, and only for a target whose files are those that mention a name anywhere
    // (a constructor's), so that the rounds below exclude a file an earlier round read for
    // the target by the same test. A kept answer's plan holds the heirs found, so checking it
    // searches them in one round.
    let seeks: Vec<Option<crate::lang::spec::Heirs>> = plan
        .iter()
        .enumerate()
        .map(|(t, p)| {
            let (targets, _) = bind?;
            let h = crate::lang::LANGS[usize::from(p.lang)].heirs?;
            let plain = !p.call_shaped
                && !p.lambda_calls
                && p.call_also.is_empty()
                && p.value_also.is_empty()
                && p.member_also.is_empty();
            (plain && (h.seeks)(targets[t])).then_some(h)
        })
        .collect();
    // The classes the files read so far declare with a base, per target seeking heirs.
    let mut bases: Vec<Vec<(String, Vec<String>)>> = vec![Vec::new(); plan.len()];
    // Per target seeking heirs, what its rounds learnt of each file (by index in `files`):
    // read or not, and for one read but not searched (no name it was searched for), the
    // names it constructs or extends. A later round reads for the target only the files not
    // read yet and those constructing or extending a heir it searches: the others it would
    // read again only to find them done.
    let mut marks: Vec<Option<HeirMarks>> = seeks
        .iter()
        .map(|h| h.map(|_| HeirMarks::new(files.len())))
        .collect();
    // Each round: the targets searched (by index) and what their files must mention. The
    // first searches every target; each later one a seeking target's heirs the round before
    // found, in the files that mention none of the names searched for it before (`before`).
    let mut round_targets: Vec<usize> = (0..plan.len()).collect();
    let mut round_plan: Vec<PlanTarget> = plan.to_vec();
    let mut before: Vec<Vec<memmem::Finder<'static>>> = vec![Vec::new(); plan.len()];
    let results: std::sync::Mutex<Vec<(usize, FileResult)>> = std::sync::Mutex::new(Vec::new());
    let mut pending = None;
    // The files a later round reads (by index in `files`; `None`: every file), and per round
    // target whether it searches each (`None`: every file).
    let mut round_files: Option<Vec<usize>> = None;
    let mut round_allowed: Vec<Option<Vec<bool>>> = vec![None; plan.len()];
    for round in 0..=MAX_HEIR_ROUNDS {
        let rt = &round_targets;
        let rp = &round_plan;
        let allowed = &round_allowed;
        let marks_r = &marks;
        let order = round_files.as_deref();
        let order_len = order.map_or(files.len(), <[usize]>::len);
        // Every target's needle, then the other names of those that have any: `also[r]`
        // holds the indices of round target `r`'s other names among `needles` (and
        // `finders`).
        // `call_only[n]`: needle `n` is one of a target's `call_also` names, looked for only
        // the way a call is written.
        // `any_mention[n]`: needle `n` is one of a target's `value_also` names, looked for in
        // any mention.
        // `attribute[n]`: needle `n` is one of a target's `member_also` names, looked for
        // where it is written as an attribute.
        let mut needles: Vec<String> = rp.iter().map(|p| p.needle.clone()).collect();
        let mut call_only: Vec<bool> = vec![false; needles.len()];
        let mut any_mention: Vec<bool> = vec![false; needles.len()];
        let mut attribute: Vec<bool> = vec![false; needles.len()];
        let mut also: Vec<Vec<usize>> = vec![Vec::new(); rp.len()];
        for (r, p) in rp.iter().enumerate() {
            let kinds = [
                (&p.also, false, false, false),
                (&p.call_also, true, false, false),
                (&p.value_also, false, true, false),
                (&p.member_also, false, false, true),
            ];
            for (names, call, any, attr) in kinds {
                for a in names {
                    also[r].push(needles.len());
                    needles.push(a.clone());
                    call_only.push(call);
                    any_mention.push(any);
                    attribute.push(attr);
                }
            }
        }
        let finders: Vec<memmem::Finder> = needles
            .iter()
            .map(|n| memmem::Finder::new(n.as_bytes()))
            .collect();
        let call_shaped: Vec<bool> = rp.iter().map(|p| p.call_shaped).collect();
        // Per round target, the language's test of a file that may construct it, where its
        // plan asks for one.
        let constructs: Vec<Option<crate::lang::spec::Constructs>> = rp
            .iter()
            .map(|p| {
                p.construct_shaped
                    .then(|| crate::lang::LANGS[usize::from(p.lang)].constructs)
                    .flatten()
            })
            .collect();
        let lambda_calls: Vec<bool> = rp.iter().map(|p| p.lambda_calls).collect();
        let need: Vec<u8> = rp.iter().map(|p| p.need).collect();
        let before_r: Vec<&[memmem::Finder<'static>]> =
            rt.iter().map(|t| before[*t].as_slice()).collect();
        let (lookup, round_pending) = if opts.index {
            index::Lookup::for_view(view, &needles)
        } else {
            (None, None)
        };
        if round == 0 {
            pending = round_pending;
        }
        let found_bases: std::sync::Mutex<Vec<(usize, crate::lang::spec::ClassBases)>> =
            std::sync::Mutex::new(Vec::new());
        let found_marks: std::sync::Mutex<Vec<HeirMark>> = std::sync::Mutex::new(Vec::new());
        let note = |rel: &str, fp: ObjectId, hits: &[usize], deferred: &[usize]| {
            if let Some(f) = facts {
                if let Ok(mut f) = f.lock() {
                    f.push(Fact {
                        rel: rel.to_string(),
                        fp,
                        hits: hits.iter().map(|r| rt[*r] as u32).collect(),
                        deferred: deferred.iter().map(|r| rt[*r] as u32).collect(),
                    });
                }
            }
        };
        let next = std::sync::atomic::AtomicUsize::new(0);
        let threads = opts.threads.clamp(1, 16);
        // Files are handed out a run at a time: neighbours share a directory (opened once per
        // thread for the stat calls) and sit near each other in git's index, and the workers
        // meet on the counter once per run, not per file. Short runs: callers cluster (a test
        // directory), and a run is parsed by one thread.
        const RUN: usize = 8;
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(|| {
                    let local = view.thread_repo();
                    let mut mine: Vec<(usize, FileResult)> = Vec::new();
                    let mut my_bases: Vec<(usize, crate::lang::spec::ClassBases)> = Vec::new();
                    // (target, file, names it constructs or extends, searched): read for
                    // the target.
                    let mut my_marks: Vec<HeirMark> = Vec::new();
                    let (mut i, mut end, mut counted) = (0, 0, 0);
                    loop {
                        if i == end {
                            i = next.fetch_add(RUN, std::sync::atomic::Ordering::Relaxed);
                            if i >= order_len {
                                break;
                            }
                            end = (i + RUN).min(order_len);
                        }
                        let fi = order.map_or(i, |o| o[i]);
                        let Some(rel) = files.get(fi) else {
                            break;
                        };
                        i += 1;
                        let Some(lang) = candidate(rel) else {
                            continue;
                        };
                        counted += 1;
                        let go = lang.family() == Family::Go;
                        let wants = (0..rp.len()).filter(|r| {
                            families[rt[*r]] == lang.family()
                                && allowed[*r].as_ref().is_none_or(|a| a[fi])
                        });
                        // The warm index drops a file whose blob it knows not to mention a
                        // needle the way the tests below need: they would drop it after
                        // reading it.
                        let mut known = None;
                        let wants: Vec<usize> = match &lookup {
                            Some(l) => {
                                known = view.known_blob(rel);
                                let at = l.locate(known);
                                let wanted = |n: usize, r: usize| match l.known(at, n) {
                                    Known::Flags(f) if call_only[n] => f & CALL_NEED != 0,
                                    Known::Flags(f) if any_mention[n] || attribute[n] => {
                                        f & tokens::MENTION != 0
                                    }
                                    Known::Flags(f) => f & need[r] != 0,
                                    Known::Unknown => true,
                                };
                                wants
                                    .filter(|r| {
                                        wanted(*r, *r) || also[*r].iter().any(|n| wanted(*n, *r))
                                    })
                                    .collect()
                            }
                            None => wants.collect(),
                        };
                        if wants.is_empty() {
                            continue;
                        }
                        let wants = wants.into_iter();
                        let bytes = match view.read_for_scan(rel, local.as_ref()) {
                            Ok(Some(b)) => b,
                            Ok(None) => continue,
                            Err(why) => {
                                let wants: Vec<usize> = wants.collect();
                                note(rel, crate::git::tree::skip_fingerprint(&why), &wants, &[]);
                                mine.extend(
                                    wants
                                        .into_iter()
                                        .map(|r| (rt[r], FileResult::Skipped(why.clone()))),
                                );
                                continue;
                            }
                        };
                        // A seeking target's heirs are read from every file read for it, once.
                        let unread =
                            |r: &usize| marks_r[rt[*r]].as_ref().is_some_and(|m| !m.read[fi]);
                        if let Some(r) = wants.clone().find(unread) {
                            if let Some(h) = seeks[rt[r]] {
                                let found = (h.bases)(&bytes);
                                if !found.is_empty() {
                                    for r in wants.clone().filter(unread) {
                                        my_bases.push((rt[r], found.clone()));
                                    }
                                }
                            }
                        }
                        // A target whose name the file mentions only the way a definition
                        // could be written (`name = …`) may need it later, for the precision
                        // rule.
                        let hit_in = |src: &[u8], r: usize| {
                            let by = |n: usize| {
                                if attribute[n] {
                                    return mentions_as_attribute(src, &finders[n]);
                                }
                                let shaped = (call_shaped[r] || call_only[n]) && !any_mention[n];
                                mentions(src, &finders[n], shaped, go)
                                    || (lambda_calls[r] && mentions_before_brace(src, &finders[n]))
                            };
                            if before_r[r].is_empty() {
                                let named = by(r) || also[r].iter().any(|n| by(*n));
                                return match constructs[r] {
                                    Some(may) if named => {
                                        let names: Vec<&str> = std::iter::once(r)
                                            .chain(also[r].iter().copied())
                                            .map(|n| needles[n].as_str())
                                            .collect();
                                        may(lang, src, &names)
                                    }
                                    _ => named,
                                };
                            }
                            // A later round's heirs: a file that constructs one or declares
                            // a class extending one (`super(..)`), by its name or by a name
                            // the file's imports bind it to (`extends Term` after
                            // `import { Terminal as Term }`: such an import or its module
                            // path mentions the heir), and that an earlier round did not
                            // read for the target already.
                            let heir = |n: usize| constructs_or_extends(src, &finders[n]);
                            let aliased = || {
                                let Some(h) = seeks[rt[r]] else {
                                    return false;
                                };
                                let mentioned = |n: usize| finders[n].find(src).is_some();
                                if !(mentioned(r) || also[r].iter().any(|n| mentioned(*n))) {
                                    return false;
                                }
                                let names = heir_names(src, h.aliases);
                                let is = |n: usize| names.contains(&needles[n]);
                                is(r) || also[r].iter().any(|n| is(*n))
                            };
                            // Searched already: its parse found every call of the target
                            // (a heir's too). Read but not searched (a construct-shaped
                            // target's file that only named it in types, or a file that
                            // named an earlier heir without constructing it): searched now.
                            let searched = marks_r[rt[r]].as_ref().map_or_else(
                                || before_r[r].iter().any(|f| mentions(src, f, false, go)),
                                |m| m.searched[fi],
                            );
                            (heir(r) || also[r].iter().any(|n| heir(*n)) || aliased()) && !searched
                        };
                        let (hits, rest): (Vec<usize>, Vec<usize>) =
                            wants.partition(|r| hit_in(&bytes, *r));
                        // Seeking targets: the file is read; where not searched, the names it
                        // constructs or extends, for a later round's heirs.
                        let mut named: Option<Vec<String>> = None;
                        for r in hits.iter().chain(&rest) {
                            let (Some(_), Some(h)) = (&marks_r[rt[*r]], seeks[rt[*r]]) else {
                                continue;
                            };
                            let searched = hits.contains(r);
                            let names = if searched {
                                Vec::new()
                            } else {
                                named
                                    .get_or_insert_with(|| heir_names(&bytes, h.aliases))
                                    .clone()
                            };
                            my_marks.push((rt[*r], fi, names, searched));
                        }
                        let deferred: Vec<usize> = rest
                            .into_iter()
                            .filter(|r| {
                                before_r[*r].is_empty()
                                    && mentions_as_definition(&bytes, &finders[*r])
                            })
                            .collect();
                        if facts.is_some() && !(hits.is_empty() && deferred.is_empty()) {
                            // Known before the read: if the file changed since, the id names
                            // the old content, and a later check sees the new one differ.
                            note(
                                rel,
                                known.unwrap_or_else(|| blob_id(&bytes)),
                                &hits,
                                &deferred,
                            );
                        }
                        let Some((targets, ctx)) = bind else {
                            continue;
                        };
                        mine.extend(
                            deferred
                                .into_iter()
                                .map(|r| (rt[r], FileResult::Deferred(rel.to_string()))),
                        );
                        if hits.is_empty() {
                            continue;
                        }
                        if looks_binary(&bytes) {
                            let why = Skipped::new(rel, "binary content");
                            mine.extend(
                                hits.iter()
                                    .map(|r| (rt[*r], FileResult::Skipped(why.clone()))),
                            );
                            continue;
                        }
                        // The targets the file names only in comments, strings or where Python
                        // calls nothing: it holds no call of them (see [`prose_only`]). When
                        // that is every target, the file is not parsed: it is what a parse
                        // finding no call makes it, deferred.
                        // The needles looked for in call shapes count together: see
                        // [`python_calls_named`].
                        let py_hit_in = |src: &[u8], r: usize| {
                            let mut shaped: Vec<&memmem::Finder> = Vec::new();
                            for n in std::iter::once(r).chain(also[r].iter().copied()) {
                                if attribute[n] {
                                    if mentions_as_attribute(src, &finders[n]) {
                                        return true;
                                    }
                                } else if (call_shaped[r] || call_only[n]) && !any_mention[n] {
                                    shaped.push(&finders[n]);
                                } else if mentions(src, &finders[n], false, false) {
                                    return true;
                                }
                            }
                            python_calls_named(src, &shaped)
                        };
                        let constructor = |r: usize| targets[rt[r]].kind == DefKind::Constructor;
                        // The blanked text is kept for a region parse of a large Python
                        // file not parsed yet (it reads the same pass).
                        let region_wanted = lang.family() == Family::Python
                            && crate::lang::python::region_may_parse(&bytes)
                            && ctx.parsed_already(rel, lang).is_none();
                        let (prose, code) = prose_only_keeping(
                            lang,
                            &bytes,
                            &hits,
                            py_hit_in,
                            constructor,
                            region_wanted,
                        );
                        if prose.len() == hits.len() {
                            mine.extend(
                                hits.iter()
                                    .map(|r| (rt[*r], FileResult::Deferred(rel.to_string()))),
                            );
                            continue;
                        }
                        // Parsed once per measurement: a language module's lookups may have
                        // parsed it already, and reuse this parse afterwards.
                        // A large Python file not parsed yet is parsed in the region its
                        // calls' judgements read (kept for this scan only: a lookup asking for
                        // the file parses it whole).
                        let region = if lang.family() == Family::Python
                            && ctx.parsed_already(rel, lang).is_none()
                        {
                            let wanted: Vec<&Target> =
                                hits.iter().map(|r| targets[rt[*r]]).collect();
                            crate::lang::python::region_parse(
                                rel,
                                &bytes,
                                code.as_ref().map(|(c, l)| (c.as_slice(), l.as_slice())),
                                &wanted,
                                ctx,
                            )
                            .map(std::sync::Arc::new)
                        } else if lang.family() == Family::Js
                            && ctx.parsed_already(rel, lang).is_none()
                        {
                            // A large TypeScript file not parsed yet is parsed without the
                            // statement callbacks and function declarations' bodies that name
                            // none of the names its targets' calls are read by (kept for this
                            // scan only, as above).
                            let mut words: Vec<&str> = Vec::new();
                            for &r in &hits {
                                words.push(&needles[r]);
                                words.extend(also[r].iter().map(|n| needles[*n].as_str()));
                                let t = targets[rt[r]];
                                words.push(&t.name);
                                words.extend(t.owner());
                            }
                            crate::lang::js::region_parse(rel, lang, &bytes, &words)
                                .map(std::sync::Arc::new)
                        } else {
                            None
                        };
                        let mut failed = None;
                        let parsed = region.or_else(|| {
                            ctx.parse_once(rel, lang, || {
                                SourceFile::parse(rel, lang, bytes)
                                    .map_err(|e| failed = Some(e))
                                    .ok()
                            })
                        });
                        let file = match parsed {
                            Some(f) => f,
                            None => {
                                let e = failed.unwrap_or(ParseError::NoTree(lang.name()));
                                let why = Skipped::new(rel, e.to_string());
                                mine.extend(
                                    hits.iter()
                                        .map(|r| (rt[*r], FileResult::Skipped(why.clone()))),
                                );
                                continue;
                            }
                        };
                        // The file's definitions name the callers; without a call they only
                        // matter for the precision rule, which reads them for a maybe call
                        // still unsettled at the end: such a file is deferred, its parse kept.
                        // Read for every target's calls first: the definitions built are
                        // those around any of them and those named as any target (or
                        // `__init__`, a Python class's constructor, which the precision rule
                        // reads as its class's): all that each target reads of them (see
                        // [`Lang::definitions_around`]).
                        let found: Vec<(usize, Vec<crate::lang::Call>)> = hits
                            .iter()
                            .map(|&r| {
                                let calls = if prose.contains(&r) {
                                    Vec::new()
                                } else {
                                    lang.calls(&file, targets[rt[r]], ctx)
                                };
                                (rt[r], calls)
                            })
                            .collect();
                        let mut defs = None;
                        let around = || {
                            let mut bytes: Vec<usize> = found
                                .iter()
                                .flat_map(|(_, calls)| calls.iter().map(|c| c.byte))
                                .collect();
                            bytes.sort_unstable();
                            let mut names: Vec<&str> = found
                                .iter()
                                .map(|(t, _)| precision::name_of(targets[*t]))
                                .collect();
                            names.push("__init__");
                            lang.definitions_around(&file, &bytes, &names)
                        };
                        for (t, calls) in found.iter().cloned() {
                            if calls.is_empty() && defs.is_none() {
                                mine.push((t, FileResult::Deferred(rel.to_string())));
                                continue;
                            }
                            let defs = defs.get_or_insert_with(around);
                            let others = precision::others_in(&file, defs, targets[t]);
                            if calls.is_empty() && others.is_empty() {
                                continue;
                            }
                            mine.push((t, rows_of(rel, &file, defs, targets[t], calls, others)));
                        }
                    }
                    candidates.fetch_add(counted, std::sync::atomic::Ordering::Relaxed);
                    if let Ok(mut r) = results.lock() {
                        r.extend(mine);
                    }
                    if let Ok(mut b) = found_bases.lock() {
                        b.extend(my_bases);
                    }
                    if let Ok(mut m) = found_marks.lock() {
                        m.extend(my_marks);
                    }
                });
            }
        });
        // Builds start once the answer is in hand: a cold measure does not share the machine
        // with the build it asked for.
        if let (Some(l), 0) = (&lookup, round) {
            l.finish(view, candidates.load(std::sync::atomic::Ordering::Relaxed));
        }
        for (t, b) in found_bases.into_inner().unwrap_or_default() {
            bases[t].extend(b);
        }
        for (t, fi, names, searched) in found_marks.into_inner().unwrap_or_default() {
            if let Some(m) = marks[t].as_mut() {
                m.read[fi] = true;
                m.searched[fi] |= searched;
                if names.is_empty() {
                    m.names.remove(&fi);
                } else {
                    m.names.insert(fi, names);
                }
            }
        }
        // The next round: each seeking target's heirs not searched yet.
        let mut next_targets = Vec::new();
        let mut next_plan = Vec::new();
        for (r, t) in rt.iter().enumerate() {
            if seeks[*t].is_none() || round == MAX_HEIR_ROUNDS {
                continue;
            }
            let mut searched: Vec<String> = vec![plan[*t].needle.clone()];
            searched.extend(plan[*t].also.iter().cloned());
            let new = heirs_of(&searched, &bases[*t]);
            if new.is_empty() {
                continue;
            }
            before[*t] = searched
                .iter()
                .map(|n| memmem::Finder::new(n.as_bytes()).into_owned())
                .collect();
            plan[*t].also.extend(new.iter().cloned());
            next_targets.push(*t);
            next_plan.push(PlanTarget {
                needle: new[0].clone(),
                also: new[1..].to_vec(),
                call_also: Vec::new(),
                value_also: Vec::new(),
                member_also: Vec::new(),
                ..rp[r].clone()
            });
        }
        if next_targets.is_empty() {
            break;
        }
        // What the next round reads for each target: the files not read for it yet, and
        // those it read without searching that construct or extend one of its new heirs.
        let mut any = vec![false; files.len()];
        round_allowed = next_targets
            .iter()
            .zip(&next_plan)
            .map(|(t, p)| {
                let m = marks[*t].as_ref()?;
                let heirs: std::collections::HashSet<&str> = std::iter::once(&p.needle)
                    .chain(&p.also)
                    .map(String::as_str)
                    .collect();
                let mut a: Vec<bool> = m.read.iter().map(|r| !r).collect();
                for (fi, names) in &m.names {
                    if names.iter().any(|n| heirs.contains(n.as_str())) {
                        a[*fi] = true;
                    }
                }
                for (x, y) in any.iter_mut().zip(&a) {
                    *x |= *y;
                }
                Some(a)
            })
            .collect();
        round_files = Some((0..files.len()).filter(|fi| any[*fi]).collect());
        round_targets = next_targets;
        round_plan = next_plan;
    }
    // A file read in two rounds is one fact: the one a check of the kept answer, which
    // searches every name in one round, notes.
    if let Some(f) = facts {
        if let Ok(mut f) = f.lock() {
            merge_facts(&mut f);
        }
    }
    if let Some(p) = pending {
        p.start();
    }
    let Some((targets, ctx)) = bind else {
        return out;
    };
    for (t, o) in out.iter_mut().enumerate() {
        o.2.extend(
            odd.iter()
                .filter(|p| {
                    Lang::from_path(Path::new(p.as_str()))
                        .is_some_and(|l| l.family() == families[t])
                })
                .map(|p| Skipped::new(p, "the path is not UTF-8")),
        );
    }
    let mut others: Vec<precision::Others> =
        (0..targets.len()).map(|_| Default::default()).collect();
    let mut pending: Vec<Vec<Pending>> = (0..targets.len()).map(|_| Vec::new()).collect();
    let mut deferred: Vec<Vec<String>> = vec![Vec::new(); targets.len()];
    for (t, r) in results.into_inner().unwrap_or_default() {
        let o = &mut out[t];
        match r {
            FileResult::Skipped(why) => o.2.push(why),
            FileResult::Deferred(rel) => deferred[t].push(rel),
            FileResult::Rows(rows) => {
                o.0.extend(rows.callers);
                o.1.extend(rows.excluded);
                o.3.extend(rows.defs);
                others[t].extend(rows.others);
                pending[t].extend(rows.pending);
            }
        }
    }
    for (t, (o, others)) in out.iter_mut().zip(others).enumerate() {
        deferred[t].sort();
        settle(
            view,
            ctx,
            targets[t],
            &mut o.0,
            &pending[t],
            others,
            &deferred[t],
        );
    }
    for o in out.iter_mut() {
        o.0.sort_by(|a: &Caller, b| (&a.path, a.line).cmp(&(&b.path, b.line)));
        o.1.sort_by(|a: &Excluded, b| (&a.path, a.call_line).cmp(&(&b.path, b.call_line)));
        o.2.sort();
        o.2.dedup();
        o.3.sort_by(|a, b| (&a.path, a.line).cmp(&(&b.path, b.line)));
    }
    out
}

/// How many rounds a search for a constructor's heirs goes on after the first: each reads the
/// files that name the classes the round before found to extend one searched (a round per
/// level of a hierarchy when the warm index spares the reading, one otherwise).
const MAX_HEIR_ROUNDS: usize = 8;

/// The classes of `bases` (each class's name, and the names its base may have) whose
/// `extends` chain reaches one of `searched`, not among them: in the order found.
fn heirs_of(searched: &[String], bases: &[(String, Vec<String>)]) -> Vec<String> {
    let mut known: std::collections::HashSet<&str> = searched.iter().map(String::as_str).collect();
    let mut out = Vec::new();
    loop {
        let before = out.len();
        for (class, of) in bases {
            if !known.contains(class.as_str()) && of.iter().any(|b| known.contains(b.as_str())) {
                known.insert(class);
                out.push(class.clone());
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

/// The facts of one file noted in several rounds made one: its targets' hits and deferrals
/// together, each list in target order, as one round over every name notes them.
fn merge_facts(facts: &mut Vec<Fact>) {
    facts.sort_by(|a, b| (&a.rel, &a.fp).cmp(&(&b.rel, &b.fp)));
    let mut out: Vec<Fact> = Vec::with_capacity(facts.len());
    for f in facts.drain(..) {
        match out.last_mut() {
            Some(last) if last.rel == f.rel && last.fp == f.fp => {
                last.hits.extend(f.hits);
                last.hits.sort_unstable();
                last.hits.dedup();
                last.deferred.extend(f.deferred);
                last.deferred.sort_unstable();
                last.deferred.dedup();
            }
            _ => out.push(f),
        }
    }
    *facts = out;
}

enum FileResult {
    Skipped(Skipped),
    /// A file that may define the name without calling it: parsed for other definitions only
    /// when a maybe call is still unsettled (see [`settle`]).
    Deferred(String),
    Rows(Scanned),
}

/// What one file with calls (or other definitions of the name) gave.
struct Scanned {
    callers: Vec<Caller>,
    excluded: Vec<Excluded>,
    defs: Vec<CallerDef>,
    /// Other definitions of the name in the file.
    others: Vec<precision::Other>,
    /// Maybe calls no folded definition admits: flagged only if no other definition does.
    pending: Vec<Pending>,
}

/// A call matched by name alone that no definition of the set admits.
struct Pending {
    path: String,
    /// The caller row's line and name.
    line: usize,
    name: String,
    call: crate::lang::Call,
}

/// The precision rule (SPEC §4): a maybe call that no folded definition admits is flagged only
/// when no other definition of the name admits it either — none in the repository, none in
/// the standard library. The files that only define the name are searched for its
/// definitions here (parsed here, unless the scan or a lookup parsed them already), and only
/// when a pending call is still unsettled after the files with calls and the standard library.
fn settle(
    view: &TreeView,
    ctx: &RepoCtx,
    target: &Target,
    callers: &mut [Caller],
    pending: &[Pending],
    mut others: precision::Others,
    deferred: &[String],
) {
    let family = target.lang.family();
    let name = precision::name_of(target);
    let open = |others: &precision::Others, call: &crate::lang::Call| {
        !others.admit(call) && !precision::stdlib_admits(family, name, call)
    };
    let mut unsettled: Vec<&Pending> = pending.iter().filter(|p| open(&others, &p.call)).collect();
    if unsettled.is_empty() {
        return;
    }
    for rel in deferred {
        let Some(lang) = Lang::from_path(Path::new(rel)) else {
            continue;
        };
        // A file that cannot be read here was named as skipped by the search, or holds no
        // definition a call could reach; either way it adds nothing.
        let Ok(Loaded::Bytes(bytes)) = view.load(rel) else {
            continue;
        };
        let Some(file) = ctx.parse_once(rel, lang, || SourceFile::parse(rel, lang, bytes).ok())
        else {
            continue;
        };
        let defs = lang.definitions(&file);
        others.extend(precision::others_in(&file, &defs, target));
        unsettled.retain(|p| open(&others, &p.call));
        if unsettled.is_empty() {
            return;
        }
    }
    for p in unsettled {
        if let Some(row) = callers
            .iter_mut()
            .find(|c| c.path == p.path && c.line == p.line && c.name == p.name)
        {
            row.incompatible = true;
        }
    }
}

/// One file's caller rows for one target, grouped by the definition each call sits in.
fn rows_of(
    rel: &str,
    file: &SourceFile,
    defs: &[Def],
    target: &Target,
    calls: Vec<crate::lang::Call>,
    others: Vec<precision::Other>,
) -> FileResult {
    let mut pending = Vec::new();
    // Group by the innermost definition each call sits in.
    let mut rows: BTreeMap<(usize, String), Caller> = BTreeMap::new();
    let mut excluded = Vec::new();
    let mut spans: BTreeMap<(usize, String), Option<&Def>> = BTreeMap::new();
    for call in calls {
        let def = enclosing(defs, call.byte);
        let (name, line) = def
            .map(|d| (d.name.clone(), d.line))
            .unwrap_or_else(|| ("<top level>".to_string(), call.line));
        let binding = match call.binds {
            Binds::Yes => Binding::Yes,
            Binds::Maybe => Binding::Maybe,
            Binds::No => {
                excluded.push(Excluded {
                    name,
                    path: rel.to_string(),
                    line,
                    call_line: call.line,
                    reason: call.reason,
                });
                continue;
            }
        };
        // With evidence, no folded definition admitting the call is a mismatch (its argument
        // types may rule a definition out); by name alone it is one only if no other
        // definition of the name admits it either (`settle`).
        let fits = target
            .defs
            .iter()
            .enumerate()
            .any(|(i, d)| call.may_fit(i) && d.params.admits(&call));
        let incompatible = !fits && binding == Binding::Yes;
        if !fits && binding == Binding::Maybe {
            pending.push(Pending {
                path: rel.to_string(),
                line,
                name: name.clone(),
                call: call.clone(),
            });
        }
        spans.entry((line, name.clone())).or_insert(def);
        let row = rows.entry((line, name.clone())).or_insert_with(|| Caller {
            name,
            path: rel.to_string(),
            line,
            incompatible: false,
            binds: Some(binding),
            call_lines: Vec::new(),
            args: Vec::new(),
        });
        row.incompatible |= incompatible;
        if binding == Binding::Yes {
            row.binds = Some(Binding::Yes);
        }
        row.call_lines.push(call.line);
        row.args.push(call.args);
    }
    let lines: Vec<&[u8]> = file.src.split(|b| *b == b'\n').collect();
    let text_of = |l: usize| {
        lines
            .get(l.saturating_sub(1))
            .map(|t| String::from_utf8_lossy(t).trim().to_string())
            .unwrap_or_default()
    };
    let caller_defs = rows
        .values()
        .map(|c| {
            let def = spans.get(&(c.line, c.name.clone())).copied().flatten();
            CallerDef {
                path: rel.to_string(),
                line: c.line,
                name: c.name.clone(),
                signature: def.map(|d| d.signature.clone()),
                body: def.and_then(|d| {
                    file.src
                        .get(d.start_byte..d.end_byte)
                        .map(|b| String::from_utf8_lossy(b).into_owned())
                }),
                call_texts: c.call_lines.iter().map(|l| (*l, text_of(*l))).collect(),
            }
        })
        .collect();
    FileResult::Rows(Scanned {
        callers: rows.into_values().collect(),
        excluded,
        defs: caller_defs,
        others,
        pending,
    })
}

/// Whether `src` mentions the needle as a whole word; with `call_shaped`, only where a call
/// could follow: the next non-space byte opens arguments (`(`), type arguments (`<`, Go's `[`)
/// or a turbofish (`::<`). Text that cannot hold a call of the name is never parsed.
fn mentions(src: &[u8], finder: &memmem::Finder, call_shaped: bool, qualified: bool) -> bool {
    let n = finder.needle().len();
    whole_words(src, finder).any(|at| {
        if !call_shaped {
            return true;
        }
        let rest = &src[at + n..];
        let next = rest.iter().position(|b| !b.is_ascii_whitespace());
        if matches!(next.map(|i| rest[i]), Some(b'(' | b'<' | b'[' | b':')) {
            return true;
        }
        // The name bound to another one, which calls then use: an import alias
        // (`import { f as g }`, `from m import f as g`) or an assignment (`_f = f`; with
        // `qualified`, Go's `f := pkg.f`).
        renamed_at(rest, next) || crate::index::tokens::assigned(src, at, at + n, qualified)
    })
}

/// Where the needle stands in `src` as a whole word (no identifier byte on either side).
fn whole_words<'s>(src: &'s [u8], finder: &'s memmem::Finder) -> impl Iterator<Item = usize> + 's {
    let n = finder.needle().len();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
    finder.find_iter(src).filter(move |&at| {
        let before = at.checked_sub(1).map(|i| src[i]);
        !before.is_some_and(ident) && !src.get(at + n).is_some_and(|b| ident(*b))
    })
}

/// Whether `src` writes the needle as a whole word after a `.`, the way an attribute is
/// named (`pm.hook`, `pm . hook`). Inside brackets an attribute may continue on a later line,
/// after blank or comment lines (`(pm.  # the relay` / `hook.name)`); a `\\` continues one
/// too: a line before the mention's counts when it ends with a `.`, or when the text before
/// any of its `#` does (one of them starts its comment).
fn mentions_as_attribute(src: &[u8], finder: &memmem::Finder) -> bool {
    let blank = |b: &u8| matches!(b, b' ' | b'\t' | b'\x0c' | b'\r');
    let last = |seg: &[u8]| {
        seg.iter()
            .rposition(|b| !blank(b) && *b != b'\\')
            .map(|i| seg[i])
    };
    whole_words(src, finder).any(|at| {
        let mut end = at;
        let mut own_line = true;
        loop {
            let start = memchr::memrchr(b'\n', &src[..end]).map_or(0, |i| i + 1);
            let seg = &src[start..end];
            let first = seg.iter().position(|b| !blank(b) && *b != b'\\');
            if own_line {
                // the mention's own line: only blanks may stand between it and the `.`
                if let Some(b) = seg.iter().rposition(|b| !blank(b)).map(|i| seg[i]) {
                    return b == b'.';
                }
            } else {
                if last(seg) == Some(b'.') {
                    return true;
                }
                let before_comment =
                    memchr::memchr_iter(b'#', seg).any(|h| last(&seg[..h]) == Some(b'.'));
                if before_comment {
                    return true;
                }
                // a code line ends the search; a blank or comment line is skipped
                if first.is_some_and(|i| seg[i] != b'#') {
                    return false;
                }
            }
            if start == 0 {
                return false;
            }
            own_line = false;
            end = start - 1;
        }
    })
}

/// Whether `rest` (what follows a mention; `next` its first non-blank byte) renames it: `as g`.
fn renamed_at(rest: &[u8], next: Option<usize>) -> bool {
    next.is_some_and(|i| {
        rest[i..].starts_with(b"as") && rest.get(i + 2).is_some_and(u8::is_ascii_whitespace)
    })
}

/// The targets of `hits` whose names a Python file mentions only in comments (`# … raises
/// ProtocolError`), in string literals (a docstring's `>>> gettz("UTC")`) or where no Python
/// call can follow (`{Response: SEND_BODY}`, `x is Response:`; the prefilter's `:` and `<`
/// are for other languages' `f::<T>(..)` and `f<T>(..)`): with its comments and strings
/// blanked, the file no longer passes `hit_in` (the prefilter's test with Python's call shapes)
/// for them, so its code names none of them the way a call of one needs and a parse finds no
/// call of them. An f-string (or a t-string) is no string to blank: its replacement fields are
/// code, so every line one spans is read as written (comments blanked), the whole line because
/// a quote nested in a field (Python 3.12's `f"{d["k"]}"`) ends the literal early for the
/// lexer, which then reads the rest of that line wrongly.
///
/// A target `whole_file(t)` says so (a constructor: a parse of its file also reads
/// `super().__init__(..)` and `cls(..)` calls, which no needle of the prefilter names, and
/// lists or excludes them) keeps the rule that was: the strings of a file that may hold an
/// f-string anywhere ([`has_fstring`]) all stay, so the files whose such calls are read do not
/// change. Another language's file: none. A file of no such mention pays a pass or two over
/// its bytes, a small part of the parse it is spared.
#[cfg(test)]
fn prose_only(
    lang: Lang,
    src: &[u8],
    hits: &[usize],
    hit_in: impl Fn(&[u8], usize) -> bool,
    whole_file: impl Fn(usize) -> bool,
) -> Vec<usize> {
    prose_only_keeping(lang, src, hits, hit_in, whole_file, false).0
}

/// A text with its comments and strings blanked, and the strings' spans (as
/// [`crate::lang::fragment::sanitize`] gives them).
type Blanked = (Vec<u8>, Vec<(usize, usize)>);

/// [`prose_only`], and with `keep` the file's text with its comments and strings blanked and
/// the strings' spans when that pass was made ([`Blanked`], which a region parse of the file
/// reads too: [`crate::lang::python::region_parse`]).
fn prose_only_keeping(
    lang: Lang,
    src: &[u8],
    hits: &[usize],
    hit_in: impl Fn(&[u8], usize) -> bool,
    whole_file: impl Fn(usize) -> bool,
    keep: bool,
) -> (Vec<usize>, Option<Blanked>) {
    if lang.family() != Family::Python {
        return (Vec::new(), None);
    }
    let lexer = &lang.spec().lexer;
    let unnamed = |view: &[u8]| hits.iter().copied().filter(|t| !hit_in(view, *t)).collect();
    // A file with strings: one lexer pass with comments and strings blanked, an f-string's
    // lines put back (for a `whole_file` target every string, where the file may hold one).
    if memchr::memchr2(b'"', b'\'', src).is_some() {
        let clean = crate::lang::fragment::sanitize(lexer, src);
        let coarse = hits.iter().any(|t| whole_file(*t)) && has_fstring(src);
        let kept = keep.then(|| (clean.code.clone(), clean.literals.clone()));
        let mut view = clean.code;
        for &(s, e) in &clean.literals {
            if !fstring_prefix(src, s) {
                continue;
            }
            let from = memchr::memrchr(b'\n', &src[..s]).map_or(0, |i| i + 1);
            let last = e.saturating_sub(1).max(s);
            let to = memchr::memchr(b'\n', &src[last..]).map_or(src.len(), |i| last + i);
            view[from..to].copy_from_slice(&clean.text[from..to]);
        }
        let prose = hits
            .iter()
            .copied()
            .filter(|t| {
                let view = if coarse && whole_file(*t) {
                    &clean.text
                } else {
                    &view
                };
                !hit_in(view, *t)
            })
            .collect();
        return (prose, kept);
    }
    if memchr::memchr(b'#', src).is_none() {
        return (unnamed(src), None);
    }
    // Else with every line cut at its first `#` (no string holds one here).
    let mut cut = src.to_vec();
    let mut at = 0;
    while let Some(h) = memchr::memchr(b'#', &cut[at..]).map(|h| at + h) {
        let end = memchr::memchr(b'\n', &cut[h..]).map_or(cut.len(), |e| h + e);
        cut[h..end].fill(b' ');
        at = end;
    }
    (unnamed(&cut), None)
}

/// [`mentions`] with call shapes of Python's: a call of the name follows it with `(` (or `[`,
/// a generic alias's `f[int](..)`), or the name is bound to another one (`as`, `g = f`); a `:`
/// or a `<` after it starts no call.
fn python_call_shaped(src: &[u8], finder: &memmem::Finder) -> bool {
    let n = finder.needle().len();
    whole_words(src, finder).any(|at| {
        let rest = &src[at + n..];
        let next = rest.iter().position(|b| !b.is_ascii_whitespace());
        match next.map(|i| rest[i]) {
            Some(b'(' | b'[') => true,
            Some(b':' | b'<') => false,
            _ => renamed_at(rest, next) || crate::index::tokens::assigned(src, at, at + n, false),
        }
    })
}

/// Whether a Python text (its comments and strings blanked) names a target by the needles
/// looked for in call shapes (`finders`) the way a call needs: one of them in a call shape
/// ([`python_call_shaped`]), and one of them (that one or another) somewhere other than as
/// the name a `def` declares. A file whose code mentions them only in definitions of those
/// names (other classes' `def __call__(self, n):`, a module's own `def gettz(name):`) holds
/// no call a parse would find, as one naming them only in comments. One mention of any other
/// kind keeps the test as it was: a parse follows values (`tzlookup = tz.gettz` then
/// `tzlookup(..)`), and a file that names a needle that way and declares a `def __call__` is
/// read for the `__call__` target, whose value calls are then found.
fn python_calls_named(src: &[u8], finders: &[&memmem::Finder]) -> bool {
    finders.iter().any(|f| python_call_shaped(src, f))
        && finders
            .iter()
            .any(|f| whole_words(src, f).any(|at| !declared_by_def(src, at)))
}

/// Whether the name at `at` of a Python file is the one a `def` declares: the word before it
/// on its line (past spaces and tabs, at least one) is the keyword `def` (`async def` too).
/// A `def` on an earlier line (a backslash continuation) is not seen: the mention then counts
/// as a call, which only costs a parse.
fn declared_by_def(src: &[u8], at: usize) -> bool {
    let ident = crate::lang::fragment::is_ident_byte;
    let head = &src[..at];
    let Some(end) = head.iter().rposition(|b| *b != b' ' && *b != b'\t') else {
        return false;
    };
    if end + 1 == at {
        return false;
    }
    let word = &head[..=end];
    word.ends_with(b"def") && !(word.len() > 3 && ident(word[word.len() - 4]))
}

/// Whether a Python file may hold an f-string (or a t-string): a quote right after a prefix
/// naming one (`f"`, `rf'`, `Fr"""`, `t"`), wherever it stands (a comment's or a string's
/// text counts too, and a string's closing quote after `t` or `FR`: an over-estimate, kept
/// only for [`prose_only`]'s `whole_file` targets).
fn has_fstring(src: &[u8]) -> bool {
    memchr::memchr2_iter(b'"', b'\'', src).any(|q| fstring_prefix(src, q))
}

/// Whether the literal opening at `at` of a Python file is an f-string (or a t-string): the
/// word right before its quote is its prefix, one or two of `f`/`r`/`t` (any case) with an `f`
/// or a `t`. Only a whole word: `elif'…'` has none.
fn fstring_prefix(src: &[u8], at: usize) -> bool {
    let ident = crate::lang::fragment::is_ident_byte;
    let start = src[..at]
        .iter()
        .rposition(|b| !ident(*b))
        .map_or(0, |i| i + 1);
    let word = &src[start..at];
    (1..=2).contains(&word.len())
        && word.iter().all(|b| b"fFrRtT".contains(b))
        && word.iter().any(|b| b"fFtT".contains(b))
}

/// Whether `src` mentions the needle as a whole word followed by `{`: a Kotlin call whose only
/// argument is a trailing lambda (`retry { … }`).
fn mentions_before_brace(src: &[u8], finder: &memmem::Finder) -> bool {
    let n = finder.needle().len();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    finder.find_iter(src).any(|at| {
        if at > 0 && ident(src[at - 1]) {
            return false;
        }
        let rest = &src[at + n..];
        rest.first().is_some_and(|b| !ident(*b))
            && rest.iter().find(|b| **b != b' ' && **b != b'\t') == Some(&b'{')
    })
}

/// What one round learnt of one file for a target seeking heirs: (target, file, the names it
/// constructs or extends, whether it was searched).
type HeirMark = (usize, usize, Vec<String>, bool);

/// What the rounds of [`find_callers`] learnt of each file for a target seeking heirs.
struct HeirMarks {
    /// Read for the target (searched or not).
    read: Vec<bool>,
    /// Searched for the target (parsed, its calls judged) in some round.
    searched: Vec<bool>,
    /// Read but not searched: the names it constructs or extends
    /// ([`constructed_or_extended`]), where it has any.
    names: std::collections::HashMap<usize, Vec<String>>,
}

impl HeirMarks {
    fn new(files: usize) -> Self {
        HeirMarks {
            read: vec![false; files],
            searched: vec![false; files],
            names: std::collections::HashMap::new(),
        }
    }
}

/// The names `src` constructs or extends ([`constructed_or_extended`]), and for each one its
/// imports bind to another name (`aliases`: `(local, original)` pairs), that original name
/// too: `extends Term` after `import { Terminal as Term }` extends `Terminal`.
fn heir_names(src: &[u8], aliases: fn(&[u8]) -> Vec<(String, String)>) -> Vec<String> {
    let mut names = constructed_or_extended(src);
    if !names.is_empty() {
        for (local, original) in aliases(src) {
            if names.contains(&local) && !names.contains(&original) {
                names.push(original);
            }
        }
    }
    names
}

/// The names `src` writes right after the word `new` or `extends` (blanks between): those
/// for which [`constructs_or_extends`] holds, read in one pass.
fn constructed_or_extended(src: &[u8]) -> Vec<String> {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
    let mut out: Vec<String> = Vec::new();
    for kw in [&b"new"[..], &b"extends"[..]] {
        for at in memmem::find_iter(src, kw) {
            if at > 0 && word(src[at - 1]) {
                continue;
            }
            let mut j = at + kw.len();
            let start = j;
            while j < src.len() && src[j].is_ascii_whitespace() {
                j += 1;
            }
            if j == start {
                continue;
            }
            let name_start = j;
            while j < src.len() && word(src[j]) {
                j += 1;
            }
            if j == name_start {
                continue;
            }
            if let Ok(name) = std::str::from_utf8(&src[name_start..j]) {
                if !out.iter().any(|n| n == name) {
                    out.push(name.to_string());
                }
            }
        }
    }
    out
}

/// Whether `src` names the needle as a whole word right after the word `new` or `extends`
/// (blanks between): a file that constructs the class or declares a subclass of it.
fn constructs_or_extends(src: &[u8], finder: &memmem::Finder) -> bool {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
    whole_words(src, finder).any(|at| {
        let mut i = at;
        while i > 0 && src[i - 1].is_ascii_whitespace() {
            i -= 1;
        }
        if i == at {
            return false;
        }
        [&b"new"[..], &b"extends"[..]].iter().any(|kw| {
            i >= kw.len()
                && &src[i - kw.len()..i] == *kw
                && !(i > kw.len() && word(src[i - kw.len() - 1]))
        })
    })
}

/// Whether `src` mentions the needle as a whole word where a definition of it could be
/// written: call-shaped (`name(`, `name<`, `name:`), or assigned / declared optional
/// (`name = …`, `name?: …`). A file that mentions it in no such way defines no callable of
/// that name and is never parsed for one.
fn mentions_as_definition(src: &[u8], finder: &memmem::Finder) -> bool {
    let n = finder.needle().len();
    whole_words(src, finder).any(|at| {
        let next = src[at + n..].iter().find(|b| !b.is_ascii_whitespace());
        matches!(next, Some(b'(' | b'<' | b'[' | b':' | b'=' | b'?'))
    })
}

/// The innermost named definition containing `byte` (`None`: the file's top level, where the
/// caller is named `<top level>` at the call's own line).
fn enclosing(defs: &[Def], byte: usize) -> Option<&Def> {
    defs.iter()
        .filter(|d| d.start_byte <= byte && byte < d.end_byte)
        .min_by_key(|d| d.end_byte - d.start_byte)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_member_name_counts_where_it_is_written_as_an_attribute() {
        let f = memmem::Finder::new(b"hook");
        let yes: &[&[u8]] = &[
            b"pm.hook.myhook(arg=1)",
            b"x = pm . hook",
            b"hook = 1\ny = (pm.\n    hook.myhook)",
            b"y = (pm.  # the relay\n\n    # more\n    hook)",
            b"y = f(\"#\", pm.  # c\n hook)",
            b"y = pm.\\\n    hook",
            // a comment line that ends with a `.` may be code's (a `#` in a string): kept
            b"# the end.\nhook()",
        ];
        for src in yes {
            assert!(
                mentions_as_attribute(src, &f),
                "{}",
                String::from_utf8_lossy(src)
            );
        }
        let no: &[&[u8]] = &[
            b"hook = 1",
            b"def f(hook):\n    return hook",
            b"x = 1.0\nhook(2)",
            b"pm.hooks + pm.my_hook",
            b"x = a.\nb = 1\nhook()",
        ];
        for src in no {
            assert!(
                !mentions_as_attribute(src, &f),
                "{}",
                String::from_utf8_lossy(src)
            );
        }
    }

    #[test]
    fn the_prefilter_keeps_call_shaped_mentions_only() {
        let f = memmem::Finder::new(b"parse");
        let yes: &[&[u8]] = &[
            b"x = parse(1)",
            b"parse (1)",
            b"parse\n(1)",
            b"parse::<u8>(s)",
            b"parse<T>(s)",
            b"Parse[int](x) parse[int](x)",
            b"renew(); parse(2)",
            b"from m import parse as p",
            b"import { parse as p } from './m'",
            b"_parse = parse\n",
            b"f := strconv.parse\n",
            b"var p = x.y.parse\n",
        ];
        for src in yes {
            assert!(
                mentions(src, &f, true, true),
                "{}",
                String::from_utf8_lossy(src)
            );
        }
        let no: &[&[u8]] = &[
            b"parser(1)",
            b"reparse(1)",
            b"let parse = 1;",
            b"parse!(x)",
            b"// parse it",
            b"$parse(1)",
            b"parse == 1",
            b"import { parse } from './m'",
            b"x := a.b().parse\n",
            b"return strconv.parse\n",
        ];
        for src in no {
            assert!(
                !mentions(src, &f, true, true),
                "{}",
                String::from_utf8_lossy(src)
            );
        }
        // A constructor may be called as `new Cart;`: any whole-word mention counts.
        let c = memmem::Finder::new(b"Cart");
        assert!(mentions(b"const c = new Cart;", &c, false, false));
        // A qualified value is a function value only in Go; elsewhere `n = a.parse` reads a
        // field, and the file holds no call of the name.
        let p = memmem::Finder::new(b"parse");
        assert!(!mentions(b"int n = x.y.parse;\n", &p, true, false));
        assert!(mentions(b"_p = parse\n", &p, true, false));
        // A value that reads a member of the name is not the name: no alias, no call.
        for q in [false, true] {
            assert!(!mentions(b"content = parse.append(c)\n", &p, true, q));
            assert!(!mentions(b"x = parse\n  .trim()\n", &p, true, q));
            assert!(!mentions(b"f := pkg.parse.field\n", &p, true, q));
        }
        assert!(mentions(
            b"content = parse.append(c); parse(1)\n",
            &p,
            true,
            false
        ));
        let r = memmem::Finder::new(b"retry");
        assert!(mentions_before_brace(
            b"fun f() {\n    retry { go() }\n}",
            &r
        ));
        assert!(!mentions(
            b"fun f() {\n    retry { go() }\n}",
            &r,
            true,
            false
        ));
        assert!(!mentions_before_brace(b"val retryCount = 1 {", &r));
        assert!(!mentions(b"const c = new Carts;", &c, false, false));
    }

    #[test]
    fn the_index_flags_are_the_prefilter_tests_for_every_token() {
        // Random texts over the bytes the tests look at: for every needle, the index's flags
        // for it must be exactly what `mentions` and `mentions_as_definition` answer.
        let pieces: &[&[u8]] = &[
            b"parse",
            b"new",
            b"as",
            b"a",
            b"$",
            b"_",
            b"\xc3\xa9",
            b"2",
            b"(",
            b"<",
            b"[",
            b":",
            b"=",
            b"?",
            b" ",
            b"\t",
            b"\n",
            b"\r",
            b".",
            b"!",
            b"/",
            b"#",
            b"as ",
        ];
        let needles = [
            "parse", "new", "as", "a", "$parse", "parse_", "\u{e9}", "a2", "_",
        ];
        let mut state: u64 = 0x1234_5678_9abc_def1;
        let mut rand = |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        for _ in 0..4000 {
            let mut src = Vec::new();
            for _ in 0..rand(14) {
                src.extend_from_slice(pieces[rand(pieces.len())]);
            }
            let qualified = rand(2) == 0;
            let facts = tokens::facts(&src, qualified);
            for n in needles {
                assert!(tokens::indexable(n));
                let f = memmem::Finder::new(n.as_bytes());
                let flags = facts.get(n.as_bytes()).copied().unwrap_or(0);
                let shown = String::from_utf8_lossy(&src);
                assert_eq!(
                    mentions(&src, &f, false, qualified),
                    flags & tokens::MENTION != 0,
                    "{n} in {shown:?}"
                );
                assert_eq!(
                    mentions(&src, &f, true, qualified),
                    flags & tokens::CALL != 0,
                    "{n} in {shown:?}"
                );
                assert_eq!(
                    mentions_as_definition(&src, &f),
                    flags & tokens::DEF != 0,
                    "{n} in {shown:?}"
                );
            }
        }
        assert!(!tokens::indexable("r#type") && !tokens::indexable("9lives"));
        assert!(!tokens::indexable(""));
    }

    #[test]
    fn edit_distance_counts_edits() {
        assert_eq!(edit_distance("compute_total", "compute_totals"), 1);
        assert_eq!(edit_distance("abc", "abc"), 0);
        assert_eq!(edit_distance("", "ab"), 2);
    }

    #[test]
    fn selector_forms() {
        let s = Selector::parse("./a/b.go:Scale").unwrap();
        assert_eq!(s.file.as_deref(), Some("a/b.go"));
        assert_eq!(s.name, "Scale");
        assert_eq!(s.owner, None);
        let s = Selector::parse("a.py:Account.deposit").unwrap();
        assert_eq!(s.owner.as_deref(), Some("Account"));
        assert_eq!(s.name, "deposit");
        let s = Selector::parse("src/c.rs:Counter::add").unwrap();
        assert_eq!(s.file.as_deref(), Some("src/c.rs"));
        assert_eq!(s.owner.as_deref(), Some("Counter"));
        let s = Selector::parse("validate").unwrap();
        assert_eq!(s.file, None);
        assert!(Selector::parse("  ").is_err());
        assert!(Selector::parse("a.go:").is_err());
    }

    #[test]
    fn normalize_keeps_paths_inside_the_root() {
        let root = Path::new("/r");
        assert_eq!(normalize_rel(root, "./a/../b.go").as_deref(), Some("b.go"));
        assert_eq!(normalize_rel(root, "/r/x/y.go").as_deref(), Some("x/y.go"));
    }

    #[test]
    fn a_python_file_naming_a_target_only_in_comments_is_prose_for_it() {
        let f = memmem::Finder::new(b"ProtocolError");
        let hit_in = |src: &[u8], _t: usize| mentions(src, &f, false, false);
        let prose = |src: &str| prose_only(Lang::Python, src.as_bytes(), &[0], hit_in, |_| false);
        let prose_ctor =
            |src: &str| prose_only(Lang::Python, src.as_bytes(), &[0], hit_in, |_| true);
        // named only in comments
        assert_eq!(
            prose("x = 1  # raises ProtocolError\n# ProtocolError again\n"),
            [0]
        );
        // named in code: not prose
        assert!(prose("raise ProtocolError('x')  # ProtocolError\n").is_empty());
        // named only in strings (a docstring's example, a name looked up): no call either
        assert_eq!(prose("getattr(m, 'ProtocolError')\n"), [0]);
        assert_eq!(
            prose("def f():\n    \"\"\"\n    >>> ProtocolError(1)\n    \"\"\"\n"),
            [0]
        );
        assert_eq!(prose("s = 'ProtocolError'  # ProtocolError\n"), [0]);
        // but an f-string's replacement fields are code: its lines are read as written
        assert!(prose("s = f'{ProtocolError(1)}'\n").is_empty());
        assert!(prose("s = rf\"{x}\"; t = 'ProtocolError'\n").is_empty());
        assert!(prose("s = f\"\"\"\n  {ProtocolError(1)}\n\"\"\"\n").is_empty());
        assert!(prose("s = Rf'''a\nb''' + g(ProtocolError)\n").is_empty());
        // (Python 3.12's same quote nested in a field ends the literal early for the lexer:
        // the rest of its line is read as written too)
        assert!(prose("s = f\"{d[\"k\"]} {ProtocolError(1)}\"\n").is_empty());
        // while the file's other strings and comments are blanked
        assert_eq!(
            prose("s = F'{x}'  # ProtocolError\nt = 'ProtocolError'\n"),
            [0]
        );
        assert_eq!(prose("s=(Rf'{x}',tr'{y}')\nt = 'ProtocolError'\n"), [0]);
        // a string ending in `t`, `f` or `FR` is no prefix of the next one: no f-string
        assert_eq!(
            prose("W = (\"at\", \"of\", \"t\", \"FR\")\ns = 'ProtocolError'\n"),
            [0]
        );
        // a constructor keeps the rule that was: a file that may hold an f-string anywhere
        // keeps all its strings for it (its parse reads `super().__init__(..)` calls)
        let listed = "W = (\"t\", \"FR\")\ns = 'ProtocolError'\n";
        assert_eq!(prose(listed), [0]);
        assert!(prose_ctor(listed).is_empty());
        assert_eq!(prose_ctor("W = ('a', 'b')\ns = 'ProtocolError'\n"), [0]);
        // a word ending in `f` or `t` before a quote is no prefix (`don't`, `if'…'`): the
        // file's strings are blanked
        assert_eq!(
            prose("def f():\n    \"\"\"Don't call ProtocolError(1) here.\"\"\"\n"),
            [0]
        );
        assert_eq!(
            prose("x = 1 if'a' else 2\nd = {'of': 'ProtocolError'}\n"),
            [0]
        );
        // a `#` inside a string starts no comment: the name after it is code
        assert!(prose("s = '#'; e = ProtocolError\n").is_empty());
        assert!(prose("s = \"\"\"\n# in a docstring\n\"\"\"; ProtocolError\n").is_empty());
        // a `#` line inside a docstring is the string's text, not a comment: still no code
        assert_eq!(prose("s = \"\"\"\n# ProtocolError\n\"\"\"\n"), [0]);
        // a comment holding a quote does not open a string
        assert_eq!(prose("# don't ProtocolError\nx = 1\n"), [0]);
        // no mention outside code, or another language: nothing is prose
        assert!(prose("x = ProtocolError\n").is_empty());
        assert!(prose("x = 'a'; y = ProtocolError\n").is_empty());
        // with Python's call shapes: a dict key, an annotation, a comparison call nothing
        let call = |src: &[u8], _t: usize| python_call_shaped(src, &f);
        let called = |src: &str| prose_only(Lang::Python, src.as_bytes(), &[0], call, |_| false);
        assert_eq!(
            called("T = {ProtocolError: 1}\nif e is ProtocolError:\n    pass\n"),
            [0]
        );
        assert_eq!(
            called("def f(e: ProtocolError) -> None:\n    return e < ProtocolError\n"),
            [0]
        );
        assert!(called("raise ProtocolError(1)\n").is_empty());
        assert!(called("x = ProtocolError[int]\n").is_empty());
        assert!(called("from m import ProtocolError as PE\n").is_empty());
        assert!(called("E = ProtocolError\n").is_empty());
        // the needles in call shapes together: a definition of the name calls nothing, unless
        // the code names one of them otherwise too (a value a parse follows)
        let g = memmem::Finder::new(b"gettz");
        let both = |src: &[u8], _t: usize| python_calls_named(src, &[&f, &g]);
        let named = |src: &str| prose_only(Lang::Python, src.as_bytes(), &[0], both, |_| false);
        assert_eq!(
            named("class A:\n    def ProtocolError(self, n):\n        pass\n"),
            [0]
        );
        assert_eq!(named("async def ProtocolError[T](x: T):\n    pass\n"), [0]);
        assert_eq!(named("def  gettz (x):\n    pass  # gettz(1)\n"), [0]);
        assert_eq!(named("def gettz(x):\n    \"\"\"gettz(1)\"\"\"\n"), [0]);
        assert!(named("undef ProtocolError(1)\n").is_empty());
        assert!(named("def f(): ProtocolError(1)\n").is_empty());
        assert!(named("def ProtocolError(x):\n    return ProtocolError(x - 1)\n").is_empty());
        assert!(named("mydef(ProtocolError(1))\n").is_empty());
        assert!(named("def ProtocolError(self):\n    f = tz.gettz\n    f(1)\n").is_empty());
        assert!(named("def ProtocolError(self):\n    return gettz\n").is_empty());
        assert!(named("x = gettz\n").is_empty(), "a binding is a call shape");
        assert_eq!(named("if x is gettz:\n    pass\n"), [0]);
        assert!(python_calls_named(b"ProtocolError(1)\n", &[&f, &g]));
        assert!(!python_calls_named(b"def gettz(x): pass\n", &[&f, &g]));
        assert!(!python_calls_named(b"def gettz(x): pass\n", &[]));
        assert!(prose_only(Lang::Go, b"// ProtocolError\n", &[0], hit_in, |_| false).is_empty());
    }

    /// A constructor's heirs are the classes whose `extends` chain reaches a searched name, at
    /// any depth and in any order of the files read; a class already searched is not new.
    #[test]
    fn heirs_follow_the_extends_chains() {
        let b = |c: &str, of: &[&str]| (c.to_string(), of.iter().map(|s| s.to_string()).collect());
        let bases = vec![
            b("CheckBox", &["Button"]),
            b("Other", &["Unrelated"]),
            b("Button", &["Terminal"]),
            b("Choice", &["Term", "Terminal"]),
            b("Terminal", &["Field"]),
            b("Field", &["Base"]),
        ];
        let searched = vec!["Field".to_string()];
        assert_eq!(
            heirs_of(&searched, &bases),
            ["Terminal", "Button", "Choice", "CheckBox"]
        );
        let searched: Vec<String> = ["Field", "Terminal", "Button", "Choice", "CheckBox"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert!(heirs_of(&searched, &bases).is_empty());
    }

    /// A heir's file is one that constructs it or declares a subclass of it.
    #[test]
    fn heir_files_construct_or_extend_it() {
        let f = memmem::Finder::new("CheckBox");
        assert!(constructs_or_extends(b"return new CheckBox(d, r);", &f));
        assert!(constructs_or_extends(
            b"class Radio extends\n  CheckBox {}",
            &f
        ));
        assert!(!constructs_or_extends(
            b"CheckBox.create(r); x instanceof CheckBox",
            &f
        ));
        assert!(!constructs_or_extends(
            b"renew CheckBox; new CheckBoxes()",
            &f
        ));
        assert!(!constructs_or_extends(b"newCheckBox()", &f));
    }

    /// The names a file constructs or extends, read in one pass, are those for which
    /// [`constructs_or_extends`] holds: a later round keeps a file read before by them.
    #[test]
    fn constructed_or_extended_names_agree_with_the_per_name_test() {
        let srcs: &[&[u8]] = &[
            b"return new CheckBox(d, r);",
            b"class Radio extends\n  CheckBox {}",
            b"CheckBox.create(r); x instanceof CheckBox",
            b"renew CheckBox; new CheckBoxes(); new $Box(); new\tBox_2<T>()",
            b"newCheckBox(); new ns.Field(); extends(x); new",
            b"class A<T> extends B<T> { m() { return new A(); } }",
        ];
        let names = [
            "CheckBox",
            "CheckBoxes",
            "Radio",
            "Box",
            "$Box",
            "Box_2",
            "ns",
            "Field",
            "A",
            "B",
            "x",
            "T",
        ];
        for src in srcs {
            let found = constructed_or_extended(src);
            for n in names {
                let f = memmem::Finder::new(n);
                assert_eq!(
                    found.iter().any(|x| x == n),
                    constructs_or_extends(src, &f),
                    "{n} in {}",
                    String::from_utf8_lossy(src)
                );
            }
        }
        assert_eq!(
            constructed_or_extended(b"new A(); class C extends B {}; new A()"),
            vec!["A", "B"]
        );
    }

    /// A file constructing or extending a heir under the name its imports bind it to names
    /// the heir too (TypeScript's import aliases); a name it only imports is not named.
    #[test]
    fn heir_names_follow_import_aliases() {
        let aliases = crate::lang::js::import_aliases;
        let src = b"import { Terminal as Term, Field as F } from './index';\n\
                    import Box from './acro/CheckBox';\n\
                    class Choice extends Term { constructor() { super('n', 0); } }\n\
                    const b = new Box('b', 1);";
        assert_eq!(
            heir_names(src, aliases),
            vec!["Box", "Term", "Terminal", "CheckBox"]
        );
        assert_eq!(
            heir_names(b"import { Terminal as Term } from './index';", aliases),
            Vec::<String>::new()
        );
    }

    /// Facts of one file noted in two rounds become the one a single round notes.
    #[test]
    fn facts_of_two_rounds_merge_per_file() {
        let id = blob_id(b"x");
        let other = blob_id(b"y");
        let f = |rel: &str, fp: ObjectId, hits: &[u32], deferred: &[u32]| Fact {
            rel: rel.into(),
            fp,
            hits: hits.to_vec(),
            deferred: deferred.to_vec(),
        };
        let mut facts = vec![
            f("b.ts", id, &[2], &[]),
            f("a.ts", id, &[1], &[]),
            f("b.ts", id, &[0], &[1]),
            f("c.ts", id, &[0], &[]),
            f("c.ts", other, &[1], &[]),
        ];
        merge_facts(&mut facts);
        let mut want = vec![
            f("a.ts", id, &[1], &[]),
            f("b.ts", id, &[0, 2], &[1]),
            f("c.ts", id, &[0], &[]),
            f("c.ts", other, &[1], &[]),
        ];
        want.sort_by(|a, b| (&a.rel, &a.fp).cmp(&(&b.rel, &b.fp)));
        assert_eq!(facts, want);
    }
}
