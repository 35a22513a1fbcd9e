#!/usr/bin/env python3
"""Benchmark `qas explore` through the release binary.

Explores each example app to a depth (default 6) with every event, several
rounds, and prints the median wall time with the sequences run, the distinct
states reached and the sequences pruned (their state had been seen). The bar:
the Note Buddy example to depth 6 in under 10 s on a 2-core machine.

usage: Scripts/bench/explore.py [--depth N] [--rounds R] [--no-build]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

from common import ROOT, release_binary

EXAMPLES = ["note-buddy.qas", "scene-delegate.qas", "appdelegate-quick-actions.qas", "force-touch-menu.qas", "scan.qas"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--depth", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    qas = release_binary(args.no_build)
    print(f"qas explore --depth {args.depth}, median of {args.rounds} rounds (release build)")
    print(f"{'example':34} {'seconds':>8} {'sequences':>10} {'states':>8} {'pruned':>8} {'seq/s':>8}")
    for name in EXAMPLES:
        path = os.path.join(ROOT, "Scripts", "examples", name)
        times, last = [], None
        for _ in range(args.rounds):
            start = time.perf_counter()
            r = subprocess.run([qas, "explore", path, "--depth", str(args.depth), "--json"], capture_output=True, text=True)
            times.append(time.perf_counter() - start)
            if r.returncode not in (0, 1):
                sys.exit(f"qas explore {name} failed ({r.returncode}):\n{r.stderr}")
            last = json.loads(r.stdout)
        t = statistics.median(times)
        print(f"{name:34} {t:8.2f} {last['sequences']:10} {last['states']:8} {last['pruned']:8} {last['sequences'] / t:8.0f}")


if __name__ == "__main__":
    main()
