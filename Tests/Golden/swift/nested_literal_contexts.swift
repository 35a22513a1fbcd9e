// Implicit members inside nested literals passed to an initialiser, typed by
// the parameter's declared type: dictionaries in arrays, tuples in arrays,
// and an Optional accumulator of reduce.
enum Spot: String { case compact, regular, large }
enum Vehicle: String { case compact, motorcycle, truck }
struct Garage {
    let levels: [[Spot: Int]]
    var capacity: Int { levels.flatMap(\.values).reduce(0, +) }
}
let garage = Garage(levels: [[.compact: 2, .regular: 3], [.large: 1]])
print(garage.capacity, garage.levels.map { $0.keys.map(\.rawValue).sorted() })

enum Aisle { case dairy, bakery, produce }
enum Unit { case piece, gram, liter }
final class Shelf {
    let entries: [(name: String, amount: Double, unit: Unit, aisle: Aisle)]
    init(entries: [(String, Double, Unit, Aisle)]) { self.entries = entries.map { ($0.0, $0.1, $0.2, $0.3) } }
}
let shelf = Shelf(entries: [("Bagels", 1, .piece, .bakery), ("Milk", 0.5, .liter, .dairy)])
print(shelf.entries.map { "\($0.name) \($0.amount) \($0.unit) \($0.aisle)" })

let groups: [Set<Int>] = [[1, 2, 3], [2, 3, 4], [3, 4, 5]]
let common = groups.reduce(nil as Set<Int>?) { acc, ids in acc.map { $0.intersection(ids) } ?? ids } ?? []
print(common.sorted())

// expect: 6 [["compact", "regular"], ["large"]]
// expect: ["Bagels 1.0 piece bakery", "Milk 0.5 liter dairy"]
// expect: [3]
