import QASLanguage

/// Why a script did not complete.
public enum QASError: Error, CustomStringConvertible {
    /// Mistakes found before anything ran: every one of them, in source order.
    case compile([Diagnostic])
    /// An error while running: a failed operation, an uncaught `throw`, a failed
    /// `expect`, an exhausted budget or an interrupt.
    case runtime(RuntimeError)
    /// A file could not be read or written.
    case io(path: String, reason: String)

    /// The file the (first) error points at.
    public var file: String? {
        switch self {
        case .compile(let d): return d.first?.location.source.name
        case .runtime(let e): return e.location?.source.name
        case .io(let path, _): return path
        }
    }

    /// The 1-based line of the (first) error.
    public var line: Int? {
        switch self {
        case .compile(let d): return d.first?.line
        case .runtime(let e): return e.line
        case .io: return nil
        }
    }

    /// The 1-based column of the (first) error.
    public var column: Int? {
        switch self {
        case .compile(let d): return d.first?.column
        case .runtime(let e): return e.column
        case .io: return nil
        }
    }

    /// The message alone, without location (the first one for compile errors).
    public var message: String {
        switch self {
        case .compile(let d): return d.first?.message ?? "compile error"
        case .runtime(let e): return e.message
        case .io(let path, let reason): return "cannot read '\(path)': \(reason)"
        }
    }

    /// Formatted like a compiler: `file:line:col: error: message`, the line, a caret.
    public var description: String {
        switch self {
        case .compile(let d): return d.map(\.description).joined()
        case .runtime(let e): return e.description
        case .io(let path, let reason): return "qas: cannot read '\(path)': \(reason)\n"
        }
    }

    /// The sysexits code the `qas` command uses for this error.
    public var exitCode: Int32 {
        switch self {
        case .compile: return 65
        case .runtime: return 70
        case .io: return 74
        }
    }
}
