import Foundation
import QASBase
import QuickActionScript

/// What `qas explore` was asked for.
struct ExploreRequest: Equatable {
    var file: String
    var depth = 6
    var events: Set<String> = Set(Explorer.Event.kinds)
    var invariants: [String] = []
    var json = false
    /// Seconds one event may run before exploring stops (`--timeout`).
    var timeout = Explorer.defaultEventTimeLimit
}

/// What SIGINT and SIGTERM ask of a running exploration (set before the
/// handlers are installed; a handler only stores to the flags).
nonisolated(unsafe) private var exploreStop: InterruptHandle?
nonisolated(unsafe) private var exploreSignal: Int32 = 0

/// `qas explore FILE.qas`: checks every launch, press and background sequence up
/// to a depth and reports the shortest one that breaks each invariant, with a
/// reproducer written next to the script. Exit 0 when none is broken, 1 when some are.
func exploreScript(_ request: ExploreRequest, options: Options) -> Int32 {
    let explorer: Explorer
    do {
        explorer = try Explorer(file: request.file, settings: options.settings, locale: options.locale)
    } catch {
        return reportFailure(error, otherwise: Exit.ioError)
    }
    let known = Explorer.builtInInvariants + explorer.scriptInvariants
    for name in request.invariants where !known.contains(name) {
        writeError("qas: no invariant '\(name)'; the invariants are \(known.joined(separator: ", "))\nqas: run 'qas --help' for the commands and options")
        return Exit.usage
    }
    if !explorer.skippedLines.isEmpty && !request.json {
        let lines = explorer.skippedLines
        let shown = lines.prefix(8).map(String.init).joined(separator: ", ") + (lines.count > 8 ? ", …" : "")
        writeError("qas: explore drives the app itself: skipped \(lines.count) top-level statement\(lines.count == 1 ? "" : "s") of the scenario (line\(lines.count == 1 ? "" : "s") \(shown)): those that drive it and those after the first that does")
    }
    let showProgress = isatty(2) != 0 && !request.json
    explorer.eventTimeLimit = request.timeout
    explorer.memoryLimit = options.memoryLimit
    // Ctrl-C or a TERM ends the run with what was found so far.
    exploreStop = explorer.stopHandle
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
        exploreSignal = signal
        exploreStop?.request()
    }
    sigaction(SIGINT, &action, nil)
    sigaction(SIGTERM, &action, nil)
    defer {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        exploreStop = nil
    }
    var report: Explorer.Report
    var stopped: String? = nil
    do {
        report = try explorer.explore(depth: request.depth, events: request.events,
                                      invariants: request.invariants.isEmpty ? nil : Set(request.invariants),
                                      progress: showProgress ? drawProgress : nil)
    } catch let e as Explorer.Stopped {
        report = e.report
        stopped = e.reason
    } catch {
        if showProgress { writeError("\r\u{1B}[K") }
        return reportFailure(error, otherwise: Exit.runtimeError)
    }
    if showProgress { _ = writeAll(2, Array("\r\u{1B}[K".utf8)) }
    // Reproducers next to the script: FILE.explore-1.qas, … at the first free
    // numbers (a reproducer kept from an earlier run is never replaced).
    var written: [String] = []
    // An app's folder keeps them inside: DIR/explore-1.qas imports the folder.
    var isFolder: ObjCBool = false
    let base = FileManager.default.fileExists(atPath: request.file, isDirectory: &isFolder) && isFolder.boolValue
        ? (request.file as NSString).appendingPathComponent("explore")
        : (request.file.hasSuffix(".qas") ? String(request.file.dropLast(4)) : request.file) + ".explore"
    var number = 1
    for v in report.violations {
        do {
            let start = number
            let path = try SafeFileWriter.createNew(with: Array(v.reproducer.utf8)) { "\(base)-\(start + $0 - 1).qas" }
            written.append(path)
            number = (Int(path.dropLast(4).split(separator: "-").last ?? "") ?? number) + 1
        } catch {
            writeError("qas: \(error)")
            return Exit.ioError
        }
    }
    if request.json {
        printJSON(report, written, request, stopped: stopped)
    } else {
        printReport(report, written)
    }
    StandardOutput.shared.flush()
    if let stopped {
        writeError("qas: explore stopped before depth \(request.depth): \(stopped); what is above was explored up to then")
        // A signal's conventional status (130 for Ctrl-C), or a runtime error's.
        return exploreSignal != 0 ? 128 + exploreSignal : Exit.runtimeError
    }
    return report.violations.isEmpty ? Exit.ok : 1
}

private func summary(_ r: Explorer.Report) -> String {
    "explored \(r.sequences) sequence\(r.sequences == 1 ? "" : "s") up to depth \(r.depth)"
}

/// `27 states, 41 pruned, 0.05 s`
private func statistics(_ r: Explorer.Report) -> String {
    "\(r.states) state\(r.states == 1 ? "" : "s"), \(r.pruned) pruned, " + String(format: "%.2f s", r.seconds) + "\n"
}

private func printReport(_ r: Explorer.Report, _ written: [String]) {
    let out = StandardOutput.shared
    for note in r.notes { out.write("note: \(note)\n") }
    guard !r.violations.isEmpty else {
        out.write(summary(r) + ": no violations\n" + statistics(r))
        return
    }
    out.write(summary(r) + ": \(r.violations.count) invariant\(r.violations.count == 1 ? "" : "s") broken\n" + statistics(r))
    for (v, path) in zip(r.violations, written) {
        out.write("\n\(v.invariant): \(v.message)\n")
        out.write("  shortest sequence (\(v.sequence.count) event\(v.sequence.count == 1 ? "" : "s")): "
                  + v.sequence.map(\.statement).joined(separator: "; ") + "\n")
        out.write("  app.log:\n")
        for line in v.log { out.write("    \(line)\n") }
        out.write("  reproducer: \(path)\n")
    }
}

private func printJSON(_ r: Explorer.Report, _ written: [String], _ request: ExploreRequest, stopped: String?) {
    var document: [String: Any] = [
        "file": request.file,
        "depth": r.depth,
        "sequences": r.sequences,
        "states": r.states,
        "pruned": r.pruned,
        "seconds": (r.seconds * 1000).rounded() / 1000,
        "skippedLines": r.skippedLines,
        "notes": r.notes,
        "violations": zip(r.violations, written).map { v, path in
            ["invariant": v.invariant, "message": v.message, "sequence": v.sequence.map(\.statement),
             "log": v.log, "reproducer": path] as [String: Any]
        },
    ]
    if let stopped { document["stopped"] = stopped }
    let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])) ?? Data("{}".utf8)
    StandardOutput.shared.write(bytes: Array(data) + [UInt8(ascii: "\n")])
}

/// `depth 4  [██████░░░░░░]  1200/2400  3100 sequences/s`
private func drawProgress(_ p: Explorer.Progress) {
    let width = 24
    let filled = p.total == 0 ? width : min(width, p.done * width / p.total)
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let rate = p.seconds > 0 ? Int(Double(p.sequences) / p.seconds) : 0
    _ = writeAll(2, Array("\r\u{1B}[Kdepth \(p.depth)  [\(bar)]  \(p.done)/\(p.total)  \(rate) sequences/s".utf8))
}
