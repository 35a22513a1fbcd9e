import Foundation
import QASLanguage

/// What editors, the REPL and `qas fmt` ask of scripts besides running them:
/// the canonical layout, completions and values as the REPL shows them.
///
/// ```swift
/// let session = try AppSession()
/// let tools = ScriptTools(session)
/// try tools.format("let  x=1")                              // "let x = 1\n"
/// tools.completions(line: "notes.fa", wordStart: 6, word: "fa")   // ["favorites"]
/// try tools.evaluateForDisplay("[\"a\"]")                   // "[\"a\"]"
/// ```
public struct ScriptTools {
    /// The engine whose declaration forms and globals the tools know.
    public let engine: Engine
    /// The app, when there is one: completions in `homeScreen.press("` are its
    /// menu's titles.
    public let session: AppSession?

    /// Tools for an engine alone: the language's forms and globals.
    public init(_ engine: Engine) {
        self.engine = engine
        session = nil
    }

    /// Tools for an app session's scripts: its declaration forms (`static
    /// action`, `on`…), its globals and its menu.
    public init(_ session: AppSession) {
        engine = session.engine
        self.session = session
    }

    // MARK: - Layout

    /// `code` in qas's one canonical layout (what `qas fmt` writes): indentation,
    /// spacing, one statement per line, blank lines; comments and string
    /// literals kept as they are, and what the program does unchanged. Throws
    /// `QASError.compile` with the syntax errors of a program that does not parse,
    /// and `QASError.runtime` (`.memoryLimitExceeded`) for a program whose layout
    /// would take more memory than the engine's limit.
    public func format(_ code: String, name: String = "<format>") throws -> String {
        try format(Source(name: name, text: code, directory: FileManager.default.currentDirectoryPath))
    }

    /// `format` of a program given as bytes (standard input); invalid UTF-8 is
    /// a compile error.
    public func format(bytes: [UInt8], name: String) throws -> String {
        try format(Source(name: name, bytes: bytes, directory: FileManager.default.currentDirectoryPath))
    }

    /// `format` of a script file, read as `runFile` reads it.
    public func formatFile(_ path: String) throws -> String {
        try format(Engine.loadSource(path))
    }

    func format(_ source: Source) throws -> String {
        let interpreter = engine.interpreter
        return try engine.onScriptThread { try interpreter.format(source) }
    }

    // MARK: - Values and names

    /// Evaluates input as the REPL does: the value of a final expression as the
    /// REPL shows it (strings in quotes, tuples in parentheses), or nil when the
    /// input ends without a value or the value is nil.
    public func evaluateForDisplay(_ code: String, name: String = "<repl>") throws -> String? {
        guard let value = try engine.evaluateValue(code, name: name), !value.isNil else { return nil }
        return value.debugDescription
    }

    /// The language's keywords, the declaration words and the engine's globals.
    public var globalNames: [String] {
        let interpreter = engine.interpreter
        let globals = interpreter.globals.names.filter { !$0.hasPrefix("$") && !$0.hasPrefix("__") && !$0.hasPrefix("#") }
        return Array(Set(Interpreter.keywordNames + interpreter.declarations.leadingWords + globals)).sorted()
    }

    /// Completions for the word being typed: `word` starts at byte `wordStart`
    /// of `line`. Inside `homeScreen.press("` they are the menu's titles and types;
    /// after `name.` the members of that global; otherwise names in scope.
    public func completions(line: String, wordStart: Int, word: String) -> [String] {
        let interpreter = engine.interpreter
        let bytes = Array(line.utf8)
        let before = String(decoding: bytes[0..<min(max(0, wordStart), bytes.count)], as: UTF8.self)
        if before.range(of: #"press\(\s*"$"#, options: .regularExpression) != nil {
            let menu = session?.app.menu() ?? []
            return Array(Set(menu.map(\.title) + menu.map(\.type))).filter { $0.hasPrefix(word) }.sorted()
        }
        if before.hasSuffix(".") {
            let owner = String(before.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            if owner.isEmpty {
                // `.` alone: an enum case or a host's value (`.newNote`, `.compose`).
                return Set(interpreter.implicitMemberNames).filter { $0.hasPrefix(word) }.sorted()
            }
            guard let value = interpreter.value(of: owner) else { return [] }
            return Set(Interpreter.memberNames(of: value)).filter { $0.hasPrefix(word) }.sorted()
        }
        return globalNames.filter { $0.hasPrefix(word) }
    }
}
