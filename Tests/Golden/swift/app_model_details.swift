// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Details ordinary model code leans on: enums with TimeInterval raw values,
// `Self.count += 1` in an initialiser, literals stored into an
// ExpressibleByIntegerLiteral property by the memberwise initialiser, Sets in
// dictionaries (printed as Swift prints them), a subscript assignment that runs
// only the setter, and String's removeSubrange and description.
import Foundation

enum RefreshInterval: TimeInterval, CaseIterable {
    case manual = 0
    case quarterHour = 900
    case hourly = 3600
}
print(RefreshInterval.hourly.rawValue, RefreshInterval(rawValue: 900) == .quarterHour, RefreshInterval(rawValue: 5) == nil)
print(RefreshInterval.allCases.map(\.rawValue))

final class Document {
    static var created = 0
    let number: Int
    init() {
        Self.created += 1
        number = Self.created
    }
}
let docs = [Document(), Document(), Document()]
print(Document.created, docs.map(\.number))

struct Quantity: ExpressibleByIntegerLiteral, CustomStringConvertible {
    let amount: Int
    init(integerLiteral value: Int) { amount = value }
    var description: String { amount == 1 ? "1 item" : "\(amount) items" }
}
struct Line {
    let name: String
    let quantity: Quantity
}
let line = Line(name: "pens", quantity: 3)
print(line.quantity, line.quantity.amount)

var tagIndex: [String: Set<Int>] = [:]
for (id, tags) in [(1, ["work", "urgent"]), (2, ["home"]), (3, ["work"])] {
    for tag in tags { tagIndex[tag, default: []].insert(id) }
}
print(tagIndex["work"]!.sorted(), tagIndex.keys.sorted())
let single: [String: Set<Int>] = ["home": [2]]
print(single, [Set([7])])

final class Counter {
    private var values: [String: Int] = [:]
    private(set) var reads = 0
    subscript(key: String) -> Int? {
        get { reads += 1; return values[key] }
        set { values[key] = newValue }
    }
}
let counter = Counter()
counter["a"] = 1
counter["b"] = 2
print(counter["a"] ?? 0, counter.reads)

var text = "Hello, brave new world"
let start = text.index(text.startIndex, offsetBy: 5)
let end = text.index(start, offsetBy: 6)
text.removeSubrange(start..<end)
print(text, ["x", "y"].map(\.description), text.description.count)
// expect: 3600.0 true true
// expect: [0.0, 900.0, 3600.0]
// expect: 3 [1, 2, 3]
// expect: 3 items 3
// expect: [1, 3] ["home", "urgent", "work"]
// expect: ["home": Set([2])] [Set([7])]
// expect: 1 1
// expect: Helloe new world ["x", "y"] 16
