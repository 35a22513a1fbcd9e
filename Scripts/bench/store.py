#!/usr/bin/env python3
"""Benchmark the note store through the release `qas` binary.

Measures, end to end (`qas --store S -e ...`), with peak memory of each run:
  - adding 100,000 notes (one transaction each, as scripts do);
  - opening the 100,000-note store and reading its 4 most recent notes
    (bar: under 50 ms), against the same on a 1,000-note store to show memory
    does not grow with the number of notes;
  - updating 10,000 notes (every note, in a smaller store).

usage: Scripts/bench/store.py [--notes N] [--rounds R] [--no-build]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from common import ROOT, release_binary


def run(command):
    """Runs a command; returns (seconds, peak RSS in MB, stdout)."""
    start = time.perf_counter()
    p = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(p.pid, 0)
    elapsed = time.perf_counter() - start
    out, err = p.stdout.read().decode(), p.stderr.read().decode()
    p.stdout.close()
    p.stderr.close()
    if status != 0:
        sys.exit(f"{' '.join(command)} failed:\n{err}")
    return elapsed, usage.ru_maxrss / 1024, out


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--notes", type=int, default=100_000, help="notes in the big store (default 100000)")
    parser.add_argument("--rounds", type=int, default=11, help="runs of the open-and-read benchmark (default 11)")
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    qas = release_binary(args.no_build)

    with tempfile.TemporaryDirectory() as tmp:
        big, small = os.path.join(tmp, "big.sqlite"), os.path.join(tmp, "small.sqlite")
        fill = 'for i in 0..<{n} {{ notes.add(title: "Note \\(i)", body: "Body of note \\(i)") }}'
        add_time, add_mem, _ = run([qas, "--store", big, "-e", fill.format(n=args.notes)])
        run([qas, "--store", small, "-e", fill.format(n=1000)])

        read4 = 'var k = 0\nfor n in notes { print(n.title); k += 1; if k == 4 { break } }'
        open_times, open_mems, small_mems = [], [], []
        for _ in range(args.rounds):
            t, m, out = run([qas, "--store", big, "-e", read4])
            assert out.split("\n")[0] == f"Note {args.notes - 1}", out
            open_times.append(t)
            open_mems.append(m)
            small_mems.append(run([qas, "--store", small, "-e", read4])[1])
        baseline = [run([qas, "--memory", "-e", "print(1)"])[0] for _ in range(args.rounds)]

        updates = min(10_000, args.notes)
        update = f'var k = 0\nfor n in notes {{ if k == {updates} {{ break }}; n.isFavorite = true; k += 1 }}\nprint(notes.favorites.count)'
        upd_time, upd_mem, out = run([qas, "--store", big, "-e", update])
        assert out.strip() == str(updates), out

    ms = lambda s: f"{s * 1000:.1f} ms"
    print(f"add {args.notes} notes:            {add_time:.2f} s ({add_time / args.notes * 1e6:.1f} µs/note), peak {add_mem:.1f} MB")
    print(f"open {args.notes}-note store, read 4: {ms(statistics.median(open_times))} median "
          f"(min {ms(min(open_times))}), peak {statistics.median(open_mems):.1f} MB")
    print(f"open 1000-note store, read 4:     peak {statistics.median(small_mems):.1f} MB")
    print(f"qas start-up alone (--memory):    {ms(statistics.median(baseline))}")
    print(f"update {updates} notes:               {upd_time:.2f} s ({upd_time / updates * 1e6:.1f} µs/note), peak {upd_mem:.1f} MB")
    verdict = "meets" if statistics.median(open_times) < 0.05 else "MISSES"
    print(f"bar (open + read 4 under 50 ms):  {verdict}")


if __name__ == "__main__":
    main()
