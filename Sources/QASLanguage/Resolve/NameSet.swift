/// A set of member names as the resolver keeps them for each type: a plain array
/// while small, a hashed set once large. Most types have a handful of members,
/// and a program may declare tens of thousands of types: a hashed set of three
/// names takes a 144-byte block, an array of them 80, and comparing a few short
/// names costs less than hashing one.
struct NameSet {
    private enum Storage {
        case small([String])
        case large(Set<String>)
    }
    private var storage: Storage = .small([])

    /// Past this many names, lookups hash.
    static let smallLimit = 8

    init() {}

    var isEmpty: Bool {
        switch storage {
        case .small(let names): return names.isEmpty
        case .large(let names): return names.isEmpty
        }
    }

    func contains(_ name: String) -> Bool {
        switch storage {
        case .small(let names): return names.contains(name)
        case .large(let names): return names.contains(name)
        }
    }

    mutating func insert(_ name: String) {
        switch storage {
        case .small(var names):
            guard !names.contains(name) else { return }
            if names.count < NameSet.smallLimit {
                storage = .small([])  // (names unshared, so the append does not copy)
                names.append(name)
                storage = .small(names)
            } else {
                var set = Set(names)
                set.insert(name)
                storage = .large(set)
            }
        case .large(var names):
            storage = .small([])
            names.insert(name)
            storage = .large(names)
        }
    }

    mutating func formUnion<S: Sequence>(_ names: S) where S.Element == String {
        for name in names { insert(name) }
    }

    mutating func formUnion(_ other: NameSet) {
        switch other.storage {
        case .small(let names): formUnion(names)
        case .large(let names): formUnion(names)
        }
    }

    /// The names not in `names`.
    func subtracting(_ names: [String]) -> NameSet {
        var result = NameSet()
        forEach { if !names.contains($0) { result.insert($0) } }
        return result
    }

    func forEach(_ body: (String) -> Void) {
        switch storage {
        case .small(let names): names.forEach(body)
        case .large(let names): names.forEach(body)
        }
    }
}

/// A small map from member names to names (a property's type), kept as the
/// resolver's `NameSet` is: pairs in an array while few, hashed once many.
struct NameMap {
    private var pairs: [(key: String, value: String)] = []
    private var large: [String: String]?

    subscript(name: String) -> String? {
        get {
            if let large { return large[name] }
            return pairs.first { $0.key == name }?.value
        }
        set {
            if large != nil { large![name] = newValue; return }
            if let at = pairs.firstIndex(where: { $0.key == name }) {
                if let newValue { pairs[at].value = newValue } else { pairs.remove(at: at) }
                return
            }
            guard let newValue else { return }
            if pairs.count < NameSet.smallLimit {
                pairs.append((name, newValue))
            } else {
                var table = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
                table[name] = newValue
                large = table
                pairs = []
            }
        }
    }
}
