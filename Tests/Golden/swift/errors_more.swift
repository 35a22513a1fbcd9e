// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
struct ParseError: Error, CustomStringConvertible {
    let line: Int
    let reason: String
    var description: String { "line \(line): \(reason)" }
}
func parse(_ lines: [String]) throws -> [Int] {
    var out: [Int] = []
    for (i, line) in lines.enumerated() {
        guard let n = Int(line) else { throw ParseError(line: i + 1, reason: "not a number: \(line)") }
        out.append(n)
    }
    return out
}
do {
    print(try parse(["1", "2"])) // expect: [1, 2]
    print(try parse(["3", "x"]))
} catch let e as ParseError {
    print("parse error at", e.line, "-", e) // expect: parse error at 2 - line 2: not a number: x
}
func applyAll(_ xs: [String], _ f: (String) throws -> Int) rethrows -> [Int] {
    try xs.map(f)
}
let parsed = try? applyAll(["4", "5"]) { s in
    guard let n = Int(s) else { throw ParseError(line: 0, reason: s) }
    return n
}
print(parsed!) // expect: [4, 5]
struct Account {
    var balance: Int
    init(balance: Int) throws {
        guard balance >= 0 else { throw ParseError(line: 0, reason: "negative balance") }
        self.balance = balance
    }
}
let good = try? Account(balance: 10)
let bad = try? Account(balance: -1)
print(good!.balance, bad == nil) // expect: 10 true
enum Step: Error { case failed(Int) }
func attempt(_ n: Int) throws -> String {
    defer { print("after attempt", n) }
    if n > 1 { throw Step.failed(n) }
    return "ok \(n)"
}
for n in 1...2 {
    do {
        print(try attempt(n))
    } catch Step.failed(let k) where k > 1 {
        print("failed with", k)
    } catch {
        print("other")
    }
}
// expect: after attempt 1
// expect: ok 1
// expect: after attempt 2
// expect: failed with 2
