// Shapes of ordinary model code: Codable enums with associated values,
// Optionals of Optionals, literals as enum payloads, `expect` as a name,
// Set<T>.self, bytes to text, a typed fallback after `??`.
import Foundation

enum SyncState: Codable, Equatable {
    case idle
    case uploading(progress: Int)
    case failed(String, retries: Int)
    case paused(until: Int?)
}
struct Job: Codable { var id: Int; var state: SyncState; var tags: Set<Int> }
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let jobs = [Job(id: 1, state: .idle, tags: [2]), Job(id: 2, state: .uploading(progress: 40), tags: []),
            Job(id: 3, state: .failed("disk full", retries: 2), tags: [1]), Job(id: 4, state: .paused(until: nil), tags: [])]
let data = try! encoder.encode(jobs)
print(String(data: data, encoding: .utf8)!)
let decoded = try! JSONDecoder().decode([Job].self, from: data)
print(decoded.map(\.state) == jobs.map(\.state), decoded[2].state)

struct Profile: Decodable {
    let name: String
    let badges: Set<Int>
    enum CodingKeys: String, CodingKey { case name, badges }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        badges = try c.decodeIfPresent(Set<Int>.self, forKey: .badges) ?? []
    }
}
let profile = try! JSONDecoder().decode(Profile.self, from: Data("{\"name\":\"ana\",\"badges\":[3,1,3]}".utf8))
print(profile.name, profile.badges.sorted())

struct Contact {
    var name: String
    var nickname: String??
    var label: String {
        switch nickname {
        case .none: return name
        case .some(.none): return "\(name) (no nickname)"
        case .some(.some(let n)): return "\(name) \"\(n)\""
        }
    }
}
var cleared = Contact(name: "Kate", nickname: .some(nil))
let unknown = Contact(name: "Tom", nickname: nil)
let named = Contact(name: "Lee", nickname: "Lefty")
print(cleared.label, "|", unknown.label, "|", named.label)
cleared.nickname = cleared.nickname ?? unknown.nickname
print(cleared.label, (cleared.nickname ?? nil) == nil)

struct Money: ExpressibleByStringLiteral, CustomStringConvertible {
    let cents: Int
    init(stringLiteral value: String) { cents = Int(Double(value)! * 100) }
    var description: String { "$\(cents / 100).\(String(format: "%02d", cents % 100))" }
}
enum Coupon { case fixedOff(Money), percentOff(Int) }
let coupons: [Coupon] = [.fixedOff("5.25"), .percentOff(10)]
for c in coupons {
    switch c {
    case .fixedOff(let m): print("fixed", m)
    case .percentOff(let p): print("percent", p)
    }
}

struct Parser {
    var text: [Character]
    var pos = 0
    mutating func expect(_ c: Character) -> Bool {
        guard pos < text.count, text[pos] == c else { return false }
        pos += 1
        return true
    }
}
var parser = Parser(text: Array("(x)"))
print(parser.expect("("), parser.expect("y"), parser.pos)

struct Palette {
    var colors: [String: Int] = ["bg": 0x111111]
    subscript(role: String) -> Int { colors[role] ?? 0xFF00FF }
}
print(Palette()["bg"], Palette()["fg"])

let bytes: [UInt8] = [72, 105, 0xC3, 0xA9]
print(String(bytes: bytes, encoding: .utf8) ?? "invalid", String(bytes: [0xFF], encoding: .utf8) ?? "invalid")
struct Exercise { let minutes: Double }
let none: [Exercise] = []
print(Int(none.reduce(0) { $0 + $1.minutes }.rounded()))
for x in [1.0, 2, 3] { print(x, terminator: ";") }
print()
// expect: [{"id":1,"state":{"idle":{}},"tags":[2]},{"id":2,"state":{"uploading":{"progress":40}},"tags":[]},{"id":3,"state":{"failed":{"_0":"disk full","retries":2}},"tags":[1]},{"id":4,"state":{"paused":{}},"tags":[]}]
// expect: true failed("disk full", retries: 2)
// expect: ana [1, 3]
// expect: Kate (no nickname) | Tom | Lee "Lefty"
// expect: Kate (no nickname) true
// expect: fixed $5.25
// expect: percent 10
// expect: true false 1
// expect: 1118481 16711935
// expect: Hié invalid
// expect: 0
// expect: 1.0;2.0;3.0;
