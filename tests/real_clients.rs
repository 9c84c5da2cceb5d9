//! The real agent clients, headless, against a fake model API on 127.0.0.1 that replays a
//! script: Claude Code, Codex CLI, Gemini CLI and Copilot CLI, each at the version pinned in
//! `.ci/agent-clients` (which `.ci/run` calls to install them into `target/agent-clients/`).
//! For each: an edit that changes a signature (the note reaches the model once, the person's
//! line shows where the client has a channel for it), a turn end and the next prompt (the turn
//! note once), the person's mode command where the harness lets a prompt be intercepted, and a
//! `git commit` in deny mode (stopped, HEAD unmoved, the reason reached the model) — checked
//! from the requests the client sent and from its output. A client that is not installed is
//! skipped with the reason; Cursor's CLI is in no registry here (tests/hook_agents.rs covers
//! its documented payloads).

mod common;
mod fake_api;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use common::Repo;
use fake_api::{FakeApi, Wire};
use serde_json::json;

const MAIN_GO: &str =
    "package main\n\nfunc parse(s string) int {\n\treturn len(s)\n}\n\nfunc main() { _ = parse(\"x\") }\n";
const NOTE: &str = "contract-watch: parse changed from 1 to 2 parameter(s) since the last commit; these callers do not match the new arity: main (main.go:7). Check each.";
const LINE: &str =
    "contract-watch: parse changed from 1 to 2 parameter(s); do not match: main (main.go:7)";
const TURN_NOTE: &str = "contract-watch: 1 changed signature(s) still leave a caller behind: parse changed from 1 to 2 parameter(s), 1 caller(s) do not match.";
const DENY: &str = "contract-watch: git commit stopped: 1 changed signature(s) still leave a caller behind: parse changed from 1 to 2 parameter(s)";
const MODE_SET: &str = "contract-watch: mode set to deny";

/// Where `.ci/agent-clients` installs a client: `target/agent-clients/<name>-<version>/`.
fn client(name: &str, version: &str, bin: &str) -> Option<PathBuf> {
    let base = std::env::var_os("AGENT_CLIENTS_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target/agent-clients"));
    let p = base
        .join(format!("{name}-{version}"))
        .join("node_modules/.bin")
        .join(bin);
    if p.is_file() {
        Some(p)
    } else {
        eprintln!(
            "skipped: {name} {version} is not installed at {} (run .ci/agent-clients; it needs npm and the npm registry)",
            p.display()
        );
        None
    }
}

/// A repository wired for one agent, a scratch HOME, and the fake API.
struct Session {
    repo: Repo,
    home: tempfile::TempDir,
    api: FakeApi,
}

impl Session {
    fn new(init_flag: &str, wire: Wire) -> Session {
        let repo = Repo::new(&[
            ("go.mod", "module example.com/s\n\ngo 1.21\n"),
            ("main.go", MAIN_GO),
        ]);
        let out = common::run_in(repo.path(), &["init", init_flag], &[]);
        assert!(out.status.success(), "{}", common::stderr(&out));
        let home = tempfile::tempdir().unwrap();
        let main = repo.path().join("main.go");
        let api = FakeApi::start(wire, main.to_str().unwrap());
        Session { repo, home, api }
    }

    /// The client command with the environment every run shares: a scratch HOME, git kept
    /// from the user's configuration, contract-watch's engine and state pinned.
    fn command(&self, bin: &Path) -> Command {
        let mut c = Command::new(bin);
        c.current_dir(self.repo.path())
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", self.home.path())
            .env("LANG", "C.UTF-8")
            .env("TERM", "dumb")
            .env("NO_COLOR", "1")
            .env("CI", "true")
            .envs(common::GIT_ENV.iter().copied())
            .env("CONTRACT_WATCH_ENGINE", "builtin")
            .env(
                "XDG_STATE_HOME",
                self.repo.path().join(".git/test-user-state"),
            )
            .env("XDG_CONFIG_HOME", self.home.path().join(".config"))
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        c
    }

    fn head(&self) -> String {
        common::stdout(&common::git(self.repo.path(), &["rev-parse", "HEAD"]))
    }

    fn mode(&self) -> String {
        common::stdout(&common::run_in(self.repo.path(), &["mode"], &[]))
    }

    fn findings(&self) -> usize {
        let out = common::run_in(self.repo.path(), &["status", "--json"], &[]);
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        v["findings"].as_array().map_or(0, Vec::len)
    }
}

/// Run a client to its end (at most 3 minutes); its stdout and stderr together.
fn run(mut c: Command) -> String {
    use wait_timeout::ChildExt;
    let mut child = c.spawn().expect("the client starts");
    let stdout = child.stdout.take().unwrap();
    let stderr = child.stderr.take().unwrap();
    let t1 = std::thread::spawn(move || std::io::read_to_string(stdout).unwrap_or_default());
    let t2 = std::thread::spawn(move || std::io::read_to_string(stderr).unwrap_or_default());
    let status = match child.wait_timeout(Duration::from_secs(180)).unwrap() {
        Some(s) => s,
        None => {
            let _ = child.kill();
            child.wait().unwrap();
            panic!("the client did not finish within 3 minutes");
        }
    };
    let out = format!(
        "{}\n--- stderr ---\n{}",
        t1.join().unwrap(),
        t2.join().unwrap()
    );
    assert!(status.success(), "the client failed ({status}):\n{out}");
    out
}

/// The shared checks after the three scripted runs: the edit's note reached the model once
/// (in the request after the edit), the turn note once (in the next prompt's first request),
/// the deny reason reached the model, HEAD did not move, and no hook error was reported.
fn check_model_side(s: &Session, base_head: &str, outputs: &[&str]) {
    let edit = s.api.bodies_for("SCRIPT-EDIT");
    let after_edit = edit
        .iter()
        .find(|b| b.contains(NOTE))
        .unwrap_or_else(|| panic!("no request after the edit carried the note:\n{edit:#?}"));
    assert_eq!(after_edit.matches(NOTE).count(), 1, "{after_edit}");
    let commit = s.api.bodies_for("SCRIPT-COMMIT");
    let first = commit.first().expect("the commit run asked the model");
    assert_eq!(
        first.matches(TURN_NOTE).count(),
        1,
        "the turn note once: {first}"
    );
    let last = commit.last().unwrap();
    assert!(
        last.contains(DENY),
        "the deny reason reached the model: {last}"
    );
    assert_eq!(last.matches(TURN_NOTE).count(), 1, "never twice: {last}");
    assert_eq!(s.head(), base_head, "the commit was stopped");
    assert_eq!(s.findings(), 1);
    for out in outputs {
        let lower = out.to_lowercase();
        for bad in [
            "failed to parse hook",
            "hook returned invalid",
            "invalid hook output",
            "hook failed",
            "hook timed out",
            "non-blocking status code",
            "completed with error",
        ] {
            assert!(!lower.contains(bad), "a hook error ({bad}):\n{out}");
        }
        // Codex's exec log: `hook: <event> Completed|Blocked|Failed`.
        for l in out.lines().filter(|l| l.starts_with("hook: ")) {
            assert!(!l.contains("Failed"), "a hook failed: {l}\n{out}");
        }
    }
}

#[test]
fn claude_code() {
    let Some(bin) = client("claude-code", "2.1.332", "claude") else {
        return;
    };
    let s = Session::new("--claude", Wire::Anthropic);
    std::fs::write(
        s.home.path().join(".claude.json"),
        json!({"hasCompletedOnboarding": true, "bypassPermissionsModeAccepted": true}).to_string(),
    )
    .unwrap();
    let base = s.head();
    let claude = |prompt: &str, resume: bool| {
        let mut c = s.command(&bin);
        c.env("ANTHROPIC_BASE_URL", s.api.url(""))
            .env("ANTHROPIC_API_KEY", "dummy")
            .env("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1")
            .env("DISABLE_TELEMETRY", "1")
            .env("DISABLE_AUTOUPDATER", "1")
            .env("IS_SANDBOX", "1")
            .args(["-p", prompt, "--output-format", "stream-json", "--verbose"])
            .args([
                "--include-hook-events",
                "--permission-mode",
                "bypassPermissions",
            ]);
        if resume {
            c.arg("--continue");
        }
        run(c)
    };
    let edit = claude(
        "SCRIPT-EDIT: add a parameter n int to parse in main.go",
        false,
    );
    assert!(edit.contains(LINE), "the person's line shows:\n{edit}");
    assert_eq!(s.findings(), 1, "{edit}");
    let mode = claude("/contract-watch mode deny", true);
    assert!(mode.contains(MODE_SET), "{mode}");
    assert!(s.mode().starts_with("deny"));
    assert!(
        !s.api.any_body_contains("/contract-watch mode"),
        "the person's command never reached the model"
    );
    let commit = claude("SCRIPT-COMMIT: commit the work", true);
    check_model_side(&s, &base, &[&edit, &mode, &commit]);
}

#[test]
fn codex_cli() {
    let Some(bin) = client("codex", "0.171.0", "codex") else {
        return;
    };
    let s = Session::new("--codex", Wire::Responses);
    let codex_home = s.home.path().join(".codex");
    std::fs::create_dir_all(&codex_home).unwrap();
    std::fs::write(
        codex_home.join("config.toml"),
        format!(
            "model = \"gpt-5.5\"\nmodel_provider = \"fake\"\napproval_policy = \"never\"\nsandbox_mode = \"danger-full-access\"\n\n[model_providers.fake]\nname = \"fake\"\nbase_url = \"{}\"\nwire_api = \"responses\"\nenv_key = \"FAKE_API_KEY\"\n\n[projects.\"{}\"]\ntrust_level = \"trusted\"\n",
            s.api.url("/v1"),
            s.repo.path().display()
        ),
    )
    .unwrap();
    let base = s.head();
    let codex = |prompt: &str| {
        let mut c = s.command(&bin);
        c.env("CODEX_HOME", &codex_home)
            .env("FAKE_API_KEY", "dummy")
            .args(["exec", "--dangerously-bypass-hook-trust", prompt]);
        run(c)
    };
    // `codex exec` shows each hook's run but not its systemMessage: the person's line reaches
    // them in the sidebar (and in Codex's interactive view).
    let edit = codex("SCRIPT-EDIT: add a parameter n int to parse in main.go");
    assert!(edit.contains("hook: PostToolUse Completed"), "{edit}");
    assert_eq!(s.findings(), 1, "{edit}");
    let mode = codex("/contract-watch mode deny");
    assert!(mode.contains("hook: UserPromptSubmit Blocked"), "{mode}");
    assert!(s.mode().starts_with("deny"));
    assert!(!s.api.any_body_contains("/contract-watch mode"));
    let commit = codex("SCRIPT-COMMIT: commit the work");
    check_model_side(&s, &base, &[&edit, &mode, &commit]);
}

#[test]
fn gemini_cli() {
    let Some(bin) = client("gemini-cli", "0.61.0", "gemini") else {
        return;
    };
    let s = Session::new("--gemini", Wire::Gemini);
    let dir = s.home.path().join(".gemini");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("settings.json"),
        json!({"security": {"auth": {"selectedType": "gemini-api-key"}}}).to_string(),
    )
    .unwrap();
    let base = s.head();
    let gemini = |prompt: &str| {
        let mut c = s.command(&bin);
        c.env("GOOGLE_GEMINI_BASE_URL", s.api.url(""))
            .env("GEMINI_API_KEY", "dummy")
            .env("GEMINI_CLI_TRUST_WORKSPACE", "true")
            .args([
                "-p",
                prompt,
                "-m",
                "gemini-2.5-flash",
                "--approval-mode",
                "yolo",
            ])
            .args(["-o", "stream-json"]);
        run(c)
    };
    let edit = gemini("SCRIPT-EDIT: add a parameter n int to parse in main.go");
    assert!(edit.contains(LINE), "the person's line shows:\n{edit}");
    let mode = gemini("/contract-watch mode deny");
    assert!(mode.contains(MODE_SET), "{mode}");
    assert!(s.mode().starts_with("deny"));
    assert!(!s.api.any_body_contains("/contract-watch mode"));
    let commit = gemini("SCRIPT-COMMIT: commit the work");
    check_model_side(&s, &base, &[&edit, &mode, &commit]);
}

#[test]
fn copilot_cli() {
    let Some(bin) = client("copilot", "1.0.102", "copilot") else {
        return;
    };
    let s = Session::new("--copilot", Wire::Responses);
    let base = s.head();
    let copilot = |prompt: &str| {
        let mut c = s.command(&bin);
        c.env("COPILOT_OFFLINE", "true")
            .env("COPILOT_PROVIDER_BASE_URL", s.api.url("/v1"))
            .env("COPILOT_PROVIDER_API_KEY", "dummy")
            .env("COPILOT_PROVIDER_WIRE_API", "responses")
            .env("COPILOT_MODEL", "gpt-5.5")
            .env("COPILOT_ALLOW_ALL", "true")
            .env("COPILOT_AUTO_UPDATE", "false")
            .args(["-p", prompt, "--output-format", "json"]);
        run(c)
    };
    let edit = copilot("SCRIPT-EDIT: add a parameter n int to parse in main.go");
    assert_eq!(s.findings(), 1, "{edit}");
    // Copilot's hooks cannot keep a prompt from the model: the person sets the mode in a
    // terminal.
    let out = common::run_in(s.repo.path(), &["mode", "deny"], &[]);
    assert!(out.status.success());
    let commit = copilot("SCRIPT-COMMIT: commit the work");
    check_model_side(&s, &base, &[&edit, &commit]);
}
