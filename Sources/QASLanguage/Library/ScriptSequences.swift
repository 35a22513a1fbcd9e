/// Sequences a script makes: a type conforming to `Sequence` (it has
/// `makeIterator()`) or to `IteratorProtocol` (it has `next()`), `AnyIterator`,
/// `AnySequence` and `sequence(first:next:)`. They are read one element at a
/// time, so `prefix`, `first(where:)` and a `for` loop that breaks work on
/// endless ones; the other sequence methods read every element.

/// An iterator the host runs: `AnyIterator { … }`, an array's `makeIterator()`.
final class ScriptIterator: HostObject {
    private let produce: () throws -> Value?
    init(_ produce: @escaping () throws -> Value?) { self.produce = produce }
    convenience init(_ items: ValueIterator) { self.init { try items.next() } }
    var typeName: String { "AnyIterator" }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        guard name == "next", args.count == 0 else { return nil }
        return try produce() ?? .null
    }

    func iterator(in runtime: Runtime) throws -> ValueIterator? { ValueIterator(produce) }
}

/// A sequence the host runs, which starts over for each loop: `AnySequence { … }`,
/// `sequence(first:next:)`.
final class ScriptSequence: HostObject {
    private let start: (Runtime) throws -> ValueIterator
    let typeName: String
    init(_ typeName: String, _ start: @escaping (Runtime) throws -> ValueIterator) {
        self.typeName = typeName
        self.start = start
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        guard name == "makeIterator", args.count == 0 else { return nil }
        return .object(ScriptIterator(try start(runtime)))
    }

    func iterator(in runtime: Runtime) throws -> ValueIterator? { try start(runtime) }
}

extension Builtins {
    /// The elements of a script type's value, when its type is a sequence or an
    /// iterator; nil for any other value.
    static func scriptIterator(_ rt: Runtime, _ value: Value, _ site: SourceLocation) throws -> ValueIterator? {
        guard case .instance(let instance) = value else { return nil }
        var it: Value
        if let make = TypeOperations.choose(instance.type.methodCandidates("makeIterator"), [], 0) {
            it = try rt.callMethodFunction(make, value, Arguments([]), at: site)
        } else if !instance.type.methodCandidates("next").isEmpty {
            it = value
        } else {
            return nil
        }
        return try iterator(of: it, rt, site)
    }

    /// The elements of any sequence, one at a time: a range is counted, not
    /// made into an array first.
    static func lazyIterator(_ value: Value, _ rt: Runtime, _ site: SourceLocation) throws -> ValueIterator {
        switch value {
        case .range(let lo, let hi), .closedRange(let lo, let hi):
            return ValueIterator((lo..<max(lo, hi)).lazy.map { Value.int($0) })
        default:
            if let items = try scriptIterator(rt, value, site) { return items }
            return try iterator(of: value, rt, site)
        }
    }

    /// Reads an iterator: a script type's `next()` (mutating it where it is
    /// held here), or an iterator or sequence the host made.
    static func iterator(of iterator: Value, _ rt: Runtime, _ site: SourceLocation) throws -> ValueIterator {
        var it = iterator
        switch it {
        case .instance(let i):
            guard let next = TypeOperations.choose(i.type.methodCandidates("next"), [], 0) else {
                throw RuntimeError("'\(i.type.name)' is used as an iterator but has no 'next()' method", at: site)
            }
            return ValueIterator {
                let v = try rt.callMutatingMethod(next, &it, Arguments([]), at: site)
                return v.isNil ? nil : v
            }
        case .object(let o):
            if let items = try host(site, { try o.iterator(in: rt) }) { return items }
        case .array, .range, .closedRange, .string, .dictionary, .set:
            return ValueIterator(try elements(it, site))
        default:
            break
        }
        throw RuntimeError("a value of type \(it.typeName) is not an iterator", at: site)
    }

    /// A sequence method called on a script or host sequence. `prefix`, the
    /// `first`/`contains` searches and `makeIterator` read only what they need;
    /// the rest read every element and answer as an array would.
    static func iteratedSequenceMethod(_ rt: Runtime, _ start: @escaping () throws -> ValueIterator, _ name: String,
                                       _ args: Arguments, _ site: SourceLocation) throws -> Value? {
        switch (name, args.count) {
        case ("makeIterator", 0):
            return .object(ScriptIterator(try start()))
        case ("dropFirst", 0), ("dropFirst", 1):
            // Lazy, as Swift's DropFirstSequence is.
            var n = 1
            if args.count == 1 {
                guard case .int(let k) = args[0], k >= 0 else { throw RuntimeError("dropFirst needs a non-negative Int", at: site) }
                n = k
            }
            let skip = n
            return .object(ScriptSequence("DropFirstSequence") { _ in
                let items = try start()
                var skipped = 0
                return ValueIterator {
                    while skipped < skip { skipped += 1; if try items.next() == nil { return nil } }
                    return try items.next()
                }
            })
        case ("enumerated", 0):
            // Lazy, as Swift's EnumeratedSequence is: an endless sequence may be enumerated.
            let first = try start()
            var used = false
            return .object(ScriptSequence("EnumeratedSequence") { _ in
                let items = used ? try start() : first
                used = true
                var offset = 0
                return ValueIterator {
                    guard let v = try items.next() else { return nil }
                    defer { offset += 1 }
                    return .tuple(Tuple([.int(offset), v], labels: ["offset", "element"]))
                }
            })
        case ("prefix", 1) where args.labels[0] == nil && !args[0].isCallable:
            guard case .int(let n) = args[0], n >= 0 else { throw RuntimeError("prefix needs a non-negative Int", at: site) }
            let items = try start()
            var out: [Value] = []
            while out.count < n, let v = try items.next() { out.append(v) }
            return .array(out)
        case ("prefix", 1):
            let items = try start()
            var out: [Value] = []
            while let v = try items.next(), try truth(rt.call(args[0], argument: v, at: site), site) { out.append(v) }
            return .array(out)
        case ("first", 1):
            let items = try start()
            while let v = try items.next() { if try truth(rt.call(args[0], argument: v, at: site), site) { return v } }
            return .null
        case ("contains", 1):
            let items = try start()
            while let v = try items.next() {
                let found = args.labels[0] == "where" || args[0].isCallable
                    ? try truth(rt.call(args[0], argument: v, at: site), site)
                    : try Compiler.valuesEqual(rt, v, args[0], site)
                if found { return .bool(true) }
            }
            return .bool(false)
        default:
            guard sequenceMethodNames.contains(name) || ["dropFirst", "dropLast", "joined", "reduce", "zip"].contains(name) else { return nil }
            let all = try start().all()
            return try callMethod(rt, .array(all), name, args, site)
        }
    }
}
