// Functions, methods and initialisers told apart by their parameters' types,
// closures that change what they are given inout, and generic parameters
// read off nested arguments.

func describe(_ x: Int) -> String { "Int \(x)" }
func describe(_ x: String) -> String { "String \(x)" }
func describe(_ xs: [Int]) -> String { "[Int] of \(xs.count)" }
func describe(items: String...) -> String { "variadic \(items.joined(separator: "/"))" }
print(describe(4), describe("four"), describe([4, 4]), describe(items: "a", "b"))

struct Ternary: CustomStringConvertible {
    var digits: [Int]
    init(digits: [Int]) { self.digits = digits }
    init(_ text: String) { self.init(digits: text.map { $0 == "+" ? 1 : $0 == "-" ? -1 : 0 }) }
    init(_ value: Int) {
        var n = value, d: [Int] = []
        while n != 0 {
            var r = n % 3
            n /= 3
            if r == 2 { r = -1; n += 1 }
            if r == -2 { r = 1; n -= 1 }
            d.insert(r, at: 0)
        }
        self.init(digits: d)
    }
    var description: String { digits.map { $0 == 1 ? "+" : $0 == -1 ? "-" : "0" }.joined() }
    func scaled(_ k: Int) -> String { "times \(k)" }
    func scaled(_ k: Double) -> String { "times \(k) (Double)" }
}
for n in [8, 13, -5] { print(n, Ternary(n), Ternary(Ternary(n).description).digits) }
print(Ternary(2).scaled(3), Ternary(2).scaled(0.5))

struct Note { var title: String; var pinned = false; var tags: [String] = [] }
final class Store {
    private(set) var notes: [Note] = []
    func add(_ title: String) { notes.append(Note(title: title)) }
    func update(_ index: Int, _ change: (inout Note) -> Void) { change(&notes[index]) }
}
let store = Store()
store.add("Groceries")
store.add("Ideas")
store.update(1) { $0.pinned = true; $0.tags.append("later") }
store.update(0) { note in note.title += "!" }
print(store.notes.map { "\($0.title) \($0.pinned) \($0.tags)" })

protocol Ring { static var zero: Self { get }; static var one: Self { get }; static func * (a: Self, b: Self) -> Self; static func + (a: Self, b: Self) -> Self }
extension Int: Ring { static var one: Int { 1 } }
extension Double: Ring { static var one: Double { 1 } }
func trace<T: Ring>(_ m: [[T]]) -> T {
    var sum = T.zero
    for i in m.indices { sum = sum + m[i][i] * T.one }
    return sum
}
print(trace([[1, 2], [3, 4]]), trace([[0.5, 0.0], [0.0, 0.25]]))

extension Collection where Element: BinaryFloatingPoint {
    var mean: Element { reduce(0, +) / Element(count) }
}
print([1.0, 2.0, 4.5].mean)

struct Walker {
    var (x, y): (Int, Int)
    var steps = 0
    mutating func move(_ dx: Int, _ dy: Int) { (x, y) = (x + dx, y + dy); steps += 1 }
}
var w = Walker(x: 1, y: 2)
w.move(3, -1)
print(w.x, w.y, w.steps)

// expect: Int 4 String four [Int] of 2 variadic a/b
// expect: 8 +0- [1, 0, -1]
// expect: 13 +++ [1, 1, 1]
// expect: -5 -++ [-1, 1, 1]
// expect: times 3 times 0.5 (Double)
// expect: ["Groceries! false []", "Ideas true [\"later\"]"]
// expect: 5 0.75
// expect: 2.5
// expect: 4 1 1
