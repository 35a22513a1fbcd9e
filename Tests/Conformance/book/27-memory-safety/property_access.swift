// Overlapping access to properties of structs and tuples: safe for local variables, copies for shared state.
struct Player {
    var name: String
    var health: Int
    var energy: Int
    static let maxHealth = 10
    mutating func restoreHealth() { health = Player.maxHealth }
}
func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}

func someFunction() {
    // Local struct: the compiler proves the two property accesses don't overlap.
    var oscar = Player(name: "Oscar", health: 10, energy: 6)
    balance(&oscar.health, &oscar.energy)
    print("\(oscar.name): health \(oscar.health), energy \(oscar.energy)")

    var scores = (home: 7, away: 3)
    balance(&scores.home, &scores.away)
    print("local tuple after balance:", scores)
}
someFunction()

// Global struct: copy the properties out first, then write them back.
var holly = Player(name: "Holly", health: 10, energy: 2)
var health = holly.health
var energy = holly.energy
balance(&health, &energy)
holly.health = health
holly.energy = energy
print("\(holly.name): health \(holly.health), energy \(holly.energy)")

holly.health = 1
holly.restoreHealth()
print("restored:", holly.health)

struct Inventory {
    var slots: [String]
    var weights: [Int]
}
func moveFirst(_ from: inout [String], _ to: inout [String]) {
    if !from.isEmpty { to.append(from.removeFirst()) }
}
func organize() {
    var bag = Inventory(slots: ["rope", "lamp"], weights: [3, 1])
    var chest = Inventory(slots: [], weights: [])
    moveFirst(&bag.slots, &chest.slots)
    print("bag:", bag.slots, "chest:", chest.slots, "weights:", bag.weights)
}
organize()
