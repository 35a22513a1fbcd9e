// Associated types, conforming generic and non-generic types, constraints on associated types, recursive constraints.
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct IntStack: Container {
    var items: [Int] = []
    mutating func append(_ item: Int) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
extension Array: Container {}

func firstAndLast<C: Container>(_ c: C) -> (C.Item, C.Item)? {
    c.count == 0 ? nil : (c[0], c[c.count - 1])
}
var ints = IntStack()
for n in [5, 6, 7] { ints.append(n) }
print(firstAndLast(ints)!, firstAndLast(["a", "b", "c"])!)

protocol EquatableContainer: Container where Item: Equatable {}
extension Stack: EquatableContainer where Element: Equatable {}
extension EquatableContainer {
    func contains(_ x: Item) -> Bool {
        for i in 0..<count where self[i] == x { return true }
        return false
    }
}
var letters = Stack<Character>()
"swift".forEach { letters.push($0) }
print(letters.contains("i"), letters.contains("z"))

protocol SuffixableContainer: Container {
    associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
    func suffix(_ size: Int) -> Suffix
}
extension Stack: SuffixableContainer {
    func suffix(_ size: Int) -> Stack {
        var result = Stack()
        for index in max(0, count - size)..<count { result.append(self[index]) }
        return result
    }
}
var stackOfInts = Stack<Int>()
for n in 10...14 { stackOfInts.append(n) }
let suffix = stackOfInts.suffix(2)
print(suffix.items, type(of: suffix), type(of: suffix.suffix(1)))
