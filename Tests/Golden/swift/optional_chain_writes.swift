// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Writing through an optional chain changes the value where it is stored, and
// does nothing when a link is nil; a chained call of a method that returns
// nothing gives () when it ran.
struct Tally {
    var count = 0
    mutating func bump() { count += 1 }
}
var scores: [String: [Int]] = ["Ann": [80, 90], "Bo": [70]]
scores["Ann"]?[0] = 85
scores["Cy"]?[0] = 60
scores["Bo"]?.append(75)
print(scores.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })

final class Shelf { var books: [String]? = ["Dune"] }
let shelf = Shelf()
shelf.books?[0] = "Emma"
shelf.books?.append("Ulysses")
print(shelf.books ?? [])
shelf.books = nil
shelf.books?[0] = "lost"
print(shelf.books as Any)

var tally: Tally? = Tally()
let ran: Void? = tally?.bump()
print(ran != nil, tally?.count ?? -1)
tally?.bump()
print(tally!.count)
tally = nil
print(tally?.bump() == nil)
// expect: ["Ann [85, 90]", "Bo [70, 75]"]
// expect: ["Emma", "Ulysses"]
// expect: nil
// expect: true 1
// expect: 2
// expect: true
