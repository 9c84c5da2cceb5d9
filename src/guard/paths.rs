//! Where a command acts: directories joined and resolved through the file system.
//!
//! `cd dir` is logical (the shell drops `dir/..` textually, then the kernel resolves what is
//! left); `cd -P`, `git -C`, `env -C` and `sudo -D` are physical (`link/..` is the parent of the
//! link's target). Both end in the real directory when it exists: symlinks are resolved, so two
//! spellings of one repository compare equal. Parts that do not exist are kept as written.

use std::path::{Component, Path, PathBuf};

/// How many symlinks one resolution follows (the kernel's own limit is 40).
const MAX_LINKS: usize = 40;

pub(super) fn home() -> Option<PathBuf> {
    std::env::var_os("HOME").map(PathBuf::from)
}

/// `~` and `~/…` from HOME.
fn expand_tilde(p: &str) -> PathBuf {
    if p == "~" || p.starts_with("~/") {
        if let Some(h) = home() {
            return h.join(p.trim_start_matches('~').trim_start_matches('/'));
        }
    }
    PathBuf::from(p)
}

/// `cd p` from `base`: `..` applied to the text first (as the shell does), then resolved.
pub(super) fn logical(base: &Path, p: &str) -> PathBuf {
    let p = expand_tilde(p);
    let joined = if p.is_absolute() { p } else { base.join(p) };
    resolve(&normalize(&joined))
}

/// `chdir(p)` from `base` (`git -C`, `cd -P`, `env -C`): each part resolved in turn.
pub(super) fn physical(base: &Path, p: &str) -> PathBuf {
    let p = expand_tilde(p);
    let joined = if p.is_absolute() { p } else { base.join(p) };
    let mut links = 0;
    walk(&joined, &mut links)
}

/// The real path of `p` as far as it exists; the rest kept as written (`..` applied lexically).
pub(super) fn resolve(p: &Path) -> PathBuf {
    let mut links = 0;
    walk(p, &mut links)
}

fn walk(p: &Path, links: &mut usize) -> PathBuf {
    let mut out = PathBuf::new();
    // Once a part does not exist, nothing below it does either: no more file system calls.
    let mut exists = true;
    for comp in p.components() {
        match comp {
            Component::Prefix(x) => out.push(x.as_os_str()),
            Component::RootDir => out.push("/"),
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            Component::Normal(name) => {
                out.push(name);
                if !exists {
                    continue;
                }
                match std::fs::symlink_metadata(&out) {
                    Ok(m) if m.file_type().is_symlink() && *links < MAX_LINKS => {
                        *links += 1;
                        let Ok(target) = std::fs::read_link(&out) else {
                            continue;
                        };
                        out.pop();
                        let next = if target.is_absolute() {
                            target
                        } else {
                            out.join(target)
                        };
                        out = walk(&next, links);
                    }
                    Ok(_) => {}
                    Err(_) => exists = false,
                }
            }
        }
    }
    if out.as_os_str().is_empty() {
        out.push(".");
    }
    out
}

/// `.` and `..` applied to the text alone.
pub(super) fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for comp in p.components() {
        match comp {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    if out.as_os_str().is_empty() {
        out.push(".");
    }
    out
}

/// A path word resolved against `dir` (for files a command writes): physical, globs expanded
/// against the tree when `glob` (every match; the word itself when nothing matches).
pub(super) fn targets(dir: &Path, word: &str, glob: bool) -> Vec<PathBuf> {
    let p = expand_tilde(word);
    let joined = if p.is_absolute() { p } else { dir.join(p) };
    if glob {
        let found = expand_glob(&joined);
        if !found.is_empty() {
            return found.iter().map(|p| resolve(p)).collect();
        }
    }
    vec![resolve(&joined)]
}

/// Pathname expansion of `p` against the file system (`*`, `?`, `[…]`, and `{a,b}` braces);
/// hidden names match too (the over-approximation a guard wants). At most 4096 results.
fn expand_glob(p: &Path) -> Vec<PathBuf> {
    let text = p.to_string_lossy();
    let mut out = Vec::new();
    for variant in expand_braces(&text) {
        let mut paths = vec![PathBuf::new()];
        for comp in Path::new(&variant).components() {
            let mut next = Vec::new();
            for base in &paths {
                match comp {
                    Component::Normal(name) => {
                        let name = name.to_string_lossy();
                        if name.contains(['*', '?', '[']) {
                            let Ok(rd) = std::fs::read_dir(if base.as_os_str().is_empty() {
                                Path::new(".")
                            } else {
                                base.as_path()
                            }) else {
                                continue;
                            };
                            for e in rd.flatten() {
                                let n = e.file_name();
                                if fnmatch(name.as_bytes(), n.to_string_lossy().as_bytes()) {
                                    next.push(base.join(n));
                                }
                            }
                        } else {
                            next.push(base.join(name.as_ref()));
                        }
                    }
                    other => next.push(base.join(other.as_os_str())),
                }
                if next.len() > 4096 {
                    break;
                }
            }
            paths = next;
        }
        out.extend(paths.into_iter().filter(|p| p.symlink_metadata().is_ok()));
    }
    out
}

/// `a{b,c}d` → `abd`, `acd` (one level at a time, nested braces too; at most 256 variants).
fn expand_braces(s: &str) -> Vec<String> {
    let bytes = s.as_bytes();
    let Some(open) = bytes.iter().position(|b| *b == b'{') else {
        return vec![s.to_string()];
    };
    let mut depth = 0;
    let mut parts = Vec::new();
    let mut start = open + 1;
    let mut close = None;
    for (i, b) in bytes.iter().enumerate().skip(open) {
        match b {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    parts.push(&s[start..i]);
                    close = Some(i);
                    break;
                }
            }
            b',' if depth == 1 => {
                parts.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    let Some(close) = close else {
        return vec![s.to_string()];
    };
    if parts.len() < 2 {
        return vec![s.to_string()];
    }
    let mut out = Vec::new();
    for p in parts {
        for v in expand_braces(&format!("{}{}{}", &s[..open], p, &s[close + 1..])) {
            if out.len() < 256 {
                out.push(v);
            }
        }
    }
    out
}

/// Shell pattern matching of one name: `*`, `?`, `[…]` (with `!`/`^` and ranges).
pub(super) fn fnmatch(pat: &[u8], name: &[u8]) -> bool {
    match pat.split_first() {
        None => name.is_empty(),
        Some((b'*', rest)) => (0..=name.len()).any(|i| fnmatch(rest, &name[i..])),
        Some((b'?', rest)) => !name.is_empty() && fnmatch(rest, &name[1..]),
        Some((b'[', rest)) => {
            let Some((&c, tail)) = name.split_first() else {
                return false;
            };
            let Some(end) = rest.iter().skip(1).position(|b| *b == b']').map(|e| e + 1) else {
                return c == b'[' && fnmatch(rest, tail);
            };
            let (set, after) = (&rest[..end], &rest[end + 1..]);
            let (neg, set) = match set.first() {
                Some(b'!' | b'^') => (true, &set[1..]),
                _ => (false, set),
            };
            let mut hit = false;
            let mut i = 0;
            while i < set.len() {
                if i + 2 < set.len() && set[i + 1] == b'-' {
                    hit |= set[i] <= c && c <= set[i + 2];
                    i += 3;
                } else {
                    hit |= set[i] == c;
                    i += 1;
                }
            }
            hit != neg && fnmatch(after, tail)
        }
        Some((b'\\', rest)) if !rest.is_empty() => {
            name.first() == rest.first() && fnmatch(&rest[1..], &name[1..])
        }
        Some((p, rest)) => name.first() == Some(p) && fnmatch(rest, &name[1..]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symlinks_are_resolved_physically_or_logically() {
        let t = tempfile::tempdir().unwrap();
        let root = t.path().canonicalize().unwrap();
        std::fs::create_dir_all(root.join("real/inner")).unwrap();
        std::fs::create_dir_all(root.join("other")).unwrap();
        std::os::unix::fs::symlink(root.join("real/inner"), root.join("other/link")).unwrap();
        // Physical: link/.. is the parent of the target.
        assert_eq!(physical(&root, "other/link/.."), root.join("real"));
        // Logical: link/.. is where the link lives.
        assert_eq!(logical(&root, "other/link/.."), root.join("other"));
        assert_eq!(logical(&root, "other/link"), root.join("real/inner"));
        assert_eq!(physical(&root, "nope/../x"), root.join("x"));
    }

    #[test]
    fn globs_and_braces_expand_against_the_tree() {
        let t = tempfile::tempdir().unwrap();
        let root = t.path().canonicalize().unwrap();
        std::fs::create_dir_all(root.join(".git/contract-watch")).unwrap();
        std::fs::create_dir_all(root.join(".git/contract-x")).unwrap();
        let found = targets(&root, ".git/contract-*", true);
        assert_eq!(found.len(), 2, "{found:?}");
        let found = targets(&root, ".g?t/cont[r]act-w*", true);
        assert_eq!(found, vec![root.join(".git/contract-watch")]);
        let found = targets(&root, ".git/{contract-watch,nothing}", true);
        assert_eq!(found, vec![root.join(".git/contract-watch")]);
        assert!(fnmatch(b"*.json", b"settings.json"));
        assert!(!fnmatch(b"[!s]*", b"settings"));
    }
}
