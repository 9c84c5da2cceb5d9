//! `contract-watch hook codex|gemini|cursor|copilot` through the real binary on real temporary
//! git repositories, fed the payloads the real clients sent (tests/fixtures/agents; Cursor's from
//! its documentation): every moment of every harness, in that harness's channels.

mod common;

use common::Repo;
use serde_json::{json, Value};

const MAIN_GO: &str =
    "package main\n\nfunc parse(s string) int {\n\treturn len(s)\n}\n\nfunc main() { _ = parse(\"x\") }\n";
const OLD_SIG: &str = "func parse(s string) int {";
const NEW_SIG: &str = "func parse(s string, n int) int {";
const NOTE: &str = "contract-watch: parse changed from 1 to 2 parameter(s) since the last commit; these callers do not match the new arity: main (main.go:7). Check each.";
const LINE: &str =
    "contract-watch: parse changed from 1 to 2 parameter(s); do not match: main (main.go:7)";
const TURN_NOTE: &str = "contract-watch: 1 changed signature(s) still leave a caller behind: parse changed from 1 to 2 parameter(s), 1 caller(s) do not match. Bring each caller to the new signature, or take the signature change back.";

fn repo() -> Repo {
    Repo::new(&[
        ("go.mod", "module example.com/s\n\ngo 1.21\n"),
        ("main.go", MAIN_GO),
    ])
}

/// A recorded payload with the placeholder directory replaced by the repository's.
fn fixture(r: &Repo, name: &str) -> Value {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/agents")
            .join(name),
    )
    .unwrap();
    let text = text.replace("/home/user/scratch", r.path().to_str().unwrap());
    serde_json::from_str(&text).unwrap()
}

/// Run `contract-watch hook <args>` with `event` on stdin; the answer, its path redacted.
fn hook(r: &Repo, args: &[&str], event: &Value) -> Value {
    let out = common::hook_output(r.path(), args, event);
    let text = String::from_utf8_lossy(&out.stdout).replace(r.path().to_str().unwrap(), "<repo>");
    serde_json::from_str(&text).unwrap_or_else(|_| panic!("one JSON answer: {text}"))
}

fn set_sig(r: &Repo, from: &str, to: &str) {
    let p = r.path().join("main.go");
    let t = std::fs::read_to_string(&p).unwrap();
    assert!(t.contains(from));
    std::fs::write(&p, t.replacen(from, to, 1)).unwrap();
}

fn mode(r: &Repo) -> String {
    common::stdout(&common::run_in(r.path(), &["mode"], &[]))
}

fn head(r: &Repo) -> String {
    common::stdout(&common::git(r.path(), &["rev-parse", "HEAD"]))
}

fn patch(body: &str) -> String {
    format!("*** Begin Patch\n{body}*** End Patch\n")
}

#[test]
fn codex() {
    let r = repo();
    let h = ["codex"];
    // A body-only edit: nothing.
    let mut ev = fixture(&r, "codex/PostToolUse-apply_patch.json");
    ev["tool_input"]["command"] = json!(patch(
        "*** Update File: main.go\n@@\n-\treturn len(s)\n+\treturn len(s) + 1\n"
    ));
    assert_eq!(hook(&r, &h, &ev), json!({}));
    // The recorded signature edit: the note for the model, the line for the person.
    set_sig(&r, OLD_SIG, NEW_SIG);
    let v = hook(&r, &h, &fixture(&r, "codex/PostToolUse-apply_patch.json"));
    assert_eq!(v["hookSpecificOutput"]["additionalContext"], NOTE);
    assert_eq!(v["systemMessage"], LINE);
    insta::assert_json_snapshot!("codex_after_patch", v);
    // Turn end, then the turn note once.
    assert_eq!(hook(&r, &h, &fixture(&r, "codex/Stop.json")), json!({}));
    let v = hook(&r, &h, &fixture(&r, "codex/UserPromptSubmit.json"));
    assert_eq!(v["hookSpecificOutput"]["additionalContext"], TURN_NOTE);
    insta::assert_json_snapshot!("codex_next_prompt", v);
    assert_eq!(
        hook(&r, &h, &fixture(&r, "codex/UserPromptSubmit.json")),
        json!({})
    );
    // A non-git shell command: nothing.
    assert_eq!(
        hook(&r, &h, &fixture(&r, "codex/PreToolUse-Bash.json")),
        json!({})
    );
    // The person's mode command, kept from the model.
    let mut ev = fixture(&r, "codex/UserPromptSubmit.json");
    ev["prompt"] = json!("/contract-watch mode deny");
    let v = hook(&r, &h, &ev);
    assert_eq!(v["decision"], "block");
    assert!(mode(&r).starts_with("deny"));
    // git commit in deny mode: denied, HEAD stays.
    let mut ev = fixture(&r, "codex/PreToolUse-Bash.json");
    ev["tool_input"]["command"] = json!("git commit -am wip");
    let v = hook(&r, &h, &ev);
    assert_eq!(v["hookSpecificOutput"]["permissionDecision"], "deny");
    insta::assert_json_snapshot!("codex_commit_denied", v);
    // No bypass: the mode through the shell, the state through a patch.
    ev["tool_input"]["command"] = json!("contract-watch mode note");
    assert_eq!(
        hook(&r, &h, &ev)["hookSpecificOutput"]["permissionDecision"],
        "deny"
    );
    let mut ev = fixture(&r, "codex/PreToolUse-apply_patch.json");
    ev["tool_input"]["command"] =
        json!(patch("*** Add File: .git/contract-watch/state.json\n+{}\n"));
    assert_eq!(
        hook(&r, &h, &ev)["hookSpecificOutput"]["permissionDecision"],
        "deny"
    );
    assert!(mode(&r).starts_with("deny"));
}

#[test]
fn codex_patch_of_several_files_measures_each() {
    let r = Repo::new(&[
        ("lib.py", "def parse(s):\n    return s\n"),
        ("tools.py", "def load(p):\n    return p\n"),
        ("use.py", "from lib import parse\nfrom tools import load\n\n\ndef run():\n    return parse(load(1))\n"),
    ]);
    r.write("lib.py", "def parse(s, sep):\n    return s\n");
    r.write("tools.py", "def load(p, mode):\n    return p\n");
    let mut ev = fixture(&r, "codex/PostToolUse-apply_patch.json");
    ev["tool_input"]["command"] = json!(patch(
        "*** Update File: lib.py\n@@\n-def parse(s):\n+def parse(s, sep):\n*** Update File: tools.py\n@@\n-def load(p):\n+def load(p, mode):\n"
    ));
    let v = hook(&r, &["codex"], &ev);
    assert_eq!(
        v["systemMessage"],
        "contract-watch: parse changed from 1 to 2 parameter(s); do not match: run (use.py:5)\ncontract-watch: load changed from 1 to 2 parameter(s); do not match: run (use.py:5)"
    );
}

#[test]
fn gemini() {
    let r = repo();
    let h = ["gemini"];
    let mut ev = fixture(&r, "gemini/AfterTool-replace.json");
    ev["tool_input"]["old_string"] = json!("\treturn len(s)");
    ev["tool_input"]["new_string"] = json!("\treturn len(s) + 1");
    assert_eq!(hook(&r, &h, &ev), json!({}));
    set_sig(&r, OLD_SIG, NEW_SIG);
    let v = hook(&r, &h, &fixture(&r, "gemini/AfterTool-replace.json"));
    assert_eq!(v["hookSpecificOutput"]["additionalContext"], NOTE);
    assert_eq!(v["systemMessage"], LINE);
    insta::assert_json_snapshot!("gemini_after_replace", v);
    assert_eq!(
        hook(&r, &h, &fixture(&r, "gemini/AfterAgent.json")),
        json!({})
    );
    let v = hook(&r, &h, &fixture(&r, "gemini/BeforeAgent.json"));
    assert_eq!(v["hookSpecificOutput"]["additionalContext"], TURN_NOTE);
    insta::assert_json_snapshot!("gemini_next_prompt", v);
    assert_eq!(
        hook(&r, &h, &fixture(&r, "gemini/BeforeAgent.json")),
        json!({})
    );
    assert_eq!(
        hook(
            &r,
            &h,
            &fixture(&r, "gemini/BeforeTool-run_shell_command.json")
        ),
        json!({})
    );
    let mut ev = fixture(&r, "gemini/BeforeAgent.json");
    ev["prompt"] = json!("/contract-watch mode deny");
    let v = hook(&r, &h, &ev);
    assert_eq!(v["decision"], "deny");
    insta::assert_json_snapshot!("gemini_mode_command", v);
    assert!(mode(&r).starts_with("deny"));
    let before = head(&r);
    let mut ev = fixture(&r, "gemini/BeforeTool-run_shell_command.json");
    ev["tool_input"]["command"] = json!("git commit -am wip");
    let v = hook(&r, &h, &ev);
    assert_eq!(v["decision"], "deny");
    insta::assert_json_snapshot!("gemini_commit_denied", v);
    assert_eq!(head(&r), before);
    ev["tool_input"]["command"] = json!("contract-watch mode note");
    assert_eq!(hook(&r, &h, &ev)["decision"], "deny");
    let mut ev = fixture(&r, "gemini/BeforeTool-write_file.json");
    ev["tool_input"]["file_path"] = json!(r.path().join(".git/contract-watch/state.json"));
    assert_eq!(hook(&r, &h, &ev)["decision"], "deny");
    assert!(mode(&r).starts_with("deny"));
}

#[test]
fn gemini_write_file_is_compared_with_the_original_content() {
    let r = repo();
    let new = MAIN_GO.replace(OLD_SIG, NEW_SIG);
    std::fs::write(r.path().join("main.go"), &new).unwrap();
    let mut ev = fixture(&r, "gemini/AfterTool-write_file.json");
    let file = r.path().join("main.go");
    ev["tool_input"] = json!({"file_path": file, "content": new});
    ev["tool_response"]["returnDisplay"]["originalContent"] = json!(MAIN_GO);
    ev["tool_response"]["returnDisplay"]["newContent"] = json!(new);
    ev["tool_response"]["returnDisplay"]["isNewFile"] = json!(false);
    let v = hook(&r, &["gemini"], &ev);
    assert_eq!(v["systemMessage"], LINE);
    // The recorded new file (notes.txt): no language, nothing to say.
    assert_eq!(
        hook(
            &r,
            &["gemini"],
            &fixture(&r, "gemini/AfterTool-write_file.json")
        ),
        json!({})
    );
}

#[test]
fn cursor() {
    let r = repo();
    let h = ["cursor"];
    let mut ev = fixture(&r, "cursor/afterFileEdit.json");
    ev["edits"] = json!([{"old_string": "\treturn len(s)", "new_string": "\treturn len(s) + 1"}]);
    assert_eq!(hook(&r, &h, &ev), json!({}));
    // Cursor ignores afterFileEdit's answer: the finding opens, the note waits for stop.
    set_sig(&r, OLD_SIG, NEW_SIG);
    assert_eq!(
        hook(&r, &h, &fixture(&r, "cursor/afterFileEdit.json")),
        json!({})
    );
    let s: Value =
        serde_json::from_slice(&common::run_in(r.path(), &["status", "--json"], &[]).stdout)
            .unwrap();
    assert_eq!(s["findings"].as_array().unwrap().len(), 1);
    let v = hook(&r, &h, &fixture(&r, "cursor/stop.json"));
    assert_eq!(v["followup_message"], TURN_NOTE);
    insta::assert_json_snapshot!("cursor_stop", v);
    // Once per turn: the follow-up turn's own stop starts no other; the person's next turn
    // hears it again while the caller stands.
    let mut again = fixture(&r, "cursor/stop.json");
    again["loop_count"] = json!(1);
    assert_eq!(hook(&r, &h, &again), json!({}));
    assert_eq!(
        hook(&r, &h, &fixture(&r, "cursor/stop.json"))["followup_message"],
        TURN_NOTE
    );
    let mut ev = fixture(&r, "cursor/beforeSubmitPrompt.json");
    ev["prompt"] = json!("go on");
    assert_eq!(hook(&r, &h, &ev), json!({"continue": true}));
    let v = hook(&r, &h, &fixture(&r, "cursor/beforeSubmitPrompt.json"));
    assert_eq!(v["continue"], false);
    insta::assert_json_snapshot!("cursor_mode_command", v);
    assert!(mode(&r).starts_with("deny"));
    let mut ev = fixture(&r, "cursor/beforeShellExecution.json");
    ev["command"] = json!("cargo test");
    assert_eq!(hook(&r, &h, &ev), json!({"permission": "allow"}));
    let before = head(&r);
    let v = hook(&r, &h, &fixture(&r, "cursor/beforeShellExecution.json"));
    assert_eq!(v["permission"], "deny");
    insta::assert_json_snapshot!("cursor_commit_denied", v);
    assert_eq!(head(&r), before);
    ev["command"] = json!("rm -rf .git/contract-watch");
    assert_eq!(hook(&r, &h, &ev)["permission"], "deny");
    // The hook wiring is the person's: writing it empty is refused.
    common::run_in(r.path(), &["init", "--cursor"], &[]);
    let v = hook(&r, &h, &fixture(&r, "cursor/preToolUse-Write.json"));
    assert_eq!(v["permission"], "deny");
}

#[test]
fn cursor_running_claude_codes_hooks_is_answered_in_its_own_protocol() {
    let r = repo();
    common::run_in(r.path(), &["mode", "deny"], &[]);
    set_sig(&r, OLD_SIG, NEW_SIG);
    assert_eq!(
        hook(&r, &["claude"], &fixture(&r, "cursor/afterFileEdit.json")),
        json!({})
    );
    let v = hook(
        &r,
        &["claude"],
        &fixture(&r, "cursor/beforeShellExecution.json"),
    );
    assert_eq!(v["permission"], "deny");
}

#[test]
fn copilot() {
    let r = repo();
    let post = ["copilot", "postToolUse"];
    let mut ev = fixture(&r, "copilot/postToolUse-apply_patch.json");
    ev["toolArgs"] = json!(patch(
        "*** Update File: main.go\n@@\n-\treturn len(s)\n+\treturn len(s) + 1\n"
    ));
    assert_eq!(hook(&r, &post, &ev), json!({}));
    set_sig(&r, OLD_SIG, NEW_SIG);
    let v = hook(
        &r,
        &post,
        &fixture(&r, "copilot/postToolUse-apply_patch.json"),
    );
    // Only the flat form reaches Copilot's model.
    assert_eq!(v, json!({"additionalContext": NOTE}));
    assert_eq!(
        hook(
            &r,
            &["copilot", "agentStop"],
            &fixture(&r, "copilot/agentStop.json")
        ),
        json!({})
    );
    let prompt = ["copilot", "userPromptSubmitted"];
    let v = hook(
        &r,
        &prompt,
        &fixture(&r, "copilot/userPromptSubmitted.json"),
    );
    assert_eq!(v, json!({"additionalContext": TURN_NOTE}));
    assert_eq!(
        hook(
            &r,
            &prompt,
            &fixture(&r, "copilot/userPromptSubmitted.json")
        ),
        json!({})
    );
    // Without the event named, the payload's shape tells it.
    let pre = ["copilot", "preToolUse"];
    assert_eq!(
        hook(&r, &pre, &fixture(&r, "copilot/preToolUse-bash.json")),
        json!({})
    );
    common::run_in(r.path(), &["mode", "deny"], &[]);
    let before = head(&r);
    let mut ev = fixture(&r, "copilot/preToolUse-bash.json");
    ev["toolArgs"]["command"] = json!("git commit -am wip");
    let v = hook(&r, &["copilot"], &ev);
    assert_eq!(v["permissionDecision"], "deny");
    insta::assert_json_snapshot!("copilot_commit_denied", v);
    assert_eq!(head(&r), before);
    ev["toolArgs"]["command"] = json!("contract-watch mode note");
    assert_eq!(hook(&r, &pre, &ev)["permissionDecision"], "deny");
    common::run_in(r.path(), &["init", "--copilot"], &[]);
    let mut ev = fixture(&r, "copilot/preToolUse-apply_patch.json");
    ev["toolArgs"] = json!(patch(
        "*** Delete File: .github/hooks/contract-watch.json\n"
    ));
    assert_eq!(hook(&r, &pre, &ev)["permissionDecision"], "deny");
    assert!(mode(&r).starts_with("deny"));
}

#[test]
fn bad_input_is_answered_and_exits_0_for_every_agent() {
    let r = repo();
    for h in [
        &["codex"][..],
        &["gemini"],
        &["cursor"],
        &["copilot", "preToolUse"],
    ] {
        let out = common::hook_bytes(r.path(), h, b"{not json");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(v.is_object(), "{h:?}: {v}");
    }
    let mut ev = fixture(&r, "codex/PostToolUse-apply_patch.json");
    ev["tool_input"]["command"] = json!("not a patch");
    let v = hook(&r, &["codex"], &ev);
    assert_eq!(
        v["systemMessage"],
        "contract-watch: cannot read the apply_patch text (the patch does not start with `*** Begin Patch`); nothing was checked"
    );
}

#[test]
fn init_wires_each_agent_once_and_says_what_is_left_to_do() {
    let r = repo();
    std::fs::create_dir_all(r.path().join(".gemini")).unwrap();
    std::fs::write(
        r.path().join(".gemini/settings.json"),
        "{\n  \"theme\": \"dark\",\n  \"hooks\": {\n    \"AfterTool\": [{\"matcher\": \"write_file\", \"hooks\": [{\"type\": \"command\", \"command\": \"prettier-hook\"}]}]\n  },\n  \"model\": {\"name\": \"x\"}\n}\n",
    )
    .unwrap();
    let args = ["init", "--codex", "--gemini", "--cursor", "--copilot"];
    let out = common::run_in(r.path(), &args, &[]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let text = common::stdout(&out);
    assert!(
        text.contains("contract-watch: .codex/hooks.json: added the PreToolUse hook"),
        "{text}"
    );
    assert!(
        text.contains("type /hooks and trust contract-watch's hooks"),
        "{text}"
    );
    assert!(!text.contains("Claude"), "no agent flag but these: {text}");
    let gemini = std::fs::read_to_string(r.path().join(".gemini/settings.json")).unwrap();
    assert!(gemini.contains("prettier-hook"));
    let (t, h, m) = (
        gemini.find("theme"),
        gemini.find("hooks"),
        gemini.find("\"model\""),
    );
    assert!(t < h && h < m, "the user's keys keep their order: {gemini}");
    let again = common::stdout(&common::run_in(r.path(), &args, &[]));
    for label in ["Codex CLI", "Gemini CLI", "Cursor", "Copilot CLI"] {
        assert!(
            again.contains(&format!(
                "contract-watch: {label} already wired; nothing changed"
            )),
            "{again}"
        );
    }
    assert!(!r.path().join(".claude").exists());
    // A file that is not JSON is named, and left alone.
    std::fs::write(r.path().join(".cursor/hooks.json"), "{oops").unwrap();
    let out = common::run_in(r.path(), &["init", "--cursor"], &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        common::stderr(&out).contains(".cursor/hooks.json is not a JSON object"),
        "{}",
        common::stderr(&out)
    );
}

#[test]
fn init_remove_takes_out_exactly_what_init_added_and_doctor_reads_each_agent() {
    let r = repo();
    std::fs::create_dir_all(r.path().join(".gemini")).unwrap();
    let user = "{\n  \"theme\": \"dark\",\n  \"hooks\": {\n    \"AfterTool\": [{\"matcher\": \"write_file\", \"hooks\": [{\"type\": \"command\", \"command\": \"prettier-hook\"}]}]\n  }\n}\n";
    std::fs::write(r.path().join(".gemini/settings.json"), user).unwrap();
    let wire = ["init", "--codex", "--gemini", "--cursor", "--copilot"];
    assert!(common::run_in(r.path(), &wire, &[]).status.success());

    let doctor = common::run_in(r.path(), &["doctor"], &[]);
    let text = common::stdout(&doctor);
    for label in ["Codex CLI", "Gemini CLI", "Cursor", "Copilot CLI"] {
        let line = text
            .lines()
            .find(|l| l.contains(label))
            .unwrap_or_else(|| panic!("doctor names {label}: {text}"));
        assert!(
            line.contains("routes every event to contract-watch"),
            "{line}"
        );
    }

    // A half-removed wiring is broken, and doctor says which hook is missing.
    let codex = r.path().join(".codex/hooks.json");
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&codex).unwrap()).unwrap();
    v["hooks"].as_object_mut().unwrap().remove("Stop");
    std::fs::write(&codex, serde_json::to_string_pretty(&v).unwrap()).unwrap();
    let doctor = common::run_in(r.path(), &["doctor"], &[]);
    assert_eq!(doctor.status.code(), Some(1));
    assert!(
        common::stdout(&doctor).contains(".codex/hooks.json lacks the Stop hook(s)"),
        "{}",
        common::stdout(&doctor)
    );

    let remove = [
        "init",
        "--remove",
        "--codex",
        "--gemini",
        "--cursor",
        "--copilot",
    ];
    let out = common::run_in(r.path(), &remove, &[]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    // The user's own Gemini settings are back as they were; the files init wrote are gone.
    let gemini = std::fs::read_to_string(r.path().join(".gemini/settings.json")).unwrap();
    let as_json = |t: &str| serde_json::from_str::<serde_json::Value>(t).unwrap();
    assert_eq!(as_json(&gemini), as_json(user), "{gemini}");
    assert!(!codex.exists() && !r.path().join(".codex").exists());
    assert!(!r.path().join(".cursor/hooks.json").exists());
    assert!(!r.path().join(".github/hooks/contract-watch.json").exists());
    // Removing again changes nothing.
    let again = common::stdout(&common::run_in(r.path(), &remove, &[]));
    assert!(again.contains("nothing changed"), "{again}");
}
