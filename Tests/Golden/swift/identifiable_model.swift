// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
import Foundation
struct TodoItem: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var priority: Int
    var done = false
}
var items = [TodoItem(title: "write", priority: 2), TodoItem(title: "test", priority: 1), TodoItem(title: "ship", priority: 3)]
items[1].done = true
let open = items.filter { !$0.done }.sorted { $0.priority > $1.priority }
print(open.map(\.title))
print(items.allSatisfy { $0.id != items[0].id || $0.title == "write" })
let counts = Dictionary(grouping: items, by: \.done).mapValues(\.count)
print(counts[true]!, counts[false]!)
var seen = Set<String>()
for item in items where !seen.contains(item.title) { seen.insert(item.title) }
print(seen.count)
let start = Date(timeIntervalSince1970: 0)
let later = start.addingTimeInterval(3600)
print(later.timeIntervalSince(start), later > start)
let titles = items.map { $0.title.capitalized }
print(titles)
let summary = items.map { "\($0.title)(\($0.priority))" }.joined(separator: ", ")
print(summary)
print(items.first { $0.priority == 3 }?.title ?? "none")

// What it prints:
// expect: ["ship", "write"]
// expect: true
// expect: 1 2
// expect: 3
// expect: 3600.0 true
// expect: ["Write", "Test", "Ship"]
// expect: write(2), test(1), ship(3)
// expect: ship
