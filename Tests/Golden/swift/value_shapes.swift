// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Shapes where a value's declared type decides what it is: one-sided ranges,
// Double payloads given integer literals, optional results of try?, failable
// initialisers that delegate, patterns that cast, subscripts chosen by the
// index's type, and objects freed as soon as their last owner lets go.
let upToThree = ..<3
let throughTwo = ...2
let fromFour = 4...
print(upToThree.contains(-50), throughTwo.contains(2), fromFour.contains(3))
print(upToThree, throughTwo, fromFour)
var letters = ["a", "b", "c", "d", "e", "f"]
print(letters[upToThree], letters[...1], letters[fromFour])
letters.removeSubrange(..<2)
print(letters)

enum Reading {
    case temperature(celsius: Double)
    case span(from: Double, to: Double)
    case count(Int)
}
let readings: [Reading] = [.temperature(celsius: 21), .span(from: 1, to: 2.5), .count(3)]
for r in readings {
    switch r {
    case .temperature(let c): print("temp", c)
    case let .span(a, b): print("span", a, b, b - a)
    case .count(let n): print("count", n)
    }
}

enum ParseError: Error { case bad(String) }
func number(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.bad(s) }
    return n
}
let parsed = try? number("12")
let failed = try? number("twelve")
print(parsed as Any, failed as Any)

class Account {
    let owner: String
    init?(owner: String) {
        if owner.isEmpty { return nil }
        self.owner = owner
    }
}
final class Savings: Account {
    let rate: Double
    init?(owner: String, rate: Double) {
        if rate < 0 { return nil }
        self.rate = rate
        super.init(owner: owner)
    }
}
for (owner, rate) in [("Ann", 1.5), ("", 2.0), ("Bo", -1.0)] {
    if let s = Savings(owner: owner, rate: rate) { print("opened", s.owner, s.rate) } else { print("refused", owner.isEmpty ? "(no owner)" : owner, rate) }
}

let things: [Any] = [0, 0.0, 7, "zero"]
for thing in things {
    switch thing {
    case 0 as Int: print("the Int zero")
    case 0 as Double: print("the Double zero")
    case let n as Int: print("another Int", n)
    default: print("something else", thing)
    }
}

struct Words {
    let items: [String]
    subscript(i: Int) -> String { items[i] }
    subscript(r: Range<Int>) -> String { items[r].joined(separator: "+") }
}
let words = Words(items: ["one", "two", "three", "four"])
print(words[1], words[1..<3])

final class Owner {
    let name: String
    var onTap: (() -> Void)?
    init(_ name: String) { self.name = name }
    func listen() { onTap = { [weak self] in print(self?.name ?? "owner is gone") } }
    deinit { print("freed", name) }
}
var owner: Owner? = Owner("panel")
owner!.listen()
let tap = owner!.onTap!
tap()
owner = nil
tap()
print("end")
// expect: true true false
// expect: PartialRangeUpTo<Int>(upperBound: 3) PartialRangeThrough<Int>(upperBound: 2) PartialRangeFrom<Int>(lowerBound: 4)
// expect: ["a", "b", "c"] ["a", "b"] ["e", "f"]
// expect: ["c", "d", "e", "f"]
// expect: temp 21.0
// expect: span 1.0 2.5 1.5
// expect: count 3
// expect: Optional(12) nil
// expect: opened Ann 1.5
// expect: refused (no owner) 2.0
// expect: refused Bo -1.0
// expect: the Int zero
// expect: the Double zero
// expect: another Int 7
// expect: something else zero
// expect: two two+three
// expect: panel
// expect: freed panel
// expect: owner is gone
// expect: end
