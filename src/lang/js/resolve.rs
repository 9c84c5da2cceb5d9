//! Module specifiers resolved the way the TypeScript toolchain resolves them, so an import
//! written through a project's aliases reaches the file that defines the name.
//!
//! - Relative specifiers (`./x`, `../y`): the exact path, the JS/TS extensions, TS sources
//!   behind emitted `.js` names, then `/index.*`.
//! - Bare specifiers, in tsc's order: the `paths` of the importing file's nearest
//!   `tsconfig.json`/`jsconfig.json` (with its `extends` chain — relative or package-based, JSON
//!   with comments and trailing commas — and, for a solution-style config, the configs it
//!   references), then its `baseUrl`, then the repository's workspace packages (package.json
//!   `workspaces`, `pnpm-workspace.yaml`, `lerna.json`) by package name, entered through
//!   `exports`/`types`/`module`/`main` and mapped from build output (`dist/index.js`) back to the
//!   source the repository holds (`src/index.ts`); then a `node_modules/<name>` symlink that
//!   leads into the repository (a linked package no workspace list names).
//!
//! Everything is read through [`RepoCtx`]; the configurations and the workspace map are kept in
//! its memo for the rest of the measurement.

use std::collections::HashMap;
use std::sync::Arc;

use serde_json::Value;

use super::super::RepoCtx;

/// Extensions tried after the exact path, in order.
pub(super) const EXTS: &[&str] = &[
    ".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts", ".d.ts",
];

/// How deep `extends` chains and references are followed.
const MAX_CONFIG_DEPTH: usize = 8;

/// A module specifier resolved from a file.
#[derive(Clone)]
pub(super) enum Resolved {
    /// A package that is not part of the repository (or an alias that leads nowhere).
    Bare,
    /// The first candidate that exists in the tree.
    File(String),
    /// A relative specifier naming nothing in the tree: every candidate path, in order.
    Guess(Vec<String>),
}

/// Resolve `spec` as imported from the repository-relative file `from`, once per context (the
/// receiver rules ask again for every call they judge: each answer stats the candidates).
pub(super) fn resolve(ctx: &RepoCtx, from: &str, spec: &str) -> Resolved {
    let key = format!("js:resolve:{from}\0{spec}");
    ctx.memo(&key, || resolve_in_tree(ctx, from, spec))
        .as_ref()
        .clone()
}

/// [`resolve`], read from the tree.
fn resolve_in_tree(ctx: &RepoCtx, from: &str, spec: &str) -> Resolved {
    let relative = spec == "." || spec == ".." || spec.starts_with("./") || spec.starts_with("../");
    if !relative {
        return match bare(ctx, from, spec) {
            Some(p) => Resolved::File(p),
            None => Resolved::Bare,
        };
    }
    let Some(base) = normalize(&format!("{}/{spec}", dir_of(from))) else {
        return Resolved::Guess(vec![spec.to_string()]);
    };
    let cands = candidates(&base);
    for c in &cands {
        if ctx.is_file(c) {
            return Resolved::File(c.clone());
        }
    }
    Resolved::Guess(cands)
}

/// The directory part of a repository-relative path (`""` at the root).
fn dir_of(path: &str) -> &str {
    path.rfind('/').map(|i| &path[..i]).unwrap_or("")
}

fn join(dir: &str, rel: &str) -> Option<String> {
    if dir.is_empty() {
        normalize(rel)
    } else {
        normalize(&format!("{dir}/{rel}"))
    }
}

/// Normalize `dir/../x/./y` (no leading `/`); `None` when it climbs out of the root.
pub(super) fn normalize(path: &str) -> Option<String> {
    let mut parts: Vec<&str> = Vec::new();
    for seg in path.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            s => parts.push(s),
        }
    }
    Some(parts.join("/"))
}

/// The files a module path may name, in the order tsc and bundlers try them.
fn candidates(base: &str) -> Vec<String> {
    let mut cands = vec![base.to_string()];
    for e in EXTS {
        cands.push(format!("{base}{e}"));
    }
    // TS sources imported by their emitted name (`./x.js` for `x.ts`).
    for (js, tss) in [
        (".js", &[".ts", ".tsx", ".d.ts"][..]),
        (".jsx", &[".tsx"][..]),
        (".mjs", &[".mts"][..]),
        (".cjs", &[".cts"][..]),
    ] {
        if let Some(stem) = base.strip_suffix(js) {
            for t in tss {
                cands.push(format!("{stem}{t}"));
            }
        }
    }
    for e in EXTS {
        cands.push(if base.is_empty() {
            format!("index{e}")
        } else {
            format!("{base}/index{e}")
        });
    }
    cands
}

/// The file a module path names, if any; a directory holding a `package.json` is entered
/// through it.
fn probe(ctx: &RepoCtx, base: &str) -> Option<String> {
    if let Some(f) = candidates(base).into_iter().find(|c| ctx.is_file(c)) {
        return Some(f);
    }
    let manifest = if base.is_empty() {
        "package.json".to_string()
    } else {
        format!("{base}/package.json")
    };
    if ctx.is_file(&manifest) {
        return package_entry(ctx, base, ".");
    }
    None
}

/// A bare specifier: tsconfig `paths`, `baseUrl`, then workspace packages.
fn bare(ctx: &RepoCtx, from: &str, spec: &str) -> Option<String> {
    if let Some(opts) = config_for_dir(ctx, dir_of(from)).as_ref() {
        if let Some(p) = opts.paths_match(ctx, spec) {
            return Some(p);
        }
        if let Some(base) = &opts.base_url {
            if let Some(p) = join(base, spec).and_then(|b| probe(ctx, &b)) {
                return Some(p);
            }
        }
    }
    let (name, sub) = split_package(spec)?;
    let subpath = format!(".{sub}");
    if let Some(dir) = workspace_packages(ctx).get(name) {
        return package_entry(ctx, dir, &subpath);
    }
    // A `node_modules/<name>` symlink into the repository (a linked package that no
    // workspace list names), looked up from the importing file's directory upwards.
    let mut dir = Some(dir_of(from));
    while let Some(d) = dir {
        let link = join(d, &format!("node_modules/{name}")).unwrap_or_default();
        if ctx.is_file(&format!("{link}/package.json")) {
            let real = ctx.real_path(&link)?;
            if real.split('/').any(|seg| seg == "node_modules") {
                return None;
            }
            return package_entry(ctx, &real, &subpath);
        }
        dir = (!d.is_empty()).then(|| dir_of(d));
    }
    None
}

/// `@scope/pkg/sub/x` → (`@scope/pkg`, `/sub/x`); `pkg` → (`pkg`, ``).
fn split_package(spec: &str) -> Option<(&str, &str)> {
    let mut cut = spec.len();
    let skip = usize::from(spec.starts_with('@'));
    if let Some((i, _)) = spec.match_indices('/').nth(skip) {
        cut = i;
    }
    let name = &spec[..cut];
    (!name.is_empty() && (skip != 1 || name.contains('/'))).then_some((name, &spec[cut..]))
}

// ---------------------------------------------------------------- tsconfig

/// One `paths` entry: the pattern and its substitutions.
type PathPattern = (String, Vec<String>);

/// The options of a tsconfig that bear on resolution, after its `extends` chain.
#[derive(Debug, Default, Clone)]
struct TsOptions {
    /// `baseUrl`, repository-relative.
    base_url: Option<String>,
    /// `paths`: each pattern with its substitutions, and the directory of the config that
    /// wrote them (substitutions are relative to `baseUrl` when there is one, else to it).
    paths: Option<(Vec<PathPattern>, String)>,
    /// Configs this one references (solution-style `tsconfig.json`), repository-relative.
    references: Vec<String>,
    /// `strict` and `noImplicitAny` as written (the nearest of the `extends` chain).
    strict: Option<bool>,
    no_implicit_any: Option<bool>,
}

impl TsOptions {
    /// The file a `paths` pattern leads `spec` to: an exact pattern first, then the `*`
    /// pattern with the longest prefix; its substitutions in order.
    fn paths_match(&self, ctx: &RepoCtx, spec: &str) -> Option<String> {
        let (paths, dir) = self.paths.as_ref()?;
        let base = self.base_url.as_deref().unwrap_or(dir);
        let mut best: Option<(usize, &str, &Vec<String>)> = None;
        for (pat, subs) in paths {
            match pat.split_once('*') {
                None if pat == spec => {
                    best = Some((usize::MAX, "", subs));
                    break;
                }
                None => {}
                Some((pre, post))
                    if spec.len() >= pre.len() + post.len()
                        && spec.starts_with(pre)
                        && spec.ends_with(post)
                        && best.is_none_or(|(len, _, _)| pre.len() > len) =>
                {
                    let star = &spec[pre.len()..spec.len() - post.len()];
                    best = Some((pre.len(), star, subs));
                }
                Some(_) => {}
            }
        }
        let (_, star, subs) = best?;
        subs.iter().find_map(|s| {
            let s = s.replacen('*', star, 1);
            join(base, &s).and_then(|b| probe(ctx, &b))
        })
    }
}

/// Strip `//` and `/* */` comments and trailing commas from JSON with comments (tsconfig's
/// dialect), leaving strings alone.
fn jsonc(text: &str) -> String {
    let b = text.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => {
                let start = i;
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i = (i + 1).min(b.len());
                out.extend_from_slice(&b[start..i]);
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                    i += 1;
                }
                i = (i + 2).min(b.len());
            }
            b',' => {
                // A trailing comma (only white space and comments before `}` or `]`) is dropped.
                if !matches!(next_significant(&b[i + 1..]), Some(b'}' | b']')) {
                    out.push(b',');
                }
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The first byte after white space and comments.
fn next_significant(b: &[u8]) -> Option<u8> {
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            c if c.is_ascii_whitespace() => i += 1,
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                    i += 1;
                }
                i += 2;
            }
            c => return Some(c),
        }
    }
    None
}

fn read_json(ctx: &RepoCtx, path: &str) -> Option<Value> {
    let text = ctx.read_to_string(path)?;
    serde_json::from_str(&jsonc(&text)).ok()
}

/// The options in effect for files in `dir`: the nearest `tsconfig.json` (or
/// `jsconfig.json`) going up to the root.
fn config_for_dir(ctx: &RepoCtx, dir: &str) -> Arc<Option<TsOptions>> {
    ctx.memo(&format!("js:tsconfig-dir:{dir}"), || {
        for name in ["tsconfig.json", "jsconfig.json"] {
            let path = if dir.is_empty() {
                name.to_string()
            } else {
                format!("{dir}/{name}")
            };
            if ctx.is_file(&path) {
                return effective(ctx, &path);
            }
        }
        if dir.is_empty() {
            None
        } else {
            (*config_for_dir(ctx, dir_of(dir))).clone()
        }
    })
}

/// Whether the TypeScript file `path` is checked with `noImplicitAny` (written, or by
/// `strict`) by the nearest `tsconfig.json` going up from it, after its `extends` chain; false
/// without one. Under it an unannotated `let x;` takes the type of what is assigned to it.
pub(super) fn no_implicit_any(ctx: &RepoCtx, path: &str) -> bool {
    let dir = dir_of(path);
    let mut at = dir;
    loop {
        let cfg = if at.is_empty() {
            "tsconfig.json".to_string()
        } else {
            format!("{at}/tsconfig.json")
        };
        if ctx.is_file(&cfg) {
            return (*load_config(ctx, &cfg))
                .as_ref()
                .is_some_and(|o| o.no_implicit_any.or(o.strict).unwrap_or(false));
        }
        if at.is_empty() {
            return false;
        }
        at = dir_of(at);
    }
}

/// A config's options; a solution-style config (no `paths`/`baseUrl` of its own, only
/// `references`) answers with the first referenced config that has them.
fn effective(ctx: &RepoCtx, path: &str) -> Option<TsOptions> {
    let opts = (*load_config(ctx, path)).clone()?;
    if opts.paths.is_some() || opts.base_url.is_some() {
        return Some(opts);
    }
    for r in &opts.references {
        if let Some(o) = (*load_config(ctx, r)).clone() {
            if o.paths.is_some() || o.base_url.is_some() {
                return Some(o);
            }
        }
    }
    Some(opts)
}

fn load_config(ctx: &RepoCtx, path: &str) -> Arc<Option<TsOptions>> {
    ctx.memo(&format!("js:tsconfig:{path}"), || {
        load_config_at(ctx, path, &mut Vec::new())
    })
}

fn load_config_at(ctx: &RepoCtx, path: &str, seen: &mut Vec<String>) -> Option<TsOptions> {
    if seen.len() > MAX_CONFIG_DEPTH || seen.iter().any(|s| s == path) {
        return None;
    }
    seen.push(path.to_string());
    let json = read_json(ctx, path)?;
    let dir = dir_of(path);
    let mut opts = TsOptions::default();
    let parents: Vec<&str> = match json.get("extends") {
        Some(Value::String(s)) => vec![s.as_str()],
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    for parent in parents {
        let Some(ppath) = extends_path(ctx, dir, parent) else {
            continue;
        };
        if let Some(p) = load_config_at(ctx, &ppath, seen) {
            if p.base_url.is_some() {
                opts.base_url = p.base_url;
            }
            if p.paths.is_some() {
                opts.paths = p.paths;
            }
            opts.strict = p.strict.or(opts.strict);
            opts.no_implicit_any = p.no_implicit_any.or(opts.no_implicit_any);
        }
    }
    if let Some(co) = json.get("compilerOptions") {
        if let Some(b) = co.get("strict").and_then(Value::as_bool) {
            opts.strict = Some(b);
        }
        if let Some(b) = co.get("noImplicitAny").and_then(Value::as_bool) {
            opts.no_implicit_any = Some(b);
        }
        if let Some(b) = co.get("baseUrl").and_then(Value::as_str) {
            opts.base_url = join(dir, b);
        }
        if let Some(Value::Object(map)) = co.get("paths") {
            let list = map
                .iter()
                .map(|(k, v)| {
                    let subs: Vec<String> = match v {
                        Value::Array(a) => a
                            .iter()
                            .filter_map(Value::as_str)
                            .map(String::from)
                            .collect(),
                        _ => Vec::new(),
                    };
                    (k.clone(), subs)
                })
                .collect();
            opts.paths = Some((list, dir.to_string()));
        }
    }
    if let Some(Value::Array(refs)) = json.get("references") {
        for r in refs {
            let Some(p) = r.get("path").and_then(Value::as_str) else {
                continue;
            };
            let Some(p) = join(dir, p) else { continue };
            if ctx.is_file(&p) {
                opts.references.push(p);
            } else {
                opts.references.push(format!("{p}/tsconfig.json"));
            }
        }
    }
    seen.pop();
    Some(opts)
}

/// Where `extends` points: a relative path (`./base`, `../tsconfig.base.json`), or a package
/// (`@repo/tsconfig/base.json`, `@tsconfig/node20`) found among the workspace packages or in
/// `node_modules` as far as the tree holds it.
fn extends_path(ctx: &RepoCtx, dir: &str, spec: &str) -> Option<String> {
    let with_json = |p: String| -> Option<String> {
        if ctx.is_file(&p) {
            return Some(p);
        }
        let j = format!("{p}.json");
        if ctx.is_file(&j) {
            return Some(j);
        }
        let t = format!("{p}/tsconfig.json");
        ctx.is_file(&t).then_some(t)
    };
    if spec.starts_with("./") || spec.starts_with("../") || spec == "." || spec == ".." {
        return with_json(join(dir, spec)?);
    }
    let (name, sub) = split_package(spec)?;
    let mut roots: Vec<String> = Vec::new();
    if let Some(d) = workspace_packages(ctx).get(name) {
        roots.push(d.clone());
    }
    let mut up = Some(dir);
    while let Some(d) = up {
        roots.push(join(d, &format!("node_modules/{name}")).unwrap_or_default());
        up = (!d.is_empty()).then(|| dir_of(d));
    }
    for root in roots {
        let sub = sub.trim_start_matches('/');
        let found = if sub.is_empty() {
            let tsconfig_field = read_json(ctx, &format!("{root}/package.json"))
                .and_then(|p| p.get("tsconfig").and_then(Value::as_str).map(String::from));
            tsconfig_field
                .and_then(|t| join(&root, &t))
                .filter(|p| ctx.is_file(p))
                .or_else(|| with_json(format!("{root}/tsconfig")))
        } else {
            with_json(format!("{root}/{sub}"))
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

// ---------------------------------------------------------------- workspaces

/// The repository's workspace packages: package name → directory.
fn workspace_packages(ctx: &RepoCtx) -> Arc<HashMap<String, String>> {
    ctx.memo("js:workspaces", || {
        let mut globs: Vec<String> = Vec::new();
        if let Some(pkg) = read_json(ctx, "package.json") {
            let list = match pkg.get("workspaces") {
                Some(Value::Array(a)) => a.clone(),
                Some(Value::Object(o)) => match o.get("packages") {
                    Some(Value::Array(a)) => a.clone(),
                    _ => Vec::new(),
                },
                _ => Vec::new(),
            };
            globs.extend(list.iter().filter_map(Value::as_str).map(String::from));
        }
        if let Some(text) = ctx.read_to_string("pnpm-workspace.yaml") {
            globs.extend(pnpm_packages(&text));
        }
        if let Some(Value::Array(a)) =
            read_json(ctx, "lerna.json").and_then(|l| l.get("packages").cloned())
        {
            globs.extend(a.iter().filter_map(Value::as_str).map(String::from));
        }
        let mut out = HashMap::new();
        let excluded: Vec<&str> = globs.iter().filter_map(|g| g.strip_prefix('!')).collect();
        for g in globs.iter().filter(|g| !g.starts_with('!')) {
            for dir in expand_glob(ctx, g.trim_start_matches("./").trim_end_matches('/')) {
                if excluded
                    .iter()
                    .any(|x| glob_match_path(x.trim_start_matches("./"), &dir))
                {
                    continue;
                }
                let Some(name) = read_json(ctx, &format!("{dir}/package.json"))
                    .and_then(|p| p.get("name").and_then(Value::as_str).map(String::from))
                else {
                    continue;
                };
                out.entry(name).or_insert(dir);
            }
        }
        out
    })
}

/// The `packages:` list of a `pnpm-workspace.yaml` (a flat list of quoted or bare globs).
fn pnpm_packages(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        let l = line.split(" #").next().unwrap_or("").trim_end();
        if l.trim().is_empty() || l.trim_start().starts_with('#') {
            continue;
        }
        if !line.starts_with([' ', '\t', '-']) {
            inside = l.trim() == "packages:";
            continue;
        }
        if inside {
            if let Some(item) = l.trim().strip_prefix('-') {
                out.push(
                    item.trim()
                        .trim_matches(|c| c == '"' || c == '\'')
                        .to_string(),
                );
            }
        }
    }
    out
}

/// The directories a workspace glob names (`packages/*`, `apps/**`, `tools/cli`).
fn expand_glob(ctx: &RepoCtx, glob: &str) -> Vec<String> {
    let mut dirs = vec![String::new()];
    for seg in glob.split('/').filter(|s| !s.is_empty() && *s != ".") {
        let mut next = Vec::new();
        for d in &dirs {
            if seg == "**" {
                let mut stack = vec![(d.clone(), 0)];
                while let Some((cur, depth)) = stack.pop() {
                    next.push(cur.clone());
                    if depth < 4 {
                        for n in ctx.dir_names(&cur) {
                            if n != "node_modules" && !n.starts_with('.') {
                                stack.push((join(&cur, &n).unwrap_or_default(), depth + 1));
                            }
                        }
                    }
                }
            } else if seg.contains('*') {
                for n in ctx.dir_names(d) {
                    if n != "node_modules" && !n.starts_with('.') && glob_match(seg, &n) {
                        next.push(join(d, &n).unwrap_or_default());
                    }
                }
            } else {
                next.push(join(d, seg).unwrap_or_default());
            }
        }
        dirs = next;
        dirs.sort();
        dirs.dedup();
    }
    dirs.retain(|d| !d.is_empty());
    dirs
}

/// A glob segment with `*` wildcards against a name.
fn glob_match(pat: &str, name: &str) -> bool {
    let parts: Vec<&str> = pat.split('*').collect();
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !name.starts_with(first) || name.len() < first.len() + last.len() || !name.ends_with(last) {
        return false;
    }
    let mut rest = &name[first.len()..name.len() - last.len()];
    for mid in &parts[1..parts.len() - 1] {
        match rest.find(mid) {
            Some(i) => rest = &rest[i + mid.len()..],
            None => return false,
        }
    }
    true
}

fn glob_match_path(pat: &str, path: &str) -> bool {
    let p: Vec<&str> = pat.split('/').collect();
    let s: Vec<&str> = path.split('/').collect();
    p.len() == s.len() && p.iter().zip(&s).all(|(a, b)| glob_match(a, b))
}

// ---------------------------------------------------------------- package entry points

/// The file a package's `subpath` (`.` or `./x`) names: its `exports`, else `types`/`module`/
/// `main`, each mapped from build output back to the source the repository holds.
fn package_entry(ctx: &RepoCtx, dir: &str, subpath: &str) -> Option<String> {
    let manifest = read_json(ctx, &format!("{dir}/package.json")).unwrap_or(Value::Null);
    let mut targets: Vec<String> = Vec::new();
    if let Some(exports) = manifest.get("exports") {
        exports_targets(exports, subpath, &mut targets);
    }
    if subpath == "." {
        for field in ["types", "typings", "source", "module", "main"] {
            if let Some(t) = manifest.get(field).and_then(Value::as_str) {
                targets.push(t.to_string());
            }
        }
    } else {
        targets.push(subpath.to_string());
    }
    let (out_dir, root_dir) = out_and_root(ctx, dir);
    for t in &targets {
        // The source a build output was made from comes first: a built `dist/` in the work
        // tree holds declarations mirroring the sources, not the definitions themselves.
        if let Some(f) = source_of_output(ctx, dir, t, &out_dir, &root_dir) {
            return Some(f);
        }
        if let Some(f) = join(dir, t).and_then(|p| probe_file(ctx, &p)) {
            return Some(f);
        }
    }
    if subpath == "." {
        for fallback in ["src/index", "index", "lib/index"] {
            if let Some(f) = join(dir, fallback).and_then(|p| probe_file(ctx, &p)) {
                return Some(f);
            }
        }
    } else if let Some(f) = join(dir, &format!("src/{}", subpath.trim_start_matches("./")))
        .and_then(|p| probe_file(ctx, &p))
    {
        return Some(f);
    }
    None
}

/// [`probe`] without entering another package.
fn probe_file(ctx: &RepoCtx, base: &str) -> Option<String> {
    candidates(base).into_iter().find(|c| ctx.is_file(c))
}

/// The package's own `outDir`/`rootDir` (defaults: `dist`, `src`).
fn out_and_root(ctx: &RepoCtx, dir: &str) -> (String, String) {
    let opts = read_json(ctx, &format!("{dir}/tsconfig.json"))
        .and_then(|j| j.get("compilerOptions").cloned());
    let get = |k: &str| {
        opts.as_ref()
            .and_then(|o| o.get(k))
            .and_then(Value::as_str)
            .map(|s| s.trim_start_matches("./").trim_end_matches('/').to_string())
    };
    (
        get("outDir").unwrap_or_else(|| "dist".into()),
        get("rootDir").unwrap_or_else(|| "src".into()),
    )
}

/// `dist/index.js` / `dist/index.d.ts` → `src/index.ts` (and the other usual output folders).
fn source_of_output(
    ctx: &RepoCtx,
    dir: &str,
    target: &str,
    out_dir: &str,
    root_dir: &str,
) -> Option<String> {
    let t = target.trim_start_matches("./");
    let mut stem = t;
    for e in [
        ".d.ts", ".d.mts", ".d.cts", ".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx",
    ] {
        if let Some(s) = t.strip_suffix(e) {
            stem = s;
            break;
        }
    }
    let mut outs: Vec<&str> = vec![out_dir];
    for o in ["dist", "lib", "build", "out", "esm", "cjs", "types"] {
        if o != out_dir {
            outs.push(o);
        }
    }
    for o in outs {
        let Some(rest) = stem.strip_prefix(o).filter(|r| r.starts_with('/')) else {
            continue;
        };
        // `dist/esm/index.js`, `dist/cjs/index.js`: one more build folder level.
        let mut rests = vec![rest.to_string()];
        for sub in ["/esm", "/cjs", "/types", "/src"] {
            if let Some(r) = rest.strip_prefix(sub).filter(|r| r.starts_with('/')) {
                rests.push(r.to_string());
            }
        }
        for r in rests {
            for root in [root_dir, "src", ""] {
                let cand = if root.is_empty() {
                    r.trim_start_matches('/').to_string()
                } else {
                    format!("{root}{r}")
                };
                if let Some(f) = join(dir, &cand).and_then(|p| probe_file(ctx, &p)) {
                    return Some(f);
                }
            }
        }
    }
    None
}

/// The targets `exports` gives `subpath`, best condition first.
fn exports_targets(exports: &Value, subpath: &str, out: &mut Vec<String>) {
    match exports {
        Value::String(s) if subpath == "." => out.push(s.clone()),
        Value::Array(a) => {
            for v in a {
                exports_targets(v, subpath, out);
            }
        }
        Value::Object(map) if map.keys().any(|k| k.starts_with('.')) => {
            if let Some(v) = map.get(subpath) {
                conditions(v, "", out);
                return;
            }
            // `./*` and `./features/*.js` patterns: the longest prefix wins.
            let best = map
                .iter()
                .filter_map(|(k, v)| {
                    let (pre, post) = k.split_once('*')?;
                    (subpath.starts_with(pre)
                        && subpath.ends_with(post)
                        && subpath.len() >= pre.len() + post.len())
                    .then(|| {
                        (
                            pre.len(),
                            &subpath[pre.len()..subpath.len() - post.len()],
                            v,
                        )
                    })
                })
                .max_by_key(|(len, _, _)| *len);
            if let Some((_, star, v)) = best {
                conditions(v, star, out);
            }
        }
        Value::Object(_) if subpath == "." => conditions(exports, "", out),
        _ => {}
    }
}

/// The targets of a conditions object (`types` and source-like conditions first).
fn conditions(v: &Value, star: &str, out: &mut Vec<String>) {
    match v {
        Value::String(s) => out.push(s.replacen('*', star, 1)),
        Value::Array(a) => {
            for x in a {
                conditions(x, star, out);
            }
        }
        Value::Object(map) => {
            const ORDER: &[&str] = &[
                "types",
                "typescript",
                "source",
                "development",
                "import",
                "module",
                "default",
                "require",
                "node",
                "browser",
            ];
            for k in ORDER {
                if let Some(x) = map.get(*k) {
                    conditions(x, star, out);
                }
            }
            for (k, x) in map {
                if !ORDER.contains(&k.as_str()) {
                    conditions(x, star, out);
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::testkit::scratch;

    #[test]
    fn jsonc_drops_comments_and_trailing_commas() {
        let t = "{\n // c\n \"a\": \"x // not a comment\", /* b */ \"b\": [1, 2,],\n}";
        let v: Value = serde_json::from_str(&jsonc(t)).expect("valid JSON");
        assert_eq!(v["a"], "x // not a comment");
        assert_eq!(v["b"], serde_json::json!([1, 2]));
        let t2 = "{\"a\": [1, // one\n],}";
        assert!(serde_json::from_str::<Value>(&jsonc(t2)).is_ok());
    }

    #[test]
    fn package_names_split_from_subpaths() {
        assert_eq!(split_package("@s/p/x/y"), Some(("@s/p", "/x/y")));
        assert_eq!(split_package("@s/p"), Some(("@s/p", "")));
        assert_eq!(split_package("lodash/fp"), Some(("lodash", "/fp")));
        assert_eq!(split_package("@s"), None);
    }

    #[test]
    fn globs_and_pnpm_lists() {
        assert!(glob_match("*", "core"));
        assert!(glob_match("pkg-*", "pkg-ui"));
        assert!(!glob_match("pkg-*", "ui"));
        let y = "packages:\n  - 'packages/*'\n  - \"apps/*\" # apps\n  - '!**/test/**'\ncatalog:\n  - x\n";
        assert_eq!(
            pnpm_packages(y),
            vec!["packages/*", "apps/*", "!**/test/**"]
        );
    }

    #[test]
    fn paths_extends_and_workspaces_resolve_to_sources() {
        let s = scratch(&[
            (
                "tsconfig.base.json",
                "{\n  // shared\n  \"compilerOptions\": {\n    \"baseUrl\": \".\",\n    \"paths\": {\n      \"@app/*\": [\"packages/*/src/index.ts\"],\n      \"~/*\": [\"apps/web/src/*\",],\n    },\n  },\n}\n",
            ),
            ("apps/web/tsconfig.json", "{ \"extends\": \"../../tsconfig.base.json\" }"),
            ("apps/web/src/x.ts", ""),
            ("apps/web/src/util/fmt.ts", ""),
            ("packages/core/src/index.ts", ""),
            ("package.json", "{\"workspaces\": [\"libs/*\"]}"),
            (
                "libs/math/package.json",
                "{\"name\": \"@m/math\", \"exports\": {\".\": {\"import\": \"./dist/index.js\", \"types\": \"./dist/index.d.ts\"}, \"./vec\": \"./dist/vec.js\"}}",
            ),
            ("libs/math/src/index.ts", ""),
            ("libs/math/src/vec.ts", ""),
            ("libs/plain/package.json", "{\"name\": \"plain\", \"main\": \"lib/main.js\"}"),
            ("libs/plain/src/main.ts", ""),
        ]);
        let from = "apps/web/src/x.ts";
        let file = |spec: &str| match resolve(&s.ctx, from, spec) {
            Resolved::File(p) => Some(p),
            _ => None,
        };
        assert_eq!(
            file("@app/core").as_deref(),
            Some("packages/core/src/index.ts")
        );
        assert_eq!(
            file("~/util/fmt").as_deref(),
            Some("apps/web/src/util/fmt.ts")
        );
        assert_eq!(file("@m/math").as_deref(), Some("libs/math/src/index.ts"));
        assert_eq!(file("@m/math/vec").as_deref(), Some("libs/math/src/vec.ts"));
        assert_eq!(file("plain").as_deref(), Some("libs/plain/src/main.ts"));
        assert_eq!(file("react"), None);
    }

    #[cfg(unix)]
    #[test]
    fn node_modules_symlinks_lead_into_the_repository() {
        let s = scratch(&[
            (
                "tools/lint/package.json",
                "{\"name\": \"@x/lint\", \"main\": \"src/main.ts\"}",
            ),
            ("tools/lint/src/main.ts", ""),
            (
                "node_modules/react/package.json",
                "{\"name\": \"react\", \"main\": \"index.js\"}",
            ),
            ("node_modules/react/index.js", ""),
            ("app/a.ts", ""),
        ]);
        std::fs::create_dir_all(s.dir.path().join("node_modules/@x")).expect("mkdir");
        std::os::unix::fs::symlink(
            "../../tools/lint",
            s.dir.path().join("node_modules/@x/lint"),
        )
        .expect("symlink");
        let file = |spec: &str| match resolve(&s.ctx, "app/a.ts", spec) {
            Resolved::File(p) => Some(p),
            _ => None,
        };
        assert_eq!(file("@x/lint").as_deref(), Some("tools/lint/src/main.ts"));
        // a real package under node_modules is not the repository's code
        assert_eq!(file("react"), None);
    }
}
