// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Calls of one argument whose callee is a global constant: the standard
// library's conversions and functions, a closure in a `let`, a function.
import Foundation

let half = { (x: Double) -> Double in x / 2 }
func twice(_ x: Int) -> Int { x * 2 }
var total = 0.0
var count = 0
var i = 0
while i < 5 {
    total += Double(i) + sqrt(Double(i * i)) + half(Double(i))
    count += Int(Double(i) * 1.5) + abs(-i) + twice(i)
    i += 1
}
print(total, count) // expect: 25.0 44

// The argument is evaluated after the callee is found, and errors still
// name the call's place.
var order: [String] = []
func note(_ x: Int) -> Int { order.append("argument"); return x }
print(String(note(42)), Int("7") ?? 0, order) // expect: 42 7 ["argument"]
