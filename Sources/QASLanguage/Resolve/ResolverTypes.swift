/// Resolving type declarations: what each type has (gathered from its declaration
/// and extensions before any body is resolved), implicit `self` in methods, and
/// the checks Swift makes before running (immutable `self`, `let` properties,
/// protocol requirements, exhaustive switches over an enum).
final class TypeInfo {
    // Its tables are written while resolving and read by every member lookup:
    // the run-time exclusivity checks (millions in a large program) are left out.
    let name: String
    /// How code outside names it: `["Outer", "Inner"]`.
    var path: [String] { outer + [name] }
    /// The types it is nested in, outermost first (none for most: no array is made).
    let outer: [String]
    @exclusivity(unchecked) var kind: TypeDecl.Kind
    weak var parent: TypeInfo?
    // (Not the declarations themselves: what later programs need of them is
    // copied out, so that a large program's declarations are freed once compiled.)
    @exclusivity(unchecked) var instanceMembers = NameSet()
    @exclusivity(unchecked) var staticMembers = NameSet()
    @exclusivity(unchecked) var mutatingMethods = NameSet()
    @exclusivity(unchecked) var letProperties = NameSet()
    /// A protocol's requirements, `init` included, for checking conforming types.
    /// Inside its extensions they are members (of `self`), but not given to
    /// conforming types (they must have their own).
    @exclusivity(unchecked) var requirements: [(name: String, isMethod: Bool, isStatic: Bool)] = []
    /// A protocol's `associatedtype` names.
    @exclusivity(unchecked) var associatedTypes: [String] = []
    /// Whether `name` is one of its requirements (not `init`).
    func requires(_ name: String) -> Bool { name != "init" && requirements.contains { $0.name == name } }
    /// A sequence of its own (`makeIterator()` or `next()`), whose methods see
    /// the sequence methods (`map`, `reduce`…) as members of `self`.
    var isSequence: Bool {
        instanceMembers.contains("makeIterator") || instanceMembers.contains("next")
            || conformances.contains { ["Sequence", "IteratorProtocol", "Collection"].contains($0) }
    }
    /// Members a protocol's extensions implement: requirements a conforming type
    /// may leave out (the default implementations).
    @exclusivity(unchecked) var defaultImplementations = NameSet()
    @exclusivity(unchecked) var cases: [String] = []
    @exclusivity(unchecked) var superclass: String?
    @exclusivity(unchecked) var conformances: [String] = []
    /// The instance members its own declaration and extensions declare.
    @exclusivity(unchecked) var ownMembers = NameSet()
    /// The script type each property is known to hold (from its annotation or initial value).
    @exclusivity(unchecked) var propertyTypes = NameMap()
    init(name: String, outer: [String] = [], kind: TypeDecl.Kind) { self.name = name; self.outer = outer; self.kind = kind }

    var isValueType: Bool { kind == .structType || kind == .enumType }
}

extension Resolver {
    // MARK: - Gathering

    /// Finds every type declaration and extension in a program, so that members
    /// declared later (or in an extension) are known inside earlier methods.
    /// Returns the classes it found, for `checkSingleConformances`.
    func gatherTypes(_ statements: [Stmt]) -> [(TypeDecl, TypeInfo)] {
        final class Finder: SyntaxVisitor {
            var found: [(TypeDecl, [String])] = []
            var path: [String] = []
            func visit(_ s: Stmt) {
                if case .typeDecl(let t) = s.kind {
                    add(t)
                    // (Its nested types are added; nothing else inside declares one.)
                    if !t.membersDeclareTypes { return }
                }
                s.walkChildren(self)
            }
            func visit(_ f: FunctionDecl) {
                if f.bodyDeclaresTypes { for s in f.body { visit(s) } }
            }
            func add(_ t: TypeDecl) {
                found.append((t, path))
                // (An extension's nested types are nested in the type it extends.)
                let inner = t.kind == .extensionType ? t.name.split(separator: ".").map(String.init) : [t.name]
                path.append(contentsOf: inner)
                for n in t.nestedTypes { add(n) }
                path.removeLast(inner.count)
            }
        }
        let finder = Finder()
        for s in statements { finder.visit(s) }
        // Each type with what this program declares of it: the type, then its
        // extensions, in order (an earlier program's members are already in its info).
        var newInfos: [(info: TypeInfo, decls: [TypeDecl])] = []
        var position: [ObjectIdentifier: Int] = [:]
        func add(_ t: TypeDecl, to info: TypeInfo) {
            if let at = position[ObjectIdentifier(info)] { newInfos[at].decls.append(t); return }
            position[ObjectIdentifier(info)] = newInfos.count
            newInfos.append((info, [t]))
        }
        var classes: [(TypeDecl, TypeInfo)] = []
        for (t, outer) in finder.found where t.kind != .extensionType {
            let info = TypeInfo(name: t.name, outer: outer, kind: t.kind)
            info.parent = outer.isEmpty ? nil : globals.typeInfos[outer.joined(separator: ".")]
            globals.typeInfos[outer.isEmpty ? t.name : info.path.joined(separator: ".")] = info
            if outer.isEmpty || globals.typeInfos[t.name] == nil { globals.typeInfos[t.name] = info }
            add(t, to: info)
            if t.kind == .classType { classes.append((t, info)) }
        }
        for (t, _) in finder.found where t.kind == .extensionType {
            add(t, to: globals.typeInfos[t.name] ?? builtinInfo(t.name))
        }
        // A `mutating get` subscript: reads of subscripts write back where they can.
        for (t, _) in finder.found where t.methods.contains(where: { m in
            if case .subscriptGetter = m.kind { return m.function.selfKind == .mutableValue }
            return false
        }) { globals.declaresMutatingGetter = true }
        for (info, decls) in newInfos { collectMembers(info, decls) }
        for (info, _) in newInfos {
            inheritMembers(info)
            info.mutatingMethods.forEach { globals.mutatingMethodNames.insert($0) }
        }
        return classes
    }

    /// A role only one class may play (one the host names): a second class adopting
    /// its protocol is an error where it is declared.
    func checkSingleConformances(_ declared: [(TypeDecl, TypeInfo)]) {
        guard let registry, !registry.singleConformances.isEmpty, !declared.isEmpty else { return }
        var seen = Set<ObjectIdentifier>()
        let classes = globals.typeInfos.values.filter { $0.kind == .classType && seen.insert(ObjectIdentifier($0)).inserted }
        let declaredHere = Set(declared.map { ObjectIdentifier($0.1) })
        for (proto, role) in registry.singleConformances.sorted(by: { $0.key < $1.key }) {
            let adopting = classes.filter { $0.conformances.contains(proto) }
            guard adopting.count > 1 else { continue }
            // The first is one declared earlier (an earlier REPL input), else the first in this program.
            let here = declared.filter { _, info in info.conformances.contains(proto) }.map(\.0)
            let earlier = adopting.first { !declaredHere.contains(ObjectIdentifier($0)) }
            guard let first = earlier?.path.joined(separator: ".") ?? here.first?.name else { continue }
            for t in here.dropFirst(earlier == nil ? 1 : 0) {
                error("'\(t.name)' is a second \(role): '\(first)' already conforms to \(proto), and an app has one", t.nameRange)
            }
        }
    }

    /// The info of a built-in type an extension adds to (`extension String`).
    private func builtinInfo(_ name: String) -> TypeInfo {
        if let known = globals.typeInfos[name] { return known }
        let info = TypeInfo(name: name, kind: .extensionType)
        if let members = registry?.hostTypes[name] { info.instanceMembers.formUnion(members) }
        if let sample = Resolver.sampleValues[name] {
            info.instanceMembers.formUnion(Builtins.propertyNames(of: sample))
            info.instanceMembers.formUnion(Builtins.methodNames(of: sample))
        }
        globals.typeInfos[name] = info
        return info
    }

    /// A value of each built-in type, to ask which members it has.
    static let sampleValues: [String: Value] = [
        "String": .string(""), "Substring": .string(""), "Character": .string(""), "Int": .int(0),
        "Double": .double(0), "Float": .double(0), "Bool": .bool(false), "Array": .array([]),
        "Dictionary": .dictionary(OrderedDictionary()),
    ]

    /// Adds the members `decls` (the type's declaration and extensions in this
    /// program) declare to its info.
    private func collectMembers(_ info: TypeInfo, _ decls: [TypeDecl]) {
        for t in decls {
            if t.kind != .extensionType, let first = t.inherited.first {
                // A class's first inherited name may be its superclass.
                if t.kind == .classType, let s = globals.typeInfos[first], s.kind == .classType { info.superclass = first }
            }
            info.conformances += t.inherited
            for c in t.cases where c.associated != nil { declared.noteCase(c.name, c.optionalValues) }
            for p in t.properties {
                if p.isStatic { info.staticMembers.insert(p.name) } else { info.instanceMembers.insert(p.name); info.ownMembers.insert(p.name) }
                if p.isLet && !p.isStatic { info.letProperties.insert(p.name) }
                if case .named(let n, _)? = p.type?.unwrapped { info.propertyTypes[p.name] = n }
                else if let e = p.initial, let n = knownType(of: e) { info.propertyTypes[p.name] = n }
            }
            for m in t.methods {
                if case .initializer = m.kind { continue }
                if case .subscriptGetter = m.kind { continue }
                if case .subscriptSetter = m.kind { continue }
                let name = m.function.name
                if m.isStatic { info.staticMembers.insert(name) } else { info.instanceMembers.insert(name); info.ownMembers.insert(name) }
                if m.isMutating { info.mutatingMethods.insert(name) }
            }
            for c in t.cases {
                info.cases.append(c.name)
                info.staticMembers.insert(c.name)
            }
            for n in t.nestedTypes { info.staticMembers.insert(n.name) }
            for r in t.requirements { info.requirements.append((r.name, r.isMethod, r.isStatic)) }
            info.associatedTypes.append(contentsOf: t.associatedTypes)
            if t.kind == .extensionType && info.kind == .protocolType {
                for m in t.methods { info.defaultImplementations.insert(m.function.name) }
                for p in t.properties { info.defaultImplementations.insert(p.name) }
            }
        }
        if info.kind == .enumType {
            info.instanceMembers.insert("rawValue")
            info.staticMembers.insert("allCases")
        }
    }

    /// Adds what superclasses and protocol extensions give.
    private func inheritMembers(_ info: TypeInfo) {
        var seen = Set<String>()
        var pending = info.conformances + (info.superclass.map { [$0] } ?? [])
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let other = globals.typeInfos[name], other !== info else { continue }
            if other.kind == .protocolType, info.kind != .protocolType {
                // `isLow` in `Fastener` and in `extension Stockable` (not required).
                other.defaultImplementations.forEach { m in
                    if !other.requires(m) && info.ownMembers.contains(m) { globals.shadowedMembers[m, default: []].insert(info.name) }
                }
            }
            info.instanceMembers.formUnion(other.instanceMembers)
            info.staticMembers.formUnion(other.staticMembers.subtracting(other.cases))
            info.mutatingMethods.formUnion(other.mutatingMethods)
            info.letProperties.formUnion(other.letProperties)
            pending += other.conformances + (other.superclass.map { [$0] } ?? [])
        }
    }

    // MARK: - Declarations

    func visitType(_ t: TypeDecl, info: TypeInfo?) {
        let info = info ?? globals.typeInfos[t.name]
        let isClass = info?.kind == .classType
        for c in t.cases { if let r = c.rawValue { visit(r) } }
        for p in t.properties {
            let context = TypeContext(info: info, isStatic: p.isStatic)
            if let initial = p.initial {
                // A default is evaluated when an instance is made; a static one on first use.
                let selfDecl = VarDecl(name: "self", isConstant: true, range: p.range)
                let thunk = FunctionDecl(name: p.name, params: [selfDecl],
                                         body: [Stmt(kind: .returnStmt(initial), range: initial.range)],
                                         range: initial.range, isClosure: false)
                thunk.argumentLabels = [nil]
                thunk.callLabels = [nil]
                thunk.defaultValues = [nil]
                // (`static let all: Flags = [.a, .b]`: made by the declared type.)
                thunk.returnType = p.type
                p.initialThunk = thunk
                within(context) { visit(thunk) }
            }
            for f in [p.getter, p.setter, p.willSet, p.didSet] {
                guard let f else { continue }
                if isClass { makeObjectSelf(f) }
                within(context) { visit(f) }
            }
        }
        for p in t.properties {
            var isOptional = false
            if case .optional? = p.type { isOptional = true }
            if isOptional { declared.optionalPropertyNames.insert(p.name) }
            if p.getter != nil { declared.note(p.name, optional: isOptional, void: false) }
        }
        for m in t.methods where m.function.name == "init" && m.function.isFailableInit {
            let typeName = info?.path.joined(separator: ".") ?? t.name
            declared.failableInitializers.insert(DeclaredResults.callKey(typeName, Array(m.function.callLabels.dropFirst())))
        }
        for m in t.methods {
            if isClass { makeObjectSelf(m.function) }
            within(TypeContext(info: info, isStatic: m.isStatic)) { visit(m.function) }
        }
        for n in t.nestedTypes {
            let path = (info?.path ?? [t.name]) + [n.name]
            visitType(n, info: globals.typeInfos[path.joined(separator: ".")])
        }
        if let info, t.kind != .extensionType && t.kind != .protocolType { checkConformances(t, info) }
    }

    /// In a class (or an extension of one) `self` is an object: never a value to copy.
    private func makeObjectSelf(_ f: FunctionDecl) {
        guard f.selfKind == .immutableValue || f.selfKind == .mutableValue, let selfDecl = f.params.first else { return }
        f.selfKind = .object
        selfDecl.selfKind = .object
    }

    private func within(_ context: TypeContext, _ body: () -> Void) {
        let saved = pendingTypeContext
        pendingTypeContext = context
        body()
        pendingTypeContext = saved
    }

    /// Reports requirements of the type's script protocols it does not meet.
    private func checkConformances(_ t: TypeDecl, _ info: TypeInfo) {
        for name in info.conformances {
            guard let proto = globals.typeInfos[name], proto.kind == .protocolType else { continue }
            for r in proto.requirements where r.name != "init" {
                let has = r.isStatic ? info.staticMembers.contains(r.name) : info.instanceMembers.contains(r.name)
                // Default implementations in the protocol's extensions count.
                if !has && !proto.defaultImplementations.contains(r.name) {
                    error("type '\(t.name)' does not conform to protocol '\(name)': it has no \(r.isMethod ? "method" : "property") '\(r.name)'", t.nameRange)
                }
            }
        }
    }

    // MARK: - Names in methods

    /// A name used in a method that is not a variable but a member of the type:
    /// `count` is `self.count`, a static `shared` is `Type.shared`. True when
    /// `ref` was rewritten so.
    func resolveMember(_ name: String, _ ref: NameRef, _ range: SourceRange) -> Bool {
        var s: FunctionScope? = scope
        while let current = s {
            if current !== scope, lookupLocal(name, in: current) != nil { return false }
            if let context = current.typeContext, let info = context.info {
                if !context.isStatic, info.instanceMembers.contains(name) || info.requires(name)
                    || (info.isSequence && Builtins.sequenceMethodNames.contains(name)) {
                    rewriteAsMemberOfSelf(ref, name, range)
                    return true
                }
                var owner: TypeInfo? = info
                while let o = owner {
                    if o.staticMembers.contains(name) {
                        if context.isStatic && o === info { rewriteAsMemberOfSelf(ref, name, range) } else { ref.rewrite(as: staticMember(o, name, range)) }
                        return true
                    }
                    owner = o.parent
                }
                return false
            }
            s = current.enclosing
        }
        return false
    }

    /// Whether the innermost type around is an instance context of an extension
    /// of a built-in type (`extension Int`) or a standard protocol (`extension Sequence`).
    func inBuiltinExtension() -> Bool {
        var s: FunctionScope? = scope
        while let current = s {
            if let context = current.typeContext {
                guard !context.isStatic, let info = context.info, info.kind == .extensionType,
                      globals.typeInfos[info.name]?.kind != .protocolType else { return false }
                return TypeRegistry.builtinNames[info.name] != nil || TypeRegistry.standardProtocolAdopters[info.name] != nil
            }
            s = current.enclosing
        }
        return false
    }

    /// Inside a method of one of the program's protocols (their extensions').
    /// The protocol (or one it refines) whose extension this code is in and
    /// that declares `associatedtype name`, if any.
    func protocolDeclaringAssociatedType(_ name: String) -> TypeInfo? {
        var s: FunctionScope? = scope
        while let current = s {
            if let context = current.typeContext {
                guard let info = context.info, info.kind == .protocolType else { return nil }
                var seen: Set<String> = []
                var queue = [info]
                while let p = queue.popLast() {
                    if p.associatedTypes.contains(name) { return p }
                    for c in p.conformances where seen.insert(c).inserted { if let q = globals.typeInfos[c], q.kind == .protocolType { queue.append(q) } }
                }
                return nil
            }
            s = current.enclosing
        }
        return nil
    }

    func inProtocolExtension() -> Bool {
        var s: FunctionScope? = scope
        while let current = s {
            if let context = current.typeContext {
                return context.info?.kind == .protocolType
            }
            s = current.enclosing
        }
        return false
    }

    /// `name` is `self.name`: `self` resolved here, the expression made when asked for.
    func rewriteAsMemberOfSelf(_ ref: NameRef, _ name: String, _ range: SourceRange) {
        let selfRef = NameRef()
        resolve("self", selfRef, range)
        if let selfTarget = selfRef.target {
            ref.rewriteAsMemberOfSelf(selfTarget)
        } else {
            // (`self` not found, which was reported: the expression as it stands.)
            ref.rewrite(as: Expr(kind: .member(Expr(kind: .name("self", selfRef), range: range), name, optional: false), range: range))
        }
    }

    private func staticMember(_ info: TypeInfo, _ name: String, _ range: SourceRange) -> Expr {
        let rootRef = NameRef()
        var e = Expr(kind: .name(info.path[0], rootRef), range: range)
        resolve(info.path[0], rootRef, range)
        for part in info.path.dropFirst() { e = Expr(kind: .member(e, part, optional: false), range: range) }
        return Expr(kind: .member(e, name, optional: false), range: range)
    }

    // MARK: - Checks

    /// The type a variable is known to hold: its annotation, or a call of a type.
    func knownType(of e: Expr) -> String? {
        switch e.kind {
        case .call(let callee, _):
            if case .name(let n, _) = callee.kind, globals.typeInfos[n] != nil, Resolver.sampleValues[n] == nil { return n }
            if case .member(let base, _, _) = callee.kind, case .name(let n, _) = base.kind,
               let info = globals.typeInfos[n], info.kind == .enumType { return n }
            return nil
        case .member(let base, _, _):
            if case .name(let n, _) = base.kind, let info = globals.typeInfos[n], info.kind == .enumType { return n }
            return nil
        default: return nil
        }
    }

    func annotatedType(_ t: TypeRef?) -> String? {
        guard case .named(let n, _)? = t?.unwrapped, globals.typeInfos[n] != nil else { return nil }
        return n
    }

    /// Assigning through a member (`p.x = 1`, `x = 1` in a method): `self` that
    /// must not change, a `let` holding a struct, a `let` property.
    func checkMemberMutation(_ target: Expr, what: String) {
        guard case .member(let base, let name, _) = target.kind else { return }
        // The owner's type, if known, says whether `name` is a `let`.
        if let owner = staticType(of: base), let info = globals.typeInfos[owner],
           info.letProperties.contains(name), !isInsideInitializer(of: base) {
            error("cannot \(what) property: '\(name)' is a 'let' constant", target.range)
            return
        }
        checkValueRoot(base, what: "\(what) property '\(name)'")
    }

    /// A mutating method called on a value that must not change.
    func checkMutatingCall(_ base: Expr, _ name: String) {
        guard let owner = staticType(of: base), let info = globals.typeInfos[owner], info.isValueType,
              info.mutatingMethods.contains(name) else { return }
        checkValueRoot(base, what: "use mutating member '\(name)'")
    }

    /// Reports when a path of struct values starts at something immutable.
    private func checkValueRoot(_ base: Expr, what: String) {
        var root = base
        while true {
            // A class instance (or what a protocol may make one) is changed
            // through its reference, whoever holds it.
            if let t = staticType(of: root), let kind = globals.typeInfos[t]?.kind, kind == .classType || kind == .protocolType { return }
            switch root.kind {
            case .member(let b, _, _), .subscriptAccess(let b, _, _):
                // Through a class instance, anything goes.
                if let t = staticType(of: b), globals.typeInfos[t]?.kind == .classType { return }
                root = b
                continue
            case .name:
                if let r = root.rewrittenName { root = r; continue }
            default: return
            }
            break
        }
        guard case .name(let n, let ref) = root.kind, let d = declOf(ref) else { return }
        if d.selfKind == .immutableValue {
            error("cannot \(what): 'self' is immutable; mark the method 'mutating'", base.range)
            return
        }
        var known = d.knownType
        if known == nil, case .global(let i, _)? = ref.target { known = globals.knownTypes[i] }
        if d.isConstant, d.selfKind == .none, let t = known, globals.typeInfos[t]?.isValueType == true {
            error("cannot \(what): '\(n)' is a 'let' constant; declare it with 'var' to change it", base.range)
        }
    }

    private func declOf(_ ref: NameRef) -> VarDecl? {
        switch ref.target {
        case .local(let d)?, .upvalue(_, let d)?, .global(_, let d)?, .ownFunction(let d)?: return d
        case nil: return nil
        }
    }

    /// The script type an expression is known to have before running, if any.
    func staticType(of e: Expr) -> String? {
        switch e.kind {
        case .name(let n, let ref):
            if let r = e.rewrittenName { return staticType(of: r) }
            guard let d = declOf(ref) else { return nil }
            if n == "self", d.selfKind != .none { return enclosingTypeName() }
            if let t = d.knownType { return t }
            if case .global(let i, _)? = ref.target { return globals.knownTypes[i] }
            return nil
        case .member(let base, let name, _):
            guard let owner = staticType(of: base), let info = globals.typeInfos[owner] else { return nil }
            return info.propertyTypes[name]
        default: return nil
        }
    }

    private func enclosingTypeName() -> String? {
        var s: FunctionScope? = scope
        while let current = s {
            if let c = current.typeContext { return c.info?.path.joined(separator: ".") }
            s = current.enclosing
        }
        return nil
    }

    /// Inside an initialiser, `self.id = id` sets a `let` for the first time.
    private func isInsideInitializer(of base: Expr) -> Bool {
        var s: FunctionScope? = scope
        while let current = s {
            if current.typeContext != nil { return current.decl?.name == "init" }
            s = current.enclosing
        }
        return false
    }
}

extension Resolver {
    // MARK: - Patterns

    /// Declares the names a case's patterns bind. Every pattern of one case binds
    /// the same names, which share slots.
    /// `case let .product(id, variant)` with `variant: String?` declared: the
    /// binding holds an Optional (so `variant.map` is Optional's).
    func markOptionalCaseValues(_ p: Pattern) {
        switch p {
        case .enumCase(_, let name, let sub?, _):
            let flags = declared.optionalCaseValues["\(name)/\(sub.count)"] ?? globals.declared.optionalCaseValues["\(name)/\(sub.count)"]
            for (k, item) in sub.enumerated() {
                if case .binding(let d) = item.pattern, let flags, k < flags.count, flags[k] { d.declaredOptional = true }
                markOptionalCaseValues(item.pattern)
            }
        case .tuple(let items): for item in items { markOptionalCaseValues(item.pattern) }
        case .cast(let inner, _): markOptionalCaseValues(inner)
        default: break
        }
    }

    func declarePatternBindings(_ patterns: [Pattern]) {
        for p in patterns { markOptionalCaseValues(p) }
        guard let first = patterns.first else { return }
        let firstBindings = first.bindings
        for d in firstBindings { declareLocal(d) }
        for p in patterns.dropFirst() {
            let names = p.bindings
            for d in names {
                guard let f = firstBindings.first(where: { $0.name == d.name }) else {
                    error("'\(d.name)' must be bound in every pattern of the case", d.range)
                    continue
                }
                d.slot = f.slot
            }
            for f in firstBindings where !names.contains(where: { $0.name == f.name }) {
                error("'\(f.name)' must be bound in every pattern of the case", f.range)
            }
        }
    }

    /// After the body: a name a closure captured lives in a cell in every pattern.
    func shareCapturedBindings(_ patterns: [Pattern]) {
        guard let first = patterns.first else { return }
        let firstBindings = first.bindings
        for p in patterns.dropFirst() {
            for d in p.bindings { if let f = firstBindings.first(where: { $0.name == d.name }) { d.isCaptured = f.isCaptured } }
        }
    }

    /// A pattern that every value matches.
    static func isIrrefutable(_ p: Pattern) -> Bool {
        switch p {
        case .wildcard, .binding: return true
        case .tuple(let items): return items.allSatisfy { isIrrefutable($0.pattern) }
        default: return false
        }
    }

    /// A switch over an enum without `default` must name every case; Swift checks
    /// that before running, and so does qas when it knows the enum.
    func checkExhaustive(_ subject: Expr, _ cases: [SwitchCase], _ range: SourceRange) {
        var used: [String] = []
        var covered = Set<String>()
        var written: String? = nil
        for c in cases {
            for (p, g) in zip(c.patterns, c.guards) {
                if Resolver.isIrrefutable(p) && g == nil { return }
                guard case .enumCase(let t, let name, let sub, _) = p else { return }
                if let t { written = t }
                used.append(name)
                // A case matched only in part (`.search(let q?)` beside `.search(nil)`)
                // may be covered by its patterns together: Swift decides; qas does
                // not refuse it (a value no case matches fails when it comes).
                if g == nil { covered.insert(name) }
            }
        }
        let info: TypeInfo
        if let t = staticType(of: subject) ?? written, let known = globals.typeInfos[t], known.kind == .enumType {
            info = known
        } else {
            let candidates = Set(globals.typeInfos.values.filter { i in
                i.kind == .enumType && used.allSatisfy { i.cases.contains($0) }
            }.map(ObjectIdentifier.init))
            guard candidates.count == 1, let only = globals.typeInfos.values.first(where: { ObjectIdentifier($0) == candidates.first }) else { return }
            info = only
        }
        // Patterns that are not this enum's cases (`.some`, `.none` of an optional)
        // are beyond this check.
        guard used.allSatisfy({ info.cases.contains($0) }) else { return }
        let missing = info.cases.filter { !covered.contains($0) }
        guard !missing.isEmpty else { return }
        error("switch must be exhaustive: \(info.name) has \(missing.count == 1 ? "a case" : "cases") not handled: \(missing.map { "." + $0 }.joined(separator: ", ")); add \(missing.count == 1 ? "it" : "them") or a 'default'", range)
    }
}

/// The type whose members a function's bare names may mean.
struct TypeContext {
    let info: TypeInfo?
    let isStatic: Bool
}
