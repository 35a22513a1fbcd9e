import CRuntimeSupport

/// Caches at the sites of member reads and method calls on script types: the
/// type last seen there and what the name meant for it (a field's index, the
/// method chosen), so a repeated `node.left` or `body.check()` skips hashing the
/// name and walking the superclass chain. The type is held strongly, so a
/// cached entry can never describe a different type at a reused address.
/// A cache's properties are read and written only by its own site, never across
/// another access, so they skip the dynamic exclusivity check.
final class FieldReadCache {
    let name: String
    @exclusivity(unchecked) var type: ScriptType?
    /// The field's index in `type`, or -1 for a name that is not a plain stored field.
    @exclusivity(unchecked) var index = -1
    /// `t.0`: the position the name spells, if it is a number.
    let position: Int?
    /// `pair.value`: where the label was last found.
    @exclusivity(unchecked) var labelIndex = 0
    init(_ name: String) {
        self.name = name
        position = Int(name)
    }

    /// The tuple element the name means, or nil (the general member lookup
    /// reports what is wrong).
    @inline(__always)
    func read(_ t: Tuple) -> Value? {
        if let position { return position >= 0 && position < t.items.count ? t.items[position] : nil }
        if labelIndex < t.labels.count, t.labels[labelIndex] == name { return t.items[labelIndex] }
        guard let i = t.labels.firstIndex(of: name) else { return nil }
        labelIndex = i
        return t.items[i]
    }

    /// The field's value when the instance's type is the cached one and the
    /// field is an ordinary stored one; nil otherwise (the caller goes the long way).
    @inline(__always)
    func read(_ instance: Instance) -> Value? {
        guard instance.type === type else { return fill(instance) }
        guard index >= 0 else { return nil }
        // A number made anew rather than copied: a copy goes through the enum's
        // outlined copy, a call per read, for a case that holds no reference.
        switch instance[index] {
        case .double(let d): return .double(d)
        case .int(let i): return .int(i)
        default: return instance[index]
        }
    }

    /// Caches where the field lies in a type not seen before. A lazy field is
    /// left to the long way, which computes it on first use.
    @inline(never)
    private func fill(_ instance: Instance) -> Value? {
        let t = instance.type
        type = t
        index = -1
        getter = nil
        guard let i = t.storedIndex[name] else {
            // A computed property: its getter, called without looking it up again.
            if !t.isActor, let accessors = t.computedProperty(name) {
                getter = Unmanaged.passUnretained(accessors.get)
                getterSeen = MethodCallCache.generation
            }
            return nil
        }
        guard !t.storedIsLazy[i], t.storedOwnership[i] == .strong else { return nil }
        index = i
        return instance[i]
    }

    /// Not retained, as `MethodCallCache.function`: the type held here keeps it.
    @exclusivity(unchecked) private var getter: Unmanaged<Function>?
    @exclusivity(unchecked) private var getterSeen = -1

    /// The getter of the computed property the name means in `instance`'s type,
    /// when `read` found it there (asked after `read` gave nil).
    @inline(__always)
    func getter(of instance: Instance) -> Function? {
        guard instance.type === type, let getter, getterSeen == MethodCallCache.generation else { return nil }
        return getter.takeUnretainedValue()
    }
}

/// The cache at `Type.name` (a static stored property, `Big.base`): the slot
/// the name means in the type last seen, so a read after the first takes no lookup.
final class StaticReadCache {
    let name: String
    @exclusivity(unchecked) private var type: ScriptType?
    @exclusivity(unchecked) private var slot: ScriptType.StaticSlot?
    @exclusivity(unchecked) private var seen = -1
    init(_ name: String) { self.name = name }

    /// The property's value once it has one; nil sends the read the long way
    /// (computed properties, lazily set slots, anything else).
    @inline(__always)
    func read(_ t: ScriptType) -> Value? {
        if t === type && seen == MethodCallCache.generation { return slot?.value }
        return fill(t)
    }

    @inline(never)
    private func fill(_ t: ScriptType) -> Value? {
        type = t
        seen = MethodCallCache.generation
        slot = t.kind == .builtin ? nil : t.staticSlot(name)
        return slot?.value
    }
}

final class MethodCallCache {
    @exclusivity(unchecked) var type: ScriptType?
    /// Not retained: a method's code holds its call sites' caches, so a method
    /// that calls itself would hold itself. The type held here keeps it (its
    /// tables are only emptied by `ScriptType.releaseValues`, which, like every
    /// type declared, starts the caches over).
    @exclusivity(unchecked) private var function: Unmanaged<Function>?
    @exclusivity(unchecked) var seen = -1
    /// Whether the arguments' labels name the method's parameters exactly, in
    /// order, so they can go to its frame as they are.
    @exclusivity(unchecked) var inOrder = false
    /// Bumped whenever a type or extension is declared (it may add a method that
    /// a name now means); caches filled before then start over. One atomic word
    /// for the process (`CRuntimeSupport`): engines run on several threads.
    static var generation: Int { @inline(__always) get { qas_method_cache_generation() } }

    /// The method a call with these labels means for `type`, found once per type.
    @inline(__always)
    func method(_ type: ScriptType, _ name: String, _ args: Arguments) -> Function? {
        unretainedMethod(type, name, args)?.takeUnretainedValue()
    }

    /// As `method`, not retained: valid while `type` is, which holds it. A call
    /// through it costs no reference counting.
    @inline(__always)
    func unretainedMethod(_ type: ScriptType, _ name: String, _ args: Arguments) -> Unmanaged<Function>? {
        if type === self.type && seen == MethodCallCache.generation { return function }
        return fill(type, name, args)
    }

    @inline(never)
    private func fill(_ type: ScriptType, _ name: String, _ args: Arguments) -> Unmanaged<Function>? {
        // Swift's own (Result.get) and an actor's (the caller awaits them) go the long way.
        guard type.module != "Swift", !type.isActor else { return nil }
        // Overloads told apart by their parameters' types are chosen per call.
        let candidates = type.methodCandidates(name)
        if candidates.count > 1, candidates.filter({ TypeOperations.fits($0, args.labels, args.count, exact: true) }).count > 1 {
            return nil
        }
        let fn = TypeOperations.method(of: type, name, args)
        self.type = type
        function = fn.map { Unmanaged.passUnretained($0) }
        seen = MethodCallCache.generation
        inOrder = fn?.proto.takesInOrder(args.labels) ?? false
        return function
    }
}

/// What a method call site needs, in one object: its closure then captures a
/// single reference (many captures are unpacked from the closure's context on
/// every call, two dozen instructions).
final class MethodCallSite {
    let base: ExprCode
    /// The receiver's slot when it is a plain local (`self` may be lent from it), or -1.
    let lendingSlot: Int
    let name: String
    let optional: Bool
    let arguments: [ExprNode]
    let labels: [String?]
    let site: SourceLocation
    let cache = MethodCallCache()
    /// The arguments' labels with placeholder values, for choosing the method.
    let shape: Arguments

    init(base: @escaping ExprCode, lendingSlot: Int, name: String, optional: Bool, arguments: [ExprNode],
         labels: [String?], closureLast: Bool, site: SourceLocation) {
        self.base = base; self.lendingSlot = lendingSlot; self.name = name; self.optional = optional
        self.arguments = arguments; self.labels = labels; self.site = site
        shape = MethodCallSite.shape(labels, closureLast: closureLast)
    }

    /// Arguments standing for a call's when a method is chosen before they are
    /// evaluated: the labels, with a closure last standing in as a function (a
    /// trailing closure may choose the overload).
    static func shape(_ labels: [String?], closureLast: Bool) -> Arguments {
        var placeholders = Array(repeating: Value.null, count: labels.count)
        if closureLast, !placeholders.isEmpty { placeholders[placeholders.count - 1] = .native(TypeOperations.missingArgument) }
        return Arguments(placeholders, labels: labels)
    }

    /// The call with its arguments in a list: a method whose labels are in
    /// another order, or anything but a script type's value.
    @inline(never)
    func general(_ rt: Runtime, _ receiver: Value) throws -> Value {
        var values: [Value] = []
        values.reserveCapacity(arguments.count)
        for k in arguments.indices { values.append(try arguments.value(k, rt)) }
        let args = Arguments(values, labels: labels)
        do {
            if case .instance(let i) = receiver, let fn = cache.method(i.type, name, args) {
                return try rt.callMethodFunction(fn, receiver, args, at: site)
            }
            return try Builtins.callMethod(rt, receiver, name, args, site)
        } catch {
            throw Runtime.addingSite(error, site)
        }
    }
}

/// The cache at a site that changes a field (`bodies[i].vx -= d`, `self.left =
/// left` in an initialiser): for the type last seen, the field's index when it is
/// a plain one (not lazy or observed; a `let` only while its instance is being
/// initialised), so the write skips the name lookup and those checks.
final class FieldWriteCache {
    let name: String
    @exclusivity(unchecked) var type: ScriptType?
    @exclusivity(unchecked) var index = -1
    @exclusivity(unchecked) var isLet = false
    init(_ name: String) { self.name = name }

    /// The plain field's index in this instance's type, or nil (take the general
    /// path). A hit compares the type where it lies, without retaining it.
    @inline(__always)
    func plainIndex(of instance: Instance) -> Int? {
        if instance.type !== type { fill(instance.type) }
        return index >= 0 && (!isLet || instance.initializing) ? index : nil
    }

    @inline(never)
    private func fill(_ type: ScriptType) {
        self.type = type
        index = -1
        if let i = type.storedIndex[name], !type.storedIsLazy[i], type.observers[i] == nil, type.storedOwnership[i] == .strong {
            index = i
            isLet = type.storedIsLet[i]
        }
    }
}

/// The cache at a call that makes a script type's value (`Node(left: l, right: r)`):
/// for the type last seen, the initialiser these labels choose, when they name
/// its parameters exactly in order, so the arguments go straight to its frame
/// with no argument list built and no reordering.
final class InitializerCache {
    let labels: [String?]
    @exclusivity(unchecked) var type: ScriptType?
    /// Not retained, as `MethodCallCache.function`: the type held here keeps it.
    @exclusivity(unchecked) private var function: Unmanaged<Function>?
    @exclusivity(unchecked) var seen = -1
    /// When the initialiser is a `FieldInitializer`: each field it sets in this
    /// type's instances, in order. Owned by the cache and read in place: an
    /// array here would be retained around every read, as a class's property
    /// can change while it is read.
    @exclusivity(unchecked) private(set) var fieldSteps: UnsafeMutableBufferPointer<FieldStep>?
    /// When the fields need no more than the arguments moved into place
    /// (`FieldInitializer.placing`): the argument of each field, or -1.
    @exclusivity(unchecked) private(set) var fieldSources: UnsafeMutableBufferPointer<Int>?
    init(labels: [String?]) { self.labels = labels }
    deinit {
        fieldSteps?.deallocate()
        fieldSources?.deallocate()
    }

    /// The initialiser to run directly, or nil (the call goes the general way).
    @inline(__always)
    func initializer(_ type: ScriptType) -> Function? {
        if type === self.type && seen == MethodCallCache.generation { return function?.takeUnretainedValue() }
        return fill(type)?.takeUnretainedValue()
    }

    /// Whether a call making `type` sets its fields directly (`fieldSteps`).
    /// Asked before `initializer`, whose strong result would be retained.
    @inline(__always)
    func makesByFields(_ type: ScriptType) -> Bool {
        if type === self.type && seen == MethodCallCache.generation { return fieldSteps != nil }
        return fill(type) != nil && fieldSteps != nil
    }

    @inline(never)
    private func fill(_ type: ScriptType) -> Unmanaged<Function>? {
        self.type = type
        seen = MethodCallCache.generation
        let fn = find(type)
        function = fn.map { Unmanaged.passUnretained($0) }
        fieldSteps?.deallocate()
        fieldSources?.deallocate()
        if fn == nil, let sources = memberwiseSources(type) {
            // Swift's memberwise initialiser given every property: the arguments
            // are the fields (no default value runs).
            fieldSteps = Self.owned(sources.map { FieldStep(field: $0, parameter: $0, moves: true) })
            fieldSources = Self.owned(sources)
            return nil
        }
        let steps = fn?.proto.fieldInitializer?.steps(in: type)
        fieldSteps = steps.map(Self.owned)
        fieldSources = steps.flatMap { FieldInitializer.placing($0, in: type) }.map(Self.owned)
        return function
    }

    /// A struct made by its memberwise initialiser with every stored property
    /// labelled in order, each a plain strong one that no literal protocol
    /// makes: field `k` is argument `k`. Nil for any other call.
    private func memberwiseSources(_ type: ScriptType) -> [Int]? {
        guard type.kind == .structType, type.module != "Swift", type.initializers.isEmpty || type.keepsMemberwise,
              labels.count == type.storedNames.count, !labels.isEmpty, let rt = Runtime.running else { return nil }
        let literalTypes = type.literalFieldTypes(rt)
        for (k, label) in labels.enumerated() {
            guard label == type.storedNames[k], !type.storedIsLazy[k], type.observers[k] == nil, type.storedOwnership[k] == .strong,
                  !(type.storedIsLet[k] && type.storedHasDefault[k]), literalTypes[k] == nil else { return nil }
            // (`known: Set<UserID>` given `["ann"]`: the literals are made UserIDs the long way.)
            if k < type.storedDeclaredTypes.count, let declared = type.storedDeclaredTypes[k], TypeOperations.nestsLiteralType(rt, declared) { return nil }
        }
        return Array(labels.indices)
    }

    private static func owned<T>(_ items: [T]) -> UnsafeMutableBufferPointer<T> {
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: items.count)
        _ = buffer.initialize(from: items)
        return buffer
    }

    private func find(_ type: ScriptType) -> Function? {
        guard type.kind == .structType || type.kind == .classType, type.module != "Swift" else { return nil }
        let probe = Arguments(Array(repeating: .null, count: labels.count), labels: labels)
        // Overloads told apart by their parameters' types are chosen per call.
        guard type.initializers.filter({ TypeOperations.fits($0, labels, labels.count, exact: true) }).count <= 1 else { return nil }
        guard let fn = TypeOperations.initializer(for: type, probe), fn.proto.takesInOrder(labels) else { return nil }
        return fn
    }
}
