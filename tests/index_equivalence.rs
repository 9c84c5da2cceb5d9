//! The warm index never changes an answer: a seeded generator builds a multi-language
//! repository, makes random edits (work-tree changes, staged changes, commits, new and
//! deleted files, untracked files, renamed calls and changed parameter lists), and after each
//! round every measure of every definition answers the same with the index as without it —
//! on the work tree, the index and HEAD, with the index fresh, behind, or merged. Kept answers
//! (the answer cache) are asked for again after every edit, and must equal the answer made
//! with `CONTRACT_WATCH_INDEX=off`: a stale one is a failure.

mod common;

use std::path::Path;
use std::time::{Duration, SystemTime};

use contract_watch::engine::{builtin, Options, Selector};
use contract_watch::git::{Repo as GitRepo, TreeSpec, TreeView};

/// A small deterministic generator (xorshift64*): the seed names the case.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
    fn chance(&mut self, pct: usize) -> bool {
        self.below(100) < pct
    }
}

/// Names shared across files and languages, so calls, definitions and mere mentions of one
/// name meet in many files (`new` as in a Rust workspace, `parse` everywhere).
const NAMES: &[&str] = &[
    "parse",
    "new",
    "run",
    "render",
    "total",
    "get_value",
    "apply",
];
const EXTS: &[&str] = &["py", "go", "js", "ts", "rs", "java", "php"];

/// One generated source file: its definitions (name, parameters) and what it calls.
struct Gen {
    ext: &'static str,
    defs: Vec<(String, usize)>,
    calls: Vec<(String, usize)>,
    /// Lines that mention a name without calling it (comments, assignments, imports).
    noise: Vec<String>,
}

fn args(n: usize) -> String {
    (0..n)
        .map(|i| (i + 1).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn params(ext: &str, n: usize) -> String {
    (0..n)
        .map(|i| match ext {
            "go" => format!("p{i} int"),
            "ts" => format!("p{i}: number"),
            "rs" => format!("p{i}: i32"),
            "java" => format!("int p{i}"),
            "php" => format!("$p{i}"),
            _ => format!("p{i}"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn render(g: &Gen, module: &str) -> String {
    let mut out = String::new();
    let body_calls = |indent: &str, end: &str| -> String {
        g.calls
            .iter()
            .map(|(c, n)| format!("{indent}{c}({}){end}\n", args(*n)))
            .collect()
    };
    let noise: String = g.noise.iter().map(|l| format!("{l}\n")).collect();
    match g.ext {
        "py" => {
            out += &noise.replace("//", "#");
            for (d, n) in &g.defs {
                out += &format!("def {d}({}):\n", params("py", *n));
                out += &body_calls("    ", "");
                out += "    return 0\n\n";
            }
            out += "class Box:\n    def run(self, a):\n        return parse(a)\n";
        }
        "go" => {
            out += &format!("package {module}\n\n{noise}");
            for (d, n) in &g.defs {
                out += &format!("func {d}({}) int {{\n", params("go", *n));
                out += &body_calls("\t", "");
                out += "\treturn 0\n}\n\n";
            }
        }
        "js" | "ts" => {
            out += &noise;
            for (d, n) in &g.defs {
                out += &format!("export function {d}({}) {{\n", params(g.ext, *n));
                out += &body_calls("  ", ";");
                out += "  return 0;\n}\n\n";
            }
            out += "export class Box {\n  run(a) {\n    return parse(a);\n  }\n}\n";
        }
        "rs" => {
            out += &noise;
            out += "pub struct S;\n\nimpl S {\n    pub fn new() -> S {\n        S\n    }\n}\n\n";
            for (d, n) in &g.defs {
                out += &format!("pub fn {d}({}) -> i32 {{\n", params("rs", *n));
                out += &body_calls("    ", ";");
                out += "    let _s = S::new();\n    0\n}\n\n";
            }
        }
        "java" => {
            out += &format!("package {module};\n\n{noise}");
            let class = format!("C{}", module.trim_start_matches('m'));
            out += &format!("public class {class} {{\n");
            for (d, n) in &g.defs {
                out += &format!("    public static int {d}({}) {{\n", params("java", *n));
                out += &body_calls("        ", ";");
                out += "        return 0;\n    }\n";
            }
            out += "}\n";
        }
        "php" => {
            out += "<?php\n";
            out += &noise;
            for (d, n) in &g.defs {
                out += &format!("function {d}({}) {{\n", params("php", *n));
                out += &body_calls("    ", ";");
                out += "    return 0;\n}\n\n";
            }
        }
        _ => unreachable!(),
    }
    out
}

fn generate(rng: &mut Rng, ext: &'static str, i: usize) -> Gen {
    let mut defs = Vec::new();
    let mut used = std::collections::HashSet::new();
    for _ in 0..1 + rng.below(3) {
        let name = if rng.chance(50) {
            rng.pick(NAMES).to_string()
        } else {
            format!("own{i}_{}", rng.below(5))
        };
        if used.insert(name.clone()) {
            defs.push((name, rng.below(4)));
        }
    }
    let calls = (0..rng.below(4))
        .map(|_| (rng.pick(NAMES).to_string(), rng.below(4)))
        .collect();
    let noise = (0..rng.below(3))
        .map(|_| {
            let n = rng.pick(NAMES);
            match rng.below(4) {
                0 => format!("// {n} it later"),
                1 => format!("// {n}er and re{n} are other words"),
                2 => format!("// x = {n}"),
                _ => format!("// import {{ {n} as alias }}"),
            }
        })
        .collect();
    Gen {
        ext,
        defs,
        calls,
        noise,
    }
}

struct Case {
    repo: common::Repo,
    files: Vec<(String, Gen)>,
    /// Selectors measured one by one in every round, so their kept answers meet every edit.
    watched: Vec<Selector>,
    /// A past second for file times, moved on with each write so git's stat check sees a change
    /// and never a racily clean file.
    clock: u64,
}

impl Case {
    fn path_of(&self, i: usize) -> &str {
        &self.files[i].0
    }

    fn write(&mut self, i: usize) {
        let (rel, g) = &self.files[i];
        let module = format!("m{}", i);
        let text = render(g, &module);
        let rel = rel.clone();
        self.repo.write(&rel, &text);
        self.clock += 7;
        let t = SystemTime::UNIX_EPOCH + Duration::from_secs(self.clock);
        let f = std::fs::File::options()
            .write(true)
            .open(self.repo.path().join(&rel))
            .unwrap();
        f.set_modified(t).unwrap();
    }
}

fn new_case(rng: &mut Rng, files: usize) -> Case {
    let repo = common::Repo::empty();
    let mut case = Case {
        repo,
        files: Vec::new(),
        watched: Vec::new(),
        clock: 1_600_000_000,
    };
    for i in 0..files {
        let ext = *rng.pick(EXTS);
        let dir = ["src", "lib", "app/core"][rng.below(3)];
        let rel = format!("{dir}/f{i}.{ext}");
        let g = generate(rng, ext, i);
        case.files.push((rel, g));
        case.write(i);
    }
    common::git(case.repo.path(), &["add", "-A"]);
    common::git(
        case.repo.path(),
        &["commit", "-q", "--no-verify", "-m", "base"],
    );
    let mut all = selectors(&case);
    while all.len() > 4 {
        all.swap_remove(rng.below(all.len()));
    }
    case.watched = all;
    case
}

/// One random edit.
fn edit(rng: &mut Rng, case: &mut Case) -> String {
    let n = case.files.len();
    let i = rng.below(n);
    let dir = case.repo.path().to_path_buf();
    match rng.below(9) {
        0 | 1 => {
            // A changed parameter list (the measured contract).
            let g = &mut case.files[i].1;
            let d = rng.below(g.defs.len());
            g.defs[d].1 = rng.below(4);
            case.write(i);
            format!("params of {}", case.path_of(i))
        }
        2 | 3 => {
            // Calls added, dropped or renamed.
            let g = &mut case.files[i].1;
            if g.calls.is_empty() || rng.chance(60) {
                g.calls.push((rng.pick(NAMES).to_string(), rng.below(4)));
            } else {
                let c = rng.below(g.calls.len());
                g.calls.remove(c);
            }
            case.write(i);
            format!("calls of {}", case.path_of(i))
        }
        4 => {
            let rel = case.path_of(i).to_string();
            common::git(&dir, &["add", "--", &rel]);
            format!("staged {rel}")
        }
        5 => {
            common::git(&dir, &["add", "-A"]);
            common::git(
                &dir,
                &[
                    "commit",
                    "-q",
                    "--no-verify",
                    "--allow-empty",
                    "-m",
                    "round",
                ],
            );
            "commit".into()
        }
        6 => {
            // A new untracked file.
            let ext = *rng.pick(EXTS);
            let rel = format!("new/u{n}.{ext}");
            let g = generate(rng, ext, n);
            case.files.push((rel.clone(), g));
            case.write(n);
            format!("untracked {rel}")
        }
        7 => {
            // The index is built (or brought up to date) now, in the middle of the edits.
            let repo = GitRepo::discover(&dir).unwrap().unwrap();
            contract_watch::index::build(&repo, true, 2).unwrap();
            "index build".into()
        }
        _ => {
            // A file deleted from the work tree (and the index, half the time).
            let rel = case.path_of(i).to_string();
            if case.files.len() > 4 && dir.join(&rel).exists() {
                if rng.chance(50) {
                    common::git(&dir, &["rm", "-q", "--cached", "--", &rel]);
                }
                std::fs::remove_file(dir.join(&rel)).unwrap();
                case.files.remove(i);
            }
            format!("deleted {rel}")
        }
    }
}

/// Every definition site still on disk, as a selector.
fn selectors(case: &Case) -> Vec<Selector> {
    let mut out = Vec::new();
    for (rel, g) in &case.files {
        if !case.repo.path().join(rel).exists() {
            continue;
        }
        for (d, _) in &g.defs {
            out.push(Selector {
                file: Some(rel.clone()),
                owner: None,
                name: d.clone(),
            });
        }
        if g.ext == "rs" {
            out.push(Selector {
                file: Some(rel.clone()),
                owner: Some("S".into()),
                name: "new".into(),
            });
        }
    }
    out
}

fn answers(root: &Path, spec: TreeSpec, sels: &[Selector], index: bool) -> Vec<String> {
    let repo = GitRepo::discover(root).unwrap().unwrap();
    let view = TreeView::new(&repo, spec);
    let opts = Options {
        index,
        ..Default::default()
    };
    let was = repo.head_oid();
    builtin::measure_many(Some(&repo), &view, was, sels, &opts)
        .into_iter()
        .map(|a| match a {
            Ok((report, defs)) => format!("{report:?}\n{defs:?}"),
            Err(e) => format!("error: {e}"),
        })
        .collect()
}

fn check_same(rng: &mut Rng, case: &Case, round: usize, what: &str) {
    let root = case.repo.path();
    // Every site would take minutes in a debug build: a random dozen each round, every name
    // among them over the rounds.
    let mut sels = selectors(case);
    while sels.len() > 12 {
        sels.swap_remove(rng.below(sels.len()));
    }
    let repo = GitRepo::discover(root).unwrap().unwrap();
    let mut specs = vec![
        ("work tree", TreeSpec::WorkTree),
        ("index", TreeSpec::Index),
    ];
    if let Some(h) = repo.head_oid() {
        specs.push(("HEAD", TreeSpec::Commit(h)));
    }
    for (name, spec) in specs {
        let with = answers(root, spec.clone(), &sels, true);
        // The same question again: answered from the cache the first one filled.
        let again = answers(root, spec.clone(), &sels, true);
        let without = answers(root, spec.clone(), &sels, false);
        for (((w, a), wo), sel) in with.iter().zip(&again).zip(&without).zip(&sels) {
            assert_eq!(
                w, wo,
                "round {round} (after {what}), {name}, {sel}: the index changed the answer"
            );
            assert_eq!(
                a, wo,
                "round {round} (after {what}), {name}, {sel}: a kept answer differs"
            );
        }
        // The same selectors one by one across rounds: each kept answer is checked against
        // the tree as this round's edit left it.
        for sel in case
            .watched
            .iter()
            .filter(|s| root.join(s.file.as_ref().unwrap()).exists())
        {
            let one = std::slice::from_ref(sel);
            let kept = answers(root, spec.clone(), one, true);
            let fresh = answers(root, spec.clone(), one, false);
            assert_eq!(
                kept, fresh,
                "round {round} (after {what}), {name}, {sel}: a kept answer is stale"
            );
        }
    }
}

fn run_seed(seed: u64, files: usize, rounds: usize) {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut case = new_case(&mut rng, files);
    let hits = contract_watch::index::answers::hits_on_this_thread();
    let repo = GitRepo::discover(case.repo.path()).unwrap().unwrap();
    contract_watch::index::build(&repo, true, 2).unwrap();
    check_same(&mut rng, &case, 0, "the first build");
    for round in 1..=rounds {
        let what = edit(&mut rng, &mut case);
        check_same(&mut rng, &case, round, &what);
    }
    // The index must actually have been used: most source blobs are described.
    let repo = GitRepo::discover(case.repo.path()).unwrap().unwrap();
    contract_watch::index::build(&repo, true, 2).unwrap();
    let s = contract_watch::index::status(&repo).unwrap();
    assert!(s.exists && s.described == s.wanted && s.wanted > 0, "{s:?}");
    // And the kept answers were actually given, not only made.
    let given = contract_watch::index::answers::hits_on_this_thread() - hits;
    assert!(
        given > rounds as u64,
        "only {given} answers came from the cache"
    );
}

#[test]
fn every_measure_answers_the_same_with_and_without_the_index() {
    // INDEX_EQUIVALENCE_SEEDS=N runs N seeds (3 by default, to keep the suite quick).
    let seeds: u64 = std::env::var("INDEX_EQUIVALENCE_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3);
    for seed in 1..=seeds {
        run_seed(seed, 24, 12);
    }
}

#[test]
fn the_index_is_consulted_for_files_git_says_are_unchanged() {
    // Proof that the index answers, not the files: a file whose content changes behind git's
    // back (same size, same modification time: git itself calls it unchanged) is answered
    // from its indexed blob, which does not call `parse`; read without the index, it does.
    let repo = common::Repo::empty();
    let old = SystemTime::UNIX_EPOCH + Duration::from_secs(1_600_000_000);
    let put = |rel: &str, text: &str| {
        repo.write(rel, text);
        let f = std::fs::File::options()
            .write(true)
            .open(repo.path().join(rel))
            .unwrap();
        f.set_modified(old).unwrap();
    };
    put("lib.py", "def parse(a):\n    return a\n");
    put("user.py", "def use():\n    return other(1)\n");
    repo.commit("base");
    let root = repo.path();
    let g = GitRepo::discover(root).unwrap().unwrap();
    let built = contract_watch::index::build(&g, true, 2).unwrap().unwrap();
    assert_eq!((built.added, built.blobs, built.segments), (2, 2, 1));
    let again = contract_watch::index::build(&g, true, 2).unwrap().unwrap();
    assert!(
        again.up_to_date,
        "a second build with nothing new does nothing"
    );
    put("user.py", "def use():\n    return parse(1)\n");
    let sel = [Selector::parse("lib.py:parse").unwrap()];
    let with = answers(root, TreeSpec::WorkTree, &sel, true);
    let without = answers(root, TreeSpec::WorkTree, &sel, false);
    assert!(!with[0].contains("user.py"), "{}", with[0]);
    assert!(without[0].contains("user.py"), "{}", without[0]);
}

#[test]
fn segments_merge_evicting_unused_blobs_and_answers_stay_the_same() {
    // Every build after a commit adds a segment; at eight they merge into one, and the blobs
    // no branch, HEAD or the git index holds (earlier versions of the edited file) are evicted.
    // Measures of the work tree, the index, HEAD and an old commit whose blobs were evicted
    // still answer as without the index.
    let mut rng = Rng(7);
    let mut case = new_case(&mut rng, 10);
    let root = case.repo.path().to_path_buf();
    let repo = GitRepo::discover(&root).unwrap().unwrap();
    contract_watch::index::build(&repo, true, 2).unwrap();
    let mut merged = None;
    for round in 0..9 {
        let g = &mut case.files[0].1;
        g.calls.push((rng.pick(NAMES).to_string(), round % 4));
        case.write(0);
        common::git(&root, &["add", "-A"]);
        common::git(&root, &["commit", "-q", "--no-verify", "-m", "step"]);
        let repo = GitRepo::discover(&root).unwrap().unwrap();
        let b = contract_watch::index::build(&repo, true, 2)
            .unwrap()
            .unwrap();
        assert!(b.segments <= contract_watch::index::MAX_SEGMENTS, "{b:?}");
        if b.evicted > 0 {
            merged = Some(b);
        }
    }
    let merged = merged.expect("the segments merged and evicted something");
    assert_eq!(merged.segments, 1, "{merged:?}");
    check_same(&mut rng, &case, 1, "merge");
    let repo = GitRepo::discover(&root).unwrap().unwrap();
    let old = repo.rev_parse("HEAD~6").unwrap();
    let sels = selectors(&case);
    let with = answers(&root, TreeSpec::Commit(old), &sels, true);
    let without = answers(&root, TreeSpec::Commit(old), &sels, false);
    assert_eq!(with, without);
    let s = contract_watch::index::status(&repo).unwrap();
    assert_eq!(s.described, s.wanted, "{s:?}");
}

#[test]
fn a_file_appearing_where_module_resolution_looked_renews_a_kept_answer() {
    // `user.ts` imports `parse` from `./helpers`, which does not exist yet. Then `helpers.ts`
    // appears, re-exporting `lib.ts`'s `parse`: no file that mentions `parse` changed, and the
    // new file does not mention it the way a call or a definition is written (the prefilter
    // passes it by) — only the existence question module resolution asked changed its answer.
    let repo = common::Repo::empty();
    repo.write(
        "lib.ts",
        "export function parse(a: number) {\n  return a;\n}\n",
    );
    repo.write(
        "user.ts",
        "import { parse } from \"./helpers\";\n\nexport function use() {\n  return parse(1, 2);\n}\n",
    );
    repo.commit("base");
    repo.write(
        "lib.ts",
        "export function parse(a: number, b: number, c: number) {\n  return a;\n}\n",
    );
    let root = repo.path();
    let sel = [Selector::parse("lib.ts:parse").unwrap()];
    let before = answers(root, TreeSpec::WorkTree, &sel, false);
    let hits = contract_watch::index::answers::hits_on_this_thread();
    assert_eq!(answers(root, TreeSpec::WorkTree, &sel, true), before);
    assert_eq!(answers(root, TreeSpec::WorkTree, &sel, true), before);
    assert_eq!(
        contract_watch::index::answers::hits_on_this_thread() - hits,
        1,
        "the second measure is answered from the cache"
    );
    repo.write("helpers.ts", "export { parse } from \"./lib\";\n");
    let after = answers(root, TreeSpec::WorkTree, &sel, false);
    assert_ne!(after, before, "the new module changes the answer");
    assert_eq!(answers(root, TreeSpec::WorkTree, &sel, true), after);
}

#[test]
fn a_renamed_reexport_appearing_in_the_crate_root_renews_a_kept_answer() {
    // `app.rs` calls `crate::decode_utf8(..)` and never names `decode`: only the crate root's
    // `pub use crate::utf8::decode as decode_utf8;` makes it a caller, so the warm index is
    // asked for that name too, and a kept answer depends on the root's text.
    let repo = common::Repo::empty();
    repo.write(
        "Cargo.toml",
        "[package]\nname = \"t\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
    );
    repo.write("src/lib.rs", "pub mod app;\npub mod utf8;\n");
    repo.write(
        "src/utf8.rs",
        "pub fn decode(slice: &[u8]) -> usize {\n    slice.len()\n}\n",
    );
    repo.write(
        "src/app.rs",
        "pub fn alpha(b: &[u8]) -> usize {\n    crate::decode_utf8(b)\n}\n",
    );
    repo.commit("base");
    let git = GitRepo::discover(repo.path()).unwrap().unwrap();
    contract_watch::index::build(&git, true, 2).unwrap();
    repo.write(
        "src/utf8.rs",
        "pub fn decode(slice: &[u8], lossy: bool) -> usize {\n    slice.len()\n}\n",
    );
    let root = repo.path();
    let sel = [Selector::parse("src/utf8.rs:decode").unwrap()];
    let before = answers(root, TreeSpec::WorkTree, &sel, false);
    assert!(!before[0].contains("alpha"), "{}", before[0]);
    assert_eq!(answers(root, TreeSpec::WorkTree, &sel, true), before);
    let hits = contract_watch::index::answers::hits_on_this_thread();
    assert_eq!(answers(root, TreeSpec::WorkTree, &sel, true), before);
    assert_eq!(
        contract_watch::index::answers::hits_on_this_thread() - hits,
        1,
        "the second measure is answered from the cache"
    );
    repo.write(
        "src/lib.rs",
        "pub mod app;\npub mod utf8;\n\npub use crate::utf8::decode as decode_utf8;\n",
    );
    let after = answers(root, TreeSpec::WorkTree, &sel, false);
    assert!(after[0].contains("alpha"), "{}", after[0]);
    assert_eq!(answers(root, TreeSpec::WorkTree, &sel, true), after);
    // With the index built over the new root too (HEAD now holds the change).
    repo.commit("root");
    contract_watch::index::build(&git, true, 2).unwrap();
    let fresh = answers(root, TreeSpec::WorkTree, &sel, false);
    assert!(fresh[0].contains("alpha"), "{}", fresh[0]);
    assert_eq!(answers(root, TreeSpec::WorkTree, &sel, true), fresh);
}

/// Wait until the file system's clock has moved past every change made so far: a file made
/// now is stamped later than one made before. (A kept listing trusts only directories changed
/// before it was made, so a test that wants it used waits for one tick; the answers never
/// depend on it.)
fn tick(root: &Path) {
    let probe = |n: &str| {
        let p = root.join(".git").join(n);
        std::fs::write(&p, n).unwrap();
        let t = std::fs::metadata(&p).unwrap().modified().unwrap();
        std::fs::remove_file(&p).unwrap();
        t
    };
    let t0 = probe("tick-a");
    while probe("tick-b") <= t0 {
        std::thread::sleep(Duration::from_millis(1));
    }
}

#[test]
fn a_kept_listing_sees_every_change_to_the_tree() {
    // The work tree's listing is kept with the stat of every directory and ignore file it
    // depends on (git's untracked-cache idea). Each change below leaves every file that was
    // there as it was, and each must still reach the answer: a file added in a directory
    // right after the listing was kept (same second), the same with the directory's time
    // set back, a new directory, a .gitignore edit, an info/exclude edit, a removed file.
    let repo = common::Repo::empty();
    repo.write(
        "lib.ts",
        "export function parse(a: number) {\n  return a;\n}\n",
    );
    repo.write(
        "src/user.ts",
        "import { parse } from \"../lib\";\nexport function use() {\n  return parse(1);\n}\n",
    );
    repo.write("src/other.ts", "export const x = 1;\n");
    repo.commit("base");
    repo.write(
        "lib.ts",
        "export function parse(a: number, b: number) {\n  return a;\n}\n",
    );
    let root = repo.path().to_path_buf();
    let sel = [Selector::parse("lib.ts:parse").unwrap()];
    let caller = |n: &str| {
        format!("import {{ parse }} from \"../lib\";\nexport function {n}() {{\n  return parse({n}.length);\n}}\n")
    };
    let given = contract_watch::git::kept_listings_given;
    let mut used = 0;
    let mut step = |what: &str, change: &dyn Fn()| {
        // The kept answer and listing are made, then the tree is left alone long enough for
        // them to be trusted: the next measure is answered from them.
        tick(&root);
        answers(&root, TreeSpec::WorkTree, &sel, true);
        let before = given();
        let hits = contract_watch::index::answers::hits_on_this_thread();
        let kept = answers(&root, TreeSpec::WorkTree, &sel, true);
        assert_eq!(
            contract_watch::index::answers::hits_on_this_thread() - hits,
            1,
            "before {what}: answered from the kept answer"
        );
        used += given() - before;
        change();
        let with = answers(&root, TreeSpec::WorkTree, &sel, true);
        let without = answers(&root, TreeSpec::WorkTree, &sel, false);
        assert_eq!(with, without, "after {what}: the kept listing hid a change");
        assert_ne!(with, kept, "after {what}: the change moves the answer");
    };
    let src = root.join("src");
    step("a file added in the same second", &|| {
        repo.write("src/added.ts", &caller("added"));
    });
    step("a file added, the directory's time set back", &|| {
        let t = std::fs::metadata(&src).unwrap().modified().unwrap();
        repo.write("src/sneaky.ts", &caller("sneaky"));
        std::fs::File::open(&src).unwrap().set_modified(t).unwrap();
        assert_eq!(std::fs::metadata(&src).unwrap().modified().unwrap(), t);
    });
    step("a new directory", &|| {
        repo.write("deep/er/more.ts", &caller("more"));
    });
    step("a .gitignore edit", &|| {
        repo.write(".gitignore", "src/added.ts\n");
    });
    step("a nested .gitignore edit", &|| {
        repo.write("deep/.gitignore", "er/\n");
    });
    step("an info/exclude edit", &|| {
        std::fs::write(root.join(".git/info/exclude"), "sneaky.ts\n").unwrap();
    });
    step("a .gitignore rewritten in place", &|| {
        repo.write(".gitignore", "src/other.ts\n");
    });
    step("a file removed", &|| {
        std::fs::remove_file(src.join("user.ts")).unwrap();
    });
    assert!(used >= 8, "the kept listing was given {used} times of 8");
}

#[test]
fn a_warm_measure_over_thousands_of_files_sees_a_change_at_every_run_boundary() {
    // The prefilter's workers take the sorted file list a run of 8 at a time, and at this
    // size (a git index over 256 KiB) a second thread reads git's index while the kept answer
    // is checked. A file the workers skipped, counted twice or read against another file's
    // index entry would show here: callers added at the first file, on both sides of run
    // boundaries and at the last file must each reach the answer, kept answer or not, and
    // the kept answer must be given while nothing changed.
    let repo = common::Repo::empty();
    repo.write(
        "a/lib.ts",
        "export function parse(a: number) {\n  return a;\n}\n",
    );
    let quiet = |i: usize| format!("export function q{i}(x: number) {{\n  return x + {i};\n}}\n");
    let caller = |i: usize| {
        format!("import {{ parse }} from \"../a/lib\";\nexport function c{i}() {{\n  return parse({i});\n}}\n")
    };
    let mut files = vec!["a/lib.ts".to_string()];
    for i in 0..3300 {
        let rel = format!("d{:02}/f{i:04}.ts", i % 40);
        repo.write(&rel, &if i % 97 == 5 { caller(i) } else { quiet(i) });
        files.push(rel);
    }
    repo.commit("base");
    files.sort();
    repo.write(
        "a/lib.ts",
        "export function parse(a: number, b: number) {\n  return a;\n}\n",
    );
    let root = repo.path().to_path_buf();
    let g = GitRepo::discover(&root).unwrap().unwrap();
    assert!(
        TreeView::new(&g, TreeSpec::WorkTree).git_index_is_large(),
        "the git index is read on a thread of its own at this size"
    );
    contract_watch::index::build(&g, true, 2).unwrap();
    let sel = [Selector::parse("a/lib.ts:parse").unwrap()];
    let measure = |index: bool| {
        let repo = GitRepo::discover(&root).unwrap().unwrap();
        let view = TreeView::new(&repo, TreeSpec::WorkTree);
        let opts = Options {
            index,
            threads: 2,
            ..Default::default()
        };
        let (report, _) = builtin::measure_many(Some(&repo), &view, repo.head_oid(), &sel, &opts)
            .remove(0)
            .unwrap();
        let mut paths: Vec<String> = report.callers.iter().map(|c| c.path.clone()).collect();
        paths.sort();
        paths
    };
    let mut expected: Vec<String> = (0..3300)
        .filter(|i| i % 97 == 5)
        .map(|i| format!("d{:02}/f{i:04}.ts", i % 40))
        .collect();
    expected.sort();
    assert_eq!(measure(false), expected);
    // Where the runs of 8 begin and end in the sorted list (the workers skip no file).
    let mut at: Vec<usize> = vec![1, 2, files.len() - 1];
    for run in [1, 2, 3, 7, 50, 409] {
        at.extend([run * 8 - 1, run * 8, run * 8 + 1]);
    }
    for i in at {
        let rel = files[i].clone();
        tick(&root);
        assert_eq!(measure(true), expected, "before {rel}");
        let hits = contract_watch::index::answers::hits_on_this_thread();
        assert_eq!(measure(true), expected, "before {rel}, kept");
        assert_eq!(
            contract_watch::index::answers::hits_on_this_thread() - hits,
            1,
            "before {rel}: answered from the kept answer"
        );
        let n: usize = rel[5..9].parse().unwrap();
        repo.write(&rel, &caller(n));
        if !expected.contains(&rel) {
            expected.push(rel.clone());
            expected.sort();
        }
        assert_eq!(measure(true), expected, "{rel} became a caller");
        assert_eq!(
            measure(false),
            expected,
            "{rel} became a caller (index off)"
        );
    }
}
