import Foundation
import QuickActionScript

/// `qas test PATH…`: runs each `.qas` file (a folder: every `.qas` inside it,
/// recursively) on a fresh in-memory store with a fixed clock. One line per file;
/// the last line is `N passed, M failed`; exit status 1 when any failed.
func runTests(_ paths: [String]) -> Int32 {
    guard !paths.isEmpty else {
        writeError("qas: 'qas test' needs files or folders of .qas scripts\n\n\(usageText)")
        return Exit.usage
    }
    var files: [String] = []
    var missing: [String] = []
    let fm = FileManager.default
    for path in paths {
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
            missing.append(path)
            continue
        }
        if isDirectory.boolValue {
            let found = (fm.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".qas") }
                .sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            files += found
        } else {
            files.append(path)
        }
    }
    if files.isEmpty && missing.isEmpty {
        writeError("qas: no .qas files in \(paths.joined(separator: ", "))")
        return Exit.usage
    }
    var passed = 0, failed = 0
    for path in missing {
        StandardOutput.shared.write("FAIL \(path): no such file or folder\n")
        failed += 1
    }
    for file in files {
        if let problem = runTestFile(file) {
            StandardOutput.shared.write("FAIL \(file): \(problem)\n")
            failed += 1
        } else {
            StandardOutput.shared.write("PASS \(file)\n")
            passed += 1
        }
        StandardOutput.shared.flush()
    }
    StandardOutput.shared.write("\(passed) passed, \(failed) failed\n")
    StandardOutput.shared.flush()
    return failed > 0 ? 1 : Exit.ok
}

/// Runs one test file; nil when it passed, else where and why it failed.
func runTestFile(_ path: String) -> String? {
    do {
        let engine = try Engine(store: NoteStore(inMemoryWith: FixedClock()))
        engine.output = { _ in }
        engine.errorOutput = { _ in }
        try engine.runFile(path)
        return nil
    } catch let e as QASError {
        switch e {
        case .compile(let diagnostics):
            let first = diagnostics[0]
            let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
            return "\(first.file):\(first.line):\(first.column): error: \(first.message)\(more)"
        case .runtime(let r):
            return (r.file.map { "\($0):\(r.line ?? 0):\(r.column ?? 0): " } ?? "") + r.message
        case .io(_, let reason):
            return "cannot read: \(reason)"
        }
    } catch {
        return "\(error)"
    }
}
