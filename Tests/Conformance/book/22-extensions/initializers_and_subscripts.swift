// Extensions adding initializers (keeping memberwise init), subscripts and nested types.
struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
}
extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
let defaultRect = Rect()
let memberwiseRect = Rect(origin: Point(x: 2.0, y: 2.0), size: Size(width: 5.0, height: 5.0))
let centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
for r in [defaultRect, memberwiseRect, centerRect] {
    print("(\(r.origin.x), \(r.origin.y)) \(r.size.width)x\(r.size.height)")
}

extension Int {
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex { decimalBase *= 10 }
        return (self / decimalBase) % 10
    }
}
print(746381295[0], 746381295[1], 746381295[2], 746381295[8], 746381295[9])

extension Int {
    enum Kind {
        case negative, zero, positive
    }
    var kind: Kind {
        switch self {
        case 0: return .zero
        case let x where x > 0: return .positive
        default: return .negative
        }
    }
}
func printIntegerKinds(_ numbers: [Int]) {
    for number in numbers {
        switch number.kind {
        case .negative: print("- ", terminator: "")
        case .zero: print("0 ", terminator: "")
        case .positive: print("+ ", terminator: "")
        }
    }
    print("")
}
printIntegerKinds([3, 19, -27, 0, -6, 0, 7])

extension String {
    init(stars n: Int) { self.init(repeating: "*", count: n) }
    subscript(safe i: Int) -> Character? { i >= 0 && i < count ? self[index(startIndex, offsetBy: i)] : nil }
}
print(String(stars: 5), "swift"[safe: 1] ?? "?", "swift"[safe: 10] ?? "?")
