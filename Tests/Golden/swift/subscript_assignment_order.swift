// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `a[i()] = v()` evaluates the index before the value, whether the array is a
// local, a global or a property, and so does a dictionary's key.
var log: [String] = []
func idx(_ i: Int) -> Int { log.append("index \(i)"); return i }
func val(_ v: Int) -> Int { log.append("value \(v)"); return v }
func key(_ k: String) -> String { log.append("key \(k)"); return k }
var a = [1, 2, 3]
a[idx(1)] = val(9)
var d: [String: Int] = [:]
d[key("x")] = val(1)
struct Box { var items = [0, 0] }
var box = Box()
box.items[idx(0)] = val(4)
func local() -> [Double] {
    var xs: [Double] = [1.5, 2.5]
    xs[idx(1)] = 2
    xs[0] = Double(val(3))
    return xs
}
print(local(), a, d, box.items) // expect: [3.0, 2.0] [1, 9, 3] ["x": 1] [4, 0]
print(log) // expect: ["index 1", "value 9", "key x", "value 1", "index 0", "value 4", "index 1", "value 3"]

// An index in a global variable is read before a value that changes it.
var at = 0
func bump(_ v: Int) -> Int { at += 1; return v }
var row = [10, 20, 30]
row[at] = bump(5)
func inFunction() -> [Int] {
    var xs = [1, 2, 3]
    var k = 0
    xs[k] = 7
    k += 2
    xs[k] = xs[k - 2] + xs[1]
    return xs
}
print(row, at, inFunction()) // expect: [5, 20, 30] 1 [7, 2, 9]
