/// Turns UTF-8 bytes into tokens, one at a time as the parser asks for them (its
/// memory does not grow with the program). Errors become `.error` tokens so the
/// parser reports them in place; an unterminated construct at the end of input is
/// marked incomplete so the REPL can ask for more.
///
/// A string literal is several tokens: `.string` (its opening quotes), then
/// `.stringText` and, for each `\( … )`, `.interpolationBegin`, the code's own
/// tokens and `.interpolationEnd`, then `.stringEnd`. Interpolations nest by a
/// stack of modes, so every byte is read once however deep they go.
struct Lexer {
    let source: Source
    let bytes: [UInt8]
    var pos: Int
    let end: Int
    /// Offsets at which the input ended inside a string or comment.
    var incompleteAt: Int? = nil

    private enum Mode {
        /// Code; inside an interpolation, `parens` counts open parentheses, and the
        /// `)` that closes the interpolation ends this mode.
        case code(parens: Int, interpolation: Bool)
        /// The text of a string literal; `hashes` is a raw string's number of `#`
        /// (`#"a\b"#`: its quotes and escapes need as many).
        case string(start: Int, multiline: Bool, hashes: Int)
    }
    private var modes: [Mode] = [.code(parens: 0, interpolation: false)]
    /// The `#if` blocks open here, innermost last (`ConditionalCompilation.swift`).
    var conditionals: [ConditionalBlock] = []
    /// Where the first `#if`-family directive was read, if any.
    var firstDirective: Int? = nil
    /// The operators the program declares (`**`, `√`), read once from the source.
    let declaredOperators: OperatorDeclarations
    /// What `#if` conditions are true (the host's platform).
    let conditions: CompilationConditions

    /// A `.swift` file: Swift's words only.
    let isSwift: Bool

    init(source: Source, start: Int = 0, end: Int? = nil, conditions: CompilationConditions = CompilationConditions()) {
        self.source = source
        isSwift = source.isSwift
        self.conditions = conditions
        self.bytes = source.bytes
        self.pos = start
        self.end = end ?? source.bytes.count
        declaredOperators = OperatorDeclarations(scanning: source.bytes)
        if start == 0 {
            // A UTF-8 byte order mark is not part of the program.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { pos = 3 }
            // A first line starting with #! is a shebang, not code.
            if pos + 1 < self.end, bytes[pos] == UInt8(ascii: "#"), bytes[pos + 1] == UInt8(ascii: "!") {
                while pos < self.end, bytes[pos] != UInt8(ascii: "\n") { pos += 1 }
            }
        }
    }

    /// All tokens up to and including `.eof` (for tests and small inputs).
    mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        while true {
            let t = next()
            tokens.append(t)
            if t.kind == .eof { break }
        }
        return tokens
    }

    private func peek(_ offset: Int = 0) -> UInt8 {
        let i = pos + offset
        return i < end ? bytes[i] : 0
    }
    private var atEnd: Bool { pos >= end }

    private func make(_ kind: TokenKind, _ start: Int, _ newline: Bool) -> Token {
        Token(kind: kind, range: SourceRange(start, pos), newlineBefore: newline)
    }

    func error(_ message: String, _ start: Int, _ newline: Bool) -> Token {
        var t = make(.error, start, newline)
        t.text = message
        return t
    }

    mutating func next() -> Token {
        switch modes[modes.count - 1] {
        case .string(let start, let multiline, let hashes): return stringPart(start, multiline, hashes)
        case .code(let parens, let interpolation): return code(parens, interpolation)
        }
    }

    // MARK: - Code

    /// Skips blanks and comments; returns whether a newline was crossed, or an error
    /// token for an unterminated block comment.
    private mutating func skipTrivia() -> (Bool, Token?) {
        var newline = false
        while !atEnd {
            let c = peek()
            if c == UInt8(ascii: "\n") { newline = true; pos += 1 }
            else if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") { pos += 1 }
            else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                while !atEnd && peek() != UInt8(ascii: "\n") { pos += 1 }
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                let start = pos
                pos += 2
                var depth = 1
                while depth > 0 {
                    if atEnd {
                        incompleteAt = pos
                        return (newline, error("unterminated block comment", start, newline))
                    }
                    if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") { depth += 1; pos += 2 }
                    else if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") { depth -= 1; pos += 2 }
                    else { if peek() == UInt8(ascii: "\n") { newline = true }; pos += 1 }
                }
            } else { break }
        }
        return (newline, nil)
    }

    private mutating func code(_ parens: Int, _ interpolation: Bool) -> Token {
        var (newline, firstError) = skipTrivia()
        if let e = firstError { return e }
        while !atEnd, peek() == UInt8(ascii: "#"), atDirective() {
            if let e = directive(newline) { return e }
            let (crossed, commentError) = skipTrivia()
            if let e = commentError { return e }
            newline = newline || crossed
        }
        let start = pos
        if atEnd {
            if interpolation {
                // The input ended inside `\( …`: close every open string.
                incompleteAt = pos
                modes = [.code(parens: 0, interpolation: false)]
                return error("unterminated string interpolation", start, newline)
            }
            if let open = conditionals.last {
                conditionals.removeAll()
                incompleteAt = pos
                return error("expected '#endif' to close the '#if' at line \(source.location(of: open.start).line)", open.start, newline)
            }
            return make(.eof, start, newline)
        }
        let c = peek()
        if !declaredOperators.isEmpty, let length = declaredOperators.match(bytes, at: pos, end: end) {
            // `**`, `<>`, `√`: an operator the program declares, as one token.
            pos += length
            var t = make(.customOperator, start, newline)
            t.text = String(decoding: bytes[start..<pos], as: UTF8.self)
            return t
        }
        pos += 1
        switch c {
        case UInt8(ascii: "("):
            if interpolation { modes[modes.count - 1] = .code(parens: parens + 1, interpolation: true) }
            return make(.lParen, start, newline)
        case UInt8(ascii: ")"):
            if interpolation {
                if parens == 0 {
                    modes.removeLast()
                    return make(.interpolationEnd, start, newline)
                }
                modes[modes.count - 1] = .code(parens: parens - 1, interpolation: true)
            }
            return make(.rParen, start, newline)
        case UInt8(ascii: "["): return make(.lBracket, start, newline)
        case UInt8(ascii: "]"): return make(.rBracket, start, newline)
        case UInt8(ascii: "{"): return make(.lBrace, start, newline)
        case UInt8(ascii: "}"): return make(.rBrace, start, newline)
        case UInt8(ascii: ","): return make(.comma, start, newline)
        case UInt8(ascii: ":"): return make(.colon, start, newline)
        case UInt8(ascii: ";"): return make(.semicolon, start, newline)
        case UInt8(ascii: "+"): return op(.plus, .plusEqual, start, newline)
        case UInt8(ascii: "*"): return op(.star, .starEqual, start, newline)
        case UInt8(ascii: "/"): return op(.slash, .slashEqual, start, newline)
        case UInt8(ascii: "%"): return op(.percent, .percentEqual, start, newline)
        case UInt8(ascii: "="):
            if peek() == UInt8(ascii: "=") && peek(1) == UInt8(ascii: "=") { pos += 2; return make(.identical, start, newline) }
            return op(.equal, .equalEqual, start, newline)
        case UInt8(ascii: "!"):
            if peek() == UInt8(ascii: "=") && peek(1) == UInt8(ascii: "=") { pos += 2; return make(.notIdentical, start, newline) }
            return op(.bang, .bangEqual, start, newline)
        case UInt8(ascii: "<"):
            if peek() == UInt8(ascii: "<") { pos += 1; return op(.shiftLeft, .shiftLeftEqual, start, newline) }
            return op(.less, .lessEqual, start, newline)
        case UInt8(ascii: ">"):
            if peek() == UInt8(ascii: ">") { pos += 1; return op(.shiftRight, .shiftRightEqual, start, newline) }
            return op(.greater, .greaterEqual, start, newline)
        case UInt8(ascii: "-"):
            if peek() == UInt8(ascii: ">") { pos += 1; return make(.arrow, start, newline) }
            return op(.minus, .minusEqual, start, newline)
        case UInt8(ascii: "&"):
            switch peek() {
            case UInt8(ascii: "&"): pos += 1; return make(.ampAmp, start, newline)
            case UInt8(ascii: "<") where peek(1) == UInt8(ascii: "<"), UInt8(ascii: ">") where peek(1) == UInt8(ascii: ">"):
                // `x &<< n`, `x &>> n`: Swift's masking shifts, as calls of functions of those names.
                let right = peek() == UInt8(ascii: ">")
                pos += 2
                var t = make(.customOperator, start, newline)
                t.text = right ? "&>>" : "&<<"
                return t
            case UInt8(ascii: "+"): pos += 1; return op(.ampPlus, .ampPlusEqual, start, newline)
            case UInt8(ascii: "-"): pos += 1; return op(.ampMinus, .ampMinusEqual, start, newline)
            case UInt8(ascii: "*"): pos += 1; return op(.ampStar, .ampStarEqual, start, newline)
            default: return op(.amp, .ampEqual, start, newline)
            }
        case UInt8(ascii: "|"):
            if peek() == UInt8(ascii: "|") { pos += 1; return make(.pipePipe, start, newline) }
            return op(.pipe, .pipeEqual, start, newline)
        case UInt8(ascii: "^"): return op(.caret, .caretEqual, start, newline)
        case UInt8(ascii: "~"):
            if peek() == UInt8(ascii: "=") {
                // `range ~= value`: Swift's pattern-match operator, as a function call.
                pos += 1
                var t = make(.customOperator, start, newline)
                t.text = "~="
                return t
            }
            return make(.tilde, start, newline)
        case UInt8(ascii: "?"):
            if peek() == UInt8(ascii: "?") { pos += 1; return make(.questionQuestion, start, newline) }
            return make(.question, start, newline)
        case UInt8(ascii: "."):
            if peek() == UInt8(ascii: ".") && peek(1) == UInt8(ascii: "<") { pos += 2; return make(.halfOpenRange, start, newline) }
            if peek() == UInt8(ascii: ".") && peek(1) == UInt8(ascii: ".") { pos += 2; return make(.closedRange, start, newline) }
            return make(.dot, start, newline)
        case UInt8(ascii: "\""): return stringStart(start, newline)
        case UInt8(ascii: "#") where availabilityCheck() != nil:
            return availability(start, newline)
        case UInt8(ascii: "#") where magicLiteralWord() != nil:
            // `#line`, `#function`, `#warning("…")`: names the parser reads as Swift's macros.
            let word = magicLiteralWord()!
            pos += word.utf8.count
            if word == "warning" || word == "error", let (message, after) = directiveMessage() {
                // `#warning("…")` is swiftc's to print as it builds: nothing runs.
                // `#error("…")` in code that is compiled stops the build.
                // (A directive the layout would lose: `qas fmt` leaves the file as it is.)
                if firstDirective == nil { firstDirective = start }
                if word == "error" { pos = after; return error(message, start, newline) }
                pos = after
                return code(parens, interpolation)
            }
            var t = Token(kind: .identifier, range: SourceRange(start, pos), newlineBefore: newline)
            t.text = "#" + word
            return t
        case UInt8(ascii: "#") where selectorExpression():
            // `#selector(refresh(_:))`: a call of the name `#selector`, which a host
            // defines (none can be declared in a script); elsewhere it is not found.
            pos += "selector".utf8.count
            var t = Token(kind: .identifier, range: SourceRange(start, pos), newlineBefore: newline)
            t.text = "#selector"
            return t
        case UInt8(ascii: "#") where rawStringHashes() > 0:
            // `#"…"#`: a raw string.
            let hashes = rawStringHashes()
            pos += hashes
            return stringStart(start, newline, hashes: hashes)
        case UInt8(ascii: "@") where isIdentStart(peek()):
            var t = identifier(pos, newline)
            t.kind = .attribute
            t.range = SourceRange(start, pos)
            return t
        case UInt8(ascii: "\\") where peek() == UInt8(ascii: ".") || isIdentStart(peek()):
            return make(.backslash, start, newline)
        case UInt8(ascii: "`") where isIdentStart(peek()):
            // `default`: a keyword used as a name.
            var t = identifier(pos, newline)
            guard peek() == UInt8(ascii: "`") else { return error("expected '`' to end the name", start, newline) }
            pos += 1
            t.kind = .identifier
            t.range = SourceRange(start, pos)
            return t
        case UInt8(ascii: "$") where isIdentStart(peek()):
            // `$volume`: a property wrapper's projected value.
            var t = identifier(pos, newline)
            t.kind = .identifier
            t.range = SourceRange(start, pos)
            t.text = "$" + t.text
            return t
        case UInt8(ascii: "$"):
            guard isDigit(peek()) else { return error("'$' must be followed by a digit or a name, as in $0 or $value", start, newline) }
            var n = 0, digits = 0
            while isDigit(peek()) { n = min(n * 10 + Int(peek() - 48), 1_000_000); digits += 1; pos += 1 }
            guard digits <= Limits.dollarParameterDigits else {
                return error("anonymous closure parameters go from $0 to $99", start, newline)
            }
            var t = make(.dollarParam, start, newline)
            t.intValue = n
            return t
        default:
            if isDigit(c) { return number(start, newline) }
            if isIdentStart(c) { return identifier(start, newline) }
            if c >= 0x80 {
                pos = start
                if let scalar = decodeScalar() {
                    if scalar.properties.isAlphabetic || scalar.properties.isEmoji && scalar.value > 0xFF {
                        return identifier(start, newline)
                    }
                    pos = start
                }
            }
            return unexpected(start, newline)
        }
    }

    /// A run of characters that cannot start a token, reported once: a megabyte of
    /// `@` is one error, not a million.
    private mutating func unexpected(_ start: Int, _ newline: Bool) -> Token {
        pos = start
        var shown: [String] = []
        var count = 0
        while !atEnd {
            let c = peek()
            let here = pos
            if c >= 0x80 {
                guard let scalar = decodeScalar() else {
                    pos = here + 1
                    if count == 0 { return error("invalid UTF-8 in source", start, newline) }
                    break
                }
                if scalar.properties.isAlphabetic || scalar.properties.isEmoji && scalar.value > 0xFF {
                    pos = here
                    break
                }
                if shown.count < 12 { shown.append(String(Character(scalar))) }
            } else {
                guard Lexer.isUnexpected(c) || count == 0 else { break }
                if c == 0 && count == 0 { pos += 1; return error("unexpected NUL byte in source", start, newline) }
                if c == 0 { break }
                pos += 1
                if shown.count < 12 { shown.append(c < 0x20 || c == 0x7F ? "\\u{\(String(c, radix: 16))}" : String(UnicodeScalar(c))) }
            }
            count += 1
        }
        if count == 1 { return error("unexpected character '\(shown[0])'", start, newline) }
        return error("unexpected characters '\(shown.joined())\(count > shown.count ? "…" : "")'", start, newline)
    }

    /// ASCII that no token starts with.
    private static func isUnexpected(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "^"),
             UInt8(ascii: "\\"), UInt8(ascii: "'"): return true
        default: return c < 0x20 && c != 9 && c != 10 && c != 13 || c == 0x7F
        }
    }

    private mutating func op(_ plain: TokenKind, _ withEqual: TokenKind, _ start: Int, _ newline: Bool) -> Token {
        if peek() == UInt8(ascii: "=") { pos += 1; return make(withEqual, start, newline) }
        return make(plain, start, newline)
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    private func isIdentStart(_ c: UInt8) -> Bool {
        (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95
    }

    /// Decodes one scalar at `pos` and advances past it; nil (pos unchanged) if invalid.
    private mutating func decodeScalar() -> Unicode.Scalar? {
        let b0 = peek()
        var len = 0
        var value: UInt32 = 0
        if b0 < 0x80 { pos += 1; return Unicode.Scalar(b0) }
        else if b0 & 0xE0 == 0xC0 { len = 2; value = UInt32(b0 & 0x1F) }
        else if b0 & 0xF0 == 0xE0 { len = 3; value = UInt32(b0 & 0x0F) }
        else if b0 & 0xF8 == 0xF0 { len = 4; value = UInt32(b0 & 0x07) }
        else { return nil }
        guard pos + len <= end else { return nil }
        for i in 1..<len {
            let b = bytes[pos + i]
            guard b & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b & 0x3F)
        }
        let minimum: UInt32 = len == 2 ? 0x80 : len == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        pos += len
        return scalar
    }

    private mutating func identifier(_ start: Int, _ newline: Bool) -> Token {
        pos = start
        while !atEnd {
            let c = peek()
            if isIdentStart(c) || isDigit(c) { pos += 1; continue }
            if c >= 0x80 {
                let save = pos
                if let s = decodeScalar(), s.properties.isAlphabetic || s.properties.isEmoji && s.value > 0xFF
                    || s.properties.generalCategory == .nonspacingMark || s.properties.generalCategory == .decimalNumber {
                    continue
                }
                pos = save
            }
            break
        }
        // Decoded from the bytes in place and made in one go: through a slice of
        // the array and a token changed after it was made, each identifier cost
        // a retain, a release and a copy of the token more.
        let name = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<pos]), as: UTF8.self) }
        return Token(kind: keywordKind(start, pos), range: SourceRange(start, pos), newlineBefore: newline, text: name)
    }

    /// The keyword that bytes `start..<end` spell, else `.identifier`: keywords are
    /// 2 to 8 lowercase letters, so the bytes are packed into one integer and
    /// compared, without hashing a string for every identifier.
    private func keywordKind(_ start: Int, _ end: Int) -> TokenKind {
        let n = end - start
        guard n >= 2 && n <= 8 else { return .identifier }
        var packed: UInt64 = 0
        for i in 0..<n {
            let b = bytes[start + i]
            guard b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") else { return .identifier }
            packed |= UInt64(b) << (8 * UInt64(i))
        }
        for (spelling, kind) in packedKeywords[n] where spelling == packed {
            // `expect` is qas's own statement: in Swift it is a name like any other.
            return kind == .kExpect && isSwift ? .identifier : kind
        }
        return .identifier
    }

    private mutating func number(_ start: Int, _ newline: Bool) -> Token {
        pos = start
        if peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "b") || peek(1) == UInt8(ascii: "o")) {
            let radix = peek(1) == UInt8(ascii: "x") ? 16 : peek(1) == UInt8(ascii: "b") ? 2 : 8
            pos += 2
            var digits = ""
            while !atEnd {
                let c = peek()
                if c == UInt8(ascii: "_") { pos += 1; continue }
                guard let d = Character(UnicodeScalar(c)).hexDigitValue, d < radix else { break }
                if digits.count < 80 { digits.append(Character(UnicodeScalar(c))) } else { digits = "overflow" + digits }
                pos += 1
            }
            if radix == 16, !digits.isEmpty, let t = hexFloat(digits, start, newline) { return t }
            if isIdentStart(peek()) || isDigit(peek()) {
                while isIdentStart(peek()) || isDigit(peek()) { pos += 1 }
                return error("invalid digit in integer literal", start, newline)
            }
            guard !digits.isEmpty else { return error("expected digits after '\(source.text(start, start + 2))'", start, newline) }
            guard let v = Int(digits, radix: radix) else {
                guard let u = UInt64(digits, radix: radix) else { return error("integer literal overflows UInt64", start, newline) }
                return unsignedLiteral(u, start, newline)
            }
            var t = make(.integer, start, newline)
            t.intValue = v
            return t
        }
        if let t = plainInteger(start, newline) { return t }
        var text = ""
        var isDouble = false
        func digits() {
            while isDigit(peek()) || peek() == UInt8(ascii: "_") {
                // A number never needs more digits than this to be read exactly.
                if peek() != UInt8(ascii: "_") && text.utf8.count < 1_000 { text.append(Character(UnicodeScalar(peek()))) }
                pos += 1
            }
        }
        digits()
        // A '.' followed by a digit continues the number (but `1..<3` is a range).
        if peek() == UInt8(ascii: ".") && isDigit(peek(1)) {
            isDouble = true
            text.append("."); pos += 1
            digits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            let save = pos
            var exp = "e"
            pos += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { exp.append(Character(UnicodeScalar(peek()))); pos += 1 }
            if isDigit(peek()) {
                isDouble = true
                text += exp
                digits()
            } else { pos = save }
        }
        if isIdentStart(peek()) {
            while isIdentStart(peek()) || isDigit(peek()) { pos += 1 }
            return error("invalid character in number literal '\(source.text(start, min(pos, start + 40)))'", start, newline)
        }
        if isDouble {
            var t = make(.double, start, newline)
            t.doubleValue = Double(text) ?? .infinity
            return t
        }
        guard let v = Int(text) else {
            guard let u = UInt64(text) else {
                return error("integer literal '\(source.text(start, min(pos, start + 40)))' overflows UInt64", start, newline)
            }
            return unsignedLiteral(u, start, newline)
        }
        var t = make(.integer, start, newline)
        t.intValue = v
        return t
    }

    /// `0xFp2`, `0x1.8p-1`: a hexadecimal Double, whose exponent `p` (a power of
    /// two) Swift requires; without one `0x1.byteSwapped` is a member of an Int.
    private mutating func hexFloat(_ digits: String, _ start: Int, _ newline: Bool) -> Token? {
        let save = pos
        var text = "0x" + digits
        if peek() == UInt8(ascii: "."), Character(UnicodeScalar(peek(1))).isHexDigit {
            text.append("."); pos += 1
            while Character(UnicodeScalar(peek())).isHexDigit || peek() == UInt8(ascii: "_") {
                if peek() != UInt8(ascii: "_") { text.append(Character(UnicodeScalar(peek()))) }
                pos += 1
            }
        }
        guard peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") else { pos = save; return nil }
        text.append("p"); pos += 1
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { text.append(Character(UnicodeScalar(peek()))); pos += 1 }
        guard isDigit(peek()) else { pos = save; return nil }
        while isDigit(peek()) || peek() == UInt8(ascii: "_") {
            if peek() != UInt8(ascii: "_") && text.utf8.count < 1_000 { text.append(Character(UnicodeScalar(peek()))) }
            pos += 1
        }
        guard let value = Double(text) else { pos = save; return nil }
        var t = make(.double, start, newline)
        t.doubleValue = value
        return t
    }

    /// An integer literal past `Int.max` that fits `UInt64` (an FNV offset
    /// basis): its bit pattern, marked so the parser makes it a `UInt64`.
    private func unsignedLiteral(_ u: UInt64, _ start: Int, _ newline: Bool) -> Token {
        var t = make(.integer, start, newline)
        t.intValue = Int(bitPattern: UInt(u))
        t.text = Lexer.unsignedMarker
        return t
    }

    /// What `text` of an integer token holds when its value is a UInt64's bits.
    static let unsignedMarker = "UInt64"


    /// A decimal integer of digits alone (`42`, not `4_2`, `4.2`, `4e2` or `42x`),
    /// read from the bytes without building its text; nil for anything else,
    /// overflow included, which `number` reads (and reports) the long way.
    private mutating func plainInteger(_ start: Int, _ newline: Bool) -> Token? {
        var i = start
        var value = 0
        while i < end, isDigit(bytes[i]) {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int(bytes[i] &- 48))
            if o1 || o2 { return nil }
            value = sum
            i += 1
        }
        if i < end {
            let c = bytes[i]
            if c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || isIdentStart(c) || c >= 0x80 { return nil }
        }
        pos = i
        var t = make(.integer, start, newline)
        t.intValue = value
        return t
    }

    // MARK: - Strings

    /// The opening quotes (the first is consumed): enters the string's text.
    /// At a `#` just read: how many `#` open a raw string here (0: none).
    private func rawStringHashes() -> Int {
        var n = 1
        while peek(n - 1) == UInt8(ascii: "#") { n += 1 }
        return peek(n - 1) == UInt8(ascii: "\"") ? n : 0
    }

    /// Whether `hashes` `#` follow the byte at `pos + offset`.
    private func hashesFollow(_ offset: Int, _ hashes: Int) -> Bool {
        for k in 0..<hashes where peek(offset + k) != UInt8(ascii: "#") { return false }
        return true
    }

    private mutating func stringStart(_ start: Int, _ newline: Bool, hashes: Int = 0) -> Token {
        let multiline = peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"")
        if multiline {
            pos += 2
            // The content starts on the line after the opening quotes.
            while peek() == UInt8(ascii: " ") || peek() == UInt8(ascii: "\t") { pos += 1 }
            if peek() == UInt8(ascii: "\r") { pos += 1 }
            if atEnd {
                incompleteAt = pos
                return error("unterminated string literal", start, newline)
            }
            guard peek() == UInt8(ascii: "\n") else {
                return error("multi-line string literal content must begin on a new line", start, newline)
            }
            pos += 1
        }
        modes.append(.string(start: start, multiline: multiline, hashes: hashes))
        var t = make(.string, start, newline)
        t.intValue = multiline ? 1 : 0
        return t
    }

    /// The next piece of a string: text, `\(`, or the closing quotes.
    private mutating func stringPart(_ start: Int, _ multiline: Bool, _ hashes: Int) -> Token {
        let partStart = pos
        var text: [UInt8] = []
        while true {
            if atEnd {
                if !text.isEmpty { return textToken(text, partStart) }
                // Only a multi-line string may go on past the end of a line (or a
                // string inside an interpolation that is still open).
                if multiline || modes.count > 2 { incompleteAt = pos }
                modes.removeLast()
                return error("unterminated string literal", start, false)
            }
            let c = peek()
            if c == UInt8(ascii: "\"") {
                if !multiline || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")),
                   hashesFollow(multiline ? 3 : 1, hashes) {
                    if !text.isEmpty { return textToken(text, partStart) }
                    pos += (multiline ? 3 : 1) + hashes
                    modes.removeLast()
                    return make(.stringEnd, partStart, false)
                }
                text.append(c); pos += 1; continue
            }
            if c == UInt8(ascii: "\n") && !multiline {
                if !text.isEmpty { return textToken(text, partStart) }
                modes.removeLast()
                return error("unterminated string literal", start, false)
            }
            if c == 0 {
                if !text.isEmpty { return textToken(text, partStart) }
                pos += 1
                return error("NUL byte in string literal; write \\0", pos - 1, false)
            }
            if c == UInt8(ascii: "\\"), !hashesFollow(1, hashes) {
                // In a raw string a backslash without its `#`s is text.
                text.append(c); pos += 1; continue
            }
            if c == UInt8(ascii: "\\") {
                pos += hashes
                if peek(1) == UInt8(ascii: "(") {
                    if !text.isEmpty { pos -= hashes; return textToken(text, partStart) }
                    pos += 2
                    modes.append(.code(parens: 0, interpolation: true))
                    return make(.interpolationBegin, partStart, false)
                }
                if let bad = escape(into: &text) {
                    // Report the escape; the string goes on being read after it.
                    return bad
                }
                continue
            }
            text.append(c)
            pos += 1
        }
    }

    private func textToken(_ text: [UInt8], _ start: Int) -> Token {
        var t = make(.stringText, start, false)
        t.text = String(decoding: text, as: UTF8.self)
        return t
    }

    /// Reads an escape at `pos` (the backslash) into `text`; an error token when
    /// it is not one.
    private mutating func escape(into text: inout [UInt8]) -> Token? {
        let escapeStart = pos
        pos += 1
        let e = peek()
        if atEnd { return nil }
        pos += 1
        switch e {
        case UInt8(ascii: "n"): text.append(10)
        case UInt8(ascii: "t"): text.append(9)
        case UInt8(ascii: "r"): text.append(13)
        case UInt8(ascii: "0"): text.append(0)
        case UInt8(ascii: "\""): text.append(34)
        case UInt8(ascii: "'"): text.append(39)
        case UInt8(ascii: "\\"): text.append(92)
        case UInt8(ascii: "u"):
            guard peek() == UInt8(ascii: "{") else { return error("expected '{' in \\u{…} escape", escapeStart, false) }
            pos += 1
            var hex = ""
            while !atEnd, hex.count <= 8, let d = Character(UnicodeScalar(peek())).hexDigitValue, d < 16 {
                hex.append(Character(UnicodeScalar(peek())))
                pos += 1
            }
            guard peek() == UInt8(ascii: "}") else {
                return error("expected '}' to end the \\u{…} escape", escapeStart, false)
            }
            pos += 1
            guard !hex.isEmpty, hex.count <= 8, let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
                return error("invalid unicode scalar '\\u{\(hex)}'", escapeStart, false)
            }
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
        case UInt8(ascii: "\n"):
            // A backslash at the end of a multi-line string's line joins lines;
            // in a one-line string it leaves the string unterminated.
            if case .string(_, true, _)? = modes.last {
                // Marked, so that `dedent` removes the next line's indentation too.
                text.append(contentsOf: Lexer.lineJoin.utf8)
                return nil
            }
            pos -= 1
            return error("unterminated string literal", escapeStart, false)
        default:
            return error("invalid escape sequence '\\\(Character(UnicodeScalar(e)))' in string literal", escapeStart, false)
        }
        return nil
    }

    /// Removes the closing delimiter's indentation from every line of a multi-line
    /// string and the final newline, as Swift does.
    /// Where a backslash joined two lines of a multi-line string (a noncharacter,
    /// removed by `dedent` with the indentation after it).
    static let lineJoin = String(Character(Unicode.Scalar(0xFDD0)!))

    static func dedent(_ parts: [InterpolationPart]) -> [InterpolationPart] {
        // The indentation is whatever follows the last newline of the last text part.
        func unjoined(_ ps: [InterpolationPart]) -> [InterpolationPart] {
            ps.map { if case .text(let s) = $0 { return .text(s.replacingJoins(indent: nil)) }; return $0 }
        }
        guard case .text(let last)? = parts.last, let nl = last.lastIndex(of: "\n") else {
            return unjoined(parts)
        }
        let indent = String(last[last.index(after: nl)...])
        guard indent.allSatisfy({ $0 == " " || $0 == "\t" }) else { return unjoined(parts) }
        var result: [InterpolationPart] = []
        var atLineStart = true
        for (i, part) in parts.enumerated() {
            switch part {
            case .expr:
                result.append(part)
                atLineStart = false
            case .text(var s):
                if i == parts.count - 1 { s = String(s[..<s.lastIndex(of: "\n")!]) }
                var lines = s.split(separator: "\n", omittingEmptySubsequences: false)
                for j in lines.indices {
                    var line = Substring(lines[j])
                    if (j > 0 || atLineStart) && line.hasPrefix(indent) { line = line.dropFirst(indent.count) }
                    lines[j] = line
                }
                result.append(.text(lines.joined(separator: "\n").replacingJoins(indent: indent)))
                atLineStart = s.hasSuffix("\n")
            }
        }
        return result
    }
}

/// `keywords` with each spelling packed into an integer, first byte lowest, listed
/// by their length (0 to 8 bytes), so an identifier is compared with a few, not all.
private let packedKeywords: [[(UInt64, TokenKind)]] = {
    var byLength = Array(repeating: [(UInt64, TokenKind)](), count: 9)
    for (name, kind) in keywords {
        var packed: UInt64 = 0
        for (i, b) in name.utf8.enumerated() { packed |= UInt64(b) << (8 * UInt64(i)) }
        byLength[name.utf8.count].append((packed, kind))
    }
    return byLength
}()

private extension String {
    /// The text with each line join removed, and `indent` after it (a joined
    /// line's own indentation, as Swift strips it).
    func replacingJoins(indent: String?) -> String {
        guard contains(Lexer.lineJoin) else { return self }
        let pieces = split(separator: Character(Lexer.lineJoin), omittingEmptySubsequences: false).map(String.init)
        var out = pieces[0]
        for piece in pieces.dropFirst() {
            if let indent, piece.hasPrefix(indent) { out += piece.dropFirst(indent.count) } else { out += piece }
        }
        return out
    }
}
