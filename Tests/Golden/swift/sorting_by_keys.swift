// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A comparator that compares one key of each side (`$0.rank < $1.rank`) is
// sorted by reading each key once; the order must be the closure's own:
// stable, ties in their order, whatever the keys are.
struct Item { var rank: Int; var title: String; var score: Double }
let items = [
    Item(rank: 3, title: "cherry", score: 0.0), Item(rank: 1, title: "apple", score: -0.0),
    Item(rank: 3, title: "banana", score: 2.5), Item(rank: 2, title: "date", score: 0.0),
    Item(rank: 1, title: "elder", score: 1.5),
]
print(items.sorted { $0.rank < $1.rank }.map(\.title)) // expect: ["apple", "elder", "date", "cherry", "banana"]
print(items.sorted { a, b in a.rank > b.rank }.map(\.title)) // expect: ["cherry", "banana", "date", "apple", "elder"]
print(items.sorted { a, b in return a.title < b.title }.map(\.rank)) // expect: [1, 3, 3, 2, 1]
// 0.0 and -0.0 are equal: a tie, kept in order.
print(items.sorted { ($0.score) < ($1.score) }.map(\.title)) // expect: ["cherry", "apple", "date", "elder", "banana"]

// Keys in dictionaries, through a cast, and at an index.
let rows: [[String: Any]] = [["rank": 2, "t": "x"], ["rank": 1, "t": "y"], ["rank": 2, "t": "z"], ["rank": 0, "t": "w"]]
print(rows.sorted { ($0["rank"] as! Int) < ($1["rank"] as! Int) }.map { $0["t"] as! String }) // expect: ["w", "y", "x", "z"]
print(rows.sorted { ($0["t"] as! String) > ($1["t"] as! String) }.map { $0["rank"] as! Int }) // expect: [2, 1, 2, 0]
print([[3, 1], [1, 2], [2, 0], [9, 1]].sorted { $0[1] < $1[1] }) // expect: [[2, 0], [3, 1], [9, 1], [1, 2]]

// Strings compare as Swift's do: "é" written two ways is one key.
let words = ["e\u{301}x", "éa", "éx", "ea", "Zed"]
print(words.sorted { $0 < $1 }) // expect: ["Zed", "ea", "éa", "éx", "éx"]
print(words.sorted { a, b in a > b }) // expect: ["éx", "éx", "éa", "ea", "Zed"]

// Class instances: a property of the base class, read on subclasses too.
class Shape { let order: Int; init(order: Int) { self.order = order } }
final class Circle: Shape { let radius: Double; init(order: Int, radius: Double) { self.radius = radius; super.init(order: order) } }
let shapes: [Shape] = [Circle(order: 2, radius: 1), Shape(order: 1), Circle(order: 0, radius: 2)]
print(shapes.sorted { $0.order < $1.order }.map { $0 is Circle }) // expect: [true, false, true]

// Keys that run code: a computed property (its calls are the closure's) and a
// lazy property, worked out on first read.
var reads = 0
struct Counted { let n: Int; var key: Int { reads += 1; return -n } }
print([Counted(n: 1), Counted(n: 3), Counted(n: 2)].sorted { $0.key < $1.key }.map(\.n), reads > 0) // expect: [3, 2, 1] true
final class Lazy { let n: Int; lazy var key: Int = n * 10; init(_ n: Int) { self.n = n } }
let lazies = [Lazy(2), Lazy(1)]
print(lazies.sorted { $0.key < $1.key }.map(\.n), lazies.map(\.key)) // expect: [1, 2] [20, 10]

// Elements themselves, NaN among them, and nothing to sort.
print([3, 1, 2].sorted { a, b in a > b }, [2.5, 1.0].sorted { $0 < $1 }) // expect: [3, 2, 1] [1.0, 2.5]
print([Double.nan, 1.0, 0.5].sorted { $0 < $1 }.count, ([] as [Int]).sorted { $0 < $1 }, [7].sorted { $0 > $1 }) // expect: 3 [] [7]

// In place.
var todo = items
todo.sort { $0.title > $1.title }
print(todo.map(\.title)) // expect: ["elder", "date", "cherry", "banana", "apple"]
