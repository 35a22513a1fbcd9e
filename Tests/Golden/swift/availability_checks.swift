// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Availability: the running system has every API (`*` counts it), and an
// `@unknown default` is accepted where a switch names every case.
@available(iOS 15.0, macOS 12, *)
struct Badge { var count = 3 }
enum Tab { case notes, settings }
func name(_ tab: Tab) -> String {
    switch tab {
    case .notes: return "notes"
    case .settings: return "settings"
    @unknown default: return "unknown"
    }
}
print(Badge().count, name(.notes), name(.settings)) // expect: 3 notes settings
if #available(iOS 17, macOS 14, *) {
    print("interactive widgets") // expect: interactive widgets
} else {
    print("static widgets")
}
func requireModern() -> String {
    guard #available(iOS 16, *) else { return "too old" }
    return "modern"
}
print(requireModern()) // expect: modern
if #unavailable(iOS 15) { print("fallback") }
print("done") // expect: done
