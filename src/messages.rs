//! The message catalogue (SPEC §6): every text the model or the person reads, built from
//! findings. Pure functions; the exact texts are the product, so each one is pinned by a snapshot
//! test and the seed's own examples are asserted verbatim.
//!
//! ## Naming callers
//!
//! A caller is `name (path:line)`; a list joins them with `, `. At most [`MAX_NAMED`] callers are
//! named in one message, counted across the whole message; callers with the mismatch mark take
//! the slots first, then the others, each in the order the engine gave (path, then line).
//! A group's callers beyond the slots are counted at the end of that group's own list — so the
//! count stays in the sentence it belongs to and neither group is dropped:
//!
//! - 13 callers, none marked: `check each caller: a (…), … j (…), and 3 more.`
//! - 8 marked, 5 others: the mismatch sentence names all 8, the `Other callers…` sentence names 2
//!   and ends `, and 3 more`.
//! - 12 marked, 3 others: the mismatch sentence names 10 and ends `, and 2 more`; the `Other
//!   callers…` sentence has no slot left and reads `…may belong to another type: 3 more.`
//!
//! The line (`do not match:` / `same name:`) and the sidebar entry split the slots the same way.
//! The deny reason names the marked callers of each finding with the same cap across all its
//! findings; a finding left without a slot keeps its count (`4 caller(s) do not match`) and names
//! none. An empty list (a finding with no callers, which is never opened) reads `none`.
//!
//! ## The change phrase
//!
//! `changed from X to Y parameter(s)`. A finding is only opened for `contract-change`, where both
//! counts are known; should one be missing, the phrase says what is known instead of inventing a
//! number: `changed to Y parameter(s)` (no count at the last commit, e.g. a new symbol),
//! `changed from X parameter(s)` (no count now), `changed its parameter list` (neither).

use serde::{Deserialize, Serialize};

use crate::engine::Caller;
use crate::state::{Finding, Mode};

/// The most callers one message names.
pub const MAX_NAMED: usize = 10;

const PREFIX: &str = "contract-watch: ";

/// One finding as a sidebar entry: the change on the first line, the marked callers (shown red),
/// then — after a `same name, may be another type` line the sidebar draws — the other callers
/// (shown faint). `same_name` holds every caller without the mark, so with no marked caller it
/// holds them all. A group's overflow is its last item: `and 3 more` (or `3 more` when the group
/// has no named caller).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SidebarEntry {
    pub header: String,
    pub mismatching: Vec<String>,
    pub same_name: Vec<String>,
}

/// `changed from 1 to 2 parameter(s)` (see the module docs for missing counts).
pub fn change(f: &Finding) -> String {
    match (f.params_was, f.params_now) {
        (Some(was), Some(now)) => format!("changed from {was} to {now} parameter(s)"),
        (None, Some(now)) => format!("changed to {now} parameter(s)"),
        (Some(was), None) => format!("changed from {was} parameter(s)"),
        (None, None) => "changed its parameter list".to_string(),
    }
}

/// `parse changed from 1 to 2 parameter(s)`: the sidebar entry's first line.
pub fn headline(f: &Finding) -> String {
    format!("{} {}", f.name, change(f))
}

/// The note for the model after an edit that opened (or changed) this finding, naming at most
/// `cap` callers (the configuration's `caller_cap`).
pub fn note(f: &Finding, cap: usize) -> String {
    let (marked, others) = split(&f.callers);
    let mut slots = cap.max(1);
    let head = format!("{PREFIX}{} since the last commit; ", headline(f));
    if marked.is_empty() {
        let all = render(&named(&others, &mut slots));
        return format!("{head}check each caller: {all}.");
    }
    let mut s = format!(
        "{head}these callers do not match the new arity: {}.",
        render(&named(&marked, &mut slots))
    );
    if !others.is_empty() {
        s.push_str(&format!(
            " Other callers of that name, which the call graph binds by name and may belong to \
             another type: {}.",
            render(&named(&others, &mut slots))
        ));
    }
    s.push_str(" Check each.");
    s
}

/// The line for the person: the finding alone, without the instruction, naming at most `cap`
/// callers (the configuration's `caller_cap`).
pub fn line(f: &Finding, cap: usize) -> String {
    let (marked, others) = split(&f.callers);
    let mut slots = cap.max(1);
    let head = format!("{PREFIX}{}; ", headline(f));
    if marked.is_empty() {
        return format!("{head}callers: {}", render(&named(&others, &mut slots)));
    }
    let mut s = format!(
        "{head}do not match: {}",
        render(&named(&marked, &mut slots))
    );
    if !others.is_empty() {
        s.push_str(&format!(
            "; same name: {}",
            render(&named(&others, &mut slots))
        ));
    }
    s
}

/// The green closing line when the contract reads the same as the last commit again.
pub fn closing_contract_restored(name: &str) -> String {
    format!("{PREFIX}every caller matches {name} again")
}

/// The green closing line when the contract still differs but no caller carries the mark.
pub fn closing_no_mark(name: &str) -> String {
    format!("{PREFIX}no caller of {name} carries the mismatch mark any more")
}

/// The turn note for the next prompt: the findings that still leave a caller behind
/// (`incompatible > 0`); `None` when there are none.
pub fn turn_note(findings: &[&Finding]) -> Option<String> {
    let standing: Vec<&Finding> = standing(findings);
    if standing.is_empty() {
        return None;
    }
    let items: Vec<String> = standing.iter().map(|f| standing_item(f)).collect();
    Some(format!("{PREFIX}{}", standing_body(standing.len(), &items)))
}

/// The deny reason for the model: `contract-watch: git commit stopped: ` + the turn-note body,
/// each finding also naming its marked callers, at most `cap` of them (the configuration's
/// `caller_cap`). `verb` is `commit`, `push` or `merge` (a leading `git ` is accepted too).
pub fn deny_reason(verb: &str, findings: &[&Finding], cap: usize) -> String {
    let verb = verb.trim();
    let verb = verb.strip_prefix("git ").unwrap_or(verb).trim_start();
    let standing: Vec<&Finding> = standing(findings);
    let mut slots = cap.max(1);
    let items: Vec<String> = standing
        .iter()
        .map(|f| {
            let item = standing_item(f);
            let (marked, _) = split(&f.callers);
            if marked.is_empty() || slots == 0 {
                return item;
            }
            format!("{item}: {}", render(&named(&marked, &mut slots)))
        })
        .collect();
    format!(
        "{PREFIX}git {verb} stopped: {}",
        standing_body(standing.len(), &items)
    )
}

/// The person's line when a commit runs although findings stand (none in its files).
pub fn commit_allowed_line(n: usize) -> String {
    format!(
        "{PREFIX}{n} changed signature(s) still leave a caller behind, none in the files this \
         commit holds"
    )
}

/// The person's line when a finding that still shows a mismatch cannot be measured again
/// (engine failure, timeout, invalid configuration): in deny mode it keeps holding.
pub fn kept_last_answer(name: &str, incompatible: usize) -> String {
    format!(
        "{PREFIX}{name} keeps its last answer while it cannot be measured: {incompatible} caller(s) do not match"
    )
}

/// The person's line when what a git command would record cannot be told: the gate falls
/// back to every standing finding.
pub fn record_unknown(verb: &str, why: &str, mode: Mode) -> String {
    let then = match mode {
        Mode::Deny => "gating it on every standing finding",
        Mode::Note => "it was not checked (note mode stops nothing)",
    };
    format!("{PREFIX}could not tell what git {verb} would record ({why}); {then}")
}

/// The person's line when a definition the command changes cannot be measured on the tree
/// it records.
pub fn not_measured_on(selector: &str, tree: &str, why: &str) -> String {
    format!("{PREFIX}could not measure {selector} on {tree} ({why})")
}

/// The closing line of `contract-watch check`: how many changed signatures leave a caller
/// behind, of how many changed.
pub fn check_summary(mismatching: usize, changed: usize) -> String {
    if mismatching == 0 {
        format!("{PREFIX}{changed} changed signature(s), none leaves a caller behind")
    } else {
        format!("{PREFIX}{mismatching} of {changed} changed signature(s) leave a caller behind")
    }
}

/// Whether a line is one of the two closing lines (shown green).
pub fn is_closing(line: &str) -> bool {
    line.strip_prefix(PREFIX).is_some_and(|rest| {
        (rest.starts_with("every caller matches ") && rest.ends_with(" again"))
            || (rest.starts_with("no caller of ")
                && rest.ends_with(" carries the mismatch mark any more"))
    })
}

/// The finding as a sidebar entry.
pub fn sidebar_entry(f: &Finding) -> SidebarEntry {
    sidebar_entry_capped(f, MAX_NAMED)
}

/// [`sidebar_entry`] naming at most `cap` callers (the configuration's `caller_cap`).
pub fn sidebar_entry_capped(f: &Finding, cap: usize) -> SidebarEntry {
    let (marked, others) = split(&f.callers);
    let mut slots = cap.max(1);
    let mismatching = named(&marked, &mut slots).items();
    let same_name = named(&others, &mut slots).items();
    SidebarEntry {
        header: headline(f),
        mismatching,
        same_name,
    }
}

/// Findings with `incompatible > 0`, in the given order.
fn standing<'a>(findings: &[&'a Finding]) -> Vec<&'a Finding> {
    findings
        .iter()
        .copied()
        .filter(|f| f.incompatible > 0)
        .collect()
}

/// `parse changed from 1 to 2 parameter(s), 1 caller(s) do not match`
fn standing_item(f: &Finding) -> String {
    format!("{}, {} caller(s) do not match", headline(f), f.incompatible)
}

fn standing_body(n: usize, items: &[String]) -> String {
    format!(
        "{n} changed signature(s) still leave a caller behind: {}. Bring each caller to the new \
         signature, or take the signature change back.",
        items.join("; ")
    )
}

/// Marked callers, then the others, each in the engine's order.
fn split(callers: &[Caller]) -> (Vec<&Caller>, Vec<&Caller>) {
    callers.iter().partition(|c| c.incompatible)
}

/// A group's callers as named within the remaining slots, plus how many are only counted.
struct Named {
    labels: Vec<String>,
    more: usize,
}

impl Named {
    fn overflow(&self) -> Option<String> {
        match (self.more, self.labels.is_empty()) {
            (0, _) => None,
            (n, true) => Some(format!("{n} more")),
            (n, false) => Some(format!("and {n} more")),
        }
    }

    fn items(self) -> Vec<String> {
        let extra = self.overflow();
        let mut v = self.labels;
        v.extend(extra);
        v
    }
}

fn named(group: &[&Caller], slots: &mut usize) -> Named {
    let take = group.len().min(*slots);
    *slots -= take;
    Named {
        labels: group.iter().take(take).map(|c| c.label()).collect(),
        more: group.len() - take,
    }
}

/// `a (x:1), b (y:2), and 3 more`; `3 more`; `none`.
fn render(n: &Named) -> String {
    let mut s = n.labels.join(", ");
    match n.overflow() {
        Some(extra) if s.is_empty() => s = extra,
        Some(extra) => {
            s.push_str(", ");
            s.push_str(&extra);
        }
        None if s.is_empty() => s.push_str("none"),
        None => {}
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::EngineKind;
    use insta::assert_snapshot;
    use std::path::PathBuf;

    fn c(name: &str, at: &str, incompatible: bool) -> Caller {
        let (path, line) = at.rsplit_once(':').unwrap();
        Caller {
            name: name.to_string(),
            path: path.to_string(),
            line: line.parse().unwrap(),
            incompatible,
            binds: None,
            call_lines: Vec::new(),
            args: Vec::new(),
        }
    }

    fn f(name: &str, was: Option<usize>, now: Option<usize>, callers: Vec<Caller>) -> Finding {
        let incompatible = callers.iter().filter(|c| c.incompatible).count();
        Finding {
            id: crate::state::FindingId::new("main.go", None, name),
            repo_root: PathBuf::from("/repo"),
            file: "main.go".to_string(),
            name: name.to_string(),
            kind: crate::lang::DefKind::Function,
            params_was: was,
            params_now: now,
            callers,
            incompatible,
            opened_at: 0,
            measured_at: 0,
            engine: EngineKind::Builtin,
            last_error: None,
            base: None,
        }
    }

    /// The seed's first example: parse 1→2, main and other in main.go, neither marked.
    fn seed_plain() -> Finding {
        f(
            "parse",
            Some(1),
            Some(2),
            vec![
                c("main", "main.go:5", false),
                c("other", "main.go:9", false),
            ],
        )
    }

    /// The seed's second example: main marked, other (lib.go:9) only shares the name.
    fn seed_mismatch() -> Finding {
        f(
            "parse",
            Some(1),
            Some(2),
            vec![c("other", "lib.go:9", false), c("main", "main.go:5", true)],
        )
    }

    /// `load` 2→3 with 4 marked callers.
    fn load4() -> Finding {
        f(
            "load",
            Some(2),
            Some(3),
            vec![
                c("a", "a.go:1", true),
                c("b", "a.go:7", true),
                c("c", "b.go:3", true),
                c("d", "c.go:12", true),
            ],
        )
    }

    /// `n` callers f1..fn in cmd/fN.go, the first `marked` of them marked.
    fn many(n: usize, marked: usize) -> Finding {
        let callers = (1..=n)
            .map(|i| c(&format!("f{i}"), &format!("cmd/f{i}.go:{i}"), i <= marked))
            .collect();
        f("parse", Some(1), Some(2), callers)
    }

    // ---- the seed's texts, verbatim ----

    #[test]
    fn seed_note_no_mismatch() {
        let text = note(&seed_plain(), MAX_NAMED);
        assert_eq!(
            text,
            "contract-watch: parse changed from 1 to 2 parameter(s) since the last commit; check \
             each caller: main (main.go:5), other (main.go:9)."
        );
        assert_snapshot!("note_no_mismatch_seed", text);
    }

    #[test]
    fn seed_note_mismatch() {
        let text = note(&seed_mismatch(), MAX_NAMED);
        assert_eq!(
            text,
            "contract-watch: parse changed from 1 to 2 parameter(s) since the last commit; these \
             callers do not match the new arity: main (main.go:5). Other callers of that name, \
             which the call graph binds by name and may belong to another type: other \
             (lib.go:9). Check each."
        );
        assert_snapshot!("note_mismatch_seed", text);
    }

    #[test]
    fn seed_line_mismatch() {
        let text = line(&seed_mismatch(), MAX_NAMED);
        assert_eq!(
            text,
            "contract-watch: parse changed from 1 to 2 parameter(s); do not match: main \
             (main.go:5); same name: other (lib.go:9)"
        );
        assert_snapshot!("line_mismatch_seed", text);
    }

    #[test]
    fn spec_line_no_mismatch() {
        let text = line(&seed_plain(), MAX_NAMED);
        assert_eq!(
            text,
            "contract-watch: parse changed from 1 to 2 parameter(s); callers: main (main.go:5), \
             other (main.go:9)"
        );
        assert_snapshot!("line_no_mismatch", text);
    }

    #[test]
    fn seed_closing_lines() {
        let restored = closing_contract_restored("parse");
        let no_mark = closing_no_mark("parse");
        assert_eq!(restored, "contract-watch: every caller matches parse again");
        assert_eq!(
            no_mark,
            "contract-watch: no caller of parse carries the mismatch mark any more"
        );
        assert_snapshot!("closing_contract_restored", restored);
        assert_snapshot!("closing_no_mark", no_mark);
    }

    #[test]
    fn seed_turn_note_one() {
        let a = seed_mismatch();
        let text = turn_note(&[&a]).unwrap();
        assert_eq!(
            text,
            "contract-watch: 1 changed signature(s) still leave a caller behind: parse changed \
             from 1 to 2 parameter(s), 1 caller(s) do not match. Bring each caller to the new \
             signature, or take the signature change back."
        );
        assert_snapshot!("turn_note_one_seed", text);
    }

    #[test]
    fn spec_turn_note_two() {
        let (a, b) = (seed_mismatch(), load4());
        let text = turn_note(&[&a, &b]).unwrap();
        assert_eq!(
            text,
            "contract-watch: 2 changed signature(s) still leave a caller behind: parse changed \
             from 1 to 2 parameter(s), 1 caller(s) do not match; load changed from 2 to 3 \
             parameter(s), 4 caller(s) do not match. Bring each caller to the new signature, or \
             take the signature change back."
        );
        assert_snapshot!("turn_note_two", text);
    }

    #[test]
    fn check_summaries() {
        assert_snapshot!("check_summary_clean", check_summary(0, 2));
        assert_snapshot!("check_summary_held", check_summary(1, 3));
    }

    #[test]
    fn gate_failure_lines() {
        assert_snapshot!("kept_last_answer", kept_last_answer("parse", 1));
        assert_snapshot!(
            "record_unknown",
            record_unknown(
                "push",
                "git rev-parse topic: 'topic' names no commit",
                Mode::Deny
            )
        );
        assert_snapshot!(
            "not_measured_on",
            not_measured_on(
                "lib.go:parse",
                "the index",
                "the configuration is invalid (contract-watch.toml: expected a value)"
            )
        );
    }

    #[test]
    fn spec_commit_allowed_line() {
        let text = commit_allowed_line(2);
        assert_eq!(
            text,
            "contract-watch: 2 changed signature(s) still leave a caller behind, none in the \
             files this commit holds"
        );
        assert_snapshot!("commit_allowed_2", text);
    }

    // ---- the rest of the catalogue ----

    #[test]
    fn note_and_line_with_only_marked_callers_leave_the_other_group_out() {
        let a = f(
            "parse",
            Some(1),
            Some(2),
            vec![
                c("main", "main.go:5", true),
                c("run", "cmd/run.go:14", true),
            ],
        );
        assert_snapshot!("note_mismatch_only", note(&a, MAX_NAMED));
        assert_snapshot!("line_mismatch_only", line(&a, MAX_NAMED));
        assert!(!note(&a, MAX_NAMED).contains("Other callers"));
        assert!(!line(&a, MAX_NAMED).contains("same name"));
    }

    #[test]
    fn turn_note_counts_only_findings_that_leave_a_caller_behind() {
        let plain = seed_plain();
        assert_eq!(turn_note(&[]), None);
        assert_eq!(turn_note(&[&plain]), None);
        let b = load4();
        assert_eq!(turn_note(&[&plain, &b]), turn_note(&[&b]));
        assert_snapshot!(
            "turn_note_skips_unmarked",
            turn_note(&[&plain, &b]).unwrap()
        );
    }

    #[test]
    fn deny_reasons() {
        let (a, b) = (seed_mismatch(), load4());
        let one = deny_reason("commit", &[&a], MAX_NAMED);
        assert_eq!(
            one,
            "contract-watch: git commit stopped: 1 changed signature(s) still leave a caller \
             behind: parse changed from 1 to 2 parameter(s), 1 caller(s) do not match: main \
             (main.go:5). Bring each caller to the new signature, or take the signature change \
             back."
        );
        assert_snapshot!("deny_commit_one", one);
        assert_snapshot!("deny_push_two", deny_reason("push", &[&a, &b], MAX_NAMED));
        assert_eq!(
            deny_reason("git merge", &[&a], MAX_NAMED),
            deny_reason("merge", &[&a], MAX_NAMED)
        );
        // Unmarked findings do not hold a command and are not named in its reason.
        let plain = seed_plain();
        assert_eq!(
            deny_reason("push", &[&plain, &a], MAX_NAMED),
            deny_reason("push", &[&a], MAX_NAMED)
        );
    }

    #[test]
    fn deny_reason_caps_names_across_findings() {
        let (a, b) = (many(12, 12), load4());
        let text = deny_reason("merge", &[&a, &b], MAX_NAMED);
        assert_eq!(text.matches(" (cmd/f").count(), 10);
        assert!(
            text.contains("f10 (cmd/f10.go:10), and 2 more; load changed"),
            "{text}"
        );
        assert!(text.contains("4 caller(s) do not match. Bring"), "{text}");
        assert_snapshot!("deny_cap_across_findings", text);
    }

    #[test]
    fn sidebar_entries() {
        let e = sidebar_entry(&seed_mismatch());
        assert_eq!(
            e,
            SidebarEntry {
                header: "parse changed from 1 to 2 parameter(s)".to_string(),
                mismatching: vec!["main (main.go:5)".to_string()],
                same_name: vec!["other (lib.go:9)".to_string()],
            }
        );
        assert_snapshot!("sidebar_seed", format!("{e:#?}"));
        assert_snapshot!(
            "sidebar_no_mismatch",
            format!("{:#?}", sidebar_entry(&seed_plain()))
        );
        assert_snapshot!(
            "sidebar_cap_12_3",
            format!("{:#?}", sidebar_entry(&many(15, 12)))
        );
    }

    // ---- the 10-cap ----

    #[test]
    fn cap_13_callers_none_marked() {
        let a = many(13, 0);
        let text = note(&a, MAX_NAMED);
        assert_eq!(text.matches(" (cmd/f").count(), 10);
        assert!(text.ends_with("f10 (cmd/f10.go:10), and 3 more."), "{text}");
        assert_snapshot!("cap_13_note_no_mismatch", text);
        let l = line(&a, MAX_NAMED);
        assert!(l.ends_with("f10 (cmd/f10.go:10), and 3 more"), "{l}");
        assert_snapshot!("cap_13_line_no_mismatch", l);
    }

    #[test]
    fn cap_13_callers_all_marked() {
        let a = many(13, 13);
        assert_snapshot!("cap_13_note_all_marked", note(&a, MAX_NAMED));
        assert_snapshot!("cap_13_line_all_marked", line(&a, MAX_NAMED));
    }

    #[test]
    fn cap_13_callers_8_marked_5_same_name() {
        let a = many(13, 8);
        let text = note(&a, MAX_NAMED);
        assert_eq!(text.matches(" (cmd/f").count(), 10);
        assert!(
            text.contains(
                "another type: f9 (cmd/f9.go:9), f10 (cmd/f10.go:10), and 3 more. Check each."
            ),
            "{text}"
        );
        assert_snapshot!("cap_13_note_8_marked", text);
        assert_snapshot!("cap_13_line_8_marked", line(&a, MAX_NAMED));
    }

    #[test]
    fn cap_15_callers_12_marked_3_same_name() {
        let a = many(15, 12);
        let text = note(&a, MAX_NAMED);
        assert!(
            text.contains(
                "f10 (cmd/f10.go:10), and 2 more. Other callers of that name, which the call \
                 graph binds by name and may belong to another type: 3 more. Check each."
            ),
            "{text}"
        );
        assert_snapshot!("cap_15_note_12_marked", text);
        let l = line(&a, MAX_NAMED);
        assert!(l.ends_with("and 2 more; same name: 3 more"), "{l}");
        assert_snapshot!("cap_15_line_12_marked", l);
    }

    #[test]
    fn exactly_ten_callers_are_all_named() {
        let text = note(&many(10, 0), MAX_NAMED);
        assert_eq!(text.matches(" (cmd/f").count(), 10);
        assert!(!text.contains("more"), "{text}");
    }

    // ---- counts the engine did not give ----

    #[test]
    fn missing_parameter_counts_never_panic() {
        let callers = || vec![c("main", "main.go:5", true)];
        let new = f("parse", None, Some(2), callers());
        let gone = f("parse", Some(1), None, callers());
        let neither = f("parse", None, None, callers());
        assert_eq!(change(&new), "changed to 2 parameter(s)");
        assert_eq!(change(&gone), "changed from 1 parameter(s)");
        assert_eq!(change(&neither), "changed its parameter list");
        assert_snapshot!("note_params_was_none", note(&new, MAX_NAMED));
        assert_snapshot!("line_params_was_none", line(&new, MAX_NAMED));
        assert_snapshot!("turn_note_params_was_none", turn_note(&[&new]).unwrap());
        assert_snapshot!("note_params_now_none", note(&gone, MAX_NAMED));
        assert_snapshot!("note_params_unknown", note(&neither, MAX_NAMED));
    }

    #[test]
    fn a_finding_without_callers_reads_none() {
        let a = f("parse", Some(1), Some(2), Vec::new());
        assert_snapshot!("note_no_callers", note(&a, MAX_NAMED));
        assert_snapshot!("line_no_callers", line(&a, MAX_NAMED));
        let e = sidebar_entry(&a);
        assert!(e.mismatching.is_empty() && e.same_name.is_empty());
    }
}
