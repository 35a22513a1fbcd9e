// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A capture list copies its values as the closure is made; a variable outside
// the list is still captured by reference.
var v = 1
let copied = { [v] in v * 100 }
let shared = { v * 100 }
v = 5
print(copied(), shared()) // expect: 100 500

var w = 2
let mixed = { [w, z = v * 2] (k: Int) -> Int in w + z + k }
w = 100
v = 0
print(mixed(1)) // expect: 13

final class Counter {
    var count = 0
    func makeIncrement() -> () -> Int {
        return { [unowned self] in
            self.count += 1
            return self.count
        }
    }
}
let counter = Counter()
let increment = counter.makeIncrement()
_ = increment()
print(increment(), counter.count) // expect: 2 2

var handlers: [() -> String] = []
for name in ["a", "b", "c"] {
    var label = name
    handlers.append { [label] in label.uppercased() }
    label = "changed"
}
print(handlers.map { $0() }) // expect: ["A", "B", "C"]
