//! `contract-watch explain`: the serving ladder for one symbol (SPEC §10, seed 001), within a
//! budget. Rungs: the signature at HEAD and now; every caller ranked (mismatching first, then
//! by call-site count) with its call-site lines and argument counts; the full bodies of the top
//! N callers (signatures only for the rest); and a closing line stating what was left out and
//! why. A smaller answer never passes for a complete one: a body that does not fit is not
//! served (never cut, never swapped for another definition), and the closing line says so.
//!
//! Budgets are in estimated tokens: one token per 4 bytes of output, rounded up
//! (`tokens = ceil(bytes / 4)`), applied to the exact text printed, closing line included.

use std::path::Path;

use serde::Serialize;

use crate::engine::{builtin, EngineError, Options, Report, Selector, Status};
use crate::git::Repo;
use crate::lang::{Lang, SourceFile};

/// Estimated tokens of a text: ceil(bytes / 4).
pub fn tokens(text: &str) -> usize {
    text.len().div_ceil(4)
}

/// One call site as written.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct CallSite {
    pub line: usize,
    /// The source line, trimmed.
    pub text: String,
    /// Arguments written (`None`: not countable, e.g. a spread).
    pub args: Option<usize>,
}

/// One ranked caller.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct CallerView {
    pub rank: usize,
    pub name: String,
    pub path: String,
    pub line: usize,
    pub incompatible: bool,
    /// `yes` or `maybe`.
    pub binds: String,
    /// The caller's own definition header.
    pub signature: String,
    pub sites: Vec<CallSite>,
    /// Its full body (the definition's own span), when served.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub body: Option<String>,
    /// Why a body was not served, when one was asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub body_omitted: Option<String>,
}

/// The whole answer.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Explanation {
    pub symbol: String,
    pub path: String,
    pub line: usize,
    pub status: String,
    pub params_was: Option<usize>,
    pub params_now: Option<usize>,
    /// The definition(s) at HEAD and now, `path:line: header`.
    pub was: Vec<String>,
    pub now: Vec<String>,
    pub callers: Vec<CallerView>,
    /// Callers ranked but not served for lack of budget.
    pub callers_omitted: usize,
    pub total_callers: usize,
    pub detail: usize,
    pub budget: Option<usize>,
    /// Requested bodies not served because they did not fit the budget.
    pub bodies_left_for_budget: usize,
    /// Requested bodies that do not exist (a call at a file's top level).
    pub bodies_missing: usize,
    /// What was left out and why.
    pub closing: String,
}

/// Why an explanation could not be made.
#[derive(Debug, thiserror::Error)]
pub enum ExplainError {
    #[error(transparent)]
    Engine(#[from] EngineError),
    #[error("a budget of {budget} token(s) cannot hold even the closing line ({needed} needed)")]
    BudgetTooSmall { budget: usize, needed: usize },
}

/// Output form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Text,
    Json,
}

struct Material {
    report: Report,
    was: Vec<String>,
    now: Vec<String>,
    ranked: Vec<CallerView>,
    bodies: Vec<Option<String>>,
}

fn defs_at(file: &SourceFile, report: &Report) -> Vec<String> {
    let defs = file.lang.definitions(file);
    let mut v: Vec<&crate::lang::Def> = defs
        .iter()
        .filter(|d| {
            d.name == report.sym
                || (report.kind == crate::lang::DefKind::Class
                    && d.kind == crate::lang::DefKind::Constructor
                    && d.scope.last() == Some(&report.sym))
        })
        .collect();
    // Keep the selected site: defs whose scope matches the anchor's.
    if let Some(anchor) = v
        .iter()
        .find(|d| d.line == report.line)
        .map(|d| d.scope.clone())
    {
        v.retain(|d| d.scope == anchor || d.scope.last() == Some(&report.sym));
    }
    v.iter()
        .map(|d| format!("{}:{}: {}", report.path, d.line, d.signature))
        .collect()
}

fn gather(root: &Path, selector: &str) -> Result<Material, ExplainError> {
    let sel = Selector::parse(selector).map_err(EngineError::from)?;
    let opts = Options::default();
    // The repository is opened once: the measure, the definition now and the one it is
    // compared with are all read from it (the work tree through the measure's own tree view).
    let given = root.canonicalize().map_err(|e| EngineError::Io {
        path: root.display().to_string(),
        source: e.into(),
    })?;
    let repo = Repo::discover(&given).map_err(EngineError::from)?;
    let view = builtin::work_tree_view(repo.as_ref(), &given, &opts);
    let (report, caller_defs) = builtin::measure_in(repo.as_ref(), &view, &given, &sel, &opts)?;
    let lang = Lang::from_path(Path::new(&report.path));
    let parse =
        |rel: &str, bytes: Vec<u8>| lang.and_then(|l| SourceFile::parse(rel, l, bytes).ok());
    let now = view
        .read_raw(&report.path)
        .and_then(|b| parse(&report.path, b))
        .map(|f| defs_at(&f, &report))
        .unwrap_or_default();
    let was_commit = builtin::was_commit(repo.as_ref(), &opts)?.map(|id| id.to_string());
    let was = repo
        .as_ref()
        .and_then(|r| {
            r.blob_at(was_commit.as_deref(), &report.path)
                .ok()
                .flatten()
        })
        .and_then(|b| parse(&report.path, b))
        .map(|f| {
            let mut r = report.clone();
            // At HEAD the anchor line may differ: match by name and scope only.
            r.line = 0;
            defs_at(&f, &r)
        })
        .unwrap_or_default();

    // Rank: mismatching first, then more call sites, then path and line.
    let mut callers = report.callers.clone();
    callers.sort_by(|a, b| {
        b.incompatible
            .cmp(&a.incompatible)
            .then(b.call_lines.len().cmp(&a.call_lines.len()))
            .then((&a.path, a.line).cmp(&(&b.path, b.line)))
    });
    let mut ranked = Vec::new();
    let mut bodies = Vec::new();
    for (i, c) in callers.iter().enumerate() {
        // The caller's own definition as the engine saw it (same file, same first line, same
        // name): never a same-named one elsewhere, and no second parse.
        let own = caller_defs
            .iter()
            .find(|d| d.path == c.path && d.line == c.line && d.name == c.name);
        let signature = own
            .and_then(|d| d.signature.clone())
            .unwrap_or_else(|| format!("{} (top level)", c.name));
        let body = own.and_then(|d| d.body.clone());
        let sites = c
            .call_lines
            .iter()
            .zip(c.args.iter().chain(std::iter::repeat(&None)))
            .map(|(l, a)| CallSite {
                line: *l,
                text: own
                    .and_then(|d| d.call_texts.iter().find(|(n, _)| n == l))
                    .map(|(_, t)| t.clone())
                    .unwrap_or_default(),
                args: *a,
            })
            .collect();
        ranked.push(CallerView {
            rank: i + 1,
            name: c.name.clone(),
            path: c.path.clone(),
            line: c.line,
            incompatible: c.incompatible,
            binds: match c.binds {
                Some(crate::engine::Binding::Maybe) => "maybe".into(),
                _ => "yes".into(),
            },
            signature,
            sites,
            body: None,
            body_omitted: None,
        });
        bodies.push(body);
    }
    Ok(Material {
        report,
        was,
        now,
        ranked,
        bodies,
    })
}

/// Build the explanation of `selector` in `root` with bodies for the top `detail` callers,
/// within `budget` tokens of `form` output.
pub fn explain(
    root: &Path,
    selector: &str,
    detail: usize,
    budget: Option<usize>,
    form: Form,
) -> Result<(Explanation, String), ExplainError> {
    let m = gather(root, selector)?;
    let total = m.ranked.len();
    let mut e = Explanation {
        symbol: m.report.sym.clone(),
        path: m.report.path.clone(),
        line: m.report.line,
        status: m.report.status.as_str().to_string(),
        params_was: m.report.params_was,
        params_now: m.report.params_now,
        was: m.was.clone(),
        now: m.now.clone(),
        callers: Vec::new(),
        callers_omitted: total,
        total_callers: total,
        detail,
        budget,
        bodies_left_for_budget: 0,
        bodies_missing: 0,
        closing: String::new(),
    };
    let fits = |e: &Explanation| -> bool {
        match budget {
            None => true,
            Some(b) => tokens(&render(e, form)) <= b,
        }
    };
    // The closing line is always served: check the frame alone fits.
    e.closing = closing(&e);
    if !fits(&e) {
        let needed = tokens(&render(&e, form));
        return Err(ExplainError::BudgetTooSmall {
            budget: budget.unwrap_or(0),
            needed,
        });
    }
    // Callers in rank order, signatures and call sites; stop at the first that does not fit
    // (a later, lower-ranked caller never displaces a higher one).
    for c in &m.ranked {
        e.callers.push(c.clone());
        e.callers_omitted = total - e.callers.len();
        e.closing = closing(&e);
        if !fits(&e) {
            e.callers.pop();
            e.callers_omitted = total - e.callers.len();
            e.closing = closing(&e);
            break;
        }
    }
    // Bodies of the top N served callers, each whole or not at all.
    for i in 0..e.callers.len().min(detail) {
        match &m.bodies[i] {
            None => {
                e.bodies_missing += 1;
                e.callers[i].body_omitted =
                    Some("no body: the call sits at the top level of its file".into());
            }
            Some(body) => {
                e.callers[i].body = Some(body.clone());
                e.closing = closing(&e);
                if !fits(&e) {
                    e.callers[i].body = None;
                    e.bodies_left_for_budget += 1;
                    e.callers[i].body_omitted = Some(format!(
                        "body not served: its {} token(s) do not fit the budget",
                        tokens(body)
                    ));
                }
            }
        }
        e.closing = closing(&e);
        if !fits(&e) {
            // The per-caller note must fit too; the closing line still counts the omission.
            e.callers[i].body_omitted = None;
            e.closing = closing(&e);
        }
    }
    // A body left out makes the closing line longer; when that no longer fits, the lowest
    // ranked callers give way (the frame alone was checked to fit above).
    while !fits(&e) && !e.callers.is_empty() {
        let gone = e.callers.pop();
        if gone.is_some_and(|c| c.body.is_none() && c.rank <= detail) {
            e.bodies_left_for_budget = e.bodies_left_for_budget.saturating_sub(1);
        }
        e.callers_omitted = total - e.callers.len();
        e.closing = closing(&e);
    }
    debug_assert!(fits(&e));
    let text = render(&e, form);
    Ok((e, text))
}

/// The closing line: what was served and what was left out, with counts and reasons.
fn closing(e: &Explanation) -> String {
    let asked = e.detail.min(e.total_callers);
    let served_bodies = e.callers.iter().filter(|c| c.body.is_some()).count();
    // Bodies asked for callers that are not listed count against the budget too.
    let unlisted = asked.saturating_sub(e.callers.len().min(e.detail));
    let for_budget = e.bodies_left_for_budget + unlisted;
    let mut left = Vec::new();
    if e.callers_omitted > 0 {
        left.push(format!(
            "{} of {} caller(s) not listed (budget)",
            e.callers_omitted, e.total_callers
        ));
    }
    if for_budget > 0 {
        left.push(format!(
            "{for_budget} of {asked} requested body(ies) not served (budget)"
        ));
    }
    if e.bodies_missing > 0 {
        left.push(format!(
            "{} of {asked} requested body(ies) do not exist (top-level calls)",
            e.bodies_missing
        ));
    }
    let beyond = e.callers.len().saturating_sub(e.detail);
    if beyond > 0 {
        left.push(format!(
            "the bodies of {beyond} caller(s) beyond --detail={} (signatures only)",
            e.detail
        ));
    }
    let budget = e
        .budget
        .map(|b| format!(" within a budget of {b} token(s)"))
        .unwrap_or_default();
    if left.is_empty() {
        format!(
            "complete: {} caller(s), {served_bodies} body(ies){budget}",
            e.total_callers
        )
    } else {
        format!(
            "left out: {}; served {} of {} caller(s) and {served_bodies} body(ies){budget}",
            left.join("; "),
            e.callers.len(),
            e.total_callers
        )
    }
}

/// What the marks on a caller row mean.
pub const LEGEND: &str =
    "  (✗ does not match; [yes] reaches this definition; [maybe] same name, may be another)
";

/// Render an explanation as text or JSON.
pub fn render(e: &Explanation, form: Form) -> String {
    match form {
        Form::Json => serde_json::to_string_pretty(e).unwrap_or_default() + "\n",
        Form::Text => {
            let mut s = String::new();
            let change = match (e.params_was, e.params_now) {
                (Some(w), Some(n)) if e.status == Status::ContractChange.as_str() => {
                    format!("{} ({w} → {n} parameter(s))", e.status)
                }
                _ => e.status.clone(),
            };
            s.push_str(&format!("{} ({}:{}) {change}\n", e.symbol, e.path, e.line));
            if e.was.is_empty() {
                s.push_str("  was: (no definition at HEAD)\n");
            }
            for w in &e.was {
                s.push_str(&format!("  was: {w}\n"));
            }
            for n in &e.now {
                s.push_str(&format!("  now: {n}\n"));
            }
            s.push_str(&format!("callers ({}):\n", e.total_callers));
            if !e.callers.is_empty() {
                s.push_str(LEGEND);
            }
            for c in &e.callers {
                let mark = if c.incompatible { "✗" } else { " " };
                s.push_str(&format!(
                    "{:>3}. {mark} {} ({}:{}) [{}]: {}\n",
                    c.rank, c.name, c.path, c.line, c.binds, c.signature
                ));
                for site in &c.sites {
                    let args = site
                        .args
                        .map(|a| format!("{a} argument(s)"))
                        .unwrap_or_else(|| "arguments not countable".into());
                    s.push_str(&format!(
                        "       line {}: {}  ({args})\n",
                        site.line, site.text
                    ));
                }
                if let Some(b) = &c.body {
                    s.push_str(&format!("       body ({}:{}):\n", c.path, c.line));
                    for l in b.lines() {
                        s.push_str("       | ");
                        s.push_str(l);
                        s.push('\n');
                    }
                }
                if let Some(w) = &c.body_omitted {
                    s.push_str(&format!("       {w}\n"));
                }
            }
            s.push_str(&e.closing);
            s.push('\n');
            s
        }
    }
}
