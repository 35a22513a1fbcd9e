// Access levels of initializers, memberwise initializers with private properties, subclass overrides raising access.
public class A {
    fileprivate func someMethod() -> String { "A.someMethod" }
    public init() {}
}
internal class B: A {
    override internal func someMethod() -> String {
        "B.someMethod calling " + super.someMethod()
    }
}
print(B().someMethod())

struct Configuration {
    var name: String
    private var secret: String = "hidden"
    func reveal() -> Int { secret.count }
}
extension Configuration {
    // The synthesized memberwise initializer is private because of `secret`; provide an internal one.
    init(name: String) { self.name = name }
}
let config = Configuration(name: "prod")
print(config.name, config.reveal())

struct Temperature {
    let kelvin: Double
    private init(kelvin: Double) { self.kelvin = kelvin }
    static func fromCelsius(_ c: Double) -> Temperature? {
        c < -273.15 ? nil : Temperature(kelvin: c + 273.15)
    }
}
print(Temperature.fromCelsius(25)?.kelvin ?? -1, Temperature.fromCelsius(-300)?.kelvin ?? -1)

final class Singleton {
    static let shared = Singleton()
    private(set) var hits = 0
    private init() {}
    func hit() -> Int { hits += 1; return hits }
}
_ = Singleton.shared.hit()
print("hits:", Singleton.shared.hit())

public struct Stack<Element> {
    private var storage: [Element] = []
    public init() {}
    public mutating func push(_ e: Element) { storage.append(e) }
    public var top: Element? { storage.last }
    internal var depth: Int { storage.count }
}
var s = Stack<String>()
s.push("x"); s.push("y")
print(s.top ?? "-", s.depth)

private enum Mode { case fast, safe }
private func choose(_ fast: Bool) -> Mode { fast ? .fast : .safe }
print(choose(true), choose(false))
