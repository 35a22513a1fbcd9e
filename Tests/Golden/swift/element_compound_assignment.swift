// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `a[i] op= v` with the array and the index in variables: numbers change where
// they lie, copies stay apart, anything else goes the general way.
var counts = [3, 1, 4, 1, 5]
var r = 2
counts[r] -= 1
counts[r] *= 10
r = 0
counts[r] += counts[4]
print(counts) // expect: [8, 1, 30, 1, 5]

// A copy made before the change keeps its elements.
let before = counts
counts[r] %= 3
print(before[0], counts[0]) // expect: 8 2

// Doubles, and an Int literal added to a Double element.
var weights = [0.5, 1.5, 2.5]
var k = 1
weights[k] += 1
weights[k] /= 4
weights[k] -= 0.125
print(weights) // expect: [0.5, 0.5, 2.5]

// Strings and arrays as elements append in place.
var names = ["a", "b"]
names[k] += "c"
var rows = [[1], [2]]
rows[k] += [3]
print(names, rows) // expect: ["a", "bc"] [[1], [2, 3]]

// A dictionary with a key in a variable.
var tally = ["x": 1]
let key = "x"
tally[key, default: 0] += 2
print(tally) // expect: ["x": 3]

// Inside a function: a local array, a global index, a global array.
var cursor = 1
var shared = [10, 20, 30]
func bump(_ by: Int) -> [Int] {
    var local = [1, 2, 3]
    var i = 2
    local[i] += by
    local[cursor] -= by
    shared[i] *= by
    i = 0
    shared[i] += 1
    return local
}
print(bump(5), shared) // expect: [1, -3, 8] [11, 20, 150]

// The value is worked out before the element is changed.
var steps = [1, 1, 1]
func next() -> Int { steps[0] += 100; return 1 }
var j = 0
steps[j] += next()
print(steps) // expect: [102, 1, 1]

// A local changed by an Int constant, with every operator, Ints and Doubles.
func constants() -> (Int, Double) {
    var x = 7
    x += 1
    x *= 3
    x /= 2
    x %= 5
    x <<= 4
    x >>= 1
    x &= 30
    x |= 1
    x ^= 3
    x -= 100
    var d = 2.5
    d += 1
    d *= 2
    d /= 4
    d -= 1
    return (x, d)
}
print(constants()) // expect: (-82, 0.75)
