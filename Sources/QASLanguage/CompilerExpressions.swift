// MARK: - Expressions

extension Compiler {
    func expr(_ e: Expr) -> ExprCode {
        let site = SourceLocation(source, e.range)
        switch e.kind {
        case .literal(let v):
            return { _ in v }
        case .interpolation(let parts):
            let codes: [(String?, ExprCode?)] = parts.map { p in
                switch p {
                case .text(let t): return (t, nil)
                case .expr(let x): return (nil, expr(x))
                }
            }
            return { rt in
                var s = ""
                for (text, code) in codes {
                    if let text { s += text } else { s += try code!(rt).description }
                }
                try rt.memory.allow(s.utf8.count, at: site)
                return .string(s)
            }
        case .array(let items):
            let codes = items.map(expr)
            let bytes = MemoryGuard.bytes(forValues: codes.count) + 64
            return { rt in
                try rt.memory.allow(bytes, at: site)
                var a: [Value] = []
                a.reserveCapacity(codes.count)
                for c in codes { a.append(try c(rt)) }
                return .array(a)
            }
        case .dictionary(let pairs):
            let codes = pairs.map { (expr($0.0), expr($0.1)) }
            let bytes = 96 * codes.count + 128
            return { rt in
                try rt.memory.allow(bytes, at: site)
                var d = OrderedDictionary()
                for (k, v) in codes {
                    let key = try k(rt)
                    if d[key] != nil { throw RuntimeError("dictionary literal contains duplicate key \(key.debugDescription)", at: site) }
                    d[key] = try v(rt)
                }
                return .dictionary(d)
            }
        case .tuple(let items, let labels):
            let codes = items.map(expr)
            return { rt in .tuple(Tuple(try codes.map { try $0(rt) }, labels: labels)) }
        case .name(_, let ref):
            return load(ref, e.range)
        case .unary(let op, let x):
            let code = expr(x)
            if op == .negate { return { rt in try Operators.negate(try code(rt), site) } }
            return { rt in
                let v = try code(rt)
                if case .bool(let b) = v { return .bool(!b) }
                return try Operators.not(v, site)
            }
        case .binary(let op, let l, let r):
            return binary(op, l, r, site)
        case .and(let l, let r):
            let a = condition(l), b = condition(r)
            return { rt in .bool(try a(rt) && b(rt)) }
        case .or(let l, let r):
            let a = condition(l), b = condition(r)
            return { rt in .bool(try a(rt) || b(rt)) }
        case .nilCoalesce(let l, let r):
            let a = expr(l), b = expr(r)
            return { rt in
                let v = try a(rt)
                if case .null = v { return try b(rt) }
                return v
            }
        case .ternary(let c, let y, let n):
            let t = ThreeCodes(test: condition(c), expr(y), expr(n), site: site)
            return { rt in try t.test(rt) ? try t.first(rt) : try t.second(rt) }
        case .range(let l, let r, let closed):
            let a = expr(l), b = expr(r)
            return { rt in
                let lo = try a(rt), hi = try b(rt)
                guard case .int(let x) = lo, case .int(var y) = hi else {
                    throw RuntimeError("range bounds must be Int, not \(lo.typeName) and \(hi.typeName)", at: site)
                }
                if closed {
                    guard y < Int.max else { throw RuntimeError("integer overflow: range upper bound", at: site) }
                    y += 1
                }
                guard x <= y else {
                    throw RuntimeError("range requires lowerBound <= upperBound (\(x)\(closed ? "..." : "..<")\(closed ? y - 1 : y))", at: site)
                }
                return .range(x, y)
            }
        case .call(let callee, let args):
            return call(callee, args, site)
        case .member(let base, let name, let optional):
            let baseCode = expr(base)
            return { rt in
                let v = try baseCode(rt)
                if optional, case .null = v { throw ChainNil() }
                return try Builtins.member(rt, v, name, site)
            }
        case .subscriptAccess(let base, let index, let optional):
            let baseCode = expr(base), indexCode = expr(index)
            return { rt in
                let v = try baseCode(rt)
                if optional, case .null = v { throw ChainNil() }
                return try Builtins.subscriptGet(rt, v, try indexCode(rt), site)
            }
        case .forceUnwrap(let x):
            let code = expr(x)
            return { rt in
                let v = try code(rt)
                if case .null = v { throw RuntimeError("unexpectedly found nil while unwrapping a value", at: site) }
                return v
            }
        case .optionalChain(let x):
            let code = expr(x)
            return { rt in
                do { return try code(rt) } catch is ChainNil { return .null }
            }
        case .closure(let f):
            return makeClosure(f)
        case .implicitMember(let name):
            return { rt in
                if let v = rt.implicitMembers[name] { return v }
                var message = "unknown name '.\(name)'"
                if let s = Suggestion.closest(to: name, in: Array(rt.implicitMembers.keys)) { message += "; did you mean '.\(s)'?" }
                throw RuntimeError(message, at: site)
            }
        case .operatorFunction(let op):
            let fn = NativeFunction(op.rawValue, arity: 2...2) { args, _ in
                try Operators.apply(op, args[0], args[1], site)
            }
            return { _ in .native(fn) }
        }
    }

    /// Binary operators, with fast paths for Int operands and constant right sides.
    private func binary(_ op: BinaryOp, _ l: Expr, _ r: Expr, _ site: SourceLocation) -> ExprCode {
        if let fast = localArithmetic(op, l, r, site) { return fast }
        if Compiler.isComparison(op) {
            let test = condition(Expr(kind: .binary(op, l, r), range: site.range))
            return { rt in .bool(try test(rt)) }
        }
        let a = expr(l)
        if case .literal(.int(let k)) = r.kind {
            // `n - 1`: the constant never needs evaluating.
            switch op {
            case .add:
                return { rt in
                    let x = try a(rt)
                    if case .int(let i) = x { let (s, o) = i.addingReportingOverflow(k); if !o { return .int(s) } }
                    return try Operators.arithmetic(op, x, .int(k), site)
                }
            case .subtract:
                return { rt in
                    let x = try a(rt)
                    if case .int(let i) = x { let (s, o) = i.subtractingReportingOverflow(k); if !o { return .int(s) } }
                    return try Operators.arithmetic(op, x, .int(k), site)
                }
            default: break
            }
        }
        let b = expr(r)
        switch op {
        case .add:
            let t = ThreeCodes(a, b, site: site)
            return { rt in
                let x = try t.first(rt), y = try t.second(rt)
                if case .int(let i) = x, case .int(let j) = y {
                    let (s, o) = i.addingReportingOverflow(j)
                    if !o { return .int(s) }
                }
                return try Operators.arithmetic(.add, x, y, t.site)
            }
        case .subtract:
            return { rt in
                let x = try a(rt), y = try b(rt)
                if case .int(let i) = x, case .int(let j) = y {
                    let (s, o) = i.subtractingReportingOverflow(j)
                    if !o { return .int(s) }
                }
                return try Operators.arithmetic(op, x, y, site)
            }
        case .multiply:
            return { rt in
                let x = try a(rt), y = try b(rt)
                if case .int(let i) = x, case .int(let j) = y {
                    let (s, o) = i.multipliedReportingOverflow(by: j)
                    if !o { return .int(s) }
                }
                return try Operators.arithmetic(op, x, y, site)
            }
        default:
            // Division and remainder; comparisons went to `condition` above.
            return { rt in
                let x = try a(rt), y = try b(rt)
                if case .int(let i) = x, case .int(let j) = y { return try Operators.integer(op, i, j, site) }
                return try Operators.arithmetic(op, x, y, site)
            }
        }
    }

    // MARK: - Calls

    private func call(_ callee: Expr, _ args: [Argument], _ site: SourceLocation) -> ExprCode {
        let labels = args.map(\.label)
        if case .member(let base, let name, let optional) = callee.kind {
            return methodCall(base, name, optional, args.map { ExprNode(expr($0.value)) }, labels, site)
        }
        if let bound = boundFunction(callee), let direct = directCall(bound, args, site) { return direct }
        let argNodes = args.map { ExprNode(expr($0.value)) }
        let calleeCode = expr(callee)
        let hasLabels = labels.contains { $0 != nil }
        let argc = args.count
        let slow: (Runtime, Value) throws -> Value = { rt, f in
            var values: [Value] = []
            values.reserveCapacity(argc)
            for node in argNodes { values.append(try node.code(rt)) }
            return try Compiler.callValue(rt, f, values, labels, site)
        }
        if hasLabels { return { rt in try slow(rt, try calleeCode(rt)) } }
        if argc == 1 {
            let a0 = expr(args[0].value)
            return { rt in
                let f = try calleeCode(rt)
                guard case .function(let fn) = f, fn.proto.arity == 1 else { return try slow(rt, f) }
                let newBase = try rt.reserveArguments(1, at: site)
                rt.push(try a0(rt))
                return try Compiler.enter(rt, fn, newBase, site)
            }
        }
        if argc == 2 {
            let a0 = expr(args[0].value), a1 = expr(args[1].value)
            return { rt in
                let f = try calleeCode(rt)
                guard case .function(let fn) = f, fn.proto.arity == 2 else { return try slow(rt, f) }
                let newBase = try rt.reserveArguments(2, at: site)
                rt.push(try a0(rt))
                rt.push(try a1(rt))
                return try Compiler.enter(rt, fn, newBase, site)
            }
        }
        return { rt in
            let f = try calleeCode(rt)
            guard case .function(let fn) = f, fn.proto.arity == argc else { return try slow(rt, f) }
            let newBase = try rt.reserveArguments(argc, at: site)
            for node in argNodes { rt.push(try node.code(rt)) }
            return try Compiler.enter(rt, fn, newBase, site)
        }
    }

    /// The name of the `let` an lvalue is rooted in (through subscripts), if any;
    /// constants a host defined hold objects and do not count.
    func constantRoot(_ e: Expr) -> String? {
        switch e.kind {
        case .name(let name, let ref):
            switch ref.target {
            case .local(let d)?: return d.isConstant ? name : nil
            case .upvalue(_, let d)?: return d.isConstant ? name : nil
            case .ownFunction?: return nil
            case .global(let i, let d)?:
                guard d.isConstant, let entry = globals.entry(at: i), entry.source != nil else { return nil }
                return name
            case nil: return nil
            }
        case .subscriptAccess(let base, _, _): return constantRoot(base)
        default: return nil
        }
    }

    /// Calls any value with labelled or positional arguments.
    static func callValue(_ rt: Runtime, _ f: Value, _ values: [Value], _ labels: [String?], _ site: SourceLocation) throws -> Value {
        do {
            switch f {
            case .function(let fn):
                let ordered = try Compiler.order(values, labels, for: fn.proto, site)
                return try rt.call(f, ordered, at: site)
            case .native(let fn):
                return try rt.callNative(fn, Arguments(values, labels: labels), at: site)
            case .object(let o):
                if let r = try Builtins.host(site, { try o.call(Arguments(values, labels: labels), in: rt) }) { return r }
                throw RuntimeError("cannot call a value of type \(o.typeName)", at: site)
            case .cell(let c):
                return try callValue(rt, c.value, values, labels, site)
            default:
                throw RuntimeError("cannot call a value of type \(f.typeName)", at: site)
            }
        } catch var e as RuntimeError {
            if e.pendingSite == nil { e.pendingSite = site }
            throw e
        }
    }

    /// Puts labelled arguments in parameter order: any parameter may be passed by name.
    static func order(_ values: [Value], _ labels: [String?], for p: FunctionProto, _ site: SourceLocation) throws -> [Value] {
        guard labels.contains(where: { $0 != nil }) else {
            if values.count != p.arity && !(p.isClosure && p.arity == 0) {
                let what = p.isClosure ? "closure" : "'\(p.name)'"
                if values.count < p.arity {
                    throw RuntimeError("missing argument for parameter '\(p.paramNames[values.count])' in call to \(what)", at: site)
                }
                throw RuntimeError("\(what) takes \(p.arity) argument\(p.arity == 1 ? "" : "s") but was given \(values.count)", at: site)
            }
            return values
        }
        var slots = [Value?](repeating: nil, count: p.arity)
        var next = 0
        for (v, label) in zip(values, labels) {
            if let label {
                guard let i = p.argumentLabels.firstIndex(of: label) ?? p.paramNames.firstIndex(of: label) else {
                    let known = p.paramNames + p.argumentLabels.compactMap { $0 }
                    var message = "'\(p.name)' has no parameter named '\(label)'"
                    if let s = Suggestion.closest(to: label, in: known) { message += "; did you mean '\(s)'?" }
                    else { message += " (parameters: \(p.paramNames.joined(separator: ", ")))" }
                    throw RuntimeError(message, at: site)
                }
                guard slots[i] == nil else { throw RuntimeError("argument '\(label)' is given twice", at: site) }
                slots[i] = v
            } else {
                while next < p.arity && slots[next] != nil { next += 1 }
                guard next < p.arity else {
                    throw RuntimeError("'\(p.name)' takes \(p.arity) argument\(p.arity == 1 ? "" : "s") but was given \(values.count)", at: site)
                }
                slots[next] = v
            }
        }
        if let missing = slots.firstIndex(where: { $0 == nil }) {
            throw RuntimeError("missing argument for parameter '\(p.paramNames[missing])' in call to '\(p.name)'", at: site)
        }
        return slots.map { $0! }
    }

    private func methodCall(_ base: Expr, _ name: String, _ optional: Bool, _ argNodes: [ExprNode],
                            _ labels: [String?], _ site: SourceLocation) -> ExprCode {
        let evaluate: (Runtime) throws -> Arguments = { rt in
            var values: [Value] = []
            values.reserveCapacity(argNodes.count)
            for node in argNodes { values.append(try node.code(rt)) }
            return Arguments(values, labels: labels)
        }
        let wrap: (() throws -> Value) throws -> Value = { body in
            do { return try body() } catch var e as RuntimeError {
                if e.pendingSite == nil { e.pendingSite = site }
                throw e
            }
        }
        if mutatingMethods.contains(name), !optional, let modify = lvalue(base) {
            let constant = constantRoot(base)
            if Builtins.mutatingMethodCallsBack(name, argumentCount: argNodes.count) {
                // `sort(by:)` and `removeAll(where:)` run script code: the variable
                // keeps its value while they do, and gets the result afterwards.
                let baseCode = expr(base)
                return { rt in
                    let args = try evaluate(rt)
                    var value = try baseCode(rt)
                    if case .object = value { return try wrap { try Builtins.callMutating(rt, &value, name, args, site) } }
                    if let constant {
                        throw RuntimeError("cannot use mutating member '\(name)' on '\(constant)': it is a 'let' constant; declare it with 'var' to change it", at: site)
                    }
                    let result = try wrap { try Builtins.callMutating(rt, &value, name, args, site) }
                    _ = try modify(rt) { v in v = value; return .null }
                    return result
                }
            }
            // A `let` may hold an object (whose methods are fine) or a value, which
            // must not change: that is checked on the value found.
            if let constant {
                return { rt in
                    let args = try evaluate(rt)
                    return try wrap {
                        try modify(rt) { v in
                            if case .object = v { return try Builtins.callMutating(rt, &v, name, args, site) }
                            throw RuntimeError("cannot use mutating member '\(name)' on '\(constant)': it is a 'let' constant; declare it with 'var' to change it", at: site)
                        }
                    }
                }
            }
            // The receiver is changed where it is stored: reading it first would
            // copy it and make every append copy the whole array.
            return { rt in
                let args = try evaluate(rt)
                return try wrap { try modify(rt) { v in try Builtins.callMutating(rt, &v, name, args, site) } }
            }
        }
        let baseCode = expr(base)
        return { rt in
            let receiver = try baseCode(rt)
            if optional, case .null = receiver { throw ChainNil() }
            let args = try evaluate(rt)
            return try wrap { try Builtins.callMethod(rt, receiver, name, args, site) }
        }
    }
}
