// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
import Foundation
let word = "Hello, World 42"
var letters = 0, digits = 0, others = 0
for c in word {
    if c.isLetter { letters += 1 } else if c.isNumber { digits += 1 } else { others += 1 }
}
print(letters, digits, others)
print(Array("abc"), String(word.reversed()), word.lowercased().filter { $0 != "l" })
let c: Character = "A"
print(c, c.isUppercase, String(c) + "b", c.asciiValue!)
print(String(255, radix: 2), String(255, radix: 16), Int("ff", radix: 16)!)
print(42.description, (3.5).description)
print("a", "b", separator: "-", terminator: "!\n")
let dict = ["b": 2, "a": 1, "c": 3]
for (k, v) in dict.sorted(by: { $0.key < $1.key }) { print(k, v, terminator: " ") }
print()
print(dict.values.sorted(), dict.keys.sorted().joined())
print(dict.filter { $0.value > 1 }.count, dict.mapValues { $0 * 10 }["c"]!)
let nums = [3, 1, 2]
print(nums.enumerated().map { "\($0.offset):\($0.element)" })
print(nums.sorted(by: >), nums.reversed().map { $0 }, nums.max()!, nums.min()!)
print(nums.contains(2), nums.firstIndex(of: 9) == nil, nums.lastIndex(of: 1)!)
print(Array(nums.prefix(2)), nums.suffix(1), nums.dropFirst().count)
var list = [5, 3, 8]
list.sort()
list.insert(1, at: 0)
list.removeAll { $0 > 6 }
print(list, list.count, list.isEmpty)
let joined = ["x", "y"].joined(separator: ", ")
print("[\(joined)]")
print(String(format: "%.2f", 3.14159), String(format: "%03d", 7))
let text = """
Line one
    indented
"""
print(text)
print(Int.max > 0 ? "big" : "small", (1...5).reduce(1, *), (1..<5).count)
let optional: String? = nil
print(optional ?? "default", optional?.count ?? -1)

// What it prints:
// expect: 10 2 3
// expect: ["a", "b", "c"] 24 dlroW ,olleH heo, word 42
// expect: A true Ab 65
// expect: 11111111 ff 255
// expect: 42 3.5
// expect: a-b!
// expect: a 1 b 2 c 3 
// expect: [1, 2, 3] abc
// expect: 2 30
// expect: ["0:3", "1:1", "2:2"]
// expect: [3, 2, 1] [2, 1, 3] 3 1
// expect: true true 1
// expect: [3, 1] [2] 2
// expect: [1, 3, 5] 3 false
// expect: [x, y]
// expect: 3.14 007
// expect: Line one
// expect:     indented
// expect: big 120 4
// expect: default -1
