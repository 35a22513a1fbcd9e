// A member of an array element, `items[i].name`, read where the array lies:
// structs, classes, tuples, lazy and computed properties, local and global arrays.
import Foundation

struct Point {
    var x: Double
    var y: Double
    var length: Double { (x * x + y * y).squareRoot() }
    lazy var label: String = "(\(x), \(y))"
}
final class Counter {
    var hits = 0
    init(hits: Int) { self.hits = hits }
}
var points = [Point(x: 3, y: 4), Point(x: 1, y: 1)]
var i = 0
var total = 0.0
while i < points.count {
    total += points[i].x + points[i].y
    i += 1
}
print(total, points[0].length, points[i - 1].label)   // expect: 9.0 5.0 (1.0, 1.0)
func local() -> String {
    let counters = [Counter(hits: 2), Counter(hits: 5)]
    var pairs = [(name: "a", value: 1), (name: "b", value: 2)]
    var sum = 0
    for k in 0..<counters.count {
        counters[k].hits += 1
        sum += counters[k].hits + pairs[k].value
    }
    pairs[1].value = 10
    return "\(sum) \(pairs[0].name) \(pairs[1].1) \(pairs[1].value)"
}
print(local())                                       // expect: 12 a 10 10
points[1].x = 7
let j = 1
print(points[j].x, points[j].length.rounded())       // expect: 7.0 7.0
