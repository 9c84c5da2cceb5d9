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
        out.push_str("excluded, provably another definition:\n");
        for x in &r.excluded {
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
    }
    for s in &r.skipped {
        out.push_str(&format!("not searched: {s}\n"));
    }
    out
}
