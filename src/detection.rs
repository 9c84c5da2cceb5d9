//! Edit-time detection (SPEC §3): which function signatures did an edit change?
//!
//! An agent's edit hands us two FRAGMENTS of one source file, `old_string` and `new_string`.
//! They may start or end anywhere (mid-function, mid-signature, unbalanced braces), so no
//! grammar is run over them. Each fragment goes through three linear passes instead:
//!
//! 1. **Sanitize** per language: comments are blanked in two copies of the fragment; string,
//!    character, template, raw-string, heredoc and (JS) regex literals are blanked in one of
//!    them (`code`). Blanking keeps every byte offset and every newline, so line numbers and
//!    token positions still address the original text. Parameter text is cut from the copy that
//!    keeps strings (a default value `x="a"` → `x="b"` is a parameter change) but drops
//!    comments (a comment inside a parameter list is not).
//! 2. **Tokenize** `code` into words and punctuation, and pair brackets `()[]{}` with one stack,
//!    so a parameter list spanning several lines, with nested calls, generics or default values,
//!    is cut by its matching `)` — never by a regex.
//! 3. **Recognize** the definition forms of the language at each token, tracking the enclosing
//!    class / `impl` / trait body (brace languages) or class block (Python indentation) so
//!    a method knows its owner when the fragment shows it.
//!
//! Choices (documented because callers depend on them):
//! - **Parameter text** is the text between the parentheses with comments removed, white space
//!   collapsed to single spaces, no space just inside `(`/`[` or before `)`/`]`/`,`, and a
//!   trailing comma dropped — so a formatter reflowing a list over several lines (adding a
//!   trailing comma) is not a change. Receivers are not part of it (Go receiver, Python `self`
//!   stays since it is written in the list).
//! - **A definition that appears in only one fragment is not reported**: an added function has
//!   no callers to leave behind, and a removed or renamed one cannot be compared by name (the
//!   turn-end sweep against HEAD is the place that notices callers of a vanished name).
//! - **Owners**: definitions are keyed by (name, owner). When the owner is visible in one
//!   fragment but not the other (the edit's context differs), a name that is defined under a
//!   single owner in each fragment is still paired; the visible owner is reported.
//! - **Overloads**: all definitions under one key are compared as a multiset of parameter
//!   texts; `was`/`now` list every parameter text of the key in fragment order, joined by
//!   ` | `. An added or removed overload therefore counts as a change.
//! - JS private names keep their `#` (`#priv`); a Java constructor's name is its class name;
//!   a JS constructor is named `constructor`.
//! - A fragment holding only a signature (no body brace) counts where the form proves a
//!   declaration (a keyword like `func`/`def`/`fn`/`function`, a Java return type, a JS/TS
//!   modifier or return type); a bare `name(args)` stays a call.
//!
//! Not recognized (known limits): Go interface method specs, Python `lambda` bindings, JS
//! object-literal properties bound to functions (`f: (a) => …`; shorthand methods `f(a) {` are
//! found), Java record components, a class header whose generic constraint holds `{…}` (its
//! methods then lose their owner), definitions inside JS template `${…}` expressions, and a
//! fragment that starts inside a comment or string literal (it is read as code).
//!
//! No regex is used: every pass is a hand-written linear scan with bounded look-ahead, so
//! nothing is compiled per call. The passes live in `lang/fragment.rs`, driven by each
//! language's lexer rules in its `LanguageSpec`; the per-language recognizers of pass 3 in
//! `lang/<x>/fragment.rs`.

use std::collections::HashMap;

pub use crate::lang::fragment::SigDef;
use crate::lang::Lang;

/// A name (plus owner when known) both fragments define with other parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Changed {
    pub name: String,
    pub owner: Option<String>,
    pub was: String,
    pub now: String,
}

/// Every function definition the fragment contains, in order of appearance.
pub fn definitions(lang: Lang, fragment: &str) -> Vec<SigDef> {
    crate::lang::fragment::definitions(lang.spec(), fragment)
}

/// The definitions both fragments hold whose parameters differ (see the module docs).
pub fn changed_signatures(lang: Lang, old: &str, new: &str) -> Vec<Changed> {
    let a = group(definitions(lang, old));
    if a.is_empty() {
        return Vec::new();
    }
    let b = group(definitions(lang, new));
    // name -> group indexes, so a whole-file write with thousands of definitions stays linear
    let mut b_by_name: HashMap<&str, Vec<usize>> = HashMap::new();
    for (ib, gb) in b.iter().enumerate() {
        b_by_name.entry(gb.name.as_str()).or_default().push(ib);
    }
    let mut a_by_name: HashMap<&str, Vec<usize>> = HashMap::new();
    for (ia, ga) in a.iter().enumerate() {
        a_by_name.entry(ga.name.as_str()).or_default().push(ia);
    }
    let mut used_b = vec![false; b.len()];
    let mut matched: Vec<(usize, usize, Option<String>)> = Vec::new();
    for (name, ias) in &a_by_name {
        let Some(ibs) = b_by_name.get(name) else {
            continue;
        };
        let mut left = Vec::new();
        for &ia in ias {
            let exact = ibs.iter().copied().find(|&ib| b[ib].owner == a[ia].owner);
            match exact {
                Some(ib) => {
                    used_b[ib] = true;
                    matched.push((ia, ib, a[ia].owner.clone()));
                }
                None => left.push(ia),
            }
        }
        // Owner visible on one side only: pair when the name is unambiguous on both sides.
        let right: Vec<usize> = ibs.iter().copied().filter(|&ib| !used_b[ib]).collect();
        if let ([la], [rb]) = (left.as_slice(), right.as_slice()) {
            let (oa, ob) = (&a[*la].owner, &b[*rb].owner);
            if oa.is_none() || ob.is_none() {
                used_b[*rb] = true;
                matched.push((*la, *rb, oa.clone().or_else(|| ob.clone())));
            }
        }
    }
    matched.sort_by_key(|m| m.0);
    let mut out = Vec::new();
    for (ia, ib, owner) in matched {
        let (ga, gb) = (&a[ia], &b[ib]);
        let mut pa = ga.params.clone();
        let mut pb = gb.params.clone();
        pa.sort();
        pb.sort();
        if pa != pb {
            out.push(Changed {
                name: ga.name.clone(),
                owner,
                was: ga.params.join(" | "),
                now: gb.params.join(" | "),
            });
        }
    }
    out
}

struct Group {
    name: String,
    owner: Option<String>,
    params: Vec<String>,
}

fn group(defs: Vec<SigDef>) -> Vec<Group> {
    let mut out: Vec<Group> = Vec::new();
    let mut index: HashMap<(String, Option<String>), usize> = HashMap::new();
    for d in defs {
        let key = (d.name, d.owner);
        if let Some(&k) = index.get(&key) {
            if let Some(g) = out.get_mut(k) {
                g.params.push(d.params);
            }
        } else {
            index.insert(key.clone(), out.len());
            out.push(Group {
                name: key.0,
                owner: key.1,
                params: vec![d.params],
            });
        }
    }
    out
}
#[cfg(test)]
mod tests {
    use super::*;

    /// `name(params)` or `Owner.name(params)` per definition, for compact assertions.
    fn defs(lang: Lang, src: &str) -> Vec<String> {
        definitions(lang, src)
            .into_iter()
            .map(|d| match d.owner {
                Some(o) => format!("{o}.{}({})", d.name, d.params),
                None => format!("{}({})", d.name, d.params),
            })
            .collect()
    }

    fn changed(lang: Lang, old: &str, new: &str) -> Vec<(String, String, String)> {
        changed_signatures(lang, old, new)
            .into_iter()
            .map(|c| {
                let name = match c.owner {
                    Some(o) => format!("{o}.{}", c.name),
                    None => c.name,
                };
                (name, c.was, c.now)
            })
            .collect()
    }

    fn one(name: &str, was: &str, now: &str) -> Vec<(String, String, String)> {
        vec![(name.to_string(), was.to_string(), now.to_string())]
    }

    // ---- Go

    #[test]
    fn go_seed_example() {
        assert_eq!(
            changed(
                Lang::Go,
                "func parse(s string) int {\n\treturn len(s)\n}",
                "func parse(s string, strict bool) int {\n\treturn len(s)\n}",
            ),
            one("parse", "s string", "s string, strict bool")
        );
    }

    #[test]
    fn go_forms() {
        let src = "func (s *Store[K]) Get(k K) (V, bool) {\n}\n\
                   func Map[T, U any](xs []T, f func(T) U) []U {\n\
                   \tg := func(x int) error { return nil }\n\
                   \tvar h func(int) int\n\
                   }\n\
                   func (Store) Len() int { return 0 }";
        assert_eq!(
            defs(Lang::Go, src),
            vec!["Store.Get(k K)", "Map(xs []T, f func(T) U)", "Store.Len()"]
        );
    }

    #[test]
    fn go_multiline_params_and_trailing_comma() {
        let multi = "func Open(\n\tpath string, // where\n\tmode int,\n) (*File, error) {";
        assert_eq!(defs(Lang::Go, multi), vec!["Open(path string, mode int)"]);
        // gofmt reflow only: not a change
        assert!(changed(
            Lang::Go,
            multi,
            "func Open(path string, mode int) (*File, error) {"
        )
        .is_empty());
    }

    #[test]
    fn go_negatives() {
        let src = "// func fake(a int) {\n\
                   s := \"func alsoFake(b int) {\"\n\
                   r := `func raw(c int) {`\n\
                   if parse(x) {\n\
                   for i := range f(x) {\n\
                   return parse(s)\n\
                   obj.func(x)\n\
                   defer func() { recover() }()\n";
        assert!(defs(Lang::Go, src).is_empty(), "{:?}", defs(Lang::Go, src));
    }

    #[test]
    fn go_body_edit_rename_and_return_type() {
        let old = "func parse(s string) int {\n\treturn 1\n}";
        assert!(changed(Lang::Go, old, "func parse(s string) int {\n\treturn 2\n}").is_empty());
        assert!(changed(Lang::Go, old, "func parse2(s string, x int) int {").is_empty());
        assert!(changed(Lang::Go, old, "func parse(s string) (int, error) {").is_empty());
    }

    #[test]
    fn go_methods_kept_apart_by_receiver() {
        let old = "func (a *A) Run(x int) {}\nfunc (b *B) Run(x int) {}";
        let new = "func (a *A) Run(x int) {}\nfunc (b *B) Run(x, y int) {}";
        assert_eq!(
            changed(Lang::Go, old, new),
            one("B.Run", "x int", "x, y int")
        );
    }

    // ---- JavaScript / TypeScript

    #[test]
    fn js_function_forms() {
        let src = "function a(x) {}\n\
                   async function b(x, y) {}\n\
                   function* c(n) {}\n\
                   export function d({ a, b } = {}) {}\n\
                   export default function e(opts = { k: [1, 2] }) {}\n\
                   export default async function* f() {}\n";
        assert_eq!(
            defs(Lang::JavaScript, src),
            vec![
                "a(x)",
                "b(x, y)",
                "c(n)",
                "d({ a, b } = {})",
                "e(opts = { k: [1, 2] })",
                "f()"
            ]
        );
    }

    #[test]
    fn js_arrow_bindings() {
        let src = "const f = (a, b) => a + b;\n\
                   let g = async x => x;\n\
                   var h = async (x) => { return x };\n\
                   const k = function (z) {};\n\
                   const notFn = compute(a, b);\n\
                   const alsoNot = x;\n";
        assert_eq!(
            defs(Lang::JavaScript, src),
            vec!["f(a, b)", "g(x)", "h(x)", "k(z)"]
        );
    }

    #[test]
    fn ts_typed_arrows() {
        let src = "const f = (a: A, b?: B): R => a;\n\
                   export const g: Fn = (x: number) => x;\n\
                   const h: (a: number) => void = (a) => {};\n\
                   const id = <T,>(v: T): T => v;\n\
                   const m = async (req: Request<{ id: string }>): Promise<Map<string, number>> => {};\n";
        assert_eq!(
            defs(Lang::TypeScript, src),
            vec![
                "f(a: A, b?: B)",
                "g(x: number)",
                "h(a)",
                "id(v: T)",
                "m(req: Request<{ id: string }>)"
            ]
        );
    }

    #[test]
    fn js_class_methods() {
        let src = "class Store extends Base {\n\
                   \tconstructor(a, b) { super(a); }\n\
                   \tstatic create(opts) { return new Store(opts); }\n\
                   \tasync load(id) { await this.fetch(id); }\n\
                   \tget size() { return 1; }\n\
                   \tset size(v) {}\n\
                   \t*items() {}\n\
                   \tasync *stream(n) {}\n\
                   \t#secret(k) {}\n\
                   \thandler = (e) => { this.go(e); };\n\
                   \tget(key) { return this.m.get(key); }\n\
                   }\n";
        assert_eq!(
            defs(Lang::JavaScript, src),
            vec![
                "Store.constructor(a, b)",
                "Store.create(opts)",
                "Store.load(id)",
                "Store.size()",
                "Store.size(v)",
                "Store.items()",
                "Store.stream(n)",
                "Store.#secret(k)",
                "Store.handler(e)",
                "Store.get(key)"
            ]
        );
    }

    #[test]
    fn ts_class_members() {
        let src = "export abstract class Repo<T> {\n\
                   \tconstructor(private readonly db: Db, public name: string) {}\n\
                   \tpublic async find<K extends keyof T>(key: K, opts?: Opts): Promise<T[]> {}\n\
                   \tprotected abstract save(item: T): void;\n\
                   \tprivate static readonly build = (x: T): T => x;\n\
                   \toverride toString(): string { return ''; }\n\
                   \tlookup(a: string): number;\n\
                   \tlookup(a: number): number;\n\
                   \tlookup(a: any): number { return 0; }\n\
                   \tshape(): { a: number } { return { a: 1 }; }\n\
                   \t@Decorate() decorated(x: number) {}\n\
                   }\n";
        assert_eq!(
            defs(Lang::TypeScript, src),
            vec![
                "Repo.constructor(private readonly db: Db, public name: string)",
                "Repo.find(key: K, opts?: Opts)",
                "Repo.save(item: T)",
                "Repo.build(x: T)",
                "Repo.toString()",
                "Repo.lookup(a: string)",
                "Repo.lookup(a: number)",
                "Repo.lookup(a: any)",
                "Repo.shape()",
                "Repo.decorated(x: number)"
            ]
        );
    }

    #[test]
    fn js_multiline_and_several() {
        let old = "function send(\n  to,\n  body = fmt(\"(\"),\n) {\n  return x;\n}\n\
                   const recv = (\n  from,\n) => from;";
        let new =
            "function send(\n  to,\n  body = fmt(\"(\"),\n  retries = 3,\n) {\n  return x;\n}\n\
                   const recv = (from, tag) => from;";
        assert_eq!(
            defs(Lang::JavaScript, old),
            vec!["send(to, body = fmt(\"(\"))", "recv(from)"]
        );
        assert_eq!(
            changed(Lang::JavaScript, old, new),
            vec![
                (
                    "send".to_string(),
                    "to, body = fmt(\"(\")".to_string(),
                    "to, body = fmt(\"(\"), retries = 3".to_string()
                ),
                (
                    "recv".to_string(),
                    "from".to_string(),
                    "from, tag".to_string()
                )
            ]
        );
    }

    #[test]
    fn js_negatives() {
        let src = "if (x) {\n\
                   } else if (y) {\n\
                   for (const a of b) {\n\
                   while (c) {\n\
                   switch (d) {\n\
                   try { } catch (e) {\n\
                   foo(a, b);\n\
                   await f(x);\n\
                   return f(x);\n\
                   const o = new Foo(x);\n\
                   obj.method(a) \n\
                   super(x);\n\
                   // function commented(a) {}\n\
                   /* const c = (a) => a; */\n\
                   const s = \"function inString(a) {}\";\n\
                   const t = `function inTemplate(a) { ${x} }`;\n\
                   const re = /function inRegex\\(a\\) {/;\n\
                   items.map((x) => x * 2);\n\
                   foo(a,\n  bar(b) );\n";
        assert!(
            defs(Lang::TypeScript, src).is_empty(),
            "{:?}",
            defs(Lang::TypeScript, src)
        );
    }

    #[test]
    fn js_owner_from_context_on_one_side() {
        let old = "class A {\n  run(x) {\n    return x;\n  }\n}";
        let new = "  run(x, y) {\n    return x;\n  }";
        assert_eq!(
            changed(Lang::JavaScript, old, new),
            one("A.run", "x", "x, y")
        );
    }

    // ---- Python

    #[test]
    fn python_forms() {
        let src = "@decorator(arg=(1, 2))\n\
                   def plain(a, b: int = 3, *args, **kw) -> Dict[str, int]:\n\
                   \x20   def inner(z=(1, 2)):\n\
                   \x20       pass\n\
                   \x20   return 1\n\
                   \n\
                   class Svc(Base):\n\
                   \x20   \"\"\"def fake(x): docstring\"\"\"\n\
                   \x20   async def fetch(self, url: str, *, timeout: float = f(1)) -> bytes:\n\
                   \x20       s = 'def fake2(y):'  # def fake3(z):\n\
                   \x20   def close(self):\n\
                   \x20       pass\n\
                   def after(q):\n\
                   \x20   pass\n";
        assert_eq!(
            defs(Lang::Python, src),
            vec![
                "plain(a, b: int = 3, *args, **kw)",
                "inner(z=(1, 2))",
                "Svc.fetch(self, url: str, *, timeout: float = f(1))",
                "Svc.close(self)",
                "after(q)"
            ]
        );
    }

    #[test]
    fn python_multiline_and_change() {
        let old = "    def run(\n        self,\n        job,\n    ):\n        pass";
        let new = "    def run(self, job, retries=3):\n        pass";
        assert_eq!(defs(Lang::Python, old), vec!["run(self, job)"]);
        assert_eq!(
            changed(Lang::Python, old, new),
            one("run", "self, job", "self, job, retries=3")
        );
        assert!(changed(
            Lang::Python,
            old,
            "    def run(self, job):\n        return 1"
        )
        .is_empty());
    }

    #[test]
    fn python_negatives() {
        let src = "if x(a):\n    pass\nwhile f(y):\n    g(z)\nreturn h(a)\n\
                   obj.def_thing(x)\n# def commented(a):\ns = '''\ndef in_string(a):\n'''\n\
                   call(a,\n     def_like(b))\n";
        assert!(
            defs(Lang::Python, src).is_empty(),
            "{:?}",
            defs(Lang::Python, src)
        );
    }

    // ---- Rust

    #[test]
    fn rust_forms() {
        let src = "impl<'a, T: Into<String>> Parser<'a, T> where T: Clone {\n\
                   \tpub(crate) async fn parse<'b, F: Fn(i32) -> i32>(&mut self, s: &'b str, f: F) -> Result<(), E>\n\
                   \twhere F: Send\n\
                   \t{\n\
                   \t\tlet c = 'x'; let q = '\\'';\n\
                   \t}\n\
                   \tconst unsafe fn raw(p: *const u8) {}\n\
                   }\n\
                   impl fmt::Display for Wrapper<T> {\n\
                   \tfn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { Ok(()) }\n\
                   }\n\
                   pub extern \"C\" fn ffi(x: i32) -> i32 { x }\n\
                   trait Shape {\n\
                   \tfn area(&self) -> f64;\n\
                   }\n";
        assert_eq!(
            defs(Lang::Rust, src),
            vec![
                "Parser.parse(&mut self, s: &'b str, f: F)",
                "Parser.raw(p: *const u8)",
                "Wrapper.fmt(&self, f: &mut fmt::Formatter<'_>)",
                "ffi(x: i32)",
                "Shape.area(&self)"
            ]
        );
    }

    #[test]
    fn rust_negatives() {
        let src = "let f: fn(i32) -> i32 = g;\n\
                   // fn commented(a: i32) {}\n\
                   /* outer /* fn nested(a: i32) {} */ still comment fn x() {} */\n\
                   let s = \"fn in_string(a: i32) {}\";\n\
                   let r = r#\"fn in_raw(a: \"i32\") {}\"#;\n\
                   if check(x) {\n\
                   match parse(s) {\n\
                   helper(a, b);\n";
        assert!(
            defs(Lang::Rust, src).is_empty(),
            "{:?}",
            defs(Lang::Rust, src)
        );
    }

    #[test]
    fn rust_change_with_where_clause() {
        let old = "pub fn load<P: AsRef<Path>>(\n    path: P,\n) -> io::Result<String>\nwhere\n    P: Debug,\n{";
        let new = "pub fn load<P: AsRef<Path>>(path: P, strict: bool) -> io::Result<String>\nwhere\n    P: Debug,\n{";
        assert_eq!(
            changed(Lang::Rust, old, new),
            one("load", "path: P", "path: P, strict: bool")
        );
    }

    // ---- Java

    #[test]
    fn java_forms() {
        let src = "public class Store<K> extends Base implements Api {\n\
                   \tprivate final Map<K, V> map = new HashMap<>();\n\
                   \tpublic Store(int cap, @Nullable String name) throws IOException {\n\
                   \t\tsuper(cap);\n\
                   \t\tthis.x = compute(cap);\n\
                   \t}\n\
                   \t@Override\n\
                   \tpublic <T extends Comparable<T>> List<T> sorted(\n\
                   \t\t\tCollection<? extends T> xs,\n\
                   \t\t\tComparator<T> c) {\n\
                   \t\treturn xs.stream().sorted(c).collect(toList());\n\
                   \t}\n\
                   \tint[] codes(String... names) throws A, B.C {\n\
                   \t\tthrow new IllegalStateException(\"int x(y) {\");\n\
                   \t}\n\
                   \tabstract void hook(Map.Entry<K, V> e);\n\
                   \tstatic synchronized java.util.List<String> names() { return null; }\n\
                   }\n";
        assert_eq!(
            defs(Lang::Java, src),
            vec![
                "Store.Store(int cap, @Nullable String name)",
                "Store.sorted(Collection<? extends T> xs, Comparator<T> c)",
                "Store.codes(String... names)",
                "Store.hook(Map.Entry<K, V> e)",
                "Store.names()"
            ]
        );
    }

    #[test]
    fn java_negatives() {
        let src = "if (x) {\n} else if (y) {\nfor (int i = 0; i < n; i++) {\n\
                   while (ok()) {\nswitch (k) {\ntry (Res r = open(p)) {\n} catch (IOException e) {\n\
                   synchronized (lock) {\nreturn compute(x);\nthrow new Error(x);\n\
                   foo(a, b);\nsuper(x);\nthis(x, y);\nString s = make(a);\n\
                   Runnable r = new Runnable() {\n\
                   // public void commented(int a) {\n\
                   String t = \"void inString(int a) {\";\n\
                   String u = \"\"\"\n  void inBlock(int a) {\n  \"\"\";\n";
        assert!(
            defs(Lang::Java, src).is_empty(),
            "{:?}",
            defs(Lang::Java, src)
        );
    }

    #[test]
    fn java_enum_constants_are_not_constructors() {
        let src =
            "enum Op {\n\tPLUS(\"+\") {\n\t\tint apply(int a, int b) { return a + b; }\n\t};\n\
                   \tOp(String sym) { this.sym = sym; }\n}";
        assert_eq!(
            defs(Lang::Java, src),
            vec!["apply(int a, int b)", "Op.Op(String sym)"]
        );
    }

    #[test]
    fn java_overloads_compared_as_multiset() {
        let old = "void log(String m) {}\nvoid log(String m, int lvl) {}";
        let swapped = "void log(String m, int lvl) {}\nvoid log(String m) {}";
        assert!(changed(Lang::Java, old, swapped).is_empty());
        let new = "void log(String m) {}\nvoid log(String m, Level lvl) {}";
        assert_eq!(
            changed(Lang::Java, old, new),
            one(
                "log",
                "String m | String m, int lvl",
                "String m | String m, Level lvl"
            )
        );
    }

    // ---- PHP

    #[test]
    fn php_forms() {
        let src = "<?php\nclass Mailer {\n\
                   \tpublic static function &instance(array $opts = array('a' => 1)) {}\n\
                   \tabstract protected function send(string $to, ?Body $b = null): bool;\n\
                   \tfinal public function __construct(private Db $db) {}\n\
                   }\n\
                   function helper($a, &$b, ...$rest) {\n\
                   \t$f = function ($x) use ($a) { return $x; };\n\
                   \t$g = fn($y) => $y;\n\
                   }\n";
        assert_eq!(
            defs(Lang::Php, src),
            vec![
                "Mailer.instance(array $opts = array('a' => 1))",
                "Mailer.send(string $to, ?Body $b = null)",
                "Mailer.__construct(private Db $db)",
                "helper($a, &$b, ...$rest)"
            ]
        );
    }

    #[test]
    fn php_negatives() {
        let src = "<?php\nif (check($x)) {\n} elseif ($y) {\nforeach ($xs as $x) {\n\
                   $obj->send($a, $b);\nStatic::make($x);\nreturn helper($a);\n\
                   // function commented($a) {}\n# function hashed($a) {}\n\
                   $s = 'function inString($a) {}';\n\
                   $h = <<<EOT\nfunction inHeredoc($a) {}\nEOT;\n\
                   use function Foo\\bar;\n";
        assert!(
            defs(Lang::Php, src).is_empty(),
            "{:?}",
            defs(Lang::Php, src)
        );
    }

    #[test]
    fn php_same_name_different_classes() {
        let old = "class Messaging {\n  function sendAlert($m) {}\n}\nclass SNMP_Monitor {\n  function sendAlert($m) {}\n}";
        let new = "class Messaging {\n  function sendAlert($m, $lvl) {}\n}\nclass SNMP_Monitor {\n  function sendAlert($m) {}\n}";
        assert_eq!(
            changed(Lang::Php, old, new),
            one("Messaging.sendAlert", "$m", "$m, $lvl")
        );
    }

    #[test]
    fn js_keyword_named_methods_inside_a_class() {
        let src = "class Cache {\n  delete(key) { return 1; }\n  catch(onRejected) {}\n}\n\
                   try { x(); } catch (e) {\n}\ndelete(key);\n";
        assert_eq!(
            defs(Lang::JavaScript, src),
            vec!["Cache.delete(key)", "Cache.catch(onRejected)"]
        );
    }

    #[test]
    fn ts_interface_members_and_object_methods() {
        let src = "interface Api {\n  get(id: string): Promise<Item>;\n  name: string;\n}\n\
                   const handlers = {\n  onClick(e) { go(e); },\n  label: 'x',\n};\n";
        assert_eq!(
            defs(Lang::TypeScript, src),
            vec!["Api.get(id: string)", "onClick(e)"]
        );
    }

    #[test]
    fn java_contextual_keyword_method_and_generic_constructor() {
        let src = "class Log {\n  void record(Event e) {}\n  <T> Log(T seed) {}\n}";
        assert_eq!(
            defs(Lang::Java, src),
            vec!["Log.record(Event e)", "Log.Log(T seed)"]
        );
    }

    #[test]
    fn python_nested_class_and_decorators() {
        let src = "class Outer:\n    class Inner:\n        @staticmethod\n        def make(x):\n            pass\n\
                   \x20   @property\n    def value(self):\n        return (1,\n    2)\n    def other(self, y):\n        pass\n";
        assert_eq!(
            defs(Lang::Python, src),
            vec!["Inner.make(x)", "Outer.value(self)", "Outer.other(self, y)"]
        );
    }

    #[test]
    fn rust_trait_impl_for_reference_and_nested_fn() {
        let src = "unsafe impl<'a> Send for &'a Thing {}\n\
                   impl Thing {\n    fn outer(&self) {\n        fn helper(x: u8) {}\n    }\n}";
        assert_eq!(
            defs(Lang::Rust, src),
            vec!["Thing.outer(&self)", "helper(x: u8)"]
        );
    }

    #[test]
    fn default_value_change_is_a_change() {
        assert_eq!(
            changed(
                Lang::Python,
                "def f(a, mode=\"r\"):",
                "def f(a, mode=\"rb\"):"
            ),
            one("f", "a, mode=\"r\"", "a, mode=\"rb\"")
        );
    }

    #[test]
    fn anonymous_class_and_macro_fn_have_no_false_names() {
        assert_eq!(
            defs(
                Lang::TypeScript,
                "export default class extends Base {\n  run(a: number) {}\n}"
            ),
            vec!["run(a: number)"]
        );
        assert_eq!(
            defs(
                Lang::Rust,
                "macro_rules! m { ($n:ident) => { fn $n() {} } }\nfn real(x: u8) {}"
            ),
            vec!["real(x: u8)"]
        );
    }

    #[test]
    fn test_framework_callbacks_are_not_definitions() {
        let src = "describe('x', function () {\n  it('does', async () => {\n    expect(f(1)).toBe(2);\n  });\n});\n\
                   module.exports = function (a) {};\nthis.h = (e) => e;\n";
        assert!(
            defs(Lang::JavaScript, src).is_empty(),
            "{:?}",
            defs(Lang::JavaScript, src)
        );
    }

    #[test]
    fn whole_file_scale_pairs_every_definition() {
        let old: String = (0..3000)
            .map(|k| format!("func f{k}(a int) {{}}\n"))
            .collect();
        let new: String = (0..3000)
            .map(|k| {
                if k % 1000 == 7 {
                    format!("func f{k}(a, b int) {{}}\n")
                } else {
                    format!("func f{k}(a int) {{}}\n")
                }
            })
            .collect();
        let got: Vec<String> = changed_signatures(Lang::Go, &old, &new)
            .into_iter()
            .map(|c| c.name)
            .collect();
        assert_eq!(got, vec!["f7", "f1007", "f2007"]);
    }

    #[test]
    fn signature_only_fragments() {
        // the edit's strings hold the signature line alone, no body brace
        assert_eq!(
            changed(
                Lang::Java,
                "public int send(String to)",
                "public int send(String to, int n)"
            ),
            one("send", "String to", "String to, int n")
        );
        assert_eq!(
            changed(
                Lang::Java,
                "void send(String to) throws IOException",
                "void send(String to, int n) throws IOException"
            ),
            one("send", "String to", "String to, int n")
        );
        assert_eq!(
            changed(
                Lang::TypeScript,
                "  async send(to: string)",
                "  async send(to: string, n: number)"
            ),
            one("send", "to: string", "to: string, n: number")
        );
        assert_eq!(
            changed(
                Lang::TypeScript,
                "  send(to: string): Promise<void>",
                "  send(to: string, n: number): Promise<void>"
            ),
            one("send", "to: string", "to: string, n: number")
        );
        assert_eq!(
            changed(Lang::Python, "def send(to):", "def send(to, n):"),
            one("send", "to", "to, n")
        );
        // a bare call fragment stays a call
        assert!(changed(Lang::JavaScript, "send(to)", "send(to, n)").is_empty());
        assert!(changed(Lang::Java, "send(to);", "send(to, n);").is_empty());
        assert!(changed(Lang::Java, "Mailer(to)", "Mailer(to, n)").is_empty());
    }

    // ---- general

    #[test]
    fn lines_are_one_based_within_the_fragment() {
        let d = definitions(Lang::Go, "x := 1\n/* c\n c */\nfunc f(a int) {}");
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].line, 4);
    }

    #[test]
    fn fragments_cut_mid_signature_or_mid_body() {
        // the list never closes: nothing to compare
        assert!(definitions(Lang::Go, "func f(a int,\n\tb").is_empty());
        // starts mid-function with stray closers, then a full definition
        assert_eq!(
            defs(Lang::JavaScript, "  x);\n  }\n}\nfunction g(a) {"),
            vec!["g(a)"]
        );
        assert_eq!(
            defs(Lang::Rust, "}) }\n fn h(&self) -> u8 {"),
            vec!["h(&self)"]
        );
    }

    #[test]
    fn definition_in_one_fragment_only_is_not_reported() {
        let old = "func a(x int) {}";
        let new = "func a(x int) {}\nfunc b(y int) {}";
        assert!(changed(Lang::Go, old, new).is_empty());
        assert!(changed(Lang::Go, new, old).is_empty());
    }

    #[test]
    fn comment_in_params_is_not_a_change() {
        assert!(changed(
            Lang::Java,
            "void m(int a /* count */, int b) {",
            "void m(int a, /* total */ int b) {"
        )
        .is_empty());
    }

    #[test]
    fn non_ascii_and_garbage_never_panic() {
        for lang in [
            Lang::Go,
            Lang::JavaScript,
            Lang::TypeScript,
            Lang::Python,
            Lang::Rust,
            Lang::Java,
            Lang::Php,
        ] {
            for src in [
                "",
                "(",
                ")",
                "'",
                "\"",
                "`",
                "/*",
                "r#\"",
                "<<<",
                "fn",
                "func (",
                "def",
                "function",
                "é'é' fn ü(ä: ö) {}",
                "<<<'X'\nX",
                "'\\",
            ] {
                let _ = definitions(lang, src);
                let _ = changed_signatures(lang, src, "func f(x) {}");
            }
        }
        assert_eq!(
            defs(Lang::Python, "def größe(ä, ö=\"ü\"):"),
            vec!["größe(ä, ö=\"ü\")"]
        );
    }

    // ---- C#

    #[test]
    fn csharp_forms() {
        let src = "namespace Acme;\n\
                   public static class Ext {\n\
                   \x20   public static int Twice(this string s, int n = 2) => n;\n\
                   }\n\
                   [Serializable]\n\
                   public sealed class Cart<T> : Base where T : class {\n\
                   \x20   public Cart(int size) : base(size) { }\n\
                   \x20   [Obsolete(\"x\")] public async Task<List<int>?> Load(string path,\n\
                   \x20       params int[] ids)\n\
                   \x20   {\n\
                   \x20       int Local(int q) { return q; }\n\
                   \x20       var x = new Cart<T>(3);\n\
                   \x20       await Load(\"a\", 1);\n\
                   \x20       return Helper(x);\n\
                   \x20   }\n\
                   \x20   protected abstract (int a, string b) Pair<U>(U u) where U : struct;\n\
                   \x20   public static Cart operator +(Cart a, Cart b) => a;\n\
                   \x20   public delegate void Handler(int x);\n\
                   }\n\
                   interface IShop { void Buy(int n); }\n\
                   record struct Point(int X, int Y);\n";
        assert_eq!(
            defs(Lang::CSharp, src),
            vec![
                "Ext.Twice(this string s, int n = 2)",
                "Cart.Cart(int size)",
                "Cart.Load(string path, params int[] ids)",
                "Local(int q)",
                "Cart.Pair(U u)",
                "IShop.Buy(int n)",
            ]
        );
    }

    #[test]
    fn csharp_multiline_change_and_negatives() {
        let old = "class A {\n    public int Sum(int a,\n                   int b)\n    {\n        return a + b;\n    }\n}";
        let new = "class A {\n    public int Sum(int a, int b, int c = 0)\n    {\n        return a + b;\n    }\n}";
        assert_eq!(
            changed(Lang::CSharp, old, new),
            one("A.Sum", "int a, int b", "int a, int b, int c = 0")
        );
        let src = "// public void Commented(int a) {}\n\
                   var s = @\"void InString(int a) {\n}\";\n\
                   #region void Directive(int a) {}\n\
                   if (ok) { Run(1); }\n\
                   foreach (var x in xs) { }\n\
                   using (var f = Open(p)) { }\n\
                   return Make(1);\n";
        assert!(
            defs(Lang::CSharp, src).is_empty(),
            "{:?}",
            defs(Lang::CSharp, src)
        );
    }

    // ---- Kotlin

    #[test]
    fn kotlin_forms() {
        let src = "package p\n\n\
                   class Cart<T>(val size: Int, private val tag: String = \"\") : Base(size) {\n\
                   \x20   constructor(s: String) : this(s.length)\n\
                   \x20   override suspend fun load(path: String,\n\
                   \x20       vararg ids: Int): List<Int> {\n\
                   \x20       fun local(q: Int) = q\n\
                   \x20       return helper(ids)\n\
                   \x20   }\n\
                   \x20   companion object {\n\
                   \x20       fun of(n: Int) = Cart<Int>(n)\n\
                   \x20   }\n\
                   }\n\
                   fun <T> List<T>.second(default: T? = null): T? = getOrNull(1)\n\
                   class Box private constructor(val v: Int)\n\
                   object Registry { fun add(x: Int) {} }\n";
        assert_eq!(
            defs(Lang::Kotlin, src),
            vec![
                "Cart.Cart(val size: Int, private val tag: String = \"\")",
                "Cart.Cart(s: String)",
                "Cart.load(path: String, vararg ids: Int)",
                "local(q: Int)",
                "Cart.of(n: Int)",
                "second(default: T? = null)",
                "Box.Box(val v: Int)",
                "Registry.add(x: Int)",
            ]
        );
    }

    #[test]
    fn kotlin_change_and_negatives() {
        assert_eq!(
            changed(
                Lang::Kotlin,
                "fun scale(a: Int): Int {\n    return a\n}",
                "fun scale(\n    a: Int,\n    b: Int = 1,\n): Int {\n    return a\n}",
            ),
            one("scale", "a: Int", "a: Int, b: Int = 1")
        );
        let src = "// fun commented(a: Int) {}\n\
                   /* outer /* fun nested(a: Int) {} */ fun stillComment() {} */\n\
                   val s = \"\"\"fun inRaw(a: Int) {}\"\"\"\n\
                   val t = \"fun inString(a: Int)\"\n\
                   run { helper(1) }\n\
                   list.map { fn(it) }\n";
        assert!(
            defs(Lang::Kotlin, src).is_empty(),
            "{:?}",
            defs(Lang::Kotlin, src)
        );
    }

    // ---- Ruby

    #[test]
    fn ruby_definitions_with_owners_and_forms() {
        let src = "module Store\n  class Reader < Base\n    def initialize(root)\n    end\n\n    def read(path, enc = nil, *rest, key:, **kw, &blk)\n    end\n\n    def self.open path, mode\n    end\n\n    def valid?; true; end\n\n    class << self\n      def build(a) = new(a)\n    end\n  end\nend\n\ndef top(a)\nend\n";
        assert_eq!(
            defs(Lang::Ruby, src),
            vec![
                "Reader.initialize(root)",
                "Reader.read(path, enc = nil, *rest, key:, **kw, &blk)",
                "Reader.open(path, mode)",
                "Reader.valid?()",
                "Reader.build(a)",
                "top(a)",
            ]
        );
        // Comments, strings and heredocs hold no definitions; `obj.def` and `:def` are none.
        let noise = "# def a(x)\ns = \"def b(y)\"\nt = <<~EOS\n  def c(z)\nEOS\n=begin\ndef d(w)\n=end\nx.def(1)\ny = :def\n";
        assert!(
            defs(Lang::Ruby, noise).is_empty(),
            "{:?}",
            defs(Lang::Ruby, noise)
        );
    }

    #[test]
    fn ruby_changed_one_line_and_multi_line() {
        assert_eq!(
            changed(
                Lang::Ruby,
                "  def read(path)\n",
                "  def read(path, encoding)\n"
            ),
            one("read", "path", "path, encoding")
        );
        let old =
            "class Reader\n  def read(\n    path,\n    mode: \"r\"\n  )\n    body\n  end\nend\n";
        let new =
            "class Reader\n  def read(\n    path,\n    mode: \"w\",\n  )\n    body\n  end\nend\n";
        assert_eq!(
            changed(Lang::Ruby, old, new),
            one("Reader.read", "path, mode: \"r\"", "path, mode: \"w\"")
        );
        // A body edit is no change.
        assert!(changed(Lang::Ruby, "def f(a)\n  1\nend\n", "def f(a)\n  2\nend\n").is_empty());
        // Setters, predicates and bang methods keep their suffix.
        assert_eq!(
            defs(
                Lang::Ruby,
                "def name=(v)\nend\ndef ok?(a) = a\ndef save!(x); end\n"
            ),
            vec!["name=(v)", "ok?(a)", "save!(x)"]
        );
    }

    // ---- Swift

    #[test]
    fn swift_definitions_with_owners_and_forms() {
        let src = "public struct Calc {\n    init?(scale: Int, _ b: Int = 2) {}\n    public func run(_ a: Int, to b: Int, values: Int...) -> Int { return 0 }\n    static func make<T>(x: T,\n                        y: Int) -> Calc { Calc(scale: 1)! }\n    class func cls() {}\n}\nextension Outer.Calc {\n    func more(c: Int) {}\n}\nprotocol Runner {\n    func run(_ a: Int)\n}\nfunc top(_ a: Int) {\n    let s = \"func no(a: Int)\"\n    // func no(b: Int)\n    super.init(a: 1)\n}\n";
        assert_eq!(
            defs(Lang::Swift, src),
            vec![
                "Calc.init(scale: Int, _ b: Int = 2)",
                "Calc.run(_ a: Int, to b: Int, values: Int...)",
                "Calc.make(x: T, y: Int)",
                "Calc.cls()",
                "Calc.more(c: Int)",
                "Runner.run(_ a: Int)",
                "top(_ a: Int)",
            ]
        );
    }

    #[test]
    fn swift_changed_labels_and_multi_line() {
        assert_eq!(
            changed(
                Lang::Swift,
                "    func move(_ item: Int, to place: Int) -> Int {\n",
                "    func move(_ item: Int, onto place: Int) -> Int {\n"
            ),
            one(
                "move",
                "_ item: Int, to place: Int",
                "_ item: Int, onto place: Int"
            )
        );
        let old = "struct Job {\n    init(\n        name: String\n    ) {\n    }\n}\n";
        let new = "struct Job {\n    init(\n        name: String,\n        tags: String...\n    ) {\n    }\n}\n";
        assert_eq!(
            changed(Lang::Swift, old, new),
            one("Job.init", "name: String", "name: String, tags: String...")
        );
    }
}
