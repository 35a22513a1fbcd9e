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
