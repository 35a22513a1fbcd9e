// Initialisers called with their labels in order, as most code calls them: the
// arguments are evaluated first, then stored properties' defaults, then the body.
var trace: [String] = []
func note(_ s: String, _ v: Int) -> Int { trace.append(s); return v }

struct Point {
    var x: Int
    var y: Int
    var tag = note("default", 0)
    init(x: Int, y: Int) {
        trace.append("init")
        self.x = x
        self.y = y
    }
}
let p = Point(x: note("x", 1), y: note("y", 2))
print(p.x, p.y, p.tag, trace)                    // expect: 1 2 0 ["x", "y", "default", "init"]

struct Ratio {
    let value: Double
    init?(_ a: Int, over b: Int) {
        if b == 0 { return nil }
        value = Double(a) / Double(b)
    }
}
print(Ratio(1, over: 4)?.value ?? -1, Ratio(1, over: 0) == nil)   // expect: 0.25 true

enum Failure: Error { case negative }
struct Meters {
    let amount: Int
    init(amount: Int) throws {
        if amount < 0 { throw Failure.negative }
        self.amount = amount
    }
}
do {
    let m = try Meters(amount: 5)
    print(m.amount)                              // expect: 5
    _ = try Meters(amount: -1)
} catch {
    print("caught", error)                       // expect: caught negative
}

class Animal {
    let name: String
    var sound = "..."
    init(name: String) { self.name = name }
    func speak() -> String { "\(name): \(sound)" }
}
class Dog: Animal {
    var tricks = 0
}
class Puppy: Dog {
    init(name: String, tricks: Int) {
        super.init(name: name)
        self.tricks = tricks
        sound = "yip"
    }
}
let d = Dog(name: "Rex")
let pup = Puppy(name: "Bit", tricks: 2)
print(d.speak(), pup.speak(), pup.tricks)        // expect: Rex: ... Bit: yip 2

final class Counter {
    var count: Int
    var bump: () -> Void = {}
    init(start: Int) {
        count = start
        bump = { [unowned self] in self.count += 1 }
    }
}
let c = Counter(start: 10)
c.bump()
c.bump()
print(c.count)                                   // expect: 12

struct Pair { var a: Int; var b: Int }
var pairs: [Pair] = []
for i in 0..<3 { pairs.append(Pair(a: i, b: i * i)) }
print(pairs.map { $0.a + $0.b })                 // expect: [0, 2, 6]

// `return nil` fails a failable initialiser however the body is shaped: alone,
// inside an `if`, or before a last statement.
struct Never0 {
    var value = 1
    init?(v: Int) { return nil }
}
struct Positive {
    var value: Int
    init?(_ v: Int) {
        if v <= 0 { return nil }
        value = v
    }
}
print(Never0(v: 1) == nil, Positive(0) == nil, Positive(3)?.value ?? 0)   // expect: true true 3
if let x = Never0(v: 2) { print("got", x.value) } else { print("none") }  // expect: none
