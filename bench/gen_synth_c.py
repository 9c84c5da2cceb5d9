#!/usr/bin/env python3
"""Generate a synthetic C/C++ git repository for contract-watch's benchmarks.

usage: gen_synth_c.py FILES DEST

FILES source files, half C (`.c` with a `.h` beside every fourth) and half C++ (`.cpp`,
`.hpp`), each 80-400 lines of ordinary code (functions, structs, classes, calls). The function
`computeTotal` declared in src/billing/total.h and defined in src/billing/total.c is called
from 40 files; after the commit the work tree gives it a third parameter in both, so
`measure src/billing/total.h:computeTotal` reports a contract change.
Deterministic: the same arguments give the same repository.
"""
import os
import random
import subprocess
import sys


def words(rng, n):
    pool = ["alpha", "beta", "gamma", "delta", "omega", "sigma", "kappa", "lam",
            "order", "item", "price", "user", "cart", "queue", "token", "frame"]
    return [rng.choice(pool) + str(rng.randint(0, 999)) for _ in range(n)]


def body_c(rng, i, lines, call_target):
    out = ["#include <string.h>"]
    if call_target:
        out.append('#include "../billing/total.h"')
    out.append("")
    k = 0
    while len(out) < lines:
        a, b = words(rng, 2)
        out += [f"/* f{i}_{k} measures two names. */", f"static int f{i}_{k}(const char *{a}, int {b})", "{",
                f"    if (strlen({a}) > (size_t){b})", f"        return (int)strlen({a});", f"    return {b} + 1;", "}", ""]
        if call_target and k == 1:
            out += [f"double use_total{i}(const double *items, int n)", "{",
                    "    return computeTotal(items, n);", "}", ""]
        k += 1
    return "\n".join(out) + "\n"


def body_cpp(rng, i, lines):
    out = ["#include <string>", ""]
    k = 0
    while len(out) < lines:
        a, b = words(rng, 2)
        out += [f"class K{i}_{k} {{", "public:", f"    int method{k}(const std::string &{a}, int {b} = 0) const",
                "    {", f"        return static_cast<int>({a}.size()) + {b};", "    }", "};", "",
                f"int g{i}_{k}(const K{i}_{k} &k) {{ return k.method{k}(\"x\", 1); }}", ""]
        k += 1
    return "\n".join(out) + "\n"


TOTAL_H = "#pragma once\n\ndouble computeTotal(const double *items, int n);\n"
TOTAL_C = ('#include "total.h"\n\ndouble computeTotal(const double *items, int n)\n{\n'
           "    double t = 0;\n    for (int i = 0; i < n; i++)\n        t += items[i];\n    return t;\n}\n")


def main():
    files, dest = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(files)
    os.makedirs(os.path.join(dest, "src", "billing"), exist_ok=True)

    def write(rel, text):
        p = os.path.join(dest, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)

    write("src/billing/total.h", TOTAL_H)
    write("src/billing/total.c", TOTAL_C)
    callers = set(rng.sample(range(files // 2), 40))
    for i in range(files - 2):
        lines = rng.randint(80, 400)
        d = f"src/mod{i % 97}"
        if i % 2 == 0:
            write(f"{d}/c{i}.c", body_c(rng, i, lines, (i // 2) in callers))
            if i % 8 == 0:
                write(f"{d}/c{i}.h", f"#pragma once\nint api{i}(int a, int b);\n")
        else:
            write(f"{d}/k{i}.cpp", body_cpp(rng, i, lines))
    env = dict(os.environ, GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="bench@example.invalid",
               GIT_COMMITTER_NAME="bench", GIT_COMMITTER_EMAIL="bench@example.invalid")
    run = lambda *a: subprocess.run(a, cwd=dest, env=env, check=True, stdout=subprocess.DEVNULL)
    run("git", "init", "-q", "-b", "main")
    run("git", "add", "-A")
    run("git", "commit", "-q", "-m", "synthetic C/C++ repository")
    write("src/billing/total.h", TOTAL_H.replace("int n)", "int n, double rate)"))
    write("src/billing/total.c", TOTAL_C.replace("int n)", "int n, double rate)"))


if __name__ == "__main__":
    main()
