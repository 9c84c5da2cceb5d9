//! ripwire-compatible `<edit-check>` XML: written for the builtin engine's reports, read for
//! ripwire's. Element and attribute names are ripwire's; paths carry ripwire's `./` prefix.

use quick_xml::events::Event;
use quick_xml::Reader;

use crate::lang::DefKind;

use super::{t_attr, Caller, Change, DefRow, EngineKind, Report, Status};

/// Why a document is not an edit-check report.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum XmlError {
    #[error("not XML: {0}")]
    Syntax(String),
    #[error("no <edit-check> element")]
    Missing,
    #[error("<{element}> lacks the {attr}= attribute")]
    MissingAttr { element: String, attr: String },
    #[error("<{element}> has an invalid {attr}=\"{value}\"")]
    BadAttr {
        element: String,
        attr: String,
        value: String,
    },
}

const COMMENT: &str = "<!-- contract-watch builtin edit-check: SYM's contract (parameter count, publicness, number of definitions at its site) in the work tree vs git HEAD, and its one-hop callers. A <c> row is the definition a call sits in (p= is its first line); incompatible=\"1\" when the call's argument count was counted reliably and no folded definition accepts it (defaults, optional and variadic parameters and implicit receivers considered). Calls proved to reach another definition are not rows. -->";

fn esc(s: &str) -> String {
    quick_xml::escape::escape(s).into_owned()
}

fn flag(b: bool) -> &'static str {
    if b {
        "1"
    } else {
        "0"
    }
}

/// Write a report as ripwire writes one: a comment, then one `<edit-check>` element.
pub fn write(r: &Report) -> String {
    let mut s = String::with_capacity(1024 + 80 * r.callers.len());
    s.push_str(COMMENT);
    s.push_str(&format!(
        "<edit-check sym=\"{}\" t=\"{}\" p=\"./{}:{}\" status=\"{}\" defs=\"{}\"",
        esc(&r.sym),
        t_attr::as_str(r.kind),
        esc(&r.path),
        r.line,
        r.status.as_str(),
        r.defs
    ));
    if let Some(v) = r.params_was {
        s.push_str(&format!(" params_was=\"{v}\""));
    }
    if let Some(v) = r.params_now {
        s.push_str(&format!(" params_now=\"{v}\""));
    }
    if let Some(v) = r.public_was {
        s.push_str(&format!(" public_was=\"{}\"", flag(v)));
    }
    if let Some(v) = r.public_now {
        s.push_str(&format!(" public_now=\"{}\"", flag(v)));
    }
    if let Some(v) = r.defs_was {
        s.push_str(&format!(" defs_was=\"{v}\""));
    }
    if let Some(v) = r.defs_now {
        s.push_str(&format!(" defs_now=\"{v}\""));
    }
    if !r.change.is_empty() {
        let change: Vec<&str> = r.change.iter().map(Change::as_str).collect();
        s.push_str(&format!(" change=\"{}\"", esc(&change.join(","))));
    }
    s.push_str(&format!(
        " callers=\"{}\" incompatible=\"{}\"",
        r.callers.len(),
        r.incompatible_count()
    ));
    if let Some(at) = &r.at {
        s.push_str(&format!(" at=\"{}\"", esc(at)));
    }
    s.push_str(" counts_floor=\"1\">");
    for d in &r.def_rows {
        s.push_str(&format!(
            "<def p=\"./{}:{}\" t=\"{}\" params=\"{}\"/>",
            esc(&d.path),
            d.line,
            t_attr::as_str(d.kind),
            d.params
        ));
    }
    for c in &r.callers {
        s.push_str(&format!(
            "<c n=\"{}\" p=\"./{}:{}\"",
            esc(&c.name),
            esc(&c.path),
            c.line
        ));
        if c.incompatible {
            s.push_str(" incompatible=\"1\"");
        }
        s.push_str("/>");
    }
    s.push_str("</edit-check>");
    s
}

/// Read an `<edit-check>` document (ripwire's stdout or ours).
pub fn parse(xml: &str, engine: EngineKind) -> Result<Report, XmlError> {
    let mut reader = Reader::from_str(xml);
    let mut report: Option<Report> = None;
    loop {
        let ev = reader
            .read_event()
            .map_err(|e| XmlError::Syntax(e.to_string()))?;
        match ev {
            Event::Start(e) | Event::Empty(e) => {
                let name = e.name().into_inner().to_string();
                let attrs = attributes(&e, &name)?;
                match name.as_str() {
                    "edit-check" => report = Some(root_element(&attrs, engine)?),
                    "def" => {
                        let r = report.as_mut().ok_or(XmlError::Missing)?;
                        let (path, line) = place(&attrs, "def")?;
                        r.def_rows.push(DefRow {
                            path,
                            line,
                            kind: {
                                let t = get(&attrs, "def", "t")?;
                                t_attr::parse(t).ok_or_else(|| bad("def", "t", t))?
                            },
                            params: num(&attrs, "def", "params")?,
                        });
                    }
                    "c" => {
                        let r = report.as_mut().ok_or(XmlError::Missing)?;
                        let (path, line) = place(&attrs, "c")?;
                        r.callers.push(Caller {
                            name: get(&attrs, "c", "n")?.to_string(),
                            path,
                            line,
                            incompatible: opt(&attrs, "incompatible") == Some("1"),
                            binds: None,
                            call_lines: Vec::new(),
                            args: Vec::new(),
                        });
                    }
                    _ => {}
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    report.ok_or(XmlError::Missing)
}

type Attrs = Vec<(String, String)>;

fn attributes(e: &quick_xml::events::BytesStart, element: &str) -> Result<Attrs, XmlError> {
    let mut out = Vec::new();
    for a in e.attributes() {
        let a = a.map_err(|err| XmlError::Syntax(format!("<{element}>: {err}")))?;
        let key = a.key.into_inner().to_string();
        let value = a
            .normalized_value(quick_xml::XmlVersion::Implicit1_0)
            .map_err(|err| XmlError::Syntax(format!("<{element}> {key}=: {err}")))?
            .into_owned();
        out.push((key, value));
    }
    Ok(out)
}

fn opt<'a>(attrs: &'a Attrs, key: &str) -> Option<&'a str> {
    attrs
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

fn get<'a>(attrs: &'a Attrs, element: &str, key: &str) -> Result<&'a str, XmlError> {
    opt(attrs, key).ok_or_else(|| XmlError::MissingAttr {
        element: element.into(),
        attr: key.into(),
    })
}

fn bad(element: &str, attr: &str, value: &str) -> XmlError {
    XmlError::BadAttr {
        element: element.into(),
        attr: attr.into(),
        value: value.into(),
    }
}

fn num(attrs: &Attrs, element: &str, key: &str) -> Result<usize, XmlError> {
    let v = get(attrs, element, key)?;
    v.parse().map_err(|_| bad(element, key, v))
}

fn opt_num(attrs: &Attrs, element: &str, key: &str) -> Result<Option<usize>, XmlError> {
    opt(attrs, key)
        .map(|v| v.parse().map_err(|_| bad(element, key, v)))
        .transpose()
}

fn opt_flag(attrs: &Attrs, element: &str, key: &str) -> Result<Option<bool>, XmlError> {
    match opt(attrs, key) {
        None => Ok(None),
        Some("1") => Ok(Some(true)),
        Some("0") => Ok(Some(false)),
        Some(v) => Err(bad(element, key, v)),
    }
}

/// `t=`: `fn`, `method` or `cls`; `None` when absent.
fn kind(attrs: &Attrs, element: &str) -> Result<Option<DefKind>, XmlError> {
    opt(attrs, "t")
        .map(|v| t_attr::parse(v).ok_or_else(|| bad(element, "t", v)))
        .transpose()
}

/// `p="./path:line"` → (`path`, line).
fn place(attrs: &Attrs, element: &str) -> Result<(String, usize), XmlError> {
    let p = get(attrs, element, "p")?;
    let (path, line) = p.rsplit_once(':').ok_or_else(|| bad(element, "p", p))?;
    let line = line.parse().map_err(|_| bad(element, "p", p))?;
    let path = path.strip_prefix("./").unwrap_or(path).to_string();
    Ok((path, line))
}

fn root_element(attrs: &Attrs, engine: EngineKind) -> Result<Report, XmlError> {
    let e = "edit-check";
    let status_text = get(attrs, e, "status")?;
    let status = Status::parse(status_text).ok_or_else(|| bad(e, "status", status_text))?;
    let (path, line) = place(attrs, e)?;
    Ok(Report {
        sym: get(attrs, e, "sym")?.to_string(),
        kind: kind(attrs, e)?.unwrap_or(DefKind::Function),
        owner: None,
        path,
        line,
        status,
        defs: opt_num(attrs, e, "defs")?.unwrap_or(1),
        params_was: opt_num(attrs, e, "params_was")?,
        params_now: opt_num(attrs, e, "params_now")?,
        public_was: opt_flag(attrs, e, "public_was")?,
        public_now: opt_flag(attrs, e, "public_now")?,
        defs_was: opt_num(attrs, e, "defs_was")?,
        defs_now: opt_num(attrs, e, "defs_now")?,
        change: opt(attrs, "change")
            .map(|c| {
                c.split(',')
                    .filter(|s| !s.is_empty())
                    .map(Change::parse)
                    .collect()
            })
            .unwrap_or_default(),
        at: opt(attrs, "at").map(str::to_string),
        def_rows: Vec::new(),
        callers: Vec::new(),
        excluded: Vec::new(),
        skipped: Vec::new(),
        engine,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_keeps_every_field() {
        let r = Report {
            sym: "a<b".into(),
            kind: DefKind::Function,
            owner: None,
            path: "x/y.go".into(),
            line: 4,
            status: Status::ContractChange,
            defs: 1,
            params_was: Some(2),
            params_now: Some(3),
            public_was: Some(false),
            public_now: Some(true),
            defs_was: Some(1),
            defs_now: Some(1),
            change: vec![Change::Params, Change::BrokenCallers],
            at: Some("abcdef012+dirty".into()),
            def_rows: vec![],
            callers: vec![Caller {
                name: "main \"x\"".into(),
                path: "m.go".into(),
                line: 5,
                incompatible: true,
                binds: None,
                call_lines: vec![],
                args: vec![],
            }],
            excluded: vec![],
            skipped: vec![],
            engine: EngineKind::Builtin,
        };
        let back = parse(&write(&r), EngineKind::Builtin).unwrap();
        assert_eq!(back, r);
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        assert_eq!(parse("", EngineKind::Ripwire), Err(XmlError::Missing));
        assert!(parse("<edit-check sym=\"a\"", EngineKind::Ripwire).is_err());
        assert!(matches!(
            parse(
                "<edit-check sym=\"a\" p=\"./a:1\" status=\"weird\"/>",
                EngineKind::Ripwire
            ),
            Err(XmlError::BadAttr { .. })
        ));
        assert!(parse("<c n=\"x\" p=\"./a:1\"/>", EngineKind::Ripwire).is_err());
    }
}
