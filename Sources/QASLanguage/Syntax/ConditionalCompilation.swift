/// `#if` / `#elseif` / `#else` / `#endif`, decided as the lexer reads: the code of
/// a branch not taken is skipped (it is never lexed, as Swift does not compile
/// it), so a directive may stand anywhere a line may — around statements,
/// declarations, members, `case`s or a line of a method chain. What is true of
/// the platform comes from the host (`DeclarationRegistry.conditions`).
struct ConditionalBlock {
    /// Whether a branch has been taken (the code after the next `#elseif`/`#else` is skipped).
    var taken: Bool
    var sawElse = false
    /// Where its `#if` begins, for the message when no `#endif` closes it.
    let start: Int
}

/// What `#if` asks of the platform, as the host models it.
package struct CompilationConditions: Sendable {
    /// `os(…)`, `arch(…)`, `targetEnvironment(…)`: the one each names, if any.
    package var os: String?
    package var arch: String?
    package var targetEnvironment: String?
    /// Flags set by name (`#if DEBUG`).
    package var flags: Set<String> = []
    /// Modules `canImport(…)` finds besides the language's own.
    package var modules: Set<String> = []
    package init() {}

    /// The modules the language has whatever the host.
    static let languageModules: Set<String> = ["Swift", "Foundation"]
    /// The Swift version `swift(>=…)` and `compiler(>=…)` compare with.
    static let languageVersion = [6, 0]
}

extension Lexer {
    /// Whether a directive starts at `pos` (a `#`).
    func atDirective() -> Bool {
        directiveWord() != nil
    }

    private func directiveWord() -> String? {
        for word in ["if", "elseif", "else", "endif"] {
            let w = Array(word.utf8)
            var k = 0
            while k < w.count, pos + 1 + k < end, bytes[pos + 1 + k] == w[k] { k += 1 }
            guard k == w.count else { continue }
            let after = pos + 1 + k
            if after >= end || !Lexer.isWordByte(bytes[after]) { return word }
        }
        return nil
    }

    /// The built-in expression macro whose `#` was just read (`#line`, `#function`), if any.
    func magicLiteralWord() -> String? {
        for word in Lexer.magicLiterals {
            let w = Array(word.utf8)
            var k = 0
            while k < w.count, pos + k < end, bytes[pos + k] == w[k] { k += 1 }
            guard k == w.count else { continue }
            let after = pos + k
            if after >= end || !Lexer.isWordByte(bytes[after]) { return word }
        }
        return nil
    }

    /// `("message")` after `#warning`/`#error`: the message and where it ends.
    func directiveMessage() -> (String, Int)? {
        var i = pos
        while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
        guard i < end, bytes[i] == UInt8(ascii: "(") else { return nil }
        i += 1
        while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
        guard i < end, bytes[i] == UInt8(ascii: "\"") else { return nil }
        i += 1
        let textStart = i
        while i < end, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\n") {
            i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard i < end, bytes[i] == UInt8(ascii: "\"") else { return nil }
        let message = String(decoding: bytes[textStart..<i], as: UTF8.self)
        i += 1
        while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
        guard i < end, bytes[i] == UInt8(ascii: ")") else { return nil }
        return (message, i + 1)
    }

    /// Swift's built-in expression macros, read as the names `#line`, `#function`….
    static let magicLiterals = ["function", "line", "column", "fileID", "filePath", "file", "dsohandle", "warning", "error"]

    private static func isWordByte(_ b: UInt8) -> Bool {
        b == 95 || (b >= 48 && b <= 57) || (b | 32 >= 97 && b | 32 <= 122) || b >= 128
    }

    /// Reads the directive at `pos` and skips any code it leaves out; an error
    /// token when it is malformed or out of place.
    mutating func directive(_ newline: Bool) -> Token? {
        let start = pos
        guard let word = directiveWord() else { return nil }
        if firstDirective == nil { firstDirective = start }
        pos += 1 + word.utf8.count
        let lineEnd = restOfLine()
        let condition = Array(bytes[pos..<lineEnd])
        pos = lineEnd
        func evaluated() -> Result<Bool, ConditionError> {
            var reader = ConditionReader(bytes: condition, conditions: conditions)
            return reader.evaluate()
        }
        switch word {
        case "if":
            switch evaluated() {
            case .failure(let e):
                // Its `#endif` still closes it: one mistake, one message.
                conditionals.append(ConditionalBlock(taken: true, start: start))
                return error(e.message, start, newline)
            case .success(let holds):
                conditionals.append(ConditionalBlock(taken: holds, start: start))
                if !holds { skipInactive() }
            }
        case "elseif":
            guard var top = conditionals.last, !top.sawElse else {
                return error(conditionals.isEmpty ? "#elseif without #if" : "#elseif after #else", start, newline)
            }
            if top.taken { skipInactive(); return nil }
            switch evaluated() {
            case .failure(let e): return error(e.message, start, newline)
            case .success(let holds):
                top.taken = holds
                conditionals[conditionals.count - 1] = top
                if !holds { skipInactive() }
            }
        case "else":
            guard var top = conditionals.last, !top.sawElse else {
                return error(conditionals.isEmpty ? "#else without #if" : "a second #else", start, newline)
            }
            top.sawElse = true
            let skip = top.taken
            top.taken = true
            conditionals[conditionals.count - 1] = top
            if skip { skipInactive() }
        default:
            guard !conditionals.isEmpty else { return error("#endif without #if", start, newline) }
            conditionals.removeLast()
        }
        return nil
    }

    /// The end of this line's directive: its newline, or a `//` comment.
    private func restOfLine() -> Int {
        var i = pos
        while i < end, bytes[i] != 10, !(bytes[i] == 47 && i + 1 < end && bytes[i + 1] == 47) { i += 1 }
        return i
    }

    /// Skips the lines of a branch not taken, to the `#elseif`, `#else` or
    /// `#endif` that ends it (nested `#if`s included), left at its `#`.
    private mutating func skipInactive() {
        var depth = 0
        while pos < end {
            // To the next line.
            while pos < end, bytes[pos] != 10 { pos += 1 }
            if pos < end { pos += 1 }
            var i = pos
            while i < end, bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 13 { i += 1 }
            guard i < end, bytes[i] == UInt8(ascii: "#") else { continue }
            let saved = pos
            pos = i
            switch directiveWord() {
            case "if": depth += 1
            case "endif":
                if depth == 0 { return }
                depth -= 1
            case "else", "elseif":
                if depth == 0 { return }
            default: break
            }
            pos = saved
        }
    }
}

extension Lexer {
    /// At a `#` just read: `available` or `unavailable` when a check of that
    /// name, with its `(`, follows.
    func availabilityCheck() -> String? {
        for word in ["available", "unavailable"] {
            let w = Array(word.utf8)
            var k = 0
            while k < w.count, pos + k < end, bytes[pos + k] == w[k] { k += 1 }
            guard k == w.count else { continue }
            var i = pos + k
            while i < end, bytes[i] == 32 { i += 1 }
            if i < end, bytes[i] == UInt8(ascii: "(") { return word }
        }
        return nil
    }

    /// Whether `#selector(` starts here (after the `#`).
    func selectorExpression() -> Bool {
        let w = Array("selector(".utf8)
        guard pos + w.count <= end else { return false }
        for k in w.indices where bytes[pos + k] != w[k] { return false }
        return true
    }

    /// `#available(…)` is true and `#unavailable(…)` false: the platform the
    /// host models has every version's API (as `swiftc` counts its own platform
    /// under `*`). The whole check is one `true`/`false` token.
    mutating func availability(_ start: Int, _ newline: Bool) -> Token {
        let word = availabilityCheck()!
        pos += word.utf8.count
        while pos < end, bytes[pos] == 32 { pos += 1 }
        var depth = 0
        repeat {
            guard pos < end, bytes[pos] != 10 else {
                return error("expected ')' to end #\(word)(…)", start, newline)
            }
            if bytes[pos] == UInt8(ascii: "(") { depth += 1 }
            if bytes[pos] == UInt8(ascii: ")") { depth -= 1 }
            pos += 1
        } while depth > 0
        return Token(kind: word == "available" ? .kTrue : .kFalse, range: SourceRange(start, pos), newlineBefore: newline)
    }
}

struct ConditionError: Error {
    let message: String
}

/// Evaluates a `#if` condition: `os(X) && !FLAG || swift(>=5.9)`.
struct ConditionReader {
    let bytes: [UInt8]
    let conditions: CompilationConditions
    var i = 0

    mutating func evaluate() -> Result<Bool, ConditionError> {
        do {
            skipBlanks()
            guard i < bytes.count else { throw ConditionError(message: "expected a condition after #if") }
            let v = try disjunction()
            skipBlanks()
            guard i >= bytes.count else { throw ConditionError(message: "unexpected text in the #if condition: '\(String(decoding: bytes[i...], as: UTF8.self))'") }
            return .success(v)
        } catch let e as ConditionError {
            return .failure(e)
        } catch {
            return .failure(ConditionError(message: "invalid #if condition"))
        }
    }

    private mutating func skipBlanks() {
        while i < bytes.count, bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 13 { i += 1 }
    }

    private mutating func take(_ s: String) -> Bool {
        skipBlanks()
        let w = Array(s.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else { return false }
        i += w.count
        return true
    }

    private mutating func disjunction() throws -> Bool {
        var v = try conjunction()
        while take("||") { v = try conjunction() || v }
        return v
    }

    private mutating func conjunction() throws -> Bool {
        var v = try unary()
        while take("&&") { v = try unary() && v }
        return v
    }

    private mutating func unary() throws -> Bool {
        if take("!") { return !(try unary()) }
        if take("(") {
            let v = try disjunction()
            guard take(")") else { throw ConditionError(message: "expected ')' in the #if condition") }
            return v
        }
        let name = word()
        guard !name.isEmpty else { throw ConditionError(message: "expected a condition in #if") }
        guard take("(") else {
            if name == "true" { return true }
            if name == "false" { return false }
            return conditions.flags.contains(name)
        }
        skipBlanks()
        let start = i
        while i < bytes.count, bytes[i] != 41 { i += 1 }
        let argument = String(decoding: bytes[start..<i], as: UTF8.self).trimmingBlanks()
        guard take(")") else { throw ConditionError(message: "expected ')' after '\(name)(' in the #if condition") }
        switch name {
        case "os": return argument == conditions.os
        case "arch": return argument == conditions.arch
        case "canImport":
            let module = argument.split(separator: ".").first.map(String.init) ?? argument
            return CompilationConditions.languageModules.contains(module) || conditions.modules.contains(module)
        case "targetEnvironment": return argument == conditions.targetEnvironment
        case "swift", "compiler": return try version(argument, name)
        case "hasFeature", "hasAttribute": return false
        default: throw ConditionError(message: "unknown condition '\(name)(…)' in #if; qas knows os, arch, canImport, targetEnvironment, swift, compiler, hasFeature and hasAttribute")
        }
    }

    private mutating func word() -> String {
        skipBlanks()
        let start = i
        while i < bytes.count, bytes[i] == 95 || (bytes[i] >= 48 && bytes[i] <= 57) || (bytes[i] | 32 >= 97 && bytes[i] | 32 <= 122) { i += 1 }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// `>=5.9` or `<6`: compared with `CompilationConditions.languageVersion`.
    private func version(_ text: String, _ name: String) throws -> Bool {
        let atLeast = text.hasPrefix(">=")
        guard atLeast || text.hasPrefix("<") else { throw ConditionError(message: "expected '>=' or '<' in '\(name)(…)'") }
        let parts = text.dropFirst(atLeast ? 2 : 1).split(separator: ".").map { Int($0.trimmingBlanks()) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { throw ConditionError(message: "expected a version in '\(name)(…)'") }
        var given = parts.map { $0! }
        while given.count < CompilationConditions.languageVersion.count { given.append(0) }
        let ours = CompilationConditions.languageVersion + Array(repeating: 0, count: max(0, given.count - CompilationConditions.languageVersion.count))
        let isAtLeast = !ours.lexicographicallyPrecedes(given)
        return atLeast ? isAtLeast : !isAtLeast
    }
}

private extension StringProtocol {
    func trimmingBlanks() -> String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" || s.last == "\r" { s.removeLast() }
        return String(s)
    }
}
