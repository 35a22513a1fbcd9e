/// The parser's view of the tokens: lexed on demand and forgotten once well
/// behind, so parsing a program holds a few thousand tokens, not all of them.
struct TokenStream {
    private var lexer: Lexer
    private var buffer: [Token] = []
    /// The index of `buffer[0]` in the whole stream.
    private var base = 0
    private var sawEnd = false

    init(_ lexer: Lexer) { self.lexer = lexer }

    /// The operators the program declares.
    var declaredOperators: OperatorDeclarations { lexer.declaredOperators }

    /// Where the input ended inside a string or comment, once lexed that far.
    var incompleteAt: Int? { lexer.incompleteAt }

    /// The token at index `i` of the stream (`.eof` from the end on).
    subscript(i: Int) -> Token {
        mutating get { buffer[position(i)] }
    }

    /// The kind of the token at `i`, without copying the token (its text).
    mutating func kind(_ i: Int) -> TokenKind { buffer[position(i)].kind }
    /// The text of the token at `i`.
    mutating func text(_ i: Int) -> String { buffer[position(i)].text }
    /// Where the token at `i` lies.
    mutating func range(_ i: Int) -> SourceRange { buffer[position(i)].range }
    /// Whether a line break comes before the token at `i`.
    mutating func newlineBefore(_ i: Int) -> Bool { buffer[position(i)].newlineBefore }
    /// Whether the token at `i` is the identifier `name`.
    mutating func isIdentifier(_ i: Int, _ name: String) -> Bool {
        let p = position(i)
        // Lengths first: the parser asks this of nearly every expression
        // (`try`, `await`), and most identifiers differ in length.
        return buffer[p].kind == .identifier && buffer[p].text.utf8.count == name.utf8.count && buffer[p].text == name
    }

    /// Where token `i` is in the buffer. The parser looks at each token several
    /// times: one already lexed is found inline, without a call.
    @inline(__always)
    private mutating func position(_ i: Int) -> Int {
        let p = i &- base
        if p >= 0 && p < buffer.count { return p }
        return lexing(upTo: i)
    }

    /// Where token `i` is in the buffer, lexing up to it first.
    @inline(never)
    private mutating func lexing(upTo i: Int) -> Int {
        precondition(i >= base, "token was already released")
        while i - base >= buffer.count {
            if sawEnd { return buffer.count - 1 }
            let t = lexer.next()
            if t.kind == .eof { sawEnd = true }
            buffer.append(t)
        }
        return i - base
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
