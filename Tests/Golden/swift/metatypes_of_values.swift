// `type(of:)` gives the metatype: compared with `T.self`, cast with `is T.Type`,
// and printed qualified by module inside collections, as Swift prints it.
protocol Shape { var area: Double { get } }
struct Square: Shape { var side: Double; var area: Double { side * side } }
final class Circle: Shape { let r: Double; init(r: Double) { self.r = r }; var area: Double { 3 * r * r } }
class Animal {}
final class Dog: Animal {}

let shapes: [Shape] = [Square(side: 2), Circle(r: 1), Square(side: 3)]
for s in shapes {
    let kind = type(of: s) == Square.self ? "square" : "other"
    print(type(of: s), kind, s.area)
}
print(shapes.map { type(of: $0) }.map { "\($0)" }.joined(separator: ","))
print([type(of: shapes[0])], [Int.self, String.self], String(reflecting: Circle.self))
let pet: Animal = Dog()
print(type(of: pet) == Dog.self, type(of: pet) == Animal.self, type(of: pet) is Dog.Type)
print(type(of: 42) == Int.self, type(of: 2.5) == Double.self)
let counts = Dictionary(grouping: shapes, by: { "\(type(of: $0))" }).mapValues(\.count)
print(counts.sorted { $0.key < $1.key })

// expect: Square square 4.0
// expect: Circle other 3.0
// expect: Square square 9.0
// expect: Square,Circle,Square
// expect: [metatypes_of_values.Square] [Swift.Int, Swift.String] metatypes_of_values.Circle
// expect: true false true
// expect: true true
// expect: [(key: "Circle", value: 1), (key: "Square", value: 2)]
