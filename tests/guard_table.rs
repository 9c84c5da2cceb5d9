//! Table-driven test of the command guard: every command with the git verbs and directories it
//! runs (or "opaque"), and benign commands that must yield nothing.
//!
//! Expected results are written compactly: `verb@dir` per invocation, in order, joined by `, `.
//! `dir` is relative to the working directory `/r` (`.` for `/r` itself) or absolute outside it;
//! `{gd=…}` / `{wt=…}` give `--git-dir` / `--work-tree` (same convention) and `(alias)` the alias
//! name used. A trailing `+opaque` (or just `opaque`) means at least one opaque reason.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::path::{Path, PathBuf};

use contract_watch::guard::{mentions_git_cheaply, scan, AliasSource, Scan};

/// Aliases as if read from git configuration; `/r/other` has one more.
struct FakeAliases;

impl AliasSource for FakeAliases {
    fn alias(&self, dir: &Path, name: &str) -> Option<String> {
        if dir.starts_with("/r/other") && name == "ship" {
            return Some("push".into());
        }
        let v = match name {
            "ci" => "commit",
            "cia" => "commit -a",
            "c2" => "ci",
            "loop1" => "loop2",
            "loop2" => "loop1",
            "m" => "merge --no-ff",
            "shipit" => "!git push origin HEAD",
            "up" => "!f() { git commit -am up; git push; }; f",
            "pp" => "-c core.pager=cat push",
            "st" => "status",
            "lg" => "log --oneline",
            "bad" => "commit 'unbalanced",
            _ => return None,
        };
        Some(v.to_string())
    }
}

fn rel(p: &Path) -> String {
    match p.strip_prefix("/r") {
        Ok(r) if r.as_os_str().is_empty() => ".".to_string(),
        Ok(r) => r.display().to_string(),
        Err(_) => p.display().to_string(),
    }
}

fn render(s: &Scan) -> String {
    let mut parts: Vec<String> = s
        .invocations
        .iter()
        .map(|i| {
            let mut t = format!("{}@{}", i.verb.as_str(), rel(&i.dir));
            if let Some(g) = &i.git_dir {
                t.push_str(&format!("{{gd={}}}", rel(g)));
            }
            if let Some(w) = &i.work_tree {
                t.push_str(&format!("{{wt={}}}", rel(w)));
            }
            if let Some(a) = &i.alias {
                t.push_str(&format!("({a})"));
            }
            t
        })
        .collect();
    let mut out = parts.join(", ");
    if !s.opaque.is_empty() {
        if out.is_empty() {
            out.push_str("opaque");
        } else {
            out.push_str(" +opaque");
        }
    }
    parts.clear();
    out
}

/// Commands the guard must see: (command, expected).
const FOUND: &[(&str, &str)] = &[
    // plain forms and lists
    ("git commit -m x", "commit@."),
    ("git push", "push@."),
    ("git merge main", "merge@."),
    ("git push origin main --force", "push@."),
    ("git commit --no-verify -m x", "commit@."),
    ("git commit --amend --no-edit", "commit@."),
    ("git merge --abort", "merge@."),
    ("git subtree push --prefix=docs origin gh-pages", "push@."),
    ("git subtree merge --prefix=lib v2", "merge@."),
    ("git push --tags", "push@."),
    (
        "git commit; git push; git merge x",
        "commit@., push@., merge@.",
    ),
    ("git commit && git push", "commit@., push@."),
    ("git commit || git push", "commit@., push@."),
    ("git commit | cat", "commit@."),
    ("git commit & git push", "commit@., push@."),
    ("git commit\ngit push", "commit@., push@."),
    ("git commit;git push", "commit@., push@."),
    ("git commit&&git push", "commit@., push@."),
    ("echo hi && git push", "push@."),
    ("git log && git push", "push@."),
    (
        "git add . && git commit -m \"x\" && git push",
        "commit@., push@.",
    ),
    (
        "npm test && git commit -am x && git push origin HEAD",
        "commit@., push@.",
    ),
    (
        "git stash && git merge origin/main && git stash pop",
        "merge@.",
    ),
    ("git fetch && git merge FETCH_HEAD", "merge@."),
    ("git push 2>&1 | tail -5", "push@."),
    ("yes | git merge x", "merge@."),
    ("git commit -m \"msg with git push in it\"", "commit@."),
    ("git commit -m \"$(date)\"", "commit@."),
    ("git commit -F- <<EOF\nmsg\nEOF", "commit@."),
    ("cat <<'EOF' | git commit -F -\nmsg\nEOF", "commit@."),
    (
        "git commit -m \"$(cat <<'EOF'\nFix the parser\n\nCo-Authored-By: x\nEOF\n)\"",
        "commit@.",
    ),
    ("git rev-parse HEAD && git push", "push@."),
    ("! git commit", "commit@."),
    (
        "git commit -m \"x\"; # comment\ngit push",
        "commit@., push@.",
    ),
    ("if [[ -n $x ]]; then git push; fi", "push@."),
    ("{ git push; }", "push@."),
    ("git push || { echo fail; exit 1; }", "push@."),
    ("select x in a; do git push; done", "push@."),
    ("while read -r l; do git commit; done < <(ls)", "commit@."),
    ("git push 2>/dev/null || true", "push@."),
    ("foo=$(git push 2>&1)", "push@."),
    ("echo \"$(git push)\"", "push@."),
    ("echo \"${x:-$(git push)}\"", "push@."),
    (": $(git push)", "push@."),
    ("export X=$(git push)", "push@."),
    ("declare -x GIT_DIR=/x; git push", "push@.{gd=/x} +opaque"),
    ("case \"$x\" in *) git push ;; esac", "push@."),
    ("(( x )) && git push", "push@."),
    ("git push &>/dev/null &", "push@."),
    ("[ \"$(git push)\" ]", "push@."),
    ("! { git push; }", "push@."),
    ("git push |& cat", "push@."),
    ("(git push) &", "push@."),
    ("nohup git push >/dev/null 2>&1 </dev/null &", "push@."),
    ("cat <<-EOF | git commit -F -\n\tmsg\n\tEOF", "commit@."),
    ("git commit -m 'it'\"'\"'s'", "commit@."),
    ("git commit -m x -- file.rs", "commit@."),
    ("sudo -- bash -c 'git push'", "push@."),
    ("bash -c 'set -e; cd a; git push'", "push@a"),
    ("env 'GIT_DIR=/x/.git' git push", "push@.{gd=/x/.git}"),
    ("f() ( git push ); f", "push@."),
    ("git -c Alias.X=commit x", "commit@.(x)"),
    // paths and spellings of git
    ("/usr/bin/git commit", "commit@."),
    ("/usr/local/bin/git push", "push@."),
    ("/opt/homebrew/bin/git merge x", "merge@."),
    ("g'i't commit", "commit@."),
    ("g\"i\"t push", "push@."),
    ("\\git commit", "commit@."),
    ("\"git\" commit", "commit@."),
    ("'git' push", "push@."),
    ("gi\\\nt commit", "commit@."),
    ("git \\\n  commit -m x", "commit@."),
    ("git com'mit'", "commit@."),
    ("git \"push\"", "push@."),
    ("git c\\ommit", "commit@."),
    ("GIT commit", "commit@."),
    ("Git push", "push@."),
    ("$'\\x67it' commit", "commit@."),
    ("$'git' push", "push@."),
    ("git $'\\x63ommit'", "commit@."),
    ("$'\\147\\151\\164' push", "push@."),
    // git -C and other global options
    ("git -C a commit", "commit@a"),
    ("git -C a -C b commit", "commit@a/b"),
    ("git -C /abs commit", "commit@/abs"),
    ("git -C a -C /abs -C c commit", "commit@/abs/c"),
    ("git -C .. push", "push@/"),
    ("git -C a/../b commit", "commit@b"),
    ("git -C '' commit", "commit@."),
    (
        "git -C \"$(git rev-parse --show-toplevel)\" commit",
        "commit@.",
    ),
    ("git --shallow-file x commit", "commit@."),
    ("git --no-literal-pathspecs push", "push@."),
    ("git -C a commit && git -C b push", "commit@a, push@b"),
    ("git -C a -c x=y --no-pager -C b commit", "commit@a/b"),
    ("git --no-pager commit", "commit@."),
    ("git -p push", "push@."),
    ("git --paginate merge x", "merge@."),
    ("git -P commit", "commit@."),
    ("git --bare push", "push@."),
    ("git --literal-pathspecs commit", "commit@."),
    ("git --no-optional-locks commit", "commit@."),
    ("git --namespace=foo push", "push@."),
    ("git --namespace foo push", "push@."),
    ("git --exec-path=/x commit", "commit@."),
    ("git -c user.name=x commit", "commit@."),
    ("git -c core.hooksPath=/dev/null commit", "commit@."),
    ("git --config-env=core.editor=EDITOR commit", "commit@."),
    ("git --git-dir=/x/.git commit", "commit@.{gd=/x/.git}"),
    ("git --git-dir /x/.git push", "push@.{gd=/x/.git}"),
    (
        "git --work-tree=w --git-dir=w/.git commit",
        "commit@.{gd=w/.git}{wt=w}",
    ),
    ("git --git-dir=g -C a commit", "commit@a{gd=a/g} +opaque"),
    (
        "git --git-dir=../o/.git --work-tree=../o commit",
        "commit@.{gd=/o/.git}{wt=/o}",
    ),
    // cd, pushd, subshells, background
    ("cd a && git commit", "commit@a"),
    ("cd a; git commit", "commit@a"),
    ("cd a;git commit", "commit@a"),
    ("cd a&&git push", "push@a"),
    ("cd a\ngit push", "push@a"),
    ("(cd a && git commit); git push", "commit@a, push@."),
    ("( cd a ; git push )", "push@a"),
    ("(git commit)", "commit@."),
    ("cd a | git commit", "commit@."),
    ("cd a & git commit", "commit@."),
    (
        "pushd a && git commit && popd && git push",
        "commit@a, push@.",
    ),
    ("pushd a; pushd b; popd; git commit", "commit@a"),
    ("cd a && cd b && git merge x", "merge@a/b"),
    ("cd /tmp/x && git push", "push@/tmp/x"),
    ("cd a && cd - && git push", "push@."),
    ("cd -- a && git push", "push@a"),
    ("cd -P a && git push", "push@a"),
    ("{ cd a; git commit; }; git push", "commit@a, push@a"),
    (
        "true && (cd a && git commit) && git push",
        "commit@a, push@.",
    ),
    (
        "cd a && (cd b && git commit) && git push",
        "commit@a/b, push@a",
    ),
    (
        "cd a/b/c && git add -A && git commit -m wip",
        "commit@a/b/c",
    ),
    ("cd \"my dir\" && git commit", "commit@my dir"),
    ("cd my\\ dir && git push", "push@my dir"),
    ("cd 'a b' && cd c && git merge x", "merge@a b/c"),
    (
        "cd \"$(git rev-parse --show-toplevel)\" && git commit",
        "commit@.",
    ),
    ("git worktree add x && cd x && git commit", "commit@x"),
    // substitutions
    ("echo $(git commit)", "commit@."),
    ("echo `git push`", "push@."),
    ("x=$(git commit -m x)", "commit@."),
    ("diff <(git push) x", "push@."),
    ("cat >(git merge x)", "merge@."),
    (
        "echo \"$(cd a && git push)\" && git commit",
        "push@a, commit@.",
    ),
    ("cat <<EOF\n$(git push)\nEOF", "push@."),
    // compound commands and functions
    ("if git commit; then git push; fi", "commit@., push@."),
    (
        "if true; then git push; else git merge x; fi",
        "push@., merge@.",
    ),
    ("if [ -n \"$x\" ]; then git push; fi", "push@."),
    ("[ -d .git ] && git commit", "commit@."),
    ("test -f x && git commit", "commit@."),
    ("while false; do git commit; done", "commit@."),
    ("until true; do git push; done", "push@."),
    ("for f in a b; do git commit $f; done", "commit@."),
    ("case x in x) git push;; esac", "push@."),
    ("f() { git push; }; f", "push@."),
    ("function f { git commit; }; f", "commit@."),
    ("f() { cd a; git commit; }; f; git push", "commit@a, push@a"),
    ("g() { git push; }; f() { g; }; f", "push@."),
    ("git() { :; }; command git commit", "commit@."),
    ("f() { git push; }; export -f f; bash -c f", "push@."),
    ("f() { cd a; }; f; git push", "push@a"),
    ("=git push", "push@."),
    ("parallel git push ::: origin", "push@."),
    ("parallel 'git -C {} push' ::: a b", "push@. +opaque"),
    ("parallel ::: 'git push'", "opaque"),
    ("cmd /c git push", "push@."),
    ("pwsh -Command git commit -m x", "commit@."),
    ("time git push", "push@."),
    ("time -p git push", "push@."),
    // shells
    ("bash -c \"git commit\"", "commit@."),
    ("sh -c 'git push'", "push@."),
    ("zsh -c 'git merge x'", "merge@."),
    ("dash -c 'git commit'", "commit@."),
    ("ksh -c 'git push'", "push@."),
    ("bash -lc 'git push'", "push@."),
    ("bash -ec 'cd a && git push'", "push@a"),
    (
        "bash -c \"cd a && git commit && git push\"",
        "commit@a, push@a",
    ),
    ("bash -c \"sh -c 'git push'\"", "push@."),
    ("bash -c 'bash -c \"sh -c \\\"git push\\\"\"'", "push@."),
    ("/bin/bash -c 'git commit'", "commit@."),
    ("cd a && bash -c 'git commit'", "commit@a"),
    ("bash -c 'cd a' && git commit", "commit@."),
    ("bash -o pipefail -c 'git push'", "push@."),
    ("bash --norc -c 'git push'", "push@."),
    ("bash -c 'git commit' _ arg", "commit@."),
    ("bash -c 'cd a; git commit'; git push", "commit@a, push@."),
    ("bash -c \"git commit -m 'a; b'\"", "commit@."),
    ("sh -c 'git -C x push'", "push@x"),
    ("bash -c 'g\"i\"t push'", "push@."),
    ("bash -c 'gi''t push'", "push@."),
    ("busybox sh -c 'git push'", "push@."),
    (
        "sudo -u bob bash -c 'cd /srv && git pull && git push'",
        "merge@/srv, push@/srv",
    ),
    (
        "sudo sh -c 'cd /opt/app && git merge origin/main'",
        "merge@/opt/app",
    ),
    ("nohup sh -c 'git push' > /dev/null 2>&1 &", "push@."),
    ("su -c 'git push' bob", "push@."),
    ("script -q -c 'git push' /dev/null", "push@."),
    ("flock /tmp/l git push", "push@."),
    ("flock /tmp/l -c 'git commit'", "commit@."),
    // eval
    ("eval git commit", "commit@."),
    ("eval \"git push\"", "push@."),
    ("eval 'cd a; git commit'", "commit@a"),
    ("eval \"eval 'git push'\"", "push@."),
    ("eval 'cd a'; git commit", "commit@a"),
    ("trap 'git push' EXIT; make", "push@."),
    ("trap \"$X\" EXIT", "opaque"),
    ("coproc git push", "push@."),
    ("coproc { git push; }", "push@."),
    ("a=($(git push))", "push@."),
    ("local x=$(git commit)", "commit@."),
    ("[[ $(git push) ]]", "push@."),
    ("echo $(( $(git push) + 1 ))", "push@."),
    ("bash <(echo git push)", "opaque"),
    ("source <(curl -s x)", "opaque"),
    ("\"${SHELL}\" -c 'git push'", "opaque"),
    ("hash -p /usr/bin/git g; g commit", "opaque"),
    ("ln -s /usr/bin/git g && ./g commit", "opaque"),
    ("\\cd a && git push", "push@a"),
    ("builtin cd a && git push", "push@a"),
    ("/usr/bin/env git commit", "commit@."),
    ("sudo -u bob -- git push", "push@."),
    ("sudo --preserve-env=GIT_DIR git push", "push@."),
    ("nice -n10 git push", "push@."),
    ("timeout -k 5 10 git push", "push@."),
    ("git.exe commit", "commit@."),
    ("exec 3>&1; git push", "push@."),
    ("strace -f -o /tmp/t git push", "push@."),
    ("pkexec --user root git commit", "commit@."),
    ("fakeroot git commit", "commit@."),
    (
        "cat <<EOF | git commit -F - && git push\nmsg\nEOF",
        "commit@., push@.",
    ),
    (
        "cat <<EOF | sh -c \"$(git push)\"\nmsg\nEOF",
        "push@. +opaque",
    ),
    ("git commit -m x &>/dev/null", "commit@."),
    (
        "git commit -m x > log 2>&1 && git push origin HEAD:main",
        "commit@., push@.",
    ),
    // env and assignments
    ("env git commit", "commit@."),
    ("env -i git push", "push@."),
    ("env -u HOME FOO=1 git commit", "commit@."),
    ("env GIT_DIR=/x/.git git commit", "commit@.{gd=/x/.git}"),
    ("env -C a git commit", "commit@a"),
    ("env -S 'git commit -m x'", "commit@."),
    ("env bash -c 'git push'", "push@."),
    ("GIT_DIR=.git2 git commit", "commit@.{gd=.git2} +opaque"),
    (
        "GIT_WORK_TREE=w GIT_DIR=g git push",
        "push@.{gd=g}{wt=w} +opaque",
    ),
    ("export GIT_DIR=/x/.git; git commit", "commit@.{gd=/x/.git}"),
    ("GIT_DIR=/x; git commit", "commit@."),
    (
        "GIT_DIR=/x/.git; export GIT_DIR; git commit",
        "commit@.{gd=/x/.git}",
    ),
    (
        "export GIT_DIR=/x/.git && bash -c 'git push'",
        "push@.{gd=/x/.git}",
    ),
    ("bash -c 'GIT_DIR=/x git commit'", "commit@.{gd=/x} +opaque"),
    ("env -i GIT_DIR=/y/.git git push", "push@.{gd=/y/.git}"),
    ("export GIT_DIR=/x; env -i git push", "push@."),
    ("export GIT_DIR=/x; unset GIT_DIR; git push", "push@."),
    ("FOO=bar git commit", "commit@."),
    ("A=1 B=2 git push", "push@."),
    // wrappers
    ("command git commit", "commit@."),
    ("command -p git push", "push@."),
    ("exec git push", "push@."),
    ("exec -a foo git commit", "commit@."),
    ("exec bash -c 'git push'", "push@."),
    ("builtin exec git push", "push@."),
    ("nice git commit", "commit@."),
    ("nice -n 10 git push", "push@."),
    ("nohup git push &", "push@."),
    ("sudo git commit", "commit@."),
    ("sudo -u bob git push", "push@."),
    ("sudo -E git merge x", "merge@."),
    ("sudo -u bob -E git commit", "commit@."),
    ("sudo -D a git commit", "commit@a"),
    ("sudo GIT_DIR=/z git push", "push@.{gd=/z} +opaque"),
    ("doas git commit", "commit@."),
    ("timeout 10 git push", "push@."),
    ("timeout -s KILL 5m git commit", "commit@."),
    ("timeout --signal=TERM 5 git push", "push@."),
    ("nice -n 5 nohup timeout 60 git push", "push@."),
    ("stdbuf -oL git push", "push@."),
    ("setsid git push", "push@."),
    ("watch -n 5 git push", "push@."),
    ("watch -x git commit", "commit@."),
    ("watch 'git commit'", "commit@."),
    ("xargs git commit", "commit@."),
    ("echo main | xargs git merge", "merge@."),
    ("echo x | xargs -n1 git push origin", "push@."),
    ("xargs -0 git commit -m x", "commit@."),
    // aliases
    ("git -c alias.x=commit x", "commit@.(x)"),
    ("git -c alias.p=push p origin", "push@.(p)"),
    ("git -c alias.x='!git push' x", "push@.(x)"),
    ("git -c alias.x=y -c alias.y=merge x", "merge@.(x)"),
    ("git -c alias.x='commit --no-verify' x -m y", "commit@.(x)"),
    ("git -c alias.ci=commit -C a ci", "commit@a(ci)"),
    ("git -c 'alias.x=!sh -c \"git push\"' x", "push@.(x)"),
    ("git -c alias.X=commit x", "commit@.(x)"),
    ("git ci -m x", "commit@.(ci)"),
    ("git cia", "commit@.(cia)"),
    ("git c2", "commit@.(c2)"),
    ("git m feature", "merge@.(m)"),
    ("git shipit", "push@.(shipit)"),
    ("git up", "commit@.(up), push@.(up)"),
    ("git pp", "push@.(pp)"),
    ("git -C other ship", "push@other(ship)"),
    ("cd other && git ship", "push@other(ship)"),
    ("git -c alias.commit=push commit", "commit@."),
    (
        "git -c alias.ci=commit ci && git ci",
        "commit@.(ci), commit@.(ci)",
    ),
    (
        "GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=alias.x GIT_CONFIG_VALUE_0=commit git x",
        "commit@.(x)",
    ),
    (
        "GIT_CONFIG_PARAMETERS=\"'alias.x=push'\" git x",
        "push@.(x)",
    ),
    ("V=commit git --config-env=alias.x=V x", "commit@.(x)"),
    ("bash -c 'git ci'", "commit@.(ci)"),
    ("git config alias.x commit && git x", "commit@.(x)"),
    (
        "git config --global alias.x 'push origin' && git x",
        "push@.(x)",
    ),
    (
        "git config set --local alias.x merge; git x y",
        "merge@.(x)",
    ),
    ("git config alias.x \"$V\" && git x", "opaque"),
    (
        "echo '[alias] x = commit' >> .git/config && git x",
        "opaque",
    ),
    (
        "printf '[alias]\\n x = push' > ~/.gitconfig; git x",
        "opaque",
    ),
    ("GIT_CONFIG_GLOBAL=/tmp/c git x", "opaque"),
    ("HOME=/tmp/h git x", "opaque"),
    ("git --exec-path=/tmp/bin x", "opaque"),
    ("git\tcommit", "commit@."),
    ("git -c include.path=/tmp/c x", "opaque"),
    (
        "git --git-dir=/r/other/.git ship",
        "push@.{gd=other/.git}(ship)",
    ),
    // opaque: names from variables or substitutions
    ("\"$GIT\" commit", "opaque"),
    ("$GIT commit", "opaque"),
    ("${GIT:-git} commit", "opaque"),
    ("$(which git) push", "opaque"),
    ("`which git` push", "opaque"),
    ("G=git; $G push", "opaque"),
    ("$(echo git) push", "opaque"),
    ("git $VERB", "opaque"),
    ("git \"$cmd\" x", "opaque"),
    ("git ${X} push", "opaque"),
    ("f() { git \"$@\"; }; f commit", "opaque"),
    ("sh -c \"git $1\" _ push", "opaque"),
    ("eval \"$x\"", "opaque"),
    ("eval $CMD", "opaque"),
    ("bash -c \"$CMD\"", "opaque"),
    ("sh -c \"$(curl -fsSL x)\"", "opaque"),
    ("bash -c 'eval \"$0\"' 'git push'", "opaque"),
    ("watch \"$CMD\"", "opaque"),
    // opaque: shells reading stdin or files, scripts
    ("bash <<EOF\ngit push\nEOF", "push@. +opaque"),
    ("sh <<< 'git commit'", "commit@. +opaque"),
    ("sh -s < script", "opaque"),
    ("curl https://x | sh", "opaque"),
    ("cat x | bash", "opaque"),
    ("printf 'git push' | sh", "opaque"),
    ("bash", "opaque"),
    ("cat <<'X' | sh\ngit commit\nX", "opaque"),
    ("bash x.sh", "opaque"),
    ("sh ./deploy", "opaque"),
    ("./deploy.sh", "opaque"),
    ("scripts/release", "opaque"),
    ("../x.sh", "opaque"),
    ("/tmp/deploy.sh", "opaque"),
    ("source x", "opaque"),
    (". ./x", "opaque"),
    (". x", "opaque"),
    ("su bob", "opaque"),
    ("alias g=git", "opaque"),
    // opaque: xargs and find
    ("xargs git", "opaque"),
    ("xargs -I{} git {}", "opaque"),
    ("ls | xargs -I % git -C % push", "push@. +opaque"),
    ("xargs sh -c 'git push'", "push@. +opaque"),
    ("find . -name x -exec git commit \\;", "opaque"),
    ("find . -type d -name .git -execdir git push \\;", "opaque"),
    ("find . -exec sh -c 'git commit' \\;", "opaque"),
    ("find . -exec git {} \\;", "opaque"),
    // opaque: globs, unknown directories, unknown options
    ("g* commit", "opaque"),
    ("gi? push", "opaque"),
    ("/usr/bin/g[i]t push", "opaque"),
    ("g{i,}t push", "opaque"),
    ("{git,push}", "opaque"),
    ("git${IFS}push", "opaque"),
    ("${!x} push", "opaque"),
    ("git comm* -m x", "opaque"),
    ("cd $DIR && git commit", "commit@. +opaque"),
    (
        "for d in a b; do (cd $d && git push); done",
        "push@. +opaque",
    ),
    ("git -C \"$d\" push", "push@. +opaque"),
    ("cd $X && git -C /abs push", "push@/abs"),
    ("cd $X && env -C /abs git push", "push@/abs"),
    ("cd $X && cd /abs && git push", "push@/abs"),
    ("GIT_DIR=$X git commit", "commit@. +opaque"),
    ("git -c alias.x=\"$V\" x", "opaque"),
    ("git --config-env=alias.x=V x", "opaque"),
    ("git --unknown-opt commit", "opaque"),
];

/// Commands that must pass through untouched.
const BENIGN: &[&str] = &[
    "ls",
    "ls -la",
    "cargo test",
    "cargo build --release",
    "cargo clippy --all-targets -- -D warnings",
    "cargo fmt",
    "make",
    "make test",
    "make -j2 all",
    "npm install",
    "npm run build",
    "npm test -- --grep \"git commit\"",
    "pytest -q",
    "go test ./...",
    "go build",
    "rustc --version",
    "docker build .",
    "kubectl get pods",
    "echo \"git commit\"",
    "echo 'git push'",
    "echo git commit",
    "echo git merge main",
    "printf '%s\\n' \"git merge\"",
    "grep commit file.txt",
    "grep -rn \"git push\" src",
    "grep -c \"git merge\" notes.md",
    "sed -i 's/git push/x/' f",
    "awk '/git commit/ {print}' f",
    "echo \"commit\" | grep -c commit",
    "echo git-commit",
    "echo gitcommit",
    "git log",
    "git log --oneline | head",
    "git log --grep=commit",
    "git log -S push",
    "git log --merges",
    "git status",
    "git status --short",
    "git diff",
    "git diff --cached --name-only",
    "git show HEAD",
    "git show --stat",
    "git add .",
    "git add -p",
    "git fetch origin",
    "git branch -a",
    "git branch --merged",
    "git checkout -b x",
    "git switch main",
    "git stash",
    "git tag v1",
    "git remote -v",
    "git rev-parse HEAD",
    "git blame f",
    "git config user.name",
    "git config --get alias.ci",
    "git help commit",
    "git --version",
    "git --help",
    "git commit-tree HEAD^{tree}",
    "git merge-base a b",
    "git merge-file a b c",
    "git restore --staged x",
    "git reset --hard HEAD~1",
    "git clean -fd",
    "git ls-files",
    "git grep push",
    "git shortlog -sn",
    "git describe",
    "git submodule update --init",
    "git worktree list",
    "git subtree split --prefix=lib",
    "git bisect start",
    "git -C a status",
    "cd a && git status",
    "GIT_PAGER=cat git log",
    "git --no-pager diff",
    "git -c color.ui=never log",
    "env GIT_DIR=x git status",
    "git st",
    "git lg",
    "git loop1",
    "git ship",
    "git nosuchalias",
    "git config alias.x commit",
    "git config --get alias.ci",
    "git config user.email a@b.c && git log",
    "HOME=/tmp/h git status",
    "git",
    "cat <<EOF\ngit commit\nEOF",
    "cat <<'EOF' > f\ngit push\nEOF",
    "cat <<< \"git push\"",
    "tee x <<< 'git commit'",
    "ssh host git push",
    "echo '$(git push)'",
    "echo '`git push`'",
    "ls # git commit",
    "# git push",
    "gitk",
    "gh pr create --fill",
    "git-lfs push origin main",
    "legit commit",
    "echo \"$(date)\"",
    "echo $HOME",
    "cd $X && make",
    "pwd",
    "true",
    ":",
    "cat README.md",
    "rg -n \"fn main\"",
    "mkdir -p a/b",
    "rm -rf target",
    "cp a b",
    "mv a b",
    "touch x",
    "head -n 5 x",
    "tail -f log",
    "wc -l *.rs",
    "ls *.toml",
    "find . -name '*.rs'",
    "find . -name x -exec rm {} \\;",
    "find . -exec grep -l commit {} +",
    "xargs rm",
    "echo a | xargs echo",
    "sort | uniq -c",
    "jq .x f.json",
    "curl -s https://example.com -o x",
    "FOO=1 make",
    "export PATH=$PATH:/x",
    "env | grep GIT",
    "env -u X make",
    "sudo apt-get install -y x",
    "time cargo build",
    "nice make -j2",
    "timeout 5 sleep 10",
    "watch -n 1 ls",
    "bash -c 'echo hi'",
    "sh -c 'ls -la'",
    "bash --version",
    "sh -n -c 'git push'",
    "bash -c \"cargo test && cargo fmt\"",
    "eval echo hi",
    "eval \"ls -la\"",
    "command -v git",
    "which git",
    "type git",
    "man git-commit",
    "vim file",
    "code .",
    "[ -f x ] && echo yes",
    "test -d .git && echo repo",
    "if true; then echo hi; fi",
    "for i in 1 2; do echo $i; done",
    "while read l; do echo $l; done < f",
    "case $x in a) echo a;; esac",
    "f() { echo hi; }; f",
    "f() { git push; }",
    "git() { echo nope; }; git push",
    "(cd a && ls)",
    "cd a; pwd",
    "pushd a && make && popd",
    "ls | wc -l",
    "echo \"a;b\" && echo 'c&&d'",
    "echo `date`",
    "echo $(pwd)",
    "diff <(ls a) <(ls b)",
    "git commitx",
    "npx commitlint --from HEAD~1",
];

#[test]
fn table_has_the_promised_size() {
    assert!(
        FOUND.len() >= 150,
        "only {} commands with findings",
        FOUND.len()
    );
    assert!(BENIGN.len() >= 100, "only {} benign commands", BENIGN.len());
}

#[test]
fn finds_every_git_verb_and_directory() {
    let cwd = PathBuf::from("/r");
    let mut failures = Vec::new();
    for (cmd, want) in FOUND {
        let s = scan(cmd, &cwd, &FakeAliases);
        let got = render(&s);
        if got != *want {
            failures.push(format!(
                "{cmd:?}\n   want: {want}\n    got: {got}   {:?}",
                s.opaque
            ));
        }
        assert!(
            mentions_git_cheaply(cmd),
            "pre-check misses a command the scan reports: {cmd:?}"
        );
    }
    assert!(
        failures.is_empty(),
        "{} wrong:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn benign_commands_pass_untouched() {
    let cwd = PathBuf::from("/r");
    let mut failures = Vec::new();
    for cmd in BENIGN {
        let s = scan(cmd, &cwd, &FakeAliases);
        if !s.is_empty() {
            failures.push(format!("{cmd:?}: {} {:?}", render(&s), s.opaque));
        }
    }
    assert!(
        failures.is_empty(),
        "{} wrong:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn invocation_fields_are_filled() {
    let s = scan(
        "cd sub && git -c alias.x='commit -a' --git-dir=../.git x -m 'a b' \"$M\"",
        Path::new("/r"),
        &FakeAliases,
    );
    assert_eq!(s.opaque, Vec::<String>::new());
    let inv = &s.invocations[0];
    assert_eq!(inv.dir, PathBuf::from("/r/sub"));
    assert_eq!(inv.git_dir, Some(PathBuf::from("/r/.git")));
    assert_eq!(inv.work_tree, None);
    assert_eq!(inv.alias.as_deref(), Some("x"));
    assert_eq!(inv.args, vec!["-a", "-m", "a b", "\"$M\""]);
}

/// Counts allocations made on the current thread (this test binary only).
struct CountingAlloc;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: CountingAlloc = CountingAlloc;

#[test]
fn non_git_commands_cost_no_allocation() {
    let cwd = PathBuf::from("/r");
    let before = ALLOCATIONS.with(|n| n.get());
    for cmd in [
        "cargo test --all-targets",
        "npm run build && npm test",
        "make -j2",
        "ls -la",
    ] {
        assert!(!mentions_git_cheaply(cmd));
        assert!(scan(cmd, &cwd, &FakeAliases).is_empty());
    }
    assert_eq!(ALLOCATIONS.with(|n| n.get()), before);
    // The counter works: a real scan allocates.
    assert!(!scan("git push", &cwd, &FakeAliases).is_empty());
    assert!(ALLOCATIONS.with(|n| n.get()) > before);
}
