// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
protocol Shape {
    var area: Double { get }
    func describe() -> String
}

extension Shape {
    func describe() -> String { "a shape of area \(area)" }
}

struct Square: Shape {
    var side: Double
    var area: Double { side * side }
}

struct Circle: Shape, CustomStringConvertible {
    var radius: Double
    var area: Double { 3.0 * radius * radius }
    func describe() -> String { "a circle" }
    var description: String { "Circle(r=\(radius))" }
}

let shapes: [Shape] = [Square(side: 2), Circle(radius: 1)]
for s in shapes {
    print(s.describe())
}
// expect: a shape of area 4.0
// expect: a circle
print(shapes.map { $0.area }) // expect: [4.0, 3.0]
print(Circle(radius: 2)) // expect: Circle(r=2.0)

extension Int {
    var squared: Int { self * self }
    func times(_ f: () -> Void) {
        for _ in 0..<self { f() }
    }
}
print(7.squared) // expect: 49
3.times { print("hi") }
// expect: hi
// expect: hi
// expect: hi

extension String {
    func shouted() -> String { uppercased() + "!" }
    var isLong: Bool { count > 5 }
}
print("hello".shouted(), "hello".isLong, "greetings".isLong) // expect: HELLO! false true

extension Array where Element == Int {
    func total() -> Int { reduce(0, +) }
}
print([1, 2, 3].total()) // expect: 6

protocol Greeter {
    func greet() -> String
}
struct English: Greeter {
    func greet() -> String { "Hello" }
}
struct French: Greeter {
    func greet() -> String { "Bonjour" }
}
func welcome(_ g: Greeter) -> String { g.greet() + ", world" }
print(welcome(English()), welcome(French())) // expect: Hello, world Bonjour, world
