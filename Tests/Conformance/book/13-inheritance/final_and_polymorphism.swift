// Preventing overrides with final, polymorphic dispatch through base class references.
class Shape {
    let name: String
    init(name: String) { self.name = name }
    func area() -> Double { 0 }
    final func report() -> String {
        "\(name): area \(area())"
    }
}
class Rectangle: Shape {
    let width: Double, height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        super.init(name: "rectangle")
    }
    override func area() -> Double { width * height }
}
final class Square: Rectangle {
    init(side: Double) {
        super.init(width: side, height: side)
    }
    override func area() -> Double {
        let base = super.area()
        return base
    }
}
class Circle: Shape {
    let radius: Double
    init(radius: Double) {
        self.radius = radius
        super.init(name: "circle")
    }
    override func area() -> Double { 3.14 * radius * radius }
}

let shapes: [Shape] = [Rectangle(width: 2, height: 3), Square(side: 4), Circle(radius: 1), Shape(name: "blob")]
for shape in shapes {
    print(shape.report())
}
let total = shapes.reduce(0) { $0 + $1.area() }
print("total area:", total)
let largest = shapes.max { $0.area() < $1.area() }!
print("largest:", largest.name, type(of: largest))

class Account {
    final var balance = 0
    func deposit(_ amount: Int) { balance += amount }
}
class BonusAccount: Account {
    override func deposit(_ amount: Int) {
        super.deposit(amount)
        super.deposit(amount / 10)
    }
}
let accounts = [Account(), BonusAccount()]
for a in accounts { a.deposit(100) }
print(accounts.map { $0.balance })
