// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `fatalError()` never returns, so it may end a `guard`; preconditions and
// assertions that hold change nothing; operators work as function values with a
// type's own `<` and `+`.
func value(_ x: Int?) -> Int {
    guard let x else { fatalError("no value") }
    return x
}
func positive(_ n: Int) -> Int {
    precondition(n > 0, "n must be positive")
    assert(n < 1000)
    return n
}
print(value(3), positive(7)) // expect: 3 7

struct Money: Comparable, CustomStringConvertible {
    let cents: Int
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
let amounts = [Money(cents: 350), Money(cents: 905), Money(cents: 120)]
print(amounts.sorted(by: >).map(\.cents)) // expect: [905, 350, 120]
print(amounts.reduce(Money(cents: 0), +)) // expect: $13.75
print(amounts.max()!, amounts.min()!, Money(cents: 2) >= Money(cents: 2)) // expect: $9.05 $1.20 true
