// Extensions of the standard library's protocols reach every type that adopts
// them; `where` in a case belongs to the pattern before it; operators are
// function values.
extension BinaryInteger {
    var digitSum: Self {
        var n = self, s: Self = 0
        while n > 0 { s += n % 10; n /= 10 }
        return s
    }
    func gcd(_ other: Self) -> Self { other == 0 ? self : other.gcd(self % other) }
    static func fromDigits(_ d: [Self]) -> Self { d.reduce(Self.zero) { $0 * 10 + $1 } }
}
extension Collection where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}
extension Sequence {
    func counted(where p: (Element) -> Bool) -> Int { var c = 0; for e in self where p(e) { c += 1 }; return c }
}
extension Collection {
    var secondOrNil: Element? { count > 1 ? self[index(after: startIndex)] : nil }
}
extension FloatingPoint {
    var half: Self { self / 2 }
}
extension StringProtocol {
    var shout: String { uppercased() + "!" }
}
struct Evens: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? { n += 2; return n > 10 ? nil : n }
}
print(1234.digitSum, 12.gcd(18), Int.fromDigits([4, 0, 2]))
print([1, 2, 3].total(), [1.5, 2.5].total())
print("hello".counted { $0 == "l" }, (1...10).counted { $0 % 3 == 0 }, Evens().counted { $0 > 4 })
print(Set([1, 2, 3]).counted { $0 > 1 }, 3.0.half, "hey".shout)
print([5, 6].secondOrNil as Any, "xyz".secondOrNil as Any, [7].secondOrNil as Any)
let letters = ["a", "b", "c"]
print(letters.index(after: 0), letters.index(letters.startIndex, offsetBy: 2), letters.index(0, offsetBy: 5, limitedBy: 2) as Any)

let strict = false
for n in 1...3 {
    switch n {
    case 1, 2 where strict: print(n, "low")
    case let k where k > 2: print(k, "high")
    default: print(n, "other")
    }
}

let combine: [(Int, Int) -> Int] = [(+), (-), (*), max]
print(combine.map { $0(7, 3) }, [4, 1, 3].sorted(by: >), zip([1, 2], [10, 20]).map(+))
let maybe: Int? = 5
let nothing: Int? = nil
print(String(describing: maybe), String(describing: nothing))
// expect: 10 6 402
// expect: 6 4.0
// expect: 2 3 3
// expect: 2 1.5 HEY!
// expect: Optional(6) Optional("y") nil
// expect: 1 2 nil
// expect: 1 low
// expect: 2 other
// expect: 3 high
// expect: [10, 4, 21, 7] [4, 3, 1] [11, 22]
// expect: Optional(5) nil
