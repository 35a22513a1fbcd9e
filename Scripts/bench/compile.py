#!/usr/bin/env python3
"""Compile cost, start-up and peak memory of the release `qas` binary.

  - start-up: `qas --memory -e ''`, the median of 20 runs;
  - compile and start: generated programs of 1 MB and 10 MB (functions, structs,
    arithmetic and string interpolation, as scripts are written), run with
    `qas --memory`, wall time and peak RSS (the programs do almost nothing when
    run, so the time is parsing, resolving and compiling);
  - peak memory of the allocation benchmark (binary_trees) and its time.

With --baseline PATH (repeatable), other qas binaries (an earlier build) are
measured interleaved with this one, run for run.

usage: Scripts/bench/compile.py [--no-build] [--rounds N] [--baseline PATH]...
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from common import ROOT, release_binary


def measure(command):
    """(seconds, peak RSS in MB) of one run; exits on failure."""
    start = time.perf_counter()
    p = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(p.pid, 0)
    elapsed = time.perf_counter() - start
    err = p.stderr.read().decode()
    if status != 0:
        sys.exit(f"{' '.join(command)} failed ({status}):\n{err[:2000]}")
    return elapsed, usage.ru_maxrss / 1024


def generated_program(size):
    """A program of about `size` bytes: many small functions and a struct each."""
    chunks = []
    total = 0
    i = 0
    while total < size:
        chunk = (
            f"struct Point{i} {{ var x: Int; var y: Int; func sum() -> Int {{ x + y }} }}\n"
            f"func step{i}(_ a: Int, _ b: Int) -> Int {{\n"
            f"    let p = Point{i}(x: a, y: b)\n"
            f"    var total = p.sum() * {i % 97 + 1}\n"
            f"    if total > 1000 {{ total -= 1000 }} else {{ total += {i % 13} }}\n"
            f"    let label = \"step {i}: \\(total)\"\n"
            f"    return label.count + total\n"
            f"}}\n"
        )
        chunks.append(chunk)
        total += len(chunk)
        i += 1
    chunks.append(f"print(step0(1, 2), step{i - 1}(3, 4))\n")
    return "".join(chunks)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each program (default 3)")
    parser.add_argument("--baseline", action="append", default=[], help="another qas binary to measure alike")
    args = parser.parse_args()
    binaries = [("qas", release_binary(args.no_build))] + [(f"base{i + 1}", p) for i, p in enumerate(args.baseline)]
    for b, path in binaries[1:]:
        print(f"({b} is {path})")

    def interleaved(command, rounds):
        """Per binary: the runs of `command(binary)`, the binaries taking turns."""
        results = {b: [] for b, _ in binaries}
        for _ in range(rounds):
            for b, path in binaries:
                results[b].append(measure(command(path)))
        return results

    starts = interleaved(lambda q: [q, "--memory", "-e", ""], 20)
    for b, _ in binaries:
        print(f"{b:<6} start-up (qas --memory -e ''): {statistics.median(r[0] for r in starts[b]) * 1000:.1f} ms median of 20")
    with tempfile.TemporaryDirectory() as tmp:
        for label, size in [("1 MB", 1 << 20), ("10 MB", 10 << 20)]:
            path = os.path.join(tmp, f"gen{size}.qas")
            with open(path, "w") as f:
                f.write(generated_program(size))
            runs = interleaved(lambda q: [q, "--memory", path], args.rounds)
            for b, _ in binaries:
                t = statistics.median(r[0] for r in runs[b])
                peak = max(r[1] for r in runs[b])
                print(f"{b:<6} {label} program: compiled and run in {t:.2f} s, peak {peak:.0f} MB")
    program = os.path.join(ROOT, "Scripts", "bench", "programs", "binary_trees.qas")
    runs = interleaved(lambda q: [q, "--memory", program], args.rounds)
    for b, _ in binaries:
        t = statistics.median(r[0] for r in runs[b])
        peak = max(r[1] for r in runs[b])
        print(f"{b:<6} binary_trees (allocation): {t:.2f} s, peak {peak:.0f} MB")


if __name__ == "__main__":
    main()
