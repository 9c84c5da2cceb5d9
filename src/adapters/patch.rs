//! The patch text of Codex's (and Copilot's) `apply_patch` tool:
//!
//! ```text
//! *** Begin Patch
//! *** Update File: src/api.rs
//! *** Move to: src/client.rs        (optional)
//! @@ fn context                     (a hunk; the text after @@ is optional)
//!  context line
//! -old line
//! +new line
//! *** Add File: src/new.rs
//! +every line of the new file
//! *** Delete File: src/old.rs
//! *** End Patch
//! ```
//!
//! Parsed into one [`FilePatch`] per file, each hunk an `(old, new)` pair of texts, so an
//! adapter hands them to the after-edit moment as fragments (and to the no-bypass check as the
//! edit the model proposes).

use std::path::PathBuf;

use crate::moments::{Edit, EditChange, ProposedChange, ProposedEdit};

/// What a patch does to one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FilePatch {
    /// A new file with this content.
    Add { path: PathBuf, content: String },
    /// A file removed.
    Delete { path: PathBuf },
    /// A file changed in place (or moved to `move_to`): its hunks, `(old, new)` each.
    Update {
        path: PathBuf,
        move_to: Option<PathBuf>,
        hunks: Vec<(String, String)>,
    },
}

/// Why a patch text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PatchError {
    #[error("the patch does not start with `*** Begin Patch`")]
    NoBegin,
    #[error("line {line} of the patch: {what}")]
    Line { line: usize, what: String },
}

/// Parse an `apply_patch` text. A missing `*** End Patch` is tolerated (the text was already
/// applied by the harness; what it changed is what counts).
pub fn parse(text: &str) -> Result<Vec<FilePatch>, PatchError> {
    let mut lines = text.lines().enumerate().peekable();
    // Leading blank lines (and a heredoc's `<<'EOF'` wrapper, which some models add) aside.
    loop {
        match lines.peek() {
            Some((_, l)) if l.trim().is_empty() => {
                lines.next();
            }
            Some((_, l)) if l.trim() == "*** Begin Patch" => {
                lines.next();
                break;
            }
            _ => return Err(PatchError::NoBegin),
        }
    }
    let mut out: Vec<FilePatch> = Vec::new();
    while let Some((n, line)) = lines.next() {
        let line = line.trim_end_matches('\r');
        if line.trim() == "*** End Patch" {
            break;
        }
        if let Some(p) = line.strip_prefix("*** Add File: ") {
            let mut content = String::new();
            while let Some((_, l)) = lines.peek() {
                if l.starts_with("*** ") {
                    break;
                }
                let l = l.trim_end_matches('\r');
                content.push_str(l.strip_prefix('+').unwrap_or(l));
                content.push('\n');
                lines.next();
            }
            out.push(FilePatch::Add {
                path: PathBuf::from(p.trim()),
                content,
            });
        } else if let Some(p) = line.strip_prefix("*** Delete File: ") {
            out.push(FilePatch::Delete {
                path: PathBuf::from(p.trim()),
            });
        } else if let Some(p) = line.strip_prefix("*** Update File: ") {
            let mut move_to = None;
            if let Some((_, l)) = lines.peek() {
                if let Some(dest) = l.strip_prefix("*** Move to: ") {
                    move_to = Some(PathBuf::from(dest.trim()));
                    lines.next();
                }
            }
            let mut hunks: Vec<(String, String)> = Vec::new();
            let mut cur: Option<(String, String)> = None;
            while let Some((m, l)) = lines.peek() {
                let l = l.trim_end_matches('\r');
                if l == "*** End of File" {
                    lines.next();
                    continue;
                }
                if l.starts_with("*** ") {
                    break;
                }
                if l.starts_with("@@") {
                    if let Some(h) = cur.take() {
                        hunks.push(h);
                    }
                    cur = Some((String::new(), String::new()));
                    lines.next();
                    continue;
                }
                // A hunk may start without `@@` when it is the file's first.
                let (old, new) = cur.get_or_insert_with(|| (String::new(), String::new()));
                match l.chars().next() {
                    Some('-') => {
                        old.push_str(&l[1..]);
                        old.push('\n');
                    }
                    Some('+') => {
                        new.push_str(&l[1..]);
                        new.push('\n');
                    }
                    Some(' ') => {
                        old.push_str(&l[1..]);
                        old.push('\n');
                        new.push_str(&l[1..]);
                        new.push('\n');
                    }
                    // An empty context line, its leading space lost on the way.
                    None => {
                        old.push('\n');
                        new.push('\n');
                    }
                    Some(_) => {
                        return Err(PatchError::Line {
                            line: m + 1,
                            what: format!(
                                "expected a line starting with ' ', '-', '+' or '@@', found {:?}",
                                crate::moments::first_line(l)
                            ),
                        })
                    }
                }
                lines.next();
            }
            if let Some(h) = cur.take() {
                hunks.push(h);
            }
            out.push(FilePatch::Update {
                path: PathBuf::from(p.trim()),
                move_to,
                hunks,
            });
        } else if line.trim().is_empty() {
            continue;
        } else {
            return Err(PatchError::Line {
                line: n + 1,
                what: format!(
                    "expected `*** Add File:`, `*** Update File:`, `*** Delete File:` or `*** End Patch`, found {:?}",
                    crate::moments::first_line(line)
                ),
            });
        }
    }
    Ok(out)
}

/// The edits a patch made, for the after-edit moment: an update's hunks as fragments of the
/// file where it now lives, an added file whole (compared with HEAD). A deleted file changes no
/// parameter list that is still there.
pub fn edits(patch: &[FilePatch]) -> Vec<Edit> {
    patch
        .iter()
        .filter_map(|f| match f {
            FilePatch::Add { path, content } => Some(Edit {
                path: path.clone(),
                change: EditChange::Whole {
                    old: None,
                    new: Some(content.clone().into_bytes()),
                },
            }),
            FilePatch::Update {
                path,
                move_to,
                hunks,
            } => Some(Edit {
                path: move_to.clone().unwrap_or_else(|| path.clone()),
                change: EditChange::Fragments(hunks.clone()),
            }),
            FilePatch::Delete { .. } => None,
        })
        .collect()
}

/// The edits a patch proposes, for the no-bypass check before it runs: a moved file is both
/// emptied where it was and written where it goes.
pub fn proposed(patch: &[FilePatch]) -> Vec<ProposedEdit> {
    let mut out = Vec::new();
    for f in patch {
        match f {
            FilePatch::Add { path, content } => out.push(ProposedEdit {
                path: path.clone(),
                kind: ProposedChange::Write(content.clone()),
            }),
            FilePatch::Delete { path } => out.push(ProposedEdit {
                path: path.clone(),
                kind: ProposedChange::Write(String::new()),
            }),
            FilePatch::Update {
                path,
                move_to,
                hunks,
            } => {
                out.push(ProposedEdit {
                    path: path.clone(),
                    kind: match move_to {
                        Some(_) => ProposedChange::Write(String::new()),
                        None => ProposedChange::Fragments(hunks.clone()),
                    },
                });
                if let Some(dest) = move_to {
                    out.push(ProposedEdit {
                        path: dest.clone(),
                        kind: ProposedChange::Unknown,
                    });
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> PathBuf {
        PathBuf::from(s)
    }

    #[test]
    fn one_update_with_one_hunk() {
        let t = "*** Begin Patch\n*** Update File: main.go\n@@\n-func parse(s string) int {\n+func parse(s string, n int) int {\n*** End Patch\n";
        assert_eq!(
            parse(t).unwrap(),
            vec![FilePatch::Update {
                path: p("main.go"),
                move_to: None,
                hunks: vec![(
                    "func parse(s string) int {\n".into(),
                    "func parse(s string, n int) int {\n".into()
                )],
            }]
        );
    }

    #[test]
    fn several_files_hunks_context_add_delete_and_move() {
        let t = "*** Begin Patch
*** Update File: src/a.py
@@ def parse(s):
 import os
-def parse(s):
+def parse(s, sep):
     return s
@@
-x = parse(1)
+x = parse(1, ',')
*** End of File
*** Add File: src/new.py
+def fresh(a, b):
+    return a
*** Delete File: src/gone.py
*** Update File: src/old_name.py
*** Move to: src/new_name.py
@@
-def f(a):
+def f(a, b):
*** End Patch";
        let got = parse(t).unwrap();
        assert_eq!(got.len(), 4);
        assert_eq!(
            got[0],
            FilePatch::Update {
                path: p("src/a.py"),
                move_to: None,
                hunks: vec![
                    (
                        "import os\ndef parse(s):\n    return s\n".into(),
                        "import os\ndef parse(s, sep):\n    return s\n".into()
                    ),
                    ("x = parse(1)\n".into(), "x = parse(1, ',')\n".into()),
                ],
            }
        );
        assert_eq!(
            got[1],
            FilePatch::Add {
                path: p("src/new.py"),
                content: "def fresh(a, b):\n    return a\n".into()
            }
        );
        assert_eq!(
            got[2],
            FilePatch::Delete {
                path: p("src/gone.py")
            }
        );
        let FilePatch::Update { move_to, .. } = &got[3] else {
            panic!("{:?}", got[3])
        };
        assert_eq!(
            move_to.as_deref(),
            Some(std::path::Path::new("src/new_name.py"))
        );

        let e = edits(&got);
        assert_eq!(e.len(), 3, "the deleted file is no edit");
        assert_eq!(e[0].path, p("src/a.py"));
        assert!(matches!(&e[0].change, EditChange::Fragments(h) if h.len() == 2));
        assert_eq!(
            e[1].change,
            EditChange::Whole {
                old: None,
                new: Some(b"def fresh(a, b):\n    return a\n".to_vec())
            }
        );
        assert_eq!(
            e[2].path,
            p("src/new_name.py"),
            "a moved file is measured where it went"
        );

        let pr = proposed(&got);
        assert_eq!(pr.len(), 5);
        assert_eq!(
            pr[2].kind,
            ProposedChange::Write(String::new()),
            "a delete empties the file"
        );
        assert_eq!(pr[4].path, p("src/new_name.py"));
    }

    #[test]
    fn a_first_hunk_without_its_marker_and_an_empty_context_line() {
        let t = "*** Begin Patch\n*** Update File: a.rs\n fn a() {}\n\n-fn b(x: u8) {}\n+fn b(x: u8, y: u8) {}\n*** End Patch\n";
        let got = parse(t).unwrap();
        assert_eq!(
            got,
            vec![FilePatch::Update {
                path: p("a.rs"),
                move_to: None,
                hunks: vec![(
                    "fn a() {}\n\nfn b(x: u8) {}\n".into(),
                    "fn a() {}\n\nfn b(x: u8, y: u8) {}\n".into()
                )],
            }]
        );
    }

    #[test]
    fn crlf_lines_and_a_missing_end_marker_are_read() {
        let t = "*** Begin Patch\r\n*** Update File: a.py\r\n@@\r\n-def a(x):\r\n+def a(x, y):\r\n";
        let got = parse(t).unwrap();
        assert_eq!(
            got,
            vec![FilePatch::Update {
                path: p("a.py"),
                move_to: None,
                hunks: vec![("def a(x):\n".into(), "def a(x, y):\n".into())],
            }]
        );
    }

    #[test]
    fn bad_patches_name_the_line() {
        assert_eq!(parse("diff --git a/x b/x\n"), Err(PatchError::NoBegin));
        assert_eq!(parse(""), Err(PatchError::NoBegin));
        let e = parse("*** Begin Patch\n*** Frobnicate: x\n*** End Patch\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2 of the patch: expected `*** Add File:`, `*** Update File:`, `*** Delete File:` or `*** End Patch`, found \"*** Frobnicate: x\""
        );
        let e =
            parse("*** Begin Patch\n*** Update File: a\n@@\n?what\n*** End Patch\n").unwrap_err();
        assert!(e.to_string().starts_with("line 4 of the patch"), "{e}");
    }
}
