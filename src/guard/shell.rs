//! Shells, interpreters and programs that run other commands: what they run is scanned when
//! it can be seen (`bash -c 'text'`, `watch 'text'`, `ssh -o ProxyCommand=…`), and is opaque
//! when it cannot (code given to an interpreter, commands read from stdin or run later).

use super::tables::Interp;
use super::words::Word;
use super::*;

impl Scanner<'_> {
    /// `bash [options] -c 'text' …`, `bash script`, `bash` reading stdin.
    pub(super) fn shell(&mut self, base: &str, rest: &[Word], ex: &Exec) {
        let mut c_mode = false;
        let mut stdin_mode = false;
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            if !w.lit {
                break;
            }
            let t = w.text.as_str();
            if t == "--" || t == "-" {
                i += 1;
                break;
            }
            if matches!(t, "--version" | "--help") {
                return;
            }
            if matches!(t, "--rcfile" | "--init-file") {
                self.opaque(format!("{base} {t} reads a startup file"));
                i += 2;
                continue;
            }
            if t.starts_with("--") {
                if t == "--command" {
                    c_mode = true;
                }
                i += 1;
                continue;
            }
            if (t.starts_with('-') || t.starts_with('+')) && t.len() > 1 {
                let flags = &t[1..];
                if flags.contains('c') {
                    c_mode = true;
                }
                if flags.contains('s') {
                    stdin_mode = true;
                }
                if t.starts_with('-') && flags.contains('n') && !flags.contains(['o', 'O']) {
                    return; // -n: read commands, run none
                }
                // `-o name` / `-O name` take the next word.
                let takes = flags.matches(['o', 'O']).count();
                i += 1 + takes;
                continue;
            }
            break;
        }
        let operand = rest.get(i);
        if c_mode {
            match operand {
                Some(text) => {
                    if ex.xargs.is_some() {
                        self.opaque(format!("xargs feeds unknown input to {base} -c"));
                    }
                    self.nested_word(text, ex, base);
                }
                None => self.opaque(format!("{base} -c without a command")),
            }
            return;
        }
        if operand.is_some() && !stdin_mode {
            self.opaque(format!(
                "runs a script file: {base} {}",
                clip(&operand.map(|w| w.raw.clone()).unwrap_or_default())
            ));
            return;
        }
        self.opaque(format!("{base} reads commands from stdin"));
        if let Some(body) = &ex.stdin {
            self.nested(body, ex);
        }
    }

    pub(super) fn su(&mut self, rest: &[Word], ex: &Exec) {
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            if t == "-c" || t == "--command" {
                if let Some(cmd) = rest.get(i + 1) {
                    self.nested_word(cmd, ex, "su -c");
                }
                return;
            }
            if let Some(cmd) = t.strip_prefix("--command=") {
                let mut word = w.clone();
                word.text = cmd.to_string();
                self.nested_word(&word, ex, "su -c");
                return;
            }
            i += 1;
        }
        self.opaque("su starts a shell reading stdin");
    }

    pub(super) fn script(&mut self, rest: &[Word], ex: &Exec) {
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            if w.text == "-c" || w.text == "--command" {
                if let Some(cmd) = rest.get(i + 1) {
                    self.nested_word(cmd, ex, "script -c");
                }
                return;
            }
            i += 1;
        }
        self.opaque("script starts a shell reading stdin");
    }

    /// `find … -exec cmd … ;`: the command runs per file, in directories the guard cannot know.
    pub(super) fn find(&mut self, rest: &[Word], ex: &Exec) {
        let mut i = 0;
        while i < rest.len() {
            let t = rest.get(i).map(|w| w.text.as_str()).unwrap_or("");
            if matches!(t, "-exec" | "-execdir" | "-ok" | "-okdir") {
                let start = i + 1;
                let mut end = start;
                while end < rest.len()
                    && !matches!(rest.get(end).map(|w| w.text.as_str()), Some(";" | "+"))
                {
                    end += 1;
                }
                let sub: Vec<Word> = rest.get(start..end).unwrap_or(&[]).to_vec();
                if self.yields_anything(sub, ex) {
                    self.opaque(format!("find {t} runs git or a shell per file"));
                }
                i = end;
            }
            i += 1;
        }
    }

    /// `watch [options] cmd…`: joined with spaces and given to `sh -c` (unless `-x`).
    pub(super) fn watch(&mut self, rest: Vec<Word>, mut ex: Exec, ctx: &mut Ctx) {
        let mut i = 0;
        let mut exec = false;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            match t {
                "-n" | "--interval" | "-q" | "--equexit" => i += 2,
                "-x" | "--exec" => {
                    exec = true;
                    i += 1
                }
                "--" => {
                    i += 1;
                    break;
                }
                _ if t.starts_with('-') && t.len() > 1 => i += 1,
                _ => break,
            }
        }
        let cmd: Vec<Word> = rest.into_iter().skip(i).collect();
        if cmd.is_empty() {
            return;
        }
        if exec {
            ex.words = cmd;
            ex.no_funcs = true;
            self.run(ex, ctx);
        } else if cmd.iter().all(|w| w.lit) {
            let text = join_text(&cmd);
            self.nested(&text, &ex);
        } else {
            self.opaque("watch runs text that is not literal");
        }
    }

    /// GNU `parallel [options] command ::: args`: like xargs, through a shell.
    pub(super) fn parallel(&mut self, rest: Vec<Word>, mut ex: Exec, ctx: &mut Ctx) {
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            match t {
                "-j" | "--jobs" | "-N" | "-n" | "--max-args" | "-S" | "--sshlogin" | "-a"
                | "--arg-file" | "-d" | "--delimiter" | "-I" | "--joblog" | "--results"
                | "--tmpdir" | "--timeout" | "--delay" | "--colsep" | "-C" => i += 2,
                _ if t.starts_with('-') && t.len() > 1 => i += 1,
                _ => break,
            }
        }
        let cmd: Vec<Word> = rest
            .into_iter()
            .skip(i)
            .take_while(|w| !(w.lit && w.text.starts_with(":::")))
            .collect();
        if cmd.is_empty() {
            self.opaque("parallel takes its commands from its input");
            return;
        }
        // One word holding a whole command (`parallel 'git push {}' ::: a`) is split.
        let words = if cmd.len() == 1 && cmd.iter().all(|w| w.lit && w.text.contains(' ')) {
            match self.split_words(cmd.first()) {
                Some(w) => w,
                None => return,
            }
        } else {
            cmd
        };
        ex.words = words;
        ex.no_funcs = true;
        ex.xargs = Some(Some("{".to_string()));
        self.run(ex, ctx);
    }

    /// Would running `words` find an invocation or an opaque construct? (Nothing is recorded
    /// for the gate; what it does to files and contract-watch is kept for the no-bypass rule.)
    pub(super) fn yields_anything(&mut self, words: Vec<Word>, ex: &Exec) -> bool {
        let saved = std::mem::take(&mut self.out);
        let sub = Exec {
            words,
            env: ex.env.clone(),
            dir: ex.dir.clone(),
            dir_unknown: ex.dir_unknown.clone(),
            no_funcs: true,
            xargs: Some(Some("{}".to_string())),
            stdin: None,
            argv0: None,
        };
        let mut ctx = Ctx::new(&ex.dir);
        self.run(sub, &mut ctx);
        let found = !self.out.is_empty();
        let touches = std::mem::take(&mut self.out.touches);
        self.out = saved;
        for t in touches {
            if !self.out.touches.contains(&t) {
                self.out.touches.push(t);
            }
        }
        found
    }

    /// Scans a word holding shell text (`bash -c WORD`).
    pub(super) fn nested_word(&mut self, w: &Word, ex: &Exec, what: &str) {
        if w.lit {
            self.nested(&w.text, ex);
        } else {
            self.opaque(format!(
                "{what} runs text that is not literal: {}",
                clip(&w.raw)
            ));
        }
    }

    /// Scans shell text run by a new shell started from `ex` (its environment and directory).
    pub(super) fn nested(&mut self, text: &str, ex: &Exec) {
        let mut ctx = Ctx {
            dir: ex.dir.clone(),
            dir_unknown: ex.dir_unknown.clone(),
            oldpwd: None,
            stack: Vec::new(),
            env: ex.env.clone(),
            vars: Vec::new(),
        };
        self.scan_str(text, &mut ctx);
    }

    /// Would the shell text `text` find an invocation or an opaque construct? (Nothing is
    /// recorded.)
    pub(super) fn text_yields(&mut self, text: &str, ex: &Exec) -> bool {
        let saved = std::mem::take(&mut self.out);
        self.nested(text, ex);
        let found = !self.out.is_empty();
        let touches = std::mem::take(&mut self.out.touches);
        self.out = saved;
        self.out.touches.extend(touches);
        found
    }

    /// An interpreter: code on its command line or from stdin is opaque; a script file or a
    /// module is a program (not looked into, like any other).
    pub(super) fn interpreter(&mut self, base: &str, it: &Interp, rest: &[Word], ex: &Exec) {
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            if !w.lit {
                // An option or script from a variable: nothing known.
                self.opaque(format!("{base} with an argument that is not literal"));
                return;
            }
            if t == "--" {
                i += 1;
                break;
            }
            if t == "-" {
                self.code(base, "its program from stdin", ex.stdin.as_deref());
                return;
            }
            if let Some(long) = t
                .strip_prefix("--")
                .map(|l| format!("--{}", l.split('=').next().unwrap_or("")))
            {
                if it.stops_long.contains(&long.as_str()) {
                    return;
                }
                if it.code_long.contains(&long.as_str()) {
                    let code = t
                        .split_once('=')
                        .map(|(_, v)| v.to_string())
                        .or_else(|| rest.get(i + 1).map(|w| w.text.clone()));
                    self.code(base, "code on its command line", code.as_deref());
                    return;
                }
                if it.valued_long.contains(&long.as_str()) && !t.contains('=') {
                    i += 1;
                }
                i += 1;
                continue;
            }
            if t.starts_with('-') && t.len() > 1 && !it.code_long.contains(&t) {
                let cluster = &t[1..];
                let mut next = i + 1;
                for (k, c) in cluster.char_indices() {
                    let tail = &cluster[k + c.len_utf8()..];
                    if it.code.contains(c) {
                        let code = if tail.is_empty() {
                            rest.get(i + 1).map(|w| w.text.clone())
                        } else {
                            Some(tail.to_string())
                        };
                        self.code(base, "code on its command line", code.as_deref());
                        return;
                    }
                    if it.stops.contains(c) {
                        return;
                    }
                    if it.valued.contains(c) {
                        if tail.is_empty() {
                            next = i + 2;
                        }
                        break;
                    }
                }
                i = next;
                continue;
            }
            if t.starts_with('-') && it.code_long.contains(&t) {
                let code = rest.get(i + 1).map(|w| w.text.clone());
                self.code(base, "code on its command line", code.as_deref());
                return;
            }
            if t.starts_with('+') && matches!(base, "vim" | "vi" | "nvim" | "ex" | "view" | "gvim")
            {
                self.code(base, "commands on its command line", Some(&t[1..]));
                return;
            }
            if it.subcommands_code.contains(&t) {
                self.code(
                    base,
                    "code on its command line",
                    rest.get(i + 1).map(|w| w.text.as_str()),
                );
                return;
            }
            // A script or program file: not looked into.
            return;
        }
        if rest.get(i).is_none() && it.stdin {
            self.code(base, "its program from stdin", ex.stdin.as_deref());
        }
    }

    /// Code the guard does not read: opaque, and its text judged for tampering.
    fn code(&mut self, base: &str, what: &str, text: Option<&str>) {
        self.opaque(format!("{base} runs {what}"));
        if let Some(t) = text {
            self.touch_text(t);
        }
    }

    /// `awk PROGRAM` runs commands through `system()`, `| getline` and `print | "cmd"`.
    pub(super) fn awk(&mut self, base: &str, rest: &[Word], ex: &Exec) {
        let mut i = 0;
        let mut program: Option<&Word> = None;
        let mut from_file = false;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            match t {
                "-f" | "--file" | "-i" | "--include" => {
                    from_file = true;
                    i += 2;
                    continue;
                }
                "-v" | "-F" | "--assign" | "--field-separator" => {
                    i += 2;
                    continue;
                }
                "-e" | "--source" => {
                    program = rest.get(i + 1);
                    break;
                }
                "--" => {
                    program = rest.get(i + 1);
                    break;
                }
                _ if t.starts_with('-') && t.len() > 1 => {
                    i += 1;
                    continue;
                }
                _ => {
                    if !from_file {
                        program = Some(w);
                    }
                    break;
                }
            }
        }
        let Some(p) = program else {
            if !from_file {
                self.opaque(format!("{base} without a program"));
            }
            return;
        };
        if !p.lit || p.text.contains("system") || p.text.contains('|') || p.text.contains("ENVIRON")
        {
            self.code(base, "commands from its program", Some(&p.text.clone()));
        } else {
            self.touch_text(&p.text.clone());
        }
        let _ = ex;
    }

    /// `sed SCRIPT`: GNU sed's `e` command and `s///e` flag run commands; `w` writes files.
    pub(super) fn sed(&mut self, base: &str, rest: &[Word], ex: &Exec) {
        let mut i = 0;
        let mut scripts: Vec<Word> = Vec::new();
        let mut files: Vec<Word> = Vec::new();
        let mut explicit = false;
        let mut sandbox = false;
        let mut in_place = false;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            if t == "-e" || t == "--expression" {
                if let Some(s) = rest.get(i + 1) {
                    scripts.push(s.clone());
                }
                explicit = true;
                i += 2;
                continue;
            }
            if let Some(s) = t.strip_prefix("--expression=") {
                let mut x = w.clone();
                x.text = s.to_string();
                scripts.push(x);
                explicit = true;
            } else if t == "-f" || t == "--file" || t == "-l" || t == "--line-length" {
                explicit |= t.contains('f');
                i += 2;
                continue;
            } else if t == "--sandbox" {
                sandbox = true;
            } else if t.starts_with("--in-place") || (t.starts_with("-i") && !t.starts_with("--")) {
                in_place = true;
            } else if t.starts_with('-') && t.len() > 1 {
                if t.starts_with("-e") && !t.starts_with("--") {
                    let mut x = w.clone();
                    x.text = t[2..].to_string();
                    scripts.push(x);
                    explicit = true;
                } else if !t.starts_with("--") && t.contains('i') {
                    in_place = true;
                }
            } else if !explicit && scripts.is_empty() {
                scripts.push(w.clone());
            } else {
                files.push(w.clone());
            }
            i += 1;
        }
        if in_place {
            for f in &files {
                self.touch_write(f, &ex.dir, false);
            }
        }
        for s in &scripts {
            if !s.lit {
                self.code(base, "a script that is not literal", None);
                return;
            }
            self.touch_text(&s.text);
            if !sandbox && sed_executes(&s.text) {
                self.code(base, "commands from its script (the e command)", None);
                return;
            }
        }
    }

    /// `make -f -`, `make --eval=…`, `make -E …`: a makefile from stdin or the command line.
    pub(super) fn make(&mut self, base: &str, rest: &[Word], ex: &Exec) {
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            let next = rest.get(i + 1).map(|w| w.text.as_str());
            // (`make -f - <<EOF`: the parser may not keep a lone `-` before a heredoc; `-f`
            // with nothing after it is read as stdin too.)
            let stdin_file = matches!(t, "-f" | "--file" | "--makefile")
                && (next == Some("-") || next.is_none())
                || matches!(t, "-f-" | "--file=-" | "--makefile=-");
            if stdin_file {
                self.code(base, "a makefile from stdin", ex.stdin.as_deref());
                return;
            }
            if t == "-E"
                || t == "--eval"
                || t.starts_with("--eval=")
                || (t.starts_with("-E") && t.len() > 2)
            {
                self.code(base, "a makefile from its command line", next);
                return;
            }
            if t.starts_with("SHELL=")
                || t.starts_with(".SHELLFLAGS=")
                || t.starts_with("MAKESHELL=")
            {
                self.code(base, "recipes with another shell", Some(t));
                return;
            }
            if t == "--" {
                break;
            }
            i += 1;
        }
    }

    /// Programs that run a command among their arguments with a grammar the guard does not
    /// keep: opaque when any literal suffix of their words, or any quoted text among them,
    /// would run git or something opaque.
    pub(super) fn runner(&mut self, base: &str, rest: &[Word], ex: &Exec) {
        for i in 0..rest.len() {
            let Some(w) = rest.get(i) else { break };
            if !w.lit {
                continue;
            }
            let found = if w.text.contains(char::is_whitespace) {
                let t = w.text.clone();
                self.text_yields(&t, ex)
            } else {
                !w.text.starts_with('-')
                    && !matches!(w.text.as_str(), "." | ".." | "source" | "exec" | "eval")
                    && self.yields_anything(rest[i..].to_vec(), ex)
            };
            if found {
                self.opaque(format!("{base} runs a command the guard does not follow"));
                return;
            }
        }
    }

    /// `gh`, `glab`, `tea`, `jj`: forge and VCS tools that update a remote or move branches.
    pub(super) fn forge_cli(&mut self, base: &str, rest: &[Word], ex: &Exec) {
        let pos: Vec<&str> = rest
            .iter()
            .filter(|w| !w.text.starts_with('-'))
            .map(|w| w.text.as_str())
            .collect();
        let verb = match (base, pos.as_slice()) {
            ("gh", ["pr", "merge", ..])
            | ("gh", ["repo", "sync", ..])
            | ("gh", ["release", "create", ..])
            | ("glab", ["mr", "merge", ..])
            | ("glab", ["repo", "mirror", ..])
            | ("glab", ["release", "create", ..])
            | ("tea", ["pr" | "pulls", "merge", ..])
            | ("jj", ["git", "push", ..]) => Some(Verb::Push),
            ("jj", ["bookmark" | "branch", "set" | "move" | "create", ..])
            | ("jj", ["git", "export", ..]) => Some(Verb::Merge),
            ("gh" | "glab", ["api", ..]) => {
                // An API call that changes something: a method other than GET, or fields.
                let writes = rest.iter().enumerate().any(|(i, w)| {
                    let t = w.text.as_str();
                    let method = if matches!(t, "-X" | "--method") {
                        rest.get(i + 1).map(|m| m.text.to_ascii_uppercase())
                    } else {
                        t.strip_prefix("--method=")
                            .or_else(|| t.strip_prefix("-X"))
                            .filter(|m| !m.is_empty())
                            .map(str::to_ascii_uppercase)
                    };
                    method.is_some_and(|m| m != "GET")
                        || matches!(t, "-f" | "-F" | "--field" | "--raw-field" | "--input")
                });
                writes.then_some(Verb::Push)
            }
            _ => None,
        };
        if let Some(v) = verb {
            self.forge(v, ex);
        }
    }

    /// A push or merge done by a tool other than git, in the command's directory.
    pub(super) fn forge(&mut self, v: Verb, ex: &Exec) {
        if let Some(reason) = &ex.dir_unknown {
            self.opaque(format!("runs where the guard cannot tell: {reason}"));
        }
        self.out.invocations.push(GitInvocation {
            verb: v,
            dir: ex.dir.clone(),
            git_dir: None,
            work_tree: None,
            args: Vec::new(),
            alias: None,
        });
    }

    /// `ssh -o ProxyCommand=…` (and `LocalCommand`, `KnownHostsCommand`) runs here; the remote
    /// command runs on another machine and is not followed.
    pub(super) fn ssh(&mut self, _base: &str, rest: &[Word], ex: &Exec) {
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            let opt = if t == "-o" {
                i += 1;
                rest.get(i).cloned()
            } else if let Some(o) = t.strip_prefix("-o") {
                let mut x = w.clone();
                x.text = o.to_string();
                Some(x)
            } else if t == "-F" {
                i += 1;
                if rest.get(i).is_some_and(|f| f.text != "/dev/null") {
                    self.opaque("ssh reads a configuration file that may run commands");
                }
                None
            } else {
                None
            };
            if let Some(o) = opt {
                let (k, v) = match o.text.split_once(['=', ' ']) {
                    Some((k, v)) => (k.trim().to_ascii_lowercase(), v.trim().to_string()),
                    None => (o.text.to_ascii_lowercase(), String::new()),
                };
                if matches!(
                    k.as_str(),
                    "proxycommand" | "localcommand" | "knownhostscommand" | "match"
                ) {
                    if o.lit {
                        let mut x = o.clone();
                        x.text = v;
                        self.nested_word(&x, ex, "ssh");
                    } else {
                        self.opaque("ssh runs a command that is not literal");
                    }
                }
            }
            i += 1;
        }
    }

    /// `tar` options whose value is a command tar runs.
    pub(super) fn tar(&mut self, rest: &[Word], ex: &Exec) {
        const EXEC: &[&str] = &[
            "--checkpoint-action",
            "--to-command",
            "--use-compress-program",
            "--info-script",
            "--new-volume-script",
            "--rsh-command",
            "--rmt-command",
        ];
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            let (name, inline) = match t.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (t, None),
            };
            let value = if let Some(o) =
                wrappers::long_option(name, EXEC).filter(|_| name.starts_with("--"))
            {
                let v = inline.map(str::to_string).or_else(|| {
                    i += 1;
                    rest.get(i).map(|w| w.text.clone())
                });
                v.map(|v| {
                    if o == "--checkpoint-action" {
                        v.strip_prefix("exec=")
                            .map(str::to_string)
                            .unwrap_or_default()
                    } else {
                        v
                    }
                })
            } else if matches!(t, "-I" | "-F") {
                i += 1;
                rest.get(i).map(|w| w.text.clone())
            } else {
                None
            };
            if let Some(v) = value.filter(|v| !v.is_empty()) {
                if w.lit {
                    self.nested(&v, ex);
                } else {
                    self.opaque("tar runs a command that is not literal");
                }
            }
            i += 1;
        }
    }

    /// `zip -TT cmd` / `--unzip-command`, `rsync -e cmd` / `--rsh`: a command they run here.
    pub(super) fn command_options(&mut self, base: &str, rest: &[Word], ex: &Exec) {
        let (short, long): (&str, &[&str]) = match base {
            "zip" => ("-TT", &["--unzip-command"]),
            _ => ("-e", &["--rsh"]),
        };
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            let value = if t == short || long.contains(&t) {
                i += 1;
                rest.get(i).cloned()
            } else if let Some(v) = long.iter().find_map(|l| t.strip_prefix(&format!("{l}="))) {
                let mut x = w.clone();
                x.text = v.to_string();
                Some(x)
            } else {
                None
            };
            if let Some(v) = value {
                self.nested_word(&v, ex, base);
            }
            i += 1;
        }
    }

    /// `env [options] [NAME=value…] [command…]`; `None` when it runs nothing.
    pub(super) fn env(&mut self, rest: Vec<Word>, ex: &mut Exec) -> Option<Vec<Word>> {
        let mut i = 0;
        let at = |i: usize| rest.get(i).map(|w| w.text.as_str());
        let mut split: Option<Vec<Word>> = None;
        while let Some(w) = at(i) {
            match w {
                "-i" | "-" | "--ignore-environment" => {
                    ex.env.retain(|(_, _)| false);
                    for key in ["GIT_DIR", "GIT_WORK_TREE"] {
                        set_env(&mut ex.env, key, EnvVal::Unset);
                    }
                    i += 1;
                }
                "-u" | "--unset" => {
                    if let Some(n) = at(i + 1) {
                        let n = n.to_string();
                        set_env(&mut ex.env, &n, EnvVal::Unset);
                    }
                    i += 2;
                }
                "-C" | "--chdir" => {
                    self.exec_cd(rest.get(i + 1), ex);
                    i += 2;
                }
                "-S" | "--split-string" => {
                    split = Some(self.split_words(rest.get(i + 1))?);
                    i += 2;
                    break;
                }
                "--" => {
                    i += 1;
                    break;
                }
                _ if w.starts_with("--unset=") || (w.starts_with("-u") && w.len() > 2) => {
                    let n = w.trim_start_matches("--unset=").trim_start_matches("-u");
                    let n = n.to_string();
                    set_env(&mut ex.env, &n, EnvVal::Unset);
                    i += 1;
                }
                _ if w.starts_with("--chdir=") || (w.starts_with("-C") && w.len() > 2) => {
                    let d = w.trim_start_matches("--chdir=").trim_start_matches("-C");
                    let d = Word::lit(d);
                    self.exec_cd(Some(&d), ex);
                    i += 1;
                }
                _ if w.starts_with("--split-string=") || (w.starts_with("-S") && w.len() > 2) => {
                    let s = w
                        .trim_start_matches("--split-string=")
                        .trim_start_matches("-S");
                    let mut word = rest.get(i).cloned().unwrap_or_else(|| Word::lit(""));
                    word.text = s.to_string();
                    split = Some(self.split_words(Some(&word))?);
                    i += 1;
                    break;
                }
                "-0" | "--null" | "-v" | "--debug" | "--list-signal-handling" => i += 1,
                "--help" | "--version" => return None,
                _ if ["--default-signal", "--ignore-signal", "--block-signal"]
                    .iter()
                    .any(|o| w == *o || w.starts_with(&format!("{o}="))) =>
                {
                    i += 1
                }
                _ if w.starts_with('-') && w.len() > 1 && !w.contains('=') => {
                    self.opaque(format!(
                        "env with an option the guard does not know: {}",
                        clip(w)
                    ));
                    return None;
                }
                _ => break,
            }
        }
        let mut next: Vec<Word> = split.unwrap_or_default();
        next.extend(rest.iter().skip(i).cloned());
        let n = self.env_assignments(&next, ex);
        let next: Vec<Word> = next.into_iter().skip(n).collect();
        (!next.is_empty()).then_some(next)
    }

    /// `xargs [options] command…`: more arguments come from stdin.
    pub(super) fn xargs(&mut self, rest: Vec<Word>, ex: &mut Exec) -> Option<Vec<Word>> {
        let mut i = 0;
        let at = |i: usize| rest.get(i).map(|w| w.text.as_str());
        let mut token = None;
        while let Some(w) = at(i) {
            match w {
                "-a" | "-d" | "-E" | "-L" | "-n" | "-P" | "-s" | "--arg-file" | "--delimiter"
                | "--max-lines" | "--max-args" | "--max-procs" | "--max-chars"
                | "--process-slot-var" | "--eof" => i += 2,
                "-I" => {
                    token = at(i + 1).map(str::to_string);
                    i += 2;
                }
                "--" => {
                    i += 1;
                    break;
                }
                _ if w.starts_with("-I") => {
                    token = Some(w[2..].to_string());
                    i += 1;
                }
                _ if w.starts_with("--replace") || w.starts_with("-i") => {
                    let t = w.split_once('=').map(|(_, t)| t).unwrap_or_else(|| {
                        w.strip_prefix("-i")
                            .filter(|t| !t.is_empty())
                            .unwrap_or("{}")
                    });
                    token = Some(t.to_string());
                    i += 1;
                }
                _ if w.starts_with('-') && w.len() > 1 => i += 1,
                _ => break,
            }
        }
        ex.xargs = Some(token);
        let next: Vec<Word> = rest.into_iter().skip(i).collect();
        // With no command xargs runs echo.
        (!next.is_empty()).then_some(next)
    }

    /// `flock [options] FILE command…` or `flock FILE -c TEXT`.
    pub(super) fn flock(&mut self, rest: Vec<Word>, ex: &Exec) -> Option<Vec<Word>> {
        let mut i = 0;
        let at = |i: usize| rest.get(i).map(|w| w.text.as_str());
        while let Some(w) = at(i) {
            match w {
                "-w" | "--timeout" | "-E" | "--conflict-exit-code" => i += 2,
                "-c" | "--command" => {
                    if let Some(cmd) = rest.get(i + 1) {
                        self.nested_word(cmd, ex, "flock -c");
                    }
                    return None;
                }
                _ if w.starts_with('-') && w.len() > 1 => i += 1,
                _ => break,
            }
        }
        i += 1; // the lock file
        if let Some(w) = at(i) {
            if w == "-c" || w == "--command" {
                if let Some(cmd) = rest.get(i + 1) {
                    self.nested_word(cmd, ex, "flock -c");
                }
                return None;
            }
        }
        let next: Vec<Word> = rest.into_iter().skip(i).collect();
        (!next.is_empty()).then_some(next)
    }
}

/// Does a sed script run a command (the `e` command, or the `e` flag of `s`)?
fn sed_executes(script: &str) -> bool {
    for cmd in script.split([';', '\n']) {
        let c = cmd.trim_start();
        // Skip an address: line numbers, `$`, `/re/`, ranges, `!`.
        let mut rest = c;
        loop {
            let before = rest;
            rest = rest.trim_start_matches(|ch: char| {
                ch.is_ascii_digit() || matches!(ch, '$' | ',' | '!' | ' ' | '~' | '+')
            });
            if let Some(r) = rest.strip_prefix('/') {
                rest = r.split_once('/').map(|(_, a)| a).unwrap_or("");
            }
            if rest == before {
                break;
            }
        }
        let mut chars = rest.chars();
        match chars.next() {
            Some('e') => return true,
            Some('s') => {
                let Some(d) = chars.next() else { continue };
                let body: String = chars.collect();
                let mut parts = 0;
                let mut esc = false;
                let mut flags = String::new();
                for ch in body.chars() {
                    if parts == 2 {
                        flags.push(ch);
                        continue;
                    }
                    if esc {
                        esc = false;
                    } else if ch == '\\' {
                        esc = true;
                    } else if ch == d {
                        parts += 1;
                    }
                }
                if flags
                    .chars()
                    .take_while(|c| !matches!(c, 'w' | '}'))
                    .any(|c| c == 'e')
                {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}
