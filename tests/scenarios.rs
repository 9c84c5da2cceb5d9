//! The scenario matrix: 13 scenarios × 14 languages, then a row per cause of issue 10 (see
//! [`CAUSES`]), each cell a real temporary git repository (the base committed, then the work
//! tree changed) measured by the real binary with `measure <sel> --engine builtin --json`.
//!
//! Each language is a [`Tpl`]: how it spells a file, a function, a method, a caller and a call.
//! Each scenario is one function written once against a `Tpl`, asserting the status,
//! `params_was`/`params_now` and the exact caller rows (name, path:line, incompatible). Expected
//! lines are read from the text the test itself wrote, never from the engine.
//!
//! Every cell runs; a failing cell reports its language and scenario, and the test prints the
//! whole matrix before failing. A cell listed in [`KNOWN_GAPS`] is printed as a gap instead of
//! failing the test as long as it fails the way the list says.

mod common;

use common::Repo;
use serde_json::Value;

// ---------------------------------------------------------------- language templates

/// Which of the three source files of a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Role {
    /// The file defining the measured symbol.
    Def,
    /// A second definition file (another type of the same method name, a second same-named
    /// function).
    Other,
    /// The callers' file.
    Uses,
}

/// One parameter as a scenario means it; each language spells it (`Tpl::param`).
#[derive(Clone, Copy)]
enum P {
    Plain(&'static str),
    /// A parameter a call may leave out (default value, optional, or the closest equivalent).
    Opt(&'static str),
    /// A variadic / rest parameter.
    Rest(&'static str),
}
use P::{Opt, Plain, Rest};

struct Tpl {
    lang: &'static str,
    /// Committed with every base (`go.mod`, `Cargo.toml`, `src/lib.rs`).
    setup: &'static [(&'static str, &'static str)],
    def: &'static str,
    other: &'static str,
    uses: &'static str,
    /// The free function measured, a second free function, the method measured.
    f: &'static str,
    g: &'static str,
    m: &'static str,
    /// Parameters a method lists before the scenario's own (Python `self`, Rust `&self`: counted
    /// in the parameter count).
    self_params: u64,
    /// `P::Opt` really lets a call leave the parameter out (false: the language has no such
    /// thing and `Opt` is spelled as a plain parameter).
    opt_is_optional: bool,
    /// `P::Rest` really lifts the upper bound.
    rest_is_variadic: bool,
    /// Real overloads: the overload scenario widens one overload (Java, TypeScript, TSX)
    /// instead of selecting one of two same-named methods by `file:Type.name`.
    overloads: bool,
    /// A file's head (package clause, imports of `(role, symbol)`, class opening) and tail.
    head: fn(Role, &[(Role, &str)]) -> String,
    tail: fn(Role) -> &'static str,
    param: fn(P) -> String,
    /// A free function `name(params)`; `alt` picks another body of the same signature.
    func: fn(&str, &str, bool) -> String,
    /// An overload signature without a body (TypeScript), else unused.
    sig: fn(&str, &str) -> String,
    /// A type `ty` (declared in the file's role) with one method `name(params)`. Java: just the
    /// method; the file's class is the type (`Def` is class `A`, `Other` is class `B`).
    method: fn(&str, &str, &str) -> String,
    /// A caller `name` whose body makes `call`; with a receiver type, it has a parameter `x` of
    /// that type (declared in that role's file).
    caller: fn(&str, Option<(Role, &str)>, &str) -> String,
    /// A call of the free function `f` of the `Def` file with `n` arguments.
    call: fn(&str, usize) -> String,
    /// A call of method `m` on the receiver `x` with `n` arguments.
    mcall: fn(&str, usize) -> String,
    /// The callers' file head importing the `Def` file's free function (or its package) under
    /// another name, and a call with `n` arguments through that name; `None` where the
    /// language has no such alias (see [`NOT_APPLICABLE`]).
    renamed: Option<Renamed>,
}

/// An import under another name: the callers' file head (given the function's name) and a
/// call through the alias with `n` arguments.
#[derive(Clone, Copy)]
struct Renamed {
    head: fn(&str) -> String,
    call: fn(usize) -> String,
}

fn args(n: usize) -> String {
    (1..=n)
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The symbols of `role` in an import list.
fn syms<'a>(imports: &[(Role, &'a str)], role: Role) -> Vec<&'a str> {
    let mut v: Vec<&str> = Vec::new();
    for (r, s) in imports {
        if *r == role && !v.contains(s) {
            v.push(s);
        }
    }
    v
}

const GO_MOD: &str = "module example.com/t\n\ngo 1.21\n";
const CARGO_TOML: &str = "[package]\nname = \"t\"\nversion = \"0.1.0\"\nedition = \"2021\"\n";
const LIB_RS: &str = "pub mod app;\npub mod calc;\npub mod other;\n";

fn go_pkg(r: Role) -> &'static str {
    match r {
        Role::Def => "calc",
        Role::Other => "other",
        Role::Uses => "app",
    }
}

fn go() -> Tpl {
    Tpl {
        lang: "Go",
        setup: &[("go.mod", GO_MOD)],
        def: "calc/calc.go",
        other: "other/other.go",
        uses: "app/app.go",
        f: "Scale",
        g: "Fresh",
        m: "Run",
        self_params: 0,
        // Go has no default values: a trailing variadic is the honest way to let a call leave a
        // parameter out, so `Opt` is spelled `b ...int`.
        opt_is_optional: true,
        rest_is_variadic: true,
        overloads: false,
        head: |role, imports| {
            let mut s = format!("package {}\n\n", go_pkg(role));
            let mut pkgs: Vec<&str> = Vec::new();
            for (r, _) in imports {
                if !pkgs.contains(&go_pkg(*r)) {
                    pkgs.push(go_pkg(*r));
                }
            }
            if !pkgs.is_empty() {
                s.push_str("import (\n");
                for p in pkgs {
                    s.push_str(&format!("\t\"example.com/t/{p}\"\n"));
                }
                s.push_str(")\n\n");
            }
            s
        },
        tail: |_| "",
        param: |p| match p {
            Plain(a) => format!("{a} int"),
            Opt(a) | Rest(a) => format!("{a} ...int"),
        },
        func: |name, ps, alt| {
            let body = if alt {
                "x := 0\n\treturn x"
            } else {
                "return 0"
            };
            format!("func {name}({ps}) int {{\n\t{body}\n}}\n")
        },
        sig: |_, _| unreachable!(),
        method: |ty, name, ps| {
            format!("type {ty} struct{{}}\n\nfunc (r *{ty}) {name}({ps}) int {{\n\treturn 0\n}}\n")
        },
        caller: |name, recv, call| {
            let p = recv
                .map(|(r, ty)| format!("x *{}.{ty}", go_pkg(r)))
                .unwrap_or_default();
            format!("func {name}({p}) int {{\n\treturn {call}\n}}\n")
        },
        call: |f, n| format!("calc.{f}({})", args(n)),
        mcall: |m, n| format!("x.{m}({})", args(n)),
        renamed: Some(Renamed {
            head: |_| "package app\n\nimport (\n\tc \"example.com/t/calc\"\n)\n\n".to_string(),
            call: |n| format!("c.Scale({})", args(n)),
        }),
    }
}

/// ES module imports of `(role, symbol)` at the head of the callers' file.
fn es_imports(role: Role, imports: &[(Role, &str)], ext: &str) -> String {
    let mut s = String::new();
    if role == Role::Uses {
        for (r, file) in [(Role::Def, "calc"), (Role::Other, "other")] {
            let names = syms(imports, r);
            if !names.is_empty() {
                s.push_str(&format!(
                    "import {{ {} }} from './lib/{file}{ext}';\n",
                    names.join(", ")
                ));
            }
        }
        if !s.is_empty() {
            s.push('\n');
        }
    }
    s
}

/// What JavaScript, TypeScript and TSX share; each sets its own spellings on top.
fn js_like(lang: &'static str, def: &'static str, other: &'static str, uses: &'static str) -> Tpl {
    Tpl {
        lang,
        setup: &[],
        def,
        other,
        uses,
        f: "scale",
        g: "fresh",
        m: "run",
        self_params: 0,
        opt_is_optional: true,
        rest_is_variadic: true,
        overloads: lang != "JavaScript",
        head: |role, imports| es_imports(role, imports, ""),
        tail: |_| "",
        param: |_| unreachable!("set per language"),
        func: |_, _, _| unreachable!("set per language"),
        sig: |name, ps| format!("export function {name}({ps}): number;\n"),
        method: |_, _, _| unreachable!("set per language"),
        caller: |_, _, _| unreachable!("set per language"),
        call: |f, n| format!("{f}({})", args(n)),
        mcall: |m, n| format!("x.{m}({})", args(n)),
        renamed: Some(Renamed {
            head: |f| format!("import {{ {f} as s }} from './lib/calc';\n\n"),
            call: |n| format!("s({})", args(n)),
        }),
    }
}

fn javascript() -> Tpl {
    Tpl {
        renamed: Some(Renamed {
            head: |f| format!("import {{ {f} as s }} from './lib/calc.js';\n\n"),
            call: |n| format!("s({})", args(n)),
        }),
        // Plain JavaScript imports name the file with its extension.
        head: |role, imports| es_imports(role, imports, ".js"),
        param: |p| match p {
            Plain(a) => a.to_string(),
            Opt(a) => format!("{a} = 0"),
            Rest(a) => format!("...{a}"),
        },
        func: |name, ps, alt| {
            let body = if alt {
                "const x = 0;\n  return x;"
            } else {
                "return 0;"
            };
            format!("export function {name}({ps}) {{\n  {body}\n}}\n")
        },
        method: |ty, name, ps| {
            format!("export class {ty} {{\n  {name}({ps}) {{\n    return 0;\n  }}\n}}\n")
        },
        // No types in JavaScript: the receiver is proved by a constructor expression.
        caller: |name, recv, call| match recv {
            None => format!("export function {name}() {{\n  return {call};\n}}\n"),
            Some((_, ty)) => format!(
                "export function {name}() {{\n  const x = new {ty}();\n  return {call};\n}}\n"
            ),
        },
        ..js_like("JavaScript", "lib/calc.js", "lib/other.js", "app.js")
    }
}

fn ts_param(p: P) -> String {
    match p {
        Plain(a) => format!("{a}: number"),
        Opt(a) => format!("{a}?: number"),
        Rest(a) => format!("...{a}: number[]"),
    }
}

fn ts_func(name: &str, ps: &str, alt: bool) -> String {
    let body = if alt {
        "const x = 0;\n  return x;"
    } else {
        "return 0;"
    };
    format!("export function {name}({ps}): number {{\n  {body}\n}}\n")
}

fn ts_method(ty: &str, name: &str, ps: &str) -> String {
    format!("export class {ty} {{\n  {name}({ps}): number {{\n    return 0;\n  }}\n}}\n")
}

fn typescript() -> Tpl {
    Tpl {
        param: ts_param,
        func: ts_func,
        method: ts_method,
        caller: |name, recv, call| {
            let p = recv.map(|(_, ty)| format!("x: {ty}")).unwrap_or_default();
            format!("export function {name}({p}): number {{\n  return {call};\n}}\n")
        },
        ..js_like("TypeScript", "lib/calc.ts", "lib/other.ts", "app.ts")
    }
}

fn tsx() -> Tpl {
    Tpl {
        param: ts_param,
        func: ts_func,
        method: ts_method,
        // The callers render JSX and make the call inside an expression container.
        caller: |name, recv, call| {
            let p = recv.map(|(_, ty)| format!("x: {ty}")).unwrap_or_default();
            format!("export function {name}({p}) {{\n  return <b>{{{call}}}</b>;\n}}\n")
        },
        ..js_like("TSX", "lib/calc.tsx", "lib/other.tsx", "app.tsx")
    }
}

fn python() -> Tpl {
    Tpl {
        lang: "Python",
        setup: &[],
        def: "lib/calc.py",
        other: "lib/other.py",
        uses: "app.py",
        f: "scale",
        g: "fresh",
        m: "run",
        self_params: 1,
        opt_is_optional: true,
        rest_is_variadic: true,
        overloads: false,
        head: |role, imports| {
            let mut s = String::new();
            if role == Role::Uses {
                for (r, module) in [(Role::Def, "lib.calc"), (Role::Other, "lib.other")] {
                    let names = syms(imports, r);
                    if !names.is_empty() {
                        s.push_str(&format!("from {module} import {}\n", names.join(", ")));
                    }
                }
                if !s.is_empty() {
                    s.push_str("\n\n");
                }
            }
            s
        },
        tail: |_| "",
        param: |p| match p {
            Plain(a) => a.to_string(),
            Opt(a) => format!("{a}=0"),
            Rest(a) => format!("*{a}"),
        },
        func: |name, ps, alt| {
            let body = if alt {
                "x = 0\n    return x"
            } else {
                "return 0"
            };
            format!("def {name}({ps}):\n    {body}\n\n")
        },
        sig: |_, _| unreachable!(),
        method: |ty, name, ps| {
            let ps = if ps.is_empty() {
                "self".to_string()
            } else {
                format!("self, {ps}")
            };
            format!("class {ty}:\n    def {name}({ps}):\n        return 0\n\n")
        },
        caller: |name, recv, call| {
            let p = recv.map(|(_, ty)| format!("x: {ty}")).unwrap_or_default();
            format!("def {name}({p}):\n    return {call}\n\n")
        },
        call: |f, n| format!("{f}({})", args(n)),
        mcall: |m, n| format!("x.{m}({})", args(n)),
        renamed: Some(Renamed {
            head: |f| format!("from lib.calc import {f} as s\n\n\n"),
            call: |n| format!("s({})", args(n)),
        }),
    }
}

fn rust() -> Tpl {
    Tpl {
        lang: "Rust",
        setup: &[("Cargo.toml", CARGO_TOML), ("src/lib.rs", LIB_RS)],
        def: "src/calc.rs",
        other: "src/other.rs",
        uses: "src/app.rs",
        f: "scale",
        g: "fresh",
        m: "run",
        self_params: 1,
        // Rust has neither default values nor variadic functions (only `extern "C"` ones).
        // `Opt` is spelled `Option<i32>` and `Rest` a slice: both plain parameters every call
        // must pass, and the cells assert exactly that.
        opt_is_optional: false,
        rest_is_variadic: false,
        overloads: false,
        head: |role, imports| {
            let mut s = String::new();
            if role == Role::Uses {
                for (r, module) in [(Role::Def, "calc"), (Role::Other, "other")] {
                    match syms(imports, r).as_slice() {
                        [] => {}
                        [one] => s.push_str(&format!("use crate::{module}::{one};\n")),
                        many => {
                            s.push_str(&format!("use crate::{module}::{{{}}};\n", many.join(", ")))
                        }
                    }
                }
                if !s.is_empty() {
                    s.push('\n');
                }
            }
            s
        },
        tail: |_| "",
        param: |p| match p {
            Plain(a) => format!("{a}: i32"),
            Opt(a) => format!("{a}: Option<i32>"),
            Rest(a) => format!("{a}: &[i32]"),
        },
        func: |name, ps, alt| {
            let body = if alt { "let x = 0;\n    x" } else { "0" };
            format!("pub fn {name}({ps}) -> i32 {{\n    {body}\n}}\n")
        },
        sig: |_, _| unreachable!(),
        method: |ty, name, ps| {
            let ps = if ps.is_empty() {
                "&self".to_string()
            } else {
                format!("&self, {ps}")
            };
            format!(
                "pub struct {ty};\n\nimpl {ty} {{\n    pub fn {name}({ps}) -> i32 {{\n        0\n    }}\n}}\n"
            )
        },
        caller: |name, recv, call| {
            let p = recv.map(|(_, ty)| format!("x: &{ty}")).unwrap_or_default();
            format!("pub fn {name}({p}) -> i32 {{\n    {call}\n}}\n")
        },
        call: |f, n| format!("{f}({})", args(n)),
        mcall: |m, n| format!("x.{m}({})", args(n)),
        renamed: Some(Renamed {
            head: |f| format!("use crate::calc::{f} as s;\n\n"),
            call: |n| format!("s({})", args(n)),
        }),
    }
}

fn java() -> Tpl {
    Tpl {
        lang: "Java",
        setup: &[],
        def: "src/A.java",
        other: "src/B.java",
        uses: "src/App.java",
        f: "scale",
        g: "fresh",
        m: "run",
        self_params: 0,
        // Java has no default values: a trailing `int... b` is the honest way to let a call
        // leave a parameter out.
        opt_is_optional: true,
        rest_is_variadic: true,
        overloads: true,
        head: |role, _| {
            let class = match role {
                Role::Def => "A",
                Role::Other => "B",
                Role::Uses => "App",
            };
            format!("public class {class} {{\n")
        },
        tail: |_| "}\n",
        param: |p| match p {
            Plain(a) => format!("int {a}"),
            Opt(a) | Rest(a) => format!("int... {a}"),
        },
        func: |name, ps, alt| {
            let body = if alt {
                "int x = 0;\n        return x;"
            } else {
                "return 0;"
            };
            format!("    public static int {name}({ps}) {{\n        {body}\n    }}\n")
        },
        sig: |_, _| unreachable!(),
        method: |_, name, ps| {
            format!("    public int {name}({ps}) {{\n        return 0;\n    }}\n")
        },
        caller: |name, recv, call| {
            let p = recv.map(|(_, ty)| format!("{ty} x")).unwrap_or_default();
            format!("    public int {name}({p}) {{\n        return {call};\n    }}\n")
        },
        call: |f, n| format!("A.{f}({})", args(n)),
        mcall: |m, n| format!("x.{m}({})", args(n)),
        renamed: None,
    }
}

fn php() -> Tpl {
    Tpl {
        lang: "PHP",
        setup: &[],
        def: "src/calc.php",
        other: "src/other.php",
        uses: "src/app.php",
        f: "scale",
        g: "fresh",
        m: "run",
        self_params: 0,
        opt_is_optional: true,
        rest_is_variadic: true,
        overloads: false,
        head: |role, imports| {
            let mut s = String::from("<?php\n\n");
            if role == Role::Uses {
                for (r, file) in [(Role::Def, "calc"), (Role::Other, "other")] {
                    if !syms(imports, r).is_empty() {
                        s.push_str(&format!("require_once __DIR__ . '/{file}.php';\n"));
                    }
                }
                s.push('\n');
            }
            s
        },
        tail: |_| "",
        param: |p| match p {
            Plain(a) => format!("${a}"),
            Opt(a) => format!("${a} = 0"),
            Rest(a) => format!("...${a}"),
        },
        func: |name, ps, alt| {
            let body = if alt {
                "$x = 0;\n    return $x;"
            } else {
                "return 0;"
            };
            format!("function {name}({ps})\n{{\n    {body}\n}}\n")
        },
        sig: |_, _| unreachable!(),
        method: |ty, name, ps| {
            format!(
                "class {ty}\n{{\n    public function {name}({ps})\n    {{\n        return 0;\n    }}\n}}\n"
            )
        },
        caller: |name, recv, call| {
            let p = recv.map(|(_, ty)| format!("{ty} $x")).unwrap_or_default();
            format!("function {name}({p})\n{{\n    return {call};\n}}\n")
        },
        call: |f, n| format!("{f}({})", args(n)),
        mcall: |m, n| format!("$x->{m}({})", args(n)),
        renamed: None,
    }
}

/// The callers' file includes the headers it uses (C and C++: the include is the evidence).
fn c_includes(role: Role, imports: &[(Role, &str)], def: &str, other: &str) -> String {
    let mut s = String::new();
    if role == Role::Uses {
        for (r, h) in [(Role::Def, def), (Role::Other, other)] {
            if !syms(imports, r).is_empty() {
                s.push_str(&format!("#include \"{h}\"\n"));
            }
        }
        s.push('\n');
    }
    s
}

fn c() -> Tpl {
    Tpl {
        lang: "C",
        setup: &[],
        def: "src/calc.h",
        other: "src/other.h",
        uses: "src/app.c",
        f: "scale",
        g: "fresh",
        m: "run",
        self_params: 0,
        // C has no default arguments: `Opt` is spelled as a plain parameter. `...` is its
        // variadic parameter (counted once, SPEC §4).
        opt_is_optional: false,
        rest_is_variadic: true,
        overloads: false,
        head: |role, imports| c_includes(role, imports, "calc.h", "other.h"),
        tail: |_| "",
        param: |p| match p {
            Plain(a) | Opt(a) => format!("int {a}"),
            Rest(_) => "...".to_string(),
        },
        func: |name, ps, alt| {
            let body = if alt {
                "int x = 0;\n  return x;"
            } else {
                "return 0;"
            };
            let ps = if ps.is_empty() { "void" } else { ps };
            format!("int {name}({ps}) {{\n  {body}\n}}\n")
        },
        sig: |_, _| unreachable!(),
        method: |_, _, _| unreachable!("C has no methods (NOT_APPLICABLE)"),
        caller: |name, _, call| format!("int {name}(void) {{\n  return {call};\n}}\n"),
        call: |f, n| format!("{f}({})", args(n)),
        mcall: |_, _| unreachable!(),
        renamed: None,
    }
}

fn cpp() -> Tpl {
    Tpl {
        lang: "C++",
        setup: &[],
        def: "src/calc.hpp",
        other: "src/other.hpp",
        uses: "src/app.cpp",
        f: "scale",
        g: "fresh",
        m: "run",
        self_params: 0,
        opt_is_optional: true,
        rest_is_variadic: true,
        overloads: true,
        head: |role, imports| c_includes(role, imports, "calc.hpp", "other.hpp"),
        tail: |_| "",
        param: |p| match p {
            Plain(a) => format!("int {a}"),
            Opt(a) => format!("int {a} = 0"),
            Rest(_) => "...".to_string(),
        },
        func: |name, ps, alt| {
            let body = if alt {
                "int x = 0;\n  return x;"
            } else {
                "return 0;"
            };
            format!("inline int {name}({ps}) {{\n  {body}\n}}\n")
        },
        sig: |_, _| unreachable!(),
        method: |ty, name, ps| {
            format!("struct {ty} {{\n  int {name}({ps}) {{\n    return 0;\n  }}\n}};\n")
        },
        caller: |name, recv, call| {
            let p = recv.map(|(_, ty)| format!("{ty} &x")).unwrap_or_default();
            format!("int {name}({p}) {{\n  return {call};\n}}\n")
        },
        call: |f, n| format!("{f}({})", args(n)),
        mcall: |m, n| format!("x.{m}({})", args(n)),
        renamed: None,
    }
}

fn csharp() -> Tpl {
    Tpl {
        lang: "C#",
        setup: &[],
        def: "src/A.cs",
        other: "src/B.cs",
        uses: "src/App.cs",
        f: "Scale",
        g: "Fresh",
        m: "Run",
        self_params: 0,
        opt_is_optional: true,
        rest_is_variadic: true,
        overloads: true,
        head: |role, _| {
            let class = match role {
                Role::Def => "A",
                Role::Other => "B",
                Role::Uses => "App",
            };
            format!("public class {class}\n{{\n")
        },
        tail: |_| "}\n",
        param: |p| match p {
            Plain(a) => format!("int {a}"),
            Opt(a) => format!("int {a} = 0"),
            Rest(a) => format!("params int[] {a}"),
        },
        func: |name, ps, alt| {
            let body = if alt {
                "int x = 0;\n        return x;"
            } else {
                "return 0;"
            };
            format!("    public static int {name}({ps})\n    {{\n        {body}\n    }}\n")
        },
        sig: |_, _| unreachable!(),
        method: |_, name, ps| format!("    public int {name}({ps}) => 0;\n"),
        caller: |name, recv, call| {
            let p = recv.map(|(_, ty)| format!("{ty} x")).unwrap_or_default();
            format!("    public int {name}({p})\n    {{\n        return {call};\n    }}\n")
        },
        call: |f, n| format!("A.{f}({})", args(n)),
        mcall: |m, n| format!("x.{m}({})", args(n)),
        // A type alias: the class under another name, the method through it.
        renamed: Some(Renamed {
            head: |_| "using K = A;\n\npublic class App\n{\n".to_string(),
            call: |n| format!("K.Scale({})", args(n)),
        }),
    }
}

fn kt_pkg(r: Role) -> &'static str {
    match r {
        Role::Def => "calc",
        Role::Other => "other",
        Role::Uses => "app",
    }
}

fn kotlin() -> Tpl {
    Tpl {
        lang: "Kotlin",
        setup: &[],
        def: "src/calc/Calc.kt",
        other: "src/other/Other.kt",
        uses: "src/app/App.kt",
        f: "scale",
        g: "fresh",
        m: "run",
        self_params: 0,
        opt_is_optional: true,
        rest_is_variadic: true,
        overloads: true,
        head: |role, imports| {
            let mut s = format!("package {}\n\n", kt_pkg(role));
            if role == Role::Uses {
                for r in [Role::Def, Role::Other] {
                    for sym in syms(imports, r) {
                        s.push_str(&format!("import {}.{sym}\n", kt_pkg(r)));
                    }
                }
                if imports.iter().any(|(r, _)| *r != Role::Uses) {
                    s.push('\n');
                }
            }
            s
        },
        tail: |_| "",
        param: |p| match p {
            Plain(a) => format!("{a}: Int"),
            Opt(a) => format!("{a}: Int = 0"),
            Rest(a) => format!("vararg {a}: Int"),
        },
        func: |name, ps, alt| {
            let body = if alt {
                "val x = 0\n    return x"
            } else {
                "return 0"
            };
            format!("fun {name}({ps}): Int {{\n    {body}\n}}\n")
        },
        sig: |_, _| unreachable!(),
        method: |ty, name, ps| {
            format!("class {ty} {{\n    fun {name}({ps}): Int {{\n        return 0\n    }}\n}}\n")
        },
        caller: |name, recv, call| {
            let p = recv.map(|(_, ty)| format!("x: {ty}")).unwrap_or_default();
            format!("fun {name}({p}): Int {{\n    return {call}\n}}\n")
        },
        call: |f, n| format!("{f}({})", args(n)),
        mcall: |m, n| format!("x.{m}({})", args(n)),
        renamed: Some(Renamed {
            head: |f| format!("package app\n\nimport calc.{f} as s\n\n"),
            call: |n| format!("s({})", args(n)),
        }),
    }
}

fn ruby() -> Tpl {
    Tpl {
        lang: "Ruby",
        setup: &[],
        def: "lib/calc.rb",
        other: "lib/other.rb",
        uses: "app.rb",
        f: "scale",
        g: "fresh",
        m: "run",
        self_params: 0,
        opt_is_optional: true,
        rest_is_variadic: true,
        overloads: false,
        head: |role, imports| {
            let mut s = String::new();
            if role == Role::Uses {
                for (r, file) in [(Role::Def, "lib/calc"), (Role::Other, "lib/other")] {
                    if !syms(imports, r).is_empty() {
                        s.push_str(&format!("require_relative \"{file}\"\n"));
                    }
                }
                s.push('\n');
            }
            s
        },
        tail: |_| "",
        param: |p| match p {
            Plain(a) => a.to_string(),
            Opt(a) => format!("{a} = 0"),
            Rest(a) => format!("*{a}"),
        },
        func: |name, ps, alt| {
            let body = if alt { "x = 0\n  x" } else { "0" };
            format!("def {name}({ps})\n  {body}\nend\n")
        },
        sig: |_, _| unreachable!(),
        method: |ty, name, ps| format!("class {ty}\n  def {name}({ps})\n    0\n  end\nend\n"),
        // Callers are defined with `()` so the test finds their line; the receiver is
        // constructed in the caller (Ruby declares no types).
        caller: |name, recv, call| match recv {
            Some((_, ty)) => format!("def {name}()\n  x = {ty}.new\n  {call}\nend\n"),
            None => format!("def {name}()\n  {call}\nend\n"),
        },
        // A free function is called without parentheses (a bare name with no arguments),
        // a method with them.
        call: |f, n| {
            if n == 0 {
                f.to_string()
            } else {
                format!("{f} {}", args(n))
            }
        },
        mcall: |m, n| format!("x.{m}({})", args(n)),
        renamed: None,
    }
}

fn swift() -> Tpl {
    Tpl {
        lang: "Swift",
        setup: &[],
        def: "Sources/App/Calc.swift",
        other: "Sources/App/Other.swift",
        uses: "Sources/App/App.swift",
        f: "scale",
        g: "fresh",
        m: "run",
        self_params: 0,
        opt_is_optional: true,
        rest_is_variadic: true,
        overloads: false,
        // One module: its files see each other without imports.
        head: |_, _| String::new(),
        tail: |_| "",
        // Without argument labels (`_`), so a call passes plain values; labels are covered
        // by the fixtures in tests/fixtures/lang.
        param: |p| match p {
            Plain(a) => format!("_ {a}: Int"),
            Opt(a) => format!("_ {a}: Int = 0"),
            Rest(a) => format!("_ {a}: Int..."),
        },
        func: |name, ps, alt| {
            let body = if alt {
                "let x = 0\n    return x"
            } else {
                "return 0"
            };
            format!("func {name}({ps}) -> Int {{\n    {body}\n}}\n")
        },
        sig: |_, _| unreachable!(),
        method: |ty, name, ps| {
            format!(
                "struct {ty} {{\n    func {name}({ps}) -> Int {{\n        return 0\n    }}\n}}\n"
            )
        },
        caller: |name, recv, call| {
            let p = recv.map(|(_, ty)| format!("x: {ty}")).unwrap_or_default();
            format!("func {name}({p}) -> Int {{\n    return {call}\n}}\n")
        },
        call: |f, n| format!("{f}({})", args(n)),
        mcall: |m, n| format!("x.{m}({})", args(n)),
        renamed: None,
    }
}

fn languages() -> Vec<Tpl> {
    vec![
        go(),
        javascript(),
        typescript(),
        tsx(),
        python(),
        rust(),
        java(),
        php(),
        c(),
        cpp(),
        csharp(),
        kotlin(),
        ruby(),
        swift(),
    ]
}

// ---------------------------------------------------------------- cell helpers

type Row = (String, String, bool);
type Cell = Result<(), String>;

impl Tpl {
    fn path(&self, role: Role) -> &'static str {
        match role {
            Role::Def => self.def,
            Role::Other => self.other,
            Role::Uses => self.uses,
        }
    }

    fn params(&self, ps: &[P]) -> String {
        ps.iter()
            .map(|p| (self.param)(*p))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn func(&self, name: &str, ps: &[P]) -> String {
        (self.func)(name, &self.params(ps), false)
    }

    fn method(&self, ty: &str, ps: &[P]) -> String {
        (self.method)(ty, self.m, &self.params(ps))
    }

    /// A whole file: head, items, tail.
    fn file(&self, role: Role, items: &[String], imports: &[(Role, &str)]) -> String {
        format!(
            "{}{}{}",
            (self.head)(role, imports),
            items.join("\n"),
            (self.tail)(role)
        )
    }

    /// A caller of the free function `f` with `n` arguments.
    fn caller(&self, name: &str, f: &str, n: usize) -> String {
        (self.caller)(name, None, &(self.call)(f, n))
    }

    /// A caller of the method on a receiver of type `ty` (declared in `role`'s file).
    fn mcaller(&self, name: &str, role: Role, ty: &str, n: usize) -> String {
        (self.caller)(name, Some((role, ty)), &(self.mcall)(self.m, n))
    }

    /// The base files of a cell: the setup plus `(role, text)`.
    fn files(&self, files: &[(Role, &str)]) -> Vec<(String, String)> {
        let mut v: Vec<(String, String)> = self
            .setup
            .iter()
            .map(|(p, c)| (p.to_string(), c.to_string()))
            .collect();
        v.extend(
            files
                .iter()
                .map(|(r, c)| (self.path(*r).to_string(), c.to_string())),
        );
        v
    }

    fn repo(&self, files: &[(Role, &str)]) -> Repo {
        let files = self.files(files);
        let refs: Vec<(&str, &str)> = files
            .iter()
            .map(|(p, c)| (p.as_str(), c.as_str()))
            .collect();
        Repo::new(&refs)
    }

    fn write(&self, repo: &Repo, role: Role, text: &str) {
        repo.write(self.path(role), text);
    }

    /// The expected row of caller `name` defined in `text` (the file at `role`): its line is
    /// the line where the test wrote its definition.
    fn row(&self, role: Role, text: &str, name: &str, bad: bool) -> Row {
        (
            name.to_string(),
            format!("{}:{}", self.path(role), def_line(text, name)),
            bad,
        )
    }
}

/// 1-based line of the first `name(` in `text` whose `name` is a whole word; with none, of
/// the first whole-word `name` that a `=` or a `:` follows (a class property or a `const`
/// holding an arrow function: `beta = () => ..`, `const g: typeof f = ..`).
fn def_line(text: &str, name: &str) -> usize {
    let pat = format!("{name}(");
    for (i, line) in text.lines().enumerate() {
        let mut from = 0;
        while let Some(at) = line[from..].find(&pat) {
            let at = from + at;
            let before = line[..at].chars().next_back();
            if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
                return i + 1;
            }
            from = at + 1;
        }
    }
    for (i, line) in text.lines().enumerate() {
        let bound = line.match_indices(name).any(|(at, _)| {
            let before = line[..at].chars().next_back();
            let after = line[at + name.len()..].trim_start();
            !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$')
                && (after.starts_with('=') || after.starts_with(':'))
        });
        if bound {
            return i + 1;
        }
    }
    panic!("no definition of {name} in:\n{text}")
}

/// Run `measure <sel> --engine builtin --json`: (exit code, report, stderr).
fn measure(repo: &Repo, sel: &str) -> (i32, Value, String) {
    let out = repo.run(&["measure", sel, "--engine", "builtin", "--json"]);
    let code = out.status.code().unwrap_or(-1);
    let v = if code == 0 {
        serde_json::from_slice(&out.stdout).unwrap_or(Value::Null)
    } else {
        Value::Null
    };
    (code, v, common::stderr(&out))
}

fn caller_rows(v: &Value) -> Vec<Row> {
    v["callers"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|c| {
                    (
                        c["name"].as_str().unwrap_or("?").to_string(),
                        format!("{}:{}", c["path"].as_str().unwrap_or("?"), c["line"]),
                        c["incompatible"].as_bool().unwrap_or(false),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

/// (name, path:line) of each excluded call's enclosing definition.
fn excluded_rows(v: &Value) -> Vec<(String, String)> {
    v["excluded"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|c| {
                    (
                        c["name"].as_str().unwrap_or("?").to_string(),
                        format!("{}:{}", c["path"].as_str().unwrap_or("?"), c["line"]),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

/// What one measurement must answer.
struct Want<'a> {
    status: &'a str,
    was: Option<u64>,
    now: Option<u64>,
    callers: Vec<Row>,
    /// `Some`: the exact excluded rows; `None`: none at all.
    excluded: Option<Vec<(String, String)>>,
}

fn check(repo: &Repo, sel: &str, want: Want) -> Cell {
    let (code, v, err) = measure(repo, sel);
    if code != 0 {
        return Err(format!("measure {sel}: exit {code}: {err}"));
    }
    let mut bad = Vec::new();
    if v["status"] != want.status {
        bad.push(format!("status {} (want {})", v["status"], want.status));
    }
    let got = (v["params_was"].as_u64(), v["params_now"].as_u64());
    if got != (want.was, want.now) {
        bad.push(format!(
            "params_was/now {got:?} (want {:?})",
            (want.was, want.now)
        ));
    }
    let rows = caller_rows(&v);
    if rows != want.callers {
        bad.push(format!("callers {rows:?}\n      want {:?}", want.callers));
    }
    let ex = excluded_rows(&v);
    let want_ex = want.excluded.unwrap_or_default();
    if ex != want_ex {
        bad.push(format!("excluded {ex:?}\n      want {want_ex:?}"));
    }
    if bad.is_empty() {
        Ok(())
    } else {
        Err(format!("measure {sel}: {}", bad.join("; ")))
    }
}

/// A refusal: exit 1 and every `needle` on stderr.
fn refused(repo: &Repo, sel: &str, needles: &[&str]) -> Cell {
    let (code, _, err) = measure(repo, sel);
    if code != 1 {
        return Err(format!("measure {sel}: exit {code} (want 1): {err}"));
    }
    for n in needles {
        if !err.contains(n) {
            return Err(format!("measure {sel}: stderr lacks {n:?}: {err}"));
        }
    }
    Ok(())
}

fn sel(t: &Tpl, role: Role, sym: &str) -> String {
    format!("{}:{sym}", t.path(role))
}

// ---------------------------------------------------------------- the scenarios

/// (1) A body-only edit leaves the contract unchanged.
fn body_only_edit(t: &Tpl) -> Cell {
    let imp = [(Role::Def, t.f)];
    let def = t.file(Role::Def, &[t.func(t.f, &[Plain("a"), Plain("b")])], &[]);
    let uses = t.file(Role::Uses, &[t.caller("alpha", t.f, 2)], &imp);
    let r = t.repo(&[(Role::Def, &def), (Role::Uses, &uses)]);
    let edited = t.file(
        Role::Def,
        &[(t.func)(t.f, &t.params(&[Plain("a"), Plain("b")]), true)],
        &[],
    );
    if edited == def {
        return Err("template: the alternative body is the same text".into());
    }
    t.write(&r, Role::Def, &edited);
    check(
        &r,
        &sel(t, Role::Def, t.f),
        Want {
            status: "unchanged",
            was: Some(2),
            now: Some(2),
            callers: vec![t.row(Role::Uses, &uses, "alpha", false)],
            excluded: None,
        },
    )
}

/// (2) A function added in the work tree is a new symbol; its new callers are measured.
fn new_function(t: &Tpl) -> Cell {
    let def = t.file(Role::Def, &[t.func(t.f, &[Plain("a")])], &[]);
    let uses = t.file(
        Role::Uses,
        &[t.caller("alpha", t.f, 1)],
        &[(Role::Def, t.f)],
    );
    let r = t.repo(&[(Role::Def, &def), (Role::Uses, &uses)]);
    let def2 = t.file(
        Role::Def,
        &[
            t.func(t.f, &[Plain("a")]),
            t.func(t.g, &[Plain("a"), Plain("b")]),
        ],
        &[],
    );
    let uses2 = t.file(
        Role::Uses,
        &[
            t.caller("alpha", t.f, 1),
            t.caller("beta", t.g, 2),
            t.caller("gamma", t.g, 1),
        ],
        &[(Role::Def, t.f), (Role::Def, t.g)],
    );
    t.write(&r, Role::Def, &def2);
    t.write(&r, Role::Uses, &uses2);
    check(
        &r,
        &sel(t, Role::Def, t.g),
        Want {
            status: "new-symbol",
            was: None,
            now: Some(2),
            callers: vec![
                t.row(Role::Uses, &uses2, "beta", false),
                t.row(Role::Uses, &uses2, "gamma", true),
            ],
            excluded: None,
        },
    )
}

/// (3) A parameter a call may leave out is added: old calls still match, a call with too few
/// arguments does not. (Go and Java: a trailing variadic; Rust has no equivalent — the added
/// `Option<i32>` is a plain parameter and the one-argument call no longer matches.)
fn optional_param(t: &Tpl) -> Cell {
    let imp = [(Role::Def, t.f)];
    let def = t.file(Role::Def, &[t.func(t.f, &[Plain("a")])], &[]);
    let uses = t.file(
        Role::Uses,
        &[
            t.caller("alpha", t.f, 1),
            t.caller("beta", t.f, 2),
            t.caller("gamma", t.f, 0),
        ],
        &imp,
    );
    let r = t.repo(&[(Role::Def, &def), (Role::Uses, &uses)]);
    t.write(
        &r,
        Role::Def,
        &t.file(Role::Def, &[t.func(t.f, &[Plain("a"), Opt("b")])], &[]),
    );
    check(
        &r,
        &sel(t, Role::Def, t.f),
        Want {
            status: "contract-change",
            was: Some(1),
            now: Some(2),
            callers: vec![
                t.row(Role::Uses, &uses, "alpha", !t.opt_is_optional),
                t.row(Role::Uses, &uses, "beta", false),
                t.row(Role::Uses, &uses, "gamma", true),
            ],
            excluded: None,
        },
    )
}

/// (4) `f(a, b)` becomes `f(a, ...rest)`: two parameters either way (a variadic counts once),
/// but the definition changed, and status is per definition (SPEC §4): a contract change with
/// the same count. Four arguments now match and none still does not. (Rust has no variadic
/// functions: the slice is a plain parameter, the definition takes the same calls, the status
/// is unchanged and four arguments still do not match.)
fn variadic_param(t: &Tpl) -> Cell {
    let imp = [(Role::Def, t.f)];
    let def = t.file(Role::Def, &[t.func(t.f, &[Plain("a"), Plain("b")])], &[]);
    let uses = t.file(
        Role::Uses,
        &[
            t.caller("alpha", t.f, 2),
            t.caller("beta", t.f, 4),
            t.caller("gamma", t.f, 0),
        ],
        &imp,
    );
    let r = t.repo(&[(Role::Def, &def), (Role::Uses, &uses)]);
    t.write(
        &r,
        Role::Def,
        &t.file(Role::Def, &[t.func(t.f, &[Plain("a"), Rest("xs")])], &[]),
    );
    check(
        &r,
        &sel(t, Role::Def, t.f),
        Want {
            status: if t.rest_is_variadic {
                "contract-change"
            } else {
                "unchanged"
            },
            was: Some(2),
            now: Some(2),
            callers: vec![
                t.row(Role::Uses, &uses, "alpha", false),
                t.row(Role::Uses, &uses, "beta", !t.rest_is_variadic),
                t.row(Role::Uses, &uses, "gamma", true),
            ],
            excluded: None,
        },
    )
}

/// Overloads written as full definitions (Java, C++), not as signatures over one
/// implementation (TypeScript).
fn overloads_are_definitions(t: &Tpl) -> bool {
    matches!(t.lang, "Java" | "C++" | "C#" | "Kotlin")
}

/// (5) Overloads. Java: real overloads; TypeScript/TSX: overload signatures over one
/// implementation. One overload is widened from 2 to 3 parameters: a 2-argument call matches
/// no overload any more (a TypeScript implementation signature is not callable), 1 and 3
/// arguments still match. Other languages: two same-named methods of two types in one file,
/// each selected by `file:Type.name`; only `A`'s is widened.
fn overloads(t: &Tpl) -> Cell {
    if t.overloads {
        let imp = [(Role::Def, t.f)];
        let set = |second: &[P], implementation: &[P]| -> String {
            let items = if overloads_are_definitions(t) {
                vec![t.func(t.f, &[Plain("a")]), t.func(t.f, second)]
            } else {
                vec![
                    (t.sig)(t.f, &t.params(&[Plain("a")])),
                    (t.sig)(t.f, &t.params(second)),
                    t.func(t.f, implementation),
                ]
            };
            // Overload signatures are written one under the other.
            t.file(Role::Def, &[items.concat()], &[])
        };
        let def = set(&[Plain("a"), Plain("b")], &[Plain("a"), Opt("b")]);
        let uses = t.file(
            Role::Uses,
            &[
                t.caller("alpha", t.f, 1),
                t.caller("beta", t.f, 2),
                t.caller("gamma", t.f, 3),
            ],
            &imp,
        );
        let r = t.repo(&[(Role::Def, &def), (Role::Uses, &uses)]);
        t.write(
            &r,
            Role::Def,
            &set(
                &[Plain("a"), Plain("b"), Plain("c")],
                &[Plain("a"), Opt("b"), Opt("c")],
            ),
        );
        return check(
            &r,
            &sel(t, Role::Def, t.f),
            Want {
                status: "contract-change",
                was: Some(2),
                now: Some(3),
                callers: vec![
                    t.row(Role::Uses, &uses, "alpha", false),
                    t.row(Role::Uses, &uses, "beta", true),
                    t.row(Role::Uses, &uses, "gamma", false),
                ],
                excluded: None,
            },
        );
    }
    let s = t.self_params;
    let def = t.file(
        Role::Def,
        &[t.method("A", &[Plain("a")]), t.method("B", &[Plain("a")])],
        &[],
    );
    let uses = t.file(
        Role::Uses,
        &[
            t.mcaller("alpha", Role::Def, "A", 1),
            t.mcaller("beta", Role::Def, "B", 1),
        ],
        &[(Role::Def, "A"), (Role::Def, "B")],
    );
    let r = t.repo(&[(Role::Def, &def), (Role::Uses, &uses)]);
    t.write(
        &r,
        Role::Def,
        &t.file(
            Role::Def,
            &[
                t.method("A", &[Plain("a"), Plain("b")]),
                t.method("B", &[Plain("a")]),
            ],
            &[],
        ),
    );
    let ex = |name: &str| {
        let (n, p, _) = t.row(Role::Uses, &uses, name, false);
        Some(vec![(n, p)])
    };
    check(
        &r,
        &sel(t, Role::Def, &format!("A.{}", t.m)),
        Want {
            status: "contract-change",
            was: Some(1 + s),
            now: Some(2 + s),
            callers: vec![t.row(Role::Uses, &uses, "alpha", true)],
            excluded: ex("beta"),
        },
    )
    .map_err(|e| format!("A: {e}"))?;
    check(
        &r,
        &sel(t, Role::Def, &format!("B.{}", t.m)),
        Want {
            status: "unchanged",
            was: Some(1 + s),
            now: Some(1 + s),
            callers: vec![t.row(Role::Uses, &uses, "beta", false)],
            excluded: ex("alpha"),
        },
    )
    .map_err(|e| format!("B: {e}"))
}

/// (5b) One definition changes while the set's maximum stays (SPEC §4: status is per
/// definition). Java, TypeScript, TSX: of the overloads `f(a)` and `f(a, b)`, `f(a)` becomes
/// `f()`; the maximum stays 2, a 1-argument call matches no overload any more. Elsewhere: the
/// one definition `f(a, b?)` loses its default (`f(a, b)`), so a 1-argument call no longer
/// matches; Rust has no optional parameters, so its definition reads the same and is
/// unchanged.
fn same_max_changed(t: &Tpl) -> Cell {
    let imp = [(Role::Def, t.f)];
    let uses = t.file(
        Role::Uses,
        &[
            t.caller("alpha", t.f, 1),
            t.caller("beta", t.f, 2),
            t.caller("gamma", t.f, 0),
        ],
        &imp,
    );
    let (before, after) = if t.overloads {
        let set = |first: &[P]| -> String {
            let items = if overloads_are_definitions(t) {
                vec![t.func(t.f, first), t.func(t.f, &[Plain("a"), Plain("b")])]
            } else {
                vec![
                    (t.sig)(t.f, &t.params(first)),
                    (t.sig)(t.f, &t.params(&[Plain("a"), Plain("b")])),
                    t.func(t.f, &[Opt("a"), Opt("b")]),
                ]
            };
            t.file(Role::Def, &[items.concat()], &[])
        };
        (set(&[Plain("a")]), set(&[]))
    } else {
        (
            t.file(Role::Def, &[t.func(t.f, &[Plain("a"), Opt("b")])], &[]),
            t.file(Role::Def, &[t.func(t.f, &[Plain("a"), Plain("b")])], &[]),
        )
    };
    let r = t.repo(&[(Role::Def, &before), (Role::Uses, &uses)]);
    t.write(&r, Role::Def, &after);
    let changed = t.overloads || t.opt_is_optional;
    check(
        &r,
        &sel(t, Role::Def, t.f),
        Want {
            status: if changed {
                "contract-change"
            } else {
                "unchanged"
            },
            was: Some(2),
            now: Some(2),
            callers: vec![
                t.row(Role::Uses, &uses, "alpha", true),
                t.row(Role::Uses, &uses, "beta", false),
                // Overloads: `f()` takes it now; one definition: `a` was never optional.
                t.row(Role::Uses, &uses, "gamma", !t.overloads),
            ],
            excluded: None,
        },
    )
}

/// (6) A method of the same name on another type (another file) is not a caller: it is listed
/// as excluded.
fn other_type_method(t: &Tpl) -> Cell {
    let s = t.self_params;
    let def = t.file(Role::Def, &[t.method("A", &[Plain("a")])], &[]);
    let other = t.file(Role::Other, &[t.method("B", &[Plain("a")])], &[]);
    let uses = t.file(
        Role::Uses,
        &[
            t.mcaller("alpha", Role::Def, "A", 1),
            t.mcaller("beta", Role::Other, "B", 1),
        ],
        &[(Role::Def, "A"), (Role::Other, "B")],
    );
    let r = t.repo(&[
        (Role::Def, &def),
        (Role::Other, &other),
        (Role::Uses, &uses),
    ]);
    t.write(
        &r,
        Role::Def,
        &t.file(Role::Def, &[t.method("A", &[Plain("a"), Plain("b")])], &[]),
    );
    let (n, p, _) = t.row(Role::Uses, &uses, "beta", false);
    check(
        &r,
        &sel(t, Role::Def, t.m),
        Want {
            status: "contract-change",
            was: Some(1 + s),
            now: Some(2 + s),
            callers: vec![t.row(Role::Uses, &uses, "alpha", true)],
            excluded: Some(vec![(n, p)]),
        },
    )
}

/// (7) Twelve callers: every one listed, in file order, none capped.
fn many_callers(t: &Tpl) -> Cell {
    let names: Vec<String> = (0..12).map(|i| format!("c{i}")).collect();
    let callers: Vec<String> = names.iter().map(|n| t.caller(n, t.f, 1)).collect();
    let def = t.file(Role::Def, &[t.func(t.f, &[Plain("a")])], &[]);
    let uses = t.file(Role::Uses, &callers, &[(Role::Def, t.f)]);
    let r = t.repo(&[(Role::Def, &def), (Role::Uses, &uses)]);
    t.write(
        &r,
        Role::Def,
        &t.file(Role::Def, &[t.func(t.f, &[Plain("a"), Plain("b")])], &[]),
    );
    check(
        &r,
        &sel(t, Role::Def, t.f),
        Want {
            status: "contract-change",
            was: Some(1),
            now: Some(2),
            callers: names
                .iter()
                .map(|n| t.row(Role::Uses, &uses, n, true))
                .collect(),
            excluded: None,
        },
    )
}

/// (8) A bare name defined in two files is refused with both spellings.
fn ambiguous_bare(t: &Tpl) -> Cell {
    let def = t.file(Role::Def, &[t.func(t.f, &[Plain("a")])], &[]);
    let other = t.file(Role::Other, &[t.func(t.f, &[Plain("a")])], &[]);
    let r = t.repo(&[(Role::Def, &def), (Role::Other, &other)]);
    refused(
        &r,
        t.f,
        &[
            "ambiguous",
            &sel(t, Role::Def, t.f),
            &sel(t, Role::Other, t.f),
        ],
    )
}

/// (9) A change taken back reads as unchanged again, and its caller as matching.
fn reverted(t: &Tpl) -> Cell {
    let def = t.file(Role::Def, &[t.func(t.f, &[Plain("a")])], &[]);
    let uses = t.file(
        Role::Uses,
        &[t.caller("alpha", t.f, 1)],
        &[(Role::Def, t.f)],
    );
    let r = t.repo(&[(Role::Def, &def), (Role::Uses, &uses)]);
    t.write(
        &r,
        Role::Def,
        &t.file(Role::Def, &[t.func(t.f, &[Plain("a"), Plain("b")])], &[]),
    );
    check(
        &r,
        &sel(t, Role::Def, t.f),
        Want {
            status: "contract-change",
            was: Some(1),
            now: Some(2),
            callers: vec![t.row(Role::Uses, &uses, "alpha", true)],
            excluded: None,
        },
    )
    .map_err(|e| format!("before the revert: {e}"))?;
    t.write(&r, Role::Def, &def);
    check(
        &r,
        &sel(t, Role::Def, t.f),
        Want {
            status: "unchanged",
            was: Some(1),
            now: Some(1),
            callers: vec![t.row(Role::Uses, &uses, "alpha", false)],
            excluded: None,
        },
    )
    .map_err(|e| format!("after the revert: {e}"))
}

/// (10) In a repository with no commit every definition is new; callers are still checked.
fn no_commits(t: &Tpl) -> Cell {
    let r = Repo::empty();
    for (p, c) in t.setup {
        r.write(p, c);
    }
    let uses = t.file(
        Role::Uses,
        &[t.caller("alpha", t.f, 2), t.caller("beta", t.f, 1)],
        &[(Role::Def, t.f)],
    );
    t.write(
        &r,
        Role::Def,
        &t.file(Role::Def, &[t.func(t.f, &[Plain("a"), Plain("b")])], &[]),
    );
    t.write(&r, Role::Uses, &uses);
    check(
        &r,
        &sel(t, Role::Def, t.f),
        Want {
            status: "new-symbol",
            was: None,
            now: Some(2),
            callers: vec![
                t.row(Role::Uses, &uses, "alpha", false),
                t.row(Role::Uses, &uses, "beta", true),
            ],
            excluded: None,
        },
    )
}

/// (11) A definition deleted from the work tree is refused as not found.
fn deleted(t: &Tpl) -> Cell {
    let def = t.file(
        Role::Def,
        &[t.func(t.f, &[Plain("a")]), t.func(t.g, &[Plain("a")])],
        &[],
    );
    let uses = t.file(
        Role::Uses,
        &[t.caller("alpha", t.f, 1)],
        &[(Role::Def, t.f)],
    );
    let r = t.repo(&[(Role::Def, &def), (Role::Uses, &uses)]);
    t.write(
        &r,
        Role::Def,
        &t.file(Role::Def, &[t.func(t.g, &[Plain("a")])], &[]),
    );
    refused(&r, &sel(t, Role::Def, t.f), &["not found"])
}

/// (12) The free function imported under another name (an import alias; Go: its package)
/// and called through it: the caller is found and flagged with evidence.
fn renamed_import(t: &Tpl) -> Cell {
    let Some(renamed) = t.renamed else {
        return Err("template: no import alias in this language".into());
    };
    let def = t.file(Role::Def, &[t.func(t.f, &[Plain("a")])], &[]);
    let uses = format!(
        "{}{}{}",
        (renamed.head)(t.f),
        (t.caller)("alpha", None, &(renamed.call)(1)),
        (t.tail)(Role::Uses)
    );
    let r = t.repo(&[(Role::Def, &def), (Role::Uses, &uses)]);
    t.write(
        &r,
        Role::Def,
        &t.file(Role::Def, &[t.func(t.f, &[Plain("a"), Plain("b")])], &[]),
    );
    check(
        &r,
        &sel(t, Role::Def, t.f),
        Want {
            status: "contract-change",
            was: Some(1),
            now: Some(2),
            callers: vec![t.row(Role::Uses, &uses, "alpha", true)],
            excluded: None,
        },
    )
}

// ---------------------------------------------------------------- the causes of issue 10

/// One caller row a cause cell expects: (caller, path, flagged "do not match").
type CRow = (&'static str, &'static str, bool);

/// One cell of a cause row: the fixture `tests/causes/<dir>/<lang>/` (its `base/` committed,
/// then its `edit/` written over the work tree), the selection, and the compiler's answer.
/// Lines are read from the fixture's text (the caller's definition), never from the engine.
struct CauseCell {
    lang: &'static str,
    sel: &'static str,
    status: &'static str,
    was: u64,
    now: u64,
    callers: &'static [CRow],
    /// Calls the compiler does not bind to the selection: listed as excluded.
    excluded: &'static [(&'static str, &'static str)],
}

/// A row per cause that issue 10 measured on real code: (scenario, fixture dir, cells, why the
/// other languages have no cell). Each cell's fixture was checked once with the compiler named
/// in its comment, on the edited tree: the callers it rejects are the flagged rows, the others
/// compile.
const CAUSES: &[(&str, &str, &[CauseCell], &str)] = &[
    (
        "re-export",
        "re-export",
        &[
            // cargo check: E0061 at app.rs (`use crate::scale` of `pub use calc::scale`).
            CauseCell {
                lang: "Rust",
                sel: "src/calc.rs:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "src/app.rs", true)],
                excluded: &[],
            },
            // pyright: "Argument missing for parameter b" at app.py (`from lib import resize`,
            // `lib/__init__.py` re-exports `scale as resize`).
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.py", true)],
                excluded: &[],
            },
            // tsc 5.x: TS2554 at app.ts (tsconfig `paths` alias to an index of `export *`).
            CauseCell {
                lang: "TypeScript",
                sel: "packages/calc/src/scale.ts:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "packages/app/src/app.ts", true)],
                excluded: &[],
            },
            // tsc 5.x --checkJs (JSDoc-typed): TS2554 at app.js (`export * from "./calc.js"`).
            CauseCell {
                lang: "JavaScript",
                sel: "lib/calc.js:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.js", true)],
                excluded: &[],
            },
        ],
        "Go and Java cannot re-export a function; the other languages have no cell yet (issue 10 measured none there)",
    ),
    (
        "local alias",
        "local-alias",
        &[
            // go build -gcflags=-e: "not enough arguments in call to s" (`var s = calc.Scale`)
            // and "to f" (`f := calc.Scale`, later `f = calc.Double`: the assignment is the
            // type error, f keeps Scale's type); gamma's parameter `s` compiles.
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app/app.go", true), ("beta", "app/app.go", true)],
                excluded: &[],
            },
            // pyright: "Argument missing for parameter b" (`_f = scale`).
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.py", true)],
                excluded: &[],
            },
            // tsc 5.x: TS2554 (`const s = scale`).
            CauseCell {
                lang: "TypeScript",
                sel: "calc.ts:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true)],
                excluded: &[],
            },
            // cargo check: E0061 at `s(1)` (`let s = scale;`).
            CauseCell {
                lang: "Rust",
                sel: "src/calc.rs:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "src/app.rs", true)],
                excluded: &[],
            },
            // tsc 5.x --checkJs (JSDoc-typed): TS2554 (`const s = scale`).
            CauseCell {
                lang: "JavaScript",
                sel: "calc.js:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.js", true)],
                excluded: &[],
            },
        ],
        "Java and C# cannot hold a method in a variable without a delegate or method reference; the other languages have no cell yet",
    ),
    (
        "library method",
        "library-method",
        &[
            // go vet: only TestBeta's `d.Decode(1)` is rejected; TestAlpha's `dec.Decode` is
            // gob's Decoder (a test file, a variable).
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Decoder.Decode",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("TestBeta", "calc/calc_test.go", true)],
                excluded: &[("TestAlpha", "calc/calc_test.go")],
            },
            // pyright: only `g.copy(True)` is rejected; `d.copy()` is dict's.
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:Grid.copy",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("beta", "app.py", true)],
                excluded: &[("alpha", "app.py")],
            },
            // tsc 5.x (lib dom): only `measureText("x")` is rejected; `ctx.measureText` is the
            // canvas method.
            CauseCell {
                lang: "TypeScript",
                sel: "text.ts:measureText",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("beta", "app.ts", true)],
                excluded: &[("alpha", "app.ts")],
            },
            // javac: only `x.contains(1)` is rejected; `s.trim().contains("x")` is String's.
            CauseCell {
                lang: "Java",
                sel: "src/A.java:A.contains",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("beta", "src/App.java", true)],
                excluded: &[("alpha", "src/App.java")],
            },
            // mcs: CS1501 at Beta only; `s.Trim().Contains("x")` is string's.
            CauseCell {
                lang: "C#",
                sel: "src/A.cs:A.Contains",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("Beta", "src/App.cs", true)],
                excluded: &[("Alpha", "src/App.cs")],
            },
            // g++ -fsyntax-only: no matching A::size(int) at beta only; `s.size()` is std::string's.
            CauseCell {
                lang: "C++",
                sel: "a.hpp:A.size",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("beta", "app.cpp", true)],
                excluded: &[("alpha", "app.cpp")],
            },
            // kotlinc: "no value passed for parameter 'b'" at beta only; `s.trim()` is a String.
            CauseCell {
                lang: "Kotlin",
                sel: "src/A.kt:A.contains",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("beta", "src/App.kt", true)],
                excluded: &[("alpha", "src/App.kt")],
            },
            // tsc 5.x --checkJs --lib dom (JSDoc-typed): TS2554 at beta only; `ctx.measureText`
            // is the canvas method, and an imported free function is no member of `ctx`.
            CauseCell {
                lang: "JavaScript",
                sel: "text.js:measureText",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("beta", "app.js", true)],
                excluded: &[("alpha", "app.js")],
            },
        ],
        "Rust's are the turbofish, builder, macro and return-type rows; C has no methods; TSX, PHP, Ruby and Swift have no cell yet",
    ),
    (
        "dot-import",
        "dot-import",
        &[
            // go vet: "not enough arguments in call to Scale" (`import . "…/calc"`).
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app/app.go", true)],
                excluded: &[],
            },
            // pyright: "Argument missing for parameter b" (`from lib.calc import *`, Python's dot-import).
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.py", true)],
                excluded: &[],
            },
        ],
        "a dot-import is Go's (Python's star import is its cell); Java's `import static …*` needs a package; the others have no cell yet",
    ),
    (
        "dot-imported type",
        "dot-imported-type",
        &[
            // go build -gcflags=-e: "not enough arguments in call to High.Name" (a constant of
            // a typed `iota` block), "to l.Name" (a range over a package slice literal) and
            // "to log.Level.Name" (a field of a dot-imported struct); `Other`'s Name compiles.
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Level.Name",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[
                    ("alpha", "app/app.go", true),
                    ("beta", "app/app.go", true),
                    ("gamma", "app/app.go", true),
                ],
                excluded: &[("delta", "app/app.go")],
            },
        ],
        "a dot import is Go's; the others have no cell yet (logrus' tests measured it)",
    ),
    (
        "build constraint",
        "build-constraint",
        &[
            // go 1.19, `go test -c -gcflags=-e ./calc` on the edited tree: "not enough arguments
            // in call to Scale" at use.go (alpha) and plat_linux.go (gamma, `linux || !go1.9`);
            // with `-tags mytag` at custom.go (delta) too; `GOOS=darwin` drops gamma only.
            // old_test.go (`!go1.9 && amd64`) is in no build of go 1.9 or later: its call is no
            // caller, and calc_18.go's `Scale` (`// +build !go1.9`) no other definition.
            CauseCell {
                lang: "Go",
                sel: "calc/calc_19.go:Scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("delta", "calc/custom.go", true),
                    ("gamma", "calc/plat_linux.go", true),
                    ("alpha", "calc/use.go", true),
                ],
                excluded: &[],
            },
        ],
        "build constraints are Go's (`//go:build`, `// +build`); the other languages have none",
    ),
    (
        "spread call",
        "spread-call",
        &[
            // go vet: `calc.Scale(1, xs...)` is rejected (the spread fills only the variadic);
            // `calc.Scale(1, 2, xs...)` compiles.
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Scale",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "app/app.go", true), ("beta", "app/app.go", false)],
                excluded: &[],
            },
            // pyright: "Argument missing for parameter \"c\"" at alpha's `scale(*args)` (`args =
            // 1, 2`: a tuple of two); beta's `scale(*xs)` of an unknown length is accepted.
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:scale",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "app.py", true), ("beta", "app.py", false)],
                excluded: &[],
            },
        ],
        "measured in Go, where `xs...` can only fill the variadic parameter, and in Python, where `*args` unpacks a tuple of known length (packaging's tests); the other languages have no cell yet",
    ),
    (
        "workspace package",
        "workspace-package",
        &[
            // tsc 5.x (moduleResolution bundler): TS2554 at app.ts (`@t/calc` through package.json `workspaces`, `exports`/`types`, the node_modules symlink on disk, ignored by git).
            CauseCell {
                lang: "TypeScript",
                sel: "packages/calc/src/scale.ts:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "packages/app/src/app.ts", true)],
                excluded: &[],
            },
        ],
        "JavaScript and TSX resolve npm workspaces the same way; issue 10 measured them in TypeScript, whose cell pins it",
    ),
    (
        "vendor/",
        "vendor",
        &[
            // go vet (go 1.19, -mod=vendor by default): "not enough arguments in call to lib.Scale".
            CauseCell {
                lang: "Go",
                sel: "vendor/example.com/lib/lib.go:Scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app/app.go", true)],
                excluded: &[],
            },
        ],
        "Go's vendor/ directory",
    ),
    (
        "test-file variable",
        "test-variable",
        &[
            // go vet: "not enough arguments in call to Grow" at TestBeta only;
            // TestAlpha's `b.Grow(1)` is strings.Builder's method.
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Grow",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("TestBeta", "calc/calc_test.go", true)],
                excluded: &[("TestAlpha", "calc/calc_test.go")],
            },
        ],
        "issue 10 measured it in Go test files (a plain function reached through a variable: the module fn via x. row is Python's)",
    ),
    (
        "extern crate re-export",
        "extern-crate",
        &[
            // cargo check: E0061 at app (`facade::c::scale`, `pub extern crate calc as c`).
            CauseCell {
                lang: "Rust",
                sel: "calc/src/lib.rs:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app/src/lib.rs", true)],
                excluded: &[],
            },
        ],
        "`pub extern crate … as …` is Rust's",
    ),
    (
        "renamed re-export",
        "renamed-reexport",
        &[
            // cargo check: E0061 at alpha (`crate::decode_utf8(b)`) and beta (`decode_utf8(b)`
            // of `use crate::decode_utf8`), both through `pub use crate::utf8::{decode as
            // decode_utf8, ..}`; app.rs never names `decode`. gamma's `decode_last_utf8` is
            // another fn.
            CauseCell {
                lang: "Rust",
                sel: "src/utf8.rs:decode",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "src/app.rs", true), ("beta", "src/app.rs", true)],
                excluded: &[],
            },
        ],
        "bstr's `pub use … as …` of a fn its callers' files never name; the re-export row covers the others' re-exports",
    ),
    (
        "use super group",
        "use-group",
        &[
            // cargo check: E0061 at src/calc/app.rs (`use super::{fresh, scale}`).
            CauseCell {
                lang: "Rust",
                sel: "src/calc.rs:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "src/calc/app.rs", true)],
                excluded: &[],
            },
        ],
        "`use super::{…}` is Rust's",
    ),
    (
        "turbofish receiver",
        "turbofish",
        &[
            // cargo check: only `x.push(1)` is rejected; `Vec::<i32>::new()`'s push is Vec's.
            CauseCell {
                lang: "Rust",
                sel: "src/calc.rs:Bag.push",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("beta", "src/app.rs", true)],
                excluded: &[("alpha", "src/app.rs")],
            },
        ],
        "the turbofish is Rust's",
    ),
    (
        "builder chain",
        "builder-chain",
        &[
            // cargo check: only `x.insert(1)` is rejected; `Builder::new().set()` is a HashSet.
            CauseCell {
                lang: "Rust",
                sel: "src/calc.rs:Bag.insert",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("beta", "src/app.rs", true)],
                excluded: &[("alpha", "src/app.rs")],
            },
        ],
        "issue 10 measured builder-chain false flags in Rust (Java's chained receivers: the library-method row)",
    ),
    (
        "macro receiver",
        "macro-receiver",
        &[
            // cargo check: only `x.contains(1)` inside `assert_eq!` is rejected; `v` is a Vec.
            CauseCell {
                lang: "Rust",
                sel: "src/calc.rs:Bag.contains",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("beta", "src/app.rs", true)],
                excluded: &[("alpha", "src/app.rs")],
            },
        ],
        "receivers inside macro arguments are Rust's (C/C++ macros are not measured inside)",
    ),
    (
        "macro_rules receiver",
        "macro-rules-receiver",
        &[
            // cargo check (edition 2021): E0061 at alpha's `self.size()` and `other.size()`, in
            // the body of a `macro_rules!` invoked as `impl_measure!(Bag)` (`impl Measure for
            // $t`, `other: &$t`); beta's same-shaped macro is invoked for Sack only, whose own
            // `size` it calls (listed: a macro may be invoked elsewhere too). Warnings only
            // otherwise (non-local impl definitions).
            CauseCell {
                lang: "Rust",
                sel: "src/calc.rs:Bag.size",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "src/app.rs", true), ("beta", "src/app.rs", false)],
                excluded: &[],
            },
        ],
        "`macro_rules!` bodies are Rust's (C/C++ macros are not measured inside)",
    ),
    (
        "macro_rules let receiver",
        "macro-rules-let",
        &[
            // cargo check: E0061 at alpha's `builder.capacity($cap).build(&[1, 2])`, in the body
            // of a `macro_rules!` that binds `builder` itself (`let mut builder =
            // Bag::builder();`); beta's `builder` is `$b`, which its invocation makes a Sack
            // (listed: the body alone does not say).
            CauseCell {
                lang: "Rust",
                sel: "src/calc.rs:BagBuilder.build",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "src/app.rs", true), ("beta", "src/app.rs", false)],
                excluded: &[],
            },
        ],
        "`macro_rules!` bodies are Rust's; issue 10 measured it in aho-corasick's tests.rs",
    ),
    (
        "test helper module",
        "test-helper-module",
        &[
            // cargo check --tests: E0061 at alpha only (`use crate::util::*` of `mod util;`,
            // `tests/util/mod.rs`); the library's private `comparator` is its own.
            CauseCell {
                lang: "Rust",
                sel: "tests/util/mod.rs:comparator",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "tests/test_req.rs", true)],
                excluded: &[("parse", "src/parse.rs")],
            },
        ],
        "Cargo's integration-test crates are Rust's; issue 10 measured it in semver's tests",
    ),
    (
        "fn of an inline module",
        "inline-module-fn",
        &[
            // cargo check: E0061 at mul's and imul_pow5's bare `imul(..)` (in `mod small`),
            // mul_small's `small::imul(..)` (in `mod large`) and the trait default
            // imul_small's `small::imul(..)`; `scalar::imul(..)`, `large::imul(..)` and
            // large's own bare `imul(..)` are the other modules' fns of the name.
            CauseCell {
                lang: "Rust",
                sel: "src/math.rs:small.imul",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("mul", "src/math.rs", true),
                    ("imul_pow5", "src/math.rs", true),
                    ("mul_small", "src/math.rs", true),
                    ("imul_small", "src/math.rs", true),
                ],
                excluded: &[
                    ("imul_limb", "src/math.rs"),
                    ("imul_big", "src/math.rs"),
                    ("square", "src/math.rs"),
                ],
            },
        ],
        "inline `mod name { .. }` items are Rust's; issue 10 measured it in serde_json's lexical math (held out, the twenty-ninth round)",
    ),
    (
        "trait of the target's name in another module",
        "trait-named-alike",
        &[
            // cargo check: E0061 at Heap::sift's `K::ordering()` (K: heap::Kind); List::push's
            // `K::ordering()` has K bound by list's own trait `Kind` and compiles.
            CauseCell {
                lang: "Rust",
                sel: "src/heap.rs:Kind.ordering",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[("sift", "src/heap.rs", true)],
                excluded: &[("push", "src/list.rs")],
            },
        ],
        "a bound written by a bare trait name resolved per module is Rust's; issue 10 measured it in heapless's two `Kind` traits (held out, the thirtieth round)",
    ),
    (
        "alias with a const parameter",
        "const-generic-alias",
        &[
            // cargo check --tests: E0061 at fills' `a.insert(1)` and `b.insert(2)` (a:
            // FnvMap<u8, 2>, b = FnvMap::<u8, 1>::new()) and both's `m.insert(*k)`; both's
            // `s.insert(*k)` is HashSet's.
            CauseCell {
                lang: "Rust",
                sel: "src/map.rs:Map.insert",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("fills", "src/map.rs", true),
                    ("both", "src/set.rs", true),
                ],
                excluded: &[("both", "src/set.rs")],
            },
        ],
        "const generics (`type FnvMap<K, const N: usize> = Map<K, Fnv, N>`) are Rust's; issue 10 measured it in heapless's FnvIndexMap (held out, the thirtieth round)",
    ),
    (
        "struct literal with a turbofish",
        "turbofish-struct-literal",
        &[
            // cargo check: E0061 at fill's `q.enqueue(1)`, q = `Queue::<u8, { 2 + 1 }> { .. }`;
            // `log.enqueue("one")` is Log's.
            CauseCell {
                lang: "Rust",
                sel: "src/queue.rs:Queue.enqueue",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("fill", "src/queue.rs", true)],
                excluded: &[("fill", "src/queue.rs")],
            },
        ],
        "a struct expression naming its type with a turbofish is Rust's; issue 10 measured it in heapless's spsc tests (held out, the thirtieth round)",
    ),
    (
        "super() of a standard-library base",
        "stdlib-base-super",
        &[
            // pyright: "Argument missing for parameter \"timeout\"" at signed's
            // `Request("GET", ..)` only; cookies.py's `super().__init__(url=.., method=..)` in
            // `_CompatRequest(urllib.request.Request)` is urllib's constructor.
            CauseCell {
                lang: "Python",
                sel: "pkg/models.py:Request.__init__",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[("signed", "pkg/models.py", true)],
                excluded: &[("__init__", "pkg/cookies.py")],
            },
        ],
        "a base class written through an imported module is Python's; issue 10 measured it in httpx's cookie jar adapter (held out, the thirtieth round)",
    ),
    (
        "class literal against a library parameter",
        "class-literal-library-param",
        &[
            // javac -Xdiags:verbose (hamcrest 2.2 on the class path): "no suitable method found
            // for expect(Class<NullPointerException>)" at byClass: "Class<NullPointerException>
            // cannot be converted to Matcher<?>"; byMatcher's `instanceOf(..)` is a Matcher.
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/rules/Expected.java:Expected.expect",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("byClass", "src/org/acme/tests/ExpectedTest.java", true),
                    ("byMatcher", "src/org/acme/tests/ExpectedTest.java", false),
                ],
                excluded: &[],
            },
        ],
        "overloads told apart by a library's parameter type are Java's; issue 10 measured it in junit4's ExpectedException (held out, the thirtieth round)",
    ),
    (
        "imported fn result element",
        "imported-fn-element",
        &[
            // cargo check --examples: E0061 at main's `op.iter_changes(&old, &new)`, `op` an
            // element of `capture_diff_slices(..)`'s declared `Vec<DiffOp>` (the fn and DiffOp
            // re-exported by `pub use self::common::*` / `self::types::*`); beta's `diff` is a
            // TextDiff, whose same-named method takes two.
            CauseCell {
                lang: "Rust",
                sel: "src/types.rs:DiffOp.iter_changes",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[("main", "examples/nonstring.rs", true)],
                excluded: &[("beta", "examples/nonstring.rs")],
            },
        ],
        "Rust's `Vec<T>` results through glob re-exports; issue 10 measured it in similar's examples",
    ),
    (
        "trait method through Deref",
        "deref-trait-method",
        &[
            // cargo check: E0061 at `self.char_indices()` on a BStr, which derefs to `[u8]`, for
            // which the trait's file implements ByteSlice (std's `str::char_indices` is not
            // reachable from `[u8]`).
            CauseCell {
                lang: "Rust",
                sel: "src/ext_slice.rs:ByteSlice.char_indices",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("fmt", "src/impls.rs", true)],
                excluded: &[],
            },
        ],
        "Deref and extension traits are Rust's; issue 10 measured it in bstr's impls.rs",
    ),
    (
        "local fn return type",
        "return-type",
        &[
            // cargo check: only `x.get(1)` is rejected; `table()` is declared to return a HashMap.
            CauseCell {
                lang: "Rust",
                sel: "src/calc.rs:Bag.get",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("beta", "src/app.rs", true)],
                excluded: &[("alpha", "src/app.rs")],
            },
        ],
        "issue 10 measured this false flag in Rust",
    ),
    (
        "crate not a dependent",
        "crate-deps",
        &[
            // cargo check: E0061 in app only; `other` does not depend on `calc` (its `scale` is
            // its own).
            CauseCell {
                lang: "Rust",
                sel: "calc/src/lib.rs:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app/src/lib.rs", true)],
                excluded: &[("beta", "other/src/lib.rs")],
            },
        ],
        "a Cargo workspace's dependency graph; issue 10 measured it in Rust",
    ),
    (
        "file no mod declares",
        "orphan-module",
        &[
            // cargo check: E0061 at app only; `src/old.rs` is not compiled (`// mod old;`).
            CauseCell {
                lang: "Rust",
                sel: "src/calc.rs:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "src/app.rs", true)],
                excluded: &[("beta", "src/old.rs")],
            },
        ],
        "a source file outside the module tree: issue 10 measured it in Rust (aho-corasick's transducer.rs)",
    ),
    (
        "trait impl receiver",
        "trait-impl-receiver",
        &[
            // cargo check: E0061 at `(**self).area()` (a `Box<dyn Solid>`, `Solid: Shape`) and
            // at `q.area()` (`Sq`, whose file implements `Shape` for it).
            CauseCell {
                lang: "Rust",
                sel: "src/shape.rs:Shape.area",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("area", "src/app.rs", true), ("alpha", "src/app.rs", true)],
                excluded: &[],
            },
        ],
        "trait impls for pointer types and supertraits are Rust's",
    ),
    (
        "pattern-bound receiver",
        "pattern-binding",
        &[
            // cargo check: E0061 at alpha (`if let Some(b)` of an `Option<&Bag>`), beta
            // (`Kind::One(ref b)`) and gamma (`self.0` of `struct Wrap(Bag)`); delta's `s` is a
            // HashSet.
            CauseCell {
                lang: "Rust",
                sel: "src/calc.rs:Bag.insert",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "src/app.rs", true),
                    ("beta", "src/app.rs", true),
                    ("gamma", "src/app.rs", true),
                ],
                excluded: &[("delta", "src/app.rs")],
            },
        ],
        "issue 10 measured it in Rust (tuple variants and tuple structs)",
    ),
    (
        "grouped pub use",
        "grouped-pub-use",
        &[
            // cargo check: E0061 at alpha (`Bag::maker()` of `pub use crate::{inner::{Bag, ..}}`).
            CauseCell {
                lang: "Rust",
                sel: "src/inner.rs:Maker.build",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "src/app.rs", true)],
                excluded: &[],
            },
        ],
        "`pub use crate::{a::{…}}` is Rust's",
    ),
    (
        "keyword-only param",
        "keyword-only",
        &[
            // pyright: "Argument missing for parameter mode" at alpha only.
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:scale",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "app.py", true), ("beta", "app.py", false)],
                excluded: &[],
            },
        ],
        "required keyword-only parameters are Python's",
    ),
    (
        "override parameter",
        "override-param",
        &[
            // pyright: "Argument missing for parameter code" at `ctx.fail(..)` only: the
            // override's unannotated `ctx` is the base's `Context` (same parameter names); the
            // renamed `context` is not inferred.
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:Context.fail",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("parse_args", "app.py", true),
                    ("get_command", "app.py", false),
                ],
                excluded: &[],
            },
        ],
        "a parameter typed by the overridden method's annotation is Python's (pyright's inference)",
    ),
    (
        "reaching assignment",
        "reaching-assignment",
        &[
            // pyright: "Argument missing for parameter indent" at alpha only: each read of
            // `d` sees its last assignment (`Doc()` in alpha, `Page()` in beta).
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:Doc.render",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.py", true)],
                excluded: &[("beta", "app.py")],
            },
        ],
        "a local rebound to another type, read after its last assignment, is measured in Python (tomlkit)",
    ),
    (
        "vexing local",
        "vexing-local",
        &[
            // g++ -fsyntax-only: no matching Key::Key(const char*&, unsigned int, Key::Policy)
            // at alpha (`key` is alpha's parameter, so the line builds a variable).
            CauseCell {
                lang: "C++",
                sel: "key.hpp:Key",
                status: "contract-change",
                was: 3,
                now: 2,
                callers: &[("alpha", "app.cpp", true)],
                excluded: &[],
            },
        ],
        "C++'s grammar alone reads `T x(a, f(b));` as a function declaration (jsoncpp)",
    ),
    (
        "overload by reference",
        "overload-by-reference",
        &[
            // g++ -fsyntax-only: no matching Reader::parse(const char [4]) at alpha (the
            // `std::string` overload wants 2 arguments, `std::istream&` takes no string); beta
            // passes an istream.
            CauseCell {
                lang: "C++",
                sel: "a.hpp:Reader.parse",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[("alpha", "app.cpp", true), ("beta", "app.cpp", false)],
                excluded: &[],
            },
        ],
        "a non-const reference parameter that no string binds to is C++'s (jsoncpp's Reader::parse)",
    ),
    (
        "type alias",
        "type-alias",
        &[
            // go build -gcflags=-e: "not enough arguments in call to m.Run" at alpha
            // (`type Motor = Engine` in calc/compat.go, a sibling of the method's file).
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Engine.Run",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app/app.go", true)],
                excluded: &[],
            },
        ],
        "a type alias of the owner in another file of its package is measured in Go",
    ),
    (
        "embedded interface",
        "embedded-interface",
        &[
            // go build -gcflags=-e: "not enough arguments in call to s.Run" at alpha
            // (`Service` embeds `Runner`, whose Run is the target).
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Runner.Run",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app/app.go", true)],
                excluded: &[],
            },
        ],
        "an interface embedding the target's interface is measured in Go",
    ),
    (
        "inherited field",
        "inherited-field",
        &[
            // mcs: CS1501 at Reply (`conn` is BusObject's protected field, declared in
            // src/BusObject.cs).
            CauseCell {
                lang: "C#",
                sel: "src/Connection.cs:Connection.Send",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("Reply", "src/ExportObject.cs", true)],
                excluded: &[],
            },
            // tsc 5.6.3: TS2554 at spacing's `this.parent.fit()` and onChildShown's
            // `this.parent!.fit()` in BoxLayout, whose `parent` is the getter
            // `get parent(): Widget | null` of Layout (layout.ts), through PanelLayout
            // (panellayout.ts), which declares none (lumino-widgets); relayout's `item.fit()`
            // is LayoutItem's and compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "widget.ts:Widget.fit",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[("spacing", "boxlayout.ts", true), ("onChildShown", "boxlayout.ts", true)],
                excluded: &[("relayout", "boxlayout.ts")],
            },
        ],
        "a receiver that is a base class's field, the base in its own file, is measured in C# (dbus-sharp) and TypeScript (lumino-widgets' inherited `parent` getter)",
    ),
    (
        "module fn via x.",
        "module-function",
        &[
            // pyright: only `lib.calc.render(1)` is rejected; `x.render(1)` is Page's.
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:render",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("beta", "app.py", true)],
                excluded: &[("alpha", "app.py")],
            },
        ],
        "issue 10 measured this false flag in Python",
    ),
    (
        "overload below max",
        "overload-below-max",
        &[
            // javac: "no suitable method found for scale(int)" at alpha; beta's 3-argument
            // overload is untouched.
            CauseCell {
                lang: "Java",
                sel: "src/A.java:scale",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[("alpha", "src/App.java", true), ("beta", "src/App.java", false)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (the overloads row covers TypeScript and the rest)",
    ),
    (
        "overload by literal",
        "overload-by-literal",
        &[
            // javac: "String cannot be converted to IntSupplier" at alpha: two arguments, but
            // the 2-parameter overload left takes a functional interface.
            CauseCell {
                lang: "Java",
                sel: "src/A.java:scale",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "src/App.java", true), ("beta", "src/App.java", false)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java",
    ),
    (
        "overload by declared type",
        "overload-by-declared-type",
        &[
            // javac: "no suitable method found for specFor(String)" at specFor(char), alpha,
            // beta and gamma (a `String` from `String.valueOf`, a parameter, another class's
            // field and constant); delta's `char` still reaches `specFor(char)`. jopt-simple's
            // `OptionParser.specFor`.
            CauseCell {
                lang: "Java",
                sel: "src/Parser.java:Parser.specFor",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("specFor", "src/Parser.java", true),
                    ("alpha", "src/Parser.java", true),
                    ("beta", "src/Parser.java", true),
                    ("gamma", "src/Parser.java", true),
                    ("delta", "src/Parser.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out jopt-simple)",
    ),
    (
        "overload by generic type",
        "overload-by-generic-type",
        &[
            // javac: "String cannot be converted to char" at alpha and gamma: the key of a
            // `Map.Entry<List<String>, ...>`, its iterator's `next()`, is a `String`, and so is
            // `get(0)` of a `var` walking the map's `keySet()`; beta's `Map<String,
            // Character>.get` and delta's `var` over a `List<Character>` are `Character`s, which
            // unbox to `specFor(char)`. jopt-simple's `OptionParser.specFor`.
            CauseCell {
                lang: "Java",
                sel: "src/Parser.java:Parser.specFor",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/Parser.java", true),
                    ("beta", "src/Parser.java", false),
                    ("gamma", "src/Parser.java", true),
                    ("delta", "src/Parser.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out jopt-simple)",
    ),
    (
        "overload by class",
        "overload-by-class",
        &[
            // javac: "no suitable method found for valuesOf(BaseSpec<V#1>)" at values: `this`,
            // a class implementing `Spec`, is no `String`; `named`'s String reaches
            // `valuesOf(String)`. jopt-simple's `OptionSet.valuesOf`.
            CauseCell {
                lang: "Java",
                sel: "src/Detected.java:Detected.valuesOf",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("values", "src/BaseSpec.java", true),
                    ("named", "src/Detected.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out jopt-simple)",
    ),
    (
        "overload by JDK type",
        "overload-by-jdk-type",
        &[
            // javac 17: "no suitable method found for toCharset(Charset)" at alpha: a `Charset`
            // (a java.* import) is no `String`, for `toCharset(String)` nor for the fixed
            // parameter of `toCharset(String, String...)`; beta's String still reaches
            // `toCharset(String)` (two parameters before and after: the variadic overload's).
            // commons-io's `Charsets.toCharset`.
            CauseCell {
                lang: "Java",
                sel: "src/io/Charsets.java:Charsets.toCharset",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "src/io/App.java", true),
                    ("beta", "src/io/App.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out commons-io)",
    ),
    (
        "member chain receiver",
        "member-chain",
        &[
            // tsc 5.6.3: TS2554 at alpha's `tr.doc.resolve(1)` (a constructor parameter
            // property of a class of another file) and gamma's `doc.resolve(1)` (`const doc =
            // $pos.doc`, a getter returning `this.node(0)`: prosemirror's `tr.doc.resolve(..)`,
            // `$from.doc.resolve(..)`); beta's `tr.mark` is a Mark, whose resolve stays.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Doc.resolve",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true), ("gamma", "app.ts", true)],
                excluded: &[("beta", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (prosemirror)",
    ),
    (
        "factory function result receiver",
        "factory-return",
        &[
            // tsc 5.6.3: TS2554 at alpha's `Book.create(..)` (`const Book =
            // createRecordType<Book>(..)`, an imported generic function declared to return
            // `RecordType<R>`) and gamma's `Author.create(..)` (a local factory declared to
            // return `RecordType<R> | undefined`, read through `!`): tldraw-store's
            // `Author.create(..)`; beta's `Steps` comes from a factory of Migration, whose
            // create stays.
            CauseCell {
                lang: "TypeScript",
                sel: "record.ts:RecordType.create",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true), ("gamma", "app.ts", true)],
                excluded: &[("beta", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out tldraw-store)",
    ),
    (
        "inferred factory return",
        "inferred-factory-return",
        &[
            // tsc 5.6.3: TS2554 at alpha's `s.run(..)` (`const s = getStore(..)`, a local
            // function with no declared return type whose one `return` is `new
            // Store<number>(..)`; tldraw-sync-core's `getStorage(..)` of SQLiteSyncStorage);
            // beta's `o` comes from such a factory of Other, whose run stays. (A direct
            // `getStore("b").run(..)`, also TS2554, is still only listed: left for later.)
            CauseCell {
                lang: "TypeScript",
                sel: "store.ts:Store.run",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true)],
                excluded: &[("beta", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out tldraw-sync-core)",
    ),
    (
        "static factory alias",
        "static-factory-alias",
        &[
            // tsc 5.6.3: TS2554 at alpha's, beta's and delta's `safeParse(..)`: `z.text()`
            // (`import * as z` of a barrel whose module says `const textType = Text.create;
            // export { textType as text }`, `static create = (..): Text => { .. }` a static
            // field holding an arrow: zod v3's `z.string()`), then `.min(1)` (returns
            // `this.check(..)`, which returns `new Text()`), `.describe(..)` (declared `this`)
            // and `.optional()` (declared in the base) and `Text.create(..)` direct, each held
            // by a variable; gamma's `z.other()` is an Other, whose own safeParse stays. (The
            // same chains as the call's receiver directly: row "call chain receiver".)
            CauseCell {
                lang: "TypeScript",
                sel: "types.ts:Schema.safeParse",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", true),
                    ("delta", "app.ts", true),
                ],
                excluded: &[("gamma", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out zod)",
    ),
    (
        "call chain receiver",
        "call-chain-receiver",
        &[
            // tsc 5.6.3: TS2554 at alpha's, beta's, delta's, zeta's and eta's `safeParse(..)`.
            // The receiver is itself a chain of calls, typed link by link as a variable
            // holding it is (row "static factory alias"): `z.text()` (a module alias of the
            // static factory field `Text.create`), `.min(1)` (returns `this.check(..)`, which
            // returns `new Text()`), `.describe(..)` (declared `this`), `.optional()` (declared
            // in the base), `Text.create(..)` direct, `new Text()`. gamma's `z.other().self()`
            // and epsilon's `new Other().self()` are Others, whose own safeParse stays. eta's
            // `either(3)` has no declared return (tsc infers `Text | Other`): an unsure link,
            // listed.
            CauseCell {
                lang: "TypeScript",
                sel: "types.ts:Schema.safeParse",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", true),
                    ("delta", "app.ts", true),
                    ("zeta", "app.ts", true),
                    ("eta", "app.ts", false),
                ],
                excluded: &[("gamma", "app.ts"), ("epsilon", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out zod)",
    ),
    (
        "interface property receiver",
        "interface-property-receiver",
        &[
            // tsc 5.6.3: TS2554 at handleResponse's and beta's `options.controller.errorWith(..)`
            // (`options: HandleRequestOptions`, an interface of the caller's module whose own
            // property `controller: RequestController` names the class: mswjs-interceptors'
            // handleRequest); gamma's `options.controller` is a SocketController, whose own
            // errorWith stays.
            CauseCell {
                lang: "TypeScript",
                sel: "controller.ts:RequestController.errorWith",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("handleResponse", "app.ts", true),
                    ("beta", "app.ts", true),
                ],
                excluded: &[("gamma", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out mswjs-interceptors)",
    ),
    (
        "local subclass construction",
        "local-subclass-construction",
        &[
            // tsc 5.6.3: TS2554 at alpha's `new MyInterceptor(..)`: a class declared inside
            // the function, with no constructor of its own, extends Interceptor and takes its
            // constructor (mswjs-interceptors' Interceptor.test.ts); beta's MyInterceptor of
            // the same name declares its own and compiles (no call of the target).
            CauseCell {
                lang: "TypeScript",
                sel: "lib.ts:Interceptor.constructor",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (held-out mswjs-interceptors)",
    ),
    (
        "interface call chain receiver",
        "interface-chain-receiver",
        &[
            // tsc 5.6.3: TS2554 at alpha's, beta's, gamma's and delta's `describe(..)`, a
            // method of the interface Schema that the interfaces Text and Optional inherit
            // through `_Schema` (zod v4's classic API): `z.text()` (a namespace's function
            // overloaded with one parameter list, the first signature returning Text),
            // `.min(1)` (declared `this`), `.optional()` (`Optional<this>`), a `const` holding
            // such a chain, a `let` assigned again (its initialiser's type). epsilon's
            // `z.other()` is an Other, whose own describe stays (listed: its bases are not
            // followed, so it is not told apart).
            CauseCell {
                lang: "TypeScript",
                sel: "schemas.ts:Schema.describe",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", true),
                    ("gamma", "app.ts", true),
                    ("delta", "app.ts", true),
                    ("epsilon", "app.ts", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (held-out zod)",
    ),
    (
        "interface callback parameter",
        "interface-callback-parameter",
        &[
            // tsc 5.6.3: TS2554 at alpha's and beta's `ctx.addIssue(..)`: the callback's
            // `ctx` is `core.Ctx`, a namespace-qualified type, as declared by the method
            // `refine` that Text inherits from the interface Schema (alpha) and by the
            // function `refine` of the namespace `z` (beta); gamma's `ctx` is an OtherCtx,
            // whose own addIssue stays (zod v4's `$RefinementCtx` of `superRefine`). And at
            // delta's: its receiver is a variable holding `z.text()`, a namespace function's
            // call (zod's `const baseSchema = z.object({..}); baseSchema.superRefine(..)`).
            CauseCell {
                lang: "TypeScript",
                sel: "core.ts:Ctx.addIssue",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", true),
                    ("delta", "app.ts", true),
                ],
                excluded: &[("gamma", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out zod)",
    ),
    (
        "object literal member callback",
        "object-literal-member-callback",
        &[
            // tsc 5.6.3: TS2554 at paragraph's, heading's, start's and end's `state.write(..)`:
            // functions given as members of an object literal argument take their parameter
            // types from the member's type in the parameter's declared object type — the
            // constructor's `{[node: string]: (state: State, index: number) => void}` index
            // signature (paragraph, a method; heading, an arrow function), `render`'s own
            // `start(state: State)` method signature and `end: (state: State) => void`
            // property (prosemirror-markdown's `new MarkdownSerializer({ code_block(state,
            // node) { state.write(..) } }, ..)`); other's `o.write(..)` is Other's (its member
            // declares `(o: Other) => void`), and epsilon's receiver is annotated.
            CauseCell {
                lang: "TypeScript",
                sel: "serializer.ts:State.write",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("paragraph", "app.ts", true),
                    ("heading", "app.ts", true),
                    ("start", "app.ts", true),
                    ("end", "app.ts", true),
                    ("epsilon", "app.ts", true),
                ],
                excluded: &[("other", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out prosemirror-markdown)",
    ),
    (
        "aliased callback parameter",
        "alias-callback-parameter",
        &[
            // tsc 5.6.3: TS2554 at alpha's and beta's `txn.getClock()`: the callback of
            // `transaction<T>(callback: TxnCallback<T>)`, declared by the interface Storage (a
            // parameter typed so) and by the class Mem, where `type TxnCallback<T> = (txn:
            // Txn) => T` gives `txn` the interface Txn (tldraw-sync-core's
            // `storage.transaction((txn) => ..)`); gamma's `getClock()` is Mem's own.
            CauseCell {
                lang: "TypeScript",
                sel: "types.ts:Txn.getClock",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[("alpha", "app.ts", true), ("beta", "app.ts", true)],
                excluded: &[("gamma", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out tldraw-sync-core)",
    ),
    (
        "namespace-qualified function",
        "namespace-function",
        &[
            // tsc 5.6.3: TS2554 at alpha's and beta's `Renderer.resolveOption(..)`: the
            // function `export namespace Renderer` declares, the namespace merged with the
            // class Renderer and imported by name (`import { Renderer } from "./renderer"`),
            // or named in its own module (lumino-datagrid's `CellRenderer.resolveOption(..)`);
            // gamma's bare `resolveOption(..)` is its module's own function of that name.
            CauseCell {
                lang: "TypeScript",
                sel: "renderer.ts:resolveOption",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("beta", "app.ts", true), ("alpha", "renderer.ts", true)],
                excluded: &[("gamma", "controller.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out lumino-datagrid)",
    ),
    (
        "declared function type parameter",
        "declared-function-type",
        &[
            // tsc 5.6.3: TS2554 at alpha's and beta's `scrollIntoView()`: the parameters of a
            // function value typed by the variable's declared type (`const alpha: Command =
            // (state, dispatch) => ..`) or by the declared return type of the function that
            // returns it, both the alias `Command = (state: EditorState, ..) => boolean`; then
            // the getter `tr: Transaction` and a method declared to return `this`
            // (prosemirror-commands' `state.tr.deleteSelection().scrollIntoView()`); gamma's
            // `box` is declared a Box, whose own scrollIntoView compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "state.ts:Transaction.scrollIntoView",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[("alpha", "app.ts", true), ("beta", "app.ts", true)],
                excluded: &[("gamma", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out prosemirror-state)",
    ),
    (
        "method returning this by inference",
        "inferred-this-return",
        &[
            // tsc 5.6.3: TS2554 at alpha's `delta.clone()` (`const delta = Vec.Sub(a, b).add(c)`)
            // and beta's `offset.rot(0.5).mul(2).add(..).clone()`: `rot`, `mul` and `add`
            // declare no return type and return only `this`, which tsc infers, so the chain
            // stays a Vec (tldraw's `Vec` methods). gamma's `or(..)` may return its `any`
            // argument: `.clone(true)` compiles, and stays listed; delta's Box has its own
            // clone.
            CauseCell {
                lang: "TypeScript",
                sel: "vec.ts:Vec.clone",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", true),
                    ("gamma", "app.ts", false),
                ],
                excluded: &[("delta", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (tldraw-editor)",
    ),
    (
        "variable destructured from this",
        "destructured-this-field",
        &[
            // tsc 5.6.3: TS2554 at alpha's and beta's `editor.getShape(..)` after `const {
            // editor } = this`: the variable is `this.editor`, a parameter property of the
            // base StateNode (alpha, in an arrow) or the class's own field (beta); gamma's
            // Cache declares `editor: Store`, whose own getShape takes two (tldraw's tools
            // and shape utils).
            CauseCell {
                lang: "TypeScript",
                sel: "editor.ts:Editor.getShape",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "tools.ts", true), ("beta", "tools.ts", true)],
                excluded: &[("gamma", "tools.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (tldraw-editor)",
    ),
    (
        "getter typed by its new",
        "inferred-getter-new",
        &[
            // tsc 5.6.3: TS2554 at alpha's `box.center.clone()`, beta's `c.clone()` (`const
            // c = box.corner`) and epsilon's `bounds.center.clone()`: getters of no declared
            // type whose every return is `new Vec(..)` hold a Vec (tldraw's `Box.center`), in
            // more.ts on a variable holding a Box its module never imports (`const bounds =
            // shapes.bounds()`, tldraw's rotation.ts); gamma's `transform` is `Mat | Vec`,
            // narrowed to Mat, whose clone compiles (listed: the getter names no one class);
            // delta's Box has its own clone.
            CauseCell {
                lang: "TypeScript",
                sel: "geom.ts:Vec.clone",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", true),
                    ("gamma", "app.ts", false),
                    ("epsilon", "more.ts", true),
                ],
                excluded: &[("delta", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (tldraw-editor)",
    ),
    (
        "overload by array type",
        "overload-by-array-type",
        &[
            // javac 17: "no suitable method found for length(char[])" at alpha: a `char[]` is
            // no `byte[]`, `CharSequence` or `Object[]`; beta's `String[]` reaches
            // `length(Object[])`, gamma's `byte[]` `length(byte[])`, delta's StringBuilder
            // `length(CharSequence)`. commons-io's `IOUtils.length`.
            CauseCell {
                lang: "Java",
                sel: "src/io/IOUtils.java:IOUtils.length",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/io/Proxy.java", true),
                    ("beta", "src/io/Proxy.java", false),
                    ("gamma", "src/io/Proxy.java", false),
                    ("delta", "src/io/Proxy.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out commons-io)",
    ),
    (
        "overload by new",
        "overload-by-new",
        &[
            // javac 17: "no suitable method found for handle(String)" at alpha: `new
            // String(buf)` is no Exception; beta's `new IllegalStateException(...)` reaches
            // `handle(Exception)`. commons-io's `TailerListener.handle`.
            CauseCell {
                lang: "Java",
                sel: "src/io/Listener.java:Listener.handle",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/io/Tailer.java", true),
                    ("beta", "src/io/Tailer.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out commons-io)",
    ),
    (
        "overload by concat",
        "overload-by-string-concat",
        &[
            // javac 17: "String cannot be converted to Throwable" at alpha and beta: a `+` with
            // a String operand is a String (JLS 15.18.1), which the one-argument Throwable
            // constructor rejects; gamma's Throwable and delta's two arguments still fit.
            // jcommander's `ParameterException`, commons-codec's `EncoderException`.
            CauseCell {
                lang: "Java",
                sel: "src/cli/CliException.java:CliException",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "src/cli/Parser.java", true),
                    ("beta", "src/cli/Parser.java", true),
                    ("gamma", "src/cli/Parser.java", false),
                    ("delta", "src/cli/Parser.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out jcommander, commons-codec)",
    ),
    (
        "overload by own call",
        "overload-by-method-result",
        &[
            // javac 17: "byte[] cannot be converted to ByteBuffer" at alpha and gamma: both
            // `md5` overloads of the caller's own class return `byte[]`; beta's `wrap` returns
            // a ByteBuffer. commons-codec's `Hex.encodeHexString` from `DigestUtils`.
            CauseCell {
                lang: "Java",
                sel: "src/codec/Hex.java:Hex.encodeHexString",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/codec/Digests.java", true),
                    ("beta", "src/codec/Digests.java", false),
                    ("gamma", "src/codec/Digests.java", true),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out commons-codec)",
    ),
    (
        "overload by outer call",
        "overload-by-outer-call",
        &[
            // javac 17: "String cannot be converted to int" at op, escape, alpha and gamma.
            // `op`'s unqualified `keyFor(..)` inside the member class `Buffer` is the outer
            // class's (Buffer declares none) and returns String; alpha's and gamma's receivers
            // are chains from `(new Buffer())` and a `Buffer` variable (an inherited member
            // class) through `escape()`, of `Buffer`; `left` is a String parameter. ctrl's
            // `(char)` and beta's `'3'` and `int` widen to `append(int)`.
            // jline2's `ConsoleReaderTestSupport.Buffer.append` and `ViMoveModeTest`.
            CauseCell {
                lang: "Java",
                sel: "src/term/Support.java:Buffer.append",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/term/MoveTest.java", true),
                    ("beta", "src/term/MoveTest.java", false),
                    ("gamma", "src/term/MoveTest.java", true),
                    ("op", "src/term/Support.java", true),
                    ("ctrl", "src/term/Support.java", false),
                    ("escape", "src/term/Support.java", true),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out jline2)",
    ),
    (
        "overload by inherited call",
        "overload-by-inherited-result",
        &[
            // javac 17: "String cannot be converted to Throwable" at alpha and at
            // MissingException's `super(message)`: `errorString`, inherited from a base class
            // in another file, returns a String, as the String parameter is one, which the
            // one-argument Throwable constructor rejects; beta's exception still fits.
            // jcommander's converters and `MissingCommandException`.
            CauseCell {
                lang: "Java",
                sel: "src/cli/CliException.java:CliException",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "src/cli/IntConverter.java", true),
                    ("beta", "src/cli/IntConverter.java", false),
                    ("MissingException", "src/cli/MissingException.java", true),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (jcommander, the eighth round)",
    ),
    (
        "overload by JDK hierarchy",
        "overload-by-jdk-hierarchy",
        &[
            // javac 17: "no suitable method found for walk(App,Path)" at alpha: a `Path` is no
            // `URI` (a final class) nor a `String`, as the JDK's own declarations say; beta's
            // URI and gamma's String still fit. commons-io's `PathUtils.visitFileTree`.
            CauseCell {
                lang: "Java",
                sel: "src/io/Walker.java:Walker.walk",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[
                    ("alpha", "src/io/App.java", true),
                    ("beta", "src/io/App.java", false),
                    ("gamma", "src/io/App.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (commons-io, the seventh round)",
    ),
    (
        "overload by varargs element",
        "overload-by-varargs-element",
        &[
            // javac 17: "method close in class Quiet cannot be applied to given types" at
            // alpha: its second argument, a `Consumer` by its cast, is no `Closeable`, the
            // element type of `close(Closeable...)`; beta's InputStream is one.
            // commons-io's `IOUtils.closeQuietly`.
            CauseCell {
                lang: "Java",
                sel: "src/io/Quiet.java:Quiet.close",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "src/io/Reader2.java", true),
                    ("beta", "src/io/Reader2.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (commons-io, the seventh round)",
    ),
    (
        "overload by enum constant",
        "overload-by-enum-constant",
        &[
            // javac 17: "no suitable method found for sendCommand(FTPCmd,String)" at alpha:
            // `FTPCmd.USER`, an enum constant, is an FTPCmd, which neither `(int, String)` nor
            // `(String, String)` takes; beta's `FTPCmd.LIMIT` is an int field of the enum and
            // gamma passes a String. commons-net's `FTP.sendCommand`.
            CauseCell {
                lang: "Java",
                sel: "src/net/FTP.java:FTP.sendCommand",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "src/net/Client.java", true),
                    ("beta", "src/net/Client.java", false),
                    ("gamma", "src/net/Client.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out commons-net, the ninth round)",
    ),
    (
        "overload by variadic array",
        "overload-by-variadic-array",
        &[
            // javac 17: "no suitable method found for validate(Closure<? super E>[])" at
            // alpha: an array of Closures, alone in the variadic place, is no
            // `Predicate<?>...`; beta's Predicate array still is. commons-collections4's
            // `FunctorUtils.validate`.
            CauseCell {
                lang: "Java",
                sel: "src/fn/Checks.java:Checks.validate",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/fn/Chain.java", true),
                    ("beta", "src/fn/Chain.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out commons-collections4, the ninth round)",
    ),
    (
        "static call receiver",
        "static-call-receiver",
        &[
            // javac 17: "method println in interface Console cannot be applied to given types"
            // at alpha: `Commander.getConsole()`, a static method of a repository class,
            // returns a Console; beta's `System.out.println` is PrintStream's (listed by name).
            // jcommander's `JCommander.getConsole().println(...)`.
            CauseCell {
                lang: "Java",
                sel: "src/cli/Console.java:Console.println",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/cli/Usage.java", true),
                    ("beta", "src/cli/Usage.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (jcommander, the eighth round)",
    ),
    (
        "nested type import",
        "nested-import",
        &[
            // javac 17: "method add in interface Counter cannot be applied to given types" at
            // alpha: `import io.Counters.PathCounters` names a nested interface of
            // Counters.java whose `getByteCounter()` returns `Counter`; beta's `add` is List's.
            // commons-io's `Counters.Counter.add`.
            CauseCell {
                lang: "Java",
                sel: "src/io/Counters.java:Counter.add",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "src/io/walk/Visitor.java", true)],
                excluded: &[("beta", "src/io/walk/Visitor.java")],
            },
        ],
        "issue 10 measured it in Java (held-out commons-io)",
    ),
    (
        "own override",
        "own-override",
        &[
            // javac: "method get in class Abbrev<V> cannot be applied to given types" at
            // Abbrev.contains: its own `get` takes two now, like the interface's; Simple keeps a
            // one-parameter `get` of its own. jopt-simple's `OptionNameMap.get` and
            // `AbbreviationMap.contains`.
            CauseCell {
                lang: "Java",
                sel: "src/Names.java:Names.get",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("contains", "src/Abbrev.java", true),
                    ("contains", "src/Simple.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out jopt-simple)",
    ),
    (
        "instanceof receiver",
        "instanceof-narrowing",
        &[
            // tsc 5.6: TS2554 at alpha's `x.set(1)` only (mobx: `if (observable instanceof
            // ComputedValue) { observable.set(newValue) }`); beta's `x` is a Box there.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Computed.set",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true)],
                excluded: &[("beta", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (mobx)",
    ),
    (
        "type-guard receiver",
        "type-guard-narrowing",
        &[
            // tsc 5.6.3: TS2554 at alpha's `x.set(1)` only (mobx: `} else if
            // (isObservableMap(obj)) { obj.set(key, value) }`, rxjs: `if
            // (isSubscription(destination)) destination.add(this)`); beta's guard, a variable
            // asserted to `(thing: any) => thing is Box`, makes `x` a Box there.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Computed.set",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true)],
                excluded: &[("beta", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (mobx, rxjs)",
    ),
    (
        "inherited method",
        "inherited-method",
        &[
            // tsc 5.6.3: TS2554 at alpha's `s.add(1)` (`s: Subscriber`, a class of another
            // file that extends Subscription) and at gamma's `this.add(1)` in a subclass of
            // Subscriber (rxjs: `subscriber.add(..)`, `VirtualAction`'s `this.add(action)`);
            // beta's Box has an `add` of its own.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Subscription.add",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true), ("gamma", "app.ts", true)],
                excluded: &[("beta", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (rxjs)",
    ),
    (
        "default-exported base",
        "default-export-base",
        &[
            // tsc 5.6.3: TS2554 at alpha's `this.acroField.setFlagTo(1, true)` (`acroField:
            // Text`, named from a barrel's `export { default as Text } from "./text"`; Text
            // extends Terminal, a default import, which extends Field, a default import of a
            // module that ends `export default Field;`) and at beta's `t.setFlagTo(2, false)`
            // (`t: Terminal`, a default import) (pdf-lib: `this.acroField.setFlagTo(..)` on
            // PDFAcroText, PDFAcroTerminal extends PDFAcroField); gamma's Annotation (`export {
            // Annotation as default }`) has a setFlagTo of its own.
            CauseCell {
                lang: "TypeScript",
                sel: "acro/field.ts:Field.setFlagTo",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "app.ts", true), ("beta", "app.ts", true)],
                excluded: &[("gamma", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (pdf-lib)",
    ),
    (
        "interface extends",
        "interface-extends",
        &[
            // tsc 5.6.3: TS2554 at alpha's `table.getColumn("a")` (`interface Table extends
            // CoreInstance, HeadersInstance`, in another file) and at beta's
            // `grid.getColumn("b")` (`type Grid = HeadersInstance & CoreInstance & {..}`)
            // (table-core: `table: Table<TData>`); gamma's Lookup has a getColumn of its own.
            CauseCell {
                lang: "TypeScript",
                sel: "table.ts:CoreInstance.getColumn",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true), ("beta", "app.ts", true)],
                excluded: &[("gamma", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (table-core)",
    ),
    (
        "callback parameter",
        "callback-parameter",
        &[
            // tsc 5.6.3: TS2554 at alpha's `subscriber.add(1)` (the callback of
            // `operate(init: (source: string, subscriber: Subscriber) => void)`), at beta's (of
            // `new Observable(..)`, whose constructor declares the callback) and at gamma's
            // (returned where the declared return type is `(subscriber: Subscriber) => void`)
            // (rxjs: `operate((source, subscriber) => ..)`, table-core: `return table => ..`);
            // delta's callback parameter is declared a Box, whose own add compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Subscription.add",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", true),
                    ("gamma", "app.ts", true),
                ],
                excluded: &[("delta", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (rxjs, table-core)",
    ),
    (
        "generic element receiver",
        "generic-element",
        &[
            // tsc 5.6.3: TS2554 at alpha's `this.pending_?.get(key)?.set(true)` (mobx:
            // `pendingKeys_: Map<PropertyKey, ObservableValue<boolean>> | undefined`), at
            // gamma's `list[0].set(true)` and delta's `for (const f of flags) f.set(true)`;
            // beta's `get` and epsilon's `[k, l]` of a Map yield a Label, which compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Flag.set",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("gamma", "app.ts", true),
                    ("delta", "app.ts", true),
                ],
                excluded: &[("beta", "app.ts"), ("epsilon", "app.ts")],
            },
            // pyright 1.1.389: "Argument missing for parameter \"silent\"" at alpha's `for f in
            // self.pending: f.set(True)` (packaging's SpecifierSet._specs: a frozenset built
            // from `map(Specifier, …)` in one branch, from a `str | Iterable[Specifier]`
            // parameter in the other) and delta's loop over an `Iterable[Flag]` parameter;
            // beta's `list(labels)` and epsilon's dict keys are Labels, which it accepts.
            CauseCell {
                lang: "Python",
                sel: "value.py:Flag.set",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "app.py", true), ("delta", "app.py", true)],
                excluded: &[("beta", "app.py"), ("epsilon", "app.py")],
            },
            // cargo check: E0061 at alpha's `b.flags[0].set(true)` (similar's
            // `self.strings[i].slice(..)` of a `&[&T]` field), gamma's `flags.iter().any(|f|
            // f.set(true))` over a fn's `Vec<Flag>` (Flag glob re-exported at the crate root)
            // and epsilon's `for f in &flags`; beta's and delta's receivers are Labels.
            CauseCell {
                lang: "Rust",
                sel: "src/flag.rs:Flag.set",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "src/app.rs", true),
                    ("gamma", "src/app.rs", true),
                    ("epsilon", "src/app.rs", true),
                ],
                excluded: &[("beta", "src/app.rs"), ("delta", "src/app.rs")],
            },
        ],
        "issue 10 measured it in TypeScript (mobx), Python (packaging) and Rust (similar)",
    ),
    (
        "signatures on lines",
        "signature-lines",
        &[
            // tsc 5.6: TS2554 at alpha. The interface's generic call signatures stand on lines
            // of their own (mobx's `IActionFactory`), which the grammar does not end there.
            CauseCell {
                lang: "TypeScript",
                sel: "errors.ts:die",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true)],
                excluded: &[],
            },
        ],
        "a TypeScript grammar's gap (issue 10 measured it in mobx)",
    ),
    (
        "interface method",
        "interface-method",
        &[
            // go build -gcflags=-e: "not enough arguments in call to s.Scale" (alpha, `s, ok :=
            // v.(calc.Scaler)`) and "to v.(calc.Scaler).Scale" (beta); gamma calls the concrete
            // Unit's own Scale, which the edit leaves alone, and compiles.
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Scaler.Scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app/app.go", true), ("beta", "app/app.go", true)],
                excluded: &[("gamma", "app/app.go")],
            },
            // tsc 5.6: TS2554 at alpha and beta, whose receivers are typed Scaler; the
            // interface's member is a function-typed property (table-core's
            // `CoreInstance.getColumn`). gamma calls the class Unit's own scale and compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "calc.ts:Scaler.scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true), ("beta", "app.ts", true)],
                excluded: &[("gamma", "app.ts")],
            },
        ],
        "issue 10 measured it in Go (pflag's SliceValue.Replace) and TypeScript (table-core's CoreInstance.getColumn); the other languages have no cell yet",
    ),
    (
        "named class object",
        "named-class-object",
        &[
            // pyright: "Argument missing for parameter name" at alpha only; NotFound's
            // `IOError.__init__(self, name)` and Wrapped's `TemplateError.__init__(self, ..)`
            // are those classes' own (jinja2's exceptions).
            CauseCell {
                lang: "Python",
                sel: "lib/errors.py:TemplateSyntaxError.__init__",
                status: "contract-change",
                was: 4,
                now: 4,
                callers: &[("alpha", "app.py", true)],
                excluded: &[("__init__", "app.py"), ("__init__", "other.py")],
            },
        ],
        "issue 10 measured it in Python (held-out jinja2)",
    ),
    (
        "param method field",
        "param-method-field",
        &[
            // pyright: "Argument missing for parameter lineno" at alpha and beta (jinja2's
            // `self.stream = environment._tokenize(..)`, then `self.stream.expect(..)`).
            CauseCell {
                lang: "Python",
                sel: "lib/lexer.py:TokenStream.expect",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "app.py", true), ("beta", "app.py", true)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (held-out jinja2)",
    ),
    (
        "local subclass",
        "local-subclass",
        &[
            // pyright: "Argument missing for parameter parent" at alpha (jinja2's test
            // `class MyEnvironment(Environment)` inside the test method).
            CauseCell {
                lang: "Python",
                sel: "lib/env.py:Environment.get_template",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "app.py", true)],
                excluded: &[],
            },
            // tsc 5.6.3: TS2554 at alpha's `interceptor.apply()`: its `class MyInterceptor
            // extends Interceptor<any>` inside the function declares no apply; beta declares
            // another MyInterceptor of its own with its own apply(), which compiles
            // (mswjs-interceptors' tests, each declaring its subclass in its `it(..)`).
            CauseCell {
                lang: "TypeScript",
                sel: "lib.ts:Interceptor.apply",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[("alpha", "app.ts", true)],
                excluded: &[("beta", "app.ts")],
            },
        ],
        "issue 10 measured it in Python (held-out jinja2) and TypeScript (held-out mswjs-interceptors)",
    ),
    (
        "own class object",
        "own-class-object",
        &[
            // pyright: "Argument missing for parameter extra" at `self.__class__(..)` in copy
            // and `cls(2)` in small (jinja2's LRUCache.copy).
            CauseCell {
                lang: "Python",
                sel: "lib/cache.py:LRUCache.__init__",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("copy", "lib/cache.py", true), ("small", "lib/cache.py", true)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (held-out jinja2)",
    ),
    (
        "inherited constructor",
        "inherited-constructor",
        &[
            // pyright: "Argument missing for parameter extra" at `type(self)(..)` in
            // Symbol.renamed and at `NT(name)` in start (`NonTerminal as NT`, a subclass without
            // its own __init__: lark's grammar.py); Terminal declares its own __init__.
            CauseCell {
                lang: "Python",
                sel: "lib/grammar.py:Symbol.__init__",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("renamed", "lib/grammar.py", true), ("start", "lib/use.py", true)],
                excluded: &[],
            },
            // tsc 5.6.3: TS2554 at `super()` in BoxLayout's constructor and at
            // `new PanelLayout()` in createLayout: PanelLayout declares no constructor and
            // extends Layout, whose options lost their default (lumino-widgets);
            // GridLayout's `super(options)` compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "layout.ts:Layout.constructor",
                status: "contract-change",
                was: 1,
                now: 1,
                callers: &[
                    ("constructor", "boxlayout.ts", true),
                    ("createLayout", "boxlayout.ts", true),
                    ("constructor", "gridlayout.ts", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (lark's NonTerminal and SlottedTree) and TypeScript (lumino-widgets' PanelLayout)",
    ),
    (
        "constructor heir in another module",
        "heir-elsewhere",
        &[
            // tsc 5.6.3 on the edit (Field's protected constructor gains `kind: string`):
            // TS2554 "Expected 3 arguments, but got 2" at Terminal's `new Terminal(name, ref)`,
            // at CheckBox's `new CheckBox('box', ref)` and at Choice's `super(name, 0)`;
            // ListBox's `new ListBox('list')` compiles (Choice declares its own constructor).
            // CheckBox.ts and Choice.ts never name Field: CheckBox extends Button extends
            // Terminal extends Field, each a default import of its own module, and Choice
            // extends `Term`, a barrel's Terminal imported `as Term` (pdf-lib: `new
            // PDFAcroText(dict, ref)` in files naming only PDFAcroTerminal).
            CauseCell {
                lang: "TypeScript",
                sel: "acro/Field.ts:Field.constructor",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("create", "acro/CheckBox.ts", true),
                    ("constructor", "acro/Choice.ts", true),
                    ("fromName", "acro/Terminal.ts", true),
                ],
                excluded: &[],
            },
            // pyright 1.1.389 on the edit (RegexPattern.__init__'s include loses its
            // default): "Argument missing for parameter \"include\"" at alpha's
            // `WildPattern("*.txt")` in tests/test_wild.py, WildPattern a class of the
            // subpackage module lib/patterns/wild.py that inherits the constructor (its base
            // imported by `from ..pattern import RegexPattern`), imported by the test in a
            // parenthesised list; beta passes include, IgnorePattern declares its own
            // `__init__(*args, **kw)` (pathspec's GitWildMatchPattern and GitIgnorePattern).
            CauseCell {
                lang: "Python",
                sel: "lib/pattern.py:RegexPattern.__init__",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[
                    ("__init__", "lib/patterns/wild.py", false),
                    ("alpha", "tests/test_wild.py", true),
                    ("beta", "tests/test_wild.py", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (pdf-lib's acroform classes) and Python \
         (pathspec's GitWildMatchPattern)",
    ),
    (
        "constructor named as a type",
        "ctor-named-as-type",
        &[
            // tsc 5.6.3 on the edit (Field's constructor gains `kind: string`): TS2554
            // "Expected 3 arguments, but got 2" at Choice's `super(name, like.ref)` (Choice
            // extends Terminal, which declares no constructor), at Factory's `new K(name, 1)`
            // (`K: typeof Field`) and at Form's `new Text('text', ref)` (Text extends Terminal
            // extends Field). Form.ts and Choice.ts name Field only in imports and annotations
            // (Form through a heir of a heir, Choice through `super(..)`), Factory.ts only after
            // `typeof`; Holder.ts only in `import type` and annotations, with no call;
            // errors.ts's classes each declare a constructor (pdf-lib: `api/form/PDFForm.ts`
            // names PDFAcroField only as a type, `new XError(..)` in the acroform classes).
            CauseCell {
                lang: "TypeScript",
                sel: "acro/Field.ts:Field.constructor",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("constructor", "acro/Choice.ts", true),
                    ("build", "acro/Factory.ts", true),
                    ("textFor", "acro/Form.ts", true),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (pdf-lib's PDFAcroField, named only as a type in PDFForm.ts)",
    ),
    (
        "dataclass heir",
        "dataclass-heir",
        &[
            // pyright: "Argument missing for parameter reason" at `Response(status_code=..)`
            // in alpha (h11's `@dataclass(init=False, frozen=True) class Response(_ResponseBase)`
            // with a comment naming both classes above it); delta passes reason, and `Made`, a
            // dataclass that makes its own __init__, is no call of the target.
            CauseCell {
                lang: "Python",
                sel: "lib/events.py:ResponseBase.__init__",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[("alpha", "lib/use.py", true), ("delta", "lib/use.py", false)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (h11's Response and LocalProtocolError)",
    ),
    (
        "identity-decorated heir",
        "identity-decorated-heir",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"msg\"" at the two-line
            // `exceptions.IncompleteError(..)` in alpha: the class inherits the constructor and
            // its decorator `@with_str_method`, imported from `lib.compat`, gives the class back
            // (jmespath's exception classes); beta passes msg, and gamma's `RenamedError`, whose
            // decorator makes another class (`type(..)`), compiles.
            CauseCell {
                lang: "Python",
                sel: "lib/exceptions.py:ParseError.__init__",
                status: "contract-change",
                was: 5,
                now: 5,
                callers: &[("alpha", "lib/use.py", true), ("beta", "lib/use.py", false)],
                // ParseError's own `super().__init__(..)`: ValueError's constructor
                excluded: &[("__init__", "lib/exceptions.py")],
            },
        ],
        "issue 10 measured it in Python (jmespath's @with_str_method exception classes)",
    ),
    (
        "memo dict return",
        "memo-dict-return",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"options\"" at
            // `parsed.search(..)` in alpha and the chained `.search(..)` in beta: `Parser.parse`
            // returns either a lookup of its memo dict `_CACHE`, under `if cached is not None`,
            // whose only stores are `self._CACHE[expression] = parsed_result`, or that
            // `parsed_result`, which `_do_parse` (a `try` that returns, handlers that raise) and
            // `_parse` give as a `ParsedResult` (jmespath's parser cache); gamma passes options.
            CauseCell {
                lang: "Python",
                sel: "lib/parser.py:ParsedResult.search",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[
                    ("alpha", "lib/use.py", true),
                    ("beta", "lib/use.py", true),
                    ("gamma", "lib/use.py", false),
                    // a lookup of a dict another method stores any value in: listed
                    ("epsilon", "lib/use.py", false),
                ],
                // `re.search`
                excluded: &[("delta", "lib/use.py")],
            },
        ],
        "issue 10 measured it in Python (jmespath's Parser.parse)",
    ),
    (
        "instance call",
        "instance-call",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"name\"" at `zone.gettz()` in
            // alpha and `gettz()` in beta: `gettz = __get_gettz()` holds the instance of the
            // class GettzFunc its function defines and returns, re-exported by the package's
            // `import *` (dateutil's tz.gettz); gamma passes the name, delta's `gettz` is a
            // parameter that may hold any callable.
            CauseCell {
                lang: "Python",
                sel: "lib/zone/tz.py:GettzFunc.__call__",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "lib/use.py", true),
                    ("beta", "lib/use.py", true),
                    ("gamma", "lib/use.py", false),
                    ("delta", "lib/use.py", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (dateutil's tz.gettz)",
    ),
    (
        "imported base heir",
        "imported-base-heir",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"cache\"" at `Tagged(1)` in
            // alpha and `Local(2)` in beta: classes of the caller's module, one top-level
            // (dateutil's test `class TaggedRule(rrule)`), one in a function (pluggy's test
            // `class MyPluginManager(PluginManager)`), inherit the imported base's __init__;
            // delta passes cache, and Own declares its own __init__.
            CauseCell {
                lang: "Python",
                sel: "lib/rule.py:Rule.__init__",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[
                    ("__init__", "lib/use.py", false),
                    ("alpha", "lib/use.py", true),
                    ("beta", "lib/use.py", true),
                    ("delta", "lib/use.py", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (dateutil's TaggedRule, pluggy's MyPluginManager)",
    ),
    (
        "same-named class",
        "same-named-class",
        &[
            // pyright 1.1.389 on the edit (multi.py's Multi.add gains a first parameter):
            // "Argument missing for parameter \"v\"" at fill's `self.add(k, v)` and gamma's
            // `m.add(1, 2)` on an imported Multi; nothing in urls.py, which defines its own
            // `class Multi` (boltons' urlutils.py and its copy of OrderedMultiDict), rebinds
            // the name by `from .multi import Multi` (reported only as not assignable to the
            // class's declared type) and calls add on `self`, through `self_add = self.add`,
            // on a `Multi()`, on its subclass Query and on `OMD()`, all its own class's add.
            CauseCell {
                lang: "Python",
                sel: "lib/multi.py:Multi.add",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("fill", "lib/multi.py", true),
                    ("fresh", "lib/urls.py", false),
                    ("gamma", "lib/use.py", true),
                ],
                excluded: &[
                    ("update_extend", "lib/urls.py"),
                    ("more", "lib/urls.py"),
                    ("alpha", "lib/urls.py"),
                    ("beta", "lib/urls.py"),
                ],
            },
        ],
        "issue 10 measured it in Python (boltons' urlutils.OrderedMultiDict)",
    ),
    (
        "staticmethod alias",
        "staticmethod-alias",
        &[
            // pyright 1.1.389 on the edit (util.check gains `negate`): "Argument missing for
            // parameter \"negate\"" at alpha's `self._match(..)` and gamma's `Spec._match(..)`,
            // `_match = staticmethod(util.check)` a class attribute of Spec (pathspec's
            // PathSpec._match_file); IgnoreSpec overrides _match with its own static method,
            // so beta's `self._match(..)` and delta's `spec._match(..)` compile.
            CauseCell {
                lang: "Python",
                sel: "lib/util.py:check",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "lib/spec.py", true), ("gamma", "lib/spec.py", true)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (pathspec's PathSpec._match_file); a class attribute \
         bound to a function is Python's own",
    ),
    (
        "splat past the keyword boundary",
        "splat-keyword-boundary",
        &[
            // pyright 1.1.389 on the edit (update's default and tag made keyword-only, tag
            // required): "Expected 2 positional arguments" at alpha's `update(d, ["k"], None,
            // **kw)` (a `**` splat fills no positional parameter: toolz's update_in) and
            // "Argument missing for parameter \"tag\"" at beta's `update(*args)` (a `*` splat
            // fills no keyword-only one: intervaltree's `Interval(*t)`); gamma writes both
            // splats, delta's `**kw` and epsilon's keyword may fill tag: they compile.
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:update",
                status: "contract-change",
                was: 4,
                now: 4,
                callers: &[
                    ("alpha", "lib/use.py", true),
                    ("beta", "lib/use.py", true),
                    ("gamma", "lib/use.py", false),
                    ("delta", "lib/use.py", false),
                    ("epsilon", "lib/use.py", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (toolz's update_in, intervaltree's Interval, bs4's \
         Tag.insert); keyword-only parameters and `**` splats are Python's",
    ),
    (
        "declared mapping item return",
        "declared-mapping-return",
        &[
            // pyright 1.1.389 on the edit (Grammar.parse's error_recovery loses its default):
            // "Argument missing for parameter \"error_recovery\"" at alpha's `grammar.parse(..)`
            // and gamma's `self.grammar.parse(..)`: unannotated load_grammar returns
            // `_loaded[version]` or `_loaded.setdefault(..)` of a module dict declared
            // `Dict[str, "Grammar"]`, in a `try` whose handlers return or raise (parso's
            // load_grammar), so pyright infers `Grammar`; beta passes error_recovery.
            CauseCell {
                lang: "Python",
                sel: "lib/grammar.py:Grammar.parse",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[
                    ("alpha", "lib/use.py", true),
                    ("beta", "lib/use.py", false),
                    ("gamma", "lib/use.py", true),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (parso's load_grammar); a return type inferred from \
         an unannotated body is Python's",
    ),
    (
        "except-clause receiver",
        "except-clause-receiver",
        &[
            // pyright 1.1.389 on the edit (get_context's span loses its default): "Argument
            // missing for parameter \"span\"" at both of alpha's `e.get_context(text)`, `e`
            // bound by `except UnexpectedCharacters as e` and `except UnexpectedToken as e`
            // (lark's _parse_grammar); beta passes span.
            CauseCell {
                lang: "Python",
                sel: "lib/errors.py:UnexpectedInput.get_context",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[("alpha", "lib/use.py", true), ("beta", "lib/use.py", false)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (lark's load_grammar); the other languages' catch \
         clauses declare the type they bind",
    ),
    (
        "class-body method alias",
        "class-body-method-alias",
        &[
            // pyright 1.1.389 on the edit (Sorted.update gains `presorted`): "Argument missing
            // for parameter \"presorted\"" at `self._update(items)` in Sorted.__init__ and
            // alpha, at gamma's (Plain inherits Sorted's `_update = update`) and at delta's
            // `s._update([1])`: sortedcontainers' SortedList `_update = update`. KeySorted binds
            // its own `_update = update` (its own update), so beta's `self._update(more)` and
            // epsilon's `k._update([1])` compile.
            CauseCell {
                lang: "Python",
                sel: "lib/coll.py:Sorted.update",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("__init__", "lib/coll.py", true),
                    ("alpha", "lib/coll.py", true),
                    ("gamma", "lib/coll.py", true),
                    ("delta", "lib/coll.py", true),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (sortedcontainers' `_update = update`, `_clear = \
         clear`); a class attribute copied from a method in the class body is Python's own",
    ),
    (
        "instance-attribute method alias",
        "instance-attribute-method-alias",
        &[
            // pyright 1.1.389 on the edit (Sorted.add gains `hint`): "Argument missing for
            // parameter \"hint\"" at alpha's `self._list_add(key)` (`self._list_add =
            // _list.add` in Table.__init__, `_list` taken from `self._list = Sorted()`) and
            // at delta's `t._list_add(1)`: sortedcontainers' SortedDict. beta's
            // `self._bag_add(key)` holds Bag's add and gamma's Other binds its own
            // `_list_add` to Bag's: they compile.
            CauseCell {
                lang: "Python",
                sel: "lib/coll.py:Sorted.add",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "lib/table.py", true), ("delta", "lib/table.py", true)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (sortedcontainers' `self._list_add = _list.add`); a \
         bound method kept in an instance attribute is Python's own",
    ),
    (
        "parameter shadowing the target",
        "parameter-shadows-target",
        &[
            // pyright 1.1.389 on the edit (check_valid gains `strict`): "Argument missing for
            // parameter \"strict\"" at alpha's and is_partial_args' `check_valid(..)`, the
            // module's function. beta's and gamma's `check_valid` is their parameter, typed by
            // its default `is_valid_args`: beta's `orig_check_valid = check_valid` aliases the
            // parameter, not the target, and its `check_valid = lambda ..` rebinds it (toolz's
            // `test_is_valid(check_valid=is_valid_args)`): they compile.
            CauseCell {
                lang: "Python",
                sel: "lib/sigs.py:check_valid",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("alpha", "lib/checks.py", true),
                    ("is_partial_args", "lib/sigs.py", true),
                ],
                excluded: &[
                    ("beta", "lib/checks.py"),
                    ("beta", "lib/checks.py"),
                    ("gamma", "lib/checks.py"),
                ],
            },
        ],
        "issue 10 measured it in Python (held-out toolz); a parameter typed by its default \
         value is Python's own",
    ),
    (
        "class-body call",
        "class-body-call",
        &[
            // pyright 1.1.389 on the edit (Seq.__make_cmp gains `doc`): "Argument missing for
            // parameter \"doc\"" at the two class-body calls `__eq__ = __make_cmp(eq, \"==\")`
            // in Seq (sortedcontainers' SortedList); SSet's calls of its own `__make_cmp` of
            // the same name and list compile.
            CauseCell {
                lang: "Python",
                sel: "lib/seq.py:Seq.__make_cmp",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("Seq", "lib/seq.py", true)],
                excluded: &[("SSet", "lib/sset.py"), ("SSet", "lib/sset.py")],
            },
        ],
        "issue 10 measured it in Python (sortedcontainers' `__make_cmp`); a call in a class \
         body, before the class exists, is Python's own",
    ),
    (
        "tuple alias call",
        "tuple-alias-call",
        &[
            // pyright 1.1.389 on the edit (Ordered._dissoc gains `force`): "Argument missing
            // for parameter \"force\"" at write's `dissoc(old)` after `assoc, dissoc =
            // self._assoc, self._dissoc` (bidict's OrderedBidictBase._write); swap's
            // `dissoc(node)`, its `dissoc` bound to `self._assoc`, compiles.
            CauseCell {
                lang: "Python",
                sel: "lib/ordered.py:Ordered._dissoc",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("write", "lib/ordered.py", true)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (bidict's `assoc, dissoc = self._assoc_node, \
         self._dissoc_node`); the other languages' tuple bindings have rows of their own",
    ),
    (
        "dict of calls",
        "dict-of-calls",
        &[
            // pyright: "Argument missing for parameter flush" at `self.conn[role].send(..)` in
            // Pair.send (a field holding a dict of Connection(..) calls), at
            // `p.conn[CLIENT].send(..)` and `conn.send(..)` over the property `conns ->
            // ValuesView[Connection]` in alpha (p from a nested `def setup() -> Pair`), and at
            // `make().send(..)` in beta (a nested `def make() -> Connection`): h11's tests'
            // ConnectionPair. gamma's `p.send(..)` is Pair's own send.
            CauseCell {
                lang: "Python",
                sel: "lib/conn.py:Connection.send",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("send", "lib/pair.py", true),
                    ("alpha", "lib/use.py", true),
                    ("beta", "lib/use.py", true),
                ],
                excluded: &[("gamma", "lib/use.py")],
            },
        ],
        "issue 10 measured it in Python (h11's ConnectionPair)",
    ),
    (
        "unpacked receiver",
        "unpacked-receiver",
        &[
            // pyright: "Argument missing for parameter extra" at alpha (`loader, name =
            // p.get_loader(..)` of a `Tuple[BaseLoader, str]`) and beta (a parameter rebound
            // to its own declared type) — jinja2's PrefixLoader and Getitem.as_const.
            CauseCell {
                lang: "Python",
                sel: "lib/loaders.py:BaseLoader.get_source",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[("alpha", "app.py", true), ("beta", "app.py", true)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (held-out jinja2)",
    ),
    (
        "assigned let receiver",
        "assigned-let",
        &[
            // tsc 5.6.3 (`strict`): TS2554 at alpha's `type.create(name)`, an unannotated `let
            // type;` assigned `schema.nodes[name]` (a property with only an index signature of
            // NodeType) before it (prosemirror's `nodeType = this.parser.schema.nodes[rule.node]`
            // in `addElementByRule`); beta's `type` is a MarkType there. With `noImplicitAny`
            // false tsc reports nothing: the variable is `any`.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:NodeType.create",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[("alpha", "app.ts", true)],
                excluded: &[("beta", "app.ts")],
            },
        ],
        "evolving `let` types and index signatures are TypeScript's (issue 10, prosemirror)",
    ),
    (
        "inline object receiver",
        "inline-object-type",
        &[
            // tsc 5.6.3: TS2554 at alpha's `first.type.create(..)`, `first = types && types[0]`
            // of `types?: (null | {type: NodeType, ..})[]` (prosemirror's `canSplit`:
            // `overrideChild.type.create(overrideChild.attrs)`); beta's `m.type` is a MarkType.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:NodeType.create",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[("alpha", "app.ts", true)],
                excluded: &[("beta", "app.ts")],
            },
        ],
        "inline object types are TypeScript's (issue 10, prosemirror)",
    ),
    (
        "trait fn through type path",
        "trait-fn-type-path",
        &[
            // cargo check: E0061 at alpha's `General::with_mode(true)`, the associated fn (no
            // self) of `impl Wrapper for General` (base64's engine tests:
            // `GeneralPurposeWrapper::standard_with_pad_mode(..)`); beta's `Own::with_mode`
            // is Own's inherent fn, which a path call reaches first.
            CauseCell {
                lang: "Rust",
                sel: "src/wrap.rs:Wrapper.with_mode",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "src/app.rs", true)],
                excluded: &[("beta", "src/app.rs")],
            },
        ],
        "traits are Rust's (issue 10, base64)",
    ),
    (
        "JDK class named by a longer class's prefix",
        "jdk-class-name-prefix",
        &[
            // javac 17: "Class<CAP#1> cannot be converted to EdgeFactory<V,E>" at the
            // ListenableGraph(Class) constructor: its `Class<? extends E>` parameter fits only
            // the changed DirectedGraph(Class), though its package declares a
            // `ClassBasedFactory` (no `Class`). fromFactory's EdgeFactory still fits.
            // jgrapht's ListenableDirectedGraph beside ClassBasedEdgeFactory.
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/graph/DirectedGraph.java:DirectedGraph",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    // DirectedGraph(Class)'s own this(factory) reaches DirectedGraph(EdgeFactory).
                    ("DirectedGraph", "src/org/acme/graph/DirectedGraph.java", false),
                    ("ListenableGraph", "src/org/acme/graph/ListenableGraph.java", true),
                    ("fromFactory", "src/org/acme/graph/ListenableGraph.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out jgrapht, the fifteenth round)",
    ),
    (
        "receiver typed by a bounded type parameter",
        "type-param-bound-receiver",
        &[
            // javac 17: "method source in interface Graph<V,E#2> cannot be applied to given
            // types" at first and second: a G of `G extends Graph<V, E>` is looked up in its
            // bound. third's T is bounded by Tree, whose own source(E) is untouched.
            // jgrapht's GraphUnion and Subgraph (`private G base;`).
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/Graph.java:Graph.source",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("first", "src/org/acme/Union.java", true),
                    ("second", "src/org/acme/Union.java", true),
                ],
                excluded: &[("third", "src/org/acme/Union.java")],
            },
            // pyright 1.1.389 on the edit (Base.copy gains `deep`): "Argument missing for
            // parameter \"deep\"" at `self.copy()` in __copy__ and alpha, `self: BT` with `BT
            // = TypeVar(\"BT\", bound=\"Base\")` (bidict's BidictBase.copy); Other's beta, with
            // its own `OT` bound to Other, calls Other's copy and compiles.
            CauseCell {
                lang: "Python",
                sel: "lib/bid.py:Base.copy",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("__copy__", "lib/bid.py", true), ("alpha", "lib/bid.py", true)],
                excluded: &[("beta", "lib/bid.py")],
            },
            // tsc 5.6.3: "TS2554: Expected 2 arguments, but got 1." at second's
            // `this.origin.is(other)`: `origin: T` with `T extends Node` is read by its
            // constraint. Loose's `O extends Other` reaches Other's own is, untouched.
            // lexical's carets (`origin: T`, `T extends LexicalNode`).
            CauseCell {
                lang: "TypeScript",
                sel: "node.ts:Node.is",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("second", "app.ts", true)],
                excluded: &[("third", "app.ts")],
            },
        ],
        "issue 10 measured it in Java (held-out jgrapht, the fifteenth round) and in Python \
         (held-out bidict's `self: BT`, the twenty-third)",
    ),
    (
        "JDK supertype lacks it",
        "jdk-supertype-lacks",
        &[
            // javac 17: "Object cannot be converted to int" at alpha and gamma: their class's
            // own `entryOf(int)` does not take an Object, and of the supertypes, Ordered
            // extends `java.util.Map`, which has no `entryOf` (the JDK's declarations say so):
            // only Hashed's, which takes two now, is left. Beta's int reaches `entryOf(int)`.
            // commons-collections4's `AbstractHashedMap.getEntry` under AbstractLinkedMap.
            CauseCell {
                lang: "Java",
                sel: "src/map/Hashed.java:Hashed.entryOf",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("gamma", "src/map/Bounded.java", true),
                    ("alpha", "src/map/Linked.java", true),
                    ("beta", "src/map/Linked.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out commons-collections4, the ninth round)",
    ),
    (
        "function arity",
        "function-arity",
        &[
            // javac 17: "method close in class Quiet cannot be applied to given types" at alpha
            // and beta: `ex::addSuppressed` (no JDK method of that name takes no argument) and
            // `e -> ...` cannot be a Closeable, whose one abstract method takes none, so the
            // varargs overload does not take them; gamma's `() -> { }` is a Closeable and
            // delta passes one. commons-io's `IOUtils.closeQuietly(Closeable, Consumer)`.
            CauseCell {
                lang: "Java",
                sel: "src/io/Quiet.java:Quiet.close",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "src/io/Files.java", true),
                    ("beta", "src/io/Files.java", true),
                    ("gamma", "src/io/Files.java", false),
                    ("delta", "src/io/Files.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out commons-io)",
    ),
    (
        "JDK static result",
        "jdk-static-result",
        &[
            // javac 17: "no suitable method found for visit(T#1,Path)" at alpha and beta:
            // `Paths.get(..)` returns a Path (every `get` of Paths does, the JDK's
            // declarations say), which neither `(T, String, String...)` nor `(T, URI)` takes;
            // gamma's strings still reach the first. commons-io's `PathUtils.visitFileTree`.
            CauseCell {
                lang: "Java",
                sel: "src/walk/Walk.java:Walk.visit",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[
                    ("alpha", "src/walk/Walk.java", true),
                    ("beta", "src/walk/Walk.java", true),
                    ("gamma", "src/walk/Walk.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out commons-io)",
    ),
    (
        "library base and static import",
        "library-base-static-import",
        &[
            // javac 17 (junit4.jar on the class path): "method equalTo in class IsEqual cannot
            // be applied to given types" at alpha and beta: a test class extending JUnit 3's
            // `TestCase` (through a repository class, or imported with `junit.framework.*`)
            // inherits no `equalTo`, so the static import supplies it; gamma's class declares
            // its own, which shadows the import. hamcrest's `IsEqual.equalTo` in its tests.
            CauseCell {
                lang: "Java",
                sel: "src/demo/core/IsEqual.java:IsEqual.equalTo",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/demo/EqualityTest.java", true),
                    ("beta", "src/demo/WildcardTest.java", true),
                ],
                excluded: &[("gamma", "src/demo/OwnEqualTest.java")],
            },
        ],
        "issue 10 measured it in Java (hamcrest's tests extend JUnit 3's TestCase)",
    ),
    (
        "new pointer chain",
        "new-pointer-chain",
        &[
            // go build -gcflags=-e: "not enough arguments in call to new(calc.Route).Path"
            // (alpha) and "to new(calc.Route).Host(\"h\").Path" (beta): the builtin `new(T)` is
            // a `*T`, each method's declared result types the next; gamma's chain ends in
            // `*calc.Router`, whose own Path keeps its parameter, and compiles.
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Route.Path",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app/app.go", true), ("beta", "app/app.go", true)],
                excluded: &[("gamma", "app/app.go")],
            },
        ],
        "issue 10 measured it in Go (held-out gorilla-mux's `new(Route).Path(..)`)",
    ),
    (
        "field copy receiver",
        "field-copy-receiver",
        &[
            // go build -gcflags=-e: "not enough arguments in call to route.Match" (alpha,
            // `route := test.route` of a struct field) and "to (*r).Match" (beta, `r :=
            // &tests[0].route`); gamma's local is the field of type `*calc.Router`, whose own
            // Match keeps two parameters, and compiles.
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Route.Match",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "app/app.go", true), ("beta", "app/app.go", true)],
                excluded: &[("gamma", "app/app.go")],
            },
        ],
        "issue 10 measured it in Go (held-out gorilla-mux's `route := test.route`)",
    ),
    (
        "variadic after inserted",
        "variadic-after-inserted",
        &[
            // go build -gcflags=-e: "not enough arguments in call to route.URL" at alpha
            // (`route.URL(pairs(vars)...)`: the spread fills only the variadic, the inserted
            // `strict bool` before it is missing; the receiver is `route := test.route`) and at
            // beta (`route.URL()`).
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Route.URL",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app/app.go", true), ("beta", "app/app.go", true)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Go (held-out gorilla-mux's `route.URL(mapToPairs(..)...)`)",
    ),
    (
        "package own submodule",
        "package-submodule",
        &[
            // pyright: "Argument missing for parameter accessor" at alpha: `calc` of `from
            // lib import calc` is the submodule lib/__init__.py imports itself (`from . import
            // calc`), and Integer reaches Field through Number (marshmallow's fields).
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:Field.serialize",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[("alpha", "app.py", true)],
                excluded: &[("beta", "app.py")],
            },
        ],
        "issue 10 measured it in Python (held-out marshmallow)",
    ),
    (
        "stdlib base",
        "stdlib-base",
        &[
            // pyright: "Expected 1 positional argument" at alpha only: super() in a metaclass
            // deriving from abc.ABCMeta never reaches a repository class's __init__
            // (marshmallow's SchemaMeta).
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:Failure.__init__",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[("alpha", "app.py", true)],
                excluded: &[("__init__", "app.py"), ("__init__", "lib/calc.py")],
            },
        ],
        "issue 10 measured it in Python (held-out marshmallow)",
    ),
    (
        "local subclass chain",
        "local-subclass-chain",
        &[
            // pyright: "Argument missing for parameter partial" at alpha: a local class whose
            // one base derives from the owner (marshmallow's `class BadSchema(ValidatesSchema)`
            // in a test); beta's local class overrides the method.
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:Schema.validate",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[("alpha", "app.py", true)],
                excluded: &[("beta", "app.py")],
            },
        ],
        "issue 10 measured it in Python (held-out marshmallow)",
    ),
    (
        "nested class",
        "nested-class",
        &[
            // pyright: "Argument missing for parameter origin" at alpha: `self.MyField()`
            // makes the class nested in the test class, a subclass of calc.Field
            // (marshmallow's TestErrorMessages.MyField); beta's nested class has its own.
            CauseCell {
                lang: "Python",
                sel: "lib/calc.py:Field.make_error",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "app.py", true)],
                excluded: &[("beta", "app.py")],
            },
        ],
        "issue 10 measured it in Python (held-out marshmallow)",
    ),
    (
        "or alias",
        "or-alias",
        &[
            // pyright: "Expected 2 positional arguments" at alpha only: `func = accessor or
            // util.get_value` holds the union of both, and a call is checked against each
            // (marshmallow's Field.get_value). beta's direct call is what brings the file to
            // the search: a file that only names the function without calling it is not read.
            CauseCell {
                lang: "Python",
                sel: "lib/util.py:get_value",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[("alpha", "app.py", true), ("beta", "app.py", false)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Python (held-out marshmallow)",
    ),
    (
        "const typed as typeof the function",
        "typeof-const",
        &[
            // tsc 5.6.3: TS2554 at alpha's `nullDeep(a, b)`, nullDeep being imported and
            // declared `export const nullDeep: typeof deep = ..` (router-core's
            // nullReplaceEqualDeep); app.ts never writes `deep`, so only that other name brings
            // it to the search. beta's plainDeep declares its own signature and compiles; the
            // two consts' own three-argument calls of deep fit.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:deep",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("nullDeep", "value.ts", false),
                    ("plainDeep", "value.ts", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (held-out router-core)",
    ),
    (
        "const asserted as typeof the function",
        "typeof-assertion",
        &[
            // tsc 5.6.3: TS2554 at alpha's `createSlots(thing)`, createSlots being imported and
            // declared `export const createSlots = (globalThis as any)[CREATE] as typeof
            // _createSlots` (temporal-polyfill's CreateSlots, a guard against the dual-package
            // hazard); app.ts never writes `_createSlots`, which is never called, only stored.
            // beta's looseSlots is asserted to a signature of its own and compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "slots.ts:_createSlots",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (held-out temporal-polyfill)",
    ),
    (
        "field modifiers out of the grammar's order",
        "field-modifier-order",
        &[
            // tsc 5.6.3: TS2554 at alpha's `p.sides()`; the base and the edit have no other
            // error. `abstract override id`, `static accessor made` and `static declare origin`
            // are orders tsc takes and tree-sitter-typescript 0.23 does not: its error
            // swallowed the members after them, so `Polygon.sides` was not found
            // (temporal-polyfill's `abstract override id: BuiltinCalendarId`). perimeter's own
            // call is edited with it and fits.
            CauseCell {
                lang: "TypeScript",
                sel: "shapes.ts:Polygon.sides",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("perimeter", "shapes.ts", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (held-out temporal-polyfill)",
    ),
    (
        "class constructed through a constant",
        "ctor-const",
        &[
            // tsc 5.6.3: TS2554 at alpha's `new Scheduler("alpha", () => 1)`: the class is
            // exported only as `const Scheduler = singleton(.., (): { new <R>(..) } =>
            // __Scheduler__)` with `singleton<T>(key, init: () => T): T` (tldraw-state's
            // EffectScheduler), its construct signature edited with the constructor; app.ts
            // never writes the class's name. beta passes the options and compiles; gamma's
            // LooseScheduler keeps `options?` in its construct signature, which tsc checks the
            // call against: it compiles, listed (the value is the class, the list another).
            CauseCell {
                lang: "TypeScript",
                sel: "scheduler.ts:__Scheduler__.constructor",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", false),
                    ("gamma", "app.ts", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (held-out tldraw-state)",
    ),
    (
        "overloads told apart by type arguments",
        "type-argument-overload",
        &[
            // tsc 5.6.3: TS2554 at alpha's `computed<number>("sum", ..)`: with one type
            // argument it reaches only the overloads that take one (`<V, D = unknown>`), not
            // the two-parameter decorator form `<This extends object, V>(compute, context)`
            // nor the one without type parameters (tldraw-state's `computed`); beta passes
            // the options, gamma two type arguments and the options, both compile.
            CauseCell {
                lang: "TypeScript",
                sel: "signal.ts:computed",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", false),
                    ("gamma", "app.ts", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (held-out tldraw-state)",
    ),
    (
        "receiver typed by a constrained type parameter",
        "constrained-type-parameter",
        &[
            // tsc 5.6.3: TS2554 at alpha's and gamma's `interceptor.apply()`: the loops run
            // over a field and a parameter typed by a type parameter `extends
            // ReadonlyArray<Interceptor>` / `extends Interceptor[]`, whose elements tsc reads
            // as Interceptors (mswjs-interceptors' BatchInterceptor); beta's over `Plugins
            // extends Plugin[]` calls Plugin's own apply().
            CauseCell {
                lang: "TypeScript",
                sel: "interceptor.ts:Interceptor.apply",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[("alpha", "batch.ts", true), ("gamma", "batch.ts", true)],
                excluded: &[("beta", "batch.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out mswjs-interceptors)",
    ),
    (
        "name destructured from a declared tuple",
        "tuple-destructured-return",
        &[
            // tsc 5.6.3: TS2554 at alpha's `atom.set(2)`: `const [atom, cleanup] =
            // storedAtom(..)` with `storedAtom(..): [Atom<Value>, () => void]` holds an Atom
            // (tldraw-state's localStorageAtom); beta passes the diff; gamma's cell is the
            // first element of `[Cell<Value>, ..]`, whose own set it calls: it compiles,
            // listed (the element rule reads only a type that has the target's member).
            CauseCell {
                lang: "TypeScript",
                sel: "atom.ts:Atom.set",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", false),
                    ("gamma", "app.ts", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (held-out tldraw-state)",
    ),
    (
        "member chain through interfaces",
        "interface-property-chain",
        &[
            // tsc 5.6.3: TS2554 at alpha..epsilon's `….lines.get(..)`: `lines: IList<ILine>`
            // declared on the interface IBuffer (imported through a tsconfig `paths` bare
            // specifier), the buffer reached through a decorated constructor parameter
            // property typed by the interface IBufferService, a field, a parameter, a `const`
            // and a getter (xterm's `this._bufferService.buffer.lines.get(y)`); zeta's
            // `marks.get(..)` is IMarks' own get and compiles (the engine lists it, making no
            // claim).
            CauseCell {
                lang: "TypeScript",
                sel: "common/list.ts:IList.get",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", true),
                    ("gamma", "app.ts", true),
                    ("delta", "app.ts", true),
                    ("epsilon", "app.ts", true),
                    ("zeta", "app.ts", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (held-out xterm)",
    ),
    (
        "property typed by an indexed access",
        "indexed-property",
        &[
            // tsc 5.6.3: TS2554 at alpha's and beta's `this.form.setMeta(..)`, the property
            // declared `form: Options<T>["form"]` of an interface declaring `form: Form`
            // (form-core's FieldApi.form); gamma's `group` is Options' Group and compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Form.setMeta",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true), ("beta", "app.ts", true)],
                excluded: &[("gamma", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out form-core)",
    ),
    (
        "indexed access of an inherited member",
        "inherited-indexed-property",
        &[
            // tsc 5.6.3: TS2554 at alpha's and beta's `this.form.setMeta(..)`, the property
            // declared `form: Options<T>["form"]` of an interface that declares no `form`
            // but extends LikeOptions (another module), which declares `form: Form`
            // (form-core's FieldApi.form through FieldLikeApiOptions); gamma's `group` is
            // GroupOptions' Group and compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Form.setMeta",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true), ("beta", "app.ts", true)],
                excluded: &[("gamma", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out form-core)",
    ),
    (
        "map value assigned again",
        "map-value-reassigned",
        &[
            // tsc 5.6.3: TS2554 at collect's `b.add(1)`: `let b = builders.get(k)` of a
            // `new Map<string, Builder<number>>()` is declared `Builder<number> | undefined`,
            // and `b = new Builder(..)` narrows it to Builder (tldraw-store's
            // StoreQueries setConstructor); others' `o.add(k)` is Other's and compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Builder.add",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("collect", "app.ts", true)],
                excluded: &[("others", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out tldraw-store)",
    ),
    (
        "callback parameter typed this",
        "this-typed-callback",
        &[
            // tsc 5.6.3: TS2554 at build's `b.set(k, v)` and direct's `m.set("a", 1)`: the
            // callbacks' parameter is `this` of `withMutations(fn: (mutable: this) => void)`,
            // called on a Bag (a let assigned again, a factory's result; tldraw-store's
            // ImmutableMap and AtomMap); plain's `m.set(..)` and set's `this.data.set(..)`
            // are Map's and compile.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Bag.set",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("build", "app.ts", true), ("direct", "app.ts", true)],
                excluded: &[("plain", "app.ts"), ("set", "value.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out tldraw-store)",
    ),
    (
        "receiver typed by a type alias",
        "alias-receiver",
        &[
            // tsc 5.6.3: TS2554 at alpha and beta, whose receivers are typed AnyField, an alias
            // `type AnyField = Field<any>` (form-core's AnyFieldApi); gamma's AnyGroup is an
            // alias of Group, whose own setMeta compiles: read as a Group receiver, excluded.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Field.setMeta",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.ts", true), ("beta", "app.ts", true)],
                excluded: &[("gamma", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out form-core)",
    ),
    (
        "destructured parameter",
        "destructured-param",
        &[
            // tsc 5.6.3: TS2554 at alpha's and beta's `router.isShell()`, router destructured
            // from a parameter declared `{ router: Router }` (router-core's
            // attachRouterServerSsrUtils); the page's isShell is Page's own and compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Router.isShell",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[("alpha", "app.ts", true), ("beta", "app.ts", true)],
                excluded: &[("beta", "app.ts"), ("gamma", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out router-core)",
    ),
    (
        "crate name beside a fn",
        "crate-name-fn",
        &[
            // cargo check --tests: E0061 at alpha's `b.insert(2)` only (`use bags::Bag` in an
            // integration test of crate `bags` that declares a fn `bags`: a path's leading
            // segment is a module, type or crate, never a fn); the HashSet's `s.insert(1)` on
            // the same line and beta's stay fine: both are excluded, so alpha is a caller
            // (its `b.insert(2)`) and has an excluded call too.
            CauseCell {
                lang: "Rust",
                sel: "src/calc.rs:Bag.insert",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "tests/quick.rs", true)],
                excluded: &[("alpha", "tests/quick.rs"), ("beta", "tests/quick.rs")],
            },
        ],
        "issue 10 measured it in Rust (held-out indexmap's tests/quick.rs)",
    ),
    (
        "array or primitive to class param",
        "repo-class-param",
        &[
            // javac 17: "no suitable method found for scale(double[],boolean)" at alpha, beta
            // and scaled: a double[] (a variable, `new double[0]`) is no Shape, and a boolean
            // (a variable or a literal) is no double[], so neither remaining two-argument
            // overload takes them; gamma's Unit is a Shape. commons-math3's
            // `new ArrayRealVector(diag, deep)` beside ArrayRealVector(ArrayRealVector,
            // boolean) and ArrayRealVector(double[], double[]).
            CauseCell {
                lang: "Java",
                sel: "src/vec/Vec.java:Vec.scale",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "src/vec/App.java", true),
                    ("beta", "src/vec/App.java", true),
                    ("gamma", "src/vec/App.java", false),
                    ("scaled", "src/vec/Diag.java", true),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out commons-math3, the tenth round)",
    ),
    (
        "element or literal receiver",
        "element-receiver",
        &[
            // go 1.19 build -gcflags=-e: "not enough arguments in call to rs[0].Path"
            // (alpha, an element of `[]*calc.Route`), "to byName[\"b\"].Path" (beta, of a map)
            // and "to (&calc.Route{}).Path" (gamma); delta's element is a `*calc.Router`,
            // whose own Path keeps its parameter, and compiles.
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Route.Path",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "app/app.go", true),
                    ("beta", "app/app.go", true),
                    ("gamma", "app/app.go", true),
                ],
                excluded: &[("delta", "app/app.go")],
            },
        ],
        "found by Go probes before the eleventh held-out round (Go elements and literals)",
    ),
    (
        "package var receiver",
        "package-var-receiver",
        &[
            // go 1.19 build -gcflags=-e: "not enough arguments in call to
            // calc.DefaultRoute.Path" (alpha, `var DefaultRoute = &Route{}`); beta's
            // `var DefaultRouter = NewRouter()` is a `*calc.Router` and compiles.
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Route.Path",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app/app.go", true)],
                excluded: &[("beta", "app/app.go")],
            },
        ],
        "found by Go probes before the eleventh held-out round (`pkg.V.M(..)` was read as a method expression)",
    ),
    (
        "type switch clause",
        "type-switch-clause",
        &[
            // go 1.19 build -gcflags=-e: "not enough arguments in call to v.Path" (alpha, in
            // `case *calc.Route:` of `switch v := x.(type)`); beta's clause is `*calc.Router`
            // and compiles.
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Route.Path",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app/app.go", true)],
                excluded: &[("beta", "app/app.go")],
            },
        ],
        "found by Go probes before the eleventh held-out round (Go type switches)",
    ),
    (
        "generic field or embedding",
        "generic-field-embed",
        &[
            // go 1.19 build -gcflags=-e: "not enough arguments in call to l.Get" (alpha, `l :=
            // s.list` of a field typed `*calc.List[T]`) and "to s.Get" (beta, promoted from
            // the `*List[T]` that `calc.Sorted[int]` embeds); gamma's `k.Get` is a func field
            // of `calc.Keyed[int]` and compiles.
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:List.Get",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app/app.go", true), ("beta", "app/app.go", true)],
                excluded: &[("gamma", "app/app.go")],
            },
        ],
        "found by Go probes before the eleventh held-out round (generic types' members were not read)",
    ),
    (
        "owner type alias",
        "owner-type-alias",
        &[
            // cargo check --tests --keep-going (rustc 1.95): E0061 at alpha (`DiGraph::<u8>::new()`
            // through `use calc::prelude::*;`) and beta (`&mut DiGraph<u8>` through `use
            // calc::graph::DiGraph;`, lib.rs's inline `pub mod graph { pub use .. }`): `pub type
            // DiGraph<N> = Graph<N, Directed>;` beside `impl<N, Ty> Graph<N, Ty>`, whose
            // `add_edge` gains a parameter. gamma's `StableDiGraph` aliases the other graph,
            // whose `add_edge` keeps two. petgraph's DiGraph/UnGraphMap/StableUnGraph receivers
            // (held out, the thirteenth round).
            CauseCell {
                lang: "Rust",
                sel: "src/graph_impl/mod.rs:Graph.add_edge",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("alpha", "tests/alpha.rs", true),
                    ("build", "tests/beta.rs", true),
                ],
                excluded: &[("gamma", "tests/gamma.rs")],
            },
        ],
        "`type` aliases of a generic struct in receivers are Rust's",
    ),
    (
        "associated fn returning Self",
        "assoc-self-return",
        &[
            // cargo check --tests --keep-going (rustc 1.95): E0061 at alpha (`let h =
            // g.into_edge_type::<Undirected>()`, a method given a turbofish, on a `Graph` of
            // `use calc::prelude::*;`), beta (`Graph::<u8, Undirected>::from_edges(..)`, `->
            // Self`) and gamma (`UnGraph::<u8>::from_elements(..)`: the trait `FromElements`,
            // which gamma names, declares it `-> Self`, as does every `fn from_elements` of
            // the crate). delta's `List::from_elements` is a `List`, whose `find_edge` keeps
            // two (`impl FromElements for List` beside `List` says `-> Self`); epsilon's
            // `g.weight_as::<Wrap>()` returns the fn's type parameter `W`, a `Wrap` there, and
            // compiles. petgraph's `find_edge` receivers (held out, the thirteenth round).
            CauseCell {
                lang: "Rust",
                sel: "src/graph_impl/mod.rs:Graph.find_edge",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("alpha", "tests/alpha.rs", true),
                    ("beta", "tests/beta.rs", true),
                    ("epsilon", "tests/epsilon.rs", false),
                    ("gamma", "tests/gamma.rs", true),
                ],
                excluded: &[("delta", "tests/delta.rs")],
            },
        ],
        "`Self` and turbofish-given methods are Rust's",
    ),
    (
        "inherent method before trait method",
        "inherent-first",
        &[
            // cargo check --tests (rustc 1.95): one E0061, at `clear`, the trait's default
            // body (`self` is any implementor). `truncate`'s `self.set_len(0)`, the drop
            // guard's `self.v.set_len(0)` (an `impl Drop` nested in `retain`'s body, which
            // closes before the inherent `set_len`) and `reset`'s `v.set_len(1)` call Vec3's
            // inherent `set_len`: rustc tries inherent methods before a trait's. arrayvec's
            // `ArrayVecImpl::set_len` (held out, the sixteenth round).
            CauseCell {
                lang: "Rust",
                sel: "src/store.rs:Store.set_len",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("clear", "src/store.rs", true)],
                excluded: &[
                    ("drop", "src/vec3.rs"),
                    ("truncate", "src/vec3.rs"),
                    ("reset", "src/vec3.rs"),
                ],
            },
        ],
        "inherent and trait methods of one name on one type are Rust's",
    ),
    (
        "inherent fn shadowing a trait impl's",
        "inherent-shadows-trait-impl",
        &[
            // cargo check (rustc 1.95): E0061 at `alpha`'s `s.extend_from_slice(&[1, 2])` and
            // `delta`'s path call `Small::extend_from_slice(s, &[5])`: the inherent fn shadows
            // the same-named fn of `impl ExtendFromSlice for Small` (same self type, receiver
            // and bounds), which keeps its list. `beta`'s `impl ExtendFromSlice` argument reaches the trait's fn,
            // `gamma`'s `Vec` its own. smallvec's `extend_from_slice` (round 20).
            CauseCell {
                lang: "Rust",
                sel: "src/small.rs:Small.extend_from_slice",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "src/app.rs", true), ("delta", "src/app.rs", true)],
                excluded: &[("beta", "src/app.rs"), ("gamma", "src/app.rs")],
            },
        ],
        "inherent and trait impl fns of one name on one type are Rust's",
    ),
    (
        "glob re-export, crate alias",
        "glob-reexport",
        &[
            // cargo check --all-targets (fix-loop): E0061 at the trait method's body
            // (`peek::peek_all(self)`), then at alpha (`use crate::it::peek_all;` beside `use
            // calc as it;` in the test crate's root) and beta (`calc::peek_all`, reached through
            // `pub use crate::free::*;` and free's `pub use crate::peek::peek_all;`). lib.rs
            // declares a trait method of the same name, which is no module-level fn.
            // itertools' tests (held out, the eleventh round).
            CauseCell {
                lang: "Rust",
                sel: "src/peek.rs:peek_all",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("peek_all", "src/lib.rs", true),
                    ("alpha", "tests/alpha.rs", true),
                    ("beta", "tests/beta.rs", true),
                ],
                excluded: &[("beta", "tests/beta.rs")],
            },
        ],
        "`use x as y;` and `pub use m::*;` paths are Rust's",
    ),
    (
        "overload by receiver call",
        "overload-by-receiver-result",
        &[
            // javac 17: "no suitable method found for multiply(Dfp)" at alpha, beta and delta:
            // `a.power10K(2)`, the static `DfpMath.pow(..)` (both overloads) and `getTwo()`,
            // inherited by Dfp from Field, all return a Dfp, which neither `multiply(int)` nor
            // `multiply(double)` takes; gamma's `toDouble()` is a double. commons-math3's
            // `Dfp.multiply(Dfp)` called on `DfpMath.pow(..)` and `a.power10K(..)`.
            CauseCell {
                lang: "Java",
                sel: "src/num/Dfp.java:Dfp.multiply",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/num/App.java", true),
                    ("beta", "src/num/App.java", true),
                    ("gamma", "src/num/App.java", false),
                    ("delta", "src/num/App.java", true),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out commons-math3, the tenth round)",
    ),
    (
        "super call up a chain",
        "super-call-chain",
        &[
            // javac 17: "no suitable method found for solve(int,double,double)" at alpha:
            // `super.solve(..)` in a subclass of AbstractSolver, whose own `solve` takes one
            // argument, reaches BaseSolver's; beta's one argument is AbstractSolver's, gamma's
            // two BaseSolver's unchanged overload. commons-math3's
            // BracketingNthOrderBrentSolver.solve calling `super.solve(maxEval, f, min, max)`.
            CauseCell {
                lang: "Java",
                sel: "src/solve/BaseSolver.java:BaseSolver.solve",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("alpha", "src/solve/BrentSolver.java", true),
                    ("beta", "src/solve/BrentSolver.java", false),
                    ("gamma", "src/solve/BrentSolver.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out commons-math3, the tenth round)",
    ),
    (
        "overload by expression type",
        "overload-by-expression-type",
        &[
            // javac 17: "no suitable method found for add(boolean)" at alpha and zeta (a
            // comparison, an instanceof), "for add(Tree)" at gamma (a repository class with no
            // JDK supertype is no CharSequence) and "for add(Class<App>)" at epsilon (a class
            // literal); beta's String conditional and delta's Text (a CharSequence) still fit.
            CauseCell {
                lang: "Java",
                sel: "src/json/Sink.java:Sink.add",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/json/App.java", true),
                    ("beta", "src/json/App.java", false),
                    ("gamma", "src/json/App.java", true),
                    ("delta", "src/json/App.java", false),
                    ("epsilon", "src/json/App.java", true),
                    ("zeta", "src/json/App.java", true),
                ],
                excluded: &[],
            },
        ],
        "a general Java rule (JLS 15.20-15.25, 15.8.2, 5.3); no held-out site yet",
    ),
    (
        "overload by subclass member",
        "overload-by-subclass-member",
        &[
            // javac 17: "incompatible types: Element cannot be converted to String" at alpha,
            // "Text ..." at gamma, "Node ..." at delta (a cast) and zeta (Fancy, declared in
            // the caller's file): the receiver's class declares appendChild(String) beside the
            // inherited ParentNode.appendChild, and a node is no String; beta's literal and
            // epsilon's toString() still reach the String overload.
            CauseCell {
                lang: "Java",
                sel: "src/xml/ParentNode.java:ParentNode.appendChild",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/xml/App.java", true),
                    ("beta", "src/xml/App.java", false),
                    ("gamma", "src/xml/App.java", true),
                    ("delta", "src/xml/App.java", true),
                    ("epsilon", "src/xml/App.java", false),
                    ("zeta", "src/xml/App.java", true),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out xom's Element.appendChild(String) beside ParentNode.appendChild(Node), the thirteenth round)",
    ),
    (
        "overload by wildcard-imported type",
        "overload-by-wildcard-imported-type",
        &[
            // javac 17: "incompatible types: Element cannot be converted to List<? extends
            // Content>" at alpha (a typed parameter), beta (`new`), gamma (a method's
            // result) and epsilon (a cast): Document.java imports `java.util.*` beside a
            // repository package's `doc.filter.*`, so `List` is not qualified by its text, but
            // no supertype of Element is named List; delta passes a list and compiles.
            CauseCell {
                lang: "Java",
                sel: "src/doc/Document.java:Document",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/doc/App.java", true),
                    ("beta", "src/doc/App.java", true),
                    ("gamma", "src/doc/App.java", true),
                    ("delta", "src/doc/App.java", false),
                    ("epsilon", "src/doc/App.java", true),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (held-out jdom2's `new Document(root)` beside Document(List<Content>), the fourteenth round)",
    ),
    (
        "brace macro body",
        "brace-macro-body",
        &[
            // cargo check: E0061 at alpha's `bag.size()` (in `assert_eq!`) and `bag.size()`,
            // written in the body of a brace-delimited `checks! { fn same(..) { .. } }` that
            // the macro emits as a fn with that body; beta's `sack` is a Sack.
            CauseCell {
                lang: "Rust",
                sel: "src/bag.rs:Bag.size",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "src/app.rs", true)],
                excluded: &[("beta", "src/app.rs")],
            },
        ],
        "issue 10 measured it in Rust (held-out indexmap's `quickcheck_limit! { .. }` in tests/quick.rs)",
    ),
    (
        "tuple let receiver",
        "tuple-let-receiver",
        &[
            // cargo check: E0061 at alpha (`let (map, index) = self.raw.into_inner();`, the
            // method declared `-> (&'a mut Inner, usize)` in raw.rs, `Inner` imported there)
            // and gamma (`let (mut a, n) = (Inner { v }, 2);`); beta's `out` is an Outer.
            CauseCell {
                lang: "Rust",
                sel: "src/inner.rs:Inner.shift",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "src/entry.rs", true), ("gamma", "src/entry.rs", true)],
                excluded: &[("beta", "src/entry.rs")],
            },
        ],
        "issue 10 measured it in Rust (held-out indexmap's entries, `self.raw.into_inner()`)",
    ),
    (
        "from_iter receiver",
        "from-iter-receiver",
        &[
            // cargo check: E0061 at alpha (`Bag::<u8, u8>::from_iter(..)`, FromIterator's
            // `-> Self` behind generics whose bound holds a tuple `(K, V)`); beta's
            // `Sack::from_iter` is Sack's own, declared to return a Tally.
            CauseCell {
                lang: "Rust",
                sel: "src/bag.rs:Bag.size",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "src/app.rs", true)],
                excluded: &[("beta", "src/app.rs")],
            },
        ],
        "issue 10 measured it in Rust (held-out indexmap's `IndexMap::<K, V>::from_iter`)",
    ),
    (
        "alias called in a macro",
        "macro-alias-call",
        &[
            // cargo check (rustc 1.95): E0061 at alpha's `s(1)` and `s(2)` (in
            // `vec![vec![..]]`, `use crate::calc::scale as s;`), beta's `s(3)` (in
            // `assert_eq!`) and `s(4)` after `let s = s;` (an alias of the alias); gamma's `s`
            // is a closure `let s = |a: i32| a;` and compiles. petgraph's tests call
            // `node_index` as `n` (`use petgraph::graph::node_index as n;`) in `vec![..]`,
            // `assert_eq!(gr[n(0)], 1)` and after `let n = n::<u32>;` (the sixteenth round).
            CauseCell {
                lang: "Rust",
                sel: "src/calc.rs:scale",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "src/app.rs", true), ("beta", "src/app.rs", true)],
                excluded: &[],
            },
        ],
        "macros whose arguments are token trees (`vec![..]`) and `use .. as` aliases of fns are Rust's here; issue 10 measured it in petgraph (`node_index as n`)",
    ),
    (
        "receiver built by the owner's impls elsewhere",
        "crate-impl-receiver",
        &[
            // cargo check (rustc 1.95): E0061 at alpha (`Bag::from_sorted(..).unwrap()`, an
            // associated fn of an `impl Bag` in build.rs declared `-> Result<Self, String>`),
            // beta (the same with `?`), gamma (`Bag::from_iter(..)`: build.rs's `impl
            // FromIterator<u32> for Bag`, `-> Self`), delta (`(0..3).collect::<Bag>()`),
            // and epsilon (`Bag::first_of(..).expect(..)`, `-> Option<Bag>`); eta's
            // `Sack::from_sorted(..).unwrap()` is a Sack and compiles. roaring's receivers
            // (held out, the fifteenth round). (A `proptest!` fn's `pat in strategy`
            // parameters are unit-tested in the engine: a call in a fn inside a macro body is
            // not named by that fn, the definitions walk skipping macro bodies.)
            CauseCell {
                lang: "Rust",
                sel: "src/bag.rs:Bag.size",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/app.rs", true),
                    ("beta", "src/app.rs", true),
                    ("gamma", "src/app.rs", true),
                    ("delta", "src/app.rs", true),
                    ("epsilon", "src/app.rs", true),
                ],
                excluded: &[("eta", "src/app.rs")],
            },
        ],
        "`Result<Self, E>`/`Option<Self>` associated fns, `FromIterator` impls and `collect::<T>()` are Rust's here; issue 10 measured it in roaring (the fifteenth round)",
    ),
    (
        "receiver indexed through the crate's Index impl",
        "index-output",
        &[
            // cargo check (rustc 1.95) on the edit (Node::parent gains `depth`): E0061 at alpha
            // (`a[NodeId(0)].parent()`, `impl<T> Index<NodeId> for Arena<T> { type Output =
            // Node<T>; }`), beta (`let n = &a[NodeId(1)]`) and delta (`p[0]`: Pool's
            // `Index<usize>` gives a Node, but its `Index<&str>` an Arena, so which one the
            // index picks is the index's type, which is not read: listed, not flagged).
            // gamma's `a.parent()` is Arena's own `parent` and compiles. indextree's
            // `arena[id].parent()` (held out, the thirty-second round).
            CauseCell {
                lang: "Rust",
                sel: "src/node.rs:Node.parent",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/app.rs", true),
                    ("beta", "src/app.rs", true),
                    ("delta", "src/app.rs", false),
                ],
                excluded: &[("gamma", "src/app.rs")],
            },
        ],
        "`impl Index` with `type Output` is Rust's; issue 10 measured it in indextree (the thirty-second round)",
    ),
    (
        "callback typed by a map's value type",
        "map-value-callback",
        &[
            // tsc 5.6.3 on the edit (Stack.push gains `times`): TS2554 at alpha (`new
            // Map<number, OpHandler>([[0x01, function (runState) {..}]])`, OpHandler a union of
            // two interfaces whose one call signature both take `runState: RunState`) and beta
            // (one interface); gamma's `runState.log.push(..)` is a Log's and compiles; delta's
            // `Loose` union disagrees on the first parameter, so tsc gives `runState` no type
            // (an implicit any, expected in the fixture) and the call compiles: listed.
            // ethereumjs-evm's opcode handlers (held out, the thirty-third round).
            CauseCell {
                lang: "TypeScript",
                sel: "src/stack.ts:Stack.push",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/ops.ts", true),
                    ("beta", "src/ops.ts", true),
                    ("delta", "src/ops.ts", false),
                ],
                excluded: &[("gamma", "src/ops.ts")],
            },
        ],
        "contextual typing through a generic constructor's type arguments is TypeScript's; issue 10 measured it in ethereumjs-evm (the thirty-third round)",
    ),
    (
        "receiver is an enum constant",
        "enum-constant-receiver",
        &[
            // javac 17 -Xdiags:verbose on the edit (JsonKey.getKey and the enum's override gain
            // `lower`): "method getKey in enum TestKeys cannot be applied to given types" at
            // alpha (`TestKeys.key0.getKey()`, a constant of a nested enum), beta
            // (`TestKeys.DNE`) and gamma (`Names.FIRST`, a static field declared TestKeys);
            // delta's `Names.ENTRY` is a Map.Entry and compiles. json-simple's tests (held
            // out, the thirty-third round).
            CauseCell {
                lang: "Java",
                sel: "src/main/java/p/JsonKey.java:JsonKey.getKey",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[
                    ("alpha", "src/test/java/p/KeysTest.java", true),
                    ("beta", "src/test/java/p/KeysTest.java", true),
                    ("gamma", "src/test/java/p/KeysTest.java", true),
                ],
                excluded: &[("delta", "src/test/java/p/KeysTest.java")],
            },
        ],
        "a constant read through its type's name is Java's here; issue 10 measured it in json-simple (the thirty-third round)",
    ),
    (
        "re-exported under an assigned alias",
        "assigned-alias-reexport",
        &[
            // pyright 1.1 on the edit (walk gains `how`, Base.__init__ a keyword-only
            // `strict`): "Argument missing for parameter" at alpha (`LevelGroupOrderIter(1)`
            // and beta (`stroll(2)`), imported from the package, whose __init__.py assigns
            // `LevelGroupOrderIter = LevelOrderGroupIter` and `stroll = walk` after importing
            // them; gamma's `stroll` is its own function and compiles. anytree's
            // `LevelGroupOrderIter` (held out, the thirty-third round).
            CauseCell {
                lang: "Python",
                sel: "pkg/iters.py:walk",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("beta", "tests/test_alpha.py", true)],
                excluded: &[],
            },
            CauseCell {
                lang: "Python",
                sel: "pkg/iters.py:Base.__init__",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[("alpha", "tests/test_alpha.py", true)],
                excluded: &[],
            },
        ],
        "a module-level alias of an imported name is Python's; issue 10 measured it in anytree (the thirty-third round)",
    ),
    (
        "std map value receiver",
        "map-value-receiver",
        &[
            // cargo check (rustc 1.95): E0061 at alpha (`self.map.entry(1).or_default()`, the
            // field `map: BTreeMap<u32, Bag>` declared in shelf/mod.rs), beta (`let entry =
            // self.map.entry(2); entry.or_insert_with(..)`), gamma (`Some(b)` of
            // `self.map.get(&3)`, `self.map.get(&4).unwrap()`), delta (`for (_, bag) in
            // &self.map`, `iter.next().map(|(&k, bag)| ..)` over `self.map.range(..=5).rev()`)
            // and zeta (`if let Some(b) = bags.get(&8)`, a `&HashMap<u32, Bag>` parameter);
            // epsilon's values are Sacks and compile (its `.unwrap().size()` is excluded; its
            // `map_or(0, |s| s.size())` closure parameter is untyped, so it is also listed,
            // unflagged). roaring's treemap over its
            // `BTreeMap<u32, RoaringBitmap>` (the fifteenth round).
            CauseCell {
                lang: "Rust",
                sel: "src/bag.rs:Bag.size",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/shelf/ops.rs", true),
                    ("beta", "src/shelf/ops.rs", true),
                    ("gamma", "src/shelf/ops.rs", true),
                    ("delta", "src/shelf/ops.rs", true),
                    ("epsilon", "src/shelf/ops.rs", false),
                    ("zeta", "src/shelf/ops.rs", true),
                ],
                excluded: &[("epsilon", "src/shelf/ops.rs")],
            },
        ],
        "std's BTreeMap/HashMap entry, get and pair iteration are Rust's here; issue 10 measured it in roaring's treemap",
    ),
    (
        "trait impl beside",
        "trait-impl-beside",
        &[
            // cargo check: E0061 at alpha's `self.map.get_full_mut2(i)` (a Map, set.rs's
            // field; map/mutable.rs implements MutableKeys for it beside the trait, and no
            // other fn of the name can be Map's); beta's `self.plain` is a Plain with its own
            // inherent `get_full_mut2` (listed: the trait's file does not implement it there).
            CauseCell {
                lang: "Rust",
                sel: "src/map/mutable.rs:MutableKeys.get_full_mut2",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("alpha", "src/set/mutable.rs", true), ("beta", "src/set/mutable.rs", false)],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Rust (held-out indexmap's `self.map.get_full_mut2` in set/mutable.rs)",
    ),
    (
        "builtin-named class",
        "builtin-named-class",
        &[
            // pyright: "Argument missing for parameter accessor" at alpha, beta and gamma:
            // `fields.Dict()`, `List()` imported from lib.fields and `field: fields.Mapping`
            // are the repository's subclasses of Field, not the builtins of those names
            // (marshmallow's fields.Dict/List/Tuple); delta's `collections.OrderedDict()` is
            // the standard library's and has no serialize ("Cannot access attribute").
            CauseCell {
                lang: "Python",
                sel: "lib/fields.py:Field.serialize",
                status: "contract-change",
                was: 4,
                now: 4,
                callers: &[
                    ("alpha", "app.py", true),
                    ("beta", "app.py", true),
                    ("gamma", "app.py", true),
                ],
                excluded: &[("delta", "app.py")],
            },
        ],
        "issue 10 measured it in Python (held-out marshmallow, the tenth round)",
    ),
    (
        "args-hiding decorator",
        "args-hiding-decorator",
        &[
            // pyright: no error at alpha: `@functools.lru_cache(maxsize=None)` makes a
            // `_lru_cache_wrapper` whose `__call__(*args: Hashable, **kwargs: Hashable)` is
            // what `cached(1)` is checked against (as for a repository class used as a
            // decorator, or one annotated `-> Callable[..., Any]`); listed, not flagged.
            CauseCell {
                lang: "Python",
                sel: "lib.py:cached",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "app.py", false)],
                excluded: &[],
            },
        ],
        "pyright's reading of Python decorators (a call of the decorated name is checked against what the decorator makes); met while probing for the held-out round",
    ),
    (
        "bare name of a builtin",
        "bare-name-builtin",
        &[
            // pyright: "Expected 3 positional arguments" at alpha's `Moment.range(..)` and
            // gamma's local `get = Moment.range`; beta's `range(3, 5)` and floor's
            // `range(3 - len(values))` inside Moment's own method are the builtin (a bare name
            // is read from the functions around it, the module and the builtins, never from
            // a class body). arrow's Arrow.range beside `for _ in range(..)`.
            CauseCell {
                lang: "Python",
                sel: "lib/times.py:Moment.range",
                status: "contract-change",
                was: 5,
                now: 5,
                callers: &[("alpha", "app.py", true), ("gamma", "app.py", true)],
                excluded: &[("beta", "app.py"), ("floor", "lib/times.py")],
            },
        ],
        "issue 10 measured it in Python (held-out arrow, the eleventh round)",
    ),
    (
        "decorated class",
        "decorated-class",
        &[
            // pyright: "Argument missing for parameter strict" at alpha (the first of two
            // `class T` in the function reaches the call after it) and gamma (`@dataclass`
            // gives the class back); beta's `@v_args(inline=True)` is typed to give a union
            // (`Callable[[_DECORATED], _DECORATED]`), so `T()` is no Transformer there (lark's
            // test transformers); other.py's `super().transform` reaches its own Transformer.
            CauseCell {
                lang: "Python",
                sel: "lib/visitors.py:Transformer.transform",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "app.py", true),
                    ("beta", "app.py", false),
                    ("gamma", "app.py", true),
                ],
                excluded: &[("run", "other.py")],
            },
        ],
        "issue 10 measured it in Python (held-out lark, the eleventh round)",
    ),
    (
        "union receiver",
        "union-receiver",
        &[
            // tsc 5.6.3: TS2554 at alpha's, gamma's and zeta's `x.setMeta(1)` (form-core:
            // `fieldOrGroup: AnyFieldApi | AnyFormGroupApi`, `fieldOrGroup.setMeta(..)`): a
            // call on a union is checked against every member's setMeta. beta's union holds no
            // Field; delta's and epsilon's `x` is a Group after an early exit on `x instanceof
            // Field` (epsilon's through a const condition alias): both compile.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Field.setMeta",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("gamma", "app.ts", true),
                    ("delta", "app.ts", false),
                    ("epsilon", "app.ts", false),
                    ("zeta", "app.ts", true),
                ],
                excluded: &[("beta", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (held-out form-core, the tenth round)",
    ),
    (
        "union alias receiver",
        "union-alias-receiver",
        &[
            // tsc 5.6.3: TS2554 at alpha's `x!.setMeta(1)` (`x: Value`, `type Value = Field |
            // Group | null` imported) and gamma's `x.setMeta(1)` (`x: Local`, `type Local =
            // Field | Box` in the file): internationalized-date's `date: DateValue` with `type
            // DateValue = CalendarDate | CalendarDateTime | ZonedDateTime`, a call on a union
            // checked against every member's method. beta's alias holds no Field (Group's own
            // setMeta is read by name only: listed); delta's `x` is a Box after an early exit
            // on `x instanceof Field`: both compile.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Field.setMeta",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", false),
                    ("gamma", "app.ts", true),
                    ("delta", "app.ts", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (held-out internationalized-date, the twenty-seventh round)",
    ),
    (
        "union-typed value receiver",
        "union-value-receiver",
        &[
            // tsc 5.6.3: TS2554 at alpha's, beta's, gamma's and both of delta's calls (pdf-lib:
            // `this.T()?.decodeText()` with `T(): PDFString | PDFHexString | undefined`,
            // `const values = this.acroField.getValues(); values[idx].decodeText()`): a call on
            // a value whose declared type is a union (a method's return, an array's element,
            // a cast) is checked against every member's setMeta, through a truthiness test and
            // an array's `length`. epsilon's `v` is a Group after an early exit on `v
            // instanceof Field`, zeta's union holds no Field, eta's `w`, declared `Field |
            // Group`, is narrowed by its initialiser to a Group: all three compile.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Field.setMeta",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", true),
                    ("gamma", "app.ts", true),
                    ("delta", "app.ts", true),
                    ("epsilon", "app.ts", false),
                    ("zeta", "app.ts", false),
                ],
                excluded: &[("eta", "app.ts")],
            },
        ],
        "issue 10 measured it in TypeScript (pdf-lib, the twenty-fourth round)",
    ),
    (
        "generic call after an operator",
        "generic-call-operator",
        &[
            // tsc 5.6.3: TS2554 at each call (router-core: `await waitFor<unknown>(..)`): the
            // grammar reads `await load` as the callee of `<number>(1)`; tsc the call inside.
            CauseCell {
                lang: "TypeScript",
                sel: "calc.ts:load",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", true),
                    ("gamma", "app.ts", true),
                    ("delta", "app.ts", true),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (held-out router-core, the tenth round)",
    ),
    (
        "iteration callback receiver",
        "iteration-callback",
        &[
            // tsc 5.6.3: TS2554 at alpha's, beta's, gamma's and delta's `f.setMeta(1)` (the
            // element `forEach`/`map` pass their callback, a getter's declared return type,
            // the elements of `this.related()`, declared `Field[]`); epsilon's `g` is the
            // Group a `Map<string, Group>` passes to its forEach callback.
            CauseCell {
                lang: "TypeScript",
                sel: "value.ts:Field.setMeta",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", true),
                    ("gamma", "app.ts", true),
                    ("delta", "app.ts", true),
                ],
                excluded: &[("epsilon", "app.ts")],
            },
        ],
        "a TypeScript gap found reading the corpus after the tenth round (form-core iterates related fields)",
    ),
    (
        "this parameter",
        "this-parameter",
        &[
            // tsc 5.6.3: TS2554 at alpha's, beta's (in an arrow), eta's (in an object literal,
            // which keeps `this`) and zeta's `this.LA(..)` (chevrotain: trait methods declared
            // `m(this: MixedInParser, ..)`, `type MixedInParser = Parser & LexerAdapter & ..`):
            // `this` has the declared type, an intersection has every part's members. gamma's
            // OtherMix has Other's LA; delta's Both has two LA, which tsc merges as overloads
            // (Other's fits); epsilon's `this` is any: these compile, and stay listed (a part
            // with an LA of its own is not followed further).
            CauseCell {
                lang: "TypeScript",
                sel: "lexer.ts:Lexer.LA",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", true),
                    ("eta", "app.ts", true),
                    ("gamma", "app.ts", false),
                    ("delta", "app.ts", false),
                    ("epsilon", "app.ts", false),
                    ("zeta", "app.ts", true),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in TypeScript (held-out chevrotain, the eleventh round)",
    ),
    (
        "method of a trait every iterator implements",
        "iterator-trait",
        &[
            // cargo check --tests: E0061 at alpha's `xs.iter().map(..).dedup()`, beta's
            // `(0..4).dedup()` and gamma's `c.dedup()` (Countdown, an iterator of the test
            // file): each is an iterator, which `impl<T> Itertools for T where T: Iterator`
            // gives Itertools::dedup; delta's Vec has its own `dedup` (fine), listed.
            CauseCell {
                lang: "Rust",
                sel: "src/lib.rs:Itertools.dedup",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "tests/chains.rs", true),
                    ("beta", "tests/chains.rs", true),
                    ("gamma", "tests/chains.rs", true),
                    ("delta", "tests/chains.rs", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Rust (held-out itertools' tests: `xs.iter().dedup()`)",
    ),
    (
        "method of a trait every iterator implements, by reference",
        "iterator-trait-ref",
        &[
            // cargo check --tests (rustc 1.95.0, 2026-12-03): E0061 "this method takes 2
            // arguments but 1 argument was supplied" at alpha's `xs.iter().join(", ")` and
            // beta's `(0..3).join("-")`: Itertools::join takes `&mut self`, found at
            // `&mut T` after the std iterator by value and `&T`, where no std trait in scope
            // and no other trait has a `join`; gamma's `[String]` has its own (fine), listed.
            CauseCell {
                lang: "Rust",
                sel: "src/lib.rs:Itertools.join",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "tests/joins.rs", true),
                    ("beta", "tests/joins.rs", true),
                    ("gamma", "tests/joins.rs", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Rust (itertools' tests: `many.iter().join(\", \")`)",
    ),
    (
        "macro_rules repetition",
        "macro-repetition",
        &[
            // cargo check: E0061 at `i.input_len()` in the `$( .. )+` repetition of a
            // `macro_rules!` body (each fn of the repetition calls the trait's method through
            // its input `T: InputLength`).
            CauseCell {
                lang: "Rust",
                sel: "src/traits.rs:InputLength.input_len",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("lengths", "src/app.rs", true)],
                excluded: &[],
            },
        ],
        "`macro_rules!` bodies are Rust's; issue 10 measured it in nom's character parsers (the twelfth round)",
    ),
    (
        "self of an impl for a reference",
        "ref-impl-self",
        &[
            // cargo check: E0061 at `self.take_split(i)` in `impl Rest for &'a [u8]`: `self` is
            // `&&[u8]`, which reaches InputTake's method implemented for `&'a [u8]` (no std
            // method of the name).
            CauseCell {
                lang: "Rust",
                sel: "src/traits.rs:InputTake.take_split",
                status: "contract-change",
                was: 2,
                now: 1,
                callers: &[("rest", "src/traits.rs", true)],
                excluded: &[],
            },
        ],
        "impls for references to slices are Rust's; issue 10 measured it in nom's traits.rs (the twelfth round)",
    ),
    (
        "Self path of an implementor",
        "self-path-implementor",
        &[
            // cargo check: E0061 at `Self::from_error_kind(input, kind)` in `impl
            // FromExternalError for VerboseError`: the file implements ParseError for
            // VerboseError and gives it no other fn of the name.
            CauseCell {
                lang: "Rust",
                sel: "src/error.rs:ParseError.from_error_kind",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("from_external_error", "src/error.rs", true)],
                excluded: &[],
            },
        ],
        "`Self::` paths to trait fns are Rust's; issue 10 measured it in nom's error.rs (the twelfth round)",
    ),
    (
        "tuple impl element receiver",
        "tuple-self-element",
        &[
            // cargo check: E0061 at `self.0.parse(input)` in `impl<F: Parser<I, O>> Tuple<..>
            // for (F,)`: `self.0` is an F, bound by Parser (Tuple's own `parse` is not F's).
            CauseCell {
                lang: "Rust",
                sel: "src/internal.rs:Parser.parse",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("parse", "src/sequence.rs", true)],
                excluded: &[],
            },
        ],
        "impls for tuples of generics are Rust's; issue 10 measured it in nom's sequence and branch (the twelfth round)",
    ),
    (
        "boxed dyn with a lifetime",
        "boxed-dyn-lifetime",
        &[
            // cargo check: E0061 at `(**self).parse(input)` in `impl Parser for Box<dyn
            // Parser<I, O> + 'a>`: `**self` is the `dyn Parser`, whatever its lifetime bound.
            CauseCell {
                lang: "Rust",
                sel: "src/internal.rs:Parser.parse",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("parse", "src/boxed.rs", true)],
                excluded: &[],
            },
        ],
        "`dyn Trait + 'a` is Rust's; issue 10 measured it in nom's internal.rs (the twelfth round)",
    ),
    (
        "fn item through a blanket impl",
        "fn-item-blanket",
        &[
            // cargo check: E0061 at `be_u8.map(|x| x as i8).parse(input)`: `be_u8` is a fn of
            // the file, `Parser::map` (by the blanket impl over `FnMut(I) -> IResult<I, O>`,
            // the trait in scope by `use crate::internal::*`) returns `Map`, which the trait's
            // file implements Parser for.
            CauseCell {
                lang: "Rust",
                sel: "src/internal.rs:Parser.parse",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("be_i8", "src/number.rs", true)],
                excluded: &[],
            },
        ],
        "blanket impls over fn items are Rust's; issue 10 measured it in nom's number parsers (the twelfth round)",
    ),
    (
        "opaque trait return",
        "opaque-trait-return",
        &[
            // cargo check: E0061 at `ws(value).parse(input)` with `fn ws(..) -> impl
            // Parser<&'a str, O>` of the same file: an opaque type has its trait's methods only.
            CauseCell {
                lang: "Rust",
                sel: "src/internal.rs:Parser.parse",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("json", "tests/json.rs", true)],
                excluded: &[],
            },
        ],
        "`impl Trait` return types are Rust's; issue 10 measured it in nom's tests/json.rs (the twelfth round)",
    ),
    (
        "dynamic getattr receiver",
        "dynamic-getattr-receiver",
        &[
            // pyright: "Argument missing for parameter index" at `make().extract()` in alpha and
            // at `found.extract()` in gamma (a getattr value narrowed by isinstance); beta's
            // `i.extract()` iterates `getattr(holder, method_name)`, which pyright types Any
            // and does not check (beautifulsoup4's test_extract_during_iteration).
            CauseCell {
                lang: "Python",
                sel: "lib/element.py:PageElement.extract",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "lib/use.py", true),
                    ("beta", "lib/use.py", false),
                    ("gamma", "lib/use.py", true),
                ],
                excluded: &[],
            },
        ],
        "a getattr with a computed name typed Any is Python's (pyright); measured in beautifulsoup4",
    ),
    (
        "getattr alias receiver",
        "getattr-alias-receiver",
        &[
            // pyright 1.1.389: "Argument missing for parameter indent_level" at
            // `soup.p.decode()` in alpha (`Tag.__getattr__(..) -> Optional[Tag]` types an
            // attribute no class declares), at `found.decode()` in gamma (`find` returns the
            // `TypeAlias` `Optional[Union["PageElement", "Tag"]]`: checked on Tag, an attribute
            // error on PageElement) and at `self.tree.b.decode()` in delta (`self.tree =
            // self.soup()` types the field); `soup.decode()` in beta is Soup's own decode, and
            // `Doc().tail.decode()` in epsilon reads a field a tuple target declares as str (an
            // attribute error, before and after the edit); beautifulsoup4's `soup.p.decode()`,
            // `soup.find(..).append(..)` and `self.tree.find(..)`.
            CauseCell {
                lang: "Python",
                sel: "lib/element.py:Tag.decode",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "lib/test_use.py", true),
                    ("gamma", "lib/test_use.py", true),
                    ("delta", "lib/test_use.py", true),
                    ("epsilon", "lib/test_use.py", false),
                ],
                excluded: &[("beta", "lib/test_use.py")],
            },
        ],
        "`__getattr__` and `TypeAlias` typing is Python's (pyright); measured in beautifulsoup4",
    ),
    (
        "getattr call value",
        "getattr-call-value",
        &[
            // pyright 1.1.389: "Argument missing for parameter "first"" at
            // `pm.hook.myhook(arg=1)` in alpha (`self.hook: Final = Relay()`, whose
            // `__getattr__ -> "Caller"` is declared under `if TYPE_CHECKING:`, so the attribute
            // is a Caller and the call is `Caller.__call__`) and at `hc(arg=2)` in beta (`hc =
            // pm.subset(..)`, declared `-> Caller`); gamma's `pm.hook.myhook(first=True, ..)`
            // compiles. pluggy's `pm.hook.<name>(..)` calls of `HookCaller.__call__`.
            CauseCell {
                lang: "Python",
                sel: "lib/caller.py:Caller.__call__",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "lib/test_use.py", true),
                    ("beta", "lib/test_use.py", true),
                    ("gamma", "lib/test_use.py", false),
                ],
                excluded: &[],
            },
        ],
        "`__getattr__` declared for the type checker and instance calls are Python's (pyright); measured in pluggy",
    ),
    (
        "protocol class factory",
        "protocol-class-factory",
        &[
            // pyright 1.1.389: "Argument missing for parameter "strict"" at
            // `validator.is_valid(1)` in alpha (`validator = Draft7({})`, `Draft7 =
            // create(..)` with `create(..) -> type[Validator]`, a `typing.Protocol`), at
            // `Derived({}).is_valid(2)` in beta (`Derived = extend(Draft7)`, extend's return
            // inferred as create's) and at `validators.Draft7({}).is_valid(4)` in delta;
            // gamma's `Other().is_valid(3)` is Other's own method. jsonschema's
            // `Draft7Validator(..).is_valid(..)` and `validators.extend(..)` in the tests.
            CauseCell {
                lang: "Python",
                sel: "lib/protocols.py:Validator.is_valid",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "lib/test_use.py", true),
                    ("beta", "lib/test_use.py", false),
                    ("delta", "lib/test_use.py", true),
                ],
                excluded: &[("gamma", "lib/test_use.py")],
            },
        ],
        "a variable typed by a function's declared `type[P]` return and structural protocols are Python's (pyright); measured in jsonschema",
    ),
    (
        "getattr default value",
        "getattr-default-value",
        &[
            // pyright 1.1.389: "Argument missing for parameter "strict"" at
            // `self.resolver.push_scope("y")` in beta only; alpha's `push_scope("x")` calls
            // `getattr(self.resolver, "push_scope", None)`'s value, `Any | None` narrowed to
            // `Any` by `is not None`, which pyright does not check. jsonschema's
            // `__attrs_post_init__`.
            CauseCell {
                lang: "Python",
                sel: "lib/resolver.py:Resolver.push_scope",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "lib/use.py", false),
                    ("beta", "lib/use.py", true),
                ],
                excluded: &[],
            },
        ],
        "a getattr with a default typed Any is Python's (pyright); measured in jsonschema",
    ),
    (
        "init call by name",
        "init-call-by-name",
        &[
            // pyright (html5lib installed): "Argument missing for parameter features" at
            // `Soup("<p>")` in alpha only; Builder.__init__'s `super(Builder,
            // self).__init__(ns)` reaches html5lib's TreeBuilder.__init__, and its
            // `Soup("", "html.parser")` passes both (beautifulsoup4's TreeBuilderForHtml5lib).
            CauseCell {
                lang: "Python",
                sel: "lib/soup.py:Soup.__init__",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[("__init__", "lib/builder.py", false), ("alpha", "lib/builder.py", true)],
                excluded: &[],
            },
        ],
        "an explicit `obj.__init__(..)` call is Python's; measured in beautifulsoup4",
    ),
    (
        "return type imported by the method's file",
        "imported-return-type",
        &[
            // cargo check: E0061 at `frozen.truncate(1)` with `let mut frozen = b.freeze()`,
            // `BytesMut::freeze(self) -> Bytes` in a file that imports `Bytes` by `use crate::Bytes`;
            // `b.truncate(4)` on the BytesMut compiles.
            CauseCell {
                lang: "Rust",
                sel: "src/bytes.rs:Bytes.truncate",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("truncate_frozen", "tests/freeze.rs", true)],
                // `self.0.truncate(len)` in both `truncate`s is Vec's
                excluded: &[
                    ("truncate", "src/bytes.rs"),
                    ("truncate", "src/bytes_mut.rs"),
                    ("truncate_mut", "tests/freeze.rs"),
                ],
            },
        ],
        "a declared return type named through the declaring file's `use` is Rust's shape; issue 10 measured it in bytes' tests/test_bytes.rs (the fourteenth round)",
    ),
    (
        "value of an unsafe block",
        "unsafe-block-value",
        &[
            // cargo check: E0061 at `slice.copy_from_slice(b"foo")` with `let slice = unsafe {
            // Slice::from_raw_parts_mut(..) }` (declared `-> &'a mut Slice`).
            CauseCell {
                lang: "Rust",
                sel: "src/lib.rs:Slice.copy_from_slice",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("copy_into", "tests/slice.rs", true)],
                // `self.0.copy_from_slice(src)` is `<[u8]>::copy_from_slice`
                excluded: &[("copy_from_slice", "src/lib.rs")],
            },
        ],
        "`unsafe { .. }` blocks as values are Rust's; issue 10 measured it in bytes' tests/test_buf_mut.rs (the fourteenth round)",
    ),
    (
        "class in another source root",
        "class-in-another-root",
        &[
            // javac 17 over both roots: "incompatible types: Element cannot be converted to
            // List<Content>" at alpha (`import org.acme.Element;` in the test root, the class in
            // the core root) and gamma (package org.acme in the test root, Element in the core
            // root's org.acme, no import); beta's list still takes `Document(List<Content>)`.
            // jdom2's `new Document(root)` in test/ and contrib/, Element in core/src/java.
            CauseCell {
                lang: "Java",
                sel: "core/src/java/org/acme/Document.java:Document",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("gamma", "test/src/java/org/acme/ElementTest.java", true),
                    ("alpha", "test/src/java/org/acme/test/DocumentTest.java", true),
                    ("beta", "test/src/java/org/acme/test/DocumentTest.java", false),
                ],
                excluded: &[],
            },
        ],
        "several source roots compiled as one is Java's layout (src/main, src/test, modules); issue 10 measured it in jdom2 (core, contrib, test)",
    ),
    (
        "overload by imported library class",
        "overload-by-imported-class",
        &[
            // javac 17: "no suitable method found for build(String)" at alpha (a `String`
            // variable) and beta (`file.toString()`): a String is no `org.xml.sax.InputSource`
            // (a library class the definition's file imports by name) nor a `File`; gamma's
            // InputSource still reaches `build(InputSource)`. jdom2's `SAXBuilder.build`.
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/Builder.java:Builder.build",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/org/acme/App.java", true),
                    ("beta", "src/org/acme/App.java", true),
                    ("gamma", "src/org/acme/App.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (jdom2's SAXBuilder.build)",
    ),
    (
        "covariant override result",
        "covariant-override-result",
        &[
            // javac 17: "incompatible types: Element cannot be converted to String" at alpha:
            // `data.copy()` is `Element copy()`, overriding `Node copy()`, so no String for
            // `Element.appendChild(String)`; beta's `toString()` still reaches it. xom's
            // `root.appendChild(dataElement.copy())`.
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/ParentNode.java:ParentNode.appendChild",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/org/acme/App.java", true),
                    ("beta", "src/org/acme/App.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (xom's Element.copy())",
    ),
    (
        "extern crate below the root's docs",
        "root-docs-extern-crate",
        &[
            // cargo check (rustc 1.95): E0061 at tests/lifetimes.rs:9 and tests/plain.rs:7.
            // The test crate's root opens with `//!` docs before `extern crate rope;` and
            // `use rope::{Rope};` (ropey's tests/lifetimes.rs).
            CauseCell {
                lang: "Rust",
                sel: "src/lib.rs:Rope.from_str",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "tests/lifetimes.rs", true),
                    ("beta", "tests/plain.rs", true),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Rust (ropey's tests/lifetimes.rs)",
    ),
    (
        "clone of a receiver of known type",
        "clone-receiver",
        &[
            // cargo check (rustc 1.95): E0061 at tests/clone.rs:7 (alpha), 14 and 16 (beta):
            // `let mut r2 = r1.clone()` of a `Rope` is a `Rope` (`Clone::clone` returns `Self`);
            // gamma's `c.insert(1)` on a cloned `Bag` reaches `Bag::insert` and compiles.
            // ropey's `let mut r2 = r1.clone(); r2.insert(26, "z")` and benches/insert.rs.
            CauseCell {
                lang: "Rust",
                sel: "src/lib.rs:Rope.insert",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("alpha", "tests/clone.rs", true),
                    ("beta", "tests/clone.rs", true),
                ],
                excluded: &[("gamma", "tests/clone.rs")],
            },
        ],
        "issue 10 measured it in Rust (ropey's src/rope.rs tests, benches/insert.rs, benches/remove.rs)",
    ),
    (
        "binding of an enum variant pattern",
        "variant-binding-receiver",
        &[
            // cargo check (rustc 1.95): E0061 at src/children.rs:16 (merge: `if let
            // Node::Internal(ref mut kids) = *a`, the enum declared in src/node.rs) and
            // src/node.rs:13 (adopt: a `match` arm's `ref mut kids`); rename's `s.push('x')`
            // binds `ref mut s` of `Leaf(String)` and compiles. ropey's `children.push(..)` in
            // src/rope_builder.rs, src/tree/node.rs and src/tree/node_children.rs.
            CauseCell {
                lang: "Rust",
                sel: "src/children.rs:Children.push",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("merge", "src/children.rs", true),
                    ("adopt", "src/node.rs", true),
                ],
                // `self.nodes.push(n)` is Vec's; `s.push('x')` String's
                excluded: &[("push", "src/children.rs"), ("rename", "src/node.rs")],
            },
        ],
        "issue 10 measured it in Rust (ropey's tree code)",
    ),
    (
        "smart pointer unwrapped to its pointee",
        "smart-pointer-receiver",
        &[
            // cargo check (rustc 1.95): E0061 at src/lib.rs:17 (split_off:
            // `Arc::make_mut(&mut self.root).split(at)`, `root: Arc<Node>`), 23 (chop: `let root
            // = Arc::make_mut(..)`) and src/node.rs:18 (split_first: an element of
            // `nodes_mut(&mut self) -> &mut [Arc<Node>]`, declared in src/children.rs); words'
            // `s.split(' ')` is str's. ropey's `Rope::split_off`, `Rope::from(RopeSlice)` and
            // `Node::split`.
            CauseCell {
                lang: "Rust",
                sel: "src/node.rs:Node.split",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("split_off", "src/lib.rs", true),
                    ("chop", "src/lib.rs", true),
                    ("split_first", "src/node.rs", true),
                ],
                excluded: &[("words", "src/lib.rs")],
            },
        ],
        "issue 10 measured it in Rust (ropey's Arc<Node> tree)",
    ),
    (
        "supertype from a library outside the tree",
        "library-supertype",
        &[
            // javac 17 (org.lib.Copyable compiled apart, on the class path): "no suitable
            // method found for bounds(SeriesSet)" at alpha — `bounds(Grid)` is not applicable
            // (SeriesSet cannot be converted to Grid), `bounds(Series,boolean)` differs in
            // length; beta's `bounds(g)` takes `bounds(Grid)`. A library's interface extends
            // no class of the tree: jfreechart's `YIntervalSeriesCollection implements ..,
            // PublicCloneable` (jcommon) passed to `DatasetUtilities.findRangeBounds`.
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/Stats.java:Stats.bounds",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/org/acme/App.java", true),
                    ("beta", "src/org/acme/App.java", false),
                ],
                excluded: &[],
            },
        ],
        "issue 10 measured it in Java (jfreechart's DatasetUtilities.findRangeBounds)",
    ),
    (
        "rest parameter typed as a tuple",
        "tuple-rest",
        &[
            // tsc 5.6.3: TS2554 ("Expected 3 arguments, but got 2") at mount's
            // `this.emit('create', { editor: this })`: in `class Editor extends
            // EventEmitter<EditorEvents>` the rest `...args: CallbackType<T, E>` is
            // `[EditorEvents['create']]`, one object (tiptap-core's EventEmitter); destroy's
            // `this.emit('destroy', undefined)` fills the new parameter, and the `[void]` rest
            // may be left out, so it compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "emitter.ts:EventEmitter.emit",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("mount", "editor.ts", true), ("destroy", "editor.ts", false)],
                excluded: &[],
            },
        ],
        "tuple types of rest parameters, conditional and indexed access types are TypeScript's; issue 10 measured it in tiptap-core's EventEmitter (the fourteenth round)",
    ),
    (
        "receiver typed by a standard library type function",
        "lib-type-function",
        &[
            // tsc 5.6.3: TS2554 ("Expected 2 arguments, but got 1") at initial's
            // `h.digestInto(out)`, `h: ReturnType<typeof blake.create> | undefined` (the
            // standard library computes Blake; noble-hashes' argon2 `h` of `ReturnType<typeof
            // blake2b.create>`). The engine does not evaluate `ReturnType`: the receiver is
            // unsure (it was excluded as a class named `ReturnType`), and the name-only rule
            // flags the call, as tsc does.
            CauseCell {
                lang: "TypeScript",
                sel: "hash.ts:Blake.digestInto",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("initial", "argon.ts", true)],
                excluded: &[],
            },
        ],
        "the standard library's type aliases (`ReturnType`, `Partial`, ..) are TypeScript's; issue 10 measured it in noble-hashes (argon2's blake2b hash)",
    ),
    (
        "object literal in a class field initialiser",
        "class-field-literal",
        &[
            // tsc 5.6.3: TS2554 ("Expected 1 arguments, but got 0") at the `gesture` literal's
            // `now: () => this.now()`, at start's and at expired's `this.now()`, once
            // Scroller's `private now = () => ..` takes one (virtual-core's
            // `_iosGesture = new IosGesture({ now: () => this.now(), .. })`). The literal's
            // `now` is the field's, no second member `now` of Scroller whose empty list would
            // fit; Gesture's `this.host.now()` is GestureHost's, stamp's `Date.now()` the
            // global's.
            CauseCell {
                lang: "TypeScript",
                sel: "scroller.ts:Scroller.now",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[
                    ("now", "scroller.ts", true),
                    ("start", "scroller.ts", true),
                    ("expired", "scroller.ts", true),
                ],
                excluded: &[("begin", "gesture.ts"), ("stamp", "scroller.ts")],
            },
        ],
        "class fields with initialisers are JavaScript's and TypeScript's; issue 10 measured it in virtual-core (Virtualizer's now)",
    ),
    (
        "field typed by a member-keeping library alias",
        "mapped-type-field",
        &[
            // tsc 5.6.3: TS2554 ("Expected 4 arguments, but got 3") at the field measureElement's
            // and observe's `this.options.measureElement(..)`, `options!:
            // Required<ListOptions>`, and at guess's `this.draft.measureElement?.(..)`,
            // `draft: Readonly<Partial<ListOptions>>` (virtual-core's `options!:
            // Required<VirtualizerOptions<..>>`). List's own `measureElement(node)` (reset's
            // `this.measureElement(null)`) is List's; app.ts's call of the exported
            // `measureElement` of three compiles, listed by name (that function admits it).
            CauseCell {
                lang: "TypeScript",
                sel: "list.ts:ListOptions.measureElement",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("first", "app.ts", false),
                    ("measureElement", "list.ts", true),
                    ("observe", "list.ts", true),
                    ("guess", "list.ts", true),
                ],
                excluded: &[("reset", "list.ts")],
            },
        ],
        "mapped library types (`Required`, `Partial`, `Readonly`) are TypeScript's; issue 10 measured it in virtual-core (VirtualizerOptions.measureElement)",
    ),
    (
        "spread of a fixed-length tuple",
        "tuple-spread",
        &[
            // tsc 5.6.3: TS2554 ("Expected 4 arguments, but got 5") at cloneInto's
            // `(to ||= new (this.constructor as any)() as SHA1).set(...this.get())`, `get()`
            // declared to return five numbers, and at destroy's `this.set(0, 0, 0, 0, 0)`;
            // MD5's copyInto calls MD5's own `set` with its four (noble-hashes' legacy.ts).
            CauseCell {
                lang: "TypeScript",
                sel: "legacy.ts:SHA1.set",
                status: "contract-change",
                was: 5,
                now: 4,
                callers: &[("cloneInto", "legacy.ts", true), ("destroy", "legacy.ts", true)],
                excluded: &[("copyInto", "legacy.ts")],
            },
        ],
        "tuple types are TypeScript's; issue 10 measured it in noble-hashes (legacy.ts' SHA1)",
    ),
    (
        "property destructured from an inline object type",
        "destructured-inline-type",
        &[
            // tsc 5.6.3: TS2554 ("Expected 3 arguments, but got 2") at pasteRulesPlugin's
            // `editor.on('destroy', ..)`, `const { editor, bus } = props` with `props: {
            // editor: Editor; bus: Bus }` and `class Editor extends EventEmitter`
            // (tiptap-core's PasteRule.ts); relay's `bus.on(..)` is Bus's and compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "emitter.ts:EventEmitter.on",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("pasteRulesPlugin", "pasterule.ts", true)],
                excluded: &[("relay", "pasterule.ts")],
            },
        ],
        "inline object types are TypeScript's; issue 10 measured it in tiptap-core (PasteRule.ts)",
    ),
    (
        "rest parameter retyped as a tuple literal",
        "tuple-literal-rest",
        &[
            // tsc 5.6.3: TS2555 ("Expected at least 3 arguments") at alpha (2) and gamma (1)
            // once `...args: Array<any>` is `...args: [any, any, ...Array<any>]`; beta passes
            // three and compiles. ethers' AbstractProvider.emit (held out, the sixteenth
            // round), which read `unchanged` while the rest was counted once.
            CauseCell {
                lang: "TypeScript",
                sel: "provider.ts:Provider.emit",
                status: "contract-change",
                was: 2,
                now: 4,
                callers: &[
                    ("alpha", "app.ts", true),
                    ("beta", "app.ts", false),
                    ("gamma", "app.ts", true),
                ],
                excluded: &[],
            },
        ],
        "tuple types of rest parameters are TypeScript's",
    ),
    (
        "from-import of a submodule in a function",
        "from-import-binds-names",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"rule\"" at alpha's
            // `@app.route("/")` only: `app = web.Flask(..)` is a Flask (Flask(App), App(Scaffold)),
            // and the `from web.testing import EnvironBuilder` below it binds EnvironBuilder,
            // not `web`; beta's Blueprint.route takes the call. flask's
            // tests/test_reqctx.py::test_environ_for_valid_idna_completes.
            CauseCell {
                lang: "Python",
                sel: "web/scaffold.py:Scaffold.route",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[("home", "tests/test_routes.py", true)],
                excluded: &[("listing", "tests/test_routes.py")],
            },
        ],
        "which names an import statement binds is Python's; measured in flask",
    ),
    (
        "class attribute of a module alias",
        "module-alias-class-attribute",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"right\"" at test_creation's
            // `P.Interval.from_atomic(0, 1)` only (`import shapes as P`; `shapes/__init__.py`
            // binds `Interval` by `from .interval import ..`, so `P.Interval` is the class,
            // not the submodule `shapes.interval`); test_discrete's `P.Discrete` has its own
            // two-parameter `from_atomic` (pyright's other error is that override's
            // reportIncompatibleMethodOverride, no call). portion's tests/test_interval.py.
            CauseCell {
                lang: "Python",
                sel: "shapes/interval.py:Interval.from_atomic",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[("test_creation", "tests/test_interval.py", true)],
                excluded: &[("test_discrete", "tests/test_interval.py")],
            },
        ],
        "a module's attribute is the name the module binds (Python's import system, pyright); measured in portion",
    ),
    (
        "module-level alias of a class",
        "class-name-alias",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"multi\"" at alpha's
            // `omd.add("a", 1)` only: `OMD = OrderedMultiDict`, bound once at the top of
            // lib/dicts.py and by nothing else there, is the class to pyright, so `OMD()` is an
            // OrderedMultiDict (boltons' dictutils `OMD`, imported by its tests); gamma passes
            // the new argument, beta's Other has its own add.
            CauseCell {
                lang: "Python",
                sel: "lib/dicts.py:OrderedMultiDict.add",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[("alpha", "lib/use.py", true), ("gamma", "lib/use.py", false)],
                excluded: &[("beta", "lib/use.py")],
            },
        ],
        "a name bound to a class by one plain assignment is Python's; measured in boltons",
    ),
    (
        "double splat before a positional-only parameter",
        "double-splat-positional-only",
        &[
            // pyright 1.1.389: "Expected 1 more positional argument" at alpha's
            // `iteritems(arg, **kw)` only (bidict's `_update`, once `iteritems(arg, strict, /,
            // **kw)`): a `**` splat fills no positional-only parameter; beta passes strict by
            // position, gamma's `*args` may.
            CauseCell {
                lang: "Python",
                sel: "lib/items.py:iteritems",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "lib/use.py", true),
                    ("beta", "lib/use.py", false),
                    ("gamma", "lib/use.py", false),
                ],
                excluded: &[],
            },
        ],
        "positional-only parameters and `**` splats are Python's; measured in bidict",
    ),
    (
        "unannotated function returning a local or a new instance's method",
        "inferred-function-return",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"options\"" at alpha's
            // `parsed.search(data)` (`import lib.parser` in the function, then
            // `lib.parser.compile(..)`, which returns `Parser().parse(..)`: jmespath's
            // test_compliance) and beta's `build().search(data)` (`build` binds `result =
            // ParsedResult()` and returns it: boltons' `_multi_sublist_bl`); build's own call
            // and delta pass options, gamma's Lookalike has its own search.
            CauseCell {
                lang: "Python",
                sel: "lib/parser.py:ParsedResult.search",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[
                    ("build", "lib/parser.py", false),
                    ("alpha", "lib/use.py", true),
                    ("beta", "lib/use.py", true),
                    ("delta", "lib/use.py", false),
                ],
                excluded: &[("gamma", "lib/use.py")],
            },
        ],
        "unannotated returns inferred by the type checker are Python's; measured in jmespath and boltons",
    ),
    (
        "class a package only re-exports",
        "reexported-class-base",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"flag\"" at test_insert's
            // `db.insert({..})` only: `Store`, imported from `lib`, whose `__init__.py` only
            // re-exports it, has the base `TableBase = with_hint(Table)`, which pyright reads
            // as Table. The package declares no class `Store`, so its bases are unread there:
            // no exclusion ("not Table") but a call listed, not flagged (the variable has no
            // declared type, so the typed rules do not read it either; declared `Type[Table]`
            // it is the next row's). tinydb's `TinyDB(TableBase)` (`with_typehint`).
            CauseCell {
                lang: "Python",
                sel: "lib/table.py:Table.insert",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("test_insert", "tests/test_store.py", false)],
                excluded: &[],
            },
        ],
        "a class a module only re-exports has bases that module does not show; measured in tinydb",
    ),
    (
        "base declared as a class object",
        "class-typed-base",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"flag\"" at test_insert's
            // `db.insert({..})` only. `Store`'s base is `TableBase: Type[Table] =
            // with_hint(Table)`: the declared `type[Table]`, narrowed to what the call gives
            // (`with_hint` returns its argument where a type checker reaches: `if
            // TYPE_CHECKING: return base`), so Store inherits Table.insert; `Memo`'s base
            // `CacheBase: Type[Cache] = Cache` is Cache, whose own insert test_memo calls.
            // tinydb's `TableBase: Type[Table] = with_typehint(Table)`, `class TinyDB(TableBase)`.
            CauseCell {
                lang: "Python",
                sel: "lib/table.py:Table.insert",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("test_insert", "tests/test_store.py", true)],
                excluded: &[("test_memo", "tests/test_store.py")],
            },
        ],
        "a module-level variable declared as a class object, used as a base, is Python's (pyright); measured in tinydb",
    ),
    (
        "with-statement target",
        "with-target",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"flag\"" at test_store's
            // `db.insert({..})` and test_opener's `table.insert({..})`: `with cm as x:` binds
            // `x` to what `cm.__enter__()` gives, Store's unannotated `return self` (a Store,
            // inheriting Table.insert) and Opener's declared `-> Table`; Other's `__enter__`
            // gives an Other, whose own insert test_other calls. tinydb's tests' `with
            // TinyDB(..) as db: db.insert(..)`.
            CauseCell {
                lang: "Python",
                sel: "lib/table.py:Table.insert",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("test_store", "tests/test_with.py", true),
                    ("test_opener", "tests/test_with.py", true),
                ],
                excluded: &[("test_other", "tests/test_with.py")],
            },
        ],
        "a with statement's target typed by the manager's __enter__ is Python's (pyright); measured in tinydb",
    ),
    (
        "receiver typed by a type variable",
        "self-type-variable",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"timeout\"" at test_client's
            // `client.send(..)` and test_sub's `sub.send(..)`: `__enter__(self: T) -> T`
            // binds `T` to the receiver's type, so `with Client() as client:` is a Client and
            // `with Sub() as sub:` a Sub (inheriting Client.send); Other's own `self: U -> U`
            // gives an Other, whose own send test_other calls. httpx's tests' `with
            // httpx.Client() as client: client.send(..)`.
            CauseCell {
                lang: "Python",
                sel: "lib/client.py:Client.send",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("test_client", "tests/test_client.py", true),
                    ("test_sub", "tests/test_client.py", true),
                ],
                excluded: &[("test_other", "tests/test_client.py")],
            },
        ],
        "a receiver annotated with a type variable its method returns is Python's (pyright); measured in httpx",
    ),
    (
        "__new__ constructor",
        "new-constructor",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"strict\"" at copy's
            // `Interval(..)`, add_one's `Interval(begin, end)` inside a set's add and closed's
            // `Closed(..)` (a subclass declaring neither __init__ nor __new__): a call of the
            // class is checked
            // against its own __new__ (intervaltree's namedtuple subclass `Interval`). The base's
            // `super(Interval, cls).__new__(..)` in __new__ and `tuple.__new__(..)` in pair are
            // other classes' and compile.
            CauseCell {
                lang: "Python",
                sel: "lib/interval.py:Interval.__new__",
                status: "contract-change",
                was: 4,
                now: 5,
                callers: &[
                    ("copy", "lib/interval.py", true),
                    ("add_one", "lib/tree.py", true),
                    ("closed", "lib/tree.py", true),
                ],
                excluded: &[("__new__", "lib/interval.py"), ("pair", "lib/tree.py")],
            },
        ],
        "a class's own __new__ checked against a call of the class is Python's (pyright); measured in intervaltree",
    ),
    (
        "field typed through a class factory",
        "factory-typed-field",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"done\"" at Tree.add's
            // `self.top_node.add(interval)`: the field is assigned `Node.from_intervals(..)`
            // (`Node | Unknown | None` to pyright: `None` on one path, an unread chain of
            // factories on the other), `Node.from_interval(..)` (a Node) and its own
            // `self.top_node.add(..)`, so its declared type holds Node, whose add rejects the
            // call (intervaltree's IntervalTree.top_node); `self.all_intervals.add(..)` is a
            // set's.
            CauseCell {
                lang: "Python",
                sel: "lib/node.py:Node.add",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("add", "lib/tree.py", true)],
                excluded: &[("add", "lib/tree.py")],
            },
        ],
        "a field's declared type as the union of its assignments is Python's (pyright); measured in intervaltree",
    ),
    (
        "receiver typed by an operator method or a class-default factory",
        "operator-and-factory-receiver",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"ignore_inf\"" at
            // test_factory's `i.replace(..)` (`i = P.closed(0, 1)`: `closed`'s unannotated
            // `klass=Interval` is typed by its default, `klass.from_atomic(..)` gives the class
            // method's `instance = cls()`), test_union's `(a | b).replace(..)` and
            // test_intersection's (`__or__`/`__and__` give `self.__class__(..)` or
            // NotImplemented, whose `_NotImplementedType` derives from Any); `"abc".replace` is
            // str's. portion's tests/test_interval.py and interval.py.
            CauseCell {
                lang: "Python",
                sel: "shapes/interval.py:Interval.replace",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("test_factory", "tests/test_interval.py", true),
                    ("test_union", "tests/test_interval.py", true),
                    ("test_intersection", "tests/test_interval.py", true),
                ],
                excluded: &[("test_text", "tests/test_interval.py")],
            },
        ],
        "return types inferred from unannotated operator methods and parameter defaults are pyright's; measured in portion",
    ),
    (
        "local subclass of a dotted base",
        "local-subclass-dotted-base",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"root_path\"" at
            // `StaticFileApp(__name__)`: a class a test method defines on `web.Flask`, declaring
            // no `__init__`, has Flask's; `Quiet(__name__)` is its own class. flask's
            // tests/test_helpers.py `class StaticFileApp(flask.Flask)`.
            CauseCell {
                lang: "Python",
                sel: "web/app.py:Flask.__init__",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[("test_static_file", "tests/test_send.py", true)],
                excluded: &[],
            },
        ],
        "a class statement's dotted base read where it runs is Python's; measured in flask",
    ),
    (
        "receiver typed by a type alias or a const item",
        "type-alias-receiver",
        &[
            // cargo check --tests (rustc 1.95): E0061 at tests/alias.rs:12 (alpha, `type T =
            // Table;` in the fn, `T::new()`), :17 (beta, `Also::insert(..)` with `type Also =
            // Fixed; type Fixed = Table;`) and :22 (gamma, `let mut t = EMPTY;` of `const
            // EMPTY: Table`); delta's `o: O` with `type O = Other;` compiles. An alias names
            // its type (hashbrown's `type HM = HashMap<i32, i32>;` in map.rs's tests, `type
            // FnvHashMap<K, V> = HashMap<K, V, ..>;` in tests/serde.rs, `const EMPTY_MAP:
            // HashMap<..>` in map.rs and set.rs).
            CauseCell {
                lang: "Rust",
                sel: "src/lib.rs:Table.insert",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("alpha", "tests/alias.rs", true),
                    ("beta", "tests/alias.rs", true),
                    ("gamma", "tests/alias.rs", true),
                ],
                excluded: &[("delta", "tests/alias.rs")],
            },
        ],
        "`type` aliases and const items naming a receiver's type are Rust's; issue 10 measured it in hashbrown (map.rs's tests, tests/serde.rs)",
    ),
    (
        "receiver typed by a crate iterator's item",
        "iterator-item-receiver",
        &[
            // cargo check --tests (rustc 1.95): E0061 at src/lib.rs:14 (next, `match
            // self.inner.next() { Some(b) => b.as_ref() }`), :21 (fold, the second parameter of
            // `t.iter().fold(0, |acc, b| ..)`), :27 (each, `for b in t.iter()`), :33 (mapped,
            // `t.iter().map(|b| b.as_ref())`) and :38 (found, `match t.find(0) { Some(b) => ..
            // }` of a method declared `-> Option<Bucket<T>>`); other's
            // `s.as_ref()` is `Option::as_ref` and compiles. `RawIter<T>` is the crate's own
            // iterator, `impl Iterator for RawIter<T> { type Item = Bucket<T>; }` (hashbrown's
            // `RawIter`/`RawIterRange` under map.rs's, table.rs's and the rayon impls'
            // iterators, raw/mod.rs's `clone_from` loops and `get`).
            CauseCell {
                lang: "Rust",
                sel: "src/raw.rs:Bucket.as_ref",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("next", "src/lib.rs", true),
                    ("fold", "src/lib.rs", true),
                    ("each", "src/lib.rs", true),
                    ("mapped", "src/lib.rs", true),
                    ("found", "src/lib.rs", true),
                ],
                excluded: &[("other", "src/lib.rs")],
            },
        ],
        "an `impl Iterator` with its `type Item`, and a method's declared `Option<T>`, typing `for` bindings, `Some(..)` patterns and iterator closures are Rust's; issue 10 measured it in hashbrown",
    ),
    (
        "closure parameter typed by the callee's declared closure type",
        "declared-closure-parameter",
        &[
            // cargo check --tests (rustc 1.95): E0061 at src/lib.rs:44 (rehash_all, `&|table,
            // index| table.bucket::<T>(index).as_ref()` passed as `hasher: &dyn Fn(&mut Self,
            // usize) -> u64`) and :49 (visit_all, a closure passed as `f: F` with `where F:
            // Fn(&Self, usize) -> usize`); other's closure, passed as `impl Fn(&Name) -> usize`,
            // calls `Name::as_ref` and compiles. hashbrown's
            // `reserve_rehash_inner`, `resize_inner` and `rehash_in_place` callers in
            // raw/mod.rs.
            CauseCell {
                lang: "Rust",
                sel: "src/lib.rs:Bucket.as_ref",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("rehash_all", "src/lib.rs", true),
                    ("visit_all", "src/lib.rs", true),
                ],
                excluded: &[("other", "src/lib.rs")],
            },
        ],
        "a closure's parameters typed by the `Fn(..)` type its callee declares (`dyn`, `impl`, a bounded type parameter) are Rust's; issue 10 measured it in hashbrown (raw/mod.rs)",
    ),
    (
        "receiver is a field declared as a union",
        "field-union",
        &[
            // tsc 5.6.3 on the edit (TextPoint.set's `only` made required): TS2554 at alpha's
            // `s.anchor.set(..)`, beta's through `const a = s.anchor`, the class's own
            // `this.anchor.set(..)` in collapse, and delta's — where a condition naming the
            // field could narrow it, so it is listed, not flagged. gamma's `s.focus` is an
            // ElementPoint and compiles. lexical's `anchor: PointType` with `type PointType =
            // TextPointType | ElementPointType`.
            CauseCell {
                lang: "TypeScript",
                sel: "src/point.ts:TextPoint.set",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[
                    ("alpha", "src/alpha.ts", true),
                    ("beta", "src/beta.ts", true),
                    ("delta", "src/delta.ts", false),
                    ("gamma", "src/gamma.ts", false),
                    ("collapse", "src/point.ts", true),
                ],
                excluded: &[],
            },
        ],
        "a field's declared union, and an object type named by an alias, are TypeScript's; issue 10 measured them in lexical (held out, the thirty-first round)",
    ),
    (
        "type named like the owner",
        "owner-named-type",
        &[
            // tsc 5.6.3: TS2554 at alpha.ts only (`schema: ZodType` imported from the target's
            // file); beta's `z.ZodType` (a namespace's re-exported interface), gamma's imported
            // interface and delta's own interface of the same name compile.
            CauseCell {
                lang: "TypeScript",
                sel: "src/v3/types.ts:ZodType.safeParse",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "src/alpha.ts", true),
                    ("beta", "src/beta.ts", false),
                ],
                excluded: &[("delta", "src/delta.ts"), ("gamma", "src/gamma.ts")],
            },
        ],
        "a type's name standing for another module's declaration is TypeScript's (zod measured it)",
    ),
    (
        "namespace re-exported by name",
        "namespace-reexport",
        &[
            // tsc 5.6.3: TS2554 at alpha (`util.normalizeParams(params)`, `util` imported by
            // name from an index that says `export * as util from "./util.js"`); beta's
            // `other` namespace of another module compiles.
            CauseCell {
                lang: "TypeScript",
                sel: "src/core/util.ts:normalizeParams",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "src/classic/schemas.ts", true)],
                excluded: &[("beta", "src/classic/schemas.ts")],
            },
        ],
        "`export * as ns from` is ECMAScript's; the JavaScript cell is not written yet (zod measured TypeScript)",
    ),
    (
        "this in an object literal's value",
        "this-in-object-literal",
        &[
            // tsc 5.6.3: TS2554 "Expected 2 arguments, but got 1" at alpha's `{
            // ...(this.get(schema) ?? {}) }` only: a property's value keeps the method's
            // `this` (zod's registries.ts `{ ...(this.get(p) ?? {}) }`); `this.get(..)` in
            // `first`, a method of beta's object literal, has the object for `this`, whose
            // own `get` takes one argument (get's `this.items.get(schema)` is a Map's).
            CauseCell {
                lang: "TypeScript",
                sel: "registry.ts:Registry.get",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[("alpha", "registry.ts", true)],
                excluded: &[("get", "registry.ts"), ("first", "registry.ts")],
            },
        ],
        "what `this` is in an object literal is ECMAScript's; the JavaScript cell is not written yet (zod measured TypeScript)",
    ),
    (
        "use path through a glob import",
        "use-through-glob",
        &[
            // cargo check --tests (rustc 1.95): E0061 at src/vector/mod.rs:8 (get's
            // `utils::bucket(bits, index)`) and src/vector/test.rs:9 (via_glob's `bucket(5,
            // 33)` after `use utils::bucket;`, `utils` brought in by `use super::*;` of a
            // module whose own `use super::*;` reaches `mod utils`); own_module's `use
            // utils::bucket;` names its own module's `utils` and compiles. rpds's
            // vector/test.rs `use vector_utils::bucket;`.
            CauseCell {
                lang: "Rust",
                sel: "src/vector/mod.rs:bucket",
                status: "contract-change",
                was: 2,
                now: 1,
                callers: &[
                    ("get", "src/vector/mod.rs", true),
                    ("via_glob", "src/vector/test.rs", true),
                ],
                excluded: &[("own_module", "src/vector/test.rs")],
            },
        ],
        "a use path's first segment resolved as any name in scope (Rust 2018 uniform paths) is Rust's; issue 10 measured it in rpds",
    ),
    (
        "local fn return typed through nested globs",
        "glob-chain-return",
        &[
            // cargo check --tests (rustc 1.95): E0061 at src/map/test.rs:25 (cloned's
            // `map.get_mut(&1)`, `map` a clone of `dummy()`, declared `-> TrieMap` in a module
            // whose `use super::*;` reaches the type only through the file's own `use
            // super::*;`); other_type's `Table::get_mut` and other.rs's `Vec::get_mut`
            // compile. rpds's
            // hash_trie_map/test.rs `dummy_hash_trie_map()`.
            CauseCell {
                lang: "Rust",
                sel: "src/map/mod.rs:TrieMap.get_mut",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("cloned", "src/map/test.rs", true)],
                excluded: &[
                    ("other_type", "src/map/test.rs"),
                    ("get_mut", "src/other.rs"),
                ],
            },
        ],
        "glob imports followed through the modules they name are Rust's; issue 10 measured it in rpds",
    ),
    (
        "value of a crate macro",
        "macro-built-receiver",
        &[
            // cargo check --tests (rustc 1.95): E0061 at src/stack/test.rs:6 (`stack![3, 2,
            // 1]`, every arm `{ let mut s = $crate::Stack::new(); .. s }`) and :12
            // (`crate::stack_rev![..]`, whose arm is `$crate::stack_reverse!(..)`, a
            // recursive macro whose other arm is such a block); a_queue's `crate::queue![..]`
            // is a Queue and compiles. rpds's `rbt_set!`, `rbt_map!`, `stack!`, `list!`.
            CauseCell {
                lang: "Rust",
                sel: "src/stack/mod.rs:Stack.peek",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("built_by_macro", "src/stack/test.rs", true),
                    ("built_by_recursive_macro", "src/stack/test.rs", true),
                ],
                excluded: &[("a_queue", "src/stack/test.rs")],
            },
        ],
        "`macro_rules!` expansions typed by their `$crate` paths are Rust's; issue 10 measured it in rpds",
    ),
    (
        "unwrapped option of the receiver's generic type",
        "unwrap-generic-self",
        &[
            // cargo check --tests (rustc 1.95): E0061 at tests/chain.rs:5
            // (`x.drop_first().unwrap().drop_first().unwrap()`, `drop_first` declared `->
            // Option<List<T>>`, then `y.push_front(3)`); other's `Deque::push_front` compiles.
            // rpds's list/test.rs `x.drop_first().unwrap()` and stack/test.rs
            // `stack.pop().unwrap().peek()`.
            CauseCell {
                lang: "Rust",
                sel: "src/lib.rs:List.push_front",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("dropped", "tests/chain.rs", true)],
                excluded: &[("other", "tests/chain.rs")],
            },
        ],
        "`Option<T<..>>`/`Result<T<..>, E>` unwrapped to the receiver's own generic type is Rust's; issue 10 measured it in rpds",
    ),
    (
        "inherited overload by access",
        "inherited-overload-access",
        &[
            // javac 17 -Xdiags:verbose: one error, Loader.java:8 ("no suitable method found for
            // insert(Envelope,String)": "insert(Object,Object) has protected access in
            // AbstractTree", Loader being in another package and no subclass). TreeTest's
            // calls, in the base's own package, reach AbstractTree.insert(Object, Object) and
            // compile, whatever the arguments' types (any value fits Object); so does SubTree's
            // `other.insert(..)` on a SubTree, in another package but inside a subclass;
            // Tree.insert's own super.insert(..) is AbstractTree's. jts's STRtree.insert beside
            // AbstractSTRtree's protected insert(Object, Object), called from classes of
            // other packages that extend neither (MCIndexSegmentSetMutualIntersector,
            // CascadedPolygonUnion).
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/index/Tree.java:Tree.insert",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("elsewhere", "src/org/acme/app/Loader.java", true),
                    ("inside", "src/org/acme/app/SubTree.java", false),
                ],
                excluded: &[
                    ("insert", "src/org/acme/index/Tree.java"),
                    ("samePackage", "src/org/acme/index/TreeTest.java"),
                    ("literal", "src/org/acme/index/TreeTest.java"),
                ],
            },
        ],
        "which inherited methods a call may reach (JLS 6.6 access, 15.12.2 boxing to Object) is Java's; issue 10 measured it in jts (held out, the nineteenth round)",
    ),
    (
        "inherited overload by typed arguments",
        "inherited-overload-typed-args",
        &[
            // javac 17 -Xdiags:verbose: one error, Multiline.java:9 ("no suitable method found
            // for detail(StringBuilder,String,Object)": Style's long[] and Recursive's
            // Collection<?> take no Object, the others differ in length). Multiline's
            // `super.detail(buf, name, array)` on its `final long[]` parameter reaches
            // Style.detail(.., long[]) (a primitive array is a reference, and names its own
            // type); Recursive.items' `detail(buf, name, i++, item)` reaches Style.detail(..,
            // int, Object): `i++` is the int variable's own type, and `item`, an Object, is
            // no int for the edited (.., Object, int). commons-lang3's (held out, round 26)
            // `ToStringStyle.appendDetail(.., Object)` and its overrides: MultilineRecursive-
            // ToStringStyle's `super.appendDetail(buffer, fieldName, array)` in its `long[]`,
            // `int[]`, ... overrides and JsonToStringStyle's `appendDetail(buffer, fieldName,
            // i++, item)`.
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/Recursive.java:Recursive.detail",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[("value", "src/org/acme/Multiline.java", true)],
                excluded: &[
                    ("detail", "src/org/acme/Multiline.java"),
                    ("items", "src/org/acme/Recursive.java"),
                ],
            },
        ],
        "which inherited overload an argument's declared type reaches is Java's; issue 10 measured it in commons-lang3 (held out, the twenty-fifth round)",
    ),
    (
        "JDK function result, stream element",
        "jdk-function-stream-element",
        &[
            // javac 17 -Xdiags:verbose on the edit (the String overload of Text.wrap gains
            // `words`): "no suitable method found for wrap(String,int)" at Text.java:17
            // (wrapEach's `lines.stream().map(line -> wrap(line, width))`: `line` is the
            // Stream<String>'s element), Use.java:11 (alpha, `normalizer.apply(line)` of a
            // `Function<String, String>` field is a String) and Use.java:15 (beta,
            // `lines.forEach(l -> ..)` on a List<String>). gamma's List argument and delta's
            // `g` of a Stream<List<String>> reach the List overload and compile.
            // java-diff-utils' (held out, the twenty-sixth round) `StringUtils.wrapText`.
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/Text.java:Text.wrap",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("wrapEach", "src/org/acme/Text.java", true),
                    ("alpha", "src/org/acme/Use.java", true),
                    ("beta", "src/org/acme/Use.java", true),
                    ("gamma", "src/org/acme/Use.java", false),
                    ("delta", "src/org/acme/Use.java", false),
                ],
                excluded: &[],
            },
        ],
        "`java.util.function`'s results and a stream's or collection's element given to a lambda are the JDK's; issue 10 measured them in java-diff-utils (held out, the twenty-sixth round)",
    ),
    (
        "inherited overload of a generic superclass",
        "inherited-generic-overload",
        &[
            // javac 17 -Xdiags:verbose: one error, Depot.java:13 (label's `super.put(key,
            // "label", 3)`: "no suitable method found for put(String,String,int)",
            // `Store.put(String,Item,int)` not applicable since "String cannot be converted
            // to Item"). store's `super.put(key, value)` and storeAt's `super.put(key, value,
            // index)` reach `Store<K, V>.put`, whose K and V `Named<V> extends Store<String,
            // V>` and `Shelf extends Named<Item>` make String and Item: no error. ini4j's
            // `BasicRegistry.put` calling `super.put` beside `BasicProfile.put(String,
            // String, Object)` and the inherited `BasicMultiMap<K, V>.put`.
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/Shelf.java:Shelf.put",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[("label", "src/org/acme/Depot.java", true)],
                excluded: &[("store", "src/org/acme/Depot.java"), ("storeAt", "src/org/acme/Depot.java")],
            },
        ],
        "which inherited overload a call reaches is Java's overload resolution, over the type arguments a class gives its generic superclass; issue 10 measured it in ini4j (held out, the twenty-seventh round)",
    ),
    (
        "receiver typed by a nested subinterface",
        "nested-subinterface-receiver",
        &[
            // javac 17 -Xdiags:verbose: three errors, "method length in interface
            // MultiMap<K,V> cannot be applied to given types" at Use.java:8 (alpha's
            // `Profile.Section`, a member interface extending OptionMap extends MultiMap),
            // Use.java:12 (beta's `Ini.Section`, which extends `Profile.Section`) and
            // Use.java:16 (gamma's TestMap, a member class of Use extending BaseMap, which
            // implements MultiMap); delta's `String.length()` compiles. ini4j's
            // `MultiMap.length` called on its `Section`s and a test's `TestMap`.
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/MultiMap.java:MultiMap.length",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/org/acme/Use.java", true),
                    ("beta", "src/org/acme/Use.java", true),
                    ("gamma", "src/org/acme/Use.java", true),
                ],
                excluded: &[("delta", "src/org/acme/Use.java")],
            },
        ],
        "which types a member type named through its outer class and a member class extend is Java's type hierarchy; issue 10 measured it in ini4j (held out, the twenty-seventh round)",
    ),
    (
        "receiver typed by an inherited member type",
        "inherited-member-type",
        &[
            // javac 17 -Xdiags:verbose: two errors, "method length in interface
            // MultiMap<K,V> cannot be applied to given types" at BasicProfile.java:5 (alpha's
            // `Section`, the member type `Profile.Section` that BasicProfile inherits by
            // implementing Profile) and tour/Tour.java:7 (beta's `Ini.Section`, inherited by
            // Ini through BasicProfile); Plain.java's gamma (`Section` inherited from Other,
            // whose Section declares its own length(Object)) and delta's `String.length()`
            // compile. ini4j's `MultiMap.length` on BasicProfile's and a tutorial's sections.
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/MultiMap.java:MultiMap.length",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/org/acme/BasicProfile.java", true),
                    ("beta", "src/org/acme/tour/Tour.java", true),
                ],
                excluded: &[
                    ("gamma", "src/org/acme/Plain.java"),
                    ("delta", "src/org/acme/tour/Tour.java"),
                ],
            },
        ],
        "which class a member type inherited through a supertype names is Java's scoping of member types (JLS 8.5); issue 10 measured it in ini4j (held out, the twenty-seventh round)",
    ),
    (
        "member class named through an heir of its outer class",
        "inherited-member-owner",
        &[
            // javac 17 -Xdiags:verbose: one error, "method getChild in interface Section
            // cannot be applied to given types" at tour/Tour.java:8 (alpha's `Ini.Section`,
            // Profile.Section inherited by Ini through BasicProfile); beta's `Reg.Section` is
            // Registry.Section, whose getChild keeps its parameter, and compiles. ini4j's
            // `Profile.Section.getChild` on `Ini.Section` fields and locals.
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/Profile.java:Section.getChild",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("alpha", "src/org/acme/tour/Tour.java", true)],
                excluded: &[("beta", "src/org/acme/tour/Tour.java")],
            },
        ],
        "which class `Outer.Member` names when Outer inherits the member is Java's scoping of member types (JLS 6.5.5.2, 8.5); issue 10 measured it in ini4j (held out, the twenty-seventh round)",
    ),
    (
        "type-variable argument beside a primitive overload",
        "unboxed-type-variable",
        &[
            // javac 17 -Xdiags:verbose: three errors, "no suitable method found for
            // update(int,A)" at Pair.java:13 (alpha's field of the unbounded type variable A),
            // "update(int,T)" at Pair.java:23 (gamma's `for (T value : data)`) and Pair.java:29
            // (delta's `T extends Number`): "method Hash.update(int,int) is not applicable", a
            // type variable no box type bounds is never unboxed. beta's `B extends Integer`
            // unboxes to the int overload and compiles, and so does epsilon's int. antlr4's
            // MurmurHash.update(int, Object) beside update(int, int), called with a Pair's and
            // a Triple's fields and a generic array's elements.
            CauseCell {
                lang: "Java",
                sel: "src/org/acme/Hash.java:Hash.update",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "src/org/acme/Pair.java", true),
                    ("beta", "src/org/acme/Pair.java", false),
                    ("gamma", "src/org/acme/Pair.java", true),
                    ("delta", "src/org/acme/Pair.java", true),
                    ("epsilon", "src/org/acme/Pair.java", false),
                ],
                excluded: &[],
            },
        ],
        "which overload a type-variable argument reaches is Java's overload resolution, where unboxing needs a box type (JLS 5.1.8, 15.12.2); issue 10 measured it in antlr4-runtime",
    ),
    (
        "call through a union alias",
        "union-alias-call",
        &[
            // tsc 5.6.3: TS2554 at presence.ts:21 only (plainAlias's `get(store, 'me')`, get
            // = defaultPresence). derivePresence's `getPresence(store, 'me')`, getPresence =
            // custom ?? defaultPresence, is checked against the union of both signatures,
            // whose combined parameter list is the longer one: no error. tldraw-tlschema's
            // createPresenceStateDerivation.
            CauseCell {
                lang: "TypeScript",
                sel: "presence.ts:defaultPresence",
                status: "contract-change",
                was: 2,
                now: 1,
                callers: &[
                    ("derivePresence", "presence.ts", false),
                    ("plainAlias", "presence.ts", true),
                ],
                excluded: &[],
            },
        ],
        "how tsc checks a call of a union of function types is TypeScript's; issue 10 measured it in tldraw-tlschema (held out, the nineteenth round)",
    ),
    (
        "class in a third source root",
        "class-in-third-root",
        &[
            // javac 17 -Xdiags:verbose over both roots: one error, PointTest.java:8 ("no
            // suitable method found for checkEqual(Point,Geometry)": "Point cannot be
            // converted to Collection"); beta's lists take checkEqual(Collection, Collection),
            // gamma's three arguments the (Geometry, Geometry, double) one. The helper is in
            // the test root, Geometry and Point in the main root (PointTest's package split
            // between both). jts's GeometryTestCase.checkEqual, called from its test classes.
            CauseCell {
                lang: "Java",
                sel: "core/src/test/java/org/acme/test/GeometryTestCase.java:GeometryTestCase.checkEqual",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[
                    ("alpha", "core/src/test/java/org/acme/geom/PointTest.java", true),
                    ("beta", "core/src/test/java/org/acme/geom/PointTest.java", false),
                    ("gamma", "core/src/test/java/org/acme/geom/PointTest.java", false),
                ],
                excluded: &[],
            },
        ],
        "which source roots javac compiles together is Java's layout (a test helper taking the main root's classes); issue 10 measured it in jts (held out, the nineteenth round)",
    ),
    (
        "glob import in a nested module",
        "glob-nested-module",
        &[
            // cargo check (rustc 1.95): E0061 at src/basic.rs:18 (`self.get()` in basic.rs's
            // `mod encode { use super::*; impl Encode for Slot { .. } }`, its `Slot` the
            // parent's); hop.rs's same-shaped `mod encode`, whose glob brings in hop.rs's
            // own `Slot` with its own `get`, compiles. slotmap's `mod serialize` in basic.rs
            // and hop.rs.
            CauseCell {
                lang: "Rust",
                sel: "src/basic.rs:Slot.get",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("encode", "src/basic.rs", true)],
                excluded: &[("encode", "src/hop.rs")],
            },
        ],
        "glob imports of a parent module (`use super::*;`) are Rust's; issue 10 measured it in slotmap (held out, the twenty-first round)",
    ),
    (
        "match that unwraps, element of a Vec",
        "unwrapping-match",
        &[
            // cargo check (rustc 1.95): E0061 at src/map.rs:37 (`map.table.find(7)`, `map`
            // the `Ok(map) => map` arm of a match over `make_map(n)`'s `Result<Map, String>`,
            // the other arm a `panic!`) and src/map.rs:42 (`t.find(3)`, `t` the `Some(t)` of
            // `map.slots.get(0)` on a `Vec<Table>`); `lookup`'s `index.find(7)`, `index` the
            // `Some(index) => index` arm over `make_index(n)`'s `Option<Index>`, reaches
            // `Index::find` and compiles. hashbrown's test `let mut map = match
            // get_test_map(..) { Ok(map) => map, Err(msg) => panic!(..) };` and slotmap's
            // `if let Some(k) = self.keys.get(i as usize)`.
            CauseCell {
                lang: "Rust",
                sel: "src/table.rs:Table.find",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("probe", "src/map.rs", true),
                    ("first_slot", "src/map.rs", true),
                ],
                excluded: &[("lookup", "src/map.rs")],
            },
        ],
        "a match whose one value arm is `Ok(x) => x` and a `Vec`'s `get`/`first`/`pop` element are Rust's typing; issue 10 measured them in hashbrown and slotmap",
    ),
    (
        "operator value, collect into the owner",
        "operator-collect-value",
        &[
            // cargo check (rustc 1.95): E0061 at src/usage.rs:5 (`ab.contains(3)`, `ab` the
            // value of `a & b` on two `&Set`, whose only `BitAnd` impl declares `type Output
            // = Set`) and src/usage.rs:10 (`c.contains(1)`, `c` the value of
            // `a.ones().collect::<Set>()`, `Ones` an iterator of the crate with no `collect`
            // of its own); `joined`'s `u.contains(&3)`, `u` the value of `a | b` whose
            // `BitOr` impl declares `type Output = Vec<u64>`, and `listed`'s
            // `v.contains(&1)` on a collected `Vec<usize>` compile. fixedbitset's tests'
            // `let ab = &a & &b;` and `a.intersection(&b).collect::<FixedBitSet>()`.
            CauseCell {
                lang: "Rust",
                sel: "src/set.rs:Set.contains",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("next", "src/set.rs", false),
                    ("both", "src/usage.rs", true),
                    ("copied", "src/usage.rs", true),
                    ("joined", "src/usage.rs", false),
                ],
                excluded: &[("listed", "src/usage.rs")],
            },
        ],
        "overloaded operators' `Output` and `collect::<T>()` are Rust's typing; issue 10 measured them in fixedbitset (held out, the twenty-seventh round)",
    ),
    (
        "function-scoped import",
        "function-scoped-import",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"key\"" at wrap_function's
            // `_wrapper(func, key)` only: `cached()` imports `_wrapper` from `._one` in its own
            // body, and the closure reads that binding; `cachedmethod()`'s import of `._two`'s
            // `_wrapper`, of the same name and list, binds only in `cachedmethod`.
            // cachetools' `cached`/`cachedmethod` in `__init__.py`.
            CauseCell {
                lang: "Python",
                sel: "pkg/_one.py:_wrapper",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[("wrap_function", "pkg/__init__.py", true)],
                excluded: &[("wrap_method", "pkg/__init__.py")],
            },
        ],
        "an import in a function binds in that function's scope (Python's scoping rule, pyright); measured in cachetools (held out, the twenty-first round)",
    ),
    (
        "subscripted generic call",
        "subscripted-generic-call",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"ttl\"" at test_subscripted's
            // `RRCache[int, int](maxsize=2, choice=max)` and test_plain's `RRCache(2)`: a call
            // of the subscripted class is checked against its constructor. cachetools'
            // tests/test_rr.py.
            CauseCell {
                lang: "Python",
                sel: "cache/__init__.py:RRCache.__init__",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("test_subscripted", "tests/test_rr.py", true),
                    ("test_plain", "tests/test_rr.py", true),
                ],
                excluded: &[],
            },
        ],
        "a generic class subscripted with type arguments and called is Python's typing (pyright); measured in cachetools (held out, the twenty-first round)",
    ),
    (
        "nested class through its enclosing class",
        "nested-class-constructor",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"nesting\"" at copy_timer's
            // `Timed._Timer(self.timer)`, start's `Timed._Timer(timer)` and restart's
            // `self._Timer(..)`: the class nested in `Timed`, reached through `Timed` or an
            // instance of it; other.py's `Clock._Timer(1)` makes Clock's own nested `_Timer`.
            // cachetools' `_TimedCache._Timer`.
            CauseCell {
                lang: "Python",
                sel: "pkg/timed.py:_Timer.__init__",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("copy_timer", "pkg/timed.py", true),
                    ("start", "pkg/timed.py", true),
                    ("restart", "pkg/timed.py", true),
                ],
                excluded: &[("begin", "pkg/other.py")],
            },
        ],
        "a class nested in a class is an attribute of it (Python's class scopes, pyright); measured in cachetools (held out, the twenty-first round)",
    ),
    (
        "heir declared in a stub",
        "stub-heir",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"policy\"" at lru_cache's
            // `LRUCache(maxsize)`, test_subscripted's `LRUCache[int, int](maxsize=2)` and
            // test_module_attribute's `pkg.LRUCache(maxsize=2)`: an import of `pkg` reads the
            // stub `__init__.pyi`, whose `class LRUCache(Cache[_KT, _VT]): ...` inherits the
            // constructor (the `.py`'s own `__init__` is not read); `RRCache` declares its own
            // in the stub. cachetools' `Cache.__init__`.
            CauseCell {
                lang: "Python",
                sel: "pkg/__init__.pyi:Cache.__init__",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("lru_cache", "pkg/func.py", true),
                    ("test_subscripted", "tests/test_lru.py", true),
                    ("test_module_attribute", "tests/test_lru.py", true),
                ],
                excluded: &[],
            },
        ],
        "a stub beside a module is what an import of it reads, and a subclass of a generic base with type arguments inherits its constructor (PEP 484 stubs, pyright); measured in cachetools (held out, the twenty-first round)",
    ),
    (
        "class object declared by a class attribute",
        "declared-class-attribute",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"policy\"" at test_defaults'
            // `self.Cache(maxsize=1)` and test_missing's `DefaultCache(maxsize=2)` (a local
            // class whose base is `self.Cache`): the mixin declares `Cache: type[pkg.Cache]`.
            // test_rebound's `self.Cache = pkg.RRCache` narrows it, and RRCacheTestMixin
            // declares `type[pkg.RRCache]`, whose own constructor takes the call. cachetools'
            // `CacheTestMixin`.
            CauseCell {
                lang: "Python",
                sel: "pkg/__init__.py:Cache.__init__",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("test_defaults", "tests/__init__.py", true),
                    ("test_missing", "tests/__init__.py", true),
                ],
                excluded: &[
                    ("test_rebound", "tests/__init__.py"),
                    ("test_choice", "tests/__init__.py"),
                ],
            },
        ],
        "an attribute declared `type[C]` holds the class object C for a type checker (PEP 484, pyright); measured in cachetools (held out, the twenty-first round)",
    ),
    (
        "local heir in the target's own module",
        "local-heir-own-module",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"count\"" at test_top's
            // `Unhashable({})`, test_child's `GrandChild({})` (a local heir of a local heir)
            // and test_in_loop's `Pending({})` (a class statement under `for` and `if`);
            // test_own_class's `Child` derives from its own local `Cached`, and
            // test_with_count's call passes both. cachetools' tests/test_cachedmethod.py.
            CauseCell {
                lang: "Python",
                sel: "tests/test_cached.py:Cached.__init__",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[
                    ("test_top", "tests/test_cached.py", true),
                    ("test_child", "tests/test_cached.py", true),
                    ("test_in_loop", "tests/test_cached.py", true),
                    ("test_with_count", "tests/test_cached.py", false),
                ],
                excluded: &[],
            },
        ],
        "a class statement in a function binds its name in that function's scope, and a subclass without a constructor of its own inherits its base's (Python's data model, pyright); measured in cachetools (held out, the twenty-first round)",
    ),
    (
        "class object held by an attribute",
        "class-object-attribute",
        &[
            // pyright 1.1.389: "Argument missing for parameter \"extra\"" at get's and all's
            // `self.document_class(..)` (`document_class = Document` in the class body),
            // Registry.make's `self.factory(..)` (`factory: ClassVar[Type[Document]]`),
            // parse_doc's `p.state_cls(..)` (DocParser's `state_cls = Document` under
            // Parser's `state_cls: Type[ST]`, bound by `Parser[Document]`), Builder.build's
            // `self.doc_class(..)` (assigned from `doc_class=Document`), from_other's `bt(..)`
            // (`bt: Type[BT]`, `BT` bound to Document), make_mutable's and make_final's calls
            // of MutableDocument (`(Document[int], Mixin)`: the first base's `__init__` comes
            // first) and its heir, and through_table's `t.document_class(..)`. OtherTable's
            // own `document_class = Other`, OtherParser's `state_cls = Other`, from_plain's
            // `type[Other]` and narrowed's `t.document_class = SubDocument` reach another
            // constructor. tinydb's `Table.document_class`, mistune's `BlockParser.state_cls`,
            // lark's `ForestToParseTree.tree_class`, bidict's `_inv_cls`, `bt()` and
            // `MutableBidict`.
            CauseCell {
                lang: "Python",
                sel: "pkg/doc.py:Document.__init__",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("get", "pkg/doc.py", true),
                    ("all", "pkg/doc.py", true),
                    ("make", "pkg/doc.py", true),
                    ("parse_doc", "pkg/doc.py", true),
                    ("build", "pkg/doc.py", true),
                    ("from_other", "pkg/doc.py", true),
                    ("make_mutable", "pkg/use.py", true),
                    ("make_final", "pkg/use.py", true),
                    ("through_table", "pkg/use.py", true),
                ],
                excluded: &[],
            },
        ],
        "an attribute or parameter holding a class object is typed by its declaration or its one assignment, and a class's first base comes right after it in its resolution order (PEP 484, Python's data model, pyright); measured in tinydb, mistune, lark and bidict (the twenty-fourth round)",
    ),
    (
        "variable of a namespace",
        "namespace-value",
        &[
            // tsc 5.6.3: TS2554 "Expected 2 arguments, but got 1" at alpha
            // (`core.globalRegistry.get(..)`, `core` a namespace import), beta
            // (`z.globalRegistry.get(..)`, `z` imported by name from an index that says
            // `import * as z from ..; export { z }`), gamma (`z.core.globalRegistry`, the
            // namespace `core` that `z`'s module exports) and epsilon (`z.registry()`, a
            // function of that namespace declared to return a Registry): each variable is
            // declared `: Registry<..>`. delta's `z.plain` is an object literal whose own
            // `get` takes one argument. zod's `z.globalRegistry.get(schema)`,
            // `core.globalRegistry.get(this)` and the locale tests' `import { z }`.
            CauseCell {
                lang: "TypeScript",
                sel: "src/core/registries.ts:Registry.get",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/app.ts", true),
                    ("beta", "src/app.ts", true),
                    ("gamma", "src/app.ts", true),
                    ("delta", "src/app.ts", false),
                    ("epsilon", "src/app.ts", true),
                ],
                excluded: &[("get", "src/core/registries.ts")],
            },
        ],
        "a namespace's members are its module's exports (ECMAScript), typed by their declarations (TypeScript); the JavaScript cell is not written yet (zod measured TypeScript)",
    ),
    (
        "inferred constant of a namespace",
        "namespace-inferred-const",
        &[
            // tsc 5.6.3: TS2554 "Expected 2 arguments, but got 1" at alpha
            // (`T.string.validate(..)`, `T` a namespace import and `export const string =
            // typeofValidator<string>(..)`, a function declared to return a Validator), beta
            // (`T.indexKey.validate(..)`, `export const indexKey = string.refine<string>(..)`,
            // a method of that constant's class declared to return a Validator), gamma (a
            // variable holding `T.string.refine(..)`), delta (`T.number.check('positive',
            // ..)` of `export const number = new Validator<number>(..)`) and assert
            // (`this.validate(..)`). epsilon's `T.plain` is an object literal whose own
            // `validate` takes one argument; zeta's `T.other` is `new Other()`, whose
            // `validate` takes one. tldraw-validate's `T.string.refine(..)`,
            // `T.number.check(..)` and `T.indexKey.validate(..)` in its tests.
            CauseCell {
                lang: "TypeScript",
                sel: "src/validation.ts:Validator.validate",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/app.ts", true),
                    ("beta", "src/app.ts", true),
                    ("gamma", "src/app.ts", true),
                    ("delta", "src/app.ts", true),
                    ("epsilon", "src/app.ts", false),
                    ("assert", "src/validation.ts", true),
                ],
                excluded: &[("zeta", "src/app.ts")],
            },
        ],
        "a namespace's members are its module's exports, and a constant declared without a type has the type of its initialiser (TypeScript): a `new`, a call of a function or a method declared to return a class; the JavaScript cell is not written yet (tldraw-validate measured TypeScript)",
    ),
    (
        "this of a class with a base",
        "this-chain-base",
        &[
            // tsc 5.6.3: TS2554 "Expected 2 arguments, but got 1" at alpha, beta and gamma:
            // `this.parseDict()` in ObjectParser (which extends BaseParser) and in its
            // subclass Parser is a Dict, by ObjectParser's declaration, whatever the bases
            // hold; delta's `this.cache` is a Map and compiles (a field the base initialises
            // with `new Map`, which the engine does not type through `this`: listed, not
            // flagged). pdf-lib's PDFObjectParser and PDFParser (`const dict =
            // this.parseDict(); dict.get(PDFName.of('Length'))`).
            CauseCell {
                lang: "TypeScript",
                sel: "src/dict.ts:Dict.get",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "src/parser.ts", true),
                    ("delta", "src/parser.ts", false),
                    ("beta", "src/parser.ts", true),
                    ("gamma", "src/parser.ts", true),
                ],
                excluded: &[("get", "src/dict.ts")],
            },
        ],
        "what `this` is in a class member is ECMAScript's, its members' types TypeScript's; the JavaScript cell is not written yet (pdf-lib measured TypeScript)",
    ),
    (
        "overload ruled out by a primitive parameter",
        "overload-primitive-arg",
        &[
            // tsc 5.6.3 on the edited fixture: TS2554 "Expected 3-4 arguments, but got 2" at
            // alpha; TS2345 "Argument of type 'typeof Hex' is not assignable to parameter of
            // type 'boolean'" at beta and "'typeof Name' .. 'boolean'" at zeta (a default
            // import): three arguments reach the three-parameter overload by count, but it
            // takes a boolean where they pass a class. gamma and delta pass what the overloads
            // take, epsilon an `any`: they compile. pdf-lib's `dict.lookupMaybe(key, PDFString,
            // PDFHexString)` after every overload of lookupMaybe gained `strict: boolean`.
            CauseCell {
                lang: "TypeScript",
                sel: "src/dict.ts:Dict.lookupMaybe",
                status: "contract-change",
                was: 4,
                now: 4,
                callers: &[
                    ("alpha", "src/app.ts", true),
                    ("beta", "src/app.ts", true),
                    ("gamma", "src/app.ts", false),
                    ("delta", "src/app.ts", false),
                    ("epsilon", "src/app.ts", false),
                    ("zeta", "src/app.ts", true),
                ],
                excluded: &[],
            },
        ],
        "overload signatures told apart by argument types are TypeScript's (JavaScript has no overloads)",
    ),
    (
        "member call on a package's value",
        "package-value-receiver",
        &[
            // tsc 5.6.3 on the edited fixture: TS2554 "Expected 2 arguments, but got 1" at
            // alpha only. beta's and gamma's `.toBytes(false)` are calls on values of the
            // package "noble-curves" (not in the tree; `any` here, noble's `Point` in
            // ethereumjs-util), whose own toBytes takes them; delta's is Address's method.
            // ethereumjs-util's module arrow `toBytes(v)` gaining a parameter beside
            // `secp256k1.Point.fromBytes(pubKey).toBytes(false)`.
            CauseCell {
                lang: "TypeScript",
                sel: "src/bytes.ts:toBytes",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/app.ts", true),
                    ("beta", "src/app.ts", false),
                    ("gamma", "src/app.ts", false),
                ],
                excluded: &[("delta", "src/app.ts")],
            },
        ],
        "the TypeScript cell stands for the JavaScript family (ethereumjs-util measured TypeScript); the other languages' package receivers are their own rows",
    ),
    (
        "method call on a package's value",
        "package-value-method",
        &[
            // tsc 5.6.3 on the edited fixture: TS2554 "Expected 3 arguments, but got 1" at
            // alpha only. beta's to epsilon's `.toBytes(..)` are calls on values of the package
            // "noble-curves" (not in the tree; `any` here, noble's points and fields in
            // btc-signer): through an immediately invoked arrow, a `type Point = typeof
            // Point.BASE` parameter, a function declared to return that type, a field of such
            // a value. btc-signer's `Transaction.toBytes(withScriptSig = false, withWitness =
            // false)` gaining a required parameter.
            CauseCell {
                lang: "TypeScript",
                sel: "src/transaction.ts:Transaction.toBytes",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("alpha", "src/app.ts", true),
                    ("beta", "src/app.ts", false),
                    ("gamma", "src/app.ts", false),
                    ("delta", "src/app.ts", false),
                    ("epsilon", "src/app.ts", false),
                ],
                excluded: &[],
            },
        ],
        "the TypeScript cell stands for the JavaScript family (btc-signer measured TypeScript); the other languages' package receivers are their own rows",
    ),
    (
        "const alias exported by the target's module",
        "exported-const-alias",
        &[
            // tsc 5.6.3 on the edited fixture: TS2554 "Expected 2 arguments, but got 1" at
            // alpha, a call of `publicToAddress`, imported from the target's module, which
            // declares `export const publicToAddress = pubToAddress`; beta passes both.
            // ethereumjs-util's authorization.ts `new Address(publicToAddress(pubKey))`.
            CauseCell {
                lang: "TypeScript",
                sel: "src/account.ts:pubToAddress",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "src/app.ts", true),
                    ("beta", "src/app.ts", false),
                ],
                excluded: &[],
            },
        ],
        "the TypeScript cell stands for the JavaScript family (ethereumjs-util measured TypeScript); other languages' aliases are the \"local alias\" and \"re-export\" rows",
    ),
    (
        "union narrowed by a typeof test",
        "typeof-primitive-branch",
        &[
            // tsc 5.6.3 on the edited fixture: TS2554 "Expected 1 arguments, but got 0" at
            // alpha and beta, where `typeof address` is not "string", so `address` is the
            // Address of `Address | string`; gamma's call is in the branch where it is the
            // string and compiles. ethereumjs-util's BlockLevelAccessList.get's `typeof
            // address === 'string' ? address : address.toString()`.
            CauseCell {
                lang: "TypeScript",
                sel: "src/address.ts:Address.toString",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[
                    ("alpha", "src/app.ts", true),
                    ("beta", "src/app.ts", true),
                    ("gamma", "src/app.ts", false),
                ],
                excluded: &[],
            },
        ],
        "union types and typeof narrowing are TypeScript's",
    ),
    (
        "one return below a comment",
        "commented-return",
        &[
            // tsc 5.6.3 on the edited fixture: TS2554 "Expected 2 arguments, but got 1" at
            // alpha and beta: base64url(..) declares no return type and its body is one
            // `return this.addCheck(..)` below a comment, so it returns what addCheck returns,
            // a Str; gamma passes both and compiles. zod v3's `z.string().base64url()`.
            CauseCell {
                lang: "TypeScript",
                sel: "src/str.ts:Str.parse",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "src/app.ts", true),
                    ("beta", "src/app.ts", true),
                    ("gamma", "src/app.ts", false),
                ],
                excluded: &[],
            },
        ],
        "what a method returns without a declared type is inferred by TypeScript; the JavaScript cell is not written yet (zod measured TypeScript)",
    ),
    (
        "name destructured from an exported object",
        "destructured-object-export",
        &[
            // tsc 5.6.3 on the edited fixture: TS2554 "Expected 2 arguments, but got 1" at
            // ff1 (`const { expandKeyLE } = unsafe`, `unsafe: { expandKeyLE: typeof
            // expandKeyLE }` declared in aes.ts) and siv (`const { expandKeyLE } = modes`,
            // `modes = { expandKeyLE, .. }` undeclared); gcm's `const { dec: expandKeyLE } =
            // modes` is expandKeyDecLE and compiles, as does ff1Dec. noble-ciphers' ff1.ts.
            CauseCell {
                lang: "TypeScript",
                sel: "aes.ts:expandKeyLE",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("ff1", "ff1.ts", true),
                    ("gcm", "gcm.ts", false),
                    ("siv", "siv.ts", true),
                ],
                excluded: &[],
            },
        ],
        "destructuring gives a binding its property's declared type (TypeScript); the JavaScript cell is not written yet (noble-ciphers measured TypeScript)",
    ),
    (
        "destructured from this method's inline return",
        "destructured-this-return",
        &[
            // tsc 5.6.3 on the edited fixture: TS2554 "Expected 2 arguments, but got 1" at
            // check's `schema.validate(input)`, `const { schema } = this.pick(input)` with
            // `pick(..): { schema: Validatable<any> | undefined; .. }`, narrowed by `===
            // undefined`; checkOther's `fallback` is an Other, whose validate takes one and
            // compiles. tldraw-validate's UnionValidator.
            CauseCell {
                lang: "TypeScript",
                sel: "validation.ts:Validatable.validate",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("check", "validation.ts", true)],
                excluded: &[("checkOther", "validation.ts")],
            },
        ],
        "inline object return types are TypeScript's; issue 10 measured it in tldraw-validate",
    ),
    (
        "field set to a class defined in a method",
        "field-local-class",
        &[
            // pyright 1.1.389: "Argument missing for parameter "key"" at get_one and
            // from_klass only (the class statement in `setUp` binds a subclass of Extension
            // that inherits getConfig, as in python-markdown's tests/test_extensions.py):
            // get_one's `self.ext.getConfig('foo')` on `self.ext = TestExtension()` reaches
            // the edited method; get_own's `self.own.getConfig('foo')` on a local class with
            // its own getConfig compiles; from_klass's `self.ExtKlass()` calls what a field
            // holds, not a class named ExtKlass: its result is unknown here, listed by name.
            CauseCell {
                lang: "Python",
                sel: "pkg/ext.py:Extension.getConfig",
                status: "contract-change",
                was: 3,
                now: 4,
                callers: &[
                    ("get_one", "pkg/test_ext.py", true),
                    ("from_klass", "pkg/test_ext.py", false),
                ],
                excluded: &[("get_own", "pkg/test_ext.py")],
            },
        ],
        "a class statement in a function body defines a class with its bases like any other, and calling an attribute makes an instance of a known class only when the attribute is known to be one (Python's data model, pyright); measured in python-markdown (held out, the twenty-fifth round)",
    ),
    (
        "method of a dependency's type",
        "dependency-type-receiver",
        &[
            // go 1.19 build -gcflags=-e (example.com/flags given by a `replace` to a module
            // outside the fixture, as cobra's pflag comes from outside its tree): "not enough
            // arguments in call to c.HasAvailableFlags" at alpha only. beta's
            // `c.Flags().HasAvailableFlags()`, gamma's `fs := c.Flags()` and cmd's own
            // HasAvailableLocalFlags call the *flag.FlagSet's method of that name: package cmd
            // imports the flags package, which therefore cannot import cmd (an import cycle)
            // nor embed a Command, and compile.
            CauseCell {
                lang: "Go",
                sel: "cmd/cmd.go:Command.HasAvailableFlags",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[("alpha", "app/app.go", true)],
                excluded: &[
                    ("beta", "app/app.go"),
                    ("gamma", "app/app.go"),
                    ("HasAvailableLocalFlags", "cmd/cmd.go"),
                ],
            },
        ],
        "a package's imports that cannot reach it back are Go's rule (no import cycles); measured in cobra, whose pflag is a module dependency (held out, the twenty-sixth round)",
    ),
    (
        "variable of a for clause",
        "for-clause-variable",
        &[
            // go 1.19 build -gcflags=-e: "not enough arguments in call to p.Parent" at alpha
            // (`for p := n; p != nil; p = p.Parent()`: the post statement's p is the
            // initializer's, a *calc.Node); beta's `for p := p.Parent(); ..` reads the
            // parameter p, a *calc.Tree, in the initializer, and compiles.
            CauseCell {
                lang: "Go",
                sel: "calc/calc.go:Node.Parent",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[("alpha", "app/app.go", true)],
                excluded: &[("beta", "app/app.go")],
            },
        ],
        "the scope of a for clause's short variable declaration is Go's; measured in cobra (held out, the twenty-sixth round)",
    ),
    (
        "unary and operator results",
        "unary-operator-result",
        &[
            // pyright 1.1.389 on the edit (Elem.copy gains `deep`): "Argument missing for
            // parameter "deep"" at alpha (`~Word()`, Elem.__invert__ -> Elem), beta (`(~Word()
            // + Word()).set_name(..)`), gamma (`Elem() + Word()`: Word inherits Elem's
            // `__radd__`, so Elem.__add__ gives the result) and delta (pyright types `Elem() +
            // Swapped()` by Elem.__add__ too; it also reports Swapped's `__radd__` override as
            // incompatible). Python calls Swapped's own `__radd__` first there (it gives an
            // Other): delta is listed by name, not flagged. pyparsing's `(~any_keyword +
            // Word(..)).set_name(..) | quoted_identifier`.
            CauseCell {
                lang: "Python",
                sel: "lib/expr.py:Elem.copy",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "lib/expr.py", true),
                    ("beta", "lib/expr.py", true),
                    ("gamma", "lib/expr.py", true),
                    ("delta", "lib/expr.py", false),
                ],
                excluded: &[],
            },
        ],
        "a unary operator calls its operand's `__invert__`/`__neg__`/`__pos__`, and a right operand's reflected method comes first only when its class overrides it (Python's data model; pyright types by the left operand's method); measured in pyparsing",
    ),
    (
        "imported module variable",
        "imported-module-variable",
        &[
            // pyright 1.1.389 on the edit (Elem.copy gains `deep`): "Argument missing for
            // parameter "deep"" at alpha (`word` through `from .core import *`), beta (`from
            // lib.core import number`) and gamma (`counter`, which `reset` rebinds through
            // `global`: still a Word). The engine reads a variable another module assigns only
            // when plain top-level assignments are its every binding: gamma is listed by name.
            // pyparsing's `quoted_string`, `rest_of_line`, `common_html_entity`.
            CauseCell {
                lang: "Python",
                sel: "lib/core.py:Elem.copy",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("beta", "lib/app.py", true),
                    ("gamma", "lib/app.py", false),
                    ("alpha", "lib/helpers.py", true),
                ],
                excluded: &[],
            },
        ],
        "an imported module-level variable has the type its module's assignments give it (Python's import binds the object; pyright reads the symbol's declared type); measured in pyparsing",
    ),
    (
        "class-body alias through an identity function",
        "identity-wrapper-alias",
        &[
            // pyright 1.1.389 on the edit (Elem.set_debug loses flag's default): "Argument
            // missing for parameter "flag"" at alpha (`e.setDebug()`, `setDebug =
            // replaced_by("setDebug", set_debug)` with `replaced_by(compat_name: str, fn: C)
            // -> C`) and gamma; beta's `o.setDebug()` is Other's own alias and compiles.
            // pyparsing's `setDebug = replaced_by_pep8("setDebug", set_debug)`.
            CauseCell {
                lang: "Python",
                sel: "lib/core.py:Elem.set_debug",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "lib/core.py", true),
                    ("gamma", "lib/core.py", true),
                ],
                excluded: &[],
            },
        ],
        "a function typed `(…, fn: C) -> C` gives back its argument's type, so the class attribute it makes of a method is that method (pyright solves the type variable); measured in pyparsing",
    ),
    (
        "module alias through an identity function",
        "identity-module-alias",
        &[
            // pyright 1.1.389 on the edit (replace_with's count loses its default):
            // "Argument missing for parameter "count"" at alpha (`replaceWith("x")`, imported
            // from lib.actions, where `replaceWith = replaced_by("replaceWith",
            // replace_with)` with `replaced_by(compat_name: str, fn: C) -> C`) and beta
            // (`plainAlias = replace_with`); gamma passes both and compiles, delta's
            // `wrappedAlias` is made by a function typed `-> Callable[..., Any]` (no error, not
            // listed). pyparsing's `countedArray = replaced_by_pep8("countedArray",
            // counted_array)` imported by its tests.
            CauseCell {
                lang: "Python",
                sel: "lib/actions.py:replace_with",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "app.py", true),
                    ("beta", "app.py", true),
                    ("gamma", "app.py", false),
                ],
                excluded: &[],
            },
        ],
        "a module-level name bound once to a function, plainly or through a function typed `(…, fn: C) -> C`, has that function's type wherever it is imported (pyright reads the symbol's inferred type); measured in pyparsing",
    ),
    (
        "annotated parameter rebound",
        "rebound-annotated-param",
        &[
            // pyright 1.1.389 on the edit (Tree.iter_subtrees' order loses its default):
            // "Argument missing for parameter "order"" at alpha (`tree: TreeOrCode`, an
            // implicit alias of `Union[Tree, str]`, rebound by `tree = conf._get_tree(tree)`
            // typed `-> Tree`) and beta (the union narrowed by `isinstance`); gamma's `tree:
            // Other` rebound to a Tree keeps its declared type Other (pyright reports the
            // assignment, "Type "Tree" is not assignable to declared type "Other"", and no
            // arity error). lark's `Template.search`.
            CauseCell {
                lang: "Python",
                sel: "lib/core.py:Tree.iter_subtrees",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "lib/core.py", true),
                    ("beta", "lib/core.py", true),
                ],
                excluded: &[("gamma", "lib/core.py")],
            },
        ],
        "an annotated parameter rebound before the read holds the assigned type where the annotation allows it, and a name bound once to `Union[..]` is an implicit type alias (pyright narrows the declared type on assignment); measured in lark",
    ),
    (
        "None default filled in",
        "none-default-filled",
        &[
            // pyright 1.1.389 on the edit (Reporter.flake gains a required color): "Argument
            // missing for parameter "color"" at check (`reporter=None` filled in by `if
            // reporter is None: reporter = modReporter._makeDefaultReporter()`, an
            // unannotated function returning `Reporter()`); early reads the parameter before
            // the `if` and after one that returns (`"flake" is not a known attribute of
            // "None"`, no arity error): listed, not flagged. pyflakes' `api.check`.
            CauseCell {
                lang: "Python",
                sel: "lib/reporter.py:Reporter.flake",
                status: "contract-change",
                was: 3,
                now: 3,
                callers: &[
                    ("check", "lib/api.py", true),
                    ("early", "lib/api.py", true),
                ],
                excluded: &[],
            },
        ],
        "an unannotated parameter defaulting to None, filled in by `if p is None: p = value`, holds the value's type after that `if` (pyright narrows the parameter's inferred type); measured in pyflakes",
    ),
    (
        "closure over enumerate or zip pairs",
        "paired-closure-item",
        &[
            // cargo check (rustc 1.95): E0061 at src/set.rs:18 (`|&(_, b)| !b.is_empty()`
            // over `.iter().enumerate()` of a `&[Block]`), :28 (`|(_, b)|` after `.rev()
            // .enumerate()`), :36 (`|(x, _)|` over `.iter().zip(other.as_slice())`), :41
            // (`me.iter().skip(..)` with `let me = self.as_slice();`) and :48 (`|(_, y)|`, the
            // right side of a zip over a field's `Vec<Block>`); `named`'s `n.is_empty()` on
            // the `String`s of `names` compiles. fixedbitset's minimum/maximum/is_disjoint/
            // is_subset.
            CauseCell {
                lang: "Rust",
                sel: "src/block.rs:Block.is_empty",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("first", "src/set.rs", true),
                    ("last", "src/set.rs", true),
                    ("within", "src/set.rs", true),
                    ("beyond", "src/set.rs", true),
                    ("paired", "src/set.rs", true),
                ],
                excluded: &[("named", "src/set.rs")],
            },
        ],
        "a closure's tuple pattern over `enumerate()`/`zip(..)` pairs and a slice bound by an untyped `let` are Rust's typing; measured in fixedbitset (held out, the twenty-sixth round)",
    ),
    (
        "declared field type",
        "declared-field",
        &[
            // pyright 1.1.389 on the edit (Elem.copy gains `deep`): "Argument missing for
            // parameter "deep"" at alpha (`[e.copy() for e in self.exprs]`, `self.exprs:
            // list[Elem]` declared in `__init__` and assigned in two branches) and beta (`for e
            // in x.exprs: e.copy()`); gamma's `o.copy()` is Other's and compiles. pyparsing's
            // `ParseExpression.exprs`.
            CauseCell {
                lang: "Python",
                sel: "lib/core.py:Elem.copy",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "lib/core.py", true),
                    ("beta", "lib/core.py", true),
                ],
                excluded: &[("gamma", "lib/core.py")],
            },
        ],
        "a field annotated where it is assigned (`self.x: T`) has that declared type whatever its other assignments give, and iterating it gives T's elements (pyright's declared type of a member); measured in pyparsing",
    ),
    (
        "iteration of a generic repository class",
        "generic-iteration",
        &[
            // pyright 1.1.389 on the edit (Post.run gains `more`): "Argument missing for
            // parameter "more"" at convert (`for pp in self.post: pp.run(text)`, `self.post =
            // build_post()` with `-> util.Registry[Post]`) and run_post (`for pp in md.post`);
            // convert's `p.run(text)` over `self.pre: util.Registry[Pre]` is Pre's and
            // compiles. python-markdown's `Registry[Postprocessor]`.
            CauseCell {
                lang: "Python",
                sel: "pkg/post.py:Post.run",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("convert", "pkg/core.py", true),
                    ("run_post", "pkg/core.py", true),
                ],
                excluded: &[("convert", "pkg/core.py")],
            },
        ],
        "iterating `C[X]`, a repository class declared `Generic[T]` whose `__iter__` returns `Iterator[T]`, gives X (pyright solves the type parameter); a field assigned a function's result iterates what its return annotation iterates; measured in python-markdown",
    ),
    (
        "trait blanket-implemented over a bound",
        "blanket-bound-receiver",
        &[
            // cargo check on the edit (PointExt::sub, a default method of a trait implemented
            // by `impl<T> PointExt for T where T: Point {}`, gains `k`): E0061 "this method
            // takes 2 arguments but 1 argument was supplied" at diag (`self.upper.sub(..)`, a
            // field of type `P` with `P: Point` in the impl's where clause), moved (`center: P`),
            // by_ref (`a: &P`) and ext in ops.rs; with_sub's `a.sub(b)` (`P: Point +
            // Sub<Output = P>`: the bound's `Sub::sub` by value comes first) and scalar's
            // `a.sub(b)` on an i32 compile. ext stays listed: its file names `Sub`, whose
            // method might apply first.
            CauseCell {
                lang: "Rust",
                sel: "src/point.rs:PointExt.sub",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("diag", "src/aabb.rs", true),
                    ("moved", "src/aabb.rs", true),
                    ("by_ref", "src/aabb.rs", true),
                    ("with_sub", "src/ops.rs", false),
                    ("ext", "src/ops.rs", false),
                ],
                excluded: &[("scalar", "src/ops.rs")],
            },
        ],
        "a blanket impl over every implementor of a bound, and method lookup on a type parameter by its bounds, are Rust's; issue 10 measured it in rstar's PointExt",
    ),
    (
        "self method returning its impl's type parameter",
        "self-method-param-return",
        &[
            // cargo check on the edit (PointExt::sub gains `k`): E0061 "this method takes 2
            // arguments but 1 argument was supplied" at direct and by_mut
            // (`self.nearest(q).sub(q)`, Line's inherent `nearest(&self, ..) -> P` of
            // `impl<P> Line<P>`) and dist (`let n = self.nearest(q); n.sub(q)` in `impl<Q>
            // Dist<Q> for Line<Q>`); with_sub's `self.nearest(q).sub(q.clone())` (`P: Point +
            // Sub<Output = P>`: the bound's `Sub::sub` by value comes first) compiles. by_mut
            // stays listed: its `&mut self` is not how `nearest` takes `self`, so a trait's
            // `&mut self` method of the name could come first.
            CauseCell {
                lang: "Rust",
                sel: "src/point.rs:PointExt.sub",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("direct", "src/line.rs", true),
                    ("by_mut", "src/line.rs", false),
                    ("dist", "src/line.rs", true),
                    ("with_sub", "src/ops.rs", false),
                ],
                excluded: &[],
            },
        ],
        "a method returning a type parameter of its impl, read through the `self` type's arguments, is Rust's; issue 10 measured it in rstar's `self.nearest_point(point).sub(point)`",
    ),
    (
        "tuple of a bound's trait method through ?",
        "bound-method-ok-tuple",
        &[
            // cargo check on the edit (InputTake::take_split drops `count`): E0061 "this
            // method takes 0 arguments but 1 argument was supplied" at length_data
            // (`let (i, _n) = f.parse(i)?; i.take_split(1)`, `F: Parser<I, N, E>` whose
            // `parse` returns the alias `IResult<I, O, E>` = `Result<(I, O), Err<E>>`), second
            // (the `O` element, `F: Parser<I, I, E>`) and boxed, each an associated fn of an
            // `impl .. where F: ..` taking `f: &mut F`; Chunk::take_split(&self, count) in
            // other.rs keeps its count. boxed stays listed: `F` has a second bound of the
            // crate's, `Other`, which might declare a `parse` too.
            CauseCell {
                lang: "Rust",
                sel: "src/traits.rs:InputTake.take_split",
                status: "contract-change",
                was: 2,
                now: 1,
                callers: &[
                    ("length_data", "src/multi.rs", true),
                    ("second", "src/multi.rs", true),
                    ("boxed", "src/multi.rs", false),
                ],
                excluded: &[],
            },
        ],
        "a trait's generic parameters instantiated by a bound and `?` on a `Result` alias are Rust's; issue 10 measured it in nom's `let (i, length) = f.parse(i)?; i.take_split(length)`",
    ),
    (
        "wrapper deref to its type parameter",
        "deref-type-param",
        &[
            // cargo check on the edit (Line::length_2 gains `scale`): E0061 "this method
            // takes 1 argument but 0 arguments were supplied" at wrapped (`line.length_2()` on
            // a `Cached<Line>`, which has no length_2 of its own and derefs to its `T`);
            // segment's `s.length_2()` is Segment's own and compiles. The wrapper's `T` is not
            // read, so wrapped is listed, no longer excluded.
            CauseCell {
                lang: "Rust",
                sel: "src/line.rs:Line.length_2",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("wrapped", "src/app.rs", false)],
                excluded: &[("segment", "src/app.rs")],
            },
        ],
        "Deref's auto-deref in method lookup is Rust's; issue 10 measured it in rstar's CachedEnvelope",
    ),
    (
        "field typed by its initialising call",
        "field-call-init",
        &[
            // tsc 5.6.3 on the edited fixture (Signal.set's `diff` made required): TS2554
            // "Expected 2 arguments, but got 1" at alpha (`c.count.set(1)`, `count =
            // signal(0)` a field of a class declared in the function, typed by `signal`'s
            // declared `Signal<T>`) and beta (the same field inherited by a subclass);
            // delta passes both and compiles, gamma's `count` is a `Map` and compiles (listed:
            // the engine does not read the Map's own set).
            // tldraw-state's tests' `class Foo { a = atom('a', 1) }` and `foo.a.set(2)`.
            CauseCell {
                lang: "TypeScript",
                sel: "src/signal.ts:Signal.set",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "src/app.ts", true),
                    ("beta", "src/app.ts", true),
                    ("gamma", "src/app.ts", false),
                    ("delta", "src/app.ts", false),
                ],
                excluded: &[],
            },
        ],
        "class fields typed by their initialiser and interface-typed values are TypeScript's (the TypeScript cell stands for the JavaScript family); tldraw-state measured it",
    ),
    (
        "union asserted by an assertion function",
        "assertion-union",
        &[
            // tsc 5.6.3 on the edited fixture (PlainText.decode gains `strict`): TS2554
            // "Expected 1 arguments, but got 0" at alpha, where `assertText(v)` (`asserts value
            // is PlainText | HexText`) has made `v` that union; beta's call is in the branch
            // where `v` is a HexText, gamma's after a return that leaves only HexText: both
            // compile. pdf-lib's `assertIsLiteralOrHexString(title); title.decodeText()`.
            CauseCell {
                lang: "TypeScript",
                sel: "src/text.ts:PlainText.decode",
                status: "contract-change",
                was: 0,
                now: 1,
                callers: &[
                    ("alpha", "src/app.ts", true),
                    ("gamma", "src/app.ts", false),
                ],
                excluded: &[("beta", "src/app.ts")],
            },
        ],
        "assertion functions (`asserts x is T`) are TypeScript's; pdf-lib measured them",
    ),
    (
        "static factory aliasing an overloaded function",
        "static-overload-alias",
        &[
            // tsc 5.6.3 on the edited fixture (Schema.safeParse's `params` made required):
            // TS2554 "Expected 2 arguments, but got 1" at alpha and beta, on what
            // `EnumSchema.create(..)` returns (`static create = createEnum`, a function whose
            // two overload signatures both return EnumSchema and whose implementation
            // declares none); gamma passes both and compiles. zod v3's `static create =
            // createZodEnum` behind `z.enum(..)`.
            CauseCell {
                lang: "TypeScript",
                sel: "src/schema.ts:Schema.safeParse",
                status: "contract-change",
                was: 2,
                now: 2,
                callers: &[
                    ("alpha", "src/app.ts", true),
                    ("beta", "src/app.ts", true),
                    ("gamma", "src/app.ts", false),
                ],
                excluded: &[],
            },
        ],
        "overload signatures and class fields holding functions are TypeScript's (the TypeScript cell stands for the JavaScript family); zod measured it",
    ),
    (
        "interface overloads told by argument count",
        "interface-overload-arity",
        &[
            // tsc 5.6.3 on the edited fixture (Schema.describe gains `lang`): TS2554
            // "Expected 2 arguments, but got 1" at alpha and beta, on `meta(new Meta(..))`,
            // which only the signature `meta(data: Meta): this` admits; gamma's `meta()` is
            // the `Meta | undefined` of the other, and its `describe` Meta's own: it compiles.
            // zod's `meta(): .. | undefined; meta(data): this` in `z.string().meta({..})`.
            CauseCell {
                lang: "TypeScript",
                sel: "src/types.ts:Schema.describe",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("alpha", "src/app.ts", true),
                    ("beta", "src/app.ts", true),
                    ("gamma", "src/app.ts", false),
                ],
                excluded: &[],
            },
        ],
        "interface method overloads are TypeScript's; zod measured them",
    ),
    (
        "byte string sliced by a range",
        "byte-slice-range",
        &[
            // cargo check on the edit (Buf::chain gains `_limit`): E0061 "this method takes 2
            // arguments but 1 argument was supplied" at joined (`(&b"hello"[..]).chain(..)`:
            // a `&[u8]`, which implements Buf and is no iterator); wide's
            // `w.iter().chain(..)` is Iterator's and read_chain's `(&b"ab"[..]).chain(..)`,
            // in a file that imports std::io::Read and not Buf, is Read's: both compile.
            CauseCell {
                lang: "Rust",
                sel: "src/buf.rs:Buf.chain",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[
                    ("joined", "src/app.rs", true),
                    ("wide", "src/app.rs", false),
                    ("read_chain", "src/reader.rs", false),
                ],
                excluded: &[],
            },
        ],
        "a byte string literal sliced by a range, and std's impls of a slice (`impl Read for &[u8]`), are Rust's; issue 10 measured it in bytes' test_chain.rs",
    ),
    (
        "Option map projecting a declared tuple",
        "option-map-projection",
        &[
            // cargo check on the edit (Key::decor_mut gains `strict`): E0061 "this method
            // takes 1 argument but 0 arguments were supplied" at src/parse.rs:11 (finish's
            // `last.decor_mut()`, `last` from `self.current.as_mut().map(|(_, k)| k)` over a
            // field declared `Option<(Vec<Key>, Key)>`); finish_tag's, over `Option<(Key,
            // Tag)>`, is Tag's and compiles.
            CauseCell {
                lang: "Rust",
                sel: "src/key.rs:Key.decor_mut",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[("finish", "src/parse.rs", true)],
                excluded: &[("finish_tag", "src/parse.rs")],
            },
        ],
        "Option's as_mut/map and closure tuple patterns are Rust's; issue 10 measured it in toml_edit's inline-table parser (held out, the twenty-eighth round)",
    ),
    (
        "let-else over an entry of an enum variant",
        "entry-variant-let-else",
        &[
            // cargo check on the edit (Tables::push gains `strict`): E0061 "this method takes
            // 2 arguments but 1 argument was supplied" at src/doc.rs:16 (add's `tables.push(v)`,
            // `let Some(tables) = entry.as_tables_mut() else { .. }` with `entry` from
            // `.entry(key).or_insert(Item::Tables(..))`); append's and Tables' own
            // `Vec::push` compile.
            CauseCell {
                lang: "Rust",
                sel: "src/item.rs:Tables.push",
                status: "contract-change",
                was: 2,
                now: 3,
                callers: &[("add", "src/doc.rs", true)],
                excluded: &[("append", "src/doc.rs"), ("push", "src/item.rs")],
            },
        ],
        "let-else and the map entry API are Rust's; issue 10 measured it in toml_edit's document parser (held out, the twenty-eighth round)",
    ),
    (
        "JDK collection size as an argument",
        "jdk-collection-size",
        &[
            // javac 17 -Xdiags:verbose on the edit (Buffer(int) gains `boolean strict`): "no
            // suitable constructor found for Buffer(int)" at Buffer.java:9 (`this(coll.size())`,
            // a raw Collection), Use.java:8 (`names.size()` of a
            // List<String>) and :12 (`counts.size()` of a Map); copied's `new Buffer(names)`
            // reaches the (Collection) constructor and compiles (a caller that fits).
            CauseCell {
                lang: "Java",
                sel: "src/p/Buffer.java:Buffer",
                status: "contract-change",
                was: 1,
                now: 2,
                callers: &[
                    ("Buffer", "src/p/Buffer.java", true),
                    ("sized", "src/p/Use.java", true),
                    ("counted", "src/p/Use.java", true),
                    ("copied", "src/p/Use.java", false),
                ],
                excluded: &[],
            },
        ],
        "overload resolution by an argument's static type is Java's; issue 10 measured it in commons-collections3's BoundedFifoBuffer (held out, the twenty-eighth round)",
    ),
];

/// Every file under `dir` as (path relative to `dir`, text), and every symbolic link as (path,
/// target): a fixture's `node_modules` links are made on disk, as a package manager would.
type Fixture = (Vec<(String, String)>, Vec<(String, std::path::PathBuf)>);

fn fixture_files(dir: &std::path::Path) -> Fixture {
    let (mut files, mut links) = (Vec::new(), Vec::new());
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries {
            let e = e.expect("fixture entry");
            let p = e.path();
            let rel = p
                .strip_prefix(dir)
                .expect("under dir")
                .to_string_lossy()
                .replace('\\', "/");
            let ty = e.file_type().expect("fixture entry type");
            if ty.is_symlink() {
                links.push((rel, std::fs::read_link(&p).expect("fixture link")));
            } else if ty.is_dir() {
                stack.push(p);
            } else {
                files.push((rel, std::fs::read_to_string(&p).expect("fixture text")));
            }
        }
    }
    files.sort();
    links.sort();
    (files, links)
}

/// The cell of cause row `scen` for the language of `t`.
fn cause(scen: &str, t: &Tpl) -> Cell {
    let (_, dir, cells, _) = CAUSES
        .iter()
        .find(|(s, ..)| *s == scen)
        .ok_or("no such cause row")?;
    let c = cells
        .iter()
        .find(|c| c.lang == t.lang)
        .ok_or("no cell for this language")?;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/causes")
        .join(dir)
        .join(c.lang);
    let (base, links) = fixture_files(&root.join("base"));
    let (edit, _) = fixture_files(&root.join("edit"));
    let refs: Vec<(&str, &str)> = base.iter().map(|(p, s)| (p.as_str(), s.as_str())).collect();
    let r = Repo::new(&refs);
    for (p, target) in &links {
        let at = r.path().join(p);
        std::fs::create_dir_all(at.parent().expect("a link has a parent")).expect("mkdir");
        #[cfg(unix)]
        std::os::unix::fs::symlink(target, &at).expect("symlink");
        #[cfg(not(unix))]
        let _ = (target, at);
    }
    for (p, s) in &edit {
        r.write(p, s);
    }
    let text = |path: &str| {
        edit.iter()
            .chain(base.iter())
            .find(|(p, _)| p == path)
            .map(|(_, s)| s.clone())
            .unwrap_or_else(|| panic!("no {path} in fixture {dir}/{}", c.lang))
    };
    let line = |name: &str, path: &str| format!("{path}:{}", def_line(&text(path), name));
    check(
        &r,
        c.sel,
        Want {
            status: c.status,
            was: Some(c.was),
            now: Some(c.now),
            callers: c
                .callers
                .iter()
                .map(|(n, p, bad)| (n.to_string(), line(n, p), *bad))
                .collect(),
            excluded: Some(
                c.excluded
                    .iter()
                    .map(|(n, p)| (n.to_string(), line(n, p)))
                    .collect(),
            ),
        },
    )
}

fn cause_re_export(t: &Tpl) -> Cell {
    cause("re-export", t)
}

fn cause_local_alias(t: &Tpl) -> Cell {
    cause("local alias", t)
}

fn cause_library_method(t: &Tpl) -> Cell {
    cause("library method", t)
}

fn cause_dot_import(t: &Tpl) -> Cell {
    cause("dot-import", t)
}

fn cause_dot_imported_type(t: &Tpl) -> Cell {
    cause("dot-imported type", t)
}

fn cause_build_constraint(t: &Tpl) -> Cell {
    cause("build constraint", t)
}

fn cause_spread_call(t: &Tpl) -> Cell {
    cause("spread call", t)
}

fn cause_workspace_package(t: &Tpl) -> Cell {
    cause("workspace package", t)
}

fn cause_vendor(t: &Tpl) -> Cell {
    cause("vendor/", t)
}

fn cause_test_file_variable(t: &Tpl) -> Cell {
    cause("test-file variable", t)
}

fn cause_extern_crate(t: &Tpl) -> Cell {
    cause("extern crate re-export", t)
}

fn cause_renamed_reexport(t: &Tpl) -> Cell {
    cause("renamed re-export", t)
}

fn cause_use_super_group(t: &Tpl) -> Cell {
    cause("use super group", t)
}

fn cause_turbofish_receiver(t: &Tpl) -> Cell {
    cause("turbofish receiver", t)
}

fn cause_builder_chain(t: &Tpl) -> Cell {
    cause("builder chain", t)
}

fn cause_macro_receiver(t: &Tpl) -> Cell {
    cause("macro receiver", t)
}

fn cause_macro_rules_receiver(t: &Tpl) -> Cell {
    cause("macro_rules receiver", t)
}

fn cause_macro_rules_let(t: &Tpl) -> Cell {
    cause("macro_rules let receiver", t)
}

fn cause_test_helper_module(t: &Tpl) -> Cell {
    cause("test helper module", t)
}

fn cause_inline_module_fn(t: &Tpl) -> Cell {
    cause("fn of an inline module", t)
}

fn cause_trait_named_alike(t: &Tpl) -> Cell {
    cause("trait of the target's name in another module", t)
}

fn cause_const_generic_alias(t: &Tpl) -> Cell {
    cause("alias with a const parameter", t)
}

fn cause_turbofish_struct_literal(t: &Tpl) -> Cell {
    cause("struct literal with a turbofish", t)
}

fn cause_stdlib_base_super(t: &Tpl) -> Cell {
    cause("super() of a standard-library base", t)
}

fn cause_class_literal_library_param(t: &Tpl) -> Cell {
    cause("class literal against a library parameter", t)
}

fn cause_imported_fn_element(t: &Tpl) -> Cell {
    cause("imported fn result element", t)
}

fn cause_deref_trait_method(t: &Tpl) -> Cell {
    cause("trait method through Deref", t)
}

fn cause_local_fn_return_type(t: &Tpl) -> Cell {
    cause("local fn return type", t)
}

fn cause_crate_not_dependent(t: &Tpl) -> Cell {
    cause("crate not a dependent", t)
}

fn cause_orphan_module(t: &Tpl) -> Cell {
    cause("file no mod declares", t)
}

fn cause_trait_impl_receiver(t: &Tpl) -> Cell {
    cause("trait impl receiver", t)
}

fn cause_pattern_binding(t: &Tpl) -> Cell {
    cause("pattern-bound receiver", t)
}

fn cause_grouped_pub_use(t: &Tpl) -> Cell {
    cause("grouped pub use", t)
}

fn cause_keyword_only_param(t: &Tpl) -> Cell {
    cause("keyword-only param", t)
}

fn cause_module_fn_via_x(t: &Tpl) -> Cell {
    cause("module fn via x.", t)
}

fn cause_overload_below_max(t: &Tpl) -> Cell {
    cause("overload below max", t)
}

fn cause_override_parameter(t: &Tpl) -> Cell {
    cause("override parameter", t)
}

fn cause_reaching_assignment(t: &Tpl) -> Cell {
    cause("reaching assignment", t)
}

fn cause_vexing_local(t: &Tpl) -> Cell {
    cause("vexing local", t)
}

fn cause_overload_by_reference(t: &Tpl) -> Cell {
    cause("overload by reference", t)
}

fn cause_type_alias(t: &Tpl) -> Cell {
    cause("type alias", t)
}

fn cause_embedded_interface(t: &Tpl) -> Cell {
    cause("embedded interface", t)
}

fn cause_inherited_field(t: &Tpl) -> Cell {
    cause("inherited field", t)
}

fn cause_overload_by_literal(t: &Tpl) -> Cell {
    cause("overload by literal", t)
}

fn cause_overload_by_declared_type(t: &Tpl) -> Cell {
    cause("overload by declared type", t)
}

fn cause_overload_by_generic_type(t: &Tpl) -> Cell {
    cause("overload by generic type", t)
}

fn cause_class_in_another_root(t: &Tpl) -> Cell {
    cause("class in another source root", t)
}

fn cause_overload_by_imported_class(t: &Tpl) -> Cell {
    cause("overload by imported library class", t)
}

fn cause_covariant_override_result(t: &Tpl) -> Cell {
    cause("covariant override result", t)
}

fn cause_overload_by_class(t: &Tpl) -> Cell {
    cause("overload by class", t)
}

fn cause_overload_by_jdk_type(t: &Tpl) -> Cell {
    cause("overload by JDK type", t)
}

fn cause_overload_by_array_type(t: &Tpl) -> Cell {
    cause("overload by array type", t)
}

fn cause_overload_by_new(t: &Tpl) -> Cell {
    cause("overload by new", t)
}

fn cause_overload_by_string_concat(t: &Tpl) -> Cell {
    cause("overload by concat", t)
}

fn cause_overload_by_method_result(t: &Tpl) -> Cell {
    cause("overload by own call", t)
}

fn cause_overload_by_outer_call(t: &Tpl) -> Cell {
    cause("overload by outer call", t)
}

fn cause_overload_by_inherited_result(t: &Tpl) -> Cell {
    cause("overload by inherited call", t)
}

fn cause_overload_by_jdk_hierarchy(t: &Tpl) -> Cell {
    cause("overload by JDK hierarchy", t)
}

fn cause_overload_by_varargs_element(t: &Tpl) -> Cell {
    cause("overload by varargs element", t)
}

fn cause_overload_by_enum_constant(t: &Tpl) -> Cell {
    cause("overload by enum constant", t)
}

fn cause_overload_by_variadic_array(t: &Tpl) -> Cell {
    cause("overload by variadic array", t)
}

fn cause_static_call_receiver(t: &Tpl) -> Cell {
    cause("static call receiver", t)
}

fn cause_nested_type_import(t: &Tpl) -> Cell {
    cause("nested type import", t)
}

fn cause_own_override(t: &Tpl) -> Cell {
    cause("own override", t)
}

fn cause_jdk_class_name_prefix(t: &Tpl) -> Cell {
    cause("JDK class named by a longer class's prefix", t)
}

fn cause_type_param_bound_receiver(t: &Tpl) -> Cell {
    cause("receiver typed by a bounded type parameter", t)
}

fn cause_jdk_supertype_lacks(t: &Tpl) -> Cell {
    cause("JDK supertype lacks it", t)
}

fn cause_function_arity(t: &Tpl) -> Cell {
    cause("function arity", t)
}

fn cause_jdk_static_result(t: &Tpl) -> Cell {
    cause("JDK static result", t)
}

fn cause_library_base_static_import(t: &Tpl) -> Cell {
    cause("library base and static import", t)
}

fn cause_instanceof_receiver(t: &Tpl) -> Cell {
    cause("instanceof receiver", t)
}

fn cause_type_guard_receiver(t: &Tpl) -> Cell {
    cause("type-guard receiver", t)
}

fn cause_inherited_method_receiver(t: &Tpl) -> Cell {
    cause("inherited method", t)
}

fn cause_default_export_base(t: &Tpl) -> Cell {
    cause("default-exported base", t)
}

fn cause_interface_extends(t: &Tpl) -> Cell {
    cause("interface extends", t)
}

fn cause_callback_parameter(t: &Tpl) -> Cell {
    cause("callback parameter", t)
}

fn cause_member_chain_receiver(t: &Tpl) -> Cell {
    cause("member chain receiver", t)
}

fn cause_factory_function_result_receiver(t: &Tpl) -> Cell {
    cause("factory function result receiver", t)
}

fn cause_inferred_factory_return(t: &Tpl) -> Cell {
    cause("inferred factory return", t)
}

fn cause_static_factory_alias(t: &Tpl) -> Cell {
    cause("static factory alias", t)
}

fn cause_call_chain_receiver(t: &Tpl) -> Cell {
    cause("call chain receiver", t)
}

fn cause_interface_property_receiver(t: &Tpl) -> Cell {
    cause("interface property receiver", t)
}

fn cause_local_subclass_construction(t: &Tpl) -> Cell {
    cause("local subclass construction", t)
}

fn cause_interface_chain_receiver(t: &Tpl) -> Cell {
    cause("interface call chain receiver", t)
}

fn cause_interface_callback_parameter(t: &Tpl) -> Cell {
    cause("interface callback parameter", t)
}

fn cause_object_literal_member_callback(t: &Tpl) -> Cell {
    cause("object literal member callback", t)
}

fn cause_aliased_callback_parameter(t: &Tpl) -> Cell {
    cause("aliased callback parameter", t)
}

fn cause_namespace_qualified_function(t: &Tpl) -> Cell {
    cause("namespace-qualified function", t)
}

fn cause_inferred_this_return(t: &Tpl) -> Cell {
    cause("method returning this by inference", t)
}

fn cause_destructured_this_field(t: &Tpl) -> Cell {
    cause("variable destructured from this", t)
}

fn cause_inferred_getter_new(t: &Tpl) -> Cell {
    cause("getter typed by its new", t)
}

fn cause_declared_function_type_parameter(t: &Tpl) -> Cell {
    cause("declared function type parameter", t)
}

fn cause_generic_element_receiver(t: &Tpl) -> Cell {
    cause("generic element receiver", t)
}

fn cause_signatures_on_lines(t: &Tpl) -> Cell {
    cause("signatures on lines", t)
}

fn cause_interface_method(t: &Tpl) -> Cell {
    cause("interface method", t)
}

fn cause_new_pointer_chain(t: &Tpl) -> Cell {
    cause("new pointer chain", t)
}

fn cause_field_copy_receiver(t: &Tpl) -> Cell {
    cause("field copy receiver", t)
}

fn cause_variadic_after_inserted(t: &Tpl) -> Cell {
    cause("variadic after inserted", t)
}

fn cause_named_class_object(t: &Tpl) -> Cell {
    cause("named class object", t)
}

fn cause_param_method_field(t: &Tpl) -> Cell {
    cause("param method field", t)
}

fn cause_local_subclass(t: &Tpl) -> Cell {
    cause("local subclass", t)
}

fn cause_own_class_object(t: &Tpl) -> Cell {
    cause("own class object", t)
}

fn cause_inherited_constructor(t: &Tpl) -> Cell {
    cause("inherited constructor", t)
}

fn cause_heir_elsewhere(t: &Tpl) -> Cell {
    cause("constructor heir in another module", t)
}

fn cause_ctor_named_as_type(t: &Tpl) -> Cell {
    cause("constructor named as a type", t)
}

fn cause_dataclass_heir(t: &Tpl) -> Cell {
    cause("dataclass heir", t)
}

fn cause_identity_decorated_heir(t: &Tpl) -> Cell {
    cause("identity-decorated heir", t)
}

fn cause_memo_dict_return(t: &Tpl) -> Cell {
    cause("memo dict return", t)
}

fn cause_instance_call(t: &Tpl) -> Cell {
    cause("instance call", t)
}

fn cause_imported_base_heir(t: &Tpl) -> Cell {
    cause("imported base heir", t)
}

fn cause_same_named_class(t: &Tpl) -> Cell {
    cause("same-named class", t)
}

fn cause_staticmethod_alias(t: &Tpl) -> Cell {
    cause("staticmethod alias", t)
}

fn cause_splat_keyword_boundary(t: &Tpl) -> Cell {
    cause("splat past the keyword boundary", t)
}

fn cause_declared_mapping_return(t: &Tpl) -> Cell {
    cause("declared mapping item return", t)
}

fn cause_except_clause_receiver(t: &Tpl) -> Cell {
    cause("except-clause receiver", t)
}

fn cause_class_body_method_alias(t: &Tpl) -> Cell {
    cause("class-body method alias", t)
}

fn cause_instance_attribute_method_alias(t: &Tpl) -> Cell {
    cause("instance-attribute method alias", t)
}

fn cause_unary_operator_result(t: &Tpl) -> Cell {
    cause("unary and operator results", t)
}

fn cause_imported_module_variable(t: &Tpl) -> Cell {
    cause("imported module variable", t)
}

fn cause_identity_wrapper_alias(t: &Tpl) -> Cell {
    cause("class-body alias through an identity function", t)
}

fn cause_identity_module_alias(t: &Tpl) -> Cell {
    cause("module alias through an identity function", t)
}

fn cause_rebound_annotated_param(t: &Tpl) -> Cell {
    cause("annotated parameter rebound", t)
}

fn cause_none_default_filled(t: &Tpl) -> Cell {
    cause("None default filled in", t)
}

fn cause_declared_field(t: &Tpl) -> Cell {
    cause("declared field type", t)
}

fn cause_generic_iteration(t: &Tpl) -> Cell {
    cause("iteration of a generic repository class", t)
}

fn cause_parameter_shadows_target(t: &Tpl) -> Cell {
    cause("parameter shadowing the target", t)
}

fn cause_class_body_call(t: &Tpl) -> Cell {
    cause("class-body call", t)
}

fn cause_tuple_alias_call(t: &Tpl) -> Cell {
    cause("tuple alias call", t)
}

fn cause_dict_of_calls(t: &Tpl) -> Cell {
    cause("dict of calls", t)
}

fn cause_unpacked_receiver(t: &Tpl) -> Cell {
    cause("unpacked receiver", t)
}

fn cause_assigned_let(t: &Tpl) -> Cell {
    cause("assigned let receiver", t)
}

fn cause_inline_object(t: &Tpl) -> Cell {
    cause("inline object receiver", t)
}

fn cause_trait_fn_type_path(t: &Tpl) -> Cell {
    cause("trait fn through type path", t)
}

fn cause_package_submodule(t: &Tpl) -> Cell {
    cause("package own submodule", t)
}

fn cause_stdlib_base(t: &Tpl) -> Cell {
    cause("stdlib base", t)
}

fn cause_local_subclass_chain(t: &Tpl) -> Cell {
    cause("local subclass chain", t)
}

fn cause_nested_class(t: &Tpl) -> Cell {
    cause("nested class", t)
}

fn cause_or_alias(t: &Tpl) -> Cell {
    cause("or alias", t)
}

fn cause_repo_class_param(t: &Tpl) -> Cell {
    cause("array or primitive to class param", t)
}

fn cause_element_receiver(t: &Tpl) -> Cell {
    cause("element or literal receiver", t)
}

fn cause_package_var_receiver(t: &Tpl) -> Cell {
    cause("package var receiver", t)
}

fn cause_type_switch_clause(t: &Tpl) -> Cell {
    cause("type switch clause", t)
}

fn cause_generic_field_embed(t: &Tpl) -> Cell {
    cause("generic field or embedding", t)
}

fn cause_owner_type_alias(t: &Tpl) -> Cell {
    cause("owner type alias", t)
}

fn cause_assoc_self_return(t: &Tpl) -> Cell {
    cause("associated fn returning Self", t)
}

fn cause_inherent_first(t: &Tpl) -> Cell {
    cause("inherent method before trait method", t)
}

fn cause_inherent_shadows_trait_impl(t: &Tpl) -> Cell {
    cause("inherent fn shadowing a trait impl's", t)
}

fn cause_tuple_literal_rest(t: &Tpl) -> Cell {
    cause("rest parameter retyped as a tuple literal", t)
}

fn cause_glob_reexport(t: &Tpl) -> Cell {
    cause("glob re-export, crate alias", t)
}

fn cause_overload_by_receiver_result(t: &Tpl) -> Cell {
    cause("overload by receiver call", t)
}

fn cause_super_call_chain(t: &Tpl) -> Cell {
    cause("super call up a chain", t)
}

fn cause_overload_by_expression_type(t: &Tpl) -> Cell {
    cause("overload by expression type", t)
}

fn cause_overload_by_subclass_member(t: &Tpl) -> Cell {
    cause("overload by subclass member", t)
}

fn cause_overload_by_wildcard_imported_type(t: &Tpl) -> Cell {
    cause("overload by wildcard-imported type", t)
}

fn cause_brace_macro_body(t: &Tpl) -> Cell {
    cause("brace macro body", t)
}

fn cause_tuple_let_receiver(t: &Tpl) -> Cell {
    cause("tuple let receiver", t)
}

fn cause_from_iter_receiver(t: &Tpl) -> Cell {
    cause("from_iter receiver", t)
}

fn cause_macro_alias_call(t: &Tpl) -> Cell {
    cause("alias called in a macro", t)
}

fn cause_map_value_receiver(t: &Tpl) -> Cell {
    cause("std map value receiver", t)
}

fn cause_crate_impl_receiver(t: &Tpl) -> Cell {
    cause("receiver built by the owner's impls elsewhere", t)
}

fn cause_trait_impl_beside(t: &Tpl) -> Cell {
    cause("trait impl beside", t)
}

fn cause_builtin_named_class(t: &Tpl) -> Cell {
    cause("builtin-named class", t)
}

fn cause_args_hiding_decorator(t: &Tpl) -> Cell {
    cause("args-hiding decorator", t)
}

fn cause_typeof_const(t: &Tpl) -> Cell {
    cause("const typed as typeof the function", t)
}

fn cause_typeof_assertion(t: &Tpl) -> Cell {
    cause("const asserted as typeof the function", t)
}

fn cause_field_modifier_order(t: &Tpl) -> Cell {
    cause("field modifiers out of the grammar's order", t)
}

fn cause_ctor_const(t: &Tpl) -> Cell {
    cause("class constructed through a constant", t)
}

fn cause_type_argument_overload(t: &Tpl) -> Cell {
    cause("overloads told apart by type arguments", t)
}

fn cause_constrained_type_parameter(t: &Tpl) -> Cell {
    cause("receiver typed by a constrained type parameter", t)
}

fn cause_tuple_destructured_return(t: &Tpl) -> Cell {
    cause("name destructured from a declared tuple", t)
}

fn cause_interface_property_chain(t: &Tpl) -> Cell {
    cause("member chain through interfaces", t)
}

fn cause_indexed_property(t: &Tpl) -> Cell {
    cause("property typed by an indexed access", t)
}

fn cause_inherited_indexed_property(t: &Tpl) -> Cell {
    cause("indexed access of an inherited member", t)
}

fn cause_map_value_reassigned(t: &Tpl) -> Cell {
    cause("map value assigned again", t)
}

fn cause_this_typed_callback(t: &Tpl) -> Cell {
    cause("callback parameter typed this", t)
}

fn cause_alias_receiver(t: &Tpl) -> Cell {
    cause("receiver typed by a type alias", t)
}

fn cause_destructured_param(t: &Tpl) -> Cell {
    cause("destructured parameter", t)
}

fn cause_crate_name_fn(t: &Tpl) -> Cell {
    cause("crate name beside a fn", t)
}

fn cause_bare_name_builtin(t: &Tpl) -> Cell {
    cause("bare name of a builtin", t)
}

fn cause_decorated_class(t: &Tpl) -> Cell {
    cause("decorated class", t)
}

fn cause_union_receiver(t: &Tpl) -> Cell {
    cause("union receiver", t)
}

fn cause_union_alias_receiver(t: &Tpl) -> Cell {
    cause("union alias receiver", t)
}

fn cause_union_value_receiver(t: &Tpl) -> Cell {
    cause("union-typed value receiver", t)
}

fn cause_generic_call_operator(t: &Tpl) -> Cell {
    cause("generic call after an operator", t)
}

fn cause_iteration_callback(t: &Tpl) -> Cell {
    cause("iteration callback receiver", t)
}

fn cause_this_parameter(t: &Tpl) -> Cell {
    cause("this parameter", t)
}

fn cause_iterator_trait(t: &Tpl) -> Cell {
    cause("method of a trait every iterator implements", t)
}

fn cause_iterator_trait_ref(t: &Tpl) -> Cell {
    cause(
        "method of a trait every iterator implements, by reference",
        t,
    )
}

fn cause_macro_rules_repetition(t: &Tpl) -> Cell {
    cause("macro_rules repetition", t)
}

fn cause_ref_impl_self(t: &Tpl) -> Cell {
    cause("self of an impl for a reference", t)
}

fn cause_self_path_implementor(t: &Tpl) -> Cell {
    cause("Self path of an implementor", t)
}

fn cause_tuple_self_element(t: &Tpl) -> Cell {
    cause("tuple impl element receiver", t)
}

fn cause_boxed_dyn_lifetime(t: &Tpl) -> Cell {
    cause("boxed dyn with a lifetime", t)
}

fn cause_fn_item_blanket(t: &Tpl) -> Cell {
    cause("fn item through a blanket impl", t)
}

fn cause_opaque_trait_return(t: &Tpl) -> Cell {
    cause("opaque trait return", t)
}

fn cause_dynamic_getattr_receiver(t: &Tpl) -> Cell {
    cause("dynamic getattr receiver", t)
}

fn cause_getattr_alias_receiver(t: &Tpl) -> Cell {
    cause("getattr alias receiver", t)
}

fn cause_getattr_call_value(t: &Tpl) -> Cell {
    cause("getattr call value", t)
}

fn cause_protocol_class_factory(t: &Tpl) -> Cell {
    cause("protocol class factory", t)
}

fn cause_getattr_default_value(t: &Tpl) -> Cell {
    cause("getattr default value", t)
}

fn cause_init_call_by_name(t: &Tpl) -> Cell {
    cause("init call by name", t)
}

fn cause_imported_return_type(t: &Tpl) -> Cell {
    cause("return type imported by the method's file", t)
}

fn cause_unsafe_block_value(t: &Tpl) -> Cell {
    cause("value of an unsafe block", t)
}

fn cause_tuple_rest(t: &Tpl) -> Cell {
    cause("rest parameter typed as a tuple", t)
}

fn cause_destructured_inline_type(t: &Tpl) -> Cell {
    cause("property destructured from an inline object type", t)
}

fn cause_tuple_spread(t: &Tpl) -> Cell {
    cause("spread of a fixed-length tuple", t)
}

fn cause_lib_type_function(t: &Tpl) -> Cell {
    cause("receiver typed by a standard library type function", t)
}

fn cause_class_field_literal(t: &Tpl) -> Cell {
    cause("object literal in a class field initialiser", t)
}

fn cause_mapped_type_field(t: &Tpl) -> Cell {
    cause("field typed by a member-keeping library alias", t)
}

fn cause_root_docs_extern_crate(t: &Tpl) -> Cell {
    cause("extern crate below the root's docs", t)
}

fn cause_clone_receiver(t: &Tpl) -> Cell {
    cause("clone of a receiver of known type", t)
}

fn cause_variant_binding_receiver(t: &Tpl) -> Cell {
    cause("binding of an enum variant pattern", t)
}

fn cause_smart_pointer_receiver(t: &Tpl) -> Cell {
    cause("smart pointer unwrapped to its pointee", t)
}

fn cause_library_supertype(t: &Tpl) -> Cell {
    cause("supertype from a library outside the tree", t)
}

fn cause_function_scoped_import(t: &Tpl) -> Cell {
    cause("function-scoped import", t)
}

fn cause_subscripted_generic_call(t: &Tpl) -> Cell {
    cause("subscripted generic call", t)
}

fn cause_nested_class_constructor(t: &Tpl) -> Cell {
    cause("nested class through its enclosing class", t)
}

fn cause_stub_heir(t: &Tpl) -> Cell {
    cause("heir declared in a stub", t)
}

fn cause_declared_class_attribute(t: &Tpl) -> Cell {
    cause("class object declared by a class attribute", t)
}

fn cause_local_heir_own_module(t: &Tpl) -> Cell {
    cause("local heir in the target's own module", t)
}

fn cause_class_object_attribute(t: &Tpl) -> Cell {
    cause("class object held by an attribute", t)
}

fn cause_namespace_value(t: &Tpl) -> Cell {
    cause("variable of a namespace", t)
}

fn cause_namespace_inferred_const(t: &Tpl) -> Cell {
    cause("inferred constant of a namespace", t)
}

fn cause_this_chain_base(t: &Tpl) -> Cell {
    cause("this of a class with a base", t)
}

fn cause_overload_primitive_arg(t: &Tpl) -> Cell {
    cause("overload ruled out by a primitive parameter", t)
}

fn cause_commented_return(t: &Tpl) -> Cell {
    cause("one return below a comment", t)
}

fn cause_destructured_object_export(t: &Tpl) -> Cell {
    cause("name destructured from an exported object", t)
}

fn cause_destructured_this_return(t: &Tpl) -> Cell {
    cause("destructured from this method's inline return", t)
}

fn cause_field_local_class(t: &Tpl) -> Cell {
    cause("field set to a class defined in a method", t)
}

fn cause_from_import_binds_names(t: &Tpl) -> Cell {
    cause("from-import of a submodule in a function", t)
}

fn cause_module_alias_class_attribute(t: &Tpl) -> Cell {
    cause("class attribute of a module alias", t)
}

fn cause_class_name_alias(t: &Tpl) -> Cell {
    cause("module-level alias of a class", t)
}

fn cause_double_splat_positional_only(t: &Tpl) -> Cell {
    cause("double splat before a positional-only parameter", t)
}

fn cause_inferred_function_return(t: &Tpl) -> Cell {
    cause(
        "unannotated function returning a local or a new instance's method",
        t,
    )
}

fn cause_reexported_class_base(t: &Tpl) -> Cell {
    cause("class a package only re-exports", t)
}

fn cause_class_typed_base(t: &Tpl) -> Cell {
    cause("base declared as a class object", t)
}

fn cause_with_target(t: &Tpl) -> Cell {
    cause("with-statement target", t)
}

fn cause_self_type_variable(t: &Tpl) -> Cell {
    cause("receiver typed by a type variable", t)
}

fn cause_new_constructor(t: &Tpl) -> Cell {
    cause("__new__ constructor", t)
}

fn cause_factory_typed_field(t: &Tpl) -> Cell {
    cause("field typed through a class factory", t)
}

fn cause_operator_and_factory_receiver(t: &Tpl) -> Cell {
    cause(
        "receiver typed by an operator method or a class-default factory",
        t,
    )
}

fn cause_local_subclass_dotted_base(t: &Tpl) -> Cell {
    cause("local subclass of a dotted base", t)
}

fn cause_type_alias_receiver(t: &Tpl) -> Cell {
    cause("receiver typed by a type alias or a const item", t)
}

fn cause_iterator_item_receiver(t: &Tpl) -> Cell {
    cause("receiver typed by a crate iterator's item", t)
}

fn cause_declared_closure_parameter(t: &Tpl) -> Cell {
    cause(
        "closure parameter typed by the callee's declared closure type",
        t,
    )
}

fn cause_index_output(t: &Tpl) -> Cell {
    cause("receiver indexed through the crate's Index impl", t)
}

fn cause_map_value_callback(t: &Tpl) -> Cell {
    cause("callback typed by a map's value type", t)
}

fn cause_enum_constant_receiver(t: &Tpl) -> Cell {
    cause("receiver is an enum constant", t)
}

fn cause_assigned_alias_reexport(t: &Tpl) -> Cell {
    cause("re-exported under an assigned alias", t)
}

fn cause_field_union(t: &Tpl) -> Cell {
    cause("receiver is a field declared as a union", t)
}

fn cause_owner_named_type(t: &Tpl) -> Cell {
    cause("type named like the owner", t)
}

fn cause_namespace_reexport(t: &Tpl) -> Cell {
    cause("namespace re-exported by name", t)
}

fn cause_this_in_object_literal(t: &Tpl) -> Cell {
    cause("this in an object literal's value", t)
}

fn cause_use_through_glob(t: &Tpl) -> Cell {
    cause("use path through a glob import", t)
}

fn cause_glob_chain_return(t: &Tpl) -> Cell {
    cause("local fn return typed through nested globs", t)
}

fn cause_macro_built_receiver(t: &Tpl) -> Cell {
    cause("value of a crate macro", t)
}

fn cause_unwrap_generic_self(t: &Tpl) -> Cell {
    cause("unwrapped option of the receiver's generic type", t)
}

fn cause_inherited_overload_access(t: &Tpl) -> Cell {
    cause("inherited overload by access", t)
}

fn cause_inherited_overload_typed_args(t: &Tpl) -> Cell {
    cause("inherited overload by typed arguments", t)
}

fn cause_inherited_generic_overload(t: &Tpl) -> Cell {
    cause("inherited overload of a generic superclass", t)
}

fn cause_nested_subinterface_receiver(t: &Tpl) -> Cell {
    cause("receiver typed by a nested subinterface", t)
}

fn cause_inherited_member_type(t: &Tpl) -> Cell {
    cause("receiver typed by an inherited member type", t)
}

fn cause_inherited_member_owner(t: &Tpl) -> Cell {
    cause("member class named through an heir of its outer class", t)
}

fn cause_unboxed_type_variable(t: &Tpl) -> Cell {
    cause("type-variable argument beside a primitive overload", t)
}

fn cause_union_alias_call(t: &Tpl) -> Cell {
    cause("call through a union alias", t)
}

fn cause_class_in_third_root(t: &Tpl) -> Cell {
    cause("class in a third source root", t)
}

fn cause_glob_nested_module(t: &Tpl) -> Cell {
    cause("glob import in a nested module", t)
}

fn cause_unwrapping_match(t: &Tpl) -> Cell {
    cause("match that unwraps, element of a Vec", t)
}

fn cause_jdk_function_stream_element(t: &Tpl) -> Cell {
    cause("JDK function result, stream element", t)
}

fn cause_operator_collect_value(t: &Tpl) -> Cell {
    cause("operator value, collect into the owner", t)
}

fn cause_dependency_type_receiver(t: &Tpl) -> Cell {
    cause("method of a dependency's type", t)
}

fn cause_for_clause_variable(t: &Tpl) -> Cell {
    cause("variable of a for clause", t)
}

fn cause_paired_closure_item(t: &Tpl) -> Cell {
    cause("closure over enumerate or zip pairs", t)
}

fn cause_package_value_receiver(t: &Tpl) -> Cell {
    cause("member call on a package's value", t)
}

fn cause_package_value_method(t: &Tpl) -> Cell {
    cause("method call on a package's value", t)
}

fn cause_exported_const_alias(t: &Tpl) -> Cell {
    cause("const alias exported by the target's module", t)
}

fn cause_typeof_primitive_branch(t: &Tpl) -> Cell {
    cause("union narrowed by a typeof test", t)
}

fn cause_blanket_bound_receiver(t: &Tpl) -> Cell {
    cause("trait blanket-implemented over a bound", t)
}

fn cause_self_method_param_return(t: &Tpl) -> Cell {
    cause("self method returning its impl's type parameter", t)
}

fn cause_bound_method_ok_tuple(t: &Tpl) -> Cell {
    cause("tuple of a bound's trait method through ?", t)
}

fn cause_deref_type_param(t: &Tpl) -> Cell {
    cause("wrapper deref to its type parameter", t)
}

fn cause_field_call_init(t: &Tpl) -> Cell {
    cause("field typed by its initialising call", t)
}

fn cause_assertion_union(t: &Tpl) -> Cell {
    cause("union asserted by an assertion function", t)
}

fn cause_static_overload_alias(t: &Tpl) -> Cell {
    cause("static factory aliasing an overloaded function", t)
}

fn cause_interface_overload_arity(t: &Tpl) -> Cell {
    cause("interface overloads told by argument count", t)
}

fn cause_byte_slice_range(t: &Tpl) -> Cell {
    cause("byte string sliced by a range", t)
}

fn cause_option_map_projection(t: &Tpl) -> Cell {
    cause("Option map projecting a declared tuple", t)
}

fn cause_entry_variant_let_else(t: &Tpl) -> Cell {
    cause("let-else over an entry of an enum variant", t)
}

fn cause_jdk_collection_size(t: &Tpl) -> Cell {
    cause("JDK collection size as an argument", t)
}

type Scenario = (&'static str, fn(&Tpl) -> Cell);

const SCENARIOS: &[Scenario] = &[
    ("body-only edit", body_only_edit),
    ("new function", new_function),
    ("optional param", optional_param),
    ("variadic param", variadic_param),
    ("overloads", overloads),
    ("one def, same max", same_max_changed),
    ("other type's method", other_type_method),
    ("12 callers", many_callers),
    ("ambiguous bare", ambiguous_bare),
    ("reverted", reverted),
    ("no commits", no_commits),
    ("deleted def", deleted),
    ("renamed import", renamed_import),
    ("re-export", cause_re_export),
    ("local alias", cause_local_alias),
    ("library method", cause_library_method),
    ("dot-import", cause_dot_import),
    ("dot-imported type", cause_dot_imported_type),
    ("build constraint", cause_build_constraint),
    ("spread call", cause_spread_call),
    ("workspace package", cause_workspace_package),
    ("vendor/", cause_vendor),
    ("test-file variable", cause_test_file_variable),
    ("extern crate re-export", cause_extern_crate),
    ("renamed re-export", cause_renamed_reexport),
    ("use super group", cause_use_super_group),
    ("turbofish receiver", cause_turbofish_receiver),
    ("builder chain", cause_builder_chain),
    ("macro receiver", cause_macro_receiver),
    ("macro_rules receiver", cause_macro_rules_receiver),
    ("macro_rules let receiver", cause_macro_rules_let),
    ("test helper module", cause_test_helper_module),
    ("fn of an inline module", cause_inline_module_fn),
    (
        "trait of the target's name in another module",
        cause_trait_named_alike,
    ),
    ("alias with a const parameter", cause_const_generic_alias),
    (
        "struct literal with a turbofish",
        cause_turbofish_struct_literal,
    ),
    (
        "super() of a standard-library base",
        cause_stdlib_base_super,
    ),
    (
        "class literal against a library parameter",
        cause_class_literal_library_param,
    ),
    ("imported fn result element", cause_imported_fn_element),
    ("trait method through Deref", cause_deref_trait_method),
    ("local fn return type", cause_local_fn_return_type),
    ("crate not a dependent", cause_crate_not_dependent),
    ("file no mod declares", cause_orphan_module),
    ("trait impl receiver", cause_trait_impl_receiver),
    ("pattern-bound receiver", cause_pattern_binding),
    ("grouped pub use", cause_grouped_pub_use),
    ("keyword-only param", cause_keyword_only_param),
    ("module fn via x.", cause_module_fn_via_x),
    ("overload below max", cause_overload_below_max),
    ("override parameter", cause_override_parameter),
    ("reaching assignment", cause_reaching_assignment),
    ("vexing local", cause_vexing_local),
    ("overload by reference", cause_overload_by_reference),
    ("type alias", cause_type_alias),
    ("embedded interface", cause_embedded_interface),
    ("inherited field", cause_inherited_field),
    ("overload by literal", cause_overload_by_literal),
    ("overload by declared type", cause_overload_by_declared_type),
    ("overload by generic type", cause_overload_by_generic_type),
    ("overload by class", cause_overload_by_class),
    ("overload by JDK type", cause_overload_by_jdk_type),
    ("overload by array type", cause_overload_by_array_type),
    ("overload by new", cause_overload_by_new),
    ("overload by concat", cause_overload_by_string_concat),
    ("overload by own call", cause_overload_by_method_result),
    ("overload by outer call", cause_overload_by_outer_call),
    (
        "overload by inherited call",
        cause_overload_by_inherited_result,
    ),
    ("overload by JDK hierarchy", cause_overload_by_jdk_hierarchy),
    (
        "overload by varargs element",
        cause_overload_by_varargs_element,
    ),
    ("overload by enum constant", cause_overload_by_enum_constant),
    (
        "overload by variadic array",
        cause_overload_by_variadic_array,
    ),
    ("static call receiver", cause_static_call_receiver),
    ("nested type import", cause_nested_type_import),
    ("own override", cause_own_override),
    ("instanceof receiver", cause_instanceof_receiver),
    ("type-guard receiver", cause_type_guard_receiver),
    ("inherited method", cause_inherited_method_receiver),
    ("default-exported base", cause_default_export_base),
    ("member chain receiver", cause_member_chain_receiver),
    (
        "factory function result receiver",
        cause_factory_function_result_receiver,
    ),
    ("interface extends", cause_interface_extends),
    ("callback parameter", cause_callback_parameter),
    ("inferred factory return", cause_inferred_factory_return),
    ("static factory alias", cause_static_factory_alias),
    ("call chain receiver", cause_call_chain_receiver),
    (
        "interface property receiver",
        cause_interface_property_receiver,
    ),
    (
        "local subclass construction",
        cause_local_subclass_construction,
    ),
    (
        "interface call chain receiver",
        cause_interface_chain_receiver,
    ),
    (
        "interface callback parameter",
        cause_interface_callback_parameter,
    ),
    (
        "object literal member callback",
        cause_object_literal_member_callback,
    ),
    (
        "aliased callback parameter",
        cause_aliased_callback_parameter,
    ),
    (
        "namespace-qualified function",
        cause_namespace_qualified_function,
    ),
    (
        "declared function type parameter",
        cause_declared_function_type_parameter,
    ),
    (
        "method returning this by inference",
        cause_inferred_this_return,
    ),
    (
        "variable destructured from this",
        cause_destructured_this_field,
    ),
    ("getter typed by its new", cause_inferred_getter_new),
    ("generic element receiver", cause_generic_element_receiver),
    ("signatures on lines", cause_signatures_on_lines),
    ("interface method", cause_interface_method),
    ("named class object", cause_named_class_object),
    ("param method field", cause_param_method_field),
    ("local subclass", cause_local_subclass),
    ("own class object", cause_own_class_object),
    ("inherited constructor", cause_inherited_constructor),
    ("constructor heir in another module", cause_heir_elsewhere),
    ("constructor named as a type", cause_ctor_named_as_type),
    ("dataclass heir", cause_dataclass_heir),
    ("identity-decorated heir", cause_identity_decorated_heir),
    ("memo dict return", cause_memo_dict_return),
    ("instance call", cause_instance_call),
    ("imported base heir", cause_imported_base_heir),
    ("staticmethod alias", cause_staticmethod_alias),
    (
        "splat past the keyword boundary",
        cause_splat_keyword_boundary,
    ),
    (
        "declared mapping item return",
        cause_declared_mapping_return,
    ),
    ("except-clause receiver", cause_except_clause_receiver),
    ("same-named class", cause_same_named_class),
    ("class-body method alias", cause_class_body_method_alias),
    (
        "instance-attribute method alias",
        cause_instance_attribute_method_alias,
    ),
    (
        "parameter shadowing the target",
        cause_parameter_shadows_target,
    ),
    ("class-body call", cause_class_body_call),
    ("tuple alias call", cause_tuple_alias_call),
    ("dict of calls", cause_dict_of_calls),
    ("unpacked receiver", cause_unpacked_receiver),
    ("assigned let receiver", cause_assigned_let),
    ("inline object receiver", cause_inline_object),
    ("trait fn through type path", cause_trait_fn_type_path),
    (
        "JDK class named by a longer class's prefix",
        cause_jdk_class_name_prefix,
    ),
    (
        "receiver typed by a bounded type parameter",
        cause_type_param_bound_receiver,
    ),
    ("JDK supertype lacks it", cause_jdk_supertype_lacks),
    ("function arity", cause_function_arity),
    ("JDK static result", cause_jdk_static_result),
    (
        "library base and static import",
        cause_library_base_static_import,
    ),
    ("new pointer chain", cause_new_pointer_chain),
    ("field copy receiver", cause_field_copy_receiver),
    ("variadic after inserted", cause_variadic_after_inserted),
    ("package own submodule", cause_package_submodule),
    ("stdlib base", cause_stdlib_base),
    ("local subclass chain", cause_local_subclass_chain),
    ("nested class", cause_nested_class),
    ("or alias", cause_or_alias),
    ("array or primitive to class param", cause_repo_class_param),
    ("element or literal receiver", cause_element_receiver),
    ("package var receiver", cause_package_var_receiver),
    ("type switch clause", cause_type_switch_clause),
    ("generic field or embedding", cause_generic_field_embed),
    ("owner type alias", cause_owner_type_alias),
    ("associated fn returning Self", cause_assoc_self_return),
    ("inherent method before trait method", cause_inherent_first),
    (
        "inherent fn shadowing a trait impl's",
        cause_inherent_shadows_trait_impl,
    ),
    ("glob re-export, crate alias", cause_glob_reexport),
    ("super call up a chain", cause_super_call_chain),
    (
        "overload by receiver call",
        cause_overload_by_receiver_result,
    ),
    (
        "overload by expression type",
        cause_overload_by_expression_type,
    ),
    (
        "overload by subclass member",
        cause_overload_by_subclass_member,
    ),
    (
        "overload by wildcard-imported type",
        cause_overload_by_wildcard_imported_type,
    ),
    ("brace macro body", cause_brace_macro_body),
    ("tuple let receiver", cause_tuple_let_receiver),
    ("from_iter receiver", cause_from_iter_receiver),
    ("alias called in a macro", cause_macro_alias_call),
    ("std map value receiver", cause_map_value_receiver),
    (
        "receiver built by the owner's impls elsewhere",
        cause_crate_impl_receiver,
    ),
    ("trait impl beside", cause_trait_impl_beside),
    ("builtin-named class", cause_builtin_named_class),
    ("args-hiding decorator", cause_args_hiding_decorator),
    ("const typed as typeof the function", cause_typeof_const),
    (
        "const asserted as typeof the function",
        cause_typeof_assertion,
    ),
    (
        "field modifiers out of the grammar's order",
        cause_field_modifier_order,
    ),
    ("class constructed through a constant", cause_ctor_const),
    (
        "overloads told apart by type arguments",
        cause_type_argument_overload,
    ),
    (
        "receiver typed by a constrained type parameter",
        cause_constrained_type_parameter,
    ),
    (
        "name destructured from a declared tuple",
        cause_tuple_destructured_return,
    ),
    (
        "member chain through interfaces",
        cause_interface_property_chain,
    ),
    (
        "property typed by an indexed access",
        cause_indexed_property,
    ),
    (
        "indexed access of an inherited member",
        cause_inherited_indexed_property,
    ),
    ("map value assigned again", cause_map_value_reassigned),
    ("callback parameter typed this", cause_this_typed_callback),
    ("receiver typed by a type alias", cause_alias_receiver),
    ("destructured parameter", cause_destructured_param),
    ("crate name beside a fn", cause_crate_name_fn),
    ("bare name of a builtin", cause_bare_name_builtin),
    ("decorated class", cause_decorated_class),
    ("union receiver", cause_union_receiver),
    ("union alias receiver", cause_union_alias_receiver),
    ("union-typed value receiver", cause_union_value_receiver),
    (
        "generic call after an operator",
        cause_generic_call_operator,
    ),
    ("iteration callback receiver", cause_iteration_callback),
    ("this parameter", cause_this_parameter),
    (
        "method of a trait every iterator implements",
        cause_iterator_trait,
    ),
    (
        "method of a trait every iterator implements, by reference",
        cause_iterator_trait_ref,
    ),
    ("macro_rules repetition", cause_macro_rules_repetition),
    ("self of an impl for a reference", cause_ref_impl_self),
    ("Self path of an implementor", cause_self_path_implementor),
    ("tuple impl element receiver", cause_tuple_self_element),
    ("boxed dyn with a lifetime", cause_boxed_dyn_lifetime),
    ("fn item through a blanket impl", cause_fn_item_blanket),
    ("opaque trait return", cause_opaque_trait_return),
    ("dynamic getattr receiver", cause_dynamic_getattr_receiver),
    ("getattr alias receiver", cause_getattr_alias_receiver),
    ("getattr call value", cause_getattr_call_value),
    ("protocol class factory", cause_protocol_class_factory),
    ("getattr default value", cause_getattr_default_value),
    ("init call by name", cause_init_call_by_name),
    (
        "return type imported by the method's file",
        cause_imported_return_type,
    ),
    ("value of an unsafe block", cause_unsafe_block_value),
    ("class in another source root", cause_class_in_another_root),
    (
        "overload by imported library class",
        cause_overload_by_imported_class,
    ),
    ("covariant override result", cause_covariant_override_result),
    (
        "extern crate below the root's docs",
        cause_root_docs_extern_crate,
    ),
    ("clone of a receiver of known type", cause_clone_receiver),
    (
        "binding of an enum variant pattern",
        cause_variant_binding_receiver,
    ),
    (
        "smart pointer unwrapped to its pointee",
        cause_smart_pointer_receiver,
    ),
    (
        "supertype from a library outside the tree",
        cause_library_supertype,
    ),
    ("rest parameter typed as a tuple", cause_tuple_rest),
    (
        "receiver typed by a standard library type function",
        cause_lib_type_function,
    ),
    (
        "object literal in a class field initialiser",
        cause_class_field_literal,
    ),
    (
        "field typed by a member-keeping library alias",
        cause_mapped_type_field,
    ),
    ("spread of a fixed-length tuple", cause_tuple_spread),
    (
        "receiver typed by a type alias or a const item",
        cause_type_alias_receiver,
    ),
    (
        "receiver typed by a crate iterator's item",
        cause_iterator_item_receiver,
    ),
    (
        "closure parameter typed by the callee's declared closure type",
        cause_declared_closure_parameter,
    ),
    (
        "property destructured from an inline object type",
        cause_destructured_inline_type,
    ),
    (
        "rest parameter retyped as a tuple literal",
        cause_tuple_literal_rest,
    ),
    (
        "from-import of a submodule in a function",
        cause_from_import_binds_names,
    ),
    (
        "local subclass of a dotted base",
        cause_local_subclass_dotted_base,
    ),
    (
        "receiver typed by an operator method or a class-default factory",
        cause_operator_and_factory_receiver,
    ),
    (
        "class attribute of a module alias",
        cause_module_alias_class_attribute,
    ),
    ("module-level alias of a class", cause_class_name_alias),
    (
        "double splat before a positional-only parameter",
        cause_double_splat_positional_only,
    ),
    (
        "unannotated function returning a local or a new instance's method",
        cause_inferred_function_return,
    ),
    (
        "class a package only re-exports",
        cause_reexported_class_base,
    ),
    ("base declared as a class object", cause_class_typed_base),
    ("with-statement target", cause_with_target),
    (
        "receiver typed by a type variable",
        cause_self_type_variable,
    ),
    ("__new__ constructor", cause_new_constructor),
    (
        "field typed through a class factory",
        cause_factory_typed_field,
    ),
    ("receiver is a field declared as a union", cause_field_union),
    (
        "callback typed by a map's value type",
        cause_map_value_callback,
    ),
    ("receiver is an enum constant", cause_enum_constant_receiver),
    (
        "re-exported under an assigned alias",
        cause_assigned_alias_reexport,
    ),
    (
        "receiver indexed through the crate's Index impl",
        cause_index_output,
    ),
    ("type named like the owner", cause_owner_named_type),
    ("namespace re-exported by name", cause_namespace_reexport),
    (
        "this in an object literal's value",
        cause_this_in_object_literal,
    ),
    ("use path through a glob import", cause_use_through_glob),
    (
        "local fn return typed through nested globs",
        cause_glob_chain_return,
    ),
    ("value of a crate macro", cause_macro_built_receiver),
    (
        "unwrapped option of the receiver's generic type",
        cause_unwrap_generic_self,
    ),
    (
        "inherited overload by access",
        cause_inherited_overload_access,
    ),
    (
        "inherited overload by typed arguments",
        cause_inherited_overload_typed_args,
    ),
    (
        "inherited overload of a generic superclass",
        cause_inherited_generic_overload,
    ),
    (
        "receiver typed by a nested subinterface",
        cause_nested_subinterface_receiver,
    ),
    (
        "receiver typed by an inherited member type",
        cause_inherited_member_type,
    ),
    (
        "member class named through an heir of its outer class",
        cause_inherited_member_owner,
    ),
    (
        "type-variable argument beside a primitive overload",
        cause_unboxed_type_variable,
    ),
    ("call through a union alias", cause_union_alias_call),
    ("class in a third source root", cause_class_in_third_root),
    ("glob import in a nested module", cause_glob_nested_module),
    (
        "match that unwraps, element of a Vec",
        cause_unwrapping_match,
    ),
    (
        "operator value, collect into the owner",
        cause_operator_collect_value,
    ),
    ("function-scoped import", cause_function_scoped_import),
    ("subscripted generic call", cause_subscripted_generic_call),
    (
        "nested class through its enclosing class",
        cause_nested_class_constructor,
    ),
    ("heir declared in a stub", cause_stub_heir),
    (
        "class object declared by a class attribute",
        cause_declared_class_attribute,
    ),
    (
        "local heir in the target's own module",
        cause_local_heir_own_module,
    ),
    (
        "class object held by an attribute",
        cause_class_object_attribute,
    ),
    ("variable of a namespace", cause_namespace_value),
    (
        "inferred constant of a namespace",
        cause_namespace_inferred_const,
    ),
    ("this of a class with a base", cause_this_chain_base),
    (
        "overload ruled out by a primitive parameter",
        cause_overload_primitive_arg,
    ),
    (
        "member call on a package's value",
        cause_package_value_receiver,
    ),
    (
        "method call on a package's value",
        cause_package_value_method,
    ),
    (
        "const alias exported by the target's module",
        cause_exported_const_alias,
    ),
    (
        "union narrowed by a typeof test",
        cause_typeof_primitive_branch,
    ),
    ("one return below a comment", cause_commented_return),
    (
        "name destructured from an exported object",
        cause_destructured_object_export,
    ),
    (
        "destructured from this method's inline return",
        cause_destructured_this_return,
    ),
    (
        "field set to a class defined in a method",
        cause_field_local_class,
    ),
    (
        "method of a dependency's type",
        cause_dependency_type_receiver,
    ),
    ("variable of a for clause", cause_for_clause_variable),
    (
        "closure over enumerate or zip pairs",
        cause_paired_closure_item,
    ),
    (
        "JDK function result, stream element",
        cause_jdk_function_stream_element,
    ),
    ("unary and operator results", cause_unary_operator_result),
    ("imported module variable", cause_imported_module_variable),
    (
        "class-body alias through an identity function",
        cause_identity_wrapper_alias,
    ),
    (
        "module alias through an identity function",
        cause_identity_module_alias,
    ),
    ("annotated parameter rebound", cause_rebound_annotated_param),
    ("None default filled in", cause_none_default_filled),
    ("declared field type", cause_declared_field),
    (
        "iteration of a generic repository class",
        cause_generic_iteration,
    ),
    (
        "trait blanket-implemented over a bound",
        cause_blanket_bound_receiver,
    ),
    (
        "self method returning its impl's type parameter",
        cause_self_method_param_return,
    ),
    (
        "tuple of a bound's trait method through ?",
        cause_bound_method_ok_tuple,
    ),
    (
        "wrapper deref to its type parameter",
        cause_deref_type_param,
    ),
    (
        "field typed by its initialising call",
        cause_field_call_init,
    ),
    (
        "union asserted by an assertion function",
        cause_assertion_union,
    ),
    (
        "static factory aliasing an overloaded function",
        cause_static_overload_alias,
    ),
    (
        "interface overloads told by argument count",
        cause_interface_overload_arity,
    ),
    ("byte string sliced by a range", cause_byte_slice_range),
    (
        "Option map projecting a declared tuple",
        cause_option_map_projection,
    ),
    (
        "let-else over an entry of an enum variant",
        cause_entry_variant_let_else,
    ),
    (
        "JDK collection size as an argument",
        cause_jdk_collection_size,
    ),
];

/// Cells a language cannot spell: (language, scenario, why). Not run; printed as `n/a`.
const NOT_APPLICABLE: &[(&str, &str, &str)] = &[
    ("C", "overloads", "C has neither overloads nor methods"),
    ("C", "other type's method", "C has no methods"),
    ("C", "renamed import", "C includes a header, it imports no name"),
    (
        "C++",
        "renamed import",
        "C++ has no import alias for a function (a using-declaration keeps its name)",
    ),
    (
        "Java",
        "renamed import",
        "Java imports a method under its own name only",
    ),
    (
        "PHP",
        "renamed import",
        "the template's functions live in the global namespace, which `use function … as` cannot alias",
    ),
    (
        "Ruby",
        "renamed import",
        "Ruby loads files (`require`), never a name under another name",
    ),
    (
        "Swift",
        "renamed import",
        "Swift imports whole modules; a function keeps its name",
    ),
];

/// Why the cell (`lang`, `scen`) is not run: [`NOT_APPLICABLE`], or a cause row (see
/// [`CAUSES`]) with no cell for the language.
fn not_applicable(lang: &str, scen: &str) -> Option<&'static str> {
    if let Some((_, _, why)) = NOT_APPLICABLE
        .iter()
        .find(|(l, s, _)| *l == lang && *s == scen)
    {
        return Some(why);
    }
    CAUSES
        .iter()
        .find(|(s, ..)| *s == scen)
        .filter(|(_, _, cells, _)| !cells.iter().any(|c| c.lang == lang))
        .map(|(_, _, _, why)| *why)
}

/// Cells the engine is known to get wrong: (language, scenario, symptom, why). Printed by the
/// test. A listed cell must fail with its symptom (a text of the failure message): failing any
/// other way, or passing, fails the test, so the list can neither hide a new fault nor go stale.
///
/// (TypeScript/TSX overloads were listed here until the implementation signature behind
/// overload signatures stopped counting as callable: `Params::behind_overloads`.)
const KNOWN_GAPS: &[(&str, &str, &str, &str)] = &[
    (
        "Go",
        "library method",
        r#"callers [("TestAlpha", "calc/calc_test.go:9", false)"#,
        "`gob.NewDecoder(..)`'s result is not known to be gob's Decoder, so `dec.Decode` is listed, not excluded (needs standard-library return types, issue 10)",
    ),
    (
        "C++",
        "library method",
        r#"callers [("alpha", "app.cpp:5", false)"#,
        "`s.size()` on a `const std::string &` is listed, not excluded: the receiver's declared library type is not read (no longer flagged: C/C++ have no standard-library data, so a name-only match is never claimed)",
    ),
    (
        "Kotlin",
        "library method",
        r#"callers [("alpha", "src/App.kt:1", false)"#,
        "`s.trim().contains(\"x\")` on a `String` is listed, not excluded: the receiver's type is declared but not read (issue 10, Kotlin)",
    ),
];

// ---------------------------------------------------------------- the matrix

#[test]
fn scenario_matrix() {
    let langs = languages();
    let cells: Vec<(usize, usize)> = (0..langs.len())
        .flat_map(|l| (0..SCENARIOS.len()).map(move |s| (l, s)))
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(vec![None; cells.len()]);
    std::thread::scope(|scope| {
        for _ in 0..4 {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(&(l, s)) = cells.get(i) else { break };
                let t = &langs[l];
                if not_applicable(t.lang, SCENARIOS[s].0).is_some() {
                    results.lock().unwrap()[i] = Some(Ok(()));
                    continue;
                }
                let out =
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| (SCENARIOS[s].1)(t)))
                        .unwrap_or_else(|p| {
                            Err(p
                                .downcast_ref::<String>()
                                .cloned()
                                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                                .unwrap_or_else(|| "panicked".into()))
                        });
                results.lock().unwrap()[i] = Some(out);
            });
        }
    });
    let results = results.into_inner().unwrap();

    let gap = |lang: &str, scen: &str| {
        KNOWN_GAPS
            .iter()
            .find(|(l, s, _, _)| *l == lang && *s == scen)
    };
    let mut table = format!("{:<22}", "scenario");
    for t in &langs {
        table.push_str(&format!("{:>11}", t.lang));
    }
    table.push('\n');
    let mut failures = Vec::new();
    let mut passed = 0;
    for (s, (scen, _)) in SCENARIOS.iter().enumerate() {
        table.push_str(&format!("{:<22}", scen));
        for (l, t) in langs.iter().enumerate() {
            let i = l * SCENARIOS.len() + s;
            let res = results[i].as_ref().expect("every cell ran");
            if not_applicable(t.lang, scen).is_some() {
                table.push_str(&format!("{:>11}", "n/a"));
                continue;
            }
            let mark = match (res, gap(t.lang, scen)) {
                (Ok(()), None) => {
                    passed += 1;
                    "ok"
                }
                (Err(e), None) => {
                    failures.push(format!("[{} / {}] {e}", t.lang, scen));
                    "FAIL"
                }
                (Err(e), Some((_, _, symptom, _))) if e.contains(symptom) => "gap",
                (Err(e), Some(_)) => {
                    failures.push(format!(
                        "[{} / {}] a known gap, but failing another way: {e}",
                        t.lang, scen
                    ));
                    "FAIL"
                }
                (Ok(()), Some(_)) => {
                    failures.push(format!(
                        "[{} / {}] passes but is listed in KNOWN_GAPS: remove it",
                        t.lang, scen
                    ));
                    "FAIL"
                }
            };
            table.push_str(&format!("{mark:>11}"));
        }
        table.push('\n');
    }
    println!("{table}");
    let na: Vec<(&str, &str, &str)> = SCENARIOS
        .iter()
        .flat_map(|(s, _)| langs.iter().map(move |t| (t.lang, *s)))
        .filter_map(|(l, s)| not_applicable(l, s).map(|why| (l, s, why)))
        .collect();
    println!(
        "{passed}/{} cells pass ({} not applicable)",
        cells.len() - na.len(),
        na.len()
    );
    for (l, s, _, why) in KNOWN_GAPS {
        println!("known gap: [{l} / {s}] {why}");
    }
    for (l, s, why) in &na {
        println!("not applicable: [{l} / {s}] {why}");
    }
    assert!(
        failures.is_empty(),
        "\n{table}\n{} failing cell(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every cause row is run: a row in [`CAUSES`] that no [`SCENARIOS`] entry names would never be
/// checked.
#[test]
fn every_cause_row_is_in_the_matrix() {
    let missing: Vec<&str> = CAUSES
        .iter()
        .map(|(s, ..)| *s)
        .filter(|s| !SCENARIOS.iter().any(|(n, _)| n == s))
        .collect();
    assert!(
        missing.is_empty(),
        "cause rows not in SCENARIOS: {missing:?}"
    );
}
