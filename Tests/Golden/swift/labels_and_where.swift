// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
var pairs: [String] = []
outer: for i in 0..<3 {
    for j in 0..<3 {
        if j > i { continue outer }
        if i == 2 && j == 1 { break outer }
        pairs.append("\(i)\(j)")
    }
}
print(pairs)
func classify(_ s: String) -> String {
    switch s {
    case let x where x.hasPrefix("a"): return "starts with a"
    case "", " ": return "blank"
    case let x where x.count > 5: return "long"
    default: return "other"
    }
}
print(["apple", "", "bananas", "kiwi"].map(classify))
enum Token { case num(Int), op(Character) }
func evaluate(_ tokens: [Token]) -> Int {
    var total = 0, sign = 1
    for t in tokens {
        guard case .num(let n) = t else {
            if case .op(let c) = t { sign = c == "-" ? -1 : 1 }
            continue
        }
        total += sign * n
    }
    return total
}
print(evaluate([.num(5), .op("-"), .num(2), .op("+"), .num(10)]))

// What it prints:
// expect: ["00", "10", "11", "20"]
// expect: ["starts with a", "blank", "long", "other"]
// expect: 13
