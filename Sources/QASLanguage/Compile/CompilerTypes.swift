import CRuntimeSupport

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
            return MemberPlan.Method(name: m.function.name, kind: m.kind, isStatic: m.isStatic, make: makeClosure(m.function))
        }
        let infos = globals.typeInfos
        let ownStatics = t.properties.filter(\.isStatic)
        let typeName = t.name
        // `var v = Snapshot.currentVersion`: of the type of the static property it reads,
        // when the type declares it here (`static let currentVersion = 3`).
        func staticType(_ type: String, _ name: String) -> TypeRef? {
            guard type == typeName, let s = ownStatics.first(where: { $0.name == name }) else { return nil }
            return s.type ?? MemberPlan.Property.inferredType(s.initial, isCase: { _, _ in false }, staticType: { _, _ in nil })
        }
        let properties = t.properties.map { p in
            MemberPlan.Property(p, makeClosure, isCase: { type, name in infos[type]?.cases.contains(name) == true }, staticType: staticType)
        }
        let nested = t.nestedTypes.map { n in (n.name, typeBuilder(n, site, outer: path)) }
        let rawValues = t.cases.map { c in c.rawValue.map(expr) }
        let kind = t.kind
        let name = t.name
        let inherited = t.inherited
        // (What the code needs of the declaration, not the declaration itself:
        // the tree is freed once compiled, and the code lives as long as the program.)
        let cases = t.cases.map { (name: $0.name, labels: $0.associated, optionalValues: $0.optionalValues, convertingTypes: $0.convertingTypes,
                                   payloadTypes: $0.payloadTypes, defaults: $0.defaults) }
        let requirements = t.requirements.map { ($0.name, $0.isMethod, $0.isStatic) }
        let storedCount = t.properties.count { !$0.isStatic && !$0.isComputed }
        let isActor = t.isActor
        let isGeneric = t.isGeneric, genericParameters = t.genericParameters
        let keepsMemberwise = t.kind == .structType && !t.methods.contains(where: \.isInitializer)
        return { rt in
            let type: ScriptType
            // `extension BinaryInteger { … }`: the members go to every built-in type
            // that adopts the protocol, and to script types that conform to it.
            var adopters: [ScriptType] = []
            if kind == .extensionType {
                if let known = rt.types.types[name] ?? (name.contains(".") ? TypeOperations.qualifiedType(name, rt) : nil) {
                    // (`extension Notification.Name`: a nested type, by its path.)
                    type = known
                } else if let builtins = TypeRegistry.standardProtocolAdopters[name] {
                    type = rt.types.standardProtocolExtension(name)
                    adopters = builtins.map { rt.types.extensionOf(builtin: $0) }
                } else if let builtin = TypeRegistry.builtinNames[name] {
                    type = rt.types.extensionOf(builtin: builtin)
                } else if rt.types.hostTypeNames.contains(name) {
                    type = rt.types.extensionOf(builtin: rt.types.hostTypeObjects[name] ?? name)
                } else {
                    throw RuntimeError("cannot find type '\(name)' to extend", at: site)
                }
            } else {
                type = ScriptType(name: name, kind: Compiler.scriptKind(kind), module: rt.moduleName)
                type.isActor = isActor
                type.isGeneric = isGeneric
                type.genericParameters = genericParameters
                type.keepsMemberwise = keepsMemberwise
                type.path = path
                type.registry = rt.types
                if kind == .classType, let first = inherited.first, let parent = rt.types.types[first], parent.kind == .classType {
                    type.inherit(from: parent)
                }
                rt.types.declare(type)
            }
            if kind == .extensionType, name == "Character" || name == "String" {
                // Both are held as text: a member both declare could not be told apart.
                let names = methods.filter { !$0.isStatic }.map(\.name) + properties.filter { !$0.isStatic && $0.getter != nil }.map(\.name)
                for member in names {
                    if let other = rt.types.textExtensionOrigins[member], other != name {
                        throw RuntimeError("'\(member)' is declared in both extension String and extension Character: qas holds a Character as a one-character String, so it cannot tell which a call means (not supported)", at: site)
                    }
                    rt.types.textExtensionOrigins[member] = name
                }
            }
            // Members may change what a name means on existing types: method caches start over.
            qas_method_cache_invalidate()
            for type in [type] + adopters {
            type.conformances.formUnion(inherited.filter { $0 != type.superclass?.name })
            type.requirements.append(contentsOf: requirements)
            for (n, build) in nested { type.nestedTypes[n] = try build(rt) }
            try Compiler.addCases(type, cases, rawValues, inherited, rt, site)
            type.reserveStored(storedCount)
            for p in properties {
                func fn(_ code: ExprCode?) throws -> Function? {
                    guard let code, case .function(let f) = try code(rt) else { return nil }
                    return f
                }
                if let get = try fn(p.getter) {
                    let accessors = ScriptType.Accessors(get: get, set: try fn(p.setter))
                    if p.isStatic { type.staticComputed[p.name] = accessors } else { type.computed[p.name] = accessors }
                    // `override var speed: Double { get … set … }` of a stored property: the
                    // accessors answer for this class; `super.speed` reaches the storage.
                    if !p.isStatic, type.storedIndex[p.name] != nil { type.storedIndex[p.name] = nil }
                    continue
                }
                if p.isStatic {
                    type.staticStored[p.name] = ScriptType.StaticSlot(initial: try fn(p.initial), isLet: p.isLet, declaredType: p.declaredType)
                    continue
                }
                if p.isOverride, p.initial == nil, let inherited = type.storedIndex[p.name] {
                    // `override var name: String { didSet … }`: observers on the superclass's property.
                    let w = try fn(p.willSet), d = try fn(p.didSet)
                    if w != nil || d != nil { type.observers[inherited] = (w ?? type.observers[inherited]?.willSet, d ?? type.observers[inherited]?.didSet) }
                    continue
                }
                let index = type.storedNames.count
                type.storedNames.append(p.name)
                type.storedIndex[p.name] = index
                type.storedIsLet.append(p.isLet)
                type.storedTypes.append(p.convertingType)
                type.storedTypeNames.append(p.typeName)
                type.storedDeclaredTypes.append(p.declaredType)
                type.storedIsOptional.append(p.isDeclaredOptional)
                type.appendStoredDefault(try fn(p.initial))
                type.storedHasDefault.append(p.hasDefault)
                type.storedIsLazy.append(p.isLazy)
                type.storedOwnership.append(p.ownership)
                let w = try fn(p.willSet), d = try fn(p.didSet)
                if w != nil || d != nil { type.observers[index] = (w, d) }
            }
            for m in methods {
                guard case .function(let f) = try m.make(rt) else { continue }
                switch m.kind {
                case .initializer: type.initializers.append(f)
                case .subscriptGetter: if m.isStatic { type.staticSubscripts.append(f) } else { type.subscripts.append(f) }
                case .subscriptSetter: if m.isStatic { type.staticSubscriptSetters.append(f) } else { type.subscriptSetters.append(f) }
                case .deinitializer: type.deinitializer = f
                case .method:
                    if m.isStatic { type.staticMethods[m.name, default: []].append(f) }
                    else { type.methods[m.name, default: []].append(f) }
                }
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
    static func addCases(_ type: ScriptType, _ cases: [(name: String, labels: [String?]?, optionalValues: [Bool], convertingTypes: [TypeRef?],
                                                      payloadTypes: [TypeRef], defaults: [Value?])],
                         _ rawValues: [ExprCode?], _ inherited: [String],
                         _ rt: Runtime, _ site: SourceLocation) throws {
        guard !cases.isEmpty else { return }
        // (`TimeInterval` and `CGFloat` are Double to qas.)
        let rawType = inherited.first.flatMap { ["TimeInterval": "Double", "CGFloat": "Double"][$0] ?? $0 }
            .flatMap { ["String", "Int", "Character", "Double", "Float", "UInt", "Int64", "Int32", "Int16", "Int8",
                        "UInt64", "UInt32", "UInt16", "UInt8"].contains($0) ? $0 : nil }
        type.hasRawValues = rawType != nil
        var next = 0
        var seen = Set<Value>()
        for (c, code) in zip(cases, rawValues) {
            var raw: Value? = nil
            if let rawType {
                if let code {
                    raw = try code(rt)
                    // `case hourly = 3600` of a Double enum: its raw value is 3600.0.
                    if rawType == "Double" || rawType == "Float", case .int(let i)? = raw { raw = .double(Double(i)) }
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
            type.cases.append(ScriptType.CaseInfo(name: c.name, labels: c.labels, rawValue: raw, optionalValues: c.optionalValues,
                                                  convertingTypes: c.convertingTypes, payloadTypes: c.payloadTypes, defaults: c.defaults))
        }
    }
}

/// What the code that makes a type keeps of its members' declarations.
enum MemberPlan {
    struct Method {
        let name: String
        let kind: MethodDecl.Kind
        let isStatic: Bool
        let make: ExprCode
    }

    struct Property {
        let name: String
        let isStatic: Bool
        let isLet: Bool
        let isLazy: Bool
        let ownership: Ownership
        /// The declared type when storing may convert (`Double`, a labelled tuple;
        /// or inferred from a `Double` initial value).
        let convertingType: TypeRef?
        /// The declared type's name (`var action: Action?` → "Action").
        let typeName: String?
        /// The declared type as written (or `Double` for a Double initial value).
        let declaredType: TypeRef?
        /// `override var`: observers added to the superclass's stored property.
        let isOverride: Bool
        /// Whether the memberwise initialiser may leave it out: it has an initial
        /// value, or it is an optional `var` (which starts as nil, as in Swift).
        let hasDefault: Bool
        /// Declared `T?`: printed in its instance as `Optional(…)`.
        let isDeclaredOptional: Bool
        let initial, getter, setter, willSet, didSet: ExprCode?

        /// The type Swift infers from an initial value (`= ""`, `= 0`, `= Settings()`).
        static func inferredType(_ initial: Expr?, isCase: (String, String) -> Bool, staticType: (String, String) -> TypeRef?) -> TypeRef? {
            switch initial?.kind {
            case .literal(.int)?: return .named("Int", [])
            case .literal(.double)?: return .named("Double", [])
            case .literal(.string)?, .interpolation?: return .named("String", [])
            case .literal(.bool)?: return .named("Bool", [])
            case .call(let callee, _)?: return Parser.typeSyntax(callee)
            case .member(let base, let member, false)?:
                // `var version = SchemaVersion.v3`: a case of a type is of that type (a static
                // property may be of any: `var v = Snapshot.currentVersion` is an Int).
                func typePath(_ e: Expr) -> String? {
                    switch e.kind {
                    case .name(let n, _) where n.first?.isUppercase == true: return n
                    case .member(let inner, let n, false) where n.first?.isUppercase == true: return typePath(inner).map { $0 + "." + n }
                    default: return nil
                    }
                }
                guard let path = typePath(base) else { return nil }
                if isCase(path, member) { return .named(path, []) }
                return staticType(path, member)
            default: return nil
            }
        }

        init(_ p: PropertyDecl, _ make: (FunctionDecl) -> ExprCode, isCase: (String, String) -> Bool,
             staticType: (String, String) -> TypeRef?) {
            name = p.name; isStatic = p.isStatic; isLet = p.isLet; isLazy = p.isLazy; ownership = p.ownership
            var declared = p.type
            if declared == nil, case .literal(.double)? = p.initial?.kind { declared = .named("Double", []) }
            convertingType = declared?.mayConvert == true ? declared : nil
            declaredType = declared ?? Property.inferredType(p.initial, isCase: isCase, staticType: staticType)
            isOverride = p.isOverride
            if case .named(let n, _)? = p.type?.unwrapped { typeName = n } else { typeName = nil }
            let optionalVar: Bool
            if case .optional? = p.type { optionalVar = !p.isLet; isDeclaredOptional = true } else { optionalVar = false; isDeclaredOptional = false }
            initial = p.initialThunk.map(make)
            hasDefault = initial != nil || optionalVar
            getter = p.getter.map(make); setter = p.setter.map(make)
            willSet = p.willSet.map(make); didSet = p.didSet.map(make)
        }
    }
}
