import QuickActionScript

#if canImport(Glibc)
import Glibc
#endif

/// Buffered standard output: `print` in a loop must not make a system call per line.
/// Flushed before anything goes to standard error, so the two interleave correctly.
final class StandardOutput {
    nonisolated(unsafe) static let shared = StandardOutput()
    private var buffer: [UInt8] = []
    private let limit = 1 << 16

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= limit { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBufferPointer { p in
            var offset = 0
            while offset < p.count {
                let n = Glibc.write(1, p.baseAddress! + offset, p.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

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
    _ = bytes.withUnsafeBufferPointer { Glibc.write(2, $0.baseAddress!, $0.count) }
}
