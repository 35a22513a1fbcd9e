// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
protocol Identified {
    var id: Int { get }
    static var kind: String { get }
}
extension Identified {
    var label: String { "\(Self.kind)#\(id)" }
}
struct Order: Identified {
    let id: Int
    static var kind: String { "order" }
}
struct Invoice: Identified {
    let id: Int
    static let kind = "invoice"
}
let things: [Identified] = [Order(id: 1), Invoice(id: 7)]
print(things.map { $0.label }) // expect: ["order#1", "invoice#7"]

protocol Animal {
    var name: String { get }
    func sound() -> String
}
extension Animal {
    func speak() -> String { "\(name) says \(sound())" }
}
struct Cow: Animal {
    let name = "Cow"
    func sound() -> String { "moo" }
}
class Dog: Animal {
    var name: String { "Dog" }
    func sound() -> String { "woof" }
}
print(Cow().speak(), Dog().speak()) // expect: Cow says moo Dog says woof

protocol Resettable {
    mutating func reset()
}
struct Score: Resettable, CustomStringConvertible {
    var points = 10
    mutating func reset() { points = 0 }
    var description: String { "Score(\(points))" }
}
var s = Score()
s.reset()
print(s, [s]) // expect: Score(0) [Score(0)]
func resetAll<T: Resettable>(_ items: inout [T]) {
    for i in items.indices { items[i].reset() }
}
