// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A type's own `&&`, `||` and `!` operators (predicates composed as values),
// and an extension's overload of a sequence method that takes such a value.
struct Predicate<T> {
    let evaluate: (T) -> Bool
    init(_ evaluate: @escaping (T) -> Bool) { self.evaluate = evaluate }
    static func && (lhs: Predicate, rhs: Predicate) -> Predicate { Predicate { lhs.evaluate($0) && rhs.evaluate($0) } }
    static func || (lhs: Predicate, rhs: Predicate) -> Predicate { Predicate { lhs.evaluate($0) || rhs.evaluate($0) } }
    static prefix func ! (p: Predicate) -> Predicate { Predicate { !p.evaluate($0) } }
}
extension Sequence {
    func filter(_ predicate: Predicate<Element>) -> [Element] { filter(predicate.evaluate) }
}
let even = Predicate<Int> { $0 % 2 == 0 }
let big = Predicate<Int> { $0 > 5 }
let numbers = Array(1...10)
print(numbers.filter(even && big), numbers.filter(even || big), numbers.filter(!even && !big))
let flags = [true, false]
print(flags[0] && flags[1], flags[0] || flags[1], numbers.filter { $0 > 3 && $0 < 6 })
// expect: [6, 8, 10] [2, 4, 6, 7, 8, 9, 10] [1, 3, 5]
// expect: false true [4, 5]
