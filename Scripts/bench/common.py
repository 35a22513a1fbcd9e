"""Shared by the benchmark scripts: where the package is, and a release build."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


# How qas is shipped: optimised, with the Swift runtime and Foundation linked in.
# Dynamically linked, resolving their symbols is over half of every start.
RELEASE_FLAGS = ["-c", "release", "--static-swift-stdlib"]


def build():
    """Builds qas in release mode; returns the binary's path."""
    print("building qas (release)...", file=sys.stderr)
    subprocess.run(["swift", "build", *RELEASE_FLAGS, "--product", "qas"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    out = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout.strip()
    return os.path.join(out, "qas")


def release_binary(no_build):
    """The release binary: built now, or the existing one with --no-build."""
    return os.path.join(ROOT, ".build", "release", "qas") if no_build else build()
