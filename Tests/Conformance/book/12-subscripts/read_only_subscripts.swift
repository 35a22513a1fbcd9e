// Read-only subscripts, subscripts with labels, overloaded subscripts.
struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int {
        return multiplier * index
    }
}
let threeTimes = TimesTable(multiplier: 3)
print("six times three is \(threeTimes[6])")
print((1...5).map { threeTimes[$0] })

struct Sentence {
    let words: [String]
    init(_ text: String) { words = text.split(separator: " ").map(String.init) }
    subscript(i: Int) -> String { words[i] }
    subscript(range: Range<Int>) -> String { words[range].joined(separator: " ") }
    subscript(wordStartingWith letter: Character) -> String? {
        words.first { $0.first == letter }
    }
}
let s = Sentence("swift makes subscripts simple and fun")
print(s[0], "|", s[1..<4], "|", s[wordStartingWith: "a"] ?? "none", "|", s[wordStartingWith: "z"] ?? "none")

struct Polynomial {
    let coefficients: [Int]
    subscript(x: Int) -> Int {
        var result = 0
        for c in coefficients.reversed() { result = result * x + c }
        return result
    }
}
let p = Polynomial(coefficients: [1, 0, 2]) // 1 + 2x^2
print("p(0..4):", (0...4).map { p[$0] })

let dict = ["b": 2, "a": 1]
print(dict["a"] ?? 0, dict["z", default: -1])
let word = "subscript"
print(word[word.index(word.startIndex, offsetBy: 3)])
