// Codable types whose properties' types come from their initial values
// (`[String]()`, a static constant), dictionaries keyed by a
// CodingKeyRepresentable enum, and metatypes of aliased collection types.
import Foundation

struct Snapshot: Codable, Equatable {
    static let currentVersion = 3
    enum Tab: String, Codable, CodingKeyRepresentable { case home, search, profile }
    var version = Snapshot.currentVersion
    var recent = [String]()
    var counts = [String: Int]()
    var stacks: [Tab: [String]] = [:]
}

var snap = Snapshot()
snap.recent = ["shoes", "hats"]
snap.counts["opened"] = 4
snap.stacks = [.home: ["feed"], .profile: ["settings", "privacy"]]
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(snap)
print(String(decoding: data, as: UTF8.self))
let back = try JSONDecoder().decode(Snapshot.self, from: data)
print(back == snap, back.version, back.stacks[.profile] ?? [], back.stacks[.search] == nil)
let old = try JSONDecoder().decode(Snapshot.self, from: Data(#"{"version":2,"recent":[],"counts":{},"stacks":{"search":["q"]}}"#.utf8))
print(old.version, old.stacks)

typealias Payload = [String: Any]
func describe<T>(_ type: T.Type) -> String { "\(type)" }
print(Payload.self == [String: Any].self, describe(Payload.self), describe([Int].self))

// expect: {"counts":{"opened":4},"recent":["shoes","hats"],"stacks":{"home":["feed"],"profile":["settings","privacy"]},"version":3}
// expect: true 3 ["settings", "privacy"] true
// expect: 2 [codable_inferred_properties.Snapshot.Tab.search: ["q"]]
// expect: true Dictionary<String, Any> Array<Int>
