// Methods called with their parameters' labels in order, with defaults left out,
// unlabelled, on structs and classes, and capturing self: each gets the same self
// and arguments however the call is made.
struct Vector {
    var x: Double, y: Double
    func scaled(by k: Double) -> Vector { Vector(x: x * k, y: y * k) }
    func dot(_ other: Vector) -> Double { x * other.x + y * other.y }
    func moved(dx: Double = 1, dy: Double = 0) -> Vector { Vector(x: x + dx, y: y + dy) }
    func describe(prefix: String, _ suffix: String) -> String { "\(prefix)(\(x), \(y))\(suffix)" }
}
let v = Vector(x: 1, y: 2)
print(v.scaled(by: 2).x, v.dot(Vector(x: 3, y: 4)))         // expect: 2.0 11.0
print(v.moved().x, v.moved(dy: 5).y, v.moved(dx: 2, dy: 3).x) // expect: 2.0 7.0 3.0
print(v.describe(prefix: "v", "!"), v.x)                      // expect: v(1.0, 2.0)! 1.0

final class Account {
    private(set) var balance = 0
    var log: [String] = []
    func deposit(_ amount: Int, note: String) -> Int {
        balance += amount
        log.append(note)
        return balance
    }
    func later() -> () -> Int { return { self.balance * 2 } }
}
let account = Account()
print(account.deposit(10, note: "first"), account.deposit(5, note: "second"))   // expect: 10 15
let doubled = account.later()
_ = account.deposit(1, note: "third")
print(doubled(), account.log)                                  // expect: 32 ["first", "second", "third"]

class Shape {
    func area() -> Double { 0 }
    func report(_ label: String) -> String { "\(label): \(area())" }
}
class Square: Shape {
    let side: Double
    init(side: Double) { self.side = side }
    override func area() -> Double { side * side }
}
let shapes: [Shape] = [Shape(), Square(side: 3)]
for s in shapes { print(s.report("area")) }                   // expect: area: 0.0
                                                               // expect: area: 9.0

struct Counter {
    var n = 0
    func peek() -> Int { n }
    mutating func step(by k: Int) -> Int { n += k; return n }
}
var c = Counter()
print(c.step(by: 2), c.step(by: 3), c.peek(), c.n)            // expect: 2 5 5 5
