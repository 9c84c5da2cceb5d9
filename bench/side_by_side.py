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

Needs the trees of `python3 bench/real/real.py fetch` (and valgrind for `--callgrind`).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "real"))
import real  # noqa: E402  (the corpus: manifest, edits, trees, reset/apply)


def run_once(binary, repo, sel, env):
    """One `measure` run: (cpu ms, wall ms, stdout bytes, exit status)."""
    t0 = time.perf_counter()
    p = subprocess.Popen([binary, "measure", sel, "--json"], cwd=repo, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    out = p.stdout.read()
    _, status, ru = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    wall = (time.perf_counter() - t0) * 1000
    return (ru.ru_utime + ru.ru_stime) * 1000, wall, out, p.returncode


def callgrind_ir(binary, repo, sel, env, tmp):
    """Instructions executed by one `measure` run, all threads (callgrind's `summary:`)."""
    out = Path(tmp) / f"cg.{os.getpid()}.{time.monotonic_ns()}"
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                    binary, "measure", sel, "--json"],
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
    args = ap.parse_intermixed_args()

    bins = [b.split("=", 1) for b in args.binaries if "=" in b]
    names = [b for b in args.binaries if "=" not in b]
    if len(bins) < 1:
        ap.error("name at least one binary as NAME=PATH")
    bins = [(n, str(Path(p).resolve())) for n, p in bins]
    for n, p in bins:
        if not os.access(p, os.X_OK):
            raise SystemExit(f"{n}: no executable at {p}")
    only = set(args.edits.split(",")) if args.edits else None

    m = real.manifest()
    codebases = names or [n for n in m if real.tree_dir(n).exists()]
    state = tempfile.mkdtemp(prefix="cw-side-")
    env = dict(os.environ, NO_COLOR="1", CONTRACT_WATCH_INDEX="off",
               XDG_STATE_HOME=str(Path(state) / "state"), XDG_CONFIG_HOME=str(Path(state) / "config"))

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
            for r in range(args.rounds):
                k = turn % len(bins)
                turn += 1
                for n, p in bins[k:] + bins[:k]:
                    c, w, out, rc = run_once(p, repo, sel, env)
                    cpu[n].append(c)
                    wall[n].append(w)
                    outs.setdefault(n, (out, rc))
            real.reset(repo)
            first = outs[bins[0][0]]
            row = {"codebase": cb, "lang": m[cb]["lang"], "edit": e["id"], "selector": sel,
                   "cpu": cpu, "wall": wall,
                   "identical": {n: outs[n] == first for n, _ in bins[1:]},
                   "exit": {n: outs[n][1] for n, _ in bins}}
            rows.append(row)
            cells = "  ".join(f"{n} {median(cpu[n]):7.1f}" for n, _ in bins)
            same = "" if all(row["identical"].values()) else "  ANSWERS DIFFER: " + ",".join(
                n for n, ok in row["identical"].items() if not ok)
            real.log(f"{cb}/{e['id']}: cpu ms {cells}{same}")

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
                row["ir"] = {n: callgrind_ir(p, repo, row["selector"], env, tmp) for n, p in bins}
                real.reset(repo)
                real.log(f"{row['codebase']}/{row['edit']}: Ir " + "  ".join(
                    f"{n} {row['ir'][n] or 0:,}" for n, _ in bins))

    # ---- report
    base = bins[0][0]
    out = ["| code base | edit | " + " | ".join(f"{n} CPU ms" for n, _ in bins) + " | same answer |",
           "|---|---|" + "---:|" * len(bins) + "---|"]
    for r in rows:
        same = "yes" if all(r["identical"].values()) else "**no** (" + ", ".join(
            n for n, ok in r["identical"].items() if not ok) + ")"
        out.append(f"| {r['codebase']} | {r['edit']} | "
                   + " | ".join(f"{median(r['cpu'][n]):.1f}" for n, _ in bins) + f" | {same} |")
    out += ["", "CPU ms (user+sys), median over every edit × round, per language:", "",
            "| language | edits | " + " | ".join(bins_hdr for bins_hdr in (n for n, _ in bins))
            + " | " + " | ".join(f"{n}/{base}" for n, _ in bins[1:]) + " |",
            "|---|---:|" + "---:|" * (2 * len(bins) - 1)]
    langs = sorted({r["lang"] for r in rows})
    for lang in langs:
        rs = [r for r in rows if r["lang"] == lang]
        meds = {n: median([c for r in rs for c in r["cpu"][n]]) for n, _ in bins}
        out.append(f"| {lang} | {len(rs)} | " + " | ".join(f"{meds[n]:.1f}" for n, _ in bins) + " | "
                   + " | ".join(f"{meds[n] / meds[base]:.3f}" for n, _ in bins[1:]) + " |")
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
