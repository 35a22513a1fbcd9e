import CRuntimeSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A type a script declared (`struct`, `class`, `enum`, `protocol`), or the
/// extensions a script added to a built-in type (`extension String`). Built when
/// its declaration runs; extensions add to it later.
package final class ScriptType {
    package enum Kind { case structType, classType, enumType, protocolType, builtin }
    package let name: String
    package let kind: Kind
    /// The module name Swift prints before the type (`main.Point`).
    let module: String
    /// A struct whose own declaration has no initialiser: it keeps its
    /// memberwise one beside those its extensions declare, as in Swift.
    var keepsMemberwise = false
    /// Swift's or a library's (one a host wrote in Swift), not the program's: a `.name`
    /// without a context is not looked for among its members.
    var isLibrary: Bool {
        get { module == "Swift" || libraryFlag }
        set { libraryFlag = newValue }
    }
    private var libraryFlag = false

    /// Whether it or a superclass declares an initialiser (otherwise it has
    /// only the implicit `init()`).
    var hasDeclaredInitializers: Bool {
        var t: ScriptType? = self
        while let c = t {
            if !c.initializers.isEmpty { return true }
            t = c.superclass
        }
        return false
    }

    /// An `actor`: a call from outside awaits it (`TaskQueue.enterActor`).
    var isActor = false
    /// Declared with generic parameters: its values do not know their type
    /// arguments (`type(of:)` cannot name them).
    var isGeneric = false
    /// Its generic parameters' names (`Element` of `Stack<Element>`).
    var genericParameters: [String] = []
    /// The name with its outer types (`Outer.Inner`), as Swift prints it qualified.
    var path: String
    // What follows is read on every field access and method call, and written
    // only while the type is declared, never inside another access to the same
    // property: it skips Swift's dynamic exclusivity check.
    @exclusivity(unchecked) var superclass: ScriptType? {
        didSet { runsDeinit = deinitializer != nil || superclass?.runsDeinit == true }
    }
    /// A class's `deinit`, run when the last reference to an instance goes.
    @exclusivity(unchecked) var deinitializer: Function? {
        didSet { runsDeinit = deinitializer != nil || superclass?.runsDeinit == true }
    }
    /// It or a superclass has a `deinit`: read as each instance is freed.
    @exclusivity(unchecked) private(set) var runsDeinit = false
    /// Protocols it conforms to, by name (its own and those of extensions).
    @exclusivity(unchecked) var conformances: Set<String> = []

    // Instance storage (structs and classes; a class's own fields come after its superclass's).
    @exclusivity(unchecked) var storedNames: [String] = []
    @exclusivity(unchecked) var storedIndex: [String: Int] = [:]
    @exclusivity(unchecked) var storedIsLet: [Bool] = []
    /// The type each is declared with, when storing may convert (`Double`, a
    /// labelled tuple; or inferred from a `Double` initial value).
    @exclusivity(unchecked) var storedTypes: [TypeRef?] = []
    /// The type each is declared with (`var action: Action?` → "Action"): `.name`
    /// assigned to it is looked up there.
    @exclusivity(unchecked) var storedTypeNames: [String?] = []
    /// The type each is declared with, as written (what `Decodable` decodes it as).
    @exclusivity(unchecked) var storedDeclaredTypes: [TypeRef?] = []
    /// Declared Optional (`var email: String?`): a value there prints as `Optional(…)`.
    @exclusivity(unchecked) var storedIsOptional: [Bool] = []
    /// `weak`/`unowned` ones hold a `WeakReference`, read and written the long way.
    @exclusivity(unchecked) var storedOwnership: [Ownership] = []
    @exclusivity(unchecked) private(set) var storedDefaults: [Function?] = []
    /// Whether any stored property has a default: making an instance of a type
    /// with none skips the loop over them (and its retain of the array).
    @exclusivity(unchecked) private(set) var hasStoredDefaults = false
    /// Room for `n` more stored properties in each of their tables, so that a
    /// type is made with one allocation per table rather than one per property.
    func reserveStored(_ n: Int) {
        let total = storedNames.count + n
        storedNames.reserveCapacity(total)
        storedIndex.reserveCapacity(total)
        storedTypes.reserveCapacity(total)
        storedTypeNames.reserveCapacity(total)
        storedDefaults.reserveCapacity(total)
        // (Not the tables of Bools: their first allocation already holds eight.)
    }
    func appendStoredDefault(_ d: Function?) {
        storedDefaults.append(d)
        if d != nil { hasStoredDefaults = true }
    }
    /// Whether the memberwise initialiser may leave the field out.
    @exclusivity(unchecked) var storedHasDefault: [Bool] = []
    /// `lazy var`: computed from its default the first time it is read.
    @exclusivity(unchecked) var storedIsLazy: [Bool] = []
    @exclusivity(unchecked) var observers: [Int: (willSet: Function?, didSet: Function?)] = [:]

    @exclusivity(unchecked) var computed: [String: Accessors] = [:]
    @exclusivity(unchecked) var methods: [String: [Function]] = [:]
    @exclusivity(unchecked) var initializers: [Function] = []
    /// Subscripts, chosen by labels as methods are.
    @exclusivity(unchecked) var subscripts: [Function] = []
    @exclusivity(unchecked) var subscriptSetters: [Function] = []
    /// `static subscript(n: Int) -> Planet`: subscripts of the type itself (`Planet[4]`).
    var staticSubscripts: [Function] = []
    var staticSubscriptSetters: [Function] = []
    @exclusivity(unchecked) var staticMethods: [String: [Function]] = [:]
    @exclusivity(unchecked) var staticComputed: [String: Accessors] = [:]
    @exclusivity(unchecked) var staticStored: [String: StaticSlot] = [:]
    @exclusivity(unchecked) var nestedTypes: [String: ScriptType] = [:]

    // Enums.
    @exclusivity(unchecked) var cases: [CaseInfo] = []
    @exclusivity(unchecked) var caseIndex: [String: Int] = [:]
    @exclusivity(unchecked) var hasRawValues = false

    // Protocols: what a conforming type must have.
    @exclusivity(unchecked) var requirements: [(name: String, isMethod: Bool, isStatic: Bool)] = []

    package init(name: String, kind: Kind, module: String) {
        self.name = name; self.kind = kind; self.module = module; self.path = name
    }

    var isValueType: Bool { kind == .structType || kind == .enumType }

    /// A subclass starts with its superclass's stored properties, in order.
    func inherit(from parent: ScriptType) {
        superclass = parent
        (storedNames, storedIndex, storedIsLet) = (parent.storedNames, parent.storedIndex, parent.storedIsLet)
        (storedTypes, storedDefaults, storedHasDefault) = (parent.storedTypes, parent.storedDefaults, parent.storedHasDefault)
        hasStoredDefaults = parent.hasStoredDefaults
        storedTypeNames = parent.storedTypeNames
        storedDeclaredTypes = parent.storedDeclaredTypes
        storedIsOptional = parent.storedIsOptional
        storedOwnership = parent.storedOwnership
        storedIsLazy = parent.storedIsLazy
        observers = parent.observers
    }

    /// The name Swift shows in messages (`Point`, `Action`).
    package var typeName: String { name }

    /// Getter and optional setter of a computed property.
    struct Accessors {
        let get: Function
        let set: Function?
    }

    /// A static stored property: computed on first use, as Swift's are.
    final class StaticSlot {
        var value: Value?
        let initial: Function?
        let isLet: Bool
        /// As declared (`[CurrencyCode: String]`): literals inside become the
        /// program's ExpressibleBy…Literal types.
        var declaredType: TypeRef?
        var initializing = false
        init(initial: Function?, isLet: Bool, declaredType: TypeRef? = nil) {
            self.initial = initial; self.isLet = isLet; self.declaredType = declaredType
        }
    }

    struct CaseInfo {
        let name: String
        /// Labels of its associated values; nil when it has none.
        let labels: [String?]?
        var rawValue: Value?
        /// Which associated values are declared Optional: printed as `Optional(…)`.
        var optionalValues: [Bool] = []
        /// Each associated value's declared type when storing converts (`Double`,
        /// or a type of the program's, which may be made from a literal).
        var convertingTypes: [TypeRef?] = []
        /// Each associated value's declared type (for decoding it).
        var payloadTypes: [TypeRef] = []
        /// Each associated value's literal default, if it has one.
        var defaults: [Value?] = []
    }

    // MARK: - Lookup along the superclass chain and protocol extensions

    /// The protocols' types, to find their extension methods; set by the runtime.
    weak var registry: TypeRegistry?

    /// Every type whose members this type has: itself, its superclasses, then the
    /// protocols it conforms to.
    var lookupChain: [ScriptType] {
        var chain: [ScriptType] = []
        var t: ScriptType? = self
        while let current = t { chain.append(current); t = current.superclass }
        var seen = Set<String>()
        // (The protocols' own protocols too: `MinimumVersionGate: FeatureFlag`.)
        var k = 0
        while k < chain.count {
            for p in chain[k].conformances.sorted() where seen.insert(p).inserted {
                if let proto = registry?.types[p] ?? registry?.standardProtocolExtensions[p] { chain.append(proto) }
            }
            k += 1
        }
        return chain
    }

    /// The first answer along `lookupChain`. The type and its superclasses are
    /// asked without building the chain: a method call usually stops there.
    func firstInChain<T>(protocols: Bool = true, _ answer: (ScriptType) -> T?) -> T? {
        var t: ScriptType? = self
        while let current = t {
            if let v = answer(current) { return v }
            t = current.superclass
        }
        guard protocols, registry != nil else { return nil }
        for p in lookupChain where p.kind == .protocolType && p !== self {
            if let v = answer(p) { return v }
        }
        return nil
    }

    func methodCandidates(_ name: String) -> [Function] {
        firstInChain { t in t.methods[name].flatMap { $0.isEmpty ? nil : $0 } } ?? []
    }

    /// For each stored property, the script type it is declared with when that
    /// type can be made from a literal (ExpressibleBy…Literal), found once all
    /// types are declared.
    func literalFieldTypes(_ rt: Runtime) -> [ScriptType?] {
        if let known = literalFields, known.count == storedTypeNames.count { return known }
        let found: [ScriptType?] = storedTypeNames.map { name in
            guard let name, let t = rt.types.types[name], t.kind == .structType || t.kind == .classType || t.kind == .enumType,
                  (t.initializers + TypeOperations.protocolInitializers(t))
                    .contains(where: { ($0.proto.callLabels.dropFirst().first ?? nil)?.hasSuffix("Literal") == true }) else { return nil }
            return t
        }
        literalFields = found
        return found
    }
    private var literalFields: [ScriptType?]?

    /// Its subscripts, then its superclasses' and its protocols' extensions' (`subscript`
    /// of `extension Container`), nearest first; kept until a type changes.
    var allSubscripts: [Function] {
        if superclass == nil && conformances.isEmpty { return subscripts }
        let generation = qas_method_cache_generation()
        if let (made, list) = cachedSubscripts, made == generation { return list }
        let list = lookupChain.flatMap(\.subscripts)
        cachedSubscripts = (generation, list)
        return list
    }
    @exclusivity(unchecked) private var cachedSubscripts: (Int, [Function])?

    /// Every method of this name along the lookup chain, nearest first.
    func allMethodCandidates(_ name: String) -> [Function] {
        lookupChain.flatMap { $0.methods[name] ?? [] }
    }

    /// Methods of this name the type itself declares (a protocol: its extensions').
    func ownMethodCandidates(_ name: String) -> [Function] { methods[name] ?? [] }

    /// Conforms to `Sequence` (has `makeIterator()`) or is its own iterator (has `next()`).
    var isSequence: Bool { !methodCandidates("makeIterator").isEmpty || !methodCandidates("next").isEmpty }

    func computedProperty(_ name: String) -> Accessors? { firstInChain { $0.computed[name] } }

    func staticMethodCandidates(_ name: String) -> [Function] {
        firstInChain { t in t.staticMethods[name].flatMap { $0.isEmpty ? nil : $0 } } ?? []
    }

    func staticComputedProperty(_ name: String) -> Accessors? { firstInChain { $0.staticComputed[name] } }

    /// Its binary operator functions of this name (`static func + (a: T, b: T)`),
    /// found once per type and kept until a type changes: an operator is
    /// looked for at every use, and operators are few.
    func binaryOperators(_ op: String) -> [Function] {
        let generation = qas_method_cache_generation()
        for entry in operatorCache where entry.generation == generation && entry.op == op { return entry.functions }
        let found = staticMethodCandidates(op).filter { $0.proto.arity == 3 }
        operatorCache.removeAll { $0.op == op || $0.generation != generation }
        operatorCache.append((op, generation, found))
        return found
    }
    @exclusivity(unchecked) private var operatorCache: [(op: String, generation: Int, functions: [Function])] = []

    /// The type's own `static func ==`, as a test collections use (a script
    /// running): nil when it has none and its values compare field by field.
    var ownEquality: ((Value, Value) -> Bool)? {
        guard kind != .builtin, let rt = Runtime.running,
              let fn = staticMethodCandidates("==").first(where: { $0.proto.paramNames.count == 3 }) else { return nil }
        return { [unowned self] a, b in
            do {
                // A static method's first parameter is the type itself.
                guard case .bool(let same) = try rt.call(.function(fn), [.type(self), a, b], at: SourceLocation.native) else { return false }
                return same
            } catch {
                // `==` cannot throw; a fault in it is reported at the next print.
                if rt.descriptionFailure == nil { rt.descriptionFailure = error }
                return false
            }
        }
    }

    func staticSlot(_ name: String) -> StaticSlot? { firstInChain(protocols: false) { $0.staticStored[name] } }

    /// Whether a value of this type is also a `other` (itself, a superclass, or a protocol it conforms to).
    func isSubtype(of other: ScriptType) -> Bool {
        if other.kind == .protocolType { return conforms(to: other.name) }
        var t: ScriptType? = self
        while let current = t {
            if current === other { return true }
            t = current.superclass
        }
        return false
    }

    func conforms(to proto: String) -> Bool {
        var t: ScriptType? = self
        while let current = t {
            if current.conformances.contains(proto) { return true }
            // Protocols that refine others: `protocol A: B`.
            for c in current.conformances {
                if let p = registry?.types[c], p.kind == .protocolType, p !== self, p.conforms(to: proto) { return true }
            }
            t = current.superclass
        }
        return false
    }

    /// All instance member names (for suggestions and completion).
    package var memberNames: [String] {
        var names = Set<String>()
        for t in lookupChain {
            names.formUnion(t.storedNames)
            names.formUnion(t.computed.keys)
            names.formUnion(t.methods.keys)
        }
        if kind == .enumType && hasRawValues { names.insert("rawValue") }
        return names.sorted()
    }

    /// All static member names, with enum cases.
    package var staticMemberNames: [String] {
        var names = Set<String>(cases.map(\.name))
        for t in lookupChain {
            names.formUnion(t.staticStored.keys)
            names.formUnion(t.staticComputed.keys)
            names.formUnion(t.staticMethods.keys)
            names.formUnion(t.nestedTypes.keys)
        }
        if conforms(to: "CaseIterable") { names.insert("allCases") }
        return names.sorted()
    }

    /// `Action.newNote`: the case value (a constant, made once).
    func caseValue(_ index: Int) -> Value {
        if let v = simpleCases[index] { return v }
        let v = Value.instance(Instance.make(type: self, count: 0, caseIndex: index))
        simpleCases[index] = v
        return v
    }
    private var simpleCases: [Int: Value] = [:]

    /// Lets go of the case values made so far (each holds the type): for a type
    /// the registry no longer names, which would otherwise never be freed. They
    /// are made again if asked for.
    func forgetCaseValues() { simpleCases = [:] }

    /// Lets go of what the type keeps that may hold the type itself: its case
    /// values and static properties, and its functions, whose code's inline
    /// caches remember the type they last saw. Only when nothing runs afterwards
    /// (the interpreter is done, or the program is about to run again with new types).
    func releaseValues() {
        simpleCases = [:]
        for s in staticStored.values { s.value = nil }
        staticStored = [:]
        methods = [:]
        staticMethods = [:]
        initializers = []
        subscripts = []
        subscriptSetters = []
        computed = [:]
        staticComputed = [:]
        observers = [:]
        storedDefaults = []
        // The caches no longer keep the functions they found: forget them all.
        qas_method_cache_invalidate()
        nestedTypes.values.forEach { $0.releaseValues() }
    }

    /// The cases' names, for errors.
    var caseList: String { cases.map { "." + $0.name }.joined(separator: ", ") }
}

/// What an instance keeps besides its fields.
package struct InstanceHeader {
    package let type: ScriptType
    /// For an enum value, its case; -1 otherwise.
    let caseIndex: Int
    /// How many fields follow the header.
    let count: Int
    /// While its initialiser runs, its `let` properties may be set.
    var initializing = false
}

/// The value of a script type: its fields, and for an enum its case.
///
/// The fields are stored after the header in the instance's own allocation:
/// one allocation per value, and none of the run-time metadata lookup a
/// separate `[Value]` costs on every allocation.
package final class Instance: ManagedBuffer<InstanceHeader, Value> {
    /// An instance of `type` holding these fields.
    static func make(type: ScriptType, fields: [Value], caseIndex: Int = -1) -> Instance {
        let made = allocate(type, fields.count, caseIndex)
        fields.withUnsafeBufferPointer { if let from = $0.baseAddress { made.first.initialize(from: from, count: $0.count) } }
        return made
    }

    /// An instance of `type` with `count` fields, each nil.
    static func make(type: ScriptType, count: Int, caseIndex: Int = -1) -> Instance {
        let made = allocate(type, count, caseIndex)
        made.first.initialize(repeating: .null, count: count)
        return made
    }

    /// An instance of `type` whose `count` fields the caller initialises,
    /// every one, before anything else can see it (at `fieldBase`).
    static func uninitialized(type: ScriptType, count: Int) -> Instance { allocate(type, count, -1) }

    /// Where the fields lie (they never move while the instance lives), for
    /// initialising an `uninitialized` instance.
    var fieldBase: UnsafeMutablePointer<Value> { first }

    /// Room for the fields, not yet initialised.
    private static func allocate(_ type: ScriptType, _ count: Int, _ caseIndex: Int) -> Instance {
        let buffer = create(minimumCapacity: count) { _ in InstanceHeader(type: type, caseIndex: caseIndex, count: count) }
        return unsafeDowncast(buffer, to: Instance.self)
    }

    deinit {
        if head.pointee.type.runsDeinit, let rt = Runtime.running, !diedHalfMade { runDeinitializers(rt) }
        let n = count
        if n == 0 { return }
        // No look at the fields first for what they hold: the depth count
        // `free` keeps costs less than the look did.
        Trash.free(first, n)
    }

    /// The first field (the fields never move while the instance lives).
    private var first: UnsafeMutablePointer<Value> { withUnsafeMutablePointerToElements { $0 } }

    /// The header, read through its address: `header` itself is a class
    /// property, and each access to it would be checked for exclusivity.
    private var head: UnsafeMutablePointer<InstanceHeader> { withUnsafeMutablePointerToHeader { $0 } }

    package var type: ScriptType { head.pointee.type }
    var caseIndex: Int { head.pointee.caseIndex }
    var count: Int { head.pointee.count }
    var initializing: Bool {
        get { head.pointee.initializing }
        set { head.pointee.initializing = newValue }
    }

    /// Field `i`, read or changed in place. Indices come from the type's own
    /// tables, which never outgrow an instance (checked in debug builds).
    subscript(i: Int) -> Value {
        unsafeAddress { assert(i >= 0 && i < count); return UnsafePointer(first + i) }
        unsafeMutableAddress { assert(i >= 0 && i < count); return first + i }
    }

    /// The fields, copied out (for printing, comparing, hashing).
    var fields: [Value] { Array(UnsafeBufferPointer(start: first, count: count)) }

    var isEnumCase: Bool { caseIndex >= 0 }
    var caseInfo: ScriptType.CaseInfo { type.cases[caseIndex] }
    /// The case's name, for a value of an enum (nil otherwise).
    package var caseName: String? { isEnumCase ? caseInfo.name : nil }
    /// Whether the value holds fields (an enum case: associated values).
    package var hasPayload: Bool { count > 0 }
    func copy() -> Instance {
        let c = Instance.allocate(type, count, caseIndex)
        c.first.initialize(from: first, count: count)
        c.initializing = initializing
        return c
    }
}

/// The types a program declared, by name, and the extensions of built-in types.
package final class TypeRegistry {
    package var types: [String: ScriptType] = [:]
    /// Extensions of `String`, `Int`, `Array`…, by the built-in type's name.
    var builtinExtensions: [String: ScriptType] = [:]
    /// `Int`, `String`… as values (what `Self` is in a static method of their extensions).
    var builtinTypeValues: [String: Value] = [:]
    /// Members of `extension String` and `extension Character`, by the type
    /// that declared them (both extend qas's text; see `CompilerTypes`).
    var textExtensionOrigins: [String: String] = [:]
    /// Built-in types as contexts of implicit members (`builtinContext`).
    var builtinContexts: [String: ScriptType] = [:]
    /// Extensions of the standard library's protocols, by protocol name.
    var standardProtocolExtensions: [String: ScriptType] = [:]
    /// The host's object types scripts may extend (`extension Note`), by the
    /// `typeName` their objects report.
    package var hostTypeNames: Set<String> = []
    /// The `typeName` of a host type's objects, where it is not the type's name
    /// (`UIApplicationShortcutItem` objects say `ShortcutItem`).
    package var hostTypeObjects: [String: String] = [:]
    package init() {}

    /// Lets go of the values types keep (their case values and static
    /// properties hold the type they belong to).
    func release() {
        for t in types.values { t.releaseValues() }
        for t in builtinExtensions.values { t.releaseValues() }
        types = [:]
        builtinExtensions = [:]
        libraryTypes = [:]
        textExtensionOrigins = [:]
    }

    /// Room for `count` more types (a few grow the table for less than the
    /// unspecialised `reserveCapacity` costs).
    func reserve(_ count: Int) {
        if count > 64 { types.reserveCapacity(types.count + count) }
    }

    /// Names a type a program's declaration made. A type declared inside a
    /// function is made again on each call: the one it replaces forgets its case
    /// values (which hold it), so it is freed once nothing else uses it.
    func declare(_ type: ScriptType) {
        // (A nested type of the same name in another type, `A.CodingKeys` after
        // `B.CodingKeys`, only takes the short name: the other lives on in its owner.)
        if let replaced = types.updateValue(type, forKey: type.name), replaced.path == type.path { replaced.forgetCaseValues() }
    }

    /// Every type declared, nested ones too (two types may nest one of the
    /// same name, and only one is found by that name), each once.
    var allTypes: [ScriptType] {
        var found: [ScriptType] = []
        var work = Array(types.values)
        var seen = Set<ObjectIdentifier>()
        while let t = work.popLast() {
            guard seen.insert(ObjectIdentifier(t)).inserted else { continue }
            found.append(t)
            if !t.nestedTypes.isEmpty { work += t.nestedTypes.values }
        }
        return found
    }

    /// Swift's own enums the library registered (`Result`, rounding rules).
    private var libraryTypes: [String: ScriptType] = [:]

    /// The enums of libraries written in Swift (nested ones too: several are
    /// called `Style`) that have a case of this name.
    func libraryEnums(withCase name: String) -> [ScriptType] {
        var found: [ScriptType] = []
        var work = libraryTypes.values.filter { $0.isLibrary && $0.module != "Swift" }
        var seen = Set<ObjectIdentifier>()
        while let t = work.popLast() {
            guard seen.insert(ObjectIdentifier(t)).inserted else { continue }
            if t.kind == .enumType, t.caseIndex[name] != nil { found.append(t) }
            work += t.nestedTypes.values
        }
        return found
    }

    /// Keeps a type a library written in Swift declared, as the library's own.
    func markLibrary(_ name: String, _ type: ScriptType) {
        libraryTypes[name] = type
        for t in [type] + Array(type.nestedTypes.values) { t.isLibrary = true }
    }

    /// Registers one of Swift's enums, each case with these associated-value labels.
    func registerLibraryEnum(_ name: String, cases: [String], labels: [String?]? = nil, module: String = "Swift") {
        let t = ScriptType(name: name, kind: .enumType, module: module)
        t.isLibrary = true
        for (i, c) in cases.enumerated() {
            t.caseIndex[c] = i
            t.cases.append(ScriptType.CaseInfo(name: c, labels: labels, rawValue: nil))
        }
        t.registry = self
        types[name] = t
        libraryTypes[name] = t
    }

    /// Forgets the types a program declared and its extensions, keeping the
    /// library's: a program run again starts from what the library gave it.
    func releaseProgramTypes() {
        for (name, t) in types where libraryTypes[name] !== t { t.releaseValues() }
        for t in builtinExtensions.values { t.releaseValues() }
        types = libraryTypes
        builtinExtensions = [:]
        textExtensionOrigins = [:]
    }

    /// Every enum that has a case of this name (for `.name` without context).
    func enums(withCase name: String) -> [ScriptType] {
        allTypes.filter { $0.kind == .enumType && $0.caseIndex[name] != nil }.sorted { $0.path < $1.path }
    }

    /// The extension type of a built-in type, made on first use.
    /// A stand-in for a built-in type (`Double`, `UInt8`) as the context of an
    /// implicit member (`let x: Double = .pi`); nil for names that are none.
    func builtinContext(_ name: String) -> ScriptType? {
        guard let typeName = TypeRegistry.builtinNames[name] else { return nil }
        if let t = builtinContexts[typeName] { return t }
        let t = ScriptType(name: typeName, kind: .builtin, module: "Swift")
        builtinContexts[typeName] = t
        return t
    }

    /// The members a script's `extension Sequence { … }` (or of another
    /// standard protocol) gives the script types that conform to it.
    func standardProtocolExtension(_ name: String) -> ScriptType {
        if let t = standardProtocolExtensions[name] { return t }
        let t = ScriptType(name: name, kind: .protocolType, module: "Swift")
        t.registry = self
        standardProtocolExtensions[name] = t
        return t
    }

    func extensionOf(builtin name: String) -> ScriptType {
        if let t = builtinExtensions[name] { return t }
        let t = ScriptType(name: name, kind: .builtin, module: "Swift")
        t.registry = self
        builtinExtensions[name] = t
        return t
    }

    /// The names scripts may extend, and what `Value.typeName` calls them.
    static let builtinNames: [String: String] = [
        "String": "String", "Int": "Int", "Double": "Double", "Bool": "Bool", "Array": "Array", "ArraySlice": "ArraySlice",
        "Dictionary": "Dictionary", "Character": "String", "Substring": "String", "Float": "Float", "Decimal": "Decimal",
        "Set": "Set", "Optional": "nil", "Range": "Range", "ClosedRange": "Range", "Sequence": "Array",
        "Collection": "Array",
        "Int8": "Int8", "Int16": "Int16", "Int32": "Int32", "Int64": "Int64",
        "UInt": "UInt", "UInt8": "UInt8", "UInt16": "UInt16", "UInt32": "UInt32", "UInt64": "UInt64",
    ]
}

extension Runtime {
    private static let runningKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The runtime running a script on this thread: printing a value of a type
    /// with a `description` calls script code.
    package static var running: Runtime? {
        get { pthread_getspecific(runningKey).map { Unmanaged<Runtime>.fromOpaque($0).takeUnretainedValue() } }
        set { pthread_setspecific(runningKey, newValue.map { Unmanaged.passUnretained($0).toOpaque() }) }
    }
}

extension Instance {
    /// Whether an initialiser failed (threw, returned nil) before it set every
    /// stored property: Swift frees such an instance without its `deinit`.
    fileprivate var diedHalfMade: Bool {
        guard initializing else { return false }
        for (i, has) in type.storedHasDefault.enumerated() where !has && i < count {
            if case .null = self[i] { return true }
        }
        return false
    }

    /// The `deinit`s of the instance's class and its superclasses, in that order,
    /// as Swift runs them. An error in one cannot reach any caller; it ends that
    /// `deinit` only.
    fileprivate func runDeinitializers(_ rt: Runtime) {
        let me = Value.instance(self)
        var t: ScriptType? = type
        while let current = t {
            if let d = current.deinitializer {
                let saved = rt.save()
                // The instance may be freed by a push overwriting the slot at the
                // top of the stack: the deinit's frame starts above that slot.
                if (try? rt.reserveArguments(2, at: nil)) != nil {
                    rt.top += 1
                    _ = try? rt.callMethodFunction(d, me, Arguments([]), at: SourceLocation.native)
                }
                rt.restore(saved)
            }
            t = current.superclass
        }
    }
}
