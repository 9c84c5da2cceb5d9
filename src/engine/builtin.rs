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
    precision, Binding, Caller, DefRow, EngineError, EngineKind, Excluded, Options, Refusal,
    Report, Selector, Status,
};
use crate::lang::{Binds, Def, DefKind, Lang, RepoCtx, SourceFile, Target};
use crate::repo::{self, Repo};

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

/// Files larger than this are not parsed (listed as skipped instead).
pub const MAX_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// Measure `sel` in `root` (a work tree root, or any directory when there is no repository).
pub fn measure(root: &Path, sel: &Selector, opts: &Options) -> Result<Report, EngineError> {
    measure_detailed(root, sel, opts).map(|(r, _)| r)
}

/// [`measure`], also giving each caller's own definition (for `explain`).
pub fn measure_detailed(
    root: &Path,
    sel: &Selector,
    opts: &Options,
) -> Result<(Report, Vec<CallerDef>), EngineError> {
    let root = root.canonicalize().map_err(|e| EngineError::Io {
        path: root.display().to_string(),
        message: e.to_string(),
    })?;
    let repo = Repo::discover(&root)?;
    let given = root.clone();
    // Answer for the repository that holds `root`, relative to its work tree.
    let root = repo
        .as_ref()
        .map(|r| r.root().to_path_buf())
        .unwrap_or(root);
    let ctx = RepoCtx::new(root.clone());

    let sel = &resolve_from(&root, &given, sel);
    let site = select(&root, sel, opts)?;
    let target = &site.target;

    // HEAD's side of the same site.
    let (head_defs, has_head) = match &repo {
        Some(r) if r.has_head() => match r.blob_at(opts.base.as_deref(), &target.rel_path)? {
            Some(blob) => {
                let file = SourceFile::parse(&target.rel_path, target.lang, blob).map_err(|e| {
                    EngineError::BadFile {
                        path: target.rel_path.clone(),
                        why: e.to_string(),
                    }
                })?;
                let defs = target.lang.definitions(&file);
                (
                    Some(site_defs(
                        &defs,
                        &target.name,
                        &target.scope,
                        site.class_site,
                    )),
                    true,
                )
            }
            None => (None, true),
        },
        _ => (None, false),
    };
    let head_defs = head_defs.filter(|d| !d.is_empty());

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
    let _ = has_head;

    let (callers, excluded, skipped, caller_defs) = find_callers(&root, target, &ctx, opts);

    let mut change = Vec::new();
    if status == Status::ContractChange {
        let one_changed = head_defs
            .as_ref()
            .is_some_and(|was| definitions_differ(was, &target.defs));
        if params_was != Some(params_now) || one_changed {
            change.push("params".to_string());
        }
        if defs_was != Some(target.defs.len()) {
            change.push("defs".to_string());
        }
        if callers.iter().any(|c| c.incompatible) {
            change.push("broken-callers".to_string());
        }
    }
    let first = site.anchor.clone();
    let def_rows = if target.defs.len() > 1 || site.class_site {
        let mut rows = Vec::new();
        if site.class_site && target.defs.iter().all(|d| d.kind != DefKind::Class) {
            rows.push(DefRow {
                path: target.rel_path.clone(),
                line: first.line,
                kind: "cls".into(),
                params: 0,
            });
        }
        rows.extend(target.defs.iter().map(|d| DefRow {
            path: target.rel_path.clone(),
            line: d.line,
            kind: kind_attr(d.kind).into(),
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
    let at = if opts.want_at {
        repo.as_ref().and_then(|r| r.at(true))
    } else {
        None
    };
    Ok((
        Report {
            sym: target.name.clone(),
            owner: target.scope.last().cloned(),
            kind: if site.class_site {
                "cls".into()
            } else {
                kind_attr(first.kind).into()
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
            at,
            def_rows,
            callers,
            excluded,
            skipped,
            engine: EngineKind::Builtin,
        },
        caller_defs,
    ))
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

fn kind_attr(kind: DefKind) -> &'static str {
    match kind {
        DefKind::Function => "fn",
        DefKind::Method | DefKind::Constructor => "method",
        DefKind::Class => "cls",
    }
}

/// The selected site: the target with its folded definitions, and the definition whose
/// place names the site (`p=`).
struct Site {
    target: Target,
    anchor: Def,
    /// A class selected by name: its constructors are the folded set.
    class_site: bool,
}

/// The definitions at one site in a file's definition list: same name and scope; for a class,
/// its constructors (or the class itself, standing for the implicit constructor).
fn site_defs(defs: &[Def], name: &str, scope: &[String], class_site: bool) -> Vec<Def> {
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
            .filter(|d| d.kind == DefKind::Class && d.name == name && d.scope == scope)
            .cloned()
            .collect();
    }
    defs.iter()
        .filter(|d| d.kind != DefKind::Class && d.name == name && d.scope == scope)
        .cloned()
        .collect()
}

/// A file read for analysis, or why it was not.
enum Loaded {
    File(SourceFile),
    Skip(String),
}

fn load(root: &Path, rel: &str, lang: Lang) -> Result<Loaded, EngineError> {
    let path = root.join(rel);
    let meta = std::fs::symlink_metadata(&path).map_err(|e| EngineError::Io {
        path: rel.to_string(),
        message: e.to_string(),
    })?;
    let real: PathBuf = if meta.file_type().is_symlink() {
        let real = path.canonicalize().map_err(|e| EngineError::Io {
            path: rel.to_string(),
            message: format!("broken symlink: {e}"),
        })?;
        if !real.starts_with(root) {
            return Ok(Loaded::Skip(format!(
                "{rel}: a symlink that leaves the repository"
            )));
        }
        real
    } else {
        path
    };
    let meta = std::fs::metadata(&real).map_err(|e| EngineError::Io {
        path: rel.to_string(),
        message: e.to_string(),
    })?;
    if !meta.is_file() {
        return Ok(Loaded::Skip(format!("{rel}: not a regular file")));
    }
    if meta.len() > MAX_FILE_BYTES {
        return Ok(Loaded::Skip(format!(
            "{rel}: {} MiB, larger than the {} MiB the builtin engine parses",
            meta.len() / (1024 * 1024),
            MAX_FILE_BYTES / (1024 * 1024)
        )));
    }
    let src = std::fs::read(&real).map_err(|e| EngineError::Io {
        path: rel.to_string(),
        message: e.to_string(),
    })?;
    if looks_binary(&src) {
        return Ok(Loaded::Skip(format!("{rel}: binary content")));
    }
    SourceFile::parse(rel, lang, src)
        .map(Loaded::File)
        .map_err(|e| EngineError::BadFile {
            path: rel.to_string(),
            why: e.to_string(),
        })
}

fn looks_binary(src: &[u8]) -> bool {
    memchr::memchr(0, &src[..src.len().min(8192)]).is_some()
}

/// A selector's file is relative to the repository root (as ripwire's); when that names no file
/// but the same path from the directory the measurement was asked in (a subdirectory) does,
/// use that one.
fn resolve_from(root: &Path, given: &Path, sel: &Selector) -> Selector {
    let Some(file) = &sel.file else {
        return sel.clone();
    };
    if given == root || Path::new(file).is_absolute() || root.join(file).exists() {
        return sel.clone();
    }
    match normalize_rel(root, &given.join(file).to_string_lossy()) {
        Some(rel) if root.join(&rel).exists() => Selector {
            file: Some(rel),
            ..sel.clone()
        },
        _ => sel.clone(),
    }
}

fn select(root: &Path, sel: &Selector, opts: &Options) -> Result<Site, EngineError> {
    match &sel.file {
        Some(file) => select_in_file(root, sel, file),
        None => select_bare(root, sel, opts),
    }
}

fn select_in_file(root: &Path, sel: &Selector, file: &str) -> Result<Site, EngineError> {
    let rel = normalize_rel(root, file).ok_or_else(|| Refusal::UnknownFile {
        path: file.to_string(),
        why: "it is outside the repository".into(),
    })?;
    let lang = Lang::from_path(Path::new(&rel))
        .ok_or_else(|| Refusal::Unsupported { path: rel.clone() })?;
    let path = root.join(&rel);
    if std::fs::symlink_metadata(&path).is_err() {
        return Err(Refusal::UnknownFile {
            path: rel,
            why: "no such file in the work tree".into(),
        }
        .into());
    }
    let file = match load(root, &rel, lang)? {
        Loaded::File(f) => f,
        Loaded::Skip(why) => {
            return Err(EngineError::BadFile {
                path: rel,
                why: why
                    .split_once(": ")
                    .map(|x| x.1)
                    .unwrap_or(&why)
                    .to_string(),
            })
        }
    };
    let defs = lang.definitions(&file);
    let sites = sites_in(&defs, sel);
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
            spellings: sites
                .iter()
                .map(|(scope, _)| {
                    Selector::spelling(&rel, scope.last().map(String::as_str), &sel.name)
                })
                .collect(),
        }
        .into()),
    }
}

/// A definition site's key: its scope, and whether it is a class.
type SiteKey = (Vec<String>, bool);

/// The distinct sites (scope, is-class) in `defs` matching the selector.
fn sites_in(defs: &[Def], sel: &Selector) -> Vec<SiteKey> {
    let mut sites: Vec<SiteKey> = Vec::new();
    for d in defs.iter().filter(|d| d.name == sel.name) {
        // A constructor named like its class folds into the class's site.
        if d.kind == DefKind::Constructor && d.scope.last() == Some(&d.name) {
            let outer = &d.scope[..d.scope.len() - 1];
            if defs
                .iter()
                .any(|c| c.kind == DefKind::Class && c.name == d.name && c.scope == outer)
            {
                continue;
            }
        }
        if let Some(owner) = &sel.owner {
            if d.scope.last() != Some(owner) {
                continue;
            }
        }
        let key = (d.scope.clone(), d.kind == DefKind::Class);
        if !sites.contains(&key) {
            sites.push(key);
        }
    }
    // A class and a same-named function/method in the same scope cannot both be meant; the
    // class wins only when it is the only kind (Java/JS constructors are named like the class
    // but carry the class's scope, so they never collide here).
    sites
}

fn make_site(
    file: &SourceFile,
    defs: &[Def],
    name: &str,
    scope: Vec<String>,
    class_site: bool,
) -> Site {
    let folded = site_defs(defs, name, &scope, class_site);
    let anchor = if class_site {
        defs.iter()
            .find(|d| d.kind == DefKind::Class && d.name == name && d.scope == scope)
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
            scope,
            rel_path: file.rel_path.clone(),
            lang: file.lang,
            defs: folded,
        },
        anchor,
        class_site,
    }
}

fn select_bare(root: &Path, sel: &Selector, opts: &Options) -> Result<Site, EngineError> {
    let needle = sel.name.as_bytes();
    let files = repo::work_tree_files(root, opts.threads, &|rel| {
        Lang::from_path(Path::new(rel)).is_some()
    });
    let finder = memmem::Finder::new(needle);
    let mut found: Vec<(SourceFile, Vec<Def>, Vec<SiteKey>)> = Vec::new();
    for rel in files {
        let Some(lang) = Lang::from_path(Path::new(&rel)) else {
            continue;
        };
        let Ok(meta) = std::fs::metadata(root.join(&rel)) else {
            continue;
        };
        if meta.len() > MAX_FILE_BYTES {
            continue;
        }
        let Ok(bytes) = std::fs::read(root.join(&rel)) else {
            continue;
        };
        if finder.find(&bytes).is_none() || looks_binary(&bytes) {
            continue;
        }
        let Ok(file) = SourceFile::parse(&rel, lang, bytes) else {
            continue;
        };
        let defs = lang.definitions(&file);
        let sites = sites_in(&defs, sel);
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
                let multi = sites.len() > 1;
                for (scope, _) in sites {
                    let owner = if multi || sel.owner.is_some() {
                        scope.last().map(String::as_str)
                    } else {
                        None
                    };
                    spellings.push(Selector::spelling(&file.rel_path, owner, &sel.name));
                }
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
    let rel = repo::relative(root, &clean)?;
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

type Found = (Vec<Caller>, Vec<Excluded>, Vec<String>, Vec<CallerDef>);

fn find_callers(root: &Path, target: &Target, ctx: &RepoCtx, opts: &Options) -> Found {
    let family = target.lang.family();
    let needle = needle(target);
    let (files, odd) = repo::work_tree_listing(root, opts.threads, &|rel| {
        Lang::from_path(Path::new(rel)).is_some_and(|l| l.family() == family)
    });
    // Prefilter and parse in parallel: read each file, keep those containing the needle.
    let finder = memmem::Finder::new(needle.as_bytes());
    let results = std::sync::Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = opts.threads.clamp(1, 16);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(rel) = files.get(i) else { break };
                let out = scan_file(root, rel, &finder, target, ctx);
                if let Some(out) = out {
                    if let Ok(mut r) = results.lock() {
                        r.push(out);
                    }
                }
            });
        }
    });
    let mut callers = Vec::new();
    let mut excluded = Vec::new();
    let mut skipped: Vec<String> = odd
        .into_iter()
        .map(|p| format!("{p}: the path is not UTF-8"))
        .collect();
    let mut defs = Vec::new();
    let mut others = precision::Others::default();
    let mut pending = Vec::new();
    let mut deferred = Vec::new();
    for r in results.into_inner().unwrap_or_default() {
        match r {
            FileResult::Skipped(why) => skipped.push(why),
            FileResult::Deferred(rel) => deferred.push(rel),
            FileResult::Rows(rows) => {
                callers.extend(rows.callers);
                excluded.extend(rows.excluded);
                defs.extend(rows.defs);
                others.extend(rows.others);
                pending.extend(rows.pending);
            }
        }
    }
    deferred.sort();
    settle(root, target, &mut callers, &pending, others, &deferred);
    callers.sort_by(|a: &Caller, b| (&a.path, a.line).cmp(&(&b.path, b.line)));
    excluded.sort_by(|a: &Excluded, b| (&a.path, a.call_line).cmp(&(&b.path, b.call_line)));
    skipped.sort();
    (callers, excluded, skipped, defs)
}

enum FileResult {
    Skipped(String),
    /// A file that may define the name without calling it: parsed for other definitions only
    /// when a maybe call is still unsettled (see [`settle`]).
    Deferred(String),
    Rows(Scanned),
}

/// What one file with calls gave.
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
/// the standard library. The files that only define the name are parsed here, and only when
/// a pending call is still unsettled after the files already parsed and the standard library.
fn settle(
    root: &Path,
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
        let Ok(Loaded::File(file)) = load(root, rel, lang) else {
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

fn scan_file(
    root: &Path,
    rel: &str,
    finder: &memmem::Finder,
    target: &Target,
    ctx: &RepoCtx,
) -> Option<FileResult> {
    let lang = Lang::from_path(Path::new(rel))?;
    let path = root.join(rel);
    let meta = std::fs::metadata(&path).ok()?;
    if meta.len() > MAX_FILE_BYTES {
        // Only a file that could hold a call matters; a huge one is named, never dropped.
        return Some(FileResult::Skipped(format!(
            "{rel}: {} MiB, larger than the {} MiB the builtin engine parses",
            meta.len() / (1024 * 1024),
            MAX_FILE_BYTES / (1024 * 1024)
        )));
    }
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) => return Some(FileResult::Skipped(format!("{rel}: unreadable ({e})"))),
    };
    // Only a file that mentions the name the way a call is written is parsed (a constructor,
    // which JavaScript can call as `new Cart;`, keeps the plain mention). One that mentions it
    // only as a definition could be written (`name = …`) may be parsed later (see `settle`).
    let call_shaped = !matches!(target.kind, DefKind::Class | DefKind::Constructor);
    if !mentions(&bytes, finder, call_shaped) {
        return mentions_as_definition(&bytes, finder)
            .then(|| FileResult::Deferred(rel.to_string()));
    }
    if looks_binary(&bytes) {
        return Some(FileResult::Skipped(format!("{rel}: binary content")));
    }
    let file = match SourceFile::parse(rel, lang, bytes) {
        Ok(f) => f,
        Err(e) => return Some(FileResult::Skipped(format!("{rel}: {e}"))),
    };
    let calls = lang.calls(&file, target, ctx);
    let defs = lang.definitions(&file);
    let others = precision::others_in(&file, &defs, target);
    if calls.is_empty() {
        // Parsed already: what it defines under the name is kept for the precision rule.
        return Some(FileResult::Rows(Scanned {
            callers: Vec::new(),
            excluded: Vec::new(),
            defs: Vec::new(),
            others,
            pending: Vec::new(),
        }));
    }
    let mut pending = Vec::new();
    // Group by the innermost definition each call sits in.
    let mut rows: BTreeMap<(usize, String), Caller> = BTreeMap::new();
    let mut excluded = Vec::new();
    let mut spans: BTreeMap<(usize, String), Option<&Def>> = BTreeMap::new();
    for call in calls {
        let def = enclosing(&defs, call.byte);
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
        // With evidence, no folded definition admitting the call is a mismatch; by name alone
        // it is one only if no other definition of the name admits it either (`settle`).
        let fits = target.defs.iter().any(|d| d.params.admits(&call));
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
    Some(FileResult::Rows(Scanned {
        callers: rows.into_values().collect(),
        excluded,
        defs: caller_defs,
        others,
        pending,
    }))
}

/// Whether `src` mentions the needle as a whole word; with `call_shaped`, only where a call
/// could follow: the next non-space byte opens arguments (`(`), type arguments (`<`, Go's `[`)
/// or a turbofish (`::<`). Text that cannot hold a call of the name is never parsed.
fn mentions(src: &[u8], finder: &memmem::Finder, call_shaped: bool) -> bool {
    let n = finder.needle().len();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
    finder.find_iter(src).any(|at| {
        if at > 0 && ident(src[at - 1]) {
            return false;
        }
        let rest = &src[at + n..];
        if rest.first().is_some_and(|b| ident(*b)) {
            return false;
        }
        if !call_shaped {
            return true;
        }
        let next = rest.iter().find(|b| !b.is_ascii_whitespace());
        matches!(next, Some(b'(' | b'<' | b'[' | b':'))
    })
}

/// Whether `src` mentions the needle as a whole word where a definition of it could be
/// written: call-shaped (`name(`, `name<`, `name:`), or assigned / declared optional
/// (`name = …`, `name?: …`). A file that mentions it in no such way defines no callable of
/// that name and is never parsed for one.
fn mentions_as_definition(src: &[u8], finder: &memmem::Finder) -> bool {
    let n = finder.needle().len();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80;
    finder.find_iter(src).any(|at| {
        if at > 0 && ident(src[at - 1]) {
            return false;
        }
        let rest = &src[at + n..];
        if rest.first().is_some_and(|b| ident(*b)) {
            return false;
        }
        let next = rest.iter().find(|b| !b.is_ascii_whitespace());
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
        ];
        for src in yes {
            assert!(mentions(src, &f, true), "{}", String::from_utf8_lossy(src));
        }
        let no: &[&[u8]] = &[
            b"parser(1)",
            b"reparse(1)",
            b"let parse = 1;",
            b"parse!(x)",
            b"// parse it",
            b"$parse(1)",
        ];
        for src in no {
            assert!(!mentions(src, &f, true), "{}", String::from_utf8_lossy(src));
        }
        // A constructor may be called as `new Cart;`: any whole-word mention counts.
        let c = memmem::Finder::new(b"Cart");
        assert!(mentions(b"const c = new Cart;", &c, false));
        assert!(!mentions(b"const c = new Carts;", &c, false));
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
}
