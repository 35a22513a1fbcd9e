/// The operators a program declares (`infix operator **: MultiplicationPrecedence`,
/// `prefix operator √`) and its precedence groups, read from the whole source
/// before it is lexed: an operator may be used above its declaration, and the
/// lexer must know `**` is one token, not two `*`.
struct OperatorDeclarations {
    enum Fixity { case prefix, infix, postfix }

    struct Operator {
        var fixities: Set<Fixity> = []
        /// The parser's precedence level for the infix form (see `Parser.level(of:)`).
        var level = 0
        var rightAssociative = false
    }

    /// By spelling.
    private(set) var operators: [String: Operator] = [:]
    /// The spellings, longest first (the lexer tries them in this order).
    private(set) var spellings: [[UInt8]] = []

    var isEmpty: Bool { operators.isEmpty }

    /// The level each standard precedence group has in the parser.
    static let standardLevels: [String: Int] = [
        "AssignmentPrecedence": 0, "TernaryPrecedence": 0, "DefaultPrecedence": 0,
        "LogicalDisjunctionPrecedence": 0, "LogicalConjunctionPrecedence": 1, "ComparisonPrecedence": 2,
        "NilCoalescingPrecedence": 3, "CastingPrecedence": 3, "RangeFormationPrecedence": 4,
        "AdditionPrecedence": 5, "MultiplicationPrecedence": 6, "BitwiseShiftPrecedence": 7,
    ]
    /// The tightest level: for groups declared above `BitwiseShiftPrecedence`.
    static let topLevel = 8

    init() {}

    init(scanning bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
        let end = end ?? bytes.count
        // Swift's own library still declares `++` and `--` (prefix and postfix):
        // a program that defines one (`static prefix func ++`) uses it undeclared.
        for spelling in ["++", "--"] where OperatorDeclarations.contains(bytes, "func " + spelling, start, end) {
            operators[spelling] = Operator(fixities: [.prefix, .postfix])
        }
        defer { spellings = operators.keys.map { Array($0.utf8) }.sorted { $0.count > $1.count } }
        guard OperatorDeclarations.contains(bytes, "operator", start, end) else { return }
        var scanner = Scanner(bytes: bytes, pos: start, end: end)
        var groups: [String: (higher: [String], lower: [String], right: Bool)] = [:]
        var declared: [(String, Fixity, String?)] = []
        while let word = scanner.nextWord() {
            switch word {
            case "infix", "prefix", "postfix":
                var s = scanner
                guard s.nextWord() == "operator", let spelling = s.operatorRun() else { continue }
                var group: String? = nil
                if word == "infix", s.skipBlanks(), s.peek == UInt8(ascii: ":") {
                    s.pos += 1
                    group = s.nextWord()
                }
                declared.append((spelling, word == "infix" ? .infix : word == "prefix" ? .prefix : .postfix, group))
                scanner = s
            case "precedencegroup":
                guard let name = scanner.nextWord() else { continue }
                var higher: [String] = [], lower: [String] = [], right = false
                var s = scanner
                guard s.skipBlanks(), s.peek == UInt8(ascii: "{") else { continue }
                s.pos += 1
                var key = ""
                while s.pos < s.end, s.skipBlanks(), s.peek != UInt8(ascii: "}") {
                    if s.peek == UInt8(ascii: ":") || s.peek == UInt8(ascii: ",") { s.pos += 1; continue }
                    guard let w = s.nextWord(onlyHere: true) else { s.pos += 1; continue }
                    switch w {
                    case "higherThan", "lowerThan", "associativity", "assignment": key = w
                    default:
                        if key == "higherThan" { higher.append(w) }
                        if key == "lowerThan" { lower.append(w) }
                        if key == "associativity" { right = w == "right" }
                    }
                }
                groups[name] = (higher, lower, right)
                scanner = s
            default: continue
            }
        }
        // A group's level: one above the tightest it is higher than, else one
        // below the loosest it is lower than (a chain of groups is followed).
        func level(_ group: String, _ depth: Int = 0) -> Int {
            if let l = OperatorDeclarations.standardLevels[group] { return l }
            guard depth < 16, let g = groups[group] else { return 0 }
            if let h = g.higher.map({ level($0, depth + 1) }).max() { return min(h + 1, OperatorDeclarations.topLevel) }
            if let l = g.lower.map({ level($0, depth + 1) }).min() { return max(l - 1, 0) }
            return 0
        }
        for (spelling, fixity, group) in declared {
            var op = operators[spelling] ?? Operator()
            op.fixities.insert(fixity)
            if fixity == .infix, let group {
                op.level = level(group)
                op.rightAssociative = groups[group]?.right ?? (group == "AssignmentPrecedence" || group == "TernaryPrecedence")
            }
            operators[spelling] = op
        }
    }

    private static func contains(_ bytes: [UInt8], _ word: String, _ start: Int, _ end: Int) -> Bool {
        let w = Array(word.utf8)
        guard end - start >= w.count else { return false }
        var i = start
        while i + w.count <= end {
            if bytes[i] == w[0] {
                var k = 1
                while k < w.count, bytes[i + k] == w[k] { k += 1 }
                if k == w.count { return true }
            }
            i += 1
        }
        return false
    }

    /// Whether `c` may be part of an operator (Swift's operator characters, in
    /// ASCII and the Unicode blocks of symbols and arrows).
    static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7: return true
        case 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E: return true
        case 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030: return true
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F: return true
        default: return false
        }
    }

    /// The declared operator spelled at `pos`, when the operator characters
    /// there are exactly it (Swift reads the longest run as one operator).
    func match(_ bytes: [UInt8], at pos: Int, end: Int) -> Int? {
        for s in spellings where pos + s.count <= end && bytes[pos] == s[0] {
            var k = 1
            while k < s.count, bytes[pos + k] == s[k] { k += 1 }
            guard k == s.count else { continue }
            let after = pos + s.count
            if after < end, let next = OperatorDeclarations.scalar(bytes, at: after, end: end), OperatorDeclarations.isOperatorCharacter(next) {
                // `func ′<T>(…)`: Swift splits a `<` opening generic parameters
                // off an operator function's name (only there: `a ′<b` is one run).
                if next == "<", OperatorDeclarations.opensGenericParameters(bytes, at: after, end: end),
                   OperatorDeclarations.followsFunc(bytes, at: pos) { return s.count }
                continue
            }
            return s.count
        }
        return nil
    }

    /// Whether `<` at `pos` is followed by a name, as generic parameters are.
    private static func opensGenericParameters(_ bytes: [UInt8], at pos: Int, end: Int) -> Bool {
        guard pos + 1 < end, let letter = scalar(bytes, at: pos + 1, end: end) else { return false }
        return letter.properties.isAlphabetic || letter == "_"
    }

    /// Whether the word before `pos` (past blanks) is the keyword `func`.
    private static func followsFunc(_ bytes: [UInt8], at pos: Int) -> Bool {
        var i = pos - 1
        while i >= 0, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i -= 1 }
        guard i >= 3, bytes[(i - 3)...i].elementsEqual("func".utf8) else { return false }
        guard i >= 4 else { return true }
        let before = bytes[i - 4]
        return !(before == UInt8(ascii: "_") || (before >= 0x30 && before <= 0x39) || (before | 0x20 >= 0x61 && before | 0x20 <= 0x7A) || before >= 0x80)
    }

    static func scalar(_ bytes: [UInt8], at pos: Int, end: Int) -> Unicode.Scalar? {
        var decoder = UTF8()
        var iterator = bytes[pos..<min(end, pos + 4)].makeIterator()
        if case .scalarValue(let s) = decoder.decode(&iterator) { return s }
        return nil
    }

    /// Reads words and operator runs, skipping comments and string literals.
    private struct Scanner {
        let bytes: [UInt8]
        var pos: Int
        let end: Int

        var peek: UInt8 { pos < end ? bytes[pos] : 0 }

        /// Skips blanks and comments; false at the end.
        mutating func skipBlanks() -> Bool {
            while pos < end {
                let c = bytes[pos]
                if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { pos += 1; continue }
                if c == UInt8(ascii: "/"), pos + 1 < end, bytes[pos + 1] == UInt8(ascii: "/") {
                    while pos < end, bytes[pos] != UInt8(ascii: "\n") { pos += 1 }
                    continue
                }
                if c == UInt8(ascii: "/"), pos + 1 < end, bytes[pos + 1] == UInt8(ascii: "*") {
                    pos += 2
                    while pos + 1 < end, !(bytes[pos] == UInt8(ascii: "*") && bytes[pos + 1] == UInt8(ascii: "/")) { pos += 1 }
                    pos += 2
                    continue
                }
                return true
            }
            return false
        }

        static func isWordByte(_ c: UInt8) -> Bool {
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
        }

        /// The next word (skipping anything else, strings included), or with
        /// `onlyHere` the word at this point only.
        mutating func nextWord(onlyHere: Bool = false) -> String? {
            while skipBlanks() {
                let c = bytes[pos]
                if Scanner.isWordByte(c) {
                    let start = pos
                    while pos < end, Scanner.isWordByte(bytes[pos]) { pos += 1 }
                    return String(decoding: bytes[start..<pos], as: UTF8.self)
                }
                if onlyHere { return nil }
                if c == UInt8(ascii: "\"") {
                    pos += 1
                    while pos < end, bytes[pos] != UInt8(ascii: "\"") {
                        if bytes[pos] == UInt8(ascii: "\\") { pos += 1 }
                        pos += 1
                    }
                }
                pos += 1
            }
            return nil
        }

        /// The operator characters here, as one spelling.
        mutating func operatorRun() -> String? {
            guard skipBlanks() else { return nil }
            let start = pos
            while pos < end, let s = OperatorDeclarations.scalar(bytes, at: pos, end: end),
                  OperatorDeclarations.isOperatorCharacter(s) || (s == "." && (pos == start || bytes[start] == UInt8(ascii: "."))) {
                pos += String(s).utf8.count
            }
            return pos > start ? String(decoding: bytes[start..<pos], as: UTF8.self) : nil
        }
    }
}
