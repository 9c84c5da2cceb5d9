//! One shell word from a tree-sitter-bash node: its literal value when it has no expansion.

use tree_sitter::Node;

#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Word {
    /// The value after quote removal (partial when `lit` is false).
    pub text: String,
    /// No parameter, command or arithmetic expansion inside: `text` is exactly what runs.
    pub lit: bool,
    /// An unquoted `*`, `?`, `[` or brace: pathname or brace expansion may change the word.
    pub glob: bool,
    /// The word as written.
    pub raw: String,
}

impl Word {
    pub fn lit(s: &str) -> Word {
        Word {
            text: s.to_string(),
            lit: true,
            glob: false,
            raw: s.to_string(),
        }
    }

    /// The word as an argument: its value, or as written when it is not literal.
    pub fn arg(&self) -> String {
        if self.lit {
            self.text.clone()
        } else {
            self.raw.clone()
        }
    }
}

pub(super) fn decode_word(node: Node, src: &str) -> Word {
    let raw = node.utf8_text(src.as_bytes()).unwrap_or("").to_string();
    let mut w = Word {
        text: String::new(),
        lit: true,
        glob: false,
        raw,
    };
    decode_into(node, src, &mut w);
    w
}

fn decode_into(node: Node, src: &str, w: &mut Word) {
    let text = node.utf8_text(src.as_bytes()).unwrap_or("");
    match node.kind() {
        "command_name" | "concatenation" => {
            let mut c = node.walk();
            let mut pos = node.start_byte();
            for child in node.children(&mut c) {
                // Bytes tree-sitter left between children are plain text.
                if child.start_byte() > pos {
                    if let Some(gap) = src.get(pos..child.start_byte()) {
                        unquoted(gap, w);
                    }
                }
                if child.is_named() {
                    decode_into(child, src, w);
                } else {
                    unquoted(child.utf8_text(src.as_bytes()).unwrap_or(""), w);
                }
                pos = child.end_byte();
            }
        }
        "word" | "number" => unquoted(text, w),
        "raw_string" => {
            let inner = text
                .strip_prefix('\'')
                .and_then(|t| t.strip_suffix('\''))
                .unwrap_or(text);
            w.text.push_str(inner);
        }
        "string" | "translated_string" => {
            let t = text.strip_prefix('$').unwrap_or(text);
            let mut c = node.walk();
            let plain = node
                .named_children(&mut c)
                .all(|n| n.kind() == "string_content");
            if !plain {
                w.lit = false;
            }
            match shell_words::split(t) {
                Ok(parts) if plain => {
                    for p in parts {
                        w.text.push_str(&p);
                    }
                }
                // Broken quoting (a parser recovering from an error): the text as it stands.
                _ => w.text.push_str(t.trim_matches('"')),
            }
        }
        "ansi_c_string" => {
            let inner = text
                .strip_prefix("$'")
                .and_then(|t| t.strip_suffix('\''))
                .unwrap_or(text);
            ansi_c(inner, w);
        }
        "brace_expression" => {
            w.glob = true;
            w.text.push_str(text);
        }
        "simple_expansion"
        | "expansion"
        | "command_substitution"
        | "process_substitution"
        | "arithmetic_expansion" => {
            w.lit = false;
            w.text.push_str(text);
        }
        // Anything else (an ERROR node around odd syntax): plain text unless it expands.
        _ => {
            if text.contains(['$', '`']) || text.contains("<(") || text.contains(">(") {
                w.lit = false;
                w.text.push_str(text);
            } else {
                unquoted(text, w);
            }
        }
    }
}

/// An unquoted piece of a word: backslash escapes one character; globs are noted.
fn unquoted(text: &str, w: &mut Word) {
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let Some(n) = chars.next() {
                    if n != '\n' {
                        w.text.push(n);
                    }
                }
            }
            '*' | '?' | '[' | '{' => {
                w.glob = true;
                w.text.push(c);
            }
            _ => w.text.push(c),
        }
    }
}

/// The body of `$'…'`.
fn ansi_c(inner: &str, w: &mut Word) {
    let mut chars = inner.chars().peekable();
    let mut bytes: Vec<u8> = Vec::new();
    let push = |c: char, bytes: &mut Vec<u8>| {
        let mut buf = [0u8; 4];
        bytes.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
    };
    while let Some(c) = chars.next() {
        if c != '\\' {
            push(c, &mut bytes);
            continue;
        }
        let Some(e) = chars.next() else {
            push('\\', &mut bytes);
            break;
        };
        match e {
            'a' => bytes.push(7),
            'b' => bytes.push(8),
            'e' | 'E' => bytes.push(27),
            'f' => bytes.push(12),
            'n' => bytes.push(b'\n'),
            'r' => bytes.push(b'\r'),
            't' => bytes.push(b'\t'),
            'v' => bytes.push(11),
            '\\' | '\'' | '"' | '?' => push(e, &mut bytes),
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|d| d.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                bytes.push((v & 0xff) as u8);
            }
            'x' | 'u' | 'U' => {
                let max = match e {
                    'x' => 2,
                    'u' => 4,
                    _ => 8,
                };
                let mut v: u32 = 0;
                let mut n = 0;
                while n < max {
                    match chars.peek().and_then(|d| d.to_digit(16)) {
                        Some(d) => {
                            v = v.wrapping_mul(16).wrapping_add(d);
                            chars.next();
                            n += 1;
                        }
                        None => break,
                    }
                }
                if n == 0 {
                    push('\\', &mut bytes);
                    push(e, &mut bytes);
                } else if e == 'x' {
                    bytes.push((v & 0xff) as u8);
                } else {
                    push(char::from_u32(v).unwrap_or('\u{fffd}'), &mut bytes);
                }
            }
            'c' => {
                if let Some(x) = chars.next() {
                    bytes.push((x as u32 & 0x1f) as u8);
                }
            }
            other => {
                push('\\', &mut bytes);
                push(other, &mut bytes);
            }
        }
    }
    w.text.push_str(&String::from_utf8_lossy(&bytes));
}
