/// A comparator that compares one key of each of its two sides, as
/// `sorted { a, b in a.rank < b.rank }` or
/// `sorted { ($0["rank"] as! Int) > ($1["rank"] as! Int) }` do: the same path
/// of stored properties, constant keys and constant indices from either
/// parameter, then perhaps a cast, compared with `<` or `>`.
///
/// `sorted(by:)` with such a closure reads each element's key once and sorts
/// the keys (n reads instead of two per comparison, n log n closure calls). The
/// keys are read without running script code: a step that would (a computed
/// property, a script subscript, a host object), a missing key, an index out
/// of range, a cast that does not hold, or keys that are not all Ints, all
/// Doubles (none NaN) or all Strings, gives up before anything is sorted, and
/// the closure sorts as before. What the script sees, errors included, is
/// what the closure alone gives: the same stable order, ties in their order.
struct SortKey {
    enum Step: Equatable {
        case field(String)
        case key(Value, hash: Int)
        case index(Int)
    }

    let steps: [Step]
    /// The kind a forced cast at the end of the path requires the key to hold.
    let required: Compiler.SimpleCastTarget?
    let descending: Bool

    /// The key `f` compares, if its body is `path(first) op path(second)`.
    init?(_ body: Expr, _ params: [VarDecl]) {
        guard params.count == 2, case .binary(let op, let l, let r) = body.kind, op == .less || op == .greater,
              let left = SortKey.path(l, from: params[0]), let right = SortKey.path(r, from: params[1]),
              left.steps == right.steps, left.required == right.required else { return nil }
        steps = left.steps
        required = left.required
        descending = op == .greater
    }

    /// The elements of `a` in the closure's order, or nil to let the closure sort.
    func sorted(_ a: [Value]) -> [Value]? {
        // As the plain sort's: a sort quick enough that the limits can wait.
        guard a.count >= 2, a.count <= 1 << 20, let first = read(a[0]) else { return nil }
        let order: [Int]?
        switch first {
        case .int: order = sortedOrder(a, { if case .int(let i) = $0 { return i }; return nil })
        case .double: order = sortedOrder(a, { if case .double(let d) = $0, !d.isNaN { return d }; return nil })
        case .string: order = sortedOrder(a, { if case .string(let s) = $0 { return s }; return nil })
        default: order = nil
        }
        return order.map { $0.map { a[$0] } }
    }

    /// The positions of `a` ordered by their keys (ties by position: a stable
    /// sort's order); nil if a key cannot be read or is not a `T`.
    private func sortedOrder<T: Comparable>(_ a: [Value], _ unwrap: (Value) -> T?) -> [Int]? {
        var keys: [T] = []
        keys.reserveCapacity(a.count)
        for v in a {
            guard let k = read(v).flatMap(unwrap) else { return nil }
            keys.append(k)
        }
        var order = Array(a.indices)
        if descending {
            order.sort { x, y in keys[y] < keys[x] || (!(keys[x] < keys[y]) && x < y) }
        } else {
            order.sort { x, y in keys[x] < keys[y] || (!(keys[y] < keys[x]) && x < y) }
        }
        return order
    }

    /// The key of one element, read as the closure's own code would read it,
    /// or nil where that code could do more than read.
    private func read(_ element: Value) -> Value? {
        var v = element
        for step in steps {
            switch (step, v) {
            case (.field(let name), .instance(let i)):
                guard let at = i.type.storedIndex[name] else { return nil }
                if case .native(let f) = i[at], f === TypeOperations.lazyPending { return nil }
                if i.type.storedOwnership[at] != .strong { return nil }
                v = i[at]
            case (.key(let key, let hash), .dictionary):
                guard let storage = OrderedDictionary.unretainedStorage(of: v),
                      let found = OrderedDictionary.value(in: storage, forKey: key, hash: hash, hint: 0) else { return nil }
                v = found.value
            case (.index(let n), .array(let items)):
                guard n >= 0, n < items.items.count else { return nil }
                v = items.items[n]
            default:
                return nil
            }
        }
        if let required, !required.holds(v) { return nil }
        return v
    }

    private struct Path {
        var steps: [Step] = []
        var required: Compiler.SimpleCastTarget?
    }

    private static func path(_ e: Expr, from param: VarDecl) -> Path? {
        switch e.kind {
        case .name(_, let ref):
            guard case .local(let d)? = ref.target, d === param, !ref.isRewritten else { return nil }
            return Path()
        case .tuple(let items, let labels) where items.count == 1 && labels == [nil]:
            return path(items[0], from: param)
        case .member(let base, let name, optional: false):
            guard var p = path(base, from: param), p.required == nil else { return nil }
            p.steps.append(.field(name))
            return p
        case .subscriptAccess(let base, let index, optional: false):
            guard var p = path(base, from: param), p.required == nil else { return nil }
            switch index.kind {
            case .literal(.string(let s)):
                p.steps.append(.key(.string(s), hash: DictionaryIndex.hash(.string(s))))
            case .literal(.int(let n)):
                p.steps.append(.index(n))
            default:
                return nil
            }
            return p
        case .cast(let base, let type, let kind) where kind != .conditional:
            guard var p = path(base, from: param), p.required == nil,
                  let target = Compiler.simpleCastTarget(type), target != .bool else { return nil }
            // A plain `as` passes the value on; a forced one requires it to hold.
            if kind == .forced { p.required = target }
            return p
        default:
            return nil
        }
    }
}
