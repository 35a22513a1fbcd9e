/// Compiling type declarations: the code that builds a `ScriptType` when the
/// declaration runs (or adds an extension's members to one).
extension Compiler {
    func typeDeclaration(_ t: TypeDecl, _ site: SourceLocation) -> StmtCode {
        let build = typeBuilder(t, site)
        guard let binding = t.binding else { return { rt in _ = try build(rt); return .normal } }
        let set = declare(binding)
        return { rt in
            set(rt, .type(try build(rt)))
            return .normal
        }
    }

    /// Whether `base.name` is `self.p` in an initialiser of the type that declares
    /// the stored property `p` (Swift runs no observers there, a subclass's neither).
    func setsOwnPropertyInInitializer(_ base: Expr, _ name: String) -> Bool {
        guard unobservedInInitializer.contains(name), case .name("self", _) = base.kind else { return false }
        return true
    }

    /// A closure or local function: its own body, where a property set through
    /// `self` runs its observers even inside an initialiser (as Swift does).
    func nestedFunction(_ f: FunctionDecl) -> ExprCode {
        let saved = unobservedInInitializer
        unobservedInInitializer = []
        defer { unobservedInInitializer = saved }
        return makeClosure(f)
    }

    /// Code that makes the type (or finds the one an extension extends) and fills it in.
    private func typeBuilder(_ t: TypeDecl, _ site: SourceLocation, outer: String? = nil) -> (Runtime) throws -> ScriptType {
        let path = outer.map { "\($0).\(t.name)" } ?? t.name
        let savedType = currentTypeName
        currentTypeName = t.name
        defer { currentTypeName = savedType }
        // In its own initialiser a type sets the stored properties it declares
        // without observers, a subclass's overriding ones included; those it
        // inherits (which it sets after super.init) run theirs, as in Swift.
        // (Only an initialiser needs them: most types have none, and are not asked.)
        let ownStored = t.methods.contains(where: \.isInitializer)
            ? Set(t.properties.filter { !$0.isStatic && !$0.isComputed && !$0.isOverride }.map(\.name)) : []
        let methods = t.methods.map { m in
            let saved = unobservedInInitializer
            unobservedInInitializer = m.isInitializer ? ownStored : []
            defer { unobservedInInitializer = saved }
            return (m, makeClosure(m.function))
        }
        let properties = t.properties.map { p in
            (p, p.initialThunk.map(makeClosure), p.getter.map(makeClosure), p.setter.map(makeClosure),
             p.willSet.map(makeClosure), p.didSet.map(makeClosure))
        }
        let nested = t.nestedTypes.map { n in (n.name, typeBuilder(n, site, outer: path)) }
        let rawValues = t.cases.map { c in c.rawValue.map(expr) }
        let kind = t.kind
        let name = t.name
        let inherited = t.inherited
        let cases = t.cases
        let requirements = t.requirements
        let storedCount = t.properties.count { !$0.isStatic && !$0.isComputed }
        return { rt in
            let type: ScriptType
            if kind == .extensionType {
                if let known = rt.types.types[name] {
                    type = known
                } else if let builtin = TypeRegistry.builtinNames[name] {
                    type = rt.types.extensionOf(builtin: builtin)
                } else if rt.types.hostTypeNames.contains(name) {
                    type = rt.types.extensionOf(builtin: name)
                } else {
                    throw RuntimeError("cannot find type '\(name)' to extend", at: site)
                }
            } else {
                type = ScriptType(name: name, kind: Compiler.scriptKind(kind), module: rt.moduleName)
                type.path = path
                type.registry = rt.types
                if kind == .classType, let first = inherited.first, let parent = rt.types.types[first], parent.kind == .classType {
                    type.inherit(from: parent)
                }
                rt.types.declare(type)
            }
            // Members may change what a name means on existing types: method caches start over.
            MethodCallCache.generation &+= 1
            type.conformances.formUnion(inherited.filter { $0 != type.superclass?.name })
            for r in requirements { type.requirements.append((r.name, r.isMethod, r.isStatic)) }
            for (n, build) in nested { type.nestedTypes[n] = try build(rt) }
            try Compiler.addCases(type, cases, rawValues, inherited, rt, site)
            type.reserveStored(storedCount)
            for (p, initial, getter, setter, willSet, didSet) in properties {
                func fn(_ code: ExprCode?) throws -> Function? {
                    guard let code, case .function(let f) = try code(rt) else { return nil }
                    return f
                }
                if let get = try fn(getter) {
                    let accessors = ScriptType.Accessors(get: get, set: try fn(setter))
                    if p.isStatic { type.staticComputed[p.name] = accessors } else { type.computed[p.name] = accessors }
                    continue
                }
                if p.isStatic {
                    type.staticStored[p.name] = ScriptType.StaticSlot(initial: try fn(initial), isLet: p.isLet)
                    continue
                }
                let index = type.storedNames.count
                type.storedNames.append(p.name)
                type.storedIndex[p.name] = index
                type.storedIsLet.append(p.isLet)
                var declared = p.type
                if declared == nil, case .literal(.double)? = p.initial?.kind { declared = .named("Double", []) }
                type.storedTypes.append(declared?.mayConvert == true ? declared : nil)
                if case .named(let n, _)? = p.type?.unwrapped { type.storedTypeNames.append(n) } else { type.storedTypeNames.append(nil) }
                type.appendStoredDefault(try fn(initial))
                // An optional `var` without a value starts as nil, as in Swift.
                let optional: Bool
                if case .optional? = p.type { optional = !p.isLet } else { optional = false }
                type.storedHasDefault.append(initial != nil || optional)
                type.storedIsLazy.append(p.isLazy)
                let w = try fn(willSet), d = try fn(didSet)
                if w != nil || d != nil { type.observers[index] = (w, d) }
            }
            for (m, make) in methods {
                guard case .function(let f) = try make(rt) else { continue }
                switch m.kind {
                case .initializer: type.initializers.append(f)
                case .subscriptGetter: type.subscripts.append(f)
                case .subscriptSetter: type.subscriptSetters.append(f)
                case .method:
                    if m.isStatic { type.staticMethods[m.function.name, default: []].append(f) }
                    else { type.methods[m.function.name, default: []].append(f) }
                }
            }
            return type
        }
    }

    static func scriptKind(_ k: TypeDecl.Kind) -> ScriptType.Kind {
        switch k {
        case .structType: return .structType
        case .classType: return .classType
        case .enumType: return .enumType
        case .protocolType, .extensionType: return .protocolType
        }
    }

    /// Adds an enum's cases, with raw values as Swift assigns them: written,
    /// else the case's name (String) or one more than the last (Int).
    static func addCases(_ type: ScriptType, _ cases: [EnumCaseDecl], _ rawValues: [ExprCode?], _ inherited: [String],
                         _ rt: Runtime, _ site: SourceLocation) throws {
        guard !cases.isEmpty else { return }
        let rawType = inherited.first.flatMap { ["String", "Int", "Character", "Double", "Float", "UInt", "Int64", "Int32"].contains($0) ? $0 : nil }
        type.hasRawValues = rawType != nil
        var next = 0
        var seen = Set<Value>()
        for (c, code) in zip(cases, rawValues) {
            var raw: Value? = nil
            if let rawType {
                if let code {
                    raw = try code(rt)
                } else if rawType == "String" || rawType == "Character" {
                    raw = .string(c.name)
                } else if rawType == "Double" || rawType == "Float" {
                    raw = .double(Double(next))
                } else {
                    raw = .int(next)
                }
                if case .int(let i)? = raw { next = i &+ 1 }
                if case .double(let d)? = raw, d.rounded() == d, abs(d) < 1e15 { next = Int(d) + 1 }
                if let r = raw, !seen.insert(r).inserted {
                    throw RuntimeError("raw value \(r.debugDescription) of case '\(c.name)' is not unique in enum '\(type.name)'", at: site)
                }
            }
            type.caseIndex[c.name] = type.cases.count
            type.cases.append(ScriptType.CaseInfo(name: c.name, labels: c.associated, rawValue: raw))
        }
    }
}
