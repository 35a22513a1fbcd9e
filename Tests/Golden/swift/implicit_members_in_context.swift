// A leading-dot member is looked up in the type its context needs: the other
// operand's, the declared type's, a dictionary's values', the one script
// type made with those labels.
struct Cell: Hashable { var x: Int, y: Int }
var live = Set<Cell>()
live.insert(.init(x: 1, y: 2))
live.insert(.init(x: 1, y: 2))
print(live.count, live.contains(Cell(x: 1, y: 2)))

let radius = 2.0
print(2 * .pi * radius > 12, radius < .infinity)
let limit: Double = .greatestFiniteMagnitude
let small: Int = .min
print(limit > 1e300, small < 0)

var best = ["start": 0]
for (node, cost) in [("a", 4), ("b", 7), ("a", 2)] where cost < best[node, default: .max] {
    best[node] = cost
}
print(best.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
// expect: 1 true
// expect: true true
// expect: true true
// expect: ["a=2", "b=7", "start=0"]
