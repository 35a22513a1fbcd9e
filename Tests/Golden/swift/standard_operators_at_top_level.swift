// A top-level function named like Swift's operator takes a script type's
// values (numbers keep Swift's own); and a few standard shapes.
import Foundation
struct Mat2 { var a, b, c, d: UInt64 }
func * (l: Mat2, r: Mat2) -> Mat2 {
    Mat2(a: l.a * r.a + l.b * r.c, b: l.a * r.b + l.b * r.d,
         c: l.c * r.a + l.d * r.c, d: l.c * r.b + l.d * r.d)
}
var m = Mat2(a: 1, b: 1, c: 1, d: 0)
for _ in 0..<5 { m = m * Mat2(a: 1, b: 1, c: 1, d: 0) }
print(m.b, 6 * 7)
var table = [[Int]](repeating: [Int](repeating: 0, count: 3), count: 2)
table[1][2] = 5
print(table)
print([1, 2].lexicographicallyPrecedes([1, 3]), "ab".lexicographicallyPrecedes("a"))
print(String(format: "%d|%5u|%x", UInt64(42), UInt32(7), UInt8(255)))
// expect: 8 42
// expect: [[0, 0, 0], [0, 0, 5]]
// expect: true false
// expect: 42|    7|ff
