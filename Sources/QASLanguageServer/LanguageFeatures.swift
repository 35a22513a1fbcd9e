import Foundation
import QASLanguage
import QASPlatform
import QuickActionScript

/// What `qas lsp` answers: diagnostics, completion, hover, definitions, the
/// outline and formatting.
extension LanguageServer {
    // MARK: Diagnostics

    /// Publishes the document's compile errors and warnings and `qas check`'s
    /// quick-action findings.
    func publishDiagnostics(_ uri: String) {
        guard let document = documents[uri] else { return }
        var diagnostics: [[String: Any]] = []
        let code = document.text.text
        if let found = try? engine.check(code, name: document.source.name, directory: document.source.directory) {
            for d in found {
                let start = characterPosition(document.text, line: d.line, column: d.column)
                var end = characterPosition(document.text, line: d.endLine, column: d.endColumn)
                if end.line < start.line || end.line == start.line && end.character <= start.character {
                    end = TextDocument.Position(line: start.line, character: start.character + 1)
                }
                diagnostics.append(diagnostic(start, end, severity: d.severity == .error ? 1 : 2, d.message))
            }
        }
        // The quick-action lint, once the program compiles (its syntax errors are above).
        if diagnostics.isEmpty {
            var checker = QuickActionChecker()
            checker.check(code: code, name: document.source.name, directory: document.source.directory)
            for f in checker.findings {
                let (line, column) = LanguageServer.lineAndColumn(of: f.place)
                let start = characterPosition(document.text, line: line, column: column)
                let end = tokenEnd(document.text, start)
                diagnostics.append(diagnostic(start, end, severity: f.isError ? 1 : 2, f.message))
            }
        }
        connection.send(["method": "textDocument/publishDiagnostics",
                         "params": ["uri": uri, "version": document.text.version, "diagnostics": diagnostics]])
    }

    private func diagnostic(_ start: TextDocument.Position, _ end: TextDocument.Position, severity: Int, _ message: String) -> [String: Any] {
        ["range": ["start": LanguageServer.json(start), "end": LanguageServer.json(end)],
         "severity": severity, "source": "qas", "message": message]
    }

    /// `file:line:col` → (line, col); (1, 1) for a place without a position.
    static func lineAndColumn(of place: String) -> (Int, Int) {
        let parts = place.split(separator: ":")
        if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) { return (line, column) }
        return (1, 1)
    }

    /// The LSP position of a 1-based line and column counted in characters.
    func characterPosition(_ text: TextDocument, line: Int, column: Int) -> TextDocument.Position {
        let lineText = text.line(line - 1)
        let prefix = lineText.prefix(max(0, column - 1))
        return TextDocument.Position(line: max(0, line - 1), character: prefix.utf16.count)
    }

    /// The end of the word or string literal that starts at a position.
    private func tokenEnd(_ text: TextDocument, _ start: TextDocument.Position) -> TextDocument.Position {
        let bytes = text.bytes
        var i = text.offset(of: start)
        if i < bytes.count && bytes[i] == UInt8(ascii: "\"") {
            i += 1
            while i < bytes.count && bytes[i] != UInt8(ascii: "\"") && bytes[i] != 10 { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
            i = min(i + 1, bytes.count)
        } else {
            while i < bytes.count && (bytes[i] == 95 || bytes[i] >= 48 && bytes[i] <= 57 || bytes[i] | 0x20 >= 97 && bytes[i] | 0x20 <= 122) { i += 1 }
        }
        let end = text.position(of: i)
        return end == start ? TextDocument.Position(line: start.line, character: start.character + 1) : end
    }

    // MARK: Completion

    func completion(_ params: [String: Any]) throws -> Any {
        let document = try self.document(params)
        let position = try requestPosition(params)
        let offset = document.text.offset(of: position)
        let lineText = document.text.line(position.line)
        let lineStart = document.text.offset(of: TextDocument.Position(line: position.line, character: 0))
        let column = max(0, min(offset - lineStart, lineText.utf8.count))
        let before = String(decoding: Array(lineText.utf8)[0..<column], as: UTF8.self)
        let word = String(before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        let head = String(before.dropLast(word.count))
        let items = CompletionContext(document: document, tools: tools, globals: globalCompletions, before: head, offset: offset, word: word).items()
        return ["isIncomplete": false, "items": items.map { item -> [String: Any] in
            var json: [String: Any] = ["label": item.label, "kind": item.kind]
            if let detail = item.detail { json["detail"] = detail }
            return json
        }]
    }

    // MARK: Hover

    func hover(_ params: [String: Any]) throws -> Any {
        let document = try self.document(params)
        let offset = document.text.offset(of: try requestPosition(params))
        // On an action's type (`static action "T"`, `on "T"`, `press("T")`): the
        // declarations of that type, with their fields.
        if let literal = document.stringLiteral(at: offset) {
            let declared = document.allSymbols.filter { s in
                guard case .declaration(let form) = s.kind else { return false }
                return s.name == literal.text && (form == "staticAction" || form == "action" || form == "on")
            }
            guard !declared.isEmpty else { return NSNull() }
            let text = declared.map { "```swift\n\($0.detail)\n```" }
            return ["contents": ["kind": "markdown", "value": text.joined(separator: "\n")]]
        }
        guard let (word, wordRange) = document.word(at: offset) else { return NSNull() }
        let range = LanguageServer.json(document.text, SourceRange(wordRange.lowerBound, wordRange.upperBound))
        let isMember = wordRange.lowerBound > 0 && document.text.bytes[wordRange.lowerBound - 1] == UInt8(ascii: ".")
        if let symbol = document.allSymbols.first(where: { $0.name == word && isDeclaration($0) }) {
            var text = "```swift\n\(symbol.detail)\n```"
            if let doc = documentation(before: symbol.range.start, in: document) { text += "\n\n" + doc }
            return ["contents": ["kind": "markdown", "value": text], "range": range]
        }
        if !isMember, let doc = BuiltinDocumentation.entries[word] {
            return ["contents": ["kind": "markdown", "value": "```swift\n\(doc.signature)\n```\n\n\(doc.summary)"], "range": range]
        }
        if isMember, let doc = BuiltinDocumentation.members[word] {
            return ["contents": ["kind": "markdown", "value": "```swift\n\(doc.signature)\n```\n\n\(doc.summary)"], "range": range]
        }
        return NSNull()
    }

    private func isDeclaration(_ s: SourceSymbol) -> Bool {
        if case .declaration = s.kind { return false }
        return s.kind != .importFile
    }

    /// The `///` (or `//`) comment lines right above a declaration.
    private func documentation(before offset: Int, in document: OpenDocument) -> String? {
        var line = document.text.position(of: offset).line - 1
        var lines: [String] = []
        while line >= 0 {
            let text = document.text.line(line).trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("//") else { break }
            lines.insert(String(text.drop { $0 == "/" }).trimmingCharacters(in: .whitespaces), at: 0)
            line -= 1
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    // MARK: Definition

    func definition(_ params: [String: Any]) throws -> Any {
        let document = try self.document(params)
        let offset = document.text.offset(of: try requestPosition(params))
        let symbols = document.allSymbols
        // Inside a string: an action's type leads to its handler and back; an
        // import to its file.
        if let literal = document.stringLiteral(at: offset) {
            let before = literal.before.trimmingCharacters(in: .whitespaces)
            if before.split(separator: " ").last == "import" {
                let path = (document.source.directory.map { ($0 as NSString).appendingPathComponent(literal.text) } ?? literal.text)
                guard FileManager.default.fileExists(atPath: path) else { return NSNull() }
                let zero = ["line": 0, "character": 0]
                return ["uri": URL(fileURLWithPath: path).absoluteString, "range": ["start": zero, "end": zero]]
            }
            let isHandler = before.split(separator: " ").last == "on"
            let targets = symbols.filter { s in
                guard case .declaration(let form) = s.kind, s.name == literal.text else { return false }
                return isHandler ? (form == "staticAction" || form == "action") : form == "on"
            }
            return targets.map { location(document, $0.nameRange) }
        }
        guard let (word, _) = document.word(at: offset) else { return NSNull() }
        let found = symbols.filter { $0.name == word && isDeclaration($0) }
        return found.map { location(document, $0.nameRange) }
    }

    private func location(_ document: OpenDocument, _ range: SourceRange) -> [String: Any] {
        ["uri": document.text.uri, "range": LanguageServer.json(document.text, range)]
    }

    // MARK: Symbols

    func documentSymbols(_ params: [String: Any]) throws -> Any {
        let document = try self.document(params)
        let text = document.text
        func position(_ offset: Int) -> JSONValue {
            let p = text.position(of: offset)
            return .object([("line", .int(p.line)), ("character", .int(p.character))])
        }
        func range(_ r: SourceRange) -> JSONValue { .object([("start", position(r.start)), ("end", position(r.end))]) }
        func json(_ s: SourceSymbol) -> JSONValue {
            // The name must lie inside the whole.
            let name = s.nameRange.start >= s.range.start && s.nameRange.end <= s.range.end ? s.nameRange : s.range
            var members: [(String, JSONValue)] = [
                ("name", .string(s.name.isEmpty ? "(unnamed)" : s.name)), ("detail", .string(s.detail)),
                ("kind", .int(LanguageServer.symbolKind(s.kind))), ("range", range(s.range)), ("selectionRange", range(name)),
            ]
            if !s.children.isEmpty { members.append(("children", .array(s.children.map(json)))) }
            return .object(members)
        }
        return JSONValue.array(document.symbols.map(json))
    }

    static func symbolKind(_ kind: SourceSymbol.Kind) -> Int {
        switch kind {
        case .function: return 12
        case .method: return 6
        case .initializer: return 9
        case .property: return 7
        case .enumCase: return 22
        case .variable: return 13
        case .constant: return 14
        case .importFile: return 2
        case .type(let k):
            switch k {
            case .structType: return 23
            case .classType: return 5
            case .enumType: return 10
            case .protocolType: return 11
            case .extensionType: return 3
            }
        case .declaration(let form):
            switch form {
            case "on", "invariant": return 24
            case "intent": return 12
            default: return 19
            }
        }
    }

    // MARK: Formatting

    func formatting(_ params: [String: Any]) throws -> Any {
        let document = try self.document(params)
        let formatted: String
        do {
            formatted = try tools.format(document.text.text, name: document.source.name)
        } catch let e as QASError {
            throw Failure(code: -32803, message: "the document does not parse, so it is not formatted: \(e.message)")
        }
        if formatted == document.text.text { return [] as [Any] }
        let end = document.text.position(of: document.text.bytes.count)
        return [["range": ["start": ["line": 0, "character": 0], "end": LanguageServer.json(end)], "newText": formatted]]
    }
}
