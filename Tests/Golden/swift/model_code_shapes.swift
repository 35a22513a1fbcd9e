// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Shapes model code takes: a struct changing an object it holds, a switch made
// exhaustive by optional patterns, an endless range zipped with an array.
import Foundation
final class Counter { var count = 0 }
struct Tracker {
    let counter = Counter()
    func record() { counter.count += 1 }
}
let tracker = Tracker()
tracker.record()
tracker.record()
print(tracker.counter.count) // expect: 2

enum Route { case search(String?), home }
func title(_ route: Route) -> String {
    switch route {
    case .search(let query?): return "search \(query)"
    case .search(nil): return "search"
    case .home: return "home"
    }
}
print(title(.search("milk")), title(.search(nil)), title(.home)) // expect: search milk search home

for (name, rank) in zip(["gold", "silver"], 1...) { print(rank, name) }
// expect: 1 gold
// expect: 2 silver
print(zip(1..., "ab").map { "\($0)\($1)" }) // expect: ["1a", "2b"]
print("Buy Milk".localizedCaseInsensitiveContains("milk")) // expect: true

// max(by:) and min(by:) keep the first of equals.
let scores = [("ann", 3), ("bo", 5), ("cy", 5), ("di", 1), ("ed", 1)]
print(scores.max { $0.1 < $1.1 }!.0, scores.min { $0.1 < $1.1 }!.0) // expect: bo di

// Inside a collection's extension, max(a, b) is still the global function.
extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
print("7".leftPadded(3) + "|") // expect:   7|

// try? of a function that returns nothing is non-nil when it succeeds.
struct Invalid: Error {}
func validate(_ age: Int) throws { if age < 0 { throw Invalid() } }
print((try? validate(4)) != nil, (try? validate(-1)) != nil) // expect: true false

// Optional's map on a variable made by a failable initialiser.
struct Slot {
    let start: Int
    init?(_ text: String) {
        guard let n = Int(text) else { return nil }
        start = n
    }
}
let lunch = Slot("12")
print(lunch.map { $0.start * 60 } as Any, Slot("x").map { $0.start } as Any) // expect: Optional(720) nil

// Searches with a trailing closure; arrays' insert(contentsOf:at:), removeSubrange, endIndex.
final class Queue {
    var jobs: [Int] = []
    func insert(_ job: Int) {
        let index = jobs.firstIndex { $0 > job } ?? jobs.endIndex
        jobs.insert(job, at: index)
    }
}
let queue = Queue()
for job in [10, 5, 10, 3] { queue.insert(job) }
print(queue.jobs, queue.jobs.lastIndex { $0 < 10 } as Any) // expect: [3, 5, 10, 10] Optional(1)
var letters = Array("held")
letters.insert(contentsOf: "llo wor", at: 2)
print(String(letters)) // expect: hello world
letters.removeSubrange(0..<6)
print(String(letters), String(Array("")).isEmpty) // expect: world true

// Optional's map on an optional property; a computed Double gives 0.0;
// .zero found in the one type with it; max with a Comparable type of the script's.
struct Money: Comparable, CustomStringConvertible {
    var cents: Int
    static var zero: Money { Money(cents: 0) }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    var description: String { "$\(cents)" }
}
struct Line {
    let note: String?
    let prices: [Money]
    var label: String { "line" + (note.map { ": \($0)" } ?? "") }
    var total: Money { prices.reduce(.zero, +) }
    var average: Double { prices.isEmpty ? 0 : Double(total.cents) / Double(prices.count) }
}
let lines = [Line(note: "gift", prices: [Money(cents: 3), Money(cents: 4)]), Line(note: nil, prices: [])]
print(lines.map(\.label), lines.map(\.total), lines.map(\.average)) // expect: ["line: gift", "line"] [$7, $0] [3.5, 0.0]
print(max(Money.zero, Money(cents: -2)), min(Money(cents: 5), Money(cents: 1))) // expect: $0 $1

// A type's own == decides in a Set and as a key; Result(catching:);
// d[k]?.removeAll { }; Dictionary(grouping:) with a trailing closure.
struct Contact: Hashable {
    let name: String
    let phone: String
    static func == (a: Contact, b: Contact) -> Bool { a.name.lowercased() == b.name.lowercased() }
    func hash(into h: inout Hasher) { h.combine(name.lowercased()) }
}
var seen = Set<Contact>()
let people = [Contact(name: "Ada", phone: "1"), Contact(name: "ADA", phone: "2"), Contact(name: "Bo", phone: "3")]
let unique = people.filter { seen.insert($0).inserted }
print(unique.map(\.phone), seen.count, [Contact(name: "bo", phone: "9")].contains(people[2])) // expect: ["1", "3"] 2 true
enum ParseError: Error { case empty }
func parse(_ s: String) throws -> Int {
    guard !s.isEmpty else { throw ParseError.empty }
    return s.count
}
print(Result { try parse("abc") }, Result { try parse("") }) // expect: success(3) failure(model_code_shapes.ParseError.empty)
var tags = ["a": [1, 2, 3, 4], "b": [5]]
tags["a"]?.removeAll { $0 % 2 == 0 }
tags["zz"]?.removeAll { $0 > 0 }
print(tags["a"]!, tags["zz"] as Any) // expect: [1, 3] nil
let byLength = Dictionary(grouping: ["bb", "a", "cc"]) { $0.count }
print(byLength.keys.sorted(), byLength[2]!) // expect: [1, 2] ["bb", "cc"]

// A variadic function declared to give an Optional; Substring(_:) of a String.
func average(_ values: Double...) -> Double? {
    values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
}
print(average(1, 2, 3, 4) as Any, average() as Any) // expect: Optional(2.5) nil
var path = Substring("//notes//")
while path.hasPrefix("/") { path = path.dropFirst() }
print(String(path)) // expect: notes//
