// Access to self inside mutating methods; passing a different instance in-out is fine.
struct Player {
    var name: String
    var health: Int
    var energy: Int
}
func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
extension Player {
    mutating func shareHealth(with teammate: inout Player) {
        balance(&teammate.health, &health)
    }
    mutating func absorb(_ other: Player) {
        // `other` is a copy, so reading it while mutating self cannot conflict
        health += other.health
        energy += other.energy
    }
}

var oscar = Player(name: "Oscar", health: 10, energy: 10)
var maria = Player(name: "Maria", health: 5, energy: 10)
oscar.shareHealth(with: &maria)
print("oscar \(oscar.health), maria \(maria.health)")

// To combine a player with itself, pass a copy.
let snapshot = oscar
oscar.absorb(snapshot)
print("oscar absorbed a copy of himself:", oscar.health, oscar.energy)

struct Counter {
    var value = 0
    mutating func add(from other: Counter) { value += other.value }
    mutating func double() {
        let copy = self
        add(from: copy)
    }
}
var c = Counter(value: 21)
c.double()
print("doubled counter:", c.value)

var team = [Player(name: "A", health: 9, energy: 1), Player(name: "B", health: 1, energy: 9)]
var first = team[0]
var second = team[1]
first.shareHealth(with: &second)
team[0] = first
team[1] = second
print(team.map { "\($0.name):\($0.health)" })
team.swapAt(0, 1)
print(team.map(\.name))
