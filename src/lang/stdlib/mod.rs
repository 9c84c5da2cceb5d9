//! What each language's standard library defines under a name: the argument counts its
//! functions and methods of that name accept. The builtin engine uses it for one thing only
//! (SPEC §4): a call matched to the target by name alone is not flagged "do not match" when a
//! same-named standard-library function or method takes its arguments (`ctx.measureText(x)`,
//! `d.copy()`, `dec.Decode(&v)`, `s.trim().contains(x)`).
//!
//! The data is generated from the official sources by `src/lang/stdlib/generate.sh` (see the
//! README there) and embedded in the binary. One line per name, sorted:
//! `name spec…`, each spec `lo-hi` (takes `lo` to `hi` arguments) or `lo+` (variadic), the
//! specs of a name's definitions merged where they overlap. A method's implicit receiver is
//! left out of its counts: `lo-hi` counts what a call through an instance writes, and the
//! same call through the type (`dict.copy(d)`) passes one more, which the range also admits.

use memchr::memmem;

use super::Family;

const GO: &str = include_str!("go.txt");
const JAVA: &str = include_str!("java.txt");
const JS: &str = include_str!("js.txt");
const PYTHON: &str = include_str!("python.txt");
const RUST: &str = include_str!("rust.txt");
const RUBY: &str = include_str!("ruby.txt");

/// The data of a family (`None`: no standard-library knowledge, e.g. PHP). Ruby's is generated
/// by the Ruby interpreter itself from its loaded classes (`ruby.rb` beside this file).
fn data(family: Family) -> Option<&'static str> {
    Some(match family {
        Family::Go => GO,
        Family::Java => JAVA,
        Family::Js => JS,
        Family::Python => PYTHON,
        Family::Rust => RUST,
        Family::Ruby => RUBY,
        Family::Php | Family::Swift => return None,
    })
}

/// The specs line of `name` in `data`, if the standard library defines it. Every line follows
/// a newline (the data starts with a header line), so a search for `\nname ` finds it.
fn line_of<'d>(data: &'d str, name: &str) -> Option<&'d str> {
    if name.is_empty() || name.contains(|c: char| c.is_whitespace()) {
        return None;
    }
    let needle = format!("\n{name} ");
    let at = memmem::find(data.as_bytes(), needle.as_bytes())?;
    let rest = &data[at + needle.len()..];
    Some(rest.split('\n').next().unwrap_or(rest))
}

/// Whether one spec (`lo-hi` or `lo+`) takes `args` arguments.
fn spec_takes(spec: &str, args: usize) -> bool {
    if let Some(lo) = spec.strip_suffix('+') {
        return lo.parse::<usize>().is_ok_and(|lo| args >= lo);
    }
    let Some((lo, hi)) = spec.split_once('-') else {
        return false;
    };
    match (lo.parse::<usize>(), hi.parse::<usize>()) {
        (Ok(lo), Ok(hi)) => (lo..=hi).contains(&args),
        _ => false,
    }
}

/// Whether the standard library of `family` has a function or method `name` that takes a call
/// with `args` arguments.
pub fn accepts(family: Family, name: &str, args: usize) -> bool {
    data(family)
        .and_then(|d| line_of(d, name))
        .is_some_and(|specs| specs.split(' ').any(|s| spec_takes(s, args)))
}

/// Whether the standard library of `family` defines a function or method `name` at all.
pub fn defines(family: Family, name: &str) -> bool {
    data(family).and_then(|d| line_of(d, name)).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_read_ranges_and_variadics() {
        assert!(spec_takes("1-2", 1) && spec_takes("1-2", 2));
        assert!(!spec_takes("1-2", 0) && !spec_takes("1-2", 3));
        assert!(spec_takes("2+", 7) && !spec_takes("2+", 1));
        assert!(!spec_takes("junk", 0));
    }

    #[test]
    fn lookup_finds_whole_names_only() {
        let data = "# header\nab 0-1\nabc 2-2 4+\n";
        assert_eq!(line_of(data, "abc"), Some("2-2 4+"));
        assert_eq!(line_of(data, "ab"), Some("0-1"));
        assert_eq!(line_of(data, "b"), None);
        assert_eq!(line_of(data, "a b"), None);
    }

    #[test]
    fn every_line_is_well_formed_and_sorted() {
        for family in [
            Family::Go,
            Family::Java,
            Family::Js,
            Family::Python,
            Family::Rust,
        ] {
            let d = data(family).expect("data");
            assert!(d.starts_with('#'), "{family:?}: a header line first");
            let mut last = "";
            for line in d.lines().skip(1) {
                let mut parts = line.split(' ');
                let name = parts.next().unwrap_or("");
                assert!(!name.is_empty() && name > last, "{family:?}: {line}");
                last = name;
                for spec in parts {
                    assert!(
                        spec_takes(spec, 0) || spec.contains(['-', '+']),
                        "{family:?}: {line}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_standard_libraries_know_their_usual_suspects() {
        // One real method or function per language, with its real arity (issue 10's cases).
        assert!(accepts(Family::Js, "measureText", 1));
        assert!(!accepts(Family::Js, "measureText", 3));
        assert!(accepts(Family::Python, "copy", 0));
        assert!(accepts(Family::Go, "Decode", 1));
        assert!(accepts(Family::Java, "contains", 1));
        assert!(accepts(Family::Java, "trim", 0));
        assert!(accepts(Family::Rust, "contains", 1));
        assert!(!defines(Family::Php, "strlen"));
        assert!(!defines(Family::Go, "surelyNotAStandardLibraryName"));
    }
}
