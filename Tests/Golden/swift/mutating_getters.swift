// A subscript whose getter changes the struct (an LRU cache's reads reorder it).
protocol Store {
    associatedtype Key: Hashable
    mutating func value(for key: Key) -> Int?
    mutating func insert(_ value: Int, for key: Key)
}
extension Store {
    // An overload the protocol extension adds beside the type's own `value(for:)`.
    mutating func value(for key: Key, orMake make: () -> Int) -> Int {
        if let v = value(for: key) { return v }
        let fresh = make()
        insert(fresh, for: key)
        return fresh
    }
}
struct Recent: Store {
    private var values: [String: Int] = [:]
    private(set) var order: [String] = []
    private(set) var reads = 0
    mutating func value(for key: String) -> Int? {
        reads += 1
        guard let v = values[key] else { return nil }
        order.removeAll { $0 == key }
        order.append(key)
        return v
    }
    mutating func insert(_ value: Int, for key: String) {
        values[key] = value
        order.append(key)
        if order.count > 2 { values[order.removeFirst()] = nil }
    }
    subscript(key: String) -> Int? {
        mutating get { value(for: key) }
        set { if let newValue { insert(newValue, for: key) } }
    }
}
var recent = Recent()
recent["a"] = 1
recent["b"] = 2
print(recent["a"] ?? 0, recent.order, recent.reads)
recent["c"] = 3
print(recent["b"] ?? -1, recent.order)
print(recent.value(for: "z") { 26 }, recent.order, recent.reads)

// expect: 1 ["b", "a"] 1
// expect: -1 ["a", "c"]
// expect: 26 ["c", "z"] 3
