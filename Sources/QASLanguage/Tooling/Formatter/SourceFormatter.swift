/// Lays a program out in qas's one canonical form (`qas fmt`): four-space
/// indentation by brackets, `case` level with its `switch`; one space around
/// binary operators and after `:` and `,`; one statement per line (a `;` between
/// statements becomes a line break, and a brace block that holds more than one
/// line opens and closes on lines of its own); at most one blank line in a row,
/// none after an opening or before a closing bracket. Comments stay where they
/// were, and string literals are kept byte for byte.
///
/// What a program means cannot change: only blanks between tokens move, a line
/// break is added only where a statement ends or a block begins or ends, and no
/// line break is ever taken away (the parser reads one as the end of a statement).
package enum SourceFormatter {
    /// The canonical layout of `source`; a lexical error's message and offset when
    /// it does not lex (syntax is the caller's to check: only a program that
    /// parses should be formatted).
    package static func format(_ source: Source) -> Result<String, SourceFormatError> {
        switch SourcePieces.cut(source) {
        case .failure(let e): return .failure(SourceFormatError(message: e.message, offset: e.offset))
        case .success(let pieces): return .success(Layout(pieces).text())
        }
    }
}

/// Why a source could not be formatted.
package struct SourceFormatError: Error {
    package let message: String
    package let offset: Int
}

/// Decides the line breaks, then the indentation, then writes the lines.
private struct Layout {
    let pieces: [SourcePiece]
    /// Per piece: it starts a line; a blank line comes before it; it is left out.
    var breakBefore: [Bool]
    var blankBefore: [Bool]
    var dropped: [Bool]

    static let indentUnit = "    "

    init(_ pieces: [SourcePiece]) {
        self.pieces = pieces
        breakBefore = pieces.map { $0.lineBreaksBefore > 0 }
        blankBefore = pieces.map { $0.lineBreaksBefore > 1 }
        dropped = Array(repeating: false, count: pieces.count)
        if !pieces.isEmpty { breakBefore[0] = false; blankBefore[0] = false }
        splitStatements()
        openBlocks()
        trimBlankLines()
    }

    private func next(after i: Int) -> Int? {
        var j = i + 1
        while j < pieces.count && dropped[j] { j += 1 }
        return j < pieces.count ? j : nil
    }

    private func previous(before i: Int) -> Int? {
        var j = i - 1
        while j >= 0 && dropped[j] { j -= 1 }
        return j >= 0 ? j : nil
    }

    /// `a; b` becomes two lines; a `;` at the end of a line goes.
    private mutating func splitStatements() {
        for i in pieces.indices where pieces[i].tokenKind == .semicolon {
            dropped[i] = true
            guard let n = next(after: i) else { continue }
            // The first statement of a line keeps the line's break and blank.
            if breakBefore[i] && !breakBefore[n] {
                breakBefore[n] = true
                blankBefore[n] = blankBefore[i]
            }
            if pieces[n].kind != .lineComment && pieces[n].tokenKind != .rBrace { breakBefore[n] = true }
        }
        for i in pieces.indices where pieces[i].kind == .lineComment {
            if let n = next(after: i) { breakBefore[n] = true }
        }
    }

    /// A brace block whose contents take more than one line opens with a line
    /// break (after a closure's `params in`) and closes on a line of its own;
    /// inner blocks first, so an outer one sees the lines they take.
    private mutating func openBlocks() {
        let blocks = pieces.indices.filter { pieces[$0].tokenKind == .lBrace && pieces[$0].match != nil }
            .sorted { pieces[$0].match! < pieces[$1].match! }
        for open in blocks {
            let close = pieces[open].match!
            guard let first = next(after: open) else { continue }
            if first == close {
                if breakBefore[close] && !pieces[open..<close].contains(where: { $0.isComment }) {
                    // `{` and `}` with nothing between: `{}`.
                    breakBefore[close] = false
                    blankBefore[close] = false
                }
                continue
            }
            guard ((open + 1)...close).contains(where: { !dropped[$0] && breakBefore[$0] }) else { continue }
            // A comment on the `{` line stays there; the body starts below it.
            var body = closureSignatureEnd(after: open).flatMap { next(after: $0) } ?? first
            while pieces[body].isComment && !breakBefore[body], let n = next(after: body) { body = n }
            if !breakBefore[body] && body != close { breakBefore[body] = true }
            breakBefore[close] = true
        }
    }

    /// The `in` ending a closure's parameters (`{ a, b in`, `{ (x: Int) -> Int in`)
    /// on the line of its `{`.
    private func closureSignatureEnd(after open: Int) -> Int? {
        var i = open + 1
        while i < pieces.count && !dropped[i] && !breakBefore[i] {
            guard case .token(let k) = pieces[i].kind else { return nil }
            switch k {
            case .kIn: return i == open + 1 ? nil : i
            case .identifier, .comma, .colon, .lParen, .rParen, .lBracket, .rBracket, .arrow, .question, .bang,
                 .dot, .less, .greater, .attribute:
                i += 1
            default: return nil
            }
        }
        return nil
    }

    /// No blank line first, after an opening bracket, or before a closing one.
    private mutating func trimBlankLines() {
        for i in pieces.indices where blankBefore[i] {
            guard breakBefore[i], !dropped[i], var p = previous(before: i) else { blankBefore[i] = false; continue }
            // The line before ends with its last piece other than comments after code.
            while pieces[p].isComment && !breakBefore[p], let q = previous(before: p) { p = q }
            if pieces[i].isCloser || pieces[p].isOpener { blankBefore[i] = false }
        }
    }

    // MARK: Lines

    private struct Line {
        var pieces: [Int] = []
        var blankBefore = false
        var indent = 0
    }

    private func lines() -> [Line] {
        var lines: [Line] = []
        for i in pieces.indices where !dropped[i] {
            if lines.isEmpty || breakBefore[i] {
                lines.append(Line(pieces: [], blankBefore: blankBefore[i] && !lines.isEmpty))
            }
            lines[lines.count - 1].pieces.append(i)
        }
        return lines
    }

    /// An open bracket: the indentation of its line and of the lines it holds.
    private struct Open {
        var kind: TokenKind
        var lineIndent: Int
        var contentIndent: Int
        /// A `switch`'s braces: `case` lines sit at the switch's own level.
        var isSwitch: Bool
    }

    private func indent(_ lines: inout [Line]) {
        var stack: [Open] = []
        /// The stack depth at which a `switch` waits for its `{`.
        var pendingSwitch: Int? = nil
        var previousLast: SourcePiece? = nil
        for n in lines.indices {
            let first = pieces[lines[n].pieces[0]]
            var level: Int
            if first.isCloser, let top = stack.last {
                level = top.lineIndent
            } else if let top = stack.last {
                let isLabel = first.tokenKind == .kCase || first.tokenKind == .kDefault
                    || first.kind == .token(.attribute) && first.text == "@unknown"
                level = top.contentIndent + (top.isSwitch && !isLabel ? 1 : 0)
            } else {
                level = 0
            }
            var continued = false
            if !first.isCloser && !first.isComment && continues(previousLast, first, inList: stack.last.map { $0.kind != .lBrace } ?? false) {
                level += 1
                continued = first.tokenKind != .dot
            }
            lines[n].indent = level
            // Brackets opened on one line indent what they hold one level past the
            // line; after `)` closes a bracket of an earlier line (a signature over
            // several lines), past the line that bracket opened on.
            var base = level
            for i in lines[n].pieces {
                let p = pieces[i]
                if p.tokenKind == .kSwitch { pendingSwitch = stack.count }
                if p.isOpener {
                    let isSwitch = p.tokenKind == .lBrace && pendingSwitch == stack.count
                    if isSwitch { pendingSwitch = nil }
                    // A body opened on a continuation line (`if a\n    || b {`) sits
                    // at the statement's level, not the continuation's.
                    let own = p.tokenKind == .lBrace && continued && base == level ? base - 1 : base
                    stack.append(Open(kind: p.tokenKind!, lineIndent: own, contentIndent: isSwitch ? own : own + 1,
                                      isSwitch: isSwitch))
                } else if p.isCloser, let closed = stack.popLast() {
                    base = min(base, closed.lineIndent)
                }
            }
            if let last = lines[n].pieces.last(where: { !pieces[$0].isComment }) { previousLast = pieces[last] }
        }
    }

    /// Whether a line carries on the statement of the line before: that line ended
    /// with an operator or (outside a bracketed list) a comma, or this one starts
    /// with `.member`.
    private func continues(_ last: SourcePiece?, _ first: SourcePiece, inList: Bool) -> Bool {
        if first.tokenKind == .dot || first.role == .binary { return true }
        guard let last else { return false }
        if last.tokenKind == .comma { return !inList }
        return last.role == .binary || last.role == .ternary
    }

    func text() -> String {
        var lines = self.lines()
        indent(&lines)
        var out = ""
        for line in lines {
            if line.blankBefore { out += "\n" }
            var text = String(repeating: Layout.indentUnit, count: line.indent)
            if pieces[line.pieces[0]].kind == .shebang { text = "" }
            var previous: SourcePiece? = nil
            for i in line.pieces {
                let p = pieces[i]
                if let previous {
                    var spaces = SourceSpacing.spaces(previous, p)
                    // A comment after code keeps its column while the code fits before it.
                    if p.kind == .lineComment, let column = p.column { spaces = max(spaces, column - text.unicodeScalars.count) }
                    text += String(repeating: " ", count: spaces)
                }
                text += p.text
                previous = p
            }
            while text.last == " " { text.removeLast() }
            out += text + "\n"
        }
        return out
    }
}
