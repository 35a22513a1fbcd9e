// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
enum Planet: Int, CaseIterable, CustomStringConvertible {
    case mercury = 1, venus, earth, mars
    var description: String { "\(self.rawValue):" + String(describing: name) }
    var name: String {
        switch self {
        case .mercury: return "Mercury"
        case .venus: return "Venus"
        case .earth: return "Earth"
        case .mars: return "Mars"
        }
    }
    var isInner: Bool { rawValue <= 2 }
    static func named(_ n: String) -> Planet? { allCases.first { $0.name == n } }
}
print(Planet.allCases)
print(Planet.named("Earth")!, Planet.named("Pluto") == nil)
print(Planet.allCases.filter(\.isInner).map(\.name))
enum Coin: Int {
    case penny = 1, nickel = 5, dime = 10, quarter = 25
}
let coins: [Coin] = [.quarter, .dime, .penny, .penny]
print(coins.map(\.rawValue).reduce(0, +))
print(coins.filter { $0 == .penny }.count, coins.contains(.nickel))
enum Direction { case up, down, left, right }
func move(_ p: (Int, Int), _ d: Direction) -> (Int, Int) {
    switch d {
    case .up: return (p.0, p.1 + 1)
    case .down: return (p.0, p.1 - 1)
    case .left: return (p.0 - 1, p.1)
    case .right: return (p.0 + 1, p.1)
    }
}
var pos = (0, 0)
for d in [Direction.up, .up, .right, .down] { pos = move(pos, d) }
print(pos)
let dirs: Set<Direction> = [.up, .down]
print(dirs.contains(.up), dirs.contains(.left))

// What it prints:
// expect: [1:Mercury, 2:Venus, 3:Earth, 4:Mars]
// expect: 3:Earth true
// expect: ["Mercury", "Venus"]
// expect: 37
// expect: 2 false
// expect: (1, 1)
// expect: true false
