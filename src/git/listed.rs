//! The work tree's listing kept between runs (git's "untracked cache" idea): a warm measure
//! at 50,000 files spent half its instructions walking the work tree (reading every directory
//! and matching every name against the ignore rules) to learn that nothing was added or
//! removed.
//!
//! **What is kept.** The listing the walk made (files and non-UTF-8 paths, sorted), with the
//! stat of everything it depended on: every directory it entered (a directory's names change
//! only with its modification and change times), the `.gitignore` and `.ignore` files that
//! could stand in each of them (present or not), the repository's `info/exclude`, and the
//! global ignore file with the git configuration files that name it (and the environment
//! variables that locate them).
//!
//! **When it is given again.** Only while every one of those still has the same device, inode,
//! mode, size, modification and change time, and each present one was last modified *before*
//! the listing was made — the walk's reference time is the kept file's own time, from the
//! file system's clock, taken before the walk starts. A directory changed in the same tick as
//! the walk (git's "racy" case) or during it is therefore never trusted: the next measure
//! walks again. Setting a directory's modification time back does not hide a change: its
//! change time cannot be set. Any difference means a full walk, whose listing replaces the
//! kept one.
//!
//! **Not kept.** A tree with a nested repository (a `.git` below the root: its own exclude
//! file would need watching too), a walk that met an error, or a path whose stat cannot be
//! read.
//!
//! File contents are not this module's business: they are checked file by file against git's
//! index and the warm index as before.

use std::fs;
use std::io::Write;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use super::paths::Paths;

/// v2: the files as one text and the end of each (read back without a string per path).
const HEAD: &[u8] = b"contract-watch work-tree listing v2\n";
const DIR: &str = "listings";
/// The environment variables that say where the global ignore rules are read from.
const ENV: &[&str] = &[
    "HOME",
    "XDG_CONFIG_HOME",
    "GIT_CONFIG_GLOBAL",
    "GIT_CONFIG_SYSTEM",
];

thread_local! {
    static GIVEN: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many kept listings were given on this thread (for tests that must see the kept
/// listing used, not only agree with a walk).
pub fn kept_listings_given() -> u64 {
    GIVEN.with(|g| g.get())
}

/// What a stat says of a path that a change to it would alter (`None`: nothing there).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Ident {
    dev: u64,
    ino: u64,
    mode: u32,
    size: u64,
    mtime: (i64, i64),
    ctime: (i64, i64),
}

/// The stat of `path` (`Ok(None)`: it does not exist; `Err`: it cannot be told).
fn ident(path: &Path) -> Result<Option<Ident>, ()> {
    match fs::symlink_metadata(path) {
        Ok(m) => Ok(Some(Ident {
            dev: m.dev(),
            ino: m.ino(),
            mode: m.mode(),
            size: m.size(),
            mtime: (m.mtime(), m.mtime_nsec()),
            ctime: (m.ctime(), m.ctime_nsec()),
        })),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(_) => Err(()),
    }
}

/// A listing kept with what it depends on.
struct Kept {
    root: Vec<u8>,
    env: Vec<u8>,
    /// The file system's time just before the walk (seconds, nanoseconds).
    reference: (i64, i64),
    watched: Vec<(Vec<u8>, Option<Ident>)>,
    files: Paths,
    odd: Vec<String>,
}

fn env_now() -> Vec<u8> {
    let mut out = Vec::new();
    for k in ENV {
        out.extend_from_slice(k.as_bytes());
        match std::env::var_os(k) {
            Some(v) => {
                out.push(b'=');
                out.extend_from_slice(v.as_bytes());
            }
            None => out.push(b'-'),
        }
        out.push(0);
    }
    out
}

/// Where the listing of the work tree at `root` is kept, in the index directory `store`.
fn path_of(store: &Path, root: &Path) -> PathBuf {
    let id = super::tree::blob_id(root.as_os_str().as_bytes());
    store.join(DIR).join(id.to_hex().to_string())
}

/// The work tree's listing (files and non-UTF-8 paths, each sorted): the kept one while
/// nothing it depends on changed, else a walk, kept for the next run. `store` is the index
/// directory; `git_dirs` the repository's git directories (their `info/exclude`).
pub fn listing(
    store: &Path,
    root: &Path,
    git_dirs: &[PathBuf],
    threads: usize,
) -> (Paths, Vec<String>) {
    let path = path_of(store, root);
    if let Some(k) = fs::read(&path).ok().and_then(|b| decode(&b)) {
        if still(&k, root) {
            GIVEN.with(|g| g.set(g.get() + 1));
            return (k.files, k.odd);
        }
    }
    record(&path, root, git_dirs, threads)
}

/// Whether the kept listing `k` still holds for `root`.
fn still(k: &Kept, root: &Path) -> bool {
    if k.root != root.as_os_str().as_bytes() || k.env != env_now() {
        return false;
    }
    let before = |t: (i64, i64)| t < k.reference;
    k.watched.iter().all(|(p, was)| {
        let now = ident(Path::new(std::ffi::OsStr::from_bytes(p)));
        match (now, was) {
            (Ok(now), was) if now == *was => now.is_none_or(|i| before(i.mtime) && before(i.ctime)),
            _ => false,
        }
    })
}

/// Walk the work tree, and keep the listing with what it depended on when it can be.
fn record(path: &Path, root: &Path, git_dirs: &[PathBuf], threads: usize) -> (Paths, Vec<String>) {
    let walk = |dirs| {
        let (files, odd) = super::walk(root, threads, &|_| true, dirs);
        (files.iter().collect::<Paths>(), odd)
    };
    let Some(dir) = path.parent() else {
        return walk(None);
    };
    // The reference time comes from the file system's own clock: the time of the file the
    // listing will be written to, made before the walk starts.
    let tmp = crate::index::temp_path(dir, path);
    let made = fs::create_dir_all(dir).and_then(|_| fs::File::create(&tmp));
    let Ok(mut file) = made else {
        return walk(None);
    };
    let reference = match file.metadata() {
        Ok(m) => (m.mtime(), m.mtime_nsec()),
        Err(_) => {
            let _ = fs::remove_file(&tmp);
            return walk(None);
        }
    };
    let met = std::sync::Mutex::new(super::Walked::default());
    let (files, odd) = walk(Some(&met));
    let watched = met
        .into_inner()
        .ok()
        .filter(|m| !m.failed)
        .and_then(|m| watch_list(root, git_dirs, m.dirs));
    let Some(watched) = watched else {
        let _ = fs::remove_file(&tmp);
        let _ = fs::remove_file(path);
        return (files, odd);
    };
    let kept = Kept {
        root: root.as_os_str().as_bytes().to_vec(),
        env: env_now(),
        reference,
        watched,
        files,
        odd,
    };
    let written = encode(&kept)
        .is_some_and(|bytes| file.write_all(&bytes).is_ok() && fs::rename(&tmp, path).is_ok());
    if !written {
        let _ = fs::remove_file(&tmp);
    }
    (kept.files, kept.odd)
}

/// Every path the listing depends on, with its stat now (`None`: it cannot be kept).
fn watch_list(
    root: &Path,
    git_dirs: &[PathBuf],
    dirs: Vec<PathBuf>,
) -> Option<Vec<(Vec<u8>, Option<Ident>)>> {
    let mut paths: Vec<PathBuf> = Vec::new();
    for d in &dirs {
        if d != root && ident(&d.join(".git")).ok()?.is_some() {
            return None;
        }
        paths.push(d.clone());
        paths.push(d.join(".gitignore"));
        paths.push(d.join(".ignore"));
    }
    for g in git_dirs {
        paths.push(g.join("info").join("exclude"));
    }
    // The global ignore file, the configuration files that may name another one, and the
    // default place (the `ignore` crate's order: GIT_CONFIG_GLOBAL, ~/.gitconfig, the XDG
    // config, the system config).
    let (configs, xdg) = super::git_config_files();
    paths.extend(configs);
    paths.extend(xdg.map(|x| x.join("git").join("ignore")));
    paths.extend(super::global_ignore().path());
    paths.sort();
    paths.dedup();
    paths
        .into_iter()
        .map(|p| Some((p.as_os_str().as_bytes().to_vec(), ident(&p).ok()?)))
        .collect()
}

/// The kept listing's bytes (`None`: too large for the format's 32-bit offsets).
fn encode(k: &Kept) -> Option<Vec<u8>> {
    let mut w = Vec::new();
    let n = |w: &mut Vec<u8>, v: u64| w.extend_from_slice(&v.to_le_bytes());
    let s = |w: &mut Vec<u8>, v: &[u8]| {
        w.extend_from_slice(&(v.len() as u32).to_le_bytes());
        w.extend_from_slice(v);
    };
    s(&mut w, &k.root);
    s(&mut w, &k.env);
    n(&mut w, k.reference.0 as u64);
    n(&mut w, k.reference.1 as u64);
    n(&mut w, k.watched.len() as u64);
    for (p, i) in &k.watched {
        s(&mut w, p);
        match i {
            None => w.push(0),
            Some(i) => {
                w.push(1);
                for v in [
                    i.dev,
                    i.ino,
                    u64::from(i.mode),
                    i.size,
                    i.mtime.0 as u64,
                    i.mtime.1 as u64,
                    i.ctime.0 as u64,
                    i.ctime.1 as u64,
                ] {
                    n(&mut w, v);
                }
            }
        }
    }
    let (text, ends) = k.files.parts();
    u32::try_from(text.len()).ok()?;
    n(&mut w, ends.len() as u64);
    for e in ends {
        w.extend_from_slice(&(*e as u32).to_le_bytes());
    }
    s(&mut w, text.as_bytes());
    n(&mut w, k.odd.len() as u64);
    for f in &k.odd {
        s(&mut w, f.as_bytes());
    }
    let mut out = HEAD.to_vec();
    out.extend_from_slice(&w);
    out.extend_from_slice(&crc32fast::hash(&w).to_le_bytes());
    Some(out)
}

/// A kept listing read back: never one whose format line or checksum does not match.
fn decode(bytes: &[u8]) -> Option<Kept> {
    let body = bytes.strip_prefix(HEAD)?;
    let (body, crc) = body.split_at(body.len().checked_sub(4)?);
    if crc32fast::hash(body).to_le_bytes() != crc {
        return None;
    }
    let mut r = body;
    fn take<'a>(r: &mut &'a [u8], k: usize) -> Option<&'a [u8]> {
        if r.len() < k {
            return None;
        }
        let (a, rest) = r.split_at(k);
        *r = rest;
        Some(a)
    }
    let n = |r: &mut &[u8]| Some(u64::from_le_bytes(take(r, 8)?.try_into().ok()?));
    let s = |r: &mut &[u8]| {
        let len = u32::from_le_bytes(take(r, 4)?.try_into().ok()?) as usize;
        take(r, len).map(<[u8]>::to_vec)
    };
    let root = s(&mut r)?;
    let env = s(&mut r)?;
    let reference = (n(&mut r)? as i64, n(&mut r)? as i64);
    let count = usize::try_from(n(&mut r)?).ok()?;
    let mut watched = Vec::with_capacity(count.min(r.len()));
    for _ in 0..count {
        let p = s(&mut r)?;
        let i = match take(&mut r, 1)?[0] {
            0 => None,
            1 => {
                let mut v = [0u64; 8];
                for x in v.iter_mut() {
                    *x = n(&mut r)?;
                }
                Some(Ident {
                    dev: v[0],
                    ino: v[1],
                    mode: u32::try_from(v[2]).ok()?,
                    size: v[3],
                    mtime: (v[4] as i64, v[5] as i64),
                    ctime: (v[6] as i64, v[7] as i64),
                })
            }
            _ => return None,
        };
        watched.push((p, i));
    }
    let count = usize::try_from(n(&mut r)?).ok()?;
    let ends: Vec<usize> = take(&mut r, count.checked_mul(4)?)?
        .chunks_exact(4)
        .map(|e| u32::from_le_bytes([e[0], e[1], e[2], e[3]]) as usize)
        .collect();
    let text = String::from_utf8(s(&mut r)?).ok()?;
    if ends.last().is_some_and(|e| *e != text.len()) || (ends.is_empty() && !text.is_empty()) {
        return None;
    }
    let files = Paths::from_parts(text, ends)?;
    let count = usize::try_from(n(&mut r)?).ok()?;
    let mut odd = Vec::with_capacity(count.min(r.len()));
    for _ in 0..count {
        odd.push(String::from_utf8(s(&mut r)?).ok()?);
    }
    if !r.is_empty() {
        return None;
    }
    Some(Kept {
        root,
        env,
        reference,
        watched,
        files,
        odd,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kept(files: &[&str]) -> Kept {
        Kept {
            root: b"/r".to_vec(),
            env: env_now(),
            reference: (5, 6),
            watched: vec![(b"/r".to_vec(), None)],
            files: files.iter().collect(),
            odd: vec!["b\u{fffd}d".into()],
        }
    }

    /// The bytes of `k` with its files' ends replaced by `ends` (and the checksum made anew).
    fn with_ends(k: &Kept, ends: &[u32]) -> Vec<u8> {
        let bytes = encode(k).unwrap();
        let body = &bytes[HEAD.len()..bytes.len() - 4];
        let (_, old) = k.files.parts();
        let needle: Vec<u8> = old.iter().flat_map(|e| (*e as u32).to_le_bytes()).collect();
        let at = body
            .windows(needle.len())
            .position(|w| w == needle.as_slice())
            .unwrap();
        let mut body = body.to_vec();
        let new: Vec<u8> = ends.iter().flat_map(|e| e.to_le_bytes()).collect();
        body[at..at + new.len()].copy_from_slice(&new);
        let mut out = HEAD.to_vec();
        out.extend_from_slice(&body);
        out.extend_from_slice(&crc32fast::hash(&body).to_le_bytes());
        out
    }

    #[test]
    fn a_kept_listing_reads_back_and_never_with_an_end_off_a_path() {
        let k = kept(&["a/é.ts", "b.rs", "c/d/e.py"]);
        let back = decode(&encode(&k).unwrap()).unwrap();
        assert_eq!(back.files, k.files);
        assert_eq!(back.odd, k.odd);
        assert_eq!(back.watched, k.watched);
        assert_eq!(
            (&back.root, &back.env, back.reference),
            (&k.root, &k.env, k.reference)
        );
        // "a/é.ts" is 7 bytes ("é" two of them): the same bytes with ends that split "é",
        // go backwards, or stop short of the text are refused, checksum or not.
        assert!(decode(&with_ends(&k, &[7, 11, 19])).is_some());
        assert!(decode(&with_ends(&k, &[3, 11, 19])).is_none());
        assert!(decode(&with_ends(&k, &[11, 7, 19])).is_none());
        assert!(decode(&with_ends(&k, &[7, 11, 18])).is_none());
        let empty = kept(&[]);
        assert!(decode(&encode(&empty).unwrap()).unwrap().files.is_empty());
        let mut flipped = encode(&k).unwrap();
        let mid = flipped.len() / 2;
        flipped[mid] ^= 1;
        assert!(decode(&flipped).is_none());
    }
}
