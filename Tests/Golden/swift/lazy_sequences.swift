// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `.lazy` makes elements as they are read, so an endless range works as long as
// only so much is asked of it.
let everyFifteenth = (1...).lazy.filter { $0 % 15 == 0 }.prefix(5)
print(Array(everyFifteenth)) // expect: [15, 30, 45, 60, 75]
let squares = (1...).lazy.map { $0 * $0 }
print(squares.first { $0 > 50 }!, squares.contains { $0 == 49 }) // expect: 64 true
let words = ["a", "bb", "ccc", "dd"]
let lengths = words.lazy.map { $0.count }
print(Array(lengths), lengths.reduce(0, +), lengths.sorted()) // expect: [1, 2, 3, 2] 8 [1, 2, 2, 3]
print(Array(words.lazy.compactMap { $0.count > 1 ? $0.uppercased() : nil })) // expect: ["BB", "CCC", "DD"]
for x in (10...).lazy.filter({ $0 % 7 == 0 }).prefix(2) { print(x) }
// expect: 14
// expect: 21
print(Array([5, 6, 7, 1].lazy.drop(while: { $0 > 4 })), Array((1...6).lazy.dropFirst(4))) // expect: [1] [5, 6]
