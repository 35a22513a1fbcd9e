// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
class Node<T> {
    var value: T
    var children: [Node<T>] = []
    init(_ value: T) { self.value = value }
    func add(_ child: Node<T>) { children.append(child) }
    func depthFirst() -> [T] {
        var out = [value]
        for c in children { out += c.depthFirst() }
        return out
    }
    var count: Int { 1 + children.map(\.count).reduce(0, +) }
}
let root = Node("root")
let a = Node("a"), b = Node("b")
root.add(a); root.add(b)
a.add(Node("a1"))
print(root.depthFirst(), root.count)
func breadthFirst<T>(_ start: Node<T>) -> [T] {
    var queue = [start], out: [T] = []
    while !queue.isEmpty {
        let n = queue.removeFirst()
        out.append(n.value)
        queue += n.children
    }
    return out
}
print(breadthFirst(root))

// What it prints:
// expect: ["root", "a", "a1", "b"] 4
// expect: ["root", "a", "b", "a1"]
