// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
let text = "the quick brown fox jumps over the lazy dog the end"
var frequency: [String: Int] = [:]
for word in text.split(separator: " ") {
    frequency[String(word), default: 0] += 1
}
let top = frequency.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
for (word, count) in top {
    print(word, count)
}
// expect: the 3
// expect: brown 1
// expect: dog 1
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let count = text.filter { vowels.contains($0) }.count
print(count) // expect: 13
let words = text.split(separator: " ").map(String.init)
print(words.count, words.first!, words.last!) // expect: 11 the end
let capitalized = words.prefix(3).map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized.joined(separator: " ")) // expect: The Quick Brown
var reversed = ""
for ch in "stressed" { reversed = String(ch) + reversed }
print(reversed) // expect: desserts
let padded = String(repeating: "-", count: 3) + "x" + String(repeating: "-", count: 3)
print(padded, padded.count) // expect: ---x--- 7
print("a,b;c".split(whereSeparator: { $0 == "," || $0 == ";" })) // expect: ["a", "b", "c"]
