// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `while i < n` and `while k != 0` with plain locals: every comparison, Ints,
// Doubles and Strings, and every way out of the loop.
func counts() -> [Int] {
    var out: [Int] = []
    var i = 0, n = 5
    while i < n { i += 1 }
    out.append(i)
    while i <= n { i += 2 }
    out.append(i)
    while i > n { i -= 3 }
    out.append(i)
    while i >= 0 { i -= 1 }
    out.append(i)
    while i != 3 { i += 1 }
    out.append(i)
    var k = 10
    while k != 0 { k /= 2 }
    out.append(k)
    while k == 0 { k = 7 }
    out.append(k)
    while k > 2 { k -= 2 }
    out.append(k)
    return out
}
print(counts()) // expect: [5, 7, 4, -1, 3, 0, 7, 1]

func others() -> (Double, String) {
    var x = 0.5
    let limit = 4.0
    while x < limit { x *= 3 }
    var s = "a"
    let end = "aaaa"
    while s < end { s += "a" }
    return (x, s)
}
print(others()) // expect: (4.5, "aaaa")

func exits() -> [String] {
    var log: [String] = []
    var i = 0
    let n = 10
    outer: while i < n {
        i += 1
        var j = 0
        while j < i {
            j += 1
            if j == 2 { continue }
            if j == 3 { continue outer }
            if i == 7 { break outer }
            log.append("\(i).\(j)")
        }
        if i == 4 { break }
    }
    var k = 0
    while k != 100 {
        k += 1
        if k == 5 { return log + ["returned at \(k)"] }
    }
    return log
}
print(exits()) // expect: ["1.1", "2.1", "3.1", "4.1", "5.1", "6.1", "returned at 5"]
