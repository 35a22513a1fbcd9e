// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// The pattern-match operator as an expression, key-path subscripts, a trailing
// closure after a parameter with a default, and a type made from a dictionary
// literal or array literal by its variadic ExpressibleBy…Literal initialiser.
let adults = 18...65
print(adults ~= 20, adults ~= 70, (1..<5) ~= 5, "a" ~= "a")

struct User { let name: String; let age: Int }
let users = [User(name: "Ada", age: 36), User(name: "Alan", age: 41), User(name: "Grace", age: 29)]
func sorted<Key: Comparable>(_ list: [User], by path: KeyPath<User, Key>) -> [String] {
    list.sorted { $0[keyPath: path] < $1[keyPath: path] }.map(\.name)
}
print(sorted(users, by: \.age), sorted(users, by: \.name), users[0][keyPath: \.name])

enum Scope { case transient, singleton }
final class Registry {
    private(set) var entries: [String] = []
    func register(_ name: String, scope: Scope = .transient, factory: () -> Int) {
        entries.append("\(name) \(scope) \(factory())")
    }
}
let registry = Registry()
registry.register("a") { 1 }
registry.register("b", scope: .singleton) { 2 }
print(registry.entries)

indirect enum Config: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, CustomStringConvertible {
    case value(Int)
    case list([Config])
    case table([String: Config])
    init(dictionaryLiteral elements: (String, Config)...) {
        self = .table(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    init(arrayLiteral elements: Config...) { self = .list(elements) }
    var description: String {
        switch self {
        case .value(let v): return "\(v)"
        case .list(let items): return "[" + items.map(\.description).joined(separator: ",") + "]"
        case .table(let t): return "{" + t.keys.sorted().map { "\($0)=\(t[$0]!)" }.joined(separator: ",") + "}"
        }
    }
}
let config: Config = ["retries": .value(3), "hosts": [.value(1), .value(2)], "empty": [:]]
print(config)
// expect: true false false true
// expect: ["Grace", "Ada", "Alan"] ["Ada", "Alan", "Grace"] Ada
// expect: ["a transient 1", "b singleton 2"]
// expect: {empty={},hosts=[1,2],retries=3}
