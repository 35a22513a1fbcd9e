/// `xs.lazy`, `(1...).lazy`: a sequence whose `map`, `filter`, `compactMap`,
/// `enumerated`, `prefix`, `dropFirst` and `prefix(while:)`/`drop(while:)` are made as
/// they are read, so an endless one works as long as only so much is asked of
/// it (`(1...).lazy.filter { … }.prefix(5)`). Anything else it is asked
/// (`count`, `sorted()`, `reduce`…) reads every element first, as an array.
final class LazyValues: HostObject {
    /// Starts the elements over: each loop or method reads them afresh.
    private let start: (Runtime) throws -> ValueIterator
    init(_ start: @escaping (Runtime) throws -> ValueIterator) { self.start = start }

    /// The lazy view of a value (`.lazy`).
    static func of(_ v: Value) -> Value {
        .object(LazyValues { rt in try Builtins.lazyIterator(v, rt, SourceLocation.native) })
    }

    var typeName: String { "LazySequence" }
    var description: String { "LazySequence" }

    func iterator(in runtime: Runtime) throws -> ValueIterator? { try start(runtime) }

    /// Every element, read (for what needs them all).
    func all(_ rt: Runtime, _ site: SourceLocation) throws -> Value {
        let items = try start(rt)
        var out: [Value] = []
        while let v = try items.next() {
            if out.count & 1023 == 1023 {
                try rt.memory.allow(MemoryGuard.bytes(forValues: 1024), at: site)
                try rt.checkLimits(at: site)
            }
            out.append(v)
        }
        return .array(out)
    }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        let site = SourceLocation.native
        switch name {
        case "lazy": return .object(self)
        case "first": return try start(runtime).next() ?? .null
        default: return try Builtins.member(runtime, try all(runtime, site), name, site)
        }
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        let site = SourceLocation.native
        let start = self.start
        let f = args.count == 1 ? args[0] : .null
        func lazy(_ next: @escaping (ValueIterator, Runtime) throws -> Value?) -> Value {
            .object(LazyValues { rt in
                let items = try start(rt)
                return ValueIterator { try next(items, rt) }
            })
        }
        switch (name, args.count) {
        case ("map", 1):
            return lazy { items, rt in try items.next().map { try rt.call(f, argument: $0, at: site) } }
        case ("enumerated", 0):
            // `(offset:, element:)` pairs, counted as they are read.
            return .object(LazyValues { rt in
                let items = try start(rt)
                var offset = 0
                return ValueIterator {
                    guard let v = try items.next() else { return nil }
                    defer { offset += 1 }
                    return .tuple(Tuple([.int(offset), v], labels: ["offset", "element"]))
                }
            })
        case ("filter", 1):
            return lazy { items, rt in
                while let v = try items.next() {
                    if try Builtins.truth(rt.call(f, argument: v, at: site), site) { return v }
                }
                return nil
            }
        case ("compactMap", 1):
            return lazy { items, rt in
                while let v = try items.next() {
                    let m = try rt.call(f, argument: v, at: site)
                    if !m.isNil { return m }
                }
                return nil
            }
        case ("prefix", 1) where args.labels[0] == nil && !f.isCallable:
            guard case .int(let n) = f, n >= 0 else { throw RuntimeError("prefix(_:) needs a count of 0 or more", at: site) }
            return .object(LazyValues { rt in
                let items = try start(rt)
                var taken = 0
                return ValueIterator {
                    guard taken < n else { return nil }
                    taken += 1
                    return try items.next()
                }
            })
        case ("prefix", 1):
            var done = false
            return .object(LazyValues { rt in
                let items = try start(rt)
                done = false
                return ValueIterator {
                    guard !done, let v = try items.next() else { return nil }
                    if try Builtins.truth(rt.call(f, argument: v, at: site), site) { return v }
                    done = true
                    return nil
                }
            })
        case ("dropFirst", 0), ("dropFirst", 1), ("drop", 1):
            var skip = 1
            if name == "dropFirst", args.count == 1 {
                guard case .int(let n) = f, n >= 0 else { throw RuntimeError("dropFirst(_:) needs a count of 0 or more", at: site) }
                skip = n
            }
            return .object(LazyValues { rt in
                let items = try start(rt)
                var dropping = true
                var dropped = 0
                return ValueIterator {
                    while dropping {
                        guard let v = try items.next() else { return nil }
                        let drop = name == "drop" ? try Builtins.truth(rt.call(f, argument: v, at: site), site) : dropped < skip
                        dropped += 1
                        if !drop { dropping = false; return v }
                    }
                    return try items.next()
                }
            })
        case ("first", 1), ("contains", 1) where args.labels[0] == "where" || f.isCallable:
            let items = try start(runtime)
            while let v = try items.next() {
                if try Builtins.truth(runtime.call(f, argument: v, at: site), site) { return name == "first" ? v : .bool(true) }
            }
            return name == "first" ? .null : .bool(false)
        case ("makeIterator", 0):
            return .object(ScriptIterator(try start(runtime)))
        default:
            // A method the program's `extension Sequence` declares runs on the lazy
            // sequence itself (its `for x in self` reads only what it needs).
            // (`extension Sequence` is kept with Array's extensions, and for script types apart.)
            for ext in [runtime.types.standardProtocolExtensions["Sequence"], runtime.types.builtinExtensions["Array"]] {
                if let ext, let fn = TypeOperations.choose(ext.methodCandidates(name), args.labels, args.count) {
                    return try runtime.callMethodFunction(fn, .object(self), args, at: site)
                }
            }
            return try Builtins.callMethod(runtime, try all(runtime, site), name, args, site)
        }
    }
}
