/// Properties and methods of the built-in types, with Swift's names.
enum Builtins {
    /// Runs host (Swift) code, turning its `NativeError`s into runtime errors here.
    static func host<T>(_ site: SourceLocation, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let e as NativeError {
            throw RuntimeError(e.message, at: site, kind: e.kind)
        }
    }

    static func fail(_ message: String, _ site: SourceLocation) -> RuntimeError {
        RuntimeError(message, at: site)
    }

    /// A failed member lookup (see `RuntimeError.isMissingMember`).
    static func missingMember(_ message: String, _ site: SourceLocation) -> RuntimeError {
        var e = fail(message, site)
        e.isMissingMember = true
        return e
    }

    static func noMember(_ v: Value, _ name: String, _ site: SourceLocation, method: Bool) -> RuntimeError {
        let known = method ? methodNames(of: v) : propertyNames(of: v)
        var message = "value of type \(v.typeName) has no \(method ? "method" : "member") '\(name)'"
        if method, propertyNames(of: v).contains(name) {
            message = "'\(name)' is a property of \(v.typeName), not a method; write '.\(name)' without '()'"
        } else if !method, methodNames(of: v).contains(name) {
            message = "'\(name)' is a method of \(v.typeName); call it: '.\(name)(…)'"
        } else if let s = Suggestion.closest(to: name, in: known) {
            message += "; did you mean '\(s)'?"
        }
        var e = fail(message, site)
        e.isMissingMember = true
        return e
    }

    /// Names for "did you mean" and completion.
    package static func propertyNames(of v: Value) -> [String] {
        switch v {
        case .string: return ["count", "isEmpty", "first", "last"]
        case .array: return ["count", "isEmpty", "first", "last", "indices"]
        case .dictionary: return ["count", "isEmpty", "keys", "values", "first"]
        case .range, .closedRange: return ["count", "isEmpty", "first", "last", "lowerBound", "upperBound"]
        case .double: return ["isNaN", "isInfinite"]
        default: return []
        }
    }

    /// The methods every sequence has.
    static let sequenceMethodNames: Set<String> = Set(methodNames(of: .range(0, 0)))

    package static func methodNames(of v: Value) -> [String] {
        let sequence = ["contains", "map", "filter", "compactMap", "flatMap", "reduce", "sorted", "prefix",
                        "suffix", "min", "max", "enumerated", "reversed", "forEach", "first", "allSatisfy",
                        "firstIndex", "dropFirst", "dropLast", "joined", "randomElement", "shuffled"]
        switch v {
        case .string: return sequence + ["uppercased", "lowercased", "hasPrefix", "hasSuffix", "split",
                                         "replacingOccurrences", "components", "append", "trimmingWhitespace"]
        case .array: return sequence + ["shuffle", "append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "sort", "reverse",
                                        "popLast", "swapAt"]
        case .dictionary: return ["map", "filter", "mapValues", "compactMapValues", "merging", "removeValue", "updateValue", "sorted", "forEach", "contains", "removeAll", "reduce", "compactMap"]
        case .set: return sequence + ["insert", "remove", "union", "intersection", "subtracting", "symmetricDifference",
                                      "isSubset", "isSuperset", "isDisjoint", "isStrictSubset", "isStrictSuperset"]
        case .range, .closedRange: return sequence
        case .bool: return ["toggle"]
        case .int: return ["isMultiple", "description"]
        case .double: return ["rounded", "description"]
        default: return []
        }
    }

    // MARK: - Properties

    static func member(_ rt: Runtime, _ v: Value, _ name: String, _ site: SourceLocation) throws -> Value {
        // `count` and `isEmpty` of an array, string, dictionary or set: the same
        // answers compiled sites get without the name.
        if let property = CollectionProperty(name), let r = property.read(v) { return r }
        if name == "lazy" {
            // `(1...).lazy.filter { … }.prefix(5)`: elements made as they are read.
            switch v {
            case .object(let o as LazyValues): return .object(o)
            case .array, .range, .closedRange, .string, .dictionary, .set, .object: return LazyValues.of(v)
            case .instance(let i) where i.type.isSequence: return LazyValues.of(v)
            default: break
            }
        }
        switch v {
        case .string(let s):
            if let v = characterProperty(s, name) { return v }
            switch name {
            case "first": return s.first.map { .string(String($0)) } ?? .null
            case "last": return s.last.map { .string(String($0)) } ?? .null
            case "utf8Count": return .int(s.utf8.count)
            case "description": return v
            case "debugDescription": return .string(v.debugDescription)
            // A String.Index is the number of characters before it.
            case "startIndex": return .int(0)
            case "endIndex": return .int(s.count)
            case "indices": return .range(0, s.count)
            case "unicodeScalars": return UnicodeScalarValue.scalars(of: s)
            case "utf8": return .object(StringCodeUnitView(s, .utf8))
            case "utf16": return .object(StringCodeUnitView(s, .utf16))
            default: break
            }
        case .array(let a):
            switch name {
            case "first": return a.first ?? .null
            case "last": return a.last ?? .null
            case "indices": return .range(0, a.count)
            case "startIndex": return .int(0)
            case "endIndex": return .int(a.count)
            default: break
            }
        case .dictionary(let d):
            switch name {
            case "keys": return .array(d.keys)
            case "values": return .array(d.values)
            case "first": return d.keys.first.map { pairTuple($0, d.values[0]) } ?? .null
            default: break
            }
        case .range(let lo, let hi), .closedRange(let lo, let hi):
            switch name {
            case "count": return .int(try rangeCount(lo, hi, site))
            case "isEmpty": return .bool(hi == lo)
            case "lowerBound": return .int(lo)
            case "upperBound":
                if case .closedRange = v { return .int(hi - 1) }
                return .int(hi)
            case "first": return hi > lo ? .int(lo) : .null
            case "last": return hi > lo ? .int(hi - 1) : .null
            default: break
            }
        case .tuple(let t):
            if let i = Int(name), i >= 0, i < t.items.count { return t.items[i] }
            if let i = t.labels.firstIndex(of: name) { return t.items[i] }
        case .int(let i):
            switch name {
            case "description": return .string(String(i))
            // Swift's magnitude is a UInt (Int.min's is 9223372036854775808).
            case "magnitude": return .object(SizedInteger(.uint, i.magnitude))
            case "signum": return .int(i.signum())
            case "nonzeroBitCount": return .int(i.nonzeroBitCount)
            case "leadingZeroBitCount": return .int(i.leadingZeroBitCount)
            case "trailingZeroBitCount": return .int(i.trailingZeroBitCount)
            case "bitWidth": return .int(Int.bitWidth)
            case "byteSwapped": return .int(i.byteSwapped)
            // An NSNumber's accessors, on the number it bridges to.
            case "intValue", "integerValue": return v
            case "doubleValue", "floatValue": return .double(Double(i))
            case "boolValue": return .bool(i != 0)
            case "stringValue": return .string(String(i))
            default: break
            }
        case .bool(let b):
            if name == "description" { return .string(b ? "true" : "false") }
        case .double(let d):
            switch name {
            case "isNaN": return .bool(d.isNaN)
            case "description": return .string(d.description)
            case "isFinite": return .bool(d.isFinite)
            case "isZero": return .bool(d.isZero)
            case "magnitude": return .double(d.magnitude)
            case "isInfinite": return .bool(d.isInfinite)
            // An NSNumber's accessors, on the number it bridges to.
            case "doubleValue", "floatValue": return v
            case "intValue", "integerValue": return .int(Int(d))
            case "stringValue": return .string(d.description)
            default: break
            }
        case .object(let o):
            if let s = o as? ArraySliceObject { return try ArraySlices.member(rt, s, name, site) }
            if let s = o as? SubstringValue { return try Substrings.member(rt, s, name, site) }
            if let m = try host(site, { try o.member(name, in: rt) }) { return m }
            if let ext = rt.types.builtinExtensions[o.typeName], let c = ext.computedProperty(name) {
                return try rt.call(.function(c.get), [v], at: site)
            }
            // `UIApplicationShortcutItem.compose` from an extension's `static let`.
            if let ext = hostStaticExtension(rt, o), ext.staticSlot(name) != nil || ext.staticComputedProperty(name) != nil || !ext.staticMethodCandidates(name).isEmpty {
                return try TypeOperations.staticMember(rt, ext, name, site)
            }
            // `set.contains` not called: the method bound to its object.
            if o.memberNames.contains(name) {
                return .native(NativeFunction("\(o.typeName).\(name)") { args, rt in try callMethod(rt, v, name, args, site) })
            }
            throw missingMember("value of type \(o.typeName) has no member '\(name)'", site)
        case .set(let d):
            switch name {
            case "first": return d.keys.first ?? .null
            default: break
            }
        case .instance(let i):
            if i.isEnumCase, i.type.name == "CharacterSet", i.type.module == "Swift" {
                // `CharacterSet.letters.inverted`: the named set as a set.
                return try member(rt, .object(try host(site) { try CharacterSetValue.make(v) }), name, site)
            }
            return try TypeOperations.member(rt, i, name, site)
        case .type(let t):
            return try TypeOperations.staticMember(rt, t, name, site)
        case .native(let f):
            if let v = NumericLibrary.staticMember(f.name, name) { return v }
            // `Optional.some` as a function, `Optional.none`.
            if f.name == "Optional", name == "some" { return Compiler.optionalSome }
            if f.name == "Optional", name == "none" { return .null }
            // A library type nested in one made by a function (`NSDecimalNumber.RoundingMode`).
            if let nested = rt.types.types["\(f.name).\(name)"] { return .type(nested) }
            if f.name == "String", name == "UnicodeScalarView" { return UnicodeScalarView.maker }
            // `Int.answer` from `extension Int { static let answer = 42 }`.
            if let ext = rt.types.builtinExtensions[f.name],
               ext.staticSlot(name) != nil || ext.staticComputedProperty(name) != nil || !ext.staticMethodCandidates(name).isEmpty {
                return try TypeOperations.staticMember(rt, ext, name, site)
            }
            // `String.init`: the conversion itself, as a function; `Int.self`: the type.
            if name == "init" || name == "self" { return v }
        case .cell(let c):
            return try member(rt, c.value, name, site)
        case .null:
            if let c = rt.types.builtinExtensions["nil"]?.computedProperty(name) { return try rt.call(.function(c.get), [v], at: site) }
            throw missingMember("value of type nil has no member '\(name)'; use '?.' to reach into a value that may be nil", site)
        default: break
        }
        // (Its own extensions', then those of protocols it was made to conform to.)
        if let ext = rt.types.builtinExtensions[v.typeName], let c = ext.computedProperty(name) {
            return try rt.call(.function(c.get), [v], at: site)
        }
        // `42.km` with `km` in `extension Double`: the literal is a Double there.
        if case .int(let i) = v, let ext = rt.types.builtinExtensions["Double"], let c = ext.computed[name] {
            return try rt.call(.function(c.get), [.double(Double(i))], at: site)
        }
        // `secret.contains`, `words.map`: a built-in method not called, bound to its value.
        if methodNames(of: v).contains(name) || (rt.types.builtinExtensions[v.typeName].map { !$0.methodCandidates(name).isEmpty } ?? false) {
            return .native(NativeFunction("\(v.typeName).\(name)") { args, rt in try callMethod(rt, v, name, args, site) })
        }
        // `[1, 2].description`: what `print` shows (`debugDescription`: as inside a collection).
        if name == "description" { return .string(try rt.describe(v)) }
        if name == "debugDescription" { return .string(v.debugDescription) }
        throw noMember(v, name, site, method: false)
    }

    static func setMember(_ rt: Runtime, _ owner: Value, _ name: String, _ value: Value, _ site: SourceLocation) throws {
        if case .type(let t) = owner { return try TypeOperations.setStatic(rt, t, name, value, site) }
        if case .instance(let i) = owner {
            guard i.type.kind == .classType else {
                throw fail("cannot assign to property '\(name)' of a temporary \(i.type.name) value; store it in a 'var' first", site)
            }
            var v = owner
            _ = try TypeOperations.modifyMember(rt, &v, name, site, replacing: true) { slot in slot = value; return .null }
            return
        }
        guard case .object(let o) = owner else {
            if case .null = owner { throw fail("cannot set property '\(name)' of nil", site) }
            throw fail("cannot assign to property '\(name)' of a value of type \(owner.typeName)", site)
        }
        guard try host(site, { try o.setMember(name, to: value, in: rt) }) else {
            if try host(site, { try o.member(name, in: rt) }) != nil {
                throw fail("cannot assign to property '\(name)' of \(o.typeName): it is read-only", site)
            }
            throw missingMember("value of type \(o.typeName) has no member '\(name)'", site)
        }
    }

    static func pairTuple(_ k: Value, _ v: Value) -> Value { .tuple(Tuple([k, v], labels: ["key", "value"])) }

    // MARK: - Subscripts

    static func index(_ i: Value, count: Int, _ site: SourceLocation) throws -> Int {
        guard case .int(let n) = i else { throw fail("array index must be an Int, not \(i.typeName)", site) }
        guard n >= 0 && n < count else { throw fail("index \(n) out of range (count is \(count))", site) }
        return n
    }

    /// A range index's bounds in a collection of `count` elements, a one-sided
    /// range's missing bound (kept as Int.min or Int.max) read as the start or
    /// the end, and whether they lie inside it; nil when `i` is not a range.
    static func sliceBounds(_ i: Value, count: Int) -> (lo: Int, hi: Int, inside: Bool)? {
        guard case .range(var lo, var hi) = i.halfOpen else { return nil }
        if lo == Int.min { lo = 0 }
        if hi == Int.max { hi = count }
        return (lo, hi, lo >= 0 && lo <= hi && hi <= count)
    }

    /// A subscript of one unlabelled `Int` (`subscript(i: Int)`).
    static func takesOneInt(_ f: Function) -> Bool {
        let p = f.proto
        guard p.callLabels.count == 2, p.callLabels[1] == nil, p.parameterTypes.count == 2,
              case .named("Int", _)? = p.parameterTypes[1] else { return false }
        return true
    }

    /// The extension of a host type whose name `o` is (the type itself, as a
    /// value: `UIApplicationShortcutItem`), for the static members it declares.
    static func hostStaticExtension(_ rt: Runtime, _ o: HostObject) -> ScriptType? {
        guard let objects = rt.types.hostTypeObjects[o.typeName] else { return nil }
        return rt.types.builtinExtensions[objects]
    }

    static func subscriptGet(_ rt: Runtime, _ v: Value, _ i: Value, _ site: SourceLocation) throws -> Value {
        // `user[keyPath: \.name]`: a key path is the function that reads it.
        if case .tuple(let t) = i, t.labels == ["keyPath"] { return try rt.call(t.items[0], argument: v, at: site) }
        // `"swift"[safe: 1]`: a labelled subscript an extension of the built-in type declares.
        if case .tuple(let t) = i, t.labels.contains(where: { $0 != nil && $0 != "default" }),
           !rt.types.builtinExtensions.isEmpty, let ext = rt.types.builtinExtensions[v.typeName], !ext.subscripts.isEmpty {
            let (fn, args) = try TypeOperations.subscriptCall(ext.subscripts, i, ext, site)
            return try rt.callMethodFunction(fn, v, args, at: site)
        }
        switch v {
        case .array(let a):
            if let (lo, hi, inside) = sliceBounds(i, count: a.count) {
                guard inside else { throw fail("range \(lo)..<\(hi) out of bounds (count is \(a.count))", site) }
                return ArraySlices.make(a.items[lo..<hi], base: lo)
            }
            return a[try index(i, count: a.count, site)]
        case .dictionary(let d):
            if let (key, fallback) = defaultedKey(i) { return d[key] ?? fallback }
            // A nil value the dictionary holds (`[String: Int?]`) is `Optional(nil)`.
            return d[i].map(OptionalNil.wrapping) ?? .null
        case .tuple(let t):
            return t.items[try index(i, count: t.items.count, site)]
        case .string(let s):
            // `s[i]`, `s[a..<b]`, `s[..<i]` with indices from `startIndex`,
            // `index(_:offsetBy:)`, `firstIndex(of:)`: character offsets.
            let count = s.count
            if let (lo, hi, inside) = sliceBounds(i, count: count) {
                guard inside else { throw fail("String index is out of bounds", site) }
                let start = s.index(s.startIndex, offsetBy: lo)
                // A slice keeps its start as its first index (a Substring).
                return Substrings.make(String(s[start..<s.index(start, offsetBy: hi - lo)]), base: lo)
            }
            guard case .int(let n) = i else { throw fail("a String is subscripted by an index (startIndex, index(_:offsetBy:)…), not \(i.typeName)", site) }
            // `"hello"[1]` with the program's `extension String { subscript(i: Int) }`:
            // Swift has no such subscript of its own, so that one answers.
            if !rt.types.builtinExtensions.isEmpty, !rt.inStringIntSubscript, let ext = rt.types.builtinExtensions["String"],
               let fn = ext.subscripts.first(where: Builtins.takesOneInt) {
                rt.inStringIntSubscript = true
                defer { rt.inStringIntSubscript = false }
                return try rt.callMethodFunction(fn, v, Arguments([i], labels: [nil]), at: site)
            }
            guard n >= 0 && n < count else { throw fail("String index is out of bounds", site) }
            return .string(String(s[s.index(s.startIndex, offsetBy: n)]))
        case .instance(let inst):
            let (fn, args) = try TypeOperations.subscriptCall(inst.type.allSubscripts, i, inst.type, site)
            if fn.proto.isMutating, inst.type.kind != .classType {
                throw fail("cannot use a 'mutating get' subscript of \(inst.type.name) on a temporary value; store it in a 'var' first", site)
            }
            return try rt.callMethodFunction(fn, v, args, at: site)
        case .object(let o):
            if let s = o as? ArraySliceObject { return try ArraySlices.element(s, i, site) }
            if let s = o as? SubstringValue { return try Substrings.element(rt, s, i, site) }
            if let r = try host(site, { try o.element(at: i, in: rt) }) { return r }
            throw fail("value of type \(o.typeName) cannot be subscripted", site)
        case .cell(let c):
            return try subscriptGet(rt, c.value, i, site)
        case .type(let t) where !t.staticSubscripts.isEmpty:
            // `Planet[4]`: the type's static subscript.
            let (fn, args) = try TypeOperations.subscriptCall(t.staticSubscripts, i, t, site)
            return try rt.callMethodFunction(fn, v, args, at: site)
        case .null:
            throw fail("cannot subscript nil; use '?[' to reach into a value that may be nil", site)
        default:
            // `746381295[0]` with `extension Int { subscript(digitIndex: Int) -> Int }`.
            if let ext = rt.types.builtinExtensions[v.typeName], !ext.subscripts.isEmpty {
                let (fn, args) = try TypeOperations.subscriptCall(ext.subscripts, i, ext, site)
                return try rt.callMethodFunction(fn, v, args, at: site)
            }
            throw fail("value of type \(v.typeName) cannot be subscripted", site)
        }
    }

    /// `d[key, default: value]` arrives as the index `(key, default: value)`.
    @inline(__always)
    static func defaultedKey(_ i: Value) -> (Value, Value)? {
        // Most indexes are not tuples: decide that without a call or a copy.
        guard case .tuple = i else { return nil }
        return defaultedTupleKey(i)
    }

    @inline(never)
    static func defaultedTupleKey(_ i: Value) -> (Value, Value)? {
        guard case .tuple(let t) = i, t.items.count == 2, t.labels[0] == nil, t.labels[1] == "default" else { return nil }
        return (t.items[0], t.items[1])
    }

    static func setSubscript(_ container: inout Value, _ i: Value, _ newValue: Value, _ site: SourceLocation) throws {
        if case .type(let t) = container, let rt = Runtime.running {
            // `Registry["host"] = "x"`: the type's static subscript setter.
            guard !t.staticSubscriptSetters.isEmpty else { throw fail("cannot assign through a subscript of \(t.name): it has no static setter", site) }
            let (setter, args) = try TypeOperations.subscriptCall(t.staticSubscriptSetters, i, t, site, extra: 1)
            _ = try rt.callMethodFunction(setter, container, Arguments(args.values + [newValue], labels: args.labels + [nil]), at: site)
            return
        }
        if case .instance(let inst) = container {
            // Only the setter runs, as in Swift (a getter that counts misses must not).
            guard let rt = Runtime.running, !inst.type.subscriptSetters.isEmpty else {
                _ = try modifySubscript(&container, i, site) { slot in slot = newValue; return .null }
                return
            }
            let (setter, args) = try TypeOperations.subscriptCall(inst.type.subscriptSetters, i, inst.type, site, extra: 1)
            var value = newValue
            // `prefs[.news] = [.push, .email]` into a subscript of an OptionSet: the literal is one.
            if let declared = setter.proto.parameterTypes.last ?? nil {
                if case .array = value, case .named(let n, _) = declared.unwrapped, let t = TypeOperations.qualifiedType(n, rt), t.conforms(to: "OptionSet") {
                    value = try TypeOperations.fromLiteral(rt, value, as: t, "arrayLiteral", site)
                } else if TypeOperations.nestsLiteralType(rt, declared) {
                    value = try TypeOperations.literalConformed(rt, value, declared, site)
                }
            }
            _ = try rt.callMutatingMethod(setter, &container, Arguments(args.values + [value], labels: args.labels + [nil]), at: site)
            return
        }
        if let (key, _) = defaultedKey(i), case .dictionary = container {
            return try setSubscript(&container, key, newValue, site)
        }
        if case .array = container {
            if case .range = i.halfOpen {
                _ = try modifySubscript(&container, i, site) { slot in slot = newValue; return .null }
                return
            }
            try container.mutateArray { a in
                let n = try index(i, count: a.count, site)
                a[n] = newValue
            }
        } else if var d = container.takeDictionary() {
            let before = d.count
            d[i] = newValue.isNil ? nil : newValue
            let grew = d.count > before
            container = .dictionary(d)
            // Counted after the insert: looking first would hash the key twice.
            if grew { try MemoryGuard.allow(96, at: site) }
        } else if case .object(let o) = container, let s = o as? ArraySliceObject {
            container = try ArraySlices.setting(s, i, newValue, site)
        } else {
            throw fail("cannot assign through a subscript of a value of type \(container.typeName)", site)
        }
    }

    /// `container[key, default: fallback]` changed in place: as `modifySubscript`
    /// with the index `(key, default: fallback)`, without making it for a dictionary.
    static func modifyDefaultedSubscript(_ container: inout Value, _ key: Value, _ fallback: Value, _ site: SourceLocation,
                                         _ body: (inout Value) throws -> Value) throws -> Value {
        guard var d = container.takeDictionary() else {
            return try modifySubscript(&container, .tuple(Tuple([key, fallback], labels: [nil, "default"])), site, body)
        }
        defer { container = .dictionary(d) }
        return try modifyValue(in: &d, key, default: fallback, body)
    }

    /// `d[key, default: fallback]` changed by `body`: a missing key starts at the default.
    private static func modifyValue(in d: inout OrderedDictionary, _ key: Value, default fallback: Value,
                                    _ body: (inout Value) throws -> Value) throws -> Value {
        if let r = try d.modifyValue(forKey: key, body) { return r }
        var fresh = fallback
        let r = try body(&fresh)
        d[key] = fresh
        return r
    }

    /// Whether reading `value[i]` runs a `mutating get` of a struct's subscript.
    static func subscriptGetterMutates(_ value: Value, _ i: Value) -> Bool {
        guard case .instance(let inst) = value, inst.type.kind != .classType, !inst.type.allSubscripts.isEmpty,
              let (fn, _) = try? TypeOperations.subscriptCall(inst.type.allSubscripts, i, inst.type, SourceLocation.native) else { return false }
        return fn.proto.isMutating
    }

    /// `cache[key]` through a `mutating get`: the getter changes the struct where it is stored.
    static func mutatingSubscriptGet(_ rt: Runtime, _ container: inout Value, _ i: Value, _ site: SourceLocation) throws -> Value {
        guard case .instance(let inst) = container else { return try subscriptGet(rt, container, i, site) }
        let (fn, args) = try TypeOperations.subscriptCall(inst.type.allSubscripts, i, inst.type, site)
        return try rt.callMutatingMethod(fn, &container, args, at: site)
    }

    /// In-place access to `container[i]`, keeping the storage uniquely owned.
    static func modifySubscript(_ container: inout Value, _ i: Value, _ site: SourceLocation,
                                _ body: (inout Value) throws -> Value) throws -> Value {
        // `form[keyPath: \.email] = x`, `form[keyPath: kp].update(v)`: the properties
        // the key path names, changed where they are.
        if case .tuple(let t) = i, t.labels == ["keyPath"], case .native(let f) = t.items[0], f.name.hasPrefix("\\."),
           let rt = Runtime.running {
            let names = f.name.dropFirst(2).split(separator: ".").map(String.init)
            func change(_ v: inout Value, _ rest: ArraySlice<String>) throws -> Value {
                guard let name = rest.first else { return try body(&v) }
                return try TypeOperations.modifyMember(rt, &v, name, site) { slot in try change(&slot, rest.dropFirst()) }
            }
            return try change(&container, names[...])
        }
        if case .type(let t) = container, !t.staticSubscripts.isEmpty, let rt = Runtime.running {
            // `Counter["a"] += 1`: get, change, set through the static subscript.
            var v = try subscriptGet(rt, container, i, site)
            let result = try body(&v)
            try setSubscript(&container, i, v, site)
            return result
        }
        if case .instance(let inst) = container, let rt = Runtime.running {
            // A script type's subscript: get, change, set (the setter may change a struct).
            let (getter, args) = try TypeOperations.subscriptCall(inst.type.allSubscripts, i, inst.type, site)
            guard !inst.type.subscriptSetters.isEmpty else {
                // `bank["S-1"]?.isFrozen = true`: what a get-only subscript gives may be
                // changed through when it is an object; only replacing it needs a setter.
                var v = try rt.callMethodFunction(getter, container, args, at: site)
                let before = v
                let result = try body(&v)
                guard v.isObjectReference, Compiler.sameReference(v, before) else {
                    throw fail("cannot assign through a subscript of \(inst.type.name): it has no setter", site)
                }
                return result
            }
            let (setter, _) = try TypeOperations.subscriptCall(inst.type.subscriptSetters, i, inst.type, site, extra: 1)
            var v = try rt.callMethodFunction(getter, container, args, at: site)
            let result = try body(&v)
            _ = try rt.callMutatingMethod(setter, &container, Arguments(args.values + [v], labels: args.labels + [nil]), at: site)
            return result
        }
        if case .array = container {
            if case .range = i.halfOpen {
                // `a[1...2] = ["x"]`: the slice, changed, replaces those elements.
                return try container.mutateArray { a in
                    let (lo, hi, inside) = sliceBounds(i, count: a.count)!
                    guard inside else {
                        throw fail("range \(lo)..<\(hi) out of bounds (count is \(a.count))", site)
                    }
                    var slice = ArraySlices.make(a[lo..<hi], base: lo)
                    let r = try body(&slice)
                    switch slice {
                    case .array(let replacement): a.replaceSubrange(lo..<hi, with: replacement.items)
                    case .object(let s as ArraySliceObject): a.replaceSubrange(lo..<hi, with: s.items)
                    default: throw fail("a slice of an array can only be replaced by an array, not \(slice.typeName)", site)
                    }
                    return r
                }!
            }
            return try container.mutateArray { a in
                let n = try index(i, count: a.count, site)
                return try body(&a[n])
            }!
        }
        if case .object(let o) = container, let s = o as? ArraySliceObject {
            var items = s.items
            let r = try body(&items[try ArraySlices.offset(s, i, site)])
            container = .object(ArraySliceObject(items, base: s.base))
            return r
        }
        if var d = container.takeDictionary() {
            defer { container = .dictionary(d) }
            if let (key, fallback) = defaultedKey(i) { return try modifyValue(in: &d, key, default: fallback, body) }
            if let r = try d.modifyValue(forKey: i, body) { return r }
            var fresh = Value.null
            let r = try body(&fresh)
            if !fresh.isNil { d[i] = fresh }
            return r
        }
        throw fail("cannot change a subscript of a value of type \(container.typeName)", site)
    }

    // MARK: - Mutating methods

    /// Mutating methods that call a closure of the script's (`sort(by:)`,
    /// `removeAll(where:)`): they must not hold the variable while it runs.
    static func mutatingMethodCallsBack(_ name: String, argumentCount: Int) -> Bool {
        argumentCount == 1 && (name == "sort" || name == "removeAll")
    }

    static func callMutating(_ rt: Runtime, _ v: inout Value, _ name: String, _ args: Arguments, _ site: SourceLocation) throws -> Value {
        if case .instance = v {
            // The method is found before the call, so no binding of the instance
            // lives through it: the struct stays unique and changes in place.
            if let fn = mutatingMethod(of: v, name, args) { return try rt.callMutatingMethod(fn, &v, args, at: site) }
            return try callMethod(rt, v, name, args, site)
        }
        if case .set = v {
            var taken = Value.null
            swap(&taken, &v)
            guard case .set(var d) = consume taken else { return .null }
            defer { v = .set(d) }
            if let r = try mutateSet(&d, name, args, site) { return r }
            return try callMethod(rt, .set(d), name, args, site)
        }
        if case .array(let a) = v, a.count == 0, name == "insert" || name == "formUnion", args.count == 1, args.labels[0] == nil {
            // `index[tag, default: []].insert(id)` in a `[String: Set<Int>]`: an
            // array has no one-argument insert, so the empty literal was a Set.
            v = makeSet([])
            return try callMutating(rt, &v, name, args, site)
        }
        if case .object(let view as UnicodeScalarView) = v, name == "append", args.count == 1 {
            // A view is a value: appending makes the variable hold a longer one.
            var scalars = view.text.unicodeScalars
            let added: Value = args.labels[0] == "contentsOf" ? args[0] : .array([args[0]])
            let items = try lazyIterator(added, rt, site)
            while let x = try items.next() {
                switch x {
                case .object(let s as UnicodeScalarValue): scalars.append(s.scalar)
                case .string(let s) where s.unicodeScalars.count == 1 || args.labels[0] == "contentsOf":
                    scalars.append(contentsOf: s.unicodeScalars)
                default: throw fail("append needs a Unicode.Scalar, not \(x.typeName)", site)
                }
            }
            v = .object(UnicodeScalarView(String(scalars)))
            return .null
        }
        if case .array(let a) = v, name == "popFirst", args.count == 0 {
            // Only a slice has `popFirst`: this is one starting at 0 (`tokens[...]`),
            // and taking its first element moves its start, as in Swift.
            return try ArraySlices.mutate(rt, &v, ArraySliceObject(a.items, base: 0), name, args, site)
        }
        if case .array = v {
            if isArrayMutation(name, args.count) { return try v.mutateArray { try mutateArray(rt, &$0, name, args, site) }! }
            if let r = try mutatingExtension(rt, &v, name, args, site) { return r }
            return try callMethod(rt, v, name, args, site)
        }
        if case .dictionary = v {
            switch (name, args.count) {
            case ("removeValue", 1), ("updateValue", 2), ("removeAll", 0), ("merge", 2): break
            default:
                if let r = try mutatingExtension(rt, &v, name, args, site) { return r }
            }
        }
        if var d = v.takeDictionary() {
            defer { v = .dictionary(d) }
            switch (name, args.count) {
            case ("merge", 2):
                try merge(rt, &d, args[0], args[1], site)
                return .null
            case ("removeValue", 1): return d.removeValue(forKey: args.labeled("forKey") ?? args[0]) ?? .null
            case ("updateValue", 2):
                let key = args.labeled("forKey") ?? args[1]
                let old = d[key]
                d[key] = args[0]
                return old ?? .null
            case ("removeAll", 0): d = OrderedDictionary(); return .null
            default: break
            }
            return try callMethod(rt, .dictionary(d), name, args, site)
        }
        if name == "append", args.count == 1, case .string(let t) = args[0], case .string = v {
            try MemoryGuard.allow(t.utf8.count, at: site)
        }
        if name == "append", args.count == 1, case .string(let t) = args[0], var s = v.takeString() {
            s += t
            v = .string(s)
            return .null
        }
        if name == "removeAll", args.count == 1, args[0].isCallable, case .string(let s) = v {
            // `local.removeAll { $0 == "." }`: the characters the closure picks, removed.
            var kept = ""
            for ch in s where !(try truth(rt.call(args[0], argument: .string(String(ch)), at: site), site)) { kept.append(ch) }
            v = .string(kept)
            return .null
        }
        if case .string(var s) = v, let r = try mutateString(&s, name, args, site) {
            v = .string(s)
            return r
        }
        if let r = try mutatingExtension(rt, &v, name, args, site) { return r }
        switch v {
        case .bool(let b):
            if name == "toggle", args.count == 0 { v = .bool(!b); return .null }
        case .object(let o):
            if let s = o as? ArraySliceObject { return try ArraySlices.mutate(rt, &v, s, name, args, site) }
            return try callMethod(rt, v, name, args, site)
        case .cell(let c):
            return try callMutating(rt, &c.value, name, args, site)
        default: break
        }
        return try callMethod(rt, v, name, args, site)
    }

    /// A string's own mutating methods: `removeLast()`, `removeFirst()`,
    /// `popLast()`, `removeAll()`, `insert(_:at:)`, `remove(at:)`, `removeLast(k)`.
    private static func mutateString(_ s: inout String, _ name: String, _ args: Arguments, _ site: SourceLocation) throws -> Value? {
        switch (name, args.count) {
        case ("removeLast", 0), ("removeFirst", 0):
            guard !s.isEmpty else { throw fail("cannot \(name) from an empty string", site) }
            return .string(String(name == "removeLast" ? s.removeLast() : s.removeFirst()))
        case ("popLast", 0):
            return s.popLast().map { .string(String($0)) } ?? .null
        case ("removeLast", 1), ("removeFirst", 1):
            guard case .int(let k) = args[0], k >= 0, k <= s.count else { throw fail("\(name)(_:) needs a count from 0 to the string's length", site) }
            if name == "removeLast" { s.removeLast(k) } else { s.removeFirst(k) }
            return .null
        case ("removeAll", 0):
            s = ""
            return .null
        case ("insert", 2) where args.labels == [nil, "at"] || args.labels == ["contentsOf", "at"]:
            guard case .string(let t) = args[0], case .int(let at) = args[1], at >= 0, at <= s.count else {
                throw fail("insert(_:at:) needs text and an index inside the string", site)
            }
            s.insert(contentsOf: t, at: s.index(s.startIndex, offsetBy: at))
            return .null
        case ("remove", 1) where args.labels == ["at"]:
            guard case .int(let at) = args[0], at >= 0, at < s.count else { throw fail("String index is out of bounds", site) }
            return .string(String(s.remove(at: s.index(s.startIndex, offsetBy: at))))
        case ("removeSubrange", 1), ("replaceSubrange", 2):
            // Indices are character offsets (`String.Index` as qas models it).
            guard case .range(var lo, var hi) = args[0].halfOpen else { throw fail("\(name) needs a range of indices", site) }
            if lo == Int.min { lo = 0 }
            if hi == Int.max { hi = s.count }
            guard lo >= 0, lo <= hi, hi <= s.count else { throw fail("String index is out of bounds", site) }
            let start = s.index(s.startIndex, offsetBy: lo), end = s.index(start, offsetBy: hi - lo)
            if name == "removeSubrange" {
                s.removeSubrange(start..<end)
            } else {
                guard case .string(let t) = args.labeled("with") ?? args[1] else { throw fail("replaceSubrange(_:with:) needs a String", site) }
                s.replaceSubrange(start..<end, with: t)
            }
            return .null
        default:
            return nil
        }
    }

    private static func mutatingMethod(of v: Value, _ name: String, _ args: Arguments) -> Function? {
        guard case .instance(let i) = v else { return nil }
        return TypeOperations.mutatingMethod(i, name, args)
    }

    /// A `mutating` method a script's extension gave the value's built-in type,
    /// called with the value written back; nil when there is none. Asked only
    /// after the built-in methods, so they pay nothing for it.
    @inline(never)
    static func mutatingExtension(_ rt: Runtime, _ v: inout Value, _ name: String, _ args: Arguments,
                                  _ site: SourceLocation) throws -> Value? {
        guard let fn = mutatingExtensionMethod(rt, v, name, args) else { return nil }
        return try rt.callMutatingMethod(fn, &v, args, at: site)
    }

    /// The `mutating` method `name` a script's extension gave the value's built-in type.
    static func mutatingExtensionMethod(_ rt: Runtime, _ v: Value, _ name: String, _ args: Arguments) -> Function? {
        if case .instance = v { return nil }
        guard !rt.types.builtinExtensions.isEmpty, let ext = rt.types.builtinExtensions[v.typeName],
              let fn = TypeOperations.choose(ext.methods[name] ?? [], args.labels, args.count), fn.proto.isMutating else { return nil }
        return fn
    }

    /// Whether `name` with this many arguments is a mutating array method.
    static func isArrayMutation(_ name: String, _ count: Int) -> Bool {
        switch (name, count) {
        case ("append", 1), ("insert", 2), ("remove", 1), ("removeLast", 0), ("removeFirst", 0),
             ("removeAll", 0), ("removeAll", 1), ("sort", 0), ("sort", 1), ("reverse", 0), ("popLast", 0),
             ("removeLast", 1), ("removeFirst", 1), ("swapAt", 2), ("reserveCapacity", 1), ("removeSubrange", 1),
             ("replaceSubrange", 2), ("shuffle", 0):
            return true
        default:
            return false
        }
    }

    /// Runs a mutating array method (`isArrayMutation`) on the array in place.
    static func mutateArray(_ rt: Runtime, _ a: inout [Value], _ name: String, _ args: Arguments,
                            _ site: SourceLocation) throws -> Value {
        switch (name, args.count) {
        case ("append", 1):
            if let more = args.labeled("contentsOf") {
                let items = try elements(more, site)
                try MemoryGuard.allow(MemoryGuard.bytes(forValues: items.count), at: site)
                a += items
            } else {
                try rt.memory.allow(MemoryLayout<Value>.stride, at: site)
                a.append(args[0])
            }
            return .null
        case ("insert", 2):
            guard case .int(let at) = args.labeled("at") ?? args[1], at >= 0, at <= a.count else {
                throw fail("insert position out of range (count is \(a.count))", site)
            }
            if args.labels[0] == "contentsOf" {
                // `chars.insert(contentsOf: "abc", at: 2)`: each element, in order.
                let items = try elements(args[0], site)
                try MemoryGuard.allow(MemoryGuard.bytes(forValues: items.count), at: site)
                a.insert(contentsOf: items, at: at)
                return .null
            }
            try MemoryGuard.allow(MemoryLayout<Value>.stride, at: site)
            a.insert(args[0], at: at)
            return .null
        case ("replaceSubrange", 2):
            guard args.labels[1] == "with", let (lo, hi, inside) = sliceBounds(args[0], count: a.count), case .array(let new) = args[1] else {
                throw fail("replaceSubrange(_:with:) takes a range of the array and the elements to put there", site)
            }
            guard inside else {
                throw fail("replaceSubrange(_:with:) needs a range inside the array (count is \(a.count))", site)
            }
            a.replaceSubrange(lo..<hi, with: new.items)
            return .null
        case ("removeSubrange", 1):
            guard let (lo, hi, inside) = sliceBounds(args[0], count: a.count), inside else {
                throw fail("removeSubrange(_:) needs a range inside the array (count is \(a.count))", site)
            }
            a.removeSubrange(lo..<hi)
            return .null
        case ("remove", 1):
            return a.remove(at: try index(args.labeled("at") ?? args[0], count: a.count, site))
        case ("removeLast", 0):
            guard !a.isEmpty else { throw fail("cannot removeLast from an empty array", site) }
            return a.removeLast()
        case ("popLast", 0):
            return a.popLast() ?? .null
        case ("shuffle", 0):
            Randomness.shuffle(&a, rt)
            return .null
        case ("reserveCapacity", 1):
            guard case .int(let n) = args[0], n >= 0 else { throw fail("reserveCapacity(_:) needs a count, 0 or more", site) }
            try MemoryGuard.allow(MemoryGuard.bytes(forValues: n), at: site)
            a.reserveCapacity(n)
            return .null
        case ("removeLast", 1), ("removeFirst", 1):
            guard case .int(let k) = args[0], k >= 0, k <= a.count else {
                throw fail("\(name)(_:) needs a count from 0 to \(a.count)", site)
            }
            if name == "removeLast" { a.removeLast(k) } else { a.removeFirst(k) }
            return .null
        case ("swapAt", 2):
            let i = try index(args[0], count: a.count, site), j = try index(args[1], count: a.count, site)
            a.swapAt(i, j)
            return .null
        case ("removeFirst", 0):
            guard !a.isEmpty else { throw fail("cannot removeFirst from an empty array", site) }
            return a.removeFirst()
        case ("removeAll", 0):
            a.removeAll()
            return .null
        case ("removeAll", 1):
            let f = args.labeled("where") ?? args[0]
            a = try a.filter { !(try truth(rt.call(f, argument: $0, at: site), site)) }
            return .null
        case ("sort", 0):
            a = try sortValues(a, rt, site)
            return .null
        case ("sort", 1):
            a = try sortValues(a, by: args[0], rt, site)
            return .null
        default:
            a.reverse()
            return .null
        }
    }

    // MARK: - Methods

    static func truth(_ v: Value, _ site: SourceLocation) throws -> Bool {
        if case .bool(let b) = v { return b }
        throw fail("closure must return a Bool, not \(v.typeName)", site)
    }

    /// The elements of anything iterable, as an array.
    static func elements(_ v: Value, _ site: SourceLocation) throws -> [Value] {
        switch v {
        case .array(let a): return a.items
        case .range(let lo, let hi), .closedRange(let lo, let hi):
            // Announced first: Array(0..<Int.max) must fail here, not in malloc.
            try MemoryGuard.allow(MemoryGuard.bytes(forValues: try rangeCount(lo, hi, site)), at: site)
            return (lo..<hi).map { .int($0) }
        case .string(let s):
            try MemoryGuard.allow(MemoryGuard.bytes(forValues: s.utf8.count), at: site)
            return s.map { .string(String($0)) }
        case .dictionary(let d): return d.pairs.map { pairTuple($0.0, $0.1) }
        case .set(let d): return d.keys
        case .cell(let c): return try elements(c.value, site)
        case .instance, .object:
            if let rt = Runtime.running {
                if let items = try scriptIterator(rt, v, site) { return try items.all() }
                if case .object(let o) = v, let items = try host(site, { try o.iterator(in: rt) }) { return try items.all() }
            }
            throw fail("value of type \(v.typeName) is not a sequence", site)
        default: throw fail("value of type \(v.typeName) is not a sequence", site)
        }
    }

    static func sortValues(_ a: [Value], _ rt: Runtime, _ site: SourceLocation) throws -> [Value] {
        var failure: Error? = nil
        var comparisons = 0
        try rt.memory.allow(MemoryGuard.bytes(forValues: a.count), at: site)
        if a.count <= 1 << 20, let numbers = sortedNumbers(a) { return numbers }
        let sorted: [Value]
        if case .instance? = a.first {
            // A script type's order is its own `<` (or an enum's case order).
            sorted = a.sorted { x, y in
                if failure != nil { return false }
                do { return try Compiler.less(rt, x, y, site) } catch { failure = error; return false }
            }
        } else if a.count <= 1 << 16 {
            // Quick enough that the limits can wait until it is done.
            sorted = a.sorted { x, y in
                if failure != nil { return false }
                do { return try Operators.ordering(x, y, .less, site) < 0 } catch { failure = error; return false }
            }
        } else {
            sorted = a.sorted { x, y in
                if failure != nil { return false }
                do {
                    // A big sort stops for the time limit and Ctrl-C too.
                    comparisons &+= 1
                    if comparisons & 0xFFFF == 0 { try rt.checkLimits(at: site) }
                    return try Operators.ordering(x, y, .less, site) < 0
                } catch { failure = error; return false }
            }
        }
        if let failure { throw failure }
        return sorted
    }

    /// All Ints, or all Doubles, sorted as Swift numbers: the same stable sort
    /// and the same `<` the general path asks `Operators.ordering` for (NaN
    /// included), without a `Value` comparison per step. Nil for anything else.
    /// Up to a million elements, a sort quick enough that limits can wait.
    private static func sortedNumbers(_ a: [Value]) -> [Value]? {
        switch a.first {
        case .int?: return sortedAs(a, { if case .int(let i) = $0 { return i }; return nil }, Value.int)
        case .double?: return sortedAs(a, { if case .double(let d) = $0 { return d }; return nil }, Value.double)
        default: return nil
        }
    }

    /// The elements as `T`s, sorted and wrapped again; nil if one is not a `T`.
    @inline(__always)
    private static func sortedAs<T: Comparable>(_ a: [Value], _ unwrap: (Value) -> T?, _ wrap: (T) -> Value) -> [Value]? {
        var plain: [T] = []
        plain.reserveCapacity(a.count)
        for v in a {
            guard let x = unwrap(v) else { return nil }
            plain.append(x)
        }
        plain.sort()
        return plain.map(wrap)
    }

    static func sortValues(_ a: [Value], by f: Value, _ rt: Runtime, _ site: SourceLocation) throws -> [Value] {
        if case .function(let fn) = f, let key = fn.proto.sortKey, let sorted = key.sorted(a) { return sorted }
        var failure: Error? = nil
        let sorted = a.sorted { x, y in
            if failure != nil { return false }
            do { return try truth(rt.call(f, arguments: x, y, at: site), site) } catch { failure = error; return false }
        }
        if let failure { throw failure }
        return sorted
    }

    /// A String (or a cell holding one).
    static func isText(_ v: Value) -> Bool {
        switch v {
        case .string: return true
        case .cell(let c): return isText(c.value)
        default: return false
        }
    }

    static func callMethod(_ rt: Runtime, _ v: Value, _ name: String, _ args: Arguments, _ site: SourceLocation) throws -> Value {
        if name == "prefix" || name == "drop", args.count == 1, args.labels.first == "while" || args[0].isCallable {
            if let r = try takingWhile(rt, v, keep: name == "prefix", args[0], site) { return r }
        }
        switch v {
        case .range(let lo, let hi), .closedRange(let lo, let hi):
            // `a.overlaps(b)`, `a.clamped(to: b)` of Int ranges (both kept half-open here).
            if args.count == 1, name == "overlaps" || name == "clamped" && args.labels[0] == "to" {
                let other: (Int, Int)
                switch args[0] {
                case .range(let l, let h), .closedRange(let l, let h): other = (l, h)
                default: throw fail("'\(name)' needs another range of the same kind", site)
                }
                if name == "overlaps" {
                    // An empty half-open range overlaps nothing; closed ones are never empty.
                    return .bool(lo < hi && other.0 < other.1 && lo < other.1 && other.0 < hi)
                }
                let l = Swift.min(Swift.max(lo, other.0), other.1), h = Swift.max(Swift.min(hi, other.1), other.0)
                if case .range = v { return .range(l, h) }
                return .closedRange(l, Swift.max(h, l + 1))
            }
        case .tuple(let t):
            // `job.action()`: a closure held in a tuple, called.
            if let i = t.labels.firstIndex(of: name) { return try Compiler.callValue(rt, t.items[i], args.values, args.labels, site) }
        case .set(let d):
            if let r = try setMethod(rt, d, name, args, site) { return r }
            if let r = try sequenceMethod(rt, .array(d.keys), name, args, site) { return r }
        case .instance(let i):
            if i.isEnumCase, i.type.name == "CharacterSet", i.type.module == "Swift" {
                return try callMethod(rt, .object(try host(site) { try CharacterSetValue.make(v) }), name, args, site)
            }
            return try TypeOperations.callMethod(rt, v, i, name, args, site)
        case .type(let t):
            return try TypeOperations.callStatic(rt, t, name, args, site)
        case .native(let f):
            if f.name == "String", name == "UnicodeScalarView" { return try rt.call(UnicodeScalarView.maker, args.values, at: site) }
            if name == "random" {
                switch f.name {
                case "Int": return try host(site) { try Randomness.int(args, rt) }
                case "Double": return try host(site) { try Randomness.double(args, rt) }
                case "Bool": return try host(site) { try Randomness.bool(args, rt) }
                default: break
                }
            }
            // `Int.fromBinary("101")` from `extension Int { static func fromBinary… }`.
            if let ext = rt.types.builtinExtensions[f.name], !ext.staticMethodCandidates(name).isEmpty {
                return try TypeOperations.callStatic(rt, ext, name, args, site)
            }
        case .object(let o):
            if let s = o as? ArraySliceObject { return try ArraySlices.method(rt, s, name, args, site) }
            if let s = o as? SubstringValue { return try Substrings.method(rt, s, name, args, site) }
            if let r = try host(site, { try o.callMethod(name, args, in: rt) }) { return r }
            // A stored closure property called like a method: `app.handler()`.
            if let m = try host(site, { try o.member(name, in: rt) }), case .function = m {
                return try rt.call(m, args.values, at: site)
            }
            // Sequences from the host get the sequence methods (map, filter…);
            // only then are their elements read, and only as many as needed.
            if sequenceMethodNames.contains(name) || name == "makeIterator",
               var pending = try host(site, { try o.iterator(in: rt) }) {
                var started = false
                let start: () throws -> ValueIterator = {
                    if !started { started = true; return pending }
                    pending = try host(site, { try o.iterator(in: rt) }) ?? ValueIterator([])
                    return pending
                }
                if let r = try iteratedSequenceMethod(rt, start, name, args, site) { return r }
            }
            if let ext = rt.types.builtinExtensions[o.typeName], let fn = TypeOperations.choose(ext.methodCandidates(name), args.labels, args.count) {
                return try rt.callMethodFunction(fn, v, args, at: site)
            }
            // `UIApplicationShortcutItem.make(…)` from an extension's `static func`.
            if let ext = hostStaticExtension(rt, o), !ext.staticMethodCandidates(name).isEmpty {
                return try TypeOperations.callStatic(rt, ext, name, args, site)
            }
            // A value that is no sequence, held where Swift holds an Optional
            // (`UnicodeScalar(n).map { … }`): Optional's map applies to it.
            if name == "map" || name == "flatMap", args.count == 1, args.labels[0] == nil, try host(site, { try o.iterator(in: rt) }) == nil {
                return try rt.call(args[0], argument: v, at: site)
            }
            throw missingMember("value of type \(o.typeName) has no method '\(name)'", site)
        case .string(let s):
            if let r = try stringMethod(rt, s, name, args, site) { return r }
        case .array(let a):
            if name == "index" || name == "distance", let r = try arrayIndexMethod(a.count, name, args, site) { return r }
        case .dictionary(let d):
            if let r = try dictionaryMethod(rt, d, name, args, site) { return r }
        case .int(let i):
            switch (name, args.count) {
            case ("isMultiple", 1):
                guard case .int(let m) = args.labeled("of") ?? args[0] else { throw fail("isMultiple(of:) needs an Int", site) }
                // Int.min % -1 overflows in Swift's `%`; the remainder is 0 all the same.
                return .bool(m == 0 ? i == 0 : i.remainderReportingOverflow(dividingBy: m).partialValue == 0)
            case ("description", 0): return .string(String(i))
            case ("addingReportingOverflow", 1), ("subtractingReportingOverflow", 1), ("multipliedReportingOverflow", 1),
                 ("dividedReportingOverflow", 1), ("remainderReportingOverflow", 1):
                guard case .int(let o) = args[0] else { throw fail("\(name) needs an Int", site) }
                let r: (partialValue: Int, overflow: Bool)
                switch name {
                case "addingReportingOverflow": r = i.addingReportingOverflow(o)
                case "subtractingReportingOverflow": r = i.subtractingReportingOverflow(o)
                case "multipliedReportingOverflow": r = i.multipliedReportingOverflow(by: o)
                case "dividedReportingOverflow": r = i.dividedReportingOverflow(by: o)
                default: r = i.remainderReportingOverflow(dividingBy: o)
                }
                return .tuple(Tuple([.int(r.partialValue), .bool(r.overflow)], labels: ["partialValue", "overflow"]))
            case ("quotientAndRemainder", 1):
                guard case .int(let o) = args.labeled("dividingBy") ?? args[0], o != 0 else { throw fail("quotientAndRemainder(dividingBy:) needs a non-zero Int", site) }
                guard !(i == .min && o == -1) else { throw fail("arithmetic overflow in quotientAndRemainder", site) }
                return .tuple(Tuple([.int(i / o), .int(i % o)], labels: ["quotient", "remainder"]))
            case ("signum", 0): return .int(i.signum())
            case ("multipliedFullWidth", 1):
                guard case .int(let o) = args[0] else { throw fail("multipliedFullWidth(by:) needs an Int", site) }
                let r = i.multipliedFullWidth(by: o)
                return .tuple(Tuple([.int(r.high), .object(SizedInteger(.uint, r.low))], labels: ["high", "low"]))
            // Double's own methods: an Int here was written as a Double literal
            // (`xs.reduce(0) { $0 + $1.minutes }.rounded()` of an empty `xs`).
            case ("rounded", _), ("squareRoot", 0), ("truncatingRemainder", 1), ("remainder", 1):
                return try callMethod(rt, .double(Double(i)), name, args, site)
            default: break
            }
        case .double(let d):
            if let r = try host(site, { try NumericLibrary.doubleMethod(d, name, args) }) { return r }
            switch (name, args.count) {
            case ("rounded", 0): return .double(d.rounded())
            case ("description", 0): return .string(d.description)
            default: break
            }
        case .cell(let c):
            return try callMethod(rt, c.value, name, args, site)
        case .null:
            // `opt.map(f)` on nil: nil, as Optional's map gives.
            if name == "map" || name == "flatMap", args.count == 1 { return .null }
            if let r = try optionalExtensionMethod(rt, v, name, args, site) { return r }
            throw fail("cannot call method '\(name)' on nil; use '?.' to call into a value that may be nil", site)
        case .bool:
            if name == "toggle" { throw fail("cannot use mutating member 'toggle' on a temporary value", site) }
        default: break
        }
        switch v {
        case .array, .range, .closedRange, .string, .dictionary:
            if name == "makeIterator", args.count == 0 { return .object(ScriptIterator(ValueIterator(try elements(v, site)))) }
            // `contacts.filter(predicate)` with `extension Sequence { func filter(_ p: Predicate<Element>) }`:
            // a script value, not a closure, is the extension's overload.
            // (Or an array of them: `tracks.sorted(by: [.artist, .title])` with `sorted(by orders: [SortOrder])`.)
            if args.count == 1, args[0].isInstanceOrCollection, !args[0].isCallable, !rt.types.builtinExtensions.isEmpty,
               let ext = rt.types.builtinExtensions[v.typeName],
               let fn = TypeOperations.choose(ext.methodCandidates(name), args.labels, args.count) {
                return try rt.callMethodFunction(fn, v, args, at: site)
            }
            // `people.sorted(by: \.name)` with `func sorted<V>(by kp: KeyPath<Element, V>)`:
            // a key path goes to the overload declared to take one.
            if args.count == 1, case .native(let f) = args[0], f.name.hasPrefix("\\"), !rt.types.builtinExtensions.isEmpty,
               let ext = rt.types.builtinExtensions[v.typeName],
               let fn = ext.methodCandidates(name).first(where: { fn in
                   guard case .named(let t, _)? = fn.proto.parameterTypes.last ?? nil else { return false }
                   return t.hasSuffix("KeyPath")
               }) {
                return try rt.callMethodFunction(fn, v, args, at: site)
            }
            if let r = try sequenceMethod(rt, v, name, args, site) { return r }
        default: break
        }
        if let ext = rt.types.builtinExtensions[v.typeName], let fn = TypeOperations.choose(ext.methodCandidates(name), args.labels, args.count) {
            return try rt.callMethodFunction(fn, v, args, at: site)
        }
        if case .int(let i) = v, let ext = rt.types.builtinExtensions["Double"],
           let fn = TypeOperations.choose(ext.methods[name] ?? [], args.labels, args.count) {
            return try rt.callMethodFunction(fn, .double(Double(i)), args, at: site)
        }
        if mutatingMethods.contains(name), methodNames(of: v).contains(name) {
            throw fail("cannot use mutating member '\(name)' on a temporary value; store it in a 'var' first", site)
        }
        // A value that is no collection has no `map` of its own: `x.map(f)` on it
        // is Optional's (`Int("4").map { $0 * 2 }`), which applies `f` to it.
        if name == "map" || name == "flatMap", args.count == 1, args.labels[0] == nil {
            let r = try rt.call(args[0], argument: v, at: site)
            return name == "map" ? OptionalNil.wrapping(r) : r
        }
        // A method `extension Optional` gives, on a value the Optional holds.
        if let r = try optionalExtensionMethod(rt, v, name, args, site) { return r }
        throw noMember(v, name, site, method: true)
    }

    /// A method of `extension Optional { … }` (the wrapped value is not kept
    /// apart from its Optional, so a value's own method of the name comes first).
    static func optionalExtensionMethod(_ rt: Runtime, _ v: Value, _ name: String, _ args: Arguments,
                                        _ site: SourceLocation) throws -> Value? {
        guard let ext = rt.types.builtinExtensions["nil"],
              let fn = TypeOperations.choose(ext.methodCandidates(name), args.labels, args.count) else { return nil }
        return try rt.callMethodFunction(fn, v, args, at: site)
    }

    /// `index(after:)`, `index(before:)`, `index(_:offsetBy:)`,
    /// `index(_:offsetBy:limitedBy:)`, `distance(from:to:)`: a String.Index is
    /// a character offset, kept within `0...count` as Swift keeps it.
    private static func stringIndexMethod(_ s: String, _ name: String, _ args: Arguments, _ site: SourceLocation) throws -> Value? {
        var ints: [Int] = []
        for v in args.values {
            guard case .int(let n) = v else { return nil }
            ints.append(n)
        }
        let count = s.count
        func checked(_ n: Int) throws -> Value {
            guard n >= 0 && n <= count else { throw fail("String index is out of bounds", site) }
            return .int(n)
        }
        switch (name, args.labels) {
        case ("index", ["after"]): return try checked(ints[0] + 1)
        case ("index", ["before"]): return try checked(ints[0] - 1)
        case ("index", [nil, "offsetBy"]): return try checked(ints[0] + ints[1])
        case ("index", [nil, "offsetBy", "limitedBy"]):
            let (i, n, limit) = (ints[0], ints[1], ints[2])
            if n >= 0 ? (i <= limit && i + n > limit) : (i >= limit && i + n < limit) { return .null }
            return try checked(i + n)
        case ("distance", ["from", "to"]): return .int(ints[1] - ints[0])
        default: return nil
        }
    }

    /// An array's `index(after:)`, `index(before:)`, `index(_:offsetBy:)`,
    /// `index(_:offsetBy:limitedBy:)` and `distance(from:to:)`: integer
    /// arithmetic, unchecked as Swift's are (a subscript checks).
    private static func arrayIndexMethod(_ count: Int, _ name: String, _ args: Arguments, _ site: SourceLocation) throws -> Value? {
        var ints: [Int] = []
        for v in args.values {
            guard case .int(let n) = v else { return nil }
            ints.append(n)
        }
        func sum(_ a: Int, _ b: Int) throws -> Value {
            let (r, overflow) = a.addingReportingOverflow(b)
            if overflow { throw fail("arithmetic overflow in \(name)", site) }
            return .int(r)
        }
        switch (name, args.labels) {
        case ("index", ["after"]): return try sum(ints[0], 1)
        case ("index", ["before"]): return try sum(ints[0], -1)
        case ("index", [nil, "offsetBy"]): return try sum(ints[0], ints[1])
        case ("index", [nil, "offsetBy", "limitedBy"]):
            let (i, n, limit) = (ints[0], ints[1], ints[2])
            if n >= 0 ? (i <= limit && i + n > limit) : (i >= limit && i + n < limit) { return .null }
            return try sum(i, n)
        case ("distance", ["from", "to"]): return try sum(ints[1], -ints[0])
        default: return nil
        }
    }

    /// The `where:` predicate of a search, also when it is a trailing closure
    /// (`xs.firstIndex { $0 > 2 }`).
    static func predicateArgument(_ args: Arguments) -> Value? {
        if let f = args.labeled("where") { return f }
        guard args.count == 1, args.labels[0] == nil else { return nil }
        switch args[0] {
        case .function, .native: return args[0]
        default: return nil
        }
    }

    private static func stringArg(_ args: Arguments, _ i: Int, _ label: String?, _ name: String, _ site: SourceLocation) throws -> String {
        try host(site) { try args.string(at: i, label: label, for: name) }
    }

    static func stringMethod(_ rt: Runtime, _ s: String, _ name: String, _ args: Arguments, _ site: SourceLocation) throws -> Value? {
        // Searches through a long string stop for the time limit and Ctrl-C.
        let check = { try rt.checkLimits(at: site) }
        switch (name, args.count) {
        case ("uppercased", 0):
            try rt.memory.allow(s.utf8.count * 3, at: site)
            return .string(s.uppercased())
        case ("lowercased", 0):
            try rt.memory.allow(s.utf8.count * 3, at: site)
            return .string(s.lowercased())
        case ("hasPrefix", 1): return .bool(s.hasPrefix(try stringArg(args, 0, nil, name, site)))
        case ("hasSuffix", 1): return .bool(s.hasSuffix(try stringArg(args, 0, nil, name, site)))
        case ("contains", 1):
            if case .string(let t) = args[0] {
                if t.isEmpty { return .bool(true) }
                return .bool(!(try StringSearch.matches(of: t, in: s, limit: 1, check: check).isEmpty))
            }
            return nil
        case ("index", 1), ("index", 2), ("index", 3), ("distance", 2):
            return try stringIndexMethod(s, name, args, site)
        case ("range", 1), ("range", 2), ("range", 3) where args.labels[0] == "of":
            // `range(of:options:range:)`: options and the range searched may be left out.
            let t = try stringArg(args, 0, "of", name, site)
            var options: Set<String> = []
            var within = 0..<s.count
            for k in 1..<args.count {
                switch (args.labels[k], args[k]) {
                case ("options", let v): options = try StringSearch.options(v)
                case ("range", .range(let lo, let hi)) where lo >= 0 && lo <= hi && hi <= s.count: within = lo..<hi
                case ("range", _): throw fail("range(of:range:) needs a range of this string's indices", site)
                default: throw fail("range(of:) takes 'options:' and 'range:', not '\(args.labels[k] ?? "_"):'", site)
                }
            }
            try rt.memory.allow(s.utf8.count * 3, at: site)
            let searched = within == 0..<s.count ? s : String(s.dropFirst(within.lowerBound).prefix(within.count))
            return StringSearch.characterRange(of: t, in: searched, options)
                .map { .range($0.lowerBound + within.lowerBound, $0.upperBound + within.lowerBound) } ?? .null
        case ("compare", 1), ("compare", 2), ("caseInsensitiveCompare", 1), ("localizedCompare", 1),
             ("localizedCaseInsensitiveCompare", 1):
            let t = try stringArg(args, 0, nil, name, site)
            var options = args.count == 2 ? try StringSearch.options(args[1]) : []
            if name.contains("aseInsensitive") { options.insert("caseInsensitive") }
            if options.contains("caseInsensitive") { return try StringSearch.ordering(rt, s.lowercased(), t.lowercased()) }
            return try StringSearch.ordering(rt, s, t)
        case ("folding", 2) where args.labels == ["options", "locale"]:
            // Foundation's own (`.caseInsensitive`, `.diacriticInsensitive`…), without a locale.
            return .string(s.folding(options: StringSearch.compareOptions(try StringSearch.options(args[0])), locale: nil))
        case ("localizedCaseInsensitiveContains", 1):
            // Foundation's, without a locale: case folded as `lowercased()` folds it.
            let t = try stringArg(args, 0, nil, name, site).lowercased()
            if t.isEmpty { return .bool(false) }
            try rt.memory.allow(s.utf8.count * 3, at: site)
            return .bool(!(try StringSearch.matches(of: t, in: s.lowercased(), limit: 1, check: check).isEmpty))
        case ("padding", 3):
            // Foundation's `padding(toLength:withPad:startingAt:)`, by characters.
            guard case .int(let length) = args[0], length >= 0, case .string(let pad) = args[1], !pad.isEmpty,
                  case .int(let start) = args[2], start >= 0, start < pad.count else {
                throw fail("padding(toLength:withPad:startingAt:) needs a length, a non-empty pad and a start inside it", site)
            }
            try MemoryGuard.allow(length * 4, at: site)
            if s.count >= length { return .string(String(s.prefix(length))) }
            var out = s
            let padCharacters = Array(pad)
            var i = start
            while out.count < length {
                out.append(padCharacters[i])
                i = (i + 1) % padCharacters.count
            }
            return .string(out)
        case ("replacingOccurrences", 2):
            let of = try stringArg(args, 0, "of", name, site)
            let with = try stringArg(args, 1, "with", name, site)
            guard !of.isEmpty else { return .string(s) }
            let found = try StringSearch.matches(of: of, in: s, check: check)
            guard !found.isEmpty else { return .string(s) }
            let (grown, overflow) = found.count.multipliedReportingOverflow(by: with.utf8.count)
            try rt.memory.allow(overflow ? .max : s.utf8.count + grown, at: site)
            return .string(StringSearch.pieces(of: s, around: found).joined(separator: with))
        case ("replacingOccurrences", 3) where args.labels[2] == "options":
            // With options (`.caseInsensitive`…): Foundation's own.
            let of = try stringArg(args, 0, "of", name, site)
            let with = try stringArg(args, 1, "with", name, site)
            let options = try StringSearch.options(args[2])
            guard !of.isEmpty else { return .string(s) }
            let most = s.utf8.count / max(1, of.utf8.count) + 1
            let (grown, overflow) = most.multipliedReportingOverflow(by: with.utf8.count)
            try rt.memory.allow(overflow ? .max : s.utf8.count + grown, at: site)
            return .string(s.replacingOccurrences(of: of, with: with, options: StringSearch.compareOptions(options)))
        case ("split", 1) where args.labels[0] == "whereSeparator" || predicateArgument(args) != nil:
            // Pieces between the characters the closure picks, empty ones dropped.
            var pieces: [Value] = [], current = ""
            for ch in s {
                try rt.tick(site)
                if try truth(rt.call(args[0], [.string(String(ch))], at: site), site) {
                    if !current.isEmpty { pieces.append(.string(current)) }
                    current = ""
                } else {
                    current.append(ch)
                }
            }
            if !current.isEmpty { pieces.append(.string(current)) }
            try rt.memory.allow(MemoryGuard.bytes(forValues: pieces.count) + s.utf8.count, at: site)
            return .array(pieces)
        case ("split", 1...3) where args.labels[0] == "separator" || args.labels[0] == nil:
            // `split(separator:maxSplits:omittingEmptySubsequences:)`.
            let sep = try stringArg(args, 0, "separator", name, site)
            guard !sep.isEmpty else { throw fail("split(separator:) needs a non-empty separator", site) }
            var maxSplits = Int.max, omitting = true
            for (label, value) in zip(args.labels, args.values).dropFirst() {
                switch (label, value) {
                case ("maxSplits"?, .int(let n)) where n >= 0: maxSplits = n
                case ("omittingEmptySubsequences"?, .bool(let b)): omitting = b
                default: throw fail("split takes separator:, maxSplits: (an Int, 0 or more) and omittingEmptySubsequences: (a Bool)", site)
                }
            }
            let found = try StringSearch.matches(of: sep, in: s, check: check)
            try rt.memory.allow(MemoryGuard.bytes(forValues: found.count + 1) + s.utf8.count, at: site)
            // As Swift splits: an empty piece left out does not count as a split.
            let bytes = Array(s.utf8)
            var pieces: [Value] = []
            var start = 0, splits = 0
            for m in found where m.lowerBound >= start {
                if splits == maxSplits { break }
                let piece = bytes[start..<m.lowerBound]
                start = m.upperBound
                if omitting && piece.isEmpty { continue }
                pieces.append(.string(String(decoding: piece, as: UTF8.self)))
                splits += 1
            }
            if !(omitting && start == bytes.count) { pieces.append(.string(String(decoding: bytes[start...], as: UTF8.self))) }
            return .array(pieces)
        case ("components", 1) where !isText(args[0]):
            // `components(separatedBy: .whitespaces)`: split at every character of the set.
            let inSet = try host(site) { try NumericLibrary.characterTest(args[0]) }
            var pieces: [Value] = [], current = ""
            for c in s {
                if inSet(c) { pieces.append(.string(current)); current = "" } else { current.append(c) }
            }
            pieces.append(.string(current))
            return .array(pieces)
        case ("rangeOfCharacter", 1):
            let inSet = try host(site) { try NumericLibrary.characterTest(args[0]) }
            guard let k = s.firstIndex(where: inSet).map({ s.distance(from: s.startIndex, to: $0) }) else { return .null }
            return .range(k, k + 1)
        case ("components", 1):
            let sep = try stringArg(args, 0, "separatedBy", name, site)
            guard !sep.isEmpty else { return .array([.string(s)]) }
            let found = try StringSearch.matches(of: sep, in: s, check: check)
            try rt.memory.allow(MemoryGuard.bytes(forValues: found.count + 1) + s.utf8.count, at: site)
            return .array(StringSearch.pieces(of: s, around: found).map { .string($0) })
        case ("trimmingCharacters", 1):
            let inSet = try host(site) { try NumericLibrary.characterTest(args[0]) }
            return .string(String(s.drop(while: inSet).reversed().drop(while: inSet).reversed()))
        case ("starts", 1):
            guard case .string(let p) = args.labeled("with") ?? args[0] else { throw fail("starts(with:) needs a String", site) }
            return .bool(s.hasPrefix(p))
        case ("trimmingWhitespace", 0):
            return .string(String(s.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()))
        case ("reversed", 0): return .string(String(s.reversed()))
        case ("prefix", 1):
            guard case .int(let n) = args[0], n >= 0 else { throw fail("prefix needs a non-negative Int", site) }
            return .string(String(s.prefix(n)))
        case ("suffix", 1):
            guard case .int(let n) = args[0], n >= 0 else { throw fail("suffix needs a non-negative Int", site) }
            let count = s.count
            return Substrings.make(String(s.suffix(n)), base: count - min(n, count))
        case ("filter", 1):
            // A string's filter keeps the characters as a string, as Swift's does.
            let f = args[0]
            var out = ""
            for ch in s where try truth(rt.call(f, argument: .string(String(ch)), at: site), site) { out.append(ch) }
            return .string(out)
        case ("dropFirst", 0), ("dropLast", 0), ("dropFirst", 1), ("dropLast", 1):
            // Substrings are strings here: `"Swifty".dropFirst(2)` is "ifty".
            var n = 1
            if args.count == 1 {
                guard case .int(let k) = args[0], k >= 0 else { throw fail("\(name) needs a non-negative Int", site) }
                n = k
            }
            if name == "dropFirst" { return Substrings.make(String(s.dropFirst(n)), base: min(n, s.count)) }
            return .string(String(s.dropLast(n)))
        default: return nil
        }
    }

    /// Adds `other`'s pairs (a dictionary or a sequence of pairs) to `d`; for a
    /// key already there, `combine(old, new)` is kept.
    static func merge(_ rt: Runtime, _ d: inout OrderedDictionary, _ other: Value, _ combine: Value, _ site: SourceLocation) throws {
        let pairs: [(Value, Value)]
        switch other {
        case .dictionary(let o): pairs = o.pairs.map { ($0.0, $0.1) }
        default:
            pairs = try elements(other, site).map { p in
                guard case .tuple(let t) = p, t.items.count == 2 else { throw fail("merge needs (key, value) pairs, not \(p.typeName)", site) }
                return (t.items[0], t.items[1])
            }
        }
        for (k, v) in pairs {
            if let old = d[k] { d[k] = try rt.call(combine, [old, v], at: site) } else { d[k] = v }
        }
    }

    static func dictionaryMethod(_ rt: Runtime, _ d: OrderedDictionary, _ name: String, _ args: Arguments, _ site: SourceLocation) throws -> Value? {
        switch (name, args.count) {
        case ("merging", 2):
            // `a.merging(b) { old, new in … }`: b's pairs added, a clash resolved by the closure.
            var out = d
            try merge(rt, &out, args[0], args[1], site)
            return .dictionary(out)
        case ("mapValues", 1):
            var out = OrderedDictionary()
            for (k, v) in d.pairs { out[k] = try rt.call(args[0], [v], at: site) }
            return .dictionary(out)
        case ("compactMapValues", 1):
            // The values the closure turns into something, nils left out.
            var out = OrderedDictionary()
            for (k, v) in d.pairs {
                let r = try rt.call(args[0], [v], at: site)
                if !r.isNil { out[k] = r }
            }
            return .dictionary(out)
        case ("filter", 1):
            var out = OrderedDictionary()
            for (k, v) in d.pairs where try truth(rt.call(args[0], [pairTuple(k, v)], at: site), site) { out[k] = v }
            return .dictionary(out)
        case ("contains", 1):
            // A predicate is a sequence method; a bare key is a common mistake.
            switch args[0] {
            case .function, .native: return nil
            default:
                if args.labeled("where") != nil { return nil }
                throw fail("use 'dict[key] != nil' or 'dict.keys.contains(key)' to test for a key", site)
            }
        default: return nil
        }
    }

    /// The number of elements of a range, or an error when it does not fit in Int.
    static func rangeCount(_ lo: Int, _ hi: Int, _ site: SourceLocation?) throws -> Int {
        let (n, overflow) = hi.subtractingReportingOverflow(lo)
        if overflow { throw fail("the range \(lo)..<\(hi) has more elements than Int can count", site ?? SourceLocation.native) }
        return n
    }

    /// Visits a sequence's elements one by one without collecting them (a range
    /// of a trillion numbers costs nothing until visited); `body` returns false to
    /// stop.
    static func forEachElement(_ v: Value, _ site: SourceLocation, _ body: (Value) throws -> Bool) throws {
        switch v {
        case .range(let lo, let hi), .closedRange(let lo, let hi):
            var i = lo
            while i < hi {
                if try !body(.int(i)) { return }
                i += 1
            }
        case .array(let a):
            for x in a.items where try !body(x) { return }
        case .string(let s):
            for ch in s where try !body(.string(String(ch))) { return }
        case .dictionary(let d):
            for (k, x) in d.pairs where try !body(pairTuple(k, x)) { return }
        case .set(let d):
            for x in d.keys where try !body(x) { return }
        case .cell(let c):
            try forEachElement(c.value, site, body)
        case .instance, .object:
            // A script sequence, or a host's (`enumerated()` of one): visited lazily.
            if let rt = Runtime.running {
                var items = try scriptIterator(rt, v, site)
                if items == nil, case .object(let o) = v { items = try host(site, { try o.iterator(in: rt) }) }
                if let items {
                    while let x = try items.next() { if try !body(x) { return } }
                    return
                }
            }
            throw fail("value of type \(v.typeName) is not a sequence", site)
        default:
            throw fail("value of type \(v.typeName) is not a sequence", site)
        }
    }

    static func sequenceMethod(_ rt: Runtime, _ v: Value, _ name: String, _ args: Arguments, _ site: SourceLocation) throws -> Value? {
        if name == "prefix" || name == "suffix", args.count == 1, let label = args.labels[0], ["upTo", "through", "from"].contains(label) {
            return try partByIndex(v, name, label, args[0], site)
        }
        func fn(_ label: String? = nil) throws -> Value {
            let f = label.flatMap { args.labeled($0) } ?? args[args.count - 1]
            switch f {
            case .function, .native: return f
            default: throw fail("\(name) needs a closure, not \(f.typeName)", site)
            }
        }
        func count(_ i: Int) throws -> Int {
            guard case .int(let n) = args[i] else { throw fail("\(name) needs an Int, not \(args[i].typeName)", site) }
            guard n >= 0 else { throw fail("\(name) needs a non-negative count", site) }
            return n
        }
        func test(_ f: Value, _ x: Value) throws -> Bool { try truth(rt.call(f, argument: x, at: site), site) }
        /// A closure given as the argument (`contains(where:)`, or unlabelled).
        var predicate: Value? {
            if let f = args.labeled("where") { return f }
            switch args[0] {
            case .function, .native: return args[0]
            default: return nil
            }
        }

        // Methods that visit elements one at a time, for every sequence: a huge
        // range is never collected for them.
        switch (name, args.count) {
        case ("contains", 1):
            if let f = predicate {
                var found = false
                try forEachElement(v, site) { x in found = try test(f, x); return !found }
                return .bool(found)
            }
            if case .range(let lo, let hi) = v.halfOpen {
                if case .int(let i) = args[0] { return .bool(lo <= i && i < hi) }
                if case .double(let d) = args[0] { return .bool(Compiler.contains(v, d)) }
                if let s = args[0].sizedInteger { return .bool(s.isIn(lo, hi)) }
                return .bool(false)
            }
            var target = args[0]
            // `temps.contains(18)`: the literal made an element (ExpressibleByIntegerLiteral).
            if case .array(let a) = v, let first = a.items.first, let made = try TypeOperations.literal(rt, target, like: first, site) {
                target = made
            }
            let wanted = target
            var found = false
            try forEachElement(v, site) { x in found = x == wanted; return !found }
            return .bool(found)
        case ("lexicographicallyPrecedes", 1):
            let mine = try elements(v, site), theirs = try elements(args[0], site)
            for (a, b) in zip(mine, theirs) where !(a == b) {
                return .bool(try Compiler.compareValues(rt, .less, a, b, site))
            }
            return .bool(mine.count < theirs.count)
        case ("elementsEqual", 1):
            // `a.elementsEqual(b)`: the same elements in the same order.
            let mine = try elements(v, site), theirs = try elements(args[0], site)
            return .bool(mine.count == theirs.count && zip(mine, theirs).allSatisfy { $0 == $1 })
        case ("allSatisfy", 1):
            let f = try fn()
            var all = true
            try forEachElement(v, site) { x in all = try test(f, x); return all }
            return .bool(all)
        case ("first", 1):
            let f = try fn("where")
            var found: Value = .null
            try forEachElement(v, site) { x in
                if try test(f, x) { found = x; return false }
                return true
            }
            return found
        case ("lastIndex", 1), ("last", 1):
            // The last match: the whole sequence is searched.
            var index = 0
            var found: Value = .null
            let f = predicateArgument(args)
            let target = f == nil ? (args.labeled("of") ?? args[0]) : .null
            try forEachElement(v, site) { x in
                let hit = try f.map { try test($0, x) } ?? (x == target)
                if hit { found = name == "last" ? x : .int(index) }
                index += 1
                return true
            }
            return found
        case ("firstIndex", 1):
            var index = 0
            var found: Value = .null
            if let f = predicateArgument(args) {
                try forEachElement(v, site) { x in
                    if try test(f, x) { found = .int(index); return false }
                    index += 1
                    return true
                }
            } else {
                let target = args.labeled("of") ?? args[0]
                try forEachElement(v, site) { x in
                    if x == target { found = .int(index); return false }
                    index += 1
                    return true
                }
            }
            return found
        case ("forEach", 1):
            let f = try fn()
            try forEachElement(v, site) { x in _ = try rt.call(f, argument: x, at: site); return true }
            return .null
        case ("reduce", 2) where args.labels[0] == "into":
            // `reduce(into:)`: the closure changes the accumulator in place.
            var acc = args[0]
            guard case .function(let f) = try fn() else { throw fail("reduce(into:) needs a closure", site) }
            try forEachElement(v, site) { x in
                _ = try TypeOperations.callWithSelf(rt, f, &acc, Arguments([x]), site)
                return true
            }
            return acc
        case ("reduce", 2):
            var acc = args[0]
            let f = try fn()
            try forEachElement(v, site) { x in acc = try rt.call(f, arguments: acc, x, at: site); return true }
            return acc
        case ("min", 1), ("max", 1):
            let f = try fn("by")
            var best: Value? = nil
            try forEachElement(v, site) { x in
                // Both keep the first of equals, as Swift does: a later element
                // replaces the best only when strictly better.
                if let b = best {
                    if name == "min" ? try truth(rt.call(f, arguments: x, b, at: site), site) : try truth(rt.call(f, arguments: b, x, at: site), site) { best = x }
                } else {
                    best = x
                }
                return true
            }
            return best ?? .null
        default:
            break
        }

        // Ranges answer the rest with arithmetic where Swift's Range does.
        if case .range(let lo, let hi) = v.halfOpen {
            let n = try rangeCount(lo, hi, site)
            switch (name, args.count) {
            case ("prefix", 1): return .range(lo, lo + min(n, try count(0)))
            case ("suffix", 1): return .range(hi - min(n, try count(0)), hi)
            case ("dropFirst", 0): return .range(min(hi, lo + min(n, 1)), hi)
            case ("dropFirst", 1): return .range(lo + min(n, try count(0)), hi)
            case ("dropLast", 0): return .range(lo, hi - min(n, 1))
            case ("dropLast", 1): return .range(lo, hi - min(n, try count(0)))
            case ("min", 0): return n > 0 ? .int(lo) : .null
            case ("max", 0): return n > 0 ? .int(hi - 1) : .null
            case ("sorted", 0):
                try MemoryGuard.allow(MemoryGuard.bytes(forValues: n), at: site)
                return .array((lo..<hi).map { .int($0) })
            case ("reversed", 0):
                try MemoryGuard.allow(MemoryGuard.bytes(forValues: n), at: site)
                return .array((lo..<hi).reversed().map { .int($0) })
            default: break
            }
        }

        // The rest collect the elements.
        let a = try elements(v, site)
        switch (name, args.count) {
        case ("map", 1):
            let f = try fn()
            try MemoryGuard.allow(MemoryGuard.bytes(forValues: a.count), at: site)
            var out: [Value] = []
            out.reserveCapacity(a.count)
            for x in a { out.append(try rt.call(f, argument: x, at: site)) }
            return .array(out)
        case ("filter", 1):
            let f = try fn()
            return .array(try a.filter { try truth(rt.call(f, argument: $0, at: site), site) })
        case ("compactMap", 1):
            let f = try fn()
            var out: [Value] = []
            for x in a { let r = try rt.call(f, argument: x, at: site); if !r.isNil { out.append(r) } }
            return .array(out)
        case ("flatMap", 1):
            let f = try fn()
            var out: [Value] = []
            for x in a {
                let more = try elements(rt.call(f, argument: x, at: site), site)
                try MemoryGuard.allow(MemoryGuard.bytes(forValues: more.count), at: site)
                out += more
            }
            return .array(out)
        case ("randomElement", 0):
            return Randomness.element(a, rt)
        case ("shuffled", 0):
            var b = a
            Randomness.shuffle(&b, rt)
            return .array(b)
        case ("randomElement", 1), ("shuffled", 1):
            try Randomness.refuseOwnGenerator(args, name)
            return .null
        case ("sorted", 0):
            return .array(try sortValues(a, rt, site))
        case ("sorted", 1):
            return .array(try sortValues(a, by: try fn("by"), rt, site))
        case ("reversed", 0):
            return .array(a.reversed())
        case ("prefix", 1): return .array(Array(a.prefix(try count(0))))
        case ("suffix", 1):
            let k = min(try count(0), a.count)
            if case .array = v { return ArraySlices.make(a[(a.count - k)...], base: a.count - k) }
            return .array(Array(a.suffix(k)))
        case ("dropFirst", 0...1):
            let k = min(args.count == 0 ? 1 : try count(0), a.count)
            if case .array = v { return ArraySlices.make(a[k...], base: k) }
            return .array(Array(a.dropFirst(k)))
        case ("dropLast", 0): return .array(Array(a.dropLast()))
        case ("dropLast", 1): return .array(Array(a.dropLast(try count(0))))
        case ("min", 0):
            return try a.min { try Compiler.compareValues(rt, .less, $0, $1, site) } ?? .null
        case ("max", 0):
            return try a.max { try Compiler.compareValues(rt, .less, $0, $1, site) } ?? .null
        case ("enumerated", 0):
            try MemoryGuard.allow(MemoryGuard.bytes(forValues: 3 * a.count), at: site)
            return .array(a.enumerated().map { .tuple(Tuple([.int($0.offset), $0.element], labels: ["offset", "element"])) })
        case ("joined", 0) where a.first.map({ if case .array = $0 { return true }; return false }) == true:
            // An array of arrays joins into one array, as Swift's `joined()` does.
            var out: [Value] = []
            for x in a {
                guard case .array(let inner) = x else { throw fail("joined() needs every element to be an array, not \(x.typeName)", site) }
                try MemoryGuard.allow(MemoryGuard.bytes(forValues: inner.count), at: site)
                out += inner.items
            }
            return .array(out)
        case ("joined", 0), ("joined", 1):
            var sep = ""
            if args.count == 1 {
                guard case .string(let s) = args.labeled("separator") ?? args[0] else { throw fail("joined(separator:) needs a String", site) }
                sep = s
            }
            var length = 0
            // Substrings join as their text (`[Substring]` from slicing a String).
            var a = a
            if a.contains(where: { if case .object(_ as SubstringValue) = $0 { return true }; return false }) {
                a = a.map { x in if case .object(let o as SubstringValue) = x { return .string(o.text) }; return x }
            }
            for (i, x) in a.enumerated() {
                guard case .string(let s) = x else {
                    throw fail("joined needs an array of Strings, but element \(i) is \(x.typeName); use .map { String($0) } first", site)
                }
                length += s.utf8.count + (i > 0 ? sep.utf8.count : 0)
            }
            try MemoryGuard.allow(length, at: site)
            return .string(try Builtins.joinedUTF8(a, separator: sep, length: length, rt, site))
        default:
            return nil
        }
    }

    /// The strings of `items` (every one a String, `length` bytes of UTF-8 in
    /// all with the separators) written one after another into one new
    /// string's storage: appending them to a `String` ran its growth and
    /// capacity checks on every piece, some 250 instructions a piece.
    static func joinedUTF8(_ items: [Value], separator: String, length: Int, _ rt: Runtime, _ site: SourceLocation) throws -> String {
        var separator = separator
        return try separator.withUTF8 { sep in
            try String(unsafeUninitializedCapacity: length) { out in
                var at = 0
                func put(_ bytes: UnsafeBufferPointer<UInt8>) {
                    guard let from = bytes.baseAddress, bytes.count > 0 else { return }
                    (out.baseAddress! + at).update(from: from, count: bytes.count)
                    at += bytes.count
                }
                for (i, x) in items.enumerated() {
                    if i > 0 { put(sep) }
                    if case .string(var s) = x { s.withUTF8 { put($0) } }
                    if i & 0xFFFF == 0xFFFF { try rt.tick(site) }
                }
                return at
            }
        }
    }
}

extension Builtins {
    /// `prefix(while:)` and `drop(while:)`: the leading elements that pass the
    /// test, or the rest after them. A string gives a string.
    /// `prefix(upTo: i)`, `prefix(through: i)`, `suffix(from: i)`: the part
    /// before, up to and including, or from an index (not a count).
    static func partByIndex(_ v: Value, _ name: String, _ label: String, _ index: Value, _ site: SourceLocation) throws -> Value {
        guard (name == "prefix") == (label != "from") else { throw fail("\(name) has no argument label '\(label):'", site) }
        guard case .int(let i) = index else { throw fail("\(name)(\(label):) needs an index, not \(index.typeName)", site) }
        let end = label == "through" ? i + 1 : i
        switch v {
        case .array(let a):
            guard end >= 0, end <= a.count else { throw fail("index \(i) out of range (count is \(a.count))", site) }
            return name == "prefix" ? .array(Array(a.items[..<end])) : ArraySlices.make(a.items[end...], base: end)
        case .string(let s):
            guard end >= 0, end <= s.count else { throw fail("String index is out of bounds", site) }
            return name == "prefix" ? .string(String(s.prefix(end))) : Substrings.make(String(s.dropFirst(end)), base: end)
        default:
            throw fail("\(name)(\(label):) is not supported on a value of type \(v.typeName)", site)
        }
    }

    static func takingWhile(_ rt: Runtime, _ v: Value, keep: Bool, _ test: Value, _ site: SourceLocation) throws -> Value? {
        switch v {
        case .array, .range, .closedRange, .string, .set, .dictionary: break
        default: return nil
        }
        if case .range(let lo, let hi) = v.halfOpen {
            // A range is counted, not made into an array: `(2..<n).prefix { $0 * $0 <= n }`.
            var end = lo
            while end < hi, try truth(rt.call(test, argument: .int(end), at: site), site) { end += 1 }
            return keep ? .range(lo, end) : .range(end, max(end, hi))
        }
        let items = try elements(v, site)
        var n = 0
        while n < items.count, try truth(rt.call(test, argument: items[n], at: site), site) { n += 1 }
        let part = keep ? Array(items[..<n]) : Array(items[n...])
        if case .array = v, !keep { return ArraySlices.make(items[n...], base: n) }
        if case .string = v {
            var out = ""
            for case .string(let c) in part { out += c }
            return keep ? .string(out) : Substrings.make(out, base: n)
        }
        return .array(part)
    }
}

extension Value {
    /// A script type's value, or an array or set (of anything): what an
    /// extension's overload of a sequence method takes where the standard one
    /// takes a closure.
    var isInstanceOrCollection: Bool {
        switch self {
        case .instance, .array, .set: return true
        default: return false
        }
    }
}
