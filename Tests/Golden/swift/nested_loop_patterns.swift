// Loop variables in nested tuples, and a whole collection's slice [...].
let order = [(0, 1), (1, 0)]
var m = [[0, 0], [0, 0]]
for (k, (r, c)) in order.enumerated() { m[r][c] = k + 1 }
print(m)
let xs = [3, 1, 2]
print(xs[...], Array(xs[...].sorted()))
for (i, (a, _)) in [(1, "x"), (2, "y")].enumerated() where a > 1 { print(i, a) }
// expect: [[0, 1], [2, 0]]
// expect: [3, 1, 2] [1, 2, 3]
// expect: 1 2
