#!/usr/bin/env python3
"""Benchmark qas against Lua 5.4 and Python 3 on the same programs.

Builds qas in release mode, then runs every program in Scripts/bench/programs in
all three languages, interleaved (qas, lua, python, qas, lua, python, ...) so that
machine noise hits each alike, and prints the median time of each and the
qas/lua and qas/python ratios. A ratio below 1.0 means qas is faster.

Python is /usr/bin/python3 (the real interpreter): a `python3` found on PATH may
be a version manager's shell shim that adds ~125 ms to every start. The last row
is the geometric mean of the ratios.

With --baseline PATH (repeatable), other qas binaries (an earlier build) run
interleaved with the rest, and a column gives each one's time over this build's.

usage: Scripts/bench/run.py [--rounds N] [--only NAME[,NAME...]] [--no-build] [--baseline PATH]...
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
BENCHMARKS = ["fib", "loop", "strings", "sort", "dict", "binary_trees", "nbody", "spectral_norm", "fannkuch",
              "sieve", "word_freq", "closures", "string_building", "method_dispatch", "quick_actions"]


def find_python():
    """The real Python 3, not a shim on PATH."""
    for path in ["/usr/bin/python3", "/usr/local/bin/python3"]:
        if os.path.exists(path):
            return os.path.realpath(path)
    return sys.executable


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
    # The first line, with Lua's tabs and Python's spaces alike.
    first = result.stdout.split("\n", 1)[0]
    return elapsed, " ".join(first.split())


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5, help="runs of each program per language (default 5)")
    parser.add_argument("--only", help="comma-separated benchmark names (default: all)")
    parser.add_argument("--no-build", action="store_true", help="use the existing release build")
    parser.add_argument("--baseline", action="append", default=[],
                        help="another qas binary to run side by side (repeatable)")
    args = parser.parse_args()

    qas = release_binary(args.no_build)
    lua = find_lua()
    python = find_python()
    names = args.only.split(",") if args.only else BENCHMARKS
    baselines = [(f"base{i + 1}", [path], "qas") for i, path in enumerate(args.baseline)]
    languages = [("qas", [qas], "qas")] + baselines + [("lua", [lua], "lua"), ("python", [python], "py")]

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

    extra = "".join(f" {b + '/qas':>10}" for b, _, _ in baselines)
    print(f"{'benchmark':<16} {'qas (s)':>9} {'lua (s)':>9} {'python (s)':>11} {'qas/lua':>8} {'qas/python':>11}{extra}")
    lua_ratios, python_ratios = [], []
    base_ratios = {b: [] for b, _, _ in baselines}
    for name in names:
        q, l, p = (statistics.median(times[(name, lang)]) for lang in ("qas", "lua", "python"))
        lua_ratios.append(q / l)
        python_ratios.append(q / p)
        columns = ""
        for b, _, _ in baselines:
            r = statistics.median(times[(name, b)]) / q
            base_ratios[b].append(r)
            columns += f" {r:>10.2f}"
        print(f"{name:<16} {q:>9.3f} {l:>9.3f} {p:>11.3f} {q / l:>8.2f} {q / p:>11.2f}{columns}")
    columns = "".join(f" {statistics.geometric_mean(base_ratios[b]):>10.2f}" for b, _, _ in baselines)
    print(f"{'geomean':<16} {'':>9} {'':>9} {'':>11} {statistics.geometric_mean(lua_ratios):>8.2f} "
          f"{statistics.geometric_mean(python_ratios):>11.2f}{columns}")
    for b, (path,), _ in baselines:
        print(f"({b} is {path})")
    version = subprocess.run([python, "--version"], capture_output=True, text=True).stdout.split()[-1]
    print(f"({args.rounds} interleaved rounds, medians; python is {version} at {python})")


if __name__ == "__main__":
    main()
