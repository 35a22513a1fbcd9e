// Prefix operators with an inout operand (and Swift's undeclared `++`),
// extensions of ClosedRange called on the type, overlapping and clamping
// ranges, and AnySequence over endless ranges and strides.
struct Counter: CustomStringConvertible {
    var value: Int
    static func += (a: inout Counter, b: Int) { a.value += b }
    static prefix func ++ (c: inout Counter) -> Counter { c += 1; return c }
    static prefix func +++ (c: inout Counter) -> Counter { c += 3; return c }
    var description: String { "#\(value)" }
}
prefix operator +++
var c = Counter(value: 1)
print(++c, c, +++c, c)
var counters = [Counter(value: 10), Counter(value: 20)]
print(++counters[1], counters)

extension ClosedRange where Bound: Comparable {
    static func spanning(_ a: Bound, _ b: Bound) -> ClosedRange<Bound> { Swift.min(a, b)...Swift.max(a, b) }
}
let spans = [ClosedRange.spanning(4, 1), ClosedRange.spanning(3, 6), ClosedRange.spanning(9, 8)]
print(spans, spans[0].overlaps(spans[1]), spans[1].overlaps(spans[2]))
print((1...10).clamped(to: 3...5), (1..<10).clamped(to: 3..<5), (1..<3).overlaps(3..<5))
print(ClosedRange.spanning(2.5, 1.0))

let naturals = AnySequence(1...)
let odds = AnySequence(stride(from: 1, to: Int.max, by: 2))
print(Array(naturals.prefix(4)), Array(odds.lazy.filter { $0 % 3 == 0 }.prefix(3)))

// expect: #2 #2 #5 #5
// expect: #21 [#10, #21]
// expect: [ClosedRange(1...4), ClosedRange(3...6), ClosedRange(8...9)] true false
// expect: 3...5 3..<5 false
// expect: 1.0...2.5
// expect: [1, 2, 3, 4] [3, 9, 15]
