/// `@autoclosure` parameters: an argument passed to one is not evaluated by
/// the call but wrapped in a closure the function calls when (and if) it needs
/// the value, as Swift wraps it. The parameters are found before parsing, so a
/// call written above its function's declaration is wrapped too.
extension Parser {
    mutating func collectAutoclosureParameters() {
        var i = 0
        while tokens.kind(i) != .eof {
            if tokens.kind(i) == .attribute, tokens.text(i) == "autoclosure", tokens.kind(i - 1) == .colon,
               let (function, label, position) = autoclosureParameter(colon: i - 1) {
                autoclosureParameters[function, default: []].append((label, position))
            }
            i += 1
        }
    }

    /// For `label name: @autoclosure …`, the function it belongs to (an `init`
    /// by its type's name), the parameter's label and its position in the list.
    private mutating func autoclosureParameter(colon: Int) -> (String, String?, Int)? {
        guard tokens.kind(colon - 1) == .identifier else { return nil }
        var label: String? = tokens.text(colon - 1)
        var start = colon - 1
        if tokens.kind(colon - 2) == .identifier || keywordKinds.contains(tokens.kind(colon - 2)) {
            let written = tokens.kind(colon - 2) == .identifier ? tokens.text(colon - 2) : source.text(tokens.range(colon - 2).start, tokens.range(colon - 2).end)
            label = written == "_" ? nil : written
            start = colon - 2
        }
        guard let owner = parameterListOwner(before: start) else { return nil }
        // Its position: the parameters before it, by the commas outside brackets.
        var depth = 0, position = 0
        for k in (owner.open + 1)..<start {
            switch tokens.kind(k) {
            case .lParen, .lBracket, .less: depth += 1
            case .rParen, .rBracket, .greater: depth -= 1
            case .comma where depth == 0: position += 1
            default: break
            }
        }
        return (owner.function, label, position)
    }

    /// A call's arguments with those going to `@autoclosure` parameters wrapped
    /// in closures.
    func applyingAutoclosures(_ callee: Expr, _ args: [Argument]) -> [Argument] {
        guard !autoclosureParameters.isEmpty else { return args }
        let name: String
        switch callee.kind {
        case .name(let n, _): name = n
        case .member(_, let n, _): name = n
        default: return args
        }
        guard let parameters = autoclosureParameters[name] else { return args }
        var out = args
        for (k, a) in args.enumerated() {
            let wrapped = a.label != nil ? parameters.contains { $0.label == a.label }
                : parameters.contains { $0.label == nil && $0.position == k }
            guard wrapped else { continue }
            let body = [Stmt(kind: .returnStmt(a.value), range: a.value.range)]
            let f = FunctionDecl(name: "closure", params: [], body: body, range: a.value.range, isClosure: true)
            out[k] = Argument(label: a.label, value: Expr(kind: .closure(f), range: a.value.range))
        }
        return out
    }
}
