// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard var lo = xs.first else { return nil }
    var hi = lo
    for x in xs.dropFirst() {
        if x < lo { lo = x }
        if x > hi { hi = x }
    }
    return (lo, hi)
}
if let r = minMax([3, -2, 9, 4]) {
    print(r.min, r.max, r) // expect: -2 9 (min: -2, max: 9)
}
var a = 1, b = 2
(a, b) = (b, a)
print(a, b) // expect: 2 1
let (q, r) = (17 / 5, 17 % 5)
print(q, r) // expect: 3 2
let nested = ((1, 2), (x: 3, y: 4))
print(nested.0.1, nested.1.y) // expect: 2 4
var grid = [(0, 0), (1, 2)]
grid[1].0 = 7
print(grid[1]) // expect: (7, 2)
let people = [("ann", 31), ("bob", 25)]
let sortedByAge = people.sorted { $0.1 < $1.1 }
print(sortedByAge.map { $0.0 }) // expect: ["bob", "ann"]
func divide(_ a: Int, by b: Int) -> (quotient: Int, remainder: Int) { (a / b, a % b) }
let result = divide(20, by: 6)
print(result.quotient, result.remainder) // expect: 3 2
