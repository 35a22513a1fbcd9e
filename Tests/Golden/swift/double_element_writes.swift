// Writes into places declared Double make Int literals Doubles, as Swift types
// them: element writes, append, insert, +=, dictionary sets, plain assignment,
// and through an untyped copy of a typed array (which Swift types the same).
var totals: [Double] = [0.5]
totals[0] = 9
totals.append(3)
totals.insert(7, at: 0)
totals += [4]
totals.append(contentsOf: [5, 6])
print(totals) // expect: [7.0, 9.0, 3.0, 4.0, 5.0, 6.0]
var copy = totals
copy[0] = 1
print(copy) // expect: [1.0, 9.0, 3.0, 4.0, 5.0, 6.0]
var prices: [String: Double] = ["tea": 1.5]
prices["cake"] = 3
print(prices["cake"]!) // expect: 3.0
var scale: Double = 1
scale = 2
print(scale) // expect: 2.0
var maybe: Double? = nil
maybe = 3
print(maybe!) // expect: 3.0
func grow(_ xs: [Double]) -> [Double] {
    var ys = xs
    ys.append(10)
    ys[0] = 20
    return ys
}
print(grow([1.5])) // expect: [20.0, 10.0]
func local() {
    var ds: [Double] = []
    for i in 0..<3 { ds.append(Double(i)) }
    ds.append(3)
    print(ds)
}
local() // expect: [0.0, 1.0, 2.0, 3.0]
struct Series { var values: [Double] }
var s = Series(values: [1])
s.values.append(2)
print(s.values) // expect: [1.0, 2.0]
