// MARK: - Fast paths
//
// Specialised code for the shapes that dominate loops and recursion: comparisons
// that feed a condition directly (no Bool value is built), operands read straight
// from a stack slot, and calls to top-level functions bound when compiling.

extension Compiler {
    /// The slot of a plain (uncaptured) local, if `e` is one.
    func plainLocalSlot(_ e: Expr) -> Int? {
        if case .name(_, let ref) = e.kind, case .local(let d)? = ref.target, !d.isCaptured { return d.slot }
        return nil
    }

    /// The index of a global variable, if `e` names one.
    func globalIndex(_ e: Expr) -> Int? {
        if case .name(_, let ref) = e.kind, case .global(let i, _)? = ref.target { return i }
        return nil
    }

    static func isComparison(_ op: BinaryOp) -> Bool {
        switch op {
        case .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual: return true
        default: return false
        }
    }

    @inline(__always)
    static func compareInts(_ op: BinaryOp, _ i: Int, _ j: Int) -> Bool {
        switch op {
        case .less: return i < j
        case .lessEqual: return i <= j
        case .greater: return i > j
        case .greaterEqual: return i >= j
        case .equal: return i == j
        default: return i != j
        }
    }

    /// A condition as a Swift Bool.
    func condition(_ e: Expr) -> (Runtime) throws -> Bool {
        let site = SourceLocation(source, e.range)
        switch e.kind {
        case .binary(let op, let l, let r) where Compiler.isComparison(op):
            let fallback: (Value, Value) throws -> Bool = { x, y in
                guard case .bool(let b) = try Operators.compare(op, x, y, site) else { return false }
                return b
            }
            if let slot = plainLocalSlot(l), case .literal(.int(let k)) = r.kind {
                return { rt in
                    if case .int(let i) = rt.stack[rt.base &+ slot] { return Compiler.compareInts(op, i, k) }
                    return try fallback(rt.stack[rt.base + slot], .int(k))
                }
            }
            if let g = globalIndex(l), case .literal(.int(let k)) = r.kind {
                return { rt in
                    if case .int(let i) = rt.globals[g] { return Compiler.compareInts(op, i, k) }
                    return try fallback(rt.globals[g], .int(k))
                }
            }
            let a = expr(l), b = expr(r)
            if case .literal(.int(let k)) = r.kind {
                return { rt in
                    let x = try a(rt)
                    if case .int(let i) = x { return Compiler.compareInts(op, i, k) }
                    return try fallback(x, .int(k))
                }
            }
            return { rt in
                let x = try a(rt), y = try b(rt)
                if case .int(let i) = x, case .int(let j) = y { return Compiler.compareInts(op, i, j) }
                return try fallback(x, y)
            }
        case .and(let l, let r):
            let a = condition(l), b = condition(r)
            return { rt in try a(rt) && b(rt) }
        case .or(let l, let r):
            let a = condition(l), b = condition(r)
            return { rt in try a(rt) || b(rt) }
        case .unary(.not, let x):
            let a = condition(x)
            return { rt in !(try a(rt)) }
        case .literal(.bool(let b)):
            return { _ in b }
        default:
            return boolean(e)
        }
    }

    /// `local op constant` and `local op local` without calling operand closures.
    func localArithmetic(_ op: BinaryOp, _ l: Expr, _ r: Expr, _ site: SourceLocation) -> ExprCode? {
        guard let slot = plainLocalSlot(l) else { return nil }
        if case .literal(.int(let k)) = r.kind {
            switch op {
            case .add:
                return { rt in
                    if case .int(let i) = rt.stack[rt.base &+ slot] {
                        let (s, o) = i.addingReportingOverflow(k)
                        if !o { return .int(s) }
                    }
                    return try Operators.arithmetic(op, rt.stack[rt.base + slot], .int(k), site)
                }
            case .subtract:
                return { rt in
                    if case .int(let i) = rt.stack[rt.base &+ slot] {
                        let (s, o) = i.subtractingReportingOverflow(k)
                        if !o { return .int(s) }
                    }
                    return try Operators.arithmetic(op, rt.stack[rt.base + slot], .int(k), site)
                }
            default:
                return nil
            }
        }
        if let slot2 = plainLocalSlot(r), op == .add || op == .subtract || op == .multiply {
            return { rt in
                let x = rt.stack[rt.base &+ slot], y = rt.stack[rt.base &+ slot2]
                if case .int(let i) = x, case .int(let j) = y {
                    let (s, o): (Int, Bool)
                    switch op {
                    case .add: (s, o) = i.addingReportingOverflow(j)
                    case .subtract: (s, o) = i.subtractingReportingOverflow(j)
                    default: (s, o) = i.multipliedReportingOverflow(by: j)
                    }
                    if !o { return .int(s) }
                }
                return try Operators.arithmetic(op, x, y, site)
            }
        }
        return nil
    }

    /// The function a call binds to at compile time: a top-level `func`, which
    /// can never be reassigned.
    func boundFunction(_ callee: Expr) -> FunctionDecl? {
        guard case .name(_, let ref) = callee.kind, case .global(let index, _)? = ref.target else { return nil }
        return globals.functionDecl(at: index)
    }

    /// A positional call to a top-level function: arguments go straight to the
    /// new frame and the function is never looked up.
    func directCall(_ f: FunctionDecl, _ args: [Argument], _ site: SourceLocation) -> ExprCode? {
        guard args.count == f.params.count, args.allSatisfy({ $0.label == nil }) else { return nil }
        let holder = f.holder
        switch args.count {
        case 0:
            return { rt in
                let newBase = rt.top
                return try Compiler.enter(rt, holder, newBase, site)
            }
        case 1:
            let a0 = expr(args[0].value)
            return { rt in
                let newBase = rt.top
                if newBase + 2 >= rt.stackInitialized, !rt.growStack(to: newBase + 256) {
                    throw RuntimeError("stack overflow", at: site)
                }
                let v = try a0(rt)
                rt.stack[newBase] = v
                rt.top = newBase + 1
                return try Compiler.enter(rt, holder, newBase, site)
            }
        case 2:
            let a0 = expr(args[0].value), a1 = expr(args[1].value)
            return { rt in
                let newBase = rt.top
                if newBase + 3 >= rt.stackInitialized, !rt.growStack(to: newBase + 256) {
                    throw RuntimeError("stack overflow", at: site)
                }
                let v0 = try a0(rt)
                rt.stack[newBase] = v0
                rt.top = newBase + 1
                let v1 = try a1(rt)
                rt.stack[newBase + 1] = v1
                rt.top = newBase + 2
                return try Compiler.enter(rt, holder, newBase, site)
            }
        default:
            return nil
        }
    }

    @inline(__always)
    static func enter(_ rt: Runtime, _ holder: FunctionHolder, _ newBase: Int, _ site: SourceLocation) throws -> Value {
        do {
            return try holder.fast.unsafelyUnwrapped._withUnsafeGuaranteedRef { try rt.invoke($0, newBase: newBase, at: site) }
        } catch var e as RuntimeError {
            if e.pendingSite == nil { e.pendingSite = site }
            throw e
        }
    }
}

/// Where a top-level function's value lives once made; call sites compiled before
/// it (recursion, hoisting) find it here.
final class FunctionHolder {
    var function: Function? { didSet { fast = function.map { Unmanaged.passUnretained($0) } } }
    /// The same reference, used without retaining it on the hot path; `function`
    /// keeps it alive.
    var fast: Unmanaged<Function>? = nil
}
