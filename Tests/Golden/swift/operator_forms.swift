// Every operator in each shape the interpreter builds a fast path for (a local
// and a constant, two locals, an expression and a constant, a global, `op=`),
// with Int, Double and mixed operands and script types' own operators: each
// must give what the operator gives in general.
struct Money: Equatable, Comparable {
    var cents: Int
    static func + (a: Money, b: Int) -> Money { Money(cents: a.cents + b) }
    static func - (a: Money, b: Int) -> Money { Money(cents: a.cents - b) }
    static func * (a: Money, b: Int) -> Money { Money(cents: a.cents * b) }
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
}

func shapes(_ a: Int, _ b: Int) -> [Int] {
    let x = a, y = b
    return [x + 3, x - 3, x * 3, x / 3, x % 3, x & 3, x | 3, x ^ 3, x << 2, x >> 1, x &+ 3, x &- 3, x &* 3,
            x + y, x - y, x * y, x / y, x % y, x & y, x | y, x ^ y, x << y, x >> y,
            (x + 0) * 2, (x + 0) % 7, (x * 2) / 4]
}
print(shapes(17, 5))                          // expect: [20, 14, 51, 5, 2, 1, 19, 18, 68, 8, 20, 14, 51, 22, 12, 85, 3, 2, 1, 21, 20, 544, 0, 34, 3, 8]
print(shapes(-17, 2))                         // expect: [-14, -20, -51, -5, -2, 3, -17, -20, -68, -9, -14, -20, -51, -15, -19, -34, -8, -1, 2, -17, -19, -68, -5, -34, -3, -8]

func doubles(_ a: Double, _ b: Double) -> [Double] {
    let x = a, y = b
    return [x + 3, x - 3, x * 3, x / 4, x + y, x - y, x * y, x / y, (x + 0) * 0.5, (x + 0) - 0.25,
            x.truncatingRemainder(dividingBy: y)]
}
print(doubles(7.5, 2.0))                      // expect: [10.5, 4.5, 22.5, 1.875, 9.5, 5.5, 15.0, 3.75, 3.75, 7.25, 1.5]

func comparisons(_ a: Int, _ b: Int) -> [Bool] {
    let x = a, y = b
    return [x < 3, x <= 3, x > 3, x >= 3, x == 3, x != 3, x < y, x <= y, x > y, x >= y, x == y, x != y,
            (x + 0) < 3, (x + 0) == 3, (x + 0) < y]
}
print(comparisons(3, 4))                      // expect: [false, true, false, true, true, false, true, true, false, false, false, true, false, true, true]

func doubleComparisons(_ a: Double, _ b: Double) -> [Bool] {
    let x = a, y = b
    return [x < y, x <= y, x > y, x >= y, x == y, x != y, x < 3.5, x == 3.0]
}
print(doubleComparisons(3.0, 3.0))            // expect: [false, true, false, true, true, false, true, true]
print(doubleComparisons(Double.nan, 1.0))     // expect: [false, false, false, false, false, true, false, false]

func money() -> [Int] {
    let m = Money(cents: 250)
    var n = m
    n = n + 1
    let doubled = m * 2
    return [(m + 50).cents, (m - 1).cents, doubled.cents, n.cents]
}
print(money())                                // expect: [300, 249, 500, 251]
let cheap = Money(cents: 10), dear = Money(cents: 20)
print(cheap < dear, dear < cheap, cheap == Money(cents: 10))   // expect: true false true

var total = 0
var ratio = 1.0
var text = "a"
var list = [1]
var i = 0
while i < 5 {
    total += i
    total -= 1
    total *= 2
    ratio *= 1.5
    ratio /= 1.25
    ratio -= 0.125
    text += "b"
    list += [i]
    i += 1
}
print(total, ratio, text, list)               // expect: -10 1.5581199999999995 abbbbb [1, 0, 1, 2, 3, 4]

func compound(_ start: Int) -> [Int] {
    var v = start
    var out: [Int] = []
    v += 5; out.append(v)
    v -= 2; out.append(v)
    v *= 3; out.append(v)
    v /= 2; out.append(v)
    v %= 7; out.append(v)
    v &= 6; out.append(v)
    v |= 8; out.append(v)
    v ^= 3; out.append(v)
    v <<= 2; out.append(v)
    v >>= 1; out.append(v)
    return out
}
print(compound(10))                           // expect: [15, 13, 39, 19, 5, 4, 12, 15, 60, 30]

struct Body { var x = 1.0; var n = 1 }
var bodies = [Body(), Body()]
bodies[1].x += 0.5
bodies[1].x *= 4
bodies[0].n += 41
bodies[0].n %= 40
print(bodies[1].x, bodies[0].n)               // expect: 6.0 2
