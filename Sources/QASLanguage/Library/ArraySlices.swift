/// A slice of an array that starts after its first element (`xs[4...9]`,
/// `xs.dropFirst()`, `xs.suffix(2)`): as Swift's `ArraySlice`, it keeps the
/// indices of the array it was cut from, so `slice[4]`, `slice.startIndex` and
/// `slice.firstIndex(of:)` mean what they mean in Swift. A slice from index 0
/// has an array's indices and stays a plain array. Immutable: a change makes a
/// new slice, so copies keep value semantics.
package final class ArraySliceObject: HostObject {
    let items: [Value]
    /// The index of the first element.
    let base: Int
    init(_ items: [Value], base: Int) { self.items = items; self.base = base }

    package var typeName: String { "ArraySlice" }
    package var description: String { Value.array(ArrayObj(items)).description }
    package func iterator(in runtime: Runtime) throws -> ValueIterator? { ValueIterator(items) }
    package func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? ArraySliceObject else { return false }
        return Value.array(ArrayObj(items)) == Value.array(ArrayObj(other.items))
    }
    package var memberNames: [String] { Builtins.propertyNames(of: .array(ArrayObj([]))) + ["startIndex", "endIndex"] }
}

enum ArraySlices {
    /// Elements `items` whose first has index `base`: a slice, or an array when it starts at 0.
    static func make(_ items: ArraySlice<Value>, base: Int) -> Value {
        base == 0 ? .array(ArrayObj(Array(items))) : .object(ArraySliceObject(Array(items), base: base))
    }

    /// The elements as an array indexed from 0, for what does not depend on indices.
    static func array(_ s: ArraySliceObject) -> Value { .array(ArrayObj(s.items)) }

    /// `array + slice` (an array) and `slice + elements` (a slice with the
    /// left one's indices), as Swift's `+` of two collections gives; nil when
    /// neither side is a slice.
    static func concatenate(_ a: Value, _ b: Value, _ site: SourceLocation?) throws -> Value? {
        switch (a, b) {
        case (.array(let x), .object(let y as ArraySliceObject)):
            try MemoryGuard.allow(MemoryGuard.bytes(forValues: x.count + y.items.count), at: site)
            return .array(ArrayObj(x.items + y.items))
        case (.object(let x as ArraySliceObject), .array(let y)):
            try MemoryGuard.allow(MemoryGuard.bytes(forValues: x.items.count + y.count), at: site)
            return .object(ArraySliceObject(x.items + y.items, base: x.base))
        case (.object(let x as ArraySliceObject), .object(let y as ArraySliceObject)):
            try MemoryGuard.allow(MemoryGuard.bytes(forValues: x.items.count + y.items.count), at: site)
            return .object(ArraySliceObject(x.items + y.items, base: x.base))
        default:
            return nil
        }
    }

    /// The position in `s.items` of index `i`.
    static func offset(_ s: ArraySliceObject, _ i: Value, _ site: SourceLocation) throws -> Int {
        guard case .int(let n) = i else { throw Builtins.fail("an ArraySlice index must be an Int, not \(i.typeName)", site) }
        guard n >= s.base && n - s.base < s.items.count else {
            throw Builtins.fail("index \(n) out of range (the slice's indices are \(s.base)..<\(s.base + s.items.count))", site)
        }
        return n - s.base
    }

    /// `slice[i]` and `slice[a..<b]` (a slice of the same indices).
    static func element(_ s: ArraySliceObject, _ i: Value, _ site: SourceLocation) throws -> Value {
        if case .range(var lo, var hi) = i.halfOpen {
            if lo == Int.min { lo = s.base }
            if hi == Int.max { hi = s.base + s.items.count }
            guard s.base <= lo, lo <= hi, hi <= s.base + s.items.count else {
                throw Builtins.fail("range \(lo)..<\(hi) out of bounds (the slice's indices are \(s.base)..<\(s.base + s.items.count))", site)
            }
            return make(s.items[(lo - s.base)..<(hi - s.base)], base: lo)
        }
        return s.items[try offset(s, i, site)]
    }

    /// `slice[i] = v`: a new slice with that element changed.
    static func setting(_ s: ArraySliceObject, _ i: Value, _ v: Value, _ site: SourceLocation) throws -> Value {
        var items = s.items
        items[try offset(s, i, site)] = v
        return .object(ArraySliceObject(items, base: s.base))
    }

    static func member(_ rt: Runtime, _ s: ArraySliceObject, _ name: String, _ site: SourceLocation) throws -> Value {
        switch name {
        case "startIndex": return .int(s.base)
        case "endIndex": return .int(s.base + s.items.count)
        case "indices": return .range(s.base, s.base + s.items.count)
        default:
            // A computed property a script's `extension Collection` gave it.
            if let ext = rt.types.builtinExtensions["ArraySlice"], let c = ext.computedProperty(name) {
                return try rt.call(.function(c.get), [.object(s)], at: site)
            }
            return try Builtins.member(rt, array(s), name, site)
        }
    }

    /// A count argument of `dropFirst`, `suffix`…: non-negative.
    private static func count(_ args: Arguments, _ name: String, _ site: SourceLocation) throws -> Int {
        guard args.count == 1 else { return 1 }
        guard case .int(let n) = args[0], n >= 0 else { throw Builtins.fail("\(name) needs a non-negative Int", site) }
        return n
    }

    static func method(_ rt: Runtime, _ s: ArraySliceObject, _ name: String, _ args: Arguments, _ site: SourceLocation) throws -> Value {
        let n = s.items.count
        switch (name, args.count, args.labels.first ?? nil) {
        case ("firstIndex", 1, _), ("lastIndex", 1, _):
            let found = try Builtins.callMethod(rt, array(s), name, args, site)
            if case .int(let k) = found { return .int(k + s.base) }
            return found
        case ("dropFirst", 0...1, nil):
            let k = min(try count(args, name, site), n)
            return make(s.items[k...], base: s.base + k)
        case ("dropLast", 0...1, nil):
            return make(s.items[..<(n - min(try count(args, name, site), n))], base: s.base)
        case ("prefix", 1, _) where args[0].isCallable:
            var k = 0
            while k < n, try Builtins.truth(rt.call(args[0], argument: s.items[k], at: site), site) { k += 1 }
            return make(s.items[..<k], base: s.base)
        case ("prefix", 1, nil):
            return make(s.items[..<min(try count(args, name, site), n)], base: s.base)
        case ("suffix", 1, nil):
            let k = min(try count(args, name, site), n)
            return make(s.items[(n - k)...], base: s.base + n - k)
        case ("prefix", 1, "upTo"), ("prefix", 1, "through"), ("suffix", 1, "from"):
            let k = try offsetOrEnd(s, args[0], site) + (args.labels[0] == "through" ? 1 : 0)
            guard k <= n else { throw Builtins.fail("index out of range (the slice's indices are \(s.base)..<\(s.base + n))", site) }
            return name == "prefix" ? make(s.items[..<k], base: s.base) : make(s.items[k...], base: s.base + k)
        case ("drop", 1, "while"):
            var k = 0
            while k < n, try Builtins.truth(rt.call(args[0], argument: s.items[k], at: site), site) { k += 1 }
            return make(s.items[k...], base: s.base + k)
        default:
            // A method a script's `extension Collection` gave it runs on the slice itself.
            if let ext = rt.types.builtinExtensions["ArraySlice"],
               let fn = TypeOperations.choose(ext.methodCandidates(name), args.labels, args.count) {
                return try rt.callMethodFunction(fn, .object(s), args, at: site)
            }
            if Builtins.isArrayMutation(name, args.count) || name == "popFirst" {
                throw Builtins.fail("cannot use mutating member '\(name)' on a temporary value; store it in a 'var' first", site)
            }
            return try Builtins.callMethod(rt, array(s), name, args, site)
        }
    }

    /// The position of index `i`, which may also be the end index.
    private static func offsetOrEnd(_ s: ArraySliceObject, _ i: Value, _ site: SourceLocation) throws -> Int {
        if case .int(let k) = i, k == s.base + s.items.count { return s.items.count }
        return try offset(s, i, site)
    }

    /// A mutating method on a slice held in a variable: the result is a new
    /// slice. Removing from the front moves its start index, as in Swift.
    static func mutate(_ rt: Runtime, _ v: inout Value, _ s: ArraySliceObject, _ name: String, _ args: Arguments,
                       _ site: SourceLocation) throws -> Value {
        var items = s.items
        var base = s.base
        var args = args
        let result: Value
        switch (name, args.count) {
        case ("popFirst", 0), ("removeFirst", 0):
            guard !items.isEmpty else {
                if name == "popFirst" { return .null }
                throw Builtins.fail("cannot remove the first element of an empty collection", site)
            }
            result = items.removeFirst()
            base += 1
        case ("removeFirst", 1):
            guard case .int(let k) = args[0], k >= 0, k <= items.count else {
                throw Builtins.fail("removeFirst needs a count from 0 to the slice's count (\(items.count))", site)
            }
            items.removeFirst(k)
            base += k
            result = .null
        default:
            // Positions given as the slice's indices become positions in `items`.
            switch (name, args.count) {
            case ("insert", 2):
                guard case .int(let at) = args.labeled("at") ?? args[1] else { break }
                args.values[1] = .int(at - base)
            case ("remove", 1):
                guard args.labels[0] == "at" || args.labels[0] == nil, case .int(let at) = args[0] else { break }
                args.values[0] = .int(at - base)
            case ("swapAt", 2):
                for k in 0..<2 { if case .int(let at) = args[k] { args.values[k] = .int(at - base) } }
            case ("removeSubrange", 1), ("replaceSubrange", 2):
                guard case .range(let lo, let hi) = args[0].halfOpen else { break }
                args.values[0] = .range(lo - base, hi - base)
            default: break
            }
            guard Builtins.isArrayMutation(name, args.count) else { return try method(rt, s, name, args, site) }
            result = try Builtins.mutateArray(rt, &items, name, args, site)
        }
        v = .object(ArraySliceObject(items, base: base))
        return result
    }
}
