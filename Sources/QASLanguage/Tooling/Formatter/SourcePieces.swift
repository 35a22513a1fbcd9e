/// A program cut into what the formatter moves around: tokens, whole string
/// literals and comments, each with the blanks that stood before it. The pieces'
/// text is the source's own; only the blanks between them are the formatter's.
struct SourcePiece {
    enum Kind: Equatable {
        case token(TokenKind)
        /// A whole string literal, interpolations included, kept byte for byte.
        case string
        case lineComment, blockComment
        /// A first line starting with `#!`.
        case shebang
    }

    /// What a token does where it stands, where that decides the blanks around it.
    enum Role: Equatable {
        case plain
        /// `-x`, `!x`, `&x`, `...x`: an operator before its operand.
        case prefix
        /// `x!`, `x?` and `x...`: an operator after its operand.
        case postfix
        /// An operator between two operands.
        case binary
        /// The `?` and `:` of `c ? a : b`.
        case ternary
        /// The angle brackets of `Array<Int>` and `func f<T>`.
        case genericAngle
    }

    var kind: Kind
    var text: String
    /// Line breaks in the blanks and comments before this piece.
    var lineBreaksBefore: Int
    /// Blanks (or a line break) directly before this piece.
    var spaceBefore: Bool
    var role: Role = .plain
    /// For a comment, the column (in Unicode scalars, from 0) it started at.
    var column: Int? = nil
    /// A name right after `.`: a member, never a keyword (`.some(x)`).
    var isMemberName = false
    /// For an opening bracket, the index of the piece that closes it.
    var match: Int? = nil

    var tokenKind: TokenKind? {
        if case .token(let k) = kind { return k }
        return nil
    }
    var isComment: Bool { kind == .lineComment || kind == .blockComment }
    var isOpener: Bool { kind == .token(.lBrace) || kind == .token(.lParen) || kind == .token(.lBracket) }
    var isCloser: Bool { kind == .token(.rBrace) || kind == .token(.rParen) || kind == .token(.rBracket) }

    /// The opening bracket a closing one pairs with.
    static func opener(closedBy kind: TokenKind) -> TokenKind? {
        switch kind {
        case .rBrace: return .lBrace
        case .rParen: return .lParen
        case .rBracket: return .lBracket
        default: return nil
        }
    }
    var isMultiline: Bool { text.utf8.contains(10) }

    /// Words the parser reads as keywords though they lex as names: an operator
    /// after them starts an operand (`try -x`), it does not join two.
    static let contextualKeywords: Set<String> = [
        "try", "await", "where", "is", "as", "some", "any", "inout", "throws", "rethrows",
    ]

    /// Whether an operand ends with this piece: what follows it may be a call,
    /// a member, a subscript or a binary operator.
    var endsOperand: Bool {
        switch kind {
        case .string: return true
        case .token(let k):
            switch k {
            case .identifier: return isMemberName || !SourcePiece.contextualKeywords.contains(text)
            case .integer, .double, .dollarParam, .kTrue, .kFalse, .kNil, .rParen, .rBracket, .rBrace: return true
            case .question, .bang, .closedRange, .halfOpenRange: return role == .postfix
            case .greater, .shiftRight: return role == .genericAngle
            default: return false
            }
        default: return false
        }
    }

    /// Whether an operand can start with this piece.
    var startsOperand: Bool {
        switch kind {
        case .string: return true
        case .token(let k):
            switch k {
            case .identifier, .integer, .double, .dollarParam, .kTrue, .kFalse, .kNil, .lParen, .lBracket, .lBrace,
                 .dot, .backslash, .minus, .bang, .amp, .tilde, .closedRange, .halfOpenRange:
                return true
            default: return false
            }
        default: return false
        }
    }

    /// Operators that join two operands when they stand between them: the
    /// parser's binary operators (`Parser.level(of:)`), assignments and `->`.
    static func isBinaryOperator(_ kind: TokenKind) -> Bool {
        if Parser.level(of: kind) != nil { return true }
        switch kind {
        case .equal, .plusEqual, .minusEqual, .starEqual, .slashEqual, .percentEqual,
             .ampEqual, .pipeEqual, .caretEqual, .shiftLeftEqual, .shiftRightEqual, .arrow,
             .ampPlusEqual, .ampMinusEqual, .ampStarEqual:
            return true
        default:
            return false
        }
    }
    /// Operators that may also stand before their operand.
    static let prefixOperators: Set<TokenKind> = [.minus, .bang, .amp, .tilde, .plus, .closedRange, .halfOpenRange]
}

/// Cuts source into pieces and works out each token's role.
enum SourcePieces {
    /// The pieces of `source`, or the first lexical error's message and offset.
    static func cut(_ source: Source) -> Result<[SourcePiece], SourcePieceError> {
        var lexer = Lexer(source: source)
        let bytes = source.bytes
        var pieces: [SourcePiece] = []
        var previousEnd = 0
        // The byte order mark is dropped; a shebang line is kept as it is.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { previousEnd = 3 }
        if bytes[previousEnd...].starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) {
            var end = previousEnd
            while end < bytes.count && bytes[end] != 10 { end += 1 }
            pieces.append(SourcePiece(kind: .shebang, text: source.text(previousEnd, end), lineBreaksBefore: 0, spaceBefore: false))
            previousEnd = end
        }
        var stringStart: Int? = nil
        var stringDepth = 0
        while true {
            let token = lexer.next()
            if token.kind == .error { return .failure(SourcePieceError(message: token.text, offset: token.range.start)) }
            if let directive = lexer.firstDirective {
                // The code of a branch not taken is not in the tokens: laying out
                // the rest would drop it.
                return .failure(SourcePieceError(message: "qas fmt does not lay out code with #if, #warning or #error yet; the file is left as it is", offset: directive))
            }
            if stringDepth > 0 {
                // Inside a string literal: only its end matters.
                if token.kind == .string { stringDepth += 1 }
                if token.kind == .stringEnd { stringDepth -= 1 }
                if stringDepth == 0, let start = stringStart {
                    pieces[pieces.count - 1].text = source.text(start, token.range.end)
                    previousEnd = token.range.end
                    stringStart = nil
                }
                continue
            }
            let (breaks, space) = gap(bytes, previousEnd, token.range.start, source, into: &pieces)
            if token.kind == .eof { break }
            if token.kind == .string {
                stringStart = token.range.start
                stringDepth = 1
                pieces.append(SourcePiece(kind: .string, text: "", lineBreaksBefore: breaks, spaceBefore: space))
                continue
            }
            pieces.append(SourcePiece(kind: .token(token.kind), text: source.text(token.range.start, token.range.end),
                                      lineBreaksBefore: breaks, spaceBefore: space))
            previousEnd = token.range.end
        }
        assignRoles(&pieces)
        return .success(pieces)
    }

    /// Reads the blanks and comments between two tokens, appending the comments;
    /// returns the line breaks and whether a blank stood after the last comment.
    private static func gap(_ bytes: [UInt8], _ start: Int, _ end: Int, _ source: Source,
                            into pieces: inout [SourcePiece]) -> (Int, Bool) {
        var i = start
        var breaks = 0
        var space = false
        while i < end {
            let c = bytes[i]
            if c == 10 { breaks += 1; space = true; i += 1 }
            else if c == 32 || c == 9 || c == 13 { space = true; i += 1 }
            else if c == UInt8(ascii: "/") && i + 1 < end && bytes[i + 1] == UInt8(ascii: "/") {
                var j = i
                while j < end && bytes[j] != 10 { j += 1 }
                var text = source.text(i, j)
                if text.hasSuffix("\r") { text.removeLast() }
                var comment = SourcePiece(kind: .lineComment, text: text, lineBreaksBefore: breaks, spaceBefore: space)
                comment.column = column(bytes, i)
                pieces.append(comment)
                breaks = 0; space = false
                i = j
            } else if c == UInt8(ascii: "/") && i + 1 < end && bytes[i + 1] == UInt8(ascii: "*") {
                var j = i + 2
                var depth = 1
                while j < end && depth > 0 {
                    if bytes[j] == UInt8(ascii: "/") && j + 1 < end && bytes[j + 1] == UInt8(ascii: "*") { depth += 1; j += 2 }
                    else if bytes[j] == UInt8(ascii: "*") && j + 1 < end && bytes[j + 1] == UInt8(ascii: "/") { depth -= 1; j += 2 }
                    else { j += 1 }
                }
                pieces.append(SourcePiece(kind: .blockComment, text: source.text(i, j), lineBreaksBefore: breaks, spaceBefore: space))
                breaks = 0; space = false
                i = j
            } else {
                i += 1
            }
        }
        return (breaks, space)
    }

    /// The column of byte `i`: the Unicode scalars (UTF-8 lead bytes) since its line began.
    private static func column(_ bytes: [UInt8], _ i: Int) -> Int {
        var start = i
        while start > 0 && bytes[start - 1] != 10 { start -= 1 }
        return bytes[start..<i].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// Pairs brackets and decides what each operator does where it stands.
    private static func assignRoles(_ pieces: inout [SourcePiece]) {
        var open: [Int] = []
        /// Bracket depths at which a ternary `?` waits for its `:`.
        var ternaries: [Int] = []
        var previous: Int? = nil
        for i in pieces.indices {
            guard case .token(let kind) = pieces[i].kind else {
                if pieces[i].kind == .string { previous = i }
                continue
            }
            // The code piece just before on the same line, if any.
            var before: SourcePiece? = nil
            if let p = previous, pieces[i].lineBreaksBefore == 0, !hasCommentBetween(pieces, p, i) { before = pieces[p] }
            let attached = !pieces[i].spaceBefore && before != nil
            let next = nextCode(pieces, after: i)
            // An operator starting a line after an operand carries the statement on,
            // as the parser reads it: always for a binary-only operator, and for one
            // that may also be a prefix when a blank follows it on its line.
            if pieces[i].lineBreaksBefore > 0, let p = previous, pieces[p].endsOperand,
               SourcePiece.isBinaryOperator(kind) || kind == .less {
                let mayBePrefix = SourcePiece.prefixOperators.contains(kind) || kind == .less
                if !mayBePrefix || next.map({ pieces[$0].spaceBefore && pieces[$0].lineBreaksBefore == 0 }) == true {
                    pieces[i].role = .binary
                    previous = i
                    continue
                }
            }
            if kind == .identifier && before?.tokenKind == .dot { pieces[i].isMemberName = true }
            switch kind {
            case .lBrace, .lParen, .lBracket:
                open.append(i)
            case .rBrace, .rParen, .rBracket:
                // Only a bracket of the same kind closes a block the layout opens.
                if let o = open.popLast(), pieces[o].tokenKind == SourcePiece.opener(closedBy: kind) { pieces[o].match = i }
                while let t = ternaries.last, t > open.count { ternaries.removeLast() }
            case .question, .bang:
                if attached, let b = before, b.endsOperand || b.text == "as" || b.text == "try" {
                    pieces[i].role = .postfix
                } else if kind == .question {
                    pieces[i].role = .ternary
                    ternaries.append(open.count)
                } else {
                    pieces[i].role = .prefix
                }
            case .colon:
                if ternaries.last == open.count {
                    ternaries.removeLast()
                    pieces[i].role = .ternary
                }
            case .less where pieces[i].role != .genericAngle:
                // `Array<Int>`, `func f<T>`, and `func ′<T>` (the lexer splits `<`
                // off an operator function's name only there).
                if let b = before, b.tokenKind == .identifier && (attached || b.text.first?.isUppercase == true)
                    || b.tokenKind == .customOperator && attached, markGeneric(&pieces, from: i) {
                    break
                }
                pieces[i].role = .binary
            case .less:
                // An inner list's `<`, marked with the outer one (`Set<Set<String>>`).
                break
            case .greater, .shiftRight:
                if pieces[i].role != .genericAngle { pieces[i].role = .binary }
            case .closedRange, .halfOpenRange:
                if before?.endsOperand != true { pieces[i].role = .prefix }
                else if next.map({ !pieces[$0].startsOperand || pieces[$0].lineBreaksBefore > 0 }) ?? true { pieces[i].role = .postfix }
                else { pieces[i].role = .binary }
            default:
                if SourcePiece.prefixOperators.contains(kind) && before?.endsOperand != true {
                    pieces[i].role = .prefix
                } else if SourcePiece.isBinaryOperator(kind) {
                    pieces[i].role = .binary
                }
            }
            previous = i
        }
    }

    /// Marks `<` at `start` and its closing `>` as generic angle brackets when only
    /// what a type's arguments hold comes between them.
    private static func markGeneric(_ pieces: inout [SourcePiece], from start: Int) -> Bool {
        var depth = 0
        var angles: [Int] = []
        var i = start
        while i < pieces.count {
            guard case .token(let k) = pieces[i].kind, i == start || pieces[i].lineBreaksBefore == 0 else { return false }
            switch k {
            case .less: depth += 1; angles.append(i)
            case .greater: depth -= 1; angles.append(i)
            case .shiftRight: depth -= 2; angles.append(i)
            case .identifier, .comma, .colon, .dot, .lBracket, .rBracket, .lParen, .rParen, .question, .bang, .arrow, .amp:
                break
            default: return false
            }
            if depth < 0 { return false }
            if depth == 0 {
                // `a<b, c>d` compares: a type's arguments are not followed by a name or value.
                if let n = nextCode(pieces, after: i), pieces[n].lineBreaksBefore == 0, pieces[n].kind == .string
                    || [.identifier, .integer, .double].contains(pieces[n].tokenKind)
                    && !SourcePiece.contextualKeywords.contains(pieces[n].text) {
                    return false
                }
                for a in angles { pieces[a].role = .genericAngle }
                return true
            }
            i += 1
        }
        return false
    }

    private static func hasCommentBetween(_ pieces: [SourcePiece], _ a: Int, _ b: Int) -> Bool {
        a + 1 < b && pieces[(a + 1)..<b].contains { $0.isComment }
    }

    private static func nextCode(_ pieces: [SourcePiece], after i: Int) -> Int? {
        var j = i + 1
        while j < pieces.count && pieces[j].isComment { j += 1 }
        return j < pieces.count ? j : nil
    }
}

/// Source the formatter cannot lay out because it does not lex.
struct SourcePieceError: Error {
    let message: String
    let offset: Int
}
