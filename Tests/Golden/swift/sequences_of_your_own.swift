// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Types conforming to Sequence and IteratorProtocol, AnyIterator, AnySequence
// and sequence(first:next:): endless ones are read only as far as needed.
struct Countdown: Sequence, IteratorProtocol {
    var remaining: Int
    mutating func next() -> Int? {
        guard remaining > 0 else { return nil }
        defer { remaining -= 1 }
        return remaining
    }
}
for n in Countdown(remaining: 3) { print(n) }
// expect: 3
// expect: 2
// expect: 1
print(Countdown(remaining: 4).map { $0 * 10 }, Array(Countdown(remaining: 2)), Countdown(remaining: 4).reduce(0, +))
// expect: [40, 30, 20, 10] [2, 1] 10

struct Fibonacci: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var (a, b) = (0, 1)
        return AnyIterator {
            defer { (a, b) = (b, a + b) }
            return a
        }
    }
}
print(Array(Fibonacci().prefix(8))) // expect: [0, 1, 1, 2, 3, 5, 8, 13]
print(Fibonacci().first(where: { $0 > 50 })!, Fibonacci().contains(21)) // expect: 55 true
print(Fibonacci().prefix { $0 < 10 }.filter { $0 % 2 == 0 }) // expect: [0, 2, 8]
let tenth = Fibonacci().enumerated().first { $0.offset == 10 }!
print(tenth.element) // expect: 55
print(Fibonacci().dropFirst(5).first { _ in true }!) // expect: 5
var small: [Int] = []
for value in Fibonacci() {
    if value > 5 { break }
    small.append(value)
}
print(small) // expect: [0, 1, 1, 2, 3, 5]

struct Shelf: Sequence {
    var books = ["Dune", "Emma", "Ulysses"]
    func makeIterator() -> IndexingIterator<[String]> { books.makeIterator() }
    var longest: String { self.max { $0.count < $1.count }! }
}
print(Shelf().sorted(by: >), Shelf().longest) // expect: ["Ulysses", "Emma", "Dune"] Ulysses

let powersOfThree = sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }
print(Array(powersOfThree)) // expect: [1, 3, 9, 27, 81, 243]
print(Array(AnySequence { Countdown(remaining: 2) })) // expect: [2, 1]
var iterator = [7, 8].makeIterator()
while let item = iterator.next() { print(item) }
// expect: 7
// expect: 8
print(zip([1, 2, 3], [10, 20, 30]).map(+)) // expect: [11, 22, 33]
