import Foundation

// An array of functions has one element type, the named function's: the
// closures beside it take Doubles too, so an Int argument arrives as a Double.
func tenfoldRoot(_ x: Double) -> Double { x.squareRoot() * 10 }
let transforms = [tenfoldRoot, { $0 * $0 }, { -$0 }]
print(transforms.map { $0(16) })
let steps = [{ (n: Int) -> Int in n + 1 }, { $0 * 2 }]
print(steps.reduce(3) { value, step in step(value) })

// expect: [40.0, 256.0, -16.0]
// expect: 8
