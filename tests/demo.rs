//! `contract-watch demo` runs from a fresh clone with no ripwire and shows the whole loop.

mod common;

#[test]
fn the_demo_shows_the_core_loop_without_ripwire() {
    let dir = tempfile::tempdir().unwrap();
    let out = common::run_in(
        dir.path(),
        &["demo"],
        &[("PATH", "/usr/bin:/bin"), ("CONTRACT_WATCH_ENGINE", "auto")],
    );
    assert_eq!(out.status.code(), Some(0), "{}", common::stderr(&out));
    let text = common::stdout(&out);
    for want in [
        "model reads:  contract-watch: parse changed from 1 to 2 parameter(s) since the last commit; these callers do not match the new arity: main (main.go:5), other (main.go:9). Check each.",
        "person sees:  contract-watch: parse changed from 1 to 2 parameter(s); do not match: main (main.go:5), other (main.go:9)",
        "model reads:  contract-watch: 1 changed signature(s) still leave a caller behind: parse changed from 1 to 2 parameter(s), 1 caller(s) do not match. Bring each caller to the new signature, or take the signature change back.",
        "model reads:  contract-watch: git commit stopped: ",
        "person sees:  contract-watch: no caller of parse carries the mismatch mark any more",
    ] {
        assert!(text.contains(want), "missing {want:?} in:\n{text}");
    }
    assert!(!text.contains('\x1b'), "no colors when piped");
}
