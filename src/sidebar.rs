//! The sidebar (SPEC §9): a pane beside the agent that carries the findings as a stream of
//! entries, so the transcript stays clean.
//!
//! While `contract-watch sidebar` runs it holds a shared lock on each watched repository's
//! `<git-dir>/contract-watch/sidebar.lock` (with `--all`, also on a per-user lock); a hook that
//! finds a lock held writes to the stream instead of the transcript. The kernel drops the lock
//! when the pane's process dies however it dies, so a killed pane never swallows lines.
//!
//! [`Model`] turns stream events into blocks; [`Model::screen`] lays the newest blocks out on a
//! fixed-size screen (older ones pushed off the top); [`paint`] turns styled lines into text,
//! with ANSI colors only when asked.

use std::collections::VecDeque;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use owo_colors::OwoColorize;

use crate::messages::{self, SidebarEntry};
use crate::state::{Finding, SidebarEvent, Store};

/// The line between an entry's mismatching callers and its same-named ones.
pub const SAME_NAME: &str = "same name, may be another type";

/// How one screen line is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Plain,
    /// An entry's first line.
    Bold,
    /// A mismatching caller.
    Red,
    /// A same-named caller, and the separator before them.
    Faint,
    /// A closing line.
    Green,
}

/// One screen line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Styled {
    pub text: String,
    pub style: Style,
}

fn styled(text: impl Into<String>, style: Style) -> Styled {
    Styled {
        text: text.into(),
        style,
    }
}

/// One block of the stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block {
    /// An open finding's entry; `repo` labels it when several repositories feed the pane.
    Entry {
        id: String,
        repo: Option<String>,
        entry: SidebarEntry,
    },
    /// A closing line (green).
    Closing(String),
    /// Any other line (a gate's line, an engine failure).
    Line(String),
}

impl Block {
    fn lines(&self) -> Vec<Styled> {
        match self {
            Block::Entry { repo, entry, .. } => {
                let mut v = Vec::new();
                let head = match repo {
                    Some(r) => format!("[{r}] {}", entry.header),
                    None => entry.header.clone(),
                };
                v.push(styled(head, Style::Bold));
                for c in &entry.mismatching {
                    v.push(styled(format!("  {c}"), Style::Red));
                }
                if !entry.same_name.is_empty() {
                    if !entry.mismatching.is_empty() {
                        v.push(styled(format!("  {SAME_NAME}"), Style::Faint));
                    }
                    for c in &entry.same_name {
                        v.push(styled(format!("  {c}"), Style::Faint));
                    }
                }
                v
            }
            Block::Closing(l) => vec![styled(l.clone(), Style::Green)],
            Block::Line(l) => vec![styled(l.clone(), Style::Plain)],
        }
    }
}

/// The most blocks kept (older ones are far off the top of any pane anyway).
const MAX_BLOCKS: usize = 500;

/// The pane's content: blocks, oldest first.
#[derive(Debug, Default, Clone)]
pub struct Model {
    pub blocks: VecDeque<Block>,
    /// Every block shown or changed since the last [`Model::take_news`], in order: what a
    /// piped pane prints (it cannot redraw).
    news: Vec<Block>,
}

impl Model {
    /// Show an open finding (when the pane starts, or a repository joins).
    pub fn show(&mut self, f: &Finding, repo: Option<&str>) {
        self.apply(
            &SidebarEvent::Open {
                id: f.id.to_string(),
                entry: messages::sidebar_entry(f),
            },
            repo,
        );
    }

    /// Take one stream event.
    pub fn apply(&mut self, ev: &SidebarEvent, repo: Option<&str>) {
        let same = |b: &Block, want: &str| matches!(b, Block::Entry { id, repo: r, .. } if id == want && r.as_deref() == repo);
        match ev {
            SidebarEvent::Open { id, entry } => {
                self.blocks.retain(|b| !same(b, id));
                self.push(Block::Entry {
                    id: id.clone(),
                    repo: repo.map(str::to_string),
                    entry: entry.clone(),
                });
            }
            SidebarEvent::Update { id, entry } => {
                let mut found = false;
                for b in self.blocks.iter_mut() {
                    if same(b, id) {
                        if let Block::Entry { entry: e, .. } = b {
                            *e = entry.clone();
                        }
                        self.news.push(b.clone());
                        found = true;
                    }
                }
                if !found {
                    self.push(Block::Entry {
                        id: id.clone(),
                        repo: repo.map(str::to_string),
                        entry: entry.clone(),
                    });
                }
            }
            SidebarEvent::Close { id, line } => {
                self.blocks.retain(|b| !same(b, id));
                self.push(Block::Closing(line.clone()));
            }
            SidebarEvent::Line { line } => self.push(Block::Line(line.clone())),
        }
    }

    fn push(&mut self, b: Block) {
        self.news.push(b.clone());
        self.blocks.push_back(b);
        while self.blocks.len() > MAX_BLOCKS {
            self.blocks.pop_front();
        }
    }

    /// The blocks shown or changed since the last call, oldest first.
    pub fn take_news(&mut self) -> Vec<Block> {
        std::mem::take(&mut self.news)
    }

    /// The screen of `width` × `height`: blocks' lines wrapped to the width, a blank line
    /// between blocks, the newest at the bottom, older ones pushed off the top.
    pub fn screen(&self, width: usize, height: usize) -> Vec<Styled> {
        let width = width.max(8);
        let mut lines: Vec<Styled> = Vec::new();
        for (i, b) in self.blocks.iter().enumerate() {
            if i > 0 {
                lines.push(styled("", Style::Plain));
            }
            for l in b.lines() {
                lines.extend(wrap(&l, width));
            }
        }
        let skip = lines.len().saturating_sub(height);
        lines.into_iter().skip(skip).collect()
    }
}

/// Wrap one styled line to `width` characters, continuation lines indented by 4.
fn wrap(l: &Styled, width: usize) -> Vec<Styled> {
    let chars: Vec<char> = l.text.chars().collect();
    if chars.len() <= width {
        return vec![l.clone()];
    }
    let mut out = Vec::new();
    let mut rest: &[char] = &chars;
    let mut first = true;
    while !rest.is_empty() {
        let room = if first { width } else { width - 4 };
        let mut cut = rest.len().min(room);
        if cut < rest.len() {
            // Break at the last space that leaves something on the line.
            if let Some(sp) = rest[..cut].iter().rposition(|c| *c == ' ') {
                if sp > 0 {
                    cut = sp;
                }
            }
        }
        let piece: String = rest[..cut].iter().collect();
        out.push(styled(
            if first {
                piece
            } else {
                format!("    {}", piece.trim_start())
            },
            l.style,
        ));
        rest = &rest[cut..];
        while rest.first() == Some(&' ') {
            rest = &rest[1..];
        }
        first = false;
    }
    out
}

/// Text for styled lines: ANSI colors when `color`, plain otherwise.
pub fn paint(lines: &[Styled], color: bool) -> Vec<String> {
    lines
        .iter()
        .map(|l| {
            if !color {
                return l.text.clone();
            }
            match l.style {
                Style::Plain => l.text.clone(),
                Style::Bold => l.text.bold().to_string(),
                Style::Red => l.text.red().to_string(),
                Style::Faint => l.text.dimmed().to_string(),
                Style::Green => l.text.green().to_string(),
            }
        })
        .collect()
}

// ---------------------------------------------------------------- watching

/// Where the per-user state lives: `$XDG_STATE_HOME/contract-watch`, else
/// `~/.local/state/contract-watch`.
pub fn user_state_dir() -> Option<PathBuf> {
    match std::env::var_os("XDG_STATE_HOME") {
        Some(v) if !v.is_empty() => Some(PathBuf::from(v).join("contract-watch")),
        _ => std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/state/contract-watch")),
    }
}

/// The lock an `--all` sidebar holds: every repository's lines go to the stream while it runs.
pub fn all_lock_path() -> Option<PathBuf> {
    user_state_dir().map(|d| d.join("sidebar-all.lock"))
}

/// Remember a repository's git dir so an `--all` sidebar can find it.
pub fn register(git_dir: &Path) {
    let Some(dir) = user_state_dir() else { return };
    let path = dir.join("repos");
    let line = git_dir.display().to_string();
    if std::fs::read_to_string(&path)
        .map(|t| t.lines().any(|l| l == line))
        .unwrap_or(false)
    {
        return;
    }
    if std::fs::create_dir_all(&dir).is_ok() {
        if let Ok(mut f) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
        {
            let _ = writeln!(f, "{line}");
        }
    }
}

/// The registered git dirs that still exist.
pub fn registered() -> Vec<PathBuf> {
    let Some(dir) = user_state_dir() else {
        return Vec::new();
    };
    let mut v: Vec<PathBuf> = std::fs::read_to_string(dir.join("repos"))
        .unwrap_or_default()
        .lines()
        .map(PathBuf::from)
        .filter(|p| p.is_dir())
        .collect();
    v.sort();
    v.dedup();
    v
}

/// Whether a lock file is held by some process (a shared or exclusive holder).
pub fn lock_held(path: &Path) -> bool {
    let Ok(file) = File::open(path) else {
        return false;
    };
    match file.try_lock() {
        Ok(()) => {
            let _ = file.unlock();
            false
        }
        Err(std::fs::TryLockError::WouldBlock) => true,
        Err(std::fs::TryLockError::Error(_)) => false,
    }
}

/// Take a shared hold on a lock file for as long as the returned file lives.
fn hold(path: &Path) -> std::io::Result<File> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    let f = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .read(true)
        .open(path)?;
    f.lock_shared()?;
    Ok(f)
}

/// One watched repository.
struct Source {
    store: Store,
    label: Option<String>,
    after: u64,
    len: u64,
    _lock: File,
}

/// Why the sidebar could not start.
#[derive(Debug, thiserror::Error)]
pub enum SidebarError {
    #[error("cannot hold {path}: {source}")]
    Lock {
        path: String,
        source: std::io::Error,
    },
    #[error("{0}")]
    State(#[from] crate::state::StateError),
    #[error("cannot write to the pane: {0}")]
    Write(#[from] std::io::Error),
}

fn open_source(
    git_dir: &Path,
    labelled: bool,
    model: &mut Model,
    since: Option<u64>,
) -> Result<Source, SidebarError> {
    let store = Store::open(git_dir)?;
    let lock_path = store.dir().join(crate::findings::SIDEBAR_LOCK);
    let lock = hold(&lock_path).map_err(|e| SidebarError::Lock {
        path: lock_path.display().to_string(),
        source: e,
    })?;
    let label = labelled.then(|| {
        let root = git_dir.parent().unwrap_or(git_dir);
        root.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| root.display().to_string())
    });
    for f in store.findings()?.value {
        model.show(&f, label.as_deref());
    }
    let records = store.read_sidebar(0)?.value;
    let mut after = records.last().map(|r| r.seq).unwrap_or(0);
    if let Some(t) = since {
        // A repository that joined while the pane runs: take what it wrote since the start.
        for r in records.iter().filter(|r| r.at >= t) {
            model.apply(&r.event, label.as_deref());
        }
        after = records.last().map(|r| r.seq).unwrap_or(0);
    }
    let len = std::fs::metadata(store.sidebar_path())
        .map(|m| m.len())
        .unwrap_or(0);
    Ok(Source {
        store,
        label,
        after,
        len,
        _lock: lock,
    })
}

/// The longest the pane sleeps without a file event: it still notices a resized terminal.
const WAKE: Duration = Duration::from_millis(150);

/// What to watch.
pub struct Watch {
    /// The repositories' git dirs.
    pub git_dirs: Vec<PathBuf>,
    /// Also every repository registered now or later (`--all`).
    pub all: bool,
}

/// Run the pane until the process is stopped. `tty`: redraw the whole pane (resize-aware);
/// otherwise append new blocks as plain lines. `color`: ANSI colors.
pub fn run(watch: Watch, out: &mut dyn Write, tty: bool, color: bool) -> Result<(), SidebarError> {
    let started = crate::state::unix_now();
    let _all_lock = if watch.all {
        match all_lock_path() {
            Some(p) => Some(hold(&p).map_err(|e| SidebarError::Lock {
                path: p.display().to_string(),
                source: e,
            })?),
            None => None,
        }
    } else {
        None
    };
    let mut model = Model::default();
    let mut dirs = watch.git_dirs.clone();
    if watch.all {
        dirs.extend(registered());
    }
    dirs.sort();
    dirs.dedup();
    let labelled = watch.all || dirs.len() > 1;
    // File notification: a write to any watched state directory wakes the loop at once. If the
    // platform offers none, the loop still checks every WAKE.
    let (tx, rx) = std::sync::mpsc::channel::<notify::Result<notify::Event>>();
    let mut watcher = notify::recommended_watcher(tx).ok();
    let mut watch_dir = |dir: &Path| {
        if let Some(w) = watcher.as_mut() {
            use notify::Watcher;
            let _ = w.watch(dir, notify::RecursiveMode::NonRecursive);
        }
    };
    let mut sources = Vec::new();
    for d in &dirs {
        let src = open_source(d, labelled, &mut model, None)?;
        watch_dir(src.store.dir());
        sources.push(src);
    }
    let mut last_size = (0, 0);
    let mut last_scan = Instant::now();
    let mut dirty = true;
    loop {
        for s in sources.iter_mut() {
            let len = std::fs::metadata(s.store.sidebar_path())
                .map(|m| m.len())
                .unwrap_or(0);
            if len == s.len {
                continue;
            }
            let records = s.store.read_sidebar(0)?.value;
            let max = records.last().map(|r| r.seq).unwrap_or(0);
            // A stream that was removed starts again from 1: take it all.
            let after = if max < s.after { 0 } else { s.after };
            for r in records.iter().filter(|r| r.seq > after) {
                model.apply(&r.event, s.label.as_deref());
                dirty = true;
            }
            s.after = max;
            s.len = len;
        }
        if watch.all && last_scan.elapsed() >= Duration::from_secs(1) {
            last_scan = Instant::now();
            for d in registered() {
                if !dirs.contains(&d) {
                    if let Ok(s) = open_source(&d, true, &mut model, Some(started)) {
                        watch_dir(s.store.dir());
                        sources.push(s);
                        dirs.push(d);
                        dirty = true;
                    }
                }
            }
        }
        if tty {
            let size = terminal_size::terminal_size()
                .map(|(w, h)| (w.0 as usize, h.0 as usize))
                .unwrap_or((80, 24));
            if dirty || size != last_size {
                let mut screen = model.screen(size.0, size.1);
                if screen.is_empty() {
                    // Say it is alive: an empty pane reads like a broken one.
                    screen.push(styled(
                        format!(
                            "contract-watch: watching {} repositor{}; no open finding",
                            sources.len(),
                            if sources.len() == 1 { "y" } else { "ies" }
                        ),
                        Style::Faint,
                    ));
                }
                let mut frame = String::from("\x1b[H\x1b[2J");
                frame.push_str(&paint(&screen, color).join("\r\n"));
                out.write_all(frame.as_bytes())?;
                out.flush()?;
                last_size = size;
            }
        } else if dirty {
            // Appended plainly, block by block, as they arrive.
            for b in model.take_news() {
                for l in paint(&b.lines(), color) {
                    writeln!(out, "{l}")?;
                }
            }
            out.flush()?;
        }
        if tty {
            // A redrawn pane needs no journal.
            model.take_news();
        }
        dirty = false;
        // Block until a watched directory changes, or WAKE passes (resize, new repositories).
        match rx.recv_timeout(WAKE) {
            Ok(_) | Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => std::thread::sleep(WAKE),
        }
        // Coalesce a burst of events into one redraw.
        while rx.try_recv().is_ok() {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(header: &str, bad: &[&str], same: &[&str]) -> SidebarEntry {
        SidebarEntry {
            header: header.into(),
            mismatching: bad.iter().map(|s| s.to_string()).collect(),
            same_name: same.iter().map(|s| s.to_string()).collect(),
        }
    }

    fn show(lines: &[Styled]) -> String {
        lines
            .iter()
            .map(|l| {
                let tag = match l.style {
                    Style::Plain => "      ",
                    Style::Bold => "bold  ",
                    Style::Red => "red   ",
                    Style::Faint => "faint ",
                    Style::Green => "green ",
                };
                format!("{tag}|{}", l.text)
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn open(m: &mut Model, id: &str, e: SidebarEntry) {
        m.apply(
            &SidebarEvent::Open {
                id: id.into(),
                entry: e,
            },
            None,
        );
    }

    #[test]
    fn an_entry_shows_the_change_red_callers_then_faint_same_names() {
        let mut m = Model::default();
        open(
            &mut m,
            "main.go:parse",
            entry(
                "parse changed from 1 to 2 parameter(s)",
                &["main (main.go:5)"],
                &["other (lib.go:9)"],
            ),
        );
        insta::assert_snapshot!(show(&m.screen(60, 10)));
    }

    #[test]
    fn newer_entries_push_older_ones_off_and_a_closed_entry_is_dropped() {
        let mut m = Model::default();
        open(
            &mut m,
            "a",
            entry(
                "parse changed from 1 to 2 parameter(s)",
                &["main (main.go:5)"],
                &[],
            ),
        );
        open(
            &mut m,
            "b",
            entry(
                "load changed from 2 to 3 parameter(s)",
                &["run (app.py:4)", "warm (app.py:9)"],
                &["cache (c.py:2)"],
            ),
        );
        open(
            &mut m,
            "c",
            entry(
                "scale changed from 1 to 2 parameter(s)",
                &[],
                &["zoom (z.go:3)"],
            ),
        );
        let small = m.screen(60, 7);
        assert_eq!(small.len(), 7);
        assert!(
            small.iter().all(|l| !l.text.contains("parse")),
            "the oldest is pushed off"
        );
        m.apply(
            &SidebarEvent::Close {
                id: "b".into(),
                line: "contract-watch: every caller matches load again".into(),
            },
            None,
        );
        insta::assert_snapshot!(show(&m.screen(60, 12)));
    }

    #[test]
    fn long_lines_wrap_to_the_pane_and_resize_changes_the_layout() {
        let mut m = Model::default();
        open(
            &mut m,
            "a",
            entry(
                "createServer changed from 3 to 4 parameter(s)",
                &["devServer (srv/dev.ts:3)"],
                &[],
            ),
        );
        m.apply(&SidebarEvent::Line { line: "contract-watch: 2 changed signature(s) still leave a caller behind, none in the files this commit holds".into() }, None);
        let narrow = m.screen(30, 20);
        assert!(narrow.iter().all(|l| l.text.chars().count() <= 30));
        insta::assert_snapshot!(show(&narrow));
        let wide = m.screen(200, 20);
        assert_eq!(wide.len(), 4);
    }

    #[test]
    fn paint_uses_escapes_only_when_asked() {
        let mut m = Model::default();
        open(
            &mut m,
            "a",
            entry(
                "parse changed from 1 to 2 parameter(s)",
                &["main (main.go:5)"],
                &["other (lib.go:9)"],
            ),
        );
        m.apply(
            &SidebarEvent::Close {
                id: "x".into(),
                line: "contract-watch: every caller matches x again".into(),
            },
            None,
        );
        let screen = m.screen(60, 20);
        assert!(paint(&screen, false).iter().all(|l| !l.contains('\x1b')));
        let colored = paint(&screen, true);
        assert!(colored[1].contains("\x1b[31m"), "red: {:?}", colored[1]);
        assert!(colored[2].contains("\x1b[2m"), "faint: {:?}", colored[2]);
        assert!(colored.last().unwrap().contains("\x1b[32m"), "green");
    }

    #[test]
    fn several_repositories_are_labelled() {
        let mut m = Model::default();
        m.apply(
            &SidebarEvent::Open {
                id: "a".into(),
                entry: entry(
                    "parse changed from 1 to 2 parameter(s)",
                    &["main (main.go:5)"],
                    &[],
                ),
            },
            Some("api"),
        );
        m.apply(
            &SidebarEvent::Open {
                id: "a".into(),
                entry: entry(
                    "parse changed from 1 to 3 parameter(s)",
                    &["main (main.go:5)"],
                    &[],
                ),
            },
            Some("web"),
        );
        let s = m.screen(60, 20);
        assert_eq!(s[0].text, "[api] parse changed from 1 to 2 parameter(s)");
        assert!(s
            .iter()
            .any(|l| l.text == "[web] parse changed from 1 to 3 parameter(s)"));
    }
}
