#!/usr/bin/env python3
"""Two or more contract-watch binaries side by side on the real-code corpus (bench/real/).

    python3 bench/side_by_side.py old=/path/to/cw-old new=target/release/contract-watch \\
        [--rounds 3] [--callgrind 2] [--callgrind-edits ID,ID] [--edits ID,ID] [CODEBASE...]

For every edit of the named code bases (default: all fetched ones) the edit is applied once and
each binary runs `measure <selector> --json` on the edited tree `--rounds` times, the binaries
alternating (the order rotates per edit and per round, so a burst of load from other processes
falls on each in turn). What is timed is the CPU time (user + sys, all threads) the process
used, from the operating system's accounting of the waited-for child: on a shared machine it
moves far less than wall time. The warm index is off (`CONTRACT_WATCH_INDEX=off`) so every
binary reads and searches the same files and no background index build runs.

Printed: per edit the median CPU ms of each binary, and whether their JSON answers are
byte-identical; per language the median over all edits × rounds and the ratio to the first
binary. With `--callgrind K`, the K edits per language with the highest median CPU of the first
binary also run once under `valgrind --tool=callgrind` per binary, and their instruction counts
(Ir, all threads) are printed, and so are those of the edits `--callgrind-edits` names: those repeat to a fraction of a per cent, unlike times.

ripwire (the external engine) can be one of the binaries: name it `ripwire=PATH` (or any name
for a file called `ripwire`), or pass `--ripwire PATH` (a bare name is looked up on PATH, so
`--ripwire ripwire` finds the installed one); when it is not installed it is left out with a
line saying so. It runs `ripwire . --edit-check=<file>:<name>` from the repository root (a
method's `<Type>.` is dropped: ripwire refuses it; when it then calls the name ambiguous, the
site it lists for that type, `./<file>::<Type>::<name>`, is used) with its cache warm: it gets
its own TMPDIR (its cache lives in `$TMPDIR/ripwire`) and one untimed run per edit before the
timed rounds. Its CPU time is taken the same way; its answers (XML, and different by design) are
not compared; an edit it refuses shows its exit status and stays out of its per-language median.

Needs the trees of `python3 bench/real/real.py fetch` (and valgrind for `--callgrind`).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "real"))
import real  # noqa: E402  (the corpus: manifest, edits, trees, reset/apply)


def ripwire_selector(sel):
    """ripwire takes <file>:<name> and refuses <file>:<Type>.<name>: a method's type is dropped."""
    path, sep, name = sel.partition(":")
    return f"{path}{sep}{name.rsplit('.', 1)[-1]}" if sep else sel


def ripwire_qualified(sel, stderr):
    """When ripwire calls <file>:<name> ambiguous it lists the sites it accepts instead
    (`Qualify one contract: ./<file>::<Type>::<name>, ...`): the one of sel's type, if listed."""
    path, sep, name = sel.partition(":")
    if not sep or "." not in name:
        return None
    owner, _, short = name.rpartition(".")
    marker = "Qualify one contract: "
    if marker not in stderr:
        return None
    listed = stderr.split(marker, 1)[1].split(" \u2014 ", 1)[0].split(", ")
    want = f"::{owner.rsplit('.', 1)[-1]}::{short}"
    return next((c.strip() for c in listed if c.strip().endswith(want)), None)


def argv(binary, sel, ripwire):
    """The command line of one measurement: contract-watch's `measure`, or ripwire's verb (sel
    already in ripwire's spelling)."""
    if ripwire:
        return [binary, ".", f"--edit-check={sel}"]
    return [binary, "measure", sel, "--json"]


def is_ripwire(name, path):
    return name == "ripwire" or Path(path).name == "ripwire"


def run_once(binary, repo, sel, env, ripwire=False):
    """One measurement: (cpu ms, wall ms, stdout bytes, exit status)."""
    t0 = time.perf_counter()
    p = subprocess.Popen(argv(binary, sel, ripwire), cwd=repo, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    out = p.stdout.read()
    _, status, ru = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    wall = (time.perf_counter() - t0) * 1000
    return (ru.ru_utime + ru.ru_stime) * 1000, wall, out, p.returncode


def callgrind_ir(binary, repo, sel, env, tmp, ripwire=False):
    """Instructions executed by one measurement, all threads (callgrind's `summary:`)."""
    out = Path(tmp) / f"cg.{os.getpid()}.{time.monotonic_ns()}"
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                    *argv(binary, sel, ripwire)],
                   cwd=repo, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=False)
    ir = None
    try:
        for line in out.read_text().splitlines():
            if line.startswith(("summary:", "totals:")):
                ir = int(line.split()[1])
                break
    finally:
        out.unlink(missing_ok=True)
    return ir


def median(xs):
    return statistics.median(xs) if xs else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("binaries", nargs="+",
                    help="NAME=PATH for each binary (two or more), then the code bases to run")
    ap.add_argument("--rounds", type=int, default=3, help="runs of each binary per edit (3)")
    ap.add_argument("--callgrind", type=int, default=0, metavar="K",
                    help="instruction counts of the K heaviest edits per language")
    ap.add_argument("--callgrind-edits", metavar="ID,ID",
                    help="instruction counts of these edits too (comma-separated ids)")
    ap.add_argument("--edits", help="only these edit ids (comma-separated)")
    ap.add_argument("--json", help="write every run's figures here")
    ap.add_argument("--ripwire", metavar="PATH",
                    help="add ripwire as a binary, its cache warm (a bare name: looked up on PATH)")
    args = ap.parse_intermixed_args()

    bins = [b.split("=", 1) for b in args.binaries if "=" in b]
    names = [b for b in args.binaries if "=" not in b]
    if args.ripwire:
        found = shutil.which(args.ripwire)
        if found:
            bins.append(["ripwire", found])
        else:
            real.log(f"ripwire: not installed ({args.ripwire}), left out")
    bins = [(n, str(Path(p).resolve())) for n, p in bins]
    for n, p in bins:
        if not os.access(p, os.X_OK):
            raise SystemExit(f"{n}: no executable at {p}")
    rw = {n for n, p in bins if is_ripwire(n, p)}
    # The answer every contract-watch binary is compared with: the first one's.
    cw = [n for n, _ in bins if n not in rw]
    if not cw:
        ap.error("name at least one contract-watch binary as NAME=PATH")
    only = set(args.edits.split(",")) if args.edits else None

    m = real.manifest()
    codebases = names or [n for n in m if real.tree_dir(n).exists()]
    state = tempfile.mkdtemp(prefix="cw-side-")
    # The builtin engine for every contract-watch binary: an older build's `auto` hands the
    # question to an installed ripwire (then its own CPU is only the wait for ripwire's).
    env = dict(os.environ, NO_COLOR="1", CONTRACT_WATCH_INDEX="off", CONTRACT_WATCH_ENGINE="builtin",
               XDG_STATE_HOME=str(Path(state) / "state"), XDG_CONFIG_HOME=str(Path(state) / "config"))

    def env_of(name, cb):
        """ripwire's cache is $TMPDIR/ripwire: one per code base, kept across its edits."""
        if name not in rw:
            return env
        tmp = Path(state) / "ripwire-tmp" / cb
        tmp.mkdir(parents=True, exist_ok=True)
        return dict(env, TMPDIR=str(tmp))

    rows = []  # one per edit
    turn = 0
    for cb in codebases:
        if cb not in m:
            raise SystemExit(f"no code base {cb} in {real.MANIFEST}")
        repo = real.tree_dir(cb)
        if not repo.exists():
            real.log(f"{cb}: no tree (run `python3 bench/real/real.py fetch {cb}`), skipped")
            continue
        for e in real.edits_of(cb):
            if only and e["id"] not in only:
                continue
            real.reset(repo)
            real.apply_edit(repo, e)
            sel = e.get("selector") or f"{e['file']}:{e['name']}"
            cpu = {n: [] for n, _ in bins}
            wall = {n: [] for n, _ in bins}
            outs = {}
            rsel = {n: sel for n, _ in bins}
            for n in rw:  # warm its cache on this edit (an untimed run) and settle its selector
                rsel[n] = ripwire_selector(sel)
                p = subprocess.run(argv(dict(bins)[n], rsel[n], True), cwd=repo,
                                   env=env_of(n, cb), stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, text=True, check=False)
                if p.returncode != 0 and (q := ripwire_qualified(sel, p.stderr)):
                    rsel[n] = q
                    run_once(dict(bins)[n], repo, q, env_of(n, cb), ripwire=True)
            for r in range(args.rounds):
                k = turn % len(bins)
                turn += 1
                for n, p in bins[k:] + bins[:k]:
                    c, w, out, rc = run_once(p, repo, rsel[n], env_of(n, cb), ripwire=n in rw)
                    cpu[n].append(c)
                    wall[n].append(w)
                    outs.setdefault(n, (out, rc))
            real.reset(repo)
            first = outs[cw[0]]
            row = {"codebase": cb, "lang": m[cb]["lang"], "edit": e["id"], "selector": sel,
                   "selectors": {n: rsel[n] for n in rw},
                   "cpu": cpu, "wall": wall,
                   "identical": {n: outs[n] == first for n in cw[1:]},
                   "exit": {n: outs[n][1] for n, _ in bins}}
            rows.append(row)
            cells = "  ".join(f"{n} {median(cpu[n]):7.1f}" for n, _ in bins)
            same = "" if all(row["identical"].values()) else "  ANSWERS DIFFER: " + ",".join(
                n for n, ok in row["identical"].items() if not ok)
            refused = "".join(f"  {n} exit {row['exit'][n]}" for n in rw if row["exit"][n] != 0)
            real.log(f"{cb}/{e['id']}: cpu ms {cells}{same}{refused}")

    named = set(args.callgrind_edits.split(",")) if args.callgrind_edits else set()
    if args.callgrind or named:
        with tempfile.TemporaryDirectory(prefix="cw-cg-") as tmp:
            by_lang = {}
            for row in rows:
                by_lang.setdefault(row["lang"], []).append(row)
            picked = []
            for lang, rs in by_lang.items():
                heavy = sorted(rs, key=lambda r: -median(r["cpu"][bins[0][0]]))[:args.callgrind]
                picked += heavy + [r for r in rs if r["edit"] in named and r not in heavy]
            for row in picked:
                repo = real.tree_dir(row["codebase"])
                e = next(x for x in real.edits_of(row["codebase"]) if x["id"] == row["edit"])
                real.reset(repo)
                real.apply_edit(repo, e)
                row["ir"] = {n: callgrind_ir(p, repo, row["selectors"].get(n, row["selector"]),
                                             env_of(n, row["codebase"]), tmp, ripwire=n in rw)
                             for n, p in bins}
                real.reset(repo)
                real.log(f"{row['codebase']}/{row['edit']}: Ir " + "  ".join(
                    f"{n} {row['ir'][n] or 0:,}" for n, _ in bins))

    # ---- report
    base = bins[0][0]

    def cell(r, n):
        c = f"{median(r['cpu'][n]):.1f}"
        return c if n not in rw or r["exit"][n] == 0 else f"{c} (exit {r['exit'][n]})"
    out = ["| code base | edit | " + " | ".join(f"{n} CPU ms" for n, _ in bins) + " | same answer"
           + (f" ({', '.join(cw)}; {', '.join(sorted(rw))} not compared)" if rw else "") + " |",
           "|---|---|" + "---:|" * len(bins) + "---|"]
    for r in rows:
        same = "yes" if all(r["identical"].values()) else "**no** (" + ", ".join(
            n for n, ok in r["identical"].items() if not ok) + ")"
        out.append(f"| {r['codebase']} | {r['edit']} | "
                   + " | ".join(cell(r, n) for n, _ in bins) + f" | {same} |")
    out += ["", "CPU ms (user+sys), median over every edit × round, per language:", "",
            "| language | edits | " + " | ".join(bins_hdr for bins_hdr in (n for n, _ in bins))
            + " | " + " | ".join(f"{n}/{base}" for n, _ in bins[1:]) + " |",
            "|---|---:|" + "---:|" * (2 * len(bins) - 1)]
    langs = sorted({r["lang"] for r in rows})
    refused = {n: 0 for n in rw}
    for lang in langs:
        rs = [r for r in rows if r["lang"] == lang]
        # an edit ripwire refused is no answer: its time stays out of ripwire's median
        meds = {n: median([c for r in rs if n not in rw or r["exit"][n] == 0 for c in r["cpu"][n]])
                for n, _ in bins}
        for n in rw:
            refused[n] += sum(1 for r in rs if r["exit"][n] != 0)
        out.append(f"| {lang} | {len(rs)} | " + " | ".join(f"{meds[n]:.1f}" for n, _ in bins) + " | "
                   + " | ".join(f"{meds[n] / meds[base]:.3f}" for n, _ in bins[1:]) + " |")
    for n, k in refused.items():
        if k:
            out.append(f"\n{n} refused {k} edit(s) (exit status in the table above); their "
                       "times are not in its medians.")
    cg = [r for r in rows if r.get("ir")]
    if cg:
        out += ["", "Instructions (callgrind Ir, millions, one run each):", "",
                "| code base | edit | " + " | ".join(n for n, _ in bins) + " | "
                + " | ".join(f"{n}/{base}" for n, _ in bins[1:]) + " |",
                "|---|---|" + "---:|" * (2 * len(bins) - 1)]
        for r in cg:
            ir = r["ir"]
            ratio = [f"{ir[n] / ir[base]:.3f}" if ir[n] and ir[base] else "?" for n, _ in bins[1:]]
            out.append(f"| {r['codebase']} | {r['edit']} | "
                       + " | ".join(f"{(ir[n] or 0) / 1e6:,.0f}" for n, _ in bins) + " | "
                       + " | ".join(ratio) + " |")
    print("\n".join(out))
    if args.json:
        Path(args.json).write_text(json.dumps({"binaries": dict(bins), "rows": rows}, indent=1) + "\n")


if __name__ == "__main__":
    main()
