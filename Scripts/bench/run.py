#!/usr/bin/env python3
"""Benchmark qas against Lua 5.4 and Python 3 on the same programs.

Builds qas in release mode, then runs every program in Scripts/bench/programs in
all three languages, interleaved (qas, lua, python, qas, lua, python, ...) so that
machine noise hits each alike, and prints the median time of each and the
qas/lua and qas/python ratios. A ratio below 1.0 means qas is faster.

usage: Scripts/bench/run.py [--rounds N] [--only NAME[,NAME...]] [--no-build]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

from common import ROOT, release_binary

PROGRAMS = os.path.join(ROOT, "Scripts", "bench", "programs")
BENCHMARKS = ["fib", "loop", "strings", "sort", "dict"]


def find_lua():
    for name in ["lua5.4", "lua"]:
        path = shutil.which(name)
        if path:
            return path
    sys.exit("Lua 5.4 not found: install it with `apt-get install lua5.4`")


def run_once(command):
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({result.returncode}):\n{result.stderr}")
    return elapsed, " ".join(result.stdout.split())


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5, help="runs of each program per language (default 5)")
    parser.add_argument("--only", help="comma-separated benchmark names (default: all)")
    parser.add_argument("--no-build", action="store_true", help="use the existing release build")
    args = parser.parse_args()

    qas = release_binary(args.no_build)
    lua = find_lua()
    python = sys.executable
    names = args.only.split(",") if args.only else BENCHMARKS
    languages = [("qas", [qas], "qas"), ("lua", [lua], "lua"), ("python", [python], "py")]

    times = {(n, lang): [] for n in names for lang, _, _ in languages}
    outputs = {}
    for _ in range(args.rounds):
        for name in names:
            for lang, command, ext in languages:
                elapsed, output = run_once(command + [os.path.join(PROGRAMS, f"{name}.{ext}")])
                times[(name, lang)].append(elapsed)
                outputs.setdefault(name, {})[lang] = output

    for name in names:
        if len(set(outputs[name].values())) != 1:
            sys.exit(f"{name}: the programs disagree: {outputs[name]}")

    print(f"{'benchmark':<10} {'qas (s)':>9} {'lua (s)':>9} {'python (s)':>11} {'qas/lua':>8} {'qas/python':>11}")
    for name in names:
        q, l, p = (statistics.median(times[(name, lang)]) for lang in ("qas", "lua", "python"))
        print(f"{name:<10} {q:>9.3f} {l:>9.3f} {p:>11.3f} {q / l:>8.2f} {q / p:>11.2f}")
    print(f"({args.rounds} interleaved rounds, medians; python is {sys.version.split()[0]})")


if __name__ == "__main__":
    main()
