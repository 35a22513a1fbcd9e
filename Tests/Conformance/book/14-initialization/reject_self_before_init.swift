// Two-phase initialization: a subclass must initialize its own properties before calling super.init.
class Food {
    var name: String
    init(name: String) { self.name = name }
}
class Ingredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) {
        super.init(name: name)
        self.quantity = quantity
    }
}
print(Ingredient(name: "salt", quantity: 1).quantity)
