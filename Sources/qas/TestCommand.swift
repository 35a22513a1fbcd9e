import Foundation
import QuickActionScript

/// `qas test PATH…`: runs each test script (a file named on the command line;
/// in a folder, recursively, every `*.test.qas` and every `.qas` holding an
/// `expect`, the others listed as skipped) on a fresh in-memory store with a
/// fixed clock. One line per file (and one more per further failure); the last
/// line is `N passed, M failed`; exit status 1 when any failed.
///
/// Each file runs in a `qas` process of its own, so a file that hangs (past
/// `--timeout`), runs out of memory or crashes fails by itself, and the run
/// always ends with its summary.
func runTests(_ paths: [String], options: Options, timeout: Double) -> Int32 {
    guard !paths.isEmpty else {
        writeError("qas: 'qas test' needs files or folders of .qas scripts (try: qas test Scripts/examples)")
        return Exit.usage
    }
    let (files, missing, skipped) = expandScriptPaths(paths, keeping: isTestScript)
    if files.isEmpty && missing.isEmpty {
        writeError("qas: no test scripts in \(paths.joined(separator: ", ")) (a test is named *.test.qas or holds an expect)")
        return Exit.usage
    }
    var passed = 0, failed = 0
    for path in missing {
        StandardOutput.shared.write("FAIL \(path): no such file or folder\n")
        failed += 1
    }
    for file in files {
        if let problem = runTestFile(file, options: options, timeout: timeout) {
            StandardOutput.shared.write("FAIL \(file): \(problem)\n")
            failed += 1
        } else {
            StandardOutput.shared.write("PASS \(file)\n")
            passed += 1
        }
        StandardOutput.shared.flush()
    }
    if !skipped.isEmpty {
        let shown = skipped.prefix(5).joined(separator: ", ") + (skipped.count > 5 ? ", …" : "")
        StandardOutput.shared.write("skipped \(skipped.count) file\(skipped.count == 1 ? "" : "s") that \(skipped.count == 1 ? "is not a test" : "are not tests") (not *.test.qas, no expect): \(shown)\n")
    }
    StandardOutput.shared.write("\(passed) passed, \(failed) failed\n")
    StandardOutput.shared.flush()
    return failed > 0 ? 1 : Exit.ok
}

/// Runs one test file in a child `qas`; nil when it passed, else where and why
/// it failed.
func runTestFile(_ path: String, options: Options, timeout: Double) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                                ?? CommandLine.arguments[0])
    var arguments = ["--memory", "--max-memory", String(options.memoryLimit), "--locale", options.locale]
    for (name, value) in options.settings.sorted(by: { $0.key < $1.key }) { arguments += ["--setting", "\(name)=\(value)"] }
    process.arguments = arguments + ["--", path]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do { try process.run() } catch { return "cannot start qas: \(error.localizedDescription)" }
    // Read standard error while the child runs (a full pipe would stall it),
    // keeping the first 64 KB.
    final class Box: @unchecked Sendable { var data = Data() }
    let text = Box()
    let reading = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        let handle = errors.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            if text.data.count < 1 << 16 { text.data.append(chunk) }
        }
        reading.signal()
    }
    if finished.wait(timeout: .now() + timeout) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
        reading.wait()
        return "did not finish in \(formatSeconds(timeout)) (stopped; raise it with --timeout)"
    }
    reading.wait()
    let stderr = String(decoding: text.data, as: UTF8.self)
    if process.terminationReason == .uncaughtSignal {
        return "crashed (signal \(process.terminationStatus))"
    }
    switch process.terminationStatus {
    case Exit.ok: return nil
    case Exit.compileError:
        let errorLines = stderr.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }
        let first = errorLines.first.map(String.init) ?? firstLine(stderr)
        return first + (errorLines.count > 1 ? " (and \(errorLines.count - 1) more)" : "")
    case Exit.runtimeError:
        // `file:line:col: error: message` reads `file:line:col: message` here,
        // one line for each failed expectation (and the error that ended the run).
        let errorLines = stderr.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }
            .map { $0.replacingOccurrences(of: ": error: ", with: ": ") }
        guard let first = errorLines.first else { return firstLine(stderr) }
        return ([first] + errorLines.dropFirst().map { "  " + $0 }).joined(separator: "\n")
    default:
        let line = firstLine(stderr)
        return line.hasPrefix("qas: ") ? String(line.dropFirst(5)) : line
    }
}

private func firstLine(_ text: String) -> String {
    text.split(separator: "\n").first.map(String.init) ?? "failed with no message"
}

private func formatSeconds(_ s: Double) -> String {
    s == s.rounded() ? "\(Int(s)) s" : "\(s) s"
}
