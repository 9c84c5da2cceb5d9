#!/usr/bin/env python3
"""Real-code corpus for contract-watch's engine, with compilers and type checkers as the oracle.

    python3 bench/real/real.py fetch            # download + unpack the pinned code bases
    python3 bench/real/real.py label [--relabel] [CODEBASE...]   # compiler truth -> truth/*.json
    python3 bench/real/real.py run [--bin PATH] [--json OUT] [CODEBASE...]
    python3 bench/real/real.py compare OLD.json NEW.json

See bench/real/README.md. Everything downloaded or built lives under bench/real/work/ (ignored by
git); what is committed is the manifest (codebases.json), the edits (edits/*.json) and the
labelled truth (truth/*.json: paths and lines only).
"""
from __future__ import annotations

import argparse
import base64
import fnmatch
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
WORK = Path(os.environ.get("REAL_WORK", HERE / "work"))
DL = WORK / "dl"
TREES = WORK / "trees"
TOOLS = WORK / "tools"
APT = WORK / "apt"
MANIFEST = HERE / "codebases.json"
EDITS = HERE / "edits"
TRUTH = HERE / "truth"


def log(*a):
    print(*a, file=sys.stderr, flush=True)


def sh(cmd, cwd=None, env=None, check=True, capture=True, timeout=1800):
    e = dict(os.environ)
    if env:
        e.update(env)
    p = subprocess.run(cmd, cwd=cwd, env=e, text=True, timeout=timeout,
                       stdout=subprocess.PIPE if capture else None,
                       stderr=subprocess.PIPE if capture else None)
    if check and p.returncode != 0:
        raise SystemExit(f"failed ({p.returncode}): {' '.join(map(str, cmd))}\n{p.stdout}\n{p.stderr}")
    return p


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def manifest() -> dict:
    return json.loads(MANIFEST.read_text())


# ---------------------------------------------------------------------------------------------
# fetch: registry -> work/dl (checksummed) -> work/trees/<cb>/repo (a git repo, pristine at HEAD)
# ---------------------------------------------------------------------------------------------

def apt_opts():
    APT.mkdir(parents=True, exist_ok=True)
    (APT / "lists" / "partial").mkdir(parents=True, exist_ok=True)
    (APT / "cache" / "archives" / "partial").mkdir(parents=True, exist_ok=True)
    src = APT / "sources.list"
    if not src.exists():
        src.write_text("deb-src http://deb.debian.org/debian bookworm main\n"
                       "deb-src http://deb.debian.org/debian bookworm-updates main\n"
                       "deb-src http://deb.debian.org/debian-security bookworm-security main\n")
    return ["-o", f"Dir::Etc::SourceList={src}", "-o", "Dir::Etc::SourceParts=/dev/null",
            "-o", f"Dir::State::Lists={APT / 'lists'}", "-o", f"Dir::Cache={APT / 'cache'}"]


def check_sum(path: Path, want: str | None, what: str, algo="sha256"):
    if algo == "sha256":
        got = sha256(path)
    else:  # npm integrity "sha512-<base64>"
        got = "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()
    if want and got != want:
        raise SystemExit(f"checksum mismatch for {what}: want {want}, got {got}")
    if not want:
        log(f"  note: no pinned checksum for {what}; computed {got}")
    return got


def extract(archive: Path, dest: Path):
    dest.mkdir(parents=True, exist_ok=True)
    if archive.suffix == ".deb":
        sh(["dpkg-deb", "-x", str(archive), str(dest)])
    else:
        with tarfile.open(archive) as t:
            t.extractall(dest, filter="data")


def single_top(d: Path) -> Path:
    kids = [k for k in d.iterdir()]
    return kids[0] if len(kids) == 1 and kids[0].is_dir() else d


def fetch_source(name: str, cb: dict) -> Path:
    """Download and unpack one code base; returns the unpacked root."""
    s = cb["source"]
    out = DL / name
    unpacked = out / "unpacked"
    if unpacked.exists():
        shutil.rmtree(unpacked)
    out.mkdir(parents=True, exist_ok=True)
    kind = s["kind"]
    if kind == "deb":
        sh(["apt-get", "download", f"{s['package']}={s['version']}"], cwd=out)
        deb = next(out.glob(f"{s['package']}_*.deb"))
        cb["checksum"] = check_sum(deb, s.get("sha256"), deb.name)
        extract(deb, unpacked)
        return unpacked / s["subdir"]
    if kind == "deb-src":
        opts = apt_opts()
        lists = list((APT / "lists").glob("*Sources*"))
        if not lists:
            sh(["apt-get", *opts, "update"])
        # Only the named file is used (and its checksum verified): a missing Debian diff on
        # the mirror does not matter.
        r = sh(["apt-get", *opts, "source", "--download-only", f"{s['package']}={s['version']}"],
               cwd=out, check=False)
        f = out / s["file"]
        if not f.exists():
            raise SystemExit(f"apt-get source did not fetch {s['file']}:\n{r.stderr}")
        cb["checksum"] = check_sum(f, s.get("sha256"), f.name)
        extract(f, unpacked)
        return single_top(unpacked)
    if kind == "crate":
        proj = out / "fetcher"
        (proj / "src").mkdir(parents=True, exist_ok=True)
        (proj / "src" / "lib.rs").write_text("")
        (proj / "Cargo.toml").write_text(
            f'[package]\nname = "fetcher"\nversion = "0.0.0"\nedition = "2021"\n\n'
            f'[dependencies]\n{s["name"]} = "={s["version"]}"\n')
        sh(["cargo", "fetch", "--manifest-path", str(proj / "Cargo.toml")])
        lock = (proj / "Cargo.lock").read_text()
        m = re.search(r'name = "%s"\nversion = "%s"\nsource = "[^"]+"\nchecksum = "([0-9a-f]+)"'
                      % (re.escape(s["name"]), re.escape(s["version"])), lock)
        home = Path(os.environ.get("CARGO_HOME", Path.home() / ".cargo"))
        crate = next(home.glob(f"registry/cache/*/{s['name']}-{s['version']}.crate"))
        got = check_sum(crate, s.get("sha256"), crate.name)
        if m and m.group(1) != got:
            raise SystemExit(f"{crate}: Cargo.lock says {m.group(1)}, file is {got}")
        cb["checksum"] = got
        extract(crate, unpacked)
        return single_top(unpacked)
    if kind == "pypi":
        sh([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
            "-d", str(out), f"{s['name']}=={s['version']}"])
        f = next(p for p in out.iterdir() if p.name.lower().startswith(s["name"].lower().replace("-", "_") + "-")
                 or p.name.lower().startswith(s["name"].lower() + "-"))
        cb["checksum"] = check_sum(f, s.get("sha256"), f.name)
        extract(f, unpacked)
        return single_top(unpacked)
    if kind in ("npm", "npm-multi"):
        pkgs = s["packages"] if kind == "npm-multi" else [{"name": s["name"], "version": s["version"],
                                                            "into": ".", "integrity": s.get("integrity")}]
        sums = []
        for p in pkgs:
            r = sh(["npm", "pack", "--json", f"{p['name']}@{p['version']}"], cwd=out)
            info = json.loads(r.stdout)[0]
            tgz = out / info["filename"]
            sums.append(check_sum(tgz, p.get("integrity"), tgz.name, algo="sha512"))
            extract(tgz, unpacked / p["into"])
            pk = unpacked / p["into"] / "package"
            for k in pk.iterdir():
                shutil.move(str(k), str(unpacked / p["into"] / k.name))
            pk.rmdir()
        cb["checksum"] = " ".join(sums)
        return unpacked
    raise SystemExit(f"unknown source kind {kind}")


def tree_dir(name: str) -> Path:
    return TREES / name / "repo"


def git(repo: Path, *args, check=True):
    return sh(["git", "-c", "user.name=bench", "-c", "user.email=bench@localhost",
               "-c", "commit.gpgsign=false", *args], cwd=repo, check=check)


def prepare(name: str, cb: dict, src: Path):
    repo = tree_dir(name)
    if repo.parent.exists():
        shutil.rmtree(repo.parent)
    repo.mkdir(parents=True)
    keep = cb.get("keep")
    if keep:
        for k in keep:
            if (src / k).is_file():
                shutil.copy2(src / k, repo / k)
            else:
                shutil.copytree(src / k, repo / k)
    else:
        shutil.copytree(src, repo, dirs_exist_ok=True)
    for pat in cb.get("drop", []):
        for p in sorted(glob.glob(str(repo / pat), recursive=True), reverse=True):
            shutil.rmtree(p) if os.path.isdir(p) else os.remove(p)
    for rel, text in cb.get("write", {}).items():
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        (repo / rel).write_text(text)
    LANG_PREPARE[cb["lang"]](name, cb, repo)
    (repo / ".gitignore").write_text("/target/\n/node_modules/\n__pycache__/\n")
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", f"{name} pristine")


def prep_go(name, cb, repo):
    # `go_deps`: the modules a code base imports besides the standard library (logrus: testify
    # for its tests, golang.org/x/sys for its terminal check), each from its Debian package
    # (checksum pinned), unpacked beside the tree in `<tree>/godeps/<module>` (outside git, as
    # TS's node_modules are) and named by a `replace` in the code base's go.mod (its `write`).
    # The oracle runs with GOPROXY=off: each copy's go.mod is rewritten to its `module` and `go`
    # lines (the language version its code needs: x/sys's `unsafe.Slice` is go1.17), so the
    # module graph ends there instead of asking for requirements none has fetched.
    for d in cb.get("go_deps", []):
        out = DL / name / "go_deps"
        out.mkdir(parents=True, exist_ok=True)
        sh(["apt-get", "download", f"{d['package']}={d['version']}"], cwd=out)
        deb = next(out.glob(f"{d['package']}_*.deb"))
        check_sum(deb, d.get("sha256"), deb.name)
        unpacked = out / d["package"]
        if unpacked.exists():
            shutil.rmtree(unpacked)
        extract(deb, unpacked)
        dest = repo.parent / "godeps" / d["module"]
        shutil.copytree(unpacked / d["subdir"], dest)
        mod = dest / "go.mod"
        lang = re.search(r"^go\s+(\S+)", mod.read_text(), re.M) if mod.exists() else None
        mod.write_text(f"module {d['module']}\n" + (f"\ngo {lang.group(1)}\n" if lang else ""))


def prep_rust(name, cb, repo):
    # A published crate is its own workspace root; keep cargo's output outside the tree.
    toml = (repo / "Cargo.toml").read_text()
    if "[workspace]" not in toml:
        (repo / "Cargo.toml").write_text(toml + "\n[workspace]\n")
    if cb.get("cargo_fetch"):
        # Dev-dependencies (the crate's tests) are not fetched with the crate itself; the
        # oracle runs `cargo check --offline`.
        sh(["cargo", "fetch"], cwd=repo)


def prep_java(name, cb, repo):
    pass


def prep_python(name, cb, repo):
    # `pyright`: settings of the code base's own (jinja2 silences lines with `# type: ignore`,
    # among them calls of edited constructors: `enableTypeIgnoreComments: false` lets them show).
    conf = {"include": ["."], "exclude": ["**/node_modules", "**/__pycache__", "**/.*"],
            "typeCheckingMode": "basic", "pythonVersion": "3.11", **cb.get("pyright", {})}
    (repo / "pyrightconfig.json").write_text(json.dumps(conf, indent=1) + "\n")
    py_env(name, cb)  # the imports' environment, outside the tree (pyright's `--pythonpath`)


def prep_c(name, cb, repo):
    pass


def prep_ts(name, cb, repo):
    deps = cb.get("npm_deps", [])
    nm_root = repo.parent
    if deps:
        (nm_root / "package.json").write_text('{"name": "corpus-deps", "private": true}\n')
        sh(["npm", "install", "--no-audit", "--no-fund", "--ignore-scripts", *deps], cwd=nm_root)
    tsconfig = cb.get("tsconfig") or {
        "compilerOptions": {
            "target": "ES2022", "lib": ["ES2022", "DOM", "DOM.Iterable"], "module": "ESNext",
            "moduleResolution": "Bundler", "jsx": "react-jsx", "strict": True, "noEmit": True,
            "skipLibCheck": True, "types": [], "allowImportingTsExtensions": True,
            "noUnusedLocals": False, "noUnusedParameters": False, "isolatedModules": False,
        },
        "include": cb.get("keep", ["src"]),
    }
    if "paths" in cb:
        tsconfig["compilerOptions"]["baseUrl"] = "."
        tsconfig["compilerOptions"]["paths"] = cb["paths"]
    (repo / "tsconfig.json").write_text(json.dumps(tsconfig, indent=2) + "\n")


def prep_cs(name, cb, repo):
    pass


def prep_ruby(name, cb, repo):
    pass


LANG_PREPARE = {"go": prep_go, "rust": prep_rust, "java": prep_java, "python": prep_python, "ts": prep_ts,
                "c": prep_c, "cpp": prep_c, "cs": prep_cs, "ruby": prep_ruby, "kotlin": prep_c}


FETCH_NEEDS = {"go": ["apt-get", "dpkg-deb"], "rust": ["cargo"], "java": ["apt-get"], "python": [],
               "ts": ["npm"], "c": ["apt-get"], "cpp": ["apt-get"], "cs": ["apt-get"], "kotlin": ["apt-get"],
               "ruby": ["apt-get", "dpkg-deb"]}
LABEL_NEEDS = {"go": ["go"], "rust": ["cargo"], "java": ["javac"], "python": [], "ts": [], "c": ["gcc"], "cpp": ["g++"], "cs": ["mcs"], "ruby": ["ruby"], "kotlin": ["kotlinc"]}


def check_needs(names, m, label):
    """What the chosen code bases need, said once, with the line that installs it."""
    missing = []
    needs = LABEL_NEEDS if label else FETCH_NEEDS
    for name in names:
        cb = m[name]
        for cmd in needs[cb["lang"]]:
            if not shutil.which(cmd):
                missing.append(f"{name}: `{cmd}` (apt-get install {' '.join(cb.get('apt', [cmd]))})")
        for jar in cb.get("classpath", []) if label else []:
            if not Path(jar).exists():
                missing.append(f"{name}: {jar} (apt-get install {' '.join(cb.get('apt', []))})")
    for t in ("tsc", "pyright") if label else ():
        if any(m[n]["lang"] == {"tsc": "ts", "pyright": "python"}[t] for n in names) and \
                not (TOOLS / "node_modules" / ".bin" / t).exists():
            missing.append(f"{t} (python3 bench/real/real.py tools)")
    if missing:
        raise SystemExit("missing:\n  " + "\n  ".join(sorted(set(missing))))


# The pyright whose `reportUnreachable` (added after the pinned oracle) lists the code its type
# analysis finds unreachable: installed in work/tools/reach, apart from the oracle (both install a
# `pyright` command), and used for that only.
REACH_PYRIGHT = "1.1.408"


def cmd_tools(args):
    """tsc and pyright, pinned, into work/tools (npm); each Python code base's environment
    (`pip_deps`) into work/tools/pyenv/<codebase>."""
    TOOLS.mkdir(parents=True, exist_ok=True)
    if not (TOOLS / "package.json").exists():
        (TOOLS / "package.json").write_text('{"name": "real-corpus-tools", "private": true}\n')
    sh(["npm", "install", "--no-audit", "--no-fund", *TOOL_PINS], cwd=TOOLS, capture=False)
    reach = TOOLS / "reach"
    reach.mkdir(exist_ok=True)
    if not (reach / "package.json").exists():
        (reach / "package.json").write_text('{"name": "real-corpus-reach", "private": true}\n')
    sh(["npm", "install", "--no-audit", "--no-fund", f"pyright@{REACH_PYRIGHT}"], cwd=reach, capture=False)
    m = manifest()
    for name, cb in m.items():
        if cb["lang"] == "python":
            py_env(name, cb)


def py_env(name, cb):
    """The Python interpreter whose environment pyright resolves the code base's imports in: a
    venv of its own, work/tools/pyenv/<codebase>, holding exactly the manifest's `pip_deps`
    (pinned `name==version`, the whole closure: installed with `--no-deps`, so nothing unpinned
    comes in) and nothing of the machine's own site-packages (no `--system-site-packages`, no
    pip or setuptools of its own). Without it pyright reads whatever the machine's `python3`
    has installed: `pytest` missing (a `pytest.raises` block's loop taken as endless, the code
    after it unreachable and unchecked), `markupsafe` or `dateutil` present by chance. Rebuilt
    when the pins change; returns the venv's `bin/python` for pyright's `--pythonpath`."""
    pins = cb.get("pip_deps", [])
    for d in pins:
        if not re.fullmatch(r"[A-Za-z0-9._-]+==[A-Za-z0-9.+!-]+", d):
            raise SystemExit(f"{name}: pip_deps entry {d!r} is not pinned as name==version")
    env = TOOLS / "pyenv" / name
    py = env / "bin" / "python"
    stamp = env / "pip_deps.json"
    want = {"python": sys.version.split()[0], "pip_deps": pins}
    if py.exists() and stamp.exists() and json.loads(stamp.read_text()) == want:
        return py
    log(f"{name}: python environment {env} ({len(pins)} pinned packages)")
    if env.exists():
        shutil.rmtree(env)
    sh([sys.executable, "-m", "venv", "--without-pip", str(env)])
    if pins:
        sh([sys.executable, "-m", "pip", "--python", str(py), "install", "--no-deps",
            "--disable-pip-version-check", "--no-input", "-q", *pins])
        # The pins must be the whole closure: a dependency left out would be missing silently.
        sh([sys.executable, "-m", "pip", "--python", str(py), "check"])
    stamp.write_text(json.dumps(want) + "\n")
    return py


TOOL_PINS = ["typescript@5.6.3", "pyright@1.1.389"]


def cmd_fetch(args):
    m = manifest()
    names = args.codebases or list(m)
    check_needs(names, m, label=False)
    for name in names:
        cb = m[name]
        log(f"fetch {name}")
        src = fetch_source(name, cb)
        prepare(name, cb, src)
        log(f"  {name}: {cb.get('checksum')}  -> {tree_dir(name)}")


# ---------------------------------------------------------------------------------------------
# source scanning: mask strings/comments, find calls and their argument lists
# ---------------------------------------------------------------------------------------------

KEYWORDS = {"if", "for", "while", "switch", "return", "catch", "match", "fn", "func", "def", "elif",
            "and", "or", "not", "in", "sizeof", "typeof", "await", "yield"}
TRIPLE = ('"' * 3, "'" * 3)


# TS/JS: a `/` after one of these (or after one of the keywords below, or at the start) begins a
# regular expression literal, not a division.
TS_REGEX_AFTER = set("(,=:[!&|?{};+-*%<>~^")
TS_REGEX_KEYWORDS = {"return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void",
                     "throw", "instanceof", "yield", "await"}


def ts_regex_end(text: str, out: list, i: int):
    """The offset of the closing `/` of a regular expression literal starting at `text[i]`, or
    None where the `/` is a division (or no literal closes on its line). The body is masked like a
    string's: prosemirror-markdown's `node.textContent.match(/`{3,}/gm)` holds a backtick, which
    the string masker took for a template literal's start, blanking the code after it up to the
    next backtick (and the calls there with it). `out` is the text masked so far, so a comment
    before the `/` is not taken for code."""
    k = i - 1
    while k >= 0 and out[k] in " \t\r\n":
        k -= 1
    if k >= 0 and out[k] not in TS_REGEX_AFTER:
        if not (out[k].isalnum() or out[k] in "_$"):
            return None
        a = k
        while a > 0 and (out[a - 1].isalnum() or out[a - 1] in "_$"):
            a -= 1
        if "".join(out[a:k + 1]) not in TS_REGEX_KEYWORDS or (a > 0 and out[a - 1] == "."):
            return None
    j, n, in_class = i + 1, len(text), False
    while j < n and text[j] != "\n":
        ch = text[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "[":
            in_class = True
        elif ch == "]":
            in_class = False
        elif ch == "/" and not in_class:
            return j if j > i + 1 else None
        j += 1
    return None


def ts_template_end(text: str, i: int):
    """A template literal starting at the backtick `text[i]`: the offset of its closing backtick
    and the code spans of its `${..}` substitutions. The substitutions are code: ethereumjs-util's
    `EthereumJSErrorWithoutCode(`${k} .. ${bytesToHex(v)}`)` holds a call of the edited name,
    which a mask blanking the whole literal hid, so tsc's error went to the enclosing call (or,
    outside any call, to no call: `unmapped`)."""
    n, j, subs = len(text), i + 1, []
    while j < n:
        ch = text[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "`":
            return j, subs
        if ch == "$" and text[j + 1:j + 2] == "{":
            k = ts_code_end(text, j + 2)
            subs.append((j + 2, k))
            j = k + 1
            continue
        j += 1
    return n, subs


def ts_code_end(text: str, a: int) -> int:
    """The offset of the `}` closing a template substitution whose code starts at `a` (braces,
    strings and nested templates inside it skipped)."""
    n, k, depth = len(text), a, 0
    while k < n:
        ch = text[k]
        if ch in "\"'":
            k += 1
            while k < n and text[k] != ch and text[k] != "\n":
                k += 2 if text[k] == "\\" else 1
        elif ch == "`":
            k, _ = ts_template_end(text, k)
        elif ch == "{":
            depth += 1
        elif ch == "}":
            if depth == 0:
                return k
            depth -= 1
        k += 1
    return n


def mask(text: str, lang: str) -> str:
    """The text with string, char and comment contents replaced by spaces (offsets kept)."""
    out = list(text)
    i, n = 0, len(text)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    quotes = {"go": "\"`'", "ts": "\"'`", "python": "\"'", "java": "\"'", "rust": "\"'", "c": "\"'", "cpp": "\"'", "cs": "\"'", "kotlin": "\"'"}[lang]
    while i < n:
        c = text[i]
        two = text[i:i + 2]
        if lang == "python" and c == "#":
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
            continue
        if lang != "python" and two == "//":
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
            continue
        if lang != "python" and two == "/*":
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            blank(i, j)
            i = j
            continue
        if lang == "python" and text[i:i + 3] in TRIPLE:
            q = text[i:i + 3]
            j = text.find(q, i + 3)
            j = n if j < 0 else j + 3
            blank(i + 1, j - 1)
            i = j
            continue
        if (lang == "rust" and c == "r" and re.match(r'r#*"', text[i:i + 10])
                and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_"))):
            m = re.match(r'r(#*)"', text[i:])
            end = '"' + m.group(1)
            j = text.find(end, i + len(m.group(0)))
            j = n if j < 0 else j + len(end)
            blank(i + 1, j - 1)
            i = j
            continue
        if lang == "ts" and c == "/":
            j = ts_regex_end(text, out, i)
            if j is not None:
                blank(i + 1, j)
                i = j + 1
                continue
        if lang == "ts" and c == "`":
            j, subs = ts_template_end(text, i)
            blank(i + 1, min(j, n))
            for a, b in subs:
                out[a:b] = mask(text[a:b], "ts")
            i = j + 1
            continue
        if c in quotes:
            if c == "'" and lang in ("rust", "go", "java", "c", "cpp", "cs", "kotlin"):
                m = re.match(r"'(\\.[^']*|[^\\'])'", text[i:i + 12])
                if not m:  # a Rust lifetime
                    i += 1
                    continue
                blank(i + 1, i + len(m.group(0)) - 1)
                i += len(m.group(0))
                continue
            j = i + 1
            while j < n and text[j] != c:
                if text[j] == "\\" and c != "`":
                    j += 1
                elif text[j] == "\n" and c != "`":
                    break
                j += 1
            blank(i + 1, min(j, n))
            i = j + 1
            continue
        i += 1
    return "".join(out)


# A turbofish may hold the unit type: `many0::<_, _, (), _>(..)`.
# An ECMAScript private method is called as `this.#name(..)`: after a `.`, the `#` is part of the
# name (the edit's `name` is `#perform`), else the call is nameless and tsc's error goes to the
# enclosing call.
CALL_RE = re.compile(r"((?:(?<=\.)#)?[A-Za-z_$][\w$]*)\s*(?:::\s*)?(?:<(?:[^();{}]|\(\))*?>)?\s*(?:!\s*)?\(")
CLOSE = {"(": ")", "[": "]", "{": "}"}
# Python: a generic class called with its type arguments, `RRCache[int, int](maxsize=2)` (cachetools'
# tests): pyright's error spans the whole call from the class's name, which names no call of
# CALL_RE's form; the subscript (one level of brackets inside it) is part of the call's head.
PY_CALL_RE = re.compile(r"([A-Za-z_][\w]*)\s*(?:\[(?:[^\[\]()]|\[[^\[\]()]*\])*\])?\s*\(")


def generics_close_last(m) -> bool:
    """Whether the `<..>` a CALL_RE match holds (if any) closes only at its last `>`: in
    `DirectedGraph<V, E> g =\n new DefaultDirectedGraph<V, E>(` the first `<` closes early,
    so the match is a declared type followed by another call, not a generic call."""
    text = m.group(0)
    a = text.find("<", len(m.group(1)))
    if a < 0:
        return True
    depth, prev = 0, ""
    b = text.rfind(">")
    for i in range(a, b + 1):
        ch = text[i]
        if ch == "<":
            depth += 1
        elif ch == ">" and prev != "-":
            depth -= 1
            if depth == 0 and i != b:
                return False
        prev = ch
    return True


def calls_in(masked: str, lang: str = ""):
    """(name, name_start, open_paren, close_paren) of every call-like `name(...)` (in Python also
    `Name[T, U](...)`)."""
    res = []
    n = len(masked)
    pos = 0
    call_re = PY_CALL_RE if lang == "python" else CALL_RE
    while True:
        m = call_re.search(masked, pos)
        if m is None:
            break
        if not generics_close_last(m):
            pos = m.end(1)
            continue
        pos = m.end()
        name = m.group(1)
        if name in KEYWORDS:
            continue
        op = m.end() - 1
        j, depth = op, 0
        while j < n:
            ch = masked[j]
            if ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        if j < n:
            res.append((name, m.start(1), op, j))
    return res


def line_starts(text: str):
    st = [0]
    for i, ch in enumerate(text):
        if ch == "\n":
            st.append(i + 1)
    return st


def offset(starts, line, col):
    return starts[line - 1] + max(col - 1, 0)


def char_col(text, starts, line, col):
    """A byte column (Go, and g++ with `-fdiagnostics-column-unit=byte`) as a character column:
    a call after `"𠜎"` or `€` on its line sits fewer characters in than bytes."""
    a = starts[line - 1]
    b = text.find("\n", a)
    head = text[a:b if b >= 0 else len(text)].encode("utf-8")[:max(col - 1, 0)]
    return len(head.decode("utf-8", errors="ignore")) + 1


def line_of_off(starts, off):
    lo, hi = 0, len(starts) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if starts[mid] <= off:
            lo = mid
        else:
            hi = mid - 1
    return lo + 1


def matching_close(masked, i):
    """The offset of the bracket closing the one at `masked[i]`, or None."""
    depth = 0
    for k in range(i, len(masked)):
        if masked[k] in "([{":
            depth += 1
        elif masked[k] in ")]}":
            depth -= 1
            if depth == 0:
                return k
    return None


def balanced_prefix(s):
    """No closing bracket in `s` without its opening one before it."""
    depth = 0
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                return False
    return True


def find_call(text, masked, calls, err, prefer):
    """The call an error points at: innermost call containing its position; an error with an
    end (a whole call expression) the call closing there; a line-only error (javac) the call
    named on that line, the edited name first."""
    starts = line_starts(text)
    line, col, eline, ecol = err["line"], err.get("col"), err.get("eline"), err.get("ecol")
    if col is None:
        on = [c for c in calls if reported_line(masked, starts, c, err) == line]
        on.sort(key=lambda c: (c[0] not in prefer, c[1]))
        if on:
            return on[0]
        a = starts[line - 1]
        cont = [c for c in calls if c[1] <= a <= c[3]]
        return max(cont, key=lambda c: c[1]) if cont else None
    if err.get("byte_col"):
        col = char_col(text, starts, line, col)
    off = offset(starts, line, col)
    if eline is not None:
        # pyright's range of a call written inside parentheses takes them in (pyparsing's
        # `word_1 = (\n pp.Word(..)\n .set_name(..)\n .add_condition(..)\n)`): look inside
        # them, so that the chain's last call is the one the range ends at, not its first
        end = offset(starts, eline, ecol)
        while off < end and masked[off] == "(" and matching_close(masked, off) == end - 1:
            off += 1
            end -= 1
            while off < end and masked[off] in " \t\r\n":
                off += 1
            while end > off and masked[end - 1] in " \t\r\n":
                end -= 1
            line = line_of_off(starts, off)
            eline, ecol = line_of_off(starts, end), end - starts[line_of_off(starts, end) - 1] + 1
    # an error at the start of the call expression (`pkg.Name(`, `obj.meth(`): the call whose
    # name follows a receiver chain from there (a chain closes no bracket it did not open: Go
    # puts "not enough arguments" on the last argument, and `in)` + `case x: return p.Parse(`
    # is the end of one call and the start of the next, not a chain; nor is tsc's extra argument
    # of `new T(a, b,\n extra\n)` followed by `function f(`)
    # Go puts "not enough arguments" of a call without arguments at the start of its whole
    # expression, the receiver's calls and composite literals included (gjson's
    # `Get(json, path).String()`, `(Result{Type: String}).Type.String()`): its receiver chain
    # is read with their arguments left out, and when go's message names a selector
    # (`.. in call to Get(json, path).String`) the call is not the one starting there.
    norm = no_args if err.get("chain_args") else (lambda s: s)
    chain = [c for c in calls if off <= c[1] <= off + 300
             and CHAIN_RE.match(norm(no_index(no_turbofish(masked[off:c[1]]))))
             and balanced_prefix(masked[off:c[1]])]
    sel = re.match(r"not enough arguments in call to (.*)$", err.get("msg", ""))
    if err.get("chain_args") and sel and "." in sel.group(1):
        chain = [c for c in chain if c[1] > off]
    cont = [c for c in calls if c[1] <= off <= c[3]]
    # Go puts "not enough arguments" on the start of the last argument and "too many" on the
    # first extra one: when that argument is itself a call of the edited name (`NewBTree(a,
    # nil, NewBTree(..))`), the error is the enclosing call's, not the chain's.
    if re.match(r"(not enough|too many) arguments in call to ", err.get("msg", "")):
        outer = [c for c in cont if c[0] in prefer and c[2] < off
                 and any(a + len(masked[a:b]) - len(masked[a:b].lstrip()) == off
                         for a, b in split_args(masked, c[2], c[3])[1:])]
        if outer:
            return max(outer, key=lambda c: c[1])
    pc = [c for c in chain if c[0] in prefer]
    if pc:
        return min(pc, key=lambda c: c[1])
    pc = [c for c in cont if c[0] in prefer]
    if pc:
        return max(pc, key=lambda c: c[1])
    if eline is not None:
        end = offset(starts, eline, ecol)
        exact = [c for c in calls if c[3] + 1 == end and c[1] >= off]
        if exact:
            return min(exact, key=lambda c: c[1])
    if chain:
        return min(chain, key=lambda c: c[1])
    if cont:
        return max(cont, key=lambda c: c[1])  # innermost
    return None


def reported_line(masked, starts, call, err):
    """The line a line-only error of `call` is given at: its name's line, but for javac (`dot_line`)
    the line of the `.` before the name when the chain breaks after it: javac reports a method
    call at the selection's dot, so in jline2's
        Buffer b = new Buffer().
            append("test line 1").op(ACCEPT_LINE).
            append("test line 2")..
    the first `append` is reported on the `new Buffer().` line and each later one on the line
    above its own (taking the name on the reported line gave `new Buffer()` the first error and
    the `append` of the line the second)."""
    if err.get("dot_line"):
        k = call[1] - 1
        while k >= 0 and masked[k] in " \t\r\n":
            k -= 1
        if k >= 0 and masked[k] == ".":
            return line_of_off(starts, k)
    return line_of_off(starts, call[1])


CHAIN_RE = re.compile(r"^[\w$.\s:()\[\]?!&*]*$")


def no_index(s):
    """A receiver chain with its index expressions emptied: `formatTests[n%l].v.` is the chain
    of blang-semver's `formatTests[n%l].v.Validate()` (Go puts the error at the chain's start),
    though `%` (or `+`, `-`, `/`) may not appear in a chain outside brackets."""
    prev = None
    while prev != s:
        prev, s = s, re.sub(r"\[[^\[\]]*\]", "[]", s)
    return s


def no_args(s):
    """A Go receiver chain with its calls' arguments and its composite literals' elements left
    out: `Get(json, path).` and `(Result{Type: String}).Type.` read as `Get().` and `(Result).Type.`."""
    prev = None
    while prev != s:
        prev, s = s, re.sub(r"\([^()]*\)", "()", re.sub(r"\{[^{}]*\}", "", s))
    return s


def no_turbofish(s):
    """A Rust path with its `::<..>` generic arguments and a leading qualified self type `<..>`
    left out: rustc points E0061 at the start of `Graph::<_, _, Directed, usize>::with_capacity(0,
    0)` and of `<ArrayVec<T, CAP>>::new()`, a chain to the call's name."""
    out, i = [], 0
    if s.startswith("<"):
        # a qualified path's self type: rustc points E0061 at the `<` of
        # `<ArrayVec<T, CAP>>::new()` (and of `<T as Trait>::f(..)`), a chain to `new`
        depth, j = 0, 0
        while j < len(s):
            depth += {"<": 1, ">": -1}.get(s[j], 0) if s[j - 1:j + 1] != "->" else 0
            j += 1
            if depth == 0:
                break
        if depth or not s.startswith("::", j):
            return s
        i = j
    while i < len(s):
        if s.startswith("::<", i):
            depth, j = 0, i + 2
            while j < len(s):
                depth += {"<": 1, ">": -1}.get(s[j], 0)
                j += 1
                if depth == 0:
                    break
            if depth:
                return s
            i = j
            continue
        out.append(s[i])
        i += 1
    return "".join(out)


def split_args(masked, op, cl):
    args, depth, a = [], 0, op + 1
    for j in range(op + 1, cl):
        ch = masked[j]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            args.append((a, j))
            a = j + 1
    if masked[a:cl].strip():
        args.append((a, cl))
    return args


def patch_call(text, masked, call, fix):
    """Text edits (start, end, replacement) that make one call fit the edited signature."""
    _, _, op, cl = call
    args = split_args(masked, op, cl)
    kind = fix["op"]
    if kind == "append" or (kind == "insert" and fix["index"] >= len(args)):
        if not args:
            return [(op + 1, op + 1, fix["text"])]
        last_end = args[-1][1]
        tail = masked[last_end:cl]
        if "," in tail:  # trailing comma
            k = last_end + tail.index(",") + 1
            return [(k, k, " " + fix["text"] + ",")]
        return [(last_end, last_end, ", " + fix["text"])]
    if kind == "insert":
        a, _ = args[fix["index"]]
        while a < cl and text[a] in " \t\n":
            a += 1
        return [(a, a, fix["text"] + ", ")]
    if kind == "drop":
        if not args:
            return []
        i = fix.get("index", -1)
        i = len(args) - 1 if i < 0 or i >= len(args) else i
        a, b = args[i]
        if i > 0:
            a = args[i - 1][1]  # from the comma before it
        elif len(args) > 1:
            b = args[1][0]
        elif "," in masked[b:cl]:
            # the only argument, with a trailing comma (`PrettyTable(\n [..],\n)`): the comma
            # goes too, or the call is left as `PrettyTable(\n ,\n)`, a syntax error
            b += masked[b:cl].index(",") + 1
        return [(a, b, "")]
    raise SystemExit(f"unknown fix op {kind}")


def apply_text_edits(text, edits):
    for a, b, rep in sorted(set(edits), key=lambda e: (e[0], e[1]), reverse=True):
        text = text[:a] + rep + text[b:]
    return text


# ---------------------------------------------------------------------------------------------
# oracles: run the compiler / type checker, return its arity errors
# ---------------------------------------------------------------------------------------------

def tool(name):
    p = TOOLS / "node_modules" / ".bin" / name
    return str(p) if p.exists() else (shutil.which(name) or name)


GO_ENV = {"GOFLAGS": "-mod=mod", "GOPROXY": "off", "GOTOOLCHAIN": "local", "GO111MODULE": "on",
          "GOCACHE": str(WORK / "gocache"), "GOPATH": str(WORK / "gopath")}


def oracle_go(repo, cb):
    # -gcflags=-e: every error, not the first ten; test packages are compiled too (-run '^$'
    # runs none of them). A package that fails hides its importers: the fix-loop finds those.
    p = sh(["go", "test", "-gcflags=-e", "-vet=off", "-count=1", "-run", "^$", "./..."], cwd=repo,
           env=GO_ENV, check=False)
    errs = []
    for ln in (p.stdout + p.stderr).splitlines():
        # go leaves the column out on a very long line (`file.go:281: not enough arguments`):
        # such an error is given to the call of the edited name on its line, as javac's are.
        m = re.match(r"^(?:vet: )?(\.?/?[^:\s]+\.go):(\d+)(?::(\d+))?: (.*)$", ln)
        if m and re.search(r"(not enough|too many) arguments in call", m.group(4)):
            errs.append({"file": os.path.normpath(m.group(1)), "line": int(m.group(2)),
                         "col": int(m.group(3)) if m.group(3) else None, "msg": m.group(4),
                         "byte_col": True, "chain_args": True})
    return errs


def go_hidden(repo):
    """The external test files (`package x_test`) go never type-checked: their package's own
    test build failed (`# p [p.test]` printed errors) and no `# p_test [p.test]` followed. Left
    by errors the fix-loop does not repair (a type that no longer implements an interface):
    the compiler says nothing about the calls there, so a flag on them is unverified."""
    out = sh(["go", "test", "-gcflags=-e", "-vet=off", "-count=1", "-run", "^$", "./..."], cwd=repo,
             env=GO_ENV, check=False)
    heads = set(re.findall(r"^# (\S+) \[\S+\.test\]$", out.stdout + out.stderr, flags=re.M))
    if not heads:
        return []
    lst = sh(["go", "list", "-e", "-f", "{{.ImportPath}}\t{{.Dir}}\t{{join .XTestGoFiles \" \"}}", "./..."],
             cwd=repo, env=GO_ENV, check=False)
    hidden = []
    for ln in lst.stdout.splitlines():
        ip, d, xs = (ln.split("\t") + ["", ""])[:3]
        if ip in heads and f"{ip}_test" not in heads:
            rel = os.path.relpath(d, repo)
            hidden += [os.path.normpath(os.path.join(rel, x)) for x in xs.split()]
    return sorted(hidden)


def go_ignored(repo):
    """The Go files of the tree that no build the oracle runs compiles: each package's
    `IgnoredGoFiles` (a build constraint false here, `//go:build ignore` or another GOOS/GOARCH).
    The compiler says nothing about the calls there (a `go run` of such a program, which does
    compile it, is no build of the oracle's), so a flag on them is unverified, as a flag on
    Rust's and C++'s `skipped` lines is."""
    lst = sh(["go", "list", "-e", "-f", "{{.Dir}}\t{{join .IgnoredGoFiles \" \"}}", "./..."],
             cwd=repo, env=GO_ENV, check=False)
    ignored = []
    for ln in lst.stdout.splitlines():
        d, xs = (ln.split("\t") + [""])[:2]
        rel = os.path.relpath(d, repo)
        ignored += [os.path.normpath(os.path.join(rel, x)) for x in xs.split()]
    return sorted(ignored)


RUST_ARITY = ("E0061", "E0060", "E0057")
_CARGO_RUNS = {}


def cargo_output(repo, cb):
    """`cargo check`'s JSON messages on the tree as it is now (keyed by its diff against the
    pristine commit), so `rust_rejected` and the oracle read the same run. Each entry of
    `cargo_checks` is one `cargo check` (targets and features); code under
    `#[cfg(not(feature = ...))]` is only seen by a run without that feature, so a code base may
    need two runs, whose messages are joined."""
    key = (str(repo), git(repo, "diff", "HEAD", "--binary").stdout)
    if key not in _CARGO_RUNS:
        env = {"CARGO_TARGET_DIR": str(WORK / "cargo-target" / repo.parent.name)}
        out = ""
        for extra in cb.get("cargo_checks", [["--lib", "--tests"]]):
            p = sh(["cargo", "check", "--offline", "--message-format=json", *extra], cwd=repo,
                   env=env, check=False)
            out += p.stdout
        _CARGO_RUNS[key] = out
    return _CARGO_RUNS[key]


def rustc_errors(repo, cb):
    """(code, file, line, col, message) of each error's primary span, in order, once each."""
    out, seen = [], set()
    for ln in cargo_output(repo, cb).splitlines():
        try:
            d = json.loads(ln)
        except ValueError:
            continue
        if d.get("reason") != "compiler-message" or d["message"].get("level") != "error":
            continue
        msg = d["message"]
        code = (msg.get("code") or {}).get("code")
        for sp in msg["spans"]:
            if sp["is_primary"]:
                e = (code, os.path.normpath(sp["file_name"]), sp["line_start"],
                     sp["column_start"], msg["message"])
                if e[:4] not in seen:
                    seen.add(e[:4])
                    out.append(e)
                break
    return out


_RUST_PRISTINE = {}


def rust_rejected(repo, cb):
    """Rust: the lines where the edit brings rustc errors other than arity ones. rustc may
    reject a call of the edited name with another error before it counts the arguments
    (`table.find(i, |x| *x == i)` one argument short: E0282 "type annotations needed" on the
    closure's parameter, no E0061), so a flag whose call lines all sit on such lines is
    unverified, not false. Called on the edited tree; the pristine tree's errors are read once
    per tree (after a reset) and left out."""
    def errors():
        return {(f, ln, code) for code, f, ln, _, _ in rustc_errors(repo, cb)
                if code not in RUST_ARITY and not os.path.isabs(f)}
    edited = errors()
    if repo not in _RUST_PRISTINE:
        git(repo, "stash", "--quiet")
        _RUST_PRISTINE[repo] = errors()
        git(repo, "stash", "pop", "--quiet")
    return sorted({(f, ln) for f, ln, _ in edited - _RUST_PRISTINE[repo]})


# What rustc's cfg evaluation sees here (x86_64 Linux, the dev profile `cargo check` uses).
RUST_CFG_TRUE = {"unix", "debug_assertions", "panic=unwind", "target_os=linux",
                 "target_family=unix", "target_arch=x86_64", "target_pointer_width=64",
                 "target_endian=little", "target_env=gnu", "target_vendor=unknown",
                 "target_has_atomic=8", "target_has_atomic=16", "target_has_atomic=32",
                 "target_has_atomic=64", "target_has_atomic=ptr"}
RUST_CFG_KEYS = {"target_os", "target_family", "target_arch", "target_pointer_width",
                 "target_endian", "target_env", "target_vendor", "panic", "target_has_atomic"}
RUST_CFG_FALSE = {"windows", "miri", "doc", "docsrs", "doctest"}


def rust_features(repo, extra):
    """The features one `cargo check` enables (defaults unless `--no-default-features`, the
    `--features` named, every one with `--all-features`, and what each enables in turn)."""
    import tomllib
    man = tomllib.loads((repo / "Cargo.toml").read_text())
    table = man.get("features", {})
    optional = {k for sec in ("dependencies", "dev-dependencies", "build-dependencies")
                for k, v in man.get(sec, {}).items() if isinstance(v, dict) and v.get("optional")}
    if "--all-features" in extra:
        return set(table) | optional
    want = [] if "--no-default-features" in extra else ["default"]
    for i, a in enumerate(extra):
        if a == "--features" and i + 1 < len(extra):
            want += re.split(r"[ ,]+", extra[i + 1])
        elif a.startswith("--features="):
            want += re.split(r"[ ,]+", a.split("=", 1)[1])
    on, todo = set(), [w for w in want if w]
    while todo:
        f = todo.pop()
        if "/" in f:
            continue
        # `schemars = ["dep:schemars", "alloc"]` (tinyvec): a feature enabling the optional
        # dependency of its own name; `dep:schemars` is `schemars` once more, and is seen
        # before it is followed again (the check before the prefix was stripped looped).
        f = f.removeprefix("dep:")
        if f in on:
            continue
        on.add(f)
        todo += [x.split("/", 1)[0].rstrip("?") if "/" in x else x for x in table.get(f, [])]
    return on


def rust_cfg(expr, features, test):
    """Three-valued cfg evaluation of a `cfg(..)` predicate's text: True, False, or None
    where it names a cfg this script does not know (one a build script sets)."""
    toks = re.findall(r'[A-Za-z_][A-Za-z0-9_]*|"(?:[^"\\]|\\.)*"|[(),=]', expr)
    pos = 0

    def pred():
        nonlocal pos
        name = toks[pos]
        pos += 1
        if name in ("all", "any", "not") and pos < len(toks) and toks[pos] == "(":
            pos += 1
            vals = []
            while toks[pos] != ")":
                vals.append(pred())
                if toks[pos] == ",":
                    pos += 1
            pos += 1
            if name == "not":
                return None if vals[0] is None else not vals[0]
            if name == "all":
                return False if False in vals else (None if None in vals else True)
            return True if True in vals else (None if None in vals else False)
        if pos < len(toks) and toks[pos] == "=":
            val = toks[pos + 1].strip('"')
            pos += 2
            if name == "feature":
                return val in features
            if name in RUST_CFG_KEYS:
                return f"{name}={val}" in RUST_CFG_TRUE
            return None
        if name == "test":
            return test
        if name in RUST_CFG_TRUE:
            return True
        if name in RUST_CFG_FALSE:
            return False
        return None
    try:
        return pred()
    except (IndexError, KeyError):
        return None


def rust_skipped(repo, cb):
    """Rust: the lines no `cargo check` of the code base compiles — an item or statement under
    `#[cfg(..)]` false in every check (`#[cfg(feature = "nightly")]` when the nightly feature
    cannot build on a stable toolchain), and a file whose `#![cfg(..)]` is (not the file of a
    dead `mod m;`: a live `#[path]` may include it too). rustc says nothing about calls there, so a flag on one is unverified, not
    false. Ranges [first, last] per file, as C's `skipped`."""
    checks = cb.get("cargo_checks", [["--lib", "--tests"]])
    confs = [(rust_features(repo, c), "--tests" in c or "--all-targets" in c
              or any(a == "--profile" and b == "test" for a, b in zip(c, c[1:]))) for c in checks]

    def dead(expr):
        return all(rust_cfg(expr, f, t) is False for f, t in confs)
    out, dead_files = {}, set()
    files = sorted(p for p in repo.rglob("*.rs") if ".git" not in p.parts and "target" not in p.parts)
    for path in files:
        rel = str(path.relative_to(repo))
        text = path.read_text(errors="replace")
        masked = mask(text, "rust")
        starts = line_starts(text)
        ranges = []
        for m in re.finditer(r"#(!?)\[\s*cfg\s*\(", masked):
            # the predicate, read in the raw text (the mask blanks its strings)
            depth, i = 1, m.end()
            while i < len(text) and depth:
                depth += {"(": 1, ")": -1}.get(masked[i], 0)
                i += 1
            if not dead(text[m.end():i - 1]):
                continue
            if m.group(1):
                dead_files.add(rel)
                continue
            close = masked.find("]", i)
            j, depth = close + 1, 0
            end = len(text) - 1
            # An item (`impl<'a, A> ..`, `fn f<T, U>(..)`) ends at its `;` or its block, never at
            # a comma: its generics' commas stand outside any bracket this scan counts. A field,
            # match arm or argument under the attribute ends at its comma.
            item = re.match(r"\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\s*\([^)]*\))?\s+)?"
                            r"(?:(?:unsafe|async|const|default|extern(?:\s*\"[^\"]*\")?)\s+)*"
                            r"(?:impl|fn|trait|struct|enum|union|mod|type|use|static|const|macro_rules)\b",
                            masked[close + 1:close + 400])
            while j < len(text):
                ch = masked[j]
                if ch in "([{":
                    depth += 1
                    if ch == "{" and depth == 1:
                        k, d = j + 1, 1
                        while k < len(text) and d:
                            d += {"{": 1, "}": -1}.get(masked[k], 0)
                            k += 1
                        end = k - 1
                        break
                elif ch in ")]}":
                    if depth == 0:
                        end = j - 1
                        break
                    depth -= 1
                elif (ch == ";" or ch == "," and not item) and depth == 0:
                    end = j
                    break
                j += 1
            ranges.append([line_of_off(starts, m.start()), line_of_off(starts, end)])
        if ranges:
            out[rel] = ranges
    for rel in dead_files:
        out[rel] = [[1, (repo / rel).read_text(errors="replace").count("\n") + 1]]
    return dict(sorted(out.items()))


def oracle_rust(repo, cb):
    errs = []
    for code, f, line, col, message in rustc_errors(repo, cb):
        if code in RUST_ARITY:
            errs.append({"file": f, "line": line, "col": col, "msg": f"{code} {message}"})
    return errs


TS_ARITY = {"TS2554", "TS2555", "TS2556", "TS2575", "TS2769"}


_TSC_RUNS = {}


def tsc_output(repo):
    """tsc's output on the tree as it is now (keyed by its diff against the pristine commit):
    `ts_rejected` and the oracle read the same run, so an edited tree is checked once, not
    twice (zod-sized trees take minutes a run on a loaded machine)."""
    key = (str(repo), git(repo, "diff", "HEAD", "--binary").stdout)
    if key not in _TSC_RUNS:
        _TSC_RUNS[key] = sh([tool("tsc"), "--noEmit", "--pretty", "false", "-p", "."], cwd=repo,
                            check=False).stdout
    return _TSC_RUNS[key]


def oracle_ts(repo, cb):
    errs = []
    for ln in tsc_output(repo).splitlines():
        m = re.match(r"^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$", ln)
        if m and m.group(4) in TS_ARITY:
            errs.append({"file": os.path.normpath(m.group(1)), "line": int(m.group(2)),
                         "col": int(m.group(3)), "msg": f"{m.group(4)} {m.group(5)}"})
    return errs


_TS_PRISTINE = {}


def ts_rejected(repo):
    """TS: the lines where the edit brings tsc errors other than arity ones (`Property 'm' does
    not exist on type 'never'` once a comparison above no longer overlaps and narrows the
    receiver away). tsc rejects the call there without counting its arguments, so a flag whose
    call lines all sit on such lines is unverified, not false. Called on the edited tree; the
    pristine tree's errors are read once per tree (after a reset) and left out."""
    def errors():
        out = set()
        for ln in tsc_output(repo).splitlines():
            m = re.match(r"^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$", ln)
            if m and m.group(4) not in TS_ARITY:
                out.add((os.path.normpath(m.group(1)), int(m.group(2)), m.group(4)))
        return out
    edited = errors()
    if repo not in _TS_PRISTINE:
        stash = {f: (repo / f).read_text() for f, _, _ in edited}
        git(repo, "stash", "--quiet")
        _TS_PRISTINE[repo] = errors()
        git(repo, "stash", "pop", "--quiet")
        assert all((repo / f).read_text() == t for f, t in stash.items())
    return sorted({(f, ln) for f, ln, _ in edited - _TS_PRISTINE[repo]})


PY_ARITY = re.compile(r"Expected \d+ (more )?positional argument|Argument missing for parameter|"
                      r"Arguments missing for parameters|No parameter named")


def pyright_cmd(repo, cb):
    """pyright on the tree, resolving imports in the code base's own environment (`py_env`)."""
    return [tool("pyright"), "--outputjson", "--pythonpath", str(py_env(repo.parent.name, cb))]


def oracle_python(repo, cb):
    p = sh(pyright_cmd(repo, cb), cwd=repo, check=False)
    d = json.loads(p.stdout)
    errs = []
    for x in d["generalDiagnostics"]:
        if x.get("severity") != "error" or not PY_ARITY.search(x["message"]):
            continue
        r = x["range"]
        errs.append({"file": os.path.relpath(x["file"], repo), "line": r["start"]["line"] + 1,
                     "col": r["start"]["character"] + 1, "eline": r["end"]["line"] + 1,
                     "ecol": r["end"]["character"] + 1, "msg": x["message"].split("\n")[0]})
    return errs


def unchecked_members(repo, cb, names):
    """Python: the member accesses pyright types as wholly unknown (`Type of "m" is unknown`, its
    `reportUnknownMemberType` on the pristine tree), for the edited names only: a call through
    an unannotated parameter or an uninferable value. Pyright checks no argument count there,
    so a flag whose call lines all sit on such accesses of the edited name is unverified, not
    false. {file: {name: [lines]}}; `partially unknown` (a known method with unannotated
    parameters) is checked and not counted."""
    cfg = repo / "pyrightconfig.json"
    conf = json.loads(cfg.read_text())
    conf["reportUnknownMemberType"] = "error"
    cfg.write_text(json.dumps(conf, indent=1) + "\n")
    try:
        p = sh(pyright_cmd(repo, cb), cwd=repo, check=False)
    finally:
        reset(repo)
    out = {}
    for x in json.loads(p.stdout)["generalDiagnostics"]:
        m = re.match(r'Type of "([^"]+)" is unknown$', x["message"].split("\n")[0])
        if m and m.group(1) in names:
            f = os.path.relpath(x["file"], repo)
            out.setdefault(f, {}).setdefault(m.group(1), set()).add(x["range"]["start"]["line"] + 1)
    return {f: {n: sorted(ls) for n, ls in sorted(d.items())} for f, d in sorted(out.items())}


def unreachable_lines(repo, cb):
    """Python: the lines pyright's type analysis finds unreachable on the pristine tree (h11's
    `raise LocalProtocolError(..)` under `if not isinstance(status_code, int):` with `status_code:
    int` narrowed to `Never`). Pyright checks nothing there, so a flag whose call lines all sit
    there is unverified, not false. The pinned oracle's CLI cannot list them; a later pyright
    (`REACH_PYRIGHT`, in work/tools/reach) reports them as `reportUnreachable`, same
    config and environment. {file: [[first, last], ..]}, 1-based lines."""
    cli = TOOLS / "reach" / "node_modules" / "pyright" / "index.js"
    if not cli.exists():
        raise SystemExit(f"no {cli}: run `real.py tools`")
    cfg = repo / "pyrightconfig.json"
    conf = json.loads(cfg.read_text())
    conf["reportUnreachable"] = "error"
    cfg.write_text(json.dumps(conf, indent=1) + "\n")
    try:
        p = sh(["node", str(cli), "--outputjson", "--pythonpath", str(py_env(repo.parent.name, cb))],
               cwd=repo, check=False)
    finally:
        reset(repo)
    out = {}
    for x in json.loads(p.stdout)["generalDiagnostics"]:
        if x.get("rule") == "reportUnreachable":
            r = x["range"]
            out.setdefault(os.path.relpath(x["file"], repo), []).append(
                [r["start"]["line"] + 1, r["end"]["line"] + 1])
    return {f: sorted(rs) for f, rs in sorted(out.items())}


def ts_any_calls(repo, names):
    """TS: the calls of the edited names whose receiver or callee tsc types as `any`
    (`iHash.update(x).digestInto(out)` where `hmac.create` returns `_HMAC<any>`), found by tsc's
    own checker (`ts_any_calls.js` with the pinned typescript, over the tree's tsconfig.json).
    tsc checks no argument count there, so a flag whose call lines all sit on such calls of the
    edited name is unverified, not false: Python's `unchecked` for TS. Called on the pristine
    tree; {file: {name: [lines]}}, the line of the callee's name."""
    p = sh(["node", str(HERE / "ts_any_calls.js"), str(TOOLS / "node_modules" / "typescript"), str(repo),
            *sorted(names)], check=False)
    if p.returncode != 0:
        raise SystemExit(f"ts_any_calls.js failed on {repo}: {p.stderr.strip()[-600:]}")
    return json.loads(p.stdout)


def oracle_java(repo, cb):
    srcs = sorted(str(p.relative_to(repo)) for p in repo.rglob("*.java"))
    out = WORK / "javac-out" / repo.parent.name
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    argf = out.parent / f"{repo.parent.name}-sources.txt"
    argf.write_text("\n".join(srcs) + "\n")
    cp = cb.get("classpath", [])
    # `javac_flags`: a code base's own (disruptor's tests call an unqualified `yield()`, which
    # javac 17 rejects while parsing, before any call is checked: `--release 11` accepts it).
    cmd = ["javac", "-d", str(out), "-Xmaxerrs", "100000", "-Xdiags:verbose", "-nowarn",
           "-proc:none", "-encoding", "UTF-8", *cb.get("javac_flags", [])]
    if cp:
        cmd += ["-cp", ":".join(cp)]
    p = sh(cmd + ["@" + str(argf)], cwd=repo, check=False)
    errs, cur = [], None
    for ln in p.stderr.splitlines():
        m = re.match(r"^(.+\.java):(\d+): error: (.*)$", ln)
        if m:
            cur = {"file": os.path.normpath(m.group(1)), "line": int(m.group(2)), "col": None,
                   "msg": m.group(3), "block": "", "dot_line": True}
            errs.append(cur)
        elif cur is not None:
            cur["block"] += ln + "\n"
    keep = []
    for e in errs:
        # A constructor called with the diamond (`new DefaultPooledObject<>(obj)`) is reported
        # as `cannot infer type arguments for DefaultPooledObject<>`, its reason `cannot infer
        # type-variable(s) T (actual and formal argument lists differ in length)`. (Where the
        # class has several constructors javac gives no reason at all: such a call cannot be
        # told from a type error, and is not counted.)
        if "differ in length" in e.pop("block") and re.search(
                r"cannot be applied to given types|no suitable (method|constructor) found"
                r"|cannot infer type arguments for", e["msg"]):
            keep.append(e)
    return keep


def oracle_c(repo, cb):
    # gcc -fsyntax-only on every .c file: each translation unit is checked on its own, with
    # the headers it includes; an arity error is "too few/many arguments to function".
    incs = [f"-I{d}" for d in cb.get("c_include", ["."])]
    errs = []
    for f in sorted(str(p.relative_to(repo)) for p in repo.rglob("*.c")):
        p = sh(["gcc", "-std=gnu11", "-fsyntax-only", "-fmax-errors=0", *incs, f], cwd=repo,
               check=False)
        for ln in p.stderr.splitlines():
            m = re.match(r"^([^:\s]+\.[ch]):(\d+):(\d+): error: (too (few|many) arguments to function.*)$", ln)
            if m:
                errs.append({"file": os.path.normpath(m.group(1)), "line": int(m.group(2)),
                             "col": int(m.group(3)), "msg": m.group(4)})
    return errs


CPP_UNITS = (".cpp", ".cc", ".cxx")


def oracle_cpp(repo, cb):
    """g++ -fsyntax-only on every C++ translation unit (`.cpp`, `.cc`, `.cxx`), each on its own
    with the headers it includes (flags from the code base's `cxx_flags`, include directories
    from `c_include`). Arity errors: "too few/many arguments to function", and "no matching
    function for call" (a constructor too) when one of its candidate notes says "candidate
    expects N arguments, M provided": a call that no longer fits by count. A call that fails on
    a type only (every candidate "no known conversion") is not an arity error."""
    incs = [f"-I{d}" for d in cb.get("c_include", ["."])]
    flags = cb.get("cxx_flags", ["-std=gnu++17"])
    units = sorted(str(p.relative_to(repo)) for p in repo.rglob("*") if p.suffix in CPP_UNITS)
    errs = []
    for f in units:
        p = sh(["g++", *flags, "-fsyntax-only", "-fmax-errors=0", "-fno-diagnostics-show-caret",
                "-fdiagnostics-column-unit=byte",
                *incs, f], cwd=repo, check=False)
        cur = None
        for ln in p.stderr.splitlines():
            m = re.match(r"^([^:\s]+):(\d+):(\d+): (error|note|warning): (.*)$", ln)
            if not m:
                continue
            if m.group(4) == "error":
                cur = {"file": os.path.normpath(m.group(1)), "line": int(m.group(2)),
                       "col": int(m.group(3)), "msg": m.group(5), "expects": False, "byte_col": True}
                errs.append(cur)
            elif m.group(4) == "note" and cur is not None and \
                    re.search(r"candidate expects \d+ arguments?, \d+ provided", m.group(5)):
                cur["expects"] = True
    keep = []
    for e in errs:
        expects = e.pop("expects")
        if re.match(r"too (few|many) arguments to (member )?function", e["msg"]) or \
                (e["msg"].startswith("no matching function for call") and expects):
            keep.append(e)
    return keep


C_SOURCES = (".c", ".h", ".cpp", ".cc", ".cxx", ".hpp", ".hh", ".hxx", ".inl", ".ipp", ".tpp")


def skipped_lines(repo, cb):
    """C and C++: the lines of each source file that no translation unit compiles (an `#if`
    branch not taken here, such as `#ifdef _WIN32`, or a header nothing includes), from the
    line markers of `-E`: the compiler says nothing about calls there, so a flag on one is
    unverified, not false. Ranges [first, last] per file; blank and comment lines fall in too."""
    incs = [f"-I{d}" for d in cb.get("c_include", ["."])]
    if cb["lang"] == "c":
        cmd = ["gcc", "-std=gnu11"]
        units = sorted(str(p.relative_to(repo)) for p in repo.rglob("*.c"))
    else:
        cmd = ["g++", *cb.get("cxx_flags", ["-std=gnu++17"])]
        units = sorted(str(p.relative_to(repo)) for p in repo.rglob("*") if p.suffix in CPP_UNITS)
    seen = {}
    for f in units:
        p = sh([*cmd, "-E", *incs, f], cwd=repo, check=False)
        cur, line = None, 0
        for ln in p.stdout.splitlines():
            m = re.match(r'^# (\d+) "([^"]*)"', ln)
            if m:
                cur, line = os.path.normpath(m.group(2)), int(m.group(1))
                continue
            if cur is not None:
                seen.setdefault(cur, set()).add(line)
            line += 1
    out = {}
    for path in sorted(repo.rglob("*")):
        if path.suffix not in C_SOURCES or ".git" in path.parts:
            continue
        rel = str(path.relative_to(repo))
        n = path.read_text(errors="replace").count("\n") + 1
        got = seen.get(rel, set())
        ranges, start = [], None
        for k in range(1, n + 1):
            if k not in got:
                start = k if start is None else start
            elif start is not None:
                ranges.append([start, k - 1])
                start = None
        if start is not None:
            ranges.append([start, n])
        if ranges:
            out[rel] = ranges
    return out


def oracle_cs(repo, cb):
    """mcs over every tracked C# file (flags from the code base's `mcs_flags`); arity errors are
    CS1501 (no overload of a method takes N arguments) and CS1729 (no constructor does)."""
    srcs = sorted(str(p.relative_to(repo)) for p in repo.rglob("*.cs"))
    out = WORK / "mcs-out"
    out.mkdir(parents=True, exist_ok=True)
    argf = out / f"{repo.parent.name}-sources.txt"
    argf.write_text("\n".join(srcs) + "\n")
    dll = out / f"{repo.parent.name}.dll"
    cmd = ["mcs", "-target:library", f"-out:{dll}", *cb.get("mcs_flags", []), "@" + str(argf)]
    p = sh(cmd, cwd=repo, check=False)
    errs = []
    for ln in (p.stdout + p.stderr).splitlines():
        m = re.match(r"^(.+\.cs)\((\d+),(\d+)\): error (CS\d+): (.*)$", ln)
        if m and m.group(4) in ("CS1501", "CS1729"):
            errs.append({"file": os.path.normpath(m.group(1)), "line": int(m.group(2)),
                         "col": int(m.group(3)), "msg": f"{m.group(4)}: {m.group(5)}"})
    return errs


def oracle_kotlin(repo, cb):
    """kotlinc (Debian's 1.3.31) over every tracked `.kt` file in one run, with the code base's
    `classpath` jars; output to a scratch directory. Arity errors: "no value passed for
    parameter", "too many arguments for", and "none of the following functions can be called
    with the arguments supplied" (an overload set none of whose members fits; the edit changes
    only a parameter list, so a new one is the edit's)."""
    srcs = sorted(str(p.relative_to(repo)) for p in repo.rglob("*.kt"))
    out = WORK / "kotlinc-out" / repo.parent.name
    if out.exists():
        shutil.rmtree(out)
    cp = ":".join(cb.get("classpath", []))
    p = sh(["kotlinc", "-nowarn", *(["-cp", cp] if cp else []), "-d", str(out), *srcs], cwd=repo,
           check=False)
    errs = []
    for ln in (p.stdout + p.stderr).splitlines():
        m = re.match(r"^(.+\.kt):(\d+):(\d+): error: (.*)$", ln)
        if m and re.match(r"no value passed for parameter|too many arguments for|"
                          r"none of the following functions can be called", m.group(4)):
            errs.append({"file": os.path.normpath(m.group(1)), "line": int(m.group(2)),
                         "col": int(m.group(3)), "msg": m.group(4)})
    return errs


# Whether a failing unit hides errors in others: a Go package hides its importers, a Rust
# library its integration tests; javac checks no call made on the result of a call it rejected,
# so in a builder chain (`new B().sep(a, b, v).x().sep(a, b, v)`) only the first broken call of
# the edited method is reported until it is patched. tsc and pyright check every call in one run,
# so one round is the whole truth there.
HIDES = {"go": True, "rust": True, "ts": False, "python": True, "java": True, "c": False, "cpp": False, "cs": False, "kotlin": False}

ORACLES = {"go": oracle_go, "rust": oracle_rust, "ts": oracle_ts, "python": oracle_python,
           "java": oracle_java, "c": oracle_c, "cpp": oracle_cpp, "cs": oracle_cs,
           "kotlin": oracle_kotlin}


# ---------------------------------------------------------------------------------------------
# label: edit -> compiler arity errors -> patch each site -> again, until nothing new
# ---------------------------------------------------------------------------------------------

def edits_of(name):
    f = EDITS / f"{name}.json"
    return json.loads(f.read_text()) if f.exists() else []


def reset(repo):
    git(repo, "checkout", "-q", "--", ".")
    git(repo, "clean", "-q", "-fd")


def edit_parts(repo, e):
    """The files `e` rewrites, each as (path, edited text); refuses an edit that does not apply
    to the pristine tree. `also`: the same change written elsewhere in the same edit (a C
    prototype and its definition), each part {file, old, new}."""
    out = {}
    # Parts apply in order; a later part on the same file sees the earlier parts' text.
    for part in [e, *e.get("also", [])]:
        f = repo / part["file"]
        text = out[f] if f in out else f.read_text()
        n = text.count(part["old"])
        if n != 1:
            raise SystemExit(f"edit {e['id']}: old text found {n} times in {part['file']} (want exactly 1)")
        if part["old"].count("\n") != part["new"].count("\n"):
            raise SystemExit(f"edit {e['id']}: old and new must have the same number of lines")
        out[f] = text.replace(part["old"], part["new"])
    return list(out.items())


def apply_edit(repo, e):
    for f, text in edit_parts(repo, e):
        f.write_text(text)


def err_key(e):
    return (e["file"], e["line"], e.get("col"), e["msg"])


RUBY_DIR = HERE / "ruby"


def ruby_new_params(e):
    """The edited parameter list of `e`, as written in its `new` text."""
    m = re.search(r"def\s+(?:self\.)?%s[?!]?(?:\((.*)\)|[ \t]+([^\n;#]*?))?[ \t]*(?:#.*)?$"
                  % re.escape(e["name"]), e["new"], re.M)
    if not m:
        raise SystemExit(f"edit {e['id']}: no `def {e['name']}` in its new text")
    return (m.group(1) if m.group(1) is not None else m.group(2) or "").strip()


def label_ruby(name, cb, repo, e):
    """Ruby has no arity check before running: the pristine tree runs a workload
    (`ruby/<workload>`) under `ruby/trace.rb`, which records each call of the edited method as
    the caller wrote it and replays it against the edited parameter list (ArgumentError: the
    edit breaks that site). The edit itself is not applied: every site is seen with the code
    that reaches it unchanged, and one run labels them all."""
    reset(repo)
    out = WORK / "ruby-trace.json"
    t = e["trace"]
    env = {"TRACE_NAME": e["name"], "TRACE_OWNER": t["owner"],
           "TRACE_SINGLETON": "1" if t.get("singleton") else "0",
           "TRACE_PARAMS": ruby_new_params(e), "TRACE_OUT": str(out)}
    if out.exists():
        out.unlink()
    p = sh(["ruby", "-I", "lib", "-r", str(RUBY_DIR / "trace.rb"), str(RUBY_DIR / cb["workload"])],
           cwd=repo, env=env, check=False)
    if not out.exists():
        raise SystemExit(f"edit {e['id']}: the workload wrote no trace\n{p.stderr[-2000:]}")
    rows = json.loads(out.read_text())["sites"]
    root = str(repo.resolve()) + os.sep
    broken, fine, calls = set(), set(), 0
    for r in rows:
        path = str(Path(r["path"]).resolve())
        if not path.startswith(root):
            continue
        site = (path[len(root):], r["line"])
        calls += r["calls"]
        (fine if r["accepted"] else broken).add(site)
    return {"sites": sorted([f, l, e["name"], 1] for f, l in broken),
            "exercised": sorted([f, l] for f, l in fine - broken),
            "calls_seen": calls, "unmapped": [], "rounds": 1}


def callee_names(e):
    """The names a call of the edited function is written with: its own, and for a constructor
    (`constructor`, `__init__`) the class's, from a `<file>:<Class>.<name>` selector, since the
    call reads `new Class(..)` / `Class(..)`: tsc puts an extra argument's error on that
    argument, and an argument that is itself a call (`new E(msg, tok, this.LA(0))`) must not
    take the site from the constructor's line."""
    names = {e["name"]}
    sel = e.get("selector", "")
    if e["name"] in ("constructor", "__init__") and "." in sel.rsplit(":", 1)[-1]:
        names.add(sel.rsplit(":", 1)[-1].rsplit(".", 1)[0].rsplit(".", 1)[-1])
    return names


def label_edit(name, cb, repo, e, baseline):
    if cb["lang"] == "ruby":
        return label_ruby(name, cb, repo, e)
    oracle = ORACLES[cb["lang"]]
    reset(repo)
    apply_edit(repo, e)
    rejected = ts_rejected(repo) if cb["lang"] == "ts" else \
        rust_rejected(repo, cb) if cb["lang"] == "rust" else []
    seen, sites, unmapped, rounds = set(baseline), {}, [], 0
    # The fix-loop's cap: 8 rounds, or the code base's `max_rounds` (jsonp: a Java builder chain
    # over lines, `.write("a", "b")` ten times in a row, where javac attributes nothing after
    # the first failing call of the chain, so each round finds the next line's call).
    while rounds < cb.get("max_rounds", 8):
        rounds += 1
        errs = [x for x in oracle(repo, cb) if err_key(x) not in seen]
        if not errs:
            break
        by_file = {}
        for x in errs:
            seen.add(err_key(x))
            by_file.setdefault(x["file"], []).append(x)
        progressed = False
        for f, xs in by_file.items():
            path = repo / f
            text = path.read_text()
            masked = mask(text, cb["lang"])
            calls = calls_in(masked, cb["lang"])
            starts = line_starts(text)
            tedits, patched = [], set()
            for x in xs:
                c = find_call(text, masked, calls, x, callee_names(e))
                if c is None:
                    unmapped.append([f, x["line"], x["msg"]])
                    continue
                site = (f, line_of_off(starts, c[1]))
                sites.setdefault(site, {"callee": c[0], "round": rounds})
                if c[1] not in patched:  # two calls on one line are two patches
                    patched.add(c[1])
                    tedits += patch_call(text, masked, c, e["fix"])
            if tedits:
                path.write_text(apply_text_edits(text, tedits))
                progressed = True
        if not progressed or not HIDES[cb["lang"]]:
            break
    hidden = go_hidden(repo) if cb["lang"] == "go" else []
    reset(repo)
    return {"sites": sorted([f, l, v["callee"], v["round"]] for (f, l), v in sites.items()),
            "unmapped": unmapped, "rounds": rounds, **({"hidden": hidden} if hidden else {}),
            **({"rejected": [list(x) for x in rejected]} if rejected else {})}


def tool_versions(lang):
    cmds = {"go": ["go", "version"], "rust": ["rustc", "--version"], "ts": [tool("tsc"), "--version"],
            "python": [tool("pyright"), "--version"], "java": ["javac", "-version"],
            "c": ["gcc", "--version"],
            "cpp": ["g++", "--version"],
            "kotlin": ["kotlinc", "-version"],
            "cs": ["mcs", "--version"],
            "ruby": ["ruby", "--version"]}[lang]
    p = sh(cmds, check=False)
    return (p.stdout + p.stderr).strip().splitlines()[0]


def tree_id(repo):
    """The pristine tree's git id: the same on every machine that fetched the same sources."""
    return git(repo, "rev-parse", "HEAD^{tree}").stdout.strip()


def edit_key(e):
    """A digest of what the truth depends on, so a changed edit is relabelled (the truth keeps
    paths and lines, not code)."""
    blob = json.dumps([e["file"], e["old"], e["new"], e["fix"]] + ([e["also"]] if e.get("also") else []),
                      sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def unchecked_names(cb, edits):
    """The names whose unchecked calls the truth records: the edited names, and in TS the class
    name a constructor is called with (`new C(..)`)."""
    if cb["lang"] == "ts":
        return sorted(set().union(*(callee_names(e) for e in edits)))
    return sorted({e["name"] for e in edits})


def cmd_label(args):
    m = manifest()
    names = args.codebases or list(m)
    check_needs(names, m, label=True)
    TRUTH.mkdir(exist_ok=True)
    for name in names:
        cb = m[name]
        repo = tree_dir(name)
        if not repo.exists():
            raise SystemExit(f"{name}: no tree; run `real.py fetch {name}` first")
        tf = TRUTH / f"{name}.json"
        old = json.loads(tf.read_text()) if tf.exists() else {"edits": {}}
        edits = edits_of(name)
        todo = [e for e in edits if args.relabel or e["id"] not in old["edits"]
                or old["edits"][e["id"]].get("edit") != edit_key(e)]
        unchecked = cb["lang"] in ("python", "ts") and old.get("unchecked_names") != unchecked_names(cb, edits)
        # Python: the truth holds for the environment pyright resolved imports in; other pins
        # (a test dependency added) relabel every edit.
        if cb["lang"] == "python" and old.get("pip_deps") != cb.get("pip_deps", []):
            todo = list(edits)
        unreach = cb["lang"] == "python" and old.get("reachability") != f"pyright {REACH_PYRIGHT}"
        ignored = cb["lang"] == "go" and "ignored" not in old
        if not todo and not unchecked and not unreach and not ignored and not old.get("partial"):
            log(f"{name}: truth up to date")
            continue
        t0 = time.time()
        reset(repo)
        # Every edit to label must apply to the pristine tree before the first oracle run, so
        # a bad edit stops the run at once instead of after the ones before it were labelled.
        for e in todo:
            edit_parts(repo, e)
        baseline = []
        if todo and cb["lang"] in ORACLES:
            baseline = [err_key(x) for x in ORACLES[cb["lang"]](repo, cb)]
            log(f"{name}: the pristine tree has {len(baseline)} arity errors ({time.time() - t0:.1f}s)")
        truth = {"codebase": name, "lang": cb["lang"], "oracle": tool_versions(cb["lang"]),
                 "tree": tree_id(repo),
                 **({"pip_deps": cb.get("pip_deps", [])} if cb["lang"] == "python" else {}),
                 "edits": {k: v for k, v in old["edits"].items() if k in {e["id"] for e in edits}}}
        for e in todo:
            t1 = time.time()
            r = label_edit(name, cb, repo, e, baseline)
            r["edit"] = edit_key(e)
            r["seconds"] = round(time.time() - t1, 1)
            truth["edits"][e["id"]] = r
            log(f"  {e['id']}: {len(r['sites'])} sites, {r['rounds']} rounds, "
                f"{len(r['unmapped'])} unmapped ({r['seconds']}s)")
            # Saved after each edit: a run stopped later keeps what it labelled (the next run
            # labels only the rest, and redoes the per-code-base lists below).
            tf.write_text(json.dumps({**truth, "partial": True}, indent=1) + "\n")
        truth["edits"] = {e["id"]: truth["edits"][e["id"]] for e in edits if e["id"] in truth["edits"]}
        if cb["lang"] == "cpp":
            reset(repo)
            truth["skipped"] = skipped_lines(repo, cb)
        if cb["lang"] == "rust":
            reset(repo)
            skipped = rust_skipped(repo, cb)
            truth.pop("skipped", None)
            if skipped:
                truth["skipped"] = skipped
        if cb["lang"] in ("python", "ts"):
            reset(repo)
            truth["unchecked_names"] = unchecked_names(cb, edits)
            names = set(truth["unchecked_names"])
            truth["unchecked"] = unchecked_members(repo, cb, names) if cb["lang"] == "python" \
                else ts_any_calls(repo, names)
        if cb["lang"] == "go":
            reset(repo)
            truth["ignored"] = go_ignored(repo)
        if cb["lang"] == "python":
            reset(repo)
            truth["reachability"] = f"pyright {REACH_PYRIGHT}"
            truth["unreachable"] = unreachable_lines(repo, cb)
        tf.write_text(json.dumps(truth, indent=1) + "\n")
        log(f"{name}: labelled in {time.time() - t0:.0f}s")


# ---------------------------------------------------------------------------------------------
# run: contract-watch measure on each edited tree, compared with the truth
# ---------------------------------------------------------------------------------------------

def measure(binary, repo, selector):
    # The builtin engine whatever the binary's default: an older build's `auto` would run an
    # installed ripwire instead.
    env = {"NO_COLOR": "1", "CONTRACT_WATCH_ENGINE": "builtin", "XDG_STATE_HOME": str(WORK / "state"), "XDG_CONFIG_HOME": str(WORK / "config")}
    t0 = time.perf_counter()
    p = sh([binary, "measure", selector, "--json"], cwd=repo, env=env, check=False)
    ms = (time.perf_counter() - t0) * 1000
    if p.returncode != 0:
        return None, ms, f"exit {p.returncode}: {p.stderr.strip()[:300]}"
    try:
        return json.loads(p.stdout), ms, None
    except ValueError:
        return None, ms, f"unreadable output: {p.stdout[:200]}"


def join_reports(rep, more):
    """The callers and exclusions of two measures of one edit; the first keeps its status.

    A caller is one per measure and call lines: a function calling two of the changed
    definitions (`element.detach(); docType.detach();`) is a caller of each, with the lines of
    each, as the hooks report it (keyed by function alone, the second measure's lines were lost).
    """
    out = dict(rep)
    key = lambda c: (c["path"], c["line"], c.get("name"), tuple(c.get("call_lines") or []))
    callers = {key(c): c for c in rep.get("callers", [])}
    for c in more.get("callers", []):
        k = key(c)
        if k not in callers or c["incompatible"] and not callers[k]["incompatible"]:
            callers[k] = c
    out["callers"] = list(callers.values())
    out["excluded"] = rep.get("excluded", []) + more.get("excluded", [])
    return out


def call_text(repo, f, line):
    try:
        return (repo / f).read_text(errors="replace").splitlines()[line - 1].strip()[:160]
    except (OSError, IndexError):
        return ""


def compare_edit(repo, e, truth, rep):
    broken = {(s[0], s[1]) for s in truth["sites"]}
    lines = {}  # (file, line) -> [callers]
    for c in rep.get("callers", []):
        for ln in c.get("call_lines", []) or [c["line"]]:
            lines.setdefault((c["path"], ln), []).append(c)
    excluded = {(x["path"], x["call_line"]): x for x in rep.get("excluded", [])}
    rows = {"flagged": [], "listed": [], "missed": [], "false_flags": []}
    for site in sorted(broken):
        cs = lines.get(site)
        if not cs:
            x = excluded.get(site)
            rows["missed"].append({"site": list(site), "excluded": x["reason"] if x else None})
        elif any(c["incompatible"] for c in cs):
            rows["flagged"].append({"site": list(site), "binds": cs[0].get("binds")})
        else:
            rows["listed"].append({"site": list(site), "binds": cs[0].get("binds")})
    # A caller is flagged as a whole (the engine's `incompatible` is per caller, the name under
    # "do not match"): it is a false flag when none of its call lines is a broken site.
    # Ruby's truth sees only the sites its workload runs (`exercised`: ran and accepted): a flag
    # on a line it never ran is unverified, not false.
    seen = {(f, ln) for f, ln in truth["exercised"]} | broken if "exercised" in truth else None
    # C++'s truth says which lines no translation unit compiles here (`skipped`: `#ifdef
    # _WIN32`), Rust's which lines no `cargo check` compiles (`#[cfg(feature = "nightly")]`
    # on a stable toolchain): a flag whose call lines all sit there is unverified too.
    skipped = truth.get("skipped") or {}

    def uncompiled(path, ln):
        return any(a <= ln <= b for a, b in skipped.get(path, []))
    # Python's truth says where pyright types the edited name as a member of an unknown value
    # (`unchecked`: a call through an unannotated parameter): it checks no arity there. TS's
    # says the same of calls whose receiver or callee tsc types as `any`.
    unchecked = truth.get("unchecked") or {}
    # Python's truth also says which lines pyright's type analysis finds unreachable
    # (`unreachable`: a branch narrowed to `Never`): it checks nothing there either.
    unreachable = truth.get("unreachable") or {}

    def dead(path, ln):
        return any(a <= ln <= b for a, b in unreachable.get(path, []))
    # Go's truth says which files the compiler never type-checked after the fix-loop (`hidden`:
    # an external test package behind its package's remaining type errors).
    hidden = set(truth.get("hidden") or [])
    # It also says which files no build it runs compiles at all (`ignored`: a `//go:build
    # ignore` program, another GOOS's file).
    ignored = set(truth.get("ignored") or [])
    # TS's and Rust's truths say where the edit brings other compiler errors (`rejected`): the
    # call does not compile there, whatever its arguments, and the compiler counts none of them;
    # nor, often, of the calls after it in the same function (rustc types what an error touched
    # as an error and reports nothing more of it), so a caller with one such line is unverified.
    rejected = {(f, ln) for f, ln in truth.get("rejected") or []}

    def unknown_receiver(path, ln):
        return any(ln in unchecked.get(path, {}).get(n, []) for n in callee_names(e))
    # A type checker reports nothing where a suppression comment covers the line: pyright's
    # `# type: ignore[..]` / `# pyright: ignore[..]` on it (whatever the bracket names), tsc's
    # `// @ts-ignore` / `// @ts-expect-error` on the line before. A flag there is unverified.
    texts = {}

    def suppressed(path, ln):
        if path not in texts:
            f = Path(repo) / path
            texts[path] = f.read_text(errors="replace").split("\n") if f.exists() else []
        lines = texts[path]
        if path.endswith(".py"):
            return 0 < ln <= len(lines) and re.search(r"#\s*(type|pyright):\s*ignore", lines[ln - 1])
        if path.endswith((".ts", ".tsx", ".js", ".jsx", ".mts", ".cts")):
            return 1 < ln <= len(lines) and re.search(r"//\s*@ts-(ignore|expect-error)", lines[ln - 2])
        return False
    for c in rep.get("callers", []):
        cl = c.get("call_lines", []) or [c["line"]]
        if c["incompatible"] and not any((c["path"], ln) in broken for ln in cl):
            row = {"site": [c["path"], cl[0]], "binds": c.get("binds"), "caller": c["name"], "lines": cl}
            if seen is not None and not all((c["path"], ln) in seen for ln in cl) \
                    or skipped and all(uncompiled(c["path"], ln) for ln in cl) \
                    or unchecked and all(unknown_receiver(c["path"], ln) for ln in cl) \
                    or unreachable and all(dead(c["path"], ln) for ln in cl) \
                    or c["path"] in hidden or c["path"] in ignored \
                    or all(suppressed(c["path"], ln) for ln in cl) \
                    or rejected and any((c["path"], ln) in rejected for ln in cl):
                rows.setdefault("unverified", []).append(row)
            else:
                rows["false_flags"].append(row)
    return rows


def cmd_run(args):
    m = manifest()
    names = args.codebases or list(m)
    binary = str(Path(args.bin).resolve()) if args.bin else str(ROOT / "target" / "release" / "contract-watch")
    if not args.bin and not args.no_build:
        sh(["cargo", "build", "--release", "--quiet", "--manifest-path", str(ROOT / "Cargo.toml")], capture=False)
    if not Path(binary).exists():
        raise SystemExit(f"no binary at {binary}")
    results = {"binary": binary, "version": sh([binary, "--version"], check=False).stdout.strip(),
               "edits": []}
    for name in names:
        cb = m[name]
        repo = tree_dir(name)
        tf = TRUTH / f"{name}.json"
        if not repo.exists() or not tf.exists():
            log(f"{name}: skipped (no tree: run fetch; no truth: run label)")
            continue
        tj = json.loads(tf.read_text())
        if tj.get("tree") and tj["tree"] != tree_id(repo):
            log(f"{name}: WARNING the fetched tree ({tree_id(repo)}) is not the labelled one "
                f"({tj['tree']}); refetch or relabel")
        truth = tj["edits"]
        for e in edits_of(name):
            t = truth.get(e["id"])
            if t is None or t.get("edit") != edit_key(e):
                log(f"{name}/{e['id']}: truth missing or stale, run `real.py label {name}`")
                continue
            if "skipped" in tj:
                t = dict(t, skipped=tj["skipped"])
            if "unchecked" in tj:
                t = dict(t, unchecked=tj["unchecked"])
            if "unreachable" in tj:
                t = dict(t, unreachable=tj["unreachable"])
            if tj.get("ignored"):
                t = dict(t, ignored=tj["ignored"])
            reset(repo)
            apply_edit(repo, e)
            sel = e.get("selector") or f"{e['file']}:{e['name']}"
            rep, ms, err = measure(binary, repo, sel)
            # An edit that changes several definitions at once (an interface method and its
            # implementations in `also`) is measured as the hooks see it: each changed
            # definition named in `measure_also` is measured too, and their callers joined.
            for extra in e.get("measure_also", []):
                if rep is None:
                    break
                more, ms2, err = measure(binary, repo, extra)
                ms += ms2
                if more is None:
                    rep = None
                    break
                rep = join_reports(rep, more)
            r = {"codebase": name, "lang": cb["lang"], "edit": e["id"], "shape": e.get("shape", ""),
                 "selector": sel, "ms": round(ms, 1), "broken": len(t["sites"]), "error": err}
            if rep is None:
                r.update({"status": None, "status_ok": False, "flagged": 0, "flagged_maybe": 0, "listed": 0,
                          "missed": len(t["sites"]), "false_flags": 0, "detail": {}})
            else:
                d = compare_edit(repo, e, t, rep)
                r.update({"status": rep.get("status"),
                          "status_ok": rep.get("status") == e.get("status", "contract-change"),
                          "params": [rep.get("params_was"), rep.get("params_now")],
                          "callers": len(rep.get("callers", [])),
                          **{k: len(v) for k, v in d.items()},
                          "flagged_maybe": sum(1 for x in d["flagged"] if x.get("binds") == "maybe"),
                          "detail": d})
            results["edits"].append(r)
            reset(repo)
            log(f"{name}/{e['id']}: broken {r['broken']} flagged {r['flagged']} listed {r['listed']} "
                f"missed {r['missed']} false {r['false_flags']} status {r['status']} {r['ms']:.0f} ms"
                + (f"  ERROR {err}" if err else ""))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n")
    print(markdown(results))


COLS = ["broken", "flagged", "listed", "missed", "false_flags"]
EXTRA = ["flagged_maybe"]


def totals(edits, key):
    out = {}
    for r in edits:
        t = out.setdefault(r[key], {c: 0 for c in COLS + EXTRA} | {"edits": 0, "status_ok": 0, "ms": []})
        for c in COLS + EXTRA:
            t[c] += r.get(c, 0)
        t["edits"] += 1
        t["status_ok"] += bool(r["status_ok"])
        t["ms"].append(r["ms"])
    return out


def pct(a, b):
    return f"{100 * a / b:.0f}%" if b else "-"


def markdown(results):
    ed = results["edits"]
    out = [f"binary: `{results['binary']}` ({results.get('version', '')})", "",
           "| code base | edit | status | broken | flagged | listed | missed | false flags | ms |",
           "|---|---|---|---:|---:|---:|---:|---:|---:|"]
    for r in ed:
        st = r["status"] or f"error: {r['error']}"
        out.append(f"| {r['codebase']} | {r['edit']} | {st}{'' if r['status_ok'] else ' ✗'} | {r['broken']} | "
                   f"{r['flagged']} | {r['listed']} | {r['missed']} | {r['false_flags']} | {r['ms']:.0f} |")
    out += ["", "| language | edits | status right | broken | flagged | of which by name only | listed | missed | "
                "false flags | median ms | max ms |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    allt = {c: 0 for c in COLS + EXTRA} | {"edits": 0, "status_ok": 0, "ms": []}
    rows = sorted(totals(ed, "lang").items())
    for lang, t in rows:
        for c in COLS + EXTRA + ["edits", "status_ok"]:
            allt[c] += t[c]
        allt["ms"] += t["ms"]
    for lang, t in rows + ([("**all**", allt)] if ed else []):
        ms = sorted(t["ms"])
        out.append(f"| {lang} | {t['edits']} | {t['status_ok']} | {t['broken']} | {t['flagged']} "
                   f"({pct(t['flagged'], t['broken'])}) | {t['flagged_maybe']} | {t['listed']} | {t['missed']} | "
                   f"{t['false_flags']} | {ms[len(ms) // 2]:.0f} | {ms[-1]:.0f} |")
    return "\n".join(out)


def cmd_detail(args):
    """Every miss, listed-not-flagged site and false flag of a run, with the call's text."""
    res = json.loads(Path(args.results).read_text())
    out = []
    for r in res["edits"]:
        d = r.get("detail") or {}
        if not any(d.get(k) for k in ("missed", "listed", "false_flags", "unverified")) and r["status_ok"]:
            continue
        out.append(f"### {r['codebase']} / {r['edit']} — {r['shape']}")
        out.append(f"`{r['selector']}`: status {r['status'] or r['error']}, params {r.get('params')}, "
                   f"broken {r['broken']}, flagged {r['flagged']}")
        for k, label in (("missed", "missed"), ("listed", "listed, not flagged"), ("false_flags", "false flag"),
                         ("unverified", "flag the oracle cannot check")):
            for x in d.get(k, []):
                extra = ""
                if k == "missed" and x.get("excluded"):
                    extra = f" — excluded: {x['excluded']}"
                elif x.get("binds"):
                    extra = f" — binds {x['binds']}"
                text = call_text(tree_dir(r["codebase"]), *x["site"])  # the results keep no code
                out.append(f"- {label}: `{x['site'][0]}:{x['site'][1]}` `{text}`{extra}")
        out.append("")
    print("\n".join(out))


def cmd_compare(args):
    old = {(r["codebase"], r["edit"]): r for r in json.loads(Path(args.old).read_text())["edits"]}
    new = {(r["codebase"], r["edit"]): r for r in json.loads(Path(args.new).read_text())["edits"]}
    out = ["| code base | edit | status | flagged | listed | missed | false flags | ms |",
           "|---|---|---|---|---|---|---|---|"]
    for k in sorted(set(old) | set(new)):
        o, n = old.get(k), new.get(k)
        if not o or not n:
            out.append(f"| {k[0]} | {k[1]} | {'only in new' if n else 'only in old'} |||||")
            continue

        def d(c):
            return f"{o[c]}" if o[c] == n[c] else f"{o[c]} → **{n[c]}**"
        st = o["status"] if o["status"] == n["status"] else f"{o['status']} → **{n['status']}**"
        out.append(f"| {k[0]} | {k[1]} | {st} | {d('flagged')} | {d('listed')} | {d('missed')} | "
                   f"{d('false_flags')} | {o['ms']:.0f} → {n['ms']:.0f} |")
    ot, nt = totals(list(old.values()), "lang"), totals(list(new.values()), "lang")
    out += ["", "| language | broken | flagged | listed | missed | false flags | status right | median ms |",
            "|---|---|---|---|---|---|---|---|"]
    for lang in sorted(set(ot) | set(nt)):
        o, n = ot.get(lang), nt.get(lang)
        if not o or not n:
            continue
        med = lambda t: sorted(t["ms"])[len(t["ms"]) // 2]
        cells = [f"{o[c]} → {n[c]}" for c in COLS] + [f"{o['status_ok']}/{o['edits']} → {n['status_ok']}/{n['edits']}",
                                                     f"{med(o):.0f} → {med(n):.0f}"]
        out.append(f"| {lang} | " + " | ".join(cells) + " |")
    print("\n".join(out))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fetch")
    f.add_argument("codebases", nargs="*")
    f.set_defaults(func=cmd_fetch)
    tl = sub.add_parser("tools", help="install the pinned tsc and pyright into work/tools (npm), and each "
                                      "Python code base's pinned pip_deps into work/tools/pyenv/<codebase>")
    tl.set_defaults(func=cmd_tools)
    lb = sub.add_parser("label", help="compiler truth for new or changed edits (all with --relabel)")
    lb.add_argument("--relabel", action="store_true")
    lb.add_argument("codebases", nargs="*")
    lb.set_defaults(func=cmd_label)
    r = sub.add_parser("run", help="measure every edit with a contract-watch binary, compare with the truth")
    r.add_argument("--bin", help="contract-watch binary (default: build and use target/release/contract-watch)")
    r.add_argument("--no-build", action="store_true", help="use target/release/contract-watch as it is")
    r.add_argument("--json", help="write the per-edit results here (for compare)")
    r.add_argument("codebases", nargs="*")
    r.set_defaults(func=cmd_run)
    dt = sub.add_parser("detail", help="every miss, listed site and false flag of a run --json file")
    dt.add_argument("results")
    dt.set_defaults(func=cmd_detail)
    c = sub.add_parser("compare", help="two run --json files side by side")
    c.add_argument("old")
    c.add_argument("new")
    c.set_defaults(func=cmd_compare)
    args = ap.parse_args()
    args.func(args)


if __name__ == "__main__":
    main()
