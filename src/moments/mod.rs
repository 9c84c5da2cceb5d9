//! The moments of SPEC §2, harness-neutral: after an edit, before a shell command (and before a
//! file edit, for the no-bypass rule), at a turn's end, at the next prompt, and the person's
//! `/contract-watch` command. Each harness adapter maps its events onto these functions and
//! renders what they return; none of them prints or knows a harness's JSON.

use std::path::{Path, PathBuf};

use crate::findings::{self, Candidate, CoreError, Said, Workspace};
use crate::lang::Lang;
use crate::state::Mode;

mod tamper;

pub use tamper::{pre_file_edit, ProposedChange, ProposedEdit, Refused};

/// What one successful edit did to one file, in the shape the harness reported it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edit {
    /// The edited file, absolute or relative to the event's working directory.
    pub path: PathBuf,
    pub change: EditChange,
}

/// The text of an edit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditChange {
    /// Replaced fragments, `(old, new)` each (Claude `Edit`/`MultiEdit`, Gemini `replace`,
    /// Cursor's `edits[]`, the hunks of a patch). A body-only edit is told apart from these
    /// alone, before the repository is looked for.
    Fragments(Vec<(String, String)>),
    /// The whole file written. `old`: the previous content when the harness gives it (else the
    /// file at HEAD is the comparison); `new`: the written content when the harness gives it
    /// (else the file as it is now).
    Whole {
        old: Option<Vec<u8>>,
        new: Option<Vec<u8>>,
    },
}

/// The moment after a successful edit: find the definitions whose parameter lists the edits
/// changed and measure them (opening, refreshing or closing findings). Edits of files in no
/// repository, or in languages contract-watch does not read, are ignored.
pub fn after_edit(cwd: &Path, edits: &[Edit]) -> Result<Said, CoreError> {
    let mut said = Said::default();
    // Per workspace, the candidates found (a patch may touch files of several repositories).
    let mut per_ws: Vec<(Workspace, Vec<Candidate>)> = Vec::new();
    for edit in edits {
        let Some(lang) = Lang::from_path(&edit.path) else {
            continue;
        };
        // Fragments are compared before anything else: a body edit (the common case) answers
        // without looking for the repository at all.
        let mut changed: Vec<(String, Option<String>)> = Vec::new();
        if let EditChange::Fragments(pairs) = &edit.change {
            for (old, new) in pairs {
                changed.extend(
                    crate::detection::changed_signatures(lang, old, new)
                        .into_iter()
                        .map(|c| (c.name, c.owner)),
                );
            }
            if changed.is_empty() {
                continue;
            }
        }
        let path = if edit.path.is_absolute() {
            edit.path.clone()
        } else {
            cwd.join(&edit.path)
        };
        let dir = path.parent().unwrap_or(Path::new("."));
        // A file outside any (existing) work tree: nothing of ours.
        if !dir.is_dir() {
            continue;
        }
        let Some(ws) = Workspace::discover(dir)? else {
            continue;
        };
        let Some(rel) = ws.relative(&path) else {
            continue;
        };
        if let EditChange::Whole { old, new } = &edit.change {
            let new = match new {
                Some(n) => n.clone(),
                None => std::fs::read(ws.root.join(&rel)).unwrap_or_default(),
            };
            let old = match old {
                Some(o) => Some(o.clone()),
                None => ws.repo().head_blob(&rel)?,
            };
            if let Some(old) = old {
                changed.extend(findings::changed_definitions(lang, &rel, &old, &new));
            }
        }
        // A body edit runs nothing: no engine, no state write.
        if changed.is_empty() {
            continue;
        }
        let slot = match per_ws.iter().position(|(w, _)| w.git_dir == ws.git_dir) {
            Some(i) => i,
            None => {
                per_ws.push((ws, Vec::new()));
                per_ws.len() - 1
            }
        };
        let candidates = &mut per_ws[slot].1;
        for (name, owner) in changed {
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
    for (ws, candidates) in per_ws {
        let s = findings::after_edit(&ws, &candidates)?;
        said.model.extend(s.model);
        said.person.extend(s.person);
    }
    Ok(said)
}

/// The workspaces a turn-level event concerns: the one at each of `dirs` (the event's working
/// directory, the session's project directory), once each.
pub fn workspaces(dirs: &[PathBuf]) -> Result<Vec<Workspace>, CoreError> {
    let mut out: Vec<Workspace> = Vec::new();
    for d in dirs.iter().filter(|d| d.is_dir()) {
        if let Some(ws) = Workspace::discover(d)? {
            if !out.iter().any(|w| w.git_dir == ws.git_dir) {
                out.push(ws);
            }
        }
    }
    Ok(out)
}

/// The end of a main-loop turn in each workspace of `dirs`: closing lines for the person (the
/// turn note is kept for the next prompt, never said now).
pub fn turn_end(dirs: &[PathBuf]) -> Result<Said, CoreError> {
    let mut said = Said::default();
    for ws in workspaces(dirs)? {
        let s = findings::turn_end(&ws)?;
        said.person.extend(s.person);
    }
    Ok(said)
}

/// The next prompt: the kept turn note, once.
pub fn next_prompt(dirs: &[PathBuf]) -> Result<Said, CoreError> {
    let mut said = Said::default();
    for ws in workspaces(dirs)? {
        let s = findings::next_prompt(&ws)?;
        said.model.extend(s.model);
        said.person.extend(s.person);
    }
    Ok(said)
}

/// A `/contract-watch …` command typed by the person (`mode`, `mode note|deny`, `status`).
/// Returns the line to show them, or `None` when the text is not such a command. A harness
/// that can intercept a prompt keeps it from the model.
pub fn person_command(dirs: &[PathBuf], text: &str) -> Result<Option<String>, CoreError> {
    let mut words = text.split_whitespace();
    match words.next() {
        Some("/contract-watch") | Some("/contract-watch:contract-watch") => {}
        _ => return Ok(None),
    }
    let rest: Vec<&str> = words.collect();
    let spaces = workspaces(dirs)?;
    let Some(ws) = spaces.first() else {
        return Ok(Some(
            "contract-watch: this session is not in a git repository; there is no mode to set"
                .into(),
        ));
    };
    Ok(Some(match rest.as_slice() {
        ["mode"] | [] => {
            let m = ws.store.mode()?.value;
            format!("contract-watch: mode is {m} ({})", mode_meaning(m))
        }
        ["mode", m] => match Mode::parse(m) {
            Some(mode) => {
                ws.store.set_mode(mode)?;
                format!(
                    "contract-watch: mode set to {mode} ({})",
                    mode_meaning(mode)
                )
            }
            None => format!("contract-watch: unknown mode '{m}' (use note or deny)"),
        },
        ["status"] => {
            let (mode, open, _) = findings::status(ws)?;
            format!(
                "contract-watch: mode {mode}, {} open finding(s)",
                open.len()
            )
        }
        _ => "contract-watch: usage: /contract-watch mode [note|deny] | /contract-watch status"
            .into(),
    }))
}

/// What a mode means, in the words every harness and the terminal use.
pub fn mode_meaning(m: Mode) -> &'static str {
    match m {
        Mode::Note => "nothing is stopped",
        Mode::Deny => "git commit, push and merge stop while a changed signature provably leaves a caller behind",
    }
}

/// The answer before a shell command runs.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PreCommand {
    /// Deny the command with this reason for the model (deny mode holding a git command, or a
    /// tamper attempt in any mode). `None`: let it run.
    pub deny: Option<String>,
    /// Lines for the person (closing lines, the gate's line, refusals, failures).
    pub person: Vec<String>,
    /// Notes for the model when the command is let through: signatures the command would
    /// record that leave a caller behind (as after an edit).
    pub model: Vec<String>,
}

/// The moment before a shell command the model runs: refuse tampering with the mode, the state
/// or the hook wiring; find every git commit/push/merge in it (and what the guard cannot see
/// through); re-measure each repository it acts on and decide as the gate does. `cwd` is where
/// the command runs; `session_dirs` are the directories whose repositories a command the guard
/// cannot see through may act on (the working directory and the session's project directory).
pub fn pre_command(
    command: &str,
    cwd: &Path,
    session_dirs: &[PathBuf],
) -> Result<PreCommand, CoreError> {
    // From inside a git dir or contract-watch's own directories a bare file name may be the
    // state: every command is read there, not only those that pass the byte-level pre-check.
    let everything = cwd.components().any(|c| {
        let c = c.as_os_str();
        c == ".git" || c == "contract-watch" || c == ".claude"
    });
    let scan = crate::guard::scan_in(command, cwd, &crate::guard::GitConfigAliases, everything);
    if let Some(reason) = tamper::bypass_attempt(command, cwd, &scan) {
        return Ok(PreCommand {
            deny: Some(reason.to_string()),
            person: vec![format!(
                "contract-watch: refused a command from the model: {}",
                first_line(command)
            )],
            model: Vec::new(),
        });
    }
    if scan.is_empty() {
        return Ok(PreCommand::default());
    }
    use crate::gate::{Action, CommitScope, MergeFrom, PushFrom, Staged};
    // The steps per repository, in command-line order: staging (`git add`/`rm`/`mv`) changes
    // what the commits after it record; a command the guard cannot see through is gated on
    // every standing finding.
    let mut per_repo: Vec<(Workspace, Vec<Action>)> = Vec::new();
    fn push_step(per_repo: &mut Vec<(Workspace, Vec<Action>)>, ws: Workspace, a: Action) {
        match per_repo.iter_mut().find(|(w, _)| w.git_dir == ws.git_dir) {
            Some((_, steps)) => steps.push(a),
            None => per_repo.push((ws, vec![a])),
        }
    }
    let where_git_acts = |inv: &crate::guard::GitInvocation| -> PathBuf {
        // The work tree it is given, else the one beside a `.git` it is given, else the
        // directory it runs in.
        let beside_git_dir = inv
            .git_dir
            .as_ref()
            .filter(|g| g.file_name().is_some_and(|n| n == ".git"))
            .and_then(|g| g.parent().map(Path::to_path_buf));
        let dir = inv
            .work_tree
            .clone()
            .or(beside_git_dir)
            .unwrap_or_else(|| inv.dir.clone());
        if dir.is_dir() {
            dir
        } else {
            cwd.to_path_buf()
        }
    };
    let mut staging = scan.staging.iter().peekable();
    for (n, inv) in scan.invocations.iter().enumerate() {
        // The staging that runs before this invocation.
        while let Some((_, st)) = staging.next_if(|(before, _)| *before <= n) {
            let dir = where_git_acts(st);
            let Some(ws) = Workspace::discover(&dir)? else {
                continue;
            };
            let rel_dir = ws
                .relative(&st.dir.join("x"))
                .map(|r| {
                    r.strip_suffix("x")
                        .unwrap_or("")
                        .trim_end_matches('/')
                        .to_string()
                })
                .unwrap_or_default();
            push_step(
                &mut per_repo,
                ws,
                Action::Stage(Staged::from_args(st.verb.as_str(), &rel_dir, &st.args)),
            );
        }
        let dir = where_git_acts(inv);
        let Some(ws) = Workspace::discover(&dir)? else {
            continue;
        };
        let action = match inv.verb {
            _ if inv.args.iter().any(|a| a == "…") => Action::Opaque,
            crate::guard::Verb::Commit => {
                let scope = CommitScope::from_args(&inv.args);
                // A commit whose files cannot be told (`--patch`, `--pathspec-from-file`) is
                // gated like a push.
                if scope.unknown.is_some() {
                    Action::Opaque
                } else {
                    Action::Commit(scope)
                }
            }
            crate::guard::Verb::Push => Action::Push(PushFrom::Args(inv.args.clone())),
            crate::guard::Verb::Merge => Action::Merge(MergeFrom::Args(inv.args.clone())),
            // Staging verbs are reported in `scan.staging`.
            _ => continue,
        };
        push_step(&mut per_repo, ws, action);
    }
    if !scan.opaque.is_empty() {
        for ws in workspaces(session_dirs)? {
            push_step(&mut per_repo, ws, Action::Opaque);
        }
    }
    let mut reasons = Vec::new();
    let mut person = Vec::new();
    let mut model = Vec::new();
    for (ws, steps) in per_repo {
        if steps.iter().all(|s| matches!(s, Action::Stage(_))) {
            continue;
        }
        match crate::gate::run(&ws, &steps) {
            Ok(v) => {
                person.extend(v.said.person);
                model.extend(v.said.model);
                if let Some(r) = v.deny_reason {
                    reasons.push(r);
                }
            }
            Err(CoreError::State(e)) if e.is_lock() => {
                // The strictest step decides what the held command is called.
                let verb = steps
                    .iter()
                    .find(|s| !matches!(s, Action::Commit(_) | Action::Stage(_)))
                    .or(steps.first())
                    .map(Action::verb)
                    .unwrap_or("commit");
                hold_on_last_known(&ws, verb, &e.to_string(), &mut reasons, &mut person)
            }
            Err(e) => person.push(format!(
                "contract-watch: the check before this command could not run ({e}); letting it through"
            )),
        }
    }
    // In deny mode the deny reason already names what the model must fix.
    if !reasons.is_empty() {
        model.clear();
    }
    Ok(PreCommand {
        deny: (!reasons.is_empty()).then(|| reasons.join("\n")),
        person,
        model,
    })
}

/// The state lock could not be taken: an engine-style failure. The findings are read without
/// the lock; in deny mode a known mismatch keeps holding (a commit on every standing finding,
/// since what it holds is not worked out without the state), with a line saying why.
pub fn hold_on_last_known(
    ws: &Workspace,
    verb: &str,
    why: &str,
    reasons: &mut Vec<String>,
    person: &mut Vec<String>,
) {
    let snap = match ws.store.snapshot() {
        Ok(s) => s,
        Err(e) => {
            person.push(format!(
                "contract-watch: the state lock could not be taken ({why}) and the state could not be read ({e}); nothing is known to hold on"
            ));
            return;
        }
    };
    person.extend(snap.warnings);
    let standing: Vec<&crate::state::Finding> = snap
        .value
        .findings
        .iter()
        .filter(|f| f.incompatible > 0)
        .collect();
    if snap.value.mode != Mode::Deny || standing.is_empty() {
        person.push(format!(
            "contract-watch: the state lock could not be taken ({why}); nothing was re-measured"
        ));
        return;
    }
    reasons.push(crate::messages::deny_reason(
        verb,
        &standing,
        ws.config.caller_cap,
    ));
    person.push(format!(
        "contract-watch: the state lock could not be taken ({why}); holding on the {} last known mismatching finding(s)",
        standing.len()
    ));
}

/// The first line of a command, clipped for a person's line.
pub fn first_line(s: &str) -> String {
    let l = s.lines().next().unwrap_or("");
    if l.chars().count() > 80 {
        format!("{}…", l.chars().take(80).collect::<String>())
    } else {
        l.to_string()
    }
}
