// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `a[i].x - a[j].x` and the like read the fields where the array lies, with
// the array in a local or a global and the index in a local; anything else
// goes the general way, and operands are still read left to right.
struct Body { var x: Double; var mass: Int }
final class Node { var weight: Int; init(weight: Int) { self.weight = weight } }

var bodies = [Body(x: 1.5, mass: 3), Body(x: -2.0, mass: 5)]
func gaps() -> (Double, Int, Double, Int) {
    var i = 0
    var j = 1
    let dx = bodies[i].x - bodies[j].x
    let m = bodies[j].mass * bodies[i].mass
    let scale = 2.0
    let scaled = scale * bodies[j].x
    i = 1
    j = 0
    return (dx, m + bodies[i].mass, scaled / bodies[j].x, 10 - bodies[i].mass)
}
print(gaps()) // expect: (3.5, 20, -2.6666666666666665, 5)

// A local array of class instances; the fields change between reads.
func weights() -> [Int] {
    let nodes = [Node(weight: 4), Node(weight: 6)]
    var k = 0
    var out: [Int] = []
    out.append(nodes[k].weight + nodes[k].weight * 2)
    nodes[k].weight += 10
    k = 1
    out.append(nodes[k].weight - nodes[0].weight)
    return out
}
print(weights()) // expect: [12, -8]

// The left operand runs first: it changes what the right one reads.
var log: [String] = []
func bump() -> Double { bodies[1].x += 100; log.append("bump"); return 1 }
func ordered() -> Double {
    let i = 1
    return bump() + bodies[i].x
}
print(ordered(), log) // expect: 99.0 ["bump"]

// Elements that are tuples or numbers, not script types, go the general way.
func tuples() -> Int {
    let pairs = [(a: 1, b: 2), (a: 3, b: 4)]
    var i = 1
    let sum = pairs[i].a + pairs[i].b
    i = 0
    return sum * 10 + pairs[i].b - pairs[i].a
}
print(tuples()) // expect: 71
