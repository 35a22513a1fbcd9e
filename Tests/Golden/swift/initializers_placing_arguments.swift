// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Types with no default values whose initialiser only sets each property from
// its own parameter: the arguments go straight into the new instance's
// properties, in the order the body sets them, converted as declared.
var log: [String] = []
func note<T>(_ s: String, _ v: T) -> T { log.append(s); return v }

// Set in another order than declared, and an optional left out (nil).
final class Link {
    let name: String
    var next: Link?
    var weight: Double
    var tag: String?
    init(weight: Double, name: String, next: Link?) {
        self.next = next
        self.weight = weight
        self.name = name
    }
    var chain: String {
        if let n = next { return name + "-" + n.chain }
        return name
    }
}
let chain = Link(weight: note("w1", 1), name: note("a", "a"),
                 next: Link(weight: 2.5, name: note("b", "b"), next: nil))
print(chain.chain, chain.weight, chain.next!.weight, chain.tag == nil, log) // expect: a-b 1.0 2.5 true ["w1", "a", "b"]

// A struct: the instance made is a value, copied on change as any other.
struct Cell {
    var row: Int
    var column: Int
    var values: [Double]
    init(row: Int, column: Int, values: [Double]) {
        self.row = row
        self.column = column
        self.values = values
    }
}
var first = Cell(row: 1, column: 2, values: [1, 2])
var second = first
second.values.append(3)
second.row = 9
print(first.row, first.values, second.row, second.values) // expect: 1 [1.0, 2.0] 9 [1.0, 2.0, 3.0]

// An argument that throws: nothing is made, and the next call works.
enum Bad: Error { case value }
func check(_ v: Int) throws -> Int {
    if v < 0 { throw Bad.value }
    return v
}
final class Range2 {
    let low: Int
    let high: Int
    init(low: Int, high: Int) { self.low = low; self.high = high }
}
var made: [Range2] = []
for (l, h) in [(1, 2), (3, -1), (5, 6)] {
    do {
        made.append(Range2(low: try check(note("low \(l)", l)), high: try check(note("high \(h)", h))))
    } catch {
        print("failed at", l, h) // expect: failed at 3 -1
    }
}
print(made.map { "\($0.low)..\($0.high)" }, log.suffix(6)) // expect: ["1..2", "5..6"] ["low 1", "high 2", "low 3", "high -1", "low 5", "high 6"]

// Many of them, kept and dropped, as a tree walk makes and frees its nodes.
final class Node {
    let left: Node?
    let right: Node?
    init(left: Node?, right: Node?) { self.left = left; self.right = right }
    func count() -> Int {
        if let l = left, let r = right { return 1 + l.count() + r.count() }
        return 1
    }
}
func tree(_ depth: Int) -> Node {
    depth == 0 ? Node(left: nil, right: nil) : Node(left: tree(depth - 1), right: tree(depth - 1))
}
let kept = tree(6)
var total = 0
for d in 0..<10 { total += tree(d).count() }
print(total, kept.count()) // expect: 2036 127

// A parameter set into two properties is copied, not moved, into the first.
final class Twice {
    var a: [Int]
    var b: [Int]
    init(both: [Int]) { self.a = both; self.b = both }
}
let twice = Twice(both: [1])
twice.a.append(2)
print(twice.a, twice.b) // expect: [1, 2] [1]

// Two arguments in the other order than the properties, and Ints given to Doubles.
struct Swapped {
    var a: [Int]
    var b: String
    init(b: String, a: [Int]) {
        self.a = a
        self.b = b
    }
}
struct Point {
    var x: Double
    var y: Double
    init(x: Double, y: Double) { self.x = x; self.y = y }
}
let swapped = Swapped(b: note("b", "bee"), a: note("a", [1, 2]))
let point = Point(x: 3, y: -4)
print(swapped.a, swapped.b, point.x, point.y, log.suffix(2)) // expect: [1, 2] bee 3.0 -4.0 ["b", "a"]
