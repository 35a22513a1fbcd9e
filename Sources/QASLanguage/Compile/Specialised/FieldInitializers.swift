/// An initialiser whose body only sets stored properties from its parameters,
/// as most classes' do:
///
/// ```swift
/// init(left: Node?, right: Node?) { self.left = left; self.right = right }
/// ```
///
/// A call that gives every argument in order (`InitializerCache`) makes the
/// instance with those fields set, without calling the initialiser: no frame,
/// no statements run. The instance is the same: made as the call would make it
/// (defaults first), each property set in the body's order, converted as its
/// declared type converts (`Double`). Properties that could run code when set
/// (observers, `lazy`) or that the type does not store, and subclasses, leave
/// the call as it was.
struct FieldInitializer {
    /// Each assignment of the body, in order: the property and the parameter.
    let assignments: [(property: String, parameter: Int)]

    init?(_ f: FunctionDecl) {
        // `self` is the first parameter; the call's arguments are the rest.
        guard f.name == "init", f.selfKind != .none, !f.isFailableInit, f.captures.isEmpty,
              !f.body.isEmpty, f.params.first?.name == "self" else { return nil }
        var assignments: [(String, Int)] = []
        for statement in f.body {
            guard case .assign(let target, let value) = statement.kind,
                  case .member(let base, let property, optional: false) = target.kind,
                  case .name("self", let selfRef) = base.kind, !selfRef.isRewritten,
                  case .name(_, let ref) = value.kind, !ref.isRewritten,
                  case .local(let d)? = ref.target, !d.isCaptured,
                  let parameter = f.params.firstIndex(where: { $0 === d }), parameter > 0 else { return nil }
            assignments.append((property, parameter - 1))
        }
        self.assignments = assignments
    }

    /// What each assignment does to instances of `type`, or nil if one sets
    /// what is not a plain stored property there.
    func steps(in type: ScriptType) -> [FieldStep]? {
        // A subclass's initialiser also initialises its superclass (in Swift
        // by an implicit `super.init()`): that is left to running it.
        guard type.kind == .structType || type.kind == .classType, type.superclass == nil else { return nil }
        var steps: [FieldStep] = []
        for (k, a) in assignments.enumerated() {
            guard let i = type.storedIndex[a.property], !type.storedIsLazy[i], type.observers[i] == nil,
                  type.storedOwnership[i] == .strong else { return nil }
            let lastUse = !assignments[(k + 1)...].contains { $0.parameter == a.parameter }
            steps.append(FieldStep(field: i, parameter: a.parameter, moves: lastUse))
        }
        return steps
    }
}

/// One field an initialiser sets: from which argument, and whether that is the
/// argument's last use (its value is then moved, not copied).
struct FieldStep {
    let field: Int
    let parameter: Int
    let moves: Bool
}

extension FieldInitializer {
    /// Where each field of a new instance comes from, when making it needs no
    /// more than moving the arguments into place: the type runs no default
    /// values, and every field is set at most once, from an argument used
    /// once. `sources[f]` is the argument for field `f`, or -1 (it stays nil).
    static func placing(_ steps: [FieldStep], in type: ScriptType) -> [Int]? {
        guard !type.hasStoredDefaults else { return nil }
        var sources = Array(repeating: -1, count: type.storedNames.count)
        var used = Set<Int>()
        for step in steps {
            guard sources[step.field] < 0, used.insert(step.parameter).inserted else { return nil }
            sources[step.field] = step.parameter
        }
        return sources
    }
}

extension TypeOperations {
    /// `Type(args)` whose initialiser is a `FieldInitializer`: the arguments in
    /// order, then the instance, the plan read from the call's cache
    /// (`InitializerCache.makesByFields`).
    static func constructByFields(_ rt: Runtime, _ type: ScriptType, _ plan: InitializerCache,
                                  _ arguments: [ExprNode], _ site: SourceLocation) throws -> Value {
        if arguments.count == 2 { return try constructByTwo(rt, type, plan, arguments, site) }
        let base = try rt.reserveArguments(arguments.count, at: site)
        do {
            for k in arguments.indices { rt.push(try arguments.value(k, rt)) }
        } catch {
            clearArguments(rt, from: base)
            throw error
        }
        return try construct(rt, type, plan, fromArgumentsAt: base, site)
    }

    /// `constructByFields` with two arguments, as most such types have (a
    /// node's two children, a point's coordinates): held in locals rather
    /// than pushed, and in the usual order consumed straight into the fields.
    @inline(__always)
    private static func constructByTwo(_ rt: Runtime, _ type: ScriptType, _ plan: InitializerCache,
                                       _ arguments: [ExprNode], _ site: SourceLocation) throws -> Value {
        let a = try arguments.value(0, rt)
        let b = try arguments.value(1, rt)
        // The arguments may have used this site for another type (a local type
        // declared again by a call): the plan is then read again for this one.
        guard plan.type === type, let sources = plan.fieldSources, sources.count == 2, sources[0] == 0, sources[1] == 1 else {
            let base = try rt.reserveArguments(2, at: site)
            rt.push(a)
            rt.push(b)
            return try construct(rt, type, plan, fromArgumentsAt: base, site)
        }
        // Converted before the instance exists (converting may fail), then
        // consumed, so that nothing is left in the locals to destroy.
        let first = try conformed(consume a, type, 0)
        let second = try conformed(consume b, type, 1)
        let made = Instance.uninitialized(type: type, count: 2)
        made.fieldBase.initialize(to: consume first)
        (made.fieldBase + 1).initialize(to: consume second)
        return .instance(made)
    }

    /// The instance made from the arguments on the stack from `base`, their
    /// slots cleared after: moved into place when the plan allows, else the
    /// instance with its defaults and each field set as the body sets it.
    private static func construct(_ rt: Runtime, _ type: ScriptType, _ plan: InitializerCache,
                                  fromArgumentsAt base: Int, _ site: SourceLocation) throws -> Value {
        // The arguments may have used this site for another type (a local type
        // declared again by a call): the plan is then read again for this one.
        if plan.type === type, let sources = plan.fieldSources {
            // Converted in place first (converting may fail), so that placing cannot.
            do {
                for f in 0..<sources.count where sources[f] >= 0 {
                    rt.stack[base + sources[f]] = try conformed(rt.stack[base + sources[f]], type, f)
                }
            } catch {
                clearArguments(rt, from: base)
                throw error
            }
            return .instance(placing(rt, type, sources, from: rt.stack + base, resettingTopTo: base))
        }
        defer { clearArguments(rt, from: base) }
        let made = try blank(rt, type, site)
        if plan.type !== type, !plan.makesByFields(type) {
            throw RuntimeError("internal error: the initialiser of '\(type.name)' changed while it was called", at: site)
        }
        for step in plan.fieldSteps! {
            var v = Value.null
            if step.moves { swap(&v, &rt.stack[base + step.parameter]) } else { v = rt.stack[base + step.parameter] }
            made[step.field] = try conformed(v, type, step.field)
        }
        return .instance(made)
    }

    /// `v` as field `f` of `type` stores it (an Int made a Double, for one).
    @inline(__always)
    private static func conformed(_ v: consuming Value, _ type: ScriptType, _ f: Int) throws -> Value {
        guard TypeRef.mayConform(v), let t = type.storedTypes[f] else { return v }
        return try t.conform(v)
    }

    /// The arguments' slots cleared, as a call's frame is.
    private static func clearArguments(_ rt: Runtime, from base: Int) {
        for k in base..<rt.top { rt.stack[k] = .null }
        rt.top = base
    }

    /// A new instance whose fields are the arguments at `arguments`, moved
    /// (their slots left nil), as `sources` places them: no field is first
    /// made nil and then written over, and nothing runs that could fail.
    @inline(__always)
    private static func placing(_ rt: Runtime, _ type: ScriptType, _ sources: UnsafeMutableBufferPointer<Int>,
                                from arguments: UnsafeMutablePointer<Value>, resettingTopTo base: Int) -> Instance {
        let made = Instance.uninitialized(type: type, count: sources.count)
        let fields = made.fieldBase
        for f in 0..<sources.count {
            let p = sources[f]
            if p < 0 { (fields + f).initialize(to: .null); continue }
            let v = (arguments + p).move()
            (arguments + p).initialize(to: .null)
            (fields + f).initialize(to: v)
        }
        rt.top = base
        return made
    }
}
