/// Result builders (`@resultBuilder`): a closure passed to a parameter marked
/// with a builder, and a function or computed property marked with one, have
/// their statements rewritten as Swift rewrites them. Each expression becomes
/// a component (`buildExpression`, when the builder has it), `if`/`else`
/// goes through `buildOptional`/`buildEither`, `switch` through
/// `buildEither`, `for` through `buildArray`, and the components of a block
/// are combined by `buildBlock` (or folded by `buildPartialBlock`); the whole
/// body's result goes through `buildFinalResult` when the builder has it.
/// Declarations inside the body stay as they are.
extension Parser {
    /// Finds the file's builder types and the parameters that take one, before
    /// parsing, so that a call written above a declaration is rewritten too.
    mutating func collectResultBuilders() {
        var i = 0
        while tokens.kind(i) != .eof {
            if tokens.kind(i) == .attribute, tokens.text(i) == "resultBuilder" {
                var j = i + 1
                while tokens.kind(j) == .attribute || tokens.kind(j) == .identifier && Parser.typeKeywords[tokens.text(j)] == nil { j += 1 }
                if tokens.kind(j + 1) == .identifier { resultBuilders.insert(tokens.text(j + 1)) }
            }
            i += 1
        }
        guard !resultBuilders.isEmpty else { return }
        i = 0
        while tokens.kind(i) != .eof {
            if tokens.kind(i) == .attribute, resultBuilders.contains(tokens.text(i)), let (function, label) = builderParameter(at: i) {
                builderParameters[function, default: []].append((label, tokens.text(i)))
            }
            i += 1
        }
    }

    /// For a builder attribute inside a parameter list (`@ListBuilder _ content:`),
    /// the function it belongs to (`init` by its type's name) and the parameter's label.
    private mutating func builderParameter(at i: Int) -> (String, String?)? {
        let label: String?
        if tokens.kind(i + 2) == .colon { label = tokens.text(i + 1) }
        else if tokens.kind(i + 3) == .colon { label = tokens.text(i + 1) == "_" ? nil : tokens.text(i + 1) }
        else { return nil }
        return parameterListOwner(before: i).map { ($0.function, label) }
    }

    /// The function whose parameter list holds token `i` (an `init` by its
    /// type's name), and where that list's `(` is; nil outside one.
    mutating func parameterListOwner(before i: Int) -> (function: String, open: Int)? {
        var depth = 0
        var k = i - 1
        while k >= 0 {
            switch tokens.kind(k) {
            case .rParen, .rBracket: depth += 1
            case .lBracket: depth -= 1
            case .lParen:
                if depth > 0 { depth -= 1; break }
                var name = k - 1
                if tokens.kind(name) == .greater {
                    // `func make<T>(…)`: past the generic parameters.
                    var angle = 0
                    while name >= 0 {
                        if tokens.kind(name) == .greater { angle += 1 }
                        if tokens.kind(name) == .less { angle -= 1; if angle == 0 { break } }
                        name -= 1
                    }
                    name -= 1
                }
                guard name >= 0, tokens.kind(name) == .identifier else { return nil }
                let text = tokens.text(name)
                if text == "init" { return enclosingTypeName(before: name).map { ($0, k) } }
                return (text, k)
            case .lBrace, .rBrace: return nil
            default: break
            }
            k -= 1
        }
        return nil
    }

    /// The type whose body holds token `i` (`struct Form { init(…) }`).
    mutating func enclosingTypeName(before i: Int) -> String? {
        var depth = 0
        var k = i - 1
        while k >= 0 {
            if tokens.kind(k) == .rBrace { depth += 1 }
            if tokens.kind(k) == .lBrace {
                if depth == 0 {
                    var j = k - 1
                    while j >= 0, j > k - 40, tokens.kind(j) != .lBrace, tokens.kind(j) != .rBrace {
                        if tokens.kind(j) == .identifier, ["struct", "class", "enum", "extension", "actor"].contains(tokens.text(j)),
                           tokens.kind(j + 1) == .identifier { return tokens.text(j + 1) }
                        j -= 1
                    }
                    return nil
                }
                depth -= 1
            }
            k -= 1
        }
        return nil
    }

    /// Finds `prefix func OP (x: inout T)` and `func OP <T>(lhs: inout T, rhs: T)`
    /// declarations (see `inoutOperators`, `infixInoutOperators`).
    mutating func collectInoutOperators() {
        guard !tokens.declaredOperators.isEmpty else { return }
        var i = 0
        while tokens.kind(i) != .eof {
            if tokens.kind(i) == .kFunc, tokens.kind(i + 1) == .customOperator {
                var k = i + 2
                // (`<T>`: generic parameters before the list.)
                if tokens.kind(k) == .less { while tokens.kind(k) != .greater && tokens.kind(k) != .eof && k < i + 40 { k += 1 }; k += 1 }
                if tokens.kind(k) == .lParen {
                    k += 1
                    while tokens.kind(k) == .identifier && !tokens.isIdentifier(k, "inout") { k += 1 }
                    if tokens.kind(k) == .colon, tokens.isIdentifier(k + 1, "inout") {
                        if i > 0, tokens.isIdentifier(i - 1, "prefix") { inoutOperators.insert(tokens.text(i + 1)) }
                        else if !(i > 0 && tokens.isIdentifier(i - 1, "postfix")) { infixInoutOperators.insert(tokens.text(i + 1)) }
                    }
                }
            }
            i += 1
        }
    }

    /// Rewrites the closures of a call that go to builder parameters.
    func applyingResultBuilders(_ callee: Expr, _ args: [Argument]) -> [Argument] {
        guard !builderParameters.isEmpty else { return args }
        let name: String
        switch callee.kind {
        case .name(let n, _): name = n
        case .member(_, let n, _): name = n
        default: return args
        }
        guard let parameters = builderParameters[name] else { return args }
        var out = args
        for (k, a) in args.enumerated() {
            guard case .closure(let f) = a.value.kind, f.params.isEmpty else { continue }
            let isTrailing = k == args.count - 1 && a.label == nil
            guard let builder = parameters.first(where: { $0.label == a.label })?.builder ?? (isTrailing ? parameters.last?.builder : nil) else { continue }
            out[k] = Argument(label: a.label, value: Parser.builtClosure(f, builder: builder, range: a.value.range))
        }
        return out
    }

    /// A closure whose body is rewritten by `builder`.
    static func builtClosure(_ f: FunctionDecl, builder: String, range: SourceRange) -> Expr {
        let body = builderBody(f.takeBody(), builder: builder, outermost: true, range: range)
        return Expr(kind: .closure(FunctionDecl(name: "closure", params: [], body: body, range: f.range, isClosure: true)), range: range)
    }

    /// The statements of a builder body, rewritten to return its result.
    static func builderBody(_ statements: [Stmt], builder: String, outermost: Bool, range: SourceRange) -> [Stmt] {
        func name(_ text: String) -> Expr { Expr(kind: .name(text, NameRef()), range: range) }
        let builderType = Expr(kind: .member(name(builder), "self", optional: false), range: range)
        func call(_ callee: Expr, _ args: [Argument]) -> Expr { Expr(kind: .call(callee, args), range: range) }
        func method(_ m: String, _ label: String?, _ value: Expr) -> Expr {
            call(Expr(kind: .member(name(builder), m, optional: false), range: range), [Argument(label: label, value: value)])
        }
        func stmt(_ k: StmtKind) -> Stmt { Stmt(kind: k, range: range) }
        /// A nested block's value: its statements rewritten, run in place.
        func blockValue(_ block: [Stmt]) -> Expr {
            let f = FunctionDecl(name: "closure", params: [], body: builderBody(block, builder: builder, outermost: false, range: range),
                                 range: range, isClosure: true)
            return call(Expr(kind: .closure(f), range: range), [])
        }
        var out: [Stmt] = []
        var parts: [Expr] = []
        func component() -> VarDecl {
            let v = VarDecl(name: "$component\(parts.count)", isConstant: false, range: range)
            parts.append(name(v.name))
            return v
        }
        /// `if`/`else if`/`else`, each branch's value through `buildEither`
        /// (`buildOptional` with no final `else`), assigned to `target`.
        func branches(_ conditions: [Condition], _ then: [Stmt], _ otherwise: Stmt?, _ target: String) -> Stmt {
            func assign(_ e: Expr) -> [Stmt] { [stmt(.assign(name(target), e))] }
            guard let otherwise else {
                return stmt(.ifStmt(conditions, assign(method("buildOptional", nil, blockValue(then))),
                                    stmt(.block(assign(method("buildOptional", nil, Expr(kind: .literal(.null), range: range)))))))
            }
            let second: Expr
            switch otherwise.kind {
            case .ifStmt(let c, let t, let o):
                // `else if`: the rest of the chain is the second branch's value.
                let inner = VarDecl(name: target + "'", isConstant: false, range: range)
                let f = FunctionDecl(name: "closure", params: [], body: [stmt(.variable(inner, nil)), branches(c, t, o, inner.name),
                                                                        stmt(.returnStmt(name(inner.name)))],
                                     range: range, isClosure: true)
                second = call(Expr(kind: .closure(f), range: range), [])
            case .block(let b): second = blockValue(b)
            default: second = blockValue([otherwise])
            }
            return stmt(.ifStmt(conditions, assign(method("buildEither", "first", blockValue(then))),
                                stmt(.block(assign(method("buildEither", "second", second))))))
        }
        for s in statements {
            switch s.kind {
            case .expression(let e):
                let v = component()
                out.append(stmt(.variable(v, call(name("$buildExpression"), [Argument(label: nil, value: builderType),
                                                                              Argument(label: nil, value: e)]))))
            case .ifStmt(let conditions, let then, let otherwise):
                let v = component()
                out.append(stmt(.variable(v, nil)))
                out.append(branches(conditions, then, otherwise, v.name))
            case .forIn(let pattern, let sequence, let body):
                // Each pass's value collected, then `buildArray`.
                let items = VarDecl(name: "$items\(parts.count)", isConstant: false, range: range)
                out.append(stmt(.variable(items, Expr(kind: .array([]), range: range))))
                let append = call(Expr(kind: .member(name(items.name), "append", optional: false), range: range),
                                  [Argument(label: nil, value: blockValue(body))])
                out.append(stmt(.forIn(pattern, sequence, [stmt(.expression(append))])))
                let v = component()
                out.append(stmt(.variable(v, method("buildArray", nil, name(items.name)))))
            case .switchStmt(let subject, let cases, let defaultBody):
                // Each case's value through `buildEither`: the first case's as `first`, the rest nested as `second`.
                let v = component()
                out.append(stmt(.variable(v, nil)))
                let count = cases.count + (defaultBody == nil ? 0 : 1)
                func wrapped(_ index: Int, _ value: Expr) -> Expr {
                    // Case `index` of `count`: `first` for the first, then nested `second`s.
                    var e = index == count - 1 && count > 1 ? value : method("buildEither", "first", value)
                    for _ in 0..<index { e = method("buildEither", "second", e) }
                    return count == 1 ? value : e
                }
                var newCases = cases
                for (k, c) in cases.enumerated() { newCases[k] = c.withBody([stmt(.assign(name(v.name), wrapped(k, blockValue(c.body))))]) }
                let newDefault = defaultBody.map { [stmt(.assign(name(v.name), wrapped(cases.count, blockValue($0))))] }
                out.append(stmt(.switchStmt(subject, newCases, defaultBody: newDefault)))
            default:
                out.append(s)
            }
        }
        let block = call(name("$buildBlock"), [Argument(label: nil, value: builderType),
                                                Argument(label: nil, value: Expr(kind: .array(parts), range: range)),
                                                Argument(label: nil, value: Expr(kind: .literal(.bool(outermost)), range: range))])
        out.append(stmt(.returnStmt(block)))
        return out
    }
}
