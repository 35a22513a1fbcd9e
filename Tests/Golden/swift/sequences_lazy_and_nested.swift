// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
let numbers = Array(1...20)
let firstBig = numbers.lazy.map { $0 * $0 }.first { $0 > 50 }
print(firstBig!)
let evens = numbers.lazy.filter { $0 % 2 == 0 }.prefix(3)
print(Array(evens))
var fibs = [0, 1]
while fibs.count < 10 { fibs.append(fibs[fibs.count - 1] + fibs[fibs.count - 2]) }
print(fibs.suffix(3), fibs.contains(21))
let text = "one two three two one"
let unique = text.split(separator: " ").reduce(into: [String]()) { acc, w in
    if !acc.contains(String(w)) { acc.append(String(w)) }
}
print(unique)
let nested = [[1, 2], [3], []]
print(nested.map { $0.count }, nested.joined().map { $0 * 10 })
let optionalNumbers: [Int?] = [1, nil, 3]
print(optionalNumbers.compactMap { $0 }.map { $0 + 1 })

// What it prints:
// expect: 64
// expect: [2, 4, 6]
// expect: [13, 21, 34] true
// expect: ["one", "two", "three"]
// expect: [2, 1, 0] [10, 20, 30]
// expect: [2, 4]
