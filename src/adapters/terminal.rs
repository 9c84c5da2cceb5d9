//! Rendering for a person at a terminal. Colors only on a terminal, never with `NO_COLOR`.

use std::io::IsTerminal;

use owo_colors::OwoColorize;

use crate::engine::{Binding, Report, Status};

/// Whether to color output written to stdout (`stderr == false`) or stderr.
pub fn color_enabled(stderr: bool) -> bool {
    if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) {
        return false;
    }
    if stderr {
        std::io::stderr().is_terminal()
    } else {
        std::io::stdout().is_terminal()
    }
}

/// A measurement for a person: the status line, the callers (mismatching marked), the calls
/// excluded as provably another definition, and files that could not be searched.
pub fn report(r: &Report, color: bool) -> String {
    let mut out = String::new();
    let place = format!("{}:{}", r.path, r.line);
    let change = match (r.status, r.params_was, r.params_now) {
        (Status::ContractChange, Some(w), Some(n)) => {
            format!("contract-change: {w} → {n} parameter(s)")
        }
        (Status::ContractChange, _, _) => "contract-change".to_string(),
        (Status::Unchanged, _, Some(n)) => format!("unchanged: {n} parameter(s)"),
        (Status::Unchanged, _, None) => "unchanged".to_string(),
        (Status::NewSymbol, _, Some(n)) => format!("new symbol since HEAD: {n} parameter(s)"),
        (Status::NewSymbol, _, None) => "new symbol since HEAD".to_string(),
    };
    let engine = match r.engine {
        crate::engine::EngineKind::Builtin => "builtin engine",
        crate::engine::EngineKind::Ripwire => "ripwire",
    };
    let status = if color {
        match r.status {
            Status::ContractChange => change.yellow().bold().to_string(),
            _ => change.green().to_string(),
        }
    } else {
        change
    };
    out.push_str(&format!("{} ({place}) {status} [{engine}]\n", r.sym));
    let bad = r.incompatible_count();
    if r.callers.is_empty() {
        out.push_str("no callers found\n");
    } else {
        out.push_str(&format!(
            "{} caller(s){}\n",
            r.callers.len(),
            if bad > 0 {
                format!(", {bad} do not match")
            } else {
                String::new()
            }
        ));
    }
    let mut ordered: Vec<_> = r.callers.iter().collect();
    ordered.sort_by_key(|c| !c.incompatible);
    for c in ordered {
        let mut detail = Vec::new();
        for (line, args) in c.call_lines.iter().zip(c.args.iter()) {
            detail.push(match args {
                Some(n) => format!("line {line}: {n} argument(s)"),
                None => format!("line {line}: arguments not countable"),
            });
        }
        if c.binds == Some(Binding::Maybe) {
            detail.push("binds by name only".into());
        }
        let detail = if detail.is_empty() {
            String::new()
        } else {
            format!("  {}", detail.join("; "))
        };
        let label = c.label();
        let line = if c.incompatible {
            let text = format!("  ✗ {label}");
            if color {
                text.red().to_string()
            } else {
                text
            }
        } else {
            format!("    {label}")
        };
        let detail = if color {
            detail.dimmed().to_string()
        } else {
            detail
        };
        out.push_str(&format!("{line}{detail}\n"));
    }
    if !r.excluded.is_empty() {
        out.push_str(&format!(
            "{} call(s) of the same name excluded, provably another definition:\n",
            r.excluded.len()
        ));
        const SHOWN: usize = 10;
        for x in r.excluded.iter().take(SHOWN) {
            let text = format!(
                "    {} ({}:{}) line {}: {}",
                x.name, x.path, x.line, x.call_line, x.reason
            );
            out.push_str(&if color {
                text.dimmed().to_string()
            } else {
                text
            });
            out.push('\n');
        }
        if r.excluded.len() > SHOWN {
            out.push_str(&format!(
                "    and {} more (all in --json)\n",
                r.excluded.len() - SHOWN
            ));
        }
    }
    for s in &r.skipped {
        out.push_str(&format!("not searched: {s}\n"));
    }
    out
}

/// `contract-watch status` for a person.
/// `head` is HEAD's commit id now: each finding says which commit its change is counted from
/// (the HEAD it was opened against), and when that is no longer HEAD, that `measure` compares
/// with HEAD.
pub fn status(
    mode: crate::state::Mode,
    open: &[crate::state::Finding],
    head: Option<&str>,
    color: bool,
) -> String {
    let mut out = format!("mode: {mode}\n");
    if open.is_empty() {
        out.push_str("no open findings\n");
        return out;
    }
    out.push_str(&format!("{} open finding(s):\n", open.len()));
    for f in open {
        let short = |id: &str| id.chars().take(7).collect::<String>();
        let since = match (f.base.as_deref(), head) {
            (Some(b), Some(h)) if b != h => format!("since {}", short(b)),
            (_, Some(h)) => format!("since HEAD ({})", short(h)),
            (Some(b), None) => format!("since {}", short(b)),
            (None, None) => "since the last commit".to_string(),
        };
        let moved = match (f.base.as_deref(), head) {
            (Some(b), Some(h)) if b != h => Some(format!(
                "    counted from {}, HEAD when the finding was opened; HEAD is now {}, which `measure` compares with\n",
                short(b),
                short(h)
            )),
            _ => None,
        };
        let head = format!(
            "  {} ({}) {} {since}, {} of {} caller(s) do not match",
            f.name,
            f.id,
            crate::messages::change(f),
            f.incompatible,
            f.callers.len()
        );
        out.push_str(&if color && f.incompatible > 0 {
            head.yellow().to_string()
        } else {
            head
        });
        out.push('\n');
        if let Some(m) = moved {
            out.push_str(&m);
        }
        for c in f.callers.iter().filter(|c| c.incompatible) {
            let l = format!("    ✗ {}", c.label());
            out.push_str(&if color { l.red().to_string() } else { l });
            out.push('\n');
        }
        if let Some(e) = &f.last_error {
            out.push_str(&format!("    last measure failed: {e}\n"));
        }
    }
    out
}

/// The demo's steps: what happened, what the model read, what the person saw.
pub fn demo(steps: &[crate::demo::Step], color: bool) -> String {
    let mut out = String::new();
    for (i, s) in steps.iter().enumerate() {
        let title = format!("{}. {}", i + 1, s.action);
        out.push_str(&if color {
            title.bold().to_string()
        } else {
            title
        });
        out.push('\n');
        let model = s.model.as_deref().unwrap_or("(nothing)");
        let person = s.person.as_deref().unwrap_or("(nothing)");
        let (m, p) = if color {
            (
                format!("   model reads:  {}", model.cyan()),
                format!("   person sees:  {}", person.green()),
            )
        } else {
            (
                format!("   model reads:  {model}"),
                format!("   person sees:  {person}"),
            )
        };
        out.push_str(&m);
        out.push('\n');
        out.push_str(&p);
        out.push_str("\n\n");
    }
    out
}

/// A line for the person, colored by what it says: closing lines green, stops red.
pub fn person_line(line: &str, color: bool) -> String {
    if !color {
        return line.to_string();
    }
    if crate::messages::is_closing(line) {
        line.green().to_string()
    } else if line.contains(" stopped: ") {
        line.red().to_string()
    } else {
        line.to_string()
    }
}

/// `contract-watch doctor`: one line per check, `ok`, `note` or `broken`, the topic, what was found.
pub fn doctor(checks: &[crate::init::Check], color: bool) -> String {
    use owo_colors::OwoColorize;
    let width = checks.iter().map(|c| c.topic.len()).max().unwrap_or(0);
    let mut out = String::new();
    for c in checks {
        let mark = match c.health {
            crate::init::Health::Ok => "ok    ",
            crate::init::Health::Note => "note  ",
            crate::init::Health::Broken => "broken",
        };
        let mark = match (color, c.health) {
            (false, _) => mark.to_string(),
            (true, crate::init::Health::Ok) => mark.green().to_string(),
            (true, crate::init::Health::Note) => mark.yellow().to_string(),
            (true, crate::init::Health::Broken) => mark.red().bold().to_string(),
        };
        out.push_str(&format!("{mark} {:width$}  {}\n", c.topic, c.text));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Caller, EngineKind, Excluded};

    fn caller(name: &str, path: &str, line: usize, bad: bool, args: usize) -> Caller {
        Caller {
            name: name.into(),
            path: path.into(),
            line,
            incompatible: bad,
            binds: Some(Binding::Yes),
            call_lines: vec![line + 1],
            args: vec![Some(args)],
        }
    }

    fn report() -> Report {
        Report {
            sym: "Scale".into(),
            kind: crate::lang::DefKind::Function,
            owner: None,
            path: "geo/scale.go".into(),
            line: 4,
            status: Status::ContractChange,
            defs: 1,
            params_was: Some(2),
            params_now: Some(3),
            public_was: Some(true),
            public_now: Some(true),
            defs_was: Some(1),
            defs_now: Some(1),
            change: vec![
                crate::engine::Change::Params,
                crate::engine::Change::BrokenCallers,
            ],
            at: None,
            def_rows: vec![],
            callers: vec![
                caller("RenderWidth", "app/render.go", 6, false, 3),
                caller("ReportTotal", "app/report.go", 6, true, 2),
            ],
            excluded: vec![Excluded {
                name: "MakeThumb".into(),
                path: "app/thumbs.go".into(),
                line: 6,
                call_line: 7,
                reason: "receiver im is *img.Image, not Scale's package geo".into(),
            }],
            skipped: vec![crate::engine::Skipped::new(
                "big.go",
                "9 MiB, larger than the 8 MiB the builtin engine parses",
            )],
            engine: EngineKind::Builtin,
        }
    }

    #[test]
    fn a_measurement_for_a_person() {
        insta::assert_snapshot!(super::report(&report(), false));
    }

    #[test]
    fn colors_mark_the_change_and_the_mismatching_callers() {
        let colored = super::report(&report(), true);
        assert!(colored.contains("\u{1b}[31m  ✗ ReportTotal (app/report.go:6)"));
        assert!(colored.contains("\u{1b}[1m\u{1b}[33mcontract-change"));
        assert!(!super::report(&report(), false).contains('\u{1b}'));
    }

    #[test]
    fn unchanged_and_new_symbols_read_plainly() {
        let mut r = report();
        r.status = Status::Unchanged;
        r.callers.clear();
        r.excluded.clear();
        r.skipped.clear();
        insta::assert_snapshot!("unchanged", super::report(&r, false));
        r.status = Status::NewSymbol;
        r.params_was = None;
        insta::assert_snapshot!("new_symbol", super::report(&r, false));
    }

    #[test]
    fn status_lists_open_findings_with_their_mismatching_callers() {
        let r = report();
        let mut f =
            crate::state::Finding::from_report(std::path::Path::new("/r"), "geo/scale.go", &r, 0);
        f.last_error = Some("ripwire: no answer within 20 s; it was stopped".into());
        f.base = Some("1111111aaaa".into());
        let mut same = f.clone();
        same.id = crate::state::FindingId::new("geo/scale.go", None, "Other");
        same.base = Some("2222222bbbb".into());
        // The first was opened before a commit landed: it says which commit it counts from.
        insta::assert_snapshot!(status(
            crate::state::Mode::Deny,
            &[f, same],
            Some("2222222bbbb"),
            false
        ));
        insta::assert_snapshot!(
            "status_empty",
            status(crate::state::Mode::Note, &[], None, false)
        );
    }

    #[test]
    fn person_lines_are_green_when_closing_and_red_when_stopped() {
        let closing = "contract-watch: every caller matches parse again";
        assert_eq!(person_line(closing, false), closing);
        assert!(person_line(closing, true).starts_with("\u{1b}[32m"));
        assert!(person_line(
            "contract-watch: git push stopped: 1 changed signature(s) still leave a caller behind",
            true
        )
        .starts_with("\u{1b}[31m"));
        let other = "contract-watch: 1 changed signature(s) still leave a caller behind, none in the files this commit holds";
        assert_eq!(person_line(other, true), other);
    }
}
