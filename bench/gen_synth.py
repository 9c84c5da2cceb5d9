#!/usr/bin/env python3
"""Generate a synthetic multi-language git repository for contract-watch's benchmarks.

usage: gen_synth.py FILES DEST [--lang cs|kt | ruby|swift]

FILES source files across Go, TypeScript, JavaScript, Python, Java and Rust, each 80-400
lines of ordinary code (functions, classes, calls). The symbol `computeTotal` in
src/billing/total.ts is called from 40 places; after the commit the work tree gains a
third parameter, so `measure src/billing/total.ts:computeTotal` reports a contract change.
With `ruby` or `swift`, every file is of that language and the target is
`lib/billing/total.rb:Billing.compute_total` (Ruby) or
`Sources/App/Billing/Total.swift:computeTotal` (Swift), called from 40 places.
Deterministic: the same arguments give the same repository.

With --lang, every file is of one language instead: C# (`Billing.ComputeTotal` in
src/Billing/Total.cs, a static method) or Kotlin (`computeTotal` in src/billing/Total.kt, a
top-level function in package billing), called from 40 files, gaining a third parameter in the
work tree the same way.
"""
import os
import random
import subprocess
import sys

LANGS = [("go", 0.2), ("ts", 0.3), ("js", 0.15), ("py", 0.15), ("java", 0.1), ("rs", 0.1)]


def words(rng, n):
    pool = ["alpha", "beta", "gamma", "delta", "omega", "sigma", "kappa", "lambda",
            "order", "item", "price", "user", "cart", "queue", "token", "frame"]
    return [rng.choice(pool) + str(rng.randint(0, 999)) for _ in range(n)]


def body_go(rng, pkg, i, lines):
    out = [f"package {pkg}", "", 'import "strings"', ""]
    k = 0
    while len(out) < lines:
        a, b = words(rng, 2)
        out += [f"// F{i}_{k} joins two names.", f"func F{i}_{k}({a} string, {b} string) string {{",
                f"\tif len({a}) > len({b}) {{", f"\t\treturn strings.ToUpper({a}) + {b}", "\t}",
                f"\treturn {a} + strings.TrimSpace({b})", "}", ""]
        k += 1
    return "\n".join(out) + "\n"


def body_ts(rng, i, lines, call_target):
    out = []
    if call_target:
        out.append("import { computeTotal } from '../billing/total';")
    out.append("")
    k = 0
    while len(out) < lines:
        a, b = words(rng, 2)
        out += [f"export function f{i}_{k}({a}: number, {b}: string): string {{",
                f"  const v = {a} * 2 + {b}.length;",
                f"  return `${{v}}-{a}`;", "}", ""]
        if call_target and k == 1:
            out += [f"export function useTotal{i}(items: number[]): number {{",
                    "  return computeTotal(items, 0.2);", "}", ""]
        k += 1
    return "\n".join(out) + "\n"


def body_js(rng, i, lines):
    out = []
    k = 0
    while len(out) < lines:
        a, b = words(rng, 2)
        out += [f"class C{i}_{k} {{", f"  method{k}({a}, {b}) {{", f"    return {a} + {b};", "  }", "}", "",
                f"const g{i}_{k} = ({a}) => new C{i}_{k}().method{k}({a}, 1);", ""]
        k += 1
    return "\n".join(out) + "\n"


def body_py(rng, i, lines):
    out = ["import os", ""]
    k = 0
    while len(out) < lines:
        a, b = words(rng, 2)
        out += [f"def f{i}_{k}({a}, {b}=None):", f"    if {b} is None:", f"        return os.path.join({a}, 'x')",
                f"    return {a} + {b}", "", ""]
        k += 1
    return "\n".join(out) + "\n"


def body_java(rng, i, lines):
    out = ["package com.synth;", "", f"public class J{i} {{"]
    k = 0
    while len(out) < lines:
        a, b = words(rng, 2)
        out += [f"    public int m{k}(int {a}, int {b}) {{", f"        return {a} * {b} + {k};", "    }", ""]
        k += 1
    out.append("}")
    return "\n".join(out) + "\n"


def body_rs(rng, i, lines):
    out = []
    k = 0
    while len(out) < lines:
        a, b = words(rng, 2)
        out += [f"pub fn f{i}_{k}({a}: u64, {b}: u64) -> u64 {{", f"    {a}.wrapping_mul({b}) + {k}", "}", ""]
        k += 1
    return "\n".join(out) + "\n"


def body_rb(rng, i, lines, call_target):
    out = ["# frozen_string_literal: true", "", f"module Mod{i % 97}", f"  class C{i}"]
    k = 0
    while len(out) < lines:
        a, b = words(rng, 2)
        out += [f"    def method{k}({a}, {b} = nil, *rest, key: 1)", f"      return {a}.to_s if {b}.nil?",
                f"      [{a}, {b}, rest.size, key].join('-')", "    end", "",
                f"    def self.build{k}({a})", f"      new.method{k} {a}, key: 2", "    end", ""]
        if call_target and k == 1:
            out += [f"    def total{i}(items)", "      Billing.compute_total(items, 0.2)", "    end", ""]
        k += 1
    out += ["  end", "end"]
    return "\n".join(out) + "\n"


def body_swift(rng, i, lines, call_target):
    out = ["import Foundation", "", f"struct S{i} {{"]
    k = 0
    while len(out) < lines:
        a, b = words(rng, 2)
        out += [f"    func method{k}(_ {a}: Int, to {b}: Int = 0, values: Int...) -> Int {{",
                f"        return {a} + {b} + values.count", "    }", "",
                f"    static func build{k}(_ {a}: Int) -> Int {{", f"        return S{i}().method{k}({a}, to: 1)", "    }", ""]
        if call_target and k == 1:
            out += [f"    func total{i}(_ items: [Double]) -> Double {{",
                    "        return computeTotal(items, rate: 0.2)", "    }", ""]
        k += 1
    out.append("}")
    return "\n".join(out) + "\n"


ONE_LANG = {
    "ruby": ("lib/billing/total.rb", """module Billing
  def self.compute_total(items, rate)
    items.sum * (1 + rate)
  end
end
""", ("(items, rate)", "(items, rate, discount)")),
    "swift": ("Sources/App/Billing/Total.swift", """func computeTotal(_ items: [Double], rate: Double) -> Double {
    return items.reduce(0, +) * (1 + rate)
}
""", ("rate: Double)", "rate: Double, discount: Double)")),
}


def main_one_lang(n, dest, lang):
    rng = random.Random(n)
    os.makedirs(dest, exist_ok=True)
    callers = 40
    for idx in range(n - 1):
        lines = rng.randint(80, 400)
        if lang == "ruby":
            d = os.path.join(dest, "lib", f"mod{idx % 97}")
            path, text = os.path.join(d, f"f{idx}.rb"), body_rb(rng, idx, lines, idx < callers)
        else:
            d = os.path.join(dest, "Sources", "App", f"Mod{idx % 97}")
            path, text = os.path.join(d, f"F{idx}.swift"), body_swift(rng, idx, lines, idx < callers)
        os.makedirs(d, exist_ok=True)
        with open(path, "w") as fh:
            fh.write(text)
    rel, old, (a, b) = ONE_LANG[lang]
    target = os.path.join(dest, rel)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w") as fh:
        fh.write(old)
    commit(dest)
    with open(target, "w") as fh:
        fh.write(old.replace(a, b))
    print(f"{dest}: {n} {lang} files, the target called from {callers} places")


def commit(dest):
    env = dict(os.environ, GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL="/dev/null",
               GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="bench@example.invalid",
               GIT_COMMITTER_NAME="bench", GIT_COMMITTER_EMAIL="bench@example.invalid")
    subprocess.run(["git", "init", "-q", "-b", "main", dest], check=True, env=env)
    subprocess.run(["git", "-C", dest, "add", "-A"], check=True, env=env)
    subprocess.run(["git", "-C", dest, "commit", "-q", "--no-verify", "-m", "synthetic base"], check=True, env=env)


TARGET_OLD = """export interface Line { price: number; qty: number }

export function computeTotal(items: number[], rate: number): number {
  const sum = items.reduce((a, b) => a + b, 0);
  return sum * (1 + rate);
}
"""
TARGET_NEW = TARGET_OLD.replace("rate: number)", "rate: number, discount: number)").replace(
    "return sum * (1 + rate);", "return sum * (1 + rate) - discount;")


def body_cs(rng, i, lines, call_target):
    out = ["using System;", "", f"namespace Synth.Mod{i % 97}", "{", f"    public class C{i}", "    {"]
    k = 0
    while len(out) < lines:
        a, b = words(rng, 2)
        out += [f"        public int M{k}(int {a}, string {b} = \"\")", "        {",
                f"            return {a} * 2 + {b}.Length + {k};", "        }", ""]
        if call_target and k == 1:
            out += [f"        public double UseTotal{i}(double[] items) => Synth.Billing.Billing.ComputeTotal(items, 0.2);", ""]
        k += 1
    out += ["    }", "}"]
    return "\n".join(out) + "\n"


def body_kt(rng, i, lines, call_target):
    out = [f"package mod{i % 97}", ""]
    if call_target:
        out += ["import billing.computeTotal", ""]
    k = 0
    while len(out) < lines:
        a, b = words(rng, 2)
        out += [f"fun f{i}_{k}({a}: Int, {b}: String = \"\"): Int {{", f"    return {a} * 2 + {b}.length + {k}", "}", ""]
        if call_target and k == 1:
            out += [f"fun useTotal{i}(items: List<Double>): Double = computeTotal(items, 0.2)", ""]
        k += 1
    return "\n".join(out) + "\n"


CS_OLD = """namespace Synth.Billing
{
    public static class Billing
    {
        public static double ComputeTotal(double[] items, double rate)
        {
            double sum = 0;
            foreach (var x in items) sum += x;
            return sum * (1 + rate);
        }
    }
}
"""
CS_NEW = CS_OLD.replace("double rate)", "double rate, double discount)").replace(
    "return sum * (1 + rate);", "return sum * (1 + rate) - discount;")
KT_OLD = """package billing

fun computeTotal(items: List<Double>, rate: Double): Double {
    return items.sum() * (1 + rate)
}
"""
KT_NEW = KT_OLD.replace("rate: Double)", "rate: Double, discount: Double)").replace(
    "(1 + rate)\n", "(1 + rate) - discount\n")


def commit_and_edit(dest, target, new):
    env = dict(os.environ, GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL="/dev/null",
               GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="bench@example.invalid",
               GIT_COMMITTER_NAME="bench", GIT_COMMITTER_EMAIL="bench@example.invalid")
    subprocess.run(["git", "init", "-q", "-b", "main", dest], check=True, env=env)
    subprocess.run(["git", "-C", dest, "add", "-A"], check=True, env=env)
    subprocess.run(["git", "-C", dest, "commit", "-q", "--no-verify", "-m", "synthetic base"], check=True, env=env)
    with open(target, "w") as fh:
        fh.write(new)


def one_language(n, dest, lang):
    rng = random.Random(n)
    callers = 40
    for idx in range(n - 1):
        lines = rng.randint(80, 400)
        d = os.path.join(dest, "src", f"Mod{idx % 97}" if lang == "cs" else f"mod{idx % 97}")
        os.makedirs(d, exist_ok=True)
        if lang == "cs":
            path, text = os.path.join(d, f"C{idx}.cs"), body_cs(rng, idx, lines, idx < callers)
        else:
            path, text = os.path.join(d, f"F{idx}.kt"), body_kt(rng, idx, lines, idx < callers)
        with open(path, "w") as fh:
            fh.write(text)
    if lang == "cs":
        d, name, old, new = os.path.join(dest, "src", "Billing"), "Total.cs", CS_OLD, CS_NEW
    else:
        d, name, old, new = os.path.join(dest, "src", "billing"), "Total.kt", KT_OLD, KT_NEW
    os.makedirs(d, exist_ok=True)
    target = os.path.join(d, name)
    with open(target, "w") as fh:
        fh.write(old)
    commit_and_edit(dest, target, new)
    print(f"{dest}: {n} {lang} files, the target called from {callers} places")


def main():
    if len(sys.argv) == 5 and sys.argv[3] == "--lang" and sys.argv[4] in ("cs", "kt"):
        one_language(int(sys.argv[1]), sys.argv[2], sys.argv[4])
        return
    if len(sys.argv) not in (3, 4) or (len(sys.argv) == 4 and sys.argv[3] not in ONE_LANG):
        sys.exit(__doc__)
    n = int(sys.argv[1])
    dest = sys.argv[2]
    if len(sys.argv) == 4:
        return main_one_lang(n, dest, sys.argv[3])
    rng = random.Random(n)
    os.makedirs(dest, exist_ok=True)
    callers = 40
    made = 0
    ts_index = 0
    for idx in range(n - 1):
        r = rng.random()
        acc = 0.0
        for lang, share in LANGS:
            acc += share
            if r <= acc:
                break
        lines = rng.randint(80, 400)
        d = os.path.join(dest, "src", f"mod{idx % 97}")
        os.makedirs(d, exist_ok=True)
        if lang == "go":
            path, text = os.path.join(d, f"f{idx}.go"), body_go(rng, f"mod{idx % 97}", idx, lines)
        elif lang == "ts":
            call = ts_index < callers
            ts_index += 1
            path, text = os.path.join(d, f"f{idx}.ts"), body_ts(rng, idx, lines, call)
        elif lang == "js":
            path, text = os.path.join(d, f"f{idx}.js"), body_js(rng, idx, lines)
        elif lang == "py":
            path, text = os.path.join(d, f"f{idx}.py"), body_py(rng, idx, lines)
        elif lang == "java":
            path, text = os.path.join(d, f"J{idx}.java"), body_java(rng, idx, lines)
        else:
            path, text = os.path.join(d, f"f{idx}.rs"), body_rs(rng, idx, lines)
        with open(path, "w") as fh:
            fh.write(text)
        made += 1
    os.makedirs(os.path.join(dest, "src", "billing"), exist_ok=True)
    target = os.path.join(dest, "src", "billing", "total.ts")
    with open(target, "w") as fh:
        fh.write(TARGET_OLD)
    env = dict(os.environ, GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL="/dev/null",
               GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="bench@example.invalid",
               GIT_COMMITTER_NAME="bench", GIT_COMMITTER_EMAIL="bench@example.invalid")
    subprocess.run(["git", "init", "-q", "-b", "main", dest], check=True, env=env)
    subprocess.run(["git", "-C", dest, "add", "-A"], check=True, env=env)
    subprocess.run(["git", "-C", dest, "commit", "-q", "--no-verify", "-m", "synthetic base"], check=True, env=env)
    with open(target, "w") as fh:
        fh.write(TARGET_NEW)
    print(f"{dest}: {made + 1} files, computeTotal called from {min(callers, ts_index)} places")


if __name__ == "__main__":
    main()
