// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `Double(x)` and the math functions applied at the call site, and functions
// declared `-> Double` returning what is a Double already or must become one.
import Foundation

let n = 7
let half = 0.5
print(Double(n), Double(half), Double(n) / 2) // expect: 7.0 0.5 3.5
print(sqrt(16.0), sqrt(Double(n * 7)), floor(2.7), ceil(2.1), round(2.5)) // expect: 4.0 7.0 2.0 3.0 3.0
print(Double("2.25") ?? -1, Double("two") == nil) // expect: 2.25 true
print(exp(0.0), log(1.0), sin(0.0), cos(0.0), fabs(-3.5), trunc(-2.7)) // expect: 1.0 0.0 0.0 1.0 3.5 -2.0

func ratio(_ i: Int, _ j: Int) -> Double { 1.0 / Double(i * 3 + j + 1) }
func whole() -> Double { 3 }
func product(_ a: Int) -> Double { return Double(a * 2) }
func scaled(_ x: Double) -> Double { -x * 2 + 0.5 }
print(ratio(0, 0), ratio(1, 2), whole(), product(4), scaled(1)) // expect: 1.0 0.16666666666666666 3.0 8.0 -1.5

var sum = 0.0
for i in 0..<4 {
    for j in 0..<4 { sum += ratio(i, j) * Double(j + 1) }
}
print(Int((sum * 1e9).rounded(.down))) // expect: 7687129537

let roots = (1...5).map { sqrt(Double($0 * $0)) }
print(roots) // expect: [1.0, 2.0, 3.0, 4.0, 5.0]
