/// Turns UTF-8 bytes into tokens. Errors become `.error` tokens so the parser
/// reports them in place; an unterminated construct at the end of input is marked
/// incomplete so the REPL can ask for more.
struct Lexer {
    let source: Source
    let bytes: [UInt8]
    var pos: Int
    let end: Int
    /// Offsets at which the input ended inside a string or comment.
    var incompleteAt: Int? = nil

    init(source: Source, start: Int = 0, end: Int? = nil) {
        self.source = source
        self.bytes = source.bytes
        self.pos = start
        self.end = end ?? source.bytes.count
        // A first line starting with #! is a shebang, not code.
        if start == 0, bytes.count >= 2, bytes[0] == UInt8(ascii: "#"), bytes[1] == UInt8(ascii: "!") {
            while pos < self.end, bytes[pos] != UInt8(ascii: "\n") { pos += 1 }
        }
    }

    /// All tokens up to and including `.eof`.
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

    private func error(_ message: String, _ start: Int, _ newline: Bool) -> Token {
        var t = make(.error, start, newline)
        t.text = message
        return t
    }

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

    mutating func next() -> Token {
        let (newline, commentError) = skipTrivia()
        if let e = commentError { return e }
        let start = pos
        if atEnd { return make(.eof, start, newline) }
        let c = peek()
        pos += 1
        switch c {
        case UInt8(ascii: "("): return make(.lParen, start, newline)
        case UInt8(ascii: ")"): return make(.rParen, start, newline)
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
        case UInt8(ascii: "="): return op(.equal, .equalEqual, start, newline)
        case UInt8(ascii: "!"): return op(.bang, .bangEqual, start, newline)
        case UInt8(ascii: "<"): return op(.less, .lessEqual, start, newline)
        case UInt8(ascii: ">"): return op(.greater, .greaterEqual, start, newline)
        case UInt8(ascii: "-"):
            if peek() == UInt8(ascii: ">") { pos += 1; return make(.arrow, start, newline) }
            return op(.minus, .minusEqual, start, newline)
        case UInt8(ascii: "&"):
            if peek() == UInt8(ascii: "&") { pos += 1; return make(.ampAmp, start, newline) }
            return error("unexpected character '&'; did you mean '&&'?", start, newline)
        case UInt8(ascii: "|"):
            if peek() == UInt8(ascii: "|") { pos += 1; return make(.pipePipe, start, newline) }
            return error("unexpected character '|'; did you mean '||'?", start, newline)
        case UInt8(ascii: "?"):
            if peek() == UInt8(ascii: "?") { pos += 1; return make(.questionQuestion, start, newline) }
            return make(.question, start, newline)
        case UInt8(ascii: "."):
            if peek() == UInt8(ascii: ".") && peek(1) == UInt8(ascii: "<") { pos += 2; return make(.halfOpenRange, start, newline) }
            if peek() == UInt8(ascii: ".") && peek(1) == UInt8(ascii: ".") { pos += 2; return make(.closedRange, start, newline) }
            return make(.dot, start, newline)
        case UInt8(ascii: "\""): return string(start, newline)
        case UInt8(ascii: "$"):
            guard isDigit(peek()) else { return error("'$' must be followed by a digit, as in $0", start, newline) }
            var n = 0, digits = 0
            while isDigit(peek()) { n = min(n * 10 + Int(peek() - 48), 1_000_000); digits += 1; pos += 1 }
            guard digits <= Limits.dollarParameterDigits else {
                return error("anonymous closure parameters go from $0 to $99", start, newline)
            }
            var t = make(.dollarParam, start, newline)
            t.intValue = n
            return t
        case 0: return error("unexpected NUL byte in source", start, newline)
        default:
            if isDigit(c) { return number(start, newline) }
            if isIdentStart(c) { return identifier(start, newline) }
            if c >= 0x80 {
                pos = start
                guard let scalar = decodeScalar() else {
                    pos = start + 1
                    return error("invalid UTF-8 in source", start, newline)
                }
                if scalar.properties.isAlphabetic || scalar.properties.isEmoji && scalar.value > 0xFF {
                    return identifier(start, newline)
                }
                return error("unexpected character '\(Character(scalar))'", start, newline)
            }
            let shown = c < 0x20 || c == 0x7F ? "\\u{\(String(c, radix: 16))}" : String(UnicodeScalar(c))
            return error("unexpected character '\(shown)'", start, newline)
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
        let name = source.text(start, pos)
        var t = make(keywords[name] ?? .identifier, start, newline)
        t.text = name
        return t
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
                digits.append(Character(UnicodeScalar(c)))
                pos += 1
            }
            if isIdentStart(peek()) || isDigit(peek()) {
                while isIdentStart(peek()) || isDigit(peek()) { pos += 1 }
                return error("invalid digit in integer literal", start, newline)
            }
            guard !digits.isEmpty else { return error("expected digits after '\(source.text(start, start + 2))'", start, newline) }
            guard let v = Int(digits, radix: radix) else { return error("integer literal overflows Int", start, newline) }
            var t = make(.integer, start, newline)
            t.intValue = v
            return t
        }
        var text = ""
        var isDouble = false
        func digits() { while isDigit(peek()) || peek() == UInt8(ascii: "_") { if peek() != UInt8(ascii: "_") { text.append(Character(UnicodeScalar(peek()))) }; pos += 1 } }
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
            return error("invalid character in number literal '\(source.text(start, pos))'", start, newline)
        }
        if isDouble {
            var t = make(.double, start, newline)
            t.doubleValue = Double(text) ?? .infinity
            return t
        }
        guard let v = Int(text) else { return error("integer literal '\(source.text(start, pos))' overflows Int", start, newline) }
        var t = make(.integer, start, newline)
        t.intValue = v
        return t
    }

    /// Lexes a string literal (the opening quote is consumed), single or triple-quoted.
    private mutating func string(_ start: Int, _ newline: Bool) -> Token {
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
        var parts: [StringPart] = []
        var text: [UInt8] = []
        var bad: Token? = nil
        func flush() { if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))); text = [] } }
        while true {
            if atEnd {
                // Only a multi-line string may go on past the end of a line.
                if multiline { incompleteAt = pos }
                return error("unterminated string literal", start, newline)
            }
            let c = peek()
            if c == UInt8(ascii: "\"") {
                if !multiline { pos += 1; break }
                if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") { pos += 3; break }
                text.append(c); pos += 1; continue
            }
            if c == UInt8(ascii: "\n") && !multiline {
                return error("unterminated string literal", start, newline)
            }
            if c == 0 { pos += 1; bad = bad ?? error("NUL byte in string literal; write \\0", pos - 1, newline); continue }
            if c == UInt8(ascii: "\\") {
                let escapeStart = pos
                pos += 1
                let e = peek()
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
                    guard peek() == UInt8(ascii: "{") else {
                        bad = bad ?? error("expected '{' in \\u{…} escape", escapeStart, newline); continue
                    }
                    pos += 1
                    var hex = ""
                    while !atEnd, peek() != UInt8(ascii: "}"), hex.count <= 8, peek() != UInt8(ascii: "\"") {
                        hex.append(Character(UnicodeScalar(peek()))); pos += 1
                    }
                    if peek() == UInt8(ascii: "}") { pos += 1 }
                    if let v = UInt32(hex, radix: 16), hex.count <= 8, let scalar = Unicode.Scalar(v) {
                        text.append(contentsOf: Array(String(Character(scalar)).utf8))
                    } else {
                        bad = bad ?? error("invalid unicode scalar '\\u{\(hex)}'", escapeStart, newline)
                    }
                case UInt8(ascii: "("):
                    flush()
                    let codeStart = pos
                    guard let codeEnd = skipInterpolation() else {
                        if atEnd { incompleteAt = pos }
                        return error("unterminated string interpolation", escapeStart, newline)
                    }
                    parts.append(.code(SourceRange(codeStart, codeEnd)))
                case UInt8(ascii: "\n") where multiline:
                    continue // a backslash at the end of a line joins lines
                default:
                    if atEnd || e == UInt8(ascii: "\n") {
                        bad = bad ?? error("unterminated string literal", start, newline)
                    } else {
                        bad = bad ?? error("invalid escape sequence '\\\(Character(UnicodeScalar(e)))' in string literal", escapeStart, newline)
                    }
                }
                continue
            }
            text.append(c)
            pos += 1
        }
        if let bad { return bad }
        flush()
        if multiline { parts = Lexer.dedent(parts) }
        var t = make(.string, start, newline)
        t.parts = parts
        return t
    }

    /// Skips the code of `\( … )` (the '(' is consumed); returns the offset of the
    /// closing ')' or nil when the input ends first.
    private mutating func skipInterpolation() -> Int? {
        var depth = 1
        while true {
            let t = next()
            switch t.kind {
            case .eof: return nil
            case .error where t.text.hasPrefix("unterminated"): return nil
            case .lParen: depth += 1
            case .rParen:
                depth -= 1
                if depth == 0 { return t.range.start }
            default: break
            }
        }
    }

    /// Removes the closing delimiter's indentation from every line of a multi-line
    /// string and the final newline, as Swift does.
    static func dedent(_ parts: [StringPart]) -> [StringPart] {
        // The indentation is whatever follows the last newline of the last text part.
        guard case .text(let last)? = parts.last, let nl = last.lastIndex(of: "\n") else {
            return parts
        }
        let indent = String(last[last.index(after: nl)...])
        guard indent.allSatisfy({ $0 == " " || $0 == "\t" }) else { return parts }
        var result: [StringPart] = []
        var atLineStart = true
        for (i, part) in parts.enumerated() {
            switch part {
            case .code:
                result.append(part)
                atLineStart = false
            case .text(var s):
                if i == parts.count - 1 { s = String(s[..<s.lastIndex(of: "\n")!]) }
                var out = ""
                var lines = s.split(separator: "\n", omittingEmptySubsequences: false)
                for j in lines.indices {
                    var line = Substring(lines[j])
                    if (j > 0 || atLineStart) && line.hasPrefix(indent) { line = line.dropFirst(indent.count) }
                    lines[j] = line
                }
                out = lines.joined(separator: "\n")
                result.append(.text(out))
                atLineStart = s.hasSuffix("\n")
            }
        }
        return result
    }
}
