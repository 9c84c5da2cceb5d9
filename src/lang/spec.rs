//! A language as data: one [`LanguageSpec`] per language in [`LANGS`]. Extensions, display
//! names, grammars, the list in the "does not read this kind of file" message, families, the
//! edit-time lexer and fragment recognizer, and the node kinds the shared counting rules read
//! all come from here. See `ADDING.md` for what a new language needs.

use super::fragment::{self, Found, Sc, SigDef};
use super::resolve::{ArgSpec, ParamSpec};
use super::{Call, Def, Family, Lang, RepoCtx, SourceFile, Target};

/// Everything the tool knows about one language that is not its binding logic.
pub struct LanguageSpec {
    pub lang: Lang,
    /// The name users read ("TypeScript").
    pub name: &'static str,
    /// File extensions, without the dot.
    pub extensions: &'static [&'static str],
    /// Languages whose files can call each other's definitions share a family.
    pub family: Family,
    pub grammar: fn() -> tree_sitter::Language,
    /// The definitions of a parsed file (`lang/<x>`'s `definitions`).
    pub definitions: fn(&SourceFile) -> Vec<Def>,
    /// The calls of a target in a parsed file, with binding evidence (`lang/<x>`'s `calls`).
    pub calls: fn(&SourceFile, &Target, &RepoCtx) -> Vec<Call>,
    /// How edit-time detection blanks comments and literals (grammar-free).
    pub lexer: Lexer,
    /// How edit-time detection recognizes definitions in a fragment.
    pub scan: Scan,
    /// The node kinds of an argument list, for [`super::resolve::count_args`].
    pub args: ArgSpec,
    /// The node kinds of a parameter list, for [`super::resolve::params_of`], where the
    /// language's parameters are counted by the shared rules.
    pub params: Option<ParamSpec>,
    /// A file of this language's extensions that is really written in another (a `.h`
    /// holding C++), decided from its path and text when it is parsed.
    pub dialect: Option<Dialect>,
    /// The definitions query (`lang/<x>/defs.scm`), run by [`super::defs`], where the
    /// language's definitions are found by one.
    pub defs_query: Option<&'static str>,
    /// Other names a target is reachable by, read from the tree, that a calling file may
    /// write without the target's own name (a Rust `pub use f as g;`): the prefilter reads
    /// the files that mention them too. `None`: the target's name alone.
    pub other_names: Option<fn(&Target, &RepoCtx) -> Vec<String>>,
    /// Other names only a call written with them reaches the target by (a Python class that
    /// inherits a constructor target, called by its own name): the prefilter reads the files
    /// that mention one of them the way a call is written (or renamed, or assigned), however
    /// the target's own name is looked for. `None`: none.
    pub call_names: Option<fn(&Target, &RepoCtx) -> Vec<String>>,
    /// Names a value the target is called through may be reached by (a Python field holding
    /// an instance of a `__call__` target's class, a method returning one): the prefilter
    /// reads every file that mentions one of them, in any way (`pm.hook.name(..)` names the
    /// field `hook` where no call is written). `None`: none.
    pub value_names: Option<fn(&Target, &RepoCtx) -> Vec<String>>,
    /// Names of class members a value the target is called through may be reached by (a
    /// Python field holding an instance of a `__call__` target's class), which a file outside
    /// the class's own body reaches only as attributes: the prefilter reads a file for one
    /// only where it writes it after a `.` (`pm.hook`). `None`: none.
    pub member_names: Option<fn(&Target, &RepoCtx) -> Vec<String>>,
    /// Classes anywhere in the tree that take a target as their own by inheriting it (a
    /// TypeScript subclass declaring no constructor has its base's): the prefilter reads the
    /// files that name one of them too. `None`: no such target.
    pub heirs: Option<Heirs>,
    /// Whether a file may call a class's constructor, read from its text (`lang`: the file's
    /// language), given the names the class is reachable by: a file that names them only
    /// where nothing can be constructed (TypeScript imports and type annotations) is not
    /// parsed for a constructor or class target. `None`: every file that names the class is.
    pub constructs: Option<Constructs>,
}

/// See [`LanguageSpec::constructs`]: (the file's language, its text, the class's names).
pub type Constructs = fn(Lang, &[u8], &[&str]) -> bool;

/// The classes a module's text declares with a base: (class, the names its base has there).
pub type ClassBases = Vec<(String, Vec<String>)>;

/// How the prefilter finds the classes that inherit a target (see [`LanguageSpec::heirs`]).
#[derive(Clone, Copy)]
pub struct Heirs {
    /// Whether the target is inherited so.
    pub seeks: fn(&Target) -> bool,
    /// The classes a file's text declares with a base: each class's name and the names its
    /// base may have where declared. What it reads may name more classes than the compiler
    /// would take for heirs (the calls are judged later), never fewer.
    pub bases: fn(&[u8]) -> ClassBases,
    /// The names a file's imports bind to other names: `(local, original)`. A file that
    /// constructs or extends a heir under its local name (`extends Term` after
    /// `import { Terminal as Term }`) is searched for that heir too.
    pub aliases: fn(&[u8]) -> Vec<(String, String)>,
}

/// TypeScript's constructors, inherited by subclasses that declare none.
const JS_HEIRS: Heirs = Heirs {
    seeks: super::js::seeks_heirs,
    bases: super::js::class_bases,
    aliases: super::js::import_aliases,
};

/// Picks the language a file of these extensions is really written in, from its path and text
/// (`None`: the extension's).
pub type Dialect = fn(&str, &[u8]) -> Option<Lang>;

/// Comment and literal rules of the edit-time lexer.
pub struct Lexer {
    /// `//` line and `/* … */` block comments.
    pub c_comments: bool,
    /// Block comments nest (Rust).
    pub nested_block_comments: bool,
    pub hash_comment: HashComment,
    /// Literal openers, tried in order at each byte: the first that recognizes a literal wins.
    pub literals: &'static [(u8, Lit)],
    /// `$` may start a name (JS identifiers, PHP variables); elsewhere `$x` names nothing.
    pub dollar_names: bool,
    /// `#name` is one word (JS private names).
    pub hash_names: bool,
}

/// Whether `#` starts a line comment.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum HashComment {
    No,
    Yes,
    /// Except before `[` (PHP attributes `#[…]`).
    NotBeforeBracket,
}

/// A literal form the lexer blanks.
#[derive(Clone, Copy)]
pub enum Lit {
    /// Quoted by the opening byte; a single-line literal stops at the newline.
    Quoted { multiline: bool, escapes: bool },
    /// `"""…"""` / `'''…'''` (only when the opener is tripled).
    Triple,
    /// Rust `'c'` (a lifetime `'a` stays code).
    RustChar,
    /// Rust `r"…"`, `r#"…"#`, `br"…"`.
    RustRaw,
    /// PHP `<<<ID … ID`.
    Heredoc,
    /// JS template literal with `${…}`.
    Template,
    /// JS regex literal, decided by the previous code byte.
    Regex,
    /// C++ raw string `R"d(…)d"` (with an optional `u8`/`u`/`U`/`L` prefix).
    CppRaw,
    /// C# verbatim string `@"…"`: opened by `@` right before `"`, no escapes, may span lines
    /// (a doubled `""` inside reads as two literals, both blanked).
    Verbatim,
    /// Ruby heredoc `<<~ID`, `<<-ID`, `<<ID` (upper-case or quoted identifier).
    RubyHeredoc,
    /// Ruby `=begin` … `=end` at line starts (a comment, blanked like a literal).
    RubyBlockComment,
}

/// How a fragment's definitions are found.
pub enum Scan {
    /// Bodies in braces: `class` names the class-like declaration starting at a token (its
    /// body then owns the definitions in it), `def` recognizes a definition at a token given
    /// the owning class when one is open.
    Braces {
        class: fn(&Sc, usize) -> Option<String>,
        def: fn(&Sc, usize, Option<&str>) -> Option<Found>,
    },
    /// A scan of its own (Python's indentation blocks).
    Own(fn(&Sc) -> Vec<SigDef>),
}

fn no_class(_: &Sc, _: usize) -> Option<String> {
    None
}

const C_STRINGS: &[(u8, Lit)] = &[
    (
        b'"',
        Lit::Quoted {
            multiline: false,
            escapes: true,
        },
    ),
    (
        b'\'',
        Lit::Quoted {
            multiline: false,
            escapes: true,
        },
    ),
];

const BRACE_LEXER: Lexer = Lexer {
    c_comments: true,
    nested_block_comments: false,
    hash_comment: HashComment::No,
    literals: C_STRINGS,
    dollar_names: false,
    hash_names: false,
};

const JS_LEXER: Lexer = Lexer {
    literals: &[
        (
            b'"',
            Lit::Quoted {
                multiline: false,
                escapes: true,
            },
        ),
        (
            b'\'',
            Lit::Quoted {
                multiline: false,
                escapes: true,
            },
        ),
        (b'`', Lit::Template),
        (b'/', Lit::Regex),
    ],
    dollar_names: true,
    hash_names: true,
    ..BRACE_LEXER
};

const JS_SCAN: Scan = Scan::Braces {
    class: super::js::fragment::class,
    def: super::js::fragment::def,
};

const JS_ARGS: ArgSpec = ArgSpec {
    spread: &["spread_element"],
    ..ArgSpec::NONE
};

const C_SCAN: Scan = Scan::Braces {
    class: super::c::fragment::class,
    def: super::c::fragment::def,
};

const C_PARAMS: ParamSpec = ParamSpec {
    plain: &["parameter_declaration"],
    variadic: &["variadic_parameter"],
    void: Some("void"),
    ..ParamSpec::NONE
};

/// Every language the tool reads, in the order of [`Lang`]'s variants.
pub static LANGS: &[LanguageSpec] = &[
    LanguageSpec {
        lang: Lang::Go,
        name: "Go",
        extensions: &["go"],
        family: Family::Go,
        grammar: || tree_sitter_go::LANGUAGE.into(),
        definitions: super::go::definitions,
        calls: super::go::calls,
        lexer: Lexer {
            literals: &[
                (
                    b'"',
                    Lit::Quoted {
                        multiline: false,
                        escapes: true,
                    },
                ),
                (
                    b'\'',
                    Lit::Quoted {
                        multiline: false,
                        escapes: true,
                    },
                ),
                (
                    b'`',
                    Lit::Quoted {
                        multiline: true,
                        escapes: false,
                    },
                ),
            ],
            ..BRACE_LEXER
        },
        scan: Scan::Braces {
            class: no_class,
            def: super::go::fragment::def,
        },
        args: ArgSpec {
            fills_variadic: &["variadic_argument"],
            ..ArgSpec::NONE
        },
        params: Some(ParamSpec {
            plain: &["parameter_declaration"],
            variadic: &["variadic_parameter_declaration"],
            names_field: Some("name"),
            ..ParamSpec::NONE
        }),
        dialect: None,
        defs_query: Some(include_str!("go/defs.scm")),
        other_names: None,
        call_names: None,
        value_names: None,
        member_names: None,
        heirs: None,
        constructs: None,
    },
    LanguageSpec {
        lang: Lang::JavaScript,
        name: "JavaScript",
        extensions: &["js", "mjs", "cjs", "jsx"],
        family: Family::Js,
        grammar: || tree_sitter_javascript::LANGUAGE.into(),
        definitions: super::js::definitions,
        calls: super::js::calls,
        lexer: JS_LEXER,
        scan: JS_SCAN,
        args: JS_ARGS,
        params: None,
        dialect: None,
        defs_query: Some(concat!(
            include_str!("js/defs.scm"),
            include_str!("js/js_defs.scm")
        )),
        other_names: None,
        call_names: None,
        value_names: None,
        member_names: None,
        heirs: None,
        constructs: None,
    },
    LanguageSpec {
        lang: Lang::TypeScript,
        name: "TypeScript",
        extensions: &["ts", "mts", "cts"],
        family: Family::Js,
        grammar: || tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
        definitions: super::js::definitions,
        calls: super::js::calls,
        lexer: JS_LEXER,
        scan: JS_SCAN,
        args: JS_ARGS,
        params: None,
        dialect: None,
        defs_query: Some(concat!(
            include_str!("js/defs.scm"),
            include_str!("js/ts_defs.scm")
        )),
        other_names: Some(super::js::other_names),
        call_names: None,
        value_names: None,
        member_names: None,
        heirs: Some(JS_HEIRS),
        constructs: Some(super::js::may_construct),
    },
    LanguageSpec {
        lang: Lang::Tsx,
        name: "TSX",
        extensions: &["tsx"],
        family: Family::Js,
        grammar: || tree_sitter_typescript::LANGUAGE_TSX.into(),
        definitions: super::js::definitions,
        calls: super::js::calls,
        lexer: JS_LEXER,
        scan: JS_SCAN,
        args: JS_ARGS,
        params: None,
        dialect: None,
        defs_query: Some(concat!(
            include_str!("js/defs.scm"),
            include_str!("js/ts_defs.scm")
        )),
        other_names: Some(super::js::other_names),
        call_names: None,
        value_names: None,
        member_names: None,
        heirs: Some(JS_HEIRS),
        constructs: Some(super::js::may_construct),
    },
    LanguageSpec {
        lang: Lang::Python,
        name: "Python",
        extensions: &["py", "pyi"],
        family: Family::Python,
        grammar: || tree_sitter_python::LANGUAGE.into(),
        definitions: super::python::definitions,
        calls: super::python::calls,
        lexer: Lexer {
            c_comments: false,
            nested_block_comments: false,
            hash_comment: HashComment::Yes,
            literals: &[
                (b'"', Lit::Triple),
                (b'\'', Lit::Triple),
                (
                    b'"',
                    Lit::Quoted {
                        multiline: false,
                        escapes: true,
                    },
                ),
                (
                    b'\'',
                    Lit::Quoted {
                        multiline: false,
                        escapes: true,
                    },
                ),
            ],
            dollar_names: false,
            hash_names: false,
        },
        scan: Scan::Own(super::python::fragment::scan),
        args: ArgSpec {
            spread: &["list_splat", "dictionary_splat", "parenthesized_list_splat"],
            keyword: Some(("keyword_argument", "name")),
            ..ArgSpec::NONE
        },
        params: None,
        dialect: None,
        defs_query: Some(include_str!("python/defs.scm")),
        other_names: Some(super::python::other_names),
        call_names: Some(super::python::call_names),
        value_names: Some(super::python::value_names),
        member_names: Some(super::python::member_names),
        heirs: None,
        constructs: None,
    },
    LanguageSpec {
        lang: Lang::Rust,
        name: "Rust",
        extensions: &["rs"],
        family: Family::Rust,
        grammar: || tree_sitter_rust::LANGUAGE.into(),
        definitions: super::rust::definitions,
        calls: super::rust::calls,
        lexer: Lexer {
            nested_block_comments: true,
            literals: &[
                (
                    b'"',
                    Lit::Quoted {
                        multiline: true,
                        escapes: true,
                    },
                ),
                (b'\'', Lit::RustChar),
                (b'r', Lit::RustRaw),
                (b'b', Lit::RustRaw),
            ],
            ..BRACE_LEXER
        },
        scan: Scan::Braces {
            class: super::rust::fragment::class,
            def: super::rust::fragment::def,
        },
        args: ArgSpec {
            skip: &["attribute_item"],
            ..ArgSpec::NONE
        },
        params: Some(ParamSpec {
            plain: &["parameter"],
            receiver: &["self_parameter"],
            typed_receiver: Some(("pattern", "self")),
            variadic_uncounted: &["variadic_parameter"],
            ..ParamSpec::NONE
        }),
        dialect: None,
        defs_query: Some(include_str!("rust/defs.scm")),
        other_names: Some(super::rust::other_names),
        call_names: None,
        value_names: None,
        member_names: None,
        heirs: None,
        constructs: None,
    },
    LanguageSpec {
        lang: Lang::Java,
        name: "Java",
        extensions: &["java"],
        family: Family::Java,
        grammar: || tree_sitter_java::LANGUAGE.into(),
        definitions: super::java::definitions,
        calls: super::java::calls,
        lexer: Lexer {
            literals: &[
                (b'"', Lit::Triple),
                (
                    b'"',
                    Lit::Quoted {
                        multiline: false,
                        escapes: true,
                    },
                ),
                (
                    b'\'',
                    Lit::Quoted {
                        multiline: false,
                        escapes: true,
                    },
                ),
            ],
            ..BRACE_LEXER
        },
        scan: Scan::Braces {
            class: super::java::fragment::class,
            def: super::java::fragment::def,
        },
        args: ArgSpec::NONE,
        params: Some(ParamSpec {
            plain: &["formal_parameter"],
            variadic: &["spread_parameter"],
            ..ParamSpec::NONE
        }),
        dialect: None,
        defs_query: Some(include_str!("java/defs.scm")),
        other_names: None,
        call_names: None,
        value_names: None,
        member_names: None,
        heirs: None,
        constructs: None,
    },
    LanguageSpec {
        lang: Lang::Php,
        name: "PHP",
        extensions: &["php"],
        family: Family::Php,
        grammar: || tree_sitter_php::LANGUAGE_PHP.into(),
        definitions: super::php::definitions,
        calls: super::php::calls,
        lexer: Lexer {
            hash_comment: HashComment::NotBeforeBracket,
            literals: &[
                (
                    b'"',
                    Lit::Quoted {
                        multiline: true,
                        escapes: true,
                    },
                ),
                (
                    b'\'',
                    Lit::Quoted {
                        multiline: true,
                        escapes: true,
                    },
                ),
                (
                    b'`',
                    Lit::Quoted {
                        multiline: true,
                        escapes: true,
                    },
                ),
                (b'<', Lit::Heredoc),
            ],
            dollar_names: true,
            ..BRACE_LEXER
        },
        scan: Scan::Braces {
            class: super::php::fragment::class,
            def: super::php::fragment::def,
        },
        args: ArgSpec {
            only: &["argument"],
            spread: &["variadic_placeholder"],
            spread_inside: &["variadic_unpacking"],
            keyword: Some(("argument", "name")),
            ..ArgSpec::NONE
        },
        params: None,
        dialect: None,
        defs_query: Some(include_str!("php/defs.scm")),
        other_names: None,
        call_names: None,
        value_names: None,
        member_names: None,
        heirs: None,
        constructs: None,
    },
    LanguageSpec {
        lang: Lang::C,
        name: "C",
        extensions: &["c", "h"],
        family: Family::C,
        grammar: || tree_sitter_c::LANGUAGE.into(),
        definitions: super::c::definitions,
        calls: super::c::calls,
        lexer: BRACE_LEXER,
        scan: C_SCAN,
        args: ArgSpec::NONE,
        params: Some(C_PARAMS),
        dialect: Some(super::c::header_dialect),
        defs_query: Some(include_str!("c/defs.scm")),
        other_names: None,
        call_names: None,
        value_names: None,
        member_names: None,
        heirs: None,
        constructs: None,
    },
    LanguageSpec {
        lang: Lang::Cpp,
        name: "C++",
        // A `.h` is C's unless its text is C++ (`c::header_dialect`).
        extensions: &[
            "cc", "cpp", "cxx", "c++", "hh", "hpp", "hxx", "h++", "ipp", "tpp", "inl",
        ],
        family: Family::C,
        grammar: || tree_sitter_cpp::LANGUAGE.into(),
        definitions: super::c::definitions,
        calls: super::c::calls,
        lexer: Lexer {
            literals: &[
                (b'R', Lit::CppRaw),
                (b'u', Lit::CppRaw),
                (b'U', Lit::CppRaw),
                (b'L', Lit::CppRaw),
                (
                    b'"',
                    Lit::Quoted {
                        multiline: false,
                        escapes: true,
                    },
                ),
                (
                    b'\'',
                    Lit::Quoted {
                        multiline: false,
                        escapes: true,
                    },
                ),
            ],
            ..BRACE_LEXER
        },
        scan: C_SCAN,
        args: ArgSpec::NONE,
        params: Some(ParamSpec {
            optional: &["optional_parameter_declaration"],
            variadic: &["variadic_parameter_declaration", "variadic_parameter"],
            variadic_token: Some("..."),
            ..C_PARAMS
        }),
        dialect: None,
        defs_query: Some(include_str!("cpp/defs.scm")),
        other_names: None,
        call_names: None,
        value_names: None,
        member_names: None,
        heirs: None,
        constructs: None,
    },
    LanguageSpec {
        lang: Lang::CSharp,
        name: "C#",
        extensions: &["cs"],
        family: Family::CSharp,
        grammar: || tree_sitter_c_sharp::LANGUAGE.into(),
        definitions: super::csharp::definitions,
        calls: super::csharp::calls,
        lexer: Lexer {
            // `#if`, `#region`: preprocessor lines read as comments.
            hash_comment: HashComment::Yes,
            literals: &[
                (b'"', Lit::Triple),
                (b'@', Lit::Verbatim),
                (
                    b'"',
                    Lit::Quoted {
                        multiline: false,
                        escapes: true,
                    },
                ),
                (
                    b'\'',
                    Lit::Quoted {
                        multiline: false,
                        escapes: true,
                    },
                ),
            ],
            ..BRACE_LEXER
        },
        scan: Scan::Braces {
            class: super::csharp::fragment::class,
            def: super::csharp::fragment::def,
        },
        args: ArgSpec {
            keyword: Some(("argument", "name")),
            ..ArgSpec::NONE
        },
        // Parameters carry names and kinds in `Params::list` (named arguments, `params`).
        params: None,
        dialect: None,
        defs_query: Some(include_str!("csharp/defs.scm")),
        other_names: None,
        call_names: None,
        value_names: None,
        member_names: None,
        heirs: None,
        constructs: None,
    },
    LanguageSpec {
        lang: Lang::Kotlin,
        name: "Kotlin",
        extensions: &["kt", "kts"],
        family: Family::Kotlin,
        grammar: || tree_sitter_kotlin_ng::LANGUAGE.into(),
        definitions: super::kotlin::definitions,
        calls: super::kotlin::calls,
        lexer: Lexer {
            nested_block_comments: true,
            literals: &[
                (b'"', Lit::Triple),
                (
                    b'"',
                    Lit::Quoted {
                        multiline: false,
                        escapes: true,
                    },
                ),
                (
                    b'\'',
                    Lit::Quoted {
                        multiline: false,
                        escapes: true,
                    },
                ),
            ],
            ..BRACE_LEXER
        },
        scan: Scan::Braces {
            class: super::kotlin::fragment::class,
            def: super::kotlin::fragment::def,
        },
        // Named arguments and trailing lambdas are counted by `kotlin::calls` itself.
        args: ArgSpec::NONE,
        params: None,
        dialect: None,
        defs_query: Some(include_str!("kotlin/defs.scm")),
        other_names: None,
        call_names: None,
        value_names: None,
        member_names: None,
        heirs: None,
        constructs: None,
    },
    LanguageSpec {
        lang: Lang::Ruby,
        name: "Ruby",
        extensions: &["rb", "rake", "gemspec"],
        family: Family::Ruby,
        grammar: || tree_sitter_ruby::LANGUAGE.into(),
        definitions: super::ruby::definitions,
        calls: super::ruby::calls,
        lexer: Lexer {
            c_comments: false,
            nested_block_comments: false,
            hash_comment: HashComment::Yes,
            literals: &[
                (
                    b'"',
                    Lit::Quoted {
                        multiline: true,
                        escapes: true,
                    },
                ),
                (
                    b'\'',
                    Lit::Quoted {
                        multiline: true,
                        escapes: true,
                    },
                ),
                (
                    b'`',
                    Lit::Quoted {
                        multiline: true,
                        escapes: true,
                    },
                ),
                (b'<', Lit::RubyHeredoc),
                (b'=', Lit::RubyBlockComment),
            ],
            dollar_names: false,
            hash_names: false,
        },
        scan: Scan::Own(super::ruby::fragment::scan),
        args: ArgSpec {
            skip: &["block_argument", "heredoc_body"],
            spread: &["splat_argument", "hash_splat_argument", "forward_argument"],
            keyword: Some(("pair", "key")),
            ..ArgSpec::NONE
        },
        // Parameters carry names and kinds (keywords, block): `ruby::count_params`.
        params: None,
        dialect: None,
        defs_query: Some(include_str!("ruby/defs.scm")),
        other_names: None,
        call_names: None,
        value_names: None,
        member_names: None,
        heirs: None,
        constructs: None,
    },
    LanguageSpec {
        lang: Lang::Swift,
        name: "Swift",
        extensions: &["swift"],
        family: Family::Swift,
        grammar: || tree_sitter_swift::LANGUAGE.into(),
        definitions: super::swift::definitions,
        calls: super::swift::calls,
        lexer: Lexer {
            nested_block_comments: true,
            literals: &[
                (b'"', Lit::Triple),
                (
                    b'"',
                    Lit::Quoted {
                        multiline: false,
                        escapes: true,
                    },
                ),
            ],
            ..BRACE_LEXER
        },
        scan: Scan::Braces {
            class: super::swift::fragment::class,
            def: super::swift::fragment::def,
        },
        args: ArgSpec {
            only: &["value_argument"],
            keyword: Some(("value_argument", "name")),
            ..ArgSpec::NONE
        },
        // Parameters carry their argument labels: `swift::count_params`.
        params: None,
        dialect: None,
        defs_query: Some(include_str!("swift/defs.scm")),
        other_names: None,
        call_names: None,
        value_names: None,
        member_names: None,
        heirs: None,
        constructs: None,
    },
];

/// The names of every language, as a sentence's list: "Go, JavaScript, … and PHP".
pub fn names_sentence() -> String {
    let names: Vec<&str> = LANGS.iter().map(|s| s.name).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((last, _)) => last.to_string(),
        None => String::new(),
    }
}

/// Run the fragment recognizer of `spec` over `sc`.
pub(crate) fn scan(spec: &LanguageSpec, sc: &Sc) -> Vec<SigDef> {
    match spec.scan {
        Scan::Braces { class, def } => fragment::scan_braces(sc, class, def),
        Scan::Own(f) => f(sc),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_the_order_of_the_enum() {
        for (i, s) in LANGS.iter().enumerate() {
            assert_eq!(s.lang as usize, i, "{} is out of order", s.name);
        }
    }

    #[test]
    fn every_extension_names_one_language() {
        let mut seen = std::collections::HashSet::new();
        for s in LANGS {
            for e in s.extensions {
                assert!(seen.insert(*e), "{e} is listed twice");
            }
        }
    }

    #[test]
    fn every_grammar_loads() {
        for s in LANGS {
            let mut p = tree_sitter::Parser::new();
            assert!(p.set_language(&(s.grammar)()).is_ok(), "{}", s.name);
        }
    }
}
