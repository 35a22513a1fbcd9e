/// What script types do at run time: making values (initialisers, memberwise
/// initialisers, enum cases), reading and changing members, calling methods
/// (mutating ones write `self` back), static members.
enum TypeOperations {
    /// Marks an argument left out, so the function fills in its default value.
    static let missingArgument = NativeFunction("missing argument") { _, _ in .null }
    /// A `lazy var` not read yet.
    static let lazyPending = NativeFunction("lazy property") { _, _ in .null }
    /// What a failable initialiser's `return nil` returns.
    static let initFailed = NativeFunction("init failed") { _, _ in .null }

    static func fail(_ message: String, _ site: SourceLocation) -> RuntimeError { RuntimeError(message, at: site) }

    // MARK: - Choosing among methods of one name

    /// The function whose labels fit the call: exactly, else by count.
    static func choose(_ candidates: [Function], _ labels: [String?], _ count: Int) -> Function? {
        if candidates.count == 1 { return candidates[0] }
        return candidates.first { fits($0, labels, count, exact: true) } ?? candidates.first { fits($0, labels, count, exact: false) }
    }

    /// The method `name` of `type` that `args` call: among the nearest
    /// declarations, or, when none of those takes these labels, among the
    /// overloads protocol extensions add too (`fetch(where:)` beside `fetch(id:)`).
    static func method(of type: ScriptType, _ name: String, _ args: Arguments) -> Function? {
        var candidates = type.methodCandidates(name)
        if !candidates.isEmpty, !candidates.contains(where: { fits($0, args.labels, args.count, exact: true) }) {
            let all = type.allMethodCandidates(name)
            if all.count > candidates.count { candidates = all }
        }
        return choose(candidates, args)
    }

    /// For each argument of a call with these labels, the script type its
    /// parameter declares (nil where it declares none, or another kind of type);
    /// nil when the function keeps no parameter types.
    /// The script types an initialiser of `type` called with these labels takes:
    /// a declared one's parameters, or the memberwise one's properties.
    static func initializerParameterTypes(_ type: ScriptType, _ labels: [String?], in rt: Runtime) -> [ScriptType?]? {
        if let fn = initializer(for: type, Arguments(Array(repeating: .null, count: labels.count), labels: labels)) {
            return parameterTypes(fn, labels, in: rt, owner: type)
        }
        guard type.kind == .structType else { return nil }
        return labels.map { label in
            guard let label, let i = type.storedIndex[label] else { return nil }
            var name = type.storedTypeNames[i]
            // An array's elements take its element type (`rules: [Rule<Value>]`).
            if name == nil, i < type.storedDeclaredTypes.count, case .array(let e)? = type.storedDeclaredTypes[i]?.unwrapped,
               case .named(let n, _) = e.unwrapped { name = n }
            guard let name else { return nil }
            return type.nestedTypes[name] ?? qualifiedType(name, rt) ?? rt.types.builtinContext(name)
        }
    }

    /// The declared type of each parameter an initialiser call with these
    /// labels gives a value to (a memberwise one's properties), as written.
    static func initializerParameterTypeRefs(_ type: ScriptType, _ labels: [String?], in rt: Runtime) -> [TypeRef?]? {
        if let fn = initializer(for: type, Arguments(Array(repeating: .null, count: labels.count), labels: labels)) {
            let skip = fn.proto.paramNames.first == "self" ? 1 : 0
            let params = Array(fn.proto.callLabels.dropFirst(skip))
            let types = Array(fn.proto.parameterTypes.dropFirst(skip))
            guard types.count == params.count else { return nil }
            var out: [TypeRef?] = []
            var p = 0
            for label in labels {
                while p < params.count, params[p] != label, fn.proto.defaultIndices.contains(p + skip) { p += 1 }
                guard p < params.count else { return nil }
                out.append(types[p])
                p += 1
            }
            return out
        }
        guard type.kind == .structType else { return nil }
        return labels.map { label in
            guard let label, let i = type.storedIndex[label], i < type.storedDeclaredTypes.count else { return nil }
            return type.storedDeclaredTypes[i]
        }
    }

    static func parameterTypes(_ fn: Function, _ labels: [String?], in rt: Runtime, owner: ScriptType? = nil) -> [ScriptType?]? {
        // A method's first parameter is `self`.
        let skip = fn.proto.paramNames.first == "self" ? 1 : 0
        let params = Array(fn.proto.callLabels.dropFirst(skip))
        let types = Array(fn.proto.parameterTypes.dropFirst(skip))
        guard types.count == params.count, !types.isEmpty else { return nil }
        var out: [ScriptType?] = []
        var p = 0
        for label in labels {
            // Parameters with defaults the call leaves out are skipped, as `fits` does.
            while p < params.count, params[p] != label, fn.proto.defaultIndices.contains(p + skip) { p += 1 }
            guard p < params.count else { return nil }
            var found: ScriptType? = nil
            var declared = types[p]?.unwrapped
            // An array's elements take its element type (`rules: [Rule]`).
            if case .array(let e)? = declared { declared = e.unwrapped }
            if case .named(let name, _)? = declared {
                // A nested type's name is the owner's first (`Kind` in Shape is Shape.Kind).
                var nested: ScriptType? = name == "Self" ? owner : nil
                var t = owner
                while let current = t, nested == nil { nested = current.nestedTypes[name]; t = current.superclass }
                found = nested ?? qualifiedType(name, rt) ?? rt.types.builtinContext(name)
            }
            out.append(found)
            p += 1
        }
        return out
    }

    /// The type a written name means: `Kind`, or `Shape.Kind` found
    /// through the types it is nested in.
    static func qualifiedType(_ name: String, _ rt: Runtime) -> ScriptType? {
        if let whole = rt.types.types[name] { return whole }
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count > 1 else { return nil }
        var t = rt.types.types[parts[0]]
        for part in parts.dropFirst() { t = t?.nestedTypes[part] }
        return t ?? rt.types.types[parts[parts.count - 1]]
    }

    /// The function `args` call among `candidates`: one whose labels fit; else
    /// one whose function-typed parameter takes a trailing closure, whatever
    /// that parameter's label (`fetch { … }` is `fetch(where:)`, not `fetch(id:)`).
    static func choose(_ candidates: [Function], _ args: Arguments, hasSelf: Bool = true) -> Function? {
        if candidates.count == 1 { return candidates[0] }
        let exact = candidates.filter { fits($0, args.labels, args.count, exact: true, hasSelf: hasSelf) }
        if exact.count > 1, let rt = Runtime.running {
            // `init(_ n: Int)` beside `init(_ s: String)`: the one whose types take the values.
            for literalsConvert in [false, true] {
                if let f = exact.first(where: { (try? argumentTypesFit($0, args, rt, literalsConvert: literalsConvert)) == true }) { return f }
            }
        }
        if let f = exact.first { return f }
        let last = args.count - 1
        if last >= 0, args.labels[last] == nil, args[last].isCallable {
            for f in candidates {
                let params = f.proto.callLabels.dropFirst(hasSelf ? 1 : 0)
                let types = f.proto.parameterTypes.dropFirst(hasSelf ? 1 : 0)
                guard types.count == params.count else { continue }
                // The last parameter of function type takes it.
                guard let k = types.indices.last(where: { if case .function = types[$0]?.unwrapped { return true }; return false }) else { continue }
                var labels = args.labels
                labels[last] = params[k]
                if fits(f, labels, args.count, exact: true, hasSelf: hasSelf) { return f }
            }
        }
        return candidates.first { fits($0, args.labels, args.count, exact: false, hasSelf: hasSelf) }
    }

    /// Whether `f` takes this many arguments (and, `exact`, with these labels in order).
    static func fits(_ f: Function, _ labels: [String?], _ count: Int, exact: Bool, hasSelf: Bool = true) -> Bool {
        let first = hasSelf ? 1 : 0
        let params = Array(f.proto.callLabels.dropFirst(first))
        // A variadic parameter (`_ elements: Element...`) takes any number of arguments.
        let variadic = f.proto.variadicIndex.map { $0 - first }
        let required = zip(params.indices, params).filter { f.proto.defaultIndices.contains($0.0 + first) == false && $0.0 != variadic }.count
        guard count <= params.count || variadic != nil, count >= required else { return false }
        guard exact else { return true }
        // Given labels must appear in order among the parameters.
        var i = 0
        var k = 0
        while k < labels.count {
            let l = labels[k]
            while i < params.count && params[i] != l {
                if !f.proto.defaultIndices.contains(i + first) && i != variadic { return false }
                i += 1
            }
            if i == params.count { return false }
            if i == variadic { while k + 1 < labels.count && labels[k + 1] == nil { k += 1 } }
            i += 1
            k += 1
        }
        return true
    }

    // MARK: - Calling with self

    /// Calls a method with `self` first. `self` is moved in (so a struct the
    /// method changes is not copied) and written back afterwards, as Swift's
    /// `inout` is, even when the method throws.
    static func callWithSelf(_ rt: Runtime, _ fn: Function, _ selfValue: inout Value, _ args: Arguments,
                             _ site: SourceLocation) throws -> Value {
        let ordered = try Compiler.orderMethodArguments(args, for: fn.proto, site)
        let newBase = try rt.reserveArguments(ordered.count + 1, at: site)
        var moved = Value.null
        swap(&moved, &selfValue)
        rt.push(consume moved)
        for a in ordered { rt.push(a) }
        defer {
            var back = Value.null
            swap(&back, &rt.stack[newBase])
            if case .cell(let c) = back { back = c.value }
            selfValue = back
        }
        let result = try rt.invoke(fn, newBase: newBase, at: site)
        rt.top = newBase
        return result
    }

    // MARK: - Making values

    /// `Point(x: 1, y: 2)`, `Suit(rawValue: "x")`, `Service()`.
    static func construct(_ rt: Runtime, _ type: ScriptType, _ args: Arguments, _ site: SourceLocation) throws -> Value {
        switch type.kind {
        case .protocolType, .builtin:
            throw fail("'\(type.name)' is a protocol; it cannot be made, only conformed to", site)
        case .enumType:
            if type.module == "Swift", type.name == "CharacterSet" { return try Builtins.host(site) { try CharacterSetValue.construct(args) } }
            if type.module == "Swift", type.name == "Result", args.count == 1, args.labels[0] == nil || args.labels[0] == "catching" {
                // `Result { try load() }`: `.success` of what the closure gives, or `.failure` of what it throws.
                do {
                    let v = try rt.call(args[0], [], at: site)
                    return .instance(Instance.make(type: type, fields: [v], caseIndex: 0))
                } catch let error as RuntimeError where error.isCatchable {
                    let thrown = error.thrown ?? .string(error.message)
                    return .instance(Instance.make(type: type, fields: [thrown], caseIndex: 1))
                }
            }
            if let raw = rawValueInit(type, args) { return raw.isInitFailed ? .null : raw }
            if args.count == 1, args.labels[0] == nil, type.hasRawValues, choose(type.initializers, args) == nil,
               let raw = rawValueInit(type, Arguments(args.values, labels: ["rawValue"])) {
                // `Kind.init` as a function (`.flatMap(Kind.init)`): its one initialiser, `init?(rawValue:)`.
                return raw.isInitFailed ? .null : raw
            }
            if let fn = choose(type.initializers, args) {
                var newSelf = Value.null
                let result = try callWithSelf(rt, fn, &newSelf, args, site)
                if result.isInitFailed || newSelf.isInitFailed { return .null }
                guard case .instance(let made) = newSelf, made.type === type else {
                    throw fail("an initializer of enum '\(type.name)' must assign 'self' a case before it returns", site)
                }
                return newSelf
            }
            throw fail("enum '\(type.name)' has no initializer that takes \(describe(args)); use one of its cases: \(type.caseList)", site)
        case .structType, .classType:
            if let fn = initializer(for: type, args) {
                let made = try blank(rt, type, site)
                made.initializing = true
                // `self` holds the only reference, so setting its fields copies nothing.
                var newSelf = Value.instance(consume made)
                let result: Value
                do {
                    result = try callWithSelf(rt, fn, &newSelf, args, site)
                } catch is DelegatedInitFailed {
                    // `super.init(…)` or `self.init(…)` failed: so does this initialiser.
                    return .null
                }
                // A failed init leaves the flag set: the instance may be half made.
                if result.isInitFailed { return .null }
                guard case .instance(let done) = newSelf else { return .null }
                done.initializing = false
                return newSelf
            }
            let instance = try blank(rt, type, site)
            let value = Value.instance(instance)
            if type.kind == .classType || (!type.initializers.isEmpty && !type.keepsMemberwise) {
                guard args.count == 0 else {
                    throw fail("'\(type.name)' has no initializer that takes \(describe(args))", site)
                }
                try checkAllSet(instance, site)
                return value
            }
            return try memberwise(rt, instance, args, site)
        }
    }

    /// `construct` for an initialiser an `InitializerCache` found: the arguments
    /// are evaluated into the new frame, after the slot that `self` takes once
    /// they are (a stored property's default runs after the arguments, as before).
    static func constructDirectly(_ rt: Runtime, _ type: ScriptType, _ fn: Function, _ arguments: [ExprNode],
                                  _ site: SourceLocation) throws -> Value {
        let newBase = try rt.reserveArguments(arguments.count + 1, at: site)
        rt.push(.null)
        for k in arguments.indices { rt.push(try arguments.value(k, rt)) }
        let made = try blank(rt, type, site)
        made.initializing = true
        rt.stack[newBase] = .instance(consume made)
        let result: Value
        do {
            result = try rt.invoke(fn, newBase: newBase, at: site)
        } catch is DelegatedInitFailed {
            // `super.init(…)` failed: so does this initialiser.
            rt.stack[newBase] = .null
            rt.top = newBase
            return .null
        } catch {
            // The half-made instance goes as the error leaves, as in `construct`
            // (its `deinit`, if it runs, prints before a `catch` does).
            rt.stack[newBase] = .null
            throw error
        }
        var made2 = Value.null
        swap(&made2, &rt.stack[newBase])
        if case .cell(let c) = made2 { made2 = c.value }
        rt.top = newBase
        // A failed init leaves the flag set: the instance may be half made.
        if result.isInitFailed { return .null }
        guard let done = made2.unretainedInstance else { return .null }
        done._withUnsafeGuaranteedRef { $0.initializing = false }
        return made2
    }

    /// `Enum(rawValue: x)` when the enum has raw values and no initialiser of its
    /// own takes exactly `rawValue:`: the case, or the failed-init marker.
    static func rawValueInit(_ type: ScriptType, _ args: Arguments) -> Value? {
        guard type.kind == .enumType, type.hasRawValues, args.count == 1, args.labels[0] == "rawValue",
              !type.initializers.contains(where: { Array($0.proto.callLabels.dropFirst()) == ["rawValue"] }) else { return nil }
        if let i = type.cases.firstIndex(where: { $0.rawValue == args[0] }) { return type.caseValue(i) }
        return .native(initFailed)
    }

    /// `v`, a number, string or Bool, made a value of `sample`'s type when that
    /// type is ExpressibleBy…Literal (`temps.contains(18)`); nil otherwise.
    static func literal(_ rt: Runtime, _ v: Value, like sample: Value, _ site: SourceLocation) throws -> Value? {
        guard case .instance(let i) = sample else { return nil }
        return try literal(rt, v, of: i.type, site)
    }

    /// A value of `type` made from the literal value `v` by its
    /// `init(integerLiteral:)` and the like; nil when it has no such initialiser.
    static func literal(_ rt: Runtime, _ v: Value, of type: ScriptType, _ site: SourceLocation) throws -> Value? {
        let label: String
        switch v {
        case .int: label = type.initializers.contains { $0.proto.callLabels.dropFirst().first == "integerLiteral" } ? "integerLiteral" : "floatLiteral"
        case .double: label = "floatLiteral"
        case .string: label = "stringLiteral"
        case .bool: label = "booleanLiteral"
        case .array, .dictionary:
            // `vector == [3, 4]` with Vector ExpressibleByArrayLiteral: the literal is one.
            var collection = "dictionaryLiteral"
            if case .array = v { collection = "arrayLiteral" }
            guard (type.initializers + protocolInitializers(type)).contains(where: { $0.proto.callLabels.dropFirst().first == collection }) else { return nil }
            return try fromLiteral(rt, v, as: type, collection, site)
        default: return nil
        }
        guard type.initializers.contains(where: { $0.proto.callLabels.dropFirst().first == label }) else { return nil }
        let argument = label == "floatLiteral" ? v.asDouble : v
        return try construct(rt, type, Arguments([argument], labels: [label]), site)
    }

    /// A value of `t` made from the literal's value `v` by its `init(arrayLiteral:)`,
    /// `init(dictionaryLiteral:)` and the like (`v` itself when `t` has none).
    /// The elements become the initialiser's element type in turn, so the nested
    /// literals of a JSON-like enum (`["a": ["b"], "c": [:]]`) are its values too.
    static func fromLiteral(_ rt: Runtime, _ v: Value, as t: ScriptType, _ literal: String, _ site: SourceLocation) throws -> Value {
        guard t.kind == .structType || t.kind == .classType || t.kind == .enumType,
              let made = (t.initializers + protocolInitializers(t)).first(where: { $0.proto.callLabels.dropFirst().first == literal }) else { return v }
        // The element type the initialiser declares (`Config...`, `(String, Config)...`).
        var element = made.proto.parameterTypes.count > 1 ? made.proto.parameterTypes[1] : nil
        if case .array(let e)? = element { element = e }
        let values: [Value]
        switch (literal, v) {
        case ("arrayLiteral", .array(let a)):
            values = try a.items.map { try literalElement(rt, $0, element, site) }
        case ("dictionaryLiteral", .dictionary(let d)):
            var pair: [TypeRef?] = [nil, nil]
            if case .tuple(let types, _)? = element?.unwrapped, types.count == 2 { pair = types }
            values = try d.pairs.map { .tuple(Tuple([try literalElement(rt, $0.0, pair[0], site), try literalElement(rt, $0.1, pair[1], site)])) }
        default:
            values = [v]
        }
        let labels: [String?] = values.indices.map { $0 == 0 ? literal : nil }
        if values.isEmpty, t.kind == .enumType {
            // `[:]` for a type with both literal initialisers: this one, with no elements.
            var newSelf = Value.null
            _ = try callWithSelf(rt, made, &newSelf, Arguments([], labels: []), site)
            return newSelf
        }
        return try construct(rt, t, Arguments(values, labels: values.isEmpty ? [] : labels), site)
    }

    /// An element of a literal, made a value of the script type its place declares
    /// when that type can be made from such a literal; otherwise as it is.
    static func literalElement(_ rt: Runtime, _ v: Value, _ type: TypeRef?, _ site: SourceLocation) throws -> Value {
        guard case .named(let name, _)? = type?.unwrapped, let t = qualifiedType(name, rt) else { return v }
        switch v {
        case .array: return try fromLiteral(rt, v, as: t, "arrayLiteral", site)
        case .dictionary: return try fromLiteral(rt, v, as: t, "dictionaryLiteral", site)
        case .int, .double, .string, .bool: return try literal(rt, v, of: t, site) ?? v
        case .null:
            // `"closedOn": nil` in a JSON-like enum that is ExpressibleByNilLiteral.
            guard t.initializers.contains(where: { $0.proto.callLabels.dropFirst().first == "nilLiteral" }) else { return v }
            return try construct(rt, t, Arguments([.tuple(Tuple([]))], labels: ["nilLiteral"]), site)
        default: return v
        }
    }

    /// A value stored in a place of type `t`, with the literals inside it made
    /// values of the script types `t` names there (deep: arrays, dictionaries,
    /// tuples and optionals of them).
    static func literalConformed(_ rt: Runtime, _ v: Value, _ t: TypeRef, _ site: SourceLocation) throws -> Value {
        switch (t, v) {
        case (.optional(let inner), _): return v.isNil ? v : try literalConformed(rt, v, inner, site)
        case (.named(let n, let args), .array(let a)) where (n == "Set" || n == "Swift.Set") && args.count == 1:
            // `Set<UserID>` of `["ann"]`: each element made one, then the set.
            return Builtins.makeSet(try a.items.map { try literalConformed(rt, $0, args[0], site) })
        case (.named(let n, let args), .set(let d)) where (n == "Set" || n == "Swift.Set") && args.count == 1:
            return Builtins.makeSet(try d.keys.map { try literalConformed(rt, $0, args[0], site) })
        case (.named, _): return try literalElement(rt, v, t, site)
        case (.array(let e), .array(let a)): return .array(try a.items.map { try literalConformed(rt, $0, e, site) })
        case (.dictionary(let k, let e), .dictionary(let d)):
            return .dictionary(OrderedDictionary(try d.pairs.map { (try literalConformed(rt, $0.0, k, site), try literalConformed(rt, $0.1, e, site)) }))
        case (.tuple(let types, let labels), .tuple(let tuple)) where types.count == tuple.items.count:
            let items = try zip(types, tuple.items).map { try literalConformed(rt, $1, $0, site) }
            return .tuple(Tuple(items, labels: labels.contains { $0 != nil } ? labels : tuple.labels))
        default: return v
        }
    }

    /// Whether a declared type holds, at any depth, a program type that is
    /// ExpressibleBy…Literal (so a literal stored there is made one).
    static func nestsLiteralType(_ rt: Runtime, _ t: TypeRef) -> Bool {
        switch t {
        case .named(let n, let args):
            if (n == "Set" || n == "Swift.Set"), args.count == 1 { return nestsLiteralType(rt, args[0]) }
            guard let type = rt.types.types[n] else { return false }
            return type.kind != .builtin && type.conformances.contains(where: { $0.hasPrefix("ExpressibleBy") })
        case .array(let e), .optional(let e): return nestsLiteralType(rt, e)
        case .dictionary(let k, let v): return nestsLiteralType(rt, k) || nestsLiteralType(rt, v)
        case .tuple(let items, _): return items.contains { nestsLiteralType(rt, $0) }
        case .function: return false
        }
    }

    /// The initialisers the extensions of a type's protocols declare.
    static func protocolInitializers(_ type: ScriptType) -> [Function] {
        guard !type.conformances.isEmpty else { return [] }
        return type.lookupChain.filter { $0.kind == .protocolType && $0 !== type }.flatMap(\.initializers)
    }

    /// Whether `type(…)` with these argument labels makes a value: an
    /// initialiser of its takes them, or a struct's memberwise one does.
    static func accepts(_ type: ScriptType, _ labels: [String?]) -> Bool {
        switch type.kind {
        case .structType, .classType, .enumType:
            var t: ScriptType? = type
            while let c = t {
                if c.initializers.contains(where: { fits($0, labels, labels.count, exact: true) }) { return true }
                t = c.kind == .classType ? c.superclass : nil
            }
            if type.kind == .enumType { return type.hasRawValues && labels == ["rawValue"] }
            guard type.kind == .structType, type.initializers.isEmpty else { return false }
            return labels.allSatisfy { $0.map { type.storedIndex[$0] != nil } ?? false }
        default:
            return false
        }
    }

    /// The initialiser a call means, looking up the superclasses of a class
    /// that declares none of its own.
    static func initializer(for type: ScriptType, _ args: Arguments) -> Function? {
        // An initialiser a protocol extension gives (`init(arrayLiteral:)` of an
        // OptionSet) where none of the type's own takes these labels.
        if type.kind != .classType, !type.initializers.contains(where: { fits($0, args.labels, args.count, exact: true) }),
           let f = protocolInitializers(type).first(where: { fits($0, args.labels, args.count, exact: true) }) {
            return f
        }
        var t: ScriptType? = type
        if type.keepsMemberwise {
            // Its extensions' initialisers where the labels fit one; `Money(5)` of
            // an ExpressibleByIntegerLiteral type is the literal's; else the memberwise one.
            let fitting = type.initializers.filter { fits($0, args.labels, args.count, exact: true) }
            if !fitting.isEmpty { return choose(fitting, args) }
            guard args.count == 1, args.labels[0] == nil else { return nil }
            let literal: String
            switch args[0] {
            case .int: literal = "integerLiteral"
            case .double: literal = "floatLiteral"
            case .string: literal = "stringLiteral"
            case .bool: literal = "booleanLiteral"
            default: return nil
            }
            return type.initializers.first { $0.proto.callLabels.dropFirst().first == literal }
        }
        while let current = t {
            if !current.initializers.isEmpty {
                if let f = choose(current.initializers, args) { return f }
                // A class inherits its superclass's convenience initialisers
                // (`init()` that calls `self.init(name:)`) with its designated ones.
                guard current.kind == .classType, current.superclass != nil else { return nil }
            }
            guard current.kind == .classType else { return nil }
            t = current.superclass
        }
        return nil
    }

    /// An instance with every stored property at its default (or nil).
    static func blank(_ rt: Runtime, _ type: ScriptType, _ site: SourceLocation) throws -> Instance {
        let instance = Instance.make(type: type, count: type.storedNames.count)
        guard type.hasStoredDefaults else { return instance }
        for (i, d) in type.storedDefaults.enumerated() {
            guard let d else { continue }
            if type.storedIsLazy[i] { instance[i] = .native(lazyPending); continue }
            let v = try rt.call(.function(d), argument: .instance(instance), at: site)
            instance[i] = WeakReference.store(try type.storedTypes[i]?.conform(v) ?? v, type.storedOwnership[i])
        }
        return instance
    }

    /// Swift's memberwise initialiser: every stored property by its label, in
    /// order; those with a default may be left out.
    private static func memberwise(_ rt: Runtime, _ instance: Instance, _ args: Arguments, _ site: SourceLocation) throws -> Value {
        let type = instance.type
        var next = 0
        for (value, label) in zip(args.values, args.labels) {
            let index: Int
            var value = value
            if let label, type.storedIndex[label] == nil, let i = type.storedIndex["_" + label],
               let wrap = type.staticMethodCandidates("__wrap_" + label).first {
                // `Volume(level: 3)` for `@Clamped(0...10) var level`: the wrapper made of the value.
                guard i >= next else { throw fail("argument '\(label)' must come before '\(type.storedNames[next - 1])'", site) }
                for skipped in next..<i where !type.storedHasDefault[skipped] {
                    throw fail("missing argument for parameter '\(type.storedNames[skipped])' in call to '\(type.name)'", site)
                }
                instance[i] = try rt.call(.function(wrap), [.type(type), value], at: site)
                next = i + 1
                continue
            }
            if let label {
                guard let i = type.storedIndex[label] else {
                    var message = "'\(type.name)' has no property '\(label)' to initialize"
                    if let s = Suggestion.closest(to: label, in: type.storedNames) { message += "; did you mean '\(s)'?" }
                    throw fail(message, site)
                }
                guard i >= next else { throw fail("argument '\(label)' must come before '\(type.storedNames[next - 1])'", site) }
                index = i
            } else {
                guard next < type.storedNames.count else {
                    throw fail("'\(type.name)(…)' takes \(type.storedNames.count) argument\(type.storedNames.count == 1 ? "" : "s") but was given \(args.count)", site)
                }
                index = next
            }
            for skipped in next..<index where !type.storedHasDefault[skipped] {
                throw fail("missing argument for parameter '\(type.storedNames[skipped])' in call to '\(type.name)'", site)
            }
            // `Song(start: 5)` with `let start: BottleCount`, an ExpressibleByIntegerLiteral type.
            if value.isLiteralScalar, let literalType = type.literalFieldTypes(rt)[index],
               let made = try literal(rt, value, of: literalType, site) {
                value = made
            } else if case .array = value, let literalType = type.literalFieldTypes(rt)[index] {
                // `flags: []` for an OptionSet property.
                value = try fromLiteral(rt, value, as: literalType, "arrayLiteral", site)
            } else if case .dictionary = value, let literalType = type.literalFieldTypes(rt)[index] {
                value = try fromLiteral(rt, value, as: literalType, "dictionaryLiteral", site)
            } else if case .array = value, index < type.storedDeclaredTypes.count, let declared = type.storedDeclaredTypes[index],
                      nestsLiteralType(rt, declared) {
                // `P(known: ["ann", "bob"])` with `let known: Set<UserID>`: each element a UserID.
                value = try literalConformed(rt, value, declared, site)
            }
            instance[index] = WeakReference.store(try type.storedTypes[index]?.conform(value) ?? value, type.storedOwnership[index])
            next = index + 1
        }
        for skipped in next..<type.storedNames.count where !type.storedHasDefault[skipped] {
            throw fail("missing argument for parameter '\(type.storedNames[skipped])' in call to '\(type.name)'", site)
        }
        return .instance(instance)
    }

    private static func checkAllSet(_ instance: Instance, _ site: SourceLocation) throws {
        for (i, has) in instance.type.storedHasDefault.enumerated() where !has {
            throw fail("'\(instance.type.name)' needs an initializer: property '\(instance.type.storedNames[i])' has no default value", site)
        }
    }

    static func describe(_ args: Arguments) -> String {
        if args.count == 0 { return "no arguments" }
        return "(" + args.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// `Shape.circle(radius: 2)`: the case with its associated values.
    /// The literal protocol a plain value could have been written as (`"5.00"`
    /// a string literal), for a place of a type made from literals.
    static func literalKind(_ v: Value) -> String? {
        switch v {
        case .string: return "stringLiteral"
        case .int: return "integerLiteral"
        case .double: return "floatLiteral"
        case .bool: return "booleanLiteral"
        default: return nil
        }
    }

    static func makeCase(_ type: ScriptType, _ index: Int, _ args: Arguments, _ site: SourceLocation) throws -> Value {
        let info = type.cases[index]
        let labels = info.labels ?? []
        var args = args
        if args.count < labels.count, info.defaults.contains(where: { $0 != nil }) {
            // `.toggle(title: "Wi-Fi", key: "wifi")` of `case toggle(title:key:dependsOn: String? = nil)`.
            var values: [Value] = [], given: [String?] = []
            var k = 0
            for (i, label) in labels.enumerated() {
                if k < args.count, args.labels[k] == label || (args.labels[k] == nil && label == nil) {
                    values.append(args[k]); given.append(label); k += 1
                } else if i < info.defaults.count, let d = info.defaults[i] {
                    values.append(d); given.append(label)
                } else if k < args.count {
                    values.append(args[k]); given.append(args.labels[k]); k += 1
                }
            }
            if k == args.count { args = Arguments(values, labels: given) }
        }
        guard args.count == labels.count else {
            throw fail("case '\(info.name)' of \(type.name) takes \(labels.count) associated value\(labels.count == 1 ? "" : "s") but was given \(args.count)", site)
        }
        for (given, expected) in zip(args.labels, labels) where given != nil && given != expected {
            throw fail("case '\(info.name)' of \(type.name) expects \(labels.map { ($0 ?? "_") + ":" }.joined()), not '\(given!):'", site)
        }
        var fields = args.values
        // `case circle(radius: Double)` made with `.circle(radius: 2)` holds 2.0.
        for (i, t) in info.convertingTypes.enumerated() where i < fields.count {
            guard let t else { continue }
            if TypeRef.mayConform(fields[i]) { fields[i] = try t.conform(fields[i]) }
            // `.fixedOff("5.00")` of `case fixedOff(Money)` with an ExpressibleByStringLiteral Money.
            if case .named(let n, _) = t.unwrapped, let literal = literalKind(fields[i]), let rt = Runtime.running,
               let made = qualifiedType(n, rt), made.conformances.contains(where: { $0.hasPrefix("ExpressibleBy") }) {
                fields[i] = try fromLiteral(rt, fields[i], as: made, literal, site)
            }
        }
        return .instance(Instance.make(type: type, fields: fields, caseIndex: index))
    }

    // MARK: - Members of values

    static func member(_ rt: Runtime, _ instance: Instance, _ name: String, _ site: SourceLocation) throws -> Value {
        let type = instance.type
        if let i = type.storedIndex[name] {
            if case .native(let f) = instance[i], f === lazyPending { return try computeLazy(rt, instance, i, site) }
            if type.storedOwnership[i] != .strong { return try WeakReference.load(instance[i], name, site) }
            return instance[i]
        }
        if let c = type.computedProperty(name) {
            return try rt.call(.function(c.get), [.instance(instance)], at: site)
        }
        if instance.isEnumCase {
            if name == "rawValue", let raw = instance.caseInfo.rawValue { return raw }
            if name == "stringValue" || name == "intValue", type.conforms(to: "CodingKey"), type.computedProperty(name) == nil {
                // A coding key's name (its raw String, else its case's name), and its Int raw value.
                let raw = instance.caseInfo.rawValue
                if name == "intValue" { if case .int? = raw { return raw! } else { return .null } }
                if case .string? = raw { return raw! }
                return .string(instance.caseInfo.name)
            }
            // `.0` or a label of the associated values.
            if let labels = instance.caseInfo.labels {
                if let i = Int(name), i < instance.count { return instance[i] }
                if let i = labels.firstIndex(of: name) { return instance[i] }
            }
        }
        if name == "hashValue" { return .int(Value.instance(instance).hashValue) }
        if name == "localizedDescription", type.conforms(to: "Error") || type.conforms(to: "LocalizedError") {
            return .string(try localizedDescription(rt, instance, site))
        }
        let methods = type.methodCandidates(name)
        if let fn = methods.first {
            // A method used as a value: bound to this instance.
            let bound = Value.instance(instance)
            return .native(NativeFunction(name) { args, rt in
                try rt.callMethodFunction(fn, bound, args, at: site)
            })
        }
        // A sequence's default: 0 unless it is a collection, whose count it is.
        if name == "underestimatedCount", type.isSequence {
            guard type.conforms(to: "Collection") else { return .int(0) }
            return .int(try Builtins.scriptIterator(rt, .instance(instance), site)!.all().count)
        }
        throw noMember(type, name, site, method: false)
    }

    /// `error.localizedDescription`: a LocalizedError's `errorDescription`, or
    /// the standard sentence naming the type and its code — an enum's case
    /// number, counting cases with associated values first, as Swift numbers them.
    static func localizedDescription(_ rt: Runtime, _ instance: Instance, _ site: SourceLocation) throws -> String {
        let type = instance.type
        if let c = type.computedProperty("errorDescription"),
           case .string(let text) = try rt.call(.function(c.get), [.instance(instance)], at: site) {
            return text
        }
        var code = 1
        if instance.isEnumCase {
            let withValues = type.cases.indices.filter { !(type.cases[$0].labels ?? []).isEmpty }
            let plain = type.cases.indices.filter { (type.cases[$0].labels ?? []).isEmpty }
            code = (withValues + plain).firstIndex(of: instance.caseIndex) ?? 0
        }
        return "The operation could not be completed. (\(type.module).\(type.path) error \(code).)"
    }

    /// A lazy property's value, computed from its default on first read and kept.
    static func computeLazy(_ rt: Runtime, _ instance: Instance, _ i: Int, _ site: SourceLocation) throws -> Value {
        guard let d = instance.type.storedDefaults[i] else { return .null }
        instance[i] = .null
        let v = try rt.call(.function(d), [.instance(instance)], at: site)
        instance[i] = try instance.type.storedTypes[i]?.conform(v) ?? v
        return instance[i]
    }

    static func noMember(_ type: ScriptType, _ name: String, _ site: SourceLocation, method: Bool) -> RuntimeError {
        var message = "value of type \(type.name) has no \(method ? "method" : "member") '\(name)'"
        if let s = Suggestion.closest(to: name, in: type.memberNames) { message += "; did you mean '\(s)'?" }
        return fail(message, site)
    }

    /// Changes a member in place: a field (the instance copied first if a struct
    /// value shares it), or a computed property through its getter and setter
    /// (only its setter when `replacing`: a plain assignment reads nothing, as in Swift).
    static func modifyMember(_ rt: Runtime, _ container: inout Value, _ name: String, _ site: SourceLocation,
                             cache: FieldWriteCache? = nil, observed: Bool = true, replacing: Bool = false,
                             _ body: (inout Value) throws -> Value) throws -> Value {
        // An object stays where it is: what its setters and observers run may read
        // it there (a global `store` read in its own property's `didSet`).
        if case .instance(let object) = container, object.type.kind == .classType {
            var box = object
            return try modifyMember(rt, &box, name, site, cache: cache, observed: observed, replacing: replacing, body)
        }
        // A struct is moved out without a retain, so a lone owner sees the box unique.
        guard var box = withUnsafeMutablePointer(to: &container, Value.takeInstance) else { return .null }
        if !isKnownUniquelyReferenced(&box) { box = box.copy() }
        defer { container = .instance(box) }
        return try modifyMember(rt, &box, name, site, cache: cache, observed: observed, replacing: replacing, body)
    }

    /// `modifyMember` on the instance itself (copied first if it is a shared struct).
    private static func modifyMember(_ rt: Runtime, _ box: inout Instance, _ name: String, _ site: SourceLocation,
                                     cache: FieldWriteCache?, observed: Bool, replacing: Bool,
                                     _ body: (inout Value) throws -> Value) throws -> Value {
        let type = box.type
        if let cache, let i = cache.plainIndex(of: box) {
            // A plain field of the type this site saw before: no lookup, no checks.
            let result = try body(&box[i])
            if TypeRef.mayConform(box[i]), let t = type.storedTypes[i] { box[i] = try t.conform(box[i]) }
            return result
        }
        if let i = type.storedIndex[name] {
            if case .native(let f) = box[i], f === lazyPending { _ = try computeLazy(rt, box, i, site) }
            if type.storedIsLet[i] && !box.initializing {
                // A `let` holding an object may have the object's own members
                // changed (`service.handler = x`); only replacing it is refused.
                let before = box[i]
                guard before.isObjectReference else {
                    throw fail("cannot assign to property: '\(name)' is a 'let' constant", site)
                }
                var after = before
                let result = try body(&after)
                guard Compiler.sameReference(after, before) else {
                    throw fail("cannot assign to property: '\(name)' is a 'let' constant", site)
                }
                return result
            }
            let ownership = type.storedOwnership[i]
            if ownership != .strong {
                // `weak`/`unowned`: the object is changed as read, and held weakly again.
                let old = try WeakReference.load(box[i], name, site)
                var new = old
                let result = try body(&new)
                let observers = observed ? type.observers[i] : nil
                if let w = observers?.willSet { _ = try callAccessor(rt, w, &box, [new], site) }
                box[i] = WeakReference.store(new, ownership)
                if let d = observers?.didSet { _ = try callAccessor(rt, d, &box, [old], site) }
                return result
            }
            guard let observers = type.observers[i], observed, !isObserving(rt, box, i) else {
                let result = try body(&box[i])
                if TypeRef.mayConform(box[i]), let t = type.storedTypes[i] { box[i] = try t.conform(box[i]) }
                return result
            }
            let old = box[i]
            var new = old
            let result = try body(&new)
            if let t = type.storedTypes[i] { new = try t.conform(new) }
            rt.runningObservers.append((ObjectIdentifier(type), i, type.kind == .classType ? ObjectIdentifier(box) : nil))
            defer { rt.runningObservers.removeLast() }
            if let w = observers.willSet { _ = try callAccessor(rt, w, &box, [new], site) }
            box[i] = new
            if let d = observers.didSet { _ = try callAccessor(rt, d, &box, [old], site) }
            return result
        }
        if let c = type.computedProperty(name) {
            guard let setter = c.set else {
                throw fail("cannot assign to property: '\(name)' is a get-only property", site)
            }
            var v = replacing ? .null : try rt.call(.function(c.get), [.instance(box)], at: site)
            let result = try body(&v)
            _ = try callAccessor(rt, setter, &box, [v], site)
            return result
        }
        throw noMember(type, name, site, method: false)
    }

    /// Whether field `i` of `box` is being assigned inside its own observer.
    private static func isObserving(_ rt: Runtime, _ box: Instance, _ i: Int) -> Bool {
        guard !rt.runningObservers.isEmpty else { return false }
        let type = ObjectIdentifier(box.type)
        let object = box.type.kind == .classType ? ObjectIdentifier(box) : nil
        return rt.runningObservers.contains { $0.type == type && $0.field == i && $0.object == object }
    }

    /// Calls a setter or observer, which may change `self` (a struct's).
    private static func callAccessor(_ rt: Runtime, _ fn: Function, _ box: inout Instance, _ args: [Value],
                                     _ site: SourceLocation) throws -> Value {
        var newSelf = Value.instance(box)
        defer { if case .instance(let updated) = newSelf { box = updated } }
        do {
            return try callWithSelf(rt, fn, &newSelf, Arguments(args), site)
        } catch {
            // The trace names the assignment that ran the observer.
            throw Runtime.addingSite(error, site)
        }
    }

    // MARK: - Methods

    /// Calls `name` on an instance that is not stored anywhere it could be
    /// written back to: a mutating method's changes are lost, as on a temporary.
    static func callMethod(_ rt: Runtime, _ receiver: Value, _ instance: Instance, _ name: String, _ args: Arguments,
                           _ site: SourceLocation) throws -> Value {
        if instance.type.module == "Swift", instance.type.name == "Result", let r = try resultMethod(rt, instance, name, args, site) {
            return r
        }
        guard let fn = method(of: instance.type, name, args) else {
            // A sequence of the script's: the sequence methods, reading its iterator.
            if instance.type.isSequence, instance.type.methodCandidates(name).isEmpty,
               let r = try Builtins.iteratedSequenceMethod(rt, { try Builtins.scriptIterator(rt, receiver, site)! }, name, args, site) {
                return r
            }
            // A value without a `map` of its own: Optional's map applies to it.
            if name == "map" || name == "flatMap", args.count == 1, args.labels[0] == nil, instance.type.methodCandidates(name).isEmpty {
                return try rt.call(args[0], argument: receiver, at: site)
            }
            // A stored closure called like a method: `handler()` (a lazy one is made first).
            if instance.type.storedIndex[name] != nil {
                return try Compiler.callValue(rt, try member(rt, instance, name, site), args.values, args.labels, site)
            }
            if instance.type.computedProperty(name) != nil {
                return try Compiler.callValue(rt, try member(rt, instance, name, site), args.values, args.labels, site)
            }
            if instance.type.methodCandidates(name).isEmpty { throw noMember(instance.type, name, site, method: true) }
            throw fail("no method '\(name)' of \(instance.type.name) takes \(describe(args))", site)
        }
        return try rt.callMethodFunction(fn, receiver, args, at: site)
    }

    /// Swift's `Result`: `get()`, `map`, `flatMap`, `mapError`, `flatMapError`.
    static func resultMethod(_ rt: Runtime, _ r: Instance, _ name: String, _ args: Arguments, _ site: SourceLocation) throws -> Value? {
        let success = r.caseIndex == 0
        switch (name, args.count) {
        case ("get", 0):
            // The success value, or the failure thrown.
            if success { return r[0] }
            var e = RuntimeError(r[0].description, at: site, kind: .thrown)
            e.thrown = r[0]
            throw e
        case ("map", 1), ("mapError", 1):
            guard success == (name == "map") else { return .instance(r) }
            let v = try rt.call(args[0], argument: r[0], at: site)
            return .instance(Instance.make(type: r.type, fields: [v], caseIndex: r.caseIndex))
        case ("flatMap", 1), ("flatMapError", 1):
            guard success == (name == "flatMap") else { return .instance(r) }
            return try rt.call(args[0], argument: r[0], at: site)
        default:
            return nil
        }
    }

    /// The method a call on a struct means, when it is mutating.
    static func mutatingMethod(_ instance: Instance, _ name: String, _ args: Arguments) -> Function? {
        guard instance.type.kind != .classType, let fn = method(of: instance.type, name, args), fn.proto.isMutating else { return nil }
        return fn
    }

    /// The subscript `x[i]` or `x[i, j]` means, and its arguments (`extra`:
    /// parameters after the index, as a setter's new value).
    static func subscriptCall(_ candidates: [Function], _ index: Value, _ type: ScriptType, _ site: SourceLocation,
                              extra: Int = 0) throws -> (Function, Arguments) {
        var args = Arguments([index])
        if case .tuple(let t) = index, t.items.count > 1 || t.labels.contains(where: { $0 != nil }) {
            args = Arguments(t.items, labels: t.labels)
        }
        // Exactly as many parameters first; then one whose defaults fill the rest
        // (`self[i]` of `subscript(index: Int, fallback: String = "x")`); a
        // variadic one (`subscript(indices: Int...)`) last.
        var fitting = candidates.filter { $0.proto.arity - 1 - extra == args.count && $0.proto.variadicIndex == nil }
        if fitting.isEmpty {
            fitting = candidates.filter { fn in
                let total = fn.proto.arity - 1 - extra
                return fn.proto.variadicIndex == nil && args.count < total && args.count >= total - fn.proto.defaultIndices.count
            }
        }
        if fitting.isEmpty { fitting = candidates.filter { $0.proto.arity - 1 - extra == args.count || $0.proto.variadicIndex != nil } }
        // `grid[safe: x, y]` beside `grid[x, y]`: the subscript whose labels match.
        let allLabelled = fitting.filter { fn in
            let labels = Array(fn.proto.callLabels.dropFirst().prefix(args.count))
            return labels.count == args.count && zip(labels, args.labels).allSatisfy { $0 == $1 }
        }
        var labelled = allLabelled.first
        if allLabelled.count > 1 {
            // `s[1..<3]` beside `s[1]`: the one whose parameter types the index fits.
            let matching = allLabelled.filter { fn in
                zip(fn.proto.parameterTypes.suffix(args.count), args.values).allSatisfy { t, v in t.map { fits(v, $0) } ?? true }
            }
            if matching.count == 1 { labelled = matching[0] }
        }
        guard let fn = labelled ?? fitting.first ?? candidates.first else {
            throw fail("value of type \(type.name) cannot be subscripted; give it a 'subscript'", site)
        }
        if fn.proto.arity - 1 - extra != args.count, args.count > 1, fn.proto.variadicIndex == nil, fn.proto.defaultIndices.isEmpty {
            // One tuple parameter: pass the tuple itself.
            args = Arguments([index])
        }
        return (fn, args)
    }

    /// Whether a value may be of a declared type, as far as its form shows (a
    /// type of the program's, or one qas cannot tell, fits anything).
    static func fits(_ v: Value, _ t: TypeRef) -> Bool {
        guard case .named(let name, _) = t else { return true }
        switch name {
        case "Int": if case .int = v { return true } else { return false }
        case "Double": if case .double = v { return true } else { if case .int = v { return true }; return false }
        case "String": if case .string = v { return true } else { return false }
        case "Bool": if case .bool = v { return true } else { return false }
        case "Range", "ClosedRange", "PartialRangeFrom", "PartialRangeUpTo", "PartialRangeThrough":
            switch v { case .range, .closedRange: return true; default: return false }
        default: return true
        }
    }

    // MARK: - Static members

    static func staticMember(_ rt: Runtime, _ type: ScriptType, _ name: String, _ site: SourceLocation) throws -> Value {
        if let i = type.caseIndex[name] {
            if type.cases[i].labels == nil { return type.caseValue(i) }
            return .native(NativeFunction("\(type.name).\(name)") { args, _ in try makeCase(type, i, args, site) })
        }
        if let slot = type.staticSlot(name) { return try staticValue(rt, type, name, slot, site) }
        if let c = type.staticComputedProperty(name) { return try rt.call(.function(c.get), [.type(type)], at: site) }
        if let nested = type.nestedTypes[name] { return .type(nested) }
        // `Self.max` in `extension FixedWidthInteger` run for an Int8: the built-in type's own.
        if type.kind == .builtin, let v = NumericLibrary.staticMember(type.name, name) { return v }
        if name == "allCases", type.kind == .enumType {
            return .array((0..<type.cases.count).map { type.caseValue($0) })
        }
        if name == "init" {
            return .native(NativeFunction("\(type.name).init") { args, rt in try construct(rt, type, args, site) })
        }
        if name == "self" { return .type(type) }
        let methods = type.staticMethodCandidates(name)
        if !methods.isEmpty {
            return .native(NativeFunction("\(type.name).\(name)") { args, rt in
                guard let fn = choose(methods, args.labels, args.count) else {
                    throw fail("no static method '\(name)' of \(type.name) takes \(describe(args))", site)
                }
                return try rt.callMethodFunction(fn, staticSelf(rt, type), args, at: site)
            })
        }
        if !type.methodCandidates(name).isEmpty {
            // `Point.distance`: an instance method not yet applied, a function of
            // the instance that gives the method bound to it.
            return .native(NativeFunction("\(type.name).\(name)", arity: 1...1) { args, rt in
                guard case .instance(let i) = args[0], i.type.isSubtype(of: type) else {
                    throw NativeError("\(type.name).\(name) takes a \(type.name), not \(args[0].typeName)")
                }
                return try Builtins.member(rt, args[0], name, site)
            })
        }
        throw noStaticMember(type, name, site)
    }

    static func noStaticMember(_ type: ScriptType, _ name: String, _ site: SourceLocation) -> RuntimeError {
        if type.kind == .enumType {
            var message = "enum '\(type.name)' has no case '\(name)'"
            if let s = Suggestion.closest(to: name, in: type.staticMemberNames) { message += "; did you mean '\(s)'?" }
            return fail(message + "; its cases are \(type.caseList)", site)
        }
        var message = "type '\(type.name)' has no static member '\(name)'"
        if let s = Suggestion.closest(to: name, in: type.staticMemberNames) { message += "; did you mean '\(s)'?" }
        return fail(message, site)
    }

    /// A static stored property, computed on first use.
    static func staticValue(_ rt: Runtime, _ type: ScriptType, _ name: String, _ slot: ScriptType.StaticSlot,
                            _ site: SourceLocation) throws -> Value {
        if let v = slot.value { return v }
        guard let initial = slot.initial else { return .null }
        if slot.initializing { throw fail("static property '\(type.name).\(name)' is used while it is being initialized", site) }
        slot.initializing = true
        defer { slot.initializing = false }
        var v = try rt.call(.function(initial), [.type(type)], at: site)
        if let t = slot.declaredType, nestsLiteralType(rt, t) { v = try literalConformed(rt, v, t, site) }
        slot.value = v
        return v
    }

    static func setStatic(_ rt: Runtime, _ type: ScriptType, _ name: String, _ value: Value, _ site: SourceLocation) throws {
        if let slot = type.staticSlot(name) {
            if slot.isLet { throw fail("cannot assign to property: '\(name)' is a 'let' constant", site) }
            slot.value = value
            return
        }
        if let c = type.staticComputedProperty(name) {
            guard let set = c.set else { throw fail("cannot assign to property: '\(name)' is a get-only property", site) }
            _ = try rt.call(.function(set), [.type(type), value], at: site)
            return
        }
        throw noStaticMember(type, name, site)
    }

    /// Calls a static method: `Type.make(…)`.
    /// `self` in a static method: the type; in `extension Int`, `Int` itself
    /// (so that `Self(x)` and `Self.max` mean what they do on `Int`).
    static func staticSelf(_ rt: Runtime, _ type: ScriptType) -> Value {
        type.kind == .builtin ? rt.types.builtinTypeValues[type.name] ?? .type(type) : .type(type)
    }

    static func callStatic(_ rt: Runtime, _ type: ScriptType, _ name: String, _ args: Arguments, _ site: SourceLocation) throws -> Value {
        if name == "init" { return try construct(rt, type, args, site) }
        let methods = type.staticMethodCandidates(name)
        if !methods.isEmpty {
            // (Overloads told apart by their parameters' types: `buildExpression(_: Int)`.)
            let fitting = methods.count > 1 ? methods.filter { fits($0, args.labels, args.count, exact: true) } : methods
            guard let fn = fitting.count > 1 ? choose(fitting, args) : choose(methods, args.labels, args.count) else {
                throw fail("no static method '\(name)' of \(type.name) takes \(describe(args))", site)
            }
            return try rt.callMethodFunction(fn, staticSelf(rt, type), args, at: site)
        }
        let v = try staticMember(rt, type, name, site)
        return try Compiler.callValue(rt, v, args.values, args.labels, site)
    }

    // MARK: - Operators a type defines

    /// `static func == (a: T, b: T) -> Bool` and friends, when a type has one.
    /// Among several (`Vector * Int`, `Vector * Vector`), the one whose declared
    /// parameter types take the operands.
    static func customOperator(_ rt: Runtime, _ op: String, _ a: Value, _ b: Value, _ site: SourceLocation) throws -> Value? {
        // `host == nil`: Optional's `==`, which never calls the type's own.
        if op == "==" || op == "!=", a.isNil || b.isNil { return nil }
        if case .instance(let i) = a, let r = try customOperator(rt, i.type, op, a, b, site) { return r }
        if case .instance(let i) = b, let r = try customOperator(rt, i.type, op, a, b, site) { return r }
        return nil
    }

    private static func customOperator(_ rt: Runtime, _ type: ScriptType, _ op: String, _ a: Value, _ b: Value,
                                       _ site: SourceLocation) throws -> Value? {
        let methods = type.binaryOperators(op)
        if methods.isEmpty { return nil }
        guard let fn = methods.count == 1 ? methods[0] : try pickOperator(rt, methods, [a, b], site) else { return nil }
        // (Two values of script types: no literal to make a value of its parameter's
        // type, and the operands go straight to the function's frame.)
        if case .instance = a, case .instance = b, !type.isActor {
            let newBase = try rt.reserveArguments(3, at: site)
            rt.push(.type(type))
            rt.push(a)
            rt.push(b)
            defer { rt.top = newBase }
            return try rt.invoke(fn, newBase: newBase, at: site)
        }
        return try rt.callMethodFunction(fn, .type(type), Arguments(try literalOperands(rt, fn, [a, b], site)), at: site)
    }

    /// An operator the program declares (`**`), when a type of an operand — a
    /// script type, or a built-in one through an extension — has it as a static
    /// function; nil to call the top-level function of that name.
    static func declaredOperator(_ rt: Runtime, _ op: String, _ values: [Value], _ site: SourceLocation) throws -> Value? {
        if values.count == 2, let r = try customOperator(rt, op, values[0], values[1], site) { return r }
        if values.count == 1, let r = try customPrefixOperator(rt, op, values[0], site) { return r }
        for v in values {
            if case .instance = v { continue }
            guard let ext = rt.types.builtinExtensions[v.typeName] else { continue }
            let methods = ext.staticMethodCandidates(op).filter { $0.proto.arity == values.count + 1 }
            guard let fn = try pickOperator(rt, methods, values, site) else { continue }
            return try rt.callMethodFunction(fn, staticSelf(rt, ext), Arguments(values), at: site)
        }
        return nil
    }

    /// `check * "6789"` with `static func * (lhs: Decimal, rhs: Decimal)`: a
    /// literal operand is made a value of the type its parameter declares.
    static func literalOperands(_ rt: Runtime, _ fn: Function, _ operands: [Value], _ site: SourceLocation) throws -> [Value] {
        let types = fn.proto.parameterTypes.dropFirst()
        guard types.count == operands.count else { return operands }
        var out = operands
        for (k, t) in zip(out.indices, types) {
            switch out[k] {
            case .int, .double, .string, .bool, .array, .dictionary:
                out[k] = try literalElement(rt, out[k], t, site)
                if let t, t.mayConvert { out[k] = try t.conform(out[k]) }
            default: break
            }
        }
        return out
    }

    /// `static prefix func - (v: Vector) -> Vector`, for `-v` and `!v`.
    static func customPrefixOperator(_ rt: Runtime, _ op: String, _ v: Value, _ site: SourceLocation) throws -> Value? {
        // (`++z` passes `z` inout: the operator is the type of what the box holds.)
        var subject = v
        if case .object(let box as InoutArgument) = v { subject = box.value }
        guard case .instance(let i) = subject else { return nil }
        let methods = i.type.staticMethodCandidates(op).filter { $0.proto.arity == 2 }
        guard let fn = try pickOperator(rt, methods, [subject], site) else { return nil }
        return try rt.callMethodFunction(fn, .type(i.type), Arguments([v]), at: site)
    }

    private static func pickOperator(_ rt: Runtime, _ methods: [Function], _ operands: [Value], _ site: SourceLocation) throws -> Function? {
        if methods.count <= 1 { return methods.first }
        // Operands as they are first; then a literal where its parameter's type
        // can be made from it (`q + 7` to `(Quaternion, Double)`).
        // A parameter of the type's generic parameter (`r: T` in `Quaternion<T>`)
        // takes any operand, but an overload of named types is preferred, as
        // Swift prefers the more specific one.
        func isGenericParameter(_ g: String) -> Bool {
            operands.contains { v in
                if case .instance(let i) = v { return i.type.genericParameters.contains(g) }
                return false
            }
        }
        for literalsConvert in [false, true] {
            var best: (fn: Function, wildcards: Int)? = nil
            for fn in methods {
                let types = fn.proto.parameterTypes.dropFirst()
                var fits = types.count == operands.count
                var wildcards = 0
                for (t, v) in zip(types, operands) where fits {
                    if case .named(let g, let args)? = t, args.isEmpty, isGenericParameter(g) { wildcards += 1; continue }
                    guard let t, try Compiler.cast(rt, v, to: t, site) == nil else { continue }
                    fits = literalsConvert && literalFits(rt, v, t)
                }
                if fits, best == nil || wildcards < best!.wildcards { best = (fn, wildcards) }
            }
            if let best { return best.fn }
        }
        return nil
    }

    /// Whether each argument is a value of the type its parameter declares
    /// (positionally; a parameter without a type takes anything).
    /// Whether a program's function takes these arguments: their labels, and
    /// values of the types its parameters declare (literals converting).
    static func takes(_ fn: Function, _ args: Arguments, _ rt: Runtime) -> Bool {
        guard fits(fn, args.labels, args.count, exact: true, hasSelf: false) else { return false }
        // Each argument against the parameter its label (in order) goes to; those
        // left out have defaults (`fits` said so).
        let labels = fn.proto.callLabels, types = fn.proto.parameterTypes
        guard types.count == labels.count else { return true }
        var p = 0
        for (label, v) in zip(args.labels, args.values) {
            while p < labels.count, labels[p] != label { p += 1 }
            guard p < labels.count else { return false }
            if let t = types[p], ((try? Compiler.cast(rt, v, to: t, SourceLocation.native)) ?? nil) == nil, !literalFits(rt, v, t) { return false }
            p += 1
        }
        return true
    }

    private static func argumentTypesFit(_ fn: Function, _ args: Arguments, _ rt: Runtime, literalsConvert: Bool) throws -> Bool {
        let skip = fn.proto.paramNames.first == "self" ? 1 : 0
        let types = fn.proto.parameterTypes.dropFirst(skip)
        guard types.count == args.count else { return false }
        for (t, v) in zip(types, args.values) {
            // A closure goes to the overload whose function type takes as many parameters.
            if case .function(let arity)? = t?.unwrapped, case .function(let f) = v, f.proto.variadicIndex == nil,
               f.proto.paramNames.count != arity { return false }
            guard let t, try Compiler.cast(rt, v, to: t, SourceLocation.native) == nil else { continue }
            if !(literalsConvert && literalFits(rt, v, t)) { return false }
        }
        return true
    }

    /// Whether a literal's value may be made a value of `t`: an Int a Double,
    /// or a script type that is ExpressibleBy… that literal.
    private static func literalFits(_ rt: Runtime, _ v: Value, _ t: TypeRef) -> Bool {
        // `[1, 2, 3]` for a `[Double]`: each element made one.
        if case .array(let a) = v, case .array(let e) = t.unwrapped {
            return a.items.allSatisfy { x in ((try? Compiler.cast(rt, x, to: e, SourceLocation.native)) ?? nil) != nil || literalFits(rt, x, e) }
        }
        // `(3, 4)` for a `(Double, Double)`: each item made one.
        if case .tuple(let tuple) = v, case .tuple(let types, _) = t.unwrapped, tuple.items.count == types.count {
            return zip(tuple.items, types).allSatisfy { x, e in ((try? Compiler.cast(rt, x, to: e, SourceLocation.native)) ?? nil) != nil || literalFits(rt, x, e) }
        }
        switch v {
        case .int where t.isFloatingPoint || t.sizedInteger != nil: return true
        case .double where t.isFloat || t.isDecimal: return true
        case .int where t.isDecimal: return true
        case .int, .double, .string, .bool, .array, .dictionary:
            guard case .named(let name, _) = t.unwrapped, let type = qualifiedType(name, rt) else { return false }
            return type.conformances.contains { $0.hasPrefix("ExpressibleBy") }
        default: return false
        }
    }
}

extension Value {
    /// A class instance or a host object: shared, never copied.
    var isObjectReference: Bool {
        switch self {
        case .instance(let i): return i.type.kind == .classType
        // An array slice is a value: changing one makes another.
        case .object(let o): return !(o is ArraySliceObject) && !(o is SubstringValue)
        default: return false
        }
    }

    /// An Int as a Double (for places declared `Double`); anything else as it is.
    var asDouble: Value {
        if case .int(let i) = self { return .double(Double(i)) }
        return self
    }

    /// A failable initialiser's `return nil`.
    var isInitFailed: Bool {
        if case .native(let f) = self { return f === TypeOperations.initFailed }
        return false
    }
    var isMissingArgument: Bool {
        if case .native(let f) = self { return f === TypeOperations.missingArgument }
        return false
    }
}

extension Runtime {
    /// Calls a method function with `self`, which it does not change.
    func callMethodFunction(_ fn: Function, _ selfValue: Value, _ args: Arguments, at site: SourceLocation) throws -> Value {
        var copy = selfValue
        if case .instance(let i) = selfValue, i.type.isActor {
            return try tasks.enterActor(self) { try TypeOperations.callWithSelf(self, fn, &copy, args, site) }
        }
        return try TypeOperations.callWithSelf(self, fn, &copy, args, site)
    }

    /// Calls a method that may change `self` (a mutating method of a struct, or a
    /// built-in value's extension method), writing `self` back.
    func callMutatingMethod(_ fn: Function, _ selfValue: inout Value, _ args: Arguments, at site: SourceLocation) throws -> Value {
        try TypeOperations.callWithSelf(self, fn, &selfValue, args, site)
    }
}

/// A class's failable initialiser that delegated (`super.init`, `self.init`) to
/// one that failed: the whole construction gives nil.
struct DelegatedInitFailed: Error {}
