// Generic where clauses on functions and extensions, contextual where clauses, generic subscripts.
protocol Container {
    associatedtype Item
    associatedtype Iterator: IteratorProtocol where Iterator.Element == Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
    func makeIterator() -> Iterator
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
    func makeIterator() -> IndexingIterator<[Element]> { items.makeIterator() }
}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}
var s1 = Stack<String>(); var s2 = Stack<String>()
for w in ["uno", "dos", "tres"] { s1.push(w); s2.push(w) }
print("all items match:", allItemsMatch(s1, s2))
s2.push("cuatro")
print("after push:", allItemsMatch(s1, s2))

extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool { items.last == item }
}
extension Container {
    func average() -> Double where Item == Int {
        var sum = 0.0
        for i in 0..<count { sum += Double(self[i]) }
        return count == 0 ? 0 : sum / Double(count)
    }
    func endsWith(_ item: Item) -> Bool where Item: Equatable {
        count >= 1 && self[count - 1] == item
    }
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Element == Int {
        var result: [Item] = []
        for index in indices { result.append(self[index]) }
        return result
    }
}
print(s1.isTop("tres"), s1.isTop("uno"))
var numbers = Stack<Int>()
for n in [1260, 1200, 98, 37] { numbers.push(n) }
print("average:", numbers.average(), "ends with 37:", numbers.endsWith(37))
print("generic subscript:", numbers[[0, 2]], s1[stride(from: 0, to: 3, by: 2)])
var iterator = s1.makeIterator()
while let item = iterator.next() { print(item, terminator: " ") }
print()
