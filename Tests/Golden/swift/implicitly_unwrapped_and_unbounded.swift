// `T!` properties and variables are Optionals that unwrap where a `T` is wanted
// (nil until set); `Self` in a default argument of a standard protocol's
// extension; ranges that end at Int.max.
import Foundation

final class Screen {
    var title: String!
    var items: [Int]!
    func summary() -> String { "\(title.uppercased()) \(items.count)" }
}
let screen = Screen()
print(screen.title as Any, screen.items == nil)
screen.title = "inbox"
screen.items = [3, 1]
screen.items.append(2)
print(screen.summary(), screen.title!, "\(screen.title)")
var limit: Int! = 10
print(limit + 1, limit as Any)

extension FloatingPoint {
    func roughlyEquals(_ other: Self, within tolerance: Self = Self.ulpOfOne.squareRoot()) -> Bool {
        abs(self - other) <= tolerance * Swift.max(abs(self), abs(other), 1)
    }
}
print(0.1 + 0.2 == 0.3, (0.1 + 0.2).roughlyEquals(0.3), 1.0.roughlyEquals(1.1), 1.0.roughlyEquals(1.1, within: 0.2))

var found = 0
for n in 1...Int.max where n * n % 1000 == 441 {
    found = n
    break
}
print(found, (5...Int.max).count, (0..<Int.max).contains(Int.max - 1))

// expect: nil true
// expect: INBOX 3 inbox Optional("inbox")
// expect: 11 Optional(10)
// expect: false true false true
// expect: 21 9223372036854775803 true
