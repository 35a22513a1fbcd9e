import QASBase

/// Recursive-descent parser with panic-mode recovery: the first mistake in a
/// statement is reported, the rest of that statement skipped, and parsing goes on,
/// so independent mistakes are all reported but one mistake gives one message.
struct Parser {
    /// Thrown to unwind to the enclosing statement after a diagnostic is recorded.
    struct Failure: Error {}

    let source: Source
    var tokens: TokenStream
    var current = 0
    var diagnostics: [Diagnostic] = []
    /// After this many errors the parser stops: the rest are most likely echoes.
    static let maximumDiagnostics = 100
    var stopped = false
    /// Trailing closures are not allowed in `if`/`while`/`for`/`switch`/`guard` heads.
    var allowTrailingClosure = true
    /// Inside an extension of a collection type: methods and computed
    /// properties bind `Element` when they use it as a value.
    var bindsCollectionElement = false
    /// The types whose extensions' `Element` is self's elements' type.
    static let collectionTypes: Set<String> = ["Array", "Collection", "Sequence", "BidirectionalCollection",
                                               "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
                                               "ArraySlice", "Set"]
    /// The positions of the `inout` parameters in the closure signature just read.
    var inoutClosureParameters: [Int] = []
    /// Where the closure signature `closureParameterNames` read has its capture
    /// list, and whether it names no parameters (`[weak self] in`, `@MainActor in`).
    var closureCaptureList: Int? = nil
    /// Where the result type of the closure signature just read begins (after `->`).
    var closureResultType: Int? = nil
    var closureSignatureIsBare = false
    /// Reading the arguments of a call that takes an os log message.
    var parsingLogMessage = false
    /// How many statements and expressions the parser is inside of now.
    var depth = 0
    /// The deepest level the tree reached since a chain began measuring it: a
    /// chain built in a loop (`a + b + c`, `x.f().g()`, casts) nests its nodes as
    /// deep as recursion would, and everything that walks the tree recurses.
    var deepest = 0
    /// Highest `$n` used in each enclosing closure (innermost last).
    var dollarUse: [Int] = []
    /// Type declarations parsed so far, at any depth: a function body that adds
    /// none is marked as declaring no types (`FunctionDecl.bodyDeclaresTypes`).
    var typeDeclarationsParsed = 0
    /// Each plain type name written (`Int`, `Point`) made once: a program names the
    /// same few types in every signature, and each would otherwise be a node of its own.
    var plainTypes: [String: TypeRef] = [:]

    /// The declaration forms the host added.
    let registry: DeclarationRegistry?

    init(source: Source, registry: DeclarationRegistry? = nil, start: Int = 0, end: Int? = nil) {
        self.source = source
        self.registry = registry
        tokens = TokenStream(Lexer(source: source, start: start, end: end, conditions: registry?.conditions ?? CompilationConditions()))
    }

    // MARK: - Entry points

    /// Parses a whole program.
    mutating func parseProgram() -> [Stmt] { parseProgramParts().ordered }

    /// A program's top-level statements, sorted as they will run: module imports
    /// first (what a stand-in declares is seen everywhere in the file, its types
    /// included),
    /// then hoisted declarations (a host's configuration, types) before any code
    /// runs, extensions after the types. Each part keeps source order.
    struct ProgramParts {
        var imports: [Stmt] = [], types: [Stmt] = [], extensions: [Stmt] = [], hoisted: [Stmt] = [], statements: [Stmt] = []
        var ordered: [Stmt] { imports + types + extensions + hoisted + statements }
        /// These followed by `later`'s, as if parsed in one go.
        func followed(by later: ProgramParts) -> ProgramParts {
            ProgramParts(imports: imports + later.imports, types: types + later.types, extensions: extensions + later.extensions,
                         hoisted: hoisted + later.hoisted, statements: statements + later.statements)
        }
    }

    mutating func parseProgramParts() -> ProgramParts {
        var parts = ProgramParts()
        collectTypeAliases()
        collectResultBuilders()
        collectInoutOperators()
        collectAutoclosureParameters()
        while !check(.eof) && !stopped {
            if match(.semicolon) { continue }
            if check(.rBrace) {
                report("unexpected '}'", at: peek)
                skip()
                continue
            }
            if let s = recoveringStatement() {
                switch s.kind {
                case .importFile(_, let ref) where ref.standInFor != nil: parts.imports.append(s)
                case .declaration(let d) where d.form.hoisted: parts.hoisted.append(s)
                case .typeDecl(let t) where t.kind == .extensionType: parts.extensions.append(s)
                case .typeDecl: parts.types.append(s)
                default: parts.statements.append(s)
                }
            }
        }
        return parts
    }

    // MARK: - Token helpers

    var peek: Token { mutating get { tokens[current] } }
    var previous: Token { mutating get { tokens[max(0, current - 1)] } }
    mutating func check(_ kind: TokenKind) -> Bool { tokens.kind(current) == kind }
    mutating func checkNext(_ kind: TokenKind) -> Bool { tokens.kind(current + 1) == kind }
    /// The next token, moved past.
    mutating func advance() -> Token {
        let t = tokens[current]
        skip()
        return t
    }
    /// Moves past the next token without a copy of it (most callers know it already).
    mutating func skip() {
        if tokens.kind(current) != .eof {
            current += 1
            tokens.release(before: current)
        }
    }
    mutating func match(_ kind: TokenKind) -> Bool {
        if check(kind) { skip(); return true }
        return false
    }
    /// The next token, which must be `kind`. The message is built only when it is
    /// not: most are interpolated, and a large program would make one per token.
    @discardableResult
    mutating func consume(_ kind: TokenKind, _ message: @autoclosure () -> String) throws -> Token {
        if check(kind) { return advance() }
        try fail(message(), at: peek)
    }
    func isIdentifier(_ t: Token, _ name: String) -> Bool {
        t.kind == .identifier && t.text == name
    }

    // MARK: - Errors

    mutating func report(_ message: String, at token: Token) {
        guard !stopped else { return }
        if diagnostics.count >= Parser.maximumDiagnostics {
            diagnostics.append(Diagnostic("too many errors (\(Parser.maximumDiagnostics)); stopping here", at: SourceLocation(source, token.range)))
            stopped = true
            return
        }
        if token.kind == .error {
            let incomplete = tokens.incompleteAt != nil && token.text.hasPrefix("unterminated")
            diagnostics.append(Diagnostic(token.text, at: SourceLocation(source, token.range), incomplete: incomplete))
            return
        }
        let incomplete = token.kind == .eof
        // Something missing at the end of a line is reported where the line ends,
        // not at the start of the next one.
        var range = token.range
        if (token.newlineBefore || token.kind == .eof), current > 0, message.hasPrefix("expected") {
            let end = tokens.range(current - 1).end
            range = SourceRange(end, end)
        }
        diagnostics.append(Diagnostic(message, at: SourceLocation(source, range), incomplete: incomplete))
    }

    mutating func fail(_ message: String, at token: Token) throws -> Never {
        if stopped { throw Failure() }
        report(message, at: token)
        throw Failure()
    }

    /// Parses a statement; on failure skips to the start of the next one.
    mutating func recoveringStatement() -> Stmt? {
        let start = current
        let level = depth
        do {
            let s = try statement()
            try endOfStatement()
            return s
        } catch {
            // Levels entered where the mistake was found are left with it.
            depth = level
            synchronize(from: start)
            return nil
        }
    }

    mutating func endOfStatement() throws {
        if match(.semicolon) || check(.rBrace) || check(.eof) || tokens.newlineBefore(current) { return }
        try fail("consecutive statements on a line must be separated by ';'", at: peek)
    }

    /// Skips tokens to the next statement boundary at the current brace depth.
    mutating func synchronize(from start: Int) {
        var braces = 0
        if current == start { skip() }
        while !check(.eof) {
            if braces == 0 && (tokens.newlineBefore(current) || check(.rBrace)) && current > start { return }
            if check(.semicolon) && braces == 0 { skip(); return }
            if check(.lBrace) { braces += 1 }
            if check(.rBrace) { braces -= 1; if braces < 0 { return } }
            skip()
        }
    }

    mutating func enter(_ token: Token) throws {
        depth += 1
        if depth > deepest { deepest = depth }
        if depth > Limits.nesting { try nestedTooDeeply(at: token) }
    }

    /// `enter(peek)` without copying the token unless the limit is reached.
    mutating func enterAtCurrent() throws {
        depth += 1
        if depth > deepest { deepest = depth }
        if depth > Limits.nesting { try nestedTooDeeply(at: peek) }
    }

    private mutating func nestedTooDeeply(at token: Token) throws -> Never {
        try fail("code is nested too deeply (more than \(Limits.nesting) levels)", at: token)
    }

    /// Starts measuring how deep the tree of a chain goes below the current level;
    /// gives what `endChain` restores.
    mutating func startChain() -> Int {
        let outer = deepest
        deepest = depth
        return outer
    }

    /// The height below the current level of what was parsed since `deepest`
    /// was last set to `depth`, with `deepest` set to `depth` again for the next
    /// operand.
    mutating func measuredHeight() -> Int {
        let height = deepest - depth
        deepest = depth
        return height
    }

    /// One more node wrapped around a chain of height `height`, whose newest
    /// operand reached `operand` levels: the chain's new height, or an error when
    /// it nests past the limit.
    mutating func wrapChain(_ height: Int, operand: Int = 0, at token: Token) throws -> Int {
        let h = max(height, operand) + 1
        if depth + h > Limits.nesting {
            try fail("code is nested too deeply (more than \(Limits.nesting) levels; each operator, cast, call or member of a chain adds one: split it into several statements)", at: token)
        }
        return h
    }

    /// Ends a chain measured from `outer` (what `startChain` gave) at height `height`.
    mutating func endChain(_ outer: Int, height: Int) {
        deepest = max(outer, depth + height)
    }

    // MARK: - Statements

    mutating func statement() throws -> Stmt {
        try enterAtCurrent()
        defer { depth -= 1 }
        let start = tokens.range(current)
        switch tokens.kind(current) {
        case .kLet, .kVar:
            if checkNext(.lParen) { return try destructuringDeclaration() }
            return try variableDeclaration()
        case .attribute: return try modifiedDeclaration()
        case .kFunc: return try functionDeclaration()
        case .kIf: return try ifStatement()
        case .kGuard:
            skip()
            let conditions = try conditionList()
            try consume(.kElse, "expected 'else' after guard condition")
            let body = try block()
            return Stmt(kind: .guardStmt(conditions, body), range: start.to(tokens.range(max(0, current - 1))))
        case .kWhile:
            skip()
            let conditions = try conditionList()
            let body = try block()
            return Stmt(kind: .whileStmt(conditions, body), range: start.to(tokens.range(max(0, current - 1))))
        case .kRepeat:
            skip()
            let body = try block()
            try consume(.kWhile, "expected 'while' after repeat body")
            let condition = try withoutTrailingClosures { try $0.expression() }
            return Stmt(kind: .repeatWhile(body, condition), range: start.to(tokens.range(max(0, current - 1))))
        case .kFor: return try forStatement()
        case .kSwitch: return try switchStatement()
        case .kDo: return try doStatement()
        case .kThrow:
            skip()
            let value = try expression()
            return Stmt(kind: .throwStmt(value), range: start.to(tokens.range(max(0, current - 1))))
        case .kReturn:
            skip()
            if check(.rBrace) || check(.semicolon) || check(.eof) || tokens.newlineBefore(current) {
                return Stmt(kind: .returnStmt(nil), range: start)
            }
            let value = try expression()
            return Stmt(kind: .returnStmt(value), range: start.to(tokens.range(max(0, current - 1))))
        case .kBreak, .kContinue:
            let keyword = advance()
            // `break outer`: a label on the same line.
            if check(.identifier) && !tokens.newlineBefore(current) {
                let label = advance()
                let kind: StmtKind = keyword.kind == .kBreak ? .breakLabel(label.text) : .continueLabel(label.text)
                return Stmt(kind: kind, range: start.to(label.range))
            }
            return Stmt(kind: keyword.kind == .kBreak ? .breakStmt : .continueStmt, range: start)
        case .kExpect:
            skip()
            let condition = try expression()
            return Stmt(kind: .expect(condition), range: start.to(tokens.range(max(0, current - 1))))
        case .kImport:
            skip()
            if check(.identifier) { return try moduleImport(start) }
            guard check(.string) else { try fail("expected a file name in quotes after 'import'", at: peek) }
            let open = peek
            let path = try stringLiteral()
            guard case .literal(.string(let text)) = path.kind else {
                try fail("the file name of an import cannot use interpolation", at: open)
            }
            return Stmt(kind: .importFile(text, ImportRef()), range: start.to(path.range))
        case .lBrace where closureSignatureFollows() || current == closureBodyStart:
            // `{ n in { x in x + n } }`, `{ i in { i * i } }`: a closure whose value is a closure.
            let e = try expression()
            return Stmt(kind: .expression(e), range: e.range)
        case .lBrace:
            // Report once, then read the block so its closing brace causes no more.
            report("a block needs a keyword before it; use 'do { … }'", at: peek)
            let body = try block()
            return Stmt(kind: .block(body), range: start.to(tokens.range(max(0, current - 1))))
        case .kElse:
            try fail("'else' without 'if'", at: peek)
        case .kCase, .kDefault:
            try fail("'\(tokens.kind(current) == .kCase ? "case" : "default")' outside of a switch", at: peek)
        case .kCatch:
            try fail("'catch' without 'do'", at: peek)
        case .identifier where checkNext(.colon) && [.kFor, .kWhile, .kRepeat, .kSwitch, .kDo, .kIf].contains(tokens.kind(current + 2)):
            // `outer: for …`
            let label = advance()
            skip()
            let inner = try statement()
            return Stmt(kind: .labeled(label.text, inner), range: start.to(inner.range))
        case .identifier:
            if let form = declarationForm() { return try declaration(form) }
            // Most statements start with an ordinary name: one lookup rules out every word below.
            guard Parser.statementWords.contains(tokens.text(current)) else { return try expressionStatement() }
            if startsTypeDeclaration() { return try typeDeclaration() }
            if tokens.text(current) == "async", checkNext(.kLet) || checkNext(.kVar), !tokens.newlineBefore(current + 1) {
                // `async let x = f()`: qas runs the call then and there, as one task.
                skip()
                return try statement()
            }
            if ["infix", "prefix", "postfix"].contains(tokens.text(current)), isIdentifier(tokens[current + 1], "operator") {
                return try operatorDeclaration(start)
            }
            if Parser.modifiers.contains(tokens.text(current)), startsModifiedDeclaration() { return try modifiedDeclaration() }
            if tokens.text(current) == "defer" && checkNext(.lBrace) { return try deferStatement() }
            if tokens.text(current) == "fallthrough" && (tokens.newlineBefore(current + 1) || checkNext(.rBrace) || checkNext(.semicolon)) {
                skip()
                return Stmt(kind: .fallthroughStmt, range: start)
            }
            if tokens.text(current) == "typealias" && checkNext(.identifier) { return try typeAlias(start) }
            if tokens.text(current) == "precedencegroup" && checkNext(.identifier) { return try precedenceGroup(start) }
            if let why = Parser.unsupportedDeclarations[tokens.text(current)], startsUnsupportedDeclaration() {
                try fail(why, at: peek)
            }
            return try expressionStatement()
        default:
            return try expressionStatement()
        }
    }

    /// The names that may start something other than an expression statement.
    static let statementWords = Set(typeKeywords.keys).union(modifiers).union(unsupportedDeclarations.keys)
        .union(["defer", "fallthrough", "typealias", "infix", "prefix", "postfix", "async", "precedencegroup"])

    mutating func expressionStatement() throws -> Stmt {
        if tokens.isIdentifier(current, "_") && checkNext(.equal) {
            // `_ = f()`: the value is computed and dropped.
            skip(); skip()
            let value = try expression()
            return Stmt(kind: .expression(value), range: value.range)
        }
        var target = try expression()
        // `try store.account(id).isFrozen = true`: `try` covers the whole assignment.
        if case .tryExpr(.plain, let inner) = target.kind, Parser.assignmentOperators.contains(tokens.kind(current)), isAssignable(inner) {
            target = inner
        }
        let op: BinaryOp?
        switch tokens.kind(current) {
        case .equal: op = nil
        case .plusEqual: op = .add
        case .minusEqual: op = .subtract
        case .starEqual: op = .multiply
        case .slashEqual: op = .divide
        case .percentEqual: op = .remainder
        case .ampEqual: op = .bitAnd
        case .pipeEqual: op = .bitOr
        case .caretEqual: op = .bitXor
        case .shiftLeftEqual: op = .shiftLeft
        case .shiftRightEqual: op = .shiftRight
        case .ampPlusEqual: op = .wrappingAdd
        case .ampMinusEqual: op = .wrappingSubtract
        case .ampStarEqual: op = .wrappingMultiply
        default: return Stmt(kind: .expression(target), range: target.range)
        }
        let opToken = advance()
        guard isAssignable(target) else {
            try fail("cannot assign to this expression; only variables, properties and subscripts can be assigned", at: opToken)
        }
        let value = try expression()
        let range = target.range.to(value.range)
        if let op { return Stmt(kind: .compoundAssign(op, target, value), range: range) }
        return Stmt(kind: .assign(target, value), range: range)
    }

    /// `=` and the compound assignments.
    static let assignmentOperators: Set<TokenKind> = [
        .equal, .plusEqual, .minusEqual, .starEqual, .slashEqual, .percentEqual, .ampEqual, .pipeEqual, .caretEqual,
        .shiftLeftEqual, .shiftRightEqual, .ampPlusEqual, .ampMinusEqual, .ampStarEqual,
    ]

    func isAssignable(_ e: Expr) -> Bool {
        switch e.kind {
        case .name: return true
        case .optionalCallee(let inner): return isAssignable(inner)
        case .member(let base, _, _), .subscriptAccess(let base, _, _):
            if case .name = base.kind { return true }
            return isAssignable(base) || isReferenceLike(base)
        case .optionalChain(let inner), .forceUnwrap(let inner):
            // `d["k"]?.done = true`: nothing happens when the chain is nil.
            // `counts[word]! += 1`: the value must be there.
            return isAssignable(inner)
        case .tuple(let items, _):
            // `(a, b) = (b, a)`
            return !items.isEmpty && items.allSatisfy(isAssignable)
        default: return false
        }
    }
    /// Members of call results (`store.find(id)!.title = …`) are objects; allow them.
    func isReferenceLike(_ e: Expr) -> Bool {
        switch e.kind {
        // (`(item as? Light)?.isOn = false`: a cast to a class type reaches an object too.)
        case .call, .forceUnwrap, .cast(_, _, .conditional), .cast(_, _, .forced): return true
        case .member(let b, _, _), .subscriptAccess(let b, _, _): return isReferenceLike(b)
        default: return false
        }
    }

    mutating func skipTypeAnnotation() throws {
        // Types are accepted for Swift familiarity and ignored: `let n: Int = 1`.
        if match(.colon) { _ = try typeRef() }
    }

    /// A written type: `Int`, `[String: Any]`, `(Int) -> Bool`, `Set<Int>`,
    /// `some Shape`, `Suit?`, `@escaping () throws -> Void`.
    /// `inout`, `some`, `any`, `borrowing` or `consuming` before a type. Asked of
    /// every type written: the first letter rules most names out without comparing.
    static func isTypeModifier(_ word: String) -> Bool {
        switch word.utf8.first {
        case UInt8(ascii: "i"), UInt8(ascii: "s"), UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "c"):
            return ["inout", "some", "any", "borrowing", "consuming"].contains(word)
        default: return false
        }
    }

    mutating func typeRef() throws -> TypeRef {
        try enterAtCurrent()
        defer { depth -= 1 }
        while check(.attribute) { skip() }
        while check(.identifier), Parser.isTypeModifier(tokens.text(current)),
              checkNext(.identifier) || checkNext(.lParen) || checkNext(.lBracket) {
            skip()
        }
        var t: TypeRef
        if match(.lBracket) {
            let key = try typeRef()
            if match(.colon) {
                let value = try typeRef()
                try consume(.rBracket, "expected ']' to end the dictionary type")
                t = .dictionary(key, value)
            } else {
                try consume(.rBracket, "expected ']' to end the array type")
                t = .array(key)
            }
        } else if match(.lParen) {
            var items: [TypeRef] = []
            var labels: [String?] = []
            while !check(.rParen) {
                // Labels in tuple and function types: `(x: Int)`, `(_ item: T)`.
                labels.append(elementLabel())
                items.append(try typeRef())
                if check(.closedRange) { skip() }
                if !match(.comma) { break }
            }
            try consume(.rParen, "expected ')' to end the type")
            skipEffects()
            if match(.arrow) {
                _ = try typeRef()
                t = .function(arity: items.count)
            } else {
                t = items.count == 1 ? items[0] : .tuple(items, labels)
            }
        } else {
            let name = try consume(.identifier, "expected a type name")
            var text = name.text
            var args = try genericArguments()
            // `Swift.Int`, `Outer.Inner`, `T.Type`
            while check(.dot) && checkNext(.identifier) && !tokens.newlineBefore(current) {
                skip()
                text += "." + advance().text
                args = try genericArguments()
            }
            if let width = Parser.unsupportedNumberTypes[text] {
                // Taken as Int or Double, it would wrap, trap and print otherwise
                // than Swift does: refused, never silently a different program.
                report("qas does not support \(text) yet (\(width)); use Int or Double", at: name)
            }
            if text == "Float" || text == "Float32" || text == "Decimal" { TypeRef.doublesConvert = true }
            if args.isEmpty {
                if let made = plainTypes[text] { t = made } else { t = .named(text, []); plainTypes[text] = t }
            } else if let alias = genericAliases[text], alias.parameters.count == args.count {
                // `Matrix<Int>` with `typealias Matrix<T> = [[T]]`: the type it stands for.
                t = alias.target.substituting(Dictionary(zip(alias.parameters, args), uniquingKeysWith: { a, _ in a }))
            } else {
                t = .named(text, args)
            }
            // `Named & Aged`: a composition, named by its parts (a cast to it is
            // refused as one to a type qas does not know, never half-checked).
            var composed = text
            while check(.amp) && checkNext(.identifier) && !tokens.newlineBefore(current) {
                skip()
                composed += " & " + advance().text
            }
            if composed != text { t = .named(composed, []) }
        }
        while !tokens.newlineBefore(current) && (check(.question) || check(.bang) || check(.questionQuestion))
                && tokens.range(current).start == tokens.range(max(0, current - 1)).end {
            let mark = advance().kind
            // `T!` is an Optional that unwraps where a `T` is wanted (nil by default).
            if mark == .question || mark == .bang { t = .optional(t) }
            // `String??`: an Optional of an Optional.
            if mark == .questionQuestion { t = .optional(.optional(t)) }
        }
        return t
    }

    /// Swift's number types qas does not have, and what sets each apart from
    /// Int, Double or Float (`Int64` and `Float64` are Int and Double).
    static let unsupportedNumberTypes: [String: String] = [
        "Float16": "16-bit floating point", "Float80": "80-bit floating point",
    ]

    /// Where `<…>` starting at `i` ends, when it reads as generic arguments
    /// (type names, brackets, commas) followed by `(` or `.`; nil otherwise, so
    /// `a < b` stays a comparison.
    mutating func genericArgumentsEnd(from i: Int) -> Int? {
        var k = i + 1, depth = 1
        while depth > 0 {
            switch tokens.kind(k) {
            case .less: depth += 1
            case .greater: depth -= 1
            case .shiftRight: depth -= 2
            case .identifier, .comma, .dot, .lBracket, .rBracket, .colon, .question, .lParen, .rParen, .arrow: break
            default: return nil
            }
            if depth < 0 || k - i > 64 { return nil }
            k += 1
        }
        // `Predicate<Int> { … }`: a trailing closure, where one may be (not in an
        // `if` head), after type names only (`x < y, y > z {` stays two comparisons).
        if tokens.kind(k) == .lBrace, allowTrailingClosure, !tokens.newlineBefore(k),
           (i - 1 ... k - 1).allSatisfy({ j in tokens.kind(j) != .identifier || tokens.text(j).first?.isUppercase == true }) {
            return k
        }
        // `[Set<Int>]()`: a type's arguments inside a collection type being made.
        let inCollectionType = tokens.kind(k) == .rBracket && [.lParen, .dot].contains(tokens.kind(k + 1))
        guard tokens.kind(k) == .lParen || tokens.kind(k) == .dot || inCollectionType, !tokens.newlineBefore(k),
              inCollectionType || tokens.range(k).start == tokens.range(k - 1).end else { return nil }
        // `Set<Set<String>>()`: each `>>` closing two lists becomes two `>`, so the
        // lists are read one at a time and the end stays where it is found.
        var j = i
        while j < k {
            if tokens.kind(j) == .shiftRight { tokens.split(j); k += 1 }
            j += 1
        }
        return k
    }

    /// The missing bound of a one-sided range (`90...`, `..<5`).
    static func unbounded(_ at: SourceRange) -> Expr {
        Expr(kind: .literal(.native(Parser.unboundedMarker)), range: at)
    }
    static let unboundedMarker = NativeFunction("unbounded") { _, _ in .null }

    /// Whether the next token can begin an operand on this line (so `90...` before
    /// `:` or `]` has no upper bound).
    mutating func startsOperand() -> Bool {
        if tokens.newlineBefore(current) { return false }
        return isOperandStart(peek) && !check(.lBrace)
    }

    /// `label:` before an argument, subscript index or pattern (keywords may be
    /// labels, as in `for:`); nil, reading nothing, when there is none.
    mutating func argumentLabel() -> String? {
        guard (check(.identifier) || keywordKinds.contains(tokens.kind(current))) && checkNext(.colon) else { return nil }
        let label = source.text(tokens.range(current).start, tokens.range(current).end)
        skip(); skip()
        return label
    }

    /// The label of an element of a tuple type or of an enum case's associated
    /// values: `x:`, or `_ name:` / `label name:` (the first word; nil for `_`).
    mutating func elementLabel() -> String? {
        if let label = argumentLabel() { return label }
        guard check(.identifier) && checkNext(.identifier) && tokens.kind(current + 2) == .colon else { return nil }
        let outer = advance()
        skip(); skip()
        return outer.text == "_" ? nil : outer.text
    }

    /// Statements up to and including the `}` that closes them (the `{` is read).
    mutating func statementsToBrace(_ unclosed: String) throws -> [Stmt] {
        // A wrapped local is known to the end of its block.
        let outerWrapped = wrappedLocals
        defer { if !wrappedLocals.isEmpty || !outerWrapped.isEmpty { wrappedLocals = outerWrapped } }
        var statements: [Stmt] = []
        while !check(.rBrace) {
            if check(.eof) { try fail(unclosed, at: peek) }
            if match(.semicolon) { continue }
            if let s = recoveringStatement() { statements.append(s) }
        }
        skip()
        return statements
    }

    /// `<Int, String>` right after a type name.
    mutating func genericArguments() throws -> [TypeRef] {
        guard check(.less) && tokens.range(current).start == tokens.range(max(0, current - 1)).end else { return [] }
        skip()
        var args: [TypeRef] = []
        repeat { args.append(try typeRef()) } while match(.comma)
        if check(.shiftRight) {
            // `Set<Array<Int>>`: the `>>` closes two.
            tokens.split(current)
        }
        try consume(.greater, "expected '>' to end the generic arguments")
        return args
    }

    /// `async`, `throws`, `rethrows`, `throws(E)` after parameters.
    mutating func skipEffects() {
        while check(.identifier) && ["async", "throws", "rethrows", "reasync"].contains(tokens.text(current)) && !tokens.newlineBefore(current) {
            let word = advance()
            if word.text == "throws" && check(.lParen) && tokens.range(current).start == word.range.end {
                while !check(.rParen) && !check(.eof) { skip() }
                skip()
            }
        }
    }

    /// What a generic parameter clause may hold: names, constraints (`P & Q`,
    /// `~Copyable`, `Sequence<Int>`, `[T]`, `T?`), `each T` and `let N: Int`.
    /// An operator there is an error: skipped, it would reach the formatter,
    /// which cannot lay it out without changing it.
    private static let genericClauseKinds: Set<TokenKind> = [
        .identifier, .kLet, .kRepeat, .comma, .colon, .dot, .amp, .tilde, .question,
        .lBracket, .rBracket, .less, .greater, .shiftRight,
    ]

    /// Skips a generic parameter clause `<T: Equatable, U>` after a name.
    @discardableResult
    mutating func skipGenericParameters() throws -> [String] {
        guard check(.less) else { return [] }
        let open = advance()
        var depth = 1
        var names: [String] = []
        var startsParameter = true
        while depth > 0 {
            // `<T: Numeric, U>`: a name first at depth 1 (after `<` or `,`) is a parameter.
            if depth == 1 && startsParameter && check(.identifier) { names.append(tokens.text(current)) }
            startsParameter = depth == 1 && check(.comma)
            if check(.eof) || check(.lBrace) || check(.lParen) { try fail("expected '>' to end the generic parameters", at: open) }
            if !Parser.genericClauseKinds.contains(tokens.kind(current)) {
                let range = tokens.range(current)
                try fail("expected a generic parameter or constraint, not '\(source.text(range.start, range.end))'", at: peek)
            }
            if check(.less) { depth += 1 }
            if check(.greater) { depth -= 1 }
            if check(.shiftRight) { depth -= 2 }
            skip()
        }
        return names
    }

    /// Skips `where T: Equatable, …` before a body.
    mutating func skipWhereClause() {
        guard tokens.isIdentifier(current, "where") else { return }
        while !check(.lBrace) && !check(.eof) && !check(.rBrace) { skip() }
    }

    mutating func variableDeclaration() throws -> Stmt {
        let keyword = advance()
        let isConstant = keyword.kind == .kLet
        let name = try consume(.identifier, "expected a name after '\(isConstant ? "let" : "var")'")
        var annotation: TypeRef? = nil
        if match(.colon) { annotation = try typeRef() }
        var value: Expr? = nil
        if match(.equal) {
            value = Parser.typed(try expression(), annotation)
            // `let a: Appearance = switch t { case .x: .dark … }`: each branch's value is of the declared type.
            if let annotation, case .call(let callee, let args)? = value?.kind, args.isEmpty, case .closure(let fn) = callee.kind,
               fn.params.isEmpty, fn.returnType == nil, fn.body.count == 1 {
                switch fn.body[0].kind {
                case .ifStmt, .switchStmt: fn.returnType = annotation
                default: break
                }
            }
            // `var eps: F = 1` with `F` a generic parameter: the literal is an F (`F(1)`).
            if case .named(let g, let args)? = annotation, args.isEmpty, genericsInScope.contains(g), let v = value,
               Parser.isNumberLiteral(v) {
                let callee = Expr(kind: .name(g, NameRef()), range: v.range)
                value = Expr(kind: .call(callee, [Argument(label: nil, value: v)]), range: v.range)
            }
        } else if isConstant && annotation == nil && !(check(.comma) && !tokens.newlineBefore(current)) {
            try fail("'let' needs a value: let \(name.text) = …", at: peek)
        }
        if !isConstant, check(.lBrace), !tokens.newlineBefore(current), value == nil || startsObservers(current) {
            return try accessorVariable(name, annotation, value, keyword)
        }
        // `let x: T` with its value given later (each way through a switch, say)
        // is assignable; Swift checks it is set once, qas does not.
        let decl = VarDecl(name: name.text, isConstant: isConstant && value != nil, range: name.range)
        decl.annotation = annotation
        let first = Stmt(kind: .variable(decl, value), range: keyword.range.to(tokens.range(max(0, current - 1))))
        guard check(.comma) && !tokens.newlineBefore(current) else { return first }
        // `var a = 1, b = 2`: each its own declaration, in the same scope.
        var all = [first]
        while match(.comma) {
            let n = try consume(.identifier, "expected a name after ','")
            var t: TypeRef? = nil
            if match(.colon) { t = try typeRef() }
            var v: Expr? = nil
            if match(.equal) { v = Parser.typed(try expression(), t) }
            else if isConstant && t == nil && !check(.comma) { try fail("'let' needs a value: let \(n.text) = …", at: peek) }
            let d = VarDecl(name: n.text, isConstant: isConstant && v != nil, range: n.range)
            d.annotation = t
            all.append(Stmt(kind: .variable(d, v), range: n.range.to(tokens.range(max(0, current - 1)))))
        }
        // `var a, b: Double`: names with neither type nor value take the type of the next.
        var following: TypeRef? = nil
        for s in all.reversed() {
            guard case .variable(let d, let v) = s.kind else { continue }
            if let t = d.annotation { following = t; continue }
            guard v == nil else { following = nil; continue }
            guard let following else {
                if isConstant { try fail("'let' needs a value or a type: let \(d.name) = …", at: peek) }
                continue
            }
            d.annotation = following
        }
        return Stmt(kind: .multiple(all), range: keyword.range.to(tokens.range(max(0, current - 1))))
    }

    /// A parameter list as Swift writes it.
    struct Parameters {
        var decls: [VarDecl] = []
        /// The label that differs from the name (`for item`), per parameter.
        var labels: [String?] = []
        /// The label a call uses: the label, else the name; nil for `_`.
        var callLabels: [String?] = []
        var defaults: [Expr?] = []
    }

    /// Parameters, with the Swift-style argument label of each (`label name`;
    /// keywords may be labels; `_ name` has none), types and default values. A
    /// method's `self`, when given, comes first.
    mutating func parameterList(self selfDecl: VarDecl? = nil) throws -> Parameters {
        try consume(.lParen, "expected '(' before the parameters")
        var p = Parameters()
        if let selfDecl { p.decls.append(selfDecl) }
        // Labels and defaults are kept only from the first one that is not nil
        // (most lists have neither), and padded with shared nils at the end.
        if !check(.rParen) {
            repeat {
                if check(.rParen) { break }
                while check(.attribute) { skip() }
                var label: String? = nil
                var hasLabel = false
                if (keywordKinds.contains(tokens.kind(current)) || check(.identifier)) && checkNext(.identifier) {
                    let l = advance()
                    let text = l.kind == .identifier ? l.text : source.text(l.range.start, l.range.end)
                    label = text == "_" ? nil : text
                    hasLabel = true
                }
                var name = try consume(.identifier, "expected a parameter name")
                // `as _: T.Type`, `_: Int`: a parameter the body does not name.
                if name.text == "_" { name.text = "_$\(p.decls.count)" }
                let isInout = check(.colon) && tokens.kind(current + 1) == .identifier && tokens.text(current + 1) == "inout"
                let decl = VarDecl(name: name.text, isConstant: !isInout, range: name.range)
                decl.isInout = isInout
                if match(.colon) { decl.annotation = try typeRef() }
                if match(.closedRange) {
                    decl.isVariadic = true
                    decl.annotation = decl.annotation.map { .array($0) }
                }
                let index = p.decls.count
                var value: Expr? = nil
                if match(.equal) {
                    // `line: Int = #line`: the call's line, filled in where the call is written.
                    if check(.identifier), tokens.text(current).hasPrefix("#"), tokens.text(current) != "#selector",
                       [.comma, .rParen].contains(tokens.kind(current + 1)) {
                        let t = advance()
                        value = Expr(kind: .name(t.text, NameRef()), range: t.range)
                    } else {
                        value = try expression()
                    }
                }
                NilPadded.append(value, to: &p.defaults, at: index)
                p.decls.append(decl)
                NilPadded.append(label, to: &p.labels, at: index)
                NilPadded.append(hasLabel ? label : name.text, to: &p.callLabels, at: index)
            } while match(.comma)
        }
        try consume(.rParen, "expected ')' after the parameters")
        NilPadded.pad(&p.defaults, to: p.decls.count)
        NilPadded.pad(&p.labels, to: p.decls.count)
        NilPadded.pad(&p.callLabels, to: p.decls.count)
        return p
    }

    /// A function's name: an identifier, or an operator a type defines (`==`).
    mutating func functionName() throws -> Token {
        if check(.identifier) || check(.customOperator) { return advance() }
        let compound: Set<TokenKind> = [.plusEqual, .minusEqual, .starEqual, .slashEqual, .percentEqual]
        if Parser.binaryOp(tokens.kind(current)) != nil || check(.bang) || check(.ampAmp) || check(.pipePipe)
            || compound.contains(tokens.kind(current)) {
            var t = advance()
            t.text = source.text(t.range.start, t.range.end)
            return t
        }
        try fail("expected a function name after 'func'", at: peek)
    }

    mutating func functionDeclaration() throws -> Stmt {
        let keyword = advance()
        let name = try functionName()
        let decl = try functionRest(name: name.text, start: keyword.range, selfKind: .none)
        decl.nameDecl = VarDecl(name: name.text, isConstant: true, range: name.range)
        return Stmt(kind: .function(decl), range: decl.range)
    }

    /// What follows a function's name: generics, parameters, effects, result
    /// type, `where` and the body. A method's `self` comes first.
    mutating func functionRest(name: String, start: SourceRange, selfKind: SelfKind,
                               requireBody: Bool = true) throws -> FunctionDecl {
        let generics = try skipGenericParameters()
        let outerGenerics = genericsInScope
        genericsInScope += generics
        defer { genericsInScope = outerGenerics }
        var selfDecl: VarDecl? = nil
        if selfKind != .none {
            let d = VarDecl(name: "self", isConstant: selfKind != .mutableValue, range: start)
            d.selfKind = selfKind
            selfDecl = d
        }
        let p = try parameterList(self: selfDecl)
        skipEffects()
        var returnType: TypeRef? = nil
        if match(.arrow) { returnType = try typeRef() }
        skipWhereClause()
        var body: [Stmt] = []
        let typesBefore = typeDeclarationsParsed
        let bodyStart = current
        let builder = pendingBuilder
        pendingBuilder = nil
        if let closure = try closureBody() { body = closure }
        else if requireBody || check(.lBrace) { body = try block() }
        if let builder, !body.isEmpty {
            // `@ListBuilder func items() -> [String] { "a"; "b" }`.
            body = Parser.builderBody(body, builder: builder, outermost: true, range: start)
        }
        var defaults = p.defaults
        if !generics.isEmpty {
            bindGenericParameters(generics, p.decls, &defaults, &body, from: bodyStart, hasResult: returnType != nil)
        }
        if let context = typeGenericContext, !context.generics.isEmpty, selfKind != .none {
            bindTypeParameters(context, except: generics, selfKind, p.decls, &body, from: bodyStart, hasResult: returnType != nil)
        }
        if bindsCollectionElement && selfKind != .none && selfKind != .type {
            bindCollectionElement(&body, from: bodyStart, hasResult: returnType != nil)
        }
        let decl = FunctionDecl(name: name, params: p.decls, body: body, range: start.to(tokens.range(max(0, current - 1))), isClosure: false)
        decl.argumentLabels = p.labels
        decl.callLabels = p.callLabels
        decl.defaultValues = defaults
        decl.selfKind = selfKind
        decl.returnType = returnType
        decl.bodyDeclaresTypes = typeDeclarationsParsed != typesBefore
        return decl
    }

    /// `T(x)`, `T.max`, `T.self` in a generic function: `T` is bound, first in
    /// the body, to the type of the first argument declared `T`, `[T]`, `T?`
    /// or `T.Type` (qas keeps no types of its own to pass). A default value
    /// `T.self` cannot be told when left out: it fails if used.
    mutating func bindGenericParameters(_ generics: [String], _ params: [VarDecl], _ defaults: inout [Expr?],
                                                _ body: inout [Stmt], from start: Int, hasResult: Bool) {
        var prelude: [Stmt] = []
        for g in generics {
            // Only a body that names the parameter as a value (`T(`, `T.`) needs it.
            var used = namesAsValue(g, from: start)
            for (k, d) in defaults.enumerated() {
                guard let d, case .member(let base, "self", false) = d.kind, case .name(g, _) = base.kind else { continue }
                defaults[k] = Parser.genericTypeCall([], range: d.range, name: g)
                used = true
            }
            guard used else { continue }
            var source: Expr? = nil
            for p in params {
                let read = Expr(kind: .name(p.name, NameRef()), range: p.range)
                if case .named(let n, _)? = p.annotation, n == g + ".Type" {
                    source = Parser.genericTypeCall([read, Parser.stringLiteral("type", p.range)], range: p.range, name: g)
                } else if let path = p.annotation.flatMap({ Parser.genericPath(to: g, in: $0) }) {
                    source = Parser.genericTypeCall([read, Parser.stringLiteral(path, p.range)], range: p.range, name: g)
                }
                if source != nil { break }
            }
            let range = body.first?.range ?? SourceRange(start, start)
            let decl = VarDecl(name: g, isConstant: true, range: range)
            prelude.append(Stmt(kind: .variable(decl, source ?? Parser.genericTypeCall([], range: range, name: g)), range: range))
        }
        guard !prelude.isEmpty else { return }
        // A one-expression body keeps returning its value.
        if hasResult, body.count == 1, let returning = body[0].returningValue { body = [returning] }
        body = prelude + body
    }

    /// An integer or floating-point literal, negated or not.
    static func isNumberLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .literal(.int), .literal(.double): return true
        case .unary(.negate, let inner): return isNumberLiteral(inner)
        default: return false
        }
    }

    /// Whether the tokens from `start` to here name `g` as a value: `g(`, `g.`,
    /// or a type made of it (`Page<g>.self`, `[g].self`, `Box<g>(…)`).
    private mutating func namesAsValue(_ g: String, from start: Int) -> Bool {
        var i = start
        while i < current {
            if tokens.kind(i) == .identifier, tokens.text(i) == g, i == 0 || tokens.kind(i - 1) != .dot {
                let next = tokens.kind(i + 1)
                if next == .lParen || next == .dot { return true }
                if next == .greater || next == .rBracket, tokens.kind(i + 2) == .dot || tokens.kind(i + 2) == .lParen { return true }
                // `var eps: T = 1`: a literal made a T.
                if i >= 1, tokens.kind(i - 1) == .colon, next == .equal,
                   tokens.kind(i + 2) == .integer || tokens.kind(i + 2) == .double || tokens.kind(i + 2) == .minus { return true }
                // `x as? T`, `x as! T`, `x is T`: a cast to it.
                if i >= 2, tokens.text(i - 1) == "is" || tokens.text(i - 1) == "as"
                    || (tokens.kind(i - 1) == .question || tokens.kind(i - 1) == .bang) && tokens.text(i - 2) == "as" { return true }
            }
            i += 1
        }
        return false
    }

    /// `let T = $typeParameter(self, "T")` first in a method of a generic type
    /// whose body names `T` as a value: read off `self` (or, in a static
    /// method, its first parameter of the type), as a generic function's are
    /// read off its arguments.
    private mutating func bindTypeParameters(_ context: (name: String, generics: [String]), except own: [String], _ selfKind: SelfKind,
                                             _ params: [VarDecl], _ body: inout [Stmt], from start: Int, hasResult: Bool) {
        var prelude: [Stmt] = []
        let range = body.first?.range ?? SourceRange(start, start)
        for g in context.generics where !own.contains(g) && namesAsValue(g, from: start) {
            var source: Expr? = nil
            if selfKind == .type {
                if let p = params.first(where: { if case .named(let n, _)? = $0.annotation?.unwrapped { return n == context.name || n == "Self" }; return false }) {
                    source = Expr(kind: .name(p.name, NameRef()), range: range)
                }
            } else {
                source = Expr(kind: .name("self", NameRef()), range: range)
            }
            guard let source else { continue }
            let callee = Expr(kind: .name("$typeParameter", NameRef()), range: range)
            let call = Expr(kind: .call(callee, [Argument(label: nil, value: source), Argument(label: nil, value: Parser.stringLiteral(g, range))]), range: range)
            prelude.append(Stmt(kind: .variable(VarDecl(name: g, isConstant: true, range: range), call), range: range))
        }
        guard !prelude.isEmpty else { return }
        if hasResult, body.count == 1, let returning = body[0].returningValue { body = [returning] }
        body = prelude + body
    }

    /// Where a value of type `t` holds a `g` (`value`, `element`, `element
    /// element` for `[[T]]`, `dictionaryValue` for `[K: T]`), for reading the
    /// type `g` stands for off an argument; nil when it holds none.
    static func genericPath(to g: String, in t: TypeRef) -> String? {
        switch t {
        case .named(let n, _) where n == g: return "value"
        case .optional(let inner): return genericPath(to: g, in: inner)
        case .array(let e):
            guard let rest = genericPath(to: g, in: e) else { return nil }
            return rest == "value" ? "element" : "element " + rest
        case .dictionary(let k, let v):
            if let rest = genericPath(to: g, in: v) { return rest == "value" ? "dictionaryValue" : "dictionaryValue " + rest }
            if let rest = genericPath(to: g, in: k) { return rest == "value" ? "dictionaryKey" : "dictionaryKey " + rest }
            return nil
        case .named(let n, let args) where !args.isEmpty:
            switch (n, args.count) {
            case ("Array", 1), ("Set", 1), ("ArraySlice", 1): return genericPath(to: g, in: .array(args[0]))
            case ("Optional", 1): return genericPath(to: g, in: args[0])
            case ("Dictionary", 2): return genericPath(to: g, in: .dictionary(args[0], args[1]))
            default:
                // `Key<V>`: the generic type's own parameter at that place, as
                // the value holds it (`typeArgument 0`).
                guard let k = args.firstIndex(where: { genericPath(to: g, in: $0) == "value" }) else { return nil }
                return "typeArgument \(k)"
            }
        default: return nil
        }
    }

    /// `let Element = $genericType(self, "element", "Element")` first in a body
    /// (from token `start` to here) that names `Element(` or `Element.`.
    mutating func bindCollectionElement(_ body: inout [Stmt], from start: Int, hasResult: Bool) {
        var used = false
        var i = start
        while i < current && !used {
            if tokens.kind(i) == .identifier, tokens.text(i) == "Element", tokens.kind(i + 1) == .lParen || tokens.kind(i + 1) == .dot,
               i == 0 || tokens.kind(i - 1) != .dot { used = true }
            i += 1
        }
        guard used else { return }
        let range = body.first?.range ?? SourceRange(start, start)
        let read = Expr(kind: .name("self", NameRef()), range: range)
        let decl = VarDecl(name: "Element", isConstant: true, range: range)
        let binding = Stmt(kind: .variable(decl, Parser.genericTypeCall([read, Parser.stringLiteral("element", range)], range: range, name: "Element")),
                           range: range)
        if hasResult, body.count == 1, let returning = body[0].returningValue { body = [returning] }
        body = [binding] + body
    }

    /// `$genericType(value, how, name)`: the type a generic parameter stands for.
    static func genericTypeCall(_ args: [Expr], range: SourceRange, name: String) -> Expr {
        let callee = Expr(kind: .name("$genericType", NameRef()), range: range)
        let all = args + [stringLiteral(name, range)]
        return Expr(kind: .call(callee, all.map { Argument(label: nil, value: $0) }), range: range)
    }

    static func stringLiteral(_ text: String, _ range: SourceRange) -> Expr {
        Expr(kind: .literal(.string(text)), range: range)
    }

    /// A function body that is one closure (`-> () -> Int { { 42 } }`), which
    /// Swift reads as the closure returned; nil for any other body.
    private mutating func closureBody() throws -> [Stmt]? {
        guard check(.lBrace), checkNext(.lBrace) else { return nil }
        var depth = 0
        var i = current + 1
        while true {
            let kind = tokens.kind(i)
            if kind == .eof { return nil }
            if kind == .lBrace { depth += 1 }
            if kind == .rBrace {
                depth -= 1
                if depth == 0 { break }
            }
            i += 1
        }
        guard tokens.kind(i + 1) == .rBrace else { return nil }
        skip()
        let closure = try expression()
        try consume(.rBrace, "expected '}' to end the function")
        return [Stmt(kind: .expression(closure), range: closure.range)]
    }

    /// `{ statements }`
    mutating func block() throws -> [Stmt] {
        let atEnd = check(.eof)
        try consume(.lBrace, atEnd ? "expected '{'" : "expected '{' to start a block")
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        defer { allowTrailingClosure = saved }
        return try statementsToBrace("expected '}' to close the block")
    }

    mutating func withoutTrailingClosures<T>(_ body: (inout Parser) throws -> T) throws -> T {
        let saved = allowTrailingClosure
        allowTrailingClosure = false
        defer { allowTrailingClosure = saved }
        return try body(&self)
    }

    mutating func conditionList() throws -> [Condition] {
        try withoutTrailingClosures { p in
            var conditions: [Condition] = []
            repeat {
                if p.check(.kCase) {
                    conditions.append(try p.casePatternCondition())
                } else if (p.check(.kLet) || p.check(.kVar)) && p.checkNext(.lParen) {
                    // `if let (a, b) = pair`: a tuple pattern.
                    let keyword = p.advance()
                    let pat = try p.pattern(binding: true, constant: keyword.kind == .kLet)
                    try p.consume(.equal, "expected '=' after the pattern")
                    let value = try p.expression()
                    conditions.append(.pattern(.optional(pat), value, keyword.range.to(p.tokens.range(max(0, p.current - 1)))))
                } else if p.check(.kLet) || p.check(.kVar) {
                    let keyword = p.advance()
                    let name = try p.consume(.identifier, "expected a name after '\(keyword.kind == .kLet ? "let" : "var")'")
                    try p.skipTypeAnnotation()
                    let decl = VarDecl(name: name.text, isConstant: keyword.kind == .kLet, range: name.range)
                    let value: Expr
                    if p.match(.equal) {
                        value = try p.expression()
                    } else {
                        // `if let x { }` is shorthand for `if let x = x { }`.
                        value = Expr(kind: .name(name.text, NameRef()), range: name.range)
                    }
                    conditions.append(.binding(decl, value))
                } else {
                    conditions.append(.expr(try p.expression()))
                }
            } while p.match(.comma)
            return conditions
        }
    }

    mutating func ifStatement() throws -> Stmt {
        let keyword = advance()
        let conditions = try conditionList()
        let then = try block()
        var elseBranch: Stmt? = nil
        if match(.kElse) {
            if check(.kIf) {
                // Each `else if` nests the rest of the ladder one level deeper.
                try enterAtCurrent()
                elseBranch = try ifStatement()
                depth -= 1
            } else {
                let start = tokens.range(current)
                let body = try block()
                elseBranch = Stmt(kind: .block(body), range: start.to(tokens.range(max(0, current - 1))))
            }
        }
        return Stmt(kind: .ifStmt(conditions, then, elseBranch), range: keyword.range.to(tokens.range(max(0, current - 1))))
    }

    /// The loop variables inside `( … )` (after the `(`), nested tuples too.
    mutating func forTupleItems() throws -> [Pattern] {
        var items: [Pattern] = []
        repeat {
            if match(.lParen) {
                items.append(.tuple(try forTupleItems().map { (label: nil, pattern: $0) }))
            } else if let d = try forPatternName() {
                items.append(.binding(d))
            } else {
                items.append(.wildcard)
            }
        } while match(.comma)
        try consume(.rParen, "expected ')' after the loop variables")
        return items
    }

    mutating func forPatternName() throws -> VarDecl? {
        let name = try consume(.identifier, "expected a loop variable name")
        return name.text == "_" ? nil : VarDecl(name: name.text, isConstant: true, range: name.range)
    }

    mutating func forStatement() throws -> Stmt {
        let keyword = advance()
        // `for try await x in group`: the elements are there already, in order.
        if tokens.isIdentifier(current, "try") { skip() }
        if tokens.isIdentifier(current, "await") { skip() }
        var pattern: ForPattern
        if check(.kCase) {
            skip()
            pattern = .pattern(try withoutTrailingClosures { try $0.pattern() })
        } else if check(.kLet) || check(.kVar) {
            pattern = .pattern(try withoutTrailingClosures { try $0.pattern() })
        } else if match(.lParen) {
            let items = try forTupleItems()
            // `for (i, x) in`: names alone; `for (k, (r, c)) in`: a nested pattern.
            let names = items.map { item -> VarDecl?? in
                switch item {
                case .binding(let d): return .some(d)
                case .wildcard: return .some(nil)
                default: return nil
                }
            }
            if names.allSatisfy({ $0 != nil }) {
                pattern = .tuple(names.map { $0! })
            } else {
                pattern = .pattern(.tuple(items.map { (label: nil, pattern: $0) }))
            }
        } else {
            pattern = .single(try forPatternName())
        }
        // `for x: UInt8 in [1, 2]`: each element is the annotated type's, as a
        // `let x: UInt8 = element` first in the body makes it.
        var typed: (VarDecl, VarDecl)? = nil
        if case .single(let d?) = pattern, match(.colon) {
            let element = VarDecl(name: d.name + "$element", isConstant: true, range: d.range)
            d.annotation = try typeRef()
            typed = (d, element)
            pattern = .single(element)
        }
        try consume(.kIn, "expected 'in' after the loop variable")
        let sequence = try withoutTrailingClosures { try $0.expression() }
        // `for x in xs where cond { … }` runs the body only when cond holds.
        var filter: Expr? = nil
        if tokens.isIdentifier(current, "where") && !tokens.newlineBefore(current) {
            skip()
            filter = try withoutTrailingClosures { try $0.expression() }
        }
        var body = try block()
        if let filter {
            body = [Stmt(kind: .ifStmt([.expr(filter)], body, nil), range: filter.range)]
        }
        if let (declared, element) = typed {
            let read = Expr(kind: .name(element.name, NameRef()), range: declared.range)
            body.insert(Stmt(kind: .variable(declared, read), range: declared.range), at: 0)
        }
        return Stmt(kind: .forIn(pattern, sequence, body), range: keyword.range.to(tokens.range(max(0, current - 1))))
    }

    mutating func switchStatement() throws -> Stmt {
        let keyword = advance()
        let subject = try withoutTrailingClosures { try $0.expression() }
        try consume(.lBrace, "expected '{' after the switch subject")
        var cases: [SwitchCase] = []
        var defaultBody: [Stmt]? = nil
        while !check(.rBrace) {
            if check(.eof) { try fail("expected '}' to close the switch", at: peek) }
            // `@unknown default:` — every case of a qas enum is known.
            if atUnknownAttribute() { skip() }
            let caseToken = peek
            var patterns: [Pattern] = []
            var guards: [Expr?] = []
            if match(.kDefault) {
                if defaultBody != nil { report("a switch has only one 'default'", at: caseToken) }
            } else {
                try consume(.kCase, "expected 'case' or 'default' in switch")
                try withoutTrailingClosures { p in
                    // `where` belongs to the pattern just before it.
                    repeat {
                        patterns.append(try p.pattern())
                        var condition: Expr? = nil
                        if p.isIdentifier(p.peek, "where") {
                            p.skip()
                            condition = try p.expression()
                        }
                        guards.append(condition)
                    } while p.match(.comma)
                }
            }
            try consume(.colon, "expected ':' after the case pattern")
            var body: [Stmt] = []
            while !check(.kCase) && !check(.kDefault) && !check(.rBrace) && !check(.eof) && !atUnknownAttribute() {
                if match(.semicolon) { continue }
                if let s = recoveringStatement() { body.append(s) }
            }
            if body.isEmpty {
                report("a case needs at least one statement; use 'break' to do nothing", at: caseToken)
            }
            var fallsThrough = false
            if case .fallthroughStmt? = body.last?.kind {
                body.removeLast()
                fallsThrough = true
                if body.isEmpty { body = [Stmt(kind: .block([]), range: caseToken.range)] }
            }
            if body.contains(where: { if case .fallthroughStmt = $0.kind { return true }; return false }) {
                report("'fallthrough' must be the last statement of a case", at: caseToken)
            }
            if patterns.isEmpty {
                if fallsThrough { report("'fallthrough' from the last case of a switch", at: caseToken) }
                defaultBody = body
            } else {
                cases.append(SwitchCase(patterns: patterns, guards: guards, body: body,
                                        range: caseToken.range, fallsThrough: fallsThrough))
            }
        }
        skip()
        return Stmt(kind: .switchStmt(subject, cases, defaultBody: defaultBody), range: keyword.range.to(tokens.range(max(0, current - 1))))
    }

    /// The file's top-level `typealias Name = Type`s, read first so that a type
    /// written with the alias anywhere in the file means the aliased type
    /// (`typealias Pair = (Int, label: String)` gives a `Pair` its labels).
    mutating func collectTypeAliases() {
        let saved = (current, diagnostics.count)
        defer { current = saved.0; diagnostics.removeSubrange(saved.1...) }
        var depth = 0
        var i = current
        // `main.validate(…)` in a Swift file of module `main`: the module's name
        // qualifying a name, when the file never uses that name otherwise. (A
        // `.qas` file's stem may be one of the host's globals.)
        let module = Interpreter.moduleName(of: source) ?? "main"
        var moduleQualifies: Bool? = module == "main" && source.isSwift ? nil : false
        defer { if moduleQualifies == true { ownModuleQualifier = module } }
        var nestedTupleAliases: [String: TypeRef] = [:], ambiguousAliases: Set<String> = []
        defer { for (name, t) in nestedTupleAliases where plainTypes[name] == nil { plainTypes[name] = t } }
        while tokens.kind(i) != .eof {
            if depth == 0, tokens.kind(i) == .kVar, tokens.kind(i + 1) == .identifier, accessorsFollow(afterName: i + 1) {
                accessorGlobals[tokens.text(i + 1)] = "__variable_" + tokens.text(i + 1)
            }
            if tokens.kind(i) == .identifier, tokens.text(i) == module, moduleQualifies != false {
                moduleQualifies = tokens.kind(i + 1) == .dot && tokens.kind(i + 2) == .identifier
                    && tokens.kind(max(0, i - 1)) != .dot
            }
            switch tokens.kind(i) {
            case .lBrace: depth += 1
            case .rBrace: depth -= 1
            case .attribute where tokens.text(i) == "propertyWrapper":
                // `@propertyWrapper struct Clamped`: its name, for the properties it wraps.
                var j = i + 1
                while tokens.kind(j) == .attribute || tokens.kind(j) == .identifier && Parser.typeKeywords[tokens.text(j)] == nil { j += 1 }
                if tokens.kind(j + 1) == .identifier { propertyWrappers.insert(tokens.text(j + 1)) }
            case .identifier where depth > 0 && tokens.text(i) == "typealias" && tokens.kind(i + 1) == .identifier
                && tokens.kind(i + 2) == .equal && tokens.kind(i + 3) == .lParen:
                // `typealias Step = (target: Selector, command: Command)` inside a type: a
                // tuple's labels wherever `Step` is written (unless two types mean two things by it).
                current = i + 3
                let name = tokens.text(i + 1)
                if let t = try? typeRef(), case .tuple = t {
                    if let other = nestedTupleAliases[name], other.description != t.description {
                        nestedTupleAliases[name] = nil
                        ambiguousAliases.insert(name)
                    }
                    else if !ambiguousAliases.contains(name) { nestedTupleAliases[name] = t }
                }
            case .identifier where depth == 0 && tokens.text(i) == "typealias" && tokens.kind(i + 1) == .identifier
                && tokens.kind(i + 2) == .less:
                // `typealias Matrix<T> = [[T]]`: its parameters and what it stands for.
                current = i + 2
                if let parameters = try? skipGenericParameters(), match(.equal), let t = try? typeRef() {
                    genericAliases[tokens.text(i + 1)] = (parameters, t)
                }
            case .identifier where depth == 0 && tokens.text(i) == "typealias" && tokens.kind(i + 1) == .identifier
                && tokens.kind(i + 2) == .equal:
                current = i + 3
                if let t = try? typeRef() {
                    plainTypes[tokens.text(i + 1)] = t
                    if case .named(let target, _) = t, target != tokens.text(i + 1) {
                        typeAliasNames[tokens.text(i + 1)] = target
                    }
                    if Parser.typeExpression(t, at: tokens.range(i)) != nil { typeAliasTargets[tokens.text(i + 1)] = t }
                }
            default: break
            }
            i += 1
        }
    }

    /// Whether `var name` has accessors or observers: a `{` on its line with no
    /// `=` before it (`var area: Double { … }`), or one opening `willSet`/`didSet`.
    mutating func accessorsFollow(afterName i: Int) -> Bool {
        var j = i + 1, sawValue = false
        while !tokens.newlineBefore(j), tokens.kind(j) != .eof {
            switch tokens.kind(j) {
            case .equal: sawValue = true
            case .lBrace: return !sawValue || startsObservers(j)
            case .lParen, .lBracket:
                // A value's own parentheses (`= Doc()`, `= [1]`) hold no accessors.
                var depth = 0
                repeat {
                    if [.lParen, .lBracket, .lBrace].contains(tokens.kind(j)) { depth += 1 }
                    if [.rParen, .rBracket, .rBrace].contains(tokens.kind(j)) { depth -= 1 }
                    j += 1
                } while depth > 0 && tokens.kind(j) != .eof
                continue
            default: break
            }
            j += 1
        }
        return false
    }

    /// `var doubled: Int { get … set … }` or `var count = 0 { didSet … }` outside a
    /// type: the property of a holder object made here (`__variable_count.value`),
    /// which every use of the name reads.
    mutating func accessorVariable(_ name: Token, _ annotation: TypeRef?, _ value: Expr?, _ keyword: Token) throws -> Stmt {
        let holderType = "__Variable_" + name.text, holder = "__variable_" + name.text
        let p = PropertyDecl(name: "value", isLet: false, isStatic: false, range: name.range)
        p.type = annotation
        p.initial = value
        let (getter, setter, willSet, didSet) = try accessors(name: name.text, start: keyword.range, selfKind: .object,
                                                              parameters: nil, valueType: annotation)
        getter?.returnType = annotation
        (p.getter, p.setter, p.willSet, p.didSet) = (getter, setter, willSet, didSet)
        if getter != nil && value != nil { try fail("a computed variable cannot have an initial value", at: name) }
        let range = keyword.range.to(previous.range)
        let type = TypeDecl(kind: .classType, name: holderType, range: range, nameRange: name.range)
        type.binding = VarDecl(name: holderType, isConstant: true, range: name.range)
        type.properties.append(p)
        let make = Expr(kind: .call(Expr(kind: .name(holderType, NameRef()), range: name.range), []), range: name.range)
        if accessorGlobals[name.text] == nil { wrappedLocals[name.text] = (holder, "value") }
        return Stmt(kind: .multiple([Stmt(kind: .typeDecl(type), range: range),
                                     Stmt(kind: .variable(VarDecl(name: holder, isConstant: true, range: name.range), make), range: range)]),
                    range: range)
    }

    /// Where the body of the closure being read starts: a `{` there opens a
    /// closure (its value), never a block.
    var closureBodyStart = -1

    /// The program's module name, when the file uses it only to qualify names.
    var ownModuleQualifier: String?

    /// `{ didSet { … } }` after a property's initial value (`var d = Doc() {`):
    /// its observers, not a trailing closure.
    mutating func startsObservers(_ i: Int) -> Bool {
        guard tokens.kind(i) == .lBrace, tokens.kind(i + 1) == .identifier,
              ["didSet", "willSet"].contains(tokens.text(i + 1)) else { return false }
        return tokens.kind(i + 2) == .lBrace || tokens.kind(i + 2) == .lParen
    }

    /// The local variables declared with a property wrapper in the blocks being
    /// read: `level` and `$level` by the storage variable (`_level`) they read.
    var wrappedLocals: [String: (name: String, member: String)] = [:]
    /// Top-level variables with accessors or observers (found before parsing,
    /// as functions above them use them): each read as its holder's `value`.
    var accessorGlobals: [String: String] = [:]

    /// The file's `@propertyWrapper` types, by name.
    var propertyWrappers: Set<String> = []
    /// Prefix operators a program defines with an `inout` operand
    /// (`static prefix func ++ (z: inout Z)`), found before parsing.
    var inoutOperators: Set<String> = []
    /// Infix operators whose left operand is `inout` (`func ??= <T>(lhs: inout T?, rhs: T?)`):
    /// the variable on the left is passed, and changed.
    var infixInoutOperators: Set<String> = []
    /// The file's `@resultBuilder` types, by name.
    var resultBuilders: Set<String> = []
    /// The parameters that take a result builder, by function name (`init`
    /// by its type's): each one's label and builder.
    var builderParameters: [String: [(label: String?, builder: String)]] = [:]
    /// By function name: its `@autoclosure` parameters (`Autoclosures.swift`).
    var autoclosureParameters: [String: [(label: String?, position: Int)]] = [:]
    /// The builder the declaration being read is marked with (`@ListBuilder func`).
    var pendingBuilder: String?
    /// The arguments of the attributes just read (`@Clamped(0...10)`), by
    /// attribute, as the range of the text between the parentheses.
    var attributeArguments: [String: SourceRange] = [:]

    /// The file's typealiases of named types (`Q` for `Quaternion<Double>`): the
    /// alias used as a value (`Q(1, 2, 3, 4)`, `Q.zero`) is that type.
    var typeAliasNames: [String: String] = [:]
    /// The generic parameters of the generic types parsed so far, by name.
    var genericParametersByType: [String: [String]] = [:]
    /// The generic parameters of the functions whose bodies are being parsed.
    var genericsInScope: [String] = []
    /// The type whose body is being parsed, with its generic parameters.
    var typeGenericContext: (name: String, generics: [String])? = nil

    /// The file's typealiases of collection types, as the expression that names
    /// the type (`[Int]`), for `Alias()` calls.
    var typeAliasTargets: [String: TypeRef] = [:]
    /// Generic type aliases (`typealias Matrix<T> = [[T]]`): their parameters
    /// and the type each stands for.
    var genericAliases: [String: (parameters: [String], target: TypeRef)] = [:]

    /// An array or dictionary type written as an expression (`[Int]`, `[String: [Int]]`).
    static func typeExpression(_ t: TypeRef, at here: SourceRange) -> Expr? {
        func element(_ t: TypeRef) -> Expr? {
            switch t {
            case .named(let n, _): return Expr(kind: .name(n, NameRef()), range: here)
            case .array, .dictionary: return typeExpression(t, at: here)
            default: return nil
            }
        }
        switch t {
        case .array(let e): return element(e).map { Expr(kind: .array([$0]), range: here) }
        case .dictionary(let k, let v):
            guard let ke = element(k), let ve = element(v) else { return nil }
            return Expr(kind: .dictionary([(ke, ve)]), range: here)
        default: return nil
        }
    }

    /// Modules of Swift itself that every program may import.
    static let languageModules: Set<String> = ["Foundation", "Swift"]

    /// The modules an `import` finds without a stand-in.
    static func providedModules(_ registry: DeclarationRegistry?) -> Set<String> {
        languageModules.union(registry?.modules ?? [])
    }

    /// Where the stand-in for module `name` is looked for, beside the importing file.
    static func standInPath(_ name: String) -> String { "Stubs/\(name).swift" }

    /// `import Foundatoin`: a name one letter off a provided module, in the same case,
    /// is a typo rather than a module of its own.
    static func isMisspelling(_ written: String, of known: String) -> Bool {
        written.lowercased() == known.lowercased() || Suggestion.editDistance(written, known) <= 1
    }

    /// `import Foundation`, or a module the host provides: what qas models of it
    /// is always there, so the import changes nothing; an unknown module is an error.
    mutating func moduleImport(_ start: SourceRange) throws -> Stmt {
        let name = advance()
        // `import A.B`: a submodule of a module qas provides.
        while check(.dot), tokens.kind(current + 1) == .identifier, !tokens.newlineBefore(current) { skip(); skip() }
        let known = Parser.providedModules(registry)
        guard known.contains(name.text) else {
            // A module qas does not provide loads the user's stand-in for it
            // (`Stubs/Charts.swift`); the resolver says so when there is none.
            if let s = Suggestion.closest(to: name.text, in: Array(known)), s != name.text, Parser.isMisspelling(name.text, of: s) {
                report("no such module '\(name.text)'; did you mean '\(s)'?", at: name)
                return Stmt(kind: .block([]), range: start.to(name.range))
            }
            return Stmt(kind: .importFile(Parser.standInPath(name.text), ImportRef(standInFor: name.text)), range: start.to(name.range))
        }
        return Stmt(kind: .block([]), range: start.to(name.range))
    }

    // MARK: - Declarations a host adds

    /// The form a statement starting here declares, if any. Its words must match
    /// as identifiers on one line; a one-word form (`on`, `action`) must also be
    /// followed by its name and its `(` or `{`, so that the word stays an ordinary
    /// name everywhere else (`var static = 0; static += 1`).
    mutating func declarationForm() -> DeclarationForm? {
        guard let registry, tokens.kind(current) == .identifier else { return nil }
        for form in registry.forms(startingWith: tokens.text(current)) {
            var i = current
            var matched = true
            for (n, word) in form.words.enumerated() {
                let t = tokens[i]
                guard t.kind == .identifier, t.text == word, n == 0 || !t.newlineBefore else { matched = false; break }
                i += 1
            }
            guard matched else { continue }
            if form.words.count > 1 { return form }
            let nameToken = tokens[i]
            switch form.name {
            case .none: break
            case .string: guard nameToken.kind == .string, !nameToken.newlineBefore else { continue }; i = afterString(i)
            case .identifier: guard nameToken.kind == .identifier, !nameToken.newlineBefore else { continue }; i += 1
            case .stringOrWord(let words):
                guard !nameToken.newlineBefore, nameToken.kind == .string
                        || (nameToken.kind == .identifier && words.contains(nameToken.text)) else { continue }
                i = nameToken.kind == .string ? afterString(i) : i + 1
            }
            let next = tokens[i]
            if form.hasParameters {
                guard next.kind == .lParen else { continue }
            } else if case .none = form.body {
            } else {
                guard next.kind == .lBrace else { continue }
            }
            return form
        }
        return nil
    }

    /// The index just past the string literal that starts at `i` (its quotes,
    /// text, interpolations and closing quotes are several tokens).
    mutating func afterString(_ i: Int) -> Int {
        var k = i + 1
        var open = 1
        while open > 0 {
            switch tokens.kind(k) {
            case .string: open += 1
            case .stringEnd: open -= 1
            case .eof, .error: return k
            default: break
            }
            k += 1
        }
        return k
    }

    /// Parses a declaration of `form`, whose words are next.
    mutating func declaration(_ form: DeclarationForm) throws -> Stmt {
        let first = peek
        for _ in form.words { skip() }
        let messages = form.messages
        if form.topLevelOnly && depth > 1 { report(messages.topLevelOnly, at: first) }
        let errorsBefore = diagnostics.count
        var name: DeclarationNode.Name = .none
        var nameRange = first.range
        var nameToken = first
        var nameText = ""
        var binding: VarDecl? = nil
        switch form.name {
        case .none: break
        case .string(let constant):
            guard check(.string) else { try fail(messages.expectedName, at: peek) }
            let t = peek
            let e = try stringLiteral()
            if constant, case .interpolation = e.kind { try fail(messages.constantName, at: t) }
            name = .string(e)
            nameRange = e.range
            nameToken = t
            if case .literal(.string(let s)) = e.kind { nameText = s }
        case .identifier:
            let t = try consume(.identifier, messages.expectedName)
            name = .word(t.text, t.range)
            nameRange = t.range
            nameToken = t
            nameText = t.text
            if form.bindsName { binding = VarDecl(name: t.text, isConstant: true, range: t.range) }
        case .stringOrWord(let words):
            if check(.string) {
                nameToken = peek
                let e = try stringLiteral()
                name = .string(e)
                nameRange = e.range
            } else if check(.identifier) && words.contains(tokens.text(current)) {
                let t = advance()
                name = .word(t.text, t.range)
                nameRange = t.range
                nameToken = t
                nameText = t.text
            } else {
                try fail(messages.expectedName, at: peek)
            }
        }
        let parameters = form.hasParameters ? try declarationParameters() : []
        var fields: [DeclarationNode.FieldNode] = []
        var body: FunctionDecl? = nil
        switch form.body {
        case .none: break
        case .code:
            guard check(.lBrace) else { try fail(messages.expectedBody, at: peek) }
            guard case .closure(let f) = try closure().kind else { throw Failure() }
            body = f
        case .fields:
            fields = try declarationFields(form, parameters)
            if diagnostics.count == errorsBefore {
                for field in form.fields where !fields.contains(where: { $0.name == field.name }) {
                    if let message = field.required { report(message(nameText), at: nameToken) }
                }
            }
        }
        let range = first.range.to(tokens.range(max(0, current - 1)))
        let node = DeclarationNode(form: form, name: name, parameters: parameters, fields: fields, body: body,
                                   binding: binding, range: range, nameRange: nameRange)
        return Stmt(kind: .declaration(node), range: range)
    }

    /// `(a, b = 1, c?)`: required, defaulted and optional parameters.
    mutating func declarationParameters() throws -> [DeclarationNode.ParameterNode] {
        try consume(.lParen, "expected '(' and the parameters")
        var parameters: [DeclarationNode.ParameterNode] = []
        while !check(.rParen) {
            let p = try consume(.identifier, "expected a parameter name")
            let decl = VarDecl(name: p.text, isConstant: true, range: p.range)
            if check(.question) && tokens.range(current).start == p.range.end {
                skip()
                parameters.append(.init(decl: decl, kind: .optional))
            } else if match(.equal) {
                parameters.append(.init(decl: decl, kind: .defaulted(try expression())))
            } else {
                parameters.append(.init(decl: decl, kind: .required))
            }
            if !match(.comma) { break }
        }
        try consume(.rParen, "expected ')' after the parameters")
        return parameters
    }

    /// `{ label: value; label { … } }`, one field a line (or separated by `;`). A
    /// mistake in one field skips to the end of that field only.
    mutating func declarationFields(_ form: DeclarationForm,
                                            _ parameters: [DeclarationNode.ParameterNode]) throws -> [DeclarationNode.FieldNode] {
        let open = try consume(.lBrace, form.messages.expectedBody)
        try enter(open)
        defer { depth -= 1 }
        var fields: [DeclarationNode.FieldNode] = []
        while !check(.rBrace) {
            if check(.eof) { try fail(form.messages.unclosedBody, at: peek) }
            if match(.semicolon) { continue }
            let start = current
            let level = depth
            do {
                try declarationField(form, parameters, into: &fields)
            } catch {
                depth = level
                // Skip the rest of this field, always moving on by at least one token.
                if current == start { skip() }
                while !check(.eof) && !check(.rBrace) && !check(.semicolon) && !tokens.newlineBefore(current) { skip() }
            }
        }
        skip()
        return fields
    }

    mutating func declarationField(_ form: DeclarationForm, _ parameters: [DeclarationNode.ParameterNode],
                                           into fields: inout [DeclarationNode.FieldNode]) throws {
        guard check(.identifier) else { try fail(form.messages.expectedField, at: peek) }
        let name = advance()
        guard let field = form.field(named: name.text) else { try fail(form.messages.unknownField(name.text), at: name) }
        if fields.contains(where: { $0.name == name.text }) { report(form.messages.duplicateField(name.text), at: name) }
        switch field.kind {
        case .value:
            try consume(.colon, "expected ':' after '\(name.text)'")
            let value = try expression()
            if form.constantFields, let problem = value.firstNonConstantPart(allowingCalls: form.constantFunctions) {
                let what = problem.name.map { "reads '\($0)', which is run-time state" } ?? "is computed at run time"
                diagnostics.append(Diagnostic(form.messages.notConstant(name.text, what),
                                              at: SourceLocation(source, problem.range)))
            }
            fields.append(.init(name: name.text, range: name.range, value: .value(value)))
            try endOfStatement()
        case .block(let takesParameters, let closureParameters, let inner):
            let fn: FunctionDecl
            if closureParameters {
                guard check(.lBrace) else { try fail("expected '{' after '\(name.text)'", at: peek) }
                guard case .closure(let f) = try closure().kind else { throw Failure() }
                fn = f
            } else {
                let open = try consume(.lBrace, "expected '{' after '\(name.text)'")
                let body = try blockWithInnerFields(inner, closing: "expected '}' to close '\(name.text)'")
                let params = takesParameters
                    ? parameters.map { VarDecl(name: $0.decl.name, isConstant: true, range: $0.decl.range) } : []
                fn = FunctionDecl(name: name.text, params: params, body: body,
                                  range: open.range.to(tokens.range(max(0, current - 1))), isClosure: false)
            }
            fields.append(.init(name: name.text, range: name.range, value: .block(fn)))
        }
    }

    /// The statements of a block field, where `label: value` lines name the
    /// field's inner fields (the opening brace is consumed).
    mutating func blockWithInnerFields(_ inner: [DeclarationForm.InnerField], closing: String) throws -> [Stmt] {
        try enter(previous)
        defer { depth -= 1 }
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        defer { allowTrailingClosure = saved }
        var body: [Stmt] = []
        while !check(.rBrace) {
            if check(.eof) { try fail(closing, at: peek) }
            if match(.semicolon) { continue }
            if check(.identifier), checkNext(.colon), let field = inner.first(where: { $0.name == tokens.text(current) }) {
                let start = current
                let level = depth
                do {
                    let label = advance()
                    skip()
                    let value = try expression()
                    body.append(Stmt(kind: .innerField(field, value), range: label.range.to(value.range)))
                    try endOfStatement()
                } catch {
                    depth = level
                    synchronize(from: start)
                }
                continue
            }
            if let s = recoveringStatement() { body.append(s) }
        }
        skip()
        return body
    }

    // MARK: - Expressions

    mutating func expression() throws -> Expr {
        try enterAtCurrent()
        defer { depth -= 1 }
        // `try` and `await` cover the whole expression to their right.
        if tokens.isIdentifier(current, "try") && !tokens.newlineBefore(current + 1) && isOperandStart(tokens[current + 1]) {
            let t = advance()
            var kind = TryKind.plain
            if (check(.question) || check(.bang)) && tokens.range(current).start == t.range.end {
                kind = advance().kind == .question ? .optional : .forced
            }
            let operand = try expression()
            return Expr(kind: .tryExpr(kind, operand), range: t.range.to(operand.range))
        }
        if tokens.isIdentifier(current, "await") && !tokens.newlineBefore(current + 1) && isOperandStart(tokens[current + 1]) {
            // qas runs synchronously: awaiting is the same as calling.
            skip()
            return try expression()
        }
        return try ternary()
    }

    /// Whether a token can begin an operand (so `try x` is `try`, not a name).
    func isOperandStart(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .integer, .double, .string, .lParen, .lBracket, .dot, .kTrue, .kFalse, .kNil,
             .minus, .bang, .dollarParam, .backslash, .lBrace:
            return true
        case .question: return true
        default: return false
        }
    }

    mutating func ternary() throws -> Expr {
        let condition = try binary(0)
        guard check(.question) else { return condition }
        skip()
        let yes = try expression()
        try consume(.colon, "expected ':' in the ternary expression")
        let no = try expression()
        return Expr(kind: .ternary(condition, yes, no), range: condition.range.to(no.range))
    }

    /// The precedence level of a binary operator, lowest first (Swift's order):
    /// `||`, `&&`, comparisons, `??`, ranges, additive, multiplicative, shifts.
    static func level(of kind: TokenKind) -> Int? {
        switch kind {
        case .pipePipe: return 0
        case .ampAmp: return 1
        case .equalEqual, .bangEqual, .less, .lessEqual, .greater, .greaterEqual, .identical, .notIdentical: return 2
        case .questionQuestion: return 3
        case .halfOpenRange, .closedRange: return 4
        case .plus, .minus, .ampPlus, .ampMinus, .pipe, .caret: return 5
        case .star, .slash, .percent, .ampStar, .amp: return 6
        case .shiftLeft, .shiftRight: return 7
        default: return nil
        }
    }

    /// How many precedence levels there are (the last for declared operators
    /// that bind tighter than shifts).
    static let levelCount = OperatorDeclarations.topLevel + 1

    /// The level of the infix operator at token `i`, a declared one included.
    mutating func infixLevel(_ i: Int) -> Int? {
        let kind = tokens.kind(i)
        guard kind == .customOperator else { return Parser.level(of: kind) }
        if tokens.text(i) == "~=", tokens.declaredOperators.operators["~="] == nil { return Parser.level(of: .equalEqual) }
        if tokens.text(i) == "&<<" || tokens.text(i) == "&>>", tokens.declaredOperators.operators[tokens.text(i)] == nil {
            return Parser.level(of: .shiftLeft)
        }
        guard let op = tokens.declaredOperators.operators[tokens.text(i)], op.fixities.contains(.infix) else { return nil }
        // Written `a ** b` or `a**b`; one attached on one side only is prefix or postfix.
        let before = tokens.range(i).start > tokens.range(i - 1).end, after = tokens.range(i + 1).start > tokens.range(i).end
        if before != after && (op.fixities.contains(.prefix) || op.fixities.contains(.postfix)) { return nil }
        return op.level
    }

    /// Whether the declared operator here is used as a postfix one (`n°`).
    mutating func isPostfixOperatorHere() -> Bool {
        guard let op = tokens.declaredOperators.operators[tokens.text(current)], op.fixities.contains(.postfix) else { return false }
        // `a ** b` with `**` both infix and postfix: infix when blanks are on both sides or neither.
        if op.fixities.contains(.infix) {
            let after = tokens.range(current + 1).start > tokens.range(current).end
            return after || [.rParen, .rBracket, .rBrace, .comma, .eof, .semicolon, .dot].contains(tokens.kind(current + 1))
        }
        return true
    }

    /// `precedencegroup Power { higherThan: MultiplicationPrecedence }`: read
    /// before lexing (`OperatorDeclarations`); here only passed over.
    mutating func precedenceGroup(_ start: SourceRange) throws -> Stmt {
        skip()
        skip()
        try consume(.lBrace, "expected '{' after the precedence group's name")
        while !check(.rBrace) {
            if check(.eof) { try fail("expected '}' to close the precedence group", at: peek) }
            let t = advance()
            guard t.kind == .identifier || t.kind == .colon || t.kind == .comma || t.kind == .kTrue || t.kind == .kFalse else {
                try fail("a precedence group holds 'higherThan:', 'lowerThan:', 'associativity:' and 'assignment:'", at: t)
            }
        }
        skip()
        return Stmt(kind: .block([]), range: start)
    }

    /// `infix operator **: MultiplicationPrecedence`, `prefix operator √`: read
    /// before lexing (`OperatorDeclarations`); here only passed over.
    mutating func operatorDeclaration(_ start: SourceRange) throws -> Stmt {
        skip()
        skip()
        guard check(.customOperator) else {
            try fail("expected the operator's characters after 'operator' (qas does not let a program redefine Swift's own operators)", at: peek)
        }
        skip()
        if match(.colon) { try consume(.identifier, "expected a precedence group after ':'") }
        return Stmt(kind: .block([]), range: start)
    }

    /// The operators of `level` and tighter, read as one rule per level
    /// (`binary(n)` is `binary(n + 1)` joined by level n's operators) but in one
    /// loop over the levels from the tightest out: an operand costs one call, not
    /// one per level.
    mutating func binary(_ level: Int) throws -> Expr {
        let outer = startChain()
        var left = try unary()
        // Most operands are followed by no operator: nothing to climb. (Only an
        // identifier — `as`, `is` — can continue one where no operator does.)
        let next = tokens.kind(current)
        if infixLevel(current) == nil && !(next == .identifier && level <= Parser.castLevel) {
            endChain(outer, height: deepest - depth)
            return left
        }
        // The operators fold into a tree as deep as the chain is long.
        var height = measuredHeight()
        defer { endChain(outer, height: height) }
        var at = Parser.levelCount - 1
        while at >= level {
            // Casts bind tighter than `??` and looser than ranges, as in Swift.
            if at == Parser.castLevel { (left, height) = try casts(left, height: height) }
            // An operator at the end of a line continues the expression; one at the
            // start of the next line does too when it can only be binary (`|| b`,
            // `&& c`, `?? d`) or has blanks on both sides (`+ e`), as in Swift;
            // otherwise (`-x`) the line is a new statement.
            while infixLevel(current) == at && (!tokens.newlineBefore(current) || continuesOnNewLine()) {
                let op = advance()
                if op.kind == .customOperator {
                    // `a ** b`: right-associative operators nest the rest.
                    let rightAssociative = tokens.declaredOperators.operators[op.text]?.rightAssociative == true
                    let right = try binary(rightAssociative ? at : at + 1)
                    height = try wrapChain(height, operand: measuredHeight(), at: op)
                    var target = left
                    if infixInoutOperators.contains(op.text) {
                        switch left.kind {
                        case .name, .member, .subscriptAccess: target = Expr(kind: .inoutArgument(left), range: left.range)
                        default: break
                        }
                    }
                    left = Expr(kind: .customOperator(op.text, [target, right], NameRef()), range: left.range.to(right.range))
                    continue
                }
                if op.kind == .questionQuestion {
                    // Right-associative: each `??` nests the rest.
                    try enter(op)
                    let right = try binary(at)
                    depth -= 1   // (a mistake inside unwinds to a statement, which resets it)
                    // The right side was measured from one level down: the new node's height.
                    height = max(height + 1, measuredHeight())
                    if depth + height > Limits.nesting { height = try wrapChain(height, at: op) }
                    left = Expr(kind: .nilCoalesce(left, right), range: left.range.to(right.range))
                    break
                }
                if (op.kind == .closedRange || op.kind == .halfOpenRange) && !startsOperand() {
                    // `90...`: a range with no upper bound.
                    height = try wrapChain(height, at: op)
                    left = Expr(kind: .range(left, Parser.unbounded(op.range), closed: op.kind == .closedRange), range: left.range.to(op.range))
                    continue
                }
                let right = try binary(at + 1)
                height = try wrapChain(height, operand: measuredHeight(), at: op)
                let range = left.range.to(right.range)
                switch op.kind {
                case .pipePipe: left = Expr(kind: .or(left, right), range: range)
                case .ampAmp: left = Expr(kind: .and(left, right), range: range)
                case .halfOpenRange, .closedRange:
                    left = Expr(kind: .range(left, right, closed: op.kind == .closedRange), range: range)
                default:
                    left = Expr(kind: .binary(Parser.binaryOp(op.kind)!, left, right), range: range)
                }
                if at == 2 && Parser.level(of: tokens.kind(current)) == 2 && !tokens.newlineBefore(current) {
                    try fail("comparison operators cannot be chained; use '&&'", at: peek)
                }
            }
            at -= 1
        }
        return left
    }

    /// Whether the binary operator next, first on its line, continues the
    /// expression above it.
    mutating func continuesOnNewLine() -> Bool {
        switch tokens.kind(current) {
        case .minus, .plus, .bang, .halfOpenRange, .closedRange, .amp, .less, .tilde:
            // Also a prefix operator (or a generic's `<`): binary only with a blank after it.
            return tokens.range(current + 1).start > tokens.range(current).end && !tokens.newlineBefore(current + 1)
        default:
            return true
        }
    }

    /// The level whose operands may be cast: `??`'s.
    static let castLevel = 3

    /// `e as T`, `e as? T`, `e as! T`, `e is T`, any number in a row; each adds
    /// a level to the chain of height `height`.
    mutating func casts(_ operand: Expr, height: Int) throws -> (Expr, height: Int) {
        var e = operand
        var height = height
        while check(.identifier) && !tokens.newlineBefore(current) && (tokens.text(current) == "as" || tokens.text(current) == "is") {
            let word = advance()
            height = try wrapChain(height, at: word)
            if word.text == "is" {
                let t = try typeRef()
                if let cast = genericCast(e, t, "is") { e = cast; continue }
                e = Expr(kind: .isType(e, t), range: e.range.to(tokens.range(max(0, current - 1))))
                continue
            }
            var kind = CastKind.plain
            if (check(.question) || check(.bang)) && tokens.range(current).start == word.range.end {
                kind = advance().kind == .question ? .conditional : .forced
            }
            let t = try typeRef()
            if kind != .plain, let cast = genericCast(e, t, kind == .forced ? "forced" : "conditional") { e = cast; continue }
            e = Expr(kind: .cast(e, t, kind), range: e.range.to(tokens.range(max(0, current - 1))))
        }
        return (e, height)
    }

    /// `x as? T`, `x as! T`, `x is T` with `T` a generic parameter in scope:
    /// `$castTo(x, T, how)`, the type read from the variable the function binds
    /// `T` to (closures in the body capture it like any other).
    private mutating func genericCast(_ e: Expr, _ t: TypeRef, _ how: String) -> Expr? {
        guard case .named(let g, let args) = t, args.isEmpty,
              genericsInScope.contains(g) || typeGenericContext?.generics.contains(g) == true else { return nil }
        let range = e.range.to(tokens.range(max(0, current - 1)))
        let callee = Expr(kind: .name("$castTo", NameRef()), range: range)
        let arguments = [e, Expr(kind: .name(g, NameRef()), range: range), Parser.stringLiteral(how, range), Parser.stringLiteral(g, range)]
        return Expr(kind: .call(callee, arguments.map { Argument(label: nil, value: $0) }), range: range)
    }

    static func binaryOp(_ kind: TokenKind) -> BinaryOp? {
        switch kind {
        case .plus: return .add
        case .minus: return .subtract
        case .star: return .multiply
        case .slash: return .divide
        case .percent: return .remainder
        case .equalEqual: return .equal
        case .bangEqual: return .notEqual
        case .less: return .less
        case .lessEqual: return .lessEqual
        case .greater: return .greater
        case .greaterEqual: return .greaterEqual
        case .identical: return .identical
        case .notIdentical: return .notIdentical
        case .amp: return .bitAnd
        case .pipe: return .bitOr
        case .caret: return .bitXor
        case .shiftLeft: return .shiftLeft
        case .shiftRight: return .shiftRight
        case .ampPlus: return .wrappingAdd
        case .ampMinus: return .wrappingSubtract
        case .ampStar: return .wrappingMultiply
        default: return nil
        }
    }

    mutating func unary() throws -> Expr {
        if check(.closedRange) && checkNext(.rBracket) {
            // `elements[...]`: every element (UnboundedRange).
            let op = advance()
            return Expr(kind: .range(Parser.unbounded(op.range), Parser.unbounded(op.range), closed: false), range: op.range)
        }
        if check(.closedRange) || check(.halfOpenRange) {
            // `..<5`, `...5`: a range with no lower bound.
            let op = advance()
            try enter(op)
            defer { depth -= 1 }
            let upper = try unary()
            return Expr(kind: .range(Parser.unbounded(op.range), upper, closed: op.kind == .closedRange), range: op.range.to(upper.range))
        }
        if check(.amp) {
            try fail("'&' passes a variable to an 'inout' parameter; it is allowed only as a whole argument of a call", at: peek)
        }
        if check(.customOperator), tokens.declaredOperators.operators[tokens.text(current)]?.fixities.contains(.prefix) == true,
           tokens.range(current + 1).start == tokens.range(current).end {
            // `√x`: a prefix operator the program declares.
            let op = advance()
            try enter(op)
            defer { depth -= 1 }
            var operand = try unary()
            if inoutOperators.contains(op.text) {
                // `++z` with `static prefix func ++ (z: inout Z)`: the variable itself is passed.
                switch operand.kind {
                case .name, .member, .subscriptAccess: operand = Expr(kind: .inoutArgument(operand), range: operand.range)
                default: break
                }
            }
            return Expr(kind: .customOperator(op.text, [operand], NameRef()), range: op.range.to(operand.range))
        }
        if check(.tilde) {
            let op = advance()
            try enter(op)
            defer { depth -= 1 }
            let operand = try unary()
            return Expr(kind: .unary(.bitNot, operand), range: op.range.to(operand.range))
        }
        if check(.plus), tokens.range(current + 1).start == tokens.range(current).end {
            // `+x`: the number itself.
            let op = advance()
            try enter(op)
            defer { depth -= 1 }
            let operand = try unary()
            return Expr(kind: .binary(.add, Expr(kind: .literal(.int(0)), range: op.range), operand), range: op.range.to(operand.range))
        }
        if check(.minus) || check(.bang) {
            let op = advance()
            try enter(op)
            defer { depth -= 1 }
            let operand = try unary()
            let range = op.range.to(operand.range)
            // Fold negative literals so `-9223372036854775807 - 1` style constants work.
            if op.kind == .minus, case .literal(.int(let i)) = operand.kind {
                return Expr(kind: .literal(.int(-i)), range: range)
            }
            // `-9223372036854775808`: Int.min, whose digits alone do not fit Int.
            if op.kind == .minus, case .call(_, let args) = operand.kind, args.count == 1, args[0].label == "bitPattern",
               case .literal(.int(Int.min)) = args[0].value.kind, tokens.text(current - 1) == Lexer.unsignedMarker {
                return Expr(kind: .literal(.int(Int.min)), range: range)
            }
            if op.kind == .minus, case .literal(.double(let d)) = operand.kind {
                return Expr(kind: .literal(.double(-d)), range: range)
            }
            return Expr(kind: .unary(op.kind == .minus ? .negate : .not, operand), range: range)
        }
        return try postfix()
    }

    mutating func postfix() throws -> Expr {
        let outer = startChain()
        var e = try primary()
        // Each member, call, subscript or unwrap wraps the chain in one more node.
        var height = measuredHeight()
        defer { endChain(outer, height: height) }
        var chained = false
        while true {
            let t = peek
            let attached = t.range.start == tokens.range(max(0, current - 1)).end
            if t.kind == .dot && checkNext(.double),
               case let parts = source.text(tokens.range(current + 1).start, tokens.range(current + 1).end).split(separator: "."),
               parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) {
                // `pair.0.1` lexes as `pair` `.` `0.1`: two tuple members.
                skip()
                let number = advance()
                e = Expr(kind: .member(e, String(Int(parts[0]) ?? 0), optional: false), range: e.range.to(number.range))
                e = Expr(kind: .member(e, String(Int(parts[1]) ?? 0), optional: false), range: e.range.to(number.range))
            } else if t.kind == .dot {
                skip()
                let name = try memberName()
                if let labels = fullNameLabels(after: name) {
                    // `Theme.init(rawValue:)`, `list.insert(_:at:)`: the function itself.
                    let range = e.range.to(tokens.range(current - 1))
                    e = functionReference(name.text == "init" ? e : Expr(kind: .member(e, name.text, optional: false), range: range),
                                          labels: labels, range: range)
                    continue
                }
                if case .name("Swift", _) = e.kind {
                    // `Swift.max(a, b)`: the standard library's own name.
                    e = Expr(kind: .name(name.text, NameRef()), range: e.range.to(name.range))
                    continue
                }
                if name.text == "self", let metatype = Parser.collectionMetatype(e) {
                    // `[Item].self`, `[String: Int].self`: the collection type as a value.
                    e = metatype
                    continue
                }
                e = Expr(kind: .member(e, name.text, optional: false), range: e.range.to(name.range))
            } else if t.kind == .question && attached && checkNext(.rBracket), Parser.typeSyntax(e) != nil {
                // `[Disc?](repeating: nil, count: 7)`: an element type that is optional
                // (the array holds nils as it is; the type only reads as one).
                skip()
            } else if t.kind == .question && attached && Parser.assignmentOperators.contains(tokens.kind(current + 1)) {
                // `scores[name]? += 5`: changed only when there is a value.
                skip()
                chained = true
                e = Expr(kind: .optionalCallee(e), range: e.range.to(t.range))
            } else if t.kind == .question && attached && checkNext(.lParen) && tokens.range(current + 1).start == t.range.end {
                // `handler?()`: called only when not nil.
                skip()
                chained = true
                e = Expr(kind: .optionalCallee(e), range: e.range.to(t.range))
            } else if t.kind == .question && attached && (checkNext(.dot) || checkNext(.lBracket)) {
                skip()
                chained = true
                if match(.dot) {
                    let name = try memberName()
                    e = Expr(kind: .member(e, name.text, optional: true), range: e.range.to(name.range))
                } else {
                    skip()
                    let index = try nested { try $0.expression() }
                    try consume(.rBracket, "expected ']' after the subscript")
                    e = Expr(kind: .subscriptAccess(e, index, optional: true), range: e.range.to(tokens.range(max(0, current - 1))))
                }
            } else if t.kind == .bang && attached {
                skip()
                e = Expr(kind: .forceUnwrap(e), range: e.range.to(t.range))
            } else if t.kind == .customOperator && attached && isPostfixOperatorHere() {
                // `n°`: a postfix operator the program declares.
                skip()
                e = Expr(kind: .customOperator(t.text, [e], NameRef()), range: e.range.to(t.range))
            } else if t.kind == .lParen && !t.newlineBefore && checkNext(.rParen) && Parser.isTypeLiteral(e)
                        && Parser.typeSyntax(e)?.mayConvert != true {
                // `[String]()`, `[String: Int]()`: an empty collection (`[Double]()`
                // stays a call, so that the variable it makes is known to be one).
                skip(); skip()
                if case .dictionary = e.kind { e = Expr(kind: .dictionary([]), range: e.range.to(tokens.range(max(0, current - 1)))) }
                else { e = Expr(kind: .array([]), range: e.range.to(tokens.range(max(0, current - 1)))) }
            } else if t.kind == .lParen && !t.newlineBefore {
                skip()
                let savedLogging = parsingLogMessage
                parsingLogMessage = takesLogMessage(e)
                defer { parsingLogMessage = savedLogging }
                var args = try nested { try $0.arguments(closing: .rParen) }
                if allowTrailingClosure && check(.lBrace) && !tokens.newlineBefore(current) && !startsObservers(current) {
                    args.append(Argument(label: nil, value: try closure()))
                    try labeledTrailingClosures(&args)
                }
                args = applyingAutoclosures(e, applyingResultBuilders(e, args))
                e = Expr(kind: .call(e, args), range: e.range.to(tokens.range(max(0, current - 1))))
            } else if t.kind == .lBracket && !t.newlineBefore {
                skip()
                let index = try nested { try $0.subscriptIndex() }
                try consume(.rBracket, "expected ']' after the subscript")
                e = Expr(kind: .subscriptAccess(e, index, optional: false), range: e.range.to(tokens.range(max(0, current - 1))))
            } else if t.kind == .lBrace && !t.newlineBefore && allowTrailingClosure && isCallable(e) && !startsObservers(current) {
                // A trailing closure alone: `xs.map { x in x * 2 }`.
                var args = [Argument(label: nil, value: try closure())]
                try labeledTrailingClosures(&args)
                args = applyingResultBuilders(e, args)
                e = Expr(kind: .call(e, args), range: e.range.to(tokens.range(max(0, current - 1))))
            } else {
                break
            }
            height = try wrapChain(height, operand: measuredHeight(), at: t)
        }
        if chained { height += 1 }
        return chained ? Expr(kind: .optionalChain(e), range: e.range) : e
    }

    /// The inside of `[ … ]`: one index, or several with labels (`d[k, default: 0]`),
    /// which arrive as one tuple.
    mutating func subscriptIndex() throws -> Expr {
        let label = argumentLabel()
        let first = try expression()
        guard check(.comma) || label != nil else { return first }
        var items = [first], labels = [label]
        while match(.comma) {
            let l = argumentLabel()
            items.append(try expression())
            labels.append(l)
        }
        return Expr(kind: .tuple(items, labels), range: first.range.to(tokens.range(max(0, current - 1))))
    }

    /// `[Int]`, `[String: [Int]]` written as a collection literal of type names.
    static func isTypeLiteral(_ e: Expr) -> Bool {
        func isTypeName(_ x: Expr) -> Bool {
            switch x.kind {
            case .name(let n, _): return n.first?.isUppercase == true
            case .member(let b, _, _): return isTypeName(b)
            case .array(let items): return items.count == 1 && isTypeName(items[0])
            case .dictionary(let pairs): return pairs.count == 1 && isTypeName(pairs[0].0) && isTypeName(pairs[0].1)
            // `[(T, Int)]()`: a tuple of types.
            case .tuple(let items, _): return items.count > 1 && items.allSatisfy(isTypeName)
            default: return false
            }
        }
        switch e.kind {
        case .array(let items): return items.count == 1 && isTypeName(items[0])
        case .dictionary(let pairs): return pairs.count == 1 && isTypeName(pairs[0].0) && isTypeName(pairs[0].1)
        default: return false
        }
    }

    /// A value written for a `Set` annotation: an array literal becomes a set,
    /// as do those in the values of a `[K: Set<E>]` or the elements of a `[Set<E>]`.
    /// The type an expression spells when it is written as one (`Double`,
    /// `[[Element]]`, `[String: Int]`, `Shape.Kind`): a name starting with a
    /// capital letter, or arrays and dictionaries of such; nil otherwise.
    static func typeSyntax(_ e: Expr) -> TypeRef? {
        switch e.kind {
        case .call(let callee, let args) where !args.isEmpty && args.allSatisfy({ $0.label == nil }):
            // What `metatypeExpr` made: `__genericType(Set.self, Int.self)` is `Set<Int>`.
            guard case .name(let maker, _) = callee.kind else { return nil }
            func type(_ x: Expr) -> TypeRef? {
                if case .member(let base, "self", false) = x.kind { return typeSyntax(base) }
                return typeSyntax(x)
            }
            let types = args.compactMap { type($0.value) }
            guard types.count == args.count else { return nil }
            switch maker {
            case "__genericType":
                guard case .named(let n, let none)? = types.first, none.isEmpty else { return nil }
                return .named(n, Array(types.dropFirst()))
            case "__arrayType" where types.count == 1: return .array(types[0])
            case "__dictionaryType" where types.count == 2: return .dictionary(types[0], types[1])
            case "__optionalType" where types.count == 1: return .optional(types[0])
            default: return nil
            }
        case .name(let n, _):
            guard let c = n.unicodeScalars.first, c.properties.isUppercase else { return nil }
            return .named(n, [])
        case .member(let base, let n, false):
            guard case .named(let b, _)? = typeSyntax(base), n.unicodeScalars.first?.properties.isUppercase == true else { return nil }
            return .named(b + "." + n, [])
        case .array(let items) where items.count == 1:
            return typeSyntax(items[0]).map { .array($0) }
        case .tuple(let items, let labels) where items.count > 1:
            // `(value: Int, length: Int)` inside `[…]()`.
            let types = items.compactMap(typeSyntax)
            return types.count == items.count ? .tuple(types, labels) : nil
        case .dictionary(let pairs) where pairs.count == 1:
            guard let k = typeSyntax(pairs[0].0), let v = typeSyntax(pairs[0].1) else { return nil }
            return .dictionary(k, v)
        default: return nil
        }
    }

    /// `[Item].self` as a call making the metatype: `__arrayType(Item.self)`,
    /// `[K: V]` as `__dictionaryType(K.self, V.self)`; nil when `e` is no collection type.
    static func collectionMetatype(_ e: Expr) -> Expr? {
        func call(_ name: String, _ args: [Expr]) -> Expr {
            Expr(kind: .call(Expr(kind: .name(name, NameRef()), range: e.range),
                             args.map { Argument(label: nil, value: $0) }), range: e.range)
        }
        func metatype(_ e: Expr) -> Expr? {
            switch e.kind {
            case .array(let items) where items.count == 1:
                return metatype(items[0]).map { call("__arrayType", [$0]) }
            case .dictionary(let pairs) where pairs.count == 1:
                guard let k = metatype(pairs[0].0), let v = metatype(pairs[0].1) else { return nil }
                return call("__dictionaryType", [k, v])
            default:
                guard typeSyntax(e) != nil else { return nil }
                return Expr(kind: .member(e, "self", optional: false), range: e.range)
            }
        }
        switch e.kind {
        case .array, .dictionary: return metatype(e)
        default: return nil
        }
    }

    /// The types between `<` and `>` ending before `end`.
    mutating func genericArguments(until end: Int) throws -> [TypeRef] {
        let saved = current
        defer { current = saved }
        current += 1
        var types: [TypeRef] = []
        repeat { types.append(try typeRef()) } while match(.comma)
        guard current == end - 1 else { throw Failure() }
        return types
    }

    /// A written type as the expression of its metatype (`Item.self`, `__arrayType(Item.self)`).
    static func metatypeExpr(_ t: TypeRef, at range: SourceRange) -> Expr {
        func call(_ name: String, _ args: [Expr]) -> Expr {
            Expr(kind: .call(Expr(kind: .name(name, NameRef()), range: range), args.map { Argument(label: nil, value: $0) }), range: range)
        }
        switch t {
        case .array(let e): return call("__arrayType", [metatypeExpr(e, at: range)])
        case .dictionary(let k, let v): return call("__dictionaryType", [metatypeExpr(k, at: range), metatypeExpr(v, at: range)])
        case .optional(let w): return call("__optionalType", [metatypeExpr(w, at: range)])
        case .named(let n, let args) where !args.isEmpty:
            return call("__genericType", [metatypeExpr(.named(n, []), at: range)] + args.map { metatypeExpr($0, at: range) })
        case .named(let n, _):
            var e = Expr(kind: .name(String(n.split(separator: ".")[0]), NameRef()), range: range)
            for part in n.split(separator: ".").dropFirst() { e = Expr(kind: .member(e, String(part), optional: false), range: range) }
            return Expr(kind: .member(e, "self", optional: false), range: range)
        case .tuple, .function: return Expr(kind: .literal(.null), range: range)
        }
    }

    /// The type Swift infers for a variable made by `[T](…)` or `[K: V](…)`.
    static func madeCollectionType(_ value: Expr) -> TypeRef? {
        guard case .call(let callee, _) = value.kind else { return nil }
        switch callee.kind {
        case .array, .dictionary: return typeSyntax(callee)
        // `Set<Set<String>>()`: a set of sets (its inserted literals are sets).
        case .call: if case .named("Set", let args)? = typeSyntax(callee), args.count == 1 { return .named("Set", args) }; return nil
        default: return nil
        }
    }

    static func typed(_ value: Expr, _ annotation: TypeRef?) -> Expr {
        switch (annotation?.unwrapped, value.kind) {
        case (.dictionary(_, let valueType)?, .dictionary(let pairs)) where valueType.namesSet:
            return Expr(kind: .dictionary(pairs.map { ($0.0, typed($0.1, valueType)) }), range: value.range)
        case (.array(let element)?, .array(let items)) where element.namesSet:
            return Expr(kind: .array(items.map { typed($0, element) }), range: value.range)
        default:
            break
        }
        guard case .named(let n, _)? = annotation?.unwrapped, n == "Set" || n == "Swift.Set" else { return value }
        guard case .array = value.kind else { return value }
        let callee = Expr(kind: .name("Set", NameRef()), range: value.range)
        return Expr(kind: .call(callee, [Argument(label: nil, value: value)]), range: value.range)
    }

    func isCallable(_ e: Expr) -> Bool {
        switch e.kind {
        case .name, .member, .implicitMember: return true
        default: return false
        }
    }

    /// After a name: `(label:_:)` naming a function by its argument labels,
    /// read and returned (nil, with nothing read, for anything else).
    mutating func fullNameLabels(after name: Token) -> [String?]? {
        guard check(.lParen), tokens.range(current).start == name.range.end else { return nil }
        var i = current + 1
        var labels: [String?] = []
        while tokens.kind(i) == .identifier || keywordKinds.contains(tokens.kind(i)) {
            guard tokens.kind(i + 1) == .colon else { return nil }
            let text = source.text(tokens.range(i).start, tokens.range(i).end)
            labels.append(text == "_" ? nil : text)
            i += 2
        }
        guard !labels.isEmpty, tokens.kind(i) == .rParen else { return nil }
        current = i + 1
        return labels
    }

    /// `name(a:b:)`, `Base.name(a:b:)` as a value: a closure calling `callee`
    /// with its arguments under those labels (`Base(a:b:)` for `init`).
    func functionReference(_ callee: Expr, labels: [String?], range: SourceRange) -> Expr {
        let params = labels.indices.map { VarDecl(name: "$\($0)", isConstant: false, range: range) }
        let args = labels.enumerated().map { k, label in
            Argument(label: label, value: Expr(kind: .name("$\(k)", NameRef()), range: range))
        }
        let body = [Stmt(kind: .returnStmt(Expr(kind: .call(callee, args), range: range)), range: range)]
        return Expr(kind: .closure(FunctionDecl(name: "closure", params: params, body: body, range: range, isClosure: true)), range: range)
    }

    mutating func memberName() throws -> Token {
        if check(.integer) { var t = advance(); t.text = String(t.intValue); return t } // tuple.0
        if check(.identifier) { return advance() }
        // Keywords are fine as member names (`item.default`).
        if keywordKinds.contains(tokens.kind(current)) { var t = advance(); t.text = source.text(t.range.start, t.range.end); return t }
        try fail("expected a member name after '.'", at: peek)
    }

    /// Parses inside brackets, where trailing closures are allowed again.
    mutating func nested<T>(_ body: (inout Parser) throws -> T) throws -> T {
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        defer { allowTrailingClosure = saved }
        return try body(&self)
    }

    mutating func arguments(closing: TokenKind) throws -> [Argument] {
        var args: [Argument] = []
        while !check(closing) {
            let label = argumentLabel()
            if let op = Parser.binaryOp(tokens.kind(current)), checkNext(.rParen) || checkNext(.comma) {
                let t = advance()
                args.append(Argument(label: label, value: Expr(kind: .operatorFunction(op), range: t.range)))
            } else if check(.customOperator), checkNext(.rParen) || checkNext(.comma) {
                // `reduce("1", ⊗)`: the program's operator as a function of two operands.
                let t = advance()
                let params = ["$lhs", "$rhs"].map { VarDecl(name: $0, isConstant: true, range: t.range) }
                let operands = params.map { Expr(kind: .name($0.name, NameRef()), range: t.range) }
                let body = [Stmt(kind: .returnStmt(Expr(kind: .customOperator(t.text, operands, NameRef()), range: t.range)), range: t.range)]
                let f = FunctionDecl(name: "closure", params: params, body: body, range: t.range, isClosure: true)
                args.append(Argument(label: label, value: Expr(kind: .closure(f), range: t.range)))
            } else if check(.amp) {
                // `&x`: the whole argument is the variable passed `inout`.
                let amp = advance()
                try enter(amp)
                defer { depth -= 1 }
                let target = try postfix()
                args.append(Argument(label: label, value: Expr(kind: .inoutArgument(target), range: amp.range.to(target.range))))
            } else {
                args.append(Argument(label: label, value: try expression()))
            }
            if !match(.comma) { break }
        }
        try consume(closing, "expected ')' to close the argument list")
        return args
    }

    /// `#line`, `#column`, `#file`, `#filePath`: literals of where they are
    /// written. `#function` and `#fileID` name what only compiling knows (the
    /// enclosing function, the module), as `MagicLiteral` names.
    mutating func magicLiteral(_ t: Token) throws -> Expr {
        let (line, column) = source.location(of: t.range.start)
        switch t.text {
        case "#line": return Expr(kind: .literal(.int(line)), range: t.range)
        case "#column": return Expr(kind: .literal(.int(column)), range: t.range)
        case "#file", "#filePath": return Expr(kind: .literal(.string(source.name(at: t.range.start))), range: t.range)
        case "#function", "#fileID": return Expr(kind: .name(t.text, NameRef()), range: t.range)
        default: try fail("\(t.text) is not supported", at: t)
        }
    }

    mutating func primary() throws -> Expr {
        let t = peek
        switch t.kind {
        case .integer:
            skip()
            if t.text == Lexer.unsignedMarker {
                // `14695981039346656037`: too big for Int, so a UInt64 (as Swift
                // types it where a UInt64 is expected; elsewhere Swift refuses it).
                let bits = Expr(kind: .literal(.int(t.intValue)), range: t.range)
                let callee = Expr(kind: .name("UInt64", NameRef()), range: t.range)
                return Expr(kind: .call(callee, [Argument(label: "bitPattern", value: bits)]), range: t.range)
            }
            return Expr(kind: .literal(.int(t.intValue)), range: t.range)
        case .double: skip(); return Expr(kind: .literal(.double(t.doubleValue)), range: t.range)
        case .kTrue: skip(); return Expr(kind: .literal(.bool(true)), range: t.range)
        case .kFalse: skip(); return Expr(kind: .literal(.bool(false)), range: t.range)
        case .kNil: skip(); return Expr(kind: .literal(.null), range: t.range)
        case .string: return try stringLiteral()
        case .identifier where t.text.hasPrefix("#") && t.text != "#selector":
            skip()
            return try magicLiteral(t)
        case .identifier where (t.text == "Swift" || t.text == "Foundation" || t.text == ownModuleQualifier) && checkNext(.dot)
                && tokens.kind(current + 2) == .identifier && !tokens.newlineBefore(current + 1):
            // `Swift.max(a, b)`, `Foundation.exp(x)`: the module's name only
            // qualifies what follows (qas has one namespace for them).
            skip(); skip()
            let e = try primary()
            if case .name(_, let ref) = e.kind { ref.isModuleQualified = true }
            return e
        case .identifier where !typeAliasNames.isEmpty && typeAliasNames[t.text] != nil
                && (checkNext(.lParen) || checkNext(.dot)) && !tokens.newlineBefore(current + 1):
            skip()
            if case .named(_, let args)? = plainTypes[t.text], args.contains(where: \.mayConvert), check(.lParen) {
                // `typealias Q = Quaternion<Double>`: `Q(1, 2, 3, 4)` holds Doubles.
                return Parser.metatypeExpr(plainTypes[t.text]!, at: t.range)
            }
            // (`typealias Status = HTTPClient.Response.Status`: the nested type by its path.)
            let path = typeAliasNames[t.text]!.split(separator: ".").map(String.init)
            var e = Expr(kind: .name(path[0], NameRef()), range: t.range)
            for part in path.dropFirst() { e = Expr(kind: .member(e, part, optional: false), range: t.range) }
            return e
        case .identifier where (checkNext(.lParen) || checkNext(.dot) && tokens.text(current + 2) == "self") && typeAliasTargets[t.text] != nil:
            // `Digits()` with `typealias Digits = [Int]`: the aliased collection type made.
            skip()
            return Parser.typeExpression(typeAliasTargets[t.text]!, at: t.range)!
        case .identifier:
            skip()
            // `Stack<Int>()`, `Set<String>()`: the type's arguments change nothing.
            if check(.less) && tokens.range(current).start == t.range.end, let end = genericArgumentsEnd(from: current) {
                // `Matrix<T>(repeating: row, count: n)` with `typealias Matrix<T> = [[T]]`.
                if let alias = genericAliases[t.text], tokens.kind(end) == .lParen, let arguments = try? genericArguments(until: end),
                   arguments.count == alias.parameters.count,
                   let made = Parser.typeExpression(alias.target.substituting(Dictionary(zip(alias.parameters, arguments),
                                                                                          uniquingKeysWith: { a, _ in a })), at: t.range) {
                    current = end
                    return made
                }
                // `[Set<Int>]()`, `[String: Set<Int>]()`: the element type with its arguments.
                if tokens.kind(end) == .rBracket, let arguments = try? genericArguments(until: end) {
                    current = end
                    return Parser.metatypeExpr(.named(t.text, arguments), at: t.range)
                }
                // `Array<Double>(repeating: 0, count: 3)`: as `[Double](…)`, its elements of that type.
                if t.text == "Array" || t.text == "ContiguousArray" || t.text == "Dictionary", tokens.kind(end) == .lParen,
                   let arguments = try? genericArguments(until: end),
                   let made = Parser.typeExpression(arguments.count == 2 && t.text == "Dictionary" ? .dictionary(arguments[0], arguments[1])
                                                    : .array(arguments[0]), at: t.range),
                   arguments.count == (t.text == "Dictionary" ? 2 : 1) {
                    current = end
                    return made
                }
                // `Vec<Double>(1, 2)`: made as that type (its `T` properties hold Doubles);
                // `Set<Double>([1, 2])` and `Set<Set<String>>()` too.
                if tokens.kind(end) == .lParen, tokens.range(end).start == tokens.range(end - 1).end,
                   let arguments = try? genericArguments(until: end), arguments.contains(where: \.mayConvert) {
                    current = end
                    return Parser.metatypeExpr(.named(t.text, arguments), at: t.range)
                }
                // `Box<Int>.self`: the type with its arguments, a value decoding needs.
                if tokens.kind(end) == .dot, tokens.text(end + 1) == "self", let arguments = try? genericArguments(until: end) {
                    current = end + 2
                    let base = Expr(kind: .member(Expr(kind: .name(t.text, NameRef()), range: t.range), "self", optional: false), range: t.range)
                    let args = [base] + arguments.map { Parser.metatypeExpr($0, at: t.range) }
                    return Expr(kind: .call(Expr(kind: .name("__genericType", NameRef()), range: t.range),
                                            args.map { Argument(label: nil, value: $0) }), range: t.range.to(previous.range))
                }
                while current < end { skip() }
            }
            if let labels = fullNameLabels(after: t) {
                // `describe(_:)`, `move(from:to:)`: the function itself.
                return functionReference(Expr(kind: .name(t.text, NameRef()), range: t.range), labels: labels,
                                         range: t.range.to(tokens.range(current - 1)))
            }
            if !wrappedLocals.isEmpty || !accessorGlobals.isEmpty,
               let read = wrappedLocals[t.text] ?? accessorGlobals[t.text].map({ (name: $0, member: "value") }) {
                // A local with a property wrapper: `level` is `_level.wrappedValue`, `$level` its
                // projection; a variable with accessors or observers is its holder's `value`.
                let base = Expr(kind: .name(read.name, NameRef()), range: t.range)
                return Expr(kind: .member(base, read.member, optional: false), range: t.range)
            }
            return Expr(kind: .name(t.text, NameRef()), range: t.range)
        case .backslash:
            // `\.title`, `\Book.title`: a key path.
            skip()
            if check(.identifier) && !checkNext(.lParen) { skip() }
            var names: [String] = []
            while match(.dot) { names.append(try memberName().text) }
            guard !names.isEmpty else { try fail("expected '.' and a property name in the key path", at: peek) }
            return Expr(kind: .keyPath(names), range: t.range.to(tokens.range(max(0, current - 1))))
        case .dollarParam:
            skip()
            guard !dollarUse.isEmpty else { try fail("'$\(t.intValue)' can only be used inside a closure", at: t) }
            dollarUse[dollarUse.count - 1] = max(dollarUse[dollarUse.count - 1], t.intValue)
            return Expr(kind: .name("$\(t.intValue)", NameRef()), range: t.range)
        case .dot:
            skip()
            // Keywords are fine here too (`.default`), as in Swift.
            guard check(.identifier) || keywordKinds.contains(tokens.kind(current)) else { try fail("expected a name after '.'", at: peek) }
            let name = try memberName()
            return Expr(kind: .implicitMember(name.text), range: t.range.to(name.range))
        case .lParen:
            skip()
            // `(+)`: the operator as a function value.
            if let op = Parser.binaryOp(tokens.kind(current)), checkNext(.rParen) {
                let opToken = advance()
                skip()
                return Expr(kind: .operatorFunction(op), range: t.range.to(opToken.range))
            }
            return try nested { p in
                var items: [Expr] = []
                var labels: [String?] = []
                while !p.check(.rParen) {
                    var label: String? = nil
                    if p.check(.identifier) && p.checkNext(.colon) { label = p.advance().text; p.skip() }
                    items.append(try p.expression())
                    labels.append(label)
                    if !p.match(.comma) { break }
                }
                try p.consume(.rParen, "expected ')'")
                let range = t.range.to(p.tokens.range(max(0, p.current - 1)))
                if items.count == 1 && labels[0] == nil { return Expr(kind: items[0].kind, range: range) }
                if items.isEmpty { return Expr(kind: .tuple([], []), range: range) }
                return Expr(kind: .tuple(items, labels), range: range)
            }
        case .lBracket:
            skip()
            return try nested { try $0.collectionLiteral(t) }
        case .lBrace:
            return try closure()
        case .kIf, .kSwitch:
            // `let size = if n > 9 { "big" } else { "small" }`: the statement, each
            // branch one expression, as a closure called then and there (its
            // branches' values are what the closure returns).
            let statement = try t.kind == .kIf ? ifStatement() : switchStatement()
            guard statement.returningValue != nil else {
                try fail("'\(t.kind == .kIf ? "if" : "switch")' used as a value needs an 'else' and one expression in each branch", at: t)
            }
            let fn = FunctionDecl(name: "closure", params: [], body: [statement], range: statement.range, isClosure: true)
            let closure = Expr(kind: .closure(fn), range: statement.range)
            return Expr(kind: .call(closure, []), range: statement.range)
        case .eof:
            try fail("expected an expression", at: t)
        case .error:
            try fail(t.text, at: t)
        default:
            try fail("expected an expression, found \(t.kind.display)", at: t)
        }
    }

    mutating func collectionLiteral(_ open: Token) throws -> Expr {
        if match(.colon) {
            try consume(.rBracket, "expected ']' after '[:'")
            return Expr(kind: .dictionary([]), range: open.range.to(tokens.range(max(0, current - 1))))
        }
        if match(.rBracket) { return Expr(kind: .array([]), range: open.range.to(tokens.range(max(0, current - 1)))) }
        let first = try expression()
        if match(.colon) {
            var pairs = [(first, try expression())]
            while match(.comma) {
                if check(.rBracket) { break }
                let k = try expression()
                try consume(.colon, "expected ':' between key and value in a dictionary literal")
                pairs.append((k, try expression()))
            }
            try consume(.rBracket, "expected ']' to close the dictionary literal")
            return Expr(kind: .dictionary(pairs), range: open.range.to(tokens.range(max(0, current - 1))))
        }
        var items = [first]
        while match(.comma) {
            if check(.rBracket) { break }
            items.append(try expression())
        }
        try consume(.rBracket, "expected ']' to close the array literal")
        return Expr(kind: .array(items), range: open.range.to(tokens.range(max(0, current - 1))))
    }

    /// A string literal, from its opening quotes (the current token) to its end:
    /// text and `\( … )` interpolations, parsed from the same token stream.
    mutating func stringLiteral() throws -> Expr {
        let open = advance()
        let multiline = open.intValue == 1
        var parts: [InterpolationPart] = []
        while true {
            let t = peek
            switch t.kind {
            case .stringText:
                skip()
                parts.append(.text(t.text))
            case .interpolationBegin:
                skip()
                try enter(t)
                defer { depth -= 1 }
                let e = try nested { try $0.expression() }
                if check(.comma) { try logMessageOptions() }
                guard check(.interpolationEnd) else { try fail("expected ')' to end string interpolation", at: peek) }
                skip()
                parts.append(.expr(e))
            case .stringEnd:
                skip()
                if multiline { parts = Lexer.dedent(parts) }
                let range = open.range.to(t.range)
                if parts.isEmpty { return Expr(kind: .literal(.string("")), range: range) }
                if parts.allSatisfy({ if case .text = $0 { return true } else { return false } }) {
                    let text = parts.map { if case .text(let s) = $0 { return s } else { return "" } }.joined()
                    return Expr(kind: .literal(.string(text)), range: range)
                }
                return Expr(kind: .interpolation(parts), range: range)
            default:
                try fail("unterminated string literal", at: t)
            }
        }
    }

    /// `} onFailure: { … }`: the labelled closures after a call's first trailing
    /// one, on the same line as the `}` before each.
    mutating func labeledTrailingClosures(_ args: inout [Argument]) throws {
        while check(.identifier), checkNext(.colon), tokens.kind(current + 2) == .lBrace,
              !tokens.newlineBefore(current), !tokens.newlineBefore(current + 2) {
            let label = advance()
            skip()
            args.append(Argument(label: label.text, value: try closure()))
        }
    }

    /// A call whose message is a log message (the calls the host names): its
    /// interpolations may say how to show a value (`\(id, level: .high)`).
    func takesLogMessage(_ callee: Expr) -> Bool {
        guard let calls = registry?.logMessageCalls, !calls.isEmpty else { return false }
        switch callee.kind {
        case .member(_, let name, _): return calls.contains("." + name)
        case .name(let name, _): return calls.contains(name)
        default: return false
        }
    }

    /// `, label: value` after a value in a log message, with one of the labels
    /// the host allows: read and dropped (qas logs every value as it is).
    mutating func logMessageOptions() throws {
        let options = registry?.logMessageOptions ?? []
        let kind = registry?.logMessageKind ?? "log"
        while check(.comma) {
            let comma = advance()
            guard parsingLogMessage else {
                let example = options.first.map { " such as '\($0):'" } ?? ""
                try fail("a string interpolation takes one value; options\(example) belong to \(kind) messages", at: comma)
            }
            guard check(.identifier), options.contains(tokens.text(current)), checkNext(.colon) else {
                let listed = options.map { "'\($0):'" }
                let choices = listed.count > 1 ? listed.dropLast().joined(separator: ", ") + " or " + listed.last! : listed.first ?? "no option"
                try fail("expected \(choices) in a log message's interpolation", at: peek)
            }
            skip(); skip()
            _ = try nested { try $0.expression() }
        }
    }

    /// `{ a, b in … }`, `{ (a, b) in … }`, or `{ … $0 … }`.
    mutating func closure() throws -> Expr {
        let open = try consume(.lBrace, "expected '{'")
        try enter(open)
        defer { depth -= 1 }
        var params: [VarDecl] = []
        var hasParameterList = false
        var captures: [(name: Token, value: Expr, ownership: Ownership)] = []
        let start = current
        var resultType: TypeRef? = nil
        if let names = closureParameterNames() {
            if let at = closureResultType {
                // `{ a -> (earned: Double, max: Double) in (x, y) }`: the result's type, for its labels.
                let after = current
                current = at
                resultType = try? typeRef()
                current = after
            }
            // `{ [weak self] in $0 }`: a capture list (or attributes) alone leaves `$0` usable.
            hasParameterList = !names.isEmpty || !closureSignatureIsBare
            params = names.map { VarDecl(name: $0.text, isConstant: false, range: $0.range) }
            for i in inoutClosureParameters where i < params.count { params[i].isInout = true }
            if let list = closureCaptureList {
                // The signature has a capture list: read its entries now.
                let after = current
                current = list
                captures = try captureList()
                current = after
            }
        }
        dollarUse.append(-1)
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        var body: [Stmt] = []
        let outerBodyStart = closureBodyStart
        closureBodyStart = current
        do {
            defer { allowTrailingClosure = saved; closureBodyStart = outerBodyStart }
            while !check(.rBrace) {
                if check(.eof) { try fail("expected '}' to close the closure", at: peek) }
                if match(.semicolon) { continue }
                if let s = recoveringStatement() { body.append(s) }
            }
        } catch { dollarUse.removeLast(); throw error }
        skip()
        let highest = dollarUse.removeLast()
        if highest >= 0 {
            if hasParameterList { try fail("anonymous closure arguments cannot be used in a closure that has explicit arguments", at: open) }
            params = (0...highest).map { VarDecl(name: "$\($0)", isConstant: false, range: open.range) }
        }
        // A `weak`/`unowned` entry is held by the closure as a weak reference
        // (`$weak(x)`); each time the closure runs, its body is applied to what
        // each holds then, as a parameter of its name.
        let weakEntries = captures.filter { $0.ownership != .strong }
        if !weakEntries.isEmpty {
            let range = open.range.to(tokens.range(max(0, current - 1)))
            let loaded = FunctionDecl(name: "closure", params: weakEntries.map { VarDecl(name: $0.name.text, isConstant: true, range: $0.name.range) },
                                      body: body, range: range, isClosure: true)
            let loads = weakEntries.map { c in
                let held = Expr(kind: .name("$held " + c.name.text, NameRef()), range: c.name.range)
                let name = Expr(kind: .literal(.string(c.name.text)), range: c.name.range)
                return Argument(label: nil, value: Expr(kind: .call(Expr(kind: .name("$load", NameRef()), range: c.name.range),
                                                                   [Argument(label: nil, value: held), Argument(label: nil, value: name)]),
                                                        range: c.name.range))
            }
            body = [Stmt(kind: .returnStmt(Expr(kind: .call(Expr(kind: .closure(loaded), range: range), loads), range: range)), range: range)]
        }
        let decl = FunctionDecl(name: "closure", params: params, body: body,
                                range: open.range.to(tokens.range(max(0, current - 1))), isClosure: true)
        if case .tuple(_, let labels)? = resultType, labels.contains(where: { $0 != nil }) { decl.returnType = resultType }
        let closure = Expr(kind: .closure(decl), range: decl.range)
        guard !captures.isEmpty else { return closure }
        // `{ [v, w = e] in … }` copies `v` and `e` as the closure is made, as
        // Swift's capture list does: the closure is made inside one that takes
        // them as its parameters, applied at once to their values now.
        let outer = FunctionDecl(name: "closure", params: captures.map {
            VarDecl(name: ($0.ownership == .strong ? "" : "$held ") + $0.name.text, isConstant: true, range: $0.name.range)
        }, body: [Stmt(kind: .returnStmt(closure), range: closure.range)], range: closure.range, isClosure: true)
        return Expr(kind: .call(Expr(kind: .closure(outer), range: closure.range), captures.map { c in
            guard c.ownership != .strong else { return Argument(label: nil, value: c.value) }
            let make = Expr(kind: .name(c.ownership == .weak ? "$weak" : "$unowned", NameRef()), range: c.name.range)
            return Argument(label: nil, value: Expr(kind: .call(make, [Argument(label: nil, value: c.value)]), range: c.name.range))
        }), range: closure.range)
    }

    /// Whether `@unknown` (before a switch's `default` or `case`) is next.
    mutating func atUnknownAttribute() -> Bool {
        check(.attribute) && (tokens.text(current) == "unknown" || tokens.text(current) == "@unknown") && (tokens.kind(current + 1) == .kDefault || tokens.kind(current + 1) == .kCase)
    }

    /// A closure's capture list, `[a, b = expr, weak self, unowned x]` (the `[`
    /// is next): the entries that copy a value as the closure is made. A `weak`
    /// or `unowned` entry holds its object without keeping it alive; a plain
    /// `self` entry captures `self` as without a list.
    mutating func captureList() throws -> [(name: Token, value: Expr, ownership: Ownership)] {
        try consume(.lBracket, "expected '[' to begin the capture list")
        var entries: [(name: Token, value: Expr, ownership: Ownership)] = []
        while !check(.rBracket) {
            var ownership = Ownership.strong
            if check(.identifier), ["weak", "unowned"].contains(tokens.text(current)) {
                ownership = tokens.text(current) == "weak" ? .weak : .unowned
                skip()
                if match(.lParen) {
                    _ = try consume(.identifier, "expected 'safe' or 'unsafe' after 'unowned('")
                    try consume(.rParen, "expected ')' after 'unowned(safe'")
                }
            }
            let name = try consume(.identifier, "expected a name in the capture list")
            var value = Expr(kind: .name(name.text, NameRef()), range: name.range)
            if match(.equal) { value = try expression() }
            if ownership != .strong || name.text != "self" { entries.append((name, value, ownership)) }
            if !match(.comma) { break }
        }
        try consume(.rBracket, "expected ']' to end the capture list")
        return entries
    }

    /// Whether the `{` next opens a closure with a signature (`{ x in`,
    /// `{ (a: Int) -> Int in`, `{ [v] in`), looking ahead without moving.
    mutating func closureSignatureFollows() -> Bool {
        let saved = current
        defer { current = saved }
        current += 1
        return closureParameterNames() != nil
    }

    /// Looks ahead for a closure's signature (`a, b in`, `(a: Int, b) -> Int in`,
    /// `[weak self] x in`); consumes it and returns the parameter names.
    mutating func closureParameterNames() -> [Token]? {
        inoutClosureParameters = []
        var i = current
        // `{ @MainActor in`, `{ @Sendable [weak self] x in`: attributes change
        // nothing where everything runs on one thread.
        var hasAttributes = false
        while tokens.kind(i) == .attribute {
            hasAttributes = true
            i += 1
            if tokens.kind(i) == .lParen, tokens.range(i).start == tokens.range(i - 1).end {
                guard let end = skipBalanced(from: i) else { return nil }
                i = end
            }
        }
        closureCaptureList = nil
        var hasCaptureList = false
        if tokens.kind(i) == .lBracket {
            closureCaptureList = i
            guard let end = skipBalanced(from: i) else { return nil }
            i = end
            hasCaptureList = true
        }
        var names: [Token] = []
        let parenthesized = tokens.kind(i) == .lParen
        if parenthesized {
            i += 1
            while tokens.kind(i) != .rParen {
                guard tokens.kind(i) == .identifier else { return nil }
                var name = tokens[i]
                i += 1
                if tokens.kind(i) == .identifier { name = tokens[i]; i += 1 }
                if tokens.kind(i) == .colon {
                    i += 1
                    if tokens.kind(i) == .identifier && tokens.text(i) == "inout" { inoutClosureParameters.append(names.count) }
                    guard let end = skipType(from: i) else { return nil }
                    i = end
                }
                names.append(name)
                if tokens.kind(i) == .comma { i += 1 } else if tokens.kind(i) != .rParen { return nil }
            }
            i += 1
        } else {
            while tokens.kind(i) == .identifier {
                names.append(tokens[i])
                i += 1
                if tokens.kind(i) == .colon {
                    guard let end = skipType(from: i + 1) else { return nil }
                    i = end
                }
                if tokens.kind(i) == .comma { i += 1 } else { break }
            }
        }
        var hasResultType = false
        while tokens.kind(i) == .identifier && ["throws", "async", "rethrows"].contains(tokens.text(i)) {
            i += 1
            hasResultType = true
            // `throws(StackError)`: a typed throw.
            if tokens.text(i - 1) == "throws", tokens.kind(i) == .lParen, let end = skipBalanced(from: i) { i = end }
        }
        closureResultType = nil
        if tokens.kind(i) == .arrow {
            hasResultType = true
            guard let end = skipType(from: i + 1) else { return nil }
            closureResultType = i + 1
            i = end
        }
        guard tokens.kind(i) == .kIn, !names.isEmpty || parenthesized || hasCaptureList || hasAttributes else { return nil }
        closureSignatureIsBare = names.isEmpty && !parenthesized && !hasResultType
        current = i + 1
        return names
    }

    /// The index after a bracketed group starting at `i` (`[`, `(`), or nil.
    mutating func skipBalanced(from i: Int) -> Int? {
        var k = i, open = 0
        repeat {
            switch tokens.kind(k) {
            case .lBracket, .lParen: open += 1
            case .rBracket, .rParen: open -= 1
            case .eof, .lBrace, .rBrace: return nil
            default: break
            }
            k += 1
        } while open > 0
        return k
    }

    /// The index after a type in a closure signature: up to `,`, `)` or `in` at
    /// the same depth; nil when it does not look like a type.
    mutating func skipType(from i: Int) -> Int? {
        var k = i
        var angles = 0
        while true {
            switch tokens.kind(k) {
            case .lBracket, .lParen:
                guard let end = skipBalanced(from: k) else { return nil }
                k = end
            case .identifier, .dot, .question, .bang, .less, .greater, .shiftRight, .arrow, .attribute, .comma:
                // A comma inside `<…>` (`Result<Int, Error>`) is part of the type.
                switch tokens.kind(k) {
                case .comma where angles == 0: return k
                case .less: angles += 1
                case .greater: angles -= 1
                case .shiftRight: angles -= 2
                default: break
                }
                k += 1
            case .rParen, .kIn: return k
            default: return nil
            }
            if k - i > 64 { return nil }
        }
    }
}
