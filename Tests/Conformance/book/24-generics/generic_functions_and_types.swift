// Generic functions, type parameters, generic types, extending generic types, type constraints.
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    (a, b) = (b, a)
}
var someInt = 3, anotherInt = 107
swapTwoValues(&someInt, &anotherInt)
var someString = "hello", anotherString = "world"
swapTwoValues(&someString, &anotherString)
print(someInt, anotherInt, someString, anotherString)

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }
}
extension Stack {
    var topItem: Element? { items.last }
}
var stackOfStrings = Stack<String>()
for s in ["uno", "dos", "tres", "cuatro"] { stackOfStrings.push(s) }
print("popped:", stackOfStrings.pop(), "top:", stackOfStrings.topItem ?? "-")
var numbers = Stack(items: [1, 2])
numbers.push(3)
print(numbers.items, type(of: numbers))

func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() where value == valueToFind {
        return index
    }
    return nil
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) as Any)
print(findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) as Any)

func largest<T: Comparable>(_ values: [T]) -> T? {
    guard var best = values.first else { return nil }
    for v in values where v > best { best = v }
    return best
}
print(largest([4, 9, 2]) ?? 0, largest(["pear", "apple", "zucchini"]) ?? "", largest([Double]()) as Any)

struct Pair<First, Second> {
    let first: First
    let second: Second
    func swapped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
}
let p = Pair(first: 1, second: "one").swapped()
print(p.first, p.second, type(of: p))

func describeAll<T: CustomStringConvertible & Hashable>(_ items: Set<T>) -> String {
    items.map(\.description).sorted().joined(separator: ",")
}
print(describeAll([3, 1, 2]))
