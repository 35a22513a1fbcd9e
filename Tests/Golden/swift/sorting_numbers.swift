// Arrays of Ints and of Doubles sort as Swift sorts them: the same stable sort
// and the same '<', so even NaN and -0.0 land where Swift puts them.
let nan = Double.nan
let ds = [3.5, nan, -0.0, 0.0, 1.0, -Double.infinity, nan, 2.0, Double.infinity, 0.0, -0.0]
let sortedDs = ds.sorted()
print(sortedDs)   // expect: [3.5, nan, -inf, -0.0, 0.0, 1.0, nan, 0.0, -0.0, 2.0, inf]
var seed = 7
var ints: [Int] = []
for _ in 0..<2000 { seed = (seed * 1103515245 + 12345) % 2147483648; ints.append(seed % 100 - 50) }
let s = ints.sorted()
print(s.prefix(5), s.suffix(3), s.count)   // expect: [-50, -50, -50, -50, -50] [49, 49, 49] 2000
var m = [5, Int.min, Int.max, 0, -1]
m.sort()
print(m)   // expect: [-9223372036854775808, -1, 0, 5, 9223372036854775807]
print([3, 1, 2].sorted(), [2.5, 1.0, 3.25].sorted())   // expect: [1, 2, 3] [1.0, 2.5, 3.25]
