// Float: 32-bit arithmetic, printing, conversions, math functions, members,
// extensions, generics over BinaryFloatingPoint, strides and Codable.
import Foundation

let tenth: Float = 0.1
let third = Float(1) / 3
print(tenth, third, tenth + third)
var sum: Float = 0
for i in 1...10 { sum += Float(i) * 0.1 }
print(sum, Float.pi, Double(Float.pi))

func circleArea(_ r: Float) -> Float { Float.pi * r * r }
print(circleArea(2))

struct Point { var x: Float; var y: Float }
let p = Point(x: 1.5, y: 2)
print(p.x + p.y, p)

let weights: [Float] = [1, 2.5, 3]
print(weights, weights.reduce(0, +), weights.map { $0 * 2 }, weights.sorted(by: >))
print(sqrt(tenth), sqrt(2.0), pow(third, 2), abs(-tenth), max(tenth, third))
print(Int(third * 100), (third * 100).rounded(), String(format: "%.3f", third))
print(tenth < third, tenth == 0.1, type(of: -tenth))
print(Float("3.25") as Any, Float("x") as Any, Float(Double.pi), 1e10 as Float, Float(16777217))
print(Float(0.1) + Float(0.2) == Float(0.3), 0.1 + 0.2 == 0.3)
print(Double(Float(0.1)), Float(Double(0.1)))
print(third.squareRoot(), (third * 3).truncatingRemainder(dividingBy: 0.7), Float(2.5).rounded(), Float(3).rounded(.down))
print(Float.greatestFiniteMagnitude, Float.infinity, Float.nan.isNaN, Float.leastNonzeroMagnitude, Float(1) / 0)

extension Float {
    var doubled: Float { self * 2 }
    func clamped(_ lo: Float, _ hi: Float) -> Float { Swift.min(Swift.max(self, lo), hi) }
}
print(Float(3).doubled, Float(5.5).clamped(0, 3))

func mean<T: BinaryFloatingPoint>(_ xs: [T]) -> T { xs.reduce(0, +) / T(xs.count) }
print(mean(weights), mean([0.5, 1.25, 2.0]))

var grid = [Float](repeating: 0, count: 3)
grid[1] = 0.7
grid[2] += 1.1
print(grid)
print(Array(stride(from: Float(0), to: 1, by: 0.25)))

let scale = 3 as Float
switch scale {
case 0..<2: print("small")
case 2...5: print("mid")
default: print("big")
}
let mixed: [Any] = [Float(1.5), 2.5, 3]
for m in mixed {
    if let f = m as? Float { print("Float", f) } else if let d = m as? Double { print("Double", d) } else { print("other", m) }
}

struct Reading: Codable { var level: Float; var exact: Double }
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try! encoder.encode(Reading(level: 0.1, exact: 0.1))
print(String(data: data, encoding: .utf8)!)
let back = try! JSONDecoder().decode(Reading.self, from: "{\"level\":0.3,\"exact\":1}".data(using: .utf8)!)
print(back)
// expect: 0.1 0.33333334 0.43333334
// expect: 5.5 3.1415925 3.141592502593994
// expect: 12.56637
// expect: 3.5 Point(x: 1.5, y: 2.0)
// expect: [1.0, 2.5, 3.0] 6.5 [2.0, 5.0, 6.0] [3.0, 2.5, 1.0]
// expect: 0.31622776 1.4142135623730951 0.11111112 0.1 0.33333334
// expect: 33 33.0 0.333
// expect: true true Float
// expect: Optional(3.25) nil 3.1415927 1e+10 16777216.0
// expect: true false
// expect: 0.10000000149011612 0.1
// expect: 0.57735026 0.3 3.0 3.0
// expect: 3.4028235e+38 inf true 1e-45 inf
// expect: 6.0 3.0
// expect: 2.1666667 1.25
// expect: [0.0, 0.7, 1.1]
// expect: [0.0, 0.25, 0.5, 0.75]
// expect: mid
// expect: Float 1.5
// expect: Double 2.5
// expect: other 3
// expect: {"exact":0.1,"level":0.1}
// expect: Reading(level: 0.3, exact: 1.0)
