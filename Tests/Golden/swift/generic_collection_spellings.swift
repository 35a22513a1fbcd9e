// Collections made through their generic spellings (`Array<Double>(…)`,
// `Set<Set<String>>()`, `[String: Double](uniqueKeysWithValues:)`), an
// initialiser overloaded by an array of tuples, and older library spellings.
import Foundation

let zeros = Array<Double>(repeating: 0, count: 3)
var groups = Set<Set<String>>()
groups.insert(["a", "b"])
groups.insert(["b", "a"])
let weights = [String: Double](uniqueKeysWithValues: [("apple", 1), ("pear", 2)])
let grid = Array<Array<Int>>(repeating: [], count: 2)
print(zeros, groups.count, weights.sorted { $0.key < $1.key }, grid)
print(Set<Double>([2]), Dictionary<String, Int>())

struct Vertex { var x: Double; var y: Double }
struct Path {
    var vertices: [Vertex]
    init(vertices: [Vertex]) { self.vertices = vertices }
    init(vertices: [(Double, Double)]) { self.init(vertices: vertices.map { Vertex(x: $0.0, y: $0.1) }) }
    var length: Double {
        zip(vertices, vertices.dropFirst()).map { a, b in ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }.reduce(0, +)
    }
}
let path = Path(vertices: [(0, 0), (3, 4), (3, 10)])
print(path.vertices.map(\.x), path.length)

// `flatMap` whose closure gives an Optional keeps the values (today's `compactMap`).
let parsed = ["4", "x", "15"].flatMap { Int($0) }
print(parsed)
extension Sequence {
    func ordered<V: Comparable>(by key: (Element) -> V) -> [Element] {
        withoutActuallyEscaping(key) { k in sorted { k($0) < k($1) } }
    }
}
print(["kiwi", "fig", "banana"].ordered { $0.count })
let sentence = "the quick brown fox"
let words = sentence.split(separator: " ")
print(words.reversed().joined(separator: "-"), [Substring]([words[0], words[2]]).joined())

// expect: [0.0, 0.0, 0.0] 1 [(key: "apple", value: 1.0), (key: "pear", value: 2.0)] [[], []]
// expect: [2.0] [:]
// expect: [0.0, 3.0, 3.0] 11.0
// expect: [4, 15]
// expect: ["fig", "kiwi", "banana"]
// expect: fox-brown-quick-the thebrown
