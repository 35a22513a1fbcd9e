// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `let t = a[i]`, `x = a[i]` and `a[i] = a[j]` with the arrays and indices in
// local variables read the elements where they lie; copies stay apart and
// anything that is not an array in range goes the general way.
func reverse(_ items: [Int]) -> [Int] {
    var perm = items
    var lo = 0
    var hi = perm.count - 1
    while lo < hi {
        let t = perm[lo]
        perm[lo] = perm[hi]
        perm[hi] = t
        lo += 1
        hi -= 1
    }
    return perm
}
let original = [1, 2, 3, 4, 5]
print(reverse(original), original) // expect: [5, 4, 3, 2, 1] [1, 2, 3, 4, 5]

func shuffled() -> ([String], [String], String) {
    var words = ["a", "bb", "ccc"]
    let kept = words
    var i = 0
    var j = 2
    words[i] = words[j]
    var last = "none"
    last = words[j]
    i = 1
    j = 0
    words[j] = kept[i]
    return (words, kept, last)
}
print(shuffled()) // expect: (["bb", "bb", "ccc"], ["a", "bb", "ccc"], "ccc")

func lookups() -> (Int, Double, Int, String) {
    let table = ["x": 1, "y": 2]
    let key = "y"
    let fromTable = table[key] ?? -1
    let doubles: [Double] = [1.5, 2.5]
    var k = 1
    var d = 0.0
    d = doubles[k]
    let letters = ["h", "e", "y"]
    let index = 0
    let first = letters[index]
    var counts = [Int](repeating: 0, count: 3)
    k = 2
    counts[k] = counts[k - 1] + 7
    var n = 0
    n = counts[k]
    return (n, d, fromTable, first)
}
print(lookups()) // expect: (7, 2.5, 2, "h")

// An element of an array of arrays, and one of a struct copied out.
struct Cell { var value: Int }
func nested() -> (Int, Int, [[Int]]) {
    var grid = [[1, 2], [3, 4]]
    let cells = [Cell(value: 1), Cell(value: 2)]
    var r = 1
    let row = grid[r]
    var c = cells[r]
    c.value += 10
    r = 0
    grid[r] = row
    return (c.value, cells[1].value, grid)
}
print(nested()) // expect: (12, 2, [[3, 4], [3, 4]])

// `a[i + 1]`, `a[i - 1]` and `a[0]`: the index worked out where it is read.
func rotated() -> [Int] {
    var perm1 = [1, 2, 3, 4]
    var i = 0
    let r = 3
    let first = perm1[0]
    while i < r {
        perm1[i] = perm1[i + 1]
        i += 1
    }
    perm1[r] = first
    var back = [0, 0, 0]
    let j = 1
    back[j] = perm1[j - 1]
    var last = 0
    last = perm1[3]
    let words = ["x", "y"]
    let word = words[j - 1] + words[1]
    return perm1 + back + [last, word.count]
}
print(rotated()) // expect: [2, 3, 4, 1, 0, 2, 0, 1, 2]
