/// Parsing patterns (`case .edit(let id)`, `let (a, b)`, `is String`) and the
/// statements built on them: `if case`, `for case`, `switch`, `catch`, `defer`.
extension Parser {
    /// A pattern. Inside `let`/`var` (`binding`), a bare name binds; elsewhere it
    /// is an expression the value is compared with.
    mutating func pattern(binding: Bool = false, constant: Bool = true) throws -> Pattern {
        try enterAtCurrent()
        defer { depth -= 1 }
        var p = try patternAtom(binding: binding, constant: constant)
        while true {
            if check(.question) && tokens.range(current).start == tokens.range(max(0, current - 1)).end {
                skip()
                p = .optional(p)
            } else if tokens.isIdentifier(current, "as") && !tokens.newlineBefore(current) {
                skip()
                p = .cast(p, try typeRef())
            } else {
                return p
            }
        }
    }

    private mutating func patternAtom(binding: Bool, constant: Bool) throws -> Pattern {
        let t = peek
        if isIdentifier(t, "_") { skip(); return .wildcard }
        if t.kind == .kLet || t.kind == .kVar {
            skip()
            if binding { try fail("'\(t.kind == .kLet ? "let" : "var")' cannot appear inside another 'let' or 'var' pattern", at: t) }
            return try pattern(binding: true, constant: t.kind == .kLet)
        }
        if isIdentifier(t, "is") && !checkNext(.comma) && !checkNext(.colon) {
            skip()
            return .isType(try typeRef())
        }
        if t.kind == .dot {
            skip()
            let name = try memberName()
            let sub = check(.lParen) && tokens.range(current).start == name.range.end ? try subpatterns(binding: binding, constant: constant) : nil
            return .enumCase(typeName: nil, name: name.text, sub: sub, range: t.range.to(tokens.range(max(0, current - 1))))
        }
        if t.kind == .lParen {
            let open = current
            skip()
            let items = try subpatternItems(binding: binding, constant: constant)
            if items.count == 1 && items[0].label == nil {
                // `(limit + 1)...`: a parenthesised operand of an expression pattern.
                if case .expression = items[0].pattern, Parser.binaryOp(peek.kind) != nil || check(.closedRange) || check(.halfOpenRange) {
                    current = open
                    return .expression(try withoutTrailingClosures { try $0.binary(0) })
                }
                return items[0].pattern
            }
            return .tuple(items)
        }
        // `Action.edit(let id)`, and `let LoanError.limit(who, n)`, whose names bind
        // (and `Base64.DecodeError.invalid(let c)`, its type nested).
        if t.kind == .identifier, checkNext(.dot) {
            var k = current + 1
            while tokens.kind(k) == .dot, tokens.kind(k + 1) == .identifier, tokens.kind(k + 2) == .dot { k += 2 }
            if tokens.kind(k) == .dot, tokens.kind(k + 1) == .identifier,
               tokens.kind(k + 2) == .lParen, tokens.range(k + 2).start == tokens.range(k + 1).end {
                var typeName = advance().text
                while current < k { skip(); typeName += "." + advance().text }
                skip()
                let name = advance()
                let sub = try subpatterns(binding: binding, constant: constant)
                return .enumCase(typeName: typeName, name: name.text, sub: sub, range: t.range.to(tokens.range(max(0, current - 1))))
            }
        }
        if t.kind == .identifier && binding {
            skip()
            return .binding(VarDecl(name: t.text, isConstant: constant, range: t.range))
        }
        return .expression(try withoutTrailingClosures { try $0.binary(0) })
    }

    private mutating func subpatterns(binding: Bool, constant: Bool) throws -> [(label: String?, pattern: Pattern)] {
        try consume(.lParen, "expected '('")
        return try subpatternItems(binding: binding, constant: constant)
    }

    /// `label: pattern, pattern…)` (the `(` is read).
    private mutating func subpatternItems(binding: Bool, constant: Bool) throws -> [(label: String?, pattern: Pattern)] {
        var items: [(label: String?, pattern: Pattern)] = []
        while !check(.rParen) {
            let label = argumentLabel()
            items.append((label, try pattern(binding: binding, constant: constant)))
            if !match(.comma) { break }
        }
        try consume(.rParen, "expected ')' to end the pattern")
        return items
    }

    /// `case pattern = value` in a condition list (`case` is next).
    mutating func casePatternCondition() throws -> Condition {
        let keyword = advance()
        let p = try pattern()
        try consume(.equal, "expected '=' and a value after the pattern")
        let value = try expression()
        return .pattern(p, value, keyword.range.to(tokens.range(max(0, current - 1))))
    }

    /// `let (a, b) = value` (the `let`/`var` is next, then `(`).
    mutating func destructuringDeclaration() throws -> Stmt {
        let keyword = advance()
        var all: [Stmt] = []
        repeat {
            // `let (a, b) = f(x), (c, d) = f(y)`: each its own destructuring.
            let start = tokens.range(current)
            let p = try pattern(binding: true, constant: keyword.kind == .kLet)
            var annotation: TypeRef? = nil
            if match(.colon) { annotation = try typeRef() }
            if !check(.equal), case .tuple(let types, _)? = annotation, case .tuple(let items) = p, items.count == types.count,
               items.allSatisfy({ if case .binding = $0.pattern { return true }; return false }) {
                // `let (id, delta): (String, Int)`, each given its value later (along each path of a switch).
                for (item, t) in zip(items, types) {
                    guard case .binding(let d) = item.pattern else { continue }
                    let decl = VarDecl(name: d.name, isConstant: false, range: d.range)
                    decl.annotation = t
                    all.append(Stmt(kind: .variable(decl, nil), range: d.range))
                }
                continue
            }
            try consume(.equal, "expected '=' and a value to destructure")
            var value = try expression()
            // `var (a, b): (UInt64, Double) = (1, 2)`: each literal is of its declared type.
            if case .tuple(let types, _)? = annotation, case .tuple(let items, let labels) = value.kind, types.count == items.count {
                let typedItems = zip(items, types).map { item, t in t.mayConvert ? Expr(kind: .cast(item, t, .plain), range: item.range) : item }
                value = Expr(kind: .tuple(typedItems, labels), range: value.range)
            }
            all.append(Stmt(kind: .destructure(p, value, isConstant: keyword.kind == .kLet),
                            range: (all.isEmpty ? keyword.range : start).to(tokens.range(max(0, current - 1)))))
        } while !tokens.newlineBefore(current) && check(.comma) && checkNext(.lParen) && match(.comma)
        if all.count == 1 { return all[0] }
        return Stmt(kind: .multiple(all), range: keyword.range.to(tokens.range(max(0, current - 1))))
    }

    /// `do { … } catch Pattern where cond { … } catch { … }` (`do` is next).
    mutating func doStatement() throws -> Stmt {
        let keyword = advance()
        let body = try block()
        var clauses: [CatchClause] = []
        while check(.kCatch) {
            let c = advance()
            var p: Pattern? = nil
            var guardExpr: Expr? = nil
            if check(.identifier) && checkNext(.lBrace) && tokens.text(current) != "_" {
                // `catch e { … }` binds the error to `e` (qas's own spelling).
                let name = advance()
                p = .binding(VarDecl(name: name.text, isConstant: true, range: name.range))
            } else if !check(.lBrace) {
                p = try withoutTrailingClosures { try $0.pattern() }
                if tokens.isIdentifier(current, "where") {
                    skip()
                    guardExpr = try withoutTrailingClosures { try $0.expression() }
                }
            }
            let handler = try block()
            // Like Swift, a `catch` without a pattern binds the error as `error`.
            let implicitError = p == nil ? VarDecl(name: "error", isConstant: true, range: c.range) : nil
            clauses.append(CatchClause(pattern: p, guardExpr: guardExpr, body: handler, implicitError: implicitError))
        }
        return Stmt(kind: .doCatch(body, clauses), range: keyword.range.to(tokens.range(max(0, current - 1))))
    }

    /// `defer { … }` (`defer` is next).
    mutating func deferStatement() throws -> Stmt {
        let keyword = advance()
        let body = try block()
        return Stmt(kind: .deferStmt(body), range: keyword.range.to(tokens.range(max(0, current - 1))))
    }
}
