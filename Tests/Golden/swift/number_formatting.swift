import Foundation

// NumberFormatter with an explicit locale, and Optional's map on what a
// function declared `-> String?` returns.
func label(_ remaining: Double) -> String? {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .currency
    return formatter.string(from: NSNumber(value: remaining))
}
print(label(1234.5).map { "\($0) left" } ?? "none")

let decimal = NumberFormatter()
decimal.locale = Locale(identifier: "en_US")
decimal.numberStyle = .decimal
print(decimal.string(from: 1234567.891)!)
decimal.maximumFractionDigits = 1
print(decimal.string(from: 2.25)!)
decimal.usesGroupingSeparator = false
print(decimal.string(from: 98765)!)
print(decimal.number(from: "12.5") ?? -1)

let percent = NumberFormatter()
percent.locale = Locale(identifier: "en_US")
percent.numberStyle = .percent
print(percent.string(from: 0.256)!)

let padded = NumberFormatter()
padded.minimumIntegerDigits = 3
padded.minimumFractionDigits = 2
padded.maximumFractionDigits = 2
print(padded.string(from: 7.5)!)
print(padded.string(for: "text") ?? "not a number")

let words = NumberFormatter()
words.locale = Locale(identifier: "en_US")
words.numberStyle = .spellOut
print(words.string(from: 42)!)
print(words.numberStyle == .spellOut)

// expect: $1,234.50 left
// expect: 1,234,567.891
// expect: 2.2
// expect: 98765
// expect: 12.5
// expect: 26%
// expect: 007.50
// expect: not a number
// expect: forty-two
// expect: true
