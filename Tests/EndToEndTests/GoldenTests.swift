import Foundation
import Testing

/// The golden scripts under `Tests/Golden`: each `.qas` file states what running it
/// must print in comments, and this test runs the real `qas` binary on it.
///
/// - `// expect: TEXT` — the next line of standard output is TEXT.
/// - `// expect error: MESSAGE` — a compile error on this line whose message
///   contains MESSAGE (every compile error must be expected); exit status 65.
/// - `// expect runtime error: MESSAGE` — a runtime error on this line whose
///   message contains MESSAGE (the one that stopped the script, or one of the
///   failed `expect`s reported with it); exit status 70.
/// - `// expect stderr: TEXT` — standard error contains TEXT.
/// - `// expect exit: N` — the exit status is N (when the above do not imply it).
struct GoldenScript: CustomTestStringConvertible, Sendable {
    let path: String
    var testDescription: String { String(path.dropFirst(GoldenScript.root.count + 1)) }

    static let root = QASProcess.packageRoot.appendingPathComponent("Tests/Golden").path

    static func all() -> [GoldenScript] {
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        // The Swift programs are golden scripts too (SwiftOracleTests also runs them under swiftc).
        return files.filter { $0.hasSuffix(".qas") && !$0.hasPrefix("imports/") || $0.hasPrefix("swift/") && $0.hasSuffix(".swift") }
            .sorted().map { GoldenScript(path: root + "/" + $0) }
    }
}

struct Expectations {
    var output: [String] = []
    var compileErrors: [(line: Int, message: String)] = []
    var runtimeErrors: [(line: Int, message: String)] = []
    var stderr: [String] = []
    var exitStatus: Int32? = nil

    init(parsing text: String) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            guard let r = line.range(of: "// expect") else { continue }
            let rest = line[r.upperBound...]
            func value(after prefix: String) -> String? {
                rest.hasPrefix(prefix) ? String(rest.dropFirst(prefix.count)) : nil
            }
            if let v = value(after: ": ") { output.append(v) }
            else if rest == ":" { output.append("") }
            else if let v = value(after: " error: ") { compileErrors.append((number, v)) }
            else if let v = value(after: " runtime error: ") { runtimeErrors.append((number, v)) }
            else if let v = value(after: " stderr: ") { stderr.append(v) }
            else if let v = value(after: " exit: ") { exitStatus = Int32(v) }
        }
    }

    var expectedStatus: Int32 {
        if let exitStatus { return exitStatus }
        if !compileErrors.isEmpty { return 65 }
        if !runtimeErrors.isEmpty { return 70 }
        return 0
    }
}

@Suite("Golden scripts")
struct GoldenTests {
    @Test("script output matches its expectations", arguments: GoldenScript.all())
    func golden(_ script: GoldenScript) throws {
        let text = try String(contentsOfFile: script.path, encoding: .utf8)
        let expected = Expectations(parsing: text)
        // A fresh in-memory store with a fixed clock, so runs are deterministic.
        let result = try QASProcess.run(["--memory", script.path], timeout: 120)
        let name = script.testDescription

        #expect(result.status == expected.expectedStatus, "\(name): exit status; stderr:\n\(result.stderr)")
        if expected.compileErrors.isEmpty && expected.exitStatus != 65 {
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let actual = lines.last == "" ? Array(lines.dropLast()) : lines
            #expect(actual == expected.output, "\(name): standard output; stderr:\n\(result.stderr)")
        }
        // Every compile error is expected, and every expected one is reported.
        let reported = result.stderr.split(separator: "\n").compactMap { line -> (Int, String)? in
            guard line.hasPrefix(script.path + ":") else { return nil }
            let parts = line.dropFirst(script.path.count + 1).split(separator: ":", maxSplits: 3)
            guard parts.count == 4, let l = Int(parts[0]) else { return nil }
            return (l, String(parts[3].dropFirst()))
        }
        if !expected.compileErrors.isEmpty {
            for e in expected.compileErrors {
                #expect(reported.contains { $0.0 == e.line && $0.1.contains(e.message) },
                        "\(name): expected error on line \(e.line): \(e.message)\nstderr:\n\(result.stderr)")
            }
            #expect(reported.count == expected.compileErrors.count,
                    "\(name): \(reported.count) errors reported, \(expected.compileErrors.count) expected\nstderr:\n\(result.stderr)")
        }
        for e in expected.runtimeErrors {
            #expect(reported.contains { $0.0 == e.line && $0.1.contains(e.message) },
                    "\(name): expected runtime error on line \(e.line): \(e.message)\nstderr:\n\(result.stderr)")
        }
        if !expected.runtimeErrors.isEmpty {
            #expect(reported.count == expected.runtimeErrors.count,
                    "\(name): \(reported.count) runtime errors reported, \(expected.runtimeErrors.count) expected\nstderr:\n\(result.stderr)")
        }
        for s in expected.stderr {
            #expect(result.stderr.contains(s), "\(name): stderr should contain \(s)\nstderr:\n\(result.stderr)")
        }
    }

    /// The fast paths (the shapes built from `OperationTable`, inline caches,
    /// in-place element access, direct calls) must not change what any program
    /// does: each golden runs again with only the generic forms compiled
    /// (`QAS_GENERIC_ONLY=1`) and must print, report and exit exactly the same.
    @Test("the generic path behaves as the fast paths do", arguments: GoldenScript.all())
    func genericOnly(_ script: GoldenScript) throws {
        let fast = try QASProcess.run(["--memory", script.path], timeout: 120)
        var environment = QASProcess.hermeticEnvironment
        environment["QAS_GENERIC_ONLY"] = "1"
        let generic = try QASProcess.run(["--memory", script.path], timeout: 120, environment: environment)
        let name = script.testDescription
        #expect(generic.status == fast.status, "\(name): exit status \(generic.status) without fast paths, \(fast.status) with")
        #expect(generic.stdout == fast.stdout, "\(name): standard output differs without fast paths")
        #expect(generic.stderr == fast.stderr, "\(name): standard error differs without fast paths")
    }
}
