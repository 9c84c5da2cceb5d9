//! `contract-watch.toml`: the repository's file, then `$XDG_CONFIG_HOME/contract-watch/config.toml`,
//! then built-in defaults. `CONTRACT_WATCH_ENGINE` overrides the engine for one run.

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use crate::engine::EngineChoice;

/// A configuration file that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// A file that does not parse, or a key with a value it cannot take: where, which key, and
    /// what would be right.
    #[error("{path}:{line}:{column}: {message}")]
    At {
        path: String,
        line: usize,
        column: usize,
        /// The key at fault, when one is.
        key: Option<String>,
        message: String,
    },
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("CONTRACT_WATCH_ENGINE: {0}")]
    Env(String),
}

/// Every key a configuration file may hold, what it takes in plain words, and an example.
pub const KEYS: &[(&str, &str, &str)] = &[
    (
        "engine",
        "one of auto, builtin or ripwire",
        "engine = \"builtin\"",
    ),
    (
        "ripwire",
        "the path of the ripwire program, in quotes",
        "ripwire = \"/usr/local/bin/ripwire\"",
    ),
    (
        "engine_timeout_ms",
        "a whole number of milliseconds above 0",
        "engine_timeout_ms = 20000",
    ),
    (
        "caller_cap",
        "a whole number of at least 1",
        "caller_cap = 10",
    ),
    ("index", "true or false", "index = false"),
];

/// One configuration file's keys; every key optional so files layer.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    engine: Option<EngineChoice>,
    ripwire: Option<PathBuf>,
    engine_timeout_ms: Option<toml::Spanned<u64>>,
    caller_cap: Option<toml::Spanned<usize>>,
    index: Option<bool>,
}

/// What the file at `path` holds at its byte range `span`, and that position as line and column.
struct Place<'a> {
    path: &'a Path,
    shown: &'a str,
    text: &'a str,
}

impl Place<'_> {
    fn error(
        &self,
        span: Option<std::ops::Range<usize>>,
        key: Option<&str>,
        message: String,
    ) -> ConfigError {
        let start = span.map(|s| s.start).unwrap_or(0).min(self.text.len());
        let before = &self.text[..start];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        ConfigError::At {
            path: self.shown.to_string(),
            line,
            column,
            key: key.map(str::to_string),
            message,
        }
    }

    /// Whether the line of byte `at` reads `key =` with nothing after the `=`.
    fn value_missing(&self, at: usize) -> bool {
        let at = at.min(self.text.len());
        let line_start = self.text[..at].rfind('\n').map_or(0, |i| i + 1);
        let line = self.text[line_start..].lines().next().unwrap_or("");
        line.split_once('=')
            .is_some_and(|(_, v)| v.split('#').next().unwrap_or("").trim().is_empty())
    }

    /// The key written on the line of byte `at` (`key = value`).
    fn key_at(&self, at: usize) -> Option<String> {
        let at = at.min(self.text.len());
        let line_start = self.text[..at].rfind('\n').map_or(0, |i| i + 1);
        let line = self.text[line_start..].lines().next()?;
        let (k, _) = line.split_once('=')?;
        let k = k.trim().trim_matches('"');
        (!k.is_empty()).then(|| k.to_string())
    }
}

/// The sentence for a key whose value is wrong: what was written, what it takes, an example.
fn wrong_value(key: &str, found: &str) -> String {
    match KEYS.iter().find(|(k, _, _)| *k == key) {
        Some((_, takes, example)) => {
            format!("{key} = {found}: {key} takes {takes}; write it like {example}")
        }
        None => unknown_key(key),
    }
}

fn unknown_key(key: &str) -> String {
    let names: Vec<&str> = KEYS.iter().map(|(k, _, _)| *k).collect();
    format!(
        "unknown key '{key}'; the keys are {} (contract-watch.toml in contract-watch's repository documents each)",
        names.join(", ")
    )
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
    /// Use the warm index (`index = false`, or `CONTRACT_WATCH_INDEX=off` for one run, measure
    /// without it).
    pub index: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            engine: EngineChoice::Auto,
            ripwire: None,
            engine_timeout: Duration::from_secs(20),
            caller_cap: 10,
            index: true,
        }
    }
}

impl Config {
    /// Load the configuration for the repository at `root` (None: no repository).
    pub fn load(root: Option<&Path>) -> Result<Config, ConfigError> {
        // (file, how errors name it): the repository's file by its name in the repository.
        let mut layers = Vec::new();
        if let Some(root) = root {
            layers.push((
                root.join("contract-watch.toml"),
                "contract-watch.toml".to_string(),
            ));
        }
        if let Some(dir) = xdg_config_home() {
            let p = dir.join("contract-watch").join("config.toml");
            let shown = p.display().to_string();
            layers.push((p, shown));
        }
        let mut cfg = Config::default();
        // Lowest precedence first.
        for (path, shown) in layers.iter().rev() {
            if let Some(text) = read_text(path)? {
                let place = Place {
                    path,
                    shown,
                    text: &text,
                };
                cfg.apply(parse(&place)?, &place)?;
            }
        }
        if let Ok(v) = std::env::var("CONTRACT_WATCH_ENGINE") {
            if !v.is_empty() {
                cfg.engine = v.parse().map_err(ConfigError::Env)?;
            }
        }
        if crate::index::off_by_env() {
            cfg.index = false;
        }
        Ok(cfg)
    }

    fn apply(&mut self, f: File, place: &Place) -> Result<(), ConfigError> {
        let path = place.path;
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
            if *ms.get_ref() == 0 {
                let key = "engine_timeout_ms";
                return Err(place.error(Some(ms.span()), Some(key), wrong_value(key, "0")));
            }
            self.engine_timeout = Duration::from_millis(ms.into_inner());
        }
        if let Some(on) = f.index {
            self.index = on;
        }
        if let Some(cap) = f.caller_cap {
            if *cap.get_ref() == 0 {
                let key = "caller_cap";
                return Err(place.error(Some(cap.span()), Some(key), wrong_value(key, "0")));
            }
            self.caller_cap = cap.into_inner();
        }
        Ok(())
    }

    /// Engine options for one measurement.
    pub fn engine_options(&self) -> crate::engine::Options {
        crate::engine::Options {
            engine: self.engine,
            ripwire_path: self.ripwire.clone(),
            timeout: self.engine_timeout,
            index: self.index,
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

fn read_text(path: &Path) -> Result<Option<String>, ConfigError> {
    match std::fs::read_to_string(path) {
        Ok(t) => Ok(Some(t)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(source) => Err(ConfigError::Read {
            path: path.display().to_string(),
            source,
        }),
    }
}

/// Parse one file, turning toml's and serde's words into the key, the place and what to write.
fn parse(place: &Place) -> Result<File, ConfigError> {
    toml::from_str(place.text).map_err(|e| {
        let span = e.span();
        let raw = e.message().trim().to_string();
        if let Some(rest) = raw.strip_prefix("unknown field `") {
            let key = rest.split('`').next().unwrap_or_default().to_string();
            return place.error(span, Some(&key), unknown_key(&key));
        }
        let key = span.as_ref().and_then(|s| place.key_at(s.start));
        let known = key
            .as_deref()
            .filter(|k| KEYS.iter().any(|(n, _, _)| n == k));
        match (known, &span) {
            (Some(k), Some(s))
                if raw.starts_with("invalid") || raw.starts_with("unknown variant") =>
            {
                let found = place.text.get(s.clone()).unwrap_or("").trim();
                place.error(span.clone(), Some(k), wrong_value(k, found))
            }
            (Some(k), Some(s)) if place.value_missing(s.start) => {
                let example = KEYS.iter().find(|(n, _, _)| *n == k).map_or("", |e| e.2);
                place.error(
                    span.clone(),
                    Some(k),
                    format!("{k} has no value; write it like {example}"),
                )
            }
            (Some(k), _) => {
                let example = KEYS.iter().find(|(n, _, _)| *n == k).map_or("", |e| e.2);
                place.error(
                    span.clone(),
                    Some(k),
                    format!("not valid TOML: {raw}; write it like {example}"),
                )
            }
            _ => place.error(span, key.as_deref(), format!("not valid TOML: {raw}")),
        }
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
        let c = load_one(&dir.path().join("contract-watch.toml")).unwrap();
        assert_eq!(c.engine, EngineChoice::Builtin);
        assert_eq!(c.engine_timeout, Duration::from_millis(1500));
        assert_eq!(c.caller_cap, 4);
        assert!(c.index && c.engine_options().index);
        std::fs::write(dir.path().join("contract-watch.toml"), "index = false\n").unwrap();
        let c = load_one(&dir.path().join("contract-watch.toml")).unwrap();
        assert!(!c.index && !c.engine_options().index);

        let bad = |text: &str| {
            let p = dir.path().join("bad.toml");
            std::fs::write(&p, text).unwrap();
            load_one(&p)
                .unwrap_err()
                .to_string()
                .replace(&dir.path().display().to_string(), "DIR")
        };
        insta::assert_snapshot!(
            "configuration_errors",
            [
                bad("engin = \"builtin\"\n"),
                bad("# c\nengine = \"magic\"\n"),
                bad("caller_cap = \"ten\"\n"),
                bad("engine = \"auto\"\nengine_timeout_ms = 0\n"),
                bad("caller_cap = 0\n"),
                bad("engine = auto\n"),
                bad("ripwire = 3\n"),
                bad("index = \"off\"\n"),
            ]
            .join("\n")
        );
    }

    fn load_one(path: &Path) -> Result<Config, ConfigError> {
        let text = read_text(path)?.unwrap();
        let shown = path.display().to_string();
        let place = Place {
            path,
            shown: &shown,
            text: &text,
        };
        let mut c = Config::default();
        c.apply(parse(&place)?, &place)?;
        Ok(c)
    }

    #[test]
    fn the_shipped_example_file_parses() {
        let text = include_str!("../contract-watch.toml");
        let place = Place {
            path: Path::new("contract-watch.toml"),
            shown: "contract-watch.toml",
            text,
        };
        let mut c = Config::default();
        c.apply(parse(&place).unwrap(), &place).unwrap();
        assert_eq!(c, Config::default());
    }
}
