// MARK: - Fast paths
//
// Specialised code for the shapes that dominate loops and recursion: comparisons
// that feed a condition directly (no Bool value is built), operands read straight
// from a stack slot, and calls to top-level functions bound when compiling.

extension Compiler {
    /// The slot of a plain (uncaptured) local, if `e` is one and its value is
    /// what the slot holds (`Self` means the type of the `self` it names, and a
    /// rewritten name means its rewriting).
    func plainLocalSlot(_ e: Expr) -> Int? {
        if case .name(let name, let ref) = e.kind, !ref.isRewritten, name != "Self",
           case .local(let d)? = ref.target, !d.isCaptured { return d.slot }
        return nil
    }

    /// `a[i]` whose element can be read where the array lies: `a` a plain local
    /// (nothing else can change it), or a global with an index that is itself a
    /// variable (evaluating it cannot change the global). Its base and index.
    func elementInPlace(_ e: Expr) -> (base: Expr, index: Expr)? {
        guard allows(.elementInPlace), case .subscriptAccess(let base, let index, false) = e.kind,
              Compiler.implicitDefault(index) == nil else { return nil }
        if plainLocalSlot(base) != nil { return (base, index) }
        if globalIndex(base) != nil && (plainLocalSlot(index) != nil || globalIndex(index) != nil) { return (base, index) }
        return nil
    }

    /// `a[i]`, `a[i ± k]` or `a[k]` with the array and the index in plain
    /// locals, as an operand whose element is read in place (`code` being the
    /// expression's compiled code).
    func elementOfLocals(_ e: Expr, _ code: @escaping ExprCode) -> ElementOfLocals? {
        specialise(.elementOfLocals) {
            guard case .subscriptAccess(let base, let index, false) = e.kind, let b = plainLocalSlot(base) else { return nil }
            let array = SlotRead(slot: b)
            if let i = plainLocalSlot(index) { return ElementOfLocals(base: array, index: SlotRead(slot: i), offset: 0, code: code) }
            if case .literal(.int(let k)) = index.kind { return ElementOfLocals(base: array, index: nil, offset: k, code: code) }
            if case .binary(let op, let l, let r) = index.kind, op == .add || op == .subtract, let i = plainLocalSlot(l),
               case .literal(.int(let k)) = r.kind, op == .add || k != .min {
                return ElementOfLocals(base: array, index: SlotRead(slot: i), offset: op == .add ? k : -k, code: code)
            }
            return nil
        }
    }

    /// The index of a global constant (a type, a function, a `let`), if `e`
    /// names one: its value can be looked at where it lies, unretained, as
    /// nothing a call's arguments run can assign it.
    func constantGlobalIndex(_ e: Expr) -> Int? {
        guard let i = globalIndex(e), case .name(_, let ref) = e.kind, case .global(_, let d)? = ref.target, d.isConstant else { return nil }
        return i
    }

    /// The index of a global variable, if `e` names one.
    func globalIndex(_ e: Expr) -> Int? {
        if case .name(let name, let ref) = e.kind, !ref.isRewritten, name != "Self",
           case .global(let i, _)? = ref.target { return i }
        return nil
    }

    static func isComparison(_ op: BinaryOp) -> Bool {
        switch op {
        case .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual, .identical, .notIdentical: return true
        default: return false
        }
    }

    /// A condition as a Swift Bool.
    func condition(_ e: Expr) -> (Runtime) throws -> Bool {
        let site = SourceLocation(source, e.range)
        switch e.kind {
        case .binary(let op, let l, let r) where Compiler.isComparison(op):
            if let withContext = comparisonWithContext(op, l, r, site) { return withContext }
            if !allows(.comparisonCondition) || op == .identical || op == .notIdentical {
                let a = expr(l), b = expr(r)
                return { rt in try Compiler.compareValues(rt, op, try a(rt), try b(rt), site) }
            }
            specialised(.comparisonCondition)
            var builder = ComparisonBuilder(op: op, site: site)
            if case .literal(.int(let k)) = r.kind {
                builder.constant = k
                withOperand(l, &builder)
            } else {
                withOperands(l, r, &builder)
            }
            return builder.code!
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

    /// An arithmetic operator's code: the generic form alone without fast paths,
    /// else the most specific shape of `OperationTable` that fits the operands.
    /// Whether the program declares a top-level function named `op` (`func * (a: M, b: M)`).
    func declaresOperator(_ op: BinaryOp) -> Bool {
        guard let index = globals.index(of: op.rawValue) else { return false }
        return globals.entry(at: index)?.source != nil
    }

    func arithmeticCode(_ op: BinaryOp, _ l: Expr, _ r: Expr, _ site: SourceLocation) -> ExprCode {
        guard allows(.arithmeticShape), OperationTable.hasArithmeticForms(op) else {
            let t = ThreeCodes(expr(l), expr(r), site: site)
            return { rt in try Compiler.arithmetic(rt, op, try t.first(rt), try t.second(rt), t.site) }
        }
        specialised(.arithmeticShape)
        var builder = ArithmeticBuilder(op: op, site: site)
        buildArithmetic(l, r, &builder)
        return builder.code!     // every operator with forms builds every shape
    }

    /// `let x = a op b` or `x = a op b` with `x` a plain local or a global
    /// (`destination`, its slot) and no type to convert to: the arithmetic's
    /// shape storing its value itself. Nil when the value is not arithmetic
    /// with fast forms.
    func arithmeticInto<D: OperandPlace>(_ value: Expr, _ destination: D) -> StmtCode? {
        specialise(.arithmeticInto) {
            guard case .binary(let op, let l, let r) = value.kind, OperationTable.hasArithmeticForms(op),
                  !declaresOperator(op) else { return nil }
            var builder = ArithmeticIntoBuilder(op: op, site: SourceLocation(source, value.range), destination: destination)
            buildArithmetic(l, r, &builder)
            return builder.code
        }
    }

    /// Gives `builder` the operands of `l op r`: the right side's literal as a
    /// constant (`n - 1`: never evaluated), `a[i].name` fields read in
    /// place, or each operand's read.
    private func buildArithmetic<B: ArithmeticShapeBuilder>(_ l: Expr, _ r: Expr, _ builder: inout B) {
        if case .literal(.int(let k)) = r.kind {
            builder.int = k
            withOperand(l, &builder)
        } else if case .literal(.double(let k)) = r.kind {
            builder.double = k
            withOperand(l, &builder)
        } else if !withElementFieldOperands(l, r, &builder) {
            withOperands(l, r, &builder)
        }
    }

    /// The function a call binds to at compile time: a top-level `func`. Its
    /// holder is where the function is found when the call runs (a REPL input may
    /// have redefined it since).
    func boundFunction(_ callee: Expr) -> (arity: Int, FunctionHolder, Int)? {
        guard case .name(_, let ref) = callee.kind, case .global(let index, _)? = ref.target,
              let arity = globals.functionArity(at: index), let holder = globals.holder(at: index) else { return nil }
        return (arity, holder, index)
    }

    /// A positional call to a top-level function: arguments go straight to the
    /// new frame and the function is never looked up.
    func directCall(_ bound: (arity: Int, FunctionHolder, Int), _ args: [Argument], _ site: SourceLocation) -> ExprCode? {
        let (arity, holder, global) = bound
        guard args.count == arity, args.allSatisfy({ $0.label == nil }), args.count <= 2 else { return nil }
        // Everything the call needs sits in one object, so the closure captures a
        // single reference and its context unpacks in one load.
        let plain = CallSite(holder: holder, global: global, arity: args.count, site: site)
        switch args.count {
        case 0:
            return { rt in try plain.enter(rt, rt.top) }
        case 1:
            // `f(n - 1)`: the argument is computed here, without a call of its own.
            if case .binary(let op, let l, let r) = args[0].value.kind, op == .add || op == .subtract,
               let slot = plainLocalSlot(l), case .literal(.int(let k)) = r.kind {
                let c = plain
                c.slot = slot
                c.constant = op == .add ? k : -k
                c.operation = op
                c.argumentSite = SourceLocation(source, args[0].value.range)
                c.constantOperand = k
                return { rt in
                    let newBase = try rt.reserveArguments(1, at: c.site)
                    // Looked at where it lies: a copy would live until the call returns.
                    let x = rt.stack + (rt.base &+ c.slot)
                    if case .int(let i) = x.pointee, case (let s, false) = i.addingReportingOverflow(c.constant) {
                        rt.push(.int(s))
                    } else {
                        rt.push(try Compiler.arithmetic(rt, c.operation, x.pointee, .int(c.constantOperand), c.argumentSite))
                    }
                    return try c.enter(rt, newBase)
                }
            }
            let c = CallSite(holder: holder, global: global, arity: 1, site: site, first: expr(args[0].value))
            return { rt in
                let newBase = try rt.reserveArguments(1, at: c.site)
                rt.push(try c.first(rt))
                return try c.enter(rt, newBase)
            }
        default:
            if let first = plainLocalSlot(args[0].value), let second = plainLocalSlot(args[1].value) {
                // `a(i, j)`: both arguments copied from their slots, no code called.
                let c = plain
                c.slot = first
                c.secondSlot = second
                return { rt in
                    let newBase = try rt.reserveArguments(2, at: c.site)
                    rt.push(rt.stack[rt.base &+ c.slot])
                    rt.push(rt.stack[rt.base &+ c.secondSlot])
                    return try c.enter(rt, newBase)
                }
            }
            let c = CallSite(holder: holder, global: global, arity: 2, site: site,
                             first: expr(args[0].value), second: expr(args[1].value))
            return { rt in
                let newBase = try rt.reserveArguments(2, at: c.site)
                rt.push(try c.first(rt))
                rt.push(try c.second(rt))
                return try c.enter(rt, newBase)
            }
        }
    }

    /// Calls a function whose arguments are on the stack, noting the call site
    /// in the trace of an error that passes through.
    @inline(__always)
    static func enter(_ rt: Runtime, _ fn: Function, _ newBase: Int, _ site: SourceLocation) throws -> Value {
        do {
            return try rt.invoke(fn, newBase: newBase, at: site)
        } catch {
            throw Runtime.addingSite(error, site)
        }
    }

}

/// Three pieces of code in one object (conditional and binary expressions).
final class ThreeCodes {
    let test: (Runtime) throws -> Bool
    let first: ExprCode
    let second: ExprCode
    let site: SourceLocation
    init(test: @escaping (Runtime) throws -> Bool = { _ in true }, _ first: @escaping ExprCode,
         _ second: @escaping ExprCode, site: SourceLocation) {
        self.test = test; self.first = first; self.second = second; self.site = site
    }
}

/// What a direct call site needs, in one object.
final class CallSite {
    let holder: FunctionHolder
    /// The global slot of the function, for calls after it was rebound.
    let global: Int
    let arity: Int
    let site: SourceLocation
    // Constants, so a call reads them without retaining their contexts.
    let first: ExprCode
    let second: ExprCode
    // For `f(n ± k)`, and `f(i, j)` (`slot`, `secondSlot`).
    var slot = 0
    var secondSlot = 0
    var constant = 0
    var constantOperand = 0
    var operation = BinaryOp.add
    var argumentSite: SourceLocation
    init(holder: FunctionHolder, global: Int, arity: Int, site: SourceLocation,
         first: @escaping ExprCode = { _ in .null }, second: @escaping ExprCode = { _ in .null }) {
        self.first = first
        self.second = second
        self.holder = holder
        self.global = global
        self.arity = arity
        self.site = site
        self.argumentSite = site
    }

    /// Calls the function the site is bound to, its arguments on the stack from
    /// `newBase`. When a later input has redefined it with other parameters,
    /// or as something else, the call goes the general way and reports the
    /// mismatch as any call would. (A method of the site, not a static one of
    /// `Compiler`: that one was passed the class's metadata, fetched per call.)
    @inline(__always)
    func enter(_ rt: Runtime, _ newBase: Int) throws -> Value {
        do {
            if let fast = holder.fast {
                return try fast._withUnsafeGuaranteedRef { fn in
                    if fn.proto.positionalArity == arity { return try rt.invoke(fn, newBase: newBase, at: site) }
                    return try rebound(rt, newBase)
                }
            }
            return try rebound(rt, newBase)
        } catch {
            throw Runtime.addingSite(error, site)
        }
    }

    @inline(never)
    private func rebound(_ rt: Runtime, _ newBase: Int) throws -> Value {
        let args = Array(UnsafeBufferPointer(start: rt.stack + newBase, count: arity))
        rt.top = newBase
        return try Compiler.callValue(rt, rt.globals[global], args, Array(repeating: nil, count: arity), site)
    }
}

/// Where a top-level function's value lives once made.
final class FunctionHolder {
    var function: Function? { didSet { fast = function.map { Unmanaged.passUnretained($0) } } }
    /// The same reference, used without retaining it on the hot path; `function`
    /// keeps it alive.
    var fast: Unmanaged<Function>? = nil
}
