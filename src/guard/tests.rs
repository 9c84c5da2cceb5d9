use std::cell::RefCell;
use std::process::Command;

use super::*;

struct NoAliases;
impl AliasSource for NoAliases {
    fn alias(&self, _: &Path, _: &str) -> Option<String> {
        None
    }
}

/// Records every lookup; `ci` is `commit`.
#[derive(Default)]
struct Counting(RefCell<Vec<(PathBuf, String)>>);
impl AliasSource for Counting {
    fn alias(&self, dir: &Path, name: &str) -> Option<String> {
        self.0
            .borrow_mut()
            .push((dir.to_path_buf(), name.to_string()));
        (name == "ci").then(|| "commit".to_string())
    }
}

fn verbs(s: &Scan) -> Vec<&'static str> {
    s.invocations.iter().map(|i| i.verb.as_str()).collect()
}

#[test]
fn cheap_check_says_no_to_ordinary_commands() {
    for cmd in [
        "ls -la",
        "cargo test",
        "cargo test --lib guard -- --nocapture",
        "make",
        "npm run build",
        "echo hello world",
        "grep -rn commit src",
        "pytest -q tests",
        "cd src && ls",
        "cat README.md | head -n 20",
        "",
    ] {
        assert!(!mentions_git_cheaply(cmd), "{cmd:?}");
        assert!(scan(cmd, Path::new("/r"), &NoAliases).is_empty());
    }
}

#[test]
fn cheap_check_says_maybe_to_anything_scan_may_report() {
    for cmd in [
        "git status",
        "g'i't push",
        "G\\\nIT push",
        "gi\"\"t",
        "$X commit",
        "`x` push",
        "./deploy",
        "bash",
        "s'h' x",
        ". x",
        "source x",
        "eval x",
        "xargs",
        "su bob",
        "g* push",
        "gi? push",
        "cat <(x)",
        "g{i,}t push",
    ] {
        assert!(mentions_git_cheaply(cmd), "{cmd:?}");
    }
}

#[test]
fn aliases_are_read_only_for_non_builtin_git_words() {
    let src = Counting::default();
    scan("ls -la && cargo test", Path::new("/r"), &src);
    scan("git status && git log && git commit", Path::new("/r"), &src);
    assert!(src.0.borrow().is_empty());
    let s = scan("cd sub && git ci", Path::new("/r"), &src);
    assert_eq!(verbs(&s), ["commit"]);
    assert_eq!(
        *src.0.borrow(),
        vec![(PathBuf::from("/r/sub"), "ci".to_string())]
    );
}

#[test]
fn words_are_unquoted_with_shell_rules() {
    let s = scan(
        r#"git commit -m "a \"b\" \$c" -m 'd e' f\ g $'h\ti' "$x""#,
        Path::new("/r"),
        &NoAliases,
    );
    assert_eq!(
        s.invocations[0].args,
        vec!["-m", "a \"b\" $c", "-m", "d e", "f g", "h\ti", "\"$x\""]
    );
}

#[test]
fn deep_nesting_and_recursion_end() {
    let cmd = format!("{}git push", "eval ".repeat(60));
    let s = scan(&cmd, Path::new("/r"), &NoAliases);
    assert!(s.opaque.iter().any(|r| r.contains("nested")), "{s:?}");
    let s = scan(
        "f() { g; git push; }; g() { f; }; f",
        Path::new("/r"),
        &NoAliases,
    );
    assert_eq!(verbs(&s), ["push"]);
    let s = scan(
        "git -c alias.a=b -c alias.b=a a",
        Path::new("/r"),
        &NoAliases,
    );
    assert!(s.is_empty());
}

#[test]
fn deeply_nested_syntax_is_bounded() {
    let cmd = format!("{}git push{}", "$(".repeat(3000), ")".repeat(3000));
    let s = scan(&cmd, Path::new("/r"), &NoAliases);
    assert!(s.opaque.iter().any(|r| r.contains("nested")), "{s:?}");
    let cmd = format!("{}git push{}", "(".repeat(3000), ")".repeat(3000));
    let s = scan(&cmd, Path::new("/r"), &NoAliases);
    assert!(!s.is_empty());
}

#[test]
fn huge_commands_are_bounded() {
    let cmd = "git push; ".repeat(20_000);
    let s = scan(&cmd, Path::new("/r"), &NoAliases);
    assert!(!s.invocations.is_empty());
    assert!(s.opaque.iter().any(|r| r.contains("too large")));
}

/// Random commands from shell-ish pieces: the pre-check must say "maybe" for every command the
/// full scan (without any pre-check) reports on.
#[test]
fn pre_check_never_hides_a_finding() {
    const PIECES: &[&str] = &[
        "g",
        "i",
        "t",
        "G",
        "I",
        "T",
        "git",
        " ",
        " commit",
        " push",
        " merge",
        "'",
        "\"",
        "\\",
        "\\\n",
        ";",
        "&&",
        "|",
        "(",
        ")",
        "{",
        "}",
        "sh",
        "bash",
        " -c ",
        "eval ",
        ". ",
        "source ",
        "xargs ",
        "su ",
        "script ",
        "env ",
        "sudo ",
        "nice ",
        "cd ",
        "a",
        "-C ",
        "ci",
        " x",
        "=",
        "alias.x=commit",
        "-c ",
        "find . -exec ",
        " \\;",
        "watch ",
        "trap ",
        " EXIT",
        "\n",
        "<<E\n",
        "\nE\n",
        "<<<",
        "hash ",
        "alias ",
        "cmd",
        "./",
        "/",
        "$",
        "`",
        "*",
        "?",
        "[",
        "ls",
        "make",
        "echo ",
        "!",
        "#",
        "b",
        "c",
        "h",
        "s",
        "e",
        "v",
        "l",
        "u",
        "o",
        "r",
    ];
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut reported = 0;
    for _ in 0..1500 {
        let len = (next() % 16) as usize + 1;
        let mut cmd = String::new();
        for _ in 0..len {
            cmd.push_str(PIECES[(next() % PIECES.len() as u64) as usize]);
        }
        let s = scan_with(&cmd, Path::new("/r"), &Counting::default(), false);
        if !s.is_empty() {
            reported += 1;
            assert!(mentions_git_cheaply(&cmd), "pre-check hides {cmd:?}: {s:?}");
        }
    }
    assert!(
        reported > 100,
        "only {reported} random commands reported anything"
    );
}

#[test]
fn garbage_never_panics() {
    const ALPHABET: &[&str] = &[
        "git",
        " ",
        "commit",
        "push",
        "-C",
        "'",
        "\"",
        "\\",
        "$",
        "(",
        ")",
        "`",
        "{",
        "}",
        ";",
        "&",
        "|",
        "<",
        ">",
        "<<",
        "EOF",
        "\n",
        "sh",
        "-c",
        "=",
        "ä",
        "é",
        "*",
        "?",
        "[",
        "]",
        "#",
        "!",
        "x",
        "cd",
        "..",
        "/",
        "eval",
        "xargs",
        "-I",
        "env",
        "-S",
        "$'",
        "\\x6",
        "~",
        "alias.x=",
        "!",
        "--git-dir",
    ];
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..400 {
        let mut cmd = String::new();
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let len = (seed % 24) as usize;
        for _ in 0..len {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            cmd.push_str(ALPHABET[(seed % ALPHABET.len() as u64) as usize]);
        }
        let s = scan(&cmd, Path::new("/r"), &NoAliases);
        if !s.is_empty() {
            assert!(mentions_git_cheaply(&cmd), "{cmd:?}");
        }
    }
}

#[test]
fn paths_that_do_not_exist_are_normalised_as_written() {
    assert_eq!(
        paths::logical(Path::new("/r"), "a/./b/../c"),
        PathBuf::from("/r/a/c")
    );
    assert_eq!(
        paths::physical(Path::new("/r"), "/x/../y"),
        PathBuf::from("/y")
    );
    assert_eq!(
        paths::physical(Path::new("/r/a"), "../.."),
        PathBuf::from("/")
    );
    assert_eq!(
        paths::normalize(Path::new("rel/../..")),
        PathBuf::from("..")
    );
}

fn git(dir: &Path, args: &[&str]) {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .output()
        .expect("git runs");
    assert!(out.status.success(), "git {args:?}: {out:?}");
}

#[test]
fn git_config_aliases_reads_the_repository_config() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let repo = tmp.path().join("repo");
    std::fs::create_dir_all(repo.join("sub/deeper")).expect("mkdir");
    git(&repo, &["init", "-q"]);
    git(&repo, &["config", "alias.cwci", "commit -v"]);
    git(&repo, &["config", "alias.cwship", "!git push origin HEAD"]);
    let src = GitConfigAliases;
    assert_eq!(src.alias(&repo, "cwci").as_deref(), Some("commit -v"));
    assert_eq!(
        src.alias(&repo.join("sub/deeper"), "cwci").as_deref(),
        Some("commit -v")
    );
    assert_eq!(
        src.alias(&repo, "cwship").as_deref(),
        Some("!git push origin HEAD")
    );
    assert_eq!(src.alias(&repo, "cw-no-such-alias"), None);
    assert_eq!(src.alias(&repo, "a.b"), None);

    let s = scan("cd sub && git cwci -a && git cwship", &repo, &src);
    assert_eq!(verbs(&s), ["commit", "push"]);
    assert_eq!(s.invocations[0].dir, repo.join("sub"));
    assert_eq!(s.invocations[0].args, ["-v", "-a"]);
    assert_eq!(s.invocations[1].alias.as_deref(), Some("cwship"));
}

#[test]
fn git_config_aliases_follows_includes_and_ignores_case() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let repo = tmp.path().join("repo");
    std::fs::create_dir_all(&repo).expect("mkdir");
    git(&repo, &["init", "-q"]);
    let extra = tmp.path().join("extra.gitconfig");
    std::fs::write(&extra, "[alias]\n\tcwpush = push --force-with-lease\n").expect("write");
    git(&repo, &["config", "include.path", &extra.to_string_lossy()]);
    git(&repo, &["config", "alias.CwMerge", "merge --ff-only"]);
    let src = GitConfigAliases;
    assert_eq!(
        src.alias(&repo, "cwpush").as_deref(),
        Some("push --force-with-lease")
    );
    assert_eq!(
        src.alias(&repo, "cwmerge").as_deref(),
        Some("merge --ff-only")
    );
    let s = scan("git cwpush && git cwmerge x", &repo, &src);
    assert_eq!(verbs(&s), ["push", "merge"]);
}

#[test]
fn git_config_aliases_outside_a_repository_finds_nothing() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let missing = tmp.path().join("not-there");
    assert_eq!(GitConfigAliases.alias(&missing, "cwci"), None);
}

/// Prints how long the pre-check and a full scan take (debug build; run by hand with
/// `cargo test --lib guard::tests::timing -- --ignored --nocapture`).
#[test]
#[ignore]
fn timing() {
    let n = 2000;
    for cmd in [
        "cargo test --all-targets",
        "cat src/main.rs | head",
        "git commit -m x",
    ] {
        let t = std::time::Instant::now();
        let mut hits = 0;
        for _ in 0..n {
            if mentions_git_cheaply(cmd) {
                hits += 1;
                hits += scan(cmd, Path::new("/r"), &NoAliases).invocations.len();
            }
        }
        println!("{cmd:?}: {:?} per call ({hits})", t.elapsed() / n);
    }
}
