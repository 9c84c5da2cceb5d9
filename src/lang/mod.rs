//! Language support for the builtin engine: one module per language, each with one job —
//! find the definitions in a parsed file, and find the calls of one target definition with how
//! surely each binds to it.
//!
//! Every language module exposes two functions with these exact signatures:
//!
//! ```ignore
//! pub fn definitions(file: &SourceFile) -> Vec<Def>;
//! pub fn calls(file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call>;
//! ```
//!
//! `definitions` lists every named function-like definition (functions, methods, constructors,
//! arrow functions and function expressions bound to a name, classes) so the engine can select
//! a symbol, compare it with HEAD and name the definition each call sits in.
//! `calls` lists every call in the file whose callee *name* equals `target.name` (plus
//! `new Name(...)`/`Name(...)` constructor forms where the target is a class or constructor),
//! each with its argument count and a binding verdict.

use std::path::{Path, PathBuf};

pub mod c;
pub mod csharp;
pub mod defs;
pub mod fragment;
pub mod go;
pub mod java;
pub mod js;
pub mod kotlin;
pub mod php;
pub mod python;
pub mod resolve;
pub mod ruby;
pub mod rust;
pub mod spec;
pub mod stdlib;
pub mod swift;
#[cfg(test)]
pub(crate) mod testkit;

pub use spec::{LanguageSpec, LANGS};

/// A language the builtin engine understands: a key into [`LANGS`], in the table's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    Go,
    JavaScript,
    TypeScript,
    Tsx,
    Python,
    Rust,
    Java,
    Php,
    C,
    Cpp,
    CSharp,
    Kotlin,
    Ruby,
    Swift,
}

impl Lang {
    /// The language's entry in [`LANGS`].
    pub fn spec(self) -> &'static LanguageSpec {
        &LANGS[self as usize]
    }

    /// The language of a path, by its extension.
    pub fn from_path(path: &Path) -> Option<Lang> {
        let ext = path.extension()?.to_str()?;
        LANGS
            .iter()
            .find(|s| s.extensions.contains(&ext))
            .map(|s| s.lang)
    }

    /// [`Lang::from_path`] for a file name without its directory (`total.ts`), read as bytes:
    /// no path is split into components (once per listed file of a warm measure).
    pub fn from_file_name(name: &str) -> Option<Lang> {
        // As `Path::extension`: after the last dot, unless the name only starts with it.
        // A backward scan: `memrchr`'s vector set-up costs more than a short name.
        let dot = name.bytes().rposition(|b| b == b'.').filter(|i| *i > 0)?;
        let ext = &name[dot + 1..];
        LANGS
            .iter()
            .find(|s| s.extensions.contains(&ext))
            .map(|s| s.lang)
    }

    /// Languages whose files can call each other's definitions share a family.
    pub fn family(self) -> Family {
        self.spec().family
    }

    pub fn name(self) -> &'static str {
        self.spec().name
    }

    pub fn ts_language(self) -> tree_sitter::Language {
        (self.spec().grammar)()
    }

    pub fn definitions(self, file: &SourceFile) -> Vec<Def> {
        (self.spec().definitions)(file)
    }

    /// The definitions of [`Lang::definitions`] a caller file's scan needs: every one whose
    /// span holds one of `bytes` (ascending; where the calls found in the file start: the
    /// innermost one names the caller) and every one named one of `names` (the targets' names
    /// and `__init__`: the other definitions of a name the precision rule reads), in the same
    /// order (JavaScript/TypeScript keeps every constructor too: the precision rule reads a
    /// class's under the class's name). A language without a cheaper reading gives them all;
    /// the engine reads them the same way either way.
    pub fn definitions_around(
        self,
        file: &SourceFile,
        bytes: &[usize],
        names: &[&str],
    ) -> Vec<Def> {
        match self.family() {
            Family::Python => python::definitions_around(file, bytes, names),
            Family::Js => js::definitions_around(file, bytes, names),
            _ => self.definitions(file),
        }
    }

    /// The scope a selector names `def` of `file` by (`<file>:<scope>.<name>`): its
    /// [`Def::scope`], and in Rust the inline `mod name { .. }` items around it too, so that
    /// same-named fns of two inline modules of one file are two sites, not one.
    pub fn selection_scope(self, file: &SourceFile, def: &Def) -> Vec<String> {
        match self.family() {
            Family::Rust => rust::selection_scope(file, def),
            _ => def.scope.clone(),
        }
    }

    pub fn calls(self, file: &SourceFile, target: &Target, ctx: &RepoCtx) -> Vec<Call> {
        (self.spec().calls)(file, target, ctx)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    Go,
    Js,
    Python,
    Rust,
    Java,
    Php,
    /// C and C++: C++ calls C through the same headers.
    C,
    CSharp,
    Kotlin,
    Ruby,
    Swift,
}

/// A parsed source file. `rel_path` is relative to the repository root, `/`-separated.
pub struct SourceFile {
    pub rel_path: String,
    pub lang: Lang,
    pub src: Vec<u8>,
    pub tree: tree_sitter::Tree,
}

/// Why a file could not be parsed.
#[derive(Debug, thiserror::Error)]
pub enum ParseError {
    #[error("the {0} grammar could not be loaded")]
    Grammar(&'static str),
    #[error("the {0} parser gave no tree")]
    NoTree(&'static str),
}

impl SourceFile {
    /// Parse `src` as `lang`. tree-sitter recovers from syntax errors, so a broken file still
    /// yields a tree; only a grammar/ABI mismatch fails.
    pub fn parse(rel_path: &str, lang: Lang, src: Vec<u8>) -> Result<SourceFile, ParseError> {
        SourceFile::parse_reusing(rel_path, lang, src, None)
    }

    /// [`SourceFile::parse`] of `src`, another version of the text `like` was parsed from (the
    /// HEAD version of a selected file, beside its work-tree parse): the stretch where the two
    /// differ is marked edited in a copy of `like`'s tree, which the parser reuses outside it,
    /// so the cost follows the changed region, not the file's size. The tree is the one a fresh
    /// parse of `src` gives; a `like` of another dialect is not reused.
    pub fn reparse(
        rel_path: &str,
        lang: Lang,
        src: Vec<u8>,
        like: &SourceFile,
    ) -> Result<SourceFile, ParseError> {
        SourceFile::parse_reusing(rel_path, lang, src, Some(like))
    }

    /// [`SourceFile::parse`] of only the byte ranges `ranges` of `src` (ascending, apart), as
    /// if the rest were not there: the tree keeps `src`'s offsets and positions, so its nodes
    /// read `src` as a whole parse's do. For a lookup that needs a few whole statements of a
    /// large file. `None` when the parser refuses the ranges.
    pub fn parse_ranges(
        rel_path: &str,
        lang: Lang,
        src: Vec<u8>,
        ranges: &[(usize, usize)],
    ) -> Option<SourceFile> {
        let lang = match lang.spec().dialect {
            Some(pick) => pick(rel_path, &src).unwrap_or(lang),
            None => lang,
        };
        let mut parser = tree_sitter::Parser::new();
        parser.set_language(&lang.ts_language()).ok()?;
        let view = grammar_view(lang, &src);
        let text = view.as_deref().unwrap_or(&src);
        // The points of ascending offsets, the line breaks counted once over the text (a
        // region of a large file has hundreds of ranges).
        let (mut row, mut line_start, mut counted) = (0usize, 0usize, 0usize);
        let mut point = |at: usize| {
            if at < counted {
                let before = &text[..at];
                row = memchr::memchr_iter(b'\n', before).count();
                line_start = memchr::memrchr(b'\n', before).map_or(0, |i| i + 1);
            } else {
                for i in memchr::memchr_iter(b'\n', &text[counted..at]) {
                    row += 1;
                    line_start = counted + i + 1;
                }
            }
            counted = at;
            tree_sitter::Point::new(row, at - line_start)
        };
        let ranges: Vec<tree_sitter::Range> = ranges
            .iter()
            .filter(|(s, e)| s < e && *e <= text.len())
            .map(|&(s, e)| {
                let start_point = point(s);
                tree_sitter::Range {
                    start_byte: s,
                    end_byte: e,
                    start_point,
                    end_point: point(e),
                }
            })
            .collect();
        if ranges.is_empty() {
            return None;
        }
        parser.set_included_ranges(&ranges).ok()?;
        let tree = parser.parse(text, None)?;
        Some(SourceFile {
            rel_path: rel_path.to_string(),
            lang,
            src,
            tree,
        })
    }

    /// Whether this is a parse of only some ranges of its text ([`SourceFile::parse_ranges`]):
    /// its root holds only the statements of those ranges.
    pub fn is_partial(&self) -> bool {
        let ranges = self.tree.included_ranges();
        !(ranges.len() == 1 && ranges[0].start_byte == 0 && ranges[0].end_byte >= self.src.len())
    }

    fn parse_reusing(
        rel_path: &str,
        lang: Lang,
        src: Vec<u8>,
        like: Option<&SourceFile>,
    ) -> Result<SourceFile, ParseError> {
        let lang = match lang.spec().dialect {
            Some(pick) => pick(rel_path, &src).unwrap_or(lang),
            None => lang,
        };
        let mut parser = tree_sitter::Parser::new();
        parser
            .set_language(&lang.ts_language())
            .map_err(|_| ParseError::Grammar(lang.name()))?;
        let view = grammar_view(lang, &src);
        let text = view.as_deref().unwrap_or(&src);
        let old = like.filter(|l| l.lang == lang).map(|l| {
            let was_view = grammar_view(lang, &l.src);
            let mut tree = l.tree.clone();
            for edit in edits_between(was_view.as_deref().unwrap_or(&l.src), text) {
                tree.edit(&edit);
            }
            tree
        });
        let tree = parser
            .parse(text, old.as_ref())
            .ok_or(ParseError::NoTree(lang.name()))?;
        Ok(SourceFile {
            rel_path: rel_path.to_string(),
            lang,
            src,
            tree,
        })
    }

    /// The text of a node (lossy for non-UTF-8 bytes).
    pub fn text(&self, node: tree_sitter::Node) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(&self.src[node.byte_range()])
    }
}

/// The bytes `lang`'s grammar reads for `src` when they differ from it: C++ export macros the
/// grammar cannot expand are blanked (`c::grammar_view`, same length, so node offsets hold for
/// `src`); likewise TypeScript: a `;` before a generic call signature on a line of its own,
/// where the grammar ends no member (`js::grammar_view`).
fn grammar_view(lang: Lang, src: &[u8]) -> Option<Vec<u8>> {
    match lang {
        Lang::Cpp => c::grammar_view(src),
        Lang::TypeScript | Lang::Tsx => js::grammar_view(src),
        _ => None,
    }
}

/// Edits that turn `was` into `now`, in the order a tree takes them (last first, so each one's
/// offsets, before the earlier ones, are still `was`'s): the common head and tail kept, the
/// lines between matched again where they agree, each stretch of differing lines replaced, so
/// that a file changed in two distant places keeps the parse of what lies between. More than
/// [`MAX_HUNKS`] stretches: one edit for the whole of them. Any such list is right for the
/// parser; fewer, shorter stretches only let it reuse more.
fn edits_between(was: &[u8], now: &[u8]) -> Vec<tree_sitter::InputEdit> {
    let head = was.iter().zip(now).take_while(|(a, b)| a == b).count();
    let room = was.len().min(now.len()) - head;
    let tail = was
        .iter()
        .rev()
        .zip(now.iter().rev())
        .take(room)
        .take_while(|(a, b)| a == b)
        .count();
    let (was_end, now_end) = (was.len() - tail, now.len() - tail);
    if head == was_end && head == now_end {
        return Vec::new();
    }
    // Line starts of the two middles (and their ends), as offsets into the whole texts.
    let starts = |text: &[u8], end: usize| {
        let mut at = vec![head];
        at.extend(memchr::memchr_iter(b'\n', &text[head..end]).map(|i| head + i + 1));
        if at.last() != Some(&end) {
            at.push(end);
        }
        at
    };
    let (ws, ns) = (starts(was, was_end), starts(now, now_end));
    let (wl, nl) = (ws.len() - 1, ns.len() - 1);
    fn line<'a>(text: &'a [u8], at: &[usize], k: usize) -> &'a [u8] {
        &text[at[k]..at[k + 1]]
    }
    let mut hunks: Vec<(usize, usize, usize, usize)> = Vec::new();
    let (mut i, mut j) = (0, 0);
    loop {
        while i < wl && j < nl && line(was, &ws, i) == line(now, &ns, j) {
            i += 1;
            j += 1;
        }
        if i == wl && j == nl {
            break;
        }
        if hunks.len() == MAX_HUNKS {
            hunks = vec![(0, wl, 0, nl)];
            break;
        }
        // The nearest pair of lines that agree again within the window (or both ends).
        let agree = |a: usize, b: usize| {
            (a == wl && b == nl) || (a < wl && b < nl && line(was, &ws, a) == line(now, &ns, b))
        };
        let (a, b) = (1..=2 * RESYNC_WINDOW)
            .flat_map(|s| (0..=s).map(move |k| (k, s - k)))
            .filter(|(k, l)| *k <= RESYNC_WINDOW && *l <= RESYNC_WINDOW)
            .map(|(k, l)| (i + k, j + l))
            .find(|(a, b)| *a <= wl && *b <= nl && agree(*a, *b))
            .unwrap_or((wl, nl));
        hunks.push((i, a, j, b));
        i = a;
        j = b;
    }
    let point = |text: &[u8], at: usize| {
        let before = &text[..at];
        let row = memchr::memchr_iter(b'\n', before).count();
        let column = at - memchr::memrchr(b'\n', before).map_or(0, |i| i + 1);
        tree_sitter::Point::new(row, column)
    };
    hunks
        .into_iter()
        .rev()
        .map(|(i, a, j, b)| {
            let (start, old_end) = (ws[i], ws[a]);
            let put = &now[ns[j]..ns[b]];
            let start_position = point(was, start);
            let rows = memchr::memchr_iter(b'\n', put).count();
            let new_end_position = match memchr::memrchr(b'\n', put) {
                Some(k) => tree_sitter::Point::new(start_position.row + rows, put.len() - k - 1),
                None => {
                    tree_sitter::Point::new(start_position.row, start_position.column + put.len())
                }
            };
            tree_sitter::InputEdit {
                start_byte: start,
                old_end_byte: old_end,
                new_end_byte: start + put.len(),
                start_position,
                old_end_position: point(was, old_end),
                new_end_position,
            }
        })
        .collect()
}

/// At most this many stretches of changed lines are told to the parser one by one.
const MAX_HUNKS: usize = 32;
/// How many lines past a difference the two versions are searched for lines agreeing again.
const RESYNC_WINDOW: usize = 40;

/// What kind of definition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DefKind {
    /// A free function (Go func, JS function / arrow bound to a name, Python module-level def,
    /// Rust fn outside impl, PHP function).
    Function,
    /// A method of a type (Go method with receiver, class method, Python def inside class, Rust
    /// fn inside impl/trait, Java method, PHP method).
    Method,
    /// A constructor (Java constructor, JS/TS `constructor`, Python `__init__`, PHP `__construct`).
    Constructor,
    /// A class/struct declaration (listed so calls can be named by the class they sit in, and
    /// so a class selector can fold in its constructors).
    Class,
}

/// How one parameter can be passed (where a language records names: Python, PHP).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ParamKind {
    /// By position or by name (Python's ordinary parameters, every PHP parameter).
    #[default]
    Positional,
    /// By position only (Python parameters before `/`, Ruby positional parameters, Swift
    /// parameters without an argument label: `_ x: Int`).
    PositionalOnly,
    /// By name only (Python parameters after `*` or `*args`, Ruby `key:` parameters, Swift
    /// parameters with an argument label, passed as `label: value`).
    KeywordOnly,
    /// Collects the extra positional arguments (Python `*args`, PHP `...$rest`).
    VarPositional,
    /// Collects the keyword arguments naming no parameter (Python `**kwargs`; PHP's
    /// `...$rest` collects unknown named arguments too, so PHP lists it with both kinds).
    VarKeyword,
    /// Ruby `&block`: written in the list (and counted) but filled by the call's block, never
    /// by an argument.
    Block,
    /// Ruby: a method that declares no keyword parameter receives a call's `key: value`
    /// arguments as one last positional Hash. Not a written parameter: it marks the rule.
    KeywordsAsHash,
}

/// One parameter of a definition, as a call must fill it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default, serde::Serialize)]
pub struct Param {
    pub name: String,
    pub kind: ParamKind,
    /// No default value: a call must fill it (never true for the collecting kinds).
    pub required: bool,
}

/// The parameter list of one definition.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub struct Params {
    /// Parameters written in the list, by SPEC §4: Python `self`/`cls` and Rust `self` counted,
    /// a Go receiver not counted, each Go grouped name counted, a variadic/rest parameter once.
    pub count: usize,
    /// How many must be passed: `count` minus defaulted, optional and variadic parameters.
    /// (Python keyword-only parameters with no default are required.)
    pub required: usize,
    /// A variadic/rest parameter (or Python `*args`/`**kwargs`) lifts the upper bound.
    pub variadic: bool,
    /// The first listed parameter is an implicit receiver (Python `self`/`cls` of a method that
    /// is not a `@staticmethod`, Rust `self`/`&self`/`&mut self`): a call through an instance
    /// (or, for `cls`, through the class) supplies it without writing it.
    pub receiver: bool,
    /// A TypeScript implementation signature that overload signatures stand in front of: it is
    /// part of the site (its parameters count) but cannot be called from outside as written.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub behind_overloads: bool,
    /// The parameters one by one, in order (the receiver first where it is listed), where the
    /// language records names and kinds (Python, PHP). Empty elsewhere: a call is then checked
    /// by its count alone.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub list: Vec<Param>,
}

impl Params {
    /// Whether a call passing `args` arguments is accepted, by count alone. `supplied_receiver`
    /// is true when the call itself supplies the implicit receiver (see
    /// [`Call::supplies_receiver`]). An implementation behind overload signatures accepts
    /// nothing by itself: callers see only the signatures.
    pub fn accepts(&self, args: usize, supplied_receiver: bool) -> bool {
        if self.behind_overloads {
            return false;
        }
        let passed = args + usize::from(supplied_receiver && self.receiver);
        passed >= self.required && (self.variadic || passed <= self.count)
    }

    /// Whether a call of this shape is accepted: parameter by parameter where the list is
    /// known (positional arguments fill the positional parameters in order, each keyword
    /// names one parameter that can be passed by name or lands in a `**kwargs`, every required
    /// parameter is filled once), by count elsewhere. A call whose arguments could not be
    /// counted is accepted: nothing is claimed without evidence.
    pub fn admits(&self, call: &Call) -> bool {
        self.admits_as(call, call.supplies_receiver)
    }

    /// [`Params::admits`] with the receiver flag given: whether the call supplies the implicit
    /// receiver itself.
    pub fn admits_as(&self, call: &Call, supplied_receiver: bool) -> bool {
        let Some(args) = call.args else { return true };
        if call.fills_variadic {
            // `xs...` is the variadic parameter: the arguments before it are the others.
            let before = args.saturating_sub(1) + usize::from(supplied_receiver && self.receiver);
            return self.variadic
                && !self.behind_overloads
                && before >= self.required
                && before < self.count;
        }
        if self.list.is_empty() || call.keywords.len() > args {
            return self.accepts(args, supplied_receiver);
        }
        if self.behind_overloads {
            return false;
        }
        self.admits_shape(
            args - call.keywords.len(),
            &call.keywords,
            supplied_receiver && self.receiver,
        )
    }

    fn admits_shape(&self, positional: usize, keywords: &[String], receiver: bool) -> bool {
        // Ruby: keywords given to a method that takes none arrive as one positional Hash.
        let (positional, keywords) = if !keywords.is_empty()
            && self
                .list
                .iter()
                .any(|p| p.kind == ParamKind::KeywordsAsHash)
        {
            (positional + 1, &[][..])
        } else {
            (positional, keywords)
        };
        let mut filled = vec![false; self.list.len()];
        let mut left = positional + usize::from(receiver);
        for (i, p) in self.list.iter().enumerate() {
            if left == 0 {
                break;
            }
            match p.kind {
                ParamKind::Positional | ParamKind::PositionalOnly => {
                    filled[i] = true;
                    left -= 1;
                }
                ParamKind::VarPositional => {
                    left = 0;
                }
                ParamKind::KeywordOnly
                | ParamKind::VarKeyword
                | ParamKind::Block
                | ParamKind::KeywordsAsHash => {}
            }
        }
        if left > 0 {
            return false;
        }
        let collects_keywords = self.list.iter().any(|p| p.kind == ParamKind::VarKeyword);
        for k in keywords {
            let named = self.list.iter().position(|p| {
                &p.name == k && matches!(p.kind, ParamKind::Positional | ParamKind::KeywordOnly)
            });
            match named {
                Some(i) if filled[i] => return false,
                Some(i) => filled[i] = true,
                None if collects_keywords => {}
                None => return false,
            }
        }
        self.list
            .iter()
            .zip(&filled)
            .all(|(p, filled)| *filled || !p.required)
    }
}

/// One definition in a file.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Def {
    pub name: String,
    pub kind: DefKind,
    /// Enclosing type names, outermost first: the class (Java/JS/TS/Python/PHP), the `impl`/trait
    /// type (Rust, generics stripped), the receiver's base type (Go, `*` and type arguments
    /// stripped). Empty for a top-level function. A nested function keeps its container's
    /// scope plus the enclosing function's name.
    pub scope: Vec<String>,
    /// 1-based line where the definition starts (its first line, as written).
    pub line: usize,
    /// 1-based line where it ends.
    pub end_line: usize,
    pub start_byte: usize,
    pub end_byte: usize,
    pub params: Params,
    /// Visible outside its module: Go exported name, Rust `pub`, Java/PHP/TS `public` (or no
    /// modifier where the language defaults to public), JS/TS `export`ed or a class member,
    /// Python name not starting with `_`.
    pub public: bool,
    pub is_static: bool,
    /// The definition's header as written (from its first token up to, not including, the
    /// body), white space collapsed to single spaces.
    pub signature: String,
}

impl Def {
    /// A definition spanning `node`: its lines and bytes are the node's. The parameter list,
    /// visibility and header start empty, for the caller to fill
    /// (`Def { params, ..Def::spanning(…) }`).
    pub fn spanning(
        node: tree_sitter::Node,
        name: String,
        kind: DefKind,
        scope: Vec<String>,
    ) -> Def {
        Def {
            name,
            kind,
            scope,
            line: line_of(node),
            end_line: node.end_position().row + 1,
            start_byte: node.start_byte(),
            end_byte: node.end_byte(),
            params: Params::default(),
            public: false,
            is_static: false,
            signature: String::new(),
        }
    }
}

/// How surely a call reaches the target definition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Binds {
    /// Imports, package, declared receiver type, a constructor expression or an annotation
    /// prove the call reaches the target.
    Yes,
    /// Only dynamic dispatch could tell (e.g. a method call on an untyped JS parameter).
    #[default]
    Maybe,
    /// Provably reaches another definition (listed as excluded, never as a caller).
    No,
}

/// One call site whose callee name matches the target's.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize)]
pub struct Call {
    /// 1-based line of the callee name.
    pub line: usize,
    /// Byte offset of the call expression's start (the engine uses it to find the definition
    /// the call sits in).
    pub byte: usize,
    /// Arguments written at the call (a method call's receiver is not one; keyword arguments
    /// are). `None` when they cannot be counted reliably (spread `...xs`, `*args`, `**kw`);
    /// Go's `xs...` is counted once, with [`Call::fills_variadic`].
    pub args: Option<usize>,
    pub binds: Binds,
    /// The call supplies the target's implicit receiver itself: `obj.m(a)` for Python
    /// `def m(self, a)` or Rust `fn m(&self, a)`; `Cls.m(a)` for a Python classmethod. False
    /// for `Cls.m(obj, a)`, `Type::m(&obj, a)` and plain calls.
    pub supplies_receiver: bool,
    /// One line saying what proves the verdict, e.g. "receiver im is *img.Image".
    pub reason: String,
    /// The names of the arguments passed by keyword (Python `k=v`, PHP `k: v`), in the order
    /// written; they are part of `args`, so `args - keywords.len()` were passed by position.
    /// Empty where the language has no keyword arguments.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<String>,
    /// The last of `args` passes a slice as the variadic parameter itself (Go `f(a, xs...)`):
    /// the call fits only a variadic definition whose other parameters the arguments before it
    /// fill.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub fills_variadic: bool,
    /// Which definitions of the target's set the call's argument types can reach, parallel to
    /// `Target::defs` (`false`: an argument's type provably does not fit that definition's
    /// parameter, e.g. a string literal where it takes a functional interface; or, for a call
    /// a splat leaves uncounted, what the splat can pass provably cannot fill that
    /// definition's list: Python's `*xs` no keyword-only parameter). `None`: only the count
    /// decides.
    pub fits: Option<Vec<bool>>,
}

impl Call {
    /// Whether the call's arguments may reach definition `i` by their types.
    pub fn may_fit(&self, i: usize) -> bool {
        self.fits
            .as_ref()
            .is_none_or(|f| f.get(i).copied().unwrap_or(true))
    }
}

/// The selected definition whose callers are wanted.
#[derive(Debug, Clone)]
pub struct Target {
    pub name: String,
    pub kind: DefKind,
    /// The definition's scope (see [`Def::scope`]).
    pub scope: Vec<String>,
    /// Repository-relative path of the file that defines it.
    pub rel_path: String,
    pub lang: Lang,
    /// The folded definitions at the site (overloads), as they read now.
    pub defs: Vec<Def>,
}

impl Target {
    /// The type the target belongs to (last scope element), if it is a method/constructor.
    pub fn owner(&self) -> Option<&str> {
        self.scope.last().map(String::as_str)
    }
}

/// The files of the tree being measured, as the language modules may read them (e.g. Go's
/// module path from `go.mod`, whether a Python module or a JS file exists). Language code reads
/// nothing from the disk itself: every read goes through here, so the engine decides which tree
/// (work tree, index, commit) answers.
#[derive(Clone)]
pub struct RepoCtx {
    view: crate::git::TreeView,
    /// Texts read through [`RepoCtx::read_shared`], kept for this context's life (one
    /// measurement of one tree), shared by its clones and threads.
    shared: std::sync::Arc<std::sync::Mutex<SharedTexts>>,
    /// Facts a language module derived from the tree (a TypeScript project's path aliases,
    /// its workspace packages), kept for the life of this context: one measurement.
    memo: std::sync::Arc<std::sync::Mutex<Memo>>,
    /// Values kept by [`RepoCtx::memo_once`]: one slot per key, built by the first thread
    /// that asks, awaited by the others.
    once: std::sync::Arc<std::sync::Mutex<OnceMemo>>,
    /// Files parsed in this measurement, by the engine's scan or by a language module: each
    /// (path, language) is parsed once, whichever asks first.
    parsed: std::sync::Arc<std::sync::Mutex<Parsed>>,
}

/// One parse slot per (path, language): filled once, awaited by whoever asks meanwhile.
type ParseCell = std::sync::Arc<std::sync::OnceLock<Option<std::sync::Arc<SourceFile>>>>;
type Parsed = std::collections::HashMap<(String, Lang), ParseCell>;

type Memo = std::collections::HashMap<String, std::sync::Arc<dyn std::any::Any + Send + Sync>>;
type OnceSlot =
    std::sync::Arc<std::sync::OnceLock<std::sync::Arc<dyn std::any::Any + Send + Sync>>>;
type OnceMemo = std::collections::HashMap<String, OnceSlot>;
type SharedTexts = std::collections::HashMap<String, Option<std::sync::Arc<str>>>;

impl std::fmt::Debug for RepoCtx {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RepoCtx").field("view", &self.view).finish()
    }
}

impl RepoCtx {
    /// The work tree at `root` (a plain directory: read from the disk).
    pub fn new(root: PathBuf) -> RepoCtx {
        RepoCtx::of(&crate::git::TreeView::directory(root))
    }

    /// The tree a moment measures (shares its listing).
    pub fn of(view: &crate::git::TreeView) -> RepoCtx {
        RepoCtx {
            view: view.clone(),
            shared: Default::default(),
            memo: Default::default(),
            once: Default::default(),
            parsed: Default::default(),
        }
    }

    /// The file at `rel` parsed as `lang`, read and parsed once per context (one measurement of
    /// one tree): a file the engine's scan parsed is not parsed again for a language module's
    /// lookups, nor the other way round. `None` when the tree has no such UTF-8 file.
    pub fn parsed(&self, rel: &str, lang: Lang) -> Option<std::sync::Arc<SourceFile>> {
        let file = self.parse_once(rel, lang, || {
            SourceFile::parse(rel, lang, self.view.read_raw(rel)?).ok()
        })?;
        // The scan parses bytes as they are; a lookup reads only UTF-8 text.
        std::str::from_utf8(&file.src).is_ok().then_some(file)
    }

    /// The parse of (`rel`, `lang`) when this context holds one already (the scan or a lookup
    /// parsed that file), without parsing it: for a caller that can make do with less than a
    /// whole file's tree when there is none.
    pub fn parsed_already(&self, rel: &str, lang: Lang) -> Option<std::sync::Arc<SourceFile>> {
        let rel = rel.trim_start_matches("./");
        let file = self
            .parsed
            .lock()
            .ok()?
            .get(&(rel.to_string(), lang))?
            .get()?
            .clone()?;
        std::str::from_utf8(&file.src).is_ok().then_some(file)
    }

    /// Whether this context holds a parse of (`rel`, `lang`) already: [`RepoCtx::parsed_already`]
    /// without handing it out (nor checking its text is UTF-8), for a caller that only asks
    /// whether reading the file again costs a parse.
    pub fn holds_parse(&self, rel: &str, lang: Lang) -> bool {
        let rel = rel.trim_start_matches("./");
        self.parsed.lock().ok().is_some_and(|map| {
            map.get(&(rel.to_string(), lang))
                .and_then(|cell| cell.get())
                .is_some_and(Option::is_some)
        })
    }

    /// The parse of (`rel`, `lang`) kept in this context, made by `make` when it is the first
    /// one asked for (the scan passes the bytes it read already). Threads asking for the same
    /// file meanwhile wait for that one parse.
    pub fn parse_once(
        &self,
        rel: &str,
        lang: Lang,
        make: impl FnOnce() -> Option<SourceFile>,
    ) -> Option<std::sync::Arc<SourceFile>> {
        let rel = rel.trim_start_matches("./");
        let cell = match self.parsed.lock() {
            Ok(mut map) => map.entry((rel.to_string(), lang)).or_default().clone(),
            Err(_) => return make().map(std::sync::Arc::new),
        };
        cell.get_or_init(|| make().map(std::sync::Arc::new)).clone()
    }

    /// The file at `rel` parsed as `lang` for a lookup of its declarations only: an outline
    /// parse of the ranges [`outline_ranges`] leaves when `cut` picks the brace pairs whose
    /// inside the lookup never reads (bodies), made once per context under `purpose` — the
    /// tree keeps the file's offsets, and its nodes outside the cut bodies are those of a
    /// whole parse. The whole parse when this context holds one already, nothing is cut, or
    /// the outline does not parse cleanly. `None` as [`RepoCtx::parsed`].
    pub fn outline(
        &self,
        rel: &str,
        lang: Lang,
        purpose: &str,
        cut: &OutlineCut,
    ) -> Option<std::sync::Arc<SourceFile>> {
        if self.holds_parse(rel, lang) {
            return self.parsed(rel, lang);
        }
        let key = format!("outline:{purpose}:{rel}");
        let made = self.memo(&key, || {
            let src = self.view.read_raw(rel)?;
            std::str::from_utf8(&src).ok()?;
            let code = fragment::sanitize(&lang.spec().lexer, &src).code;
            let ranges = outline_ranges(&code, &|header, open, close| {
                cut(header, &src[open + 1..close], open, close)
            })?;
            if ranges.len() < 2 {
                return None;
            }
            SourceFile::parse_ranges(rel, lang, src, &ranges)
                .filter(|f| !f.tree.root_node().has_error())
                .map(std::sync::Arc::new)
        });
        match made.as_ref() {
            Some(file) => Some(file.clone()),
            None => self.parsed(rel, lang),
        }
    }

    /// [`RepoCtx::read_to_string`], read once per context: for files many candidate files
    /// consult (manifests, a package's other files), not for the files being searched.
    pub fn read_shared(&self, rel: &str) -> Option<std::sync::Arc<str>> {
        if let Ok(map) = self.shared.lock() {
            if let Some(hit) = map.get(rel) {
                return hit.clone();
            }
        }
        let text: Option<std::sync::Arc<str>> = self.read_to_string(rel).map(Into::into);
        if let Ok(mut map) = self.shared.lock() {
            map.insert(rel.to_string(), text.clone());
        }
        text
    }

    /// The value kept under `key`, computed by `make` the first time it is asked for. Derived
    /// facts of the tree live as long as this context (clones share them), so each file's
    /// scan does not read and parse the same configuration again. `make` runs without the
    /// lock held (it may read files and ask for other keys); a value of another type under the
    /// same key is replaced.
    pub fn memo<T: std::any::Any + Send + Sync>(
        &self,
        key: &str,
        make: impl FnOnce() -> T,
    ) -> std::sync::Arc<T> {
        let hit = self
            .memo
            .lock()
            .ok()
            .and_then(|m| m.get(key).cloned())
            .and_then(|v| v.downcast::<T>().ok());
        if let Some(v) = hit {
            return v;
        }
        let v = std::sync::Arc::new(make());
        if let Ok(mut m) = self.memo.lock() {
            m.insert(key.to_string(), v.clone());
        }
        v
    }

    /// The value [`RepoCtx::memo`] holds for `key` when one of type `T` was made already,
    /// without making it: for a caller that has a cheaper way when nothing is held.
    pub fn memo_peek<T: std::any::Any + Send + Sync>(
        &self,
        key: &str,
    ) -> Option<std::sync::Arc<T>> {
        self.memo
            .lock()
            .ok()
            .and_then(|m| m.get(key).cloned())
            .and_then(|v| v.downcast::<T>().ok())
    }

    /// [`RepoCtx::memo`], built once: the first thread to ask for `key` runs `make`, any other
    /// asking meanwhile waits for its value instead of building its own (a module summary
    /// read by several caller files' threads at once is read once). For values whose `make`
    /// asks for no other `memo_once` key that could be waiting on this one: two builds each
    /// waiting for the other would never end. A value of another type under the same key is
    /// built again and replaces it.
    pub fn memo_once<T: std::any::Any + Send + Sync>(
        &self,
        key: &str,
        make: impl FnOnce() -> T,
    ) -> std::sync::Arc<T> {
        type Shared = std::sync::Arc<dyn std::any::Any + Send + Sync>;
        let cell = match self.once.lock() {
            Ok(mut m) => m.entry(key.to_string()).or_default().clone(),
            Err(_) => return std::sync::Arc::new(make()),
        };
        let mut make = Some(make);
        let got = cell
            .get_or_init(|| {
                let f = make.take().expect("one build");
                std::sync::Arc::new(f()) as Shared
            })
            .clone();
        match got.downcast::<T>() {
            Ok(v) => v,
            Err(_) => {
                let v = std::sync::Arc::new(make.map_or_else(
                    || unreachable!("a value just built has the type asked for"),
                    |f| f(),
                ));
                let fresh = OnceSlot::default();
                let _ = fresh.set(v.clone() as Shared);
                if let Ok(mut m) = self.once.lock() {
                    m.insert(key.to_string(), fresh);
                }
                v
            }
        }
    }

    /// Which tree this is, for caches keyed by it.
    pub fn id(&self) -> &Path {
        self.view.id()
    }

    /// Read a file relative to the root, if the tree has it and it is UTF-8.
    pub fn read_to_string(&self, rel: &str) -> Option<String> {
        String::from_utf8(self.view.read_raw(rel)?).ok()
    }

    /// Whether `rel` names a file of the tree.
    pub fn is_file(&self, rel: &str) -> bool {
        self.view.is_file(rel)
    }

    /// The files of the tree whose language (by name) is of `family`, in the listing's order;
    /// none when the tree cannot be listed. For a lookup that must read a language's whole
    /// repository (who holds an instance of a class), not for the search itself.
    pub fn files_of(&self, family: Family) -> Vec<String> {
        let Ok((files, _)) = self.view.files() else {
            return Vec::new();
        };
        files
            .iter()
            .filter(|f| {
                let name = f.rsplit('/').next().unwrap_or(f);
                Lang::from_file_name(name).is_some_and(|l| l.family() == family)
            })
            .map(str::to_string)
            .collect()
    }

    /// The names of the directories directly in directory `dir` (`""`: the root), sorted;
    /// empty when there is no such directory. (For workspace globs such as `packages/*`.)
    pub fn dir_names(&self, dir: &str) -> Vec<String> {
        self.view.dir_names(dir)
    }

    /// The names of the files directly in directory `dir` (`""`: the root), sorted; empty when
    /// there is no such directory.
    pub fn file_names(&self, dir: &str) -> Vec<String> {
        self.view.file_names(dir)
    }

    /// Where `rel` really is when a symlink leads there (`node_modules/@acme/ui` →
    /// `packages/ui`): its repository-relative path, or `None` when it does not exist or
    /// resolves outside the tree.
    pub fn real_path(&self, rel: &str) -> Option<String> {
        self.view.real_path(rel)
    }
}

// ---- small helpers shared by the language modules ----

/// [`tree_sitter::Node::child_by_field_name`] with the field's id looked up once per thread,
/// grammar and name: tree-sitter finds an id by comparing the name with each field name of
/// the grammar in turn (a thousand instructions a call in TypeScript's), on every call.
pub trait Field<'t> {
    fn field(&self, name: &'static str) -> Option<tree_sitter::Node<'t>>;
}

impl<'t> Field<'t> for tree_sitter::Node<'t> {
    fn field(&self, name: &'static str) -> Option<tree_sitter::Node<'t>> {
        let id = field_id(&self.language(), name)?;
        self.child_by_field_id(id.get())
    }
}

/// The id of the field `name` in the grammar `lang`, kept per thread: the key is the
/// grammar's address and the name's (a literal's address is fixed; two equal literals at two
/// addresses are two keys of one id).
fn field_id(lang: &tree_sitter::Language, name: &'static str) -> Option<std::num::NonZeroU16> {
    use std::hash::{Hash, Hasher};
    /// Takes the address a pointer's `Hash` writes.
    #[derive(Default)]
    struct Address(u64);
    impl Hasher for Address {
        fn finish(&self) -> u64 {
            self.0
        }
        fn write(&mut self, bytes: &[u8]) {
            for b in bytes {
                self.0 = self.0.rotate_left(8) ^ u64::from(*b);
            }
        }
        fn write_usize(&mut self, n: usize) {
            self.0 = self.0.rotate_left(29) ^ n as u64;
        }
    }
    let mut at = Address::default();
    lang.hash(&mut at);
    /// (grammar address, name address, name length).
    type Key = (u64, usize, usize);
    let key: Key = (at.0, name.as_ptr() as usize, name.len());
    thread_local! {
        static IDS: std::cell::RefCell<Vec<(Key, Option<std::num::NonZeroU16>)>> =
            const { std::cell::RefCell::new(Vec::new()) };
    }
    IDS.with(|ids| {
        if let Ok(ids) = ids.try_borrow() {
            if let Some((_, id)) = ids.iter().find(|(k, _)| *k == key) {
                return *id;
            }
        }
        let id = lang.field_id_for_name(name);
        if let Ok(mut ids) = ids.try_borrow_mut() {
            ids.push((key, id));
        }
        id
    })
}

/// 1-based line of a node's start.
pub fn line_of(node: tree_sitter::Node) -> usize {
    node.start_position().row + 1
}

/// Collapse runs of white space into one space and trim.
pub fn collapse_ws(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Visit every node below `root` (itself first) in document order with its depth below `root`,
/// by one cursor walk (no `Node::parent` calls, which walk down from the root each time).
pub fn walk_depth<'t>(
    root: tree_sitter::Node<'t>,
    mut f: impl FnMut(tree_sitter::Node<'t>, usize),
) {
    let mut cursor = root.walk();
    let mut depth = 0usize;
    loop {
        f(cursor.node(), depth);
        if cursor.goto_first_child() {
            depth += 1;
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return;
            }
            depth -= 1;
        }
    }
}

/// Iterate over every node of a tree in document order (pre-order), without recursion. The
/// nodes carry the tree's lifetime, so the callback may keep them.
pub fn walk<'t>(root: tree_sitter::Node<'t>, mut f: impl FnMut(tree_sitter::Node<'t>)) {
    walk_pruned(root, |n| {
        f(n);
        true
    });
}

/// The byte ranges of every occurrence of each needle in `src` (overlapping ones included),
/// sorted by start. Empty needles are left out.
pub fn occurrences(src: &[u8], needles: &[&str]) -> Vec<(usize, usize)> {
    let mut hits = Vec::new();
    for n in needles.iter().filter(|n| !n.is_empty()) {
        let finder = memchr::memmem::Finder::new(n.as_bytes());
        let mut from = 0;
        while let Some(i) = src.get(from..).and_then(|s| finder.find(s)) {
            hits.push((from + i, from + i + n.len()));
            from += i + 1;
        }
    }
    hits.sort_unstable();
    hits.dedup();
    hits
}

/// What [`RepoCtx::outline`] asks of a brace pair: its header (as [`outline_ranges`] gives
/// it), its inside as written, and the offsets of its braces; whether to leave the inside out.
pub type OutlineCut = dyn Fn(&[u8], &[u8], usize, usize) -> bool;

/// The byte ranges of `code` (a file's text with comments and literals blanked, see
/// [`fragment::sanitize`]) left when the inside of each brace pair `cut` picks is taken out:
/// the ranges an outline parse ([`SourceFile::parse_ranges`]) of a file reads when a lookup
/// needs its declarations, not what its bodies hold. `cut` is given a brace pair's header
/// (the code since the last `;`, `{` or `}` of its level: `fn f(a: u8) `, `class A `) and
/// the offsets of its braces; a pair not cut is looked into the same way. Braces inside
/// parentheses or brackets are never cut (an annotation's `{..}`, a closure passed on).
/// `None` when the braces do not pair.
pub fn outline_ranges(
    code: &[u8],
    cut: &dyn Fn(&[u8], usize, usize) -> bool,
) -> Option<Vec<(usize, usize)>> {
    let mut close_of = vec![usize::MAX; code.len()];
    let mut open = Vec::new();
    for (i, &b) in code.iter().enumerate() {
        match b {
            b'{' => open.push(i),
            b'}' => close_of[open.pop()?] = i,
            _ => {}
        }
    }
    if !open.is_empty() {
        return None;
    }
    let mut cuts = Vec::new();
    // Each level being read: its end, where its current header starts, its bracket depth.
    let mut levels = vec![(code.len(), 0usize, 0usize)];
    let mut i = 0;
    while let Some(&mut (end, ref mut header, ref mut depth)) = levels.last_mut() {
        if i >= end {
            levels.pop();
            // Past the level's closing brace: the enclosing level's next header starts there.
            i = end + 1;
            if let Some(outer) = levels.last_mut() {
                outer.1 = i;
            }
            continue;
        }
        match code[i] {
            b'(' | b'[' => *depth += 1,
            b')' | b']' => *depth = depth.saturating_sub(1),
            b';' if *depth == 0 => *header = i + 1,
            b'{' => {
                let close = close_of[i];
                if *depth > 0 {
                    i = close;
                } else if cut(&code[*header..i], i, close) {
                    cuts.push((i + 1, close));
                    i = close;
                    *header = close + 1;
                } else {
                    levels.push((close, i + 1, 0));
                }
            }
            _ => {}
        }
        i += 1;
    }
    let mut ranges = Vec::new();
    let mut from = 0;
    for (s, e) in cuts {
        if s < e {
            ranges.push((from, s));
            from = e;
        }
    }
    ranges.push((from, code.len()));
    Some(ranges)
}

/// The nodes a [`walk`] for nodes that spell some text needs: every node below `root` (itself
/// included) whose byte range holds one whole range of `hits` (from [`occurrences`]), in
/// document order (pre-order), and no other. A call of `name`, a declaration of it, a field
/// named so: each holds an occurrence of the name, and so do all its ancestors, so this finds
/// exactly what a whole walk would, while stepping only through the children of those
/// ancestors (found by byte offset, not one by one) instead of the whole tree.
pub fn walk_hits<'t>(
    root: tree_sitter::Node<'t>,
    hits: &[(usize, usize)],
    mut f: impl FnMut(tree_sitter::Node<'t>),
) {
    // The first hit starting at or after `start`.
    let first_from = |start: usize| hits.partition_point(|h| h.0 < start);
    let holds = |n: tree_sitter::Node, from: usize| {
        hits[from..]
            .iter()
            .take_while(|h| h.0 < n.end_byte())
            .any(|h| h.1 <= n.end_byte())
    };
    let from = first_from(root.start_byte());
    if !holds(root, from) {
        return;
    }
    f(root);
    let mut cursor = root.walk();
    // Nodes whose children are being visited, with the next hit to place among them.
    let mut stack = vec![(root, from)];
    while let Some((node, i)) = stack.last_mut() {
        let node = *node;
        let mut next = None;
        while let Some(&(hs, he)) = hits.get(*i) {
            if hs >= node.end_byte() {
                break;
            }
            if he > node.end_byte() {
                *i += 1;
                continue;
            }
            cursor.reset(node);
            if cursor.goto_first_child_for_byte(hs).is_none() {
                *i = hits.len();
                break;
            }
            let child = cursor.node();
            if child.start_byte() <= hs && he <= child.end_byte() {
                // Every hit starting inside this child is placed within it (or in no child
                // of `node` at all: one running past its end).
                while hits.get(*i).is_some_and(|h| h.0 < child.end_byte()) {
                    *i += 1;
                }
                next = Some(child);
                break;
            }
            *i += 1;
        }
        match next {
            Some(child) => {
                f(child);
                stack.push((child, first_from(child.start_byte())));
            }
            None => {
                stack.pop();
            }
        }
    }
}

/// [`walk_pruned`], `f` also given the nodes around each node (the root first, its parent
/// last; empty for the root).
pub fn walk_pruned_path<'t>(
    root: tree_sitter::Node<'t>,
    mut f: impl FnMut(tree_sitter::Node<'t>, &[tree_sitter::Node<'t>]) -> bool,
) {
    walk_pruned_in(root, Vec::new(), |n, path: &Vec<_>| f(n, path));
}

/// [`walk`] that descends into a node's children only when `f` returns true for it.
///
/// The cursor is told how many siblings are left (a node's `child_count` is what the cursor
/// steps through) instead of finding out by a failing `goto_next_sibling`, and a leaf is not
/// asked for a first child: on a TypeScript tree a failing sibling step climbs through the
/// parent and costs more than a successful one (about 570 instructions per step on average,
/// most of the definitions pass of a TS `measure`).
pub fn walk_pruned<'t>(
    root: tree_sitter::Node<'t>,
    mut f: impl FnMut(tree_sitter::Node<'t>) -> bool,
) {
    walk_pruned_in(root, NoPath, |n, _: &NoPath| f(n));
}

/// What [`walk_pruned_in`] keeps of the nodes above the current one: nothing ([`NoPath`], for
/// [`walk_pruned`]) or every ancestor (a `Vec`, for [`walk_pruned_path`]).
trait PathKeeper<'t> {
    fn push(&mut self, node: tree_sitter::Node<'t>);
    fn pop(&mut self);
}

struct NoPath;

impl<'t> PathKeeper<'t> for NoPath {
    #[inline]
    fn push(&mut self, _: tree_sitter::Node<'t>) {}
    #[inline]
    fn pop(&mut self) {}
}

impl<'t> PathKeeper<'t> for Vec<tree_sitter::Node<'t>> {
    #[inline]
    fn push(&mut self, node: tree_sitter::Node<'t>) {
        Vec::push(self, node);
    }
    #[inline]
    fn pop(&mut self) {
        Vec::pop(self);
    }
}

/// The one loop of [`walk_pruned`] and [`walk_pruned_path`]; `path` follows the cursor's
/// ancestors as the keeper chooses.
fn walk_pruned_in<'t, P: PathKeeper<'t>>(
    root: tree_sitter::Node<'t>,
    mut path: P,
    mut f: impl FnMut(tree_sitter::Node<'t>, &P) -> bool,
) {
    let mut cursor = root.walk();
    // Per level below `root`: how many siblings follow the cursor's node at that level.
    let mut left: Vec<u32> = Vec::new();
    let mut node = root;
    loop {
        if f(node, &path) {
            let n = node.child_count();
            if n > 0 && cursor.goto_first_child() {
                left.push(n - 1);
                path.push(node);
                node = cursor.node();
                continue;
            }
        }
        loop {
            match left.last_mut() {
                None => return,
                Some(k) if *k > 0 && cursor.goto_next_sibling() => {
                    *k -= 1;
                    node = cursor.node();
                    break;
                }
                Some(_) => {
                    left.pop();
                    path.pop();
                    cursor.goto_parent();
                }
            }
        }
    }
}

/// The trimmed lines of a C-family source text that hold code: block comments (`/* … */` on
/// their own lines), `//` comments and blank lines skipped. For cheap text scans of a file's
/// head (a package clause) without parsing it.
pub fn code_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut in_block = false;
    text.lines().filter_map(move |line| {
        let l = line.trim();
        if in_block {
            if l.contains("*/") {
                in_block = false;
            }
            return None;
        }
        if l.starts_with("/*") {
            in_block = !l.contains("*/");
            return None;
        }
        (!l.is_empty() && !l.starts_with("//")).then_some(l)
    })
}

/// The header of a definition node: its text from the start up to the start of its body
/// field (or the whole node when it has none), white space collapsed.
pub fn header_text(file: &SourceFile, node: tree_sitter::Node, body_field: &str) -> String {
    let end = node
        .child_by_field_name(body_field)
        .map(|b| b.start_byte())
        .unwrap_or(node.end_byte());
    collapse_ws(&String::from_utf8_lossy(&file.src[node.start_byte()..end]))
}

#[cfg(test)]
mod shape_tests {
    use super::*;

    fn param(name: &str, kind: ParamKind, required: bool) -> Param {
        Param {
            name: name.into(),
            kind,
            required,
        }
    }

    fn params(list: Vec<Param>) -> Params {
        let count = list
            .iter()
            .filter(|p| p.kind != ParamKind::VarKeyword)
            .count();
        Params {
            count,
            required: list.iter().filter(|p| p.required).count(),
            variadic: list
                .iter()
                .any(|p| matches!(p.kind, ParamKind::VarPositional | ParamKind::VarKeyword)),
            list,
            ..Default::default()
        }
    }

    fn call(args: usize, keywords: &[&str]) -> Call {
        Call {
            args: Some(args),
            keywords: keywords.iter().map(|k| k.to_string()).collect(),
            ..Default::default()
        }
    }

    #[test]
    fn a_required_keyword_only_parameter_must_be_named() {
        use ParamKind::*;
        // def f(a, *, key, flag=False)
        let p = params(vec![
            param("a", Positional, true),
            param("key", KeywordOnly, true),
            param("flag", KeywordOnly, false),
        ]);
        assert!(p.admits(&call(2, &["key"])));
        assert!(p.admits(&call(3, &["flag", "key"])));
        // Other keywords, but not the required one: the count (2) alone would have passed.
        assert!(!p.admits(&call(2, &["flag"])));
        // Passed by position: keyword-only cannot be.
        assert!(!p.admits(&call(2, &[])));
        // `a` twice.
        assert!(!p.admits(&call(3, &["a", "key"])));
    }

    #[test]
    fn unknown_keywords_need_a_kwargs() {
        use ParamKind::*;
        let plain = params(vec![param("a", Positional, true)]);
        assert!(plain.admits(&call(1, &["a"])));
        assert!(!plain.admits(&call(1, &["b"])));
        let kw = params(vec![
            param("a", Positional, true),
            param("kw", VarKeyword, false),
        ]);
        assert!(kw.admits(&call(2, &["b"])));
        assert!(kw.admits(&call(2, &["a", "b"])));
        assert!(!kw.admits(&call(2, &[])));
    }

    #[test]
    fn positional_only_parameters_are_not_named() {
        use ParamKind::*;
        // def f(a, /, b)
        let p = params(vec![
            param("a", PositionalOnly, true),
            param("b", Positional, true),
        ]);
        assert!(p.admits(&call(2, &[])));
        assert!(p.admits(&call(2, &["b"])));
        assert!(!p.admits(&call(2, &["a"])));
        // def f(a, /, **kw): `a=` lands in kw, `a` is still missing
        let k = params(vec![
            param("a", PositionalOnly, true),
            param("kw", VarKeyword, false),
        ]);
        assert!(!k.admits(&call(1, &["a"])));
        assert!(k.admits(&call(2, &["a"])));
    }

    #[test]
    fn var_positional_and_the_receiver() {
        use ParamKind::*;
        // def m(self, a, *rest)
        let mut p = params(vec![
            param("self", Positional, true),
            param("a", Positional, true),
            param("rest", VarPositional, false),
        ]);
        p.receiver = true;
        let mut c = call(4, &[]);
        c.supplies_receiver = true;
        assert!(p.admits(&c));
        c.args = Some(0);
        assert!(!p.admits(&c));
        // Cls.m(obj, a): the receiver written out
        let c = call(2, &[]);
        assert!(p.admits(&c));
        assert!(!p.admits(&call(1, &[])));
    }

    #[test]
    fn without_a_list_the_count_decides_and_uncounted_calls_pass() {
        let p = Params {
            count: 2,
            required: 1,
            ..Default::default()
        };
        assert!(p.admits(&call(1, &[])) && p.admits(&call(2, &[])));
        assert!(!p.admits(&call(3, &[])));
        let mut c = call(0, &[]);
        c.args = None;
        assert!(p.admits(&c));
        let hidden = Params {
            behind_overloads: true,
            list: vec![param("a", ParamKind::Positional, true)],
            count: 1,
            required: 1,
            ..Default::default()
        };
        assert!(!hidden.admits(&call(1, &[])));
    }
}

#[cfg(test)]
mod walk_tests {
    use super::*;

    /// What a whole walk keeps of the nodes holding a hit: the ids, in its order.
    fn by_whole_walk(file: &SourceFile, hits: &[(usize, usize)]) -> Vec<usize> {
        let mut out = Vec::new();
        walk(file.tree.root_node(), |n| {
            if hits
                .iter()
                .any(|h| n.start_byte() <= h.0 && h.1 <= n.end_byte())
            {
                out.push(n.id());
            }
        });
        out
    }

    fn by_hits(file: &SourceFile, hits: &[(usize, usize)]) -> Vec<usize> {
        let mut out = Vec::new();
        walk_hits(file.tree.root_node(), hits, |n| out.push(n.id()));
        out
    }

    #[test]
    fn walk_hits_visits_exactly_the_nodes_holding_a_mention_in_order() {
        let cases: &[(&str, Lang, &str, &[&str])] = &[
            (
                "a.go",
                Lang::Go,
                "package p\n\nfunc F(a int) int { return G(F(a), x.F(1)) }\n\n// F in a comment\nvar v = F\nfunc H() { F(2); y := FF(3); _ = y }\n",
                &["F", "G"],
            ),
            (
                "a.py",
                Lang::Python,
                "import m as mm\n_f = m.f\ndef f(x):\n    return f(f(x)) + g(x)\nclass C:\n    def f(self): self.f(1); mm.f(2)\n",
                &["f", "mm", "_f"],
            ),
            // A syntax error, a needle spanning two tokens, overlapping mentions, no mention.
            ("b.py", Lang::Python, "def f(:\n    aaa(aa(a)) f (\n", &["aa", "f (", "zz"]),
            ("c.go", Lang::Go, "package p\nfunc F() {}\n", &["nothing"]),
        ];
        for (path, lang, src, needles) in cases {
            let file = SourceFile::parse(path, *lang, src.as_bytes().to_vec()).unwrap();
            let hits = occurrences(&file.src, needles);
            assert_eq!(
                by_hits(&file, &hits),
                by_whole_walk(&file, &hits),
                "{path}: {needles:?}"
            );
            // Every word of the source as the needle, and every single byte.
            let words = src.split(|c: char| !c.is_alphanumeric() && c != '_');
            let bytes = (0..src.len()).filter_map(|i| src.get(i..i + 1));
            for w in words.chain(bytes) {
                let hits = occurrences(&file.src, &[w]);
                assert_eq!(
                    by_hits(&file, &hits),
                    by_whole_walk(&file, &hits),
                    "{path}: {w:?}"
                );
            }
        }
        // Overlapping occurrences are all found.
        assert_eq!(occurrences(b"aaa", &["aa"]), vec![(0, 2), (1, 3)]);
        assert_eq!(occurrences(b"x", &[""]), vec![]);
    }
}

#[cfg(test)]
mod file_name_tests {
    use super::*;

    #[test]
    fn a_file_name_reads_as_its_path_does() {
        let mut names: Vec<String> = [
            ".ts", "a.ts", "a.", "..", ".", "a.b.ts", "Makefile", "x.TS", "a.d.ts", ".a.py", "",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        for spec in LANGS {
            for ext in spec.extensions {
                names.push(format!("f.{ext}"));
                names.push(format!(".{ext}"));
                names.push(format!("f.{ext}.bak"));
            }
        }
        for n in names {
            assert_eq!(
                Lang::from_file_name(&n),
                Lang::from_path(Path::new(&n)),
                "{n:?}"
            );
        }
    }
}

#[cfg(test)]
mod cursor_walk_tests {
    use super::*;

    /// Pre-order by `Node::child(i)`, not descending below a node `descend` refuses.
    fn by_index<'t>(
        n: tree_sitter::Node<'t>,
        descend: &dyn Fn(tree_sitter::Node) -> bool,
        out: &mut Vec<usize>,
    ) {
        out.push(n.id());
        if descend(n) {
            for i in 0..n.child_count() {
                if let Some(c) = n.child(i) {
                    by_index(c, descend, out);
                }
            }
        }
    }

    /// `walk` and `walk_pruned`, which step the cursor by each node's child count, visit
    /// exactly the nodes, in the order, of a walk by child index: on every source file of the
    /// test fixtures, whole and pruned below every third node kind.
    #[test]
    fn walks_visit_every_node_once_in_order() {
        let dirs = vec![std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests")];
        let (mut files, mut langs) = (0, std::collections::BTreeSet::new());
        for file in super::testkit::parsed_files_below(dirs) {
            let root = file.tree.root_node();
            let mut want = Vec::new();
            by_index(root, &|_| true, &mut want);
            let mut got = Vec::new();
            walk(root, |n| got.push(n.id()));
            assert_eq!(got, want, "{}", file.rel_path);
            let prune = |n: tree_sitter::Node| !n.kind_id().is_multiple_of(3);
            let mut want = Vec::new();
            by_index(root, &prune, &mut want);
            let mut got = Vec::new();
            walk_pruned(root, |n| {
                got.push(n.id());
                prune(n)
            });
            assert_eq!(got, want, "{}", file.rel_path);
            files += 1;
            langs.insert(file.lang.name());
        }
        assert!(files > 50 && langs.len() >= 10, "{files} files, {langs:?}");
    }
}

#[cfg(test)]
mod memo_tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, Barrier};

    /// Threads asking for one key at once get one value, built by one of them: the others
    /// wait for it instead of building their own (the build is slow enough that, built
    /// outside a per-key slot, the threads released together would each run it).
    #[test]
    fn memo_once_builds_a_key_once_under_concurrent_asks() {
        let dir = tempfile::tempdir().unwrap();
        let ctx = RepoCtx::new(dir.path().to_path_buf());
        let builds = Arc::new(AtomicUsize::new(0));
        let threads = 8;
        let start = Arc::new(Barrier::new(threads));
        let handles: Vec<_> = (0..threads)
            .map(|i| {
                let (ctx, builds, start) = (ctx.clone(), builds.clone(), start.clone());
                std::thread::spawn(move || {
                    start.wait();
                    let v = ctx.memo_once("k", || {
                        builds.fetch_add(1, Ordering::SeqCst);
                        std::thread::sleep(std::time::Duration::from_millis(50));
                        i
                    });
                    *v
                })
            })
            .collect();
        let got: Vec<usize> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        assert_eq!(builds.load(Ordering::SeqCst), 1);
        assert!(got.iter().all(|v| *v == got[0]), "{got:?}");
        // later asks are answered from the slot; another key is built on its own
        assert_eq!(*ctx.memo_once("k", || usize::MAX), got[0]);
        assert_eq!(*ctx.memo_once("other", || 7usize), 7);
        assert_eq!(builds.load(Ordering::SeqCst), 1);
        // a value of another type under the key is built again and replaces it
        assert_eq!(*ctx.memo_once("k", || "text"), "text");
        assert_eq!(*ctx.memo_once("k", || "again"), "text");
    }
}

#[cfg(test)]
mod reparse_tests {
    use super::*;

    /// Every node, named or not, with its kind, bytes and rows, in document order.
    fn every_node(file: &SourceFile) -> Vec<(String, std::ops::Range<usize>, usize, usize)> {
        let mut out = Vec::new();
        let mut cursor = file.tree.walk();
        loop {
            let n = cursor.node();
            out.push((
                n.kind().to_string(),
                n.byte_range(),
                n.start_position().row,
                n.end_position().row,
            ));
            if cursor.goto_first_child() || cursor.goto_next_sibling() {
                continue;
            }
            loop {
                if !cursor.goto_parent() {
                    return out;
                }
                if cursor.goto_next_sibling() {
                    break;
                }
            }
        }
    }

    /// The tree of `SourceFile::reparse` is the fresh parse's, node for node, whatever stretch
    /// differs: one in the middle, at either end, a grown or a shrunk text, none at all.
    #[test]
    fn a_reparse_gives_the_fresh_parse() {
        let cases: &[(&str, Lang, &str, &str)] = &[
            (
                "a.py",
                Lang::Python,
                "class A:\n    def f(self, x):\n        return g(x)\n\ndef g(y):\n    pass\n",
                "class A:\n    def f(self, x, *, z):\n        return g(x)\n\ndef g(y):\n    pass\n",
            ),
            (
                "a.py",
                Lang::Python,
                "def f(a):\n    if a:\n        return 1\n",
                "def f(a):\n    if a:\n            return 1\n    return 2\n",
            ),
            (
                "lib.rs",
                Lang::Rust,
                "pub fn f(a: u8) -> u8 { a }\nfn main() { f(1); }\n",
                "pub fn f(a: u8, b: u8) -> u8 { a + b }\nfn main() { f(1); }\n",
            ),
            (
                "lib.rs",
                Lang::Rust,
                "fn main() { f(1); }\n",
                "fn main() { f(1); }\n",
            ),
            (
                "a.ts",
                Lang::TypeScript,
                "export function f(a: number) { return a }\nf(1)\n",
                "// head\nexport function f(a: number, b?: string) { return a }\nf(1)\n",
            ),
            (
                "lib.rs",
                Lang::Rust,
                "fn a(x: u8) {}\nfn b() { a(1); }\nfn c() { a(2); }\nfn d(y: u8) { a(y); }\n",
                "fn a(x: u8, z: u8) {}\nfn b() { a(1); }\nfn c() { a(2); }\nfn d(y: u16) { a(y); }\n",
            ),
            (
                "a.py",
                Lang::Python,
                "class A:\n    def f(self):\n        pass\n\n    def g(self):\n        return 1\n\nx = A()\n",
                "class A:\n    def f(self, k):\n        pass\n\n    def g(self):\n        if k:\n            return 1\n\nx = A()\ny = x.f(1)\n",
            ),
            (
                "a.go",
                Lang::Go,
                "package a\nfunc F(a int) int { return a }\n",
                "package a\nfunc F(a int) int { return a }\nfunc G() { F(1) }\n",
            ),
        ];
        for (rel, lang, was, now) in cases {
            let like = SourceFile::parse(rel, *lang, was.as_bytes().to_vec()).unwrap();
            let fresh = SourceFile::parse(rel, *lang, now.as_bytes().to_vec()).unwrap();
            let again = SourceFile::reparse(rel, *lang, now.as_bytes().to_vec(), &like).unwrap();
            assert_eq!(
                every_node(&fresh),
                every_node(&again),
                "{rel}: {now:?} after {was:?}"
            );
            assert_eq!(again.src, now.as_bytes());
        }
    }

    #[test]
    fn the_edits_span_the_changed_stretches() {
        let spans = |was: &[u8], now: &[u8]| {
            edits_between(was, now)
                .iter()
                .map(|e| (e.start_byte, e.old_end_byte, e.new_end_byte))
                .collect::<Vec<_>>()
        };
        let e = &edits_between(b"ab\ncd\nef", b"ab\ncXd\nef")[0];
        assert_eq!((e.start_byte, e.old_end_byte, e.new_end_byte), (4, 4, 5));
        assert_eq!(e.start_position, tree_sitter::Point::new(1, 1));
        assert_eq!(e.new_end_position, tree_sitter::Point::new(1, 2));
        // A repeated byte at the seam is counted once: head and tail do not overlap.
        assert_eq!(spans(b"aa", b"aaa"), [(2, 2, 3)]);
        assert!(spans(b"x\ny", b"x\ny").is_empty());
        // Two distant changes: two edits, the last first, the lines between kept.
        assert_eq!(
            spans(b"a1\nb\nc\nd\ne1\n", b"a2\nb\nc\nd\ne22\n"),
            [(9, 11, 12), (1, 3, 3)]
        );
        let e = &edits_between(b"a1\nb\n", b"a\nx\ny\nb\n")[0];
        assert_eq!((e.start_byte, e.old_end_byte, e.new_end_byte), (1, 2, 5));
        assert_eq!(e.new_end_position, tree_sitter::Point::new(2, 1));
    }
}

#[cfg(test)]
mod outline_tests {
    use super::*;

    /// The inside of each brace pair `cut` picks is left out, the pairs it does not pick are
    /// looked into, and braces inside parentheses are never offered.
    #[test]
    fn outline_ranges_leave_out_the_picked_insides() {
        let code = b"class A { int f(int x) { if (x) { g(); } } @S({1}) int[] v = {2}; }";
        let headers = std::cell::RefCell::new(Vec::new());
        let ranges = outline_ranges(code, &|header, _, _| {
            let h = String::from_utf8_lossy(header).trim().to_string();
            headers.borrow_mut().push(h.clone());
            !h.starts_with("class")
        })
        .unwrap();
        assert_eq!(
            headers.into_inner(),
            vec!["class A", "int f(int x)", "@S({1}) int[] v ="]
        );
        let kept: String = ranges
            .iter()
            .map(|&(s, e)| String::from_utf8_lossy(&code[s..e]).into_owned())
            .collect();
        assert_eq!(kept, "class A { int f(int x) {} @S({1}) int[] v = {}; }");
        // Nothing cut: one range, the whole text.
        assert_eq!(
            outline_ranges(code, &|_, _, _| false).unwrap(),
            vec![(0, code.len())]
        );
        // Braces that do not pair give no outline.
        assert_eq!(
            outline_ranges(b"class A { void f() {", &|_, _, _| true),
            None
        );
        assert_eq!(outline_ranges(b"}", &|_, _, _| true), None);
    }

    /// An outline parse keeps the file's offsets and, outside the cut bodies, the nodes of a
    /// whole parse; a context that holds the whole parse already hands that out instead.
    #[test]
    fn an_outline_parse_keeps_what_lies_outside_the_cut_bodies() {
        let text = "class A {\n  int f(int x) {\n    return x + 1;\n  }\n  String s = \"{\";\n}\n";
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("A.java"), text).unwrap();
        let ctx = RepoCtx::new(dir.path().to_path_buf());
        let cut = |h: &[u8], _: &[u8], _: usize, _: usize| !h.starts_with(b"class");
        let outline = ctx.outline("A.java", Lang::Java, "test", &cut).unwrap();
        assert!(outline.is_partial());
        assert!(!outline.tree.root_node().has_error());
        let whole = SourceFile::parse("A.java", Lang::Java, text.as_bytes().to_vec()).unwrap();
        // Every node of the outline outside the body is the whole parse's.
        let body = text.find("{\n    return").unwrap();
        let nodes = |f: &SourceFile| {
            let mut out = Vec::new();
            walk(f.tree.root_node(), |n| {
                if n.start_byte() < body + 1 || n.start_byte() > text.find("  }").unwrap() {
                    out.push((n.kind().to_string(), n.byte_range()));
                }
            });
            out
        };
        assert_eq!(nodes(&outline), nodes(&whole));
        // Asked again: the same outline; once the whole parse is held, that one.
        let again = ctx.outline("A.java", Lang::Java, "test", &cut).unwrap();
        assert!(std::sync::Arc::ptr_eq(&outline, &again));
        let held = ctx.parsed("A.java", Lang::Java).unwrap();
        let now = ctx.outline("A.java", Lang::Java, "test", &cut).unwrap();
        assert!(std::sync::Arc::ptr_eq(&held, &now));
        assert!(!now.is_partial());
    }
}
