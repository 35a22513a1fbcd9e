// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `let x = a op b` and `x = a op b` store the arithmetic's value themselves,
// into locals and globals: numbers, strings, a type's own operator, Doubles
// declared and inferred, and an assignment that reads what it replaces.
struct V: Equatable {
    var x: Int, y: Int
    static func + (a: V, b: V) -> V { V(x: a.x + b.x, y: a.y + b.y) }
}
var total = 0
var label = "n"
var scale = 1.5
func run() -> String {
    var sum = 0
    var i = 1
    while i <= 5 {
        let sq = i * i
        let half = sq / 2
        let mixed = scale * 2
        sum = sum + sq - half
        total = total + i
        label = label + "\(i)"
        scale = scale * 2
        i = i + 1
        _ = mixed
    }
    let v = V(x: 1, y: 2) + V(x: 3, y: 4)
    let word = "ab" + "cd"
    var d = 0.5
    d = d * 4
    let rem = 17 % 5
    return "\(sum) \(total) \(label) \(scale) \(v.x),\(v.y) \(word) \(d) \(rem)"
}
print(run()) // expect: 29 15 n12345 48.0 4,6 abcd 2.0 2
var g = 10
g = g - 3
let h = g * 2 + 1
print(g, h) // expect: 7 15
