/// `Set`: unique elements, iterated in the order they were first inserted
/// (Swift leaves the order unspecified; qas keeps it stable). A value type like
/// arrays and dictionaries, backed by the same ordered dictionary.
extension Builtins {
    /// A set of the given elements, the first of equal ones kept.
    static func makeSet(_ items: [Value]) -> Value {
        var d = OrderedDictionary()
        for x in items where d[x] == nil { d[x] = .bool(true) }
        return .set(d)
    }

    /// The elements of a set, array or other sequence given to a set method.
    private static func setOperand(_ args: Arguments, _ name: String, _ site: SourceLocation) throws -> OrderedDictionary {
        guard args.count == 1 else { throw fail("'\(name)' takes one sequence", site) }
        if case .set(let d) = args[0] { return d }
        guard case .set(let d) = makeSet(try elements(args[0], site)) else { return OrderedDictionary() }
        return d
    }

    /// Methods that make a new value from a set.
    static func setMethod(_ rt: Runtime, _ d: OrderedDictionary, _ name: String, _ args: Arguments,
                          _ site: SourceLocation) throws -> Value? {
        switch (name, args.count) {
        case ("contains", 1) where args.labels[0] == nil:
            return .bool(d[args[0]] != nil)
        case ("union", 1):
            let other = try setOperand(args, name, site)
            try MemoryGuard.allow(MemoryGuard.bytes(forValues: other.count), at: site)
            return makeSet(d.keys + other.keys)
        case ("intersection", 1):
            let other = try setOperand(args, name, site)
            return makeSet(d.keys.filter { other[$0] != nil })
        case ("subtracting", 1):
            let other = try setOperand(args, name, site)
            return makeSet(d.keys.filter { other[$0] == nil })
        case ("symmetricDifference", 1):
            let other = try setOperand(args, name, site)
            return makeSet(d.keys.filter { other[$0] == nil } + other.keys.filter { d[$0] == nil })
        case ("isSubset", 1):
            let other = try setOperand(args, name, site)
            return .bool(d.keys.allSatisfy { other[$0] != nil })
        case ("isSuperset", 1):
            let other = try setOperand(args, name, site)
            return .bool(other.keys.allSatisfy { d[$0] != nil })
        case ("isStrictSubset", 1):
            let other = try setOperand(args, name, site)
            return .bool(d.count < other.count && d.keys.allSatisfy { other[$0] != nil })
        case ("isStrictSuperset", 1):
            let other = try setOperand(args, name, site)
            return .bool(other.count < d.count && other.keys.allSatisfy { d[$0] != nil })
        case ("isDisjoint", 1):
            let other = try setOperand(args, name, site)
            return .bool(d.keys.allSatisfy { other[$0] == nil })
        case ("filter", 1):
            guard case .array(let kept) = try sequenceMethod(rt, .array(d.keys), name, args, site) ?? .null else { return nil }
            return makeSet(kept.items)
        default:
            return nil
        }
    }

    /// Methods that change a set where it is stored.
    static func mutateSet(_ d: inout OrderedDictionary, _ name: String, _ args: Arguments, _ site: SourceLocation) throws -> Value? {
        switch (name, args.count) {
        case ("insert", 1):
            let x = args[0]
            if let existing = d.storedKey(equalTo: x) {
                return .tuple(Tuple([.bool(false), existing], labels: ["inserted", "memberAfterInsert"]))
            }
            try MemoryGuard.allow(64, at: site)
            d[x] = .bool(true)
            return .tuple(Tuple([.bool(true), x], labels: ["inserted", "memberAfterInsert"]))
        case ("update", 1):
            let old = d.removeValue(forKey: args.labeled("with") ?? args[0]).map { _ in args[0] }
            d[args.labeled("with") ?? args[0]] = .bool(true)
            return old ?? .null
        case ("remove", 1):
            return d.removeValue(forKey: args[0]) != nil ? args[0] : .null
        case ("removeAll", 0):
            d = OrderedDictionary()
            return .null
        case ("formUnion", 1):
            let other = try setOperand(args, name, site)
            try MemoryGuard.allow(MemoryGuard.bytes(forValues: other.count), at: site)
            for x in other.keys where d[x] == nil { d[x] = .bool(true) }
            return .null
        case ("formIntersection", 1):
            let other = try setOperand(args, name, site)
            for x in d.keys where other[x] == nil { d.removeValue(forKey: x) }
            return .null
        case ("subtract", 1):
            let other = try setOperand(args, name, site)
            for x in other.keys { d.removeValue(forKey: x) }
            return .null
        case ("formSymmetricDifference", 1):
            let other = try setOperand(args, name, site)
            for x in other.keys { if d[x] != nil { d.removeValue(forKey: x) } else { d[x] = .bool(true) } }
            return .null
        default:
            return nil
        }
    }
}

extension Builtins {
    /// `Array(repeating: x, count: n)`, its size checked before it is made.
    static func repeated(_ value: Value, _ count: Value) throws -> Value {
        guard case .int(let n) = count else { throw NativeError("Array(repeating:count:) needs an Int count, not \(count.typeName)") }
        guard n >= 0 else { throw NativeError("Array(repeating:count:) needs a count of 0 or more, not \(n)") }
        try MemoryGuard.allow(MemoryGuard.bytes(forValues: n), at: nil)
        return .array(Array(repeating: value, count: n))
    }
}

extension Builtins {
    /// `Dictionary()`, `Dictionary(grouping:by:)`, `Dictionary(uniqueKeysWithValues:)`,
    /// `Dictionary(_:uniquingKeysWith:)`.
    static func makeDictionary(_ args: Arguments, _ rt: Runtime) throws -> Value {
        let site = SourceLocation.native
        if args.count == 0 { return .dictionary(OrderedDictionary()) }
        var d = OrderedDictionary()
        let items = try elements(args[0], site)
        try rt.memory.allow(96 * items.count, at: site)
        switch args.labels {
        case ["grouping", "by"], ["grouping", nil]:   // `Dictionary(grouping: xs) { … }`
            for x in items {
                let key = try rt.call(args[1], [x], at: site)
                if d.modifyValue(forKey: key, { group in _ = group.mutateArray { $0.append(x) } }) == nil {
                    d[key] = .array([x])
                }
            }
        case ["uniqueKeysWithValues"], [nil, "uniquingKeysWith"], [nil, nil]:   // `Dictionary(pairs) { old, new in … }`
            for pair in items {
                guard case .tuple(let t) = pair, t.items.count == 2 else {
                    throw NativeError("Dictionary(\(args.labels[0] ?? "_"):) needs (key, value) pairs, not \(pair.typeName)")
                }
                let (key, value) = (t.items[0], t.items[1])
                if let old = d[key] {
                    guard args.count == 2 else {
                        throw NativeError("Dictionary(uniqueKeysWithValues:) was given the key \(key.debugDescription) twice")
                    }
                    d[key] = try rt.call(args[1], [old, value], at: site)
                } else {
                    d[key] = value
                }
            }
        default:
            throw NativeError("Dictionary(…) takes grouping:by:, uniqueKeysWithValues:, or a sequence of pairs and uniquingKeysWith:")
        }
        return .dictionary(d)
    }
}
