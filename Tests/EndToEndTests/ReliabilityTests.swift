import Foundation
import Testing

/// Each hostile input that once killed qas by a signal, hung it or lost data now
/// ends in a clear error and an exit status (sysexits), never a signal or a hang.
@Suite("Reliability")
struct ReliabilityTests {
    func scratch(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qas-rel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    func run(_ code: String, _ extra: [String] = [], timeout: Double = 120) throws -> QASProcess.Result {
        try QASProcess.run(["--memory"] + extra + ["-e", code], timeout: timeout)
    }

    func shell(_ command: String, timeout: Double = 120) throws -> QASProcess.Result {
        try QASProcess.shell(command, timeout: timeout)
    }

    /// The script thread's native stack size is known to the interpreter before
    /// the thread starts: on a busy machine the thread used to start first, take
    /// the default and stop deep recursion at about a sixth of the limit.
    @Test func deepRecursionReachesTheLimitWhenManyRunAtOnce() throws {
        let script = QASProcess.packageRoot.appendingPathComponent("Tests/Golden/limits/call_depth.qas").path
        // Started together by xargs, so the machine is as busy as a parallel test run.
        let shell = """
            seq 1 24 | xargs -P 24 -I{} sh -c '"$0" --memory "$1" >/dev/null 2>&1; echo "exit $?"' "$0" "$1"
            """
        let result = try QASProcess.runProgram("/bin/sh", ["-c", shell, QASProcess.binary.path, script], timeout: 120)
        let statuses = result.stdout.split(separator: "\n").map(String.init)
        #expect(statuses.count == 24)
        #expect(statuses.allSatisfy { $0 == "exit 0" }, "some runs stopped early: \(statuses)")
    }

    @Test func integerEdgesOfBuiltIns() throws {
        let r = try run("""
            let min = -9223372036854775807 - 1
            print(min.isMultiple(of: -1), (0..<5).contains(where: { $0 == 2 }), (0..<1_000_000_000_000).prefix(3))
            print((0..<1_000_000_000_000).contains(999_999_999_999), (5..<1_000_000_000_000).first(where: { $0 % 7 == 0 })!)
            """)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "true true 0..<3\ntrue 7\n")
        for (code, message) in [
            ("print((-9223372036854775807 - 1..<9223372036854775807).count)", "more elements than Int can count"),
            // (A stride too long to hold is counted as it is read, as Swift's StrideTo, which has no `count`.)
            ("print(stride(from: -9223372036854775807 - 1, to: 9223372036854775807, by: 1).count)", "has no member 'count'"),
            ("print(Array(stride(from: -9223372036854775807 - 1, to: 9223372036854775807, by: 1)).count)", "memory"),
            ("print(Array(0..<9223372036854775807).count)", "memory"),
            ("print((0..<9223372036854775807).map { $0 }.count)", "memory"),
            ("print(abs(-9223372036854775807 - 1))", "does not fit in Int"),
        ] {
            let e = try run(code)
            #expect(e.status == 70, "\(code): \(e.status) \(e.stderr)")
            #expect(e.stderr.contains(message), "\(code): \(e.stderr)")
            #expect(e.stderr.hasPrefix("-e:1:"), "\(code): the error has no place: \(e.stderr)")
        }
    }

    @Test func growthStopsAtTheMemoryLimitAndCannotBeCaught() throws {
        for code in ["var s = \"x\"\nwhile true { s += s }",
                     "var a = []\nwhile true { a.append(a.count) }",
                     "var d = [:]\nvar i = 0\nwhile true { d[i] = \"value \\(i)\"; i += 1 }",
                     "var chain = []\nwhile true { chain = [chain, chain.count] }",
                     "do { var s = \"x\"\nwhile true { s = s + s } } catch { print(\"caught\") }"] {
            let r = try run(code, ["--max-memory", "64M"])
            #expect(r.status == 70, "\(code): exit \(r.status)\n\(r.stderr)")
            #expect(r.stderr.contains("memory limit of 64 MB exceeded"), "\(code): \(r.stderr)")
            #expect(!r.stdout.contains("caught"))
        }
        let bad = try QASProcess.run(["--max-memory", "lots", "-e", "1"])
        #expect(bad.status == 64)
    }

    @Test func malformedDeclarationsEndQuickly() throws {
        for code in ["static action \"A\" {\n \"x\" }", "static action \"A\" { \"x\" }", "widget \"W\" {\n 1 }"] {
            let r = try run(code, timeout: 20)
            #expect(r.status == 65, "\(code): exit \(r.status)")
        }
    }

    @Test func hostilePropertyListsAreRefused() throws {
        // A set: 42 bytes that crashed Foundation's bridging.
        var set = Array("bplist00".utf8) + [0xC1, 0x01, 0x10, 0x05]
        let table = set.count
        set += [8, 10]
        set += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        let setPath = try scratch("Set.plist")
        try Data(set).write(to: URL(fileURLWithPath: setPath))
        // "Billion laughs": 40 arrays each holding the next one twice.
        var laughs = Array("bplist00".utf8)
        var offsets: [Int] = []
        for k in 0..<40 { offsets.append(laughs.count); laughs += [0xA2, UInt8(k + 1), UInt8(k + 1)] }
        offsets.append(laughs.count); laughs += [0x10, 1]
        let laughTable = laughs.count
        laughs += offsets.map { UInt8($0) }
        laughs += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 41] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, UInt8(laughTable)]
        let laughPath = try scratch("Laughs.plist")
        try Data(laughs).write(to: URL(fileURLWithPath: laughPath))
        for (path, message) in [(setPath, "is a set"), (laughPath, "expand to more than")] {
            let r = try run("static actions from \"\(path)\"", timeout: 30)
            #expect(r.status == 70, "\(path): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains(message), "\(r.stderr)")
            let script = try scratch("x.qas")
            try "print(1)".write(toFile: script, atomically: true, encoding: .utf8)
            let c = try QASProcess.run(["check", "--plist", path, script], timeout: 30)
            #expect(c.status == 1 && c.stdout.contains(message), "\(c.stdout)")
        }
    }

    @Test func filesThatAreNotRegularAreRefusedBeforeReading() throws {
        let imp = try run("import \"/dev/zero\"", timeout: 20)
        #expect(imp.status == 65 && imp.stderr.contains("not a regular file"), "\(imp.stderr)")
        let fifo = try scratch("fifo.qas")
        #expect(mkfifo(fifo, 0o644) == 0)
        let r = try QASProcess.run([fifo], timeout: 20)
        #expect(r.status == 74 && r.stderr.contains("not a regular file (a FIFO)"), "\(r.status) \(r.stderr)")
        let dir = try QASProcess.run(["/tmp"], timeout: 20)
        #expect(dir.status == 74)
        let plist = try run("static actions from \"/dev/zero\"", timeout: 20)
        #expect(plist.status == 70 && plist.stderr.contains("not a regular file"), "\(plist.stderr)")
    }

    @Test func thirtyMegabytesOfOneBadCharacterIsOneErrorInLittleMemory() throws {
        let path = try scratch("at.qas")
        try Data(repeating: UInt8(ascii: "@"), count: 30 << 20).write(to: URL(fileURLWithPath: path))
        // 1.5 GB of address space is plenty now (the lexer once took 4.5 GB).
        let r = try shell("ulimit -v 1500000; exec '\(QASProcess.binary.path)' --memory '\(path)'", timeout: 60)
        #expect(r.status == 65, "\(r.status) \(r.stderr)")
        #expect(r.stderr.contains("unexpected characters '@@@@"))
    }

    @Test func aFullStandardOutputIsAnIOError() throws {
        let script = try scratch("s.qas")
        try "static action \"A\" { title: \"A\" }\nprint(\"hello\")".write(toFile: script, atomically: true, encoding: .utf8)
        for args in [["plist", script], ["--memory", script], ["--memory", "-e", "while true { print(\"y\") }"]] {
            let quoted = args.map { "'\($0)'" }.joined(separator: " ")
            let r = try shell("exec '\(QASProcess.binary.path)' \(quoted) > /dev/full", timeout: 30)
            #expect(r.status == 74, "\(args): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("No space left on device"), "\(args): \(r.stderr)")
        }
    }

    @Test func aTightAddressSpaceNeverHangs() throws {
        // Too little room for the usual 512 MB script stack: a smaller one is used.
        let r = try shell("ulimit -v 400000; exec '\(QASProcess.binary.path)' --memory -e 'func d(n) { return n == 0 ? 0 : 1 + d(n - 1) }\nprint(d(200))'", timeout: 60)
        #expect(r.status == 0 || r.status == 71, "\(r.status) \(r.stderr)")
        if r.status == 0 { #expect(r.stdout == "200\n") } else { #expect(r.stderr.contains("cannot start a thread")) }
        let huge = try shell("ulimit -v 1000000; exec '\(QASProcess.binary.path)' --memory -e 'print(Array(0..<9223372036854775807).count)'", timeout: 60)
        #expect(huge.status == 70)
        #expect(huge.stderr.hasPrefix("-e:1:7: error: out of address space: an allocation too big to count would pass"), "\(huge.stderr)")
    }

    @Test func stopsOnSIGTERMEvenWhenStartedWithItBlocked() throws {
        // Some launchers pass their blocked signals on; qas unblocks the ones that stop it.
        let launch = "import os, signal, sys; signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM, signal.SIGINT}); os.execv(sys.argv[1], sys.argv[1:])"
        let r = try shell("/usr/bin/python3 -c '\(launch)' '\(QASProcess.binary.path)' --memory -e 'while true { }' & pid=$!; sleep 1; kill -TERM $pid; wait $pid; echo \"status $?\"", timeout: 30)
        #expect(r.stdout == "status 143\n", "\(r.stdout) \(r.stderr)")
    }

    @Test func sourcesWithAByteOrderMarkAndBadEscapes() throws {
        let path = try scratch("bom.qas")
        try Data([0xEF, 0xBB, 0xBF] + Array("print(\"bom\")".utf8)).write(to: URL(fileURLWithPath: path))
        let r = try QASProcess.run(["--memory", path])
        #expect(r.stdout == "bom\n", "\(r.stderr)")
        let e = try run(#"print("\u{41")"#)
        #expect(e.status == 65 && e.stderr.contains("expected '}' to end the \\u{…} escape"), "\(e.stderr)")
    }

    @Test func aDeepStackUnwindsQuickly() throws {
        let start = Date()
        let r = try run("func down(n) { return down(n + 1) }\ndo { down(0) } catch e { print(e) }\nfunc again(n) { return again(n + 1) }\nagain(0)")
        #expect(r.status == 70)
        #expect(r.stdout == "stack overflow\n")
        #expect(r.stderr.contains("more frames"))
        #expect(Date().timeIntervalSince(start) < 60, "unwinding takes well under a second; only a hang takes so long")
    }

    @Test func qasTestSurvivesAHangingFile() throws {
        let dir = try scratch("tests")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "while true { }".write(toFile: dir + "/a_hang.test.qas", atomically: true, encoding: .utf8)
        try "var s = \"x\"\nwhile true { s += s }".write(toFile: dir + "/b_memory.test.qas", atomically: true, encoding: .utf8)
        try "expect 1 + 1 == 2".write(toFile: dir + "/c_pass.qas", atomically: true, encoding: .utf8)
        let r = try QASProcess.run(["test", "--timeout", "3", "--max-memory", "64M", dir], timeout: 60)
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(r.stdout)")
        #expect(lines[0].hasPrefix("FAIL \(dir)/a_hang.test.qas: did not finish in 3 s"))
        #expect(lines[1].contains("memory limit of 64 MB exceeded"))
        #expect(lines[2] == "PASS \(dir)/c_pass.qas")
        #expect(lines[3] == "1 passed, 2 failed")
    }
}
