// Implicit members typed by context in ternaries and switch expressions,
// enums made through `Kind.init`, properties inferred from a case, Optional
// results of decodeIfPresent, static properties read in loops.
import Foundation

enum Theme: String, Codable { case light, dark, system }
enum Appearance: String, Codable { case light, dark, automatic }
struct Settings: Codable {
    var version = Version.v2
    var theme: Theme
    var hours: [Int]?
    enum Version: Int, Codable { case v1 = 1, v2, v3 }
}
struct View {
    enum Style: String { case plain, bold }
    var appearance: Appearance
    var style: Style
}

func view(dark: Bool, from theme: Theme) -> View {
    let appearance: Appearance = switch theme { case .light: .light; case .dark: .dark; case .system: .automatic }
    return View(appearance: dark ? .dark : appearance, style: dark ? .bold : .plain)
}
print(view(dark: true, from: .light), view(dark: false, from: .system))

let kinds = ["bold", "italic", "plain"].compactMap(View.Style.init)
print(kinds, ["dark", "x"].map { $0 }.compactMap(Theme.init))

struct Hours: Decodable {
    var span: Int?
    enum CodingKeys: String, CodingKey { case hours }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let hours = try c.decodeIfPresent([Int].self, forKey: .hours)
        span = hours.flatMap { $0.count == 2 ? $0[1] - $0[0] : nil }
    }
}
let decoder = JSONDecoder()
for json in [#"{"hours": [9, 17]}"#, #"{"hours": [1]}"#, "{}"] {
    print(try decoder.decode(Hours.self, from: Data(json.utf8)).span as Any)
}
let settings = try decoder.decode(Settings.self, from: Data(#"{"version": 3, "theme": "dark"}"#.utf8))
print(settings.version, settings.theme, settings.hours as Any)

struct Digits {
    static let base = 10
    static var calls = 0
    static func sum(_ n: Int) -> Int {
        var n = n, total = 0
        while n > 0 { total += n % base; n /= base; calls += 1 }
        return total
    }
}
print((1...2000).map(Digits.sum).reduce(0, +), Digits.calls)

// expect: View(appearance: contexts_and_optionals.Appearance.dark, style: contexts_and_optionals.View.Style.bold) View(appearance: contexts_and_optionals.Appearance.automatic, style: contexts_and_optionals.View.Style.plain)
// expect: [contexts_and_optionals.View.Style.bold, contexts_and_optionals.View.Style.plain] [contexts_and_optionals.Theme.dark]
// expect: Optional(8)
// expect: nil
// expect: nil
// expect: v3 dark nil
// expect: 28002 6893
