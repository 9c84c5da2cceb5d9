//! Test helpers shared by the language modules' unit tests: a scratch repository on disk, a
//! parser for any language, and the target builder that stands in for the engine's selection.

use super::{Def, DefKind, Lang, RepoCtx, SourceFile, Target};

/// A scratch repository: files written to a temporary directory, removed when dropped.
pub(crate) struct Scratch {
    pub dir: tempfile::TempDir,
    pub ctx: RepoCtx,
}

/// Write `files` (`(relative path, text)`) into a fresh temporary directory.
pub(crate) fn scratch(files: &[(&str, &str)]) -> Scratch {
    let dir = tempfile::tempdir().expect("tempdir");
    for (path, text) in files {
        let p = dir.path().join(path);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).expect("mkdir");
        }
        std::fs::write(&p, text).expect("write");
    }
    let ctx = RepoCtx::new(dir.path().to_path_buf());
    Scratch { dir, ctx }
}

/// A context whose root does not exist: resolution never touches real files.
pub(crate) fn no_repo(root: &str) -> RepoCtx {
    RepoCtx::new(root.into())
}

/// Parse `src` as `lang`, named `path`.
pub(crate) fn parse(lang: Lang, path: &str, src: &str) -> SourceFile {
    SourceFile::parse(path, lang, src.as_bytes().to_vec()).expect("parse")
}

/// Every file below `roots` (walked recursively) that names a language by its extension and
/// parses, in no particular order: the fixtures a whole-language test runs over.
pub(crate) fn parsed_files_below(mut roots: Vec<std::path::PathBuf>) -> Vec<SourceFile> {
    let mut out = Vec::new();
    while let Some(d) = roots.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                roots.push(p);
                continue;
            }
            let (Some(lang), Ok(src)) = (Lang::from_path(&p), std::fs::read(&p)) else {
                continue;
            };
            if let Ok(file) = SourceFile::parse(&p.to_string_lossy(), lang, src) {
                out.push(file);
            }
        }
    }
    out
}

/// How [`target`] gathers the definitions at the site.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Site {
    /// Leave out `DefKind::Class` definitions that share the name.
    pub skip_classes: bool,
    /// Keep only the definitions in the first match's scope (one site and its overloads).
    pub first_scope: bool,
}

/// The target `sel` (`name` or `Owner.name`) defined in `file`: every definition with that
/// name (and, with an owner, that innermost scope), filtered as `site` says; its kind and scope
/// are the first match's.
pub(crate) fn target(file: &SourceFile, sel: &str, site: Site) -> Target {
    let (owner, name) = match sel.split_once('.') {
        Some((o, n)) => (Some(o), n),
        None => (None, sel),
    };
    let mut defs: Vec<Def> = file
        .lang
        .definitions(file)
        .into_iter()
        .filter(|d| {
            d.name == name
                && !(site.skip_classes && d.kind == DefKind::Class)
                && owner.is_none_or(|o| d.scope.last().map(String::as_str) == Some(o))
        })
        .collect();
    let first = defs
        .first()
        .cloned()
        .unwrap_or_else(|| panic!("no target {sel} in {}", file.rel_path));
    if site.first_scope {
        defs.retain(|d| d.scope == first.scope);
    }
    Target {
        name: name.to_string(),
        kind: first.kind,
        scope: first.scope,
        rel_path: file.rel_path.clone(),
        lang: file.lang,
        defs,
    }
}

/// The definition named `name` among `defs` (the first one), or a panic listing them.
pub(crate) fn def<'d>(defs: &'d [Def], name: &str) -> &'d Def {
    defs.iter()
        .find(|d| d.name == name)
        .unwrap_or_else(|| panic!("no def {name} in {defs:#?}"))
}

/// Whether some definition of `t` admits the call `c` (its argument count must be known).
pub(crate) fn accepted(t: &Target, c: &super::Call) -> bool {
    assert!(c.args.is_some(), "the call's arguments were counted");
    t.defs.iter().any(|d| d.params.admits(c))
}
