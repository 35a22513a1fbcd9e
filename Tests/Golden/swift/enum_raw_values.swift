// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
enum ActionType: String {
    case newNote = "NewNote"
    case editNote = "EditNote"
    case search
}
print(ActionType.newNote.rawValue, ActionType.search.rawValue) // expect: NewNote search
print(ActionType(rawValue: "EditNote") == .editNote) // expect: true
print(ActionType(rawValue: "Nope") == nil) // expect: true

enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth
    case mars = 10, jupiter
}
print(Planet.venus.rawValue, Planet.jupiter.rawValue) // expect: 2 11
print(Planet.allCases.count) // expect: 5
print(Planet.allCases.map { $0.rawValue }) // expect: [1, 2, 3, 10, 11]
print(Planet(rawValue: 3)!) // expect: earth
print([Planet.mars]) // expect: [enum_raw_values.Planet.mars]

enum Direction: CaseIterable {
    case north, east, south, west
    var opposite: Direction {
        switch self {
        case .north: return .south
        case .south: return .north
        case .east: return .west
        case .west: return .east
        }
    }
    func turned() -> Direction {
        let all = Direction.allCases
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }
    static let start = Direction.north
}
print(Direction.north.opposite, Direction.west.turned(), Direction.start) // expect: south north north
var counts: [Direction: Int] = [:]
counts[.east] = 2
counts[.east, default: 0] += 1
print(counts[.east]!) // expect: 3
let d: Direction = .south
if d == .south { print("going south") } // expect: going south
print(d != .north) // expect: true
