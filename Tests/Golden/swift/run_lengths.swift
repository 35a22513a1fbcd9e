// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// An empty collection written by its type, with a generic parameter in a tuple
// of types: `[(T, Int)]()`.
func runs<T: Equatable>(_ items: [T]) -> [(T, Int)] {
    items.reduce(into: [(T, Int)]()) { result, item in
        if let last = result.last, last.0 == item {
            result[result.count - 1].1 += 1
        } else {
            result.append((item, 1))
        }
    }
}
print(runs(Array("aaabccdddd")).map { "\($0.1)\($0.0)" }.joined())
print(runs([1, 1, 2, 3, 3, 3]).map { $0.1 })
let pairs = [(String, Int)]()
print(pairs.isEmpty)
// expect: 3a1b2c4d
// expect: [2, 1, 3]
// expect: true
