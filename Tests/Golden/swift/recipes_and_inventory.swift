// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
struct Recipe {
    let name: String
    var ingredients: [String: Double]
    var servings: Int

    func scaled(to n: Int) -> Recipe {
        let factor = Double(n) / Double(servings)
        var copy = self
        copy.servings = n
        copy.ingredients = ingredients.mapValues { $0 * factor }
        return copy
    }
    var shoppingList: [String] {
        ingredients.keys.sorted().map { "\($0): \(ingredients[$0]!)" }
    }
}
let pancakes = Recipe(name: "Pancakes", ingredients: ["flour": 200, "milk": 300, "eggs": 2], servings: 4)
let big = pancakes.scaled(to: 6)
print(big.shoppingList)
print(pancakes.servings, big.servings, pancakes.ingredients["eggs"]!, big.ingredients["eggs"]!)
protocol Describable { var summary: String { get } }
extension Recipe: Describable {
    var summary: String { "\(name) for \(servings)" }
}
let items: [Describable] = [pancakes, big]
print(items.map(\.summary))
func total(_ xs: [Double]) -> Double { xs.reduce(0, +) }
print(total(Array(big.ingredients.values)) > total(Array(pancakes.ingredients.values)))
var inventory = ["apples": 3, "pears": 0]
inventory["apples", default: 0] -= 1
inventory["plums", default: 0] += 5
let inStock = inventory.filter { $0.value > 0 }.keys.sorted()
print(inStock, inventory.values.reduce(0, +))

// What it prints:
// expect: ["eggs: 3.0", "flour: 300.0", "milk: 450.0"]
// expect: 4 6 2.0 3.0
// expect: ["Pancakes for 4", "Pancakes for 6"]
// expect: true
// expect: ["apples", "plums"] 7
