import Foundation
import QASBase
import QASLanguage
import QASPlatform
import QASStore

/// `qas explore`: a model checker for an app script. It tries every sequence of
/// user events up to a depth — pressing each menu item, launching, coming back,
/// going home, killing the app, the system purging it — each from a fresh start,
/// and reports the shortest sequence that breaks each invariant, with a script
/// that reproduces it.
///
/// The script is parsed and compiled once; each sequence resets the engine (the
/// store emptied, the app model and the program's globals back to their start)
/// and runs the declarations again. Sequences that reach a state already seen
/// (the same phase, menu, store contents, pending item and program state) are
/// not explored further.
public final class Explorer {
    /// A user event.
    public enum Event: Hashable, CustomStringConvertible {
        /// Pressing the n-th menu item (1-based) as the menu is at that moment.
        case press(Int)
        case launch, activate, background, terminate, purge

        /// The statement a reproducer script drives it with.
        public var statement: String {
            switch self {
            case .press(let n): return "homeScreen.press(\(n))"
            case .launch: return "app.launch()"
            case .activate: return "app.activate()"
            case .background: return "app.background()"
            case .terminate: return "app.terminate()"
            case .purge: return "app.purge()"
            }
        }

        public var description: String {
            if case .press(let n) = self { return "press \(n)" }
            return kind
        }

        /// Its name for `--events`.
        public var kind: String {
            switch self {
            case .press: return "press"
            case .launch: return "launch"
            case .activate: return "activate"
            case .background: return "background"
            case .terminate: return "terminate"
            case .purge: return "purge"
            }
        }

        public static let kinds = ["press", "launch", "activate", "background", "terminate", "purge"]
    }

    /// The invariants every app is held to.
    public static let builtInInvariants = [
        "exactly-once",       // each press's item reaches the app's code once: not lost, not doubled
        "completion-once",    // a completion handler is called at most once
        "handled",            // a press of an item the app offered has a handler
        "no-throw",           // no handler, hook or delegate method throws
        "menu-rules",         // the menu never shows more than the limit; dynamic items only after a launch
        "completion-called",  // every warm delivery's completion handler is called
        "completion-result",  // a completion handler says true when the app performed the press
    ]

    public struct Violation {
        public let invariant: String
        public let message: String
        public let sequence: [Event]
        /// `app.log` of the failing run.
        public let log: [String]
        /// A script that reproduces it: the declarations, then the sequence.
        public let reproducer: String
    }

    public struct Report {
        public let depth: Int
        /// Sequences run.
        public var sequences = 0
        /// Distinct states reached (the start included).
        public var states = 0
        /// Sequences not explored further: their state had been reached before.
        public var pruned = 0
        public var seconds = 0.0
        /// One per violated invariant, the shortest sequence found.
        public var violations: [Violation] = []
        /// Lines of the top-level statements left out (explore drives the app itself).
        public var skippedLines: [Int] = []
        /// What the runs could not model as the app's build would have it (a
        /// storyboard missing from the app's folder), once each.
        public var notes: [String] = []
    }

    /// What a progress report says: sequences run at this depth of those known.
    public struct Progress {
        public let depth: Int
        public let done: Int
        public let total: Int
        public let sequences: Int
        public let seconds: Double
    }

    /// Why exploring stopped before it was done: an event ran past its time
    /// limit, memory passed the limit, or a stop was asked for (Ctrl-C). What
    /// was explored until then, violations included, is in `report`.
    public struct Stopped: Error, CustomStringConvertible {
        public let reason: String
        public let report: Report
        public var description: String { reason }
    }

    /// Seconds one event may take — the app's hooks, handlers and delegate
    /// methods it runs, and the declarations run before each sequence — before
    /// exploring stops (nil: no limit). An endless loop in a handler is found
    /// here, not by waiting forever.
    public var eventTimeLimit: Double? = Explorer.defaultEventTimeLimit
    public static let defaultEventTimeLimit = 5.0

    /// Bytes exploring may grow the process by, the states it keeps included
    /// (nil: no limit). Default 2 GB, as for a script.
    public var memoryLimit: Int? {
        get { engine.memoryLimit }
        set { engine.memoryLimit = newValue }
    }

    /// Asks a running exploration to stop (safe from a signal handler): the
    /// event running is interrupted and `explore` throws `Stopped` with what it
    /// found so far.
    public var stopHandle: InterruptHandle { InterruptHandle(flag: engine.interpreter.runtime.interruptFlagAddress, also: stopFlag) }
    private let stopFlag: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()

    deinit { stopFlag.deallocate() }

    let session: AppSession
    var engine: Engine { session.engine }
    let source: Source
    let program: RerunnableProgram
    let skipped: [SourceRange]
    private let ids: IDCounter
    private let clock: FixedClock
    /// The script's invariants' names (known after the first run).
    public private(set) var scriptInvariants: [String] = []

    private final class IDCounter { var n = 0 }

    /// Loads and compiles a script for exploring.
    ///
    /// - Throws: `QASError.io` when it cannot be read, `QASError.compile` for
    ///   mistakes, `QASError.runtime` when its declarations fail to run.
    public init(file path: String, settings: [String: String] = [:], locale: String = "en") throws {
        let ids = IDCounter()
        let clock = FixedClock()
        let store = try NoteStore(inMemoryWith: clock, makeID: {
            ids.n += 1
            return String(format: "00000000-0000-4000-8000-%012d", ids.n)
        })
        session = AppSession(store: store)
        session.engine.output = { _ in }
        session.errorOutput = { _ in }
        session.buildSettings = settings
        session.locale = locale
        self.ids = ids
        self.clock = clock
        source = try Engine.loadSource(path)
        let interpreter = session.engine.interpreter
        let source = self.source
        do {
            (program, skipped) = try session.engine.onScriptThread {
                try interpreter.compileForRerun(source, select: ExploreProgram.select)
            }
        }
        try engine.onScriptThread { [self] in try startSession() }
        scriptInvariants = session.appHost.invariants.map(\.name)
    }

    /// The lines (1-based) of the statements left out.
    public var skippedLines: [Int] { skipped.map { source.location(of: $0.start).line } }

    // MARK: - Sessions

    /// A fresh app: empty store, clock at its start, the declarations run.
    private func startSession() throws {
        engine.interpreter.restartTimeLimit()
        engine.interpreter.runtime.failedExpectations = []
        engine.interpreter.runtime.random.reset()
        try session.store.removeEverything()
        clock.reset()
        ids.n = 0
        session.widgetHost.resetForNewSession()
        session.forceTouchHost.resetForNewSession()
        session.appHost.resetForNewSession()
        session.appHost.settings = session.buildSettings
        try engine.interpreter.rerun(program)
    }

    /// Runs a sequence from a fresh start; nil when it ran, else the error that
    /// stopped it at its last event.
    private func run(_ sequence: [Event]) throws -> Error? {
        do {
            try startSession()
        } catch let e as RuntimeError where Explorer.stopsExploring(e) {
            throw Limit(reason: Explorer.limitReason(e, "the script's declarations", eventTimeLimit), sequence: [])
        }
        for (i, event) in sequence.enumerated() {
            engine.interpreter.restartTimeLimit()
            do {
                try apply(event)
                // An `expect` in the app's code that failed is an error of this event.
                let runtime = engine.interpreter.runtime
                if var failed = runtime.failedExpectations.popLast() {
                    failed.earlierFailures = runtime.failedExpectations
                    runtime.failedExpectations = []
                    throw failed
                }
            } catch let e as QASError {
                throw e
            } catch let e as RuntimeError where Explorer.stopsExploring(e) {
                throw Limit(reason: Explorer.limitReason(e, "\(event), event \(i + 1) of the sequence \(sequence.map(\.description).joined(separator: ", "))", eventTimeLimit),
                            sequence: Array(sequence[...i]))
            } catch {
                if i == sequence.count - 1 { return error }
                throw error
            }
            if stopFlag.pointee != 0 { throw Limit(reason: "stopped", sequence: Array(sequence[...i])) }
        }
        return nil
    }

    /// A limit that ends exploring, met while running `sequence`.
    private struct Limit: Error {
        let reason: String
        let sequence: [Event]
    }

    /// Errors that end exploring rather than count against an invariant.
    private static func stopsExploring(_ e: RuntimeError) -> Bool {
        e.kind == .budgetExceeded || e.kind == .memoryLimitExceeded || e.kind == .interrupted
    }

    private static func limitReason(_ e: RuntimeError, _ what: String, _ limit: Double?) -> String {
        switch e.kind {
        case .budgetExceeded:
            return "\(what) ran for more than \(limit.map { "\($0)" } ?? "?") s, the limit for one event (--timeout); an endless loop? (\(describe(e)))"
        case .interrupted: return "stopped"
        default: return "\(what): \(describe(e))"
        }
    }

    private func apply(_ e: Event) throws {
        let host = session.appHost
        let model = host.model
        try platform {
            try host.drive {
                switch e {
                case .press(let n): try model.press(.position(n))
                case .launch: try model.launch()
                case .activate: try model.activate()
                case .background: try model.background()
                case .terminate: try model.terminate(); host.screen = .string("list")
                case .purge: try model.purge(); host.screen = .string("list")
                }
            }
        }
    }

    /// The events that make sense now, of the kinds asked for.
    private func events(_ kinds: Set<String>) -> [Event] {
        let model = session.app
        var out: [Event] = []
        if kinds.contains("press") { out += (0..<model.menu().count).map { .press($0 + 1) } }
        switch model.state {
        case .notRunning:
            if kinds.contains("launch") { out.append(.launch) }
        case .background:
            if kinds.contains("activate") { out.append(.activate) }
            if kinds.contains("terminate") { out.append(.terminate) }
            if kinds.contains("purge") { out.append(.purge) }
        case .active:
            if kinds.contains("background") { out.append(.background) }
            if kinds.contains("terminate") { out.append(.terminate) }
        }
        return out
    }

    /// Everything that tells this state from another.
    private func fingerprint() throws -> String {
        let host = session.appHost
        let model = host.model
        var parts = [model.state.rawValue, model.isTransitioning ? "t" : "", model.hasLaunched ? "L" : "", model.sceneSessionKept ? "S" : ""]
        func items(_ list: [ShortcutItem]) -> String {
            list.map { ShortcutItemCoding.encode($0).map(String.init).joined(separator: ",") }.joined(separator: "|")
        }
        parts.append(items(model.menu()))
        parts.append(items(model.shortcutItems))
        parts.append(items(model.pendingItem.map { [$0] } ?? []))
        parts.append(host.screen.description)
        parts.append(engine.interpreter.runtime.tasks.pendingSummary)
        parts.append(try session.store.contentsFingerprint())
        parts.append(engine.interpreter.stateFingerprint(program, extra: [host.delegates.appDelegate ?? .null, host.delegates.sceneDelegate ?? .null]))
        return parts.joined(separator: "\u{0}")
    }

    // MARK: - Invariants

    /// The invariants broken by the last event of a run, with what happened.
    private func check(after event: Int, error: Error?, invariants: Set<String>) -> [(String, String)] {
        QuickActionInvariants.broken(after: event, error: error, wanted: invariants, host: session.appHost, runtime: engine.interpreter.runtime)
    }

    static func describe(_ error: Error) -> String {
        if let e = error as? RuntimeError { return (e.location.map { "\($0): " } ?? "") + e.message }
        return "\(error)"
    }

    // MARK: - Exploring

    /// Explores every sequence of the given kinds of event up to `depth`,
    /// breadth first, so the first violation found of each invariant is a
    /// shortest one. `invariants` nil: all of them.
    public func explore(depth: Int, events kinds: Set<String> = Set(Event.kinds), invariants: Set<String>? = nil,
                        progress: ((Progress) -> Void)? = nil) throws -> Report {
        let wanted = invariants ?? Set(Explorer.builtInInvariants + scriptInvariants)
        let started = Date()
        var report = Report(depth: depth)
        report.skippedLines = skippedLines
        stopFlag.pointee = 0
        engine.timeLimit = eventTimeLimit
        let baseline = ProcessMemory.resident
        var seen: Set<String> = []
        do {
        try engine.onScriptThread { [self] in
            try engine.interpreter.inRunContext {
                _ = try run([])
                seen = [try fingerprint()]
                var frontier: [([Event], [Event])] = [([], events(kinds))]
                var violated = Set<String>()
                var lastProgress = Date()
                for d in 1...max(1, depth) where d <= depth {
                    let total = frontier.reduce(0) { $0 + $1.1.count }
                    var done = 0
                    var next: [([Event], [Event])] = []
                    for (prefix, options) in frontier {
                        for e in options {
                            let sequence = prefix + [e]
                            if stopFlag.pointee != 0 { throw Limit(reason: "stopped", sequence: prefix) }
                            // What exploring keeps (states, the frontier) grows too.
                            if let limit = memoryLimit, ProcessMemory.resident - baseline > limit {
                                throw Limit(reason: "memory limit of \(MemoryGuard.format(limit)) exceeded after \(report.sequences) sequences (--max-memory); lower --depth or raise the limit", sequence: prefix)
                            }
                            let error = try run(sequence)
                            report.sequences += 1
                            done += 1
                            for (name, message) in check(after: sequence.count, error: error, invariants: wanted)
                            where !violated.contains(name) {
                                violated.insert(name)
                                report.violations.append(Violation(invariant: name, message: message, sequence: sequence,
                                                                   log: session.app.log, reproducer: reproducer(sequence, name, message)))
                            }
                            if error != nil { continue }
                            if seen.insert(try fingerprint()).inserted {
                                next.append((sequence, events(kinds)))
                            } else {
                                report.pruned += 1
                            }
                            if let progress, Date().timeIntervalSince(lastProgress) > 0.2 {
                                lastProgress = Date()
                                progress(Progress(depth: d, done: done, total: total, sequences: report.sequences,
                                                  seconds: Date().timeIntervalSince(started)))
                            }
                        }
                    }
                    frontier = next
                    if frontier.isEmpty || violated.isSuperset(of: wanted) { break }
                }
                report.states = seen.count
            }
        }
        } catch let limit as Limit {
            report.states = seen.count
            report.seconds = Date().timeIntervalSince(started)
            report.notes = session.appHost.notices
            let at = limit.sequence.isEmpty ? "" : " (at: \(limit.sequence.map(\.statement).joined(separator: "; ")))"
            throw Stopped(reason: limit.reason == "stopped" ? "stopped on request\(at)" : limit.reason, report: report)
        }
        report.seconds = Date().timeIntervalSince(started)
        report.notes = session.appHost.notices
        return report
    }

    /// The declarations (an app folder's module, imported from inside it),
    /// then the sequence, the log and an `expect` of the broken invariant: the
    /// script fails until the app is fixed.
    private func reproducer(_ sequence: [Event], _ invariant: String, _ message: String) -> String {
        var text = source.parts.isEmpty ? ExploreProgram.text(of: source.bytes, without: skipped) : "import \".\"\n"
        if !text.hasSuffix("\n") { text += "\n" }
        text += "\n// qas explore: the shortest sequence that breaks \"\(invariant)\":\n// \(message)\n"
        text += sequence.map(\.statement).joined(separator: "\n") + "\n"
        text += "for line in app.log { print(line) }\n"
        text += "expect(app.holds(\(SwiftGlue.literal(invariant))), \(SwiftGlue.literal(message)))\n"
        return text
    }
}


