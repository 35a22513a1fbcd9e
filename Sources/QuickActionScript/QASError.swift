import QASLanguage

/// Why a script did not complete.
public enum QASError: Error, CustomStringConvertible {
    /// Mistakes found before anything ran: every one of them, in source order.
    case compile([ScriptDiagnostic])
    /// An error while running: a failed operation, an uncaught `throw`, a failed
    /// `expect`, an exhausted budget or an interrupt.
    case runtime(ScriptRuntimeError)
    /// A file could not be read.
    case io(path: String, reason: String)
    /// A file could not be written (it is left as it was).
    case cannotWrite(path: String, reason: String)
    /// The system refused what running a script needs (a thread, say).
    case system(String)

    /// The file the (first) error points at.
    public var file: String? {
        switch self {
        case .compile(let d): return d.first?.file
        case .runtime(let e): return e.file
        case .io(let path, _), .cannotWrite(let path, _): return path
        case .system: return nil
        }
    }

    /// The 1-based line of the (first) error.
    public var line: Int? {
        switch self {
        case .compile(let d): return d.first?.line
        case .runtime(let e): return e.line
        case .io, .cannotWrite, .system: return nil
        }
    }

    /// The 1-based column of the (first) error.
    public var column: Int? {
        switch self {
        case .compile(let d): return d.first?.column
        case .runtime(let e): return e.column
        case .io, .cannotWrite, .system: return nil
        }
    }

    /// The message alone, without location (the first one for compile errors).
    public var message: String {
        switch self {
        case .compile(let d): return d.first?.message ?? "compile error"
        case .runtime(let e): return e.message
        case .io(let path, let reason): return "cannot read '\(path)': \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write '\(path)': \(reason)"
        case .system(let message): return message
        }
    }

    /// The problem is only that the input ended too soon (the REPL reads on).
    public var isIncompleteInput: Bool {
        if case .compile(let d) = self { return d.contains(where: \.isIncompleteInput) }
        return false
    }

    /// Formatted like a compiler: `file:line:col: error: message`, the line, a caret.
    public var description: String {
        switch self {
        case .compile(let d): return d.map(\.description).joined()
        case .runtime(let e): return e.description
        case .io(let path, let reason): return "qas: cannot read '\(path)': \(reason)\n"
        case .cannotWrite(let path, let reason): return "qas: cannot write '\(path)': \(reason)\n"
        case .system(let message): return "qas: \(message)\n"
        }
    }

    /// The sysexits code the `qas` command uses for this error.
    public var exitCode: Int32 {
        switch self {
        case .compile: return 65
        case .runtime(let e): return e.kind == .ioFailure ? 74 : 70
        case .io, .cannotWrite: return 74
        case .system: return 71
        }
    }

    /// The public form of a language error, or nil for other errors.
    static func from(_ error: Error) -> QASError? {
        switch error {
        case let e as QASError: return e
        case let e as CompileError: return .compile(e.diagnostics.map(ScriptDiagnostic.init))
        case let e as RuntimeError: return .runtime(ScriptRuntimeError(e))
        // A host's refusal outside any script code (the REPL's `:peek 9`).
        case let e as NativeError: return .runtime(ScriptRuntimeError(RuntimeError(e.message, at: nil)))
        case let e as FileError: return .io(path: e.path, reason: e.reason)
        default: return nil
        }
    }
}

/// A mistake found before a program ran: where, what, and the source line.
public struct ScriptDiagnostic: CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }
    public let severity: Severity
    public let message: String
    /// The file (or `-e`, `<stdin>`, `<repl>`) it is in.
    public let file: String
    public let line: Int
    /// 1-based, counted in characters.
    public let column: Int
    /// Where the text it is about ends (the line and column just past it).
    public let endLine: Int
    public let endColumn: Int
    /// True when the problem is that the input ended too soon.
    public let isIncompleteInput: Bool
    /// `file:line:col: error: message`, the source line and a caret.
    public let description: String

    init(_ d: Diagnostic) {
        severity = d.severity == .error ? .error : .warning
        message = d.message
        file = d.location.file
        line = d.line
        column = d.column
        (endLine, endColumn) = d.location.source.location(of: d.location.range.end)
        isIncompleteInput = d.isIncompleteInput
        description = d.description
    }
}

/// An error raised while a program ran.
public struct ScriptRuntimeError: CustomStringConvertible {
    /// What kind of error it is, and whether scripts could catch it.
    public typealias Kind = RuntimeErrorKind

    /// One script frame of the stack trace, innermost first.
    public struct Frame: CustomStringConvertible {
        public let function: String
        public let file: String?
        public let line: Int?
        public let column: Int?
        public let description: String
    }

    public let kind: Kind
    public let message: String
    public let file: String?
    public let line: Int?
    public let column: Int?
    public let trace: [Frame]
    /// The value a script threw with `throw`, if it did.
    public let thrown: ScriptValue?
    /// Like a compiler: `file:line:col: error: message`, the line, a caret, the trace.
    public let description: String

    init(_ e: RuntimeError) {
        kind = e.kind
        message = e.message
        file = e.location?.file
        line = e.line
        column = e.column
        trace = e.trace.map { f in
            Frame(function: f.function, file: f.location?.file, line: f.location?.line,
                  column: f.location?.column, description: f.description)
        }
        thrown = e.thrown.map(ScriptValue.init)
        description = e.description
    }
}
