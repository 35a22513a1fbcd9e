// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
func largest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for x in items where x > best { best = x }
    return best
}
print(largest([3, 9, 2])!, largest(["pear", "apple"])!) // expect: 9 pear

func apply<T, U>(_ x: T, _ f: (T) -> U) -> U { f(x) }
print(apply(4) { $0 * 2 }, apply("a") { $0 + "b" }) // expect: 8 ab

@discardableResult
func log(_ message: String) -> Int {
    print("log:", message)
    return message.count
}
log("started") // expect: log: started

private let secret = 42
fileprivate var counter = 0
public func bump() { counter += 1 }
bump()
bump()
print(secret, counter) // expect: 42 2

let handler: (String) -> Void = { name in print("hello,", name) }
handler("Ann") // expect: hello, Ann
let maybe: [Int]? = [1, 2]
print(maybe?.count ?? 0) // expect: 2
typealias Pair = (String, Int)
let p: Pair = ("x", 1)
print(p.0, p.1) // expect: x 1
func describe(_ value: Any) -> String {
    if let i = value as? Int { return "Int \(i)" }
    if let s = value as? String { return "String \(s)" }
    if value is [Int] { return "an array of Int" }
    return "unknown"
}
print(describe(5), describe("q"), describe([1, 2]), describe(2.5)) // expect: Int 5 String q an array of Int unknown
