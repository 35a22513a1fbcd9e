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
// Compound assignments to an element's field change it where it lies; a copy of
// the array taken before keeps its values.
struct Tally { var x: Double; var n: Int; var tag: String }
var tallies = [Tally(x: 1, n: 1, tag: "a"), Tally(x: 2, n: 2, tag: "b")]
let before = tallies
var k = 0
while k < tallies.count { tallies[k].x -= 0.5; tallies[k].n *= 3; tallies[k].tag += "!"; k += 1 }
print(tallies.map { "\($0.x) \($0.n) \($0.tag)" }, before[0].x)  // expect: ["0.5 3 a!", "1.5 6 b!"] 1.0
func changeLocal() -> String {
    var qs = [Tally(x: 1, n: 1, tag: "a")]
    let j = 0
    qs[j].n += 41
    var pairs = [(a: 1, b: 2)]
    pairs[j].b += 5
    return "\(qs[0].n) \(pairs[0].b)"
}
print(changeLocal())                                  // expect: 42 7
// An element copied out keeps its values; an object in two arrays is one object.
let first = tallies[0]
k = 0
tallies[k].n += 1
print(first.n, tallies[0].n, before[0].n)             // expect: 3 4 1
let shared = [Counter(hits: 1)]
var holders = shared
k = 0
holders[k].hits += 9
print(shared[0].hits, holders[0].hits)                // expect: 10 10
