// Nested types inside generic types and extensions; nested type name shadowing.
struct LinkedList<Element> {
    final class Node {
        let value: Element
        var next: Node?
        init(_ value: Element, next: Node?) { self.value = value; self.next = next }
    }
    private var head: Node?
    private(set) var count = 0

    mutating func prepend(_ value: Element) {
        head = Node(value, next: head)
        count += 1
    }
    struct Iterator: IteratorProtocol {
        var current: Node?
        mutating func next() -> Element? {
            defer { current = current?.next }
            return current?.value
        }
    }
    func makeIterator() -> Iterator { Iterator(current: head) }
}
extension LinkedList: Sequence {}

var list = LinkedList<String>()
for word in ["c", "b", "a"] { list.prepend(word) }
print(Array(list), "count:", list.count)
let intNode = LinkedList<Int>.Node(7, next: nil)
print("standalone node:", intNode.value, type(of: intNode))

extension Array {
    struct Pair {
        let first: Element
        let second: Element
    }
    func pairs() -> [Pair] {
        stride(from: 0, to: count - 1, by: 2).map { Pair(first: self[$0], second: self[$0 + 1]) }
    }
}
for p in [1, 2, 3, 4, 5].pairs() { print(p.first, p.second) }

struct Outer {
    struct Item { let label = "outer item" }
    enum Inner {
        struct Item { let label = "inner item" }
        static func make() -> Item { Item() }
    }
    static func make() -> Item { Item() }
}
print(Outer.make().label, "|", Outer.Inner.make().label)
print(type(of: Outer.Inner.make()))
