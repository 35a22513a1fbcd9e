// Shapes ordinary programs use: a type called like a function, a built-in
// method passed as a function, unnamed parameters, a class's subscript set
// through a constant, Optional's flatMap on a subscript, bit sets in UInt64.
import Foundation
struct Counter {
    var step: Int
    func callAsFunction(_ x: Int) -> Int { x + step }
}
let addTwo = Counter(step: 2)
print(addTwo(40), [1, 2].map { addTwo($0) })

let secret = ["a", "c"]
print(["a", "b", "c"].filter(secret.contains), "abc".contains("b"))

func ignoring(_: Int, as _: String.Type = String.self) -> String { "ignored" }
print(ignoring(7))

enum Mode: String { case light, dark }
final class Settings {
    private var values: [String: String] = [:]
    subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
    var mode: Mode {
        get { self["mode"].flatMap(Mode.init(rawValue:)) ?? .light }
        set { self["mode"] = newValue.rawValue }
    }
}
let settings = Settings()
settings["name"] = "ada"
settings.mode = .dark
print(settings["name"] ?? "-", settings.mode, settings["none"].map { $0.count } as Any)

var bits: (UInt64, UInt64) = (0, 0)
for n in [1, 63, 64, 100] {
    if n < 64 { bits.0 ^= 1 << UInt64(n) } else { bits.1 ^= 1 << UInt64(n - 64) }
}
print(bits.0, bits.1, bits.0.nonzeroBitCount + bits.1.nonzeroBitCount)

protocol DigitSum {}
extension Int: DigitSum {}
extension DigitSum where Self == Int {
    var digitSum: Int { String(self).compactMap { $0.wholeNumberValue }.reduce(0, +) }
}
print(1234.digitSum, [19, 28].map(\.digitSum))
let rules: [FloatingPointRoundingRule] = [.down, .up, .toNearestOrEven]
print(rules.map { 2.5.rounded($0) })
// expect: 42 [3, 4]
// expect: ["a", "c"] true
// expect: ignored
// expect: ada dark nil
// expect: 9223372036854775810 68719476737 4
// expect: 10 [10, 10]
// expect: [2.0, 3.0, 2.0]
