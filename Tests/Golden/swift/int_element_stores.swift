// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// a[i] = b[j] with Ints, stored where they lie: the array copied first when
// shared, as copy-on-write values are, and the general path for the rest.
var perm = [3, 1, 2, 0]
let saved = perm
var lo = 0, hi = 3
while lo < hi {
    let t = perm[lo]
    perm[lo] = perm[hi]
    perm[hi] = t
    lo += 1
    hi -= 1
}
print(perm, saved) // expect: [0, 2, 1, 3] [3, 1, 2, 0]

var shifted = [10, 20, 30, 40]
var copy = shifted
var i = 0
while i < 3 {
    shifted[i] = shifted[i + 1]
    i += 1
}
copy[0] = copy[3]
print(shifted, copy) // expect: [20, 30, 40, 40] [40, 20, 30, 40]

var doubles = [1.5, 2.5]
let ints = [7, 8]
doubles[0] = 9.0
var mixed: [Int] = [0, 0]
mixed[1] = ints[0]
mixed[0] = mixed[1]
print(doubles, mixed) // expect: [9.0, 2.5] [7, 7]

var names = ["a", "b"]
var k = 1
names[0] = names[k]
print(names) // expect: ["b", "b"]
