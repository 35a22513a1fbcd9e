#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Compiles a resolved syntax tree into a tree of Swift closures. Locals live in
/// the runtime's value stack at fixed slots; globals in a flat array; nothing is
/// looked up by name while a program runs.
final class Compiler {
    /// Whether some type declares `static func &&` or `||`: then those operators
    /// look at their operands' types.
    /// Whether some type can be made from a collection literal (an OptionSet,
    /// an `ExpressibleByArrayLiteral` type): then a literal argument may be one.
    lazy var declaresLiteralTypes: Bool = globals.typeInfos.values.contains { info in
        info.kind != .protocolType && info.conformances.contains { $0 == "OptionSet" || $0.hasPrefix("ExpressibleBy") }
    }
    lazy var declaresLogicalOperators: Bool = globals.typeInfos.values.contains {
        $0.staticMembers.contains("&&") || $0.staticMembers.contains("||")
    }
    let source: Source
    let globals: GlobalTable
    /// The interpreter's imported files; an import compiles its module's code once.
    let modules: [String: Module]

    /// The function being compiled (a failable initialiser's `return nil` differs).
    var currentFunction: FunctionDecl?
    /// The function, method or accessor being compiled, closures aside (`#function`).
    var namedFunction: FunctionDecl?
    /// The type whose members are being compiled: `.name` there may be its case.
    var currentTypeName: String?
    /// In an initialiser, the observed properties its own type declares: setting
    /// one of them through `self` there runs no `willSet`/`didSet`, as in Swift.
    var unobservedInInitializer: Set<String> = []
    /// Labels of the statements being compiled, innermost last, with their ids.
    var labels: [(name: String, id: Int)] = []
    var lastLabelID = 0
    /// The label id of the loop or switch compiled next (0: unlabelled).
    var labelOfNext = 0
    /// Whether to compile the fast paths (the shapes of `OperationTable`, inline
    /// caches, in-place element reads and writes, direct calls). Without them every
    /// operation takes its generic form: a test runs the goldens both ways.
    let fastPaths: Bool
    /// The sites each specialisation compiled (`Specialisations.swift`).
    var fired = SpecialisationCounts()
    /// Statements being compiled, outermost included: 0 between top-level ones.
    private var statementDepth = 0
    /// Functions compiled within the current top-level statement.
    private var compiledFunctions: [FunctionDecl] = []
    /// Whether scopes and calls release their variables as they end (`block`).
    let releasesAtScopeEnd: Bool
    /// Where released bodies go to be freed, when a thread does that (large programs).
    var release: BackgroundRelease?
    /// Whether a large program's declarations may be compiled on two threads
    /// (`ParallelCompile.swift`); the interpreter says.
    var parallel = false

    init(source: Source, globals: GlobalTable, modules: [String: Module] = [:], fastPaths: Bool = Compiler.fastPathsByDefault,
         release: BackgroundRelease? = nil, releasesAtScopeEnd: Bool? = nil) {
        self.source = source
        self.globals = globals
        self.modules = modules
        self.fastPaths = fastPaths
        self.release = release
        // Made here, on the thread that makes the compiler: helpers compiling
        // on another thread only read it.
        self.releasesAtScopeEnd = releasesAtScopeEnd ?? Compiler.lifetimesObservable(in: source, globals)
    }

    /// Fast paths are on unless the environment sets `QAS_GENERIC_ONLY=1`.
    static let fastPathsByDefault: Bool = {
        guard let v = getenv("QAS_GENERIC_ONLY") else { return true }
        return String(cString: v) != "1"
    }()

    func loc(_ r: SourceRange) -> SourceLocation { SourceLocation(source, r) }

    /// Signals `nil` in the middle of an optional chain; caught by the chain's root.
    struct ChainNil: Error {}

    // MARK: - Functions

    func compileProgram(_ statements: [Stmt]) -> StmtCode { block(statements) }

    /// Compiles a program's top-level statements as `compileProgram` does, taking
    /// each out of `statements` once its code is made (to `release`, when there
    /// is one), so that a large program's declarations are freed as its code is
    /// made rather than all at the end, beside all of it.
    func compileProgram(taking statements: inout [Stmt]) -> StmtCode {
        guard statements.count > 8, !statements.contains(where: { if case .deferStmt = $0.kind { return true }; return false }) else {
            return block(statements)
        }
        var codes: [Sequenced] = []
        codes.reserveCapacity(statements.count)
        var i = 0
        while i < statements.count {
            guard usesSecondThread, let (_, end) = ParallelDeclaration.run(in: statements, from: i) else {
                codes.append(compiledTaking(&statements, at: i))
                i += 1
                continue
            }
            if end - i >= ParallelDeclaration.minimumRun {
                compileInTwo(&statements, i..<end, into: &codes)
            } else {
                for k in i..<end { codes.append(compiledTaking(&statements, at: k)) }
            }
            i = end
        }
        return Compiler.sequence(codes[...])
    }

    /// The code of `statements[i]`, the statement taken out once compiled.
    func compiledTaking(_ statements: inout [Stmt], at i: Int) -> Sequenced {
        let code = Sequenced(run: statement(statements[i]))
        var taken = Stmt(kind: .block([]), range: statements[i].range)
        swap(&taken, &statements[i])
        release?.drop(taken)
        return code
    }

    /// A statement's code kept in an array: in a struct, not as a bare closure,
    /// which an array would store wrapped in a reabstraction thunk.
    struct Sequenced { let run: StmtCode }

    /// Runs codes in order, stopping at the first that does not complete
    /// normally: as `block` does, in halves.
    private static func sequence(_ codes: ArraySlice<Sequenced>) -> StmtCode {
        switch codes.count {
        case 0: return { _ in .normal }
        case 1: return codes[codes.startIndex].run
        default:
            let half = codes.startIndex + codes.count / 2
            let first = sequence(codes[..<half]), second = sequence(codes[half...])
            return { rt in
                let f = try first(rt)
                guard case .normal = f else { return f }
                return try second(rt)
            }
        }
    }

    /// Lets go of the bodies of the functions compiled so far, once a top-level
    /// statement's code is complete (within it, a shape may be compiled twice, the
    /// first try given up). A large program's tree then turns into code a
    /// declaration at a time instead of the whole tree living beside all the code.
    private func releaseCompiledBodies() {
        if let release {
            release.drop(compiledFunctions.map { $0.takeBody() })
        } else {
            for f in compiledFunctions { _ = f.takeBody() }
        }
        compiledFunctions.removeAll(keepingCapacity: true)
    }

    func proto(_ f: FunctionDecl) -> FunctionProto {
        assert(!f.bodyReleased, "function '\(f.name)' compiled after its body was released")
        compiledFunctions.append(f)
        let savedFunction = currentFunction, savedNamed = namedFunction
        currentFunction = f
        if !f.isClosure { namedFunction = f }
        defer { currentFunction = savedFunction; namedFunction = savedNamed }
        var body: StmtCode
        var expressionBody: ExprCode
        // A failable initialiser's `return nil` is not a value: its body runs as statements.
        let e = f.isFailableInit ? nil : specialise(.expressionBody) { Compiler.bodyAsExpression(f.body) }
        let returnType = f.returnType.flatMap { $0.mayConvert ? $0 : nil }
        // Not through Optional.map: a closure that passes through a generic
        // comes back wrapped in a reabstraction thunk, a call more per call.
        var value: ExprCode? = nil
        if let e {
            if let returnType = f.returnType { Compiler.labelTupleResults(e, returnType) }
            if let returnType, !(returnType.isFloatingPoint && !returnType.isFloat && givesDouble(e)) {
                value = expectingResult(e, returnType, Compiler.conforming(expr(e), returnType))
            } else {
                // (`-> Flags { [.a] }`, `-> Kind { .first }`: the declared type makes it.)
                value = valueOfType(e, f.returnType)
            }
        } else if !f.isFailableInit, let conditional = specialise(.conditionalReturnBody, { conditionalReturns(f.body) }) {
            if let returnType { value = Compiler.conforming(conditional, returnType) } else { value = conditional }
        }
        // (`var sum: Item { items.reduce(0, +) }`: a number of a generic type.)
        if let e, let generic = genericNumberResult(e) { value = generic }
        if var v = value, case .array? = f.returnType?.unwrapped { v = Compiler.materializingLazy(v); value = v }
        if let value {
            expressionBody = value
            body = { rt in
                rt.returnValue = try value(rt)
                return .returned
            }
        } else {
            body = block(Compiler.implicitReturn(f.body))
            if let returnType { body = Compiler.returning(body, returnType) }
            if case .array? = f.returnType?.unwrapped { body = Compiler.returningMaterialized(body) }
            expressionBody = { _ in .null }
        }
        var defaults: [(slot: Int, captured: Bool, code: ExprCode)] = []
        for (i, d) in f.defaultValues.enumerated() {
            // (`upTo day: Int = .max`: the default is of the parameter's type.)
            // (Not of a generic parameter's type, which is not known here.)
            if let d, i < f.params.count {
                if case .name(let macro, _) = d.kind, macro.hasPrefix("#") {
                    // Filled in where each call is written; a call through a function value is not seen.
                    let site = loc(d.range)
                    defaults.append((f.params[i].slot, f.params[i].isCaptured, { _ in
                        throw RuntimeError("\(macro) as a default argument is filled in where a call of '\(f.name)' is written, and qas cannot see where this call is (a call through a function value) (not supported)", at: site)
                    }))
                    continue
                }
                var type = f.params[i].annotation
                // (A generic parameter's name has no dot: `NSDecimalNumber.RoundingMode` is a type.)
                if case .named(let n, _)? = type?.unwrapped, globals.typeInfos[n] == nil, TypeRegistry.builtinNames[n] == nil,
                   !n.contains(".") { type = nil }
                defaults.append((f.params[i].slot, f.params[i].isCaptured, valueOfType(d, type)))
            }
        }
        // Parameters declared `Double` turn an Int argument into a Double, as
        // Swift's literals do (after the defaults are filled in).
        let converted = f.params.compactMap { p in p.annotation.flatMap { $0.mayConvert ? (p.slot, $0) : nil } }
        if !converted.isEmpty { body = Compiler.conformingParameters(converted, body) }
        // Parameters of a type the program makes ExpressibleBy…Literal take a
        // literal argument as a value of that type (`text(between: "start")`).
        let literalTyped = f.params.compactMap { p -> (Int, TypeRef)? in
            guard let t = p.annotation, !p.isInout, nestsLiteralType(t) else { return nil }
            return (p.slot, t)
        }
        if !literalTyped.isEmpty { body = Compiler.literalParameters(literalTyped, body) }
        if !defaults.isEmpty { body = Compiler.fillingDefaults(defaults, body) }
        // Outermost: the parameter holds its value, not the caller's box, before the rest runs.
        let inoutParams = f.params.filter(\.isInout).map { (slot: $0.slot, name: $0.name, site: loc($0.range)) }
        if !inoutParams.isEmpty { body = Compiler.bindingInoutParameters(inoutParams, f.name, body) }
        // `update(note) { $0.isPinned = true }` with `(inout Note) -> Void`: a
        // closure that changes an unannotated parameter takes it inout when
        // its caller passes it so, as Swift infers from the parameter's type.
        let mayBeInout = f.isClosure && f.changesParameters
            ? f.params.filter { !$0.isInout && $0.annotation == nil }.map(\.slot) : []
        if !mayBeInout.isEmpty { body = Compiler.bindingPassedInout(mayBeInout, body) }
        // Where objects' lifetimes can be seen, the parameters are released as
        // the call ends (not when the stack slot is next used), as in Swift.
        // Not a method's `self`, nor a closure's first parameter: `reduce(into:)`
        // passes its accumulator there as `self` and reads it back after the call.
        let releasedParams = releasesAtScopeEnd ? f.params.enumerated().filter { $0.offset > 0 || f.selfKind == .none && !f.isClosure }.map(\.element.slot) : []
        if !releasedParams.isEmpty { body = Compiler.releasing(releasedParams, body) }
        let needsPrologue = !defaults.isEmpty || !converted.isEmpty || !inoutParams.isEmpty || !releasedParams.isEmpty
            || !mayBeInout.isEmpty || !literalTyped.isEmpty
        let p = FunctionProto(
            name: f.name, paramNames: f.params.map(\.name), frameSize: max(f.frameSize, f.params.count),
            captures: f.captures, capturedParams: f.params.filter(\.isCaptured).map(\.slot),
            isClosure: f.isClosure, body: body,
            expressionBody: expressionBody, hasExpressionBody: value != nil && !needsPrologue)
        p.argumentLabels = f.argumentLabels
        p.refersToItself = f.refersToItself
        p.lendsArguments = f.isClosure && !f.changesParameters && !p.hasCapturedParams && !needsPrologue
        p.lendsSelf = f.selfKind == .object && f.params.first.map { !$0.isCaptured } == true
        if f.isClosure, let e, returnType == nil, !needsPrologue { p.sortKey = specialise(.closureSortKey) { SortKey(e, f.params) } }
        if !needsPrologue { p.fieldInitializer = specialise(.fieldInitializer) { FieldInitializer(f) } }
        p.callLabels = f.callLabels.isEmpty ? f.argumentLabels : f.callLabels
        p.defaultIndices = Set(f.defaultValues.indices.filter { f.defaultValues[$0] != nil })
        p.isMutating = f.selfKind == .mutableValue
        p.variadicIndex = f.params.firstIndex(where: \.isVariadic)
        // For choosing among operators, and among subscripts, of one name; and
        // among methods, the one a trailing closure goes to.
        if f.selfKind == .type || f.name == "subscript" {
            p.parameterTypes = f.params.map(\.annotation)
        } else if f.params.contains(where: { $0.annotation != nil && $0.name != "self" }) {
            // (and the types `.name` arguments are looked up in).
            p.parameterTypes = f.params.map(\.annotation)
        }
        return p
    }

    /// Whether `e` gives a Double whenever it gives a number, so that a place
    /// declared `Double` need not convert it: a Double literal, `Double(x)`, and
    /// arithmetic with one of those on either side (`1.0 / Double(n)`). (A
    /// script type's operator giving an Int there would be refused by Swift.)
    func givesDouble(_ e: Expr) -> Bool {
        switch e.kind {
        case .literal(.double): return true
        case .unary(.negate, let x): return givesDouble(x)
        case .binary(let op, let l, let r):
            guard op == .add || op == .subtract || op == .multiply || op == .divide else { return false }
            return givesDouble(l) || givesDouble(r)
        case .call(let callee, let args):
            // The standard library's `Double`, not a script's function of that name.
            guard args.count == 1, args[0].label == nil, case .name("Double", let ref) = callee.kind,
                  case .global(let i, _)? = ref.target, let entry = globals.entry(at: i) else { return false }
            return entry.source == nil
        default: return false
        }
    }

    /// An Int made a Double, for a place declared `Double`.
    static func conforming(_ code: @escaping ExprCode, _ type: TypeRef, at site: SourceLocation? = nil) -> ExprCode {
        { rt in
            let v = try code(rt)
            guard TypeRef.mayConform(v) else { return v }
            do {
                return try type.conform(v)
            } catch var e as RuntimeError where e.location == nil {
                // (`let b: UInt8 = 300`: where the value does not fit.)
                e.location = site
                throw e
            }
        }
    }

    /// Parameters declared with a type that converts (`Double`, a labelled tuple).
    static func conformingParameters(_ params: [(Int, TypeRef)], _ body: @escaping StmtCode) -> StmtCode {
        { rt in
            for (slot, type) in params {
                let i = rt.base + slot
                if case .cell(let c) = rt.stack[i] {
                    c.value = try type.conform(c.value)
                } else if TypeRef.mayConform(rt.stack[i]) {
                    rt.stack[i] = try type.conform(rt.stack[i])
                }
            }
            return try body(rt)
        }
    }

    /// Whether a written type holds, inside an array, dictionary, tuple or
    /// optional, one of the program's ExpressibleBy…Literal types.
    func nestsLiteralType(_ t: TypeRef) -> Bool {
        switch t {
        case .named(let n, let args):
            if (n == "Set" || n == "Swift.Set"), args.count == 1 { return nestsLiteralType(args[0]) }
            return globals.typeInfos[n]?.conformances.contains(where: { $0.hasPrefix("ExpressibleBy") }) == true
        case .array(let e), .optional(let e): return nestsLiteralType(e)
        case .dictionary(let k, let v): return nestsLiteralType(k) || nestsLiteralType(v)
        case .tuple(let items, _): return items.contains(where: nestsLiteralType)
        case .function: return false
        }
    }

    /// See `literalTyped` in `proto`: each literal argument made the declared type's value.
    static func literalParameters(_ params: [(Int, TypeRef)], _ body: @escaping StmtCode) -> StmtCode {
        { rt in
            for (slot, type) in params {
                let i = rt.base + slot
                var v = rt.stack[i]
                if case .cell(let c) = v { v = c.value }
                switch v {
                case .int, .double, .string, .bool, .array, .dictionary, .tuple:
                    let made = try TypeOperations.literalConformed(rt, v, type, SourceLocation.native)
                    if case .cell(let c) = rt.stack[i] { c.value = made } else { rt.stack[i] = made }
                default: continue
                }
            }
            return try body(rt)
        }
    }

    /// A lazy sequence where Swift wants an array (`-> [Int]` of
    /// `xs.lazy.map { … }`): Swift's eager `map` is chosen there, so the
    /// elements are read into an array.
    static func materializingLazy(_ code: @escaping ExprCode) -> ExprCode {
        { rt in
            let v = try code(rt)
            guard case .object(let o as LazyValues) = v else { return v }
            return try o.all(rt, SourceLocation.native)
        }
    }

    /// `materializingLazy` of what a function's statements return.
    static func returningMaterialized(_ body: @escaping StmtCode) -> StmtCode {
        { rt in
            let flow = try body(rt)
            if case .returned = flow, case .object(let o as LazyValues) = rt.returnValue {
                rt.returnValue = try o.all(rt, SourceLocation.native)
            }
            return flow
        }
    }

    static func returning(_ body: @escaping StmtCode, _ type: TypeRef) -> StmtCode {
        { rt in
            let flow = try body(rt)
            if case .returned = flow, TypeRef.mayConform(rt.returnValue) { rt.returnValue = try type.conform(rt.returnValue) }
            return flow
        }
    }

    /// A body that first computes the default of each parameter left out.
    static func fillingDefaults(_ defaults: [(slot: Int, captured: Bool, code: ExprCode)], _ body: @escaping StmtCode) -> StmtCode {
        { rt in
            for d in defaults {
                let slot = rt.base + d.slot
                if case .cell(let c) = rt.stack[slot] {
                    if c.value.isMissingArgument { c.value = try d.code(rt) }
                } else if rt.stack[slot].isMissingArgument {
                    rt.stack[slot] = try d.code(rt)
                }
            }
            return try body(rt)
        }
    }

    /// A body of one expression returns it, as Swift's closures and functions do:
    /// as a `return` statement (the generic form of what `bodyAsExpression` makes).
    static func implicitReturn(_ body: [Stmt]) -> [Stmt] {
        guard body.count == 1, let returning = body[0].returningValue else { return body }
        return [returning]
    }

    /// What `return e` gives back: the value, with the function's return type as
    /// its context; in a failable initialiser, `return nil` fails it.
    func returnValueCode(_ e: Expr) -> ExprCode {
        if currentFunction?.isFailableInit == true, case .literal(.null) = e.kind {
            let failed = Value.native(TypeOperations.initFailed)
            return { _ in failed }
        }
        if let code = genericNumberResult(e) { return code }
        return valueOfType(e, currentFunction?.returnType)
    }

    /// `var sum: Item { items.reduce(0, +) }` in a generic type (or a protocol's
    /// extension, `Item` its associated type): the `0` is an `Item`. When the
    /// value's own stored properties show what `Item` is (a Double among them),
    /// the number becomes one; when nothing shows it (no items), qas cannot tell
    /// `0` from `0.0` and says so, rather than print one where Swift prints the other.
    func genericNumberResult(_ e: Expr) -> ExprCode? {
        guard let f = currentFunction, case .named(let g, let args)? = f.returnType, args.isEmpty,
              globals.typeInfos[g] == nil, TypeRegistry.builtinNames[g] == nil, let literal = Compiler.numberLiteral(in: e),
              let selfDecl = f.params.first, selfDecl.name == "self" else { return nil }
        let plain = valueOfType(e, f.returnType)
        let slot = selfDecl.slot, captured = selfDecl.isCaptured, site = loc(e.range)
        // (In a protocol's extension, `Item` may be its associated type.)
        let associated = currentTypeName.flatMap { globals.typeInfos[$0]?.associatedTypes.contains(g) } ?? false
        return { rt in
            let v = try plain(rt)
            // Only the literal itself, untouched (`reduce` over no elements), is in doubt.
            guard case .int(let n) = v, n == literal else { return v }
            var me = rt.stack[rt.base + slot]
            if captured, case .cell(let c) = me { me = c.value }
            guard case .instance(let i) = me, associated || i.type.genericParameters.contains(g) else { return v }
            switch try StandardLibrary.typeParameter(me, g, rt) {
            case .native(let t) where t.name == "Double": return .double(Double(n))
            case .native(let t) where t.name == "Int": return v
            case .object(let o) where o is UnknownGenericType:
                throw RuntimeError("cannot tell whether \(g) is Int or Double here: the literal \(n) stands for a value of \(g), and no stored property of \(i.type.name) holds one to show it (not supported)", at: site)
            default: return v
            }
        }
    }

    /// The integer literal a value may be, untouched: a literal, or the start
    /// of a `reduce` (`xs.reduce(0, +)`), whose type is the one the context gives it.
    static func numberLiteral(in e: Expr) -> Int? {
        switch e.kind {
        case .literal(.int(let n)): return n
        case .call(let callee, let args):
            guard case .member(_, "reduce", _) = callee.kind, let first = args.first, case .literal(.int(let n)) = first.value.kind else { return nil }
            return n
        default: return nil
        }
    }

    /// Code that creates a closure value, capturing variables by reference.
    func makeClosure(_ f: FunctionDecl) -> ExprCode {
        let p = proto(f)
        let captures = f.captures
        if captures.isEmpty {
            let shared = Function(proto: p, captures: [])
            // A top-level function's value is known now: calls compiled before it
            // (recursion, hoisting, earlier REPL inputs) find it in its holder.
            if let d = f.nameDecl, d.isGlobal, let holder = globals.holder(at: d.slot) { holder.function = shared }
            f.overloadHolder?.function = shared
            return { _ in .function(shared) }
        }
        return { rt in
            var cells = ContiguousArray<Cell>()
            cells.reserveCapacity(captures.count)
            for c in captures {
                if c.fromLocal {
                    let slot = rt.base + c.index
                    if case .cell(let cell) = rt.stack[slot] {
                        cells.append(cell)
                    } else {
                        let cell = Cell(rt.stack[slot])
                        rt.stack[slot] = .cell(cell)
                        cells.append(cell)
                    }
                } else {
                    cells.append(rt.current!.captures[c.index])
                }
            }
            return .function(Function(proto: p, captures: cells))
        }
    }

    // MARK: - Variables

    /// `x = value` or `let x = value`: a plain local's or a global's slot set
    /// directly, without a second closure to call; `set` for a captured one.
    static func storing(_ code: @escaping ExprCode, into d: VarDecl, _ set: @escaping (Runtime, Value) -> Void) -> StmtCode {
        if d.isCaptured { return { rt in set(rt, try code(rt)); return .normal } }
        return d.isGlobal ? storing(code, global: d.slot) : storing(code, local: d.slot)
    }

    /// The value of `code` stored in a plain local's slot.
    static func storing(_ code: @escaping ExprCode, local slot: Int) -> StmtCode {
        { rt in
            // The value first: running it may move the stack.
            let v = try code(rt)
            (rt.stack + (rt.base &+ slot)).store(v)
            return .normal
        }
    }

    /// An element read in place (`let t = perm[lo]`) stored in a plain local's
    /// slot: one closure, where the general form calls the element's code. (Not
    /// one function generic over the read with the one above: so written,
    /// fannkuch ran 1.4 % more instructions.)
    static func storing(_ element: ElementOfLocals, local slot: Int) -> StmtCode {
        { rt in
            let v = try element.read(rt)
            (rt.stack + (rt.base &+ slot)).store(v)
            return .normal
        }
    }

    /// The value of `code` stored in a global's slot.
    static func storing(_ code: @escaping ExprCode, global index: Int) -> StmtCode {
        { rt in
            let v = try code(rt)
            (rt.globals + index).store(v)
            return .normal
        }
    }

    /// Code that initialises a newly declared variable.
    func declare(_ d: VarDecl) -> (Runtime, Value) -> Void {
        let slot = d.slot
        if d.isGlobal { return { rt, v in rt.globals[slot] = v } }
        if d.isCaptured { return { rt, v in rt.stack[rt.base + slot] = .cell(Cell(v)) } }
        return { rt, v in rt.stack[rt.base + slot] = v }
    }

    func load(_ ref: NameRef, _ range: SourceRange) -> ExprCode {
        switch ref.target {
        case .local(let d)?:
            let slot = d.slot
            if d.isCaptured {
                return { rt in
                    if case .cell(let c) = rt.stack[rt.base + slot] { return c.value }
                    return rt.stack[rt.base + slot]
                }
            }
            return { rt in rt.stack[rt.base &+ slot] }
        case .upvalue(let i, _)?:
            return { rt in rt.current!.captures[i].value }
        case .global(let i, _)?:
            return { rt in rt.globals[i] }
        case .ownFunction?:
            return { rt in rt.current.map { .function($0) } ?? .null }
        case nil:
            let l = loc(range)
            return { _ in throw RuntimeError("unresolved name", at: l) }
        }
    }

    func store(_ ref: NameRef) -> (Runtime, Value) -> Void {
        switch ref.target {
        case .local(let d)?:
            let slot = d.slot
            if d.isCaptured {
                return { rt, v in
                    if case .cell(let c) = rt.stack[rt.base + slot] { c.value = v } else { rt.stack[rt.base + slot] = v }
                }
            }
            return { rt, v in rt.stack[rt.base + slot] = v }
        case .upvalue(let i, _)?: return { rt, v in rt.current!.captures[i].value = v }
        case .global(let i, _)?: return { rt, v in rt.globals[i] = v }
        case .ownFunction?, nil: return { _, _ in }
        }
    }

    typealias ModifyCode = (Runtime, (inout Value) throws -> Value) throws -> Value

    /// In-place access to an assignable expression, so `xs.append(x)` and
    /// `d[k] = v` mutate the stored value without copying it.
    func lvalue(_ e: Expr) -> ModifyCode? {
        let site = loc(e.range)
        switch e.kind {
        case .name(let name, let ref):
            if let r = e.rewrittenName { return lvalue(r) }
            if name == "Self" {
                // `Self.count += 1`: a static member of the type `self` has, changed in place.
                let typeCode = expr(e)
                return { rt, body in
                    var type = try typeCode(rt)
                    return try body(&type)
                }
            }
            switch ref.target {
            case .local(let d)?:
                let slot = d.slot
                if d.isCaptured {
                    return { rt, body in
                        if case .cell(let c) = rt.stack[rt.base + slot] { return try body(&c.value) }
                        return try body(&rt.stack[rt.base + slot])
                    }
                }
                return { rt, body in try body(&rt.stack[rt.base + slot]) }
            case .upvalue(let i, _)?: return { rt, body in try body(&rt.current!.captures[i].value) }
            case .global(let i, _)?: return { rt, body in try body(&rt.globals[i]) }
            case .ownFunction?, nil: return nil
            }
        case .subscriptAccess(let base, let index, false):
            if let modify = specialise(.dictionaryDefaultCompound, { defaultedSubscript(base, index, site) }) { return modify }
            let indexCode = expr(index)
            if let baseModify = lvalue(base) {
                return { rt, body in
                    let i = try indexCode(rt)
                    return try baseModify(rt) { container in
                        try Builtins.modifySubscript(&container, i, site, body)
                    }
                }
            }
            // A subscript of a temporary (an object's property): only objects mutate.
            let baseCode = expr(base)
            return { rt, body in
                var container = try baseCode(rt)
                let i = try indexCode(rt)
                return try Builtins.modifySubscript(&container, i, site, body)
            }
        case .subscriptAccess(let base, let index, true):
            // `scores["Dave"]?[0] = 91`, `house.rooms?[0] = r`: nothing happens when
            // the container is nil; otherwise it is changed where it is stored.
            let indexCode = expr(index)
            if let baseModify = lvalue(base) {
                return { rt, body in
                    let i = try indexCode(rt)
                    return try baseModify(rt) { container in
                        if container.isNil { throw ChainNil() }
                        return try Builtins.modifySubscript(&container, i, site, body)
                    }
                }
            }
            let baseCode = expr(base)
            return { rt, body in
                var container = try baseCode(rt)
                if container.isNil { throw ChainNil() }
                let i = try indexCode(rt)
                return try Builtins.modifySubscript(&container, i, site, body)
            }
        case .optionalCallee(let inner):
            // `scores[name]? += 5`: nothing is changed when there is no value.
            guard let modify = lvalue(inner) else { return nil }
            return { rt, body in
                try modify(rt) { slot in
                    if slot.isNil { throw ChainNil() }
                    return try body(&slot)
                }
            }
        case .optionalChain(let inner):
            guard let modify = lvalue(inner) else { return nil }
            return { rt, body in
                do { return try modify(rt, body) } catch is ChainNil { return .null }
            }
        case .forceUnwrap(let inner):
            // `counts[word]! += 1`: changed where it is, after checking it is there.
            guard let modify = lvalue(inner) else { return nil }
            return { rt, body in
                try modify(rt) { slot in
                    if slot.isNil { throw RuntimeError("unexpectedly found nil while unwrapping an Optional value", at: site) }
                    return try body(&slot)
                }
            }
        case .member(let base, let name, let optional):
            if let baseModify = lvalue(base) {
                // A struct's field changes where the struct is stored.
                let slow = memberOfObject(base, name, site)
                let cache = specialise(.fieldWriteCache) { FieldWriteCache(name) }
                let observed = !setsOwnPropertyInInitializer(base, name)
                return { rt, body in
                    try baseModify(rt) { container in
                        // Tested before the switch: a switch that binds a payload holds a
                        // copy of the value, and the struct would never be unique to change.
                        if case .instance = container {
                            return try TypeOperations.modifyMember(rt, &container, name, site, cache: cache,
                                                                   observed: observed, body)
                        }
                        switch container {
                        case .null where optional:
                            throw ChainNil()
                        case .tuple(let t):
                            guard let i = Int(name).flatMap({ $0 < t.items.count ? $0 : nil }) ?? t.labels.firstIndex(of: name) else {
                                throw Builtins.missingMember("tuple has no member '\(name)'", site)
                            }
                            var items = t.items
                            let result = try body(&items[i])
                            container = .tuple(Tuple(items, labels: t.labels))
                            return result
                        case .type(let type):
                            var v = try TypeOperations.staticMember(rt, type, name, site)
                            let before = v
                            let result = try body(&v)
                            if !Compiler.sameReference(before, v) { try TypeOperations.setStatic(rt, type, name, v, site) }
                            return result
                        case .string(let text) where name == "unicodeScalars":
                            // `s.unicodeScalars.append("c")`: the string becomes what its scalars became.
                            var view = UnicodeScalarValue.scalars(of: text)
                            let result = try body(&view)
                            if case .object(let changed as UnicodeScalarView) = view { container = .string(changed.text) }
                            return result
                        default:
                            return try slow(rt, container, body)
                        }
                    }
                }
            }
            let baseCode = expr(base)
            let slow = memberOfObject(base, name, site)
            return { rt, body in
                let owner = try baseCode(rt)
                if optional, case .null = owner { throw ChainNil() }
                return try slow(rt, owner, body)
            }
        default:
            return nil
        }
    }

    /// Whether both are the same object (a host's, or a class instance): changing
    /// what it holds needs no assignment back.
    static func sameReference(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): return x === y
        case (.instance(let x), .instance(let y)): return x === y && x.type.kind == .classType
        // An array of objects whose element's member was changed (`notes.all[0].title = …`).
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x.items, y.items).allSatisfy { sameReference($0, $1) }
        default: return false
        }
    }

    /// Changes a member of a value that is not stored in a variable: a host
    /// object's property, a class instance's, a static one.
    func memberOfObject(_ base: Expr, _ name: String, _ site: SourceLocation) -> (Runtime, Value, (inout Value) throws -> Value) throws -> Value {
        { rt, owner, body in
                if case .instance(let i) = owner {
                    guard i.type.kind == .classType else {
                        throw RuntimeError("cannot change property '\(name)' of a temporary \(i.type.name) value; store it in a 'var' first", at: site)
                    }
                    var v = owner
                    return try TypeOperations.modifyMember(rt, &v, name, site, body)
                }
                if case .type(let type) = owner {
                    var v = try TypeOperations.staticMember(rt, type, name, site)
                    let before = v
                    let result = try body(&v)
                    if !Compiler.sameReference(before, v) { try TypeOperations.setStatic(rt, type, name, v, site) }
                    return result
                }
                guard case .object(let o) = owner else {
                    throw RuntimeError("cannot change property '\(name)' of a value of type \(owner.typeName)", at: site)
                }
                guard var v = try Builtins.host(site, { try o.member(name, in: rt) }) else {
                    throw Builtins.missingMember("value of type \(o.typeName) has no member '\(name)'", site)
                }
                let before = v
                let result = try body(&v)
                // The same object back (a property holding an object): nothing to set.
                if Compiler.sameReference(before, v) { return result }
                guard try Builtins.host(site, { try o.setMember(name, to: v, in: rt) }) else {
                    throw RuntimeError("cannot assign to property '\(name)' of \(o.typeName): it is read-only", at: site)
                }
                return result
        }
    }

    // MARK: - Statements

    func block(_ list: [Stmt]) -> StmtCode {
        let code = statements(list)
        guard releasesAtScopeEnd else { return code }
        // A block's own variables are released as it ends, as in Swift, so a
        // `deinit` runs there and a weak reference to the object becomes nil.
        var slots: [Int] = []
        for s in list {
            if case .variable(let d, _) = s.kind, !d.isGlobal, d.slot >= 0 { slots.append(d.slot) }
        }
        guard !slots.isEmpty else { return code }
        // The last declared goes first, as Swift releases them.
        slots.reverse()
        return { rt in
            let r = try code(rt)
            for slot in slots { rt.stack[rt.base + slot] = .null }
            return r
        }
    }

    /// Whether objects' lifetimes can be seen: this program or an earlier one on
    /// the engine says `deinit`, `weak` or `unowned` (`GlobalTable.objectLifetimesObservable`).
    static func lifetimesObservable(in source: Source, _ globals: GlobalTable) -> Bool {
        if globals.objectLifetimesObservable { return true }
        if source.bytes.containsWord(among: [Array("deinit".utf8), Array("weak".utf8), Array("unowned".utf8)]) {
            globals.objectLifetimesObservable = true
        }
        return globals.objectLifetimesObservable
    }

    /// The statements of a block, in order, without releasing what they declare
    /// (a part of a block: `block` releases at the whole block's end).
    func statements(_ list: [Stmt]) -> StmtCode {
        if list.contains(where: { if case .deferStmt = $0.kind { return true }; return false }) {
            return blockWithDefers(list)
        }
        if let unrolled = specialise(.unrolledBlock, { unrolledBlock(list) }) { return unrolled }
        switch list.count {
        case 0: return { _ in .normal }
        case 1: return statement(list[0])
        default:
            // Halves, each a block: a loop over an array of statements would retain
            // and release each statement's code as it went; captured code is not.
            let half = list.count / 2
            let first = statements(Array(list[..<half])), second = statements(Array(list[half...]))
            return { rt in
                let f = try first(rt)
                guard case .normal = f else { return f }
                return try second(rt)
            }
        }
    }

    func statement(_ s: Stmt) -> StmtCode {
        statementDepth += 1
        defer {
            statementDepth -= 1
            if statementDepth == 0 { releaseCompiledBodies() }
        }
        let code = compiledStatement(s)
        guard releasesAtScopeEnd else { return code }
        switch s.kind {
        case .expression, .variable, .assign, .compoundAssign:
            // What calls in the statement left above the stack's top (a receiver,
            // an argument) goes now, as Swift releases a temporary: a `deinit`
            // runs when the last variable lets go, not at some later call.
            return { rt in
                let r = try code(rt)
                rt.releaseStaleTemporaries()
                return r
            }
        default: return code
        }
    }

    private func compiledStatement(_ s: Stmt) -> StmtCode {
        let site = loc(s.range)
        switch s.kind {
        case .expression(let e):
            let code = expr(e)
            return { rt in _ = try code(rt); return .normal }
        case .variable(let d, let initial):
            let set = declare(d)
            guard let initial else { return { rt in set(rt, .null); return .normal } }
            if d.ownership != .strong {
                let code = expr(initial), ownership = d.ownership
                return { rt in set(rt, WeakReference.store(try code(rt), ownership)); return .normal }
            }
            var isTriedCall = false
            if case .tryExpr(.plain, let inner) = initial.kind { isTriedCall = inner.isCall }
            if d.annotation == nil, initial.isCall || isTriedCall || Compiler.surelyOptional(initial) {
                // `let x = find(id)`, `let x = try? parse(s)`: whether it holds an Optional.
                d.initialCall = initial
                if d.isGlobal { globals.initialCalls[d.slot] = initial }
            } else if d.isGlobal {
                // Declared again (a later REPL input): what it holds now decides.
                globals.initialCalls[d.slot] = nil
            }
            if d.annotation == nil, !d.isCaptured, !d.isGlobal, let into = arithmeticInto(initial, SlotRead(slot: d.slot)) { return into }
            // `let xs = [2.5, 1]` is a [Double] in Swift: no annotation asks otherwise.
            let value = d.annotation == nil ? Compiler.numbersUnified(initial) ?? initial : initial
            if let t = d.annotation { Compiler.labelTupleResults(value, t) }
            var code = d.annotation?.mayConvert == true ? Compiler.conforming(expr(value), d.annotation!, at: loc(value.range)) : valueOfType(value, d.annotation)
            if case .array? = d.annotation?.unwrapped { code = Compiler.materializingLazy(code) }
            if let t = d.annotation, t.mayConvert { code = expectingResult(value, t, code) }
            if let t = d.annotation, declaresLiteralTypes, nestsLiteralType(t) {
                // `let rows: [(String, Delimiter)] = [("a", "start")]`: the literals inside
                // become values of the program's ExpressibleBy…Literal types.
                let plain = code, site = loc(value.range)
                code = { rt in try TypeOperations.literalConformed(rt, try plain(rt), t, site) }
            }
            if d.annotation == nil, !d.isCaptured, !d.isGlobal, let element = elementOfLocals(value, code) {
                return Compiler.storing(element, local: d.slot)
            }
            return Compiler.storing(code, into: d, set)
        case .assign(let target, let value):
            return assignment(target, value, site)
        case .compoundAssign(let op, let target, let value):
            return compoundAssignment(op, target, value, site)
        case .function(let f):
            let make = nestedFunction(f)
            // One of several top-level functions of a name: the global holds
            // them all (set before the program runs).
            if f.overloadHolder != nil { return { _ in .normal } }
            guard let d = f.nameDecl else { return { _ in .normal } }
            if d.isCaptured {
                // The function can call itself: its cell exists before it is created.
                let slot = d.slot
                return { rt in
                    let cell = Cell(.null)
                    rt.stack[rt.base + slot] = .cell(cell)
                    cell.value = try make(rt)
                    return .normal
                }
            }
            let set = declare(d)
            return { rt in set(rt, try make(rt)); return .normal }
        case .block(let body):
            return block(body)
        case .ifStmt(let conditions, let then, let elseBranch):
            let test = conditionList(conditions)
            // `if c { return e }` in one step.
            if elseBranch == nil, then.count == 1, case .returnStmt(let e?) = then[0].kind {
                let value = returnValueCode(e)
                return { rt in
                    guard try test(rt) else { return .normal }
                    rt.returnValue = try value(rt)
                    return .returned
                }
            }
            var thenCode = block(then)
            if releasesAtScopeEnd {
                // `if let vm = make() { … }`: what the condition bound goes as the block ends.
                let bound = conditions.compactMap { c -> Int? in
                    if case .binding(let d, _) = c, !d.isGlobal, !d.isCaptured, d.slot >= 0 { return d.slot }
                    return nil
                }
                if !bound.isEmpty {
                    let body = thenCode
                    thenCode = { rt in
                        let r = try body(rt)
                        for slot in bound.reversed() { rt.stack[rt.base + slot] = .null }
                        return r
                    }
                }
            }
            if let elseBranch {
                let elseCode = statement(elseBranch)
                return { rt in try test(rt) ? try thenCode(rt) : try elseCode(rt) }
            }
            return { rt in try test(rt) ? try thenCode(rt) : .normal }
        case .guardStmt(let conditions, let body):
            let test = conditionList(conditions)
            let bodyCode = block(body)
            return { rt in try test(rt) ? .normal : try bodyCode(rt) }
        case .whileStmt(let conditions, let body):
            let me = takeLabel()
            if allows(.comparingLoop), conditions.count == 1, case .expr(let e) = conditions[0], case .binary(let op, let l, let r) = e.kind,
               Compiler.isComparison(op), op != .identical, op != .notIdentical, let left = plainLocalSlot(l) {
                // `while i < n`, `while k != 0`: the test inlined in the loop.
                let testSite = SourceLocation(source, e.range)
                if let right = plainLocalSlot(r) {
                    specialised(.comparingLoop)
                    return whileComparing(op, SlotRead(slot: left), SlotRead(slot: right), testSite, block(body), me, site)
                }
                if case .literal(.int(let k)) = r.kind {
                    specialised(.comparingLoop)
                    return whileComparing(op, SlotRead(slot: left), IntConstant(value: k), testSite, block(body), me, site)
                }
            }
            let test = conditionList(conditions)
            let bodyCode = block(body)
            return { rt in
                while try test(rt) {
                    if let f = try Compiler.loopPass(rt, bodyCode, me, site) { return f }
                }
                return .normal
            }
        case .repeatWhile(let body, let condition):
            let me = takeLabel()
            let test = boolean(condition)
            let bodyCode = block(body)
            return { rt in
                repeat {
                    if let f = try Compiler.loopPass(rt, bodyCode, me, site) { return f }
                } while try test(rt)
                return .normal
            }
        case .forIn(let pattern, let sequence, let body):
            // `for x in [1.0, 2, 3]`: the literal is a [Double], as Swift infers it.
            return forLoop(pattern, Compiler.numbersUnified(sequence) ?? sequence, body, site)
        case .switchStmt(let subject, let cases, let defaultBody):
            return switchOnPatterns(subject, cases, defaultBody, site)
        case .doCatch(let body, let clauses):
            return doCatch(body, clauses, site)
        case .deferStmt(let body):
            // Alone (not in a block), a defer runs at once: its scope ends here.
            return block(body)
        case .fallthroughStmt:
            return { _ in .normal }
        case .destructure(let pattern, let value, _):
            return destructure(pattern, value, site)
        case .typeDecl(let t):
            return typeDeclaration(t, site)
        case .multiple(let list):
            // `let a = 1, b = 2`: the names live on in the enclosing scope.
            return statements(list)
        case .throwStmt(let value):
            let code = expr(value)
            return { rt in throw rt.thrownError(try code(rt), at: site) }
        case .returnStmt(let value):
            guard let value else { return { rt in rt.returnValue = .null; return .returned } }
            let code = returnValueCode(value)
            return { rt in rt.returnValue = try code(rt); return .returned }
        case .breakStmt: return { _ in .breakLoop }
        case .continueStmt: return { _ in .continueLoop }
        case .breakLabel(let name):
            let id = labels.last(where: { $0.name == name })?.id ?? 0
            return { rt in rt.pendingLabel = id; return .breakLoop }
        case .continueLabel(let name):
            let id = labels.last(where: { $0.name == name })?.id ?? 0
            return { rt in rt.pendingLabel = id; return .continueLoop }
        case .labeled(let name, let inner):
            lastLabelID += 1
            let id = lastLabelID
            labels.append((name, id))
            defer { labels.removeLast() }
            switch inner.kind {
            case .forIn, .whileStmt, .repeatWhile, .switchStmt: labelOfNext = id
            default: labelOfNext = 0     // a `do` or `if`: the wrapper below catches its break
            }
            let code = statement(inner)
            labelOfNext = 0
            // A labelled `do` (or `if`) ends when its `break` arrives.
            return { rt in
                let flow = try code(rt)
                if case .breakLoop = flow, rt.pendingLabel == id { rt.pendingLabel = 0; return .normal }
                return flow
            }
        case .expect(let condition):
            return expectation(condition, site)
        case .importFile(_, let ref):
            guard let key = ref.module, let module = modules[key] else { return { _ in .normal } }
            // The module's code is compiled against its own source, so its errors
            // point into the imported file.
            let code = module.compiled ?? Compiler(source: module.source, globals: globals, modules: modules, fastPaths: fastPaths).block(module.body)
            module.compiled = code
            let frameSize = module.frameSize
            let name = module.path
            return { rt in
                if !module.hasRun {
                    module.hasRun = true
                    try rt.runTopLevel(code, frameSize: frameSize, name: name)
                }
                return .normal
            }
        case .declaration(let node):
            return declaration(node, site)
        case .innerField(let field, let value):
            let code = expr(value)
            return { rt in
                let v = try code(rt)
                try Builtins.host(site) { try field.lower(v, rt) }
                return .normal
            }
        }
    }

    /// An array literal of number literals with a Double among them, or a
    /// dictionary literal whose values are such, with every Int literal made a
    /// Double: the type Swift infers when nothing else is asked for
    /// (`[2.5, 1]` is `[2.5, 1.0]`; `let a: [Any] = [2.5, 1]` keeps the 1). Nil
    /// for anything else.
    static func numbersUnified(_ e: Expr) -> Expr? {
        func number(_ x: Expr) -> Value? {
            if case .literal(let v) = x.kind, case .int = v { return v }
            if case .literal(let v) = x.kind, case .double = v { return v }
            return nil
        }
        func unified(_ items: [Expr]) -> [Expr]? {
            let numbers = items.compactMap(number)
            guard !items.isEmpty, numbers.count == items.count,
                  numbers.contains(where: { if case .double = $0 { return true }; return false }) else { return nil }
            return items.map { x in
                guard case .literal(.int(let i)) = x.kind else { return x }
                return Expr(kind: .literal(.double(Double(i))), range: x.range)
            }
        }
        switch e.kind {
        case .array(let items):
            return unified(items).map { Expr(kind: .array($0), range: e.range) }
        case .dictionary(let pairs):
            guard let values = unified(pairs.map(\.1)) else { return nil }
            return Expr(kind: .dictionary(Array(zip(pairs.map(\.0), values))), range: e.range)
        default:
            return nil
        }
    }

    /// The type Swift infers for a literal `numbersUnified` changes.
    static func unifiedNumbersType(_ e: Expr) -> TypeRef? {
        guard numbersUnified(e) != nil else { return nil }
        if case .array = e.kind { return .array(.named("Double", [])) }
        return .dictionary(.named("AnyHashable", []), .named("Double", []))
    }

    /// The type Swift knows a place to hold, when writing there may make an Int a
    /// Double: a variable's (its annotation, or the one it was copied from), and
    /// an element's of such an array or dictionary (`c[0] = 9` in a `[Double]`).
    func convertingType(of target: Expr) -> TypeRef? {
        switch target.kind {
        case .name(_, let ref) where !ref.isRewritten:
            return ref.declaration?.convertingType
        case .subscriptAccess(let base, _, _):
            switch convertingType(of: base)?.unwrapped {
            case .array(let e)?: return e.mayConvert ? e : nil
            case .dictionary(_, let v)?: return v.mayConvert ? v : nil
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `code`'s value as the place `target` holds it.
    func conformed(_ code: @escaping ExprCode, to target: Expr) -> ExprCode {
        guard let type = convertingType(of: target) else { return code }
        return Compiler.conforming(code, type, at: loc(target.range))
    }

    /// `owner?.property.member = 10`: an integer literal assigned two steps past a name's chain.
    static func isLiteralThroughChain(_ inner: Expr, _ value: Expr) -> Bool {
        guard isIntegerLiteral(value), case .member(let base, _, false) = inner.kind,
              case .member(let owner, _, true) = base.kind, case .name = owner.kind else { return false }
        return true
    }

    /// An integer literal, negated or not.
    static func isIntegerLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .literal(.int): return true
        case .unary(.negate, let inner): return isIntegerLiteral(inner)
        default: return false
        }
    }

    /// An integer stored into a property declared with the type's generic
    /// parameter (`var value: Value` of an `Observable<Double>`): a value of
    /// what the parameter stands for, as the instance's fields show it (an Int
    /// there, in a valid program, came from a literal Swift would have typed).
    static func literalForField(_ rt: Runtime, _ instance: Instance, _ name: String, _ v: Value) throws -> Value {
        let type = instance.type
        guard case .int = v, !type.genericParameters.isEmpty, let k = type.storedIndex[name], k < type.storedDeclaredTypes.count,
              case .named(let g, let args)? = type.storedDeclaredTypes[k]?.unwrapped, args.isEmpty,
              type.genericParameters.contains(g) else { return v }
        let stands = try StandardLibrary.typeParameter(.instance(instance), g, rt)
        let typeName: String
        switch stands {
        case .native(let f): typeName = f.name
        case .type(let t): typeName = t.name
        default: return v
        }
        let t = TypeRef.named(typeName, [])
        return t.mayConvert ? try t.conform(v) : v
    }

    /// Whether a value assigned to a property is a literal (or collection of
    /// them) that the property's declared type may make a value of the
    /// program's ExpressibleBy…Literal type (`tracker.props = ["v": "1.0"]`).
    func madeFromLiteral(_ value: Expr) -> Bool {
        guard declaresLiteralTypes else { return false }
        switch value.kind {
        case .array(let items): return !items.isEmpty
        case .dictionary(let pairs): return !pairs.isEmpty
        default: return Compiler.literalProtocol(value) != nil
        }
    }

    /// `v` as the property `name` of `type` is declared to hold it, when that
    /// type nests a literal type of the program's.
    static func literalForDeclaredField(_ rt: Runtime, _ type: ScriptType, _ name: String, _ v: Value, _ site: SourceLocation) throws -> Value {
        guard let k = type.storedIndex[name], k < type.storedDeclaredTypes.count, let declared = type.storedDeclaredTypes[k],
              TypeOperations.nestsLiteralType(rt, declared) else { return v }
        return try TypeOperations.literalConformed(rt, v, declared, site)
    }

    func assignment(_ target: Expr, _ value: Expr, _ site: SourceLocation) -> StmtCode {
        if let r = target.rewrittenName { return assignment(r, value, site) }
        if case .optionalChain(let inner) = target.kind, case .member = inner.kind,
           Compiler.isLiteralThroughChain(inner, value) || lvalue(target) == nil {
            // `vm?.percent.value = 10`: as the member assignment (a literal there may
            // be made a Double), nothing done when the chain meets nil. Also
            // `(item as? Light)?.isOn = false`: an object reached through a
            // temporary, set through its reference.
            let assign = assignment(inner, value, site)
            return { rt in
                do { return try assign(rt) } catch is ChainNil { return .normal }
            }
        }
        if case .name(_, let ref) = target.kind, let d = ref.declaration, d.ownership != .strong {
            // A `weak`/`unowned` variable holds its object without keeping it.
            let set = store(ref), code = expr(value), ownership = d.ownership
            return { rt in set(rt, WeakReference.store(try code(rt), ownership)); return .normal }
        }
        if case .tuple(let targets, _) = target.kind {
            // `(a, b) = (b, a)`: the whole value first, then each part.
            let valueCode = expr(value)
            let stores: [(Runtime, Value) throws -> Void] = targets.map { t in
                if case .name(_, let ref) = t.kind, !ref.isRewritten {
                    let set = store(ref)
                    return { rt, v in set(rt, v) }
                }
                let modify = lvalue(t)
                return { rt, v in
                    guard let modify else { throw RuntimeError("cannot assign to this expression", at: site) }
                    _ = try modify(rt) { slot in slot = v; return .null }
                }
            }
            return { rt in
                let v = try valueCode(rt)
                guard case .tuple(let t) = v, t.items.count == stores.count else {
                    throw RuntimeError("cannot assign a value of type \(v.typeName) to a tuple of \(stores.count)", at: site)
                }
                for (s, item) in zip(stores, t.items) { try s(rt, item) }
                return .normal
            }
        }
        if case .name(_, let ref) = target.kind, !ref.isRewritten, convertingType(of: target) == nil {
            // `x = a op b`: the arithmetic stores its value itself.
            if case .local(let d)? = ref.target, !d.isCaptured, let into = arithmeticInto(value, SlotRead(slot: d.slot)) { return into }
            if case .global(let g, _)? = ref.target, let into = arithmeticInto(value, GlobalRead(index: g)) { return into }
        }
        if case .name(_, let ref) = target.kind, !ref.isRewritten, case .tuple(_, let labels) = value.kind,
           labels.allSatisfy({ $0 == nil }), convertingType(of: target) == nil {
            // `best = (p, q, d)` into a variable holding `(Point, Point, distance: Double)`:
            // the variable's type gives the tuple its labels, as in Swift.
            let read = load(ref, target.range), set = store(ref), valueCode = expr(value)
            return { rt in
                var v = try valueCode(rt)
                if case .tuple(let new) = v, case .tuple(let old) = try read(rt), old.items.count == new.items.count,
                   old.labels.contains(where: { $0 != nil }) {
                    v = .tuple(Tuple(new.items, labels: old.labels))
                }
                set(rt, v)
                return .normal
            }
        }
        var valueCode = conformed(expr(value), to: target)
        if madeFromLiteral(value), case .name(_, let ref) = target.kind, let d = ref.declaration,
           let declared = d.annotation ?? d.copiedAnnotation ?? (d.isGlobal ? globals.annotations[d.slot] : nil), nestsLiteralType(declared) {
            // `params = ["v": "1.0"]` with `var params: [String: Value]`: the literals are Values.
            let plain = valueCode
            valueCode = { rt in try TypeOperations.literalConformed(rt, try plain(rt), declared, site) }
        }
        switch target.kind {
        case .name(_, let ref):
            // A plain local's or a global's slot set directly, without a second closure to call.
            if case .local(let d)? = ref.target, !d.isCaptured {
                if convertingType(of: target) == nil, let element = elementOfLocals(value, valueCode) {
                    return Compiler.storing(element, local: d.slot)
                }
                return Compiler.storing(valueCode, local: d.slot)
            }
            if case .global(let g, _)? = ref.target { return Compiler.storing(valueCode, global: g) }
            let set = store(ref)
            return { rt in set(rt, try valueCode(rt)); return .normal }
        case .member(let base, let name, false) where Compiler.isSuper(base) && currentTypeName != nil:
            // `super.speed = x` in an override: the superclass's property, not this class's.
            let baseCode = expr(base), valueCode = expr(value)
            let typeName = currentTypeName!
            return { rt in
                let receiver = try baseCode(rt)
                guard let owner = rt.types.types[typeName]?.superclass else {
                    throw RuntimeError("'super' is only available in a class that has a superclass; '\(typeName)' has none", at: site)
                }
                try Compiler.setSuperMember(rt, owner, receiver, name, try valueCode(rt), site)
                return .normal
            }
        case .member(let base, let name, false) where lvalue(base) != nil:
            // A struct's or tuple's field is set where the value is stored; an
            // object's through its setter, as before.
            let baseModify = lvalue(base)!
            let contextualValue = Compiler.needsContext(value) || Compiler.elementsNeedContext(value) ? contextual(value) : nil
            let cache = specialise(.fieldWriteCache) { FieldWriteCache(name) }
            let observed = !setsOwnPropertyInInitializer(base, name)
            let literalValue = madeFromLiteral(value)
            let general: StmtCode = { rt in
                var v = contextualValue == nil ? try valueCode(rt) : .null
                _ = try baseModify(rt) { container in
                    if let contextualValue { v = try contextualValue(rt, Compiler.fieldType(rt, container, name)) }
                    if case .int = v, case .instance(let i) = container, !i.type.genericParameters.isEmpty {
                        v = try Compiler.literalForField(rt, i, name, v)
                    }
                    if literalValue, case .instance(let i) = container { v = try Compiler.literalForDeclaredField(rt, i.type, name, v, site) }
                    // Before the switch, whose copy of the value would keep the struct shared.
                    if case .instance = container {
                        return try TypeOperations.modifyMember(rt, &container, name, site, cache: cache,
                                                               observed: observed, replacing: true) { slot in slot = v; return .null }
                    }
                    switch container {
                    case .tuple(let t):
                        guard let i = Int(name).flatMap({ $0 < t.items.count ? $0 : nil }) ?? t.labels.firstIndex(of: name) else {
                            throw Builtins.missingMember("tuple has no member '\(name)'", site)
                        }
                        var items = t.items
                        items[i] = v
                        container = .tuple(Tuple(items, labels: t.labels))
                        return .null
                    default:
                        try Builtins.setMember(rt, container, name, v, site)
                        return .null
                    }
                }
                return .normal
            }
            if let cache, contextualValue == nil, !literalValue, let slot = plainLocalSlot(base) {
                // `self.left = left` in a class's initialiser or method: an object is
                // shared by reference, so its field is set where the object is,
                // without moving it out of its variable and back.
                return { rt in
                    // Borrowed, not retained, and read before the value is evaluated:
                    // nothing the value does can change a plain local, so the object
                    // stays in its variable throughout.
                    guard let borrowed = (rt.stack + (rt.base &+ slot)).borrowedInstance else { return try general(rt) }
                    return try borrowed._withUnsafeGuaranteedRef { object in
                        guard object.type.kind == .classType,
                              let i = cache.plainIndex(of: object) else { return try general(rt) }
                        var v = try valueCode(rt)
                        if case .int = v, !object.type.genericParameters.isEmpty { v = try Compiler.literalForField(rt, object, name, v) }
                        object[i] = TypeRef.mayConform(v) ? try object.type.storedTypes[i]?.conform(v) ?? v : v
                        return .normal
                    }
                }
            }
            return general
        case .member(let base, let name, _):
            let baseCode = expr(base)
            let literalValue = madeFromLiteral(value)
            // `UINavigationBar.appearance().tintColor = .white`: the property's type
            // is the context of an implicit member.
            let contextualValue = Compiler.needsContext(value) || Compiler.elementsNeedContext(value) ? contextual(value) : nil
            return { rt in
                // The object first, as Swift evaluates it (a chain that meets nil skips the value).
                let owner = try baseCode(rt)
                var v = try contextualValue.map { try $0(rt, Compiler.fieldType(rt, owner, name)) } ?? valueCode(rt)
                if case .int = v, case .instance(let i) = owner, !i.type.genericParameters.isEmpty { v = try Compiler.literalForField(rt, i, name, v) }
                if literalValue, case .instance(let i) = owner { v = try Compiler.literalForDeclaredField(rt, i.type, name, v, site) }
                try Builtins.setMember(rt, owner, name, v, site)
                return .normal
            }
        default:
            guard let modify = lvalue(target) else {
                return { _ in throw RuntimeError("cannot assign to this expression", at: site) }
            }
            // `d[k] = v` goes through the subscript setter, which inserts, and
            // `d[k] = nil` removes the key.
            // `perm[i] = x` on a plain local or a global: changed in its slot directly.
            if allows(.elementInPlaceWrite), case .subscriptAccess(let base, let index, false) = target.kind,
               plainLocalSlot(base) != nil || globalIndex(base) != nil {
                specialised(.elementInPlaceWrite)
                // The value read in place too when nothing converts it for the target.
                let valueRead: OperandKind = convertingType(of: target) == nil ? operandKind(value, compiled: valueCode) : .code(valueCode)
                if let slot = plainLocalSlot(base) {
                    var builder = ElementStoreBuilder(base: SlotRead(slot: slot), site: site)
                    // `perm[lo] = perm[hi]`: both elements where they lie.
                    if let i = plainLocalSlot(index), convertingType(of: target) == nil,
                       let element = elementOfLocals(value, valueCode) {
                        builder.build(SlotRead(slot: i), element)
                        return builder.code!
                    }
                    withOperands(operandKind(index), valueRead, &builder)
                    return builder.code!
                }
                var builder = ElementStoreBuilder(base: GlobalRead(index: globalIndex(base)!), site: site)
                withOperands(operandKind(index), valueRead, &builder)
                return builder.code!
            }
            if case .subscriptAccess(let base, let index, _) = target.kind, let baseModify = lvalue(base) {
                let indexCode = expr(index)
                return { rt in
                    // The index before the value, as Swift evaluates `a[i()] = v()`.
                    let i = try indexCode(rt)
                    let v = try valueCode(rt)
                    _ = try baseModify(rt) { container in
                        try Builtins.setSubscript(&container, i, v, site)
                        return .null
                    }
                    return .normal
                }
            }
            return { rt in
                let v = try valueCode(rt)
                _ = try modify(rt) { slot in slot = v; return .null }
                return .normal
            }
        }
    }

    func compoundAssignment(_ op: BinaryOp, _ target: Expr, _ value: Expr, _ site: SourceLocation) -> StmtCode {
        if let r = target.rewrittenName { return compoundAssignment(op, r, value, site) }
        // `doubles += [4]` appends Doubles; a number operand needs nothing, mixed
        // arithmetic gives a Double already.
        var valueCode = expr(value)
        if let type = convertingType(of: target), type.unwrapped.isContainer { valueCode = Compiler.conforming(valueCode, type) }
        // The hot cases, a plain local or a global (`i += 1`), change the slot directly.
        if let code = specialise(.variableInPlace, { () -> StmtCode? in
            if case .name(_, let ref) = target.kind, case .local(let d)? = ref.target, !d.isCaptured {
                if case .literal(.int(let k)) = value.kind {
                    var shape = CompoundInPlaceConstant(c: PlaceAndConstant(SlotRead(slot: d.slot), k, site))
                    if OperationTable.arithmetic(op, &shape), let code = shape.code { return code }
                }
                var shape = CompoundInPlace(c: PlaceAndValue(SlotRead(slot: d.slot), valueCode, site))
                OperationTable.arithmetic(op, &shape)
                return shape.code
            }
            guard let g = globalIndex(target) else { return nil }
            var shape = CompoundInPlace(c: PlaceAndValue(GlobalRead(index: g), valueCode, site))
            OperationTable.arithmetic(op, &shape)
            return shape.code
        }) { return code }
        guard var modify = lvalue(target) else {
            return { _ in throw RuntimeError("cannot assign to this expression", at: site) }
        }
        if case .subscriptAccess = target.kind, let type = convertingType(of: target), !type.unwrapped.isContainer {
            // `totals[k, default: 0] += 1` in a `[String: Double]`: the element stays a Double.
            let plain = modify
            modify = { rt, body in
                try plain(rt) { slot in
                    let r = try body(&slot)
                    if TypeRef.mayConform(slot) { slot = try type.conform(slot) }
                    return r
                }
            }
        }
        if let code = specialise(.elementInPlaceWrite, { () -> StmtCode? in
            // `bodies[i].vx -= d`: the field changed inside the array where it lies;
            // `count[r] -= 1`: the element.
            var field: String? = nil
            var element = target
            if case .member(let e, let name, false) = target.kind { (element, field) = (e, name) }
            guard let (base, index) = elementInPlace(element), plainLocalSlot(index) != nil || globalIndex(index) != nil else { return nil }
            var builder = ElementCompoundBuilder(op: op, field: field, value: valueCode, modify: modify, site: site)
            withElement(base, index, &builder)
            return builder.code
        }) { return code }
        if let code = specialise(.variableInPlace, { () -> StmtCode? in
            var shape = CompoundElsewhere(value: valueCode, modify: modify, site: site)
            OperationTable.arithmetic(op, &shape)
            return shape.code
        }) { return code }
        return { rt in
            let rhs = try valueCode(rt)
            _ = try modify(rt) { v in try Compiler.combineSlowly(&v, op, rhs, site); return .null }
            return .normal
        }
    }

    /// `v op= rhs`, appending to strings and arrays in place.
    static func combineSlowly(_ v: inout Value, _ op: BinaryOp, _ rhs: Value, _ site: SourceLocation) throws {
        if op == .add {
            if case .string(let t) = rhs, case .string = v {
                try MemoryGuard.allow(t.utf8.count, at: site)
            }
            if case .string(let t) = rhs, var s = v.takeString() {
                s += t
                v = .string(s)
                return
            }
            if case .array(let b) = rhs, case .array = v {
                try MemoryGuard.allow(MemoryGuard.bytes(forValues: b.count), at: site)
                v.mutateArray { $0 += b.items }
                return
            }
            if case .null = v { throw RuntimeError("cannot apply '+=' to nil", at: site) }
        }
        if let rt = Runtime.running {
            // A script type's operands: its own `+=`, else its `+`.
            if case .instance(let i) = v, let fn = i.type.staticMethodCandidates(op.rawValue + "=").first(where: { $0.proto.arity == 3 }) {
                let box = InoutArgument(.null, origin: nil)
                swap(&box.value, &v)
                defer { swap(&box.value, &v) }
                _ = try rt.callMethodFunction(fn, .type(i.type), Arguments(try TypeOperations.literalOperands(rt, fn, [.object(box), rhs], site)), at: site)
                return
            }
            if case .instance = v { v = try Compiler.arithmetic(rt, op, v, rhs, site); return }
            if case .instance = rhs { v = try Compiler.arithmetic(rt, op, v, rhs, site); return }
        }
        v = try Operators.arithmetic(op, v, rhs, site)
    }

    func boolean(_ e: Expr) -> (Runtime) throws -> Bool {
        let code = expr(e)
        let site = loc(e.range)
        return { rt in
            let v = try code(rt)
            if case .bool(let b) = v { return b }
            throw RuntimeError("condition must be a Bool, not \(v.typeName)", at: site)
        }
    }

    func conditionList(_ conditions: [Condition]) -> (Runtime) throws -> Bool {
        func test(_ c: Condition) -> (Runtime) throws -> Bool {
            switch c {
            case .expr(let e):
                return condition(e)
            case .binding(let d, let e):
                let code = expr(e)
                if let test = specialise(.bindingInPlace, { bindingInPlace(d, code, loc(e.range)) }) { return test }
                let set = declare(d)
                return { rt in
                    let v = try code(rt)
                    if case .null = v { return false }
                    set(rt, OptionalNil.unwrapped(v))
                    return true
                }
            case .pattern(let p, let e, let range):
                let code = expr(e)
                let m = matcher(p, loc(range))
                return { rt in try m(rt, try code(rt)) }
            }
        }
        if conditions.count == 1 { return test(conditions[0]) }
        if conditions.count == 2 {
            let a = test(conditions[0]), b = test(conditions[1])
            return { rt in try a(rt) && b(rt) }
        }
        let nodes = conditions.map { BoolNode(test($0)) }
        return { rt in
            for node in nodes where !(try node.code(rt)) { return false }
            return true
        }
    }

    /// A plain variable's slot: a global's, or a local's in the current frame.
    @inline(__always)
    static func place(_ rt: Runtime, _ v: (slot: Int, isGlobal: Bool)) -> UnsafeMutablePointer<Value> {
        v.isGlobal ? rt.globals + v.slot : rt.stack + (rt.base &+ v.slot)
    }

    /// The label id of the loop being compiled now (the next one is unlabelled).
    func takeLabel() -> Int {
        let id = labelOfNext
        labelOfNext = 0
        return id
    }

    /// One pass of a loop's body (`while`, `repeat`, `for`): nil to go on, or
    /// what the loop statement ends with.
    @inline(__always)
    static func loopPass(_ rt: Runtime, _ body: StmtCode, _ me: Int, _ site: SourceLocation) throws -> Flow? {
        rt.ticks &-= 1
        if rt.ticks < 0 { try rt.checkLimits(at: site) }
        switch try body(rt) {
        case .normal: return nil
        case .continueLoop: return Compiler.leaving(rt, me, .continueLoop)
        case .breakLoop: return Compiler.leaving(rt, me, .breakLoop) ?? .normal
        case .returned: return .returned
        }
    }

    /// A `break` or `continue` reached loop `me`: nil when it is for this loop
    /// (a plain one, or one naming it), else the flow that goes on outwards.
    @inline(__always)
    static func leaving(_ rt: Runtime, _ me: Int, _ flow: Flow) -> Flow? {
        let pending = rt.pendingLabel
        if pending == 0 { return nil }
        if pending == me { rt.pendingLabel = 0; return nil }
        return flow
    }

    func forLoop(_ pattern: ForPattern, _ sequence: Expr, _ body: [Stmt], _ site: SourceLocation) -> StmtCode {
        // `for shape in shapes` with `shapes: [Shape]`: the loop variable is a Shape.
        if case .single(let d?) = pattern, d.knownType == nil, let p = elementProtocol(sequence) { d.knownType = p }
        let me = takeLabel()
        let sequenceCode = expr(sequence)
        let bodyCode = block(body)
        var bind: (Runtime, Value) throws -> Void = { _, _ in }
        var pairBind: ((Runtime, Value, Value) -> Void)? = nil
        var filter: PatternCode? = nil
        switch pattern {
        case .pattern(let p):
            filter = matcher(p, site)
        case .single(let d):
            if let d { let set = declare(d); bind = { rt, v in set(rt, v) } } else { bind = { _, _ in } }
        case .tuple(let ds):
            let sets = ds.map { $0.map(declare) }
            if sets.count == 2 {
                pairBind = { rt, a, b in sets[0]?(rt, a); sets[1]?(rt, b) }
            }
            bind = { rt, v in
                let items: [Value]
                switch v {
                case .tuple(let t): items = t.items
                case .array(let a): items = a.items
                default: throw RuntimeError("cannot destructure a value of type \(v.typeName) into \(sets.count) names", at: site)
                }
                guard items.count == sets.count else {
                    throw RuntimeError("cannot destructure a tuple of \(items.count) values into \(sets.count) names", at: site)
                }
                for (set, item) in zip(sets, items) { set?(rt, item) }
            }
        }
        // `for i in 0..<n` into a plain variable: each element stored in its slot
        // directly, not through two closures.
        var direct: (slot: Int, isGlobal: Bool)? = nil
        if case .single(let d?) = pattern, !d.isCaptured { direct = specialise(.loopVariable) { (d.slot, d.isGlobal) } }
        if let filter {
            // `for case pattern in sequence`: only the elements that match.
            return { rt in
                let seq = try sequenceCode(rt)
                var result: Flow = .normal
                try Builtins.forEachElement(seq, site) { item in
                    rt.ticks &-= 1
                    if rt.ticks < 0 { try rt.checkLimits(at: site) }
                    guard try filter(rt, item) else { return true }
                    switch try bodyCode(rt) {
                    case .normal: return true
                    case .continueLoop:
                        if let f = Compiler.leaving(rt, me, .continueLoop) { result = f; return false }
                        return true
                    case .breakLoop:
                        if let f = Compiler.leaving(rt, me, .breakLoop) { result = f }
                        return false
                    case .returned: result = .returned; return false
                    }
                }
                return result
            }
        }
        return { rt in
            @inline(__always) func step() throws -> Flow? { try Compiler.loopPass(rt, bodyCode, me, site) }
            let seq = try sequenceCode(rt)
            switch seq {
            case .range(let lo, let hi), .closedRange(let lo, let hi):
                var i = lo
                while i < hi {
                    if let direct { Compiler.place(rt, direct).store(.int(i)) } else { try bind(rt, .int(i)) }
                    if let f = try step() { return f }
                    i += 1
                }
            case .array(let items):
                for item in items {
                    if let direct { Compiler.place(rt, direct).store(item) } else { try bind(rt, item) }
                    if let f = try step() { return f }
                }
            case .dictionary(let d):
                for (k, v) in d.pairs {
                    if let pairBind { pairBind(rt, k, v) } else { try bind(rt, .tuple(Tuple([k, v], labels: ["key", "value"]))) }
                    if let f = try step() { return f }
                }
            case .string(let s):
                for ch in s {
                    try bind(rt, .string(String(ch)))
                    if let f = try step() { return f }
                }
            case .set(let d):
                for item in d.keys {
                    try bind(rt, item)
                    if let f = try step() { return f }
                }
            case .object(let o):
                guard let items = try Builtins.host(site, { try o.iterator(in: rt) }) else {
                    throw RuntimeError("for-in cannot iterate over a value of type \(o.typeName)", at: site)
                }
                while let item = try Builtins.host(site, { try items.next() }) {
                    try bind(rt, item)
                    if let f = try step() { return f }
                }
            case .instance:
                guard let items = try Builtins.scriptIterator(rt, seq, site) else {
                    throw RuntimeError("for-in cannot iterate over a value of type \(seq.typeName); it needs 'makeIterator()' (Sequence) or 'next()' (IteratorProtocol)", at: site)
                }
                while let item = try items.next() {
                    try bind(rt, item)
                    if let f = try step() { return f }
                }
            default:
                throw RuntimeError("for-in cannot iterate over a value of type \(seq.typeName)", at: site)
            }
            return .normal
        }
    }

    /// Whether an integer range holds a Double: `2.5` is in `1...3`, `3.5` is not.
    static func contains(_ range: Value, _ d: Double) -> Bool {
        switch range {
        case .range(let lo, let hi): return Double(lo) <= d && d < Double(hi)
        case .closedRange(let lo, let hi): return Double(lo) <= d && d <= Double(hi - 1)
        default: return false
        }
    }

    /// A case pattern matches by equality, or by containment for a range.
    static func matches(_ value: Value, _ pattern: Value) -> Bool {
        if case .range(let lo, let hi) = pattern.halfOpen {
            switch value {
            case .int(let i): return lo <= i && i < hi
            case .double(let d): return contains(pattern, d)
            case .object(let s as SizedInteger): return s.isIn(lo, hi)
            default: break
            }
        }
        return value == pattern
    }

    /// `expect condition`, or `expect(condition, "message")` as `assert(_:_:)`
    /// reads: a failure is recorded with the values compared (or the message)
    /// and the run goes on; it ends failing with every failure recorded.
    func expectation(_ condition: Expr, _ site: SourceLocation) -> StmtCode {
        var condition = condition
        var message: ExprCode? = nil
        if case .tuple(let items, let labels) = condition.kind, items.count == 2, labels.allSatisfy({ $0 == nil }) {
            condition = items[0]
            message = expr(items[1])
        }
        let text = source.text(condition.range.start, condition.range.end)
        let failing: (String) -> RuntimeError = { RuntimeError($0, at: site, kind: .expectationFailed) }
        if case .binary(let op, let l, let r) = condition.kind,
           [.equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual].contains(op) {
            let lc = expr(l), rc = expr(r)
            return { rt in
                let a = try lc(rt), b = try rc(rt)
                if case .bool(true) = try Operators.compare(op, a, b, site) { return .normal }
                var what = "expected \(a.debugDescription) \(op.rawValue) \(b.debugDescription)"
                if let message { what += ": " + (try message(rt)).description }
                rt.failedExpectations.append(failing(what))
                return .normal
            }
        }
        let test = expr(condition)
        return { rt in
            let v = try test(rt)
            if case .bool(true) = v { return .normal }
            var what = "expectation failed: \(text)\(v.isTruthy ? " (was \(v.debugDescription))" : "")"
            if let message { what += ": " + (try message(rt)).description }
            rt.failedExpectations.append(failing(what))
            return .normal
        }
    }
}

/// A condition's code in a class, so arrays of them call it without thunks.
final class BoolNode {
    let code: (Runtime) throws -> Bool
    init(_ code: @escaping (Runtime) throws -> Bool) { self.code = code }
}

/// An expression's code in a class, for the same reason.
final class ExprNode {
    let code: ExprCode
    init(_ code: @escaping ExprCode) { self.code = code }
}

extension Array where Element == ExprNode {
    /// The value of node `k`, the node borrowed from the array: iterating, or
    /// calling `self[k].code`, retains the node or its code's context per call.
    @inline(__always)
    func value(_ k: Int, _ rt: Runtime) throws -> Value {
        try Unmanaged.passUnretained(self[k])._withUnsafeGuaranteedRef { try $0.code(rt) }
    }
}


extension Compiler {
    /// Runs a function's body, then empties its parameters' slots, even when it throws.
    static func releasing(_ slots: [Int], _ body: @escaping StmtCode) -> StmtCode {
        return { rt in
            defer { for slot in slots { rt.stack[rt.base + slot] = .null } }
            return try body(rt)
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether one of `words` occurs here as a whole identifier: one pass,
    /// looking closer only where an identifier starts with a word's first byte.
    func containsWord(among words: [[UInt8]]) -> Bool {
        @inline(__always) func isIdentifier(_ b: UInt8) -> Bool {
            b == 95 || (b >= 48 && b <= 57) || (b | 32 >= 97 && b | 32 <= 122) || b >= 128
        }
        return withUnsafeBufferPointer { bytes in
            let n = bytes.count
            var i = 0
            while i < n {
                let b = bytes[i]
                guard isIdentifier(b) else { i += 1; continue }
                // An identifier from i to end.
                var end = i + 1
                while end < n && isIdentifier(bytes[end]) { end += 1 }
                let length = end - i
                for w in words where w.count == length && w[0] == b {
                    var k = 1
                    while k < length && bytes[i + k] == w[k] { k += 1 }
                    if k == length { return true }
                }
                i = end
            }
            return false
        }
    }
}
