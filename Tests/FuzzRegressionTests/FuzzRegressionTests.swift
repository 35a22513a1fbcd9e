import Foundation
import Testing
import QASFuzzTargets

/// Every input a fuzzer ever failed on (`Tests/Fuzz/regressions/TARGET/`), run
/// through its target again: each must return, and keep every promise the target
/// checks. A crash here ends the test process, which fails the run.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/regressions")

    static func inputs(_ target: FuzzTarget) -> [URL] {
        let folder = root.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyRegressionInputPasses(_ target: FuzzTarget) throws {
        let inputs = Self.inputs(target)
        #expect(!inputs.isEmpty, "no regression inputs for \(target.rawValue)")
        for input in inputs {
            let bytes = try [UInt8](Data(contentsOf: input))
            #expect(throws: Never.self, "\(input.lastPathComponent)") { try target(bytes) }
        }
    }

    /// `qas-fuzz TARGET FILE...` replays files the way libFuzzer feeds them.
    @Test func replayBinaryRunsFilesThroughATarget() throws {
        let exe = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                      ?? CommandLine.arguments[0])
        var dir = exe.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("qas-fuzz").path), dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        func replay(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
            let process = Process()
            process.executableURL = dir.appendingPathComponent("qas-fuzz")
            process.arguments = arguments
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
        }
        let inputs = Self.inputs(.compile).map(\.path)
        let replayed = try replay(["compile"] + inputs)
        #expect(replayed.status == 0)
        #expect(replayed.out == inputs.map { "ok \($0)\n" }.joined())
        let unknown = try replay(["parse", inputs[0]])
        #expect(unknown.status == 2 && unknown.err.contains("targets: compile run plist repl"))
        let missing = try replay(["run", "/nonexistent/input"])
        #expect(missing.status == 1 && missing.err.contains("/nonexistent/input"))
    }
}
