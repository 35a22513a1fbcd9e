/// The blanks between two pieces on one line: none or one space. Only what the
/// parser ignores changes; where it reads the blanks (`x?.y` against `c ? a : b`,
/// `handler?()`), the pieces' roles and the source's own spacing decide.
enum SourceSpacing {
    static func spaces(_ a: SourcePiece, _ b: SourcePiece) -> Int {
        let source = b.spaceBefore ? 1 : 0
        if b.kind == .lineComment { return 1 }
        if a.kind == .blockComment || b.kind == .blockComment { return source }
        let ak = a.tokenKind, bk = b.tokenKind
        // Around an operator the program declares, the blanks say whether it is
        // prefix, postfix or infix (`√x`, `n°`, `a ** b`): kept as written.
        if ak == .customOperator || bk == .customOperator { return source }
        // A postfix `?` or `!`, a call, subscript or member attached to what may
        // end an operand (`>` too: `Set<Int>()`) stays attached, whatever role
        // the piece before plays: `g>()` after `x<y||g` is not `g > ()` to the
        // layout check (`SourceFormatCheck.attachmentMatters`).
        if let bk, !b.spaceBefore, SourceFormatCheck.attachmentMatters(bk, after: ak) { return 0 }
        if bk == .comma || bk == .rParen || bk == .rBracket || bk == .semicolon { return 0 }
        if ak == .lParen || ak == .lBracket { return 0 }
        if bk == .rBrace { return ak == .lBrace ? 0 : 1 }
        if ak == .lBrace { return 1 }
        if bk == .colon { return b.role == .ternary ? 1 : 0 }
        if ak == .colon || ak == .comma { return 1 }
        // A member, call or subscript attached to a name stays attached, even to a
        // word that is sometimes a keyword (`is.0`, `some(x)`).
        if !b.spaceBefore && (bk == .dot || bk == .lParen || bk == .lBracket) && (ak == .identifier || a.endsOperand) { return 0 }
        if bk == .dot {
            return a.endsOperand || a.role == .prefix || ak == .backslash ? 0 : 1
        }
        // A number after a dot keeps the source's blank: `1. 3` (member `3` of
        // 1) written tight would read as the Double `1.3`.
        if ak == .dot && (bk == .integer || bk == .double) { return source }
        if ak == .dot || ak == .backslash { return 0 }
        if b.role == .postfix && (bk == .question || bk == .bang) { return 0 }
        if a.role == .postfix && (ak == .question || ak == .bang) {
            // `handler?()` calls only when attached; `x?.y`, `x![0]`.
            if bk == .lParen { return source }
            if bk == .lBracket { return 0 }
        }
        if b.role == .genericAngle || a.role == .genericAngle && ak == .less { return 0 }
        if a.role == .prefix { return 0 }
        if b.role == .postfix { return 0 }
        if a.role == .binary || a.role == .ternary { return isRange(ak) ? 0 : 1 }
        if b.role == .binary || b.role == .ternary { return isRange(bk) ? 0 : 1 }
        // A call, subscript or pattern's parentheses stay as the source has them
        // (`case .some(let v)` parses only attached).
        if bk == .lParen { return a.endsOperand || ak == .attribute ? source : 1 }
        if bk == .lBracket { return a.endsOperand ? source : 1 }
        return 1
    }

    /// Ranges are written tight, as Swift's own code writes them: `0..<n`.
    private static func isRange(_ k: TokenKind?) -> Bool { k == .halfOpenRange || k == .closedRange }
}
