// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let next = makeCounter()
_ = next()
print(next(), next()) // expect: 2 3

func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }
print(apply({ $0 * $0 }, to: 7)) // expect: 49

let numbers = [5, 3, 8, 1]
print(numbers.sorted()) // expect: [1, 3, 5, 8]
print(numbers.sorted(by: >)) // expect: [8, 5, 3, 1]
print(numbers.map { $0 * 10 }) // expect: [50, 30, 80, 10]
print(numbers.filter { $0 > 2 }.count) // expect: 3
print(numbers.reduce(0, +)) // expect: 17
let words = ["pear", "fig", "apple"]
print(words.sorted { $0.count < $1.count }) // expect: ["fig", "pear", "apple"]
print(words.map { w in w.uppercased() }.joined(separator: "-")) // expect: PEAR-FIG-APPLE

func greet(_ name: String, with greeting: String) -> String {
    return "\(greeting), \(name)!"
}
print(greet("Ann", with: "Hello")) // expect: Hello, Ann!
