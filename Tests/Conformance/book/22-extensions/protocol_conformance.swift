// Adding protocol conformance with extensions, and extending types you don't own.
struct Temperature {
    var celsius: Double
}
extension Temperature: CustomStringConvertible {
    var description: String { "\(celsius)°C" }
}
extension Temperature: Comparable {
    static func < (lhs: Temperature, rhs: Temperature) -> Bool { lhs.celsius < rhs.celsius }
}
extension Temperature: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    init(floatLiteral value: Double) { self.init(celsius: value) }
    init(integerLiteral value: Int) { self.init(celsius: Double(value)) }
}

let temps: [Temperature] = [21.5, 18, 30.25, -4]
print(temps)
print("sorted:", temps.sorted())
print("max:", temps.max()!, "min:", temps.min()!)
print("contains 18:", temps.contains(18))

protocol Describable {
    func describe() -> String
}
extension Int: Describable {
    func describe() -> String { "Int(\(self))" }
}
extension Array: Describable where Element: Describable {
    func describe() -> String { "[" + map { $0.describe() }.joined(separator: ", ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    func describe() -> String { self.map { $0.describe() } ?? "none" }
}
print(42.describe())
print([1, 2, 3].describe())
print([[1], [2, 3]].describe())
let maybe: Int? = nil
print(maybe.describe(), Optional(5).describe())

extension Sequence where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}
print([1, 2, 3].sum(), [0.5, 0.25].sum(), Set([2, 4]).sum())
