// Model code whose names Swift resolves from context: a protocol extension's
// associated type, implicit members among explicit ones and beside an array,
// CodingKey cases two enums share, literals in a static table, and `nil`
// compared with a type that has its own `==`.
import Foundation

protocol Gated {
    associatedtype Step: CaseIterable & RawRepresentable where Step.RawValue == String
    static var area: String { get }
}
extension Gated {
    static var stepNames: [String] { Step.allCases.map(\.rawValue) }
    func describe() -> String { "\(Self.area): \(Step.allCases.count) steps" }
}
struct Checkout: Gated {
    enum Step: String, CaseIterable { case cart, address, payment = "pay" }
    static let area = "checkout"
}
print(Checkout.stepNames, Checkout().describe())

struct Code: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    let raw: String
    init(stringLiteral value: String) { raw = value.uppercased() }
    var description: String { raw }
    static let symbols: [Code: String] = ["usd": "$", "eur": "€"]
}
print(Code.symbols["USD" as Code] ?? "?", Code.symbols[Code(stringLiteral: "eur")] ?? "?")

enum Event: Codable, Equatable {
    case ping
    case note(text: String)
    private enum CodingKeys: String, CodingKey { case kind, text }
    private enum Kind: String, Codable { case ping, note, text }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .kind) {
        case .ping: self = .ping
        case .note, .text: self = .note(text: try c.decode(String.self, forKey: .text))
        }
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .ping: try c.encode(Kind.ping, forKey: .kind)
        case .note(let text):
            try c.encode(Kind.note, forKey: .kind)
            try c.encode(text, forKey: .text)
        }
    }
}
let events = [Event.note(text: "hi"), .ping, .note(text: "bye")]
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(events)
print(String(decoding: data, as: UTF8.self))
let decoded = try JSONDecoder().decode([Event].self, from: data)
print(decoded == [.note(text: "hi"), .ping, .note(text: "bye")], decoded.count)

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
struct Rates: Decodable {
    var table: [String: Double] = [:]
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        for key in c.allKeys { table[key.stringValue.lowercased()] = try c.decode(Double.self, forKey: key) }
    }
}
let rates = try JSONDecoder().decode(Rates.self, from: Data(#"{"EUR": 0.9, "GBP": 0.8}"#.utf8))
print(rates.table.sorted { $0.key < $1.key })

final class Player: Equatable {
    let id: String
    init(id: String) { self.id = id }
    static func == (a: Player, b: Player) -> Bool { a.id == b.id }
}
var host: Player? = nil
if host == nil { host = Player(id: "ann") }
print(host != nil, host == Player(id: "ann"), host.map { $0.id } ?? "-")

// expect: ["cart", "address", "pay"] checkout: 3 steps
// expect: $ €
// expect: [{"kind":"note","text":"hi"},{"kind":"ping"},{"kind":"note","text":"bye"}]
// expect: true 3
// expect: [(key: "eur", value: 0.9), (key: "gbp", value: 0.8)]
// expect: true true ann
