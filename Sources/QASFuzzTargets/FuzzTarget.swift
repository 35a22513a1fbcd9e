import Foundation
import QASLanguageServer
import QASPlatform
import QuickActionScript

/// The parts of qas that read untrusted input, each as a function of arbitrary
/// bytes. Whatever the bytes, a target must return: a crash, a hang or unbounded
/// growth is a bug. A target throws when the bytes break a promise it checks
/// (a property list that does not survive being written and read back).
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Lex, parse, resolve and compile a program without running it.
    case compile
    /// Run a program in a fresh engine, within a small budget.
    case run
    /// Read a property list, an Info.plist's quick actions, a saved item, a
    /// `.strings` file, a storyboard and JSON.
    case plist
    /// Feed lines to the REPL's evaluator and ask for completions as readline would.
    case repl
    /// Lay source out as `qas fmt` does (the layout must keep its meaning and be
    /// stable) and ask the language server every question of it, as an editor
    /// would while it is typed.
    case editor
    /// Run a program with the specialisations and without (generic code only):
    /// both must print the same and end the same way.
    case modes

    /// Runs the target on one input.
    public func callAsFunction(_ bytes: [UInt8]) throws {
        switch self {
        case .compile: try FuzzTarget.compile(bytes)
        case .run: FuzzTarget.run(bytes)
        case .plist:
            try PlistFuzzing.check(bytes)
            try JSONFuzzing.check(bytes)
        case .repl: REPLFuzzing.feed(bytes)
        case .editor:
            try FuzzTarget.format(bytes)
            FuzzTarget.editor(bytes)
        case .modes: try FuzzTarget.modes(bytes)
        }
    }

    /// A promise the input broke.
    public struct Violation: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: - Programs

    /// An app session on an in-memory store, with budgets that keep one input to
    /// a fraction of a second (nil only when SQLite cannot open memory).
    static func sandboxedSession() -> AppSession? {
        guard let store = try? NoteStore(inMemoryWith: FixedClock()) else { return nil }
        let session = AppSession(store: store)
        let engine = session.engine
        engine.output = { _ in }
        session.errorOutput = { _ in }
        engine.instructionBudget = 20_000
        engine.memoryLimit = 256 << 20
        // A clock's limit, or one on the process's resident memory, ends the same
        // input at different points from run to run: CI's campaigns
        // (QAS_FUZZ_DETERMINISTIC) rely on the step budget and count memory as
        // the bytes operations announce.
        let deterministic = getenv("QAS_FUZZ_DETERMINISTIC") != nil
        engine.timeLimit = deterministic ? nil : 1
        engine.countsAnnouncedMemory = deterministic
        // A random `UUID()` would feed libFuzzer's comparisons different values.
        if deterministic { UUIDSource.use(FuzzTarget.sequentialUUID) }
        return session
    }

    /// `UUID()`s numbered in order, for campaigns that must repeat themselves.
    nonisolated(unsafe) private static var uuidCount = 0
    static let sequentialUUID: () -> String = {
        uuidCount += 1
        return String(format: "00000000-0000-4000-8000-%012d", uuidCount)
    }

    /// One session for every input: checking keeps nothing, so inputs stay independent.
    nonisolated(unsafe) static let checker = sandboxedSession()

    /// The setup every input needs; without it (memory for SQLite), none runs.
    struct Unavailable: Error {}

    static func compile(_ bytes: [UInt8]) throws {
        guard let checker else { throw Unavailable() }
        let mistakes = try checker.engine.check(String(decoding: bytes, as: UTF8.self), name: "fuzz.qas")
        for mistake in mistakes where mistake.line < 1 || mistake.column < 1 {
            throw Violation("diagnostic without a place: \(mistake)")
        }
    }

    /// The language server, answering into /dev/null: one for every input.
    nonisolated(unsafe) static let server = try? LanguageServer(input: -1, output: open("/dev/null", O_WRONLY))

    /// The language server on the text as an editor would have it while typing:
    /// completion, hover and definition at the start, the middle and the end of
    /// a few lines spread over it (and past its end), the outline and formatting.
    /// Few positions per input: the server's answers are cheap, its compile per
    /// change is not, and libFuzzer gains more from more inputs.
    static func editor(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var positions: [(Int, Int)] = []
        for n in Set([0, lines.count / 3, 2 * lines.count / 3, lines.count - 1]).sorted() where n >= 0 {
            let length = lines[n].utf16.count
            positions += [(n, 0), (n, length / 2), (n, length), (n, length + 3)]
        }
        positions.append((lines.count + 2, 0))
        server?.exercise(text, at: positions)
    }

    /// A program that parses is formatted without changing what it means (the
    /// formatter's own token check), and formatting it again changes nothing.
    static func format(_ bytes: [UInt8]) throws {
        guard let checker else { throw Unavailable() }
        let tools = ScriptTools(checker)
        let formatted: String
        do {
            formatted = try tools.format(bytes: bytes, name: "fuzz.qas")
        } catch let e as QASError {
            if e.message.contains("qas fmt cannot lay this program out") { throw Violation("layout changes meaning: \(e)") }
            return
        }
        guard let again = try? tools.format(formatted, name: "fuzz.qas") else {
            throw Violation("the formatted program does not parse:\n\(formatted)")
        }
        if again != formatted { throw Violation("formatting is not idempotent:\n\(formatted)\n---\n\(again)") }
    }

    /// What a run printed and how it ended; nil when a budget or limit ended it
    /// (where, in instructions, may differ between the two ways of compiling).
    static func outcome(_ bytes: [UInt8], specialised: Bool) -> String? {
        guard let session = sandboxedSession() else { return nil }
        final class Sink: @unchecked Sendable { var text = "" }
        let sink = Sink()
        session.engine.output = { text in if sink.text.utf8.count < 1 << 16 { sink.text += text } }
        session.engine.specialises = specialised
        do {
            try session.engine.run(bytes: bytes, name: "fuzz.qas")
            return sink.text + "\nended normally"
        } catch let e as QASError {
            if case .runtime(let r) = e, [.budgetExceeded, .memoryLimitExceeded, .interrupted].contains(r.kind) { return nil }
            return sink.text + "\n" + e.description
        } catch {
            return sink.text + "\n\(error)"
        }
    }

    static func modes(_ bytes: [UInt8]) throws {
        guard let fast = outcome(bytes, specialised: true), let generic = outcome(bytes, specialised: false) else { return }
        if fast != generic {
            throw Violation("the specialisations change what the program does:\n--- specialised\n\(fast)\n--- generic\n\(generic)")
        }
    }

    static func run(_ bytes: [UInt8]) {
        guard let session = sandboxedSession() else { return }
        do {
            try session.engine.run(bytes: bytes, name: "fuzz.qas")
        } catch {
            // A script's error is an answer, not a failure; rendering it must work.
            _ = "\(error)"
        }
        _ = session.menuText
    }
}
