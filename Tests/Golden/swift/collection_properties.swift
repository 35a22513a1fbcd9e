// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `count` and `isEmpty` of each built-in collection, and of script types that
// declare their own.
struct Bag {
    var items: [String] = []
    var count: Int { items.count * 10 }
    var isEmpty = false
}
final class Shelf {
    var count = 3
    var isEmpty: Bool { count == 0 }
}
let words = ["a", "bb", "ccc"]
let text = "héllo 👋🏽"
let table = ["x": 1, "y": 2]
let letters: Set<Character> = ["a", "b"]
let span = 2..<9
print(words.count, text.count, table.count, letters.count, span.count) // expect: 3 7 2 2 7
print(words.isEmpty, "".isEmpty, [String: Int]().isEmpty, Set<Int>().isEmpty, span.isEmpty) // expect: false true true true false
var bag = Bag()
bag.items.append("one")
let shelf = Shelf()
shelf.count = 0
print(bag.count, bag.isEmpty, shelf.count, shelf.isEmpty) // expect: 10 false 0 true
var i = 0
var total = 0
while i < words.count {
    total += words[i].count
    i += 1
}
print(total, words.map { $0.count }, Array(table.keys.sorted()).count) // expect: 6 [1, 2, 3] 2
