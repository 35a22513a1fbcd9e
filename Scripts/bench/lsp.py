#!/usr/bin/env python3
"""Response times of `qas lsp` (release build) on a 5,000-line script: opening it
(diagnostics published), a change (diagnostics again), completion, hover and
definition requests (medians of 20), the outline and formatting (medians of 5).

usage: Scripts/bench/lsp.py [--no-build] [--lines N]
"""
import argparse
import json
import statistics
import subprocess
import time

from common import release_binary


def program(lines):
    """About `lines` lines: structs, functions, quick actions and handlers."""
    out = []
    i = 0
    while len(out) < lines:
        out += [
            f"struct Point{i} {{",
            "    var x: Int",
            "    var y: Int",
            "    func sum() -> Int { x + y }",
            "}",
            f"func step{i}(_ a: Int, _ b: Int) -> Int {{",
            f"    let p = Point{i}(x: a, y: b)",
            f"    var total = p.sum() * {i % 97 + 1}",
            "    if total > 1000 { total -= 1000 } else { total += 1 }",
            f"    return \"step {i}: \\(total)\".count + total",
            "}",
        ]
        i += 1
    out += ['static action "NewNote" {', '    title: "New Note"', "    icon: .compose", "}",
            'on "NewNote" { app.open(notes.add(title: "", body: "")) }', "homeScreen."]
    return "\n".join(out) + "\n", len(out) - 1


class Client:
    def __init__(self, qas):
        self.p = subprocess.Popen([qas, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next = 1

    def send(self, obj):
        obj["jsonrpc"] = "2.0"
        body = json.dumps(obj).encode()
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.p.stdin.flush()

    def read(self):
        length = 0
        while True:
            line = self.p.stdout.readline()
            if line in (b"\r\n", b""):
                break
            if line.lower().startswith(b"content-length"):
                length = int(line.split(b":")[1])
        return json.loads(self.p.stdout.read(length))

    def request(self, method, params):
        i = self.next
        self.next += 1
        start = time.perf_counter()
        self.send({"id": i, "method": method, "params": params})
        while True:
            m = self.read()
            if m.get("id") == i:
                return m, time.perf_counter() - start

    def wait_for(self, method):
        start = time.perf_counter()
        while True:
            m = self.read()
            if m.get("method") == method:
                return m, time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--lines", type=int, default=5000)
    args = parser.parse_args()
    qas = release_binary(args.no_build)
    text, last = program(args.lines)
    uri = "file:///tmp/bench.qas"
    c = Client(qas)
    c.request("initialize", {"capabilities": {}})
    c.send({"method": "initialized", "params": {}})
    start = time.perf_counter()
    c.send({"method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "qas", "version": 1, "text": text}}})
    c.wait_for("textDocument/publishDiagnostics")
    print(f"{text.count(chr(10))} lines, {len(text) // 1024} KB")
    print(f"open (diagnostics published):  {(time.perf_counter() - start) * 1000:.1f} ms")
    changes = []
    for n in range(5):
        start = time.perf_counter()
        c.send({"method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": 2 + n},
                "contentChanges": [{"range": {"start": {"line": 1, "character": 4}, "end": {"line": 1, "character": 4}}, "text": " "}]}})
        c.wait_for("textDocument/publishDiagnostics")
        changes.append(time.perf_counter() - start)
    print(f"change (diagnostics again):    {statistics.median(changes) * 1000:.1f} ms median of 5")
    doc = {"uri": uri}
    for method, position in [("textDocument/completion", {"line": last, "character": 11}),
                             ("textDocument/completion", {"line": 100, "character": 10}),
                             ("textDocument/hover", {"line": 6, "character": 14}),
                             ("textDocument/definition", {"line": 6, "character": 14})]:
        times = [c.request(method, {"textDocument": doc, "position": position})[1] for _ in range(20)]
        print(f"{method.split('/')[1]:<12} line {position['line']:<5}     {statistics.median(times) * 1000:.1f} ms median of 20")
    for method in ["textDocument/documentSymbol", "textDocument/formatting"]:
        times = [c.request(method, {"textDocument": doc, "options": {"tabSize": 4, "insertSpaces": True}})[1] for _ in range(5)]
        print(f"{method.split('/')[1]:<22}     {statistics.median(times) * 1000:.1f} ms median of 5")
    c.request("shutdown", None)
    c.send({"method": "exit"})
    c.p.wait()


if __name__ == "__main__":
    main()
