//! The engine question: one symbol's contract now vs git HEAD, and its one-hop callers.
//!
//! Two engines answer it — the builtin one (in-process, tree-sitter) and the external ripwire —
//! and both produce a [`Report`], which serializes to ripwire-compatible `<edit-check>` XML.

use serde::{Deserialize, Serialize};

/// `status=` of an edit-check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    Unchanged,
    NewSymbol,
    ContractChange,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Unchanged => "unchanged",
            Status::NewSymbol => "new-symbol",
            Status::ContractChange => "contract-change",
        }
    }

    pub fn parse(s: &str) -> Option<Status> {
        Some(match s {
            "unchanged" => Status::Unchanged,
            "new-symbol" => Status::NewSymbol,
            "contract-change" => Status::ContractChange,
            _ => return None,
        })
    }
}

/// One folded definition at the selected site (`<def p= t= params=>`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefRow {
    pub path: String,
    pub line: usize,
    pub kind: String,
    pub params: usize,
}

/// How a caller binds to the symbol (builtin engine only; ripwire does not say).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Binding {
    Yes,
    Maybe,
}

/// One caller row (`<c n= p= incompatible=>`): the definition a call sits in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Caller {
    /// Name of the definition the call sits in.
    pub name: String,
    /// Repository-relative path (no `./`).
    pub path: String,
    /// Line where the caller's own definition starts.
    pub line: usize,
    /// Its argument count was reliably counted and no folded definition accepts it.
    pub incompatible: bool,
    /// Builtin engine extras: binding verdict, call lines and argument counts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub binds: Option<Binding>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub call_lines: Vec<usize>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<Option<usize>>,
}

impl Caller {
    /// `name (path:line)`, the form every message uses.
    pub fn label(&self) -> String {
        format!("{} ({}:{})", self.name, self.path, self.line)
    }
}

/// A call the builtin engine found by name but proved to reach another definition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Excluded {
    pub name: String,
    pub path: String,
    pub line: usize,
    pub call_line: usize,
    pub reason: String,
}

/// Which engine produced a report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EngineKind {
    Builtin,
    Ripwire,
}

/// One edit-check answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// `sym=`: the symbol's name.
    pub sym: String,
    /// `t=`: `fn`, `method` or `cls`.
    pub kind: String,
    /// `p=`: the selected definition, repository-relative, and its line.
    pub path: String,
    pub line: usize,
    pub status: Status,
    /// `defs=`: definitions folded at this site (the overload set).
    pub defs: usize,
    /// `params_was=`: `None` where HEAD has no such definition (or ripwire did not print it).
    pub params_was: Option<usize>,
    pub params_now: Option<usize>,
    pub public_was: Option<bool>,
    pub public_now: Option<bool>,
    pub defs_was: Option<usize>,
    pub defs_now: Option<usize>,
    /// `change=`: which facts carried a contract change (`params`, `defs`, `broken-callers`).
    pub change: Vec<String>,
    /// `at=`: abbreviated HEAD commit id, `+dirty` when the work tree has changes.
    pub at: Option<String>,
    /// `<def>` rows, present when `defs > 1`.
    pub def_rows: Vec<DefRow>,
    /// `<c>` rows, sorted by path then line.
    pub callers: Vec<Caller>,
    /// Builtin engine only: calls of the same name proved to reach another definition.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excluded: Vec<Excluded>,
    /// Builtin engine only: files that could not be searched (binary, huge, unreadable), with
    /// why; never silently dropped.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<String>,
    pub engine: EngineKind,
}

impl Report {
    /// `incompatible=`: how many callers carry the mismatch mark.
    pub fn incompatible_count(&self) -> usize {
        self.callers.iter().filter(|c| c.incompatible).count()
    }
}
