//! The labelled fixtures under `tests/fixtures/<family>/<scenario>/` (`make.sh`, `cmd` or
//! `selector`, `truth.json`): listing them, building one, reading its files.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// `tests/fixtures/<family>`.
pub fn dir(family: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(family)
}

/// Every scenario of a family (a folder holding a `truth.json`), in name order.
pub fn scenarios(family: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir(family))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("truth.json").is_file())
        .collect();
    v.sort();
    v
}

pub fn read_json(p: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap()
}

/// The selector of the scenario's `cmd` (its `--edit-check=` line), without a leading `./`.
pub fn edit_check(scenario: &Path) -> String {
    let cmd = std::fs::read_to_string(scenario.join("cmd")).unwrap();
    let arg = cmd
        .lines()
        .find_map(|l| l.strip_prefix("--edit-check="))
        .unwrap();
    arg.strip_prefix("./").unwrap_or(arg).to_string()
}

/// Build the scenario's repository in `into` with its `make.sh`.
pub fn make(scenario: &Path, into: &Path) {
    let made = Command::new("sh")
        .arg(scenario.join("make.sh"))
        .arg(into)
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}: make.sh failed: {}",
        scenario.display(),
        String::from_utf8_lossy(&made.stderr)
    );
}
