// Protocol extensions: default implementations, added methods, constrained extensions, static dispatch of extension-only members.
protocol Shape {
    var area: Double { get }
    var name: String { get }
}
extension Shape {
    var name: String { "shape" }
    func summary() -> String { "\(name) with area \(area)" }
    func isLarger(than other: some Shape) -> Bool { area > other.area }
}
struct Square: Shape {
    var side: Double
    var area: Double { side * side }
    var name: String { "square" }
}
struct Blob: Shape {
    var area: Double
}
let shapes: [any Shape] = [Square(side: 3), Blob(area: 5)]
for s in shapes { print(s.summary()) }
print("square larger than blob:", Square(side: 3).isLarger(than: Blob(area: 5)))

protocol Greeting {
    func hello() -> String
}
extension Greeting {
    func hello() -> String { "hello from default" }
    func bye() -> String { "bye from extension" }
}
struct Custom: Greeting {
    func hello() -> String { "hello from Custom" }
    func bye() -> String { "bye from Custom" }
}
let asConcrete = Custom()
let asExistential: any Greeting = Custom()
print(asConcrete.hello(), "|", asConcrete.bye())
print(asExistential.hello(), "|", asExistential.bye())

extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        guard let first = self.first else { return true }
        return allSatisfy { $0 == first }
    }
}
print([100, 100, 100].allEqual(), [100, 100, 200].allEqual(), "aaa".allEqual(), [Int]().allEqual())

extension Collection where Element: Shape {
    var totalArea: Double { reduce(0) { $0 + $1.area } }
}
print("total square area:", [Square(side: 1), Square(side: 2)].totalArea)
