//! The pre-command moment (SPEC §7, §8): before `git commit`, `git push` or `git merge` runs,
//! re-measure every open finding of the repository it acts on, close what is fixed, and — in
//! deny mode — hold the command while a finding whose re-measured incompatible count is above
//! zero stands in what the command carries.

use std::path::Path;
use std::process::{Command, Stdio};

use crate::findings::{self, CoreError, Said, Workspace};
use crate::messages;
use crate::state::{Finding, Mode};

/// What a git command would carry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// `git commit`: the index (read once), plus what `-a`/`--all`, `--include`/`--only` and
    /// pathspecs put in the commit.
    Commit(CommitScope),
    /// `git push`: every standing finding holds it.
    Push,
    /// `git merge`: every standing finding holds it.
    Merge,
    /// A command the guard cannot see through: gated as a push would be.
    Opaque,
}

impl Action {
    pub fn verb(&self) -> &'static str {
        match self {
            Action::Commit(_) => "commit",
            Action::Push | Action::Opaque => "push",
            Action::Merge => "merge",
        }
    }
}

/// The parts of a `git commit` command line that decide which files it holds (read with git's
/// own grammar, which lives in the guard).
pub use crate::guard::CommitScope;

/// The gate's decision.
#[derive(Debug, Default)]
pub struct Verdict {
    /// Deny mode holds the command.
    pub hold: bool,
    /// The model's deny reason when held.
    pub deny_reason: Option<String>,
    /// Lines for the person: closing lines, the gate's line, failures.
    pub said: Said,
    /// Findings still standing with a mismatching caller after the re-measure.
    pub standing: usize,
}

/// Run the pre-command moment for `action` in `ws`.
pub fn run(ws: &Workspace, action: &Action) -> Result<Verdict, CoreError> {
    let r = findings::remeasure(ws)?;
    let mut said = r.said;
    // A finding whose re-measure failed just now does not hold the command: the gate fails
    // open for it (remeasure already said why, and the finding stays open).
    let standing: Vec<&Finding> = r
        .open
        .iter()
        .filter(|f| f.incompatible > 0 && f.last_error.is_none())
        .collect();
    let mode = ws.store.mode()?.value;
    let mut v = Verdict {
        standing: standing.len(),
        ..Default::default()
    };
    if mode != Mode::Deny || standing.is_empty() {
        v.said = said;
        return Ok(v);
    }
    let holding: Vec<&Finding> = match action {
        Action::Commit(scope) => match commit_files(&ws.root, scope) {
            Ok(files) => standing
                .iter()
                .copied()
                .filter(|f| files.iter().any(|p| p == &f.file))
                .collect(),
            // If the index cannot be read, do not guess that the commit is clean.
            Err(why) => {
                said.person.push(format!(
                    "contract-watch: could not read what this commit holds ({why}); gating it on every standing finding"
                ));
                standing.clone()
            }
        },
        Action::Push | Action::Merge | Action::Opaque => standing.clone(),
    };
    if holding.is_empty() {
        said.person
            .push(messages::commit_allowed_line(standing.len()));
    } else {
        v.hold = true;
        let mut reason =
            messages::deny_reason_capped(action.verb(), &holding, ws.config.caller_cap);
        let mut line = messages::stopped_line(action.verb(), holding.len());
        if *action == Action::Opaque {
            // The guard cannot see what the command runs; say so instead of naming a verb.
            let what = "a command that may run git commit, push or merge stopped";
            reason = reason.replacen("git push stopped", what, 1);
            line = line.replacen("git push stopped", what, 1);
        }
        v.deny_reason = Some(reason);
        said.person.push(line);
    }
    v.said = said;
    Ok(v)
}

/// The repository-relative files a commit would hold: the index (`git diff --cached
/// --name-only`, read once), plus modified tracked files for `-a`, plus (or, without
/// `--include`, instead) the modified files the pathspecs name.
pub fn commit_files(root: &Path, scope: &CommitScope) -> Result<Vec<String>, String> {
    let mut files = Vec::new();
    let only_pathspecs = !scope.pathspecs.is_empty() && !scope.include;
    if !only_pathspecs {
        files.extend(git_names(root, &["diff", "--cached", "--name-only"])?);
    }
    if scope.all {
        files.extend(git_names(root, &["diff", "--name-only"])?);
    }
    if !scope.pathspecs.is_empty() {
        let mut args = vec!["diff", "--name-only", "HEAD", "--"];
        args.extend(scope.pathspecs.iter().map(String::as_str));
        match git_names(root, &args) {
            Ok(names) => files.extend(names),
            // No HEAD yet: the pathspecs' files as written.
            Err(_) => files.extend(git_names(root, &{
                let mut a = vec!["ls-files", "--"];
                a.extend(scope.pathspecs.iter().map(String::as_str));
                a
            })?),
        }
    }
    files.sort();
    files.dedup();
    Ok(files)
}

fn git_names(root: &Path, args: &[&str]) -> Result<Vec<String>, String> {
    let out = Command::new("git")
        .args(["-c", "core.quotepath=off"])
        .args(args)
        .current_dir(root)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("git {}: {e}", args.join(" ")))?;
    if !out.status.success() {
        return Err(format!(
            "git {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect())
}
