// Implicit members found through the types a program declares: option sets
// whose static members share names with system icons, array elements of a
// parameter's type, defaults of a parameter's type; arguments after a left-out
// default; an observer that assigns its own property.
struct Permission: OptionSet, CustomStringConvertible {
    let rawValue: UInt8
    static let read = Permission(rawValue: 1 << 0)
    static let write = Permission(rawValue: 1 << 2)
    static let share = Permission(rawValue: 1 << 3)
    static let add = Permission(rawValue: 1 << 4)
    var description: String { "Permission(\(rawValue))" }
}
func grant(_ p: Permission, to user: String) { print(user, p) }
grant([.write, .share], to: "mel")
grant(.add, to: "gus")
let editor: Permission = [.read, .write]
print(editor, editor.contains(.share))

struct Rule<Value> {
    let check: (Value) -> String?
}
extension Rule where Value == String {
    static var required: Rule { Rule { $0.isEmpty ? "required" : nil } }
    static func longer(than n: Int) -> Rule { Rule { $0.count > n ? nil : "too short" } }
}
struct Field<Value> {
    let name: String
    let rules: [Rule<Value>]
    func problems(_ v: Value) -> [String] { rules.compactMap { $0.check(v) } }
}
let name = Field<String>(name: "name", rules: [.required, .longer(than: 2)])
print(name.problems(""), name.problems("abcd"))

func balance(upTo day: Int = .max, floor: Int = .min) -> String { "\(day) \(floor)" }
print(balance(), balance(upTo: 3))
let masks = [UInt32](repeating: .max, count: 2)
print(masks)

func post(day: Int, _ kind: String, from: String? = nil, to: String? = nil, _ amount: Int, memo: String = "") -> String {
    "\(day) \(kind) \(from ?? "-") \(to ?? "-") \(amount) [\(memo)]"
}
print(post(day: 1, "deposit", to: "A", 100, memo: "salary"))
print(post(day: 2, "withdrawal", from: "A", 40))

struct Settings {
    var scale: Double = 1.0 {
        didSet { scale = min(max(scale, 0.5), 2.0) }
    }
}
var s = Settings()
s.scale = 5
print(s.scale)
s.scale -= 4
print(s.scale)

typealias Cents = Int
extension Cents {
    var dollars: String { "$\(self / 100).\(self % 100 < 10 ? "0" : "")\(self % 100)" }
}
let price: Cents = 1205
print(price.dollars)

final class Document {
    private(set) var items: [Int: String] = [:]
    subscript(id: Int) -> String? {
        get { items[id] }
        set { items[id] = newValue }
    }
}
func put(_ text: String, in doc: Document) { doc[1] = text }
let doc = Document()
put("hello", in: doc)
print(doc[1] ?? "none")

func squares(upTo n: Int) -> [Int] { (1...).lazy.map { $0 * $0 }.prefix { $0 <= n }.map { $0 } }
print(squares(upTo: 50), squares(upTo: 50) == [1, 4, 9, 16, 25, 36, 49])
// expect: mel Permission(12)
// expect: gus Permission(16)
// expect: Permission(5) false
// expect: ["required", "too short"] []
// expect: 9223372036854775807 -9223372036854775808 3 -9223372036854775808
// expect: [4294967295, 4294967295]
// expect: 1 deposit - A 100 [salary]
// expect: 2 withdrawal A - 40 []
// expect: 2.0
// expect: 0.5
// expect: $12.05
// expect: hello
// expect: [1, 4, 9, 16, 25, 36, 49] true
