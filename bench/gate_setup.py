#!/usr/bin/env python3
"""Prepare the pre-commit benchmarks of contract-watch's gate from a synthetic repository.

usage: gate_setup.py SYNTH DEST

Makes three clones of SYNTH (made by gen_synth.py) under DEST, each with a change staged for
`contract-watch gate commit --hook` (what the pre-commit hook runs):
  unrelated/  one file's body changed: no definition changes, nothing to measure;
  one/        computeTotal (40 callers) gains a parameter;
  twenty/     computeTotal and 19 other exported TypeScript functions gain a parameter.
"""
import os
import re
import subprocess
import sys


def git(cwd, *args):
    subprocess.run(["git", *args], cwd=cwd, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def add_param(path, name):
    with open(path) as f:
        text = f.read()
    new, n = re.subn(r"(function " + re.escape(name) + r"\()", r"\1extra: number, ", text, count=1)
    if n != 1:
        raise SystemExit(f"{path}: no function {name}")
    with open(path, "w") as f:
        f.write(new)


def main():
    synth, dest = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(dest, exist_ok=True)
    for kind in ("unrelated", "one", "twenty"):
        d = os.path.join(dest, kind)
        if os.path.isdir(os.path.join(d, ".git")):
            continue
        git(dest, "clone", "-q", synth, kind)
        if kind == "unrelated":
            ts = sorted(p for p in subprocess.run(
                ["git", "ls-files", "*.ts"], cwd=d, capture_output=True, text=True,
                check=True).stdout.split() if p != "src/billing/total.ts")[0]
            with open(os.path.join(d, ts), "a") as f:
                f.write("// touched\n")
            git(d, "add", ts)
            continue
        add_param(os.path.join(d, "src/billing/total.ts"), "computeTotal")
        if kind == "twenty":
            files = sorted(p for p in subprocess.run(
                ["git", "ls-files", "*.ts"], cwd=d, capture_output=True, text=True,
                check=True).stdout.split() if p != "src/billing/total.ts")
            done = 0
            for rel in files:
                text = open(os.path.join(d, rel)).read()
                m = re.search(r"export function (f\d+_0)\(", text)
                if not m:
                    continue
                add_param(os.path.join(d, rel), m.group(1))
                done += 1
                if done == 19:
                    break
        git(d, "add", "-A")
    # A later index refresh, as any `git status` does: entries written in the same second as
    # the index are "racy" and read from the object store until then.
    for kind in ("unrelated", "one", "twenty"):
        git(os.path.join(dest, kind), "status", "--short")
    print(dest)


if __name__ == "__main__":
    main()
