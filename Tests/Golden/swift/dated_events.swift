// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
import Foundation
struct Event: Comparable {
    let name: String
    let start: Date
    let minutes: Int
    var end: Date { start.addingTimeInterval(Double(minutes) * 60) }
    static func < (a: Event, b: Event) -> Bool { a.start < b.start }
    func overlaps(_ other: Event) -> Bool { start < other.end && other.start < end }
}
let base = Date(timeIntervalSince1970: 1_700_000_000)
let events = [
    Event(name: "standup", start: base.addingTimeInterval(3600), minutes: 15),
    Event(name: "review", start: base, minutes: 90),
    Event(name: "lunch", start: base.addingTimeInterval(7200), minutes: 60),
]
let sorted = events.sorted()
print(sorted.map(\.name))
for (i, e) in sorted.enumerated() {
    for f in sorted[(i + 1)...] where e.overlaps(f) { print(e.name, "overlaps", f.name) }
}
print(sorted.last!.end.timeIntervalSince(sorted.first!.start) / 3600)

// What it prints:
// expect: ["review", "standup", "lunch"]
// expect: review overlaps standup
// expect: 3.0
