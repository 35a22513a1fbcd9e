import Foundation

// Idioms of short numeric and text programs: ranges of sized integers and
// Doubles, sets compared with literals, endless sequences zipped, slices
// consumed from the front, scalars matched in a switch, wrapping compound
// assignment, implicit members of built-in types, unfolded sequences.

var digits = 0
for d in UInt8(ascii: "0")...UInt8(ascii: "9") { digits += Int(d) }
print(digits, (UInt32(5)..<9).map { $0 * 3 }, (0..<UInt64(4)).reduce(0, +))
let unit = 0.0...1.0
print(unit.contains(0.25), unit.contains(1.5), unit, Int8(-2)...2 ~= Int8(0))

let sums = [15, 15, 15]
print(Set(sums) == [15], Set(sums + [3]) == [15])

struct Repeating: Sequence, IteratorProtocol {
    let words: [String]
    var index = 0
    mutating func next() -> String? {
        defer { index = (index + 1) % words.count }
        return words[index]
    }
}
let beats = zip(zip(Repeating(words: ["", "", "Fizz"]), Repeating(words: ["", "", "", "", "Buzz"])), 1...15)
    .map { (pair: (String, String), n: Int) -> String in
        let word = pair.0 + pair.1
        return word.isEmpty ? String(n) : word
    }
print(beats.joined(separator: " "))

var queue = [3, 1, 4][...]
while let first = queue.popFirst() { print(first, queue.startIndex, terminator: "; ") }
print()

var kinds: [String] = []
for scalar in "a+Z?".unicodeScalars {
    switch scalar {
    case "+", "-": kinds.append("sign")
    case "a"..."z": kinds.append("lower")
    case "A"..."Z": kinds.append("upper")
    default: kinds.append("other")
    }
}
print(kinds)

var hash: UInt32 = 2_166_136_261
for byte in "qas".utf8 { hash ^= UInt32(byte); hash &*= 16_777_619 }
var wrapped: UInt8 = 250
wrapped &+= 10
print(String(hash, radix: 16), wrapped)

func halve(_ n: UInt64) -> UInt64 { n / 2 }
func quarterTurn(_ angle: Double) -> Double { angle / 2 }
print(halve(.max), quarterTurn(.pi), Swift.max(2, 7), Foundation.exp(0.0), M_E > 2.71)

let squares = sequence(state: 0) { (n: inout Int) -> Int? in
    n += 1
    return n > 5 ? nil : n * n
}
print(Array(squares))
let pairs = sequence(state: (0, 1)) { state -> Int? in
    defer { state = (state.1, state.0 + state.1) }
    return state.0
}
print(Array(pairs.prefix(8)))

// expect: 525 [15, 18, 21, 24] 6
// expect: true false 0.0...1.0 true
// expect: true false
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: 3 1; 1 2; 4 3; 
// expect: ["lower", "sign", "upper", "other"]
// expect: f012e89c 4
// expect: 9223372036854775807 1.5707963267948966 7 1.0 true
// expect: [1, 4, 9, 16, 25]
// expect: [0, 1, 1, 2, 3, 5, 8, 13]
