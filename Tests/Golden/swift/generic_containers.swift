// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
import Foundation
struct Stack<Element>: CustomStringConvertible {
    private var storage: [Element] = []
    var isEmpty: Bool { storage.isEmpty }
    mutating func push(_ e: Element) { storage.append(e) }
    @discardableResult mutating func pop() -> Element? { storage.popLast() }
    var top: Element? { storage.last }
    var description: String { "Stack(\(storage.count))" }
}
func balanced(_ s: String) -> Bool {
    var stack = Stack<Character>()
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    for c in s {
        if "([{".contains(c) { stack.push(c) }
        else if let open = pairs[c] {
            guard stack.top == open else { return false }
            stack.pop()
        }
    }
    return stack.isEmpty
}
print(["(a[b]{c})", "(]", "((", ""].map(balanced))
var st = Stack<Int>()
st.push(1); st.push(2)
print(st, st.top!)
class Cache<Key: Hashable, Value> {
    private var items: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }
    func set(_ key: Key, _ value: Value) {
        if items[key] == nil { order.append(key) }
        items[key] = value
        if order.count > capacity {
            let oldest = order.removeFirst()
            items[oldest] = nil
        }
    }
    func get(_ key: Key) -> Value? { items[key] }
    var keys: [Key] { order }
}
let cache = Cache<String, Int>(capacity: 2)
cache.set("a", 1); cache.set("b", 2); cache.set("c", 3)
print(cache.keys, cache.get("a") == nil, cache.get("c")!)
let words = ["apple", "Banana", "cherry"]
print(words.sorted { $0.lowercased() < $1.lowercased() }, words.map { $0.count }.reduce(0, +))
let scores = ["ann": [90, 80], "bob": [70]]
let averages = scores.mapValues { Double($0.reduce(0, +)) / Double($0.count) }
for name in averages.keys.sorted() { print(name, averages[name]!) }
let matrix = [[1, 2, 3], [4, 5, 6]]
let transposed = (0..<3).map { c in matrix.map { $0[c] } }
print(transposed, matrix.flatMap { $0 }.filter { $0.isMultiple(of: 2) })

// What it prints:
// expect: [true, false, false, true]
// expect: Stack(2) 2
// expect: ["b", "c"] true 3
// expect: ["apple", "Banana", "cherry"] 17
// expect: ann 85.0
// expect: bob 70.0
// expect: [[1, 4], [2, 5], [3, 6]] [2, 4, 6]
