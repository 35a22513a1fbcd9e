// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A body of ifs that each return, then a last return, runs as one value:
// bindings, several conditions, patterns, a declared return type to convert
// to, and an implicit member the return type names.
final class Node {
    let left: Node?
    let right: Node?
    let value: Int
    init(left: Node?, right: Node?, value: Int) { self.left = left; self.right = right; self.value = value }
    func sum() -> Int {
        if let l = left, let r = right { return value + l.sum() + r.sum() }
        if let l = left { return value + l.sum() }
        return value
    }
}
let leaf = Node(left: nil, right: nil, value: 1)
let tree = Node(left: Node(left: leaf, right: nil, value: 2), right: Node(left: leaf, right: leaf, value: 3), value: 4)
print(tree.sum(), leaf.sum()) // expect: 12 1

enum Shape { case circle(Double), square(Double), none }
func area(_ s: Shape) -> Double {
    if case .circle(let r) = s { return 3 * r * r }
    if case .square(let side) = s, side > 0 { return side * side }
    return 0
}
print(area(.circle(2)), area(.square(3)), area(.square(-1)), area(.none)) // expect: 12.0 9.0 0.0 0.0

enum Level { case low, high }
func level(_ x: Int?, limit: Int) -> Level {
    if let x, x > limit { return .high }
    return .low
}
print(level(5, limit: 3), level(1, limit: 3), level(nil, limit: 3)) // expect: high low low

func firstEven(_ xs: [Int]) -> Int {
    if let f = xs.first, f % 2 == 0 { return f }
    if xs.count > 1, xs[1] % 2 == 0 { return xs[1] }
    return -1
}
print(firstEven([4, 1]), firstEven([3, 8]), firstEven([3, 5]), firstEven([])) // expect: 4 8 -1 -1

var calls = 0
func counted(_ n: Int) -> Int? { calls += 1; return n > 0 ? n : nil }
func twice(_ a: Int, _ b: Int) -> Int {
    if let x = counted(a), let y = counted(b) { return x * y }
    return 0
}
print(twice(2, 3), twice(0, 3), twice(2, 0), calls) // expect: 6 0 0 5
