//! The external ripwire engine: `ripwire . --edit-check=<selector>` run by argv with the
//! repository root as the working directory, under a timeout, its XML read by [`super::xml`].
//!
//! The engine runs in its own process group; at the timeout the whole group is killed and the
//! answer is a timeout at once, whether or not something in it still holds the output pipes.
//! Its output is capped ([`OUTPUT_CAP`]) and parsed only while the deadline has not passed.

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Instant;

use wait_timeout::ChildExt;

use super::{xml, EngineKind, Options, Report, Selector};

/// Why ripwire gave no report.
#[derive(Debug, thiserror::Error)]
pub enum RipwireError {
    #[error("not found (looked in {looked}); install it or set engine = \"builtin\"")]
    Missing { looked: String },
    #[error("could not start {bin}: {source}")]
    Spawn { bin: String, source: std::io::Error },
    #[error("no answer within {secs} s; it was stopped")]
    Timeout { secs: u64 },
    #[error("exited with {status}{}", if stderr.is_empty() { String::new() } else { format!(": {stderr}") })]
    Crashed { status: String, stderr: String },
    #[error("printed something that is not an edit-check report ({0})")]
    Garbage(#[source] crate::git::Cause),
    #[error("does not index {path}")]
    Unindexed { path: String, message: String },
    #[error("refused: {message}")]
    Refused { message: String },
}

/// ripwire's path: the configured one when it is an executable file, else `ripwire` on PATH.
pub fn locate(configured: Option<&Path>) -> Option<PathBuf> {
    if let Some(p) = configured {
        return is_executable(p).then(|| p.to_path_buf());
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join("ripwire"))
        .find(|p| is_executable(p))
}

fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p)
        .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        .unwrap_or(false)
}

/// Run ripwire for `sel` in `root`: the repository's root as the caller opened it (or the
/// directory measured when there is no repository). ripwire runs there, with `.` as its root.
pub fn measure(
    bin: &Path,
    root: &Path,
    sel: &Selector,
    opts: &Options,
) -> Result<Report, RipwireError> {
    let deadline = Instant::now() + opts.timeout;
    let timeout = || RipwireError::Timeout {
        secs: opts.timeout.as_secs().max(1),
    };
    // Its own process group: at the deadline the whole group goes, not just the direct child
    // (a grandchild keeping stdout open must not hold the hook until it exits).
    let mut child = Command::new(bin)
        .arg(".")
        .arg(format!("--edit-check={sel}"))
        .current_dir(root)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(|e| RipwireError::Spawn {
            bin: bin.display().to_string(),
            source: e,
        })?;
    let group = Group(child.id());
    // Drain both pipes on threads (a chatty engine cannot block on a full pipe), each capped;
    // the answers arrive over channels so that nothing here waits for EOF past the deadline.
    let out_rx = drain(child.stdout.take(), OUTPUT_CAP);
    let err_rx = drain(child.stderr.take(), STDERR_CAP);
    let remaining = deadline.saturating_duration_since(Instant::now());
    let status = match child.wait_timeout(remaining) {
        Ok(Some(s)) => s,
        Ok(None) => {
            group.kill();
            let _ = child.wait();
            return Err(timeout());
        }
        Err(e) => {
            group.kill();
            let _ = child.wait();
            return Err(RipwireError::Crashed {
                status: "an unknown status".into(),
                stderr: e.to_string(),
            });
        }
    };
    // The engine has exited; whatever it left running in its group goes with it, so the pipes
    // reach EOF now rather than when a stray child decides to exit.
    group.kill();
    let collect = |rx: Receiver<Drained>| -> Result<Drained, RipwireError> {
        let left = deadline.saturating_duration_since(Instant::now());
        rx.recv_timeout(left).map_err(|_| timeout())
    };
    let stdout = collect(out_rx)?;
    let stderr = collect(err_rx)?;
    if stdout.capped {
        return Err(RipwireError::Garbage(
            format!("more than {} MiB of output", OUTPUT_CAP >> 20).into(),
        ));
    }
    // Parsing starts only inside the deadline (the output is capped, so it ends soon after).
    if Instant::now() >= deadline {
        return Err(timeout());
    }
    interpret(status.code(), &stdout.bytes, &stderr.bytes)
}

/// The most stdout ripwire may print (a report for one symbol is a few KiB).
const OUTPUT_CAP: usize = 16 << 20;
/// The most stderr kept (only its first line is shown).
const STDERR_CAP: usize = 64 << 10;

/// What one pipe gave: its bytes (up to the cap) and whether there was more.
struct Drained {
    bytes: Vec<u8>,
    capped: bool,
}

/// Reads `pipe` on a thread up to `cap` bytes; the result arrives on the returned channel.
fn drain<R: Read + Send + 'static>(pipe: Option<R>, cap: usize) -> Receiver<Drained> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let mut capped = false;
        if let Some(p) = pipe {
            let mut limited = p.take(cap as u64 + 1);
            let _ = limited.read_to_end(&mut bytes);
            if bytes.len() > cap {
                bytes.truncate(cap);
                capped = true;
            }
        }
        let _ = tx.send(Drained { bytes, capped });
    });
    rx
}

/// A process group (led by the engine, which `process_group(0)` made its leader).
struct Group(u32);

impl Group {
    /// SIGKILL to every process of the group (no effect once it is empty).
    fn kill(&self) {
        let Ok(pgid) = libc::pid_t::try_from(self.0) else {
            return;
        };
        // SAFETY: kill(2) with a negative pid signals that process group; no memory is shared.
        unsafe {
            libc::kill(-pgid, libc::SIGKILL);
        }
    }
}

/// Map one ripwire run (exit code, stdout, stderr) to a report or a defined failure.
pub fn interpret(code: Option<i32>, stdout: &[u8], stderr: &[u8]) -> Result<Report, RipwireError> {
    let stderr_line = String::from_utf8_lossy(stderr)
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim()
        .to_string();
    match code {
        Some(0) => {
            let text = std::str::from_utf8(stdout)
                .map_err(|_| RipwireError::Garbage("output is not UTF-8".into()))?;
            xml::parse(text, EngineKind::Ripwire).map_err(|e| RipwireError::Garbage(e.into()))
        }
        Some(1) => {
            let message = stderr_line
                .strip_prefix("ripwire: ")
                .unwrap_or(&stderr_line)
                .to_string();
            if let Some(path) = unindexed_path(&message) {
                return Err(RipwireError::Unindexed { path, message });
            }
            if message.is_empty() {
                return Err(RipwireError::Crashed {
                    status: "exit status 1".into(),
                    stderr: String::new(),
                });
            }
            Err(RipwireError::Refused { message })
        }
        Some(c) => Err(RipwireError::Crashed {
            status: format!("exit status {c}"),
            stderr: stderr_line,
        }),
        None => Err(RipwireError::Crashed {
            status: "a signal".into(),
            stderr: stderr_line,
        }),
    }
}

/// `... (no indexed file matches 'src/money.php' — ...` → `src/money.php`.
fn unindexed_path(message: &str) -> Option<String> {
    let start = message.find("no indexed file matches '")? + "no indexed file matches '".len();
    let rest = &message[start..];
    let end = rest.find('\'')?;
    Some(rest[..end].to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_and_crashes_are_told_apart() {
        let e = interpret(Some(1), b"", b"ripwire: --edit-check symbol not found: src/money.php:format_price (no indexed file matches 'src/money.php' \xe2\x80\x94 the PATH half)\n").unwrap_err();
        assert!(matches!(e, RipwireError::Unindexed { ref path, .. } if path == "src/money.php"));
        let e = interpret(
            Some(1),
            b"",
            b"ripwire: --edit-check: 'validate' is ambiguous\n",
        )
        .unwrap_err();
        assert!(matches!(e, RipwireError::Refused { .. }));
        assert!(matches!(
            interpret(Some(139), b"", b"boom"),
            Err(RipwireError::Crashed { .. })
        ));
        assert!(matches!(
            interpret(None, b"", b""),
            Err(RipwireError::Crashed { .. })
        ));
        assert!(matches!(
            interpret(Some(0), b"hello", b""),
            Err(RipwireError::Garbage(_))
        ));
        assert!(matches!(
            interpret(Some(0), b"\xff\xfe", b""),
            Err(RipwireError::Garbage(_))
        ));
    }
}
