// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Calls of one argument whose callee is a global constant (the standard
// library's conversions and functions, a closure in a `let`, a function), and
// of two arguments that are local variables.
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

// Two local variables as the arguments, in a loop and in recursion; a
// variable a closure captures goes the general way.
func entry(_ i: Int, _ j: Int) -> Double {
    let k = (i + j) * (i + j + 1) / 2
    return 1.0 / Double(k + i + 1)
}
func gcd(_ a: Int, _ b: Int) -> Int {
    if b == 0 { return a }
    let rest = a % b
    return gcd(b, rest)
}
func sums() -> (Double, Int, Int) {
    var sum = 0.0
    var i = 0
    while i < 3 {
        var j = 0
        while j < 3 {
            sum += entry(i, j) * entry(j, i)
            j += 1
        }
        i += 1
    }
    var captured = 84
    let reset = { captured = 36 }
    let before = gcd(captured, i)
    reset()
    var other = 60
    other += 0
    return (sum, before, gcd(captured, other))
}
print(sums()) // expect: (1.4903616042077583, 3, 12)
