// Enumeration syntax, switch matching, CaseIterable, methods and computed properties on enums.
enum CompassPoint {
    case north, south, east, west

    var opposite: CompassPoint {
        switch self {
        case .north: return .south
        case .south: return .north
        case .east: return .west
        case .west: return .east
        }
    }
    mutating func turnClockwise() {
        switch self {
        case .north: self = .east
        case .east: self = .south
        case .south: self = .west
        case .west: self = .north
        }
    }
}

enum Beverage: CaseIterable {
    case coffee, tea, juice
}

var direction = CompassPoint.west
direction = .north
print(direction, "opposite:", direction.opposite)
for _ in 0..<5 {
    direction.turnClockwise()
    print("turned to", direction)
}

let here = CompassPoint.south
switch here {
case .north:
    print("Lots of planets have a north")
case .south:
    print("Watch out for penguins")
default:
    print("Somewhere sideways")
}

print("\(Beverage.allCases.count) beverages available")
for beverage in Beverage.allCases {
    print("-", beverage)
}
if case .tea = Beverage.allCases[1] {
    print("second beverage is tea")
}
print(CompassPoint.east == .east, CompassPoint.east != .west)
