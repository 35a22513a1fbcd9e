// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// String.Index arithmetic, slicing by indices, and a string's Unicode scalars.
let word = "Shortcut"
let third = word[word.index(word.startIndex, offsetBy: 2)]
let last = word[word.index(before: word.endIndex)]
print(third, last) // expect: o t
let middle = word[word.index(word.startIndex, offsetBy: 1)..<word.index(word.startIndex, offsetBy: 5)]
print(middle) // expect: hort
if let c = word.firstIndex(of: "c") {
    print(word[..<c], word[c...], word.distance(from: word.startIndex, to: c)) // expect: Short cut 5
}
print(word.index(word.startIndex, offsetBy: 20, limitedBy: word.endIndex) == nil) // expect: true
var every = ""
var i = word.startIndex
while i < word.endIndex {
    every.append(word[i])
    i = word.index(i, offsetBy: 3, limitedBy: word.endIndex) ?? word.endIndex
}
print(every) // expect: Sru
let code = "Hé!"
print(code.unicodeScalars.map { $0.value }, code.unicodeScalars.count) // expect: [72, 233, 33] 3
print(code.unicodeScalars, code.unicodeScalars.filter { $0.isASCII }.map { String($0) }.joined()) // expect: Hé! H!
print("abc".unicodeScalars.reduce(0) { $0 + Int($1.value) }, "abc".unicodeScalars.contains("b")) // expect: 294 true
var trimmed = "padded   "
while trimmed.last == " " { trimmed.removeLast() }
let head = trimmed.removeFirst()
print(head, trimmed + "|", "a b,c".split { $0 == " " || $0 == "," }) // expect: p added| ["a", "b", "c"]
print(Character("A").asciiValue!, Character(Unicode.Scalar(98)!), UnicodeScalar(67)!, Swift.max(3, 9), Swift.abs(-2)) // expect: 65 b C 9 2
