// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// split with maxSplits and omittingEmptySubsequences, arithmetic that reports
// overflow, and tuples of a script's own values compared element by element.
print("a,,b,c".split(separator: ",", maxSplits: 1)) // expect: ["a", ",b,c"]
print("a,,b,".split(separator: ",", omittingEmptySubsequences: false)) // expect: ["a", "", "b", ""]
print("k=v=w".split(separator: "=", maxSplits: 1).map(String.init)) // expect: ["k", "v=w"]
print(7.addingReportingOverflow(3), Int.max.multipliedReportingOverflow(by: 2).overflow) // expect: (partialValue: 10, overflow: false) true
print(17.quotientAndRemainder(dividingBy: 5), (-4).signum()) // expect: (quotient: 3, remainder: 2) -1
enum Suit: Int, Comparable {
    case clubs, hearts
    static func < (a: Suit, b: Suit) -> Bool { a.rawValue < b.rawValue }
}
struct Card { let rank: Int; let suit: Suit }
let cards = [Card(rank: 3, suit: .hearts), Card(rank: 3, suit: .clubs), Card(rank: 2, suit: .hearts)]
let ordered = cards.sorted { ($0.rank, $0.suit) < ($1.rank, $1.suit) }
print(ordered.map { "\($0.rank)\($0.suit == .clubs ? "c" : "h")" }) // expect: ["2h", "3c", "3h"]
print((1, Suit.clubs) == (1, Suit.clubs), (1, Suit.hearts) > (1, Suit.clubs)) // expect: true true
var list: [Int] = []
list.reserveCapacity(10)
list.append(1)
print(list) // expect: [1]
