// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// An initialiser that only sets properties from its parameters makes the same
// instance as running it: defaults first, arguments in order, conversions.
var log: [String] = []
func note(_ s: String, _ v: Int) -> Int { log.append(s); return v }

final class Node {
    let left: Node?
    let right: Node?
    var depth = note("default", 0)
    init(left: Node?, right: Node?) {
        self.left = left
        self.right = right
    }
    func count() -> Int { 1 + (left?.count() ?? 0) + (right?.count() ?? 0) }
}
let tree = Node(left: Node(left: nil, right: nil), right: Node(left: Node(left: nil, right: nil), right: nil))
print(tree.count(), tree.depth, log.count) // expect: 4 0 4

struct Point {
    var x: Double
    var y: Double
    var label = "p"
    init(x: Double, y: Double) { self.x = x; self.y = y }
}
let p = Point(x: note("x", 1) == 1 ? 3 : 4, y: 2.5)
print(p.x, p.y, p.label, log.last!) // expect: 3.0 2.5 p x

// One parameter set twice; an argument's order against the defaults.
final class Pair {
    var a = note("a default", 1)
    var b: Int
    var c: Int
    init(both: Int) { self.b = both; self.c = both }
}
log = []
let pair = Pair(both: note("argument", 7))
print(pair.a, pair.b, pair.c, log) // expect: 1 7 7 ["argument", "a default"]

// Observers do not run in the type's own initialiser; they do afterwards.
final class Watched {
    var value: Int { didSet { log.append("didSet \(value)") } }
    init(value: Int) { self.value = value }
}
log = []
let w = Watched(value: 1)
w.value = 2
print(w.value, log) // expect: 2 ["didSet 2"]

// A subclass that inherits the initialiser, and one that observes the property.
class Base {
    var name: String
    var tag = "base"
    init(name: String) { self.name = name }
}
final class Plain: Base {}
final class Loud: Base {
    override var name: String { didSet { log.append("loud \(name)") } }
}
log = []
let plain = Plain(name: "p"), loud = Loud(name: "l")
print(plain.name, plain.tag, loud.name, log) // expect: p base l []

// Arrays and optionals passed through: copies, as assignment makes them.
final class Holder {
    var items: [Int]
    var extra: [Int]?
    init(items: [Int], extra: [Int]?) { self.items = items; self.extra = extra }
}
var source = [1, 2]
let h = Holder(items: source, extra: source)
source.append(3)
h.items.append(9)
print(source, h.items, h.extra!) // expect: [1, 2, 3] [1, 2, 9] [1, 2]

// A local type is declared again by each call: the arguments of its initialiser
// make the enclosing function call itself, so the call site meets a new type
// before its own finishes.
func depthSum(_ n: Int) -> Int {
    final class Step {
        let inner: Int
        let own: Int
        init(inner: Int, own: Int) { self.own = own; self.inner = inner }
    }
    let step = Step(inner: n == 0 ? 0 : depthSum(n - 1), own: n * 100)
    return step.inner + step.own
}
print(depthSum(5)) // expect: 1500

// Method calls on the same site for instances of different types.
protocol Shape { func area() -> Int }
final class Square: Shape { let side: Int; init(side: Int) { self.side = side }; func area() -> Int { side * side } }
final class Strip: Shape {
    let parts: [Shape]
    init(parts: [Shape]) { self.parts = parts }
    func area() -> Int { parts.reduce(0) { $0 + $1.area() } }
}
let shapes: [Shape] = [Square(side: 2), Strip(parts: [Square(side: 1), Strip(parts: [Square(side: 3)])]), Square(side: 4)]
print(shapes.map { $0.area() }) // expect: [4, 10, 16]
