// Unicode scalars, extended grapheme clusters, character counting and unicode views.
let eAcute: Character = "\u{E9}"
let combinedEAcute: Character = "\u{65}\u{301}"
print(eAcute, combinedEAcute, eAcute == combinedEAcute)

let flag: Character = "\u{1F1FA}\u{1F1F8}"
print("flag:", flag)

var word = "cafe"
print(word, word.count)
word += "\u{301}"
print(word, word.count)

let dog = "Dog‼🐶"
print("utf8:", dog.utf8.map { String($0) }.joined(separator: " "))
print("utf16:", dog.utf16.map { String($0) }.joined(separator: " "))
print("scalars:", dog.unicodeScalars.map { String($0.value) }.joined(separator: " "))
print("counts:", dog.count, dog.utf8.count, dog.utf16.count, dog.unicodeScalars.count)

for scalar in "A€".unicodeScalars {
    print(scalar, "U+" + String(scalar.value, radix: 16, uppercase: true))
}

// Canonical equivalence
let question1 = "Voulez-vous un caf\u{E9}?"
let question2 = "Voulez-vous un caf\u{65}\u{301}?"
print("equivalent:", question1 == question2)

// Different characters that look alike are not equal
let latinA: Character = "\u{41}"
let cyrillicA: Character = "\u{0410}"
print("latin vs cyrillic:", latinA == cyrillicA)

let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let sentence = "programming in swift is fun"
var vowelCount = 0
for c in sentence where vowels.contains(c) {
    vowelCount += 1
}
print("vowels:", vowelCount)
print("is ascii digit:", "7".allSatisfy { $0.isNumber }, Character("x").isLetter)
print("uppercased:", sentence.uppercased())
