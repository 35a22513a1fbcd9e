/// Checks that a layout kept a program's meaning, token by token: the same tokens
/// (less `;`), no line break taken away (but `{` `}` closing up), line breaks added
/// only where a statement or block ends or a block begins, and every token the
/// parser reads attached (`x?`, `x!`, `f(`, `a[`, `.b`, `-x`) still attached.
/// `qas fmt` refuses a layout that fails this, and the fuzzer checks it.
enum SourceFormatCheck {
    static func keepsMeaning(_ original: Source, _ formatted: Source) -> Bool {
        let a = tokens(original), b = tokens(formatted)
        guard a.count == b.count else { return false }
        for i in a.indices {
            let x = a[i], y = b[i]
            guard x.kind == y.kind, x.text == y.text else { return false }
            // Blank lines before the first token are nothing the parser reads.
            if x.newline && !y.newline && i > 0 {
                // Only `{` and `}` with nothing between close up.
                guard x.kind == .rBrace, i > 0, a[i - 1].kind == .lBrace else { return false }
            }
            if y.newline && !x.newline {
                guard x.afterSemicolon || x.kind == .rBrace || i > 0 && (a[i - 1].kind == .lBrace || a[i - 1].kind == .kIn)
                else { return false }
            }
            if x.attached && !y.attached && !x.newline && !y.newline && attachmentMatters(x.kind, after: i > 0 ? a[i - 1].kind : nil) {
                return false
            }
            // A declared operator's blanks decide its fixity (`√x`, `a ** b`).
            if !x.newline && !y.newline && x.attached != y.attached
                && (x.kind == .customOperator || i > 0 && a[i - 1].kind == .customOperator) {
                return false
            }
            // `x!?` and `x! ?` are different programs (`, !x` and `,!x` are not).
            if (x.kind == .question || x.kind == .bang), i > 0, endsOperand(a[i - 1].kind), x.attached != y.attached {
                return false
            }
            if i > 0, a[i - 1].attachedAfter, !b[i - 1].attachedAfter, !y.newline { return false }
        }
        return true
    }

    private struct Seen {
        var kind: TokenKind
        var text: String
        var newline: Bool
        /// No blank between this token and the one before.
        var attached: Bool
        /// A `.` or `\\` with the next token attached (`.b`, `\\.title`).
        var attachedAfter: Bool
        var afterSemicolon: Bool
    }

    /// Whether `kind` attached to the token before means something other than
    /// detached: `SourceSpacing` keeps such pieces attached.
    static func attachmentMatters(_ kind: TokenKind, after previous: TokenKind?) -> Bool {
        switch kind {
        case .question, .bang, .lParen, .lBracket, .dot:
            // A postfix operator, call, subscript or member, not `,!x`, `if (`,
            // `return [`, `icon:.compose`.
            return previous.map(endsOperand) ?? false
        default: return false
        }
    }

    /// Tokens an operand (or `@attribute`) may end with.
    private static func endsOperand(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .rParen, .rBracket, .rBrace, .question, .bang, .greater, .stringEnd, .integer, .double,
             .dollarParam, .attribute, .kTrue, .kFalse, .kNil:
            return true
        default: return false
        }
    }

    private static func tokens(_ source: Source) -> [Seen] {
        var lexer = Lexer(source: source)
        var seen: [Seen] = []
        var previousEnd = -1
        var semicolon = false
        while true {
            let t = lexer.next()
            if t.kind == .eof || t.kind == .error { break }
            if t.kind == .semicolon { semicolon = true; previousEnd = t.range.end; continue }
            let text = source.text(t.range.start, t.range.end)
            let attached = t.range.start == previousEnd
            if attached, !seen.isEmpty, seen[seen.count - 1].attachedAfter == false,
               [.dot, .backslash].contains(seen[seen.count - 1].kind) {
                seen[seen.count - 1].attachedAfter = true
            }
            seen.append(Seen(kind: t.kind, text: text, newline: t.newlineBefore, attached: attached,
                             attachedAfter: false, afterSemicolon: semicolon))
            semicolon = false
            previousEnd = t.range.end
        }
        return seen
    }
}
