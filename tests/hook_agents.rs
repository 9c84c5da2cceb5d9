//! `contract-watch hook codex|gemini|cursor|copilot` through the real binary on real temporary
//! git repositories, fed the payloads the real clients sent (tests/fixtures/agents; Cursor's from
//! its documentation): every moment of every harness, in that harness's channels.

mod common;

use common::{Repo, Said};
use serde_json::{json, Value};

const MAIN_GO: &str =
    "package main\n\nfunc parse(s string) int {\n\treturn len(s)\n}\n\nfunc main() { _ = parse(\"x\") }\n";
const OLD_SIG: &str = "func parse(s string) int {";
const NEW_SIG: &str = "func parse(s string, n int) int {";

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

/// Snapshot every answer the test recorded, under the test's name.
fn snapshot(said: Said) {
    let said = said.into_map();
    insta::assert_json_snapshot!(common::test_name(), said);
}

#[test]
fn codex() {
    let r = repo();
    let h = ["codex"];
    let mut said = Said::new();
    let mut ev = fixture(&r, "codex/PostToolUse-apply_patch.json");
    ev["tool_input"]["command"] = json!(patch(
        "*** Update File: main.go\n@@\n-\treturn len(s)\n+\treturn len(s) + 1\n"
    ));
    said.say("body-only patch: nothing", hook(&r, &h, &ev));
    set_sig(&r, OLD_SIG, NEW_SIG);
    said.say(
        "signature patch: the note for the model, the line for the person",
        hook(&r, &h, &fixture(&r, "codex/PostToolUse-apply_patch.json")),
    );
    said.say(
        "turn end: nothing",
        hook(&r, &h, &fixture(&r, "codex/Stop.json")),
    );
    said.say(
        "next prompt: the turn note",
        hook(&r, &h, &fixture(&r, "codex/UserPromptSubmit.json")),
    );
    said.say(
        "another prompt: the turn note only once",
        hook(&r, &h, &fixture(&r, "codex/UserPromptSubmit.json")),
    );
    said.say(
        "a non-git shell command: nothing",
        hook(&r, &h, &fixture(&r, "codex/PreToolUse-Bash.json")),
    );
    let mut ev = fixture(&r, "codex/UserPromptSubmit.json");
    ev["prompt"] = json!("/contract-watch mode deny");
    said.say(
        "the person's mode command: blocked from the model",
        hook(&r, &h, &ev),
    );
    assert!(mode(&r).starts_with("deny"));
    let before = head(&r);
    let mut ev = fixture(&r, "codex/PreToolUse-Bash.json");
    ev["tool_input"]["command"] = json!("git commit -am wip");
    said.say("git commit in deny mode: denied", hook(&r, &h, &ev));
    assert_eq!(head(&r), before);
    // No bypass: the mode through the shell, the state through a patch.
    ev["tool_input"]["command"] = json!("contract-watch mode note");
    said.say("the mode through the shell: denied", hook(&r, &h, &ev));
    let mut ev = fixture(&r, "codex/PreToolUse-apply_patch.json");
    ev["tool_input"]["command"] =
        json!(patch("*** Add File: .git/contract-watch/state.json\n+{}\n"));
    said.say("the state through a patch: denied", hook(&r, &h, &ev));
    assert!(mode(&r).starts_with("deny"));
    snapshot(said);
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
    let mut said = Said::new();
    said.say(
        "one patch changing two signatures: a line for each",
        hook(&r, &["codex"], &ev),
    );
    snapshot(said);
}

#[test]
fn gemini() {
    let r = repo();
    let h = ["gemini"];
    let mut said = Said::new();
    let mut ev = fixture(&r, "gemini/AfterTool-replace.json");
    ev["tool_input"]["old_string"] = json!("\treturn len(s)");
    ev["tool_input"]["new_string"] = json!("\treturn len(s) + 1");
    said.say("body-only replace: nothing", hook(&r, &h, &ev));
    set_sig(&r, OLD_SIG, NEW_SIG);
    said.say(
        "signature replace: the note and the line",
        hook(&r, &h, &fixture(&r, "gemini/AfterTool-replace.json")),
    );
    said.say(
        "turn end: nothing",
        hook(&r, &h, &fixture(&r, "gemini/AfterAgent.json")),
    );
    said.say(
        "next prompt: the turn note",
        hook(&r, &h, &fixture(&r, "gemini/BeforeAgent.json")),
    );
    said.say(
        "another prompt: the turn note only once",
        hook(&r, &h, &fixture(&r, "gemini/BeforeAgent.json")),
    );
    said.say(
        "a non-git shell command: nothing",
        hook(
            &r,
            &h,
            &fixture(&r, "gemini/BeforeTool-run_shell_command.json"),
        ),
    );
    let mut ev = fixture(&r, "gemini/BeforeAgent.json");
    ev["prompt"] = json!("/contract-watch mode deny");
    said.say(
        "the person's mode command: kept from the model",
        hook(&r, &h, &ev),
    );
    assert!(mode(&r).starts_with("deny"));
    let before = head(&r);
    let mut ev = fixture(&r, "gemini/BeforeTool-run_shell_command.json");
    ev["tool_input"]["command"] = json!("git commit -am wip");
    said.say("git commit in deny mode: denied", hook(&r, &h, &ev));
    assert_eq!(head(&r), before);
    ev["tool_input"]["command"] = json!("contract-watch mode note");
    said.say("the mode through the shell: denied", hook(&r, &h, &ev));
    let mut ev = fixture(&r, "gemini/BeforeTool-write_file.json");
    ev["tool_input"]["file_path"] = json!(r.path().join(".git/contract-watch/state.json"));
    said.say("writing the state: denied", hook(&r, &h, &ev));
    assert!(mode(&r).starts_with("deny"));
    snapshot(said);
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
    let mut said = Said::new();
    said.say(
        "write_file changing the signature: the note and the line",
        hook(&r, &["gemini"], &ev),
    );
    said.say(
        "the recorded new file (notes.txt): no language, nothing to say",
        hook(
            &r,
            &["gemini"],
            &fixture(&r, "gemini/AfterTool-write_file.json"),
        ),
    );
    snapshot(said);
}

#[test]
fn cursor() {
    let r = repo();
    let h = ["cursor"];
    let mut said = Said::new();
    let mut ev = fixture(&r, "cursor/afterFileEdit.json");
    ev["edits"] = json!([{"old_string": "\treturn len(s)", "new_string": "\treturn len(s) + 1"}]);
    said.say("body-only edit: nothing", hook(&r, &h, &ev));
    set_sig(&r, OLD_SIG, NEW_SIG);
    said.say(
        "signature edit: Cursor ignores afterFileEdit's answer, so nothing",
        hook(&r, &h, &fixture(&r, "cursor/afterFileEdit.json")),
    );
    // The finding opens all the same; the note waits for stop.
    let s: Value =
        serde_json::from_slice(&common::run_in(r.path(), &["status", "--json"], &[]).stdout)
            .unwrap();
    assert_eq!(s["findings"].as_array().unwrap().len(), 1);
    said.say(
        "stop: the turn note as a follow-up",
        hook(&r, &h, &fixture(&r, "cursor/stop.json")),
    );
    let mut again = fixture(&r, "cursor/stop.json");
    again["loop_count"] = json!(1);
    said.say(
        "the follow-up turn's own stop: no other",
        hook(&r, &h, &again),
    );
    said.say(
        "the person's next turn's stop: the follow-up again while the caller stands",
        hook(&r, &h, &fixture(&r, "cursor/stop.json")),
    );
    let mut ev = fixture(&r, "cursor/beforeSubmitPrompt.json");
    ev["prompt"] = json!("go on");
    said.say("an ordinary prompt: continue", hook(&r, &h, &ev));
    said.say(
        "the person's mode command: not continued to the model",
        hook(&r, &h, &fixture(&r, "cursor/beforeSubmitPrompt.json")),
    );
    assert!(mode(&r).starts_with("deny"));
    let mut ev = fixture(&r, "cursor/beforeShellExecution.json");
    ev["command"] = json!("cargo test");
    said.say("a non-git shell command: allowed", hook(&r, &h, &ev));
    let before = head(&r);
    said.say(
        "git commit in deny mode: denied",
        hook(&r, &h, &fixture(&r, "cursor/beforeShellExecution.json")),
    );
    assert_eq!(head(&r), before);
    ev["command"] = json!("rm -rf .git/contract-watch");
    said.say("removing the state: denied", hook(&r, &h, &ev));
    // The hook wiring is the person's: writing it empty is refused.
    common::run_in(r.path(), &["init", "--cursor"], &[]);
    said.say(
        "writing the hook wiring empty: denied",
        hook(&r, &h, &fixture(&r, "cursor/preToolUse-Write.json")),
    );
    snapshot(said);
}

#[test]
fn cursor_running_claude_codes_hooks_is_answered_in_its_own_protocol() {
    let r = repo();
    common::run_in(r.path(), &["mode", "deny"], &[]);
    set_sig(&r, OLD_SIG, NEW_SIG);
    let mut said = Said::new();
    said.say(
        "afterFileEdit through the claude hook: nothing",
        hook(&r, &["claude"], &fixture(&r, "cursor/afterFileEdit.json")),
    );
    said.say(
        "beforeShellExecution git commit through the claude hook: denied in Cursor's words",
        hook(
            &r,
            &["claude"],
            &fixture(&r, "cursor/beforeShellExecution.json"),
        ),
    );
    snapshot(said);
}

#[test]
fn copilot() {
    let r = repo();
    let post = ["copilot", "postToolUse"];
    let mut said = Said::new();
    let mut ev = fixture(&r, "copilot/postToolUse-apply_patch.json");
    ev["toolArgs"] = json!(patch(
        "*** Update File: main.go\n@@\n-\treturn len(s)\n+\treturn len(s) + 1\n"
    ));
    said.say("body-only patch: nothing", hook(&r, &post, &ev));
    set_sig(&r, OLD_SIG, NEW_SIG);
    said.say(
        "signature patch: only the flat form reaches Copilot's model",
        hook(
            &r,
            &post,
            &fixture(&r, "copilot/postToolUse-apply_patch.json"),
        ),
    );
    said.say(
        "agent stop: nothing",
        hook(
            &r,
            &["copilot", "agentStop"],
            &fixture(&r, "copilot/agentStop.json"),
        ),
    );
    let prompt = ["copilot", "userPromptSubmitted"];
    said.say(
        "next prompt: the turn note",
        hook(
            &r,
            &prompt,
            &fixture(&r, "copilot/userPromptSubmitted.json"),
        ),
    );
    said.say(
        "another prompt: the turn note only once",
        hook(
            &r,
            &prompt,
            &fixture(&r, "copilot/userPromptSubmitted.json"),
        ),
    );
    let pre = ["copilot", "preToolUse"];
    said.say(
        "a non-git shell command: nothing",
        hook(&r, &pre, &fixture(&r, "copilot/preToolUse-bash.json")),
    );
    common::run_in(r.path(), &["mode", "deny"], &[]);
    let before = head(&r);
    let mut ev = fixture(&r, "copilot/preToolUse-bash.json");
    ev["toolArgs"]["command"] = json!("git commit -am wip");
    said.say(
        "git commit in deny mode, the event told by the payload's shape: denied",
        hook(&r, &["copilot"], &ev),
    );
    assert_eq!(head(&r), before);
    ev["toolArgs"]["command"] = json!("contract-watch mode note");
    said.say("the mode through the shell: denied", hook(&r, &pre, &ev));
    common::run_in(r.path(), &["init", "--copilot"], &[]);
    let mut ev = fixture(&r, "copilot/preToolUse-apply_patch.json");
    ev["toolArgs"] = json!(patch(
        "*** Delete File: .github/hooks/contract-watch.json\n"
    ));
    said.say(
        "deleting the hook wiring through a patch: denied",
        hook(&r, &pre, &ev),
    );
    assert!(mode(&r).starts_with("deny"));
    snapshot(said);
}

#[test]
fn bad_input_is_answered_and_exits_0_for_every_agent() {
    let r = repo();
    let mut said = Said::new();
    for h in [
        &["codex"][..],
        &["gemini"],
        &["cursor"],
        &["copilot", "preToolUse"],
    ] {
        // hook_bytes asserts the exit status 0.
        let out = common::hook_bytes(r.path(), h, b"{not json");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        said.say(&format!("{} given no JSON", h.join(" ")), v);
    }
    let mut ev = fixture(&r, "codex/PostToolUse-apply_patch.json");
    ev["tool_input"]["command"] = json!("not a patch");
    said.say(
        "codex given an apply_patch that is no patch: the line says nothing was checked",
        hook(&r, &["codex"], &ev),
    );
    snapshot(said);
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
