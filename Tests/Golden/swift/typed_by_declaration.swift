// Values typed by what a declaration says: an Int written into a property of
// a generic type's parameter, dictionary defaults, nested error types in
// `catch`, option sets coded as their raw value, failable initialisers' map.
import Foundation

final class Observable<Value> {
    var value: Value { didSet { changes += 1 } }
    var changes = 0
    init(_ value: Value) { self.value = value }
}
extension Observable where Value: Comparable {
    func clamp(to range: ClosedRange<Value>) {
        if value > range.upperBound { value = range.upperBound }
    }
}
final class Cart { let percent = Observable<Double>(0) }
var cart: Cart? = Cart()
cart?.percent.value = 10
print(cart!.percent.value / 100)
let celsius = Observable(21.5)
celsius.value = 0
print(celsius.value, celsius.changes)
cart?.percent.value = 150
cart?.percent.clamp(to: 0...50)
print(cart!.percent.value)

final class Tally {
    var totals: [String: Double] = [:]
    var pairs: [String: (ok: Int, failed: Int)] = [:]
    func record(_ key: String, ok: Bool) {
        totals[key, default: 0] += 1
        var p = pairs[key, default: (0, 0)]
        if ok { p.ok += 1 } else { p.failed += 1 }
        pairs[key] = p
    }
}
let tally = Tally()
tally.record("a", ok: true); tally.record("a", ok: false)
print(tally.totals, tally.totals["b", default: 0], tally.pairs["a"]!.ok, tally.pairs["a"]!.failed)
var local: [String: Double] = [:]
print(local["x", default: 0]); local["x", default: 0] += 2; print(local)

struct Color {
    enum ParseError: Error { case badLength(Int) }
    init(hex: String) throws { throw ParseError.badLength(hex.count) }
}
do { _ = try Color(hex: "#12") } catch let error as Color.ParseError { print("parse error:", error) }

struct Access: OptionSet, Codable {
    let rawValue: UInt8
    static let read = Access(rawValue: 1), write = Access(rawValue: 2), share = Access(rawValue: 4)
}
let all = Access([.read, .write, .share].filter { $0 != .write })
let encoder = JSONEncoder(); encoder.outputFormatting = .sortedKeys
let json = String(data: try encoder.encode(["ann": all]), encoding: .utf8)!
print(all.rawValue, json, try JSONDecoder().decode([String: Access].self, from: Data(json.utf8))["ann"]!.rawValue)

let letters = (65...70).compactMap { UnicodeScalar($0).map { String(Character($0)) } }
print(letters.joined(), "a-42-b-7".range(of: "[0-9]+", options: .regularExpression).map { "a-42-b-7"[$0] } ?? "none")

// expect: 0.1
// expect: 0.0 1
// expect: 50.0
// expect: ["a": 2.0] 0.0 1 1
// expect: 0.0
// expect: ["x": 2.0]
// expect: parse error: badLength(3)
// expect: 5 {"ann":5} 5
// expect: ABCDEF 42
