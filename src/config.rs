//! `contract-watch.toml`: the repository's file, then `$XDG_CONFIG_HOME/contract-watch/config.toml`,
//! then built-in defaults. `CONTRACT_WATCH_ENGINE` overrides the engine for one run.

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use crate::engine::EngineChoice;

/// A configuration file that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{path}: {message}")]
    Invalid { path: String, message: String },
    #[error("CONTRACT_WATCH_ENGINE: {0}")]
    Env(String),
}

/// One configuration file's keys; every key optional so files layer.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    engine: Option<EngineChoice>,
    ripwire: Option<PathBuf>,
    engine_timeout_ms: Option<u64>,
    caller_cap: Option<usize>,
}

/// The effective configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// `auto` (ripwire when found, else builtin), `builtin` or `ripwire`.
    pub engine: EngineChoice,
    /// ripwire's path; `None` looks it up on PATH.
    pub ripwire: Option<PathBuf>,
    /// How long one engine call may take.
    pub engine_timeout: Duration,
    /// How many callers a message names before counting the rest.
    pub caller_cap: usize,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            engine: EngineChoice::Auto,
            ripwire: None,
            engine_timeout: Duration::from_secs(20),
            caller_cap: 10,
        }
    }
}

impl Config {
    /// Load the configuration for the repository at `root` (None: no repository).
    pub fn load(root: Option<&Path>) -> Result<Config, ConfigError> {
        let mut layers = Vec::new();
        if let Some(root) = root {
            layers.push(root.join("contract-watch.toml"));
        }
        if let Some(dir) = xdg_config_home() {
            layers.push(dir.join("contract-watch").join("config.toml"));
        }
        let mut cfg = Config::default();
        // Lowest precedence first.
        for path in layers.iter().rev() {
            if let Some(file) = read(path)? {
                cfg.apply(file, path)?;
            }
        }
        if let Ok(v) = std::env::var("CONTRACT_WATCH_ENGINE") {
            if !v.is_empty() {
                cfg.engine = v.parse().map_err(ConfigError::Env)?;
            }
        }
        Ok(cfg)
    }

    fn apply(&mut self, f: File, path: &Path) -> Result<(), ConfigError> {
        if let Some(e) = f.engine {
            self.engine = e;
        }
        if let Some(p) = f.ripwire {
            // A relative ripwire path is relative to the file that names it.
            self.ripwire = Some(if p.is_relative() {
                path.parent().map(|d| d.join(&p)).unwrap_or(p)
            } else {
                p
            });
        }
        if let Some(ms) = f.engine_timeout_ms {
            if ms == 0 {
                return Err(ConfigError::Invalid {
                    path: path.display().to_string(),
                    message: "engine_timeout_ms must be above 0".into(),
                });
            }
            self.engine_timeout = Duration::from_millis(ms);
        }
        if let Some(cap) = f.caller_cap {
            if cap == 0 {
                return Err(ConfigError::Invalid {
                    path: path.display().to_string(),
                    message: "caller_cap must be at least 1".into(),
                });
            }
            self.caller_cap = cap;
        }
        Ok(())
    }

    /// Engine options for one measurement.
    pub fn engine_options(&self) -> crate::engine::Options {
        crate::engine::Options {
            engine: self.engine,
            ripwire_path: self.ripwire.clone(),
            timeout: self.engine_timeout,
            ..Default::default()
        }
    }
}

fn xdg_config_home() -> Option<PathBuf> {
    match std::env::var_os("XDG_CONFIG_HOME") {
        Some(v) if !v.is_empty() => Some(PathBuf::from(v)),
        _ => std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")),
    }
}

fn read(path: &Path) -> Result<Option<File>, ConfigError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(ConfigError::Invalid {
                path: path.display().to_string(),
                message: e.to_string(),
            })
        }
    };
    toml::from_str(&text)
        .map(Some)
        .map_err(|e| ConfigError::Invalid {
            path: path.display().to_string(),
            message: e.message().to_string(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repository_file_sets_keys_and_rejects_unknown_ones() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("contract-watch.toml"),
            "engine = \"builtin\"\nengine_timeout_ms = 1500\ncaller_cap = 4\n",
        )
        .unwrap();
        let f = read(&dir.path().join("contract-watch.toml"))
            .unwrap()
            .unwrap();
        let mut c = Config::default();
        c.apply(f, &dir.path().join("contract-watch.toml")).unwrap();
        assert_eq!(c.engine, EngineChoice::Builtin);
        assert_eq!(c.engine_timeout, Duration::from_millis(1500));
        assert_eq!(c.caller_cap, 4);

        std::fs::write(dir.path().join("bad.toml"), "engin = \"builtin\"\n").unwrap();
        let e = read(&dir.path().join("bad.toml")).unwrap_err().to_string();
        assert!(e.contains("unknown field"), "{e}");
        std::fs::write(dir.path().join("bad2.toml"), "engine = \"gpt\"\n").unwrap();
        assert!(read(&dir.path().join("bad2.toml")).is_err());
    }

    #[test]
    fn the_shipped_example_file_parses() {
        let text = include_str!("../contract-watch.toml");
        let f: File = toml::from_str(text).unwrap();
        let mut c = Config::default();
        c.apply(f, Path::new("contract-watch.toml")).unwrap();
        assert_eq!(c, Config::default());
    }
}
