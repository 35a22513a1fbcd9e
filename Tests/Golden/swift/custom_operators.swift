// Operators a program declares: infix with a precedence group (and its
// associativity), prefix and postfix, as top-level functions or a type's
// static functions; implicit members take the other operand's type.
import Foundation
precedencegroup ExponentiationPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentiationPrecedence
func ** (base: Int, power: Int) -> Int {
    var result = 1
    for _ in 0..<power { result *= base }
    return result
}
print(2 ** 10, 1 + 2 ** 3 * 2, 2 ** 3 ** 2)

struct Vec: CustomStringConvertible {
    var x: Double, y: Double
    var description: String { "(\(x), \(y))" }
    static func <*> (a: Vec, b: Vec) -> Double { a.x * b.x + a.y * b.y }
    static prefix func √ (v: Vec) -> Double { (v <*> v).squareRoot() }
}
infix operator <*>: MultiplicationPrecedence
prefix operator √
let v = Vec(x: 3, y: 4)
print(v <*> Vec(x: 1, y: 1), √v)

postfix operator °
postfix func ° (degrees: Double) -> Double { degrees * .pi / 180 }
print((180.0)°)

infix operator |>: AdditionPrecedence
func |> (value: Int, f: (Int) -> Int) -> Int { f(value) }
print(5 |> { $0 * 2 } |> { $0 + 1 })

extension String {
    static func * (s: String, n: Int) -> String { String(repeating: s, count: n) }
}
infix operator ~=~
func ~=~ (a: String, b: String) -> Bool { a.lowercased() == b.lowercased() }
print("Ab" ~=~ "aB", "ab" * 3)
// expect: 1024 17 512
// expect: 7.0 5.0
// expect: 3.141592653589793
// expect: 11
// expect: true ababab
