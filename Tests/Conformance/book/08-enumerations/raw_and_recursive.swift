// Raw values (explicit and implicit), failable init from raw value, indirect recursive enums.
enum ASCIIControl: Character {
    case tab = "\t"
    case lineFeed = "\n"
}
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
}
enum Direction: String {
    case north, south, east, west
}

print("earth is planet #\(Planet.earth.rawValue)")
print("sunset direction:", Direction.west.rawValue)
print("tab raw value is tab:", ASCIIControl.tab.rawValue == "\t")

for position in [3, 11] {
    if let planet = Planet(rawValue: position) {
        switch planet {
        case .earth: print("\(position): mostly harmless")
        default: print("\(position): not a safe place for humans")
        }
    } else {
        print("there isn't a planet at position \(position)")
    }
}
print(Planet.allCases.map(\.rawValue))
print(Direction(rawValue: "east") as Any, Direction(rawValue: "up") as Any)

indirect enum Expression {
    case number(Int)
    case addition(Expression, Expression)
    case multiplication(Expression, Expression)
    case negate(Expression)
}

func evaluate(_ e: Expression) -> Int {
    switch e {
    case .number(let n): return n
    case let .addition(l, r): return evaluate(l) + evaluate(r)
    case let .multiplication(l, r): return evaluate(l) * evaluate(r)
    case .negate(let inner): return -evaluate(inner)
    }
}
func render(_ e: Expression) -> String {
    switch e {
    case .number(let n): return String(n)
    case let .addition(l, r): return "(\(render(l)) + \(render(r)))"
    case let .multiplication(l, r): return "\(render(l)) * \(render(r))"
    case .negate(let inner): return "-\(render(inner))"
    }
}
let five = Expression.number(5)
let four = Expression.number(4)
let sum = Expression.addition(five, four)
let product = Expression.multiplication(sum, .negate(.number(2)))
print(render(product), "=", evaluate(product))
