import Foundation
import Testing

/// `qas lsp` driven end to end by a client over its standard input and output.
@Suite("qas lsp")
struct LanguageServerTests {
    static let app = """
    static action "NewNote" {
        title: "New Note"
        icon: .compose
    }
    /// Adds two numbers.
    func add(_ a: Int, _ b: Int) -> Int { a + b }
    struct Point { var x: Int; var y: Int }
    enum Kind { case one, two }
    on "NewNote" {
        app.open(notes.add(title: "", body: ""))
    }
    let p = Point(x: 1, y: 2)
    print(add(p.x, p.y))

    """
    let uri = "file:///tmp/qas-lsp-test/app.qas"

    static func labels(_ response: [String: Any]) -> [String] {
        let result = response["result"] as? [String: Any]
        return (result?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    static func diagnostics(_ notification: [String: Any]) -> [[String: Any]] {
        (notification["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    static func start(_ d: [String: Any]) -> (Int, Int) {
        let s = (d["range"] as? [String: Any])?["start"] as? [String: Any]
        return (s?["line"] as? Int ?? -1, s?["character"] as? Int ?? -1)
    }

    @Test func lifecycleAndCapabilities() throws {
        let client = try LanguageServerClient()
        let result = try client.start()["result"] as? [String: Any]
        let capabilities = result?["capabilities"] as? [String: Any] ?? [:]
        for c in ["completionProvider", "hoverProvider", "definitionProvider", "documentSymbolProvider", "documentFormattingProvider"] {
            #expect(capabilities[c] != nil, "\(c) not announced")
        }
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        #expect(try client.stop() == 0)
    }

    /// LSP counts characters in UTF-16 code units: `é` is one, `🎉` two (four
    /// UTF-8 bytes, one Character), both ways.
    @Test func positionsAreUTF16CodeUnits() throws {
        let client = try LanguageServerClient()
        _ = try client.start()
        try client.open(uri, "let s = \"é🎉\"; print(missing)\n")
        let found = LanguageServerTests.diagnostics(try client.notification("textDocument/publishDiagnostics"))
        #expect(found.count == 1)
        #expect(LanguageServerTests.start(found.first ?? [:]) == (0, 21), "\(found)")
        // The change's range, given in UTF-16 units, lands on `missing`.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": lspPosition(0, 21), "end": lspPosition(0, 28)], "text": "s"]],
        ])
        #expect(LanguageServerTests.diagnostics(try client.notification("textDocument/publishDiagnostics")).isEmpty)
        #expect(try client.stop() == 0)
    }

    @Test func diagnosticsAsYouType() throws {
        let client = try LanguageServerClient()
        _ = try client.start()
        try client.open(uri, LanguageServerTests.app)
        #expect(LanguageServerTests.diagnostics(try client.notification("textDocument/publishDiagnostics")).isEmpty)

        // An incremental change: `add(p.x, p.y)` → `add(p.x, q)` on line 12.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": lspPosition(12, 15), "end": lspPosition(12, 18)], "text": "q"]],
        ])
        let undefined = LanguageServerTests.diagnostics(try client.notification("textDocument/publishDiagnostics"))
        #expect(undefined.count == 1)
        #expect((undefined.first?["message"] as? String)?.contains("'q'") == true, "\(undefined)")
        #expect(LanguageServerTests.start(undefined.first ?? [:]) == (12, 15))
        #expect(undefined.first?["severity"] as? Int == 1)

        // A whole-text change with a quick-action problem: a handler for no action,
        // and an icon that does not exist.
        let lint = "static action \"A\" {\n    title: \"A\"\n    icon: .composer\n}\non \"A\" { }\non \"B\" { }\n"
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": lint]]])
        let findings = LanguageServerTests.diagnostics(try client.notification("textDocument/publishDiagnostics"))
        let messages = findings.compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.contains("a handler for 'B', but no action declares that type") }, "\(messages)")
        #expect(messages.contains { $0.contains("composer") }, "\(messages)")
        let handler = findings.first { ($0["message"] as? String)?.contains("'B'") == true } ?? [:]
        #expect(LanguageServerTests.start(handler).0 == 5)

        // A half-typed line is an error, not a crash; closing clears the diagnostics.
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 4], "contentChanges": [["text": "let x = (1 +\nhomeScreen."]]])
        #expect(!LanguageServerTests.diagnostics(try client.notification("textDocument/publishDiagnostics")).isEmpty)
        try client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        #expect(LanguageServerTests.diagnostics(try client.notification("textDocument/publishDiagnostics")).isEmpty)
        #expect(try client.stop() == 0)
    }

    @Test func completion() throws {
        let client = try LanguageServerClient()
        _ = try client.start()
        let text = LanguageServerTests.app + "homeScreen.\nlet k = Kind.\nhomeScreen.press(\"\")\nlet i = shortcut(type: \"T\", title: \"T\", icon: .)\nad\n"
        try client.open(uri, text)
        func complete(_ line: Int, _ character: Int) throws -> [String] {
            LanguageServerTests.labels(try client.request("textDocument/completion",
                                                          ["textDocument": ["uri": uri], "position": lspPosition(line, character)]))
        }
        let members = try complete(13, 11)
        #expect(members.contains("press") && members.contains("menu"), "\(members)")
        #expect(try complete(14, 13) == ["one", "two"])
        let press = try complete(15, 18)
        #expect(press.contains("New Note") && press.contains("NewNote"), "\(press)")
        let icons = try complete(16, 47)
        #expect(icons.contains("compose") && icons.contains("play") && !icons.contains("press"), "\(icons)")
        let names = try complete(17, 2)
        #expect(names.contains("add"), "\(names)")
        #expect(try client.stop() == 0)
    }

    @Test func hoverDefinitionSymbolsAndFormatting() throws {
        let client = try LanguageServerClient()
        _ = try client.start()
        try client.open(uri, LanguageServerTests.app)
        let document: [String: Any] = ["uri": uri]

        let hover = try client.request("textDocument/hover", ["textDocument": document, "position": lspPosition(12, 7)])
        let contents = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        #expect(contents.contains("func add(_ a: Int, _ b: Int) -> Int") && contents.contains("Adds two numbers."), "\(hover)")
        let builtin = try client.request("textDocument/hover", ["textDocument": document, "position": lspPosition(9, 15)])
        #expect(String(describing: builtin).contains("NoteStore"), "\(builtin)")
        // On an action's type: its declarations, with the fields.
        let type = try client.request("textDocument/hover", ["textDocument": document, "position": lspPosition(8, 6)])
        let declared = ((type["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        #expect(declared.contains("static action \"NewNote\" — title: \"New Note\", icon: .compose") && declared.contains("on \"NewNote\""),
                "\(declared)")

        // `add` in the call goes to the function; `on "NewNote"` to its static action and back.
        let definition = try client.request("textDocument/definition", ["textDocument": document, "position": lspPosition(12, 7)])
        #expect(LanguageServerTests.start((definition["result"] as? [[String: Any]])?.first ?? [:]) == (5, 5))
        let handler = try client.request("textDocument/definition", ["textDocument": document, "position": lspPosition(8, 6)])
        #expect(LanguageServerTests.start((handler["result"] as? [[String: Any]])?.first ?? [:]).0 == 0)
        let action = try client.request("textDocument/definition", ["textDocument": document, "position": lspPosition(0, 17)])
        #expect(LanguageServerTests.start((action["result"] as? [[String: Any]])?.first ?? [:]).0 == 8)

        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": document])["result"] as? [[String: Any]] ?? []
        let names = symbols.compactMap { $0["name"] as? String }
        #expect(names == ["NewNote", "add", "Point", "Kind", "NewNote", "p"], "\(names)")
        let point = symbols.first { $0["name"] as? String == "Point" }
        #expect((point?["children"] as? [[String: Any]])?.compactMap { $0["detail"] as? String } == ["var x: Int", "var y: Int"])

        let edits = try client.request("textDocument/formatting", ["textDocument": document, "options": ["tabSize": 4, "insertSpaces": true]])
        let newText = (edits["result"] as? [[String: Any]])?.first?["newText"] as? String ?? ""
        #expect(newText.contains("struct Point {\n    var x: Int\n    var y: Int\n}"), "\(edits)")
        #expect(try client.stop() == 0)
    }

    @Test func badInputIsAnsweredNotFatal() throws {
        let client = try LanguageServerClient()
        // Before `initialize`, requests are refused.
        let early = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": lspPosition(0, 0)])
        #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
        _ = try client.start()
        // A body that is not JSON: a parse error, and the server goes on.
        client.sendRaw(Array("Content-Length: 5\r\n\r\n{oops".utf8))
        let parse = try client.read()
        #expect((parse["error"] as? [String: Any])?["code"] as? Int == -32700, "\(parse)")
        let unknown = try client.request("textDocument/rename", ["textDocument": ["uri": uri]])
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
        let closed = try client.request("textDocument/completion", ["textDocument": ["uri": "file:///nope.qas"], "position": lspPosition(0, 0)])
        #expect((closed["error"] as? [String: Any])?["code"] as? Int == -32602)
        let noPosition = try client.request("textDocument/hover", ["textDocument": ["uri": uri]])
        #expect((noPosition["error"] as? [String: Any])?["code"] as? Int == -32602)
        // Positions past the end of a document are clamped, not trusted.
        try client.open(uri, "let a = 1\n")
        let far = try client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": lspPosition(99, 99)])
        #expect(far["result"] != nil)
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2],
                                                     "contentChanges": [["range": ["start": lspPosition(50, 0), "end": lspPosition(3, 0)], "text": "x"]]])
        _ = try client.notification("textDocument/publishDiagnostics")
        #expect(try client.stop() == 0)
    }

    /// A change whose range is not a place in the text (a negative character)
    /// is refused with a log message; the document keeps its text.
    @Test func aBadChangeRangeLeavesTheDocumentAsItWas() throws {
        let client = try LanguageServerClient()
        _ = try client.start()
        try client.open(uri, "let kept = 1\nprint(kept)\n")
        _ = try client.notification("textDocument/publishDiagnostics")
        for bad: [String: Any] in [["start": lspPosition(0, -1), "end": lspPosition(0, 3)],
                                   ["start": lspPosition(-2, 0), "end": lspPosition(0, 3)],
                                   ["start": "nowhere", "end": lspPosition(0, 3)]] {
            try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2],
                                                         "contentChanges": [["range": bad, "text": "GONE"]]])
            let log = try client.notification("window/logMessage")
            #expect(((log["params"] as? [String: Any])?["message"] as? String ?? "").contains("bad range"), "\(log)")
        }
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        let names = (symbols["result"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(names == ["kept"], "\(symbols)")
        #expect(try client.stop() == 0)
    }

    /// A message whose Content-Length is wrong either way costs that message
    /// only: the server finds the next header and answers what follows.
    @Test func aWrongContentLengthLosesOnlyItsMessage() throws {
        for delta in [-10, 10, -1, 1] {
            let client = try LanguageServerClient()
            _ = try client.start()
            let body = try JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "id": 100, "method": "shutdownX"])
            client.sendRaw(Array("Content-Length: \(body.count + delta)\r\n\r\n".utf8) + Array(body))
            let next = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": lspPosition(0, 0)])
            #expect((next["error"] as? [String: Any])?["code"] as? Int == -32602, "delta \(delta): \(next)")
            #expect(try client.stop() == 0, "delta \(delta)")
        }
    }

    /// Trees deeper than the nesting limit (long operator chains, `else if`
    /// ladders, member chains) are a diagnostic, not a crashed server.
    @Test func deepTreesAreDiagnostics() throws {
        let client = try LanguageServerClient()
        _ = try client.start()
        let chains = ["let x = " + Array(repeating: "1", count: 15_000).joined(separator: " + ") + "\n",
                      "let v = 3\nif v == 0 { }" + (1..<14_000).map { " else if v == \($0) { }" }.joined() + "\n",
                      "let x = 1" + String(repeating: " as Int", count: 20_000) + "\n"]
        for text in chains {
            try client.open(uri, text)
            let found = LanguageServerTests.diagnostics(try client.notification("textDocument/publishDiagnostics"))
            #expect(found.contains { ($0["message"] as? String ?? "").contains("nested too deeply") }, "\(found.prefix(2))")
            let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
            #expect(symbols["result"] != nil)
            let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": lspPosition(0, 5)])
            #expect(hover["error"] == nil)
        }
        #expect(try client.stop() == 0)
    }

    @Test func commandLine() throws {
        let help = try QASProcess.run(["lsp", "--help"])
        #expect(help.status == 0 && help.stdout.contains("Language Server Protocol"))
        let bad = try QASProcess.run(["lsp", "extra"])
        #expect(bad.status == 64)
        // Input that ends without `shutdown` ends the server with status 1.
        let eof = try QASProcess.run(["lsp"], stdin: Data())
        #expect(eof.status == 1)
        // `--stdio`, which some editors pass, is accepted.
        #expect(try QASProcess.run(["lsp", "--stdio"], stdin: Data()).status == 1)
    }
}
