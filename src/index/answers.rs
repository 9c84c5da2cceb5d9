//! The answer cache: a measurement's whole answer, kept in the index directory with everything
//! the computation read, and returned again only while all of it still reads the same.
//!
//! **Key.** The question: the tree (its root and which tree: work tree, git index, a commit,
//! an overlay and its paths), the selectors, the commit compared with, and the program that
//! answered (its version, and the executable's size and time, so another build never trusts
//! this one's answers). The key's SHA-1 names the entry; the entry repeats the key, so a
//! collision is a miss.
//!
//! **What an answer depends on.** (1) Every question the measurement asked of the tree
//! ([`Asked`]: a file's content, whether a path exists or is a file, a directory's names, where
//! a symlink leads) with a fingerprint of its answer — for a content, its git blob id. The
//! engine and the language modules read only through [`TreeView`], which records them, so
//! module resolution that looked for a file that was not there is recorded too, and a file
//! appearing there is a change. (2) The candidate set: every file of the searched families
//! whose content passes the prefilter (mentions a name the way a call or a definition is
//! written), with its blob id, and the paths that are not UTF-8. A file that does not pass
//! the prefilter adds nothing to the answer whatever else it holds, so it is no dependency.
//! (3) The commit compared with (in the key: a commit never changes).
//!
//! **A warm hit** re-asks (1) — a content git vouches for (a commit's or the index's blob, a
//! work-tree file whose size and time match git's index, the racy second excluded) is compared
//! by blob id without being read, any other is read and hashed — and re-runs the prefilter
//! over the tree (with the token index: only the files it cannot vouch for are read) to
//! compare (2). Nothing is parsed. Any difference is a miss: the measurement runs as without
//! the cache and its answer replaces the entry.
//!
//! **Damage.** Every entry ends with a CRC-32 of its body and starts with its format line;
//! one that fails either is never trusted: the measurement says so in one line and runs.
//!
//! **Size.** At most [`MAX_ENTRIES`] entries and [`MAX_ENTRY_BYTES`] bytes together (the bytes
//! are summed on every 64th new entry); past either, the least recently used (by modification
//! time, touched on each hit) are removed down to three quarters. `index clear` removes them
//! with the index.

use std::fs;
use std::path::{Path, PathBuf};

use gix::ObjectId;

use crate::engine::builtin::CallerDef;
use crate::engine::{Binding, Caller, Change, DefRow, EngineKind, Excluded, Report, Status};
use crate::git::tree::{Asked, Skipped};
use crate::lang::DefKind;

const HEAD: &[u8] = b"contract-watch answer v6\n";
/// At most this many answers are kept.
pub const MAX_ENTRIES: usize = 4096;
/// At most this many bytes of answers are kept.
pub const MAX_ENTRY_BYTES: u64 = 64 * 1024 * 1024;
const DIR: &str = "answers";

/// How the engine's prefilter is set for one target: what it needs to re-run without parsing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlanTarget {
    pub needle: String,
    /// Other names the target is reachable by without its own (a Rust `pub use f as g;`): a
    /// file that mentions one of them the way a call is written is read too.
    pub also: Vec<String>,
    /// Other names only a call written with them reaches the target by (a Python class that
    /// inherits a constructor target): a file is read for one only where it mentions it the
    /// way a call is written, whatever `call_shaped` says of the target's own name.
    pub call_also: Vec<String>,
    /// Names of values the target is called through (a field holding an instance of a
    /// `__call__` target's class): a file is read for one wherever it mentions it.
    pub value_also: Vec<String>,
    /// Names of class members such values are reached through (a field holding one): a file
    /// is read for one where it writes it as an attribute (`.hook`).
    pub member_also: Vec<String>,
    /// The target's language (its index in [`crate::lang::LANGS`]): its family is searched.
    pub lang: u8,
    pub call_shaped: bool,
    /// A constructor's or a class's target: a file that mentions its names is read for it
    /// only where the language's [`crate::lang::spec::LanguageSpec::constructs`] says the
    /// file may construct it.
    pub construct_shaped: bool,
    pub lambda_calls: bool,
    /// The token-index flags a file needs to be read.
    pub need: u8,
}

/// One file that passed the prefilter: its content's blob id (or a digest of why it could not
/// be read), and for which targets it holds a call-shaped mention (`hits`) or only a
/// definition-shaped one (`deferred`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Fact {
    pub rel: String,
    pub fp: ObjectId,
    pub hits: Vec<u32>,
    pub deferred: Vec<u32>,
}

/// One kept answer and what it depends on.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub key: String,
    pub plan: Vec<PlanTarget>,
    pub asked: Vec<(Asked, ObjectId)>,
    pub facts: Vec<Fact>,
    /// The tree's paths that are not UTF-8 (named as skipped in the answer).
    pub odd: Vec<String>,
    pub answers: Vec<(Report, Vec<CallerDef>)>,
}

/// Why an entry is not trusted.
#[derive(Debug, thiserror::Error)]
pub enum Unreadable {
    #[error("another version or not an answer")]
    Version,
    #[error("its checksum does not match")]
    Checksum,
    #[error("it ends early or holds a value out of range")]
    Short,
}

/// The entry file for `key` in the index directory `dir`.
pub fn path_of(dir: &Path, key: &str) -> PathBuf {
    let id = crate::git::tree::blob_id(key.as_bytes());
    dir.join(DIR).join(id.to_hex().to_string())
}

static WARNED: std::sync::Once = std::sync::Once::new();

/// The entry kept for `key`, if there is a readable one. A damaged or foreign one is said in
/// one line (once per process), removed, and not returned.
pub fn load(dir: &Path, key: &str) -> Option<Entry> {
    let path = path_of(dir, key);
    let bytes = fs::read(&path).ok()?;
    match decode(&bytes) {
        Ok(e) if e.key == key => Some(e),
        Ok(_) => None,
        Err(why) => {
            WARNED.call_once(|| {
                eprintln!(
                    "contract-watch: a cached answer in {} cannot be trusted ({why}); measuring again",
                    path.parent().unwrap_or(dir).display()
                );
            });
            let _ = fs::remove_file(&path);
            None
        }
    }
}

thread_local! {
    static HITS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Count one answer given from the cache on this thread.
pub fn count_hit() {
    HITS.with(|h| h.set(h.get() + 1));
}

/// How many answers were given from the cache on this thread (for tests that must see the
/// cache answer, not only agree with it).
pub fn hits_on_this_thread() -> u64 {
    HITS.with(|h| h.get())
}

/// Mark the entry for `key` as just used (eviction removes the least recently used).
pub fn touch(dir: &Path, key: &str) {
    if let Ok(f) = fs::File::options().write(true).open(path_of(dir, key)) {
        let _ = f.set_modified(std::time::SystemTime::now());
    }
}

/// Keep `entry` (atomically replacing an older one), then evict down to the caps. Failures
/// are ignored: the cache is an optimisation.
pub fn store(dir: &Path, entry: &Entry) {
    let answers = dir.join(DIR);
    if fs::create_dir_all(&answers).is_err() {
        return;
    }
    let path = path_of(dir, &entry.key);
    let bytes = encode(entry);
    let tmp = super::temp_path(&answers, &path);
    if fs::write(&tmp, &bytes).is_err() || fs::rename(&tmp, &path).is_err() {
        let _ = fs::remove_file(&tmp);
        return;
    }
    evict(&answers);
}

/// How many answers are kept, and their bytes.
pub fn usage(dir: &Path) -> (usize, u64) {
    let list = entries(&dir.join(DIR));
    (list.len(), list.iter().map(|e| e.1).sum())
}

fn entries(answers: &Path) -> Vec<(PathBuf, u64, std::time::SystemTime)> {
    let Ok(rd) = fs::read_dir(answers) else {
        return Vec::new();
    };
    rd.flatten()
        .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .filter_map(|e| {
            let m = e.metadata().ok()?;
            Some((e.path(), m.len(), m.modified().ok()?))
        })
        .collect()
}

fn evict(answers: &Path) {
    // Counting the names costs one directory read; the sizes and times are looked at when the
    // count is over the cap, and on every 64th answer for the bytes.
    let count = fs::read_dir(answers).map_or(0, |rd| rd.count());
    if count <= MAX_ENTRIES && !count.is_multiple_of(64) {
        return;
    }
    let mut list = entries(answers);
    let bytes: u64 = list.iter().map(|e| e.1).sum();
    if list.len() <= MAX_ENTRIES && bytes <= MAX_ENTRY_BYTES {
        return;
    }
    list.sort_by_key(|e| std::cmp::Reverse(e.2));
    let (mut n, mut b) = (0usize, 0u64);
    for (path, len, _) in list {
        n += 1;
        b += len;
        if n > MAX_ENTRIES * 3 / 4 || b > MAX_ENTRY_BYTES * 3 / 4 {
            let _ = fs::remove_file(path);
        }
    }
}

// ---- the entry's encoding: length-prefixed fields, a CRC-32 at the end ----

struct W(Vec<u8>);

impl W {
    fn n(&mut self, v: u64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn b(&mut self, v: bool) {
        self.0.push(u8::from(v));
    }
    fn s(&mut self, v: &str) {
        self.n(v.len() as u64);
        self.0.extend_from_slice(v.as_bytes());
    }
    fn id(&mut self, v: &ObjectId) {
        self.0.extend_from_slice(v.as_slice());
    }
    fn os(&mut self, v: &Option<String>) {
        self.b(v.is_some());
        if let Some(v) = v {
            self.s(v);
        }
    }
    fn on(&mut self, v: Option<usize>) {
        self.b(v.is_some());
        self.n(v.unwrap_or(0) as u64);
    }
    fn ob(&mut self, v: Option<bool>) {
        self.0.push(match v {
            None => 0,
            Some(false) => 1,
            Some(true) => 2,
        });
    }
}

struct R<'a>(&'a [u8]);

impl R<'_> {
    fn take(&mut self, k: usize) -> Result<&[u8], Unreadable> {
        if self.0.len() < k {
            return Err(Unreadable::Short);
        }
        let (a, rest) = self.0.split_at(k);
        self.0 = rest;
        Ok(a)
    }
    fn n(&mut self) -> Result<u64, Unreadable> {
        let b = self.take(8)?;
        Ok(u64::from_le_bytes(
            b.try_into().map_err(|_| Unreadable::Short)?,
        ))
    }
    fn u(&mut self) -> Result<usize, Unreadable> {
        usize::try_from(self.n()?).map_err(|_| Unreadable::Short)
    }
    /// A count of items, each at least one byte: never more than what is left.
    fn count(&mut self) -> Result<usize, Unreadable> {
        let n = self.u()?;
        if n > self.0.len() {
            return Err(Unreadable::Short);
        }
        Ok(n)
    }
    fn byte(&mut self) -> Result<u8, Unreadable> {
        Ok(self.take(1)?[0])
    }
    fn b(&mut self) -> Result<bool, Unreadable> {
        match self.byte()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(Unreadable::Short),
        }
    }
    fn s(&mut self) -> Result<String, Unreadable> {
        let n = self.count()?;
        String::from_utf8(self.take(n)?.to_vec()).map_err(|_| Unreadable::Short)
    }
    fn id(&mut self) -> Result<ObjectId, Unreadable> {
        ObjectId::try_from(self.take(20)?).map_err(|_| Unreadable::Short)
    }
    fn os(&mut self) -> Result<Option<String>, Unreadable> {
        Ok(if self.b()? { Some(self.s()?) } else { None })
    }
    fn on(&mut self) -> Result<Option<usize>, Unreadable> {
        let some = self.b()?;
        let v = self.u()?;
        Ok(some.then_some(v))
    }
    fn ob(&mut self) -> Result<Option<bool>, Unreadable> {
        match self.byte()? {
            0 => Ok(None),
            1 => Ok(Some(false)),
            2 => Ok(Some(true)),
            _ => Err(Unreadable::Short),
        }
    }
    fn list<T>(
        &mut self,
        mut f: impl FnMut(&mut Self) -> Result<T, Unreadable>,
    ) -> Result<Vec<T>, Unreadable> {
        let n = self.count()?;
        (0..n).map(|_| f(self)).collect()
    }
}

fn kind_code(k: DefKind) -> u8 {
    match k {
        DefKind::Function => 0,
        DefKind::Method => 1,
        DefKind::Constructor => 2,
        DefKind::Class => 3,
    }
}

fn kind_of(c: u8) -> Result<DefKind, Unreadable> {
    Ok(match c {
        0 => DefKind::Function,
        1 => DefKind::Method,
        2 => DefKind::Constructor,
        3 => DefKind::Class,
        _ => return Err(Unreadable::Short),
    })
}

fn asked_code(q: &Asked) -> (u8, &str) {
    match q {
        Asked::Raw(p) => (0, p),
        Asked::Load(p) => (1, p),
        Asked::IsFile(p) => (2, p),
        Asked::Exists(p) => (3, p),
        Asked::FileNames(p) => (4, p),
        Asked::DirNames(p) => (5, p),
        Asked::RealPath(p) => (6, p),
    }
}

fn asked_of(c: u8, p: String) -> Result<Asked, Unreadable> {
    Ok(match c {
        0 => Asked::Raw(p),
        1 => Asked::Load(p),
        2 => Asked::IsFile(p),
        3 => Asked::Exists(p),
        4 => Asked::FileNames(p),
        5 => Asked::DirNames(p),
        6 => Asked::RealPath(p),
        _ => return Err(Unreadable::Short),
    })
}

fn put_report(w: &mut W, r: &Report) {
    // Destructured whole: a field added to `Report` must be added here too.
    let Report {
        sym,
        kind,
        owner,
        path,
        line,
        status,
        defs,
        params_was,
        params_now,
        public_was,
        public_now,
        defs_was,
        defs_now,
        change,
        at: _, // computed again on every answer
        def_rows,
        callers,
        excluded,
        skipped,
        engine,
    } = r;
    w.s(sym);
    w.0.push(kind_code(*kind));
    w.os(owner);
    w.s(path);
    w.n(*line as u64);
    w.0.push(match status {
        Status::Unchanged => 0,
        Status::NewSymbol => 1,
        Status::ContractChange => 2,
    });
    w.n(*defs as u64);
    w.on(*params_was);
    w.on(*params_now);
    w.ob(*public_was);
    w.ob(*public_now);
    w.on(*defs_was);
    w.on(*defs_now);
    w.n(change.len() as u64);
    for c in change {
        w.s(c.as_str());
    }
    w.n(def_rows.len() as u64);
    for DefRow {
        path,
        line,
        kind,
        params,
    } in def_rows
    {
        w.s(path);
        w.n(*line as u64);
        w.0.push(kind_code(*kind));
        w.n(*params as u64);
    }
    w.n(callers.len() as u64);
    for Caller {
        name,
        path,
        line,
        incompatible,
        binds,
        call_lines,
        args,
    } in callers
    {
        w.s(name);
        w.s(path);
        w.n(*line as u64);
        w.b(*incompatible);
        w.0.push(match binds {
            None => 0,
            Some(Binding::Yes) => 1,
            Some(Binding::Maybe) => 2,
        });
        w.n(call_lines.len() as u64);
        for l in call_lines {
            w.n(*l as u64);
        }
        w.n(args.len() as u64);
        for a in args {
            w.on(*a);
        }
    }
    w.n(excluded.len() as u64);
    for Excluded {
        name,
        path,
        line,
        call_line,
        reason,
    } in excluded
    {
        w.s(name);
        w.s(path);
        w.n(*line as u64);
        w.n(*call_line as u64);
        w.s(reason);
    }
    w.n(skipped.len() as u64);
    for s in skipped {
        w.s(&s.path);
        w.s(&s.why);
    }
    w.0.push(match engine {
        EngineKind::Builtin => 0,
        EngineKind::Ripwire => 1,
    });
}

fn get_report(r: &mut R) -> Result<Report, Unreadable> {
    let sym = r.s()?;
    let kind = kind_of(r.byte()?)?;
    let owner = r.os()?;
    let path = r.s()?;
    let line = r.u()?;
    let status = match r.byte()? {
        0 => Status::Unchanged,
        1 => Status::NewSymbol,
        2 => Status::ContractChange,
        _ => return Err(Unreadable::Short),
    };
    let defs = r.u()?;
    let params_was = r.on()?;
    let params_now = r.on()?;
    let public_was = r.ob()?;
    let public_now = r.ob()?;
    let defs_was = r.on()?;
    let defs_now = r.on()?;
    let change = r.list(|r| Ok(Change::parse(&r.s()?)))?;
    let def_rows = r.list(|r| {
        Ok(DefRow {
            path: r.s()?,
            line: r.u()?,
            kind: kind_of(r.byte()?)?,
            params: r.u()?,
        })
    })?;
    let callers = r.list(|r| {
        Ok(Caller {
            name: r.s()?,
            path: r.s()?,
            line: r.u()?,
            incompatible: r.b()?,
            binds: match r.byte()? {
                0 => None,
                1 => Some(Binding::Yes),
                2 => Some(Binding::Maybe),
                _ => return Err(Unreadable::Short),
            },
            call_lines: r.list(|r| r.u())?,
            args: r.list(|r| r.on())?,
        })
    })?;
    let excluded = r.list(|r| {
        Ok(Excluded {
            name: r.s()?,
            path: r.s()?,
            line: r.u()?,
            call_line: r.u()?,
            reason: r.s()?,
        })
    })?;
    let skipped = r.list(|r| {
        let path = r.s()?;
        let why = r.s()?;
        Ok(Skipped::new(&path, why))
    })?;
    let engine = match r.byte()? {
        0 => EngineKind::Builtin,
        1 => EngineKind::Ripwire,
        _ => return Err(Unreadable::Short),
    };
    Ok(Report {
        sym,
        kind,
        owner,
        path,
        line,
        status,
        defs,
        params_was,
        params_now,
        public_was,
        public_now,
        defs_was,
        defs_now,
        change,
        at: None,
        def_rows,
        callers,
        excluded,
        skipped,
        engine,
    })
}

fn put_caller_def(w: &mut W, d: &CallerDef) {
    let CallerDef {
        path,
        line,
        name,
        signature,
        body,
        call_texts,
    } = d;
    w.s(path);
    w.n(*line as u64);
    w.s(name);
    w.os(signature);
    w.os(body);
    w.n(call_texts.len() as u64);
    for (l, t) in call_texts {
        w.n(*l as u64);
        w.s(t);
    }
}

fn get_caller_def(r: &mut R) -> Result<CallerDef, Unreadable> {
    Ok(CallerDef {
        path: r.s()?,
        line: r.u()?,
        name: r.s()?,
        signature: r.os()?,
        body: r.os()?,
        call_texts: r.list(|r| Ok((r.u()?, r.s()?)))?,
    })
}

/// The entry as bytes: the format line, the body, the body's CRC-32.
pub fn encode(e: &Entry) -> Vec<u8> {
    let mut w = W(Vec::new());
    w.s(&e.key);
    w.n(e.plan.len() as u64);
    for p in &e.plan {
        w.s(&p.needle);
        w.n(p.also.len() as u64);
        for a in &p.also {
            w.s(a);
        }
        w.n(p.call_also.len() as u64);
        for a in &p.call_also {
            w.s(a);
        }
        w.n(p.value_also.len() as u64);
        for a in &p.value_also {
            w.s(a);
        }
        w.n(p.member_also.len() as u64);
        for a in &p.member_also {
            w.s(a);
        }
        w.0.push(p.lang);
        w.b(p.call_shaped);
        w.b(p.construct_shaped);
        w.b(p.lambda_calls);
        w.0.push(p.need);
    }
    w.n(e.asked.len() as u64);
    for (q, fp) in &e.asked {
        let (c, p) = asked_code(q);
        w.0.push(c);
        w.s(p);
        w.id(fp);
    }
    w.n(e.facts.len() as u64);
    for f in &e.facts {
        w.s(&f.rel);
        w.id(&f.fp);
        w.n(f.hits.len() as u64);
        for h in &f.hits {
            w.n(u64::from(*h));
        }
        w.n(f.deferred.len() as u64);
        for d in &f.deferred {
            w.n(u64::from(*d));
        }
    }
    w.n(e.odd.len() as u64);
    for o in &e.odd {
        w.s(o);
    }
    w.n(e.answers.len() as u64);
    for (report, defs) in &e.answers {
        put_report(&mut w, report);
        w.n(defs.len() as u64);
        for d in defs {
            put_caller_def(&mut w, d);
        }
    }
    let mut out = HEAD.to_vec();
    out.extend_from_slice(&w.0);
    out.extend_from_slice(&crc32fast::hash(&w.0).to_le_bytes());
    out
}

/// An entry read back; never one whose format line or checksum does not match.
pub fn decode(bytes: &[u8]) -> Result<Entry, Unreadable> {
    let body = bytes.strip_prefix(HEAD).ok_or(Unreadable::Version)?;
    if body.len() < 4 {
        return Err(Unreadable::Checksum);
    }
    let (body, crc) = body.split_at(body.len() - 4);
    if crc32fast::hash(body).to_le_bytes() != crc {
        return Err(Unreadable::Checksum);
    }
    let mut r = R(body);
    let key = r.s()?;
    let plan = r.list(|r| {
        let needle = r.s()?;
        let also = r.list(|r| r.s())?;
        let call_also = r.list(|r| r.s())?;
        let value_also = r.list(|r| r.s())?;
        let member_also = r.list(|r| r.s())?;
        let lang = r.byte()?;
        if usize::from(lang) >= crate::lang::LANGS.len() {
            return Err(Unreadable::Short);
        }
        Ok(PlanTarget {
            needle,
            also,
            call_also,
            value_also,
            member_also,
            lang,
            call_shaped: r.b()?,
            construct_shaped: r.b()?,
            lambda_calls: r.b()?,
            need: r.byte()?,
        })
    })?;
    let asked = r.list(|r| {
        let c = r.byte()?;
        let p = r.s()?;
        Ok((asked_of(c, p)?, r.id()?))
    })?;
    let to_u32 = |v: u64| u32::try_from(v).map_err(|_| Unreadable::Short);
    let facts = r.list(|r| {
        Ok(Fact {
            rel: r.s()?,
            fp: r.id()?,
            hits: r.list(|r| to_u32(r.n()?))?,
            deferred: r.list(|r| to_u32(r.n()?))?,
        })
    })?;
    let odd = r.list(|r| r.s())?;
    let answers = r.list(|r| {
        let report = get_report(r)?;
        let defs = r.list(get_caller_def)?;
        Ok((report, defs))
    })?;
    if !r.0.is_empty() {
        return Err(Unreadable::Short);
    }
    Ok(Entry {
        key,
        plan,
        asked,
        facts,
        odd,
        answers,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Entry {
        let report = Report {
            sym: "new".into(),
            kind: DefKind::Constructor,
            owner: Some("S".into()),
            path: "src/a.rs".into(),
            line: 3,
            status: Status::ContractChange,
            defs: 2,
            params_was: Some(1),
            params_now: Some(2),
            public_was: Some(true),
            public_now: None,
            defs_was: Some(1),
            defs_now: Some(2),
            change: vec![Change::Params, Change::Other("x".into())],
            at: None,
            def_rows: vec![DefRow {
                path: "src/a.rs".into(),
                line: 3,
                kind: DefKind::Constructor,
                params: 2,
            }],
            callers: vec![Caller {
                name: "use".into(),
                path: "src/b.rs".into(),
                line: 9,
                incompatible: true,
                binds: Some(Binding::Maybe),
                call_lines: vec![10, 12],
                args: vec![Some(1), None],
            }],
            excluded: vec![Excluded {
                name: "f".into(),
                path: "src/c.rs".into(),
                line: 1,
                call_line: 2,
                reason: "another type's new".into(),
            }],
            skipped: vec![Skipped::new("big: odd.rs", "binary content")],
            engine: EngineKind::Builtin,
        };
        let def = CallerDef {
            path: "src/b.rs".into(),
            line: 9,
            name: "use".into(),
            signature: Some("fn use()".into()),
            body: None,
            call_texts: vec![(10, "S::new(1)".into())],
        };
        Entry {
            key: "k".into(),
            plan: vec![PlanTarget {
                needle: "new".into(),
                also: vec!["make".into()],
                call_also: vec!["Made".into()],
                value_also: vec!["hook".into()],
                member_also: vec!["relay".into()],
                lang: 5,
                call_shaped: true,
                construct_shaped: false,
                lambda_calls: false,
                need: 6,
            }],
            asked: vec![(
                Asked::FileNames("src".into()),
                crate::git::tree::blob_id(b"x"),
            )],
            facts: vec![Fact {
                rel: "src/b.rs".into(),
                fp: crate::git::tree::blob_id(b"y"),
                hits: vec![0],
                deferred: vec![],
            }],
            odd: vec!["\u{fffd}.rs".into()],
            answers: vec![(report, vec![def])],
        }
    }

    #[test]
    fn past_the_cap_the_least_recently_used_go() {
        let dir = tempfile::tempdir().unwrap();
        let base = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1 << 30);
        for i in 0..=MAX_ENTRIES {
            let p = dir.path().join(format!("{i:05}"));
            fs::write(&p, b"x").unwrap();
            let f = fs::File::options().write(true).open(&p).unwrap();
            f.set_modified(base + std::time::Duration::from_secs(i as u64))
                .unwrap();
        }
        evict(dir.path());
        let mut left: Vec<String> = fs::read_dir(dir.path())
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left.len(), MAX_ENTRIES * 3 / 4);
        assert_eq!(
            left.last().unwrap(),
            &format!("{MAX_ENTRIES:05}"),
            "the newest stays"
        );
        assert_eq!(
            left.first().unwrap(),
            &format!("{:05}", MAX_ENTRIES + 1 - MAX_ENTRIES * 3 / 4),
            "the oldest went"
        );
    }

    #[test]
    fn an_entry_reads_back_whole() {
        let e = sample();
        assert_eq!(decode(&encode(&e)).unwrap(), e);
    }

    #[test]
    fn a_damaged_or_foreign_entry_is_refused() {
        let bytes = encode(&sample());
        for i in [HEAD.len() + 3, bytes.len() / 2, bytes.len() - 1] {
            let mut bad = bytes.clone();
            bad[i] ^= 0x40;
            assert!(decode(&bad).is_err(), "a flipped byte at {i} was trusted");
        }
        assert!(decode(&bytes[..bytes.len() - 7]).is_err());
        let mut other = b"contract-watch answer v0\n".to_vec();
        other.extend_from_slice(&bytes[HEAD.len()..]);
        assert!(matches!(decode(&other), Err(Unreadable::Version)));
    }
}
