// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
var found: (Int, Int)? = nil
search: for i in 1...5 {
    var j = 0
    while j < 5 {
        j += 1
        if (i * j) % 7 == 0 { found = (i, j); break search }
        if j == 3 { continue search }
    }
}
print(found == nil)
var log: [String] = []
rows: for r in 0..<3 {
    switch r {
    case 1: continue rows
    case 2: break rows
    default: log.append("row \(r)")
    }
    log.append("after switch \(r)")
}
print(log)
check: do {
    if log.count > 1 { break check }
    print("not reached")
}
var n = 0
loop: repeat {
    n += 1
    for k in 0..<10 where k == n { if n == 3 { break loop } }
} while n < 10
print(n)

// What it prints:
// expect: true
// expect: ["row 0", "after switch 0"]
// expect: 3
