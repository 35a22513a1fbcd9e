// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
import Foundation
let raw = "  Hello World \n"
let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
print("[\(trimmed)]", raw.trimmingCharacters(in: .whitespaces).count)
print(trimmed.starts(with: "Hell"), trimmed.components(separatedBy: " "), trimmed.replacingOccurrences(of: "o", with: "0"))
let csv = "name,age\nann,31\nbob,25"
let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
let ages = rows.compactMap { Int($0[1]) }
print(ages, ages.reduce(0, +) / ages.count)
print(Double("3.25")! * 2, Int("  7") == nil, String(3.0), String(true))
let sentence = "the rain in spain"
print(sentence.split(separator: " ").map { $0.capitalized }.joined(separator: " "))
print(sentence.uppercased().hasSuffix("SPAIN"), sentence.count, sentence.isEmpty)
let n = 1234567
print(String(n).count, n / 1000, n % 1000)
print(abs(-3.5), max(1, 7, 3), min(2.5, 1.5))
print((1...4).map { $0 * $0 }, Array(stride(from: 0, through: 10, by: 5)))

// What it prints:
// expect: [Hello World] 13
// expect: true ["Hello", "World"] Hell0 W0rld
// expect: [31, 25] 28
// expect: 6.5 true 3.0 true
// expect: The Rain In Spain
// expect: true 17 false
// expect: 7 1234 567
// expect: 3.5 7 1.5
// expect: [1, 4, 9, 16] [0, 5, 10]
