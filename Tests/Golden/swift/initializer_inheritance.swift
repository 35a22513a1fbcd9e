// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Initialisers across a class hierarchy: a subclass that adds only defaulted
// properties inherits every initialiser, a convenience init's self.init reaches
// the object's own class's override, and super.init() of a class with only the
// implicit init() keeps its defaults.
class Food {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "[Unnamed]") }
}
class Ingredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
    }
    override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
class ListItem: Ingredient {
    var purchased = false
    var line: String { "\(quantity) x \(name)\(purchased ? " (bought)" : "")" }
}
let items = [ListItem(), ListItem(name: "Bacon"), ListItem(name: "Eggs", quantity: 6)]
items[1].purchased = true
for item in items { print(item.line) }

class Vehicle {
    var wheels = 0
    var summary: String { "\(wheels) wheel(s)" }
}
class Bicycle: Vehicle {
    override init() {
        super.init()
        wheels = 2
    }
}
print(Vehicle().summary, Bicycle().summary)
// expect: 1 x [Unnamed]
// expect: 1 x Bacon (bought)
// expect: 6 x Eggs
// expect: 0 wheel(s) 2 wheel(s)
