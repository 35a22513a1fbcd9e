import Foundation

// Foundation's text tools as app code uses them: character sets, finding text
// with options, comparing without case, merging dictionaries.

let text = "Hello, world! It's 2024; ok?"
print(text.components(separatedBy: CharacterSet.letters.inverted).filter { !$0.isEmpty })
let separators = CharacterSet(charactersIn: " =")
let line = "timeout = 30"
if let r = line.rangeOfCharacter(from: separators) { print("key:", line[..<r.lowerBound]) }
print("  padded \n".trimmingCharacters(in: .whitespacesAndNewlines) + "|")
print(CharacterSet.decimalDigits.contains("7"), CharacterSet.letters.contains("7"))
let vowels = CharacterSet(charactersIn: "aeiou")
print(String("education".unicodeScalars.filter(vowels.contains)))
print("a, b!c".components(separatedBy: CharacterSet.punctuationCharacters.union(.whitespaces)))

let title = "Hello World, hello moon"
if let r = title.range(of: "World") { print(title[r], title.distance(from: title.startIndex, to: r.lowerBound)) }
print(title.range(of: "mars") == nil)
if let r = title.range(of: "HELLO", options: .caseInsensitive) { print(title[r.upperBound...]) }
if let r = title.range(of: "hello", options: [.caseInsensitive, .backwards]) { print(title[r.lowerBound...]) }
print("apple".caseInsensitiveCompare("APPLE") == .orderedSame, "a".compare("b") == .orderedAscending)
print(["banana", "Apple", "cherry"].sorted { $0.caseInsensitiveCompare($1) == .orderedAscending })

var settings = ["theme": "light", "font": "body"]
let overrides = ["theme": "dark", "badge": "on"]
print(settings.merging(overrides) { _, new in new }.sorted { $0.key < $1.key })
settings.merge(overrides) { old, _ in old }
print(settings.sorted { $0.key < $1.key })

// expect: ["Hello", "world", "It", "s", "ok"]
// expect: key: timeout
// expect: padded|
// expect: true false
// expect: euaio
// expect: ["a", "", "b", "c"]
// expect: World 6
// expect: true
// expect:  World, hello moon
// expect: hello moon
// expect: true true
// expect: ["Apple", "banana", "cherry"]
// expect: [(key: "badge", value: "on"), (key: "font", value: "body"), (key: "theme", value: "dark")]
// expect: [(key: "badge", value: "on"), (key: "font", value: "body"), (key: "theme", value: "light")]
