// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `inout` parameters copy in and copy out, even when the callee throws;
// variadic parameters take any number of arguments as an array.
func bump(_ value: inout Int, by step: Int = 1) { value += step }
var counter = 1
bump(&counter)
bump(&counter, by: 5)
print(counter) // expect: 7

func partition(_ items: inout [Int], _ low: Int, _ high: Int) -> Int {
    let pivot = items[high]
    var i = low
    for j in low..<high where items[j] < pivot {
        items.swapAt(i, j)
        i += 1
    }
    items.swapAt(i, high)
    return i
}
func quicksort(_ items: inout [Int], _ low: Int, _ high: Int) {
    guard low < high else { return }
    let p = partition(&items, low, high)
    quicksort(&items, low, p - 1)
    quicksort(&items, p + 1, high)
}
var numbers = [9, 4, 7, 1, 8, 2]
// The other arguments may still read the variable passed with `&`.
quicksort(&numbers, 0, numbers.count - 1)
print(numbers) // expect: [1, 2, 4, 7, 8, 9]

struct Point { var x = 0, y = 0 }
var point = Point()
var grid = [[0, 0], [0, 0]]
bump(&point.y, by: 3)
bump(&grid[1][0], by: 4)
print(point.y, grid) // expect: 3 [[0, 0], [4, 0]]

struct Invalid: Error {}
func setThenFail(_ value: inout Int) throws {
    value = 42
    throw Invalid()
}
var kept = 0
do { try setThenFail(&kept) } catch { print("caught, kept is", kept) } // expect: caught, kept is 42

var left = "left", right = "right"
swap(&left, &right)
print(left, right) // expect: right left

func applyTwice(_ change: (inout Int) -> Void, to value: inout Int) {
    change(&value)
    change(&value)
}
var tripled = 2
applyTwice({ (n: inout Int) in n *= 3 }, to: &tripled)
print(tripled) // expect: 18

final class Thermostat {
    var target = 20 { didSet { print("target", oldValue, "->", target) } }
}
let thermostat = Thermostat()
bump(&thermostat.target, by: 2) // expect: target 20 -> 22

func average(_ values: Double...) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
}
print(average(1, 2, 3, 4), average(5), average()) // expect: 2.5 5.0 0.0
func joinedLine(_ words: String..., separator: String = " ") -> String { words.joined(separator: separator) }
print(joinedLine("a", "b", "c"), joinedLine("x", "y", separator: "-")) // expect: a b c x-y

// A `defer` in a caller sees its own variables after a callee threw.
func failing(_ a: Int, _ b: Int) throws -> Int { if a + b > 0 { throw Invalid() }; return 0 }
func caller() throws {
    let mine = 41
    defer { print("deferred sees", mine) }
    _ = try failing(7, 8)
}
do { try caller() } catch { print("caller threw") }
// expect: deferred sees 41
// expect: caller threw
