import Foundation

/// A minimal LSP client over `qas lsp`'s standard input and output: framed
/// JSON-RPC, requests answered in order, notifications kept for reading.
final class LanguageServerClient {
    struct Timeout: Error, CustomStringConvertible { let description: String }

    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []
    private var nextID = 1
    /// Notifications received while waiting for responses, oldest first.
    var notifications: [[String: Any]] = []

    init() throws {
        process.executableURL = QASProcess.binary
        process.arguments = ["lsp"]
        process.environment = QASProcess.hermeticEnvironment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Sends raw bytes (for malformed messages).
    func sendRaw(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    func send(_ message: [String: Any]) throws {
        var object = message
        object["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: object)
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
    }

    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["method": method, "params": params])
    }

    /// Sends a request and returns its response (the whole message).
    func request(_ method: String, _ params: Any = [String: Any]()) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        try send(["id": id, "method": method, "params": params])
        return try response(to: id)
    }

    /// Reads until the response with `id` arrives.
    func response(to id: Int) throws -> [String: Any] {
        while true {
            let m = try read()
            if m["method"] != nil && m["id"] == nil { notifications.append(m); continue }
            if (m["id"] as? Int) == id { return m }
        }
    }

    /// The next notification with `method` (read on until it comes).
    func notification(_ method: String) throws -> [String: Any] {
        while true {
            if let i = notifications.firstIndex(where: { $0["method"] as? String == method }) {
                return notifications.remove(at: i)
            }
            let m = try read()
            notifications.append(m)
        }
    }

    /// One message, waiting at most `seconds`.
    func read(seconds: Double = 30) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let header = buffer.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: buffer[..<header.lowerBound], as: UTF8.self)
                let length = head.split(separator: "\r\n").compactMap { line -> Int? in
                    let parts = line.split(separator: ":")
                    return parts.count == 2 && parts[0].lowercased() == "content-length" ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
                }.first ?? 0
                if buffer.count >= header.upperBound + length {
                    let body = Array(buffer[header.upperBound..<(header.upperBound + length)])
                    buffer.removeFirst(header.upperBound + length)
                    return try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] ?? [:]
                }
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw Timeout(description: "no message from qas lsp within \(seconds) s") }
            var pfd = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&pfd, 1, Int32(remaining * 1000)) <= 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { Glibc.read(pfd.fd, $0.baseAddress, $0.count) }
            if n <= 0 { throw Timeout(description: "qas lsp closed its output") }
            buffer += chunk[0..<n]
        }
    }

    /// `initialize` and `initialized`.
    func start(root: String? = nil) throws -> [String: Any] {
        let result = try request("initialize", ["processId": NSNull(), "rootUri": root.map { URL(fileURLWithPath: $0).absoluteString } ?? NSNull(),
                                                "capabilities": [String: Any]()])
        try notify("initialized", [:])
        return result
    }

    func open(_ uri: String, _ text: String, version: Int = 1) throws {
        try notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "qas", "version": version, "text": text]])
    }

    /// `shutdown`, `exit`; the exit status.
    func stop() throws -> Int32 {
        _ = try request("shutdown", NSNull())
        try notify("exit", [:])
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// A position as LSP writes it.
func lspPosition(_ line: Int, _ character: Int) -> [String: Any] { ["line": line, "character": character] }
