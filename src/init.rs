//! `contract-watch init`: wire a repository, take the wiring out again (`init --remove`), and
//! read it back for `doctor`. Idempotent; touches only what it owns, keeps everything else,
//! and says what it changed.
//!
//! Everything `init` can wire is one row of [`WIRINGS`]: how to install it, remove it and check
//! it. Another agent harness is one more row.

use std::path::{Path, PathBuf};

pub mod agents;

use serde_json::{json, Value};

/// Why wiring failed (nothing is written when it does).
#[derive(Debug, thiserror::Error)]
pub enum InitError {
    #[error("{path} is not a JSON object ({source}); fix or move it, nothing was changed")]
    BadSettings {
        path: String,
        source: crate::cause::Cause,
    },
    #[error("cannot write {path}: {source}")]
    Write {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("cannot find where git runs hooks from: {source}")]
    HooksDir { source: crate::cause::Cause },
    #[error("{path}: {why}")]
    Conflict { path: String, why: String },
}

/// What wiring acts on: the repository, and the binary the hooks should call.
pub struct Ctx<'a> {
    pub root: &'a Path,
    /// This very program (`std::env::current_exe`).
    pub exe: &'a Path,
}

/// How one line of `doctor` reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Health {
    /// Wired and working.
    Ok,
    /// Not wired, or wired through something contract-watch does not read: worth knowing, not
    /// broken.
    Note,
    /// Wired but will not work as it stands (a missing binary, a half-removed entry, a hook a
    /// manager replaced).
    Broken,
}

/// One line of `doctor`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Check {
    pub health: Health,
    /// What is checked, e.g. `Claude Code` or `git pre-commit hook`.
    pub topic: String,
    pub text: String,
}

impl Check {
    pub fn new(health: Health, topic: impl Into<String>, text: impl Into<String>) -> Check {
        Check {
            health,
            topic: topic.into(),
            text: text.into(),
        }
    }
}

/// One thing `init` wires: installed by its flag, taken out by `init --remove`, read by `doctor`.
pub struct Wiring {
    /// The `init` flag without dashes (`claude`, `git-hooks`).
    pub flag: &'static str,
    /// How people call it.
    pub label: &'static str,
    pub install: fn(&Ctx) -> Result<Vec<String>, InitError>,
    /// Takes out exactly what `install` added; returns one line per change.
    pub remove: fn(&Ctx) -> Result<Vec<String>, InitError>,
    pub check: fn(&Ctx) -> Vec<Check>,
}

/// Every wiring, in the order `doctor` lists them.
pub const WIRINGS: &[Wiring] = &[
    Wiring {
        flag: "claude",
        label: "Claude Code",
        install: claude_install,
        remove: claude_remove,
        check: claude_check,
    },
    Wiring {
        flag: "codex",
        label: "Codex CLI",
        install: agents::codex_install,
        remove: agents::codex_remove,
        check: agents::codex_check,
    },
    Wiring {
        flag: "gemini",
        label: "Gemini CLI",
        install: agents::gemini_install,
        remove: agents::gemini_remove,
        check: agents::gemini_check,
    },
    Wiring {
        flag: "cursor",
        label: "Cursor",
        install: agents::cursor_install,
        remove: agents::cursor_remove,
        check: agents::cursor_check,
    },
    Wiring {
        flag: "copilot",
        label: "Copilot CLI",
        install: agents::copilot_install,
        remove: agents::copilot_remove,
        check: agents::copilot_check,
    },
    Wiring {
        flag: "git-hooks",
        label: "git hooks",
        install: git_hooks_install,
        remove: git_hooks_remove,
        check: git_hooks_check,
    },
];

/// The row of `flag`.
pub fn wiring(flag: &str) -> Option<&'static Wiring> {
    WIRINGS.iter().find(|w| w.flag == flag)
}

// ---------------------------------------------------------------- the binary

/// How a hook calls contract-watch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HookCommand {
    /// The command line (`contract-watch hook claude`, or the full path quoted).
    pub text: String,
    /// Why the full path was written, when it was.
    pub absolute_because: Option<String>,
}

/// `contract-watch` as found on PATH.
pub fn on_path() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("contract-watch"))
        .find(|c| is_executable(c))
}

fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

fn shell_quote(p: &Path) -> String {
    format!("'{}'", p.display().to_string().replace('\'', "'\\''"))
}

/// How the hook command is spelled for `args` (e.g. `hook claude`): bare when this very binary
/// is the one on PATH, else this binary's full path, with the reason.
pub fn hook_command(exe: &Path, args: &str) -> HookCommand {
    let found = on_path();
    let same = found
        .as_ref()
        .and_then(|p| p.canonicalize().ok())
        .zip(exe.canonicalize().ok())
        .is_some_and(|(a, b)| a == b);
    if same {
        return HookCommand {
            text: format!("contract-watch {args}"),
            absolute_because: None,
        };
    }
    let why = match found {
        None => "`contract-watch` is not on PATH".to_string(),
        Some(p) => format!(
            "the `contract-watch` on PATH ({}) is another binary than this one",
            p.display()
        ),
    };
    HookCommand {
        text: format!("{} {args}", shell_quote(exe)),
        absolute_because: Some(why),
    }
}

/// The line `init` prints when it wrote a full path.
fn absolute_line(file: &str, exe: &Path, why: &str) -> String {
    format!(
        "{file}: calls {} by its full path because {why}; to call it by name, install it \
         (`cargo install --locked --path .` in a clone) and run init again",
        exe.display()
    )
}

/// The binary a hook command calls, and whether it is there.
fn command_binary(command: &str) -> (String, bool) {
    let words = shell_words::split(command).unwrap_or_default();
    let first = words.first().cloned().unwrap_or_default();
    let there = if first.contains('/') {
        is_executable(Path::new(&first))
    } else {
        on_path().is_some()
    };
    (first, there)
}

// ---------------------------------------------------------------- files

fn write_atomic(path: &Path, text: &str, mode: Option<u32>) -> Result<(), InitError> {
    let shown = path.display().to_string();
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|source| InitError::Write {
            path: parent.display().to_string(),
            source,
        })?;
    }
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = path.with_file_name(format!(".{name}.contract-watch-tmp"));
    let keep_mode = std::fs::metadata(path).ok().map(|m| {
        use std::os::unix::fs::PermissionsExt;
        m.permissions().mode()
    });
    std::fs::write(&tmp, text)
        .and_then(|()| match mode.or(keep_mode) {
            Some(m) => {
                use std::os::unix::fs::PermissionsExt;
                std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(m))
            }
            None => Ok(()),
        })
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|source| {
            let _ = std::fs::remove_file(&tmp);
            InitError::Write {
                path: shown,
                source,
            }
        })
}

fn remove_file(path: &Path) -> Result<(), InitError> {
    std::fs::remove_file(path).map_err(|source| InitError::Write {
        path: path.display().to_string(),
        source,
    })
}

/// Remove `dir` when it is empty (after taking our file out of it).
fn remove_dir_if_empty(dir: &Path) {
    if std::fs::read_dir(dir).is_ok_and(|mut d| d.next().is_none()) {
        let _ = std::fs::remove_dir(dir);
    }
}

// ---------------------------------------------------------------- Claude Code

/// The hook events contract-watch answers, with their matchers.
pub const CLAUDE_EVENTS: &[(&str, Option<&str>)] = &[
    ("PostToolUse", Some("Edit|MultiEdit|Write")),
    ("PreToolUse", Some("Bash|Edit|MultiEdit|Write")),
    ("Stop", None),
    ("UserPromptSubmit", None),
    ("UserPromptExpansion", None),
];

const CLAUDE_SETTINGS: &str = ".claude/settings.json";
const CLAUDE_COMMAND: &str = ".claude/commands/contract-watch.md";
const CLAUDE_COMMAND_TEXT: &str = "---\ndescription: contract-watch — show or set the mode (note|deny), or show status\nargument-hint: mode [note|deny] | status\n---\nThis command is answered by contract-watch's hook before it reaches the model.\n";

fn is_ours(handler: &Value) -> bool {
    handler["command"]
        .as_str()
        .is_some_and(|c| c.contains("contract-watch") && c.trim_end().ends_with("hook claude"))
}

/// A JSON file read for merging: its value and how it was indented.
struct JsonFile {
    value: Value,
    indent: String,
    existed: bool,
}

fn read_json(path: &Path, shown: &str) -> Result<JsonFile, InitError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(_) => {
            return Ok(JsonFile {
                value: json!({}),
                indent: "  ".into(),
                existed: false,
            })
        }
    };
    if text.trim().is_empty() {
        return Ok(JsonFile {
            value: json!({}),
            indent: "  ".into(),
            existed: true,
        });
    }
    let value: Value = serde_json::from_str(&text).map_err(|e| InitError::BadSettings {
        path: shown.into(),
        source: e.into(),
    })?;
    if !value.is_object() {
        return Err(InitError::BadSettings {
            path: shown.into(),
            source: "the top level is not an object".into(),
        });
    }
    Ok(JsonFile {
        value,
        indent: detect_indent(&text),
        existed: true,
    })
}

/// The indentation of the first indented line (a tab or spaces); two spaces for a file that
/// has none (written on one line).
fn detect_indent(text: &str) -> String {
    text.lines()
        .skip(1)
        .map(|l| {
            l.chars()
                .take_while(|c| *c == ' ' || *c == '\t')
                .collect::<String>()
        })
        .find(|w| !w.is_empty())
        .unwrap_or_else(|| "  ".into())
}

fn render_json(value: &Value, indent: &str) -> String {
    use serde::Serialize;
    let mut out = Vec::new();
    let fmt = serde_json::ser::PrettyFormatter::with_indent(indent.as_bytes());
    let mut ser = serde_json::Serializer::with_formatter(&mut out, fmt);
    // A Value always serializes.
    let _ = value.serialize(&mut ser);
    String::from_utf8_lossy(&out).into_owned() + "\n"
}

fn claude_install(ctx: &Ctx) -> Result<Vec<String>, InitError> {
    let command = hook_command(ctx.exe, "hook claude");
    let mut changes = claude(ctx.root, &command.text)?;
    if let Some(why) = &command.absolute_because {
        if changes.iter().any(|c| c.starts_with(CLAUDE_SETTINGS)) {
            changes.push(absolute_line(CLAUDE_SETTINGS, ctx.exe, why));
        }
    }
    Ok(changes)
}

/// Merge contract-watch's hook entries into `<root>/.claude/settings.json` (keeping the file's
/// key order and indentation) and add the `/contract-watch` command file. Returns one line per
/// change (empty: already wired).
pub fn claude(root: &Path, command: &str) -> Result<Vec<String>, InitError> {
    let path = root.join(CLAUDE_SETTINGS);
    let mut file = read_json(&path, CLAUDE_SETTINGS)?;
    let mut changes = Vec::new();
    let Some(obj) = file.value.as_object_mut() else {
        unreachable!("read_json returns objects");
    };
    let hooks = obj.entry("hooks").or_insert_with(|| json!({}));
    let Some(hooks) = hooks.as_object_mut() else {
        return Err(InitError::BadSettings {
            path: CLAUDE_SETTINGS.into(),
            source: "\"hooks\" is not an object".into(),
        });
    };
    for (event, matcher) in CLAUDE_EVENTS {
        let Some(groups) = hooks
            .entry(*event)
            .or_insert_with(|| json!([]))
            .as_array_mut()
        else {
            return Err(InitError::BadSettings {
                path: CLAUDE_SETTINGS.into(),
                source: format!("hooks.{event} is not a list").into(),
            });
        };
        let present = groups.iter().any(|g| {
            g["hooks"]
                .as_array()
                .is_some_and(|hs| hs.iter().any(is_ours))
        });
        if present {
            continue;
        }
        let mut group = serde_json::Map::new();
        if let Some(m) = matcher {
            group.insert("matcher".into(), json!(m));
        }
        group.insert(
            "hooks".into(),
            json!([ { "type": "command", "command": command, "timeout": 60 } ]),
        );
        groups.push(Value::Object(group));
        changes.push(format!("{CLAUDE_SETTINGS}: added the {event} hook"));
    }
    if !changes.is_empty() {
        write_atomic(&path, &render_json(&file.value, &file.indent), None)?;
    }
    let cmd_path = root.join(CLAUDE_COMMAND);
    if std::fs::read_to_string(&cmd_path).ok().as_deref() != Some(CLAUDE_COMMAND_TEXT) {
        write_atomic(&cmd_path, CLAUDE_COMMAND_TEXT, None)?;
        changes.push(format!(
            "{CLAUDE_COMMAND}: added the /contract-watch command"
        ));
    }
    Ok(changes)
}

fn claude_remove(ctx: &Ctx) -> Result<Vec<String>, InitError> {
    let path = ctx.root.join(CLAUDE_SETTINGS);
    let mut changes = Vec::new();
    let mut file = read_json(&path, CLAUDE_SETTINGS)?;
    if file.existed {
        let mut removed = Vec::new();
        if let Some(hooks) = file.value["hooks"].as_object_mut() {
            for (event, groups) in hooks.iter_mut() {
                let Some(list) = groups.as_array_mut() else {
                    continue;
                };
                let before = list.len();
                let mut took = false;
                for g in list.iter_mut() {
                    if let Some(hs) = g["hooks"].as_array_mut() {
                        let n = hs.len();
                        hs.retain(|h| !is_ours(h));
                        took |= hs.len() != n;
                    }
                }
                // A group left with no handler was ours alone.
                list.retain(|g| g["hooks"].as_array().is_none_or(|hs| !hs.is_empty()));
                if took || list.len() != before {
                    removed.push(event.clone());
                }
            }
            hooks.retain(|_, groups| groups.as_array().is_none_or(|l| !l.is_empty()));
        }
        let hooks_empty = file.value["hooks"]
            .as_object()
            .is_some_and(|h| h.is_empty());
        if hooks_empty && !removed.is_empty() {
            if let Some(o) = file.value.as_object_mut() {
                o.remove("hooks");
            }
        }
        if !removed.is_empty() {
            if file.value.as_object().is_some_and(|o| o.is_empty()) {
                remove_file(&path)?;
                changes.push(format!(
                    "{CLAUDE_SETTINGS}: removed (it held only contract-watch's hooks)"
                ));
            } else {
                write_atomic(&path, &render_json(&file.value, &file.indent), None)?;
                changes.push(format!(
                    "{CLAUDE_SETTINGS}: removed the {} hook(s)",
                    removed.join(", ")
                ));
            }
        }
    }
    let cmd_path = ctx.root.join(CLAUDE_COMMAND);
    match std::fs::read_to_string(&cmd_path) {
        Ok(t) if t == CLAUDE_COMMAND_TEXT => {
            remove_file(&cmd_path)?;
            changes.push(format!("{CLAUDE_COMMAND}: removed"));
        }
        Ok(_) => changes.push(format!(
            "{CLAUDE_COMMAND}: left alone (it was edited after init; delete it by hand if it is ours)"
        )),
        Err(_) => {}
    }
    if let Some(commands) = cmd_path.parent() {
        remove_dir_if_empty(commands);
    }
    remove_dir_if_empty(&ctx.root.join(".claude"));
    Ok(changes)
}

fn claude_check(ctx: &Ctx) -> Vec<Check> {
    let topic = "Claude Code";
    let path = ctx.root.join(CLAUDE_SETTINGS);
    let file = match read_json(&path, CLAUDE_SETTINGS) {
        Ok(f) => f,
        Err(e) => return vec![Check::new(Health::Broken, topic, e.to_string())],
    };
    let mut wired = Vec::new();
    let mut commands = Vec::new();
    for (event, _) in CLAUDE_EVENTS {
        let handlers: Vec<&Value> = file.value["hooks"][*event]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|g| g["hooks"].as_array())
            .flatten()
            .filter(|h| is_ours(h))
            .collect();
        if !handlers.is_empty() {
            wired.push(*event);
        }
        commands.extend(handlers.iter().filter_map(|h| h["command"].as_str()));
    }
    if wired.is_empty() {
        return vec![Check::new(
            Health::Note,
            topic,
            "not wired (`contract-watch init --claude` wires it)",
        )];
    }
    let missing: Vec<&str> = CLAUDE_EVENTS
        .iter()
        .map(|(e, _)| *e)
        .filter(|e| !wired.contains(e))
        .collect();
    if !missing.is_empty() {
        return vec![Check::new(
            Health::Broken,
            topic,
            format!(
                "{CLAUDE_SETTINGS} lacks the {} hook(s); `contract-watch init --claude` adds them",
                missing.join(", ")
            ),
        )];
    }
    let mut out = Vec::new();
    let mut seen = Vec::new();
    for c in commands {
        let (bin, there) = command_binary(c);
        if seen.contains(&bin) {
            continue;
        }
        seen.push(bin.clone());
        if !there {
            out.push(Check::new(
                Health::Broken,
                topic,
                format!(
                    "{CLAUDE_SETTINGS} calls {bin}, which is not there; install contract-watch or run `contract-watch init --claude` again"
                ),
            ));
        }
    }
    if out.is_empty() {
        out.push(Check::new(
            Health::Ok,
            topic,
            format!(
                "wired: {} events in {CLAUDE_SETTINGS} call `{}`",
                wired.len(),
                seen.join("`, `")
            ),
        ));
    }
    out
}

// ---------------------------------------------------------------- git hooks

/// The git hook scripts this program installs, by name, with the `gate` verb each runs.
pub const GIT_HOOKS: &[(&str, &str, &str)] = &[
    (
        "pre-commit",
        "commit",
        include_str!("../git-hooks/pre-commit"),
    ),
    ("pre-push", "push", include_str!("../git-hooks/pre-push")),
    (
        "pre-merge-commit",
        "merge",
        include_str!("../git-hooks/pre-merge-commit"),
    ),
];

/// What marks a hook file as ours.
fn is_our_hook(text: &str, name: &str) -> bool {
    text.contains(&format!("# contract-watch {name} hook"))
}

/// The first line of the block `init` adds to a hook file someone else owns.
const BLOCK_MARK: &str =
    "# contract-watch (added by `contract-watch init --git-hooks`; `contract-watch init --remove` takes it out)";

/// The block `init` appends to a hook file a hook manager or the project owns.
fn block(name: &str, verb: &str) -> String {
    // Inside pre-merge-commit only `--hook` tells the gate that the index holds the result.
    let verb = if verb == "merge" {
        "merge --hook"
    } else {
        verb
    };
    format!(
        "{BLOCK_MARK}\nif command -v contract-watch >/dev/null 2>&1; then contract-watch gate {verb} || exit $?; else echo \"contract-watch: not found on PATH; the {name} check was skipped\" >&2; fi\n"
    )
}

fn has_block(text: &str) -> bool {
    text.lines().any(|l| l == BLOCK_MARK)
}

/// `text` without our block (the mark and the line after it).
fn without_block(text: &str) -> String {
    let mut out = Vec::new();
    let mut skip_next = false;
    for l in text.lines() {
        if skip_next {
            skip_next = false;
            if l.contains("contract-watch gate") {
                continue;
            }
        }
        if l == BLOCK_MARK {
            skip_next = true;
            continue;
        }
        out.push(l);
    }
    let mut s = out.join("\n");
    if !s.is_empty() {
        s.push('\n');
    }
    s
}

/// Who decides what runs in the hooks directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HookHome {
    /// git's own directory (`.git/hooks`, or a `core.hooksPath` outside the work tree):
    /// contract-watch installs its scripts, keeping a hook that was there as
    /// `<name>.pre-contract-watch` and running it first.
    Plain { dir: PathBuf, shown: String },
    /// husky 9: `core.hooksPath` is `.husky/_`, whose files are husky's generated wrappers that
    /// run `.husky/<name>`: contract-watch adds its lines to `.husky/<name>`.
    Husky9 { dir: PathBuf, shown: String },
    /// A `core.hooksPath` inside the work tree (husky 4–8's `.husky`, a project's `.githooks`):
    /// the files belong to the project and are shared, so contract-watch adds its lines to them.
    Project { dir: PathBuf, shown: String },
}

impl HookHome {
    /// The file contract-watch writes for hook `name`.
    fn file(&self, name: &str) -> (PathBuf, String) {
        match self {
            HookHome::Plain { dir, shown }
            | HookHome::Husky9 { dir, shown }
            | HookHome::Project { dir, shown } => (dir.join(name), format!("{shown}/{name}")),
        }
    }

    pub fn describe(&self) -> String {
        match self {
            HookHome::Plain { shown, .. } => shown.clone(),
            HookHome::Husky9 { shown, .. } => format!("{shown} (husky 9)"),
            HookHome::Project { shown, .. } => format!("{shown} (core.hooksPath in the work tree)"),
        }
    }
}

fn git_out(root: &Path, args: &[&str]) -> Result<Option<String>, InitError> {
    let out = std::process::Command::new("git")
        .args(args)
        .current_dir(root)
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| InitError::HooksDir {
            source: crate::cause::Context::new("cannot run git", e).into(),
        })?;
    Ok(out
        .status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string()))
}

/// Where git runs hooks from in the repository at `root`, and who owns that directory.
pub fn hook_home(root: &Path) -> Result<HookHome, InitError> {
    let rel = git_out(root, &["rev-parse", "--git-path", "hooks"])?.ok_or_else(|| {
        InitError::HooksDir {
            source: "git rev-parse --git-path hooks failed".into(),
        }
    })?;
    let dir = if Path::new(&rel).is_absolute() {
        PathBuf::from(&rel)
    } else {
        root.join(&rel)
    };
    let hooks_path =
        git_out(root, &["config", "--get", "core.hooksPath"])?.filter(|s| !s.is_empty());
    let Some(hp) = hooks_path else {
        return Ok(HookHome::Plain { dir, shown: rel });
    };
    let trimmed = hp.trim_end_matches('/');
    if trimmed == ".husky/_" || trimmed.ends_with("/.husky/_") {
        let husky = dir.parent().map(Path::to_path_buf).unwrap_or(dir.clone());
        let shown = trimmed.trim_end_matches("/_").to_string();
        return Ok(HookHome::Husky9 { dir: husky, shown });
    }
    let canon_root = root.canonicalize().unwrap_or(root.to_path_buf());
    let canon_dir = dir.canonicalize().unwrap_or_else(|_| canon_root.join(&rel));
    if canon_dir.starts_with(&canon_root) && !canon_dir.starts_with(canon_root.join(".git")) {
        return Ok(HookHome::Project {
            dir,
            shown: trimmed.to_string(),
        });
    }
    Ok(HookHome::Plain {
        dir,
        shown: trimmed.to_string(),
    })
}

/// A hook manager that writes its own script into `.git/hooks`, recognised by its script.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Manager {
    PreCommit,
    Lefthook,
}

impl Manager {
    fn of(text: &str) -> Option<Manager> {
        if text.contains("File generated by pre-commit") {
            Some(Manager::PreCommit)
        } else if text.to_ascii_lowercase().contains("lefthook") {
            Some(Manager::Lefthook)
        } else {
            None
        }
    }

    fn name(self) -> &'static str {
        match self {
            Manager::PreCommit => "the pre-commit framework",
            Manager::Lefthook => "lefthook",
        }
    }

    /// Where its configuration lives and how contract-watch joins it.
    fn how(self) -> &'static str {
        match self {
            Manager::PreCommit => {
                "add contract-watch's hooks to .pre-commit-config.yaml instead (README: git hooks)"
            }
            Manager::Lefthook => {
                "add contract-watch to lefthook.yml instead (examples/lefthook.yml)"
            }
        }
    }

    /// Whether its configuration in `root` calls contract-watch.
    fn calls_us(self, root: &Path) -> bool {
        let files: &[&str] = match self {
            Manager::PreCommit => &[".pre-commit-config.yaml", ".pre-commit-config.yml"],
            Manager::Lefthook => &[
                "lefthook.yml",
                "lefthook.yaml",
                ".lefthook.yml",
                ".lefthook.yaml",
                "lefthook-local.yml",
                ".lefthook-local.yml",
            ],
        };
        files.iter().any(|f| {
            std::fs::read_to_string(root.join(f)).is_ok_and(|t| t.contains("contract-watch"))
        })
    }
}

fn git_hooks_install(ctx: &Ctx) -> Result<Vec<String>, InitError> {
    git_hooks(ctx.root, ctx.exe)
}

/// Install the git hooks where git runs them from ([`hook_home`]): contract-watch's scripts in
/// git's own directory (chaining a hook that was there), or its lines in the files of husky or
/// of a project's hooks directory. A hook file written by the pre-commit framework or lefthook
/// is left alone with a line saying how to add contract-watch to that manager.
pub fn git_hooks(root: &Path, exe: &Path) -> Result<Vec<String>, InitError> {
    let home = hook_home(root)?;
    let mut changes = Vec::new();
    match &home {
        HookHome::Plain { dir, .. } => {
            let command = hook_command(exe, "");
            for (name, _, template) in GIT_HOOKS {
                let text = match &command.absolute_because {
                    None => template.to_string(),
                    Some(_) => template.replacen(
                        "cw=${CONTRACT_WATCH:-contract-watch}",
                        &format!("cw=${{CONTRACT_WATCH:-{}}}", shell_quote(exe)),
                        1,
                    ),
                };
                let (path, shown) = home.file(name);
                let existing = std::fs::read_to_string(&path).ok();
                match &existing {
                    Some(t) if *t == text => continue,
                    Some(t) if is_our_hook(t, name) => {}
                    Some(t) => {
                        if let Some(m) = Manager::of(t) {
                            changes.push(format!(
                                "{shown}: left alone, {} owns it; {}",
                                m.name(),
                                m.how()
                            ));
                            continue;
                        }
                        let kept = dir.join(format!("{name}.pre-contract-watch"));
                        if kept.exists() {
                            return Err(InitError::Conflict {
                                path: shown,
                                why: format!(
                                    "another hook replaced contract-watch's, and {name}.pre-contract-watch already holds an earlier one; merge them by hand"
                                ),
                            });
                        }
                        std::fs::rename(&path, &kept).map_err(|source| InitError::Write {
                            path: shown.clone(),
                            source,
                        })?;
                        changes.push(format!(
                            "{shown}: kept the existing hook as {name}.pre-contract-watch (it runs first)"
                        ));
                    }
                    None => {}
                }
                write_atomic(&path, &text, Some(0o755))?;
                changes.push(format!(
                    "{shown}: {} the contract-watch hook",
                    if existing.is_some_and(|t| is_our_hook(&t, name)) {
                        "updated"
                    } else {
                        "installed"
                    }
                ));
            }
            if let (Some(why), false) = (&command.absolute_because, changes.is_empty()) {
                changes.push(absolute_line("the git hooks", exe, why));
            }
        }
        HookHome::Husky9 { dir, .. } | HookHome::Project { dir, .. } => {
            let husky9 = matches!(home, HookHome::Husky9 { .. });
            if husky9 {
                changes.extend(repair_husky_wrappers(dir)?);
            }
            for (name, verb, _) in GIT_HOOKS {
                let (path, shown) = home.file(name);
                let existing = std::fs::read_to_string(&path).ok();
                if existing.as_deref().is_some_and(has_block) {
                    continue;
                }
                if existing.as_deref().is_some_and(|t| is_our_hook(t, name)) {
                    continue;
                }
                let (text, mode) = match &existing {
                    Some(t) => {
                        let sep = if t.is_empty() || t.ends_with('\n') {
                            ""
                        } else {
                            "\n"
                        };
                        (format!("{t}{sep}{}", block(name, verb)), None)
                    }
                    // husky runs `.husky/<name>` with `sh -e`; a project directory's file
                    // is run by git itself, so it needs its shebang and the x bit.
                    None if husky9 => (block(name, verb), Some(0o644)),
                    None => (format!("#!/bin/sh\n{}", block(name, verb)), Some(0o755)),
                };
                write_atomic(&path, &text, mode)?;
                changes.push(format!(
                    "{shown}: {} `contract-watch gate {verb}`",
                    if existing.is_some() {
                        "added"
                    } else {
                        "created with"
                    }
                ));
            }
            if !changes.is_empty() && on_path().is_none() {
                changes.push(format!(
                    "{}: the hooks call `contract-watch` by name, since these files are shared with everyone who clones the repository; it is not on PATH here, so they skip with a line until it is (`cargo install --locked --path .`)",
                    home.describe()
                ));
            }
        }
    }
    Ok(changes)
}

/// Undo what contract-watch 0.1's init did to husky 9: it replaced husky's wrappers in
/// `.husky/_` with its script and kept the wrapper as `<name>.pre-contract-watch`, which husky's
/// wrapper cannot survive (it derives the hook's name from its own file name).
fn repair_husky_wrappers(husky: &Path) -> Result<Vec<String>, InitError> {
    let wrappers = husky.join("_");
    let mut changes = Vec::new();
    for (name, _, _) in GIT_HOOKS {
        let kept = wrappers.join(format!("{name}.pre-contract-watch"));
        let ours = wrappers.join(name);
        if !kept.is_file() {
            continue;
        }
        if std::fs::read_to_string(&ours).is_ok_and(|t| is_our_hook(&t, name)) || !ours.exists() {
            std::fs::rename(&kept, &ours).map_err(|source| InitError::Write {
                path: ours.display().to_string(),
                source,
            })?;
            changes.push(format!(
                "{}: restored husky's wrapper (an earlier init had replaced it)",
                ours.display()
            ));
        }
    }
    Ok(changes)
}

fn git_hooks_remove(ctx: &Ctx) -> Result<Vec<String>, InitError> {
    let home = hook_home(ctx.root)?;
    let mut changes = Vec::new();
    if let HookHome::Husky9 { dir, .. } = &home {
        changes.extend(repair_husky_wrappers(dir)?);
    }
    for (name, _, _) in GIT_HOOKS {
        let (path, shown) = home.file(name);
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        if is_our_hook(&text, name) {
            let kept = path.with_file_name(format!("{name}.pre-contract-watch"));
            if kept.is_file() {
                std::fs::rename(&kept, &path).map_err(|source| InitError::Write {
                    path: shown.clone(),
                    source,
                })?;
                changes.push(format!("{shown}: restored the hook that was there before"));
            } else {
                remove_file(&path)?;
                changes.push(format!("{shown}: removed the contract-watch hook"));
            }
        } else if has_block(&text) {
            let rest = without_block(&text);
            let empty = rest
                .lines()
                .all(|l| l.trim().is_empty() || l.starts_with("#!"));
            if empty {
                remove_file(&path)?;
                changes.push(format!(
                    "{shown}: removed (it held only contract-watch's lines)"
                ));
            } else {
                write_atomic(&path, &rest, None)?;
                changes.push(format!("{shown}: removed contract-watch's lines"));
            }
        }
    }
    Ok(changes)
}

fn git_hooks_check(ctx: &Ctx) -> Vec<Check> {
    let home = match hook_home(ctx.root) {
        Ok(h) => h,
        Err(e) => return vec![Check::new(Health::Broken, "git hooks", e.to_string())],
    };
    let mut out = Vec::new();
    for (name, verb, _) in GIT_HOOKS {
        let topic = format!("git {name} hook");
        let (path, shown) = home.file(name);
        let text = std::fs::read_to_string(&path).ok();
        let kept = path.with_file_name(format!("{name}.pre-contract-watch"));
        let check = match text.as_deref() {
            Some(t) if is_our_hook(t, name) => {
                let (bin, there) = our_hook_binary(t);
                if !there {
                    Check::new(
                        Health::Broken,
                        &topic,
                        format!("{shown} calls {bin}, which is not there (the hook skips with a line); install contract-watch or run init again"),
                    )
                } else if matches!(home, HookHome::Husky9 { .. }) {
                    Check::new(Health::Ok, &topic, format!("{shown}: installed"))
                } else if kept.is_file() {
                    Check::new(
                        Health::Ok,
                        &topic,
                        format!("{shown}: installed; runs {name}.pre-contract-watch first"),
                    )
                } else {
                    Check::new(Health::Ok, &topic, format!("{shown}: installed"))
                }
            }
            Some(t) if has_block(t) => {
                if on_path().is_some() {
                    Check::new(
                        Health::Ok,
                        &topic,
                        format!("{shown} runs `contract-watch gate {verb}`"),
                    )
                } else {
                    Check::new(
                        Health::Broken,
                        &topic,
                        format!("{shown} runs `contract-watch gate {verb}`, but contract-watch is not on PATH (the hook skips with a line)"),
                    )
                }
            }
            Some(t) => match Manager::of(t) {
                Some(m) if m.calls_us(ctx.root) => Check::new(
                    Health::Ok,
                    &topic,
                    format!("{shown}: run by {}, whose configuration calls contract-watch", m.name()),
                ),
                Some(m) if kept.is_file() => Check::new(
                    Health::Broken,
                    &topic,
                    format!(
                        "{shown}: {} overwrote contract-watch's hook ({name}.pre-contract-watch is left over); {}",
                        m.name(),
                        m.how()
                    ),
                ),
                Some(m) => Check::new(
                    Health::Note,
                    &topic,
                    format!("{shown}: run by {}, which does not call contract-watch; {}", m.name(), m.how()),
                ),
                None if kept.is_file() => Check::new(
                    Health::Broken,
                    &topic,
                    format!("{shown}: another program overwrote contract-watch's hook ({name}.pre-contract-watch is left over); `contract-watch init --git-hooks` chains it again"),
                ),
                None => Check::new(
                    Health::Note,
                    &topic,
                    format!("{shown}: another hook, not contract-watch's (`contract-watch init --git-hooks` chains it)"),
                ),
            },
            None => Check::new(
                Health::Note,
                &topic,
                format!("not installed in {} (`contract-watch init --git-hooks` installs it)", home.describe()),
            ),
        };
        out.push(check);
    }
    out
}

/// The binary an installed hook script calls (`cw=${CONTRACT_WATCH:-…}`), and whether it is
/// there.
fn our_hook_binary(text: &str) -> (String, bool) {
    let spelled = text
        .lines()
        .find_map(|l| l.strip_prefix("cw=${CONTRACT_WATCH:-"))
        .and_then(|r| r.strip_suffix('}'))
        .unwrap_or("contract-watch");
    command_binary(spelled)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merges_keeps_other_settings_their_order_and_is_idempotent() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".claude")).unwrap();
        let before = "{\n    \"model\": \"x\",\n    \"hooks\": {\n        \"PostToolUse\": [\n            {\n                \"matcher\": \"Edit\",\n                \"hooks\": [\n                    {\n                        \"type\": \"command\",\n                        \"command\": \"fmt-hook\"\n                    }\n                ]\n            }\n        ]\n    },\n    \"alpha\": 1\n}\n";
        std::fs::write(dir.path().join(".claude/settings.json"), before).unwrap();
        let first = claude(dir.path(), "contract-watch hook claude").unwrap();
        assert_eq!(first.len(), 6, "{first:?}");
        let text = std::fs::read_to_string(dir.path().join(".claude/settings.json")).unwrap();
        // The user's keys keep their order and the file its four-space indentation.
        assert!(text.starts_with("{\n    \"model\": \"x\",\n    \"hooks\": {\n        \"PostToolUse\": [\n            {\n                \"matcher\": \"Edit\","), "{text}");
        assert!(text.trim_end().ends_with("\"alpha\": 1\n}"), "{text}");
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            v["hooks"]["PostToolUse"][1]["matcher"],
            "Edit|MultiEdit|Write"
        );
        assert!(v["hooks"]["Stop"][0].get("matcher").is_none());
        let second = claude(dir.path(), "contract-watch hook claude").unwrap();
        assert!(second.is_empty(), "{second:?}");
        // Remove takes out exactly what was added: the file is back byte for byte.
        let ctx = Ctx {
            root: dir.path(),
            exe: Path::new("/nonexistent/contract-watch"),
        };
        let removed = claude_remove(&ctx).unwrap();
        assert!(!removed.is_empty());
        assert_eq!(
            std::fs::read_to_string(dir.path().join(".claude/settings.json")).unwrap(),
            before
        );
        assert!(!dir.path().join(".claude/commands").exists());
    }

    #[test]
    fn a_tab_indented_file_stays_tab_indented() {
        assert_eq!(detect_indent("{\n\t\"a\": 1\n}\n"), "\t");
        assert_eq!(detect_indent("{\"a\": 1}"), "  ");
    }

    #[test]
    fn refuses_a_broken_settings_file_without_touching_it() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".claude")).unwrap();
        std::fs::write(dir.path().join(".claude/settings.json"), "{oops").unwrap();
        assert!(claude(dir.path(), "contract-watch hook claude").is_err());
        assert_eq!(
            std::fs::read_to_string(dir.path().join(".claude/settings.json")).unwrap(),
            "{oops"
        );
    }

    #[test]
    fn the_block_comes_out_exactly() {
        let user = "#!/bin/sh\nnpm test\n";
        let with = format!("{user}{}", block("pre-commit", "commit"));
        assert!(has_block(&with));
        assert_eq!(without_block(&with), user);
    }
}
