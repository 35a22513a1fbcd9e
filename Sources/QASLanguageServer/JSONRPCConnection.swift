import Foundation

/// JSON-RPC 2.0 over a byte stream with LSP's framing: `Content-Length: N` headers,
/// a blank line, then N bytes of JSON. Reads block; one message at a time.
final class JSONRPCConnection {
    /// A message as read: a JSON object, or why the bytes were not one.
    enum Incoming {
        case message([String: Any])
        /// Headers or a body that could not be read as a message (answered with a
        /// JSON-RPC error; the connection goes on).
        case malformed(String)
        case end
    }

    /// The largest message body accepted (a document the size of qas's own limit
    /// on programs, with room for JSON escaping).
    static let maximumBody = 64 << 20

    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// The next message, or `.end` when the input is closed.
    ///
    /// A wrong `Content-Length` does not lose the stream: a header line is read
    /// from its `Content-Length:` wherever that starts (what is before it is the
    /// rest of a body that was too long), and a body that does not parse but holds
    /// the next message's header (it was too long) is cut there, the header read
    /// again as the next message's.
    func read() -> Incoming {
        // Headers: lines up to an empty one.
        var length: Int? = nil
        var sawHeader = false
        while true {
            guard var line = readLine() else { return sawHeader ? .malformed("the input ended inside a message's headers") : .end }
            if line.isEmpty {
                if !sawHeader { continue }
                break
            }
            if let at = JSONRPCConnection.lengthHeader(in: line) {
                line = String(line[at...])
                length = nil
            }
            sawHeader = true
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length, length >= 0 else { return .malformed("a message without a valid Content-Length header") }
        guard length <= JSONRPCConnection.maximumBody else {
            // Read past it so that the next message is found.
            discard(length)
            return .malformed("a message of \(length) bytes (at most \(JSONRPCConnection.maximumBody))")
        }
        guard var body = readBytes(length) else { return .malformed("the input ended inside a message's body") }
        if let message = JSONRPCConnection.object(body) { return .message(message) }
        // Too long a length swallows the start of the next header: give it back.
        if let cut = JSONRPCConnection.nextHeaderStart(in: body) {
            start -= body.count - cut
            body.removeLast(body.count - cut)
            if let message = JSONRPCConnection.object(body) { return .message(message) }
        }
        return .malformed("the body is not a JSON object (is its Content-Length right?)")
    }

    private static func object(_ body: [UInt8]) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }

    private static let headerName = Array("content-length:".utf8)

    /// Where `Content-Length:` starts in a header line, when not at its start.
    private static func lengthHeader(in line: String) -> String.Index? {
        guard let r = line.range(of: "content-length:", options: .caseInsensitive), r.lowerBound != line.startIndex else { return nil }
        return r.lowerBound
    }

    /// Where in a body a following message's header starts: a whole
    /// `Content-Length:`, or the beginning of one cut off by the body's end.
    private static func nextHeaderStart(in body: [UInt8]) -> Int? {
        func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }
        var i = 0
        while i < body.count {
            if lower(body[i]) == headerName[0] {
                var k = 0
                while k < headerName.count && i + k < body.count && lower(body[i + k]) == headerName[k] { k += 1 }
                // The whole name, or as much of it as the body holds.
                if k == headerName.count || i + k == body.count { return i }
            }
            i += 1
        }
        return nil
    }

    /// Writes one message.
    func send(_ message: [String: Any]) {
        var object = message
        object["jsonrpc"] = "2.0"
        guard let body = try? JSONSerialization.data(withJSONObject: object, options: [.withoutEscapingSlashes]) else { return }
        write(Array(body))
    }

    /// Writes the answer to request `id` whose result the server built as a
    /// `JSONValue` (written by hand: large answers).
    func sendResult(id: Any, _ result: JSONValue) {
        var body: [UInt8] = []
        JSONValue.object([("jsonrpc", .string("2.0")), ("id", JSONValue.id(id)), ("result", result)]).write(into: &body)
        write(body)
    }

    /// Frames and writes one message's body.
    private func write(_ body: [UInt8]) {
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes += body
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }

    // MARK: Reading

    /// Fills the buffer; false at the end of input.
    private func fill() -> Bool {
        if ended { return false }
        if start > 0 && (start == buffer.count || start > 1 << 20) { buffer.removeFirst(start); start = 0 }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { ended = true; return false }
            buffer += chunk[0..<n]
            return true
        }
    }

    /// One header line without its line ending; nil at the end of input.
    private func readLine() -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 10) {
                var end = newline
                if end > start && buffer[end - 1] == 13 { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = newline + 1
                return line
            }
            // A header line longer than any real one is not a header.
            if buffer.count - start > 1 << 16 { start = buffer.count; return "" }
            if !fill() {
                if start < buffer.count { let rest = String(decoding: buffer[start...], as: UTF8.self); start = buffer.count; return rest }
                return nil
            }
        }
    }

    private func readBytes(_ count: Int) -> [UInt8]? {
        while buffer.count - start < count {
            if !fill() { return nil }
        }
        let bytes = Array(buffer[start..<(start + count)])
        start += count
        return bytes
    }

    private func discard(_ count: Int) {
        var left = count
        while left > 0 {
            if start == buffer.count && !fill() { return }
            let n = min(left, buffer.count - start)
            start += n
            left -= n
        }
    }
}
