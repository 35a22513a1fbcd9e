// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
import Foundation
struct Vector: Equatable, CustomStringConvertible {
    var x: Double
    var y: Double
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector, b: Vector) -> Vector { Vector(x: a.x - b.x, y: a.y - b.y) }
    static func * (v: Vector, k: Double) -> Vector { Vector(x: v.x * k, y: v.y * k) }
    var length: Double { (x * x + y * y).squareRoot() }
    var description: String { "(\(x), \(y))" }
}
var v = Vector(x: 3, y: 4)
print(v.length, v + Vector(x: 1, y: 1), v - v, v * 2) // expect: 5.0 (4.0, 5.0) (0.0, 0.0) (6.0, 8.0)
v = v + Vector(x: 1, y: 0)
print(v, v == Vector(x: 4, y: 4)) // expect: (4.0, 4.0) true

struct Version: Comparable {
    let major: Int
    let minor: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
}
let versions = [Version(major: 2, minor: 0), Version(major: 1, minor: 9), Version(major: 1, minor: 10)]
print(versions.sorted().map { "\($0.major).\($0.minor)" }) // expect: ["1.9", "1.10", "2.0"]
print(versions.max()!.major, versions.min()!.minor) // expect: 2 9
print(Version(major: 1, minor: 2) < Version(major: 1, minor: 3), Version(major: 3, minor: 0) >= Version(major: 2, minor: 9)) // expect: true true

struct Money: Hashable {
    let cents: Int
}
var wallet: Set<Money> = [Money(cents: 5), Money(cents: 10)]
wallet.insert(Money(cents: 5))
print(wallet.count, wallet.contains(Money(cents: 10))) // expect: 2 true
let prices = [Money(cents: 5): "nickel", Money(cents: 10): "dime"]
print(prices[Money(cents: 10)]!) // expect: dime
