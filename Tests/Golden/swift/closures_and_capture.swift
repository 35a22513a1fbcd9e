// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
class Button {
    var onTap: (() -> Void)?
    var taps = 0
    func tap() {
        taps += 1
        onTap?()
    }
}
let button = Button()
var log: [String] = []
button.onTap = { [weak button] in
    log.append("tapped \(button?.taps ?? 0)")
}
button.tap()
button.tap()
print(log) // expect: ["tapped 1", "tapped 2"]

struct Counter {
    private(set) var value = 0
    mutating func add(_ n: Int = 1) { value += n }
}
var c = Counter()
c.add()
c.add(5)
print(c.value) // expect: 6

func makeMultiplier(_ factor: Int) -> (Int) -> Int {
    return { (x: Int) -> Int in x * factor }
}
let triple = makeMultiplier(3)
print([1, 2, 3].map(triple)) // expect: [3, 6, 9]

var handlers: [String: (Int) -> String] = [:]
handlers["double"] = { "\($0 * 2)" }
handlers["negate"] = { n in "\(-n)" }
for key in handlers.keys.sorted() {
    print(key, handlers[key]!(21))
}
// expect: double 42
// expect: negate -21

func compose(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int {
    return { g(f($0)) }
}
let incThenSquare = compose({ $0 + 1 }, { $0 * $0 })
print(incThenSquare(4)) // expect: 25
let sortedNames = ["bob", "Alice", "carol"].sorted { $0.lowercased() < $1.lowercased() }
print(sortedNames) // expect: ["Alice", "bob", "carol"]
