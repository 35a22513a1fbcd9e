import Foundation
import QASLanguage
import QASPlatform
import QuickActionScript

/// `qas lsp`: a Language Server Protocol (3.17) server on standard input and
/// output. It answers as it reads, one message at a time, and never stops on
/// bad input: a malformed message or request gets a JSON-RPC error.
public final class LanguageServer {
    let connection: JSONRPCConnection
    /// The app's forms and globals, on an in-memory store: it checks, formats
    /// and knows the built-in names, and runs nothing.
    let session: AppSession
    var engine: Engine { session.engine }
    var tools: ScriptTools { ScriptTools(session) }
    var documents: [String: OpenDocument] = [:]
    /// Keywords and globals for completion: the engine runs nothing, so they never change.
    lazy var globalCompletions = CompletionContext.globals(of: tools)
    private var initialized = false
    private var shutdownRequested = false

    /// Serves on file descriptors (standard input and output by default).
    ///
    /// - Throws: `StoreError` when SQLite cannot open a database in memory.
    public init(input: Int32 = 0, output: Int32 = 1) throws {
        connection = JSONRPCConnection(input: input, output: output)
        session = AppSession(store: try NoteStore(inMemoryWith: FixedClock()))
        session.engine.output = { _ in }
        session.errorOutput = { _ in }
    }

    /// Serves until `exit` (or the end of input); the exit status LSP asks for:
    /// 0 when `shutdown` came first, 1 otherwise.
    public func run() -> Int32 {
        while true {
            switch connection.read() {
            case .end:
                return shutdownRequested ? 0 : 1
            case .malformed(let why):
                connection.send(["id": NSNull(), "error": ["code": -32700, "message": "parse error: \(why)"]])
            case .message(let message):
                if let status = handle(message) { return status }
            }
        }
    }

    /// Opens `text` as a document and asks every question of it at each position
    /// (line, UTF-16 character), then formats it and closes it: for the fuzzer,
    /// which checks that whatever the text, every answer comes back.
    public func exercise(_ text: String, at positions: [(Int, Int)]) {
        let uri = "file:///fuzz.qas"
        if !initialized { _ = try? request("initialize", [:]) }
        notification("textDocument/didOpen", ["textDocument": ["uri": uri, "version": 1, "text": text]])
        for (line, character) in positions {
            let at: [String: Any] = ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
            for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] { _ = try? request(method, at) }
        }
        _ = try? request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        _ = try? request("textDocument/formatting", ["textDocument": ["uri": uri]])
        notification("textDocument/didClose", ["textDocument": ["uri": uri]])
    }

    /// A JSON-RPC error a request is answered with.
    struct Failure: Error {
        let code: Int
        let message: String
        static func invalidParams(_ m: String) -> Failure { Failure(code: -32602, message: m) }
    }

    /// Handles one message; an exit status when it is `exit`.
    private func handle(_ message: [String: Any]) -> Int32? {
        let id = message["id"]
        guard let method = message["method"] as? String else {
            // A response to us (we send no requests) is ignored; anything else is invalid.
            if id != nil && (message["result"] != nil || message["error"] != nil) { return nil }
            connection.send(["id": id ?? NSNull(), "error": ["code": -32600, "message": "a request needs a method"]])
            return nil
        }
        let params = message["params"] as? [String: Any] ?? [:]
        if method == "exit" { return shutdownRequested ? 0 : 1 }
        guard let id, id is String || id is NSNumber else {
            notification(method, params)
            return nil
        }
        do {
            let result = try request(method, params)
            if let built = result as? JSONValue { connection.sendResult(id: id, built) } else { connection.send(["id": id, "result": result]) }
        } catch let f as Failure {
            connection.send(["id": id, "error": ["code": f.code, "message": f.message]])
        } catch {
            connection.send(["id": id, "error": ["code": -32603, "message": "\(error)"]])
        }
        return nil
    }

    private func request(_ method: String, _ params: [String: Any]) throws -> Any {
        if method == "initialize" {
            initialized = true
            return initializeResult
        }
        guard initialized else { throw Failure(code: -32002, message: "the server is not initialized: send 'initialize' first") }
        guard !shutdownRequested else { throw Failure(code: -32600, message: "the server is shutting down; only 'exit' is accepted") }
        switch method {
        case "shutdown":
            shutdownRequested = true
            return NSNull()
        case "textDocument/completion": return try completion(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/formatting": return try formatting(params)
        default: throw Failure(code: -32601, message: "qas lsp does not handle '\(method)'")
        }
    }

    private func notification(_ method: String, _ params: [String: Any]) {
        guard initialized && !shutdownRequested else { return }
        switch method {
        case "textDocument/didOpen":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                  let text = item["text"] as? String else { return }
            let version = item["version"] as? Int ?? 0
            documents[uri] = OpenDocument(TextDocument(uri: uri, version: version, text: text), server: self)
            publishDiagnostics(uri)
        case "textDocument/didChange":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                  var document = documents[uri]?.text, let changes = params["contentChanges"] as? [[String: Any]] else { return }
            for change in changes {
                guard let newText = change["text"] as? String else { continue }
                if let range = change["range"] {
                    // A change whose range cannot be a place in the text changes nothing:
                    // taking it as the whole text would throw the document away.
                    guard let range = range as? [String: Any], let r = LanguageServer.range(range) else {
                        let shown = (try? JSONSerialization.data(withJSONObject: range, options: [.sortedKeys]))
                            .map { String(decoding: $0, as: UTF8.self) } ?? "\(range)"
                        logError("textDocument/didChange for \(uri) has a bad range \(shown); the document is left as it was")
                        return
                    }
                    document.apply(r, newText)
                } else {
                    document.apply(nil, newText)
                }
            }
            document.version = item["version"] as? Int ?? document.version + 1
            documents[uri] = OpenDocument(document, server: self)
            publishDiagnostics(uri)
        case "textDocument/didClose":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String else { return }
            documents[uri] = nil
            connection.send(["method": "textDocument/publishDiagnostics", "params": ["uri": uri, "diagnostics": []]])
        default:
            break
        }
    }

    /// Tells the client of a mistake in a notification, which has no answer of its own.
    private func logError(_ message: String) {
        connection.send(["method": "window/logMessage", "params": ["type": 1, "message": "qas lsp: " + message]])
    }

    private var initializeResult: [String: Any] {
        [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2],
                "completionProvider": ["triggerCharacters": [".", "\""]],
                "hoverProvider": true,
                "definitionProvider": true,
                "documentSymbolProvider": true,
                "documentFormattingProvider": true,
            ],
            "serverInfo": ["name": "qas", "version": "0.1.0"],
        ]
    }

    // MARK: Parameters

    /// The open document a request names.
    func document(_ params: [String: Any]) throws -> OpenDocument {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String else {
            throw Failure.invalidParams("missing textDocument.uri")
        }
        guard let d = documents[uri] else { throw Failure.invalidParams("\(uri) is not open") }
        return d
    }

    static func position(_ p: Any?) -> TextDocument.Position? {
        guard let p = p as? [String: Any], let line = p["line"] as? Int, let character = p["character"] as? Int,
              line >= 0, character >= 0 else { return nil }
        return TextDocument.Position(line: line, character: character)
    }

    static func range(_ r: [String: Any]) -> (TextDocument.Position, TextDocument.Position)? {
        guard let a = position(r["start"]), let b = position(r["end"]) else { return nil }
        return (a, b)
    }

    func requestPosition(_ params: [String: Any]) throws -> TextDocument.Position {
        guard let p = LanguageServer.position(params["position"]) else { throw Failure.invalidParams("missing or bad position") }
        return p
    }

    static func json(_ p: TextDocument.Position) -> [String: Any] { ["line": p.line, "character": p.character] }
    static func json(_ text: TextDocument, _ range: SourceRange) -> [String: Any] {
        ["start": json(text.position(of: range.start)), "end": json(text.position(of: range.end))]
    }
}
