import QASBase
import QuickActionScript

#if canImport(Glibc)
import Glibc
#endif

/// Buffered standard output: `print` in a loop must not make a system call per line.
/// Flushed before anything goes to standard error, so the two interleave correctly.
/// A write that fails (a full disk, a closed pipe) is remembered: the command then
/// ends with exit status 74 and says why, instead of losing output quietly.
final class StandardOutput {
    nonisolated(unsafe) static let shared = StandardOutput()
    private var buffer: [UInt8] = []
    private let limit = 1 << 16
    /// The first write error, as `strerror` gives it.
    private(set) var failure: String?

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= limit { flush() }
    }

    func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= limit { flush() }
    }

    /// Once output cannot be written, a script printing in a loop would run on
    /// for nothing: the command ends here, with exit status 74 (and a message,
    /// unless the reader simply went away, as `head` does).
    func stopIfBroken() {
        guard let failure else { return }
        if failure != String(cString: strerror(EPIPE)) {
            _ = writeAll(2, Array("qas: cannot write to standard output: \(failure)\n".utf8))
        }
        exit(Exit.ioError)
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        // After a failure, output goes nowhere (and is not retried).
        guard failure == nil else { return }
        if let error = writeAll(1, buffer) { failure = error }
    }
}

/// Writes every byte to a descriptor; the reason when it cannot.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> String? { SafeFileWriter.writeAll(fd, bytes) }

/// Reports a failure on standard error and returns the exit status it means:
/// a script's own error carries one, a store that cannot be opened is I/O, and
/// anything else gets `otherwise`.
func reportFailure(_ error: Error, otherwise status: Int32) -> Int32 {
    switch error {
    case let e as QASError:
        writeError(e.description)
        return e.exitCode
    case let e as StoreError:
        writeError("qas: \(e)")
        return Exit.ioError
    default:
        writeError("qas: \(error)")
        return status
    }
}

/// Writes to standard error after flushing standard output.
func writeError(_ text: String) {
    StandardOutput.shared.flush()
    var bytes = Array(text.utf8)
    if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    _ = writeAll(2, bytes)
}
