/// What kind of runtime error stopped a script, and whether scripts may catch it
/// (the embedding API's `ScriptRuntimeError.Kind` is this one).
public enum RuntimeErrorKind: Equatable, Sendable {
    /// An ordinary runtime error (division by zero, a bad index…); catchable.
    case error
    /// A value thrown with `throw`; catchable.
    case thrown
    /// A failed `expect`; not catchable: the run goes on and ends failing.
    case expectationFailed
    /// The embedder's instruction or time budget ran out; not catchable.
    case budgetExceeded
    /// The run was interrupted (Ctrl-C, `Engine.interrupt()`); catchable, as in Lua.
    case interrupted
    /// The script would have used more memory than `Engine.memoryLimit`; not catchable.
    case memoryLimitExceeded
    /// A file or the disk failed (a full disk under the store); catchable, and
    /// when nothing catches it, an I/O error of the command (exit 74).
    case ioFailure
    /// What stops a Swift program (`try!` on an error, a failed `as!`); not catchable.
    case fatalError
    /// `exit(status)`: the program ends there with that status (the message);
    /// not catchable, and not an error when the status is 0.
    case exited
}

/// An error raised while a program runs: a failed operation, a script `throw`, a
/// failed `expect`, an exhausted budget or an interrupt.
package struct RuntimeError: Error, CustomStringConvertible {
    package typealias Kind = RuntimeErrorKind

    /// One script frame of the stack trace, innermost first.
    package struct Frame: CustomStringConvertible {
        package let function: String
        package let location: SourceLocation?
        package var description: String {
            (location.map { "\($0)" } ?? "<native>") + " in " + function
        }
    }

    package var kind: Kind
    package var message: String
    /// Where the error happened.
    package var location: SourceLocation?
    /// The script frames the error passed through, innermost first.
    package var trace: [Frame] {
        get { frames.list }
        set { frames = FrameList(newValue) }
    }
    /// Kept in a box: an error is copied at every frame it unwinds through, and
    /// an array held inline would be copied with it (quadratic for deep stacks).
    private var frames = FrameList([])

    /// Adds the frame an unwinding error just left. Copies of one error share
    /// their frames: each frame is added once as the one error unwinds.
    package func record(_ frame: Frame) {
        frames.list.append(frame)
    }

    /// Whether no frame has been recorded yet.
    package var hasNoFrames: Bool { frames.list.isEmpty }

    private final class FrameList {
        var list: [Frame]
        init(_ list: [Frame]) { self.list = list }
    }
    /// Expectations that failed earlier in the same run (a failed `expect`
    /// records its failure and the run goes on, as XCTest's assertions do).
    package var earlierFailures: [RuntimeError] = []
    /// The thrown value for `throw`; nil for errors raised by the runtime.
    package var thrown: Value?
    /// The call site being unwound through, set by call expressions.
    var pendingSite: SourceLocation?

    package init(_ message: String, at location: SourceLocation?, kind: Kind = .error) {
        self.message = message
        self.location = location
        self.kind = kind
    }

    /// Whether `do`/`catch` may catch it.
    package var isCatchable: Bool {
        kind == .error || kind == .thrown || kind == .interrupted || kind == .ioFailure
    }

    /// A member or method the value does not have (Swift's compiler rejects
    /// such a program).
    package var isMissingMember = false

    /// Whether a `catch` (or `try?`) in a file of this language catches it: in
    /// a Swift file only what was thrown, as in Swift (a runtime error there is
    /// a trap, or something qas cannot run, and stops the program); in a qas
    /// script every catchable error.
    @inline(__always)
    package func isCatchable(inSwift: Bool) -> Bool {
        inSwift ? kind == .thrown : isCatchable
    }

    package var line: Int? { location?.line }
    package var column: Int? { location?.column }

    /// Like a compiler: `file:line:col: error: message`, the line, a caret, the trace.
    package var description: String {
        var out = earlierFailures.map(\.description).joined()
        if let location {
            out += "\(location): error: \(message)\n" + Diagnostic.excerpt(location)
        } else {
            out += "error: \(message)\n"
        }
        // A single frame repeats the location above; show traces of real calls only.
        if trace.count > 1 {
            out += "stack trace:\n"
            let shown = trace.count > 24 ? Array(trace.prefix(10)) + Array(trace.suffix(10)) : trace
            for (i, frame) in shown.enumerated() {
                if trace.count > 24 && i == 10 { out += "  … \(trace.count - 20) more frames …\n" }
                out += "  \(frame)\n"
            }
        }
        return out
    }
}

/// What a caught runtime error looks like to a script: `e.message`, `e.line`…
final class ErrorObject: TabledObject {
    let error: RuntimeError
    init(_ error: RuntimeError) { self.error = error }
    var typeName: String { "Error" }
    var description: String { error.message }

    static let members = MemberTable<ErrorObject>()
        .property("message") { o, _ in .string(o.error.message) }
        .property("line") { o, _ in o.error.line.map { .int($0) } ?? .null }
        .property("column") { o, _ in o.error.column.map { .int($0) } ?? .null }
        .property("file") { o, _ in o.error.location.map { .string($0.file) } ?? .null }
}

extension Runtime {
    /// The error `throw value` raises at `site`: rethrowing a caught error keeps
    /// its original place and message.
    func thrownError(_ value: Value, at site: SourceLocation?) -> RuntimeError {
        var e = RuntimeError(value.description, at: site, kind: .thrown)
        if case .object(let o) = value, let caught = o as? ErrorObject {
            e = caught.error
            e.trace = []
        }
        e.thrown = value
        return e
    }
}

extension Runtime {
    /// The error a host raises so that a script catches `value` as if it were
    /// thrown with `throw` (a `DecodingError` from a native).
    package func scriptError(throwing value: Value) -> Error {
        thrownError(value, at: nil)
    }
}
