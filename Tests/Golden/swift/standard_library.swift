// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
import Foundation

var tags = Set(["b", "a"])
tags.insert("c")
tags.insert("a")
print(tags.count, tags.contains("c"), tags.contains("z")) // expect: 3 true false
let other: Set<String> = ["c", "d"]
print(tags.union(other).count, tags.intersection(other).sorted(), tags.subtracting(other).sorted()) // expect: 4 ["c"] ["a", "b"]
print(tags.isSubset(of: tags.union(other)), tags.isDisjoint(with: other)) // expect: true false
tags.remove("a")
print(tags.sorted()) // expect: ["b", "c"]

struct Item { var title: String; var rank: Int }
let items = [Item(title: "b", rank: 2), Item(title: "a", rank: 1), Item(title: "c", rank: 3)]
print(items.map(\.title)) // expect: ["b", "a", "c"]
print(items.sorted { $0.rank < $1.rank }.map(\.title)) // expect: ["a", "b", "c"]
print(items.first(where: { $0.rank > 1 })!.title) // expect: b
print([5, 6, 7].firstIndex(of: 6)!, [5, 6, 7].contains(where: { $0 > 6 })) // expect: 1 true
print([2, 4].allSatisfy { $0 % 2 == 0 }, [[1], [2, 3]].flatMap { $0 }) // expect: true [1, 2, 3]
print(["1", "x", "3"].compactMap { Int($0) }) // expect: [1, 3]
let counts = ["a", "b", "a"].reduce(into: [String: Int]()) { result, s in result[s, default: 0] += 1 }
print(counts["a"]!, counts["b"]!) // expect: 2 1
print(String(repeating: "ab", count: 3), Array(repeating: 0, count: 3)) // expect: ababab [0, 0, 0]
var empty = [String]()
empty.append("x")
var table = [String: Int]()
table["k"] = 1
print(empty, table) // expect: ["x"] ["k": 1]
let word = "Swifty"
print(word.prefix(3), word.suffix(2), word.dropFirst(2), word.dropLast(3)) // expect: Swi ty ifty Swi
print(Array([1, 2, 3, 4].prefix(2)), Array([1, 2, 3, 4].dropFirst())) // expect: [1, 2] [2, 3, 4]
print(6 & 3, 6 | 3, 6 ^ 3, ~0, 1 << 4, 256 >> 2) // expect: 2 7 5 -1 16 64
print(Int.max &+ 1 == Int.min, 5 &* 3, 10 &- 3) // expect: true 15 7
print(Int.max, Int.min) // expect: 9223372036854775807 -9223372036854775808
print(abs(-4), min(3, 9), max(3, 9), max(1.5, 2.5)) // expect: 4 3 9 2.5
print((2.0).squareRoot(), sqrt(16.0), pow(2.0, 10.0), floor(2.7), ceil(2.1)) // expect: 1.4142135623730951 4.0 1024.0 2.0 3.0
print((2.567).rounded(), (2.5).rounded(.down), (-2.5).rounded(.up), (2.4).rounded(.toNearestOrAwayFromZero)) // expect: 3.0 2.0 -2.0 2.0
print(Double.pi > 3.14, Double.pi < 3.15) // expect: true true
print(String(format: "%d items, %.2f each, %@ %x", 3, 1.5, "ok", 255)) // expect: 3 items, 1.50 each, ok ff
print(String(format: "%05.1f|%3d|%-3d|", 3.14159, 7, 7)) // expect: 003.1|  7|7  |
