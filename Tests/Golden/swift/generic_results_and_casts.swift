// A generic parameter that defaults to `T.self` takes the type the result is
// wanted as; `as? T` casts to what T stands for; a value bound by `if let`
// is released as the block ends.
protocol Greeter: AnyObject { func greet() -> String }
final class English: Greeter { func greet() -> String { "hello" } }
final class Screen {
    let greeter: Greeter
    init(greeter: Greeter) { self.greeter = greeter }
    deinit { print("screen released") }
}

final class Container {
    private var factories: [ObjectIdentifier: (Container) -> Any] = [:]
    private(set) var made: [String] = []
    func register<T>(_ type: T.Type, factory: @escaping (Container) -> T) {
        factories[ObjectIdentifier(type)] = { factory($0) }
    }
    func resolve<T>(_ type: T.Type = T.self) -> T? {
        made.append(String(describing: type))
        guard let make = factories[ObjectIdentifier(type)] else { return nil }
        return make(self) as? T
    }
}
let c = Container()
c.register(Greeter.self) { _ in English() }
c.register(Screen.self) { c in Screen(greeter: c.resolve()!) }
c.register(Int.self) { _ in 42 }
let greeter: Greeter? = c.resolve()
print(greeter?.greet() ?? "none")
let number: Int? = c.resolve()
print(number ?? -1, c.resolve(Int.self) ?? -1)
if let screen = c.resolve(Screen.self) {
    print(screen.greeter.greet())
}
print("after the block")
let missing: String? = c.resolve()
print(missing ?? "no String registered", c.made)

func first<T>(_ items: [Any], of type: T.Type) -> T? {
    for item in items { if let match = item as? T { return match } }
    return nil
}
let mixed: [Any] = ["a", 2, English(), 3.5]
print(first(mixed, of: Int.self) ?? 0, first(mixed, of: Double.self) ?? 0, first(mixed, of: Greeter.self)?.greet() ?? "-")
// expect: hello
// expect: 42 42
// expect: hello
// expect: screen released
// expect: after the block
// expect: no String registered ["Greeter", "Int", "Int", "Screen", "Greeter", "String"]
// expect: 2 3.5 hello
