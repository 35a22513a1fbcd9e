// Shapes of app model code: optional patterns in tuples, generic subscripts
// reading their parameter off a key, protocol extensions of a refined
// protocol, implicit members inside tuple literals, Foundation text APIs.
import Foundation

// `.some` / `.none` without payloads, inside a tuple pattern.
func order(_ a: Int?, _ b: Int?) -> String {
    switch (a, b) {
    case let (x?, y?) where x != y: return x < y ? "first" : "second"
    case (.some, .none): return "first (only one)"
    case (.none, .some): return "second (only one)"
    default: return "tie"
    }
}
print(order(1, 2), order(nil, 3), order(4, nil), order(nil, nil), order(5, 5))

// A generic subscript whose parameter is read off the key it is given.
protocol Stored { init?(text: String); var text: String { get } }
extension Int: Stored { init?(text: String) { self.init(text) }; var text: String { String(self) } }
extension Bool: Stored { init?(text: String) { self.init(text) }; var text: String { String(self) } }
struct Key<Value: Stored> { let name: String; let fallback: Value }
final class Settings {
    private var raw: [String: String] = ["size": "14", "dark": "true"]
    subscript<V>(key: Key<V>) -> V {
        get { raw[key.name].flatMap { V(text: $0) } ?? key.fallback }
        set { raw[key.name] = newValue.text }
    }
    func typeName<V>(of key: Key<V>) -> String { "\(V.self)" }
}
let size = Key(name: "size", fallback: 12), dark = Key(name: "dark", fallback: false), lines = Key(name: "lines", fallback: 3)
let settings = Settings()
print(settings[size] + 1, settings[dark], settings[lines], settings.typeName(of: dark))
settings[lines] = 8
print(settings[lines])

// Statics from the extension of a protocol the conformed protocol refines.
protocol Flag { static var key: String { get }; static var owner: String { get } }
extension Flag { static var owner: String { "platform" } }
protocol Gate: Flag { static var minimum: Int { get } }
extension Gate { static func open(at version: Int) -> Bool { version >= minimum } }
enum DarkMode: Gate { static let key = "dark"; static let minimum = 3 }
enum Checkout: Flag { static let key = "checkout"; static let owner = "payments" }
let flags: [Flag.Type] = [DarkMode.self, Checkout.self]
print(flags.map { "\($0.key)->\($0.owner)" }, DarkMode.open(at: 2), DarkMode.open(at: 3))

// Implicit members inside tuple literals, typed by the declared tuple type.
enum Style { case short, long }
struct Formatter { var style: Style; var digits = 1 }
let formatters: [(String, Formatter)] = [("s", .init(style: .short)), ("l", .init(style: .long, digits: 2))]
print(formatters.map { "\($0.0)=\($0.1.style)/\($0.1.digits)" })

// Foundation text: capitalized words, searching within a range, options.
print("jane.doe o'neil abc123def x_y".capitalized)
let text = "Café au lait, cafe noir, CAFÉ crème"
var found: [String] = []
var from = text.startIndex
while let r = text.range(of: "cafe", options: [.caseInsensitive, .diacriticInsensitive], range: from..<text.endIndex) {
    found.append(String(text[r]))
    from = r.upperBound
}
print(found, text.replacingOccurrences(of: "CAFE", with: "tea", options: .caseInsensitive))

// expect: first second (only one) first (only one) tie tie
// expect: 15 true 3 Bool
// expect: 8
// expect: ["dark->platform", "checkout->payments"] false true
// expect: ["s=short/1", "l=long/2"]
// expect: Jane.Doe O'neil Abc123Def X_Y
// expect: ["Café", "cafe", "CAFÉ"] Café au lait, tea noir, CAFÉ crème
