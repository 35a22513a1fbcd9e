/// The parser's view of the tokens: lexed on demand and forgotten once well
/// behind, so parsing a program holds a few thousand tokens, not all of them.
struct TokenStream {
    private var lexer: Lexer
    private var buffer: [Token] = []
    /// The index of `buffer[0]` in the whole stream.
    private var base = 0
    private var sawEnd = false

    init(_ lexer: Lexer) { self.lexer = lexer }

    /// Where the input ended inside a string or comment, once lexed that far.
    var incompleteAt: Int? { lexer.incompleteAt }

    /// The token at index `i` of the stream (`.eof` from the end on).
    subscript(i: Int) -> Token {
        mutating get {
            precondition(i >= base, "token \(i) was already released")
            while i - base >= buffer.count {
                if sawEnd { return buffer[buffer.count - 1] }
                let t = lexer.next()
                if t.kind == .eof { sawEnd = true }
                buffer.append(t)
            }
            return buffer[i - base]
        }
    }

    /// Splits the `>>` at `i` into two `>` (closing nested generic arguments).
    mutating func split(_ i: Int) {
        let t = self[i]
        guard t.kind == .shiftRight, i >= base else { return }
        var first = t, second = t
        first.kind = .greater
        first.range = SourceRange(t.range.start, t.range.start + 1)
        second.kind = .greater
        second.range = SourceRange(t.range.start + 1, t.range.end)
        second.newlineBefore = false
        buffer[i - base] = first
        buffer.insert(second, at: i - base + 1)
    }

    /// Lets go of tokens well before `i`: the parser never looks further back
    /// than a few tokens.
    mutating func release(before i: Int) {
        let keep = 64
        if i - base > 4_096 + keep {
            let drop = i - keep - base
            buffer.removeFirst(drop)
            base += drop
        }
    }
}
