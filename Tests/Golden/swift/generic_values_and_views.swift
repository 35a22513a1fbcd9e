import Foundation

// A generic type made with its type argument stores values of that type.
struct Vector<T> { var x: T; var y: T }
final class Accumulator<V> {
    var total: V
    var steps: [V]
    init(_ start: V) { total = start; steps = [start] }
}
struct Quaternion<Scalar: FloatingPoint>: CustomStringConvertible {
    var a, b, c, d: Scalar
    init(_ a: Scalar, _ b: Scalar, _ c: Scalar, _ d: Scalar) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }
    var description: String { "(\(a), \(b), \(c), \(d))" }
}
typealias Q = Quaternion<Double>
let v = Vector<Double>(x: 3, y: 4)
print(v, (v.x * v.x + v.y * v.y).squareRoot())
let acc = Accumulator<Double>(2)
print(acc.total, acc.steps)
print(Q(1, 2, 3, 4))
print(Vector<Int>(x: 1, y: 2))

// Unicode scalar properties.
for s in "aZ 7é!".unicodeScalars {
    let p = s.properties
    print(s, p.isAlphabetic, p.isUppercase, p.isWhitespace, p.generalCategory)
}

// A closure whose value is a closure; math beyond sqrt.
let squares = (0..<5).map { i in { i * i } }
print(squares.map { $0() })
print(cbrt(27.0), tanh(0.0), exp2(10.0), sinh(0.0))

// A sequence of the program's own, enumerated with a nested pattern.
struct Pairs: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> (Int, String)? {
        n += 1
        return n > 3 ? nil : (n, String(repeating: "*", count: n))
    }
}
for (index, (number, stars)) in Pairs().enumerated() { print(index, number, stars) }

// description and debugDescription of standard values.
print([1, 2].description, "quote".debugDescription, (1, "a").0.description, [3: "c"].description)

// expect: Vector<Double>(x: 3.0, y: 4.0) 5.0
// expect: 2.0 [2.0]
// expect: (1.0, 2.0, 3.0, 4.0)
// expect: Vector<Int>(x: 1, y: 2)
// expect: a true false false lowercaseLetter
// expect: Z true true false uppercaseLetter
// expect:   false false true spaceSeparator
// expect: 7 false false false decimalNumber
// expect: é true false false lowercaseLetter
// expect: ! false false false otherPunctuation
// expect: [0, 1, 4, 9, 16]
// expect: 3.0000000000000004 0.0 1024.0 0.0
// expect: 0 1 *
// expect: 1 2 **
// expect: 2 3 ***
// expect: [1, 2] "quote" 1 [3: "c"]
