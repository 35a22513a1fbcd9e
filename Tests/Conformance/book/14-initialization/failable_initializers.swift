// Failable initializers on structs, enums and classes; failure propagation; implicitly unwrapped results.
struct Animal {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}
print(Animal(species: "Giraffe")?.species ?? "failed", Animal(species: "")?.species ?? "failed")

enum TemperatureUnit {
    case kelvin, celsius, fahrenheit
    init?(symbol: Character) {
        switch symbol {
        case "K": self = .kelvin
        case "C": self = .celsius
        case "F": self = .fahrenheit
        default: return nil
        }
    }
}
print(TemperatureUnit(symbol: "F") as Any, TemperatureUnit(symbol: "X") == nil)

class Product {
    let name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
class CartItem: Product {
    let quantity: Int
    init?(name: String, quantity: Int) {
        if quantity < 1 { return nil }
        self.quantity = quantity
        super.init(name: name)
    }
}
for (n, q) in [("socks", 2), ("shirt", 0), ("", 1)] {
    if let item = CartItem(name: n, quantity: q) {
        print("Item: \(item.name), quantity: \(item.quantity)")
    } else {
        print("Unable to initialize item '\(n)' x \(q)")
    }
}
let forced: Int! = Int("12")
print("init! style value:", forced + 1)
