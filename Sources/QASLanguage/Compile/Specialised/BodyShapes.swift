/// Shapes of whole bodies and blocks: a body that is one value runs as an
/// expression, and a short block runs as one closure.
extension Compiler {
    /// A body that computes one value: a lone expression (closures and funcs alike
    /// return it), `return e`, or `if c { return a } … return b`, which is the
    /// conditional expression `c ? a : …b`. Calls then skip statement dispatch.
    static func bodyAsExpression(_ body: [Stmt]) -> Expr? {
        guard let last = body.last else { return nil }
        var result: Expr
        switch last.kind {
        case .expression(let e) where body.count == 1: result = e
        case .returnStmt(let e?): result = e
        default: return nil
        }
        for s in body.dropLast().reversed() {
            guard case .ifStmt(let conditions, let then, nil) = s.kind, conditions.count == 1,
                  case .expr(let c) = conditions[0], then.count == 1,
                  case .returnStmt(let a?) = then[0].kind else { return nil }
            result = Expr(kind: .ternary(c, a, result), range: s.range.to(result.range))
        }
        return result
    }

    /// `if let l = left, let r = right { return a } … return b`: a body of
    /// `if`s that each return, with any conditions (bindings, patterns, several
    /// at once), and a last `return`, as one value, as `bodyAsExpression` makes
    /// of single conditions. Nil for any other body, and for one that
    /// `bodyAsExpression` takes.
    func conditionalReturns(_ body: [Stmt]) -> ExprCode? {
        guard body.count >= 2, case .returnStmt(let b?) = body.last!.kind else { return nil }
        var branches: [(conditions: [Condition], value: Expr, site: SourceLocation)] = []
        for s in body.dropLast() {
            guard case .ifStmt(let conditions, let then, nil) = s.kind, then.count == 1,
                  case .returnStmt(let a?) = then[0].kind else { return nil }
            branches.append((conditions, a, loc(s.range)))
        }
        var result = returnValueCode(b)
        for (conditions, a, site) in branches.reversed() {
            let c = ThreeCodes(test: conditionList(conditions), returnValueCode(a), result, site: site)
            result = { rt in try c.test(rt) ? try c.first(rt) : try c.second(rt) }
        }
        return result
    }

    /// Two to eight statements as one closure (four, then the rest), or nil for
    /// any other count: the generic form runs a block as nested halves.
    func unrolledBlock(_ list: [Stmt]) -> StmtCode? {
        switch list.count {
        case 2:
            let a = statement(list[0])
            // `…; return e` ends most function bodies: evaluate e here, saving a call.
            if case .returnStmt(let e?) = list[1].kind {
                let value = returnValueCode(e)
                return { rt in
                    let f = try a(rt)
                    if case .normal = f {
                        rt.returnValue = try value(rt)
                        return .returned
                    }
                    return f
                }
            }
            let b = statement(list[1])
            return { rt in
                let f = try a(rt)
                if case .normal = f { return try b(rt) }
                return f
            }
        case 3:
            let a = statement(list[0]), b = statement(list[1]), c = statement(list[2])
            return { rt in
                var f = try a(rt)
                guard case .normal = f else { return f }
                f = try b(rt)
                guard case .normal = f else { return f }
                return try c(rt)
            }
        case 4:
            // Apart from the longer form below: the last call here is a tail call,
            // and an optional rest to test costs fannkuch 7 % more instructions.
            let a = statement(list[0]), b = statement(list[1]), c = statement(list[2]), d = statement(list[3])
            return { rt in
                var f = try a(rt)
                guard case .normal = f else { return f }
                f = try b(rt)
                guard case .normal = f else { return f }
                f = try c(rt)
                guard case .normal = f else { return f }
                return try d(rt)
            }
        case 5...8:
            // Four in one closure, then the rest (one statement's code itself when
            // five): a loop body of five or six costs one closure more, not three.
            let a = statement(list[0]), b = statement(list[1]), c = statement(list[2]), d = statement(list[3])
            let rest = statements(Array(list[4...]))
            return { rt in
                var f = try a(rt)
                guard case .normal = f else { return f }
                f = try b(rt)
                guard case .normal = f else { return f }
                f = try c(rt)
                guard case .normal = f else { return f }
                f = try d(rt)
                guard case .normal = f else { return f }
                return try rest(rt)
            }
        default:
            return nil
        }
    }
}
