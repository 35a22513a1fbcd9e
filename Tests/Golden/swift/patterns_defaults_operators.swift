import Foundation

// A qualified case of an enum with associated values matches whatever they hold.
enum StoreError: Error, Equatable { case duplicate(key: String), missing(key: String), locked }
func add(_ key: String, to keys: inout Set<String>) throws {
    guard keys.insert(key).inserted else { throw StoreError.duplicate(key: key) }
}
var keys: Set<String> = []
for key in ["token", "token", "user"] {
    do {
        try add(key, to: &keys)
        print("added", key)
    } catch StoreError.duplicate {
        print("already there:", key)
    }
}
let failure = StoreError.missing(key: "x")
switch failure {
case StoreError.duplicate: print("duplicate")
case StoreError.missing: print("missing")
case .locked: print("locked")
}

// Associated values with defaults.
enum Row: CustomStringConvertible {
    case toggle(title: String, key: String, dependsOn: String? = nil)
    case slider(String, min: Double = 0, max: Double = 1)
    var description: String {
        switch self {
        case let .toggle(title, key, dependsOn): return "\(title) [\(key)]" + (dependsOn.map { " needs \($0)" } ?? "")
        case let .slider(title, lo, hi): return "\(title) \(lo)...\(hi)"
        }
    }
}
let rows: [Row] = [.toggle(title: "Wi-Fi", key: "wifi"), .toggle(title: "Ask", key: "ask", dependsOn: "wifi"),
                   .slider("Volume"), .slider("Heat", max: 30)]
rows.forEach { print($0) }

// The program's own operator passed as a function.
infix operator ⊕: AdditionPrecedence
func ⊕ (a: String, b: String) -> String { String(Int(a)! + Int(b)!) }
print((1...5).map(String.init).reduce("0", ⊕))

// An extension of Sequence on a string's views; Foundation's gamma.
extension Sequence where Element: Hashable {
    var frequencies: [Element: Int] { reduce(into: [:]) { $0[$1, default: 0] += 1 } }
}
let counts = "hello".utf8.frequencies
print(counts.keys.sorted().map { "\($0):\(counts[$0]!)" }.joined(separator: " "))
print(tgamma(5.0), (lgamma(10.0) * 1000).rounded() / 1000)

// expect: added token
// expect: already there: token
// expect: added user
// expect: missing
// expect: Wi-Fi [wifi]
// expect: Ask [ask] needs wifi
// expect: Volume 0.0...1.0
// expect: Heat 0.0...30.0
// expect: 15
// expect: 101:1 104:1 108:2 111:1
// expect: 24.0 12.802
